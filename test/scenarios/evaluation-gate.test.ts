// The evaluation regression gate (docs/evaluations.md): a judge's mean score per scenario, baseline
// against candidate, by the one-sided rank test and Benjamini–Hochberg of the other scenario gates.
// A real drop over repeated runs fails naming the evaluation and the scenario; A/A runs fail at most
// at the rate alpha allows; nothing compared is never a pass of something.
import { describe, expect, it } from "vitest";
import { evaluationGate } from "../../src/scenarios/evaluation-gate.js";
import { parsePolicy } from "../../src/policy/parse.js";
import type { TraceReport } from "../../src/types.js";
import { xorshift } from "../rng.js";

const policy = (spec: Record<string, unknown>) => parsePolicy({ policy_id: "p", evaluations: { faithfulness: spec } }).evaluations!;

function entry(id: string, scenario: string, score: number | null): TraceReport {
  return {
    trace_id: id, agent_name: "a", workflow: "w", policy_id: "p", score: 100, passed: true, total_latency_ms: 0, total_cost_usd: 0, citation_coverage: null, source_path: `${id}.json`, findings: [], kind: "agent", scenario,
    ...(score === null ? {} : { evaluations: [{ name: "faithfulness", step_id: "s2", score }] }),
  };
}

/** `runs` runs of each scenario, scores from `score(i)`. */
function side(prefix: string, scenarios: string[], runs: number, score: (s: string, i: number) => number | null): { reports: TraceReport[] } {
  return { reports: scenarios.flatMap((s) => Array.from({ length: runs }, (_, i) => entry(`${prefix}-${s}-${i}`, s, score(s, i)))) };
}

describe("evaluation regression over repeated runs", () => {
  it("a judge's mean falling from 0.9 to 0.6 across 10 runs per scenario fails, naming the evaluation and the scenario, with baseline → candidate figures", () => {
    // runs that differ (a spread of ±0.045 around the mean), the means exactly 0.9 and 0.6
    const noise = (i: number) => (i - 4.5) * 0.01;
    const base = side("b", ["refund", "search"], 10, (_, i) => 0.9 + noise(i));
    const cand = side("c", ["refund", "search"], 10, (s, i) => (s === "refund" ? 0.6 : 0.9) + noise(9 - i));
    const g = evaluationGate(policy({ max_mean_drop: 0.1 }), base, cand, null, 0.05);
    expect(g.result!.reasons).toHaveLength(1);
    expect(g.result!.reasons[0]).toMatch(/^scenario "refund": evaluation "faithfulness" mean score fell 0\.9 → 0\.6 \(−0\.3, more than max_mean_drop 0\.1\) over 10 baseline and 10 candidate runs, one-sided p = .*\[ARH-EVL-003\]$/);
    const [refund, search] = g.result!.rows;
    expect(refund).toMatchObject({ scenario: "refund", evaluation: "faithfulness", runs: [10, 10], verdict: "regressed" });
    expect(refund!.q!).toBeLessThan(0.05);
    expect(search).toMatchObject({ scenario: "search", verdict: "within" });
  });

  it("A/A: 100 seeds of 5 scenarios x 10 runs from one distribution fail at most at the rate alpha allows", () => {
    let failed = 0;
    for (let seed = 1; seed <= 100; seed++) {
      const rnd = xorshift(seed * 7919);
      const scen = ["a", "b", "c", "d", "e"];
      const g = evaluationGate(policy({ max_mean_drop: 0 }), side("b", scen, 10, () => 0.5 + 0.5 * rnd()), side("c", scen, 10, () => 0.5 + 0.5 * rnd()), null, 0.05);
      expect(g.result!.rows).toHaveLength(5); // every scenario was compared
      if (g.result!.reasons.length > 0) failed++;
    }
    // Benjamini–Hochberg holds the family-wise rate at alpha under the global null: 5 of 100 expected;
    // 11 is above the binomial's 99th percentile
    expect(failed).toBeLessThanOrEqual(10);
  });

  it("a drop within max_mean_drop passes; a significant drop smaller than it passes", () => {
    const base = side("b", ["r"], 10, (_, i) => 0.9 + i * 0.001);
    const cand = side("c", ["r"], 10, (_, i) => 0.85 + i * 0.001);
    const g = evaluationGate(policy({ max_mean_drop: 0.1 }), base, cand, null, 0.05);
    expect(g.result!.reasons).toEqual([]);
    expect(g.result!.rows[0]).toMatchObject({ verdict: "within", baseline: 0.9045, candidate: 0.8545 });
  });

  it("too few runs to reach alpha: insufficient data, a warning, never a failure", () => {
    const g = evaluationGate(policy({ max_mean_drop: 0.1 }), side("b", ["r"], 2, () => 0.9), side("c", ["r"], 2, () => 0.1), null, 0.05);
    expect(g.result!.reasons).toEqual([]);
    expect(g.result!.rows[0]!.verdict).toBe("insufficient-data");
    expect(g.result!.warnings[0]).toMatch(/insufficient data/);
  });

  it("single runs: the observed drop decides, per trace id", () => {
    const base = { reports: [entry("t1", "t1", 0.9), entry("t2", "t2", 0.9)] };
    const cand = { reports: [entry("t1", "t1", 0.6), entry("t2", "t2", 0.85)] };
    const g = evaluationGate(policy({ max_mean_drop: 0.1 }), base, cand, null, 0.05);
    expect(g.result!.reasons).toEqual([expect.stringMatching(/^scenario "t1": evaluation "faithfulness" mean score fell 0\.9 → 0\.6 .* over 1 baseline and 1 candidate run \[ARH-EVL-003\]$/)]);
  });

  it("nothing compared: no baseline, no scores on a side, or no max_mean_drop give no rows and no reasons", () => {
    const cand = side("c", ["r"], 10, () => 0.1);
    expect(evaluationGate(policy({ max_mean_drop: 0.1 }), null, cand, null, 0.05).result).toBeNull();
    expect(evaluationGate(policy({ max_mean_drop: 0.1 }), side("b", ["r"], 10, () => null), cand, null, 0.05).result).toBeNull();
    expect(evaluationGate(policy({ min_score: 0.5 }), side("b", ["r"], 10, () => 0.9), cand, null, 0.05).result).toBeNull();
    expect(evaluationGate(null, side("b", ["r"], 10, () => 0.9), cand, null, 0.05)).toEqual({ result: null, notGated: [] });
  });

  it("a calibrated judge whose record was not checked is shown, never tested", () => {
    const p = policy({ max_mean_drop: 0.1, calibrated: true, calibration: "c.json", rubric: "r.md", min_agreement: 0.5 });
    const g = evaluationGate(p, side("b", ["r"], 10, () => 0.9), side("c", ["r"], 10, () => 0.1), null, 0.05);
    expect(g.result!.reasons).toEqual([]);
    expect(g.result!.rows[0]).toMatchObject({ verdict: "not-gated", not_gated: "its calibration record was not checked" });
    expect(g.notGated).toEqual(["not gated: judge faithfulness is not calibrated (its calibration record was not checked)"]);
  });

  it("same input, same result (reordered runs included)", () => {
    const rnd = xorshift(3);
    const base = side("b", ["x", "y"], 8, () => rnd());
    const cand = side("c", ["x", "y"], 8, () => rnd() * 0.5);
    const a = evaluationGate(policy({ max_mean_drop: 0.05 }), base, cand, null, 0.05);
    const b = evaluationGate(policy({ max_mean_drop: 0.05 }), { reports: [...base.reports].reverse() }, { reports: [...cand.reports].reverse() }, null, 0.05);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });
});
