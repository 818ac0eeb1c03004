// A partial whose entry carries a raw score of its own that is not its record's: `arh validate`
// never writes one (report/json.ts leaves `raw_score` out of an entry), so it is forged, and the
// merge refuses it (exit 2, one line naming the partial and the trace), in the CLI and the action's
// merge alike (both read partials through src/shard/merge.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runValidateCommand } from "../../src/commands/validate.js";
import { runMergeCommand } from "../../src/commands/merge.js";
import { mergePartials, openPartials } from "../../src/shard/merge.js";
import { capture } from "../capture.js";

const dir = mkdtempSync(join(tmpdir(), "arh-rawscore-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const POLICY = "samples/policies/refund-policy.json";
const parts: string[] = [];

type Rec = { order_key: string; raw_score: number; report: Record<string, unknown> & { trace_id: string } };

beforeAll(async () => {
  for (let i = 1; i <= 2; i++) {
    const p = join(dir, `p-${i}-of-2.json`);
    const r = await capture(() => runValidateCommand(["--policy", POLICY, "--quiet", "--shard", `${i}/2`, "--partial-out", p, "samples/traces"]));
    expect(r.code, r.err).toBe(0);
    parts.push(p);
  }
});

/** Shard 1 with its first entry's report given `raw_score: v`; returns the files and the trace id. */
function forged(name: string, v: unknown): { files: string[]; id: string } {
  const d = JSON.parse(readFileSync(parts[0]!, "utf8")) as { entries: Rec[] };
  const rec = d.entries[0]!;
  rec.report.raw_score = v;
  const p = join(dir, name);
  writeFileSync(p, JSON.stringify(d, null, 2));
  return { files: [p, parts[1]!], id: rec.report.trace_id };
}

describe("a partial entry whose own raw_score is not its record's", () => {
  it("arh merge refuses it, naming the partial and the trace, and writes nothing", async () => {
    for (const [i, v] of [12, 100, "80"].entries()) {
      const { files, id } = forged(`inner-${i}.json`, v);
      const out = join(dir, `out-${i}.json`);
      const r = await capture(() => runMergeCommand(["--expect", "2", "--json-out", out, "--md-out", join(dir, `out-${i}.md`), ...files]));
      expect(r.code, r.err).toBe(2);
      expect(r.out).toBe("");
      const lines = r.err.trimEnd().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^arh merge: partial ${files[0]!.replace(/[.]/g, "\\.")}: entries\\[0\\] \\(trace_id '${id}', shard 1 of 2\\): its report's raw_score ${JSON.stringify(v)} is not the record's raw_score [\\d.]+$`));
      expect(existsSync(out)).toBe(false);
    }
  });
  it("the reader the action's merge uses refuses it too", () => {
    const { files } = forged("inner-action.json", 0);
    expect(() => {
      const cs = openPartials(files, 2);
      try {
        mergePartials(cs, () => {});
      } finally {
        for (const c of cs) c.close();
      }
    }).toThrow(/inner-action\.json: entries\[0\] \(trace_id '[^']+', shard 1 of 2\): its report's raw_score 0 is not the record's raw_score/);
  });
  it("the honest partials still merge, byte for byte what one validate writes", async () => {
    const whole = join(dir, "whole.json");
    await capture(() => runValidateCommand(["--policy", POLICY, "--quiet", "--json-out", whole, "samples/traces"]));
    const merged = join(dir, "merged.json");
    const r = await capture(() => runMergeCommand(["--expect", "2", "--quiet", "--json-out", merged, ...parts]));
    expect(r.code, r.err).toBe(1);
    expect(readFileSync(merged, "utf8")).toBe(readFileSync(whole, "utf8"));
  });
});
