// The policy's `agents` block (docs/multi-agent.md): `agents: { "<agent>": { <sections> } }`
// scopes policy sections to the steps of one agent of a multi-agent run (the steps' `agent`,
// docs/trace-format.md). An entry is parsed as a policy of its own sections (its errors located
// under /agents/<agent>/…), then overlaid on the top-level policy, whose compiled parts the agent
// shares where it declares nothing of its own.
import { UsageError } from "../errors.js";
import { escapePointerToken } from "../json/locate.js";
import { truncateText } from "../util/bound.js";
import { checkPatternText } from "./budget.js";
import { PolicyFieldError } from "./diagnostics.js";
import type { AgentPolicy, Policy, PolicyDiagnostic } from "./model.js";
import { AGENT_KEYS } from "./keys.js";

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);
const own = (o: Obj, k: string): unknown => (Object.hasOwn(o, k) ? o[k] : undefined);


/** Most agents a policy may scope (a policy is a hand-written file; each entry is parsed and compiled). */
export const MAX_AGENTS = 100;

/** An echoed value, bounded. */
function show(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "an array";
  return typeof v === "string" ? JSON.stringify(truncateText(v, 80)) : typeof v === "object" ? "an object" : String(v);
}

/** `agent 'refund-agent'` for messages (the name bounded). */
export const agentWhere = (name: string): string => `agent '${truncateText(name, 120)}'`;

/** The entry's own sections as a policy document of their own (nulls are "not set"). */
function entryDoc(entry: Obj, policyId: unknown): Obj {
  const doc: Obj = { policy_id: policyId };
  for (const k of AGENT_KEYS) {
    const v = own(entry, k);
    if (v !== undefined && v !== null) doc[k] = v;
  }
  return doc;
}

/**
 * The top-level policy overlaid with an agent's own parsed sections. Per step (inherited unless the
 * agent sets its own): allowed_tools (the agent's list replaces the top-level one, and an agent's
 * list allows no other tool unless it sets allow_unlisted_tools), unsafe_patterns,
 * grounding.require_citations / require_valid_citation_urls, budgets.max_step_latency_ms. Of the
 * lane as a whole (the agent's alone, never inherited: the top-level ones count the whole trace):
 * sequence, error_handling, the total budgets, grounding.min_citation_coverage, and the call counts
 * and side effects of the agent's own allowed_tools.
 */
function overlay(top: Policy, mine: Policy, entry: Obj): Policy {
  const has = (o: unknown, k: string): boolean => isObject(o) && own(o, k) !== undefined && own(o, k) !== null;
  const tools = has(entry, "allowed_tools");
  const patterns = has(entry, "unsafe_patterns");
  const b = own(entry, "budgets");
  const g = own(entry, "grounding");
  return {
    ...top,
    allow_unlisted_tools: has(entry, "allow_unlisted_tools") ? mine.allow_unlisted_tools : tools ? false : top.allow_unlisted_tools,
    allowed_tools: tools ? mine.allowed_tools : top.allowed_tools,
    unsafe_patterns: patterns ? mine.unsafe_patterns : top.unsafe_patterns,
    unsafe_res: patterns ? mine.unsafe_res : top.unsafe_res,
    unsafe_any: patterns ? mine.unsafe_any : top.unsafe_any,
    unsafe_pre: patterns ? mine.unsafe_pre : top.unsafe_pre,
    budgets: { ...mine.budgets, max_step_latency_ms: has(b, "max_step_latency_ms") ? mine.budgets.max_step_latency_ms : top.budgets.max_step_latency_ms },
    grounding: {
      require_citations: has(g, "require_citations") ? mine.grounding.require_citations : top.grounding.require_citations,
      require_valid_citation_urls: has(g, "require_valid_citation_urls") ? mine.grounding.require_valid_citation_urls : top.grounding.require_valid_citation_urls,
      min_citation_coverage: mine.grounding.min_citation_coverage,
    },
    sequence: mine.sequence,
    error_handling: mine.error_handling,
    agents: null,
    unknown_keys: [],
    diagnostics: [],
  };
}

/** A problem of an agent entry, located under /agents/<agent> in the policy file. */
function located(name: string, e: unknown): never {
  const base = `/agents/${escapePointerToken(name)}`;
  if (e instanceof PolicyFieldError) throw new PolicyFieldError(e.message.replace(/^policy /, `policy ${agentWhere(name)} `), base + e.pointer);
  if (e instanceof UsageError) throw new PolicyFieldError(e.message.replace(/^policy /, `policy ${agentWhere(name)} `), base);
  throw e;
}

/** Every pattern of the agents' entries with the top-level ones: one budget for the whole file (policy/budget.ts). */
function checkAllPatterns(doc: Obj, entries: [string, Obj][], perPattern: number): void {
  const unsafe: unknown[] = Array.isArray(doc.unsafe_patterns) ? [...(doc.unsafe_patterns as unknown[])] : [];
  const tools: Obj = isObject(doc.allowed_tools) ? { ...doc.allowed_tools } : {};
  entries.forEach(([, e], i) => {
    if (Array.isArray(e.unsafe_patterns)) unsafe.push(...(e.unsafe_patterns as unknown[]));
    if (isObject(e.allowed_tools)) for (const [t, v] of Object.entries(e.allowed_tools)) tools[`${i}\u0000${t}`] = v;
  });
  checkPatternText({ unsafe_patterns: unsafe, allowed_tools: tools }, perPattern);
}

/**
 * The `agents` block of a policy document: null when absent. Not an object, an entry not an
 * object, more than MAX_AGENTS entries, or a malformed section in an entry: a located policy error.
 * `parse` is the policy parser (policy/parse.ts), passed in to keep the two modules apart.
 */
export function parseAgents(doc: Obj, top: Policy, parse: (doc: Obj) => Policy, perPattern: number): Map<string, AgentPolicy> | null {
  const raw = own(doc, "agents");
  if (raw === undefined || raw === null) return null;
  if (!isObject(raw)) throw new PolicyFieldError(`policy agents: must be an object mapping agent names to policy sections, got ${show(raw)}`, "/agents");
  const entries = Object.entries(raw);
  if (entries.length > MAX_AGENTS) throw new PolicyFieldError(`policy agents: at most ${MAX_AGENTS} agents, got ${entries.length}`, "/agents");
  const objects: [string, Obj][] = [];
  for (const [name, entry] of entries) {
    const at = `/agents/${escapePointerToken(name)}`;
    if (name.trim() === "" || name.length > 256) throw new PolicyFieldError(`policy agents: an agent name must be 1 to 256 characters, not blank, got ${show(name)}`, at);
    if (entry === null) {
      objects.push([name, {}]); // nothing of its own, as a tool's null entry: the top-level policy on its lane
      continue;
    }
    if (!isObject(entry)) throw new PolicyFieldError(`policy ${agentWhere(name)}: must be an object of policy sections, got ${show(entry)}`, at);
    objects.push([name, entry]);
  }
  checkAllPatterns(doc, objects, perPattern);
  const out = new Map<string, AgentPolicy>();
  for (const [name, entry] of objects) {
    let mine: Policy;
    try {
      mine = parse(entryDoc(entry, top.policy_id));
    } catch (e) {
      located(name, e);
    }
    out.set(name, { name, pointer: `/agents/${escapePointerToken(name)}`, policy: overlay(top, mine, entry), own_tools: isObject(own(entry, "allowed_tools")) });
  }
  return out;
}

/**
 * The `agents` entries that name no agent of any step of the traces validated (`seen`): a policy
 * diagnostic each, located at the entry's key (a misspelt agent scopes nothing). Warnings unless
 * strict (the gate decides).
 */
export function unmatchedAgents(policy: Policy, seen: ReadonlySet<string>): PolicyDiagnostic[] {
  const out: PolicyDiagnostic[] = [];
  for (const a of policy.agents?.values() ?? []) {
    if (seen.has(a.name)) continue;
    const at = a.at ?? { file: "", line: 1, column: 1 };
    const names = [...seen].sort().slice(0, 10).map((n) => `'${truncateText(n, 80)}'`);
    const text = `agents.${JSON.stringify(truncateText(a.name, 80))}: no step of any trace names this agent, so its sections check nothing${names.length > 0 ? `; the traces' agents: ${names.join(", ")}` : "; no trace records step agents"}`;
    out.push({ kind: "unknown-agent", pointer: a.pointer, file: at.file, line: at.line, column: at.column, suggestion: null, text, message: `${at.file}:${at.line}:${at.column}: ${text}` });
  }
  return out;
}

/** The agents the report entries' usage names (`agents`, engine/validate.ts `agentUsage`): what `unmatchedAgents` checks the policy's entries against. */
export function agentsOfEntries(entries: Iterable<{ agents?: unknown }>, into = new Set<string>()): Set<string> {
  for (const e of entries) {
    if (!Array.isArray(e.agents)) continue;
    for (const a of e.agents as unknown[]) {
      const name = a !== null && typeof a === "object" ? (a as { agent?: unknown }).agent : undefined;
      if (typeof name === "string") into.add(name);
    }
  }
  return into;
}
