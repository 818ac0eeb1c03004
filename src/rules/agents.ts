// Agent lanes (docs/multi-agent.md): with a policy `agents` block (policy/agents.ts), the steps of
// each agent the block names form that agent's lane, the other steps the trace's main lane. The
// rules that look at calls run lane by lane: per step, schema (ARH-SCH-001..009), step latency
// (ARH-BUD-001), safety (ARH-SAF-001) and per-response grounding (ARH-GRD-001, 003) under the
// lane's policy (the agent's overlaid on the top-level one; the top-level one on the main lane);
// per lane, the agent's own sequence (ARH-SEQ-001..005), error handling and side effects
// (ARH-FLW-001..003), total budgets (ARH-BUD-002..004) and citation coverage (ARH-GRD-002). The
// top-level policy's aggregates count the whole trace, every lane, as without agents; completion
// (ARH-CMP-001, 002) and duplicate step ids (ARH-SCH-010) are the trace's.
import type { AgentPolicy, Policy } from "../policy/model.js";
import type { Trace } from "../trace/model.js";
import type { Finding } from "../types.js";
import type { CategoryResult } from "./common.js";
import { checkSchema, duplicateStepIds } from "./schema.js";
import { checkBudget } from "./budget.js";
import { checkSafety } from "./safety.js";
import { checkGrounding } from "./grounding.js";
import { checkSequence } from "./sequence.js";
import { checkFlow } from "./flow.js";
import { checkCompletion } from "./completion.js";

interface Lane {
  /** The agent's entry; null for the main lane (the top-level policy). */
  agent: AgentPolicy | null;
  /** The lane's steps as a trace of their own. */
  trace: Trace;
  /** The lane's step i is the trace's step index[i]. */
  index: number[];
}

/** The lanes of a trace: the main lane first, then each agent's in the order the policy names them; null when no step is an agent's the policy names. */
function lanesOf(trace: Trace, agents: Map<string, AgentPolicy>): Lane[] | null {
  const of = new Map<string, number[]>();
  const main: number[] = [];
  const steps = trace.steps;
  for (let i = 0; i < steps.length; i++) {
    const a = steps[i]!.agent;
    if (a === undefined || !agents.has(a)) {
      main.push(i);
      continue;
    }
    const l = of.get(a);
    if (l) l.push(i);
    else of.set(a, [i]);
  }
  if (of.size === 0) return null;
  const lane = (agent: AgentPolicy | null, index: number[]): Lane => ({ agent, index, trace: { ...trace, steps: index.map((i) => steps[i]!) } });
  const out = [lane(null, main)];
  for (const a of agents.values()) {
    const idx = of.get(a.name);
    if (idx) out.push(lane(a, idx));
  }
  return out;
}

const NO_TOOLS = new Map<string, never>();

/** Per agent: its policy for the lane's aggregates (its own allowed_tools' counts and side effects only). */
const aggregates = new WeakMap<AgentPolicy, Policy>();
function laneAggregates(a: AgentPolicy): Policy {
  let p = aggregates.get(a);
  if (p === undefined) aggregates.set(a, (p = a.own_tools ? a.policy : { ...a.policy, allowed_tools: NO_TOOLS }));
  return p;
}

/** A policy's step-latency budget alone (the per-step part of the budgets). */
const stepBudgets = new WeakMap<Policy, Policy>();
function stepLatencyOnly(p: Policy): Policy {
  let s = stepBudgets.get(p);
  if (s === undefined) stepBudgets.set(p, (s = { ...p, budgets: { max_step_latency_ms: p.budgets.max_step_latency_ms, max_total_latency_ms: null, max_total_cost_usd: null, max_total_tokens: null } }));
  return s;
}

/** The agent's total budgets alone. */
const totalBudgets = new WeakMap<Policy, Policy>();
function totalsOnly(p: Policy): Policy {
  let s = totalBudgets.get(p);
  if (s === undefined) totalBudgets.set(p, (s = { ...p, budgets: { ...p.budgets, max_step_latency_ms: null } }));
  return s;
}

/** The top-level budgets over the whole trace: the step budget only to say that no step records latency (ARH-BUD-006). */
function wholeBudgets(trace: Trace, top: Policy): Policy {
  return trace.steps.some((s) => s.latency_ms !== null) ? totalsOnly(top) : top;
}

const STEP_PTR = /^\/steps\/(\d+)(?=\/|$)/;

/** A lane's findings moved to the trace: step pointers renumbered; a lane-level finding names its agent in its message. */
function relocate(fs: readonly Finding[], lane: Lane, keep: (f: Finding) => boolean, out: Finding[]): void {
  for (const f of fs) {
    if (!keep(f)) continue;
    const m = f.pointer === undefined ? null : STEP_PTR.exec(f.pointer);
    if (m !== null) f.pointer = `/steps/${lane.index[Number(m[1])]}${f.pointer!.slice(m[0].length)}`;
    else if (lane.agent !== null) {
      f.agent = lane.agent.name;
      f.message = `agent '${lane.agent.name}': ${f.message}`;
    }
    out.push(f);
  }
}

/** One category from its parts: checks and passes add up; safety's score from the sums, grounding's from the whole trace's part (`scoreFrom`). */
function merge(parts: CategoryResult[], findings: Finding[], scoreFrom?: CategoryResult): CategoryResult {
  const r: CategoryResult = { category: parts[0]!.category, applicable: false, checks: 0, passed: 0, findings };
  for (const p of parts) {
    r.applicable ||= p.applicable;
    r.checks += p.checks;
    r.passed += p.passed;
  }
  if (scoreFrom !== undefined) {
    if (scoreFrom.score !== undefined) r.score = scoreFrom.score;
  } else if (parts.some((p) => p.score !== undefined) && r.checks > 0) r.score = (100 * Math.max(0, r.passed)) / r.checks;
  return r;
}

const all = (): boolean => true;
const not = (id: string) => (f: Finding): boolean => f.rule_id !== id;
const only = (...ids: string[]) => (f: Finding): boolean => ids.includes(f.rule_id);

/** The per-step categories (schema, safety) lane by lane. */
function perStep(lanes: Lane[], top: Policy, check: typeof checkSchema, keep: (f: Finding) => boolean): [CategoryResult[], Finding[]] {
  const parts: CategoryResult[] = [];
  const fs: Finding[] = [];
  for (const l of lanes) {
    const r = check(l.trace, l.agent?.policy ?? top);
    parts.push(r);
    relocate(r.findings, l, keep, fs);
  }
  return [parts, fs];
}

function budgetCategory(trace: Trace, lanes: Lane[], top: Policy): CategoryResult {
  const whole = checkBudget(trace, wholeBudgets(trace, top));
  const parts = [whole];
  const fs: Finding[] = [...whole.findings];
  for (const l of lanes) {
    const pol = l.agent?.policy ?? top;
    if (pol.budgets.max_step_latency_ms !== null && l.trace.steps.some((s) => s.latency_ms !== null)) {
      const r = checkBudget(l.trace, stepLatencyOnly(pol));
      parts.push(r);
      relocate(r.findings, l, only("ARH-BUD-001"), fs);
    }
    if (l.agent !== null) {
      const r = checkBudget(l.trace, totalsOnly(l.agent.policy));
      parts.push(r);
      relocate(r.findings, l, all, fs);
    }
  }
  return merge(parts, fs);
}

function groundingCategory(trace: Trace, lanes: Lane[], top: Policy): CategoryResult {
  const whole = checkGrounding(trace, top);
  const fs: Finding[] = whole.findings.filter(only("ARH-GRD-002"));
  for (const l of lanes) {
    const r = checkGrounding(l.trace, l.agent?.policy ?? top);
    // the agent's own coverage minimum counts its lane; the top-level one, the whole trace (above)
    relocate(r.findings, l, l.agent !== null ? all : not("ARH-GRD-002"), fs);
  }
  return merge([whole], fs, whole);
}

/** The whole trace under the top-level policy, then each agent's lane under its own aggregates. */
function aggregate(trace: Trace, lanes: Lane[], top: Policy, check: typeof checkSequence): CategoryResult {
  const whole = check(trace, top);
  const parts = [whole];
  const fs: Finding[] = [...whole.findings];
  for (const l of lanes) {
    if (l.agent === null) continue;
    const r = check(l.trace, laneAggregates(l.agent));
    parts.push(r);
    relocate(r.findings, l, all, fs);
  }
  return merge(parts, fs);
}

/**
 * The seven categories of a trace (in the engine's order) with the policy's agent lanes; null when
 * the policy scopes no agent of this trace's steps (the engine then checks the trace as one).
 */
export function checkLanes(trace: Trace, policy: Policy): CategoryResult[] | null {
  if (!policy.agents || policy.agents.size === 0) return null;
  const lanes = lanesOf(trace, policy.agents);
  if (lanes === null) return null;
  const [schemaParts, schemaFs] = perStep(lanes, policy, checkSchema, not("ARH-SCH-010"));
  for (const f of duplicateStepIds(trace)) schemaFs.push(f);
  const [safetyParts, safetyFs] = perStep(lanes, policy, checkSafety, all);
  return [
    merge(schemaParts, schemaFs),
    budgetCategory(trace, lanes, policy),
    merge(safetyParts, safetyFs),
    groundingCategory(trace, lanes, policy),
    aggregate(trace, lanes, policy, checkSequence),
    aggregate(trace, lanes, policy, checkFlow),
    checkCompletion(trace, policy),
  ];
}

/** Each finding anchored at a step of an agent names the agent (`agent`); the steps of a trace without agents leave every finding as it is. */
export function nameAgents(trace: Trace, findings: Finding[]): void {
  for (const f of findings) {
    if (f.agent !== undefined || f.pointer === undefined) continue;
    const m = STEP_PTR.exec(f.pointer);
    const a = m === null ? undefined : trace.steps[Number(m[1])]?.agent;
    if (a !== undefined) f.agent = a;
  }
}
