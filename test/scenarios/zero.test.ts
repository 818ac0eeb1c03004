// Zero tolerance over repeated runs (src/scenarios/zero.ts): a rule whose error findings fail the
// gate as soon as one candidate run shows them and no baseline run does.
import { describe, expect, it } from "vitest";
import { UsageError } from "../../src/errors.js";
import { gateScenarios } from "../../src/scenarios/gate.js";
import { parseQuarantine } from "../../src/scenarios/quarantine.js";
import { checkZeroTolerance, DEFAULT_ZERO_TOLERANCE, parseZeroToleranceList } from "../../src/scenarios/zero.js";
import type { RunFinding } from "../../src/scenarios/scenario.js";
import { runGate } from "../../src/gate/gate.js";
import { policyFromText } from "../../src/policy/parse.js";
import type { TraceReport } from "../../src/types.js";
import { finding, report, trace } from "../compare/helpers.js";

import { runs } from "./helpers.js";
const f = (rule_id: string, category: string, step_id: string | null = "s4"): RunFinding => ({ rule_id, category, step_id, severity: "error" });
const refundTwice = f("ARH-FLW-003", "flow");

describe("zero tolerance", () => {
  it("the default list: repeated side effect, unsafe output, forbidden tool", () => {
    expect(DEFAULT_ZERO_TOLERANCE).toEqual(["ARH-FLW-003", "ARH-SAF-001", "ARH-SEQ-002"]);
  });

  it("3 of 5 runs refunding twice against 5/5 fails by default (Fisher alone: p = 0.083, flaky)", () => {
    const r = gateScenarios(runs("refund", 5, 5), runs("refund", 5, 2, (i) => (i >= 2 ? [refundTwice] : [])));
    const row = r.rows[0]!;
    expect(row.p_value).toBeCloseTo(0.0833, 3);
    expect(row.verdict).toBe("zero-tolerance");
    expect(row.outcome).toBe("fail");
    expect(r.passed).toBe(false);
    expect(r.reasons[0]).toMatch(/^scenario "refund": zero-tolerance finding ARH-FLW-003 \(flow\) in 3\/5 candidate runs \("refund-\d+", "refund-\d+", "refund-\d+"\), in none of its 5 baseline runs/);
    // without it, the statistics alone let it pass with a warning
    const off = gateScenarios(runs("refund", 5, 5), runs("refund", 5, 2, (i) => (i >= 2 ? [refundTwice] : [])), { zeroTolerance: [] });
    expect(off.passed).toBe(true);
    expect(off.rows[0]!.verdict).toBe("flaky");
  });

  it("10/10 -> 9/10 on a rule without zero tolerance still passes (flaky)", () => {
    const r = gateScenarios(runs("s", 10, 10), runs("s", 10, 9, (i) => (i === 9 ? [f("ARH-SEQ-003", "sequence")] : [])));
    expect(r.passed).toBe(true);
    expect(r.rows[0]!.verdict).toBe("flaky");
    // the same single run with a forbidden tool fails
    const forbidden = gateScenarios(runs("s", 10, 10), runs("s", 10, 9, (i) => (i === 9 ? [f("ARH-SEQ-002", "sequence")] : [])));
    expect(forbidden.passed).toBe(false);
    expect(forbidden.rows[0]!.verdict).toBe("zero-tolerance");
  });

  it("not when a baseline run shows the rule too (at any step); warnings never count", () => {
    const base = runs("s", 5, 4, (i) => (i === 4 ? [f("ARH-FLW-003", "flow", "s9")] : []));
    expect(gateScenarios(base, runs("s", 5, 2, (i) => (i >= 2 ? [refundTwice] : []))).passed).toBe(true);
    const warning = { ...refundTwice, severity: "warning" as const };
    expect(gateScenarios(runs("s", 5, 5), runs("s", 5, 5, () => [warning])).passed).toBe(true);
  });

  it("categories match every rule of the category; an added scenario's runs count against no baseline runs", () => {
    const r = gateScenarios(runs("other", 2, 2), runs("new", 3, 2, (i) => (i === 2 ? [f("ARH-SCH-003", "schema")] : [])), { zeroTolerance: ["schema"] });
    expect(r.rows.find((x) => x.scenario === "new")!.verdict).toBe("zero-tolerance");
    expect(r.reasons[0]).toMatch(/in none of its 0 baseline runs/);
    // without any baseline, the gate is absolute anyway: zero tolerance does not step in
    expect(gateScenarios([], runs("new", 3, 2, (i) => (i === 2 ? [refundTwice] : []))).rows[0]!.issues.map((i) => i.kind)).not.toContain("zero-tolerance");
  });

  it("single-run scenarios keep the exact comparison", () => {
    const r = gateScenarios(runs("s", 1, 1), runs("s", 1, 0, () => [refundTwice]));
    expect(r.rows[0]!.outcome).toBe("single-run");
    expect(r.passed).toBe(true);
  });

  it("a quarantined finding key or scenario is reported, not gated", () => {
    const q = parseQuarantine(
      JSON.stringify({ entries: [{ scenario: "s", finding: { rule_id: "ARH-FLW-003", category: "flow", step_id: "s4" }, owner: "@o", reason: "known", expires: "2030-01-01" }] }),
      "q.json",
    );
    const r = gateScenarios(runs("s", 5, 5), runs("s", 5, 2, (i) => (i >= 2 ? [refundTwice] : [])), { quarantine: q, today: "2026-12-01" });
    expect(r.passed).toBe(true);
    const qs = parseQuarantine(JSON.stringify({ entries: [{ scenario: "s", owner: "@o", reason: "known", expires: "2030-01-01" }] }), "q.json");
    const rs = gateScenarios(runs("s", 5, 5), runs("s", 5, 2, (i) => (i >= 2 ? [refundTwice] : [])), { quarantine: qs, today: "2026-12-01" });
    expect(rs.passed).toBe(true);
    expect(rs.rows[0]!.outcome).toBe("quarantined");
  });

  it("lists are checked: rule ids and categories only, with a hint", () => {
    expect(checkZeroTolerance(["ARH-FLW-003", "safety", "ARH-FLW-003"], "x")).toEqual(["ARH-FLW-003", "safety"]);
    expect(() => checkZeroTolerance(["arh-flw-003"], "--zero-tolerance")).toThrow(/--zero-tolerance\[0\]: "arh-flw-003" is neither a rule id .* did you mean ARH-FLW-003\?/);
    expect(() => checkZeroTolerance(["Safety"], "zero_tolerance")).toThrow(/did you mean safety\?/);
    expect(() => checkZeroTolerance([3], "zero_tolerance")).toThrow(UsageError);
    expect(parseZeroToleranceList(" none ", "x")).toEqual([]);
    expect(parseZeroToleranceList("default", "x")).toEqual([...DEFAULT_ZERO_TOLERANCE]);
    expect(parseZeroToleranceList("ARH-SAF-001,  flow", "x")).toEqual(["ARH-SAF-001", "flow"]);
    expect(parseZeroToleranceList("", "x")).toBeUndefined();
    expect(() => gateScenarios([], [], { zeroTolerance: ["nope"] })).toThrow(/zero tolerance\[0\]/);
  });
});

describe("zero tolerance from the policy", () => {
  const entry = (id: string, passed: boolean, rule: string | null): TraceReport =>
    trace(id, passed, passed ? 100 : 60, rule ? [finding(rule, "sequence", "s2")] : [], { scenario: "s", category_scores: { sequence: passed ? 100 : 50 } } as Partial<TraceReport>);
  const base = report([1, 2, 3, 4, 5].map((i) => entry(`b${i}`, true, null)));
  const cand = report([1, 2, 3, 4, 5].map((i) => entry(`c${i}`, i !== 5, i === 5 ? "ARH-SEQ-003" : null)));
  const gate = (policyText: string, options = {}) =>
    runGate({
      candidate: cand,
      baseline: { kind: "found", report: base, source: "b.json", label: "" },
      policy: policyFromText(policyText, "p.json"),
      failOn: "regressions",
      maxScoreDrop: null,
      baselineMissing: "fail",
      traceDiffs: false,
      repeats: { pattern: null, options, explicit: false },
    });

  it("the policy's zero_tolerance replaces the default; the flag or input replaces the policy's", () => {
    expect(gate('{"policy_id": "p"}').passed).toBe(true);
    const strictSeq = gate('{"policy_id": "p", "zero_tolerance": ["ARH-SEQ-003"]}');
    expect(strictSeq.passed).toBe(false);
    expect(strictSeq.reasons.join("\n")).toMatch(/zero-tolerance finding ARH-SEQ-003/);
    expect(gate('{"policy_id": "p", "zero_tolerance": ["ARH-SEQ-003"]}', { zeroTolerance: [] }).passed).toBe(true);
  });

  it("a bad zero_tolerance is a policy error naming the field", () => {
    expect(() => policyFromText('{"policy_id": "p", "zero_tolerance": "ARH-SEQ-003"}', "p.json")).toThrow(/^p\.json: policy zero_tolerance: must be an array/);
    expect(() => policyFromText('{"policy_id": "p", "zero_tolerance": [1]}', "p.json")).toThrow(/^p\.json: policy zero_tolerance: zero_tolerance\[0\] must be a string/);
    // names are checked by the gate, whether or not runs repeat
    expect(() => gate('{"policy_id": "p", "zero_tolerance": ["ARH-XYZ-1"]}')).toThrow(/^p\.json:1:39: policy zero_tolerance\[0\]: "ARH-XYZ-1" is neither/);
  });
});
