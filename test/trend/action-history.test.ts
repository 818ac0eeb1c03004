// The history through the built action (dist/index.js, or ARH_DIST_DIR), with the real artifact
// client and the local stand-ins of the artifact service and the REST API: a previous baseline
// artifact whose history.json has a point dated 2099 (dropped with one notice, this push appended
// and its drift checked: `max-drift: fail:20%` fails it), and one whose history carries a hostile
// token kind (refused with one notice; nothing of it reaches the log or the job summary).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ArtifactService } from "../github/artifact-service.js";
import { FakeGitHub } from "../github/fake-github.js";
import { FIXTURES, prepareActionDir, runBundle, type RunOutcome } from "../github/harness.js";
import { extractZipSafely } from "../../src/github/zip.js";
import { makeZip } from "../github/zip-helpers.js";
import { parseHistory, renderHistory, type History, type HistoryPoint } from "../../src/trend/history.js";
import { commitOf, dateOf, writePush } from "./helpers.js";

const service = new ArtifactService();
const gh = new FakeGitHub();
const temps: string[] = [];
let actionDir: string;
/** The files of push 0's baseline artifact. */
let first: { name: string; data: Buffer }[];

const lines = (r: RunOutcome) => r.stdout + r.stderr;
const HOSTILE = "x\n::error file=evil.js::FORGED <img src=x onerror=alert(1)> @octo-org/security-team";

function pushPayload(i: number): string {
  const p = JSON.parse(readFileSync(join(FIXTURES, "push.json"), "utf8")) as { after: string; head_commit: { id: string; timestamp: string } };
  p.after = commitOf(i);
  p.head_commit.id = commitOf(i);
  p.head_commit.timestamp = dateOf(i);
  const dir = mkdtempSync(join(tmpdir(), "arh-payload-"));
  temps.push(dir);
  writeFileSync(join(dir, "push.json"), JSON.stringify(p));
  return join(dir, "push.json");
}

async function push(i: number, maxDrift: string): Promise<{ r: RunOutcome; zip: Buffer | undefined }> {
  service.newRun();
  const ws = mkdtempSync(join(tmpdir(), "arh-ws-"));
  temps.push(ws);
  writePush(ws, i, { runs: 1, growth: 1 });
  const r = await runBundle({ actionDir, workspace: ws, event: "push", sha: commitOf(i), payload: pushPayload(i), apiUrl: gh.apiUrl, token: gh.token, inputs: { traces: "traces", policy: "policy.json", "upload-baseline": "true", "max-drift": maxDrift }, env: service.env() });
  temps.push(r.runnerTemp);
  return { r, zip: service.finalized("arh-baseline").find((a) => a.runBackendId === service.runBackendId)?.zip };
}

async function filesOf(zip: Buffer): Promise<{ name: string; data: Buffer }[]> {
  const dir = mkdtempSync(join(tmpdir(), "arh-unzip-"));
  temps.push(dir);
  const names = await extractZipSafely(zip, dir);
  return names.map((name) => ({ name, data: readFileSync(join(dir, name)) }));
}

/** Push 0's artifact with its history.json replaced, as the branch's only baseline artifact. */
async function previousWith(history: string): Promise<void> {
  gh.artifacts = [];
  gh.addArtifact({ zip: await makeZip(first.map((f) => (f.name === "history.json" ? { name: f.name, data: Buffer.from(history) } : f))), createdAt: "2026-01-20T23:00:00Z" });
}

beforeAll(async () => {
  actionDir = prepareActionDir();
  temps.push(actionDir);
  await Promise.all([service.start(), gh.start()]);
  const p0 = await push(0, "off");
  expect(p0.r.code, lines(p0.r)).toBe(0);
  first = await filesOf(p0.zip!);
}, 120_000);

afterAll(async () => {
  await Promise.all([service.stop(), gh.stop()]);
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

function historyOfFiles(files: { name: string; data: Buffer }[]): History {
  const c = parseHistory(files.find((f) => f.name === "history.json")!.data.toString("utf8"), { repository: null, branch: null });
  if (!c.ok) throw new Error(c.why);
  return c.history;
}

describe("the push job and a damaged previous history", () => {
  it("a point dated 2099: dropped with one notice naming the artifact and the point; this push appended; the drift fails it", async () => {
    const h = historyOfFiles(first);
    const p = h.points[0]!;
    // ten pushes at a tenth of today's cost, five at today's, then a point dated 2099
    const scaled = (i: number, f: number, date = dateOf(i)): HistoryPoint => ({ ...p, commit: commitOf(i), date, run: { ...p.run, cost_usd: Number((p.run.cost_usd! * f).toFixed(6)) } });
    const points = [...Array(15).keys()].map((i) => scaled(i, i < 10 ? 0.1 : 1));
    points.push(scaled(99, 0.1, "2099-01-01"));
    await previousWith(renderHistory({ ...h, points }));
    const { r, zip } = await push(20, "fail:20%");
    expect(lines(r)).toMatch(new RegExp(`::notice::previous bundle artifact \\d+: history\\.json: points\\[15\\] \\(commit ${commitOf(99).slice(0, 12)}, 2099-01-01\\) is dated after this run \\(${dateOf(20).slice(0, 10)}\\): dropped\\n`));
    expect(lines(r)).not.toMatch(/not appended/);
    expect(r.code).toBe(1);
    expect(r.summary).toMatch(/> \*\*Failed:\*\* drift: cost \/ trace drifted \+\d{3}\.\d%/);
    const next = historyOfFiles(await filesOf(zip!));
    expect(next.points.map((x) => x.commit)).toEqual([...[...Array(15).keys()].map(commitOf), commitOf(20)]);
  }, 60_000);

  it("a hostile token kind: the history is refused with one notice; nothing of it reaches the log or the summary", async () => {
    const h = historyOfFiles(first);
    const text = renderHistory(h).replace(/"tokens":\{"total":/, `"tokens":{${JSON.stringify(HOSTILE)}:`);
    expect(text).toContain("onerror");
    await previousWith(text);
    const { r } = await push(21, "20%");
    expect(r.code, lines(r)).toBe(0);
    expect(lines(r)).toMatch(/::notice::previous bundle artifact \d+: history\.json: points\[0\]\.run: 'tokens' must be null or map at most 20 kinds .*: dropped, a new history starts/);
    for (const out of [lines(r), r.summary]) expect(out).not.toMatch(/FORGED|onerror|@octo-org\/security-team/);
    // a pull request on the same base: the trend is not shown, the gate passes
    const ws = mkdtempSync(join(tmpdir(), "arh-ws-"));
    temps.push(ws);
    writePush(ws, 22, { runs: 1, growth: 1 });
    const pr = await runBundle({ actionDir, workspace: ws, event: "pull_request", payload: join(FIXTURES, "pull_request.json"), apiUrl: gh.apiUrl, token: gh.token, inputs: { traces: "traces", policy: "policy.json" } });
    temps.push(pr.runnerTemp);
    expect(pr.code, lines(pr)).toBe(0);
    expect(lines(pr)).toMatch(/::notice::Trend not shown: baseline bundle artifact \d+: history\.json: points\[0\]\.run: 'tokens' must be null/);
    for (const out of [lines(pr), pr.summary]) expect(out).not.toMatch(/FORGED|onerror|@octo-org\/security-team/);
  }, 120_000);
});
