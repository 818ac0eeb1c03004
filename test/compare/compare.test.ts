import { describe, expect, it } from "vitest";
import { compareReports, normalizeReport, pyRound } from "../../src/compare/index.js";
import type { CompareResult, FailOn } from "../../src/compare/index.js";
import type { Finding, Report, TraceReport } from "../../src/types.js";
import { finding as F, legacy, report, rng, trace as T } from "./helpers.js";

const MODES: FailOn[] = ["regressions", "failures", "never"];

function cmp(b: Report, c: Report, failOn: FailOn = "regressions", maxScoreDrop: number | null = null): CompareResult {
  return compareReports(b, c, { failOn, maxScoreDrop });
}
const byId = (r: CompareResult, id: string) => r.traces.find((t) => t.trace_id === id)!;

describe("status changes and deltas", () => {
  const base = report([
    T("a-same", true, 100),
    T("b-regress", true, 90, [], { total_latency_ms: 1000, total_cost_usd: 0.1 }),
    T("c-fixed", false, 40, [F("ARH-FLW-003", "flow", "s3")]),
    T("d-removed", false, 10, [F("ARH-SEQ-001", "sequence", null)]),
  ]);
  const cand = report([
    T("a-same", true, 100),
    T("b-regress", false, 60, [F("ARH-FLW-003", "flow", "s7")], { total_latency_ms: 1500.5, total_cost_usd: 0.3 }),
    T("c-fixed", true, 100),
    T("e-added", false, 20, [F("ARH-SCH-001", "schema", "s1"), F("ARH-SCH-005", "schema", "s1", "warning")]),
    T("f-added-ok", true, 95),
  ]);
  const r = cmp(base, cand);

  it("classifies every trace and sorts traces by id", () => {
    expect(r.traces.map((t) => [t.trace_id, t.status_change])).toEqual([
      ["a-same", "unchanged"],
      ["b-regress", "pass->fail"],
      ["c-fixed", "fail->pass"],
      ["d-removed", "removed"],
      ["e-added", "added"],
      ["f-added-ok", "added"],
    ]);
  });

  it("computes deltas only when both sides exist", () => {
    const b = byId(r, "b-regress");
    expect(b.score_delta).toBe(-30);
    expect(b.latency_delta_ms).toBe(500.5);
    expect(b.cost_delta_usd).toBe(0.2);
    expect(byId(r, "d-removed")).toMatchObject({ score_delta: null, latency_delta_ms: null, cost_delta_usd: null, candidate_passed: null, candidate_score: null, new_findings: [], resolved_findings: [] });
    expect(byId(r, "e-added")).toMatchObject({ score_delta: null, baseline_passed: null, baseline_score: null });
  });

  it("lists the findings of added traces as new, and none for removed traces", () => {
    expect(byId(r, "e-added").new_findings.map((f) => f.rule_id)).toEqual(["ARH-SCH-001", "ARH-SCH-005"]);
    expect(byId(r, "e-added").new_findings[0]).toMatchObject({ trace_id: "e-added", severity: "error", category: "schema", step_id: "s1" });
    expect(byId(r, "c-fixed").resolved_findings).toHaveLength(1);
  });

  it("summarises", () => {
    expect(r.summary).toMatchObject({
      traces_compared: 3,
      traces_added: 2,
      traces_removed: 1,
      pass_to_fail: 1,
      fail_to_pass: 1,
      new_findings: 3,
      new_error_findings: 2,
      resolved_findings: 1,
      average_score_delta: 10, // (0 - 30 + 60) / 3
      max_score_drop: 30,
    });
    expect(r.baseline_policy_id).toBe("pol");
    expect(r.candidate_policy_id).toBe("pol");
  });

  it("gives the harness's reasons (new error findings folded into one), in a fixed order", () => {
    expect(r.gate.passed).toBe(false);
    expect(r.gate.reasons).toEqual([
      "2 new error findings: b-regress:ARH-FLW-003 at step s7, e-added:ARH-SCH-001 at step s1",
      "b-regress: pass->fail",
      "added trace e-added fails",
    ]);
    expect(cmp(base, cand, "regressions", 25).gate.reasons.at(-1)).toBe("b-regress: score dropped 30.00 (max 25)");
    expect(cmp(base, cand, "regressions", 30).gate.reasons).toHaveLength(3); // a drop equal to the limit is allowed
    expect(cmp(base, cand, "failures").gate).toMatchObject({ passed: false, reasons: ["2 candidate traces fail: b-regress, e-added"] });
    expect(cmp(base, cand, "never").gate).toMatchObject({ passed: true, reasons: [] });
  });
});

describe("gate modes on single causes", () => {
  const ok = report([T("t1", true, 100), T("t2", false, 50, [F("ARH-BUD-002", "budget", null)])]);
  const cases: { name: string; cand: Report; regressions: boolean; failures: boolean; drop5?: boolean }[] = [
    { name: "identical", cand: ok, regressions: true, failures: false },
    { name: "new warning only", cand: report([T("t1", true, 95, [F("ARH-SCH-005", "schema", "s1", "warning")]), ok.reports[1]!]), regressions: true, failures: false, drop5: true },
    { name: "removed trace", cand: report([ok.reports[0]!]), regressions: true, failures: true },
    { name: "removed failing finding", cand: report([ok.reports[0]!, T("t2", true, 100)]), regressions: true, failures: true },
    { name: "pre-existing failure, score drop 20", cand: report([ok.reports[0]!, T("t2", false, 30, [F("ARH-BUD-002", "budget", null)])]), regressions: true, failures: false, drop5: false },
    { name: "new error on a failing trace", cand: report([ok.reports[0]!, T("t2", false, 50, [F("ARH-BUD-002", "budget", null), F("ARH-BUD-003", "budget", null)])]), regressions: false, failures: false },
    { name: "pass->fail without findings (score)", cand: report([T("t1", false, 60), ok.reports[1]!]), regressions: false, failures: false },
    { name: "added passing trace", cand: report([...ok.reports, T("t3", true, 100)]), regressions: true, failures: false },
    { name: "added failing trace without errors", cand: report([...ok.reports, T("t3", false, 10)]), regressions: false, failures: false },
  ];
  for (const c of cases) {
    it(c.name, () => {
      expect(cmp(ok, c.cand, "regressions").gate.passed).toBe(c.regressions);
      expect(cmp(ok, c.cand, "failures").gate.passed).toBe(c.failures);
      expect(cmp(ok, c.cand, "never").gate.passed).toBe(true);
      const withDrop = cmp(ok, c.cand, "regressions", 5).gate.passed;
      expect(withDrop).toBe(c.drop5 === undefined ? c.regressions : c.drop5 && c.regressions);
      // max-score-drop only applies to regressions mode
      expect(cmp(ok, c.cand, "failures", 0).gate.passed).toBe(c.failures);
    });
  }
});

describe("multisets and the legacy second pass", () => {
  it("two identical findings against one is one new finding", () => {
    const b = report([T("t", false, 50, [F("ARH-FLW-003", "flow", "s4")])]);
    const c = report([T("t", false, 50, [F("ARH-FLW-003", "flow", "s4"), F("ARH-FLW-003", "flow", "s4", "error", "other message")])]);
    const r = cmp(b, c);
    expect(r.summary.new_findings).toBe(1);
    expect(r.summary.resolved_findings).toBe(0);
    expect(r.gate.reasons).toEqual(["1 new error finding: t:ARH-FLW-003 at step s4"]);
    const back = cmp(c, b);
    expect(back.summary).toMatchObject({ new_findings: 0, resolved_findings: 1 });
  });

  it("ignores messages (measured values) in fingerprints", () => {
    const b = report([T("t", false, 50, [F("ARH-BUD-002", "budget", null, "error", "latency 5100 ms over 5000")])]);
    const c = report([T("t", false, 50, [F("ARH-BUD-002", "budget", null, "error", "latency 5300 ms over 5000")])]);
    expect(cmp(b, c).summary).toMatchObject({ new_findings: 0, resolved_findings: 0 });
  });

  it("matches a v0.1 baseline (no rule_id) on (trace, category, step)", () => {
    const modern = report([T("t", false, 40, [F("ARH-SCH-003", "schema", "s1"), F("ARH-SCH-003", "schema", "s1"), F("ARH-SAF-001", "safety", "s2")])]);
    const b = normalizeReport(legacy(modern), "old.json");
    expect(b.reports[0]!.findings.every((f) => f.rule_id === "")).toBe(true);
    const r = cmp(b, modern);
    expect(r.summary).toMatchObject({ new_findings: 0, resolved_findings: 0 });
    // one extra finding in the candidate stays new
    const more = report([T("t", false, 40, [...modern.reports[0]!.findings, F("ARH-SCH-004", "schema", "s1")])]);
    const r2 = cmp(b, more);
    expect(r2.summary).toMatchObject({ new_findings: 1, resolved_findings: 0 });
    // and the reverse direction (legacy candidate) too
    expect(cmp(modern, b).summary).toMatchObject({ new_findings: 0, resolved_findings: 0 });
  });

  it("does not loosely match two findings that both have a rule_id", () => {
    const b = report([T("t", false, 40, [F("ARH-SCH-003", "schema", "s1")])]);
    const c = report([T("t", false, 40, [F("ARH-SCH-004", "schema", "s1")])]);
    expect(cmp(b, c).summary).toMatchObject({ new_findings: 1, resolved_findings: 1 });
  });

  it("a legacy finding elsewhere in the trace does not license ruled pairs", () => {
    const legacyOther = { severity: "error", category: "flow", message: "x", step_id: "s9", rule_id: "" } as Finding;
    const b = report([T("t", false, 40, [F("ARH-SCH-003", "schema", "s1"), legacyOther])]);
    const c = report([T("t", false, 40, [F("ARH-SCH-004", "schema", "s1")])]);
    expect(cmp(b, c).summary).toMatchObject({ new_findings: 1, resolved_findings: 2 });
  });

  it("pairs as many findings as possible when legacy and ruled findings mix", () => {
    const leg = (step: string): Finding => ({ severity: "error", category: "schema", message: "m", step_id: step, rule_id: "" });
    const b = report([T("t", false, 40, [leg("s1"), F("ARH-SCH-007", "schema", "s1")])]);
    const c = report([T("t", false, 40, [{ ...leg("s1"), message: "n" }, F("ARH-SCH-004", "schema", "s1")])]);
    // the legacy pair matches exactly in the first pass; the two ruled ones have no legacy partner left
    expect(cmp(b, c).summary).toMatchObject({ new_findings: 1, resolved_findings: 1 });
    const b2 = report([T("t", false, 40, [leg("s1"), leg("s1")])]);
    const c2 = report([T("t", false, 40, [F("ARH-SCH-004", "schema", "s1"), F("ARH-SCH-007", "schema", "s1"), F("ARH-SCH-004", "schema", "s1")])]);
    expect(cmp(b2, c2).summary).toMatchObject({ new_findings: 1, resolved_findings: 0 });
    expect(cmp(c2, b2).summary).toMatchObject({ new_findings: 0, resolved_findings: 1 });
  });

  it("orders new and resolved findings by (trace, rule, category, step, message)", () => {
    const c = report([T("t", false, 0, [F("B", "schema", "s2"), F("A", "schema", "s9"), F("A", "schema", "s10"), F("A", "flow", null, "error", "b"), F("A", "flow", null, "error", "a")])]);
    const r = cmp(report([]), c);
    expect(r.traces[0]!.new_findings.map((f) => `${f.rule_id}/${f.category}/${f.step_id}/${f.message}`)).toEqual([
      "A/flow/null/a",
      "A/flow/null/b",
      "A/schema/s10/A at s10",
      "A/schema/s9/A at s9",
      "B/schema/s2/B at s2",
    ]);
  });
});

describe("self comparison", () => {
  it("an all-passing report compared with itself passes every mode", () => {
    const r = report([T("a", true, 100), T("b", true, 80, [F("ARH-SCH-005", "schema", "s1", "warning")])]);
    for (const m of MODES) for (const d of [null, 0]) expect(cmp(r, r, m, d).gate).toMatchObject({ passed: true, reasons: [] });
  });
  it("a report with failures compared with itself passes regressions and never; failures gates on them", () => {
    const r = report([T("a", true, 100), T("b", false, 20, [F("ARH-FLW-003", "flow", "s2"), F("ARH-FLW-003", "flow", "s2")])]);
    expect(cmp(r, r, "regressions", 0).gate.passed).toBe(true);
    expect(cmp(r, r, "never").gate.passed).toBe(true);
    expect(cmp(r, r, "failures").gate.reasons).toEqual(["1 candidate trace fails: b"]);
    expect(cmp(r, r).summary).toMatchObject({ new_findings: 0, resolved_findings: 0, average_score_delta: 0, max_score_drop: 0, unchanged_failing: 1 });
  });
});

describe("policy ids", () => {
  it("uses the single policy id, else joins the distinct non-empty ones", () => {
    const r = cmp(report([T("a", true, 1, [], { policy_id: "p2" }), T("b", true, 1, [], { policy_id: "p1" })]), report([]));
    expect(r.baseline_policy_id).toBe("p1,p2");
    expect(r.candidate_policy_id).toBe("");
  });
});

describe("duplicate trace ids", () => {
  it("rejects a candidate with a duplicated trace_id", () => {
    const c = report([T("a", true, 1), T("a", true, 1, [], { source_path: "other.json" })]);
    expect(() => cmp(report([]), c)).toThrow(/candidate report contains duplicate trace_id 'a' \(traces\/a.json and other.json\)/);
  });
});

// ---------------------------------------------------------------------------------------------
// Generated pairs against an independent model of semantics §7.

interface Model {
  status: Record<string, string>;
  newCount: Record<string, number>;
  newErrors: Record<string, number>;
  resolved: Record<string, number>;
}

const CATS = ["schema", "flow", "budget"];
const SEV: Record<string, Finding["severity"]> = { schema: "error", flow: "warning", budget: "error" };

function model(b: Report, c: Report): Model {
  const m: Model = { status: {}, newCount: {}, newErrors: {}, resolved: {} };
  const bm = new Map(b.reports.map((t) => [t.trace_id, t]));
  const cm = new Map(c.reports.map((t) => [t.trace_id, t]));
  for (const id of new Set([...bm.keys(), ...cm.keys()])) {
    const bt = bm.get(id);
    const ct = cm.get(id);
    m.status[id] = !bt ? "added" : !ct ? "removed" : bt.passed && !ct.passed ? "pass->fail" : !bt.passed && ct.passed ? "fail->pass" : "unchanged";
    if (!ct) {
      m.newCount[id] = 0;
      m.newErrors[id] = 0;
      m.resolved[id] = 0;
      continue;
    }
    const bf = bt?.findings ?? [];
    const cf = ct.findings;
    // group by (category, step): counts per rule id ("" = legacy)
    const groups = new Map<string, { b: Map<string, number>; c: Map<string, number>; sev: string }>();
    const add = (f: Finding, side: "b" | "c") => {
      const k = f.category + "|" + (f.step_id ?? "");
      let g = groups.get(k);
      if (!g) groups.set(k, (g = { b: new Map(), c: new Map(), sev: f.severity }));
      g[side].set(f.rule_id, (g[side].get(f.rule_id) ?? 0) + 1);
    };
    bf.forEach((f) => add(f, "b"));
    cf.forEach((f) => add(f, "c"));
    let nNew = 0;
    let nErr = 0;
    let nRes = 0;
    for (const g of groups.values()) {
      let RN = 0, LN = 0, RR = 0, LR = 0;
      for (const rule of new Set([...g.b.keys(), ...g.c.keys()])) {
        const d = (g.c.get(rule) ?? 0) - (g.b.get(rule) ?? 0);
        if (rule === "") {
          LN += Math.max(0, d);
          LR += Math.max(0, -d);
        } else {
          RN += Math.max(0, d);
          RR += Math.max(0, -d);
        }
      }
      let matched = 0;
      if (bt) {
        const m1 = Math.min(RN, LR);
        const m2 = Math.min(LN, RR);
        matched = m1 + m2 + Math.min(LN - m2, LR - m1);
      }
      nNew += RN + LN - matched;
      nRes += RR + LR - matched;
      if (g.sev === "error") nErr += RN + LN - matched;
    }
    m.newCount[id] = nNew;
    m.newErrors[id] = nErr;
    m.resolved[id] = bt ? nRes : 0;
  }
  return m;
}

function genReport(rand: () => number, legacyMode: "none" | "all" | "mixed"): Report {
  const traces: TraceReport[] = [];
  for (let i = 0; i < 6; i++) {
    if (rand() < 0.25) continue;
    const findings: Finding[] = [];
    const n = Math.floor(rand() * 5);
    for (let k = 0; k < n; k++) {
      const cat = CATS[Math.floor(rand() * CATS.length)]!;
      const step = rand() < 0.2 ? null : `s${Math.floor(rand() * 3)}`;
      const rule = `ARH-${cat.slice(0, 3).toUpperCase()}-00${1 + Math.floor(rand() * 2)}`;
      const drop = legacyMode === "all" || (legacyMode === "mixed" && rand() < 0.5);
      findings.push({ severity: SEV[cat]!, category: cat, message: `m${Math.floor(rand() * 3)}`, step_id: step, rule_id: drop ? "" : rule });
    }
    const score = Math.round(rand() * 10000) / 100;
    traces.push(T(`t${i}`, rand() < 0.5, score, findings));
  }
  return report(traces);
}

describe("generated baseline/candidate pairs agree with the model of semantics §7", () => {
  const legacyModes = ["none", "all", "mixed"] as const;
  for (let seed = 1; seed <= 300; seed++) {
    const rand = rng(seed);
    const b = genReport(rand, legacyModes[seed % 3]!);
    const c = genReport(rand, seed % 7 === 0 ? "mixed" : "none");
    const m = model(b, c);
    it(`seed ${seed}`, () => {
      const maxDrop = seed % 2 ? null : Math.round(rand() * 3000) / 100;
      const r = cmp(b, c, "regressions", maxDrop);
      for (const t of r.traces) {
        expect(t.status_change, t.trace_id).toBe(m.status[t.trace_id]);
        expect(t.new_findings.length, `${t.trace_id} new`).toBe(m.newCount[t.trace_id]);
        expect(t.new_findings.filter((f) => f.severity === "error").length, `${t.trace_id} new errors`).toBe(m.newErrors[t.trace_id]);
        expect(t.resolved_findings.length, `${t.trace_id} resolved`).toBe(m.resolved[t.trace_id]);
      }
      const ids = Object.keys(m.status);
      expect(r.traces.map((t) => t.trace_id)).toEqual([...ids].sort());
      const compared = r.traces.filter((t) => t.baseline_passed !== null && t.candidate_passed !== null);
      const deltas = compared.map((t) => t.candidate_score! - t.baseline_score!);
      const drops = deltas.filter((d) => d < 0).map((d) => -d);
      expect(r.summary).toEqual({
        traces_compared: compared.length,
        traces_added: ids.filter((i) => m.status[i] === "added").length,
        traces_removed: ids.filter((i) => m.status[i] === "removed").length,
        pass_to_fail: ids.filter((i) => m.status[i] === "pass->fail").length,
        fail_to_pass: ids.filter((i) => m.status[i] === "fail->pass").length,
        new_findings: ids.reduce((a, i) => a + m.newCount[i]!, 0),
        new_error_findings: ids.reduce((a, i) => a + m.newErrors[i]!, 0),
        resolved_findings: ids.reduce((a, i) => a + m.resolved[i]!, 0),
        average_score_delta: deltas.length ? pyRound(deltas.reduce((a, d) => a + d, 0) / deltas.length, 2) : 0,
        max_score_drop: pyRound(Math.max(0, ...drops), 2),
        unchanged_failing: compared.filter((t) => t.status_change === "unchanged" && !t.candidate_passed).length,
        added_failing: r.traces.filter((t) => t.status_change === "added" && !t.candidate_passed).length,
        candidate_failing: r.traces.filter((t) => t.candidate_passed === false).length,
        traces_drifted: 0,
      });
      const expectedReasons =
        (ids.reduce((a, i) => a + m.newErrors[i]!, 0) > 0 ? 1 : 0) + // folded into one reason, as the harness does
        ids.filter((i) => m.status[i] === "pass->fail").length +
        r.traces.filter((t) => t.status_change === "added" && !t.candidate_passed).length +
        (maxDrop === null ? 0 : compared.filter((t) => t.baseline_score! - t.candidate_score! > maxDrop).length);
      expect(r.gate.reasons).toHaveLength(expectedReasons);
      expect(r.gate.passed).toBe(expectedReasons === 0);
      const failing = c.reports.filter((t) => !t.passed).length;
      expect(cmp(b, c, "failures", maxDrop).gate).toMatchObject({ passed: failing === 0, reasons: failing ? [expect.stringMatching(new RegExp(`^${failing} candidate trace`))] : [] });
      expect(cmp(b, c, "never", maxDrop).gate).toMatchObject({ passed: true, reasons: [] });
      // self comparison never regresses
      expect(cmp(c, c, "regressions", 0).gate.passed).toBe(true);
    });
  }
});
