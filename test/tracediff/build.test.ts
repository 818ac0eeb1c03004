import { describe, expect, test, beforeAll } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import { buildTraceDiffs, checkAbtDocument, kindOf, renderTraceDiffTable, type AbtDocument, type AbtStep } from "../../src/tracediff/index.js";
import { alignedRows, buildTraceDiffMap, lazyTraceDiffMap, markViolations } from "../../src/tracediff/build.js";
import { compareReports } from "../../src/compare/index.js";
import { parsePolicy } from "../../src/policy/parse.js";
import type { CompareResult, CompareTrace } from "../../src/compare/types.js";
import type { Finding, Report, StepDigest, TraceReport } from "../../src/types.js";
import { ROOT, sampleRun, type SampleRun } from "./helpers.js";

let run: SampleRun;
let docs: AbtDocument[];
beforeAll(async () => {
  run = await sampleRun();
  docs = buildTraceDiffs({ ...run });
});

const byCase = (prefix: string): AbtDocument => docs.find((d) => d.case.startsWith(prefix))!;

describe("trace diffs built as a rendering asks for them (lazyTraceDiffMap)", () => {
  test("the same documents as built at once, only those asked for and listed, each built once", () => {
    const eager = buildTraceDiffMap({ ...run });
    const ids = [...eager.keys()];
    expect(ids).toHaveLength(2);
    const lazy = lazyTraceDiffMap({ ...run, only: new Set([ids[1]!, "not-a-trace"]) });
    expect(lazy.size).toBe(0); // nothing built yet
    expect(lazy.get(ids[0]!)).toBeUndefined(); // not listed
    expect(lazy.get("not-a-trace")).toBeUndefined(); // listed, no regressed trace
    const doc = lazy.get(ids[1]!);
    expect(doc).toEqual(eager.get(ids[1]!));
    expect(lazy.get(ids[1]!)).toBe(doc);
    expect(lazy.has(ids[1]!)).toBe(true);
    expect([...lazy.keys()]).toEqual([ids[1]]);
  });
});

describe("sample regressions (real engine + compare)", () => {
  test("one document per regressed trace", () => {
    expect(run.compare.traces.map((t) => t.status_change)).toEqual(["pass->fail", "pass->fail"]);
    expect(docs.map((d) => d.case)).toEqual([
      "refund-before-eligibility-1002 · Tools called out of order",
      "refund-twice-1001 · Side effect repeated after success",
    ]);
    for (const d of docs) {
      expect(d.schema).toBe("agent-behavior-trace/v0");
      expect(d.contract).toBe("refund-policy-v1");
      expect(d.rails.map((r) => [r.id, r.label, r.regression])).toEqual([
        ["baseline", "Baseline · pass", false],
        ["candidate", "Candidate · fail", true],
      ]);
      expect(d.updated).toBeUndefined();
    }
  });

  test("refund twice: the second issue_refund is the consequential side effect, no span", () => {
    const d = byCase("refund-twice-1001");
    expect(d.contract_clause).toBe("ARH-FLW-003");
    const cand = d.rails[1]!.steps;
    expect(cand.map((s) => [s.n, s.tool, s.kind])).toEqual([
      [1, "lookup_order", "read"],
      [2, "check_eligibility", "precondition"],
      [3, "issue_refund", "side_effect"],
      [4, "issue_refund", "side_effect"],
      [5, "respond", "respond"],
    ]);
    expect(cand.filter((s) => s.consequential).map((s) => s.n)).toEqual([4]);
    expect(cand.some((s) => s.in_violation)).toBe(false);
    expect(d.rails[0]!.steps.some((s) => s.consequential || s.in_violation)).toBe(false);
    expect(d.verdict.output).toBe("PASS");
    expect(d.verdict.behavior).toBe("FAIL");
    expect(d.verdict.behavior_reason).toMatch(/^ARH-FLW-003 — side-effect tool 'issue_refund'/);
    expect(d.verdict.operational).toBe("within budget");
  });

  test("refund before eligibility: the refund is consequential, the late check in violation", () => {
    const d = byCase("refund-before-eligibility-1002");
    expect(d.contract_clause).toBe("ARH-SEQ-003");
    const cand = d.rails[1]!.steps;
    // Rows follow the LCS alignment of the two runs: matching steps share n, the moved check
    // leaves an empty row on each side (row 2 baseline only, row 4 candidate only).
    expect(cand.map((s) => [s.n, s.tool, s.kind, s.consequential ?? false, s.in_violation ?? false])).toEqual([
      [1, "lookup_order", "read", false, false],
      [3, "issue_refund", "side_effect", true, false],
      [4, "check_eligibility", "precondition", false, true],
      [5, "respond", "respond", false, false],
    ]);
    // Baseline (Run A): same tools, preconditions first, nothing marked.
    expect(d.rails[0]!.steps.map((s) => [s.n, s.tool])).toEqual([[1, "lookup_order"], [2, "check_eligibility"], [3, "issue_refund"], [5, "respond"]]);
  });

  test("steps carry args, cumulative timestamp_ms and tokens, keys in the format's order", () => {
    const s = byCase("refund-before-eligibility-1002").rails[1]!.steps[1]!;
    expect(Object.keys(s)).toEqual(["n", "tool", "result", "kind", "consequential", "args", "timestamp_ms", "tokens"]);
    expect(s.args).toEqual({ amount: 48, order_id: "ORD-2077" });
    expect(s.timestamp_ms).toBe(200 + 390);
    expect(s.tokens).toBe(215 + 22);
    expect(s.result).toBe('{"ok":true,"refund_id":"rf_7710"}');
  });

  test("documents are valid v0 (semantic validator and the committed JSON Schema)", () => {
    const schema = JSON.parse(readFileSync(join(ROOT, "schemas/agent-behavior-trace-v0.schema.json"), "utf8"));
    const validate = new Ajv2020({ allErrors: true, strictTypes: false }).compile(schema);
    for (const d of docs) {
      expect(checkAbtDocument(d)).toEqual([]);
      expect(validate(d), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  test("deterministic; labels and updated date from the inputs", () => {
    const a = JSON.stringify(buildTraceDiffs({ ...run }));
    const b = JSON.stringify(buildTraceDiffs({ ...run }));
    expect(a).toBe(b);
    const [d] = buildTraceDiffs({ ...run, baselineLabel: "main@1a2b3c4", candidateLabel: "pr-42@9f8e7d6", updated: "2026-05-24T10:11:12Z" });
    expect(d!.rails[0]!.label).toBe("Baseline · main@1a2b3c4 · pass");
    expect(d!.rails[1]!.label).toBe("Candidate · pr-42@9f8e7d6 · fail");
    expect(d!.updated).toBe("2026-05-24");
    expect(buildTraceDiffs({ ...run, updated: "yesterday" })[0]!.updated).toBeUndefined();
  });

  test("without a policy every tool call is a read and SEQ-003 has no span", () => {
    const d = buildTraceDiffs({ ...run, policy: null }).find((x) => x.case.startsWith("refund-before"))!;
    expect(d.rails[1]!.steps.map((s) => s.kind)).toEqual(["read", "read", "read", "respond"]);
    expect(d.rails[1]!.steps[1]!.consequential).toBe(true);
    expect(d.rails[1]!.steps.some((s) => s.in_violation)).toBe(false);
    expect(d.contract).toBe("refund-policy-v1"); // from the compare result / report
  });

  test("a baseline entry without step digests gets a (not recorded) rail", () => {
    const baseline: Report = JSON.parse(JSON.stringify(run.baseline));
    for (const r of baseline.reports) delete r.steps;
    const d = buildTraceDiffs({ ...run, baseline })[0]!;
    expect(d.rails[0]!.label).toBe("Baseline · pass · steps not recorded");
    expect(d.rails[0]!.steps).toEqual([{ n: 1, tool: "(not recorded)", result: "baseline report has no step digests", kind: "read" }]);
    expect(checkAbtDocument(d)).toEqual([]);
  });
});

// ---- synthetic cases ----

const policy = parsePolicy({
  schema_version: "1",
  policy_id: "p",
  allowed_tools: {
    lookup_order: {},
    verify_identity: {},
    check_eligibility: {},
    policy_version_check: { kind: "precondition" },
    issue_refund: { side_effect: true },
    send_email: { side_effect: true },
  },
  budgets: { max_total_latency_ms: 100 },
  sequence: { call_order: ["verify_identity", "check_eligibility", "issue_refund"] },
  error_handling: { require_retry_on_error: true, max_attempts: 2 },
  completion: { require_final_response: true },
});

function dg(id: string, tool: string | null, extra: Partial<StepDigest> = {}): StepDigest {
  return { step_id: id, type: tool === null ? "model_response" : "tool_call", tool_name: tool, status: "ok", result: "ok", args_hash: tool === null ? null : "h0", ...extra };
}

function f(rule: string, step: string | null): Finding {
  return { severity: "error", category: "x", message: `${rule} message`, step_id: step, rule_id: rule };
}

function marks(digests: StepDigest[], findings: Finding[]): string[] {
  const steps: AbtStep[] = digests.map((d, i) => ({ n: i + 1, tool: d.tool_name ?? "respond", result: d.result, kind: kindOf(d, policy) }));
  markViolations(steps, digests, findings, policy);
  return steps.map((s) => (s.consequential ? "C" : s.in_violation ? "V" : "."));
}

describe("kinds", () => {
  test("side_effect, precondition (schema kind or listed before a side effect in call_order), respond, read", () => {
    expect(kindOf(dg("a", "issue_refund"), policy)).toBe("side_effect");
    expect(kindOf(dg("a", "send_email"), policy)).toBe("side_effect");
    expect(kindOf(dg("a", "verify_identity"), policy)).toBe("precondition");
    expect(kindOf(dg("a", "check_eligibility"), policy)).toBe("precondition");
    expect(kindOf(dg("a", "policy_version_check"), policy)).toBe("precondition");
    expect(kindOf(dg("a", "lookup_order"), policy)).toBe("read");
    expect(kindOf(dg("a", "unlisted_tool"), policy)).toBe("read");
    expect(kindOf(dg("a", null), policy)).toBe("respond");
    expect(kindOf(dg("a", "issue_refund"), null)).toBe("read");
  });
});

describe("violation spans", () => {
  test("SEQ-003: the late preconditions after the consequential call", () => {
    const ds = [dg("1", "lookup_order"), dg("2", "issue_refund"), dg("3", "verify_identity"), dg("4", "lookup_order"), dg("5", "check_eligibility"), dg("6", null)];
    expect(marks(ds, [f("ARH-SEQ-003", "2")])).toEqual([".", "C", "V", ".", "V", "."]);
  });
  test("SEQ-003: an earlier tool already called before the anchor is not in the span", () => {
    const ds = [dg("1", "verify_identity"), dg("2", "issue_refund"), dg("3", "verify_identity"), dg("4", "check_eligibility"), dg("5", null)];
    expect(marks(ds, [f("ARH-SEQ-003", "2")])).toEqual([".", "C", ".", "V", "."]);
  });
  test("FLW-002: the identical attempts after the first excess one", () => {
    const ds = [dg("1", "lookup_order"), dg("2", "lookup_order"), dg("3", "lookup_order"), dg("4", "lookup_order", { args_hash: "other" }), dg("5", "lookup_order"), dg("6", null)];
    expect(marks(ds, [f("ARH-FLW-002", "3")])).toEqual([".", ".", "C", ".", "V", "."]);
  });
  test("FLW-001: everything after the errored call through the final response", () => {
    const ds = [dg("1", "lookup_order", { status: "error", result: "error: timeout" }), dg("2", "issue_refund"), dg("3", null)];
    expect(marks(ds, [f("ARH-FLW-001", "1")])).toEqual(["C", "V", "V"]);
  });
  test("other step rules: no span; a finding marks exactly the step it points at, a trace-level one the steps it names", () => {
    const ds = [dg("1", "lookup_order"), dg("2", "delete_db"), dg("3", "lookup_order")];
    expect(marks(ds, [f("ARH-SCH-001", "2")])).toEqual([".", "C", "."]);
    expect(marks(ds, [f("ARH-CMP-001", "3")])).toEqual([".", ".", "C"]);
    // budgets are operational: no row
    expect(marks(ds, [f("ARH-BUD-002", null)])).toEqual([".", ".", "."]);
    // too many calls: the calls past max_calls
    const tooMany: Finding = { ...f("ARH-SEQ-004", null), message: "tool 'lookup_order' was called 2 times, more than max_calls 1", expected: 1, observed: 2 };
    expect(marks(ds, [tooMany])).toEqual([".", ".", "C"]);
    // a step id the digests do not hold marks nothing (never every row)
    expect(marks(ds, [f("ARH-FLW-003", "9")])).toEqual([".", ".", "."]);
  });
  test("several findings: union; a consequential row is never also in_violation", () => {
    const ds = [dg("1", "issue_refund"), dg("2", "verify_identity"), dg("3", "issue_refund"), dg("4", null)];
    expect(marks(ds, [f("ARH-SEQ-003", "1"), f("ARH-FLW-003", "3")])).toEqual(["C", "V", "C", "."]);
  });
});

describe("selection and verdict", () => {
  const entry = (id: string, passed: boolean, steps: StepDigest[], findings: Finding[] = []): TraceReport => ({
    trace_id: id, agent_name: "a", workflow: "w", policy_id: "p", score: passed ? 100 : 40, passed, total_latency_ms: 0, total_cost_usd: 0, citation_coverage: null, source_path: id + ".json", findings, steps,
  });
  const ct = (id: string, change: CompareTrace["status_change"], findings: Finding[]): CompareTrace => ({
    new_findings: findings.map((x) => ({ ...x, trace_id: id })),
    trace_id: id, status_change: change, baseline_passed: true, candidate_passed: false, baseline_score: 100, candidate_score: 40, score_delta: -60, latency_delta_ms: 0, cost_delta_usd: 0, resolved_findings: [],
  });
  const report = (entries: TraceReport[]): Report => ({ schema_version: "1", summary: { total_traces: entries.length, passed_traces: 0, failed_traces: 0, average_score: 0 }, reports: entries });
  const cmp = (traces: CompareTrace[]): CompareResult => ({
    schema_version: "1", baseline_policy_id: "p", candidate_policy_id: "p",
    summary: { traces_compared: 0, traces_added: 0, traces_removed: 0, pass_to_fail: 0, fail_to_pass: 0, new_findings: 0, new_error_findings: 0, resolved_findings: 0, average_score_delta: 0, max_score_drop: 0 },
    gate: { passed: false, reasons: [] }, traces,
  });

  test("only regressions (pass->fail or new error findings) get a document", () => {
    const steps = [dg("1", "lookup_order"), dg("2", null, { result: "done" })];
    const warn: Finding = { ...f("ARH-SCH-005", "1"), severity: "warning" };
    const traces = [
      ct("unchanged-warning", "unchanged", [warn]),
      ct("unchanged-new-error", "unchanged", [f("ARH-SCH-001", "1")]),
      ct("fixed", "fail->pass", []),
      ct("added", "added", [f("ARH-SCH-001", "1")]),
    ];
    const base = report(traces.map((t) => entry(t.trace_id, true, steps)));
    const cand = report(traces.map((t) => entry(t.trace_id, false, steps, t.new_findings)));
    const out = buildTraceDiffs({ compare: cmp(traces), baseline: base, candidate: cand, policy });
    expect(out.map((d) => d.case)).toEqual(["unchanged-new-error · Tool not in the allow-list"]);
  });

  test("trace-level findings mark the steps they name, never a row only because its result differs", () => {
    const base = [dg("1", "lookup_order", { latency_ms: 20 }), dg("2", "issue_refund", { latency_ms: 30, tokens: 100, result: '{"refund_id":"rf_1"}' }), dg("3", null, { result: "done", latency_ms: 50, tokens: 10 })];
    const slow = [dg("1", "lookup_order", { latency_ms: 25 }), dg("2", "issue_refund", { latency_ms: 900, tokens: 100, result: '{"refund_id":"rf_2"}' }), dg("3", null, { result: "done", latency_ms: 60, tokens: 400 })];
    const diff = (cand: StepDigest[], findings: Finding[]) => {
      const traces = [ct("t", "pass->fail", findings)];
      const [d] = buildTraceDiffs({ compare: cmp(traces), baseline: report([entry("t", true, base)]), candidate: report([entry("t", false, cand, findings)]), policy });
      return d!.rails[1]!.steps.map((s) => (s.consequential ? "C" : "."));
    };
    expect(diff(slow, [f("ARH-BUD-002", null)])).toEqual([".", ".", "."]);
    expect(diff(slow, [f("ARH-BUD-004", null)])).toEqual([".", ".", "."]);
    const inserted = [base[0]!, dg("2", "issue_refund", { result: '{"refund_id":"rf_9"}' }), dg("2b", "issue_refund", { latency_ms: 30, result: '{"refund_id":"rf_8"}' }), base[2]!];
    const seq4: Finding = { ...f("ARH-SEQ-004", null), message: "tool 'issue_refund' was called 2 times, more than max_calls 1", expected: 1, observed: 2 };
    expect(diff(inserted, [seq4])).toEqual([".", ".", "C", "."]);
    const long = [...base, dg("4", null, { result: "more" })];
    expect(diff(long, [{ ...f("ARH-CMP-002", null), expected: 3, observed: 4 }])).toEqual([".", ".", ".", "C"]);
    expect(diff(slow, [f("ARH-SEQ-001", null)])).toEqual([".", ".", "."]);
  });
  test("output FAIL without a final response; budget findings in operational; score-only regression", () => {
    const steps = [dg("1", "lookup_order"), dg("2", "issue_refund")];
    const bud: Finding[] = [f("ARH-BUD-002", null), f("ARH-CMP-001", "2")];
    const traces = [ct("t1", "pass->fail", bud), ct("t2", "pass->fail", [])];
    const base = report([entry("t1", true, steps), entry("t2", true, steps)]);
    const cand = report([entry("t1", false, steps, bud), entry("t2", false, [...steps, dg("3", null, { result: "fine" })])]);
    const [d1, d2] = buildTraceDiffs({ compare: cmp(traces), baseline: base, candidate: cand, policy });
    expect(d1!.verdict).toEqual({
      output: "FAIL",
      behavior: "FAIL",
      behavior_reason: "ARH-CMP-001 — ARH-CMP-001 message",
      operational: "total latency over budget",
    });
    // the missing final response points at the last step; the budget at none
    expect(d1!.rails[1]!.steps.map((s) => s.consequential ?? false)).toEqual([false, true]);
    expect(d2!.case).toBe("t2 · score below fail_under");
    expect(d2!.contract_clause).toBeUndefined();
    expect(d2!.verdict.output).toBe("PASS");
    expect(d2!.verdict.behavior_reason).toBe("score 40 below fail_under (baseline 100)");
    expect(checkAbtDocument(d2)).toEqual([]);
  });
});

describe("aligned rows", () => {
  test("matching steps share n; an inserted or removed step gets its own row, empty on the other rail", () => {
    // baseline a b c d, candidate a x b d: a, b and d align; c is removed, x inserted
    const [na, nb] = alignedRows([0, 0, 0, 0], [0, 0, 0, 0], [[0, 0], [1, 2], [3, 3]]);
    expect(na).toEqual([1, 3, 4, 5]);
    expect(nb).toEqual([1, 2, 3, 5]);
    // no alignment at all: every step its own row, baseline first
    expect(alignedRows([0, 0], [0], [])).toEqual([[1, 2], [3]]);
    // out-of-range or non-increasing pairs are ignored
    expect(alignedRows([0, 0], [0, 0], [[1, 1], [0, 0], [5, 5]])).toEqual([[1, 3], [2, 3]]);
  });

  test("a 100,000-step regression builds and renders with a row cap (every hidden step counted)", () => {
    const steps = Array.from({ length: 100_000 }, (_, i) => dg(`s${i}`, i % 2 ? "lookup_order" : "check_eligibility", { latency_ms: 1, args_hash: `h${i}` }));
    const cand = [...steps.slice(0, 50_000), dg("dup", "issue_refund", { latency_ms: 1 }), ...steps.slice(50_000)];
    const base = { ...run.baseline.reports[0]!, trace_id: "big", steps, passed: true, findings: [] };
    const c = { ...run.candidate.reports[0]!, trace_id: "big", steps: cand, passed: false, findings: [{ ...f("ARH-FLW-003", "dup"), location: undefined }] };
    const baseline: Report = { ...run.baseline, reports: [base] };
    const candidate: Report = { ...run.candidate, reports: [c] };
    const compare = compareReports(baseline, candidate, { failOn: "regressions" });
    const [d] = buildTraceDiffs({ compare, baseline, candidate, policy });
    expect(d!.rails[1]!.steps).toHaveLength(100_001);
    expect(d!.rails[1]!.steps[100_000]!.timestamp_ms).toBe(100_001);
    const dup = d!.rails[1]!.steps.find((s) => s.consequential)!;
    expect(dup.n).toBe(50_001); // the inserted step's own row; the baseline has none there
    expect(d!.rails[0]!.steps.some((s) => s.n === 50_001)).toBe(false);
    const html = renderTraceDiffTable(d!, { maxRows: 40 });
    const rows = html.split("\n").filter((l) => /^<tr><td>\d/.test(l));
    expect(rows.length).toBeLessThanOrEqual(40);
    expect(rows.some((r) => r.startsWith("<tr><td>50001</td><td></td>"))).toBe(true);
    const hidden = [...html.matchAll(/(\d+) steps not shown/g)].reduce((n, m) => n + Number(m[1]), 0);
    expect(hidden + rows.length).toBe(100_001);
  });
});
