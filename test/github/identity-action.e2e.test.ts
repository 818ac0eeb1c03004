// The action on a pull request whose agent ran its scenarios in parallel, against a baseline of the
// sequential run (both recorded by `arh collect` from the same AI SDK agent, no user-set trace id):
// the traces pair by their derived ids, ORD-1001 with ORD-1001, and nothing drifts
// (docs/collect.md, "Trace ids: recorded or derived"). Runs the bundle (ARH_DIST_DIR).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { FakeGitHub } from "./fake-github.js";
import { FIXTURES, REPO, prepareActionDir, runBundle } from "./harness.js";
import { collect } from "../collect/helpers.js";
import { runValidateCommand } from "../../src/commands/validate.js";
import type { CompareResult } from "../../src/compare/types.js";

type Obj = Record<string, unknown>;
const AGENT = join(REPO, "test/fixtures/otlp-agents/ai-sdk-scenarios.mjs");
const gh = new FakeGitHub();
const temps: string[] = [];
afterAll(async () => {
  await gh.stop();
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});
beforeAll(async () => {
  await gh.start();
});

/** The order a collected trace file is about (its first lookup_order's argument). */
function orderOf(file: string): string {
  const m = /lookup_order[^}]*?order_id\\?":\\?"(ORD-[0-9]+)/.exec(readFileSync(file, "utf8"));
  return m![1]!;
}

describe("the action, scenarios run in parallel against a sequential baseline", () => {
  it("pairs each trace with the same scenario's baseline trace; the gate passes with nothing drifted", async () => {
    const ws = mkdtempSync(join(tmpdir(), "arh-identity-ws-"));
    temps.push(ws);
    cpSync(join(REPO, "samples/policies/refund-policy.json"), join(ws, "policy.json"));
    for (const mode of ["sequential", "parallel"]) {
      const r = await collect(["--out", join(ws, mode), "--", process.execPath, AGENT, mode]);
      expect(r.code, r.stderr).toBe(0);
    }
    // the baseline: the sequential run's report, as `arh validate --json-out` writes it on main
    const cwd = process.cwd();
    process.chdir(ws);
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = (() => true) as typeof process.stdout.write;
    try {
      await runValidateCommand(["--policy", "policy.json", "--json-out", "baseline.json", "--quiet", "sequential"]);
    } finally {
      process.stdout.write = write;
      process.chdir(cwd);
    }
    const actionDir = prepareActionDir();
    temps.push(actionDir);
    const r = await runBundle({
      actionDir,
      workspace: ws,
      event: "pull_request",
      payload: join(FIXTURES, "pull_request.json"),
      apiUrl: gh.apiUrl,
      token: gh.token,
      inputs: { traces: "parallel", policy: "policy.json", baseline: "baseline.json", "upload-baseline": "false" },
    });
    temps.push(r.runnerTemp);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.outputs).toMatchObject({ passed: "true", traces: "2" });
    const c = JSON.parse(readFileSync(join(ws, "arh-reports", "compare.json"), "utf8")) as CompareResult;
    expect(c.summary).toMatchObject({ traces_compared: 2, new_findings: 0, resolved_findings: 0 });
    expect(c.summary.traces_drifted ?? 0).toBe(0);
    const baseline = JSON.parse(readFileSync(join(ws, "baseline.json"), "utf8")) as { reports: Obj[] };
    for (const t of c.traces) {
      const base = baseline.reports.find((e) => e.trace_id === t.trace_id)!;
      expect(orderOf(join(ws, "parallel", `${t.trace_id}.json`))).toBe(orderOf(join(ws, base.source_path as string)));
    }
    expect(readdirSync(join(ws, "parallel")).sort()).toEqual(readdirSync(join(ws, "sequential")).sort());
    expect(gh.violations).toEqual([]);
  }, 120_000);
});
