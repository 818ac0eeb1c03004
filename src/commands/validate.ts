// `arh validate --policy P [--format F] [--fail-under N] [--json-out F] [--md-out F]
//  [--junit-out F] [--sarif-out F] [--quiet] PATH...` (semantics.md §8).
import { parseFlags } from "./help.js";
import { resolve } from "node:path";
import { UsageError } from "../errors.js";
import { usageExit } from "./usage.js";
import { ALLOW_EMPTY_OPTION, QUIET_OPTION, REPORT_OUTPUT_OPTIONS, RUN_SCENARIO_OPTIONS, STRICT_POLICY_OPTION, VALIDATION_OPTIONS, runScenarioRepeats, validationFlags } from "./flags.js";
import { policyFromText, readPolicyText } from "../policy/parse.js";
import { endIdleWorkers, getWorkerEntry, slimEntry, summaryStub } from "../engine/parallel.js";
import { expandInputsWithSkipped, runValidation } from "../engine/pipeline.js";
import { checkPolicy, policyDiagnosticLines, runGate } from "../gate/gate.js";
import { flag, parseJobs } from "../gate/options.js";
import { toRunRecords } from "../scenarios/scenario.js";
import { duplicateTraceIdWarnings, JsonReportWriter } from "../report/json.js";
import { neutralizeWorkflowCommands } from "../util/escape.js";
import type { TraceReport } from "../types.js";
import { outsideRootWarning } from "../report/util.js";
import { shardRun } from "../shard/validate.js";
import { derivedIdLine } from "../adapters/identity.js";
import { toUri } from "../engine/pipeline.js";
import { BUNDLE_OPTIONS, bundleRequest } from "../bundle/cli.js";
import { refuseUnstorable, refuseValidateOutputs } from "./outputs.js";
import { judgeRun, judgeSummaryLines } from "../judge/index.js";
import { agentsOfEntries, unmatchedAgents } from "../policy/agents.js";
import { strictPolicyError } from "../policy/diagnostics.js";
import type { Policy } from "../policy/model.js";

export async function runValidateCommand(argv: string[]): Promise<number> {
  try {
    const { values, positionals } = parseFlags("validate", {
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        ...REPORT_OUTPUT_OPTIONS,
        ...RUN_SCENARIO_OPTIONS,
        ...VALIDATION_OPTIONS,
        ...QUIET_OPTION,
        ...STRICT_POLICY_OPTION,
        ...ALLOW_EMPTY_OPTION,
        "memory-adapter": { type: "string" },
        "memory-results": { type: "string" },
        "semantic-judge": { type: "string" },
        "memory-timeout-ms": { type: "string" },
        judge: { type: "string" }, "judge-timeout-ms": { type: "string" }, "judge-steps": { type: "string" }, // docs/judge-command.md
        jobs: { type: "string", short: "j" },
        root: { type: "string" },
        verbose: { type: "boolean", short: "v" },
        shard: { type: "string" },
        "partial-out": { type: "string" },
        commit: { type: "string" },
        ...BUNDLE_OPTIONS,
      },
    });
    if (!values.policy) throw new UsageError("--policy is required");
    if (positionals.length === 0) throw new UsageError("give at least one PATH (file, directory or glob)");
    const { format, failUnder } = validationFlags(values);
    const timeout = values["memory-timeout-ms"];
    if (timeout !== undefined && !(Number(timeout) > 0)) throw new UsageError(`--memory-timeout-ms must be a positive number, got '${timeout}'`);
    const jobs = parseJobs(flag("jobs"), values.jobs);
    const repeats = runScenarioRepeats(values);
    // what can be refused without reading a trace is refused first: the output paths, then the policy
    refuseValidateOutputs(values);
    const policyText = readPolicyText(values.policy);
    const policy = policyFromText(policyText, values.policy);
    // the policy's diagnostics first (strict: exit 2 before any trace is read)
    for (const line of policyDiagnosticLines(checkPolicy(policy, repeats.options.strictPolicy === true))) process.stderr.write(`arh validate: warning: ${neutralizeWorkflowCommands(line)}\n`);
    const [entry, cwd, seenAgents] = [getWorkerEntry(), process.cwd(), new Set<string>()];
    const sharding = shardRun({ shard: values.shard, partialOut: values["partial-out"], commit: values.commit }, process.env);
    const matched = await expandInputsWithSkipped(positionals, cwd);
    let { files, skipped } = matched;
    if (sharding) ({ files, skipped } = sharding.select(files, skipped, (f) => toUri(f, values.root ? resolve(values.root) : cwd)));
    const judged = await judgeRun(values, files, cwd);
    for (const line of judged ? judgeSummaryLines(judged) : []) process.stderr.write(`arh validate: ${neutralizeWorkflowCommands(line)}\n`);
    // The JSON report is streamed entry by entry; the renderers below need no step digests of
    // entries without findings, so those are dropped from memory once written.
    const bundle = bundleRequest(values, values.shard !== undefined || values["partial-out"] !== undefined, process.env);
    if (bundle) refuseUnstorable(files, values.root ? resolve(values.root) : cwd);
    const jsonOut = values["json-out"] ?? bundle?.reportPath;
    const json = jsonOut ? new JsonReportWriter(jsonOut) : null;
    // With no console output and no other report, nothing reads the entries again but the summary
    // and the duplicate trace_id check: keep just that (memory stays flat however many traces).
    const keepAll = !values.quiet || !!values["md-out"] || !!values["junit-out"] || !!values["sarif-out"];
    const slim = (e: TraceReport, rendered?: string): TraceReport => {
      agentsOfEntries([e], seenAgents);
      sharding?.add(e, rendered);
      if (rendered !== undefined) json?.addText(rendered);
      else json?.add(e);
      return keepAll ? slimEntry(e) : summaryStub(e);
    };
    let report;
    try {
      report = await runValidation(files, policy, {
      format,
      failUnder,
      cwd: values.root ? resolve(values.root) : cwd,
      memory: { adapterCommand: values["memory-adapter"], resultsFile: values["memory-results"], semanticJudge: values["semantic-judge"], timeoutMs: timeout === undefined ? undefined : Number(timeout) },
      onEntry: slim,
      judged: judged ?? undefined,
      skipped,
      regularFiles: matched.regular,
      walked: matched.walked,
      parallel: entry && jobs > 1 && !judged ? { workers: jobs - 1, entry, policyText, policyPath: values.policy, render: json !== null || sharding?.partial === true } : undefined,
    });
    } catch (e) {
      json?.abort();
      sharding?.abort();
      throw e;
    } finally {
      endIdleWorkers(); // no other run follows: their memory goes now
    }
    // The gate the action uses without a baseline: every trace must pass; with repeated runs the
    // scenarios' own rules (min-runs, no runs, no checks) too, and the report gains their section.
    let gate, own;
    try {
      for (const line of agentScopeLines(policy, seenAgents, repeats.options.strictPolicy === true)) process.stderr.write(`arh validate: warning: ${neutralizeWorkflowCommands(line)}\n`);
      gate = runGate({ candidate: report, baseline: { kind: "none" }, policy, failOn: "failures", maxScoreDrop: null, baselineMissing: "fail", traceDiffs: false, repeats, allowEmpty: values["allow-empty"] === true });
      own = gate.scenarios ? { result: gate.scenarios, runs: toRunRecords(report.reports, repeats.pattern, "candidate report") } : null;
    } catch (e) {
      json?.abort();
      sharding?.abort();
      throw e;
    }
    // the renderers are loaded only by a run that uses them: not part of a quiet validation's startup
    if (own) report.scenarios = (await import("../report/scenarios.js")).scenariosSection(own.result);
    json?.finish(report);
    sharding?.finish(report, policyText);
    const driftOk = bundle ? await bundle.write({ reportPath: jsonOut!, policyText, root: values.root ? resolve(values.root) : cwd, report, format, pattern: repeats.pattern }) : true;
    const rendered = keepAll ? await import("../report/index.js") : null;
    rendered?.writeReports(report, { scenarios: own, mdOut: values["md-out"], junitOut: values["junit-out"], sarifOut: values["sarif-out"], sarifCategory: values["sarif-category"], linkBase: values["link-base"] });
    if (rendered && !values.quiet) process.stdout.write(rendered.renderConsole(report, { color: false, verbose: values.verbose === true }));
    const derived = derivedIdLine(report.reports); // trace ids derived from the run (docs/collect.md)
    if (derived && !values.quiet) process.stderr.write(`arh validate: note: ${neutralizeWorkflowCommands(derived)}\n`);
    for (const w of duplicateTraceIdWarnings(report)) process.stderr.write(`arh validate: warning: ${neutralizeWorkflowCommands(w)}\n`);
    const outside = outsideRootWarning(report);
    if (outside) process.stderr.write(`arh validate: warning: ${neutralizeWorkflowCommands(outside)}\n`);
    if (sharding?.partial) return 0; // a partial neither gates nor publishes (nor warns of a shard's share of runs): `arh merge` does
    for (const m of gate.messages) if (m.level === "warning") process.stderr.write(`arh validate: warning: ${neutralizeWorkflowCommands(m.text)}\n`);
    // nothing checked: the one line that says so and how to opt out (the console's summary says "no traces validated")
    if (report.reports.length === 0) for (const r of gate.reasons) process.stderr.write(`arh validate: ${neutralizeWorkflowCommands(r)}\n`);
    return gate.passed && driftOk ? 0 : 1;
  } catch (e) {
    return usageExit("validate", e);
  }
}

/**
 * The policy's `agents` entries that no step of the run names scope nothing (policy/agents.ts
 * `unmatchedAgents`): warning lines, or with --strict-policy the one line of exit 2.
 */
function agentScopeLines(policy: Policy, seen: ReadonlySet<string>, strict: boolean): string[] {
  if (!policy.agents || policy.agents.size === 0) return [];
  const diagnostics = unmatchedAgents(policy, seen);
  const err = strict ? strictPolicyError(diagnostics) : null;
  if (err) throw err;
  return policyDiagnosticLines(diagnostics);
}
