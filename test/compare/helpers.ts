// Builders for baseline/candidate reports used by the compare tests.
import type { Finding, Report, StepDigest, TraceReport } from "../../src/types.js";

export function finding(rule_id: string, category: string, step_id: string | null, severity: Finding["severity"] = "error", message = `${rule_id} at ${step_id}`): Finding {
  return { severity, category, message, step_id, rule_id };
}

export function trace(trace_id: string, passed: boolean, score: number, findings: Finding[] = [], extra: Partial<TraceReport> = {}): TraceReport {
  return {
    trace_id,
    agent_name: "agent",
    workflow: "wf",
    policy_id: "pol",
    score,
    passed,
    total_latency_ms: 1000,
    total_cost_usd: 0.01,
    citation_coverage: null,
    source_path: `traces/${trace_id}.json`,
    findings,
    ...extra,
  };
}

export function report(reports: TraceReport[]): Report {
  const passed = reports.filter((r) => r.passed).length;
  return {
    schema_version: "1",
    summary: {
      total_traces: reports.length,
      passed_traces: passed,
      failed_traces: reports.length - passed,
      average_score: reports.length ? reports.reduce((a, r) => a + r.score, 0) / reports.length : 0,
    },
    reports,
  };
}

/** A legacy (harness v0.1) copy: findings without rule_id, no schema_version. */
export function legacy(r: Report): Record<string, unknown> {
  return {
    summary: r.summary,
    reports: r.reports.map((t) => ({ ...t, findings: t.findings.map(({ rule_id: _r, ...f }) => f) })),
  };
}

export function call(step_id: string, tool: string, args: Record<string, unknown> = {}): StepDigest {
  const canon = JSON.stringify(args, Object.keys(args).sort());
  return { step_id, type: "tool_call", tool_name: tool, status: "ok", result: "ok", args_hash: `h:${tool}:${canon}`, args: canon };
}
export function resp(step_id: string): StepDigest {
  return { step_id, type: "model_response", tool_name: null, status: "ok", result: "done", args_hash: null };
}

/** Small deterministic PRNG (mulberry32) for generated cases. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
