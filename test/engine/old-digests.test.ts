// Report format 2 carries lean step digests (hashes, no previews); format 1 carried full ones with
// a preview of up to 120 characters (up to 200 before that). Readers (the report schema, the
// report loader, compare, drift, trace diffs) accept all, and compare tells changed arguments from
// the hash of the full arguments, never from a preview.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import { parsePolicy } from "../../src/policy/parse.js";
import { expandInputs, runValidation } from "../../src/engine/pipeline.js";
import { renderJson } from "../../src/report/json.js";
import { compareReports, parseReportText } from "../../src/compare/index.js";
import { buildTraceDiffs, renderTraceDiffTable } from "../../src/tracediff/index.js";
import { canonicalJson } from "../../src/util/canonical.js";
import { stepDigests } from "../../src/engine/validate.js";
import { resultHash } from "../../src/engine/report.js";
import { parseTrace } from "../../src/trace/parse.js";
import { shortHash } from "../../src/util/canonical.js";
import type { Report } from "../../src/types.js";

const root = join(import.meta.dirname, "../..");
const ajv = new Ajv2020({ allErrors: true, strict: false });
const validateReport = ajv.compile(JSON.parse(readFileSync(join(root, "schemas/report.schema.json"), "utf8")));
const policy = parsePolicy({ policy_id: "p", allowed_tools: { search: { optional_arguments: { query: "str", page: "int" } } } });
const longQuery = (tail: string) => "refund window for damaged items ".repeat(10) + tail;
const steps = (tail: string, extra: unknown[] = []) => [
  { step_id: "s1", type: "tool_call", tool_name: "search", arguments: { query: longQuery(tail), page: 1 } },
  ...extra,
  { step_id: "s9", type: "model_response", text: "Done." },
];

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "arh-old-digests-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function report(name: string, traces: Record<string, unknown[]>): Promise<Report> {
  for (const [id, s] of Object.entries(traces)) {
    writeFileSync(join(dir, `${name}-${id}.json`), JSON.stringify({ trace_id: id, agent_name: "a", workflow: "w", steps: s }));
  }
  const files = await expandInputs([join(dir, `${name}-*.json`)], dir);
  return runValidation(files, policy, { format: "auto", failUnder: 70, cwd: dir });
}

/** The report as format 1 wrote it: full digests (result summaries, previews cut at `cut` characters, latency, tokens). */
function asOldReport(r: Report, traces: Record<string, unknown[]>, cut = 200): Report {
  const old = structuredClone(r);
  delete old.format_version;
  delete old.policy_digest;
  for (const e of old.reports) {
    e.steps = stepDigests(parseTrace({ trace_id: e.trace_id, agent_name: "a", workflow: "w", steps: traces[e.trace_id]! }));
    e.steps.forEach((d, i) => {
      if (d.args === undefined) return;
      const cj = canonicalJson((traces[e.trace_id]![i] as { arguments?: unknown }).arguments ?? {});
      d.args = cj.length > cut ? cj.slice(0, cut - 1) + "…" : cj;
    });
  }
  return parseReportText(renderJson(old), "old.json", "baseline");
}

describe("lean step digests (format 2) and full ones (format 1, with the older, longer argument preview)", () => {
  it("new digests: lean arrays in the report, the hash of the full arguments, no preview", async () => {
    const r = await report("new", { t1: steps("A") });
    const d = r.reports[0]!.steps![0]!;
    expect(d.args).toBeUndefined();
    expect(d.args_hash).toBe(shortHash(canonicalJson({ page: 1, query: longQuery("A") })));
    expect(d.result_hash).toMatch(/^[0-9a-f]{8}$/);
    const text = renderJson(r);
    expect(text).toContain(`["s1","tool_call","search","ok","${d.args_hash}","${d.result_hash}"]`);
    expect(r.format_version).toBe(3);
    expect(validateReport(JSON.parse(text))).toBe(true);
    // read back: the same digests
    expect(parseReportText(text, "r.json").reports[0]!.steps).toEqual(r.reports[0]!.steps);
  });

  it("a format-1 baseline (200-character previews) loads, validates against the schema and compares exactly", async () => {
    const traces = { same: steps("A"), changed: steps("A"), regressed: steps("A") };
    const base = await report("base", traces);
    const cand = await report("cand", {
      same: steps("A"),
      // differs past both previews: only the hash tells
      changed: steps("B"),
      regressed: steps("B", [{ step_id: "s2", type: "tool_call", tool_name: "delete_everything" }]),
    });
    const old = asOldReport(base, traces);
    const oldArgs = old.reports[0]!.steps![0]!.args!;
    expect(oldArgs.length).toBe(200);
    expect(validateReport(JSON.parse(renderJson(old)))).toBe(true);

    const cmp = compareReports(old, cand, { failOn: "regressions" });
    const t = (id: string) => cmp.traces.find((x) => x.trace_id === id)!;
    expect(t("same").drift?.unchanged).toBe(true);
    const ch = t("changed").drift!.changed_arguments;
    expect(ch).toHaveLength(1);
    expect(ch[0]!.baseline_args).toBe(oldArgs);
    expect(ch[0]!.candidate_args).toBeUndefined();
    expect(t("regressed").status_change).toBe("pass->fail");

    // The trace diff shows the old preview (it does not parse as JSON: shown as text); the lean side its status.
    const docs = buildTraceDiffs({ baseline: old, candidate: cand, compare: cmp, policy });
    expect(docs).toHaveLength(1);
    const [b, c] = docs[0]!.rails;
    expect(b!.steps[0]!.args).toBe(oldArgs);
    expect(c!.steps[0]!.args).toBeUndefined();
    expect(c!.steps[0]!.result).toBe("ok");
    expect(renderTraceDiffTable(docs[0]!)).toContain("search");
  });
});

describe("the result fingerprint of lean digests", () => {
  const step = (o: Partial<Record<string, unknown>>) => parseTrace({ trace_id: "t", agent_name: "a", workflow: "w", steps: [{ step_id: "s1", type: "tool_call", tool_name: "x", ...o }] }).steps[0]!;
  it("tells changed results apart: values, structure, key order, status, and the ends of long strings", () => {
    const h = (o: Partial<Record<string, unknown>>) => resultHash(step(o));
    const long = "x".repeat(500);
    const distinct = [
      h({ output: { a: 1 } }),
      h({ output: { a: 2 } }),
      h({ output: { a: "1" } }),
      h({ output: { b: 1 } }),
      h({ output: { a: 1, b: 2 } }),
      h({ output: { b: 2, a: 1 } }),
      h({ output: [1] }),
      h({ output: "ok" }),
      h({ output: long }),
      h({ output: long + "y" }),
      h({ output: "y" + long }),
      h({ status: "error", error: "ok" }),
      h({}),
    ];
    expect(new Set(distinct).size).toBe(distinct.length);
    expect(h({ output: { a: 1 } })).toBe(h({ output: { a: 1 } }));
    for (const x of distinct) expect(x).toMatch(/^[0-9a-f]{8}$/);
  });
});
