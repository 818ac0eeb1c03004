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
import { get, getStr, isObj } from "../common.js";
import { type Attrs, jsonAttr } from "./attrs.js";
import { type RequestedCall } from "./model.js";

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
