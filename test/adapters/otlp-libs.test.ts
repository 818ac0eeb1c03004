// Recordings of more real instrumentations (test/fixtures/otlp-agents/record-libs.mjs regenerates
// them, each run twice through `arh collect` against fake providers that give random ids): the
// OpenAI Agents SDK through OpenInference, LangChain's createAgent through OpenInference,
// Traceloop's Anthropic instrumentation over the Anthropic SDK's own GenAI spans, and the
// OpenTelemetry Python google-genai instrumentation (over OTLP/gRPC).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { adaptDocument } from "../../src/adapters/index.js";
import { runValidation } from "../../src/engine/pipeline.js";
import { resultSummary } from "../../src/engine/validate.js";
import { stepDetailsFrom } from "../../src/bundle/details.js";
import { loadPolicy } from "../../src/policy/parse.js";
import { canonicalJson, shortHash } from "../../src/util/canonical.js";
import type { Step } from "../../src/trace/model.js";
import { noteCodes, notes, steps } from "./helpers.js";

type Obj = Record<string, unknown>;
const DIR = join(import.meta.dirname, "../fixtures/otlp");

function load(rel: string): { doc: Obj; name: string } {
  const dir = join(DIR, rel);
  const name = readdirSync(dir)[0]!;
  return { doc: JSON.parse(readFileSync(join(dir, name), "utf8")) as Obj, name };
}

function adapt(doc: unknown, name: string): Obj {
  const out = adaptDocument(doc, name, "auto");
  expect(out).toHaveLength(1);
  return out[0]!.trace;
}

const SCENARIO = ["lookup_order", "check_policy", "issue_refund", "model_response"];
const ARGS = [{ order_id: "A1" }, { order_id: "A1" }, { order_id: "A1", amount: 20 }];
const FINAL = "I could not issue the refund for order A1: the payment gateway timed out.";
const names = (s: Obj[]): unknown[] => s.map((x) => x.tool_name ?? x.type);
const tokens = (s: Obj[]): number => s.reduce((n, x) => n + ((x.input_tokens as number) ?? 0) + ((x.output_tokens as number) ?? 0), 0);
/** All tokens of the scenario's three model calls (120+30, 180+20, 230+18). */
const SCENARIO_TOKENS = 598;

/** The spans of a document, in file order. */
function spansOf(doc: Obj): Obj[] {
  return (doc.resourceSpans as Obj[]).flatMap((rs) => (rs.scopeSpans as Obj[]).flatMap((ss) => ss.spans as Obj[]));
}

/** The same document with every scope's spans in reverse order (file order must not decide). */
function reversed(doc: Obj): Obj {
  const copy = JSON.parse(JSON.stringify(doc)) as Obj;
  for (const rs of copy.resourceSpans as Obj[]) for (const ss of rs.scopeSpans as Obj[]) (ss.spans as Obj[]).reverse();
  return copy;
}

describe.each(["run1", "run2"])("more recorded instrumentations (%s)", (run) => {
  test("OpenAI Agents SDK through OpenInference: the agent is the agent span's name, not the run's 'Agent workflow'", () => {
    const { doc, name } = load(`openai-agents/${run}`);
    // the recording has both: the SDK's trace span and the agent's own span
    expect(spansOf(doc).map((s) => s.name)).toEqual(expect.arrayContaining(["Agent workflow", "refund-agent"]));
    const t = adapt(doc, name);
    expect(t.agent_name).toBe("refund-agent");
    const s = steps(t);
    expect(names(s)).toEqual(SCENARIO);
    expect(s.slice(0, 3).map((x) => x.arguments)).toEqual(ARGS);
    expect(s.map((x) => x.status ?? "ok")).toEqual(["ok", "ok", "error", "ok"]);
    expect(s[3]!.text).toBe(FINAL);
    expect(tokens(s)).toBe(SCENARIO_TOKENS);
  });

  test("LangChain createAgent through OpenInference: ToolMessage outputs unwrapped, call ids and arguments from LangChain's messages", () => {
    const { doc, name } = load(`langchain/${run}`);
    const t = adapt(doc, name);
    expect(t.agent_name).toBe("refund-agent");
    const s = steps(t);
    expect(names(s)).toEqual(SCENARIO);
    // The recorded tool outputs are serialised ToolMessage objects; the step holds their content.
    const lookupSpan = spansOf(doc).find((x) => x.name === "lookup_order")!;
    const recorded = (lookupSpan.attributes as Obj[]).find((a) => a.key === "output.value")!;
    expect(((recorded.value as Obj).stringValue as string).includes('"ToolMessage"')).toBe(true);
    expect(s[0]!.output).toBe(JSON.stringify({ order_id: "A1", status: "delivered", total: 20 }));
    expect(s[1]!.output).toBe(JSON.stringify({ order_id: "A1", refundable: true }));
    // A one-field tool's input is recorded as the bare value ("A1"): the arguments come from the request.
    expect(s.slice(0, 3).map((x) => x.arguments)).toEqual(ARGS);
    expect((s[0]!.metadata as Obj).input).toBe("A1");
    expect(noteCodes(t).some((n) => n.endsWith("arguments_from_request"))).toBe(true);
    expect(noteCodes(t).some((n) => n.endsWith("arguments_unmapped"))).toBe(false);
    // LangChain appends the stack to the status message: the step's error is the message alone
    expect(s[2]).toMatchObject({ status: "error", error: "payment gateway timeout" });
    expect(s[3]!.text).toBe(FINAL);
    // the model calls that only requested tools are folded into the calls they requested: matched by id
    expect(tokens(s)).toBe(SCENARIO_TOKENS);
    expect(s[0]!.input_tokens).toBe(120);
    expect(s[2]!.input_tokens).toBe(180);
    expect(noteCodes(t).some((n) => n.endsWith("text_not_recorded") || n.endsWith("tool_call_synthesized"))).toBe(false);
  });

  test("LangChain: the parallel tool spans start in the same millisecond; they take the model's requested order, whatever the file order", () => {
    const { doc, name } = load(`langchain/${run}`);
    const starts = spansOf(doc).filter((x) => x.name === "lookup_order" || x.name === "check_policy").map((x) => x.startTimeUnixNano);
    expect(new Set(starts).size).toBe(1);
    const a = steps(adapt(doc, name));
    const b = steps(adapt(reversed(doc), name));
    expect(names(b)).toEqual(SCENARIO);
    expect(b.map((x) => [x.step_id, x.arguments, x.output])).toEqual(a.map((x) => [x.step_id, x.arguments, x.output]));
  });

  test("Traceloop over the Anthropic SDK's own spans: each model call counted once, tool calls of text + tool_call turns kept", () => {
    const { doc, name } = load(`anthropic-traceloop/${run}`);
    // Traceloop's chat span around the SDK's anthropic.messages.create span, for each of the three calls
    const models = spansOf(doc).filter((x) => ((x.attributes as Obj[]) ?? []).some((a) => a.key === "gen_ai.operation.name" && (a.value as Obj).stringValue === "chat"));
    expect(models).toHaveLength(6);
    const t = adapt(doc, name);
    const s = steps(t);
    expect(names(s)).toEqual(["model_response", "lookup_order", "check_policy", "model_response", "issue_refund", "model_response"]);
    expect(s[0]!.text).toBe("Let me look into that.");
    expect(s.filter((x) => x.type === "tool_call").map((x) => x.arguments)).toEqual(ARGS);
    expect(s[5]!.text).toBe(FINAL);
    expect(tokens(s)).toBe(SCENARIO_TOKENS);
    // latency: the outer (Traceloop) span's, once
    const outer = spansOf(doc).find((x) => x.name === "chat claude-sonnet-4-5")!;
    const ms = (Number(BigInt(outer.endTimeUnixNano as string) - BigInt(outer.startTimeUnixNano as string)) / 1e6);
    expect(s[0]!.latency_ms).toBeCloseTo(ms, 6);
    expect(notes(t).filter((n) => n.note.startsWith("merged_span:"))).toHaveLength(3);
  });

  test("google-genai layout (hand-written spans, exported over OTLP/gRPC): code.function.* arguments and results are read", () => {
    const t = adapt(load(`google-genai/${run}`).doc, "g.json");
    // No model output lists the calls, and the Node SDK records span starts to the millisecond:
    // the first two calls ran one after the other within about a millisecond (in one run they
    // start in the same millisecond, in the other 1 ms apart), which the clock cannot order, so
    // they are ordered by tool name in both runs (noted); the third started well after.
    const s = steps(t);
    expect(names(s)).toEqual(["model_response", "check_policy", "lookup_order", "issue_refund"]);
    expect(notes(t).filter((n) => n.note.startsWith("tool_order_by_content: 2 tool spans"))).toHaveLength(1);
    const lookup = s.find((x) => x.tool_name === "lookup_order")!;
    const policy = s.find((x) => x.tool_name === "check_policy")!;
    expect([lookup.arguments, policy.arguments, s[3]!.arguments]).toEqual(ARGS);
    expect(lookup.output).toBe(JSON.stringify({ order_id: "A1", status: "delivered", total: 20 }));
    expect(s[3]).toMatchObject({ status: "error", error: "payment gateway timeout" });
    expect(s[3]!.output).toBeUndefined();
    expect(noteCodes(t).filter((n) => n.endsWith("arguments_not_captured"))).toEqual([]);
  });

  test("google-genai layout without content: arguments and results are 'not captured', never {} or a made-up value", () => {
    const t = adapt(load(`google-genai-no-content/${run}`).doc, "g.json");
    const s = steps(t);
    expect(names(s).sort()).toEqual(["check_policy", "issue_refund", "lookup_order", "model_response"]);
    for (const x of s.slice(1)) {
      expect(x.arguments).toBeUndefined();
      expect(x.output).toBeUndefined();
    }
    const ns = notes(t).map((n) => n.note);
    expect(ns.filter((n) => n.startsWith("arguments_not_captured: the span records the type of parameter(s)"))).toHaveLength(3);
    expect(ns.some((n) => n.includes("order_id, amount but not their values"))).toBe(true);
    expect(ns.filter((n) => n.startsWith("output_not_captured: the span records the type of the tool's result"))).toHaveLength(2);
    // the steps list what was not recorded, for the summaries below
    expect(s.slice(1).map((x) => (x.metadata as Obj).not_captured)).toEqual([["arguments", "output"], ["arguments", "output"], ["arguments"]]);
  });

  test("google-genai layout without content: the trace diff's step details say 'not captured', the argument identity stays the spec's `{}`", async () => {
    const dir = join(DIR, `google-genai-no-content/${run}`);
    const policy = loadPolicy(join(DIR, "policy.json"));
    const r = await runValidation([join(dir, readdirSync(dir)[0]!)], policy, { format: "auto", failUnder: 70, cwd: DIR });
    // lean report digests carry no previews: the trace diff reads them from the trace file
    const d = stepDetailsFrom(DIR, "auto")(r.reports[0]!)!;
    expect(d).not.toBeNull();
    expect(d.slice(1).map((x) => [x.tool_name, x.args, x.result])).toEqual([
      ["check_policy", "not captured", "not captured"],
      ["lookup_order", "not captured", "not captured"],
      ["issue_refund", "not captured", "error: payment gateway timeout"],
    ]);
    // drift pairs steps by this hash: absent arguments are `{}` whether captured or not
    for (const x of d.slice(1)) expect(x.args_hash).toBe(shortHash(canonicalJson({})));
  });
});

describe("step summaries of unset fields", () => {
  const step = (over: Partial<Step>): Step =>
    ({ step_id: "t", type: "tool_call", tool_name: "t", arguments: null, text: null, output: null, status: "ok", error: null, metadata: {}, ...over }) as Step;
  test("a canonical trace's unset output and text are 'ok'; 'not captured' only where an adapter listed the field", () => {
    expect(resultSummary(step({}))).toBe("ok");
    expect(resultSummary(step({ type: "model_response" }))).toBe("ok");
    expect(resultSummary(step({ metadata: { not_captured: ["output"] } }))).toBe("not captured");
    expect(resultSummary(step({ type: "model_response", metadata: { not_captured: ["text"] } }))).toBe("not captured");
    // a field that is set after all is summarised as usual
    expect(resultSummary(step({ output: "done", metadata: { not_captured: ["output"] } }))).toBe("done");
    expect(resultSummary(step({ status: "error", error: "boom", metadata: { not_captured: ["output"] } }))).toBe("error: boom");
  });
});

describe("two runs of the same agent give the same canonical trace apart from timings", () => {
  const comparable = (t: Obj): unknown[] =>
    steps(t).map((s) => [s.step_id, s.type, s.tool_name, s.arguments, s.output, s.text, s.status, s.error, s.input_tokens, s.output_tokens]);
  // google-genai: no model output lists the calls, and the two first calls started 1 ms apart in one
  // run and in the same millisecond in the other (the Node SDK's starts have millisecond
  // precision): the same order all the same (docs/adapters.md, "Order").
  test.each(["openai-agents", "langchain", "anthropic-traceloop", "google-genai", "google-genai-no-content"])("%s", (name) => {
    const a = load(`${name}/run1`);
    const b = load(`${name}/run2`);
    expect(a.name).toBe(b.name);
    const ta = adapt(a.doc, a.name);
    const tb = adapt(b.doc, b.name);
    expect([tb.trace_id, tb.agent_name, tb.workflow]).toEqual([ta.trace_id, ta.agent_name, ta.workflow]);
    expect(comparable(tb)).toEqual(comparable(ta));
  });
});
