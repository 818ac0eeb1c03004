// The source phase: where the run's report comes from, and what the run is about. One of three:
// publish a `workflow_run`'s reports artifact (the two-workflow pattern for fork PRs), merge this
// run's shard artifacts (the merge job of a matrix), or validate the traces here (a matrix job:
// one shard, whose partial is uploaded and gated later). A run that stops here (nothing to
// publish, a shard missing, a matrix job's partial) is a value, a `SourceStop`, never an exit from
// the middle of the run: runAction hands it to the publish phase and to the outputs.
import { plural } from "../../report/util.js";
import { rmSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { UsageError } from "../../errors.js";
import type { Report, TraceReport } from "../../types.js";
import type { Policy } from "../../policy/model.js";
import { loadPolicy, policyFromText, readPolicyText } from "../../policy/parse.js";
import { runValidation, toUri } from "../../engine/pipeline.js";
import { getWorkerEntry } from "../../engine/parallel.js";
import { shardRun, type ShardRun } from "../../shard/validate.js";
import type { MemoryOptions } from "../../memory/index.js";
import type { SkippedPath } from "../../files/match.js";
import { requireValidationInputs } from "../inputs.js";
import type { ActionContext } from "../context.js";
import { fetchPublishSource } from "../publish.js";
import { mergeShardArtifacts, shardArtifactName } from "../shards.js";
import { resolveTraceFiles } from "../traces.js";
import { messageOf, type RunEnv } from "./env.js";

/** What the run is about, decided by the source. */
export interface RunSubject {
  /** The context from here on: publishing, the pull request and its head commit (this run's token can write). */
  ctx: ActionContext;
  /** The commit the results belong to: the `sha` input (workflow_run publishing), else the event's. */
  commit: string;
  /** Where findings link to (the commit's files), "" when the repository or commit is unknown. */
  linkBase: string;
  /** The policy: always when validating or merging; publishing, only when the `policy` input names one. */
  policy: Policy | null;
  /** Publishing another run's reports: that run and its artifact. */
  published: { runId: number; artifactId: number } | null;
}

/** A run that ends after its source, with no gate here. */
export type SourceStop =
  /** Publishing: no usable reports artifact (the step passes with a notice). */
  | { kind: "nothing-published"; runId: number; why: string }
  /** Publishing: the pull request's report is forged (the run fails, the PR gets a failing check). */
  | { kind: "publish-refused"; runId: number; reason: string; prNumber: number; headSha: string }
  /** The merge job: a shard is missing or unusable (the gate fails, never a verdict over part of the traces). */
  | { kind: "merge-failed"; reason: string }
  /** A matrix job: its partial report is written; the publish phase uploads it, the merge job gates. */
  | { kind: "shard"; report: Report; artifact: string; index: number; total: number };

export type SourceOutcome = { kind: "report"; report: Report; subject: RunSubject } | { kind: "stop"; stop: SourceStop };

export async function sourcePhase(env: RunEnv): Promise<SourceOutcome> {
  const { inputs, deps } = env;
  const ctx = deps.ctx;
  const publishRunId = inputs.publishFrom ?? (ctx.eventName === "workflow_run" ? (ctx.workflowRun?.id ?? null) : null);
  if (publishRunId !== null) return publishedSource(env, publishRunId);
  if (inputs.merge !== null) return mergedSource(env, inputs.merge);
  return validatedSource(env);
}

function subjectOf(env: RunEnv, ctx: ActionContext, policy: Policy | null, published: RunSubject["published"]): RunSubject {
  const commit = env.inputs.sha || ctx.sha;
  const linkBase = ctx.owner && ctx.repo && commit ? `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/blob/${commit}/` : "";
  return { ctx, commit, linkBase, policy, published };
}

/** Publishing: the reports artifact of a pull request run, checked like a baseline. */
async function publishedSource(env: RunEnv, runId: number): Promise<SourceOutcome> {
  const { deps: d, inputs, log } = env;
  const ctx = d.ctx;
  if (!d.octokit) throw new UsageError("publishing another run's reports needs a token (input 'token')");
  if (ctx.repositoryId === null) throw new UsageError("publishing another run's reports needs the repository id (event payload or GITHUB_REPOSITORY_ID)");
  const nothing = (why: string): SourceOutcome => ({ kind: "stop", stop: { kind: "nothing-published", runId, why } });
  const src = await fetchPublishSource(d.octokit, { owner: ctx.owner, repo: ctx.repo, repositoryId: ctx.repositoryId, runId, artifactName: inputs.reportsArtifact, tempRoot: ctx.runnerTemp });
  if (!src.ok) return src.refused ? { kind: "stop", stop: { kind: "publish-refused", runId, reason: src.reason, ...src.refused } } : nothing(src.reason);
  let report: Report;
  try {
    if (!src.files.includes("report.json")) return nothing(`artifact ${src.artifactId} holds no report.json`);
    report = env.readReport(join(src.dir, "report.json"), `reports artifact ${src.artifactId}`);
  } catch (e) {
    return nothing(messageOf(e));
  } finally {
    rmSync(src.dir, { recursive: true, force: true });
  }
  // From here on the run is about the pull request and its head commit; this run's token can write.
  const about: ActionContext = { ...ctx, sha: src.headSha, ref: `refs/pull/${src.pr.number}/head`, pr: { ...src.pr, isFork: src.pr.headRepoId !== ctx.repositoryId, readOnly: false } };
  const policy = inputs.policy ? loadPolicy(resolve(env.ws, inputs.policy)) : null;
  log.info(`Publishing the reports of workflow run ${src.runId} (artifact ${src.artifactId}) for pull request #${src.pr.number} at ${src.headSha.slice(0, 7)}.`);
  return { kind: "report", report, subject: subjectOf(env, about, policy, { runId: src.runId, artifactId: src.artifactId }) };
}

/** The merge job of a matrix: this run's shard artifacts become the report, then one gate. */
async function mergedSource(env: RunEnv, total: number): Promise<SourceOutcome> {
  const { deps: d, inputs, log } = env;
  if (inputs.policy === "") throw new UsageError("input 'policy' is required: the path of the policy file");
  const policy = loadPolicy(resolve(env.ws, inputs.policy));
  const merged = await mergeShardArtifacts(d.downloader ?? null, total, d.ctx.runnerTemp || env.outDir, log);
  if (!merged.ok) return { kind: "stop", stop: { kind: "merge-failed", reason: merged.reason } };
  log.info(`Merged ${plural(total, "shard")}: ${plural(merged.report.summary.total_traces, "trace")}.`);
  return { kind: "report", report: merged.report, subject: subjectOf(env, d.ctx, policy, null) };
}

/** Validating here: the `traces` input's files (a matrix job: its shard's), against the policy. */
async function validatedSource(env: RunEnv): Promise<SourceOutcome> {
  const { deps: d, inputs } = env;
  const ctx = d.ctx;
  const ws = env.ws;
  requireValidationInputs(inputs);
  const { files, skipped, sharding, walked } = await traceFiles(env);
  const policyPath = resolve(ws, inputs.policy);
  const workerEntry = getWorkerEntry();
  const policyText = readPolicyText(policyPath);
  const policy = policyFromText(policyText, policyPath);
  const memory: MemoryOptions | undefined = inputs.memoryAdapter ? { adapterCommand: inputs.memoryAdapter, cwd: ws } : undefined;
  let report: Report;
  try {
    report = await runValidation(files, policy, {
      format: inputs.format,
      failUnder: inputs.failUnder,
      cwd: ws,
      skipped,
      walked,
      ...(memory ? { memory } : {}),
      ...(sharding ? { onEntry: (e: TraceReport, text?: string) => (sharding.add(e, text), e) } : {}),
      ...(workerEntry && inputs.jobs > 1 ? { parallel: { workers: inputs.jobs - 1, entry: workerEntry, policyText, policyPath, render: sharding !== null, keepSteps: true } } : {}),
    });
  } catch (e) {
    sharding?.abort();
    throw e;
  }
  if (sharding && inputs.shard) {
    // A matrix job validates and uploads its partial; the merge job gates and publishes.
    sharding.finish(report, policyText);
    const { index, total } = inputs.shard;
    return { kind: "stop", stop: { kind: "shard", report, artifact: shardArtifactName(index, total), index, total } };
  }
  return { kind: "report", report, subject: subjectOf(env, ctx, policy, null) };
}

/** The files the `traces` input matches (a matrix job: its shard's), with what was skipped and why. */
async function traceFiles(env: RunEnv): Promise<{ files: string[]; skipped: SkippedPath[]; sharding: ShardRun | null; walked: ReadonlySet<string> }> {
  const { inputs, log, ws } = env;
  const found = await resolveTraceFiles(inputs.traces, ws);
  const { outside } = found;
  let { files, skipped } = found;
  // A matrix job: this shard's files only (the same split `arh validate --shard` makes).
  const sharding = inputs.shard ? shardRun({ shard: `${inputs.shard.index}/${inputs.shard.total}`, partialOut: env.paths.partial, commit: inputs.sha || env.deps.ctx.sha }, {}) : null;
  if (sharding) ({ files, skipped } = sharding.select(files, skipped, (f) => toUri(f, ws)));
  if (outside.length) {
    env.warn(`${plural(outside.length, "matched path")} ignored: ${outside.length === 1 ? "it resolves" : "they resolve"} outside the workspace (listed in the log)`);
    for (const o of outside) log.info(`ignored ${relative(ws, o) || o}: resolves outside the workspace`);
  }
  if (files.length === 0) {
    const skippedNote = skipped.length ? `; skipped: ${skipped.slice(0, 3).map((k) => `${k.path} (${k.reason})`).join(", ")}${skipped.length > 3 ? `, and ${skipped.length - 3} more` : ""}` : "";
    const msg = `no trace files matched 'traces' (${inputs.traces.join(" ")}) inside ${inputs.workingDirectory ? `'${inputs.workingDirectory}'` : "the workspace"}${skippedNote}`;
    if (inputs.ifNoFilesFound === "error") throw new UsageError(`${msg} (if-no-files-found: error)`);
    if (inputs.ifNoFilesFound === "warn") env.warn(`${msg}; nothing to gate (if-no-files-found: warn)`);
    else log.info(`${msg} (if-no-files-found: ignore)`);
  }
  return { files, skipped, sharding, walked: found.walked };
}
