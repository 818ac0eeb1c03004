// The parsed `evaluations` block of a policy (policy/evaluations.ts parses it; docs/evaluations.md).

/** One evaluation's entry of the policy. */
export interface EvaluationSpec {
  name: string;
  min_score: number | null;
  allowed_labels: string[] | null;
  /** The scores' range, inclusive (default [0, 1]): a score outside it is invalid input. */
  range: [number, number];
  /** Largest drop of the mean score from the baseline that passes; null: no regression gate. */
  max_mean_drop: number | null;
  calibrated: boolean;
  /** Paths as the policy writes them (relative to the policy file). */
  calibration: string | null;
  rubric: string | null;
  min_agreement: number | null;
  /**
   * Whether the results gate. False for a calibrated judge until its record is checked
   * (calibrate/judge-gate.ts `settleCalibrations`), and when it does not hold: `not_gated` then says why.
   */
  gated: boolean;
  not_gated: string | null;
}

export interface EvaluationPolicy {
  specs: Map<string, EvaluationSpec>;
  /** The folder of the policy file, which `calibration` and `rubric` are relative to (null: not known). */
  base: string | null;
  /** Whether the calibrated judges' records were checked (calibrate/judge-gate.ts). */
  settled: boolean;
}
