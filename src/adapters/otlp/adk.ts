// Google's Agent Development Kit (@google/adk, tracer `gcp.vertex.agent`). Its model-call spans
// (`call_llm`) carry no `gen_ai.operation.name`: they are known by `gen_ai.system =
// gcp.vertex.agent` and hold the request and response as JSON in `gcp.vertex.agent.llm_request` /
// `gcp.vertex.agent.llm_response` (`{"content": {"parts": [{"text"} | {"functionCall": {name, args}}]}}`,
// `"{}"` with content capture off). Its tool spans (`execute_tool <tool>`) record the arguments
// and result in `gcp.vertex.agent.tool_call_args` / `gcp.vertex.agent.tool_response`, set only
// when the tool returns: a tool that throws leaves its span without any attribute or status, and
// the failure reaches the model as a `functionResponse` `{"error": ...}` in the next request. A
// span `execute_tool (merged)` (tool name `(merged tools)`) repeats the responses of parallel
// calls: no step. Gemini gives function calls no id (ADK makes `adk-…` ids after the response is
// recorded), so the requested calls get placeholder ids and are matched to tool spans by name and
// arguments (order.ts).
import { type Obj, type TraceBuilder, get, getStr, isObj } from "../common.js";
import { type Attrs, jsonAttr } from "./attrs.js";
import { type RequestedCall } from "./logs.js";
import { type SpanRec, cmpDigits } from "./spans.js";

export const ADK_SYSTEM = "gcp.vertex.agent";
export const ADK_REQUEST = "gcp.vertex.agent.llm_request";
export const ADK_RESPONSE = "gcp.vertex.agent.llm_response";
export const ADK_ARGS = "gcp.vertex.agent.tool_call_args";
export const ADK_RESULT = "gcp.vertex.agent.tool_response";
export const MERGED_TOOLS = "(merged tools)";
/** Prefix of the placeholder id of a requested call whose model output records none. */
export const UNRECORDED_ID = "unrecorded-call-id:";

/** An ADK model-call span. */
export function isAdkModel(a: Attrs): boolean {
  return a.str("gen_ai.system") === ADK_SYSTEM && a.has(ADK_RESPONSE);
}

/** Text and requested calls of an ADK model span's response; captured = false when the span
 * records no content (`{}`: content capture off). */
export function adkModelOutput(a: Attrs, spanHex: string): { text?: string; calls: RequestedCall[]; captured: boolean } {
  const r = jsonAttr(a, ADK_RESPONSE);
  const content = isObj(r) ? get(r, "content") : undefined;
  const parts = isObj(content) ? get(content, "parts") : undefined;
  if (!Array.isArray(parts)) return { calls: [], captured: false };
  let text = "";
  const calls: RequestedCall[] = [];
  for (const p of parts) {
    if (!isObj(p)) continue;
    if (typeof get(p, "text") === "string" && get(p, "thought") !== true) text += p.text as string;
    const fc = get(p, "functionCall");
    if (isObj(fc)) {
      const id = getStr(fc, "id");
      calls.push({ id: id !== undefined && id !== "" ? id : `${UNRECORDED_ID}${spanHex}/${calls.length}`, name: getStr(fc, "name"), args: get(fc, "args") });
    }
  }
  return { text: text === "" ? undefined : text, calls, captured: true };
}

/** A span ADK opened for a tool and never annotated: `execute_tool <tool>` without attributes. */
export function isBareToolSpan(a: Attrs, name: string): boolean {
  return name.startsWith("execute_tool ") && name !== "execute_tool (merged)" && a.keys().length === 0;
}

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
