// Helpers shared by the report renderers (SARIF, JUnit, Markdown, console). Pure functions only.
import type { Finding, Report, Severity, SourceLocation, TraceReport } from "../types.js";

/** Severity rank: most severe first. Unknown severities sort after info. */
export function severityRank(s: Severity | string): number {
  return s === "error" ? 0 : s === "warning" ? 1 : s === "info" ? 2 : 3;
}

/** Repository-relative path with `/` separators and no leading `./`. */
export function normalizePath(p: string): string {
  // Report uris are already "/"-separated (the engine's toUri): a backslash is part of a file name.
  let s = p;
  while (s.startsWith("./")) s = s.slice(2);
  return s;
}

/** The file of a report entry (its located uri, else its source path). */
export function entryPath(entry: TraceReport): string {
  return normalizePath(entry.location?.uri || entry.source_path || "");
}

/** Whether a path is absolute (POSIX, Windows drive, UNC) or a URI with a scheme. */
export function isAbsolutePath(p: string): boolean {
  return p.startsWith("/") || /^[A-Za-z]:[/\\]/.test(p) || /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(p);
}

/** A sane region: 1-based, never line 0, end not before start. */
export function saneLocation(loc: SourceLocation): SourceLocation {
  const pos = (n: unknown): number => (typeof n === "number" && Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1);
  const startLine = pos(loc.startLine);
  const startColumn = pos(loc.startColumn);
  let endLine = pos(loc.endLine);
  let endColumn = pos(loc.endColumn);
  if (endLine < startLine) {
    endLine = startLine;
    endColumn = startColumn;
  }
  if (endLine === startLine && endColumn < startColumn) endColumn = startColumn;
  return { uri: loc.uri, startLine, startColumn, endLine, endColumn };
}

/** Where a finding lands: its own location, else the trace's, else line 1 of the entry's file. */
export function findingLocation(entry: TraceReport, f: Finding): SourceLocation {
  const base = f.location ?? entry.location;
  const uri = normalizePath(f.location?.uri || entry.location?.uri || entry.source_path || "");
  if (!base) return { uri, startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 };
  return saneLocation({ ...base, uri });
}

/**
 * Line of the trace's first failing step (for JUnit `line` and Markdown links): the first
 * step-anchored error finding (by source line), else the first error finding, else the first
 * step-anchored finding, else the first finding, else the trace itself.
 */
export function firstFailingLine(entry: TraceReport): number {
  const lineOf = (f: Finding): number => {
    if (f.location && f.location.startLine >= 1) return f.location.startLine;
    if (f.step_id !== null) {
      const d = entry.steps?.find((s) => s.step_id === f.step_id);
      if (d?.line && d.line >= 1) return d.line;
    }
    return entry.location && entry.location.startLine >= 1 ? entry.location.startLine : 1;
  };
  const picks = [
    (f: Finding) => f.severity === "error" && f.step_id !== null,
    (f: Finding) => f.severity === "error",
    (f: Finding) => f.step_id !== null,
    () => true,
  ];
  for (const pick of picks) {
    const lines = entry.findings.filter(pick).map(lineOf);
    if (lines.length > 0) return lines.reduce((a, b) => Math.min(a, b)); // never spread: one line per finding
  }
  return entry.location && entry.location.startLine >= 1 ? entry.location.startLine : 1;
}

/** Compact, deterministic JSON of an expected/observed value for display (at most `max` chars). */
export function showValue(v: unknown, max = 200): string {
  let s: string;
  if (typeof v === "string") s = v;
  else {
    try {
      s = JSON.stringify(v) ?? String(v);
    } catch {
      s = String(v);
    }
  }
  return s.length > max ? s.slice(0, max - 1) + "…" : s;
}

/** Locale-independent number formatting helpers. */
export function fixed(n: number | null | undefined, digits: number): string {
  if (typeof n !== "number" || !Number.isFinite(n)) return "–";
  return n.toFixed(digits);
}

export function formatLatency(ms: number | null | undefined): string {
  if (typeof ms !== "number" || !Number.isFinite(ms)) return "–";
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

export function formatCost(usd: number | null | undefined): string {
  if (typeof usd !== "number" || !Number.isFinite(usd)) return "–";
  return `$${usd.toFixed(4)}`;
}

export function formatTokens(t: number | null | undefined): string {
  if (typeof t !== "number" || !Number.isFinite(t)) return "–";
  return String(Math.round(t));
}

export function formatCoverage(c: number | null | undefined): string {
  if (typeof c !== "number" || !Number.isFinite(c)) return "–";
  return `${(c * 100).toFixed(1)}%`;
}

/** Status word of a report entry. */
export function entryStatus(entry: TraceReport): "pass" | "fail" | "error" | "not scored" {
  if (entry.kind === "input") return "error";
  if (entry.scored === false && !entry.findings.some((f) => f.severity === "error")) return "not scored";
  return entry.passed ? "pass" : "fail";
}

/** Count findings per severity. */
export function countFindings(findings: Finding[]): { error: number; warning: number; info: number } {
  const c = { error: 0, warning: 0, info: 0 };
  for (const f of findings) {
    if (f.severity === "error") c.error++;
    else if (f.severity === "warning") c.warning++;
    else c.info++;
  }
  return c;
}

/**
 * A count and its noun, singular for one and plural otherwise: `1 trace`, `0 traces`, `2 traces`;
 * `many` for a plural that is not the noun plus "s" (`plural(n, "trace has", "traces have")`).
 * The one helper every report, console line and gate reason uses where a count meets a noun.
 */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The warning for reports whose file paths leave the directory they are relative to (`../x.json`
 * or absolute): SARIF, JUnit and Markdown links would not resolve to files of the repository.
 * Null when every path stays inside.
 */
export function outsideRootWarning(report: Report, flag = "--root DIR"): string | null {
  let n = 0;
  let first = "";
  for (const e of report.reports) {
    const p = entryPath(e);
    if (p === ".." || p.startsWith("../") || isAbsolutePath(p)) {
      if (n++ === 0) first = p;
    }
  }
  if (n === 0) return null;
  return `${n === 1 ? "1 report path leaves" : `${n} report paths leave`} the root directory (e.g. ${first.slice(0, 200)}): code scanning, annotations and test publishers will not find ${n === 1 ? "that file" : "those files"} in the repository; run from the repository root or pass ${flag}`;
}
