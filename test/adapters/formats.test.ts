// Per-format conversion of realistic transcripts with edge cases (test/fixtures/adapters/edge).
import { describe, expect, test } from "vitest";
import { adaptDocument } from "../../src/adapters/index.js";
import { loadFixture, noteCodes, notes, resolve, steps } from "./helpers.js";

type Obj = Record<string, unknown>;

describe("openai-chat", () => {
  const doc = loadFixture("edge/openai-chat.json");
  const [a] = adaptDocument(doc, "openai-chat.json", "openai-chat");
  const t = a!.trace;

  test("identity falls back to the file stem and 'unknown', each noted", () => {
    expect([t.trace_id, t.agent_name, t.workflow, t.source]).toEqual(["openai-chat", "unknown", "unknown", "openai-chat"]);
    expect(noteCodes(t)).toEqual(expect.arrayContaining([" trace_id_not_recorded", " agent_name_not_recorded", " workflow_not_recorded"]));
  });

  test("steps: parallel calls, parse errors, legacy function_call, refusal, empty final text", () => {
    expect(steps(t).map((s) => [s.step_id, s.type, s.tool_name ?? null])).toEqual([
      ["get_weather#1", "tool_call", "get_weather"],
      ["get_weather#2", "tool_call", "get_weather"],
      ["model#1", "model_response", null],
      ["search_hotels#1", "tool_call", "search_hotels"],
      ["rank_hotels#1", "tool_call", "rank_hotels"],
      ["book_hotel#1", "tool_call", "book_hotel"],
      ["model#2", "model_response", null],
      ["model#3", "model_response", null],
    ]);
    // The provider's call ids stay in the step metadata; generated ones never appear.
    expect(steps(t).map((s) => (s.metadata as Obj | undefined)?.call_id ?? null)).toEqual(["call_wx_paris", "call_wx_tokyo", null, "call_hotels", null, null, null, null]);
    const s = steps(t);
    expect(s[0]).toMatchObject({ arguments: { city: "Paris", unit: "c" }, output: "Paris: 21C, sunny" });
    // Results delivered in reverse order still match by tool_call_id; text parts joined by newline.
    expect(s[1]).toMatchObject({ arguments: {}, output: "Tokyo: 18C\nlight rain" });
    expect(s[2]!.text).toBe("Paris is sunny. Let me search hotels.");
    expect(s[3]).toMatchObject({ arguments: {}, output: null });
    expect(s[4]!.output).toBeUndefined();
    expect(s[5]).toMatchObject({ arguments: { hotel_id: "H-9" }, output: '{"booking":"B-1"}' });
    expect(s[6]).toMatchObject({ text: "I can't share the card number.", metadata: { source_field: "refusal" } });
    expect(s[7]!.text).toBe("");
    // Nothing here carries latency, status or tokens: they stay unset.
    for (const x of s) for (const k of ["latency_ms", "status", "input_tokens", "cost_usd"]) expect(x[k]).toBeUndefined();
  });

  test("everything unmappable is noted with its pointer", () => {
    expect(noteCodes(t).filter((c) => !c.startsWith(" "))).toEqual([
      "/2/tool_calls/1/function/arguments argument_parse_error",
      "/5 duplicate_tool_result",
      "/6 orphan_tool_result",
      "/7/tool_calls/0/function/arguments argument_parse_error",
      "/7/tool_calls/1 call_id_missing",
      "/11 message_unmapped",
    ]);
  });

  test("mapPointer lands on the message / call / result of the step", () => {
    const m = a!.mapPointer;
    expect(m("")).toBe("");
    expect(m("/steps")).toBe("");
    expect(m("/steps/0")).toBe("/2/tool_calls/0");
    expect(m("/steps/0/arguments/city")).toBe("/2/tool_calls/0/function/arguments");
    expect(m("/steps/0/tool_name")).toBe("/2/tool_calls/0/function/name");
    expect(m("/steps/0/output")).toBe("/4/content");
    expect(m("/steps/0/latency_ms")).toBe("/2/tool_calls/0");
    expect(m("/steps/2/text")).toBe("/7/content");
    expect(m("/steps/5")).toBe("/9/function_call");
    expect(m("/steps/6/text")).toBe("/12/refusal");
    expect(m("/steps/99/text")).toBe("");
    expect(m("/steps/__proto__")).toBe("");
    expect(m("/metadata/adapter/notes/1")).toBe("/5");
    expect(m("/trace_id")).toBe("");
  });
});

describe("openai-responses", () => {
  const [a] = adaptDocument(loadFixture("edge/openai-responses.json"), "r.json", "auto");
  const t = a!.trace;
  test("detected; hosted, MCP, function and custom calls; citations; usage on the last model step", () => {
    expect(a!.format).toBe("openai-responses");
    const s = steps(t);
    expect(s.map((x) => [x.step_id, x.tool_name ?? x.type])).toEqual([
      ["web_search#1", "web_search"],
      ["lookup_order#1", "lookup_order"],
      ["lookup_order#2", "lookup_order"],
      ["run_sql#1", "run_sql"],
      ["model#1", "model_response"],
    ]);
    expect(s.map((x) => (x.metadata as Obj).call_id ?? (x.metadata as Obj).message_id)).toEqual(["ws_1", "mcp_1", "call_a", "call_c", "msg_1"]);
    expect(a!.mapPointer("/steps/0/step_id")).toBe("/output/1/id");
    expect(s[0]!.arguments).toBeUndefined();
    expect(s[1]).toMatchObject({ status: "error", error: "order service unavailable", arguments: { order_id: "ORD-9" } });
    expect(s[2]).toMatchObject({ arguments: {}, output: "ORD-9: delivered" });
    expect(s[3]!.arguments).toBeUndefined();
    expect(s[4]).toMatchObject({ input_tokens: 1200, output_tokens: 60, text: "EU buyers have 14 days to withdraw." });
    expect((s[4]!.citations as Obj[]).map((c) => c.url)).toEqual(["https://europa.eu/youreurope/citizens/consumers/shopping/returns/"]);
    expect(noteCodes(t).filter((c) => !c.startsWith(" "))).toEqual([
      "/output/0 reasoning_unmapped",
      "/output/1 arguments_unmapped",
      "/output/3/arguments argument_parse_error",
      "/output/4 orphan_tool_result",
      "/output/6/input arguments_unmapped",
      "/output/7/content/0/annotations/1 annotation_unmapped",
    ]);
    expect(a!.mapPointer("/steps/4/input_tokens")).toBe("/usage/input_tokens");
    expect(a!.mapPointer("/steps/2/output")).toBe("/output/5/output");
    expect(a!.mapPointer("/steps/1/error")).toBe("/output/2/error");
  });

  test("bare item list and request/response wrapper", () => {
    const items = [
      { type: "function_call", call_id: "c1", name: "f", arguments: '{"x":1}' },
      { type: "function_call_output", call_id: "c1", output: "done" },
      { type: "message", role: "assistant", content: [{ type: "output_text", text: "ok", annotations: [] }] },
    ];
    const [b] = adaptDocument(items, "bare.json", "auto");
    expect(b!.format).toBe("openai-responses");
    expect(steps(b!.trace)).toEqual([
      { step_id: "f#1", type: "tool_call", tool_name: "f", arguments: { x: 1 }, output: "done", metadata: { call_id: "c1" } },
      { step_id: "model#1", type: "model_response", text: "ok" },
    ]);
    expect(b!.mapPointer("/steps/1")).toBe("/2");
  });
});

describe("anthropic-messages", () => {
  const doc = loadFixture("edge/anthropic-messages.json");
  const [a] = adaptDocument(doc, "a.json", "auto");
  const t = a!.trace;
  test("text, parallel tool_use, is_error results, server tools, citations across text blocks", () => {
    expect(a!.format).toBe("anthropic-messages");
    const s = steps(t);
    expect(s.map((x) => x.step_id)).toEqual(["model#1", "check_stock#1", "check_stock#2", "check_stock#3", "web_search#1", "model#2"]);
    expect(s.map((x) => (x.metadata as Obj | undefined)?.call_id ?? null)).toEqual([null, "toolu_a", "toolu_b", "toolu_c", "srvtoolu_1", null]);
    expect(s[1]).toMatchObject({ status: "error", error: "warehouse offline" });
    expect(s[1]!.output).toBeUndefined();
    expect(s[2]).toMatchObject({ output: "SKU-2: 0 left" });
    expect(s[2]!.status).toBeUndefined();
    expect(s[3]!.arguments).toBeUndefined();
    expect(s[3]).toMatchObject({ input_tokens: 300, output_tokens: 90 });
    expect(s[4]).toMatchObject({ tool_name: "web_search", status: "error", error: "max_uses_exceeded", metadata: { block_type: "server_tool_use" } });
    expect(s[5]!.text).toBe("According to the policy, returns are accepted within 30 days.");
    expect((s[5]!.citations as Obj[])[0]).toMatchObject({ type: "char_location", document_title: "Return policy" });
    expect(noteCodes(t).filter((c) => !c.startsWith(" "))).toEqual([
      "/messages/1/content/0 block_unmapped",
      "/messages/1/content/4 arguments_not_captured",
      "/messages/2/content/0/content/1 content_unmapped",
      "/messages/2/content/2 orphan_tool_result",
    ]);
  });
  test("mapPointer: tool_use input is the file's own object, so argument pointers go deep", () => {
    const m = a!.mapPointer;
    expect(m("/steps/1/arguments/sku")).toBe("/messages/1/content/2/input/sku");
    expect(m("/steps/1/error")).toBe("/messages/2/content/1/content");
    expect(m("/steps/1/status")).toBe("/messages/2/content/1/is_error");
    expect(m("/steps/5")).toBe("/messages/3/content/2");
    expect(m("/steps/5/citations/0")).toBe("/messages/3/content/3/citations");
    expect(m("/steps/3/input_tokens")).toBe("/messages/1/usage/input_tokens");
  });
});

describe("cohere-chat", () => {
  const [a] = adaptDocument(loadFixture("edge/cohere-chat.json"), "c.json", "auto");
  const t = a!.trace;
  test("tool_plan step, documents flattened in order, citations passed through, usage", () => {
    expect(a!.format).toBe("cohere-chat");
    const s = steps(t);
    expect(s.map((x) => x.step_id)).toEqual(["model#1", "model#2", "get_ticket#1", "model#3"]);
    expect(s[0]).toEqual({ step_id: "model#1", type: "model_response", text: "I will fetch the ticket.", metadata: { source_field: "tool_plan" } });
    expect(s[2]!.output).toEqual(['{"title":"Login fails"}', "priority: high", { status: "open" }]);
    expect(s[3]).toMatchObject({ input_tokens: 50, output_tokens: 20 });
    expect((s[3]!.citations as Obj[])[0]).toMatchObject({ text: "T-7" });
    expect(noteCodes(t).filter((c) => !c.startsWith(" "))).toEqual(["/messages/2/content/3 content_unmapped"]);
    expect(a!.mapPointer("/steps/0/text")).toBe("/messages/1/tool_plan");
    expect(a!.mapPointer("/steps/3/citations/0/text")).toBe("/messages/3/citations/0/text");
    expect(a!.mapPointer("/steps/3/input_tokens")).toBe("/usage/billed_units/input_tokens");
  });
});

describe("otlp", () => {
  const doc = loadFixture("edge/otlp.json");
  const out = adaptDocument(doc, "otlp.json", "auto");
  test("one trace per traceId, base64 ids normalised to hex", () => {
    // Several traces in one file without arh.trace_id: stem + root span name + ordinal (stable
    // across runs, unlike the OTLP trace id, which is kept in metadata.otlp).
    expect(out.map((x) => [x.format, x.trace.trace_id, x.trace.agent_name, x.trace.workflow])).toEqual([
      ["otlp", "otlp-support-agent-1", "support-agent", "unknown"],
      // no agent span: the resource's service.name
      ["otlp", "otlp-ai.generateText-1", "clock", "unknown"],
      ["otlp", "otlp-invoke_agent_ops-bot-1", "ops-bot", "incident"],
    ]);
    expect(out.map((x) => ((x.trace.metadata as Obj).otlp as Obj).trace_id)).toEqual([
      "0af7651916cd43dd8448eb211c80319c",
      "4bf92f3577b34da6a3ce929d0e0e4736",
      "11111111111111111111111111111111",
    ]);
    expect(steps(out[0]!.trace)[0]!.metadata).toMatchObject({ span_id: "00f067aa0ba902b9" });
  });

  test("OpenInference: TOOL/LLM spans, token counts, costs, text/plain input, aggregate AGENT usage not added twice", () => {
    const t = out[0]!.trace;
    const s = steps(t);
    expect(s.map((x) => [x.step_id, x.type])).toEqual([
      ["search_kb#1", "tool_call"],
      ["notify#1", "tool_call"],
      ["model#1", "model_response"],
    ]);
    // The call id and the span ids stay in the metadata.
    expect(s.map((x) => [(x.metadata as Obj).call_id ?? null, (x.metadata as Obj).span_id])).toEqual([
      ["call_kb", "00f067aa0ba902b9"],
      [null, "00f067aa0ba902ba"],
      [null, "00f067aa0ba902bb"],
    ]);
    // notify was requested by no model call: placed by time, and said so.
    expect(noteCodes(t)).toContain("/resourceSpans/0/scopeSpans/0/spans/3 call_not_requested");
    // The first LLM call only requested search_kb: its tokens and latency land on that call.
    expect(s[0]).toMatchObject({ arguments: { query: "reset password" }, output: "Use the reset link.", latency_ms: 1100, input_tokens: 210, output_tokens: 15 });
    expect(s[0]!.cost_usd).toBe(0.00042);
    expect((s[0]!.metadata as Obj).model_call).toEqual({ span_id: "00f067aa0ba902b8", model: "gpt-4o-mini", latency_ms: 800, cost_usd: 0.00042 });
    expect(s[1]!.arguments).toBeUndefined();
    expect(s[2]).toMatchObject({ text: "Use the reset link on the login page.", cost_usd: 0.0004, input_tokens: 260, output_tokens: 12, latency_ms: 1000 });
    const total = s.reduce((n, x) => n + ((x.input_tokens as number) ?? 0) + ((x.output_tokens as number) ?? 0), 0);
    expect(total).toBe(210 + 15 + 260 + 12);
    expect(noteCodes(t)).toContain("/resourceSpans/0/scopeSpans/0/spans/0 aggregate_usage_not_added");
  });

  test("Vercel AI SDK: ai.toolCall and doGenerate spans; outer ai.generateText is an aggregate", () => {
    const s = steps(out[1]!.trace);
    expect(s).toHaveLength(2);
    expect(s[0]).toMatchObject({ step_id: "get_time#1", tool_name: "get_time", arguments: { tz: "UTC" }, output: "12:00", input_tokens: 120 });
    expect(s[1]).toMatchObject({ type: "model_response", text: "It is 12:00 UTC.", input_tokens: 180, output_tokens: 22, metadata: { model: "gpt-4o" } });
  });

  test("GenAI without content capture: not captured stays unset (noted); errors; ordering; aggregate attribution", () => {
    const t = out[2]!.trace;
    const s = steps(t);
    // three calls no model call requested start in the same millisecond and overlap: the clock
    // cannot order them, so tool name and content do (noted), never end time or file position
    // (JSON-number timestamps order approximately).
    expect(s.map((x) => (x.metadata as Obj).span_name)).toEqual([
      "chat",
      "execute_tool restart",
      "execute_tool status",
      "execute_tool status",
      "execute_tool late",
    ]);
    expect(s[4]!.latency_ms).toBeUndefined();
    expect(s[0]!.text).toBeUndefined();
    expect(s[2]!.arguments).toEqual({ host: "db-1" });
    expect(s[3]!.arguments).toEqual({ host: "db-2" });
    expect(s[1]).toMatchObject({ status: "error", error: "not allowed to restart db-1", latency_ms: 1.000001 });
    expect(s[1]!.arguments).toBeUndefined();
    // invoke_agent totals are the only token record: attributed once, to its last step.
    expect(s[4]).toMatchObject({ input_tokens: 500, output_tokens: 70 });
    expect(s.filter((x) => x.input_tokens !== undefined)).toHaveLength(1);
    expect(noteCodes(t)).toEqual([
      "/resourceSpans/2/scopeSpans/0/spans/7 timestamp_imprecise",
      "/resourceSpans/2/scopeSpans/0/spans/1 output_not_captured",
      "/resourceSpans/2/scopeSpans/0/spans/2 arguments_not_captured",
      "/resourceSpans/2/scopeSpans/0/spans/5 span_error_unmapped",
      "/resourceSpans/2/scopeSpans/0/spans/6 span_unmapped",
      "/resourceSpans/2/scopeSpans/0/spans/5 spans_unmapped",
      "/resourceSpans/2/scopeSpans/0/spans/2 tool_order_by_content",
      "/resourceSpans/2/scopeSpans/0/spans/0 aggregate_usage_attributed",
      "/resourceSpans/2/scopeSpans/0/spans/0 trace_id_not_recorded",
    ]);
  });

  test("__proto__ keys in AnyValue kvlists become own data, never prototypes", () => {
    const args = steps(out[2]!.trace)[4]!.arguments as Obj;
    expect(Object.getPrototypeOf(args)).toBe(Object.prototype);
    expect(Object.hasOwn(args, "__proto__")).toBe(true);
    expect(args.n).toBe(7);
    expect(({} as Obj).polluted).toBeUndefined();
  });

  test("mapPointer: span, attribute values, status, timestamps, trace-level fields", () => {
    const m = out[2]!.mapPointer;
    const span = "/resourceSpans/2/scopeSpans/0/spans";
    expect(m("")).toBe(`${span}/0`);
    expect(m("/trace_id")).toBe(`${span}/0/traceId`);
    expect(m("/workflow")).toBe("/resourceSpans/2/resource/attributes/1/value");
    expect(m("/agent_name")).toBe(`${span}/0/attributes/1/value`);
    expect(m("/steps/2")).toBe(`${span}/3`);
    expect(m("/steps/2/arguments/host")).toBe(`${span}/3/attributes/2/value`);
    expect(m("/steps/1/error")).toBe(`${span}/2/status`);
    expect(m("/steps/1/latency_ms")).toBe(`${span}/2/endTimeUnixNano`);
    expect(m("/steps/4/input_tokens")).toBe(`${span}/0/attributes/2/value`);
    expect(m("/steps/1/unknown/deep")).toBe(`${span}/2`);
  });

  test("nanosecond timestamps keep full precision", () => {
    const mk = (start: string, end: string) => ({
      resourceSpans: [{ scopeSpans: [{ spans: [{ traceId: "ab".repeat(16), spanId: "cd".repeat(8), startTimeUnixNano: start, endTimeUnixNano: end,
        attributes: [{ key: "gen_ai.operation.name", value: { stringValue: "execute_tool" } }, { key: "gen_ai.tool.name", value: { stringValue: "t" } }] }] }] }],
    });
    const lat = (s: string, e: string) => steps(adaptDocument(mk(s, e), "x.json", "otlp")[0]!.trace)[0]!.latency_ms;
    expect(lat("1717000000000000001", "1717000000000000002")).toBe(0.000001);
    expect(lat("9007199254740993000", "9007199254740993123")).toBe(0.000123);
    expect(lat("5", "3")).toBeUndefined();
  });

  test("wrapper identity; several traces get the wrapper id suffixed", () => {
    const one = { trace_id: "run-1", agent_name: "bot", workflow: "wf", resourceSpans: (doc as Obj).resourceSpans };
    const r = adaptDocument(one, "w.json", "auto");
    expect(r.map((x) => x.trace.trace_id)).toEqual([
      "run-1-support-agent-1",
      "run-1-ai.generateText-1",
      "run-1-invoke_agent_ops-bot-1",
    ]);
    expect(r.every((x) => x.trace.agent_name === "bot" && x.trace.workflow === "wf")).toBe(true);
    expect(r[0]!.mapPointer("/agent_name")).toBe("/agent_name");
  });
});

describe("refund fixtures: every mapped pointer exists in the original file", () => {
  for (const f of ["openai-chat", "openai-responses", "anthropic-messages", "cohere-chat", "otlp"]) {
    test(f, () => {
      const doc = loadFixture(`refund/refund.${f}.json`);
      for (const a of adaptDocument(doc, "r.json", "auto")) {
        const t = a.trace;
        const fields = ["", "/step_id", "/tool_name", "/arguments", "/arguments/order_id", "/text", "/output", "/status", "/error", "/latency_ms", "/input_tokens", "/output_tokens", "/citations"];
        for (let i = 0; i < steps(t).length; i++) {
          for (const fld of fields) expect(resolve(doc, a.mapPointer(`/steps/${i}${fld}`)), `${f} /steps/${i}${fld}`).not.toBeUndefined();
        }
        for (const p of ["", "/trace_id", "/agent_name", "/workflow", "/steps"]) expect(resolve(doc, a.mapPointer(p))).not.toBeUndefined();
        for (let i = 0; i < notes(t).length; i++) expect(resolve(doc, a.mapPointer(`/metadata/adapter/notes/${i}`))).not.toBeUndefined();
      }
    });
  }
});
