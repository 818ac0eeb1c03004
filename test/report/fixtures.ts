// Hand-made reports over real trace files (test/fixtures/report/), with locations computed by the
// project's JSON locator, so SARIF regions can be checked against the files. Replaced/complemented
// by real engine output in engine.test.ts once the engine exists.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Finding, Report, StepDigest, TraceReport } from "../../src/types.js";
import { makeLocator } from "../../src/json/findings.js";
import { LineMap, findSyntaxError, locatePointers } from "../../src/json/locate.js";

export const ROOT = resolve(import.meta.dirname, "../..");
export const FIX = "test/fixtures/report";

type F = Omit<Finding, "location"> & { pointer?: string };

function entry(file: string, base: Partial<TraceReport>, findings: F[]): TraceReport {
  const uri = `${FIX}/${file}`;
  const text = readFileSync(join(ROOT, uri), "utf8");
  const doc = JSON.parse(text) as { trace_id: string; agent_name: string; workflow: string; steps: { step_id: string; type: string; tool_name?: string }[] };
  const ptrs = [...findings.map((f) => f.pointer ?? ""), "", ...doc.steps.map((_, i) => `/steps/${i}`)];
  const loc = makeLocator(text, uri, ptrs);
  const spans = locatePointers(text, doc.steps.map((_, i) => `/steps/${i}`));
  const lines = new LineMap(text);
  const steps: StepDigest[] = doc.steps.map((s, i) => ({
    step_id: s.step_id,
    type: s.type as StepDigest["type"],
    tool_name: s.tool_name ?? null,
    status: "ok",
    result: "ok",
    args_hash: null,
    line: lines.at(spans.get(`/steps/${i}`)!.start).line,
  }));
  return {
    trace_id: doc.trace_id,
    agent_name: doc.agent_name,
    workflow: doc.workflow,
    policy_id: "refund-policy",
    score: 100,
    passed: true,
    total_latency_ms: 0,
    total_cost_usd: 0,
    citation_coverage: null,
    source_path: uri,
    kind: "agent",
    steps,
    location: loc.locate(""),
    ...base,
    findings: findings.map((f) => ({ ...f, location: f.pointer !== undefined ? loc.locate(f.pointer) : undefined })),
  };
}

function brokenEntry(): TraceReport {
  const uri = `${FIX}/broken.json`;
  const text = readFileSync(join(ROOT, uri), "utf8");
  const err = findSyntaxError(text)!;
  const lm = new LineMap(text);
  const a = lm.at(err.offset);
  return {
    trace_id: uri,
    agent_name: "",
    workflow: "",
    policy_id: "refund-policy",
    score: 0,
    passed: false,
    total_latency_ms: 0,
    total_cost_usd: 0,
    citation_coverage: null,
    source_path: uri,
    kind: "input",
    scored: false,
    findings: [
      {
        severity: "error",
        category: "input",
        rule_id: "ARH-INP-001",
        step_id: null,
        message: `${uri}:${a.line}:${a.column}: ${err.message}`,
        location: { uri, startLine: a.line, startColumn: a.column, endLine: a.line, endColumn: a.column + 1 },
      },
    ],
  };
}

/** A report with failing, passing, input-error and duplicate-step entries. */
export function handReport(): Report {
  const bad = entry(
    "refund-bad.json",
    { score: 41.5, passed: false, total_latency_ms: 2340, total_cost_usd: 0.003, total_tokens: 120, citation_coverage: 1 },
    [
      { severity: "error", category: "schema", rule_id: "ARH-SCH-009", step_id: "s2", message: "argument 'amount' = 1200 is above max 500", expected: { max: 500 }, observed: 1200, pointer: "/steps/1/arguments/amount" },
      { severity: "warning", category: "schema", rule_id: "ARH-SCH-005", step_id: "s2", message: "argument 'debug' is not declared", pointer: "/steps/1/arguments/debug" },
      { severity: "error", category: "budget", rule_id: "ARH-BUD-001", step_id: "s2", message: "step latency 1800 ms exceeds 1000 ms", expected: 1000, observed: 1800, pointer: "/steps/1/latency_ms" },
      { severity: "error", category: "safety", rule_id: "ARH-SAF-001", step_id: "s3", message: "text matches unsafe pattern 'sk-[a-z0-9]{20,}'", pointer: "/steps/2/text" },
      { severity: "error", category: "safety", rule_id: "ARH-SAF-001", step_id: "s3", message: "text matches unsafe pattern 'evil'", pointer: "/steps/2/text" },
      { severity: "error", category: "grounding", rule_id: "ARH-GRD-003", step_id: "s3", message: "citation 0 has no valid http(s) url", pointer: "/steps/2/citations/0" },
      { severity: "error", category: "budget", rule_id: "ARH-BUD-002", step_id: null, message: "total latency 2340 ms exceeds 2000 ms", pointer: "/steps" },
      { severity: "error", category: "sequence", rule_id: "ARH-SEQ-001", step_id: null, message: "required tool 'check_eligibility' was never called" },
    ],
  );
  const ok = entry("ok-trace.json", { agent_name: "sales-ops-copilot", score: 100, passed: true, total_latency_ms: 360, total_cost_usd: 0.001, total_tokens: null, citation_coverage: null }, []);
  const weird = entry("weird name (1).json", { score: 100, passed: true }, [
    { severity: "warning", category: "schema", rule_id: "ARH-SCH-010", step_id: "dup", message: "step_id 'dup' occurs 2 times", pointer: "/steps/1/step_id" },
    { severity: "error", category: "schema", rule_id: "ARH-SCH-001", step_id: "dup", message: "tool 'x' is not in allowed_tools", pointer: "/steps/0" },
  ]);
  weird.passed = false;
  weird.score = 50;
  const reports = [bad, ok, brokenEntry(), weird];
  return {
    schema_version: "1",
    summary: { total_traces: reports.length, passed_traces: 1, failed_traces: 3, average_score: 63.83 },
    reports,
    tool: { name: "arh-action", version: "0.1.0" },
    policy_id: "refund-policy",
    fail_under: 70,
  };
}

/** Real engine output on samples/traces with samples/policies/refund-policy.json (cwd = repo root). */
export async function samplesReport(): Promise<Report> {
  const { loadPolicy } = await import("../../src/policy/parse.js");
  const { expandInputs, runValidation } = await import("../../src/engine/pipeline.js");
  const policy = loadPolicy(join(ROOT, "samples/policies/refund-policy.json"));
  const files = await expandInputs(["samples/traces", `${FIX}`], ROOT);
  return runValidation(files, policy, { format: "auto", failUnder: 70, cwd: ROOT });
}
