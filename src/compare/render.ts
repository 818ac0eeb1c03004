// Renderings of a comparison: JSON (stable bytes), Markdown (PR comment / job summary) and console.
// Every string that comes from a trace or a report is escaped for its sink.
import { escapeMarkdown, neutralizeWorkflowCommands, truncate } from "../report/escape.js";
import type { CompareFinding, CompareResult, CompareTrace, Drift, DriftStep } from "./types.js";
import { fmtFixed, fmtSigned } from "./util.js";

/** Most rows listed per section by default; the rest is counted. */
const DEFAULT_MAX_ROWS = 100;
let MAX_ROWS = DEFAULT_MAX_ROWS;
const MAX_MESSAGE = 300;

/** The compare JSON: two-space indentation, fixed key order, trailing newline. */
export function renderCompareJson(result: CompareResult): string {
  return JSON.stringify(result, null, 2) + "\n";
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

function scoreChange(t: CompareTrace): string {
  if (t.baseline_score !== null && t.candidate_score !== null) {
    return `${score(t.baseline_score)} -> ${score(t.candidate_score)} (${fmtSigned(t.score_delta ?? 0, 2)})`;
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

/** Markdown for a PR comment or job summary: verdict and reasons first, then what got worse, then good news. */
export function renderCompareMarkdown(result: CompareResult, opts: { linkBase?: string; maxRows?: number } = {}): string {
  MAX_ROWS = opts.maxRows !== undefined && opts.maxRows >= 1 ? Math.floor(opts.maxRows) : DEFAULT_MAX_ROWS;
  try {
    return markdown(result, opts);
  } finally {
    MAX_ROWS = DEFAULT_MAX_ROWS;
  }
}

function markdown(result: CompareResult, opts: { linkBase?: string }): string {
  const s = sections(result);
  const sum = result.summary;
  const L: string[] = [];
  L.push(result.gate.passed ? "## ✅ Regression gate passed" : "## ❌ Regression gate failed", "");
  L.push(
    `Gate: \`${gateMode(result)}\` · baseline policy: ${md(result.baseline_policy_id || "n/a")} · candidate policy: ${md(result.candidate_policy_id || "n/a")}`,
  );
  if (result.gate.reasons.length > 0) {
    L.push("", `**${plural(result.gate.reasons.length, "reason", "reasons")}:**`, "");
    for (const r of result.gate.reasons) L.push(`- ${md(r)}`);
  }
  L.push("");
  L.push("| Compared | Added | Removed | Pass → fail | Fail → pass | New findings (errors) | Resolved | Avg score Δ | Max score drop |");
  L.push("|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  L.push(
    `| ${sum.traces_compared} | ${sum.traces_added} | ${sum.traces_removed} | ${sum.pass_to_fail} | ${sum.fail_to_pass} | ${sum.new_findings} (${sum.new_error_findings}) | ${sum.resolved_findings} | ${fmtSigned(sum.average_score_delta, 2)} | ${fmtFixed(sum.max_score_drop, 2)} |`,
  );

  if (s.newErrors.length) {
    L.push("", `### New error findings (${s.newErrors.length})`, "");
    mdFindingTable(L, s.newErrors, opts.linkBase, false);
  }
  if (s.passToFail.length) {
    L.push("", `### Pass → fail (${s.passToFail.length})`, "", "| Trace | Score | New findings |", "|---|---|---:|");
    for (const t of s.passToFail.slice(0, MAX_ROWS)) L.push(`| ${md(t.trace_id)} | ${scoreChange(t)} | ${t.new_findings.length} |`);
    more(L, s.passToFail.length);
  }
  if (s.addedFailing.length) {
    L.push("", `### Added failing traces (${s.addedFailing.length})`, "", "| Trace | Score | Error findings |", "|---|---|---:|");
    for (const t of s.addedFailing.slice(0, MAX_ROWS)) {
      L.push(`| ${md(t.trace_id)} | ${score(t.candidate_score)} | ${t.new_findings.filter((f) => f.severity === "error").length} |`);
    }
    more(L, s.addedFailing.length);
  }
  if (s.drops.length) {
    const limit = result.gate.fail_on === "regressions" ? (result.gate.max_score_drop ?? null) : null;
    L.push("", `### Score drops (${s.drops.length})`, "");
    L.push(...(limit === null ? ["| Trace | Score |", "|---|---|"] : [`| Trace | Score | Over the limit (${limit}) |`, "|---|---|---|"]));
    for (const t of s.drops.slice(0, MAX_ROWS)) {
      const over = limit === null ? "" : ` ${result.gate.reasons.includes(dropReason(t.trace_id, t, limit)) ? "**yes**" : "no"} |`;
      L.push(`| ${md(t.trace_id)} | ${scoreChange(t)} |${over}`);
    }
    more(L, s.drops.length);
  }
  if (s.otherNew.length) {
    L.push("", "<details>", `<summary>New warnings and info findings (${s.otherNew.length}), never a gate failure</summary>`, "");
    mdFindingTable(L, s.otherNew, opts.linkBase, true);
    L.push("", "</details>");
  }
  if (s.resolved.length) {
    L.push("", `### ✅ Resolved findings (${s.resolved.length})`, "");
    mdFindingTable(L, s.resolved, opts.linkBase, true);
  }
  if (s.failToPass.length) {
    L.push("", `### ✅ Fail → pass (${s.failToPass.length})`, "", "| Trace | Score |", "|---|---|");
    for (const t of s.failToPass.slice(0, MAX_ROWS)) L.push(`| ${md(t.trace_id)} | ${scoreChange(t)} |`);
    more(L, s.failToPass.length);
  }
  const notes: string[] = [];
  if (sum.unchanged_failing) notes.push(`${plural(sum.unchanged_failing, "trace still fails", "traces still fail")} as in the baseline (not listed).`);
  if (s.removed.length) {
    const ids = s.removed.slice(0, 20).map((t) => md(t.trace_id)).join(", ");
    notes.push(`${plural(s.removed.length, "trace", "traces")} removed since the baseline: ${ids}${s.removed.length > 20 ? `, and ${s.removed.length - 20} more` : ""}.`);
  }
  if (notes.length) L.push("", ...notes.map((n) => `- ${n}`));
  if (s.drifted.length) {
    L.push("", `### Trajectory drift (${s.drifted.length})`, "", "Information only: drift never fails the gate.", "");
    for (const t of s.drifted.slice(0, MAX_ROWS)) {
      L.push(`- **${md(t.trace_id)}**`);
      for (const line of describeDrift(t.drift!, md)) L.push(`  - ${line}`);
    }
    more(L, s.drifted.length);
  }
  return L.join("\n") + "\n";
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
