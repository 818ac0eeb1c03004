// Step identity of adapted traces: from behaviour, never from the provider's or the tracer's ids.
// Call ids (OpenAI `call_…`, Anthropic `toolu_…`, Responses `fc_…`), message and item ids and OTLP
// span ids are random on every run, so a step id taken from them could never pair a finding with
// its baseline. Every adapter's steps are named here, once they are in their final order:
//
//   tool_call       `<tool_name>#<n>`  n = 1, 2, ... counting the trace's calls of that tool
//   model_response  `model#<n>`        n counting the trace's model responses
//
// (a tool without a name counts as `tool`, one named `model` as `tool:model`). The id the step had
// in the file is kept in its metadata (`call_id` of a tool call, `message_id` of a response;
// OTLP steps also keep `span_id`), and `/steps/<i>/step_id` still maps to where it was recorded.
// The rule is documented in docs/adapters.md ("Step identity").
import { type Obj, type StepOrigin, isObj, setOwn } from "./values.js";
import { shortHash } from "../util/canonical.js";

/** Version of the rule above; reports of traces named by an older rule are detected by their ids
 * (src/compare/identity.ts). */
export const STEP_ID_SCHEME = "ordinal/1";

/** Tool names are untrusted: the part copied into an id is bounded. */
const MAX_KEY = 64;

/** The ordinal key of a step: its tool's name, or `model`. */
function stepKey(step: Obj): string {
  if (step.type !== "tool_call") return "model";
  const name = typeof step.tool_name === "string" && step.tool_name !== "" ? step.tool_name : "tool";
  const key = name.length > MAX_KEY ? name.slice(0, MAX_KEY) : name;
  return key === "model" ? "tool:model" : key;
}

/**
 * Rename the steps (in place, in their final order) by the rule above. A step whose id came from
 * the file (its origin records a `step_id` pointer) keeps that id in `metadata.call_id` (tool
 * calls) or `metadata.message_id` (responses), unless its metadata already holds it as `span_id`.
 * Returns the new ids.
 */
export function assignStepIds(steps: Obj[], origins: readonly StepOrigin[]): string[] {
  const counts = new Map<string, number>();
  const used = new Set<string>();
  const ids: string[] = [];
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    const key = stepKey(step);
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    let id = `${key}#${n}`;
    // `a#1` + `#1` and `a` + `#1#1` cannot meet (n is digits), but a truncated name can.
    for (let k = 2; used.has(id); k++) id = `${key}#${n}~${k}`;
    used.add(id);
    const prev = step.step_id;
    const fields = origins[i]?.fields ?? [];
    let fromFile = false;
    for (let j = 0; j < fields.length && !fromFile; j += 2) fromFile = fields[j] === "step_id";
    if (fromFile && typeof prev === "string" && prev !== "") {
      const meta = isObj(step.metadata) ? step.metadata : (step.metadata = {});
      if (meta.span_id !== prev) setOwn(meta, step.type === "tool_call" ? "call_id" : "message_id", prev);
    }
    step.step_id = id;
    ids.push(id);
  }
  return ids;
}

/** Marker of a step reference in a note's text, replaced by the step's final id (notes are written
 * before the steps are named). */
export function stepRef(index: number): string {
  return `\u0001${index}\u0001`;
}

const STEP_REF = /\u0001([0-9]{1,9})\u0001/g;

/** A note's text with its step references resolved. */
export function resolveStepRefs(text: string, ids: readonly string[]): string {
  return text.includes("\u0001") ? text.replace(STEP_REF, (m, k: string) => ids[Number(k)] ?? m) : text;
}

// ---------------------------------------------------------------------------------------------
// Trace identity of OTLP traces (docs/collect.md, "File names are stable identities"): shared by
// `arh collect` (src/collect/split.ts names the files) and the OTLP adapter (src/adapters/otlp/,
// the ids of a file's traces), so both name a run the same way. Pure, on raw OTLP/JSON objects.
//
// 1. A recorded id, the first of: `arh.trace_id` on the root span or its resource; the AI SDK's
//    `ai.telemetry.metadata.arh.trace_id`; `arh.trace_id` in an OpenInference / LangChain
//    `metadata` JSON attribute; OpenInference's `session.id` (root span first, then the spans in
//    start order).
// 2. Else an id derived from what the run did: `<root span name>-<digest of the first user
//    message>-<n>`, n numbering the runs with the same root name and input (repeats of one scenario)
//    in the order of what they did (their spans' names, tool names and arguments), never of
//    arrival. Span ids, trace ids, call ids and timestamps (fresh on every run) play no part.

const MAX_ROOT_NAME = 64;
/** Bound on the JSON values walked to find the first user message. */
const MAX_WALK = 10_000;

export type RecordedSource = "arh.trace_id" | "ai.telemetry.metadata" | "metadata" | "session.id";
export type Library = "ai-sdk" | "langchain" | "openai-agents" | "openinference" | "otel";

/** One span of a trace with its resource's attribute list. */
export interface OtlpSpanRef {
  span: Obj;
  resourceAttributes?: unknown;
}

export interface TraceIdentity {
  /** A user-set id, where it was found: `span` indexes the span list, -1 with `onResource` of the root. */
  recorded?: { id: string; source: RecordedSource; span: number; key: string; onResource: boolean };
  /** The derived id without its ordinal: `<root name>-<digest>`, or `<root name>` with no input recorded. */
  base: string;
  /** What the digest was taken from (for notes), or undefined when no input was found. */
  inputFrom?: string;
  /** Orders the repeats of one scenario by what they did. */
  key: string;
  library: Library;
  /** Index of the root span in the list. */
  root: number;
}

/** Attribute lists longer than this are indexed once (identity reads a dozen keys of each span). */
const SCAN_MAX = 8;
const INDEXED = new WeakMap<unknown[], Map<string, number>>();

/** Where the first attribute `key` with an object value is in an OTLP attribute list, or -1. */
function attrIndex(list: unknown[], key: string): number {
  if (list.length <= SCAN_MAX) {
    for (let i = 0; i < list.length; i++) {
      const a: unknown = list[i];
      if (isObj(a) && a.key === key && isObj(a.value)) return i;
    }
    return -1;
  }
  let m = INDEXED.get(list);
  if (!m) {
    m = new Map();
    for (let i = 0; i < list.length; i++) {
      const a: unknown = list[i];
      if (isObj(a) && typeof a.key === "string" && isObj(a.value) && !m.has(a.key)) m.set(a.key, i);
    }
    INDEXED.set(list, m);
  }
  return m.get(key) ?? -1;
}

/** A string (or integer) attribute of an OTLP attribute list (first occurrence), not blank. */
function attrStr(list: unknown, key: string): { v: string; i: number } | undefined {
  if (!Array.isArray(list)) return undefined;
  const i = attrIndex(list, key);
  if (i < 0) return undefined;
  const value = (list[i] as Obj).value as Obj;
  const v = value.stringValue;
  if (typeof v === "string" && v.trim() !== "") return { v, i };
  if (typeof value.intValue === "string" || typeof value.intValue === "number") return { v: String(value.intValue), i };
  return undefined;
}

function hexOf(v: unknown): string {
  return typeof v === "string" ? v.toLowerCase() : "";
}

/** Canonical start-time digits ("" when absent), compared by length then value. */
function startOf(span: Obj): string {
  const v = span.startTimeUnixNano;
  const s = typeof v === "number" && Number.isSafeInteger(v) && v >= 0 ? String(v) : typeof v === "string" && /^[0-9]{1,30}$/.test(v) ? v.replace(/^0+(?=.)/, "") : "";
  return s;
}

function cmpStart(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

function nameOf(span: Obj): string {
  return typeof span.name === "string" ? span.name : "";
}

/** Span indexes in start order (then name, then position): the order of a trace's own clock. */
function startOrder(spans: readonly OtlpSpanRef[]): number[] {
  const starts = spans.map((s) => startOf(s.span));
  return spans.map((_, i) => i).sort((a, b) => cmpStart(starts[a]!, starts[b]!) || cmpText(nameOf(spans[a]!.span), nameOf(spans[b]!.span)) || a - b);
}

function cmpText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The root span: a span whose parent is not in the trace, the earliest, then by name. */
function rootIndex(spans: readonly OtlpSpanRef[], order: readonly number[]): number {
  const ids = new Set<string>();
  for (const s of spans) ids.add(hexOf(s.span.spanId));
  for (const i of order) {
    const p = hexOf(spans[i]!.span.parentSpanId);
    if (p === "" || !ids.has(p) || p === hexOf(spans[i]!.span.spanId)) return i;
  }
  return order[0] ?? 0;
}

/** `arh.trace_id` inside an OpenInference `metadata` JSON attribute (LangChain run metadata too). */
function fromMetadataJson(list: unknown): { v: string; i: number } | undefined {
  const m = attrStr(list, "metadata");
  if (!m || !m.v.includes("arh.trace_id")) return undefined;
  try {
    const o: unknown = JSON.parse(m.v);
    if (!isObj(o)) return undefined;
    const v = o["arh.trace_id"] ?? (isObj(o.arh) ? o.arh.trace_id : undefined);
    return typeof v === "string" && v.trim() !== "" ? { v, i: m.i } : undefined;
  } catch {
    return undefined;
  }
}

function recordedId(spans: readonly OtlpSpanRef[], order: readonly number[], root: number): TraceIdentity["recorded"] {
  const r = spans[root];
  if (!r) return undefined;
  const own = attrStr(r.span.attributes, "arh.trace_id");
  if (own) return { id: own.v, source: "arh.trace_id", span: root, key: "arh.trace_id", onResource: false };
  const res = attrStr(r.resourceAttributes, "arh.trace_id");
  if (res) return { id: res.v, source: "arh.trace_id", span: root, key: "arh.trace_id", onResource: true };
  const seq = [root, ...order.filter((i) => i !== root)];
  const sources: [RecordedSource, (list: unknown) => { v: string; i: number } | undefined, string][] = [
    ["ai.telemetry.metadata", (l) => attrStr(l, "ai.telemetry.metadata.arh.trace_id"), "ai.telemetry.metadata.arh.trace_id"],
    ["metadata", fromMetadataJson, "metadata"],
    ["session.id", (l) => attrStr(l, "session.id"), "session.id"],
  ];
  for (const [source, find, key] of sources) {
    for (const i of seq) {
      const hit = find(spans[i]!.span.attributes);
      if (hit) return { id: hit.v, source, span: i, key, onResource: false };
    }
  }
  return undefined;
}

/** Attributes holding a model call's or an agent run's input, in order of preference. */
const INPUT_KEYS = ["ai.prompt", "ai.prompt.messages", "gen_ai.input.messages", "input.value", "traceloop.entity.input", "gen_ai.prompt"];

/** A span that records a tool's input, not the run's. */
function isToolSpan(span: Obj): boolean {
  const kind = attrStr(span.attributes, "openinference.span.kind")?.v;
  if (kind === "TOOL") return true;
  if (attrStr(span.attributes, "gen_ai.operation.name")?.v === "execute_tool") return true;
  return nameOf(span).startsWith("ai.toolCall");
}

/** The text of a message's content: a string, or its text parts joined. */
function contentText(c: unknown): string | undefined {
  if (typeof c === "string") return c;
  if (!Array.isArray(c)) return undefined;
  const parts: string[] = [];
  for (const p of c) {
    if (typeof p === "string") parts.push(p);
    else if (isObj(p)) {
      const t = typeof p.text === "string" ? p.text : typeof p.content === "string" ? p.content : undefined;
      if (t !== undefined) parts.push(t);
    }
  }
  return parts.length > 0 ? parts.join("\n") : undefined;
}

/** The first user message in a parsed input value (OpenAI, AI SDK, GenAI, LangChain shapes). */
function firstUserMessage(root: unknown): string | undefined {
  if (isObj(root) && typeof root.prompt === "string") return root.prompt; // AI SDK `{ prompt }`
  const queue: unknown[] = [root];
  for (let q = 0; q < queue.length && q < MAX_WALK; q++) {
    const v = queue[q];
    if (Array.isArray(v)) {
      if (v.length === 2 && (v[0] === "human" || v[0] === "user") && typeof v[1] === "string") return v[1];
      for (const x of v) if (queue.length < MAX_WALK) queue.push(x);
      continue;
    }
    if (!isObj(v)) continue;
    const role = typeof v.role === "string" ? v.role : typeof v.type === "string" ? v.type : undefined;
    if (role === "user" || role === "human") {
      const t = contentText(v.content) ?? contentText(v.parts);
      if (t !== undefined) return t;
    }
    const id = v.id;
    if (Array.isArray(id) && id[id.length - 1] === "HumanMessage" && isObj(v.kwargs)) {
      const t = contentText(v.kwargs.content);
      if (t !== undefined) return t;
    }
    for (const k of Object.keys(v)) if (queue.length < MAX_WALK) queue.push(v[k]);
  }
  return undefined;
}

/** The user message of an attribute value: JSON searched for it, plain text as is. */
function userText(value: string): string {
  const s = value.trim();
  if (s.startsWith("{") || s.startsWith("[")) {
    try {
      return firstUserMessage(JSON.parse(s)) ?? s;
    } catch {
      return s;
    }
  }
  return s;
}

/** Flattened messages (`llm.input_messages.<i>.message.role` / `gen_ai.prompt.<i>.role`): the first user one. */
function flattenedUser(list: unknown): string | undefined {
  for (const [pre, mid] of [["llm.input_messages.", ".message."], ["gen_ai.prompt.", "."]] as const) {
    for (let i = 0; i < 64; i++) {
      const role = attrStr(list, `${pre}${i}${mid}role`);
      if (!role) break;
      if (role.v !== "user" && role.v !== "human") continue;
      const c = attrStr(list, `${pre}${i}${mid}content`) ?? attrStr(list, `${pre}${i}${mid}contents.0.message_content.text`);
      if (c) return c.v.trim();
    }
  }
  return undefined;
}

/** A log record of the trace as identity needs it: its event name and body (an OTLP AnyValue or
 * plain JSON), with its time when known. */
export interface IdLog {
  event: string;
  body: unknown;
  time?: string;
}

/** The text of a `gen_ai.user.message` event's body: `content` of a map, or a string. */
function logText(body: unknown): string | undefined {
  if (typeof body === "string") return userText(body);
  if (!isObj(body)) return undefined;
  if (typeof body.stringValue === "string") return userText(body.stringValue);
  if (isObj(body.kvlistValue) && Array.isArray(body.kvlistValue.values)) {
    const c = attrStr(body.kvlistValue.values, "content");
    return c ? userText(c.v) : undefined;
  }
  return typeof body.content === "string" ? userText(body.content) : contentText(body.content);
}

/** The first user message of the GenAI `gen_ai.user.message` log events (earliest, else first listed). */
function userFromLogs(logs: readonly IdLog[]): string | undefined {
  let best: { t: string; text: string } | undefined;
  for (const rec of logs) {
    if (rec.event !== "gen_ai.user.message") continue;
    const text = logText(rec.body);
    if (text === undefined) continue;
    const t = rec.time ?? "";
    if (best === undefined || (t !== "" && best.t !== "" && cmpStart(t, best.t) < 0)) best = { t, text };
  }
  return best?.text;
}

/** A raw OTLP log record as an IdLog. */
export function idLog(rec: Obj): IdLog {
  const event = typeof rec.eventName === "string" && rec.eventName !== "" ? rec.eventName : (attrStr(rec.attributes, "event.name")?.v ?? "");
  const t = rec.timeUnixNano;
  const time = typeof t === "string" && /^[0-9]{1,30}$/.test(t) ? t.replace(/^0+(?=.)/, "") : typeof t === "number" && Number.isSafeInteger(t) ? String(t) : undefined;
  return time === undefined ? { event, body: rec.body } : { event, body: rec.body, time };
}

/** The run's first input: the root span's, else the earliest non-tool span's, else the logs'. */
function firstInput(spans: readonly OtlpSpanRef[], order: readonly number[], root: number, logs: readonly IdLog[]): { text: string; from: string } | undefined {
  for (const i of [root, ...order.filter((j) => j !== root)]) {
    const span = spans[i]!.span;
    if (i !== root && isToolSpan(span)) continue;
    for (const k of INPUT_KEYS) {
      const a = attrStr(span.attributes, k);
      if (a) return { text: userText(a.v), from: k };
    }
    const f = flattenedUser(span.attributes);
    if (f !== undefined) return { text: f, from: "the input messages" };
  }
  const l = userFromLogs(logs);
  return l === undefined ? undefined : { text: l, from: "the gen_ai.user.message log event" };
}

const TOOL_KEYS = ["ai.toolCall.name", "gen_ai.tool.name", "tool.name", "ai.toolCall.args", "gen_ai.tool.call.arguments"];

/** What the run did, for ordering repeats: its spans' names, tool names and arguments, sorted. */
function behaviourKey(spans: readonly OtlpSpanRef[]): string {
  const lines = spans.map(({ span }) => {
    let line = nameOf(span);
    for (const k of TOOL_KEYS) {
      const a = attrStr(span.attributes, k);
      if (a) line += `\u0000${a.v}`;
    }
    if (isToolSpan(span)) line += `\u0000${attrStr(span.attributes, "input.value")?.v ?? ""}`;
    return line;
  });
  return shortHash(lines.sort().join("\u0001"));
}

function detectLibrary(spans: readonly OtlpSpanRef[]): Library {
  let oi = false;
  for (const { span } of spans) {
    const n = nameOf(span);
    if (n.startsWith("ai.generate") || n.startsWith("ai.stream") || attrStr(span.attributes, "ai.operationId")) return "ai-sdk";
    const kind = attrStr(span.attributes, "openinference.span.kind");
    if (kind) {
      oi = true;
      if (attrStr(span.attributes, "metadata")?.v.includes("langgraph") || /^(__start__|RunnableLambda|model_request)$/.test(n)) return "langchain";
      // the Agents SDK's run span (its default workflow name), its `turn` spans, tool spans naming the SDK's system
      if (n === "Agent workflow" || n === "turn" || (kind.v === "TOOL" && attrStr(span.attributes, "llm.system"))) return "openai-agents";
    }
  }
  return oi ? "openinference" : "otel";
}

/** A root span name as part of an id: [A-Za-z0-9._-], bounded, never empty. */
export function idPart(name: string): string {
  let n = name.trim().replace(/[^A-Za-z0-9._-]+/g, "_");
  if (n.length > MAX_ROOT_NAME) n = n.slice(0, MAX_ROOT_NAME);
  return n === "" || n === "_" ? "trace" : n;
}

/** The identity facts of one trace (its spans in any order, the log records of its trace id). */
export function traceIdentity(spans: readonly OtlpSpanRef[], logs: readonly IdLog[] = []): TraceIdentity {
  const order = startOrder(spans);
  const root = rootIndex(spans, order);
  const input = firstInput(spans, order, root, logs);
  const name = idPart(nameOf(spans[root]?.span ?? {}));
  const out: TraceIdentity = {
    base: input === undefined ? name : `${name}-${shortHash(input.text).slice(0, 8)}`,
    key: behaviourKey(spans),
    library: detectLibrary(spans),
    root,
  };
  if (input !== undefined) out.inputFrom = input.from;
  const rec = recordedId(spans, order, root);
  if (rec) out.recorded = rec;
  return out;
}

/**
 * The derived id of each trace without a recorded one: its base and `-<n>`, n counting the traces
 * of that base ordered by what they did (`key`), then by position (runs that did the same are
 * interchangeable); undefined for a trace with a recorded id. Same set of traces, same names.
 * A derived id never is one of the set's recorded ids (nor one `avoid` names): n skips the
 * numbers that would make it one, so a recorded `agent-1` beside an unnamed run of the root span
 * `agent` leaves that run `agent-2`. Without such a clash the numbers are 1, 2, ... as always.
 */
export function derivedIds(ids: readonly TraceIdentity[], avoid?: (id: string) => boolean): (string | undefined)[] {
  const groups = new Map<string, number[]>();
  const recorded = new Set<string>();
  ids.forEach((t, i) => {
    if (t.recorded) {
      recorded.add(t.recorded.id);
      return;
    }
    const g = groups.get(t.base);
    if (g) g.push(i);
    else groups.set(t.base, [i]);
  });
  const taken = (id: string): boolean => recorded.has(id) || (avoid !== undefined && avoid(id));
  const out: (string | undefined)[] = ids.map(() => undefined);
  for (const [base, members] of groups) {
    members.sort((a, b) => cmpText(ids[a]!.key, ids[b]!.key) || a - b);
    let n = 0;
    for (const m of members) {
      do n++;
      while (taken(`${base}-${n}`));
      out[m] = `${base}-${n}`;
    }
  }
  return out;
}

/** Where each library lets its users record the id: the one-line fix of a derived id. */
export const TRACE_ID_FIX: Record<Library, string> = {
  "ai-sdk": `AI SDK: experimental_telemetry: { isEnabled: true, metadata: { "arh.trace_id": "<scenario id>" } }`,
  langchain: `LangChain: agent.invoke(input, { metadata: { "arh.trace_id": "<scenario id>" } })`,
  "openai-agents": `OpenAI Agents SDK (OpenInference): context.with(setMetadata(context.active(), { "arh.trace_id": "<scenario id>" }), () => run(agent, input))`,
  openinference: `OpenInference: context.with(setMetadata(context.active(), { "arh.trace_id": "<scenario id>" }), run)`,
  otel: `OpenTelemetry: span.setAttribute("arh.trace_id", "<scenario id>") on the root span`,
};

/** Marker of the library in a `trace_id_not_recorded` note, read back by derivedIdLine. */
const FIX_MARK = "; fix: ";

/** The tail of a `trace_id_not_recorded` note: the fix for the trace's library. */
export function fixNote(library: Library): string {
  return `${FIX_MARK}${TRACE_ID_FIX[library]}`;
}

/**
 * One line for the console at normal verbosity when some traces' ids were derived (their entries
 * carry a `trace_id_not_recorded` adapter note), with the fix for the libraries detected; undefined
 * when every id was recorded.
 */
export function derivedIdLine(entries: readonly { adapter_notes?: readonly { code: string; message: string }[] }[]): string | undefined {
  let n = 0;
  const fixes = new Set<string>();
  for (const e of entries) {
    const note = e.adapter_notes?.find((x) => x.code === "trace_id_not_recorded");
    const at = note?.message.indexOf(FIX_MARK) ?? -1;
    if (at < 0) continue;
    n++;
    if (fixes.size < 3) fixes.add(note!.message.slice(at + FIX_MARK.length));
  }
  if (n === 0) return undefined;
  const fix = [...fixes].join(" | ");
  return `${n} trace id(s) not recorded by the run, so taken from the file name or derived from the root span name and first user message (docs/collect.md): they pair with a baseline only while those stay the same. Record one per scenario: ${fix}`;
}
