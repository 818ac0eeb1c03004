// Small hand-made reports of repeated runs, turned into real scenario gate results: report
// entries -> toRunRecords -> gateScenarios. Each run is a report entry of a trace file under
// traces/<scenario>/run-<i>.json (the files need not exist: the renderers never read them).
import type { Finding, Report, TraceReport } from "../../src/types.js";
import { gateScenarios } from "../../src/scenarios/gate.js";
import { toRunRecords, type RunRecord, type ScenarioInput } from "../../src/scenarios/scenario.js";
import type { GateOptions, ScenarioGateResult } from "../../src/scenarios/types.js";

/** A scenario id made of everything that must stay text: mentions, references, pipes, HTML, links, emphasis, a newline. */
export const HOSTILE = '@octocat #12 GH-7 | <img src=x onerror="alert(1)"> [x](https://evil.example) **b** `c`\n- item <!-- ::warning::pwn';

export function flowError(step: string, line: number, file: string): Finding {
  return {
    severity: "error",
    category: "flow",
    message: `refund issued twice at ${step}`,
    step_id: step,
    rule_id: "ARH-FLW-003",
    location: { uri: file, startLine: line, startColumn: 5, endLine: line + 3, endColumn: 6 },
  };
}

export function warning(step: string, line: number, file: string): Finding {
  return {
    severity: "warning",
    category: "budget",
    message: `slow step ${step}`,
    step_id: step,
    rule_id: "ARH-BUD-005",
    location: { uri: file, startLine: line, startColumn: 5, endLine: line, endColumn: 20 },
  };
}

/**
 * `runs` runs of `scenario` for side `side`; the first `passes` pass, the others fail with an
 * error finding at step s2. `extra(i, file)` adds findings to run i.
 */
export function runs(side: string, scenario: string, runs: number, passes: number, extra?: (i: number, file: string) => Finding[]): ScenarioInput[] {
  const slug = scenario.replace(/[^A-Za-z0-9-]+/g, "_").slice(0, 40) || "s";
  return Array.from({ length: runs }, (_, i) => {
    const file = `traces/${slug}/${side}-run-${i}.json`;
    const passed = i < passes;
    const findings = [...(passed ? [] : [flowError("s2", 12, file)]), ...(extra ? extra(i, file) : [])];
    const e: ScenarioInput = {
      trace_id: `${scenario}#${side}-${i}`,
      agent_name: "refund-copilot",
      workflow: "refund",
      policy_id: "refund-policy",
      score: passed ? 100 : 60,
      passed,
      total_latency_ms: 1000 + i,
      total_cost_usd: 0,
      citation_coverage: null,
      source_path: file,
      kind: "agent",
      location: { uri: file, startLine: 1, startColumn: 1, endLine: 30, endColumn: 2 },
      findings,
      scenario,
    };
    return e;
  });
}

export function report(entries: ScenarioInput[]): Report {
  const passed = entries.filter((e) => e.passed).length;
  const avg = entries.length ? entries.reduce((s, e) => s + e.score, 0) / entries.length : 0;
  return {
    schema_version: "1",
    summary: { total_traces: entries.length, passed_traces: passed, failed_traces: entries.length - passed, average_score: Math.round(avg * 100) / 100 },
    reports: entries as TraceReport[],
    tool: { name: "arh", version: "0.0.0-test" },
  };
}

export interface Gated {
  baseline: Report;
  candidate: Report;
  baseRuns: RunRecord[];
  candRuns: RunRecord[];
  result: ScenarioGateResult;
}

/**
 * Gate two lists of entries the way the callers do: runs of each report, then gateScenarios. The
 * statistics alone decide (no zero tolerance, which would fail every failing run's ARH-FLW-003)
 * unless `opts` asks for it.
 */
export function gated(base: ScenarioInput[], cand: ScenarioInput[], opts?: GateOptions): Gated {
  const baseline = report(base);
  const candidate = report(cand);
  const baseRuns = toRunRecords(base, null, "baseline.json");
  const candRuns = toRunRecords(cand, null, "report.json");
  return { baseline, candidate, baseRuns, candRuns, result: gateScenarios(baseRuns, candRuns, { zeroTolerance: [], ...opts }) };
}

/**
 * A mixed run: a regression (10/10 -> 4/10), a flaky scenario (10/10 -> 9/10), known-flaky,
 * insufficient data (2 vs 2), a hostile id that regresses, a stable pass and a single-run one.
 */
export function mixed(opts?: GateOptions): Gated {
  // scenario, baseline runs and passes, candidate runs and passes
  const table: [string, number, number, number, number][] = [
    ["refund", 10, 10, 10, 4],
    ["lookup", 10, 10, 10, 9],
    ["search", 10, 7, 10, 6],
    ["tiny", 2, 2, 2, 0],
    [HOSTILE, 10, 10, 10, 3],
    ["greet", 5, 5, 5, 5],
    ["single", 1, 1, 1, 0],
  ];
  const b = table.flatMap(([s, n, k]) => runs("b", s, n, k));
  const c = table.flatMap(([s, , , n, k]) => runs("c", s, n, k));
  return gated(b, c, opts);
}
