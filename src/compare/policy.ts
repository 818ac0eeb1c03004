// Policy-aware comparison (docs/bundle.md). When the candidate was judged under another policy
// than the baseline, the gate compares like with like: a baseline bundle's traces are re-judged
// under the candidate's policy (by the shell, before the gate) and the comparison gates on that;
// what the policy change did on its own (findings it adds to or removes from the baseline's own,
// unchanged traces, traces it flips) is reported beside it and never gates. Without traces a
// changed policy is stated plainly. Pure.
import type { Report } from "../types.js";
import { compareReports } from "./compare.js";
import type { CompareFinding, CompareResult } from "./types.js";

/** How the baseline the gate compares with was judged (the shell fills it in). */
export interface BaselineJudging {
  /** The baseline carries its traces (a bundle). */
  traces: boolean;
  /** The policy digests the two sides were judged with (null: the report does not say). */
  baselineDigest: string | null;
  candidateDigest: string | null;
  /** The baseline as judged under its own policy, when the gate's baseline is its traces re-judged under the candidate's. */
  original: Report | null;
  /** Why a changed policy could not be re-judged although the bundle has its traces, else null. */
  unjudged: string | null;
  /** Memory traces kept as first judged when re-judging (the bundle has no recorded memory results). */
  keptMemory?: number;
}

/** The compare JSON's `policy_change` (additive): present when the two policies differ. */
export interface PolicyChange {
  baseline_policy_digest: string | null;
  candidate_policy_digest: string | null;
  /** The baseline's traces were re-judged under the candidate's policy: the comparison is like with like. */
  rejudged: boolean;
  /** What the candidate's policy alone does to the baseline's own traces (re-judged only). */
  summary?: { traces: number; new_findings: number; new_error_findings: number; resolved_findings: number; pass_to_fail: number; fail_to_pass: number };
  new_findings?: CompareFinding[];
  resolved_findings?: CompareFinding[];
  flipped?: { trace_id: string; status_change: "pass->fail" | "fail->pass" }[];
}

/** The note of a bare-report baseline: what a bundle would add. */
export const BUNDLE_HINT =
  "The baseline is a bare report: a baseline bundle (report, traces and policy: 'arh validate --bundle-out', or the action's baseline artifact) would let the gate re-judge the baseline's traces when the policy changes, and draw the before side of trace diffs from the traces themselves.";

const short = (d: string | null): string => (d === null ? "unknown" : d.replace(/^sha256:/, "").slice(0, 12));

/** What re-judging did: the baseline under its own policy against its traces under the candidate's. */
export function policyChangeOf(original: Report, rejudged: Report, j: BaselineJudging): PolicyChange {
  const c = compareReports(original, rejudged, { failOn: "never" });
  const added: CompareFinding[] = [];
  const removed: CompareFinding[] = [];
  const flipped: NonNullable<PolicyChange["flipped"]> = [];
  for (const t of c.traces) {
    for (const f of t.new_findings) added.push(f);
    for (const f of t.resolved_findings) removed.push(f);
    if (t.status_change === "pass->fail" || t.status_change === "fail->pass") flipped.push({ trace_id: t.trace_id, status_change: t.status_change });
  }
  return {
    baseline_policy_digest: j.baselineDigest,
    candidate_policy_digest: j.candidateDigest,
    rejudged: true,
    summary: {
      traces: rejudged.reports.length,
      new_findings: added.length,
      new_error_findings: added.filter((f) => f.severity === "error").length,
      resolved_findings: removed.length,
      pass_to_fail: flipped.filter((f) => f.status_change === "pass->fail").length,
      fail_to_pass: flipped.filter((f) => f.status_change === "fail->pass").length,
    },
    new_findings: added,
    resolved_findings: removed,
    flipped,
  };
}

/** `trace:rule at step s` for the first few findings, the rest counted. */
function listed(fs: readonly CompareFinding[], n = 5): string {
  const head = fs.slice(0, n).map((f) => `${f.trace_id}:${f.rule_id || f.category}${f.step_id ? ` at step ${f.step_id}` : ""}`);
  return head.join(", ") + (fs.length > n ? `, and ${fs.length - n} more` : "");
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** The sentences that say what the policy change did, for the top of the summary, the comment and the log. */
export function policyChangeNotes(pc: PolicyChange): string[] {
  const digests = `${short(pc.baseline_policy_digest)} → ${short(pc.candidate_policy_digest)}`;
  if (!pc.rejudged || !pc.summary) return [];
  const s = pc.summary;
  const notes = [`Policy changed since the baseline (${digests}): the baseline's ${plural(s.traces, "trace")} were re-judged under the candidate's policy, so the comparison shows what the agent change did; what the policy change did alone never gates.`];
  if (s.resolved_findings > 0) notes.push(`The policy change removes ${plural(s.resolved_findings, "finding")} from the baseline's own traces (no longer reported, not resolved by the agent): ${listed(pc.resolved_findings ?? [])}.`);
  if (s.new_findings > 0) notes.push(`The policy change adds ${plural(s.new_findings, "finding")} (${plural(s.new_error_findings, "error")}) to the baseline's own traces: ${listed(pc.new_findings ?? [])}.`);
  if (s.pass_to_fail + s.fail_to_pass > 0) {
    const flips = (pc.flipped ?? []).slice(0, 5).map((f) => `${f.trace_id} (${f.status_change === "pass->fail" ? "pass → fail" : "fail → pass"})`).join(", ") + ((pc.flipped ?? []).length > 5 ? `, and ${(pc.flipped ?? []).length - 5} more` : "");
    notes.push(`The policy change alone flips ${plural(s.pass_to_fail + s.fail_to_pass, "baseline trace")}: ${flips}.`);
  }
  if (s.resolved_findings + s.new_findings + s.pass_to_fail + s.fail_to_pass === 0) notes.push("The policy change alone changes no finding and no verdict of the baseline's traces.");
  return notes;
}

/**
 * Apply what the shell found out about the two policies to a comparison made (`compare`, against
 * `baseline` as the gate has it: the re-judged one when `j.original` is set): `policy_change` is set when the policies differ, and the notes
 * say it, the re-judging's effect first. A bare report gets the one note of what a bundle would add.
 */
export function applyJudging(compare: CompareResult, baseline: Report, j: BaselineJudging | undefined, notes: string[]): void {
  if (!j) return;
  const differ = j.baselineDigest !== null && j.candidateDigest !== null && j.baselineDigest !== j.candidateDigest;
  if (j.original) {
    const pc = policyChangeOf(j.original, baseline, j);
    compare.policy_change = pc;
    const kept = j.keptMemory ? [`${plural(j.keptMemory, "memory trace")} of the baseline kept as first judged: the bundle has no recorded memory results to judge them again with (arh validate --memory-results).`] : [];
    notes.unshift(...policyChangeNotes(pc), ...kept);
    return;
  }
  if (differ) {
    compare.policy_change = { baseline_policy_digest: j.baselineDigest, candidate_policy_digest: j.candidateDigest, rejudged: false };
    const why = j.traces ? (j.unjudged ?? "the candidate's policy is not at hand") : "the baseline is a bare report without its traces";
    notes.unshift(
      `Policy changed since the baseline (${short(j.baselineDigest)} → ${short(j.candidateDigest)}) and the baseline could not be re-judged (${why}): new and resolved findings below mix what the policy change did with what the agent change did.`,
    );
    if (!j.traces) notes.push(BUNDLE_HINT);
    return;
  }
  if (!j.traces) notes.push(BUNDLE_HINT);
}
