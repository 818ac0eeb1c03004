// `arh compare --baseline B (--candidate C | --policy P PATH...) [--fail-on M] [--max-score-drop N]
//  [--format F] [--fail-under N] [--json-out F] [--md-out F] [--candidate-json-out F]
//  [--diff-out DIR] [--link-base URL] [--scenario-from RE] [--alpha A] [--insufficient M]
//  [--flaky M] [--min-runs N] [--quarantine F [--today D]] [--quiet]` (semantics.md §8,
//  docs/repeats.md).
// Exit codes: 0 gate passed, 1 gate failed, 2 usage error or unusable baseline/candidate/policy.
import { parseArgs } from "node:util";
import { UsageError } from "../errors.js";
import { usageExit } from "./usage.js";
import { loadReportFile } from "../compare/index.js";
import { candidateScenarios, runGate } from "../gate/gate.js";
import { scenarioMarkdownBlocks, scenariosSection } from "../report/scenarios.js";
import { FAIL_ON_MODES, flag, parseChoice, parseFailUnder, parseFormat, parseMaxScoreDrop, parseRepeats } from "../gate/options.js";
import { readQuarantineFile } from "../files/quarantine.js";
import { isIsoDate } from "../scenarios/quarantine.js";
import { renderCompareConsole, renderCompareJson, renderCompareMarkdown } from "../report/compare.js";
import type { Report } from "../types.js";
import type { Policy } from "../policy/model.js";
import { loadPolicy } from "../policy/parse.js";
import { expandInputsWithSkipped, runValidation } from "../engine/pipeline.js";
import { renderJson } from "../report/json.js";
import { writeFileAtomic } from "../util/writefile.js";
import { writeTraceDiffs } from "../tracediff/index.js";
import { outsideRootWarning } from "../report/util.js";
import { neutralizeWorkflowCommands } from "../util/escape.js";

export async function runCompareCommand(argv: string[]): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        baseline: { type: "string" },
        candidate: { type: "string" },
        policy: { type: "string" },
        format: { type: "string" },
        "fail-under": { type: "string" },
        "fail-on": { type: "string" },
        "max-score-drop": { type: "string" },
        "json-out": { type: "string" },
        "md-out": { type: "string" },
        "candidate-json-out": { type: "string" },
        "diff-out": { type: "string" },
        "link-base": { type: "string" },
        quiet: { type: "boolean", short: "q" },
        "scenario-from": { type: "string" },
        alpha: { type: "string" },
        insufficient: { type: "string" },
        flaky: { type: "string" },
        "min-runs": { type: "string" },
        quarantine: { type: "string" },
        today: { type: "string" },
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
    const format = parseFormat(flag("format"), values.format);
    const failUnder = parseFailUnder(flag("fail-under"), values["fail-under"]);
    const repeats = parseRepeats(
      { scenarioFrom: values["scenario-from"], alpha: values.alpha, insufficient: values.insufficient, flaky: values.flaky, minRuns: values["min-runs"] },
      (o) => flag({ scenarioFrom: "scenario-from", alpha: "alpha", insufficient: "insufficient", flaky: "flaky", minRuns: "min-runs" }[o]),
    );
    if (values.today !== undefined && !isIsoDate(values.today)) throw new UsageError(`--today must be a date YYYY-MM-DD, got '${values.today}'`);
    if (values.quarantine !== undefined) {
      // The quarantine file must come from the base branch (docs/repeats.md); the date that judges
      // expiry is --today, else the clock's UTC date (read here in the shell, never in the core).
      repeats.options.quarantine = readQuarantineFile(values.quarantine, values.quarantine).quarantine;
      repeats.options.today = values.today ?? new Date().toISOString().slice(0, 10);
      repeats.explicit = true;
    }

    const baseline = loadReportFile(values.baseline, "baseline report");
    const policy: Policy | null = values.policy ? loadPolicy(values.policy) : null;
    let candidate: Report;
    if (values.candidate !== undefined) {
      candidate = loadReportFile(values.candidate, "candidate report");
    } else {
      const cwd = process.cwd();
      const { files, skipped } = await expandInputsWithSkipped(positionals, cwd);
      candidate = await runValidation(files, policy!, { format, failUnder, cwd, skipped });
      const outside = outsideRootWarning(candidate, "paths relative to the repository root");
      if (outside) process.stderr.write(`arh compare: warning: ${neutralizeWorkflowCommands(outside)}\n`);
    }
    // The next baseline is written before comparing, so it exists whatever the gate says.
    if (values["candidate-json-out"]) {
      // byte-identical to `arh validate --json-out` with the same scenario flags
      const own = values.candidate === undefined ? candidateScenarios(candidate, repeats) : null;
      writeFileAtomic(values["candidate-json-out"], renderJson(own ? { ...candidate, scenarios: scenariosSection(own.result) } : candidate));
    }

    // The gate the action uses too; a baseline the comparison cannot use is a usage error here.
    const gate = runGate({
      candidate,
      baseline: { kind: "found", report: baseline, source: values.baseline, label: "" },
      policy,
      failOn,
      maxScoreDrop,
      baselineMissing: "fail",
      traceDiffs: !!(values["md-out"] || values["diff-out"]),
      repeats,
    });
    const result = gate.compare;
    if (!result) throw new UsageError(gate.baseline.kind === "missing" ? gate.baseline.reason : "the comparison did not run");
    if (gate.diffsError !== null) throw new Error(gate.diffsError);
    const diffs = gate.diffs;
    if (values["json-out"]) writeFileAtomic(values["json-out"], renderCompareJson(result, gate.scenarios));
    if (values["md-out"]) {
      // the comment design: each regression with its before/after diff, sized for a PR comment
      const elsewhere = values["diff-out"] ? "the compare JSON and the trace-diff pages" : "the compare JSON (--json-out)";
      writeFileAtomic(values["md-out"], renderCompareMarkdown(result, { linkBase: values["link-base"], diffs, baselineSource: values.baseline, elsewhere, ...(gate.scenarios ? { extraBlocks: scenarioMarkdownBlocks(gate.scenarios) } : {}) }));
    }
    if (values["diff-out"]) writeTraceDiffs(values["diff-out"], [...diffs.values()]);
    if (!values.quiet) process.stdout.write(renderCompareConsole(result));
    for (const m of gate.messages) if (m.level === "warning") process.stderr.write(`arh compare: warning: ${neutralizeWorkflowCommands(m.text)}\n`);
    return gate.passed ? 0 : 1;
  } catch (e) {
    return usageExit("compare", e);
  }
}
