// The inputs of `arh calibrate --judge` (docs/calibrate.md, "Judges"): rows of {id, step?, label?,
// score?} from a JSONL or CSV file (the human labels, or the judge's own scores), the judge's
// evaluations read from canonical trace documents, and the pairing of the two by (trace id, step id).
// Pure: text in, rows or one clear line out.
import { UsageError } from "../errors.js";

/** One judged or labelled item: a trace (`step` null) or one step of it. */
export interface ItemRow {
  id: string;
  step: string | null;
  label?: string;
  score?: number;
  /** Where the row is, for messages: `file:line`. */
  at: string;
}

export const MAX_ROWS = 1_000_000;
const MAX_ID = 500;
const MAX_LABEL = 200;

const cut = (s: string, n = 80): string => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
const q = (s: string): string => JSON.stringify(cut(s));

/** A row's key: the same for the same (trace id, step id), whatever the strings hold. */
export const itemKey = (r: { id: string; step: string | null }): string => JSON.stringify([r.id, r.step]);
export const itemName = (r: { id: string; step: string | null }): string => (r.step === null ? `trace ${q(r.id)}` : `trace ${q(r.id)} step ${q(r.step)}`);

/** A score from JSON (a finite number) or CSV (a decimal numeral); anything else is one line. */
function scoreOf(v: unknown, at: string): number | undefined {
  if (v === undefined || v === null || v === "") return undefined;
  const n = typeof v === "number" ? v : typeof v === "string" && /^\s*[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/.test(v) ? Number(v) : NaN;
  if (!Number.isFinite(n)) throw new UsageError(`${at}: score ${cut(typeof v === "string" ? JSON.stringify(v) : String(JSON.stringify(v) ?? v))} is not a number`);
  return n;
}

function labelOf(v: unknown, at: string): string | undefined {
  if (v === undefined || v === null || v === "") return undefined;
  if (typeof v === "boolean") return v ? "pass" : "fail";
  if (typeof v !== "string" && typeof v !== "number") throw new UsageError(`${at}: label must be a string, got ${cut(JSON.stringify(v) ?? String(v))}`);
  const s = String(v).trim();
  if (s.length > MAX_LABEL) throw new UsageError(`${at}: label ${q(s)} is longer than ${MAX_LABEL} characters`);
  return s;
}

/** One row's fields checked: an id, an optional step, a label or a score. */
export function itemRow(o: Record<string, unknown>, at: string): ItemRow {
  const id = typeof o.id === "number" ? String(o.id) : o.id;
  if (typeof id !== "string" || id.trim() === "") throw new UsageError(`${at}: no "id" (the trace id the label is for)`);
  if (id.length > MAX_ID) throw new UsageError(`${at}: id ${q(id)} is longer than ${MAX_ID} characters`);
  const step = o.step === undefined || o.step === null || o.step === "" ? null : typeof o.step === "string" || typeof o.step === "number" ? String(o.step) : undefined;
  if (step === undefined || (step !== null && step.length > MAX_ID)) throw new UsageError(`${at}: step must be the step id, a string of at most ${MAX_ID} characters`);
  const row: ItemRow = { id, step, at };
  const label = labelOf(o.label, at);
  const score = scoreOf(o.score, at);
  if (label !== undefined) row.label = label;
  if (score !== undefined) row.score = score;
  if (label === undefined && score === undefined) throw new UsageError(`${at}: ${itemName(row)} has neither a label nor a score`);
  return row;
}

/**
 * Split CSV text into records of fields (RFC 4180: quoted fields, "" inside quotes, CRLF or LF).
 * Hand-written: no CSV library is among the project's dependencies, and this is the whole grammar.
 */
export function csvRecords(text: string, file: string): { fields: string[]; line: number }[] {
  const out: { fields: string[]; line: number }[] = [];
  let fields: string[] = [];
  let cur = "";
  let line = 1;
  let start = 1;
  let i = 0;
  let quoted = false;
  const endRecord = (): void => {
    fields.push(cur);
    if (fields.length > 1 || fields[0] !== "") out.push({ fields, line: start });
    if (out.length > MAX_ROWS) throw new UsageError(`${file}: more than ${MAX_ROWS} rows`);
    fields = [];
    cur = "";
  };
  while (i < text.length) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cur += '"';
      i += 2;
    } else if (quoted && c === '"') {
      quoted = false;
      i++;
    } else if (quoted) {
      if (c === "\n") line++;
      cur += c;
      i++;
    } else if (c === '"' && cur === "") {
      quoted = true;
      i++;
    } else if (c === ",") {
      fields.push(cur);
      cur = "";
      i++;
    } else if (c === "\n" || c === "\r") {
      endRecord();
      i += c === "\r" && text[i + 1] === "\n" ? 2 : 1;
      start = ++line;
    } else {
      cur += c;
      i++;
    }
  }
  if (quoted) throw new UsageError(`${file}:${start}: a quoted field is not closed`);
  endRecord();
  return out;
}

/** The rows of a CSV file with a header naming `id` and `label` and/or `score` (and `step`). */
function csvRows(text: string, file: string): ItemRow[] {
  const records = csvRecords(text, file);
  if (records.length === 0) throw new UsageError(`${file}: empty: expected a header (id,label or id,score) and rows`);
  const header = records[0]!.fields.map((h) => h.trim().toLowerCase());
  if (!header.includes("id") || !(header.includes("label") || header.includes("score"))) throw new UsageError(`${file}:1: the header must name an id column and a label or score column, got ${q(records[0]!.fields.join(","))}`);
  return records.slice(1).map(({ fields, line }) => {
    const at = `${file}:${line}`;
    if (fields.length !== header.length) throw new UsageError(`${at}: ${fields.length} field(s), the header has ${header.length}`);
    const o: Record<string, unknown> = {};
    header.forEach((h, i) => (o[h] = fields[i]!.trim()));
    return itemRow(o, at);
  });
}

function jsonlRows(text: string, file: string): ItemRow[] {
  const out: ItemRow[] = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === "") continue;
    const at = `${file}:${i + 1}`;
    let o: unknown;
    try {
      o = JSON.parse(line);
    } catch {
      throw new UsageError(`${at}: not a JSON line: ${q(line)} (expected {"id": …, "label": …} or {"id": …, "score": …})`);
    }
    if (o === null || typeof o !== "object" || Array.isArray(o)) throw new UsageError(`${at}: expected a JSON object per line, got ${q(line)}`);
    out.push(itemRow(o as Record<string, unknown>, at));
    if (out.length > MAX_ROWS) throw new UsageError(`${file}: more than ${MAX_ROWS} rows`);
  }
  return out;
}

/** The rows of a labels or scores file: CSV when its name ends in .csv, JSON lines otherwise. */
export function parseItemRows(text: string, file: string): ItemRow[] {
  const t = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return /\.csv$/i.test(file) ? csvRows(t, file) : jsonlRows(t, file);
}

/**
 * The evaluations named `judge` of one canonical trace document (the raw object, before parsing):
 * the trace's `evaluations` (each with an optional `step`) and each step's own `evaluations`.
 */
export function traceEvaluationRows(doc: unknown, judge: string, file: string): ItemRow[] {
  if (doc === null || typeof doc !== "object" || Array.isArray(doc)) return [];
  const t = doc as Record<string, unknown>;
  const id = typeof t.trace_id === "string" ? t.trace_id : null;
  if (id === null) return [];
  const out: ItemRow[] = [];
  const take = (list: unknown, where: string, step: string | null): void => {
    if (!Array.isArray(list)) return;
    list.forEach((e, i) => {
      if (e === null || typeof e !== "object" || (e as Record<string, unknown>).name !== judge) return;
      const o = e as Record<string, unknown>;
      out.push(itemRow({ id, step: step ?? o.step, label: o.label, score: o.score }, `${file} (${where}/evaluations/${i})`));
    });
  };
  take(t.evaluations, "", null);
  if (Array.isArray(t.steps)) {
    t.steps.forEach((s, i) => {
      if (s !== null && typeof s === "object") take((s as Record<string, unknown>).evaluations, `/steps/${i}`, typeof (s as Record<string, unknown>).step_id === "string" ? ((s as Record<string, unknown>).step_id as string) : null);
    });
  }
  return out;
}

/** Rows by key; a key twice is one line naming both places. */
export function indexRows(rows: readonly ItemRow[], what: string): Map<string, ItemRow> {
  const m = new Map<string, ItemRow>();
  for (const r of rows) {
    const k = itemKey(r);
    const had = m.get(k);
    if (had) throw new UsageError(`${what}: ${itemName(r)} appears twice (${had.at} and ${r.at}): one ${what === "labels" ? "label" : "result"} per item`);
    m.set(k, r);
  }
  return m;
}

export interface Pairing {
  pairs: { judge: ItemRow; human: ItemRow }[];
  /** Labels without a judge result, and judge results without a label (a few named, for the summary). */
  labelsOnly: ItemRow[];
  resultsOnly: ItemRow[];
}

/** Pair judge results with labels by (trace id, step id), in the labels' order. */
export function pairRows(results: readonly ItemRow[], labels: readonly ItemRow[]): Pairing {
  const r = indexRows(results, "judge results");
  const l = indexRows(labels, "labels");
  const pairs: Pairing["pairs"] = [];
  const labelsOnly: ItemRow[] = [];
  for (const [k, human] of l) {
    const judge = r.get(k);
    if (judge) pairs.push({ judge, human });
    else labelsOnly.push(human);
  }
  const resultsOnly = [...r].filter(([k]) => !l.has(k)).map(([, v]) => v);
  return { pairs, labelsOnly, resultsOnly };
}
