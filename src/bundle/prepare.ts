// The baseline the gate compares with, prepared by the shells (docs/bundle.md): a bare report as
// it is; a bundle's report when both sides were judged under the same policy; else the bundle's
// traces re-judged under the candidate's policy (the comparison is then like with like), with the
// baseline as first judged kept to say what the policy change did on its own.
import type { Policy } from "../policy/model.js";
import type { Report } from "../types.js";
import { stepSharer } from "../compare/digests.js";
import { forgetReadLists } from "../compare/load.js";
import type { Format } from "../adapters/index.js";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import type { Quarantine } from "../scenarios/quarantine.js";
import { runValidation, runValidationTwice, type PipelineOptions, type SecondPolicy } from "../engine/pipeline.js";
import type { BaselineJudging } from "../compare/policy.js";
import { bundleError, type BaselineSource, type Bundle } from "./read.js";
import { SourceReadError } from "../engine/source.js";
import { stepDetailsFrom, type StepDetails } from "./details.js";
import { POLICY_FILE } from "./format.js";

export interface PreparedBaseline {
  /** The report the gate compares the candidate with. */
  report: Report;
  judging: BaselineJudging;
  /** The bundle's quarantine (the base branch's), else null. */
  quarantine: Quarantine | null;
  /** The before side of trace diffs, from the bundle's traces; null for a bare report. */
  details: StepDetails | null;
  bundle: Bundle | null;
}

export interface CandidateSide {
  report: Report;
  /** The candidate's policy, when at hand (it re-judges only if its digest is the candidate report's). */
  policy: Policy | null;
  /** Where the candidate's trace files are (its report's paths are relative to `cwd`): then it is also judged under the baseline's policy. */
  traces?: { cwd: string; format: Format } | null;
  /** The candidate's traces already judged under the baseline's policy, in the same pass as under its own (`judgeCandidate`). */
  underBase?: Report | null;
  /**
   * Worker threads for judging again (`--jobs`): how many besides the main thread, the file they
   * start from, and the candidate's policy as its file says it (the workers parse it themselves).
   */
  threads?: { workers: number; entry: URL; policyText: string; policyPath: string } | null;
}

/**
 * The candidate's trace files judged under its policy (`runValidation`), and when the baseline is a
 * bundle judged under another policy, under the bundle's too, from the same reading of each file
 * (engine/pipeline.ts `runValidationTwice`): what `prepareBaseline` would otherwise judge again
 * (CandidateSide `underBase`). `opts.parallel` names the candidate's policy file; the workers are
 * given the bundle's as well.
 */
export async function judgeCandidate(src: BaselineSource, files: string[], policy: Policy, opts: PipelineOptions): Promise<{ report: Report; underBase: Report | null }> {
  const base = baselinePolicy(src);
  // the digest the bundle was judged with (its report's, checked equal to its policy's when opened)
  if (base === null || policy.digest === base.policy.digest) return { report: await runValidation(files, policy, opts), underBase: null };
  const r = await runValidationTwice(files, policy, opts, base);
  return { report: r.report, underBase: r.second };
}

function baselinePolicy(src: BaselineSource): SecondPolicy | null {
  return src.kind === "bundle" ? { policy: src.bundle.policy, policyText: src.bundle.policyText, policyPath: POLICY_FILE } : null;
}

export async function prepareBaseline(src: BaselineSource, cand: CandidateSide): Promise<PreparedBaseline> {
  const prepared = await prepare(src, cand);
  // both sides are read now (the CLI's and the action's gate alike): the step lists kept to share
  // with a next report read go, rather than when the event loop turns (compare/load.ts)
  forgetReadLists();
  return prepared;
}

async function prepare(src: BaselineSource, cand: CandidateSide): Promise<PreparedBaseline> {
  const candidateDigest = cand.report.policy_digest ?? null;
  if (src.kind === "report") {
    const judging: BaselineJudging = { traces: false, baselineDigest: src.report.policy_digest ?? null, candidateDigest, original: null, unjudged: null };
    return { report: src.report, judging, quarantine: null, details: null, bundle: null };
  }
  const b = src.bundle;
  await b.checked(); // every trace file as the manifest lists it, before any is used
  const baselineDigest = b.report.policy_digest ?? b.policy.digest ?? null;
  const base = { quarantine: b.quarantine, details: stepDetailsFrom(b.traceBytes, b.format), bundle: b };
  const same = candidateDigest === null || candidateDigest === baselineDigest;
  if (same) return { ...base, report: b.report, judging: { traces: true, baselineDigest, candidateDigest, original: null, unjudged: null } };
  if (!cand.policy || cand.policy.digest !== candidateDigest) {
    const unjudged = cand.policy ? "the policy given is not the one the candidate report was judged with" : "pass the candidate's policy (--policy) to re-judge";
    return { ...base, report: b.report, judging: { traces: true, baselineDigest, candidateDigest, original: null, unjudged } };
  }
  const { tracesDir, files, source } = b.traceFiles();
  const rejudged = await runValidation(files, cand.policy, {
    // each trace's digests as first judged, held once: judging again under another policy gives the same
    onEntry: stepSharer(b.report),
    format: b.format,
    failUnder: cand.report.fail_under ?? b.report.fail_under ?? 70,
    cwd: tracesDir,
    // a zip's traces are read where they are, never extracted; a file that cannot be is the bundle's problem
    ...(source ? { source } : {}),
    ...(cand.threads ? { parallel: { workers: cand.threads.workers, entry: cand.threads.entry, policyText: cand.threads.policyText, policyPath: cand.threads.policyPath, render: false, keepSteps: true } } : {}),
    // memory traces are judged from the results the run recorded (never by running a memory system again)
    ...(b.memoryResults ? { memory: { resultsFile: b.memoryResults } } : {}),
  }).catch((e: unknown) => {
    throw e instanceof SourceReadError ? bundleError(b.name, e.message) : e;
  });
  const kept = b.memoryResults ? 0 : keepMemoryEntries(rejudged, b.report);
  const under = await candidateUnderBase(cand, b.policy, b.policyText);
  return { ...base, report: rejudged, judging: { traces: true, baselineDigest, candidateDigest, original: b.report, unjudged: null, baselineZeroTolerance: b.policy.zero_tolerance, ...(kept ? { keptMemory: kept } : {}), ...under } };
}

/**
 * The candidate's trace files judged under the baseline's policy (the other direction of a policy
 * change, compare/policy.ts `judgeBothDirections`), or why they could not be.
 */
async function candidateUnderBase(cand: CandidateSide, policy: Policy, policyText: string): Promise<Pick<BaselineJudging, "candidateUnderBase" | "candidateUnjudged">> {
  if (!cand.traces) return { candidateUnderBase: null, candidateUnjudged: "the candidate is a report without its trace files" };
  const cwd = cand.traces.cwd;
  const files = [...new Set(cand.report.reports.map((e) => e.source_path).filter((p): p is string => typeof p === "string" && p !== ""))].map((p) => resolve(cwd, p));
  if (files.some((f) => !existsSync(f))) return { candidateUnderBase: null, candidateUnjudged: "a trace file of the candidate report is not at hand" };
  if (cand.underBase && cand.underBase.policy_digest === policy.digest) {
    keepMemoryEntries(cand.underBase, cand.report);
    return { candidateUnderBase: cand.underBase };
  }
  const t = cand.threads;
  const under = await runValidation(files, policy, { format: cand.traces.format, failUnder: cand.report.fail_under ?? 70, cwd, ...(t ? { parallel: { workers: t.workers, entry: t.entry, policyText, policyPath: POLICY_FILE, render: false, keepSteps: true } } : {}) });
  keepMemoryEntries(under, cand.report);
  return { candidateUnderBase: under };
}

/**
 * Without recorded memory results, a memory trace cannot be judged again as it was (its scores came
 * from running the memory system): its entry is kept as first judged. Returns how many were.
 */
function keepMemoryEntries(rejudged: Report, original: Report): number {
  const first = new Map(original.reports.filter((e) => e.kind === "memory").map((e) => [e.source_path + "\u0000" + e.trace_id, e]));
  let kept = 0;
  rejudged.reports = rejudged.reports.map((e) => {
    const o = e.kind === "memory" ? first.get(e.source_path + "\u0000" + e.trace_id) : undefined;
    if (!o) return e;
    kept++;
    return o;
  });
  return kept;
}
