// The compare JSON written in pieces (report/compare.ts compareJsonParts): joined, the pieces are
// exactly JSON.stringify of the whole document, whatever the traces hold (hostile text included),
// and writeFileAtomicParts writes those bytes.
import { describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compareReports } from "../../src/compare/index.js";
import { compareJsonParts, renderCompareJson } from "../../src/report/compare.js";
import { writeFileAtomicParts } from "../../src/util/writefile.js";
import { call, finding as F, report, resp, trace as T } from "./helpers.js";

// a string holding what the cut looks for, a line break and a closing bracket
const EVIL = '\n  "traces": []\n  ]\u2028 "x';

function whole(r: ReturnType<typeof compareReports>): string {
  const { why: _w, checked: _c, also: _a, ...gate } = r.gate;
  const { schema_version, baseline_policy_id, candidate_policy_id, summary, gate: _g, pairing, traces, ...rest } = r;
  return JSON.stringify({ schema_version, baseline_policy_id, candidate_policy_id, summary, gate, ...(pairing ? { pairing } : {}), traces, ...rest }, null, 2) + "\n";
}

describe("compareJsonParts", () => {
  const b = report([T("ok", true, 100, [], { steps: [call("s1", "lookup", { id: 1 }), resp("s2")] }), T(EVIL, false, 20, [F("ARH-SCH-001", "schema", "s1", "error", EVIL)]), T("gone", true, 100)]);
  const c = report([T("ok", false, 50, [F("ARH-SAF-001", "safety", EVIL, "error", EVIL)], { steps: [call("s1", "lookup", { id: 2 }), call(EVIL, EVIL), resp("s2")] }), T(EVIL, true, 100), T("new", false, 10)]);

  it("joins to JSON.stringify of the document, with traces, with none, and with one", () => {
    for (const [x, y] of [[b, c], [report([]), report([])], [report([T("a", true, 100)]), report([T("a", false, 10)])]] as const) {
      const r = compareReports(x, y, { failOn: "regressions", maxScoreDrop: 10 });
      const parts = [...compareJsonParts(r)];
      expect(parts.join("")).toBe(whole(r));
      expect(renderCompareJson(r)).toBe(whole(r));
      // one piece per trace between the head and the tail: no piece holds the whole list
      if (r.traces.length > 0) expect(parts).toHaveLength(r.traces.length + 2);
    }
  });

  it("is what writeFileAtomicParts writes, in pieces past a megabyte too", () => {
    const many = report(Array.from({ length: 3000 }, (_, i) => T(`t${i}-${"y".repeat(400)}`, i % 2 === 0, 90, [F("ARH-SCH-001", "schema", "s1", "error", EVIL)])));
    const r = compareReports(many, report([]), { failOn: "regressions" });
    const dir = mkdtempSync(join(tmpdir(), "arh-parts-"));
    try {
      writeFileAtomicParts(join(dir, "out", "c.json"), compareJsonParts(r));
      const text = readFileSync(join(dir, "out", "c.json"), "utf8");
      expect(text.length).toBeGreaterThan(1 << 20);
      expect(text).toBe(whole(r));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
