// Repeated runs pair by scenario, not by their runs' own trace ids (docs/compare.md "Pairing"): the
// headline counts the scenarios paired; a baseline whose scenarios none of the candidate's has
// fails by default, and --unpaired warn compares anyway without a pass mark.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCompareCommand } from "../../src/commands/compare.js";
import { runValidateCommand } from "../../src/commands/validate.js";
import type { CompareResult } from "../../src/compare/types.js";
import { capture } from "../capture.js";

const REPO = resolve(import.meta.dirname, "..", "..");
const SAMPLES = join(REPO, "samples", "regressions");
const POLICY = join(SAMPLES, "policy.json");
// below the repository, where the reports' relative paths stay inside it
mkdirSync(join(REPO, ".scratch"), { recursive: true });
const root = mkdtempSync(join(REPO, ".scratch", "scenario-pairing-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let made = 0;
const temp = (): string => mkdtempSync(join(root, `t${made++}-`));

/** `n` passing runs of each scenario, named `<prefix><i>` (run ids differ between the sides). */
function runs(dir: string, scenarios: string[], n: number, prefix: string): string {
  mkdirSync(dir, { recursive: true });
  const good = JSON.parse(readFileSync(join(SAMPLES, "baseline", "refund-twice.json"), "utf8")) as Record<string, unknown>;
  for (const s of scenarios) {
    for (let i = 0; i < n; i++) {
      const doc = structuredClone(good);
      doc.trace_id = `${s}--${prefix}${i}`;
      doc.metadata = { ...(doc.metadata as object), scenario: s };
      writeFileSync(join(dir, `${s}-${prefix}${i}.json`), JSON.stringify(doc));
    }
  }
  return dir;
}

async function report(dir: string): Promise<string> {
  const out = `${dir}-report.json`;
  expect((await capture(() => runValidateCommand(["--policy", POLICY, "--json-out", out, "--quiet", dir]))).code).toBe(0);
  return out;
}

describe("arh compare: repeated runs pair by scenario", () => {
  it("runs with other ids but the same scenarios pair, and the headline counts the scenarios", async () => {
    const t = temp();
    const base = await report(runs(join(t, "base"), ["refund", "lookup"], 3, "b"));
    const r = await capture(() => runCompareCommand(["--baseline", base, "--policy", POLICY, "--json-out", join(t, "c.json"), runs(join(t, "cand"), ["refund", "lookup", "cancel"], 3, "c")]));
    expect(r.code).toBe(0);
    const c = JSON.parse(readFileSync(join(t, "c.json"), "utf8")) as CompareResult;
    expect(c.pairing?.paired_traces).toBe(0);
    expect(c.pairing?.scenarios).toEqual({ baseline: 2, candidate: 3, paired: 2 });
    const lines = r.out.split("\n");
    expect(lines[0]).toMatch(/^arh compare: gate PASSED /);
    expect(lines[1]).toMatch(/^Checked: 9 traces validated under the policy .*; 2 of 2 baseline and 2 of 3 candidate scenarios paired with the baseline \(6 baseline runs, 9 candidate runs\)\. Not checked: 1 candidate scenario without a baseline, 2 scenarios with insufficient data\.$/);
    expect(r.out).toContain("note: Not every scenario paired with the baseline: 2 of 2 baseline and 2 of 3 candidate scenarios paired.");
  });

  it("no scenario in common fails by default; --unpaired warn passes with nothing compared", async () => {
    const t = temp();
    const base = await report(runs(join(t, "base"), ["refund"], 3, "b"));
    const cand = runs(join(t, "cand"), ["cancel"], 3, "c");
    const r = await capture(() => runCompareCommand(["--baseline", base, "--policy", POLICY, cand]));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/- no scenario pairs with the baseline: 0 of 1 baseline and 0 of 1 candidate scenario paired/);
    const w = await capture(() => runCompareCommand(["--baseline", base, "--policy", POLICY, "--unpaired", "warn", cand]));
    expect(w.code).toBe(0);
    expect(w.out.split("\n")[0]).toMatch(/^arh compare: gate PASSED with nothing compared/);
  });
});
