// `arh calibrate --baseline BUNDLE [--rounds N] [--seed S] [--detect D] [--json-out F]`: the
// scenario gate's false-alarm rate on A/A splits of the baseline's own runs, and its power
// (docs/calibrate.md).
import { parseFlags } from "./help.js";
import { UsageError } from "../errors.js";
import { usageExit } from "./usage.js";
import { COMPARE_SCENARIO_OPTIONS, GATE_POLICY_OPTIONS, QUIET_OPTION, runScenarioRepeats } from "./flags.js";
import { readBaselineSource } from "../bundle/read.js";
import { toRunRecords } from "../scenarios/scenario.js";
import { entryFigures } from "../trend/metrics.js";
import { calibrate, DEFAULT_ROUNDS } from "../calibrate/calibrate.js";
import { renderCalibration } from "../calibrate/render.js";
import { writeFileAtomic } from "../util/writefile.js";
import { refuseOutputs } from "./outputs.js";
import { checkPolicy, policyDiagnosticLines } from "../gate/gate.js";
import { neutralizeWorkflowCommands } from "../util/escape.js";

/** A whole number or a decimal flag; `what` says what it must be. */
function numberFlag(raw: string | undefined, name: string, fallback: number | null): number | null {
  if (raw === undefined) return fallback;
  const t = raw.trim();
  const n = /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : NaN;
  if (Number.isNaN(n)) throw new UsageError(`${name} must be a number, got '${t.slice(0, 60)}'`);
  return n;
}

export async function runCalibrateCommand(argv: string[]): Promise<number> {
  try {
    const { values, positionals } = parseFlags("calibrate", {
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { ...COMPARE_SCENARIO_OPTIONS, ...GATE_POLICY_OPTIONS, ...QUIET_OPTION, baseline: { type: "string" }, rounds: { type: "string" }, seed: { type: "string" }, detect: { type: "string" }, "json-out": { type: "string" } },
    });
    if (positionals.length > 0) throw new UsageError(`unexpected argument '${positionals[0]!.slice(0, 100)}': the runs come from --baseline`);
    if (!values.baseline) throw new UsageError("--baseline is required (a bundle or a report with repeated runs per scenario)");
    const repeats = runScenarioRepeats(values);
    const rounds = numberFlag(values.rounds, "--rounds", DEFAULT_ROUNDS)!;
    const seed = numberFlag(values.seed, "--seed", 1)!;
    const detect = numberFlag(values.detect, "--detect", null);
    // an output that cannot be written (a folder, say) is one line before the baseline is read
    refuseOutputs({ "json-out": values["json-out"] });
    const src = await readBaselineSource(values.baseline, "baseline");
    try {
      // the bundle's policy gives the gate its zero tolerance: its diagnostics as validate and compare show them
      if (src.kind === "bundle") {
        let diagnostics;
        try {
          diagnostics = checkPolicy(src.bundle.policy, repeats.options.strictPolicy === true);
        } catch (e) {
          throw e instanceof UsageError ? new UsageError(`${values.baseline}: ${e.message}`) : e;
        }
        for (const line of policyDiagnosticLines(diagnostics)) process.stderr.write(`arh calibrate: warning: ${values.baseline}: ${neutralizeWorkflowCommands(line)}\n`);
      }
      const report = src.kind === "bundle" ? src.bundle.report : src.report;
      const zt = src.kind === "bundle" ? src.bundle.policy.zero_tolerance : undefined;
      const gate = repeats.options.zeroTolerance === undefined && zt ? { ...repeats.options, zeroTolerance: zt } : repeats.options;
      const runs = toRunRecords(report.reports, repeats.pattern, "baseline");
      const costs = new Map<string, number>();
      for (const e of report.reports) {
        const c = entryFigures(e).costUsd;
        if (c !== null) costs.set(e.trace_id, c);
      }
      const result = calibrate(runs, costs, { rounds, seed, detect, gate });
      if (values["json-out"]) writeFileAtomic(values["json-out"], JSON.stringify(result, null, 2) + "\n");
      if (!values.quiet) process.stdout.write(renderCalibration(result));
      return 0;
    } finally {
      if (src.kind === "bundle") src.bundle.cleanup();
    }
  } catch (e) {
    return usageExit("calibrate", e);
  }
}
