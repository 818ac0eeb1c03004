// LangChain's serialised messages inside OpenInference attributes. The LangChain.js
// instrumentation records a tool span's `output.value` as the serialised ToolMessage the tool
// returned (`{"output": {"lc": 1, "type": "constructor", "id": [..., "ToolMessage"], "kwargs":
// {content, tool_call_id, status}}}`), and a model span's flattened `llm.output_messages.*`
// tool calls without their ids, which only the serialised AIMessage in `output.value` holds.
import { type Obj, get, getStr, isObj } from "../common.js";
import { type Attrs } from "./attrs.js";
import { type RequestedCall } from "./model.js";

/** A serialised LangChain message: its class name (last id element) and kwargs. */
function lcMessage(v: unknown): { kind: string; kwargs: Obj } | undefined {
  if (!isObj(v) || get(v, "lc") !== 1 || get(v, "type") !== "constructor") return undefined;
  const id = get(v, "id");
  const kwargs = get(v, "kwargs");
  if (!Array.isArray(id) || id.length === 0 || typeof id[id.length - 1] !== "string" || !isObj(kwargs)) return undefined;
  return { kind: id[id.length - 1] as string, kwargs };
}

const parsed = new WeakMap<Attrs, unknown>();

/** `output.value` parsed as JSON when its mime type says JSON (once per span). */
function outputJson(a: Attrs): unknown {
  if (parsed.has(a)) return parsed.get(a);
  let v: unknown;
  const raw = a.str("output.value");
  if (raw !== undefined && a.str("output.mime_type") === "application/json" && raw.startsWith("{")) {
    try {
      v = JSON.parse(raw);
    } catch {
      v = undefined;
    }
  }
  parsed.set(a, v);
  return v;
}

export interface LcToolMessage {
  content: unknown;
  callId?: string;
  status?: string;
}

/** The ToolMessage a LangChain tool span's `output.value` holds (bare or under `output`). */
export function lcToolMessage(a: Attrs): LcToolMessage | undefined {
  const v = outputJson(a);
  const m = lcMessage(isObj(v) && Object.hasOwn(v, "output") ? get(v, "output") : v);
  if (!m || !m.kind.startsWith("ToolMessage")) return undefined;
  const id = getStr(m.kwargs, "tool_call_id");
  return { content: get(m.kwargs, "content"), callId: id === "" ? undefined : id, status: getStr(m.kwargs, "status") };
}

/** The AIMessages of a LangChain model span's `output.value` (its generations), in order. */
function lcAiMessages(a: Attrs): Obj[] {
  const v = outputJson(a);
  const gens = isObj(v) ? get(v, "generations") : undefined;
  const out: Obj[] = [];
  if (!Array.isArray(gens)) return out;
  for (const g of gens.flat(1)) {
    const m = lcMessage(isObj(g) ? get(g, "message") : undefined);
    if (m && m.kind.startsWith("AIMessage")) out.push(m.kwargs);
  }
  return out;
}

/** The text of the AIMessage(s) a LangChain model span's `output.value` holds: string content, or
 * the text blocks of a content list (Claude's content blocks: its text before its tool_use blocks);
 * undefined when there is none. */
export function lcAssistantText(a: Attrs): string | undefined {
  let text = "";
  for (const kw of lcAiMessages(a)) {
    const c = get(kw, "content");
    if (typeof c === "string") text += c;
    else if (Array.isArray(c)) for (const p of c) if (isObj(p) && get(p, "type") === "text" && typeof get(p, "text") === "string") text += p.text as string;
  }
  return text === "" ? undefined : text;
}

/** Tool calls of the AIMessage(s) a LangChain model span's `output.value` holds, in order. */
export function lcRequestedCalls(a: Attrs): RequestedCall[] {
  const out: RequestedCall[] = [];
  for (const kwargs of lcAiMessages(a)) {
    const calls = get(kwargs, "tool_calls");
    if (Array.isArray(calls) && calls.length > 0) {
      for (const c of calls) if (isObj(c) && typeof get(c, "id") === "string") out.push({ id: c.id as string, name: getStr(c, "name"), args: get(c, "args") });
      continue;
    }
    const extra = get(kwargs, "additional_kwargs");
    const raw = isObj(extra) ? get(extra, "tool_calls") : undefined;
    if (!Array.isArray(raw)) continue;
    for (const c of raw) {
      if (!isObj(c) || typeof get(c, "id") !== "string") continue;
      const fn = get(c, "function");
      out.push({ id: c.id as string, name: isObj(fn) ? getStr(fn, "name") : undefined, args: isObj(fn) ? get(fn, "arguments") : undefined });
    }
  }
  return out;
}

/** The agent name LangChain's createAgent puts in each span's OpenInference `metadata`
 * (`lc_agent_name`), when set. */
export function lcAgentName(a: Attrs): string | undefined {
  const raw = a.str("metadata");
  if (raw === undefined || !raw.includes('"lc_agent_name"')) return undefined;
  try {
    const m: unknown = JSON.parse(raw);
    const n = isObj(m) ? getStr(m, "lc_agent_name") : undefined;
    return n === undefined || n.trim() === "" ? undefined : n.trim();
  } catch {
    return undefined;
  }
}

/** Longest LangGraph name read from metadata. */
const MAX_LG_NAME = 256;

/** The LangGraph subgraph a span ran in: LangGraph's OpenInference `metadata` records
 * `langgraph_checkpoint_ns`, the path of graph nodes down to the span's own node, each
 * `<node>:<id>` joined by `|`. With two nodes or more, the first is the node of the outer graph
 * that ran a subgraph, the agent's name in a multi-agent graph (createSupervisor's `supervisor`
 * and each agent it hands to); a one-node path is a node of the invoked graph itself. */
export function lgSubgraph(a: Attrs): string | undefined {
  const raw = a.str("metadata");
  if (raw === undefined || !raw.includes('"langgraph_checkpoint_ns"') || !raw.includes("|")) return undefined;
  let ns: unknown;
  try {
    const m: unknown = JSON.parse(raw);
    ns = isObj(m) ? getStr(m, "langgraph_checkpoint_ns") : undefined;
  } catch {
    return undefined;
  }
  if (typeof ns !== "string") return undefined;
  const bar = ns.indexOf("|");
  if (bar < 0) return undefined;
  const first = ns.slice(0, bar);
  const colon = first.indexOf(":");
  const name = (colon < 0 ? first : first.slice(0, colon)).trim();
  return name === "" || name.length > MAX_LG_NAME ? undefined : name;
}

/** The invoked graph's name: LangGraph's root CHAIN span (OpenInference metadata
 * `{"ls_integration": "langgraph"}` and no node of its own) is named after the compiled graph,
 * `LangGraph` unless the graph was given a name (createReactAgent's `name`). */
export function lgGraphName(a: Attrs, spanName: string): string | undefined {
  const raw = a.str("metadata");
  if (raw === undefined || !raw.includes('"langgraph"') || raw.includes('"langgraph_node"')) return undefined;
  try {
    const m: unknown = JSON.parse(raw);
    if (!isObj(m) || getStr(m, "ls_integration") !== "langgraph") return undefined;
  } catch {
    return undefined;
  }
  const name = spanName.trim();
  return name === "" || name === "LangGraph" || name.length > MAX_LG_NAME ? undefined : name;
}
