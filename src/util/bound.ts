// Bounds on what a finding copies from its input (docs/semantics.md, "Bounds"). A trace or policy
// value can be megabytes long and a trace can hold thousands of findings: every finding field is
// cut to a fixed size so reports stay proportional to the number of findings, never to the product
// of findings and value sizes. Pure and deterministic.
import type { Finding, TraceReport } from "../types.js";

/** Longest `message` of a finding, in UTF-16 code units (the cut ends with "…"). */
export const MAX_MESSAGE_CHARS = 2000;
/** Longest `step_id` copied into a finding. */
export const MAX_STEP_ID_CHARS = 1024;
/** Budget of an `expected` / `observed` value: about this many characters of compact JSON. */
export const MAX_VALUE_CHARS = 1024;

/** `s` cut to at most `max` code units ("…" included), never inside a surrogate pair. */
export function truncateText(s: string, max: number): string {
  if (s.length <= max) return s;
  let end = Math.max(0, max - 1);
  const c = s.charCodeAt(end - 1);
  if (c >= 0xd800 && c <= 0xdbff) end--;
  return s.slice(0, end) + "…";
}

/** Approximate size of `v` as compact JSON, counting no further than `limit` (then returns > limit). */
function sizeWithin(v: unknown, limit: number): number {
  if (typeof v === "string") return v.length + 2;
  if (v === null || typeof v !== "object") return typeof v === "number" ? String(v).length : 5;
  let n = 2;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length && n <= limit; i++) n += sizeWithin(v[i], limit - n) + 1;
  } else {
    for (const k in v) {
      if (n > limit) break;
      n += k.length + 4 + sizeWithin((v as Record<string, unknown>)[k], limit - n);
    }
  }
  return n;
}

const boundedCache = new WeakMap<object, unknown>();

/**
 * `v` when its compact JSON fits in about `budget` characters; otherwise a smaller JSON value:
 * strings cut (ending with "…"), arrays and objects keep their leading members that fit, then an
 * item `"… N more"` (arrays) or a key `"…"` with the value `"N more"` (objects). Objects are
 * bounded once however many findings share them (a policy enum).
 */
export function boundValue(v: unknown, budget = MAX_VALUE_CHARS): unknown {
  if (typeof v === "string") return v.length + 2 <= budget ? v : truncateText(v, Math.max(16, budget - 2));
  if (v === null || typeof v !== "object") return v;
  if (sizeWithin(v, budget) <= budget) return v;
  if (budget === MAX_VALUE_CHARS) {
    const hit = boundedCache.get(v);
    if (hit !== undefined) return hit;
  }
  let used = 2;
  let out: unknown;
  if (Array.isArray(v)) {
    const arr: unknown[] = [];
    let i = 0;
    for (; i < v.length; i++) {
      const room = budget - used - 16;
      if (room < 8) break;
      const b = boundValue(v[i], room);
      const n = sizeWithin(b, room) + 1;
      if (used + n > budget - 16) break;
      arr.push(b);
      used += n;
    }
    if (i < v.length) arr.push(`… ${v.length - i} more`);
    out = arr;
  } else {
    const obj: Record<string, unknown> = {};
    const keys = Object.keys(v);
    let i = 0;
    for (; i < keys.length; i++) {
      const room = budget - used - 24;
      if (room < 8) break;
      const k = truncateText(keys[i]!, Math.max(8, Math.floor(room / 2)));
      const b = boundValue((v as Record<string, unknown>)[keys[i]!], room - k.length - 4);
      const n = k.length + 4 + sizeWithin(b, room);
      if (used + n > budget - 24 || Object.hasOwn(obj, k)) break;
      Object.defineProperty(obj, k, { value: b, enumerable: true, writable: true, configurable: true });
      used += n;
    }
    if (i < keys.length) obj["…"] = `${keys.length - i} more`;
    out = obj;
  }
  if (budget === MAX_VALUE_CHARS) boundedCache.set(v, out);
  return out;
}

/** Bound the fields of one finding in place (message, step_id, expected, observed). */
export function boundFinding(f: Finding): Finding {
  if (typeof f.message === "string" && f.message.length > MAX_MESSAGE_CHARS) f.message = truncateText(f.message, MAX_MESSAGE_CHARS);
  if (typeof f.step_id === "string" && f.step_id.length > MAX_STEP_ID_CHARS) f.step_id = truncateText(f.step_id, MAX_STEP_ID_CHARS);
  if (f.expected !== undefined) f.expected = boundValue(f.expected);
  if (f.observed !== undefined) f.observed = boundValue(f.observed);
  return f;
}

/** Bound every finding of report entries in place. */
export function boundEntries(entries: TraceReport[]): TraceReport[] {
  for (const e of entries) for (const f of e.findings) boundFinding(f);
  return entries;
}
