// The scenario gate's zero tolerance in the other direction of a policy change
// (src/scenarios/directions.ts): the candidate's runs under the base branch's policy and its
// `zero_tolerance`, against the baseline's runs as first judged; a rule that list names and this
// pull request's list does not is hidden by the policy change, and runGate fails on it.
import { describe, expect, it } from "vitest";
import { zeroToleranceHiddenByPolicy } from "../../src/scenarios/directions.js";
import { runGate } from "../../src/gate/gate.js";
import { policyFromText } from "../../src/policy/parse.js";
import type { BaselineJudging } from "../../src/compare/policy.js";
import type { Report, TraceReport } from "../../src/types.js";
import { finding, report, trace } from "../compare/helpers.js";

const entry = (id: string, rule: string | null): TraceReport =>
  trace(id, rule === null, rule === null ? 100 : 90, rule ? [finding(rule, rule === "ARH-FLW-003" ? "flow" : "safety", "s4")] : [], { scenario: "refund", category_scores: { flow: 100 } } as Partial<TraceReport>);
// 5 happy baseline runs; the candidate refunds twice in 2 of 5 (Fisher p = 0.222)
const base = report([0, 1, 2, 3, 4].map((i) => entry(`b${i}`, null)));
const cand = report([0, 1, 2, 3, 4].map((i) => entry(`c${i}`, i >= 3 ? "ARH-FLW-003" : null)));
const under = (zeroTolerance: readonly string[] | null) => ({ baseline: base.reports, candidate: cand.reports, zeroTolerance, digest: "sha256:" + "a".repeat(64) });

describe("zeroToleranceHiddenByPolicy", () => {
  it("a rule the base branch's list names and this pull request's does not: one reason naming zero tolerance and the removal", () => {
    const hidden = zeroToleranceHiddenByPolicy([], under(null), null, {});
    expect(hidden.map((h) => h.reason)).toEqual([
      `scenario "refund": zero-tolerance finding ARH-FLW-003 (flow) in 2/5 candidate runs ("c3", "c4"), in none of its 5 baseline runs, under the base branch's policy aaaaaaaaaaaa: hidden by this pull request's policy change, which removed ARH-FLW-003 from zero tolerance (its zero_tolerance is empty: zero tolerance off)`,
    ]);
    expect(hidden[0]!.brief).toBe(`zero tolerance of ARH-FLW-003 in "refund" (2/5 candidate runs), removed by this pull request's policy`);
    expect(zeroToleranceHiddenByPolicy(["ARH-SAF-001"], under(["ARH-FLW-003", "ARH-SAF-001"]), null, {}).map((h) => h.reason)[0]).toMatch(/removed ARH-FLW-003 from zero tolerance \(its zero_tolerance: ARH-SAF-001\)$/);
  });

  it("nothing hidden: the same list, a list that still names the rule (by its category), a flag that judges both sides, no base list known", () => {
    expect(zeroToleranceHiddenByPolicy(null, under(null), null, {})).toEqual([]);
    expect(zeroToleranceHiddenByPolicy(["flow"], under(["ARH-FLW-003"]), null, {})).toEqual([]);
    expect(zeroToleranceHiddenByPolicy([], under(null), null, { zeroTolerance: [] })).toEqual([]);
    expect(zeroToleranceHiddenByPolicy([], null, null, {})).toEqual([]);
    // a base list of rules the candidate does not break
    expect(zeroToleranceHiddenByPolicy([], under(["ARH-SAF-001"]), null, {})).toEqual([]);
  });

  it("a quarantined scenario is reported, not gated, on the base branch's side too", () => {
    const quarantine = { file: "q.json", entries: [{ index: 0, scenario: "refund", owner: "@o", reason: "known", expires: "2027-01-01" }] };
    expect(zeroToleranceHiddenByPolicy([], under(null), null, { quarantine, today: "2026-12-01" })).toEqual([]);
  });
});

describe("runGate: a policy change that empties zero_tolerance", () => {
  const pr = policyFromText('{"policy_id": "p", "zero_tolerance": []}', "pr.json");
  const judging = (extra: Partial<BaselineJudging>): BaselineJudging => ({ traces: true, baselineDigest: "sha256:" + "a".repeat(64), candidateDigest: pr.digest ?? null, original: base, unjudged: null, candidateUnderBase: cand, baselineZeroTolerance: null, ...extra });
  const gate = (j: BaselineJudging, rejudged: Report = base) =>
    runGate({
      candidate: cand,
      baseline: { kind: "found", report: rejudged, source: "b.zip", label: "", judging: j },
      policy: pr,
      failOn: "auto",
      maxScoreDrop: null,
      baselineMissing: "fail",
      traceDiffs: false,
      repeats: { pattern: null, options: {}, explicit: false },
    });

  it("fails, the reason after the scenario gate's, and the base branch's note says what it hides", () => {
    const g = gate(judging({}));
    expect(g.passed).toBe(false);
    expect(g.reasons).toEqual([expect.stringMatching(/^scenario "refund": zero-tolerance finding ARH-FLW-003 .* hidden by this pull request's policy change, which removed ARH-FLW-003 from zero tolerance/)]);
    expect(g.compare!.gate.passed).toBe(false);
    expect(g.notes.find((n) => n.startsWith("Under the base branch's policy"))).toBe(
      `Under the base branch's policy (aaaaaaaaaaaa) the candidate has regressions that this pull request's policy hides: zero tolerance of ARH-FLW-003 in "refund" (2/5 candidate runs), removed by this pull request's policy.`,
    );
  });

  it("the base branch's policy keeping zero tolerance off as well: passes (not significant at n = 5)", () => {
    const g = gate(judging({ baselineZeroTolerance: [] }));
    expect(g.passed).toBe(true);
    expect(g.compare!.gate.why).toMatch(/not significant at n = 5/);
  });

  it("fail-on failures or never: the failing runs decide, the hidden zero tolerance adds nothing", () => {
    const j = judging({});
    const never = runGate({ candidate: cand, baseline: { kind: "found", report: base, source: "b.zip", label: "", judging: j }, policy: pr, failOn: "never", maxScoreDrop: null, baselineMissing: "fail", traceDiffs: false, repeats: { pattern: null, options: {}, explicit: false } });
    expect(never.passed).toBe(true);
  });
});
