// A trace's usage totals (docs/cost.md): each token kind, the latency split into model time and
// tool time, and the cost a policy's `pricing` estimates for model steps without a recorded cost.
// Pure. The cache counts are part of the input tokens and reasoning is part of the output
// (trace/parse.ts checks it), so the estimate prices each part once.
import type { Step, Trace } from "./model.js";
import type { UsageTotals } from "../types.js";

export type { UsageTotals };

/** USD per million tokens of one model (docs/cost.md, "Pricing"). */
export interface ModelPrice {
  input: number;
  output: number;
  /** Cached input read; defaults to `input`. */
  cache_read: number | null;
  /** Input written to the cache; defaults to `input`. */
  cache_write: number | null;
  /** Reasoning output; defaults to `output`. */
  reasoning: number | null;
}

/** The policy's `pricing`: exact model ids first, then `*` patterns in the policy's order. */
export interface Pricing {
  exact: Map<string, ModelPrice>;
  patterns: { pattern: string; price: ModelPrice }[];
}

/** Counts the steps of glob matching (tests bound the work with it). */
export interface MatchWork {
  steps: number;
}

/**
 * Where `seg` first occurs in `s` at or after `from`, ending at or before `end`, else -1. Knuth-
 * Morris-Pratt: O(|seg| + the characters scanned), never a rescan, whatever the text.
 */
function findSegment(seg: string, s: string, from: number, end: number, work: MatchWork | undefined): number {
  const m = seg.length;
  if (m === 0) return from;
  if (end - from < m) return -1;
  const fail = new Int32Array(m);
  for (let i = 1, k = 0; i < m; i++) {
    while (k > 0 && seg.charCodeAt(i) !== seg.charCodeAt(k)) k = fail[k - 1]!;
    if (seg.charCodeAt(i) === seg.charCodeAt(k)) k++;
    fail[i] = k;
  }
  let k = 0;
  for (let i = from; i < end; i++) {
    while (k > 0 && s.charCodeAt(i) !== seg.charCodeAt(k)) k = fail[k - 1]!;
    if (s.charCodeAt(i) === seg.charCodeAt(k)) k++;
    if (k === m) {
      if (work) work.steps += m + (i - from);
      return i - m + 1;
    }
  }
  if (work) work.steps += m + (end - from);
  return -1;
}

/**
 * Whether `s` matches `pattern`, where `*` stands for any run of characters and every other
 * character for itself. The text before the first star is a prefix, the text after the last a
 * suffix, and each run of text between stars is found in order, leftmost first (taking the first
 * place never loses a match): linear, O(|pattern| + |s|), whatever the pattern and the id (no
 * regular expression and no backtracking, so a policy of many long patterns against a long model
 * id still matches in time proportional to their sizes).
 */
export function globMatch(pattern: string, s: string, work?: MatchWork): boolean {
  const segs = pattern.split("*");
  if (work) work.steps += pattern.length + 1;
  if (segs.length === 1) return pattern === s;
  const first = segs[0]!;
  const last = segs[segs.length - 1]!;
  let lo = first.length;
  const hi = s.length - last.length;
  if (lo > hi) return false;
  if (work) work.steps += first.length + last.length;
  if (!s.startsWith(first) || !s.endsWith(last)) return false;
  for (let i = 1; i < segs.length - 1; i++) {
    const at = findSegment(segs[i]!, s, lo, hi, work);
    if (at < 0) return false;
    lo = at + segs[i]!.length;
  }
  return true;
}

/** The price of a model id, or null. */
export function priceOf(pricing: Pricing, model: string, work?: MatchWork): ModelPrice | null {
  const p = pricing.exact.get(model);
  if (p) return p;
  for (const x of pricing.patterns) if (globMatch(x.pattern, model, work)) return x.price;
  return null;
}

/** At most this many characters of a model id are named in `unpriced_models`. */
const MAX_UNPRICED_NAME = 200;

/** The model id of a step: `metadata.model`, else that of a model call folded into it. */
export function stepModel(s: Step): string | null {
  const m = s.metadata.model;
  if (typeof m === "string") return m;
  const mc = s.metadata.model_call;
  if (mc !== null && typeof mc === "object" && !Array.isArray(mc)) {
    const mm = (mc as Record<string, unknown>).model;
    if (typeof mm === "string") return mm;
  }
  return null;
}

/** USD of one step's tokens at `price` (per million), unrounded. */
export function stepCost(s: Step, price: ModelPrice): number {
  const read = s.cache_read_tokens ?? 0;
  const created = s.cache_creation_tokens ?? 0;
  const reasoning = s.reasoning_tokens ?? 0;
  const plainIn = Math.max(0, (s.input_tokens ?? 0) - read - created);
  const plainOut = Math.max(0, (s.output_tokens ?? 0) - reasoning);
  const usd =
    plainIn * price.input +
    read * (price.cache_read ?? price.input) +
    created * (price.cache_write ?? price.input) +
    plainOut * price.output +
    reasoning * (price.reasoning ?? price.output);
  return usd / 1e6;
}

/** Money to 10 decimals (no binary-fraction tails in reports). */
export function roundUsd(x: number): number {
  // a whole number is its own rounding (the latency sums mostly are), without the decimal text
  if (Number.isSafeInteger(x)) return x === 0 ? 0 : x;
  return Number(x.toFixed(10));
}

function foldedModelLatency(s: Step): number {
  const mc = s.metadata.model_call;
  if (mc === null || typeof mc !== "object" || Array.isArray(mc)) return 0;
  const l = (mc as Record<string, unknown>).latency_ms;
  return typeof l === "number" && Number.isFinite(l) && l > 0 ? l : 0;
}

/** The totals of a trace; null when it records no tokens, latency or cost at all. */
export function traceUsage(trace: Trace, pricing: Pricing | null | undefined): UsageTotals | null {
  const u: UsageTotals = { input_tokens: 0, output_tokens: 0, cache_read_tokens: 0, cache_creation_tokens: 0, reasoning_tokens: 0, model_latency_ms: 0, tool_latency_ms: 0 };
  let any = false;
  let estimate = 0;
  let estimated = false;
  const unpriced = new Set<string>();
  // each model id is matched once per trace (a trace names a few models over many steps)
  const prices = new Map<string, ModelPrice | null>();
  // a block of comments only (as `arh init` writes it) prices nothing and names nothing unpriced
  if (pricing && pricing.exact.size === 0 && pricing.patterns.length === 0) pricing = null;
  for (const s of trace.steps) {
    const tokens = s.input_tokens !== null || s.output_tokens !== null;
    if (tokens || s.latency_ms !== null || s.cost_usd !== null) any = true;
    u.input_tokens += s.input_tokens ?? 0;
    u.output_tokens += s.output_tokens ?? 0;
    u.cache_read_tokens += s.cache_read_tokens ?? 0;
    u.cache_creation_tokens += s.cache_creation_tokens ?? 0;
    u.reasoning_tokens += s.reasoning_tokens ?? 0;
    const lat = s.latency_ms ?? 0;
    if (s.type === "model_response") u.model_latency_ms += lat;
    else {
      const folded = Math.min(lat, foldedModelLatency(s));
      u.model_latency_ms += folded;
      u.tool_latency_ms += lat - folded;
    }
    if (!pricing || !tokens || s.cost_usd !== null) continue;
    const model = stepModel(s);
    let price: ModelPrice | null = null;
    if (model !== null) {
      const known = prices.get(model);
      price = known !== undefined ? known : priceOf(pricing, model);
      if (known === undefined) prices.set(model, price);
    }
    if (price === null) {
      unpriced.add(model === null ? "(no model id)" : model.length > MAX_UNPRICED_NAME ? model.slice(0, MAX_UNPRICED_NAME - 1) + "…" : model);
      continue;
    }
    estimate += stepCost(s, price);
    estimated = true;
  }
  if (!any) return null;
  u.model_latency_ms = roundUsd(u.model_latency_ms);
  u.tool_latency_ms = roundUsd(u.tool_latency_ms);
  if (estimated) u.estimated_cost_usd = roundUsd(estimate);
  if (unpriced.size > 0) u.unpriced_models = [...unpriced].sort().slice(0, 20);
  return u;
}
