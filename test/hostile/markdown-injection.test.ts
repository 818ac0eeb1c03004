// Markdown injection through every Markdown sink: the validate report, the comparison, the
// `compare --md-out` file, the job summary, the trace-diff tables and the sticky comment body.
// Each is rendered as GitHub renders it (cmark-gfm, then GitHub's sanitiser allowlist) with a
// trace id that tries to break out of its <summary>, plus mentions and references in trace text.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sampleRun, type SampleRun } from "../tracediff/helpers.js";
import { elements, githubHtml, liveReferences, textNodes } from "../report/github-render.js";
import { compareReports } from "../../src/compare/index.js";
import { renderCompareMarkdown } from "../../src/report/compare.js";
import { renderMarkdown, defaultEntryDetails } from "../../src/report/index.js";
import { renderJson } from "../../src/report/json.js";
import { escapeMarkdown } from "../../src/util/escape.js";
import { buildTraceDiffs, renderTraceDiffTable } from "../../src/tracediff/index.js";
import { buildCommentBody, buildSummary } from "../../src/github/summary.js";
import { commentBudget, commentMarker } from "../../src/github/comment.js";
import { buildTraceDiffMap } from "../../src/tracediff/index.js";
import { markNewFindings } from "../../src/github/annotations.js";
import { runCompareCommand } from "../../src/commands/compare.js";
import type { Report } from "../../src/types.js";

export const HOSTILE_ID = "x\n\n[phish](https://evil.example/login) ![px](https://evil.example/p.png)\n\n# Gate passed";
const PINGS = "@org/team and @octocat, see #1 and GH-2, mail a@b.example";

/** Every string GitHub could turn into markup, in every field trace text reaches. */
const PAYLOADS = [
  HOSTILE_ID,
  PINGS,
  "</summary></details><h1>forged</h1><details><summary>",
  "| a | b |\n|---|---|\n| c | d |",
  "<img src=https://evil.example/i.png> <a href=https://evil.example>x</a> <script>alert(1)</script>",
  "`code` *em* _em_ ~~del~~ **b** [ref]: https://evil.example",
  "https://evil.example/bare www.evil.example/bare",
  "- list\n> quote\n1. one\n    indented code\n===",
];

const LINK_BASE = "https://github.com/o/r/blob/abc/";

/** The sample regressions with ids, step ids and messages replaced by hostile text. */
function poison(r: Report, ids: Map<string, string>): Report {
  const copy = JSON.parse(JSON.stringify(r)) as Report;
  copy.reports.forEach((e) => {
    e.trace_id = ids.get(e.trace_id) ?? e.trace_id;
    for (const f of e.findings) f.message = `${f.message} ${PINGS} ${PAYLOADS[2]}`;
  });
  copy.policy_id = PAYLOADS[5];
  return copy;
}

let run: SampleRun;
let base: Report;
let cand: Report;
let tmp: string;

beforeAll(async () => {
  run = await sampleRun();
  const ids = new Map<string, string>();
  run.candidate.reports.forEach((e, i) => ids.set(e.trace_id, i === 0 ? HOSTILE_ID : `${PAYLOADS[(i % (PAYLOADS.length - 1)) + 1]} ${i}`));
  base = poison(run.baseline, ids);
  cand = poison(run.candidate, ids);
  tmp = mkdtempSync(join(tmpdir(), "arh-md-inject-"));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The rendering carries no link, image, heading or live reference that came from trace text. */
/** Our own regression / failing-trace headings: the trace id sits inside <code>. */
const BLOCK_HEADING = /^❌ <code>[^<]*<\/code> · /;

function expectInert(markdown: string, ownHeadings: RegExp[] = []): void {
  ownHeadings = [...ownHeadings, BLOCK_HEADING];
  const html = githubHtml(markdown);
  const els = elements(html);
  for (const a of els.filter((e) => e.tag === "a")) expect(a.attrs.href ?? "", "only our own file links").toMatch(/^https:\/\/github\.com\/o\/r\//);
  expect(els.filter((e) => e.tag === "img")).toEqual([]);
  for (const m of html.matchAll(/<h(\d)>([\s\S]*?)<\/h\1>/g)) {
    expect(ownHeadings.some((h) => h.test(m[2]!)), `unexpected heading ${m[0]}`).toBe(true);
  }
  expect(html).not.toMatch(/<h\d>forged|<script/);
  expect(liveReferences(html)).toEqual([]);
  // the text itself is still there for the reader, as text
  const text = textNodes(html).map((t) => t.text).join(" ");
  if (markdown.includes("phish")) expect(text).toContain("[phish](https");
}

describe("escapeMarkdown", () => {
  test.each(PAYLOADS)("payload %# renders as its literal text, on one line, in a paragraph, a table cell, a list item and a <summary>", (p) => {
    const e = escapeMarkdown(p);
    expect(e).not.toMatch(/[\n\r]/);
    const literal = p.replace(/\s+/g, " ").trim();
    const contexts = [
      `${e}\n`,
      `| a |\n|---|\n| ${e} |\n`,
      `- ${e}\n`,
      `<details>\n<summary>${e}</summary>\n\nbody\n\n</details>\n`,
      `### ${e}\n`,
    ];
    for (const md of contexts) {
      const html = githubHtml(md);
      expect(elements(html).filter((x) => ["a", "img", "h1", "h2", "script", "code", "em", "strong", "del", "blockquote", "ol", "pre"].includes(x.tag))).toEqual([]);
      expect(liveReferences(html)).toEqual([]);
      const text = textNodes(html)
        .filter((t) => ["p", "td", "li", "summary", "h3"].includes(t.tag) && t.text !== "body")
        .map((t) => t.text)
        .join("")
        .replace(/\u200d/g, "")
        .trim();
      expect(text).toBe(literal);
    }
  });

  test("bounded: max applies to the text before escaping, never splits a surrogate pair", () => {
    expect(escapeMarkdown("😀".repeat(10), 5)).toBe("😀😀…");
    expect(escapeMarkdown("a".repeat(30_000), 100).length).toBe(100);
  });
});

describe("every Markdown sink with the hostile trace set", () => {
  test("validate --md-out", () => {
    const md = renderMarkdown(cand, { linkBase: LINK_BASE, entryDetails: defaultEntryDetails });
    expectInert(md, [/^Agent reliability report$/, /^Findings$/]);
  });

  test("the comparison Markdown", () => {
    const cmp = compareReports(base, cand, { failOn: "regressions" });
    expectInert(renderCompareMarkdown(cmp, { linkBase: LINK_BASE }), [/^(✅|❌) Regression gate (passed|failed)$/, /^[^<]*\(\d+\)$/]);
  });

  test("trace-diff tables", () => {
    const cmp = compareReports(base, cand, { failOn: "regressions" });
    const docs = buildTraceDiffs({ compare: cmp, baseline: base, candidate: cand, policy: run.policy });
    expect(docs.length).toBeGreaterThan(0);
    for (const d of docs) expectInert(`<details><summary>${escapeMarkdown(d.case)}</summary>\n\n${renderTraceDiffTable(d)}\n\n</details>\n`);
  });

  test("compare --md-out (the CLI, with a link base)", async () => {
    const b = join(tmp, "base.json");
    const c = join(tmp, "cand.json");
    const out = join(tmp, "compare.md");
    writeFileSync(b, renderJson(base));
    writeFileSync(c, renderJson(cand));
    const code = await runCompareCommand(["--baseline", b, "--candidate", c, "--md-out", out, "--link-base", LINK_BASE, "--quiet"]);
    expect(code).toBe(1);
    const md = readFileSync(out, "utf8");
    expect(md).toContain("<details>");
    expectInert(md, [/^(✅|❌) Regression gate (passed|failed)$/, /^[^<]*\(\d+\)$/, /^Trace diffs$/]);
  });

  test("the job summary, with the comparison and trace diffs as sections", () => {
    const cmp = compareReports(base, cand, { failOn: "regressions" });
    const docs = buildTraceDiffs({ compare: cmp, baseline: base, candidate: cand, policy: run.policy });
    const text = buildSummary({
      passed: false,
      reasons: cmp.gate.reasons,
      report: cand,
      compare: cmp,
      isNew: markNewFindings(cand, cmp),
      linkBase: LINK_BASE,
      baselineSource: `artifact 1 ${PINGS}`,
      notes: [HOSTILE_ID],
      sections: [{ title: "Trace diffs", body: docs.map((d) => `<details><summary>${escapeMarkdown(d.case)}</summary>\n\n${renderTraceDiffTable(d)}\n\n</details>`).join("\n") }],
      annotationsOmitted: 0,
      outputs: [{ label: "JSON report", value: `out/${HOSTILE_ID}` }],
    });
    expectInert(text, [/Agent reliability gate/, /^[A-Z][a-z ]+( \(\d+\))?$/]);
  });

  test("the sticky PR comment, with and without a baseline", () => {
    const cmp = compareReports(base, cand, { failOn: "regressions" });
    const diffs = buildTraceDiffMap({ compare: cmp, baseline: base, candidate: cand, policy: run.policy });
    const common = { passed: false, report: cand, linkBase: LINK_BASE, baselineSource: `artifact 1 ${PINGS}`, notes: [HOSTILE_ID], sections: [], annotationsOmitted: 0, outputs: [], runUrl: "https://github.com/o/r/actions/runs/1" };
    const marker = commentMarker("arh");
    const withBaseline = buildCommentBody({ ...common, reasons: [...cmp.gate.reasons, `SARIF upload failed: ${HOSTILE_ID}`], compare: cmp, diffs }, commentBudget(marker));
    expect(withBaseline.length).toBeLessThanOrEqual(commentBudget(marker));
    expectInert(withBaseline.replace("[Workflow run and job summary](https://github.com/o/r/actions/runs/1)", ""), [/^(✅|❌) Regression gate (passed|failed)$/]);
    const without = buildCommentBody({ ...common, reasons: [`trace '${HOSTILE_ID}' failed: score 1`], compare: null }, commentBudget(marker));
    expectInert(without.replace("[Workflow run and job summary](https://github.com/o/r/actions/runs/1)", ""));
  });
});
