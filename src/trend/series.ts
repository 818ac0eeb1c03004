// The headline metrics of a history as series, their sparklines, and the drift check of push runs
// (docs/trend.md). Pure.
import type { History, HistoryPoint, Metrics } from "./history.js";

/** Which way a change is bad. */
export type Worse = "up" | "down";

export interface Headline {
  key: string;
  label: string;
  worse: Worse;
  /** The value of a group's metrics, or null when not recorded. */
  get(m: Metrics): number | null;
  /** The value as text. */
  show(v: number): string;
  /** A drift of this metric is checked on push runs (`--max-drift`). */
  drift: boolean;
}

const perTrace = (v: number | null, m: Metrics): number | null => (v === null || m.traces === 0 ? null : v / m.traces);
const fixed = (d: number) => (v: number): string => v.toFixed(d);
const errorCount = (m: Metrics): number => Object.values(m.errors).reduce((a, b) => a + b, 0);

/** The token kinds a history records, code-point order. */
export function tokenKinds(points: readonly HistoryPoint[], group: string | null): string[] {
  const kinds = new Set<string>();
  for (const p of points) {
    const m = metricsAt(p, group);
    for (const k of Object.keys(m?.tokens ?? {})) kinds.add(k);
  }
  return [...kinds].sort();
}

/** The headline metrics, with one token row per kind the points record. */
export function headlines(kinds: readonly string[]): Headline[] {
  return [
    { key: "pass_rate", label: "pass rate", worse: "down", get: (m) => (m.traces === 0 ? null : m.pass_rate), show: (v) => `${(v * 100).toFixed(1)}%`, drift: true },
    { key: "mean_score", label: "mean score", worse: "down", get: (m) => m.mean_score, show: fixed(2), drift: false },
    { key: "errors_per_trace", label: "error findings / trace", worse: "up", get: (m) => perTrace(errorCount(m), m), show: fixed(2), drift: false },
    { key: "cost_per_trace", label: "cost / trace", worse: "up", get: (m) => perTrace(m.cost_usd, m), show: (v) => `$${v.toFixed(4)}`, drift: true },
    ...kinds.map((k): Headline => ({ key: `tokens_${k}_per_trace`, label: `tokens (${k}) / trace`, worse: "up", get: (m) => perTrace(m.tokens?.[k] ?? null, m), show: fixed(0), drift: true })),
    { key: "latency_p50", label: "latency p50", worse: "up", get: (m) => m.latency_ms?.p50 ?? null, show: (v) => `${Math.round(v)} ms`, drift: true },
    { key: "latency_p95", label: "latency p95", worse: "up", get: (m) => m.latency_ms?.p95 ?? null, show: (v) => `${Math.round(v)} ms`, drift: false },
  ];
}

/** A group's metrics at a point: the run's (group null) or a scenario's, else null. */
export function metricsAt(p: HistoryPoint, group: string | null): Metrics | null {
  if (group === null) return p.run;
  return Object.hasOwn(p.scenarios, group) ? p.scenarios[group]! : null;
}

const BARS = "▁▂▃▄▅▆▇█";

/** A text sparkline of the values (a gap for a missing one); a flat series is a flat line. */
export function sparkline(values: readonly (number | null)[]): string {
  const known = values.filter((v): v is number => v !== null);
  if (known.length === 0) return "";
  const lo = Math.min(...known);
  const hi = Math.max(...known);
  return values.map((v) => (v === null ? " " : hi === lo ? BARS[3] : BARS[Math.round(((v - lo) / (hi - lo)) * (BARS.length - 1))])).join("");
}

export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const h = Math.floor(s.length / 2);
  return s.length % 2 ? s[h]! : (s[h - 1]! + s[h]!) / 2;
}

export interface TrendRow {
  key: string;
  label: string;
  /** Oldest first; null where a point did not record it. */
  values: (number | null)[];
  sparkline: string;
  first: string | null;
  last: string | null;
  /** Relative change of the last value against the median of the (up to 10) points before it, null when not computable. */
  change: number | null;
}

/** One row per headline metric recorded at least once, for the run (group null) or a scenario. */
export function trendRows(points: readonly HistoryPoint[], group: string | null): TrendRow[] {
  const rows: TrendRow[] = [];
  for (const h of headlines(tokenKinds(points, group))) {
    const values = points.map((p) => {
      const m = metricsAt(p, group);
      const v = m ? h.get(m) : null;
      return v === null ? null : Number(v.toFixed(6));
    });
    const known = values.filter((v): v is number => v !== null);
    if (known.length === 0) continue;
    const last = values[values.length - 1] ?? null;
    const before = values.slice(0, -1).filter((v): v is number => v !== null).slice(-10);
    const ref = before.length ? median(before) : null;
    const change = last === null || ref === null || ref === 0 ? null : Number(((last - ref) / ref).toFixed(4));
    rows.push({ key: h.key, label: h.label, values, sparkline: sparkline(values), first: known.length ? h.show(known[0]!) : null, last: last === null ? null : h.show(last), change });
  }
  return rows;
}

/** Scenarios whose last point moved: a headline changed by at least `by` (relative) against the points before. */
export function movedScenarios(points: readonly HistoryPoint[], by = 0.1, limit = 10): string[] {
  const last = points[points.length - 1];
  if (!last || points.length < 2) return [];
  const moved: [string, number][] = [];
  for (const s of Object.keys(last.scenarios).sort()) {
    const worst = Math.max(0, ...trendRows(points, s).map((r) => Math.abs(r.change ?? 0)));
    if (worst >= by) moved.push([s, worst]);
  }
  return moved.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, limit).map(([s]) => s);
}

/** `--max-drift` / input `max-drift`: off, or a relative threshold that warns or fails. */
export type DriftSetting = { threshold: number; mode: "warn" | "fail" } | null;

/** `20%` warns past 20 %; `fail:20%` fails the run; `off` or empty: no check. Else why not. */
export function parseDrift(raw: string | undefined): DriftSetting | { error: string } {
  const s = (raw ?? "").trim();
  if (s === "" || s === "off") return null;
  const m = /^(?:(warn|fail):)?\s*(\d+(?:\.\d+)?)\s*%$/.exec(s);
  if (!m) return { error: `must be a percentage such as 20%, fail:20% or off, got '${s.slice(0, 60)}'` };
  const t = Number(m[2]) / 100;
  if (!(t > 0 && t <= 10)) return { error: `must be above 0% and at most 1000%, got '${s.slice(0, 60)}'` };
  return { threshold: t, mode: (m[1] as "warn" | "fail" | undefined) ?? "warn" };
}

/** The recent window against the one before it, at most 10 points each, at least 3. */
export const DRIFT_WINDOW = 10;
export const MIN_DRIFT_WINDOW = 3;

export interface Drift {
  key: string;
  label: string;
  /** Points in each window. */
  window: number;
  earlier: number;
  recent: number;
  /** (recent - earlier) / earlier. */
  change: number;
  /** The line for the log, the annotation and the summary. */
  message: string;
}

/**
 * The run's headline metrics that drifted the bad way past `threshold`: the median of the last
 * `w` recorded values (the new point's among them) against the median of the `w` before, where
 * `w` is 10, or half the recorded values when fewer than 20 (at least 3).
 */
export function detectDrift(h: History, threshold: number): Drift[] {
  const out: Drift[] = [];
  const pts = h.points;
  for (const hd of headlines(tokenKinds(pts, null))) {
    if (!hd.drift) continue;
    const vals = pts.map((p) => hd.get(p.run)).filter((v): v is number => v !== null);
    const w = Math.min(DRIFT_WINDOW, Math.floor(vals.length / 2));
    if (w < MIN_DRIFT_WINDOW) continue;
    const earlier = median(vals.slice(vals.length - 2 * w, vals.length - w));
    const recent = median(vals.slice(vals.length - w));
    if (earlier === 0) continue;
    const change = (recent - earlier) / earlier;
    const bad = hd.worse === "up" ? change > threshold + 1e-12 : change < -threshold - 1e-12;
    if (!bad) continue;
    const pct = `${change > 0 ? "+" : ""}${(change * 100).toFixed(1)}%`;
    out.push({ key: hd.key, label: hd.label, window: w, earlier, recent, change, message: `${hd.label} drifted ${pct}: median ${hd.show(recent)} over the last ${w} runs against ${hd.show(earlier)} over the ${w} before (max-drift ${Number((threshold * 100).toFixed(2))}%)` });
  }
  return out;
}
