// The OpenAI Agents SDK's handoffs through OpenInference: the model calls the handoff's tool (the
// SDK names it `transfer_to_<agent>`, the agent's name with every character but letters and digits
// made `_`), and the SDK records the handoff as a span of its own, which OpenInference makes a TOOL
// span named `handoff to <agent>` with `tool.name = handoff_to_<agent>`, `input.value =
// {"from_agent": …}` and `output.value = {"to_agent": …}`. The two are one call: the handoff's
// span is the step of the requested `transfer_to_…` call (its name and arguments), and the step's
// metadata.handoff names both agents.
import { type Obj, type TraceBuilder, decodeArguments, get, isObj } from "../common.js";
import { abs, jsonAttr } from "./attrs.js";
import { type SpanRec } from "./spans.js";
import { type Built } from "./steps.js";

const HANDOFF_PREFIX = "handoff_to_";
const TRANSFER_PREFIX = "transfer_to_";
/** Longest agent name read (names copied from input are bounded). */
const MAX_NAME = 256;

const agentField = (v: unknown, key: string): string | undefined => {
  const s = isObj(v) ? get(v, key) : undefined;
  return typeof s === "string" && s !== "" && s.length <= MAX_NAME ? s : undefined;
};

/** The agents of an OpenInference handoff span (from may be unrecorded); undefined for any other span. */
export function oaHandoff(r: SpanRec): { from?: string; to: string } | undefined {
  if (r.conv !== "openinference" || r.kind !== "tool") return undefined;
  const name = r.attrs.str("tool.name");
  if (name === undefined || !name.startsWith(HANDOFF_PREFIX)) return undefined;
  const to = agentField(jsonAttr(r.attrs, "output.value"), "to_agent");
  if (to === undefined || name !== HANDOFF_PREFIX + to) return undefined;
  const from = agentField(jsonAttr(r.attrs, "input.value"), "from_agent");
  return from === undefined ? { to } : { from, to };
}

/** The SDK's default tool name of a handoff to `agent`. */
const transferName = (agent: string): string => TRANSFER_PREFIX + agent.replace(/[^a-zA-Z0-9]/g, "_");

interface Req {
  name: string;
  args: unknown;
  at: string;
  parentHex: string;
  taken: boolean;
}

/** Each handoff span's step takes the name and arguments of the `transfer_to_…` call the model
 * requested: the SDK's default name for the target agent, else the only handoff call requested
 * under the same parent span (a handoff given a name of its own). Runs before orderSteps,
 * which then matches the step to that request. */
export function oaHandoffs(built: Built[], b: TraceBuilder): void {
  let reqs: { byName: Map<string, Req[]>; byParent: Map<string, Req[]> } | undefined;
  for (const x of built) {
    if (x.step.type !== "tool_call") continue;
    const h = oaHandoff(x.rec);
    if (h === undefined) continue;
    reqs ??= requests(built);
    let pick = firstFree(reqs.byName.get(transferName(h.to)));
    if (pick === undefined) {
      // the one free handoff call of the model calls under the same parent span
      const near = reqs.byParent.get(x.rec.parentHex);
      if (near !== undefined && near.length === 1 && !near[0]!.taken) pick = near[0];
    }
    const meta: Obj = isObj(x.step.metadata) ? x.step.metadata : (x.step.metadata = {});
    meta.handoff = h.from === undefined ? { to_agent: h.to } : { from_agent: h.from, to_agent: h.to };
    if (pick === undefined) continue;
    pick.taken = true;
    const recorded = x.step.tool_name;
    x.step.tool_name = pick.name;
    x.fields.push("tool_name", pick.at);
    // the model's arguments (the span's input names the agent handing off: metadata.handoff)
    const args = pick.args === undefined ? undefined : decodeArguments(pick.args, pick.at, b).value;
    if (args !== undefined) {
      x.step.arguments = args;
      x.fields.push("arguments", pick.at);
    }
    b.note(
      x.rec.p,
      `handoff_read: the handoff span '${String(recorded)}' is the model's call '${pick.name}' (${h.from === undefined ? "" : `from '${h.from}' `}to '${h.to}': metadata.handoff); one step`,
    );
  }
}

/** The first request of a list not yet taken; taken ones at the front are dropped for good. */
function firstFree(list: Req[] | undefined): Req | undefined {
  while (list !== undefined && list.length > 0 && list[0]!.taken) list.shift();
  return list?.[0];
}

/** The requested handoff calls (`transfer_to_…`), by name and by the requesting span's parent. */
function requests(built: Built[]): { byName: Map<string, Req[]>; byParent: Map<string, Req[]> } {
  const byName = new Map<string, Req[]>();
  const byParent = new Map<string, Req[]>();
  const push = (m: Map<string, Req[]>, k: string, q: Req): void => {
    const l = m.get(k);
    if (l) l.push(q);
    else m.set(k, [q]);
  };
  for (const x of built) {
    const names = x.requestedNames ?? [];
    for (let j = 0; j < names.length; j++) {
      const name = names[j];
      if (name === undefined || !name.startsWith(TRANSFER_PREFIX)) continue;
      const q: Req = { name, args: x.requestedArgs?.[j], at: abs(x.outputPtr ?? "@", x.rec.p), parentHex: x.rec.parentHex, taken: false };
      push(byName, name, q);
      push(byParent, x.rec.parentHex, q);
    }
  }
  return { byName, byParent };
}
