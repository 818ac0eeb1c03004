// The scenario table in Markdown, rendered by Debian's cmark-gfm (GitHub's fork of cmark, with its
// table extension) as GitHub would: a real table whose every row has its eight cells, hostile
// scenario ids shown as text (no HTML, links, mentions or references), regressions first, the
// runs needed for insufficient data, quarantine owners and expiry, loud expired entries, capped rows.
import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { compareReports } from "../../src/compare/index.js";
import { renderCompareMarkdown } from "../../src/report/compare.js";
import { renderMarkdown } from "../../src/report/markdown.js";
import { renderScenarioTableMarkdown, scenarioMarkdownBlocks } from "../../src/report/scenarios.js";
import { parseQuarantine } from "../../src/scenarios/quarantine.js";
import { elements, githubHtml, liveReferences } from "./github-render.js";
import { HOSTILE, gated, mixed, runs } from "./scenarios-fixtures.js";

/** GitHub-flavoured HTML of a Markdown text; raw HTML kept (GitHub keeps <details> and <summary>). */
function gfm(md: string): string {
  return execFileSync("cmark-gfm", ["--unsafe", "-e", "table", "-e", "autolink", "-e", "strikethrough", "-e", "tagfilter"], { input: md, encoding: "utf8" });
}

/** The rows of every table: per row its cells' inner HTML. */
function tables(html: string): string[][][] {
  return [...html.matchAll(/<table>([\s\S]*?)<\/table>/g)].map((t) =>
    [...t[1]!.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((r) => [...r[1]!.matchAll(/<t[hd](?: [^>]*)?>([\s\S]*?)<\/t[hd]>/g)].map((c) => c[1]!)),
  );
}

/** Text as a reader sees it: tags dropped, references decoded, the invisible joiner removed. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&amp;/g, "&")
    .replace(/\u200d/g, "");
}

const quarantine = (entries: unknown[]) => parseQuarantine(JSON.stringify({ entries }), "base/.arh/quarantine.json");

describe("scenario table (cmark-gfm)", () => {
  it("renders as tables, eight cells per row, regressions first, the hostile id as text", () => {
    const md = renderScenarioTableMarkdown(mixed().result);
    const html = gfm(md);
    const [problems, passing] = tables(html);
    expect(problems![0]).toEqual(["Scenario", "Status", "Runs", "Pass rate [95% CI]", "pass^k", "Baseline", "p (adjusted)", "Notes"]);
    for (const row of [...problems!, ...passing!]) expect(row).toHaveLength(8);
    const ids = problems!.slice(1).map((r) => text(r[0]!));
    // regressions first (the hostile one regressed more strongly), then insufficient data, then flaky
    expect(ids).toEqual([HOSTILE.replace(/\s+/g, " "), "refund", "tiny", "lookup"]);
    expect(problems!.slice(1).map((r) => r[1])).toEqual(["❌ regressed", "❌ regressed", "⚠️ insufficient-data", "⚠️ flaky"]);
    expect(passing!.slice(1).map((r) => text(r[0]!))).toEqual(["search", "greet"]);
    // the hostile id forms no element, link, image, code or emphasis; GitHub would link no mention or reference
    const cell = problems![1]![0]!;
    expect(cell).not.toMatch(/<(?!\/?(?:td)\b)[a-z!]/i);
    expect(html).not.toMatch(/<img|<a |<code>c|<strong>b|<li>item/);
    expect(md).not.toMatch(/@octocat|(?<!&)#12|GH-7/);
    // the single-run scenario is counted, not listed
    expect(html).not.toContain("single</td>");
    expect(text(html)).toContain("1 with one run per side (compared trace by trace)");
  });

  it("shows pass rate with its Wilson interval, pass^1 and pass^n, the baseline and adjusted p", () => {
    const [problems] = tables(gfm(renderScenarioTableMarkdown(mixed().result)));
    const refund = problems!.find((r) => r[0] === "refund")!;
    expect(refund.slice(2, 7)).toEqual(["10", "4/10 (40%) [16.8%–68.7%]", "^1 0.40 · ^10 0.00", "10/10 (100%) [72.2%–100%]", "0.00542 (adj. 0.0163)"]);
    const tiny = problems!.find((r) => r[0] === "tiny")!;
    expect(tiny[7]).toBe("needs 5 candidate runs or 4 runs per side");
  });

  it("quarantined rows show owner, reason and expiry; expired entries are loud; unused ones listed", () => {
    const q = quarantine([
      { scenario: "refund", owner: "@payments-team", reason: "sandbox | flaps <b>", expires: "2026-12-31" },
      { scenario: "lookup", owner: "@org/search", reason: "known #42", expires: "2026-01-01" },
      { scenario: "gone", owner: "@x", reason: "old", expires: "2027-01-01" },
    ]);
    const { result } = mixed({ quarantine: q, today: "2026-06-01" });
    const md = renderScenarioTableMarkdown(result);
    const html = gfm(md);
    const [problems] = tables(html);
    const refund = problems!.find((r) => r[0] === "refund")!;
    expect(refund[1]).toBe("🧊 regressed");
    expect(text(refund[7]!)).toContain("quarantined by @payments-team until 2026-12-31: sandbox | flaps <b> (entries[0])");
    for (const row of problems!) expect(row).toHaveLength(8);
    // expired: a caution block under the verdict line, before any table
    const caution = html.indexOf("expired quarantine entry fails the gate");
    expect(caution).toBeGreaterThan(0);
    expect(caution).toBeLessThan(html.indexOf("<table>"));
    expect(text(html)).toContain("entries[1] for scenario lookup, owner @org/search, expired on 2026-01-01: known #42");
    expect(md).not.toMatch(/@org\/search|@payments|(?<!&)#42/);
    expect(text(html)).toContain("Quarantine entries that match nothing (1)");
    expect(html).not.toContain("<b>");
  });

  it("too-few-runs and no candidate runs say so", () => {
    const few = gated(runs("b", "r", 5, 5), runs("c", "r", 2, 2), { minRuns: 3 });
    const [t] = tables(gfm(renderScenarioTableMarkdown(few.result)));
    expect(t![1]![1]).toBe("❌ too-few-runs");
    expect(t![1]![7]).toContain("2 runs, min-runs 3");
    const none = gfm(renderScenarioTableMarkdown(gated(runs("b", "r", 5, 5), []).result));
    expect(text(none)).toContain("No candidate runs: nothing was checked, so the gate fails.");
  });

  it("caps rows with a count of the rest, and fits a budget by dropping whole blocks", () => {
    const many = gated(
      Array.from({ length: 80 }, (_, i) => runs("b", `s${String(i).padStart(2, "0")}`, 10, 10)).flat(),
      Array.from({ length: 80 }, (_, i) => runs("c", `s${String(i).padStart(2, "0")}`, 10, i < 70 ? 2 : 10)).flat(),
    );
    const html = gfm(renderScenarioTableMarkdown(many.result, { maxRows: 25 }));
    const [problems, passing] = tables(html);
    expect(problems!.length - 1).toBe(25);
    expect(text(html)).toContain("… and 45 more scenarios (see the JSON report).");
    expect(passing!.length - 1).toBe(10);
    // room for the problems block and the note, not for the passing scenarios
    const budget = scenarioMarkdownBlocks(many.result, { maxRows: 25 })[0]!.text.length + 300;
    const small = renderScenarioTableMarkdown(many.result, { maxRows: 25, budget });
    expect(small.length).toBeLessThanOrEqual(budget);
    expect(small).toContain("_Shortened to stay under GitHub's size limit: 1 more section is in the JSON report._");
    expect(tables(gfm(small))).toHaveLength(1);
  });

  it("goes into the report Markdown as extra blocks, and is deterministic", () => {
    const g = mixed();
    const a = renderMarkdown(g.candidate, { extraBlocks: scenarioMarkdownBlocks(g.result, { required: true }) });
    expect(a).toBe(renderMarkdown(mixed().candidate, { extraBlocks: scenarioMarkdownBlocks(mixed().result, { required: true }) }));
    expect(a).toContain("### Scenarios (repeated runs)");
    expect(tables(gfm(a)).length).toBeGreaterThanOrEqual(3);
  });

  it("as GitHub shows it (cmark-gfm, then its sanitiser): no link, image, heading or live mention from untrusted text", () => {
    const q = quarantine([{ scenario: HOSTILE, owner: "@org/team", reason: "see #99 [x](https://e.example)", expires: "2026-01-01" }]);
    for (const g of [mixed(), mixed({ quarantine: q, today: "2026-06-01" })]) {
      const blocks = scenarioMarkdownBlocks(g.result, { required: true });
      const docs = [
        renderScenarioTableMarkdown(g.result),
        renderCompareMarkdown(compareReports(g.baseline, g.candidate, { failOn: "regressions" }), { extraBlocks: blocks }),
      ];
      for (const md of docs) {
        const html = githubHtml(md);
        expect(liveReferences(html)).toEqual([]);
        // no link or image at all (the documents have no link base); headings are the renderers' own (h3, h4)
        expect(elements(html).filter((e) => ["a", "img", "h1", "h2", "h5", "h6"].includes(e.tag))).toEqual([]);
        expect(tables(html).length).toBeGreaterThanOrEqual(1);
      }
    }
  });
});
