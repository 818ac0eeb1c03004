// What every phase of the action shares (src/github/run.ts): the injected ports, the workspace and
// output-dir resolved once, the files of output-dir, and the two helpers every phase uses: paths as
// later steps see them, and the action's own warnings (capped, see OWN_WARNINGS).
import { statSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { UsageError } from "../../errors.js";
import type { Report } from "../../types.js";
import { readReportDocument } from "../../compare/load.js";
import { normalizeReport } from "../../compare/index.js";
import { QUARANTINE_FILE } from "../../files/quarantine.js";
import type { ActionInputs } from "../inputs.js";
import type { ActionContext } from "../context.js";
import type { Octokit } from "../octokit.js";
import type { Log } from "../log.js";
import type { ArtifactDownloader, ArtifactUploader } from "../artifact.js";
import { OWN_WARNINGS } from "../annotations.js";
import { reportValidator } from "../schema.js";
import { PARTIAL_FILE } from "../shards.js";

export interface RunDeps {
  inputs: ActionInputs;
  ctx: ActionContext;
  /** Null when there is no token: every network step is skipped with a notice. */
  octokit: Octokit | null;
  uploader: ArtifactUploader;
  /** This run's artifacts (the merge job of a matrix); null or absent: not available. */
  downloader?: ArtifactDownloader | null;
  log: Log;
  setOutput(name: string, value: string): void;
  /** Append text to the job summary (GITHUB_STEP_SUMMARY). */
  writeSummary(text: string): Promise<void>;
  /** Validates a report document against the report schema; null = schema unavailable. */
  validateReport?: ((doc: unknown) => string | null) | null;
  /** The largest baseline artifact downloaded (default: src/github/baseline.ts MAX_BASELINE_BYTES; tests lower it). */
  baselineMaxBytes?: number | undefined;
  /** SARIF status polling (tests shorten it). */
  sarifPolls?: number;
  sarifPollDelayMs?: number;
}

/** The files the action writes into output-dir. */
export interface OutputPaths {
  json: string;
  sarif: string;
  junit: string;
  markdown: string;
  compare: string;
  compareMd: string;
  quarantine: string;
  diffs: string;
  /** A matrix job's partial report (input `shard`). */
  partial: string;
}

export interface RunEnv {
  deps: RunDeps;
  inputs: ActionInputs;
  log: Log;
  /** The workspace, and the repository's root below it (`working-directory`). */
  wsRoot: string;
  ws: string;
  outDir: string;
  paths: OutputPaths;
  /** A path as later steps name it: relative to the workspace, `/`-separated (absolute outside it). */
  display(p: string): string;
  /** One of the action's own warnings: an annotation up to OWN_WARNINGS, then a log line. */
  warn(msg: string): void;
  /**
   * A report file another run wrote (a baseline, published reports), checked as every such file
   * is: readable JSON (depth-checked), report.schema.json, then the loader. Throws a UsageError.
   */
  readReport(path: string, label: string): Report;
}

export function outputPaths(outDir: string): OutputPaths {
  return {
    json: join(outDir, "report.json"),
    sarif: join(outDir, "report.sarif"),
    junit: join(outDir, "report.junit.xml"),
    markdown: join(outDir, "report.md"),
    compare: join(outDir, "compare.json"),
    compareMd: join(outDir, "compare.md"),
    quarantine: join(outDir, QUARANTINE_FILE),
    diffs: join(outDir, "trace-diff"),
    partial: join(outDir, PARTIAL_FILE),
  };
}

/** The environment of one run; throws a UsageError for a bad `working-directory` or `output-dir`. */
export function runEnv(d: RunDeps): RunEnv {
  const { inputs, log } = d;
  const wsRoot = resolve(d.ctx.workspace);
  const ws = repositoryRoot(wsRoot, inputs.workingDirectory);
  // The action's own warnings share the runner's 10 per step with the findings' (ANNOTATION_CAPS):
  // past OWN_WARNINGS they are plain log lines, so none is dropped unseen.
  let ownWarnings = 0;
  const warn = (msg: string) => (ownWarnings++ < OWN_WARNINGS ? log.warning(msg) : log.info(`Warning: ${msg}`));
  // Output paths are for later steps, which run in the workspace (not working-directory).
  const display = (p: string) => (insideDir(wsRoot, p) ? relative(wsRoot, p).split(sep).join("/") : p);
  const validate = d.validateReport === undefined ? reportValidator() : d.validateReport;
  if (!validate) log.debug("report.schema.json not found beside the bundle: baselines get the structural check only");
  const readReport = (path: string, label: string): Report => {
    const doc = readReportDocument(path, label); // depth-checked: one clear line, never a stack overflow
    if (validate) {
      const err = validate(doc);
      if (err) throw new UsageError(`${label}: does not match report.schema.json: ${err}`);
    }
    return normalizeReport(doc, path, label);
  };
  const outDir = resolve(ws, inputs.outputDir);
  checkOutputDir(outDir, wsRoot, inputs.outputOutsideWorkspace);
  return { deps: d, inputs, log, wsRoot, ws, outDir, paths: outputPaths(outDir), display, warn, readReport };
}

/** The repository's root: `working-directory` below the workspace (it must exist and stay inside). */
export function repositoryRoot(workspace: string, workingDirectory: string): string {
  if (workingDirectory === "") return workspace;
  const dir = resolve(workspace, workingDirectory);
  if (!insideDir(workspace, dir)) throw new UsageError(`input 'working-directory' must be a directory inside the workspace, got '${workingDirectory}'`);
  let st;
  try {
    st = statSync(dir);
  } catch {
    throw new UsageError(`input 'working-directory': '${workingDirectory}' does not exist in the workspace`);
  }
  if (!st.isDirectory()) throw new UsageError(`input 'working-directory': '${workingDirectory}' is not a directory`);
  return dir;
}

/**
 * `output-dir` must stay inside the workspace (unless opted out) and be, or become, a directory:
 * an existing file at the path or at any parent is one clear line instead of EEXIST/ENOTDIR later.
 */
export function checkOutputDir(outDir: string, workspace: string, allowOutside: boolean): void {
  if (!allowOutside && !insideDir(workspace, outDir)) {
    throw new UsageError(`input 'output-dir' resolves outside the workspace (${outDir}); set output-dir-outside-workspace: true to allow it`);
  }
  for (let p = outDir; ; p = dirname(p)) {
    let st;
    try {
      st = statSync(p);
    } catch {
      if (dirname(p) === p) return;
      continue;
    }
    if (!st.isDirectory()) throw new UsageError(`input 'output-dir': ${p === outDir ? `'${outDir}' is` : `'${p}' (a parent of '${outDir}') is`} a file, not a directory`);
    return;
  }
}

function insideDir(root: string, p: string): boolean {
  const rel = relative(root, p);
  return rel === "" || (!rel.startsWith(".." + sep) && rel !== ".." && !isAbsolute(rel));
}

/** An error's message, for a log line or a reason. */
export function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
