// `arh calibrate --baseline BUNDLE [--rounds N] [--seed S] [--detect D] [--json-out F]`: the
// scenario gate's false-alarm rate on A/A splits of the baseline's own runs, and its power; and
// `arh calibrate --judge NAME --labels F --rubric F [--scores F | PATH...]`: a judge's agreement with
// human labels, as a calibration record (docs/calibrate.md, "Judges").
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
import { createHash } from "node:crypto";
import { readRegularFile } from "../util/readfile.js";
import { expandInputsWithSkipped } from "../engine/pipeline.js";
import { readTraceFile } from "../judge/read.js";
import { parseItemRows, traceEvaluationRows, type ItemRow } from "../calibrate/judge-input.js";
import { calibrateJudge, parseMetric, renderJudgeCalibration } from "../calibrate/judge-calibrate.js";
import { MAX_JUDGE_NAME } from "../calibrate/judge-record.js";

/** The flags of each mode: `--judge` selects the judge's calibration, whose flags the gate's mode refuses, and back. */
const JUDGE_FLAGS = ["judge", "labels", "rubric", "scores", "threshold", "metric"] as const;
const BASELINE_FLAGS = ["baseline", "rounds", "seed", "detect", "scenario-from", "min-runs", "alpha", "insufficient", "flaky", "zero-tolerance", "strict-policy"] as const;
/** The largest labels, scores or rubric file read. */
const MAX_INPUT_BYTES = 64 * 1024 * 1024;

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
      options: { ...COMPARE_SCENARIO_OPTIONS, ...GATE_POLICY_OPTIONS, ...QUIET_OPTION, baseline: { type: "string" }, rounds: { type: "string" }, seed: { type: "string" }, detect: { type: "string" }, "json-out": { type: "string" }, ...JUDGE_OPTIONS },
    });
    const v = values as Record<string, unknown>;
    if (values.judge !== undefined) {
      const other = BASELINE_FLAGS.find((f) => v[f] !== undefined);
      if (other) throw new UsageError(`--${other} is a flag of the scenario gate's calibration (--baseline); --judge calibrates a judge: give one or the other`);
      return await runJudgeCalibration({ ...values, judge: values.judge }, positionals);
    }
    const judgeOnly = JUDGE_FLAGS.find((f) => v[f] !== undefined);
    if (judgeOnly) throw new UsageError(`--${judgeOnly} is a flag of a judge's calibration: give --judge NAME with it (or leave it out to calibrate the scenario gate with --baseline)`);
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

const JUDGE_OPTIONS = {
  judge: { type: "string" },
  labels: { type: "string" },
  rubric: { type: "string" },
  scores: { type: "string" },
  threshold: { type: "string" },
  metric: { type: "string" },
} as const;

interface JudgeValues {
  judge: string;
  labels?: string;
  rubric?: string;
  scores?: string;
  threshold?: string;
  metric?: string;
  "json-out"?: string;
  quiet?: boolean;
}

/** A labels, scores or rubric file's bytes, or one line naming the flag and the file. */
function inputBytes(flagName: string, path: string): Buffer {
  const r = readRegularFile(path, MAX_INPUT_BYTES);
  if (!r.ok) throw new UsageError(`--${flagName} ${path.slice(0, 200)}: ${r.reason}`);
  return r.bytes;
}

const sha256 = (b: Buffer): string => `sha256:${createHash("sha256").update(b).digest("hex")}`;

/** The judge's results: the evaluations named `judge` in the traces PATH..., or the rows of --scores. */
async function judgeResults(judge: string, scores: string | undefined, paths: string[]): Promise<ItemRow[]> {
  if (scores !== undefined) {
    if (paths.length > 0) throw new UsageError(`unexpected argument '${paths[0]!.slice(0, 100)}': the judge's results come from --scores or from trace PATHs, not both`);
    return parseItemRows(inputBytes("scores", scores).toString("utf8"), scores);
  }
  if (paths.length === 0) throw new UsageError("give the judge's results: --scores F (JSON lines or CSV of id, label or score) or trace PATHs whose evaluations name the judge");
  const { files } = await expandInputsWithSkipped(paths, process.cwd());
  const rows: ItemRow[] = [];
  let unreadable = 0;
  for (const file of files) {
    const r = readTraceFile(file);
    if ("error" in r) {
      unreadable++;
      process.stderr.write(`arh calibrate: warning: ${neutralizeWorkflowCommands(`${file.slice(0, 300)}: not read (${r.error.slice(0, 200)})`)}\n`);
      continue;
    }
    for (const a of r.traces) for (const row of traceEvaluationRows(a.trace, judge, file)) rows.push(row);
  }
  if (unreadable > 0) process.stderr.write(`arh calibrate: warning: ${unreadable} of ${files.length} trace file(s) could not be read: their evaluations are not counted\n`);
  return rows;
}

async function runJudgeCalibration(values: JudgeValues, positionals: string[]): Promise<number> {
  const judge = values.judge.trim();
  if (judge === "" || judge.length > MAX_JUDGE_NAME) throw new UsageError(`--judge must name the evaluation (at most ${MAX_JUDGE_NAME} characters), got '${values.judge.slice(0, 60)}'`);
  if (!values.labels) throw new UsageError("--labels F is required with --judge: the human labels, JSON lines or CSV of id, label or score");
  if (!values.rubric) throw new UsageError("--rubric F is required with --judge: the judge's rubric (prompt or config) file the record is bound to");
  const metric = parseMetric(values.metric);
  const threshold = numberFlag(values.threshold, "--threshold", null);
  refuseOutputs({ "json-out": values["json-out"] });
  const digest = sha256(inputBytes("rubric", values.rubric));
  const labelBytes = inputBytes("labels", values.labels);
  const labels = parseItemRows(labelBytes.toString("utf8"), values.labels);
  const results = await judgeResults(judge, values.scores, positionals);
  const run = calibrateJudge(results, labels, { judge, metric, threshold, rubric: values.rubric, digest, labelsDigest: sha256(labelBytes) });
  if (values["json-out"]) writeFileAtomic(values["json-out"], JSON.stringify(run.record, null, 2) + "\n");
  if (!values.quiet) process.stdout.write(neutralizeWorkflowCommands(renderJudgeCalibration(run, values["json-out"] ?? null)));
  return 0;
}
