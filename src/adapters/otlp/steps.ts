// One canonical step per tool or model span: names, call ids, arguments, results, usage, errors.
import { type Obj, TraceBuilder, decodeArguments, get, getStr, isObj, markNotCaptured } from "../common.js";
import { type LogRec, genaiMessages, logOutput } from "./logs.js";
import { type RequestedCall } from "./model.js";
import { abs, Attrs } from "./attrs.js";
import { SpanRec, cmpDigits, diffNs } from "./spans.js";
import { lcAssistantText, lcRequestedCalls, lcToolMessage } from "./langchain.js";
import { RETURN_TYPE, RETURN_VALUE, codeFunctionArgs } from "./codefn.js";
import { type DetailField, type UsageDetail, countAt } from "../usage.js";
import { TL_INPUT, TL_OUTPUT, tlArguments, tlOutput } from "./traceloop.js";
import { ADK_ARGS, ADK_RESPONSE, ADK_RESULT, adkModelOutput, isAdkModel } from "./adk.js";
import { GK_INPUT, GK_NAME, GK_OUTPUT, genkitModelOutput } from "./genkit.js";
import { mcpResultError } from "./aisdk.js";
import { ANT_RESULT, antToolResult } from "./anthropic.js";
import { eventArguments, eventOutput, eventResult } from "./events.js";
import { VA_CALL_ID, VA_INPUT, VA_OUTPUT, voltagentText, voltagentUsage } from "./voltagent.js";

export interface Built {
  step: Obj;
  rec: SpanRec;
  /** index of rec in the trace's span list */
  idx: number;
  /** pairs [name, pointer]; pointers may be span-relative ("@...") */
  fields: string[];
  /** tool call ids a model call requested, their tool names and arguments (a text-less call's
   * tokens go to them: toolOnly). */
  requested?: string[];
  requestedNames?: (string | undefined)[];
  requestedArgs?: unknown[];
  /** pointer of the model call's recorded output (span-relative or absolute) */
  outputPtr?: string;
  /** a tool call made from a model call's output (no tool span) */
  synthesized?: boolean;
  /** the provider's call id of a tool step: recorded on its span, matched by name (order.ts) or
   * requested (synthesized); `step.step_id` holds it until the builder names the steps */
  callId?: string;
  /** model call with output captured, no text, and tool calls: tokens go to those calls. */
  toolOnly?: boolean;
  tokens?: SpanUsage;
}

export function isError(span: Obj): boolean {
  const st = get(span, "status");
  if (!isObj(st)) return false;
  const c = get(st, "code");
  return c === 2 || c === "2" || c === "STATUS_CODE_ERROR" || c === "ERROR";
}

/** A status message without the JavaScript stack trace some instrumentations append (LangChain:
 * `message\n\nError: message\n    at ...`): the stack names the machine's folders, not the failure. */
function withoutStack(m: string): string {
  const at = m.search(/\n[ \t]+at [^\n]/);
  if (at < 0) return m;
  const head = m.slice(0, at);
  const para = head.indexOf("\n\n");
  const cut = (para >= 0 ? head.slice(0, para) : head.slice(0, Math.max(head.lastIndexOf("\n"), 0) || head.length)).trimEnd();
  return cut === "" ? m : cut;
}

function hasStatusMessage(span: Obj): boolean {
  const st = get(span, "status");
  const m = isObj(st) ? getStr(st, "message") : undefined;
  return m !== undefined && m !== "";
}

function errorText(r: SpanRec): string {
  const st = get(r.span, "status");
  const m = isObj(st) ? getStr(st, "message") : undefined;
  if (m !== undefined && m !== "") return withoutStack(m);
  const events = get(r.span, "events");
  if (Array.isArray(events)) {
    for (const e of events) {
      if (!isObj(e) || get(e, "name") !== "exception") continue;
      const ea = get(e, "attributes");
      if (!Array.isArray(ea)) continue;
      const em = new Attrs(ea, "").str("exception.message");
      if (em !== undefined && em !== "") return em;
    }
  }
  return r.attrs.str("error.type") ?? "span status ERROR";
}

function common(r: SpanRec, step: Obj, fields: string[]): void {
  if (r.start !== undefined && r.end !== undefined && !r.imprecise && cmpDigits(r.end, r.start) >= 0) {
    step.latency_ms = diffNs(r.start, r.end) / 1e6;
    fields.push("latency_ms", "@/endTimeUnixNano");
  }
  if (isError(r.span)) {
    step.status = "error";
    step.error = errorText(r);
    fields.push("status", "@/status", "error", "@/status");
  }
}

export function toolName(r: SpanRec): { name?: string; key?: string } {
  const key = r.attrs.first(TOOL_NAME_KEYS);
  if (key !== undefined) {
    const v = r.attrs.str(key);
    if (v !== undefined) return { name: v, key };
  }
  const name = getStr(r.span, "name") ?? "";
  if (r.conv === "mcp") {
    const t = name.startsWith("tools/call ") ? name.slice("tools/call ".length).trim() : "";
    if (t !== "") return { name: t };
  }
  // The GenAI conventions name the span "execute_tool <tool>"; OpenInference's traceTool sets only
  // the span name.
  if (r.conv === "genai" && name.startsWith("execute_tool ")) {
    const t = name.slice("execute_tool ".length).trim();
    if (t !== "") return { name: t };
  }
  if (r.conv === "openinference" && name.trim() !== "") return { name: name.trim() };
  if (r.conv === "genkit") {
    const g = r.attrs.str(GK_NAME);
    if (g !== undefined && g !== "") return { name: g, key: GK_NAME };
  }
  return {};
}

export function callId(r: SpanRec): { id?: string; key?: string } {
  const key = r.attrs.first(CALL_ID_KEYS) ?? (r.conv === "voltagent" && r.attrs.has(VA_CALL_ID) ? VA_CALL_ID : undefined);
  if (key === undefined) {
    // LangChain through OpenInference: the id is in the ToolMessage the tool returned.
    const id = r.conv === "openinference" && r.kind === "tool" ? lcToolMessage(r.attrs)?.callId : undefined;
    return id === undefined ? {} : { id, key: "output.value" };
  }
  const v = r.attrs.str(key);
  return v === undefined || v === "" ? {} : { id: v, key };
}

/** The key of a convention that names its fields plainly (Genkit's, VoltAgent's), when recorded. */
function convKey(r: SpanRec, genkit: string, voltagent: string): string | undefined {
  const k = r.conv === "genkit" ? genkit : r.conv === "voltagent" ? voltagent : undefined;
  return k !== undefined && r.attrs.has(k) ? k : undefined;
}

export function toolStep(r: SpanRec, b: TraceBuilder, idx: number): Built {
  const fields: string[] = [];
  const cid = callId(r);
  // The recorded id until the builder names the step (src/adapters/identity.ts).
  const step: Obj = { step_id: cid.id ?? r.spanHex, type: "tool_call" };
  if (cid.key || r.spanHex !== "") fields.push("step_id", cid.key ? r.attrs.ptr(cid.key) : "@/spanId");
  const tn = toolName(r);
  if (tn.name !== undefined) {
    step.tool_name = tn.name;
    fields.push("tool_name", tn.key ? r.attrs.ptr(tn.key) : "@/name");
  } else b.note(r.p, "tool_name_missing: tool span without gen_ai.tool.name / tool.name / ai.toolCall.name, and its span name names no tool");
  const argKey = r.attrs.first(ARG_KEYS) ?? convKey(r, GK_INPUT, VA_INPUT);
  const code = argKey === undefined ? codeFunctionArgs(r.attrs) : undefined;
  let ev: { value: unknown; ptr: string } | undefined;
  if (code?.args !== undefined) {
    step.arguments = code.args;
    fields.push("arguments", r.attrs.ptr(code.key!));
    if (code.typedOnly.length > 0) b.note(r.p, `arguments_not_captured: parameter(s) ${code.typedOnly.slice(0, 5).join(", ")} recorded with a type but no value; left out of the arguments`);
  } else if (code !== undefined && code.typedOnly.length > 0) {
    b.note(
      r.p,
      `arguments_not_captured: the span records the type of parameter(s) ${code.typedOnly.slice(0, 5).join(", ")} but not their values (content capture off: OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true records them); arguments left unset`,
    );
    markNotCaptured(step, "arguments");
  } else if (argKey === undefined && (ev = r.logs ? eventArguments(r.logs) : undefined) !== undefined) {
    // content recorded as events of the span (events.ts)
    const args = decodeArguments(ev.value, ev.ptr, b, step);
    if (args.value !== undefined) {
      step.arguments = args.value;
      fields.push("arguments", ev.ptr);
    }
  } else if (argKey === undefined) {
    b.note(r.p, "arguments_not_captured: the span records no tool arguments (content capture off?); arguments left unset");
    markNotCaptured(step, "arguments");
  } else {
    const at = r.attrs.ptr(argKey);
    const atAbs = abs(at, r.p);
    const mime = argKey === "input.value" ? r.attrs.str("input.mime_type") : undefined;
    const raw = argKey === TL_INPUT ? tlArguments(r.attrs) : r.attrs.value(argKey);
    if (mime !== undefined && mime !== "application/json" && typeof raw === "string") {
      step.metadata = { input: raw };
      b.note(atAbs, `arguments_unmapped: tool input is ${mime}, not a JSON object; arguments left unset`);
    } else {
      const args = decodeArguments(raw, atAbs, b, step);
      if (args.value !== undefined) {
        step.arguments = args.value;
        fields.push("arguments", at);
      }
    }
  }
  let failedWith: { text: string; ptr: string } | undefined;
  const resKey = r.attrs.first(RESULT_KEYS) ?? (r.attrs.has(RETURN_VALUE) ? RETURN_VALUE : convKey(r, GK_OUTPUT, VA_OUTPUT));
  if (resKey === undefined && r.attrs.has(RETURN_TYPE)) {
    b.note(r.p, "output_not_captured: the span records the type of the tool's result but not its value (content capture off?); output left unset");
    markNotCaptured(step, "output");
  }
  const evResult = resKey === undefined && r.logs ? eventResult(r.logs) : undefined;
  // a failed tool's recorded result is the text it sent the model: the span's status is the error
  if (evResult !== undefined && !isError(r.span)) {
    step.output = evResult.value;
    fields.push("output", evResult.ptr);
  }
  if (resKey !== undefined) {
    let out = r.attrs.value(resKey);
    // The AI SDK records JSON.stringify(result); other conventions keep the recorded string.
    if (resKey === "ai.toolCall.result" && typeof out === "string") {
      try {
        out = JSON.parse(out);
      } catch {
        /* keep the string */
      }
    }
    // LangChain records the ToolMessage the tool returned: its content is the result.
    const tm = resKey === "output.value" && r.conv === "openinference" ? lcToolMessage(r.attrs) : undefined;
    if (tm) out = tm.content;
    // Traceloop: {result, is_error}; a failed result is the step's error when the status says none
    const tl = resKey === TL_OUTPUT ? tlOutput(r.attrs) : undefined;
    if (tl) out = tl.isError ? undefined : tl.output;
    // The AI SDK over MCP: a CallToolResult with isError (aisdk.ts) is the tool's failure
    const mcpError = resKey === "ai.toolCall.result" ? mcpResultError(out) : undefined;
    if (mcpError !== undefined) out = undefined;
    // The Anthropic SDK's tool runner: content blocks; a failed run's text is its error (anthropic.ts)
    const ant = resKey === ANT_RESULT ? antToolResult(r.attrs) : undefined;
    if (ant) out = ant.output;
    if (ant && isError(r.span)) {
      out = undefined;
      if (ant.text !== undefined && ant.text !== "") failedWith = { text: ant.text, ptr: r.attrs.ptr(resKey) };
    }
    if (out !== undefined) {
      step.output = out;
      fields.push("output", r.attrs.ptr(resKey));
    }
    if (tl?.isError && !isError(r.span)) {
      step.status = "error";
      step.error = typeof tl.output === "string" && tl.output !== "" ? tl.output : "tool result is_error";
      fields.push("status", r.attrs.ptr(resKey), "error", r.attrs.ptr(resKey));
    }
    if (mcpError !== undefined && !isError(r.span)) {
      step.status = "error";
      step.error = mcpError;
      fields.push("status", r.attrs.ptr(resKey), "error", r.attrs.ptr(resKey));
    }
  }
  const meta: Obj = { span_id: r.spanHex, span_name: getStr(r.span, "name") ?? "" };
  if (step.metadata) Object.assign(meta, step.metadata as Obj);
  step.metadata = meta;
  common(r, step, fields);
  // a status that says only that the span failed: the result's own text is the error
  if (failedWith !== undefined && !hasStatusMessage(r.span)) {
    step.error = failedWith.text;
    fields.push("error", failedWith.ptr);
  }
  const built: Built = { step, rec: r, idx, fields };
  if (cid.id !== undefined) built.callId = cid.id;
  return built;
}

// Attribute keys by meaning, most specific convention first.
export const AGENT_NAME_KEYS = ["gen_ai.agent.name", "agent.name"] as const;
const TOOL_NAME_KEYS = ["gen_ai.tool.name", "tool.name", "ai.toolCall.name", "traceloop.entity.name"] as const;
const CALL_ID_KEYS = ["gen_ai.tool.call.id", "tool_call.id", "ai.toolCall.id"] as const;
const ARG_KEYS = ["gen_ai.tool.call.arguments", "input.value", "ai.toolCall.args", TL_INPUT, ADK_ARGS] as const;
const RESULT_KEYS = ["gen_ai.tool.call.result", "output.value", "ai.toolCall.result", TL_OUTPUT, ADK_RESULT, ANT_RESULT] as const;
const COST_KEYS = ["llm.cost.total"] as const;
const MODEL_KEYS = ["gen_ai.response.model", "gen_ai.request.model", "llm.model_name", "ai.model.id"] as const;
const INPUT_TOKEN_KEYS = ["gen_ai.usage.input_tokens", "gen_ai.usage.prompt_tokens", "llm.token_count.prompt", "ai.usage.inputTokens", "ai.usage.promptTokens"];
const OUTPUT_TOKEN_KEYS = ["gen_ai.usage.output_tokens", "gen_ai.usage.completion_tokens", "llm.token_count.completion", "ai.usage.outputTokens", "ai.usage.completionTokens"];

/** Detail counters by convention: [key, field, whether the convention leaves it out of the input count]. */
const DETAIL_KEYS: readonly (readonly [string, DetailField, boolean])[] = [
  ["gen_ai.usage.cache_read.input_tokens", "cache_read_tokens", false],
  ["llm.token_count.prompt_details.cache_read", "cache_read_tokens", false],
  ["ai.usage.inputTokenDetails.cacheReadTokens", "cache_read_tokens", false],
  ["ai.usage.cachedInputTokens", "cache_read_tokens", false],
  // Traceloop's Anthropic spans copy the API's fields: its input_tokens leaves the cache out
  ["gen_ai.usage.cache_read_input_tokens", "cache_read_tokens", true],
  ["gen_ai.usage.cache_creation.input_tokens", "cache_creation_tokens", false],
  ["gen_ai.usage.cache_write.input_tokens", "cache_creation_tokens", false], // the Anthropic SDK's own spans
  ["llm.token_count.prompt_details.cache_write", "cache_creation_tokens", false],
  ["ai.usage.inputTokenDetails.cacheWriteTokens", "cache_creation_tokens", false],
  ["gen_ai.usage.cache_creation_input_tokens", "cache_creation_tokens", true],
  ["gen_ai.usage.reasoning.output_tokens", "reasoning_tokens", false],
  ["llm.token_count.completion_details.reasoning", "reasoning_tokens", false],
  ["ai.usage.outputTokenDetails.reasoningTokens", "reasoning_tokens", false],
  ["ai.usage.reasoningTokens", "reasoning_tokens", false],
  ["gen_ai.usage.reasoning_tokens", "reasoning_tokens", false],
];

export type SpanUsage = { input?: number; output?: number; inputPtr?: string; outputPtr?: string; details?: UsageDetail[] };

/** A span's token counts; `note` hears of a counter that is not a count (pointers relative, "@…"). */
export function usage(r: SpanRec, note: (pointer: string, note: string) => void = () => {}): SpanUsage {
  const u: SpanUsage = {};
  const ik = r.attrs.first(INPUT_TOKEN_KEYS);
  const ok = r.attrs.first(OUTPUT_TOKEN_KEYS);
  const iv = ik === undefined ? undefined : countAt(r.attrs.num(ik) ?? r.attrs.raw(ik), r.attrs.ptr(ik), ik, note);
  const ov = ok === undefined ? undefined : countAt(r.attrs.num(ok) ?? r.attrs.raw(ok), r.attrs.ptr(ok), ok, note);
  if (iv !== undefined) {
    u.input = iv;
    u.inputPtr = r.attrs.ptr(ik!);
  }
  if (ov !== undefined) {
    u.output = ov;
    u.outputPtr = r.attrs.ptr(ok!);
  }
  for (const [key, field, apart] of DETAIL_KEYS) {
    if (!r.attrs.has(key) || u.details?.some((d) => d.field === field)) continue;
    const n = countAt(r.attrs.num(key) ?? r.attrs.raw(key), r.attrs.ptr(key), key, note);
    if (n === undefined) continue;
    (u.details ??= []).push({ field, value: n, ptr: r.attrs.ptr(key) });
    if (apart && u.input !== undefined) u.input += n;
  }
  anthropicApart(r, u, note);
  return u;
}

/**
 * Anthropic's API counts cache reads and writes apart from `input_tokens`, and some
 * instrumentations copy its field under the GenAI name (Traceloop's does): on an Anthropic span
 * whose cache counts exceed its input, the input is taken to leave them out and they are added,
 * with a note (docs/cost.md). Below that, the GenAI convention (the input includes them) holds.
 */
function anthropicApart(r: SpanRec, u: SpanUsage, note: (pointer: string, note: string) => void): void {
  if (u.input === undefined || !u.details) return;
  const cached = u.details.reduce((a, d) => a + (d.field === "reasoning_tokens" ? 0 : d.value), 0);
  const provider = r.attrs.str("gen_ai.provider.name") ?? r.attrs.str("gen_ai.system") ?? "";
  if (cached <= u.input || !/anthropic/i.test(provider)) return;
  note(u.inputPtr!, `usage_input_apart: input_tokens (${u.input}) is below the cache counts (${cached}), as Anthropic's API counts them; the step's input adds them (${u.input + cached})`);
  u.input += cached;
}

/** Text and requested tool-call ids of a model span's output; undefined text = not captured. */
interface ModelOutput {
  text: string | undefined;
  key: string | undefined;
  /** requested tool call ids, and the tool name of each (when recorded) */
  calls: string[];
  names: (string | undefined)[];
  /** the recorded arguments of each requested call */
  args: unknown[];
  /** absolute pointer of the output when it is not a span attribute (a log record) */
  ptr?: string;
  captured: boolean;
}

export function modelOutput(r: SpanRec): ModelOutput {
  const a = r.attrs;
  const calls: string[] = [];
  const names: (string | undefined)[] = [];
  const args: unknown[] = [];
  const push = (c: RequestedCall): void => {
    calls.push(c.id);
    names.push(c.name);
    args.push(c.args);
  };
  // GenAI semantic conventions: gen_ai.output.messages = [{role, parts: [{type, content}|{type:"tool_call", id}]}]
  if (a.has("gen_ai.output.messages")) {
    let v = a.value("gen_ai.output.messages");
    if (typeof v === "string") {
      try {
        v = JSON.parse(v);
      } catch {
        return { text: v as string, key: "gen_ai.output.messages", calls, names, args, captured: true };
      }
    }
    const m = genaiMessages(v);
    m.calls.forEach(push);
    return { text: m.text, key: "gen_ai.output.messages", calls, names, args, captured: true };
  }
  // Vercel AI SDK
  if (a.has("ai.response.text") || a.has("ai.response.toolCalls")) {
    const tc = a.value("ai.response.toolCalls");
    if (typeof tc === "string") {
      try {
        const list: unknown = JSON.parse(tc);
        if (Array.isArray(list)) {
          for (const c of list) {
            if (isObj(c) && typeof get(c, "toolCallId") === "string") push({ id: c.toolCallId as string, name: getStr(c, "toolName"), args: get(c, "input") ?? get(c, "args") });
          }
        }
      } catch {
        /* not JSON: no ids */
      }
    }
    const text = a.str("ai.response.text");
    return { text: text !== undefined && text !== "" ? text : undefined, key: "ai.response.text", calls, names, args, captured: true };
  }
  // ADK: the response's content parts (adk.ts)
  if (isAdkModel(a)) {
    const o = adkModelOutput(a, r.spanHex);
    o.calls.forEach(push);
    return { text: o.text, key: ADK_RESPONSE, calls, names, args, captured: o.captured };
  }
  // Genkit: the GenerateResponse (genkit.ts)
  if (r.conv === "genkit") {
    const o = genkitModelOutput(a, r.spanHex);
    o.calls.forEach(push);
    return { text: o.text, key: GK_OUTPUT, calls, names, args, captured: o.captured };
  }
  // VoltAgent: a generation records its output only for a title (voltagent.ts reads the agent's)
  if (r.conv === "voltagent") return { text: voltagentText(r), key: "output", calls, names, args, captured: true };
  // OpenInference flattened messages / OpenLLMetry indexed completions.
  const texts: string[] = [];
  let firstKey: string | undefined;
  let captured = false;
  let unnamedCalls = false;
  for (const k of a.keys()) {
    if (k.startsWith("llm.output_messages.") || k.startsWith("gen_ai.completion.")) {
      captured = true;
      if (k.endsWith(".message.content") || k.endsWith(".message_content.text") || /^gen_ai\.completion\.[0-9]+\.content$/.test(k)) {
        const t = a.str(k);
        if (t !== undefined) {
          texts.push(t);
          firstKey ??= k;
        }
      } else if (k.endsWith(".tool_call.id") || /^gen_ai\.completion\.[0-9]+\.tool_calls\.[0-9]+\.id$/.test(k)) {
        const id = a.str(k);
        if (id !== undefined) {
          const stem = k.endsWith(".tool_call.id") ? k.slice(0, -".id".length) + ".function." : k.slice(0, -"id".length);
          push({ id, name: a.str(stem + "name"), args: a.str(stem + "arguments") });
        }
      } else if (k.endsWith(".tool_call.function.name")) unnamedCalls = true;
    }
  }
  // LangChain's flattened tool calls carry no id: the serialised AIMessage in output.value has them.
  // A message whose content is a list of blocks (Claude's text and tool_use blocks) is flattened
  // to its role alone: its text and calls are read from the AIMessage too.
  if (calls.length === 0 && (unnamedCalls || (captured && texts.length === 0))) lcRequestedCalls(a).forEach(push);
  if (captured && texts.length === 0) {
    const lt = lcAssistantText(a);
    if (lt !== undefined) {
      texts.push(lt);
      firstKey = "output.value";
    }
  }
  if (captured) {
    // An empty content beside tool calls is no text (the calls are the turn's output).
    const text = texts.length > 0 && !(calls.length > 0 && texts.every((t) => t === "")) ? texts.join("") : undefined;
    return { text, key: firstKey ?? "llm.output_messages", calls, names, args, captured };
  }
  if (a.has("output.value")) {
    const mime = a.str("output.mime_type");
    const t = a.str("output.value");
    if (t !== undefined && mime !== "application/json") return { text: t, key: "output.value", calls, names, args, captured: true };
  }
  // Content recorded as log records joined to the span, or as its span events (events.ts).
  const lo = r.logs ? contentEvents(r.logs) : undefined;
  if (lo) {
    lo.calls.forEach(push);
    return { text: lo.text, key: undefined, calls, names, args, ptr: lo.ptr, captured: true };
  }
  return { text: undefined, key: undefined, calls, names, args, captured: false };
}

/** A model call's output from its events: the log records' GenAI shapes (logs.ts), else the event
 * shapes events.ts reads (Strands' span events, or the same as log records). */
function contentEvents(recs: LogRec[]): ReturnType<typeof logOutput> {
  const lo = logOutput(recs);
  if (lo !== undefined && (lo.text !== undefined || lo.calls.length > 0)) return lo;
  return eventOutput(recs) ?? lo;
}

export function modelStep(r: SpanRec, b: TraceBuilder, idx: number): Built {
  const fields: string[] = [];
  const step: Obj = { step_id: r.spanHex, type: "model_response" };
  if (r.spanHex !== "") fields.push("step_id", "@/spanId");
  const out = modelOutput(r);
  const built: Built = { step, rec: r, idx, fields };
  let textNotCaptured = false;
  const textPtr = out.ptr ?? (out.key ? r.attrs.ptr(out.key) : "@");
  if (out.text !== undefined) {
    step.text = out.text;
    fields.push("text", textPtr);
  } else if (!out.captured) {
    textNotCaptured = true;
    b.note(
      r.p,
      r.eventsOnSpan
        ? "output_not_captured: neither the model span's attributes nor its events record output messages (content capture off?); text left unset"
        : r.logsInFile
        ? "output_not_captured: neither the model span nor a log record joined to it records output messages (content capture off?); text left unset"
        : "output_not_captured: the model span records no output messages; text left unset. Content capture may be off, or the instrumentation records content as log records, which this file does not hold (export the logs too: docs/collect.md)",
    );
  } else if (out.calls.length > 0) {
    built.toolOnly = true;
  } else {
    step.text = "";
    fields.push("text", textPtr);
  }
  if (out.calls.length > 0) {
    built.requested = out.calls;
    built.requestedNames = out.names;
    built.requestedArgs = out.args;
    built.outputPtr = textPtr;
  }
  const u = r.conv === "genkit" ? genkitUsage(r) : r.conv === "voltagent" ? voltagentUsage(r) : usage(r, (p, n) => b.note(abs(p, r.p), n));
  if (u.input !== undefined || u.output !== undefined) built.tokens = u;
  const costKey = r.attrs.first(COST_KEYS);
  let cost = costKey ? r.attrs.num(costKey) : undefined;
  let costPtr = costKey ? r.attrs.ptr(costKey) : undefined;
  if (cost === undefined && r.attrs.has("llm.cost.prompt") && r.attrs.has("llm.cost.completion")) {
    const cp = r.attrs.num("llm.cost.prompt");
    const cc = r.attrs.num("llm.cost.completion");
    if (cp !== undefined && cc !== undefined) {
      cost = Number((cp + cc).toPrecision(12));
      costPtr = r.attrs.ptr("llm.cost.prompt");
    }
  }
  if (cost !== undefined && cost >= 0) {
    step.cost_usd = cost;
    fields.push("cost_usd", costPtr!);
  }
  const meta: Obj = { span_id: r.spanHex, span_name: getStr(r.span, "name") ?? "" };
  const modelKey = r.attrs.first(MODEL_KEYS);
  const model = modelKey ? r.attrs.str(modelKey) : undefined;
  if (model !== undefined) meta.model = model;
  step.metadata = meta;
  if (textNotCaptured) markNotCaptured(step, "text");
  common(r, step, fields);
  return built;
}

/** A Genkit model call's tokens: the GenerateResponse's usage (genkit.ts). */
function genkitUsage(r: SpanRec): ReturnType<typeof usage> {
  const o = genkitModelOutput(r.attrs, r.spanHex);
  const at = r.attrs.ptr(GK_OUTPUT);
  const u: ReturnType<typeof usage> = {};
  if (o.input !== undefined) Object.assign(u, { input: o.input, inputPtr: at });
  if (o.output !== undefined) Object.assign(u, { output: o.output, outputPtr: at });
  return u;
}
