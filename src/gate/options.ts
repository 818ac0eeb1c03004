// Every value list the CLI's flags and the action's inputs accept, and the one parser of each, so a
// flag and its input can never drift apart. Messages name the field the way its user wrote it:
// `--fail-on must be …, got 'x'` for a flag, `input 'fail-on' must be … (got 'x')` for an input.
import { availableParallelism } from "node:os";
import { UsageError } from "../errors.js";
import { FORMATS, type Format } from "../adapters/index.js";
import { FAIL_ON_MODES, type FailOn } from "../compare/types.js";
import { compileScenarioPattern, type ScenarioPattern } from "../scenarios/scenario.js";
import type { GateOptions } from "../scenarios/types.js";
import { parseZeroToleranceList } from "../scenarios/zero.js";

export { FORMATS, FAIL_ON_MODES };
export type { Format, FailOn };

/** `fail-on` as the action takes it: `auto` is `regressions` with a baseline, `failures` without. */
export const FAIL_ON_INPUTS = ["auto", ...FAIL_ON_MODES] as const;
export type FailOnInput = (typeof FAIL_ON_INPUTS)[number];
/** What a baseline that was asked for but cannot be used does to the gate. */
export const BASELINE_MISSING_MODES = ["warn", "fail", "ignore"] as const;
export type BaselineMissing = (typeof BASELINE_MISSING_MODES)[number];
/** Traces that do not pair with the baseline (none paired, or paired only by position and changed): fail the gate, or warn. */
export const UNPAIRED_MODES = ["fail", "warn"] as const;
export type UnpairedMode = (typeof UNPAIRED_MODES)[number];
/** A policy change that turns traces red which pass under the base branch's policy: fail the gate, or report it. */
export const POLICY_CHANGE_MODES = ["gate", "report"] as const;
export type PolicyChangeMode = (typeof POLICY_CHANGE_MODES)[number];
export const TRI_STATES = ["auto", "true", "false"] as const;
export type TriState = (typeof TRI_STATES)[number];
export const ANNOTATION_MODES = ["auto", "regressions", "all", "none"] as const;
export type AnnotationsMode = (typeof ANNOTATION_MODES)[number];
export const PR_COMMENT_MODES = ["off", "on-failure", "always"] as const;
export type PrCommentMode = (typeof PR_COMMENT_MODES)[number];
export const NO_FILES_MODES = ["error", "warn", "ignore"] as const;
export type NoFilesMode = (typeof NO_FILES_MODES)[number];

/** A field as its user wrote it: a command-line flag or an action input. */
export interface Field {
  kind: "flag" | "input";
  name: string;
}
export const flag = (name: string): Field => ({ kind: "flag", name });
export const input = (name: string): Field => ({ kind: "input", name });

/** How a message names the field: `--zero-tolerance`, `input 'zero-tolerance'`. */
export function fieldName(field: Field): string {
  return field.kind === "flag" ? `--${field.name}` : `input '${field.name}'`;
}

/** A boolean input (`true`/`yes`/`on`/`1`, `false`/`no`/`off`/`0`, any case; empty: `dflt`). */
export function parseBool(field: Field, raw: string | undefined, dflt: boolean): boolean {
  const v = (raw ?? "").trim().toLowerCase();
  if (v === "") return dflt;
  if (["true", "yes", "on", "1"].includes(v)) return true;
  if (["false", "no", "off", "0"].includes(v)) return false;
  throw invalid(field, "true or false", v);
}

/** The refusal of a field's value: one line naming the field and what it takes. */
export function invalid(field: Field, takes: string, raw: string): UsageError {
  return field.kind === "flag" ? new UsageError(`--${field.name} must be ${takes}, got '${raw}'`) : new UsageError(`input '${field.name}' must be ${takes} (got '${raw}')`);
}

/**
 * One of `allowed`, or `dflt` when absent. Flags are exact; inputs are trimmed and case-blind
 * (YAML authors write `Regressions`), and an empty input is absent, as the runner passes it.
 */
export function parseChoice<T extends string>(field: Field, raw: string | undefined, allowed: readonly T[], dflt: T): T {
  if (raw === undefined) return dflt;
  const v = field.kind === "input" ? raw.trim().toLowerCase() : raw;
  if (field.kind === "input" && v === "") return dflt;
  if ((allowed as readonly string[]).includes(v)) return v as T;
  throw invalid(field, `one of ${allowed.join(", ")}`, raw.trim());
}

/**
 * A plain decimal number in [min, max] (no hex, binary, exponents or `Infinity`, which Number()
 * would take), or undefined when absent.
 */
export function parseNumber(field: Field, raw: string | undefined, min: number, max: number, takes?: string): number | undefined {
  if (raw === undefined || (field.kind === "input" && raw.trim() === "")) return undefined;
  const t = raw.trim();
  const n = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
  if (!Number.isFinite(n) || n < min || n > max) throw invalid(field, takes ?? `a number between ${min} and ${max}`, t);
  return n;
}

/**
 * A trace format: exactly one of FORMATS for flags and inputs alike (trimmed; empty is `auto`), so
 * the action refuses up front what the CLI refuses (`OPENAI-CHAT` names no format: the adapters'
 * names are lower case), with the spelling meant.
 */
export function parseFormat(field: Field, raw: string | undefined): Format {
  const v = raw?.trim();
  if (v === undefined || (field.kind === "input" && v === "")) return "auto";
  if ((FORMATS as readonly string[]).includes(v)) return v as Format;
  const meant = FORMATS.find((f) => f === v.toLowerCase().replaceAll("_", "-"));
  throw invalid(field, `one of ${FORMATS.join(", ")}${meant ? ` (did you mean '${meant}'?)` : ""}`, v);
}

/** The score a trace needs to pass, 0 to 100 (default 70). */
export function parseFailUnder(field: Field, raw: string | undefined, dflt = 70): number {
  return parseNumber(field, raw, 0, 100, field.kind === "flag" ? "a number from 0 to 100" : undefined) ?? dflt;
}

/** Regressions mode: the per-trace score drop (points) above which the gate fails; null: none. */
export function parseMaxScoreDrop(field: Field, raw: string | undefined): number | null {
  return parseNumber(field, raw, 0, field.kind === "flag" ? Number.MAX_VALUE : 100, field.kind === "flag" ? "a number of score points >= 0" : undefined) ?? null;
}

/** The scenario gate (docs/repeats.md): what insufficient data and flaky scenarios do. */
export const INSUFFICIENT_MODES = ["warn", "fail"] as const;
export const FLAKY_MODES = ["warn", "fail", "ignore"] as const;

export interface RepeatsFields {
  scenarioFrom?: string;
  alpha?: string;
  insufficient?: string;
  flaky?: string;
  minRuns?: string;
  /** Not scenario options (they never turn the scenario gate on): zero tolerance, strict policy. */
  zeroTolerance?: string;
  strictPolicy?: string | boolean;
}

/** The flag (without `--`) and the input of each field: the same name. */
export const REPEATS_FIELD_NAMES: Record<keyof RepeatsFields, string> = {
  scenarioFrom: "scenario-from",
  alpha: "alpha",
  insufficient: "insufficient",
  flaky: "flaky",
  minRuns: "min-runs",
  zeroTolerance: "zero-tolerance",
  strictPolicy: "strict-policy",
};

/**
 * The scenario gate's options from flags or inputs (`name` maps an option to its field). A
 * pattern that is not RE2 or has no single capture group is refused naming the field.
 */
export function parseRepeats(fields: RepeatsFields, name: (option: keyof RepeatsFields) => Field): { pattern: ScenarioPattern | null; options: GateOptions; explicit: boolean } {
  const given = (v: string | undefined) => v !== undefined && v.trim() !== "";
  const { zeroTolerance, strictPolicy, ...scenarioFields } = fields;
  const explicit = Object.values(scenarioFields).some(given);
  const f = name("scenarioFrom");
  const pattern = given(fields.scenarioFrom) ? compileScenarioPattern(fields.scenarioFrom!, f.kind === "flag" ? `--${f.name}` : `input '${f.name}'`) : null;
  const alphaField = name("alpha");
  const alpha = parseNumber(alphaField, fields.alpha, 0, 1, "a number between 0 and 1 (exclusive)");
  if (alpha === 0 || alpha === 1) throw invalid(alphaField, "a number between 0 and 1 (exclusive)", String(fields.alpha).trim());
  const minField = name("minRuns");
  const minRuns = parseNumber(minField, fields.minRuns, 1, 1_000_000, "a whole number >= 1");
  if (minRuns !== undefined && !Number.isInteger(minRuns)) throw invalid(minField, "a whole number >= 1", String(fields.minRuns).trim());
  const options: GateOptions = {
    insufficient: parseChoice(name("insufficient"), fields.insufficient, INSUFFICIENT_MODES, "warn"),
    flaky: parseChoice(name("flaky"), fields.flaky, FLAKY_MODES, "warn"),
  };
  if (alpha !== undefined) options.alpha = alpha;
  if (minRuns !== undefined) options.minRuns = minRuns;
  const zt = name("zeroTolerance");
  const ztList = parseZeroToleranceList(zeroTolerance, fieldName(zt));
  if (ztList !== undefined) options.zeroTolerance = ztList;
  if (strictPolicy === true || (typeof strictPolicy === "string" && parseBool(name("strictPolicy"), strictPolicy, false))) options.strictPolicy = true;
  return { pattern, options, explicit };
}

/**
 * `jobs` (threads validating files, the main one included): a whole number, or `auto`: the CPUs,
 * at most 4. Absent: `auto` on a machine with 4 CPUs or more (a hosted runner), else 1 — on fewer
 * cores an extra thread, a V8 heap of its own (about 70 MB), gives too little (BENCHMARKS.md).
 */
export function parseJobs(field: Field, raw: string | undefined, cpus = availableParallelism()): number {
  const v = raw === undefined ? undefined : field.kind === "input" ? raw.trim().toLowerCase() : raw;
  if (v === undefined || v === "") return cpus >= 4 ? Math.min(4, cpus) : 1;
  if (v === "auto") return Math.min(4, cpus);
  const n = Number(v);
  if (!/^\d+$/.test(v) || n < 1 || n > 64) throw invalid(field, "'auto' or a whole number from 1 to 64", raw!.trim());
  return n;
}
