// Action inputs: parsed and validated from a getter (core.getInput in the action, a map in tests).
// Pure: no environment access here; the getter is the only source.
import { parseUsageThresholds } from "../gate/thresholds.js";
import type { UsageThresholds } from "../util/threshold.js";
import { UsageError } from "../errors.js";
import { MAX_SHARDS, parseShard, type Shard } from "../shard/select.js";
import { splitTracePatterns } from "../files/match.js";
import { parseDrift, type DriftSetting } from "../trend/series.js";
import { parseHistoryMax } from "../bundle/history.js";
import {
  ANNOTATION_MODES,
  BASELINE_MISSING_MODES,
  FAIL_ON_INPUTS,
  NO_FILES_MODES,
  PR_COMMENT_MODES,
  POLICY_CHANGE_MODES,
  TRI_STATES,
  UNPAIRED_MODES,
  input,
  parseChoice,
  parseFailUnder,
  parseFormat,
  parseMaxScoreDrop,
  parseJobs,
  parseNumber,
  parseRepeats,
  parseBool,
  REPEATS_FIELD_NAMES,
  type AnnotationsMode,
  type BaselineMissing,
  type FailOnInput,
  type Format,
  type NoFilesMode,
  type PrCommentMode,
  type PolicyChangeMode,
  type TriState,
  type UnpairedMode,
} from "../gate/options.js";

export type BaselineMode = { kind: "auto" } | { kind: "none" } | { kind: "path"; path: string };
export type { AnnotationsMode, BaselineMissing, FailOnInput, NoFilesMode, PrCommentMode, TriState };

export interface ActionInputs {
  /** Glob patterns, in order (`!` excludes). */
  traces: string[];
  policy: string;
  format: Format;
  failUnder: number;
  baseline: BaselineMode;
  baselineArtifact: string;
  baselineMissing: BaselineMissing;
  /** Traces that do not pair with the baseline: fail the gate or warn (docs/compare.md "Pairing"). */
  unpaired: UnpairedMode;
  /** A policy change that turns traces red: fail the gate or report it (docs/compare.md "Policy changes"). */
  policyChange: PolicyChangeMode;
  baselineRetentionDays: number | undefined;
  failOn: FailOnInput;
  maxScoreDrop: number | undefined;
  /** Usage gates (docs/cost.md): max-cost-increase, max-tokens-increase, max-latency-increase; null: none. */
  usage: UsageThresholds | null;
  uploadBaseline: TriState;
  sarifUpload: TriState;
  sarifCategory: string;
  annotations: AnnotationsMode;
  jobSummary: boolean;
  prComment: PrCommentMode;
  outputDir: string;
  /** `output-dir` may resolve outside the workspace (explicit opt-in). */
  outputOutsideWorkspace: boolean;
  /** What no matching trace file means. */
  ifNoFilesFound: NoFilesMode;
  /** A run that checked no trace passes the gate (by default it fails: src/gate/gate.ts EMPTY_RUN_REASON). */
  allowEmpty: boolean;
  /** Where the repository is checked out, relative to the workspace ("" = the workspace itself). */
  workingDirectory: string;
  /** Publish mode: the run whose reports artifact to publish (null: decided by the event). */
  publishFrom: number | null;
  /** Name of the reports artifact: what this run uploads its reports as, and what a publishing run downloads. */
  reportsArtifact: string;
  /** Upload the reports as `reportsArtifact` (auto: on pull request runs that validate or merge here). */
  uploadReports: TriState;
  /** Create a check run with every annotation (needs `checks: write`) instead of workflow commands. */
  checkRun: boolean;
  /** Wait for code scanning to process the SARIF upload. */
  sarifWait: boolean;
  /** Ref and commit the results belong to (empty: from the event). */
  ref: string;
  sha: string;
  token: string;
  memoryAdapter: string | undefined;
  /** Repeated runs (docs/repeats.md): scenario pattern and the scenario gate's options. */
  repeats: ReturnType<typeof parseRepeats>;
  /** Points the baseline bundle's history keeps (docs/trend.md). */
  historyMax: number;
  /** The drift check of push runs (docs/trend.md): null, off. */
  maxDrift: DriftSetting;
  /**
   * The quarantine file's path in the repository. Read on pushes (and uploaded with the baseline);
   * a pull request's own copy is never read: its quarantine comes with the baseline artifact.
   */
  quarantine: string;
  /** Matrix jobs: this job validates one shard and uploads its partial report, nothing else. */
  shard: Shard | null;
  /** The merge job: merges this run's N shard artifacts, then gates and publishes once. */
  merge: number | null;
  /** Threads validating the trace files (`auto` on 4 CPUs or more by default, as the CLI). */
  jobs: number;
}

export type InputGetter = (name: string) => string;

function oneOf<T extends string>(get: InputGetter, name: string, allowed: readonly T[], dflt: T): T {
  return parseChoice(input(name), get(name), allowed, dflt);
}

function bool(get: InputGetter, name: string, dflt: boolean): boolean {
  return parseBool(input(name), get(name), dflt);
}

function num(get: InputGetter, name: string, min: number, max: number): number | undefined {
  return parseNumber(input(name), get(name), min, max);
}

/** Split the `traces` input (src/files/match.ts): whitespace or newlines separate patterns, quotes keep spaces; `#` lines are comments. */
export const splitPatterns = splitTracePatterns;

/** The inputs a validating run needs. */
export function requireValidationInputs(i: Pick<ActionInputs, "traces" | "policy">): void {
  if (i.traces.filter((p) => !p.startsWith("!")).length === 0) throw new UsageError("input 'traces' is required: one or more globs, files or directories");
  if (i.policy === "") throw new UsageError("input 'policy' is required: the path of the policy file");
}

function artifactName(get: InputGetter, name: string, dflt: string): string {
  const v = get(name).trim() || dflt;
  if (!/^[A-Za-z0-9._-]{1,100}$/.test(v)) throw new UsageError(`input '${name}' must be a plain artifact name (letters, digits, '.', '_', '-'), got '${v}'`);
  return v;
}

/**
 * Parse every input up front. `traces` and `policy` are checked by `requireValidationInputs` once
 * the run knows it validates (a publishing run, on `workflow_run` or with `publish-from`, needs neither).
 */
export function parseInputs(get: InputGetter): ActionInputs {
  const publishRaw = get("publish-from").trim();
  if (publishRaw !== "" && !/^[1-9]\d{0,15}$/.test(publishRaw)) throw new UsageError(`input 'publish-from' must be a workflow run id (digits), got '${publishRaw}'`);
  const publishFrom = publishRaw === "" ? null : Number(publishRaw);
  const traces = splitPatterns(get("traces"));
  const policy = get("policy").trim();
  const format = parseFormat(input("format"), get("format"));
  const sha = get("sha").trim().toLowerCase();
  if (sha !== "" && !/^[0-9a-f]{40}$/.test(sha)) throw new UsageError(`input 'sha' must be a full 40-character commit SHA, got '${sha}'`);
  const ref = get("ref").trim();
  if (ref !== "" && !/^refs\/(heads|tags|pull)\/\S+$/.test(ref)) throw new UsageError(`input 'ref' must be a full ref such as refs/heads/main or refs/pull/7/head, got '${ref}'`);
  const baselineRaw = get("baseline").trim();
  let baseline: BaselineMode;
  if (baselineRaw === "" || baselineRaw.toLowerCase() === "auto") baseline = { kind: "auto" };
  else if (baselineRaw.toLowerCase() === "none") baseline = { kind: "none" };
  else baseline = { kind: "path", path: baselineRaw };
  const baselineArtifact = artifactName(get, "baseline-artifact", "arh-baseline");
  const retention = num(get, "baseline-retention-days", 1, 90);
  const sarifCategory = get("sarif-category").trim() || "arh";
  // It names the SARIF category, the check run and the sticky comment's marker: keep it plain.
  if (!/^[A-Za-z0-9._:/=+-]{1,100}$/.test(sarifCategory)) throw new UsageError(`input 'sarif-category' may hold letters, digits and . _ : / = + - (at most 100), got '${sarifCategory.slice(0, 100)}'`);
  const memoryAdapter = get("memory-adapter").trim();
  const shardRaw = get("shard").trim();
  const shard = shardRaw === "" ? null : parseShard(shardRaw, "input 'shard'");
  const mergeRaw = get("merge").trim();
  if (mergeRaw !== "" && !(/^\d{1,6}$/.test(mergeRaw) && Number(mergeRaw) >= 1 && Number(mergeRaw) <= MAX_SHARDS)) {
    throw new UsageError(`input 'merge' must be the number of shards, a whole number from 1 to ${MAX_SHARDS} (got '${mergeRaw.slice(0, 40)}')`);
  }
  const merge = mergeRaw === "" ? null : Number(mergeRaw);
  if (shard && merge !== null) throw new UsageError("inputs 'shard' and 'merge' exclude each other: matrix jobs set 'shard', the one merge job after them sets 'merge'");
  const maxDrift = parseDrift(get("max-drift"));
  if (maxDrift && "error" in maxDrift) throw new UsageError(`input 'max-drift' ${maxDrift.error}`);
  return {
    traces,
    policy,
    format,
    failUnder: parseFailUnder(input("fail-under"), get("fail-under")),
    baseline,
    baselineArtifact,
    baselineMissing: oneOf(get, "baseline-missing", BASELINE_MISSING_MODES, "warn"),
    unpaired: oneOf(get, "unpaired", UNPAIRED_MODES, "fail"),
    policyChange: oneOf(get, "policy-change", POLICY_CHANGE_MODES, "gate"),
    baselineRetentionDays: retention === undefined ? undefined : Math.floor(retention),
    failOn: oneOf(get, "fail-on", FAIL_ON_INPUTS, "auto"),
    maxScoreDrop: parseMaxScoreDrop(input("max-score-drop"), get("max-score-drop")) ?? undefined,
    usage: parseUsageThresholds(input, get),
    uploadBaseline: oneOf(get, "upload-baseline", TRI_STATES, "auto"),
    sarifUpload: oneOf(get, "sarif-upload", TRI_STATES, "auto"),
    sarifCategory,
    annotations: oneOf(get, "annotations", ANNOTATION_MODES, "auto"),
    jobSummary: bool(get, "job-summary", true),
    prComment: oneOf(get, "pr-comment", PR_COMMENT_MODES, "off"),
    outputDir: get("output-dir").trim() || "arh-reports",
    outputOutsideWorkspace: bool(get, "output-dir-outside-workspace", false),
    ifNoFilesFound: oneOf(get, "if-no-files-found", NO_FILES_MODES, "error"),
    allowEmpty: bool(get, "allow-empty", false),
    workingDirectory: get("working-directory").trim(),
    publishFrom,
    reportsArtifact: artifactName(get, "reports-artifact", "arh-reports"),
    uploadReports: oneOf(get, "upload-reports", TRI_STATES, "auto"),
    checkRun: bool(get, "check-run", false),
    sarifWait: bool(get, "sarif-wait", true),
    ref,
    sha,
    token: get("token").trim(),
    memoryAdapter: memoryAdapter === "" ? undefined : memoryAdapter,
    repeats: parseRepeats(
      {
        scenarioFrom: get("scenario-from"),
        alpha: get("alpha"),
        insufficient: get("insufficient"),
        flaky: get("flaky"),
        minRuns: get("min-runs"),
        zeroTolerance: get("zero-tolerance"),
        strictPolicy: get("strict-policy"),
      },
      (o) => input(REPEATS_FIELD_NAMES[o]),
    ),
    quarantine: get("quarantine").trim(),
    historyMax: parseHistoryMax(get("history-max"), "input 'history-max'"),
    maxDrift,
    shard,
    merge,
    jobs: parseJobs(input("jobs"), get("jobs")),
  };
}
