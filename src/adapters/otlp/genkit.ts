// Genkit's own span attributes (`genkit:*`; Genkit sets no GenAI or OpenInference attribute). An
// action span is a tool call when `genkit:metadata:subtype = tool` (`genkit:name` the tool,
// `genkit:input` its arguments, `genkit:output` its result, the span's status its failure), a model
// call when the subtype is `model` (`genkit:output` = the GenerateResponse: `message.content[]`
// with `text` and `toolRequest {name, ref, input}` parts, `usage.inputTokens` / `outputTokens`),
// the application's flow when `flow`; the `generate` utility spans aggregate. Tool spans carry no
// call id: they are matched to the requests by name and arguments.
import { get, getStr, isObj } from "../common.js";
import { type Attrs, jsonAttr } from "./attrs.js";
import { type RequestedCall } from "./model.js";
import { UNRECORDED_ID } from "./adk.js";

export const GK_NAME = "genkit:name";
export const GK_INPUT = "genkit:input";
export const GK_OUTPUT = "genkit:output";

/** The Genkit kind of a span: tool, model, flow, aggregate (a `generate` utility), or undefined. */
export function genkitKind(a: Attrs): "tool" | "model" | "flow" | "aggregate" | undefined {
  const type = a.str("genkit:type");
  if (type === undefined) return undefined;
  const sub = a.str("genkit:metadata:subtype");
  if (type === "action" && (sub === "tool" || sub === "model")) return sub;
  if (sub === "flow") return "flow";
  return type === "util" && a.str(GK_NAME) === "generate" ? "aggregate" : undefined;
}

/** Text, requested calls and tokens of a Genkit model span's GenerateResponse. */
export function genkitModelOutput(a: Attrs, spanHex: string): { text?: string; calls: RequestedCall[]; captured: boolean; input?: number; output?: number } {
  const r = jsonAttr(a, GK_OUTPUT);
  const msg = isObj(r) ? get(r, "message") : undefined;
  const content = isObj(msg) ? get(msg, "content") : undefined;
  const out: { text?: string; calls: RequestedCall[]; captured: boolean; input?: number; output?: number } = { calls: [], captured: Array.isArray(content) };
  const usage = isObj(r) ? get(r, "usage") : undefined;
  if (isObj(usage)) {
    const i = get(usage, "inputTokens");
    const o = get(usage, "outputTokens");
    if (typeof i === "number" && Number.isInteger(i) && i >= 0) out.input = i;
    if (typeof o === "number" && Number.isInteger(o) && o >= 0) out.output = o;
  }
  if (!Array.isArray(content)) return out;
  let text = "";
  for (const p of content) {
    if (!isObj(p)) continue;
    if (typeof get(p, "text") === "string") text += p.text as string;
    const tr = get(p, "toolRequest");
    if (isObj(tr)) {
      const ref = getStr(tr, "ref");
      out.calls.push({ id: ref !== undefined && ref !== "" ? ref : `${UNRECORDED_ID}${spanHex}/${out.calls.length}`, name: getStr(tr, "name"), args: get(tr, "input") });
    }
  }
  if (text !== "") out.text = text;
  return out;
}
