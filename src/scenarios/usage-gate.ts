// The usage gates per scenario (docs/cost.md, "Statistics"). With repeated runs on both sides, a
// scenario's cost, tokens or latency regresses only when its candidate runs are significantly above
// the baseline runs moved up by the threshold (the smallest effect that counts): a one-sided
// Mann–Whitney rank test, exact (a deterministic count over all arrangements) up to 2,500 pairs and
// a continuity-corrected normal approximation above, then Benjamini–Hochberg across every scenario
// and quantity. Runs too few to ever reach alpha say "insufficient data" and never fail. A scenario
// with a single run on a side is judged on its values with the minimum change of docs/cost.md.
// Pure.
import type { TraceReport } from "../types.js";
import type { RunRecord } from "./scenario.js";
import { benjaminiHochberg, minAchievableP } from "./stats.js";
import { GATED, USAGE_FIELDS, changePct, thresholdVerdict, tidy, usageSide, type UsageCheck, type UsageField } from "../compare/cost.js";
import { MIN_CHANGE, QUANTITIES, allowed, type Quantity, type UsageThresholds } from "../util/threshold.js";

type Means = Partial<Record<UsageField, number>>;

/**
 * One scenario's usage: runs per side, the mean per run of every figure (cost, each token kind,
 * latency and its model/tool split) on each side, candidate - baseline, and the relative change of
 * the gated quantities.
 */
export interface ScenarioUsageRow {
  scenario: string;
  runs: [number, number];
  baseline: Means;
  candidate: Means;
  delta: Means;
  change_pct: Record<Quantity, number | null>;
}

/** Above this many pairs the rank test uses the normal approximation (the exact count is O(n²m²)). */
const EXACT_PAIRS = 2500;

/**
 * P(U >= u) for the Mann–Whitney U of n values against m under exchangeability, U counting the
 * pairs in which the first sample's value is the larger. Exact by the recurrence
 * P(n, m, u) = n/(n+m) P(n-1, m, u-m) + m/(n+m) P(n, m-1, u) over probabilities (no overflow).
 */
export function mannWhitneyUpper(n: number, m: number, u: number): number {
  if (n === 0 || m === 0) return 1;
  if (n * m > EXACT_PAIRS) {
    const mean = (n * m) / 2;
    const sd = Math.sqrt((n * m * (n + m + 1)) / 12);
    return 1 - normalCdf((u - 0.5 - mean) / sd);
  }
  // dist[j]: the distribution of U for i first-sample values against j second-sample values
  let dist: Float64Array[] = [];
  for (let j = 0; j <= m; j++) dist.push(Float64Array.of(1));
  for (let i = 1; i <= n; i++) {
    const next: Float64Array[] = [Float64Array.of(1)];
    for (let j = 1; j <= m; j++) {
      const d = new Float64Array(i * j + 1);
      const a = dist[j]!; // i-1 against j: the largest value is a first-sample one, beating all j
      const b = next[j - 1]!; // i against j-1: the largest value is a second-sample one
      const pa = i / (i + j);
      for (let k = 0; k < a.length; k++) d[k + j]! += pa * a[k]!;
      for (let k = 0; k < b.length; k++) d[k]! += (1 - pa) * b[k]!;
      next.push(d);
    }
    dist = next;
  }
  const d = dist[m]!;
  let p = 0;
  for (let k = Math.max(0, Math.ceil(u - 1e-9)); k < d.length; k++) p += d[k]!;
  return Math.min(1, p);
}

// Abramowitz–Stegun 7.1.26 through erf: enough for a p-value compared with alpha.
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** U of `ys` against `xs` (ties count one half). */
function uStatistic(ys: readonly number[], xs: readonly number[]): number {
  let u = 0;
  for (const y of ys) for (const x of xs) u += y > x ? 1 : y === x ? 0.5 : 0;
  return u;
}

const mean = (v: readonly number[]): number => v.reduce((a, b) => a + b, 0) / v.length;

/** Per side, the runs' values of each figure (USAGE_FIELDS order). */
interface Group {
  base: number[][];
  cand: number[][];
}

function collect(entries: readonly TraceReport[], recs: readonly RunRecord[], groups: Map<string, Group>, side: "base" | "cand"): void {
  for (let i = 0; i < entries.length; i++) {
    const s = usageSide(entries[i]!);
    const id = recs[i]?.scenario;
    if (!s || id === undefined) continue;
    let g = groups.get(id);
    if (!g) groups.set(id, (g = { base: USAGE_FIELDS.map(() => []), cand: USAGE_FIELDS.map(() => []) }));
    USAGE_FIELDS.forEach((f, k) => {
      const v = s[f];
      if (v !== null) g[side][k]!.push(v);
    });
  }
}

function means(values: number[][]): Means {
  const out: Means = {};
  USAGE_FIELDS.forEach((f, k) => {
    if (values[k]!.length > 0) out[f] = tidy(mean(values[k]!));
  });
  return out;
}

/** Per-scenario rows and, with thresholds, the checks (failing ones decided after Benjamini–Hochberg). */
export function usageScenarios(
  base: { entries: readonly TraceReport[]; runs: readonly RunRecord[] },
  cand: { entries: readonly TraceReport[]; runs: readonly RunRecord[] },
  thresholds: UsageThresholds | null,
): { rows: ScenarioUsageRow[]; checks: UsageCheck[] } {
  const groups = new Map<string, Group>();
  collect(base.entries, base.runs, groups, "base");
  collect(cand.entries, cand.runs, groups, "cand");
  const alpha = thresholds?.alpha ?? 0.05;
  const rows: ScenarioUsageRow[] = [];
  const checks: UsageCheck[] = [];
  const tested: UsageCheck[] = [];
  for (const id of [...groups.keys()].sort()) {
    const g = groups.get(id)!;
    const row: ScenarioUsageRow = { scenario: id, runs: [0, 0], baseline: means(g.base), candidate: means(g.cand), delta: {}, change_pct: { cost: null, tokens: null, latency: null } };
    row.runs = [Math.max(...g.base.map((v) => v.length)), Math.max(...g.cand.map((v) => v.length))];
    for (const f of USAGE_FIELDS) {
      const x = row.baseline[f];
      const y = row.candidate[f];
      if (x !== undefined && y !== undefined) row.delta[f] = tidy(y - x);
    }
    QUANTITIES.forEach((q) => {
      const k = USAGE_FIELDS.indexOf(GATED[q]);
      const xs = g.base[k]!;
      const ys = g.cand[k]!;
      if (xs.length === 0 || ys.length === 0) return;
      const b = row.baseline[GATED[q]]!;
      const c = row.candidate[GATED[q]]!;
      row.change_pct[q] = changePct(b, c);
      const th = thresholds?.[q];
      if (!th) return;
      const check: UsageCheck = { scope: "scenario", id, quantity: q, threshold: th.text, baseline: b, candidate: c, change_pct: row.change_pct[q], verdict: "within", runs: [xs.length, ys.length] };
      checks.push(check);
      if (xs.length < 2 || ys.length < 2) {
        check.verdict = thresholdVerdict(th, b, c);
        return;
      }
      if (minAchievableP(xs.length, ys.length) > alpha) {
        check.verdict = "insufficient-data";
        return;
      }
      // H0: the candidate runs are no larger than the baseline runs moved up by the threshold
      check.p = mannWhitneyUpper(ys.length, xs.length, uStatistic(ys, xs.map((x) => allowed(th, x))));
      tested.push(check);
    });
    rows.push(row);
  }
  const qs = benjaminiHochberg(tested.map((c) => c.p!));
  tested.forEach((c, i) => {
    c.q = qs[i]!;
    const above = c.candidate > allowed(thresholds![c.quantity]!, c.baseline) && c.candidate - c.baseline >= MIN_CHANGE[c.quantity];
    c.verdict = c.q <= alpha && above ? "regressed" : above ? "not-significant" : "within";
  });
  return { rows, checks };
}
