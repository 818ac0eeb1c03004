// Renderings of the scenario gate (repeated runs): the `scenarios` section of the report JSON and
// the compare JSON, and the scenario table of the Markdown (job summary, PR comment, compare
// Markdown). Pure: a ScenarioGateResult in, bytes out; identical input, identical bytes.
//
// Scenario ids, trace ids, owners and reasons are untrusted text: every piece reaching Markdown
// goes through escapeMarkdown (one line, no HTML, no mentions or references).
import type { FindingRow, Outcome, QuarantineProblem, QuarantineRef, ScenarioGateResult, ScenarioRow, SideStats, Verdict } from "../scenarios/types.js";
import { formatP, formatRate, phrasePassedDespite } from "../scenarios/reasons.js";
import { cmpCodePoints } from "../compare/util.js";
import { escapeMarkdown } from "../util/escape.js";
import { COMMENT_LIMIT_CHARS, assemble, chars, sizeNote, type Block, type Measure } from "./budget.js";

/** Most pass^k values listed per side in the JSON (k = 1..100); pass^n is always given. */
export const MAX_PASS_HAT_K = 100;

// ---------------------------------------------------------------------------------------------
// JSON

export interface ScenarioSideJson {
  runs: number;
  passes: number;
  rate: number;
  interval: { low: number; high: number };
  /** Unbiased pass^k for k = 1..min(runs, 100) (element k - 1). */
  pass_hat_k: number[];
  /** pass^k at k = runs (every one of the runs passes: 1, else 0). */
  pass_hat_n: number;
  status: SideStats["status"];
  trace_ids: string[];
}

/** A finding row without its scenario (the row names it). */
export type ScenarioFindingJson = Omit<FindingRow, "scenario">;

/** A scenario row as written: sides with the JSON's pass^k, findings without their scenario, no internal issue list. */
export type ScenarioRowJson = Omit<ScenarioRow, "issues" | "baseline" | "candidate" | "findings"> & {
  baseline: ScenarioSideJson | null;
  candidate: ScenarioSideJson | null;
  findings: ScenarioFindingJson[];
};

/** The `scenarios` section of the report JSON and the compare JSON (schemas: `$defs/scenarios`). */
export interface ScenariosSection {
  alpha: number;
  options: ScenarioGateResult["options"];
  exact_single_run: boolean;
  passed: boolean;
  summary: ScenarioGateResult["summary"];
  reasons: string[];
  warnings: string[];
  quarantine: { file: string; expired: QuarantineProblem[]; unused: QuarantineProblem[] } | null;
  rows: ScenarioRowJson[];
}

function sideJson(s: SideStats | null): ScenarioSideJson | null {
  if (!s) return null;
  return {
    runs: s.runs,
    passes: s.passes,
    rate: s.rate,
    interval: { low: s.interval.low, high: s.interval.high },
    pass_hat_k: s.pass_hat_k.slice(0, MAX_PASS_HAT_K),
    pass_hat_n: s.pass_hat_k.length ? s.pass_hat_k[s.pass_hat_k.length - 1]! : 0,
    status: s.status,
    trace_ids: [...s.trace_ids],
  };
}

function refJson(q: QuarantineRef | null): QuarantineRef | null {
  return q ? { entry: q.entry, owner: q.owner, reason: q.reason, expires: q.expires } : null;
}

function findingJson(f: FindingRow): ScenarioFindingJson {
  return {
    rule_id: f.rule_id,
    category: f.category,
    step_id: f.step_id,
    severity: f.severity,
    baseline: { runs_showing: f.baseline.runs_showing, runs: f.baseline.runs },
    candidate: { runs_showing: f.candidate.runs_showing, runs: f.candidate.runs },
    p_value: f.p_value,
    p_adjusted: f.p_adjusted,
    regressed: f.regressed,
    outcome: f.outcome,
    quarantine: refJson(f.quarantine),
  };
}

function problemJson(p: QuarantineProblem): QuarantineProblem {
  const finding = p.finding ? { rule_id: p.finding.rule_id, category: p.finding.category, step_id: p.finding.step_id } : null;
  return { entry: p.entry, scenario: p.scenario, finding, owner: p.owner, expires: p.expires, reason: p.reason, message: p.message };
}

function rowJson(r: ScenarioRow): ScenarioRowJson {
  return {
    scenario: r.scenario,
    verdict: r.verdict,
    outcome: r.outcome,
    baseline: sideJson(r.baseline),
    candidate: sideJson(r.candidate),
    p_value: r.p_value,
    p_adjusted: r.p_adjusted,
    min_p_value: r.min_p_value,
    runs_needed: r.runs_needed ? { candidate: r.runs_needed.candidate, per_side: r.runs_needed.per_side } : null,
    known_flaky: r.known_flaky,
    quarantine: refJson(r.quarantine),
    reasons: [...r.reasons],
    findings: r.findings.map(findingJson),
    finding_quarantines: r.finding_quarantines.map((q) => ({
      rule_id: q.rule_id,
      category: q.category,
      step_id: q.step_id,
      entry: q.entry,
      owner: q.owner,
      reason: q.reason,
      expires: q.expires,
    })),
  };
}

/**
 * The plain object of the `scenarios` section, keys in a fixed order (independent of how the
 * result was built), rows in the gate's order. The phrased `reasons` stand for the gate's
 * internal issue list, which is not part of the format.
 */
export function scenariosSection(result: ScenarioGateResult): ScenariosSection {
  const s = result.summary;
  return {
    alpha: result.alpha,
    options: { insufficient: result.options.insufficient, flaky: result.options.flaky, min_runs: result.options.min_runs, today: result.options.today },
    exact_single_run: result.exact_single_run,
    passed: result.passed,
    summary: {
      scenarios: s.scenarios,
      tested: s.tested,
      regressed: s.regressed,
      findings_regressed: s.findings_regressed,
      flaky: s.flaky,
      known_flaky: s.known_flaky,
      insufficient: s.insufficient,
      too_few_runs: s.too_few_runs,
      quarantined: s.quarantined,
      single_run: s.single_run,
      baseline_runs: s.baseline_runs,
      candidate_runs: s.candidate_runs,
    },
    reasons: [...result.reasons],
    warnings: [...result.warnings],
    quarantine: result.quarantine
      ? { file: result.quarantine.file, expired: result.quarantine.expired.map(problemJson), unused: result.quarantine.unused.map(problemJson) }
      : null,
    rows: result.rows.map(rowJson),
  };
}

/** The section alone as JSON text: two-space indentation, trailing newline. */
export function renderScenariosJson(result: ScenarioGateResult): string {
  return JSON.stringify(scenariosSection(result), null, 2) + "\n";
}

// ---------------------------------------------------------------------------------------------
// Markdown

export interface ScenarioMarkdownOptions {
  /** Most rows listed per table (default 50); the rest is counted. */
  maxRows?: number;
  /** Heading line (default "Scenarios (repeated runs)"), written as `### …`; null for none. */
  title?: string | null;
  /** Size budget of `renderScenarioTableMarkdown` (default: a PR comment); whole blocks are dropped from the end. */
  budget?: number;
  /** How the budget is measured (default UTF-16 code units). */
  measure?: Measure;
  /** Where dropped blocks and unlisted rows can be read (default "the JSON report"). */
  elsewhere?: string;
  /** Whether the first block (verdict, expired quarantine entries, table of problems) is a required block. */
  required?: boolean;
}

const DEFAULT_MAX_ROWS = 50;
const MAX_ID = 120;
const MAX_TEXT = 300;
/** Rows of one table stop at this size (characters); the rest is counted. */
const MAX_TABLE_CHARS = 24_000;

/** Verdicts in the order of the `Verdict` type (scenarios/types.ts): regressions first. */
const VERDICT_RANK: Record<Verdict, number> = {
  "zero-tolerance": -1,
  regressed: 0,
  "finding-regressed": 1,
  "too-few-runs": 2,
  "added-failing": 3,
  "insufficient-data": 4,
  flaky: 5,
  "known-flaky": 6,
  "finding-rose": 7,
  "still-failing": 8,
  added: 9,
  removed: 10,
  "single-run": 11,
  ok: 12,
};
const OUTCOME_RANK: Record<Outcome, number> = { fail: 0, warn: 1, quarantined: 2, pass: 3, "single-run": 4 };
const OUTCOME_ICON: Record<Outcome, string> = { fail: "❌", warn: "⚠️", quarantined: "🧊", pass: "✅", "single-run": "➖" };

function md(s: string, max = MAX_TEXT): string {
  return escapeMarkdown(s, max);
}

/** Rows as tables list them: by outcome (failures first), then by verdict (regressions first), then by id. */
export function orderScenarioRows(rows: readonly ScenarioRow[]): ScenarioRow[] {
  return [...rows].sort(
    (a, b) => OUTCOME_RANK[a.outcome] - OUTCOME_RANK[b.outcome] || VERDICT_RANK[a.verdict] - VERDICT_RANK[b.verdict] || cmpCodePoints(a.scenario, b.scenario),
  );
}

function pct(x: number): string {
  return `${String(Math.round(x * 1000) / 10)}%`;
}

function fixed2(x: number): string {
  return (Math.round(x * 100) / 100).toFixed(2);
}

function rateCell(s: SideStats | null): string {
  if (!s) return "–";
  return `${formatRate(s)} [${pct(s.interval.low)}–${pct(s.interval.high)}]`;
}

function passHatCell(s: SideStats | null): string {
  if (!s || s.runs === 0) return "–";
  const first = s.pass_hat_k[0] ?? 0;
  const last = s.pass_hat_k[s.pass_hat_k.length - 1] ?? 0;
  return s.runs === 1 ? `^1 ${fixed2(first)}` : `^1 ${fixed2(first)} · ^${s.runs} ${fixed2(last)}`;
}

function pCell(r: ScenarioRow): string {
  if (r.p_value === null) return "–";
  return `${formatP(r.p_value)} (adj. ${formatP(r.p_adjusted ?? r.p_value)})`;
}

function verdictCell(r: ScenarioRow): string {
  return `${OUTCOME_ICON[r.outcome]} ${r.verdict}`;
}

function quarantineNote(q: QuarantineRef): string {
  return `quarantined by ${md(q.owner, 100)} until ${md(q.expires, 20)}: ${md(q.reason, 200)} (${md(q.entry, 30)})`;
}

function notesCell(r: ScenarioRow): string {
  const notes: string[] = [];
  if (r.runs_needed) {
    const n = r.runs_needed;
    const need: string[] = [];
    if (n?.candidate != null) need.push(`${n.candidate} candidate runs`);
    if (n?.per_side != null) need.push(`${n.per_side} runs per side`);
    notes.push(need.length ? `needs ${need.join(" or ")}` : "cannot reach significance");
  }
  const few = r.issues.find((i) => i.kind === "too-few-runs");
  if (few?.kind === "too-few-runs") notes.push(`${few.runs} runs, min-runs ${few.min_runs}`);
  if (r.known_flaky) notes.push("flaky in the baseline too");
  const regressed = r.findings.filter((f) => f.regressed);
  if (regressed.length) {
    const shown = regressed.slice(0, 3).map((f) => `${md(f.rule_id || f.category, MAX_ID)}${f.step_id !== null ? ` at ${md(f.step_id, MAX_ID)}` : ""} ${f.candidate.runs_showing}/${f.candidate.runs} (baseline ${f.baseline.runs_showing}/${f.baseline.runs})`);
    notes.push(`findings: ${shown.join(", ")}${regressed.length > 3 ? `, and ${regressed.length - 3} more` : ""}`);
  }
  for (const f of r.findings.filter((x) => x.quarantine).slice(0, 3)) notes.push(`finding ${md(f.rule_id || f.category, MAX_ID)} ${quarantineNote(f.quarantine!)}`);
  if (r.quarantine) notes.push(quarantineNote(r.quarantine));
  return notes.length ? notes.join("; ") : "–";
}

const TABLE_HEAD = ["| Scenario | Status | Runs | Pass rate [95% CI] | pass^k | Baseline | p (adjusted) | Notes |", "|---|---|---:|---|---|---|---|---|"];

function tableRow(r: ScenarioRow): string {
  const runs = r.candidate ? String(r.candidate.runs) : "0";
  return `| ${md(r.scenario, MAX_ID)} | ${verdictCell(r)} | ${runs} | ${rateCell(r.candidate)} | ${passHatCell(r.candidate)} | ${rateCell(r.baseline)} | ${pCell(r)} | ${notesCell(r)} |`;
}

/** A table of rows, at most `maxRows` and MAX_TABLE_CHARS; the rest counted on a line after it. */
function table(rows: readonly ScenarioRow[], maxRows: number, measure: Measure, elsewhere: string): string {
  const L = [...TABLE_HEAD];
  let size = 0;
  let shown = 0;
  for (const r of rows) {
    if (shown >= maxRows) break;
    const line = tableRow(r);
    if (shown > 0 && size + measure(line) + 1 > MAX_TABLE_CHARS) break;
    size += measure(line) + 1;
    L.push(line);
    shown++;
  }
  if (rows.length > shown) L.push("", `… and ${rows.length - shown} more scenario${rows.length - shown === 1 ? "" : "s"} (see ${md(elsewhere, 200)}).`);
  return L.join("\n");
}

function headline(result: ScenarioGateResult): string {
  const s = result.summary;
  const parts = [`${s.scenarios} scenario${s.scenarios === 1 ? "" : "s"}`, `${s.tested} tested against the baseline`];
  if (s.regressed) parts.push(`${s.regressed} regressed`);
  if (s.findings_regressed) parts.push(`${s.findings_regressed} finding${s.findings_regressed === 1 ? "" : "s"} regressed`);
  if (s.too_few_runs) parts.push(`${s.too_few_runs} with too few runs`);
  if (s.insufficient) parts.push(`${s.insufficient} with insufficient data`);
  if (s.flaky) parts.push(`${s.flaky} flaky`);
  if (s.known_flaky) parts.push(`${s.known_flaky} known-flaky`);
  if (s.quarantined) parts.push(`${s.quarantined} quarantined`);
  if (s.single_run) parts.push(`${s.single_run} with one run per side (compared trace by trace)`);
  parts.push(`${s.candidate_runs} candidate and ${s.baseline_runs} baseline runs`);
  parts.push(`alpha ${result.alpha}, one-sided Fisher, Benjamini–Hochberg`);
  // a pass with failing runs says why in the same line (scenarios/reasons.ts)
  const why = phrasePassedDespite(result);
  const verdict = result.passed ? `✅ **Scenario gate passed**${why ? `: ${md(why, 1000)}` : ""}` : "❌ **Scenario gate failed**";
  return `${verdict} · ${parts.join(" · ")}`;
}

/**
 * The scenario part of a Markdown document as budget blocks (for `extraBlocks` of the report or
 * compare Markdown): first the verdict line, expired quarantine entries (loud: they fail the gate)
 * and the table of scenarios that fail, warn or are quarantined, regressions first; then, folded,
 * the passing scenarios; then quarantine entries that matched nothing. Scenarios with one run per
 * side are counted, not listed (the per-trace comparison shows them).
 */
export function scenarioMarkdownBlocks(result: ScenarioGateResult, opts: ScenarioMarkdownOptions = {}): Block[] {
  const maxRows = opts.maxRows !== undefined && opts.maxRows >= 1 ? Math.floor(opts.maxRows) : DEFAULT_MAX_ROWS;
  const measure = opts.measure ?? chars;
  const elsewhere = opts.elsewhere ?? "the JSON report";
  const title = opts.title === undefined ? "Scenarios (repeated runs)" : opts.title;
  const rows = orderScenarioRows(result.rows);
  const problems = rows.filter((r) => r.outcome === "fail" || r.outcome === "warn" || r.outcome === "quarantined");
  const passing = rows.filter((r) => r.outcome === "pass");

  const head: string[] = [];
  if (title !== null) head.push(`### ${md(title, 200)}`, "");
  head.push(headline(result));
  const expired = result.quarantine?.expired ?? [];
  if (expired.length) {
    head.push("", `> [!CAUTION]`, `> **${expired.length} expired quarantine entr${expired.length === 1 ? "y fails" : "ies fail"} the gate** (${md(result.quarantine!.file, 200)}):`);
    for (const e of expired.slice(0, 20)) {
      head.push(`> - ${md(e.entry, 30)} for scenario ${md(e.scenario, MAX_ID)}${e.finding ? ` (finding ${md(e.finding.rule_id, MAX_ID)})` : ""}, owner ${md(e.owner, 100)}, expired on ${md(e.expires, 20)}: ${md(e.reason, 200)}`);
    }
    if (expired.length > 20) head.push(`> - … and ${expired.length - 20} more`);
  }
  if (result.summary.candidate_runs === 0) head.push("", "> **No candidate runs**: nothing was checked, so the gate fails.");
  if (problems.length) head.push("", table(problems, maxRows, measure, elsewhere));
  else if (rows.length) head.push("", "No scenario fails or warns.");
  const blocks: Block[] = [{ text: head.join("\n"), required: opts.required ?? false }];

  if (passing.length) {
    blocks.push({
      text: ["<details>", `<summary>✅ Passing scenarios (${passing.length})</summary>`, "", table(passing, maxRows, measure, elsewhere), "", "</details>"].join("\n"),
    });
  }
  const unused = result.quarantine?.unused ?? [];
  if (unused.length) {
    const L = ["<details>", `<summary>Quarantine entries that match nothing (${unused.length})</summary>`, ""];
    for (const u of unused.slice(0, maxRows)) L.push(`- ${md(u.entry, 30)} for scenario ${md(u.scenario, MAX_ID)}${u.finding ? ` (finding ${md(u.finding.rule_id, MAX_ID)})` : ""}, owner ${md(u.owner, 100)}, until ${md(u.expires, 20)}`);
    if (unused.length > maxRows) L.push(`- … and ${unused.length - maxRows} more`);
    L.push("", "</details>");
    blocks.push({ text: L.join("\n") });
  }
  return blocks;
}

/** The scenario blocks as one Markdown document within `opts.budget` (whole blocks dropped from the end). */
export function renderScenarioTableMarkdown(result: ScenarioGateResult, opts: ScenarioMarkdownOptions = {}): string {
  const elsewhere = opts.elsewhere ?? "the JSON report";
  return assemble(scenarioMarkdownBlocks(result, opts), opts.budget ?? COMMENT_LIMIT_CHARS - 1024, opts.measure ?? chars, (n) => sizeNote(n, elsewhere));
}
