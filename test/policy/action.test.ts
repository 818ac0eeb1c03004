// The bundled action (test/github/harness.ts runs dist/index.js as the runner does, against the
// local GitHub stand-in) with a policy mistake and with `zero-tolerance: ","`: the policy's
// diagnostics are annotations on the policy file at their line and column and the summary's first
// lines; strict-policy makes them errors; an empty zero-tolerance entry is a usage error.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { FakeGitHub } from "../github/fake-github.js";
import { FIXTURES, prepareActionDir, runBundle, type RunOutcome } from "../github/harness.js";
import { MISTAKES, SAMPLES, scratch, stringAmountTrace } from "./helpers.js";

const gh = new FakeGitHub();
const temp = scratch("action-");
let actionDir: string;

beforeAll(async () => {
  await gh.start();
  actionDir = prepareActionDir();
});
afterAll(async () => {
  await gh.stop();
});

/** A workspace with `policyText` as policy.json and the samples' baseline traces plus one sending a string amount. */
function workspace(policyText: string): string {
  const ws = join(temp(), "ws");
  cpSync(join(SAMPLES, "baseline"), join(ws, "traces"), { recursive: true });
  mkdirSync(ws, { recursive: true });
  writeFileSync(join(ws, "policy.json"), policyText);
  writeFileSync(join(ws, "traces", "string-amount.json"), stringAmountTrace());
  return ws;
}

async function run(ws: string, inputs: Record<string, string> = {}): Promise<RunOutcome> {
  return runBundle({
    actionDir,
    workspace: ws,
    event: "push",
    payload: join(FIXTURES, "push.json"),
    apiUrl: gh.apiUrl,
    token: gh.token,
    inputs: { traces: "traces", policy: "policy.json", "sarif-upload": "false", "upload-baseline": "false", "upload-reports": "false", "fail-on": "never", ...inputs },
  });
}

const annotations = (r: RunOutcome, level: string) => r.commands.filter((c) => c.command === level && c.props.file === "policy.json");

describe("the action and the policy's diagnostics", () => {
  it('"number" and "budget": warnings on the policy file at their line and column, in the summary\'s first lines; the verdict is kept', async () => {
    const r = await run(workspace(MISTAKES));
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const w = annotations(r, "warning");
    expect(w.map((c) => [c.props.line, c.props.col, c.props.title])).toEqual([
      ["14", "60", "Policy: unknown-type"],
      ["17", "3", "Policy: unknown-key"],
    ]);
    expect(w[0]!.message).toBe(`policy policy.json:14:60: allowed_tools.issue_refund.required_arguments.amount: unknown type "number": the type check of 'amount' is skipped (types: str, int, float, bool, list, dict, any); did you mean float?`);
    expect(w[1]!.message).toBe("policy policy.json:17:3: budget: unknown key; did you mean budgets?");
    const head = r.summary.split("\n").slice(0, 8).join("\n");
    expect(head).toContain("> Policy diagnostic: policy.json:14:60: allowed_tools.issue_refund.required_arguments.amount: unknown type");
    expect(head).toContain("> Policy diagnostic: policy.json:17:3: budget: unknown key; did you mean budgets?");
  }, 120_000);

  it("strict-policy: true: errors on the policy file, and the step fails with one line naming the first and counting the rest", async () => {
    const r = await run(workspace(MISTAKES), { "strict-policy": "true" });
    expect(r.code).toBe(1);
    expect(annotations(r, "error").map((c) => [c.props.line, c.props.col])).toEqual([
      ["14", "60"],
      ["17", "3"],
    ]);
    const fatal = r.commands.filter((c) => c.command === "error" && c.props.file === undefined).map((c) => c.message);
    expect(fatal.join("\n")).toMatch(/policy .*policy\.json:14:60: allowed_tools\.issue_refund\.required_arguments\.amount: unknown type "number".* \(and 1 more policy diagnostic\); strict-policy makes policy diagnostics errors/);
  }, 120_000);

  it('zero-tolerance: "," is a usage error, before any trace is read', async () => {
    const r = await run(workspace(MISTAKES), { "zero-tolerance": "," });
    expect(r.code).toBe(1);
    const errors = r.commands.filter((c) => c.command === "error").map((c) => c.message);
    expect(errors.join("\n")).toContain(`input 'zero-tolerance': entry 1 of "," is empty; list rule ids or categories separated by commas, or 'none' to turn zero tolerance off`);
    expect(r.outputs["json-report"] ?? "").toBe("");
  }, 120_000);
});
