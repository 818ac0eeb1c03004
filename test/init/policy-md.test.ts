// arh-policy.md, which users commit, read two ways: as raw text in a diff (fields, values and the
// default regexes verbatim, no character references) and as GitHub renders it (cmark-gfm and
// GitHub's sanitiser): the same regexes in <code>, three cells per row, nothing live from a trace.
import { afterAll, describe, expect, it } from "vitest";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runInitCommand } from "../../src/commands/init.js";
import { DEFAULT_UNSAFE_PATTERNS } from "../../src/init/patterns.js";
import { escapeMarkdownCode } from "../../src/util/escape.js";
import { elements, githubHtml, liveReferences, textNodes } from "../report/github-render.js";

const root = join(import.meta.dirname, "..", "..");
const temps: string[] = [];
afterAll(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});
function temp(): string {
  const d = mkdtempSync(join(tmpdir(), "arh-policy-md-"));
  temps.push(d);
  return d;
}
const initIn = async (files: Record<string, string>): Promise<string> => {
  const d = temp();
  mkdirSync(join(d, "traces"));
  for (const [k, v] of Object.entries(files)) writeFileSync(join(d, "traces", k), v);
  await runInitCommand([], { cwd: d, stdout: () => {}, stderr: () => {} });
  return readFileSync(join(d, "arh-policy.md"), "utf8");
};
/** The text of each <code> element (the sanitiser's text nodes of one element joined). */
const codes = (html: string): string[] =>
  [...html.matchAll(/<code>([\s\S]*?)<\/code>/g)].map((m) => textNodes(`<p>${m[1]!}</p>`).map((t) => t.text).join(""));

describe("arh-policy.md", () => {
  it("raw: the default patterns verbatim and no character references in the rules table; rendered: the same text in <code>", async () => {
    const d = temp();
    cpSync(join(root, "samples/regressions/baseline"), join(d, "traces"), { recursive: true });
    await runInitCommand([], { cwd: d, stdout: () => {}, stderr: () => {} });
    const md = readFileSync(join(d, "arh-policy.md"), "utf8");
    const table = md.slice(md.indexOf("| field |"), md.indexOf("\n\n", md.indexOf("| field |")));
    expect(table).not.toMatch(/&#\d+;|&[a-z]+;/);
    expect(md).toContain("| `\\bsk-[A-Za-z0-9_-]{20,}` |");
    const html = githubHtml(md);
    const shown = codes(html);
    for (const p of DEFAULT_UNSAFE_PATTERNS) expect(shown).toContain(p.pattern);
    expect(shown).toContain("budgets.max_step_latency_ms");
    const rows = html.match(/<tr>/g)!.length;
    expect(html.match(/<t[dh]>/g)!.length).toBe(rows * 3);
  });
  it("hostile tool names and values stay in their code span and cell; no mention, link or HTML renders", async () => {
    const evil = "x`` |y| @octocat #1 <img src=x> [l](https://e.example) `";
    const steps = [0, 1, 2].map((i) => ({ step_id: `s${i}`, type: "tool_call", tool_name: evil, arguments: { mode: evil } }));
    const md = await initIn({ "t.json": JSON.stringify({ trace_id: "t", agent_name: "a", workflow: "w", steps }) });
    const html = githubHtml(md);
    expect(elements(html).filter((e) => e.tag === "img" || e.tag === "a")).toEqual([]);
    expect(liveReferences(html.replace(/<code>[\s\S]*?<\/code>/g, ""))).toEqual([]);
    expect(codes(html)).toContain(`allowed_tools.${evil}`);
    const rows = html.match(/<tr>/g)!.length;
    expect(html.match(/<t[dh]>/g)!.length).toBe(rows * 3);
  });
  it("escapeMarkdownCode: fence longer than any backtick run, padding, pipes, whitespace", () => {
    expect(escapeMarkdownCode("a|b")).toBe("`a\\|b`");
    expect(escapeMarkdownCode("a`b")).toBe("``a`b``");
    expect(escapeMarkdownCode("`x`")).toBe("`` `x` ``");
    expect(escapeMarkdownCode("a\n\nb\tc")).toBe("`a b c`");
    expect(escapeMarkdownCode("")).toBe("");
    for (const s of ["a`b", "`x`", "|", " a ", "a\\|b", "``"]) {
      const html = githubHtml(`| h |\n|---|\n| ${escapeMarkdownCode(s)} |\n`);
      expect(codes(html)).toEqual([s]);
    }
  });
});
