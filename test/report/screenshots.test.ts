// The PR comment and the job summary as a reviewer sees them: our Markdown through cmark-gfm and
// GitHub's sanitiser allowlist (github-render.ts), styled with GitHub-like CSS, in headless
// Chromium at comment width (800 px) and at the width of a pull request's conversation column on a
// wide screen (1012 px), and in a 1400 px window. Checks that nothing overflows the width and that the
// regression blocks with their before/after tables come first; writes the screenshots to
// test-artifacts/screenshots/, and to docs/images/ with ARH_UPDATE_DOCS=1 (how the images in
// docs/ are made).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { sampleRun, type SampleRun } from "../tracediff/helpers.js";
import { buildTraceDiffMap } from "../../src/tracediff/index.js";
import { buildCommentBody, buildSummary, type SummaryInput } from "../../src/github/summary.js";
import { commentBudget, commentMarker } from "../../src/github/comment.js";
import { githubHtml } from "./github-render.js";
import { ROOT, samplesReport } from "./fixtures.js";

const WIDTHS = [800, 1012, 1400] as const;
const OUT = process.env.ARH_UPDATE_DOCS === "1" ? join(ROOT, "docs", "images") : join(ROOT, "test-artifacts", "screenshots");

/** A GitHub-like stylesheet (system fonts, 14 px text, bordered tables, grey code, compact headings). */
const CSS = `
body{margin:0;background:#fff;color:#1f2328;font:14px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI","Noto Sans",Helvetica,Arial,sans-serif,"Apple Color Emoji","Noto Color Emoji"}
.comment{box-sizing:border-box;width:var(--width);padding:16px;border:1px solid #d1d9e0;border-radius:6px;overflow-wrap:break-word}
.comment>*:first-child{margin-top:0}
p,ul,table,details{margin:0 0 12px}
h3,h4{margin:20px 0 8px;font-weight:600;line-height:1.25}h3{font-size:1.25em}h4{font-size:1em}
code{font:85% ui-monospace,SFMono-Regular,"SF Mono",Menlo,Consolas,monospace;background:#818b981f;border-radius:6px;padding:.2em .4em;overflow-wrap:anywhere}
table{display:block;width:max-content;max-width:100%;overflow:auto;border-spacing:0;border-collapse:collapse}
th,td{padding:6px 13px;border:1px solid #d1d9e0}th{font-weight:600}tr:nth-child(2n){background:#f6f8fa}
ul{padding-left:2em}li+li{margin-top:.25em}
a{color:#0969da;text-decoration:none}
summary{cursor:pointer}
blockquote{margin:0 0 12px;padding:0 1em;color:#59636e;border-left:.25em solid #d1d9e0}
em{font-style:italic}
`;

let browser: Browser;
let run: SampleRun;

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  run = await sampleRun();
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

function input(extra: Partial<SummaryInput>): SummaryInput {
  return {
    passed: false,
    reasons: [],
    report: run.candidate,
    compare: null,
    linkBase: "https://github.com/octo/agents/blob/9f8e7d6/",
    baselineSource: "none",
    notes: [],
    sections: [],
    annotationsOmitted: 0,
    outputs: [],
    runUrl: "https://github.com/octo/agents/actions/runs/42",
    ...extra,
  };
}

/**
 * This machine has no colour-emoji font: for the picture only, the few emoji we emit are drawn
 * as coloured text symbols (GitHub shows the emoji themselves).
 */
const EMOJI: [string, string, string][] = [
  ["❌", "✖", "#cf222e"],
  ["✅", "✔", "#1a7f37"],
  ["🔴", "●", "#cf222e"],
  ["🟡", "●", "#bf8700"],
  ["🔵", "●", "#0969da"],
  ["⛔", "⊘", "#cf222e"],
  ["➖", "–", "#59636e"],
];

/** Render, check the width, screenshot; returns what the page measured. */
async function shoot(markdown: string, name: string, opts: { open?: "last"; clip?: number; width?: number } = {}): Promise<{ overflow: string[]; tables: number }> {
  const WIDTH = opts.width ?? 800;
  // the 800 px pictures are the ones in docs/; the others carry their width in the name
  const file = WIDTH === 800 ? name : name.replace(/\.png$/, `-${WIDTH}.png`);
  const page = await browser.newPage({ viewport: { width: WIDTH + 40, height: 600 }, deviceScaleFactor: 1 });
  await page.route("**/*", (r) => r.abort()); // nothing leaves the page
  let html = githubHtml(markdown);
  for (const [e, sym, colour] of EMOJI) html = html.split(e).join(`<span style="color:${colour}">${sym}</span>`);
  await page.setContent(`<!doctype html><meta charset="utf-8"><style>:root{--width:${WIDTH}px}${CSS}</style><div class="comment">${html}</div>`);
  if (opts.open === "last") await page.evaluate(() => Array.from(document.querySelectorAll(".comment > details")).at(-1)!.setAttribute("open", ""));
  const measured = await page.evaluate(() => {
    const box = document.querySelector(".comment")!;
    const limit = box.getBoundingClientRect().right + 0.5;
    const overflow: string[] = [];
    for (const el of Array.from(box.querySelectorAll("*"))) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > limit && !el.closest("table")) overflow.push(`${el.tagName}: ${(el.textContent ?? "").slice(0, 60)}`);
    }
    // GitHub lets a wide table scroll sideways inside the comment: ours must fit without that
    for (const t of Array.from(box.querySelectorAll("table"))) if (t.getBoundingClientRect().right > limit || t.scrollWidth > t.clientWidth + 1) overflow.push(`TABLE ${t.textContent!.replace(/\s+/g, " ").slice(0, 160)}`);
    return { overflow, tables: box.querySelectorAll("table").length };
  });
  if (opts.open === "last") await page.locator(".comment > details").last().screenshot({ path: join(OUT, file) });
  else if (opts.clip) await page.screenshot({ path: join(OUT, file), clip: { x: 0, y: 0, width: WIDTH + 2, height: opts.clip }, fullPage: true });
  else await page.locator(".comment").screenshot({ path: join(OUT, file) });
  await page.close();
  return measured;
}

describe.each(WIDTHS)("rendered at %i px (cmark-gfm, GitHub's allowlist, GitHub-like CSS, Chromium)", (width) => {
  test("the PR comment for the sample regressions: verdict, two regression blocks with their diffs, nothing overflows", async () => {
    const diffs = buildTraceDiffMap({ ...run, baselineLabel: "main@1a2b3c4", candidateLabel: "PR #7" });
    const marker = commentMarker("arh");
    const body = buildCommentBody(input({ compare: run.compare, diffs, baselineSource: "artifact 512 (run 41, 1a2b3c4)", reasons: run.compare.gate.reasons }), commentBudget(marker));
    const m = await shoot(body, "pr-comment.png", { width });
    expect(m.overflow).toEqual([]);
    expect(m.tables).toBe(3); // two before/after tables and the folded per-trace table
  }, 60_000);

  test("the job summary without a baseline: failing traces first, per-trace table folded, nothing overflows", async () => {
    const report = await samplesReport();
    const text = buildSummary(
      input({
        report,
        notes: ["No baseline: no arh-baseline artifact on main yet. The gate is absolute (fail-on: failures)."],
        outputs: [
          { label: "JSON report", value: "arh-reports/report.json" },
          { label: "SARIF", value: "arh-reports/report.sarif (uploaded, id 7d1c)" },
          { label: "JUnit", value: "arh-reports/report.junit.xml" },
        ],
      }),
    );
    const m = await shoot(text, "job-summary.png", { clip: 1500, width });
    const opened = await shoot(text, "job-summary-table.png", { open: "last", width });
    expect(m.overflow).toEqual([]);
    expect(opened.overflow).toEqual([]);
  }, 60_000);
});
