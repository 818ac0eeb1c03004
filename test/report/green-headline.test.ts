// A green gate's first line says how many traces it paired with the baseline ("2 of 2 paired"), in
// `arh compare --md-out`, the job summary and the PR comment, as the console's `Checked:` line
// does; a pass that paired fewer says the count it did pair, and one that paired none never wears a
// pass mark.
import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { capture } from "../capture.js";
import { runValidateCommand } from "../../src/commands/validate.js";
import { runCompareCommand } from "../../src/commands/compare.js";
import { runGate } from "../../src/gate/gate.js";
import { buildCommentBody, buildSummary } from "../../src/github/summary.js";
import type { Report } from "../../src/types.js";

const POLICY = "samples/regressions/policy.json";
const tmp = mkdtempSync(join(tmpdir(), "arh-green-headline-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const p = (n: string) => join(tmp, n);

async function report(name: string, ...paths: string[]): Promise<string> {
  const out = p(name);
  await capture(() => runValidateCommand(["--policy", POLICY, "-q", "--json-out", out, ...paths]));
  return out;
}

describe("the headline of a green gate", () => {
  it("arh compare --md-out: 2 of 2 paired, on the first line", async () => {
    const base = await report("base.json", "samples/regressions/baseline");
    const r = await capture(() => runCompareCommand(["--baseline", base, "--policy", POLICY, "--md-out", p("all.md"), "samples/regressions/baseline"]));
    expect(r.code).toBe(0);
    const first = readFileSync(p("all.md"), "utf8").split("\n")[0]!;
    expect(first).toMatch(/^\*\*✅ Regression gate passed\*\* · fail-on regressions · 0 regressions in 2 traces · 2 of 2 paired · 0 new errors, 0 resolved · /);
    // as the console's Checked line counts them
    expect(r.out.split("\n")[1]).toContain("2 of 2 baseline and 2 of 2 candidate traces paired with the baseline");
  });

  it("fewer paired: the count it paired (1 of 1), singular where one", async () => {
    const base = await report("base1.json", "samples/regressions/baseline");
    const r = await capture(() => runCompareCommand(["--baseline", base, "--policy", POLICY, "--md-out", p("one.md"), "samples/regressions/baseline/refund-twice.json"]));
    expect(r.code).toBe(0);
    expect(readFileSync(p("one.md"), "utf8").split("\n")[0]).toMatch(/ · 0 regressions in 1 trace · 1 of 1 paired · /);
  });

  it("the job summary and the PR comment open with the same count", async () => {
    const base = JSON.parse(readFileSync(await report("base2.json", "samples/regressions/baseline"), "utf8")) as Report;
    const cand = JSON.parse(readFileSync(await report("cand2.json", "samples/regressions/baseline"), "utf8")) as Report;
    const gate = runGate({ candidate: cand, baseline: { kind: "found", report: base, source: "artifact arh-baseline", label: "" }, policy: null, failOn: "auto", maxScoreDrop: null, baselineMissing: "warn", traceDiffs: false });
    expect(gate.passed).toBe(true);
    const input = { passed: true, reasons: [], report: cand, compare: gate.compare, linkBase: "", baselineSource: "artifact arh-baseline", notes: gate.notes, sections: [], annotationsOmitted: 0, outputs: [] };
    for (const text of [buildSummary(input), buildCommentBody(input, 60_000)]) {
      expect(text.split("\n")[0]).toMatch(/^\*\*✅ Regression gate passed\*\* · fail-on regressions · 0 regressions in 2 traces · 2 of 2 paired · /);
    }
  });
});
