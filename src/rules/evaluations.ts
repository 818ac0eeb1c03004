// evaluation: ARH-EVL-001..002 per result, and the range check of the scores (docs/evaluations.md).
// Each result of an evaluation the policy names is checked against its entry: a score outside the
// entry's range is invalid input (ARH-INP-001, whatever the judge's calibration), a score below
// `min_score` is ARH-EVL-001, a label outside `allowed_labels` ARH-EVL-002, both only when the
// entry gates (a `calibrated: true` judge whose record does not hold is shown, never gated). Each
// finding is anchored at the judged step and located at the result. Never scored: the category is
// not applicable to the score, its error findings fail the trace.
import type { CategoryCheck } from "./common.js";
import { finding, formatMessageNumber, notApplicable } from "./common.js";
import type { Finding } from "../types.js";
import { allEvaluations } from "../trace/evaluations.js";
import { truncateText } from "../util/bound.js";

const q = (s: string): string => JSON.stringify(truncateText(s, 200));

export const checkEvaluations: CategoryCheck = (trace, policy) => {
  const specs = policy.evaluations?.specs;
  if (!specs || specs.size === 0 || (trace.evaluations === undefined && !trace.steps.some((s) => s.evaluations !== undefined))) return notApplicable("evaluation");
  const findings: Finding[] = [];
  let checks = 0;
  let passed = 0;
  for (const e of allEvaluations(trace)) {
    const spec = specs.get(e.name);
    if (!spec) continue;
    const on = e.step === null ? "the trace" : `step '${truncateText(e.step, 200)}'`;
    if (e.score !== null && (e.score < spec.range[0] || e.score > spec.range[1])) {
      findings.push(finding("ARH-INP-001", e.step, `evaluation ${q(e.name)} on ${on} has score ${formatMessageNumber(e.score, "plain")}, outside the range [${spec.range[0]}, ${spec.range[1]}] the policy states`, e.pointer + "/score", { expected: spec.range, observed: e.score }));
      continue;
    }
    if (!spec.gated) continue;
    checks++;
    let ok = true;
    if (spec.min_score !== null) {
      if (e.score === null) {
        ok = false;
        findings.push(finding("ARH-EVL-001", e.step, `evaluation ${q(e.name)} on ${on} has no score; min_score ${spec.min_score} needs one`, e.pointer, { expected: spec.min_score, observed: null }));
      } else if (e.score < spec.min_score) {
        ok = false;
        findings.push(finding("ARH-EVL-001", e.step, `evaluation ${q(e.name)} on ${on} scored ${formatMessageNumber(e.score, "plain")}, below min_score ${spec.min_score}`, e.pointer + "/score", { expected: spec.min_score, observed: e.score }));
      }
    }
    if (spec.allowed_labels !== null) {
      if (e.label === null || !spec.allowed_labels.includes(e.label)) {
        ok = false;
        const what = e.label === null ? "has no label" : `has label ${q(e.label)}`;
        findings.push(finding("ARH-EVL-002", e.step, `evaluation ${q(e.name)} on ${on} ${what}, not one of allowed_labels`, e.label === null ? e.pointer : e.pointer + "/label", { expected: spec.allowed_labels, observed: e.label }));
      }
    }
    if (ok) passed++;
  }
  return { category: "evaluation", applicable: false, checks, passed, findings };
};
