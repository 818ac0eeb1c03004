// What a model call requested, used where a tool span records less: a tool step whose span gives
// its input only as text (LangChain passes a one-field tool's argument as a bare string, e.g. `A1`)
// takes the arguments of the requested call with its call id; so does an ADK tool span of a tool
// that threw, which records nothing (adk.ts).
import { type TraceBuilder, decodeArguments, getStr, isObj } from "../common.js";
import { isBareToolSpan } from "./adk.js";
import { abs } from "./attrs.js";
import { type Built, callId } from "./steps.js";

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
    if (s.type !== "tool_call" || s.arguments !== undefined || x.synthesized || !isObj(meta)) continue;
    const bare = isBareToolSpan(x.rec.attrs, getStr(x.rec.span, "name") ?? "");
    if (typeof meta.input !== "string" && !bare) continue;
    // The step's call id: recorded on its span (LangChain's ToolMessage), else taken from the request.
    const id = (x as { callId?: string }).callId ?? callId(x.rec).id ?? (typeof s.step_id === "string" ? s.step_id : undefined);
    const req = id === undefined ? undefined : requested.get(id);
    if (req === undefined) continue;
    const args = decodeArguments(req.args, req.at, b);
    if (args.value === undefined) continue;
    s.arguments = args.value;
    // An ADK span that records nothing is still the call's span: findings on its arguments land on
    // it (its name names the tool), not on the model call that requested them.
    x.fields.push("arguments", bare ? "@/name" : req.at);
    // The span's "arguments left unset" note no longer holds: this one replaces it.
    const stale = b.notes.findIndex((n) => (bare ? n.note.startsWith("arguments_not_captured:") && n.pointer === x.rec.p : n.note.startsWith("arguments_unmapped:") && n.pointer.startsWith(`${x.rec.p}/`)));
    if (stale >= 0) b.notes.splice(stale, 1);
    if (Array.isArray(meta.not_captured)) {
      meta.not_captured = meta.not_captured.filter((f) => f !== "arguments");
      if ((meta.not_captured as unknown[]).length === 0) delete meta.not_captured;
    }
    const what = bare ? "records no attributes (ADK annotates a tool span only when the tool returns)" : "records its input as text (kept in metadata.input)";
    b.note(x.rec.p, `arguments_from_request: the tool span ${what}; the arguments are those of the requested call ${bare ? `'${s.tool_name as string}'` : id}`);
  }
}
