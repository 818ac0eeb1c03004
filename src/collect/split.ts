// Received OTLP resources -> one OTLP/JSON document per trace, named by the trace's stable identity
// (docs/collect.md): `arh.trace_id` on the root span or its resource, else the root span's name and
// its ordinal among the run's traces of that name. Pure; the order of arrival decides ordinals.
type Obj = Record<string, unknown>;

export interface TraceFile {
  /** File name without directory: `<identity>.json`. */
  name: string;
  doc: Obj;
  spans: number;
  logs: number;
}

export interface Split {
  files: TraceFile[];
  /** Log records with no trace id, or a trace id no span of the run has. */
  untracedLogs: number;
}

const MAX_NAME = 100;

function isObj(v: unknown): v is Obj {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function list(o: Obj, k: string): Obj[] {
  const v = o[k];
  return Array.isArray(v) ? v.filter(isObj) : [];
}

/** A string attribute of an OTLP attribute list. */
function strAttr(attrs: unknown, key: string): string | undefined {
  if (!Array.isArray(attrs)) return undefined;
  for (const a of attrs) {
    if (!isObj(a) || a.key !== key || !isObj(a.value)) continue;
    const v = a.value.stringValue;
    if (typeof v === "string" && v !== "") return v;
  }
  return undefined;
}

/** A file name from untrusted text: [A-Za-z0-9._-] only, bounded, never hidden or empty. */
export function safeName(s: string): string {
  let n = s.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, MAX_NAME);
  n = n.replace(/^[._]+/, "");
  return n === "" ? "trace" : n;
}

interface Group {
  /** resource object -> its index in the output list */
  resources: Map<Obj, number>;
  out: Obj[];
  /** (resource, scope) -> item list */
  scopes: Map<Obj, Obj[]>;
}

function groupPush(g: Group, scopeKey: string, itemKey: string, res: Obj, scope: Obj, item: Obj): void {
  let items = g.scopes.get(scope);
  if (!items) {
    let ri = g.resources.get(res);
    if (ri === undefined) {
      ri = g.out.length;
      const copy: Obj = { [scopeKey]: [] };
      if (isObj(res.resource)) copy.resource = res.resource;
      if (typeof res.schemaUrl === "string") copy.schemaUrl = res.schemaUrl;
      g.out.push(copy);
      g.resources.set(res, ri);
    }
    items = [];
    const sc: Obj = { [itemKey]: items };
    if (isObj(scope.scope)) sc.scope = scope.scope;
    if (typeof scope.schemaUrl === "string") sc.schemaUrl = scope.schemaUrl;
    (g.out[ri]![scopeKey] as Obj[]).push(sc);
    g.scopes.set(scope, items);
  }
  items.push(item);
}

interface TraceAcc {
  spans: Group;
  logs: Group;
  spanIds: Set<string>;
  nSpans: number;
  nLogs: number;
  /** spans with their resource, for finding the root */
  all: { span: Obj; res: Obj }[];
}

const newGroup = (): Group => ({ resources: new Map(), out: [], scopes: new Map() });

export function splitByTrace(resourceSpans: Obj[], resourceLogs: Obj[]): Split {
  const traces = new Map<string, TraceAcc>();
  for (const rs of resourceSpans) {
    for (const ss of list(rs, "scopeSpans")) {
      for (const span of list(ss, "spans")) {
        const id = typeof span.traceId === "string" ? span.traceId.toLowerCase() : "";
        let t = traces.get(id);
        if (!t) traces.set(id, (t = { spans: newGroup(), logs: newGroup(), spanIds: new Set(), nSpans: 0, nLogs: 0, all: [] }));
        groupPush(t.spans, "scopeSpans", "spans", rs, ss, span);
        if (typeof span.spanId === "string") t.spanIds.add(span.spanId.toLowerCase());
        t.all.push({ span, res: rs });
        t.nSpans++;
      }
    }
  }
  let untracedLogs = 0;
  for (const rl of resourceLogs) {
    for (const sl of list(rl, "scopeLogs")) {
      for (const rec of list(sl, "logRecords")) {
        const id = typeof rec.traceId === "string" ? rec.traceId.toLowerCase() : "";
        const t = id === "" ? undefined : traces.get(id);
        if (!t) {
          untracedLogs++;
          continue;
        }
        groupPush(t.logs, "scopeLogs", "logRecords", rl, sl, rec);
        t.nLogs++;
      }
    }
  }
  const files: TraceFile[] = [];
  const used = new Map<string, number>();
  const ordinals = new Map<string, number>();
  for (const t of traces.values()) {
    let root = t.all[0]!;
    for (const x of t.all) {
      const p = typeof x.span.parentSpanId === "string" ? x.span.parentSpanId.toLowerCase() : "";
      if (p === "" || !t.spanIds.has(p)) {
        root = x;
        break;
      }
    }
    const res = isObj(root.res.resource) ? root.res.resource.attributes : undefined;
    const explicit = strAttr(root.span.attributes, "arh.trace_id") ?? strAttr(res, "arh.trace_id");
    let base: string;
    if (explicit !== undefined) base = safeName(explicit);
    else {
      const n = safeName(typeof root.span.name === "string" ? root.span.name.trim() : "trace");
      const k = (ordinals.get(n) ?? 0) + 1;
      ordinals.set(n, k);
      base = `${n}-${k}`;
    }
    const dup = (used.get(base) ?? 0) + 1;
    used.set(base, dup);
    const name = dup === 1 ? base : `${base}-${dup}`;
    const doc: Obj = { resourceSpans: t.spans.out };
    if (t.logs.out.length > 0) doc.resourceLogs = t.logs.out;
    files.push({ name: `${name}.json`, doc, spans: t.nSpans, logs: t.nLogs });
  }
  return { files, untracedLogs };
}
