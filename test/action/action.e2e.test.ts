// The bundled action end to end: dist/index.js runs as a child process with the runner's
// environment, against the fake GitHub API over real HTTP. Scenarios of issue 5.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { FakeGitHub } from "./fake-github.js";
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
const temps: string[] = [];
let actionDir: string;
let pushRun: RunOutcome;
let uploadDir: string;
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

const reset = () => {
  gh.artifacts = [];
  gh.runs.clear();
  gh.faults = [];
  gh.requests = [];
  gh.comments = [];
  gh.sarifs = [];
};
const cmds = (r: RunOutcome, c: string) => r.commands.filter((x) => x.command === c);
const zipReport = (report: Buffer) => makeZip([{ name: "report.json", data: report }]);

beforeAll(async () => {
  actionDir = prepareActionDir();
  temps.push(actionDir);
  await gh.start();
  uploadDir = mkdtempSync(join(tmpdir(), "arh-upload-"));
  temps.push(uploadDir);
  // Push to main with the well-behaved agent: uploads the baseline through the test double.
  pushRun = await run({ workspace: workspace("baseline"), event: "push", payload: join(FIXTURES, "push.json"), env: { ARH_TEST_ARTIFACT_UPLOAD_DIR: uploadDir } });
  goodBaseline = readFileSync(join(uploadDir, "arh-baseline", "report.json"));
  // A main branch where the regressed agent is already merged (baseline with failures).
  const failDir = mkdtempSync(join(tmpdir(), "arh-upload-"));
  temps.push(failDir);
  const r = await run({ workspace: workspace("candidate"), event: "push", payload: join(FIXTURES, "push.json"), inputs: { "fail-on": "never" }, env: { ARH_TEST_ARTIFACT_UPLOAD_DIR: failDir } });
  expect(r.code, r.stdout + r.stderr).toBe(0);
  failingBaseline = readFileSync(join(failDir, "arh-baseline", "report.json"));
}, 120_000);

afterAll(async () => {
  await gh.stop();
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

describe("push to main", () => {
  it("passes, uploads the baseline via the injected uploader, and uploads SARIF for refs/heads/main", () => {
    expect(pushRun.code, pushRun.stdout + pushRun.stderr).toBe(0);
    const manifest = JSON.parse(readFileSync(join(uploadDir, "arh-baseline.upload.json"), "utf8"));
    expect(manifest).toMatchObject({ name: "arh-baseline", files: ["report.json"] });
    const report = JSON.parse(goodBaseline.toString("utf8"));
    expect(report.summary).toMatchObject({ total_traces: 2, passed_traces: 2 });
    expect(report.reports[0].steps.length).toBeGreaterThan(0);
    expect(pushRun.outputs).toMatchObject({ passed: "true", "baseline-source": "none", traces: "2", "failed-traces": "0" });
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
    expect(r.outputs["gate-reasons"]).toMatch(/trace 'refund-twice-1001' failed/);
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
    expect(r.summary).toMatch(/5 more finding\(s\) are not annotated/);
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

  it("sarif-upload: true turns a 403 into a failure", async () => {
    reset();
    gh.faults = [{ path: /code-scanning\/sarifs$/, status: 403 }];
    const r = await run({ workspace: workspace("baseline"), inputs: { "sarif-upload": "true", baseline: "none" } });
    expect(r.code).toBe(1);
    expect(r.outputs["gate-reasons"]).toMatch(/SARIF not uploaded: HTTP 403/);
  });
});

describe("before/after trace diffs (issue 6)", () => {
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

describe("memory traces (issue 7)", () => {
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
