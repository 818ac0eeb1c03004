// The usage gates in the bundled action (docs/cost.md): tokens x1.45 against a baseline report
// with `max-tokens-increase: 20%` fail the step naming tokens and the percentage, and the job
// summary shows the run's totals; without the input the same run passes and still shows them.
// dist/index.js runs as a child process against the fake GitHub API (harness.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { FakeGitHub } from "./fake-github.js";
import { FIXTURES, prepareActionDir, runBundle, type RunOutcome } from "./harness.js";
import { capture } from "../capture.js";
import { runValidateCommand } from "../../src/commands/validate.js";

const gh = new FakeGitHub();
const temps: string[] = [];
let actionDir: string;
let ws: string;

function traces(dir: string, factor: number): void {
  mkdirSync(dir, { recursive: true });
  const sizes: [number, number][] = [
    [420, 130],
    [400, 153],
    [430, 127],
  ];
  sizes.forEach(([i, o], k) =>
    writeFileSync(
      join(dir, `t${k}.json`),
      JSON.stringify({ trace_id: `t${k}`, agent_name: "support", workflow: "refund", steps: [{ step_id: "m1", type: "model_response", text: "Done.", input_tokens: Math.round(i * factor), output_tokens: Math.round(o * factor), latency_ms: 90 }] }),
    ),
  );
}

async function run(inputs: Record<string, string>): Promise<RunOutcome> {
  const r = await runBundle({ actionDir, workspace: ws, event: "pull_request", payload: join(FIXTURES, "pull_request.json"), apiUrl: gh.apiUrl, token: gh.token, inputs: { traces: "traces", policy: "policy.json", baseline: "baseline.json", ...inputs } });
  temps.push(r.runnerTemp);
  return r;
}

beforeAll(async () => {
  actionDir = prepareActionDir();
  temps.push(actionDir);
  await gh.start();
  ws = mkdtempSync(join(tmpdir(), "arh-ws-"));
  temps.push(ws);
  writeFileSync(join(ws, "policy.json"), JSON.stringify({ policy_id: "cost", allow_unlisted_tools: true }));
  traces(join(ws, "base"), 1);
  traces(join(ws, "traces"), 1.45);
  const v = await capture(() => runValidateCommand(["--policy", join(ws, "policy.json"), "--json-out", join(ws, "baseline.json"), "--quiet", join(ws, "base")]));
  expect(v.code).toBe(0);
}, 120_000);

afterAll(async () => {
  await gh.stop();
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

describe("action: usage gates", () => {
  it("max-tokens-increase: 20% fails naming tokens and the percentage", async () => {
    const r = await run({ "max-tokens-increase": "20%" });
    expect(r.code, r.stderr).toBe(1);
    expect(r.outputs.passed).toBe("false");
    expect(r.stdout + r.summary).toContain("tokens +45.1% (run total: 1,660 → 2,408; limit 20%)");
    expect(r.summary).toContain("tokens 1,660 → 2,408 (+45.1%)");
  }, 60_000);

  it("without it the run passes and the summary still shows the increase", async () => {
    const r = await run({});
    expect(r.code, r.stderr).toBe(0);
    expect(r.summary).toContain("tokens 1,660 → 2,408 (+45.1%)");
  }, 60_000);

  it("a malformed value is one usage line", async () => {
    const r = await run({ "max-tokens-increase": "20%%" });
    expect(r.code).toBe(1);
    const errors = r.commands.filter((c) => c.command === "error").map((c) => c.message);
    expect(errors).toEqual(["input 'max-tokens-increase' must be a percentage such as 20% or a whole number of tokens such as 500 (got '20%%')"]);
  }, 60_000);
});
