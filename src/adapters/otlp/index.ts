// OTLP/JSON trace exports (resourceSpans[].scopeSpans[].spans[]) with the OpenTelemetry GenAI
// semantic conventions, OpenInference, the Vercel AI SDK and MCP spans. One canonical trace per
// traceId. Linear in the number of spans (ancestor look-ups are memoised); no recursion.
// The folder: attrs.ts (attribute values), spans.ts (span records), build.ts (a trace from its
// spans: folding, synthesized calls, usage, identity), steps.ts (one step per span), logs.ts
// (log records beside the spans), model.ts (types the files share).
import { InputError } from "../../errors.js";
import { type AdaptedTraceLike, type Obj, describeType, fileStem, get, getStr, isObj } from "../common.js";
import { type Logs, addLogs, emptyLogs } from "./logs.js";
import { Attrs } from "./attrs.js";
import { buildTrace } from "./build.js";
import { type Light, type StableId, type Wrapper } from "./model.js";
import { SpanRec, classify, cmpDigits, normaliseId, nanos } from "./spans.js";

const LABEL = "an OTLP/JSON trace export";

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
  // Traces come out in file order; their ordinals in the order of traceOrder.
  const stems = stableStems(traceOrder(traces), fileName);
  const logs = emptyLogs();
  for (const [part, pre] of parts) addLogs(logs, part, pre);
  const rec = (l: Light): SpanRec => withLogs(spanRec(l), logs);
  for (const [hex, lights] of traces) out.push(buildTrace(hex, lights.map(rec), fileName, wrapper, traces.size, stems.get(hex)!));
  return out;
}

/** A trace's root span (a span whose parent is not in the trace; the earliest, then by name). */
function rootOf(lights: Light[]): { root: Light; start: string } {
  const ids = new Set<string>();
  for (const l of lights) ids.add(normaliseId(get(l.span, "spanId"), 8) ?? "");
  let root: Light | undefined;
  let start = "";
  let name = "";
  for (const l of lights) {
    const p = normaliseId(get(l.span, "parentSpanId"), 8) ?? "";
    if (p !== "" && ids.has(p)) continue;
    const st = startDigits(get(l.span, "startTimeUnixNano"));
    const nm = getStr(l.span, "name") ?? "";
    const c = root === undefined ? -1 : cmpDigits(st, start) || (nm < name ? -1 : nm > name ? 1 : 0);
    if (c < 0) {
      root = l;
      start = st;
      name = nm;
    }
  }
  return root ? { root, start } : { root: lights[0]!, start: startDigits(get(lights[0]!.span, "startTimeUnixNano")) };
}

/** A start time as canonical digits for ordering ("0" when absent or malformed). */
function startDigits(v: unknown): string {
  const s = typeof v === "number" && Number.isInteger(v) && v >= 0 ? (Number.isSafeInteger(v) ? String(v) : BigInt(v).toString()) : typeof v === "string" && /^[0-9]{1,30}$/.test(v) ? v.replace(/^0+(?=.)/, "") : "0";
  return s;
}

/** The traces of a file in the order of their root spans' start time (then root span name, then
 * first appearance): the order of the spans and of the export batches in the file does not matter. */
function traceOrder(traces: Map<string, Light[]>): Map<string, Light[]> {
  if (traces.size < 2) return traces;
  const keyed = [...traces].map(([hex, lights], i) => {
    const { root, start } = rootOf(lights);
    return { hex, lights, i, start, name: getStr(root.span, "name") ?? "" };
  });
  keyed.sort((a, b) => cmpDigits(a.start, b.start) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || a.i - b.i);
  return new Map(keyed.map((k) => [k.hex, k.lights]));
}

const MAX_NAME_IN_ID = 64;

/**
 * The trace_id of each trace when no arh.trace_id names it: the OTLP trace id is random per run, so
 * it can never pair with a baseline. A file holding one trace is named by its stem; with several,
 * stem + root span name + ordinal among the file's traces of that root name (`traces` is in the
 * order of traceOrder).
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
    const { root } = rootOf(lights);
    let name = (getStr(root.span, "name") ?? "").trim().replace(/[^A-Za-z0-9._-]+/g, "_");
    if (name.length > MAX_NAME_IN_ID) name = name.slice(0, MAX_NAME_IN_ID);
    if (name === "" || name === "_") name = "trace";
    const k = (seen.get(name) ?? 0) + 1;
    seen.set(name, k);
    out.set(hex, { id: `${stem}-${name}-${k}`, suffix: `${name}-${k}` });
  }
  return out;
}

function withLogs(r: SpanRec, logs: Logs): SpanRec {
  r.logsInFile = logs.present;
  if (logs.present) r.logs = logs.bySpan.get(`${r.traceHex}/${r.spanHex}`);
  return r;
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

export type { Light, StableId, Wrapper } from "./model.js";
