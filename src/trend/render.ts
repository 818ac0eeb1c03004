// The trend table (docs/trend.md) as console text, Markdown (the job summary and the PR comment)
// and JSON (`arh trend --json-out`). Pure; every string of a history (scenario ids, token kinds in
// the labels, the repository and branch) is untrusted content: escaped per sink.
import { escapeMarkdown, neutralizeWorkflowCommands, truncate } from "../util/escape.js";
import type { History, HistoryPoint } from "./history.js";
import { movedScenarios, trendRows, type TrendRow } from "./series.js";

/** Points shown in a sparkline at most (the newest). */
export const SPARK_POINTS = 30;

export interface TrendTable {
  repository: string | null;
  branch: string | null;
  /** Points in the table (the last may be a pull request's, `candidate`). */
  points: number;
  commits: string[];
  /** The last point is the pull request's, not a recorded run. */
  candidate: boolean;
  run: TrendRow[];
  /** The scenarios that moved at the last point, each with its rows. */
  scenarios: { scenario: string; rows: TrendRow[] }[];
}

/** The table of a history, with `candidate` (a pull request's point) appended when given. */
export function trendTable(h: History, candidate?: HistoryPoint): TrendTable {
  const points = [...h.points, ...(candidate ? [candidate] : [])].slice(-SPARK_POINTS);
  return {
    repository: h.repository,
    branch: h.branch,
    points: points.length,
    commits: points.map((p) => p.commit),
    candidate: candidate !== undefined,
    run: trendRows(points, null),
    scenarios: movedScenarios(points).map((s) => ({ scenario: s, rows: trendRows(points, s) })),
  };
}

const pct = (c: number | null): string => (c === null ? "" : `${c > 0 ? "+" : ""}${(c * 100).toFixed(1)}%`);

/** History text on one console line: no line break, no workflow command, no escape sequence; at most `max` characters. */
const line = (s: string, max = 200): string => neutralizeWorkflowCommands(truncate(s.replace(/[\r\n\u2028\u2029\u0085]+/g, " "), max));

function consoleRows(rows: readonly TrendRow[], indent: string): string[] {
  const labels = rows.map((r) => line(r.label, 80));
  const w = Math.max(...labels.map((l) => l.length));
  return rows.map((r, i) => `${indent}${labels[i]!.padEnd(w)}  ${r.sparkline}  ${r.first ?? "–"} → ${r.last ?? "–"}${r.change === null ? "" : `  (${pct(r.change)} against the median before)`}`);
}

/** `arh trend`: the run's rows, then each moved scenario's. */
export function renderTrendConsole(t: TrendTable): string {
  if (t.points === 0) return "No recorded runs in the history yet.\n";
  const where = [t.repository, t.branch].filter((x) => x !== null).join(" @ ");
  const lines = [`Trend over ${t.points} run(s)${where ? ` of ${line(where, 400)}` : ""}, oldest first${t.candidate ? " (the last point: this run)" : ""}:`];
  lines.push(...consoleRows(t.run, "  "));
  for (const s of t.scenarios) {
    lines.push(`scenario ${line(JSON.stringify(s.scenario), 600)} (moved):`);
    lines.push(...consoleRows(s.rows, "  "));
  }
  return lines.join("\n") + "\n";
}

function mdRows(rows: readonly TrendRow[]): string[] {
  return rows.map((r) => `| ${escapeMarkdown(r.label, 80)} | \`${r.sparkline}\` | ${r.first ?? "–"} | ${r.last ?? "–"} | ${pct(r.change) || "–"} |`);
}

/** The job summary's and the PR comment's section (its title and body); null when the table has fewer than 2 points. */
export function trendSection(t: TrendTable): { title: string; body: string } | null {
  if (t.points < 2) return null;
  const head = ["| metric | trend | first | last | change |", "| --- | --- | --- | --- | --- |"];
  const out = [
    `Oldest first${t.candidate ? "; the last point is this pull request" : ""}; the change is the last point against the median of the (up to 10) before it.`,
    "",
    ...head,
    ...mdRows(t.run),
  ];
  // a paragraph, not a table cell: a <code> element of escapeMarkdown's text (a code span would show its `\|` as typed)
  for (const s of t.scenarios) out.push("", `Scenario <code>${escapeMarkdown(s.scenario, 200)}</code> moved:`, "", ...head, ...mdRows(s.rows));
  return { title: `Trend over the last ${t.points} run(s)`, body: out.join("\n") };
}
