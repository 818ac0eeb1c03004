// Report JSON (semantics.md §5), also the baseline format. Deterministic: entries keep the order
// of the input files, keys a fixed order, and nothing depends on time or environment.
import { closeSync, mkdirSync, openSync, readSync, renameSync, rmSync, writeSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Report, TraceReport } from "../types.js";
import { pyRound } from "../util/canonical.js";
import { TOOL_NAME, VERSION } from "../version.js";

/**
 * Unrounded scores of entries, when the engine knows them: the harness averages unrounded scores
 * (`round(mean(score), 2)`), so the summary must too. Kept out of the entry so the JSON is unchanged.
 */
const rawScores = new WeakMap<TraceReport, number>();

export function setRawScore(entry: TraceReport, score: number): void {
  rawScores.set(entry, score);
}

/** Carry the unrounded score over to a copy of an entry. */
export function copyRawScore(from: TraceReport, to: TraceReport): TraceReport {
  const s = rawScores.get(from);
  if (s !== undefined) rawScores.set(to, s);
  return to;
}

export function buildReport(entries: TraceReport[], meta: { policyId: string; failUnder: number }): Report {
  const scored = entries.filter((e) => e.scored !== false);
  const passed = entries.filter((e) => e.passed).length;
  const avg = scored.length === 0 ? 0 : scored.reduce((a, e) => a + (rawScores.get(e) ?? e.score), 0) / scored.length;
  return {
    schema_version: "1",
    summary: {
      total_traces: entries.length,
      passed_traces: passed,
      failed_traces: entries.length - passed,
      average_score: pyRound(avg, 2),
    },
    reports: entries,
    tool: { name: TOOL_NAME, version: VERSION },
    policy_id: meta.policyId,
    fail_under: meta.failUnder,
  };
}

/** The report as written to disk: 2-space JSON with a trailing newline. */
export function renderJson(report: unknown): string {
  return JSON.stringify(report, null, 2) + "\n";
}

/**
 * Streams a report to disk entry by entry, so memory does not hold the whole document as one
 * string: entries go to a side file as they come, and `finish` assembles the final file (written
 * to a temporary name, then renamed). The bytes are exactly `renderJson(report)`'s.
 */
export class JsonReportWriter {
  private readonly entriesPath: string;
  private fd: number;
  private count = 0;

  constructor(private readonly path: string) {
    mkdirSync(dirname(resolve(path)), { recursive: true });
    this.entriesPath = `${path}.entries.${process.pid}.tmp`;
    this.fd = openSync(this.entriesPath, "w");
  }

  /** Append one entry (formatted as it appears inside `"reports": [...]`). */
  add(entry: TraceReport): void {
    // stringify inside a one-element wrapper so V8 does the indentation (no regex over the text)
    const wrapped = JSON.stringify({ r: [entry] }, null, 2);
    const text = wrapped.slice('{\n  "r": [\n'.length, wrapped.length - "\n  ]\n}".length);
    writeSync(this.fd, (this.count++ === 0 ? "" : ",\n") + text);
  }

  /** Write the final file around the streamed entries; `report.reports` is ignored. */
  finish(report: Report): void {
    closeSync(this.fd);
    const shell = renderJson({ ...report, reports: [] });
    const marker = '\n  "reports": [],\n';
    const at = shell.indexOf(marker);
    const tmp = `${this.path}.${process.pid}.tmp`;
    const out = openSync(tmp, "w");
    try {
      if (this.count === 0) {
        writeSync(out, shell);
      } else {
        writeSync(out, shell.slice(0, at) + '\n  "reports": [\n');
        const buf = Buffer.allocUnsafe(1 << 20);
        const inp = openSync(this.entriesPath, "r");
        try {
          let n: number;
          while ((n = readSync(inp, buf, 0, buf.length, null)) > 0) writeSync(out, buf, 0, n);
        } finally {
          closeSync(inp);
        }
        writeSync(out, "\n  ],\n" + shell.slice(at + marker.length));
      }
    } finally {
      closeSync(out);
      rmSync(this.entriesPath, { force: true });
    }
    renameSync(tmp, this.path);
  }

  /** Remove the side file without writing a report (on errors). */
  abort(): void {
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
