// Multi-agent runs evaluated agent by agent (docs/multi-agent.md), on the real recordings of two
// libraries handing a refund from one agent to another (test/fixtures/otlp-agents/record-libs.mjs
// regenerates them): the OpenAI Agents SDK through OpenInference (triage-agent -> refund-agent)
// and a LangGraph supervisor (supervisor -> refund_agent). Each step names its agent; a policy
// scoped to one agent flags that agent's calls only, located at the step; the same policy without
// its `agents` block judges as before.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { adaptDocument } from "../../src/adapters/index.js";
import { runValidation } from "../../src/engine/pipeline.js";
import { policyFromText } from "../../src/policy/parse.js";
import { renderConsole } from "../../src/report/console.js";
import { renderSarif } from "../../src/report/sarif.js";
import { renderMarkdown } from "../../src/report/markdown.js";
import type { Finding } from "../../src/types.js";
import { doc, span } from "../adapters/helpers.js";
import { rebatch, rewriteIds } from "../adapters/rewrite.js";
import { xorshift } from "../rng.js";

type Obj = Record<string, unknown>;
const DIR = join(import.meta.dirname, "../fixtures/otlp");
const tmp = mkdtempSync(join(tmpdir(), "arh-agents-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const file = (rel: string): string => join(DIR, rel, readdirSync(join(DIR, rel))[0]!);
const base = JSON.parse(readFileSync(join(DIR, "policy.json"), "utf8")) as Obj & { allowed_tools: Obj };
/** The fixtures' policy, the handoff allowed (a handoff is a tool call the model makes), with `extra` on top. */
const policyText = (extra: Obj = {}): string => JSON.stringify({ ...base, allowed_tools: { ...base.allowed_tools, transfer_to_refund_agent: { max_calls: 1 } }, ...extra }, null, 2);

async function judge(rel: string, text: string) {
  const policy = policyFromText(text, "policy.json");
  const r = await runValidation([file(rel)], policy, { format: "auto", failUnder: 70, cwd: DIR });
  expect(r.reports).toHaveLength(1);
  return { report: r, trace: r.reports[0]!, policy };
}
const brief = (fs: Finding[]): unknown[] => fs.map((f) => [f.rule_id, f.step_id, f.agent ?? null, f.message]);

describe.each([
  ["openai-agents-handoff", "triage-agent", "refund-agent"],
  ["langgraph-supervisor", "supervisor", "refund_agent"],
] as const)("%s", (name, from, to) => {
  describe.each(["run1", "run2"])("%s", (run) => {
    const rel = `${name}/${run}`;
    const t = adaptDocument(JSON.parse(readFileSync(file(rel), "utf8")), file(rel), "auto")[0]!.trace as Obj;
    const steps = t.steps as Obj[];

    test("each step names its agent: the handoff the agent handing off, the rest the agent that made them", () => {
      expect(steps[0]!.tool_name).toBe("transfer_to_refund_agent");
      expect(steps[0]!.agent).toBe(from);
      const tools = steps.filter((s) => s.type === "tool_call").slice(1);
      expect(tools.map((s) => [s.tool_name, s.agent])).toEqual([
        ["lookup_order", to],
        ["check_policy", to],
        ["issue_refund", to],
      ]);
      expect(new Set(steps.map((s) => s.agent))).toEqual(new Set([from, to]));
    });

    test("a policy that allows the refund agent two tools flags only its third call, at the step", async () => {
      const text = policyText({ agents: { [to]: { allowed_tools: { lookup_order: base.allowed_tools.lookup_order, issue_refund: base.allowed_tools.issue_refund } } } });
      const { trace } = await judge(rel, text);
      expect(brief(trace.findings)).toEqual([["ARH-SCH-001", "check_policy#1", to, "tool 'check_policy' is not in allowed_tools"]]);
      const f = trace.findings[0]!;
      // located at the check_policy tool span of the recording, its line and column
      const span = f.pointer!.split("/").slice(1).reduce<unknown>((o, k) => (o as Obj)[k], JSON.parse(readFileSync(file(rel), "utf8")) as Obj) as Obj;
      expect(span.name).toBe("check_policy");
      expect(f.location!.startLine).toBeGreaterThan(1);
      // the console, the SARIF message name the agent
      expect(renderConsole({ ...(await judge(rel, text)).report })).toContain(`step check_policy#1 (agent ${to})`);
      const sarif = JSON.parse(renderSarif((await judge(rel, text)).report)) as { runs: { results: { message: { text: string } }[] }[] };
      expect(sarif.runs[0]!.results[0]!.message.text).toContain(`(agent '${to}')`);
    });

    test("the same tools scoped to the other agent flag nothing of the refund agent's", async () => {
      const { trace } = await judge(rel, policyText({ agents: { [from]: { allowed_tools: { transfer_to_refund_agent: {} } } } }));
      expect(trace.findings).toEqual([]);
      // and one the agent does not call is flagged at its call only
      const other = await judge(rel, policyText({ agents: { [from]: { allowed_tools: { lookup_order: {} } } } }));
      expect(brief(other.trace.findings)).toEqual([["ARH-SCH-001", steps[0]!.step_id, from, "tool 'transfer_to_refund_agent' is not in allowed_tools"]]);
    });

    test("an agent's sequence counts its lane: forbidden to the refund agent flags its call; to the other agent, nothing", async () => {
      const fb = await judge(rel, policyText({ agents: { [to]: { sequence: { forbidden_tools: ["issue_refund"] } } } }));
      expect(brief(fb.trace.findings)).toEqual([["ARH-SEQ-002", "issue_refund#1", to, "forbidden tool 'issue_refund' was called at step 'issue_refund#1'"]]);
      const none = await judge(rel, policyText({ agents: { [from]: { sequence: { forbidden_tools: ["issue_refund"] } } } }));
      expect(none.trace.findings).toEqual([]);
      // a tool the lane must call and never does: a finding of the lane, naming its agent
      const req = await judge(rel, policyText({ agents: { [from]: { sequence: { required_tools: ["lookup_order"] } } } }));
      expect(brief(req.trace.findings)).toEqual([["ARH-SEQ-001", null, from, `agent '${from}': required tool 'lookup_order' was never called`]]);
      // the top-level required tools still count the whole trace: lookup_order is the refund agent's, and no finding
      expect(req.trace.findings.some((f) => f.agent === to)).toBe(false);
    });

    test("the usage names each agent's steps, latency and tokens, which add up to the trace's", async () => {
      const { trace, report } = await judge(rel, policyText());
      const agents = trace.agents!;
      expect(agents.map((a) => a.agent)).toEqual([from, to]);
      expect(agents.reduce((n, a) => n + a.steps, 0)).toBe(steps.length);
      expect(agents.reduce((n, a) => n + (a.tokens ?? 0), 0)).toBe(trace.total_tokens);
      expect(agents.every((a) => a.latency_recorded)).toBe(true);
      expect(agents.reduce((n, a) => n + a.latency_ms, 0)).toBeCloseTo(trace.total_latency_ms, 6);
      const refund = agents[1]!;
      expect(renderConsole(report)).toContain(`  agent ${to}: ${refund.steps} steps, `);
      expect(renderMarkdown(report)).toContain(`${to}: ${refund.steps} steps, `);
    });

    test("without the agents block the verdict is the trace's as one (the steps' agents change nothing but naming)", async () => {
      const { trace } = await judge(rel, policyText());
      expect(trace.findings).toEqual([]);
      const strict = await judge(rel, JSON.stringify({ ...base }));
      expect(brief(strict.trace.findings)).toEqual([["ARH-SCH-001", steps[0]!.step_id, from, "tool 'transfer_to_refund_agent' is not in allowed_tools"]]);
    });
  });
});

// What no library records: GenAI invoke_agent spans of two agents, one with a name past the bound.
describe("the OTLP adapter's agents on hand-written GenAI spans", () => {
  const tool = (id: string, name: string, start: number, parent: string): Obj =>
    span(id, `execute_tool ${name}`, start, start + 2, { "gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": name, "gen_ai.tool.call.id": `call_${id}` }, parent);
  const agent = (id: string, name: string, start: number): Obj => span(id, `invoke_agent ${name}`, start, start + 10, { "gen_ai.operation.name": "invoke_agent", "gen_ai.agent.name": name });
  const adaptSpans = (spans: Obj[]): Obj[] => (adaptDocument(doc(spans), "t.json", "auto")[0]!.trace as Obj).steps as Obj[];

  test("each step the agent of its nearest invoke_agent span; a tool span's own gen_ai.agent.name wins", () => {
    const s = adaptSpans([agent("1", "triage", 0), tool("2", "route", 1, "1"), agent("3", "refund", 20), tool("4", "lookup_order", 21, "3"), { ...tool("5", "issue_refund", 24, "3"), attributes: [...(tool("5", "issue_refund", 24, "3").attributes as Obj[]), { key: "gen_ai.agent.name", value: { stringValue: "payments" } }] }]);
    expect(s.map((x) => [x.tool_name, x.agent])).toEqual([["route", "triage"], ["lookup_order", "refund"], ["issue_refund", "payments"]]);
  });

  test("a one-agent run gets no field; a name past 256 characters is no agent", () => {
    const one = adaptSpans([agent("1", "refund", 0), tool("2", "lookup_order", 1, "1"), tool("3", "issue_refund", 4, "1")]);
    expect(one.every((x) => !Object.hasOwn(x, "agent"))).toBe(true);
    const long = adaptSpans([agent("1", "a".repeat(300), 0), tool("2", "lookup_order", 1, "1"), agent("3", "refund", 20), tool("4", "issue_refund", 21, "3"), agent("5", "triage", 30), tool("6", "route", 31, "5")]);
    expect(long.map((x) => x.agent)).toEqual([undefined, "refund", "triage"]);
  });
});

describe("metamorphic: new ids, a shifted clock, reordered batches give the same agents and the same lane findings", () => {
  test.each(["openai-agents-handoff/run1", "langgraph-supervisor/run1"])("%s", async (rel) => {
    const original = JSON.parse(readFileSync(file(rel), "utf8")) as unknown;
    const to = rel.startsWith("lang") ? "refund_agent" : "refund-agent";
    const policy = policyFromText(policyText({ agents: { [to]: { allowed_tools: { lookup_order: base.allowed_tools.lookup_order, issue_refund: base.allowed_tools.issue_refund } } } }), "policy.json");
    const agentsOf = (d: unknown): unknown[] => ((adaptDocument(d, "t.json", "auto")[0]!.trace as Obj).steps as Obj[]).map((s) => [s.step_id, s.agent]);
    const verdict = async (d: unknown): Promise<unknown[]> => {
      const f = join(tmp, "t.json");
      writeFileSync(f, JSON.stringify(d));
      const r = await runValidation([f], policy, { format: "auto", failUnder: 70, cwd: tmp });
      return r.reports[0]!.findings.map((x) => [x.rule_id, x.step_id, x.agent, x.message]);
    };
    const expected = agentsOf(original);
    const findings = await verdict(original);
    expect(findings).toHaveLength(1);
    for (let seed = 1; seed <= 3; seed++) {
      const rnd = xorshift(seed);
      const moved = rebatch(rewriteIds(original, rnd).doc, rnd, false);
      expect(agentsOf(moved)).toEqual(expected);
      expect(await verdict(moved)).toEqual(findings);
    }
  });
});
