// The action's phases one by one (src/github/phases/): each takes and returns plain values, so each
// is run here on a workspace of sample traces, with no network (no token) and in-memory ports.
import { afterAll, describe, expect, it } from "vitest";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { tmpdir } from "node:os";
import { parseInputs } from "../../src/github/inputs.js";
import { contextFromEnv, readEventPayload, type ActionContext } from "../../src/github/context.js";
import { FIXTURES } from "./harness.js";
import type { Log } from "../../src/github/log.js";
import type { ArtifactUploader } from "../../src/github/artifact.js";
import { runEnv, type RunDeps } from "../../src/github/phases/env.js";
import { sourcePhase, type SourceOutcome } from "../../src/github/phases/source.js";
import { writeReportFiles } from "../../src/github/phases/files.js";
import { basePhase } from "../../src/github/phases/base.js";
import { gatePhase } from "../../src/github/phases/gate.js";
import { deliverPhase, deliverStop } from "../../src/github/phases/deliver.js";
import { actionOutputs, finish } from "../../src/github/phases/outputs.js";
import { runAction } from "../../src/github/run.js";

const REPO = resolve(import.meta.dirname, "..", "..");
const SAMPLES = join(REPO, "samples", "regressions");
const SHA = "0123456789abcdef0123456789abcdef01234567";
const temps: string[] = [];
afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

function workspace(set: "baseline" | "candidate"): string {
  const ws = mkdtempSync(join(tmpdir(), "arh-phases-"));
  temps.push(ws);
  cpSync(join(SAMPLES, "policy.json"), join(ws, "policy.json"));
  cpSync(join(SAMPLES, "baseline-report.json"), join(ws, "baseline-report.json"));
  cpSync(join(SAMPLES, set), join(ws, "traces"), { recursive: true });
  return ws;
}

/** The context as the runner gives it: the real parser over a recorded event payload. */
function context(ws: string, pr: boolean): ActionContext {
  const env = {
    GITHUB_EVENT_NAME: pr ? "pull_request" : "push",
    GITHUB_EVENT_PATH: join(FIXTURES, pr ? "pull_request.json" : "push.json"),
    GITHUB_REPOSITORY: "octo-org/agent-app",
    GITHUB_SHA: SHA,
    GITHUB_REF: pr ? "refs/pull/7/merge" : "refs/heads/main",
    GITHUB_WORKSPACE: ws,
    RUNNER_TEMP: join(ws, ".runner-temp"),
    GITHUB_RUN_ID: "99",
  };
  return contextFromEnv(env, readEventPayload(env), ws);
}

interface Harness {
  deps: RunDeps;
  lines: string[];
  outputs: string[];
  summary: () => string;
  uploads: { name: string; files: string[] }[];
}

function harness(o: { set?: "baseline" | "candidate"; pr?: boolean; inputs?: Record<string, string>; uploader?: ArtifactUploader }): Harness {
  const ws = workspace(o.set ?? "candidate");
  const lines: string[] = [];
  const outputs: string[] = [];
  const uploads: { name: string; files: string[] }[] = [];
  let summary = "";
  const log: Log = {
    info: (m) => lines.push(`info ${m}`),
    debug: () => {},
    notice: (m) => lines.push(`notice ${m}`),
    warning: (m) => lines.push(`warning ${m}`),
    error: (m) => lines.push(`error ${m}`),
  };
  const inputs = parseInputs((n) => ({ traces: "traces", policy: "policy.json", "sarif-upload": "false", "upload-baseline": "false", ...o.inputs })[n] ?? "");
  const deps: RunDeps = {
    inputs,
    ctx: context(ws, o.pr ?? false),
    octokit: null,
    uploader: o.uploader ?? { upload: async (name, files) => (uploads.push({ name, files }), { id: 5 }) },
    log,
    setOutput: (k, v) => outputs.push(`${k}=${v}`),
    writeSummary: async (t) => void (summary += t),
    validateReport: null,
  };
  return { deps, lines, outputs, summary: () => summary, uploads };
}

function reportOf(s: SourceOutcome) {
  if (s.kind !== "report") throw new Error(`expected a report, got a stop: ${s.stop.kind}`);
  return s;
}

describe("source phase", () => {
  it("validates the traces here: the report, and the run is about the event's commit", async () => {
    const h = harness({ pr: true });
    const s = reportOf(await sourcePhase(runEnv(h.deps)));
    expect(s.report.summary.total_traces).toBe(2);
    expect(s.subject).toMatchObject({ commit: SHA, linkBase: `https://github.com/octo-org/agent-app/blob/${SHA}/`, published: null });
    expect(s.subject.policy?.policy_id).toBeTruthy();
    expect(s.subject.ctx).toBe(h.deps.ctx);
  });

  it("the `sha` input is the commit the results belong to", async () => {
    const h = harness({ inputs: { sha: "f".repeat(40) } });
    expect(reportOf(await sourcePhase(runEnv(h.deps))).subject.commit).toBe("f".repeat(40));
  });

  it("a matrix job stops with its shard: the partial is written, nothing gated", async () => {
    const h = harness({ inputs: { shard: "1/1" } });
    const env = runEnv(h.deps);
    const s = await sourcePhase(env);
    expect(s).toMatchObject({ kind: "stop", stop: { kind: "shard", artifact: "arh-shard-1-of-1", index: 1, total: 1 } });
    expect(existsSync(env.paths.partial)).toBe(true);
    expect(existsSync(env.paths.json)).toBe(false);
  });

  it("the merge job stops with the reason when this run's artifacts cannot be read", async () => {
    const h = harness({ inputs: { merge: "2" } });
    expect(await sourcePhase(runEnv(h.deps))).toEqual({ kind: "stop", stop: { kind: "merge-failed", reason: "merge: this run's artifacts cannot be read here (no artifact service)" } });
  });

  it("publishing needs a token: one usage error", async () => {
    const h = harness({ inputs: { "publish-from": "4242" } });
    await expect(sourcePhase(runEnv(h.deps))).rejects.toThrow(/publishing another run's reports needs a token/);
  });
});

describe("files phase", () => {
  it("writes the four reports and the pull request record before any network call", async () => {
    const h = harness({ pr: true });
    const env = runEnv(h.deps);
    const s = reportOf(await sourcePhase(env));
    const files = writeReportFiles(env, s.report, s.subject);
    for (const p of [env.paths.json, env.paths.sarif, env.paths.junit, env.paths.markdown]) expect(existsSync(p), p).toBe(true);
    expect(readFileSync(env.paths.sarif, "utf8")).toBe(files.sarifText);
    expect(JSON.parse(readFileSync(join(env.outDir, "pull-request.json"), "utf8"))).toMatchObject({ number: 7, base_ref: "main" });
    expect(files.own).toBeNull();
  });
});

describe("base phase", () => {
  it("a baseline path is found, or missing with the reason", async () => {
    const found = harness({ pr: true, inputs: { baseline: "baseline-report.json" } });
    const env = runEnv(found.deps);
    const b = await basePhase(env, found.deps.ctx);
    expect(b.baseline).toMatchObject({ kind: "found", source: "baseline-report.json", label: "baseline (baseline-report.json)" });
    expect(b.quarantine).toBeNull();
    const missing = harness({ pr: true, inputs: { baseline: "nope.json" } });
    expect((await basePhase(runEnv(missing.deps), missing.deps.ctx)).baseline).toMatchObject({ kind: "missing", reason: expect.stringMatching(/nope\.json/) });
  });

  it("auto on a pull request without a token: missing, never an error", async () => {
    const h = harness({ pr: true });
    expect((await basePhase(runEnv(h.deps), h.deps.ctx)).baseline).toEqual({ kind: "missing", reason: "no token to download the baseline artifact" });
  });

  it("auto on a push: no baseline", async () => {
    const h = harness({});
    expect(await basePhase(runEnv(h.deps), h.deps.ctx)).toEqual({ baseline: { kind: "none" }, quarantine: null });
  });

  it("the quarantine input is read on a push (and copied to output-dir), never on a pull request", async () => {
    const q = JSON.stringify({ entries: [{ scenario: "refund", owner: "@payments", reason: "sandbox flaps", expires: "2026-12-31" }] });
    const push = harness({ inputs: { quarantine: "quarantine.json" } });
    writeFileSync(join(push.deps.ctx.workspace, "quarantine.json"), q);
    const env = runEnv(push.deps);
    const b = await basePhase(env, push.deps.ctx);
    expect(b.quarantine).not.toBeNull();
    expect(readFileSync(env.paths.quarantine, "utf8")).toBe(q);
    const pr = harness({ pr: true, inputs: { quarantine: "quarantine.json" } });
    writeFileSync(join(pr.deps.ctx.workspace, "quarantine.json"), q);
    expect((await basePhase(runEnv(pr.deps), pr.deps.ctx)).quarantine).toBeNull();
    expect(pr.lines.join("\n")).toMatch(/quarantine 'quarantine.json' of the pull request is not read/);
  });
});

describe("gate and publish phases", () => {
  async function gated(h: Harness) {
    const env = runEnv(h.deps);
    const s = reportOf(await sourcePhase(env));
    const files = writeReportFiles(env, s.report, s.subject);
    const base = await basePhase(env, s.subject.ctx);
    const judged = gatePhase(env, s.report, s.subject, files, base);
    return { env, g: { report: s.report, subject: s.subject, files, base, judged } };
  }

  it("the gate compares with the baseline and writes the comparison's files", async () => {
    const h = harness({ pr: true, inputs: { baseline: "baseline-report.json" } });
    const { env, g } = await gated(h);
    expect(g.judged.baselineSource).toBe("baseline-report.json");
    expect(g.judged.gate.passed).toBe(false);
    expect(existsSync(env.paths.compare)).toBe(true);
    expect(existsSync(env.paths.compareMd)).toBe(true);
  });

  it("without a baseline: no comparison, source 'none'", async () => {
    const { env, g } = await gated(harness({ set: "baseline" }));
    expect(g.judged).toMatchObject({ baselineSource: "none", scenarioView: null });
    expect(g.judged.gate.compare).toBeNull();
    expect(existsSync(env.paths.compare)).toBe(false);
  });

  it("publishing adds the reasons of a required step it could not do, and lists what it uploaded", async () => {
    const h = harness({ set: "baseline", inputs: { "sarif-upload": "true", "upload-baseline": "true" } });
    const { env, g } = await gated(h);
    const { publication, verdict } = await deliverPhase(env, g);
    expect(verdict).toEqual({ passed: false, reasons: ["SARIF upload failed: no token"] });
    expect(publication.links).toEqual([{ label: "Baseline uploaded", value: "artifact 'arh-baseline' (id 5)" }]);
    expect(h.uploads).toEqual([{ name: "arh-baseline", files: [env.paths.json] }]);
    expect(h.summary()).toContain("artifact 'arh-baseline' (id 5)");
  });

  it("an optional step that cannot reach GitHub is a notice", async () => {
    const h = harness({ set: "baseline", inputs: { "sarif-upload": "auto" } });
    const { env, g } = await gated(h);
    expect((await deliverPhase(env, g)).verdict).toEqual({ passed: true, reasons: [] });
    expect(h.lines).toContain("notice SARIF upload skipped: no token.");
    expect(h.lines.at(-1)).toBe("info Agent reliability gate passed.");
  });
});

describe("a run that stops after its source", () => {
  it("a failed merge fails with its reason, also in the job summary", async () => {
    const h = harness({});
    const v = await deliverStop(runEnv(h.deps), { kind: "merge-failed", reason: "merge: shard 2 of 2 is missing" });
    expect(v).toEqual({ passed: false, reasons: ["merge: shard 2 of 2 is missing"] });
    expect(h.summary()).toBe("**Agent reliability gate failed**: merge: shard 2 of 2 is missing\n");
  });

  it("a matrix job uploads its partial; an upload that fails fails the job", async () => {
    const ok = harness({ inputs: { shard: "1/1" } });
    const env = runEnv(ok.deps);
    const s = await sourcePhase(env);
    if (s.kind !== "stop") throw new Error("expected a stop");
    expect(await deliverStop(env, s.stop)).toEqual({ passed: null, reasons: [] });
    expect(ok.uploads).toEqual([{ name: "arh-shard-1-of-1", files: [env.paths.partial] }]);
    const bad = harness({ inputs: { shard: "1/1" }, uploader: { upload: async () => Promise.reject(new Error("service down\ndetails")) } });
    const badEnv = runEnv(bad.deps);
    const t = await sourcePhase(badEnv);
    if (t.kind !== "stop") throw new Error("expected a stop");
    expect(await deliverStop(badEnv, t.stop)).toEqual({ passed: false, reasons: ["partial report not uploaded as artifact 'arh-shard-1-of-1': service down"] });
  });

  it("nothing to publish is a notice, and the step passes", async () => {
    const h = harness({});
    expect(await deliverStop(runEnv(h.deps), { kind: "nothing-published", runId: 4242, why: "artifact 9 holds no report.json" })).toEqual({ passed: null, reasons: [] });
    expect(h.lines).toEqual(["notice Nothing published from workflow run 4242: artifact 9 holds no report.json."]);
  });
});

describe("outputs: one place, one order", () => {
  it("a gated run sets every output in action.yml's order; a stop only its own", () => {
    const summary = { total_traces: 3, passed_traces: 1, failed_traces: 2, average_score: 50 };
    const full = actionOutputs({ passed: false, reasons: ["a", "b"], reports: { json: "j", sarif: "s", junit: "u", markdown: "m" }, compareReport: "", baselineSource: "none", summary, newErrors: 0, sarifId: "", checkRunId: "" });
    expect(Object.keys(full)).toEqual(["json-report", "sarif-report", "junit-report", "markdown-report", "compare-report", "baseline-source", "traces", "passed-traces", "failed-traces", "new-error-findings", "sarif-id", "passed", "gate-reasons", "check-run-id"]);
    expect(full).toMatchObject({ traces: "3", "passed-traces": "1", "failed-traces": "2", passed: "false", "gate-reasons": "a\nb" });
    expect(actionOutputs({ passed: null, reasons: [], partialReport: "arh-reports/partial.json", summary })).toEqual({ "partial-report": "arh-reports/partial.json", traces: "3", "passed-traces": "1", "failed-traces": "2", passed: "", "gate-reasons": "" });
  });

  it("finish sets each output once and returns the result (no verdict passes)", () => {
    const h = harness({});
    expect(finish(h.deps, { passed: null, reasons: [] })).toEqual({ passed: true, reasons: [], outputs: { passed: "", "gate-reasons": "" } });
    expect(h.outputs).toEqual(["passed=", "gate-reasons="]);
  });
});

describe("runAction, the pipeline", () => {
  it("an error after the report files are written still leaves their outputs set", async () => {
    const h = harness({ inputs: { quarantine: "quarantine.json" } });
    writeFileSync(join(h.deps.ctx.workspace, "quarantine.json"), "{");
    await expect(runAction(h.deps)).rejects.toThrow(/quarantine/);
    expect(h.outputs).toEqual(["json-report=arh-reports/report.json", "sarif-report=arh-reports/report.sarif", "junit-report=arh-reports/report.junit.xml", "markdown-report=arh-reports/report.md"]);
  });

  it("a gated run sets each output once, in the outputs' order", async () => {
    const h = harness({ pr: true, inputs: { baseline: "baseline-report.json" } });
    const res = await runAction(h.deps);
    expect(res.passed).toBe(false);
    expect(h.outputs.map((o) => o.split("=")[0])).toEqual(["json-report", "sarif-report", "junit-report", "markdown-report", "compare-report", "baseline-source", "traces", "passed-traces", "failed-traces", "new-error-findings", "sarif-id", "passed", "gate-reasons", "check-run-id"]);
    expect(res.outputs).toMatchObject({ "compare-report": "arh-reports/compare.json", "baseline-source": "baseline-report.json", passed: "false" });
  });
});
