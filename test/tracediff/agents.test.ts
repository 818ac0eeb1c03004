// Agent lanes in the trace diff (docs/multi-agent.md): the real OpenAI Agents SDK handoff recording
// (test/fixtures/otlp/openai-agents-handoff), judged under a policy that allows the refund agent's
// calls (baseline) and under one that scopes the refund agent to two tools (candidate: a new
// error). The diff's steps carry their agents; the table names each lane where it begins; a trace
// diff of a run with one agent shows no lane at all.
import { describe, expect, test } from "vitest";
import { join } from "node:path";
import { readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020.js";
import { buildTraceDiffs, renderTraceDiffTable, type AbtDocument } from "../../src/tracediff/index.js";
import { compareReports } from "../../src/compare/index.js";
import { policyFromText } from "../../src/policy/parse.js";
import { stepDetailsFrom } from "../../src/bundle/details.js";
import { ROOT, validateDir } from "./helpers.js";

const FIX = join(ROOT, "test/fixtures/otlp");
const base = JSON.parse(readFileSync(join(FIX, "policy.json"), "utf8")) as { allowed_tools: Record<string, unknown> };
const allowed = { ...base, allowed_tools: { ...base.allowed_tools, transfer_to_refund_agent: {} } };

async function diff(rel: string, agents: object): Promise<AbtDocument[]> {
  const b = await validateDir(join(FIX, rel), policyFromText(JSON.stringify(allowed), "p.json"));
  const cPolicy = policyFromText(JSON.stringify({ ...allowed, agents }), "p.json");
  const c = await validateDir(join(FIX, rel), cPolicy);
  const compare = compareReports(b, c, { failOn: "regressions" });
  const details = stepDetailsFrom(ROOT, "auto");
  return buildTraceDiffs({ compare, baseline: b, candidate: c, policy: cPolicy, details: { baseline: details, candidate: details } });
}

describe("a two-agent handoff", () => {
  test("the steps carry their agents and the table groups each rail in agent lanes", async () => {
    const docs = await diff("openai-agents-handoff/run1", { "refund-agent": { allowed_tools: { lookup_order: {}, issue_refund: base.allowed_tools.issue_refund } } });
    expect(docs).toHaveLength(1);
    const cand = docs[0]!.rails[1]!.steps;
    expect(cand.map((s) => [s.tool, s.agent])).toEqual([
      ["transfer_to_refund_agent", "triage-agent"],
      ["lookup_order", "refund-agent"],
      ["check_policy", "refund-agent"],
      ["issue_refund", "refund-agent"],
      ["respond", "refund-agent"],
    ]);
    expect(cand.find((s) => s.consequential)?.tool).toBe("check_policy");
    const schema = JSON.parse(readFileSync(join(ROOT, "schemas/agent-behavior-trace-v0.schema.json"), "utf8"));
    expect(new Ajv2020({ strict: false }).compile(schema)(docs[0])).toBe(true);
    const html = renderTraceDiffTable(docs[0]!);
    // one lane label per agent and rail, where the lane begins: 2 agents x 2 rails
    expect(html.match(/<sub>agent <code>/g)).toHaveLength(4);
    expect(html).toContain("<td><sub>agent <code>triage-agent</code></sub><br>○ <code>transfer_to_refund_agent</code>");
    expect(html).toContain("<sub>agent <code>refund-agent</code></sub><br>○ <code>lookup_order</code>");
  });

  test("a run with one agent names no lane (the table is as before)", () => {
    const doc: AbtDocument = {
      schema: "agent-behavior-trace/v0",
      case: "t",
      contract: "p",
      rails: [
        { id: "baseline", label: "b", regression: false, steps: [{ n: 1, tool: "a", result: "ok", kind: "read", agent: "x" }] },
        { id: "candidate", label: "c", regression: true, steps: [{ n: 1, tool: "a", result: "ok", kind: "read", agent: "x" }] },
      ],
      verdict: { output: "PASS", behavior: "PASS" },
    };
    const without: AbtDocument = { ...doc, rails: doc.rails.map((r) => ({ ...r, steps: r.steps.map(({ agent: _a, ...s }) => s) })) };
    expect(renderTraceDiffTable(doc)).toBe(renderTraceDiffTable(without));
  });
});
