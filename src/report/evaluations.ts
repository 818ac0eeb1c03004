// The evaluations of a report in Markdown (docs/evaluations.md): one folded table of every
// evaluation result (trace, judged step, evaluation, score, label, explanation), and the regression
// rows of a comparison (baseline → candidate mean per scenario and evaluation, the test's adjusted p,
// the verdict). Every trace-derived string goes through escapeMarkdown (no HTML, no Markdown syntax,
// no mentions or references). Deterministic; bounded (at most MAX_ROWS rows, the rest counted).
import type { Report, TraceReport } from "../types.js";
import type { EvaluationRegressionResult } from "../compare/evaluations.js";
import { escapeMarkdown } from "../util/escape.js";
import type { Block } from "./budget.js";

/** Most result rows shown (the JSON report has them all). */
const MAX_ROWS = 200;

const num = (x: number): string => String(Math.round(x * 10000) / 10000);

/** The evaluations block of a report, or null when no trace has an evaluation. */
export function evaluationsBlock(report: Report): Block | null {
  const rows: string[] = [];
  let total = 0;
  for (const e of report.reports) {
    const list: unknown = e.evaluations; // from a report file, untrusted
    if (!Array.isArray(list)) continue;
    for (const ev of list as NonNullable<TraceReport["evaluations"]>) {
      if (ev === null || typeof ev !== "object") continue;
      total++;
      if (rows.length >= MAX_ROWS) continue;
      const score = typeof ev.score === "number" ? num(ev.score) : "–";
      const label = typeof ev.label === "string" ? escapeMarkdown(ev.label, 80) : "–";
      const why = typeof ev.explanation === "string" ? escapeMarkdown(ev.explanation, 160) : "";
      const step = typeof ev.step_id === "string" ? escapeMarkdown(ev.step_id, 80) : "(trace)";
      rows.push(`| ${escapeMarkdown(e.trace_id, 120)} | ${step} | ${escapeMarkdown(String(ev.name), 80)} | ${score} | ${label} | ${why} |`);
    }
  }
  if (total === 0) return null;
  const more = total > rows.length ? ["", `… and ${total - rows.length} more in the JSON report.`] : [];
  const text = ["<details>", `<summary>Evaluations (${total} result${total === 1 ? "" : "s"})</summary>`, "", "| Trace | Step | Evaluation | Score | Label | Explanation |", "|---|---|---|---:|---|---|", ...rows, ...more, "", "</details>"].join("\n");
  return { text };
}

const VERDICT: Record<string, string> = {
  regressed: "❌ regressed",
  "not-significant": "⚠️ not significant",
  within: "✅ within",
  "insufficient-data": "⚠️ insufficient data",
  "not-gated": "not gated",
};

/** The regression rows of a comparison, or null when it has none. */
export function evaluationRegressionBlock(result: EvaluationRegressionResult | undefined | null): Block | null {
  if (!result || result.rows.length === 0) return null;
  const rows = result.rows.slice(0, MAX_ROWS).map((r) => {
    const q = r.q !== undefined ? r.q.toPrecision(3) : "–";
    const note = r.not_gated ? escapeMarkdown(r.not_gated, 200) : "";
    return `| ${escapeMarkdown(r.scenario, 120)} | ${escapeMarkdown(r.evaluation, 80)} | ${r.runs[0]} → ${r.runs[1]} | ${num(r.baseline)} → ${num(r.candidate)} | ${num(r.drop)} (max ${num(r.max_mean_drop)}) | ${q} | ${VERDICT[r.verdict] ?? r.verdict} ${note} |`;
  });
  const text = ["#### Evaluation scores against the baseline", "", "| Scenario | Evaluation | Runs | Mean score | Drop | Adjusted p | Verdict |", "|---|---|---|---|---|---:|---|", ...rows].join("\n");
  return { text, required: result.reasons.length > 0 };
}
