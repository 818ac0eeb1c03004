// The order of tool spans no model call requested, by what the clock proves (src/adapters/otlp/order.ts
// byClock): millisecond starts (the OpenTelemetry JS SDK) of calls run back to back, overlapping calls,
// a retry after a failure, and nanosecond clocks.
import { describe, expect, test } from "vitest";
import { adaptDocument } from "../../src/adapters/index.js";
import { noteCodes, steps } from "./helpers.js";

type Obj = Record<string, unknown>;
const T0 = 1_796_156_795_000_000_000n;
const at = (ns: bigint | number): string => (T0 + BigInt(ns)).toString();
const MS = 1_000_000;

interface Span {
  name: string;
  /** a model call (`chat`) rather than a tool call */
  model?: boolean;
  start: number;
  end: number;
  args?: string;
  error?: string;
}

function doc(spans: Span[]): Obj {
  return {
    resourceSpans: [
      {
        resource: { attributes: [{ key: "service.name", value: { stringValue: "agent" } }] },
        scopeSpans: [
          {
            scope: { name: "test" },
            spans: spans.map((s, i) => ({
              traceId: "0af7651916cd43dd8448eb211c80319c",
              spanId: (0x1000 + i).toString(16).padStart(16, "0"),
              name: s.model ? `chat ${s.name}` : `execute_tool ${s.name}`,
              startTimeUnixNano: at(s.start),
              endTimeUnixNano: at(s.end),
              attributes: s.model
                ? [
                    { key: "gen_ai.operation.name", value: { stringValue: "chat" } },
                    { key: "gen_ai.output.messages", value: { stringValue: JSON.stringify([{ role: "assistant", parts: [{ type: "text", content: s.name }] }]) } },
                  ]
                : [
                    { key: "gen_ai.operation.name", value: { stringValue: "execute_tool" } },
                    { key: "gen_ai.tool.name", value: { stringValue: s.name } },
                    { key: "gen_ai.tool.call.arguments", value: { stringValue: s.args ?? "{}" } },
                  ],
              ...(s.error !== undefined ? { status: { code: 2, message: s.error } } : {}),
            })),
          },
        ],
      },
    ],
  };
}

function order(spans: Span[]): { names: unknown[]; notes: string[] } {
  const t = adaptDocument(doc(spans), "t.json", "auto")[0]!.trace;
  return { names: steps(t).map((s) => `${String(s.tool_name ?? s.text)}${s.status === "error" ? "!" : ""}`), notes: noteCodes(t).map((n) => n.split(" ")[1]!) };
}

describe("tool spans no model call requested", () => {
  test("back to back within a millisecond: the same order whether they start in one millisecond or 1 ms apart", () => {
    // the JS SDK: start = Date.now(), end = start + measured duration
    const same = order([{ name: "lookup", start: 0, end: 189_242 }, { name: "check", start: 0, end: 44_466 }]);
    const apart = order([{ name: "lookup", start: 0, end: 189_242 }, { name: "check", start: MS, end: MS + 44_466 }]);
    expect(same.names).toEqual(["check", "lookup"]);
    expect(apart.names).toEqual(same.names);
    expect(same.notes).toContain("tool_order_by_content");
    expect(apart.notes).toContain("tool_order_by_content");
  });

  test("calls the clock separates keep their time order (no note)", () => {
    const r = order([{ name: "lookup", start: 0, end: 189_242 }, { name: "check", start: 5 * MS, end: 5 * MS + 44_466 }]);
    expect(r.names).toEqual(["lookup", "check"]);
    expect(r.notes).not.toContain("tool_order_by_content");
  });

  test("nanosecond clocks: sequential calls by start, overlapping ones by name", () => {
    expect(order([{ name: "lookup", start: 101, end: 90_003 }, { name: "check", start: 90_107, end: 120_001 }]).names).toEqual(["lookup", "check"]);
    expect(order([{ name: "lookup", start: 101, end: 90_003 }, { name: "check", start: 50_107, end: 120_001 }]).names).toEqual(["check", "lookup"]);
  });

  test("a failed call and its retry the clock cannot order: the failure first, never a call repeated after it succeeded", () => {
    const fail = { name: "refund", start: 0, end: 120_000, args: '{"id":"A1"}', error: "gateway timeout" };
    const ok = { name: "refund", start: 0, end: 80_000, args: '{"id":"A1"}' };
    expect(order([fail, ok]).names).toEqual(["refund!", "refund"]);
    expect(order([ok, fail]).names).toEqual(["refund!", "refund"]);
  });

  test("a tool call run just before a model call: before it whether it starts in the model call's millisecond or 1 ms earlier", () => {
    const m1 = { name: "first", model: true, start: 0, end: 2 * MS + 900_000 };
    const m2 = (start: number): Span => ({ name: "second", model: true, start, end: start + 5 * MS });
    const tool = { name: "lookup", start: 2 * MS, end: 2 * MS + 300_000 };
    expect(order([m1, tool, m2(2 * MS)]).names).toEqual(["first", "lookup", "second"]);
    expect(order([m1, tool, m2(3 * MS)]).names).toEqual(["first", "lookup", "second"]);
  });

  test("a tool call run just after a model call shorter than a millisecond, in its millisecond: after it", () => {
    const m = { name: "quick", model: true, start: 0, end: 10_000 };
    expect(order([m, { name: "lookup", start: 0, end: 5_000 }]).names).toEqual(["quick", "lookup"]);
    expect(order([m, { name: "lookup", start: MS, end: MS + 5_000 }]).names).toEqual(["quick", "lookup"]);
  });

  test("a tool span inside a model span that starts in the model call's millisecond comes after it", () => {
    const d = doc([{ name: "outer", model: true, start: 0, end: 5 * MS }, { name: "lookup", start: 0, end: 300_000 }]);
    const spans = ((d.resourceSpans as Obj[])[0]!.scopeSpans as Obj[])[0]!.spans as Obj[];
    spans[1]!.parentSpanId = spans[0]!.spanId;
    const t = adaptDocument(d, "t.json", "auto")[0]!.trace;
    expect(steps(t).map((s) => s.tool_name ?? s.text)).toEqual(["outer", "lookup"]);
  });

  test("a span and its child span in one group keep the start order", () => {
    const d = doc([{ name: "outer", start: 0, end: 300_000 }, { name: "inner", start: 0, end: 100_000 }]);
    const spans = (((d.resourceSpans as Obj[])[0]!.scopeSpans as Obj[])[0]!.spans as Obj[]);
    spans[1]!.parentSpanId = spans[0]!.spanId;
    const t = adaptDocument(d, "t.json", "auto")[0]!.trace;
    expect(steps(t).map((s) => s.tool_name)).toEqual(["outer", "inner"]);
  });
});
