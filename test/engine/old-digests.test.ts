// Step digests carry a bounded argument preview (120 characters of canonical JSON); reports
// written before that bound carry up to 200. Readers (the report schema, the report loader,
// compare, drift, trace diffs) accept both, and compare still tells changed arguments from the
// hash of the full arguments, never from the preview.
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
import { ARGS_PREVIEW, argsPreview } from "../../src/engine/validate.js";
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

/** The report as an older version wrote it: previews cut at 200 characters. */
function asOldReport(r: Report, args: Record<string, unknown>): Report {
  const cj = canonicalJson(args);
  const old = cj.length > 200 ? cj.slice(0, 199) + "…" : cj;
  const text = renderJson(r).split(JSON.stringify(argsPreview(cj))).join(JSON.stringify(old));
  return parseReportText(text, "old.json", "baseline");
}

describe("lean step digests and reports with the older, longer argument preview", () => {
  it("new digests: preview bounded, hash of the full arguments", async () => {
    const r = await report("new", { t1: steps("A") });
    const d = r.reports[0]!.steps![0]!;
    expect(d.args!.length).toBe(ARGS_PREVIEW);
    expect(d.args!.endsWith("…")).toBe(true);
    expect(canonicalJson({ page: 1, query: longQuery("A") }).startsWith(d.args!.slice(0, -1))).toBe(true);
    expect(validateReport(JSON.parse(renderJson(r)))).toBe(true);
  });

  it("an old baseline (200-character previews) loads, validates against the schema and compares exactly", async () => {
    const base = await report("base", { same: steps("A"), changed: steps("A"), regressed: steps("A") });
    const cand = await report("cand", {
      same: steps("A"),
      // differs past both previews: only the hash tells
      changed: steps("B"),
      regressed: steps("B", [{ step_id: "s2", type: "tool_call", tool_name: "delete_everything" }]),
    });
    const old = asOldReport(base, { query: longQuery("A"), page: 1 });
    const oldArgs = old.reports[0]!.steps![0]!.args!;
    expect(oldArgs.length).toBe(200);
    expect(validateReport(JSON.parse(renderJson(old)))).toBe(true);

    const cmp = compareReports(old, cand, { failOn: "regressions" });
    const t = (id: string) => cmp.traces.find((x) => x.trace_id === id)!;
    expect(t("same").drift?.unchanged).toBe(true);
    const ch = t("changed").drift!.changed_arguments;
    expect(ch).toHaveLength(1);
    expect(ch[0]!.baseline_args).toBe(oldArgs);
    expect(ch[0]!.candidate_args!.length).toBe(ARGS_PREVIEW);
    expect(t("regressed").status_change).toBe("pass->fail");

    // The trace diff shows both previews (neither parses as JSON: shown as text).
    const docs = buildTraceDiffs({ baseline: old, candidate: cand, compare: cmp, policy });
    expect(docs).toHaveLength(1);
    const [b, c] = docs[0]!.rails;
    expect(b!.steps[0]!.args).toBe(oldArgs);
    expect(c!.steps[0]!.args).toBe(cand.reports.find((e) => e.trace_id === "regressed")!.steps![0]!.args);
    expect(renderTraceDiffTable(docs[0]!)).toContain("search");
  });
});
