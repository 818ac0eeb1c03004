// The evaluation regression gate (docs/evaluations.md, "Regression against the baseline"): per
// scenario and per evaluation the policy gives a `max_mean_drop`, the mean score of the candidate's
// runs against the baseline's (each run's value is the mean of its results of that evaluation, from
// the report entries' `evaluations`). With repeated runs on both sides a scenario regresses only
// when its candidate runs are significantly below the baseline runs moved down by `max_mean_drop`
// (the smallest drop that counts): the one-sided Mann–Whitney rank test of the usage gates
// (usage-gate.ts), then Benjamini–Hochberg across every tested scenario and evaluation, and the
// observed drop above `max_mean_drop`. Run counts that can never reach alpha are "insufficient data"
// (warned, never failing). One run on a side: the observed drop decides. A judge that does not gate
// (`calibrated: true` without a record that holds) is shown, never tested. Pure.
import type { TraceReport } from "../types.js";
import { notGatedLine, type EvaluationPolicy } from "../policy/evaluations.js";
import { toRunRecords, type RunRecord, type ScenarioPattern } from "./scenario.js";
import { benjaminiHochberg, minAchievableP } from "./stats.js";
import { mannWhitneyUpper } from "./usage-gate.js";
import { truncateText } from "../util/bound.js";
import type { EvaluationRegressionResult, EvaluationRegressionRow } from "../compare/evaluations.js";

export type { EvaluationRegressionResult, EvaluationRegressionRow, EvaluationVerdict } from "../compare/evaluations.js";

/** Most rows kept (a run of 100,000 scenarios must not become 100,000 rows in a report). */
const MAX_ROWS = 1000;

const tidy = (x: number): number => Number(x.toPrecision(12));
const mean = (v: readonly number[]): number => v.reduce((a, b) => a + b, 0) / v.length;
/** A figure as reports show it: at most 4 decimals, no float noise. */
export const fig = (x: number): string => String(Math.round(x * 10000) / 10000);

/** The run's value of each evaluation: the mean of its scored results. */
function runScores(entry: TraceReport): Map<string, number> {
  const sums = new Map<string, [number, number]>();
  // a report read from a file is untrusted: anything but a list of results with a name and a finite score is skipped
  const list: unknown = entry.evaluations;
  if (!Array.isArray(list)) return new Map();
  for (const e of list as { name?: unknown; score?: unknown }[]) {
    if (e === null || typeof e !== "object" || typeof e.score !== "number" || !Number.isFinite(e.score) || typeof e.name !== "string") continue;
    const s = sums.get(e.name) ?? [0, 0];
    s[0] += e.score;
    s[1]++;
    sums.set(e.name, s);
  }
  const out = new Map<string, number>();
  for (const [k, [sum, n]] of sums) out.set(k, sum / n);
  return out;
}

type Groups = Map<string, { base: number[]; cand: number[] }>;

function collect(entries: readonly TraceReport[], recs: readonly RunRecord[], names: ReadonlySet<string>, groups: Groups, side: "base" | "cand"): void {
  for (let i = 0; i < entries.length; i++) {
    const id = recs[i]?.scenario;
    if (id === undefined) continue;
    for (const [name, v] of runScores(entries[i]!)) {
      if (!names.has(name)) continue;
      const key = JSON.stringify([id, name]);
      let g = groups.get(key);
      if (!g) groups.set(key, (g = { base: [], cand: [] }));
      g[side].push(v);
    }
  }
}

/** U of `xs` against `ys` (ties count one half). */
function uStatistic(xs: readonly number[], ys: readonly number[]): number {
  let u = 0;
  for (const x of xs) for (const y of ys) u += x > y ? 1 : x === y ? 0.5 : 0;
  return u;
}

/** Relative tolerance under which a drop equal to max_mean_drop is not above it (0.9 - 0.8 is 0.09999999999999998 or 0.1…). */
const above = (drop: number, max: number): boolean => drop > max + 1e-9 * Math.max(1, Math.abs(max));

export function reasonOf(r: EvaluationRegressionRow): string {
  const stat = r.p !== undefined ? `, one-sided p = ${r.p.toPrecision(3)}, adjusted ${r.q!.toPrecision(3)}` : "";
  return `scenario ${JSON.stringify(truncateText(r.scenario, 200))}: evaluation ${JSON.stringify(truncateText(r.evaluation, 200))} mean score fell ${fig(r.baseline)} → ${fig(r.candidate)} (−${fig(r.drop)}, more than max_mean_drop ${fig(r.max_mean_drop)}) over ${r.runs[0]} baseline and ${r.runs[1]} candidate run${r.runs[1] === 1 ? "" : "s"}${stat} [ARH-EVL-003]`;
}

/**
 * The rows and verdicts of every (scenario, evaluation) with scores on both sides, for the
 * evaluations whose policy entry sets `max_mean_drop`. Rows sorted: regressed first, then by
 * scenario and evaluation in code-point order.
 */
export function evaluationRegression(
  policy: EvaluationPolicy,
  base: { entries: readonly TraceReport[]; runs: readonly RunRecord[] },
  cand: { entries: readonly TraceReport[]; runs: readonly RunRecord[] },
  alpha: number,
): EvaluationRegressionResult {
  const names = new Set([...policy.specs.values()].filter((s) => s.max_mean_drop !== null).map((s) => s.name));
  const groups: Groups = new Map();
  collect(base.entries, base.runs, names, groups, "base");
  collect(cand.entries, cand.runs, names, groups, "cand");
  const rows: EvaluationRegressionRow[] = [];
  const tested: EvaluationRegressionRow[] = [];
  for (const key of [...groups.keys()].sort()) {
    const g = groups.get(key)!;
    if (g.base.length === 0 || g.cand.length === 0) continue;
    const [scenario, evaluation] = JSON.parse(key) as [string, string];
    const spec = policy.specs.get(evaluation)!;
    const b = mean(g.base);
    const c = mean(g.cand);
    const d = spec.max_mean_drop!;
    // figures to 12 significant digits: float noise (0.9000000000000001) is no part of a report
    const row: EvaluationRegressionRow = { scenario, evaluation, runs: [g.base.length, g.cand.length], baseline: tidy(b), candidate: tidy(c), drop: tidy(b - c), max_mean_drop: d, verdict: "within" };
    rows.push(row);
    if (!spec.gated) {
      row.verdict = "not-gated";
      row.not_gated = spec.not_gated ?? "not calibrated";
    } else if (g.base.length < 2 || g.cand.length < 2) {
      row.verdict = above(row.drop, d) ? "regressed" : "within";
    } else if (minAchievableP(g.base.length, g.cand.length) > alpha) {
      row.verdict = "insufficient-data";
    } else {
      // H0: the candidate's scores are no lower than the baseline's moved down by max_mean_drop
      row.p = mannWhitneyUpper(g.base.length, g.cand.length, uStatistic(g.base.map((x) => x - d), g.cand));
      tested.push(row);
    }
  }
  const qs = benjaminiHochberg(tested.map((r) => r.p!));
  tested.forEach((r, i) => {
    r.q = qs[i]!;
    const dropped = above(r.drop, r.max_mean_drop);
    r.verdict = r.q <= alpha && dropped ? "regressed" : dropped ? "not-significant" : "within";
  });
  const rank = (r: EvaluationRegressionRow): number => (r.verdict === "regressed" ? 0 : r.verdict === "insufficient-data" ? 1 : r.verdict === "not-significant" ? 2 : 3);
  rows.sort((x, y) => rank(x) - rank(y));
  const kept = rows.slice(0, MAX_ROWS);
  const reasons = rows.filter((r) => r.verdict === "regressed").map(reasonOf);
  const warnings = rows
    .filter((r) => r.verdict === "insufficient-data")
    .map((r) => `scenario ${JSON.stringify(truncateText(r.scenario, 200))}: evaluation ${JSON.stringify(truncateText(r.evaluation, 200))} ${fig(r.baseline)} → ${fig(r.candidate)} not tested: ${r.runs[0]} baseline and ${r.runs[1]} candidate runs cannot reach alpha ${alpha} (insufficient data)`);
  return { alpha, rows: kept, reasons, warnings };
}

/** What the gate takes of the evaluations: the regression (with a baseline) and the judges that do not gate. */
export interface EvaluationGateOutcome {
  result: EvaluationRegressionResult | null;
  /** `not gated: judge NAME is not calibrated (why)`, one per calibrated judge whose record does not hold. */
  notGated: string[];
}

/**
 * The evaluation gate of a run: the policy's judges that do not gate, and, with a baseline, the
 * regression per scenario (runs grouped as the scenario gate groups them: `metadata.scenario`, the
 * pattern, else the trace id). Runs the scenario ids refuse leave the regression out (the scenario
 * gate says why).
 */
export function evaluationGate(policy: EvaluationPolicy | null | undefined, baseline: { reports: readonly TraceReport[] } | null, candidate: { reports: readonly TraceReport[] }, pattern: ScenarioPattern | null, alpha: number): EvaluationGateOutcome {
  if (!policy) return { result: null, notGated: [] };
  const notGated = [...policy.specs.values()].filter((s) => s.calibrated && !s.gated).map(notGatedLine);
  if (!baseline || ![...policy.specs.values()].some((s) => s.max_mean_drop !== null)) return { result: null, notGated };
  try {
    const result = evaluationRegression(
      policy,
      { entries: baseline.reports, runs: toRunRecords(baseline.reports, pattern, "baseline report") },
      { entries: candidate.reports, runs: toRunRecords(candidate.reports, pattern, "candidate report") },
      alpha,
    );
    return { result: result.rows.length > 0 ? result : null, notGated };
  } catch {
    return { result: null, notGated };
  }
}
