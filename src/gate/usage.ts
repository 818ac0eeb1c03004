// The usage gates in the verdict (docs/cost.md, "Gates"): the thresholds of the flags or inputs,
// else the policy's `regression` block; the run totals and single-run traces as the comparison
// checked them (compare/cost.ts), or, when runs carry scenario ids, each scenario with the rank
// test over its runs (scenarios/usage-gate.ts) in place of the per-trace checks. Pure.
import type { CompareResult, FailOn } from "../compare/types.js";
import type { Policy } from "../policy/model.js";
import type { Report } from "../types.js";
import { mergeThresholds, usageGateReasons } from "../compare/cost.js";
import { toRunRecords, type ScenarioPattern } from "../scenarios/scenario.js";
import { usageScenarios } from "../scenarios/usage-gate.js";
import type { UsageThresholds } from "../util/threshold.js";

/** The thresholds in force for a gate: the flags' or inputs', else the policy's; alpha: --alpha (input alpha), else the policy's. */
export function gateThresholds(flags: UsageThresholds | null | undefined, policy: Policy | null, alpha?: number): UsageThresholds | null {
  const t = mergeThresholds(flags, policy?.regression);
  if (t && alpha !== undefined) t.alpha = alpha;
  return t;
}

/**
 * Per-scenario rows (and checks) when runs carry scenario ids or a pattern names them; then the
 * reasons of the failed usage checks ("never" mode: shown, never failing). `compare.usage` is
 * updated in place.
 */
export function usageGate(
  compare: CompareResult | null,
  baseline: Report | null,
  candidate: Report,
  thresholds: UsageThresholds | null,
  pattern: ScenarioPattern | null,
  failOn: FailOn,
): string[] {
  const u = compare?.usage;
  if (!u) return [];
  const named = (r: Report) => r.reports.some((e) => e.scenario !== undefined);
  if (baseline && (pattern || named(candidate) || named(baseline))) {
    try {
      const s = usageScenarios(
        { entries: baseline.reports, runs: toRunRecords(baseline.reports, pattern, "baseline report") },
        { entries: candidate.reports, runs: toRunRecords(candidate.reports, pattern, "candidate report") },
        thresholds,
      );
      u.scenarios = s.rows;
      if (u.gate) {
        // the scenarios replace the per-trace checks: one run of a repeated scenario is noise
        const run = u.gate.checks.filter((c) => c.scope === "run");
        const checks = [...run, ...s.checks];
        u.gate.checks = [...checks.filter((c) => c.verdict !== "within")].slice(0, 100);
        u.gate.failed = checks.filter((c) => c.verdict === "regressed").length;
        u.gate.checked = checks.length;
      }
    } catch {
      // runs the scenario gate refuses (it says why); the per-trace checks stand
    }
  }
  return failOn === "never" ? [] : usageGateReasons(u);
}
