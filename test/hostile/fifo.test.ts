// A named pipe (FIFO) named as a trace, policy or baseline, or swapped in after the scan, never
// blocks: it is reported (the trace as ARH-INP-001, policy and baseline as one usage line).
import { afterAll, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runValidation } from "../../src/engine/pipeline.js";
import { parsePolicy, readPolicyText } from "../../src/policy/parse.js";
import { loadReportFile } from "../../src/compare/load.js";
import { matchTraceFiles } from "../../src/files/match.js";

const dir = mkdtempSync(join(tmpdir(), "arh-hostile-fifo-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const fifo = (name: string): string => {
  const p = join(dir, name);
  execFileSync("mkfifo", [p]);
  return p;
};
const policy = parsePolicy({ policy_id: "p", allow_unlisted_tools: true });

describe("FIFOs never block", () => {
  it("a FIFO named as a trace is an ARH-INP-001 entry", { timeout: 5_000 }, async () => {
    const p = fifo("pipe.json");
    const report = await runValidation([p], policy, { format: "auto", failUnder: 70, cwd: dir });
    expect(report.reports).toHaveLength(1);
    const e = report.reports[0]!;
    expect(e.kind).toBe("input");
    expect(e.findings[0]!.rule_id).toBe("ARH-INP-001");
    expect(e.findings[0]!.message).toMatch(/not a regular file: a named pipe \(FIFO\)/);
  });

  it("a trace swapped for a FIFO after the scan is reported, not waited on", { timeout: 5_000 }, async () => {
    const p = join(dir, "swapped.json");
    writeFileSync(p, JSON.stringify({ trace_id: "t", agent_name: "a", workflow: "w", steps: [] }));
    const files = [p]; // the scan saw a regular file
    unlinkSync(p);
    execFileSync("mkfifo", [p]);
    const report = await runValidation(files, policy, { format: "auto", failUnder: 70, cwd: dir });
    expect(report.reports[0]!.findings[0]!.message).toMatch(/named pipe/);
  });

  it("a file the walk saw as regular and then swapped for a FIFO is refused on its descriptor, not read", { timeout: 5_000 }, async () => {
    const sub = mkdtempSync(join(dir, "walk-"));
    const p = join(sub, "swapped.json");
    writeFileSync(p, JSON.stringify({ trace_id: "t", agent_name: "a", workflow: "w", steps: [] }));
    const m = matchTraceFiles([sub], { cwd: dir });
    expect(m.files).toEqual([p]);
    expect([...m.regular]).toEqual([p]); // read without a stat first
    unlinkSync(p);
    execFileSync("mkfifo", [p]);
    const report = await runValidation(m.files, policy, { format: "auto", failUnder: 70, cwd: dir, regularFiles: m.regular });
    expect(report.reports[0]!.findings[0]!.message).toMatch(/not a regular file: a named pipe \(FIFO\)/);
  });

  it("a FIFO met by a walk is not marked regular", { timeout: 5_000 }, () => {
    const sub = mkdtempSync(join(dir, "walkfifo-"));
    execFileSync("mkfifo", [join(sub, "p.json")]);
    writeFileSync(join(sub, "t.json"), "{}");
    const m = matchTraceFiles([sub], { cwd: dir });
    expect(m.files).toEqual([join(sub, "p.json"), join(sub, "t.json")]);
    expect([...m.regular]).toEqual([join(sub, "t.json")]);
  });

  it("a FIFO as the policy or the baseline is one clear usage error", { timeout: 5_000 }, () => {
    const p = fifo("policy.json");
    expect(() => readPolicyText(p)).toThrow(/cannot read policy .*not a regular file: a named pipe/);
    const b = fifo("baseline.json");
    expect(() => loadReportFile(b, "baseline report")).toThrow(/baseline report .*: cannot read: not a regular file: a named pipe/);
  });
});
