// History content is untrusted (a previous bundle's `history.json` is whatever the artifact holds):
// a token kind, a rule id, a scenario id, the repository or the branch that tries to forge a
// workflow command, inject HTML, mention a team or break the trend table. The reader refuses such
// a history with one line; the renderers escape every history string per sink anyway (a History
// built in memory, past the reader): the console (workflow commands), the job summary and the sticky
// comment (rendered as GitHub renders them: cmark-gfm, then its sanitiser) and the HTML page.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import sanitizeHtml from "sanitize-html";
import { readBundleHistory } from "../../src/bundle/history-read.js";
import { runTrendCommand } from "../../src/commands/trend.js";
import { buildCommentBody, buildSummary, type SummaryInput } from "../../src/github/summary.js";
import { commentBudget, commentMarker } from "../../src/github/comment.js";
import { extendHistory, parseHistory, pointOf, renderHistory, type History, type HistoryPoint, type Metrics } from "../../src/trend/history.js";
import { renderTrendConsole, trendSection, trendTable } from "../../src/trend/render.js";
import { renderTrendHtml } from "../../src/trend/html.js";
import type { Report } from "../../src/types.js";
import { elements, githubHtml, liveReferences, textNodes } from "../report/github-render.js";
import { capture } from "../capture.js";

const TMP = mkdtempSync(join(tmpdir(), "arh-history-inject-"));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

const HOSTILE = "x\n::error file=evil.js::FORGED <img src=x onerror=alert(1)> @octo-org/security-team";
const HOSTILE_SCENARIO = "s | broken | table\n::warning::FORGED <img src=x onerror=alert(1)> @octo-org/security-team #12 GH-3 \u001b[31mred";

const commit = (i: number): string => `${(i + 1).toString(16)}`.padStart(8, "a").repeat(5);
const metrics = (pass: number, tokens: Record<string, number> | null): Metrics => ({ traces: 4, pass_rate: pass, mean_score: 90, errors: { "ARH-SCH-001": 1 }, cost_usd: 0.04, tokens, latency_ms: { p50: 400, p95: 500 } });

/** Three points whose hostile scenario moved at the last one, a hostile token kind in every point. */
function hostileHistory(): History {
  const points: HistoryPoint[] = [0, 1, 2].map((i) => ({
    commit: commit(i),
    date: `2026-01-0${i + 1}`,
    run: metrics(1, { total: 1600 + i, [HOSTILE]: 100 * (i + 1) }),
    scenarios: { [HOSTILE_SCENARIO]: metrics(i === 2 ? 0.5 : 1, { [HOSTILE]: 10 }) },
  }));
  return { arh_history_version: 1, repository: "octo-org/app\n::error::REPO", branch: "main\n::error::BRANCH <img src=x onerror=alert(1)>", points };
}

const good = (): History => ({ ...hostileHistory(), repository: "octo-org/app", branch: "main", points: hostileHistory().points.map((p) => ({ ...p, run: metrics(1, { total: 1600 }), scenarios: { refund: metrics(1, null) } })) });

describe("the reader refuses hostile history strings with one line", () => {
  const text = renderHistory(good());
  const cases: [string, string, RegExp][] = [
    ["a token kind", text.replace('"tokens":{"total":1600}', `"tokens":${JSON.stringify({ [HOSTILE]: 1600 })}`), /points\[0\]\.run: 'tokens' must be null or map at most 20 kinds \(lowercase letters/],
    ["a rule id", text.replace('"ARH-SCH-001"', JSON.stringify(HOSTILE)), /points\[0\]\.run: 'errors' must map at most 50 rule ids/],
    ["a scenario id", text.replace('"refund"', JSON.stringify(HOSTILE_SCENARIO)), /points\[0\]\.scenarios: a scenario id must have 1 to 512 characters, none a control character/],
    ["a repository", text.replace('"octo-org/app"', JSON.stringify(HOSTILE)), /'repository' must be null or owner\/name/],
    ["a branch", text.replace('"main"', JSON.stringify(HOSTILE)), /'branch' must be null or a branch name/],
  ];
  for (const [what, bad, why] of cases) {
    it(`${what}: dropped, one line that repeats none of it`, async () => {
      expect(bad).not.toBe(text);
      const dir = mkdtempSync(join(TMP, "bad-"));
      writeFileSync(join(dir, "history.json"), bad);
      const r = await readBundleHistory(dir, { repository: null, branch: null });
      expect(r.history).toBeNull();
      expect(r.notice).toMatch(why);
      expect(r.notice!.split("\n")).toHaveLength(1);
      expect(r.notice).not.toMatch(/::|<img|@octo-org|FORGED/);
      // arh trend: one usage line, nothing on stdout
      const t = await capture(() => runTrendCommand([dir]));
      expect(t.code).toBe(2);
      expect(t.out).toBe("");
      expect(t.err.trimEnd().split("\n")).toHaveLength(1);
      expect(t.err).not.toMatch(/::|<img|@octo-org|FORGED/);
    });
  }

  it("the good history reads back (the cases above differ from it only in the hostile string)", () => {
    expect(parseHistory(text, { repository: null, branch: null }).ok).toBe(true);
  });

  it("the writer records nothing the reader refuses: a scenario id with a line break is counted, not recorded; a bad branch is not recorded", () => {
    const report = JSON.parse(JSON.stringify({ schema_version: "1", summary: { total_traces: 2, passed_traces: 2, failed_traces: 0, average_score: 100 }, reports: [HOSTILE_SCENARIO, "refund"].map((s, i) => ({ trace_id: `t${i}`, agent_name: "a", workflow: "w", policy_id: "p", score: 100, passed: true, total_latency_ms: 5, total_cost_usd: 0.5, citation_coverage: null, source_path: `t${i}.json`, findings: [], scenario: s })) })) as Report;
    const p = pointOf(report, commit(0), "2026-01-01", null);
    expect(Object.keys(p.scenarios)).toEqual(["refund"]);
    expect(p.scenarios_omitted).toBe(1);
    const h = extendHistory(null, p, { repository: "octo-org/app", branch: HOSTILE, max: 10 }).history;
    expect(h.branch).toBeNull();
    expect(parseHistory(renderHistory(h), { repository: null, branch: null }).ok).toBe(true);
  });
});

describe("every sink escapes history strings (a history past the reader)", () => {
  const table = trendTable(hostileHistory());

  it("the table has the hostile label and the moved hostile scenario (the test reaches the sinks)", () => {
    expect(table.run.map((r) => r.label)).toContain(`tokens (${HOSTILE}) / trace`);
    expect(table.scenarios.map((s) => s.scenario)).toEqual([HOSTILE_SCENARIO]);
  });

  it("arh trend's console: no workflow command, no escape sequence, one line per row", () => {
    const out = renderTrendConsole(table);
    const lines = out.trimEnd().split("\n");
    for (const l of lines) expect(l, l).not.toMatch(/^\s*::|::(error|warning)/);
    expect(out).not.toMatch(/\u001b/);
    // the title, the run's rows, the scenario's title and rows: nothing else
    expect(lines).toHaveLength(1 + table.run.length + 1 + table.scenarios[0]!.rows.length);
    expect(lines.filter((l) => l.includes("tokens (x")).length).toBe(2);
  });

  const input = (sections: SummaryInput["sections"]): SummaryInput => ({ passed: true, reasons: [], report: { schema_version: "1", summary: { total_traces: 0, passed_traces: 0, failed_traces: 0, average_score: 0 }, reports: [] } as unknown as Report, compare: null, linkBase: "", baselineSource: "none", notes: [], sections, annotationsOmitted: 0, outputs: [], runUrl: "https://github.com/o/r/actions/runs/1" });

  function expectInert(markdown: string): void {
    const html = githubHtml(markdown);
    const els = elements(html);
    expect(els.filter((e) => e.tag === "img" || e.tag === "a" && !(e.attrs.href ?? "").startsWith("https://github.com/o/r/"))).toEqual([]);
    expect(els.filter((e) => Object.keys(e.attrs).some((a) => a.startsWith("on")))).toEqual([]);
    expect(liveReferences(html)).toEqual([]);
    // every row of the trend tables has the header's five cells, and the hostile text is there as text
    const tables = [...html.matchAll(/<table>([\s\S]*?)<\/table>/g)].map((m) => m[1]!).filter((t) => t.includes("<th>metric</th>"));
    expect(tables).toHaveLength(2);
    for (const t of tables) for (const row of t.matchAll(/<tr>([\s\S]*?)<\/tr>/g)) expect((row[1]!.match(/<t[dh][ >]/g) ?? []).length, row[1]!).toBe(5);
    const text = textNodes(html).map((n) => n.text.replace(/\u200d/g, "")).join(" ");
    expect(text).toContain("tokens (x ::error file=evil.js::FORGED");
    expect(text).toContain("s | broken | table");
  }

  it("the job summary and the sticky PR comment (cmark-gfm, GitHub's sanitiser)", () => {
    const section = trendSection(table)!;
    expect(section).not.toBeNull();
    expectInert(buildSummary(input([section])));
    const marker = commentMarker("arh");
    expectInert(buildCommentBody(input([section]), commentBudget(marker)));
  });

  it("the HTML page: no element or attribute from the history", () => {
    const html = renderTrendHtml(table);
    const tags = new Set<string>();
    const attrs = new Set<string>();
    sanitizeHtml(html, { allowedTags: false, allowedAttributes: false, exclusiveFilter: (f) => (tags.add(f.tag), Object.keys(f.attribs).forEach((a) => attrs.add(a)), false) });
    expect([...tags].filter((t) => !["html", "head", "meta", "title", "style", "body", "h1", "h2", "p", "code", "table", "tr", "th", "td", "svg", "rect", "polyline", "circle"].includes(t))).toEqual([]);
    expect([...attrs].filter((a) => a.startsWith("on"))).toEqual([]);
    expect(html).not.toMatch(/<img/);
  });
});
