// The evaluations in Markdown (docs/evaluations.md): every trace-derived string escaped (no HTML, no
// Markdown, no mentions or references), bounded, and nothing at all for reports without results.
import { describe, expect, it } from "vitest";
import { evaluationRegressionBlock, evaluationsBlock } from "../../src/report/evaluations.js";
import { renderMarkdown } from "../../src/report/markdown.js";
import type { Report, TraceReport } from "../../src/types.js";

const entry = (id: string, evaluations?: TraceReport["evaluations"]): TraceReport => ({
  trace_id: id, agent_name: "a", workflow: "w", policy_id: "p", score: 100, passed: true, total_latency_ms: 0, total_cost_usd: 0, citation_coverage: null, source_path: `${id}.json`, findings: [], kind: "agent",
  ...(evaluations ? { evaluations } : {}),
});
const report = (reports: TraceReport[]): Report => ({ schema_version: "1", summary: { total_traces: reports.length, passed_traces: reports.length, failed_traces: 0, average_score: 100 }, reports });

describe("evaluations in Markdown", () => {
  it("a table of every result, hostile strings escaped", () => {
    const r = report([entry("t<1>", [{ name: "faith|fulness", step_id: "s@2", score: 0.912345, label: "<img src=x onerror=alert(1)>", explanation: "see #12 and @team\n| injected | row |" }, { name: "overall", step_id: null, score: 1 }])]);
    const text = evaluationsBlock(r)!.text;
    expect(text).toContain("<summary>Evaluations (2 results)</summary>");
    expect(text).not.toMatch(/<img|@team|see #12|\n\| injected/);
    expect(text).toContain("| t&lt;1&gt; | s@\u200d2 | faith&#124;fulness | 0.9123 | &lt;img src=x onerror=alert(1)&gt; |");
    expect(text).toContain("| (trace) | overall | 1 | – |");
    expect(renderMarkdown(r)).toContain("Evaluations (2 results)");
  });

  it("no results: no block, the Markdown as before", () => {
    const r = report([entry("t1")]);
    expect(evaluationsBlock(r)).toBeNull();
    expect(renderMarkdown(r)).not.toContain("Evaluations");
  });

  it("at most 200 rows, the rest counted", () => {
    const many = Array.from({ length: 250 }, (_, i) => ({ name: "f", step_id: `s${i}`, score: 0.5 }));
    const text = evaluationsBlock(report([entry("t1", many)]))!.text;
    expect(text.split("\n").filter((l) => l.startsWith("| t1 "))).toHaveLength(200);
    expect(text).toContain("… and 50 more in the JSON report.");
  });

  it("the regression rows: baseline → candidate, escaped", () => {
    const b = evaluationRegressionBlock({ alpha: 0.05, reasons: ["x"], warnings: [], rows: [{ scenario: "re<fund>", evaluation: "faithfulness", runs: [10, 10], baseline: 0.9, candidate: 0.6, drop: 0.3, max_mean_drop: 0.1, verdict: "regressed", p: 0.0000054, q: 0.0000054 }] })!;
    expect(b.text).toContain("| re&lt;fund&gt; | faithfulness | 10 → 10 | 0.9 → 0.6 | 0.3 (max 0.1) | 0.00000540 | ❌ regressed  |");
    expect(evaluationRegressionBlock(null)).toBeNull();
  });
});
