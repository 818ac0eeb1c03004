// Report renderers and the writer of the report files requested on the command line / action.
//   renderSarif    SARIF 2.1.0 for GitHub code scanning        (sarif.ts)
//   renderJunit    JUnit XML for test reporters                 (junit.ts)
//   renderMarkdown PR comment / job summary                      (markdown.ts)
//   renderConsole  human console report                          (console.ts)
//   writeReports   writes the requested files atomically
import type { Report, TraceReport } from "../types.js";
import { renderMemoryTableMarkdown } from "../memory/markdown.js";
import { renderJson } from "./json.js";
import { renderSarif as sarif, type SarifOptions } from "./sarif.js";
import { renderJunit as junit, type JunitOptions } from "./junit.js";
import { renderMarkdown as markdown, type MarkdownOptions } from "./markdown.js";
import { scenarioMarkdownBlocks } from "./scenarios.js";
import type { ScenarioGateResult } from "../scenarios/types.js";
import { renderConsole as consoleReport } from "./console.js";
import { writeFileAtomic } from "../util/writefile.js";
import { utf8Bytes } from "./budget.js";

export function renderSarif(report: Report, opts?: SarifOptions): string {
  return sarif(report, opts);
}

export function renderJunit(report: Report, opts?: JunitOptions): string {
  return junit(report, opts);
}

/** The size budget of a Markdown report file (`--md-out`, the action's report.md): 1 MiB of UTF-8. */
export const MARKDOWN_FILE_BUDGET_BYTES = 1024 * 1024;

/**
 * The Markdown report file (`--md-out`, the action's report.md): within MARKDOWN_FILE_BUDGET_BYTES,
 * not a comment's 65,536 characters, so every failing trace keeps its first findings and says how
 * many more are not shown. `opts.entryDetails` is an optional hook for extra per-entry sections
 * (memory score tables, trace-diff tables); see MarkdownOptions.
 */
export function renderMarkdown(report: Report, opts?: { linkBase?: string; title?: string } & Pick<MarkdownOptions, "entryDetails" | "extraBlocks">): string {
  return markdown(report, { budget: MARKDOWN_FILE_BUDGET_BYTES, measure: utf8Bytes, ...opts });
}

export function renderConsole(report: Report, opts?: { color?: boolean; verbose?: boolean }): string {
  return consoleReport(report, opts);
}

export interface OutputFlags {
  jsonOut?: string;
  mdOut?: string;
  junitOut?: string;
  sarifOut?: string;
  sarifCategory?: string;
  linkBase?: string;
  /** Repeated runs: the candidate's scenarios (JUnit testcases, SARIF occurrences, a Markdown table). */
  scenarios?: { result: ScenarioGateResult; runs: readonly { trace_id: string; scenario: string }[] } | null;
}

/** Render and write every requested report file; returns the paths written, in flag order. */
/** Per-entry extra Markdown: the per-query coverage table of memory traces. */
export function defaultEntryDetails(entry: TraceReport): string | undefined {
  return entry.kind === "memory" ? renderMemoryTableMarkdown(entry) || undefined : undefined;
}

export function writeReports(report: Report, flags: OutputFlags): string[] {
  const sc = flags.scenarios ?? null;
  const jobs: [string | undefined, () => string][] = [
    [flags.jsonOut, () => renderJson(report)],
    [flags.mdOut, () => renderMarkdown(report, { linkBase: flags.linkBase, entryDetails: defaultEntryDetails, ...(sc ? { extraBlocks: scenarioMarkdownBlocks(sc.result) } : {}) })],
    [flags.junitOut, () => renderJunit(report, sc ? { scenarios: sc.result } : {})],
    [flags.sarifOut, () => renderSarif(report, { category: flags.sarifCategory, ...(sc ? { scenarios: sc.runs } : {}) })],
  ];
  const written: string[] = [];
  for (const [path, render] of jobs) {
    if (!path) continue;
    writeFileAtomic(path, render());
    written.push(path);
  }
  return written;
}
