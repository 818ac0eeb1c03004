// Small helpers that make the comparison agree with the Python harness bit for bit.

import { pyRound } from "../util/round.js";

export { pyRound };

/** Python's string ordering: by Unicode code point (JS `<` compares UTF-16 code units). */
export function cmpCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // Surrogates (0xD800-0xDFFF) encode code points above 0xFFFF: they sort after every BMP
    // character at or above 0xE000, which UTF-16 order gets wrong.
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    if (xs && !ys) return y >= 0xe000 ? 1 : x - y;
    if (ys && !xs) return x >= 0xe000 ? -1 : x - y;
    return x - y;
  }
  return a.length - b.length;
}

/**
 * Strings sorted in place by code point (`cmpCodePoints`). Without a surrogate (a character above
 * U+FFFF), UTF-16 order is code-point order: the built-in comparison sorts them, much faster.
 */
export function sortCodePoints(xs: string[]): string[] {
  for (const x of xs) if (SURROGATE.test(x)) return xs.sort(cmpCodePoints);
  return xs.sort();
}
const SURROGATE = /[\ud800-\udfff]/;

/** Lexicographic comparison of string tuples with `cmpCodePoints`. */
export function cmpTuples(a: readonly string[], b: readonly string[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = cmpCodePoints(a[i]!, b[i]!);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

/** Python's `str(value)` for JSON scalars (ids read from a report). */
export function pyStr(v: unknown): string {
  if (typeof v === "string") return v;
  if (v === null || v === undefined) return "None";
  if (v === true) return "True";
  if (v === false) return "False";
  if (typeof v === "number") return String(v);
  return JSON.stringify(v) ?? String(v);
}

/** Python truthiness of a JSON value (`bool(x)`). */
export function pyTruthy(v: unknown): boolean {
  if (v === null || v === undefined || v === false || v === 0 || v === "") return false;
  if (Array.isArray(v)) return v.length > 0;
  if (typeof v === "object") return Object.keys(v as object).length > 0;
  return true;
}

/** Fixed-point display of a number with Python rounding (e.g. "12.50"). */
export function fmtFixed(x: number, ndigits: number): string {
  const r = pyRound(x, ndigits);
  return (Object.is(r, -0) ? 0 : r).toFixed(ndigits);
}

/** Signed display ("+1.25", "-0.50", "+0.00"). */
export function fmtSigned(x: number, ndigits: number): string {
  const s = fmtFixed(x, ndigits);
  return s.startsWith("-") ? s : "+" + s;
}
