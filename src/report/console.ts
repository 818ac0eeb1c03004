// Human console report (CLI stdout, action log). Every piece of trace text goes through
// neutralizeWorkflowCommands (no `::` workflow commands, no ANSI escapes, no control characters),
// so a trace can never inject annotations, masks or colours into a GitHub Actions log.
import type { Finding, Report, TraceReport } from "../types.js";
import { ruleMeta } from "../rules/registry.js";
import { neutralizeWorkflowCommands, truncate } from "../util/escape.js";
import { SARIF_MAX_RESULTS } from "./sarif.js";
import { agentFigures, agentFiguresText, usageFigures } from "./usage.js";
import {
  countFindings,
  entryPath,
  entryStatus,
  findingLocation,
  fixed,
  formatCoverage,
  plural,
  severityRank,
  showValue,
} from "./util.js";

export interface ConsoleOptions {
  /** ANSI colours (default false). */
  color?: boolean;
  /** Also list info findings, expected/observed values, remediation, and passing traces' details. */
  verbose?: boolean;
}

const MAX_TEXT = 500;

/** Untrusted text for a log line: one line, truncated, workflow commands neutralised. */
function safe(s: string, max = MAX_TEXT): string {
  return neutralizeWorkflowCommands(truncate(s.replace(/\r\n|\r|\n/g, " ⏎ "), max));
}

export function renderConsole(report: Report, opts: ConsoleOptions = {}): string {
  const c = (code: string, s: string): string => (opts.color ? `\u001b[${code}m${s}\u001b[0m` : s);
  const bold = (s: string) => c("1", s);
  const red = (s: string) => c("31", s);
  const green = (s: string) => c("32", s);
  const yellow = (s: string) => c("33", s);
  const dim = (s: string) => c("2", s);
  const sevLabel = (sev: string): string =>
    sev === "error" ? red("error  ") : sev === "warning" ? yellow("warning") : dim(sev === "info" ? "info   " : safe(sev, 7).padEnd(7));

  const out: string[] = [];
  for (const e of report.reports) {
    const status = entryStatus(e);
    const label =
      status === "pass" ? green("PASS") : status === "fail" ? red("FAIL") : status === "error" ? red("ERROR") : yellow("SKIP");
    const path = entryPath(e);
    const cnt = countFindings(e.findings);
    const parts: string[] = [];
    if (status !== "error") {
      if (e.scored !== false) parts.push(`score ${fixed(e.score, 2)}`);
      // a figure nothing recorded says so (latency, tokens) or is left out (a cost of 0): src/report/usage.ts
      const u = usageFigures(e);
      parts.push(u.latency ? `latency ${u.latency}` : "latency not recorded");
      if (u.cost) parts.push(`cost ${u.cost}`);
      if (u.tokens) parts.push(`tokens ${u.tokens}`);
      if (e.citation_coverage != null) parts.push(`citations ${formatCoverage(e.citation_coverage)}`);
    }
    if (cnt.error) parts.push(plural(cnt.error, "error"));
    if (cnt.warning) parts.push(plural(cnt.warning, "warning"));
    const id = status === "error" ? safe(path, 300) : safe(e.trace_id, 200);
    const who = status === "error" ? "" : dim(` (${safe(e.agent_name, 100)}/${safe(e.workflow, 100)})`);
    out.push(`${label} ${bold(id)}${who} ${parts.join(", ")}${status === "error" ? "" : dim(`  ${safe(path, 300)}`)}`);
    for (const a of agentFigures(e)) out.push(dim(`  agent ${agentFiguresText(a, (n) => safe(n, 120))}`)); // docs/multi-agent.md

    const shown = e.findings
      .filter((f) => opts.verbose || f.severity !== "info")
      .sort((a, b) => severityRank(a.severity) - severityRank(b.severity) || findingLocation(e, a).startLine - findingLocation(e, b).startLine);
    for (const f of shown) out.push(...findingLines(e, f, opts.verbose ?? false, sevLabel, dim));
    const hidden = e.findings.length - shown.length;
    if (hidden > 0) out.push(dim(`  (${plural(hidden, "info finding")} not shown; use --verbose)`));
    if (opts.verbose) for (const n of e.notes ?? []) out.push(dim(`  note: ${safe(n)}`));
    if (opts.verbose) {
      for (const n of e.adapter_notes ?? []) {
        const at = n.location ? `  ${safe(n.location.uri, 300)}:${n.location.startLine}:${n.location.startColumn}` : "";
        out.push(dim(`  note: ${safe(n.code, 64)}: ${safe(n.message)}${at}`));
      }
    }
  }
  const skipped = report.skipped ?? [];
  for (const k of skipped.slice(0, 200)) out.push(`${yellow("SKIP")} ${safe(k.path, 300)}: ${safe(k.reason, 200)}`);
  if (skipped.length > 200) out.push(dim(`  … and ${skipped.length - 200} more skipped paths (listed in the JSON report)`));
  const s = report.summary;
  if (out.length) out.push("");
  // a run that checked nothing is never shown as passed
  const verdict =
    s.total_traces === 0 ? yellow("no traces validated: nothing was checked") : s.failed_traces === 0 ? green(`${s.passed_traces}/${plural(s.total_traces, "trace")} passed`) : red(`${s.failed_traces} of ${plural(s.total_traces, "trace")} failed`);
  const tail = [`average score ${fixed(s.average_score, 2)}`];
  if (typeof report.fail_under === "number") tail.push(`threshold ${fixed(report.fail_under, 2)}`);
  if (report.policy_id) tail.push(`policy ${safe(report.policy_id, 200)}`);
  out.push(`${bold("Summary:")} ${verdict}; ${tail.join(", ")}`);
  const total = report.reports.reduce((n, e) => n + e.findings.length, 0);
  if (total > SARIF_MAX_RESULTS) {
    out.push(yellow(`Note: SARIF output keeps the ${SARIF_MAX_RESULTS} most severe of ${total} findings (GitHub code scanning limit).`));
  }
  return out.join("\n") + "\n";
}

function findingLines(
  e: TraceReport,
  f: Finding,
  verbose: boolean,
  sevLabel: (s: string) => string,
  dim: (s: string) => string,
): string[] {
  const loc = findingLocation(e, f);
  const where = (f.step_id !== null ? `step ${safe(f.step_id, 120)}` : "trace") + (f.agent !== undefined && f.step_id !== null ? ` (agent ${safe(f.agent, 120)})` : "");
  const lines = [`  ${sevLabel(f.severity)} ${safe(f.rule_id, 40)} ${where}: ${safe(f.message)}  ${dim(`${safe(loc.uri, 300)}:${loc.startLine}:${loc.startColumn}`)}`];
  if (verbose) {
    if (f.expected !== undefined) lines.push(dim(`      expected: ${safe(showValue(f.expected))}`));
    if (f.observed !== undefined) lines.push(dim(`      observed: ${safe(showValue(f.observed))}`));
    const fix = f.remediation ?? ruleMeta(f.rule_id)?.remediation;
    if (fix) lines.push(dim(`      fix: ${safe(fix)}`));
  }
  return lines;
}
