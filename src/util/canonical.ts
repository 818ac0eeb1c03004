// Canonical argument identity: JSON with sorted keys (seed 000 "Deterministic normalization"), so
// key order never affects grouping. Depth-limited: hostile input nested deeper than MAX_DEPTH is
// an input error at the exact place, never a stack overflow.
import { createHash } from "node:crypto";
import { InputError } from "../errors.js";
import { escapePointerToken } from "../json/locate.js";

export const MAX_DEPTH = 1000;

export function tooDeep(at: string): InputError {
  return new InputError(`value nested deeper than ${MAX_DEPTH} levels`, at);
}

function write(v: unknown, at: string, depth: number, out: string[]): void {
  if (depth > MAX_DEPTH) throw tooDeep(at);
  if (v === null || typeof v !== "object") {
    out.push(v === undefined ? "null" : JSON.stringify(v));
    return;
  }
  if (Array.isArray(v)) {
    out.push("[");
    for (let i = 0; i < v.length; i++) {
      if (i) out.push(",");
      write(v[i], at + "/" + i, depth + 1, out);
    }
    out.push("]");
    return;
  }
  const keys = Object.keys(v).sort();
  out.push("{");
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    if (i) out.push(",");
    out.push(JSON.stringify(k), ":");
    write((v as Record<string, unknown>)[k], at + "/" + escapePointerToken(k), depth + 1, out);
  }
  out.push("}");
}

/** Canonical JSON (sorted keys, no whitespace). `at` is the pointer of `v`, for depth errors. */
export function canonicalJson(v: unknown, at = ""): string {
  if (v === null || typeof v !== "object") return v === undefined ? "null" : JSON.stringify(v);
  const out: string[] = [];
  write(v, at, 1, out);
  return out.join("");
}

/** Short stable hash of a canonical JSON string (16 hex chars of SHA-256). */
export function shortHash(s: string): string {
  return createHash("sha256").update(s).digest("hex").slice(0, 16);
}

/**
 * Python's round(x, n): round half to even on the exact binary value of x. `toFixed` rounds
 * exact ties away from zero (3.125 -> "3.13"), Python gives 3.12; other values agree.
 */
export function pyRound(x: number, n: number): number {
  if (!Number.isFinite(x)) return x;
  const exact = Math.abs(x).toFixed(100);
  const dot = exact.indexOf(".");
  const rest = exact.slice(dot + 1 + n);
  if (rest[0] === "5" && /^50*$/.test(rest)) {
    // exact tie: keep the truncated value when its last digit is even, else round away from zero
    const truncated = exact.slice(0, dot + 1 + n);
    const last = truncated[truncated.length - 1]!;
    const lastDigit = last === "." ? Number(truncated[truncated.length - 2]) : Number(last);
    const down = Number(truncated);
    const value = lastDigit % 2 === 0 ? down : down + 10 ** -n;
    return Number((x < 0 ? -value : value).toFixed(n));
  }
  return Number(x.toFixed(n));
}
