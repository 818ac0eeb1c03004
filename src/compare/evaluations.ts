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
