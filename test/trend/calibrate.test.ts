// `arh calibrate` (docs/calibrate.md): A/A splits of a baseline with 10 runs per scenario, the
// false-alarm rate against the exact size of the test and alpha's binomial interval, the power
// figure against a simulation of the scenario gate itself, and the bad values.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCalibrateCommand } from "../../src/commands/calibrate.js";
import { calibrate, prng, type Calibration } from "../../src/calibrate/calibrate.js";
import { power } from "../../src/calibrate/power.js";
import { gateScenarios } from "../../src/scenarios/gate.js";
import type { RunRecord } from "../../src/scenarios/scenario.js";
import { capture } from "../capture.js";

const TMP = mkdtempSync(join(tmpdir(), "arh-calibrate-"));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

/** A report file: for each scenario, `runs` entries of which `passes` pass; costs vary around `cost`. */
function baseline(name: string, scenarios: [string, number, number][], cost = 0): string {
  const reports = [];
  let salt = 7;
  for (const [s, runs, passes] of scenarios) {
    for (let r = 0; r < runs; r++) {
      salt = (salt * 48271) % 2147483647;
      const ok = r < passes;
      reports.push({
        trace_id: `${s}-run-${salt.toString(36)}`, agent_name: "a", workflow: s, policy_id: "p", score: ok ? 100 : 40, passed: ok,
        total_latency_ms: 100 + r, total_cost_usd: cost ? Number((cost * (0.8 + 0.04 * r)).toFixed(6)) : 0, citation_coverage: null,
        source_path: `traces/${s}-${r}.json`, findings: [], scenario: s,
      });
    }
  }
  const total = reports.length;
  const passed = reports.filter((e) => e.passed).length;
  const path = join(TMP, name);
  writeFileSync(path, JSON.stringify({ schema_version: "1", summary: { total_traces: total, passed_traces: passed, failed_traces: total - passed, average_score: 80 }, reports }));
  return path;
}

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string; json: Calibration | null }> {
  const out = join(TMP, `c-${Math.random().toString(36).slice(2)}.json`);
  const r = await capture(() => runCalibrateCommand([...argv, "--json-out", out]));
  let json: Calibration | null = null;
  try {
    json = JSON.parse(readFileSync(out, "utf8")) as Calibration;
  } catch {
    // none written
  }
  return { ...r, json };
}

/** Exact chance, counted here by enumerating the hypergeometric split, that a one-sided Fisher test flags it. */
function exactSize(k: number, n: number, alpha: number): number {
  const choose = (a: number, b: number): number => (b < 0 || b > a ? 0 : b === 0 ? 1 : (choose(a - 1, b - 1) * a) / b);
  const nc = Math.floor(n / 2);
  const nb = n - nc;
  let size = 0;
  for (let x = 0; x <= nc; x++) {
    const b = k - x;
    if (b < 0 || b > nb || x * nb >= b * nc) continue;
    // one-sided Fisher p = P(X <= x) under the same margins
    let p = 0;
    for (let y = 0; y <= x; y++) p += (choose(k, y) * choose(n - k, nc - y)) / choose(n, nc);
    if (p < alpha * (1 - 1e-9)) size += (choose(k, x) * choose(n - k, nc - x)) / choose(n, nc);
  }
  return size;
}

const binomialHigh = (p: number, n: number): number => p + 1.96 * Math.sqrt((p * (1 - p)) / n) + 1 / n;
const binomialLow = (p: number, n: number): number => p - 1.96 * Math.sqrt((p * (1 - p)) / n) - 1 / n;

describe("false alarms on 1,000 A/A splits, 10 runs per scenario", () => {
  it("each scenario's rate lies in the binomial interval of the test's exact size; the gate's, within alpha's", async () => {
    const path = baseline("ten.json", [["always", 10, 10], ["mostly", 10, 8], ["half", 10, 5], ["rarely", 10, 3], ["flaky", 10, 6]]);
    const r = await run("--baseline", path, "--rounds", "1000", "--seed", "42");
    expect(r.code).toBe(0);
    const c = r.json!;
    expect(c.rounds).toBe(1000);
    for (const s of c.scenarios) {
      const exact = exactSize(s.passes, s.runs, 0.05);
      expect(s.pass_rate_test_size).toBeCloseTo(exact, 9);
      // no findings in these runs: every alarm is the pass-rate test, BH-adjusted (never more often than unadjusted)
      expect(s.false_alarm_rate).toBeLessThanOrEqual(binomialHigh(exact, 1000));
    }
    expect(c.overall.false_alarm_rate).toBeLessThanOrEqual(binomialHigh(0.05, 1000));
    expect(r.out).toMatch(/^Calibration: 1000 A\/A split\(s\) of the baseline's own runs \(seed 42\), the scenario gate at alpha 0\.05\.\nFalse alarms: \d+ of 1000 rounds failed the gate \(\d+\.\d%, 95% interval .*\); consistent with alpha 5\.0% or below\.\n/);
  });

  it("a single scenario whose split can fire: its rate matches the exact size", async () => {
    // 20 runs, 10 pass: split 10 v 10, the test fires in a few % of splits
    const path = baseline("twenty.json", [["coin", 20, 10]]);
    const r = await run("--baseline", path, "--rounds", "1000", "--seed", "7", "--alpha", "0.1");
    const s = r.json!.scenarios[0]!;
    const exact = exactSize(10, 20, 0.1);
    expect(exact).toBeGreaterThan(0.03);
    expect(s.false_alarm_rate).toBeGreaterThanOrEqual(binomialLow(exact, 1000));
    expect(s.false_alarm_rate).toBeLessThanOrEqual(binomialHigh(exact, 1000));
    expect(r.json!.overall.false_alarm_rate).toBe(s.false_alarm_rate);
  });

  it("the same seed gives the same result; the splits are the seed's", async () => {
    const path = baseline("same.json", [["a", 10, 6], ["b", 10, 4]]);
    const one = await run("--baseline", path, "--rounds", "300", "--seed", "3");
    const two = await run("--baseline", path, "--rounds", "300", "--seed", "3");
    expect(one.out).toBe(two.out);
    expect(JSON.stringify(one.json)).toBe(JSON.stringify(two.json));
  });
});

describe("power", () => {
  /** The scenario gate itself on simulated runs: baseline rate p0, candidate p1, n runs each. */
  function simulate(p0: number, p1: number, n: number, reps: number, seed: number): number {
    const rnd = prng(seed);
    let fired = 0;
    for (let i = 0; i < reps; i++) {
      const runs = (side: string, p: number): RunRecord[] =>
        Array.from({ length: n }, (_, j) => ({ trace_id: `${side}-${i}-${j}`, scenario: "s", scenario_source: "metadata" as const, passed: rnd() < p, source_path: `${side}/${j}.json`, findings: [] }));
      const g = gateScenarios(runs("b", p0), runs("c", p1), {});
      if (g.rows[0]!.verdict === "regressed") fired++;
    }
    return fired / reps;
  }

  it("the power figure for a 0.3 drop at 10 runs per side agrees with a simulation of the gate within 5 points", async () => {
    const path = baseline("power.json", [["high", 10, 9], ["full", 10, 10]]);
    const r = await run("--baseline", path, "--rounds", "50", "--detect", "0.3");
    for (const s of r.json!.scenarios) {
      const p0 = s.passes / s.runs;
      const sim = simulate(p0, p0 - 0.3, 10, 3000, 11);
      expect(Math.abs(s.power_at_detect! - sim)).toBeLessThan(0.05);
      expect(s.power_at_detect).toBeCloseTo(power(10, 10, p0, p0 - 0.3, 0.05), 12);
    }
    expect(r.out).toMatch(/power \d+\.\d% against a 30-point drop; \d+ runs per side for 80\.0%/);
  });

  it("the runs needed reach 80 % power, one run fewer does not (Fisher's discreteness aside)", () => {
    const c = calibrate(
      Array.from({ length: 10 }, (_, j) => ({ trace_id: `t${j}`, scenario: "s", scenario_source: "metadata" as const, passed: j < 9, source_path: "x", findings: [] })),
      new Map(),
      { rounds: 10, seed: 1, detect: 0.2, gate: {} },
    );
    const s = c.scenarios[0]!;
    expect(s.runs_needed).not.toBeNull();
    expect(power(s.runs_needed!, s.runs_needed!, 0.9, 0.7, 0.05)).toBeGreaterThanOrEqual(0.8);
    expect(power(s.runs_needed! - 1, s.runs_needed! - 1, 0.9, 0.7, 0.05)).toBeLessThan(0.8);
    expect(s.min_detectable_drop).toBeGreaterThan(0.2); // 10 runs per side do not see 20 points
  });

  it("cost: the smallest shift of the mean detected, where costs are recorded", async () => {
    const path = baseline("cost.json", [["s", 10, 10]], 0.01);
    const r = await run("--baseline", path, "--rounds", "20");
    const cost = r.json!.scenarios[0]!.cost!;
    expect(cost.mean).toBeCloseTo(0.0098, 6);
    // (z0.95 + z0.80) * sd * sqrt(2/10) / mean
    expect(cost.min_detectable_shift).toBeCloseTo(((1.6448536 + 0.8416212) * cost.sd * Math.sqrt(0.2)) / cost.mean, 5);
    expect(r.out).toMatch(/cost: a shift of \d+\.\d% of the mean \$0\.0098/);
  });
});

describe("bad values: one clear line", () => {
  const path = baseline("bad.json", [["a", 4, 2], ["lonely", 1, 1]]);
  const cases: [string[], RegExp][] = [
    [["--rounds", "0"], /^arh calibrate: --rounds must be a whole number from 1 to 100000, got 0\n$/],
    [["--rounds", "1000001"], /^arh calibrate: --rounds must be a whole number from 1 to 100000/],
    [["--rounds", "ten"], /^arh calibrate: --rounds must be a number, got 'ten'\n$/],
    [["--detect", "1.5"], /^arh calibrate: --detect must be a pass-rate drop above 0 and at most 1 \(0\.2 is 20 points\), got 1\.5\n$/],
    [["--detect", "0"], /^arh calibrate: --detect must be a pass-rate drop above 0/],
    [["--seed=-1"], /^arh calibrate: --seed must be a whole number from 0 to 4294967295/],
  ];
  for (const [flags, want] of cases) {
    it(flags.join(" "), async () => {
      const r = await run("--baseline", path, ...flags);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(want);
    });
  }
  it("a scenario with one run is skipped with a line; none to split is an error", async () => {
    const r = await run("--baseline", path, "--rounds", "10");
    expect(r.code).toBe(0);
    expect(r.out).toContain('skipped: scenario "lonely" has one run: nothing to split');
    const only = baseline("single.json", [["x", 1, 1], ["y", 1, 0]]);
    const e = await run("--baseline", only);
    expect(e.code).toBe(2);
    expect(e.err).toBe("arh calibrate: no scenario has two runs or more to split (2 scenario(s) with one run): record repeated runs (docs/repeats.md)\n");
  });
  it("no --baseline, a missing file", async () => {
    expect((await run()).err).toMatch(/^arh calibrate: --baseline is required/);
    expect((await run("--baseline", join(TMP, "nope.json"))).code).toBe(2);
  });
});
