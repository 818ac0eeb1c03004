// The gate, once, for `arh validate`, `arh compare` and the action: given the candidate report and
// what became of the baseline, it compares, decides the verdict with one phrasing of every reason,
// and builds the trace diffs of the regressions. Pure: the shells read files, talk to GitHub and
// write what it returns.
import type { Report } from "../types.js";
import type { Policy } from "../policy/model.js";
import { compareReports, failingTracesReason } from "../compare/compare.js";
import type { CompareResult, FailOn } from "../compare/types.js";
import { buildTraceDiffMap } from "../tracediff/build.js";
import type { AbtDocument } from "../tracediff/model.js";
import type { BaselineMissing, FailOnInput } from "./options.js";

/** What became of the baseline before the gate: none asked for, asked for but unusable, or read. */
export type BaselineState =
  | { kind: "none" }
  | { kind: "missing"; reason: string }
  | { kind: "found"; report: Report; source: string; label: string };

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
  /** Build the before/after trace diffs of the regressions. */
  traceDiffs: boolean;
  /** The candidate's name in trace diffs (the baseline's is its label). */
  candidateLabel?: string;
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
  compare: CompareResult | null;
  /** Trace diffs of the regressed traces, by trace id (empty without a comparison). */
  diffs: Map<string, AbtDocument>;
  /** Why the trace diffs could not be built (they never fail the gate), else null. */
  diffsError: string | null;
  /** Sentences for the job summary and the PR comment (the gate went absolute, …). */
  notes: string[];
  messages: GateMessage[];
  /** Error findings that are new against the baseline, or all of them without one. */
  newErrors: number;
}

export function runGate(req: GateRequest): GateOutcome {
  const reasons: string[] = [];
  const notes: string[] = [];
  const messages: GateMessage[] = [];
  let baseline = req.baseline;
  let compare: CompareResult | null = null;
  let failOn: FailOn;
  if (baseline.kind === "found") {
    try {
      compare = compareReports(baseline.report, req.candidate, { failOn: req.failOn === "auto" ? "regressions" : req.failOn, maxScoreDrop: req.maxScoreDrop });
    } catch (e) {
      // e.g. a duplicated trace_id: the comparison is impossible, which is "no usable baseline".
      baseline = { kind: "missing", reason: `comparison with ${baseline.source} impossible: ${e instanceof Error ? e.message : String(e)}` };
    }
  }
  if (baseline.kind === "found" && compare) {
    failOn = req.failOn === "auto" ? "regressions" : req.failOn;
    if (!compare.gate.passed) reasons.push(...compare.gate.reasons);
    messages.push({ level: "info", text: `Baseline: ${baseline.source}; gate '${failOn}': ${compare.gate.passed ? "passed" : "failed"}` });
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

  // Trace diffs of changed traces (best effort: a renderer problem never fails the gate).
  let diffs = new Map<string, AbtDocument>();
  let diffsError: string | null = null;
  if (req.traceDiffs && compare && baseline.kind === "found") {
    try {
      diffs = buildTraceDiffMap({
        compare,
        baseline: baseline.report,
        candidate: req.candidate,
        policy: req.policy,
        ...(baseline.label ? { baselineLabel: baseline.label } : {}),
        ...(req.candidateLabel ? { candidateLabel: req.candidateLabel } : {}),
      });
    } catch (e) {
      diffsError = e instanceof Error ? e.message : String(e);
    }
  }
  const newErrors = compare ? compare.summary.new_error_findings : req.candidate.reports.reduce((n, r) => n + r.findings.filter((f) => f.severity === "error").length, 0);
  return { passed: reasons.length === 0, reasons, failOn, baseline, compare, diffs, diffsError, notes, messages, newErrors };
}
