// `arh compare --baseline B (--candidate C | --policy P PATH...) [--fail-on M] [--max-score-drop N]
//  [--format F] [--fail-under N] [--json-out F] [--md-out F] [--candidate-json-out F]
//  [--diff-out DIR] [--link-base URL] [--scenario-from RE] [--alpha A] [--insufficient M]
//  [--flaky M] [--min-runs N] [--quarantine F [--today D]] [--stream auto|always|never]
//  [--unpaired fail|warn] [--policy-change gate|report] [--quiet]`
//  (semantics.md §8, docs/repeats.md, docs/compare.md).
// Exit codes: 0 gate passed, 1 gate failed, 2 usage error or unusable baseline/candidate/policy.
import { parseFlags } from "./help.js";
import { UsageError } from "../errors.js";
import { usageExit } from "./usage.js";
import { BUNDLE_HINT, type BaselineJudging } from "../compare/policy.js";
import { loadReportFile } from "../compare/index.js";
import { bundleError, readBaselineSource, type BaselineSource, type Bundle } from "../bundle/read.js";
import { REPORT_FILE } from "../bundle/format.js";
import { JsonReportWriter } from "../report/json.js";
import { summaryStub } from "../engine/parallel.js";
import type { TraceReport } from "../types.js";
import { join } from "node:path";
import { judgeCandidate, prepareBaseline } from "../bundle/prepare.js";
import { stepDetailsFrom } from "../bundle/details.js";
import { isZipPath } from "../bundle/write.js";
import { candidateScenarios, checkPolicy, policyDiagnosticLines, runGate, type GateOutcome, type RepeatsRequest } from "../gate/gate.js";
import { traceDiffs } from "../gate/diffs.js";
import { makeWorkDir, StreamFallback, streamCompare, type StreamCompareResult } from "../gate/stream.js";
import type { CompareResult, FailOn } from "../compare/types.js";
import type { CompareView } from "../report/compare.js";
import { rmSync, statSync } from "node:fs";
import { sizeOrZero } from "../util/readfile.js";
import { tmpdir } from "node:os";
import { scenarioMarkdownBlocks, scenariosSection } from "../report/scenarios.js";
import { FAIL_ON_MODES, POLICY_CHANGE_MODES, UNPAIRED_MODES, flag, parseChoice, parseJobs, parseMaxScoreDrop, type PolicyChangeMode, type UnpairedMode } from "../gate/options.js";
import { endIdleWorkers, getWorkerEntry } from "../engine/parallel.js";
import { refuseCompareOutputs } from "./outputs.js";
import { collectGarbage } from "../util/gc.js";
import { shareEqualSteps, stepSharer } from "../compare/digests.js";
import { derivedIdLine } from "../adapters/identity.js";
import { ALLOW_EMPTY_OPTION, COMPARE_SCENARIO_OPTIONS, GATE_POLICY_OPTIONS, QUIET_OPTION, REPORT_OUTPUT_OPTIONS, VALIDATION_OPTIONS, runScenarioRepeats, validationFlags } from "./flags.js";
import { readQuarantineFile } from "../files/quarantine.js";
import { isIsoDate } from "../scenarios/quarantine.js";
import { COMPARE_JSON_FORMATS, compareJsonParts, renderCompareConsole, renderCompareMarkdown, type CompareJsonFormat } from "../report/compare.js";
import type { Report } from "../types.js";
import type { Format } from "../adapters/index.js";
import type { Policy } from "../policy/model.js";
import { loadPolicy, policyFromText, readPolicyText } from "../policy/parse.js";
import { expandInputsWithSkipped, runValidation } from "../engine/pipeline.js";
import { renderJson } from "../report/json.js";
import { writeFileAtomic, writeFileAtomicParts } from "../util/writefile.js";
import { writeTraceDiffs } from "../tracediff/index.js";
import { outsideRootWarning } from "../report/util.js";
import { neutralizeWorkflowCommands } from "../util/escape.js";
import { parseUsageThresholds } from "../gate/thresholds.js";
import type { UsageThresholds } from "../util/threshold.js";

/** What the command writes, from its flags. */
interface Outputs {
  baseline: string;
  policy: string | undefined;
  jsonOut: string | undefined;
  /** --json-format: the compare JSON's layout (docs/compare.md). */
  jsonFormat: CompareJsonFormat;
  mdOut: string | undefined;
  diffOut: string | undefined;
  linkBase: string | undefined;
  quiet: boolean;
  /** The gate's pairing and policy-change modes. */
  unpaired: UnpairedMode;
  policyChange: PolicyChangeMode;
  /** --max-cost-increase, --max-tokens-increase, --max-latency-increase (docs/cost.md) */
  usage: UsageThresholds | null;
  /** --allow-empty: a candidate without traces passes the gate */
  allowEmpty: boolean;
}

/** A bare report baseline whose digests the streamed comparison checks (different ones go to memory). */
const BARE_REPORT: BaselineJudging = { traces: false, baselineDigest: null, candidateDigest: null, original: null, unjudged: null };

/** A folder or a .zip: a baseline bundle. */
function isBundlePath(p: string): boolean {
  try {
    if (statSync(p).isDirectory()) return true;
  } catch {
    // the reader says what is wrong
  }
  return isZipPath(p);
}

/** `--stream auto`: a bundle whose report is larger than this is compared streamed. */
const STREAM_BUNDLE_ABOVE = 32 * 1024 * 1024;

/** `--stream auto`: stream when the two reports together are larger than this. */
const STREAM_COMPARE_ABOVE = 64 * 1024 * 1024;
const STREAM_MODES = ["auto", "always", "never"] as const;

/**
 * The comparison of two report files streamed (gate/stream.ts): same outputs, flat memory.
 * Null when the reports need the comparison in memory (they carry scenario ids).
 */
function compareStreamed(candidatePath: string, out: Outputs, failOn: FailOn, maxScoreDrop: number | null, repeats: RepeatsRequest, format: Format): number | null {
  const baselinePath = out.baseline;
  const policyPath = out.policy;
  const work = makeWorkDir(tmpdir());
  try {
    let s;
    try {
      s = streamCompare({
        baseline: { path: baselinePath, label: "baseline report" },
        candidate: { path: candidatePath, label: "candidate report" },
        options: { failOn, maxScoreDrop, usage: out.usage },
        ...(policyPath !== undefined ? { policy: () => loadPolicy(policyPath) } : {}),
        workDir: work,
        pace: collectGarbage,
        ...(out.jsonOut !== undefined ? { jsonOut: out.jsonOut, jsonFormat: out.jsonFormat } : {}),
        diffs: out.diffOut ? "all" : out.mdOut ? "markdown" : "none",
        candidateDetails: stepDetailsFrom(process.cwd(), format),
      });
    } catch (e) {
      if (e instanceof StreamFallback) return null;
      if (e instanceof UsageError) throw e;
      // as runGate words a comparison that cannot be made
      throw new UsageError(`comparison with ${baselinePath} impossible: ${e instanceof Error ? e.message : String(e)}`);
    }
    const empty = { schema_version: "1", reports: [] } as unknown as Report;
    // the candidate's digest for the gate's "Checked" line, as the comparison in memory reads it
    const candidate = s.candidateDigest !== null ? ({ ...empty, policy_digest: s.candidateDigest } as Report) : empty;
    const gate = streamedGate(s, { candidate, source: baselinePath, judging: BARE_REPORT, out, failOn, maxScoreDrop, repeats, policyPath });
    warnPolicy(gate.policyDiagnostics);
    return writeOutputs(gate, out, { view: s.view, writeJson: s.writeJson });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The gate over a comparison the stream made (two reports, or a bundle and the candidate): what the rest of runGate decides. */
function streamedGate(s: StreamCompareResult, o: { candidate: Report; source: string; judging: BaselineJudging; out: Outputs; failOn: FailOn; maxScoreDrop: number | null; repeats: RepeatsRequest; policyPath: string | undefined }): GateOutcome {
  const empty = { schema_version: "1", reports: [] } as unknown as Report;
  return runGate({
    candidate: o.candidate,
    baseline: { kind: "found", report: empty, source: o.source, label: "", judging: o.judging },
    policy: s.policy,
    failOn: o.failOn,
    maxScoreDrop: o.maxScoreDrop,
    baselineMissing: "fail",
    traceDiffs: traceDiffs(!!(o.out.mdOut || o.out.diffOut)), // the stream built them (`compared`)
    compared: { result: s.view.result, diffs: s.diffs, diffsError: s.diffsError },
    usage: o.out.usage,
    repeats: o.repeats, // not explicit here: only the policy's strictness is read
    unpaired: o.out.unpaired,
    policyChange: o.out.policyChange,
    ...(o.policyPath !== undefined ? { policySource: o.policyPath } : {}),
    allowEmpty: o.out.allowEmpty,
  });
}

/** The policy's diagnostics on stderr, before the report. */
function warnPolicy(diagnostics: GateOutcome["policyDiagnostics"]): void {
  for (const line of policyDiagnosticLines(diagnostics)) process.stderr.write(`arh compare: warning: ${neutralizeWorkflowCommands(line)}\n`);
}

/** The compare command's outputs of a gate; `streamed`: the comparison's view and JSON writer. */
function writeOutputs(gate: GateOutcome, out: Outputs, streamed: { view: CompareView; writeJson: (() => void) | null } | null): number {
  const result = gate.compare;
  if (!result) throw new UsageError(gate.baseline.kind === "missing" ? gate.baseline.reason : "the comparison did not run");
  if (gate.diffsError !== null) throw new Error(gate.diffsError);
  const view: CompareResult | CompareView = streamed ? streamed.view : result;
  const diffs = gate.diffs;
  const { jsonOut, mdOut, diffOut } = out;
  if (jsonOut !== undefined) {
    if (streamed) streamed.writeJson?.();
    else writeFileAtomicParts(jsonOut, compareJsonParts(result, gate.scenarios, out.jsonFormat));
  }
  if (mdOut !== undefined) {
    // the comment design: each regression with its before/after diff, sized for a PR comment
    const elsewhere = diffOut ? "the compare JSON and the trace-diff pages" : "the compare JSON (--json-out)";
    writeFileAtomic(mdOut, renderCompareMarkdown(view, { linkBase: out.linkBase, diffs, baselineSource: out.baseline, elsewhere, ...(gate.notes.length ? { notes: gate.notes } : {}), ...(gate.scenarios ? { extraBlocks: scenarioMarkdownBlocks(gate.scenarios) } : {}) }));
  }
  if (diffOut !== undefined) writeTraceDiffs(diffOut, [...diffs.values()]);
  if (!out.quiet) process.stdout.write(renderCompareConsole(view, { notes: gate.notes.filter((n) => n !== BUNDLE_HINT) }));
  // the policy notes on stderr too (the bare report's hint goes to the Markdown only: stderr stays as it was)
  for (const n of gate.notes) if (n !== BUNDLE_HINT) process.stderr.write(`arh compare: note: ${neutralizeWorkflowCommands(n)}\n`);
  for (const m of gate.messages) if (m.level === "warning") process.stderr.write(`arh compare: warning: ${neutralizeWorkflowCommands(m.text)}\n`);
  return gate.passed ? 0 : 1;
}

export async function runCompareCommand(argv: string[]): Promise<number> {
  try {
    const { values, positionals } = parseFlags("compare", {
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        ...VALIDATION_OPTIONS,
        ...COMPARE_SCENARIO_OPTIONS,
        ...QUIET_OPTION,
        baseline: { type: "string" },
        candidate: { type: "string" },
        "fail-on": { type: "string" },
        "max-score-drop": { type: "string" },
        "json-out": REPORT_OUTPUT_OPTIONS["json-out"],
        "json-format": { type: "string" },
        "md-out": REPORT_OUTPUT_OPTIONS["md-out"],
        "link-base": REPORT_OUTPUT_OPTIONS["link-base"],
        "candidate-json-out": { type: "string" },
        "diff-out": { type: "string" },
        quarantine: { type: "string" },
        today: { type: "string" },
        stream: { type: "string" },
        unpaired: { type: "string" },
        "policy-change": { type: "string" },
        "max-cost-increase": { type: "string" },
        "max-tokens-increase": { type: "string" },
        "max-latency-increase": { type: "string" },
        jobs: { type: "string", short: "j" },
        ...GATE_POLICY_OPTIONS,
        ...ALLOW_EMPTY_OPTION,
      },
    });
    if (!values.baseline) throw new UsageError("--baseline is required (a report written by 'arh validate --json-out')");
    if (values.candidate !== undefined && positionals.length > 0) {
      throw new UsageError("pass either --candidate REPORT or --policy POLICY with trace paths, not both");
    }
    if (values.candidate === undefined && positionals.length === 0) {
      throw new UsageError("nothing to compare: pass --candidate REPORT, or --policy POLICY with candidate trace paths");
    }
    if (positionals.length > 0 && !values.policy) {
      throw new UsageError("candidate trace paths require --policy (or use --candidate with a report)");
    }
    const failOn = parseChoice(flag("fail-on"), values["fail-on"], FAIL_ON_MODES, "regressions");
    const maxScoreDrop = parseMaxScoreDrop(flag("max-score-drop"), values["max-score-drop"]);
    const { format, failUnder } = validationFlags(values);
    const repeats = runScenarioRepeats(values);
    if (values.today !== undefined && !isIsoDate(values.today)) throw new UsageError(`--today must be a date YYYY-MM-DD, got '${values.today}'`);
    if (values.quarantine !== undefined) {
      // The quarantine file must come from the base branch (docs/repeats.md); the date that judges
      // expiry is --today, else the clock's UTC date (read here in the shell, never in the core).
      repeats.options.quarantine = readQuarantineFile(values.quarantine, values.quarantine).quarantine;
      repeats.options.today = values.today ?? new Date().toISOString().slice(0, 10);
      repeats.explicit = true;
    }

    // what can be refused without reading a trace is refused first (the policy is read next)
    refuseCompareOutputs(values);
    const stream = parseChoice(flag("stream"), values.stream, STREAM_MODES, "auto");
    const jobs = parseJobs(flag("jobs"), values.jobs);
    const out: Outputs = {
      baseline: values.baseline,
      policy: values.policy,
      jsonOut: values["json-out"],
      jsonFormat: parseChoice(flag("json-format"), values["json-format"], COMPARE_JSON_FORMATS, "harness"),
      mdOut: values["md-out"],
      diffOut: values["diff-out"],
      linkBase: values["link-base"],
      quiet: values.quiet === true,
      unpaired: parseChoice(flag("unpaired"), values.unpaired, UNPAIRED_MODES, "fail"),
      policyChange: parseChoice(flag("policy-change"), values["policy-change"], POLICY_CHANGE_MODES, "gate"),
      usage: parseUsageThresholds(flag, (n) => (values as Record<string, unknown>)[n] as string | undefined),
      allowEmpty: values["allow-empty"] === true,
    };
    // A folder or a .zip is a baseline bundle (docs/bundle.md): compared in memory, re-judged when the policies differ.
    const bundled = isBundlePath(values.baseline);
    if (!bundled && values.candidate !== undefined && !repeats.explicit && !values["candidate-json-out"] && stream !== "never") {
      const sizes = [values.baseline, values.candidate].map((p) => sizeOrZero(p));
      if (stream === "always" || sizes[0]! + sizes[1]! > STREAM_COMPARE_ABOVE) {
        const streamed = compareStreamed(values.candidate, out, failOn, maxScoreDrop, repeats, format);
        if (streamed !== null) return streamed;
      }
    }

    // A large bundle is compared streamed (flat memory) when nothing needs it in memory: its report
    // is then read whole only if the comparison falls back to memory
    const streamable = stream !== "never" && !repeats.explicit && !values["candidate-json-out"];
    const lazyReportAbove = !streamable ? undefined : stream === "always" ? -1 : STREAM_BUNDLE_ABOVE;
    const source = await readBaselineSource(values.baseline, "baseline report", undefined, { deferTraceCheck: true, ...(lazyReportAbove !== undefined ? { lazyReportAbove } : {}) });
    try {
      if (source.kind === "bundle" && streamable) {
        const streamed = await compareBundleStreamed(source.bundle, { baseline: values.baseline, candidate: values.candidate, policyPath: values.policy, positionals, out, failOn, maxScoreDrop, format, failUnder, jobs, always: stream === "always", repeats });
        if (streamed !== null) return streamed;
      }
      return await compareInMemory(source, values.baseline, positionals, out, { ...values, failOn, maxScoreDrop, format, failUnder, repeats, jobs });
    } finally {
      if (source.kind === "bundle") source.bundle.cleanup();
    }
  } catch (e) {
    return usageExit("compare", e);
  }
}


interface BundleStreamRequest {
  baseline: string;
  candidate: string | undefined;
  policyPath: string | undefined;
  positionals: string[];
  out: Outputs;
  failOn: FailOn;
  maxScoreDrop: number | null;
  format: Format;
  failUnder: number;
  jobs: number;
  /** --stream always (else auto: above STREAM_BUNDLE_ABOVE) */
  always: boolean;
  repeats: RepeatsRequest;
}

/**
 * The gate against a bundle, streamed (gate/stream.ts): the candidate's traces validated into a
 * report file (entries written as they come, as `arh validate --json-out` does), the bundle's
 * report read from its file, both compared entry by entry; the bundle's trace files checked on a
 * worker thread meanwhile. Memory stays flat however many traces. Null (nothing written) when the
 * comparison needs memory: a small bundle under `--stream auto`, a policy change (the bundle's
 * traces are judged again), a quarantine or scenario ids (the scenario gate reads every run).
 */
async function compareBundleStreamed(b: Bundle, r: BundleStreamRequest): Promise<number | null> {
  let work: string | null = null;
  try {
    const reportPath = join(b.dir, REPORT_FILE);
    if (!r.always && sizeOrZero(reportPath) <= STREAM_BUNDLE_ABOVE) return null;
    if (b.quarantine !== null) return null;
    const policyText = r.policyPath !== undefined ? readPolicyText(r.policyPath) : null;
    const policy: Policy | null = policyText !== null ? policyFromText(policyText, r.policyPath!) : null;
    const baselineDigest = b.policy.digest ?? null;
    if (r.candidate === undefined && policy!.digest !== baselineDigest) return null;
    warnPolicy(checkPolicy(policy, r.repeats.options.strictPolicy === true));
    work = makeWorkDir(tmpdir());
    collectGarbage(); // what opening the bundle read, before the validation allocates
    b.startCheck(); // and the worker checking its trace files starts after that collection, not during it
    const format = r.format;
    let candidatePath: string;
    let candidate: Report | null = null;
    if (r.candidate !== undefined) candidatePath = r.candidate;
    else {
      const cwd = process.cwd();
      const { files, skipped, regular } = await expandInputsWithSkipped(r.positionals, cwd);
      candidatePath = join(work, "candidate.json");
      const json = new JsonReportWriter(candidatePath);
      const noted: TraceReport[] = []; // entries whose id the run did not record (the derived-id note)
      const entry = getWorkerEntry();
      const parallel = entry && r.jobs > 1 ? { workers: r.jobs - 1, entry, policyText: policyText!, policyPath: r.policyPath!, render: true } : undefined;
      try {
        candidate = await runValidation(files, policy!, {
          format,
          failUnder: r.failUnder,
          cwd,
          skipped,
          regularFiles: regular,
          onEntry: (e, rendered) => {
            if (rendered !== undefined) json.addText(rendered);
            else json.add(e);
            if (e.adapter_notes?.some((n) => n.code === "trace_id_not_recorded")) noted.push({ adapter_notes: e.adapter_notes } as TraceReport);
            return summaryStub(e);
          },
          ...(parallel ? { parallel } : {}),
          readAhead: false, // memory first here: no reader thread (engine/prefetch.ts)
        });
      } catch (e) {
        json.abort();
        throw e;
      }
      json.finish(candidate);
      const outside = outsideRootWarning(candidate, "paths relative to the repository root");
      if (outside) process.stderr.write(`arh compare: warning: ${neutralizeWorkflowCommands(outside)}\n`);
      const derived = derivedIdLine(noted);
      if (derived && !r.out.quiet) process.stderr.write(`arh compare: note: ${neutralizeWorkflowCommands(derived)}\n`);
    }
    await b.checked();
    endIdleWorkers();
    collectGarbage(); // the validation's garbage before the comparison's (peak memory: src/util/gc.ts)
    let s;
    try {
      s = streamCompare({
        baseline: { path: reportPath, label: REPORT_FILE },
        candidate: { path: candidatePath, label: "candidate report" },
        options: { failOn: r.failOn, maxScoreDrop: r.maxScoreDrop, usage: r.out.usage },
        ...(policy ? { policy: () => policy } : {}),
        workDir: work,
        pace: collectGarbage,
        ...(r.out.jsonOut !== undefined ? { jsonOut: r.out.jsonOut, jsonFormat: r.out.jsonFormat } : {}),
        diffs: r.out.diffOut ? "all" : r.out.mdOut ? "markdown" : "none",
        candidateDetails: stepDetailsFrom(process.cwd(), format),
        baselineDetails: stepDetailsFrom(b.traceBytes, b.format),
      });
    } catch (e) {
      if (e instanceof StreamFallback) return null;
      const text = e instanceof Error ? e.message : String(e);
      if (text.startsWith(`${REPORT_FILE} ${reportPath}`)) throw bundleError(b.name, REPORT_FILE + text.slice(REPORT_FILE.length + 1 + reportPath.length));
      if (e instanceof UsageError) throw e;
      throw new UsageError(`comparison with ${r.baseline} impossible: ${text}`);
    }
    const empty = { schema_version: "1", reports: [] } as unknown as Report;
    const candidateDigest = candidate?.policy_digest ?? s.candidateDigest ?? null;
    const gate = streamedGate(s, {
      candidate: candidate ?? (candidateDigest !== null ? ({ ...empty, policy_digest: candidateDigest } as Report) : empty),
      source: r.baseline,
      judging: { traces: true, baselineDigest, candidateDigest: candidateDigest ?? null, original: null, unjudged: null },
      out: r.out,
      failOn: r.failOn,
      maxScoreDrop: r.maxScoreDrop,
      repeats: r.repeats,
      policyPath: r.policyPath,
    });
    return writeOutputs(gate, r.out, { view: s.view, writeJson: s.writeJson });
  } finally {
    if (work !== null) rmSync(work, { recursive: true, force: true });
  }
}

interface InMemoryFlags {
  candidate?: string | undefined;
  policy?: string | undefined;
  "candidate-json-out"?: string | undefined;
  quarantine?: string | undefined;
  today?: string | undefined;
  failOn: FailOn;
  maxScoreDrop: number | null;
  format: ReturnType<typeof validationFlags>["format"];
  failUnder: number;
  repeats: ReturnType<typeof runScenarioRepeats>;
  /** --jobs */
  jobs: number;
}

/** The comparison in memory: a bare report or a bundle against the candidate report or traces. */
async function compareInMemory(source: BaselineSource, baselineName: string, positionals: string[], out: Outputs, values: InMemoryFlags): Promise<number> {
  const { failOn, maxScoreDrop, format, failUnder, repeats } = values;
  const policyText = values.policy !== undefined ? readPolicyText(values.policy) : null;
  const policy: Policy | null = policyText !== null ? policyFromText(policyText, values.policy!) : null;
  warnPolicy(checkPolicy(policy, repeats.options.strictPolicy === true));
  // --jobs: the candidate's traces, and the bundle's when re-judged, are validated on worker threads too
  const entry = getWorkerEntry();
  const threads = entry && values.jobs > 1 ? { workers: values.jobs - 1, entry } : null;
  if (source.kind === "bundle") source.bundle.startCheck(); // its trace files checked on a worker while the candidate is validated
  let candidate: Report;
  let underBase: Report | null = null; // the candidate under a bundle's other policy, judged in the same pass
  if (values.candidate !== undefined) {
    candidate = loadReportFile(values.candidate, "candidate report");
  } else {
    const cwd = process.cwd();
    const { files, skipped, regular } = await expandInputsWithSkipped(positionals, cwd);
    const parallel = threads && policyText !== null ? { ...threads, policyText, policyPath: values.policy!, render: false, keepSteps: true } : undefined;
    // an unchanged trace's digests held once as they are made: the baseline's equal list (compare/digests.ts)
    const onEntry = stepSharer(source.kind === "report" ? source.report : source.bundle.report);
    ({ report: candidate, underBase } = await judgeCandidate(source, files, policy!, { format, failUnder, cwd, skipped, regularFiles: regular, onEntry, ...(parallel ? { parallel } : {}) }));
    const outside = outsideRootWarning(candidate, "paths relative to the repository root");
    if (outside) process.stderr.write(`arh compare: warning: ${neutralizeWorkflowCommands(outside)}\n`);
  }
  const derived = derivedIdLine(candidate.reports); // trace ids derived from the run (docs/collect.md)
  if (derived && !out.quiet) process.stderr.write(`arh compare: note: ${neutralizeWorkflowCommands(derived)}\n`);
  // The next baseline is written before comparing, so it exists whatever the gate says.
  if (values["candidate-json-out"]) {
    // byte-identical to `arh validate --json-out` with the same scenario flags
    const own = values.candidate === undefined ? candidateScenarios(candidate, repeats) : null;
    writeFileAtomic(values["candidate-json-out"], renderJson(own ? { ...candidate, scenarios: scenariosSection(own.result) } : candidate));
  }

  // traces validated here are also judged under the baseline's policy when it differs (compare/policy.ts)
  const prepared = await prepareBaseline(source, { report: candidate, policy, traces: values.candidate === undefined ? { cwd: process.cwd(), format } : null, underBase, ...(threads && policyText !== null ? { threads: { ...threads, policyText, policyPath: values.policy! } } : {}) });
  endIdleWorkers(); // nothing more to validate: the workers' memory goes before the comparison's comes
  // a candidate report read from a file (validated here, its digests were shared as they were made):
  // its unchanged traces' step digests held once, before the comparison allocates
  shareEqualSteps(candidate.reports, prepared.report.reports);
  collectGarbage(); // the lists no longer held and the validation's garbage, before the comparison allocates
  if (prepared.quarantine && values.quarantine === undefined) {
    // the bundle's quarantine is the base branch's: the one a comparison with it gets (as in the action)
    repeats.options.quarantine = prepared.quarantine;
    repeats.options.today = values.today ?? new Date().toISOString().slice(0, 10);
    repeats.explicit = true;
  }
  // The gate the action uses too; a baseline the comparison cannot use is a usage error here.
  const gate = runGate({
    candidate,
    baseline: { kind: "found", report: prepared.report, source: baselineName, label: "", judging: prepared.judging, details: prepared.details },
    // the after side of trace diffs from the candidate's trace files (a file that is not the one the report was made from is left out)
    candidateDetails: stepDetailsFrom(process.cwd(), format),
    policy,
    failOn,
    maxScoreDrop,
    baselineMissing: "fail",
    traceDiffs: traceDiffs(out.diffOut ? true : out.mdOut ? "shown" : false),
    repeats,
    unpaired: out.unpaired,
    policyChange: out.policyChange,
    ...(values.policy !== undefined ? { policySource: values.policy } : {}),
    usage: out.usage,
    allowEmpty: out.allowEmpty,
  });
  return writeOutputs(gate, out, null);
}
