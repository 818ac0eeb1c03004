// The policy's `agents` block (src/policy/agents.ts, docs/multi-agent.md) and the steps' `agent`
// field (src/trace/parse.ts): bad input is one located problem each, never a crash; an entry's
// unknown keys are located warnings like any other; an agent no trace names is a diagnostic;
// the overlay of an entry on the top-level policy; lanes on hand-written traces of what no library
// records (an agent's total budget, its own side effects, steps of an agent the policy does not
// name).
import { describe, expect, it } from "vitest";
import Ajv2020 from "ajv/dist/2020.js";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO } from "./helpers.js";
import { policyFromText } from "../../src/policy/parse.js";
import { agentsOfEntries, unmatchedAgents } from "../../src/policy/agents.js";
import { parseTrace } from "../../src/trace/parse.js";
import { validateTrace } from "../../src/engine/validate.js";
import { InputError, UsageError } from "../../src/errors.js";
import type { Finding } from "../../src/types.js";

const pol = (o: object): string => JSON.stringify({ policy_id: "p", ...o }, null, 2);
const usageError = (text: string): string => {
  try {
    policyFromText(text, "pol.json");
  } catch (e) {
    expect(e).toBeInstanceOf(UsageError);
    return (e as Error).message;
  }
  throw new Error("no error");
};

describe("bad agents blocks: one located error each", () => {
  it("not an object", () => {
    expect(usageError(pol({ agents: ["refund"] }))).toBe("pol.json:3:13: policy agents: must be an object mapping agent names to policy sections, got an array");
    expect(usageError(pol({ agents: 5 }))).toBe("pol.json:3:13: policy agents: must be an object mapping agent names to policy sections, got 5");
  });
  it("an entry not an object", () => {
    expect(usageError(pol({ agents: { refund: "all" } }))).toBe(`pol.json:4:15: policy agent 'refund': must be an object of policy sections, got "all"`);
    expect(usageError(pol({ agents: { refund: [] } }))).toMatch(/^pol\.json:4:15: policy agent 'refund': must be an object/);
  });
  it("a blank or overlong agent name", () => {
    expect(usageError(pol({ agents: { " ": {} } }))).toMatch(/^pol\.json:4:\d+: policy agents: an agent name must be 1 to 256 characters/);
    expect(usageError(pol({ agents: { ["a".repeat(300)]: {} } }))).toMatch(/^pol\.json:4:\d+: policy agents: an agent name must be 1 to 256 characters, not blank, got "a{79}…"$/);
  });
  it("too many agents", () => {
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`a${i}`, {}]));
    expect(usageError(pol({ agents: many }))).toMatch(/^pol\.json:3:13: policy agents: at most 100 agents, got 101$/);
  });
  it("a malformed section inside an entry, at its field under the entry", () => {
    expect(usageError(pol({ agents: { refund: { allowed_tools: { issue_refund: { min_calls: 3, max_calls: 1 } } } } }))).toBe(
      "pol.json:4:15: policy agent 'refund' tool 'issue_refund': min_calls (3) exceeds max_calls (1)",
    );
    expect(usageError(pol({ agents: { refund: { sequence: { required_tools: ["a"], forbidden_tools: ["a"] } } } }))).toMatch(/^pol\.json:10:11: policy agent 'refund' sequence: tool 'a' is both required and forbidden$/);
    expect(usageError(pol({ agents: { refund: { unsafe_patterns: ["(unclosed"] } } }))).toMatch(/^pol\.json:6:9: policy agent 'refund' unsafe_patterns\[0\]: pattern "\(unclosed" is not a valid RE2/);
    expect(usageError(pol({ agents: { refund: { budgets: "fast" } } }))).toMatch(/^pol\.json:4:15: policy agent 'refund' budgets: must be an object/);
  });
  it("the agents' patterns count in the policy's one pattern budget", () => {
    const big = "a".repeat(12_000);
    expect(usageError(pol({ unsafe_patterns: [big], agents: { x: { unsafe_patterns: [big] }, y: { unsafe_patterns: [big] } } }))).toMatch(/policy patterns: 3 patterns hold 36000 characters together/);
  });
});

describe("unknown keys inside an entry", () => {
  it("are located warnings with the nearest valid key, at every level of the entry", () => {
    const p = policyFromText(pol({ agents: { refund: { completion: { max_steps: 3 }, budget: {}, budgets: { max_total_cst_usd: 1 }, allowed_tools: { t: { max_call: 1 } } } } }), "pol.json");
    expect(p.unknown_keys.map((k) => k.message)).toEqual([
      "pol.json:5:7: agents.refund.completion: unknown key; valid keys here: allow_unlisted_tools, allowed_tools, budgets, unsafe_patterns, grounding, sequence, error_handling",
      "pol.json:8:7: agents.refund.budget: unknown key; did you mean budgets?",
      "pol.json:10:9: agents.refund.budgets.max_total_cst_usd: unknown key; did you mean max_total_cost_usd?",
      "pol.json:14:11: agents.refund.allowed_tools.t.max_call: unknown key; did you mean max_calls?",
    ]);
    expect(p.diagnostics.filter((d) => d.kind === "unknown-key")).toHaveLength(4);
  });
  it("the JSON Schema refuses the same keys and accepts the entry's sections", () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    const validate = ajv.compile(JSON.parse(readFileSync(join(REPO, "schemas", "policy.schema.json"), "utf8")));
    expect(validate({ policy_id: "p", agents: { refund: { allowed_tools: { t: { max_calls: 1 } }, budgets: { max_total_cost_usd: 1 }, sequence: { forbidden_tools: ["x"] } }, triage: null } })).toBe(true);
    expect(validate({ policy_id: "p", agents: { refund: { completion: {} } } })).toBe(false);
    expect(validate({ policy_id: "p", agents: { refund: { budgets: { max_total_cst_usd: 1 } } } })).toBe(false);
    expect(validate({ policy_id: "p", agents: [] })).toBe(false);
  });
});

describe("an agent no trace names", () => {
  it("is a located diagnostic naming the traces' agents; one that a trace names is none", () => {
    const p = policyFromText(pol({ agents: { "refund-agnet": {}, "triage-agent": {} } }), "pol.json");
    const d = unmatchedAgents(p, new Set(["triage-agent", "refund-agent"]));
    expect(d.map((x) => [x.kind, x.message])).toEqual([
      ["unknown-agent", `pol.json:4:5: agents."refund-agnet": no step of any trace names this agent, so its sections check nothing; the traces' agents: 'refund-agent', 'triage-agent'`],
    ]);
    expect(unmatchedAgents(p, new Set())[1]!.text).toMatch(/no trace records step agents$/);
    expect(unmatchedAgents(policyFromText(pol({}), "p.json"), new Set(["x"]))).toEqual([]);
    // the agents of the report entries (each trace's usage by agent); malformed entries name none
    const seen = agentsOfEntries([{ agents: [{ agent: "triage-agent" }, { agent: "refund-agent" }] }, {}, { agents: "x" }, { agents: [null, { agent: 3 }] }]);
    expect([...seen]).toEqual(["triage-agent", "refund-agent"]);
    expect(unmatchedAgents(p, seen).map((x) => x.pointer)).toEqual(["/agents/refund-agnet"]);
  });
});

describe("the step's agent field", () => {
  const doc = (agent: unknown) => ({ trace_id: "t", agent_name: "a", workflow: "w", steps: [{ step_id: "s1", type: "tool_call", tool_name: "x", agent }] });
  const inputError = (agent: unknown): [string, string] => {
    try {
      parseTrace(doc(agent));
    } catch (e) {
      expect(e).toBeInstanceOf(InputError);
      return [(e as InputError).message, (e as InputError).pointer];
    }
    throw new Error("no error");
  };
  it("is read when a string; absent or null leaves the step as a trace without agents has it", () => {
    expect(parseTrace(doc("refund")).steps[0]!.agent).toBe("refund");
    expect(Object.hasOwn(parseTrace(doc(null)).steps[0]!, "agent")).toBe(false);
    expect(Object.hasOwn(parseTrace(doc(undefined)).steps[0]!, "agent")).toBe(false);
  });
  it("anything else is an error at the field", () => {
    expect(inputError(7)).toEqual(["agent must be a string or null, got integer", "/steps/0/agent"]);
    expect(inputError({ name: "x" })).toEqual(["agent must be a string or null, got object", "/steps/0/agent"]);
    expect(inputError(" ")).toEqual(["agent must not be empty or blank", "/steps/0/agent"]);
    expect(inputError("a".repeat(257))).toEqual(["agent must be at most 256 characters, got 257", "/steps/0/agent"]);
  });
});

describe("lanes on hand-written traces", () => {
  const step = (id: string, agent: string | undefined, o: object = {}) => ({ step_id: id, type: "tool_call", tool_name: "issue_refund", arguments: {}, ...(agent ? { agent } : {}), ...o });
  const trace = (steps: object[]) => parseTrace({ trace_id: "t", agent_name: "a", workflow: "w", steps });
  const run = (policy: object, steps: object[]): Finding[] => validateTrace(trace(steps), policyFromText(pol(policy), "p.json"), { failUnder: 0 }).findings;
  const brief = (fs: Finding[]) => fs.map((f) => [f.rule_id, f.step_id, f.agent ?? null, f.pointer]);

  it("an agent's total budget counts its lane, the top-level one the whole trace", () => {
    const steps = [step("a1", "triage", { cost_usd: 0.5 }), step("r1", "refund", { cost_usd: 0.3 }), step("r2", "refund", { cost_usd: 0.3 })];
    expect(brief(run({ allow_unlisted_tools: true, agents: { refund: { budgets: { max_total_cost_usd: 0.5 } } } }, steps))).toEqual([["ARH-BUD-003", null, "refund", "/trace_id"]]);
    expect(run({ allow_unlisted_tools: true, agents: { refund: { budgets: { max_total_cost_usd: 0.5 } } } }, steps)[0]!.message).toBe("agent 'refund': total cost $0.6000 is over the $0.5000 budget");
    expect(brief(run({ allow_unlisted_tools: true, budgets: { max_total_cost_usd: 1 }, agents: { refund: {} } }, steps))).toEqual([["ARH-BUD-003", null, null, "/trace_id"]]);
  });

  it("an agent's side effects and retries are its own; the top-level ones span the lanes", () => {
    const steps = [step("a1", "triage"), step("r1", "refund"), step("r2", "refund")];
    const own = { allowed_tools: { issue_refund: { side_effect: true } } };
    expect(brief(run({ allow_unlisted_tools: true, agents: { refund: own } }, steps))).toEqual([["ARH-FLW-003", "r2", "refund", "/steps/2"]]);
    expect(brief(run({ allow_unlisted_tools: true, agents: { triage: own } }, steps))).toEqual([]);
    // the top-level side effect: the whole trace, the first call by triage, the repeats by refund
    expect(brief(run({ ...own, agents: { refund: {} } }, steps))).toEqual([["ARH-FLW-003", "r1", "refund", "/steps/1"], ["ARH-FLW-003", "r2", "refund", "/steps/2"]]);
  });

  it("the steps of an agent the policy does not name, and steps without an agent, are the main lane's", () => {
    const steps = [step("a1", undefined, { tool_name: "x" }), step("o1", "other", { tool_name: "y" }), step("r1", "refund", { tool_name: "z" })];
    expect(brief(run({ allowed_tools: { x: {} }, agents: { refund: { allowed_tools: { z: {} } } } }, steps))).toEqual([["ARH-SCH-001", "o1", "other", "/steps/1"]]);
  });

  it("without an agents block, or with one naming no step's agent, the verdict is as before, byte for byte", () => {
    const steps = [step("a1", undefined, { tool_name: "x", latency_ms: 900 }), step("r1", undefined, { tool_name: "z", latency_ms: 20 })];
    const base = { allowed_tools: { x: {} }, budgets: { max_step_latency_ms: 100, max_total_latency_ms: 500 }, sequence: { required_tools: ["q"] }, completion: { require_final_response: true } };
    const before = validateTrace(trace(steps), policyFromText(pol(base), "p.json"), { failUnder: 70 });
    const lanes = validateTrace(trace(steps), policyFromText(pol({ ...base, agents: { refund: { allowed_tools: { z: {} } } } }), "p.json"), { failUnder: 70 });
    expect(JSON.stringify(lanes)).toBe(JSON.stringify(before));
    expect(before.findings.map((f) => f.rule_id)).toEqual(["ARH-SCH-001", "ARH-BUD-001", "ARH-BUD-002", "ARH-SEQ-001", "ARH-CMP-001"]);
  });

  it("scores add up lane by lane: one agent's lane clean, the other's failing", () => {
    const steps = [step("a1", "triage", { tool_name: "x" }), step("r1", "refund", { tool_name: "z" })];
    const r = validateTrace(trace(steps), policyFromText(pol({ allowed_tools: { x: {}, z: {} }, agents: { refund: { allowed_tools: { x: {} } } } }), "p.json"), { failUnder: 70 });
    expect(r.category_scores.schema).toBe(50);
    expect(r.passed).toBe(false);
  });
});
