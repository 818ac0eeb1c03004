// Inference rules of `arh init` on small hand-made traces: arguments and types, enums, side-effect
// guesses, call_order, budgets, error handling, completion; the policy parses and fits the schema.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import { parseTrace } from "../../src/trace/parse.js";
import { parsePolicy } from "../../src/policy/parse.js";
import { validateTrace } from "../../src/engine/validate.js";
import { PolicyInference, roundUpReadable, sideEffectVerb, type Inference } from "../../src/init/infer.js";

const root = join(import.meta.dirname, "..", "..");
const ajv = new Ajv2020({ allErrors: true, strict: false });
const validatePolicySchema = ajv.compile(JSON.parse(readFileSync(join(root, "schemas/policy.schema.json"), "utf8")));

type StepIn = Record<string, unknown>;
let seq = 0;
const call = (tool: string, args: Record<string, unknown> | null = {}, extra: StepIn = {}): StepIn => ({ step_id: `s${seq++}`, type: "tool_call", tool_name: tool, arguments: args, ...extra });
const reply = (text = "done", extra: StepIn = {}): StepIn => ({ step_id: `s${seq++}`, type: "model_response", text, ...extra });
const trace = (id: string, steps: StepIn[]) => parseTrace({ trace_id: id, agent_name: "bot", workflow: "w", steps });

function infer(...traces: ReturnType<typeof trace>[]): Inference {
  const inf = new PolicyInference();
  for (const t of traces) inf.add(t);
  const r = inf.finish();
  expect(validatePolicySchema(r.policy), ajv.errorsText(validatePolicySchema.errors)).toBe(true);
  parsePolicy(r.policy); // throws on anything the validator would refuse
  return r;
}
const tools = (r: Inference) => r.policy.allowed_tools as Record<string, Record<string, unknown>>;

describe("arguments", () => {
  it("required when present in every call, optional otherwise, with the observed type", () => {
    const r = infer(trace("a", [call("lookup", { id: "1", deep: true, n: 2 }), reply()]), trace("b", [call("lookup", { id: "2", n: 2.5 }), reply()]));
    expect(tools(r).lookup).toEqual({ required_arguments: { id: "str", n: "float" }, optional_arguments: { deep: "bool" } });
  });
  it("conflicting types become any, with a note naming the types", () => {
    const r = infer(trace("a", [call("t", { x: "1" }), call("t", { x: 1 }), call("t", { x: null })]));
    expect(tools(r).t!.required_arguments).toEqual({ x: "any" });
    expect(r.notes.join("\n")).toMatch(/allowed_tools\.t\.required_arguments\.x: recorded as any, .*conflicting types \(int in 1, null in 1, str in 1\)/);
  });
  it("calls without arguments make every argument optional", () => {
    const r = infer(trace("a", [call("t", { x: 1 }), call("t", null)]));
    expect(tools(r).t).toEqual({ optional_arguments: { x: "int" } });
  });
  it("an enum for few string values each seen 3 times; never for identifiers, rare or long values", () => {
    const calls = (vals: string[], name = "reason") => vals.map((v) => call("t", { [name]: v }));
    const three = ["a", "b", "a", "b", "a", "b"];
    expect(tools(infer(trace("x", calls(three)))).t!.required_arguments).toEqual({ reason: { type: "str", enum: ["a", "b"] } });
    expect(tools(infer(trace("x", calls([...three, "c"])))).t!.required_arguments).toEqual({ reason: "str" }); // "c" seen once
    expect(tools(infer(trace("x", calls(three, "order_id")))).t!.required_arguments).toEqual({ order_id: "str" });
    for (const id of ["userId", "id", "ID", "item_ids", "userID"]) expect(tools(infer(trace("x", calls(three, id)))).t!.required_arguments).toEqual({ [id]: "str" });
    for (const word of ["paid", "valid", "Idea"]) expect(tools(infer(trace("x", calls(three, word)))).t!.required_arguments).toEqual({ [word]: { type: "str", enum: ["a", "b"] } });
    const six = ["a", "b", "c", "d", "e", "f"].flatMap((v) => [v, v, v]);
    expect(tools(infer(trace("x", calls(six)))).t!.required_arguments).toEqual({ reason: "str" }); // more than 5 values
    const long = "x".repeat(41);
    expect(tools(infer(trace("x", calls([long, long, long])))).t!.required_arguments).toEqual({ reason: "str" });
  });
});

describe("side effects", () => {
  it("guessed from verbs in the name, never for names that start with a read verb", () => {
    expect(sideEffectVerb("issue_refund")).toBe("issue");
    expect(sideEffectVerb("sendEmail")).toBe("send");
    expect(sideEffectVerb("crm.create-ticket")).toBe("create");
    expect(sideEffectVerb("get_issue")).toBeNull();
    expect(sideEffectVerb("lookup_order")).toBeNull();
    expect(sideEffectVerb("search_posts")).toBeNull();
    expect(sideEffectVerb("")).toBeNull();
  });
  it("side_effect with max_calls from the most calls in one trace, listed for review", () => {
    const r = infer(trace("a", [call("issue_refund", { n: 1 }), call("issue_refund", { n: 2 })]), trace("b", [call("issue_refund", { n: 1 })]));
    expect(tools(r).issue_refund).toMatchObject({ side_effect: true, max_calls: 2 });
    expect(r.evidence.find((e) => e.field === "allowed_tools.issue_refund.side_effect")).toMatchObject({ review: true, evidence: 'guessed from the verb "issue" in the name' });
  });
});

describe("sequence", () => {
  it("required_tools: called in every trace", () => {
    const r = infer(trace("a", [call("a"), call("b")]), trace("b", [call("a")]));
    expect(r.policy.sequence).toMatchObject({ required_tools: ["a"] });
  });
  it("call_order: one chain of the pairs ordered the same way wherever both occur", () => {
    const r = infer(
      trace("1", [call("lookup"), call("check"), call("refund"), reply()]),
      trace("2", [call("lookup"), call("search"), call("check"), call("refund"), reply()]),
      trace("3", [call("lookup"), call("email"), reply()]),
      trace("4", [call("email"), call("search"), reply()]), // email and search: either order would not be consistent with lookup
    );
    expect((r.policy.sequence as Record<string, unknown>).call_order).toEqual(["lookup", "search", "check", "refund"]);
    expect(r.notes.join("\n")).toMatch(/also consistent but not in the one chain a policy holds: "lookup" before "email"/);
  });
  it("call_order: pairs seen in both orders, or never together, are left out", () => {
    const r = infer(trace("1", [call("a"), call("b")]), trace("2", [call("b"), call("a")]), trace("3", [call("c")]));
    expect(r.policy.sequence).not.toHaveProperty("call_order");
    expect(r.notes.join("\n")).toMatch(/call_order: not set/);
  });
  it("call_order never holds a cycle made of pairs from different traces", () => {
    const r = infer(trace("1", [call("a"), call("b")]), trace("2", [call("b"), call("c")]), trace("3", [call("c"), call("a")]));
    const order = (r.policy.sequence as Record<string, string[]>).call_order ?? [];
    expect(order.length).toBeLessThanOrEqual(2);
  });
});

describe("budgets, error handling, completion", () => {
  it("rounds up to two significant digits", () => {
    expect([1950, 7350, 0.0135, 99.5, 100, 0.75, 3, 1e-7 * 1.5].map(roundUpReadable)).toEqual([2000, 7400, 0.014, 100, 100, 0.75, 3, 1.5e-7]);
  });
  it("observed maxima × 1.5 for cost and tokens, × 3 (at least + 1 s) for latency, only for what the traces record", () => {
    const r = infer(
      trace("a", [call("t", {}, { latency_ms: 1300, cost_usd: 0.006 }), reply("ok", { latency_ms: 1000, input_tokens: 100, output_tokens: 20 })]),
      trace("b", [call("t", {}, { latency_ms: 200 }), reply()]),
    );
    expect(r.policy.budgets).toEqual({ max_step_latency_ms: 3900, max_total_latency_ms: 6900, max_total_cost_usd: 0.009, max_total_tokens: 180 });
    const ev = (f: string) => r.evidence.find((e) => e.field === f)!;
    expect(ev("budgets.max_step_latency_ms")).toMatchObject({ review: true, evidence: "observed maximum 1300 ms (latency_ms recorded in 2 of 2 traces) × 3, at least + 1000 ms, rounded up: headroom for a slower CI runner and model API; check it against a CI run" });
    expect(ev("budgets.max_total_cost_usd").evidence).toMatch(/^observed maximum 0\.0060 USD /);
    // fast mock runs: the slack, not the factor (75 ms steps would otherwise get a 230 ms budget)
    const mock = infer(trace("m", [call("t", {}, { latency_ms: 75.123456789 }), reply("ok", { latency_ms: 126.89349800000001 })]));
    expect(mock.policy.budgets).toMatchObject({ max_step_latency_ms: 1200, max_total_latency_ms: 1300 });
    for (const e of mock.evidence) expect(e.evidence).not.toMatch(/\d\.\d{4,}/);
    const none = infer(trace("a", [call("t"), reply()]));
    expect(none.policy.budgets).toEqual({});
    expect(none.notes.join("\n")).toMatch(/budgets\.max_total_cost_usd: not set, no trace records cost_usd/);
  });
  it("require_retry_on_error only when every failed call was retried; max_attempts at least 3", () => {
    const retried = infer(trace("a", [call("t", { x: 1 }, { error: "503" }), call("t", { x: 1 }), reply()]));
    expect(retried.policy.error_handling).toEqual({ require_retry_on_error: true, max_attempts: 3 });
    const dropped = infer(trace("a", [call("t", { x: 1 }, { error: "503" }), reply()]), trace("b", [...[1, 2, 3, 4].map(() => call("u", { y: 1 })), reply()]));
    expect(dropped.policy.error_handling).toEqual({ max_attempts: 4 });
    expect(dropped.notes.join("\n")).toMatch(/require_retry_on_error: not set, a failed tool call is never retried in "a"/);
  });
  it("require_final_response when every trace ends with one; max_steps with headroom", () => {
    expect(infer(trace("a", [call("t"), reply()]), trace("b", [reply()])).policy.completion).toEqual({ require_final_response: true, max_steps: 3 });
    expect(infer(trace("a", [call("t"), reply()]), trace("b", [call("t")])).policy.completion).toEqual({ max_steps: 3 });
    expect(infer(trace("a", [reply(" ")])).policy.completion).toEqual({ max_steps: 2 });
  });
});

it("the inferred policy passes the traces it came from (unless a default pattern matches)", () => {
  const ts = [
    trace("a", [call("lookup", { id: "1" }, { latency_ms: 10 }), call("issue_refund", { id: "1", amount: 5 }, { error: "timeout" }), call("issue_refund", { id: "1", amount: 5 }), reply("ok", { requires_grounding: true, citations: [{ url: "https://x.example/a" }] })]),
    trace("b", [call("lookup", { id: "2", verbose: true }), reply("no refund")]),
  ];
  const r = infer(...ts);
  const policy = parsePolicy(r.policy);
  for (const t of ts) expect(validateTrace(t, policy, { failUnder: 70 }).findings.filter((f) => f.severity === "error")).toEqual([]);
  expect(r.policy.grounding).toEqual({ require_citations: true, require_valid_citation_urls: true });
});

it("deterministic: the same traces give the same policy and evidence, whatever the key order", () => {
  const a = infer(trace("a", [call("t", { b: 1, a: "x" }), reply()]));
  const b = infer(trace("a", [call("t", { a: "x", b: 1 }), reply()]));
  expect(JSON.stringify(b)).toBe(JSON.stringify(a));
});
