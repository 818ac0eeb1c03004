// Pure pieces of the action: inputs, context, annotations, summary, trace globbing.
import { afterAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { parseInputs, requireValidationInputs, splitPatterns } from "../../src/github/inputs.js";
import { contextFromEnv, isPushToDefaultBranch, readEventPayload, sarifRef } from "../../src/github/context.js";
import { markNewFindings, planAnnotations } from "../../src/github/annotations.js";
import { buildSummary, SUMMARY_MAX_BYTES } from "../../src/github/summary.js";
import { resolveTraceFiles } from "../../src/github/traces.js";
import { FIXTURES } from "./harness.js";
import { GitHubOpenApi } from "./github-openapi.js";
import type { Finding, Report, TraceReport } from "../../src/types.js";
import type { CompareResult } from "../../src/compare/types.js";

const temps: string[] = [];
afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

describe("inputs", () => {
  const get = (m: Record<string, string>) => (n: string) => m[n] ?? "";
  it("parses defaults and values", () => {
    const i = parseInputs(get({ traces: "a/*.json\n!a/skip.json b", policy: "p.json", "fail-under": "80", baseline: "base.json", "fail-on": "Regressions", "max-score-drop": "5" }));
    expect(i).toMatchObject({ traces: ["a/*.json", "!a/skip.json", "b"], failUnder: 80, baseline: { kind: "path", path: "base.json" }, failOn: "regressions", maxScoreDrop: 5, sarifUpload: "auto", prComment: "off", outputDir: "arh-reports", baselineArtifact: "arh-baseline", jobSummary: true });
  });
  it("rejects bad values with the input's name", () => {
    expect(() => requireValidationInputs(parseInputs(get({ policy: "p" })))).toThrow(/traces/);
    expect(() => requireValidationInputs(parseInputs(get({ traces: "x" })))).toThrow(/policy/);
    expect(() => parseInputs(get({ traces: "x", policy: "p", "fail-under": "101" }))).toThrow(/fail-under/);
    expect(() => parseInputs(get({ traces: "x", policy: "p", "pr-comment": "sometimes" }))).toThrow(/pr-comment/);
    expect(() => parseInputs(get({ traces: "x", policy: "p", "baseline-artifact": "../x" }))).toThrow(/baseline-artifact/);
    expect(() => requireValidationInputs(parseInputs(get({ traces: "!x", policy: "p" })))).toThrow(/traces/);
  });
  it("validates every input up front against its value list or number syntax", () => {
    const base = { traces: "x", policy: "p" };
    expect(() => parseInputs(get({ ...base, format: "xml" }))).toThrow(/input 'format' must be one of auto, arh, .*\(got 'xml'\)/);
    expect(() => parseInputs(get({ ...base, "fail-under": "0x20" }))).toThrow(/input 'fail-under' must be a number between 0 and 100 \(got '0x20'\)/);
    for (const bad of ["1e1", "Infinity", "0b1", " ", "7 0", "--1"]) if (bad.trim()) expect(() => parseInputs(get({ ...base, "fail-under": bad })), bad).toThrow(/fail-under/);
    expect(parseInputs(get({ ...base, "fail-under": "85.5" })).failUnder).toBe(85.5);
    // a format is an adapter name, exact as on the CLI (test/gate/bad-input.test.ts): other spellings are refused up front
    expect(() => parseInputs(get({ ...base, format: "OpenAI-Chat" }))).toThrow(/did you mean .openai-chat.\?/);
    expect(() => parseInputs(get({ ...base, "if-no-files-found": "maybe" }))).toThrow(/if-no-files-found/);
    expect(() => parseInputs(get({ ...base, "check-run": "sometimes" }))).toThrow(/check-run/);
    expect(() => parseInputs(get({ ...base, "sarif-wait": "2" }))).toThrow(/sarif-wait/);
    expect(() => parseInputs(get({ ...base, "output-dir-outside-workspace": "y" }))).toThrow(/output-dir-outside-workspace/);
    expect(() => parseInputs(get({ ...base, "publish-from": "latest" }))).toThrow(/publish-from/);
    expect(() => parseInputs(get({ ...base, "reports-artifact": "a/b" }))).toThrow(/reports-artifact/);
    expect(() => parseInputs(get({ ...base, sha: "abc" }))).toThrow(/input 'sha'/);
    expect(() => parseInputs(get({ ...base, ref: "main" }))).toThrow(/input 'ref'/);
    expect(() => parseInputs(get({ ...base, "sarif-category": "x --> <b>" }))).toThrow(/input 'sarif-category'/);
    expect(parseInputs(get({ ...base, "sarif-category": "/language:python" })).sarifCategory).toBe("/language:python");
    const i = parseInputs(get({ ...base, sha: "A".repeat(40), ref: "refs/pull/8/head", "if-no-files-found": "warn", "working-directory": "app", "check-run": "true" }));
    expect(i).toMatchObject({ sha: "a".repeat(40), ref: "refs/pull/8/head", ifNoFilesFound: "warn", workingDirectory: "app", checkRun: true, sarifWait: true, publishFrom: null, reportsArtifact: "arh-reports", outputOutsideWorkspace: false });
  });
  it("publishing needs neither traces nor policy", () => {
    expect(parseInputs(get({ "publish-from": "4242" }))).toMatchObject({ publishFrom: 4242, traces: [], policy: "" });
    expect(parseInputs(get({})).publishFrom).toBeNull();
  });
  it("splits patterns on newlines and spaces, dropping comments", () => {
    expect(splitPatterns(" a  b\n# note\n\n!c\n")).toEqual(["a", "b", "!c"]);
  });
});

describe("context", () => {
  const env = (event: string, payload: string, extra: Record<string, string> = {}) => ({ GITHUB_EVENT_NAME: event, GITHUB_EVENT_PATH: join(FIXTURES, payload), GITHUB_REPOSITORY: "octo-org/agent-app", GITHUB_SHA: "s", GITHUB_REF: "refs/pull/7/merge", ...extra });
  it("reads a same-repository pull request", () => {
    const e = env("pull_request", "pull_request.json");
    const c = contextFromEnv(e, readEventPayload(e), "/w");
    expect(c).toMatchObject({ owner: "octo-org", repo: "agent-app", repositoryId: 123456789, defaultBranch: "main", pr: { number: 7, baseRef: "main", isFork: false } });
    expect(sarifRef(c)).toBe("refs/pull/7/merge");
  });
  it("detects a fork", () => {
    const e = env("pull_request", "pull_request_fork.json");
    expect(contextFromEnv(e, readEventPayload(e), "/w").pr).toMatchObject({ number: 8, isFork: true, headRepoId: 987654321 });
  });
  it("a PR inside a repository that is itself a fork is not a fork PR", () => {
    const e = env("pull_request", "pull_request_fork_in_fork.json");
    expect(contextFromEnv(e, readEventPayload(e), "/w").pr).toMatchObject({ number: 7, isFork: false, readOnly: false, headRepoId: 123456789 });
  });
  it("treats Dependabot PRs as read-only, like forks", () => {
    const e = env("pull_request", "pull_request_dependabot.json", { GITHUB_ACTOR: "dependabot[bot]" });
    expect(contextFromEnv(e, readEventPayload(e), "/w")).toMatchObject({ actor: "dependabot[bot]", pr: { isFork: false, readOnly: true } });
    // Without GITHUB_ACTOR the payload's sender tells.
    const noActor = env("pull_request", "pull_request_dependabot.json");
    expect(contextFromEnv(noActor, readEventPayload(noActor), "/w").pr?.readOnly).toBe(true);
    const fork = env("pull_request", "pull_request_fork.json");
    expect(contextFromEnv(fork, readEventPayload(fork), "/w").pr).toMatchObject({ isFork: true, readOnly: true });
  });
  it("reads a workflow_run event (the publishing half of the fork pattern)", () => {
    const e = env("workflow_run", "workflow_run_fork.json", { GITHUB_REF: "refs/heads/main" });
    const c = contextFromEnv(e, readEventPayload(e), "/w");
    expect(c.pr).toBeNull();
    expect(c.workflowRun).toEqual({ id: 7002, event: "pull_request", conclusion: "failure", headSha: "c9f0f895fb98ab9159f51fd0297e236d1a2b3c4e", headBranch: "retry-refunds", repositoryId: 123456789, headRepositoryId: 987654321, pullRequests: [] });
    const same = env("workflow_run", "workflow_run_same_repo.json");
    expect(contextFromEnv(same, readEventPayload(same), "/w").workflowRun?.pullRequests).toEqual([{ number: 7, headSha: "8f14e45fceea167a5a36dedd4bea2543a1b2c3d4", baseRef: "main" }]);
  });
  it("event fixtures are GitHub-shaped: each validates against GitHub's webhook description", () => {
    const hooks = new GitHubOpenApi("webhooks");
    const events: Record<string, string> = {
      "pull_request.json": "webhook-pull-request-synchronize",
      "pull_request_fork.json": "webhook-pull-request-synchronize",
      "pull_request_fork_in_fork.json": "webhook-pull-request-synchronize",
      "pull_request_dependabot.json": "webhook-pull-request-synchronize",
      "push.json": "webhook-push",
      "workflow_run_fork.json": "webhook-workflow-run-completed",
      "workflow_run_same_repo.json": "webhook-workflow-run-completed",
    };
    for (const [f, schema] of Object.entries(events)) expect(hooks.checkSchema(schema, JSON.parse(readFileSync(join(FIXTURES, f), "utf8"))), f).toEqual([]);
  });
  it("reads a push to the default branch", () => {
    const e = env("push", "push.json", { GITHUB_REF: "refs/heads/main" });
    const c = contextFromEnv(e, readEventPayload(e), "/w");
    expect(c.pr).toBeNull();
    expect(isPushToDefaultBranch(c)).toBe(true);
    expect(sarifRef(c)).toBe("refs/heads/main");
    expect(isPushToDefaultBranch({ ...c, ref: "refs/heads/dev" })).toBe(false);
  });
});

function finding(sev: Finding["severity"], rule: string, step: string, line: number): Finding {
  return { severity: sev, category: "flow", message: `m ${rule} ${step}`, step_id: step, rule_id: rule, location: { uri: "t/a.json", startLine: line, startColumn: 5, endLine: line, endColumn: 9 } };
}
function trace(id: string, findings: Finding[]): TraceReport {
  return { trace_id: id, agent_name: "a", workflow: "w", policy_id: "p", score: 50, passed: false, total_latency_ms: 0, total_cost_usd: 0, citation_coverage: null, source_path: "t/a.json", findings };
}
function report(traces: TraceReport[]): Report {
  return { schema_version: "1", summary: { total_traces: traces.length, passed_traces: 0, failed_traces: traces.length, average_score: 50 }, reports: traces };
}

describe("annotations", () => {
  const old = finding("error", "ARH-FLW-003", "s1", 3);
  const fresh = finding("error", "ARH-SEQ-003", "s2", 9);
  const rep = report([trace("t1", [old, fresh, finding("warning", "ARH-SCH-005", "s3", 12)])]);
  const compare = { traces: [{ trace_id: "t1", new_findings: [{ ...fresh, trace_id: "t1" }] }] } as unknown as CompareResult;

  it("marks new findings as a multiset", () => {
    const dup = finding("error", "ARH-SEQ-003", "s2", 9);
    const r = report([trace("t1", [fresh, dup])]);
    const m = markNewFindings(r, compare);
    expect([m.get(fresh), m.get(dup)]).toEqual([true, false]);
  });

  it("annotates only new findings in regressions mode, columns inclusive", () => {
    const plan = planAnnotations(rep, compare, "regressions");
    expect(plan.shown.map((a) => a.finding.rule_id)).toEqual(["ARH-SEQ-003"]);
    expect(plan.shown[0]!.props).toMatchObject({ file: "t/a.json", startLine: 9, endLine: 9, startColumn: 5, endColumn: 8 });
    expect(plan.filtered).toBe(2);
  });

  it("orders by severity, new first, and caps per level (room left for the action's own messages)", () => {
    const many = Array.from({ length: 15 }, (_, i) => finding("error", "ARH-SCH-001", `x${i}`, 100 + i));
    const r = report([trace("t1", [old, ...many, fresh, finding("info", "ARH-SCH-006", "s9", 1)])]);
    const c = { traces: [{ trace_id: "t1", new_findings: [fresh, ...many].map((f) => ({ ...f, trace_id: "t1" })) }] } as unknown as CompareResult;
    const plan = planAnnotations(r, c, "all");
    const errs = plan.shown.filter((a) => a.level === "error");
    expect(errs).toHaveLength(9);
    expect(errs.every((a) => a.isNew)).toBe(true);
    expect(plan.shown.filter((a) => a.level === "notice")).toHaveLength(1);
    expect(plan.omitted).toBe(8);
  });
});

describe("annotation file names round-trip to the real path", () => {
  it("keeps '::' and backslashes in the file property (only @actions/core's escaping applies)", () => {
    for (const file of ["traces/a::b.json", "traces/back\\slash.json", "traces/per%3Acent,comma.json"]) {
      const t = { ...trace("t1", [{ ...finding("error", "ARH-SCH-001", "s1", 3), location: { uri: file, startLine: 3, startColumn: 1, endLine: 3, endColumn: 4 } }]), source_path: file };
      const plan = planAnnotations(report([t]), null, "all");
      expect(plan.shown[0]!.props.file).toBe(file);
    }
  });
});

describe("summary", () => {
  it("escapes trace text and stays under the limit with a note", () => {
    const big: Finding[] = Array.from({ length: 6000 }, (_, i) => ({ ...finding("error", "ARH-SCH-001", `s${i}`, i + 1), message: `<img src=x onerror=alert(1)> @team #12 ${"x".repeat(300)}` }));
    const rep = report([trace("<script>alert(1)</script>", big)]);
    const isNew = markNewFindings(rep, null);
    const diff = { title: "Trace diffs", body: "<details><summary>x</summary>\n\n<table><tr><td>" + "y".repeat(900_000) + "</td></tr></table>\n\n</details>" };
    const text = buildSummary({ passed: false, reasons: ["r"], report: rep, compare: null, isNew, linkBase: "https://github.com/o/r/blob/abc/", baselineSource: "none", notes: [], sections: [diff], annotationsOmitted: 5990, outputs: [{ label: "JSON report", value: "arh-reports/report.json" }] });
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(SUMMARY_MAX_BYTES);
    expect(text).toContain("Shortened to stay under GitHub's size limit");
    expect(text).not.toMatch(/<img|<script/);
    // a mention is a code span (GitHub links nothing in code), never bare text
    expect(text.replace(/`[^`]*`|<code>[^<]*<\/code>/g, "")).not.toContain("@team");
    expect(text).toContain("[t/a.json:1](https://github.com/o/r/blob/abc/t/a.json#L1)");
    expect(text).not.toContain("<table>");
  });
  it("keeps everything when small", () => {
    const rep = report([trace("t1", [finding("error", "ARH-SCH-001", "s1", 2)])]);
    const text = buildSummary({ passed: true, reasons: [], report: rep, compare: null, isNew: markNewFindings(rep, null), linkBase: "", baselineSource: "none", notes: ["No baseline"], sections: [{ title: "Trace diffs", body: "<table></table>" }], annotationsOmitted: 0, outputs: [] });
    expect(text).toContain("<table></table>");
    expect(text).not.toContain("truncated");
  });
});

describe("trace globbing", () => {
  it("expands directories and globs, honours excludes, never leaves the workspace", async () => {
    const root = mkdtempSync(join(tmpdir(), "arh-glob-"));
    temps.push(root);
    const ws = join(root, "ws");
    mkdirSync(join(ws, "traces", "sub"), { recursive: true });
    mkdirSync(join(root, "outside"));
    writeFileSync(join(root, "outside", "secret.json"), "{}");
    writeFileSync(join(ws, "traces", "a.json"), "{}");
    writeFileSync(join(ws, "traces", "sub", "b.json"), "{}");
    writeFileSync(join(ws, "traces", "notes.md"), "x");
    writeFileSync(join(ws, "traces", "skip.json"), "{}");
    symlinkSync(join(root, "outside", "secret.json"), join(ws, "traces", "link.json"));
    symlinkSync(join(root, "outside"), join(ws, "traces", "linkdir"));
    const r = await resolveTraceFiles(["traces", "!traces/skip.json"], ws);
    expect(r.files.map((f) => f.slice(ws.length + 1))).toEqual(["traces/a.json", "traces/sub/b.json"]);
    expect(r.outside.map((f) => f.slice(ws.length + 1))).toEqual(["traces/link.json"]);
    const g = await resolveTraceFiles(["traces/**/*.json", "../outside/*.json"], ws);
    expect(g.files.map((f) => f.slice(ws.length + 1))).toEqual(["traces/a.json", "traces/skip.json", "traces/sub/b.json"]);
    expect(g.outside.length).toBe(2);
  });
});
