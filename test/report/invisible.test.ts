// No invisible character in anything a reader copies: every golden output, and the Markdown the
// reports render (validate, compare, trace-diff tables) for the golden cases' inputs and for step
// ids GitHub would otherwise link (`issue_refund#2`, `@bot`). Copying or searching such text fails.
import { describe, expect, test } from "vitest";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { CASES, root } from "../golden/cases.mjs";
import { loadPolicy } from "../../src/policy/parse.js";
import { expandInputs, runValidation } from "../../src/engine/pipeline.js";
import { renderMarkdown } from "../../src/report/markdown.js";
import { renderCompareConsole, renderCompareMarkdown } from "../../src/report/compare.js";
import { buildTraceDiffMap, renderTraceDiffTable } from "../../src/tracediff/index.js";
import { compareReports } from "../../src/compare/index.js";
import type { Report } from "../../src/types.js";

/** Zero-width and joiner characters, the soft hyphen, bidirectional controls, the BOM. */
const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

function where(text: string): string {
  const m = INVISIBLE.exec(text);
  return m ? `U+${m[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")} in …${text.slice(Math.max(0, m.index - 40), m.index + 10)}…` : "";
}

async function validate(args: readonly string[]): Promise<Report> {
  const p = args.indexOf("--policy");
  const inputs = args.filter((a, i) => !a.startsWith("--") && i !== p + 1);
  return runValidation(await expandInputs(inputs, root), loadPolicy(join(root, args[p + 1]!)), { format: "auto", failUnder: 70, cwd: root });
}

describe("no invisible characters", () => {
  test("in every golden output (test/golden/**)", () => {
    for (const f of files(join(root, "test/golden"))) expect(where(readFileSync(f, "utf8")), f).toBe("");
  });

  test.each(Object.entries(CASES).filter(([, a]) => !a.some((x) => x.startsWith("GEN"))))("in the Markdown of the golden case %s", async (_name, args) => {
    const md = renderMarkdown(await validate(args));
    expect(where(md)).toBe("");
  });

  test("in the comparison's Markdown, console and trace-diff tables, with step ids GitHub would link", async () => {
    const baseline = await validate(["--policy", "samples/regressions/policy.json", "samples/regressions/baseline"]);
    const candidate = await validate(["--policy", "samples/regressions/policy.json", "samples/regressions/candidate"]);
    // step ids as the OTLP and chat adapters name them, and a mention in a message
    const rename = (r: Report): Report => ({
      ...r,
      reports: r.reports.map((e) => ({
        ...e,
        steps: e.steps?.map((d) => ({ ...d, step_id: `${d.tool_name ?? "respond"}#${d.step_id.slice(1)}` })),
        findings: e.findings.map((f) => ({ ...f, step_id: f.step_id && `x#${f.step_id.slice(1)}`, message: `${f.message} (cc @bot, GH-12)` })),
      })),
    });
    const compare = compareReports(rename(baseline), rename(candidate), { failOn: "regressions" });
    const diffs = buildTraceDiffMap({ compare, baseline: rename(baseline), candidate: rename(candidate), policy: loadPolicy(join(root, "samples/regressions/policy.json")) });
    const md = renderCompareMarkdown(compare, { diffs, notes: ["see step issue_refund#4"], extraReasons: ["@bot said #3"] });
    expect(md).toContain("<code>x#4</code>");
    expect(where(md)).toBe("");
    expect(where(renderCompareConsole(compare))).toBe("");
    for (const d of diffs.values()) expect(where(renderTraceDiffTable(d))).toBe("");
  });
});
