// A changed policy is judged in both directions (docs/compare.md "Policy changes"), through
// `arh compare --baseline BUNDLE`: a loosened policy cannot hide an agent regression the base
// branch's policy finds, a tightened one cannot turn traces red that pass on the base branch
// (unless --policy-change report), and the first lines say what the change does each way. Over
// repeated runs the scenario gate's zero tolerance is judged both ways too: a pull request's policy
// that drops a rule from `zero_tolerance` cannot hide a double refund.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCompareCommand } from "../../src/commands/compare.js";
import { runValidateCommand } from "../../src/commands/validate.js";
import type { CompareResult } from "../../src/compare/types.js";
import { capture, type Run } from "../capture.js";
import { runAction } from "../../src/github/run.js";
import { parseInputs } from "../../src/github/inputs.js";

const SAMPLES = "samples/regressions";
const POLICY = `${SAMPLES}/policy.json`;
const dir = mkdtempSync(join(tmpdir(), "arh-policy-dirs-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const p = (name: string) => join(dir, name);
const compare = (...argv: string[]): Promise<Run> => capture(() => runCompareCommand(argv));
const validate = (...argv: string[]): Promise<Run> => capture(() => runValidateCommand(argv));
const json = (name: string): CompareResult => JSON.parse(readFileSync(p(name), "utf8")) as CompareResult;

interface PolicyDoc {
  allowed_tools: Record<string, Record<string, unknown>>;
  budgets: Record<string, number>;
}

/** The sample policy changed by `edit`, written to `name`. */
function policy(name: string, edit: (doc: PolicyDoc) => void): string {
  const doc = JSON.parse(readFileSync(POLICY, "utf8")) as PolicyDoc;
  edit(doc);
  writeFileSync(p(name), JSON.stringify(doc, null, 2));
  return p(name);
}

let loose: string;
let tight: string;
beforeAll(async () => {
  // the pull request drops side_effect and max_calls from issue_refund
  loose = policy("loose.json", (d) => {
    delete d.allowed_tools.issue_refund!.side_effect;
    delete d.allowed_tools.issue_refund!.max_calls;
  });
  // max_total_tokens lowered so that every trace fails
  tight = policy("tight.json", (d) => {
    d.budgets.max_total_tokens = 10;
  });
  expect((await validate("--policy", POLICY, "--bundle-out", p("base"), "--quiet", `${SAMPLES}/baseline`)).code).toBe(0);
});

describe("arh compare: a policy change judged in both directions", () => {
  it("a loosened policy with a double refund exits 1, naming ARH-FLW-003 as hidden by the policy change", async () => {
    const r = await compare("--baseline", p("base"), "--policy", loose, "--json-out", p("loose-cmp.json"), "--md-out", p("loose.md"), `${SAMPLES}/candidate/refund-twice.json`);
    expect(r.code).toBe(1);
    const c = json("loose-cmp.json");
    // under this pull request's policy the double refund is no finding at all
    expect(c.traces.flatMap((t) => t.new_findings)).toEqual([]);
    expect(c.gate.reasons[0]).toMatch(/^1 new error finding hidden by this pull request's policy change \(found under the base branch's policy [0-9a-f]{12}\): refund-twice-1001:ARH-FLW-003 at step s4$/);
    const lines = r.out.split("\n");
    expect(lines[0]).toBe("arh compare: gate FAILED (fail-on regressions)");
    const top = lines.slice(0, 8).join("\n");
    expect(top).toMatch(/note: This pull request's policy \([0-9a-f]{12} → [0-9a-f]{12}\) changes no finding of the baseline's own traces; it turns no trace red\./);
    expect(top).toMatch(/note: Under the base branch's policy \([0-9a-f]{12}\) the candidate has regressions that this pull request's policy hides: 1 new error finding \(refund-twice-1001:ARH-FLW-003 at step s4\)/);
    const md = readFileSync(p("loose.md"), "utf8").split("\n<details>")[0]!;
    expect(md).toContain("hidden by this pull request's policy change");
    expect(md).toContain("Under the base branch's policy");
  });

  it("a tightened policy that turns every trace red exits 1 by default, naming them; --policy-change report passes and says so", async () => {
    const r = await compare("--baseline", p("base"), "--policy", tight, "--json-out", p("tight-cmp.json"), "--md-out", p("tight.md"), `${SAMPLES}/baseline`);
    expect(r.code).toBe(1);
    const c = json("tight-cmp.json");
    expect(c.gate.reasons).toEqual([
      expect.stringMatching(/^this pull request's policy change turns 2 traces red that pass under the base branch's policy: refund-before-eligibility-1002, refund-twice-1001 \(the base branch would fail after the merge\)\. A deliberate change: land the policy change in a pull request of its own first, or pass --policy-change report/),
    ]);
    expect(r.out.split("\n").slice(0, 6).join("\n")).toMatch(/note: This pull request's policy \(.*\) adds 2 findings on the baseline's own traces, and turns 2 traces red that pass under the base branch's policy: refund-before-eligibility-1002, refund-twice-1001\./);
    expect(readFileSync(p("tight.md"), "utf8").split("\n")[0]).toMatch(/^\*\*❌ Regression gate failed\*\*/);

    const report = await compare("--baseline", p("base"), "--policy", tight, "--policy-change", "report", "--md-out", p("tight-report.md"), `${SAMPLES}/baseline`);
    expect(report.code, report.err).toBe(0);
    expect(report.err).toMatch(/warning: this pull request's policy change turns 2 traces red .* \(policy-change: report: reported, not gated\)/);
    // the verdict line says why it passed with failing traces
    expect(report.out.split("\n")[0]).toMatch(/^arh compare: gate PASSED \(fail-on regressions\): this pull request's policy change turns 2 traces red .*\(policy-change: report: reported, not gated\)$/);
    expect(readFileSync(p("tight-report.md"), "utf8").split("\n")[0]).toMatch(/^\*\*✅ Regression gate passed\*\*: this pull request's policy change turns 2 traces red/);
    expect(readFileSync(p("tight-report.md"), "utf8").split("\n<details>")[0]).toContain("turns 2 traces red that pass under the base branch's policy");
  });

  it("the same policy on both sides: no direction notes, and the green headline says what was checked", async () => {
    const r = await compare("--baseline", p("base"), "--policy", POLICY, "--md-out", p("same.md"), `${SAMPLES}/baseline`);
    expect(r.code).toBe(0);
    const lines = r.out.split("\n");
    expect(lines[0]).toBe("arh compare: gate PASSED (fail-on regressions)");
    expect(lines[1]).toMatch(/^Checked: 2 traces validated under the policy samples\/regressions\/policy\.json, id refund-policy-v1, digest [0-9a-f]{12}; 2 of 2 baseline and 2 of 2 candidate traces paired with the baseline\. Not checked: nothing\.$/);
    expect(r.out).not.toContain("base branch's policy");
    const md = readFileSync(p("same.md"), "utf8").split("\n");
    expect(md[0]).toMatch(/^\*\*✅ Regression gate passed\*\*/);
    expect(md[2]).toMatch(/^Checked: 2 traces validated under the policy samples/);
  });
});

describe("a policy change judged in both directions: the scenario gate's zero tolerance too", () => {
  // 5 happy runs of scenario "refund" in the baseline bundle; the candidate refunds twice in 2 of 5
  // runs (ARH-FLW-003; Fisher p = 0.222: not significant, so only zero tolerance fails it)
  const SAMPLE_TRACE = (side: string) => JSON.parse(readFileSync(`${SAMPLES}/${side}/refund-twice.json`, "utf8")) as Record<string, unknown>;
  // below the repository, where a bundle's relative trace paths stay inside it
  mkdirSync(".scratch", { recursive: true });
  const local = mkdtempSync(join(".scratch", "policy-dirs-"));
  afterAll(() => rmSync(local, { recursive: true, force: true }));
  function runs(name: string, failing: number): string {
    const d = join(local, name);
    mkdirSync(d);
    for (let i = 0; i < 5; i++) {
      const doc = SAMPLE_TRACE(i < 5 - failing ? "baseline" : "candidate");
      doc.trace_id = `refund--${name}${i}`;
      doc.metadata = { ...(doc.metadata as object), scenario: "refund" };
      writeFileSync(join(d, `${i}.json`), JSON.stringify(doc, null, 2));
    }
    return d;
  }
  let off: string;
  let cand: string;
  beforeAll(async () => {
    // the pull request's policy: the sample policy with zero tolerance turned off
    off = policy("zt-off.json", (d) => void ((d as unknown as Record<string, unknown>).zero_tolerance = []));
    const v = await validate("--policy", POLICY, "--bundle-out", p("zt-base.zip"), "--quiet", runs("zb", 0));
    expect(v.code, v.err).toBe(0);
    cand = runs("zc", 2);
  });

  it("a pull request's policy that empties zero_tolerance exits 1, naming zero tolerance and that its policy removed it", async () => {
    const r = await compare("--baseline", p("zt-base.zip"), "--policy", off, "--json-out", p("zt-cmp.json"), cand);
    expect(r.code, r.out + r.err).toBe(1);
    const reasons = json("zt-cmp.json").gate.reasons;
    expect(reasons).toEqual([
      expect.stringMatching(
        /^scenario "refund": zero-tolerance finding ARH-FLW-003 \(flow\) in 2\/5 candidate runs \("refund--zc3", "refund--zc4"\), in none of its 5 baseline runs, under the base branch's policy [0-9a-f]{12}: hidden by this pull request's policy change, which removed ARH-FLW-003 from zero tolerance \(its zero_tolerance is empty: zero tolerance off\)$/,
      ),
    ]);
    const top = r.out.split("\n").slice(0, 8).join("\n");
    expect(top).toMatch(/^arh compare: gate FAILED \(fail-on regressions\)\n/);
    expect(top).toMatch(/note: Under the base branch's policy \([0-9a-f]{12}\) the candidate has regressions that this pull request's policy hides: zero tolerance of ARH-FLW-003 in "refund" \(2\/5 candidate runs\), removed by this pull request's policy\./);
    expect(top).not.toContain("has no regression that this pull request's policy hides");
  });

  it("the same without the candidate's trace files (--candidate): the base branch's list judges the candidate's findings", async () => {
    const report = p("zt-cand.json");
    expect((await validate("--policy", off, "--json-out", report, "--quiet", cand)).code).toBe(1); // 2 failing runs
    const r = await compare("--baseline", p("zt-base.zip"), "--policy", off, "--candidate", report);
    expect(r.code, r.out + r.err).toBe(1);
    expect(r.out).toMatch(/- scenario "refund": zero-tolerance finding ARH-FLW-003 .*hidden by this pull request's policy change, which removed ARH-FLW-003 from zero tolerance/);
  });

  it("unchanged lists pass through: the base branch's own policy fails on zero tolerance as ever; --zero-tolerance judges both sides alike", async () => {
    const same = await compare("--baseline", p("zt-base.zip"), "--policy", POLICY, "--json-out", p("zt-same.json"), cand);
    expect(same.code).toBe(1);
    expect(json("zt-same.json").gate.reasons).toEqual([expect.stringMatching(/^scenario "refund": zero-tolerance finding ARH-FLW-003 \(flow\) in 2\/5 candidate runs .*: one run is an incident, whatever the pass rate$/)]);
    const flag = await compare("--baseline", p("zt-base.zip"), "--policy", off, "--zero-tolerance", "none", cand);
    expect(flag.code, flag.out).toBe(0);
    expect(flag.out.split("\n")[0]).toMatch(/^arh compare: gate PASSED \(fail-on regressions\): 2 failing runs of "refund" are not significant at n = 5 \(p = 0\.222\)/);
  });

  it("the action gives the same verdict and reasons", async () => {
    const cli = await compare("--baseline", p("zt-base.zip"), "--policy", off, "--json-out", p("zt-action-cli.json"), cand);
    const ws = resolve(local, "ws");
    mkdirSync(join(ws, "tmp"), { recursive: true });
    cpSync(cand, join(ws, "traces"), { recursive: true });
    writeFileSync(join(ws, "policy.json"), readFileSync(off));
    writeFileSync(join(ws, "base.zip"), readFileSync(p("zt-base.zip")));
    const quiet = () => {};
    const res = await runAction({
      inputs: parseInputs((n) => ({ traces: "traces", policy: "policy.json", baseline: "base.zip", "sarif-upload": "false", "upload-baseline": "false", "job-summary": "false" })[n] ?? ""),
      ctx: { eventName: "pull_request", sha: "0".repeat(40), ref: "refs/pull/1/merge", owner: "o", repo: "r", repositoryId: 1, defaultBranch: "main", workspace: ws, apiUrl: "https://api.github.invalid", serverUrl: "https://github.invalid", runnerTemp: join(ws, "tmp"), runId: 1, pr: { number: 1, baseRef: "main", headSha: "1".repeat(40), headRepoId: 1, isFork: false, readOnly: false }, actor: "a", workflowRun: null, eventDate: "2026-12-01" },
      octokit: null,
      uploader: { upload: async () => ({}) },
      log: { info: quiet, debug: quiet, notice: quiet, warning: quiet, error: quiet },
      setOutput: quiet,
      writeSummary: async () => {},
      validateReport: null,
    });
    expect(cli.code).toBe(1);
    expect(res.passed).toBe(false);
    expect(res.reasons).toEqual(json("zt-action-cli.json").gate.reasons);
    expect(res.reasons.join("\n")).toMatch(/hidden by this pull request's policy change, which removed ARH-FLW-003 from zero tolerance/);
  });
});
