// Sticky comment forgery: anyone can post a comment starting with our hidden marker. The action
// must keep updating its own comment (by the token's identity) and never pick, or be stopped by,
// a forged one. Real Octokit over HTTP against the fake GitHub API.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FakeGitHub } from "../github/fake-github.js";
import { createOctokit, type Octokit } from "../../src/github/octokit.js";
import { GITHUB_ACTIONS_BOT, commentAuthor, commentMarker, findStickyComment, upsertStickyComment } from "../../src/github/comment.js";
import type { Log } from "../../src/github/log.js";

const gh = new FakeGitHub();
let octokit: Octokit;
const log: Log = { info: () => {}, debug: () => {}, notice: () => {}, warning: () => {}, error: () => {} };
const marker = commentMarker("arh");
const bot = { login: GITHUB_ACTIONS_BOT, type: "Bot" };
const mallory = { login: "mallory", type: "User" };

beforeAll(async () => {
  await gh.start();
  octokit = createOctokit({ token: gh.token, baseUrl: gh.apiUrl, log, retries: 0, retryBaseMs: 5, timeoutMs: 5000 });
});
afterAll(async () => gh.stop());
beforeEach(() => {
  gh.comments = [];
  gh.faults = [];
});

describe("sticky comment with a forged marker", () => {
  it("a newer forged comment is ignored: ours is updated in place, no second bot comment", async () => {
    gh.comments.push({ id: 1, body: `${marker}\n### ❌ Agent reliability gate failed`, user: bot });
    gh.comments.push({ id: 2, body: `${marker}\n### ✅ Agent reliability gate passed`, user: mallory });
    const res = await upsertStickyComment(octokit, { owner: gh.owner, repo: gh.repo, issue: 7, marker, body: "### ✅ passed for real" });
    expect(res).toMatchObject({ ok: true, action: "updated", id: 1 });
    expect(gh.comments.filter((c) => c.user.login === GITHUB_ACTIONS_BOT)).toHaveLength(1);
    expect(gh.comments.find((c) => c.id === 1)!.body).toContain("passed for real");
    expect(gh.comments.find((c) => c.id === 2)!.body).toContain("Agent reliability gate passed");
  });

  it("only a forged comment: ours is created, the forgery stays untouched", async () => {
    gh.comments.push({ id: 5, body: `${marker}\nforged`, user: mallory });
    expect(await findStickyComment(octokit, gh.owner, gh.repo, 7, marker, GITHUB_ACTIONS_BOT)).toBeNull();
    const res = await upsertStickyComment(octokit, { owner: gh.owner, repo: gh.repo, issue: 7, marker, body: "ours" });
    expect(res).toMatchObject({ ok: true, action: "created" });
    expect(gh.comments.find((c) => c.id === 5)!.body).toBe(`${marker}\nforged`);
    // onlyUpdate (flip an earlier failure to passed) does not treat the forgery as ours either
    gh.comments = [{ id: 6, body: `${marker}\nforged`, user: mallory }];
    expect(await upsertStickyComment(octokit, { owner: gh.owner, repo: gh.repo, issue: 7, marker, body: "x", onlyUpdate: true })).toBeNull();
  });

  it("GITHUB_TOKEN cannot read /user: the author is the Actions bot", async () => {
    gh.faults = [{ method: "GET", path: /^\/user$/, status: 403 }];
    expect(await commentAuthor(octokit)).toBe(GITHUB_ACTIONS_BOT);
  });
});
