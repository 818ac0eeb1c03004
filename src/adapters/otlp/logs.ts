// OTLP logs next to OTLP traces: GenAI instrumentations that follow the event conventions (the
// OpenTelemetry Python and JS instrumentations by default) record message content as log records
// joined to their span by trace and span id, not as span attributes. Read here: `gen_ai.choice`
// (the output), `gen_ai.tool.message` (a tool result sent to the next call), and records carrying
// `gen_ai.output.messages` / `gen_ai.input.messages` attributes (the newer single event).
import { InputError } from "../../errors.js";
import { type Obj, describeType, get, getStr, isObj } from "../common.js";
import { Attrs, anyValue } from "./attrs.js";
import { normaliseId } from "./spans.js";
import { type LogRec, type RequestedCall } from "./model.js";
import { eventToolResults } from "./events.js";

export type { LogRec, RequestedCall } from "./model.js";

/** Log records by `<trace hex>/<span hex>`; records without a span id are not joinable (counted). */
export interface Logs {
  bySpan: Map<string, LogRec[]>;
  unjoined: number;
  /** the document has a resourceLogs list at all */
  present: boolean;
}

const LABEL = "an OTLP/JSON logs export";

export function emptyLogs(): Logs {
  return { bySpan: new Map(), unjoined: 0, present: false };
}

/** Add the resourceLogs of one document (`base`: its pointer prefix, for JSON lines). */
export function addLogs(out: Logs, doc: Obj, base: string): void {
  if (!Object.hasOwn(doc, "resourceLogs")) return;
  const rl = doc.resourceLogs;
  if (!Array.isArray(rl)) throw new InputError(`${LABEL}: 'resourceLogs' must be an array, found ${describeType(rl)}`, `${base}/resourceLogs`);
  out.present = true;
  for (let r = 0; r < rl.length; r++) {
    const res = rl[r];
    if (!isObj(res)) throw new InputError(`${LABEL}: resourceLogs[${r}] must be an object, found ${describeType(res)}`, `${base}/resourceLogs/${r}`);
    const scopes = get(res, "scopeLogs");
    if (scopes === undefined) continue;
    if (!Array.isArray(scopes)) throw new InputError(`${LABEL}: scopeLogs must be an array`, `${base}/resourceLogs/${r}/scopeLogs`);
    for (let s = 0; s < scopes.length; s++) {
      const sc = scopes[s];
      const recs = isObj(sc) ? get(sc, "logRecords") : undefined;
      if (!Array.isArray(recs)) continue;
      for (let k = 0; k < recs.length; k++) {
        const rec = recs[k];
        const p = `${base}/resourceLogs/${r}/scopeLogs/${s}/logRecords/${k}`;
        if (!isObj(rec)) throw new InputError(`${LABEL}: log record must be an object, found ${describeType(rec)}`, p);
        const trace = normaliseId(get(rec, "traceId"), 16) ?? "";
        const span = normaliseId(get(rec, "spanId"), 8) ?? "";
        if (trace === "" || span === "") {
          out.unjoined++;
          continue;
        }
        const al = get(rec, "attributes");
        const attrs = new Attrs(Array.isArray(al) ? al : [], `${p}/attributes`);
        const event = getStr(rec, "eventName") || attrs.str("event.name") || "";
        const key = `${trace}/${span}`;
        let list = out.bySpan.get(key);
        if (!list) out.bySpan.set(key, (list = []));
        list.push({ event, body: Object.hasOwn(rec, "body") ? anyValue(get(rec, "body")) : undefined, attrs, p });
      }
    }
  }
}

/** A tool call requested by a model call. */
/** What a model call's log records say it returned; undefined when they say nothing. */
export function logOutput(recs: LogRec[]): { text?: string; calls: RequestedCall[]; ptr: string } | undefined {
  for (const r of recs) {
    if (r.attrs.has("gen_ai.output.messages")) {
      let v = r.attrs.value("gen_ai.output.messages");
      if (typeof v === "string") {
        try {
          v = JSON.parse(v);
        } catch {
          return { text: v as string, calls: [], ptr: r.attrs.ptr("gen_ai.output.messages") };
        }
      }
      const m = genaiMessages(v);
      return { text: m.text, calls: m.calls, ptr: r.attrs.ptr("gen_ai.output.messages") };
    }
  }
  const texts: string[] = [];
  const calls: RequestedCall[] = [];
  let ptr: string | undefined;
  for (const r of recs) {
    if (r.event !== "gen_ai.choice" || !isObj(r.body)) continue;
    ptr ??= `${r.p}/body`;
    const msg = get(r.body, "message");
    if (!isObj(msg)) continue;
    const c = get(msg, "content");
    if (typeof c === "string") texts.push(c);
    const tcs = get(msg, "tool_calls");
    if (Array.isArray(tcs)) {
      for (const tc of tcs) {
        if (!isObj(tc) || typeof get(tc, "id") !== "string") continue;
        const fn = get(tc, "function");
        calls.push({ id: tc.id as string, name: isObj(fn) ? getStr(fn, "name") : undefined, args: isObj(fn) ? get(fn, "arguments") : undefined });
      }
    }
  }
  if (ptr === undefined) return undefined;
  return { text: texts.length > 0 ? texts.join("") : undefined, calls, ptr };
}

/** Text and tool calls of GenAI `gen_ai.output.messages` ([{role, parts: [...]}]). */
export function genaiMessages(v: unknown): { text?: string; calls: RequestedCall[] } {
  const texts: string[] = [];
  const calls: RequestedCall[] = [];
  if (Array.isArray(v)) {
    for (const msg of v) {
      const parts = isObj(msg) ? get(msg, "parts") : undefined;
      if (!Array.isArray(parts)) continue;
      for (const part of parts) {
        if (!isObj(part)) continue;
        const t = get(part, "type");
        if (t === "text" && typeof get(part, "content") === "string") texts.push(part.content as string);
        else if (t === "tool_call" && typeof get(part, "id") === "string") calls.push({ id: part.id as string, name: getStr(part, "name"), args: get(part, "arguments") });
      }
    }
  }
  return { text: texts.length > 0 ? texts.join("") : undefined, calls };
}

/** Tool results sent back to the model, by call id: `gen_ai.tool.message` records and
 * `tool_call_response` parts of `gen_ai.input.messages` (span or log attributes). */
export function toolResultsFrom(all: { attrs: Attrs; base: string; logs?: LogRec[] }[]): Map<string, { output: unknown; ptr: string }> {
  const out = new Map<string, { output: unknown; ptr: string }>();
  const fromInput = (a: Attrs, base: string): void => {
    if (!a.has("gen_ai.input.messages")) return;
    let v = a.value("gen_ai.input.messages");
    if (typeof v === "string") {
      try {
        v = JSON.parse(v);
      } catch {
        return;
      }
    }
    if (!Array.isArray(v)) return;
    const at = a.ptr("gen_ai.input.messages");
    for (const msg of v) {
      const parts = isObj(msg) ? get(msg, "parts") : undefined;
      if (!Array.isArray(parts)) continue;
      for (const part of parts) {
        if (!isObj(part) || get(part, "type") !== "tool_call_response") continue;
        const id = getStr(part, "id");
        if (id !== undefined && !out.has(id)) out.set(id, { output: get(part, "response") ?? get(part, "result"), ptr: at.startsWith("@") ? base + at.slice(1) : at });
      }
    }
  };
  for (const x of all) {
    fromInput(x.attrs, x.base);
    for (const r of x.logs ?? []) {
      fromInput(r.attrs, r.p);
      eventToolResults(r, out); // span events, or records whose fields are attributes (events.ts)
      if (r.event !== "gen_ai.tool.message" || !isObj(r.body)) continue;
      const id = getStr(r.body, "id");
      if (id !== undefined && !out.has(id)) out.set(id, { output: get(r.body, "content"), ptr: `${r.p}/body` });
    }
  }
  return out;
}
