// The gate, once, for `arh validate`, `arh compare` and the action: given the candidate report and
// what became of the baseline, it compares, decides the verdict with one phrasing of every reason,
// and builds the trace diffs of the regressions. Pure: the shells read files, talk to GitHub and
// write what it returns.
import type { Report } from "../types.js";
import type { Policy } from "../policy/model.js";
import { strictPolicyError, type PolicyDiagnostic } from "../policy/diagnostics.js";
import { compareReports, failingTracesReason } from "../compare/compare.js";
import { legacyStepIdWarning } from "../compare/identity.js";
import type { CompareResult, FailOn } from "../compare/types.js";
import type { AbtDocument } from "../tracediff/model.js";
import type { BaselineMissing, FailOnInput, PolicyChangeMode, UnpairedMode } from "./options.js";
import { pairingOf, pairingProblems } from "../compare/pairing.js";
import { gateScenarios } from "../scenarios/gate.js";
import { checkZeroTolerance } from "../scenarios/zero.js";
import { toRunRecords, type RunRecord, type ScenarioPattern } from "../scenarios/scenario.js";
import { phrase, phraseNoCandidateRuns, phrasePassedDespite } from "../scenarios/reasons.js";
import { zeroToleranceHiddenByPolicy, type UnderBasePolicy } from "../scenarios/directions.js";
import type { GateOptions, ScenarioGateResult } from "../scenarios/types.js";
import type { Pairing } from "../compare/types.js";
import { evaluateGate } from "../compare/compare.js";
import { POLICY_CHANGE_FIX, applyJudging, judgeBothDirections, type BaselineJudging } from "../compare/policy.js";
import type { BuildTraceDiffsInput, StepDetails } from "../tracediff/build.js";
import { gateThresholds, usageGate } from "./usage.js";
import { plural } from "../report/util.js";
import { uncheckedUsageGates } from "../compare/cost.js";
import type { UsageThresholds } from "../util/threshold.js";
import { evaluationGate } from "../scenarios/evaluation-gate.js";
import { settleCalibrations } from "../calibrate/judge-gate.js";

/** What became of the baseline before the gate: none asked for, asked for but unusable, or read. */
export type BaselineState =
  | { kind: "none" }
  | { kind: "missing"; reason: string }
  | { kind: "found"; report: Report; source: string; label: string; judging?: BaselineJudging; details?: StepDetails | null };

export interface GateRequest {
  candidate: Report;
  baseline: BaselineState;
  /** The policy of the run (trace diffs name its rules); null when only reports are compared. */
  policy: Policy | null;
  /** `auto`: regressions with a baseline, failures without. */
  failOn: FailOnInput;
  maxScoreDrop: number | null;
  /** A missing baseline: fail the gate, warn and gate absolutely, or gate absolutely quietly. */
  baselineMissing: BaselineMissing;
  /**
   * How to build the before/after trace diffs of the regressions (gate/diffs.ts: every one, or only
   * those the Markdown shows), or false. A function the caller passes, so that a gate without a
   * baseline (`arh validate`) does not load the diff builder and the renderers it needs.
   */
  traceDiffs: false | TraceDiffBuilder;
  /** The candidate's name in trace diffs (the baseline's is its label). */
  candidateLabel?: string;
  /** The after side of trace diffs from the candidate's trace files (validated in this run), else its digests. */
  candidateDetails?: StepDetails | null;
  /** Repeated runs (docs/repeats.md): how runs map to scenarios and the scenario gate's options. */
  repeats?: RepeatsRequest;
  /**
   * A comparison already made, with its trace diffs (`arh compare` streams large reports,
   * gate/stream.ts): the gate uses it instead of comparing `baseline.report` with `candidate`,
   * whose traces it then does not read. Never with the scenario gate (it reads every run).
   */
  compared?: { result: CompareResult; diffs: Map<string, AbtDocument>; diffsError: string | null };
  /** Traces that do not pair with the baseline (none paired, or paired by position and changed): fail the gate (default) or warn. */
  unpaired?: UnpairedMode;
  /** A policy change that turns traces red which pass under the base branch's policy: fail the gate (default) or report it. */
  policyChange?: PolicyChangeMode;
  /** Where the policy came from (its file), for the headline; absent: the candidate report's. */
  policySource?: string;
  /** Usage gates from flags or inputs (docs/cost.md); the policy's `regression` block fills the rest. */
  usage?: UsageThresholds | null;
  /**
   * A run that checked no trace passes (`--allow-empty`, input `allow-empty`). By default it fails,
   * as a test runner with no tests does: a recorder that wrote nothing never turns the gate green.
   */
  allowEmpty?: boolean;
}

/** Why a run without traces fails the gate (one line: what happened and how to opt out). */
export const EMPTY_RUN_REASON =
  "nothing was checked: no trace was validated (a run without traces never passes); check the trace paths, or pass --allow-empty (input allow-empty: true) to accept an empty run";

/** Builds the trace diffs of a comparison, by trace id (gate/diffs.ts). */
export type TraceDiffBuilder = (input: BuildTraceDiffsInput) => Map<string, AbtDocument>;

export interface RepeatsRequest {
  pattern: ScenarioPattern | null;
  options: GateOptions;
  /**
   * The user asked for the scenario gate (a scenario pattern, min-runs, alpha, a quarantine…):
   * it then judges even a run of single runs, and a run without runs or checks fails closed.
   * Otherwise it steps in only when some scenario has repeated runs.
   */
  explicit: boolean;
}

/** A line for the shell to print: `warning` is a warning annotation in the action. */
export interface GateMessage {
  level: "info" | "warning";
  text: string;
}

export interface GateOutcome {
  passed: boolean;
  reasons: string[];
  /** The mode that decided: `auto` resolved, `failures` when there was no usable baseline. */
  failOn: FailOn;
  /** The baseline as the gate used it: `found` becomes `missing` when the comparison is impossible. */
  baseline: BaselineState;
  /** The comparison (of a streamed one, its kept traces only: `compared`). */
  compare: CompareResult | null;
  /** Trace diffs of the regressed traces, by trace id (empty without a comparison). */
  diffs: Map<string, AbtDocument>;
  /** Why the trace diffs could not be built (they never fail the gate), else null. */
  diffsError: string | null;
  /** Sentences for the job summary and the PR comment (the gate went absolute, …). */
  notes: string[];
  messages: GateMessage[];
  /**
   * The policy's diagnostics (policy/diagnostics.ts; warnings here: with strict-policy runGate
   * throws). The shells show them before the report, not in `messages`.
   */
  policyDiagnostics: PolicyDiagnostic[];
  /** Error findings that are new against the baseline, or all of them without one. */
  newErrors: number;
  /**
   * The scenario gate, when runs repeat (a scenario with more than one run on a side), when
   * min-runs asks for more than one, or when a quarantine applies; null: every scenario is one run
   * and the gate is exactly the single-run one.
   */
  scenarios: ScenarioGateResult | null;
}

export function runGate(req: GateRequest): GateOutcome {
  const reasons: string[] = [];
  const notes: string[] = [];
  const messages: GateMessage[] = [];
  let baseline = req.baseline;
  let compare: CompareResult | null = null;
  let failOn: FailOn;
  /** Reasons of pairing and of the policy change's other direction: added after the scenario gate, which rewrites `reasons`. */
  const later: string[] = [];
  /** Traces a policy change turns red, reported only (`--policy-change report`): the verdict line's why. */
  let reportedRed: string | null = null;
  let baselineLine: GateMessage | null = null;
  if (req.compared && req.repeats?.explicit) throw new Error("a streamed comparison cannot take the scenario gate");
  const policyDiagnostics = checkPolicy(req.policy, req.repeats?.options.strictPolicy === true);
  if (baseline.kind === "found" && req.compared) compare = req.compared.result;
  else if (baseline.kind === "found") {
    try {
      compare = compareReports(baseline.report, req.candidate, { failOn: req.failOn === "auto" ? "regressions" : req.failOn, maxScoreDrop: req.maxScoreDrop, usage: gateThresholds(req.usage, req.policy, req.repeats?.options.alpha) });
    } catch (e) {
      // e.g. a duplicated trace_id: the comparison is impossible, which is "no usable baseline".
      baseline = { kind: "missing", reason: `comparison with ${baseline.source} impossible: ${e instanceof Error ? e.message : String(e)}` };
    }
  }
  if (baseline.kind === "found" && compare) {
    failOn = req.failOn === "auto" ? "regressions" : req.failOn;
    applyJudging(compare, baseline.report, baseline.judging, notes);
    if (!compare.gate.passed) reasons.push(...compare.gate.reasons);
    // worded once pairing and the policy change's other direction are known (below)
    baselineLine = { level: "info", text: `Baseline: ${baseline.source}; gate '${failOn}': ${compare.gate.passed ? "passed" : "failed"}` };
    messages.push(baselineLine);
    const legacy = legacyStepIdWarning(compare, req.compared ? null : baseline.report, baseline.source);
    if (legacy) {
      messages.push({ level: "warning", text: legacy });
      notes.push(legacy);
    }
  } else {
    failOn = req.failOn === "never" ? "never" : "failures";
    if (baseline.kind === "missing") {
      const msg = `No baseline: ${baseline.reason}.`;
      if (req.baselineMissing === "fail") {
        reasons.push(`no baseline (baseline-missing: fail): ${baseline.reason}`);
        // A log line, not an error annotation: the verdict carries the reason, and the runner's
        // 10 error annotations per step stay for the findings and the verdict.
        messages.push({ level: "info", text: msg });
      } else if (req.baselineMissing === "warn") {
        messages.push({ level: "warning", text: `${msg} Falling back to an absolute gate (fail-on: ${failOn}).` });
        notes.push(`${msg} The gate is absolute (fail-on: ${failOn}).`);
      } else messages.push({ level: "info", text: `${msg} (baseline-missing: ignore)` });
    }
    if (failOn === "failures") {
      const failing = req.candidate.reports.filter((r) => !r.passed).map((r) => r.trace_id);
      if (failing.length > 0) reasons.push(failingTracesReason(failing));
    }
  }

  const scenarios = req.repeats && !req.compared ? repeatGate(req, baseline, compare, failOn, reasons, messages) : null;
  if (compare && baseline.kind === "found" && baseline.judging) {
    // the policy change in both directions, the scenario gate's zero tolerance included (it needs the scenario gate's verdict)
    const hiddenGates = scenarios && req.repeats && failOn === "regressions" ? zeroToleranceHiddenByPolicy(req.policy?.zero_tolerance ?? null, underBasePolicy(baseline.report, req.candidate, baseline.judging), req.repeats.pattern, req.repeats.options) : [];
    const both = judgeBothDirections(compare, baseline.report, baseline.judging, { failOn, maxScoreDrop: req.maxScoreDrop, hiddenGates });
    if (both) {
      notes.unshift(...both.notes);
      later.push(...both.hidden);
      if (both.turnedRedReason !== null && failOn !== "never") {
        if ((req.policyChange ?? "gate") === "gate") later.push(`${both.turnedRedReason}. ${POLICY_CHANGE_FIX}`);
        else {
          reportedRed = `${both.turnedRedReason} (policy-change: report: reported, not gated)`;
          // before the baseline's line, as the first thing said of the comparison
          messages.splice(baselineLine ? messages.indexOf(baselineLine) : messages.length, 0, { level: "warning", text: reportedRed });
        }
      }
    }
  }
  if (compare && baseline.kind === "found") {
    const pairing = checkPairing(req, baseline.report, compare, scenarios, failOn, later, messages, notes);
    compare.gate.checked = checkedSentence(req, compare, pairing, scenarios);
  } else if (req.candidate.reports.length === 0) emptyRun(req.allowEmpty === true, reasons, notes);
  reasons.push(...later);
  if (baselineLine && later.length) baselineLine.text = baselineLine.text.replace(/: passed$/, ": failed");
  if (compare && (scenarios || later.length)) {
    compare.gate = { ...compare.gate, passed: reasons.length === 0, reasons: [...reasons], ...(later.length ? { also: [...later] } : {}) };
    // the verdict line says why failing runs it lists did not fail the gate (report/compare.ts)
    const why = scenarios && compare.gate.passed && failOn !== "never" ? phrasePassedDespite(scenarios) : null;
    if (why !== null) compare.gate.why = why;
    else delete compare.gate.why;
  }
  if (compare && reportedRed !== null && compare.gate.passed && compare.gate.why === undefined) compare.gate.why = reportedRed;

  // a streamed comparison applied the usage gates itself (gate/stream.ts)
  const usageReasons = req.compared ? [] : usageGate(compare, baseline.kind === "found" ? baseline.report : null, req.candidate, gateThresholds(req.usage, req.policy, req.repeats?.options.alpha), req.repeats?.pattern ?? null, failOn);
  if (compare && usageReasons.length > 0) {
    reasons.push(...usageReasons);
    compare.gate = { ...compare.gate, passed: false, reasons: [...compare.gate.reasons, ...usageReasons] };
    delete compare.gate.why;
  }

  settleCalibrations(req.policy); // evaluations (docs/evaluations.md): judges that do not gate, the regression per scenario
  const ev = evaluationGate(req.policy?.evaluations, baseline.kind === "found" && !req.compared ? baseline.report : null, req.candidate, req.repeats?.pattern ?? null, req.repeats?.options.alpha ?? req.policy?.regression?.alpha ?? 0.05);
  notes.unshift(...ev.notGated);
  messages.push(...ev.notGated.map((text) => ({ level: "warning" as const, text })));
  for (const w of ev.result?.warnings ?? []) messages.push({ level: "warning", text: w });
  if (req.compared && [...(req.policy?.evaluations?.specs.values() ?? [])].some((x) => x.max_mean_drop !== null)) messages.push({ level: "warning", text: "evaluation regression (max_mean_drop) not checked: the reports were compared streamed; --stream never compares them in memory, where it is checked" });
  if (compare && ev.result) compare.evaluations = ev.result;
  if (compare && ev.result?.reasons.length && failOn !== "never") {
    reasons.push(...ev.result.reasons);
    // listed under the verdict (`also`: no regression block of the compare Markdown shows them)
    compare.gate = { ...compare.gate, passed: false, reasons: [...compare.gate.reasons, ...ev.result.reasons], also: [...(compare.gate.also ?? []), ...ev.result.reasons] };
    delete compare.gate.why;
  }

  // Trace diffs of changed traces (best effort: a renderer problem never fails the gate).
  let diffs = new Map<string, AbtDocument>();
  let diffsError: string | null = null;
  if (req.traceDiffs && compare && baseline.kind === "found" && req.compared) {
    diffs = req.compared.diffs;
    diffsError = req.compared.diffsError;
  } else if (req.traceDiffs && compare && baseline.kind === "found") {
    try {
      const input = {
        compare,
        baseline: baseline.report,
        candidate: req.candidate,
        policy: req.policy,
        ...(baseline.label ? { baselineLabel: baseline.label } : {}),
        ...(req.candidateLabel ? { candidateLabel: req.candidateLabel } : {}),
        details: { baseline: baseline.details ?? null, candidate: req.candidateDetails ?? null },
      };
      diffs = req.traceDiffs(input);
    } catch (e) {
      diffsError = e instanceof Error ? e.message : String(e);
    }
  }
  const newErrors = compare ? compare.summary.new_error_findings : req.candidate.reports.reduce((n, r) => n + r.findings.filter((f) => f.severity === "error").length, 0);
  return { passed: reasons.length === 0, reasons, failOn, baseline, compare, diffs, diffsError, notes, messages, policyDiagnostics, newErrors, scenarios };
}

/**
 * The gate over repeated runs. Runs are grouped into scenarios on both sides; when every scenario
 * is one run against one and the user asked for nothing, nothing changes and null is returned.
 * Otherwise, in `regressions` mode the scenario gate replaces the per-trace verdict for repeated
 * scenarios, and single-run scenarios keep the exact per-trace rules (semantics.md §7); in
 * `failures` mode every failing trace still fails, and the scenario gate adds min-runs, the
 * vacuous-run rule and expired quarantine entries. `reasons` and `messages` are rewritten in place.
 */
function repeatGate(req: GateRequest, baseline: BaselineState, compare: CompareResult | null, failOn: FailOn, reasons: string[], messages: GateMessage[]): ScenarioGateResult | null {
  const rq = req.repeats!;
  if (!rq.explicit && onlySingleRuns(req, baseline)) return null;
  // Not asked for: step in only when some scenario repeats, and leave reports the exact comparison
  // cannot use either (duplicate trace ids) to today's rules and messages.
  if (!rq.explicit && (hasDuplicateIds(req.candidate) || (baseline.kind === "found" && hasDuplicateIds(baseline.report)))) return null;
  const baseRuns = baseline.kind === "found" && compare ? toRunRecords(baseline.report.reports, rq.pattern, `baseline ${baseline.source}`) : [];
  const candRuns = toRunRecords(req.candidate.reports, rq.pattern, "candidate report");
  // zero tolerance: the flag or input, else the policy's section, else the default list
  const options = rq.options.zeroTolerance === undefined && req.policy?.zero_tolerance ? { ...rq.options, zeroTolerance: req.policy.zero_tolerance } : rq.options;
  const sg = gateScenarios(baseRuns, candRuns, options);
  if (!rq.explicit && sg.rows.every((r) => r.outcome === "single-run")) return null;
  const vacuous = vacuousReason(req.candidate);
  for (const w of sg.warnings) messages.push({ level: "warning", text: w });
  if (failOn === "never") return sg;
  const scenarioReasons = [...sg.reasons];
  if (vacuous !== null) scenarioReasons.push(vacuous);
  if (failOn === "regressions" && compare) {
    // Single-run scenarios: the exact per-trace rules, over their traces only (quarantined
    // scenarios and findings left out; they are reported as warnings by the scenario gate).
    const position = new Map(compare.traces.map((t, i) => [t.trace_id, i]));
    const single = new Map<string, string>();
    const quarantinedFindings = new Set<string>();
    for (const row of sg.rows) {
      if (row.outcome !== "single-run") continue;
      for (const q of row.finding_quarantines) quarantinedFindings.add(JSON.stringify([row.scenario, q.rule_id, q.category, q.step_id]));
      const ids = [...(row.candidate?.trace_ids ?? []), ...(row.baseline?.trace_ids ?? [])];
      if (row.quarantine) {
        // Reported, never gated: what the exact rules would have said, as a warning.
        const held = evaluateGate(
          // the row's traces in the comparison's order
          [...new Set(ids)].flatMap((id) => position.get(id) ?? []).sort((a, b) => a - b).map((i) => compare.traces[i]!),
          { failOn: "regressions", maxScoreDrop: req.maxScoreDrop },
        );
        if (!held.passed) messages.push({ level: "warning", text: `${phrase(row.scenario, { kind: "quarantined", ref: row.quarantine })}: ${held.reasons.join("; ")}` });
        continue;
      }
      for (const id of ids) single.set(id, row.scenario);
    }
    const traces = compare.traces
      .filter((t) => single.has(t.trace_id))
      .map((t) => ({ ...t, new_findings: t.new_findings.filter((f) => !quarantinedFindings.has(JSON.stringify([single.get(t.trace_id), f.rule_id, f.category, f.step_id ?? null]))) }));
    const exact = evaluateGate(traces, { failOn: "regressions", maxScoreDrop: req.maxScoreDrop });
    reasons.length = 0;
    reasons.push(...exact.reasons, ...scenarioReasons);
  } else if (failOn === "failures") {
    // Every failing trace still fails; of the scenario gate, what judges the candidate alone.
    const own = sg.rows.filter((r) => r.verdict === "too-few-runs").flatMap((r) => r.reasons.slice(0, 1));
    const tail = sg.reasons.filter((r) => !sg.rows.some((row) => row.reasons.includes(r)));
    reasons.push(...own, ...tail);
    if (vacuous !== null) reasons.push(vacuous);
  }
  return sg;
}

/**
 * Pairing (compare/pairing.ts): set on the comparison; what did not pair gates under
 * `--unpaired fail` (the default), else warns; an empty candidate always fails. Returns the pairing.
 */
function checkPairing(req: GateRequest, baselineReport: Report, compare: CompareResult, sg: ScenarioGateResult | null, failOn: FailOn, later: string[], messages: GateMessage[], notes: string[]): Pairing {
  const pairing = pairingOf(compare, req.compared ? null : baselineReport, req.compared ? null : req.candidate);
  if (sg) {
    const sides = { baseline: 0, candidate: 0, paired: 0 };
    for (const r of sg.rows) {
      const b = (r.baseline?.runs ?? 0) > 0;
      const c = (r.candidate?.runs ?? 0) > 0;
      if (b) sides.baseline++;
      if (c) sides.candidate++;
      if (b && c) sides.paired++;
    }
    pairing.scenarios = sides;
  }
  compare.pairing = pairing;
  const problems = pairingProblems(pairing, { baseline: compare.baseline_policy_id, candidate: compare.candidate_policy_id });
  // an empty candidate (the only problem `always` holds) fails unless an empty run is allowed
  if (req.allowEmpty) {
    if (problems.always.length) notes.push(ALLOWED_EMPTY_NOTE);
  } else later.push(...problems.always);
  if ((req.unpaired ?? "fail") === "fail" && failOn !== "never") later.push(...problems.unpaired);
  else for (const u of problems.unpaired) messages.push({ level: "warning", text: u });
  const why = failOn === "never" ? "fail-on never" : (req.unpaired ?? "fail") === "warn" ? "unpaired: warn" : null;
  const warned = why ? problems.unpaired.map((u) => `Not gated (${why}): ${u}.`) : [];
  notes.unshift(...problems.notes, ...warned);
  return pairing;
}

/** The note of an empty run that passes because it is allowed. */
const ALLOWED_EMPTY_NOTE = "No trace was checked; the run passes because an empty run is allowed (allow-empty).";

/**
 * A run without a baseline comparison that validated no trace: the gate fails with
 * EMPTY_RUN_REASON (once: the scenario gate's own "no candidate runs" says the same), or, allowed,
 * passes with a note saying nothing was checked.
 */
function emptyRun(allowed: boolean, reasons: string[], notes: string[]): void {
  const own = reasons.indexOf(phraseNoCandidateRuns());
  if (allowed) {
    if (own >= 0) reasons.splice(own, 1);
    notes.push(ALLOWED_EMPTY_NOTE);
  } else if (own < 0) reasons.push(EMPTY_RUN_REASON);
}


/**
 * The headline's second line: what the gate checked (traces validated, the policy, traces and
 * scenarios paired) and what it did not (unpaired, insufficient data, quarantined).
 */
function checkedSentence(req: GateRequest, compare: CompareResult, p: Pairing, sg: ScenarioGateResult | null): string {
  const digest = req.policy?.digest ?? req.candidate.policy_digest ?? compare.policy_change?.candidate_policy_digest ?? null;
  const id = compare.candidate_policy_id;
  const policy = [req.policySource ?? "from the candidate report", id ? `id ${id}` : "", digest ? `digest ${digest.replace(/^sha256:/, "").slice(0, 12)}` : "digest not recorded"].filter((x) => x).join(", ");
  const parts = [`${plural(p.candidate_traces, "trace")} validated under the policy ${policy}`];
  // repeated runs pair by scenario (each run has an id of its own)
  if (p.scenarios) parts.push(`${p.scenarios.paired} of ${p.scenarios.baseline} baseline and ${p.scenarios.paired} of ${plural(p.scenarios.candidate, "candidate scenario")} paired with the baseline (${plural(p.baseline_traces, "baseline run")}, ${plural(p.candidate_traces, "candidate run")})`);
  else parts.push(`${p.paired_traces} of ${p.baseline_traces} baseline and ${p.paired_traces} of ${plural(p.candidate_traces, "candidate trace")} paired with the baseline`);
  const not: string[] = [];
  // repeated runs pair by scenario: then unpaired scenarios, not run ids, are what was not compared
  const [ub, uc, what] = p.scenarios ? [p.scenarios.baseline - p.scenarios.paired, p.scenarios.candidate - p.scenarios.paired, "scenario"] : [p.baseline_traces - p.paired_traces, p.candidate_traces - p.paired_traces, "trace"];
  if (ub) not.push(`${plural(ub, `baseline ${what}`)} without a candidate`);
  if (uc) not.push(`${plural(uc, `candidate ${what}`)} without a baseline`);
  if (p.positional_changed.length) not.push(`${plural(p.positional_changed.length, "pair")} by position only`);
  const insufficient = sg?.rows.filter((r) => r.verdict === "insufficient-data").length ?? 0;
  const quarantined = sg?.rows.filter((r) => r.quarantine !== null).length ?? 0;
  if (insufficient) not.push(`${plural(insufficient, "scenario")} with insufficient data`);
  if (quarantined) not.push(`${plural(quarantined, "scenario")} quarantined`);
  // a usage gate asked for over figures the reports do not record checks nothing: say so
  if (gateThresholds(req.usage, req.policy, req.repeats?.options.alpha) && !compare.usage) not.push("the usage gates (no tokens, cost or latency recorded)");
  else not.push(...uncheckedUsageGates(compare.usage));
  return `Checked: ${parts.join("; ")}. Not checked: ${not.length ? not.join(", ") : "nothing"}.`;
}

/** Both sides' runs as the base branch's policy judged them (the candidate's under this pull request's when not at hand). */
function underBasePolicy(rejudged: Report, candidate: Report, j: BaselineJudging): UnderBasePolicy | null {
  if (!j.original || j.baselineZeroTolerance === undefined) return null;
  const under = j.candidateUnderBase ?? null;
  return { baseline: (under ? j.original : rejudged).reports, candidate: (under ?? candidate).reports, zeroTolerance: j.baselineZeroTolerance, digest: j.baselineDigest };
}

/**
 * The policy checked before any verdict: its `zero_tolerance` names (a name of no rule or
 * category is a located usage error), then its diagnostics (policy/diagnostics.ts, unknown keys
 * included): returned as warnings, or, with `strict`, a usage error naming the first and counting
 * the rest. The shells call it as soon as the policy is read, to show the diagnostics first.
 */
export function checkPolicy(policy: Policy | null, strict: boolean): PolicyDiagnostic[] {
  if (!policy) return [];
  if (policy.zero_tolerance) {
    const at = policy.zero_tolerance_at;
    checkZeroTolerance(policy.zero_tolerance, "policy zero_tolerance", at ? (i) => at[i] : undefined);
  }
  const err = strict ? strictPolicyError(policy.diagnostics) : null;
  if (err) throw err;
  return policy.diagnostics;
}

/** One warning line per policy diagnostic (`policy file:line:column: …`), as the CLI prints them. */
export function policyDiagnosticLines(diagnostics: readonly PolicyDiagnostic[]): string[] {
  return diagnostics.map((d) => `policy ${d.message}`);
}

/** A run in which no check ran at all: traces, but no rule applied to any of them. */
function vacuousReason(candidate: Report): string | null {
  const rs = candidate.reports;
  if (rs.length === 0) return null; // no runs at all: the scenario gate's own reason
  const checked = rs.some((r) => r.findings.length > 0 || r.kind !== "agent" || Object.keys(r.category_scores ?? {}).length > 0);
  return checked ? null : `no check ran: the policy applies no rule to any of the ${plural(rs.length, "candidate trace")} (a run without checks never passes)`;
}

/**
 * Without a pattern and with no entry naming a scenario, every run is its trace id's only run: the
 * scenario gate would find single runs only (and step aside), so it is not built (a large run's
 * rows cost time).
 */
function onlySingleRuns(req: GateRequest, baseline: BaselineState): boolean {
  if (req.repeats?.pattern) return false;
  const named = (r: Report): boolean => r.reports.some((e) => e.scenario !== undefined);
  return !named(req.candidate) && !(baseline.kind === "found" && named(baseline.report));
}

function hasDuplicateIds(report: Report): boolean {
  const seen = new Set<string>();
  for (const r of report.reports) {
    if (seen.has(r.trace_id)) return true;
    seen.add(r.trace_id);
  }
  return false;
}

/** The candidate's own scenarios (no baseline) and its runs, for the report JSON, JUnit and SARIF. */
export interface CandidateScenarios {
  result: ScenarioGateResult;
  runs: RunRecord[];
}

/**
 * What the candidate alone says of its scenarios: null when runs do not repeat and nothing was
 * asked for (the reports then stay exactly as without repeated runs).
 */
export function candidateScenarios(candidate: Report, repeats: RepeatsRequest | undefined): CandidateScenarios | null {
  if (!repeats) return null;
  const g = runGate({ candidate, baseline: { kind: "none" }, policy: null, failOn: "failures", maxScoreDrop: null, baselineMissing: "ignore", traceDiffs: false, repeats });
  return g.scenarios ? { result: g.scenarios, runs: toRunRecords(candidate.reports, repeats.pattern, "candidate report") } : null;
}
