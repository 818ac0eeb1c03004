// The trend table (docs/trend.md) as console text, Markdown (the job summary and the PR comment)
// and JSON (`arh trend --json-out`). Pure; scenario ids are trace content: escaped per sink.
import { escapeMarkdownCode, neutralizeWorkflowCommands } from "../util/escape.js";
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

function consoleRows(rows: readonly TrendRow[], indent: string): string[] {
  const w = Math.max(...rows.map((r) => r.label.length));
  return rows.map((r) => `${indent}${r.label.padEnd(w)}  ${r.sparkline}  ${r.first ?? "–"} → ${r.last ?? "–"}${r.change === null ? "" : `  (${pct(r.change)} against the median before)`}`);
}

/** `arh trend`: the run's rows, then each moved scenario's. */
export function renderTrendConsole(t: TrendTable): string {
  if (t.points === 0) return "No recorded runs in the history yet.\n";
  const where = [t.repository, t.branch].filter((x) => x !== null).join(" @ ");
  const lines = [`Trend over ${t.points} run(s)${where ? ` of ${neutralizeWorkflowCommands(where)}` : ""}, oldest first${t.candidate ? " (the last point: this run)" : ""}:`];
  lines.push(...consoleRows(t.run, "  "));
  for (const s of t.scenarios) {
    lines.push(`scenario ${neutralizeWorkflowCommands(JSON.stringify(s.scenario))} (moved):`);
    lines.push(...consoleRows(s.rows, "  "));
  }
  return lines.join("\n") + "\n";
}

function mdRows(rows: readonly TrendRow[]): string[] {
  return rows.map((r) => `| ${r.label} | \`${r.sparkline}\` | ${r.first ?? "–"} | ${r.last ?? "–"} | ${pct(r.change) || "–"} |`);
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
  for (const s of t.scenarios) out.push("", `Scenario ${escapeMarkdownCode(s.scenario, 200)} moved:`, "", ...head, ...mdRows(s.rows));
  return { title: `Trend over the last ${t.points} run(s)`, body: out.join("\n") };
}
