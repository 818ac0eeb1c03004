// ADK tool spans of tools that threw (adk.ts says how ADK records them): the step's failure and
// its text, from the next model call's request.
import { type Obj, type TraceBuilder, get, getStr, isObj } from "../common.js";
import { type Attrs, jsonAttr } from "./attrs.js";
import { ADK_REQUEST, isAdkModel, isBareToolSpan } from "./adk.js";
import { type SpanRec, cmpDigits } from "./spans.js";

interface FailedStep {
  step: Obj;
  rec: SpanRec;
  fields: string[];
}

/**
 * ADK tool spans without attributes are tools that threw (ADK annotates a tool span only when the
 * tool returns). In a trace with ADK model calls each such step is a failure: its error is the
 * `{"error": ...}` response to that tool in the request of the first model call that started after
 * it, when recorded.
 */
export function adkFailedTools(steps: FailedStep[], recs: SpanRec[], b: TraceBuilder): void {
  const models = recs.filter((r) => r.kind === "model" && isAdkModel(r.attrs));
  if (models.length === 0) return;
  for (const x of steps) {
    if (x.step.type !== "tool_call" || x.step.status === "error" || !isBareToolSpan(x.rec.attrs, getStr(x.rec.span, "name") ?? "")) continue;
    const tool = typeof x.step.tool_name === "string" ? x.step.tool_name : undefined;
    const next = models.filter((m) => cmpDigits(m.start ?? "0", x.rec.start ?? "0") >= 0).sort((p, q) => cmpDigits(p.start ?? "0", q.start ?? "0"))[0];
    const err = next && tool !== undefined ? errorResponse(next.attrs, tool) : undefined;
    x.step.status = "error";
    x.step.error = err ?? "the tool raised an error (ADK records no attributes or status for it)";
    x.fields.push("status", next && err !== undefined ? `${next.p}/attributes` : "@/name", "error", next && err !== undefined ? `${next.p}/attributes` : "@/name");
    b.note(x.rec.p, `tool_failed_unrecorded: ADK annotates a tool span only when the tool returns; this one has no attributes, so the tool raised an error${err !== undefined ? " (its text is the error response sent to the next model call)" : ""}`);
  }
}

/** The last `{"error": ...}` function response to `tool` in an ADK model call's request. */
function errorResponse(a: Attrs, tool: string): string | undefined {
  const r = jsonAttr(a, ADK_REQUEST);
  const contents = isObj(r) ? get(r, "contents") : undefined;
  if (!Array.isArray(contents)) return undefined;
  let found: string | undefined;
  for (const c of contents) {
    const parts = isObj(c) ? get(c, "parts") : undefined;
    if (!Array.isArray(parts)) continue;
    for (const p of parts) {
      const fr = isObj(p) ? get(p, "functionResponse") : undefined;
      if (!isObj(fr) || getStr(fr, "name") !== tool) continue;
      const resp = get(fr, "response");
      const e = isObj(resp) ? get(resp, "error") : undefined;
      if (typeof e === "string" && e !== "") found = e;
    }
  }
  return found;
}
