// A usage gate over figures the reports do not record checks nothing: the headline's "Not checked"
// and the usage section say so (the samples record tokens and latency, not cost).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { runCompareCommand } from "../../src/commands/compare.js";
import { runValidateCommand } from "../../src/commands/validate.js";
import { capture } from "../capture.js";

const TMP = mkdtempSync(join(tmpdir(), "arh-unchecked-"));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));
const POLICY = "samples/policies/refund-policy.json";

it("--max-cost-increase without recorded cost: the cost gate is named as not checked", async () => {
  const base = join(TMP, "base.json");
  await capture(() => runValidateCommand(["--policy", POLICY, "--json-out", base, "--quiet", "samples/regressions/baseline"]));
  const r = await capture(() => runCompareCommand(["--baseline", base, "--policy", POLICY, "--max-cost-increase", "20%", "--max-tokens-increase", "50%", "samples/regressions/candidate"]));
  const checked = r.out.split("\n").find((l) => l.startsWith("Checked: "))!;
  expect(checked).toMatch(/Not checked: the cost gate \(no cost recorded on either side\)\.$/);
  expect(checked).not.toMatch(/tokens gate/);
  expect(r.out).toMatch(/usage gates \(cost \+20%, tokens \+50%\): 0 of \d+ check\(s\) over the limit; not checked: the cost gate \(no cost recorded on either side\)/);
});
