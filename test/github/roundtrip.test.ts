// The baseline round trip through the built bundle, with no test double in the path: a push run of
// dist/index.js uploads report.json with the real @actions/artifact client to a local stand-in of
// the runner's artifact service (Twirp + block blobs), and a pull-request run of dist/index.js
// downloads that very zip through the REST API stand-in and gates on it. Plus re-runs and a
// broken artifact service.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { spawn } from "node:child_process";
import { ArtifactService } from "./artifact-service.js";
import { FakeGitHub } from "./fake-github.js";
import { FIXTURES, REPO, prepareActionDir, runBundle, type RunOutcome, type RunSpec } from "./harness.js";
import { node24 } from "./node24.js";
import { extractZipSafely } from "../../src/github/zip.js";

const SAMPLES = join(REPO, "samples", "regressions");
const service = new ArtifactService();
const gh = new FakeGitHub();
const temps: string[] = [];
let actionDir: string;

function workspace(set: "baseline" | "candidate"): string {
  const ws = mkdtempSync(join(tmpdir(), "arh-ws-"));
  temps.push(ws);
  cpSync(join(SAMPLES, "policy.json"), join(ws, "policy.json"));
  cpSync(join(SAMPLES, set), join(ws, "traces"), { recursive: true });
  return ws;
}

async function push(over: Partial<RunSpec> & { workspace: string }): Promise<RunOutcome> {
  const r = await runBundle({
    actionDir,
    event: "push",
    payload: join(FIXTURES, "push.json"),
    apiUrl: gh.apiUrl,
    token: gh.token,
    ...over,
    inputs: { traces: "traces", policy: "policy.json", "upload-baseline": "true", ...over.inputs },
    env: { ...service.env(), ...over.env },
  });
  temps.push(r.runnerTemp);
  return r;
}

async function unzip(zip: Buffer): Promise<Record<string, Buffer>> {
  const dir = mkdtempSync(join(tmpdir(), "arh-unzip-"));
  temps.push(dir);
  const files = await extractZipSafely(zip, dir);
  return Object.fromEntries(files.map((f) => [f, readFileSync(join(dir, f))]));
}

const cmds = (r: RunOutcome, c: string) => r.commands.filter((x) => x.command === c);
const lines = (r: RunOutcome) => r.stdout + r.stderr;

beforeAll(async () => {
  actionDir = prepareActionDir();
  temps.push(actionDir);
  await Promise.all([service.start(), gh.start()]);
}, 60_000);

afterAll(async () => {
  await Promise.all([service.stop(), gh.stop()]);
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

const NODE24 = node24();

async function roundTrip(node: string | undefined): Promise<void> {
  service.newRun();
  const ws = workspace("baseline");
  const callsBefore = service.calls.length;
  const p = await push({ workspace: ws, ...(node ? { node } : {}) });
  expect(p.code, lines(p)).toBe(0);
  expect(p.stderr).not.toMatch(/Cannot find module|internal error/);
  // What the real client did against the service: create, blocks + block list, finalize.
  const calls = service.calls.slice(callsBefore);
  const methods = calls.map((c) => c.method);
  expect(methods).toContain("CreateArtifact");
  expect(methods).toContain("FinalizeArtifact");
  expect(methods.filter((m) => m === "blob").length).toBeGreaterThanOrEqual(2);
  const create = calls.find((c) => c.method === "CreateArtifact")!;
  expect(create.body).toMatchObject({ name: "arh-baseline", version: 7, mime_type: "application/zip" });
  const art = service.finalized("arh-baseline").find((a) => a.runBackendId === service.runBackendId);
  expect(art).toBeDefined();
  expect(art!.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
  const files = await unzip(art!.zip);
  // A baseline bundle (docs/bundle.md): the report, the traces at their report paths, the policy, the history of the push runs (docs/trend.md).
  expect(Object.keys(files)).toEqual(["bundle.json", "history.json", "index.jsonl", "policy.json", "report.json", "traces/traces/refund-before-eligibility.json", "traces/traces/refund-twice.json"]);
  expect(files["traces/traces/refund-twice.json"]!.equals(readFileSync(join(ws, "traces", "refund-twice.json")))).toBe(true);
  // The uploaded report is the one on disk, byte for byte.
  expect(files["report.json"]!.equals(readFileSync(join(ws, "arh-reports", "report.json")))).toBe(true);
  expect(p.stdout).toContain(`Baseline uploaded as artifact 'arh-baseline' (id ${art!.id})`);
  expect(p.summary).toContain("Baseline uploaded");

  // The PR: the REST stand-in serves exactly the zip the artifact service kept.
  gh.artifacts = [];
  const listed = gh.addArtifact({ zip: art!.zip });
  const ws2 = workspace("candidate");
  const r = await runBundle({ actionDir, workspace: ws2, event: "pull_request", payload: join(FIXTURES, "pull_request.json"), apiUrl: gh.apiUrl, token: gh.token, inputs: { traces: "traces", policy: "policy.json" }, ...(node ? { node } : {}) });
  temps.push(r.runnerTemp);
  expect(r.code, lines(r)).toBe(1);
  expect(r.outputs["baseline-source"]).toMatch(new RegExp(`^artifact ${listed.id} \\(run ${listed.workflow_run.id}`));
  expect(r.outputs["new-error-findings"]).toBe("2");
  expect(r.outputs.passed).toBe("false");
  expect(gh.requests.some((q) => q.server === "blob" && q.path === `/artifact-blobs/${listed.id}.zip`)).toBe(true);
  const compare = JSON.parse(readFileSync(join(ws2, "arh-reports", "compare.json"), "utf8"));
  expect(JSON.stringify(compare)).toContain("refund-twice");
}

describe("push → pull request through dist/index.js and the real artifact client", () => {
  it("the push uploads its baseline bundle; the PR downloads that zip, finds the regression and fails", () => roundTrip(undefined), 120_000);

  it.skipIf(!NODE24)("the same under Node 24, the runtime action.yml names", async () => {
    const version = await new Promise<string>((res) => {
      const c = spawn(NODE24!, ["--version"], { stdio: ["ignore", "pipe", "ignore"] });
      let v = "";
      c.stdout.on("data", (d: Buffer) => (v += d.toString()));
      c.on("close", () => res(v.trim()));
    });
    expect(version).toMatch(/^v24\./);
    await roundTrip(NODE24);
  }, 120_000);
});

describe("re-runs and a broken artifact service", () => {
  it("a re-run of the same job replaces this run's artifact instead of failing the step", async () => {
    service.newRun();
    const first = await push({ workspace: workspace("baseline") });
    expect(first.code, lines(first)).toBe(0);
    const [before] = service.finalized("arh-baseline").filter((a) => a.runBackendId === service.runBackendId);
    service.newAttempt(); // same workflow run, a new job attempt
    const again = await push({ workspace: workspace("baseline") });
    expect(again.code, lines(again)).toBe(0);
    const inRun = service.finalized("arh-baseline").filter((a) => a.runBackendId === service.runBackendId);
    expect(inRun).toHaveLength(1);
    expect(inRun[0]!.id).not.toBe(before!.id);
    // The first try conflicts (names are unique per run), then delete + upload again.
    const tail = service.calls.slice(-8).map((c) => `${c.method} ${c.status}`);
    expect(tail).toEqual(expect.arrayContaining(["CreateArtifact 409", "ListArtifacts 200", "DeleteArtifact 200", "CreateArtifact 200", "FinalizeArtifact 200"]));
    expect(again.stdout).toContain(`replacing artifact ${before!.id} of an earlier attempt of this run`);
    expect(again.outputs.passed).toBe("true");
  }, 120_000);

  it("baseline-retention-days reaches the service as the artifact's expiry", async () => {
    service.newRun();
    const before = Date.now();
    const r = await push({ workspace: workspace("baseline"), inputs: { "baseline-retention-days": "5" } });
    expect(r.code, lines(r)).toBe(0);
    const art = service.finalized("arh-baseline").find((a) => a.runBackendId === service.runBackendId)!;
    const expires = Date.parse(art.expiresAt ?? "");
    expect(expires - before).toBeGreaterThan(5 * 86_400_000 - 60_000);
    expect(expires - Date.now()).toBeLessThan(5 * 86_400_000 + 60_000);
  }, 60_000);

  it("a 409 that stays (the delete is refused) is a notice; the step passes, the reports stay", async () => {
    service.newRun();
    const first = await push({ workspace: workspace("baseline") });
    expect(first.code, lines(first)).toBe(0);
    service.newAttempt();
    service.faults = [{ method: "DeleteArtifact", status: 403, body: { code: "permission_denied", msg: "delete refused" } }];
    const ws = workspace("baseline");
    const again = await push({ workspace: ws });
    service.faults = [];
    expect(again.code, lines(again)).toBe(0);
    const notice = cmds(again, "notice").find((c) => c.message.includes("already exists in this workflow run"));
    expect(notice?.message).toMatch(/^baseline artifact 'arh-baseline' already exists in this workflow run .*delete refused.*; that one stays the baseline$/);
    expect(notice!.message).not.toContain("\n");
    expect(existsSync(join(ws, "arh-reports", "report.json"))).toBe(true);
    expect(again.outputs.passed).toBe("true");
    expect(lines(again)).not.toMatch(/internal error|\n\s+at /);
  }, 120_000);

  it("without the service's environment: one clear line; a gate failure with upload-baseline: true, a warning with auto", async () => {
    const ws = workspace("baseline");
    const r = await push({ workspace: ws, env: { ACTIONS_RESULTS_URL: "", ACTIONS_RUNTIME_TOKEN: "" } });
    expect(r.code, lines(r)).toBe(1);
    expect(r.outputs["gate-reasons"]).toBe("baseline upload failed: the runner's artifact service is not available (ACTIONS_RESULTS_URL and ACTIONS_RUNTIME_TOKEN not set; only a GitHub Actions job provides them)");
    expect(existsSync(join(ws, "arh-reports", "report.json"))).toBe(true);
    const auto = await push({ workspace: workspace("baseline"), inputs: { "upload-baseline": "auto" }, env: { ACTIONS_RESULTS_URL: "", ACTIONS_RUNTIME_TOKEN: "" } });
    expect(auto.code, lines(auto)).toBe(0);
    expect(cmds(auto, "warning").map((c) => c.message)).toContain("baseline upload failed: the runner's artifact service is not available (ACTIONS_RESULTS_URL and ACTIONS_RUNTIME_TOKEN not set; only a GitHub Actions job provides them)");
    expect(lines(auto)).not.toMatch(/internal error|\n\s+at /);
  }, 120_000);

  it("a service that accepts the request and never answers: given up on after the time limit, the step ends", async () => {
    service.newRun();
    service.faults = [{ method: "CreateArtifact", status: 0, hang: true }];
    const ws = workspace("baseline");
    const started = Date.now();
    const r = await push({ workspace: ws, inputs: { "upload-baseline": "auto" }, env: { ARH_TEST_ARTIFACT_TIMEOUT_MS: "2000" } });
    const took = Date.now() - started;
    service.faults = [];
    expect(r.code, lines(r)).toBe(0);
    expect(cmds(r, "warning").map((c) => c.message)).toContain("baseline upload failed: artifact service: no answer within 2 s");
    expect(r.outputs.passed).toBe("true");
    expect(r.summary).toContain("Agent reliability gate passed");
    expect(existsSync(join(ws, "arh-reports", "report.json"))).toBe(true);
    // Not the client's 3 minutes per try: the limit, plus the short grace before the exit.
    expect(took).toBeLessThan(30_000);
  }, 60_000);

  it("on GitHub Enterprise Server (which @actions/artifact does not support): one line, the reports stay", async () => {
    const ws = workspace("baseline");
    const r = await push({ workspace: ws, inputs: { "upload-baseline": "auto" }, env: { GITHUB_SERVER_URL: "https://ghe.example.com" } });
    expect(r.code, lines(r)).toBe(0);
    const w = cmds(r, "warning").map((c) => c.message).find((m) => m.startsWith("baseline upload failed"));
    expect(w).toMatch(/^baseline upload failed: artifact service: .*not currently supported on GHES/);
    expect(existsSync(join(ws, "arh-reports", "report.json"))).toBe(true);
    expect(lines(r)).not.toMatch(/internal error|\n\s+at /);
  }, 60_000);

  it("a service that refuses connections or rejects the token: one line, no stack trace, reports on disk", async () => {
    // A port nothing listens on.
    const port = await new Promise<number>((res) => {
      const s = createServer().listen(0, "127.0.0.1", () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => res(p));
      });
    });
    const ws = workspace("baseline");
    const refused = await push({ workspace: ws, inputs: { "upload-baseline": "auto" }, env: { ACTIONS_RESULTS_URL: `http://127.0.0.1:${port}/` } });
    expect(refused.code, lines(refused)).toBe(0);
    const w = cmds(refused, "warning").map((c) => c.message).find((m) => m.startsWith("baseline upload failed"));
    expect(w).toMatch(/^baseline upload failed: artifact service: .*ECONNREFUSED/);
    expect(existsSync(join(ws, "arh-reports", "report.json"))).toBe(true);
    // A token the service does not accept (401 is not retried by the client).
    const bad = await push({ workspace: workspace("baseline"), env: { ACTIONS_RUNTIME_TOKEN: "not-a-jwt" } });
    expect(bad.code, lines(bad)).toBe(1);
    expect(bad.outputs["gate-reasons"]).toMatch(/^baseline upload failed: artifact service: /);
    expect(bad.outputs["gate-reasons"]).not.toContain("\n");
    for (const r of [refused, bad]) expect(lines(r)).not.toMatch(/internal error|\n\s+at /);
  }, 120_000);
});
