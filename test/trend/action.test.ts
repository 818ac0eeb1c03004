// The history through the built action (dist/index.js), with the real artifact client and the local
// stand-ins of the artifact service and the REST API: twelve pushes of a synthetic agent whose
// cost grows 4 % per push, each carrying the previous baseline artifact's history forward; the
// drift warning of `max-drift: 20%`, the trend in the job summary, and a pull request's trend with
// its own value as the last point.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ArtifactService } from "../github/artifact-service.js";
import { FakeGitHub } from "../github/fake-github.js";
import { FIXTURES, prepareActionDir, runBundle, type RunOutcome } from "../github/harness.js";
import { extractZipSafely } from "../../src/github/zip.js";
import { makeZip } from "../github/zip-helpers.js";
import { parseHistory } from "../../src/trend/history.js";
import { commitOf, dateOf, writePush } from "./helpers.js";

const service = new ArtifactService();
const gh = new FakeGitHub();
const temps: string[] = [];
let actionDir: string;

const lines = (r: RunOutcome) => r.stdout + r.stderr;

/** The push fixture with push `i`'s commit and date. */
function pushPayload(i: number): string {
  const p = JSON.parse(readFileSync(join(FIXTURES, "push.json"), "utf8")) as { after: string; head_commit: { id: string; timestamp: string } };
  p.after = commitOf(i);
  p.head_commit.id = commitOf(i);
  p.head_commit.timestamp = dateOf(i);
  const f = join(mkdtempSync(join(tmpdir(), "arh-payload-")), "push.json");
  temps.push(f.replace(/\/push\.json$/, ""));
  writeFileSync(f, JSON.stringify(p));
  return f;
}

async function push(i: number): Promise<{ r: RunOutcome; zip: Buffer }> {
  service.newRun();
  const ws = mkdtempSync(join(tmpdir(), "arh-ws-"));
  temps.push(ws);
  writePush(ws, i, { runs: 1 });
  const r = await runBundle({ actionDir, workspace: ws, event: "push", sha: commitOf(i), payload: pushPayload(i), apiUrl: gh.apiUrl, token: gh.token, inputs: { traces: "traces", policy: "policy.json", "upload-baseline": "true", "max-drift": "20%" }, env: service.env() });
  temps.push(r.runnerTemp);
  const art = service.finalized("arh-baseline").find((a) => a.runBackendId === service.runBackendId)!;
  // the next push finds it as the branch's newest baseline artifact
  gh.addArtifact({ zip: art.zip, createdAt: `${dateOf(i).slice(0, 10)}T23:00:00Z` });
  return { r, zip: art.zip };
}

const runs: { r: RunOutcome; zip: Buffer }[] = [];
beforeAll(async () => {
  actionDir = prepareActionDir();
  temps.push(actionDir);
  await Promise.all([service.start(), gh.start()]);
  for (let i = 0; i < 12; i++) runs.push(await push(i));
}, 300_000);

afterAll(async () => {
  await Promise.all([service.stop(), gh.stop()]);
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

describe("the push job carries the history forward", () => {
  it("every push passes; the first starts a history with a notice; the bundle holds history.json with every push", async () => {
    expect(runs.map((x) => x.r.code)).toEqual(Array(12).fill(0));
    expect(lines(runs[0]!.r)).toMatch(/::notice::no previous baseline artifact .*: a new history starts/);
    const dir = mkdtempSync(join(tmpdir(), "arh-unzip-"));
    temps.push(dir);
    const files = await extractZipSafely(runs[11]!.zip, dir);
    expect(files).toContain("history.json");
    const h = parseHistory(readFileSync(join(dir, "history.json"), "utf8"), { repository: "octo-org/agent-app", branch: "main" });
    expect(h.ok).toBe(true);
    if (h.ok) {
      expect(h.history.points.map((p) => p.commit)).toEqual([...Array(12).keys()].map(commitOf));
      expect(h.history.repository).toBe("octo-org/agent-app");
    }
  });

  it("max-drift 20%: the warning comes at the tenth push (the last 5 against the 5 before) and stays", () => {
    const warned = runs.map((x) => /::warning[^:]*::drift: cost \/ trace drifted \+/.test(lines(x.r)));
    expect(warned.indexOf(true)).toBe(9);
    expect(warned.slice(9)).toEqual([true, true, true]);
    expect(runs[9]!.r.summary).toMatch(/> \*\*Warning:\*\* drift: cost \/ trace drifted \+2\d\.\d%: median &#36;0\.\d+ over the last 5 runs/);
    expect(runs[8]!.r.summary).not.toContain("drift:");
  });

  it("the job summary's sparkline shows the rise", () => {
    const s = runs[11]!.r.summary;
    expect(s).toContain("### Trend over the last 12 run(s)");
    const row = s.split("\n").find((l) => l.startsWith("| cost / trace |"))!;
    expect(row).toMatch(/\| `▁[▁▂▃▄▅▆▇]{10}█` \|/);
  });

  it("a pull request shows the trend with its own value as the last point, and passes", async () => {
    gh.artifacts = [];
    gh.addArtifact({ zip: runs[11]!.zip });
    const ws = mkdtempSync(join(tmpdir(), "arh-ws-"));
    temps.push(ws);
    writePush(ws, 12, { runs: 1 });
    const r = await runBundle({ actionDir, workspace: ws, event: "pull_request", payload: join(FIXTURES, "pull_request.json"), apiUrl: gh.apiUrl, token: gh.token, inputs: { traces: "traces", policy: "policy.json" } });
    temps.push(r.runnerTemp);
    expect(r.code, lines(r)).toBe(0);
    expect(r.summary).toContain("### Trend over the last 13 run(s)");
    expect(r.summary).toContain("the last point is this pull request");
    const row = r.summary.split("\n").find((l) => l.startsWith("| cost / trace |"))!;
    expect(row).toMatch(/`[▁▂▃▄▅▆▇█]{12}█`/);
  }, 60_000);

  it("a damaged history never fails a pull request: the gate passes, a notice says why the trend is not shown", async () => {
    const dir = mkdtempSync(join(tmpdir(), "arh-unzip-"));
    temps.push(dir);
    const files = await extractZipSafely(runs[11]!.zip, dir);
    const entries = files.map((name) => ({ name, data: name === "history.json" ? readFileSync(join(dir, name), "utf8").replace(/"pass_rate":1,/, '"pass_rate":7,') : readFileSync(join(dir, name)) }));
    gh.artifacts = [];
    gh.addArtifact({ zip: await makeZip(entries) });
    const ws = mkdtempSync(join(tmpdir(), "arh-ws-"));
    temps.push(ws);
    writePush(ws, 12, { runs: 1 });
    const r = await runBundle({ actionDir, workspace: ws, event: "pull_request", payload: join(FIXTURES, "pull_request.json"), apiUrl: gh.apiUrl, token: gh.token, inputs: { traces: "traces", policy: "policy.json" } });
    temps.push(r.runnerTemp);
    expect(r.code, lines(r)).toBe(0);
    expect(r.outputs.passed).toBe("true");
    expect(lines(r)).toMatch(/::notice::Trend not shown: baseline bundle artifact \d+: history\.json: points\[0\]\.run: 'pass_rate' must be between 0 and 1: dropped/);
    expect(r.summary).not.toContain("### Trend");
  }, 60_000);
});
