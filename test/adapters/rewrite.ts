// The metamorphic rewrites of a recorded trace file (test/adapters/metamorphic.test.ts): what changes
// between two runs of the same behaviour and must change nothing in the canonical traces. Random ids
// (OTLP trace and span ids, provider call, message and response ids) rewritten consistently, every
// timestamp shifted by one constant, spans reordered and re-batched.

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** Object keys whose string values are ids (OTLP ids; provider call, message and item ids). */
const ID_KEYS = new Set(["traceId", "spanId", "parentSpanId", "id", "call_id", "tool_call_id", "tool_use_id", "toolCallId"]);
/** OTLP attribute keys holding ids (`gen_ai.tool.call.id`, `...tool_call.id`, `...tool_call_id`,
 * `gen_ai.response.id`); `arh.*` attributes are the author's names, `*.model.id` a model's name and
 * OpenInference's `graph.node.id` an agent's name (the OpenAI Agents SDK), VoltAgent's `entity.id`
 * the agent's own id (its name unless given one), never random. */
const ATTR_ID = /(^|\.)id$|(^|\.)(tool_)?call_id$/;
const NOT_ID = /^arh\.|(^|\.)model\.id$|^graph\.node\.id$|^entity\.id$/;

function parseJsonText(s: string): unknown {
  const c = s.trimStart()[0];
  if (c !== "{" && c !== "[") return undefined;
  try {
    return JSON.parse(s) as unknown;
  } catch {
    return undefined;
  }
}

/** Keys whose values are a call's arguments or result: their ids are data, not random (never collected). */
const DATA_KEYS = new Set(["arguments", "input", "output", "args", "result"]);
// VoltAgent's `agent.stateSnapshot` is the agent's configuration: its tools' and sub-agents' ids are their names.
const DATA_ATTRS = new Set(["gen_ai.tool.call.arguments", "gen_ai.tool.call.result", "input.value", "output.value", "ai.toolCall.args", "ai.toolCall.result", "agent.stateSnapshot"]);

/** Every id string of a document (also inside JSON text held in strings). */
export function collectIds(doc: unknown, out = new Set<string>()): Set<string> {
  const walk = (v: unknown): void => {
    if (typeof v === "string") {
      const j = parseJsonText(v);
      if (j !== undefined) walk(j);
      return;
    }
    if (Array.isArray(v)) {
      for (const x of v) walk(x);
      return;
    }
    if (!isObj(v)) return;
    if (typeof v.key === "string" && isObj(v.value)) {
      if (DATA_ATTRS.has(v.key)) return;
      if (typeof v.value.stringValue === "string" && ATTR_ID.test(v.key) && !NOT_ID.test(v.key)) out.add(v.value.stringValue);
    }
    for (const [k, x] of Object.entries(v)) {
      if (DATA_KEYS.has(k)) continue;
      if (typeof x === "string" && ID_KEYS.has(k) && x !== "") out.add(x);
      walk(x);
    }
  };
  walk(doc);
  return out;
}

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const HEX = "0123456789abcdef";

/** A fresh id of the same shape: hex stays hex of that length, base64 ids base64 of as many bytes,
 * provider ids keep their prefix (`call_`, `toolu_`, `chatcmpl-`) with new random characters. */
function freshId(id: string, rnd: () => number, taken: Set<string>): string {
  const pick = (alphabet: string, n: number): string => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(rnd() * alphabet.length)];
    return s;
  };
  for (;;) {
    let out: string;
    if (/^[0-9a-f]+$/.test(id) && id.length >= 8) out = pick(HEX, id.length);
    else if (/^[A-Za-z0-9+/]{11}=$|^[A-Za-z0-9+/]{22}==$/.test(id)) {
      const bytes = id.length === 12 ? 8 : 16;
      out = Buffer.from(Array.from({ length: bytes }, () => Math.floor(rnd() * 256))).toString("base64");
    } else {
      const cut = Math.max(id.lastIndexOf("_"), id.lastIndexOf("-")) + 1;
      out = id.slice(0, cut) + pick(ALNUM, Math.max(8, id.length - cut));
    }
    if (out !== id && !taken.has(out)) {
      taken.add(out);
      return out;
    }
  }
}

/** A shift of every timestamp: 2^20 ms (about 17 minutes), exact on doubles too (a multiple of their
 * spacing) and a whole number of milliseconds, as two runs of a clock that counts milliseconds are
 * apart (a span start recorded to the millisecond stays a whole millisecond). */
export const SHIFT_NS = 10 ** 6 * 2 ** 20;

/**
 * The document with every random id replaced consistently (also where ids are quoted inside JSON
 * text) and every `*UnixNano` timestamp shifted by SHIFT_NS. Returns the document and the id map.
 */
export function rewriteIds(doc: unknown, rnd: () => number): { doc: unknown; ids: Map<string, string> } {
  const ids = new Map<string, string>();
  const taken = new Set<string>();
  for (const id of collectIds(doc)) ids.set(id, freshId(id, rnd, taken));
  const quoted = [...ids].map(([a, b]) => [JSON.stringify(a), JSON.stringify(b)] as const);
  const str = (s: string): string => {
    const m = ids.get(s);
    if (m !== undefined) return m;
    if (!s.includes('"')) return s;
    let out = s;
    for (const [a, b] of quoted) if (out.includes(a)) out = out.split(a).join(b);
    return out;
  };
  const shift = (v: unknown): unknown => {
    if (typeof v === "string" && /^[0-9]{1,30}$/.test(v)) return (BigInt(v) + BigInt(SHIFT_NS)).toString();
    if (typeof v === "number" && Number.isInteger(v) && v >= 0) return v + SHIFT_NS;
    return v;
  };
  const copy = (v: unknown): unknown => {
    if (typeof v === "string") return str(v);
    if (Array.isArray(v)) return v.map(copy);
    if (!isObj(v)) return v;
    const o: Obj = {};
    for (const [k, x] of Object.entries(v)) {
      const val = k.endsWith("UnixNano") ? shift(x) : copy(x);
      if (k === "__proto__") Object.defineProperty(o, k, { value: val, enumerable: true, writable: true, configurable: true });
      else o[k] = val;
    }
    return o;
  };
  return { doc: copy(doc), ids };
}

function shuffle<T>(list: T[], rnd: () => number): T[] {
  const a = list.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

interface Item {
  resource: unknown;
  scopeKey: string;
  scope: Obj;
  record: unknown;
}

/** Spans (or log records) with the resource and scope they were exported under. */
function items(docs: Obj[], signal: "spans" | "logs"): Item[] {
  const out: Item[] = [];
  for (const d of docs) {
    const list = d[signal === "spans" ? "resourceSpans" : "resourceLogs"];
    if (!Array.isArray(list)) continue;
    for (const rs of list as Obj[]) {
      const keys = signal === "spans" ? ["scopeSpans", "instrumentationLibrarySpans"] : ["scopeLogs"];
      for (const scopeKey of keys) {
        const scopes = rs[scopeKey];
        if (!Array.isArray(scopes)) continue;
        for (const ss of scopes as Obj[]) {
          const recs = ss[signal === "spans" ? "spans" : "logRecords"];
          const scope: Obj = { ...ss };
          delete scope.spans;
          delete scope.logRecords;
          if (Array.isArray(recs)) for (const record of recs) out.push({ resource: rs.resource, scopeKey, scope, record });
        }
      }
    }
  }
  return out;
}

/** Items as export requests' resource lists: each run of 1-3 items under its own resource and scope entry. */
function regroup(list: Item[], signal: "spans" | "logs", rnd: () => number): Obj[] {
  const out: Obj[] = [];
  for (let i = 0; i < list.length; ) {
    const n = 1 + Math.floor(rnd() * 3);
    const first = list[i]!;
    const run = [first];
    for (let j = i + 1; j < i + n && j < list.length; j++) {
      const x = list[j]!;
      if (x.resource !== first.resource || x.scopeKey !== first.scopeKey || x.scope.scope !== first.scope.scope) break;
      run.push(x);
    }
    const scope: Obj = { ...first.scope, [signal === "spans" ? "spans" : "logRecords"]: run.map((x) => x.record) };
    const rs: Obj = { [first.scopeKey]: [scope] };
    if (first.resource !== undefined) rs.resource = first.resource;
    out.push(rs);
    i += run.length;
  }
  return out;
}

/**
 * The spans and log records of an OTLP document (one export request, or the requests of a JSON
 * lines file) shuffled and re-batched: `lines` splits them into several export requests (a JSON
 * lines file), else one document with many resource and scope entries (wrapper fields kept).
 */
export function rebatch(doc: unknown, rnd: () => number, lines: boolean): unknown {
  const docs = (Array.isArray(doc) ? doc : [doc]) as Obj[];
  const spans = shuffle(items(docs, "spans"), rnd);
  const logs = shuffle(items(docs, "logs"), rnd);
  const rs = regroup(spans, "spans", rnd);
  const rl = regroup(logs, "logs", rnd);
  if (!lines) {
    const out: Obj = Array.isArray(doc) ? {} : { ...(doc as Obj) };
    delete out.resourceSpans;
    delete out.resourceLogs;
    out.resourceSpans = rs;
    if (rl.length > 0) out.resourceLogs = rl;
    return out;
  }
  const reqs: Obj[] = [...rs.map((x) => ({ resourceSpans: [x] })), ...rl.map((x) => ({ resourceLogs: [x] }))];
  return shuffle(reqs, rnd);
}

const MS = 1_000_000n;

/** A `*UnixNano` value as a bigint (digit strings and safe JSON integers), else undefined. */
function nanoOf(v: unknown): bigint | undefined {
  if (typeof v === "string" && /^[0-9]{1,30}$/.test(v)) return BigInt(v);
  if (typeof v === "number" && Number.isSafeInteger(v) && v >= 0) return BigInt(v);
  return undefined;
}

/**
 * The document of another run in which calls fell differently on a millisecond clock. The
 * OpenTelemetry JS SDK records a span's start to the millisecond and its end as that start plus the
 * measured duration: a span that started in millisecond S+1 could as well have started in
 * millisecond S when no span it may have followed ended after S+1 ms, so such spans (leaves only,
 * as a parent moved earlier could end before its children) get their start and end 1 ms earlier,
 * ascending, once per millisecond pair. Returns the copy and how many spans moved.
 */
export function earlierMilliseconds(doc: unknown): { doc: unknown; moved: number } {
  const copy = structuredClone(doc);
  const spans: Obj[] = [];
  const parents = new Set<string>();
  const docs = (Array.isArray(copy) ? copy : [copy]) as Obj[];
  for (const { record } of items(docs, "spans")) {
    if (!isObj(record)) continue;
    spans.push(record);
    if (typeof record.parentSpanId === "string" && record.parentSpanId !== "") parents.add(record.parentSpanId);
  }
  const at = (s: Obj, k: string): bigint | undefined => nanoOf(s[k]);
  const set = (s: Obj, k: string, v: bigint): void => {
    s[k] = typeof s[k] === "number" ? Number(v) : v.toString();
  };
  const starts = [...new Set(spans.map((s) => at(s, "startTimeUnixNano")).filter((v): v is bigint => v !== undefined && v % MS === 0n))].sort((a, b) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  let moved = 0;
  let skip: bigint | undefined;
  for (const s0 of starts) {
    if (s0 === skip) continue;
    const next = s0 + MS;
    const group = spans.filter((s) => at(s, "startTimeUnixNano") === next);
    if (group.length === 0) continue;
    if (group.some((s) => typeof s.spanId === "string" && parents.has(s.spanId))) continue;
    const inGroup = new Set(group);
    const blocked = spans.some((s) => {
      if (inGroup.has(s)) return false;
      const e = at(s, "endTimeUnixNano");
      return e !== undefined && e >= next && e < next + MS;
    });
    if (blocked) continue;
    for (const s of group) {
      set(s, "startTimeUnixNano", next - MS);
      const e = at(s, "endTimeUnixNano");
      if (e !== undefined) set(s, "endTimeUnixNano", e - MS);
      moved++;
    }
    skip = next;
  }
  return { doc: copy, moved };
}
