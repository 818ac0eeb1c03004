// Publishing another run's reports (src/github/publish.ts) in-process through runAction against the
// fake GitHub API: a forged report or an artifact naming another pull request publishes nothing,
// and the counts of a published report are its entries' (never its summary's).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { tmpdir } from "node:os";
import { FakeGitHub } from "./fake-github.js";
import { makeZip } from "./zip-helpers.js";
import { createOctokit, type Octokit } from "../../src/github/octokit.js";
import { PULL_REQUEST_FILE, publishedReportProblem } from "../../src/github/publish.js";
import { runAction } from "../../src/github/run.js";
import { parseInputs } from "../../src/github/inputs.js";
import { runValidateCommand } from "../../src/commands/validate.js";
import { normalizeReport } from "../../src/compare/load.js";
import { capture } from "../capture.js";

const REPO = resolve(import.meta.dirname, "..", "..");
const gh = new FakeGitHub();
let octokit: Octokit;
let temp: string;
let honest: { reports: { passed: boolean; findings: { severity: string }[]; score: number }[]; summary: Record<string, number> };
const head = "c9f0f895fb98ab9159f51fd0297e236d1a2b3c4e";
const FORK = 987654321;
const quiet = () => {};

beforeAll(async () => {
  await gh.start();
  octokit = createOctokit({ token: gh.token, baseUrl: gh.apiUrl, log: { info: quiet, debug: quiet, notice: quiet, warning: quiet, error: quiet }, retries: 0, retryBaseMs: 5, timeoutMs: 5000 });
  temp = mkdtempSync(join(tmpdir(), "arh-publish-test-"));
  const out = join(temp, "honest.json");
  const r = await capture(() => runValidateCommand(["--policy", join(REPO, "samples/policies/refund-policy.json"), "--json-out", out, "--quiet", join(REPO, "samples/traces")]));
  expect(r.code).toBe(1);
  honest = JSON.parse(readFileSync(out, "utf8"));
});
afterAll(async () => {
  await gh.stop();
  rmSync(temp, { recursive: true, force: true });
});
beforeEach(() => gh.reset());

/** A fork's pull request run whose artifact holds `report` and names PR `number`. */
async function forkRun(report: object, number: number, pull: { head_ref?: string; head_repo_id?: number } = {}): Promise<number> {
  const run = gh.addRun({ event: "pull_request", head_branch: "retry-refunds", head_sha: head, head_repository_id: FORK });
  const zip = await makeZip([
    { name: "report.json", data: JSON.stringify(report) },
    { name: PULL_REQUEST_FILE, data: JSON.stringify({ number, head_sha: head, base_ref: "main" }) },
  ]);
  gh.addArtifact({ name: "arh-reports", zip, runId: run.id });
  gh.pulls.set(number, { number, head_sha: head, head_ref: pull.head_ref ?? "retry-refunds", head_repo_id: pull.head_repo_id ?? FORK, base_ref: "main" });
  return run.id;
}

async function publish(runId: number) {
  const ws = mkdtempSync(join(temp, "ws-"));
  mkdirSync(join(ws, "tmp"));
  const notices: string[] = [];
  const outputs: Record<string, string> = {};
  const inputs = parseInputs((n) => ({ "publish-from": String(runId), "pr-comment": "always", "sarif-upload": "true", "sarif-wait": "false", "job-summary": "false" })[n] ?? "");
  const res = await runAction({
    inputs,
    ctx: { eventName: "push", sha: "e".repeat(40), ref: "refs/heads/main", owner: gh.owner, repo: gh.repo, repositoryId: gh.repoId, defaultBranch: "main", workspace: ws, apiUrl: gh.apiUrl, serverUrl: "https://github.invalid", runnerTemp: join(ws, "tmp"), runId: 1, pr: null, actor: "a", workflowRun: null, eventDate: "2026-12-01" },
    octokit,
    uploader: { upload: async () => ({}) },
    log: { info: quiet, debug: quiet, notice: (m: string) => void notices.push(m), warning: quiet, error: quiet },
    setOutput: (k: string, v: string) => void (outputs[k] = v),
    writeSummary: async () => {},
    validateReport: null,
  });
  return { res, notices, outputs };
}

describe("publishing checks what it is given", () => {
  it("an honest report publishes for its own pull request", async () => {
    const { outputs } = await publish(await forkRun(honest, 8));
    expect(outputs["failed-traces"]).toBe(String(honest.reports.filter((r) => !r.passed).length));
    expect(gh.comments.length + gh.checkRuns.length).toBeGreaterThan(0);
  });

  it("a forged summary.failed_traces: 0 over honest entries does not reach the outputs", async () => {
    const forged = { ...honest, summary: { ...honest.summary, passed_traces: honest.reports.length, failed_traces: 0 } };
    const { outputs } = await publish(await forkRun(forged, 8));
    const failing = honest.reports.filter((r) => !r.passed).length;
    expect(failing).toBeGreaterThan(0);
    expect(outputs["failed-traces"]).toBe(String(failing));
    expect(outputs["passed-traces"]).toBe(String(honest.reports.length - failing));
    // the loader itself: counts from the entries, the average kept
    const n = normalizeReport(forged, "r.json");
    expect(n.summary).toEqual(honest.summary);
  });

  it("an entry saying passed while keeping its error finding: the publishing run fails with one line naming it, the PR gets a failing check", async () => {
    const i = honest.reports.findIndex((r) => r.findings.some((f) => f.severity === "error"));
    const forged = structuredClone(honest);
    forged.reports[i]!.passed = true;
    const runId = await forkRun(forged, 8);
    const { res, notices } = await publish(runId);
    expect(res.passed).toBe(false);
    expect(res.reasons).toHaveLength(1);
    expect(res.reasons[0]).toMatch(new RegExp(`^reports artifact \\d+ of workflow run ${runId}: report\\.json reports\\[${i}\\] \\(trace_id "[^"]+"\\): passed is true, but it has an error finding: not publishing it$`));
    expect(notices).toEqual([]);
    expect(gh.comments).toEqual([]);
    expect(gh.sarifs).toEqual([]);
    // the pull request is not left without a verdict: one failing check on its head commit, no annotation from the forged report
    expect(gh.checkRuns).toHaveLength(1);
    expect(gh.checkRuns[0]).toMatchObject({ head_sha: head, conclusion: "failure" });
    expect(JSON.stringify(gh.checkRuns[0])).toContain("passed is true, but it has an error finding");
  });

  it("a fork's artifact naming another pull request at the same commit publishes nothing there", async () => {
    for (const other of [{ head_repo_id: 1234 }, { head_ref: "copy-of-the-commit" }]) {
      gh.reset();
      const { notices } = await publish(await forkRun(honest, 5, other));
      expect(notices.join("\n")).toMatch(/pull request #5 (comes from repository 1234|is from branch "copy-of-the-commit"), not from the run's head (repository|branch)/);
      expect(gh.comments).toEqual([]);
      expect(gh.checkRuns).toEqual([]);
      expect(gh.sarifs).toEqual([]);
    }
  });

  it("publishedReportProblem: scores out of range and verdicts against fail_under", () => {
    const p = join(temp, "x.json");
    const doc = (e: object) => (writeFileSync(p, JSON.stringify({ fail_under: 70, reports: [{ trace_id: "t", findings: [], ...e }] })), p);
    expect(publishedReportProblem(doc({ passed: true, score: 80 }))).toBeNull();
    expect(publishedReportProblem(doc({ passed: true, score: 1e308 }))).toBe('reports[0] (trace_id "t"): score 1e+308 is not in [0, 100]');
    expect(publishedReportProblem(doc({ passed: true, score: 50 }))).toBe('reports[0] (trace_id "t"): passed is true, but its score 50 is below fail_under 70');
    expect(publishedReportProblem(doc({ passed: false, score: 90 }))).toBe('reports[0] (trace_id "t"): passed is false, but it has no error finding and its score 90 is above fail_under 70');
    expect(publishedReportProblem(doc({ passed: false, score: 90, scored: false }))).toBeNull();
  });
});
