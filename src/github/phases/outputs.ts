// The one place that turns a run into the step's outputs (action.yml `outputs:`) and runAction's
// result. Every phase returns values; `runOutcome` reads them, `finish` sets each output once, in
// the fixed order of OUTPUTS. A new output: a field of RunOutcome, a row of OUTPUTS, action.yml and
// docs/action.md (test/github/action-yml.test.ts checks the last two agree).
import type { Report } from "../../types.js";
import type { RunDeps, RunEnv } from "./env.js";
import type { SourceStop } from "./source.js";
import type { Judged } from "./gate.js";
import type { Publication, Verdict } from "./deliver.js";

export interface RunResult {
  passed: boolean;
  reasons: string[];
  outputs: Record<string, string>;
}

/** What a run produced, as the outputs name it; an absent field is an output the run does not set. */
export interface RunOutcome {
  /** null: no verdict in this job (a matrix job's shard, nothing to publish): `passed` is "" and the step passes. */
  passed: boolean | null;
  reasons: string[];
  partialReport?: string;
  reports?: { json: string; sarif: string; junit: string; markdown: string };
  /** The comparison's JSON, "" without a comparison. */
  compareReport?: string;
  baselineSource?: string;
  summary?: Report["summary"];
  newErrors?: number;
  sarifId?: string;
  checkRunId?: string;
}

const OUTPUTS: readonly (readonly [string, (o: Partial<RunOutcome>) => string | undefined])[] = [
  ["partial-report", (o) => o.partialReport],
  ["json-report", (o) => o.reports?.json],
  ["sarif-report", (o) => o.reports?.sarif],
  ["junit-report", (o) => o.reports?.junit],
  ["markdown-report", (o) => o.reports?.markdown],
  ["compare-report", (o) => o.compareReport],
  ["baseline-source", (o) => o.baselineSource],
  ["traces", (o) => o.summary && String(o.summary.total_traces)],
  ["passed-traces", (o) => o.summary && String(o.summary.passed_traces)],
  ["failed-traces", (o) => o.summary && String(o.summary.failed_traces)],
  ["new-error-findings", (o) => (o.newErrors === undefined ? undefined : String(o.newErrors))],
  ["sarif-id", (o) => o.sarifId],
  ["passed", (o) => (o.passed === undefined ? undefined : o.passed === null ? "" : String(o.passed))],
  ["gate-reasons", (o) => o.reasons?.join("\n")],
  ["check-run-id", (o) => o.checkRunId],
];

/** The outputs of an outcome, in OUTPUTS order (of a partial one, those it has). */
export function actionOutputs(o: RunOutcome | Partial<RunOutcome>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of OUTPUTS) {
    const v = value(o);
    if (v !== undefined) out[name] = v;
  }
  return out;
}

/** Set the step's outputs and return the result. */
export function finish(d: RunDeps, o: RunOutcome): RunResult {
  const outputs = actionOutputs(o);
  for (const [k, v] of Object.entries(outputs)) d.setOutput(k, v);
  return { passed: o.passed !== false, reasons: o.reasons, outputs };
}

/**
 * A run that failed with an error after writing its report files: their outputs are still set, so
 * a later step (`if: always()`) finds them; `passed` is the entry point's (src/main.ts).
 */
export function finishFailed(d: RunDeps, written: Partial<RunOutcome>): void {
  for (const [k, v] of Object.entries(actionOutputs(written))) d.setOutput(k, v);
}

/** The outputs of the report files (phases/files.ts), once written. */
export function filesOutcome(env: RunEnv): Pick<RunOutcome, "reports"> {
  const { paths, display } = env;
  return { reports: { json: display(paths.json), sarif: display(paths.sarif), junit: display(paths.junit), markdown: display(paths.markdown) } };
}

/** The outcome of a run that stopped after its source (`verdict`: what the publish phase made of it). */
export function stopOutcome(env: RunEnv, stop: SourceStop, verdict: Verdict): RunOutcome {
  if (stop.kind !== "shard") return verdict;
  return { ...verdict, partialReport: env.display(env.paths.partial), summary: stop.report.summary };
}

/** The outcome of a gated run: its report files, the gate's figures and what was published. */
export function gatedOutcome(env: RunEnv, report: Report, judged: Judged, pub: Publication, verdict: Verdict): RunOutcome {
  const { paths, display } = env;
  return {
    ...verdict,
    ...filesOutcome(env),
    compareReport: judged.gate.compare ? display(paths.compare) : "",
    baselineSource: judged.baselineSource,
    summary: report.summary,
    newErrors: judged.gate.newErrors,
    sarifId: pub.sarifId,
    checkRunId: pub.checkRunId,
  };
}
