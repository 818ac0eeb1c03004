// The bundled action end to end: dist/index.js runs as a child process with the runner's
// environment, against the fake GitHub API over real HTTP.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import { FakeGitHub } from "./fake-github.js";
import { ArtifactService } from "./artifact-service.js";
import { extractZipSafely } from "../../src/github/zip.js";
import { makeZip, zipSlip } from "./zip-helpers.js";
import { FIXTURES, REPO, prepareActionDir, runBundle, type RunOutcome, type RunSpec } from "./harness.js";
import Ajv2020 from "ajv/dist/2020.js";

/** The SARIF 2.1.0 JSON schema shipped with the SARIF multitool (draft 2020-12). */
function sarifSchemaErrors(doc: unknown): unknown[] {
  const schema = JSON.parse(readFileSync(join(REPO, "node_modules/@microsoft/sarif-multitool-linux/sarif-2.1.0.json"), "utf8")) as object;
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  ajv.addFormat("uri", /^[A-Za-z][A-Za-z0-9+.-]*:[^\s]*$/);
  ajv.addFormat("uri-reference", /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?#]|%[0-9A-Fa-f]{2})*$/);
  ajv.addFormat("date-time", /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)$/);
  ajv.addFormat("uuid", /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  const validate = ajv.compile(schema);
  validate(doc);
  return validate.errors ?? [];
}

const SAMPLES = join(REPO, "samples", "regressions");
const gh = new FakeGitHub();
const artifactService = new ArtifactService();
const temps: string[] = [];
let actionDir: string;
let pushRun: RunOutcome;
let goodBaseline: Buffer; // report.json of the well-behaved agent (uploaded by the push run)
let failingBaseline: Buffer; // report.json of the regressed agent (pre-existing failures)

function workspace(set: "baseline" | "candidate", extra: Record<string, string> = {}): string {
  const ws = mkdtempSync(join(tmpdir(), "arh-ws-"));
  temps.push(ws);
  cpSync(join(SAMPLES, "policy.json"), join(ws, "policy.json"));
  cpSync(join(SAMPLES, set), join(ws, "traces"), { recursive: true });
  for (const [p, text] of Object.entries(extra)) {
    mkdirSync(join(ws, p, ".."), { recursive: true });
    writeFileSync(join(ws, p), text);
  }
  return ws;
}

async function run(over: Partial<RunSpec> & Pick<RunSpec, "workspace">): Promise<RunOutcome> {
  const r = await runBundle({
    actionDir,
    event: "pull_request",
    payload: join(FIXTURES, "pull_request.json"),
    apiUrl: gh.apiUrl,
    token: gh.token,
    ...over,
    inputs: { traces: "traces", policy: "policy.json", ...over.inputs },
  });
  temps.push(r.runnerTemp);
  return r;
}

const reset = () => gh.reset();
const cmds = (r: RunOutcome, c: string) => r.commands.filter((x) => x.command === c);
const zipReport = (report: Buffer) => makeZip([{ name: "report.json", data: report }]);

beforeAll(async () => {
  actionDir = prepareActionDir();
  temps.push(actionDir);
  await gh.start();
  await artifactService.start();
  // The report.json inside the newest zip the artifact service kept.
  const uploadedReport = async () => {
    const dir = mkdtempSync(join(tmpdir(), "arh-upload-"));
    temps.push(dir);
    await extractZipSafely(artifactService.finalized("arh-baseline").at(-1)!.zip, dir);
    return readFileSync(join(dir, "report.json"));
  };
  // Push to main with the well-behaved agent: uploads the baseline with the real artifact client.
  pushRun = await run({ workspace: workspace("baseline"), event: "push", payload: join(FIXTURES, "push.json"), env: artifactService.env() });
  goodBaseline = await uploadedReport();
  // A main branch where the regressed agent is already merged (baseline with failures); another run.
  artifactService.newRun();
  const r = await run({ workspace: workspace("candidate"), event: "push", payload: join(FIXTURES, "push.json"), inputs: { "fail-on": "never" }, env: artifactService.env() });
  expect(r.code, r.stdout + r.stderr).toBe(0);
  failingBaseline = await uploadedReport();
}, 120_000);

// Every request the bundle sent, and every answer of the fake, matched GitHub's REST API description.
afterEach(() => {
  expect(gh.violations).toEqual([]);
});

afterAll(async () => {
  await gh.stop();
  await artifactService.stop();
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

describe("push to main", () => {
  it("passes, uploads the baseline with the artifact client, and uploads SARIF for refs/heads/main", () => {
    expect(pushRun.code, pushRun.stdout + pushRun.stderr).toBe(0);
    expect(artifactService.finalized("arh-baseline").map((a) => a.name)).toEqual(["arh-baseline", "arh-baseline"]);
    const report = JSON.parse(goodBaseline.toString("utf8"));
    expect(report.summary).toMatchObject({ total_traces: 2, passed_traces: 2 });
    expect(report.reports[0].steps.length).toBeGreaterThan(0);
    expect(pushRun.outputs).toMatchObject({ passed: "true", "baseline-source": "none", traces: "2", "passed-traces": "2", "failed-traces": "0" });
    expect(pushRun.summary).toContain("Baseline uploaded");
  });
});

describe("pull request", () => {
  it("with a baseline and a regression: fails, annotates the failing steps, lists new findings, uploads valid SARIF", async () => {
    reset();
    gh.addArtifact({ zip: await zipReport(goodBaseline) });
    const ws = workspace("candidate");
    const r = await run({ workspace: ws, inputs: { "pr-comment": "on-failure" } });
    expect(r.code, r.stderr).toBe(1);
    expect(r.outputs.passed).toBe("false");
    expect(r.outputs["baseline-source"]).toMatch(/^artifact \d+ \(run \d+/);
    expect(r.outputs["new-error-findings"]).toBe("2");
    // Annotations at the failing steps' lines, workspace-relative.
    const errors = cmds(r, "error").filter((c) => c.props.file);
    const twice = errors.find((c) => c.props.file === "traces/refund-twice.json");
    expect(twice?.props).toMatchObject({ line: "37" });
    expect(twice?.props.title).toMatch(/^ARH-FLW-003 /);
    const early = errors.find((c) => c.props.file === "traces/refund-before-eligibility.json");
    expect(early?.props).toMatchObject({ line: "17" });
    expect(early?.props.title).toMatch(/^ARH-SEQ-003 /);
    // The verdict, with every reason.
    const failed = cmds(r, "error").filter((c) => !c.props.file).map((c) => c.message).join("\n");
    expect(failed).toMatch(/gate failed/i);
    expect(r.outputs["gate-reasons"]!.split("\n").length).toBeGreaterThanOrEqual(1);
    // Summary.
    expect(r.summary).toContain("failed");
    expect(r.summary).toMatch(/2 new errors/);
    expect(r.summary).toContain("ARH-FLW-003");
    expect(r.summary).toContain("https://github.com/octo-org/agent-app/blob/9d5c1b4e2f3a6b7c8d9e0f1a2b3c4d5e6f7a8b9c/traces/refund-twice.json#L37");
    // Reports on disk.
    for (const f of ["report.json", "report.sarif", "report.junit.xml", "report.md", "compare.json", "compare.md"]) expect(existsSync(join(ws, "arh-reports", f)), f).toBe(true);
    expect(r.outputs["compare-report"]).toBe("arh-reports/compare.json");
    // SARIF received, for the merge ref, valid enough for code scanning.
    expect(gh.sarifs).toHaveLength(1);
    const s = gh.sarifs[0]!;
    expect(s).toMatchObject({ commit_sha: "9d5c1b4e2f3a6b7c8d9e0f1a2b3c4d5e6f7a8b9c", ref: "refs/pull/7/merge" });
    expect(r.outputs["sarif-id"]).toBe(s.id);
    const sarif = s.sarif as { version: string; runs: { tool: { driver: { name: string; rules: unknown[] } }; results: { ruleId: string; locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[] }[]; automationDetails?: { id: string } }[] };
    expect(sarif.version).toBe("2.1.0");
    expect(sarifSchemaErrors(sarif)).toEqual([]);
    // What was uploaded is exactly the SARIF file written before the upload.
    expect(sarif).toEqual(JSON.parse(readFileSync(join(ws, "arh-reports", "report.sarif"), "utf8")));
    expect(sarif.runs[0]!.automationDetails?.id).toMatch(/^arh/);
    const res = sarif.runs[0]!.results.find((x) => x.ruleId === "ARH-FLW-003");
    expect(res?.locations[0]?.physicalLocation.artifactLocation.uri).toBe("traces/refund-twice.json");
    expect(res?.locations[0]?.physicalLocation.region.startLine).toBe(37);
    // Sticky comment posted once.
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0]!.body).toMatch(/^<!-- arh-action:sticky-comment:arh -->/);
    // The token never reached the blob host.
    expect(gh.requests.filter((q) => q.server === "blob").every((q) => q.authorization === undefined)).toBe(true);
  });

  it("with a baseline and no regression: passes despite pre-existing failures", async () => {
    reset();
    gh.addArtifact({ zip: await zipReport(failingBaseline) });
    const r = await run({ workspace: workspace("candidate") });
    expect(r.code, r.stdout).toBe(0);
    expect(r.outputs).toMatchObject({ passed: "true", "failed-traces": "2", "new-error-findings": "0", "gate-reasons": "" });
    // regressions mode: no annotation for the pre-existing failures.
    expect(cmds(r, "error")).toHaveLength(0);
    expect(r.summary).toContain("passed");
  });

  it("without a baseline: warns and gates absolutely", async () => {
    reset();
    const r = await run({ workspace: workspace("candidate") });
    expect(r.code).toBe(1);
    expect(cmds(r, "warning").some((c) => /No baseline/.test(c.message) && /absolute gate/.test(c.message))).toBe(true);
    expect(r.outputs["baseline-source"]).toBe("none");
    expect(r.outputs["gate-reasons"]).toMatch(/^2 candidate traces fail: .*refund-twice-1001/);
    expect(r.summary).toMatch(/No baseline/);
    // all findings annotated (no baseline to tell new from old)
    expect(cmds(r, "error").filter((c) => c.props.file)).toHaveLength(2);
  });

  it("caps annotations below the runner's 10 per level and says so in the summary", async () => {
    reset();
    const src = JSON.parse(readFileSync(join(SAMPLES, "candidate", "refund-twice.json"), "utf8")) as { trace_id: string };
    const extra: Record<string, string> = {};
    for (let i = 0; i < 12; i++) extra[`traces/many/t${String(i).padStart(2, "0")}.json`] = JSON.stringify({ ...src, trace_id: `many-${i}` }, null, 2);
    const r = await run({ workspace: workspace("candidate", extra), inputs: { baseline: "none" } });
    expect(r.code).toBe(1);
    const fileErrors = cmds(r, "error").filter((c) => c.props.file);
    expect(fileErrors).toHaveLength(9);
    expect(cmds(r, "error").filter((c) => !c.props.file)).toHaveLength(1);
    expect(r.summary).toMatch(/5 more findings are not annotated/);
  });

  it("with only a fork-poisoned or zip-slip artifact: no baseline, nothing extracted", async () => {
    reset();
    gh.addArtifact({ zip: await zipReport(failingBaseline), headRepoId: 987654321, createdAt: "2026-11-29T00:00:00Z" });
    gh.addArtifact({ zip: await zipSlip(), createdAt: "2026-11-28T00:00:00Z" });
    const r = await run({ workspace: workspace("candidate") });
    expect(r.code).toBe(1);
    expect(r.outputs["baseline-source"]).toBe("none");
    expect(r.stdout).toMatch(/another repository/);
    expect(cmds(r, "warning").some((c) => /rejected/.test(c.message))).toBe(true);
    expect(existsSync(join(r.runnerTemp, "evil.txt"))).toBe(false);
  });

  it("from a fork: SARIF and comment skipped with notices, gate still right", async () => {
    reset();
    gh.addArtifact({ zip: await zipReport(goodBaseline) });
    const r = await run({ workspace: workspace("candidate"), payload: join(FIXTURES, "pull_request_fork.json"), inputs: { "pr-comment": "always" } });
    expect(r.code).toBe(1);
    expect(r.outputs.passed).toBe("false");
    expect(r.outputs["baseline-source"]).toMatch(/^artifact/);
    const notices = cmds(r, "notice").map((c) => c.message).join("\n");
    expect(notices).toMatch(/SARIF upload skipped.*fork/);
    expect(notices).toMatch(/PR comment skipped.*fork/);
    expect(gh.apiRequests().filter((q) => q.method !== "GET")).toHaveLength(0);
    expect(gh.sarifs).toHaveLength(0);
  });

  it("a PR inside a repository that is itself a fork is not a fork PR: SARIF and comment are posted", async () => {
    reset();
    gh.addArtifact({ zip: await zipReport(goodBaseline) });
    const r = await run({ workspace: workspace("candidate"), payload: join(FIXTURES, "pull_request_fork_in_fork.json"), inputs: { "pr-comment": "always" } });
    expect(r.code).toBe(1);
    expect(gh.sarifs).toHaveLength(1);
    expect(gh.comments).toHaveLength(1);
    expect(cmds(r, "notice").filter((c) => /fork/.test(c.message))).toHaveLength(0);
  });

  it("from Dependabot (read-only token): treated like a fork, SARIF, check run and comment skipped with notices", async () => {
    reset();
    gh.addArtifact({ zip: await zipReport(goodBaseline) });
    const r = await run({ workspace: workspace("candidate"), payload: join(FIXTURES, "pull_request_dependabot.json"), env: { GITHUB_ACTOR: "dependabot[bot]" }, inputs: { "pr-comment": "always", "check-run": "true" } });
    expect(r.code).toBe(1);
    const notices = cmds(r, "notice").map((c) => c.message).join("\n");
    expect(notices).toMatch(/SARIF upload skipped: Dependabot pull requests get a read-only token/);
    expect(notices).toMatch(/PR comment skipped: Dependabot/);
    expect(notices).toMatch(/Check run skipped: Dependabot/);
    expect(gh.apiRequests().filter((q) => q.method !== "GET")).toHaveLength(0);
    // the gate itself is unchanged, and the annotations fall back to workflow commands
    expect(cmds(r, "error").filter((c) => c.props.file)).toHaveLength(2);
  });

  it("ref and sha inputs name the results' ref and commit (SARIF, links)", async () => {
    reset();
    const sha = "abcdefabcdefabcdefabcdefabcdefabcdefabcd";
    const r = await run({ workspace: workspace("candidate"), inputs: { baseline: "none", ref: "refs/pull/7/head", sha } });
    expect(r.code).toBe(1);
    expect(gh.sarifs[0]).toMatchObject({ commit_sha: sha, ref: "refs/pull/7/head" });
    expect(r.summary).toContain(`/blob/${sha}/traces/refund-twice.json#L37`);
  });

  it("API down: reports still written, notices, gate from local data", async () => {
    reset();
    const dead = await closedPort();
    const ws = workspace("candidate");
    const r = await run({ workspace: ws, apiUrl: `http://127.0.0.1:${dead}`, inputs: { "pr-comment": "always" } });
    expect(r.code).toBe(1);
    for (const f of ["report.json", "report.sarif", "report.junit.xml", "report.md"]) expect(existsSync(join(ws, "arh-reports", f)), f).toBe(true);
    expect(cmds(r, "warning").some((c) => /No baseline: could not list artifacts/.test(c.message))).toBe(true);
    const notices = cmds(r, "notice").map((c) => c.message).join("\n");
    expect(notices).toMatch(/SARIF not uploaded/);
    expect(notices).toMatch(/PR comment not posted/);
    expect(r.outputs["gate-reasons"]).toMatch(/refund-twice-1001/);
  });

  it("API rate-limited then failing: degrades with notices, never crashes", async () => {
    reset();
    gh.faults = [
      { path: /actions\/artifacts$/, status: 429, headers: { "retry-after": "1" } },
      { path: /code-scanning/, status: 500 },
    ];
    const r = await run({ workspace: workspace("baseline") });
    expect(r.code, r.stdout).toBe(0);
    expect(r.outputs.passed).toBe("true");
    expect(cmds(r, "notice").some((c) => /SARIF not uploaded.*500/.test(c.message))).toBe(true);
  });

  it("waits for SARIF processing by default and reports a processing failure; sarif-wait: false does not wait", async () => {
    reset();
    gh.sarifStatus = "failed";
    const waited = await run({ workspace: workspace("baseline"), inputs: { baseline: "none", "sarif-upload": "true" }, env: { ARH_TEST_SARIF_POLLS: "3" } });
    expect(waited.code).toBe(1);
    expect(waited.outputs["gate-reasons"]).toMatch(/SARIF processing failed: invalid SARIF/);
    expect(gh.apiRequests().filter((q) => q.method === "GET" && q.path.includes("/code-scanning/sarifs/"))).toHaveLength(1);
    reset();
    gh.sarifStatus = "failed";
    const nowait = await run({ workspace: workspace("baseline"), inputs: { baseline: "none", "sarif-upload": "true", "sarif-wait": "false" }, env: { ARH_TEST_SARIF_POLLS: "3" } });
    expect(nowait.code, nowait.stdout).toBe(0);
    expect(gh.apiRequests().filter((q) => q.method === "GET" && q.path.includes("/code-scanning/sarifs/"))).toHaveLength(0);
    expect(nowait.outputs["sarif-id"]).toBe(gh.sarifs[0]!.id);
  });

  it("sarif-upload: true turns a 403 into a failure", async () => {
    reset();
    gh.faults = [{ path: /code-scanning\/sarifs$/, status: 403 }];
    const r = await run({ workspace: workspace("baseline"), inputs: { "sarif-upload": "true", baseline: "none" } });
    expect(r.code).toBe(1);
    expect(r.outputs["gate-reasons"]).toMatch(/SARIF not uploaded: HTTP 403/);
  });
});

describe("before/after trace diffs", () => {
  it("writes trace-diff/ and shows both sample regressions as HTML tables in the job summary", async () => {
    reset();
    const ws = workspace("candidate", { "baseline/report.json": goodBaseline.toString("utf8") });
    const dead = await closedPort();
    const r = await run({ workspace: ws, apiUrl: `http://127.0.0.1:${dead}`, inputs: { baseline: "baseline/report.json", "sarif-upload": "false" } });
    expect(r.code, r.stdout).toBe(1);
    const diffDir = join(ws, "arh-reports", "trace-diff");
    expect(existsSync(join(diffDir, "index.html"))).toBe(true);
    const docs = readdirSync(diffDir).filter((f) => f.endsWith(".json")).map((f) => JSON.parse(readFileSync(join(diffDir, f), "utf8")));
    expect(docs.map((d) => d.contract_clause).sort()).toEqual(["ARH-FLW-003", "ARH-SEQ-003"]);
    // the summary shows the same diffs as tables, each under its regression's block
    for (const d of docs) expect(r.summary).toContain(`#### ❌ <code>${d.case.split(" · ")[0]}</code>`);
    expect(r.summary.match(/<table/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    expect(r.summary).toContain("■");
    expect(r.summary).toContain("○");
  });
});

describe("memory traces", () => {
  it("lists memory traces in the job summary: scored with memory-adapter, 'not scored' without", async () => {
    reset();
    const mem = readFileSync(join(REPO, "samples", "memory", "traces", "trace_id_memory_preferences.json"), "utf8");
    const ws = workspace("baseline", { "traces/memory/trace_id_memory_preferences.json": mem });
    cpSync(join(REPO, "samples", "memory", "keyword_store.py"), join(ws, "keyword_store.py"));
    const unscored = await run({ workspace: ws, inputs: { baseline: "none", "sarif-upload": "false" } });
    expect(unscored.summary).toMatch(/Memory traces/);
    expect(unscored.summary).toMatch(/was not scored/);
    const scored = await run({ workspace: ws, inputs: { baseline: "none", "sarif-upload": "false", "memory-adapter": "python3 keyword_store.py" } });
    expect(scored.summary).toMatch(/mean support coverage 100\.0%/);
    expect(scored.code, scored.stdout).toBe(0);
  });
});

describe("baseline from a path and broken baselines", () => {
  it("compares with a report file in the workspace, without any network", async () => {
    reset();
    const ws = workspace("candidate", { "baseline/report.json": failingBaseline.toString("utf8") });
    const dead = await closedPort();
    const r = await run({ workspace: ws, apiUrl: `http://127.0.0.1:${dead}`, inputs: { baseline: "baseline/report.json", "sarif-upload": "false" } });
    expect(r.code, r.stdout).toBe(0);
    expect(r.outputs).toMatchObject({ passed: "true", "baseline-source": "baseline/report.json", "compare-report": "arh-reports/compare.json" });
  });

  it("treats an artifact that is not a report as no baseline; baseline-missing: fail fails the gate", async () => {
    reset();
    gh.addArtifact({ zip: await makeZip([{ name: "report.json", data: JSON.stringify({ reports: "nope" }) }]) });
    const r = await run({ workspace: workspace("baseline"), inputs: { "baseline-missing": "fail" } });
    expect(r.code).toBe(1);
    expect(r.outputs["baseline-source"]).toBe("none");
    expect(r.outputs["gate-reasons"]).toMatch(/no baseline \(baseline-missing: fail\): baseline artifact \d+/);
  });

  it("rejects an artifact that does not match report.schema.json (shipped beside the bundle)", async () => {
    reset();
    const bad = JSON.parse(goodBaseline.toString("utf8")) as { summary: Record<string, unknown> };
    bad.summary.total_traces = "two";
    gh.addArtifact({ zip: await zipReport(Buffer.from(JSON.stringify(bad))) });
    const r = await run({ workspace: workspace("baseline") });
    expect(r.outputs["baseline-source"]).toBe("none");
    expect(cmds(r, "warning").some((c) => /does not match report\.schema\.json/.test(c.message))).toBe(true);
  });

  it("updates the sticky comment in place on the next run", async () => {
    reset();
    gh.addArtifact({ zip: await zipReport(goodBaseline) });
    const ws = workspace("candidate");
    await run({ workspace: ws, inputs: { "pr-comment": "on-failure" } });
    expect(gh.comments).toHaveLength(1);
    const first = gh.comments[0]!.body;
    // The fix lands: the same PR now passes; the failure comment flips to "passed".
    const fixed = workspace("baseline");
    const r = await run({ workspace: fixed, inputs: { "pr-comment": "on-failure" } });
    expect(r.code).toBe(0);
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0]!.body).not.toBe(first);
    expect(gh.comments[0]!.body).toMatch(/gate passed/);
  });
});

describe("quarantine (repeated runs)", () => {
  const quarantineOf = (expires: string) =>
    JSON.stringify({
      entries: [
        { scenario: "refund-twice-1001", owner: "@agents-team", reason: "double refund under investigation", expires },
        { scenario: "refund-before-eligibility-1002", owner: "@agents-team", reason: "eligibility check moved", expires },
      ],
    });

  it("a pull request cannot quarantine its own failure: its own file is not read", async () => {
    reset();
    gh.addArtifact({ zip: await zipReport(goodBaseline) });
    const ws = workspace("candidate", { "arh-quarantine.json": quarantineOf("2099-12-31") });
    const r = await run({ workspace: ws, inputs: { quarantine: "arh-quarantine.json" } });
    expect(r.code, r.stdout).toBe(1);
    expect(r.stdout).toMatch(/quarantine 'arh-quarantine.json' of the pull request is not read/);
    expect(r.outputs["gate-reasons"]).toMatch(/pass->fail/);
  });

  it("the base branch's quarantine, carried in the baseline artifact, holds the failures: reported, not gated", async () => {
    reset();
    gh.addArtifact({ zip: await makeZip([{ name: "report.json", data: goodBaseline }, { name: "quarantine.json", data: quarantineOf("2099-12-31") }]) });
    const r = await run({ workspace: workspace("candidate") });
    expect(r.code, r.stdout).toBe(0);
    expect(cmds(r, "warning").some((c) => /scenario "refund-twice-1001" is quarantined until 2099-12-31 by @agents-team/.test(c.message))).toBe(true);
  });

  it("an expired entry of the base branch's quarantine fails loudly (judged by the event's date)", async () => {
    reset();
    gh.addArtifact({ zip: await makeZip([{ name: "report.json", data: goodBaseline }, { name: "quarantine.json", data: quarantineOf("2019-01-31") }]) });
    const r = await run({ workspace: workspace("candidate") });
    expect(r.code).toBe(1);
    expect(r.outputs["gate-reasons"]).toMatch(/expired on 2019-01-31 \(today 2019-05-15\)/);
  });

  it("a push uploads the quarantine in the baseline bundle", async () => {
    reset();
    artifactService.newRun();
    const ws = workspace("baseline", { "arh-quarantine.json": quarantineOf("2099-12-31") });
    const r = await run({ workspace: ws, event: "push", payload: join(FIXTURES, "push.json"), inputs: { quarantine: "arh-quarantine.json" }, env: artifactService.env() });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const dir = mkdtempSync(join(tmpdir(), "arh-upload-"));
    temps.push(dir);
    await extractZipSafely(artifactService.finalized("arh-baseline").at(-1)!.zip, dir);
    expect(readdirSync(dir).sort()).toEqual(["bundle.json", "history.json", "index.jsonl", "policy.json", "quarantine.json", "report.json", "traces"]);
    expect(readFileSync(join(dir, "quarantine.json"), "utf8")).toBe(quarantineOf("2099-12-31"));
  });
});

describe("inputs (validated up front, one clear line)", () => {
  const failure = (r: RunOutcome) => cmds(r, "error").map((c) => c.message).join("\n");
  it("refuses format=xml and fail-under=0x20 before reading anything", async () => {
    reset();
    for (const [k, v, re] of [["format", "xml", /input 'format' must be one of/], ["fail-under", "0x20", /input 'fail-under' must be a number between 0 and 100 \(got '0x20'\)/]] as const) {
      const r = await run({ workspace: workspace("baseline"), inputs: { [k]: v } });
      expect(r.code).toBe(1);
      expect(failure(r)).toMatch(re);
      expect(r.stdout + r.stderr).not.toMatch(/internal error|\n\s+at /);
    }
    expect(gh.apiRequests()).toHaveLength(0);
  });

  it("refuses output-dir outside the workspace unless opted in, and output-dir naming a file", async () => {
    reset();
    const ws = workspace("baseline", { "occupied.txt": "x", "sub/file": "y" });
    const outside = await run({ workspace: ws, inputs: { "output-dir": "../elsewhere", baseline: "none", "sarif-upload": "false" } });
    expect(outside.code).toBe(1);
    expect(failure(outside)).toMatch(/input 'output-dir' resolves outside the workspace .*output-dir-outside-workspace: true/);
    expect(existsSync(join(ws, "..", "elsewhere"))).toBe(false);
    const target = mkdtempSync(join(tmpdir(), "arh-out-"));
    temps.push(target);
    const allowed = await run({ workspace: ws, inputs: { "output-dir": target, "output-dir-outside-workspace": "true", baseline: "none", "sarif-upload": "false" } });
    expect(allowed.code, allowed.stdout).toBe(0);
    expect(existsSync(join(target, "report.json"))).toBe(true);
    for (const dir of ["occupied.txt", "sub/file/deeper"]) {
      const r = await run({ workspace: ws, inputs: { "output-dir": dir, baseline: "none", "sarif-upload": "false" } });
      expect(r.code).toBe(1);
      expect(failure(r)).toMatch(/input 'output-dir': .* a file, not a directory/);
      expect(r.stdout).not.toMatch(/internal error|EEXIST|ENOTDIR/);
    }
  });

  it("if-no-files-found: error by default; warn writes empty reports and the empty run fails the gate unless allow-empty", async () => {
    reset();
    const ws = workspace("baseline");
    const err = await run({ workspace: ws, inputs: { traces: "nothing/**/*.json", baseline: "none", "sarif-upload": "false" } });
    expect(err.code).toBe(1);
    expect(failure(err)).toMatch(/no trace files matched 'traces' \(nothing\/\*\*\/\*\.json\).*if-no-files-found: error/);
    const warn = await run({ workspace: ws, inputs: { traces: "nothing/**/*.json", baseline: "none", "sarif-upload": "false", "if-no-files-found": "warn" } });
    expect(warn.code, warn.stdout).toBe(1);
    expect(cmds(warn, "warning").some((c) => /no trace files matched/.test(c.message))).toBe(true);
    expect(warn.outputs).toMatchObject({ passed: "false", traces: "0", "passed-traces": "0" });
    expect(warn.stdout).toContain("nothing was checked: no trace was validated (a run without traces never passes); check the trace paths, or pass --allow-empty (input allow-empty: true) to accept an empty run");
    expect(existsSync(join(ws, "arh-reports", "report.json"))).toBe(true);
    const allowed = await run({ workspace: ws, inputs: { traces: "nothing/**/*.json", baseline: "none", "sarif-upload": "false", "if-no-files-found": "warn", "allow-empty": "true" } });
    expect(allowed.code, allowed.stdout).toBe(0);
    expect(allowed.outputs).toMatchObject({ passed: "true", traces: "0", "passed-traces": "0" });
    expect(allowed.summary).toContain("No trace was checked; the run passes because an empty run is allowed (allow-empty).");
    const ignore = await run({ workspace: ws, inputs: { traces: "nothing", baseline: "none", "sarif-upload": "false", "if-no-files-found": "ignore", "allow-empty": "true" } });
    expect(ignore.code).toBe(0);
    expect(cmds(ignore, "warning").filter((c) => /no trace files/.test(c.message))).toHaveLength(0);
    const ignoreDefault = await run({ workspace: ws, inputs: { traces: "nothing", baseline: "none", "sarif-upload": "false", "if-no-files-found": "ignore" } });
    expect(ignoreDefault.code).toBe(1);
  });

  it("working-directory: a repository checked out below the workspace; paths relative to it, outputs to the workspace", async () => {
    reset();
    const root = mkdtempSync(join(tmpdir(), "arh-ws-"));
    temps.push(root);
    cpSync(workspace("candidate"), join(root, "app"), { recursive: true });
    const r = await run({ workspace: root, inputs: { "working-directory": "app", baseline: "none" } });
    expect(r.code).toBe(1);
    expect(r.outputs).toMatchObject({ "json-report": "app/arh-reports/report.json", traces: "2", "passed-traces": "0", "failed-traces": "2" });
    const files = cmds(r, "error").filter((c) => c.props.file).map((c) => c.props.file);
    expect(files).toContain("traces/refund-twice.json");
    expect(gh.sarifs[0]!.checkout_uri).toBe(pathToFileURL(join(root, "app")).href);
    const bad = await run({ workspace: root, inputs: { "working-directory": "../x" } });
    expect(failure(bad)).toMatch(/input 'working-directory' must be a directory inside the workspace/);
  });
});

describe("file names round-trip (annotations and SARIF)", () => {
  it("a::b.json and back\\slash.json keep their names", async () => {
    reset();
    const bad = readFileSync(join(SAMPLES, "candidate", "refund-twice.json"), "utf8");
    const names = ["traces/odd/a::b.json", "traces/odd/back\\slash.json"];
    const ws = workspace("baseline", Object.fromEntries(names.map((n, i) => [n, bad.replace(/"trace_id": "[^"]*"/, `"trace_id": "odd-${i}"`)])));
    // A parent directory whose name has a space: checkout_uri must still be a valid file URL.
    const spaced = join(mkdtempSync(join(tmpdir(), "arh-ws-")), "my work space");
    temps.push(join(spaced, ".."));
    cpSync(ws, spaced, { recursive: true });
    const r = await run({ workspace: spaced, inputs: { baseline: "none" } });
    expect(r.code).toBe(1);
    const files = new Set(cmds(r, "error").map((c) => c.props.file).filter(Boolean));
    for (const n of names) expect(files.has(n), `${n} in ${[...files].join(", ")}`).toBe(true);
    expect(gh.sarifs).toHaveLength(1);
    const s = gh.sarifs[0]!;
    expect(s.checkout_uri).toBe(pathToFileURL(spaced).href);
    expect(s.checkout_uri).toContain("my%20work%20space");
    expect(fileURLToPath(s.checkout_uri!)).toBe(spaced);
    const uris = new Set((s.sarif as { runs: { results: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[] }[] }).runs[0]!.results.map((x) => decodeURIComponent(x.locations[0]!.physicalLocation.artifactLocation.uri)));
    for (const n of names) expect(uris.has(n), n).toBe(true);
  });
});

describe("annotations past the runner's caps", () => {
  /** A trace with `n` steps calling a tool outside the allow-list: n error findings. */
  const many = (n: number) => {
    const src = JSON.parse(readFileSync(join(SAMPLES, "candidate", "refund-twice.json"), "utf8")) as { trace_id: string; steps: Record<string, unknown>[] };
    const steps = Array.from({ length: n }, (_, i) => ({ step_id: `x${i}`, type: "tool_call", tool_name: "delete_account", arguments: {} }));
    return JSON.stringify({ ...src, trace_id: "many-findings", steps: [...src.steps, ...steps] }, null, 2);
  };

  it("check-run: true shows all 300+ findings in one check run, batches of 50, conclusion = the gate's", async () => {
    reset();
    const r = await run({ workspace: workspace("baseline", { "traces/many.json": many(300) }), inputs: { baseline: "none", "check-run": "true", "sarif-upload": "false" } });
    expect(r.code).toBe(1);
    expect(gh.checkRuns).toHaveLength(1);
    const cr = gh.checkRuns[0]!;
    expect(cr.annotations.length).toBeGreaterThanOrEqual(300);
    expect(cr.batches.every((b) => b <= 50)).toBe(true);
    expect(cr.batches.reduce((a, b) => a + b, 0)).toBe(cr.annotations.length);
    expect(cr).toMatchObject({ status: "completed", conclusion: "failure", name: "arh gate", head_sha: "8f14e45fceea167a5a36dedd4bea2543a1b2c3d4" });
    expect(cr.title).toMatch(/^Failed: /);
    expect(r.outputs["check-run-id"]).toBe(String(cr.id));
    // No finding annotations as workflow commands; the verdict still is one.
    expect(cmds(r, "error").filter((c) => c.props.file)).toHaveLength(0);
    expect(cmds(r, "error").filter((c) => !c.props.file).map((c) => c.message).join("\n")).toMatch(/gate failed/);
  });

  it("check-run: true without checks: write falls back to workflow commands with a notice", async () => {
    reset();
    gh.faults = [{ method: "POST", path: /check-runs$/, status: 403 }];
    const r = await run({ workspace: workspace("candidate"), inputs: { baseline: "none", "check-run": "true", "sarif-upload": "false" } });
    expect(r.code).toBe(1);
    expect(cmds(r, "notice").some((c) => /Check run not created: HTTP 403.*checks: write/.test(c.message))).toBe(true);
    expect(cmds(r, "error").filter((c) => c.props.file)).toHaveLength(2);
  });

  it("the action's own warnings stay within the runner's 10: 'No baseline' is shown even with many duplicate trace ids", async () => {
    reset();
    const src = readFileSync(join(SAMPLES, "candidate", "refund-twice.json"), "utf8");
    const extra: Record<string, string> = {};
    for (let i = 0; i < 12; i++) for (const c of ["a", "b"]) extra[`traces/dup/${c}${i}.json`] = src.replace(/"trace_id": "[^"]*"/, `"trace_id": "dup-${i}"`);
    const r = await run({ workspace: workspace("baseline", extra), inputs: { "sarif-upload": "false" } });
    const warnings = cmds(r, "warning");
    expect(warnings.length).toBeLessThanOrEqual(10);
    expect(warnings.filter((c) => !c.props.file).length).toBeLessThanOrEqual(3);
    expect(warnings.some((c) => /^12 trace ids occur more than once/.test(c.message))).toBe(true);
    expect(warnings.some((c) => /No baseline/.test(c.message))).toBe(true);
    expect(r.stdout).toMatch(/^trace_id 'dup-11' occurs 2 times/m);
  });

  it("default mode never drops the verdict: at most 10 error annotations, the verdict among them, and a plain log line", async () => {
    reset();
    gh.faults = [{ path: /code-scanning\/sarifs$/, status: 403 }];
    // 300 findings, a missing baseline that fails the gate and a failing SARIF upload: all of them errors.
    const r = await run({ workspace: workspace("candidate", { "traces/many.json": many(300) }), inputs: { "baseline-missing": "fail", "sarif-upload": "true" } });
    expect(r.code).toBe(1);
    const errors = cmds(r, "error");
    expect(errors.length).toBeLessThanOrEqual(10);
    expect(errors.at(-1)!.props.file).toBeUndefined();
    expect(errors.at(-1)!.message).toMatch(/gate failed[\s\S]*no baseline \(baseline-missing: fail\)[\s\S]*SARIF not uploaded/);
    expect(cmds(r, "warning").length).toBeLessThanOrEqual(10);
    expect(r.stdout).toMatch(/^Agent reliability gate failed:$/m);
  });
});

describe("fork PRs the conventional way: pull_request gates, workflow_run publishes", () => {
  const FORK_HEAD = "c9f0f895fb98ab9159f51fd0297e236d1a2b3c4e";
  const PR_RUN = 7002; // the run workflow_run_fork.json names

  /** The pull_request run of fork PR #8 (read-only token), then its output-dir as the artifact it uploads. */
  async function forkRun(): Promise<{ r: RunOutcome; zip: Buffer }> {
    gh.addArtifact({ zip: await zipReport(goodBaseline) });
    const ws = workspace("candidate");
    const r = await run({ workspace: ws, payload: join(FIXTURES, "pull_request_fork.json"), sha: "9d5c1b4e2f3a6b7c8d9e0f1a2b3c4d5e6f7a8b9c", inputs: { "pr-comment": "always" } });
    const dir = join(ws, "arh-reports");
    const zip = await makeZip(readdirSync(dir).filter((f) => f.endsWith(".json") || f.endsWith(".sarif")).map((f) => ({ name: f, data: readFileSync(join(dir, f)) })));
    return { r, zip };
  }
  /** The default branch's checkout in the publishing run: the policy only, no fork code. */
  const trusted = () => {
    const ws = mkdtempSync(join(tmpdir(), "arh-ws-"));
    temps.push(ws);
    cpSync(join(SAMPLES, "policy.json"), join(ws, "policy.json"));
    return ws;
  };
  const publish = (inputs: Record<string, string> = {}) =>
    run({ workspace: trusted(), event: "workflow_run", payload: join(FIXTURES, "workflow_run_fork.json"), sha: "e4da3b7fbbce2345d7772b0674a318d5a1b2c3d4", ref: "refs/heads/main", inputs: { traces: "", policy: "policy.json", "pr-comment": "always", ...inputs } });
  const prRun = () => gh.addRun({ id: PR_RUN, event: "pull_request", head_branch: "retry-refunds", head_sha: FORK_HEAD, head_repository_id: 987654321, conclusion: "failure", pull_requests: [] });
  const pull = (head = FORK_HEAD) => gh.pulls.set(8, { number: 8, head_sha: head, head_ref: "retry-refunds", head_repo_id: 987654321, base_ref: "main" });

  it("publishes SARIF, a check run with the annotations and the sticky comment to fork PR #8 at its head commit", async () => {
    reset();
    const { r: pr, zip } = await forkRun();
    expect(pr.code).toBe(1);
    expect(gh.sarifs).toHaveLength(0);
    expect(gh.comments).toHaveLength(0);
    expect(JSON.parse(readFileSync(join(REPO, "test/github/fixtures/pull_request_fork.json"), "utf8")).number).toBe(8);
    prRun();
    gh.addArtifact({ name: "arh-reports", zip, runId: PR_RUN, createdAt: "2026-11-30T13:01:00Z" });
    pull();
    gh.requests = [];
    const r = await publish();
    expect(r.code, r.stdout).toBe(1);
    expect(r.stdout).toMatch(/Publishing the reports of workflow run 7002 \(artifact \d+\) for pull request #8 at c9f0f89/);
    // The gate, recomputed against the base branch's own baseline (never the fork's).
    expect(r.outputs).toMatchObject({ passed: "false", "new-error-findings": "2" });
    expect(r.outputs["baseline-source"]).toMatch(/^artifact \d+ \(run \d+/);
    expect(gh.sarifs).toHaveLength(1);
    expect(gh.sarifs[0]).toMatchObject({ commit_sha: FORK_HEAD, ref: "refs/pull/8/head" });
    expect(gh.checkRuns).toHaveLength(1);
    expect(gh.checkRuns[0]).toMatchObject({ head_sha: FORK_HEAD, conclusion: "failure", status: "completed" });
    expect(gh.checkRuns[0]!.annotations.map((a) => a.path).sort()).toEqual(["traces/refund-before-eligibility.json", "traces/refund-twice.json"]);
    expect(gh.comments).toHaveLength(1);
    expect(gh.apiRequests().some((q) => q.method === "POST" && q.path.endsWith("/issues/8/comments"))).toBe(true);
    // Annotations went to the check run, not to this (default-branch) run.
    expect(cmds(r, "error").filter((c) => c.props.file)).toHaveLength(0);
    expect(gh.apiRequests().filter((q) => q.path.includes("/actions/runs/7002/artifacts"))).toHaveLength(1);
  });

  it("publish-from names the run explicitly (same-repository PR found through the run's pull_requests)", async () => {
    reset();
    gh.addArtifact({ zip: await zipReport(goodBaseline) });
    const ws = workspace("candidate");
    await run({ workspace: ws, inputs: { "pr-comment": "off", "sarif-upload": "false" } });
    const dir = join(ws, "arh-reports");
    const run7 = gh.addRun({ event: "pull_request", head_branch: "retry-refunds", head_sha: "8f14e45fceea167a5a36dedd4bea2543a1b2c3d4", pull_requests: [{ number: 7, head_sha: "8f14e45fceea167a5a36dedd4bea2543a1b2c3d4", head_ref: "retry-refunds", base_ref: "main" }] });
    gh.addArtifact({ name: "arh-reports", zip: await makeZip([{ name: "report.json", data: readFileSync(join(dir, "report.json")) }]), runId: run7.id });
    gh.pulls.set(7, { number: 7, head_sha: "8f14e45fceea167a5a36dedd4bea2543a1b2c3d4", head_ref: "retry-refunds", head_repo_id: gh.repoId, base_ref: "main" });
    const r = await run({ workspace: trusted(), event: "push", payload: join(FIXTURES, "push.json"), inputs: { traces: "", policy: "", "publish-from": String(run7.id), "sarif-upload": "false" } });
    expect(r.code, r.stdout).toBe(1);
    expect(gh.checkRuns[0]).toMatchObject({ head_sha: "8f14e45fceea167a5a36dedd4bea2543a1b2c3d4", conclusion: "failure" });
    // No policy in the publishing run: no trace diffs, everything else as usual; no baseline upload from a push event either.
    expect(r.stdout).not.toMatch(/Baseline uploaded/);
  });

  const bad: [string, (zip: Buffer) => void, RegExp][] = [
    ["the artifact is missing", () => {}, /has no artifact 'arh-reports'/],
    ["the artifact has expired", (zip) => void gh.addArtifact({ name: "arh-reports", zip, runId: PR_RUN, expired: true }), /has expired/],
    ["the run belongs to another repository", (zip) => {
      gh.runs.get(PR_RUN)!.repository_id = 55555;
      gh.addArtifact({ name: "arh-reports", zip, runId: PR_RUN });
    }, /belongs to another repository/],
    ["the PR's head is not the run's head commit", (zip) => {
      gh.addArtifact({ name: "arh-reports", zip, runId: PR_RUN });
      pull("0123456789abcdef0123456789abcdef01234567");
    }, /pull request #8 is at 0123456, not at the run's head commit c9f0f89: not publishing to it/],
    // the same public commit pushed to another fork, or another branch, and opened as PR #8
    ["the PR comes from another repository at the run's head commit", (zip) => {
      gh.addArtifact({ name: "arh-reports", zip, runId: PR_RUN });
      gh.pulls.set(8, { number: 8, head_sha: FORK_HEAD, head_ref: "retry-refunds", head_repo_id: 1234, base_ref: "main" });
    }, /pull request #8 comes from repository 1234, not from the run's head repository 987654321: not publishing to it/],
    ["the PR comes from another branch at the run's head commit", (zip) => {
      gh.addArtifact({ name: "arh-reports", zip, runId: PR_RUN });
      gh.pulls.set(8, { number: 8, head_sha: FORK_HEAD, head_ref: "copy", head_repo_id: 987654321, base_ref: "main" });
    }, /pull request #8 is from branch "copy", not from the run's head branch "retry-refunds": not publishing to it/],
  ];
  it.each(bad)("nothing is published when %s: one notice, no crash, nothing written to GitHub", async (_what, arrange, re) => {
    reset();
    const { zip } = await forkRun();
    prRun();
    pull();
    arrange(zip);
    gh.requests = [];
    gh.sarifs = [];
    gh.checkRuns = [];
    const r = await publish();
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const notices = cmds(r, "notice").map((c) => c.message);
    expect(notices.filter((m) => /^Nothing published from workflow run 7002: /.test(m))).toHaveLength(1);
    expect(notices.join("\n")).toMatch(re);
    expect(r.stdout + r.stderr).not.toMatch(/internal error|\n\s+at /);
    expect(gh.apiRequests().filter((q) => q.method !== "GET")).toHaveLength(0);
    expect(r.outputs.passed).toBe("");
  });
});

describe("untrusted text", () => {
  it("never forms a workflow command on stdout", async () => {
    reset();
    const evil = {
      schema_version: "1",
      trace_id: "x\n::warning file=pwn.txt::INJECTED-ID",
      agent_name: "::add-mask::agent",
      workflow: "w",
      steps: [
        { step_id: "s1\n::set-output name=passed::true", type: "tool_call", tool_name: "::error::INJECTED-TOOL\n::stop-commands::tok", arguments: {} },
        { step_id: "s2", type: "model_response", text: "done %0A::error::INJECTED" },
      ],
    };
    const ws = workspace("baseline", { "traces/evil.json": JSON.stringify(evil, null, 2) });
    const r = await run({ workspace: ws, inputs: { baseline: "none" } });
    expect(r.code).toBe(1);
    for (const line of r.stdout.split("\n")) {
      if (!line.startsWith("::")) continue;
      const m = /^::([a-z-]+)/.exec(line);
      expect(["error", "warning", "notice", "debug", "add-mask", "group", "endgroup"]).toContain(m?.[1]);
    }
    expect(r.commands.filter((c) => /INJECTED/.test(c.props.file ?? "") || c.command === "stop-commands" || c.command === "set-output")).toHaveLength(0);
    expect(r.stdout).not.toMatch(/^\s*::(warning|error) ?[^\n]*::INJECTED/m);
    expect(r.outputs.passed).toBe("false");
  });
});

function closedPort(): Promise<number> {
  return new Promise((res) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => res(port));
    });
  });
}
