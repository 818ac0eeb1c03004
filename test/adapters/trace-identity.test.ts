// Trace identity of OTLP traces (src/adapters/identity.ts, docs/collect.md): the ids each library
// lets its users record, and the derived id when none is: the same for `arh collect`'s file names
// and the OTLP adapter's ids, whatever the order of spans, traces and export batches and however
// fresh the span ids, trace ids and timestamps.
import { describe, expect, test } from "vitest";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { adaptDocument } from "../../src/adapters/index.js";
import { derivedIdLine, traceIdentity } from "../../src/adapters/identity.js";
import { splitByTrace } from "../../src/collect/split.js";
import { shortHash } from "../../src/util/canonical.js";
import { xorshift } from "../rng.js";

type Obj = Record<string, unknown>;
const s = (key: string, v: string): Obj => ({ key, value: { stringValue: v } });
const hex = (n: number): string => randomBytes(n).toString("hex");

interface SpanSpec {
  name: string;
  attrs?: Obj[];
  children?: SpanSpec[];
}

/** The spans of one run, with fresh trace and span ids and a fresh clock. */
function run(root: SpanSpec, resource: Obj[] = []): { spans: Obj[]; resource: Obj[] } {
  const traceId = hex(16);
  let t = BigInt(Date.now()) * 1_000_000n + BigInt(Math.floor(Math.random() * 1e9));
  const spans: Obj[] = [];
  const walk = (sp: SpanSpec, parent: string | undefined): void => {
    const spanId = hex(8);
    const start = (t += 1000n);
    const o: Obj = { traceId, spanId, name: sp.name, startTimeUnixNano: String(start), attributes: sp.attrs ?? [] };
    if (parent) o.parentSpanId = parent;
    spans.push(o);
    for (const c of sp.children ?? []) walk(c, spanId);
    o.endTimeUnixNano = String((t += 1000n));
  };
  walk(root, undefined);
  return { spans, resource };
}

/** An AI SDK generateText run for a user message. */
const aiSdk = (prompt: string, extra: Obj[] = [], refunds = 1): SpanSpec => ({
  name: "ai.generateText",
  attrs: [s("ai.operationId", "ai.generateText"), s("ai.prompt", JSON.stringify({ prompt })), ...extra],
  children: [
    { name: "ai.generateText.doGenerate", attrs: [s("ai.prompt.messages", JSON.stringify([{ role: "user", content: [{ type: "text", text: prompt }] }])), s("ai.response.id", hex(12))] },
    { name: "ai.toolCall", attrs: [s("ai.toolCall.name", "lookup_order"), s("ai.toolCall.id", `call_${hex(12)}`), s("ai.toolCall.args", '{"order_id":"ORD-1"}')] },
    ...Array.from({ length: refunds }, () => ({ name: "ai.toolCall", attrs: [s("ai.toolCall.name", "issue_refund"), s("ai.toolCall.id", `call_${hex(12)}`), s("ai.toolCall.args", '{"order_id":"ORD-1"}')] })),
  ],
});

/** Export batches: the runs' spans shuffled (seeded) and cut into batches of 1-3 spans, each its own resourceSpans. */
function batches(runs: { spans: Obj[]; resource: Obj[] }[], seed: number): Obj[] {
  const rnd = xorshift(seed);
  const all = runs.flatMap((r) => r.spans.map((sp) => ({ sp, res: r.resource })));
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  const out: Obj[] = [];
  for (let i = 0; i < all.length; ) {
    const n = 1 + Math.floor(rnd() * 3);
    const chunk = all.slice(i, i + n);
    i += n;
    for (const c of chunk) out.push({ resource: { attributes: c.res }, scopeSpans: [{ scope: { name: "ai" }, spans: [c.sp] }] });
  }
  return out;
}

const names = (resourceSpans: Obj[]): string[] => splitByTrace(resourceSpans, []).files.map((f) => f.name);
/** The ids the adapter gives the traces of one multi-trace file `all.json`, sorted. */
const adapterIds = (resourceSpans: Obj[]): string[] =>
  adaptDocument({ resourceSpans }, "all.json", "otlp")
    .map((a) => a.trace.trace_id as string)
    .sort();

describe("derived ids: what the run did, never arrival, ids or clocks", () => {
  const scenarios = (): { spans: Obj[]; resource: Obj[] }[] => [
    run(aiSdk("Please refund ORD-1001.")),
    run(aiSdk("Please refund ORD-2002.", [], 2)),
    run(aiSdk("Please refund ORD-2002.", [], 1)), // a repeat of ORD-2002 that refunded once
  ];
  test("collect's names and the adapter's ids agree, for every order of spans and batches", () => {
    const d1 = `ai.generateText-${shortHash("Please refund ORD-1001.").slice(0, 8)}`;
    const d2 = `ai.generateText-${shortHash("Please refund ORD-2002.").slice(0, 8)}`;
    const want = [`${d1}-1.json`, `${d2}-1.json`, `${d2}-2.json`];
    for (let seed = 1; seed <= 25; seed++) {
      const rs = batches(scenarios(), seed);
      expect(names(rs)).toEqual(want);
      expect(adapterIds(rs)).toEqual(want.map((f) => `all-${f.replace(/\.json$/, "")}`));
    }
  });
  test("repeats of one input are numbered by what they did: the same run keeps its number", () => {
    for (let seed = 1; seed <= 10; seed++) {
      const files = splitByTrace(batches(scenarios(), seed), []).files;
      const refunds = files.map((f) => JSON.stringify(f.doc).split('"issue_refund"').length - 1);
      expect(refunds[0]).toBe(1); // ORD-1001
      expect([...refunds.slice(1)].sort()).toEqual([1, 2]); // ORD-2002's two runs
      // and always the same way round
      expect(refunds).toEqual(splitByTrace(batches(scenarios(), seed + 100), []).files.map((f) => JSON.stringify(f.doc).split('"issue_refund"').length - 1));
    }
  });
  test("the first user message is found in each library's shape: the same message, the same digest", () => {
    const msg = "Refund ORD-1001 please";
    const digest = shortHash(msg).slice(0, 8);
    const shapes: SpanSpec[] = [
      { name: "agent", attrs: [s("ai.prompt", JSON.stringify({ system: "be nice", prompt: msg }))] },
      { name: "agent", attrs: [s("ai.prompt", JSON.stringify({ system: "be nice", messages: [{ role: "system", content: "x" }, { role: "user", content: [{ type: "text", text: msg }] }] }))] },
      { name: "agent", attrs: [s("input.value", JSON.stringify({ messages: [{ role: "user", content: msg }] }))] },
      { name: "agent", attrs: [s("input.value", msg)] },
      { name: "agent", attrs: [s("input.value", JSON.stringify({ messages: [[{ lc: 1, type: "constructor", id: ["langchain_core", "messages", "SystemMessage"], kwargs: { content: "sys" } }, { lc: 1, type: "constructor", id: ["langchain_core", "messages", "HumanMessage"], kwargs: { content: msg } }]] }))] },
      { name: "agent", attrs: [s("input.value", JSON.stringify([{ type: "message", role: "user", content: msg }]))] },
      { name: "agent", attrs: [s("gen_ai.input.messages", JSON.stringify([{ role: "user", parts: [{ type: "text", content: msg }] }]))] },
      { name: "agent", children: [{ name: "llm", attrs: [s("openinference.span.kind", "LLM"), s("llm.input_messages.0.message.role", "system"), s("llm.input_messages.0.message.content", "sys"), s("llm.input_messages.1.message.role", "user"), s("llm.input_messages.1.message.content", msg)] }] },
      // a tool span's input is not the run's: the model call's is
      { name: "agent", children: [{ name: "tool", attrs: [s("openinference.span.kind", "TOOL"), s("input.value", "ORD-1001")] }, { name: "chat", attrs: [s("gen_ai.prompt.0.role", "user"), s("gen_ai.prompt.0.content", msg)] }] },
    ];
    for (const sh of shapes) {
      const r = run(sh);
      expect(traceIdentity(r.spans.map((span) => ({ span }))).base, JSON.stringify(sh).slice(0, 120)).toBe(`agent-${digest}`);
    }
    // GenAI content in log events (OpenTelemetry JS and Python instrumentations)
    const r = run({ name: "agent", children: [{ name: "chat gpt-4o" }] });
    const logs = [
      { eventName: "", attributes: [s("event.name", "gen_ai.system.message")], body: { kvlistValue: { values: [s("content", "sys")] } }, timeUnixNano: "5" },
      { attributes: [s("event.name", "gen_ai.user.message")], body: { kvlistValue: { values: [s("content", msg)] } }, timeUnixNano: "6" },
    ];
    const split = splitByTrace([{ scopeSpans: [{ spans: r.spans }] }], [{ scopeLogs: [{ logRecords: logs.map((l) => ({ ...l, traceId: r.spans[0]!.traceId, spanId: r.spans[1]!.spanId })) }] }]);
    expect(split.files.map((f) => f.name)).toEqual([`agent-${digest}-1.json`]);
    // no input recorded at all: the root span name, numbered
    expect(traceIdentity(run({ name: "agent" }).spans.map((span) => ({ span }))).base).toBe("agent");
  });
  test("hostile input: deep, wide or malformed values give an id, never a crash", () => {
    const deep = "[".repeat(5000) + "]".repeat(5000);
    const wide = JSON.stringify(Array.from({ length: 50_000 }, (_, i) => ({ role: "assistant", content: String(i) })));
    for (const v of [deep, wide, "{not json", "", " ", "\u0000"]) {
      const r = run({ name: "../../etc/pass wd", attrs: [s("input.value", v)] });
      const [f] = names([{ scopeSpans: [{ spans: r.spans }] }]);
      expect(f).toMatch(/^etc_pass_wd(-[0-9a-f]{8})?-1\.json$/);
    }
    // spans without names, ids or attributes
    expect(names([{ scopeSpans: [{ spans: [{}, { traceId: 5, attributes: "x" }] }] }])).toEqual(["trace-1.json"]);
  });
});

describe("recorded ids: where each library lets users put them", () => {
  const cases: [string, SpanSpec, Obj[]][] = [
    ["arh.trace_id on the root span", aiSdk("x", [s("arh.trace_id", "refund-happy")]), []],
    ["arh.trace_id on the resource", aiSdk("x"), [s("arh.trace_id", "refund-happy")]],
    ["AI SDK experimental_telemetry.metadata", aiSdk("x", [s("ai.telemetry.metadata.arh.trace_id", "refund-happy")]), []],
    [
      "AI SDK metadata on a child span (the user's own span at the root)",
      { name: "test", children: [aiSdk("x", [s("ai.telemetry.metadata.arh.trace_id", "refund-happy")])] },
      [],
    ],
    ["OpenInference metadata (setMetadata; LangChain run metadata)", { name: "refund-agent", attrs: [s("openinference.span.kind", "AGENT"), s("metadata", JSON.stringify({ "arh.trace_id": "refund-happy", ls_provider: "openai" }))] }, []],
    ["OpenInference session (setSession; LangChain session_id / thread_id metadata)", { name: "refund-agent", children: [{ name: "llm", attrs: [s("session.id", "refund-happy")] }] }, []],
  ];
  test.each(cases)("%s", (_, spec, resource) => {
    const r = run(spec, resource);
    const rs = [{ resource: { attributes: resource }, scopeSpans: [{ spans: r.spans }] }];
    const split = splitByTrace(rs, []);
    expect(split.files.map((f) => [f.name, f.derived])).toEqual([["refund-happy.json", false]]);
    const [a] = adaptDocument({ resourceSpans: rs }, "whatever.json", "otlp");
    expect(a!.trace.trace_id).toBe("refund-happy");
    const notes = JSON.stringify(a!.trace.metadata);
    expect(notes).not.toMatch(/trace_id_not_recorded/);
  });
  test("two runs recording the same id: numbered by what they did, and said", () => {
    const rs = batches([run(aiSdk("x", [s("arh.trace_id", "same")], 2)), run(aiSdk("y", [s("arh.trace_id", "same")], 1))], 3);
    const split = splitByTrace(rs, []);
    expect(split.files.map((f) => f.name)).toEqual(["same-2.json", "same.json"]);
    expect(split.duplicateIds).toEqual(["same"]);
  });
});

describe("the library detected (for the fix of a derived id)", () => {
  test.each([
    ["ai-sdk", "ai-sdk/run1/ai.generateText-1.json"],
    ["langchain", "langchain/run1/refund-agent-1.json"],
    ["openai-agents", "openai-agents/run1/Agent_workflow-1.json"],
    ["openinference", "openinference/run1/refund-agent-1.json"],
    ["otel", "otel-openai/run1/refund-agent-1.json"],
    ["otel", "anthropic-traceloop/run1/refund-agent-1.json"],
  ])("%s: %s", (lib, file) => {
    const doc = JSON.parse(readFileSync(join(import.meta.dirname, "../fixtures/otlp", file), "utf8")) as { resourceSpans: Obj[] };
    const spans = doc.resourceSpans.flatMap((rs) => (rs.scopeSpans as Obj[]).flatMap((ss) => (ss.spans as Obj[]).map((span) => ({ span }))));
    expect(traceIdentity(spans).library).toBe(lib);
  });
});

describe("the line that says an id was derived", () => {
  test("one line with the fix of each library detected; nothing when every id was recorded", () => {
    const ai = adaptDocument({ resourceSpans: [{ scopeSpans: [{ spans: run(aiSdk("x")).spans }] }] }, "a.json", "otlp")[0]!;
    const oi = adaptDocument({ resourceSpans: [{ scopeSpans: [{ spans: run({ name: "refund-agent", attrs: [s("openinference.span.kind", "AGENT"), s("input.value", "hi")] }).spans }] }] }, "b.json", "otlp")[0]!;
    const entries = [ai, oi].map((a) => ({ adapter_notes: ((a.trace.metadata as Obj).adapter as { notes: { note: string }[] }).notes.map((n) => ({ code: n.note.slice(0, n.note.indexOf(":")), message: n.note.slice(n.note.indexOf(":") + 1).trim() })) }));
    const line = derivedIdLine(entries)!;
    expect(line).toMatch(/^2 trace id\(s\) not recorded by the run, so taken from the file name or derived from the root span name and first user message/);
    expect(line).toContain('AI SDK: experimental_telemetry: { isEnabled: true, metadata: { "arh.trace_id": "<scenario id>" } }');
    expect(line).toContain("OpenInference: context.with(setMetadata(");
    expect(derivedIdLine([{ adapter_notes: [] }, {}])).toBeUndefined();
    // a canonical trace named by its file stem is not an OTLP id derived from the run
    expect(derivedIdLine([{ adapter_notes: [{ code: "trace_id_not_recorded", message: "no trace_id in the document; the file stem 'x' is used" }] }])).toBeUndefined();
  });
});
