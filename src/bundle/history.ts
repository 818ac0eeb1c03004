// Carrying the history a baseline bundle holds forward (docs/trend.md): `history.json` beside the
// report. The previous bundle's history (a folder or a zip, read by history-read.ts) is carried
// forward with this run's point; a missing, unreadable or bad one starts a new history with a
// notice, never an error: a damaged history never stops a run. The pure part is src/trend/.
import { readFileSync } from "node:fs";
import { UsageError } from "../errors.js";
import type { ScenarioPattern } from "../scenarios/scenario.js";
import type { Report } from "../types.js";
import { truncateText } from "../util/bound.js";
import { DEFAULT_HISTORY_MAX, extendHistory, isCommit, isEventDate, MAX_HISTORY_MAX, pointOf, renderHistory, withoutLaterPoints, type History } from "../trend/history.js";
import { detectDrift, parseDrift, type Drift, type DriftSetting } from "../trend/series.js";
import type { HistoryScope, ReadHistory } from "./history-read.js";

const show = (s: string): string => truncateText(s, 200);

/** What carrying the history forward made: the file's text, the notices, the drift found. */
export interface HistoryOutcome {
  history: History;
  text: string;
  notices: string[];
  drifts: Drift[];
  /** The drift check fails the run (`fail:` and a drift found). */
  failed: boolean;
}

/** The next history: the previous one (or none) with this run's point, and the drift check. Pure. */
export function nextHistory(prev: ReadHistory, report: Report, o: { commit: string; date: string; scope: HistoryScope; max: number; pattern: ScenarioPattern | null; drift: DriftSetting }): HistoryOutcome {
  const point = pointOf(report, o.commit, o.date, o.pattern);
  // the reader drops them, naming the file, when given the run's date (history-read.ts); here for a caller that did not
  const later = prev.history ? withoutLaterPoints(prev.history, o.date) : { history: null, dropped: null };
  const ext = extendHistory(later.history, point, { ...o.scope, max: o.max });
  const notices = [...(prev.notice ? [prev.notice] : []), ...(later.dropped ? [`history: ${later.dropped}`] : []), ...ext.notices];
  // checked on every run: one not appended (its commit recorded earlier, its date before the last
  // point's) is checked as the history's last point all the same
  const checked = ext.appended ? ext.history : { ...ext.history, points: [...(later.history?.points ?? []).filter((p) => p.commit !== point.commit), point] };
  const drifts = o.drift ? detectDrift(checked, o.drift.threshold) : [];
  return { history: ext.history, text: renderHistory(ext.history), notices, drifts, failed: o.drift?.mode === "fail" && drifts.length > 0 };
}

/** The history flags of `arh validate` (with `--bundle-out`; `--commit` is validate's own). */
export const HISTORY_OPTIONS = {
  "history-from": { type: "string" },
  "history-max": { type: "string" },
  date: { type: "string" },
  "max-drift": { type: "string" },
} as const;

export interface HistoryFlags {
  "history-from"?: string | undefined;
  "history-max"?: string | undefined;
  date?: string | undefined;
  "max-drift"?: string | undefined;
  commit?: string | undefined;
}

/** `--history-max`: a whole number 1..MAX_HISTORY_MAX; else a usage error. */
export function parseHistoryMax(raw: string | undefined, name: string): number {
  if (raw === undefined || raw.trim() === "") return DEFAULT_HISTORY_MAX;
  const n = Number(raw.trim());
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_HISTORY_MAX) throw new UsageError(`${name} must be a whole number from 1 to ${MAX_HISTORY_MAX}, got '${show(raw)}'`);
  return n;
}

/** The event's date from a GitHub event payload: the pushed head commit's timestamp, in UTC. */
export function eventDateOf(payload: unknown): string | null {
  const p = payload as { head_commit?: { timestamp?: unknown } } | null;
  const ts = p?.head_commit?.timestamp;
  if (typeof ts !== "string") return null;
  const t = Date.parse(ts);
  return Number.isNaN(t) ? null : new Date(t).toISOString().replace(/\.000Z$/, "Z");
}

/**
 * What the flags ask of the history, checked before any trace is read; null without
 * `--history-from`. The commit is `--commit` (else GITHUB_SHA), the date `--date` (else the event
 * payload's), the scope GITHUB_REPOSITORY and GITHUB_REF_NAME when set: never the clock.
 */
export function historyRequest(values: HistoryFlags, env: NodeJS.ProcessEnv): { run(reportPath: string, pattern: ScenarioPattern | null): Promise<HistoryOutcome> } | null {
  const from = values["history-from"];
  if (from === undefined) {
    for (const f of ["history-max", "date", "max-drift"] as const) if (values[f] !== undefined) throw new UsageError(`--${f} goes with --history-from (the previous bundle whose history is carried forward)`);
    return null;
  }
  if (from === "") throw new UsageError("--history-from needs the previous bundle (a folder or a .zip)");
  const max = parseHistoryMax(values["history-max"], "--history-max");
  const drift = parseDrift(values["max-drift"]);
  if (drift && "error" in drift) throw new UsageError(`--max-drift ${drift.error}`);
  const commitRaw = values.commit ?? env.GITHUB_SHA;
  const commit = commitRaw?.toLowerCase();
  if (!isCommit(commit)) throw new UsageError(commitRaw === undefined ? "--history-from needs the run's commit: pass --commit SHA" : `--commit must be 7 to 64 hex digits, got '${show(commitRaw)}'`);
  let date = values.date;
  if (date === undefined && env.GITHUB_EVENT_PATH) {
    try {
      date = eventDateOf(JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, "utf8"))) ?? undefined;
    } catch {
      // no payload to read: --date is required below
    }
  }
  if (date === undefined) throw new UsageError("--history-from needs the run's date: pass --date YYYY-MM-DD (in GitHub Actions the push event's payload has it)");
  if (!isEventDate(date)) throw new UsageError(`--date must be YYYY-MM-DD or an ISO 8601 UTC date-time (…T12:00:00Z), got '${show(date)}'`);
  const scope = { repository: env.GITHUB_REPOSITORY || null, branch: env.GITHUB_REF_NAME || null };
  return {
    async run(reportPath, pattern) {
      // loaded when a history is carried: the zip reader is not part of every validation's startup
      const [{ loadReportFile }, { readBundleHistory }] = await Promise.all([import("../compare/load.js"), import("./history-read.js")]);
      // the report as written (the run may have kept only a stub of each entry in memory)
      const report = loadReportFile(reportPath, "report");
      const prev = await readBundleHistory(from, { ...scope, date: date! });
      return nextHistory(prev, report, { commit, date: date!, scope, max, pattern, drift: drift as DriftSetting });
    },
  };
}
