// A run that checked no trace fails, as a test runner without tests does: `arh validate`, `arh
// compare` (in memory and streamed) and `arh merge` exit 1 with one line saying nothing was checked
// and how to opt out; `--allow-empty` opts out, and the run then says it checked nothing. A run
// that checked traces is judged as before whatever the flag says.
import { afterAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { capture } from "../capture.js";
import { runValidateCommand } from "../../src/commands/validate.js";
import { runCompareCommand } from "../../src/commands/compare.js";
import { runMergeCommand } from "../../src/commands/merge.js";
import { EMPTY_RUN_REASON, runGate } from "../../src/gate/gate.js";
import type { Report } from "../../src/types.js";

const POLICY = "samples/regressions/policy.json";
const tmp = mkdtempSync(join(tmpdir(), "arh-empty-run-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const p = (n: string) => join(tmp, n);
const json = (n: string) => JSON.parse(readFileSync(p(n), "utf8"));

/** A traces folder whose only file is another tool's: matched, skipped, nothing validated. */
const onlySkipped = (() => {
  const d = p("only-skipped");
  mkdirSync(d);
  writeFileSync(join(d, "package.json"), JSON.stringify({ name: "x", version: "1.0.0" }));
  return d;
})();

const LINE = "nothing was checked: no trace was validated (a run without traces never passes); check the trace paths, or pass --allow-empty (input allow-empty: true) to accept an empty run";

describe("arh validate with nothing to check", () => {
  it("exits 1 with one line saying nothing was checked and how to opt out", async () => {
    expect(EMPTY_RUN_REASON).toBe(LINE);
    const r = await capture(() => runValidateCommand(["--policy", POLICY, "--json-out", p("v.json"), onlySkipped]));
    expect(r.code).toBe(1);
    expect(r.err).toBe(`arh validate: ${LINE}\n`);
    expect(r.out).toContain("Summary: no traces validated: nothing was checked");
    expect(json("v.json").summary.total_traces).toBe(0);
  });

  it("--allow-empty passes it; the console still says nothing was checked", async () => {
    const r = await capture(() => runValidateCommand(["--policy", POLICY, "--allow-empty", onlySkipped]));
    expect(r.code).toBe(0);
    expect(r.err).toBe("");
    expect(r.out).toContain("Summary: no traces validated: nothing was checked");
    expect(r.out).not.toMatch(/passed/);
  });

  it("--allow-empty changes nothing for a run that checked traces", async () => {
    const r = await capture(() => runValidateCommand(["--policy", POLICY, "--allow-empty", "-q", "samples/regressions/candidate"]));
    expect(r.code).toBe(1);
    const ok = await capture(() => runValidateCommand(["--policy", POLICY, "--allow-empty", "-q", "samples/regressions/baseline"]));
    expect(ok.code).toBe(0);
  });

  it("with the scenario gate asked for, the failure is said once, and --allow-empty passes it too", async () => {
    const r = await capture(() => runValidateCommand(["--policy", POLICY, "--min-runs", "2", onlySkipped]));
    expect(r.code).toBe(1);
    expect(r.err.trim().split("\n")).toHaveLength(1);
    expect(r.err).toMatch(/^arh validate: no candidate runs: .*nothing was checked/);
    expect((await capture(() => runValidateCommand(["--policy", POLICY, "--min-runs", "2", "--allow-empty", onlySkipped]))).code).toBe(0);
  });
});

describe("arh compare with an empty candidate", () => {
  const empty = p("empty.json");
  const base = p("base.json");
  it("fails by default, in memory and streamed; --allow-empty passes it with a note", async () => {
    expect((await capture(() => runValidateCommand(["--policy", POLICY, "-q", "--allow-empty", "--json-out", empty, onlySkipped]))).code).toBe(0);
    expect((await capture(() => runValidateCommand(["--policy", POLICY, "-q", "--json-out", base, "samples/regressions/baseline"]))).code).toBe(0);
    for (const stream of ["never", "always"]) {
      const r = await capture(() => runCompareCommand(["--baseline", base, "--candidate", empty, "--stream", stream, "--json-out", p(`c-${stream}.json`)]));
      expect(r.code, r.out + r.err).toBe(1);
      expect(json(`c-${stream}.json`).gate.passed).toBe(false);
      const ok = await capture(() => runCompareCommand(["--baseline", base, "--candidate", empty, "--stream", stream, "--allow-empty", "--md-out", p(`c-${stream}.md`)]));
      expect(ok.code, ok.out + ok.err).toBe(0);
      expect(ok.out.split("\n")[0]).toBe("arh compare: gate PASSED with nothing compared (fail-on regressions)");
      expect(ok.out).toContain("note: No trace was checked; the run passes because an empty run is allowed (allow-empty).");
      const md = readFileSync(p(`c-${stream}.md`), "utf8");
      expect(md.split("\n")[0]).toMatch(/^\*\*⚠️ Regression gate passed with nothing compared\*\*/);
      expect(md).not.toContain("✅");
    }
  });
});

describe("arh merge of shards without traces", () => {
  it("exits 1 by default with the one line; --allow-empty passes", async () => {
    const part = p("part.json");
    expect((await capture(() => runValidateCommand(["--policy", POLICY, "--shard", "1/1", "--partial-out", part, "--commit", "a".repeat(40), "-q", onlySkipped]))).code).toBe(0); // a shard never gates
    const r = await capture(() => runMergeCommand(["--expect", "1", "--json-out", p("m.json"), part]));
    expect(r.code).toBe(1);
    expect(r.out).toBe("1 shard merged: 0 traces, 0 failed, average score 0\n");
    expect(r.err).toBe(`arh merge: ${LINE}\n`);
    const ok = await capture(() => runMergeCommand(["--expect", "1", "--allow-empty", "--json-out", p("m2.json"), part]));
    expect(ok.code).toBe(0);
    expect(ok.err).toBe("");
  });
});

describe("runGate without a baseline", () => {
  const empty = { schema_version: "1", summary: { total_traces: 0, passed_traces: 0, failed_traces: 0, average_score: 0 }, reports: [] } as unknown as Report;
  const gate = (over: object) => runGate({ candidate: empty, baseline: { kind: "none" }, policy: null, failOn: "failures", maxScoreDrop: null, baselineMissing: "warn", traceDiffs: false, ...over });
  it("fails an empty candidate whatever fail-on and baseline-missing say", () => {
    for (const failOn of ["failures", "never", "auto"] as const) {
      for (const baseline of [{ kind: "none" } as const, { kind: "missing", reason: "no artifact" } as const]) {
        const g = gate({ failOn, baseline });
        expect(g.passed).toBe(false);
        expect(g.reasons).toContain(LINE);
      }
    }
  });
  it("passes it with allowEmpty, saying nothing was checked", () => {
    const g = gate({ allowEmpty: true });
    expect(g.passed).toBe(true);
    expect(g.notes).toEqual(["No trace was checked; the run passes because an empty run is allowed (allow-empty)."]);
  });
});
