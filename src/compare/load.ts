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
import { JsonReadError, JsonStreamReader } from "../jsonstream/reader.js";

/** Reports up to this size are read as one text (JSON.parse is several times faster). */
export const MAX_REPORT_BYTES = 256 * 1024 * 1024;

/**
 * Larger reports are streamed (src/jsonstream/reader.ts): no string holds the file, so a report over
 * V8's string limit (about 512 MB) reads too. Smaller ones go through JSON.parse, the faster path.
 */
export const STREAM_REPORTS_ABOVE = 32 * 1024 * 1024;

/** Read and check a report file. `label` names its role in messages ("baseline report"). */
export function loadReportFile(path: string, label = "report", streamAbove = STREAM_REPORTS_ABOVE): Report {
  return normalizeReport(readReportDocument(path, `${label} ${path}`, streamAbove), path, label);
}

/**
 * The raw document of a report file, depth-checked (as traces are) so that no later recursive
 * walk (schema validation, comparison) can overflow the stack. `where` starts every message.
 */
export function readReportDocument(path: string, where: string, streamAbove = STREAM_REPORTS_ABOVE): unknown {
  let reader: JsonStreamReader;
  try {
    reader = new JsonStreamReader(path);
  } catch (e) {
    if (e instanceof JsonReadError) throw new UsageError(`${where}: cannot read: ${e.message}`);
    throw e;
  }
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

/** A report file's text: a regular file (never blocks on a FIFO), at most MAX_REPORT_BYTES. */
function readReportText(path: string, where: string): string {
  const r = readRegularFile(path, MAX_REPORT_BYTES);
  if (!r.ok) {
    const why = r.code === "ENOENT" ? "file not found" : r.code === "EISDIR" ? "is a directory" : r.code && r.code !== "EFBIG" ? r.code : r.reason;
    throw new UsageError(`${where}: cannot read: ${why}`);
  }
  return r.bytes.toString("utf8");
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

function fail(label: string, path: string, problem: string): never {
  throw new UsageError(`${label} ${path}: ${problem}`);
}

/**
 * Check the shape the comparison needs (as the harness does: an object with a `reports` array of
 * objects that carry a `trace_id`, unique) and normalise ids and findings. Other fields are kept
 * as they are; the comparison reads them defensively.
 */
export function normalizeReport(raw: unknown, path: string, label = "report"): Report {
  const hint = "expected an object with a 'reports' array (written by 'arh validate --json-out')";
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) fail(label, path, `is not a validation report: ${hint}`);
  const obj = raw as Record<string, unknown>;
  if (!("reports" in obj)) fail(label, path, `is not a validation report: no 'reports' key; ${hint}`);
  if (!Array.isArray(obj.reports)) fail(label, path, "is not a validation report: field 'reports' must be an array");
  if (obj.schema_version !== undefined && obj.schema_version !== null) {
    const major = String(obj.schema_version).split(".")[0];
    if (major !== "1") {
      fail(label, path, `declares unsupported schema_version '${truncateText(String(obj.schema_version), 100)}' (this build supports major version '1')`);
    }
  }
  const seen = new Map<string, number>();
  const reports: TraceReport[] = [];
  obj.reports.forEach((entry: unknown, idx: number) => {
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
      fail(label, path, `reports[${idx}] is not an object`);
    }
    const e = entry as Record<string, unknown>;
    if (!("trace_id" in e)) fail(label, path, `reports[${idx}] has no 'trace_id'`);
    const id = pyStr(e.trace_id);
    const prev = seen.get(id);
    if (prev !== undefined) {
      fail(label, path, `duplicate trace_id '${truncateText(id, 200)}' (reports[${prev}] and reports[${idx}]); regression comparison needs unique trace IDs`);
    }
    seen.set(id, idx);
    const rawFindings = Array.isArray(e.findings) ? e.findings : [];
    const findings: Finding[] = [];
    for (const f of rawFindings) {
      if (typeof f !== "object" || f === null || Array.isArray(f)) continue;
      findings.push(normalizeFinding(f as Record<string, unknown>));
    }
    reports.push({ ...(e as unknown as TraceReport), trace_id: id, findings });
  });
  const out = { ...(obj as unknown as Report), reports };
  if (typeof obj.summary !== "object" || obj.summary === null) out.summary = summarize(reports);
  if (obj.schema_version === undefined) out.schema_version = "1";
  return out;
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
