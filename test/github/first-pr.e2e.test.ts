// The first hour, end to end: a toy agent repository (its tests export OpenTelemetry spans), the CLI
// installed the way the README says (the repository's source archive, `npm install --global`),
// `arh collect -- npm test` and `arh init traces/ --workflow`, the suggested commit, and then the
// generated workflow's jobs as the runner runs them: each `run:` step in bash, the action step as
// the built bundle (dist/index.js) against local stand-ins for the GitHub API and the artifact
// service (the real @actions/artifact client), and the first pull request's action step also under
// GitHub's @github/local-action. The first pull request passes (no baseline yet: the
// absolute gate), the push to main records the baseline, an unchanged agent passes against it, a
// regression (the refund issued twice) fails with a trace diff, and the job summary links the
// reports artifact the action uploaded. Nothing leaves 127.0.0.1: npm runs offline.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { parse as parseYaml } from "yaml";
import { ArtifactService } from "./artifact-service.js";
import { FakeGitHub } from "./fake-github.js";
import { FIXTURES, REPO, prepareActionDir, runBundle, type RunOutcome } from "./harness.js";
import { extractZipSafely } from "../../src/github/zip.js";

const service = new ArtifactService();
/** The page of this run's reports artifact, as the action links it (GITHUB_RUN_ID 7001 in the harness). */
const reportsUrl = (): string => {
  const art = service.finalized("arh-reports").find((a) => a.runBackendId === service.runBackendId);
  expect(art, "the reports artifact of this run").toBeDefined();
  return `https://github.com/octo-org/agent-app/actions/runs/7001/artifacts/${art!.id}`;
};
const gh = new FakeGitHub();
let scratch = "";
let actionDir = "";
let archive = "";
let globalPrefix = "";

/** The toy agent: a refund flow; `twice` is the regression a pull request introduces. */
const AGENT = (twice: boolean) => `// A toy refund agent: which tools it calls for a request, and its answer.
export async function handle(order, call) {
  const o = await call("lookup_order", { order_id: order.id });
  const e = await call("check_eligibility", { order_id: order.id });
  if (!e.eligible) return "Order " + order.id + " is not eligible for a refund.";
  await call("issue_refund", { order_id: order.id, amount: o.total });${twice ? '\n  await call("issue_refund", { order_id: order.id, amount: o.total }); // retry "just in case"' : ""}
  return "Your refund of " + o.total + " EUR for order " + order.id + " has been issued.";
}
`;

/** The toy agent's tests: each scenario one trace, exported as OTLP/JSON to the endpoint arh collect sets. */
const AGENT_TEST = `import { randomBytes } from "node:crypto";
import { handle } from "./agent.mjs";
const endpoint = process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
if (!endpoint) throw new Error("run me under arh collect");
const hex = (n) => randomBytes(n).toString("hex");
// a clock as a tracer's: nanoseconds, different on every run, never going back (a sequential
// call starts after the one before it ended)
const base = BigInt(Date.now()) * 1000000n - process.hrtime.bigint();
const now = () => base + process.hrtime.bigint();
const str = (key, v) => ({ key, value: { stringValue: v } });
const int = (key, v) => ({ key, value: { intValue: String(v) } });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const orders = { "ORD-1": { total: 48, eligible: true }, "ORD-2": { total: 129.5, eligible: true }, "ORD-3": { total: 20, eligible: false } };
for (const [id, data] of Object.entries(orders)) {
  const traceId = hex(16);
  const root = hex(8);
  const spans = [];
  const t0 = now();
  let refunds = 0;
  const call = async (tool, args) => {
    const start = now();
    await sleep(3);
    const result = tool === "lookup_order" ? { order_id: id, total: data.total } : tool === "check_eligibility" ? { eligible: data.eligible } : { ok: true, refund_id: "rf_" + id + "_" + ++refunds };
    spans.push({ traceId, spanId: hex(8), parentSpanId: root, name: "execute_tool " + tool, kind: 1, startTimeUnixNano: String(start), endTimeUnixNano: String(now()),
      attributes: [str("gen_ai.operation.name", "execute_tool"), str("gen_ai.tool.name", tool), str("gen_ai.tool.call.id", "call_" + spans.length), str("gen_ai.tool.call.arguments", JSON.stringify(args)), str("gen_ai.tool.call.result", JSON.stringify(result))] });
    return result;
  };
  const answer = await handle({ id }, call);
  const start = now();
  await sleep(5);
  spans.push({ traceId, spanId: hex(8), parentSpanId: root, name: "chat toy-model", kind: 3, startTimeUnixNano: String(start), endTimeUnixNano: String(now()),
    attributes: [str("gen_ai.operation.name", "chat"), str("gen_ai.request.model", "toy-model"), int("gen_ai.usage.input_tokens", 120), int("gen_ai.usage.output_tokens", 30), str("gen_ai.completion.0.role", "assistant"), str("gen_ai.completion.0.content", answer)] });
  spans.unshift({ traceId, spanId: root, name: "refund-agent", kind: 1, startTimeUnixNano: String(t0), endTimeUnixNano: String(now()), attributes: [str("arh.trace_id", "refund-" + id)] });
  const body = { resourceSpans: [{ resource: { attributes: [str("service.name", "toy-agent"), str("arh.agent_name", "toy-agent"), str("arh.workflow", "refunds")] }, scopeSpans: [{ scope: { name: "toy" }, spans }] }] };
  const r = await fetch(endpoint, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (!r.ok) throw new Error("export failed: HTTP " + r.status);
  console.log("scenario " + id + ": " + answer);
}
`;

const npmEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  PATH: `${join(globalPrefix, "bin")}:${process.env.PATH ?? "/usr/bin:/bin"}`,
  npm_config_prefix: globalPrefix,
  npm_config_cache: join(scratch, "npm-cache"),
  npm_config_userconfig: join(scratch, "npmrc"),
  npm_config_offline: "true",
  npm_config_audit: "false",
  npm_config_fund: "false",
  npm_config_update_notifier: "false",
  GIT_AUTHOR_NAME: "Mona", GIT_AUTHOR_EMAIL: "mona@example.invalid", GIT_COMMITTER_NAME: "Mona", GIT_COMMITTER_EMAIL: "mona@example.invalid",
});
const sh = (cwd: string, script: string, env: NodeJS.ProcessEnv = {}): SpawnSyncReturns<string> =>
  spawnSync("bash", ["-euo", "pipefail", "-c", script], { cwd, encoding: "utf8", env: { ...npmEnv(), ...env }, timeout: 120_000 });
const ok = (r: SpawnSyncReturns<string>, what: string): SpawnSyncReturns<string> => {
  if (r.status !== 0) throw new Error(`${what}: exit ${r.status}\n${r.stdout}\n${r.stderr}`);
  return r;
};

interface Step { name?: string; id?: string; uses?: string; run?: string; if?: string; with?: Record<string, string>; env?: Record<string, string> }
interface Workflow { env: Record<string, string>; jobs: Record<string, { steps: Step[] }> }

/**
 * One job of the generated workflow on a checkout of `ref`: `run:` steps in bash (the workflow's env,
 * ARH_CLI pointing at the local archive), the action step as the bundle. Returns the action's outcome
 * and its job summary.
 */
async function runJob(wf: Workflow, job: "gate" | "baseline", repo: string, ref: string, event: "pull_request" | "push"): Promise<{ action: RunOutcome; summary: string; reports: string; ws: string; inputs: Record<string, string> }> {
  const ws = mkdtempSync(join(scratch, `ws-${job}-`));
  ok(spawnSync("git", ["clone", "--quiet", "--branch", ref, repo, ws], { encoding: "utf8" }), "checkout");
  const env = { ...wf.env, ARH_CLI: archive };
  let action: RunOutcome | undefined;
  let summary = "";
  let used: Record<string, string> = {};
  for (const step of wf.jobs[job]!.steps) {
    if (step.uses?.startsWith("actions/checkout@")) continue; // done above
    if (step.uses?.startsWith("arh-action/arh-action@")) {
      const inputs = { ...(step.with ?? {}) };
      used = inputs;
      action = await runBundle({
        actionDir, workspace: ws, event, payload: join(FIXTURES, event === "push" ? "push.json" : "pull_request.json"), apiUrl: gh.apiUrl, token: gh.token,
        inputs, env: { ...service.env(), ...env },
      });
      summary = action.summary;
      continue;
    }
    expect(step.uses?.startsWith("actions/upload-artifact@") ?? false, "the action uploads the reports itself: no second artifact of that name").toBe(false);
    if (step.run) {
      ok(sh(ws, step.run, { ...env, ...step.env }), step.name ?? step.run);
    }
  }
  expect(action, "the job runs the action").toBeDefined();
  return { action: action!, summary, reports: join(ws, "arh-reports"), ws, inputs: used };
}

/**
 * The same action step under GitHub's @github/local-action (`local-action run <action dir>
 * src/main.ts <dotenv>`, its own @actions/core and @actions/github), in the job's workspace.
 */
async function runLocalAction(ws: string, inputs: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const dir = mkdtempSync(join(scratch, "local-action-"));
  writeFileSync(join(dir, "summary.md"), "");
  writeFileSync(join(dir, "output"), "");
  const dotenv: Record<string, string> = {
    GITHUB_WORKSPACE: ws, GITHUB_EVENT_NAME: "pull_request", GITHUB_EVENT_PATH: join(FIXTURES, "pull_request.json"),
    GITHUB_SHA: "9d5c1b4e2f3a6b7c8d9e0f1a2b3c4d5e6f7a8b9c", GITHUB_REF: "refs/pull/7/merge",
    GITHUB_REPOSITORY: `${gh.owner}/${gh.repo}`, GITHUB_REPOSITORY_OWNER: gh.owner, GITHUB_API_URL: gh.apiUrl, GITHUB_SERVER_URL: "https://github.com",
    GITHUB_RUN_ID: "7001", GITHUB_STEP_SUMMARY: join(dir, "summary.md"), GITHUB_OUTPUT: join(dir, "output"), RUNNER_TEMP: dir,
    INPUT_TOKEN: gh.token, "INPUT_SARIF-UPLOAD": "false", ARH_TEST_SARIF_POLLS: "1", ARH_TEST_SARIF_POLL_DELAY_MS: "0",
  };
  for (const [k, v] of Object.entries(inputs)) dotenv[`INPUT_${k.toUpperCase()}`] = v;
  const envFile = join(dir, "local.env");
  writeFileSync(envFile, Object.entries(dotenv).map(([k, v]) => `${k}=${v}`).join("\n") + "\n");
  const r = spawnSync(process.execPath, [join(REPO, "node_modules", ".bin", "local-action"), "run", REPO, "src/main.ts", envFile], {
    cwd: REPO, encoding: "utf8", timeout: 300_000,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: dir, npm_config_update_notifier: "false", npm_config_offline: "true", NO_COLOR: "1" },
  });
  return { code: r.status, out: r.stdout + r.stderr };
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), "arh-first-pr-"));
  globalPrefix = join(scratch, "global");
  mkdirSync(globalPrefix);
  actionDir = prepareActionDir();
  await Promise.all([service.start(), gh.start()]);
  // The README's install line for today: the repository's source archive, as GitHub serves it.
  archive = join(scratch, "arh-action-main.tar.gz");
  ok(spawnSync("git", ["archive", "--format=tar.gz", "--prefix=arh-action-main/", "-o", archive, "HEAD"], { cwd: REPO, encoding: "utf8" }), "git archive");
  // dist/ as this test's bundle (ARH_DIST_DIR), so the CLI and the action are the same build
  if (process.env.ARH_DIST_DIR) {
    const unpacked = join(scratch, "archive");
    mkdirSync(unpacked);
    ok(spawnSync("tar", ["-xzf", archive, "-C", unpacked], { encoding: "utf8" }), "tar");
    rmSync(join(unpacked, "arh-action-main", "dist"), { recursive: true, force: true });
    cpSync(process.env.ARH_DIST_DIR, join(unpacked, "arh-action-main", "dist"), { recursive: true });
    ok(spawnSync("tar", ["-czf", archive, "-C", unpacked, "arh-action-main"], { encoding: "utf8" }), "tar");
  }
}, 120_000);

afterAll(async () => {
  await Promise.all([service.stop(), gh.stop()]);
  rmSync(scratch, { recursive: true, force: true });
  rmSync(actionDir, { recursive: true, force: true });
});

describe("from a fresh clone to the first pull request's gate", () => {
  it("install, collect, init --workflow, commit; the first PR passes, main records the baseline, a regression fails with a linked trace diff", async () => {
    // the README's install
    ok(sh(scratch, `npm install --global --no-audit --no-fund "${archive}"`), "npm install --global");
    expect(ok(sh(scratch, "arh --version"), "arh --version").stdout).toMatch(/^arh \d+\.\d+\.\d+/);

    // the toy agent repository
    const repo = join(scratch, "agent-app");
    mkdirSync(repo);
    writeFileSync(join(repo, "package.json"), JSON.stringify({ name: "agent-app", version: "1.0.0", private: true, type: "module", scripts: { test: "node agent.test.mjs" } }, null, 2) + "\n");
    writeFileSync(join(repo, "agent.mjs"), AGENT(false));
    writeFileSync(join(repo, "agent.test.mjs"), AGENT_TEST);
    writeFileSync(join(repo, ".gitignore"), "node_modules/\narh-reports/\n");
    ok(sh(repo, 'git init --quiet --initial-branch=main && git add -A && git commit --quiet -m "The agent"'), "git init");

    // record locally, infer the policy and the workflow
    const collected = ok(sh(repo, "arh collect -- npm test"), "arh collect");
    expect(collected.stderr).toMatch(/3 trace\(s\) .* written to .*traces/);
    expect(readdirSync(join(repo, "traces")).sort()).toEqual(["refund-ORD-1.json", "refund-ORD-2.json", "refund-ORD-3.json"]);
    const init = ok(sh(repo, "arh init traces/ --workflow"), "arh init");
    expect(init.stdout).toMatch(/Summary: 3\/3 traces passed/); // the proof: the policy passes its own traces
    const commit = /then commit: (git add .*)$/m.exec(init.stdout)?.[1];
    expect(commit).toBe('git add arh-policy.json arh-policy.md .github/workflows/agent-gate.yml && git commit -m "Gate the agent"');
    const wfText = readFileSync(join(repo, ".github/workflows/agent-gate.yml"), "utf8");
    const wf = parseYaml(wfText) as Workflow;
    const gateRuns = wf.jobs.gate!.steps.map((s) => s.run).filter(Boolean);
    expect(gateRuns).toContain('arh collect --clean --out "traces" -- npm test');
    // the PR adds the gate; the traces are recorded by the workflow, not committed
    ok(sh(repo, `git checkout --quiet -b add-gate && ${commit}`), "commit");
    expect(ok(sh(repo, "git ls-files"), "ls-files").stdout.split("\n")).not.toContain("traces/refund-ORD-1.json");
    const policy = JSON.parse(readFileSync(join(repo, "arh-policy.json"), "utf8")) as { budgets: Record<string, number> };
    expect(policy.budgets.max_step_latency_ms).toBeGreaterThanOrEqual(1000); // headroom for a slower runner

    // 1. the first pull request: no baseline yet, the absolute gate passes
    gh.artifacts = [];
    service.newRun();
    const first = await runJob(wf, "gate", repo, "add-gate", "pull_request");
    expect(first.action.code, first.action.stdout + first.action.stderr).toBe(0);
    expect(first.action.outputs).toMatchObject({ passed: "true", traces: "3", "baseline-source": "none" });
    expect(first.summary).toContain(`- Reports and trace diffs: [arh-reports](${reportsUrl()})`);
    // the same step under the action's local runner, on the traces that job recorded
    const local = await runLocalAction(first.ws, first.inputs);
    expect(local.code, local.out).toBe(0);
    expect(local.out.split("\n").filter((l) => l.startsWith("::set-output name=passed::"))).toEqual(["::set-output name=passed::true"]);
    expect(local.out).toContain("::set-output name=traces::3");

    // 2. merged: the push to main records the baseline
    ok(sh(repo, "git checkout --quiet main && git merge --quiet --ff-only add-gate"), "merge");
    service.newRun();
    const push = await runJob(wf, "baseline", repo, "main", "push");
    expect(push.action.code, push.action.stdout + push.action.stderr).toBe(0);
    expect(service.finalized("arh-reports").filter((a) => a.runBackendId === service.runBackendId)).toEqual([]); // pushes: the baseline only
    const art = service.finalized("arh-baseline").find((a) => a.runBackendId === service.runBackendId);
    expect(art, "the baseline artifact").toBeDefined();
    gh.artifacts = [];
    gh.addArtifact({ zip: art!.zip });

    // 3. a pull request that leaves the agent alone passes against the baseline
    ok(sh(repo, 'git checkout --quiet -b docs && echo "# agent-app" > README.md && git add README.md && git commit --quiet -m docs'), "docs PR");
    service.newRun();
    const same = await runJob(wf, "gate", repo, "docs", "pull_request");
    expect(same.action.code, same.action.stdout + same.action.stderr).toBe(0);
    expect(same.action.outputs.passed).toBe("true");
    expect(same.action.outputs["baseline-source"]).toMatch(/^artifact /);

    // 4. a regression: the refund issued twice fails the gate, with a trace diff in the reports
    ok(sh(repo, "git checkout --quiet main && git checkout --quiet -b retry-refund"), "branch");
    writeFileSync(join(repo, "agent.mjs"), AGENT(true));
    ok(sh(repo, 'git commit --quiet -am "Retry the refund"'), "regression PR");
    service.newRun();
    const bad = await runJob(wf, "gate", repo, "retry-refund", "pull_request");
    expect(bad.action.code).toBe(1);
    expect(bad.action.outputs.passed).toBe("false");
    expect(bad.action.outputs["baseline-source"]).toMatch(/^artifact /);
    const diffs = join(bad.reports, "trace-diff");
    expect(existsSync(join(diffs, "index.html"))).toBe(true);
    expect(readdirSync(diffs).filter((f) => f.endsWith(".json")).sort()).toEqual(["refund-ORD-1.json", "refund-ORD-2.json"]);
    const doc = JSON.parse(readFileSync(join(diffs, "refund-ORD-1.json"), "utf8")) as { rails: { steps: { tool: string; consequential?: boolean }[] }[] };
    expect(doc.rails[1]!.steps.filter((s) => s.consequential).map((s) => s.tool)).toEqual(["issue_refund"]);
    expect(bad.summary).toMatch(/refund-ORD-1/);
    expect(bad.summary).toContain(`- Reports and trace diffs: [arh-reports](${reportsUrl()}) (trace diffs: trace-diff/index.html)`);
    const uploaded = service.finalized("arh-reports").find((a) => a.runBackendId === service.runBackendId)!;
    const unzipped = mkdtempSync(join(scratch, "reports-"));
    expect(await extractZipSafely(uploaded.zip, unzipped)).toEqual(expect.arrayContaining(["report.json", "compare.json", "trace-diff/index.html", "trace-diff/refund-ORD-1.json"]));
  }, 600_000);
});
