import { describe, expect, it } from "vitest";
import { UsageError } from "../../src/errors.js";
import { gateScenarios } from "../../src/scenarios/gate.js";
import { parseQuarantine } from "../../src/scenarios/quarantine.js";
import type { RunFinding, RunRecord } from "../../src/scenarios/scenario.js";
import type { GateOptions } from "../../src/scenarios/types.js";

import { resetSerial, runs } from "./helpers.js";
const err = (rule_id: string, step_id: string | null = "s4"): RunFinding => ({ rule_id, category: "flow", step_id, severity: "error" });
const row = (r: ReturnType<typeof gateScenarios>, s: string) => r.rows.find((x) => x.scenario === s)!;
const gate = (b: RunRecord[], c: RunRecord[], o?: GateOptions) => gateScenarios(b, c, o);

describe("per-scenario gate", () => {
  it("10/10 -> 4/10 regresses", () => {
    const r = gate(runs("refund", 10, 10), runs("refund", 10, 4));
    const x = row(r, "refund");
    expect(x.verdict).toBe("regressed");
    expect(x.outcome).toBe("fail");
    // p = C(14,4) C(6,6) / C(20,10) = 1001/184756; one scenario: BH leaves it
    expect(x.p_value).toBeCloseTo(1001 / 184756, 15);
    expect(x.p_adjusted).toBeCloseTo(1001 / 184756, 15);
    expect(x.candidate).toMatchObject({ runs: 10, passes: 4, rate: 0.4, status: "flaky" });
    expect(x.baseline?.status).toBe("stable-pass");
    expect(r.passed).toBe(false);
    expect(r.reasons).toEqual([
      'scenario "refund" regressed: pass rate 10/10 (100%) -> 4/10 (40%), one-sided Fisher p 0.00542, adjusted 0.00542 < alpha 0.05',
    ]);
    // the flakiness is reported too, as a warning
    expect(r.warnings).toEqual(['scenario "refund" is flaky: 4/10 (40%) runs pass (baseline 10/10 (100%), stable-pass)']);
  });

  it("10/10 -> 9/10 does not regress and is flaky", () => {
    const r = gate(runs("refund", 10, 10), runs("refund", 10, 9));
    const x = row(r, "refund");
    expect(x.p_value).toBeCloseTo(0.5, 14);
    expect(x.verdict).toBe("flaky");
    expect(x.outcome).toBe("warn");
    expect(r.passed).toBe(true);
    expect(gate(runs("refund", 10, 10), runs("refund", 10, 9), { flaky: "fail" }).passed).toBe(false);
    const ignored = gate(runs("refund", 10, 10), runs("refund", 10, 9), { flaky: "ignore" });
    expect(ignored.passed).toBe(true);
    expect(ignored.warnings).toEqual([]);
    expect(row(ignored, "refund").outcome).toBe("pass");
  });

  it("flaky in the baseline too is known-flaky and never gates", () => {
    const r = gate(runs("s", 10, 7), runs("s", 10, 6), { flaky: "fail" });
    const x = row(r, "s");
    expect(x.verdict).toBe("known-flaky");
    expect(x.known_flaky).toBe(true);
    expect(x.outcome).toBe("pass");
    expect(r.passed).toBe(true);
  });

  it("2 vs 2 is insufficient-data with the runs needed, warn by default, fail on request", () => {
    const r = gate(runs("s", 2, 2), runs("s", 2, 0));
    const x = row(r, "s");
    expect(x.verdict).toBe("insufficient-data");
    expect(x.outcome).toBe("warn");
    expect(x.min_p_value).toBeCloseTo(1 / 6, 14);
    expect(x.runs_needed).toEqual({ candidate: 5, per_side: 4 });
    expect(r.passed).toBe(true);
    expect(r.warnings[0]).toBe(
      'scenario "s": insufficient data, 2 baseline vs 2 candidate runs cannot reach p < 0.05 (best possible p 0.167), and its pass rate dropped; needs 5 candidate runs against the baseline\'s 2, or 4 runs on each side',
    );
    // never a silent pass: even with no drop the row says the gate is blind
    expect(row(gate(runs("t", 2, 2), runs("t", 2, 2)), "t").verdict).toBe("insufficient-data");
    const strict = gate(runs("s", 2, 2), runs("s", 2, 2), { insufficient: "fail" });
    expect(strict.passed).toBe(false);
    expect(strict.reasons[0]).toMatch(/insufficient data/);
  });

  it("an exact tie at alpha is not significant (3 vs 3 gives exactly 1/20)", () => {
    const r = gate(runs("s", 3, 3), runs("s", 3, 0));
    expect(row(r, "s").p_value).toBeCloseTo(0.05, 14);
    expect(row(r, "s").verdict).toBe("insufficient-data");
    expect(row(gate(runs("s", 4, 4), runs("s", 4, 0)), "s").verdict).toBe("regressed");
  });

  it("one run on each side returns the single-run marker", () => {
    const r = gate([...runs("a", 1, 1), ...runs("b", 1, 1)], [...runs("a", 1, 0), ...runs("c", 1, 0)]);
    expect(r.exact_single_run).toBe(true);
    expect(r.rows.every((x) => x.outcome === "single-run" && x.verdict === "single-run")).toBe(true);
    expect(r.rows.map((x) => x.scenario)).toEqual(["a", "b", "c"]);
    expect(r.rows[0]!.reasons).toEqual(['scenario "a" has one run on each side: exact single-run semantics apply']);
    // the scenario gate itself neither fails nor warns: the caller's exact comparison decides
    expect(r.passed).toBe(true);
    expect(r.warnings).toEqual([]);
    // mixed runs: only the repeated scenario is tested
    const m = gate([...runs("a", 1, 1), ...runs("r", 10, 10)], [...runs("a", 1, 0), ...runs("r", 10, 4)]);
    expect(m.exact_single_run).toBe(false);
    expect(m.summary).toMatchObject({ tested: 1, single_run: 1, regressed: 1 });
  });

  it("min-runs fails closed", () => {
    const r = gate(runs("s", 10, 10), runs("s", 3, 3), { minRuns: 5 });
    expect(row(r, "s").verdict).toBe("too-few-runs");
    expect(r.passed).toBe(false);
    expect(r.reasons).toContain('scenario "s" has 3 candidate runs, min-runs requires 5');
    // single runs are no longer exempt when min-runs asks for more
    const one = gate(runs("t", 1, 1), runs("t", 1, 1), { minRuns: 2 });
    expect(one.exact_single_run).toBe(false);
    expect(row(one, "t").verdict).toBe("too-few-runs");
    expect(gate(runs("s", 10, 10), runs("s", 5, 5), { minRuns: 5 }).passed).toBe(true);
  });

  it("no candidate runs at all fails closed", () => {
    const r = gate(runs("s", 5, 5), []);
    expect(r.passed).toBe(false);
    expect(r.reasons.at(-1)).toMatch(/^no candidate runs/);
    expect(row(r, "s").verdict).toBe("removed");
  });

  it("controls the false discovery rate across scenarios", () => {
    // 10/10 -> 5/10 alone: K = 15, X >= 5, p = C(15,5) C(5,5) / C(20,10) = 3003/184756 = 0.0163 regresses
    expect(row(gate(runs("x", 10, 10), runs("x", 10, 5)), "x").verdict).toBe("regressed");
    // next to 9 unchanged scenarios (p = 1 each), BH multiplies the smallest by 10/1: 0.163, no regression
    const base = [...runs("x", 10, 10)];
    const cand = [...runs("x", 10, 5)];
    for (let i = 0; i < 9; i++) {
      base.push(...runs(`ok${i}`, 10, 10));
      cand.push(...runs(`ok${i}`, 10, 10));
    }
    const r = gate(base, cand);
    const x = row(r, "x");
    expect(x.p_value).toBeCloseTo(3003 / 184756, 15);
    expect(x.p_adjusted).toBeCloseTo((3003 / 184756) * 10, 12);
    expect(x.verdict).toBe("flaky");
    // rows: warnings first, then code-point order
    expect(r.rows[0]!.scenario).toBe("x");
    expect(r.rows.slice(1).map((y) => y.scenario)).toEqual(["ok0", "ok1", "ok2", "ok3", "ok4", "ok5", "ok6", "ok7", "ok8"]);
  });

  it("a finding shown by significantly more runs regresses; the same share does not", () => {
    const b = runs("s", 10, 10);
    const c = runs("s", 10, 10, (i) => (i < 7 ? [err("ARH-FLW-003")] : []));
    const r = gate(b, c, { zeroTolerance: [] }); // the statistics alone (zero tolerance: below)
    const x = row(r, "s");
    expect(x.verdict).toBe("finding-regressed");
    const f = x.findings[0]!;
    // runs free of it: 10/10 -> 3/10: p = C(13,3) C(7,7) / C(20,10) = 286/184756
    expect(f.p_value).toBeCloseTo(286 / 184756, 15);
    expect(f).toMatchObject({ rule_id: "ARH-FLW-003", category: "flow", step_id: "s4", regressed: true, outcome: "fail" });
    expect(f.candidate).toEqual({ runs_showing: 7, runs: 10 });
    expect(r.passed).toBe(false);
    expect(r.reasons[0]).toBe(
      'scenario "s": error finding shown by significantly more runs: ARH-FLW-003 at step "s4" in 7/10 runs (baseline 0/10, adjusted p 0.00155)',
    );
    // the same share on both sides: no regression; two findings of one run count once
    const same = gate(
      runs("s", 10, 10, (i) => (i < 7 ? [err("ARH-FLW-003"), err("ARH-FLW-003")] : [])),
      runs("s", 10, 10, (i) => (i < 7 ? [err("ARH-FLW-003")] : [])),
    );
    expect(row(same, "s").findings[0]!.baseline.runs_showing).toBe(7);
    expect(same.passed).toBe(true);
    // a warning that rises only warns
    const warn = gate(b, runs("s", 10, 10, (i) => (i < 7 ? [{ ...err("ARH-BUD-001"), severity: "warning" as const }] : [])));
    expect(row(warn, "s").verdict).toBe("finding-rose");
    expect(warn.passed).toBe(true);
  });

  it("is deterministic: identical input, identical result", () => {
    resetSerial();
    const one = JSON.stringify(gate([...runs("b", 6, 6), ...runs("a", 6, 2)], [...runs("b", 6, 1), ...runs("a", 6, 2)]));
    resetSerial();
    const two = JSON.stringify(gate([...runs("b", 6, 6), ...runs("a", 6, 2)], [...runs("b", 6, 1), ...runs("a", 6, 2)]));
    expect(one).toBe(two);
  });

  it("rejects bad options and duplicate runs, naming the field", () => {
    const b = runs("s", 3, 3);
    expect(() => gate(b, b.slice(0, 2), { alpha: 0 })).toThrow(/^alpha must be a number between 0 and 1/);
    expect(() => gate(b, b, { alpha: Number.NaN })).toThrow(UsageError);
    expect(() => gate(b, b, { minRuns: 0 })).toThrow(/^min-runs must be a whole number >= 1, got 0/);
    expect(() => gate(b, b, { insufficient: "pass" as never })).toThrow(/^insufficient must be warn or fail/);
    expect(() => gate(b, b, { flaky: "maybe" as never })).toThrow(/^flaky must be warn, fail or ignore/);
    expect(() => gate(b, [b[0]!, b[0]!])).toThrow(/^candidate: duplicate trace_id "s-\d+"/);
    const q = parseQuarantine('{"entries": []}', "q.json");
    expect(() => gate(b, b, { quarantine: q })).toThrow(/without a date/);
    expect(() => gate(b, b, { quarantine: q, today: "2026-13-01" })).toThrow(/must be YYYY-MM-DD/);
  });
});

describe("quarantine in the gate", () => {
  const file = (entries: unknown[]) => parseQuarantine(JSON.stringify({ entries }), "base/.arh/quarantine.json");
  const entry = { scenario: "refund", owner: "@payments", reason: "sandbox flaps", expires: "2026-12-31" };

  it("a quarantined regression is reported, never gates", () => {
    const r = gate(runs("refund", 10, 10), runs("refund", 10, 4), { quarantine: file([entry]), today: "2026-12-31" });
    const x = row(r, "refund");
    expect(x.verdict).toBe("regressed");
    expect(x.outcome).toBe("quarantined");
    expect(x.quarantine).toEqual({ entry: "entries[0]", owner: "@payments", reason: "sandbox flaps", expires: "2026-12-31" });
    expect(r.passed).toBe(true);
    expect(r.warnings).toContain(
      'scenario "refund" is quarantined until 2026-12-31 by @payments (entries[0]: sandbox flaps); its failures are reported, not gated',
    );
    expect(r.warnings.some((w) => w.startsWith('scenario "refund" regressed'))).toBe(true);
  });

  it("an expired entry fails loudly and quarantines nothing", () => {
    const r = gate(runs("refund", 10, 10), runs("refund", 10, 4), { quarantine: file([entry]), today: "2027-01-01" });
    expect(row(r, "refund").outcome).toBe("fail");
    expect(r.passed).toBe(false);
    expect(r.reasons).toContain(
      'quarantine file base/.arh/quarantine.json: entries[0] for scenario "refund" (owner @payments) expired on 2026-12-31 (today 2027-01-01); renew it with a new date or fix and remove it',
    );
    // expired even when the scenario passes now
    expect(gate(runs("refund", 10, 10), runs("refund", 10, 10), { quarantine: file([entry]), today: "2027-01-01" }).passed).toBe(false);
  });

  it("quarantines one finding key; unused entries are listed", () => {
    const fq = { ...entry, finding: { rule_id: "ARH-FLW-003", category: "flow", step_id: "s4" } };
    const other = { ...entry, scenario: "gone" };
    const r = gate(runs("refund", 10, 10), runs("refund", 10, 10, (i) => (i < 7 ? [err("ARH-FLW-003")] : [])), {
      quarantine: file([fq, other]),
      today: "2026-06-01",
    });
    const f = row(r, "refund").findings[0]!;
    expect(f.outcome).toBe("quarantined");
    expect(row(r, "refund").verdict).toBe("ok");
    expect(r.passed).toBe(true);
    expect(r.quarantine?.unused.map((u) => u.entry)).toEqual(["entries[1]"]);
    expect(r.warnings).toContain('quarantine file base/.arh/quarantine.json: entries[1] for scenario "gone" matches nothing in this run');
  });

  it("hands finding quarantines of single-run scenarios to the caller", () => {
    const fq = { ...entry, finding: { rule_id: "ARH-FLW-003", category: "flow", step_id: "s4" } };
    const r = gate(runs("refund", 1, 1), runs("refund", 1, 0, () => [err("ARH-FLW-003"), err("ARH-FLW-003")]), {
      quarantine: file([fq]),
      today: "2026-06-01",
    });
    const x = row(r, "refund");
    expect(x.outcome).toBe("single-run");
    expect(x.finding_quarantines).toEqual([
      { rule_id: "ARH-FLW-003", category: "flow", step_id: "s4", entry: "entries[0]", owner: "@payments", reason: "sandbox flaps", expires: "2026-12-31" },
    ]);
    expect(r.quarantine?.unused).toEqual([]);
  });
});
