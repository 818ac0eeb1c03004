// Renderings of a comparison: JSON (stable bytes), Markdown (PR comment / job summary) and console.
// Every string that comes from a trace or a report is escaped for its sink.
import { escapeMarkdown, neutralizeWorkflowCommands, truncate } from "../util/escape.js";
import type { CompareFinding, CompareResult, CompareTrace, Drift, DriftStep } from "../compare/types.js";
import { fmtFixed, fmtSigned } from "../compare/util.js";
import { COMMENT_LIMIT_CHARS, assemble, chars, sizeNote, type Block, type Measure } from "./budget.js";
import type { AbtDocument } from "../tracediff/model.js";
import { renderTraceDiffTable } from "../tracediff/table.js";
import { ruleMeta } from "../rules/registry.js";
import { scenariosSection } from "./scenarios.js";
import type { ScenarioGateResult } from "../scenarios/types.js";

/** Most rows listed per section by default; the rest is counted. */
const DEFAULT_MAX_ROWS = 100;
let MAX_ROWS = DEFAULT_MAX_ROWS;
const MAX_MESSAGE = 300;

/** The compare JSON: two-space indentation, fixed key order, trailing newline. */
export function renderCompareJson(result: CompareResult, scenarios: ScenarioGateResult | null = null): string {
  return JSON.stringify(scenarios ? { ...result, scenarios: scenariosSection(scenarios) } : result, null, 2) + "\n";
}

interface Sections {
  newErrors: { t: CompareTrace; f: CompareFinding }[];
  otherNew: { t: CompareTrace; f: CompareFinding }[];
  passToFail: CompareTrace[];
  addedFailing: CompareTrace[];
  drops: CompareTrace[];
  resolved: { t: CompareTrace; f: CompareFinding }[];
  failToPass: CompareTrace[];
  removed: CompareTrace[];
  drifted: CompareTrace[];
}

function sections(r: CompareResult): Sections {
  const s: Sections = { newErrors: [], otherNew: [], passToFail: [], addedFailing: [], drops: [], resolved: [], failToPass: [], removed: [], drifted: [] };
  for (const t of r.traces) {
    for (const f of t.new_findings) (f.severity === "error" ? s.newErrors : s.otherNew).push({ t, f });
    for (const f of t.resolved_findings) s.resolved.push({ t, f });
    if (t.status_change === "pass->fail") s.passToFail.push(t);
    if (t.status_change === "fail->pass") s.failToPass.push(t);
    if (t.status_change === "removed") s.removed.push(t);
    if (t.status_change === "added" && t.candidate_passed === false) s.addedFailing.push(t);
    if (t.score_delta !== null && t.score_delta < 0) s.drops.push(t);
    if (t.drift && !t.drift.unchanged) s.drifted.push(t);
  }
  return s;
}

function score(v: number | null): string {
  return v === null ? "n/a" : fmtFixed(v, 2);
}

function scoreChange(t: CompareTrace, arrow = "->"): string {
  if (t.baseline_score !== null && t.candidate_score !== null) {
    return `${score(t.baseline_score)} ${arrow} ${score(t.candidate_score)} (${fmtSigned(t.score_delta ?? 0, 2)})`;
  }
  return score(t.candidate_score ?? t.baseline_score);
}

/** The gate reason a drop of this trace would produce (compare.ts words it the same way). */
function dropReason(id: string, t: CompareTrace, limit: number): string {
  return `${id}: score dropped ${fmtFixed(-(t.score_delta ?? 0), 2)} (max ${limit})`;
}

function gateMode(r: CompareResult): string {
  const mode = r.gate.fail_on ?? "regressions";
  const drop = r.gate.max_score_drop;
  return mode === "regressions" && drop !== undefined && drop !== null ? `${mode}, max score drop ${drop}` : mode;
}

function stepLabel(s: DriftStep, esc: (s: string) => string): string {
  const what = s.type === "tool_call" ? (s.tool ?? "unnamed tool call") : "model response";
  return `${esc(s.step_id)} (${esc(what)}, step ${s.index + 1})`;
}

/** One line per kind of drift, e.g. `tools added: issue_refund +1`, escaped with `esc`. */
export function describeDrift(d: Drift, esc: (s: string) => string): string[] {
  const out: string[] = [];
  const cap = <T>(xs: T[], f: (x: T) => string) => xs.slice(0, 20).map(f).join(", ") + (xs.length > 20 ? `, and ${xs.length - 20} more` : "");
  if (d.tools_added.length) out.push(`tools added: ${cap(d.tools_added, (x) => `${esc(x.tool)} +${x.count}`)}`);
  if (d.tools_removed.length) out.push(`tools removed: ${cap(d.tools_removed, (x) => `${esc(x.tool)} -${x.count}`)}`);
  if (d.moved.length) {
    out.push(`moved: ${cap(d.moved, (m) => `${esc(m.tool)} ${esc(m.step_id)} (step ${m.baseline_index + 1} -> ${m.candidate_index + 1})`)}`);
  }
  if (d.changed_arguments.length) {
    out.push(
      `changed arguments: ${cap(d.changed_arguments, (c) => {
        const ids = c.baseline_step_id === c.candidate_step_id ? esc(c.candidate_step_id) : `${esc(c.baseline_step_id)} -> ${esc(c.candidate_step_id)}`;
        const args =
          c.baseline_args !== undefined && c.candidate_args !== undefined
            ? `: ${esc(truncate(c.baseline_args, 80))} -> ${esc(truncate(c.candidate_args, 80))}`
            : "";
        return `${esc(c.tool)} ${ids}${args}`;
      })}`,
    );
  }
  if (d.inserted_steps.length) out.push(`inserted steps: ${cap(d.inserted_steps, (x) => stepLabel(x, esc))}`);
  if (d.deleted_steps.length) out.push(`deleted steps: ${cap(d.deleted_steps, (x) => stepLabel(x, esc))}`);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Markdown

function mdLocation(f: CompareFinding, linkBase: string | undefined): string {
  const loc = f.location;
  if (!loc || typeof loc.uri !== "string" || typeof loc.startLine !== "number") return "";
  const label = md(`${loc.uri}:${loc.startLine}`);
  if (!linkBase) return label;
  const base = linkBase.endsWith("/") ? linkBase : linkBase + "/";
  const path = loc.uri
    .split("/")
    .map((seg) => encodeURIComponent(seg).replace(/[()'!*]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase()))
    .join("/");
  return `[${label}](${base}${path}#L${loc.startLine})`;
}

/** Inline Markdown text from a trace or report: control characters dropped, then escaped. */
function md(s: string): string {
  return escapeMarkdown(s);
}

function mdMsg(s: string): string {
  return escapeMarkdown(s, MAX_MESSAGE);
}

function more(lines: string[], total: number): void {
  if (total > MAX_ROWS) lines.push("", `… and ${total - MAX_ROWS} more (see the compare JSON).`);
}

function mdFindingTable(lines: string[], rows: { t: CompareTrace; f: CompareFinding }[], linkBase: string | undefined, withSeverity: boolean): void {
  lines.push(withSeverity ? "| Trace | Severity | Rule | Step | Message | Location |" : "| Trace | Rule | Step | Message | Location |");
  lines.push(withSeverity ? "|---|---|---|---|---|---|" : "|---|---|---|---|---|");
  for (const { t, f } of rows.slice(0, MAX_ROWS)) {
    const cells = [md(t.trace_id)];
    if (withSeverity) cells.push(md(f.severity));
    cells.push(md(f.rule_id || f.category), f.step_id ? md(f.step_id) : "—", mdMsg(f.message), mdLocation(f, linkBase) || "—");
    lines.push(`| ${cells.join(" | ")} |`);
  }
  more(lines, rows.length);
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export interface CompareMarkdownOptions {
  /** `https://github.com/<owner>/<repo>/blob/<sha>/`: file locations become links to the line. */
  linkBase?: string;
  /** Most rows per table (default 100); the rest is counted. */
  maxRows?: number;
  /** Before/after diffs of the regressed traces by trace id (`buildTraceDiffMap`), each shown under its regression. */
  diffs?: ReadonlyMap<string, AbtDocument>;
  /** Where the baseline came from, for the verdict line (e.g. `artifact 12 (run 3, abc1234)`). */
  baselineSource?: string;
  /** Gate reasons that are not the comparison's (e.g. a failed SARIF upload), listed under the verdict. */
  extraReasons?: readonly string[];
  /** Notes shown under the verdict (e.g. how the baseline was found). */
  notes?: readonly string[];
  /** Whether the gate passed overall (default: the comparison's verdict). */
  passed?: boolean;
  /** Size budget (default 65,536 characters: a PR comment); whole blocks are dropped from the end. */
  budget?: number;
  /** How the budget is measured (default UTF-16 code units, as GitHub counts comment length). */
  measure?: Measure;
  /** Where dropped blocks can be read (default "the job summary and the compare.json artifact"). */
  elsewhere?: string;
  /** Blocks appended after the comparison's own (already safe Markdown), e.g. the reports list of a job summary. */
  extraBlocks?: readonly Block[];
}

/** New findings of one regression listed in its block; the rest is counted. */
const BLOCK_FINDINGS = 10;
/** Step rows of a before/after table in a regression block. */
const BLOCK_DIFF_ROWS = 24;

/** Natural order of step ids (s2 before s10), for findings without a location. */
const naturalIds = new Intl.Collator("en", { numeric: true }).compare;

/** Findings in step order: by source line of their location, then by step id read as numbered. */
export function byStepPosition(a: CompareFinding, b: CompareFinding): number {
  const la = a.location?.startLine ?? Number.MAX_SAFE_INTEGER;
  const lb = b.location?.startLine ?? Number.MAX_SAFE_INTEGER;
  return la - lb || (a.location?.startColumn ?? 0) - (b.location?.startColumn ?? 0) || naturalIds(a.step_id ?? "", b.step_id ?? "");
}

function severityRank(s: string): number {
  return s === "error" ? 0 : s === "warning" ? 1 : s === "info" ? 2 : 3;
}

/** Why a trace is a regression (the gate's words), or null when it is not one. */
function regressionOf(t: CompareTrace, r: CompareResult): string | null {
  const mode = r.gate.fail_on ?? "regressions";
  const errs = t.new_findings.filter((f) => f.severity === "error").length;
  if (mode === "failures") return t.candidate_passed === false ? "fails" : null;
  if (mode === "never") {
    if (t.status_change === "pass->fail") return "pass → fail";
    return errs > 0 ? `${plural(errs, "new error", "new errors")}` : null;
  }
  const why: string[] = [];
  if (t.status_change === "pass->fail") why.push("pass → fail");
  if (t.status_change === "added" && t.candidate_passed === false) why.push("added, fails");
  if (errs > 0) why.push(plural(errs, "new error", "new errors"));
  const limit = r.gate.max_score_drop;
  if (limit !== undefined && limit !== null && r.gate.reasons.includes(dropReason(t.trace_id, t, limit))) why.push(`score dropped over ${limit}`);
  return why.length ? why.join(", ") : null;
}

/** The one verdict line: gate, counts, baseline source. */
function verdictLine(r: CompareResult, regressions: number, opts: CompareMarkdownOptions): string {
  const sum = r.summary;
  const passed = opts.passed ?? r.gate.passed;
  const parts = [`fail-on ${md(gateMode(r))}`];
  parts.push(`${plural(regressions, "regression", "regressions")} in ${plural(sum.traces_compared + sum.traces_added, "trace", "traces")}`);
  parts.push(`${plural(sum.new_error_findings, "new error", "new errors")}, ${sum.resolved_findings} resolved`);
  parts.push(`average score ${fmtSigned(sum.average_score_delta, 2)}`);
  if (opts.baselineSource !== undefined) parts.push(`baseline ${md(opts.baselineSource)}`);
  return `**${passed ? "✅ Regression gate passed" : "❌ Regression gate failed"}** · ${parts.join(" · ")}`;
}

function findingItem(f: CompareFinding, linkBase: string | undefined): string {
  const sev = f.severity === "error" ? "🔴" : f.severity === "warning" ? "🟡" : "🔵";
  const title = ruleMeta(f.rule_id)?.title;
  const step = f.step_id ? ` · step <code>${md(f.step_id)}</code>` : "";
  const loc = mdLocation(f, linkBase);
  return `- ${sev} **${md(f.rule_id || f.category)}**${title ? ` ${md(title)}` : ""}${step} · ${mdMsg(f.message)}${loc ? ` · ${loc}` : ""}`;
}

/** A regression: trace, why, score; its new findings in step order; then its before/after diff. */
function regressionBlock(t: CompareTrace, why: string, diff: AbtDocument | undefined, linkBase: string | undefined): string {
  const L = [`#### ❌ <code>${escapeMarkdown(t.trace_id, 200)}</code> · ${md(why)} · score ${scoreChange(t, "→")}`, ""];
  const list = [...t.new_findings].sort((a, b) => severityRank(a.severity) - severityRank(b.severity) || byStepPosition(a, b));
  for (const f of list.slice(0, BLOCK_FINDINGS)) L.push(findingItem(f, linkBase));
  if (list.length > BLOCK_FINDINGS) L.push(`- … and ${list.length - BLOCK_FINDINGS} more new findings of this trace (see compare.json)`);
  if (list.length === 0) L.push(`- score ${scoreChange(t, "→")}${t.candidate_passed === false ? ", below the threshold" : ""}`);
  if (diff) L.push("", renderTraceDiffTable(diff, { compact: true, maxRows: BLOCK_DIFF_ROWS }));
  return L.join("\n");
}

function traceTable(result: CompareResult): string {
  const L = ["| Trace | Change | Score | New | Resolved |", "|---|---|---|---:|---:|"];
  const rows = [...result.traces].sort((a, b) => Number(a.candidate_passed !== false) - Number(b.candidate_passed !== false));
  for (const t of rows.slice(0, MAX_ROWS)) {
    const change = t.status_change === "unchanged" ? (t.candidate_passed === false ? "still fails" : "–") : t.status_change.replace("->", " → ");
    L.push(`| ${md(t.trace_id)} | ${change} | ${scoreChange(t, "→")} | ${t.new_findings.length} | ${t.resolved_findings.length} |`);
  }
  more(L, rows.length);
  return L.join("\n");
}

/**
 * Markdown for a PR comment, the job summary and `compare --md-out`, all of one design: the
 * verdict in one line; each regression as a short block (trace, rule, step, message linked to the
 * line) followed by its before/after diff; everything else collapsed. Nothing appears twice.
 * Within `budget` (default: a PR comment), whole blocks are dropped from the end with a count.
 */
export function renderCompareMarkdown(result: CompareResult, opts: CompareMarkdownOptions = {}): string {
  MAX_ROWS = opts.maxRows !== undefined && opts.maxRows >= 1 ? Math.floor(opts.maxRows) : DEFAULT_MAX_ROWS;
  try {
    return markdown(result, opts);
  } finally {
    MAX_ROWS = DEFAULT_MAX_ROWS;
  }
}

function markdown(result: CompareResult, opts: CompareMarkdownOptions): string {
  const s = sections(result);
  const sum = result.summary;
  const regressions: { t: CompareTrace; why: string }[] = [];
  for (const t of result.traces) {
    const why = regressionOf(t, result);
    if (why) regressions.push({ t, why });
  }
  // traces by severity: new errors first (most first), then pass -> fail, then the rest; ties by id
  const weight = (t: CompareTrace) => t.new_findings.filter((f) => f.severity === "error").length;
  regressions.sort((a, b) => Number(weight(b.t) > 0) - Number(weight(a.t) > 0) || Number(b.t.status_change === "pass->fail") - Number(a.t.status_change === "pass->fail"));

  const blocks: Block[] = [];
  const head = [verdictLine(result, regressions.length, opts)];
  if (opts.extraReasons?.length) {
    head.push("");
    for (const r of opts.extraReasons.slice(0, 30)) head.push(`- ${escapeMarkdown(r, 500)}`);
    if (opts.extraReasons.length > 30) head.push(`- … and ${opts.extraReasons.length - 30} more`);
  }
  for (const n of opts.notes ?? []) head.push("", `> ${escapeMarkdown(n, 500)}`);
  blocks.push({ text: head.join("\n"), required: true });
  for (const { t, why } of regressions) blocks.push({ text: regressionBlock(t, why, opts.diffs?.get(t.trace_id), opts.linkBase) });

  // Everything else, collapsed: one <details> per kind, so a budget cut drops whole ones.
  const fold = (summary: string, body: string[]): void => {
    blocks.push({ text: ["<details>", `<summary>${summary}</summary>`, "", ...body, "", "</details>"].join("\n") });
  };
  const regressed = new Set(regressions.map((r) => r.t));
  const notRegression = (x: { t: CompareTrace }) => !regressed.has(x.t);
  // findings a regression block lists are not listed again; the others most severe first, then
  // by trace (the comparison's order) and step position within it
  const traceOrder = new Map(result.traces.map((t, i) => [t, i]));
  const inOrder = (a: { t: CompareTrace; f: CompareFinding }, b: { t: CompareTrace; f: CompareFinding }) => traceOrder.get(a.t)! - traceOrder.get(b.t)! || byStepPosition(a.f, b.f);
  const other = [...s.newErrors, ...s.otherNew].filter(notRegression).sort((a, b) => severityRank(a.f.severity) - severityRank(b.f.severity) || inOrder(a, b));
  s.resolved.sort(inOrder);
  if (other.length) {
    const L: string[] = [];
    mdFindingTable(L, other, opts.linkBase, true);
    fold(`New findings that do not fail the gate (${other.length})`, L);
  }
  if (s.resolved.length) {
    const L: string[] = [];
    mdFindingTable(L, s.resolved, opts.linkBase, true);
    fold(`✅ Resolved findings (${s.resolved.length})`, L);
  }
  const drops = s.drops.filter((t) => !regressed.has(t));
  if (drops.length) {
    const L = ["| Trace | Score |", "|---|---|"];
    for (const t of drops.slice(0, MAX_ROWS)) L.push(`| ${md(t.trace_id)} | ${scoreChange(t, "→")} |`);
    more(L, drops.length);
    fold(`Score drops within the limit (${drops.length})`, L);
  }
  if (s.removed.length) {
    const ids = s.removed.slice(0, MAX_ROWS).map((t) => `<code>${md(t.trace_id)}</code>`).join(", ");
    fold(`Removed since the baseline (${s.removed.length})`, [`${ids}${s.removed.length > MAX_ROWS ? `, and ${s.removed.length - MAX_ROWS} more` : ""}`]);
  }
  if (s.drifted.length) {
    const L = ["Information only: drift never fails the gate.", ""];
    for (const t of s.drifted.slice(0, MAX_ROWS)) {
      L.push(`- **${md(t.trace_id)}**`);
      for (const line of describeDrift(t.drift!, md)) L.push(`  - ${line}`);
    }
    more(L, s.drifted.length);
    fold(`Trajectory drift (${s.drifted.length})`, L);
  }
  const still = sum.unchanged_failing ? ` · ${plural(sum.unchanged_failing, "still fails", "still fail")} as in the baseline` : "";
  const fixed = s.failToPass.length ? ` · ${s.failToPass.length} fail → pass` : "";
  blocks.push({ text: ["<details>", `<summary>All traces (${result.traces.length})${fixed}${still}</summary>`, "", traceTable(result), "", "</details>"].join("\n"), required: true });
  for (const b of opts.extraBlocks ?? []) blocks.push(b);

  const elsewhere = opts.elsewhere ?? "the job summary and the compare.json artifact";
  return assemble(blocks, opts.budget ?? COMMENT_LIMIT_CHARS - 1024, opts.measure ?? chars, (n) => sizeNote(n, elsewhere));
}

// ---------------------------------------------------------------------------------------------
// Console

function con(s: string): string {
  return neutralizeWorkflowCommands(s.replace(/\r\n|\r|\n/g, " "));
}

function conFinding(t: CompareTrace, f: CompareFinding, withSeverity: boolean): string {
  const sev = withSeverity ? `[${con(f.severity)}] ` : "";
  const step = f.step_id ? ` step ${con(f.step_id)}` : "";
  const loc = f.location && typeof f.location.uri === "string" ? ` (${con(f.location.uri)}:${f.location.startLine})` : "";
  return `  ${sev}${con(t.trace_id)} ${con(f.rule_id || f.category)}${step}: ${con(truncate(f.message, MAX_MESSAGE))}${loc}`;
}

/** Plain-text rendering for the terminal / Actions log (workflow commands neutralised). */
export function renderCompareConsole(result: CompareResult): string {
  const s = sections(result);
  const sum = result.summary;
  const L: string[] = [];
  L.push(`arh compare: gate ${result.gate.passed ? "PASSED" : "FAILED"} (fail-on ${gateMode(result)})`);
  for (const r of result.gate.reasons) L.push(`  - ${con(r)}`);
  L.push(
    `traces: ${sum.traces_compared} compared, ${sum.traces_added} added, ${sum.traces_removed} removed; ` +
      `pass->fail ${sum.pass_to_fail}, fail->pass ${sum.fail_to_pass}; ` +
      `new findings ${sum.new_findings} (${sum.new_error_findings} errors), resolved ${sum.resolved_findings}; ` +
      `average score delta ${fmtSigned(sum.average_score_delta, 2)}, max score drop ${fmtFixed(sum.max_score_drop, 2)}`,
  );
  const block = (title: string, rows: string[]) => {
    if (!rows.length) return;
    L.push("", title);
    L.push(...rows.slice(0, MAX_ROWS));
    if (rows.length > MAX_ROWS) L.push(`  ... and ${rows.length - MAX_ROWS} more`);
  };
  block(`New error findings (${s.newErrors.length}):`, s.newErrors.map(({ t, f }) => conFinding(t, f, false)));
  block(`Pass -> fail (${s.passToFail.length}):`, s.passToFail.map((t) => `  ${con(t.trace_id)}: score ${scoreChange(t)}`));
  block(`Added failing traces (${s.addedFailing.length}):`, s.addedFailing.map((t) => `  ${con(t.trace_id)}: score ${score(t.candidate_score)}`));
  block(`Score drops (${s.drops.length}):`, s.drops.map((t) => `  ${con(t.trace_id)}: score ${scoreChange(t)}`));
  block(`New warnings/info (${s.otherNew.length}):`, s.otherNew.map(({ t, f }) => conFinding(t, f, true)));
  block(`Resolved findings (${s.resolved.length}):`, s.resolved.map(({ t, f }) => conFinding(t, f, true)));
  block(`Fail -> pass (${s.failToPass.length}):`, s.failToPass.map((t) => `  ${con(t.trace_id)}: score ${scoreChange(t)}`));
  if (sum.unchanged_failing) L.push("", `${plural(sum.unchanged_failing, "trace still fails", "traces still fail")} as in the baseline (not listed).`);
  if (s.removed.length) L.push(`${plural(s.removed.length, "trace", "traces")} removed since the baseline: ${s.removed.slice(0, 20).map((t) => con(t.trace_id)).join(", ")}${s.removed.length > 20 ? ", ..." : ""}`);
  if (s.drifted.length) {
    L.push("", `Trajectory drift (${s.drifted.length}, information only):`);
    for (const t of s.drifted.slice(0, MAX_ROWS)) {
      L.push(`  ${con(t.trace_id)}:`);
      for (const line of describeDrift(t.drift!, con)) L.push(`    ${line}`);
    }
  }
  return L.join("\n") + "\n";
}
