// Markdown report: structure checked with a GFM parser (markdown-it, tables on, raw HTML on as on
// GitHub) after feeding hostile trace text through every field that reaches the document.
import { describe, expect, test } from "vitest";
import MarkdownIt from "markdown-it";
import type { Report } from "../../src/types.js";
import { renderMarkdown } from "../../src/report/index.js";
import { renderMarkdown as renderCommentMarkdown } from "../../src/report/markdown.js";
import { handReport, samplesReport } from "./fixtures.js";

type Token = ReturnType<InstanceType<typeof MarkdownIt>["parse"]>[number];

const HOSTILE = [
  "</details>",
  "<script>alert(1)</script>",
  "| x |",
  "```",
  "~~~",
  "@org/team",
  "x".repeat(10_000),
  "a\\|b\\\\|c",
  "line1\n\nline2\r\n| y |",
  "<!-- open comment",
  "[link](javascript:alert(1))",
  "<img src=x onerror=alert(1)>",
  "#123 and org/repo#1",
  "`code` ``x``",
  "</summary></code><details open>",
  "-->",
  "*bold* _it_ ~~s~~ <b>b</b>",
  "@everyone hi @o-r_g/t.e.a.m",
  "\u2028sep\u2029",
  "&lt;script&gt;",
  "nul\u0000 bel\u0007 esc\u001b[31m red \ud800 lone",
];

function hostileReport(): Report {
  const r = handReport();
  let i = 0;
  const h = () => HOSTILE[i++ % HOSTILE.length]!;
  for (const e of r.reports) {
    e.trace_id = `${e.trace_id} ${h()}`;
    e.agent_name = h();
    e.workflow = h();
    e.notes = [h(), h()];
    for (const f of e.findings) {
      f.message = `${h()} ${h()} ${h()}`;
      if (f.step_id !== null) f.step_id = `${f.step_id} ${h()}`;
      f.expected = h();
      f.observed = { v: h(), w: h() };
    }
  }
  // every hostile string at least once as a whole message
  const base = r.reports[0]!.findings[0]!;
  for (const s of HOSTILE) r.reports[0]!.findings.push({ ...base, message: s, step_id: s });
  r.policy_id = "pol <script> @org/team | x |";
  return r;
}

const md = new MarkdownIt({ html: true, linkify: false });

function tables(tokens: Token[]): { rows: number; cells: number[] }[] {
  const out: { rows: number; cells: number[] }[] = [];
  let cur: { rows: number; cells: number[] } | undefined;
  let cells = 0;
  for (const t of tokens) {
    if (t.type === "table_open") out.push((cur = { rows: 0, cells: [] }));
    else if (t.type === "tr_open") cells = 0;
    else if (t.type === "td_open" || t.type === "th_open") cells++;
    else if (t.type === "tr_close" && cur) {
      cur.rows++;
      cur.cells.push(cells);
    }
  }
  return out;
}

function inlineTokens(tokens: Token[]): Token[] {
  return tokens.flatMap((t) => (t.type === "inline" ? (t.children ?? []) : [t]));
}

describe("Markdown renderer", () => {
  test("hostile trace text cannot break tables, blocks or HTML, nor mention anyone", () => {
    const report = hostileReport();
    const base = "https://github.com/o/r/blob/0123abc/";
    const doc = renderMarkdown(report, { linkBase: base });
    const tokens = md.parse(doc, {});
    const all = inlineTokens(tokens);

    // Tables intact: the per-trace table (last) has one row per trace, the findings tables one
    // row per finding in all, and every row has exactly the header's number of cells.
    const tbl = tables(tokens);
    const traceTable = tbl[tbl.length - 1]!;
    expect(traceTable.rows).toBe(1 + report.reports.length);
    expect(new Set(traceTable.cells).size).toBe(1);
    const findingTables = tbl.slice(0, -1);
    const total = report.reports.reduce((n, e) => n + e.findings.length, 0);
    expect(findingTables.reduce((n, t) => n + t.rows - 1, 0)).toBe(total);
    for (const t of findingTables) expect(new Set(t.cells)).toEqual(new Set([4]));

    // No code blocks, no inline HTML; the only raw HTML blocks are our own wrapper lines.
    expect(tokens.filter((t) => t.type === "fence" || t.type === "code_block")).toEqual([]);
    expect(all.filter((t) => t.type === "html_inline" && !/^<\/?code>$/.test(t.content))).toEqual([]);
    // (markdown-it groups `<details>` and the `<summary>` line into one html_block: check per line)
    const blocks = tokens.filter((t) => t.type === "html_block").flatMap((t) => t.content.trim().split("\n"));
    for (const b of blocks) {
      const m = /^<summary>(.*)<\/summary>$/s.exec(b);
      if (m) {
        expect(m[1]!.replace(/<\/?code>/g, "")).not.toMatch(/[<>]/);
        expect(m[1]).not.toMatch(/\n/);
      } else expect(["<details>", "</details>"]).toContain(b);
    }
    expect(blocks.filter((b) => b === "<details>").length).toBeGreaterThan(0);
    expect(blocks.filter((b) => b === "</details>")).toHaveLength(blocks.filter((b) => b === "<details>").length);

    // No mentions: no text has '@' directly followed by a name character.
    const texts = all.filter((t) => t.type === "text").map((t) => t.content);
    for (const s of texts) expect(s).not.toMatch(/@[A-Za-z0-9_-]/);
    for (const b of blocks) expect(b.replace(/<code>[^<]*<\/code>/g, "")).not.toMatch(/@[A-Za-z0-9_-]/);

    // Links only to the link base.
    const hrefs = all.filter((t) => t.type === "link_open").map((t) => String(t.attrGet("href")));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const h of hrefs) expect(h.startsWith(base)).toBe(true);
    for (const h of hrefs) expect(h).toMatch(/#L[1-9][0-9]*$/);

    // Rendered HTML: no live tags from trace text.
    const html = md.render(doc);
    expect(html).not.toMatch(/<script|<img|<b>|<details open|<!--/);
    // No control characters or lone surrogates survive.
    expect(doc).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])/);
    // 10,000-char lines are cut.
    expect(Math.max(...doc.split("\n").map((l) => l.length))).toBeLessThan(4000);
  });

  test("content: verdict, per-trace row values and file links path#Lline", async () => {
    const report = await samplesReport();
    const doc = renderMarkdown(report, { linkBase: "https://github.com/o/r/blob/abc/", title: "ARH report" });
    expect(doc.startsWith("## ARH report\n\n❌ **")).toBe(true);
    expect(doc).toContain(`${report.summary.failed_traces} of ${report.summary.total_traces} traces failed`);
    expect(doc).toContain("](https://github.com/o/r/blob/abc/samples/traces/refund-bad-arguments.json#L69)");
    const happy = doc.split("\n").find((l) => l.startsWith("| refund-0001 "))!;
    expect(happy).toContain("| ✅ 100.00 |");
    // without a link base: plain path:line, no links
    const plain = renderMarkdown(report);
    expect(md.parse(plain, {}).flatMap((t) => t.children ?? []).filter((t) => t.type === "link_open")).toEqual([]);
    expect(plain).toContain("| L69 |");
    // unsafe link bases are ignored
    const unsafe = md.parse(renderMarkdown(report, { linkBase: "javascript:alert(1)//" }), {});
    expect(unsafe.flatMap((t) => t.children ?? []).filter((t) => t.type === "link_open")).toEqual([]);
  });

  test("entryDetails hook adds sections", () => {
    const r = handReport();
    const doc = renderMarkdown(r, { entryDetails: (e) => (e.trace_id === "lead-qualification-0001" ? "| a | b |\n|---|---|\n| 1 | 2 |" : undefined) });
    expect(doc).toContain("| a | b |");
    expect(tables(md.parse(doc, {}))).toHaveLength(1 + r.reports.filter((e) => e.findings.length > 0).length + 1);
  });

  test("large reports stay under GitHub's comment limit without cutting structures", () => {
    const r = handReport();
    const e0 = r.reports[0]!;
    r.reports = Array.from({ length: 600 }, (_, i) => ({ ...e0, trace_id: `t${i}`, findings: e0.findings.map((f) => ({ ...f })) }));
    // the comment-sized document (the report file is sized as a file: 1 MiB, below)
    const doc = renderCommentMarkdown(r);
    expect(doc.length).toBeLessThan(65_536);
    expect(Buffer.byteLength(renderMarkdown(r))).toBeLessThanOrEqual(1024 * 1024);
    const tokens = md.parse(doc, {});
    const blocks = tokens.filter((t) => t.type === "html_block").flatMap((t) => t.content.trim().split("\n"));
    expect(blocks.filter((b) => b === "<details>").length).toBeGreaterThan(0);
    expect(blocks.filter((b) => b === "<details>").length).toBe(blocks.filter((b) => b === "</details>").length);
    expect(doc).toMatch(/not listed|omitted/);
  });

  test("byte-identical across runs", async () => {
    const a = renderMarkdown(await samplesReport(), { linkBase: "https://x.example/" });
    const b = renderMarkdown(await samplesReport(), { linkBase: "https://x.example/" });
    expect(a).toBe(b);
    expect(renderMarkdown(hostileReport())).toBe(renderMarkdown(hostileReport()));
  });
});
