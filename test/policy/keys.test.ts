// Unknown policy keys (src/policy/keys.ts): located warnings with the nearest valid key, errors
// with --strict-policy / input strict-policy, the same in the JSON Schema; `arh init` writes
// policies that pass strict.
import { describe, expect, it } from "vitest";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO, SAMPLES, scratch } from "./helpers.js";
import Ajv2020 from "ajv/dist/2020.js";
import { capture } from "../capture.js";
import { policyFromText } from "../../src/policy/parse.js";
import { ARG_KEYS, SECTION_KEYS, TOOL_KEYS, TOP_KEYS, nearestKey } from "../../src/policy/keys.js";
import { runValidateCommand } from "../../src/commands/validate.js";
import { runCompareCommand } from "../../src/commands/compare.js";
import { runInitCommand } from "../../src/commands/init.js";
import { runAction } from "../../src/github/run.js";
import { parseInputs } from "../../src/github/inputs.js";

const temp = scratch("keys-");

const TYPOS = `{
  "policy_id": "p",
  "budget": { "max_step_latency_ms": 10 },
  "budgets": { "max_total_latncy_ms": 100 },
  "allowed_tools": {
    "issue_refund": { "side_effect": true, "max_call": 1,
      "required_arguments": { "amount": { "type": "float", "maximum": 500 } } }
  },
  "zzz_unrelated": 1
}
`;

describe("unknown policy keys", () => {
  it("each is located and names the nearest valid key", () => {
    const p = policyFromText(TYPOS, "pol.json");
    expect(p.unknown_keys.map((k) => k.message)).toEqual([
      "pol.json:3:3: budget: unknown key; did you mean budgets?",
      `pol.json:9:3: zzz_unrelated: unknown key; valid keys here: ${TOP_KEYS.join(", ")}`,
      "pol.json:4:16: budgets.max_total_latncy_ms: unknown key; did you mean max_total_latency_ms?",
      "pol.json:6:44: allowed_tools.issue_refund.max_call: unknown key; did you mean max_calls?",
      "pol.json:7:60: allowed_tools.issue_refund.required_arguments.amount.maximum: unknown key; did you mean max?",
    ]);
    // the typos really are ignored by the rules (the reason for the warning)
    expect(p.budgets.max_total_latency_ms).toBeNull();
    expect(p.allowed_tools.get("issue_refund")!.max_calls).toBeNull();
  });

  it("known keys give nothing; $schema is allowed", () => {
    const text = readFileSync(join(SAMPLES, "policy.json"), "utf8").replace("{", '{"$schema": "../schemas/policy.schema.json",');
    expect(policyFromText(text, "p.json").unknown_keys).toEqual([]);
    expect(nearestKey("completely_different", ["budgets"])).toBeNull();
  });

  it("at most 100 are listed, and a key with odd characters is quoted", () => {
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, i]));
    const p = policyFromText(JSON.stringify({ policy_id: "p", ...many, "a.b\n": 1 }), "p.json");
    expect(p.unknown_keys).toHaveLength(100);
    expect(policyFromText(JSON.stringify({ policy_id: "p", "a.b\n": 1 }), "p.json").unknown_keys[0]!.path).toBe('"a.b\\n"');
  });

  it("the JSON Schema knows the same keys and refuses the others (additionalProperties: false)", () => {
    const schema = JSON.parse(readFileSync(join(REPO, "schemas", "policy.schema.json"), "utf8"));
    expect(Object.keys(schema.properties).sort()).toEqual([...TOP_KEYS].sort());
    for (const [section, keys] of Object.entries(SECTION_KEYS)) expect(Object.keys(schema.properties[section].properties).sort(), section).toEqual([...keys].sort());
    expect(Object.keys(schema.$defs.tool.properties).sort()).toEqual([...TOOL_KEYS].sort());
    expect(Object.keys(schema.$defs.argSpec.oneOf[1].properties).sort()).toEqual([...ARG_KEYS].sort());
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    const validate = ajv.compile(schema);
    expect(validate(JSON.parse(TYPOS))).toBe(false);
    const paths = (validate.errors ?? []).filter((e) => e.keyword === "additionalProperties").map((e) => `${e.instancePath}/${String(e.params.additionalProperty)}`);
    expect(paths).toEqual(expect.arrayContaining(["/budget", "/budgets/max_total_latncy_ms", "/allowed_tools/issue_refund/max_call", "/zzz_unrelated"]));
    expect(validate({ $schema: "x", policy_id: "p", zero_tolerance: ["ARH-FLW-003", "safety"] })).toBe(true);
  });
});

describe("the CLI and the action", () => {
  it("arh validate warns on stderr with the location; --strict-policy exits 2 before writing anything", async () => {
    const t = temp();
    writeFileSync(join(t, "pol.json"), TYPOS);
    const traces = join(SAMPLES, "baseline");
    const warn = await capture(() => runValidateCommand(["--policy", join(t, "pol.json"), "--quiet", traces]));
    expect(warn.err).toContain(`arh validate: warning: policy ${join(t, "pol.json")}:3:3: budget: unknown key; did you mean budgets?\n`);
    expect(warn.err).toContain("budgets.max_total_latncy_ms: unknown key; did you mean max_total_latency_ms?");
    const json = join(t, "r.json");
    const strict = await capture(() => runValidateCommand(["--policy", join(t, "pol.json"), "--strict-policy", "--json-out", json, "--quiet", traces]));
    expect(strict.code).toBe(2);
    expect(strict.err).toBe(`arh validate: policy ${join(t, "pol.json")}:3:3: budget: unknown key; did you mean budgets? (and 4 more policy diagnostics); strict-policy makes policy diagnostics errors\n`);
    expect(() => readFileSync(json)).toThrow();
  });

  it("arh compare --strict-policy exits 2, also with the streamed comparison", async () => {
    const t = temp();
    writeFileSync(join(t, "pol.json"), TYPOS);
    const base = join(SAMPLES, "baseline-report.json");
    const c = await capture(() => runCompareCommand(["--baseline", base, "--policy", join(t, "pol.json"), "--strict-policy", join(SAMPLES, "candidate")]));
    expect(c.code).toBe(2);
    expect(c.err).toMatch(/^arh compare: policy .*pol\.json:3:3: budget: unknown key; did you mean budgets\?/);
    const cand = join(t, "cand.json");
    await capture(() => runValidateCommand(["--policy", join(SAMPLES, "policy.json"), "--json-out", cand, "--quiet", join(SAMPLES, "candidate")]));
    const s = await capture(() => runCompareCommand(["--baseline", base, "--candidate", cand, "--policy", join(t, "pol.json"), "--md-out", join(t, "c.md"), "--stream", "always", "--strict-policy"]));
    expect(s.code).toBe(2);
    expect(s.err).toMatch(/budget: unknown key/);
  });

  it("the action: warnings by default, input strict-policy: true stops the step with the same line", async () => {
    const t = temp();
    const ws = join(t, "ws");
    cpSync(join(SAMPLES, "baseline"), join(ws, "traces"), { recursive: true });
    writeFileSync(join(ws, "policy.json"), TYPOS);
    const go = async (extra: Record<string, string>) => {
      const warnings: string[] = [];
      const quiet = () => {};
      const inputs = parseInputs((n) => ({ traces: "traces", policy: "policy.json", baseline: "none", "sarif-upload": "false", "upload-baseline": "false", "job-summary": "false", ...extra })[n] ?? "");
      const res = await runAction({
        inputs,
        ctx: { eventName: "push", sha: "0".repeat(40), ref: "refs/heads/main", owner: "o", repo: "r", repositoryId: 1, defaultBranch: "main", workspace: ws, apiUrl: "https://api.github.invalid", serverUrl: "https://github.invalid", runnerTemp: join(t, "tmp"), runId: 1, pr: null, actor: "a", workflowRun: null, eventDate: "2026-12-01" },
        octokit: null,
        uploader: { upload: async () => ({}) },
        log: { info: quiet, debug: quiet, notice: quiet, warning: (m: string) => void warnings.push(m), error: quiet },
        setOutput: quiet,
        writeSummary: async () => {},
        validateReport: null,
      });
      return { res, warnings };
    };
    const { res, warnings } = await go({});
    expect(res.outputs["json-report"]).toBe("arh-reports/report.json");
    // annotated on the policy file, named as the workspace names it
    expect(warnings).toContain("policy policy.json:3:3: budget: unknown key; did you mean budgets?");
    await expect(go({ "strict-policy": "true" })).rejects.toThrow(/policy .*policy\.json:3:3: budget: unknown key; did you mean budgets\? \(and 4 more policy diagnostics\); strict-policy/);
    expect(() => parseInputs((n) => (n === "strict-policy" ? "maybe" : ""))).toThrow("input 'strict-policy' must be true or false (got 'maybe')");
  });
});

describe("arh init", () => {
  it("writes a policy that passes strict (no diagnostic: no unknown key at any level, no value that turns a check off)", async () => {
    const t = temp();
    cpSync(join(SAMPLES, "baseline"), join(t, "traces"), { recursive: true });
    cpSync(join(SAMPLES, "candidate"), join(t, "more"), { recursive: true });
    for (const flags of [["traces"], ["traces", "more", "--strict", "--out", "strict.json"]]) {
      const code = await runInitCommand(["--quiet", ...flags], { cwd: t, stdout: () => {}, stderr: () => {} });
      expect(code).toBe(0);
      const out = join(t, flags.length > 1 ? "strict.json" : "arh-policy.json");
      expect(policyFromText(readFileSync(out, "utf8"), out).diagnostics).toEqual([]);
    }
  });
});
