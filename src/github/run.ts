// The action's orchestrator. Inputs and context come in as plain objects; everything that talks
// to GitHub (Octokit, artifact upload, summary, outputs, logging) is injected.
//
// Order matters: all reports of the local data are written to output-dir (atomically) before any
// network call, so a failing API never loses them; network steps only degrade with a notice.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { UsageError } from "../errors.js";
import type { Finding, Report } from "../types.js";
import type { Policy } from "../policy/model.js";
import { loadPolicy } from "../policy/parse.js";
import { runValidation } from "../engine/pipeline.js";
import { duplicateTraceIdWarnings, renderJson } from "../report/json.js";
import { defaultEntryDetails, renderConsole, renderJunit, renderMarkdown, renderSarif } from "../report/index.js";
import { renderMemoryTableMarkdown } from "../memory/markdown.js";
import { compareReports, loadReportFile, renderCompareJson, renderCompareMarkdown, type CompareResult, type FailOn } from "../compare/index.js";
import type { MemoryOptions } from "../memory/index.js";
import { buildTraceDiffMap, writeTraceDiffs, type AbtDocument } from "../tracediff/index.js";
import type { Format } from "../adapters/index.js";
import type { ActionInputs } from "./inputs.js";
import { type ActionContext, isPushToDefaultBranch, sarifRef } from "./context.js";
import type { Octokit } from "./octokit.js";
import type { Log } from "./log.js";
import type { ArtifactUploader } from "./artifact.js";
import { fetchBaseline } from "./baseline.js";
import { uploadSarif } from "./sarif.js";
import { commentBudget, commentMarker, upsertStickyComment } from "./comment.js";
import { emitAnnotations, planAnnotations } from "./annotations.js";
import { buildCommentBody, buildSummary } from "./summary.js";
import { resolveTraceFiles } from "./traces.js";
import { reportValidator } from "./schema.js";

export interface RunDeps {
  inputs: ActionInputs;
  ctx: ActionContext;
  /** Null when there is no token: every network step is skipped with a notice. */
  octokit: Octokit | null;
  uploader: ArtifactUploader;
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

/** Write a file atomically: a temporary sibling, then a rename. */
export function writeAtomic(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.tmp-${process.pid}`;
  writeFileSync(tmp, text);
  renameSync(tmp, path);
}

function insideDir(root: string, p: string): boolean {
  const rel = relative(root, p);
  return rel === "" || (!rel.startsWith(".." + sep) && rel !== ".." && !isAbsolute(rel));
}

type BaselineState =
  | { kind: "none"; expected: false }
  | { kind: "missing"; expected: true; reason: string }
  | { kind: "found"; report: Report; source: string; label: string };

export async function runAction(d: RunDeps): Promise<RunResult> {
  const { inputs, ctx, log } = d;
  const ws = resolve(ctx.workspace);
  const outputs: Record<string, string> = {};
  const setOut = (k: string, v: string) => {
    outputs[k] = v;
    d.setOutput(k, v);
  };
  const notes: string[] = [];
  const reasons: string[] = [];

  // ---- 1. inputs -> files, policy, validation (local only)
  const { files, outside } = await resolveTraceFiles(inputs.traces, ws);
  for (const o of outside) log.warning(`ignored ${relative(ws, o) || o}: resolves outside the workspace`);
  if (files.length === 0) throw new UsageError(`no trace files matched 'traces' (${inputs.traces.join(" ")}) inside the workspace`);
  const policyPath = resolve(ws, inputs.policy);
  const policy: Policy = loadPolicy(policyPath);
  const memory: MemoryOptions | undefined = inputs.memoryAdapter ? { adapterCommand: inputs.memoryAdapter, cwd: ws } : undefined;
  const report: Report = await runValidation(files, policy, {
    format: inputs.format as Format,
    failUnder: inputs.failUnder,
    cwd: ws,
    ...(memory ? { memory } : {}),
  });
  for (const w of duplicateTraceIdWarnings(report)) log.warning(w);

  const outDir = resolve(ws, inputs.outputDir);
  const display = (p: string) => (insideDir(ws, p) ? relative(ws, p).split(sep).join("/") : p);
  const linkBase = ctx.owner && ctx.repo && ctx.sha ? `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/blob/${ctx.sha}/` : "";
  const paths = {
    json: join(outDir, "report.json"),
    sarif: join(outDir, "report.sarif"),
    junit: join(outDir, "report.junit.xml"),
    markdown: join(outDir, "report.md"),
    compare: join(outDir, "compare.json"),
    compareMd: join(outDir, "compare.md"),
    diffs: join(outDir, "trace-diff"),
  };
  const sarifText = renderSarif(report, { category: inputs.sarifCategory });
  writeAtomic(paths.json, renderJson(report));
  writeAtomic(paths.sarif, sarifText);
  writeAtomic(paths.junit, renderJunit(report));
  writeAtomic(paths.markdown, renderMarkdown(report, { linkBase, entryDetails: defaultEntryDetails }));
  setOut("json-report", display(paths.json));
  setOut("sarif-report", display(paths.sarif));
  setOut("junit-report", display(paths.junit));
  setOut("markdown-report", display(paths.markdown));
  log.info(renderConsole(report));

  // ---- 2. baseline (the first network call, if any)
  const validate = d.validateReport === undefined ? reportValidator() : d.validateReport;
  if (!validate) log.debug("report.schema.json not found beside the bundle: baselines get the structural check only");
  const checkBaselineFile = (path: string, label: string): Report => {
    let doc: unknown;
    try {
      doc = JSON.parse(readFileSync(path, "utf8"));
    } catch (e) {
      throw new UsageError(`${label}: not readable JSON (${e instanceof Error ? e.message.split("\n")[0] : String(e)})`);
    }
    if (validate) {
      const err = validate(doc);
      if (err) throw new UsageError(`${label}: does not match report.schema.json: ${err}`);
    }
    return loadReportFile(path, label);
  };

  let baseline: BaselineState = { kind: "none", expected: false };
  if (inputs.baseline.kind === "path") {
    const p = resolve(ws, inputs.baseline.path);
    try {
      baseline = { kind: "found", report: checkBaselineFile(p, `baseline ${display(p)}`), source: display(p), label: `baseline (${display(p)})` };
    } catch (e) {
      baseline = { kind: "missing", expected: true, reason: e instanceof Error ? e.message : String(e) };
    }
  } else if (inputs.baseline.kind === "auto" && ctx.pr) {
    if (!d.octokit) baseline = { kind: "missing", expected: true, reason: "no token to download the baseline artifact" };
    else if (ctx.repositoryId === null) baseline = { kind: "missing", expected: true, reason: "the event payload has no repository id" };
    else if (!ctx.pr.baseRef) baseline = { kind: "missing", expected: true, reason: "the event payload has no base branch" };
    else {
      const got = await fetchBaseline(d.octokit, { owner: ctx.owner, repo: ctx.repo, repositoryId: ctx.repositoryId, branch: ctx.pr.baseRef, artifactName: inputs.baselineArtifact, tempRoot: ctx.runnerTemp }, log);
      if (!got.ok) baseline = { kind: "missing", expected: true, reason: got.reason };
      else {
        try {
          const file = got.files.includes("report.json") ? "report.json" : got.files.find((f) => f.endsWith(".json"));
          if (!file) throw new UsageError(`artifact ${got.artifactId} holds no report.json`);
          const rep = checkBaselineFile(join(got.dir, file), `baseline artifact ${got.artifactId}`);
          const source = `artifact ${got.artifactId} (run ${got.runId}${got.headSha ? `, ${got.headSha.slice(0, 7)}` : ""})`;
          baseline = { kind: "found", report: rep, source, label: `${ctx.pr.baseRef}${got.headSha ? `@${got.headSha.slice(0, 7)}` : ""}` };
        } catch (e) {
          baseline = { kind: "missing", expected: true, reason: e instanceof Error ? e.message : String(e) };
        } finally {
          rmSync(got.dir, { recursive: true, force: true });
        }
      }
    }
  }

  // ---- 3. comparison and gate (local again)
  let compare: CompareResult | null = null;
  let failOn: FailOn;
  if (baseline.kind === "found") {
    try {
      compare = compareReports(baseline.report, report, { failOn: inputs.failOn === "auto" ? "regressions" : inputs.failOn, maxScoreDrop: inputs.maxScoreDrop ?? null });
    } catch (e) {
      // e.g. a duplicated trace_id: the comparison is impossible, which is "no usable baseline".
      baseline = { kind: "missing", expected: true, reason: `comparison with ${baseline.source} impossible: ${e instanceof Error ? e.message : String(e)}` };
    }
  }
  if (baseline.kind === "found" && compare) {
    failOn = inputs.failOn === "auto" ? "regressions" : inputs.failOn;
    writeAtomic(paths.compare, renderCompareJson(compare));
    setOut("compare-report", display(paths.compare));
    if (!compare.gate.passed) reasons.push(...compare.gate.reasons);
    log.info(`Baseline: ${baseline.source}; gate '${failOn}': ${compare.gate.passed ? "passed" : "failed"}`);
  } else {
    failOn = inputs.failOn === "never" ? "never" : "failures";
    setOut("compare-report", "");
    if (baseline.kind === "missing") {
      const msg = `No baseline: ${baseline.reason}.`;
      if (inputs.baselineMissing === "fail") {
        reasons.push(`no baseline (baseline-missing: fail): ${baseline.reason}`);
        log.error(msg);
      } else if (inputs.baselineMissing === "warn") {
        log.warning(`${msg} Falling back to an absolute gate (fail-on: ${failOn}).`);
        notes.push(`${msg} The gate is absolute (fail-on: ${failOn}).`);
      } else log.info(`${msg} (baseline-missing: ignore)`);
    }
    if (failOn === "failures") {
      const failed = report.reports.filter((r) => !r.passed);
      for (const r of failed.slice(0, 20)) {
        const errs = r.findings.filter((f) => f.severity === "error").length;
        reasons.push(`trace '${r.trace_id}' failed: score ${r.score.toFixed(2)} (fail-under ${inputs.failUnder}), ${errs} error finding(s)`);
      }
      if (failed.length > 20) reasons.push(`… and ${failed.length - 20} more failing trace(s)`);
    }
  }
  const baselineSource = baseline.kind === "found" ? baseline.source : "none";
  setOut("baseline-source", baselineSource);

  // Trace diffs of changed traces (best effort: a renderer problem never fails the gate).
  let diffs = new Map<string, AbtDocument>();
  if (compare && baseline.kind === "found") {
    try {
      const docs = buildTraceDiffMap({ compare, baseline: baseline.report, candidate: report, policy, baselineLabel: baseline.label, candidateLabel: ctx.pr ? `PR #${ctx.pr.number}` : "candidate" });
      if (docs.size) {
        writeTraceDiffs(paths.diffs, [...docs.values()]);
        diffs = docs;
      }
    } catch (e) {
      log.info(`trace diffs not rendered: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  if (compare) writeAtomic(paths.compareMd, renderCompareMarkdown(compare, { linkBase, diffs, baselineSource, elsewhere: `${display(paths.compare)} and ${display(paths.diffs)}` }));

  const newErrors = compare ? compare.summary.new_error_findings : report.reports.reduce((n, r) => n + r.findings.filter((f: Finding) => f.severity === "error").length, 0);
  setOut("traces", String(report.summary.total_traces));
  setOut("failed-traces", String(report.summary.failed_traces));
  setOut("new-error-findings", String(newErrors));

  // ---- 4. annotations
  const annMode = inputs.annotations === "auto" ? (compare ? "regressions" : "all") : inputs.annotations;
  const plan = planAnnotations(report, compare, annMode);
  emitAnnotations(plan, log);

  // ---- 5. network: SARIF upload
  let sarifId = "";
  const sarifOn = inputs.sarifUpload === "true" || inputs.sarifUpload === "auto";
  if (sarifOn) {
    if (ctx.pr?.isFork) log.notice("SARIF upload skipped: pull requests from forks get a read-only token (code scanning results are uploaded by the base repository's runs).");
    else if (!d.octokit) {
      if (inputs.sarifUpload === "true") reasons.push("SARIF upload failed: no token");
      else log.notice("SARIF upload skipped: no token.");
    } else {
      const res = await uploadSarif(d.octokit, { owner: ctx.owner, repo: ctx.repo, commitSha: ctx.sha, ref: sarifRef(ctx), sarif: sarifText, checkoutUri: `file://${ws}`, polls: d.sarifPolls ?? 3, pollDelayMs: d.sarifPollDelayMs ?? 2000 });
      if (res.ok) {
        sarifId = res.id;
        log.info(`SARIF uploaded (id ${res.id}, processing ${res.status}).`);
        if (res.status === "failed") {
          const why = `SARIF processing failed: ${res.errors.join("; ") || "no details"}`;
          if (inputs.sarifUpload === "true") reasons.push(why);
          else log.warning(why);
        }
      } else {
        const hint = res.status === 403 || res.status === 404 ? " (code scanning not enabled, or the job lacks `security-events: write`)" : "";
        const why = `SARIF not uploaded: ${res.reason}${hint}`;
        if (inputs.sarifUpload === "true") {
          reasons.push(why);
          log.error(why);
        } else log.notice(`${why}. The SARIF file is still in ${display(paths.sarif)}.`);
      }
    }
  }
  setOut("sarif-id", sarifId);

  const passed = reasons.length === 0;

  // ---- 6. network: sticky PR comment
  if (inputs.prComment !== "off" && ctx.pr && ctx.pr.number > 0) {
    if (ctx.pr.isFork) log.notice("PR comment skipped: pull requests from forks get a read-only token.");
    else if (!d.octokit) log.notice("PR comment skipped: no token.");
    else {
      const want = inputs.prComment === "always" || !passed;
      const runUrl = ctx.runId ? `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}` : "";
      const marker = commentMarker(inputs.sarifCategory);
      const body = buildCommentBody({ passed, reasons, report, compare, linkBase, baselineSource, notes, sections: [], diffs, annotationsOmitted: 0, outputs: [], runUrl }, commentBudget(marker));
      const res = await upsertStickyComment(d.octokit, { owner: ctx.owner, repo: ctx.repo, issue: ctx.pr.number, marker, body, onlyUpdate: !want });
      if (res && !res.ok) log.notice(`PR comment not posted: ${res.reason}${res.status === 403 ? " (the job needs `pull-requests: write`)" : ""}.`);
      else if (res) log.info(`PR comment ${res.action} (id ${res.id}).`);
    }
  }

  // ---- 7. baseline upload
  const uploadWanted = inputs.uploadBaseline === "true" || (inputs.uploadBaseline === "auto" && isPushToDefaultBranch(ctx));
  let uploaded = "";
  if (uploadWanted) {
    try {
      const res = await d.uploader.upload(inputs.baselineArtifact, [paths.json], outDir, inputs.baselineRetentionDays ? { retentionDays: inputs.baselineRetentionDays } : {});
      uploaded = `artifact '${inputs.baselineArtifact}'${res.id !== undefined ? ` (id ${res.id})` : ""}`;
      log.info(`Baseline uploaded as ${uploaded}.`);
    } catch (e) {
      const why = `baseline upload failed: ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`;
      if (inputs.uploadBaseline === "true") reasons.push(why);
      else log.warning(why);
    }
  }

  const finalPassed = reasons.length === 0;
  setOut("passed", String(finalPassed));
  setOut("gate-reasons", reasons.join("\n"));

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
    const text = buildSummary({ passed: finalPassed, reasons, report, compare, linkBase, baselineSource, notes, sections: memorySections, diffs, diffDir: diffs.size ? display(paths.diffs) : "", annotationsOmitted: plan.omitted, outputs: outs });
    try {
      await d.writeSummary(text);
    } catch (e) {
      log.info(`job summary not written: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return { passed: finalPassed, reasons, outputs };
}

