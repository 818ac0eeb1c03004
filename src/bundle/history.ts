// Reading and writing the history a baseline bundle carries (docs/trend.md): `history.json` beside
// the report. The previous bundle's history (a folder or a zip) is carried forward with this
// run's point; a missing, unreadable or bad one starts a new history with a notice, never an
// error: a damaged history never stops a run. The pure part is src/trend/.
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { UsageError } from "../errors.js";
import type { ScenarioPattern } from "../scenarios/scenario.js";
import type { Report } from "../types.js";
import { readRegularFile } from "../util/readfile.js";
import { loadReportFile } from "../compare/load.js";
import { truncateText } from "../util/bound.js";
import { DEFAULT_HISTORY_MAX, extendHistory, isCommit, isEventDate, MAX_HISTORY_BYTES, MAX_HISTORY_MAX, parseHistory, pointOf, renderHistory, type History } from "../trend/history.js";
import { detectDrift, parseDrift, type Drift, type DriftSetting } from "../trend/series.js";
import { BUNDLE_ZIP_LIMITS, HISTORY_FILE } from "./format.js";

export { HISTORY_FILE };
import { extractZipFileSafely } from "./zip.js";


const show = (s: string): string => truncateText(s, 200);

/** Where the history comes from and what it must be: the repository and branch it is recorded for. */
export interface HistoryScope {
  repository: string | null;
  branch: string | null;
}

/** A bundle's history, or null with the notice that says why a new one starts. */
export type ReadHistory = { history: History | null; notice: string | null };

/** The history of a bundle folder; never throws. */
export function readHistoryDir(dir: string, name: string, scope: HistoryScope, label = "previous bundle"): ReadHistory {
  const r = readRegularFile(join(dir, HISTORY_FILE), MAX_HISTORY_BYTES);
  if (!r.ok) {
    if (r.code === "ENOENT") return { history: null, notice: `${label} ${show(name)} has no ${HISTORY_FILE}: a new history starts` };
    return { history: null, notice: `${label} ${show(name)}: ${HISTORY_FILE}: ${r.code === "EFBIG" ? `larger than ${MAX_HISTORY_BYTES} bytes (oversized)` : r.reason}: dropped, a new history starts` };
  }
  const checked = parseHistory(r.bytes.toString("utf8"), scope);
  if (!checked.ok) return { history: null, notice: `${label} ${show(name)}: ${HISTORY_FILE}: ${checked.why}: dropped, a new history starts` };
  return { history: checked.history, notice: null };
}

/** The history of a bundle folder or zip (extracted safely into a temporary folder); never throws. */
export async function readBundleHistory(path: string, scope: HistoryScope, tempRoot?: string, label = "previous bundle"): Promise<ReadHistory> {
  let isDir = false;
  try {
    const st = statSync(path);
    isDir = st.isDirectory();
    if (!isDir && !st.isFile()) return { history: null, notice: `${label} ${show(path)} is not a folder or a file: a new history starts` };
  } catch {
    return { history: null, notice: `${label} ${show(path)} not found: a new history starts` };
  }
  if (isDir) return readHistoryDir(path, path, scope, label);
  const dir = mkdtempSync(join(tempRoot ?? tmpdir(), "arh-history-"));
  try {
    await extractZipFileSafely(path, dir, BUNDLE_ZIP_LIMITS);
    return readHistoryDir(dir, path, scope, label);
  } catch (e) {
    return { history: null, notice: `${label} ${show(path)} is not a readable zip (${show(e instanceof Error ? e.message : String(e))}): a new history starts` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

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
  const ext = extendHistory(prev.history, point, { ...o.scope, max: o.max });
  const notices = [...(prev.notice ? [prev.notice] : []), ...ext.notices];
  const drifts = o.drift && ext.appended ? detectDrift(ext.history, o.drift.threshold) : [];
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
      // the report as written (the run may have kept only a stub of each entry in memory)
      const report = loadReportFile(reportPath, "report");
      const prev = await readBundleHistory(from, scope);
      return nextHistory(prev, report, { commit, date: date!, scope, max, pattern, drift: drift as DriftSetting });
    },
  };
}
