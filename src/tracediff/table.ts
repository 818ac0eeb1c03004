// The trace diff as a plain HTML <table> (job summaries and Markdown run no scripts). Markers as
// text glyphs (○ open circle, ■ filled square for the consequential side effect), violation rows
// marked in words. Every piece of document text is escaped, newlines collapsed (a blank line would
// end the HTML block in Markdown), and @ / # neutralised so no mention or reference is created.
import { escapeMarkdown } from "../report/escape.js";
import { MARKER_GLYPH, markerOf, rowIndices, type AbtDocument, type AbtStep } from "./model.js";

/** Escaped, single-line, mention-free text. */
export function cellText(s: unknown, max = 160): string {
  const str = typeof s === "string" ? s : JSON.stringify(s) ?? "";
  return escapeMarkdown(str, max);
}

function stepCell(st: AbtStep | undefined, regression: boolean): string {
  if (!st) return "<td></td>";
  const glyph = MARKER_GLYPH[markerOf(st)];
  let mark = "";
  if (st.consequential) mark = ` ◀ <b>consequential</b>`;
  else if (st.in_violation) mark = ` ┆ <i>in violation</i>`;
  const tool = st.consequential || (st.in_violation && regression) ? `<b><code>${cellText(st.tool, 80)}</code></b>` : `<code>${cellText(st.tool, 80)}</code>`;
  return `<td>${glyph} ${tool} ${cellText(st.result)}${mark}</td>`;
}

export function renderTraceDiffTable(doc: AbtDocument): string {
  const rails = doc.rails;
  const rows = rowIndices(rails);
  const cols = rails.length + 1;
  const lines: string[] = [];
  const clause = doc.contract_clause ? ` · ${cellText(doc.contract_clause, 80)}` : "";
  lines.push("<table>");
  lines.push(`<thead><tr><th colspan="${cols}">${cellText(doc.case)} — contract <code>${cellText(doc.contract, 120)}</code>${clause}</th></tr>`);
  lines.push(`<tr><th>#</th>${rails.map((r) => `<th>${cellText(r.label)}${r.regression ? " ⚑" : ""}</th>`).join("")}</tr></thead>`);
  lines.push("<tbody>");
  for (const n of rows) {
    lines.push(`<tr><td>${n}</td>${rails.map((r) => stepCell(r.steps.find((s) => s.n === n), r.regression)).join("")}</tr>`);
  }
  const v = doc.verdict;
  const reason = v.behavior_reason ? ` — ${cellText(v.behavior_reason, 400)}` : "";
  const op = v.operational ? ` · operational: ${cellText(v.operational, 200)}` : "";
  lines.push(`<tr><td colspan="${cols}"><b>Output ${v.output === "PASS" ? "PASS" : "FAIL"}</b> · <b>Behavior ${v.behavior === "PASS" ? "PASS" : "FAIL"}</b>${reason}${op}</td></tr>`);
  lines.push("</tbody>");
  lines.push("</table>");
  return lines.join("\n");
}
