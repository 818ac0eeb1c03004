// Agreement between a judge and human labels, with analytic 95 % confidence intervals (docs/calibrate.md,
// "Judges"): Cohen's kappa on labels with the large-sample standard error of Fleiss, Cohen and Everitt
// (1969); Spearman's rho on scores with Fisher's z and Fieller, Hartley and Pearson's (1957) variance
// 1.06/(n-3). Pure and deterministic: no resampling.
//
// Hand-written: no statistics library is among the project's dependencies, and these are closed-form
// formulas of a few lines each (the normal quantile is the fixed 95 % one the scenario gate uses).
import { Z_95 } from "../scenarios/stats.js";

export interface Agreement {
  value: number;
  ci: [number, number];
  /** The standard error the interval comes from (kappa's, or of Fisher's z for rho). */
  se: number;
}

/** Why an agreement cannot be computed (every pair alike, say): one line. */
export class AgreementUndefined extends Error {}

const clamp = (v: number): number => Math.max(-1, Math.min(1, v));

/**
 * Cohen's kappa of `judge[i]` v `human[i]` (categories compared as strings), with the 95 % interval
 * kappa ± z·se, se the non-null asymptotic standard error (Fleiss, Cohen & Everitt 1969), clamped to [-1, 1].
 */
export function cohenKappa(judge: readonly string[], human: readonly string[]): Agreement {
  const n = judge.length;
  if (n === 0 || n !== human.length) throw new AgreementUndefined("no pairs to compare");
  const cats = [...new Set([...judge, ...human])].sort();
  const at = new Map(cats.map((c, i) => [c, i]));
  const k = cats.length;
  const p: number[][] = cats.map(() => new Array<number>(k).fill(0));
  for (let i = 0; i < n; i++) p[at.get(judge[i]!)!]![at.get(human[i]!)!]! += 1 / n;
  const row = p.map((r) => r.reduce((a, b) => a + b, 0));
  const col = cats.map((_, j) => p.reduce((a, r) => a + r[j]!, 0));
  let po = 0;
  let pe = 0;
  for (let i = 0; i < k; i++) {
    po += p[i]![i]!;
    pe += row[i]! * col[i]!;
  }
  if (pe >= 1 - 1e-12) throw new AgreementUndefined(`every pair has the one label ${JSON.stringify(cats[0]!.slice(0, 60))} on both sides: chance agreement is 1 and kappa is undefined`);
  const kappa = (po - pe) / (1 - pe);
  let a = 0;
  let b = 0;
  for (let i = 0; i < k; i++) {
    a += p[i]![i]! * (1 - (row[i]! + col[i]!) * (1 - kappa)) ** 2;
    for (let j = 0; j < k; j++) if (i !== j) b += p[i]![j]! * (col[i]! + row[j]!) ** 2;
  }
  const c = (kappa - pe * (1 - kappa)) ** 2;
  const variance = (a + (1 - kappa) ** 2 * b - c) / (n * (1 - pe) ** 2);
  const se = Math.sqrt(Math.max(0, variance));
  return { value: clamp(kappa), ci: [clamp(kappa - Z_95 * se), clamp(kappa + Z_95 * se)], se };
}

/** Ranks 1..n, ties given the mean of the ranks they span. */
export function ranks(xs: readonly number[]): number[] {
  const order = xs.map((_, i) => i).sort((i, j) => xs[i]! - xs[j]! || i - j);
  const out = new Array<number>(xs.length);
  let i = 0;
  while (i < order.length) {
    let j = i;
    while (j + 1 < order.length && xs[order[j + 1]!] === xs[order[i]!]) j++;
    for (let t = i; t <= j; t++) out[order[t]!] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

/**
 * Spearman's rho of `judge[i]` v `human[i]` (the Pearson correlation of their ranks, ties averaged),
 * with the 95 % interval tanh(atanh(rho) ± z·sqrt(1.06/(n-3))); n must be 4 or more.
 */
export function spearman(judge: readonly number[], human: readonly number[]): Agreement {
  const n = judge.length;
  if (n < 4 || n !== human.length) throw new AgreementUndefined(`Spearman's interval needs 4 pairs or more, got ${n}`);
  const rx = ranks(judge);
  const ry = ranks(human);
  const mean = (n + 1) / 2;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = rx[i]! - mean;
    const dy = ry[i]! - mean;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) throw new AgreementUndefined(`every ${sxx === 0 ? "judge score" : "human score"} is the same: the rank correlation is undefined`);
  const rho = clamp(sxy / Math.sqrt(sxx * syy));
  const se = Math.sqrt(1.06 / (n - 3));
  // at |rho| = 1 the transform is infinite: the interval is the point, narrowed by nothing
  const z = Math.atanh(Math.max(-1 + 1e-15, Math.min(1 - 1e-15, rho)));
  return { value: rho, ci: [clamp(Math.tanh(z - Z_95 * se)), clamp(Math.tanh(z + Z_95 * se))], se };
}
