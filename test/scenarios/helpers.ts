// Run records for the scenario gate's tests.
import type { RunFinding, RunRecord } from "../../src/scenarios/scenario.js";

let serial = 0;
/** Trace ids restart at `<scenario>-0` (two identical calls then give identical runs). */
export function resetSerial(): void {
  serial = 0;
}
/** `passes` passing and `runs - passes` failing runs of one scenario; `finding(i)` adds findings to run i. */
export function runs(scenario: string, runs: number, passes: number, finding?: (i: number) => RunFinding[]): RunRecord[] {
  return Array.from({ length: runs }, (_, i) => ({
    trace_id: `${scenario}-${serial++}`,
    scenario,
    scenario_source: "metadata" as const,
    passed: i < passes,
    source_path: `traces/${scenario}-${i}.json`,
    findings: finding ? finding(i) : [],
  }));
}
