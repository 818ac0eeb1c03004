// The action's orchestrator: a short pipeline of phases (src/github/phases/), each a function of
// typed values. Inputs and context come in as plain objects; everything that talks to GitHub
// (Octokit, artifact upload, summary, outputs, logging) is injected (RunDeps).
//
//   source   validate the traces here | merge a matrix's shards | publish a workflow_run's artifact
//            -> the report and what the run is about (commit, PR, policy), or a stop as a value
//   files    the report files in output-dir
//   base     the baseline (a path or the base branch's artifact) and the quarantine
//   gate     runGate (src/gate/gate.ts, the CLI's gate too) and the comparison's files
//   deliver  annotations or check run, SARIF, PR comment, baseline upload, job summary
//   outputs  the step's outputs and the result, built in one place (phases/outputs.ts); a run
//            that fails with an error after the files phase still sets the report files' outputs
//
// Order matters: all reports of the local data are written to output-dir (atomically) before any
// network call, so a failing API never loses them; network steps only degrade with a notice. The
// source's own network calls (publishing, merging) only read; the first call after the report
// files is the baseline download.
import { runEnv, type RunDeps } from "./phases/env.js";
import { sourcePhase } from "./phases/source.js";
import { writeReportFiles } from "./phases/files.js";
import { basePhase } from "./phases/base.js";
import { gatePhase } from "./phases/gate.js";
import { deliverPhase, deliverStop } from "./phases/deliver.js";
import { filesOutcome, finish, finishFailed, gatedOutcome, stopOutcome, type RunResult } from "./phases/outputs.js";

export type { RunDeps } from "./phases/env.js";
export type { RunResult } from "./phases/outputs.js";
export { checkOutputDir, repositoryRoot } from "./phases/env.js";

export async function runAction(d: RunDeps): Promise<RunResult> {
  const env = runEnv(d);
  const source = await sourcePhase(env);
  if (source.kind === "stop") return finish(d, stopOutcome(env, source.stop, await deliverStop(env, source.stop)));
  const { report, subject } = source;
  const files = writeReportFiles(env, report, subject);
  let outcome;
  try {
    // the traces validated here are also judged under the base branch's policy when it differs
    const base = await basePhase(env, subject.ctx, { report, policy: subject.policy, traces: subject.published ? null : { cwd: env.ws, format: env.inputs.format } });
    try {
      const judged = gatePhase(env, report, subject, files, base);
      const { publication, verdict } = await deliverPhase(env, { report, subject, files, base, judged });
      outcome = gatedOutcome(env, report, judged, publication, verdict);
    } finally {
      base.cleanup?.();
    }
  } catch (e) {
    finishFailed(d, filesOutcome(env));
    throw e;
  }
  return finish(d, outcome);
}
