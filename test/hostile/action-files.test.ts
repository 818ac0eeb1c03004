// The bundled action on a hostile workspace: links that go nowhere or in circles, a FIFO, a file
// name with a space, a baseline nested 200,000 levels deep. It ends with a report that accounts for
// every matched path, and no `internal error:`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FakeGitHub } from "../github/fake-github.js";
import { FIXTURES, REPO, prepareActionDir, runBundle } from "../github/harness.js";
import { deepBaseline } from "./generate.js";

const gh = new FakeGitHub();
const temps: string[] = [];
let actionDir: string;

beforeAll(async () => {
  actionDir = prepareActionDir();
  temps.push(actionDir);
  await gh.start();
}, 60_000);
afterAll(async () => {
  await gh.stop();
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

describe("action on a hostile workspace (bundle)", () => {
  it("every matched path is validated or listed as skipped; a deep baseline is a clear warning", { timeout: 60_000 }, async () => {
    const ws = mkdtempSync(join(tmpdir(), "arh-hostile-ws-"));
    temps.push(ws);
    const t = join(ws, "traces");
    mkdirSync(t);
    cpSync(join(REPO, "samples/regressions/policy.json"), join(ws, "policy.json"));
    cpSync(join(REPO, "samples/regressions/baseline/refund-twice.json"), join(t, "good one.json"));
    symlinkSync("good one.json", join(t, "linked.json"));
    symlinkSync("nowhere.json", join(t, "dangling.json"));
    symlinkSync("self.json", join(t, "self.json"));
    symlinkSync("/", join(t, "root-link"));
    execFileSync("mkfifo", [join(t, "pipe.json")]);
    writeFileSync(join(ws, "deep.json"), deepBaseline(200_000));
    const r = await runBundle({
      actionDir,
      workspace: ws,
      event: "pull_request",
      payload: join(FIXTURES, "pull_request.json"),
      apiUrl: gh.apiUrl,
      token: gh.token,
      inputs: { traces: `traces\n"traces/good one.json"`, policy: "policy.json", baseline: "deep.json" },
    });
    temps.push(r.runnerTemp);
    const all = r.stdout + r.stderr;
    expect(all).not.toMatch(/internal error|Maximum call stack|\n\s+at .*:\d+:\d+/);
    expect(r.code).toBe(1); // the FIFO is an input error
    const report = JSON.parse(readFileSync(join(ws, "arh-reports", "report.json"), "utf8"));
    expect(report.reports.map((e: { source_path: string }) => e.source_path)).toEqual(["traces/good one.json", "traces/linked.json", "traces/pipe.json"]);
    expect(report.skipped).toEqual([
      { path: "traces/dangling.json", reason: "dangling symbolic link" },
      { path: "traces/root-link", reason: "symbolic link to a directory (not followed)" },
      { path: "traces/self.json", reason: "symbolic link loop" },
    ]);
    expect(r.stdout).toContain("SKIP traces/dangling.json: dangling symbolic link");
    expect(r.summary).toContain("Skipped paths");
    expect(r.outputs["baseline-source"]).toBe("none");
    expect(all).toMatch(/baseline deep\.json:1:\d+: value nested deeper than 1000 levels/);
  });

  it("patterns that meet only broken links: the failure names them", { timeout: 60_000 }, async () => {
    const ws = mkdtempSync(join(tmpdir(), "arh-hostile-ws-"));
    temps.push(ws);
    mkdirSync(join(ws, "traces"));
    cpSync(join(REPO, "samples/regressions/policy.json"), join(ws, "policy.json"));
    symlinkSync("nowhere.json", join(ws, "traces", "dangling.json"));
    const r = await runBundle({ actionDir, workspace: ws, event: "pull_request", payload: join(FIXTURES, "pull_request.json"), apiUrl: gh.apiUrl, token: gh.token, inputs: { traces: "traces/*.json", policy: "policy.json" } });
    temps.push(r.runnerTemp);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).not.toMatch(/internal error/);
    expect(r.stdout).toMatch(/no trace files matched 'traces' \(traces\/\*\.json\) inside the workspace; skipped: traces\/dangling\.json \(dangling symbolic link\)/);
  });
});
