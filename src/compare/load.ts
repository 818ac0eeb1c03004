// Reading baseline / candidate reports: ours, and the Python harness's v1 and v0.1 reports
// (v0.1 findings have no rule_id; v0.1 reports have no schema_version). Any problem is a
// UsageError naming the file and the problem (exit code 2).
import { InputError, UsageError } from "../errors.js";
import { readRegularFile } from "../util/readfile.js";
import { checkDepth } from "../trace/parse.js";
import { makeLocator } from "../json/findings.js";
import { truncateText } from "../util/bound.js";
import { findSyntaxError, LineMap } from "../json/locate.js";
import type { Finding, Report, ReportSummary, TraceReport } from "../types.js";
import { pyStr, pyTruthy, pyRound } from "./util.js";
import { JsonReadError, JsonStreamReader, type PullReader } from "../jsonstream/reader.js";
import { JsonScanner } from "../jsonstream/scanner.js";
import { MAX_DEPTH } from "../util/canonical.js";
import { expandLeanSteps, formatProblem, StepLists, type ReadList } from "./digests.js";
import { randomBytes } from "node:crypto";

/** What a report file is expected to be, in messages. */
export const REPORT_HINT = "expected an object with a 'reports' array (written by 'arh validate --json-out')";

/** Why a shard's partial report (it has `partial_version` and no `reports`) cannot be compared. */
export const PARTIAL_REPORT_PROBLEM =
  "is a shard's partial report (written by 'arh validate --shard i/N --partial-out'), not a validation report: merge the partials of every shard first ('arh merge --expect N --json-out F PARTIAL...') and use that report";

/** Reports up to this size are read as one text (JSON.parse is several times faster). */
export const MAX_REPORT_BYTES = 256 * 1024 * 1024;

/**
 * Larger reports are streamed (src/jsonstream/reader.ts): no string holds the file, so a report over
 * V8's string limit (about 512 MB) reads too. Smaller ones go through JSON.parse, the faster path.
 */
export const STREAM_REPORTS_ABOVE = 32 * 1024 * 1024;

/**
 * Read and check a report file. `label` names its role in messages ("baseline report").
 *
 * A report is first read with the fast scanner, entry by entry (`scanReportFile`): no string holds
 * the file, each entry is normalised as soon as it is parsed, and the scanner's depth check stands
 * for `checkDepth`. A file that read meets anything but a valid report (or cannot open) is read
 * again the exact way below, whose messages every problem gets.
 */
export function loadReportFile(path: string, label = "report", streamAbove = STREAM_REPORTS_ABOVE): Report {
  return scanReportFile(path) ?? normalizeReport(readReportDocument(path, `${label} ${path}`, streamAbove), path, label);
}

/** Thrown inside `scanReport` when the file is anything but a valid report: the exact path reads it. */
const NOT_FAST = new Error("not read by the fast path");

/**
 * A report file read with the fast scanner and normalised as `normalizeReport` normalises it, or
 * null when the file is anything else (unreadable, invalid JSON, too deep, not a report, a
 * duplicate id, a key twice at the top level): the caller then reads it the exact way, for the
 * message. For a valid report both give equal values, keys in the same order.
 */
export function scanReportFile(path: string): Report | null {
  let sc: JsonScanner;
  try {
    sc = new JsonScanner(path);
  } catch {
    return null;
  }
  try {
    return scanReport(sc);
  } catch {
    return null;
  } finally {
    sc.close();
  }
}

function scanReport(sc: JsonScanner): Report {
  if (sc.next()?.name !== "startObject") throw NOT_FAST;
  // the document's own object, as JSON.parse builds it: keys in file order
  const obj: Record<string, unknown> = {};
  let reports: TraceReport[] | null = null;
  const lists = new StepLists(lastLists);
  const layout = { misses: 0 };
  for (;;) {
    const t = sc.expect();
    if (t.name === "endObject") break;
    if (t.name !== "keyValue") throw NOT_FAST;
    const key = t.value;
    // a key twice (JSON.parse keeps the first place and the last value) or `__proto__`: the exact path
    if (key === "__proto__" || Object.prototype.hasOwnProperty.call(obj, key)) throw NOT_FAST;
    if (key !== "reports") {
      obj[key] = sc.readValue(1);
      continue;
    }
    if (sc.expect().name !== "startArray") throw NOT_FAST;
    reports = [];
    const seen = new Set<string>();
    for (;;) {
      const p = sc.peek();
      if (p?.name === "endArray") {
        sc.next();
        break;
      }
      if (p?.name !== "startObject") throw NOT_FAST;
      const e = adoptEntry(readEntry(sc, lists, layout));
      if (seen.has(e.trace_id)) throw NOT_FAST;
      seen.add(e.trace_id);
      reports.push(e);
    }
    obj.reports = reports;
  }
  if (sc.next() !== null || reports === null) throw NOT_FAST;
  if (schemaProblem(obj.schema_version) !== null || formatProblem(obj.format_version) !== null || policyDigestProblem(obj.policy_digest) !== null) throw NOT_FAST;
  keepLists(lists.kept());
  return finishReport(obj, reports);
}

/**
 * The step lists of the report read last (compare/digests.ts StepLists): the next one shares those
 * it repeats. Kept until the event loop turns: `arh compare` reads the candidate right after its
 * baseline, and a process that reads one report does not hold its lists' bytes after.
 */
let lastLists: ReadonlyMap<string, ReadList> = new Map();
/** The turn of the event loop that lets them go. */
let letGo: NodeJS.Immediate | null = null;

/**
 * Let go of the step lists of the report read last, now: no report read from here on repeats
 * them (their bytes, 1.6 MB a thousand traces, stay until the event loop turns otherwise).
 */
export function forgetReadLists(): void {
  if (letGo !== null) clearImmediate(letGo);
  letGo = null;
  lastLists = new Map();
}

function keepLists(kept: ReadonlyMap<string, ReadList>): void {
  forgetReadLists();
  lastLists = kept;
  if (kept.size > 0) letGo = setImmediate(forgetReadLists).unref();
}

/**
 * What an entry's `steps` holds while its list is read apart (`parseEntry`): a string no report
 * can hold (random per process), whose JSON text starts with an escape, so that the entry's text
 * with it in place of the list is valid JSON only where a value was.
 */
const STEPS_PLACEHOLDER = `\u0000arh-steps-${randomBytes(12).toString("hex")}`;
const PLACEHOLDER_JSON = Buffer.from(JSON.stringify(STEPS_PLACEHOLDER));
const STEPS_KEY = Buffer.from('"steps"');

/** Where an entry's text is put together around the placeholder (grown as entries need, up to MAX_SCRATCH). */
let scratch = Buffer.allocUnsafe(64 * 1024);
const MAX_SCRATCH = 1024 * 1024;

/** The text of `buf` from `start` to `end` with the bytes from `a` to `b` replaced by the placeholder: one string, made once. */
function withPlaceholder(buf: Buffer, start: number, a: number, b: number, end: number): string {
  const n = a - start + PLACEHOLDER_JSON.length + (end - b);
  if (n > MAX_SCRATCH) return buf.toString("utf8", start, a) + PLACEHOLDER_JSON.toString("latin1") + buf.toString("utf8", b, end);
  if (scratch.length < n) scratch = Buffer.allocUnsafe(Math.min(MAX_SCRATCH, Math.max(n, 2 * scratch.length)));
  buf.copy(scratch, 0, start, a);
  PLACEHOLDER_JSON.copy(scratch, a - start);
  buf.copy(scratch, a - start + PLACEHOLDER_JSON.length, b, end);
  return scratch.toString("utf8", 0, n);
}

/** Entries whose end is not where `ENTRY_END` puts it before a report is read with the scanner alone. */
const MAX_MISSES = 4;

/** The end of an entry of `reports` as reports are written (2-space indentation: the entry's closing brace alone on a line, 4 spaces in). */
const ENTRY_END = Buffer.from("\n    }");

/**
 * The next entry of `reports`, parsed (`parseEntry`). Its end is looked for first where an
 * indented report has it (`ENTRY_END`, in the bytes at hand): the parse of the bytes up to there
 * succeeds only when they are the whole entry, whose depth is then checked on the parsed value.
 * Otherwise (a compact report, or an entry longer than the bytes at hand) the scanner finds the
 * end, checking the depth; a report where the guess fails a few times is read that way on.
 */
function readEntry(sc: JsonScanner, lists: StepLists, layout: { misses: number }): Record<string, unknown> {
  if (layout.misses < MAX_MISSES) {
    let { buf, start } = sc.valueStart();
    let k = buf.indexOf(ENTRY_END, start);
    // an entry the bytes at hand end in the middle of: more of the file (a few blocks at most)
    for (let more = 0; k < 0 && more < 4; more++) {
      const searched = buf.length - start;
      const w = sc.extendWindow();
      if (w === null) break;
      ({ buf, start } = w);
      k = buf.indexOf(ENTRY_END, Math.max(start, start + searched - ENTRY_END.length));
    }
    if (k >= 0) {
      const end = k + ENTRY_END.length;
      let e: { entry: Record<string, unknown>; steps: unknown } | null = null;
      try {
        e = parseEntry(buf, start, end, lists);
      } catch {
        e = null; // not the whole entry (or invalid: the scanner says so below)
      }
      // an entry sits at depth 3 (the document, its `reports` array); digests read here are not deep
      if (e !== null && !deeper(e.entry, 3, e.steps)) {
        sc.skipTo(end);
        return e.entry;
      }
    }
    layout.misses++;
  }
  const { buf, start, end } = sc.readBytes(2);
  return parseEntry(buf, start, end, lists).entry;
}

/** Whether `v` (at depth `depth`) holds a value nested deeper than MAX_DEPTH, not looking into `skip`. */
function deeper(v: object, depth: number, skip: unknown): boolean {
  if (depth > MAX_DEPTH) return true;
  if (Array.isArray(v)) {
    for (const x of v as unknown[]) if (x !== null && typeof x === "object" && deeper(x, depth + 1, skip)) return true;
    return false;
  }
  for (const key in v) {
    const x = (v as Record<string, unknown>)[key];
    if (x !== skip && x !== null && typeof x === "object" && deeper(x, depth + 1, skip)) return true;
  }
  return false;
}

/**
 * The entry in `buf` from `start` to `end` (a JSON object), as JSON.parse gives it, except that a
 * list of lean digests in its `steps` comes expanded (as `expandLeanSteps` expands it), and shared
 * with the same trace of the report read before when its list has the same bytes (`lists`). The
 * list is read apart and its place in the entry's text taken by a placeholder: when the entry then
 * holds the placeholder in `steps`, that was its `steps` value; anything else is parsed whole.
 * Invalid JSON throws.
 */
function parseEntry(buf: Buffer, start: number, end: number, lists: StepLists): { entry: Record<string, unknown>; steps: unknown } {
  const a = stepsStart(buf, start, end);
  if (a >= 0) {
    const id = idHint(buf, start, end);
    const read = lists.read(id, buf, a, end);
    const b = read !== null ? read.end : arrayEnd(buf, a, end);
    if (b >= 0) {
      const e: unknown = JSON.parse(withPlaceholder(buf, start, a, b, end));
      if (typeof e === "object" && e !== null && (e as { steps?: unknown }).steps === STEPS_PLACEHOLDER) {
        const o = e as Record<string, unknown>;
        o.steps = read !== null ? read.value : lists.parse(id, buf, a, b);
        // digests decoded (or shared) are known to be shallow; a list parsed is checked with the rest
        return { entry: o, steps: read !== null ? read.value : undefined };
      }
    }
  }
  return { entry: JSON.parse(buf.toString("utf8", start, end)) as Record<string, unknown>, steps: undefined };
}

/**
 * Where the array after the first `"steps"` key of the bytes from `start` to `end` starts, or -1.
 * Raw `"steps"` followed by a colon is a key (a quote inside a string is escaped); at which depth
 * is for the caller to check.
 */
function stepsStart(buf: Buffer, start: number, end: number): number {
  const k = buf.subarray(start, end).indexOf(STEPS_KEY);
  if (k < 0) return -1;
  let i = start + k + STEPS_KEY.length;
  while (i < end && isSpace(buf[i]!)) i++;
  if (buf[i] !== 0x3a) return -1;
  i++;
  while (i < end && isSpace(buf[i]!)) i++;
  return buf[i] === 0x5b ? i : -1;
}

const TRACE_ID_KEY = Buffer.from('"trace_id"');

/**
 * The string after the first `"trace_id"` key of the bytes from `start` to `end` when it has no
 * escape, else null: where `StepLists` looks for the trace's list, not the entry's id (which the
 * parse gives; a wrong hint only finds no list).
 */
function idHint(buf: Buffer, start: number, end: number): string | null {
  const k = buf.subarray(start, end).indexOf(TRACE_ID_KEY);
  if (k < 0) return null;
  let i = start + k + TRACE_ID_KEY.length;
  while (i < end && isSpace(buf[i]!)) i++;
  if (buf[i] !== 0x3a) return null;
  i++;
  while (i < end && isSpace(buf[i]!)) i++;
  if (buf[i] !== 0x22) return null;
  const s = ++i;
  while (i < end && buf[i] !== 0x22 && buf[i] !== 0x5c) i++;
  return buf[i] === 0x22 ? buf.toString("utf8", s, i) : null;
}

/** The end of the array starting at `a` (after its closing bracket, strings skipped), within `end`; -1 when it does not close. */
function arrayEnd(buf: Buffer, a: number, end: number): number {
  let depth = 0;
  let inString = false;
  for (let i = a; i < end; i++) {
    if (inString) {
      // to the closing quote (a backslash and the byte it escapes skipped)
      while (i < end && buf[i] !== 0x22 && buf[i] !== 0x5c) i++;
      if (buf[i] === 0x5c) i++;
      else inString = false;
      continue;
    }
    const c = buf[i]!;
    if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) depth++;
    else if ((c === 0x5d || c === 0x7d) && --depth === 0) return i + 1;
  }
  return -1;
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

/**
 * `normalizeEntry` of an entry just parsed, which nothing else holds: normalised in place (the
 * same keys in the same order as `normalizeEntry`'s copy), so no second object is made.
 */
function adoptEntry(e: Record<string, unknown>): TraceReport {
  if (!("trace_id" in e)) throw NOT_FAST;
  const id = pyStr(e.trace_id);
  const raw = e.findings;
  const findings: Finding[] = [];
  if (Array.isArray(raw)) {
    for (const f of raw as unknown[]) {
      if (typeof f !== "object" || f === null || Array.isArray(f)) continue;
      findings.push(adoptFinding(f as Record<string, unknown>));
    }
  }
  e.trace_id = id;
  e.findings = findings;
  expandLeanSteps(e as unknown as TraceReport);
  return e as unknown as TraceReport;
}

/**
 * A reader of the entries of a bundle's index (src/bundle/baseline-index.ts), one line at a time,
 * each parsed and normalised as `loadReportFile` reads an entry of the report (its step digests
 * decoded by StepLists, and shared with the report read next, as a report's are); `read` gives
 * null for a line that is no entry a report could hold (not an object, no `trace_id`, nested
 * deeper than MAX_DEPTH): the caller then reads the report instead. `done` once every line is read.
 */
export function indexEntryReader(): { read(buf: Buffer, start: number, end: number): TraceReport | null; done(): void } {
  const lists = new StepLists(lastLists);
  return {
    read(buf, start, end) {
      try {
        if (buf[start] !== 0x7b) return null; // an object, or no entry
        const e = parseEntry(buf, start, end, lists);
        // an entry sits at depth 3 in its report (the document, its `reports` array)
        if (deeper(e.entry, 3, e.steps)) return null;
        return adoptEntry(e.entry);
      } catch {
        return null;
      }
    },
    done: () => keepLists(lists.kept()),
  };
}

/**
 * A report put together from its top-level fields (`fields`, in file order, `reports` at position
 * `at`) and entries normalised by `entryFromIndex`, as `loadReportFile` gives it; null when its
 * versions or digest are none this build reads, or a trace id repeats (the report's reading then
 * says what is wrong).
 */
export function reportFromIndex(fields: Record<string, unknown>, at: number, reports: TraceReport[]): Report | null {
  if (schemaProblem(fields.schema_version) !== null || formatProblem(fields.format_version) !== null || policyDigestProblem(fields.policy_digest) !== null) return null;
  const seen = new Set<string>();
  for (const e of reports) {
    if (seen.has(e.trace_id)) return null;
    seen.add(e.trace_id);
  }
  const keys = Object.keys(fields).filter((k) => k !== "reports" && k !== "__proto__");
  const obj: Record<string, unknown> = {};
  keys.forEach((k, i) => {
    if (i === at) obj.reports = reports;
    obj[k] = fields[k];
  });
  obj.reports = reports; // at the end when `at` is past the last key (a no-op otherwise: the key keeps its place)
  return finishReport(obj, reports);
}

/**
 * The raw document of a report file, depth-checked (as traces are) so that no later recursive
 * walk (schema validation, comparison) can overflow the stack. `where` starts every message.
 */
export function readReportDocument(path: string, where: string, streamAbove = STREAM_REPORTS_ABOVE): unknown {
  const reader = openReport(path, where);
  try {
    if (reader.size <= streamAbove) {
      reader.close();
      return parseReportDocument(readReportText(path, where), where);
    }
    const doc = reader.readValue();
    if (reader.next() !== null) throw new JsonReadError("is not valid JSON: content after the document", reader.bytes, "syntax");
    return doc;
  } catch (e) {
    if (!(e instanceof JsonReadError)) throw e;
    // A file JSON.parse can hold gets the exact, located message of the text path.
    if (reader.size <= MAX_REPORT_BYTES) return parseReportDocument(readReportText(path, where), where);
    throw new UsageError(`${where}: ${e.message}${e.kind === "truncated" ? "" : ` (near byte ${e.offset})`}`);
  } finally {
    reader.close();
  }
}

/**
 * A stream over a report file (`fast`: the fast scanner, else stream-json); a file that cannot be
 * opened is a UsageError starting with `where`.
 */
export function openReport(path: string, where: string): JsonStreamReader;
export function openReport(path: string, where: string, fast: boolean): PullReader;
export function openReport(path: string, where: string, fast = false): PullReader {
  try {
    return fast ? new JsonScanner(path) : new JsonStreamReader(path);
  } catch (e) {
    if (e instanceof JsonReadError) throw new UsageError(`${where}: cannot read: ${e.message}`);
    throw e;
  }
}

/** A report file's text: a regular file (never blocks on a FIFO), at most MAX_REPORT_BYTES. */
function readReportText(path: string, where: string): string {
  const r = readRegularFile(path, MAX_REPORT_BYTES);
  if (!r.ok) {
    const why = r.code === "ENOENT" ? "file not found" : r.code === "EISDIR" ? "is a directory" : r.code && r.code !== "EFBIG" ? r.code : r.reason;
    throw new UsageError(`${where}: cannot read: ${why}`);
  }
  return r.bytes.toString("utf8");
}

/**
 * The located message of a report file whose stream failed (invalid JSON, too deep): the file read
 * as text again, as smaller reports always are. Larger ones get the stream's own message.
 */
export function streamProblem(path: string, where: string, e: JsonReadError, size: number): UsageError {
  if (e.kind !== "io" && size <= MAX_REPORT_BYTES) {
    try {
      parseReportDocument(readReportText(path, where), where);
    } catch (u) {
      if (u instanceof UsageError) return u;
      throw u;
    }
  }
  return new UsageError(e.kind === "io" ? `${where}: cannot read: ${e.message}` : `${where}: ${e.message}${e.kind === "truncated" ? "" : ` (near byte ${e.offset})`}`);
}

function parseReportDocument(text: string, where: string): unknown {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    const err = findSyntaxError(text);
    if (!err) throw new UsageError(`${where}: is not valid JSON`);
    const { line, column } = new LineMap(text).at(err.offset);
    const truncated = err.offset >= text.length && text.trim().length > 0 ? " (the file looks truncated)" : "";
    throw new UsageError(`${where}:${line}:${column}: is not valid JSON: ${err.message}${truncated}`);
  }
  try {
    checkDepth(raw, "");
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    const at = makeLocator(text, where, [e.pointer]).locate(e.pointer);
    throw new UsageError(`${where}:${at.startLine}:${at.startColumn}: ${e.message}`);
  }
  return raw;
}

/** Parse report text (as `loadReportFile`, for callers that already hold the text). */
export function parseReportText(text: string, path: string, label = "report"): Report {
  return normalizeReport(parseReportDocument(text, `${label} ${path}`), path, label);
}

export function fail(label: string, path: string, problem: string): never {
  throw new UsageError(`${label} ${path}: ${problem}`);
}

/**
 * Check the shape the comparison needs (as the harness does: an object with a `reports` array of
 * objects that carry a `trace_id`, unique) and normalise ids and findings. Other fields are kept
 * as they are; the comparison reads them defensively.
 */
export function normalizeReport(raw: unknown, path: string, label = "report"): Report {
  const hint = REPORT_HINT;
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) fail(label, path, `is not a validation report: ${hint}`);
  const obj = raw as Record<string, unknown>;
  if (!("reports" in obj)) fail(label, path, "partial_version" in obj ? PARTIAL_REPORT_PROBLEM : `is not a validation report: no 'reports' key; ${hint}`);
  if (!Array.isArray(obj.reports)) fail(label, path, "is not a validation report: field 'reports' must be an array");
  const schema = schemaProblem(obj.schema_version) ?? formatProblem(obj.format_version);
  if (schema) fail(label, path, schema);
  const pd = policyDigestProblem(obj.policy_digest);
  if (pd) fail(label, path, pd);
  const seen = new Map<string, number>();
  const reports: TraceReport[] = [];
  obj.reports.forEach((entry: unknown, idx: number) => {
    const e = normalizeEntry(entry, idx, path, label);
    const prev = seen.get(e.trace_id);
    if (prev !== undefined) fail(label, path, duplicateProblem(e.trace_id, prev, idx));
    seen.set(e.trace_id, idx);
    reports.push(e);
  });
  return finishReport({ ...obj, reports }, reports);
}

/** The end of `normalizeReport`: `out` (the document with its normalised `reports`) gets its summary and schema version. */
function finishReport(out: Record<string, unknown>, reports: TraceReport[]): Report {
  // The counts are the entries' (a summary saying `failed_traces: 0` over failing entries must
  // never reach an output or a verdict); the average is the file's when it has one, as the
  // harness computed it from unrounded scores the entries no longer carry.
  const counted = summarize(reports);
  const given = typeof out.summary === "object" && out.summary !== null && !Array.isArray(out.summary) ? (out.summary as Record<string, unknown>) : null;
  out.summary = given === null ? counted : { ...(given as unknown as ReportSummary), total_traces: counted.total_traces, passed_traces: counted.passed_traces, failed_traces: counted.failed_traces };
  if (out.schema_version === undefined) out.schema_version = "1";
  return out as unknown as Report;
}

/** The problem of a report whose entries `first` and `second` share trace id `id`. */
export function duplicateProblem(id: string, first: number, second: number): string {
  return `duplicate trace_id '${truncateText(id, 200)}' (reports[${first}] and reports[${second}]); regression comparison needs unique trace IDs`;
}

/** One entry of a report's `reports[idx]`, checked and normalised (ids and findings). */
export function normalizeEntry(entry: unknown, idx: number, path: string, label: string): TraceReport {
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
    fail(label, path, `reports[${idx}] is not an object`);
  }
  const e = entry as Record<string, unknown>;
  if (!("trace_id" in e)) fail(label, path, `reports[${idx}] has no 'trace_id'`);
  const id = pyStr(e.trace_id);
  const rawFindings = Array.isArray(e.findings) ? e.findings : [];
  const findings: Finding[] = [];
  for (const f of rawFindings) {
    if (typeof f !== "object" || f === null || Array.isArray(f)) continue;
    findings.push(normalizeFinding(f as Record<string, unknown>));
  }
  const out = { ...(e as unknown as TraceReport), trace_id: id, findings };
  expandLeanSteps(out);
  return out;
}

/** The problem of a report's `policy_digest` that is not a string (absent or null: none). */
export function policyDigestProblem(v: unknown): string | null {
  return v === undefined || v === null || typeof v === "string" ? null : `field 'policy_digest' must be a string, got ${truncateText(JSON.stringify(v) ?? String(v), 100)}`;
}

/** The problem of a report whose `schema_version` this build cannot read, else null. */
export function schemaProblem(version: unknown): string | null {
  if (version === undefined || version === null) return null;
  const major = String(version).split(".")[0];
  return major === "1" ? null : `declares unsupported schema_version '${truncateText(String(version), 100)}' (this build supports major version '1')`;
}

/** `normalizeFinding` in place, for a finding just parsed (the keys it adds come in the same order). */
function adoptFinding(f: Record<string, unknown>): Finding {
  const step = f.step_id;
  f.severity = f.severity === undefined ? "" : pyStr(f.severity);
  f.category = f.category === undefined ? "" : pyStr(f.category);
  f.message = f.message === undefined ? "" : pyStr(f.message);
  f.step_id = step === undefined || step === null ? null : pyStr(step);
  f.rule_id = pyTruthy(f.rule_id) ? pyStr(f.rule_id) : "";
  return f as unknown as Finding;
}

/** Harness `FindingRef.from_json`: missing/null rule_id becomes "" (a legacy v0.1 finding). */
function normalizeFinding(f: Record<string, unknown>): Finding {
  const step = f.step_id;
  return {
    ...(f as unknown as Finding),
    severity: (f.severity === undefined ? "" : pyStr(f.severity)) as Finding["severity"],
    category: f.category === undefined ? "" : pyStr(f.category),
    message: f.message === undefined ? "" : pyStr(f.message),
    step_id: step === undefined || step === null ? null : pyStr(step),
    rule_id: pyTruthy(f.rule_id) ? pyStr(f.rule_id) : "",
  };
}

function summarize(reports: TraceReport[]): ReportSummary {
  const passed = reports.filter((r) => pyTruthy(r.passed)).length;
  const scores = reports.map((r) => r.score).filter((s): s is number => typeof s === "number");
  return {
    total_traces: reports.length,
    passed_traces: passed,
    failed_traces: reports.length - passed,
    average_score: scores.length ? pyRound(scores.reduce((a, b) => a + b, 0) / scores.length, 2) : 0,
  };
}
