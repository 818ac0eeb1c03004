// Data of the per-scenario gate with repeated runs: plain, JSON-serialisable, deterministic.
import type { Quarantine } from "./quarantine.js";
import type { Interval } from "./stats.js";

export type SideStatus = "stable-pass" | "stable-fail" | "flaky";

/** The runs of one scenario on one side (baseline or candidate). */
export interface SideStats {
  runs: number;
  passes: number;
  /** passes / runs */
  rate: number;
  /** Wilson 95 % interval of the pass rate. */
  interval: Interval;
  /** Unbiased pass^k for k = 1..runs (element k - 1). */
  pass_hat_k: number[];
  /** stable-pass: every run passes; stable-fail: none does; flaky: 0 < passes < runs. */
  status: SideStatus;
  /** Trace ids of the runs, in code-point order. */
  trace_ids: string[];
}

export type InsufficientPolicy = "warn" | "fail";
export type FlakyPolicy = "warn" | "fail" | "ignore";

export interface GateOptions {
  /** Significance level after Benjamini–Hochberg; default 0.05; 0 < alpha < 1. */
  alpha?: number;
  /** When the run counts cannot reach significance at all; default warn. */
  insufficient?: InsufficientPolicy;
  /** Scenarios flaky in the candidate but not in the baseline; default warn. */
  flaky?: FlakyPolicy;
  /** A scenario with fewer candidate runs fails closed; default 1 (no requirement). */
  minRuns?: number;
  /** Parsed quarantine file, read from the baseline side. Needs `today`. */
  quarantine?: Quarantine | null;
  /** The date (YYYY-MM-DD) that judges quarantine expiry, from the event (never the clock). */
  today?: string | null;
  /**
   * Rule ids or categories of zero tolerance (zero.ts): a scenario fails when one of its candidate
   * runs shows such an error finding and none of its baseline runs does. Undefined: the policy's
   * `zero_tolerance`, else DEFAULT_ZERO_TOLERANCE (the gate resolves it); [] turns it off.
   */
  zeroTolerance?: readonly string[];
  /**
   * Not the scenario gate's: unknown policy keys are errors, not warnings (`--strict-policy`,
   * input `strict-policy`). Carried here because every shell hands these options to runGate.
   */
  strictPolicy?: boolean;
}

/** What a row (or a finding) means for the gate. `single-run`: the caller's exact comparison decides. */
export type Outcome = "fail" | "warn" | "quarantined" | "pass" | "single-run";

/** The headline of a scenario row, in the order rows are listed. */
export type Verdict =
  | "zero-tolerance"
  | "regressed"
  | "finding-regressed"
  | "too-few-runs"
  | "added-failing"
  | "insufficient-data"
  | "flaky"
  | "known-flaky"
  | "finding-rose"
  | "still-failing"
  | "added"
  | "removed"
  | "single-run"
  | "ok";

export interface FindingCounts {
  /** Runs that show the finding at least once. */
  runs_showing: number;
  runs: number;
}

/** One finding key (scenario, rule_id, category, step_id) compared across the runs of both sides. */
export interface FindingRow {
  scenario: string;
  rule_id: string;
  category: string;
  step_id: string | null;
  /** The most severe severity the key was seen with (candidate first, else baseline). */
  severity: string;
  baseline: FindingCounts;
  candidate: FindingCounts;
  /** One-sided Fisher p that the candidate's share of runs showing it is higher; null when untested. */
  p_value: number | null;
  /** Benjamini–Hochberg adjusted over every tested finding key of the run. */
  p_adjusted: number | null;
  regressed: boolean;
  /** fail: an error finding regressed; warn: a warning or info finding did; quarantined; pass. */
  outcome: Outcome;
  quarantine: QuarantineRef | null;
}

export interface QuarantineRef {
  /** `entries[3]` of the quarantine file. */
  entry: string;
  owner: string;
  reason: string;
  expires: string;
}

/** One problem or fact about a scenario; phrased by `phrase()` in reasons.ts. */
/** A zero-tolerance rule (or category) shown by candidate runs of a scenario and by none of its baseline runs. */
export interface ZeroToleranceHit {
  rule_id: string;
  category: string;
  /** Candidate runs showing it (a run showing it twice counts once), of `runs`. */
  runs_showing: number;
  runs: number;
  /** The first candidate runs showing it, in code-point order (at most 5). */
  trace_ids: string[];
}

export type Issue =
  | { kind: "zero-tolerance"; hits: ZeroToleranceHit[]; baseline_runs: number }
  | { kind: "regressed"; baseline: SideStats; candidate: SideStats; p: number; q: number; alpha: number }
  | { kind: "finding-regressed"; findings: FindingRow[]; alpha: number }
  | { kind: "finding-rose"; findings: FindingRow[]; alpha: number }
  | { kind: "too-few-runs"; runs: number; min_runs: number }
  | { kind: "added-failing"; candidate: SideStats }
  | {
      kind: "insufficient-data";
      baseline_runs: number;
      candidate_runs: number;
      min_p: number;
      alpha: number;
      runs_needed: number | null;
      per_side: number | null;
      dropped: boolean;
    }
  | { kind: "flaky"; candidate: SideStats; baseline: SideStats | null }
  | { kind: "known-flaky"; candidate: SideStats; baseline: SideStats }
  | { kind: "still-failing"; candidate: SideStats }
  | { kind: "added"; candidate: SideStats }
  | { kind: "removed"; baseline: SideStats }
  | { kind: "single-run" }
  | { kind: "quarantined"; ref: QuarantineRef }
  | { kind: "note"; text: string };

export interface ScenarioRow {
  scenario: string;
  verdict: Verdict;
  outcome: Outcome;
  baseline: SideStats | null;
  candidate: SideStats | null;
  /** One-sided Fisher p (candidate pass rate lower); null when not tested. */
  p_value: number | null;
  /** Benjamini–Hochberg adjusted over the tested scenarios of the run. */
  p_adjusted: number | null;
  /** Smallest p these run counts can give; null when not tested. */
  min_p_value: number | null;
  /** With insufficient data: candidate runs needed against the baseline's, and runs per side. */
  runs_needed: { candidate: number | null; per_side: number | null } | null;
  known_flaky: boolean;
  quarantine: QuarantineRef | null;
  issues: Issue[];
  /** Every issue phrased, most important first. */
  reasons: string[];
  /** Finding keys of the scenario (tested ones), regressions first. */
  findings: FindingRow[];
  /**
   * Single-run rows: the active quarantine entries for findings of its runs, for the caller's
   * exact comparison to apply (tested rows carry them on their finding rows).
   */
  finding_quarantines: (QuarantineRef & { rule_id: string; category: string; step_id: string | null })[];
}

export interface QuarantineProblem {
  entry: string;
  scenario: string;
  finding: { rule_id: string; category: string; step_id: string | null } | null;
  owner: string;
  expires: string;
  reason: string;
  /** The phrased message. */
  message: string;
}

export interface ScenarioGateResult {
  alpha: number;
  options: { insufficient: InsufficientPolicy; flaky: FlakyPolicy; min_runs: number; today: string | null };
  /**
   * True when every scenario has at most one run on each side and min-runs is 1: exact single-run
   * semantics apply to the whole run and the caller keeps the per-trace comparison.
   */
  exact_single_run: boolean;
  /** The verdict of the scenario gate; rows with outcome single-run are left to the caller. */
  passed: boolean;
  /** One string per failure, in row order, then quarantine and vacuous-run failures. */
  reasons: string[];
  /** One string per warning, in row order. */
  warnings: string[];
  rows: ScenarioRow[];
  quarantine: { file: string; expired: QuarantineProblem[]; unused: QuarantineProblem[] } | null;
  summary: {
    scenarios: number;
    tested: number;
    regressed: number;
    findings_regressed: number;
    flaky: number;
    known_flaky: number;
    insufficient: number;
    too_few_runs: number;
    quarantined: number;
    single_run: number;
    baseline_runs: number;
    candidate_runs: number;
  };
}
