// A judge's calibration record (docs/calibrate.md, "Judges"): how well an evaluator (an LLM judge,
// a classifier, a heuristic) agrees with human labels, bound to the judge's name and to the sha256
// of the rubric file it was run with. `arh calibrate --judge` writes one; an evaluation in the policy
// that asks for calibration gates only when a committed record matches its judge and rubric and its
// agreement's lower confidence bound meets the floor. Pure: parse and check text and values only.

/** The record's `kind`, and the one format version this build reads and writes. */
export const JUDGE_CALIBRATION_KIND = "arh-judge-calibration";
export const JUDGE_CALIBRATION_FORMAT = 1;

/** Agreement measures: Cohen's kappa on labels, Spearman's rho on scores, kappa on score >= threshold v human pass/fail. */
export const JUDGE_METRICS = ["cohen_kappa", "spearman", "threshold_agreement"] as const;
export type JudgeMetric = (typeof JUDGE_METRICS)[number];

/** The longest judge name a record carries (the policy names evaluations with the same bound). */
export const MAX_JUDGE_NAME = 200;
const MAX_RUBRIC_PATH = 1000;

export interface JudgeCalibration {
  kind: typeof JUDGE_CALIBRATION_KIND;
  format_version: typeof JUDGE_CALIBRATION_FORMAT;
  /** The evaluation's name, as the traces and the policy spell it. */
  judge: string;
  /** `sha256:<64 lowercase hex>` of the rubric (prompt/config) file's bytes. */
  digest: string;
  metric: JudgeMetric;
  /** The agreement, in [-1, 1]. */
  value: number;
  /** The confidence interval of `value`, lo <= value <= hi, inside [-1, 1]. */
  ci: [number, number];
  /** The interval's confidence level, above 0 and below 1 (0.95). */
  confidence: number;
  /** The number of (judge result, human label) pairs the value is computed on. */
  n: number;
  /** `sha256:<hex>` of the human labels file's bytes. */
  labels_digest: string;
  /** The pass threshold on the judge's score (`threshold_agreement` only; required there, absent otherwise). */
  threshold?: number;
  /** The rubric file as given to `arh calibrate` (information only: the digest is what binds). */
  rubric?: string;
  /** Labels without a judge result, and judge results without a label (information only). */
  unpaired?: { labels: number; results: number };
}

export type ParseJudgeCalibration = { ok: true; record: JudgeCalibration } | { ok: false; reason: string };
export type CheckJudgeCalibration = { ok: true } | { ok: false; reason: string };

const DIGEST = /^sha256:[0-9a-f]{64}$/;
const KNOWN = new Set(["kind", "format_version", "judge", "digest", "metric", "value", "ci", "confidence", "n", "labels_digest", "threshold", "rubric", "unpaired"]);

/** A value quoted for a reason line, bounded (the record is input). */
function quote(v: unknown): string {
  let s: string;
  try {
    s = typeof v === "number" && !Number.isFinite(v) ? String(v) : (JSON.stringify(v) ?? String(v));
  } catch {
    s = String(v);
  }
  return s.length > 80 ? `${s.slice(0, 79)}…` : s;
}

const isNum = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const inUnit = (v: number): boolean => v >= -1 && v <= 1;

/** The fields' checks, in the record's order; the first failing one is the reason. */
function fieldProblem(o: Record<string, unknown>): string | null {
  if (o.kind !== JUDGE_CALIBRATION_KIND) return `is not a judge calibration record (kind ${quote(o.kind)}, expected "${JUDGE_CALIBRATION_KIND}")`;
  const fv = o.format_version;
  if (typeof fv === "number" && Number.isSafeInteger(fv) && fv > JUDGE_CALIBRATION_FORMAT) return `has format_version ${fv}, newer than this build reads (${JUDGE_CALIBRATION_FORMAT}): upgrade arh`;
  if (fv !== JUDGE_CALIBRATION_FORMAT) return `has format_version ${quote(fv)}, which is no format arh writes (expected ${JUDGE_CALIBRATION_FORMAT})`;
  for (const k of Object.keys(o)) if (!KNOWN.has(k)) return `has an unknown field ${quote(k)}`;
  if (typeof o.judge !== "string" || o.judge.trim() === "" || o.judge.length > MAX_JUDGE_NAME) return `has judge ${quote(o.judge)}: expected a non-empty name of at most ${MAX_JUDGE_NAME} characters`;
  if (typeof o.digest !== "string" || !DIGEST.test(o.digest)) return `has digest ${quote(o.digest)}: expected "sha256:" and 64 lowercase hex digits`;
  if (typeof o.metric !== "string" || !(JUDGE_METRICS as readonly string[]).includes(o.metric)) return `has metric ${quote(o.metric)}: expected one of ${JUDGE_METRICS.join(", ")}`;
  if (!isNum(o.value) || !inUnit(o.value)) return `has value ${quote(o.value)}: expected a number from -1 to 1`;
  const ci = o.ci;
  if (!Array.isArray(ci) || ci.length !== 2 || !isNum(ci[0]) || !isNum(ci[1])) return `has ci ${quote(ci)}: expected [lower, upper], two numbers`;
  if (!inUnit(ci[0]) || !inUnit(ci[1]) || ci[0] > o.value || o.value > ci[1]) return `has ci ${quote(ci)} that does not hold the value ${o.value} inside [-1, 1]`;
  if (!isNum(o.confidence) || !(o.confidence > 0 && o.confidence < 1)) return `has confidence ${quote(o.confidence)}: expected a level above 0 and below 1 (0.95)`;
  if (!isNum(o.n) || !Number.isSafeInteger(o.n) || o.n < 1) return `has n ${quote(o.n)}: expected a whole number of pairs, 1 or more`;
  if (typeof o.labels_digest !== "string" || !DIGEST.test(o.labels_digest)) return `has labels_digest ${quote(o.labels_digest)}: expected "sha256:" and 64 lowercase hex digits`;
  if (o.metric === "threshold_agreement" ? !isNum(o.threshold) : o.threshold !== undefined) return o.metric === "threshold_agreement" ? `has threshold ${quote(o.threshold)}: threshold_agreement needs the score threshold, a number` : `has a threshold but metric ${o.metric} uses none`;
  if (o.rubric !== undefined && (typeof o.rubric !== "string" || o.rubric.length > MAX_RUBRIC_PATH)) return `has rubric ${quote(o.rubric)}: expected the rubric file's path`;
  return o.unpaired === undefined ? null : unpairedProblem(o.unpaired);
}

function unpairedProblem(u: unknown): string | null {
  const count = (v: unknown): boolean => isNum(v) && Number.isSafeInteger(v) && v >= 0;
  if (u === null || typeof u !== "object" || Array.isArray(u)) return `has unpaired ${quote(u)}: expected {"labels": N, "results": N}`;
  const r = u as Record<string, unknown>;
  if (Object.keys(r).some((k) => k !== "labels" && k !== "results") || !count(r.labels) || !count(r.results)) return `has unpaired ${quote(u)}: expected {"labels": N, "results": N}, whole numbers`;
  return null;
}

/**
 * Parse a calibration record's text strictly. Every failure is one reason naming `file`: damaged
 * JSON, another kind, an unknown or newer format version, a field missing, unknown or out of range
 * (NaN and infinities are not JSON, so they arrive as damage or as strings).
 */
export function parseJudgeCalibration(text: string, file: string): ParseJudgeCalibration {
  const name = file.length > 300 ? `${file.slice(0, 299)}…` : file;
  let data: unknown;
  try {
    data = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    return { ok: false, reason: `${name}: not a judge calibration record: damaged JSON (${(e as Error).message.slice(0, 120)})` };
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) return { ok: false, reason: `${name}: not a judge calibration record: expected a JSON object, got ${Array.isArray(data) ? "an array" : quote(data)}` };
  const problem = fieldProblem(data as Record<string, unknown>);
  if (problem !== null) return { ok: false, reason: `${name}: ${problem}` };
  return { ok: true, record: data as JudgeCalibration };
}

/** `sha256:` and the first 12 hex digits, for reason lines. */
function shortDigest(d: string): string {
  return d.length > 19 ? `${d.slice(0, 19)}…` : d;
}

/** A figure for reason lines: at most 3 decimals, no trailing zeros. */
function fig(v: number): string {
  return String(Math.round(v * 1000) / 1000);
}

/** Two decimals, or more where two would round the lower bound up to the floor it misses. */
function agreementLine(r: JudgeCalibration, floor: number): string {
  const [lo, hi] = r.ci;
  const d = Number(lo.toFixed(2)) >= floor ? 4 : 2;
  return `agreement ${r.value.toFixed(d)} (CI ${lo.toFixed(d)}–${hi.toFixed(d)}) is below the floor ${fig(floor)}`;
}

export interface JudgeCalibrationExpectation {
  /** The evaluation's name in the traces and the policy. */
  judge: string;
  /** `sha256:<hex>` of the rubric file as committed now. */
  digest: string;
  /** The floor the agreement's lower confidence bound must meet, in [-1, 1]. */
  minAgreement: number;
}

/**
 * Does a parsed record vouch for this judge, this rubric, at this floor? Another judge's record, a
 * rubric whose bytes changed since calibration (or a forged digest), or an interval whose lower bound
 * is under the floor are each one plain reason. The lower bound, not the value: a value over the floor
 * on a handful of pairs is not evidence that it is.
 */
export function checkJudgeCalibration(record: JudgeCalibration, want: JudgeCalibrationExpectation): CheckJudgeCalibration {
  if (record.judge !== want.judge) return { ok: false, reason: `calibration record is for judge ${quote(record.judge)}, not ${quote(want.judge)}` };
  if (record.digest !== want.digest) return { ok: false, reason: `rubric digest ${shortDigest(want.digest)} does not match the record's ${shortDigest(record.digest)}: the rubric changed since calibration (or the record is not for it); calibrate again` };
  if (!Number.isFinite(want.minAgreement) || !inUnit(want.minAgreement)) return { ok: false, reason: `min_agreement ${quote(want.minAgreement)} is not a number from -1 to 1` };
  if (record.ci[0] < want.minAgreement) return { ok: false, reason: agreementLine(record, want.minAgreement) };
  return { ok: true };
}
