// Auto-detection order, explicit-format errors, purity and hostile input.
import { describe, expect, test } from "vitest";
import { FORMATS, adaptDocument, detectFormat, type Format } from "../../src/adapters/index.js";
import { InputError } from "../../src/errors.js";
import { expectInputError, loadFixture, steps } from "./helpers.js";

type Obj = Record<string, unknown>;

describe("auto-detection order", () => {
  const cases: [string, unknown, string][] = [
    ["canonical steps win over everything", { steps: [], resourceSpans: [], messages: [] }, "arh"],
    ["OTLP before transcripts", { resourceSpans: [], messages: [{ role: "user", content: "x" }] }, "otlp"],
    ["a response object", { object: "response", output: [] }, "openai-responses"],
    ["Responses items in input", { input: [{ role: "user", content: "hi" }, { type: "function_call", call_id: "c", name: "f", arguments: "{}" }] }, "openai-responses"],
    ["Responses message parts", [{ type: "message", role: "assistant", content: [{ type: "output_text", text: "hi" }] }], "openai-responses"],
    [
      "Cohere marker (tool_plan) before OpenAI's shared tool_calls shape",
      { messages: [{ role: "assistant", tool_plan: "p", tool_calls: [{ id: "a", type: "function", function: { name: "f", arguments: "{}" } }] }] },
      "cohere-chat",
    ],
    ["Cohere document blocks", [{ role: "tool", tool_call_id: "a", content: [{ type: "document", document: { data: {} } }] }], "cohere-chat"],
    ["Cohere message-level citations", [{ role: "assistant", content: "x", citations: [] }], "cohere-chat"],
    ["OpenAI tool_calls", [{ role: "assistant", content: null, tool_calls: [] }], "openai-chat"],
    ["OpenAI tool role", [{ role: "tool", tool_call_id: "a", content: "x" }], "openai-chat"],
    ["Anthropic tool_use blocks", { messages: [{ role: "assistant", content: [{ type: "tool_use", id: "t", name: "f", input: {} }] }] }, "anthropic-messages"],
    ["Anthropic text block citations", [{ role: "assistant", content: [{ type: "text", text: "x", citations: [] }] }], "anthropic-messages"],
    ["Anthropic image with source", [{ role: "user", content: [{ type: "image", source: { type: "url", url: "https://x" } }] }], "anthropic-messages"],
    ["text-only list (string content)", [{ role: "user", content: "hi" }, { role: "assistant", content: "hello" }], "openai-chat"],
    ["text-only list (text parts)", { messages: [{ role: "assistant", content: [{ type: "text", text: "hello" }] }] }, "openai-chat"],
    ["empty message list", { messages: [] }, "openai-chat"],
  ];
  for (const [name, doc, fmt] of cases) test(name, () => expect(detectFormat(doc)).toBe(fmt));

  test("every fixture is detected as its own format", () => {
    const want: Record<string, string> = {
      "edge/openai-chat.json": "openai-chat",
      "edge/openai-responses.json": "openai-responses",
      "edge/anthropic-messages.json": "anthropic-messages",
      "edge/cohere-chat.json": "cohere-chat",
      "edge/otlp.json": "otlp",
    };
    for (const [f, fmt] of Object.entries(want)) expect(detectFormat(loadFixture(f)), f).toBe(fmt);
  });

  test("anything else is an input error naming what was expected", () => {
    expectInputError(() => adaptDocument({ foo: 1 }, "x.json", "auto"), /expected one of: a canonical ARH trace .*resourceSpans.*Anthropic Messages/, "");
    expectInputError(() => adaptDocument(42, "x.json", "auto"), /unrecognised trace format/, "");
    expectInputError(() => adaptDocument(null, "x.json", "auto"), /unrecognised trace format/, "");
    expectInputError(() => adaptDocument([{ role: "user", content: "x" }, 7], "x.json", "auto"), /unrecognised message list/, "/1");
    expectInputError(() => adaptDocument({ messages: [{ role: "user", content: 5 }] }, "x.json", "auto"), /unrecognised message list/, "/messages/0/content");
  });

  test("arh documents are returned unchanged with an identity pointer map", () => {
    const doc = { trace_id: "t", agent_name: "a", workflow: "w", steps: [{ step_id: "s", type: "tool_call" }] };
    const [a] = adaptDocument(doc, "t.json", "auto");
    expect(a!.trace).toBe(doc);
    expect(a!.format).toBe("arh");
    expect(a!.mapPointer("/steps/0/arguments/x")).toBe("/steps/0/arguments/x");
  });
});

describe("explicit formats reject documents of another shape", () => {
  test.each([
    ["openai-chat", { foo: 1 }, /not an OpenAI Chat transcript/, ""],
    ["cohere-chat", { messages: {} }, /'messages' must be an array/, "/messages"],
    ["anthropic-messages", [{ role: "user", content: "x" }, "oops"], /message 1 must be an object/, "/1"],
    ["openai-responses", { foo: 1 }, /not an OpenAI Responses item list/, ""],
    ["openai-responses", { output: [1] }, /item 0 must be an object/, "/output/0"],
    ["otlp", { messages: [] }, /not an OTLP\/JSON trace export/, ""],
    ["otlp", { resourceSpans: {} }, /'resourceSpans' must be an array/, "/resourceSpans"],
    ["otlp", { resourceSpans: [{ scopeSpans: [{ spans: [null] }] }] }, /span must be an object/, "/resourceSpans/0/scopeSpans/0/spans/0"],
    ["arh", [1], /must be a JSON object/, ""],
  ] as [Format, unknown, RegExp, string][])("%s", (fmt, doc, msg, ptr) => {
    expectInputError(() => adaptDocument(doc, "x.json", fmt), msg, ptr);
  });
});

describe("purity", () => {
  const files = ["edge/openai-chat.json", "edge/openai-responses.json", "edge/anthropic-messages.json", "edge/cohere-chat.json", "edge/otlp.json", "refund/refund.otlp.json"];
  test("deterministic output; the input document is never mutated", () => {
    for (const f of files) {
      const doc = loadFixture(f);
      const before = JSON.stringify(doc);
      const one = JSON.stringify(adaptDocument(doc, "a.json", "auto").map((a) => a.trace));
      const two = JSON.stringify(adaptDocument(doc, "a.json", "auto").map((a) => a.trace));
      expect(one).toBe(two);
      expect(JSON.stringify(doc)).toBe(before);
    }
  });
});

describe("hostile input never throws anything but InputError", () => {
  const deep = (n: number, leaf: unknown = 1): unknown => {
    let v: unknown = leaf;
    for (let i = 0; i < n; i++) v = [v];
    return v;
  };
  const deepKv = (n: number): unknown => {
    let v: unknown = { stringValue: "x" };
    for (let i = 0; i < n; i++) v = { kvlistValue: { values: [{ key: "k", value: v }] } };
    return v;
  };
  const run = (doc: unknown, fmt: Format = "auto") => {
    try {
      return adaptDocument(doc, "h.json", fmt);
    } catch (e) {
      expect(e).toBeInstanceOf(InputError);
      // The catch-all safety net in adaptDocument must never be what stopped the conversion.
      expect((e as Error).message).not.toMatch(/could not be converted|too large or too deeply nested/);
      return undefined;
    }
  };

  test("10,000-deep nesting in arguments, content, AnyValues and the document itself", () => {
    const n = 10_000;
    const deepArgs = "[".repeat(n) + "]".repeat(n);
    expect(steps(run([{ role: "assistant", tool_calls: [{ id: "a", type: "function", function: { name: "f", arguments: deepArgs } }] }])![0]!.trace)[0]!.arguments).toEqual({});
    run([{ role: "assistant", content: deep(n) }]);
    run({ messages: [{ role: "assistant", content: [{ type: "tool_use", id: "x", name: "f", input: { a: deep(n) } }] }] });
    const span = { traceId: "ab".repeat(16), spanId: "cd".repeat(8), attributes: [
      { key: "gen_ai.operation.name", value: { stringValue: "execute_tool" } },
      { key: "gen_ai.tool.call.arguments", value: deepKv(n) },
      { key: "gen_ai.tool.call.result", value: deepKv(n) },
    ] };
    const out = run({ resourceSpans: [{ scopeSpans: [{ spans: [span] }] }] });
    expect(out).toHaveLength(1);
    run(deep(n));
    run({ messages: deep(n) });
  });

  test("__proto__, constructor and odd keys are plain data", () => {
    const doc = JSON.parse(
      '{"__proto__": {"x": 1}, "constructor": 3, "messages": [{"role": "assistant", "__proto__": {"role": "tool"}, "content": "hi", "tool_calls": {"__proto__": []}}], "usage": {"__proto__": {"input_tokens": 9}}}',
    );
    const [a] = run(doc)!;
    expect(steps(a!.trace)).toEqual([{ step_id: "model#1", type: "model_response", text: "hi" }]);
    expect(({} as Obj).x).toBeUndefined();
  });

  test("inherited (polluted) prototype properties are never read as fields", () => {
    const proto = Object.prototype as Obj;
    proto.tool_calls = [{ id: "evil", type: "function", function: { name: "rm", arguments: "{}" } }];
    proto.usage = { input_tokens: 999 };
    try {
      const [a] = adaptDocument([{ role: "assistant", content: "hi" }], "p.json", "openai-chat");
      expect(steps(a!.trace)).toEqual([{ step_id: "model#1", type: "model_response", text: "hi" }]);
    } finally {
      delete proto.tool_calls;
      delete proto.usage;
    }
  });

  test("a parent-span cycle and self-parent spans terminate", () => {
    const s = (id: string, parent: string, op: string) => ({
      traceId: "ab".repeat(16), spanId: id, parentSpanId: parent, startTimeUnixNano: "1", endTimeUnixNano: "2",
      attributes: [{ key: "gen_ai.operation.name", value: { stringValue: op } }, { key: "gen_ai.tool.name", value: { stringValue: "t" } }],
    });
    const doc = { resourceSpans: [{ scopeSpans: [{ spans: [s("1".repeat(16), "2".repeat(16), "execute_tool"), s("2".repeat(16), "1".repeat(16), "invoke_agent"), s("3".repeat(16), "3".repeat(16), "execute_tool")] }] }] };
    expect(steps(run(doc)![0]!.trace)).toHaveLength(2);
  });

  test("randomised mutations of every fixture (seeded) only ever yield traces or InputError", () => {
    let seed = 12345;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
    const junk = [null, 0, -1, 1.5, "", "x", "{", [], {}, [null], { type: "text" }, { stringValue: 5 }, { intValue: "nope" }, true];
    const files = ["edge/openai-chat.json", "edge/openai-responses.json", "edge/anthropic-messages.json", "edge/cohere-chat.json", "edge/otlp.json"];
    for (const f of files) {
      for (let round = 0; round < 100; round++) {
        const doc = loadFixture(f);
        // walk to a random node and replace one child with junk
        for (let k = 0; k < 3; k++) {
          let cur: unknown = doc;
          for (let depth = 0; depth < 8; depth++) {
            if (cur === null || typeof cur !== "object") break;
            const keys = Object.keys(cur as object);
            if (keys.length === 0) break;
            const key = keys[Math.floor(rnd() * keys.length)]!;
            const child = (cur as Obj)[key];
            if (child === null || typeof child !== "object" || rnd() < 0.25) {
              (cur as Obj)[key] = junk[Math.floor(rnd() * junk.length)];
              break;
            }
            cur = child;
          }
        }
        for (const fmt of FORMATS) run(doc, fmt);
      }
    }
  });
});
