// Markdown renderer (`--md-out`, PR comments and job summaries).
//
// All trace-derived text is untrusted: every cell goes through escapeMarkdown (no HTML, no
// table/code/link syntax, no mentions, no line breaks) after truncation; the only raw HTML is our
// own <details>/<summary> wrapper, whose summary text is HTML-escaped and mention-neutralised.
import type { Finding, Report, TraceReport } from "../types.js";
import { ruleMeta } from "../rules/registry.js";
import { escapeMarkdown } from "./escape.js";
import {
  countFindings,
  entryPath,
  entryStatus,
  findingLocation,
  firstFailingLine,
  fixed,
  formatCost,
  formatCoverage,
  formatLatency,
  formatTokens,
  isAbsolutePath,
  plural,
  severityRank,
  showValue,
} from "./util.js";

export interface MarkdownOptions {
  /** Base URL that file paths are appended to, e.g. "https://github.com/o/r/blob/<sha>/". */
  linkBase?: string;
  /** Heading of the report (default "Agent reliability report"). */
  title?: string;
  /**
   * Hook for per-entry extra sections (e.g. the memory engineer's `renderMemoryTableMarkdown(entry)`
   * or the trace-diff table). Called for every entry; the returned Markdown is inserted verbatim
   * after the entry's findings, so it must escape trace text itself. Return undefined for none.
   */
  entryDetails?: (entry: TraceReport) => string | undefined;
}

const MAX_CELL = 300;
const MAX_ID = 120;
const MAX_FINDINGS_PER_TRACE = 200;
/** GitHub rejects comments above 65,536 characters; stay well below. */
const MAX_DOCUMENT = 60_000;
const MAX_TABLE = 30_000;

const STATUS_ICON: Record<string, string> = { pass: "✅ pass", fail: "❌ fail", error: "⛔ input error", "not scored": "➖ not scored" };
const SEVERITY_ICON: Record<string, string> = { error: "🔴 error", warning: "🟡 warning", info: "🔵 info" };

/** An untrusted value as a table cell / inline text. */
function cell(s: string, max = MAX_CELL): string {
  return escapeMarkdown(s, max);
}

/** Untrusted text inside our own raw HTML (a <summary> line): the same escaping works there. */
function htmlText(s: string, max = MAX_ID): string {
  return escapeMarkdown(s, max);
}

function isSafeBase(base: string | undefined): base is string {
  return !!base && /^https?:\/\/[^\s()<>]+$/.test(base);
}

function encodePath(p: string): string {
  return p
    .split("/")
    .map((seg) => encodeURIComponent(seg).replace(/[!'()*]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase()))
    .join("/");
}

/** `path:line` as a link to `<linkBase><path>#L<line>`, or plain text without a usable base. */
function fileLink(path: string, line: number, linkBase: string | undefined): string {
  const label = cell(`${path}:${line}`, MAX_CELL);
  if (!isSafeBase(linkBase) || !path || isAbsolutePath(path) || path.startsWith("../")) return label;
  const base = linkBase.endsWith("/") ? linkBase : linkBase + "/";
  return `[${label}](${base}${encodePath(path)}#L${line})`;
}

function verdict(report: Report): string {
  const s = report.summary;
  const failed = s.failed_traces;
  if (s.total_traces === 0) return "⚠️ **No traces were validated.**";
  const head = failed === 0 ? `✅ **All ${plural(s.total_traces, "trace")} passed**` : `❌ **${failed} of ${plural(s.total_traces, "trace")} failed**`;
  const tail = [`average score ${fixed(s.average_score, 2)}`];
  if (typeof report.fail_under === "number") tail.push(`threshold ${fixed(report.fail_under, 2)}`);
  if (report.policy_id) tail.push(`policy ${cell(report.policy_id, MAX_ID)}`);
  return `${head} · ${tail.join(" · ")}`;
}

function findingCount(e: TraceReport): string {
  const c = countFindings(e.findings);
  const parts: string[] = [];
  if (c.error) parts.push(plural(c.error, "error"));
  if (c.warning) parts.push(plural(c.warning, "warning"));
  if (c.info) parts.push(`${c.info} info`);
  return parts.length ? parts.join(", ") : "–";
}

function sortedFindings(e: TraceReport): Finding[] {
  return [...e.findings].sort(
    (a, b) =>
      findingLocation(e, a).startLine - findingLocation(e, b).startLine ||
      findingLocation(e, a).startColumn - findingLocation(e, b).startColumn ||
      severityRank(a.severity) - severityRank(b.severity),
  );
}

function findingsSection(e: TraceReport, linkBase: string | undefined, extra: string | undefined): string[] {
  const status = entryStatus(e);
  const out: string[] = [];
  const summary = `${status === "pass" ? "✅" : status === "not scored" ? "➖" : "❌"} <code>${htmlText(e.trace_id)}</code> — ${findingCount(e).replace(/–/, "no findings")}`;
  out.push("<details>", `<summary>${summary}</summary>`, "");
  if (e.findings.length > 0) {
    out.push("| Severity | Rule | Step | Message | Location |", "|---|---|---|---|---|");
    const list = sortedFindings(e);
    for (const f of list.slice(0, MAX_FINDINGS_PER_TRACE)) {
      const meta = ruleMeta(f.rule_id);
      const loc = findingLocation(e, f);
      let msg = cell(f.message);
      if (f.expected !== undefined) msg += ` · expected ${cell(showValue(f.expected, 80), 80)}`;
      if (f.observed !== undefined) msg += ` · observed ${cell(showValue(f.observed, 80), 80)}`;
      const rule = meta ? `${escapeMarkdown(f.rule_id)} ${escapeMarkdown(meta.title)}` : cell(f.rule_id, MAX_ID);
      out.push(
        `| ${SEVERITY_ICON[f.severity] ?? cell(String(f.severity), 20)} | ${rule} | ${f.step_id !== null ? cell(f.step_id, MAX_ID) : "(trace)"} | ${msg} | ${fileLink(loc.uri, loc.startLine, linkBase)} |`,
      );
    }
    if (list.length > MAX_FINDINGS_PER_TRACE) out.push("", `… and ${list.length - MAX_FINDINGS_PER_TRACE} more findings (see the JSON or SARIF report).`);
  }
  for (const n of e.notes ?? []) out.push("", `> ${cell(n, 500)}`);
  if (extra) out.push("", extra.trimEnd());
  out.push("", "</details>", "");
  return out;
}

/** Render a report as GitHub-flavoured Markdown (deterministic). */
export function renderMarkdown(report: Report, opts: MarkdownOptions = {}): string {
  const title = opts.title ?? "Agent reliability report";
  const head: string[] = [`## ${cell(title, 200)}`, "", verdict(report), ""];
  const table: string[] = [
    "| Trace | Status | Score | Latency | Cost | Tokens | Citation coverage | Findings | File |",
    "|---|---|---:|---:|---:|---:|---:|---|---|",
  ];
  const rows: { row: string; pass: boolean }[] = [];
  for (const e of report.reports) {
    const path = entryPath(e);
    const isInput = e.kind === "input";
    const scored = e.scored !== false && !isInput;
    rows.push({ pass: entryStatus(e) === "pass", row:
      `| ${cell(e.trace_id, MAX_ID)} | ${STATUS_ICON[entryStatus(e)]} | ${scored ? fixed(e.score, 2) : "–"} | ${isInput ? "–" : formatLatency(e.total_latency_ms)} | ` +
        `${isInput ? "–" : formatCost(e.total_cost_usd)} | ${formatTokens(e.total_tokens)} | ${formatCoverage(e.citation_coverage)} | ${findingCount(e)} | ` +
        `${fileLink(path, firstFailingLine(e), opts.linkBase)} |` });
  }
  const rowsSize = rows.reduce((n, r) => n + r.row.length + 1, 0);
  if (rowsSize <= MAX_TABLE) table.push(...rows.map((r) => r.row));
  else {
    // Too many traces for one comment: list the failing ones first, then as many passing as fit.
    let size = 0;
    let omitted = 0;
    const keep = new Set<number>();
    for (const pass of [false, true]) {
      rows.forEach((r, i) => {
        if (r.pass !== pass) return;
        if (size + r.row.length + 1 > MAX_TABLE) omitted++;
        else {
          size += r.row.length + 1;
          keep.add(i);
        }
      });
    }
    table.push(...rows.filter((_, i) => keep.has(i)).map((r) => r.row));
    table.push("", `… ${plural(omitted, "more trace")} not listed (comment size limit); see the JSON or JUnit report.`);
  }
  const sections: string[] = [];
  for (const e of report.reports) {
    const extra = opts.entryDetails?.(e);
    if (e.findings.length === 0 && !extra && !(e.notes && e.notes.length)) continue;
    sections.push(...findingsSection(e, opts.linkBase, extra));
  }
  const footer = report.tool ? [`_${cell(`Generated by ${report.tool.name} ${report.tool.version}`, 120)}_`, ""] : [];

  const doc = [...head, ...table, ""];
  let body = sections.length ? ["### Findings", "", ...sections] : [];
  let text = [...doc, ...body, ...footer].join("\n");
  if (text.length > MAX_DOCUMENT) {
    // Keep whole sections only, so no table or <details> is ever cut in half.
    body = ["### Findings", ""];
    let size = doc.join("\n").length + 200;
    let i = 0;
    const blocks: string[][] = [];
    for (const e of report.reports) {
      const extra = opts.entryDetails?.(e);
      if (e.findings.length === 0 && !extra && !(e.notes && e.notes.length)) continue;
      blocks.push(findingsSection(e, opts.linkBase, extra));
    }
    for (; i < blocks.length; i++) {
      const len = blocks[i]!.join("\n").length + 1;
      if (size + len > MAX_DOCUMENT) break;
      size += len;
      body.push(...blocks[i]!);
    }
    if (i < blocks.length) body.push(`… findings of ${plural(blocks.length - i, "more trace")} omitted (comment size limit); see the JSON, SARIF or JUnit report.`, "");
    text = [...doc, ...body, ...footer].join("\n");
  }
  return text.endsWith("\n") ? text : text + "\n";
}
