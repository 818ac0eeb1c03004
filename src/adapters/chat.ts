// OpenAI Chat Completions and Cohere Chat v2 transcripts (they share the tool_calls wire shape).
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
  messageList,
  ptr,
  usageTokens,
  wrapperIdentity,
} from "./common.js";
import { stampModel } from "./usage.js";

const TEXT_TYPES = ["text", "output_text", "input_text"] as const;

export function adaptChat(doc: unknown, fileName: string, flavor: "openai-chat" | "cohere-chat"): AdaptedTraceLike {
  const label = flavor === "openai-chat" ? "an OpenAI Chat transcript" : "a Cohere Chat v2 transcript";
  const { list, listPtr } = messageList(doc, label);
  const b = new TraceBuilder(flavor);
  const pending = new PendingCalls();
  // Legacy function_call steps awaiting a role:"function" reply (by function name).
  const legacy: { name: string; step: number }[] = [];
  const cohere = flavor === "cohere-chat";

  for (let i = 0; i < list.length; i++) {
    const m = list[i];
    const mp = ptr(listPtr, i);
    if (!isObj(m)) throw new InputError(`${label}: message ${i} must be an object, found ${describeType(m)}`, mp);
    const role = get(m, "role");
    if (role === "system" || role === "developer" || role === "user") continue;
    if (role === "assistant") {
      assistant(m, i, mp, b, pending, legacy, cohere);
      continue;
    }
    if (role === "tool") {
      const k = pending.take(get(m, "tool_call_id"), mp, b, "tool_call_id");
      if (k !== undefined) toolOutput(m, mp, k, b, cohere);
      continue;
    }
    if (role === "function") {
      const name = getStr(m, "name");
      let hit = -1;
      for (let j = 0; j < legacy.length; j++) if (legacy[j]?.name === name) hit = j;
      if (hit < 0) {
        b.note(mp, `orphan_tool_result: no legacy function_call '${name ?? "?"}' awaits this function message; not attached`);
        continue;
      }
      const k = legacy[hit]!.step;
      legacy.splice(hit, 1);
      toolOutput(m, mp, k, b, cohere);
      continue;
    }
    b.note(mp, `message_unmapped: role ${typeof role === "string" ? `'${role}'` : "missing"} is not mapped`);
  }

  if (isObj(doc)) {
    const u = get(doc, "usage");
    if (u !== undefined) b.applyUsage(b.lastModelStep(), usageTokens(u, "/usage", b), "/usage", "the document's usage");
    stampModel(b.steps, 0, get(doc, "model"));
  }
  return b.finish(wrapperIdentity(doc, fileName, listPtr, b));
}

function assistant(
  m: Obj,
  i: number,
  mp: string,
  b: TraceBuilder,
  pending: PendingCalls,
  legacy: { name: string; step: number }[],
  cohere: boolean,
): void {
  const first = b.steps.length;
  const toolCalls = get(m, "tool_calls");
  const fnCall = get(m, "function_call");
  const hasCalls = (Array.isArray(toolCalls) && toolCalls.length > 0) || isObj(fnCall);

  // Cohere: the tool plan precedes the calls.
  const plan = get(m, "tool_plan");
  if (typeof plan === "string" && plan !== "") {
    const k = b.add({ step_id: `m${i}-plan`, type: "model_response", text: plan, metadata: { source_field: "tool_plan" } }, mp);
    b.field(k, "text", ptr(mp, "tool_plan"));
  } else if (plan !== undefined && plan !== null && typeof plan !== "string") {
    b.note(ptr(mp, "tool_plan"), `content_unmapped: tool_plan is ${describeType(plan)}`);
  }

  const content = get(m, "content");
  const { text } = contentText(content, ptr(mp, "content"), b, TEXT_TYPES, "");
  let textStep = -1;
  if ((text !== undefined && text !== "") || (!hasCalls && !(typeof plan === "string" && plan !== ""))) {
    const step: Obj = { step_id: `m${i}`, type: "model_response" };
    let textPtr = ptr(mp, "content");
    if (text !== undefined) step.text = text;
    else {
      const refusal = get(m, "refusal");
      if (typeof refusal === "string") {
        step.text = refusal;
        step.metadata = { source_field: "refusal" };
        textPtr = ptr(mp, "refusal");
      } else b.note(mp, "text_not_recorded: assistant message without content, tool calls or refusal; text left unset");
    }
    textStep = b.add(step, mp);
    b.field(textStep, "text", textPtr);
  }

  const citations = get(m, "citations");
  if (Array.isArray(citations) && citations.length > 0) {
    const target = textStep >= 0 ? textStep : cohere && b.steps.length > first ? first : -1;
    if (target >= 0) {
      b.steps[target]!.citations = citations;
      b.field(target, "citations", ptr(mp, "citations"), true);
    } else b.note(ptr(mp, "citations"), "citations_unmapped: citations on a message without a text response");
  }

  if (Array.isArray(toolCalls)) {
    for (let j = 0; j < toolCalls.length; j++) {
      const tc = toolCalls[j];
      const tp = ptr(mp, "tool_calls", j);
      if (!isObj(tc)) {
        b.note(tp, `tool_call_unmapped: tool call is ${describeType(tc)}`);
        continue;
      }
      const id = getStr(tc, "id");
      const type = get(tc, "type");
      const step: Obj = { step_id: id ?? `m${i}-call${j}`, type: "tool_call" };
      if (id === undefined) b.note(tp, `call_id_missing: tool call without an id; no tool message can be matched to it`);
      const k = b.add(step, tp);
      if (id !== undefined) b.field(k, "step_id", ptr(tp, "id"));
      if (type === "custom") {
        // Custom tools take free text, which an arguments object cannot hold.
        const custom = get(tc, "custom");
        const name = isObj(custom) ? getStr(custom, "name") : undefined;
        if (name !== undefined) {
          step.tool_name = name;
          b.field(k, "tool_name", ptr(tp, "custom", "name"));
        }
        if (isObj(custom) && get(custom, "input") !== undefined) step.metadata = { input: get(custom, "input") };
        b.note(ptr(tp, "custom"), "arguments_unmapped: custom tool input is free text, not an object; arguments left unset");
      } else {
        const fn = get(tc, "function");
        const fp = ptr(tp, "function");
        if (!isObj(fn)) b.note(tp, "tool_call_unmapped: tool call without a function object; tool_name and arguments left unset");
        else {
          const name = getStr(fn, "name");
          if (name !== undefined) {
            step.tool_name = name;
            b.field(k, "tool_name", ptr(fp, "name"));
          } else b.note(fp, "tool_name_missing: function without a name");
          const args = decodeArguments(get(fn, "arguments"), ptr(fp, "arguments"), b, step);
          if (args.value !== undefined) {
            step.arguments = args.value;
            b.field(k, "arguments", ptr(fp, "arguments"), args.deep);
          }
        }
      }
      if (id !== undefined) pending.register(id, k, tp, b);
    }
  } else if (toolCalls !== undefined && toolCalls !== null) {
    b.note(ptr(mp, "tool_calls"), `tool_call_unmapped: tool_calls is ${describeType(toolCalls)}`);
  }

  if (isObj(fnCall)) {
    const fp = ptr(mp, "function_call");
    const step: Obj = { step_id: `m${i}-function`, type: "tool_call" };
    const k = b.add(step, fp);
    const name = getStr(fnCall, "name");
    if (name !== undefined) {
      step.tool_name = name;
      b.field(k, "tool_name", ptr(fp, "name"));
      legacy.push({ name, step: k });
    } else b.note(fp, "tool_name_missing: function_call without a name");
    const args = decodeArguments(get(fnCall, "arguments"), ptr(fp, "arguments"), b, step);
    if (args.value !== undefined) {
      step.arguments = args.value;
      b.field(k, "arguments", ptr(fp, "arguments"), args.deep);
    }
  }

  const u = get(m, "usage");
  if (u !== undefined) b.applyUsage(b.steps.length > first ? b.steps.length - 1 : -1, usageTokens(u, ptr(mp, "usage"), b), ptr(mp, "usage"), "the message's usage");
  stampModel(b.steps, first, get(m, "model"));
}

/** Tool (or legacy function) message content -> the step's output. */
function toolOutput(m: Obj, mp: string, k: number, b: TraceBuilder, cohere: boolean): void {
  const step = b.steps[k]!;
  const content = get(m, "content");
  const cp = ptr(mp, "content");
  b.field(k, "output", cp);
  if (typeof content === "string" || content === null || content === undefined) {
    step.output = content ?? null;
    return;
  }
  if (!Array.isArray(content)) {
    step.output = content;
    b.field(k, "output", cp, true);
    return;
  }
  // Block list: text parts and (Cohere) document blocks, flattened in order.
  const items: unknown[] = [];
  let allText = true;
  for (let j = 0; j < content.length; j++) {
    const part = content[j];
    const pp = ptr(cp, j);
    if (typeof part === "string") {
      items.push(part);
      continue;
    }
    if (!isObj(part)) {
      b.note(pp, `content_unmapped: tool content part is ${describeType(part)}`);
      continue;
    }
    const type = getStr(part, "type");
    if (type !== undefined && (TEXT_TYPES as readonly string[]).includes(type) && typeof get(part, "text") === "string") {
      items.push(get(part, "text"));
      continue;
    }
    if (type === "document") {
      const d = get(part, "document");
      const data = isObj(d) ? get(d, "data") : undefined;
      if (data !== undefined) {
        items.push(data);
        allText = false;
        continue;
      }
    }
    b.note(pp, `content_unmapped: tool content part of type '${type ?? "?"}' has no output equivalent${cohere ? "" : " in this format"}`);
  }
  step.output = allText ? items.join("\n") : items;
}
