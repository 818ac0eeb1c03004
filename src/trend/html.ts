// The trend table as a self-contained HTML page with one SVG chart per metric (`arh trend
// --html-out`, docs/trend.md). Pure; no script, no external resource; scenario ids, labels (a
// token kind in them), the repository and branch and commits (content of the history) are escaped for HTML.
import { escapeHtml } from "../util/escape.js";
import type { TrendRow } from "./series.js";
import type { TrendTable } from "./render.js";

const W = 360;
const H = 90;
const PAD = 8;

/** One metric's series as an SVG line chart (gaps where a point did not record it), the last point marked. */
export function svgChart(row: TrendRow): string {
  const known = row.values.map((v, i) => [i, v] as const).filter((p): p is readonly [number, number] => p[1] !== null);
  if (known.length === 0) return "";
  const lo = Math.min(...known.map((p) => p[1]));
  const hi = Math.max(...known.map((p) => p[1]));
  const n = row.values.length;
  const x = (i: number) => (n === 1 ? W / 2 : PAD + ((W - 2 * PAD) * i) / (n - 1));
  const y = (v: number) => (hi === lo ? H / 2 : H - PAD - ((H - 2 * PAD) * (v - lo)) / (hi - lo));
  const segments: string[] = [];
  let cur: string[] = [];
  row.values.forEach((v, i) => {
    if (v === null) {
      if (cur.length) segments.push(cur.join(" "));
      cur = [];
    } else cur.push(`${x(i).toFixed(1)},${y(v).toFixed(1)}`);
  });
  if (cur.length) segments.push(cur.join(" "));
  const [li, lv] = known[known.length - 1]!;
  const label = escapeHtml(row.label);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${label}">`,
    `<rect x="0" y="0" width="${W}" height="${H}" fill="#fafafa" stroke="#ddd"/>`,
    ...segments.map((pts) => `<polyline points="${pts}" fill="none" stroke="#0969da" stroke-width="2"/>`),
    `<circle cx="${x(li).toFixed(1)}" cy="${y(lv).toFixed(1)}" r="3.5" fill="#cf222e"/>`,
    `</svg>`,
  ].join("");
}

function section(title: string, rows: readonly TrendRow[]): string {
  const body = rows
    .map((r) => `<tr><th scope="row">${escapeHtml(r.label)}</th><td>${svgChart(r)}</td><td>${escapeHtml(r.first ?? "–")} → ${escapeHtml(r.last ?? "–")}${r.change === null ? "" : ` (${r.change > 0 ? "+" : ""}${(r.change * 100).toFixed(1)}%)`}</td></tr>`)
    .join("\n");
  return `<h2>${title}</h2>\n<table>\n${body}\n</table>`;
}

/** The page: the run's charts, then each moved scenario's. */
export function renderTrendHtml(t: TrendTable): string {
  const where = [t.repository, t.branch].filter((v) => v !== null).join(" @ ");
  const parts = [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8"><title>arh trend</title>',
    "<style>body{font:14px system-ui,sans-serif;margin:2em}th{text-align:left;padding-right:1em;font-weight:normal}td{padding:4px 1em 4px 0}</style></head><body>",
    `<h1>Trend over ${t.points} run(s)${where ? ` of ${escapeHtml(where)}` : ""}</h1>`,
    `<p>Oldest first${t.candidate ? "; the last point (red) is this run" : "; the last point is red"}. Commits: ${t.commits.map((c) => `<code>${escapeHtml(c.slice(0, 12))}</code>`).join(" ")}</p>`,
    section("The run", t.run),
    ...t.scenarios.map((s) => section(`Scenario <code>${escapeHtml(s.scenario)}</code> (moved)`, s.rows)),
    "</body></html>",
  ];
  return parts.join("\n") + "\n";
}
