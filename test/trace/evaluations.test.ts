// Evaluation results on canonical traces (docs/evaluations.md): parsed strictly, every problem an
// InputError at its exact pointer; traces without evaluations parse exactly as before.
import { describe, expect, it } from "vitest";
import { parseTrace } from "../../src/trace/parse.js";
import { evaluationEntries } from "../../src/trace/evaluations.js";
import { InputError } from "../../src/errors.js";

const trace = (extra: Record<string, unknown> = {}, stepEval?: unknown): Record<string, unknown> => ({
  trace_id: "t1",
  agent_name: "a",
  workflow: "w",
  steps: [
    { step_id: "s1", type: "tool_call", tool_name: "lookup" },
    { step_id: "s2", type: "model_response", text: "hi", ...(stepEval !== undefined ? { evaluations: stepEval } : {}) },
  ],
  ...extra,
});

function problem(doc: unknown): { message: string; pointer: string } {
  try {
    parseTrace(doc);
  } catch (e) {
    if (e instanceof InputError) return { message: e.message, pointer: e.pointer };
    throw e;
  }
  throw new Error("parsed");
}

describe("trace evaluations", () => {
  it("reads the trace's list (judging a step or the trace) and each step's, in that order", () => {
    const t = parseTrace(trace({ evaluations: [{ name: "tone", label: "polite", step: "s2" }, { name: "overall", score: 0.5 }] }, [{ name: "faithfulness", score: 0.9, explanation: "cites the policy" }]));
    expect(t.evaluations).toEqual([
      { name: "tone", score: null, label: "polite", explanation: null, step: "s2", pointer: "/evaluations/0" },
      { name: "overall", score: 0.5, label: null, explanation: null, step: null, pointer: "/evaluations/1" },
    ]);
    expect(t.steps[1]!.evaluations).toEqual([{ name: "faithfulness", score: 0.9, label: null, explanation: "cites the policy", step: "s2", pointer: "/steps/1/evaluations/0" }]);
    expect(evaluationEntries(t)).toEqual([
      { name: "tone", step_id: "s2", label: "polite" },
      { name: "overall", step_id: null, score: 0.5 },
      { name: "faithfulness", step_id: "s2", score: 0.9, explanation: "cites the policy" },
    ]);
  });

  it("a trace without evaluations has no evaluations field at all", () => {
    const t = parseTrace(trace());
    expect("evaluations" in t).toBe(false);
    expect(t.steps.some((s) => "evaluations" in s)).toBe(false);
    expect(evaluationEntries(t)).toBeNull();
  });

  it("a score that is not a finite number is refused at the score, by what it is", () => {
    expect(problem(trace({}, [{ name: "f", score: "NaN" }]))).toEqual({ message: 'evaluation score must be a finite number, got a non-finite value written as a string ("NaN")', pointer: "/steps/1/evaluations/0/score" });
    expect(problem(trace({}, [{ name: "f", score: "-Infinity" }])).message).toContain("a non-finite value written as a string");
    expect(problem(trace({}, [{ name: "f", score: "0.8" }])).message).toContain("a number written as a string");
    expect(problem(trace({ evaluations: [{ name: "f", score: true }] }))).toEqual({ message: "evaluation score must be a finite number, got boolean", pointer: "/evaluations/0/score" });
    expect(problem(trace({ evaluations: [{ name: "f", score: { v: 1 } }] })).pointer).toBe("/evaluations/0/score");
  });

  it("a step that names no step, a step-level item naming another step, neither score nor label, a missing name, unknown fields, bounds", () => {
    expect(problem(trace({ evaluations: [{ name: "f", score: 1, step: "s9" }] }))).toEqual({ message: "evaluation 'f' judges step 's9', which names no step of the trace", pointer: "/evaluations/0/step" });
    expect(problem(trace({}, [{ name: "f", score: 1, step: "s1" }])).pointer).toBe("/steps/1/evaluations/0/step");
    expect(problem(trace({ evaluations: [{ name: "f" }] }))).toEqual({ message: "evaluation 'f' has neither a score nor a label", pointer: "/evaluations/0" });
    expect(problem(trace({ evaluations: [{ score: 1 }] }))).toEqual({ message: "evaluation is missing required field 'name'", pointer: "/evaluations/0" });
    expect(problem(trace({ evaluations: [{ name: "f", score: 1, judge_model: "x" }] })).pointer).toBe("/evaluations/0/judge_model");
    expect(problem(trace({ evaluations: [{ name: "x".repeat(257), score: 1 }] })).message).toBe("evaluation name must be at most 256 characters, got 257");
    expect(problem(trace({ evaluations: [{ name: "f", score: 1, explanation: "e".repeat(5000) }] })).pointer).toBe("/evaluations/0/explanation");
    expect(problem(trace({ evaluations: { name: "f" } }))).toEqual({ message: "evaluations must be an array, got object", pointer: "/evaluations" });
    expect(problem(trace({ evaluations: [7] }))).toEqual({ message: "evaluation must be an object, got number", pointer: "/evaluations/0" });
  });

  it("hostile input: prototype keys, a list over the bound, a deeply nested score: refused at the place, nothing recursed", () => {
    expect(problem(JSON.parse('{"trace_id":"t","agent_name":"a","workflow":"w","steps":[],"evaluations":[{"name":"f","score":1,"__proto__":{"x":1}}]}')).pointer).toBe("/evaluations/0/__proto__");
    expect(problem(trace({ evaluations: Array.from({ length: 10_001 }, () => ({ name: "f", score: 1 })) })).message).toBe("evaluations must hold at most 10000 items, got 10001");
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(problem(trace({ evaluations: [{ name: "f", score: deep }] })).message).toBe("evaluation score must be a finite number, got array");
  });

  it("the report entry's explanations are bounded", () => {
    const t = parseTrace(trace({}, [{ name: "f", score: 1, explanation: "e".repeat(4000) }]));
    expect(evaluationEntries(t)![0]!.explanation!.length).toBeLessThanOrEqual(500);
  });
});
