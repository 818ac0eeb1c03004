// `arh calibrate` (docs/calibrate.md): the scenario gate measured on the baseline's own runs. Each
// round splits every scenario's runs at random into two halves and runs the gate on them (an A/A
// comparison: nothing changed, so any failure is a false alarm); then the power of the pass-rate
// test at the present run counts. Pure and deterministic: the split comes from a seeded PRNG.
import { UsageError } from "../errors.js";
import { gateScenarios } from "../scenarios/gate.js";
import type { RunRecord } from "../scenarios/scenario.js";
import { fisherLower, isBelow, logChoose, wilson, type Interval } from "../scenarios/stats.js";
import type { GateOptions } from "../scenarios/types.js";
import { costShift, minDetectableDrop, power, runsNeededFor } from "./power.js";

/** The most rounds `--rounds` takes. */
export const MAX_ROUNDS = 100_000;
export const DEFAULT_ROUNDS = 1000;
/** The power the detectable drop and the runs needed aim at. */
export const TARGET_POWER = 0.8;

/** mulberry32: a small seeded PRNG, the same sequence for the same seed on every platform. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface CalibrateOptions {
  rounds: number;
  seed: number;
  /** A pass-rate drop to size the runs for (`--detect`), 0 < d <= 1; null: none. */
  detect: number | null;
  /** The gate's options (alpha, insufficient, flaky, zero tolerance); min-runs and quarantine do not apply to halves. */
  gate: GateOptions;
}

export interface ScenarioCalibration {
  scenario: string;
  runs: number;
  passes: number;
  /** Runs on the baseline and the candidate side of each split. */
  split: [number, number];
  /** Rounds in which the gate failed this scenario, and why (verdict -> rounds). */
  false_alarms: number;
  false_alarm_rate: number;
  interval: Interval;
  by_verdict: Record<string, number>;
  /** Exact chance that the unadjusted pass-rate test fires on a random split (an upper bound of its share of alarms). */
  pass_rate_test_size: number;
  /** Rounds whose split could not reach significance (insufficient data). */
  insufficient: number;
  /** Smallest drop from this scenario's pass rate detected with 80 % power at `runs` per side; null: none. */
  min_detectable_drop: number | null;
  /** Power against a drop of `detect` at `runs` per side; null without `--detect` or when the drop is impossible. */
  power_at_detect: number | null;
  /** Runs per side for 80 % power against `detect`; null: none given, impossible, or more than 2000. */
  runs_needed: number | null;
  /** The mean cost per run, and the smallest relative shift of it detected with 80 % power at `runs` per side; null: not recorded. */
  cost: { mean: number; sd: number; min_detectable_shift: number } | null;
}

export interface Calibration {
  rounds: number;
  seed: number;
  alpha: number;
  detect: number | null;
  power_target: number;
  scenarios: ScenarioCalibration[];
  /** Rounds in which the whole gate failed (any scenario). */
  overall: { false_alarms: number; false_alarm_rate: number; interval: Interval };
  /** Scenarios left out, one line each (one run: nothing to split). */
  skipped: string[];
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Exact chance that the one-sided test fires when `k` passes of `n` runs are split at random into `nb` and `nc`. */
export function splitTestSize(k: number, n: number, nb: number, nc: number, alpha: number): number {
  let size = 0;
  for (let x = Math.max(0, k - nb); x <= Math.min(k, nc); x++) {
    const b = k - x;
    if (x * nb < b * nc && isBelow(fisherLower(b, nb, x, nc), alpha)) size += Math.exp(logChoose(k, x) + logChoose(n - k, nc - x) - logChoose(n, nc));
  }
  return size;
}

/** Check the options: one clear line for each bad value. */
export function checkCalibrateOptions(o: CalibrateOptions): void {
  if (!Number.isSafeInteger(o.rounds) || o.rounds < 1 || o.rounds > MAX_ROUNDS) throw new UsageError(`--rounds must be a whole number from 1 to ${MAX_ROUNDS}, got ${String(o.rounds)}`);
  if (!Number.isSafeInteger(o.seed) || o.seed < 0 || o.seed > 0xffffffff) throw new UsageError(`--seed must be a whole number from 0 to 4294967295, got ${String(o.seed)}`);
  if (o.detect !== null && !(o.detect > 0 && o.detect <= 1)) throw new UsageError(`--detect must be a pass-rate drop above 0 and at most 1 (0.2 is 20 points), got ${String(o.detect)}`);
}

/**
 * Calibrate the gate on the runs of one report (`costs`: each run's cost by trace id, where
 * recorded). Scenarios with one run are skipped with a line; none left to split is a usage error.
 */
export function calibrate(runs: readonly RunRecord[], costs: ReadonlyMap<string, number>, o: CalibrateOptions): Calibration {
  checkCalibrateOptions(o);
  const alpha = o.gate.alpha ?? 0.05;
  const groups = new Map<string, RunRecord[]>();
  for (const r of runs) {
    const g = groups.get(r.scenario);
    if (g) g.push(r);
    else groups.set(r.scenario, [r]);
  }
  const skipped: string[] = [];
  const names: string[] = [];
  for (const s of [...groups.keys()].sort(cmp)) {
    if (groups.get(s)!.length < 2) skipped.push(`scenario ${JSON.stringify(s.slice(0, 200))} has one run: nothing to split`);
    else names.push(s);
  }
  if (names.length === 0) throw new UsageError(`no scenario has two runs or more to split (${skipped.length} scenario(s) with one run): record repeated runs (docs/repeats.md)`);
  // the gate's own options, but no quarantine (no date) and min-runs 1: halves have half the runs
  const gateOpts: GateOptions = { ...o.gate, minRuns: 1, quarantine: null, today: null };
  const sorted = names.map((s) => [...groups.get(s)!].sort((a, b) => cmp(a.trace_id, b.trace_id)));
  const alarms = names.map(() => ({ n: 0, insufficient: 0, verdicts: new Map<string, number>() }));
  let overall = 0;
  const rnd = prng(o.seed);
  for (let round = 0; round < o.rounds; round++) {
    const base: RunRecord[] = [];
    const cand: RunRecord[] = [];
    for (const list of sorted) {
      const a = [...list];
      for (let i = a.length - 1; i > 0; i--) {
        const j = Math.floor(rnd() * (i + 1));
        [a[i], a[j]] = [a[j]!, a[i]!];
      }
      const half = Math.ceil(a.length / 2);
      base.push(...a.slice(0, half));
      cand.push(...a.slice(half));
    }
    const g = gateScenarios(base, cand, gateOpts);
    if (!g.passed) overall++;
    for (const row of g.rows) {
      const i = names.indexOf(row.scenario);
      if (i < 0) continue;
      if (row.verdict === "insufficient-data") alarms[i]!.insufficient++;
      if (row.outcome !== "fail") continue;
      alarms[i]!.n++;
      alarms[i]!.verdicts.set(row.verdict, (alarms[i]!.verdicts.get(row.verdict) ?? 0) + 1);
    }
  }
  const scenarios = names.map((s, i): ScenarioCalibration => {
    const list = sorted[i]!;
    const n = list.length;
    const k = list.filter((r) => r.passed).length;
    const nb = Math.ceil(n / 2);
    const p0 = k / n;
    const c = list.map((r) => costs.get(r.trace_id)).filter((v): v is number => v !== undefined);
    const cs = c.length === n ? costShift(c, n, alpha, TARGET_POWER) : null;
    const possible = o.detect !== null && o.detect <= p0 + 1e-12;
    return {
      scenario: s,
      runs: n,
      passes: k,
      split: [nb, n - nb],
      false_alarms: alarms[i]!.n,
      false_alarm_rate: alarms[i]!.n / o.rounds,
      interval: wilson(alarms[i]!.n, o.rounds),
      by_verdict: Object.fromEntries([...alarms[i]!.verdicts].sort((a, b) => cmp(a[0], b[0]))),
      pass_rate_test_size: splitTestSize(k, n, nb, n - nb, alpha),
      insufficient: alarms[i]!.insufficient,
      min_detectable_drop: minDetectableDrop(n, n, p0, alpha, TARGET_POWER),
      power_at_detect: possible ? power(n, n, p0, Math.max(0, p0 - o.detect!), alpha) : null,
      runs_needed: possible ? runsNeededFor(p0, o.detect!, alpha, TARGET_POWER) : null,
      cost: cs ? { mean: cs.mean, sd: cs.sd, min_detectable_shift: cs.shift } : null,
    };
  });
  return {
    rounds: o.rounds,
    seed: o.seed,
    alpha,
    detect: o.detect,
    power_target: TARGET_POWER,
    scenarios,
    overall: { false_alarms: overall, false_alarm_rate: overall / o.rounds, interval: wilson(overall, o.rounds) },
    skipped,
  };
}
