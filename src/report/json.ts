// Report JSON (semantics.md §5), also the baseline format. Deterministic: entries keep the order
// of the input files, keys a fixed order, and nothing depends on time or environment.
import { stringifyAt } from "../util/indent.js";
import { writeAllSync, writeFileAtomicAround } from "../util/writefile.js";
import { closeSync, mkdirSync, openSync, rmSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Report, StepDigest, TraceReport } from "../types.js";

/**
 * One entry as it appears inside `"reports": [...]` (indented 4 spaces): 2-space JSON, except the
 * per-step digests, which are written one compact object per line (a 20-step trace is 20 lines,
 * not 200). Written key by key: exactly the text of `JSON.stringify` with a 2-space indent (the
 * same keys in the same order, `raw_score` left out), without copying the entry or indenting the
 * digests first (the hot path of a large report).
 */
export function renderEntry(entry: TraceReport): string {
  let out = "    {";
  let first = true;
  for (const k in entry) {
    if (k === "raw_score" || !Object.hasOwn(entry, k)) continue;
    const v = (entry as unknown as Record<string, unknown>)[k];
    if (v === undefined || typeof v === "function" || typeof v === "symbol") continue; // as JSON.stringify
    out += (first ? "\n      " : ",\n      ") + quoted(k) + ": ";
    first = false;
    if (k === "steps" && Array.isArray(v) && v.length > 0) out += stepList(v as StepDigest[]);
    else out += nested(v);
  }
  return out + (first ? "}" : "\n    }");
}

/** A value of an entry, 2-space indented as at depth 3; raw newlines in JSON text are only structure. */
function nested(v: unknown): string {
  // scalars as JSON.stringify writes them (a finite number's text is its string form)
  if (typeof v === "number") return Number.isFinite(v) ? String(v) : "null";
  if (typeof v === "boolean") return v ? "true" : "false";
  if (v === null || typeof v !== "object") return JSON.stringify(v) ?? "null";
  const flat = Array.isArray(v) ? null : numberObject(v as Record<string, unknown>);
  if (flat !== null) return flat;
  return stringifyAt(v, 3);
}

/**
 * An object whose own values are all finite numbers (the category scores of every entry) as
 * `nested` writes it, without the generic serialiser and the re-indent; null for anything else.
 */
function numberObject(o: Record<string, unknown>): string | null {
  let out = "";
  for (const k in o) {
    if (!Object.hasOwn(o, k)) continue;
    const x = o[k];
    if (typeof x !== "number" || !Number.isFinite(x)) return null;
    out += (out === "" ? "{\n        " : ",\n        ") + quoted(k) + ": " + x;
  }
  return out === "" ? (Object.getPrototypeOf(o) === Object.prototype || Object.getPrototypeOf(o) === null ? "{}" : null) : out + "\n      }";
}

/** The digests, one compact object per line. */
function stepList(steps: StepDigest[]): string {
  let list = "[";
  for (let i = 0; i < steps.length; i++) list += (i === 0 ? "\n        " : ",\n        ") + digestLine(steps[i]!);
  return list + "\n      ]";
}

const q = JSON.stringify;

/**
 * One digest: a lean one (report format 2, `result_hash` set) as its compact array; a full one
 * (format 1, e.g. a baseline's entry written again) as `JSON.stringify` writes it. Those have a fixed shape
 * (src/engine/validate.ts `stepDigests`, then `line`): those are written field by field, which
 * is faster than V8's generic serialiser here; any other object goes through JSON.stringify.
 */
function digestLine(d: StepDigest): string {
  if (d.result_hash !== undefined) return leanDigestLine(d);
  if (!isEngineDigest(d)) return q(d);
  let s = '{"step_id":' + q(d.step_id) + ',"type":' + q(d.type) + ',"tool_name":' + (d.tool_name === null ? "null" : q(d.tool_name)) + ',"status":' + q(d.status) + ',"result":' + q(d.result) + ',"args_hash":' + (d.args_hash === null ? "null" : q(d.args_hash));
  if (d.args !== undefined) s += ',"args":' + q(d.args);
  if (d.latency_ms !== undefined) s += ',"latency_ms":' + q(d.latency_ms);
  if (d.tokens !== undefined) s += ',"tokens":' + q(d.tokens);
  if (d.line !== undefined) s += ',"line":' + q(d.line);
  return s + "}";
}

/** One lean digest as the report writes it: `[step_id, type, tool_name, status, args_hash, result_hash]`, then `line` when known. */
function leanDigestLine(d: StepDigest): string {
  let s = "[" + quoted(d.step_id) + middle(d.type, d.tool_name, d.status) + (d.args_hash === null ? "null" : q(d.args_hash)) + "," + q(d.result_hash);
  if (d.line !== undefined) s += "," + q(d.line);
  return s + "]";
}

/**
 * `,"<type>",<tool>,"<status>",` of a lean digest: per tool, one text for each of the four
 * type-status pairs steps have (kept once: a tool's steps repeat them); anything else is written
 * each time.
 */
const middles = new Map<string | null, (string | undefined)[]>();
function middle(type: string, tool: string | null, status: string): string {
  const slot = (type === "tool_call" ? 0 : type === "model_response" ? 2 : NaN) + (status === "ok" ? 0 : status === "error" ? 1 : NaN);
  if (Number.isNaN(slot) || (tool !== null && tool.length > 256)) return middleText(type, tool, status);
  let row = middles.get(tool);
  if (row === undefined) {
    if (middles.size >= 4096) return middleText(type, tool, status);
    middles.set(tool, (row = []));
  }
  return (row[slot] ??= middleText(type, tool, status));
}

function middleText(type: string, tool: string | null, status: string): string {
  const t = "," + quoted(type) + "," + (tool === null ? "null" : quoted(tool)) + "," + quoted(status) + ",";
  t.charCodeAt(0); // flattened once here, not in every line that holds it
  return t;
}

/** `JSON.stringify` of the few strings every digest and entry repeats (types, statuses, tools, keys), kept once. */
const quotedCache = new Map<string, string>();
function quoted(v: string): string {
  let t = quotedCache.get(v);
  if (t === undefined) {
    t = q(v);
    if (quotedCache.size < 4096 && v.length <= 256) quotedCache.set(v, t);
  }
  return t;
}


const DIGEST_KEYS = ["step_id", "type", "tool_name", "status", "result", "args_hash", "args", "latency_ms", "tokens", "line"];
const REQUIRED_KEYS = 6;

/** Whether `d` has exactly the engine's keys, in its order, with JSON-safe values. */
function isEngineDigest(d: StepDigest): boolean {
  let i = 0;
  for (const k in d) {
    while (i < DIGEST_KEYS.length && DIGEST_KEYS[i] !== k) {
      if (i < REQUIRED_KEYS) return false;
      i++;
    }
    if (i === DIGEST_KEYS.length) return false;
    const v = (d as unknown as Record<string, unknown>)[k];
    const t = typeof v;
    if (i === 2 || i === 5 ? !(v === null || t === "string") : i >= 7 ? !(v === null || t === "number") : t !== "string") return false;
    i++;
  }
  return i >= REQUIRED_KEYS;
}

const REPORTS_MARKER = '\n  "reports": [],\n';

/** The report as written to disk: 2-space JSON (step digests one per line), trailing newline. */
export function renderJson(report: Report): string {
  const shell = JSON.stringify({ ...report, reports: [] }, null, 2) + "\n";
  if (report.reports.length === 0) return shell;
  const at = shell.indexOf(REPORTS_MARKER);
  return shell.slice(0, at) + '\n  "reports": [\n' + report.reports.map(renderEntry).join(",\n") + "\n  ],\n" + shell.slice(at + REPORTS_MARKER.length);
}

/**
 * Streams a report to disk entry by entry, so memory does not hold the whole document as one
 * string: entries go to a side file as they come (buffered), and `finish` assembles the final file
 * (written to a temporary name, then renamed). The bytes are exactly `renderJson(report)`'s.
 */
export class JsonReportWriter {
  private readonly entriesPath: string;
  private fd: number;
  private count = 0;
  private readonly buf = Buffer.allocUnsafe(4 << 20);
  private used = 0;

  constructor(private readonly path: string) {
    mkdirSync(dirname(resolve(path)), { recursive: true });
    this.entriesPath = `${path}.entries.${process.pid}.tmp`;
    this.fd = openSync(this.entriesPath, "w");
  }

  /** Append one entry (formatted as it appears inside `"reports": [...]`). */
  add(entry: TraceReport): void {
    this.addText(renderEntry(entry));
  }

  /** Append one entry already rendered by `renderEntry`. */
  addText(text: string): void {
    if (this.count++ > 0) this.put(",\n");
    this.put(text);
  }

  /** UTF-8 encoded straight into one reused buffer (at most 3 bytes per UTF-16 unit), written when full. */
  private put(text: string): void {
    if (this.used + 3 * text.length > this.buf.length) {
      this.flush();
      if (3 * text.length > this.buf.length) {
        writeAllSync(this.fd, text);
        return;
      }
    }
    this.used += this.buf.write(text, this.used, "utf8");
  }

  private flush(): void {
    writeAllSync(this.fd, this.buf.subarray(0, this.used));
    this.used = 0;
  }

  /** Write the final file around the streamed entries; `report.reports` is ignored. */
  finish(report: Report): void {
    this.flush();
    closeSync(this.fd);
    const shell = renderJson({ ...report, reports: [] });
    const at = shell.indexOf(REPORTS_MARKER);
    try {
      if (this.count === 0) writeFileAtomicAround(this.path, shell, null, "");
      else writeFileAtomicAround(this.path, shell.slice(0, at) + '\n  "reports": [\n', this.entriesPath, "\n  ],\n" + shell.slice(at + REPORTS_MARKER.length));
    } finally {
      rmSync(this.entriesPath, { force: true });
    }
  }

  /** Remove the side file without writing a report (on errors). */
  abort(): void {
    this.used = 0;
    try {
      closeSync(this.fd);
    } catch {
      // already closed
    }
    rmSync(this.entriesPath, { force: true });
  }
}

/**
 * Warnings for trace_ids that occur more than once in a report: such a report cannot serve as a
 * baseline (`arh compare` rejects it), so the validate command and the action say so up front.
 */
export function duplicateTraceIdWarnings(report: Report): string[] {
  const where = new Map<string, string[]>();
  for (const r of report.reports) {
    const l = where.get(r.trace_id);
    if (l) l.push(r.source_path);
    else where.set(r.trace_id, [r.source_path]);
  }
  const out: string[] = [];
  for (const [id, paths] of where) {
    if (paths.length > 1) out.push(`trace_id '${id}' occurs ${paths.length} times (${paths.join(", ")}): this report cannot serve as a comparison baseline`);
  }
  return out;
}
