// Recordings of two more agent libraries (test/fixtures/otlp-agents/record-libs.mjs regenerates
// them, each run twice through `arh collect` against fake providers that give random ids):
// VoltAgent with its own span conventions (over the AI SDK), and Strands Agents with its default
// telemetry settings (content as span events). Each is read with its tools, arguments, outputs,
// statuses, error text, tokens and agent name as recorded; the second recording pairs with the
// first in `arh compare` (0 new, 0 resolved findings). The same events as OTLP log records read
// alike. And where the findings on the Traceloop MCP, ADK and Genkit recordings land: inside the
// span that records the call.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { adaptDocument } from "../../src/adapters/index.js";
import { runValidation } from "../../src/engine/pipeline.js";
import { loadPolicy } from "../../src/policy/parse.js";
import { renderJson } from "../../src/report/json.js";
import type { CompareResult } from "../../src/compare/index.js";
import { compareQuietly, doc, notes, resolve, span, steps } from "./helpers.js";

type Obj = Record<string, unknown>;
const DIR = join(import.meta.dirname, "../fixtures/otlp");
const tmp = mkdtempSync(join(tmpdir(), "arh-otlp-round5b-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const policy = loadPolicy(join(DIR, "policy.json"));
// The fixtures' policy with a refund limit below the scenario's 20: every refund is out of range.
const tightFile = join(tmp, "policy-tight.json");
{
  const p = JSON.parse(readFileSync(join(DIR, "policy.json"), "utf8")) as { allowed_tools: { issue_refund: { required_arguments: { amount: Obj } } } };
  p.allowed_tools.issue_refund.required_arguments.amount.max = 10;
  writeFileSync(tightFile, JSON.stringify(p));
}
const tight = loadPolicy(tightFile);

function files(rel: string): string[] {
  const dir = join(DIR, rel);
  return readdirSync(dir).sort().map((f) => join(dir, f));
}
const file = (rel: string): string => files(rel)[0]!;

function adaptFile(f: string): Obj {
  const out = adaptDocument(JSON.parse(readFileSync(f, "utf8")), f, "auto");
  expect(out).toHaveLength(1);
  return out[0]!.trace;
}
const adapt = (rel: string): Obj => adaptFile(file(rel));

const names = (s: Obj[]): unknown[] => s.map((x) => x.tool_name ?? x.type);
const tokens = (s: Obj[]): number => s.reduce((n, x) => n + ((x.input_tokens as number) ?? 0) + ((x.output_tokens as number) ?? 0), 0);
const spansOf = (doc: Obj): Obj[] => (doc.resourceSpans as Obj[]).flatMap((rs) => (rs.scopeSpans as Obj[]).flatMap((ss) => ss.spans as Obj[]));
/** An attribute's value as recorded (a string, or an integer's digits). */
const attr = (s: Obj, k: string): unknown => {
  const v = ((s.attributes as Obj[] | undefined) ?? []).find((a) => a.key === k)?.value as Obj | undefined;
  return v?.stringValue ?? v?.intValue;
};
const recorded = (rel: string): Obj[] => spansOf(JSON.parse(readFileSync(file(rel), "utf8")) as Obj);
const LOOKUP = { order_id: "A1", status: "delivered", total: 20 };
const POLICY_OUT = { order_id: "A1", refundable: true };
const FINAL = "I could not issue the refund for order A1: the payment gateway timed out.";

async function judge(f: string, pol = policy) {
  const r = await runValidation([f], pol, { format: "auto", failUnder: 70, cwd: DIR });
  expect(r.reports).toHaveLength(1);
  return { report: r, trace: r.reports[0]! };
}

async function compareRuns(name: string): Promise<{ summary: CompareResult["summary"]; code: number }> {
  const b = join(tmp, `${name}-base.json`);
  const c = join(tmp, `${name}-cand.json`);
  writeFileSync(b, renderJson((await judge(file(`${name}/run1`))).report));
  writeFileSync(c, renderJson((await judge(file(`${name}/run2`))).report));
  const out = join(tmp, `${name}-compare.json`);
  const code = await compareQuietly(b, c, out);
  return { summary: (JSON.parse(readFileSync(out, "utf8")) as CompareResult).summary, code };
}

describe.each(["run1", "run2"])("VoltAgent with its own span conventions (%s)", (run) => {
  const rel = `voltagent/${run}`;
  test("the recording: no GenAI attribute; tool spans and one llm span beside them under the agent span, the final text and totals on the agent span", () => {
    const spans = recorded(rel);
    expect(spans.some((s) => attr(s, "gen_ai.operation.name") !== undefined)).toBe(false);
    const tools = spans.filter((s) => attr(s, "span.type") === "tool");
    const llm = spans.filter((s) => attr(s, "span.type") === "llm");
    const agent = spans.find((s) => (s.parentSpanId ?? "") === "")!;
    expect(tools.map((s) => attr(s, "tool.name")).sort()).toEqual(["check_policy", "issue_refund", "lookup_order"]);
    expect(llm).toHaveLength(1);
    for (const s of [...tools, ...llm]) expect(s.parentSpanId).toBe(agent.spanId);
    expect(attr(agent, "entity.type")).toBe("agent");
    expect(attr(agent, "output")).toBe(FINAL);
    // the llm span's usage is the AI SDK's last model call's; the agent span's, the run's
    expect([attr(llm[0]!, "llm.usage.prompt_tokens"), attr(agent, "usage.prompt_tokens")]).toEqual(["230", "530"]);
    expect(attr(llm[0]!, "output")).toBeUndefined();
  });

  test("tools with arguments, outputs and the failure's text, then the loop's final response with the run's tokens; the agent named", () => {
    const t = adapt(rel);
    const s = steps(t);
    expect(t.agent_name).toBe("refund-agent");
    // the parallel lookups overlap: ordered by name (tool_order_by_content); no call is requested
    expect(names(s)).toEqual(["check_policy", "lookup_order", "issue_refund", "model_response"]);
    expect(s.slice(0, 3).map((x) => x.arguments)).toEqual([{ order_id: "A1" }, { order_id: "A1" }, { order_id: "A1", amount: 20 }]);
    expect(s.slice(0, 3).map((x) => x.output)).toEqual([JSON.stringify(POLICY_OUT), JSON.stringify(LOOKUP), undefined]);
    expect(s.map((x) => x.status ?? "ok")).toEqual(["ok", "ok", "error", "ok"]);
    expect(s[2]!.error).toBe("payment gateway timeout");
    for (const x of s.slice(0, 3)) expect((x.metadata as Obj).call_id).toMatch(/^call_/);
    expect(s[3]!.text).toBe(FINAL);
    // 120+30, 180+20, 230+18: the agent span's totals, not the llm span's last call (248)
    expect(tokens(s)).toBe(598);
    // the loop's duration holds its tools': no latency of its own
    expect(s[3]!.latency_ms).toBeUndefined();
    const ns = notes(t).map((n) => n.note);
    expect(ns.filter((n) => n.startsWith("model_loop_read:"))).toHaveLength(1);
    expect(ns.some((n) => /^(output_not_captured|arguments_not_captured|spans_unmapped|call_not_requested)/.test(n))).toBe(false);
  });

  test("the final text and tokens point at the agent span's attributes, the arguments at the tool span's input", () => {
    const f = file(rel);
    const d = JSON.parse(readFileSync(f, "utf8")) as Obj;
    const [a] = adaptDocument(d, f, "auto");
    const s = steps(a!.trace);
    const last = s.length - 1;
    expect(resolve(d, a!.mapPointer(`/steps/${last}/text`))).toEqual({ stringValue: FINAL });
    expect(resolve(d, a!.mapPointer(`/steps/${last}/input_tokens`))).toEqual({ intValue: "530" });
    expect(resolve(d, a!.mapPointer("/steps/2/arguments"))).toEqual({ stringValue: JSON.stringify({ order_id: "A1", amount: 20 }) });
  });

  test("no false finding (before: no step read, ARH-SEQ-001 and ARH-CMP-001)", async () => {
    const { trace } = await judge(file(rel));
    expect(trace.findings).toEqual([]);
    expect(trace.steps).toHaveLength(4);
  });
});

describe.each(["run1", "run2"])("Strands Agents with default telemetry: content as span events (%s)", (run) => {
  const rel = `strands/${run}`;
  test("the recording: no content attribute; gen_ai.choice and gen_ai.tool.message span events", () => {
    const spans = recorded(rel);
    const tools = spans.filter((s) => attr(s, "gen_ai.operation.name") === "execute_tool");
    expect(tools.map((s) => attr(s, "gen_ai.tool.name")).sort()).toEqual(["check_policy", "issue_refund", "lookup_order"]);
    for (const s of spans) {
      expect(attr(s, "gen_ai.output.messages")).toBeUndefined();
      expect(attr(s, "gen_ai.tool.call.arguments")).toBeUndefined();
    }
    for (const s of tools) expect(((s.events as Obj[]) ?? []).map((e) => e.name).filter((n) => n !== "exception")).toEqual(["gen_ai.tool.message", "gen_ai.choice"]);
    const first = spans.filter((s) => attr(s, "gen_ai.operation.name") === "chat").sort((x, y) => (BigInt(x.startTimeUnixNano as string) < BigInt(y.startTimeUnixNano as string) ? -1 : 1))[0]!;
    const choice = (first.events as Obj[]).find((e) => e.name === "gen_ai.choice")!;
    const calls = JSON.parse(attr(choice, "message") as string) as Obj[];
    expect(calls.map((c) => c.name)).toEqual(["lookup_order", "check_policy"]);
  });

  test("the parallel lookups in request order with arguments and outputs; the refund's failure; the final text; tokens", () => {
    const t = adapt(rel);
    const s = steps(t);
    expect(t.agent_name).toBe("refund-agent");
    expect(names(s)).toEqual(["lookup_order", "check_policy", "issue_refund", "model_response"]);
    expect(s.slice(0, 3).map((x) => x.arguments)).toEqual([{ order_id: "A1" }, { order_id: "A1" }, { order_id: "A1", amount: 20 }]);
    // a result of one JSON content block is its value
    expect(s.slice(0, 3).map((x) => x.output)).toEqual([LOOKUP, POLICY_OUT, undefined]);
    expect(s.map((x) => x.status ?? "ok")).toEqual(["ok", "ok", "error", "ok"]);
    expect(s[2]!.error).toBe("payment gateway timeout");
    for (const x of s.slice(0, 3)) expect((x.metadata as Obj).call_id).toMatch(/^call_/);
    expect(s[3]!.text).toBe(FINAL);
    expect(tokens(s)).toBe(598);
    const ns = notes(t).map((n) => n.note);
    expect(ns.some((n) => /^(output_not_captured|arguments_not_captured|call_not_requested|tool_call_synthesized|requested_call_not_run)/.test(n))).toBe(false);
    expect(ns.some((n) => n.includes("content capture"))).toBe(false);
  });

  test("arguments, outputs and text point at the span events that record them", () => {
    const f = file(rel);
    const d = JSON.parse(readFileSync(f, "utf8")) as Obj;
    const [a] = adaptDocument(d, f, "auto");
    expect(a!.mapPointer("/steps/0/arguments")).toMatch(/\/events\/[0-9]+\/attributes\/[0-9]+\/value$/);
    expect(resolve(d, a!.mapPointer("/steps/0/arguments"))).toEqual({ stringValue: JSON.stringify({ order_id: "A1" }) });
    expect(resolve(d, a!.mapPointer("/steps/1/output"))).toEqual({ stringValue: JSON.stringify([{ json: POLICY_OUT }]) });
    expect(resolve(d, a!.mapPointer("/steps/3/text"))).toEqual({ stringValue: JSON.stringify([{ text: FINAL }]) });
  });

  test("no false finding (before: the arguments of every call missing, ARH-SCH-003, and no final text, ARH-CMP-001)", async () => {
    const { trace } = await judge(file(rel));
    expect(trace.findings).toEqual([]);
  });
});

/** The recording with its gen_ai.* span events moved to OTLP log records joined to their spans
 * (the log-based events OpenTelemetry is moving to): attributes kept, or (`asBody`) as the body. */
function eventsAsLogs(f: string, asBody: boolean): Obj {
  const d = JSON.parse(readFileSync(f, "utf8")) as Obj;
  const logRecords: Obj[] = [];
  for (const s of spansOf(d)) {
    const keep: Obj[] = [];
    for (const e of (s.events as Obj[] | undefined) ?? []) {
      if (!String(e.name).startsWith("gen_ai.")) {
        keep.push(e);
        continue;
      }
      const a = (e.attributes as Obj[]) ?? [];
      const body = { kvlistValue: { values: a } };
      logRecords.push({
        timeUnixNano: e.timeUnixNano,
        traceId: s.traceId,
        spanId: s.spanId,
        eventName: e.name,
        ...(asBody ? { body } : { attributes: a }),
      });
    }
    s.events = keep;
  }
  return { ...d, resourceLogs: [{ resource: { attributes: [] }, scopeLogs: [{ scope: { name: "strands-agents" }, logRecords }] }] };
}

describe("the same GenAI events as OTLP log records", () => {
  test.each([
    ["attributes", false],
    ["body", true],
  ] as const)("as log records with their fields as %s: the same steps as from the span events", (_label, asBody) => {
    for (const run of ["run1", "run2"]) {
      const f = file(`strands/${run}`);
      const fromEvents = steps(adaptFile(f)).map((x) => ({ ...x, metadata: undefined }));
      const d = eventsAsLogs(f, asBody);
      expect(spansOf(d).some((s) => ((s.events as Obj[]) ?? []).some((e) => String(e.name).startsWith("gen_ai.")))).toBe(false);
      const t = adaptDocument(d, f, "auto")[0]!.trace;
      expect(steps(t).map((x) => ({ ...x, metadata: undefined }))).toEqual(fromEvents);
      expect(notes(t).some((n) => n.note.startsWith("output_not_captured:") || n.note.startsWith("arguments_not_captured:"))).toBe(false);
    }
  });

  test.each([
    ["span events", false, false],
    ["log records, fields as attributes", true, false],
    ["log records, fields as the body", true, true],
  ] as const)("without its tool spans (model-only), from %s: the calls made from the model's output, their results from the tool messages sent back", (_label, logs, asBody) => {
    const f = file("strands/run1");
    const d = logs ? eventsAsLogs(f, asBody) : (JSON.parse(readFileSync(f, "utf8")) as Obj);
    for (const rs of d.resourceSpans as Obj[]) for (const ss of rs.scopeSpans as Obj[]) ss.spans = (ss.spans as Obj[]).filter((s) => !String(s.name).startsWith("execute_tool"));
    const t = adaptDocument(d, f, "auto")[0]!.trace;
    const s = steps(t);
    expect(names(s)).toEqual(["lookup_order", "check_policy", "issue_refund", "model_response"]);
    expect(s.slice(0, 3).map((x) => x.arguments)).toEqual([{ order_id: "A1" }, { order_id: "A1" }, { order_id: "A1", amount: 20 }]);
    // the model-only reading cannot carry the failure: the refund's result is the text sent back
    expect(s.slice(0, 3).map((x) => x.output)).toEqual([LOOKUP, POLICY_OUT, "Error: payment gateway timeout"]);
    expect(s.every((x) => x.status === undefined)).toBe(true);
    expect(notes(t).filter((n) => n.note.startsWith("tool_call_synthesized:"))).toHaveLength(1);
  });

  test("the wrong thing compared: without the events nothing is read, and the note says where content could be", () => {
    const f = file("strands/run1");
    const d = JSON.parse(readFileSync(f, "utf8")) as Obj;
    for (const s of spansOf(d)) s.events = ((s.events as Obj[]) ?? []).filter((e) => !String(e.name).startsWith("gen_ai."));
    const t = adaptDocument(d, f, "auto")[0]!.trace;
    expect(steps(t).filter((x) => x.type === "tool_call").every((x) => x.arguments === undefined)).toBe(true);
    expect(notes(t).some((n) => n.note.startsWith("output_not_captured: the model span records no output messages"))).toBe(true);
  });
});

describe("each library's two recordings pair", () => {
  test.each(["voltagent", "strands"])("%s: same trace and step ids, 0 new and 0 resolved findings", async (name) => {
    const a = adapt(`${name}/run1`);
    const b = adapt(`${name}/run2`);
    expect(b.trace_id).toBe(a.trace_id);
    expect(steps(a)).toHaveLength(4);
    expect(steps(b).map((x) => x.step_id)).toEqual(steps(a).map((x) => x.step_id));
    const { summary, code } = await compareRuns(name);
    expect(summary).toMatchObject({ traces_compared: 1, traces_added: 0, traces_removed: 0, new_findings: 0, resolved_findings: 0, pass_to_fail: 0 });
    expect(code).toBe(0);
  });
});

/** The span (its index in the file's span list) whose text range holds a finding's location. */
function spanAt(f: string, line: number): { span: Obj; from: number; to: number } | undefined {
  const text = readFileSync(f, "utf8");
  const d = JSON.parse(text) as Obj;
  const lines = text.split("\n");
  // the file is written one attribute per line, spans as `{` … `}` blocks: find each span's lines
  const found: { span: Obj; from: number; to: number }[] = [];
  const spans = spansOf(d);
  let k = 0;
  for (let i = 0; i < lines.length && k < spans.length; i++) {
    if (!lines[i]!.includes(`"spanId": "${spans[k]!.spanId as string}"`)) continue;
    let from = i;
    while (from > 0 && lines[from]!.trim() !== "{") from--;
    const indent = lines[from]!.indexOf("{");
    let to = i;
    while (to < lines.length && !(lines[to]!.trim().startsWith("}") && lines[to]!.indexOf("}") === indent)) to++;
    found.push({ span: spans[k]!, from: from + 1, to: to + 1 });
    k++;
  }
  return found.find((s) => s.from <= line && line <= s.to);
}

describe("where an argument finding lands: inside the span that records the call", () => {
  const cases: [string, string, string, string][] = [
    // Traceloop's MCP tool spans: the arguments in traceloop.entity.input
    ["mcp-traceloop", "refund-agent", "issue_refund.tool", "traceloop.entity.input"],
    // the session's own trace: its tool spans
    ["mcp-traceloop-session", "mcp.client.session", "issue_refund.tool", "traceloop.entity.input"],
    // the run's trace: calls made from the model's output, which records them
    ["mcp-traceloop-session", "refund-agent", "chat claude-sonnet-4-5", "gen_ai.output.messages"],
    ["genkit", "refund-agent", "issue_refund", "genkit:input"],
    ["adk", "invocation", "execute_tool issue_refund", ""],
    ["voltagent", "refund-agent", "tool.execution:issue_refund", "input"],
    ["strands", "invoke_agent", "execute_tool issue_refund", ""],
  ];
  test.each(cases)("%s (%s): ARH-SCH-009 on each refund, located in a span '%s'", async (name, stem, spanName, key) => {
    for (const run of ["run1", "run2"]) {
      const f = files(`${name}/${run}`).find((x) => x.split("/").at(-1)!.startsWith(stem))!;
      const { trace } = await judge(f, tight);
      const found = trace.findings.filter((x) => x.rule_id === "ARH-SCH-009");
      expect(found.length).toBeGreaterThan(0);
      const t = adaptFile(f);
      for (const x of found) {
        const loc = x.location!;
        expect(loc.uri).toBe(f.split("/").slice(-3).join("/"));
        const at = spanAt(f, loc.startLine);
        expect(at?.span.name).toBe(spanName);
        // the step's own span, unless the call was made from the model's output
        const step = steps(t).find((s) => s.step_id === x.step_id)!;
        if ((step.metadata as Obj).synthesized !== true) expect(at!.span.spanId).toBe((step.metadata as Obj).span_id);
        if (key !== "") {
          const text = readFileSync(f, "utf8").split("\n");
          const window = text.slice(loc.startLine - 3, loc.startLine).join("\n");
          expect(window).toContain(`"key": "${key}"`);
        }
      }
    }
  });

  test("the wrong thing compared: under the fixtures' own policy no refund is out of range", async () => {
    for (const [name, stem] of cases) {
      const f = files(`${name}/run1`).find((x) => x.split("/").at(-1)!.startsWith(stem))!;
      expect((await judge(f)).trace.findings.filter((x) => x.rule_id === "ARH-SCH-009")).toEqual([]);
    }
  });
});

// Hand-made: shapes no recorded library here produces.
describe("ADK: two calls of one tool that both threw in one turn", () => {
  const adkModel = (id: string, start: number, response: Obj, request: Obj): Obj =>
    span(id, "call_llm", start, start + 5, { "gen_ai.system": "gcp.vertex.agent", "gcp.vertex.agent.llm_response": JSON.stringify(response), "gcp.vertex.agent.llm_request": JSON.stringify(request) });
  const call = (amount: number): Obj => ({ functionCall: { name: "issue_refund", args: { order_id: "A1", amount } } });
  const failure = (text: string): Obj => ({ functionResponse: { name: "issue_refund", response: { error: text } } });
  const recording = (): Obj =>
    doc([
      adkModel("1", 0, { content: { role: "model", parts: [call(20), call(30)] } }, { contents: [{ role: "user", parts: [{ text: "refund" }] }] }),
      span("2", "execute_tool issue_refund", 10, 11, {}),
      span("3", "execute_tool issue_refund", 12, 13, {}),
      adkModel("4", 20, { content: { role: "model", parts: [{ text: "failed" }] } }, {
        contents: [
          { role: "user", parts: [{ text: "refund" }] },
          { role: "model", parts: [call(20), call(30)] },
          { role: "user", parts: [failure("first timeout"), failure("second timeout")] },
        ],
      }),
    ]);
  test("each failed span takes its own error response, in call order; findings on its arguments land on its own span", () => {
    const [a] = adaptDocument(recording(), "t.json", "auto");
    const all = steps(a!.trace);
    const s = all.filter((x) => x.type === "tool_call");
    expect(s.map((x) => [x.status, x.error, x.arguments])).toEqual([
      ["error", "first timeout", { order_id: "A1", amount: 20 }],
      ["error", "second timeout", { order_id: "A1", amount: 30 }],
    ]);
    const at = (x: Obj): string => a!.mapPointer(`/steps/${all.indexOf(x)}/arguments/amount`);
    expect(s.map(at)).toEqual(["/resourceSpans/0/scopeSpans/0/spans/1/name", "/resourceSpans/0/scopeSpans/0/spans/2/name"]);
  });
});

describe("content as span events of the older GenAI event conventions", () => {
  const ev = (name: string, attributes: Record<string, string>): Obj => ({ name, timeUnixNano: "1000000", attributes: Object.entries(attributes).map(([key, v]) => ({ key, value: { stringValue: v } })) });
  test("gen_ai.content.completion on the model span: its text; the pointer is the event's attribute", () => {
    const d = doc([
      span("1", "chat m", 0, 5, { "gen_ai.operation.name": "chat" }, "", {
        events: [ev("gen_ai.content.prompt", { "gen_ai.prompt": JSON.stringify([{ role: "user", content: "hi" }]) }), ev("gen_ai.content.completion", { "gen_ai.completion": JSON.stringify([{ role: "assistant", content: "hello" }]) })],
      }),
    ]);
    const [a] = adaptDocument(d, "t.json", "auto");
    expect(steps(a!.trace).map((x) => x.text)).toEqual(["hello"]);
    expect(a!.mapPointer("/steps/0/text")).toBe("/resourceSpans/0/scopeSpans/0/spans/0/events/1/attributes/0/value");
    expect(notes(a!.trace).some((n) => n.note.startsWith("output_not_captured:"))).toBe(false);
  });

  test("hostile events: 100,000-deep message nesting and 5,000 events on one span are read without recursion, bounded", () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    const nested = JSON.stringify([{ role: "assistant", content: [{ role: "assistant", content: [{ role: "assistant", content: "deep" }] }] }]);
    const many = Array.from({ length: 5000 }, (_, i) => ev("gen_ai.choice", { message: `t${i}` }));
    const d = doc([
      span("1", "chat a", 0, 5, { "gen_ai.operation.name": "chat" }, "", { events: [ev("gen_ai.choice", { message: deep })] }),
      span("2", "chat b", 10, 15, { "gen_ai.operation.name": "chat" }, "", { events: [ev("gen_ai.choice", { message: nested })] }),
      span("3", "chat c", 20, 25, { "gen_ai.operation.name": "chat" }, "", { events: many }),
    ]);
    const s = steps(adaptDocument(d, "t.json", "auto")[0]!.trace);
    expect(s).toHaveLength(3);
    // a message's content is read one level down, not deeper: recorded, but no text at that depth
    expect([s[0]!.text, s[1]!.text]).toEqual(["", ""]);
    // the first 1,000 events of a span are read
    expect(String(s[2]!.text)).toMatch(/^t0t1t2.*t999$/);
  });

  test("the wrong thing compared: events of other names are not content", () => {
    const d = doc([span("1", "chat m", 0, 5, { "gen_ai.operation.name": "chat" }, "", { events: [ev("log", { message: "hello" })] })]);
    const t = adaptDocument(d, "t.json", "auto")[0]!.trace;
    expect(steps(t)[0]!.text).toBeUndefined();
    expect(notes(t).some((n) => n.note.startsWith("output_not_captured: the model span records no output messages"))).toBe(true);
  });
});
