// What a report entry recorded of latency, cost and tokens, for the console and Markdown reports.
// Totals sum the recorded values, an absent one counting 0 (semantics.md), so a 0 total alone does
// not say whether anything was recorded. Tokens are null when no step records them. Latency: the
// entry's `latency_recorded: false` says that no step recorded one (format-1 digests say it too).
// Cost: nothing records it, so a 0 total is left
// out rather than printed as `$0.0000` or claimed "not recorded"; a cost estimated from the
// policy's pricing is added and labelled "(estimated)".
import type { AgentUsage, TraceReport } from "../types.js";
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

/** One agent's figures as text (docs/multi-agent.md); null: not recorded (latency, tokens) or left out (cost 0). */
export interface AgentFigures extends UsageFigures {
  agent: string;
  steps: number;
}

/** Each agent's share of a multi-agent trace (the entry's `agents`), as text; empty for a trace without agents. */
export function agentFigures(e: TraceReport): AgentFigures[] {
  const list: unknown = e.agents;
  if (!Array.isArray(list)) return [];
  // a report read back may hold anything there: only well-formed entries are shown
  const ok = (a: unknown): a is AgentUsage => {
    const x = a as Partial<AgentUsage> | null;
    return typeof x === "object" && x !== null && typeof x.agent === "string" && Number.isFinite(x.steps) && Number.isFinite(x.latency_ms) && Number.isFinite(x.cost_usd) && (x.tokens === null || Number.isFinite(x.tokens));
  };
  return list.filter(ok).slice(0, 50).map((a) => ({
    agent: a.agent,
    steps: a.steps,
    latency: a.latency_recorded ? formatLatency(a.latency_ms) : null,
    cost: a.cost_usd === 0 ? null : formatCost(a.cost_usd),
    tokens: a.tokens === null ? null : formatTokens(a.tokens),
  }));
}

/** An agent's figures in one line, its name written by `name` (each renderer escapes for its sink): `refund-agent: 4 steps, 1.2 s, $0.0030, 600 tokens`. */
export function agentFiguresText(a: AgentFigures, name: (s: string) => string): string {
  const parts = [a.steps === 1 ? "1 step" : `${a.steps} steps`, a.latency ?? "latency not recorded"];
  if (a.cost !== null) parts.push(a.cost);
  if (a.tokens !== null) parts.push(`${a.tokens} tokens`);
  return `${name(a.agent)}: ${parts.join(", ")}`;
}
