import { describe, expect, test, beforeAll } from "vitest";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import MarkdownIt from "markdown-it";
import { buildTraceDiffs, diffFileNames, inlineJson, renderTraceDiffIndex, renderTraceDiffTable, writeTraceDiffs, type AbtDocument } from "../../src/tracediff/index.js";
import { COMPONENT_JS } from "../../src/tracediff/component-source.js";
import { sampleRun } from "./helpers.js";

let docs: AbtDocument[];
beforeAll(async () => {
  docs = buildTraceDiffs({ ...(await sampleRun()) });
});

export const HOSTILE = "<img src=x onerror=alert(1)></script><script>alert(2)</script>";

function hostileDoc(): AbtDocument {
  return {
    schema: "agent-behavior-trace/v0",
    case: "hostile · " + HOSTILE,
    contract: "c</script>",
    contract_clause: "@octocat #1",
    rails: [
      { id: "a", label: "A " + HOSTILE, regression: false, steps: [{ n: 1, tool: "lookup", result: "line1\n\nline2 " + HOSTILE, kind: "read" }] },
      { id: "b", label: "B", regression: true, steps: [{ n: 1, tool: "x" + HOSTILE, result: HOSTILE, kind: "side_effect", consequential: true, return: HOSTILE }] },
    ],
    verdict: { output: "FAIL", behavior: "FAIL", behavior_reason: HOSTILE + " | * _ [x](javascript:alert(3))" },
  };
}

describe("renderTraceDiffTable", () => {
  test("refund before eligibility: glyphs, marks, verdict line", () => {
    const d = docs.find((x) => x.case.startsWith("refund-before"))!;
    const html = renderTraceDiffTable(d);
    expect(html.startsWith("<table>")).toBe(true);
    expect(html.endsWith("</table>")).toBe(true);
    const rows = html.split("\n").filter((l) => /^<tr><td>\d/.test(l));
    // aligned: the moved check has a row of its own on each rail, empty on the other
    expect(rows).toHaveLength(5);
    expect(rows[1]).toMatch(/^<tr><td>2<\/td><td>○ <code>check_eligibility<\/code>.*<\/td><td><\/td><\/tr>$/);
    expect(rows[2]).toMatch(/^<tr><td>3<\/td><td>○ <code>issue_refund<\/code>.*<td>■ <b><code>issue_refund<\/code><\/b>.*◀\u00a0<b>consequential<\/b>/);
    expect(rows[3]).toMatch(/^<tr><td>4<\/td><td><\/td><td>○ <b><code>check_eligibility<\/code><\/b>.*┆\u00a0<i>in\u00a0violation<\/i>/);
    expect(rows[0]).not.toMatch(/consequential|in violation/);
    expect(html).toContain("<th>Baseline · pass</th><th>Candidate · fail ⚑</th>");
    expect(html).toContain("<b>Output PASS</b> · <b>Behavior FAIL</b> — ARH-SEQ-003 — ");
    expect(html).toContain("operational: within budget");
    expect(html).toContain("'issue_refund'");
  });

  test("each step's own latency and tokens, labelled, in both rails; not shown when not recorded", () => {
    const d = docs.find((x) => x.case.startsWith("refund-before"))!;
    const rows = renderTraceDiffTable(d).split("\n").filter((l) => /^<tr><td>\d/.test(l));
    // the figures on a line of their own under the step, with no-break spaces: they wrap as one piece
    const nb = (t: string) => t.replace(/ /g, "\u00a0");
    expect(rows[0]).toContain(`<br><sub>${nb("190 ms · 194 tokens")}</sub></td><td>○ <code>lookup_order</code>`);
    expect(rows[0]).toMatch(new RegExp(`<sub>${nb("200 ms · 194 tokens")}</sub></td></tr>$`));
    expect(rows[2]).toContain(`<sub>${nb("390 ms · 237 tokens")}</sub> ◀\u00a0<b>consequential</b>`);
    const bare: AbtDocument = { ...d, rails: d.rails.map((r) => ({ ...r, steps: r.steps.map(({ timestamp_ms: _t, tokens: _k, ...st }) => st) })) };
    expect(renderTraceDiffTable(bare)).not.toContain("<sub>");
  });

  test("refund twice: rows aligned by the LCS, the inserted refund has an empty baseline cell, respond shares row 5", () => {
    const d = docs.find((x) => x.case.startsWith("refund-twice"))!;
    const html = renderTraceDiffTable(d);
    const rows = html.split("\n").filter((l) => /^<tr><td>\d/.test(l));
    expect(rows).toHaveLength(5);
    expect(rows[3]).toMatch(/^<tr><td>4<\/td><td><\/td><td>■ <b><code>issue_refund<\/code><\/b>.*consequential/);
    expect(rows[4]).toMatch(/^<tr><td>5<\/td><td>○ <code>respond<\/code>.*<td>○ <code>respond<\/code>/);
    expect(html.match(/■/g)).toHaveLength(1);
  });

  test("hostile text is escaped, single-line, mention-free; Markdown renders a table and no markup from data", () => {
    const html = renderTraceDiffTable(hostileDoc());
    expect(html).not.toMatch(/<img|<script|<\/script/i);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;&lt;/script&gt;");
    expect(html.split("\n").every((l) => l.trim() !== "")).toBe(true);
    expect(html).toContain("line1 line2");
    expect(html).toContain("<code>@octocat #1</code>");
    expect(html).not.toMatch(/[\u200b-\u200f\u2060-\u2064\ufeff]/);
    const md = "## Trace diffs\n\n" + html + "\n\nafter\n";
    const out = new MarkdownIt({ html: true }).render(md);
    expect(out).toContain("<table>");
    expect(out).toContain("<p>after</p>");
    expect(out).not.toMatch(/<img|<script|<a /i);
  });
});

describe("index.html", () => {
  test("self-contained, byte-identical across runs, CSP hash of the inlined component", () => {
    const a = renderTraceDiffIndex(docs);
    const b = renderTraceDiffIndex(docs);
    expect(a).toBe(b);
    expect(a).not.toMatch(/\b(src|href)=/); // no external resource at all
    const m = /<script>([\s\S]*)<\/script>\n<\/body>/.exec(a)!;
    expect(m[1]).toBe(COMPONENT_JS);
    const hash = createHash("sha256").update(COMPONENT_JS).digest("base64");
    expect(a).toContain(`script-src 'sha256-${hash}'`);
    expect(a.match(/<trace-diff data-mode="expanded">/g)).toHaveLength(2);
  });

  test("inline JSON cannot break out of its script element", () => {
    const a = renderTraceDiffIndex([hostileDoc()]);
    const scripts = a.match(/<script[^>]*>/g)!;
    expect(scripts).toEqual(['<script type="application/json">', "<script>"]);
    const json = /<script type="application\/json">([\s\S]*?)<\/script>/.exec(a)![1]!;
    expect(json).not.toMatch(/[<>]/);
    expect(JSON.parse(json)).toEqual(hostileDoc());
    expect(inlineJson({ s: "</script>&\u2028" })).toBe('{\n  "s": "\\u003c/script\\u003e\\u0026\\u2028"\n}');
  });

  test("COMPONENT_JS is a classic script with no </script or module syntax", () => {
    expect(COMPONENT_JS).not.toMatch(/<\/script|<!--/i);
    expect(COMPONENT_JS.startsWith("(function defineTraceDiff()")).toBe(true);
    expect(COMPONENT_JS).not.toMatch(/^\s*(import|export)\s/m);
  });

  test("writeTraceDiffs: one JSON per document plus index.html", () => {
    const dir = mkdtempSync(join(tmpdir(), "td-write-"));
    try {
      const paths = writeTraceDiffs(join(dir, "trace-diff"), docs);
      expect(paths).toEqual([
        join(dir, "trace-diff", "refund-before-eligibility-1002.json"),
        join(dir, "trace-diff", "refund-twice-1001.json"),
        join(dir, "trace-diff", "index.html"),
      ]);
      expect(readdirSync(join(dir, "trace-diff")).sort()).toEqual(["index.html", "refund-before-eligibility-1002.json", "refund-twice-1001.json"]);
      expect(JSON.parse(readFileSync(paths[0]!, "utf8"))).toEqual(docs[0]);
      expect(readFileSync(paths[2]!, "utf8")).toBe(renderTraceDiffIndex(docs));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("file names: slugs, unique, never index", () => {
    const mk = (c: string): AbtDocument => ({ ...docs[0]!, case: c });
    expect(diffFileNames([mk("a/b · x"), mk("a b · y"), mk("index · z"), mk("../etc · w"), mk(" · v")])).toEqual(["a_b.json", "a_b-2.json", "index-2.json", "etc.json", "trace.json"]);
  });
});
