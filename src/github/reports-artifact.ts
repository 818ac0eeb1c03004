// The reports artifact: the files the action wrote into output-dir (report.json, SARIF, JUnit,
// Markdown, compare.json/.md, pull-request.json, trace-diff/ with index.html), uploaded through
// the uploader port (src/github/artifact.ts) as the `reports-artifact` artifact, the one a
// publishing workflow_run run downloads. Its page on the run is linked from the job summary and
// the PR comment. `upload-reports: auto` uploads on pull request runs that validate or merge here;
// a publishing run links the pull request run's artifact instead (it already holds the reports).
import { plural } from "../report/util.js";
import { existsSync, lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { ActionContext } from "./context.js";
import type { ArtifactUploader } from "./artifact.js";
import type { Log } from "./log.js";
import type { TriState } from "./inputs.js";
import { PULL_REQUEST_FILE } from "./publish.js";
import type { OutputPaths } from "./phases/env.js";

/** The reports artifact as the summary and the comment link it. */
export interface ReportsLink {
  /** The artifact's name (`reports-artifact`). */
  name: string;
  /** Its page: `<server>/<owner>/<repo>/actions/runs/<run>/artifacts/<id>`; "" when the id or run is unknown. */
  url: string;
  /** Whose it is: this run's upload, or the pull request run's that a publishing run read. */
  of: "this-run" | "pull-request-run";
}

/** An artifact's page on its workflow run; "" without a run id or an artifact id. */
export function artifactUrl(ctx: Pick<ActionContext, "serverUrl" | "owner" | "repo">, runId: number | null | undefined, id: number | undefined): string {
  if (!runId || id === undefined || !ctx.owner || !ctx.repo) return "";
  const url = `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${runId}/artifacts/${id}`;
  // The URL is written into Markdown links: anything but a plain http(s) URL is left out.
  return /^https?:\/\/[^\s()<>\]]+$/.test(url) ? url : "";
}

/** Trace diffs are one file per regressed trace; past this many the rest stay on the runner. */
const MAX_DIFF_FILES = 5000;

/**
 * The files the action wrote into output-dir, in a fixed order: regular files only (a symbolic
 * link in output-dir is never followed into the artifact), the trace diffs at most MAX_DIFF_FILES.
 */
export function reportFiles(outDir: string, paths: OutputPaths): string[] {
  const isFile = (p: string) => {
    try {
      return lstatSync(p).isFile();
    } catch {
      return false;
    }
  };
  const own = [paths.json, paths.sarif, paths.junit, paths.markdown, paths.compare, paths.compareMd, paths.quarantine, join(outDir, PULL_REQUEST_FILE)].filter(isFile);
  let diffs: string[] = [];
  if (existsSync(paths.diffs) && lstatSync(paths.diffs).isDirectory()) {
    diffs = readdirSync(paths.diffs)
      .sort()
      .map((f) => join(paths.diffs, f))
      .filter(isFile)
      .slice(0, MAX_DIFF_FILES);
  }
  return [...own, ...diffs];
}

export interface ReportsUpload {
  mode: TriState;
  name: string;
  outDir: string;
  paths: OutputPaths;
  ctx: ActionContext;
  /** Publishing: the pull request run and its reports artifact. */
  published: { runId: number; artifactId: number } | null;
  uploader: ArtifactUploader;
  log: Log;
}

/**
 * Upload the reports (or, publishing, point at the pull request run's artifact). Returns the link
 * (null: nothing to link) and, with `upload-reports: true`, the reason the upload failed.
 */
export async function uploadReports(u: ReportsUpload): Promise<{ link: ReportsLink | null; reason: string | null }> {
  const { ctx, log, name } = u;
  const wanted = u.mode === "true" || (u.mode === "auto" && u.published === null && ctx.pr !== null);
  if (!wanted) {
    if (!u.published) return { link: null, reason: null };
    const url = artifactUrl(ctx, u.published.runId, u.published.artifactId);
    return { link: url ? { name, url, of: "pull-request-run" } : null, reason: null };
  }
  const files = reportFiles(u.outDir, u.paths);
  if (files.length === 0) return { link: null, reason: null };
  const failed = (why: string) => {
    if (u.mode === "true") return { link: null, reason: `reports upload failed: ${why}` };
    log.notice(`Reports not uploaded as artifact '${name}': ${why}. They are still in the output directory.`);
    return { link: null, reason: null };
  };
  let res;
  try {
    res = await u.uploader.upload(name, files, u.outDir, {});
  } catch (e) {
    return failed(e instanceof Error ? (e.message.split("\n")[0] ?? "") : String(e));
  }
  if (res.notice) {
    // A re-run whose earlier attempt's artifact of this name could not be replaced: that one stays.
    // Not a failure even with `true`: the run has the artifact, the earlier attempt's.
    log.debug(res.notice);
    log.notice(`Reports not uploaded as artifact '${name}': an earlier attempt of this workflow run uploaded it and it could not be replaced; that attempt's artifact stays.`);
    return { link: null, reason: null };
  }
  log.info(`Reports uploaded as artifact '${name}' (${plural(files.length, "file")}${res.id !== undefined ? `, id ${res.id}` : ""})${res.replaced !== undefined ? `, replacing artifact ${res.replaced} of an earlier attempt of this run` : ""}.`);
  const url = artifactUrl(ctx, ctx.runId, res.id);
  return { link: { name, url, of: "this-run" }, reason: null };
}
