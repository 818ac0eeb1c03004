// `arh merge --expect N PARTIAL... [--json-out F] [--md-out F] [--junit-out F] [--sarif-out F]
//  [--scenario-from RE] [--min-runs N]`:
// the partial reports of `arh validate --shard i/N --partial-out F` merged into the report one
// `arh validate` over every file writes, byte for byte (docs/shards.md). Refuses (exit 2, one
// line naming the file) unless the partials are exactly the N shards of one run; nothing is
// written then. Exit 1 when a trace failed or no trace was checked (unless --allow-empty), as `arh validate`.
import { parseFlags } from "./help.js";
import { UsageError } from "../errors.js";
import { usageExit } from "./usage.js";
import { refuseReportOutputs } from "./outputs.js";
import { ALLOW_EMPTY_OPTION, QUIET_OPTION, REPORT_OUTPUT_OPTIONS, RUN_SCENARIO_OPTIONS, runScenarioRepeats } from "./flags.js";
import { slimEntry } from "../engine/parallel.js";
import { writeReports } from "../report/index.js";
import { JsonReportWriter } from "../report/json.js";
import { neutralizeWorkflowCommands } from "../util/escape.js";
import { outsideRootWarning, plural } from "../report/util.js";
import { MAX_SHARDS } from "../shard/select.js";
import { mergePartials, openPartials, withFastScan } from "../shard/merge.js";
import type { TraceReport } from "../types.js";
import { EMPTY_RUN_REASON, runGate, type CandidateScenarios, type GateOutcome } from "../gate/gate.js";
import { scenariosSection } from "../report/scenarios.js";
import { toRunRecords } from "../scenarios/scenario.js";

export async function runMergeCommand(argv: string[]): Promise<number> {
  try {
    const { values, positionals } = parseFlags("merge", {
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        ...REPORT_OUTPUT_OPTIONS,
        ...RUN_SCENARIO_OPTIONS,
        ...QUIET_OPTION,
        ...ALLOW_EMPTY_OPTION,
        expect: { type: "string" },
      },
    });
    // the scenario flags of the shards' `arh validate`: the merged report gains the same section
    const repeats = runScenarioRepeats(values);
    const allowEmpty = values["allow-empty"] === true;
    const ex = values.expect;
    if (ex === undefined) throw new UsageError("--expect N is required (the number of shards the matrix ran)");
    const expect = Number(ex);
    if (!/^\d{1,6}$/.test(ex) || expect < 1 || expect > MAX_SHARDS) throw new UsageError(`--expect must be a whole number from 1 to ${MAX_SHARDS}, got '${ex.slice(0, 40)}'`);
    if (positionals.length === 0) throw new UsageError("give the partial reports to merge (files written by 'arh validate --partial-out')");
    const others = !!values["md-out"] || !!values["junit-out"] || !!values["sarif-out"];
    if (!values["json-out"] && !others) throw new UsageError("give at least one output: --json-out, --md-out, --junit-out or --sarif-out");
    refuseReportOutputs(values);
    // Only the other renderers and the scenario gate need the entries again; without them memory
    // stays flat. The scenario gate reads every run: entries are kept once one carries a scenario.
    const { report, kept, gate, own, json } = withFastScan((fast) => {
      const kept: TraceReport[] = [];
      let own: CandidateScenarios | null = null;
      let gate: GateOutcome | null = null;
      const cursors = openPartials(positionals, expect, fast);
      const json = values["json-out"] ? new JsonReportWriter(values["json-out"]) : null;
      let scenarios = repeats.explicit;
      try {
        const merged = mergePartials(cursors, (e) => {
          json?.add(e);
          if (!scenarios && e.scenario !== undefined) scenarios = true;
          if (others || scenarios) kept.push(slimEntry(e));
        });
        if (scenarios) {
          // as `arh validate` over every file: its gate without a baseline, with the scenarios' rules
          gate = runGate({ candidate: { ...merged, reports: kept }, baseline: { kind: "none" }, policy: null, failOn: "failures", maxScoreDrop: null, baselineMissing: "fail", traceDiffs: false, repeats, allowEmpty });
          own = gate.scenarios ? { result: gate.scenarios, runs: toRunRecords(kept, repeats.pattern, "candidate report") } : null;
          if (own) merged.scenarios = scenariosSection(own.result);
        }
        return { report: merged, kept, gate, own, json };
      } catch (e) {
        json?.abort();
        throw e;
      } finally {
        for (const c of cursors) c.close();
      }
    });
    json?.finish(report);
    report.reports = kept;
    writeReports(report, {
      scenarios: own,
      mdOut: values["md-out"],
      junitOut: values["junit-out"],
      sarifOut: values["sarif-out"],
      sarifCategory: values["sarif-category"],
      linkBase: values["link-base"],
    });
    const s = report.summary;
    if (!values.quiet) {
      process.stdout.write(`${plural(expect, "shard")} merged: ${plural(s.total_traces, "trace")}, ${s.failed_traces} failed, average score ${s.average_score}\n`);
    }
    // nothing checked fails, as `arh validate` over every file (the scenario gate says so itself)
    const empty = s.total_traces === 0 && !allowEmpty && !gate;
    if (empty) process.stderr.write(`arh merge: ${EMPTY_RUN_REASON}\n`);
    else if (s.total_traces === 0 && gate && !gate.passed) for (const r of gate.reasons) process.stderr.write(`arh merge: ${neutralizeWorkflowCommands(r)}\n`);
    const outside = others ? outsideRootWarning(report) : null;
    if (outside) process.stderr.write(`arh merge: warning: ${neutralizeWorkflowCommands(outside)}\n`);
    for (const m of gate?.messages ?? []) if (m.level === "warning") process.stderr.write(`arh merge: warning: ${neutralizeWorkflowCommands(m.text)}\n`);
    return gate ? (gate.passed ? 0 : 1) : s.failed_traces > 0 || empty ? 1 : 0;
  } catch (e) {
    return usageExit("merge", e);
  }
}
