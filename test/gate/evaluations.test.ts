// Evaluations through `arh validate` and `arh compare` (docs/evaluations.md): findings at the judged
// step, located in the file; the mean-score regression over repeated runs; calibrated judges gating
// only on a record that matches the judge, the rubric's sha256 and min_agreement, and the plain
// "not gated" line otherwise.
import { afterAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { capture } from "../capture.js";
import { runValidateCommand } from "../../src/commands/validate.js";
import { runCompareCommand } from "../../src/commands/compare.js";
import type { Report } from "../../src/types.js";

const REPO = resolve(import.meta.dirname, "..", "..");
const temps: string[] = [];
afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});
function temp(): string {
  mkdirSync(join(REPO, ".scratch"), { recursive: true });
  const d = mkdtempSync(join(REPO, ".scratch", "evals-"));
  temps.push(d);
  return d;
}

/** `n` runs of scenario "refund", the judge scoring step s2 `score(i)`. */
function runs(dir: string, n: number, score: (i: number) => number, label = "polite", scenario: string | null = "refund"): string {
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < n; i++) {
    const t = {
      trace_id: `refund-run${i}`, agent_name: "refund-copilot", workflow: "refund", metadata: scenario === null ? {} : { scenario },
      steps: [
        { step_id: "lookup_order#1", type: "tool_call", tool_name: "lookup_order", arguments: { order_id: "A1" } },
        { step_id: "model#1", type: "model_response", text: "Refunded.", evaluations: [{ name: "faithfulness", score: score(i), explanation: "grounded in @policy #12" }] },
      ],
      evaluations: [{ name: "tone", label, step: "model#1" }],
    };
    writeFileSync(join(dir, `run${i}.json`), JSON.stringify(t, null, 2));
  }
  return dir;
}

function policy(dir: string, faithfulness: Record<string, unknown>, extra: Record<string, unknown> = {}): string {
  const p = join(dir, "policy.json");
  writeFileSync(p, JSON.stringify({ policy_id: "evals", allow_unlisted_tools: true, evaluations: { faithfulness, tone: { allowed_labels: ["polite", "neutral"] }, ...extra } }, null, 2));
  return p;
}

async function validate(pol: string, dir: string, out: string) {
  const r = await capture(() => runValidateCommand(["--policy", pol, "--json-out", out, "--quiet", dir]));
  return { ...r, report: JSON.parse(readFileSync(out, "utf8")) as Report };
}

const noise = (i: number) => ((i % 10) - 4.5) * 0.01;

describe("evaluations through validate and compare", () => {
  it("min_score and allowed_labels: findings anchored at the judged step, located at the result; the report carries every result", async () => {
    const d = temp();
    const dir = runs(join(d, "t"), 1, () => 0.4, "rude");
    const { code, report } = await validate(policy(d, { min_score: 0.7 }), dir, join(d, "r.json"));
    expect(code).toBe(1);
    const e = report.reports[0]!;
    expect(e.passed).toBe(false);
    expect(e.findings.map((f) => [f.rule_id, f.step_id, f.location?.startLine])).toEqual([
      ["ARH-EVL-002", "model#1", expect.any(Number)],
      ["ARH-EVL-001", "model#1", expect.any(Number)],
    ]);
    const text = readFileSync(join(dir, "run0.json"), "utf8").split("\n");
    const f1 = e.findings.find((f) => f.rule_id === "ARH-EVL-001")!;
    expect(text[f1.location!.startLine - 1]).toContain('"score": 0.4');
    expect(f1.message).toBe('evaluation "faithfulness" on step \'model#1\' scored 0.4, below min_score 0.7');
    expect(e.evaluations).toEqual([
      { name: "tone", step_id: "model#1", label: "rude" },
      { name: "faithfulness", step_id: "model#1", score: 0.4, explanation: "grounded in @policy #12" },
    ]);
  });

  it("a score outside the policy's range is invalid input at the score, calibrated or not", async () => {
    const d = temp();
    const dir = runs(join(d, "t"), 1, () => 7);
    const { report } = await validate(policy(d, { min_score: 0.5, range: [0, 1] }), dir, join(d, "r.json"));
    const f = report.reports[0]!.findings[0]!;
    expect([f.rule_id, f.category, f.step_id]).toEqual(["ARH-INP-001", "input", "model#1"]);
    expect(f.message).toContain("outside the range [0, 1] the policy states");
  });

  it("a judge's mean falling from 0.9 to 0.6 across 10 runs fails the gate naming the evaluation and the scenario; no drop passes", async () => {
    const d = temp();
    const pol = policy(d, { max_mean_drop: 0.1 });
    const base = join(d, "base.json");
    await validate(pol, runs(join(d, "b"), 10, (i) => 0.9 + noise(i)), base);
    const cmp = join(d, "cmp.json");
    const r = await capture(() => runCompareCommand(["--baseline", base, "--policy", pol, "--json-out", cmp, "--md-out", join(d, "cmp.md"), runs(join(d, "c"), 10, (i) => 0.6 + noise(i))]));
    expect(r.code).toBe(1);
    const doc = JSON.parse(readFileSync(cmp, "utf8")) as { gate: { passed: boolean; reasons: string[] }; evaluations: { rows: { verdict: string; baseline: number; candidate: number }[] } };
    expect(doc.gate.passed).toBe(false);
    expect(doc.gate.reasons).toEqual([expect.stringMatching(/^scenario "refund": evaluation "faithfulness" mean score fell 0\.9 → 0\.6 \(−0\.3, more than max_mean_drop 0\.1\) over 10 baseline and 10 candidate runs, one-sided p = [0-9.e-]+, adjusted [0-9.e-]+ \[ARH-EVL-003\]$/)]);
    expect(doc.evaluations.rows[0]).toMatchObject({ verdict: "regressed", baseline: 0.9, candidate: 0.6 });
    expect(readFileSync(join(d, "cmp.md"), "utf8")).toContain("mean score fell 0.9 → 0.6");

    // single runs compared streamed (large reports): the regression is not checked, and that is said
    const [b1, c1] = [join(d, "b1.json"), join(d, "c1.json")];
    await validate(pol, runs(join(d, "b1"), 1, () => 0.9, "polite", null), b1);
    await validate(pol, runs(join(d, "c1"), 1, () => 0.6, "polite", null), c1);
    const streamed = await capture(() => runCompareCommand(["--baseline", b1, "--candidate", c1, "--stream", "always", "--policy", pol, "--json-out", cmp]));
    expect(streamed.err).toContain("evaluation regression (max_mean_drop) not checked: the reports were compared streamed");
    const inMemory = await capture(() => runCompareCommand(["--baseline", b1, "--candidate", c1, "--stream", "never", "--policy", pol, "--json-out", cmp]));
    expect(inMemory.code).toBe(1);
    expect(inMemory.out).toContain("over 1 baseline and 1 candidate run [ARH-EVL-003]");

    const same = await capture(() => runCompareCommand(["--baseline", base, "--policy", pol, "--json-out", cmp, runs(join(d, "c2"), 10, (i) => 0.9 + noise(9 - i))]));
    expect(same.code).toBe(0);
    expect((JSON.parse(readFileSync(cmp, "utf8")) as { evaluations: { rows: { verdict: string }[] } }).evaluations.rows[0]!.verdict).toBe("within");
  });

  it("calibrated: gates with a record that holds; a record for another rubric digest is refused with that reason, and the judge is shown, never gated", async () => {
    const d = temp();
    writeFileSync(join(d, "rubric.md"), "Score 1 when every claim is grounded in the retrieved policy.\n");
    const digest = "sha256:" + createHash("sha256").update(readFileSync(join(d, "rubric.md"))).digest("hex");
    const record = (over: Record<string, unknown> = {}) =>
      writeFileSync(join(d, "calib.json"), JSON.stringify({ kind: "arh-judge-calibration", format_version: 1, judge: "faithfulness", digest, metric: "cohen_kappa", value: 0.8, ci: [0.72, 0.88], confidence: 0.95, n: 120, labels_digest: `sha256:${"ab".repeat(32)}`, ...over }));
    const pol = policy(d, { min_score: 0.7, calibrated: true, calibration: "calib.json", rubric: "rubric.md", min_agreement: 0.6 });
    const dir = runs(join(d, "t"), 1, () => 0.4);

    record();
    const gated = await validate(pol, dir, join(d, "r1.json"));
    expect(gated.report.reports[0]!.findings.map((f) => f.rule_id)).toEqual(["ARH-EVL-001"]);
    expect(gated.err).toBe("");

    record({ digest: `sha256:${"cd".repeat(32)}` });
    const refused = await capture(() => runValidateCommand(["--policy", pol, "--json-out", join(d, "r2.json"), dir]));
    const r2 = JSON.parse(readFileSync(join(d, "r2.json"), "utf8")) as Report;
    expect(refused.code).toBe(0);
    expect(r2.reports[0]!.findings).toEqual([]);
    expect(r2.reports[0]!.evaluations).toHaveLength(2); // shown
    expect(refused.err).toMatch(/not gated: judge faithfulness is not calibrated \(rubric digest sha256:[0-9a-f]{12}… does not match the record's sha256:cdcdcdcdcdcd…: the rubric changed since calibration/);

    record({ ci: [0.41, 0.9] });
    const low = await capture(() => runValidateCommand(["--policy", pol, "--json-out", join(d, "r3.json"), dir]));
    expect(low.code).toBe(0);
    expect(low.err).toMatch(/not gated: judge faithfulness is not calibrated \(agreement 0\.80 \(CI 0\.41–0\.90\) is below the floor 0\.6\)/);

    rmSync(join(d, "calib.json"));
    const missing = await capture(() => runValidateCommand(["--policy", pol, "--json-out", join(d, "r4.json"), dir]));
    expect(missing.code).toBe(0);
    expect(missing.err).toContain("not gated: judge faithfulness is not calibrated (cannot read the calibration record calib.json: no such file)");
  });

  it("a baseline report whose evaluations are damaged compares without a crash: what is no result is skipped", async () => {
    const d = temp();
    const pol = policy(d, { max_mean_drop: 0.1 });
    const base = join(d, "base.json");
    await validate(pol, runs(join(d, "b"), 3, () => 0.9), base);
    const doc = JSON.parse(readFileSync(base, "utf8")) as { reports: Record<string, unknown>[] };
    doc.reports[0]!.evaluations = "x";
    doc.reports[1]!.evaluations = [null, 5, { name: 1, score: 0.1 }, { name: "faithfulness", score: "0.1" }];
    writeFileSync(base, JSON.stringify(doc));
    const cmp = join(d, "cmp.json");
    const r = await capture(() => runCompareCommand(["--baseline", base, "--policy", pol, "--json-out", cmp, "--md-out", join(d, "c.md"), runs(join(d, "c"), 3, () => 0.9)]));
    expect(r.err).not.toMatch(/internal error|TypeError/);
    const rows = (JSON.parse(readFileSync(cmp, "utf8")) as { evaluations: { rows: { runs: number[] }[] } }).evaluations.rows;
    expect(rows[0]!.runs).toEqual([1, 3]); // the one undamaged baseline run
  });

  it("policy errors are located at the field", async () => {
    const d = temp();
    const pol = policy(d, { min_score: 2 });
    const r = await capture(() => runValidateCommand(["--policy", pol, "--quiet", runs(join(d, "t"), 1, () => 0.5)]));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/policy\.json:\d+:\d+: policy evaluations\.faithfulness: min_score 2 is outside the range \[0, 1\]/);
    const pol2 = policy(d, { min_score: 0.5, calibrated: true });
    const r2 = await capture(() => runValidateCommand(["--policy", pol2, "--quiet", join(d, "t")]));
    expect(r2.code).toBe(2);
    expect(r2.err).toContain("calibrated: true needs calibration");
  });
});
