// The power of the scenario gate's pass-rate test (one-sided Fisher, src/scenarios/stats.ts),
// computed exactly over both sides' binomial outcomes, and the normal approximation of the cost
// shift a mean comparison detects. Pure.
import { fisherLower, isBelow, logChoose } from "../scenarios/stats.js";

/** P(X = k) for X ~ Binomial(n, p). */
export function binomPmf(k: number, n: number, p: number): number {
  if (p <= 0) return k === 0 ? 1 : 0;
  if (p >= 1) return k === n ? 1 : 0;
  return Math.exp(logChoose(n, k) + k * Math.log(p) + (n - k) * Math.log1p(-p));
}

/** Whether the gate's test flags `c` of `nc` candidate passes against `b` of `nb` baseline passes. */
export function rejects(b: number, nb: number, c: number, nc: number, alpha: number): boolean {
  return c * nb < b * nc && isBelow(fisherLower(b, nb, c, nc), alpha);
}

/**
 * The chance that the one-sided Fisher test at `alpha` flags a drop when the baseline's `nb` runs
 * pass with rate `p0` and the candidate's `nc` runs with rate `p1`: the sum over both binomial
 * outcomes. For each baseline count the flagged candidate counts are 0..t(b), and t(b) does not
 * fall as b rises, so one walk finds them all.
 */
export function power(nb: number, nc: number, p0: number, p1: number, alpha: number): number {
  const cdf: number[] = [];
  let acc = 0;
  for (let c = 0; c <= nc; c++) cdf.push((acc += binomPmf(c, nc, p1)));
  let total = 0;
  let t = -1; // the largest flagged candidate count for the current b
  for (let b = 0; b <= nb; b++) {
    while (t + 1 <= nc && rejects(b, nb, t + 1, nc, alpha)) t++;
    if (t >= 0) total += binomPmf(b, nb, p0) * Math.min(1, cdf[t]!);
  }
  return Math.min(1, total);
}

/**
 * The smallest drop (a step of 0.01) from `p0` the test detects with `target` power at these
 * counts; null: none. Bisection: power rises as the candidate's rate falls.
 */
export function minDetectableDrop(nb: number, nc: number, p0: number, alpha: number, target = 0.8): number | null {
  const ok = (d: number): boolean => power(nb, nc, p0, Math.max(0, p0 - d / 100), alpha) >= target;
  let hi = Math.round(p0 * 100);
  if (hi < 1 || !ok(hi)) return null;
  let lo = 0; // not enough (no drop)
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (ok(mid)) hi = mid;
    else lo = mid;
  }
  return hi / 100;
}

/** Runs per side at most considered by runsNeededFor. */
export const MAX_RUNS_PER_SIDE = 2000;

/**
 * The fewest runs per side (the same on both) at which a drop of `drop` from `p0` is detected
 * with `target` power: at least 2; doubling, then bisection (power rises with the runs, save for the
 * discreteness of Fisher's test, which can move a count or two). Null: impossible (`drop` > `p0`)
 * or more than MAX_RUNS_PER_SIDE.
 */
export function runsNeededFor(p0: number, drop: number, alpha: number, target = 0.8): number | null {
  if (drop <= 0 || drop > p0 + 1e-12) return null;
  const p1 = Math.max(0, p0 - drop);
  const ok = (n: number): boolean => power(n, n, p0, p1, alpha) >= target;
  if (ok(2)) return 2;
  let lo = 2; // not enough
  let hi = 4;
  while (!ok(hi)) {
    if (hi >= MAX_RUNS_PER_SIDE) return null;
    lo = hi;
    hi = Math.min(MAX_RUNS_PER_SIDE, hi * 2);
  }
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (ok(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** Standard normal CDF (erfc by Abramowitz–Stegun 7.1.26; absolute error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erfc = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-x * x);
  return z >= 0 ? 1 - erfc / 2 : erfc / 2;
}

/** The standard normal quantile of `q` (0 < q < 1), by bisection on normalCdf. */
export function normalQuantile(q: number): number {
  let lo = -10;
  let hi = 10;
  for (let i = 0; i < 80; i++) {
    const mid = (lo + hi) / 2;
    if (normalCdf(mid) < q) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * The smallest relative shift of the mean cost a one-sided two-sample z-test at `alpha` detects
 * with `target` power, `n` runs per side, from the runs' costs (mean and sample standard
 * deviation): (z(1-alpha) + z(target)) * sd * sqrt(2 / n) / mean. Null with fewer than 2 costs or
 * a zero mean.
 */
export function costShift(costs: readonly number[], n: number, alpha: number, target = 0.8): { mean: number; sd: number; shift: number } | null {
  if (costs.length < 2 || n < 1) return null;
  const mean = costs.reduce((a, b) => a + b, 0) / costs.length;
  if (!(mean > 0)) return null;
  const sd = Math.sqrt(costs.reduce((a, c) => a + (c - mean) ** 2, 0) / (costs.length - 1));
  const shift = ((normalQuantile(1 - alpha) + normalQuantile(target)) * sd * Math.sqrt(2 / n)) / mean;
  return { mean, sd, shift };
}
