// Report JSON (semantics.md §5), also the baseline format. Deterministic: entries keep the order
// of the input files, keys a fixed order, and nothing depends on time or environment.
import type { Report, TraceReport } from "../types.js";
import { pyRound } from "../util/canonical.js";
import { TOOL_NAME, VERSION } from "../version.js";

export function buildReport(entries: TraceReport[], meta: { policyId: string; failUnder: number }): Report {
  const scored = entries.filter((e) => e.scored !== false);
  const passed = entries.filter((e) => e.passed).length;
  const avg = scored.length === 0 ? 0 : scored.reduce((a, e) => a + e.score, 0) / scored.length;
  return {
    schema_version: "1",
    summary: {
      total_traces: entries.length,
      passed_traces: passed,
      failed_traces: entries.length - passed,
      average_score: pyRound(avg, 2),
    },
    reports: entries,
    tool: { name: TOOL_NAME, version: VERSION },
    policy_id: meta.policyId,
    fail_under: meta.failUnder,
  };
}

/** The report as written to disk: 2-space JSON with a trailing newline. */
export function renderJson(report: unknown): string {
  return JSON.stringify(report, null, 2) + "\n";
}
