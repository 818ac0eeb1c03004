// Report JSON (semantics.md §5), also the baseline format. Deterministic: entries keep the order
// of the input files, keys a fixed order, and nothing depends on time or environment.
import { closeSync, mkdirSync, openSync, readSync, renameSync, rmSync, writeSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Report, TraceReport } from "../types.js";

/**
 * One entry as it appears inside `"reports": [...]` (indented 4 spaces): 2-space JSON, except the
 * per-step digests, which are written one compact object per line (a 20-step trace is 20 lines,
 * not 200, and V8 serialises flat objects fastest).
 */
export function renderEntry(entry: TraceReport): string {
  const steps = entry.steps;
  if (steps === undefined || steps.length === 0) return unwrap(JSON.stringify({ r: [{ ...entry, raw_score: undefined }] }, null, 2));
  // A placeholder keeps the key where it is; a raw newline plus this indent can only be structure
  // (newlines inside JSON strings are escaped), and an entry has one top-level "steps" key.
  const text = unwrap(JSON.stringify({ r: [{ ...entry, steps: 0, raw_score: undefined }] }, null, 2));
  const marker = '\n      "steps": 0';
  const at = text.indexOf(marker);
  let list = '\n      "steps": [';
  for (let i = 0; i < steps.length; i++) list += (i === 0 ? "\n        " : ",\n        ") + JSON.stringify(steps[i]);
  list += "\n      ]";
  return text.slice(0, at) + list + text.slice(at + marker.length);
}

/** The text of `x` from `JSON.stringify({ r: [x] }, null, 2)`: indented as a report entry. */
function unwrap(wrapped: string): string {
  return wrapped.slice('{\n  "r": [\n'.length, wrapped.length - "\n  ]\n}".length);
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
        writeSync(this.fd, text);
        return;
      }
    }
    this.used += this.buf.write(text, this.used, "utf8");
  }

  private flush(): void {
    for (let off = 0; off < this.used; ) off += writeSync(this.fd, this.buf, off, this.used - off);
    this.used = 0;
  }

  /** Write the final file around the streamed entries; `report.reports` is ignored. */
  finish(report: Report): void {
    this.flush();
    closeSync(this.fd);
    const shell = renderJson({ ...report, reports: [] });
    const at = shell.indexOf(REPORTS_MARKER);
    const tmp = `${this.path}.${process.pid}.tmp`;
    const out = openSync(tmp, "w");
    try {
      if (this.count === 0) {
        writeSync(out, shell);
      } else {
        writeSync(out, shell.slice(0, at) + '\n  "reports": [\n');
        const buf = Buffer.allocUnsafe(1 << 22);
        const inp = openSync(this.entriesPath, "r");
        try {
          let n: number;
          while ((n = readSync(inp, buf, 0, buf.length, null)) > 0) writeSync(out, buf, 0, n);
        } finally {
          closeSync(inp);
        }
        writeSync(out, "\n  ],\n" + shell.slice(at + REPORTS_MARKER.length));
      }
    } finally {
      closeSync(out);
      rmSync(this.entriesPath, { force: true });
    }
    renameSync(tmp, this.path);
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
