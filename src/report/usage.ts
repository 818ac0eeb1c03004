// What a report entry recorded of latency, cost and tokens, for the console and Markdown reports.
// Totals sum the recorded values, an absent one counting 0 (semantics.md), so a 0 total alone does
// not say whether anything was recorded. Tokens are null when no step records them. Latency: the
// entry's `latency_recorded: false` says that no step recorded one (format-1 digests say it too).
// Cost: nothing records it, so a 0 total is left
// out rather than printed as `$0.0000` or claimed "not recorded"; a cost estimated from the
// policy's pricing is added and labelled "(estimated)".
import type { TraceReport } from "../types.js";
import { formatCost, formatLatency, formatTokens } from "./util.js";

/** A figure as text, or null: "not recorded" (latency, tokens) or left out (cost 0). */
export interface UsageFigures {
  latency: string | null;
  cost: string | null;
  tokens: string | null;
}

/**
 * False when the entry says that no step recorded a latency (`latency_recorded: false`), or, in a
 * report of format 1, when its step digests show none; true otherwise (a total above 0, or nothing
 * to tell: format-2 digests carry no latency).
 */
export function latencyRecorded(e: TraceReport): boolean {
  if (e.total_latency_ms !== 0) return true;
  if (e.latency_recorded === false) return false;
  if (!Array.isArray(e.steps) || e.steps.length === 0 || e.steps.some((s) => s.result_hash !== undefined)) return true;
  return e.steps.some((s) => typeof s.latency_ms === "number");
}

export function usageFigures(e: TraceReport): UsageFigures {
  const latency = latencyRecorded(e) ? formatLatency(e.total_latency_ms) : "–";
  // a cost the policy's pricing estimated (docs/cost.md) is labelled as such
  const est = e.usage?.estimated_cost_usd;
  const unpriced = (e.usage?.unpriced_models?.length ?? 0) > 0 ? ", incomplete: a model has no price" : "";
  const cost = typeof est === "number" ? `${formatCost(e.total_cost_usd + est)} (estimated${unpriced})` : e.total_cost_usd === 0 ? (unpriced ? "– (no price for its model)" : "–") : formatCost(e.total_cost_usd);
  const tokens = formatTokens(e.total_tokens);
  const known = (s: string) => (s === "–" ? null : s);
  return { latency: known(latency), cost: known(cost), tokens: known(tokens) };
}
