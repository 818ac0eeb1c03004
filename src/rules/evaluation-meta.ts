// Rule metadata of the evaluation rules (docs/evaluations.md): ARH-EVL-001/002 per result
// (rules/evaluations.ts), ARH-EVL-003 the mean-score regression of the gate
// (scenarios/evaluation-gate.ts). Registered after the other rules, so their SARIF rule indices stay.
import type { RuleMeta } from "../types.js";

export const EVALUATION_RULES = [
  {
    id: "ARH-EVL-001", name: "EvaluationScoreBelowMinimum", category: "evaluation", severity: "error", scored: false,
    title: "Evaluation score below min_score",
    description: "An evaluation result (an LLM judge's, a rubric's or a human label's score) that the policy's evaluations block names scores below its min_score, or has no score. Anchored at the judged step. A calibrated: true judge whose calibration record does not hold is shown, never gated.",
    remediation: "Improve the judged answer, or change min_score deliberately (docs/evaluations.md).",
    example: 'policy: {"evaluations": {"faithfulness": {"min_score": 0.7}}}\nstep:   {"step_id": "s2", "evaluations": [{"name": "faithfulness", "score": 0.4}]}',
  },
  {
    id: "ARH-EVL-002", name: "EvaluationLabelNotAllowed", category: "evaluation", severity: "error", scored: false,
    title: "Evaluation label not allowed",
    description: "An evaluation result's label is not one of the policy's allowed_labels for that evaluation (or it has no label). Anchored at the judged step.",
    remediation: "Improve the judged answer, or extend allowed_labels deliberately.",
    example: 'policy: {"evaluations": {"toxicity": {"allowed_labels": ["none"]}}}\nevaluation: {"name": "toxicity", "label": "severe", "step": "s2"}',
  },
  {
    id: "ARH-EVL-003", name: "EvaluationMeanScoreDropped", category: "evaluation", severity: "error", scored: false,
    title: "Evaluation mean score dropped against the baseline",
    description: "A scenario's mean score of an evaluation fell by more than its max_mean_drop against the baseline: over repeated runs, significantly so (a one-sided rank test, Benjamini–Hochberg across scenarios and evaluations, as the other scenario gates). A gate reason of arh compare and the action, not a per-trace finding.",
    remediation: "Find what lowered the judged quality (the trace diff shows the scores on the judged steps), or raise max_mean_drop deliberately.",
    example: 'policy: {"evaluations": {"faithfulness": {"max_mean_drop": 0.1}}}\nscenario "refund": mean 0.9 over 10 baseline runs, 0.6 over 10 candidate runs',
  },
] as const satisfies readonly RuleMeta[];

export type EvaluationRuleId = (typeof EVALUATION_RULES)[number]["id"];
