// Action inputs: parsed and validated from a getter (core.getInput in the action, a map in tests).
// Pure: no environment access here; the getter is the only source.
import { UsageError } from "../errors.js";
import { splitTracePatterns } from "../files/match.js";

export type BaselineMode = { kind: "auto" } | { kind: "none" } | { kind: "path"; path: string };
export type BaselineMissing = "warn" | "fail" | "ignore";
export type FailOnInput = "auto" | "regressions" | "failures" | "never";
export type TriState = "auto" | "true" | "false";
export type AnnotationsMode = "auto" | "regressions" | "all" | "none";
export type PrCommentMode = "off" | "on-failure" | "always";

export interface ActionInputs {
  /** Glob patterns, in order (`!` excludes). */
  traces: string[];
  policy: string;
  format: string;
  failUnder: number;
  baseline: BaselineMode;
  baselineArtifact: string;
  baselineMissing: BaselineMissing;
  baselineRetentionDays: number | undefined;
  failOn: FailOnInput;
  maxScoreDrop: number | undefined;
  uploadBaseline: TriState;
  sarifUpload: TriState;
  sarifCategory: string;
  annotations: AnnotationsMode;
  jobSummary: boolean;
  prComment: PrCommentMode;
  outputDir: string;
  token: string;
  memoryAdapter: string | undefined;
}

export type InputGetter = (name: string) => string;

function oneOf<T extends string>(get: InputGetter, name: string, allowed: readonly T[], dflt: T): T {
  const raw = get(name).trim();
  if (raw === "") return dflt;
  const v = raw.toLowerCase();
  if ((allowed as readonly string[]).includes(v)) return v as T;
  throw new UsageError(`input '${name}' must be one of ${allowed.join(", ")} (got '${raw}')`);
}

function bool(get: InputGetter, name: string, dflt: boolean): boolean {
  const raw = get(name).trim().toLowerCase();
  if (raw === "") return dflt;
  if (["true", "yes", "on", "1"].includes(raw)) return true;
  if (["false", "no", "off", "0"].includes(raw)) return false;
  throw new UsageError(`input '${name}' must be true or false (got '${raw}')`);
}

function num(get: InputGetter, name: string, min: number, max: number): number | undefined {
  const raw = get(name).trim();
  if (raw === "") return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min || n > max) throw new UsageError(`input '${name}' must be a number between ${min} and ${max} (got '${raw}')`);
  return n;
}

/** Split the `traces` input (src/files/match.ts): whitespace or newlines separate patterns, quotes keep spaces; `#` lines are comments. */
export const splitPatterns = splitTracePatterns;

export function parseInputs(get: InputGetter): ActionInputs {
  const traces = splitPatterns(get("traces"));
  if (traces.filter((p) => !p.startsWith("!")).length === 0) throw new UsageError("input 'traces' is required: one or more globs, files or directories");
  const policy = get("policy").trim();
  if (policy === "") throw new UsageError("input 'policy' is required: the path of the policy file");
  const baselineRaw = get("baseline").trim();
  let baseline: BaselineMode;
  if (baselineRaw === "" || baselineRaw.toLowerCase() === "auto") baseline = { kind: "auto" };
  else if (baselineRaw.toLowerCase() === "none") baseline = { kind: "none" };
  else baseline = { kind: "path", path: baselineRaw };
  const baselineArtifact = get("baseline-artifact").trim() || "arh-baseline";
  if (!/^[A-Za-z0-9._-]{1,100}$/.test(baselineArtifact)) throw new UsageError(`input 'baseline-artifact' must be a plain artifact name (letters, digits, '.', '_', '-'), got '${baselineArtifact}'`);
  const retention = num(get, "baseline-retention-days", 1, 90);
  const sarifCategory = get("sarif-category").trim() || "arh";
  const memoryAdapter = get("memory-adapter").trim();
  return {
    traces,
    policy,
    format: get("format").trim() || "auto",
    failUnder: num(get, "fail-under", 0, 100) ?? 70,
    baseline,
    baselineArtifact,
    baselineMissing: oneOf(get, "baseline-missing", ["warn", "fail", "ignore"] as const, "warn"),
    baselineRetentionDays: retention === undefined ? undefined : Math.floor(retention),
    failOn: oneOf(get, "fail-on", ["auto", "regressions", "failures", "never"] as const, "auto"),
    maxScoreDrop: num(get, "max-score-drop", 0, 100),
    uploadBaseline: oneOf(get, "upload-baseline", ["auto", "true", "false"] as const, "auto"),
    sarifUpload: oneOf(get, "sarif-upload", ["auto", "true", "false"] as const, "auto"),
    sarifCategory,
    annotations: oneOf(get, "annotations", ["auto", "regressions", "all", "none"] as const, "auto"),
    jobSummary: bool(get, "job-summary", true),
    prComment: oneOf(get, "pr-comment", ["off", "on-failure", "always"] as const, "off"),
    outputDir: get("output-dir").trim() || "arh-reports",
    token: get("token").trim(),
    memoryAdapter: memoryAdapter === "" ? undefined : memoryAdapter,
  };
}
