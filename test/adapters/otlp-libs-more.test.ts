// Recordings of more agent libraries (test/fixtures/otlp-agents/record-libs.mjs regenerates them,
// each run twice through `arh collect` against fake providers that give random ids): tools served
// over MCP and traced by Traceloop's MCP instrumentation (the refund retried after its failure);
// LangGraph's createReactAgent with Claude (ChatAnthropic) through OpenInference; Google's ADK
// and Genkit with their own spans.
// Each library is read with its tools in request order, arguments, statuses, error text, tokens and
// the final answer; findings are located in the recorded file; the second recording pairs with the
// first in `arh compare` (0 new, 0 resolved findings).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { adaptDocument } from "../../src/adapters/index.js";
import { runValidation } from "../../src/engine/pipeline.js";
import { loadPolicy } from "../../src/policy/parse.js";
import { renderJson } from "../../src/report/json.js";
import type { CompareResult } from "../../src/compare/index.js";
import { compareQuietly, notes, steps } from "./helpers.js";

type Obj = Record<string, unknown>;
const DIR = join(import.meta.dirname, "../fixtures/otlp");
const policy = loadPolicy(join(DIR, "policy.json"));
const tmp = mkdtempSync(join(tmpdir(), "arh-otlp-libs-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function file(rel: string): string {
  const dir = join(DIR, rel);
  return join(dir, readdirSync(dir)[0]!);
}

function adapt(rel: string): Obj {
  const f = file(rel);
  const out = adaptDocument(JSON.parse(readFileSync(f, "utf8")), f, "auto");
  expect(out).toHaveLength(1);
  return out[0]!.trace;
}

const names = (s: Obj[]): unknown[] => s.map((x) => x.tool_name ?? x.type);
const tokens = (s: Obj[]): number => s.reduce((n, x) => n + ((x.input_tokens as number) ?? 0) + ((x.output_tokens as number) ?? 0), 0);
const spansOf = (doc: Obj): Obj[] => (doc.resourceSpans as Obj[]).flatMap((rs) => (rs.scopeSpans as Obj[]).flatMap((ss) => ss.spans as Obj[]));
/** A span attribute's string value. */
const attr = (s: Obj, k: string): unknown => (((s.attributes as Obj[] | undefined) ?? []).find((a) => a.key === k)?.value as Obj | undefined)?.stringValue;
const LOOKUP = JSON.stringify({ order_id: "A1", status: "delivered", total: 20 });
const POLICY_OUT = JSON.stringify({ order_id: "A1", refundable: true });
const FINAL = "I could not issue the refund for order A1: the payment gateway timed out.";

/** Validate a recording under the fixtures' policy; the trace report. */
async function judge(rel: string) {
  const r = await runValidation([file(rel)], policy, { format: "auto", failUnder: 70, cwd: DIR });
  expect(r.reports).toHaveLength(1);
  return { report: r, trace: r.reports[0]! };
}

/** `arh compare` of run2 against run1: the summary and the exit code. */
async function compareRuns(name: string): Promise<{ summary: CompareResult["summary"]; code: number }> {
  const b = join(tmp, `${name}-base.json`);
  const c = join(tmp, `${name}-cand.json`);
  writeFileSync(b, renderJson((await judge(`${name}/run1`)).report));
  writeFileSync(c, renderJson((await judge(`${name}/run2`)).report));
  const out = join(tmp, `${name}-compare.json`);
  const code = await compareQuietly(b, c, out);
  return { summary: (JSON.parse(readFileSync(out, "utf8")) as CompareResult).summary, code };
}

describe.each(["run1", "run2"])("Traceloop's MCP instrumentation (%s)", (run) => {
  const rel = `mcp-traceloop/${run}`;
  test("the recording: tool spans named <tool>.tool with Traceloop entity attributes, the failure only in their status", () => {
    const doc = JSON.parse(readFileSync(file(rel), "utf8")) as Obj;
    const tools = spansOf(doc).filter((s) => ((s.attributes as Obj[]) ?? []).some((a) => a.key === "traceloop.span.kind" && (a.value as Obj).stringValue === "tool"));
    expect(tools.map((s) => s.name).sort()).toEqual(["check_policy.tool", "issue_refund.tool", "issue_refund.tool", "lookup_order.tool"]);
    expect(tools.filter((s) => (s.status as Obj).code === 2).map((s) => (s.status as Obj).message)).toEqual(["payment gateway timeout"]);
  });

  test("tools in request order with arguments, the failed refund an error, the retry ok; tokens and the final answer", () => {
    const t = adapt(rel);
    const s = steps(t);
    expect(names(s)).toEqual(["model_response", "lookup_order", "check_policy", "model_response", "issue_refund", "model_response", "issue_refund", "model_response"]);
    const calls = s.filter((x) => x.type === "tool_call");
    expect(calls.map((x) => x.arguments)).toEqual([{ order_id: "A1" }, { order_id: "A1" }, { order_id: "A1", amount: 20 }, { order_id: "A1", amount: 20 }]);
    expect(calls.map((x) => x.status ?? "ok")).toEqual(["ok", "ok", "error", "ok"]);
    expect(calls[2]).toMatchObject({ error: "payment gateway timeout" });
    expect(calls[2]!.output).toBeUndefined();
    expect(calls.map((x) => x.output)).toEqual([LOOKUP, POLICY_OUT, undefined, JSON.stringify({ order_id: "A1", refunded: 20 })]);
    // matched to the calls Claude requested (no call id on Traceloop's spans): the toolu_ ids are kept
    for (const x of calls) expect((x.metadata as Obj).call_id).toMatch(/^toolu_/);
    expect(s[0]!.text).toBe("Let me look into that.");
    expect(s.at(-1)!.text).toBe("Refunded order A1: the first attempt timed out, the retry went through.");
    // 120+30, 180+20, 210+20, 260+16: each call once (Traceloop's chat span around the SDK's own)
    expect(tokens(s)).toBe(856);
    expect(notes(t).filter((n) => n.note.startsWith("merged_span:"))).toHaveLength(4);
  });

  test("no wrong verdict: the retry after a failed refund is no duplicate side effect", async () => {
    const { trace } = await judge(rel);
    expect(trace.findings.map((f) => f.rule_id)).not.toContain("ARH-FLW-003");
    expect(trace.passed).toBe(true);
    // every step digest is located in the recorded file
    const lines = readFileSync(file(rel), "utf8").split("\n");
    for (const d of trace.steps ?? []) expect(d.line! > 0 && d.line! <= lines.length).toBe(true);
  });
});

describe.each(["run1", "run2"])("Traceloop's MCP client connected before the run (%s)", (run) => {
  test("the tool calls form the session's trace: read with their failure, and noted at the first tool span with the fix", () => {
    const f = join(DIR, `mcp-traceloop-session/${run}/mcp.client.session-1.json`);
    const t = adaptDocument(JSON.parse(readFileSync(f, "utf8")), f, "auto")[0]!.trace;
    const s = steps(t);
    // no model call says the request order: the parallel lookups are ordered by name (noted)
    expect(names(s)).toEqual(["check_policy", "lookup_order", "issue_refund", "issue_refund"]);
    expect(s.map((x) => x.status ?? "ok")).toEqual(["ok", "ok", "error", "ok"]);
    const n = notes(t).filter((x) => x.note.startsWith("tools_apart_from_run:"));
    expect(n).toHaveLength(1);
    expect(n[0]!.note).toMatch(/connect the MCP client inside the run's span/);
    // located at a span of the file
    expect(n[0]!.pointer).toMatch(/^\/resourceSpans\/\d+\/scopeSpans\/\d+\/spans\/\d+$/);
    // the run's own trace has only the calls made from Claude's output, which cannot carry a failure
    const rf = join(DIR, `mcp-traceloop-session/${run}/refund-agent-1.json`);
    const rt = adaptDocument(JSON.parse(readFileSync(rf, "utf8")), rf, "auto")[0]!.trace;
    expect(steps(rt).filter((x) => x.type === "tool_call").every((x) => (x.metadata as Obj).synthesized === true)).toBe(true);
    expect(notes(rt).some((x) => x.note.startsWith("tools_apart_from_run:"))).toBe(false);
  });
});

describe.each(["run1", "run2"])("LangGraph createReactAgent with Claude through OpenInference (%s)", (run) => {
  const rel = `langgraph-anthropic/${run}`;
  test("the recording: Claude's calls only in the serialised AIMessage's content blocks, a one-field tool's input bare", () => {
    const doc = JSON.parse(readFileSync(file(rel), "utf8")) as Obj;
    const spans = spansOf(doc);
    const llm = spans.filter((s) => attr(s, "openinference.span.kind") === "LLM");
    expect(llm).toHaveLength(3);
    expect(llm.flatMap((s) => (s.attributes as Obj[]).map((a) => a.key as string)).some((k) => k.includes("tool_call"))).toBe(false);
    expect(llm.some((s) => String(attr(s, "output.value")).includes('"type":"tool_use"'))).toBe(true);
    expect(attr(spans.find((s) => s.name === "lookup_order")!, "input.value")).toBe("A1");
  });

  test("tools in request order with the requested arguments, Claude's text before its calls kept, no empty steps", () => {
    const t = adapt(rel);
    const s = steps(t);
    expect(names(s)).toEqual(["model_response", "lookup_order", "check_policy", "model_response", "issue_refund", "model_response"]);
    const calls = s.filter((x) => x.type === "tool_call");
    expect(calls.map((x) => x.arguments)).toEqual([{ order_id: "A1" }, { order_id: "A1" }, { order_id: "A1", amount: 20 }]);
    expect(calls.map((x) => x.status ?? "ok")).toEqual(["ok", "ok", "error"]);
    expect(calls[2]).toMatchObject({ error: "payment gateway timeout" });
    expect(calls.slice(0, 2).map((x) => x.output)).toEqual([LOOKUP, POLICY_OUT]);
    for (const x of calls) expect((x.metadata as Obj).call_id).toMatch(/^toolu_/);
    // the bare input stays in metadata; the arguments are the requested call's
    expect((calls[0]!.metadata as Obj).input).toBe("A1");
    expect(s.filter((x) => x.type === "model_response").map((x) => x.text)).toEqual(["Let me look into that.", "Let me look into that.", FINAL]);
    expect(tokens(s)).toBe(598);
    const ns = notes(t).map((n) => n.note);
    expect(ns.filter((n) => n.startsWith("arguments_from_request:"))).toHaveLength(2);
    expect(ns.some((n) => /^(tool_order_by_content|text_not_recorded|arguments_unmapped|tool_call_synthesized|call_not_requested)/.test(n))).toBe(false);
  });

  test("no false finding: the required arguments are present", async () => {
    const { trace } = await judge(rel);
    expect(trace.findings.map((f) => f.rule_id)).toEqual([]);
    expect(trace.passed).toBe(true);
  });
});

describe.each(["run1", "run2"])("Google ADK's own spans (%s)", (run) => {
  const rel = `adk/${run}`;
  test("the recording: model calls without an operation name, a merged-tools span, the failed tool's span bare", () => {
    const spans = spansOf(JSON.parse(readFileSync(file(rel), "utf8")) as Obj);
    const llm = spans.filter((s) => s.name === "call_llm");
    expect(llm).toHaveLength(3);
    for (const s of llm) expect(attr(s, "gen_ai.operation.name")).toBeUndefined();
    expect(spans.filter((s) => attr(s, "gen_ai.tool.name") === "(merged tools)")).toHaveLength(1);
    const failed = spans.find((s) => s.name === "execute_tool issue_refund")!;
    expect(failed.attributes ?? []).toEqual([]);
    expect((failed.status as Obj | undefined)?.code ?? 0).toBe(0);
  });

  test("tools in request order with ADK's arguments and results, the failed tool an error with the text the model got, tokens and the final answer", () => {
    const t = adapt(rel);
    const s = steps(t);
    expect(t.agent_name).toBe("refund_agent");
    // the model calls that only requested tools are folded into their first call; no "(merged tools)" step
    expect(names(s)).toEqual(["lookup_order", "check_policy", "issue_refund", "model_response"]);
    expect(s.slice(0, 3).map((x) => x.arguments)).toEqual([{ order_id: "A1" }, { order_id: "A1" }, { order_id: "A1", amount: 20 }]);
    expect(s.slice(0, 2).map((x) => x.output)).toEqual([LOOKUP, POLICY_OUT]);
    expect(s.map((x) => x.status ?? "ok")).toEqual(["ok", "ok", "error", "ok"]);
    expect(s[2]).toMatchObject({ error: "Error in tool 'issue_refund': payment gateway timeout" });
    expect(s[3]!.text).toBe(FINAL);
    expect(tokens(s)).toBe(598);
    expect((s[0]!.metadata as Obj).call_id).toMatch(/^adk-/);
    const ns = notes(t).map((n) => n.note);
    expect(ns.filter((n) => n.startsWith("tool_failed_unrecorded:"))).toHaveLength(1);
    expect(ns.some((n) => /^(tool_order_by_content|call_not_requested|arguments_not_captured|text_not_recorded)/.test(n))).toBe(false);
  });

  test("no false finding", async () => {
    const { trace } = await judge(rel);
    expect(trace.findings.map((f) => f.rule_id)).toEqual([]);
  });
});

describe.each(["run1", "run2"])("Genkit's own spans (%s)", (run) => {
  const rel = `genkit/${run}`;
  test("the recording: only genkit:* attributes", () => {
    const spans = spansOf(JSON.parse(readFileSync(file(rel), "utf8")) as Obj);
    const keys = new Set(spans.flatMap((s) => ((s.attributes as Obj[] | undefined) ?? []).map((a) => a.key as string)));
    expect([...keys].every((k) => k.startsWith("genkit:"))).toBe(true);
  });

  test("tools in request order with arguments and results, the failure with its text, tokens; Genkit ends the run when a tool throws", () => {
    const t = adapt(rel);
    const s = steps(t);
    expect(t.agent_name).toBe("refund-agent");
    expect(names(s)).toEqual(["lookup_order", "check_policy", "issue_refund"]);
    expect(s.map((x) => x.arguments)).toEqual([{ order_id: "A1" }, { order_id: "A1" }, { order_id: "A1", amount: 20 }]);
    expect(s.slice(0, 2).map((x) => x.output)).toEqual([LOOKUP, POLICY_OUT]);
    expect(s.map((x) => x.status ?? "ok")).toEqual(["ok", "ok", "error"]);
    expect(s[2]).toMatchObject({ error: "payment gateway timeout" });
    // the two model calls only requested tools: 120+30 and 180+20, folded into their first calls
    expect(tokens(s)).toBe(350);
    for (const x of s) expect((x.metadata as Obj).call_id).toMatch(/^call_/);
  });

  test("the only finding is the true one: no final answer (Genkit's generate threw with the tool)", async () => {
    const { trace } = await judge(rel);
    expect(trace.findings.map((f) => f.rule_id)).toEqual(["ARH-CMP-001"]);
    const lines = readFileSync(file(rel), "utf8").split("\n");
    for (const f of trace.findings) expect(f.location!.startLine > 0 && f.location!.startLine <= lines.length).toBe(true);
  });
});

describe("a second recording pairs with the first in arh compare", () => {
  test.each(["mcp-traceloop", "langgraph-anthropic", "adk", "genkit"])("%s: same trace and step ids, 0 new and 0 resolved findings", async (name) => {
    const a = adapt(`${name}/run1`);
    const b = adapt(`${name}/run2`);
    expect(b.trace_id).toBe(a.trace_id);
    expect(steps(b).map((x) => x.step_id)).toEqual(steps(a).map((x) => x.step_id));
    const { summary, code } = await compareRuns(name);
    expect(summary).toMatchObject({ traces_compared: 1, traces_added: 0, traces_removed: 0, new_findings: 0, resolved_findings: 0, pass_to_fail: 0 });
    expect(code).toBe(0);
  });
});
