// Publishing a pull request run's reports from a trusted run (the two-workflow pattern for fork
// PRs): the `pull_request` run (read-only token) gates and uploads its output-dir as an artifact;
// a `workflow_run` run (write token, the default branch's code) downloads that artifact and
// publishes SARIF, the check run and the sticky comment for the right PR and head commit. Nothing
// from the fork is executed: only its report.json is read, validated like a baseline.
//
// Every check here fails closed with one reason: a run of another repository, a run that was not a
// pull request, a missing or expired artifact, an artifact of another run or repository, a PR
// whose head is not the run's head commit, repository and branch.
import { readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Octokit } from "./octokit.js";
import { describeApiError, httpStatus } from "./octokit.js";
import { downloadArtifactFiles, type ArtifactInfo } from "./baseline.js";
import type { ZipLimits } from "./zip.js";
import { publishCheckRun } from "./checks.js";
import { pyRound } from "../util/round.js";
import { truncateText } from "../util/bound.js";
import { escapeMarkdown } from "../util/escape.js";

/** The file the pull request run writes into output-dir so the publishing run knows its PR. */
export const PULL_REQUEST_FILE = "pull-request.json";

export interface PullRequestRecord {
  number: number;
  head_sha: string;
  base_ref: string;
}

export function pullRequestRecord(pr: { number: number; headSha: string; baseRef: string }): string {
  const rec: PullRequestRecord = { number: pr.number, head_sha: pr.headSha, base_ref: pr.baseRef };
  return JSON.stringify(rec, null, 2) + "\n";
}

export interface PublishQuery {
  owner: string;
  repo: string;
  repositoryId: number;
  runId: number;
  artifactName: string;
  tempRoot: string;
  maxDownloadBytes?: number;
  zipLimits?: ZipLimits;
}

export type PublishSource =
  | {
      ok: true;
      /** Extracted artifact (the caller removes it) and its files. */
      dir: string;
      files: string[];
      artifactId: number;
      runId: number;
      headSha: string;
      pr: { number: number; headSha: string; baseRef: string; headRepoId: number | null };
    }
  | {
      ok: false;
      reason: string;
      /** The pull request was identified (its head, repository and branch are the run's) but its report is forged: the publishing run fails, and the PR gets a failing check. */
      refused?: { prNumber: number; headSha: string };
    };

type RunData = {
  id?: number;
  event?: string;
  head_sha?: string;
  head_branch?: string | null;
  repository?: { id?: number } | null;
  head_repository?: { id?: number } | null;
  pull_requests?: { number?: number; head?: { sha?: string }; base?: { ref?: string } }[] | null;
};

const SHA = /^[0-9a-f]{40}$/;

/** The PR the artifact names in pull-request.json (null: absent or not a record). */
function readRecord(dir: string, files: string[]): PullRequestRecord | null {
  if (!files.includes(PULL_REQUEST_FILE)) return null;
  const path = join(dir, PULL_REQUEST_FILE);
  try {
    if (statSync(path).size > 4096) return null;
    const doc = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
    const n = doc.number;
    if (typeof n !== "number" || !Number.isSafeInteger(n) || n < 1) return null;
    return { number: n, head_sha: typeof doc.head_sha === "string" ? doc.head_sha : "", base_ref: typeof doc.base_ref === "string" ? doc.base_ref : "" };
  } catch {
    return null;
  }
}

/**
 * Why a published report.json cannot be what `arh validate` wrote, or null: an entry whose `passed`
 * contradicts its own error findings or its score against the report's `fail_under`, or whose score
 * is not in [0, 100]. Such a report would steer the gate and the `passed`/`failed-traces` outputs
 * of the trusted run; its summary's counts are recomputed from the entries anyway
 * (compare/load.ts). Unreadable files are left to the loader, which names the problem.
 */
export function publishedReportProblem(path: string): string | null {
  let doc: unknown;
  try {
    doc = JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
  if (typeof doc !== "object" || doc === null || !Array.isArray((doc as { reports?: unknown }).reports)) return null;
  const d = doc as { reports: unknown[]; fail_under?: unknown };
  const threshold = typeof d.fail_under === "number" && Number.isFinite(d.fail_under) ? pyRound(d.fail_under, 2) : null;
  for (const [i, raw] of d.reports.entries()) {
    if (typeof raw !== "object" || raw === null) continue;
    const e = raw as { trace_id?: unknown; passed?: unknown; score?: unknown; scored?: unknown; findings?: unknown };
    const at = `reports[${i}] (trace_id ${truncateText(JSON.stringify(e.trace_id) ?? "?", 120)})`;
    if (typeof e.score === "number" && !(e.score >= 0 && e.score <= 100)) return `${at}: score ${e.score} is not in [0, 100]`;
    const error = Array.isArray(e.findings) && e.findings.some((f) => typeof f === "object" && f !== null && (f as { severity?: unknown }).severity === "error");
    if (e.passed === true && error) return `${at}: passed is true, but it has an error finding`;
    if (threshold === null || typeof e.score !== "number" || e.scored === false) continue;
    if (e.passed === true && e.score < threshold) return `${at}: passed is true, but its score ${e.score} is below fail_under ${threshold}`;
    if (e.passed === false && !error && e.score > threshold) return `${at}: passed is false, but it has no error finding and its score ${e.score} is above fail_under ${threshold}`;
  }
  return null;
}

export async function fetchPublishSource(octokit: Octokit, q: PublishQuery): Promise<PublishSource> {
  const fail = (reason: string): PublishSource & { ok: false } => ({ ok: false, reason });
  let run: RunData;
  try {
    run = (await octokit.rest.actions.getWorkflowRun({ owner: q.owner, repo: q.repo, run_id: q.runId })).data as RunData;
  } catch (e) {
    return fail(httpStatus(e) === 404 ? `workflow run ${q.runId} not found in ${q.owner}/${q.repo}` : `could not read workflow run ${q.runId}: ${describeApiError(e)}`);
  }
  if (run.repository?.id !== q.repositoryId) return fail(`workflow run ${q.runId} belongs to another repository`);
  if (run.event !== "pull_request" && run.event !== "pull_request_target") return fail(`workflow run ${q.runId} was a '${String(run.event)}' run; only pull request runs are published`);
  const headSha = String(run.head_sha ?? "");
  if (!SHA.test(headSha)) return fail(`workflow run ${q.runId} has no head commit`);

  let artifacts: ArtifactInfo[];
  try {
    const res = await octokit.rest.actions.listWorkflowRunArtifacts({ owner: q.owner, repo: q.repo, run_id: q.runId, name: q.artifactName, per_page: 100 });
    artifacts = (res.data.artifacts ?? []) as ArtifactInfo[];
  } catch (e) {
    return fail(`could not list the artifacts of workflow run ${q.runId}: ${describeApiError(e)}${httpStatus(e) === 403 ? " (does the job grant `actions: read`?)" : ""}`);
  }
  const named = artifacts.filter((a) => a.name === q.artifactName);
  if (named.length === 0) return fail(`workflow run ${q.runId} has no artifact '${q.artifactName}' (does the pull request workflow upload its output-dir under that name?)`);
  const foreign = named.find((a) => a.workflow_run && ((a.workflow_run.repository_id != null && a.workflow_run.repository_id !== q.repositoryId) || (a.workflow_run.id != null && a.workflow_run.id !== q.runId)));
  if (foreign) return fail(`artifact ${foreign.id} comes from a different repository or run`);
  const live = named.filter((a) => !a.expired);
  if (live.length === 0) return fail(`artifact '${q.artifactName}' of workflow run ${q.runId} has expired`);
  const art = live.sort((x, y) => (y.created_at ?? "").localeCompare(x.created_at ?? "") || y.id - x.id)[0]!;
  const maxBytes = q.maxDownloadBytes ?? 50 * 1024 * 1024;
  if (art.size_in_bytes > maxBytes) return fail(`artifact ${art.id} is too large (${art.size_in_bytes} bytes)`);

  const got = await downloadArtifactFiles(octokit, { owner: q.owner, repo: q.repo, artifactId: art.id, tempRoot: q.tempRoot, maxBytes, zipLimits: q.zipLimits });
  if (!got.ok) return fail(got.reason);
  const done = (reason: string): PublishSource & { ok: false } => {
    rmSync(got.dir, { recursive: true, force: true });
    return fail(reason);
  };

  // Which PR: the artifact's record (fork PRs: GitHub lists no pull request on their runs), else
  // the one pull request GitHub associates with the run. Either way the PR's head must be the
  // run's head commit, or the results would land on the wrong PR or on a newer commit.
  const rec = readRecord(got.dir, got.files);
  const listed = (run.pull_requests ?? []).filter((p) => typeof p.number === "number");
  const number = rec?.number ?? (listed.length === 1 ? listed[0]!.number! : null);
  if (number === null) return done(listed.length > 1 ? `workflow run ${q.runId} matches ${listed.length} pull requests and its artifact names none` : `cannot tell which pull request workflow run ${q.runId} belongs to (no ${PULL_REQUEST_FILE} in the artifact)`);
  let pull: { head?: { sha?: string; ref?: string; repo?: { id?: number } | null }; base?: { ref?: string; repo?: { id?: number } } };
  try {
    pull = (await octokit.rest.pulls.get({ owner: q.owner, repo: q.repo, pull_number: number })).data as typeof pull;
  } catch (e) {
    return done(httpStatus(e) === 404 ? `pull request #${number} not found in ${q.owner}/${q.repo}` : `could not read pull request #${number}: ${describeApiError(e)}`);
  }
  const prHead = String(pull.head?.sha ?? "");
  if (prHead !== headSha) return done(`pull request #${number} is at ${prHead.slice(0, 7) || "?"}, not at the run's head commit ${headSha.slice(0, 7)}: not publishing to it`);
  if (pull.base?.repo?.id !== undefined && pull.base.repo.id !== q.repositoryId) return done(`pull request #${number} targets another repository`);
  // The same public commit can be pushed to any branch of any fork and opened as another pull
  // request: the head commit alone does not tell them apart. The run's head repository and branch
  // (the workflow_run payload) must be the pull request's own, so a fork's artifact can direct a
  // comment, check run or SARIF upload to no pull request but its own.
  const runRepo = run.head_repository?.id;
  const prRepo = pull.head?.repo?.id;
  if (typeof runRepo !== "number") return done(`workflow run ${q.runId} names no head repository: not publishing to pull request #${number}`);
  if (prRepo !== runRepo) return done(`pull request #${number} comes from ${prRepo === undefined || prRepo === null ? "a deleted repository" : `repository ${prRepo}`}, not from the run's head repository ${runRepo}: not publishing to it`);
  const runBranch = typeof run.head_branch === "string" ? run.head_branch : null;
  const prBranch = typeof pull.head?.ref === "string" ? pull.head.ref : null;
  if (runBranch === null || prBranch !== runBranch) {
    return done(`pull request #${number} is from branch ${JSON.stringify(String(prBranch).slice(0, 100))}, not from the run's head branch ${JSON.stringify(String(runBranch).slice(0, 100))}: not publishing to it`);
  }
  const forged = got.files.includes("report.json") ? publishedReportProblem(join(got.dir, "report.json")) : null;
  if (forged) return { ...done(`reports artifact ${art.id} of workflow run ${q.runId}: report.json ${forged}: not publishing it`), refused: { prNumber: number, headSha } };
  return {
    ok: true,
    dir: got.dir,
    files: got.files,
    artifactId: art.id,
    runId: q.runId,
    headSha,
    pr: { number, headSha, baseRef: String(pull.base?.ref ?? rec?.base_ref ?? ""), headRepoId: runRepo },
  };
}

/**
 * A refused publication (a forged report) as a failing check run on the pull request's head, so the
 * pull request is never left without a verdict; returns the line to log when the check could not be made.
 */
export async function refusedCheckRun(octokit: Octokit, o: { owner: string; repo: string; name: string; headSha: string; prNumber: number; reason: string; detailsUrl: string }): Promise<string | null> {
  const res = await publishCheckRun(octokit, {
    owner: o.owner,
    repo: o.repo,
    name: o.name,
    headSha: o.headSha,
    conclusion: "failure",
    title: "Failed: the pull request run's report was refused",
    summary: `**Agent reliability gate failed**: the reports of pull request #${o.prNumber} were not published.\n\n- ${escapeMarkdown(o.reason, 2000)}`,
    annotations: [],
    ...(o.detailsUrl ? { detailsUrl: o.detailsUrl } : {}),
  });
  return res.ok ? null : `Check run not created: ${res.reason}`;
}
