// The evaluation regression of a comparison, as the compare JSON carries it (`evaluations`;
// scenarios/evaluation-gate.ts computes it, docs/evaluations.md).

export type EvaluationVerdict = "regressed" | "not-significant" | "within" | "insufficient-data" | "not-gated";

/** One scenario's scores of one evaluation, both sides. */
export interface EvaluationRegressionRow {
  scenario: string;
  evaluation: string;
  /** Runs with a score of the evaluation: baseline, candidate. */
  runs: [number, number];
  baseline: number;
  candidate: number;
  /** baseline - candidate (positive: the score fell). */
  drop: number;
  max_mean_drop: number;
  verdict: EvaluationVerdict;
  /** The one-sided p-value and its Benjamini–Hochberg adjustment, when tested. */
  p?: number;
  q?: number;
  /** Why the judge does not gate (verdict `not-gated`). */
  not_gated?: string;
}

export interface EvaluationRegressionResult {
  alpha: number;
  rows: EvaluationRegressionRow[];
  /** One sentence per regressed row (the gate's reasons). */
  reasons: string[];
  /** One sentence per row with insufficient data (warnings). */
  warnings: string[];
}

/** Evaluation results as a report entry carries them (types.ts `TraceReport.evaluations`). */
type EntryEvaluations = readonly { name: string; step_id: string | null; score?: number; label?: string }[] | undefined;

/** Most evaluations shown on one step of a trace diff. */
const MAX_ON_STEP = 5;

/**
 * Trace diffs (tracediff/build.ts): each judged step's shown result ends with its evaluations
 * (`ok · faithfulness 0.6 · tone "polite"`), on both rails, so a falling score stands on the step
 * it judges. `steps[i]` shows `digests[i]`. The renderers escape the text as every result.
 */
export function showEvaluationsOnSteps(steps: { result: string }[], digests: readonly { step_id: string }[], evaluations: EntryEvaluations): void {
  // a report read from a file is untrusted: anything but a list of results is skipped
  if (!Array.isArray(evaluations) || evaluations.length === 0) return;
  const on = new Map<string, string[]>();
  for (const e of evaluations) {
    if (e === null || typeof e !== "object" || typeof e.step_id !== "string" || typeof e.name !== "string") continue;
    const l = on.get(e.step_id) ?? [];
    if (l.length >= MAX_ON_STEP) continue;
    const name = e.name.length > 60 ? `${e.name.slice(0, 59)}…` : e.name;
    const parts = [typeof e.score === "number" ? String(Math.round(e.score * 10000) / 10000) : null, typeof e.label === "string" ? JSON.stringify(e.label.slice(0, 40)) : null].filter((x) => x !== null);
    l.push(`${name} ${parts.join(" ")}`);
    on.set(e.step_id, l);
  }
  for (let i = 0; i < steps.length && i < digests.length; i++) {
    const l = on.get(digests[i]!.step_id);
    if (l) steps[i]!.result = `${steps[i]!.result} · ${l.join(" · ")}`;
  }
}
