// The report model (semantics.md §5): the entries in input order and the summary over them. The
// renderers (src/report/) only read it; the unrounded score is the entry's own `raw_score` field,
// which no renderer writes.
import type { Report, TraceReport } from "../types.js";
import { pyRound } from "../util/round.js";
import { TOOL_NAME, VERSION } from "../version.js";

export function buildReport(entries: TraceReport[], meta: { policyId: string; failUnder: number }): Report {
  const scored = entries.filter((e) => e.scored !== false);
  const passed = entries.filter((e) => e.passed).length;
  const avg = scored.length === 0 ? 0 : scored.reduce((a, e) => a + (e.raw_score ?? e.score), 0) / scored.length;
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
