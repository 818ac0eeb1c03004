// Format auto-detection, in a fixed order that never guesses (docs/adapters.md):
//  1. canonical ARH trace: an object with `steps`
//  2. OTLP/JSON: an object with `resourceSpans`
//  3. OpenAI Responses: `object: "response"`, or `input`/`output`/bare items with a Responses item type
//  4. Cohere Chat v2: a message list with a Cohere-only marker (tool_plan, message-level citations,
//     document content blocks)
//  5. OpenAI Chat: a message list with tool_calls / function_call / role "tool" / role "function"
//  6. Anthropic Messages: a message list with tool_use / tool_result / thinking / server-tool blocks,
//     text blocks with citations, or image/document blocks with a `source`
//  7. a text-only message list (string content or text parts): OpenAI Chat
//  anything else: InputError naming what was expected.
import { InputError } from "../errors.js";
import { get, isObj, ptr } from "./common.js";
import { isResultBlock } from "./anthropic.js";
import { responseLists } from "./responses.js";

/** Every format an adapter reads: the one list `FORMATS` (src/adapters/index.ts) and detection share. */
export const CONCRETE_FORMATS = ["arh", "openai-chat", "openai-responses", "anthropic-messages", "cohere-chat", "otlp"] as const;
export type ConcreteFormat = (typeof CONCRETE_FORMATS)[number];

const RESPONSES_TYPES = new Set([
  "function_call",
  "function_call_output",
  "custom_tool_call",
  "custom_tool_call_output",
  "reasoning",
  "mcp_call",
  "mcp_list_tools",
  "mcp_approval_request",
  "mcp_approval_response",
  "item_reference",
  "computer_call_output",
  "local_shell_call_output",
]);
const RESPONSES_PART_TYPES = new Set(["output_text", "input_text", "input_image", "input_file"]);
const ANTHROPIC_BLOCKS = new Set(["tool_use", "server_tool_use", "mcp_tool_use", "thinking", "redacted_thinking"]);

export const EXPECTED =
  "expected one of: a canonical ARH trace (an object with 'steps'), an OTLP/JSON export (an object with 'resourceSpans'), " +
  "an OpenAI Responses item list ('input'/'output' items with a 'type'), or a message list ('messages' or a bare array) " +
  "in OpenAI Chat, Cohere Chat v2 or Anthropic Messages shape";

function isResponsesItem(item: unknown): boolean {
  if (!isObj(item)) return false;
  const t = get(item, "type");
  if (typeof t !== "string") return false;
  if (RESPONSES_TYPES.has(t) || t.endsWith("_call")) return true;
  if (t === "message") {
    const c = get(item, "content");
    if (Array.isArray(c)) {
      for (const part of c) {
        const pt = isObj(part) ? get(part, "type") : undefined;
        if (typeof pt === "string" && RESPONSES_PART_TYPES.has(pt)) return true;
      }
    }
  }
  return false;
}

/** Top-level keys that mark a document as some trace format (a trace with an error keeps failing). */
const TRACE_MARKERS = ["steps", "resourceSpans", "resourceLogs", "messages", "input", "output", "object", "trace_id", "schema"];

/**
 * Why a document is no trace format at all (a `package.json`, an arh policy, a tsconfig), or null
 * when it carries any trace format's marker: a list, or an object with one of TRACE_MARKERS. A
 * directory walk lists such a file as skipped instead of failing it (src/engine/pipeline.ts).
 */
export function notATraceReason(doc: unknown): string | null {
  if (!isObj(doc)) return Array.isArray(doc) ? null : "JSON that is not an object or a list";
  if (TRACE_MARKERS.some((k) => Object.hasOwn(doc, k))) return null;
  if (Object.hasOwn(doc, "allowed_tools") || Object.hasOwn(doc, "policy_id")) return "an arh policy";
  if (Object.hasOwn(doc, "dependencies") || Object.hasOwn(doc, "devDependencies") || (Object.hasOwn(doc, "name") && Object.hasOwn(doc, "version"))) return "a package manifest";
  if (Object.hasOwn(doc, "compilerOptions")) return "a TypeScript configuration";
  return "JSON with no trace format's marker ('steps', 'resourceSpans', 'messages', 'input'/'output')";
}

export function detectFormat(doc: unknown): ConcreteFormat {
  return detect(doc).format;
}

/**
 * The format whose markers an explicitly requested format contradicts, or undefined. A text-only
 * message list carries no marker (any message-list format reads it); Cohere v2 without Cohere-only
 * markers is the OpenAI Chat wire shape.
 */
export function contradictingFormat(doc: unknown, requested: ConcreteFormat): ConcreteFormat | undefined {
  let d: { format: ConcreteFormat; marker: boolean };
  try {
    d = detect(doc);
  } catch {
    return undefined;
  }
  if (!d.marker || d.format === requested) return undefined;
  if (requested === "cohere-chat" && d.format === "openai-chat") return undefined;
  return d.format;
}

function detect(doc: unknown): { format: ConcreteFormat; marker: boolean } {
  const f = detectListed(doc);
  return typeof f === "string" ? { format: f, marker: true } : f;
}

function detectListed(doc: unknown): ConcreteFormat | { format: ConcreteFormat; marker: boolean } {
  if (isObj(doc)) {
    if (Object.hasOwn(doc, "steps")) return "arh";
    if (Object.hasOwn(doc, "resourceSpans") || Object.hasOwn(doc, "resourceLogs")) return "otlp";
  }
  // JSON lines of OTLP export requests (the Collector's file exporter), read as one list
  if (Array.isArray(doc) && doc.length > 0 && isObj(doc[0]) && (Object.hasOwn(doc[0], "resourceSpans") || Object.hasOwn(doc[0], "resourceLogs"))) return "otlp";
  if (isObj(doc)) {
    if (get(doc, "object") === "response") return "openai-responses";
  }
  const lists = responseLists(doc);
  if (lists) for (const { list } of lists) for (const item of list) if (isResponsesItem(item)) return "openai-responses";

  let messages: unknown[] | undefined;
  let listPtr = "";
  if (Array.isArray(doc)) messages = doc;
  else if (isObj(doc) && Array.isArray(get(doc, "messages"))) {
    messages = get(doc, "messages") as unknown[];
    listPtr = "/messages";
  }
  if (!messages) throw new InputError(`unrecognised trace format: ${EXPECTED}`, "");

  let cohere = false;
  let openai = false;
  let anthropic = false;
  let textOnly = true;
  let firstBad: string | undefined;
  for (let i = 0; i < messages.length; i++) {
    const m = messages[i];
    if (!isObj(m) || typeof get(m, "role") !== "string") {
      textOnly = false;
      firstBad ??= ptr(listPtr, i);
      continue;
    }
    const role = get(m, "role");
    if (Object.hasOwn(m, "tool_plan")) cohere = true;
    if (role === "assistant" && Array.isArray(get(m, "citations"))) cohere = true;
    if (Object.hasOwn(m, "tool_calls") || Object.hasOwn(m, "function_call") || Object.hasOwn(m, "tool_call_id") || role === "tool" || role === "function") {
      openai = true;
    }
    const content = get(m, "content");
    if (typeof content === "string" || content === null || content === undefined) continue;
    if (!Array.isArray(content)) {
      textOnly = false;
      firstBad ??= ptr(listPtr, i, "content");
      continue;
    }
    for (const block of content) {
      if (!isObj(block)) {
        if (typeof block !== "string") textOnly = false;
        continue;
      }
      const t = get(block, "type");
      if (typeof t !== "string") {
        textOnly = false;
        continue;
      }
      if (t === "document" && Object.hasOwn(block, "document")) cohere = true;
      else if (ANTHROPIC_BLOCKS.has(t) || isResultBlock(t)) anthropic = true;
      else if (t === "text" && Array.isArray(get(block, "citations"))) anthropic = true;
      else if ((t === "image" || t === "document") && Object.hasOwn(block, "source")) anthropic = true;
      if (t !== "text" || typeof get(block, "text") !== "string") textOnly = false;
    }
  }
  if (cohere) return "cohere-chat";
  if (openai) return "openai-chat";
  if (anthropic) return "anthropic-messages";
  if (textOnly) return { format: "openai-chat", marker: false };
  throw new InputError(`unrecognised message list: ${EXPECTED}`, firstBad ?? listPtr);
}
