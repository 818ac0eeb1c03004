import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import Ajv2020 from "ajv/dist/2020.js";
import { runCompareCommand } from "../../src/commands/compare.js";
import { loadPolicy } from "../../src/policy/parse.js";
import { expandInputs, runValidation } from "../../src/engine/pipeline.js";
import { renderJson } from "../../src/report/json.js";
import type { CompareResult } from "../../src/compare/index.js";
import type { Report } from "../../src/types.js";
import schema from "../../schemas/compare.schema.json" with { type: "json" };
import { finding as F, report, trace as T } from "./helpers.js";

const SAMPLES = "samples/regressions";
const dir = mkdtempSync(join(tmpdir(), "arh-compare-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const p = (name: string) => join(dir, name);
const ajv = new Ajv2020({ allErrors: true, strict: false });
const validateSchema = ajv.compile(schema);

interface Run {
  code: number;
  out: string;
  err: string;
}
async function run(...argv: string[]): Promise<Run> {
  let out = "";
  let err = "";
  const o = vi.spyOn(process.stdout, "write").mockImplementation((s: string | Uint8Array) => ((out += String(s)), true));
  const e = vi.spyOn(process.stderr, "write").mockImplementation((s: string | Uint8Array) => ((err += String(s)), true));
  try {
    const code = await runCompareCommand(argv);
    return { code, out, err };
  } finally {
    o.mockRestore();
    e.mockRestore();
  }
}
afterEach(() => vi.restoreAllMocks());

function expectSchemaValid(file: string): CompareResult {
  const doc = JSON.parse(readFileSync(file, "utf8")) as CompareResult;
  const ok = validateSchema(doc);
  expect(ok, JSON.stringify(validateSchema.errors)).toBe(true);
  return doc;
}

let baselinePath: string;
beforeAll(async () => {
  // The baseline report of the sample: validate samples/regressions/baseline in process.
  const policy = loadPolicy(join(SAMPLES, "policy.json"));
  const cwd = process.cwd();
  const base = await runValidation(await expandInputs([join(SAMPLES, "baseline")], cwd), policy, { format: "auto", failUnder: 70, cwd });
  baselinePath = p("baseline.json");
  writeFileSync(baselinePath, renderJson(base));
});

describe("arh compare on samples/regressions (refund twice, refund before eligibility)", () => {
  it("fails the gate, shows drift, writes every output", async () => {
    const r = await run(
      "--baseline", baselinePath, "--policy", join(SAMPLES, "policy.json"),
      "--json-out", p("cmp.json"), "--md-out", p("cmp.md"), "--candidate-json-out", p("next.json"), "--diff-out", p("diff"),
      join(SAMPLES, "candidate"),
    );
    expect(r.err).toBe("");
    expect(r.code).toBe(1);
    const doc = expectSchemaValid(p("cmp.json"));
    expect(doc.gate.reasons).toEqual([
      "2 new error findings: refund-before-eligibility-1002:ARH-SEQ-003 at step s2, refund-twice-1001:ARH-FLW-003 at step s4",
      "refund-before-eligibility-1002: pass->fail",
      "refund-twice-1001: pass->fail",
    ]);
    const twice = doc.traces.find((t) => t.trace_id === "refund-twice-1001")!;
    expect(twice.drift).toMatchObject({ tools_added: [{ tool: "issue_refund", count: 1 }], inserted: [3], deleted: [], moved: [], changed_arguments: [] });
    const early = doc.traces.find((t) => t.trace_id === "refund-before-eligibility-1002")!;
    expect(early.drift!.moved.map((m) => m.tool)).toEqual(["check_eligibility"]);
    expect(r.out).toContain("Trajectory drift (2, information only):");
    expect(r.out).toContain("tools added: issue_refund +1");
    const md = readFileSync(p("cmp.md"), "utf8");
    // the comment design: verdict, each regression with its before/after table, then the rest folded
    expect(md.startsWith("**❌ Regression gate failed**")).toBe(true);
    const blocks = ["#### ❌ <code>refund-before-eligibility-1002</code>", "<table>", "#### ❌ <code>refund-twice-1001</code>", "<table>", "<summary>Trajectory drift (2)</summary>", "<summary>All traces (2)"];
    let at = 0;
    for (const b of blocks) {
      const i = md.indexOf(b, at);
      expect(i, b).toBeGreaterThanOrEqual(at);
      at = i + 1;
    }
    expect(readdirSync(p("diff")).sort()).toEqual(["index.html", "refund-before-eligibility-1002.json", "refund-twice-1001.json"]);

    // --candidate-json-out is the next baseline: comparing it with itself passes
    const next = JSON.parse(readFileSync(p("next.json"), "utf8")) as Report;
    expect(next.reports).toHaveLength(2);
    for (const mode of ["regressions", "never"]) {
      expect((await run("--baseline", p("next.json"), "--candidate", p("next.json"), "--fail-on", mode, "--max-score-drop", "0", "--quiet")).code).toBe(0);
    }
    const failures = await run("--baseline", p("next.json"), "--candidate", p("next.json"), "--fail-on", "failures");
    expect(failures.code).toBe(1); // the regressed candidate's traces fail: the absolute gate says so
    expect(failures.out).toContain("2 candidate traces fail: refund-before-eligibility-1002, refund-twice-1001");
    // the (all-passing) baseline compared with itself passes every mode
    for (const mode of ["regressions", "failures", "never"]) {
      const self = await run("--baseline", baselinePath, "--candidate", baselinePath, "--fail-on", mode, "--max-score-drop", "0", "--json-out", p(`self-${mode}.json`));
      expect(self.code).toBe(0);
      expect(expectSchemaValid(p(`self-${mode}.json`)).summary).toMatchObject({ new_findings: 0, resolved_findings: 0, max_score_drop: 0, traces_drifted: 0 });
    }
    // and the candidate report fixed back: fail->pass, resolved findings, regressions gate passes
    const back = await run("--baseline", p("next.json"), "--candidate", baselinePath, "--json-out", p("back.json"), "--quiet");
    expect(back).toMatchObject({ code: 0, out: "" });
    expect(expectSchemaValid(p("back.json")).summary).toMatchObject({ fail_to_pass: 2, resolved_findings: 2 });
  });

  it("is byte-identical across runs", async () => {
    await run("--baseline", baselinePath, "--policy", join(SAMPLES, "policy.json"), "--json-out", p("a.json"), "--md-out", p("a.md"), "--quiet", join(SAMPLES, "candidate"));
    await run("--baseline", baselinePath, "--policy", join(SAMPLES, "policy.json"), "--json-out", p("b.json"), "--md-out", p("b.md"), "--quiet", join(SAMPLES, "candidate"));
    expect(readFileSync(p("a.json"), "utf8")).toBe(readFileSync(p("b.json"), "utf8"));
    expect(readFileSync(p("a.md"), "utf8")).toBe(readFileSync(p("b.md"), "utf8"));
  });

  it("applies --max-score-drop", async () => {
    const r = await run("--baseline", baselinePath, "--policy", join(SAMPLES, "policy.json"), "--max-score-drop", "5", "--json-out", p("drop.json"), "--quiet", join(SAMPLES, "candidate"));
    expect(r.code).toBe(1);
    const doc = expectSchemaValid(p("drop.json"));
    expect(doc.gate.reasons.filter((x) => x.includes("score dropped"))).toEqual(["refund-before-eligibility-1002: score dropped 7.25 (max 5)"]);
    expect(doc.gate).toMatchObject({ fail_on: "regressions", max_score_drop: 5 });
  });

  it("treats a candidate trace that fails to parse as a failing entry", async () => {
    const cdir = p("broken");
    const { mkdirSync, copyFileSync } = await import("node:fs");
    mkdirSync(cdir, { recursive: true });
    copyFileSync(join(SAMPLES, "baseline", "refund-twice.json"), join(cdir, "refund-twice.json"));
    writeFileSync(join(cdir, "refund-before-eligibility.json"), '{"trace_id": "refund-before-eligibility-1002", "steps": [');
    const r = await run("--baseline", baselinePath, "--policy", join(SAMPLES, "policy.json"), "--json-out", p("broken.json"), "--quiet", cdir);
    expect(r.err).toMatch(/^arh compare: warning: 2 report paths leave the root directory [^\n]*\n/); // the temporary directory is outside
    // the unparsed file's entry is named by its path: it does not pair, and the note says so
    expect(r.err).toMatch(/\narh compare: note: Not every trace paired with the baseline: 1 of 2 baseline and 1 of 2 candidate traces paired \(only in the baseline: 'refund-before-eligibility-1002'/);
    expect(r.code).toBe(1);
    const doc = expectSchemaValid(p("broken.json"));
    const news = doc.traces.flatMap((t) => t.new_findings.map((f) => f.rule_id));
    expect(news).toContain("ARH-INP-001");
    expect(doc.gate.passed).toBe(false);
  });
});

describe("the committed sample baseline (samples/regressions/baseline-report.json)", () => {
  const committed = join(SAMPLES, "baseline-report.json");
  it.skipIf(!existsSync(committed))("shows the drift of the refund-twice agent (docs/compare.md)", async () => {
    const r = await run("--baseline", committed, "--policy", join(SAMPLES, "policy.json"), "--json-out", p("committed.json"), join(SAMPLES, "candidate"));
    expect(r.code).toBe(1);
    expectSchemaValid(p("committed.json"));
    const drift = r.out.slice(r.out.indexOf("Trajectory drift"));
    expect(drift).toBe(
      [
        "Trajectory drift (2, information only):",
        "  refund-before-eligibility-1002:",
        "    moved: check_eligibility s3 (step 2 -> 3)",
        "  refund-twice-1001:",
        "    tools added: issue_refund +1",
        "    inserted steps: s4 (issue_refund, step 4)",
        "",
      ].join("\n"),
    );
  });
});

describe("arh compare usage errors (exit 2, one line naming the problem)", () => {
  const pol = join(SAMPLES, "policy.json");
  const cand = join(SAMPLES, "candidate");
  const cases: [string, () => string[], RegExp][] = [
    ["missing --baseline", () => ["--candidate", baselinePath], /--baseline is required/],
    ["nothing to compare", () => ["--baseline", baselinePath], /nothing to compare/],
    ["paths without --policy", () => ["--baseline", baselinePath, cand], /require --policy/],
    ["--candidate with paths", () => ["--baseline", baselinePath, "--candidate", baselinePath, "--policy", pol, cand], /not both/],
    ["bad --fail-on", () => ["--baseline", baselinePath, "--candidate", baselinePath, "--fail-on", "sometimes"], /--fail-on must be one of regressions, failures, never/],
    ["bad --max-score-drop", () => ["--baseline", baselinePath, "--candidate", baselinePath, "--max-score-drop=-1"], /--max-score-drop must be/],
    ["non-numeric --max-score-drop", () => ["--baseline", baselinePath, "--candidate", baselinePath, "--max-score-drop", "lots"], /--max-score-drop must be/],
    ["dash-argument (parseArgs message on one line)", () => ["--baseline", baselinePath, "--candidate", baselinePath, "--max-score-drop", "-1"], /ambiguous/],
    ["unknown flag", () => ["--baseline", baselinePath, "--candidate", baselinePath, "--frobnicate"], /frobnicate/],
    ["missing baseline file", () => ["--baseline", p("nope.json"), "--candidate", baselinePath], /baseline report .*nope\.json: cannot read: file not found/],
    ["truncated baseline", () => ["--baseline", p("trunc.json"), "--candidate", baselinePath], /baseline report .*trunc\.json:\d+:\d+: is not valid JSON: .*truncated/],
    ["baseline not a report", () => ["--baseline", join(SAMPLES, "policy.json"), "--candidate", baselinePath], /baseline report .*policy\.json: is not a validation report/],
    ["baseline with duplicate trace ids", () => ["--baseline", p("dup.json"), "--candidate", baselinePath], /baseline report .*dup\.json: duplicate trace_id 'a'/],
    ["candidate with duplicate trace ids", () => ["--baseline", baselinePath, "--candidate", p("dup.json")], /candidate report .*dup\.json: duplicate trace_id 'a'/],
    ["unusable policy", () => ["--baseline", baselinePath, "--policy", p("bad-policy.json"), cand], /policy/],
  ];
  beforeAll(() => {
    writeFileSync(p("trunc.json"), readFileSync(baselinePath, "utf8").slice(0, 300));
    writeFileSync(p("dup.json"), JSON.stringify(report([T("a", true, 100), T("a", false, 0, [F("ARH-SCH-001", "schema", "s1")])])));
    writeFileSync(p("bad-policy.json"), JSON.stringify({ policy_id: "x", allowed_tools: { t: { min_calls: 3, max_calls: 1 } } }));
  });
  for (const [name, args, re] of cases) {
    it(name, async () => {
      const r = await run(...args());
      expect(r.code).toBe(2);
      expect(r.out).toBe("");
      expect(r.err).toMatch(/^arh compare: /);
      expect(r.err).toMatch(re);
      expect(r.err.trimEnd().split("\n")).toHaveLength(1);
      expect(r.err).not.toMatch(/\bat .*\.(ts|js):\d+/);
    });
  }
  it("writes no candidate report when the baseline is unusable", async () => {
    await run("--baseline", p("trunc.json"), "--policy", pol, "--candidate-json-out", p("never.json"), cand);
    expect(existsSync(p("never.json"))).toBe(false);
  });
});
