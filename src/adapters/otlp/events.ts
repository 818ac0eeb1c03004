// GenAI content recorded as events: span events on the span itself, or the same events as OTLP log
// records joined to the span (OpenTelemetry is moving span events to log-based events; logs.ts
// reads the records). Both are read alike: an event's fields are its log record's body (an object)
// and its attributes. Read here:
// - a model call's output: `gen_ai.choice` (`message`: a string, the JSON of the content blocks
//   Strands records — `{text}`, `{type: "toolUse", name, toolUseId, input}` — or the OpenTelemetry
//   instrumentations' `{content, tool_calls}` object), `gen_ai.content.completion`
//   (`gen_ai.completion`: a JSON message list or text), and `gen_ai.output.messages` on any event
//   (logs.ts `logOutput`);
// - a tool span's arguments and result: on the tool span itself, `gen_ai.tool.message` carries
//   the call's arguments (`content`) and `gen_ai.choice` its result (`message`), as Strands
//   records them; the newer `gen_ai.client.inference.operation.details` event carries them as
//   `gen_ai.input.messages` `tool_call` and `gen_ai.output.messages` `tool_call_response` parts.
import { type Obj, get, getStr, isObj } from "../common.js";
import { Attrs } from "./attrs.js";
import { type LogRec, type RequestedCall } from "./model.js";

/** Span events read per span (hostile spans stay bounded). */
const MAX_EVENTS = 1000;

/** The `gen_ai.*` span events of a span as records (pointer `<span>/events/<i>`, no body). */
export function spanEvents(span: Obj, spanPtr: string): LogRec[] {
  const events = get(span, "events");
  if (!Array.isArray(events)) return [];
  const out: LogRec[] = [];
  for (let i = 0; i < events.length && i < MAX_EVENTS; i++) {
    const e = events[i];
    const name = isObj(e) ? getStr(e, "name") : undefined;
    if (name === undefined || !name.startsWith("gen_ai.")) continue;
    const al = get(e as Obj, "attributes");
    const p = `${spanPtr}/events/${i}`;
    out.push({ event: name, body: undefined, attrs: new Attrs(Array.isArray(al) ? al : [], `${p}/attributes`), p });
  }
  return out;
}

/** A field of an event: its body's (an object body), else its attribute's; with its pointer. */
export function eventField(r: LogRec, key: string): { value: unknown; ptr: string } | undefined {
  if (isObj(r.body) && Object.hasOwn(r.body, key)) return { value: r.body[key], ptr: `${r.p}/body/${key.replace(/~/g, "~0").replace(/\//g, "~1")}` };
  if (r.attrs.has(key)) return { value: r.attrs.value(key), ptr: r.attrs.ptr(key) };
  return undefined;
}

/** A JSON string parsed (undefined when not JSON); other values as they are. */
function parsed(v: unknown): unknown {
  if (typeof v !== "string") return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return undefined;
  }
}

/** Text and requested calls of a list of content blocks (Strands' stable format, Bedrock's). */
function blocks(list: unknown[]): { texts: string[]; calls: RequestedCall[] } {
  const texts: string[] = [];
  const calls: RequestedCall[] = [];
  for (const b of list) {
    if (!isObj(b)) continue;
    const tu = isObj(b.toolUse) ? b.toolUse : b.type === "toolUse" || b.type === "tool_use" ? b : undefined;
    if (tu !== undefined) {
      const id = getStr(tu, "toolUseId") ?? getStr(tu, "id");
      if (id !== undefined && id !== "") calls.push({ id, name: getStr(tu, "name"), args: get(tu, "input") });
      continue;
    }
    if (typeof b.text === "string") texts.push(b.text);
  }
  return { texts, calls };
}

/** What a `gen_ai.choice` event's `message` or a `gen_ai.completion` says: text and calls. A
 * message's content is read one level down (`inner`), never deeper: hostile nesting stays flat. */
function messageContent(v: unknown, inner = false): { text?: string; calls: RequestedCall[] } {
  const x = parsed(v);
  if (x === undefined) return typeof v === "string" ? { text: v, calls: [] } : { calls: [] };
  if (typeof x === "string") return { text: x, calls: [] };
  if (Array.isArray(x)) {
    // a list of messages ({role, content}) or of content blocks
    const texts: string[] = [];
    const calls: RequestedCall[] = [];
    for (const m of x) {
      if (isObj(m) && Object.hasOwn(m, "role")) {
        if (inner) continue;
        const c = messageContent(m.content ?? null, true);
        if (c.text !== undefined) texts.push(c.text);
        calls.push(...c.calls, ...toolCalls(m));
      } else {
        const b = blocks([m]);
        texts.push(...b.texts);
        calls.push(...b.calls);
      }
    }
    return { text: texts.length > 0 ? texts.join("") : undefined, calls };
  }
  if (isObj(x)) {
    if (inner) return { calls: [] };
    const c = typeof x.content === "string" ? { text: x.content, calls: [] } : Array.isArray(x.content) ? messageContent(x.content, true) : { calls: [] };
    return { text: c.text, calls: [...c.calls, ...toolCalls(x)] };
  }
  return { calls: [] };
}

/** The OpenAI-shaped `tool_calls` of a message object. */
function toolCalls(m: Obj): RequestedCall[] {
  const out: RequestedCall[] = [];
  const tcs = get(m, "tool_calls");
  if (!Array.isArray(tcs)) return out;
  for (const tc of tcs) {
    if (!isObj(tc) || typeof get(tc, "id") !== "string") continue;
    const fn = get(tc, "function");
    out.push({ id: tc.id as string, name: isObj(fn) ? getStr(fn, "name") : undefined, args: isObj(fn) ? get(fn, "arguments") : undefined });
  }
  return out;
}

/** A model call's output from its `gen_ai.choice` / `gen_ai.content.completion` events. */
export function eventOutput(recs: LogRec[]): { text?: string; calls: RequestedCall[]; ptr: string } | undefined {
  const texts: string[] = [];
  const calls: RequestedCall[] = [];
  let ptr: string | undefined;
  for (const r of recs) {
    const f = r.event === "gen_ai.choice" ? eventField(r, "message") : r.event === "gen_ai.content.completion" ? eventField(r, "gen_ai.completion") : undefined;
    if (f === undefined) continue;
    ptr ??= f.ptr;
    const c = messageContent(f.value);
    if (c.text !== undefined) texts.push(c.text);
    calls.push(...c.calls);
  }
  return ptr === undefined ? undefined : { text: texts.length > 0 ? texts.join("") : undefined, calls, ptr };
}

/** The arguments a tool span's own events record, with their pointer. */
export function eventArguments(recs: LogRec[]): { value: unknown; ptr: string } | undefined {
  for (const r of recs) {
    if (r.event === "gen_ai.tool.message") {
      const f = eventField(r, "content") ?? eventField(r, "arguments");
      if (f !== undefined) return f;
    }
    const part = messagePart(r, "gen_ai.input.messages", "tool_call");
    if (part !== undefined) return { value: part.part.arguments, ptr: part.ptr };
  }
  return undefined;
}

/** The result a tool span's own events record (`gen_ai.choice` `message`, a `tool_call_response`
 * part): content blocks of one JSON block are its value, of text blocks their text. */
export function eventResult(recs: LogRec[]): { value: unknown; ptr: string } | undefined {
  for (const r of recs) {
    if (r.event === "gen_ai.choice") {
      const f = eventField(r, "message");
      if (f !== undefined) return { value: resultValue(f.value), ptr: f.ptr };
    }
    const part = messagePart(r, "gen_ai.output.messages", "tool_call_response");
    if (part !== undefined) return { value: resultValue(part.part.response ?? part.part.result), ptr: part.ptr };
  }
  return undefined;
}

function resultValue(v: unknown): unknown {
  const x = parsed(v);
  if (!Array.isArray(x) || x.length === 0) return x === undefined ? v : x;
  if (x.length === 1 && isObj(x[0]) && Object.hasOwn(x[0], "json") && Object.keys(x[0]).length === 1) return x[0].json;
  if (x.every((b) => isObj(b) && typeof b.text === "string" && Object.keys(b).length === 1)) return x.map((b) => (b as Obj).text as string).join("\n");
  return x;
}

/** The first part of `type` in the messages of an event field. */
function messagePart(r: LogRec, key: string, type: string): { part: Obj; ptr: string } | undefined {
  const f = eventField(r, key);
  const v = f === undefined ? undefined : parsed(f.value);
  if (!Array.isArray(v)) return undefined;
  for (const m of v) {
    const parts = isObj(m) ? get(m, "parts") : undefined;
    if (!Array.isArray(parts)) continue;
    for (const p of parts) if (isObj(p) && p.type === type) return { part: p, ptr: f!.ptr };
  }
  return undefined;
}

/** Tool results a model call's events say were sent to it, by call id: Strands' `gen_ai.tool.message`
 * events on a model span (`content`: the JSON of `{toolResult: {toolUseId, content}}` blocks), or
 * one result with an `id` field. Only ids not yet in `out` are added. */
export function eventToolResults(r: LogRec, out: Map<string, { output: unknown; ptr: string }>): void {
  // a record whose body names its call (the OpenTelemetry instrumentations' shape) is logs.ts's
  if (r.event !== "gen_ai.tool.message" || (isObj(r.body) && Object.hasOwn(r.body, "id"))) return;
  const f = eventField(r, "content");
  if (f === undefined) return;
  const idv = eventField(r, "id")?.value;
  const id = typeof idv === "string" ? idv : undefined;
  if (id !== undefined && id !== "") {
    if (!out.has(id)) out.set(id, { output: resultValue(f.value), ptr: f.ptr });
    return;
  }
  const v = parsed(f.value);
  if (!Array.isArray(v)) return;
  for (const b of v) {
    const tr = isObj(b) && isObj(b.toolResult) ? b.toolResult : undefined;
    const tid = tr ? getStr(tr, "toolUseId") : undefined;
    if (tr === undefined || tid === undefined || tid === "" || out.has(tid)) continue;
    out.set(tid, { output: resultValue(tr.content), ptr: f.ptr });
  }
}
