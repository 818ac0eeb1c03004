// The repeat-aware gate through `arh compare`: real traces (the sample regressions) recorded as
// repeated runs of one scenario, validated and compared in-process.
import { afterAll, describe, expect, it } from "vitest";
import { capture } from "../capture.js";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { runValidateCommand } from "../../src/commands/validate.js";
import { runCompareCommand } from "../../src/commands/compare.js";
import { runAction } from "../../src/github/run.js";
import { parseInputs } from "../../src/github/inputs.js";

const REPO = resolve(import.meta.dirname, "..", "..");
const SAMPLES = join(REPO, "samples", "regressions");
const POLICY = join(SAMPLES, "policy.json");
const temps: string[] = [];
afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

function temp(): string {
  // below the repository, where the reports' relative paths stay inside it
  mkdirSync(join(REPO, ".scratch"), { recursive: true });
  const d = mkdtempSync(join(REPO, ".scratch", "repeats-"));
  temps.push(d);
  return d;
}


/**
 * `passing` runs of the well-behaved refund trace and `failing` runs of a regressed one, all of
 * scenario `scenario` (or no metadata.scenario when it is null: the trace ids then carry it). The
 * failing runs call the refund before the eligibility check (ARH-SEQ-003, no zero tolerance), or,
 * with `badTrace` "refund-twice.json", refund twice (ARH-FLW-003, zero tolerance by default).
 */
function runs(dir: string, scenario: unknown, passing: number, failing: number, prefix = "r", badTrace = "refund-before-eligibility.json"): string {
  mkdirSync(dir, { recursive: true });
  const good = JSON.parse(readFileSync(join(SAMPLES, "baseline", "refund-twice.json"), "utf8")) as Record<string, unknown>;
  const bad = JSON.parse(readFileSync(join(SAMPLES, "candidate", badTrace), "utf8")) as Record<string, unknown>;
  for (let i = 0; i < passing + failing; i++) {
    const doc = structuredClone(i < passing ? good : bad);
    doc.trace_id = `refund-twice--${prefix}${i}`;
    if (scenario !== null) doc.metadata = { ...(doc.metadata as object), scenario };
    writeFileSync(join(dir, `${prefix}${i}.json`), JSON.stringify(doc, null, 2));
  }
  return dir;
}

async function baselineReport(dir: string): Promise<string> {
  const out = join(dir, "..", `${dir.split("/").pop()}-report.json`);
  const r = await capture(() => runValidateCommand(["--policy", POLICY, "--json-out", out, "--quiet", dir]));
  expect(r.err).toBe("");
  return out;
}

async function compare(baseline: string, cand: string, ...flags: string[]) {
  const json = join(cand, "..", "compare.json");
  const r = await capture(() => runCompareCommand(["--baseline", baseline, "--policy", POLICY, "--json-out", json, ...flags, cand]));
  return { ...r, json: r.code === 2 ? null : (JSON.parse(readFileSync(json, "utf8")) as { gate: { passed: boolean; reasons: string[] } }) };
}

describe("arh compare with repeated runs", () => {
  it("10/10 -> 4/10 fails the gate; 10/10 -> 9/10 passes and is reported flaky", async () => {
    const t = temp();
    const base = await baselineReport(runs(join(t, "base"), "refund-twice", 10, 0));
    const dropped = await compare(base, runs(join(t, "drop"), "refund-twice", 4, 6, "d"));
    expect(dropped.code).toBe(1);
    expect(dropped.json!.gate.passed).toBe(false);
    expect(dropped.json!.gate.reasons.join("\n")).toMatch(/refund-twice/);
    // one reason per scenario, not one per failing run
    expect(dropped.json!.gate.reasons.filter((r) => /pass->fail|added trace/.test(r))).toEqual([]);

    const t2 = temp();
    const base2 = await baselineReport(runs(join(t2, "base"), "refund-twice", 10, 0));
    const flaky = await compare(base2, runs(join(t2, "flaky"), "refund-twice", 9, 1, "f"));
    expect(flaky.code).toBe(0);
    expect(flaky.json!.gate.passed).toBe(true);
    expect(flaky.err).toMatch(/warning: .*refund-twice.*flaky/);
  });

  it("--scenario-from groups runs by a capture over the trace id", async () => {
    const t = temp();
    const base = await baselineReport(runs(join(t, "base"), null, 10, 0));
    const r = await compare(base, runs(join(t, "cand"), null, 4, 6, "d"), "--scenario-from", "^(.*)--");
    expect(r.code).toBe(1);
    expect(r.json!.gate.reasons.join("\n")).toMatch(/scenario "refund-twice"/);
  });

  it("insufficient data never passes silently: a warning by default, a failure with --insufficient fail", async () => {
    const t = temp();
    const base = await baselineReport(runs(join(t, "base"), "s", 2, 0));
    const cand = runs(join(t, "cand"), "s", 0, 2, "c");
    const warn = await compare(base, cand);
    expect(warn.code).toBe(0);
    expect(warn.err).toMatch(/warning: .*insufficient|warning: .*runs/i);
    const fail = await compare(base, cand, "--insufficient", "fail");
    expect(fail.code).toBe(1);
  });

  it("min-runs and a vacuous run fail closed", async () => {
    const t = temp();
    const base = await baselineReport(runs(join(t, "base"), "s", 5, 0));
    const few = await compare(base, runs(join(t, "cand"), "s", 2, 0, "c"), "--min-runs", "5");
    expect(few.code).toBe(1);
    expect(few.json!.gate.reasons.join("\n")).toMatch(/2 .*run.*5|min-runs/);
    // a candidate report without runs (the traces matched nothing)
    const empty = JSON.parse(readFileSync(base, "utf8")) as { reports: unknown[]; summary: Record<string, number> };
    empty.reports = [];
    empty.summary = { total_traces: 0, passed_traces: 0, failed_traces: 0, average_score: 0 };
    const emptyPath = join(t, "empty.json");
    writeFileSync(emptyPath, JSON.stringify(empty));
    const json = join(t, "none.json");
    const none = await capture(() => runCompareCommand(["--baseline", base, "--candidate", emptyPath, "--json-out", json, "--min-runs", "1"]));
    expect(none.code, none.err).toBe(1);
    expect(readFileSync(json, "utf8")).toMatch(/no candidate runs/);
  });

  it("one run per scenario: exactly today's gate (no scenario section, same reasons)", async () => {
    const t = temp();
    const base = await baselineReport(runs(join(t, "base"), null, 1, 0));
    const r = await compare(base, runs(join(t, "cand"), null, 0, 1, "r"));
    expect(r.code).toBe(1);
    expect(r.json!.gate.reasons).toContain("refund-twice--r0: pass->fail");
    expect(r.json!.gate.reasons[0]).toMatch(/^1 new error finding: refund-twice--r0:ARH-SEQ-003 at step /);
    expect(r.json).not.toHaveProperty("scenarios");
  });

  it("refuses bad input with one line and exit 2: a scenario that is not a string, a pattern without a group, a quarantine entry without owner", async () => {
    const t = temp();
    const base = await baselineReport(runs(join(t, "base"), "s", 2, 0));
    const notString = await compare(base, runs(join(t, "num"), 42, 2, 0, "n"));
    expect(notString.code).toBe(2);
    expect(notString.err).toMatch(/candidate report: reports\[0\] .*scenario must be a non-empty string, got number 42/);
    const noGroup = await compare(base, runs(join(t, "pat"), null, 1, 0, "p"), "--scenario-from", "refund");
    expect(noGroup.code).toBe(2);
    expect(noGroup.err).toMatch(/--scenario-from: "refund" must have exactly one capture group/);
    const q = join(t, "q.json");
    writeFileSync(q, JSON.stringify({ entries: [{ scenario: "s", reason: "r", expires: "2027-01-01" }] }));
    const noOwner = await compare(base, runs(join(t, "qq"), "s", 2, 0, "q"), "--quarantine", q, "--today", "2026-12-01");
    expect(noOwner.code).toBe(2);
    expect(noOwner.err).toMatch(/quarantine file .*q\.json: entries\[0\]\.owner: is required/);
    const badAlpha = await compare(base, runs(join(t, "a"), "s", 2, 0, "a"), "--alpha", "1");
    expect(badAlpha.code).toBe(2);
    expect(badAlpha.err).toMatch(/--alpha must be a number between 0 and 1/);
  });

  it("a quarantined scenario is reported, not gated; an expired entry fails loudly", async () => {
    const t = temp();
    const base = await baselineReport(runs(join(t, "base"), "s", 10, 0));
    const cand = runs(join(t, "cand"), "s", 2, 8, "c");
    const q = join(t, "q.json");
    writeFileSync(q, JSON.stringify({ entries: [{ scenario: "s", owner: "@team-agents", reason: "model upgrade", expires: "2026-12-31" }] }));
    const held = await compare(base, cand, "--quarantine", q, "--today", "2026-12-01");
    expect(held.code).toBe(0);
    expect(held.err).toMatch(/quarantined until 2026-12-31/);
    const expired = await compare(base, cand, "--quarantine", q, "--today", "2027-01-02");
    expect(expired.code).toBe(1);
    expect(expired.json!.gate.reasons.join("\n")).toMatch(/expired on 2026-12-31/);
  });
});

describe("reports with repeated runs", () => {
  it("validate and compare write the scenarios section, the JUnit scenario suite and the Markdown table", async () => {
    const t = temp();
    const base = await baselineReport(runs(join(t, "base"), "refund-twice", 10, 0));
    const cand = runs(join(t, "cand"), "refund-twice", 9, 1, "f");
    const out = join(t, "out");
    mkdirSync(out);
    const v = await capture(() => runValidateCommand(["--policy", POLICY, "--json-out", join(out, "report.json"), "--junit-out", join(out, "report.junit.xml"), "--md-out", join(out, "report.md"), "--quiet", cand]));
    expect(v.code).toBe(1); // a failing run still fails `validate` (the failures gate)
    const report = JSON.parse(readFileSync(join(out, "report.json"), "utf8")) as { scenarios: { rows: { scenario: string; candidate: { runs: number; passes: number } }[] } };
    expect(report.scenarios.rows.map((r) => [r.scenario, r.candidate.runs, r.candidate.passes])).toEqual([["refund-twice", 10, 9]]);
    expect(readFileSync(join(out, "report.junit.xml"), "utf8")).toMatch(/<testsuite name="scenarios"/);
    const c = await capture(() => runCompareCommand(["--baseline", base, "--policy", POLICY, "--json-out", join(out, "compare.json"), "--md-out", join(out, "compare.md"), "--candidate-json-out", join(out, "candidate.json"), cand]));
    expect(c.code).toBe(0);
    expect(JSON.parse(readFileSync(join(out, "compare.json"), "utf8"))).toHaveProperty("scenarios.rows.0.scenario", "refund-twice");
    expect(readFileSync(join(out, "compare.md"), "utf8")).toMatch(/Scenarios \(repeated runs\)[\s\S]*\| refund-twice \|/);
    // the next baseline is byte for byte what validate writes
    expect(readFileSync(join(out, "candidate.json"), "utf8")).toBe(readFileSync(join(out, "report.json"), "utf8"));
  });
});

describe("the action and the CLI give the same verdicts", () => {
  // name, baseline runs, passing and failing candidate runs, flags/inputs, passes, the failing trace
  const cases: [string, number, number, number, Record<string, string>, boolean, string?][] = [
    ["dropped", 10, 4, 6, {}, false],
    ["flaky", 10, 9, 1, {}, true],
    ["flaky, flaky: fail", 10, 9, 1, { flaky: "fail" }, false],
    ["too few runs", 10, 3, 0, { "min-runs": "5" }, false],
    // zero tolerance: 3 of 5 runs refund twice against 5/5 (Fisher p = 0.083): fails by default
    ["refund twice in 3 of 5 runs (zero tolerance)", 5, 2, 3, {}, false, "refund-twice.json"],
    ["refund twice in 1 of 10 runs (zero tolerance)", 10, 9, 1, {}, false, "refund-twice.json"],
    ["refund twice, zero tolerance off", 5, 2, 3, { "zero-tolerance": "none" }, true, "refund-twice.json"],
    ["refund twice, zero tolerance of another rule", 5, 2, 3, { "zero-tolerance": "ARH-SAF-001, sequence" }, true, "refund-twice.json"],
    ["refund twice, zero tolerance of its category", 5, 2, 3, { "zero-tolerance": "flow" }, false, "refund-twice.json"],
  ];
  for (const [name, baseRuns, pass, fail, opts, passes, badTrace] of cases) {
    it(name, async () => {
      const t = temp();
      const base = await baselineReport(runs(join(t, "base"), "s", baseRuns, 0));
      const ws = join(t, "ws");
      runs(join(ws, "traces"), "s", pass, fail, "c", badTrace);
      writeFileSync(join(ws, "policy.json"), readFileSync(POLICY));
      writeFileSync(join(ws, "baseline.json"), readFileSync(base));
      const flags = Object.entries(opts).flatMap(([k, v]) => [`--${k}`, v]);
      const cli = await compare(base, join(ws, "traces"), ...flags);
      const inputs = parseInputs((n) => ({ traces: "traces", policy: "policy.json", baseline: "baseline.json", "sarif-upload": "false", "upload-baseline": "false", "job-summary": "false", ...opts })[n] ?? "");
      const quiet = () => {};
      const res = await runAction({
        inputs,
        ctx: { eventName: "pull_request", sha: "0".repeat(40), ref: "refs/pull/1/merge", owner: "o", repo: "r", repositoryId: 1, defaultBranch: "main", workspace: ws, apiUrl: "https://api.github.invalid", serverUrl: "https://github.invalid", runnerTemp: join(t, "tmp"), runId: 1, pr: { number: 1, baseRef: "main", headSha: "1".repeat(40), headRepoId: 1, isFork: false, readOnly: false }, actor: "a", workflowRun: null, eventDate: "2026-12-01" },
        octokit: null,
        uploader: { upload: async () => ({}) },
        log: { info: quiet, debug: quiet, notice: quiet, warning: quiet, error: quiet },
        setOutput: quiet,
        writeSummary: async () => {},
        validateReport: null,
      });
      expect(cli.code).toBe(passes ? 0 : 1);
      expect(res.passed).toBe(passes);
      expect(res.reasons).toEqual(cli.json!.gate.reasons);
      if (badTrace && !passes) expect(res.reasons.join("\n")).toMatch(/^scenario "s": zero-tolerance finding ARH-FLW-003 \(flow\) in \d+\/\d+ candidate runs \("refund-twice--c\d+"/m);
    });
  }
});

describe("honest headlines: a gate that passes with failing runs says why in its first line", () => {
  it("compare Markdown, console, job summary and PR comment", async () => {
    const t = temp();
    const base = await baselineReport(runs(join(t, "base"), "s", 5, 0));
    const cand = runs(join(t, "cand"), "s", 2, 3, "c");
    const md = join(t, "compare.md");
    const r = await capture(() => runCompareCommand(["--baseline", base, "--policy", POLICY, "--md-out", md, cand]));
    expect(r.code).toBe(0);
    const why = '3 failing runs of "s" are not significant at n = 5 (p = 0.0833); 1 more run per side would decide';
    expect(r.out.split("\n")[0]).toBe(`arh compare: gate PASSED (fail-on regressions): ${why}`);
    const first = readFileSync(md, "utf8").split("\n")[0]!;
    // the scenario section's own verdict line says it too
    expect(readFileSync(md, "utf8")).toContain('✅ **Scenario gate passed**: 3 failing runs of "s" are not significant at n = 5 (p = 0.0833); 1 more run per side would decide · ');
    expect(first).toMatch(/^\*\*✅ Regression gate passed\*\*: 3 failing runs of "s" are not significant at n = 5 \(p = 0\.0833\); 1 more run per side would decide · fail-on regressions · 3 regressions in 5 traces · 1 of 1 scenario paired · 3 new errors, 0 resolved · /);
    // the compare JSON keeps its format: no explanation in it
    const json = join(t, "c.json");
    await capture(() => runCompareCommand(["--baseline", base, "--policy", POLICY, "--json-out", json, cand]));
    expect(JSON.parse(readFileSync(json, "utf8")).gate).toEqual({ passed: true, reasons: [], fail_on: "regressions", max_score_drop: null });

    // the action: the job summary and the PR comment open with the same line
    const ws = join(t, "ws");
    runs(join(ws, "traces"), "s", 2, 3, "c");
    writeFileSync(join(ws, "policy.json"), readFileSync(POLICY));
    writeFileSync(join(ws, "baseline.json"), readFileSync(base));
    const summaries: string[] = [];
    const quiet = () => {};
    const res = await runAction({
      inputs: parseInputs((n) => ({ traces: "traces", policy: "policy.json", baseline: "baseline.json", "sarif-upload": "false", "upload-baseline": "false" })[n] ?? ""),
      ctx: { eventName: "pull_request", sha: "0".repeat(40), ref: "refs/pull/1/merge", owner: "o", repo: "r", repositoryId: 1, defaultBranch: "main", workspace: ws, apiUrl: "https://api.github.invalid", serverUrl: "https://github.invalid", runnerTemp: join(t, "tmp"), runId: 1, pr: { number: 1, baseRef: "main", headSha: "1".repeat(40), headRepoId: 1, isFork: false, readOnly: false }, actor: "a", workflowRun: null, eventDate: "2026-12-01" },
      octokit: null,
      uploader: { upload: async () => ({}) },
      log: { info: quiet, debug: quiet, notice: quiet, warning: quiet, error: quiet },
      setOutput: quiet,
      writeSummary: async (s: string) => void summaries.push(s),
      validateReport: null,
    });
    expect(res.passed).toBe(true);
    expect(summaries[0]!.split("\n")[0]).toMatch(/^\*\*✅ Regression gate passed\*\*: 3 failing runs of "s" are not significant at n = 5 \(p = 0\.0833\); 1 more run per side would decide · /);
    const head = (text: string) => text.split("\n")[0]!.split(" · fail-on")[0];
    expect(head(readFileSync(join(ws, "arh-reports", "compare.md"), "utf8"))).toBe(head(summaries[0]!));
  });

  it("fail-on never and unchanged failures say so too", async () => {
    const t = temp();
    const base = await baselineReport(runs(join(t, "base"), null, 1, 0));
    const never = await capture(() => runCompareCommand(["--baseline", base, "--policy", POLICY, "--fail-on", "never", runs(join(t, "cand"), null, 0, 1, "r")]));
    expect(never.out.split("\n")[0]).toBe("arh compare: gate PASSED (fail-on never): fail-on never reports regressions and failures without gating them");
    const failingBase = await baselineReport(runs(join(t, "fb"), null, 0, 1));
    const still = await capture(() => runCompareCommand(["--baseline", failingBase, "--policy", POLICY, runs(join(t, "fc"), null, 0, 1)]));
    expect(still.out.split("\n")[0]).toBe("arh compare: gate PASSED (fail-on regressions): the 1 failing trace fails as in the baseline (not new)");
  });
});
