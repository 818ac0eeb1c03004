// Renderings of a comparison: JSON (stable bytes), Markdown (PR comment / job summary) and console.
// Every string that comes from a trace or a report is escaped for its sink.
import { stringifyAt } from "../util/indent.js";
import { usageConsoleLines, usageMarkdown } from "./cost.js";
import { escapeMarkdown, neutralizeWorkflowCommands, truncate } from "../util/escape.js";
import type { CompareFinding, CompareResult, CompareTrace, Drift, DriftStep } from "../compare/types.js";
import { fmtFixed, fmtSigned } from "../compare/util.js";
import { plural } from "./util.js";
import { COMMENT_LIMIT_CHARS, assemble, chars, sizeNote, type Block, type BudgetOptions, type Measure } from "./budget.js";
import type { AbtDocument } from "../tracediff/model.js";
import { renderTraceDiffTable } from "../tracediff/table.js";
import { markdownCodeText, markdownText } from "./markdown.js";
import { ruleMeta } from "../rules/registry.js";
import { scenariosSection } from "./scenarios.js";
import type { ScenarioGateResult } from "../scenarios/types.js";

/** Most rows listed per section by default; the rest is counted. */
const DEFAULT_MAX_ROWS = 100;
let MAX_ROWS = DEFAULT_MAX_ROWS;
const MAX_MESSAGE = 300;

/** The compare JSON: two-space indentation, fixed key order, trailing newline. */
export function renderCompareJson(result: CompareResult, scenarios: ScenarioGateResult | null = null, format: CompareJsonFormat = "harness"): string {
  return [...compareJsonParts(result, scenarios, format)].join("");
}

/**
 * The compare JSON's layouts (docs/compare.md "The compare JSON's formats"): `harness`, every trace
 * in full (the Python harness's shape); `compact` (`compare_format: 2`), the traces in which nothing
 * changed (`isUnchangedTrace`) as ids under `unchanged`, the others in full.
 */
export type CompareJsonFormat = "harness" | "compact";
export const COMPARE_JSON_FORMATS: readonly CompareJsonFormat[] = ["harness", "compact"];

/** `compact`'s `unchanged`: how many traces changed nothing, and their ids by candidate status, in the comparison's order. */
export interface UnchangedTraces {
  count: number;
  passing: string[];
  failing: string[];
}

const zeroOrNull = (n: number | null | undefined): boolean => n === null || n === undefined || n === 0;

/**
 * Whether nothing changed in compared trace `t`: the same pass/fail (known on both sides), no new
 * and no resolved findings, the same score, cost and latency, no trajectory drift, and every usage
 * delta zero. What `compact` leaves out of such a trace is the same on both sides.
 */
export function isUnchangedTrace(t: CompareTrace): boolean {
  if (t.status_change !== "unchanged" || typeof t.candidate_passed !== "boolean" || t.baseline_passed !== t.candidate_passed) return false;
  if (t.new_findings.length > 0 || t.resolved_findings.length > 0) return false;
  if (!zeroOrNull(t.score_delta) || !zeroOrNull(t.latency_delta_ms) || !zeroOrNull(t.cost_delta_usd)) return false;
  if (t.drift !== undefined && !t.drift.unchanged) return false;
  return t.usage === undefined || Object.values(t.usage.delta).every((d) => d === 0);
}

/** Sorts traces into the `unchanged` summary (returns true: leave the trace out of the list) or not. */
export class UnchangedCollector {
  readonly unchanged: UnchangedTraces = { count: 0, passing: [], failing: [] };

  take(t: CompareTrace): boolean {
    if (!isUnchangedTrace(t)) return false;
    this.unchanged.count++;
    (t.candidate_passed ? this.unchanged.passing : this.unchanged.failing).push(t.trace_id);
    return true;
  }
}

/** One trace of the compare JSON's list, as JSON.stringify(document, null, 2) lays it out: four spaces in. */
export function compareTraceJson(t: CompareTrace): string {
  return stringifyAt(t, 2, true);
}

/**
 * The compare JSON in pieces, for writing without holding the whole text (it is tens of MB for
 * thousands of traces): the head, then one piece per trace, then the rest. Joined, the bytes of
 * `JSON.stringify(document, null, 2) + "\n"`.
 */
export function* compareJsonParts(result: CompareResult, scenarios: ScenarioGateResult | null = null, format: CompareJsonFormat = "harness"): Generator<string> {
  // the verdict line's explanation is the renderers', not the format's
  const { why: _why, checked: _checked, also: _also, ...gate } = result.gate;
  // the pairing before the traces, as the streamed comparison writes it (gate/stream.ts)
  const { schema_version, baseline_policy_id, candidate_policy_id, summary, gate: _gate, pairing, traces: all, ...rest } = result;
  let traces = all;
  let compact: { compare_format: 2 } | null = null;
  let unchanged: { unchanged: UnchangedTraces } | null = null;
  if (format === "compact") {
    const c = new UnchangedCollector();
    traces = all.filter((t) => !c.take(t));
    compact = { compare_format: 2 };
    unchanged = { unchanged: c.unchanged };
  }
  const out = { schema_version, ...compact, baseline_policy_id, candidate_policy_id, summary, gate, ...(pairing ? { pairing } : {}), ...unchanged, traces: [], ...rest };
  const text = JSON.stringify(scenarios ? { ...out, scenarios: scenariosSection(scenarios) } : out, null, 2) + "\n";
  // a top-level key sits on its own line, two spaces in; no string holds a raw line break
  const at = text.indexOf('\n  "traces": []');
  if (traces.length === 0 || at < 0) {
    yield text;
    return;
  }
  const open = at + '\n  "traces": ['.length;
  yield text.slice(0, open) + "\n";
  for (let i = 0; i < traces.length; i++) yield (i === 0 ? "" : ",\n") + compareTraceJson(traces[i]!);
  yield "\n  ]" + text.slice(open + 1);
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

/**
 * What the renderings count over every trace of a comparison. The lists themselves show at most a
 * fixed number of rows (and the Markdown at most what its size budget holds), so a view of the
 * comparison keeps only the traces some rendering lists, and these counts for the rest: a
 * comparison of any size renders from bounded memory (`arh compare` streams its traces through a
 * retainer, gate/stream.ts), and a comparison held in memory renders through the same view.
 */
export interface CompareTallies {
  traces: number;
  newErrors: number;
  otherNew: number;
  resolved: number;
  passToFail: number;
  failToPass: number;
  addedFailing: number;
  drops: number;
  removed: number;
  drifted: number;
  /** Markdown: traces that are regressions (regression blocks). */
  regressions: number;
  /** Markdown: new findings of traces that are not regressions. */
  otherNotRegressed: number;
  /** Markdown: score drops of traces that are not regressions. */
  dropsNotRegressed: number;
  /** Candidate traces that fail (new, added or as in the baseline). */
  failing: number;
  /** Console: score drops of traces that did not go from pass to fail (those are listed once, there). */
  dropsOther: number;
}

/** A comparison as the renderings read it: `result.traces` holds the kept traces only. */
export interface CompareView {
  result: CompareResult;
  tallies: CompareTallies;
  /** Rows per list the view was kept for. */
  rows: number;
  /** Regression blocks the view was kept for. */
  blocks: number;
}

/**
 * The shortest regression block is longer than this many characters (a heading with the trace, why
 * and score, then one list line), so this many blocks more than fill a Markdown budget.
 */
const MIN_BLOCK_CHARS = 50;

/** Regression blocks a view must keep so that a Markdown document of `budget` is exact. */
export function blocksFor(budget: number): number {
  return Math.floor(budget / MIN_BLOCK_CHARS) + 2;
}

/**
 * Keeps, of traces added in the comparison's order, those some rendering lists: the first `rows`
 * of every list (findings counted one by one), the first `blocks` regressions of each of the
 * Markdown's four ranks (new errors or not, pass -> fail or not) and the first `rows` failing and
 * passing traces of the all-traces table; everything is counted.
 */
export class CompareRetainer {
  readonly tallies: CompareTallies = {
    traces: 0,
    newErrors: 0,
    otherNew: 0,
    resolved: 0,
    passToFail: 0,
    failToPass: 0,
    addedFailing: 0,
    drops: 0,
    removed: 0,
    drifted: 0,
    regressions: 0,
    otherNotRegressed: 0,
    dropsNotRegressed: 0,
    failing: 0,
    dropsOther: 0,
  };
  private readonly kept: CompareTrace[] = [];
  private readonly classes = [0, 0, 0, 0];
  private readonly otherByRank = [0, 0, 0, 0];
  private failingRows = 0;
  private passingRows = 0;

  constructor(
    private readonly gate: Pick<CompareResult["gate"], "fail_on" | "max_score_drop">,
    readonly rows: number,
    readonly blocks: number,
  ) {}

  /** Add the next trace; `dropped`: the gate gave it its own score-drop reason. */
  add(t: CompareTrace, dropped: boolean): void {
    const T = this.tallies;
    const R = this.rows;
    let keep = false;
    let errs = 0;
    for (const f of t.new_findings) if (f.severity === "error") errs++;
    const others = t.new_findings.length - errs;
    if (errs > 0) {
      if (T.newErrors < R) keep = true;
      T.newErrors += errs;
    }
    if (others > 0) {
      if (T.otherNew < R) keep = true;
      T.otherNew += others;
    }
    if (t.resolved_findings.length > 0) {
      if (T.resolved < R) keep = true;
      T.resolved += t.resolved_findings.length;
    }
    const sc = t.status_change;
    if (sc === "pass->fail") keep = T.passToFail++ < R || keep;
    else if (sc === "fail->pass") keep = T.failToPass++ < R || keep;
    else if (sc === "removed") keep = T.removed++ < R || keep;
    else if (sc === "added" && t.candidate_passed === false) keep = T.addedFailing++ < R || keep;
    const drop = t.score_delta !== null && t.score_delta < 0;
    if (drop) keep = T.drops++ < R || keep;
    if (drop && sc !== "pass->fail") keep = T.dropsOther++ < R || keep;
    if (t.drift && !t.drift.unchanged) keep = T.drifted++ < R || keep;
    const why = regressionOf(t, this.gate.fail_on ?? "regressions", this.gate.max_score_drop ?? null, dropped);
    if (why !== null) {
      T.regressions++;
      keep = this.classes[regressionClass(t)]!++ < this.blocks || keep;
    } else {
      if (t.new_findings.length > 0) {
        const byRank = [0, 0, 0, 0];
        for (const f of t.new_findings) byRank[severityRank(f.severity)]!++;
        for (let r = 0; r < 4; r++) {
          if (byRank[r] === 0) continue;
          if (this.otherByRank[r]! < R) keep = true;
          this.otherByRank[r]! += byRank[r]!;
        }
        T.otherNotRegressed += t.new_findings.length;
      }
      if (drop) keep = T.dropsNotRegressed++ < R || keep;
    }
    if (t.candidate_passed === false) T.failing++;
    if (t.candidate_passed === false) keep = this.failingRows++ < R || keep;
    else keep = this.passingRows++ < R || keep;
    T.traces++;
    if (keep) this.kept.push(t);
  }

  /** The view: `base` with the kept traces. */
  view(base: Omit<CompareResult, "traces">): CompareView {
    return { result: { ...base, traces: this.kept }, tallies: { ...this.tallies }, rows: this.rows, blocks: this.blocks };
  }
}

/** Whether the gate gave trace `t` its own score-drop reason (`reasons`: the gate's, as a set). */
function hasDropReason(t: CompareTrace, gate: CompareResult["gate"], reasons: ReadonlySet<string>): boolean {
  const limit = gate.max_score_drop;
  return (gate.fail_on ?? "regressions") === "regressions" && limit !== undefined && limit !== null && reasons.has(dropReason(t.trace_id, t, limit));
}

/** The view of a comparison held in memory, kept for `rows` rows and `blocks` regression blocks. */
export function compareView(result: CompareResult, rows = DEFAULT_MAX_ROWS, blocks = blocksFor(COMMENT_LIMIT_CHARS)): CompareView {
  const reasons = new Set(result.gate.reasons);
  const r = new CompareRetainer(result.gate, rows, blocks);
  for (const t of result.traces) r.add(t, hasDropReason(t, result.gate, reasons));
  const { traces: _all, ...base } = result;
  return r.view(base);
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
export function dropReason(id: string, t: CompareTrace, limit: number): string {
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

/** Inline Markdown text from a trace or report: control characters dropped, then escaped (no invisible characters). */
function md(s: string): string {
  return markdownText(s);
}

function mdMsg(s: string): string {
  return markdownText(s, MAX_MESSAGE);
}

function more(lines: string[], total: number): void {
  if (total > MAX_ROWS) lines.push("", `… and ${total - MAX_ROWS} more (see the compare JSON).`);
}

function mdFindingTable(lines: string[], rows: { t: CompareTrace; f: CompareFinding }[], total: number, linkBase: string | undefined, withSeverity: boolean): void {
  lines.push(withSeverity ? "| Trace | Severity | Rule | Step | Message | Location |" : "| Trace | Rule | Step | Message | Location |");
  lines.push(withSeverity ? "|---|---|---|---|---|---|" : "|---|---|---|---|---|");
  for (const { t, f } of rows.slice(0, MAX_ROWS)) {
    const cells = [md(t.trace_id)];
    if (withSeverity) cells.push(md(f.severity));
    cells.push(md(f.rule_id || f.category), f.step_id ? md(f.step_id) : "—", mdMsg(f.message), mdLocation(f, linkBase) || "—");
    lines.push(`| ${cells.join(" | ")} |`);
  }
  more(lines, total);
}

/** `elsewhere` defaults to "the job summary and the compare.json artifact". */
export interface CompareMarkdownOptions extends BudgetOptions {
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

/**
 * The rank of trace `t` in the Markdown's order of regressions (0 first), or null when it is not a
 * regression; `dropped`: the gate gave it its own score-drop reason.
 */
export function regressionRank(t: CompareTrace, gate: Pick<CompareResult["gate"], "fail_on" | "max_score_drop">, dropped: boolean): number | null {
  return regressionOf(t, gate.fail_on ?? "regressions", gate.max_score_drop ?? null, dropped) === null ? null : regressionClass(t);
}

/** The Markdown's order of regressions: with new errors first, then pass -> fail first within each. */
function regressionClass(t: CompareTrace): number {
  return (t.new_findings.some((f) => f.severity === "error") ? 0 : 2) + (t.status_change === "pass->fail" ? 0 : 1);
}

function severityRank(s: string): number {
  return s === "error" ? 0 : s === "warning" ? 1 : s === "info" ? 2 : 3;
}

/**
 * Why a trace is a regression (the gate's words), or null when it is not one. `dropped`: the gate
 * gave the trace its own score-drop reason.
 */
function regressionOf(t: CompareTrace, mode: string, limit: number | null, dropped: boolean): string | null {
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
  if (limit !== null && dropped) why.push(`score dropped over ${limit}`);
  return why.length ? why.join(", ") : null;
}

/**
 * Why a gate that passed lets through the regressions, failing traces or new errors the document
 * lists, or null when it lists none: the gate's own explanation (repeated runs: the statistics,
 * set by gate/gate.ts), else what the mode and the counts say. Every document's verdict line
 * carries it, so "passed" never stands next to "regressions" without the why.
 */
export function passedDespite(r: CompareResult, n: Pick<CompareTallies, "regressions" | "failing">): string | null {
  const sum = r.summary;
  if (n.regressions === 0 && n.failing === 0 && sum.new_error_findings === 0) return null;
  if (r.gate.why) return r.gate.why;
  const mode = r.gate.fail_on ?? "regressions";
  if (mode === "never") return "fail-on never reports regressions and failures without gating them";
  if (n.regressions === 0 && sum.new_error_findings === 0) {
    return n.failing === 1 ? "the 1 failing trace fails as in the baseline (not new)" : `the ${n.failing} failing traces fail as in the baseline (not new)`;
  }
  return `the gate's rules (fail-on ${mode}) do not fail on what is listed below`;
}

/** The one verdict line: gate (and why it passed despite what it lists), counts, baseline source. */
function verdictLine(r: CompareResult, n: CompareTallies, opts: CompareMarkdownOptions): string {
  const sum = r.summary;
  const passed = opts.passed ?? r.gate.passed;
  const why = passed ? passedDespite(r, n) : null;
  const parts = [`fail-on ${md(gateMode(r))}`];
  parts.push(`${plural(n.regressions, "regression")} in ${plural(sum.traces_compared + sum.traces_added, "trace")}`);
  // a green headline says what it compared: how many candidate traces (or scenarios) paired
  const paired = passed ? pairedPart(r) : null;
  if (paired) parts.push(paired);
  parts.push(`${plural(sum.new_error_findings, "new error", "new errors")}, ${sum.resolved_findings} resolved`);
  parts.push(`average score change ${fmtSigned(sum.average_score_delta, 2)}`);
  if (opts.baselineSource !== undefined) parts.push(`baseline ${md(opts.baselineSource)}`);
  return `**${passed ? (nothingCompared(r) ? "⚠️ Regression gate passed with nothing compared" : "✅ Regression gate passed") : "❌ Regression gate failed"}**${why ? `: ${escapeMarkdown(why, 1000)}` : ""} · ${parts.join(" · ")}`;
}

/** `2 of 2 paired` (candidate traces, or scenarios with repeated runs), as the gate's `Checked:` line counts them; null when unknown. */
function pairedPart(r: CompareResult): string | null {
  const p = r.pairing;
  if (!p) return null;
  return p.scenarios ? `${p.scenarios.paired} of ${plural(p.scenarios.candidate, "scenario")} paired` : `${p.paired_traces} of ${p.candidate_traces} paired`;
}

/** A comparison in which no trace paired: a pass says so, never with a pass mark. */
function nothingCompared(r: CompareResult): boolean {
  const p = r.pairing;
  return p !== undefined && (p.scenarios ? p.scenarios.paired === 0 : p.paired_traces === 0);
}

function findingItem(f: CompareFinding, linkBase: string | undefined): string {
  const sev = f.severity === "error" ? "🔴" : f.severity === "warning" ? "🟡" : "🔵";
  const title = ruleMeta(f.rule_id)?.title;
  const step = f.step_id ? ` · step <code>${markdownCodeText(f.step_id)}</code>` : "";
  const loc = mdLocation(f, linkBase);
  return `- ${sev} **${md(f.rule_id || f.category)}**${title ? ` ${md(title)}` : ""}${step} · ${mdMsg(f.message)}${loc ? ` · ${loc}` : ""}`;
}

/** A regression: trace, why, score; its new findings in step order; then its before/after diff. */
function regressionBlock(t: CompareTrace, why: string, diff: AbtDocument | undefined, linkBase: string | undefined): string {
  const L = [`#### ❌ <code>${markdownCodeText(t.trace_id, 200)}</code> · ${md(why)} · score ${scoreChange(t, "→")}`, ""];
  const list = [...t.new_findings].sort((a, b) => severityRank(a.severity) - severityRank(b.severity) || byStepPosition(a, b));
  for (const f of list.slice(0, BLOCK_FINDINGS)) L.push(findingItem(f, linkBase));
  if (list.length > BLOCK_FINDINGS) L.push(`- … and ${list.length - BLOCK_FINDINGS} more new findings of this trace (see compare.json)`);
  if (list.length === 0) L.push(`- score ${scoreChange(t, "→")}${t.candidate_passed === false ? ", below the threshold" : ""}`);
  if (diff) L.push("", renderTraceDiffTable(diff, { compact: true, maxRows: BLOCK_DIFF_ROWS }));
  return L.join("\n");
}

function traceTable(view: CompareView): string {
  const L = ["| Trace | Change | Score | New | Resolved |", "|---|---|---|---:|---:|"];
  const rows = [...view.result.traces].sort((a, b) => Number(a.candidate_passed !== false) - Number(b.candidate_passed !== false));
  for (const t of rows.slice(0, MAX_ROWS)) {
    const change = t.status_change === "unchanged" ? (t.candidate_passed === false ? "still fails" : "–") : t.status_change.replace("->", " → ");
    L.push(`| ${md(t.trace_id)} | ${change} | ${scoreChange(t, "→")} | ${t.new_findings.length} | ${t.resolved_findings.length} |`);
  }
  more(L, view.tallies.traces);
  return L.join("\n");
}

function isView(x: CompareResult | CompareView): x is CompareView {
  return "tallies" in x;
}

/**
 * Markdown for a PR comment, the job summary and `compare --md-out`, all of one design: the
 * verdict in one line; each regression as a short block (trace, rule, step, message linked to the
 * line) followed by its before/after diff; everything else collapsed. Nothing appears twice.
 * Within `budget` (default: a PR comment), whole blocks are dropped from the end with a count.
 * A comparison in memory or a view of one (`compareView`, a `CompareRetainer`) render the same.
 */
export function renderCompareMarkdown(input: CompareResult | CompareView, opts: CompareMarkdownOptions = {}): string {
  MAX_ROWS = opts.maxRows !== undefined && opts.maxRows >= 1 ? Math.floor(opts.maxRows) : DEFAULT_MAX_ROWS;
  try {
    const budget = opts.budget ?? COMMENT_LIMIT_CHARS - 1024;
    const view = isView(input) ? input : compareView(input, MAX_ROWS, blocksFor(budget));
    if (view.rows < MAX_ROWS || view.blocks < blocksFor(budget)) throw new Error("the comparison's view was kept for fewer rows or blocks than the Markdown shows");
    return markdown(view, budget, opts);
  } finally {
    MAX_ROWS = DEFAULT_MAX_ROWS;
  }
}

function markdown(view: CompareView, budget: number, opts: CompareMarkdownOptions): string {
  const result = view.result;
  const n = view.tallies;
  const s = sections(result);
  const sum = result.summary;
  const mode = result.gate.fail_on ?? "regressions";
  const limit = result.gate.max_score_drop ?? null;
  const reasons = new Set(result.gate.reasons);
  const regressions: { t: CompareTrace; why: string }[] = [];
  for (const t of result.traces) {
    const why = regressionOf(t, mode, limit, hasDropReason(t, result.gate, reasons));
    if (why) regressions.push({ t, why });
  }
  // traces by severity: with new errors first, pass -> fail first within each; ties by id
  regressions.sort((a, b) => regressionClass(a.t) - regressionClass(b.t));

  const blocks: LazyBlock[] = [];
  const head = [verdictLine(result, n, opts)];
  // what the gate checked and what it did not, right under the verdict (gate/gate.ts)
  if (result.gate.checked) head.push("", escapeMarkdown(result.gate.checked, 2000));
  const also = result.gate.also ?? [];
  if (also.length) head.push("", ...also.slice(0, 30).map((r) => `- ${escapeMarkdown(r, 1500)}`));
  if (opts.extraReasons?.length) {
    head.push("");
    for (const r of opts.extraReasons.slice(0, 30)) head.push(`- ${markdownText(r, 500)}`);
    if (opts.extraReasons.length > 30) head.push(`- … and ${opts.extraReasons.length - 30} more`);
  }
  for (const note of opts.notes ?? []) head.push("", `> ${markdownText(note, 500)}`);
  blocks.push({ text: head.join("\n"), required: true });
  const usage = usageMarkdown(result.usage);
  if (usage) blocks.push({ text: usage, required: true });
  const shown = regressions.slice(0, view.blocks);
  for (const { t, why } of shown) blocks.push({ make: () => regressionBlock(t, why, opts.diffs?.get(t.trace_id), opts.linkBase) });
  // regressions past the first `view.blocks` cannot fit the budget: counted as dropped
  if (n.regressions > shown.length) blocks.push({ text: "", omitted: n.regressions - shown.length });

  // Everything else, collapsed: one <details> per kind, so a budget cut drops whole ones.
  const fold = (summary: string, body: () => string[]): void => {
    blocks.push({ make: () => ["<details>", `<summary>${summary}</summary>`, "", ...body(), "", "</details>"].join("\n") });
  };
  const regressed = new Set(regressions.map((r) => r.t));
  const notRegression = (x: { t: CompareTrace }) => !regressed.has(x.t);
  // findings a regression block lists are not listed again; the others most severe first, then
  // by trace (the comparison's order) and step position within it
  const traceOrder = new Map(result.traces.map((t, i) => [t, i]));
  const inOrder = (a: { t: CompareTrace; f: CompareFinding }, b: { t: CompareTrace; f: CompareFinding }) => traceOrder.get(a.t)! - traceOrder.get(b.t)! || byStepPosition(a.f, b.f);
  if (n.otherNotRegressed) {
    fold(`New findings that do not fail the gate (${n.otherNotRegressed})`, () => {
      const other = [...s.newErrors, ...s.otherNew].filter(notRegression).sort((a, b) => severityRank(a.f.severity) - severityRank(b.f.severity) || inOrder(a, b));
      const L: string[] = [];
      mdFindingTable(L, other, n.otherNotRegressed, opts.linkBase, true);
      return L;
    });
  }
  if (n.resolved) {
    fold(`✅ Resolved findings (${n.resolved})`, () => {
      const L: string[] = [];
      mdFindingTable(L, [...s.resolved].sort(inOrder), n.resolved, opts.linkBase, true);
      return L;
    });
  }
  if (n.dropsNotRegressed) {
    fold(`Score drops within the limit (${n.dropsNotRegressed})`, () => {
      const drops = s.drops.filter((t) => !regressed.has(t));
      const L = ["| Trace | Score |", "|---|---|"];
      for (const t of drops.slice(0, MAX_ROWS)) L.push(`| ${md(t.trace_id)} | ${scoreChange(t, "→")} |`);
      more(L, n.dropsNotRegressed);
      return L;
    });
  }
  if (n.removed) {
    fold(`Removed since the baseline (${n.removed})`, () => {
      const ids = s.removed.slice(0, MAX_ROWS).map((t) => `<code>${markdownCodeText(t.trace_id)}</code>`).join(", ");
      return [`${ids}${n.removed > MAX_ROWS ? `, and ${n.removed - MAX_ROWS} more` : ""}`];
    });
  }
  if (n.drifted) {
    fold(`Trajectory drift (${n.drifted})`, () => {
      const L = ["Information only: drift never fails the gate.", ""];
      for (const t of s.drifted.slice(0, MAX_ROWS)) {
        L.push(`- **${md(t.trace_id)}**`);
        for (const line of describeDrift(t.drift!, md)) L.push(`  - ${line}`);
      }
      more(L, n.drifted);
      return L;
    });
  }
  const still = sum.unchanged_failing ? ` · ${plural(sum.unchanged_failing, "still fails", "still fail")} as in the baseline` : "";
  const fixed = n.failToPass ? ` · ${n.failToPass} fail → pass` : "";
  blocks.push({ text: ["<details>", `<summary>All traces (${n.traces})${fixed}${still}</summary>`, "", traceTable(view), "", "</details>"].join("\n"), required: true });
  for (const b of opts.extraBlocks ?? []) blocks.push(b);

  const elsewhere = opts.elsewhere ?? "the job summary and the compare.json artifact";
  const measure = opts.measure ?? chars;
  const note = (k: number) => sizeNote(k, elsewhere);
  return assemble(buildWithin(blocks, budget, measure, note), budget, measure, note);
}

/** A block of the Markdown, or one whose text is made only when it can be placed (`make`). */
export type LazyBlock = Block | { make: () => string; required?: undefined; omitted?: undefined };

/**
 * The blocks `assemble` is given, with the text made only of those it can place: it places the
 * optional blocks in order while they fit, and once one does not, drops it and every optional
 * block after it. So the first block that does not fit is made (and dropped by `assemble`), and
 * the optional blocks after it are passed as counted (`omitted`), never made: a comparison with
 * thousands of regressions renders the few blocks a comment holds, byte for byte the same. The
 * room is reckoned as `assemble` reckons it (report/budget.ts).
 */
export function buildWithin(blocks: readonly LazyBlock[], budget: number, measure: Measure, note: (dropped: number) => string): Block[] {
  const sep = "\n\n".length;
  const optional = blocks.reduce((k, b) => k + (b.required ? 0 : (b.omitted ?? 1)), 0);
  let used = measure(note(optional)) + sep;
  for (const b of blocks) if (b.required) used += measure((b as Block).text) + sep;
  const out: Block[] = [];
  let full = false;
  let skipped = 0;
  const flush = (): void => {
    if (skipped > 0) out.push({ text: "", omitted: skipped });
    skipped = 0;
  };
  for (const b of blocks) {
    if (b.required) {
      flush();
      out.push(b);
      continue;
    }
    if (b.omitted !== undefined) {
      if (full && b.omitted > 0) skipped += b.omitted;
      else out.push(b);
      // blocks counted as dropped: every optional block after them is dropped too
      if (b.omitted > 0) full = true;
      continue;
    }
    if (full) {
      skipped++;
      continue;
    }
    const text = "make" in b ? b.make() : b.text;
    const size = measure(text.replace(/\n+$/, "")) + sep;
    if (used + size <= budget) used += size;
    else full = true;
    out.push({ text });
  }
  flush();
  return out;
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

/** Plain-text rendering for the terminal / Actions log (workflow commands neutralised); `notes` follow the verdict. */
export function renderCompareConsole(input: CompareResult | CompareView, opts: { notes?: readonly string[] } = {}): string {
  const view = isView(input) ? input : compareView(input, MAX_ROWS, 0);
  if (view.rows < MAX_ROWS) throw new Error("the comparison's view was kept for fewer rows than the console shows");
  const result = view.result;
  const n = view.tallies;
  const s = sections(result);
  const sum = result.summary;
  const L: string[] = [];
  const why = result.gate.passed ? passedDespite(result, n) : null;
  const verdict = result.gate.passed ? (nothingCompared(result) ? "PASSED with nothing compared" : "PASSED") : "FAILED";
  L.push(`arh compare: gate ${verdict} (fail-on ${gateMode(result)})${why ? `: ${con(why)}` : ""}`);
  if (result.gate.checked) L.push(con(result.gate.checked));
  for (const r of result.gate.reasons) L.push(`  - ${con(r)}`);
  for (const note of opts.notes ?? []) L.push(`note: ${con(note)}`);
  L.push(
    `traces: ${sum.traces_compared} compared, ${sum.traces_added} added, ${sum.traces_removed} removed; ` +
      `pass->fail ${sum.pass_to_fail}, fail->pass ${sum.fail_to_pass}; ` +
      `new findings ${sum.new_findings} (${plural(sum.new_error_findings, "error", "errors")}), resolved ${sum.resolved_findings}; ` +
      `average score change ${fmtSigned(sum.average_score_delta, 2)}, max score drop ${fmtFixed(sum.max_score_drop, 2)}`,
  );
  L.push(...usageConsoleLines(result.usage));
  const block = (title: string, total: number, rows: string[]) => {
    if (!total) return;
    L.push("", title);
    L.push(...rows.slice(0, MAX_ROWS));
    if (total > MAX_ROWS) L.push(`  ... and ${total - MAX_ROWS} more`);
  };
  const first = <T>(xs: T[]) => xs.slice(0, MAX_ROWS);
  block(`New error findings (${n.newErrors}):`, n.newErrors, first(s.newErrors).map(({ t, f }) => conFinding(t, f, false)));
  block(`Pass -> fail (${n.passToFail}):`, n.passToFail, first(s.passToFail).map((t) => `  ${con(t.trace_id)}: score ${scoreChange(t)}`));
  block(`Added failing traces (${n.addedFailing}):`, n.addedFailing, first(s.addedFailing).map((t) => `  ${con(t.trace_id)}: score ${score(t.candidate_score)}`));
  // a pass -> fail trace's drop is on its line above: not listed twice
  const otherDrops = s.drops.filter((t) => t.status_change !== "pass->fail");
  block(`Score drops${n.passToFail ? " (besides pass -> fail)" : ""} (${n.dropsOther}):`, n.dropsOther, first(otherDrops).map((t) => `  ${con(t.trace_id)}: score ${scoreChange(t)}`));
  block(`New warnings/info (${n.otherNew}):`, n.otherNew, first(s.otherNew).map(({ t, f }) => conFinding(t, f, true)));
  block(`Resolved findings (${n.resolved}):`, n.resolved, first(s.resolved).map(({ t, f }) => conFinding(t, f, true)));
  block(`Fail -> pass (${n.failToPass}):`, n.failToPass, first(s.failToPass).map((t) => `  ${con(t.trace_id)}: score ${scoreChange(t)}`));
  // still failing as in the baseline: only those no block above lists are "not listed"
  const listed = new Set([...first(s.newErrors).map((x) => x.t), ...first(otherDrops), ...first(s.otherNew).map((x) => x.t), ...first(s.resolved).map((x) => x.t)].map((t) => t.trace_id));
  const listedStill = result.traces.filter((t) => t.status_change === "unchanged" && t.candidate_passed === false && listed.has(t.trace_id)).length;
  const unlisted = (sum.unchanged_failing ?? 0) - listedStill;
  if (unlisted > 0) L.push("", `${plural(unlisted, `${listedStill ? "other " : ""}trace still fails`, `${listedStill ? "other " : ""}traces still fail`)} as in the baseline (not listed).`);
  if (n.removed) L.push(`${plural(n.removed, "trace", "traces")} removed since the baseline: ${s.removed.slice(0, 20).map((t) => con(t.trace_id)).join(", ")}${n.removed > 20 ? ", ..." : ""}`);
  if (n.drifted) {
    L.push("", `Trajectory drift (${n.drifted}, information only):`);
    for (const t of s.drifted.slice(0, MAX_ROWS)) {
      L.push(`  ${con(t.trace_id)}:`);
      for (const line of describeDrift(t.drift!, con)) L.push(`    ${line}`);
    }
  }
  return L.join("\n") + "\n";
}
