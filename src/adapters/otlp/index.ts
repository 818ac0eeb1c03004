// OTLP/JSON trace exports (resourceSpans[].scopeSpans[].spans[]) with the OpenTelemetry GenAI
// semantic conventions, OpenInference, the Vercel AI SDK and MCP spans. One canonical trace per
// traceId. Linear in the number of spans (ancestor look-ups are memoised); no recursion.
// The folder: attrs.ts (attribute values), spans.ts (span records), build.ts (a trace from its
// spans: folding, synthesized calls, usage, identity), steps.ts (one step per span), logs.ts
// (log records beside the spans), events.ts (content recorded as span events or log-based events), model.ts (types the files share).
import { InputError } from "../../errors.js";
import { type AdaptedTraceLike, type Obj, describeType, fileStem, get, getStr, isObj } from "../common.js";
import { type Logs, addLogs, emptyLogs } from "./logs.js";
import { spanEvents } from "./events.js";
import { Attrs } from "./attrs.js";
import { buildTrace } from "./build.js";
import { noteStrayEvaluations } from "./evaluations.js";
import { type Light, type StableId, type Wrapper } from "./model.js";
import { SpanRec, classify, normaliseId, nanos } from "./spans.js";
import { type IdLog, derivedIds, traceIdentity } from "../identity.js";

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
  const logs = emptyLogs();
  for (const [part, pre] of parts) addLogs(logs, part, pre);
  // Traces come out in file order; their ids do not depend on it.
  const stems = stableStems(traces, logs, fileName);
  const rec = (l: Light): SpanRec => withLogs(spanRec(l), logs);
  for (const [hex, lights] of traces) out.push(buildTrace(hex, lights.map(rec), fileName, wrapper, traces.size, stems.get(hex)!));
  noteStrayEvaluations(parts, traces, out); // evaluation records that judge no span (evaluations.ts)
  return out;
}

/**
 * The trace_id of each trace when no id was recorded (src/adapters/identity.ts): the OTLP trace id
 * is random per run, so it can never pair with a baseline. A file holding one trace is named by its
 * stem (`arh collect` names it by the derived id); with several, stem + the derived id, as `arh
 * collect` would name each trace's file: neither the order of the traces in the file nor their
 * random ids or timestamps matter.
 */
function stableStems(traces: Map<string, Light[]>, logs: Logs, fileName: string): Map<string, StableId> {
  const stem = fileStem(fileName);
  const byTrace = new Map<string, IdLog[]>();
  for (const [key, recs] of logs.bySpan) {
    const hex = key.slice(0, key.indexOf("/"));
    let l = byTrace.get(hex);
    if (!l) byTrace.set(hex, (l = []));
    for (const r of recs) l.push({ event: r.event, body: r.body });
  }
  const hexes = [...traces.keys()];
  const idents = hexes.map((hex) => traceIdentity(traces.get(hex)!.map((l) => ({ span: l.span, resourceAttributes: l.res.list })), byTrace.get(hex) ?? []));
  const derived = derivedIds(idents);
  // A wrapper's trace_id is suffixed by each trace's derived id, recorded ids or not; a trace named
  // `<stem>-<derived id>` never takes an id another trace of the file recorded.
  const recorded = new Set(idents.flatMap((t) => (t.recorded ? [t.recorded.id] : [])));
  const all = derivedIds(
    idents.map(({ recorded: _, ...t }) => t),
    (id) => recorded.has(`${stem}-${id}`),
  );
  const out = new Map<string, StableId>();
  hexes.forEach((hex, i) => {
    const suffix = traces.size === 1 ? "" : all[i]!;
    out.set(hex, { id: suffix === "" ? stem : `${stem}-${suffix}`, suffix, ident: idents[i]!, derived: derived[i] });
  });
  return out;
}

/** The span's content events: its own `gen_ai.*` span events, then the log records joined to it. */
function withLogs(r: SpanRec, logs: Logs): SpanRec {
  r.logsInFile = logs.present;
  const joined = logs.present ? logs.bySpan.get(`${r.traceHex}/${r.spanHex}`) : undefined;
  const own = spanEvents(r.span, r.p);
  r.eventsOnSpan = own.length > 0;
  r.logs = own.length === 0 ? joined : joined === undefined ? own : [...own, ...joined];
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
