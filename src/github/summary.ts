// The job summary (Markdown with a little HTML). All trace text is escaped here: the summary API
// writes what it is given. The total stays under the runner's 1 MiB limit.
import type { Finding, Report, TraceReport } from "../types.js";
import type { CompareResult } from "../compare/types.js";
import { ruleMeta } from "../rules/registry.js";
import { escapeMarkdown } from "../report/escape.js";

/** The runner rejects step summaries above 1 MiB; keep a margin for what others appended. */
export const SUMMARY_MAX_BYTES = 1024 * 1024 - 16 * 1024;

export interface SummaryInput {
  passed: boolean;
  reasons: string[];
  report: Report;
  compare: CompareResult | null;
  isNew: Map<Finding, boolean>;
  /** `https://github.com/o/r/blob/<sha>/` (ends with a slash), or "" for no links. */
  linkBase: string;
  baselineSource: string;
  notes: string[];
  /** Extra sections (already safe Markdown/HTML), in order: comparison, trace diffs, ... */
  sections: { title: string; body: string }[];
  annotationsOmitted: number;
  outputs: { label: string; value: string }[];
}

const md = (s: string, max = 300): string => escapeMarkdown(s, max);

function link(base: string, path: string, line?: number): string {
  const label = md(path + (line ? `:${line}` : ""), 200);
  if (!base || !path || /^[a-z]+:|^\//i.test(path)) return label;
  const url = base + path.split("/").map(encodeURIComponent).join("/") + (line ? `#L${line}` : "");
  return `[${label}](${url})`;
}

function traceRow(t: TraceReport, compare: CompareResult | null): string {
  const ct = compare?.traces.find((x) => x.trace_id === t.trace_id);
  const errors = t.findings.filter((f) => f.severity === "error").length;
  const warnings = t.findings.filter((f) => f.severity === "warning").length;
  const delta = ct?.score_delta == null ? "" : ` (${ct.score_delta >= 0 ? "+" : ""}${ct.score_delta.toFixed(2)})`;
  const status = t.passed ? "✅ pass" : "❌ fail";
  const change = ct ? md(ct.status_change, 20) : "";
  return `| ${md(t.trace_id, 120)} | ${status} | ${t.score.toFixed(2)}${delta} | ${change} | ${errors} / ${warnings} | ${md(t.source_path || "", 200)} |`;
}

/** Build the summary text; never longer than `max` bytes (UTF-8). */
export function buildSummary(s: SummaryInput, max = SUMMARY_MAX_BYTES): string {
  const head: string[] = [];
  head.push(`## ${s.passed ? "✅" : "❌"} Agent reliability gate: ${s.passed ? "passed" : "failed"}`);
  head.push("");
  const sum = s.report.summary;
  head.push(`${sum.total_traces} trace(s), ${sum.passed_traces} passed, ${sum.failed_traces} failed, average score ${sum.average_score.toFixed(2)}. Baseline: ${md(s.baselineSource, 300)}.`);
  head.push("");
  if (s.reasons.length) {
    head.push("**Gate reasons**");
    head.push("");
    for (const r of s.reasons.slice(0, 50)) head.push(`- ${md(r, 500)}`);
    if (s.reasons.length > 50) head.push(`- … and ${s.reasons.length - 50} more`);
    head.push("");
  }
  for (const n of s.notes) head.push(`> ${md(n, 500)}`, "");

  const parts: string[] = [head.join("\n")];

  // New findings (all findings when there is no baseline).
  const fresh: { t: TraceReport; f: Finding }[] = [];
  for (const t of s.report.reports) for (const f of t.findings) if (s.isNew.get(f)) fresh.push({ t, f });
  const rank = (f: Finding) => (f.severity === "error" ? 0 : f.severity === "warning" ? 1 : 2);
  fresh.sort((a, b) => rank(a.f) - rank(b.f));
  if (fresh.length) {
    const lines = [`### ${s.compare ? "New findings" : "Findings"} (${fresh.length})`, "", "| severity | rule | trace | message | location |", "|---|---|---|---|---|"];
    for (const { t, f } of fresh) {
      const meta = ruleMeta(f.rule_id);
      const loc = f.location ?? t.location;
      const where = loc ? link(s.linkBase, loc.uri, loc.startLine) : link(s.linkBase, t.source_path);
      lines.push(`| ${f.severity} | ${md(f.rule_id, 40)}${meta ? ` ${md(meta.title, 120)}` : ""} | ${md(t.trace_id, 120)}${f.step_id ? ` / ${md(f.step_id, 80)}` : ""} | ${md(f.message, 400)} | ${where} |`);
    }
    lines.push("");
    parts.push(lines.join("\n"));
  }
  if (s.annotationsOmitted > 0) parts.push(`> ${s.annotationsOmitted} more finding(s) are not annotated on the diff (the runner shows 10 per level); all are in the SARIF and JSON reports.\n`);

  const table = ["### Traces", "", "| trace | verdict | score | change | errors / warnings | file |", "|---|---|---|---|---|---|"];
  for (const t of s.report.reports) table.push(traceRow(t, s.compare));
  table.push("");
  parts.push(table.join("\n"));

  for (const sec of s.sections) if (sec.body.trim()) parts.push(`### ${md(sec.title, 200)}\n\n${sec.body}\n`);

  if (s.outputs.length) {
    const out = ["### Reports", ""];
    for (const o of s.outputs) out.push(`- ${md(o.label, 100)}: <code>${md(o.value, 300)}</code>`);
    out.push("");
    parts.push(out.join("\n"));
  }

  // Assemble within budget: whole parts while they fit. A Markdown part that does not fit is cut
  // at a line boundary; a part with HTML (trace diffs) is dropped whole, never left unclosed.
  const note = "\n> The summary was truncated to stay under GitHub's 1 MiB limit; see the uploaded reports for everything.\n";
  const budget = max - Buffer.byteLength(note);
  let out = "";
  let bytes = 0;
  let cut = false;
  for (const part of parts) {
    const p = part + "\n";
    const n = Buffer.byteLength(p);
    if (bytes + n <= budget) {
      out += p;
      bytes += n;
      continue;
    }
    cut = true;
    if (/<(table|details)\b/.test(p)) continue;
    for (const l of p.split("\n")) {
      const ln = Buffer.byteLength(l + "\n");
      if (bytes + ln > budget) break;
      out += l + "\n";
      bytes += ln;
    }
    break;
  }
  return cut ? out + note : out;
}
