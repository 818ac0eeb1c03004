// The pure parts of the trend (docs/trend.md): the drift setting, the sparkline, the drift windows,
// the moved scenarios, and scenario ids (trace content) escaped in the Markdown section.
import { describe, expect, it } from "vitest";
import { detectDrift, movedScenarios, parseDrift, sparkline } from "../../src/trend/series.js";
import { trendSection, trendTable, renderTrendConsole } from "../../src/trend/render.js";
import { metricsOf, type History, type HistoryPoint, type Metrics } from "../../src/trend/history.js";
import { commitOf, dateOf } from "./helpers.js";

const metrics = (o: Partial<Metrics> = {}): Metrics => ({ traces: 10, pass_rate: 1, mean_score: 100, errors: {}, cost_usd: 0.1, tokens: { total: 4000 }, latency_ms: { p50: 400, p95: 500 }, ...o });
const point = (i: number, run: Partial<Metrics> = {}, scenarios: Record<string, Metrics> = {}): HistoryPoint => ({ commit: commitOf(i), date: dateOf(i), run: metrics(run), scenarios });
const history = (points: HistoryPoint[]): History => ({ arh_history_version: 1, repository: "o/r", branch: "main", points });

describe("max-drift", () => {
  it("parses 20%, fail:20%, off and refuses the rest with one line", () => {
    expect(parseDrift("20%")).toEqual({ threshold: 0.2, mode: "warn" });
    expect(parseDrift(" fail:12.5% ")).toEqual({ threshold: 0.125, mode: "fail" });
    expect(parseDrift("warn:5%")).toEqual({ threshold: 0.05, mode: "warn" });
    expect(parseDrift("")).toBeNull();
    expect(parseDrift("off")).toBeNull();
    expect(parseDrift("0.2")).toEqual({ error: "must be a percentage such as 20%, fail:20% or off, got '0.2'" });
    expect(parseDrift("0%")).toEqual({ error: "must be above 0% and at most 1000%, got '0%'" });
    expect(parseDrift("error:20%")).toHaveProperty("error");
  });
});

describe("drift windows", () => {
  it("no check below 6 points; halves up to 20 points; then the last 10 against the 10 before", () => {
    const rising = (n: number) => history([...Array(n).keys()].map((i) => point(i, { cost_usd: 0.1 * 1.1 ** i })));
    expect(detectDrift(rising(5), 0.01)).toEqual([]);
    const six = detectDrift(rising(6), 0.2);
    expect(six.map((d) => [d.key, d.window])).toEqual([["cost_per_trace", 3]]);
    expect(six[0]!.change).toBeCloseTo(1.1 ** 3 - 1, 9);
    const thirty = detectDrift(rising(30), 0.2);
    expect(thirty[0]!.window).toBe(10);
    expect(thirty[0]!.change).toBeCloseTo(1.1 ** 10 - 1, 9);
  });

  it("only the bad direction: a falling cost is no drift, a falling pass rate is", () => {
    const pts = [...Array(10).keys()].map((i) => point(i, { cost_usd: 0.1 * 0.8 ** i, pass_rate: i < 5 ? 1 : 0.7 }));
    const d = detectDrift(history(pts), 0.2);
    expect(d.map((x) => x.key)).toEqual(["pass_rate"]);
    expect(d[0]!.message).toBe("pass rate drifted -30.0%: median 70.0% over the last 5 runs against 100.0% over the 5 before (max-drift 20%)");
  });

  it("a metric not recorded is not checked; a run of equal values is no drift", () => {
    const pts = [...Array(10).keys()].map((i) => point(i, { cost_usd: null, tokens: null, latency_ms: null }));
    expect(detectDrift(history(pts), 0.01)).toEqual([]);
  });
});

describe("sparklines and the table", () => {
  it("scales to the series' own range; gaps stay gaps; flat is flat", () => {
    expect(sparkline([1, 2, 3, 4, 5, 6, 7, 8])).toBe("▁▂▃▄▅▆▇█");
    expect(sparkline([5, null, 5])).toBe("▄ ▄");
    expect(sparkline([])).toBe("");
  });

  it("metricsOf: percentiles by nearest rank, cost left null when nothing records one", () => {
    const e = (ms: number, passed: boolean) => ({ trace_id: `t${ms}`, agent_name: "a", workflow: "w", policy_id: "p", score: passed ? 100 : 50, passed, total_latency_ms: ms, total_cost_usd: 0, citation_coverage: null, source_path: "x", findings: passed ? [] : [{ severity: "error" as const, category: "flow", message: "m", step_id: null, rule_id: "ARH-FLW-003" }] });
    const m = metricsOf([...Array(20).keys()].map((i) => e((i + 1) * 10, i % 4 !== 0)));
    expect(m.latency_ms).toEqual({ p50: 100, p95: 190 });
    expect(m.pass_rate).toBe(0.75);
    expect(m.errors).toEqual({ "ARH-FLW-003": 5 });
    expect(m.cost_usd).toBeNull();
    expect(m.tokens).toBeNull();
  });

  it("a scenario that moved is listed; its id is escaped in Markdown and neutralised on the console", () => {
    const evil = "x` | @admin <img src=x> ::error::";
    const sc = (rate: number) => ({ [evil]: metrics({ pass_rate: rate }), calm: metrics() });
    const pts = [point(0, {}, sc(1)), point(1, {}, sc(1)), point(2, {}, sc(0.5))];
    expect(movedScenarios(pts)).toEqual([evil]);
    const t = trendTable(history(pts.slice(0, 2)), pts[2]);
    expect(t.candidate).toBe(true);
    const sec = trendSection(t)!;
    expect(sec.title).toBe("Trend over the last 3 run(s)");
    expect(sec.body).toContain("the last point is this pull request");
    const line = sec.body.split("\n").find((l) => l.startsWith("Scenario "))!;
    expect(line).toBe("Scenario <code>x&#96; &#124; @\u200dadmin &lt;img src=x&gt; ::error::</code> moved:");
    expect(renderTrendConsole(t)).not.toMatch(/^::error::/m);
    expect(trendSection(trendTable(history([pts[0]!])))).toBeNull();
  });
});

describe("the HTML page (arh trend --html-out)", () => {
  it("one SVG chart per metric, gaps split the line, scenario ids escaped", async () => {
    const { renderTrendHtml, svgChart } = await import("../../src/trend/html.js");
    const evil = '<script>alert(1)</script>"';
    const pts = [point(0, {}, { [evil]: metrics() }), point(1, { latency_ms: null }, { [evil]: metrics() }), point(2, {}, { [evil]: metrics({ pass_rate: 0.2 }) })];
    const t = trendTable(history(pts));
    const html = renderTrendHtml(t);
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;&quot;");
    expect(html.match(/<svg /g)!.length).toBe(t.run.length + t.scenarios[0]!.rows.length);
    const latency = t.run.find((r) => r.key === "latency_p50")!;
    expect(svgChart(latency).match(/<polyline /g)).toHaveLength(2);
    expect(renderTrendHtml(t)).toBe(html);
  });
});
