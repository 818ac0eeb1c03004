// Statistics of repeated runs: Wilson intervals, unbiased pass^k, the one-sided Fisher exact test,
// Benjamini–Hochberg adjustment and the "can this ever be significant" bounds. Pure and
// deterministic (only +, *, /, Math.log, Math.exp, Math.sqrt on the inputs).
//
// Written by hand rather than with a statistics package: everything here is a few lines over a
// log-factorial, the Fisher tail must be summed from its small end in log space to stay exact for
// counts up to 10^5 (where the probabilities underflow a double long before the sum does), and the
// minimum achievable p-value and the runs needed are closed forms a generic CDF does not give.

/** The 97.5 % quantile of the standard normal distribution (two-sided 95 %). */
export const Z_95 = 1.959963984540054;

function checkCount(name: string, v: number): void {
  if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`${name} must be a non-negative integer, got ${String(v)}`);
}

function checkPart(k: number, n: number): void {
  checkCount("n", n);
  checkCount("k", k);
  if (k > n) throw new RangeError(`k (${k}) must not exceed n (${n})`);
}

// ln(n!) for n < TABLE by summation (exact to a few ulps), beyond by Stirling's series, whose first
// omitted term (1/(1188 n^9)) is far below a double's resolution there.
const TABLE = 256;
const LOG_FACT: number[] = [0];
for (let i = 1; i < TABLE; i++) LOG_FACT.push(LOG_FACT[i - 1]! + Math.log(i));
const HALF_LOG_2PI = 0.5 * Math.log(2 * Math.PI);

/** ln(n!) for a non-negative integer n. */
export function logFactorial(n: number): number {
  checkCount("n", n);
  if (n < TABLE) return LOG_FACT[n]!;
  const inv = 1 / n;
  const inv2 = inv * inv;
  const series = inv * (1 / 12 - inv2 * (1 / 360 - inv2 * (1 / 1260 - inv2 / 1680)));
  return n * Math.log(n) - n + HALF_LOG_2PI + 0.5 * Math.log(n) + series;
}

/** ln C(n, k); -Infinity when k > n. */
export function logChoose(n: number, k: number): number {
  checkCount("n", n);
  checkCount("k", k);
  if (k > n) return -Infinity;
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}

export interface Interval {
  low: number;
  high: number;
}

/** Wilson score interval for k successes in n trials (95 % by default). n = 0 gives [0, 1]. */
export function wilson(k: number, n: number, z = Z_95): Interval {
  checkPart(k, n);
  if (n === 0) return { low: 0, high: 1 };
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  // The bounds are exactly 0 and 1 at k = 0 and k = n; rounding must not move them off.
  return { low: k === 0 ? 0 : Math.max(0, center - half), high: k === n ? 1 : Math.min(1, center + half) };
}

/**
 * Unbiased pass^k for k = 1..n from c passes in n runs: C(c, k) / C(n, k), the probability that k
 * runs drawn without replacement all pass. Computed as the product of (c - i) / (n - i), every
 * factor in [0, 1], so nothing overflows for any n and the relative error stays below n ulps.
 * Element k - 1 is pass^k.
 */
export function passHatK(c: number, n: number): number[] {
  checkPart(c, n);
  const out: number[] = [];
  let v = 1;
  for (let i = 0; i < n; i++) {
    v = i < c ? (v * (c - i)) / (n - i) : 0;
    out.push(v);
  }
  return out;
}

/**
 * One-sided Fisher exact test that the candidate's success rate is lower than the baseline's:
 * with the margins of the 2x2 table fixed, the probability of the candidate having at most
 * `candSucc` successes. X ~ Hypergeometric(population N = baseN + candN, K = baseSucc + candSucc
 * successes, candN draws); p = P(X <= candSucc).
 *
 * The tail is summed from its boundary term outwards (terms fall off monotonically on that side of
 * the mode), each term as a ratio of its neighbour, and scaled by the boundary term's
 * log-probability: exact to a few ulps of relative error, no under/overflow for counts up to 10^5
 * and beyond. When the observed count lies above the mode, p = 1 - (upper tail), summed the same
 * way.
 */
export function fisherLower(baseSucc: number, baseN: number, candSucc: number, candN: number): number {
  checkPart(baseSucc, baseN);
  checkPart(candSucc, candN);
  const N = baseN + candN;
  const K = baseSucc + candSucc;
  const draws = candN;
  const lo = Math.max(0, draws - (N - K));
  const hi = Math.min(K, draws);
  if (candSucc >= hi) return 1;
  const mode = Math.floor(((draws + 1) * (K + 1)) / (N + 2));
  const logPmf = (x: number) => logChoose(K, x) + logChoose(N - K, draws - x) - logChoose(N, draws);
  if (candSucc <= mode) return Math.min(1, Math.exp(logPmf(candSucc) + Math.log(sumDown(candSucc, lo, N, K, draws))));
  const upper = Math.exp(logPmf(candSucc + 1) + Math.log(sumUp(candSucc + 1, hi, N, K, draws)));
  return Math.min(1, Math.max(0, 1 - upper));
}

// Sum of pmf(x)/pmf(from) for x = from, from-1, ..., lo.
function sumDown(from: number, lo: number, N: number, K: number, draws: number): number {
  let term = 1;
  let sum = 1;
  for (let x = from; x > lo; x--) {
    term *= (x * (N - K - draws + x)) / ((K - x + 1) * (draws - x + 1));
    sum += term;
    if (term < sum * 1e-17) break;
  }
  return sum;
}

// Sum of pmf(x)/pmf(from) for x = from, from+1, ..., hi.
function sumUp(from: number, hi: number, N: number, K: number, draws: number): number {
  let term = 1;
  let sum = 1;
  for (let x = from; x < hi; x++) {
    term *= ((K - x) * (draws - x)) / ((x + 1) * (N - K - draws + x + 1));
    sum += term;
    if (term < sum * 1e-17) break;
  }
  return sum;
}

/**
 * Benjamini–Hochberg adjusted p-values (step-up, monotone), in the order of the input:
 * q_(i) = min over j >= i of min(1, p_(j) * m / j) for the p-values sorted ascending. Ties keep
 * their input order, so the result is deterministic. A value below alpha is a discovery at false
 * discovery rate alpha.
 */
export function benjaminiHochberg(ps: readonly number[]): number[] {
  const m = ps.length;
  for (const p of ps) if (!(p >= 0 && p <= 1)) throw new RangeError(`p-values must lie in [0, 1], got ${String(p)}`);
  const order = ps.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p || a.i - b.i);
  const out = new Array<number>(m);
  let running = 1;
  for (let r = m - 1; r >= 0; r--) {
    const { p, i } = order[r]!;
    running = Math.min(running, (p * m) / (r + 1));
    out[i] = running;
  }
  return out;
}

/**
 * The smallest one-sided Fisher p-value any outcome of baseN baseline runs against candN candidate
 * runs can give: every baseline run passes, every candidate run fails, p = 1 / C(baseN + candN, candN).
 * 1 when either side has no runs.
 */
export function minAchievableP(baseN: number, candN: number): number {
  checkCount("baseline runs", baseN);
  checkCount("candidate runs", candN);
  if (baseN === 0 || candN === 0) return 1;
  return Math.exp(-logChoose(baseN + candN, candN));
}

/**
 * p < alpha, where values within a relative 1e-9 of alpha count as equal to it: exact ties (3 runs
 * against 3 give exactly 1/20 = 0.05) must not turn significant through floating-point rounding.
 */
export function isBelow(p: number, alpha: number): boolean {
  return p < alpha * (1 - 1e-9);
}

/** Whether p < alpha is reachable at all with these run counts. */
export function canReach(baseN: number, candN: number, alpha: number): boolean {
  return isBelow(minAchievableP(baseN, candN), alpha);
}

/**
 * The fewest candidate runs against `baseN` baseline runs for which p < alpha is reachable;
 * null when no number is enough (no baseline runs). Binary search: the bound falls monotonically
 * with the candidate's runs.
 */
export function runsNeeded(baseN: number, alpha: number): number | null {
  checkCount("baseline runs", baseN);
  if (baseN === 0 || !(alpha > 0)) return null;
  if (alpha > 1) return 1;
  let hi = 1;
  while (!canReach(baseN, hi, alpha)) {
    hi *= 2;
    if (hi > Number.MAX_SAFE_INTEGER / 4) return null;
  }
  let lo = Math.floor(hi / 2); // not enough (or 0)
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (canReach(baseN, mid, alpha)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** The fewest runs per side (the same on both) for which p < alpha is reachable. */
export function runsNeededPerSide(alpha: number): number | null {
  if (!(alpha > 0)) return null;
  let n = 1;
  while (!canReach(n, n, alpha)) n++;
  return n;
}

/**
 * How many more runs per side would decide a scenario whose candidate runs fail more often than
 * its baseline's without significance: the fewest extra runs `m` such that, if both sides kept
 * their observed pass rates over `n + m` runs each (`n` the larger side's runs, passes rounded to
 * the nearest count), the one-sided Fisher p would be below alpha. Null when the rates do not
 * differ or no `m` up to `maxRuns` would do.
 */
export function moreRunsToDecide(baseSucc: number, baseN: number, candSucc: number, candN: number, alpha: number, maxRuns = 2000): number | null {
  if (baseN === 0 || candN === 0) return null;
  const rb = baseSucc / baseN;
  const rc = candSucc / candN;
  if (!(rc < rb)) return null;
  const n = Math.max(baseN, candN);
  for (let total = n + 1; total <= maxRuns; total++) {
    const b = Math.round(rb * total);
    const c = Math.round(rc * total);
    if (c < b && isBelow(fisherLower(b, total, c, total), alpha)) return total - n;
  }
  return null;
}
