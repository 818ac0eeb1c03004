// The base phase: what the candidate is judged against. The baseline (a report file in the
// repository, `baseline: PATH`; or, on a pull request, the newest baseline artifact of the base
// branch's push runs, src/github/baseline.ts) and the quarantine of flaky scenarios
// (docs/repeats.md). The first network call of a run, if any, is here.
//
// A baseline that cannot be used is a `missing` state with the reason, never an exception: the gate
// decides what a missing baseline means (`baseline-missing`). A baseline bundle (the report, its
// trace files, its policy, its quarantine: docs/bundle.md) is checked whole here, and its traces
// re-judged under the candidate's policy when the two differ (src/github/bundle.ts).
import { rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { UsageError } from "../../errors.js";
import type { BaselineState } from "../../gate/gate.js";
import { QUARANTINE_FILE, readQuarantineFile } from "../../files/quarantine.js";
import type { Quarantine } from "../../scenarios/quarantine.js";
import { writeFileAtomic } from "../../util/writefile.js";
import { fetchBaseline } from "../baseline.js";
import type { ActionContext } from "../context.js";
import { messageOf, type RunEnv } from "./env.js";
import { bundleBase, isBundleArtifact, isBundlePath, preparedBase, type Candidate, type PreparedBase } from "../bundle.js";
import type { History } from "../../trend/history.js";

/** A bundle's history for the base, its notice in the log when it was dropped (never a failure). */
function historyOf(env: RunEnv, b: PreparedBase): Pick<Base, "history"> {
  if (b.historyNotice && !/has no history\.json/.test(b.historyNotice)) env.log.notice(`Trend not shown: ${b.historyNotice.replace(/: a new history starts$/, "")}`);
  return { history: b.history ?? null };
}

export interface Base {
  /** The baseline as the gate takes it: found (its report, where from, its label), missing (why), or none. */
  baseline: BaselineState;
  /** The quarantine that applies: a push's own file (input `quarantine`), or the one of the baseline artifact. */
  quarantine: Quarantine | null;
  /** Removes a baseline bundle's extracted files (the gate phase reads its traces for trace diffs). */
  cleanup?: () => void;
  /** A bundle's history (docs/trend.md): the pull request's trend section; null or absent: none. */
  history?: History | null;
}

/**
 * A bundle's traces are re-judged under the candidate's policy when the two differ (`cand`: the
 * report and policy of this run), so the gate compares like with like (docs/bundle.md).
 */
export async function basePhase(env: RunEnv, ctx: ActionContext, cand?: Candidate): Promise<Base> {
  const quarantine = ownQuarantine(env, ctx);
  const { inputs } = env;
  if (inputs.baseline.kind === "path") return { ...(await baselineFromPath(env, inputs.baseline.path, cand, ctx.runnerTemp)), quarantine };
  if (inputs.baseline.kind === "auto" && ctx.pr) return baselineFromArtifact(env, ctx, ctx.pr.baseRef, cand);
  return { baseline: { kind: "none" }, quarantine };
}

/**
 * Quarantine (docs/repeats.md): on a pull request only from the baseline artifact, never from the
 * tree under test; elsewhere (a push) from the `quarantine` input, then uploaded with the baseline.
 */
function ownQuarantine(env: RunEnv, ctx: ActionContext): Quarantine | null {
  const { inputs, log } = env;
  if (inputs.quarantine === "") return null;
  if (ctx.pr) {
    log.info(`quarantine '${inputs.quarantine}' of the pull request is not read: a pull request gets the quarantine of its base branch's baseline artifact`);
    return null;
  }
  const p = resolve(env.ws, inputs.quarantine);
  const read = readQuarantineFile(p, env.display(p));
  writeFileAtomic(env.paths.quarantine, read.text);
  return read.quarantine;
}

/** A baseline of the repository: a report file, or a bundle (folder or zip; its quarantine is not used: it is the tree under test's). */
async function baselineFromPath(env: RunEnv, path: string, cand: Candidate | undefined, tempRoot: string): Promise<Pick<Base, "baseline" | "cleanup" | "history">> {
  const p = resolve(env.ws, path);
  const found = { source: env.display(p), label: `baseline (${env.display(p)})` };
  try {
    if (isBundlePath(p)) {
      const b = await bundleBase(p, env.display(p), found, cand, tempRoot);
      return { baseline: b.baseline, cleanup: b.cleanup, ...historyOf(env, b) };
    }
    const report = env.readReport(p, `baseline ${env.display(p)}`);
    return { baseline: (await preparedBase({ kind: "report", report, path: p }, found, cand, () => {})).baseline };
  } catch (e) {
    return { baseline: { kind: "missing", reason: messageOf(e) } };
  }
}

/** The base branch's baseline artifact, and the quarantine uploaded with it (the only one a PR gets). */
async function baselineFromArtifact(env: RunEnv, ctx: ActionContext, baseRef: string, cand: Candidate | undefined): Promise<Base> {
  const { deps: d, inputs, log } = env;
  const missing = (reason: string): Base => ({ baseline: { kind: "missing", reason }, quarantine: null });
  if (!d.octokit) return missing("no token to download the baseline artifact");
  if (ctx.repositoryId === null) return missing("the event payload has no repository id");
  if (!baseRef) return missing("the event payload has no base branch");
  const got = await fetchBaseline(d.octokit, { owner: ctx.owner, repo: ctx.repo, repositoryId: ctx.repositoryId, branch: baseRef, artifactName: inputs.baselineArtifact, tempRoot: ctx.runnerTemp, ...(d.baselineMaxBytes ? { maxDownloadBytes: d.baselineMaxBytes } : {}) }, log);
  if (!got.ok) return missing(got.reason);
  let quarantine: Quarantine | null = null;
  let keep = false;
  try {
    const file = got.files.includes("report.json") ? "report.json" : got.files.find((f) => f.endsWith(".json"));
    if (!file) throw new UsageError(`artifact ${got.artifactId} holds no report.json`);
    const report = env.readReport(join(got.dir, file), `baseline artifact ${got.artifactId}`);
    const at = got.headSha ? got.headSha.slice(0, 7) : "";
    const found = { source: `artifact ${got.artifactId} (run ${got.runId}${at ? `, ${at}` : ""})`, label: `${baseRef}${at ? `@${at}` : ""}` };
    if (isBundleArtifact(got.files)) {
      // a bundle: checked whole (its traces, policy, quarantine), kept until the gate has read its traces
      const b = await bundleBase(got.dir, `artifact ${got.artifactId}`, found, cand, ctx.runnerTemp);
      keep = true;
      return { baseline: b.baseline, quarantine: b.quarantine, cleanup: () => rmSync(got.dir, { recursive: true, force: true }), ...historyOf(env, b) };
    }
    if (got.files.includes(QUARANTINE_FILE)) quarantine = readQuarantineFile(join(got.dir, QUARANTINE_FILE), `${QUARANTINE_FILE} of baseline artifact ${got.artifactId}`).quarantine;
    return { baseline: (await preparedBase({ kind: "report", report, path: file }, found, cand, () => {})).baseline, quarantine };
  } catch (e) {
    return missing(messageOf(e));
  } finally {
    if (!keep) rmSync(got.dir, { recursive: true, force: true });
  }
}
