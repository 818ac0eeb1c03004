// What a model call requested, used where a tool span records less: a tool step whose span gives
// its input only as text (LangChain passes a one-field tool's argument as a bare string, e.g. `A1`)
// takes the arguments of the requested call with its call id.
import { type TraceBuilder, decodeArguments, isObj } from "../common.js";
import { abs } from "./attrs.js";
import { type Built } from "./build.js";
import { callId } from "./steps.js";

export function argumentsFromRequests(built: Built[], b: TraceBuilder): void {
  const requested = new Map<string, { args: unknown; at: string }>();
  for (const x of built) {
    const ids = x.requested ?? [];
    for (let j = 0; j < ids.length; j++) {
      const a = x.requestedArgs?.[j];
      if (a !== undefined && !requested.has(ids[j]!)) requested.set(ids[j]!, { args: a, at: abs(x.outputPtr ?? "@", x.rec.p) });
    }
  }
  if (requested.size === 0) return;
  for (const x of built) {
    const s = x.step;
    const meta = s.metadata;
    if (s.type !== "tool_call" || s.arguments !== undefined || x.synthesized || !isObj(meta) || typeof meta.input !== "string") continue;
    // The step's call id: recorded on its span (LangChain's ToolMessage), else taken from the request.
    const id = (x as { callId?: string }).callId ?? callId(x.rec).id ?? (typeof s.step_id === "string" ? s.step_id : undefined);
    const req = id === undefined ? undefined : requested.get(id);
    if (req === undefined) continue;
    const args = decodeArguments(req.args, req.at, b);
    if (args.value === undefined) continue;
    s.arguments = args.value;
    x.fields.push("arguments", req.at);
    // The span's "arguments left unset" note no longer holds: this one replaces it.
    const stale = b.notes.findIndex((n) => n.note.startsWith("arguments_unmapped:") && n.pointer.startsWith(`${x.rec.p}/`));
    if (stale >= 0) b.notes.splice(stale, 1);
    b.note(x.rec.p, `arguments_from_request: the tool span records its input as text (kept in metadata.input); the arguments are those of the requested call ${id}`);
  }
}
