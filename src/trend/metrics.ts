// What the history and the calibration read of one report entry, in one place: the figures of
// today's report fields (score, passed, error findings, latency, cost, tokens). A metric added to
// report entries later (per-kind token counts, say) is read here and nowhere else. Pure.
import type { TraceReport } from "../types.js";
import { latencyRecorded } from "../report/usage.js";

/** The figures of one report entry. */
export interface EntryFigures {
  passed: boolean;
  /** The score, or null when the entry was not scored (`scored: false`). */
  score: number | null;
  /** Error findings by rule id (a rule firing twice counts twice). */
  errors: Map<string, number>;
  /** Total latency in ms, or null when no step recorded one. */
  latencyMs: number | null;
  /** Cost in USD, or null when not recorded (a 0 total: nothing records a cost, report/usage.ts). */
  costUsd: number | null;
  /** Tokens by kind (`total` today), or null when none recorded. */
  tokens: Map<string, number> | null;
}

/**
 * Token counts an entry may carry, by the kind the history names them with. Today's reports carry
 * the total only; a per-kind field added to entries is one more row here.
 */
const TOKEN_FIELDS: readonly (readonly [kind: string, field: string])[] = [["total", "total_tokens"]];

const finite = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

export function entryFigures(e: TraceReport): EntryFigures {
  const errors = new Map<string, number>();
  for (const f of Array.isArray(e.findings) ? e.findings : []) {
    if (f && f.severity === "error" && typeof f.rule_id === "string") errors.set(f.rule_id, (errors.get(f.rule_id) ?? 0) + 1);
  }
  let tokens: Map<string, number> | null = null;
  const rec = e as unknown as Record<string, unknown>;
  for (const [kind, field] of TOKEN_FIELDS) {
    const v = rec[field];
    if (finite(v) && v >= 0) (tokens ??= new Map()).set(kind, v);
  }
  return {
    passed: e.passed === true,
    score: e.scored === false || !finite(e.score) ? null : e.score,
    errors,
    latencyMs: finite(e.total_latency_ms) && latencyRecorded(e) ? e.total_latency_ms : null,
    costUsd: finite(e.total_cost_usd) && e.total_cost_usd > 0 ? e.total_cost_usd : null,
    tokens,
  };
}

/** The metric names the trend table and the drift check know, with how a rise reads. */
export const METRIC_NAMES = ["pass_rate", "mean_score", "cost_usd", "tokens", "latency_p50", "latency_p95", "errors"] as const;
