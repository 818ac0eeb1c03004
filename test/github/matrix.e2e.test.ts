// The action across a matrix, end to end through dist/index.js: three shard jobs upload their
// partial reports with the real @actions/artifact client to the artifact-service stand-in, and one
// merge job downloads them with the same client, merges and gates once against the fake GitHub
// API. The merged report is byte for byte the one a single job writes; a missing shard fails.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { FakeGitHub } from "./fake-github.js";
import { ArtifactService } from "./artifact-service.js";
import { FIXTURES, REPO, prepareActionDir, runBundle, type RunOutcome, type RunSpec } from "./harness.js";

const gh = new FakeGitHub();
const artifacts = new ArtifactService();
const temps: string[] = [];
let actionDir: string;

/** Twelve traces: the samples under other ids, so every shard of three gets some. */
function workspace(): string {
  const ws = mkdtempSync(join(tmpdir(), "arh-matrix-"));
  temps.push(ws);
  cpSync(join(REPO, "samples", "policies", "refund-policy.json"), join(ws, "policy.json"));
  mkdirSync(join(ws, "traces"));
  const samples = readdirSync(join(REPO, "samples", "traces")).filter((f) => f !== "refund-truncated.json").sort();
  for (let i = 0; i < 12; i++) {
    const doc = JSON.parse(readFileSync(join(REPO, "samples", "traces", samples[i % samples.length]!), "utf8")) as { trace_id: string };
    doc.trace_id = `matrix-${i}`;
    writeFileSync(join(ws, "traces", `t${String(i).padStart(2, "0")}.json`), JSON.stringify(doc, null, 2));
  }
  return ws;
}

async function run(ws: string, inputs: Record<string, string>, over: Partial<RunSpec> = {}): Promise<RunOutcome> {
  const r = await runBundle({
    actionDir,
    event: "push",
    payload: join(FIXTURES, "push.json"),
    apiUrl: gh.apiUrl,
    token: gh.token,
    workspace: ws,
    env: artifacts.env(),
    ...over,
    inputs: { traces: "traces", policy: "policy.json", ...inputs },
  });
  temps.push(r.runnerTemp);
  return r;
}

beforeAll(async () => {
  actionDir = prepareActionDir();
  temps.push(actionDir);
  await gh.start();
  await artifacts.start();
}, 120_000);

afterAll(async () => {
  await gh.stop();
  await artifacts.stop();
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

describe("a matrix of three shard jobs and one merge job", () => {
  it("gates once on the merged report, byte-identical to a single job's", async () => {
    gh.reset();
    artifacts.newRun();
    const one = workspace();
    const single = await run(one, { "upload-baseline": "false", "sarif-upload": "false", "fail-on": "never" });
    expect(single.code, single.stdout + single.stderr).toBe(0);
    const singleReport = readFileSync(join(one, "arh-reports", "report.json"), "utf8");

    artifacts.newRun();
    gh.reset();
    const ws = workspace();
    let traces = 0;
    for (let i = 1; i <= 3; i++) {
      const r = await run(ws, { shard: `${i}/3` });
      expect(r.code, r.stdout + r.stderr).toBe(0);
      expect(r.outputs["partial-report"]).toBe("arh-reports/partial.json");
      expect(r.outputs.passed).toBe("");
      traces += Number(r.outputs.traces);
      rmSync(join(ws, "arh-reports"), { recursive: true, force: true });
    }
    expect(traces).toBe(12);
    // The shard jobs published nothing: no SARIF, no check, no comment.
    expect(gh.sarifs).toHaveLength(0);
    expect(artifacts.finalized("arh-shard-1-of-3")).toHaveLength(1);

    const merged = await run(ws, { merge: "3", "fail-on": "never" });
    expect(merged.code, merged.stdout + merged.stderr).toBe(0);
    expect(readFileSync(join(ws, "arh-reports", "report.json"), "utf8")).toBe(singleReport);
    expect(merged.outputs.traces).toBe("12");
    expect(gh.sarifs).toHaveLength(1);
    // One baseline, uploaded by the merge job on the default branch.
    expect(artifacts.finalized("arh-baseline").filter((a) => a.runBackendId === artifacts.runBackendId)).toHaveLength(1);
  });

  it("a missing shard fails the gate with a reason naming it", async () => {
    gh.reset();
    artifacts.newRun();
    const ws = workspace();
    for (const i of [1, 3]) expect((await run(ws, { shard: `${i}/3` })).code).toBe(0);
    const baselines = artifacts.finalized("arh-baseline").length;
    const merged = await run(ws, { merge: "3" });
    expect(merged.code).toBe(1);
    expect(merged.outputs.passed).toBe("false");
    expect(merged.outputs["gate-reasons"]).toMatch(/^merge: shard 2 of 3 is missing: no artifact 'arh-shard-2-of-3' in this run/);
    expect(gh.sarifs).toHaveLength(0);
    expect(artifacts.finalized("arh-baseline")).toHaveLength(baselines);
  });

  it("an artifact spelling a shard otherwise, or one above N, fails the gate naming it (never read as the shard)", async () => {
    gh.reset();
    artifacts.newRun();
    const ws = workspace();
    for (let i = 1; i <= 3; i++) {
      expect((await run(ws, { shard: `${i}/3` })).code).toBe(0);
      rmSync(join(ws, "arh-reports"), { recursive: true, force: true });
    }
    const real = artifacts.finalized("arh-shard-2-of-3").find((a) => a.runBackendId === artifacts.runBackendId)!;
    for (const alias of ["arh-shard-01-of-3", "arh-shard-4-of-3"]) {
      artifacts.artifacts = artifacts.artifacts.filter((a) => a.name !== "arh-shard-01-of-3" && a.name !== "arh-shard-4-of-3");
      artifacts.artifacts.push({ ...real, id: real.id + 1000, name: alias });
      const merged = await run(ws, { merge: "3" });
      expect(merged.code).toBe(1);
      expect(merged.outputs.passed).toBe("false");
      expect(merged.outputs["gate-reasons"]).toMatch(new RegExp(`^merge: (1 artifact is not a shard artifact's spelling .*: '${alias}' \\(id \\d+\\)|artifact '${alias}' \\(id \\d+\\) names shard 4, outside 1\\.\\.3)`));
      expect(merged.outputs["failed-traces"]).toBeUndefined();
      expect(gh.sarifs).toHaveLength(0);
    }
  });

  it("refuses shard and merge together, and a shard out of range, before reading anything", async () => {
    const ws = workspace();
    const both = await run(ws, { shard: "1/3", merge: "3" });
    expect(both.code).toBe(1);
    expect(both.stdout).toMatch(/inputs 'shard' and 'merge' exclude each other/);
    const out = await run(ws, { shard: "4/3" });
    expect(out.stdout).toMatch(/input 'shard' 4\/3: the index i must be from 1 to 3/);
  });
});

describe("jobs", () => {
  it("jobs: 2 writes the same reports as jobs: 1 (workers started from the bundle)", async () => {
    const ws = workspace();
    const src = readFileSync(join(ws, "traces", "t00.json"), "utf8");
    for (let i = 0; i < 520; i++) writeFileSync(join(ws, "traces", `w${String(i).padStart(3, "0")}.json`), src.replace(/"trace_id": "[^"]*"/, `"trace_id": "w-${i}"`));
    const outs: string[] = [];
    for (const jobs of ["1", "2"]) {
      const r = await run(ws, { jobs, "upload-baseline": "false", "sarif-upload": "false", "fail-on": "never", "job-summary": "false" });
      expect(r.code, r.stdout + r.stderr).toBe(0);
      outs.push(["report.json", "report.sarif", "report.junit.xml", "report.md"].map((f) => readFileSync(join(ws, "arh-reports", f), "utf8")).join("\n\u0000\n"));
    }
    expect(outs[1]).toBe(outs[0]);
  });
});
