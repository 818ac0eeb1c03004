// A comparison for findings only (CompareOptions.findingsOnly, what a changed policy's two extra
// comparisons ask for: compare/policy.ts): every trace's status and findings as the full
// comparison gives them, without drift or usage.
import { describe, expect, it } from "vitest";
import { compareReports } from "../../src/compare/index.js";
import { reportPair } from "./generate.js";

describe("compareReports with findingsOnly", () => {
  it("gives each trace the status and findings of the full comparison, and no drift or usage", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { baseline, candidate } = reportPair(seed, 40, 0.4);
      const full = compareReports(baseline, candidate, { failOn: "regressions", maxScoreDrop: 5 });
      const lean = compareReports(baseline, candidate, { failOn: "regressions", maxScoreDrop: 5, findingsOnly: true });
      const what = (r: typeof full) => r.traces.map((t) => [t.trace_id, t.status_change, t.baseline_passed, t.candidate_passed, t.new_findings, t.resolved_findings]);
      expect(what(lean), `seed ${seed}`).toEqual(what(full));
      expect(lean.traces.some((t) => t.drift !== undefined || t.usage !== undefined)).toBe(false);
      expect(full.traces.some((t) => t.drift !== undefined)).toBe(true); // the pairs do have drift to leave out
    }
  });
});
