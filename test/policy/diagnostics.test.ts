// Policy diagnostics (src/policy/diagnostics.ts): values that switch a check off or make it
// unreachable, located at the policy's line and column with the nearest valid value; warnings that
// keep the verdicts, errors with --strict-policy; shown before the report. And `--zero-tolerance ,`
// as a usage error (src/scenarios/zero.ts).
import { describe, expect, it, vi } from "vitest";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { MISTAKES, SAMPLES, scratch, stringAmountTrace } from "./helpers.js";
import { RE2JS } from "re2js";
import { policyFromText } from "../../src/policy/parse.js";
import { nearestType, neverMatches } from "../../src/policy/diagnostics.js";
import { parseZeroToleranceList } from "../../src/scenarios/zero.js";
import { parseInputs } from "../../src/github/inputs.js";
import { runValidateCommand } from "../../src/commands/validate.js";
import { runCompareCommand } from "../../src/commands/compare.js";
import { buildSummary } from "../../src/github/summary.js";
import { capsAfterPolicy, emitPolicyDiagnostics, ANNOTATION_CAPS } from "../../src/github/annotations.js";
import type { AnnotationProps, Log } from "../../src/github/log.js";

const temp = scratch("diag-");

/** stdout and stderr in the order written (to show what comes before the report). */
async function ordered(f: () => Promise<number>): Promise<{ code: number; log: string[] }> {
  const log: string[] = [];
  const o = vi.spyOn(process.stdout, "write").mockImplementation((s: string | Uint8Array) => (log.push(`out:${String(s)}`), true));
  const e = vi.spyOn(process.stderr, "write").mockImplementation((s: string | Uint8Array) => (log.push(`err:${String(s)}`), true));
  try {
    return { code: await f(), log };
  } finally {
    o.mockRestore();
    e.mockRestore();
  }
}

describe("diagnostics of a policy's values", () => {
  it("the samples' policy has none", () => {
    expect(policyFromText(readFileSync(join(SAMPLES, "policy.json"), "utf8"), "p.json").diagnostics).toEqual([]);
  });

  it('"number" and "budget": located at the policy\'s line, with the nearest valid value', () => {
    const p = policyFromText(MISTAKES, "policy.json");
    expect(p.diagnostics.map((d) => [d.kind, d.line, d.column, d.suggestion])).toEqual([
      ["unknown-type", 14, 60, "float"],
      ["unknown-key", 17, 3, "budgets"],
    ]);
    expect(p.diagnostics[0]!.message).toBe(
      `policy.json:14:60: allowed_tools.issue_refund.required_arguments.amount: unknown type "number": the type check of 'amount' is skipped (types: str, int, float, bool, list, dict, any); did you mean float?`,
    );
    expect(MISTAKES.split("\n")[13]!.slice(59, 67)).toBe(`"number"`);
  });

  it("every kind, in the file's order", () => {
    const text = `{
  "policy_id": "p",
  "allowed_tools": {
    "lookup_order": { "required_arguments": { "order_id": { "type": "String", "pattern": "ORD-[0-9]+$x" } } },
    "issue_refund": { "max_calls": 0 },
    "delete_account": { "min_calls": 1 }
  },
  "budgets": { "max_step_latency_ms": 0, "max_total_cost_usd": -1, "max_total_tokens": 100 },
  "unsafe_patterns": ["", "token^x", "secret"],
  "sequence": {
    "required_tools": ["issue_refund", "lookup_ordr", ""],
    "forbidden_tools": ["delete_account", "wipe_everything", "issue_refnd"],
    "call_order": ["lookup_order", "isue_refund"]
  }
}`;
    const d = policyFromText(text, "p.json").diagnostics;
    expect(d.map((x) => `${x.line}:${x.column} ${x.kind} ${x.suggestion ?? "-"}`)).toEqual([
      "4:69 unknown-type str",
      "4:90 never-matches -",
      "8:39 non-positive-budget -",
      "8:64 non-positive-budget -",
      "9:23 empty-entry -",
      "9:27 never-matches -",
      "11:24 conflict -",
      "11:40 unknown-tool lookup_order",
      "11:55 empty-entry -",
      "12:25 conflict -",
      "12:62 unknown-tool issue_refund",
      "13:36 unknown-tool issue_refund",
    ]);
    expect(d.find((x) => x.kind === "conflict")!.text).toBe(`sequence.required_tools[0]: "issue_refund" is required but its max_calls is 0: no trace can pass both`);
    expect(d.find((x) => x.kind === "non-positive-budget")!.text).toBe("budgets.max_step_latency_ms: 0 is not a positive budget: every trace that records a step latency above 0 fails it");
  });

  it("with unlisted tools allowed, only a near miss of a listed tool is reported", () => {
    const p = policyFromText(JSON.stringify({ policy_id: "p", allow_unlisted_tools: true, allowed_tools: { issue_refund: {} }, sequence: { required_tools: ["search_web", "issue_refnd"] } }), "p.json");
    expect(p.diagnostics.map((d) => d.text)).toEqual([`sequence.required_tools[1]: no allowed tool is named "issue_refnd": only a call of exactly this name counts; did you mean issue_refund?`]);
  });

  it("type names of other languages map to the policy's", () => {
    expect(["number", "integer", "string", "boolean", "array", "object", "Str", "flaot", "zzz"].map(nearestType)).toEqual(["float", "int", "str", "bool", "list", "dict", "str", "float", null]);
  });

  it("a regular expression that can never match", () => {
    const never = ["a^b", "a$b", "x\\Ay", "\\zfoo", "[^\\x00-\\x{10FFFF}]", "(a|b)^c"];
    const can = ["", "^a$", "a|b^", "(?m)a^b", "a$|b", "\\bfoo\\b", "^$", "a*$", "(?:a$)?b", "x\\z"];
    for (const p of never) expect(neverMatches(RE2JS.compile(p)), p).toBe(true);
    for (const p of can) expect(neverMatches(RE2JS.compile(p)), p).toBe(false);
  });

  it("problems the language refuses stay errors, now located", () => {
    const cases: [string, RegExp][] = [
      [`{\n "policy_id": "p",\n "unsafe_patterns": ["ok", "(?=x)"]\n}`, /^p\.json:3:28: policy unsafe_patterns\[1\]: pattern "\(\?=x\)" is not a valid RE2/],
      [`{\n "policy_id": "p",\n "sequence": {"required_tools": ["a"],\n   "forbidden_tools": ["b", "a"]}\n}`, /^p\.json:4:29: policy sequence: tool 'a' is both required and forbidden$/],
      [`{\n "policy_id": "p",\n "sequence": {"call_order": ["a", "b",\n   "a"]}\n}`, /^p\.json:4:4: policy sequence: tool 'a' is listed twice in call_order$/],
      [`{\n "policy_id": "p",\n "allowed_tools": {"t": {"required_arguments": {"x": {"type": "str",\n   "pattern": "("}}}}\n}`, /^p\.json:4:15: policy tool 't' argument 'x': pattern "\(" is not a valid RE2/],
    ];
    for (const [text, re] of cases) expect(() => policyFromText(text, "p.json")).toThrow(re);
  });

  it("at most 200 value diagnostics", () => {
    const many = Array.from({ length: 400 }, (_, i) => `t${i}`);
    const p = policyFromText(JSON.stringify({ policy_id: "p", allowed_tools: { a: {} }, sequence: { required_tools: many } }), "p.json");
    expect(p.diagnostics).toHaveLength(200);
  });
});

describe("case 5: a policy mistake no longer switches a check off silently (CLI)", () => {
  function setup(): { t: string; policy: string; traces: string } {
    const t = temp();
    writeFileSync(join(t, "policy.json"), MISTAKES);
    mkdirSync(join(t, "traces"));
    writeFileSync(join(t, "traces", "string-amount.json"), stringAmountTrace());
    return { t, policy: join(t, "policy.json"), traces: join(t, "traces") };
  }

  it('arh validate: "number" and "budget" are warnings at their lines, before the report; the verdict is kept', async () => {
    const { policy, traces } = setup();
    const r = await ordered(() => runValidateCommand(["--policy", policy, traces]));
    expect(r.code).toBe(0); // as the Python harness judges it
    const first = r.log.findIndex((l) => l.startsWith("out:"));
    const warnings = r.log.slice(0, first);
    expect(warnings).toEqual([
      `err:arh validate: warning: policy ${policy}:14:60: allowed_tools.issue_refund.required_arguments.amount: unknown type "number": the type check of 'amount' is skipped (types: str, int, float, bool, list, dict, any); did you mean float?\n`,
      `err:arh validate: warning: policy ${policy}:17:3: budget: unknown key; did you mean budgets?\n`,
    ]);
    // said once, not again after the report
    expect(r.log.slice(first).filter((l) => l.includes("unknown"))).toEqual([]);
  });

  it("arh validate --strict-policy: exit 2 before any trace is read, one line naming the first and counting the rest", async () => {
    const { t, policy, traces } = setup();
    const json = join(t, "r.json");
    const r = await ordered(() => runValidateCommand(["--policy", policy, "--strict-policy", "--json-out", json, traces]));
    expect(r.code).toBe(2);
    expect(r.log).toEqual([
      `err:arh validate: policy ${policy}:14:60: allowed_tools.issue_refund.required_arguments.amount: unknown type "number": the type check of 'amount' is skipped (types: str, int, float, bool, list, dict, any); did you mean float? (and 1 more policy diagnostic); strict-policy makes policy diagnostics errors\n`,
    ]);
    expect(() => readFileSync(json)).toThrow();
  });

  it("arh compare: the diagnostics come before the report; --strict-policy exits 2", async () => {
    const { policy, traces } = setup();
    const base = join(SAMPLES, "baseline-report.json");
    const r = await ordered(() => runCompareCommand(["--baseline", base, "--policy", policy, traces]));
    const first = r.log.findIndex((l) => l.startsWith("out:"));
    expect(first).toBeGreaterThan(1);
    expect(r.log.slice(0, first).join("")).toContain(`arh compare: warning: policy ${policy}:17:3: budget: unknown key; did you mean budgets?\n`);
    expect(r.log.slice(first).some((l) => l.includes("budget: unknown key"))).toBe(false);
    const s = await ordered(() => runCompareCommand(["--baseline", base, "--policy", policy, "--strict-policy", traces]));
    expect(s.code).toBe(2);
    expect(s.log).toHaveLength(1);
    expect(s.log[0]).toMatch(/^err:arh compare: policy .*policy\.json:14:60: .*unknown type "number".* \(and 1 more policy diagnostic\); strict-policy makes policy diagnostics errors\n$/);
  });

  it("a zero_tolerance entry naming nothing: a usage error at its line, with the nearest rule id", async () => {
    const t = temp();
    const policy = join(t, "policy.json");
    writeFileSync(policy, readFileSync(join(SAMPLES, "policy.json"), "utf8").replace(`"policy_id": "refund-policy-v1",`, `"policy_id": "refund-policy-v1",\n  "zero_tolerance": ["ARH-FLW-003",\n    "ARH-FLW-03"],`));
    const r = await ordered(() => runValidateCommand(["--policy", policy, "--quiet", join(SAMPLES, "baseline")]));
    expect(r.code).toBe(2);
    expect(r.log).toEqual([`err:arh validate: ${policy}:5:5: policy zero_tolerance[1]: "ARH-FLW-03" is neither a rule id (ARH-FLW-003, …: docs/rules.md) nor a category (abt, budget, completion, evaluation, flow, grounding, input, memory, safety, schema, sequence); did you mean ARH-FLW-003?\n`]);
  });
});

describe("case 6: --zero-tolerance , is a usage error", () => {
  it("the list parser refuses empty entries; none stays the off switch", () => {
    for (const raw of [",", "a,,b", "ARH-FLW-003,", " , "]) expect(() => parseZeroToleranceList(raw, "--zero-tolerance"), raw).toThrow(/^--zero-tolerance: entry \d of .* is empty; list rule ids or categories separated by commas, or 'none' to turn zero tolerance off$/);
    expect(parseZeroToleranceList("none", "x")).toEqual([]);
    expect(parseZeroToleranceList("ARH-FLW-003, safety flow", "x")).toEqual(["ARH-FLW-003", "safety", "flow"]);
  });

  it("arh compare: exit 2 with one line", async () => {
    const v = await ordered(() => runCompareCommand(["--baseline", join(SAMPLES, "baseline-report.json"), "--candidate", join(SAMPLES, "baseline-report.json"), "--zero-tolerance", ","]));
    expect(v).toEqual({ code: 2, log: [`err:arh compare: --zero-tolerance: entry 1 of "," is empty; list rule ids or categories separated by commas, or 'none' to turn zero tolerance off\n`] });
    const c = await ordered(() => runCompareCommand(["--baseline", join(SAMPLES, "baseline-report.json"), "--policy", join(SAMPLES, "policy.json"), "--zero-tolerance", "ARH-FLW-003,,safety", join(SAMPLES, "candidate")]));
    expect(c.code).toBe(2);
    expect(c.log).toEqual([`err:arh compare: --zero-tolerance: entry 2 of "ARH-FLW-003,,safety" is empty; list rule ids or categories separated by commas, or 'none' to turn zero tolerance off\n`]);
  });

  it('the input zero-tolerance: "," is refused the same way', () => {
    expect(() => parseInputs((n) => (n === "zero-tolerance" ? "," : ""))).toThrow(`input 'zero-tolerance': entry 1 of "," is empty; list rule ids or categories separated by commas, or 'none' to turn zero tolerance off`);
  });
});

describe("in the action's pieces", () => {
  const p = policyFromText(MISTAKES, "/ws/policy.json");
  const display = (f: string) => f.replace(/^\/ws\//, "");

  function recorder(): { log: Log; lines: { level: string; msg: string; props?: AnnotationProps }[] } {
    const lines: { level: string; msg: string; props?: AnnotationProps }[] = [];
    const at = (level: string) => (msg: string, props?: AnnotationProps) => void lines.push({ level, msg, ...(props ? { props } : {}) });
    return { lines, log: { info: at("info"), debug: at("debug"), notice: at("notice"), warning: at("warning"), error: at("error") } };
  }

  it("annotations on the policy file at the line and column: warnings, errors when strict, capped", () => {
    const r = recorder();
    emitPolicyDiagnostics(p.diagnostics, r.log, { strict: false, display });
    expect(r.lines[1]).toEqual({ level: "warning", msg: "policy policy.json:17:3: budget: unknown key; did you mean budgets?", props: { title: "Policy: unknown-key", file: "policy.json", startLine: 17, endLine: 17, startColumn: 3, endColumn: 3 } });
    const s = recorder();
    emitPolicyDiagnostics(p.diagnostics, s.log, { strict: true, display });
    expect(s.lines.map((l) => l.level)).toEqual(["error", "error"]);
    const many = policyFromText(JSON.stringify({ policy_id: "p", a: 1, b: 2, c: 3, d: 4 }), "/ws/p.json").diagnostics;
    const m = recorder();
    emitPolicyDiagnostics(many, m.log, { strict: false, display });
    expect(m.lines.map((l) => l.level)).toEqual(["warning", "warning", "warning", "info"]);
    expect(capsAfterPolicy(many.length).warning).toBe(ANNOTATION_CAPS.warning - 3);
  });

  it("the summary's first lines list them", () => {
    const report = JSON.parse(readFileSync(join(SAMPLES, "baseline-report.json"), "utf8"));
    const text = buildSummary({ passed: true, reasons: [], report, compare: null, linkBase: "", baselineSource: "none", notes: [], sections: [], annotationsOmitted: 0, outputs: [], policyDiagnostics: ["policy.json:17:3: budget: unknown key; did you mean budgets?"] });
    const head = text.split("\n").slice(0, 6).join("\n");
    expect(head).toContain("> Policy diagnostic: policy.json:17:3: budget: unknown key; did you mean budgets?");
  });
});
