// The renderings of a comparison read a view of it (report/compare.ts CompareRetainer): only the
// traces some list shows are kept, the rest counted. A view that keeps every trace must render
// byte for byte as the bounded one, whatever the rows, budget and gate mode.
import { describe, expect, it } from "vitest";
import { compareReports } from "../../src/compare/compare.js";
import { CompareRetainer, compareView, renderCompareConsole, renderCompareMarkdown } from "../../src/report/compare.js";
import { reportPair } from "../compare/generate.js";
import type { CompareResult } from "../../src/compare/types.js";

function everything(result: CompareResult) {
  const reasons = new Set(result.gate.reasons);
  const r = new CompareRetainer(result.gate, Infinity, Infinity);
  const limit = result.gate.max_score_drop;
  for (const t of result.traces) {
    const drop = limit !== null && limit !== undefined && t.score_delta !== null && reasons.has(`${t.trace_id}: score dropped ${(-t.score_delta).toFixed(2)} (max ${limit})`);
    r.add(t, result.gate.fail_on === "regressions" && drop);
  }
  const { traces: _t, ...base } = result;
  return r.view(base);
}

describe("compare view", () => {
  it("renders as the whole comparison, and keeps a bounded number of traces", () => {
    let checked = 0;
    for (const seed of [3, 7, 11, 19]) {
      const { baseline, candidate } = reportPair(seed, 900, seed % 2 ? 0.9 : 0.3);
      for (const failOn of ["regressions", "failures", "never"] as const) {
        const result = compareReports(baseline, candidate, { failOn, maxScoreDrop: seed === 7 ? 0.01 : null });
        const all = everything(result);
        expect(all.result.traces.length).toBe(result.traces.length);
        expect(renderCompareConsole(result)).toBe(renderCompareConsole(all));
        for (const o of [{}, { maxRows: 3 }, { budget: 2500 }, { budget: 700, maxRows: 2 }, { budget: 1 << 20 }]) {
          expect(renderCompareMarkdown(result, o)).toBe(renderCompareMarkdown(all, o));
          checked++;
        }
        const small = compareView(result, 3, 20);
        // every list keeps at most `rows` traces, each regression rank `blocks`, the table 2 x rows
        expect(small.result.traces.length).toBeLessThanOrEqual(3 * 13 + 20 * 4);
        expect(small.tallies.traces).toBe(result.traces.length);
      }
    }
    expect(checked).toBe(60);
  });

  it("counts regressions past the budget as dropped sections without building them", () => {
    const { baseline, candidate } = reportPair(5, 3000, 0.9);
    const result = compareReports(baseline, candidate, { failOn: "regressions" });
    const md = renderCompareMarkdown(result, { budget: 1200 });
    expect(md).toMatch(/Shortened to stay under GitHub.s size limit: \d+ more sections/);
    const view = compareView(result, 100, 30);
    expect(view.tallies.regressions).toBeGreaterThan(30);
    expect(renderCompareMarkdown(view, { budget: 1200 })).toBe(md);
    expect(() => renderCompareMarkdown(compareView(result, 100, 3), { budget: 1200 })).toThrow(/fewer rows or blocks/);
  });
});
