// The scenario gate's zero tolerance in the other direction of a policy change (docs/compare.md
// "Policy changes"): the candidate's runs judged under the base branch's policy, with the base
// branch's `zero_tolerance`, against the baseline's runs as first judged. A zero-tolerance finding
// found there whose rule this pull request's list no longer names is hidden by the policy change: a
// gate failure of its own, which compare/policy.ts `judgeBothDirections` adds to the regressions
// that this pull request's policy hides. Pure.
import type { TraceReport } from "../types.js";
import { gateScenarios } from "./gate.js";
import { phraseZeroToleranceHidden, phraseZeroToleranceHiddenBrief } from "./reasons.js";
import { toRunRecords, type ScenarioPattern } from "./scenario.js";
import type { GateOptions } from "./types.js";
import { DEFAULT_ZERO_TOLERANCE, zeroToleranceMatches } from "./zero.js";

/** The runs of both sides as the base branch's policy judged them, and that policy's list. */
export interface UnderBasePolicy {
  /** The baseline's runs as first judged (under its own policy). */
  baseline: readonly TraceReport[];
  /** The candidate's runs judged under the baseline's policy (else under this pull request's). */
  candidate: readonly TraceReport[];
  /** The base branch's policy's `zero_tolerance`; null: it has none (the default applies). */
  zeroTolerance: readonly string[] | null;
  /** The base branch's policy digest, for the reasons. */
  digest: string | null;
}

/** A gate failure only the base branch's policy finds: the reason, and a few words for the note. */
export interface HiddenZeroTolerance {
  reason: string;
  brief: string;
}

/**
 * Zero-tolerance findings of the candidate under the base branch's list that this pull request's
 * list (`here`: its policy's, else the default) does not name: one per scenario and rule. None when
 * the flag or input gives the list (`options.zeroTolerance`: it judges both sides alike), or when
 * this pull request's list keeps every entry of the base branch's, or `base` is not known (null).
 */
export function zeroToleranceHiddenByPolicy(here: readonly string[] | null, base: UnderBasePolicy | null, pattern: ScenarioPattern | null, options: GateOptions): HiddenZeroTolerance[] {
  if (base === null || options.zeroTolerance !== undefined) return [];
  const hereList = here ?? DEFAULT_ZERO_TOLERANCE;
  const baseList = base.zeroTolerance ?? DEFAULT_ZERO_TOLERANCE;
  if (baseList.every((e) => hereList.includes(e))) return [];
  let result;
  try {
    const baseRuns = toRunRecords(base.baseline, pattern, "baseline (under its own policy)");
    const candRuns = toRunRecords(base.candidate, pattern, "candidate (under the base branch's policy)");
    result = gateScenarios(baseRuns, candRuns, { ...options, zeroTolerance: baseList });
  } catch {
    // the base branch's list names a rule this version does not know, or the runs do not group:
    // this pull request's side of the gate has already said what is wrong with its own runs
    return [];
  }
  const out: HiddenZeroTolerance[] = [];
  for (const row of result.rows) {
    if (row.outcome !== "fail") continue;
    for (const issue of row.issues) {
      if (issue.kind !== "zero-tolerance") continue;
      for (const hit of issue.hits) {
        if (zeroToleranceMatches(hereList, hit)) continue;
        out.push({ reason: phraseZeroToleranceHidden(row.scenario, hit, issue.baseline_runs, base.digest, hereList), brief: phraseZeroToleranceHiddenBrief(row.scenario, hit) });
      }
    }
  }
  return out;
}
