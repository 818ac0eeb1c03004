// The first line of every document states the verdict and, when the gate passes with failures it
// lists, why (src/report/compare.ts passedDespite, src/report/markdown.ts); the console lists each
// trace once.
import { describe, expect, it } from "vitest";
import { compareReports } from "../../src/compare/index.js";
import { passedDespite, renderCompareConsole, renderCompareMarkdown } from "../../src/report/compare.js";
import { renderMarkdown } from "../../src/report/markdown.js";
import { finding as F, report, trace as T } from "../compare/helpers.js";

describe("verdict lines", () => {
  const base = report([T("a", true, 100), T("b", true, 90), T("c", false, 20, [F("ARH-SCH-001", "schema", "s1")])]);
  const cand = report([T("a", false, 40, [F("ARH-SEQ-003", "sequence", "s2")]), T("b", true, 80), T("c", false, 20, [F("ARH-SCH-001", "schema", "s1")])]);

  it("the console lists a pass -> fail trace once, not again under score drops; 'average score change'", () => {
    const out = renderCompareConsole(compareReports(base, cand, { failOn: "regressions", maxScoreDrop: null }));
    expect(out.split("\n")[0]).toBe("arh compare: gate FAILED (fail-on regressions)");
    expect(out).toContain("average score change -23.33");
    expect(out).toContain("Pass -> fail (1):\n  a: score 100.00 -> 40.00 (-60.00)");
    expect(out).toContain("Score drops (besides pass -> fail) (1):\n  b: score 90.00 -> 80.00 (-10.00)\n");
    expect(out.match(/^ {2}a: /gm)).toHaveLength(1);
  });

  it("fail-on never: passed, and why, in the first line of the Markdown and the console", () => {
    const r = compareReports(base, cand, { failOn: "never", maxScoreDrop: null });
    expect(renderCompareMarkdown(r).split("\n")[0]).toMatch(/^\*\*✅ Regression gate passed\*\*: fail-on never reports regressions and failures without gating them · fail-on never · 1 regression in 3 traces · /);
    expect(renderCompareConsole(r).split("\n")[0]).toBe("arh compare: gate PASSED (fail-on never): fail-on never reports regressions and failures without gating them");
  });

  it("a gate's own explanation comes first; nothing to explain, nothing said", () => {
    const r = compareReports(base, cand, { failOn: "regressions", maxScoreDrop: null });
    r.gate = { ...r.gate, passed: true, reasons: [], why: 'scenario "a" is quarantined until 2030-01-01 by @o' };
    expect(renderCompareMarkdown(r).split("\n")[0]).toMatch(/^\*\*✅ Regression gate passed\*\*: scenario "a" is quarantined until 2030-01-01 by @\u200do · /);
    const clean = compareReports(base, base, { failOn: "regressions", maxScoreDrop: null });
    expect(passedDespite({ ...clean, traces: clean.traces.filter((t) => t.candidate_passed !== false) }, { regressions: 0, failing: 0 })).toBeNull();
    expect(renderCompareMarkdown(clean).split("\n")[0]).toMatch(/^\*\*✅ Regression gate passed\*\*: the 1 failing trace fails as in the baseline \(not new\) · /);
  });

  it("the report's Markdown (no baseline): passed with failing traces says they are not gated", () => {
    const md = renderMarkdown(cand, { title: null, gate: { passed: true, baselineSource: "none" } });
    expect(md.split("\n")[0]).toMatch(/^\*\*✅ Agent reliability gate passed\*\*: failing traces are reported, not gated \(fail-on never\) · 2 of 3 traces failed · /);
    expect(renderMarkdown(cand, { title: null, gate: { passed: false, baselineSource: "none" } }).split("\n")[0]).toMatch(/^\*\*❌ Agent reliability gate failed\*\* · 2 of 3/);
  });
});
