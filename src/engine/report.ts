// The report model (semantics.md §5): the entries in input order and the summary over them. The
// renderers (src/report/) only read it; the unrounded score is the entry's own `raw_score` field,
// which no renderer writes. Also the report format's version and its lean step digests
// (docs/reports.md, "Step digests"): what drift needs to match steps, nothing to display.
import type { Report, StepDigest, TraceReport } from "../types.js";
import type { Trace } from "../trace/model.js";
import { canonicalArgs, canonicalJson, shortHash } from "../util/canonical.js";
import { pyRound } from "../util/round.js";
import { TOOL_NAME, VERSION } from "../version.js";

/**
 * The report format this build writes (`format_version`; `schema_version` stays "1", the
 * harness's). 2: lean step digests (one compact array per step) and the policy's digest. Reports
 * without the field are format 1 (full digests with previews); both load.
 */
export const REPORT_FORMAT_VERSION = 2;

export function buildReport(entries: TraceReport[], meta: { policyId: string; failUnder: number; policyDigest?: string | undefined }): Report {
  const scored = entries.filter((e) => e.scored !== false);
  const passed = entries.filter((e) => e.passed).length;
  const avg = scored.length === 0 ? 0 : scored.reduce((a, e) => a + (e.raw_score ?? e.score), 0) / scored.length;
  const report: Report = {
    schema_version: "1",
    format_version: REPORT_FORMAT_VERSION,
    summary: {
      total_traces: entries.length,
      passed_traces: passed,
      failed_traces: entries.length - passed,
      average_score: pyRound(avg, 2),
    },
    reports: entries,
    tool: { name: TOOL_NAME, version: VERSION },
    policy_id: meta.policyId,
  };
  if (meta.policyDigest !== undefined) report.policy_digest = meta.policyDigest;
  report.fail_under = meta.failUnder;
  return report;
}

/** The hash of a step's result: its error, its text, or the canonical JSON of its output. */
function resultHash(s: Trace["steps"][number]): string {
  if (s.status === "error") return shortHash("e" + (s.error ?? ""));
  if (s.type === "model_response") return shortHash("t" + (s.text ?? ""));
  const o = s.output;
  return shortHash(o === null || o === undefined ? "o" : typeof o === "string" ? "s" + o : "o" + canonicalJson(o));
}

/**
 * The lean per-step digests of format 2: identity (id, type, tool, status), the hash of the full
 * canonical arguments (compare and drift match on it) and of the result. `result` holds the status
 * in memory (what a trace diff shows of a step without its trace); the report does not write it.
 */
export function leanStepDigests(trace: Trace): StepDigest[] {
  const steps = trace.steps;
  const out = new Array<StepDigest>(steps.length);
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i]!;
    out[i] = {
      step_id: s.step_id,
      type: s.type,
      tool_name: s.tool_name,
      status: s.status,
      result: s.status,
      args_hash: s.type === "tool_call" ? shortHash(canonicalArgs(s)) : null,
      result_hash: resultHash(s),
    };
  }
  return out;
}
