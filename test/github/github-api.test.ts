// The GitHub-side modules with the real Octokit (retry + throttling) over real HTTP against the fake API.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { gunzipSync } from "node:zlib";
import { FakeGitHub, githubOpenApi } from "./fake-github.js";
import { makeZip, zipSlip } from "./zip-helpers.js";
import { createOctokit, type Octokit } from "../../src/github/octokit.js";
import { fetchBaseline, selectCandidates, type ArtifactInfo } from "../../src/github/baseline.js";
import { encodeSarif, pollSchedule, uploadSarif } from "../../src/github/sarif.js";
import { publishCheckRun } from "../../src/github/checks.js";
import { fetchPublishSource, PULL_REQUEST_FILE } from "../../src/github/publish.js";
import type { PlannedAnnotation } from "../../src/github/annotations.js";
import { commentMarker, upsertStickyComment } from "../../src/github/comment.js";
import type { Log } from "../../src/github/log.js";

const gh = new FakeGitHub();
let octokit: Octokit;
const lines: string[] = [];
const log: Log = { info: (m) => lines.push(m), debug: () => {}, notice: (m) => lines.push(`notice: ${m}`), warning: (m) => lines.push(`warning: ${m}`), error: (m) => lines.push(`error: ${m}`) };
let temp: string;

beforeAll(async () => {
  await gh.start();
  octokit = createOctokit({ token: gh.token, baseUrl: gh.apiUrl, log, retries: 2, retryBaseMs: 5, timeoutMs: 5000 });
  temp = mkdtempSync(join(tmpdir(), "arh-api-test-"));
});
afterAll(async () => {
  await gh.stop();
  rmSync(temp, { recursive: true, force: true });
});
beforeEach(() => {
  gh.reset();
  lines.length = 0;
});
// Every request the action's modules sent, and every answer of the fake, matched GitHub's REST API description.
afterEach(() => {
  expect(gh.violations).toEqual([]);
});

const q = () => ({ owner: gh.owner, repo: gh.repo, repositoryId: gh.repoId, branch: "main", artifactName: "arh-baseline", tempRoot: temp });
const reportZip = (marker: string) => makeZip([{ name: "report.json", data: JSON.stringify({ schema_version: "1", marker }) }]);

describe("selectCandidates", () => {
  const art = (id: number, over: Partial<ArtifactInfo> = {}, run: Partial<NonNullable<ArtifactInfo["workflow_run"]>> = {}): ArtifactInfo => ({
    id, name: "arh-baseline", size_in_bytes: 10, expired: false, created_at: `2026-11-${10 + id}T00:00:00Z`,
    workflow_run: { id: 100 + id, repository_id: 1, head_repository_id: 1, head_branch: "main", head_sha: "a", ...run }, ...over,
  });
  it("keeps this repository's non-expired artifacts of the branch, newest first", () => {
    const { kept, dropped } = selectCandidates([art(1), art(2, { expired: true }), art(3, {}, { head_repository_id: 666 }), art(4, {}, { head_branch: "dev" }), art(5)], { artifactName: "arh-baseline", branch: "main", repositoryId: 1 });
    expect(kept.map((a) => a.id)).toEqual([5, 1]);
    expect(dropped.map((d) => d.id)).toEqual([2, 3, 4]);
    expect(dropped[1]!.why).toMatch(/another repository/);
  });
});

describe("fetchBaseline", () => {
  it("downloads the newest valid artifact via the redirect, without leaking the token to the blob host", async () => {
    gh.addArtifact({ zip: await reportZip("old"), createdAt: "2026-11-01T00:00:00Z" });
    const newest = gh.addArtifact({ zip: await reportZip("new"), createdAt: "2026-11-02T00:00:00Z" });
    const got = await fetchBaseline(octokit, q(), log);
    expect(got.ok).toBe(true);
    if (!got.ok) return;
    expect(got.artifactId).toBe(newest.id);
    expect(JSON.parse(readFileSync(join(got.dir, "report.json"), "utf8")).marker).toBe("new");
    const blob = gh.requests.filter((r) => r.server === "blob");
    expect(blob).toHaveLength(1);
    expect(blob[0]!.authorization).toBeUndefined();
    rmSync(got.dir, { recursive: true, force: true });
  });

  it("never uses a fork's artifact, an expired one, or a failed/PR run", async () => {
    gh.addArtifact({ zip: await reportZip("fork"), headRepoId: 999, createdAt: "2026-11-05T00:00:00Z" });
    gh.addArtifact({ zip: await reportZip("expired"), expired: true, createdAt: "2026-11-04T00:00:00Z" });
    gh.addArtifact({ zip: await reportZip("failed"), run: { conclusion: "failure" }, createdAt: "2026-11-03T00:00:00Z" });
    gh.addArtifact({ zip: await reportZip("pr"), run: { event: "pull_request" }, createdAt: "2026-11-02T00:00:00Z" });
    // The artifact claims this repository but its run says otherwise (poisoned listing).
    gh.addArtifact({ zip: await reportZip("poisoned-run"), run: { head_repository_id: 999 }, createdAt: "2026-11-01T12:00:00Z" });
    const good = gh.addArtifact({ zip: await reportZip("good"), createdAt: "2026-11-01T00:00:00Z" });
    const got = await fetchBaseline(octokit, q(), log);
    expect(got.ok && got.artifactId).toBe(good.id);
    expect(lines.join("\n")).toMatch(/another repository/);
    expect(gh.requests.filter((r) => r.server === "blob")).toHaveLength(1);
    if (got.ok) rmSync(got.dir, { recursive: true, force: true });
  });

  it("rejects a zip-slip archive as no baseline", async () => {
    gh.addArtifact({ zip: await zipSlip() });
    const got = await fetchBaseline(octokit, q(), log);
    expect(got.ok).toBe(false);
    if (!got.ok) expect(got.reason).toMatch(/rejected/);
    expect(existsSync(join(temp, "evil.txt"))).toBe(false);
  });

  it("answers 'no baseline' on 403 without retrying, and on persistent 500 after short retries", async () => {
    gh.faults = [{ path: /actions\/artifacts$/, status: 403 }];
    const a = await fetchBaseline(octokit, q(), log);
    expect(a.ok).toBe(false);
    if (!a.ok) expect(a.reason).toMatch(/403.*actions: read/);
    expect(gh.apiRequests()).toHaveLength(1);
    gh.requests = [];
    gh.faults = [{ path: /actions\/artifacts$/, status: 500 }];
    const b = await fetchBaseline(octokit, q(), log);
    expect(b.ok).toBe(false);
    expect(gh.apiRequests()).toHaveLength(3);
  });

  it("waits out a 429 with retry-after and succeeds", async () => {
    gh.addArtifact({ zip: await reportZip("ok") });
    gh.faults = [{ path: /actions\/artifacts$/, status: 429, headers: { "retry-after": "1" }, times: 1 }];
    const got = await fetchBaseline(octokit, q(), log);
    expect(got.ok).toBe(true);
    expect(gh.apiRequests().filter((r) => r.path.endsWith("/actions/artifacts")).length).toBeGreaterThanOrEqual(2);
    if (got.ok) rmSync(got.dir, { recursive: true, force: true });
  });

  it("says so when there is nothing", async () => {
    const got = await fetchBaseline(octokit, q(), log);
    expect(got).toMatchObject({ ok: false });
  });
});

describe("uploadSarif", () => {
  const sha = "a".repeat(40);
  it("posts gzip+base64 with commit and ref and reads the status", async () => {
    const sarif = JSON.stringify({ version: "2.1.0", runs: [] });
    const res = await uploadSarif(octokit, { owner: gh.owner, repo: gh.repo, commitSha: sha, ref: "refs/pull/7/merge", sarif, polls: 1, pollDelayMs: 0 });
    expect(res).toMatchObject({ ok: true, status: "complete" });
    expect(gh.sarifs[0]).toMatchObject({ commit_sha: sha, ref: "refs/pull/7/merge", sarif: { version: "2.1.0" } });
    expect(JSON.parse(gunzipSync(Buffer.from(encodeSarif(sarif), "base64")).toString())).toEqual({ version: "2.1.0", runs: [] });
  });
  it("reports 403 (no Advanced Security / no permission)", async () => {
    gh.faults = [{ path: /code-scanning\/sarifs$/, status: 403 }];
    const res = await uploadSarif(octokit, { owner: gh.owner, repo: gh.repo, commitSha: sha, ref: "refs/heads/main", sarif: "{}", polls: 0 });
    expect(res).toMatchObject({ ok: false, status: 403 });
  });
});

describe("sticky comment", () => {
  const marker = commentMarker("arh");
  it("creates once, then updates in place, across pages", async () => {
    for (let i = 0; i < 130; i++) gh.comments.push({ id: i + 1, body: `chatter ${i}`, user: { login: "someone", type: "User" } });
    const a = await upsertStickyComment(octokit, { owner: gh.owner, repo: gh.repo, issue: 7, marker, body: "first" });
    expect(a).toMatchObject({ ok: true, action: "created" });
    const b = await upsertStickyComment(octokit, { owner: gh.owner, repo: gh.repo, issue: 7, marker, body: "second" });
    expect(b).toMatchObject({ ok: true, action: "updated" });
    const ours = gh.comments.filter((c) => c.body.startsWith(marker));
    expect(ours).toHaveLength(1);
    expect(ours[0]!.body).toContain("second");
  });
  it("does not create when only updating, and reports 403", async () => {
    expect(await upsertStickyComment(octokit, { owner: gh.owner, repo: gh.repo, issue: 7, marker, body: "x", onlyUpdate: true })).toBeNull();
    gh.faults = [{ method: "POST", path: /comments$/, status: 403 }];
    expect(await upsertStickyComment(octokit, { owner: gh.owner, repo: gh.repo, issue: 7, marker, body: "x" })).toMatchObject({ ok: false, status: 403 });
  });
});

describe("check runs (check-run: true)", () => {
  const sha = "b".repeat(40);
  const planned = (n: number): PlannedAnnotation[] =>
    Array.from({ length: n }, (_, i) => ({
      level: i % 3 === 0 ? "warning" : "error",
      message: `[t${i} step s${i}] finding ${i}`,
      props: { title: `ARH-SCH-001 Tool not in the allow-list`, file: `traces/t${i % 7}.json`, startLine: i + 1, endLine: i + 1, startColumn: 3, endColumn: 9 },
      isNew: true,
      finding: {} as PlannedAnnotation["finding"],
      trace: {} as PlannedAnnotation["trace"],
    }));
  it("sends 300 annotations in batches of 50 and completes with the gate's conclusion", async () => {
    const res = await publishCheckRun(octokit, { owner: gh.owner, repo: gh.repo, name: "arh gate", headSha: sha, conclusion: "failure", title: "Failed", summary: "**failed**", annotations: planned(300) });
    expect(res).toMatchObject({ ok: true, annotations: 300, requests: 6 });
    expect(gh.checkRuns).toHaveLength(1);
    const run = gh.checkRuns[0]!;
    expect(run.batches).toEqual([50, 50, 50, 50, 50, 50]);
    expect(run.annotations).toHaveLength(300);
    expect(run).toMatchObject({ status: "completed", conclusion: "failure", head_sha: sha, title: "Failed" });
    expect(run.annotations[1]).toEqual({ path: "traces/t1.json", start_line: 2, end_line: 2, start_column: 3, end_column: 9, annotation_level: "failure", message: "[t1 step s1] finding 1", title: "ARH-SCH-001 Tool not in the allow-list" });
    expect(run.annotations[0]!.annotation_level).toBe("warning");
  });
  it("a run without annotations is created, then completed", async () => {
    const res = await publishCheckRun(octokit, { owner: gh.owner, repo: gh.repo, name: "arh gate", headSha: sha, conclusion: "success", title: "Passed", summary: "ok", annotations: [] });
    expect(res).toMatchObject({ ok: true, requests: 2 });
    expect(gh.checkRuns[0]).toMatchObject({ status: "completed", conclusion: "success" });
  });
  it("a 422 on a middle batch still completes the run with the gate's conclusion and says what was lost", async () => {
    gh.faults = [{ method: "PATCH", path: /check-runs\/\d+$/, status: 422, times: 1, body: { message: "Validation Failed", documentation_url: "https://docs.github.com/rest/checks/runs#update-a-check-run", status: "422" } }];
    const res = await publishCheckRun(octokit, { owner: gh.owner, repo: gh.repo, name: "arh gate", headSha: sha, conclusion: "failure", title: "Failed", summary: "**failed**", annotations: planned(150) });
    expect(res).toMatchObject({ ok: false, status: 422, reason: expect.stringMatching(/^check run \d+ completed \(failure\) without 100 of its 150 annotations: /) });
    const run = gh.checkRuns[0]!;
    expect(run).toMatchObject({ status: "completed", conclusion: "failure" });
    expect(run.annotations).toHaveLength(50);
    expect(run.summary).toMatch(/100 of 150 annotations could not be attached to this check run/);
  });
  it("reports a 403 (no checks: write) without throwing", async () => {
    gh.faults = [{ method: "POST", path: /check-runs$/, status: 403 }];
    const res = await publishCheckRun(octokit, { owner: gh.owner, repo: gh.repo, name: "arh gate", headSha: sha, conclusion: "failure", title: "t", summary: "s", annotations: planned(3) });
    expect(res).toMatchObject({ ok: false, status: 403 });
  });
});

describe("SARIF processing wait", () => {
  it("backs off 5, 10, 20, 20 ... s: about 2 minutes in 7 reads (the default)", () => {
    const s = pollSchedule(7, 5000);
    expect(s.slice(0, 4)).toEqual([5000, 10_000, 20_000, 20_000]);
    const total = s.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(100_000);
    expect(total).toBe(115_000);
    expect(total).toBeLessThanOrEqual(200_000);
  });
  it("waits while processing is pending, then reports the final status", async () => {
    gh.sarifPendingReads = 3;
    gh.sarifStatus = "failed";
    const pauses: number[] = [];
    const res = await uploadSarif(octokit, { owner: gh.owner, repo: gh.repo, commitSha: "c".repeat(40), ref: "refs/heads/main", sarif: "{}", polls: 12, pollDelayMs: 5000, sleep: async (ms) => void pauses.push(ms) });
    expect(res).toMatchObject({ ok: true, status: "failed", errors: ["invalid SARIF"] });
    expect(pauses).toEqual([5000, 10_000, 20_000, 20_000]);
  });
  it("does not wait with polls 0 (sarif-wait: false)", async () => {
    const res = await uploadSarif(octokit, { owner: gh.owner, repo: gh.repo, commitSha: "c".repeat(40), ref: "refs/heads/main", sarif: "{}", polls: 0 });
    expect(res).toMatchObject({ ok: true, status: "pending" });
    expect(gh.apiRequests().filter((r) => r.method === "GET")).toHaveLength(0);
  });
});

describe("the fake answers as GitHub's REST API description says", () => {
  const spec = githubOpenApi();
  it("workflow runs carry every required property; a shape missing them is caught", async () => {
    const run = gh.addRun({ event: "pull_request", head_branch: "retry-refunds", head_sha: "d".repeat(40), head_repository_id: 987654321, pull_requests: [] });
    const got = await octokit.rest.actions.getWorkflowRun({ owner: gh.owner, repo: gh.repo, run_id: run.id });
    expect(spec.checkSchema("workflow-run", got.data)).toEqual([]);
    expect(got.data.head_repository.id).toBe(987654321);
    expect(spec.checkSchema("workflow-run", { id: 1, event: "push", head_branch: "main" }).join("\n")).toMatch(/required property/);
  });
  it("errors carry documentation_url; unknown routes and invalid parameters are refused and recorded", async () => {
    const unknown = await fetch(`${gh.apiUrl}/repos/${gh.owner}/${gh.repo}/actions/artifactz`, { headers: { authorization: `token ${gh.token}` } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: "Not Found", documentation_url: expect.stringMatching(/^https:\/\/docs\.github\.com\//) });
    const bad = await fetch(`${gh.apiUrl}/repos/${gh.owner}/${gh.repo}/actions/artifacts?per_page=lots`, { headers: { authorization: `token ${gh.token}` } });
    expect(bad.status).toBe(422);
    expect(spec.checkSchema("validation-error", await bad.json())).toEqual([]);
    expect(gh.violations.join("\n")).toMatch(/no such operation[\s\S]*per_page/);
    gh.violations = [];
  });
  it("builds pagination links as GitHub does: the repository by id, next and last, then prev and first", async () => {
    for (let i = 0; i < 250; i++) gh.comments.push({ id: i + 1, body: `c${i}`, user: { login: "someone", type: "User" } });
    const first = await octokit.rest.issues.listComments({ owner: gh.owner, repo: gh.repo, issue_number: 7, per_page: 100 });
    const base = `${gh.apiUrl}/repositories/${gh.repoId}/issues/7/comments`;
    expect(first.headers.link).toBe(`<${base}?per_page=100&page=2>; rel="next", <${base}?per_page=100&page=3>; rel="last"`);
    const second = await octokit.request(`GET ${base}?per_page=100&page=2`);
    expect(second.headers.link).toBe(`<${base}?per_page=100&page=1>; rel="prev", <${base}?per_page=100&page=3>; rel="next", <${base}?per_page=100&page=3>; rel="last", <${base}?per_page=100&page=1>; rel="first"`);
    const all = await octokit.paginate(octokit.rest.issues.listComments, { owner: gh.owner, repo: gh.repo, issue_number: 7, per_page: 100 });
    expect(all).toHaveLength(250);
  });
});

describe("fetchPublishSource (the workflow_run half of the fork pattern)", () => {
  const head = "c9f0f895fb98ab9159f51fd0297e236d1a2b3c4e";
  const pq = (runId: number) => ({ owner: gh.owner, repo: gh.repo, repositoryId: gh.repoId, runId, artifactName: "arh-reports", tempRoot: temp });
  const reports = (record?: object) => makeZip([{ name: "report.json", data: "{}" }, ...(record ? [{ name: PULL_REQUEST_FILE, data: JSON.stringify(record) }] : [])]);
  const forkRun = () => gh.addRun({ event: "pull_request", head_branch: "retry-refunds", head_sha: head, head_repository_id: 987654321 });

  it("finds the PR from pull-request.json and checks its head", async () => {
    const run = forkRun();
    gh.addArtifact({ name: "arh-reports", zip: await reports({ number: 8, head_sha: head, base_ref: "main" }), runId: run.id });
    gh.pulls.set(8, { number: 8, head_sha: head, head_ref: "retry-refunds", head_repo_id: 987654321, base_ref: "main" });
    const got = await fetchPublishSource(octokit, pq(run.id));
    expect(got).toMatchObject({ ok: true, runId: run.id, headSha: head, pr: { number: 8, headSha: head, baseRef: "main", headRepoId: 987654321 } });
    if (got.ok) rmSync(got.dir, { recursive: true, force: true });
  });

  it("refuses a pull request from another head repository or branch, even at the run's head commit", async () => {
    // the same public commit pushed to another fork, or another branch, and opened as PR #5
    const run = forkRun();
    gh.addArtifact({ name: "arh-reports", zip: await reports({ number: 5, head_sha: head, base_ref: "main" }), runId: run.id });
    gh.pulls.set(5, { number: 5, head_sha: head, head_ref: "retry-refunds", head_repo_id: 1234, base_ref: "main" });
    expect(await fetchPublishSource(octokit, pq(run.id))).toEqual({ ok: false, reason: "pull request #5 comes from repository 1234, not from the run's head repository 987654321: not publishing to it" });
    gh.pulls.set(5, { number: 5, head_sha: head, head_ref: "other-branch", head_repo_id: 987654321, base_ref: "main" });
    expect(await fetchPublishSource(octokit, pq(run.id))).toEqual({ ok: false, reason: 'pull request #5 is from branch "other-branch", not from the run\'s head branch "retry-refunds": not publishing to it' });
    expect(readdirSync(temp).filter((f) => f.startsWith("arh-baseline-"))).toEqual([]);
  });

  it("refuses an artifact made by another run or repository", async () => {
    const run = forkRun();
    const art = gh.addArtifact({ name: "arh-reports", zip: await reports({ number: 8 }), runId: run.id });
    art.workflow_run = { ...art.workflow_run, repository_id: 55555 };
    expect(await fetchPublishSource(octokit, pq(run.id))).toEqual({ ok: false, reason: `artifact ${art.id} comes from a different repository or run` });
  });

  it("refuses a push run, an unknown run, and a run whose PR cannot be told", async () => {
    const push = gh.addRun({ event: "push", head_branch: "main", head_sha: head });
    expect(await fetchPublishSource(octokit, pq(push.id))).toMatchObject({ ok: false, reason: expect.stringMatching(/'push' run; only pull request runs are published/) });
    expect(await fetchPublishSource(octokit, pq(31337))).toMatchObject({ ok: false, reason: expect.stringMatching(/workflow run 31337 not found/) });
    const run = forkRun();
    gh.addArtifact({ name: "arh-reports", zip: await reports(), runId: run.id });
    expect(await fetchPublishSource(octokit, pq(run.id))).toMatchObject({ ok: false, reason: expect.stringMatching(/cannot tell which pull request/) });
    // the extracted artifact is removed again
    expect(readdirSync(temp).filter((f) => f.startsWith("arh-baseline-"))).toEqual([]);
  });
});
