// Recordings of four more agent libraries (test/fixtures/otlp-agents/record-libs.mjs regenerates
// them, each run twice through `arh collect` against fake providers that give random ids): the
// OpenAI Agents SDK handing off from a triage agent to the refund agent (OpenInference); the AI SDK
// with tools served over MCP (@ai-sdk/mcp), the refund retried after its failure; the Anthropic
// SDK's beta tool runner with the SDK's own spans; a LangGraph supervisor over a ReAct agent
// (OpenInference).
// Each library is read with its tools in request order, arguments, outputs, statuses, error text,
// tokens and agent names as recorded; the second recording pairs with the first in `arh compare`
// (0 new, 0 resolved findings).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { adaptDocument } from "../../src/adapters/index.js";
import { runValidation } from "../../src/engine/pipeline.js";
import { loadPolicy } from "../../src/policy/parse.js";
import { renderJson } from "../../src/report/json.js";
import type { CompareResult } from "../../src/compare/index.js";
import { compareQuietly, doc, notes, span, steps } from "./helpers.js";

type Obj = Record<string, unknown>;
const DIR = join(import.meta.dirname, "../fixtures/otlp");
const tmp = mkdtempSync(join(tmpdir(), "arh-otlp-round5-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const policy = loadPolicy(join(DIR, "policy.json"));
// The fixtures' policy with the handoff tool allowed: a handoff is a tool call the model makes.
const handoffPolicyFile = join(tmp, "policy-handoff.json");
{
  const p = JSON.parse(readFileSync(join(DIR, "policy.json"), "utf8")) as { allowed_tools: Obj };
  p.allowed_tools.transfer_to_refund_agent = { max_calls: 1 };
  writeFileSync(handoffPolicyFile, JSON.stringify(p));
}
const handoffPolicy = loadPolicy(handoffPolicyFile);

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
const recorded = (rel: string): Obj[] => spansOf(JSON.parse(readFileSync(file(rel), "utf8")) as Obj);
const LOOKUP = JSON.stringify({ order_id: "A1", status: "delivered", total: 20 });
const POLICY_OUT = JSON.stringify({ order_id: "A1", refundable: true });
const FINAL = "I could not issue the refund for order A1: the payment gateway timed out.";
const RETRY_FINAL = "Refunded order A1: the first attempt timed out, the retry went through.";
/** An MCP CallToolResult of one text part, as the AI SDK records it. */
const mcpText = (v: unknown): Obj => ({ content: [{ type: "text", text: JSON.stringify(v) }], isError: false });

/** Validate a recording; the trace report. */
async function judge(rel: string, pol = policy) {
  const r = await runValidation([file(rel)], pol, { format: "auto", failUnder: 70, cwd: DIR });
  expect(r.reports).toHaveLength(1);
  return { report: r, trace: r.reports[0]! };
}

/** `arh compare` of run2 against run1: the summary and the exit code. */
async function compareRuns(name: string, pol = policy): Promise<{ summary: CompareResult["summary"]; code: number }> {
  const b = join(tmp, `${name}-base.json`);
  const c = join(tmp, `${name}-cand.json`);
  writeFileSync(b, renderJson((await judge(`${name}/run1`, pol)).report));
  writeFileSync(c, renderJson((await judge(`${name}/run2`, pol)).report));
  const out = join(tmp, `${name}-compare.json`);
  const code = await compareQuietly(b, c, out);
  return { summary: (JSON.parse(readFileSync(out, "utf8")) as CompareResult).summary, code };
}

describe.each(["run1", "run2"])("OpenAI Agents SDK handoff through OpenInference (%s)", (run) => {
  const rel = `openai-agents-handoff/${run}`;
  test("the recording: the model's transfer_to_refund_agent call and a handoff TOOL span of another name, four tool spans", () => {
    const spans = recorded(rel);
    const tools = spans.filter((s) => attr(s, "openinference.span.kind") === "TOOL");
    expect(tools.map((s) => attr(s, "tool.name")).sort()).toEqual(["check_policy", "handoff_to_refund-agent", "issue_refund", "lookup_order"].sort());
    const handoff = tools.find((s) => attr(s, "tool.name") === "handoff_to_refund-agent")!;
    expect(attr(handoff, "input.value")).toBe(JSON.stringify({ from_agent: "triage-agent" }));
    expect(spans.some((s) => attr(s, "llm.output_messages.0.message.tool_calls.0.tool_call.function.name") === "transfer_to_refund_agent")).toBe(true);
  });

  test("the handoff is one step, the model's call, naming both agents; then the refund agent's tools", () => {
    const t = adapt(rel);
    const s = steps(t);
    expect(t.agent_name).toBe("triage-agent");
    expect(names(s)).toEqual(["transfer_to_refund_agent", "lookup_order", "check_policy", "issue_refund", "model_response"]);
    const h = s[0]!;
    expect(h.arguments).toEqual({});
    expect((h.metadata as Obj).handoff).toEqual({ from_agent: "triage-agent", to_agent: "refund-agent" });
    expect((h.metadata as Obj).call_id).toMatch(/^call_/);
    expect(h.output).toBe(JSON.stringify({ to_agent: "refund-agent" }));
    expect(s.slice(1, 4).map((x) => x.arguments)).toEqual([{ order_id: "A1" }, { order_id: "A1" }, { order_id: "A1", amount: 20 }]);
    expect(s.slice(1, 3).map((x) => x.output)).toEqual([LOOKUP, POLICY_OUT]);
    expect(s.map((x) => x.status ?? "ok")).toEqual(["ok", "ok", "ok", "error", "ok"]);
    // the SDK redacts the tool's error unless told to include sensitive data: the text it recorded
    expect(s[3]!.error).toMatch(/^Error running tool \(non-fatal\): .*issue_refund/);
    expect(s[4]!.text).toBe(FINAL);
    // 60+10 (the triage call), 120+30, 180+20, 230+18
    expect(tokens(s)).toBe(668);
    const ns = notes(t).map((n) => n.note);
    expect(ns.some((n) => /^(call_not_requested|tool_call_synthesized|requested_call_not_run)/.test(n))).toBe(false);
    expect(ns.filter((n) => n.startsWith("handoff_read:"))).toHaveLength(1);
  });

  test("no false finding: the handoff is the one call the model made to a tool the policy may not allow", async () => {
    expect((await judge(rel)).trace.findings.map((f) => [f.rule_id, f.message])).toEqual([["ARH-SCH-001", "tool 'transfer_to_refund_agent' is not in allowed_tools"]]);
    const { trace } = await judge(rel, handoffPolicy);
    expect(trace.findings).toEqual([]);
    expect(trace.passed).toBe(true);
  });
});

describe.each(["run1", "run2"])("AI SDK 6 with tools over MCP (@ai-sdk/mcp) (%s)", (run) => {
  const rel = `ai-sdk-mcp/${run}`;
  test("the recording: the failed refund is an isError result in ai.toolCall.result, its span OK", () => {
    const tools = recorded(rel).filter((s) => s.name === "ai.toolCall");
    const failed = tools.filter((s) => String(attr(s, "ai.toolCall.result")).includes('"isError":true'));
    expect(failed).toHaveLength(1);
    expect(((failed[0]!.status as Obj | undefined)?.code as number | undefined) ?? 0).not.toBe(2);
  });

  test("the failed refund is an error with the tool's text, the retry ok; outputs as recorded, tokens and the final answer", () => {
    const t = adapt(rel);
    const s = steps(t);
    expect(t.agent_name).toBe("refund-agent");
    expect(names(s)).toEqual(["lookup_order", "check_policy", "issue_refund", "issue_refund", "model_response"]);
    expect(s.slice(0, 4).map((x) => x.arguments)).toEqual([{ order_id: "A1" }, { order_id: "A1" }, { order_id: "A1", amount: 20 }, { order_id: "A1", amount: 20 }]);
    expect(s.map((x) => x.status ?? "ok")).toEqual(["ok", "ok", "error", "ok", "ok"]);
    expect(s[2]!.error).toBe("payment gateway timeout");
    expect(s[2]!.output).toBeUndefined();
    expect(s.slice(0, 4).map((x) => x.output)).toEqual([mcpText(JSON.parse(LOOKUP)), mcpText(JSON.parse(POLICY_OUT)), undefined, mcpText({ order_id: "A1", refunded: 20 })]);
    expect(s[4]!.text).toBe(RETRY_FINAL);
    // 120+30, 180+20, 210+20, 260+16
    expect(tokens(s)).toBe(856);
  });

  test("no wrong verdict: the retry after a failed refund is no duplicate side effect", async () => {
    const { trace } = await judge(rel);
    expect(trace.findings.map((f) => f.rule_id)).toEqual([]);
    expect(trace.passed).toBe(true);
  });
});

describe.each(["run1", "run2"])("Anthropic SDK tool runner with its own spans (%s)", (run) => {
  const rel = `anthropic-tool-runner/${run}`;
  test("the recording: outputs in anthropic.tool_result.content, the failure only error.type on the span", () => {
    const spans = recorded(rel);
    expect(spans.find((s) => s.name === "anthropic.messages.tool_runner")).toBeDefined();
    const failed = spans.find((s) => s.name === "anthropic.custom_tool_use issue_refund")!;
    expect((failed.status as Obj).code).toBe(2);
    expect((failed.status as Obj).message ?? "").toBe("");
    expect(attr(failed, "error.type")).toBe("tool_error");
    expect(JSON.parse(attr(failed, "anthropic.tool_result.content") as string)).toEqual([{ type: "text", text: "Error: payment gateway timeout" }]);
  });

  test("tools in request order with arguments and outputs, the failure's text, tokens; the agent named by service.name", () => {
    const t = adapt(rel);
    const s = steps(t);
    expect(t.agent_name).toBe("refund-service");
    expect(names(s)).toEqual(["model_response", "lookup_order", "check_policy", "model_response", "issue_refund", "model_response"]);
    const calls = s.filter((x) => x.type === "tool_call");
    expect(calls.map((x) => x.arguments)).toEqual([{ order_id: "A1" }, { order_id: "A1" }, { order_id: "A1", amount: 20 }]);
    expect(calls.map((x) => x.output)).toEqual([LOOKUP, POLICY_OUT, undefined]);
    expect(calls.map((x) => x.status ?? "ok")).toEqual(["ok", "ok", "error"]);
    // the text the runner sent the model for the thrown error
    expect(calls[2]!.error).toBe("Error: payment gateway timeout");
    for (const x of calls) expect((x.metadata as Obj).call_id).toMatch(/^toolu_/);
    expect(s[0]!.text).toBe("Let me look into that.");
    expect(s.at(-1)!.text).toBe(FINAL);
    expect(tokens(s)).toBe(598);
  });

  test("no false finding", async () => {
    const { trace } = await judge(rel);
    expect(trace.findings).toEqual([]);
    expect(trace.agent_name).toBe("refund-service");
  });
});

describe.each(["run1", "run2"])("LangGraph supervisor through OpenInference (%s)", (run) => {
  const rel = `langgraph-supervisor/${run}`;
  test("the recording: the graph's root span is LangGraph's default name; the agents are in the spans' metadata", () => {
    const spans = recorded(rel);
    const root = spans.find((s) => (s.parentSpanId ?? "") === "")!;
    expect(root.name).toBe("LangGraph");
    const llm = spans.filter((s) => attr(s, "openinference.span.kind") === "LLM");
    const ns = llm.map((s) => (JSON.parse(attr(s, "metadata") as string) as Obj).langgraph_checkpoint_ns as string);
    expect(ns.map((x) => x.split(":")[0])).toEqual(["supervisor", "refund_agent", "refund_agent", "refund_agent", "supervisor"]);
  });

  test("the supervisor named, each step's agent; the handoff, the refund agent's tools, the answer", () => {
    const t = adapt(rel);
    const s = steps(t);
    expect(t.agent_name).toBe("supervisor");
    expect(names(s)).toEqual(["transfer_to_refund_agent", "model_response", "lookup_order", "check_policy", "model_response", "issue_refund", "model_response", "model_response"]);
    expect(s.map((x) => (x.metadata as Obj).agent)).toEqual(["supervisor", ...Array<string>(6).fill("refund_agent"), "supervisor"]);
    const calls = s.filter((x) => x.type === "tool_call");
    expect(calls.map((x) => x.arguments)).toEqual([{}, { order_id: "A1" }, { order_id: "A1" }, { order_id: "A1", amount: 20 }]);
    expect(calls.slice(1).map((x) => x.output)).toEqual([LOOKUP, POLICY_OUT, undefined]);
    expect(calls.map((x) => x.status ?? "ok")).toEqual(["ok", "ok", "ok", "error"]);
    expect(calls[3]!.error).toBe("payment gateway timeout");
    for (const x of calls) expect((x.metadata as Obj).call_id).toMatch(/^toolu_/);
    expect(s.at(-1)!.text).toBe(FINAL);
    // 90+12 (the supervisor's handoff call), 120+30, 180+20, 230+18, 300+20
    expect(tokens(s)).toBe(1020);
  });

  test("no false finding", async () => {
    const { trace } = await judge(rel, handoffPolicy);
    expect(trace.findings).toEqual([]);
  });
});

describe("each library's two recordings pair", () => {
  test.each([
    ["openai-agents-handoff", handoffPolicy],
    ["ai-sdk-mcp", policy],
    ["anthropic-tool-runner", policy],
    ["langgraph-supervisor", handoffPolicy],
  ] as const)("%s: same trace and step ids, 0 new and 0 resolved findings", async (name, pol) => {
    const a = adapt(`${name}/run1`);
    const b = adapt(`${name}/run2`);
    expect(b.trace_id).toBe(a.trace_id);
    expect(steps(b).map((x) => x.step_id)).toEqual(steps(a).map((x) => x.step_id));
    const { summary, code } = await compareRuns(name, pol);
    expect(summary).toMatchObject({ traces_compared: 1, traces_added: 0, traces_removed: 0, new_findings: 0, resolved_findings: 0, pass_to_fail: 0 });
    expect(code).toBe(0);
  });
});

describe("the note of tool calls made from the model's output", () => {
  const out = (id: string, name: string): string => JSON.stringify([{ role: "assistant", parts: [{ type: "tool_call", id, name, arguments: { order_id: "A1" } }] }]);
  const model = (id: string, start: number, calls: string): Obj => span(id, "chat m", start, start + 5, { "gen_ai.operation.name": "chat", "gen_ai.output.messages": calls });
  test("says how many tool spans the trace has when some requested calls have none", () => {
    const d = doc([
      model("1", 0, out("call_a", "lookup_order")),
      span("2", "execute_tool lookup_order", 6, 8, { "gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": "lookup_order", "gen_ai.tool.call.id": "call_a" }),
      model("3", 10, out("call_b", "check_policy")),
    ]);
    const t = adaptDocument(d, "t.json", "auto")[0]!.trace;
    expect(names(steps(t))).toEqual(["lookup_order", "check_policy"]);
    const n = notes(t).filter((x) => x.note.startsWith("tool_call_synthesized:"));
    expect(n.map((x) => x.note.split(";")[0])).toEqual(["tool_call_synthesized: no tool span of the 1 in the trace ran them"]);
  });

  test("says there are no tool spans when there are none", () => {
    const t = adaptDocument(doc([model("1", 0, out("call_a", "lookup_order"))]), "t.json", "auto")[0]!.trace;
    expect(notes(t).filter((x) => x.note.startsWith("tool_call_synthesized:")).map((x) => x.note.split(";")[0])).toEqual(["tool_call_synthesized: no tool spans"]);
  });
});

describe("an OpenAI Agents handoff whose tool has a name of its own", () => {
  const oi = (id: string, name: string, start: number, a: Record<string, string>, parent: string): Obj => span(id, name, start, start + 5, a, parent);
  const trace = (called: string): Obj => {
    const d = doc([
      oi("1", "Agent workflow", 0, { "openinference.span.kind": "AGENT" }, ""),
      oi("2", "turn", 1, { "openinference.span.kind": "CHAIN" }, "1"),
      oi("3", "response", 2, {
        "openinference.span.kind": "LLM",
        "llm.output_messages.0.message.role": "assistant",
        "llm.output_messages.0.message.tool_calls.0.tool_call.id": "call_h",
        "llm.output_messages.0.message.tool_calls.0.tool_call.function.name": called,
        "llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments": "{}",
      }, "2"),
      oi("4", "handoff to Refund Desk", 8, {
        "openinference.span.kind": "TOOL",
        "tool.name": "handoff_to_Refund Desk",
        "input.value": JSON.stringify({ from_agent: "triage" }),
        "input.mime_type": "application/json",
        "output.value": JSON.stringify({ to_agent: "Refund Desk" }),
        "output.mime_type": "application/json",
      }, "2"),
    ]);
    return adaptDocument(d, "t.json", "auto")[0]!.trace;
  };
  test("the SDK's default name for an agent name with spaces, or the one transfer_to_ call under the same parent", () => {
    for (const called of ["transfer_to_Refund_Desk", "transfer_to_refunds"]) {
      const t = trace(called);
      expect(names(steps(t))).toEqual([called]);
      expect((steps(t)[0]!.metadata as Obj).handoff).toEqual({ from_agent: "triage", to_agent: "Refund Desk" });
      expect(notes(t).some((n) => n.note.startsWith("call_not_requested:"))).toBe(false);
    }
  });
});
