// The job summary and the PR comment under load: 100,000 findings, 300 findings in one trace,
// CJK text, a 30,000-character line, many regressions. The skeleton (verdict, per-trace table,
// reports list) always survives, nothing is cut inside markup, every finding is listed or
// counted, and each document stays within its limit.
import { describe, expect, test } from "vitest";
import { buildCommentBody, buildSummary, SUMMARY_MAX_BYTES, type SummaryInput } from "../../src/github/summary.js";
import { COMMENT_MAX_CHARS, commentBudget, commentMarker } from "../../src/github/comment.js";
import { compareReports } from "../../src/compare/index.js";
import { buildTraceDiffMap } from "../../src/tracediff/index.js";
import { call, finding, report, resp, trace } from "../compare/helpers.js";
import type { Finding, Report } from "../../src/types.js";
import { githubHtml } from "../report/github-render.js";

const CJK = "退款在资格检查之前发放。请联系客服。".repeat(3);
const LONG = "x".repeat(30_000);

function manyFindings(traces: number, perTrace: number, message: (i: number) => string): Report {
  return report(
    Array.from({ length: traces }, (_, t) =>
      trace(`trace-${t}`, false, 10, Array.from({ length: perTrace }, (_, i): Finding => ({
        ...finding("ARH-SCH-001", "schema", `s${i + 1}`, "error", message(i)),
        location: { uri: `traces/t${t}.json`, startLine: i + 2, startColumn: 5, endLine: i + 2, endColumn: 9 },
      }))),
    ),
  );
}

function input(rep: Report, extra: Partial<SummaryInput> = {}): SummaryInput {
  return {
    passed: false,
    reasons: ["SARIF upload failed: 403"],
    report: rep,
    compare: null,
    linkBase: "https://github.com/o/r/blob/abc/",
    baselineSource: "none",
    notes: ["No baseline: none found."],
    sections: [],
    annotationsOmitted: 99_990,
    outputs: [
      { label: "JSON report", value: "arh-reports/report.json" },
      { label: "SARIF", value: "arh-reports/report.sarif" },
    ],
    runUrl: "https://github.com/o/r/actions/runs/1",
    ...extra,
  };
}

/** <details> open and close in balance, every table row has its header's cell count. */
function expectWellFormed(md: string): void {
  expect(md.split("<details>").length).toBe(md.split("</details>").length);
  expect(md.split("<table>").length).toBe(md.split("</table>").length);
  let cols = -1;
  for (const line of md.split("\n")) {
    if (!line.startsWith("|")) {
      cols = -1;
      continue;
    }
    const n = line.split(/(?<!\\)\|/).length;
    if (cols < 0) cols = n;
    expect(n, line.slice(0, 200)).toBe(cols);
  }
}

/** Every finding is listed as a row or counted in an "N more" line. */
function accounted(md: string): number {
  const rows = md.split("\n").filter((l) => l.startsWith("| 🔴 ")).length;
  const counted = [...md.matchAll(/… and (\d+) more findings? of this trace/g)].reduce((n, m) => n + Number(m[1]), 0);
  const omittedTraces = /Shortened to stay under GitHub's size limit/.test(md);
  return omittedTraces ? -1 : rows + counted;
}

describe("the job summary keeps its skeleton", () => {
  test("100,000 findings in 1,000 traces: verdict, per-trace table and reports list survive, under 1 MiB", () => {
    const rep = manyFindings(1000, 100, (i) => `finding ${i} ${"y".repeat(200)}`);
    const text = buildSummary(input(rep));
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(SUMMARY_MAX_BYTES);
    expect(text.startsWith("**❌ Agent reliability gate failed** · 1000 of 1000 traces failed")).toBe(true);
    expect(text).toContain("- SARIF upload failed: 403");
    expect(text).toContain("<summary>All traces (1000)</summary>");
    expect(text).toContain("| trace-999 | ❌ 10.00 |");
    expect(text).toContain("### Reports");
    expect(text).toContain("<code>arh-reports/report.sarif</code>");
    // the findings budget is shared: every trace keeps its block, each finding listed or counted
    expect(accounted(text)).toBe(100_000);
    for (const k of [0, 500, 999]) expect(text).toContain(`#### ❌ <code>trace-${k}</code>`);
    expectWellFormed(text);
  });

  test("100,000 findings in one trace: the trace's block lists and counts them all", () => {
    const rep = manyFindings(1, 100_000, (i) => `finding ${i}`);
    const text = buildSummary(input(rep));
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(SUMMARY_MAX_BYTES);
    expect(accounted(text)).toBe(100_000);
    expect(text).toContain("### Reports");
    expect(text).toContain("<summary>All traces (1)</summary>");
    expectWellFormed(text);
  });
});

describe("the PR comment", () => {
  const marker = commentMarker("arh");

  test("300 findings in one trace among small ones: budget shared, every finding listed or counted, in step order", () => {
    const big = manyFindings(1, 300, (i) => `${CJK} ${i}`).reports[0]!;
    const small = manyFindings(4, 3, (i) => `small ${i}`).reports.map((t, k) => ({ ...t, trace_id: `small-${k}` }));
    const rep = report([big, ...small]);
    const body = buildCommentBody(input(rep), commentBudget(marker));
    expect(body.length + marker.length + 1).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
    expect(accounted(body)).toBe(312);
    for (let k = 0; k < 4; k++) expect(body).toContain(`<code>small-${k}</code>`);
    // step order inside a trace: s2 before s10 before s100
    const at = (s: string) => body.indexOf(`| ${s} |`);
    expect(at("s2")).toBeLessThan(at("s10"));
    expect(at("s10")).toBeLessThan(at("s100"));
    expect(body).toContain("[Workflow run and job summary](https://github.com/o/r/actions/runs/1)");
    expectWellFormed(body);
  });

  test("80 regressions with 30,000-character messages: whole blocks dropped from the end with a count, verdict and table kept", () => {
    const ids = Array.from({ length: 80 }, (_, i) => `r${String(i).padStart(2, "0")}`);
    const steps = [call("s1", "lookup"), call("s2", "refund"), resp("s3")];
    const base = report(ids.map((id) => trace(id, true, 100, [], { steps })));
    const cand = report(ids.map((id) => trace(id, false, 40, [{ ...finding("ARH-SEQ-003", "sequence", "s2", "error", `${LONG} ${CJK}`), location: { uri: `traces/${id}.json`, startLine: 9, startColumn: 3, endLine: 9, endColumn: 9 } }], { steps: [steps[1]!, steps[0]!, steps[2]!] })));
    const cmp = compareReports(base, cand, { failOn: "regressions" });
    const diffs = buildTraceDiffMap({ compare: cmp, baseline: base, candidate: cand, policy: null });
    const body = buildCommentBody(input(cand, { compare: cmp, diffs, baselineSource: "artifact 7 (run 3, abc1234)", reasons: cmp.gate.reasons }), commentBudget(marker));
    expect(body.length + marker.length + 1).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
    expect(body.split("\n")[0]).toMatch(/^\*\*❌ Regression gate failed\*\* · fail-on regressions · 80 regressions in 80 traces · 80 new errors, 0 resolved · average score change -60\.00 · baseline artifact 7/);
    const blocks = body.split("\n").filter((l) => l.startsWith("#### ❌ "));
    const note = /_Shortened to stay under GitHub's size limit: (\d+) more sections are in the job summary and the report artifacts\._/.exec(body);
    expect(note).not.toBeNull();
    expect(blocks.length).toBeGreaterThan(5);
    expect(blocks.length + Number(note![1])).toBe(80 + 2); // the 80 regressions, the drift fold, the annotations note
    expect(body).toContain("<summary>All traces (80)</summary>");
    expect(body.split("<table>").length - 1).toBe(blocks.length); // each block with its diff
    // the compare reasons are the blocks: not listed a second time; the SARIF reason is
    expect(body).not.toContain("new error findings:");
    expectWellFormed(body);
    const html = githubHtml(body);
    expect(html).toContain("<table>");
  });
});
