// The candidate's label in the Markdown trace diff (`Candidate · PR #7 · fail`, the action's label):
// rendered with cmark-gfm and GitHub's sanitiser, it reads and copies as "PR #7" (no zero-width
// joiner), and GitHub's reference filter finds no live `#7` (it skips code); untrusted text keeps
// escapeMarkdown's protection.
import { beforeAll, describe, expect, it } from "vitest";
import { buildTraceDiffs, renderTraceDiffTable, type AbtDocument } from "../../src/tracediff/index.js";
import { railLabelText } from "../../src/tracediff/table.js";
import { githubHtml, liveReferences, textNodes } from "../report/github-render.js";

/** References GitHub's filters would link: as liveReferences, but not inside code (the filters skip code, pre and links). */
function linkedOutsideCode(html: string): string[] {
  return textNodes(html)
    .filter((n) => !["code", "pre", "a"].includes(n.tag))
    .flatMap((n) => liveReferences(n.text));
}
import { sampleRun } from "./helpers.js";

let doc: AbtDocument;
beforeAll(async () => {
  doc = buildTraceDiffs({ ...(await sampleRun()), baselineLabel: "main", candidateLabel: "PR #7" })[0]!;
});

describe("the candidate label PR #7", () => {
  it("is a code span in the header cell: the text is 'PR #7', without a joiner, and no reference is live", () => {
    const table = renderTraceDiffTable(doc);
    expect(table).toContain("Candidate · PR <code>#7</code> · ");
    expect(table).not.toContain("PR #\u200d7");
    const html = githubHtml(table);
    const heads = textNodes(html).filter((n) => n.tag === "th" || n.tag === "code").map((n) => n.text).join(" ");
    expect(heads).toContain("#7");
    expect(html).not.toContain("\u200d7");
    expect(html).toMatch(/Candidate · PR <code>#7<\/code> · (pass|fail)/);
    expect(linkedOutsideCode(html)).toEqual([]);
    expect(liveReferences(html)).toEqual([]); // the code span's text is not linked
  });

  it("other text: every word GitHub could link is a code element, with no invisible character", () => {
    expect(railLabelText("@octocat PR #12 and #3x and ##4")).toBe("<code>@octocat</code> PR <code>#12</code> and <code>#3x</code> and <code>##4</code>");
    expect(railLabelText("<b>#5</b>")).toBe("<code>&lt;b&gt;#5&lt;/b&gt;</code>");
    const html = githubHtml(`<table><tr><th>${railLabelText("@octocat PR #12 and #3x")}</th></tr></table>`);
    expect(linkedOutsideCode(html)).toEqual([]);
  });
});
