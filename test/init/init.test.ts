// `arh init` end to end (in-process, in scratch directories): on the samples and on every adapter
// fixture set it writes a policy its own traces pass with --strict, which fails the sample
// regressions when they are added; outputs are byte-identical across runs; bad input is one clear
// line with validate's exit codes.
import { afterEach, describe, expect, it } from "vitest";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import MarkdownIt from "markdown-it";
import { runInitCommand } from "../../src/commands/init.js";
import { expandInputs, runValidation } from "../../src/engine/pipeline.js";
import { loadPolicy } from "../../src/policy/parse.js";
import type { Report } from "../../src/types.js";
import { workflowDiagnostics } from "./helpers.js";

const root = join(import.meta.dirname, "..", "..");
const ajv = new Ajv2020({ allErrors: true, strict: false });
const validatePolicySchema = ajv.compile(JSON.parse(readFileSync(join(root, "schemas/policy.schema.json"), "utf8")));
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function scratch(): string {
  const d = mkdtempSync(join(tmpdir(), "arh-init-"));
  dirs.push(d);
  return d;
}

async function init(cwd: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await runInitCommand(args, { cwd, stdout: (s) => (stdout += s), stderr: (s) => (stderr += s) });
  // every policy init writes fits the published schema
  const out = args.includes("--out") ? args[args.indexOf("--out") + 1]! : "arh-policy.json";
  if (code !== 2 && existsSync(join(cwd, out))) {
    expect(validatePolicySchema(JSON.parse(readFileSync(join(cwd, out), "utf8"))), ajv.errorsText(validatePolicySchema.errors)).toBe(true);
  }
  return { code, stdout, stderr };
}

async function validate(cwd: string, policyFile: string, ...paths: string[]): Promise<Report> {
  return runValidation(await expandInputs(paths, cwd), loadPolicy(join(cwd, policyFile)), { format: "auto", failUnder: 70, cwd });
}

const errorRules = (r: Report, trace: string): string[] => r.reports.find((e) => e.trace_id === trace)!.findings.filter((f) => f.severity === "error").map((f) => f.rule_id);

/** The only entries a --strict policy may fail: files no policy can pass. */
function onlyUnfixable(r: Report): string[] {
  return r.reports.filter((e) => !e.passed).map((e) => `${e.source_path} ${e.findings.filter((f) => f.severity === "error").map((f) => f.rule_id).join(",")}`);
}

describe("arh init on the samples", () => {
  it("regressions/baseline: a policy both baselines pass and both candidates fail", async () => {
    const d = scratch();
    cpSync(join(root, "samples/regressions"), join(d, "samples/regressions"), { recursive: true });
    const r = await init(d, "samples/regressions/baseline");
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Summary: 2/2 traces passed");
    const policy = JSON.parse(readFileSync(join(d, "arh-policy.json"), "utf8"));
    expect(validatePolicySchema(policy), ajv.errorsText(validatePolicySchema.errors)).toBe(true);
    expect(policy.sequence.call_order).toEqual(["lookup_order", "check_eligibility", "issue_refund"]);
    const candidate = await validate(d, "arh-policy.json", "samples/regressions/candidate");
    expect(errorRules(candidate, "refund-twice-1001")).toEqual(expect.arrayContaining(["ARH-SEQ-004", "ARH-FLW-003"]));
    expect(errorRules(candidate, "refund-before-eligibility-1002")).toEqual(["ARH-SEQ-003"]);
  });

  it("traces/ without the two regressions, --strict: every trace passes but the ones no policy can; the regressions then fail", async () => {
    const d = scratch();
    mkdirSync(join(d, "traces"));
    const regressions = ["refund-twice.json", "refund-before-eligibility.json"];
    for (const f of readdirSync(join(root, "samples/traces"))) if (!regressions.includes(f)) cpSync(join(root, "samples/traces", f), join(d, "traces", f));
    const r = await init(d, "traces/", "--strict");
    expect(r.code).toBe(1); // refund-truncated.json and refund-unlisted-tools.json cannot pass under any policy
    expect(r.stdout).toMatch(/refund-0005 cannot pass under any policy: ARH-SCH-002 at step "s3"/);
    expect(r.stdout).toMatch(/traces\/refund-truncated.json cannot pass under any policy: not valid JSON/);
    expect(r.stdout).toMatch(/refund-0007 \(ARH-SAF-001\): unsafe_patterns: removed/);
    expect(r.stdout).toMatch(/unsafe_patterns = .*\(default: payment card number\) {2}\[--strict: removed ".*" \(it matches step "s5"\)\]/);
    const proof = await validate(d, "arh-policy.json", "traces");
    expect(onlyUnfixable(proof)).toEqual(["traces/refund-truncated.json ARH-INP-001", "traces/refund-unlisted-tools.json ARH-SCH-002"]);
    for (const f of regressions) cpSync(join(root, "samples/traces", f), join(d, "traces", f));
    const added = await validate(d, "arh-policy.json", ...regressions.map((f) => `traces/${f}`));
    expect(errorRules(added, "refund-0002")).toEqual(["ARH-FLW-003"]);
    expect(errorRules(added, "refund-0003")).toEqual(["ARH-SEQ-003"]);
    const md = readFileSync(join(d, "arh-policy.md"), "utf8");
    expect(md).toMatch(/^# Inferred policy refund-copilot-inferred/);
    expect(md).toContain("## Widened by --strict");
  });

  it("without --strict the failing traces are listed with their findings and the exit code is 1", async () => {
    const d = scratch();
    cpSync(join(root, "samples/traces"), join(d, "traces"), { recursive: true });
    const r = await init(d); // PATH defaults to traces/
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/FAIL refund-0002 .*\n\s+error\s+ARH-FLW-003 step s4/);
    expect(r.stdout).toMatch(/--strict widens the policy until they pass/);
    expect(r.stdout).toMatch(/allowed_tools\.issue_refund\.required_arguments\.amount: recorded as any, .*conflicting types \(float in 8, int in 1, str in 1\)/);
    expect(readFileSync(join(d, "arh-policy.md"), "utf8")).toMatch(/- refund-0002 \(traces\/refund-twice\.json\), score [\d.]+:\n {2}- ARH-FLW-003 at step s4/);
  });
});

describe("arh init on each adapter fixture set", () => {
  for (const set of ["refund", "edge"]) {
    it(`${set}: --strict policy passes every trace any policy can pass`, async () => {
      const d = scratch();
      cpSync(join(root, "test/fixtures/adapters", set), join(d, set), { recursive: true });
      const r = await init(d, set, "--strict");
      expect(r.stderr).toBe("");
      expect(r.stdout).not.toMatch(/internal error/);
      const traces = (await expandInputs([set], d)).filter((f) => !f.endsWith("policy.json")); // the traces, not refund/policy.json
      const proof = await runValidation(traces, loadPolicy(join(d, "arh-policy.json")), { format: "auto", failUnder: 70, cwd: d });
      const expected = set === "edge" ? ["edge/otlp.json ARH-INP-001"] : []; // a reserved __proto__ key, on purpose
      expect(onlyUnfixable(proof)).toEqual(expected);
      expect(r.code).toBe(expected.length > 0 ? 1 : 0);
      if (set === "refund") expect(r.stdout).toContain("skipped refund/policy.json: an ARH policy, not a trace");
    });
  }
});

describe("outputs", () => {
  it("byte-identical across runs (policy, explanation, workflow, stdout)", async () => {
    const runs = [];
    for (let i = 0; i < 2; i++) {
      const d = scratch();
      cpSync(join(root, "samples/traces"), join(d, "traces"), { recursive: true });
      const r = await init(d, "traces", "--workflow", "--strict");
      runs.push([r.stdout, ...["arh-policy.json", "arh-policy.md", ".github/workflows/agent-gate.yml"].map((f) => readFileSync(join(d, f), "utf8"))]);
    }
    expect(runs[1]).toEqual(runs[0]);
  });
  it("--workflow: GitHub's parser accepts the workflow; it points at the traces and the policy", async () => {
    const d = scratch();
    cpSync(join(root, "samples/regressions/baseline"), join(d, "runs"), { recursive: true });
    const r = await init(d, "runs/", "--workflow", "--out", "config/policy.json", "--default-branch", "trunk", "--format", "arh");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/wrote config\/policy.json, config\/policy.md, .github\/workflows\/agent-gate.yml/);
    const wf = readFileSync(join(d, ".github/workflows/agent-gate.yml"), "utf8");
    expect(await workflowDiagnostics(wf)).toEqual({ errors: [], jobs: ["gate", "baseline"] });
    expect(wf).toContain('traces: "runs"');
    expect(wf).toContain('policy: "config/policy.json"');
    expect(wf).toContain('format: "arh"');
    expect(wf).toContain('branches: ["trunk"]');
  });
});

it("--quiet prints nothing; the files are written all the same", async () => {
  const d = scratch();
  cpSync(join(root, "samples/regressions/baseline"), join(d, "traces"), { recursive: true });
  expect(await init(d, "--quiet")).toEqual({ code: 0, stdout: "", stderr: "" });
  expect(existsSync(join(d, "arh-policy.md"))).toBe(true);
});

describe("bad input", () => {
  it("an existing --out is refused unless --force (exit 2, nothing written)", async () => {
    const d = scratch();
    cpSync(join(root, "samples/regressions/baseline"), join(d, "traces"), { recursive: true });
    writeFileSync(join(d, "arh-policy.json"), "mine");
    const r = await init(d);
    expect(r.code).toBe(2);
    expect(readFileSync(join(d, "arh-policy.json"), "utf8")).toBe("mine");
    expect(existsSync(join(d, "arh-policy.md"))).toBe(false);
    expect((await init(d, "--force")).code).toBe(0);
    expect(readFileSync(join(d, "arh-policy.json"), "utf8")).toMatch(/"policy_id": "refund-copilot-inferred"/);
  });
  it("no traces matched: exit 2", async () => {
    const d = scratch();
    mkdirSync(join(d, "empty"));
    expect((await init(d, "empty")).code).toBe(2);
    expect((await init(d, "missing/")).code).toBe(2);
    expect((await init(d, "nothing-*.json")).code).toBe(2);
    expect(existsSync(join(d, "arh-policy.json"))).toBe(false);
  });
  it("every file fails to parse: each is located, no policy written, exit 1", async () => {
    const d = scratch();
    mkdirSync(join(d, "traces"));
    writeFileSync(join(d, "traces/a.json"), '{"trace_id": "a", "steps": [');
    writeFileSync(join(d, "traces/b.json"), '{"hello": 1}');
    const r = await init(d);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("arh init: none of the 2 matched files holds a usable agent trace; no policy written\n");
    expect(r.stdout).toMatch(/traces\/a.json:1:\d+/);
    expect(r.stdout).toMatch(/traces\/b.json:1:1/);
    expect(existsSync(join(d, "arh-policy.json"))).toBe(false);
  });
  it("bad options: exit 2", async () => {
    const d = scratch();
    expect((await init(d, "--bogus")).code).toBe(2);
    expect((await init(d, "--format", "yaml")).code).toBe(2);
    expect((await init(d, "--default-branch", "main")).code).toBe(2);
  });
});

describe("untrusted trace content", () => {
  it("tool names, values and ids are escaped in the Markdown and neutralised on stdout", async () => {
    const d = scratch();
    mkdirSync(join(d, "traces"));
    const evil = "x\n::error::owned @octocat #1 <img src=x>|`";
    const steps = [0, 1, 2].map((i) => ({ step_id: `s${i}`, type: "tool_call", tool_name: evil, arguments: { [evil]: "@here", mode: "::warning::" } }));
    writeFileSync(join(d, "traces/t.json"), JSON.stringify({ trace_id: "t::set-output::", agent_name: "bad\nagent", workflow: "w", steps }));
    const r = await init(d);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain("::");
    expect(r.stdout.split("\n").some((l) => l.startsWith("error") || l.startsWith("::"))).toBe(false);
    const md = readFileSync(join(d, "arh-policy.md"), "utf8");
    // Markdown sink: no HTML, no live mention or reference (workflow commands matter on stdout, checked above).
    // as GitHub would render it (GFM tables, raw HTML on): no HTML from the trace, every row 3 cells;
    // outside code spans (where nothing is a mention or HTML) no mention and no reference
    const tokens = new MarkdownIt({ html: true }).parse(md, {});
    const text = tokens.flatMap((t) => t.children ?? []).filter((t) => t.type === "text").map((t) => t.content).join("\n");
    expect(text).not.toMatch(/<img|@octocat|@here|#1/);
    expect(text).toContain("@\u200dhere");
    expect(tokens.flatMap((t) => t.children ?? []).filter((t) => t.type === "code_inline").map((t) => t.content)).toContain("allowed_tools.x ::error::owned @octocat #1 <img src=x>|`");
    expect(tokens.filter((t) => t.type === "html_inline" || t.type === "html_block")).toEqual([]);
    const rows = tokens.filter((t) => t.type === "tr_open").length;
    expect(rows).toBeGreaterThan(3);
    expect(tokens.filter((t) => t.type === "td_open" || t.type === "th_open").length).toBe(rows * 3);
    const policy = JSON.parse(readFileSync(join(d, "arh-policy.json"), "utf8"));
    expect(policy.policy_id).toBe("arh-inferred"); // an agent name that is not a plain identifier is not used
    expect(Object.keys(policy.allowed_tools)).toEqual([evil]); // the policy itself must name the tool exactly
  });
  it("tools named __proto__ or constructor are policy entries like any other", async () => {
    const d = scratch();
    mkdirSync(join(d, "traces"));
    const steps = ["__proto__", "constructor", "prototype"].map((t, i) => ({ step_id: `s${i}`, type: "tool_call", tool_name: t, arguments: { a: 1 } }));
    writeFileSync(join(d, "traces/t.json"), JSON.stringify({ trace_id: "t", agent_name: "a", workflow: "w", steps }));
    const r = await init(d, "--strict");
    expect(r.code).toBe(0);
    expect(Object.keys(JSON.parse(readFileSync(join(d, "arh-policy.json"), "utf8")).allowed_tools)).toEqual(["__proto__", "constructor", "prototype"]);
  });
  it("memory-system traces are skipped with a reason, not validated", async () => {
    const d = scratch();
    cpSync(join(root, "samples/memory/traces"), join(d, "traces"), { recursive: true });
    cpSync(join(root, "samples/traces/refund-happy-path.json"), join(d, "traces/refund-happy-path.json"));
    const r = await init(d);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/skipped traces\/trace_id_cache_basic.json: a memory-system evaluation trace/);
    expect(r.stdout).toContain("Summary: 1/1 trace passed");
  });
});
