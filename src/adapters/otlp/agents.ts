// The agent of each step of a multi-agent run (docs/multi-agent.md): the step's canonical `agent`.
// Read from, in this order: the step span's own `gen_ai.agent.name` (or `agent.name`); the agent
// the OpenAI Agents SDK hands off from (metadata.handoff.from_agent, handoff.ts); LangGraph's
// subgraph (metadata.agent, langchain.ts `lgSubgraph`) or LangChain's `lc_agent_name`; else the
// nearest enclosing agent span (GenAI `invoke_agent <name>` with its `gen_ai.agent.name`, an
// OpenInference AGENT span by its name). Only a run whose steps name two agents or more gets the
// field: a one-agent run names its agent in agent_name already, and its trace stays as it was.
import { type Obj, get, getStr, isObj } from "../common.js";
import { abs } from "./attrs.js";
import { lcAgentName } from "./langchain.js";
import { type SpanRec } from "./spans.js";
import { AGENT_NAME_KEYS, type Built } from "./steps.js";
import { ANT_RUNNER_SPAN } from "./anthropic.js";

/** Longest agent name kept (the canonical bound, src/trace/parse.ts MAX_AGENT_CHARS). */
const MAX_AGENT = 256;

type Found = [name: string, pointer: string];

const usable = (s: string | undefined): string | undefined => {
  const t = s?.trim();
  return t === undefined || t === "" || t.length > MAX_AGENT ? undefined : t;
};

/** The name an agent span gives its agent: its `gen_ai.agent.name`, else its own name (without `invoke_agent`). */
function agentSpanName(r: SpanRec): Found | undefined {
  const k = r.attrs.first(AGENT_NAME_KEYS);
  const v = k === undefined ? undefined : usable(r.attrs.str(k));
  if (v !== undefined) return [v, abs(r.attrs.ptr(k!), r.p)];
  let name = (getStr(r.span, "name") ?? "").trim();
  if (name.startsWith("invoke_agent")) name = name.slice("invoke_agent".length).trim();
  if (name === ANT_RUNNER_SPAN) return undefined; // names the SDK's operation (anthropic.ts)
  const n = usable(name);
  return n === undefined ? undefined : [n, `${r.p}/name`];
}

/** The agent named on the step or its own span, when either names one. */
function ownAgent(x: Built): Found | undefined {
  const a = x.rec.attrs;
  const k = a.first(AGENT_NAME_KEYS);
  const v = k === undefined ? undefined : usable(a.str(k));
  if (v !== undefined) return [v, abs(a.ptr(k!), x.rec.p)];
  const meta: unknown = x.step.metadata;
  if (isObj(meta)) {
    const h = get(meta, "handoff");
    const from = isObj(h) ? usable(getStr(h, "from_agent")) : undefined;
    if (from !== undefined) return [from, abs(a.ptr("input.value"), x.rec.p)];
    const lg = typeof meta.agent === "string" ? usable(meta.agent) : undefined;
    if (lg !== undefined) return [lg, abs(a.ptr("metadata"), x.rec.p)];
  }
  const lc = usable(lcAgentName(a));
  return lc === undefined ? undefined : [lc, abs(a.ptr("metadata"), x.rec.p)];
}

/** The nearest agent span above span `i` that names an agent (memoised per span; iterative). */
function enclosing(i: number, recs: SpanRec[], parent: Int32Array, memo: Map<number, Found | null>): Found | undefined {
  const path: number[] = [];
  let found: Found | null = null;
  for (let p = parent[i]!, guard = 0; p >= 0 && guard < recs.length; p = parent[p]!, guard++) {
    const m = memo.get(p);
    if (m !== undefined) {
      found = m;
      break;
    }
    path.push(p);
    const r = recs[p]!;
    const n = r.kind === "agent" ? agentSpanName(r) : undefined;
    if (n !== undefined) {
      found = n;
      break;
    }
  }
  for (const p of path) memo.set(p, found);
  return found ?? undefined;
}

/**
 * Put `agent` on each step of a multi-agent run (two agents or more named among the kept steps),
 * with the field's pointer. The steps of a one-agent run are left as they are.
 */
export function assignAgents(built: Built[], keep: boolean[], recs: SpanRec[], parent: Int32Array): void {
  const memo = new Map<number, Found | null>();
  const found: (Found | undefined)[] = built.map((x, k) => (keep[k] ? (ownAgent(x) ?? enclosing(x.idx, recs, parent, memo)) : undefined));
  const names = new Set<string>();
  for (const f of found) if (f !== undefined) names.add(f[0]);
  if (names.size < 2) return;
  for (let k = 0; k < built.length; k++) {
    const f = found[k];
    if (f === undefined) continue;
    const x = built[k]!;
    (x.step as Obj).agent = f[0];
    x.fields.push("agent", f[1]);
  }
}
