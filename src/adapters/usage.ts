// The detail counters of a provider's usage object: cache-read, cache-creation and reasoning tokens
// (docs/cost.md, "Counters per format"). Standalone (no import of common.ts, which uses it).
// A counter that is not a plausible count is a located note, never a silent zero.
import { escapePointerToken } from "../json/locate.js";

export type DetailField = "cache_read_tokens" | "cache_creation_tokens" | "reasoning_tokens";

/** One detail counter: canonical field, value, pointer of the value in the source. */
export interface UsageDetail {
  field: DetailField;
  value: number;
  ptr: string;
}

/** Larger than this in one usage object is an exporter's bug, not a count (trace/parse.ts agrees). */
export const MAX_USAGE_TOKENS = 1_000_000_000;

type Note = (pointer: string, note: string) => void;
type Obj = Record<string, unknown>;

function own(o: Obj, k: string): unknown {
  const v = o[k];
  return v !== undefined && Object.hasOwn(o, k) ? v : undefined;
}

function isObj(v: unknown): v is Obj {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function at(base: string, ...keys: string[]): string {
  return base + keys.map((k) => "/" + escapePointerToken(k)).join("");
}

/** A token count, or undefined with a note saying why it is not one. */
export function countAt(v: unknown, pointer: string, key: string, note: Note): number | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== "number" || !Number.isFinite(v)) note(pointer, `usage_unmapped: ${key} is not a number`);
  else if (v < 0) note(pointer, `usage_unmapped: ${key} is negative (${v})`);
  else if (!Number.isInteger(v)) note(pointer, `usage_unmapped: ${key} is not a whole number (${v})`);
  else if (v > MAX_USAGE_TOKENS) note(pointer, `usage_unmapped: ${key} is implausibly large (${v} > ${MAX_USAGE_TOKENS})`);
  else return v;
  return undefined;
}

/** Where each format keeps its detail counters, relative to the usage object: [path, field]. */
const DETAIL_PATHS: readonly (readonly [readonly string[], DetailField])[] = [
  [["prompt_tokens_details", "cached_tokens"], "cache_read_tokens"], // OpenAI Chat Completions
  [["input_tokens_details", "cached_tokens"], "cache_read_tokens"], // OpenAI Responses
  [["cache_read_input_tokens"], "cache_read_tokens"], // Anthropic Messages
  [["cache_creation_input_tokens"], "cache_creation_tokens"], // Anthropic Messages
  [["completion_tokens_details", "reasoning_tokens"], "reasoning_tokens"], // OpenAI Chat Completions
  [["output_tokens_details", "reasoning_tokens"], "reasoning_tokens"], // OpenAI Responses
];

/** Anthropic's `input_tokens` leaves out the cache counts; these keys mark that shape. */
export const ANTHROPIC_CACHE_KEYS = ["cache_read_input_tokens", "cache_creation_input_tokens"] as const;

/** The detail counters of a usage object (`base` is its pointer). */
export function usageDetails(u: Obj, base: string, note: Note): UsageDetail[] {
  const out: UsageDetail[] = [];
  for (const [path, field] of DETAIL_PATHS) {
    if (out.some((d) => d.field === field)) continue;
    let v: unknown = u;
    for (const k of path) v = isObj(v) ? own(v, k) : undefined;
    const p = at(base, ...path);
    const n = countAt(v, p, path.join("."), note);
    if (n !== undefined) out.push({ field, value: n, ptr: p });
  }
  return out;
}

/** A recorded cost in USD (`cost`, as OpenRouter reports it): finite and >= 0, else a note. */
export function usageCost(u: Obj, base: string, note: Note): [number, string] | undefined {
  const v = own(u, "cost");
  if (v === undefined || v === null) return undefined;
  const p = at(base, "cost");
  if (typeof v === "number" && Number.isFinite(v) && v >= 0) return [v, p];
  note(p, `usage_unmapped: cost is not a non-negative number (${typeof v === "number" ? v : typeof v})`);
  return undefined;
}

/** The sum of the Anthropic-shape cache counts (to add to its `input_tokens`), 0 when absent. */
export function anthropicCacheInput(details: readonly UsageDetail[]): number {
  let sum = 0;
  for (const d of details) if (ANTHROPIC_CACHE_KEYS.some((k) => d.ptr.endsWith("/" + k))) sum += d.value;
  return sum;
}

/**
 * Put the detail counters on a step, after checking them against the step's totals (a cache count
 * above the input, reasoning above the output: noted, not set). `field` records the origin.
 */
export function putDetails(step: Obj, details: readonly UsageDetail[] | undefined, note: Note, field: (name: string, pointer: string) => void): void {
  if (!details) return;
  const input = typeof step.input_tokens === "number" ? step.input_tokens : undefined;
  const output = typeof step.output_tokens === "number" ? step.output_tokens : undefined;
  let cached = 0;
  for (const d of details) {
    if (d.field !== "reasoning_tokens") {
      if (input !== undefined && cached + d.value > input) {
        note(d.ptr, `usage_contradiction: ${d.field} (${d.value}) is more than the input tokens (${input}) it is part of; not recorded`);
        continue;
      }
      cached += d.value;
    } else if (output !== undefined && d.value > output) {
      note(d.ptr, `usage_contradiction: reasoning_tokens (${d.value}) is more than the output tokens (${output}) it is part of; not recorded`);
      continue;
    }
    step[d.field] = d.value;
    field(d.field, d.ptr);
  }
}

/**
 * The model id on the steps from `from` on that carry token counts and name no model yet
 * (`metadata.model`): what the policy's pricing matches (trace/usage.ts). Absent or not a string:
 * nothing.
 */
export function stampModel(steps: readonly Obj[], from: number, model: unknown): void {
  if (typeof model !== "string" || model === "") return;
  for (let i = Math.max(0, from); i < steps.length; i++) {
    const s = steps[i]!;
    if (s.input_tokens === undefined && s.output_tokens === undefined) continue;
    const meta = isObj(s.metadata) ? s.metadata : (s.metadata = {});
    if (own(meta, "model") === undefined) meta.model = model.slice(0, 200);
  }
}
