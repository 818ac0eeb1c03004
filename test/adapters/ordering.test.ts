// Step order and identity of OTLP traces: tool steps follow the model's request order whatever the
// clock says (millisecond ties with the next model call, parallel tools ending in any order);
// bad input (tool spans no call requested, duplicate call ids, requested calls that never ran) is
// noted where it is, never given an invented identity, never dropped.
import { describe, expect, test } from "vitest";
import { adaptDocument } from "../../src/adapters/index.js";
import { parseTrace } from "../../src/trace/parse.js";
import { validateTrace } from "../../src/engine/validate.js";
import { loadPolicy } from "../../src/policy/parse.js";
import { join } from "node:path";
import { doc, noteCodes, notes, span, steps } from "./helpers.js";

type Obj = Record<string, unknown>;
const POLICY = loadPolicy(join(import.meta.dirname, "../fixtures/adapters/refund/policy.json"));

/** An OpenInference LLM span requesting `calls` ([id, tool name, arguments]), or answering `text`. */
function llm(id: string, start: number, end: number, calls: [string, string, Obj][], text?: string): Obj {
  const a: Record<string, string> = { "openinference.span.kind": "LLM", "llm.model_name": "m" };
  calls.forEach(([cid, name, args], j) => {
    a[`llm.output_messages.0.message.tool_calls.${j}.tool_call.id`] = cid;
    a[`llm.output_messages.0.message.tool_calls.${j}.tool_call.function.name`] = name;
    a[`llm.output_messages.0.message.tool_calls.${j}.tool_call.function.arguments`] = JSON.stringify(args);
  });
  if (text !== undefined) a["llm.output_messages.0.message.content"] = text;
  return span(id, "OpenAI Chat Completions", start, end, a, "a");
}

/** An OpenInference traceTool span: no call id, named by its span name. */
function tool(id: string, name: string, start: number, end: number, args: Obj, error?: string): Obj {
  const extra: Obj = error === undefined ? {} : { status: { code: 2, message: error } };
  return span(id, name, start, end, { "openinference.span.kind": "TOOL", "input.value": JSON.stringify(args), "input.mime_type": "application/json", "output.value": error ?? "ok" }, "a", extra);
}

const agent = (end: number): Obj => span("a", "refund-agent", 0, end, { "openinference.span.kind": "AGENT" });
const adapt = (d: Obj): Obj => adaptDocument(d, "run.json", "otlp")[0]!.trace;
const ids = (t: Obj): string[] => steps(t).map((s) => String(s.step_id));

describe("tool steps follow the model's request order", () => {
  // The model asks for two lookups, then a refund that fails, then the refund again, then answers.
  // Start times on a millisecond clock: each tool span starts in the same millisecond as the next
  // model call (the OpenInference recordings show it), and the parallel lookups end in any order.
  const spans = (lookupEnds: [number, number]): Obj[] => [
    agent(100),
    llm("1", 1, 10, [["call_Q1", "lookup_order", { order_id: "A1" }], ["call_Q2", "lookup_order", { order_id: "B2" }]]),
    llm("2", 10, 20, [["call_R1", "issue_refund", { order_id: "A1" }]]),
    tool("11", "lookup_order", 10, lookupEnds[0], { order_id: "B2" }),
    tool("12", "lookup_order", 10, lookupEnds[1], { order_id: "A1" }),
    llm("3", 20, 30, [["call_R2", "issue_refund", { order_id: "A1" }]]),
    tool("13", "issue_refund", 20, 20, { order_id: "A1" }, "payment gateway timeout"),
    llm("4", 30, 40, [], "Refunded."),
    tool("14", "issue_refund", 30, 30, { order_id: "A1" }),
  ];

  test("a tool span that starts with the next model call still follows the call that requested it", () => {
    const t = adapt(doc(spans([11, 12])));
    expect(ids(t)).toEqual(["lookup_order#1", "lookup_order#2", "issue_refund#1", "issue_refund#2", "model#1"]);
    const s = steps(t);
    // same-name calls matched by their arguments, each keeps the requested call id
    expect(s.slice(0, 4).map((x) => [(x.metadata as Obj).call_id, x.arguments])).toEqual([
      ["call_Q1", { order_id: "A1" }],
      ["call_Q2", { order_id: "B2" }],
      ["call_R1", { order_id: "A1" }],
      ["call_R2", { order_id: "A1" }],
    ]);
    expect(s.map((x) => x.status ?? "ok")).toEqual(["ok", "ok", "error", "ok", "ok"]);
    expect(noteCodes(t).filter((n) => /call_not_requested|requested_call_not_run|duplicate_call_id/.test(n))).toEqual([]);
  });

  test("a retry after a failure is not a duplicate side effect", () => {
    const r = validateTrace(parseTrace(adapt(doc(spans([11, 12])))), POLICY, { failUnder: 70 });
    expect(r.findings.map((f) => f.rule_id)).not.toContain("ARH-FLW-003");
  });

  test("the same run with the lookups ending the other way round, the spans in reverse: the same trace", () => {
    const a = adapt(doc(spans([11, 12])));
    const b = adapt(doc(spans([12, 11]).reverse()));
    const strip = (t: Obj): unknown => steps(t).map((s) => ({ ...s, latency_ms: undefined, metadata: { ...(s.metadata as Obj), span_id: undefined } }));
    expect(strip(b)).toEqual(strip(a));
  });

  test("tool spans that record call ids are placed by them, not by their start times", () => {
    const out = JSON.stringify([{ role: "assistant", parts: [{ type: "tool_call", id: "k2", name: "b" }, { type: "tool_call", id: "k1", name: "a" }] }]);
    const gtool = (id: string, name: string, cid: string, start: number) =>
      span(id, `execute_tool ${name}`, start, start + 1, { "gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": name, "gen_ai.tool.call.id": cid, "gen_ai.tool.call.arguments": "{}" });
    const t = adapt(doc([span("1", "chat", 0, 5, { "gen_ai.operation.name": "chat", "gen_ai.output.messages": out }), gtool("2", "a", "k1", 5), gtool("3", "b", "k2", 6)]));
    expect(ids(t)).toEqual(["b#1", "a#1"]);
  });
});

describe("bad input: located notes, no invented identity, no dropped step", () => {
  test("a tool span no model call requested keeps its place by time and its ordinal id", () => {
    const t = adapt(doc([agent(50), llm("1", 1, 5, [["call_1", "lookup_order", { order_id: "A1" }]]), tool("2", "lookup_order", 5, 6, { order_id: "A1" }), tool("3", "send_mail", 7, 8, {})]));
    expect(ids(t)).toEqual(["lookup_order#1", "send_mail#1"]);
    expect(noteCodes(t)).toContain("/resourceSpans/0/scopeSpans/0/spans/3 call_not_requested");
    expect((steps(t)[1]!.metadata as Obj).call_id).toBeUndefined();
  });

  test("two tool spans of one call id: both kept, the second noted", () => {
    const g = (id: string, start: number) =>
      span(id, "execute_tool lookup", start, start + 1, { "gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": "lookup", "gen_ai.tool.call.id": "c1", "gen_ai.tool.call.arguments": "{}" });
    const out = JSON.stringify([{ role: "assistant", parts: [{ type: "tool_call", id: "c1", name: "lookup" }] }]);
    const t = adapt(doc([span("1", "chat", 0, 5, { "gen_ai.operation.name": "chat", "gen_ai.output.messages": out }), g("2", 5), g("3", 7)]));
    expect(ids(t)).toEqual(["lookup#1", "lookup#2"]);
    expect(noteCodes(t)).toContain("/resourceSpans/0/scopeSpans/0/spans/2 duplicate_call_id");
  });

  test("one call id requested by two model calls: noted on the second", () => {
    const t = adapt(doc([agent(50), llm("1", 1, 5, [["call_1", "a", {}]]), tool("2", "a", 5, 6, {}), llm("3", 7, 9, [["call_1", "a", {}]], "again"), tool("4", "a", 9, 10, {})]));
    // on the second model call's output (its text attribute)
    expect(noteCodes(t)).toContain("/resourceSpans/0/scopeSpans/0/spans/3/attributes/5/value duplicate_call_id");
    expect(ids(t)).toEqual(["a#1", "model#1", "a#2"]);
  });

  test("a model call naming a call that never ran: noted, no step made for it", () => {
    const t = adapt(doc([agent(50), llm("1", 1, 5, [["call_1", "a", {}], ["call_2", "b", {}]]), tool("2", "a", 5, 6, {}), llm("3", 7, 9, [], "done")]));
    expect(ids(t)).toEqual(["a#1", "model#1"]);
    const n = notes(t).find((x) => x.note.startsWith("requested_call_not_run"))!;
    expect(n.note).toMatch(/'b' \(call id 'call_2'\)/);
    expect(n.pointer).toBe("/resourceSpans/0/scopeSpans/0/spans/1"); // the model span (it records no text)
  });

  test("step ids never come from span or call ids", () => {
    const t = adapt(doc([agent(50), llm("1", 1, 5, [["call_1", "a", {}]]), tool("2", "a", 5, 6, {}), tool("3", "", 6, 7, {}), llm("4", 7, 9, [], "done")]));
    for (const id of ids(t)) expect(id).toMatch(/^(model|[a-z_]+|tool)#[0-9]+$/);
  });
});
