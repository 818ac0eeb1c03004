// The publish phase: the network half of a run, after every local file is written. In order:
// annotations (workflow commands, or one check run at the end), the reports artifact (which the
// comment and the summary link), the SARIF upload, the sticky PR comment, the baseline upload, the verdict line, the check run, the job summary. Each step is
// its own function; a step that cannot reach GitHub degrades with a notice, or (an explicit
// `true` input) adds a reason. What a step publishes for the reader goes into `Publication.links`,
// which the job summary lists after the report files: a new upload is a step here that pushes its
// link. A run that stopped after its source publishes in `deliverStop`.
import { plural } from "../../report/util.js";
import { pathToFileURL } from "node:url";
import type { Report } from "../../types.js";
import { escapeMarkdown } from "../../util/escape.js";
import { renderMemoryTableMarkdown } from "../../memory/markdown.js";
import { type ActionContext, isPushToDefaultBranch, sarifRef } from "../context.js";
import { uploadSarif } from "../sarif.js";
import { commentBudget, commentMarker, upsertStickyComment } from "../comment.js";
import { capsAfterPolicy, emitAnnotations, planAnnotations, policyDiagnosticLine, type AnnotationPlan } from "../annotations.js";
import { publishCheckRun } from "../checks.js";
import { refusedCheckRun } from "../publish.js";
import { buildCommentBody, buildSummary, type SummaryInput } from "../summary.js";
import { uploadReports, type ReportsLink } from "../reports-artifact.js";
import { messageOf, type RunEnv } from "./env.js";
import { resolve } from "node:path";
import { stageBundle, type StagedBundle } from "../bundle.js";
import { pullRequestTrend, pushHistory } from "../history.js";
import type { RunSubject, SourceStop } from "./source.js";
import type { ReportFiles } from "./files.js";
import type { Base } from "./base.js";
import type { Judged } from "./gate.js";

/** A run after its gate: everything the publish steps read. */
export interface Gated {
  report: Report;
  subject: RunSubject;
  files: ReportFiles;
  base: Base;
  judged: Judged;
}

/** What the publish steps add to the run. */
export interface Publication {
  /** The gate's reasons, then each publishing step that fails the run (a `true` input it could not honour). */
  reasons: string[];
  /** What was published for the reader (label, where): the job summary lists these after the report files. */
  links: { label: string; value: string }[];
  /** The reports artifact (upload-reports), linked from the summary and the comment; null: none. */
  reports: ReportsLink | null;
  sarifId: string;
  checkRunId: string;
  /** The push job's trend section, from the history it carried forward (docs/trend.md); null: none. */
  trend?: { title: string; body: string } | null;
}

/** The verdict: null when this job gives none (a matrix job's shard, nothing to publish). */
export interface Verdict {
  passed: boolean | null;
  reasons: string[];
}

interface Annotating {
  plan: AnnotationPlan;
  mode: "regressions" | "all" | "none";
  /** Every annotation goes to one check run at the end (when the gate is known). */
  useChecks: boolean;
}

export async function deliverPhase(env: RunEnv, g: Gated): Promise<{ publication: Publication; verdict: Verdict }> {
  const pub: Publication = { reasons: [...g.judged.gate.reasons], links: [], reports: null, sarifId: "", checkRunId: "" };
  const ann = annotate(env, g);
  await reportsUploadStep(env, g, pub);
  await sarifStep(env, g, pub);
  await commentStep(env, g, pub, pub.reasons.length === 0);
  await baselineUploadStep(env, g, pub);
  const passed = pub.reasons.length === 0;
  // The verdict as a plain log line too: the runner drops annotations past its caps, never log lines.
  env.log.info(passed ? "Agent reliability gate passed." : `Agent reliability gate failed:\n- ${pub.reasons.join("\n- ")}`);
  const omitted = await checkRunStep(env, g, pub, ann, passed);
  await summaryStep(env, g, pub, passed, omitted);
  return { publication: pub, verdict: { passed, reasons: pub.reasons } };
}

/**
 * check-run: every annotation goes to one check run at the end; the workflow commands are the
 * fallback when it cannot be created. Publishing from a workflow_run run: workflow commands would
 * annotate that run, not the PR, so the annotations go to a check run on the PR's head commit.
 */
function annotate(env: RunEnv, g: Gated): Annotating {
  const { inputs, log, deps } = env;
  const { compare } = g.judged.gate;
  const { ctx } = g.subject;
  const mode = inputs.annotations === "auto" ? (compare ? "regressions" : "all") : inputs.annotations;
  const plan = planAnnotations(g.report, compare, mode, capsAfterPolicy(g.judged.gate.policyDiagnostics.length));
  let useChecks = (inputs.checkRun || g.subject.published !== null) && mode !== "none";
  if (useChecks && (!deps.octokit || ctx.pr?.readOnly)) {
    log.notice(`Check run skipped: ${!deps.octokit ? "no token" : readOnlyWhy(ctx)}; annotations are workflow commands (at most ${plan.shown.length} shown).`);
    useChecks = false;
  }
  if (!useChecks) emitAnnotations(plan, log);
  return { plan, mode, useChecks };
}

async function sarifStep(env: RunEnv, g: Gated, pub: Publication): Promise<void> {
  const { inputs, log, deps: d } = env;
  const { ctx, published } = g.subject;
  if (inputs.sarifUpload !== "true" && inputs.sarifUpload !== "auto") return;
  const required = inputs.sarifUpload === "true";
  if (ctx.pr?.readOnly) return log.notice(`SARIF upload skipped: ${readOnlyWhy(ctx)} (publish from a workflow_run workflow: see the action's documentation).`);
  if (!d.octokit) {
    if (required) pub.reasons.push("SARIF upload failed: no token");
    else log.notice("SARIF upload skipped: no token.");
    return;
  }
  const res = await uploadSarif(d.octokit, {
    owner: ctx.owner,
    repo: ctx.repo,
    commitSha: g.subject.commit,
    ref: inputs.ref || (published ? ctx.ref : sarifRef(ctx)),
    sarif: g.files.sarifText,
    // A file URL as the API's `uri` format wants it (a space becomes %20).
    checkoutUri: pathToFileURL(env.ws).href,
    polls: inputs.sarifWait ? (d.sarifPolls ?? 7) : 0,
    pollDelayMs: d.sarifPollDelayMs ?? 5000,
  });
  if (res.ok) {
    pub.sarifId = res.id;
    log.info(`SARIF uploaded (id ${res.id}, processing ${res.status}).`);
    if (res.status === "pending" && inputs.sarifWait) log.info("SARIF processing still pending after the wait; code scanning will finish it.");
    if (res.status === "failed") {
      const why = `SARIF processing failed: ${res.errors.join("; ") || "no details"}`;
      if (required) pub.reasons.push(why);
      else env.warn(why);
    }
    return;
  }
  const hint = res.status === 403 || res.status === 404 ? " (code scanning not enabled, or the job lacks `security-events: write`)" : "";
  const why = `SARIF not uploaded: ${res.reason}${hint}`;
  if (required) {
    pub.reasons.push(why);
    log.info(why);
  } else log.notice(`${why}. The SARIF file is still in ${env.display(env.paths.sarif)}.`);
}

/** Every local file is written by now: upload them before the comment and the summary link them. */
async function reportsUploadStep(env: RunEnv, g: Gated, pub: Publication): Promise<void> {
  const { inputs, deps } = env;
  const res = await uploadReports({ mode: inputs.uploadReports, name: inputs.reportsArtifact, outDir: env.outDir, paths: env.paths, ctx: g.subject.ctx, published: g.subject.published, uploader: deps.uploader, log: env.log });
  pub.reports = res.link;
  if (res.reason) pub.reasons.push(res.reason);
}

/** The trend section: the push job's carried history, or the base branch's with this pull request as the last point. */
function trendSections(env: RunEnv, g: Gated, pub: Publication): { title: string; body: string }[] {
  const t = pub.trend ?? pullRequestTrend(g.base.history, g.report, g.subject.ctx, env.inputs.repeats.pattern);
  return t ? [t] : [];
}

/** What the summary and the comment say of the run (the comment's own fields set by the caller). */
function summaryInput(env: RunEnv, g: Gated, pub: Publication, passed: boolean): SummaryInput {
  const { judged } = g;
  return { passed, reasons: pub.reasons, report: g.report, compare: judged.gate.compare, linkBase: g.subject.linkBase, baselineSource: judged.baselineSource, notes: judged.gate.notes, sections: trendSections(env, g, pub), diffs: judged.diffs, annotationsOmitted: 0, outputs: [], scenarios: judged.scenarioView, reportsLink: pub.reports, policyDiagnostics: judged.gate.policyDiagnostics.map((d) => policyDiagnosticLine(d, env.display)) };
}

function runUrl(ctx: ActionContext): string {
  return ctx.runId ? `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}` : "";
}

async function commentStep(env: RunEnv, g: Gated, pub: Publication, passed: boolean): Promise<void> {
  const { inputs, log, deps: d } = env;
  const { ctx } = g.subject;
  if (inputs.prComment === "off" || !ctx.pr || ctx.pr.number <= 0) return;
  if (ctx.pr.readOnly) return log.notice(`PR comment skipped: ${readOnlyWhy(ctx)}.`);
  if (!d.octokit) return log.notice("PR comment skipped: no token.");
  const want = inputs.prComment === "always" || !passed;
  const marker = commentMarker(inputs.sarifCategory);
  const body = buildCommentBody({ ...summaryInput(env, g, pub, passed), runUrl: runUrl(ctx) }, commentBudget(marker));
  const res = await upsertStickyComment(d.octokit, { owner: ctx.owner, repo: ctx.repo, issue: ctx.pr.number, marker, body, onlyUpdate: !want });
  if (res && !res.ok) log.notice(`PR comment not posted: ${res.reason}${res.status === 403 ? " (the job needs `pull-requests: write`)" : ""}.`);
  else if (res) log.info(`PR comment ${res.action} (id ${res.id}).`);
}

/** Never from published reports: a baseline comes only from this repository's own push runs. */
async function baselineUploadStep(env: RunEnv, g: Gated, pub: Publication): Promise<void> {
  const { inputs, log, deps: d, paths } = env;
  const wanted = !g.subject.published && (inputs.uploadBaseline === "true" || (inputs.uploadBaseline === "auto" && isPushToDefaultBranch(g.subject.ctx)));
  if (!wanted) return;
  const staged = await baselineBundle(env, g, pub);
  try {
    const files = staged ? staged.files : g.base.quarantine ? [paths.json, paths.quarantine] : [paths.json];
    const res = await d.uploader.upload(inputs.baselineArtifact, files, staged ? staged.root : env.outDir, inputs.baselineRetentionDays ? { retentionDays: inputs.baselineRetentionDays } : {});
    if (res.notice) log.notice(res.notice);
    else {
      const uploaded = `artifact '${inputs.baselineArtifact}'${res.id !== undefined ? ` (id ${res.id})` : ""}`;
      pub.links.push({ label: "Baseline uploaded", value: uploaded });
      log.info(`Baseline uploaded as ${uploaded}${res.replaced !== undefined ? `, replacing artifact ${res.replaced} of an earlier attempt of this run` : ""}.`);
    }
  } catch (e) {
    const why = `baseline upload failed: ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`;
    if (inputs.uploadBaseline === "true") pub.reasons.push(why);
    else env.warn(why);
  } finally {
    staged?.cleanup();
  }
}

/**
 * The baseline artifact as a bundle (docs/bundle.md): the report, the trace files at their report
 * paths, the policy and the quarantine. Null (the report alone, as before bundles) when the traces
 * are not all in the workspace (e.g. a merge job without a checkout) or the policy file changed.
 */
async function baselineBundle(env: RunEnv, g: Gated, pub: Publication): Promise<StagedBundle | null> {
  const { inputs, paths, log } = env;
  if (inputs.policy === "") return null;
  // the history of the default branch's runs, carried forward with this run's point (docs/trend.md)
  const history = await pushHistory(env, g.subject.ctx, g.report);
  pub.trend = history?.section ?? null;
  pub.reasons.push(...(history?.reasons ?? []));
  try {
    return await stageBundle({ reportPath: paths.json, report: g.report, policyPath: resolve(env.ws, inputs.policy), quarantinePath: g.base.quarantine ? paths.quarantine : null, ws: env.ws, format: inputs.format, tempRoot: g.subject.ctx.runnerTemp, history: history?.text });
  } catch (e) {
    log.notice(`Baseline uploaded without its traces (a bare report: pull requests cannot re-judge it when the policy changes): ${messageOf(e)}`);
    return null;
  }
}

/** The check run with every annotation (check-run: true, or publishing); returns the annotations left out. */
async function checkRunStep(env: RunEnv, g: Gated, pub: Publication, ann: Annotating, passed: boolean): Promise<number> {
  const { inputs, log, deps: d } = env;
  const { ctx } = g.subject;
  if (!ann.useChecks || !d.octokit) return ann.plan.omitted;
  const { report, judged } = g;
  const all = planAnnotations(report, judged.gate.compare, ann.mode, { error: Infinity, warning: Infinity, notice: Infinity });
  const verdict = `${passed ? "Passed" : "Failed"}: ${plural(report.summary.total_traces, "trace")}, ${report.summary.failed_traces} failed, ${plural(judged.gate.newErrors, "new error finding")}`;
  const url = runUrl(ctx);
  const reasons = pub.reasons;
  const summaryLines = [`**Agent reliability gate ${passed ? "passed" : "failed"}** (baseline: ${escapeMarkdown(judged.baselineSource)}).`, ""];
  for (const r of reasons.slice(0, 30)) summaryLines.push(`- ${escapeMarkdown(r, 500)}`);
  if (reasons.length > 30) summaryLines.push(`- … and ${reasons.length - 30} more`);
  summaryLines.push("", `${plural(all.shown.length, "annotation")}.${url ? ` [Workflow run and job summary](${url})` : ""}`);
  const res = await publishCheckRun(d.octokit, {
    owner: ctx.owner,
    repo: ctx.repo,
    name: inputs.sarifCategory === "arh" ? "arh gate" : `arh gate (${inputs.sarifCategory})`,
    headSha: inputs.sha || ctx.pr?.headSha || ctx.sha,
    conclusion: passed ? "success" : "failure",
    title: verdict,
    summary: summaryLines.join("\n"),
    annotations: all.shown,
    ...(url ? { detailsUrl: url } : {}),
    externalId: inputs.sarifCategory,
  });
  if (res.ok) {
    pub.checkRunId = String(res.id);
    log.info(`Check run ${res.id} created with ${plural(res.annotations, "annotation")} in ${plural(res.requests, "request")}.`);
    return 0;
  }
  log.notice(`Check run not created: ${res.reason}${res.status === 403 || res.status === 404 ? " (the job needs `checks: write`)" : ""}; annotations are workflow commands instead.`);
  emitAnnotations(ann.plan, log);
  return ann.plan.omitted;
}

async function summaryStep(env: RunEnv, g: Gated, pub: Publication, passed: boolean, annotationsOmitted: number): Promise<void> {
  if (!env.inputs.jobSummary) return;
  const { paths, display } = env;
  const { report, judged } = g;
  const outs = [
    { label: "JSON report", value: display(paths.json) },
    { label: "SARIF", value: display(paths.sarif) + (pub.sarifId ? ` (uploaded, id ${pub.sarifId})` : "") },
    { label: "JUnit", value: display(paths.junit) },
    { label: "Markdown", value: display(paths.markdown) },
  ];
  if (judged.gate.compare) outs.push({ label: "Comparison", value: display(paths.compare) });
  outs.push(...pub.links);
  // Memory traces: per-query coverage tables, or a note that a trace was not scored.
  const memoryTables = report.reports.filter((r) => r.kind === "memory").map(renderMemoryTableMarkdown).filter((t) => t !== "");
  const memorySections = memoryTables.length ? [{ title: "Memory traces", body: memoryTables.slice(0, 20).join("\n") + (memoryTables.length > 20 ? `\n… and ${memoryTables.length - 20} more in the Markdown report` : "") }] : [];
  const text = buildSummary({ ...summaryInput(env, g, pub, passed), sections: [...trendSections(env, g, pub), ...memorySections], diffDir: judged.diffs.size ? display(paths.diffs) : "", annotationsOmitted, outputs: outs });
  await writeSummary(env, text);
}

async function writeSummary(env: RunEnv, text: string): Promise<void> {
  try {
    await env.deps.writeSummary(text);
  } catch (e) {
    env.log.info(`job summary not written: ${messageOf(e)}`);
  }
}

/** A run that stopped after its source: a matrix job uploads its partial; a failed merge says why. */
export async function deliverStop(env: RunEnv, stop: SourceStop): Promise<Verdict> {
  const { log, inputs } = env;
  if (stop.kind === "nothing-published") {
    log.notice(`Nothing published from workflow run ${stop.runId}: ${stop.why}.`);
    return { passed: null, reasons: [] };
  }
  if (stop.kind === "publish-refused") {
    log.info(`Agent reliability gate failed:\n- ${stop.reason}`);
    const ctx = env.deps.ctx;
    const why = env.deps.octokit ? await refusedCheckRun(env.deps.octokit, { owner: ctx.owner, repo: ctx.repo, name: inputs.sarifCategory === "arh" ? "arh gate" : `arh gate (${inputs.sarifCategory})`, headSha: stop.headSha, prNumber: stop.prNumber, reason: stop.reason, detailsUrl: runUrl(ctx) }) : null;
    if (why) log.notice(why);
    return { passed: false, reasons: [stop.reason] };
  }
  if (stop.kind === "merge-failed") {
    // Never a verdict over part of the traces: the gate fails and says which shard is missing.
    log.info(`Agent reliability gate failed:\n- ${stop.reason}`);
    if (inputs.jobSummary) await writeSummary(env, `**Agent reliability gate failed**: ${escapeMarkdown(stop.reason, 2000)}\n`);
    return { passed: false, reasons: [stop.reason] };
  }
  let res;
  try {
    res = await env.deps.uploader.upload(stop.artifact, [env.paths.partial], env.outDir, {});
  } catch (e) {
    // Without its artifact the merge job would miss this shard: say so here, where it happened.
    return { passed: false, reasons: [`partial report not uploaded as artifact '${stop.artifact}': ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`] };
  }
  if (res.notice) log.notice(res.notice);
  log.info(`Shard ${stop.index} of ${stop.total}: ${plural(stop.report.summary.total_traces, "trace")} validated, uploaded as artifact '${stop.artifact}'${res.id !== undefined ? ` (id ${res.id})` : ""}; the merge job gates.`);
  return { passed: null, reasons: [] };
}

function readOnlyWhy(ctx: ActionContext): string {
  return ctx.pr?.isFork ? "pull requests from forks get a read-only token" : "Dependabot pull requests get a read-only token";
}
