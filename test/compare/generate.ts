// Seeded pairs of validation reports for comparison tests: overlapping trace ids (some removed,
// some added), passes and failures, scores with awkward decimals, findings from a small pool
// (legacy ones without rule_id too) and step digests that drift. Deterministic for a seed.
import type { Report, StepDigest, TraceReport } from "../../src/types.js";

export function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}

const RULES = [
  ["error", "safety", "ARH-SAF-001"],
  ["error", "completion", "ARH-CMP-001"],
  ["warning", "budget", "ARH-BUD-002"],
  ["info", "grounding", "ARH-GRD-001"],
  ["error", "flow", ""],
  ["note", "schema", "ARH-SCH-001"],
] as const;
const TOOLS = ["lookup_order", "issue_refund", "send_email", "search_kb"];
const IDS = ["t", "trace-", "é", "\u{1F600}", "a|b", "@x", "#1", "\uE000"];
const SCORES = [100, 100, 100, 87.5, 62.345, 50.005, 12.125, 0];

function digests(r: () => number, n: number, mutate: boolean, base: StepDigest[] | null): StepDigest[] {
  const out: StepDigest[] = [];
  if (base && !mutate) return base.map((d) => ({ ...d }));
  for (let i = 0; i < n; i++) {
    const from = base && r() < 0.7 ? base[Math.floor(r() * base.length)] : undefined;
    const tool = from?.tool_name ?? TOOLS[Math.floor(r() * TOOLS.length)]!;
    const model = !from && r() < 0.2;
    out.push({
      step_id: `s${i + 1}`,
      type: model ? "model_response" : "tool_call",
      tool_name: model ? null : tool,
      status: r() < 0.9 ? "ok" : "error",
      result: "ok",
      args_hash: model ? null : (from?.args_hash ?? `h${Math.floor(r() * 5)}`),
      ...(model ? {} : { args: `{"k":${Math.floor(r() * 5)}}` }),
      latency_ms: Math.floor(r() * 900),
      line: 3 + i * 7,
    });
  }
  return out;
}

function entry(r: () => number, id: string, base: TraceReport | null, change: number, policy: string): TraceReport {
  const passed = base && r() > change ? base.passed : r() < 0.75;
  const findings = base && r() > change
    ? base.findings.map((f) => ({ ...f }))
    : Array.from({ length: passed ? Math.floor(r() * 2) : 1 + Math.floor(r() * 4) }, () => {
        const [severity, category, rule_id] = RULES[Math.floor(r() * RULES.length)]!;
        const step = r() < 0.8 ? `s${1 + Math.floor(r() * 12)}` : null;
        return {
          severity: severity as "error",
          category,
          message: `${category} problem ${Math.floor(r() * 3)} | **x** @team #12`,
          step_id: step,
          rule_id,
          ...(step ? { location: { uri: `traces/${id}.json`, startLine: 2 + Math.floor(r() * 60), startColumn: 5, endLine: 70, endColumn: 6 } } : {}),
        };
      });
  const steps = base?.steps ? digests(r, 3 + Math.floor(r() * 8), r() < change, base.steps) : r() < 0.9 ? digests(r, 3 + Math.floor(r() * 8), true, null) : undefined;
  return {
    trace_id: id,
    agent_name: "refund-copilot",
    workflow: "refund",
    policy_id: policy,
    score: passed ? SCORES[Math.floor(r() * 3)]! : SCORES[3 + Math.floor(r() * 5)]!,
    passed,
    total_latency_ms: 1000 + Math.floor(r() * 500),
    total_cost_usd: 0.001 * Math.floor(r() * 9),
    citation_coverage: null,
    source_path: `traces/${id}.json`,
    findings,
    ...(steps ? { steps } : {}),
    kind: "agent",
    source_format: "arh",
  } as unknown as TraceReport;
}

/** A baseline and a candidate of about `n` traces; `change` is the share of traces that change. */
export function reportPair(seed: number, n: number, change = 0.3): { baseline: Report; candidate: Report } {
  const r = rng(seed);
  const base: TraceReport[] = [];
  const cand: TraceReport[] = [];
  for (let i = 0; i < n; i++) {
    const id = `${IDS[Math.floor(r() * IDS.length)]}${Math.floor(r() * n * 3)}-${i}`;
    const b = entry(r, id, null, 1, "refund");
    const roll = r();
    if (roll < 0.05) base.push(b); // removed
    else if (roll < 0.1) cand.push(entry(r, id, null, 1, "refund")); // added
    else {
      base.push(b);
      cand.push(entry(r, id, b, change, "refund"));
    }
  }
  // reports list entries in file order, not id order
  const wrap = (reports: TraceReport[]): Report =>
    ({
      schema_version: "1",
      tool: "arh",
      summary: { total_traces: reports.length, passed_traces: reports.filter((e) => e.passed).length, failed_traces: reports.filter((e) => !e.passed).length, average_score: 0 },
      reports,
    }) as unknown as Report;
  return { baseline: wrap(base), candidate: wrap(cand) };
}
