// Reading the history a baseline bundle carries (docs/trend.md): `history.json` of a bundle folder
// or zip. Never throws: a missing, unreadable or bad history is null with the one line that says
// why. Its own module so that `arh validate` loads the zip reader only when it carries a history.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readRegularFile } from "../util/readfile.js";
import { truncateText } from "../util/bound.js";
import { MAX_HISTORY_BYTES, parseHistory, withoutLaterPoints, type History } from "../trend/history.js";
import { BUNDLE_ZIP_LIMITS, HISTORY_FILE } from "./format.js";
import { extractZipFileSafely } from "./zip.js";

const show = (s: string): string => truncateText(s, 200);

/** Where the history comes from and what it must be: the repository and branch it is recorded for. */
export interface HistoryScope {
  repository: string | null;
  branch: string | null;
  /** The run's date, when a run carries the history forward: points dated after it are dropped, with a line. */
  date?: string | undefined;
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
  if (scope.date === undefined) return { history: checked.history, notice: null };
  const kept = withoutLaterPoints(checked.history, scope.date);
  return { history: kept.history, notice: kept.dropped && `${label} ${show(name)}: ${HISTORY_FILE}: ${kept.dropped}` };
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
