// completion: ARH-CMP-001..002 (semantics.md §3).
import type { CategoryCheck } from "./common.js";
import { finding, notApplicable, stepPtr, TRACE_PTR } from "./common.js";
import type { Finding } from "../types.js";

export const checkCompletion: CategoryCheck = (trace, policy) => {
  const c = policy.completion;
  if (!c.require_final_response && c.max_steps === null) return notApplicable("completion");
  const findings: Finding[] = [];
  let checks = 0;
  let passed = 0;
  if (c.require_final_response) {
    checks++;
    const n = trace.steps.length;
    const last = trace.steps[n - 1];
    if (!last) {
      findings.push(finding("ARH-CMP-001", null, "the trace has no steps, so no final response", TRACE_PTR));
    } else if (last.type !== "model_response" || last.status !== "ok" || !last.text || last.text.trim() === "") {
      const why =
        last.type !== "model_response" ? `is a ${last.type}` : last.status !== "ok" ? "has status error" : "has no text";
      findings.push(finding("ARH-CMP-001", last.step_id, `the last step '${last.step_id}' ${why}; a successful final model_response is required`, stepPtr(n - 1)));
    } else passed++;
  }
  if (c.max_steps !== null) {
    checks++;
    if (trace.steps.length > c.max_steps) {
      findings.push(finding("ARH-CMP-002", null, `the trace has ${trace.steps.length} steps, more than max_steps ${c.max_steps}`, TRACE_PTR, { expected: c.max_steps, observed: trace.steps.length }));
    } else passed++;
  }
  return { category: "completion", applicable: true, checks, passed, findings };
};
