// Step digests held once: two lists of the same trace's digests (a baseline and a candidate, a
// trace judged under two policies) are often equal value for value, and the larger part of what a
// gate holds in memory. Nothing changes a digest once made; a change that would must copy first.
import type { StepDigest } from "../types.js";

/** Whether two digest lists are equal, field for field and in the same key order (so the same JSON). */
export function sameDigests(a: readonly StepDigest[], b: readonly StepDigest[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as unknown as Record<string, unknown>;
    const y = b[i] as unknown as Record<string, unknown>;
    const kx = Object.keys(x);
    const ky = Object.keys(y);
    if (kx.length !== ky.length) return false;
    for (let k = 0; k < kx.length; k++) if (kx[k] !== ky[k] || x[kx[k]!] !== y[kx[k]!]) return false;
  }
  return true;
}
