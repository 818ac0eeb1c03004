// The action's side of the history (docs/trend.md): the push job on the default branch carries the
// previous baseline artifact's history forward with this run's point (and checks the drift,
// input `max-drift`); a pull request shows the base branch's history with its own value as the
// last point. A missing or damaged history never fails a run: it starts over with a notice.
import { plural } from "../report/util.js";
import { rmSync } from "node:fs";
import type { Report } from "../types.js";
import { escapeMarkdown } from "../util/escape.js";
import { nextHistory, type HistoryOutcome } from "../bundle/history.js";
import { readHistoryDir, type ReadHistory } from "../bundle/history-read.js";
import { isCommit, pointOf, type History } from "../trend/history.js";
import { trendSection, trendTable } from "../trend/render.js";
import { fetchBaseline } from "./baseline.js";
import type { ActionContext } from "./context.js";
import type { RunEnv } from "./phases/env.js";

/** What the push job's bundle carries: the history's text; its trend section; the drift's reasons when it fails the run. */
export interface PushHistory {
  text: string;
  section: { title: string; body: string } | null;
  /** `max-drift: fail:…` and a drift found: the run fails with these. */
  reasons: string[];
}

/** The previous baseline artifact's history (this branch's, this repository's); never throws. */
async function previousHistory(env: RunEnv, ctx: ActionContext, scope: { repository: string; branch: string; date: string }): Promise<ReadHistory> {
  const { deps: d, inputs, log } = env;
  if (!d.octokit) return { history: null, notice: "no token to download the previous baseline artifact: a new history starts" };
  if (ctx.repositoryId === null) return { history: null, notice: "the event payload has no repository id: a new history starts" };
  const got = await fetchBaseline(d.octokit, { owner: ctx.owner, repo: ctx.repo, repositoryId: ctx.repositoryId, branch: scope.branch, artifactName: inputs.baselineArtifact, tempRoot: ctx.runnerTemp, ...(d.baselineMaxBytes ? { maxDownloadBytes: d.baselineMaxBytes } : {}) }, log);
  if (!got.ok) return { history: null, notice: `no previous baseline artifact (${got.reason}): a new history starts` };
  try {
    return readHistoryDir(got.dir, `artifact ${got.artifactId}`, scope);
  } finally {
    rmSync(got.dir, { recursive: true, force: true });
  }
}

/** The push job's history (its branch's): carried forward, capped at `history-max`, drift checked; null when the event gives no commit, date or branch. */
export async function pushHistory(env: RunEnv, ctx: ActionContext, report: Report): Promise<PushHistory | null> {
  const { inputs, log } = env;
  const commit = (inputs.sha || ctx.sha).toLowerCase();
  const date = ctx.eventDate ?? null;
  const branch = ctx.ref.startsWith("refs/heads/") ? ctx.ref.slice("refs/heads/".length) : "";
  if (!isCommit(commit) || date === null || branch === "") {
    log.notice("History not carried forward: the event gives no commit, date or branch.");
    return null;
  }
  const scope = { repository: `${ctx.owner}/${ctx.repo}`, branch };
  const prev = await previousHistory(env, ctx, { ...scope, date });
  const out: HistoryOutcome = nextHistory(prev, report, { commit, date, scope, max: inputs.historyMax, pattern: inputs.repeats.pattern, drift: inputs.maxDrift });
  for (const n of out.notices) log.notice(n);
  const reasons: string[] = [];
  for (const d of out.drifts) {
    if (out.failed) reasons.push(`drift: ${d.message}`);
    else env.warn(`drift: ${d.message}`);
  }
  log.info(`History: ${plural(out.history.points.length, "point")} carried in the baseline bundle.`);
  const section = trendSection(trendTable(out.history));
  const drift = out.drifts.map((d) => `> **${out.failed ? "Failed" : "Warning"}:** drift: ${escapeMarkdown(d.message, 500)}`).join("\n>\n");
  return { text: out.text, section: section && drift ? { ...section, body: `${drift}\n\n${section.body}` } : section, reasons };
}

/** A pull request's trend section: the base branch's history, the pull request's value as the last point. */
export function pullRequestTrend(history: History | null | undefined, report: Report, ctx: ActionContext, pattern: Parameters<typeof pointOf>[3]): { title: string; body: string } | null {
  if (!history || history.points.length === 0) return null;
  const last = history.points[history.points.length - 1]!;
  const point = pointOf(report, (ctx.pr?.headSha || ctx.sha || "pull-request").toLowerCase(), ctx.eventDate ?? last.date, pattern);
  return trendSection(trendTable(history, point));
}
