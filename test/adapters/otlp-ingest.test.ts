// OTLP ingestion as real instrumentations write it: hand-made spans for the corner cases
// (the recordings of the real libraries are in otlp-recorded.test.ts).
import { describe, expect, test } from "vitest";
import { adaptDocument } from "../../src/adapters/index.js";
import { noteCodes, steps } from "./helpers.js";

type Obj = Record<string, unknown>;
type Attr = string | number | Obj;

const TRACE = "5b8efff798038103d269b633813fc60c";

function attrs(a: Record<string, Attr>): Obj[] {
  return Object.entries(a).map(([key, v]) => ({
    key,
    value: typeof v === "string" ? { stringValue: v } : typeof v === "number" ? { intValue: String(v) } : v,
  }));
}

export function span(id: string, name: string, start: number, end: number, a: Record<string, Attr>, parent = "", extra: Obj = {}): Obj {
  return {
    traceId: TRACE,
    spanId: id.padStart(16, "0"),
    parentSpanId: parent === "" ? "" : parent.padStart(16, "0"),
    name,
    startTimeUnixNano: String(start * 1e6),
    endTimeUnixNano: String(end * 1e6),
    attributes: attrs(a),
    ...extra,
  };
}

export function doc(spans: Obj[], resource: Record<string, Attr> = {}): Obj {
  return { resourceSpans: [{ resource: { attributes: attrs(resource) }, scopeSpans: [{ scope: { name: "test" }, spans }] }] };
}

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
    expect(steps(t).map((s) => s.step_id)).toEqual(["c1", "c2", "c3"]);
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
