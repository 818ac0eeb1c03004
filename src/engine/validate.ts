// The validation engine: one parsed trace + policy -> findings, category scores, score, verdict
// (semantics.md §3-§4). Pure and deterministic.
import type { Policy } from "../policy/model.js";
import type { Trace } from "../trace/model.js";
import type { AgentUsage, Finding, StepDigest } from "../types.js";
import type { CategoryResult } from "../rules/common.js";
import { checkSchema } from "../rules/schema.js";
import { checkBudget, foldedModelLatency, totals } from "../rules/budget.js";
import { checkSafety } from "../rules/safety.js";
import { checkGrounding, groundingStats } from "../rules/grounding.js";
import { checkSequence } from "../rules/sequence.js";
import { checkFlow } from "../rules/flow.js";
import { checkCompletion } from "../rules/completion.js";
import { checkEvaluations } from "../rules/evaluations.js";
import { checkLanes, nameAgents } from "../rules/agents.js";
import { argsHash, canonicalArgs, canonicalPrefix } from "../util/canonical.js";
import { pyRound } from "../util/round.js";

export const WEIGHTS = {
  schema: 0.3,
  budget: 0.3,
  safety: 0.25,
  grounding: 0.15,
  sequence: 0.25,
  flow: 0.2,
  completion: 0.1,
} as const;

export interface ValidateOptions {
  failUnder: number;
}

export interface TraceResult {
  findings: Finding[];
  /** Unrounded score; reports carry pyRound(score, 2). */
  score: number;
  passed: boolean;
  categories: CategoryResult[];
  category_scores: Record<string, number>;
  total_latency_ms: number;
  /** False when no step records latency_ms (the total is then 0 by the semantics, not a measurement). */
  latency_recorded: boolean;
  total_cost_usd: number;
  total_tokens: number | null;
  citation_coverage: number | null;
  /** Each agent's share when steps name their agents (`agentUsage`), else absent. */
  agents?: AgentUsage[];
}

/** A score or coverage rounded as the report carries it (`pyRound`, src/util/round.ts). */
export function roundScore(x: number, n: number): number {
  return pyRound(x, n);
}

export function categoryScore(r: CategoryResult): number {
  if (r.score !== undefined) return r.score;
  return r.checks === 0 ? 100 : (100 * r.passed) / r.checks;
}

export function validateTrace(trace: Trace, policy: Policy, opts: ValidateOptions): TraceResult {
  // one call site per category (each can be inlined; no closure and no map per trace)
  // a policy with agent lanes over a trace with their agents' steps (rules/agents.ts), else the trace as one;
  // evaluations judge the trace as a whole (rules/evaluations.ts)
  const checked = (policy.agents ? checkLanes(trace, policy) : null) ?? [checkSchema(trace, policy), checkBudget(trace, policy), checkSafety(trace, policy), checkGrounding(trace, policy), checkSequence(trace, policy), checkFlow(trace, policy), checkCompletion(trace, policy)];
  const categories = [...checked, checkEvaluations(trace, policy)];
  const findings: Finding[] = [];
  let num = 0;
  let den = 0;
  const category_scores: Record<string, number> = {};
  for (const r of categories) {
    for (const f of r.findings) findings.push(f); // never spread: unbounded (RangeError past ~125,000)
    if (!r.applicable) continue;
    const s = categoryScore(r);
    const w = WEIGHTS[r.category as keyof typeof WEIGHTS];
    num += w * s;
    den += w;
    category_scores[r.category] = roundScore(s, 2);
  }
  const agents = trace.steps.some((s) => s.agent !== undefined);
  if (agents) nameAgents(trace, findings);
  // clamp: renormalised weights can give 100.00000000000001 for all-100 categories
  const score = den === 0 ? 100 : Math.min(100, num / den);
  let error = false;
  for (let i = 0; i < findings.length && !error; i++) error = findings[i]!.severity === "error";
  const passed = !error && score >= opts.failUnder;
  const t = totals(trace);
  const g = groundingStats(trace);
  return {
    findings,
    score,
    passed,
    categories,
    category_scores,
    total_latency_ms: t.latency_ms,
    latency_recorded: t.hasLatency,
    total_cost_usd: t.cost_usd,
    total_tokens: t.tokens,
    citation_coverage: g.grounded === 0 ? null : roundScore(g.cited / g.grounded, 4),
    ...(agents ? { agents: agentUsage(trace) } : {}),
  };
}

/** Most agents a trace's usage lists (the first by their first step; a step per agent must not make a report of agents). */
export const MAX_AGENTS_LISTED = 50;

/** Each agent's steps, recorded latency, cost and tokens, in order of the agent's first step; steps without an agent are in none. */
export function agentUsage(trace: Trace): AgentUsage[] {
  const by = new Map<string, AgentUsage>();
  for (const s of trace.steps) {
    if (s.agent === undefined) continue;
    let u = by.get(s.agent);
    if (u === undefined) {
      if (by.size >= MAX_AGENTS_LISTED) continue;
      by.set(s.agent, (u = { agent: s.agent, steps: 0, latency_ms: 0, latency_recorded: false, cost_usd: 0, tokens: null }));
    }
    u.steps++;
    if (s.latency_ms !== null) {
      u.latency_ms += s.latency_ms;
      u.latency_recorded = true;
    }
    if (s.cost_usd !== null) u.cost_usd += s.cost_usd;
    if (s.input_tokens !== null || s.output_tokens !== null) u.tokens = (u.tokens ?? 0) + (s.input_tokens ?? 0) + (s.output_tokens ?? 0);
  }
  // sums without binary-fraction noise (0.1 + 0.2 is 0.3)
  for (const u of by.values()) {
    u.latency_ms = Number(u.latency_ms.toPrecision(12));
    u.cost_usd = Number(u.cost_usd.toPrecision(12));
  }
  return [...by.values()];
}

/** Whitespace that `firstWords` rewrites: any but single spaces between words. */
const ODD_SPACE = /[\t\n\v\f\r\u00a0\u2028\u2029]| {2}|^ | $/;

/** The first words of `s` on one line (whitespace runs collapsed), at most `max` characters + "…". */
function firstWords(s: string, max = 60): string {
  // Fast path: a head that is already one line of single-spaced words comes out unchanged.
  const head = s.length > max + 1 ? s.slice(0, max + 1) : s;
  if (!ODD_SPACE.test(head)) {
    if (head.length <= max) return head;
    const cut = head.slice(0, max);
    const sp = cut.lastIndexOf(" ");
    return (sp > max / 2 ? cut.slice(0, sp) : cut) + "…";
  }
  let out = "";
  let space = false;
  let i = 0;
  for (; i < s.length && out.length <= max; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d || c === 0x0c || c === 0x0b || c === 0xa0 || c === 0x2028 || c === 0x2029) {
      space = out.length > 0;
    } else {
      if (space) out += " ";
      space = false;
      out += s[i];
    }
  }
  if (out.length <= max && (i >= s.length || /^\s*$/.test(s.slice(i)))) return out;
  const cut = out.slice(0, max);
  const sp = cut.lastIndexOf(" ");
  return (sp > max / 2 ? cut.slice(0, sp) : cut) + "…";
}

/** What the summaries say of a field the source did not record. */
export const NOT_CAPTURED = "not captured";

/** The step's field is unset and the adapter listed it as not recorded (`metadata.not_captured`:
 * content capture off; src/adapters/common.ts), so no summary may show `{}` or `ok` for it. */
export function notCaptured(s: Trace["steps"][number], field: "arguments" | "output" | "text"): boolean {
  const meta = s.metadata as Trace["steps"][number]["metadata"] | undefined; // partial steps in tests
  const list = meta?.not_captured;
  return Array.isArray(list) && list.includes(field) && (s[field] === null || s[field] === undefined);
}

/** A short summary of a step's result: "ok", "error: <error>", "not captured" (the output or text
 * was not recorded), or the first words of output/text. */
export function resultSummary(s: Trace["steps"][number]): string {
  if (s.status === "error") return s.error ? "error: " + firstWords(s.error, 70) : "error";
  if (s.type === "model_response") return s.text ? firstWords(s.text) : notCaptured(s, "text") ? NOT_CAPTURED : "ok";
  if (s.output === null || s.output === undefined || s.output === "") return notCaptured(s, "output") ? NOT_CAPTURED : "ok";
  if (typeof s.output === "string") return firstWords(s.output);
  return firstWords(canonicalPrefix(s.output, 80));
}

/** Characters of canonical argument JSON a digest keeps for display (docs/reports.md, "Step digests"). */
export const ARGS_PREVIEW = 120;

/** The argument preview: the canonical JSON, or its first characters and "…" (never half a surrogate pair). */
export function argsPreview(cj: string): string {
  if (cj.length <= ARGS_PREVIEW) return cj;
  let cut = ARGS_PREVIEW - 1;
  const c = cj.charCodeAt(cut - 1);
  if (c >= 0xd800 && c <= 0xdbff) cut--;
  return cj.slice(0, cut) + "…";
}

/**
 * Lean per-step digests for drift detection and trace diffs: identity (id, type, tool, status),
 * a result summary, the hash of the full canonical arguments (compare and drift match on it) and a
 * bounded preview of them (the diff display), plus latency and tokens (the diff's timeline).
 */
export function stepDigests(trace: Trace): StepDigest[] {
  const steps = trace.steps;
  const out = new Array<StepDigest>(steps.length);
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i]!;
    const d: StepDigest = {
      step_id: s.step_id,
      type: s.type,
      tool_name: s.tool_name,
      status: s.status,
      result: resultSummary(s),
      args_hash: null,
    };
    if (s.type === "tool_call") {
      // The hash keeps the spec's identity of absent arguments (`{}`); only the preview says so.
      const cj = canonicalArgs(s);
      d.args_hash = argsHash(s);
      d.args = notCaptured(s, "arguments") ? NOT_CAPTURED : argsPreview(cj);
    }
    if (s.latency_ms !== null) d.latency_ms = s.latency_ms;
    const model = s.type === "tool_call" ? foldedModelLatency(s) : null;
    if (model !== null && s.latency_ms !== null && model <= s.latency_ms) d.model_latency_ms = model;
    if (s.input_tokens !== null || s.output_tokens !== null) d.tokens = (s.input_tokens ?? 0) + (s.output_tokens ?? 0);
    if (s.agent !== undefined) d.agent = s.agent;
    out[i] = d;
  }
  return out;
}
