// Anthropic Messages transcripts: content blocks (text, tool_use, tool_result, server tools).
import { InputError } from "../errors.js";
import {
  type AdaptedTraceLike,
  type Obj,
  PendingCalls,
  TraceBuilder,
  contentText,
  describeType,
  get,
  getStr,
  isObj,
  markNotCaptured,
  messageList,
  ptr,
  usageTokens,
  wrapperIdentity,
} from "./common.js";
import { stampModel } from "./usage.js";

const LABEL = "an Anthropic Messages transcript";
const CALL_BLOCKS = new Set(["tool_use", "server_tool_use", "mcp_tool_use"]);

export function isResultBlock(type: string): boolean {
  return type === "tool_result" || type.endsWith("_tool_result");
}

export function adaptAnthropic(doc: unknown, fileName: string): AdaptedTraceLike {
  const { list, listPtr } = messageList(doc, LABEL);
  const b = new TraceBuilder("anthropic-messages");
  const pending = new PendingCalls();
  for (let i = 0; i < list.length; i++) {
    const m = list[i];
    const mp = ptr(listPtr, i);
    if (!isObj(m)) throw new InputError(`${LABEL}: message ${i} must be an object, found ${describeType(m)}`, mp);
    const role = get(m, "role");
    const content = get(m, "content");
    const cp = ptr(mp, "content");
    if (role === "user") {
      if (!Array.isArray(content)) continue;
      for (let j = 0; j < content.length; j++) {
        const block = content[j];
        if (isObj(block) && typeof get(block, "type") === "string" && isResultBlock(get(block, "type") as string)) {
          result(block, ptr(cp, j), b, pending);
        }
      }
      continue;
    }
    if (role !== "assistant") {
      b.note(mp, `message_unmapped: role ${typeof role === "string" ? `'${role}'` : "missing"} is not mapped`);
      continue;
    }
    const first = b.steps.length;
    if (typeof content === "string" || content === null || content === undefined) {
      const step: Obj = { step_id: `m${i}`, type: "model_response" };
      if (typeof content === "string") step.text = content;
      else b.note(mp, "text_not_recorded: assistant message without content; text left unset");
      const k = b.add(step, mp);
      b.field(k, "text", cp);
    } else if (!Array.isArray(content)) {
      b.note(cp, `content_unmapped: content is ${describeType(content)}`);
    } else {
      assistantBlocks(content, i, cp, b, pending);
    }
    const u = get(m, "usage");
    if (u !== undefined) {
      b.applyUsage(b.steps.length > first ? b.steps.length - 1 : -1, usageTokens(u, ptr(mp, "usage"), b), ptr(mp, "usage"), "the message's usage");
    }
    stampModel(b.steps, first, get(m, "model"));
  }
  if (isObj(doc)) {
    const u = get(doc, "usage");
    if (u !== undefined) b.applyUsage(b.lastModelStep(), usageTokens(u, "/usage", b), "/usage", "the document's usage");
    stampModel(b.steps, 0, get(doc, "model"));
  }
  return b.finish(wrapperIdentity(doc, fileName, listPtr, b));
}

function assistantBlocks(content: unknown[], i: number, cp: string, b: TraceBuilder, pending: PendingCalls): void {
  // Consecutive text blocks form one response (citations split one answer into several blocks).
  let textStep = -1;
  let groups = 0;
  for (let j = 0; j < content.length; j++) {
    const block = content[j];
    const bp = ptr(cp, j);
    if (!isObj(block)) {
      b.note(bp, `content_unmapped: content block is ${describeType(block)}`);
      textStep = -1;
      continue;
    }
    const type = getStr(block, "type") ?? "";
    if (type === "text") {
      const text = getStr(block, "text") ?? "";
      const cites = get(block, "citations");
      if (textStep < 0) {
        const step: Obj = { step_id: groups === 0 ? `m${i}` : `m${i}-b${j}`, type: "model_response", text };
        groups++;
        textStep = b.add(step, bp);
        b.field(textStep, "text", ptr(bp, "text"));
      } else {
        const step = b.steps[textStep]!;
        step.text = String(step.text) + text;
      }
      if (Array.isArray(cites) && cites.length > 0) {
        const step = b.steps[textStep]!;
        const list = (step.citations as unknown[] | undefined) ?? [];
        for (const c of cites) list.push(c);
        if (step.citations === undefined) b.field(textStep, "citations", ptr(bp, "citations"));
        step.citations = list;
      }
      continue;
    }
    textStep = -1;
    if (CALL_BLOCKS.has(type)) {
      const id = getStr(block, "id");
      const step: Obj = { step_id: id ?? `m${i}-b${j}`, type: "tool_call" };
      if (id === undefined) b.note(bp, `call_id_missing: ${type} block without an id; no tool_result can be matched to it`);
      const k = b.add(step, bp);
      if (id !== undefined) b.field(k, "step_id", ptr(bp, "id"));
      const name = getStr(block, "name");
      if (name !== undefined) {
        step.tool_name = name;
        b.field(k, "tool_name", ptr(bp, "name"));
      } else b.note(bp, "tool_name_missing: tool_use without a name");
      const input = get(block, "input");
      if (isObj(input)) {
        step.arguments = input;
        b.field(k, "arguments", ptr(bp, "input"), true);
      } else if (input === undefined || input === null) {
        b.note(bp, "arguments_not_captured: tool_use without input; arguments left unset");
        markNotCaptured(step, "arguments");
      } else {
        step.arguments = {};
        b.field(k, "arguments", ptr(bp, "input"));
        b.note(ptr(bp, "input"), `argument_parse_error: input is ${describeType(input)}, not an object; arguments set to {}`);
      }
      if (type !== "tool_use") {
        const meta: Obj = { block_type: type };
        const server = getStr(block, "server_name");
        if (server !== undefined) meta.server_name = server;
        step.metadata = isObj(step.metadata) ? { ...step.metadata, ...meta } : meta;
      }
      if (id !== undefined) pending.register(id, k, bp, b);
      continue;
    }
    if (isResultBlock(type)) {
      result(block, bp, b, pending);
      continue;
    }
    b.note(bp, `block_unmapped: ${type === "" ? "untyped" : `'${type}'`} block has no canonical step`);
  }
}

/** tool_result (and server *_tool_result) block -> output / error of its tool_use step. */
function result(block: Obj, bp: string, b: TraceBuilder, pending: PendingCalls): void {
  const k = pending.take(get(block, "tool_use_id"), bp, b, "tool_use_id");
  if (k === undefined) return;
  const step = b.steps[k]!;
  const content = get(block, "content");
  const cp = ptr(bp, "content");
  let out: unknown;
  let errorText: string | undefined;
  if (typeof content === "string" || content === undefined || content === null) {
    out = content ?? null;
    b.field(k, "output", cp);
  } else if (Array.isArray(content) && get(block, "type") === "tool_result") {
    const { text } = contentText(content, cp, b, ["text"], "\n");
    out = text ?? null;
    b.field(k, "output", cp);
  } else {
    out = content;
    b.field(k, "output", cp, true);
    // Server tool errors: {type: "web_search_tool_result_error", error_code}.
    if (isObj(content)) {
      const t = getStr(content, "type");
      if (t !== undefined && t.endsWith("_error")) errorText = getStr(content, "error_code") ?? t;
    }
  }
  const isError = get(block, "is_error") === true || errorText !== undefined;
  if (isError) {
    step.status = "error";
    b.field(k, "status", get(block, "is_error") === true ? ptr(bp, "is_error") : cp);
    const e = errorText ?? (typeof out === "string" ? out : "");
    if (e !== "") {
      step.error = e;
      b.field(k, "error", cp);
    }
    if (errorText !== undefined) step.output = out;
  } else step.output = out;
}
