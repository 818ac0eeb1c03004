// The policy's `evaluations` block (docs/evaluations.md): per evaluation name, what its results
// must meet (`min_score`, `allowed_labels`, the score `range`), the regression against the baseline
// (`max_mean_drop`), and whether the judge must be calibrated first (`calibrated`, `calibration`,
// `rubric`, `min_agreement`). Parsing is pure; every malformed value is a policy error located at
// its field. Whether a calibrated judge gates is settled where files are read
// (calibrate/judge-gate.ts `settleCalibrations`): until then it does not.
import { dirname } from "node:path";
import { truncateText } from "../util/bound.js";
import { escapePointerToken } from "../json/locate.js";
import { PolicyFieldError } from "./diagnostics.js";
import type { EvaluationPolicy, EvaluationSpec } from "./evaluation-model.js";

export type { EvaluationPolicy, EvaluationSpec } from "./evaluation-model.js";

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);
const own = (o: Obj, k: string): unknown => (Object.hasOwn(o, k) ? o[k] : undefined);

export const EVALUATION_KEYS = ["min_score", "allowed_labels", "range", "max_mean_drop", "calibrated", "calibration", "rubric", "min_agreement"] as const;

/** Most evaluation names a policy may list, and most allowed labels per name. */
const MAX_NAMES = 1000;
const MAX_LABELS = 1000;

function fail(where: string, msg: string, ptr: string): never {
  throw new PolicyFieldError(`policy ${where}: ${msg}`, ptr);
}

const show = (v: unknown): string => truncateText(JSON.stringify(v) ?? String(v), 80);

function num(o: Obj, k: string, where: string, ptr: string, min?: number, max?: number): number | null {
  const v = own(o, k);
  if (v === undefined || v === null) return null;
  if (typeof v !== "number" || !Number.isFinite(v)) fail(where, `${k} must be a number, got ${show(v)}`, `${ptr}/${k}`);
  if (min !== undefined && v < min) fail(where, `${k} must be >= ${min}, got ${v}`, `${ptr}/${k}`);
  if (max !== undefined && v > max) fail(where, `${k} must be <= ${max}, got ${v}`, `${ptr}/${k}`);
  return v;
}

function path(o: Obj, k: string, where: string, ptr: string): string | null {
  const v = own(o, k);
  if (v === undefined || v === null) return null;
  if (typeof v !== "string" || v.trim() === "") fail(where, `${k} must be a path (relative to the policy file), got ${show(v)}`, `${ptr}/${k}`);
  if (v.length > 1024) fail(where, `${k} must be at most 1024 characters`, `${ptr}/${k}`);
  return v;
}

function range(o: Obj, where: string, ptr: string): [number, number] {
  const v = own(o, "range");
  if (v === undefined || v === null) return [0, 1];
  if (!Array.isArray(v) || v.length !== 2 || !v.every((x) => typeof x === "number" && Number.isFinite(x))) fail(where, `range must be [lo, hi] (two numbers), got ${show(v)}`, `${ptr}/range`);
  const [lo, hi] = v as [number, number];
  if (lo >= hi) fail(where, `range [${lo}, ${hi}] is empty: lo must be below hi`, `${ptr}/range`);
  return [lo, hi];
}

function labels(o: Obj, where: string, ptr: string): string[] | null {
  const v = own(o, "allowed_labels");
  if (v === undefined || v === null) return null;
  if (!Array.isArray(v) || v.length === 0) fail(where, `allowed_labels must be a non-empty array of strings, got ${show(v)}`, `${ptr}/allowed_labels`);
  if (v.length > MAX_LABELS) fail(where, `allowed_labels may hold at most ${MAX_LABELS} labels`, `${ptr}/allowed_labels`);
  return v.map((x: unknown, i) => {
    if (typeof x !== "string") fail(where, `allowed_labels[${i}] must be a string, got ${show(x)}`, `${ptr}/allowed_labels/${i}`);
    return x;
  });
}

function parseSpec(name: string, raw: unknown): EvaluationSpec {
  const where = `evaluations.${truncateText(name, 80)}`;
  const ptr = `/evaluations/${escapePointerToken(name)}`;
  if (!isObject(raw)) fail(where, `must be an object (${EVALUATION_KEYS.join(", ")}), got ${show(raw)}`, ptr);
  for (const k of Object.keys(raw)) {
    if (!(EVALUATION_KEYS as readonly string[]).includes(k)) fail(where, `unknown key ${show(k)} (valid: ${EVALUATION_KEYS.join(", ")})`, `${ptr}/${escapePointerToken(k)}`);
  }
  const r = range(raw, where, ptr);
  const min_score = num(raw, "min_score", where, ptr);
  if (min_score !== null && (min_score < r[0] || min_score > r[1])) fail(where, `min_score ${min_score} is outside the range [${r[0]}, ${r[1]}]`, `${ptr}/min_score`);
  const max_mean_drop = num(raw, "max_mean_drop", where, ptr, 0, r[1] - r[0]);
  const cal = own(raw, "calibrated");
  if (cal !== undefined && cal !== null && typeof cal !== "boolean") fail(where, `calibrated must be true or false, got ${show(cal)}`, `${ptr}/calibrated`);
  const calibrated = cal === true;
  const spec: EvaluationSpec = {
    name,
    min_score,
    allowed_labels: labels(raw, where, ptr),
    range: r,
    max_mean_drop,
    calibrated,
    calibration: path(raw, "calibration", where, ptr),
    rubric: path(raw, "rubric", where, ptr),
    min_agreement: num(raw, "min_agreement", where, ptr, -1, 1),
    gated: !calibrated,
    not_gated: calibrated ? "its calibration record was not checked" : null,
  };
  if (calibrated) {
    for (const k of ["calibration", "rubric", "min_agreement"] as const) {
      if (spec[k] === null) fail(where, `calibrated: true needs ${k} (${k === "min_agreement" ? "the lowest agreement the record's CI lower bound must reach" : "a path relative to the policy file"})`, ptr);
    }
  }
  if (min_score === null && spec.allowed_labels === null && max_mean_drop === null) fail(where, "sets no gate: give min_score, allowed_labels or max_mean_drop", ptr);
  return spec;
}

/** The `evaluations` block, or null when the policy has none. */
export function parseEvaluationPolicy(doc: Obj): EvaluationPolicy | null {
  const raw = own(doc, "evaluations");
  if (raw === undefined || raw === null) return null;
  if (!isObject(raw)) fail("evaluations", "must be an object mapping evaluation names to their gates", "/evaluations");
  const names = Object.keys(raw);
  if (names.length > MAX_NAMES) fail("evaluations", `at most ${MAX_NAMES} evaluation names, got ${names.length}`, "/evaluations");
  const specs = new Map<string, EvaluationSpec>();
  for (const n of names) {
    if (n.trim() === "" || n.length > 256) fail("evaluations", `an evaluation name must be 1 to 256 characters, got ${show(n)}`, `/evaluations/${escapePointerToken(n)}`);
    specs.set(n, parseSpec(n, raw[n]));
  }
  return { specs, base: null, settled: false };
}

/** Record the policy file's folder, which the calibration paths are relative to. */
export function evaluationPolicyAt(p: EvaluationPolicy | null | undefined, policyPath: string): void {
  if (p) p.base = dirname(policyPath);
}

/** The headline line of a judge that does not gate. */
export function notGatedLine(spec: EvaluationSpec): string {
  return `not gated: judge ${truncateText(spec.name, 200)} is not calibrated (${spec.not_gated ?? "unknown"})`;
}
