// The policy's `pricing` and `regression` blocks (docs/cost.md). `pricing` maps model ids or `*`
// patterns to USD per million tokens; `regression` holds the usage gates' thresholds. Every
// malformed value is a UsageError naming the field, like the rest of the policy (policy/parse.ts).
import { UsageError } from "../errors.js";
import { truncateText } from "../util/bound.js";
import type { ModelPrice, Pricing } from "../trace/usage.js";
import { type Quantity, type UsageThresholds, parseThreshold } from "../util/threshold.js";

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);
const own = (o: Obj, k: string): unknown => (Object.hasOwn(o, k) ? o[k] : undefined);

export const PRICE_KEYS = ["input", "output", "cache_read", "cache_write", "reasoning"] as const;
export const REGRESSION_KEYS = ["max_cost_increase", "max_tokens_increase", "max_latency_increase", "alpha"] as const;
/** Most priced models (a policy is a small document). */
const MAX_MODELS = 1000;

function fail(where: string, msg: string): never {
  throw new UsageError(`policy ${where}: ${msg}`);
}

function price(v: unknown, where: string, k: string, required: boolean): number | null {
  if (v === undefined || v === null) {
    if (required) fail(where, `${k} is required (USD per million tokens)`);
    return null;
  }
  if (typeof v !== "number" || !Number.isFinite(v) || v < 0) fail(where, `${k} must be a number >= 0 (USD per million tokens), got ${truncateText(JSON.stringify(v) ?? String(v), 60)}`);
  if (v > 1_000_000) fail(where, `${k} must be at most 1000000 USD per million tokens, got ${v}`);
  return v;
}

function modelPrice(raw: unknown, where: string): ModelPrice {
  if (!isObject(raw)) fail(where, `must be an object of prices (${PRICE_KEYS.join(", ")}), got ${Array.isArray(raw) ? "an array" : typeof raw}`);
  for (const k of Object.keys(raw)) {
    if (!(PRICE_KEYS as readonly string[]).includes(k) && k !== "$comment") fail(where, `unknown key '${truncateText(k, 60)}' (valid: ${PRICE_KEYS.join(", ")})`);
  }
  return {
    input: price(own(raw, "input"), where, "input", true)!,
    output: price(own(raw, "output"), where, "output", true)!,
    cache_read: price(own(raw, "cache_read"), where, "cache_read", false),
    cache_write: price(own(raw, "cache_write"), where, "cache_write", false),
    reasoning: price(own(raw, "reasoning"), where, "reasoning", false),
  };
}

/** The `pricing` block: exact ids and `*` patterns (keys starting with `$` are comments). Null when absent. */
export function parsePricing(doc: Obj): Pricing | null {
  const raw = own(doc, "pricing");
  if (raw === undefined || raw === null) return null;
  if (!isObject(raw)) fail("pricing", "must be an object mapping model ids or patterns (with *) to prices");
  const out: Pricing = { exact: new Map(), patterns: [] };
  const keys = Object.keys(raw).filter((k) => !k.startsWith("$"));
  if (keys.length > MAX_MODELS) fail("pricing", `at most ${MAX_MODELS} models, got ${keys.length}`);
  for (const k of keys) {
    const where = `pricing.${truncateText(k, 80)}`;
    if (k.trim() === "") fail("pricing", "a model id must not be empty");
    if (k.length > 200) fail(where, "a model id or pattern is at most 200 characters");
    const p = modelPrice(raw[k], where);
    if (k.includes("*")) out.patterns.push({ pattern: k, price: p });
    else out.exact.set(k, p);
  }
  return out;
}

const POLICY_KEY: Record<Quantity, string> = { cost: "max_cost_increase", tokens: "max_tokens_increase", latency: "max_latency_increase" };

/** The `regression` block: thresholds of the usage gates and their alpha. Null when absent. */
export function parseRegression(doc: Obj): UsageThresholds | null {
  const raw = own(doc, "regression");
  if (raw === undefined || raw === null) return null;
  if (!isObject(raw)) fail("regression", `must be an object with ${REGRESSION_KEYS.join(", ")}`);
  const out: UsageThresholds = {};
  for (const q of ["cost", "tokens", "latency"] as const) {
    const v = own(raw, POLICY_KEY[q]);
    if (v === undefined || v === null) continue;
    const t = parseThreshold(v, q);
    if (typeof t === "string") fail(`regression.${POLICY_KEY[q]}`, t);
    out[q] = t;
  }
  const a = own(raw, "alpha");
  if (a !== undefined && a !== null) {
    if (typeof a !== "number" || !(a > 0 && a < 1)) fail("regression.alpha", `must be a number between 0 and 1 (exclusive), got ${truncateText(JSON.stringify(a) ?? String(a), 40)}`);
    out.alpha = a;
  }
  return out;
}
