// The report files of the run, written into output-dir before any network call (so a failing API
// never loses them): JSON, SARIF, JUnit, Markdown, and the pull request record a publishing run
// reads. The comparison's files follow in the gate phase, once the baseline is known.
import { join } from "node:path";
import type { Report } from "../../types.js";
import { duplicateTraceIdWarnings, renderJson } from "../../report/json.js";
import { defaultEntryDetails, renderConsole, renderJunit, renderMarkdown, renderSarif } from "../../report/index.js";
import { writeFileAtomic } from "../../util/writefile.js";
import { candidateScenarios, type CandidateScenarios } from "../../gate/gate.js";
import { scenarioMarkdownBlocks, scenariosSection } from "../../report/scenarios.js";
import { pullRequestRecord, PULL_REQUEST_FILE } from "../publish.js";
import type { RunEnv } from "./env.js";
import type { RunSubject } from "./source.js";

export interface ReportFiles {
  /** The SARIF text, as written (the publish phase uploads it). */
  sarifText: string;
  /** Repeated runs: the candidate's own scenarios (report section, SARIF occurrences, tables); null: none. */
  own: CandidateScenarios | null;
}

export function writeReportFiles(env: RunEnv, report: Report, subject: RunSubject): ReportFiles {
  const { inputs, log, paths } = env;
  const { ctx } = subject;
  const dups = duplicateTraceIdWarnings(report);
  if (dups.length === 1) env.warn(dups[0]!);
  else if (dups.length > 1) {
    env.warn(`${dups.length} trace ids occur more than once: this report cannot serve as a comparison baseline (each is listed in the log)`);
    for (const w of dups) log.info(w);
  }
  const own = candidateScenarios(report, { pattern: inputs.repeats.pattern, options: inputs.repeats.options, explicit: inputs.repeats.explicit });
  if (own) report.scenarios = scenariosSection(own.result);
  const sarifText = renderSarif(report, { category: inputs.sarifCategory, ...(own ? { scenarios: own.runs } : {}) });
  writeFileAtomic(paths.json, renderJson(report));
  writeFileAtomic(paths.sarif, sarifText);
  writeFileAtomic(paths.junit, renderJunit(report, own ? { scenarios: own.result } : {}));
  writeFileAtomic(paths.markdown, renderMarkdown(report, { linkBase: subject.linkBase, entryDetails: defaultEntryDetails, ...(own ? { extraBlocks: scenarioMarkdownBlocks(own.result) } : {}) }));
  // For a publishing workflow_run run: which PR these reports belong to (fork PRs' runs list none).
  if (!subject.published && ctx.pr && ctx.pr.number > 0) writeFileAtomic(join(env.outDir, PULL_REQUEST_FILE), pullRequestRecord(ctx.pr));
  log.info(renderConsole(report));
  return { sarifText, own };
}
