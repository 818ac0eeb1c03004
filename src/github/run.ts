// The action's orchestrator. Inputs and context come in as plain objects; everything that talks
// to GitHub (Octokit, artifact upload, summary, outputs, logging) is injected.
//
// Order matters: all reports of the local data are written to output-dir (atomically) before any
// network call, so a failing API never loses them; network steps only degrade with a notice.
import { rmSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { UsageError } from "../errors.js";
import { escapeMarkdown } from "../util/escape.js";
import type { Report, TraceReport } from "../types.js";
import type { Policy } from "../policy/model.js";
import { loadPolicy, policyFromText, readPolicyText } from "../policy/parse.js";
import { runValidation, toUri } from "../engine/pipeline.js";
import { getWorkerEntry } from "../engine/parallel.js";
import { shardRun } from "../shard/validate.js";
import { PARTIAL_FILE, mergeShardArtifacts, shardArtifactName } from "./shards.js";
import { duplicateTraceIdWarnings, renderJson } from "../report/json.js";
import { defaultEntryDetails, renderConsole, renderJunit, renderMarkdown, renderSarif } from "../report/index.js";
import { writeFileAtomic } from "../util/writefile.js";
import { renderMemoryTableMarkdown } from "../memory/markdown.js";
import { readReportDocument } from "../compare/load.js";
import { normalizeReport } from "../compare/index.js";
import { candidateScenarios, runGate, type BaselineState, type RepeatsRequest } from "../gate/gate.js";
import { scenarioMarkdownBlocks, scenariosSection } from "../report/scenarios.js";
import { QUARANTINE_FILE, readQuarantineFile } from "../files/quarantine.js";
import type { Quarantine } from "../scenarios/quarantine.js";
import { renderCompareJson, renderCompareMarkdown } from "../report/compare.js";
import type { MemoryOptions } from "../memory/index.js";
import { writeTraceDiffs, type AbtDocument } from "../tracediff/index.js";
import { requireValidationInputs, type ActionInputs } from "./inputs.js";
import { type ActionContext, isPushToDefaultBranch, sarifRef } from "./context.js";
import type { Octokit } from "./octokit.js";
import type { Log } from "./log.js";
import type { ArtifactDownloader, ArtifactUploader } from "./artifact.js";
import { fetchBaseline } from "./baseline.js";
import { uploadSarif } from "./sarif.js";
import { commentBudget, commentMarker, upsertStickyComment } from "./comment.js";
import { emitAnnotations, OWN_WARNINGS, planAnnotations } from "./annotations.js";
import { publishCheckRun } from "./checks.js";
import { fetchPublishSource, pullRequestRecord, PULL_REQUEST_FILE } from "./publish.js";
import { buildCommentBody, buildSummary } from "./summary.js";
import { resolveTraceFiles } from "./traces.js";
import { reportValidator } from "./schema.js";

export interface RunDeps {
  inputs: ActionInputs;
  ctx: ActionContext;
  /** Null when there is no token: every network step is skipped with a notice. */
  octokit: Octokit | null;
  uploader: ArtifactUploader;
  /** This run's artifacts (the merge job of a matrix); null or absent: not available. */
  downloader?: ArtifactDownloader | null;
  log: Log;
  setOutput(name: string, value: string): void;
  /** Append text to the job summary (GITHUB_STEP_SUMMARY). */
  writeSummary(text: string): Promise<void>;
  /** Validates a report document against the report schema; null = schema unavailable. */
  validateReport?: ((doc: unknown) => string | null) | null;
  /** SARIF status polling (tests shorten it). */
  sarifPolls?: number;
  sarifPollDelayMs?: number;
}

export interface RunResult {
  passed: boolean;
  reasons: string[];
  outputs: Record<string, string>;
}

/** The repository's root: `working-directory` below the workspace (it must exist and stay inside). */
export function repositoryRoot(workspace: string, workingDirectory: string): string {
  if (workingDirectory === "") return workspace;
  const dir = resolve(workspace, workingDirectory);
  if (!insideDir(workspace, dir)) throw new UsageError(`input 'working-directory' must be a directory inside the workspace, got '${workingDirectory}'`);
  let st;
  try {
    st = statSync(dir);
  } catch {
    throw new UsageError(`input 'working-directory': '${workingDirectory}' does not exist in the workspace`);
  }
  if (!st.isDirectory()) throw new UsageError(`input 'working-directory': '${workingDirectory}' is not a directory`);
  return dir;
}

/**
 * `output-dir` must stay inside the workspace (unless opted out) and be, or become, a directory:
 * an existing file at the path or at any parent is one clear line instead of EEXIST/ENOTDIR later.
 */
export function checkOutputDir(outDir: string, workspace: string, allowOutside: boolean): void {
  if (!allowOutside && !insideDir(workspace, outDir)) {
    throw new UsageError(`input 'output-dir' resolves outside the workspace (${outDir}); set output-dir-outside-workspace: true to allow it`);
  }
  for (let p = outDir; ; p = dirname(p)) {
    let st;
    try {
      st = statSync(p);
    } catch {
      if (dirname(p) === p) return;
      continue;
    }
    if (!st.isDirectory()) throw new UsageError(`input 'output-dir': ${p === outDir ? `'${outDir}' is` : `'${p}' (a parent of '${outDir}') is`} a file, not a directory`);
    return;
  }
}

function insideDir(root: string, p: string): boolean {
  const rel = relative(root, p);
  return rel === "" || (!rel.startsWith(".." + sep) && rel !== ".." && !isAbsolute(rel));
}

export async function runAction(d: RunDeps): Promise<RunResult> {
  const { inputs, log } = d;
  let ctx = d.ctx;
  const wsRoot = resolve(ctx.workspace);
  const ws = repositoryRoot(wsRoot, inputs.workingDirectory);
  const outputs: Record<string, string> = {};
  const setOut = (k: string, v: string) => {
    outputs[k] = v;
    d.setOutput(k, v);
  };
  const notes: string[] = [];
  const reasons: string[] = [];
  // The action's own warnings share the runner's 10 per step with the findings' (ANNOTATION_CAPS):
  // past OWN_WARNINGS they are plain log lines, so none is dropped unseen.
  let ownWarnings = 0;
  const warn = (msg: string) => (ownWarnings++ < OWN_WARNINGS ? log.warning(msg) : log.info(`Warning: ${msg}`));

  // Output paths are for later steps, which run in the workspace (not working-directory).
  const display = (p: string) => (insideDir(wsRoot, p) ? relative(wsRoot, p).split(sep).join("/") : p);
  // Baselines and published reports are checked alike: readable JSON, report.schema.json, then the loader.
  const validate = d.validateReport === undefined ? reportValidator() : d.validateReport;
  if (!validate) log.debug("report.schema.json not found beside the bundle: baselines get the structural check only");
  const checkBaselineFile = (path: string, label: string): Report => {
    const doc = readReportDocument(path, label); // depth-checked: one clear line, never a stack overflow
    if (validate) {
      const err = validate(doc);
      if (err) throw new UsageError(`${label}: does not match report.schema.json: ${err}`);
    }
    return normalizeReport(doc, path, label);
  };

  // ---- 1. the report: validate the traces here, or publish another run's (the two-workflow pattern)
  const outDir = resolve(ws, inputs.outputDir);
  checkOutputDir(outDir, wsRoot, inputs.outputOutsideWorkspace);
  const publishRunId = inputs.publishFrom ?? (ctx.eventName === "workflow_run" ? (ctx.workflowRun?.id ?? null) : null);
  let policy: Policy | null = null;
  let report: Report;
  let published: { runId: number; artifactId: number } | null = null;
  if (publishRunId !== null) {
    if (!d.octokit) throw new UsageError("publishing another run's reports needs a token (input 'token')");
    if (ctx.repositoryId === null) throw new UsageError("publishing another run's reports needs the repository id (event payload or GITHUB_REPOSITORY_ID)");
    const nothing = (why: string): RunResult => {
      log.notice(`Nothing published from workflow run ${publishRunId}: ${why}.`);
      setOut("passed", "");
      setOut("gate-reasons", "");
      return { passed: true, reasons: [], outputs };
    };
    const src = await fetchPublishSource(d.octokit, { owner: ctx.owner, repo: ctx.repo, repositoryId: ctx.repositoryId, runId: publishRunId, artifactName: inputs.reportsArtifact, tempRoot: ctx.runnerTemp });
    if (!src.ok) return nothing(src.reason);
    try {
      if (!src.files.includes("report.json")) return nothing(`artifact ${src.artifactId} holds no report.json`);
      report = checkBaselineFile(join(src.dir, "report.json"), `reports artifact ${src.artifactId}`);
    } catch (e) {
      return nothing(e instanceof Error ? e.message : String(e));
    } finally {
      rmSync(src.dir, { recursive: true, force: true });
    }
    published = { runId: src.runId, artifactId: src.artifactId };
    // From here on the run is about the pull request and its head commit; this run's token can write.
    ctx = { ...ctx, sha: src.headSha, ref: `refs/pull/${src.pr.number}/head`, pr: { ...src.pr, isFork: src.pr.headRepoId !== ctx.repositoryId, readOnly: false } };
    if (inputs.policy) policy = loadPolicy(resolve(ws, inputs.policy));
    log.info(`Publishing the reports of workflow run ${src.runId} (artifact ${src.artifactId}) for pull request #${src.pr.number} at ${src.headSha.slice(0, 7)}.`);
  } else if (inputs.merge !== null) {
    // The merge job of a matrix: this run's shard artifacts become the report, then one gate.
    if (inputs.policy === "") throw new UsageError("input 'policy' is required: the path of the policy file");
    policy = loadPolicy(resolve(ws, inputs.policy));
    const merged = await mergeShardArtifacts(d.downloader ?? null, inputs.merge, ctx.runnerTemp || outDir, log);
    if (!merged.ok) {
      // Never a verdict over part of the traces: the gate fails and says which shard is missing.
      setOut("passed", "false");
      setOut("gate-reasons", merged.reason);
      log.info(`Agent reliability gate failed:\n- ${merged.reason}`);
      if (inputs.jobSummary) {
        try {
          await d.writeSummary(`**Agent reliability gate failed**: ${escapeMarkdown(merged.reason, 2000)}\n`);
        } catch (e) {
          log.info(`job summary not written: ${e instanceof Error ? e.message : String(e)}`);
        }
      }
      return { passed: false, reasons: [merged.reason], outputs };
    }
    report = merged.report;
    log.info(`Merged ${inputs.merge} shard(s): ${report.summary.total_traces} trace(s).`);
  } else {
    requireValidationInputs(inputs);
    const found = await resolveTraceFiles(inputs.traces, ws);
    const { outside } = found;
    let { files, skipped } = found;
    // A matrix job: this shard's files only (the same split `arh validate --shard` makes).
    const sharding = inputs.shard ? shardRun({ shard: `${inputs.shard.index}/${inputs.shard.total}`, partialOut: join(outDir, PARTIAL_FILE), commit: inputs.sha || ctx.sha }, {}) : null;
    if (sharding) ({ files, skipped } = sharding.select(files, skipped, (f) => toUri(f, ws)));
    if (outside.length) {
      warn(`${outside.length} matched path(s) ignored: they resolve outside the workspace (listed in the log)`);
      for (const o of outside) log.info(`ignored ${relative(ws, o) || o}: resolves outside the workspace`);
    }
    if (files.length === 0) {
      const skippedNote = skipped.length ? `; skipped: ${skipped.slice(0, 3).map((k) => `${k.path} (${k.reason})`).join(", ")}${skipped.length > 3 ? `, and ${skipped.length - 3} more` : ""}` : "";
      const msg = `no trace files matched 'traces' (${inputs.traces.join(" ")}) inside ${inputs.workingDirectory ? `'${inputs.workingDirectory}'` : "the workspace"}${skippedNote}`;
      if (inputs.ifNoFilesFound === "error") throw new UsageError(`${msg} (if-no-files-found: error)`);
      if (inputs.ifNoFilesFound === "warn") warn(`${msg}; nothing to gate (if-no-files-found: warn)`);
      else log.info(`${msg} (if-no-files-found: ignore)`);
    }
    const policyPath = resolve(ws, inputs.policy);
    const workerEntry = getWorkerEntry();
    const policyText = readPolicyText(policyPath);
    policy = policyFromText(policyText, policyPath);
    const memory: MemoryOptions | undefined = inputs.memoryAdapter ? { adapterCommand: inputs.memoryAdapter, cwd: ws } : undefined;
    try {
      report = await runValidation(files, policy, {
        format: inputs.format,
        failUnder: inputs.failUnder,
        cwd: ws,
        skipped,
        ...(memory ? { memory } : {}),
        ...(sharding ? { onEntry: (e: TraceReport, text?: string) => (sharding.add(e, text), e) } : {}),
        ...(workerEntry && inputs.jobs > 1 ? { parallel: { workers: inputs.jobs - 1, entry: workerEntry, policyText, policyPath, render: sharding !== null, keepSteps: true } } : {}),
      });
    } catch (e) {
      sharding?.abort();
      throw e;
    }
    if (sharding && inputs.shard) {
      // A matrix job validates and uploads its partial; the merge job gates and publishes.
      sharding.finish(report, policyText);
      const name = shardArtifactName(inputs.shard.index, inputs.shard.total);
      setOut("partial-report", display(join(outDir, PARTIAL_FILE)));
      setOut("traces", String(report.summary.total_traces));
      setOut("passed-traces", String(report.summary.passed_traces));
      setOut("failed-traces", String(report.summary.failed_traces));
      setOut("passed", "");
      setOut("gate-reasons", "");
      let res;
      try {
        res = await d.uploader.upload(name, [join(outDir, PARTIAL_FILE)], outDir, {});
      } catch (e) {
        // Without its artifact the merge job would miss this shard: say so here, where it happened.
        const why = `partial report not uploaded as artifact '${name}': ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`;
        setOut("passed", "false");
        setOut("gate-reasons", why);
        return { passed: false, reasons: [why], outputs };
      }
      if (res.notice) log.notice(res.notice);
      log.info(`Shard ${inputs.shard.index} of ${inputs.shard.total}: ${report.summary.total_traces} trace(s) validated, uploaded as artifact '${name}'${res.id !== undefined ? ` (id ${res.id})` : ""}; the merge job gates.`);
      return { passed: true, reasons: [], outputs };
    }
  }
  const dups = duplicateTraceIdWarnings(report);
  if (dups.length === 1) warn(dups[0]!);
  else if (dups.length > 1) {
    warn(`${dups.length} trace ids occur more than once: this report cannot serve as a comparison baseline (each is listed in the log)`);
    for (const w of dups) log.info(w);
  }

  // The commit the results belong to: the `sha` input (workflow_run publishing), else the event's.
  const commitSha = inputs.sha || ctx.sha;
  const linkBase = ctx.owner && ctx.repo && commitSha ? `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/blob/${commitSha}/` : "";
  const paths = {
    json: join(outDir, "report.json"),
    sarif: join(outDir, "report.sarif"),
    junit: join(outDir, "report.junit.xml"),
    markdown: join(outDir, "report.md"),
    compare: join(outDir, "compare.json"),
    compareMd: join(outDir, "compare.md"),
    quarantine: join(outDir, QUARANTINE_FILE),
    diffs: join(outDir, "trace-diff"),
  };
  // Repeated runs: the candidate's own scenarios (report section, SARIF occurrences, tables).
  const own = candidateScenarios(report, { pattern: inputs.repeats.pattern, options: inputs.repeats.options, explicit: inputs.repeats.explicit });
  if (own) report.scenarios = scenariosSection(own.result);
  const sarifText = renderSarif(report, { category: inputs.sarifCategory, ...(own ? { scenarios: own.runs } : {}) });
  writeFileAtomic(paths.json, renderJson(report));
  writeFileAtomic(paths.sarif, sarifText);
  writeFileAtomic(paths.junit, renderJunit(report, own ? { scenarios: own.result } : {}));
  writeFileAtomic(paths.markdown, renderMarkdown(report, { linkBase, entryDetails: defaultEntryDetails, ...(own ? { extraBlocks: scenarioMarkdownBlocks(own.result) } : {}) }));
  setOut("json-report", display(paths.json));
  setOut("sarif-report", display(paths.sarif));
  setOut("junit-report", display(paths.junit));
  setOut("markdown-report", display(paths.markdown));
  // For a publishing workflow_run run: which PR these reports belong to (fork PRs' runs list none).
  if (!published && ctx.pr && ctx.pr.number > 0) writeFileAtomic(join(outDir, PULL_REQUEST_FILE), pullRequestRecord(ctx.pr));
  log.info(renderConsole(report));

  // ---- 2. baseline (the first network call, if any)
  // Quarantine (docs/repeats.md): on a pull request only from the baseline artifact, never from the
  // tree under test; elsewhere (a push) from the `quarantine` input, then uploaded with the baseline.
  let quarantine: Quarantine | null = null;
  if (inputs.quarantine !== "") {
    if (ctx.pr) log.info(`quarantine '${inputs.quarantine}' of the pull request is not read: a pull request gets the quarantine of its base branch's baseline artifact`);
    else {
      const p = resolve(ws, inputs.quarantine);
      const read = readQuarantineFile(p, display(p));
      quarantine = read.quarantine;
      writeFileAtomic(paths.quarantine, read.text);
    }
  }
  let baseline: BaselineState = { kind: "none" };
  if (inputs.baseline.kind === "path") {
    const p = resolve(ws, inputs.baseline.path);
    try {
      baseline = { kind: "found", report: checkBaselineFile(p, `baseline ${display(p)}`), source: display(p), label: `baseline (${display(p)})` };
    } catch (e) {
      baseline = { kind: "missing", reason: e instanceof Error ? e.message : String(e) };
    }
  } else if (inputs.baseline.kind === "auto" && ctx.pr) {
    if (!d.octokit) baseline = { kind: "missing", reason: "no token to download the baseline artifact" };
    else if (ctx.repositoryId === null) baseline = { kind: "missing", reason: "the event payload has no repository id" };
    else if (!ctx.pr.baseRef) baseline = { kind: "missing", reason: "the event payload has no base branch" };
    else {
      const got = await fetchBaseline(d.octokit, { owner: ctx.owner, repo: ctx.repo, repositoryId: ctx.repositoryId, branch: ctx.pr.baseRef, artifactName: inputs.baselineArtifact, tempRoot: ctx.runnerTemp }, log);
      if (!got.ok) baseline = { kind: "missing", reason: got.reason };
      else {
        try {
          const file = got.files.includes("report.json") ? "report.json" : got.files.find((f) => f.endsWith(".json"));
          if (!file) throw new UsageError(`artifact ${got.artifactId} holds no report.json`);
          const rep = checkBaselineFile(join(got.dir, file), `baseline artifact ${got.artifactId}`);
          // The quarantine the base branch uploaded with its baseline: the only one a PR gets.
          if (got.files.includes(QUARANTINE_FILE)) quarantine = readQuarantineFile(join(got.dir, QUARANTINE_FILE), `${QUARANTINE_FILE} of baseline artifact ${got.artifactId}`).quarantine;
          const source = `artifact ${got.artifactId} (run ${got.runId}${got.headSha ? `, ${got.headSha.slice(0, 7)}` : ""})`;
          baseline = { kind: "found", report: rep, source, label: `${ctx.pr.baseRef}${got.headSha ? `@${got.headSha.slice(0, 7)}` : ""}` };
        } catch (e) {
          baseline = { kind: "missing", reason: e instanceof Error ? e.message : String(e) };
        } finally {
          rmSync(got.dir, { recursive: true, force: true });
        }
      }
    }
  }

  // ---- 3. comparison and gate (local again): the gate the CLI uses too
  const gate = runGate({
    candidate: report,
    baseline,
    policy,
    failOn: inputs.failOn,
    maxScoreDrop: inputs.maxScoreDrop ?? null,
    baselineMissing: inputs.baselineMissing,
    traceDiffs: policy !== null,
    candidateLabel: ctx.pr ? `PR #${ctx.pr.number}` : "candidate",
    repeats: repeatsRequest(inputs, quarantine, ctx.eventDate ?? null, log),
  });
  const { compare } = gate;
  reasons.push(...gate.reasons);
  notes.push(...gate.notes);
  // With a baseline, the scenario gate's view of the runs replaces the candidate-only one in JUnit.
  if (gate.scenarios && compare) writeFileAtomic(paths.junit, renderJunit(report, { scenarios: gate.scenarios }));
  if (compare) {
    writeFileAtomic(paths.compare, renderCompareJson(compare, gate.scenarios));
    setOut("compare-report", display(paths.compare));
  } else setOut("compare-report", "");
  for (const m of gate.messages) if (m.level === "warning") warn(m.text);
  else log.info(m.text);
  const baselineSource = gate.baseline.kind === "found" ? gate.baseline.source : "none";
  setOut("baseline-source", baselineSource);

  let diffs = new Map<string, AbtDocument>();
  if (gate.diffsError !== null) log.info(`trace diffs not rendered: ${gate.diffsError}`);
  else if (gate.diffs.size) {
    try {
      writeTraceDiffs(paths.diffs, [...gate.diffs.values()]);
      diffs = gate.diffs;
    } catch (e) {
      log.info(`trace diffs not rendered: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  if (compare) {
    const elsewhere = `${display(paths.compare)} and ${display(paths.diffs)}`;
    writeFileAtomic(paths.compareMd, renderCompareMarkdown(compare, { linkBase, diffs, baselineSource, elsewhere, ...(gate.scenarios ? { extraBlocks: scenarioMarkdownBlocks(gate.scenarios, { elsewhere }) } : {}) }));
  }
  const scenarioView = gate.scenarios ?? own?.result ?? null;

  const newErrors = gate.newErrors;
  setOut("traces", String(report.summary.total_traces));
  setOut("passed-traces", String(report.summary.passed_traces));
  setOut("failed-traces", String(report.summary.failed_traces));
  setOut("new-error-findings", String(newErrors));

  // ---- 4. annotations
  const annMode = inputs.annotations === "auto" ? (compare ? "regressions" : "all") : inputs.annotations;
  const plan = planAnnotations(report, compare, annMode);
  // check-run: every annotation goes to one check run at the end (when the gate is known); the
  // workflow commands are the fallback when it cannot be created.
  // Publishing from a workflow_run run: workflow commands would annotate that run, not the PR, so
  // the annotations go to a check run on the PR's head commit.
  let useChecks = (inputs.checkRun || published !== null) && annMode !== "none";
  if (useChecks && (!d.octokit || ctx.pr?.readOnly)) {
    log.notice(`Check run skipped: ${!d.octokit ? "no token" : readOnlyWhy(ctx)}; annotations are workflow commands (at most ${plan.shown.length} shown).`);
    useChecks = false;
  }
  if (!useChecks) emitAnnotations(plan, log);

  // ---- 5. network: SARIF upload
  let sarifId = "";
  const sarifOn = inputs.sarifUpload === "true" || inputs.sarifUpload === "auto";
  if (sarifOn) {
    if (ctx.pr?.readOnly) log.notice(`SARIF upload skipped: ${readOnlyWhy(ctx)} (publish from a workflow_run workflow: see the action's documentation).`);
    else if (!d.octokit) {
      if (inputs.sarifUpload === "true") reasons.push("SARIF upload failed: no token");
      else log.notice("SARIF upload skipped: no token.");
    } else {
      const res = await uploadSarif(d.octokit, {
        owner: ctx.owner,
        repo: ctx.repo,
        commitSha: commitSha,
        ref: inputs.ref || (published ? ctx.ref : sarifRef(ctx)),
        sarif: sarifText,
        // A file URL as the API's `uri` format wants it (a space becomes %20).
        checkoutUri: pathToFileURL(ws).href,
        polls: inputs.sarifWait ? (d.sarifPolls ?? 7) : 0,
        pollDelayMs: d.sarifPollDelayMs ?? 5000,
      });
      if (res.ok) {
        sarifId = res.id;
        log.info(`SARIF uploaded (id ${res.id}, processing ${res.status}).`);
        if (res.status === "pending" && inputs.sarifWait) log.info("SARIF processing still pending after the wait; code scanning will finish it.");
        if (res.status === "failed") {
          const why = `SARIF processing failed: ${res.errors.join("; ") || "no details"}`;
          if (inputs.sarifUpload === "true") reasons.push(why);
          else warn(why);
        }
      } else {
        const hint = res.status === 403 || res.status === 404 ? " (code scanning not enabled, or the job lacks `security-events: write`)" : "";
        const why = `SARIF not uploaded: ${res.reason}${hint}`;
        if (inputs.sarifUpload === "true") {
          reasons.push(why);
          log.info(why);
        } else log.notice(`${why}. The SARIF file is still in ${display(paths.sarif)}.`);
      }
    }
  }
  setOut("sarif-id", sarifId);

  const passed = reasons.length === 0;

  // ---- 6. network: sticky PR comment
  if (inputs.prComment !== "off" && ctx.pr && ctx.pr.number > 0) {
    if (ctx.pr.readOnly) log.notice(`PR comment skipped: ${readOnlyWhy(ctx)}.`);
    else if (!d.octokit) log.notice("PR comment skipped: no token.");
    else {
      const want = inputs.prComment === "always" || !passed;
      const runUrl = ctx.runId ? `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}` : "";
      const marker = commentMarker(inputs.sarifCategory);
      const body = buildCommentBody({ passed, reasons, report, compare, linkBase, baselineSource, notes, sections: [], diffs, annotationsOmitted: 0, outputs: [], runUrl, scenarios: scenarioView }, commentBudget(marker));
      const res = await upsertStickyComment(d.octokit, { owner: ctx.owner, repo: ctx.repo, issue: ctx.pr.number, marker, body, onlyUpdate: !want });
      if (res && !res.ok) log.notice(`PR comment not posted: ${res.reason}${res.status === 403 ? " (the job needs `pull-requests: write`)" : ""}.`);
      else if (res) log.info(`PR comment ${res.action} (id ${res.id}).`);
    }
  }

  // ---- 7. baseline upload
  // Never from published reports: a baseline comes only from this repository's own push runs.
  const uploadWanted = !published && (inputs.uploadBaseline === "true" || (inputs.uploadBaseline === "auto" && isPushToDefaultBranch(ctx)));
  let uploaded = "";
  if (uploadWanted) {
    try {
      const res = await d.uploader.upload(inputs.baselineArtifact, quarantine ? [paths.json, paths.quarantine] : [paths.json], outDir, inputs.baselineRetentionDays ? { retentionDays: inputs.baselineRetentionDays } : {});
      if (res.notice) log.notice(res.notice);
      else {
        uploaded = `artifact '${inputs.baselineArtifact}'${res.id !== undefined ? ` (id ${res.id})` : ""}`;
        log.info(`Baseline uploaded as ${uploaded}${res.replaced !== undefined ? `, replacing artifact ${res.replaced} of an earlier attempt of this run` : ""}.`);
      }
    } catch (e) {
      const why = `baseline upload failed: ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`;
      if (inputs.uploadBaseline === "true") reasons.push(why);
      else warn(why);
    }
  }

  const finalPassed = reasons.length === 0;
  setOut("passed", String(finalPassed));
  setOut("gate-reasons", reasons.join("\n"));
  // The verdict as a plain log line too: the runner drops annotations past its caps, never log lines.
  log.info(finalPassed ? "Agent reliability gate passed." : `Agent reliability gate failed:\n- ${reasons.join("\n- ")}`);

  // ---- 7b. network: the check run with every annotation (check-run: true)
  let annotationsOmitted = plan.omitted;
  let checkRunId = "";
  if (useChecks && d.octokit) {
    const all = planAnnotations(report, compare, annMode, { error: Infinity, warning: Infinity, notice: Infinity });
    const failedTraces = report.summary.failed_traces;
    const verdict = `${finalPassed ? "Passed" : "Failed"}: ${report.summary.total_traces} trace(s), ${failedTraces} failed, ${newErrors} new error finding(s)`;
    const runUrl = ctx.runId ? `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}` : "";
    const summaryLines = [`**Agent reliability gate ${finalPassed ? "passed" : "failed"}** (baseline: ${escapeMarkdown(baselineSource)}).`, ""];
    for (const r of reasons.slice(0, 30)) summaryLines.push(`- ${escapeMarkdown(r, 500)}`);
    if (reasons.length > 30) summaryLines.push(`- … and ${reasons.length - 30} more`);
    summaryLines.push("", `${all.shown.length} annotation(s).${runUrl ? ` [Workflow run and job summary](${runUrl})` : ""}`);
    const res = await publishCheckRun(d.octokit, {
      owner: ctx.owner,
      repo: ctx.repo,
      name: inputs.sarifCategory === "arh" ? "arh gate" : `arh gate (${inputs.sarifCategory})`,
      headSha: inputs.sha || ctx.pr?.headSha || ctx.sha,
      conclusion: finalPassed ? "success" : "failure",
      title: verdict,
      summary: summaryLines.join("\n"),
      annotations: all.shown,
      ...(runUrl ? { detailsUrl: runUrl } : {}),
      externalId: inputs.sarifCategory,
    });
    if (res.ok) {
      checkRunId = String(res.id);
      annotationsOmitted = 0;
      log.info(`Check run ${res.id} created with ${res.annotations} annotation(s) in ${res.requests} request(s).`);
    } else {
      log.notice(`Check run not created: ${res.reason}${res.status === 403 || res.status === 404 ? " (the job needs `checks: write`)" : ""}; annotations are workflow commands instead.`);
      emitAnnotations(plan, log);
    }
  }
  setOut("check-run-id", checkRunId);

  // ---- 8. job summary
  if (inputs.jobSummary) {
    const outs = [
      { label: "JSON report", value: outputs["json-report"]! },
      { label: "SARIF", value: outputs["sarif-report"]! + (sarifId ? ` (uploaded, id ${sarifId})` : "") },
      { label: "JUnit", value: outputs["junit-report"]! },
      { label: "Markdown", value: outputs["markdown-report"]! },
    ];
    if (compare) outs.push({ label: "Comparison", value: outputs["compare-report"]! });
    if (uploaded) outs.push({ label: "Baseline uploaded", value: uploaded });
    // Memory traces: per-query coverage tables, or a note that a trace was not scored.
    const memoryTables = report.reports.filter((r) => r.kind === "memory").map(renderMemoryTableMarkdown).filter((t) => t !== "");
    const memorySections = memoryTables.length ? [{ title: "Memory traces", body: memoryTables.slice(0, 20).join("\n") + (memoryTables.length > 20 ? `\n… and ${memoryTables.length - 20} more in the Markdown report` : "") }] : [];
    const text = buildSummary({ passed: finalPassed, reasons, report, compare, linkBase, baselineSource, notes, sections: memorySections, diffs, diffDir: diffs.size ? display(paths.diffs) : "", annotationsOmitted, outputs: outs, scenarios: scenarioView });
    try {
      await d.writeSummary(text);
    } catch (e) {
      log.info(`job summary not written: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return { passed: finalPassed, reasons, outputs };
}

function readOnlyWhy(ctx: ActionContext): string {
  return ctx.pr?.isFork ? "pull requests from forks get a read-only token" : "Dependabot pull requests get a read-only token";
}

/** The scenario gate's request: the inputs' options, the quarantine and the event's date. */
function repeatsRequest(inputs: ActionInputs, quarantine: Quarantine | null, today: string | null, log: Log): RepeatsRequest {
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
