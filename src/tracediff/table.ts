// The trace diff as a plain HTML <table> (job summaries and Markdown run no scripts). Markers as
// text glyphs (○ open circle, ■ filled square for the consequential side effect), violation rows
// marked in words, each step's own latency and tokens in small print. Every piece of document text is escaped, newlines collapsed (a blank line would
// end the HTML block in Markdown), and @ / # neutralised so no mention or reference is created.
import { escapeMarkdown } from "../util/escape.js";
import { MARKER_GLYPH, markerOf, rowIndices, stepLatencies, type AbtDocument, type AbtStep } from "./model.js";

/** Escaped, single-line, mention-free text. */
export function cellText(s: unknown, max = 160): string {
  const str = typeof s === "string" ? s : JSON.stringify(s) ?? "";
  return escapeMarkdown(str, max);
}

/**
 * A step's own recorded latency and tokens, labelled (`121 ms · 350 tokens`, with no-break spaces:
 * a narrow cell moves the figures to the next line as one piece); empty when neither is recorded.
 */
function usage(st: AbtStep, latency: number | undefined): string {
  const bits: string[] = [];
  if (latency !== undefined) bits.push(`${latency < 10 ? latency : Math.round(latency)}\u00a0ms`);
  if (typeof st.tokens === "number" && Number.isFinite(st.tokens)) bits.push(`${st.tokens}\u00a0tokens`);
  return bits.length ? ` <sub>${bits.join("\u00a0·\u00a0")}</sub>` : "";
}

function stepCell(st: AbtStep | undefined, regression: boolean, latency: number | undefined): string {
  if (!st) return "<td></td>";
  const glyph = MARKER_GLYPH[markerOf(st)];
  let mark = "";
  if (st.consequential) mark = ` ◀ <b>consequential</b>`;
  else if (st.in_violation) mark = ` ┆ <i>in violation</i>`;
  const tool = st.consequential || (st.in_violation && regression) ? `<b><code>${cellText(st.tool, 80)}</code></b>` : `<code>${cellText(st.tool, 80)}</code>`;
  return `<td>${glyph} ${tool} ${cellText(st.result)}${usage(st, latency)}${mark}</td>`;
}

export interface TraceDiffTableOptions {
  /**
   * Leave out what the surrounding comment already says: the title row (trace and rule) and the
   * verdict's reason (the finding messages). The Output/Behavior verdict stays.
   */
  compact?: boolean;
  /** Most step rows shown (default 60): marked rows, gaps and their neighbours first; the rest are counted. */
  maxRows?: number;
}

const DEFAULT_MAX_ROWS = 60;

/** Rows worth showing: the first and last, marked rows, rows where a rail has no step, and one row around each. */
export function visibleRows(rows: readonly number[], rails: readonly Map<number, AbtStep>[], maxRows: number): Set<number> {
  if (rows.length <= maxRows) return new Set(rows.keys());
  const interesting = (i: number): boolean => {
    const n = rows[i]!;
    return rails.some((r) => {
      const st = r.get(n);
      return !st || st.consequential === true || st.in_violation === true;
    });
  };
  const keep = new Set<number>();
  const add = (i: number) => {
    if (i >= 0 && i < rows.length && keep.size < maxRows) keep.add(i);
  };
  add(0);
  for (let i = 0; i < rows.length && keep.size < maxRows; i++) if (interesting(i)) add(i);
  for (let i = 0; i < rows.length && keep.size < maxRows; i++) {
    if (!interesting(i)) continue;
    add(i - 1);
    add(i + 1);
  }
  add(rows.length - 1);
  for (let i = 1; i < rows.length && keep.size < maxRows; i++) add(i);
  return keep;
}

export function renderTraceDiffTable(doc: AbtDocument, opts: TraceDiffTableOptions = {}): string {
  const rails = doc.rails;
  const rows = rowIndices(rails);
  // one map per rail: a row looks its steps up in constant time (the diff stays linear in its length)
  const byN = rails.map((r) => {
    const m = new Map<number, AbtStep>();
    for (const st of r.steps) if (!m.has(st.n)) m.set(st.n, st);
    return m;
  });
  const lat = rails.map((r) => stepLatencies(r));
  const maxRows = opts.maxRows !== undefined && opts.maxRows >= 1 ? Math.floor(opts.maxRows) : DEFAULT_MAX_ROWS;
  const show = visibleRows(rows, byN, maxRows);
  const cols = rails.length + 1;
  const lines: string[] = [];
  const clause = doc.contract_clause ? ` · ${cellText(doc.contract_clause, 80)}` : "";
  lines.push("<table>");
  if (!opts.compact) lines.push(`<thead><tr><th colspan="${cols}">${cellText(doc.case)} — contract <code>${cellText(doc.contract, 120)}</code>${clause}</th></tr>`);
  lines.push(`${opts.compact ? "<thead>" : ""}<tr><th>#</th>${rails.map((r) => `<th>${cellText(r.label)}${r.regression ? " ⚑" : ""}</th>`).join("")}</tr></thead>`);
  lines.push("<tbody>");
  let hidden = 0;
  const flush = () => {
    if (hidden > 0) lines.push(`<tr><td>⋯</td><td colspan="${cols - 1}"><i>${hidden === 1 ? "1 step" : `${hidden} steps`} not shown</i></td></tr>`);
    hidden = 0;
  };
  rows.forEach((n, i) => {
    if (!show.has(i)) {
      hidden++;
      return;
    }
    flush();
    lines.push(`<tr><td>${n}</td>${rails.map((r, k) => stepCell(byN[k]!.get(n), r.regression, lat[k]!.get(n))).join("")}</tr>`);
  });
  flush();
  const v = doc.verdict;
  const reason = v.behavior_reason && !opts.compact ? ` — ${cellText(v.behavior_reason, 400)}` : "";
  const op = v.operational ? ` · operational: ${cellText(v.operational, 200)}` : "";
  lines.push(`<tr><td colspan="${cols}"><b>Output ${v.output === "PASS" ? "PASS" : "FAIL"}</b> · <b>Behavior ${v.behavior === "PASS" ? "PASS" : "FAIL"}</b>${reason}${op}</td></tr>`);
  lines.push("</tbody>");
  lines.push("</table>");
  return lines.join("\n");
}
