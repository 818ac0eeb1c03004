// Markdown renderer (`--md-out`, PR comments and job summaries).
//
// All trace-derived text is untrusted: every piece goes through escapeMarkdown (no HTML, no
// Markdown syntax, no mentions or references, no line breaks) after truncation; the only raw HTML
// is our own (<details>, <summary>, <code>).
import type { Finding, Report, TraceReport } from "../types.js";
import { ruleMeta } from "../rules/registry.js";
import { escapeMarkdown, escapeMarkdownCode, truncate } from "../util/escape.js";
import { agentFigures, agentFiguresText, usageFigures } from "./usage.js";
import { evaluationsBlock } from "./evaluations.js";
import { COMMENT_LIMIT_CHARS, assemble, chars, fairShares, sizeNote, type Block, type BudgetOptions, type Measure } from "./budget.js";
import {
  countFindings,
  entryPath,
  entryStatus,
  findingLocation,
  firstFailingLine,
  fixed,
  formatCoverage,
  isAbsolutePath,
  plural,
  severityRank,
  showValue,
} from "./util.js";

/** `elsewhere` defaults to "the JSON, SARIF and JUnit reports". */
export interface MarkdownOptions extends BudgetOptions {
  /** Base URL that file paths are appended to, e.g. "https://github.com/o/r/blob/<sha>/". */
  linkBase?: string;
  /** Heading of the report (default "Agent reliability report"); null for none (a comment has its verdict line). */
  title?: string | null;
  /**
   * Hook for per-entry extra sections (e.g. the memory engineer's `renderMemoryTableMarkdown(entry)`
   * or the trace-diff table). Called for every entry; the returned Markdown is inserted verbatim
   * after the entry's findings, so it must escape trace text itself. Return undefined for none.
   */
  entryDetails?: (entry: TraceReport) => string | undefined;
  /** The gate's verdict and baseline source (job summary, PR comment), shown in the verdict line. */
  gate?: { passed: boolean; baselineSource: string; reasons?: readonly string[]; notes?: readonly string[] };
}

const MAX_CELL = 300;
const MAX_ID = 120;
/** Most findings listed per trace in a comment-sized document; a job summary (1 MiB) lists more. */
const MAX_FINDINGS_PER_TRACE = 200;
const MAX_FINDINGS_PER_TRACE_LARGE = 1000;
/** Findings of a failing trace shown before the rest of them is folded. */
const VISIBLE_FINDINGS = 10;
/** The per-trace table: failing traces first, then as many passing ones as fit. */
const MAX_TABLE = 30_000;
const MAX_TABLE_LARGE = 300_000;

const STATUS_ICON: Record<string, string> = { pass: "✅ pass", fail: "❌ fail", error: "⛔ input error", "not scored": "➖ not scored" };
const SEVERITY_ICON: Record<string, string> = { error: "🔴 error", warning: "🟡 warning", info: "🔵 info" };

/** A word GitHub would turn into a mention or reference (`@user`, `#12`, `step#2`, `GH-3`). */
const LINKABLE_WORD = /[@#]|gh-\d/i;

/**
 * Untrusted text as inline Markdown with no invisible character: escaped as escapeMarkdown does,
 * except that each word GitHub would link (`@user`, `issue_refund#2`) is a code span instead of
 * carrying a zero-width joiner (GitHub links nothing in code, and the word copies as it reads).
 * Punctuation around the word stays outside the span (`'<code>`…`</code>'`).
 */
export function markdownText(s: string, max?: number): string {
  let t = String(s).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200f\u2060-\u2064\ufeff]/g, "").replace(/[\s\u2028\u2029]+/g, " ").trim();
  if (max !== undefined) t = truncate(t, max);
  if (!LINKABLE_WORD.test(t)) return escapeMarkdown(t);
  const out: string[] = [];
  let plain: string[] = [];
  const flush = () => {
    if (plain.length) out.push(escapeMarkdown(plain.join(" ")));
    plain = [];
  };
  for (const w of t.split(" ")) {
    const m = /^(['"([]*)(.*?)(['")\].,;:!?]*)$/s.exec(w)!;
    if (!LINKABLE_WORD.test(m[2]!)) {
      plain.push(w);
      continue;
    }
    flush();
    out.push(`${m[1] ? escapeMarkdown(m[1]) : ""}${escapeMarkdownCode(m[2]!)}${m[3] ? escapeMarkdown(m[3]) : ""}`);
  }
  flush();
  return out.join(" ");
}

/**
 * Untrusted text inside a `<code>` element in Markdown: escaped as escapeMarkdown does (the
 * element's content is still Markdown) but with no zero-width joiner, which GitHub does not need
 * inside code.
 */
export function markdownCodeText(s: string, max?: number): string {
  return escapeMarkdown(s, max).replace(/\u200d/g, "");
}

/** An untrusted value as a table cell / inline text. */
function cell(s: string, max = MAX_CELL): string {
  return markdownText(s, max);
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
function fileLink(path: string, line: number, linkBase: string | undefined, text?: string): string {
  const label = cell(text ?? `${path}:${line}`, MAX_CELL);
  if (!isSafeBase(linkBase) || !path || isAbsolutePath(path) || path.startsWith("../")) return label;
  const base = linkBase.endsWith("/") ? linkBase : linkBase + "/";
  return `[${label}](${base}${encodePath(path)}#L${line})`;
}

function verdict(report: Report, gate: MarkdownOptions["gate"]): string {
  const s = report.summary;
  const failed = s.failed_traces;
  const tail = [`average score ${fixed(s.average_score, 2)}`];
  if (typeof report.fail_under === "number") tail.push(`threshold ${fixed(report.fail_under, 2)}`);
  if (report.policy_id) tail.push(`policy ${cell(report.policy_id, MAX_ID)}`);
  if (gate) {
    // passed with failing traces only happens when failures are not gated (fail-on never): say so in the line
    const why = gate.passed && failed > 0 ? `: ${failed === 1 ? "the failing trace is" : "failing traces are"} reported, not gated (fail-on never)` : "";
    const head = `**${gate.passed ? "✅ Agent reliability gate passed" : "❌ Agent reliability gate failed"}**${why}`;
    const counts = s.total_traces === 0 ? "no traces validated" : `${failed} of ${plural(s.total_traces, "trace")} failed`;
    return [head, counts, ...tail, `baseline ${cell(gate.baselineSource, 200)}`].join(" · ");
  }
  if (s.total_traces === 0) return "⚠️ **No traces were validated.**";
  const head = failed === 0 ? `✅ **${s.total_traces === 1 ? "1 trace" : `All ${s.total_traces} traces`} passed**` : `❌ **${failed} of ${plural(s.total_traces, "trace")} failed**`;
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

/** Findings in step order (source position of the finding, i.e. of its step), most severe first on ties. */
function sortedFindings(e: TraceReport): Finding[] {
  const keyed = e.findings.map((f) => ({ f, loc: findingLocation(e, f) }));
  keyed.sort((a, b) => a.loc.startLine - b.loc.startLine || a.loc.startColumn - b.loc.startColumn || severityRank(a.f.severity) - severityRank(b.f.severity));
  return keyed.map((k) => k.f);
}

/** A value for display: strings as they are, JSON with a space after each separator (so a long array can wrap). */
function spaced(v: unknown): string {
  if (typeof v === "string") return showValue(v, 80);
  try {
    return showValue(JSON.stringify(v, null, 1)?.replace(/\n\s*/g, " ") ?? String(v), 80);
  } catch {
    return showValue(v, 80);
  }
}

function findingRow(e: TraceReport, f: Finding, linkBase: string | undefined): string {
  const meta = ruleMeta(f.rule_id);
  const loc = findingLocation(e, f);
  // Four columns, so the table fits a comment at 800 px: the severity as its icon, the step, the
  // rule id and title leading the message (in the wide column: a narrow one broke `ARH-SEQ-004`
  // over three lines), the line as `L12` (the block heading names the file; a finding in another
  // file shows its path).
  const rule = cell(f.rule_id, MAX_ID);
  let msg = meta ? `${rule} **${escapeMarkdown(meta.title)}**: ${cell(f.message)}` : `${rule} ${cell(f.message)}`;
  if (f.agent !== undefined && f.step_id !== null) msg += ` · agent ${cell(f.agent, 120)}`; // docs/multi-agent.md
  if (f.expected !== undefined) msg += ` · expected ${cell(spaced(f.expected), 80)}`;
  if (f.observed !== undefined) msg += ` · observed ${cell(spaced(f.observed), 80)}`;
  const icon = SEVERITY_ICON[f.severity]?.split(" ")[0] ?? cell(String(f.severity), 20);
  const label = loc.uri === entryPath(e) ? `L${loc.startLine}` : undefined;
  return `| ${icon} | ${f.step_id !== null ? cell(f.step_id, MAX_ID) : "(trace)"} | ${msg} | ${fileLink(loc.uri, loc.startLine, linkBase, label)} |`;
}

const FINDINGS_HEAD = ["| | Step | Finding | Line |", "|---|---|---|---|"];

interface EntryBlock {
  e: TraceReport;
  failing: boolean;
  /** The first findings in step order (at most the per-trace cap); `total` counts them all. */
  findings: Finding[];
  total: number;
  /** Rough size of all listed rows, to share the budget before any row is rendered. */
  wants: number;
  extra: string | undefined;
}

/** Rough size of the rows of `findings`: a row is about its message (escaped, so up to twice as long) plus ~200 characters of cells. */
function rowsWant(findings: readonly Finding[]): number {
  return findings.reduce((n, f) => n + 2 * Math.min(f.message.length, MAX_CELL) + 200 + (f.expected !== undefined || f.observed !== undefined ? 360 : 0), 0);
}

/**
 * Each block's allowance of rows, failing traces first: the first VISIBLE_FINDINGS findings of
 * every failing trace are provided for before any trace gets more (a reader of the Markdown alone
 * sees which rule fired where in each), then what is left is shared fairly by all the rest.
 */
function rowShares(entries: readonly EntryBlock[], rowBudget: number): number[] {
  const first = entries.map((b) => (b.failing ? rowsWant(b.findings.slice(0, VISIBLE_FINDINGS)) : 0));
  const firstShares = fairShares(first, rowBudget);
  const left = rowBudget - firstShares.reduce((n, x) => n + x, 0);
  const rest = fairShares(entries.map((b, i) => b.wants - firstShares[i]!), left);
  return firstShares.map((x, i) => x + rest[i]!);
}

/**
 * One trace's block. A failing trace is shown open (heading, its first findings, the rest folded);
 * others fold entirely. At most `allowance` units of rows are listed; the rest is counted.
 */
function entryBlock(b: EntryBlock, allowance: number, cap: number, measure: Measure, linkBase: string | undefined): string {
  const { e } = b;
  // rows are rendered only as long as the allowance lasts (a trace may hold 100,000 findings)
  let used = 0;
  const rows: string[] = [];
  for (const f of b.findings.slice(0, cap)) {
    const r = findingRow(e, f, linkBase);
    const n = measure(r) + 1;
    if (used + n > allowance && rows.length > 0) break;
    used += n;
    rows.push(r);
  }
  const shown = rows.length;
  const rest = b.total - shown;
  const moreLine = rest > 0 ? [`… and ${plural(rest, "more finding")} of this trace (see the JSON or SARIF report).`] : [];
  const tail: string[] = [];
  for (const n of e.notes ?? []) tail.push("", `> ${cell(n, 500)}`);
  if (b.extra) tail.push("", b.extra.trimEnd());
  const status = entryStatus(e);
  const where = fileLink(entryPath(e), firstFailingLine(e), linkBase);
  if (b.failing) {
    const L = [`#### ❌ <code>${markdownCodeText(e.trace_id, MAX_ID)}</code> · ${findingCount(e).replace(/–/, "no findings")} · ${status === "error" ? "input error" : `score ${fixed(e.score, 2)}`} · ${where}`];
    if (rows.length) L.push("", ...FINDINGS_HEAD, ...rows.slice(0, VISIBLE_FINDINGS));
    if (rows.length > VISIBLE_FINDINGS) {
      L.push("", "<details>", `<summary>${plural(rows.length - VISIBLE_FINDINGS, "more finding")} of this trace</summary>`, "", ...FINDINGS_HEAD, ...rows.slice(VISIBLE_FINDINGS), "", ...moreLine, "", "</details>");
    } else if (moreLine.length) L.push("", ...moreLine);
    L.push(...tail);
    return L.join("\n");
  }
  const icon = status === "pass" ? "✅" : status === "not scored" ? "➖" : "❌";
  const L = ["<details>", `<summary>${icon} <code>${markdownCodeText(e.trace_id, MAX_ID)}</code> — ${findingCount(e).replace(/–/, "no findings")}</summary>`, ""];
  if (rows.length) L.push(...FINDINGS_HEAD, ...rows);
  if (moreLine.length) L.push("", ...moreLine);
  L.push(...tail, "", "</details>");
  return L.join("\n");
}

function usage(e: TraceReport): string {
  if (e.kind === "input") return "–";
  // what was not recorded is left out (src/report/usage.ts); "–" when nothing was
  const u = usageFigures(e);
  const known = [u.latency, u.cost, u.tokens === null ? null : `${u.tokens} tokens`].filter((p) => p !== null);
  for (const a of agentFigures(e)) known.push(agentFiguresText(a, (n) => cell(n, 80))); // each agent's share (docs/multi-agent.md)
  return known.length ? known.join(" · ") : "–";
}

/** The per-trace table, without the columns that are "–" on every row; failing traces first when it is long. */
function traceTable(report: Report, linkBase: string | undefined, maxTable: number): string {
  type Col = { head: string; align: string; value: (e: TraceReport) => string; optional?: boolean };
  const isInput = (e: TraceReport) => e.kind === "input";
  const cols: Col[] = [
    { head: "Trace", align: "---", value: (e) => cell(e.trace_id, MAX_ID) },
    // status icon and score in one column: the table has to fit 800 px
    { head: "Result", align: "---", value: (e) => (e.scored !== false && !isInput(e) ? `${STATUS_ICON[entryStatus(e)]!.split(" ")[0]} ${fixed(e.score, 2)}` : STATUS_ICON[entryStatus(e)]!) },
    // latency, cost and tokens in one column (each left out when not recorded), so the table fits 800 px
    { head: "Usage", align: "---", value: (e) => usage(e), optional: true },
    { head: "Coverage", align: "---:", value: (e) => formatCoverage(e.citation_coverage), optional: true },
    { head: "Findings", align: "---", value: (e) => findingCount(e) },
    // the file's name as the label (the link holds the path), so the table fits 800 px
    { head: "File", align: "---", value: (e) => fileLink(entryPath(e), firstFailingLine(e), linkBase, `${entryPath(e).split("/").pop()}:${firstFailingLine(e)}`) },
  ];
  const values = report.reports.map((e) => cols.map((c) => c.value(e)));
  const used = cols.filter((c, k) => !c.optional || values.some((v) => v[k] !== "–"));
  const idx = used.map((c) => cols.indexOf(c));
  const rows = report.reports.map((e, i) => ({ pass: entryStatus(e) === "pass", row: `| ${idx.map((k) => values[i]![k]).join(" | ")} |` }));
  const table = [`| ${used.map((c) => c.head).join(" | ")} |`, `|${used.map((c) => c.align).join("|")}|`];
  const rowsSize = rows.reduce((n, r) => n + r.row.length + 1, 0);
  if (rowsSize <= maxTable) table.push(...rows.map((r) => r.row));
  else {
    // Too many traces for one comment: list the failing ones first, then as many passing as fit.
    let size = 0;
    let omitted = 0;
    const keep = new Set<number>();
    for (const pass of [false, true]) {
      rows.forEach((r, i) => {
        if (r.pass !== pass) return;
        if (size + r.row.length + 1 > maxTable) omitted++;
        else {
          size += r.row.length + 1;
          keep.add(i);
        }
      });
    }
    table.push(...rows.filter((_, i) => keep.has(i)).map((r) => r.row));
    table.push("", `… ${plural(omitted, "more trace")} not listed (size limit); see the JSON or JUnit report.`);
  }
  return table.join("\n");
}

/**
 * Render a report as GitHub-flavoured Markdown (deterministic), in the design the PR comment and
 * the job summary share: the verdict in one line; each failing trace as a block (its findings in
 * step order, the first ones open, the rest folded); the traces with only warnings or notes
 * folded; the per-trace table folded. The findings budget is shared fairly between traces and
 * every finding is either listed or counted; over `budget`, whole blocks are dropped from the end.
 */
export function renderMarkdown(report: Report, opts: MarkdownOptions = {}): string {
  const measure = opts.measure ?? chars;
  const budget = opts.budget ?? COMMENT_LIMIT_CHARS - 1024;
  const title = opts.title === undefined ? "Agent reliability report" : opts.title;
  const head: string[] = [];
  if (title !== null) head.push(`## ${cell(title, 200)}`, "");
  head.push(verdict(report, opts.gate));
  const reasons = opts.gate?.reasons ?? [];
  if (reasons.length) {
    head.push("");
    for (const r of reasons.slice(0, 30)) head.push(`- ${cell(r, 500)}`);
    if (reasons.length > 30) head.push(`- … and ${reasons.length - 30} more`);
  }
  for (const n of opts.gate?.notes ?? []) head.push("", `> ${cell(n, 500)}`);
  const required: Block[] = [{ text: head.join("\n"), required: true }];
  const table: Block = { text: ["<details>", `<summary>All traces (${report.reports.length})</summary>`, "", traceTable(report, opts.linkBase, budget > COMMENT_LIMIT_CHARS ? MAX_TABLE_LARGE : MAX_TABLE), "", "</details>"].join("\n"), required: true };

  const large = budget > COMMENT_LIMIT_CHARS;
  const cap = large ? MAX_FINDINGS_PER_TRACE_LARGE : MAX_FINDINGS_PER_TRACE;
  const entries: EntryBlock[] = [];
  for (const e of report.reports) {
    const extra = opts.entryDetails?.(e);
    if (e.findings.length === 0 && !extra && !(e.notes && e.notes.length)) continue;
    const status = entryStatus(e);
    const findings = sortedFindings(e).slice(0, cap);
    entries.push({ e, failing: status === "fail" || status === "error", findings, total: e.findings.length, wants: rowsWant(findings), extra });
  }
  // failing traces first, most severe first (then most errors); the report's order on ties
  const worst = (e: TraceReport) => e.findings.reduce((m, f) => Math.min(m, severityRank(f.severity)), 9);
  const errors = (e: TraceReport) => countFindings(e.findings).error;
  entries.sort((a, b) => Number(b.failing) - Number(a.failing) || worst(a.e) - worst(b.e) || errors(b.e) - errors(a.e));

  // Share what the skeleton leaves between the traces' finding rows (water-filling), keeping room
  // for each block's own lines.
  const extras = opts.extraBlocks ?? [];
  const fixedSize = [...required, table, ...extras.filter((b) => b.required)].reduce((n, b) => n + measure(b.text) + 2, 0);
  const overhead = entries.reduce((n, b) => n + 400 + (b.extra ? measure(b.extra) : 0) + (b.e.notes ?? []).reduce((k, x) => k + Math.min(measure(x), 2000), 0), 0);
  const rowBudget = Math.max(0, budget - fixedSize - overhead - 512);
  const shares = rowShares(entries, rowBudget);
  const evaluations = evaluationsBlock(report); // docs/evaluations.md
  const blocks: Block[] = [...required, ...entries.map((b, i) => ({ text: entryBlock(b, shares[i]!, cap, measure, opts.linkBase) })), table, ...(evaluations ? [evaluations] : []), ...extras];
  const footer = report.tool && !opts.gate ? [{ text: `_${cell(`Generated by ${report.tool.name} ${report.tool.version}`, 120)}_`, required: true }] : [];
  const elsewhere = opts.elsewhere ?? "the JSON, SARIF and JUnit reports";
  return assemble([...blocks, ...footer], budget, measure, (n) => sizeNote(n, elsewhere));
}
