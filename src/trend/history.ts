// The history a baseline bundle carries (docs/trend.md): the metrics of the last N default-branch
// runs, one point per run, oldest first. Pure: a report and the event's commit and date in, a
// point out; a previous history's text in, a checked history (or why it was dropped) out; the
// same history, the same bytes. No clock: the date is the event's.
import type { Report, TraceReport } from "../types.js";
import { scenarioOf, type ScenarioPattern } from "../scenarios/scenario.js";
import { entryFigures } from "./metrics.js";

/** The history format this build writes and the newest it reads. */
export const HISTORY_VERSION = 1;
/** How many points a history keeps by default (`--history-max`, input `history-max`). */
export const DEFAULT_HISTORY_MAX = 100;
/** The largest `--history-max`. */
export const MAX_HISTORY_MAX = 1000;
/** Largest history file read; a larger one is dropped (oversized). */
export const MAX_HISTORY_BYTES = 32 * 1024 * 1024;
/** Scenarios recorded per point (code-point order); the rest are counted in `scenarios_omitted`. */
export const MAX_SCENARIOS_PER_POINT = 200;
/** Rules recorded per metrics object (most findings first). */
const MAX_RULES = 50;

/** The figures of one group of runs: the whole run, or one scenario. */
export interface Metrics {
  traces: number;
  /** Passing traces / traces, 4 decimals. */
  pass_rate: number;
  /** Mean score of the scored traces (2 decimals), null when none was scored. */
  mean_score: number | null;
  /** Error findings by rule id, code-point order. */
  errors: Record<string, number>;
  /** Total cost in USD (6 decimals), null when no trace recorded one. */
  cost_usd: number | null;
  /** Total tokens by kind (`total`), null when no trace recorded any. */
  tokens: Record<string, number> | null;
  /** Median and 95th percentile (nearest rank) of the traces' total latency, null when none recorded. */
  latency_ms: { p50: number; p95: number } | null;
}

export interface HistoryPoint {
  commit: string;
  /** The event's date: YYYY-MM-DD or an ISO 8601 UTC date-time. */
  date: string;
  run: Metrics;
  /** Scenarios that name themselves (metadata or `scenario-from`), code-point order. */
  scenarios: Record<string, Metrics>;
  /** Scenarios left out: past MAX_SCENARIOS_PER_POINT, or with an id the reader refuses (isScenarioId). */
  scenarios_omitted?: number;
}

export interface History {
  arh_history_version: number;
  /** `owner/name`, or null when the run did not say. */
  repository: string | null;
  /** The branch the points were recorded on, or null when the run did not say. */
  branch: string | null;
  points: HistoryPoint[];
}

const round = (v: number, d: number): number => {
  const f = 10 ** d;
  const r = Math.round(v * f) / f;
  return Object.is(r, -0) ? 0 : r;
};

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The metrics of some report entries. */
export function metricsOf(entries: readonly TraceReport[]): Metrics {
  let passed = 0;
  let scoreSum = 0;
  let scored = 0;
  let cost: number | null = null;
  let tokens: Map<string, number> | null = null;
  const errors = new Map<string, number>();
  const latencies: number[] = [];
  for (const e of entries) {
    const f = entryFigures(e);
    if (f.passed) passed++;
    if (f.score !== null) {
      scoreSum += f.score;
      scored++;
    }
    for (const [rule, n] of f.errors) if (isRuleId(rule)) errors.set(rule, (errors.get(rule) ?? 0) + n);
    if (f.latencyMs !== null) latencies.push(f.latencyMs);
    if (f.costUsd !== null) cost = (cost ?? 0) + f.costUsd;
    if (f.tokens) for (const [k, n] of f.tokens) if (isTokenKind(k)) (tokens ??= new Map()).set(k, (tokens.get(k) ?? 0) + n);
  }
  latencies.sort((a, b) => a - b);
  const rules = [...errors].sort((a, b) => b[1] - a[1] || cmp(a[0], b[0])).slice(0, MAX_RULES).sort((a, b) => cmp(a[0], b[0]));
  const n = entries.length;
  return {
    traces: n,
    pass_rate: n === 0 ? 0 : round(passed / n, 4),
    mean_score: scored === 0 ? null : round(scoreSum / scored, 2),
    errors: Object.fromEntries(rules),
    cost_usd: cost === null ? null : round(cost, 6),
    tokens: tokens === null ? null : Object.fromEntries([...tokens].sort((a, b) => cmp(a[0], b[0])).map(([k, v]) => [k, round(v, 0)])),
    latency_ms: latencies.length === 0 ? null : { p50: round(percentile(latencies, 0.5), 1), p95: round(percentile(latencies, 0.95), 1) },
  };
}

/** One point: the run's metrics and those of each scenario that names itself. */
export function pointOf(report: Report, commit: string, date: string, pattern: ScenarioPattern | null): HistoryPoint {
  const groups = new Map<string, TraceReport[]>();
  const unfit = new Set<string>();
  report.reports.forEach((e, i) => {
    let sc: ReturnType<typeof scenarioOf>;
    try {
      sc = scenarioOf(e, pattern, `reports[${i}]`);
    } catch {
      return; // an unusable scenario id: the gate says so; the point counts the run only
    }
    if (sc.source === "trace_id") return;
    if (!isScenarioId(sc.scenario)) {
      unfit.add(sc.scenario); // an id the history reader would refuse: counted, not recorded
      return;
    }
    const list = groups.get(sc.scenario);
    if (list) list.push(e);
    else groups.set(sc.scenario, [e]);
  });
  const names = [...groups.keys()].sort(cmp);
  const kept = names.slice(0, MAX_SCENARIOS_PER_POINT);
  const point: HistoryPoint = { commit, date, run: metricsOf(report.reports), scenarios: Object.fromEntries(kept.map((s) => [s, metricsOf(groups.get(s)!)])) };
  if (names.length + unfit.size > kept.length) point.scenarios_omitted = names.length + unfit.size - kept.length;
  return point;
}

/** A commit id: 7 to 64 hex digits. */
export const isCommit = (s: unknown): s is string => typeof s === "string" && /^[0-9a-f]{7,64}$/.test(s);

/** An event date: YYYY-MM-DD, or YYYY-MM-DDTHH:MM:SS(.fff)Z (UTC). */
export function isEventDate(s: unknown): s is string {
  if (typeof s !== "string") return false;
  const m = /^(\d{4})-(\d{2})-(\d{2})(T(\d{2}):(\d{2}):(\d{2})(\.\d{1,3})?Z)?$/.exec(s);
  if (!m) return false;
  const d = new Date(`${m[1]}-${m[2]}-${m[3]}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== s.slice(0, 10)) return false;
  return m[4] === undefined || (Number(m[5]) < 24 && Number(m[6]) < 60 && Number(m[7]) < 60);
}

/** Dates compare as text once both have the same shape; a bare day sorts before its times. */
const dateKey = (d: string): string => (d.length === 10 ? `${d}T00:00:00.000Z` : d.length === 20 ? `${d.slice(0, 19)}.000Z` : d.padEnd(24, "0"));
export const compareDates = (a: string, b: string): number => cmp(dateKey(a).slice(0, 23), dateKey(b).slice(0, 23));

/**
 * Whether a point dated `point` is later than a run dated `run`. A run dated by a bare day stands
 * for the whole day: a point at a time of that day is not later (nor appendable after, see
 * extendHistory).
 */
export const datedAfter = (point: string, run: string): boolean => (run.length === 10 ? point.slice(0, 10) > run : compareDates(point, run) > 0);

/**
 * The history without the points dated after the run's date (a forged or mis-clocked point: kept,
 * it would sort every later run before it, so none would be appended or checked for drift), and
 * the phrase that names them; the points are in date order, so they are the last ones.
 */
export function withoutLaterPoints(h: History, runDate: string): { history: History; dropped: string | null } {
  const i = h.points.findIndex((p) => datedAfter(p.date, runDate));
  if (i < 0) return { history: h, dropped: null };
  const n = h.points.length - i;
  const first = h.points[i]!;
  const which = n === 1 ? `points[${i}] (commit ${first.commit.slice(0, 12)}, ${first.date}) is` : `points[${i}] to points[${h.points.length - 1}] (from commit ${first.commit.slice(0, 12)}, ${first.date}) are`;
  return { history: { ...h, points: h.points.slice(0, i) }, dropped: `${which} dated after this run (${runDate}): dropped` };
}

/** Why a history file is not usable, as one phrase; null when it is. */
export type Checked = { ok: true; history: History } | { ok: false; why: string };

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const nonNeg = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && v >= 0;

// Every string of a history reaches the console, the log, Markdown and HTML (src/trend/render.ts,
// html.ts): the renderers escape it per sink, and the reader bounds what it accepts, the writer
// records nothing the reader would refuse.
/** A token kind (`total`, `input`, …): a short lowercase name. */
export const isTokenKind = (k: string): boolean => /^[a-z][a-z0-9_]{0,31}$/.test(k);
/** A rule id (`ARH-SCH-001`): letters, digits, `.`, `_` and `-`, at most 64. */
export const isRuleId = (k: string): boolean => /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/.test(k);
/** A scenario id (trace content): 1 to 512 characters, no control, line or paragraph separator, bidi control or lone surrogate. */
export const isScenarioId = (k: string): boolean => k.length > 0 && k.length <= 512 && /^[^\p{Cc}\p{Cs}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff\ufffe\uffff]+$/u.test(k);
/** `owner/name`, as GitHub spells it. */
export const isRepository = (s: string): boolean => /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/.test(s);
/** A branch name: 1 to 256 characters, none a space, a control character or one git refuses in a ref (`~^:?*[\\`). */
export const isBranch = (s: string): boolean => s.length <= 256 && /^[^\p{Cc}\p{Cs}\p{Z}\s~^:?*[\\\ufeff]+$/u.test(s);

function checkCounts(v: unknown, max: number, key: (k: string) => boolean): boolean {
  if (!isObj(v)) return false;
  const keys = Object.keys(v);
  return keys.length <= max && keys.every((k) => key(k) && nonNeg(v[k]));
}

function checkMetrics(v: unknown): string | null {
  if (!isObj(v)) return "not an object";
  if (!Number.isSafeInteger(v.traces) || (v.traces as number) < 0) return "'traces' must be a whole number";
  if (!nonNeg(v.pass_rate) || v.pass_rate > 1) return "'pass_rate' must be between 0 and 1";
  if (v.mean_score !== null && (!nonNeg(v.mean_score) || v.mean_score > 100)) return "'mean_score' must be null or between 0 and 100";
  if (!checkCounts(v.errors, MAX_RULES, isRuleId)) return `'errors' must map at most ${MAX_RULES} rule ids (letters, digits, '.', '_', '-'; at most 64) to counts`;
  if (v.cost_usd !== null && !nonNeg(v.cost_usd)) return "'cost_usd' must be null or a number >= 0";
  if (v.tokens !== null && !checkCounts(v.tokens, 20, isTokenKind)) return "'tokens' must be null or map at most 20 kinds (lowercase letters, digits, '_'; at most 32) to counts";
  const l = v.latency_ms;
  if (l !== null && !(isObj(l) && nonNeg(l.p50) && nonNeg(l.p95) && l.p50 <= l.p95)) return "'latency_ms' must be null or {p50, p95} with p50 <= p95";
  return null;
}

function checkPoint(p: unknown, i: number): string | null {
  const at = `points[${i}]`;
  if (!isObj(p)) return `${at} is not an object`;
  if (!isCommit(p.commit)) return `${at}.commit must be 7 to 64 lowercase hex digits`;
  if (!isEventDate(p.date)) return `${at}.date must be YYYY-MM-DD or an ISO 8601 UTC date-time`;
  const r = checkMetrics(p.run);
  if (r) return `${at}.run: ${r}`;
  if (!isObj(p.scenarios) || Object.keys(p.scenarios).length > MAX_SCENARIOS_PER_POINT) return `${at}.scenarios must be an object of at most ${MAX_SCENARIOS_PER_POINT} scenarios`;
  for (const [name, m] of Object.entries(p.scenarios)) {
    if (!isScenarioId(name)) return `${at}.scenarios: a scenario id must have 1 to 512 characters, none a control character, a line separator or a bidi control`;
    const e = checkMetrics(m);
    if (e) return `${at}.scenarios[${JSON.stringify(name.slice(0, 60))}]: ${e}`;
  }
  if (p.scenarios_omitted !== undefined && !(Number.isSafeInteger(p.scenarios_omitted) && (p.scenarios_omitted as number) > 0)) return `${at}.scenarios_omitted must be a whole number > 0`;
  return null;
}

/**
 * A history file's text, checked whole: its version, its repository and branch (they must be
 * `expect`'s when both say), every point's shape, dates in order, no commit twice, at most
 * MAX_HISTORY_MAX points.
 */
export function parseHistory(text: string, expect: { repository: string | null; branch: string | null }): Checked {
  if (text.length > MAX_HISTORY_BYTES) return { ok: false, why: `larger than ${MAX_HISTORY_BYTES} bytes (oversized)` };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, why: "not valid JSON" };
  }
  if (!isObj(raw)) return { ok: false, why: "not an object" };
  const v = raw.arh_history_version;
  if (!Number.isSafeInteger(v) || (v as number) < 1) return { ok: false, why: "'arh_history_version' must be a positive integer" };
  if ((v as number) > HISTORY_VERSION) return { ok: false, why: `made by a newer arh (history format ${v as number}; this build reads format ${HISTORY_VERSION})` };
  if (raw.repository !== null && !(typeof raw.repository === "string" && isRepository(raw.repository))) return { ok: false, why: "'repository' must be null or owner/name (letters, digits, '.', '_', '-')" };
  if (raw.branch !== null && !(typeof raw.branch === "string" && isBranch(raw.branch))) return { ok: false, why: "'branch' must be null or a branch name (1 to 256 characters, no space or control character)" };
  const repository = raw.repository as string | null;
  const branch = raw.branch as string | null;
  if (expect.repository !== null && repository !== null && repository !== expect.repository) return { ok: false, why: `recorded for repository ${JSON.stringify(repository.slice(0, 100))}, not ${JSON.stringify(expect.repository)}` };
  if (expect.branch !== null && branch !== null && branch !== expect.branch) return { ok: false, why: `recorded on branch ${JSON.stringify(branch.slice(0, 100))}, not ${JSON.stringify(expect.branch)}` };
  if (!Array.isArray(raw.points)) return { ok: false, why: "'points' must be an array" };
  if (raw.points.length > MAX_HISTORY_MAX) return { ok: false, why: `${raw.points.length} points, more than ${MAX_HISTORY_MAX} (oversized)` };
  const seen = new Map<string, number>();
  for (let i = 0; i < raw.points.length; i++) {
    const bad = checkPoint(raw.points[i], i);
    if (bad) return { ok: false, why: bad };
    const p = raw.points[i] as HistoryPoint;
    const first = seen.get(p.commit);
    if (first !== undefined) return { ok: false, why: `commit ${p.commit} is recorded twice (points[${first}] and points[${i}])` };
    seen.set(p.commit, i);
    if (i > 0 && compareDates((raw.points[i - 1] as HistoryPoint).date, p.date) > 0) return { ok: false, why: `points[${i}] (${p.date}) is dated before points[${i - 1}] (out of order)` };
  }
  return { ok: true, history: { arh_history_version: HISTORY_VERSION, repository, branch, points: raw.points as HistoryPoint[] } };
}

/** What carrying the history forward did, for the notices. */
export interface Extended {
  history: History;
  /** One line each, for the log: a point replaced, one not appended, points dropped by the cap. */
  notices: string[];
  /** Whether the new point is the history's last one. */
  appended: boolean;
}

/**
 * The history with this run's point appended, capped at `max` points (the oldest go). A commit the
 * history already has as its last point (a re-run) is replaced; a point dated before the last one
 * is not appended (the history is kept as it was).
 */
export function extendHistory(prev: History | null, point: HistoryPoint, meta: { repository: string | null; branch: string | null; max: number }): Extended {
  const notices: string[] = [];
  let points = prev ? [...prev.points] : [];
  let appended = true;
  const last = points[points.length - 1];
  const dup = points.findIndex((p) => p.commit === point.commit);
  if (last && last.commit === point.commit) {
    points[points.length - 1] = point;
    notices.push(`history: commit ${point.commit.slice(0, 12)} is already its last point (a re-run): replaced`);
  } else if (dup >= 0) {
    appended = false;
    notices.push(`history: commit ${point.commit.slice(0, 12)} is already recorded (points[${dup}]): this run is not appended`);
  } else if (last && compareDates(last.date, point.date) > 0) {
    appended = false;
    notices.push(`history: this run's date ${point.date} is before the last point's (${last.date}): not appended`);
  } else points.push(point);
  if (points.length > meta.max) {
    notices.push(`history: capped at ${meta.max} points (${points.length - meta.max} oldest dropped)`);
    points = points.slice(points.length - meta.max);
  }
  // a repository or branch the reader would refuse is not recorded
  const repository = meta.repository !== null && isRepository(meta.repository) ? meta.repository : prev?.repository ?? null;
  const branch = meta.branch !== null && isBranch(meta.branch) ? meta.branch : prev?.branch ?? null;
  return { history: { arh_history_version: HISTORY_VERSION, repository, branch, points }, notices, appended };
}

/** `history.json`: the header, then one point per line; the same history, the same bytes. */
export function renderHistory(h: History): string {
  const head = JSON.stringify({ arh_history_version: h.arh_history_version, repository: h.repository, branch: h.branch, points: [] }, null, 2);
  if (h.points.length === 0) return head + "\n";
  return head.replace('"points": []', '"points": [\n' + h.points.map((p) => "    " + JSON.stringify(canonicalPoint(p))).join(",\n") + "\n  ]") + "\n";
}

/** A point with its keys in the writer's order (a parsed point may hold them in any). */
function canonicalPoint(p: HistoryPoint): HistoryPoint {
  const m = (x: Metrics): Metrics => ({
    traces: x.traces,
    pass_rate: x.pass_rate,
    mean_score: x.mean_score,
    errors: Object.fromEntries(Object.entries(x.errors).sort((a, b) => cmp(a[0], b[0]))),
    cost_usd: x.cost_usd,
    tokens: x.tokens === null ? null : Object.fromEntries(Object.entries(x.tokens).sort((a, b) => cmp(a[0], b[0]))),
    latency_ms: x.latency_ms === null ? null : { p50: x.latency_ms.p50, p95: x.latency_ms.p95 },
  });
  const out: HistoryPoint = { commit: p.commit, date: p.date, run: m(p.run), scenarios: Object.fromEntries(Object.entries(p.scenarios).sort((a, b) => cmp(a[0], b[0])).map(([k, v]) => [k, m(v)])) };
  if (p.scenarios_omitted !== undefined) out.scenarios_omitted = p.scenarios_omitted;
  return out;
}
