// Canonical argument identity: JSON with sorted keys (docs/trace-format.md "Deterministic normalization"), so
// key order never affects grouping. Depth-limited: hostile input nested deeper than MAX_DEPTH is
// an input error at the exact place, never a stack overflow.
import { InputError } from "../errors.js";

export const MAX_DEPTH = 1000;

export function tooDeep(at: string): InputError {
  return new InputError(`value nested deeper than ${MAX_DEPTH} levels`, at);
}

function write(v: unknown, at: string, depth: number, out: string[]): void {
  if (depth > MAX_DEPTH) throw tooDeep(at); // parsed traces were depth-checked; this is a guard
  if (v === null || typeof v !== "object") {
    out.push(v === undefined ? "null" : JSON.stringify(v));
    return;
  }
  if (Array.isArray(v)) {
    out.push("[");
    for (let i = 0; i < v.length; i++) {
      if (i) out.push(",");
      write(v[i], at, depth + 1, out);
    }
    out.push("]");
    return;
  }
  const keys = sortedKeys(v);
  out.push("{");
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    if (i) out.push(",");
    out.push(JSON.stringify(k), ":");
    write((v as Record<string, unknown>)[k], at, depth + 1, out);
  }
  out.push("}");
}

/** Object keys in sorted order (already sorted is the common case: no copy is sorted then). */
function sortedKeys(x: object): string[] {
  const keys = Object.keys(x);
  for (let i = 1; i < keys.length; i++) if (!(keys[i - 1]! < keys[i]!)) return keys.sort();
  return keys;
}

/** The first `max` characters of the canonical JSON of `v`, without serialising the rest. */
export function canonicalPrefix(v: unknown, max: number): string {
  let out = "";
  // returns false once `max` characters are written
  const go = (x: unknown, depth: number): boolean => {
    if (x === null || typeof x !== "object") {
      // Only the first `max - out.length` characters of the serialised value are kept: serialise a
      // slice one longer (escapes only lengthen, so the kept characters are the same).
      const rem = max - out.length;
      out += x === undefined ? "null" : typeof x === "string" && x.length > rem + 1 ? JSON.stringify(x.slice(0, rem + 1)) : JSON.stringify(x);
      return out.length < max;
    }
    if (depth > MAX_DEPTH) throw tooDeep("");
    if (Array.isArray(x)) {
      out += "[";
      for (let i = 0; i < x.length; i++) {
        if (i) out += ",";
        if (out.length >= max || !go(x[i], depth + 1)) return false;
      }
      out += "]";
    } else {
      const keys = sortedKeys(x);
      out += "{";
      for (let i = 0; i < keys.length; i++) {
        const k = keys[i]!;
        out += (i ? "," : "") + JSON.stringify(k) + ":";
        if (out.length >= max || !go((x as Record<string, unknown>)[k], depth + 1)) return false;
      }
      out += "}";
    }
    return out.length < max;
  };
  if (max > 0) go(v, 1);
  return out.length > max ? out.slice(0, max) : out;
}

/** Whether every object inside `v` already lists its keys in sorted order (then JSON.stringify is canonical). */
function inCanonicalOrder(v: object, depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const x: unknown = v[i];
      if (x === undefined || (typeof x === "object" && x !== null && !inCanonicalOrder(x, depth + 1))) return false;
    }
    return true;
  }
  let prev: string | null = null;
  for (const k in v) {
    if (prev !== null && !(prev < k)) return false;
    prev = k;
    const x: unknown = (v as Record<string, unknown>)[k];
    if (x === undefined || (typeof x === "object" && x !== null && !inCanonicalOrder(x, depth + 1))) return false;
  }
  return true;
}

/** Canonical JSON (sorted keys, no whitespace). `at` is the pointer of `v`, for depth errors. */
export function canonicalJson(v: unknown, at = ""): string {
  if (v === null || typeof v !== "object") return v === undefined ? "null" : JSON.stringify(v);
  // Fast path (the common case): keys already sorted everywhere, so V8's serialiser gives the bytes.
  if (inCanonicalOrder(v, 1)) return JSON.stringify(v);
  const out: string[] = [];
  write(v, at, 1, out);
  return out.join("");
}

/**
 * Short stable hash of a canonical JSON string: 64-bit FNV-1a over UTF-16 code units, 16 hex chars.
 * An identity key for drift alignment, not a security boundary (so no cryptographic hash on the hot path).
 * The lanes stay int32 in the loop (Math.imul keeps the low 32 bits either way) and the digits come
 * from a table: the same value as unsigned arithmetic and `toString(16)`, several times faster.
 */
export function shortHash(s: string): string {
  startLanes();
  feed(s);
  return hex32(lane1) + hex32(lane2);
}

const HEX_BYTE: string[] = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

/** The 8 lowercase hex digits of a 32-bit value (its unsigned reading). */
export function hex32(h: number): string {
  return HEX_BYTE[(h >>> 24) & 255]! + HEX_BYTE[(h >>> 16) & 255]! + HEX_BYTE[(h >>> 8) & 255]! + HEX_BYTE[h & 255]!;
}

/** Canonical JSON of a tool call's arguments (`{}` when absent), computed once per step object. */
export function canonicalArgs(step: { arguments: Record<string, unknown> | null; args_canonical?: string | null }): string {
  return (step.args_canonical ??= canonicalJson(step.arguments ?? {}));
}

// The hash of a canonical JSON text without the text: the same characters, in the same order, fed
// to `shortHash`'s two lanes as they are produced (keys sorted as `write` sorts them, strings as
// JSON.stringify writes them). A tool call's arguments are hashed on every step, and building their
// canonical text only to hash it cost more than the hash; the text itself is built only where it
// is compared (a possible repeat of a call) or shown.
const FNV_PRIME = 0x01000193;
let lane1 = 0;
let lane2 = 0;
let pos = 0;

function startLanes(): void {
  lane1 = 0x811c9dc5 | 0;
  lane2 = 0xcbf29ce4 | 0;
  pos = 0;
}

/** One UTF-16 code unit into both lanes. */
function feedCode(c: number): void {
  lane1 = Math.imul(lane1 ^ c, FNV_PRIME);
  lane2 = Math.imul(lane2 ^ (c + pos), FNV_PRIME);
  pos++;
}

function feed(t: string): void {
  let h1 = lane1;
  let h2 = lane2;
  let i = pos;
  for (let k = 0; k < t.length; k++) {
    const c = t.charCodeAt(k);
    h1 = Math.imul(h1 ^ c, FNV_PRIME);
    h2 = Math.imul(h2 ^ (c + i), FNV_PRIME);
    i++;
  }
  lane1 = h1;
  lane2 = h2;
  pos = i;
}

/** A string as JSON.stringify writes it: quoted as it is unless it holds a character it escapes. */
function feedString(t: string): void {
  // control characters, '"', '\\' and surrogates (a lone one is escaped): the serialiser's text
  for (let k = 0; k < t.length; k++) {
    const c = t.charCodeAt(k);
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c & 0xf800) === 0xd800) {
      feed(JSON.stringify(t));
      return;
    }
  }
  feedCode(0x22);
  feed(t);
  feedCode(0x22);
}

const digits = new Int32Array(11);

/** A 32-bit integer's decimal digits (what JSON.stringify writes for it), without making the string. */
function feedInt(v: number): void {
  let u = v;
  if (u < 0) {
    feedCode(0x2d);
    u = -u; // at most 2^31: exact
  }
  let n = 0;
  do {
    digits[n++] = 0x30 + (u % 10);
    u = Math.floor(u / 10);
  } while (u > 0);
  while (n > 0) feedCode(digits[--n]!);
}

function feedValue(v: unknown, at: string, depth: number): void {
  if (depth > MAX_DEPTH) throw tooDeep(at);
  if (typeof v === "string") {
    feedString(v);
    return;
  }
  if (typeof v === "number" && (v | 0) === v && (v !== 0 || 1 / v > 0)) {
    feedInt(v);
    return;
  }
  if (v === null || typeof v !== "object") {
    // as `write`: undefined is null; what JSON.stringify leaves out (a function) adds nothing
    feed(v === null || v === undefined ? "null" : v === true ? "true" : v === false ? "false" : ((JSON.stringify(v) as string | undefined) ?? ""));
    return;
  }
  if (Array.isArray(v)) {
    feed("[");
    for (let i = 0; i < v.length; i++) {
      if (i) feed(",");
      feedValue(v[i], at, depth + 1);
    }
    feed("]");
    return;
  }
  const keys = sortedKeys(v);
  feed("{");
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    if (i) feed(",");
    feedString(k);
    feed(":");
    feedValue((v as Record<string, unknown>)[k], at, depth + 1);
  }
  feed("}");
}

/** `shortHash(canonicalJson(v))`, without building the canonical text. */
export function canonicalHash(v: unknown, at = ""): string {
  startLanes();
  feedValue(v, at, 1);
  return hex32(lane1) + hex32(lane2);
}

/** The step fields `argsHash` fills. */
export interface ArgsHashed {
  arguments: Record<string, unknown> | null;
  args_canonical?: string | null;
  args_hash?: string | null;
  args_key?: number | null;
}

/** `shortHash(canonicalArgs(step))` (the arguments' identity in step digests), computed once per step object. */
export function argsHash(step: ArgsHashed): string {
  if (step.args_hash == null) hashArgs(step);
  return step.args_hash!;
}

/**
 * A number from the same hash (its first lane), for maps of calls: equal arguments have equal keys,
 * and unequal arguments rarely do (a map keyed by it still compares the arguments themselves).
 */
export function argsKey(step: ArgsHashed): number {
  if (step.args_key == null) hashArgs(step);
  return step.args_key!;
}

function hashArgs(step: ArgsHashed): void {
  startLanes();
  if (step.args_canonical != null) feed(step.args_canonical);
  else feedValue(step.arguments ?? {}, "", 1);
  step.args_hash = hex32(lane1) + hex32(lane2);
  step.args_key = lane1;
}
