// The built action (dist/index.js, or ARH_DIST_DIR) against the local stand-ins of the artifact
// service and the REST API: a green verdict it gives can be trusted. A baseline whose traces do not
// pair fails by default (input unpaired), a loosened policy cannot hide a double refund the base
// branch's policy finds, a tightened policy that turns every trace red fails by default (input
// policy-change), and the job summary's first lines say what was checked.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ArtifactService } from "../github/artifact-service.js";
import { FakeGitHub } from "../github/fake-github.js";
import { FIXTURES, REPO, prepareActionDir, runBundle, type RunOutcome } from "../github/harness.js";
import type { CompareResult } from "../../src/compare/types.js";

const SAMPLES = join(REPO, "samples", "regressions");
const service = new ArtifactService();
const gh = new FakeGitHub();
const temps: string[] = [];
let actionDir: string;
let baseZip: Buffer;

const lines = (r: RunOutcome) => r.stdout + r.stderr;

function tempDir(prefix: string): string {
  const d = mkdtempSync(join(tmpdir(), prefix));
  temps.push(d);
  return d;
}

/** The sample policy changed by `edit`, as a file. */
function policy(edit: (doc: { allowed_tools: Record<string, Record<string, unknown>>; budgets: Record<string, number>; policy_id: string }) => void): string {
  const doc = JSON.parse(readFileSync(join(SAMPLES, "policy.json"), "utf8")) as Parameters<typeof edit>[0];
  edit(doc);
  const f = join(tempDir("arh-policy-"), "policy.json");
  writeFileSync(f, JSON.stringify(doc, null, 2));
  return f;
}

/** A workspace with `policy.json` and the given trace files under `traces/`. */
function workspace(policyFile: string, traces: string[], extra: Record<string, string> = {}): string {
  const ws = tempDir("arh-ws-");
  cpSync(policyFile, join(ws, "policy.json"));
  for (const t of traces) cpSync(t, join(ws, "traces", t.split("/").pop()!), { recursive: true });
  for (const [name, from] of Object.entries(extra)) cpSync(from, join(ws, name));
  return ws;
}

const sample = (set: "baseline" | "candidate", name?: string): string => join(SAMPLES, set, ...(name ? [name] : []));

/** A pull request run against the base branch's bundle (or `inputs.baseline`). */
async function pullRequest(ws: string, inputs: Record<string, string> = {}): Promise<RunOutcome & { compare: CompareResult | null }> {
  gh.artifacts = [];
  gh.addArtifact({ zip: baseZip });
  const r = await runBundle({ actionDir, workspace: ws, event: "pull_request", payload: join(FIXTURES, "pull_request.json"), apiUrl: gh.apiUrl, token: gh.token, inputs: { traces: "traces", policy: "policy.json", ...inputs } });
  temps.push(r.runnerTemp);
  let compare: CompareResult | null = null;
  try {
    compare = JSON.parse(readFileSync(join(ws, "arh-reports", "compare.json"), "utf8")) as CompareResult;
  } catch {
    // no comparison
  }
  return { ...r, compare };
}

beforeAll(async () => {
  actionDir = prepareActionDir();
  temps.push(actionDir);
  await Promise.all([service.start(), gh.start()]);
  // the base branch's push run: its bundle of the sample baseline under the sample policy
  service.newRun();
  const ws = workspace(join(SAMPLES, "policy.json"), [sample("baseline", "refund-twice.json"), sample("baseline", "refund-before-eligibility.json")]);
  const r = await runBundle({ actionDir, workspace: ws, event: "push", payload: join(FIXTURES, "push.json"), apiUrl: gh.apiUrl, token: gh.token, inputs: { traces: "traces", policy: "policy.json", "upload-baseline": "true" }, env: service.env() });
  temps.push(r.runnerTemp);
  expect(r.code, lines(r)).toBe(0);
  baseZip = service.finalized("arh-baseline").find((a) => a.runBackendId === service.runBackendId)!.zip;
}, 120_000);

afterAll(async () => {
  await Promise.all([service.stop(), gh.stop()]);
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

describe("the action: every green verdict says what it checked", () => {
  it("the unchanged agent under the same policy passes, and the summary's first lines say what was checked", async () => {
    const r = await pullRequest(workspace(join(SAMPLES, "policy.json"), [sample("baseline", "refund-twice.json"), sample("baseline", "refund-before-eligibility.json")]));
    expect(r.code, lines(r)).toBe(0);
    const head = r.summary.split("\n").slice(0, 4).join("\n");
    expect(head).toMatch(/^\*\*✅ Regression gate passed\*\*/);
    expect(head).toMatch(/Checked: 2 traces validated under the policy policy\.json, id refund-policy-v1, digest [0-9a-f]{12}; 2 of 2 baseline and 2 of 2 candidate traces paired with the baseline\. Not checked: nothing\./);
  }, 60_000);

  it("a baseline of another project (no trace pairs) fails by default; unpaired: warn passes without a pass mark", async () => {
    const other = tempDir("arh-other-");
    cpSync(join(REPO, "samples", "traces", "refund-happy-path.json"), join(other, "a.json"));
    cpSync(join(REPO, "samples", "traces", "refund-bad-arguments.json"), join(other, "b.json"));
    // the other project's report, recorded by the action's own push run with its policy
    const otherPolicy = policy((d) => (d.policy_id = "another-project"));
    const ows = workspace(otherPolicy, [other]);
    service.newRun();
    const push = await runBundle({ actionDir, workspace: ows, event: "push", payload: join(FIXTURES, "push.json"), apiUrl: gh.apiUrl, token: gh.token, inputs: { traces: "traces", policy: "policy.json", "upload-baseline": "false", "fail-on": "never" } });
    temps.push(push.runnerTemp);
    const reportFile = join(ows, "arh-reports", "report.json");
    const ws = workspace(join(SAMPLES, "policy.json"), [sample("baseline", "refund-twice.json")], { "other-report.json": reportFile });
    const r = await pullRequest(ws, { baseline: "other-report.json" });
    expect(r.code, lines(r)).toBe(1);
    expect(r.outputs["gate-reasons"]).toMatch(/no trace pairs with the baseline: .*policy id 'another-project' and this run under 'refund-policy-v1'.*Fix: /);
    expect(r.compare?.pairing?.paired_traces).toBe(0);
    const head = r.summary.split("<details>")[0]!;
    expect(head).toMatch(/^\*\*❌ Regression gate failed\*\*/);
    expect(head).toContain("- no trace pairs with the baseline");

    const warned = await pullRequest(workspace(join(SAMPLES, "policy.json"), [sample("baseline", "refund-twice.json")], { "other-report.json": reportFile }), { baseline: "other-report.json", unpaired: "warn" });
    expect(warned.code, lines(warned)).toBe(0);
    expect(warned.summary.split("\n")[0]).toMatch(/^\*\*⚠️ Regression gate passed with nothing compared\*\*/);
    expect(warned.summary).not.toContain("✅ Regression gate passed");
  }, 120_000);

  it("a loosened policy with a double refund fails, naming ARH-FLW-003 as hidden by the policy change", async () => {
    const loose = policy((d) => {
      delete d.allowed_tools.issue_refund!.side_effect;
      delete d.allowed_tools.issue_refund!.max_calls;
    });
    const r = await pullRequest(workspace(loose, [sample("candidate", "refund-twice.json")]));
    expect(r.code, lines(r)).toBe(1);
    expect(r.outputs["gate-reasons"]).toMatch(/1 new error finding hidden by this pull request's policy change \(found under the base branch's policy [0-9a-f]{12}\): refund-twice-1001:ARH-FLW-003 at step s4/);
    const head = r.summary.split("<details>")[0]!;
    expect(head).toContain("hidden by this pull request's policy change");
    expect(head).toMatch(/Under the base branch's policy \([0-9a-f]{12}\) the candidate has regressions that this pull request's policy hides/);
  }, 60_000);

  it("a tightened policy that turns every trace red fails by default, naming them; policy-change: report passes", async () => {
    const tight = policy((d) => (d.budgets.max_total_tokens = 10));
    const traces = [sample("baseline", "refund-twice.json"), sample("baseline", "refund-before-eligibility.json")];
    const r = await pullRequest(workspace(tight, traces));
    expect(r.code, lines(r)).toBe(1);
    expect(r.outputs["gate-reasons"]).toMatch(/this pull request's policy change turns 2 traces red that pass under the base branch's policy: refund-before-eligibility-1002, refund-twice-1001/);
    expect(r.summary.split("<details>")[0]).toContain("turns 2 traces red that pass under the base branch's policy");

    const report = await pullRequest(workspace(tight, traces), { "policy-change": "report" });
    expect(report.code, lines(report)).toBe(0);
    expect(report.commands.some((c) => c.command === "warning" && c.message.includes("turns 2 traces red"))).toBe(true);
  }, 120_000);

  it("bad values of the inputs unpaired and policy-change are one line", async () => {
    for (const [name, v] of [
      ["unpaired", "maybe"],
      ["policy-change", "ignore"],
    ] as const) {
      const r = await pullRequest(workspace(join(SAMPLES, "policy.json"), [sample("baseline", "refund-twice.json")]), { [name]: v });
      expect(r.code).not.toBe(0);
      const errors = r.commands.filter((c) => c.command === "error").map((c) => c.message);
      expect(errors.join("\n")).toMatch(new RegExp(`input '${name}' must be one of`));
      expect(lines(r)).not.toMatch(/\n\s+at /);
    }
  }, 60_000);
});
