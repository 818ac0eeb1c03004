// The base phase: what the candidate is judged against. The baseline (a report file in the
// repository, `baseline: PATH`; or, on a pull request, the newest baseline artifact of the base
// branch's push runs, src/github/baseline.ts) and the quarantine of flaky scenarios
// (docs/repeats.md). The first network call of a run, if any, is here.
//
// A baseline that cannot be used is a `missing` state with the reason, never an exception: the gate
// decides what a missing baseline means (`baseline-missing`). A baseline made of more than a report
// (trace files, its policy) adds its fields to `Base`; the gate phase reads only what it needs.
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

export interface Base {
  /** The baseline as the gate takes it: found (its report, where from, its label), missing (why), or none. */
  baseline: BaselineState;
  /** The quarantine that applies: a push's own file (input `quarantine`), or the one of the baseline artifact. */
  quarantine: Quarantine | null;
}

export async function basePhase(env: RunEnv, ctx: ActionContext): Promise<Base> {
  const quarantine = ownQuarantine(env, ctx);
  const { inputs } = env;
  if (inputs.baseline.kind === "path") return { baseline: baselineFromPath(env, inputs.baseline.path), quarantine };
  if (inputs.baseline.kind === "auto" && ctx.pr) return baselineFromArtifact(env, ctx, ctx.pr.baseRef);
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

function baselineFromPath(env: RunEnv, path: string): BaselineState {
  const p = resolve(env.ws, path);
  try {
    return { kind: "found", report: env.readReport(p, `baseline ${env.display(p)}`), source: env.display(p), label: `baseline (${env.display(p)})` };
  } catch (e) {
    return { kind: "missing", reason: messageOf(e) };
  }
}

/** The base branch's baseline artifact, and the quarantine uploaded with it (the only one a PR gets). */
async function baselineFromArtifact(env: RunEnv, ctx: ActionContext, baseRef: string): Promise<Base> {
  const { deps: d, inputs, log } = env;
  const missing = (reason: string): Base => ({ baseline: { kind: "missing", reason }, quarantine: null });
  if (!d.octokit) return missing("no token to download the baseline artifact");
  if (ctx.repositoryId === null) return missing("the event payload has no repository id");
  if (!baseRef) return missing("the event payload has no base branch");
  const got = await fetchBaseline(d.octokit, { owner: ctx.owner, repo: ctx.repo, repositoryId: ctx.repositoryId, branch: baseRef, artifactName: inputs.baselineArtifact, tempRoot: ctx.runnerTemp }, log);
  if (!got.ok) return missing(got.reason);
  let quarantine: Quarantine | null = null;
  try {
    const file = got.files.includes("report.json") ? "report.json" : got.files.find((f) => f.endsWith(".json"));
    if (!file) throw new UsageError(`artifact ${got.artifactId} holds no report.json`);
    const report = env.readReport(join(got.dir, file), `baseline artifact ${got.artifactId}`);
    if (got.files.includes(QUARANTINE_FILE)) quarantine = readQuarantineFile(join(got.dir, QUARANTINE_FILE), `${QUARANTINE_FILE} of baseline artifact ${got.artifactId}`).quarantine;
    const at = got.headSha ? got.headSha.slice(0, 7) : "";
    const source = `artifact ${got.artifactId} (run ${got.runId}${at ? `, ${at}` : ""})`;
    return { baseline: { kind: "found", report, source, label: `${baseRef}${at ? `@${at}` : ""}` }, quarantine };
  } catch (e) {
    return missing(messageOf(e));
  } finally {
    rmSync(got.dir, { recursive: true, force: true });
  }
}
