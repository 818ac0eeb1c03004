// The GitHub-side modules with the real Octokit (retry + throttling) over real HTTP against the fake API.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { gunzipSync } from "node:zlib";
import { FakeGitHub } from "./fake-github.js";
import { makeZip, zipSlip } from "./zip-helpers.js";
import { createOctokit, type Octokit } from "../../src/github/octokit.js";
import { fetchBaseline, selectCandidates, type ArtifactInfo } from "../../src/github/baseline.js";
import { encodeSarif, uploadSarif } from "../../src/github/sarif.js";
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
  gh.artifacts = [];
  gh.runs.clear();
  gh.faults = [];
  gh.requests = [];
  gh.comments = [];
  gh.sarifs = [];
  lines.length = 0;
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
