// `--strict` widening: each error finding relaxes exactly the field it is about, and the trace then
// passes; what no policy can fix is reported. Real engine, real findings.
import { describe, expect, it } from "vitest";
import { parseTrace } from "../../src/trace/parse.js";
import { parsePolicy } from "../../src/policy/parse.js";
import { validateTrace } from "../../src/engine/validate.js";
import { widenForTrace } from "../../src/init/widen.js";
import type { PolicyDoc } from "../../src/init/infer.js";

let n = 0;
const call = (tool: string | null, args: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({ step_id: `s${n++}`, type: "tool_call", tool_name: tool, arguments: args, ...extra });
const reply = (extra: Record<string, unknown> = {}) => ({ step_id: `s${n++}`, type: "model_response", text: "done", ...extra });

/** Widen `doc` for the trace; returns the changes and whether the trace passes afterwards. */
function widen(doc: PolicyDoc, steps: Record<string, unknown>[]) {
  const trace = parseTrace({ trace_id: "t1", agent_name: "a", workflow: "w", steps });
  const before = validateTrace(trace, parsePolicy(doc), { failUnder: 70 });
  expect(before.passed).toBe(false);
  const r = widenForTrace(doc, trace, before.findings, before.score, 70);
  const after = validateTrace(trace, parsePolicy(doc), { failUnder: 70 });
  return { ...r, passed: after.passed, changes: r.changes.map((c) => `${c.rule_id} ${c.change}`) };
}

describe("widenForTrace", () => {
  it("removes the unsafe pattern that matched, and only that one", () => {
    const doc: PolicyDoc = { policy_id: "p", allow_unlisted_tools: true, unsafe_patterns: ["secret-[0-9]+", "never"] };
    const step = reply({ text: "here is secret-42" });
    const r = widen(doc, [step]);
    expect(r.passed).toBe(true);
    expect(doc.unsafe_patterns).toEqual(["never"]);
    expect(r.changes).toEqual([`ARH-SAF-001 unsafe_patterns: removed "secret-[0-9]+" (it matches step "${step.step_id}")`]);
  });
  it("unmarks a side effect repeated after success; raises max_attempts and max_calls to what was seen", () => {
    const doc: PolicyDoc = { policy_id: "p", allowed_tools: { pay: { side_effect: true, max_calls: 1 } }, error_handling: { max_attempts: 1 } };
    const r = widen(doc, [call("pay", { a: 1 }), call("pay", { a: 1 }), reply()]);
    expect(r.passed).toBe(true);
    expect(doc.allowed_tools).toEqual({ pay: { max_calls: 2 } });
    expect(doc.error_handling).toEqual({ max_attempts: 2 });
  });
  it("argument rules: missing required -> optional, wrong type -> any, enum dropped", () => {
    const doc: PolicyDoc = { policy_id: "p", allowed_tools: { t: { required_arguments: { a: "str", b: "int", c: { type: "str", enum: ["x"] } } } } };
    const r = widen(doc, [call("t", { b: "7", c: "y" }), reply()]);
    expect(r.passed).toBe(true);
    expect(doc.allowed_tools).toEqual({ t: { required_arguments: { b: "any", c: "str" }, optional_arguments: { a: "str" } } });
  });
  it("sequence, budgets, completion, grounding and retries", () => {
    const doc: PolicyDoc = {
      policy_id: "p",
      allowed_tools: { a: {}, b: {}, c: {} },
      sequence: { required_tools: ["c"], call_order: ["a", "b"] },
      budgets: { max_step_latency_ms: 10, max_total_latency_ms: 10, max_total_cost_usd: 0.001, max_total_tokens: 5 },
      grounding: { require_citations: true, min_citation_coverage: 1, require_valid_citation_urls: true },
      error_handling: { require_retry_on_error: true },
      completion: { require_final_response: true, max_steps: 2 },
    };
    const r = widen(doc, [
      call("b", {}, { latency_ms: 30, cost_usd: 0.002 }),
      call("a", {}, { error: "boom" }),
      { step_id: "g", type: "model_response", text: "x", requires_grounding: true, citations: [{ url: "nope" }], input_tokens: 7 },
      { step_id: "h", type: "model_response", text: "y", requires_grounding: true },
      call("b"),
    ]);
    expect(r.unfixable).toEqual([]);
    expect(r.passed).toBe(true);
    expect(doc.sequence).toEqual({ required_tools: [], call_order: ["a"] });
    expect(doc.budgets).toEqual({ max_step_latency_ms: 30, max_total_latency_ms: 30, max_total_cost_usd: 0.002, max_total_tokens: 7 });
    expect(doc.grounding).toEqual({});
    expect(doc.error_handling).toEqual({});
    expect(doc.completion).toEqual({ max_steps: 5 });
  });
  it("an unlisted tool is added; a tool_call without a tool name cannot be fixed", () => {
    const doc: PolicyDoc = { policy_id: "p", allowed_tools: {} };
    const r = widen(doc, [call("new_tool"), call(null), reply()]);
    expect(doc.allowed_tools).toEqual({ new_tool: {} });
    expect(r.passed).toBe(false);
    expect(r.unfixable).toEqual([`ARH-SCH-002 at step "s${n - 2}": a tool_call without a tool name fails under any policy`]);
  });
});
