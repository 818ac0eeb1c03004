// The job summary and the sticky PR comment: one design, shared with `compare --md-out` (the
// comparison's or the report's Markdown, src/report/compare.ts and src/report/markdown.ts), plus
// what only the action knows: other gate reasons, notes, the reports list, the run link. All
// trace text is escaped by those renderers (the summary API writes what it is given). Each
// document is assembled from whole blocks within its limit: 1 MiB for the summary (bytes), 65,536
// characters for a comment; the verdict, the per-trace table and the reports list always stay.
import { plural } from "../report/util.js";
import type { Finding, Report } from "../types.js";
import type { CompareResult } from "../compare/types.js";
import { renderCompareMarkdown } from "../report/compare.js";
import { renderMarkdown } from "../report/markdown.js";
import { escapeMarkdown } from "../util/escape.js";
import { SUMMARY_LIMIT_BYTES, chars, utf8Bytes, type Block, type Measure } from "../report/budget.js";
import type { AbtDocument } from "../tracediff/model.js";
import { scenarioMarkdownBlocks } from "../report/scenarios.js";
import type { ScenarioGateResult } from "../scenarios/types.js";
import type { ReportsLink } from "./reports-artifact.js";

/** The runner rejects step summaries above 1 MiB; keep a margin for what others appended. */
export const SUMMARY_MAX_BYTES = SUMMARY_LIMIT_BYTES - 16 * 1024;

export interface SummaryInput {
  passed: boolean;
  reasons: string[];
  report: Report;
  compare: CompareResult | null;
  /** Unused (the comparison says what is new); kept so older callers still compile. */
  isNew?: Map<Finding, boolean>;
  /** `https://github.com/o/r/blob/<sha>/` (ends with a slash), or "" for no links. */
  linkBase: string;
  baselineSource: string;
  notes: string[];
  /** Extra sections (already safe Markdown/HTML), e.g. memory tables; dropped whole when over budget. */
  sections: { title: string; body: string }[];
  /** Before/after diffs of the regressed traces by trace id, each shown under its regression. */
  diffs?: ReadonlyMap<string, AbtDocument>;
  /** Where the trace-diff pages were written (for the size note), or "". */
  diffDir?: string;
  annotationsOmitted: number;
  outputs: { label: string; value: string }[];
  /** The workflow run's page (the comment links to it). */
  runUrl?: string;
  /** Repeated runs: the scenario gate, shown as a table before the other sections. */
  scenarios?: ScenarioGateResult | null;
  /** The reports artifact (src/github/reports-artifact.ts): first in the reports list, a line of the comment. */
  reportsLink?: ReportsLink | null;
  /** The policy's diagnostics (`policy.json:3:3: …`, src/policy/diagnostics.ts): notes under the verdict. */
  policyDiagnostics?: readonly string[];
}

/** The first policy diagnostics as notes (the annotations and the log have them all). */
function policyNotes(s: SummaryInput): string[] {
  const d = s.policyDiagnostics ?? [];
  const lines = d.slice(0, 5).map((l) => `Policy diagnostic: ${l}`);
  if (d.length > 5) lines.push(`… and ${d.length - 5} more policy diagnostics (in the job log).`);
  return lines;
}

/** "Reports and trace diffs: [name](url)", with where the trace diffs are; "" without a URL. */
function reportsLine(s: SummaryInput): string {
  const r = s.reportsLink;
  if (!r || !r.url) return "";
  const what = r.of === "pull-request-run" ? " (the pull request run's artifact)" : s.diffs?.size ? " (trace diffs: trace-diff/index.html)" : "";
  return `Reports and trace diffs: [${md(r.name, 100)}](${r.url})${what}`;
}

const md = (s: string, max = 300): string => escapeMarkdown(s, max);

/**
 * Gate reasons the body does not already show: the comparison's own reasons are its regression
 * blocks, and the absolute gate's "trace '…' failed" reasons are the failing-trace blocks.
 */
function otherReasons(s: SummaryInput): string[] {
  const shown = new Set(s.compare?.gate.reasons ?? []);
  return s.reasons.filter((r) => !shown.has(r) && !/^trace '.*' failed: |^… and \d+ more failing trace/s.test(r));
}

function body(s: SummaryInput, budget: number, measure: Measure, elsewhere: string, tail: Block[]): string {
  const extra: Block[] = s.scenarios ? scenarioMarkdownBlocks(s.scenarios, { measure, elsewhere }) : [];
  if (s.annotationsOmitted > 0) {
    extra.push({ text: `> ${plural(s.annotationsOmitted, "more finding is", "more findings are")} not annotated on the diff (the runner shows 10 per level); all are in the SARIF and JSON reports.` });
  }
  for (const sec of s.sections) if (sec.body.trim()) extra.push({ text: `### ${md(sec.title, 200)}\n\n${sec.body}` });
  extra.push(...tail);
  if (s.compare) {
    return renderCompareMarkdown(s.compare, {
      linkBase: s.linkBase || undefined,
      diffs: s.diffs,
      baselineSource: s.baselineSource,
      extraReasons: otherReasons(s),
      notes: [...policyNotes(s), ...s.notes],
      passed: s.passed,
      budget,
      measure,
      elsewhere,
      extraBlocks: extra,
    });
  }
  return renderMarkdown(s.report, {
    linkBase: s.linkBase || undefined,
    title: null,
    gate: { passed: s.passed, baselineSource: s.baselineSource, reasons: otherReasons(s), notes: [...policyNotes(s), ...s.notes] },
    budget,
    measure,
    elsewhere,
    extraBlocks: extra,
  });
}

/** The job summary; never longer than `max` bytes (UTF-8). */
export function buildSummary(s: SummaryInput, max = SUMMARY_MAX_BYTES): string {
  const tail: Block[] = [];
  const skipped = s.report.skipped ?? [];
  if (skipped.length) {
    const lines = ["### Skipped paths", "", ...skipped.slice(0, 50).map((k) => `- ${md(k.path, 200)}: ${md(k.reason, 200)}`)];
    if (skipped.length > 50) lines.push(`- … and ${skipped.length - 50} more in the JSON report`);
    tail.push({ text: lines.join("\n") });
  }
  const line = reportsLine(s);
  const artifact = line ? [`- ${line}`] : s.reportsLink ? [`- Reports and trace diffs: <code>artifact '${md(s.reportsLink.name, 100)}'</code>`] : [];
  if (s.outputs.length || artifact.length) {
    const out = ["### Reports", "", ...artifact];
    for (const o of s.outputs.slice(0, 20)) out.push(`- ${md(o.label, 100)}: <code>${md(o.value, 300)}</code>`);
    tail.push({ text: out.join("\n"), required: true });
  }
  const where = s.diffDir ? `the uploaded reports (every trace diff is in ${s.diffDir})` : "the uploaded reports";
  return body(s, max, utf8Bytes, where, tail);
}

/** The sticky comment's body (without its marker); never longer than `max` characters. */
export function buildCommentBody(s: SummaryInput, max: number): string {
  const tail: Block[] = [];
  const line = reportsLine(s);
  if (line) tail.push({ text: line, required: true });
  if (s.runUrl && /^https?:\/\/[^\s()<>]+$/.test(s.runUrl)) tail.push({ text: `[Workflow run and job summary](${s.runUrl})`, required: true });
  return body(s, max, chars, "the job summary and the report artifacts", tail);
}
