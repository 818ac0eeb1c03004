// A key written twice in one object of a policy (`"side_effect": true, "max_calls": 1,
// "side_effect": false`): JSON.parse keeps the last value, which switched ARH-FLW-003 off without a
// word. It is a located policy diagnostic (file:line:column, the key and its path), an error with
// --strict-policy; the scan is json/locate.ts `findDuplicateKeys`. And --strict-policy with a
// misspelt top-level key alone (`budget` for `budgets`) exits 2 naming it and the right one, in
// every command that takes the flag (`arh calibrate` judges with its bundle's policy).
import { describe, expect, it } from "vitest";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SAMPLES, scratch } from "./helpers.js";
import { capture } from "../capture.js";
import { findDuplicateKeys } from "../../src/json/locate.js";
import { policyFromText } from "../../src/policy/parse.js";
import { runValidateCommand } from "../../src/commands/validate.js";
import { runCompareCommand } from "../../src/commands/compare.js";
import { runCalibrateCommand } from "../../src/commands/calibrate.js";

const temp = scratch("dup-");
const SAMPLE = readFileSync(join(SAMPLES, "policy.json"), "utf8");
/** The samples' policy with issue_refund's `side_effect` written twice, the last false (line 14). */
const DOUBLED = SAMPLE.replace(`"side_effect": true,`, `"side_effect": true, "max_calls": 1, "side_effect": false,`);

describe("findDuplicateKeys", () => {
  it("finds each later occurrence in its object, with the path and both offsets; arrays and sibling objects do not mix", () => {
    const t = `{"a": {"x": 1, "y": 2, "x": 3}, "b": [{"x": 1}, {"x": 2, "z": {"x": 0}}], "a": 0}`;
    const d = findDuplicateKeys(t);
    expect(d.map((k) => [k.path, k.key, t.slice(k.firstStart, k.firstStart + 3), k.start])).toEqual([
      [["a"], "x", `"x"`, t.indexOf(`"x": 3`)],
      [[], "a", `"a"`, t.lastIndexOf(`"a"`)],
    ]);
    expect(findDuplicateKeys(`[{"k": 1}, {"k": 2}]`)).toEqual([]);
    expect(findDuplicateKeys(`{"\\u006b": 1, "k": 2}`)).toHaveLength(1);
  });

  it("is linear and bounded: 100,000 repeats of a key report at most `max`", () => {
    const t = `{${Array.from({ length: 100_000 }, () => `"k": 1`).join(",")}}`;
    expect(findDuplicateKeys(t, 5)).toHaveLength(5);
  });
});

describe("a duplicate key in a policy", () => {
  it("is a diagnostic at the later key, naming the key, its path and where the first one is", () => {
    const line = DOUBLED.split("\n").findIndex((l) => l.includes(`"max_calls": 1, "side_effect": false`)) + 1;
    const col = DOUBLED.split("\n")[line - 1]!.lastIndexOf(`"side_effect"`) + 1;
    const first = DOUBLED.split("\n")[line - 1]!.indexOf(`"side_effect"`) + 1;
    const p = policyFromText(DOUBLED, "policy.json");
    expect(p.diagnostics.map((d) => [d.kind, d.message])).toEqual([
      ["duplicate-key", `policy.json:${line}:${col}: allowed_tools.issue_refund.side_effect: duplicate key "side_effect": the value here replaces the one at ${line}:${first}, which is ignored; write the key once`],
    ]);
    expect(policyFromText(SAMPLE, "policy.json").diagnostics).toEqual([]);
  });

  it("arh validate warns and keeps the verdict; --strict-policy exits 2 with one line", async () => {
    const t = temp();
    const policy = join(t, "policy.json");
    writeFileSync(policy, DOUBLED);
    const trace = join(SAMPLES, "candidate", "refund-twice.json");
    const warn = await capture(() => runValidateCommand(["--policy", policy, "--quiet", trace]));
    expect(warn.err).toMatch(new RegExp(`^arh validate: warning: policy ${policy.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:\\d+:\\d+: allowed_tools\\.issue_refund\\.side_effect: duplicate key "side_effect"`, "m"));
    const strict = await capture(() => runValidateCommand(["--policy", policy, "--strict-policy", "--quiet", trace]));
    expect(strict.code).toBe(2);
    expect(strict.out).toBe("");
    expect(strict.err.trimEnd().split("\n")).toEqual([expect.stringMatching(/^arh validate: policy .*policy\.json:\d+:\d+: allowed_tools\.issue_refund\.side_effect: duplicate key "side_effect": .*; strict-policy makes policy diagnostics errors$/)]);
  });
});

describe("--strict-policy and a misspelt top-level key", () => {
  it("`budget` for `budgets`: exit 2, one line naming the key and the right one (validate and compare)", async () => {
    const t = temp();
    const policy = join(t, "policy.json");
    writeFileSync(policy, SAMPLE.replace(`"budgets":`, `"budget":`));
    const at = SAMPLE.split("\n").findIndex((l) => l.includes(`"budgets":`)) + 1;
    const line = `policy ${policy}:${at}:3: budget: unknown key; did you mean budgets?; strict-policy makes policy diagnostics errors`;
    const v = await capture(() => runValidateCommand(["--policy", policy, "--strict-policy", "--quiet", join(SAMPLES, "baseline")]));
    expect([v.code, v.out, v.err]).toEqual([2, "", `arh validate: ${line}\n`]);
    const c = await capture(() => runCompareCommand(["--baseline", join(SAMPLES, "baseline-report.json"), "--policy", policy, "--strict-policy", join(SAMPLES, "candidate")]));
    expect([c.code, c.out, c.err]).toEqual([2, "", `arh compare: ${line}\n`]);
  });

  it("arh calibrate: the bundle's policy is checked too (it took --strict-policy and said nothing)", async () => {
    const t = temp();
    const policy = join(t, "policy.json");
    writeFileSync(policy, SAMPLE.replace(`"budgets":`, `"budget":`));
    const bundle = join(t, "b.zip");
    expect((await capture(() => runValidateCommand(["--policy", policy, "--bundle-out", bundle, "--quiet", "samples/regressions/baseline"]))).code).toBe(0);
    const at = SAMPLE.split("\n").findIndex((l) => l.includes(`"budgets":`)) + 1;
    const strict = await capture(() => runCalibrateCommand(["--baseline", bundle, "--strict-policy", "--rounds", "5", "--quiet"]));
    expect([strict.code, strict.out, strict.err]).toEqual([2, "", `arh calibrate: ${bundle}: policy policy.json:${at}:3: budget: unknown key; did you mean budgets?; strict-policy makes policy diagnostics errors\n`]);
    const warn = await capture(() => runCalibrateCommand(["--baseline", bundle, "--rounds", "5", "--quiet"]));
    // without the flag a warning, first (the samples' single runs then have nothing to split)
    expect(warn.err.split("\n")[0]).toBe(`arh calibrate: warning: ${bundle}: policy policy.json:${at}:3: budget: unknown key; did you mean budgets?`);
  });
});
