// Per-trace table of a memory report entry for the Markdown report / job summary.
import { escapeMarkdown, truncate } from "../util/escape.js";
import type { TraceReport } from "../types.js";
import type { MemoryDetails } from "./score.js";

const cell = (s: string | null | undefined, max = 80): string => (s === null || s === undefined || s === "" ? "—" : escapeMarkdown(truncate(s, max)));
const pct = (x: number): string => `${(Math.round(x * 1000) / 10).toFixed(1)}%`;

/**
 * Markdown table of the queries (qa: coverage, success, recall output's first words) or checks
 * (hit_rate: hit, expected, read output) of one memory report entry; "" for other entries. All
 * trace text is escaped. Unscored entries give a one-line note instead of a table.
 */
export function renderMemoryTableMarkdown(report: TraceReport): string {
  if (report.kind !== "memory") return "";
  const d = report.memory as MemoryDetails | undefined;
  if (report.scored === false || !d) {
    return `_Memory trace ${cell(report.trace_id, 120)} was not scored (validated and linted only)._\n`;
  }
  const lines: string[] = [];
  if (d.queries) {
    lines.push(`Memory trace ${cell(report.trace_id, 120)} (qa, ${cell(d.category, 40)}): mean support coverage ${pct(d.support_coverage ?? 0)}, query success ${pct(d.query_success_rate ?? 0)}`);
    lines.push("");
    lines.push("| # | Query | Coverage | Success | Recall output (first words) |");
    lines.push("|---:|---|---:|:---:|---|");
    for (const q of d.queries) {
      const items = q.items.filter((i) => i.matched).length;
      const out = q.reason ? `not scored: ${q.reason}` : q.output_first_words;
      lines.push(`| ${q.index} | ${cell(q.query)} | ${pct(q.support_coverage)} (${items}/${q.items.length}) | ${q.success ? "✅" : "❌"} | ${cell(out)} |`);
    }
  } else if (d.checks) {
    lines.push(`Memory trace ${cell(report.trace_id, 120)} (hit_rate, ${cell(d.category, 40)}): hit rate ${pct(d.hit_rate ?? 0)}`);
    lines.push("");
    lines.push("| # | Check | Hit | Expected | Read output (first words) |");
    lines.push("|---:|---|:---:|---|---|");
    for (const c of d.checks) {
      const exp = c.expected === null || c.expected === "" ? "(empty/null)" : `${c.expected} (${c.matcher})`;
      const out = c.reason ? `not scored: ${c.reason}` : c.output_first_words === null ? "null" : c.output_first_words;
      lines.push(`| ${c.index} | ${cell(c.description)} | ${c.hit ? "✅" : "❌"} | ${cell(exp)} | ${cell(out)} |`);
    }
  }
  if (d.adapter_error) {
    lines.push("");
    lines.push(`Adapter failure: ${cell(d.adapter_error, 300)}`);
  }
  return lines.join("\n") + "\n";
}
