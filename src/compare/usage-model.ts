// The shapes of the compare JSON's usage (docs/cost.md), apart from compare/cost.ts, which computes
// them: compare/types.ts names them without importing the computation (no import circle).
import type { Quantity } from "../util/threshold.js";

export const USAGE_FIELDS = [
  "cost_usd",
  "total_tokens",
  "input_tokens",
  "output_tokens",
  "cache_read_tokens",
  "cache_creation_tokens",
  "reasoning_tokens",
  "latency_ms",
  "model_latency_ms",
  "tool_latency_ms",
] as const;
export type UsageField = (typeof USAGE_FIELDS)[number];

/** One side's figures of a trace (null: not recorded, or the report predates the field). */
export type UsageSide = Record<UsageField, number | null> & {
  /** The cost includes an estimate from the policy's pricing (trace/usage.ts). */
  cost_estimated?: true;
  /** Models of steps the pricing has no price for: their cost is not in `cost_usd` (at most 20). */
  unpriced_models?: string[];
};

/** A compared trace's usage: both sides and candidate - baseline where both are known. */
export interface TraceUsageChange {
  baseline: UsageSide | null;
  candidate: UsageSide | null;
  delta: Partial<Record<UsageField, number>>;
}

/** The field a gate reads, per quantity. */
export const GATED: Record<Quantity, UsageField> = { cost: "cost_usd", tokens: "total_tokens", latency: "latency_ms" };

/** One check of a usage gate: on the run totals, a scenario, or a single-run trace. */
export interface UsageCheck {
  scope: "run" | "scenario" | "trace";
  /** Scenario or trace id (null for the run). */
  id: string | null;
  quantity: Quantity;
  threshold: string;
  baseline: number;
  candidate: number;
  /** Relative change in percent (null when the baseline is 0). */
  change_pct: number | null;
  verdict: "regressed" | "within" | "insufficient-data" | "not-significant";
  /** Repeated runs: runs per side, the one-sided rank test's p and its Benjamini–Hochberg q. */
  runs?: [number, number];
  p?: number;
  q?: number;
}

export interface UsageMover {
  trace_id: string;
  /** The largest relative change among cost, tokens and latency (percent, signed). */
  change_pct: number;
  quantity: Quantity;
  baseline: UsageSide;
  candidate: UsageSide;
}

export type RunSide = UsageSide & { traces: number };

/** The compare JSON's `usage` (additive, ours). */
export interface RunUsage {
  baseline: RunSide;
  candidate: RunSide;
  delta: Partial<Record<UsageField, number>>;
  /** Relative change of the run totals (percent; null when the baseline total is 0 or unknown). */
  change_pct: Record<Quantity, number | null>;
  /** Cache-read tokens over input tokens, each side (null without input tokens). */
  cache_read_share: { baseline: number | null; candidate: number | null };
  top_movers: UsageMover[];
  /** The usage gates, when thresholds are set: failing checks first, at most MAX_CHECKS. */
  gate?: { thresholds: Partial<Record<Quantity, string>>; alpha: number; checks: UsageCheck[]; failed: number; checked: number };
  /** Repeated runs: one row per scenario (scenarios/usage-gate.ts). */
  scenarios?: unknown[];
}
