// ARH-BUD-001 names what was slow: the tool, the model response, or the model call an adapter folded
// into a tool-call step (metadata.model_call), with both parts of the time.
import { describe, expect, it } from "vitest";
import { stepLatencyMessage } from "../../src/rules/budget.js";
import type { Step } from "../../src/trace/model.js";

const step = (over: Partial<Step>): Step => ({
  step_id: "s1", type: "tool_call", tool_name: "lookup_order", arguments: {}, text: null, citations: [], latency_ms: 7200, cost_usd: null,
  requires_grounding: false, output: null, status: "ok", error: null, input_tokens: null, output_tokens: null, metadata: {}, ...over,
});

describe("ARH-BUD-001 message", () => {
  it("a tool call: the tool and the step", () => {
    expect(stepLatencyMessage(step({}), 5000)).toBe("tool 'lookup_order' at step 's1' took 7200 ms, over the 5000 ms step budget");
  });
  it("a model response", () => {
    expect(stepLatencyMessage(step({ type: "model_response", tool_name: null, step_id: "s4", latency_ms: 9800 }), 5000)).toBe("the model response at step 's4' took 9800 ms, over the 5000 ms step budget");
  });
  it("a folded model call: says the model call's time is counted on the tool step, and how long the tool took", () => {
    const s = step({ step_id: "call_1_0", latency_ms: 141.335, metadata: { model_call: { span_id: "ab", latency_ms: 120.835 } } });
    expect(stepLatencyMessage(s, 100)).toBe(
      "step 'call_1_0' took 141 ms, over the 100 ms step budget: 121 ms of it is the model call that requested tool 'lookup_order' (counted on this step), the call itself took 21 ms",
    );
  });
  it("a malformed model_call is ignored", () => {
    for (const mc of [null, "x", [1], { latency_ms: "5" }, { latency_ms: 9e9 }]) {
      expect(stepLatencyMessage(step({ metadata: { model_call: mc } }), 5000)).toMatch(/^tool 'lookup_order' at step 's1' took 7200 ms/);
    }
  });
});
