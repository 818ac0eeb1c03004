import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { UsageError } from "../../src/errors.js";
import { compareReports, loadReportFile } from "../../src/compare/index.js";
import { finding as F, legacy, report, trace as T } from "./helpers.js";

const dir = mkdtempSync(join(tmpdir(), "arh-compare-load-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}
function err(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(UsageError);
    return (e as Error).message;
  }
  throw new Error("expected a UsageError");
}

describe("loadReportFile", () => {
  it("reads our reports", () => {
    const r = report([T("a", true, 100, [F("ARH-SCH-001", "schema", "s1")])]);
    const p = file("ours.json", JSON.stringify(r, null, 2));
    expect(loadReportFile(p)).toEqual(r);
  });

  it("reads harness v0.1 reports (no schema_version, findings without rule_id)", () => {
    const r = report([T("a", false, 50, [F("ARH-SCH-001", "schema", "s1")]), T(7 as unknown as string, true, 100)]);
    const p = file("v01.json", JSON.stringify(legacy(r)));
    const loaded = loadReportFile(p);
    expect(loaded.schema_version).toBe("1");
    expect(loaded.reports[0]!.findings[0]!.rule_id).toBe("");
    expect(loaded.reports[1]!.trace_id).toBe("7");
    // and computes a missing summary
    const { summary: _s, ...noSummary } = legacy(r);
    const p2 = file("nosummary.json", JSON.stringify(noSummary));
    expect(loadReportFile(p2).summary).toEqual({ total_traces: 2, passed_traces: 1, failed_traces: 1, average_score: 75 });
  });

  it("names a missing file", () => {
    expect(err(() => loadReportFile(join(dir, "nope.json"), "baseline report"))).toBe(`baseline report ${join(dir, "nope.json")}: cannot read: file not found`);
  });

  it("names the line and column of a truncated file", () => {
    const full = JSON.stringify(report([T("a", true, 100)]), null, 2);
    const p = file("trunc.json", full.slice(0, 120));
    const m = err(() => loadReportFile(p, "baseline report"));
    expect(m).toMatch(new RegExp(`^baseline report ${p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:\\d+:\\d+: is not valid JSON: .*\\(the file looks truncated\\)$`));
  });

  it("names the place of a syntax error", () => {
    const p = file("bad.json", '{\n  "reports": [\n    {"trace_id": "a",}\n  ]\n}\n');
    expect(err(() => loadReportFile(p))).toMatch(/bad\.json:3:22: is not valid JSON: expected a member name/);
    expect(err(() => loadReportFile(file("empty.json", "")))).toMatch(/empty\.json:1:1: is not valid JSON: empty document/);
  });

  it("rejects documents that are not reports", () => {
    expect(err(() => loadReportFile(file("arr.json", "[]")))).toMatch(/arr\.json: is not a validation report/);
    expect(err(() => loadReportFile(file("trace.json", JSON.stringify({ trace_id: "x", steps: [] }))))).toMatch(/trace\.json: is not a validation report: no 'reports' key/);
    expect(err(() => loadReportFile(file("obj.json", JSON.stringify({ reports: {} }))))).toMatch(/'reports' must be an array/);
    expect(err(() => loadReportFile(file("noid.json", JSON.stringify({ reports: [{ score: 1 }] }))))).toMatch(/reports\[0\] has no 'trace_id'/);
    expect(err(() => loadReportFile(file("num.json", JSON.stringify({ reports: [1] }))))).toMatch(/reports\[0\] is not an object/);
    expect(err(() => loadReportFile(file("v2.json", JSON.stringify({ schema_version: "2.0", reports: [] }))))).toMatch(/unsupported schema_version '2\.0'/);
  });

  it("rejects duplicate trace ids", () => {
    const p = file("dup.json", JSON.stringify({ reports: [{ trace_id: "a" }, { trace_id: "b" }, { trace_id: "a" }] }));
    expect(err(() => loadReportFile(p, "baseline report"))).toBe(
      `baseline report ${p}: duplicate trace_id 'a' (reports[0] and reports[2]); regression comparison needs unique trace IDs`,
    );
  });

  it("tolerates sparse harness entries", () => {
    const p = file("sparse.json", JSON.stringify({ reports: [{ trace_id: "a", passed: 1, findings: [{ category: "flow" }, "junk"] }] }));
    const b = loadReportFile(p);
    const r = compareReports(b, b, { failOn: "regressions" });
    expect(r.traces[0]).toMatchObject({ baseline_passed: true, baseline_score: null, score_delta: null, latency_delta_ms: null });
    expect(r.gate.passed).toBe(true);
  });
});
