// Policy-aware comparison (docs/bundle.md). When the candidate was judged under another policy
// than the baseline, the gate compares like with like: a baseline bundle's traces are re-judged
// under the candidate's policy (by the shell, before the gate) and the comparison gates on that;
// what the policy change did on its own (findings it adds to or removes from the baseline's own,
// unchanged traces, traces it flips) is reported beside it and never gates. Without traces a
// changed policy is stated plainly. Pure.
import type { Report, TraceReport } from "../types.js";
import { compareReports, type CompareOptions } from "./compare.js";
import { pyTruthy } from "./util.js";
import type { CompareFinding, CompareResult, PolicyChange } from "./types.js";

export type { PolicyChange } from "./types.js";

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
  /** With `original`: the candidate's traces judged under the baseline's policy (the other direction), when its trace files are at hand. */
  candidateUnderBase?: Report | null;
  /** Why the candidate could not be judged under the baseline's policy. */
  candidateUnjudged?: string;
  /**
   * The baseline's policy's `zero_tolerance` (a bundle's), for the scenario gate in the other
   * direction; null: that policy has none (the default applies); absent: not known.
   */
  baselineZeroTolerance?: readonly string[] | null;
}

/**
 * A gate failure found only with the base branch's policy by a gate other than the comparison (the
 * scenario gate's zero tolerance, scenarios/directions.ts), phrased by that gate: `reason` for the
 * gate's reasons, `brief` for the note of what the base branch's policy finds.
 */
export interface HiddenGate {
  reason: string;
  brief: string;
}

/** The note of a bare-report baseline: what a bundle would add. */
export const BUNDLE_HINT =
  "The baseline is a bare report: a baseline bundle (report, traces and policy: 'arh validate --bundle-out', or the action's baseline artifact) would let the gate re-judge the baseline's traces when the policy changes, and draw the before side of trace diffs from the traces themselves.";

const short = (d: string | null): string => (d === null ? "unknown" : d.replace(/^sha256:/, "").slice(0, 12));

/** What re-judging did: the baseline under its own policy against its traces under the candidate's. */
export function policyChangeOf(original: Report, rejudged: Report, j: BaselineJudging): PolicyChange {
  const c = compareReports(original, rejudged, { failOn: "never", findingsOnly: true });
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
  const notes = [`Policy changed since the baseline (${digests}): the baseline's ${plural(s.traces, "trace")} were re-judged under the candidate's policy, so the comparison shows what the agent change did; what the policy change did alone gates only when it turns traces red (--policy-change, input policy-change).`];
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

/** The fix a gate reason of traces turned red names. */
export const POLICY_CHANGE_FIX = "A deliberate change: land the policy change in a pull request of its own first, or pass --policy-change report (input policy-change: report)";

/** How `judgeBothDirections` gates: the comparison's options, and what other gates found only under the base branch's policy. */
export type BothDirectionsOptions = CompareOptions & { hiddenGates?: readonly HiddenGate[] };

/** What a policy change does in each direction (`judgeBothDirections`). */
export interface BothDirections {
  /** Gate reasons: agent regressions only the base branch's policy finds (regressions mode). */
  hidden: string[];
  /** Compared traces that fail under this pull request's policy and pass under the base branch's. */
  turnedRed: string[];
  /** What the change does to `turnedRed`, in one sentence (the gate adds POLICY_CHANGE_FIX); null when none. */
  turnedRedReason: string | null;
  /** The two sentences for the first lines: this pull request's policy, then the base branch's. */
  notes: string[];
}

const SEP = "\u0000";
const key = (f: CompareFinding): string => f.trace_id + SEP + (f.rule_id || f.category) + SEP + (f.step_id ?? "");
const at = (f: CompareFinding): string => `${f.trace_id}:${f.rule_id || f.category}${f.step_id ? ` at step ${f.step_id}` : ""}`;
const firstNames = (ids: readonly string[], n = 10): string => ids.slice(0, n).join(", ") + (ids.length > n ? `, and ${ids.length - n} more` : "");

/**
 * A changed policy judged in both directions (docs/compare.md "Policy changes"): `compare` is the
 * candidate against the baseline re-judged under the candidate's policy (`rejudged`); the
 * candidate's traces judged under the baseline's policy (`j.candidateUnderBase`) against the
 * baseline as first judged (`j.original`) finds the agent regressions this pull request's policy
 * hides. Traces that fail under this pull request's policy and pass under the base branch's (the
 * candidate's own, else the baseline's: re-judging flipped it) are what the change turns red.
 * `opts.hiddenGates`: what another gate (the scenario gate's zero tolerance) found only under the
 * base branch's policy; hidden regressions too. Null when the baseline was not re-judged.
 */
export function judgeBothDirections(compare: CompareResult, rejudged: Report, j: BaselineJudging, opts: BothDirectionsOptions): BothDirections | null {
  if (!j.original) return null;
  const digests = `${short(j.baselineDigest)} → ${short(j.candidateDigest)}`;
  const out: BothDirections = { hidden: [], turnedRed: [], turnedRedReason: null, notes: [] };
  const entries = (r: Report): Map<string, TraceReport> => new Map(r.reports.map((e) => [e.trace_id, e]));
  const original = entries(j.original);
  const rejudgedBy = entries(rejudged);
  const underBase = j.candidateUnderBase ? entries(j.candidateUnderBase) : null;
  const passes = (e: TraceReport | undefined): boolean => e !== undefined && pyTruthy(e.passed);
  for (const t of compare.traces) {
    if (t.candidate_passed !== false || t.status_change === "added") continue;
    const red = underBase ? passes(underBase.get(t.trace_id)) : passes(original.get(t.trace_id)) && !passes(rejudgedBy.get(t.trace_id));
    if (red) out.turnedRed.push(t.trace_id);
  }
  const pc = compare.policy_change?.summary;
  const adds = !pc
    ? "changes the findings"
    : pc.new_findings + pc.resolved_findings === 0
      ? "changes no finding of the baseline's own traces"
      : [pc.new_findings ? `adds ${plural(pc.new_findings, "finding")}` : "", pc.resolved_findings ? `removes ${plural(pc.resolved_findings, "finding")}` : ""].filter((x) => x).join(" and ") + " on the baseline's own traces";
  const red = out.turnedRed.length;
  out.notes.push(
    red > 0
      ? `This pull request's policy (${digests}) ${adds}, and turns ${plural(red, "trace")} red that ${red === 1 ? "passes" : "pass"} under the base branch's policy: ${firstNames(out.turnedRed)}.`
      : `This pull request's policy (${digests}) ${adds}; it turns no trace red.`,
  );
  if (red > 0) {
    out.turnedRedReason = `this pull request's policy change turns ${plural(red, "trace")} red that ${red === 1 ? "passes" : "pass"} under the base branch's policy: ${firstNames(out.turnedRed)} (the base branch would fail after the merge)`;
  }
  const base = short(j.baselineDigest);
  const gates = opts.hiddenGates ?? [];
  if (opts.failOn === "regressions") out.hidden.push(...gates.map((g) => g.reason));
  const gatesSaid = gates.length ? `: ${gates.slice(0, 5).map((g) => g.brief).join("; ")}${gates.length > 5 ? `; and ${gates.length - 5} more` : ""}` : "";
  if (!j.candidateUnderBase) {
    out.notes.push(
      `Under the base branch's policy: the candidate could not be judged (${j.candidateUnjudged ?? "its traces are not at hand"}); a regression this pull request's policy hides cannot be seen${gates.length ? ` but for the base branch's zero tolerance (${base}), judged on the candidate's findings${gatesSaid}` : ""}.`,
    );
    return out;
  }
  let under: CompareResult;
  try {
    under = compareReports(j.original, j.candidateUnderBase, { failOn: "regressions", maxScoreDrop: opts.maxScoreDrop ?? null, findingsOnly: true });
  } catch (e) {
    out.notes.push(`Under the base branch's policy: the candidate could not be compared (${e instanceof Error ? e.message : String(e)}).`);
    return out;
  }
  const shown = new Set<string>();
  const flippedHere = new Set<string>();
  for (const t of compare.traces) {
    for (const f of t.new_findings) if (f.severity === "error") shown.add(key(f));
    // a trace this pull request's policy already gates on: its flip under the base branch's policy hides nothing
    if (t.status_change === "pass->fail" || (t.status_change === "added" && t.candidate_passed === false) || t.new_findings.some((f) => f.severity === "error")) flippedHere.add(t.trace_id);
  }
  const hiddenFindings: CompareFinding[] = [];
  const hiddenFlips: string[] = [];
  for (const t of under.traces) {
    for (const f of t.new_findings) if (f.severity === "error" && !shown.has(key(f))) hiddenFindings.push(f);
    if (t.status_change === "pass->fail" && !flippedHere.has(t.trace_id)) hiddenFlips.push(t.trace_id);
  }
  if (opts.failOn === "regressions") {
    if (hiddenFindings.length) {
      const n = hiddenFindings.length;
      out.hidden.push(`${plural(n, "new error finding")} hidden by this pull request's policy change (found under the base branch's policy ${base}): ${hiddenFindings.slice(0, 20).map(at).join(", ")}${n > 20 ? `, and ${n - 20} more` : ""}`);
    }
    for (const id of hiddenFlips) out.hidden.push(`${id}: pass->fail under the base branch's policy ${base}, hidden by this pull request's policy change`);
  }
  const total = hiddenFindings.length + hiddenFlips.length + gates.length;
  out.notes.push(
    total > 0
      ? `Under the base branch's policy (${base}) the candidate has regressions that this pull request's policy hides: ${[
          hiddenFindings.length ? `${plural(hiddenFindings.length, "new error finding")} (${firstNames(hiddenFindings.map(at), 5)})` : "",
          hiddenFlips.length ? `pass → fail: ${firstNames(hiddenFlips, 5)}` : "",
          ...gates.slice(0, 5).map((g) => g.brief),
          gates.length > 5 ? `and ${gates.length - 5} more` : "",
        ]
          .filter((x) => x)
          .join("; ")}.`
      : `Under the base branch's policy (${base}) the candidate has no regression that this pull request's policy hides.`,
  );
  return out;
}
