// Where a count meets a noun, one is singular and any other count plural (src/report/util.ts
// `plural`, the one helper): the console summary, the Markdown verdict, JUnit's comment, the usage
// line of a comparison, `arh merge`'s line and the gate's reasons.
import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { capture } from "../capture.js";
import { runValidateCommand } from "../../src/commands/validate.js";
import { runCompareCommand } from "../../src/commands/compare.js";
import { runMergeCommand } from "../../src/commands/merge.js";
import { plural } from "../../src/report/util.js";

const POLICY = "samples/regressions/policy.json";
const ONE = "samples/regressions/baseline/refund-twice.json";
const FAILING = "samples/regressions/candidate/refund-twice.json";
const tmp = mkdtempSync(join(tmpdir(), "arh-plural-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const p = (n: string) => join(tmp, n);

describe("one trace is one trace", () => {
  it("plural: 0 and 2 are plural, 1 singular; an irregular plural is given", () => {
    expect([0, 1, 2].map((n) => plural(n, "trace"))).toEqual(["0 traces", "1 trace", "2 traces"]);
    expect([1, 3].map((n) => plural(n, "trace has", "traces have"))).toEqual(["1 trace has", "3 traces have"]);
  });

  it("console, Markdown and JUnit of a run of one passing trace", async () => {
    const r = await capture(() => runValidateCommand(["--policy", POLICY, "--md-out", p("one.md"), "--junit-out", p("one.xml"), "--json-out", p("one.json"), ONE]));
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Summary: 1\/1 trace passed; /m);
    expect(readFileSync(p("one.md"), "utf8").split("\n")[2]).toMatch(/^✅ \*\*1 trace passed\*\* · /);
    expect(readFileSync(p("one.xml"), "utf8")).toContain("<!-- arh-action: 1/1 trace passed, average score 100.00 -->");
  });

  it("console and Markdown of a run of one failing trace", async () => {
    const r = await capture(() => runValidateCommand(["--policy", POLICY, "--md-out", p("fail.md"), FAILING]));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^Summary: 1 of 1 trace failed; /m);
    expect(readFileSync(p("fail.md"), "utf8").split("\n")[2]).toMatch(/^❌ \*\*1 of 1 trace failed\*\* · /);
  });

  it("the usage line of a comparison of one trace: 1 → 1 trace", async () => {
    const r = await capture(() => runCompareCommand(["--baseline", p("one.json"), "--candidate", p("one.json")]));
    expect(r.code).toBe(0);
    expect(r.out).toContain("Usage, baseline → candidate (1 → 1 trace):");
  });

  it("arh merge: 1 shard merged: 1 trace", async () => {
    const part = p("part.json");
    await capture(() => runValidateCommand(["--policy", POLICY, "-q", "--shard", "1/1", "--partial-out", part, "--commit", "c".repeat(40), ONE]));
    const r = await capture(() => runMergeCommand(["--expect", "1", "--json-out", p("merged.json"), part]));
    expect(r.code).toBe(0);
    expect(r.out).toBe("1 shard merged: 1 trace, 0 failed, average score 100\n");
  });
});
