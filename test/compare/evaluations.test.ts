// The scores on the judged steps of trace diffs (docs/evaluations.md, "Reports").
import { describe, expect, it } from "vitest";
import { showEvaluationsOnSteps } from "../../src/compare/evaluations.js";

describe("showEvaluationsOnSteps", () => {
  it("each judged step's result ends with its results; other steps, trace-level results and damaged lists are left alone", () => {
    const steps = [{ result: "ok" }, { result: "Refunded." }];
    const digests = [{ step_id: "lookup#1" }, { step_id: "model#1" }];
    showEvaluationsOnSteps(steps, digests, [
      { name: "faithfulness", step_id: "model#1", score: 0.60001 },
      { name: "tone", step_id: "model#1", label: "polite" },
      { name: "overall", step_id: null, score: 1 },
    ]);
    expect(steps).toEqual([{ result: "ok" }, { result: 'Refunded. · faithfulness 0.6 · tone "polite"' }]);
    const same = [{ result: "ok" }];
    showEvaluationsOnSteps(same, digests, "x" as never);
    showEvaluationsOnSteps(same, digests, [null, 5] as never);
    showEvaluationsOnSteps(same, digests, undefined);
    expect(same).toEqual([{ result: "ok" }]);
  });
});
