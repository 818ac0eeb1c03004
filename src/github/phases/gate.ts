// The gate phase: the candidate against its base, through the gate the CLI uses too
// (src/gate/gate.ts `runGate`), and the comparison's files in output-dir (compare JSON and
// Markdown, trace diffs, JUnit with the scenario gate's view). Local: no network here.
import type { Report } from "../../types.js";
import { renderJunit } from "../../report/index.js";
import { writeFileAtomic, writeFileAtomicParts } from "../../util/writefile.js";
import { runGate, type GateOutcome, type RepeatsRequest } from "../../gate/gate.js";
import { traceDiffs } from "../../gate/diffs.js";
import { scenarioMarkdownBlocks } from "../../report/scenarios.js";
import type { Quarantine } from "../../scenarios/quarantine.js";
import type { ScenarioGateResult } from "../../scenarios/types.js";
import { compareJsonParts, renderCompareMarkdown } from "../../report/compare.js";
import { writeTraceDiffs, type AbtDocument } from "../../tracediff/index.js";
import type { ActionInputs } from "../inputs.js";
import type { Log } from "../log.js";
import { messageOf, type RunEnv } from "./env.js";
import { emitPolicyDiagnostics } from "../annotations.js";
import type { RunSubject } from "./source.js";
import type { ReportFiles } from "./files.js";
import type { Base } from "./base.js";
import { stepDetailsFrom } from "../../bundle/details.js";
import { BUNDLE_HINT } from "../../compare/policy.js";

export interface Judged {
  gate: GateOutcome;
  /** What the gate compared with: the baseline's source, or "none". */
  baselineSource: string;
  /** The trace diffs written to output-dir (empty when none were, or they could not be). */
  diffs: Map<string, AbtDocument>;
  /** The scenario gate's view of the runs (with a baseline), else the candidate's own; null: no repeated runs. */
  scenarioView: ScenarioGateResult | null;
}

export function gatePhase(env: RunEnv, report: Report, subject: RunSubject, files: ReportFiles, base: Base): Judged {
  const { inputs, log, paths } = env;
  const { ctx, policy } = subject;
  // the policy's diagnostics on the policy file first (errors with strict-policy: runGate then stops)
  if (policy) emitPolicyDiagnostics(policy.diagnostics, log, { strict: inputs.repeats.options.strictPolicy === true, display: env.display });
  const gate = runGate({
    candidate: report,
    baseline: base.baseline,
    policy,
    failOn: inputs.failOn,
    maxScoreDrop: inputs.maxScoreDrop ?? null,
    usage: inputs.usage,
    baselineMissing: inputs.baselineMissing,
    traceDiffs: traceDiffs(policy !== null),
    candidateLabel: ctx.pr ? `PR #${ctx.pr.number}` : "candidate",
    // the after side of trace diffs from the traces validated here (published reports have none)
    candidateDetails: subject.published ? null : stepDetailsFrom(env.ws, inputs.format),
    repeats: repeatsRequest(inputs, base.quarantine, ctx.eventDate ?? null, log),
    unpaired: inputs.unpaired,
    policyChange: inputs.policyChange,
    ...(policy !== null ? { policySource: inputs.policy } : {}),
    allowEmpty: inputs.allowEmpty,
  });
  const { compare } = gate;
  // With a baseline, the scenario gate's view of the runs replaces the candidate-only one in JUnit.
  if (gate.scenarios && compare) writeFileAtomic(paths.junit, renderJunit(report, { scenarios: gate.scenarios }));
  if (compare) writeFileAtomicParts(paths.compare, compareJsonParts(compare, gate.scenarios));
  // what was checked and what the policy change does, first in the log as in the summary
  if (compare?.gate.checked) log.info(compare.gate.checked);
  for (const n of gate.notes) if (n !== BUNDLE_HINT) log.info(`note: ${n}`);
  for (const m of gate.messages) if (m.level === "warning") env.warn(m.text);
  else log.info(m.text);
  const baselineSource = gate.baseline.kind === "found" ? gate.baseline.source : "none";

  let diffs = new Map<string, AbtDocument>();
  if (gate.diffsError !== null) log.info(`trace diffs not rendered: ${gate.diffsError}`);
  else if (gate.diffs.size) {
    try {
      writeTraceDiffs(paths.diffs, [...gate.diffs.values()]);
      diffs = gate.diffs;
    } catch (e) {
      log.info(`trace diffs not rendered: ${messageOf(e)}`);
    }
  }
  if (compare) {
    const elsewhere = `${env.display(paths.compare)} and ${env.display(paths.diffs)}`;
    writeFileAtomic(paths.compareMd, renderCompareMarkdown(compare, { linkBase: subject.linkBase, diffs, baselineSource, elsewhere, ...(gate.notes.length ? { notes: gate.notes } : {}), ...(gate.scenarios ? { extraBlocks: scenarioMarkdownBlocks(gate.scenarios, { elsewhere }) } : {}) }));
  }
  return { gate, baselineSource, diffs, scenarioView: gate.scenarios ?? files.own?.result ?? null };
}

/** The scenario gate's request: the inputs' options, the quarantine and the event's date. */
export function repeatsRequest(inputs: ActionInputs, quarantine: Quarantine | null, today: string | null, log: Log): RepeatsRequest {
  const options = { ...inputs.repeats.options };
  if (quarantine && today === null) {
    // No date to judge expiry: the quarantine is not applied, so its failures gate (fail closed).
    log.notice(`Quarantine ${quarantine.file} not applied: the event carries no date to judge expiry.`);
  } else if (quarantine) {
    options.quarantine = quarantine;
    options.today = today;
  }
  return { pattern: inputs.repeats.pattern, options, explicit: inputs.repeats.explicit || options.quarantine !== undefined };
}
