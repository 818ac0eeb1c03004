// Compare JSON (semantics.md §7) plus our additive fields. Owned by the compare module;
// the trace-diff builder and the action read it.
import type { Finding } from "../types.js";
import type { RunUsage, TraceUsageChange } from "./usage-model.js";
import type { EvaluationRegressionResult } from "./evaluations.js";

export type StatusChange = "added" | "removed" | "pass->fail" | "fail->pass" | "unchanged";
export type FailOn = "regressions" | "failures" | "never";
export const FAIL_ON_MODES: readonly FailOn[] = ["regressions", "failures", "never"];

/**
 * Trajectory drift of one compared trace (ours): LCS alignment over (type, tool_name, args_hash) of
 * the step digests. Indices are 0-based positions in the reports' `steps[]`. Every baseline index
 * appears in exactly one of `alignment` (first element), `moved` (baseline_index) or `deleted`;
 * every candidate index in exactly one of `alignment` (second element), `moved`
 * (candidate_index) or `inserted`. Information only: drift never fails a gate.
 */
export interface Drift {
  /** Tools called more often in the candidate than in the baseline: tool and how many more calls. */
  tools_added: { tool: string; count: number }[];
  /** Tools called less often in the candidate than in the baseline: tool and how many fewer calls. */
  tools_removed: { tool: string; count: number }[];
  /** Identical calls (same tool and arguments) found at another position (outside the LCS). */
  moved: { tool: string; step_id: string; baseline_index: number; candidate_index: number }[];
  /** Calls of the same tool aligned at the same place (between the same LCS anchors) whose arguments changed. */
  changed_arguments: {
    tool: string;
    baseline_step_id: string;
    candidate_step_id: string;
    baseline_index: number;
    candidate_index: number;
    baseline_args?: string;
    candidate_args?: string;
  }[];
  /** Candidate steps with no counterpart in the baseline / baseline steps lost (0-based indices). */
  inserted: number[];
  deleted: number[];
  /** The same steps with their ids and tools, for display. */
  inserted_steps: DriftStep[];
  deleted_steps: DriftStep[];
  /** Pairs of aligned step indices (baseline, candidate), increasing in both: LCS matches plus changed-argument pairs. */
  alignment: [number, number][];
  /** True when nothing drifted (every step aligned with identical tool and arguments). */
  unchanged: boolean;
}

export interface DriftStep {
  index: number;
  step_id: string;
  type: "tool_call" | "model_response";
  tool: string | null;
}

/** A finding as listed in the compare JSON: the report finding plus its trace (harness `findingRef`). */
export interface CompareFinding extends Finding {
  trace_id: string;
}

export interface CompareTrace {
  trace_id: string;
  status_change: StatusChange;
  baseline_passed: boolean | null;
  candidate_passed: boolean | null;
  baseline_score: number | null;
  candidate_score: number | null;
  /** candidate - baseline, when both exist (Python round to 2 decimals). */
  score_delta: number | null;
  /** candidate - baseline total latency (not rounded, as the harness). */
  latency_delta_ms: number | null;
  /** candidate - baseline total cost (Python round to 6 decimals). */
  cost_delta_usd: number | null;
  new_findings: CompareFinding[];
  resolved_findings: CompareFinding[];
  // --- additive (ours) ---
  /** Source file of the candidate entry (else of the baseline entry). */
  source_path?: string;
  /** Source file of the baseline entry, when it has one. */
  baseline_source_path?: string;
  agent_name?: string;
  workflow?: string;
  /** Present for compared traces when both reports carry step digests. */
  drift?: Drift;
  /** Cost, each token kind, latency and its model/tool split, each side, with deltas (compare/cost.ts). */
  usage?: TraceUsageChange;
}

export interface CompareSummary {
  traces_compared: number;
  traces_added: number;
  traces_removed: number;
  pass_to_fail: number;
  fail_to_pass: number;
  new_findings: number;
  new_error_findings: number;
  resolved_findings: number;
  average_score_delta: number;
  max_score_drop: number;
  // --- additive (ours) ---
  /** Compared traces failing in both reports (pre-existing failures, not re-listed). */
  unchanged_failing?: number;
  /** Added traces that fail. */
  added_failing?: number;
  /** Candidate traces that fail (what `failures` mode gates on). */
  candidate_failing?: number;
  /** Compared traces with trajectory drift. */
  traces_drifted?: number;
}

export interface CompareResult {
  schema_version: "1";
  baseline_policy_id: string | null;
  candidate_policy_id: string | null;
  summary: CompareSummary;
  /**
   * `why`, `checked` and `also`: set by the gate (never written to the JSON): why it passed despite
   * failing runs it shows, what it checked (the headline's second line), and its reasons that no
   * regression block shows (pairing, the policy change: listed under the verdict).
   */
  gate: { passed: boolean; reasons: string[]; fail_on?: FailOn; max_score_drop?: number | null; why?: string; checked?: string; also?: string[] };
  traces: CompareTrace[];
  /** Additive (ours): present when the two sides were judged under different policies (compare/policy.ts). */
  policy_change?: PolicyChange;
  /** Additive (ours): how the two sides paired, set by the gate (compare/pairing.ts). */
  pairing?: Pairing;
  /** Additive (ours): the run's cost, tokens and latency, top movers and usage gates (compare/cost.ts). */
  usage?: RunUsage;
  /** Additive (ours): the evaluation regression per scenario, set by the gate (scenarios/evaluation-gate.ts). */
  evaluations?: EvaluationRegressionResult;
}

/** How many baseline and candidate traces (and scenarios) paired, and a few that did not. */
export interface Pairing {
  baseline_traces: number;
  candidate_traces: number;
  paired_traces: number;
  /** The first few trace ids of each side that have no counterpart on the other. */
  unpaired_baseline: string[];
  unpaired_candidate: string[];
  /**
   * Paired traces whose ids were given by position (no recorded trace id: arrival order or file
   * name) and whose calls' arguments changed: they may be runs of different inputs.
   */
  positional_changed: string[];
  /** When the scenario gate ran: scenarios of each side and those present on both. */
  scenarios?: { baseline: number; candidate: number; paired: number };
}

/** The compare JSON's `policy_change` (additive): present when the two policies differ. */
export interface PolicyChange {
  baseline_policy_digest: string | null;
  candidate_policy_digest: string | null;
  /** The baseline's traces were re-judged under the candidate's policy: the comparison is like with like. */
  rejudged: boolean;
  /** What the candidate's policy alone does to the baseline's own traces (re-judged only). */
  summary?: { traces: number; new_findings: number; new_error_findings: number; resolved_findings: number; pass_to_fail: number; fail_to_pass: number };
  new_findings?: CompareFinding[];
  resolved_findings?: CompareFinding[];
  flipped?: { trace_id: string; status_change: "pass->fail" | "fail->pass" }[];
}
