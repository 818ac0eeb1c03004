// Baseline bundles through the built action (dist/index.js), with the real artifact client and the
// local stand-ins of the artifact service and the REST API: a push uploads its bundle, and pull
// requests that change the policy, the agent, or both are judged like with like; a tampered bundle
// is a missing baseline under `baseline-missing`, never a silent pass.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ArtifactService } from "../github/artifact-service.js";
import { FakeGitHub } from "../github/fake-github.js";
import { FIXTURES, REPO, prepareActionDir, runBundle, type RunOutcome } from "../github/harness.js";
import { makeZip } from "../github/zip-helpers.js";
import { extractZipSafely } from "../../src/github/zip.js";
import type { CompareResult } from "../../src/compare/types.js";
import { strictPolicy } from "./helpers.js";

const SAMPLES = join(REPO, "samples", "regressions");
const service = new ArtifactService();
const gh = new FakeGitHub();
const temps: string[] = [];
let actionDir: string;
let strict: string;

function workspace(set: "baseline" | "candidate" | "compressible", policy: string): string {
  const ws = mkdtempSync(join(tmpdir(), "arh-ws-"));
  temps.push(ws);
  cpSync(policy, join(ws, "policy.json"));
  if (set === "compressible") {
    // the field report: a failing trace whose lookup returned 4,000 identical rows (about 500 KB, far past 200:1 compressed)
    cpSync(join(SAMPLES, "baseline"), join(ws, "traces"), { recursive: true });
    const twice = JSON.parse(readFileSync(join(ws, "traces", "refund-twice.json"), "utf8")) as { steps: { output?: Record<string, unknown> }[] };
    twice.steps[0]!.output = { ...twice.steps[0]!.output, rows: Array.from({ length: 4000 }, () => ({ sku: "SKU-000123", description: "Replacement charging cable, 2 m, braided", qty: 1, unit_price: 12.5, warehouse: "FRA-3" })) };
    writeFileSync(join(ws, "traces", "refund-twice.json"), JSON.stringify(twice, null, 2));
  } else cpSync(join(SAMPLES, set), join(ws, "traces"), { recursive: true });
  return ws;
}

const lines = (r: RunOutcome) => r.stdout + r.stderr;

/** A push run on the default branch; returns the zip of the baseline artifact it uploaded. */
async function pushBundle(policy: string, set: "baseline" | "compressible" = "baseline"): Promise<Buffer> {
  service.newRun();
  const r = await runBundle({ actionDir, workspace: workspace(set, policy), event: "push", payload: join(FIXTURES, "push.json"), apiUrl: gh.apiUrl, token: gh.token, inputs: { traces: "traces", policy: "policy.json", "upload-baseline": "true" }, env: service.env() });
  temps.push(r.runnerTemp);
  expect(r.code === 0 || r.code === 1, lines(r)).toBe(true);
  const art = service.finalized("arh-baseline").find((a) => a.runBackendId === service.runBackendId)!;
  return art.zip;
}

/** A pull request run against `zip` as the base branch's baseline artifact. */
async function pullRequest(zip: Buffer, set: "baseline" | "candidate" | "compressible", policy: string, inputs: Record<string, string> = {}): Promise<RunOutcome & { ws: string; compare: CompareResult | null }> {
  gh.artifacts = [];
  gh.addArtifact({ zip });
  const ws = workspace(set, policy);
  const r = await runBundle({ actionDir, workspace: ws, event: "pull_request", payload: join(FIXTURES, "pull_request.json"), apiUrl: gh.apiUrl, token: gh.token, inputs: { traces: "traces", policy: "policy.json", ...inputs } });
  temps.push(r.runnerTemp);
  let compare: CompareResult | null = null;
  try {
    compare = JSON.parse(readFileSync(join(ws, "arh-reports", "compare.json"), "utf8")) as CompareResult;
  } catch {
    // no comparison
  }
  return { ...r, ws, compare };
}

let looseZip: Buffer;
let strictZip: Buffer;
beforeAll(async () => {
  actionDir = prepareActionDir();
  temps.push(actionDir);
  const d = mkdtempSync(join(tmpdir(), "arh-strict-"));
  temps.push(d);
  strict = strictPolicy(d);
  await Promise.all([service.start(), gh.start()]);
  looseZip = await pushBundle(join(SAMPLES, "policy.json"));
  strictZip = await pushBundle(strict);
}, 120_000);

afterAll(async () => {
  await Promise.all([service.stop(), gh.stop()]);
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

describe("the action: a policy change told apart from an agent change", () => {
  it("the push job's artifact is a bundle: report, traces, policy, history", async () => {
    const dir = mkdtempSync(join(tmpdir(), "arh-unzip-"));
    temps.push(dir);
    expect(await extractZipSafely(looseZip, dir)).toEqual(["bundle.json", "history.json", "index.jsonl", "policy.json", "report.json", "traces/traces/refund-before-eligibility.json", "traces/traces/refund-twice.json"]);
  });

  it("a PR that only adds a rule turning unchanged traces red fails by default; with policy-change: report it passes, and its summary shows what the rule adds", async () => {
    const gated = await pullRequest(looseZip, "baseline", strict);
    expect(gated.code, lines(gated)).toBe(1);
    expect(gated.outputs["gate-reasons"]).toMatch(/turns 2 traces red that pass under the base branch's policy/);
    const r = await pullRequest(looseZip, "baseline", strict, { "policy-change": "report" });
    expect(r.code, lines(r)).toBe(0);
    expect(r.outputs.passed).toBe("true");
    expect(r.outputs["new-error-findings"]).toBe("0");
    expect(r.compare?.policy_change?.rejudged).toBe(true);
    expect(r.compare?.policy_change?.summary?.new_findings).toBe(4);
    const top = r.summary.split("<details>")[0]!;
    expect(top).toContain("Policy changed since the baseline");
    expect(top).toContain("The policy change adds 4 findings (4 errors) to the baseline's own traces");
  }, 60_000);

  it("a PR that changes both fails exactly on the agent's regressions", async () => {
    const both = await pullRequest(looseZip, "candidate", strict);
    expect(both.code, lines(both)).toBe(1);
    // the same PR against a baseline judged under the same (strict) policy from the start
    const ref = await pullRequest(strictZip, "candidate", strict);
    expect(ref.compare?.policy_change).toBeUndefined();
    expect(both.compare!.gate).toEqual(ref.compare!.gate);
    expect(both.compare!.traces).toEqual(ref.compare!.traces);
    expect(both.outputs["new-error-findings"]).toBe(ref.outputs["new-error-findings"]);
    expect(both.outputs["gate-reasons"]).toBe(ref.outputs["gate-reasons"]);
    expect(both.outputs["gate-reasons"]).toMatch(/ARH-FLW-003 at step s4/);
  }, 90_000);

  it("a PR that loosens a rule shows, at the top of the summary, the findings the loosening removes", async () => {
    const r = await pullRequest(strictZip, "baseline", join(SAMPLES, "policy.json"));
    expect(r.code, lines(r)).toBe(0);
    expect(r.compare?.summary.resolved_findings).toBe(0);
    const top = r.summary.split("<details>")[0]!;
    expect(top).toContain("The policy change removes 4 findings from the baseline's own traces (no longer reported, not resolved by the agent)");
    expect(top).toContain("refund-twice-1001:ARH-BUD-001 at step s3");
  }, 60_000);

  it("an older artifact (report.json alone) gates as before, with one note of what a bundle would add", async () => {
    const dir = mkdtempSync(join(tmpdir(), "arh-unzip-"));
    temps.push(dir);
    await extractZipSafely(looseZip, dir);
    const bare = await makeZip([{ name: "report.json", data: readFileSync(join(dir, "report.json")) }]);
    const r = await pullRequest(bare, "candidate", join(SAMPLES, "policy.json"));
    expect(r.code, lines(r)).toBe(1);
    expect(r.outputs["new-error-findings"]).toBe("2");
    expect(r.summary).toContain("The baseline is a bare report: a baseline bundle");
  }, 60_000);

  it("a bundle the push job wrote from a trace that compresses far past 200:1 is the PR's baseline: the unchanged, already-failing trace does not fail it", async () => {
    const zip = await pushBundle(join(SAMPLES, "policy.json"), "compressible");
    const r = await pullRequest(zip, "compressible", join(SAMPLES, "policy.json"));
    expect(lines(r)).not.toMatch(/suspicious compression ratio|No baseline/);
    expect(r.outputs["baseline-source"]).not.toBe("none");
    expect(r.outputs["new-error-findings"]).toBe("0");
    expect(r.code, lines(r)).toBe(0);
  }, 90_000);

  it("a tampered bundle is a missing baseline (baseline-missing: warn), with one line naming it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "arh-unzip-"));
    temps.push(dir);
    const names = await extractZipSafely(looseZip, dir);
    const twice = join(dir, "traces/traces/refund-twice.json");
    writeFileSync(twice, readFileSync(twice, "utf8").replace("ORD-1042", "ORD-9999"));
    const bad = await makeZip(names.map((name) => ({ name, data: readFileSync(join(dir, name)) })));
    const r = await pullRequest(bad, "candidate", join(SAMPLES, "policy.json"));
    expect(r.outputs["baseline-source"]).toBe("none");
    const warning = r.commands.filter((c) => c.command === "warning").map((c) => c.message).find((m) => m.includes("baseline bundle"));
    expect(warning).toMatch(/^No baseline: baseline bundle artifact \d+: trace file traces\/traces\/refund-twice\.json: its bytes do not match bundle\.json \(changed\)\. Falling back to an absolute gate/);
    expect(r.code, lines(r)).toBe(1); // the absolute gate: the candidate's failing traces fail it
    expect(lines(r)).not.toMatch(/internal error|\n\s+at /);
  }, 60_000);
});
