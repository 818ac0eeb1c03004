// OTLP ingestion as real instrumentations write it: hand-made spans for the corner cases
// (the recordings of the real libraries are in otlp-recorded.test.ts).
import { describe, expect, test } from "vitest";
import { adaptDocument } from "../../src/adapters/index.js";
import { type Attr, TRACE, attrs, doc, noteCodes, span, steps } from "./helpers.js";

type Obj = Record<string, unknown>;
describe("otlp fixes", () => {
  test("OpenInference traceTool spans are named by their span name", () => {
    const d = doc([
      span("1", "agent", 0, 100, { "openinference.span.kind": "AGENT" }),
      span("2", "lookup_order", 10, 20, { "openinference.span.kind": "TOOL", "input.value": '{"order_id":"A1"}', "input.mime_type": "application/json" }, "1"),
    ]);
    const t = adaptDocument(d, "x.json", "otlp")[0]!.trace;
    expect(steps(t)[0]).toMatchObject({ type: "tool_call", tool_name: "lookup_order", arguments: { order_id: "A1" } });
    expect(noteCodes(t).some((n) => n.includes("tool_name_missing"))).toBe(false);
    // the agent span's own name is the agent's name when no attribute names it
    expect(t.agent_name).toBe("agent");
  });

  test("agent_name from ai.telemetry.functionId, else the resource's service.name", () => {
    const a = doc([span("1", "ai.generateText", 0, 10, { "ai.operationId": "ai.generateText", "ai.telemetry.functionId": "refund-bot" })], { "service.name": "svc" });
    expect(adaptDocument(a, "x.json", "otlp")[0]!.trace.agent_name).toBe("refund-bot");
    const b = doc([span("1", "chat", 0, 10, { "gen_ai.operation.name": "chat" })], { "service.name": "svc" });
    expect(adaptDocument(b, "x.json", "otlp")[0]!.trace.agent_name).toBe("svc");
    const c = doc([span("1", "chat", 0, 10, { "gen_ai.operation.name": "chat" })], { "service.name": "unknown_service:node" });
    expect(adaptDocument(c, "x.json", "otlp")[0]!.trace.agent_name).toBe("unknown");
  });

  test("parallel tool calls that start together keep the order the model requested them in", () => {
    const out = JSON.stringify([
      { role: "assistant", parts: [{ type: "tool_call", id: "c1", name: "a" }, { type: "tool_call", id: "c2", name: "b" }, { type: "tool_call", id: "c3", name: "c" }] },
    ]);
    // Written in completion order (c3, c1, c2), all started in the same millisecond.
    const tool = (id: string, cid: string, end: number) =>
      span(id, `execute_tool ${cid}`, 20, end, { "gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": cid, "gen_ai.tool.call.id": cid, "gen_ai.tool.call.arguments": "{}" });
    const d = doc([
      span("1", "chat", 0, 15, { "gen_ai.operation.name": "chat", "gen_ai.output.messages": out, "gen_ai.usage.input_tokens": 10 }),
      tool("4", "c3", 21),
      tool("2", "c1", 30),
      tool("3", "c2", 25),
    ]);
    const t = adaptDocument(d, "x.json", "otlp")[0]!.trace;
    expect(steps(t).map((s) => s.step_id)).toEqual(["c1#1", "c2#1", "c3#1"]);
    expect(steps(t).map((s) => (s.metadata as Obj).call_id)).toEqual(["c1", "c2", "c3"]);
  });

  test("a folded model call's latency and cost move with its tokens", () => {
    const out = JSON.stringify([{ role: "assistant", parts: [{ type: "tool_call", id: "c1", name: "a" }] }]);
    const d = doc([
      span("1", "chat", 0, 127, { "gen_ai.operation.name": "chat", "gen_ai.output.messages": out, "gen_ai.usage.input_tokens": 10, "llm.cost.total": { doubleValue: 0.25 } }),
      span("2", "execute_tool a", 130, 242, { "gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": "a", "gen_ai.tool.call.id": "c1", "gen_ai.tool.call.arguments": "{}" }),
    ]);
    const t = adaptDocument(d, "x.json", "otlp")[0]!.trace;
    const s = steps(t);
    expect(s).toHaveLength(1);
    expect(s[0]).toMatchObject({ latency_ms: 239, input_tokens: 10, cost_usd: 0.25, metadata: { model_call: { span_id: "0000000000000001", latency_ms: 127, cost_usd: 0.25 } } });
    expect(noteCodes(t)).toContain("/resourceSpans/0/scopeSpans/0/spans/0 model_call_folded");
  });
});

describe("explicit --format", () => {
  const chat = { messages: [{ role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "lookup", arguments: "{}" } }] }] };
  test("a format that sees another format's markers is an input error naming both", () => {
    expect(() => adaptDocument(chat, "x.json", "openai-responses")).toThrow(/format 'openai-responses' expects OpenAI Responses items, but the document has openai-chat markers/);
    expect(() => adaptDocument(chat, "x.json", "anthropic-messages")).toThrow(/openai-chat markers/);
  });
  test("compatible formats still read the document", () => {
    expect(steps(adaptDocument(chat, "x.json", "cohere-chat")[0]!.trace)).toHaveLength(1);
    const text = [{ role: "user", content: "hi" }, { role: "assistant", content: "hello" }];
    expect(steps(adaptDocument(text, "x.json", "anthropic-messages")[0]!.trace)).toHaveLength(1);
  });
});

describe("stable identity", () => {
  const one = (traceId: string, res: Record<string, Attr> = {}, root: Record<string, Attr> = {}) =>
    doc([{ ...span("1", "refund-agent", 0, 10, { "gen_ai.operation.name": "invoke_agent", ...root }), traceId }], res);
  test("the file stem for a single-trace file, whatever the random OTLP trace id", () => {
    const a = adaptDocument(one("a".repeat(32)), "refund.json", "otlp")[0]!.trace;
    const b = adaptDocument(one("b".repeat(32)), "refund.json", "otlp")[0]!.trace;
    expect([a.trace_id, b.trace_id]).toEqual(["refund", "refund"]);
    expect(noteCodes(a)).toContain("/resourceSpans/0/scopeSpans/0/spans/0 trace_id_not_recorded");
  });
  test("arh.trace_id on the root span or the resource (OTEL_RESOURCE_ATTRIBUTES) wins", () => {
    expect(adaptDocument(one("a".repeat(32), { "arh.trace_id": "from-env" }), "x.json", "otlp")[0]!.trace.trace_id).toBe("from-env");
    expect(adaptDocument(one("a".repeat(32), {}, { "arh.trace_id": "from-code" }), "x.json", "otlp")[0]!.trace.trace_id).toBe("from-code");
  });
  test("several traces: stem + root span name + ordinal", () => {
    const d = doc([
      { ...span("1", "refund agent", 0, 10, {}), traceId: "a".repeat(32) },
      { ...span("2", "refund agent", 20, 30, {}), traceId: "b".repeat(32) },
      { ...span("3", "triage", 40, 50, {}), traceId: "c".repeat(32) },
    ]);
    expect(adaptDocument(d, "run.json", "otlp").map((x) => x.trace.trace_id)).toEqual(["run-refund_agent-1", "run-refund_agent-2", "run-triage-1"]);
  });
});

describe("other shapes", () => {
  test("JSON lines documents: one trace spread over several, logs joined by span id", () => {
    const d1 = doc([span("1", "chat", 0, 10, { "gen_ai.operation.name": "chat" })]);
    const d2 = doc([span("2", "execute_tool a", 11, 12, { "gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": "a", "gen_ai.tool.call.arguments": "{}" })]);
    const logs = {
      resourceLogs: [
        { scopeLogs: [{ logRecords: [{ traceId: TRACE, spanId: "0000000000000001", attributes: attrs({ "event.name": "gen_ai.choice" }), body: { kvlistValue: { values: [{ key: "message", value: { kvlistValue: { values: [{ key: "content", value: { stringValue: "done" } }] } } }] } } }] }] },
      ],
    };
    const out = adaptDocument([d1, logs, d2], "lines.json", "auto");
    expect(out).toHaveLength(1);
    const s = steps(out[0]!.trace);
    expect(s.map((x) => x.type)).toEqual(["model_response", "tool_call"]);
    expect(s[0]!.text).toBe("done");
    expect(out[0]!.mapPointer("/steps/0/text")).toBe("/1/resourceLogs/0/scopeLogs/0/logRecords/0/body");
    expect(out[0]!.mapPointer("/steps/1")).toBe("/2/resourceSpans/0/scopeSpans/0/spans/0");
  });

  test("saved single responses are one-turn transcripts", () => {
    const cc = {
      id: "chatcmpl-1",
      object: "chat.completion",
      choices: [{ index: 0, message: { role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "lookup", arguments: '{"id":1}' } }] } }],
      usage: { prompt_tokens: 5, completion_tokens: 3 },
    };
    const a = adaptDocument(cc, "saved.json", "auto")[0]!;
    expect(a.format).toBe("openai-chat");
    expect(steps(a.trace)[0]).toMatchObject({ step_id: "lookup#1", tool_name: "lookup", arguments: { id: 1 }, input_tokens: 5, output_tokens: 3, metadata: { call_id: "c1" } });
    expect(a.mapPointer("/steps/0/arguments")).toBe("/choices/0/message/tool_calls/0/function/arguments");
    const msg = { id: "msg_1", type: "message", role: "assistant", content: [{ type: "text", text: "Hi" }, { type: "tool_use", id: "tu1", name: "lookup", input: { id: 2 } }], usage: { input_tokens: 7, output_tokens: 2 } };
    const m = adaptDocument(msg, "saved.json", "auto")[0]!;
    expect(m.format).toBe("anthropic-messages");
    expect(steps(m.trace).map((x) => x.type)).toEqual(["model_response", "tool_call"]);
    expect(m.mapPointer("/steps/1/arguments/id")).toBe("/content/1/input/id");
    const resp = { id: "resp_1", object: "response", output: [{ type: "message", id: "m1", role: "assistant", content: [{ type: "output_text", text: "ok", annotations: [] }] }], usage: { input_tokens: 1, output_tokens: 1 } };
    expect(steps(adaptDocument(resp, "saved.json", "auto")[0]!.trace)[0]).toMatchObject({ type: "model_response", text: "ok" });
  });
});

describe("request order without call ids", () => {
  test("traceTool spans that start together follow the order the model requested their tools in", () => {
    const t = adaptDocument(
      doc([
        span("1", "llm", 0, 10, {
          "openinference.span.kind": "LLM",
          "llm.output_messages.0.message.tool_calls.0.tool_call.id": "c1",
          "llm.output_messages.0.message.tool_calls.0.tool_call.function.name": "first",
          "llm.output_messages.0.message.tool_calls.1.tool_call.id": "c2",
          "llm.output_messages.0.message.tool_calls.1.tool_call.function.name": "second",
        }),
        span("3", "second", 12, 13, { "openinference.span.kind": "TOOL", "input.value": "{}", "input.mime_type": "application/json" }),
        span("2", "first", 12, 14, { "openinference.span.kind": "TOOL", "input.value": "{}", "input.mime_type": "application/json" }),
      ]),
      "x.json",
      "otlp",
    )[0]!.trace;
    expect(steps(t).map((s) => [s.step_id, s.tool_name])).toEqual([
      ["first#1", "first"],
      ["second#1", "second"],
    ]);
    // matched by name, each step keeps the requested call id
    expect(steps(t).map((s) => (s.metadata as Obj).call_id)).toEqual(["c1", "c2"]);
  });
});

test("a logs-only OTLP document is an input error saying where logs are read", () => {
  expect(() => adaptDocument({ resourceLogs: [] }, "logs.json", "auto")).toThrow(/log records only; they are read with their traces/);
});
