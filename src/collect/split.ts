// Received OTLP resources -> one OTLP/JSON document per trace, named by the trace's stable identity
// (docs/collect.md, src/adapters/identity.ts): an id the run recorded (`arh.trace_id`, the AI SDK's
// telemetry metadata, OpenInference metadata or session), else `<root span name>-<digest of the
// first user message>-<n>`, n numbering repeats of one input by what they did. Pure; the order of
// arrival, span ids, trace ids and timestamps decide nothing.
import { type IdLog, type Library, type TraceIdentity, TRACE_ID_FIX, derivedIds, idLog, traceIdentity } from "../adapters/identity.js";

type Obj = Record<string, unknown>;

export interface TraceFile {
  /** File name without directory: `<identity>.json`. */
  name: string;
  /** How the name was found: recorded by the run, or derived from what it did. */
  derived: boolean;
  /** The instrumentation detected (for the fix of a derived name). */
  library: Library;
  doc: Obj;
  spans: number;
  logs: number;
}

export interface Split {
  /** In name order. */
  files: TraceFile[];
  /** Recorded ids that several traces share (their files are suffixed `-2`, `-3`, ...). */
  duplicateIds: string[];
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
  /** spans with their resource's attributes, and the log records: the trace's identity */
  all: { span: Obj; resourceAttributes: unknown }[];
  logRecs: IdLog[];
}

const newGroup = (): Group => ({ resources: new Map(), out: [], scopes: new Map() });

export function splitByTrace(resourceSpans: Obj[], resourceLogs: Obj[]): Split {
  const traces = new Map<string, TraceAcc>();
  for (const rs of resourceSpans) {
    for (const ss of list(rs, "scopeSpans")) {
      for (const span of list(ss, "spans")) {
        const id = typeof span.traceId === "string" ? span.traceId.toLowerCase() : "";
        let t = traces.get(id);
        if (!t) traces.set(id, (t = { spans: newGroup(), logs: newGroup(), spanIds: new Set(), nSpans: 0, nLogs: 0, all: [], logRecs: [] }));
        groupPush(t.spans, "scopeSpans", "spans", rs, ss, span);
        if (typeof span.spanId === "string") t.spanIds.add(span.spanId.toLowerCase());
        t.all.push({ span, resourceAttributes: isObj(rs.resource) ? rs.resource.attributes : undefined });
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
        t.logRecs.push(idLog(rec));
        t.nLogs++;
      }
    }
  }
  const accs = [...traces.values()];
  const ids: TraceIdentity[] = accs.map((t) => traceIdentity(t.all, t.logRecs));
  // The traces that recorded an id are named first: a derived name never takes the name or the id
  // of a recorded trace (their files and trace ids stay apart, whatever the root span is called).
  const files: TraceFile[] = [];
  const names = new Set<string>();
  const recordedBases = new Set<string>();
  const duplicateIds = new Set<string>();
  /** `base`, else `base-2`, `base-3`, ...: the first name no file has yet. */
  const claim = (base: string): string => {
    let name = base;
    for (let n = 2; names.has(name); n++) name = `${base}-${n}`;
    names.add(name);
    return name;
  };
  const push = (i: number, name: string): void => {
    const t = accs[i]!;
    const doc: Obj = { resourceSpans: t.spans.out };
    if (t.logs.out.length > 0) doc.resourceLogs = t.logs.out;
    files.push({ name: `${name}.json`, derived: !ids[i]!.recorded, library: ids[i]!.library, doc, spans: t.nSpans, logs: t.nLogs });
  };
  // Recorded ids several traces share (a session id, say): numbered in the order of their input and
  // of what each did, not of arrival.
  const recordedOrder = accs
    .map((_, i) => i)
    .filter((i) => ids[i]!.recorded)
    .sort((a, b) => cmp(ids[a]!.recorded!.id, ids[b]!.recorded!.id) || cmp(ids[a]!.base, ids[b]!.base) || cmp(ids[a]!.key, ids[b]!.key) || a - b);
  const recordedIds = new Set<string>();
  for (const i of recordedOrder) {
    const rec = ids[i]!.recorded!;
    const base = safeName(rec.id);
    if (recordedBases.has(base)) duplicateIds.add(rec.id);
    recordedBases.add(base);
    recordedIds.add(rec.id);
    push(i, claim(base));
  }
  const derived = derivedIds(ids, (id) => names.has(safeName(id)));
  const derivedOrder = accs
    .map((_, i) => i)
    .filter((i) => !ids[i]!.recorded)
    .sort((a, b) => cmp(ids[a]!.base, ids[b]!.base) || cmp(ids[a]!.key, ids[b]!.key) || a - b);
  for (const i of derivedOrder) {
    // a name the reduction to [A-Za-z0-9._-] made equal to another: the next free one, never an id a trace recorded
    const base = safeName(derived[i]!);
    let name = claim(base);
    while (recordedIds.has(name)) name = claim(base);
    push(i, name);
  }
  files.sort((a, b) => cmp(a.name, b.name));
  return { files, duplicateIds: [...duplicateIds].sort(cmp), untracedLogs };
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The line `arh collect` prints when some file names had to be derived: how, and the fix for the
 * instrumentations detected; undefined when every trace recorded its id. */
export function derivedNamesLine(files: readonly TraceFile[]): string | undefined {
  const derived = files.filter((f) => f.derived);
  if (derived.length === 0) return undefined;
  const fixes = [...new Set(derived.map((f) => TRACE_ID_FIX[f.library]))].sort(cmp);
  return `${derived.length} of ${files.length} trace(s) recorded no trace id: named <root span name>-<digest of the first user message>-<n> (docs/collect.md). Record one per scenario: ${fixes.join(" | ")}`;
}
