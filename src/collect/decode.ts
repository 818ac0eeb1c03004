// OTLP/HTTP request bodies -> OTLP/JSON documents. Protobuf is decoded by protobufjs with the
// static code generated from the official opentelemetry-proto definitions (as shipped by
// @opentelemetry/otlp-transformer), never by hand; the result is rewritten into the OTLP/JSON
// encoding (hex ids, 64-bit integers as decimal strings, enums as numbers).
import otlpRoot from "otlp-transformer-protobuf/build/src/generated/root.js";

type Obj = Record<string, unknown>;

export type Signal = "traces" | "logs";

/** What the request held: the OTLP/JSON `resourceSpans` / `resourceLogs` lists. */
export interface Decoded {
  signal: Signal;
  resources: Obj[];
}

/** A body that is not an OTLP export request: the receiver answers 400 with `message`. */
export class BadRequest extends Error {}

interface MessageType {
  decode(buf: Uint8Array): unknown;
  toObject(m: unknown, opts: Obj): Obj;
}

interface GeneratedRoot {
  opentelemetry: {
    proto: {
      collector: {
        trace: { v1: { ExportTraceServiceRequest: MessageType } };
        logs: { v1: { ExportLogsServiceRequest: MessageType } };
      };
    };
  };
}

const collector = (otlpRoot as unknown as GeneratedRoot).opentelemetry.proto.collector;
const TYPES: Record<Signal, MessageType> = {
  traces: collector.trace.v1.ExportTraceServiceRequest,
  logs: collector.logs.v1.ExportLogsServiceRequest,
};
const LIST: Record<Signal, "resourceSpans" | "resourceLogs"> = { traces: "resourceSpans", logs: "resourceLogs" };
const TO_OBJECT = { longs: String, enums: Number, bytes: String, defaults: false, arrays: false, oneofs: false };

function isObj(v: unknown): v is Obj {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Decode an ExportTraceServiceRequest / ExportLogsServiceRequest in protobuf. */
export function decodeProtobuf(signal: Signal, body: Uint8Array): Decoded {
  let obj: Obj;
  try {
    obj = TYPES[signal].toObject(TYPES[signal].decode(body), TO_OBJECT);
  } catch (e) {
    throw new BadRequest(`protobuf body does not decode as an OTLP ${signal} export request (${e instanceof Error ? e.message : String(e)})`);
  }
  const list = obj[LIST[signal]];
  const resources = Array.isArray(list) ? (list as Obj[]) : [];
  for (const r of resources) hexIds(r, signal);
  return { signal, resources };
}

/** Decode an OTLP/JSON export request. */
export function decodeJson(signal: Signal, text: string): Decoded {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new BadRequest(`body is not valid JSON`);
  }
  const key = LIST[signal];
  if (!isObj(doc) || !Object.hasOwn(doc, key)) throw new BadRequest(`body is not an OTLP/JSON ${signal} export request (no '${key}')`);
  const list = doc[key];
  if (!Array.isArray(list) || !list.every(isObj)) throw new BadRequest(`'${key}' must be an array of objects`);
  return { signal, resources: list as Obj[] };
}

const B64_ID_FIELDS = ["traceId", "spanId", "parentSpanId"];

/** protobufjs renders `bytes` as base64; OTLP/JSON writes trace and span ids as hex. */
function hexIds(resource: Obj, signal: Signal): void {
  const scopes = resource[signal === "traces" ? "scopeSpans" : "scopeLogs"];
  if (!Array.isArray(scopes)) return;
  for (const sc of scopes) {
    if (!isObj(sc)) continue;
    const items = sc[signal === "traces" ? "spans" : "logRecords"];
    if (!Array.isArray(items)) continue;
    for (const it of items) {
      if (!isObj(it)) continue;
      toHex(it);
      if (Array.isArray(it.links)) for (const l of it.links) if (isObj(l)) toHex(l);
    }
  }
}

function toHex(o: Obj): void {
  for (const k of B64_ID_FIELDS) {
    const v = o[k];
    if (typeof v === "string") o[k] = Buffer.from(v, "base64").toString("hex");
  }
}
