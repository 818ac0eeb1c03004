// OTLP/JSON trace exports (resourceSpans[].scopeSpans[].spans[]) with the OpenTelemetry GenAI
// semantic conventions, OpenInference, the Vercel AI SDK and MCP spans. One canonical trace per
// traceId. Linear in the number of spans (ancestor look-ups are memoised); no recursion.
import { InputError } from "../errors.js";
import { OTLP_SCENARIO_ATTRIBUTE } from "../scenarios/scenario.js";
import {
  type AdaptedTraceLike,
  type Identity,
  type Obj,
  TraceBuilder,
  UNKNOWN,
  decodeArguments,
  describeType,
  fileStem,
  get,
  getStr,
  isObj,
  setOwn,
} from "./common.js";
import { type LogRec, type Logs, type RequestedCall, addLogs, emptyLogs, genaiMessages, logOutput, toolResultsFrom } from "./otlp-logs.js";

const LABEL = "an OTLP/JSON trace export";

// ---------------------------------------------------------------------------------------------
// Attribute access

/** Convert an OTLP AnyValue to plain JSON, iteratively (hostile nesting cannot overflow). */
export function anyValue(root: unknown): unknown {
  const holder: Obj = { v: null };
  const stack: [unknown, Obj | unknown[], string | number][] = [[root, holder, "v"]];
  while (stack.length > 0) {
    const [src, into, key] = stack.pop()!;
    let out: unknown;
    if (!isObj(src)) out = src === undefined ? null : src;
    else if (Object.hasOwn(src, "stringValue")) out = src.stringValue;
    else if (Object.hasOwn(src, "boolValue")) out = src.boolValue;
    else if (Object.hasOwn(src, "intValue")) out = intValue(src.intValue);
    else if (Object.hasOwn(src, "doubleValue")) out = src.doubleValue;
    else if (Object.hasOwn(src, "bytesValue")) out = src.bytesValue;
    else if (Object.hasOwn(src, "arrayValue")) {
      const vals = isObj(src.arrayValue) ? get(src.arrayValue, "values") : undefined;
      const arr: unknown[] = [];
      if (Array.isArray(vals)) {
        arr.length = vals.length;
        for (let i = 0; i < vals.length; i++) stack.push([vals[i], arr, i]);
      }
      out = arr;
    } else if (Object.hasOwn(src, "kvlistValue")) {
      const vals = isObj(src.kvlistValue) ? get(src.kvlistValue, "values") : undefined;
      const obj: Obj = {};
      if (Array.isArray(vals)) {
        for (let i = vals.length - 1; i >= 0; i--) {
          const kv = vals[i];
          if (isObj(kv) && typeof get(kv, "key") === "string") {
            const k = kv.key as string;
            if (!Object.hasOwn(obj, k)) setOwn(obj, k, null);
            stack.push([get(kv, "value"), obj, k]);
          }
        }
      }
      out = obj;
    } else out = null;
    if (Array.isArray(into)) into[key as number] = out;
    else setOwn(into, key as string, out);
  }
  return holder.v;
}

function intValue(v: unknown): unknown {
  if (typeof v === "string" && /^-?[0-9]{1,15}$/.test(v)) return Number(v);
  return v;
}

const SUFFIX: string[] = [];
/** "@/attributes/j/value", relative to the span (shared strings: large files stay lean). */
function attrSuffix(j: number): string {
  if (j >= 256) return `@/attributes/${j}/value`;
  return (SUFFIX[j] ??= `@/attributes/${j}/value`);
}

/** Make a span-relative pointer ("@...") absolute. */
function abs(p: string, spanPtr: string): string {
  return p.startsWith("@") ? spanPtr + p.slice(1) : p;
}

export class Attrs {
  /** Keys in list order (undefined for malformed entries); small lists are scanned linearly. */
  private readonly keyList: (string | undefined)[];
  private map?: Map<string, number>;
  /** `base` undefined: the span's own attributes, pointers are span-relative ("@/attributes/j/value"). */
  constructor(
    readonly list: unknown[],
    readonly base?: string,
  ) {
    const n = list.length;
    const keys: (string | undefined)[] = new Array(n);
    for (let j = 0; j < n; j++) {
      const a = list[j];
      let k: unknown;
      if (isObj(a) && Object.hasOwn(a, "key")) k = a.key;
      keys[j] = typeof k === "string" ? k : undefined;
    }
    this.keyList = keys;
    if (n > 16) {
      const m = new Map<string, number>();
      for (let j = 0; j < n; j++) {
        const k = keys[j];
        if (k !== undefined && !m.has(k)) m.set(k, j);
      }
      this.map = m;
    }
  }
  /** Index of the first attribute with key `k`, or -1. */
  private index(k: string): number {
    if (this.map) return this.map.get(k) ?? -1;
    const keys = this.keyList;
    for (let j = 0; j < keys.length; j++) if (keys[j] === k) return j;
    return -1;
  }
  has(k: string): boolean {
    return this.index(k) >= 0;
  }
  /** Distinct keys, first occurrence order. */
  keys(): string[] {
    const seen = new Set<string>();
    for (const k of this.keyList) if (k !== undefined) seen.add(k);
    return [...seen];
  }
  raw(k: string): unknown {
    const j = this.index(k);
    if (j < 0) return undefined;
    const a = this.list[j] as Obj;
    return get(a, "value");
  }
  value(k: string): unknown {
    const r = this.raw(k);
    if (r === undefined) return undefined;
    if (!isObj(r)) return r;
    const sv = Object.hasOwn(r, "stringValue") ? r.stringValue : undefined;
    return typeof sv === "string" ? sv : anyValue(r);
  }
  str(k: string): string | undefined {
    const r = this.raw(k);
    if (typeof r === "string") return r;
    if (isObj(r)) {
      const s = get(r, "stringValue");
      if (typeof s === "string") return s;
    }
    return undefined;
  }
  num(k: string): number | undefined {
    const r = this.raw(k);
    let v: unknown = r;
    if (isObj(r)) v = Object.hasOwn(r, "intValue") ? r.intValue : Object.hasOwn(r, "doubleValue") ? r.doubleValue : r.stringValue;
    if (typeof v === "string" && /^-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?$/.test(v)) v = Number(v);
    return typeof v === "number" && Number.isFinite(v) ? v : undefined;
  }
  ptr(k: string): string {
    const j = this.index(k);
    if (this.base === undefined) return j < 0 ? "@" : attrSuffix(j);
    return j < 0 ? this.base : `${this.base}/${j}/value`;
  }
  /** First key of `keys` that is present. */
  first(keys: readonly string[]): string | undefined {
    for (const k of keys) if (this.index(k) >= 0) return k;
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Span records

type Kind = "tool" | "model" | "agent" | "aggregate" | "genai-other" | "other";
type Convention = "genai" | "mcp" | "openinference" | "vercel" | "none";

class SpanRec {
  kind: Kind = "other";
  conv: Convention = "none";
  /** nanosecond timestamps as canonical digit strings (no leading zeros): exact, no BigInt needed */
  start?: string;
  end?: string;
  /** the same as doubles (0 when absent), for fast ordering */
  startNum = 0;
  endNum = 0;
  /** a timestamp was a JSON number beyond 2^53: usable for ordering, not for latency */
  imprecise?: boolean;
  traceHex = "";
  spanHex = "";
  parentHex = "";
  /** log records joined to this span (trace + span id) */
  logs?: LogRec[];
  /** the document has resourceLogs at all (for the not-captured notes) */
  logsInFile = false;
  private ptrCache?: string;
  constructor(
    readonly span: Obj,
    readonly attrs: Attrs,
    readonly res: Attrs,
    readonly pos: number,
    private readonly loc: Light,
  ) {}
  /** Pointer of the span in the file (built on demand). */
  get p(): string {
    const l = this.loc;
    return (this.ptrCache ??= `${l.pre}/resourceSpans/${l.r}/${l.sk}/${l.s}/spans/${l.k}`);
  }
}

const MODEL_OPS = new Set(["chat", "text_completion", "generate_content"]);
const VERCEL_MODEL = new Set(["ai.generateText.doGenerate", "ai.streamText.doStream", "ai.generateObject.doGenerate", "ai.streamObject.doStream"]);
const VERCEL_AGG = new Set(["ai.generateText", "ai.streamText", "ai.generateObject", "ai.streamObject"]);

function classify(rec: SpanRec, name: string): void {
  const k = classifyAttrs(rec.attrs, name);
  rec.kind = k[0];
  rec.conv = k[1];
}

const K_TOOL_GENAI: [Kind, Convention] = ["tool", "genai"];
const K_TOOL_OI: [Kind, Convention] = ["tool", "openinference"];
const K_TOOL_VERCEL: [Kind, Convention] = ["tool", "vercel"];
const K_TOOL_MCP: [Kind, Convention] = ["tool", "mcp"];
const K_MODEL_VERCEL: [Kind, Convention] = ["model", "vercel"];
const K_MODEL_GENAI: [Kind, Convention] = ["model", "genai"];
const K_MODEL_OI: [Kind, Convention] = ["model", "openinference"];
const K_AGENT_GENAI: [Kind, Convention] = ["agent", "genai"];
const K_AGENT_OI: [Kind, Convention] = ["agent", "openinference"];
const K_AGG_OI: [Kind, Convention] = ["aggregate", "openinference"];
const K_AGG_VERCEL: [Kind, Convention] = ["aggregate", "vercel"];
const K_GENAI_OTHER: [Kind, Convention] = ["genai-other", "none"];
const K_OTHER: [Kind, Convention] = ["other", "none"];

function classifyAttrs(a: Attrs, name: string): [Kind, Convention] {
  const op = a.str("gen_ai.operation.name");
  const oi = a.str("openinference.span.kind")?.toUpperCase();
  const vop = a.str("ai.operationId");
  const mcpMethod = a.str("mcp.method.name") ?? (name.startsWith("tools/call") ? "tools/call" : undefined);
  if (op === "execute_tool") return K_TOOL_GENAI;
  if (oi === "TOOL") return K_TOOL_OI;
  if (vop === "ai.toolCall" || a.has("ai.toolCall.name")) return K_TOOL_VERCEL;
  if (mcpMethod === "tools/call") return K_TOOL_MCP;
  if (vop !== undefined && VERCEL_MODEL.has(vop)) return K_MODEL_VERCEL;
  if (op !== undefined && MODEL_OPS.has(op)) return K_MODEL_GENAI;
  if (oi === "LLM") return K_MODEL_OI;
  if (op === "invoke_agent") return K_AGENT_GENAI;
  if (oi === "AGENT") return K_AGENT_OI;
  if (oi === "CHAIN") return K_AGG_OI;
  if (vop !== undefined && VERCEL_AGG.has(vop)) return K_AGG_VERCEL;
  if (op !== undefined || oi !== undefined || vop !== undefined) return K_GENAI_OTHER;
  return K_OTHER;
}

/** 0: not hex, 1: lowercase hex, 2: hex with uppercase letters. */
function hexKind(v: string): number {
  let upper = false;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if ((c >= 48 && c <= 57) || (c >= 97 && c <= 102)) continue;
    if (c >= 65 && c <= 70) upper = true;
    else return 0;
  }
  return upper ? 2 : 1;
}
const B64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Normalise a trace/span id to lowercase hex: OTLP/JSON uses hex, protobuf-JSON mappings base64. */
export function normaliseId(v: unknown, bytes: number): string | undefined {
  if (typeof v !== "string" || v === "") return undefined;
  if (v.length === bytes * 2) {
    const h = hexKind(v);
    if (h === 1) return v;
    if (h === 2) return v.toLowerCase();
  }
  if (v.length === 4 * Math.ceil(bytes / 3) && B64.test(v)) {
    const buf = Buffer.from(v, "base64");
    if (buf.length === bytes) return buf.toString("hex");
  }
  return v;
}

/** Nanosecond timestamp -> canonical digit string. Digit strings are exact; JSON numbers beyond
 * 2^53 order approximately and never yield a latency. */
function nanos(rec: SpanRec, v: unknown, isStart: boolean): void {
  let out: string | undefined;
  if (typeof v === "string" && v.length > 0 && v.length <= 30 && isDigits(v)) {
    let z = 0;
    while (z < v.length - 1 && v.charCodeAt(z) === 48) z++;
    out = z === 0 ? v : v.slice(z);
  } else if (typeof v === "number" && Number.isInteger(v) && v >= 0) {
    out = Number.isSafeInteger(v) ? String(v) : BigInt(v).toString();
    if (!Number.isSafeInteger(v)) rec.imprecise = true;
  }
  if (out === undefined) return;
  if (isStart) {
    rec.start = out;
    rec.startNum = Number(out);
  } else {
    rec.end = out;
    rec.endNum = Number(out);
  }
}

function isDigits(v: string): boolean {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** Compare canonical digit strings numerically. */
function cmpDigits(a: string, b: string): number {
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  return a === b ? 0 : a < b ? -1 : 1;
}

/** end - start in nanoseconds, exactly (both canonical digit strings, end >= start). */
function diffNs(start: string, end: string): number {
  if (start.length === end.length) {
    let i = 0;
    while (i < start.length && start.charCodeAt(i) === end.charCodeAt(i)) i++;
    if (start.length - i <= 15) return i === start.length ? 0 : Number(end.slice(i)) - Number(start.slice(i));
  }
  return Number(BigInt(end) - BigInt(start));
}

function cmpStart(x: SpanRec, y: SpanRec): number {
  // Doubles first (rounding is monotonic, so never misorders); exact digits only on a tie.
  if (x.startNum !== y.startNum) return x.startNum < y.startNum ? -1 : 1;
  return cmpDigits(x.start ?? "0", y.start ?? "0");
}

/** Start time, then file position. Equal starts are common (millisecond clocks, parallel tool
 * calls started in one tick); ordering them by end time would order parallel calls by completion. */
function cmpRec(x: SpanRec, y: SpanRec): number {
  return cmpStart(x, y) || x.pos - y.pos;
}

/** Tool spans that start at the same time take the order in which a model call requested them
 * (as the same conversation reads as a transcript), then file position. */
function orderTies(recs: SpanRec[], order: number[]): void {
  let rank: Map<string, number> | undefined;
  for (let a = 0; a < order.length; ) {
    let z = a + 1;
    while (z < order.length && cmpStart(recs[order[a]!]!, recs[order[z]!]!) === 0) z++;
    const slots: number[] = [];
    if (z - a > 1) for (let q = a; q < z; q++) if (recs[order[q]!]!.kind === "tool") slots.push(q);
    if (slots.length > 1) {
      rank ??= requestRanks(recs, order);
      const ranks = rank;
      // By call id; tool spans without one (OpenInference traceTool) by the first request of their name.
      const key = (i: number): number => {
        const id = callId(recs[i]!).id;
        const name = id === undefined ? toolName(recs[i]!).name : undefined;
        return (id !== undefined ? ranks.get(id) : name !== undefined ? ranks.get(NAME_RANK + name) : undefined) ?? Number.MAX_SAFE_INTEGER;
      };
      const items = slots.map((q) => order[q]!).sort((x, y) => key(x) - key(y) || recs[x]!.pos - recs[y]!.pos);
      for (let j = 0; j < slots.length; j++) order[slots[j]!] = items[j]!;
    }
    a = z;
  }
}

/** Prefix of tool-name keys in the rank map (a control character: never part of a call id). */
const NAME_RANK = "\u0000";

/** Call id (and NAME_RANK + tool name) -> position in the order of requests over the trace's model calls. */
function requestRanks(recs: SpanRec[], order: number[]): Map<string, number> {
  const out = new Map<string, number>();
  let n = 0;
  for (const i of order) {
    const r = recs[i]!;
    if (r.kind !== "model") continue;
    const o = modelOutput(r);
    o.calls.forEach((id, j) => {
      if (!out.has(id)) out.set(id, n);
      const name = o.names[j];
      if (name !== undefined && !out.has(NAME_RANK + name)) out.set(NAME_RANK + name, n);
      n++;
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Entry point

export function adaptOtlp(doc: unknown, fileName: string): AdaptedTraceLike[] {
  // One document, or the documents of a JSON lines file (the Collector's file exporter writes one
  // export request per line; one trace may be spread over several lines, its logs over others).
  const parts: [Obj, string][] = [];
  if (Array.isArray(doc)) {
    for (let i = 0; i < doc.length; i++) {
      const d = doc[i];
      if (!isObj(d) || !(Object.hasOwn(d, "resourceSpans") || Object.hasOwn(d, "resourceLogs"))) {
        throw new InputError(`not ${LABEL}: line document ${i + 1} has neither 'resourceSpans' nor 'resourceLogs'`, `/${i}`);
      }
      parts.push([d, `/${i}`]);
    }
    if (!parts.some(([d]) => Object.hasOwn(d, "resourceSpans"))) throw new InputError(`${LABEL}: no document holds 'resourceSpans' (log records are read with their traces)`, "");
  } else {
    if (isObj(doc) && !Object.hasOwn(doc, "resourceSpans") && Object.hasOwn(doc, "resourceLogs")) {
      throw new InputError(`${LABEL}: the document holds log records only; they are read with their traces (in the same file or JSON lines, as arh collect writes them)`, "/resourceLogs");
    }
    if (!isObj(doc) || !Object.hasOwn(doc, "resourceSpans")) {
      throw new InputError(`not ${LABEL}: expected an object with a 'resourceSpans' array`, "");
    }
    parts.push([doc, ""]);
  }

  // Pass 1 only groups spans by trace (light records); the per-span work happens trace by trace so
  // its temporaries die young.
  const traces = new Map<string, Light[]>();
  let pos = 0;
  let lastRaw: unknown;
  let lastHex = "";
  let lastList: Light[] | undefined;
  for (const [part, pre] of parts) {
    if (!Object.hasOwn(part, "resourceSpans")) continue;
    const rsList = part.resourceSpans;
    if (!Array.isArray(rsList)) throw new InputError(`${LABEL}: 'resourceSpans' must be an array, found ${describeType(rsList)}`, `${pre}/resourceSpans`);
    for (let r = 0; r < rsList.length; r++) {
      const rs = rsList[r];
      const rp = `${pre}/resourceSpans/${r}`;
      if (!isObj(rs)) throw new InputError(`${LABEL}: resourceSpans[${r}] must be an object, found ${describeType(rs)}`, rp);
      const resource = get(rs, "resource");
      const resAttrList = isObj(resource) ? get(resource, "attributes") : undefined;
      const res = new Attrs(Array.isArray(resAttrList) ? resAttrList : [], `${rp}/resource/attributes`);
      const scopeKey = Object.hasOwn(rs, "scopeSpans") ? "scopeSpans" : Object.hasOwn(rs, "instrumentationLibrarySpans") ? "instrumentationLibrarySpans" : undefined;
      if (scopeKey === undefined) continue;
      const ssList = rs[scopeKey];
      if (!Array.isArray(ssList)) throw new InputError(`${LABEL}: ${scopeKey} must be an array, found ${describeType(ssList)}`, `${rp}/${scopeKey}`);
      for (let s = 0; s < ssList.length; s++) {
        const ss = ssList[s];
        if (!isObj(ss)) throw new InputError(`${LABEL}: ${scopeKey}[${s}] must be an object, found ${describeType(ss)}`, `${rp}/${scopeKey}/${s}`);
        const spans = get(ss, "spans");
        if (spans === undefined) continue;
        if (!Array.isArray(spans)) throw new InputError(`${LABEL}: spans must be an array, found ${describeType(spans)}`, `${rp}/${scopeKey}/${s}/spans`);
        for (let k = 0; k < spans.length; k++) {
          const span = spans[k];
          if (!isObj(span)) throw new InputError(`${LABEL}: span must be an object, found ${describeType(span)}`, `${rp}/${scopeKey}/${s}/spans/${k}`);
          const rawId = get(span, "traceId");
          // Spans of one trace are usually adjacent: reuse the previous look-up.
          if (rawId !== lastRaw || lastList === undefined) {
            const hex = normaliseId(rawId, 16) ?? "";
            lastHex = hex;
            lastRaw = rawId;
            lastList = traces.get(hex);
            if (!lastList) traces.set(hex, (lastList = []));
          }
          lastList.push({ span, pre, r, s, k, sk: scopeKey, pos: pos++, res, hex: lastHex });
        }
      }
    }
  }

  const out: AdaptedTraceLike[] = [];
  const wrapper = isObj(doc) ? wrapperFields(doc) : {};
  const stems = stableStems(traces, fileName);
  const logs = emptyLogs();
  for (const [part, pre] of parts) addLogs(logs, part, pre);
  const rec = (l: Light): SpanRec => withLogs(spanRec(l), logs);
  for (const [hex, lights] of traces) out.push(buildTrace(hex, lights.map(rec), fileName, wrapper, traces.size, stems.get(hex)!));
  return out;
}

const MAX_NAME_IN_ID = 64;

/**
 * The trace_id of each trace when no arh.trace_id names it: the OTLP trace id is random per run, so
 * it can never pair with a baseline. A file holding one trace is named by its stem; with several,
 * stem + root span name + ordinal among the file's traces of that root name (in file order).
 */
function stableStems(traces: Map<string, Light[]>, fileName: string): Map<string, StableId> {
  const stem = fileStem(fileName);
  const out = new Map<string, StableId>();
  if (traces.size === 1) {
    for (const hex of traces.keys()) out.set(hex, { id: stem, suffix: "" });
    return out;
  }
  const seen = new Map<string, number>();
  for (const [hex, lights] of traces) {
    const ids = new Set<string>();
    for (const l of lights) ids.add(normaliseId(get(l.span, "spanId"), 8) ?? "");
    let root = lights[0]!;
    for (const l of lights) {
      const p = normaliseId(get(l.span, "parentSpanId"), 8) ?? "";
      if (p === "" || !ids.has(p)) {
        root = l;
        break;
      }
    }
    let name = (getStr(root.span, "name") ?? "").trim().replace(/[^A-Za-z0-9._-]+/g, "_");
    if (name.length > MAX_NAME_IN_ID) name = name.slice(0, MAX_NAME_IN_ID);
    if (name === "" || name === "_") name = "trace";
    const k = (seen.get(name) ?? 0) + 1;
    seen.set(name, k);
    out.set(hex, { id: `${stem}-${name}-${k}`, suffix: `${name}-${k}` });
  }
  return out;
}

/** A trace's stable id, and the part that tells it from the file's other traces ("" when alone). */
interface StableId {
  id: string;
  suffix: string;
}

function withLogs(r: SpanRec, logs: Logs): SpanRec {
  r.logsInFile = logs.present;
  if (logs.present) r.logs = logs.bySpan.get(`${r.traceHex}/${r.spanHex}`);
  return r;
}

interface Light {
  span: Obj;
  /** pointer prefix of the span's document ("" or "/<line index>" in JSON lines) */
  pre: string;
  r: number;
  s: number;
  k: number;
  sk: string;
  pos: number;
  res: Attrs;
  hex: string;
}

function spanRec(l: Light): SpanRec {
  const span = l.span;
  const attrList = get(span, "attributes");
  const attrs = new Attrs(Array.isArray(attrList) ? attrList : []);
  const rec = new SpanRec(span, attrs, l.res, l.pos, l);
  classify(rec, getStr(span, "name") ?? "");
  nanos(rec, get(span, "startTimeUnixNano"), true);
  nanos(rec, get(span, "endTimeUnixNano"), false);
  rec.traceHex = l.hex;
  rec.spanHex = normaliseId(get(span, "spanId"), 8) ?? "";
  rec.parentHex = normaliseId(get(span, "parentSpanId"), 8) ?? "";
  return rec;
}

interface Wrapper {
  trace_id?: string;
  agent_name?: string;
  workflow?: string;
  metadata?: Obj;
}

function wrapperFields(doc: Obj): Wrapper {
  const w: Wrapper = {};
  for (const k of ["trace_id", "agent_name", "workflow"] as const) {
    const v = get(doc, k);
    if (typeof v === "string" && v !== "") w[k] = v;
    else if (typeof v === "number" && Number.isFinite(v)) w[k] = String(v);
  }
  const m = get(doc, "metadata");
  if (isObj(m)) w.metadata = m;
  return w;
}

// ---------------------------------------------------------------------------------------------
// One trace

/** For each span, the nearest strict ancestor satisfying `pred` (-1 if none). Linear, iterative. */
function nearestAncestor(parent: Int32Array, pred: (i: number) => boolean): Int32Array {
  const n = parent.length;
  const res = new Int32Array(n).fill(-2);
  const mark = new Int32Array(n).fill(-1);
  const path: number[] = [];
  for (let i = 0; i < n; i++) {
    if (res[i] !== -2) continue;
    path.length = 0;
    let cur = i;
    // Walk up until a resolved node, a root, or a cycle.
    for (;;) {
      path.push(cur);
      mark[cur] = i;
      const p = parent[cur]!;
      if (p < 0 || res[p] !== -2 || mark[p] === i) break;
      cur = p;
    }
    for (let x = path.length - 1; x >= 0; x--) {
      const node = path[x]!;
      const p = parent[node]!;
      // p unresolved only for the last node of a parent cycle: treat the cycle as a root.
      res[node] = p < 0 || res[p] === -2 ? -1 : pred(p) ? p : res[p]!;
    }
  }
  return res;
}

interface Built {
  step: Obj;
  rec: SpanRec;
  /** index of rec in the trace's span list */
  idx: number;
  /** pairs [name, pointer]; pointers may be span-relative ("@...") */
  fields: string[];
  /** tool call ids a text-less model call requested (for token attribution), and their tool names. */
  requested?: string[];
  requestedNames?: (string | undefined)[];
  requestedArgs?: unknown[];
  /** pointer of the model call's recorded output (span-relative or absolute) */
  outputPtr?: string;
  /** a tool call made from a model call's output (no tool span) */
  synthesized?: boolean;
  /** tool step whose span records no call id */
  noCallId?: boolean;
  /** model call with output captured, no text, and tool calls: tokens go to those calls. */
  toolOnly?: boolean;
  tokens?: { input?: number; output?: number; inputPtr?: string; outputPtr?: string };
}

function buildTrace(
  hex: string,
  recs: SpanRec[],
  fileName: string,
  wrapper: Wrapper,
  traceCount: number,
  stableId: StableId,
): AdaptedTraceLike {
  const b = new TraceBuilder("otlp");
  for (const r of recs) {
    if (r.imprecise) b.note(r.p, "timestamp_imprecise: nanosecond timestamps written as JSON numbers beyond 2^53 lose precision; latency left unset");
  }
  const n = recs.length;
  const index = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const id = recs[i]!.spanHex;
    if (id === "") continue;
    if (index.has(id)) b.note(recs[i]!.p, `duplicate_span_id: span id ${id} occurs more than once in the trace`);
    else index.set(id, i);
  }
  const parent = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const ph = recs[i]!.parentHex;
    const j = ph === "" ? -1 : (index.get(ph) ?? -1);
    parent[i] = j === i ? -1 : j;
  }

  // Same tool / model call recorded by two instrumentations (MCP tools/call inside execute_tool,
  // OpenInference inside GenAI...): the descendant merges into its nearest same-kind ancestor.
  const mergedInto = new Int32Array(n).fill(-1);
  const rep = (i: number): number => {
    let x = i;
    let guard = 0;
    while (mergedInto[x]! >= 0 && guard++ < n) x = mergedInto[x]!;
    return x;
  };
  const order = recs.map((_, i) => i).sort((x, y) => cmpRec(recs[x]!, recs[y]!));
  orderTies(recs, order);
  // Merging needs two instrumentations; most traces have one, and skip this work.
  let firstConv: Convention | undefined;
  let mixed = false;
  for (const r of recs) {
    if (r.kind !== "tool" && r.kind !== "model") continue;
    if (firstConv === undefined) firstConv = r.conv;
    else if (r.conv !== firstConv) mixed = true;
  }
  if (mixed) {
    const isTool = (i: number): boolean => recs[i]!.kind === "tool";
    const isModel = (i: number): boolean => recs[i]!.kind === "model";
    const toolAnc = nearestAncestor(parent, isTool);
    const modelAnc = nearestAncestor(parent, isModel);
    const toolNames: (string | undefined)[] = new Array(n);
    for (let i = 0; i < n; i++) if (recs[i]!.kind === "tool") toolNames[i] = toolName(recs[i]!).name;
    const byCallId = new Map<string, number>();
    for (const i of order) {
      const r = recs[i]!;
      if (r.kind === "tool") {
        const a = toolAnc[i]!;
        if (a >= 0 && recs[a]!.conv !== r.conv && toolNames[a] === toolNames[i] && rep(a) !== i) {
          mergedInto[i] = rep(a);
          continue;
        }
        const cid = callId(r).id;
        if (cid !== undefined) {
          const other = byCallId.get(cid);
          if (other !== undefined && recs[other]!.conv !== r.conv) {
            mergedInto[i] = rep(other);
            continue;
          }
          if (other === undefined) byCallId.set(cid, i);
        }
      } else if (r.kind === "model") {
        const a = modelAnc[i]!;
        if (a >= 0 && recs[a]!.conv !== r.conv && rep(a) !== i) mergedInto[i] = rep(a);
      }
    }
  }

  // Build steps in execution order.
  const built: Built[] = [];
  const builtOf = new Int32Array(n).fill(-1);
  let unmappedOther = 0;
  let firstOther: string | undefined;
  for (const i of order) {
    const r = recs[i]!;
    if (r.kind === "tool" || r.kind === "model") {
      if (mergedInto[i]! >= 0) continue;
      const x = r.kind === "tool" ? toolStep(r, b, i) : modelStep(r, b, i);
      builtOf[i] = built.length;
      built.push(x);
    } else if (r.kind === "genai-other") {
      const op = r.attrs.str("gen_ai.operation.name") ?? r.attrs.str("openinference.span.kind") ?? r.attrs.str("ai.operationId") ?? "?";
      b.note(r.p, `span_unmapped: GenAI span '${op}' has no canonical step`);
    } else if (r.kind === "other") {
      unmappedOther++;
      firstOther ??= r.p;
      if (isError(r.span)) b.note(r.p, `span_error_unmapped: span '${getStr(r.span, "name") ?? ""}' failed but is not a tool or model call`);
    }
  }
  if (unmappedOther > 0) b.note(firstOther!, `spans_unmapped: ${unmappedOther} span(s) without GenAI, OpenInference, AI SDK or MCP semantics have no canonical step`);
  // Merged duplicates fill what their representative lacks.
  for (const i of order) {
    if (mergedInto[i]! < 0) continue;
    const k = builtOf[rep(i)]!;
    const r = recs[i]!;
    if (k < 0) continue;
    const target = built[k]!;
    const extra = r.kind === "tool" ? toolStep(r, new TraceBuilder("otlp"), i) : modelStep(r, new TraceBuilder("otlp"), i);
    for (let j = 0; j < extra.fields.length; j += 2) {
      const key = extra.fields[j]!;
      if (target.step[key] === undefined && extra.step[key] !== undefined) {
        target.step[key] = extra.step[key];
        target.fields.push(key, abs(extra.fields[j + 1]!, r.p));
      }
    }
    if (extra.step.status === "error" && target.step.status !== "error") {
      target.step.status = "error";
      if (extra.step.error !== undefined) target.step.error = extra.step.error;
    }
    if (target.tokens === undefined && extra.tokens !== undefined) target.tokens = absTokens(extra.tokens, r.p);
    b.note(r.p, `merged_span: the same ${r.kind === "tool" ? "tool call" : "model call"} as span ${target.rec.spanHex} (${r.conv} vs ${target.rec.conv} instrumentation); counted once`);
  }

  // Text-less model calls that requested tools: their tokens go to the requested calls' steps.
  let stepByCallId = callIndex(built);
  const claimed = new Set<number>();
  for (let k = 0; k < built.length; k++) if (built[k]!.toolOnly) claimByName(built, k, stepByCallId, claimed);
  if (synthesizeCalls(built, stepByCallId, recs, b) > 0) stepByCallId = callIndex(built);
  const keep: boolean[] = built.map(() => true);
  let folded = 0;
  let firstFolded = "";
  for (let k = 0; k < built.length; k++) {
    const x = built[k]!;
    if (!x.toolOnly) continue;
    let target = -1;
    for (const id of x.requested ?? []) {
      const t = stepByCallId.get(id);
      if (t !== undefined && built[t]!.tokens === undefined) {
        target = t;
        break;
      }
    }
    if (target >= 0) {
      keep[k] = false;
      if (x.tokens) built[target]!.tokens = absTokens(x.tokens, x.rec.p);
      moveModelCall(x, built[target]!);
      if (folded++ === 0) firstFolded = x.rec.p;
    } else {
      b.note(x.rec.p, "text_not_recorded: model call returned tool calls only and none of them was found as a tool span; kept as a response without text");
    }
  }
  if (folded > 0) {
    b.note(firstFolded, `model_call_folded: ${folded} model call(s) only requested tool calls; each one's tokens, latency and cost are added to the first tool-call step it requested (metadata.model_call keeps the call's own figures)`);
  }

  for (let k = 0; k < built.length; k++) {
    if (!keep[k]) continue;
    const x = built[k]!;
    if (x.tokens?.input !== undefined) {
      x.step.input_tokens = x.tokens.input;
      x.fields.push("input_tokens", x.tokens.inputPtr!);
    }
    if (x.tokens?.output !== undefined) {
      x.step.output_tokens = x.tokens.output;
      x.fields.push("output_tokens", x.tokens.outputPtr!);
    }
    b.add(x.step, x.rec.p, x.fields);
  }

  aggregateUsage(recs, parent, b, built, keep, order);

  return b.finish(identity(hex, recs, order, parent, stableId, wrapper, traceCount, b), { otlp: { trace_id: hex, ...serviceName(recs) } });
}

function callIndex(built: Built[]): Map<string, number> {
  const m = new Map<string, number>();
  for (let k = 0; k < built.length; k++) {
    const x = built[k]!;
    if (x.step.type === "tool_call" && typeof x.step.step_id === "string" && !m.has(x.step.step_id)) m.set(x.step.step_id, k);
  }
  return m;
}

/**
 * Model-only instrumentation (no tool spans): a model call whose requested calls match no tool step
 * yields one tool_call step per requested call, right after it, from the call parts of its output;
 * each result is the matching tool message sent to a later model call. Returns the number made.
 */
function synthesizeCalls(built: Built[], byId: Map<string, number>, recs: SpanRec[], b: TraceBuilder): number {
  let made = 0;
  let results: Map<string, { output: unknown; ptr: string }> | undefined;
  let firstAt = "";
  for (let k = built.length - 1; k >= 0; k--) {
    const x = built[k]!;
    const ids = x.requested ?? [];
    if (!x.toolOnly || ids.length === 0 || ids.some((id) => byId.has(id))) continue;
    results ??= toolResultsFrom(recs.filter((r) => r.kind === "model").map((r) => ({ attrs: r.attrs, base: r.p, logs: r.logs })));
    const at = abs(x.outputPtr ?? "@", x.rec.p);
    const made1: Built[] = [];
    for (let j = 0; j < ids.length; j++) {
      const id = ids[j]!;
      const step: Obj = { step_id: id, type: "tool_call" };
      const fields = ["step_id", at];
      const name = x.requestedNames?.[j];
      if (name !== undefined) {
        step.tool_name = name;
        fields.push("tool_name", at);
      } else b.note(at, `tool_name_missing: requested tool call '${id}' records no tool name`);
      const args = decodeArguments(x.requestedArgs?.[j], at, b);
      if (args.value !== undefined) {
        step.arguments = args.value;
        fields.push("arguments", at);
      }
      const res = results.get(id);
      if (res !== undefined) {
        step.output = res.output;
        fields.push("output", res.ptr);
      }
      step.metadata = { span_id: x.rec.spanHex, span_name: getStr(x.rec.span, "name") ?? "", synthesized: true };
      made1.push({ step, rec: x.rec, idx: x.idx, fields, synthesized: true });
    }
    built.splice(k + 1, 0, ...made1);
    made += made1.length;
    firstAt = at;
  }
  if (made > 0) {
    b.note(
      firstAt,
      `tool_call_synthesized: no tool spans; ${made} tool call(s) made from the tool-call parts of the model calls' output messages, results from the tool messages sent to the next call (no latency or error status: those are recorded only by tool spans)`,
    );
  }
  return made;
}

/**
 * Tool spans that record no call id (OpenInference traceTool, hand-made spans) are matched to the
 * calls a model call requested by tool name, in order, among the tool steps after it; a matched
 * step takes the requested call id (stable across runs, unlike the span id).
 */
function claimByName(built: Built[], k: number, byId: Map<string, number>, claimed: Set<number>): void {
  const x = built[k]!;
  const ids = x.requested ?? [];
  const names = x.requestedNames ?? [];
  let from = k + 1;
  for (let j = 0; j < ids.length; j++) {
    const id = ids[j]!;
    const name = names[j];
    if (byId.has(id) || name === undefined) continue;
    for (let t = from; t < built.length; t++) {
      const c = built[t]!;
      if (c.step.type === "model_response") break; // the next model call: its own requests follow
      if (!c.noCallId || claimed.has(t) || c.step.tool_name !== name) continue;
      claimed.add(t);
      c.step.step_id = id;
      byId.set(id, t);
      if (t === from) from++;
      break;
    }
  }
}

/** A folded model call's latency and cost move to the tool-call step that carries its tokens, so
 * budgets still see the time and money it took; the call's own figures stay in metadata.model_call. */
function moveModelCall(from: Built, to: Built): void {
  const f = from.step;
  const s = to.step;
  const mc: Obj = { span_id: from.rec.spanHex };
  if (typeof f.latency_ms === "number") {
    mc.latency_ms = f.latency_ms;
    s.latency_ms = addFigures(s.latency_ms, f.latency_ms);
  }
  if (typeof f.cost_usd === "number") {
    mc.cost_usd = f.cost_usd;
    s.cost_usd = addFigures(s.cost_usd, f.cost_usd);
    for (let j = from.fields.length - 2; j >= 0; j -= 2) {
      if (from.fields[j] === "cost_usd") {
        to.fields.push("cost_usd", abs(from.fields[j + 1]!, from.rec.p));
        break;
      }
    }
  }
  const meta = isObj(s.metadata) ? s.metadata : (s.metadata = {});
  meta.model_call = mc;
}

/** a + b without binary-fraction noise (0.1 + 0.2 is 0.3); a may be unset. */
function addFigures(a: unknown, b: number): number {
  return typeof a === "number" ? Number((a + b).toPrecision(12)) : b;
}

type Tokens = { input?: number; output?: number; inputPtr?: string; outputPtr?: string };

/** Token pointers made absolute (the tokens move to a step of another span). */
function absTokens(t: Tokens, spanPtr: string): Tokens {
  const out: Tokens = { ...t };
  if (t.inputPtr !== undefined) out.inputPtr = abs(t.inputPtr, spanPtr);
  if (t.outputPtr !== undefined) out.outputPtr = abs(t.outputPtr, spanPtr);
  return out;
}

function serviceName(recs: SpanRec[]): Obj {
  const s = recs[0]?.res.str("service.name");
  return s === undefined ? {} : { service_name: s };
}

/** invoke_agent / AGENT / CHAIN / AI SDK outer spans aggregate their children's usage: never add it
 * twice. Only when no step of the trace records tokens do the outermost aggregates' totals land on
 * their last descendant step. */
function aggregateUsage(recs: SpanRec[], parent: Int32Array, b: TraceBuilder, built: Built[], keep: boolean[], order: number[]): void {
  const isAgg = (i: number): boolean => recs[i]!.kind === "agent" || recs[i]!.kind === "aggregate";
  const aggs: number[] = [];
  for (const i of order) {
    if (!isAgg(i)) continue;
    const u = usage(recs[i]!);
    if (u.input !== undefined || u.output !== undefined) aggs.push(i);
  }
  if (aggs.length === 0) return;
  const anyTokens = b.steps.some((s) => s.input_tokens !== undefined || s.output_tokens !== undefined);
  if (anyTokens) {
    for (const i of aggs) b.note(recs[i]!.p, "aggregate_usage_not_added: the span's token totals aggregate its model calls, which are already counted");
    return;
  }
  const aggAnc = nearestAncestor(parent, isAgg);
  const lastStepOf = new Map<number, number>();
  let stepIdx = 0;
  for (let k = 0; k < built.length; k++) {
    if (!keep[k]) continue;
    // outermost aggregate ancestor of this step's span
    let i = built[k]!.idx;
    let outer = -1;
    let guard = 0;
    while (i >= 0 && guard++ < recs.length) {
      const up = aggAnc[i]!;
      if (up < 0) break;
      outer = up;
      i = up;
    }
    if (outer >= 0) lastStepOf.set(outer, stepIdx);
    stepIdx++;
  }
  for (const i of aggs) {
    if (aggAnc[i]! >= 0) continue; // nested aggregate: its outer one carries the total
    const u = usage(recs[i]!);
    const k = lastStepOf.get(i);
    if (k === undefined) {
      b.note(recs[i]!.p, "usage_not_attributed: aggregate span records tokens but has no step to carry them");
      continue;
    }
    b.applyUsage(k, absTokens(u, recs[i]!.p), recs[i]!.p, "the aggregate span's usage");
    b.note(recs[i]!.p, `aggregate_usage_attributed: no model call records tokens; the span's totals are recorded on step ${String(b.steps[k]!.step_id)}`);
  }
}

function identity(
  hex: string,
  recs: SpanRec[],
  order: number[],
  parent: Int32Array,
  stableId: StableId,
  w: Wrapper,
  traceCount: number,
  b: TraceBuilder,
): Identity {
  let root = order[0]!;
  for (const i of order) {
    if (parent[i]! < 0) {
      root = i;
      break;
    }
  }
  const rr = recs[root]!;
  const fieldPtrs = new Map<string, string>();
  const named = (key: string): [string, string] | undefined => {
    const v = rr.attrs.str(key);
    if (v !== undefined && v !== "") return [v, abs(rr.attrs.ptr(key), rr.p)];
    const rv = rr.res.str(key);
    if (rv !== undefined && rv !== "") return [rv, rr.res.ptr(key)];
    return undefined;
  };
  // trace_id
  let trace_id: string;
  const tn = named("arh.trace_id");
  if (w.trace_id !== undefined) {
    trace_id = traceCount > 1 ? `${w.trace_id}-${stableId.suffix}` : w.trace_id;
    fieldPtrs.set("trace_id", "/trace_id");
    if (traceCount > 1) b.note("/trace_id", `trace_id_suffixed: the file holds ${traceCount} traces; the wrapper trace_id is suffixed with the root span name and ordinal`);
  } else if (tn) {
    trace_id = tn[0];
    fieldPtrs.set("trace_id", tn[1]);
  } else {
    trace_id = stableId.id;
    fieldPtrs.set("trace_id", hex === "" ? rr.p : `${rr.p}/traceId`);
    const how = traceCount === 1 ? "the file stem" : "the file stem, root span name and ordinal";
    b.note(
      rr.p,
      `trace_id_not_recorded: no arh.trace_id on the resource or root span (the OTLP trace id changes every run); ${how} '${trace_id}' is used`,
    );
  }
  // agent_name
  let agent_name: string | undefined;
  if (w.agent_name !== undefined) {
    agent_name = w.agent_name;
    fieldPtrs.set("agent_name", "/agent_name");
  } else {
    const an = named("arh.agent_name");
    if (an) {
      agent_name = an[0];
      fieldPtrs.set("agent_name", an[1]);
    } else {
      for (const i of order) {
        const r = recs[i]!;
        if (r.kind !== "agent") continue;
        const k = r.attrs.first(AGENT_NAME_KEYS);
        const v = k === undefined ? undefined : r.attrs.str(k);
        if (v !== undefined && v !== "") {
          agent_name = v;
          fieldPtrs.set("agent_name", abs(r.attrs.ptr(k!), r.p));
          break;
        }
      }
      if (agent_name === undefined) {
        const fb = agentFallback(recs, order, rr);
        if (fb) {
          agent_name = fb[0];
          fieldPtrs.set("agent_name", fb[1]);
        }
      }
    }
  }
  if (agent_name === undefined) {
    agent_name = UNKNOWN;
    b.note(
      rr.p,
      "agent_name_not_recorded: no arh.agent_name, gen_ai.agent.name, ai.telemetry.functionId, named agent span or service.name; set to 'unknown'",
    );
  }
  let workflow: string;
  const wn = named("arh.workflow");
  if (w.workflow !== undefined) {
    workflow = w.workflow;
    fieldPtrs.set("workflow", "/workflow");
  } else if (wn) {
    workflow = wn[0];
    fieldPtrs.set("workflow", wn[1]);
  } else {
    workflow = UNKNOWN;
    b.note(rr.p, "workflow_not_recorded: no arh.workflow attribute on the resource or root span; set to 'unknown'");
  }
  const id: Identity = { trace_id, agent_name, workflow, root: rr.p, stepsPtr: rr.p, fieldPtrs };
  if (w.metadata) {
    id.metadata = w.metadata;
    id.metadataPtr = "/metadata";
  }
  // The scenario of repeated runs (docs/repeats.md): the wrapper's metadata.scenario wins.
  const sn = named(OTLP_SCENARIO_ATTRIBUTE);
  if (sn && !(id.metadata && Object.hasOwn(id.metadata, "scenario"))) id.metadata = { ...(id.metadata ?? {}), scenario: sn[0] };
  return id;
}

/** agent_name when no span names an agent: resource gen_ai.agent.name, the AI SDK's
 * ai.telemetry.functionId, an agent span's own name, the resource's service.name (not the SDK
 * default "unknown_service..."). */
function agentFallback(recs: SpanRec[], order: number[], rr: SpanRec): [string, string] | undefined {
  const ra = rr.res.str("gen_ai.agent.name");
  if (ra !== undefined && ra !== "") return [ra, rr.res.ptr("gen_ai.agent.name")];
  for (const i of order) {
    const r = recs[i]!;
    const f = r.attrs.str("ai.telemetry.functionId");
    if (f !== undefined && f !== "") return [f, abs(r.attrs.ptr("ai.telemetry.functionId"), r.p)];
  }
  for (const i of order) {
    const r = recs[i]!;
    if (r.kind !== "agent") continue;
    let name = (getStr(r.span, "name") ?? "").trim();
    if (name.startsWith("invoke_agent")) name = name.slice("invoke_agent".length).trim();
    if (name !== "") return [name, `${r.p}/name`];
  }
  const sn = rr.res.str("service.name");
  if (sn !== undefined && sn !== "" && !sn.startsWith("unknown_service")) return [sn, rr.res.ptr("service.name")];
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Steps

function isError(span: Obj): boolean {
  const st = get(span, "status");
  if (!isObj(st)) return false;
  const c = get(st, "code");
  return c === 2 || c === "2" || c === "STATUS_CODE_ERROR" || c === "ERROR";
}

function errorText(r: SpanRec): string {
  const st = get(r.span, "status");
  const m = isObj(st) ? getStr(st, "message") : undefined;
  if (m !== undefined && m !== "") return m;
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

function toolName(r: SpanRec): { name?: string; key?: string } {
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
  return {};
}

function callId(r: SpanRec): { id?: string; key?: string } {
  const key = r.attrs.first(CALL_ID_KEYS);
  if (key === undefined) return {};
  const v = r.attrs.str(key);
  return v === undefined || v === "" ? {} : { id: v, key };
}

function toolStep(r: SpanRec, b: TraceBuilder, idx: number): Built {
  const fields: string[] = [];
  const cid = callId(r);
  const step: Obj = { step_id: cid.id ?? (r.spanHex || `span${r.pos}`), type: "tool_call" };
  fields.push("step_id", cid.key ? r.attrs.ptr(cid.key) : "@/spanId");
  const tn = toolName(r);
  if (tn.name !== undefined) {
    step.tool_name = tn.name;
    fields.push("tool_name", tn.key ? r.attrs.ptr(tn.key) : "@/name");
  } else b.note(r.p, "tool_name_missing: tool span without gen_ai.tool.name / tool.name / ai.toolCall.name, and its span name names no tool");
  const argKey = r.attrs.first(ARG_KEYS);
  if (argKey === undefined) {
    b.note(r.p, "arguments_not_captured: the span records no tool arguments (content capture off?); arguments left unset");
  } else {
    const at = r.attrs.ptr(argKey);
    const atAbs = abs(at, r.p);
    const mime = argKey === "input.value" ? r.attrs.str("input.mime_type") : undefined;
    const raw = r.attrs.value(argKey);
    if (mime !== undefined && mime !== "application/json" && typeof raw === "string") {
      step.metadata = { input: raw };
      b.note(atAbs, `arguments_unmapped: tool input is ${mime}, not a JSON object; arguments left unset`);
    } else {
      const args = decodeArguments(raw, atAbs, b);
      if (args.value !== undefined) {
        step.arguments = args.value;
        fields.push("arguments", at);
      }
    }
  }
  const resKey = r.attrs.first(RESULT_KEYS);
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
    step.output = out;
    fields.push("output", r.attrs.ptr(resKey));
  }
  const meta: Obj = { span_id: r.spanHex, span_name: getStr(r.span, "name") ?? "" };
  if (step.metadata) Object.assign(meta, step.metadata as Obj);
  step.metadata = meta;
  common(r, step, fields);
  const built: Built = { step, rec: r, idx, fields };
  if (cid.id === undefined) built.noCallId = true;
  return built;
}

// Attribute keys by meaning, most specific convention first.
const AGENT_NAME_KEYS = ["gen_ai.agent.name", "agent.name"] as const;
const TOOL_NAME_KEYS = ["gen_ai.tool.name", "tool.name", "ai.toolCall.name"] as const;
const CALL_ID_KEYS = ["gen_ai.tool.call.id", "tool_call.id", "ai.toolCall.id"] as const;
const ARG_KEYS = ["gen_ai.tool.call.arguments", "input.value", "ai.toolCall.args"] as const;
const RESULT_KEYS = ["gen_ai.tool.call.result", "output.value", "ai.toolCall.result"] as const;
const COST_KEYS = ["llm.cost.total"] as const;
const MODEL_KEYS = ["gen_ai.response.model", "gen_ai.request.model", "llm.model_name", "ai.model.id"] as const;
const INPUT_TOKEN_KEYS = ["gen_ai.usage.input_tokens", "gen_ai.usage.prompt_tokens", "llm.token_count.prompt", "ai.usage.inputTokens", "ai.usage.promptTokens"];
const OUTPUT_TOKEN_KEYS = ["gen_ai.usage.output_tokens", "gen_ai.usage.completion_tokens", "llm.token_count.completion", "ai.usage.outputTokens", "ai.usage.completionTokens"];

function usage(r: SpanRec): { input?: number; output?: number; inputPtr?: string; outputPtr?: string } {
  const u: { input?: number; output?: number; inputPtr?: string; outputPtr?: string } = {};
  const ik = r.attrs.first(INPUT_TOKEN_KEYS);
  const ok = r.attrs.first(OUTPUT_TOKEN_KEYS);
  const iv = ik === undefined ? undefined : r.attrs.num(ik);
  const ov = ok === undefined ? undefined : r.attrs.num(ok);
  if (iv !== undefined && Number.isInteger(iv) && iv >= 0) {
    u.input = iv;
    u.inputPtr = r.attrs.ptr(ik!);
  }
  if (ov !== undefined && Number.isInteger(ov) && ov >= 0) {
    u.output = ov;
    u.outputPtr = r.attrs.ptr(ok!);
  }
  return u;
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

function modelOutput(r: SpanRec): ModelOutput {
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
  // OpenInference flattened messages / OpenLLMetry indexed completions.
  const texts: string[] = [];
  let firstKey: string | undefined;
  let captured = false;
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
      }
    }
  }
  if (captured) return { text: texts.length > 0 ? texts.join("") : undefined, key: firstKey ?? "llm.output_messages", calls, names, args, captured };
  if (a.has("output.value")) {
    const mime = a.str("output.mime_type");
    const t = a.str("output.value");
    if (t !== undefined && mime !== "application/json") return { text: t, key: "output.value", calls, names, args, captured: true };
  }
  // Content recorded as log records joined to the span.
  const lo = r.logs ? logOutput(r.logs) : undefined;
  if (lo) {
    lo.calls.forEach(push);
    return { text: lo.text, key: undefined, calls, names, args, ptr: lo.ptr, captured: true };
  }
  return { text: undefined, key: undefined, calls, names, args, captured: false };
}

function modelStep(r: SpanRec, b: TraceBuilder, idx: number): Built {
  const fields: string[] = [];
  const step: Obj = { step_id: r.spanHex || `span${r.pos}`, type: "model_response" };
  fields.push("step_id", "@/spanId");
  const out = modelOutput(r);
  const built: Built = { step, rec: r, idx, fields };
  const textPtr = out.ptr ?? (out.key ? r.attrs.ptr(out.key) : "@");
  if (out.text !== undefined) {
    step.text = out.text;
    fields.push("text", textPtr);
  } else if (!out.captured) {
    b.note(
      r.p,
      r.logsInFile
        ? "output_not_captured: neither the model span nor a log record joined to it records output messages (content capture off?); text left unset"
        : "output_not_captured: the model span records no output messages; text left unset. Content capture may be off, or the instrumentation records content as log records, which this file does not hold (export the logs too: docs/collect.md)",
    );
  } else if (out.calls.length > 0) {
    built.toolOnly = true;
    built.requested = out.calls;
    built.requestedNames = out.names;
    built.requestedArgs = out.args;
    built.outputPtr = textPtr;
  } else {
    step.text = "";
    fields.push("text", textPtr);
  }
  const u = usage(r);
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
  common(r, step, fields);
  return built;
}
