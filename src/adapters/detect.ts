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

/** Names of files that are some tool's own, whatever they hold (`tsconfig.json`, `tsconfig.build.json`, …). */
const OTHER_FILE_NAMES = /^(?:package\.json|package-lock\.json|npm-shrinkwrap\.json|(?:ts|js)config(?:\.[^/]*)?\.json)$/i;
/** A `$schema` of ours (schemas/): such a document claims to be arh's and is judged as one. */
const OWN_SCHEMA = /^https:\/\/(?:arh-action\.dev|github\.com\/arh-action\/arh-action)\/schemas\//;

/**
 * Why a file is recognisably something other than a trace, or null. A directory walk lists such a
 * file as skipped with this reason instead of failing it (src/engine/pipeline.ts); every other
 * file that is no trace fails (a recorder that crashed and wrote `null` or `{}` must not turn the
 * gate green). Recognised only when the document carries no trace format's marker
 * (TRACE_MARKERS) and is not a list, in this order:
 *  - by content: an arh policy (`policy_id` or `allowed_tools`: every policy has its id), an arh
 *    report (`summary` and `reports`), an arh comparison (`gate` and `traces`), a package manifest
 *    (`dependencies`, `devDependencies`, or `name` with `version`), a TypeScript configuration
 *    (`compilerOptions`);
 *  - by a `$schema` string that is not one of arh's schemas (a JSON Schema, a SARIF log, a tool's
 *    configuration naming its schema);
 *  - by name, whatever it holds: `package.json`, `package-lock.json`, `npm-shrinkwrap.json`,
 *    `tsconfig*.json`, `jsconfig*.json`.
 */
export function otherFileReason(doc: unknown, fileName: string): string | null {
  if (Array.isArray(doc) || (isObj(doc) && TRACE_MARKERS.some((k) => Object.hasOwn(doc, k)))) return null;
  const name = `a tool's own file (${fileName.slice(0, 100)})`;
  if (!isObj(doc)) return OTHER_FILE_NAMES.test(fileName) ? name : null;
  const has = (k: string): boolean => Object.hasOwn(doc, k);
  if (has("allowed_tools") || has("policy_id")) return "an arh policy";
  if (has("summary") && has("reports")) return "an arh report";
  if (has("gate") && has("traces")) return "an arh comparison";
  if (has("dependencies") || has("devDependencies") || (has("name") && has("version"))) return "a package manifest";
  if (has("compilerOptions")) return "a TypeScript configuration";
  const schema = get(doc, "$schema");
  if (typeof schema === "string" && !OWN_SCHEMA.test(schema)) return `a file of another format ($schema '${schema.slice(0, 200)}')`;
  return OTHER_FILE_NAMES.test(fileName) ? name : null;
}

/** A JSON value's kind as a sentence says it, with the value when it is short. */
function valueKind(doc: unknown): string {
  if (doc === null) return "null";
  if (typeof doc === "boolean") return String(doc);
  if (typeof doc === "number") return `a number (${String(doc).slice(0, 40)})`;
  if (typeof doc === "string") return doc === "" ? "an empty string" : "a string";
  if (isObj(doc)) {
    const keys = Object.keys(doc);
    if (keys.length === 0) return "an empty object";
    const shown = keys.slice(0, 5).map((k) => `'${k.slice(0, 60)}'`).join(", ");
    return `an object with no trace format's key (it has ${shown}${keys.length > 5 ? `, and ${keys.length - 5} more` : ""})`;
  }
  return "a JSON value";
}

/**
 * What an input error says of a document that carries no trace format's marker at all ("the file
 * holds null, not a trace"), or null when it carries one (the format's own error is more precise).
 */
export function notATraceMessage(doc: unknown): string | null {
  if (Array.isArray(doc) || (isObj(doc) && TRACE_MARKERS.some((k) => Object.hasOwn(doc, k)))) return null;
  return `the file holds ${valueKind(doc)}, not a trace: ${EXPECTED}`;
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
