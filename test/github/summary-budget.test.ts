// The job summary's 1 MiB shared fairly: 100,000 findings never crowd out the per-trace table or
// the other traces' blocks (src/github/summary.ts over src/report/markdown.ts and compare.ts).
import { describe, expect, it } from "vitest";
import { buildSummary, SUMMARY_MAX_BYTES } from "../../src/github/summary.js";
import { compareReports } from "../../src/compare/compare.js";
import type { Report, TraceReport } from "../../src/types.js";
import { finding, trace } from "../compare/helpers.js";

const entry = (id: string, n: number, passed: boolean): TraceReport =>
  trace(id, passed, passed ? 100 : 10, Array.from({ length: n }, (_, i) => ({ ...finding("ARH-SCH-005", "schema", `s${i}`, "error", `m${i} `.padEnd(2000, "é<")), expected: { a: "x".repeat(900) }, observed: "y".repeat(900) })));
const report = (entries: TraceReport[]): Report =>
  ({ schema_version: "1", fail_under: 70, policy_id: "p", summary: { total_traces: entries.length, passed_traces: entries.filter((e) => e.passed).length, failed_traces: entries.filter((e) => !e.passed).length, average_score: 40 }, reports: entries }) as unknown as Report;

describe("the job summary with 100,000 findings", () => {
  const cand = report([entry("huge", 100_000, false), entry("big", 40_000, false), entry("small", 2, false), entry("ok", 0, true)]);
  const base = report(["huge", "big", "small", "ok"].map((id) => entry(id, 0, true)));
  for (const compare of [null, compareReports(base, cand, { failOn: "regressions", maxScoreDrop: null })]) {
    it(compare ? "with a baseline" : "without a baseline", () => {
      const s = buildSummary({ passed: false, reasons: [], report: cand, compare, linkBase: "", baselineSource: "x", notes: [], sections: [], annotationsOmitted: 0, outputs: [{ label: "JSON report", value: "arh-reports/report.json" }] });
      expect(Buffer.byteLength(s)).toBeLessThanOrEqual(SUMMARY_MAX_BYTES);
      // every trace in the traces table, every failing trace with a block of its own
      const table = s.slice(s.indexOf("<summary>All traces (4)</summary>"));
      for (const id of ["huge", "big", "small", "ok"]) expect(table).toMatch(new RegExp(`^\\| ${id} \\|`, "m"));
      for (const id of ["huge", "big", "small"]) expect(s).toContain(`<code>${id}</code>`);
      // the small trace's findings are listed whole; the large ones share the rest
      expect((s.match(/\bm[01] /g) ?? []).length).toBeGreaterThanOrEqual(3 * 2);
      expect(s).toContain("### Reports");
    });
  }
});
