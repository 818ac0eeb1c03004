// The reports artifact (src/github/reports-artifact.ts): runAction in-process with the real
// @actions/artifact client against the artifact-service stand-in and Octokit against the fake
// GitHub. A pull request run uploads what it wrote into output-dir as `arh-reports` before the
// comment and the summary are built, and both link the artifact's page on the run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { tmpdir } from "node:os";
import { ArtifactService } from "./artifact-service.js";
import { FakeGitHub } from "./fake-github.js";
import { FIXTURES } from "./harness.js";
import { parseInputs } from "../../src/github/inputs.js";
import { contextFromEnv, readEventPayload, type ActionContext } from "../../src/github/context.js";
import { createOctokit } from "../../src/github/octokit.js";
import { actionsArtifactUploader } from "../../src/github/artifact.js";
import { extractZipSafely } from "../../src/github/zip.js";
import { runAction } from "../../src/github/run.js";
import type { Log } from "../../src/github/log.js";
import { artifactUrl, reportFiles, uploadReports } from "../../src/github/reports-artifact.js";
import { outputPaths } from "../../src/github/phases/env.js";
import { githubHtml } from "../report/github-render.js";

const REPO = resolve(import.meta.dirname, "..", "..");
const SAMPLES = join(REPO, "samples", "regressions");
const service = new ArtifactService();
const gh = new FakeGitHub();
const temps: string[] = [];
const saved = { url: process.env.ACTIONS_RESULTS_URL, token: process.env.ACTIONS_RUNTIME_TOKEN };

beforeAll(async () => {
  await Promise.all([service.start(), gh.start()]);
});
afterAll(async () => {
  await Promise.all([service.stop(), gh.stop()]);
  for (const t of temps) rmSync(t, { recursive: true, force: true });
  restoreEnv();
});

function restoreEnv(): void {
  for (const [k, v] of [["ACTIONS_RESULTS_URL", saved.url], ["ACTIONS_RUNTIME_TOKEN", saved.token]] as const) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
}

/** The runner's artifact service for the client (it reads the two variables itself), or none. */
function artifactEnv(on: boolean): void {
  if (on) Object.assign(process.env, service.env());
  else {
    delete process.env.ACTIONS_RESULTS_URL;
    delete process.env.ACTIONS_RUNTIME_TOKEN;
  }
}

function workspace(): string {
  const ws = mkdtempSync(join(tmpdir(), "arh-reports-artifact-"));
  temps.push(ws);
  cpSync(join(SAMPLES, "policy.json"), join(ws, "policy.json"));
  cpSync(join(SAMPLES, "baseline-report.json"), join(ws, "baseline-report.json"));
  cpSync(join(SAMPLES, "candidate"), join(ws, "traces"), { recursive: true });
  return ws;
}

function context(ws: string, pr: boolean): ActionContext {
  const env = {
    GITHUB_EVENT_NAME: pr ? "pull_request" : "push",
    GITHUB_EVENT_PATH: join(FIXTURES, pr ? "pull_request.json" : "push.json"),
    GITHUB_REPOSITORY: `${gh.owner}/${gh.repo}`,
    GITHUB_SHA: "0123456789abcdef0123456789abcdef01234567",
    GITHUB_REF: pr ? "refs/pull/7/merge" : "refs/heads/main",
    GITHUB_WORKSPACE: ws,
    GITHUB_API_URL: gh.apiUrl,
    RUNNER_TEMP: join(ws, ".runner-temp"),
    GITHUB_RUN_ID: "99",
  };
  return contextFromEnv(env, readEventPayload(env), ws);
}

function log(lines: string[]): Log {
  return {
    info: (m) => lines.push(`info ${m}`),
    debug: () => {},
    notice: (m) => lines.push(`notice ${m}`),
    warning: (m) => lines.push(`warning ${m}`),
    error: (m) => lines.push(`error ${m}`),
  };
}

async function run(o: { pr?: boolean; inputs?: Record<string, string>; service?: boolean }) {
  artifactEnv(o.service ?? true);
  const ws = workspace();
  const lines: string[] = [];
  let summary = "";
  const quiet = () => {};
  const octokit = createOctokit({ token: gh.token, baseUrl: gh.apiUrl, log: { info: quiet, debug: quiet, notice: quiet, warning: quiet, error: quiet }, retries: 0, retryBaseMs: 5, timeoutMs: 5000 });
  try {
    const res = await runAction({
      inputs: parseInputs((n) => ({ traces: "traces", policy: "policy.json", baseline: "baseline-report.json", "sarif-upload": "false", "upload-baseline": "false", "pr-comment": "always", ...o.inputs })[n] ?? ""),
      ctx: context(ws, o.pr ?? true),
      octokit,
      uploader: actionsArtifactUploader({ timeoutMs: 30_000 }),
      log: log(lines),
      setOutput: () => {},
      writeSummary: async (t) => void (summary += t),
      validateReport: null,
    });
    return { res, lines, summary, ws };
  } finally {
    restoreEnv();
  }
}

describe("the reports artifact on a pull request run", () => {
  it("uploads the files of output-dir (trace diffs too) and links the artifact in the summary and the comment", async () => {
    service.newRun();
    gh.comments = [];
    const r = await run({});
    expect(r.res.passed).toBe(false); // the regression sample
    const [art, ...more] = service.finalized("arh-reports").filter((a) => a.runBackendId === service.runBackendId);
    expect(art, r.lines.join("\n")).toBeDefined();
    expect(more).toEqual([]);
    const dir = mkdtempSync(join(tmpdir(), "arh-unzip-"));
    temps.push(dir);
    const files = (await extractZipSafely(art!.zip, dir)).sort();
    expect(files).toEqual(expect.arrayContaining(["report.json", "report.sarif", "report.junit.xml", "report.md", "compare.json", "compare.md", "pull-request.json", "trace-diff/index.html"]));
    expect(readFileSync(join(dir, "report.json"), "utf8")).toBe(readFileSync(join(r.ws, "arh-reports", "report.json"), "utf8"));
    const url = `https://github.com/octo-org/agent-app/actions/runs/99/artifacts/${art!.id}`;
    expect(r.lines).toContain(`info Reports uploaded as artifact 'arh-reports' (${files.length} ${files.length === 1 ? "file" : "files"}, id ${art!.id}).`);
    expect(r.summary).toContain(`### Reports\n\n- Reports and trace diffs: [arh-reports](${url}) (trace diffs: trace-diff/index.html)\n- JSON report: `);
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0]!.body).toContain(`\nReports and trace diffs: [arh-reports](${url}) (trace diffs: trace-diff/index.html)\n\n[Workflow run and job summary](https://github.com/octo-org/agent-app/actions/runs/99)`);
    // as GitHub shows them (cmark-gfm and its sanitiser): a link to the artifact's page
    for (const doc of [r.summary, gh.comments[0]!.body]) expect(githubHtml(doc)).toContain(`<a href="${url}">arh-reports</a>`);
  }, 60_000);

  it("without the artifact service: a notice with auto, a gate reason with true; the reports stay on disk", async () => {
    const auto = await run({ service: false });
    expect(auto.lines).toContain("notice Reports not uploaded as artifact 'arh-reports': the runner's artifact service is not available (ACTIONS_RESULTS_URL and ACTIONS_RUNTIME_TOKEN not set; only a GitHub Actions job provides them). They are still in the output directory.");
    expect(auto.summary).not.toContain("Reports and trace diffs");
    expect(auto.res.reasons.some((x) => x.startsWith("reports upload failed"))).toBe(false);
    const required = await run({ service: false, inputs: { "upload-reports": "true", baseline: "none" } });
    expect(required.res.reasons).toContain("reports upload failed: the runner's artifact service is not available (ACTIONS_RESULTS_URL and ACTIONS_RUNTIME_TOKEN not set; only a GitHub Actions job provides them)");
  }, 60_000);

  it("a push uploads no reports with auto; true uploads them under the name reports-artifact gives", async () => {
    service.newRun();
    await run({ pr: false, inputs: { baseline: "none" } });
    expect(service.finalized().filter((a) => a.runBackendId === service.runBackendId)).toEqual([]);
    await run({ pr: false, inputs: { baseline: "none", "upload-reports": "true", "reports-artifact": "main-reports" } });
    expect(service.finalized("main-reports").filter((a) => a.runBackendId === service.runBackendId)).toHaveLength(1);
    const off = await run({ inputs: { "upload-reports": "false" } });
    expect(off.summary).not.toContain("Reports and trace diffs");
  }, 60_000);
});

describe("reports-artifact.ts", () => {
  it("a publishing run links the pull request run's artifact and uploads nothing", async () => {
    const ws = workspace();
    const ctx = context(ws, true);
    const uploads: string[] = [];
    const res = await uploadReports({ mode: "auto", name: "arh-reports", outDir: join(ws, "arh-reports"), paths: outputPaths(join(ws, "arh-reports")), ctx, published: { runId: 7002, artifactId: 41 }, uploader: { upload: async (n) => (uploads.push(n), {}) }, log: log([]) });
    expect(res).toEqual({ link: { name: "arh-reports", url: "https://github.com/octo-org/agent-app/actions/runs/7002/artifacts/41", of: "pull-request-run" }, reason: null });
    expect(uploads).toEqual([]);
  });

  it("the files are the action's own, regular files only (a symbolic link is never followed)", () => {
    const out = mkdtempSync(join(tmpdir(), "arh-reports-files-"));
    temps.push(out);
    const paths = outputPaths(out);
    writeFileSync(paths.json, "{}");
    writeFileSync(join(out, "unrelated.txt"), "x");
    cpSync(join(SAMPLES, "policy.json"), join(out, "policy-copy.json"));
    symlinkSync("/etc/hostname", paths.markdown);
    expect(reportFiles(out, paths)).toEqual([paths.json]);
  });

  it("an artifact URL only with a run, an id and a plain URL", () => {
    const ctx = { serverUrl: "https://github.com", owner: "o", repo: "r" };
    expect(artifactUrl(ctx, 5, 6)).toBe("https://github.com/o/r/actions/runs/5/artifacts/6");
    expect(artifactUrl(ctx, null, 6)).toBe("");
    expect(artifactUrl(ctx, 5, undefined)).toBe("");
    expect(artifactUrl({ ...ctx, repo: "r)(x" }, 5, 6)).toBe("");
  });
});
