// OpenAI Responses API: `input` / `output` item lists (a response object, a request with its
// history, or a bare item list).
import { InputError } from "../errors.js";
import {
  type AdaptedTraceLike,
  type Obj,
  PendingCalls,
  TraceBuilder,
  contentText,
  decodeArguments,
  describeType,
  get,
  getStr,
  isObj,
  ptr,
  usageTokens,
  wrapperIdentity,
} from "./common.js";
import { stampModel } from "./usage.js";

const LABEL = "an OpenAI Responses item list";
const TEXT_TYPES = ["output_text", "text", "input_text"] as const;
/** Citation annotation types passed through as citations (both name their source). */
const CITATION_TYPES = new Set(["url_citation", "file_citation", "container_file_citation"]);

export function responseLists(doc: unknown): { list: unknown[]; listPtr: string }[] | undefined {
  if (Array.isArray(doc)) return [{ list: doc, listPtr: "" }];
  if (!isObj(doc)) return undefined;
  const out: { list: unknown[]; listPtr: string }[] = [];
  for (const key of ["input", "output"]) {
    const v = get(doc, key);
    if (Array.isArray(v)) out.push({ list: v, listPtr: "/" + key });
  }
  return out.length > 0 || get(doc, "object") === "response" ? out : undefined;
}

export function adaptResponses(doc: unknown, fileName: string): AdaptedTraceLike {
  const lists = responseLists(doc);
  if (!lists) throw new InputError(`not ${LABEL}: expected a response object or an object with 'input'/'output' item arrays, or a bare item array`, "");
  const b = new TraceBuilder("openai-responses");
  const pending = new PendingCalls();
  let g = 0;
  for (const { list, listPtr } of lists) {
    for (let i = 0; i < list.length; i++, g++) {
      const item = list[i];
      const ip = ptr(listPtr, i);
      if (!isObj(item)) throw new InputError(`${LABEL}: item ${i} must be an object, found ${describeType(item)}`, ip);
      mapItem(item, ip, g, b, pending);
    }
  }
  const stepsPtr = lists.length === 1 ? lists[0]!.listPtr : lists.find((l) => l.listPtr === "/output")?.listPtr ?? "";
  if (isObj(doc)) {
    const u = get(doc, "usage");
    if (u !== undefined) b.applyUsage(b.lastModelStep(), usageTokens(u, "/usage", b), "/usage", "the response's usage");
    stampModel(b.steps, 0, get(doc, "model"));
    const err = get(doc, "error");
    if (isObj(err)) b.note("/error", `response_error_unmapped: the response failed (${getStr(err, "code") ?? "error"}); no step carries it`);
    if (get(doc, "status") === "incomplete") b.note("/status", "response_incomplete: the response is marked incomplete");
  }
  return b.finish(wrapperIdentity(doc, fileName, stepsPtr, b));
}

function mapItem(item: Obj, ip: string, g: number, b: TraceBuilder, pending: PendingCalls): void {
  const type = get(item, "type");
  const role = get(item, "role");
  if (type === "message" || (type === undefined && typeof role === "string")) {
    if (role !== "assistant") return; // user / system / developer input
    message(item, ip, g, b);
    return;
  }
  if (typeof type !== "string") {
    b.note(ip, "item_unmapped: item without a type");
    return;
  }
  switch (type) {
    case "function_call":
    case "custom_tool_call":
    case "mcp_call": {
      const callId = getStr(item, type === "mcp_call" ? "id" : "call_id") ?? getStr(item, "id");
      const step: Obj = { step_id: callId ?? `m${g}-call`, type: "tool_call" };
      if (callId === undefined) b.note(ip, `call_id_missing: ${type} without call_id; no output item can be matched to it`);
      const k = b.add(step, ip);
      if (callId !== undefined) b.field(k, "step_id", ptr(ip, type === "mcp_call" ? "id" : "call_id"));
      const name = getStr(item, "name");
      if (name !== undefined) {
        step.tool_name = name;
        b.field(k, "tool_name", ptr(ip, "name"));
      } else b.note(ip, "tool_name_missing: tool call without a name");
      if (type === "custom_tool_call") {
        step.metadata = { input: get(item, "input") ?? null };
        b.note(ptr(ip, "input"), "arguments_unmapped: custom tool input is free text, not an object; arguments left unset");
      } else {
        const args = decodeArguments(get(item, "arguments"), ptr(ip, "arguments"), b, step);
        if (args.value !== undefined) {
          step.arguments = args.value;
          b.field(k, "arguments", ptr(ip, "arguments"), args.deep);
        }
      }
      if (type === "mcp_call") {
        const label = getStr(item, "server_label");
        if (label !== undefined) step.metadata = { ...(isObj(step.metadata) ? step.metadata : {}), server_label: label };
        const out = get(item, "output");
        if (out !== undefined) {
          step.output = out;
          b.field(k, "output", ptr(ip, "output"), true);
        }
        const err = get(item, "error");
        if (err !== undefined && err !== null) {
          step.status = "error";
          step.error = typeof err === "string" ? err : "mcp_call error";
          b.field(k, "status", ptr(ip, "error"));
          b.field(k, "error", ptr(ip, "error"));
        }
      } else if (callId !== undefined) pending.register(callId, k, ip, b);
      return;
    }
    case "function_call_output":
    case "custom_tool_call_output":
    case "computer_call_output":
    case "local_shell_call_output": {
      const k = pending.take(get(item, "call_id") ?? get(item, "id"), ip, b, "call_id");
      if (k === undefined) return;
      const step = b.steps[k]!;
      const out = get(item, "output");
      if (Array.isArray(out)) {
        const { text } = contentText(out, ptr(ip, "output"), b, TEXT_TYPES, "\n");
        step.output = text ?? null;
        b.field(k, "output", ptr(ip, "output"));
      } else {
        step.output = out ?? null;
        b.field(k, "output", ptr(ip, "output"), true);
      }
      if (get(item, "status") === "incomplete") b.note(ip, "tool_output_incomplete: the tool output item is marked incomplete");
      return;
    }
    case "reasoning":
      b.note(ip, "reasoning_unmapped: reasoning items have no canonical step");
      return;
    default:
      if (type.endsWith("_call")) {
        // Hosted tools (web_search_call, file_search_call, code_interpreter_call, computer_call, ...).
        const id = getStr(item, "call_id") ?? getStr(item, "id");
        const step: Obj = { step_id: id ?? `m${g}-call`, type: "tool_call", tool_name: type.slice(0, -5), metadata: { item_type: type } };
        const k = b.add(step, ip);
        if (id !== undefined) b.field(k, "step_id", ptr(ip, getStr(item, "call_id") !== undefined ? "call_id" : "id"));
        b.field(k, "tool_name", ptr(ip, "type"));
        b.note(ip, `arguments_unmapped: hosted tool '${type}' records no function arguments; arguments left unset`);
        if (get(item, "status") === "failed") {
          step.status = "error";
          step.error = `${type} failed`;
          b.field(k, "status", ptr(ip, "status"));
          b.field(k, "error", ptr(ip, "status"));
        }
        if (id !== undefined && type === "computer_call") pending.register(id, k, ip, b);
        return;
      }
      b.note(ip, `item_unmapped: item type '${type}' has no canonical step`);
  }
}

function message(item: Obj, ip: string, g: number, b: TraceBuilder): void {
  const id = getStr(item, "id");
  const content = get(item, "content");
  const cp = ptr(ip, "content");
  const { text } = contentText(content, cp, b, TEXT_TYPES, "");
  const step: Obj = { step_id: id ?? `m${g}`, type: "model_response" };
  if (text !== undefined) step.text = text;
  else b.note(ip, "text_not_recorded: assistant message without text; text left unset");
  const k = b.add(step, ip);
  b.field(k, "text", cp);
  if (id !== undefined) b.field(k, "step_id", ptr(ip, "id"));
  if (!Array.isArray(content)) return;
  const citations: unknown[] = [];
  for (let j = 0; j < content.length; j++) {
    const part = content[j];
    if (!isObj(part)) continue;
    const ann = get(part, "annotations");
    if (!Array.isArray(ann)) continue;
    for (let a = 0; a < ann.length; a++) {
      const x = ann[a];
      const t = isObj(x) ? get(x, "type") : undefined;
      if (isObj(x) && typeof t === "string" && CITATION_TYPES.has(t)) citations.push(x);
      else b.note(ptr(cp, j, "annotations", a), `annotation_unmapped: annotation of type '${typeof t === "string" ? t : "?"}' is not a citation`);
    }
  }
  if (citations.length > 0) {
    step.citations = citations;
    b.field(k, "citations", cp);
  }
  if (get(item, "status") === "incomplete") b.note(ip, "message_incomplete: the message item is marked incomplete");
}
