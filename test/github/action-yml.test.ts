// action.yml, the workflows and the workflow snippets in README.md and docs/: validated with
// GitHub's own parsers (@actions/languageservice, @actions/workflow-parser; they know node24);
// the actions they use run on node24; inputs/outputs consistent with the code and documented in
// docs/action.md.
import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { REPO, actionDefaults } from "./harness.js";
import { parseInputs } from "../../src/github/inputs.js";

const actionYml = readFileSync(join(REPO, "action.yml"), "utf8");
const WORKFLOWS = join(REPO, ".github", "workflows");

interface Doc {
  /** Where the text comes from (file, or file + snippet number). */
  name: string;
  /** The URI the parsers see: action.yml, or a path under .github/workflows/. */
  uri: string;
  text: string;
}

/** Every ```yaml block of README.md and docs/*.md that is a workflow (top-level `on:` and `jobs:`). */
function workflowSnippets(): Doc[] {
  const files = ["README.md", ...readdirSync(join(REPO, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`)];
  const out: Doc[] = [];
  for (const f of files) {
    const text = readFileSync(join(REPO, f), "utf8");
    let n = 0;
    for (const m of text.matchAll(/^```ya?ml\n([\s\S]*?)^```/gm)) {
      n++;
      const body = m[1]!;
      if (/^on:/m.test(body) && /^jobs:/m.test(body)) out.push({ name: `${f} snippet ${n}`, uri: `file:///snippets/${f.replace(/[/.]/g, "-")}-${n}/.github/workflows/snippet.yml`, text: body });
    }
  }
  return out;
}

const workflowDocs: Doc[] = readdirSync(WORKFLOWS)
  .filter((f) => /\.ya?ml$/.test(f))
  .map((f) => ({ name: `.github/workflows/${f}`, uri: `file://${join(REPO, ".github", "workflows", f)}`, text: readFileSync(join(WORKFLOWS, f), "utf8") }));
const snippetDocs = workflowSnippets();

/** Diagnostics per document from GitHub's parsers (test/github/github-parsers.mjs, run with tsx). */
function diagnose(docs: Doc[]): Map<string, string[]> {
  const stdout = execFileSync(process.execPath, [join(REPO, "node_modules", "tsx", "dist", "cli.mjs"), join(REPO, "test", "github", "github-parsers.mjs")], {
    input: JSON.stringify(docs.map((d) => ({ uri: d.uri, text: d.text }))),
    cwd: REPO,
    maxBuffer: 16 * 1024 * 1024,
  });
  const res = JSON.parse(stdout.toString("utf8")) as { uri: string; diagnostics: { line: number; message: string }[] }[];
  return new Map(docs.map((d) => [d.name, res.find((r) => r.uri === d.uri)!.diagnostics.map((x) => `line ${x.line}: ${x.message}`)]));
}

/**
 * The first major version of each action that runs on node24 (checked in each action's action.yml
 * at that tag). A `uses:` of an action missing here fails the test: look it up and add it.
 */
const NODE24_SINCE: Record<string, number> = {
  "actions/checkout": 5,
  "actions/setup-node": 5,
  "actions/upload-artifact": 6,
};

function section(name: string): string[] {
  const body = actionYml.split(new RegExp(`^${name}:`, "m"))[1]!.split(/^\S/m)[0]!;
  return [...body.matchAll(/^ {2}([a-z0-9-]+):\s*$/gm)].map((m) => m[1]!);
}

describe("action.yml", () => {
  it("runs the bundle on node24", () => {
    expect(actionYml).toMatch(/^runs:\n {2}using: "node24"\n {2}main: "dist\/index.js"$/m);
    expect(actionYml).toMatch(/^branding:/m);
  });

  it("GitHub's parsers report nothing, on the real file and on the file name they key on", () => {
    const diags = diagnose([{ name: "action.yml", uri: `file://${join(REPO, "action.yml")}`, text: actionYml }]);
    expect(diags.get("action.yml")).toEqual([]);
  });

  it("GitHub's parsers do catch a broken action.yml and a broken workflow (the check is live)", () => {
    const diags = diagnose([
      { name: "no-main", uri: "file:///broken-1/action.yml", text: actionYml.replace('main: "dist/index.js"', 'mian: "dist/index.js"') },
      { name: "bad-key", uri: "file:///broken-2/.github/workflows/x.yml", text: "on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    stepz: []\n" },
    ]);
    expect(diags.get("no-main")!.join("\n")).toMatch(/'main' is required/);
    expect(diags.get("bad-key")!.join("\n")).toMatch(/workflow-parser: .*Unexpected value 'stepz'/);
  });

  it("declares exactly the inputs the code reads", () => {
    const read = new Set<string>();
    const defaults = actionDefaults();
    parseInputs((n) => {
      read.add(n);
      return n === "traces" ? "t" : n === "policy" ? "p" : (defaults[n] ?? "");
    });
    expect(section("inputs").sort()).toEqual([...read].sort());
  });

  it("declares the documented outputs", () => {
    expect(section("outputs").sort()).toEqual(
      ["passed", "gate-reasons", "traces", "passed-traces", "failed-traces", "new-error-findings", "json-report", "sarif-report", "junit-report", "markdown-report", "compare-report", "sarif-id", "check-run-id", "baseline-source", "partial-report"].sort(),
    );
  });

  it("is documented input by input and output by output in docs/action.md", () => {
    const doc = readFileSync(join(REPO, "docs", "action.md"), "utf8");
    for (const n of [...section("inputs"), ...section("outputs")]) expect(doc, n).toContain(`\`${n}\``);
    const defaults = actionDefaults();
    for (const [n, d] of Object.entries(defaults)) if (d) expect(doc, `${n} default`).toContain(`\`${d}\``);
  });
});

describe(".github/workflows and the workflow snippets in README.md and docs/", () => {
  it("there are workflows and snippets to check", () => {
    expect(workflowDocs.length).toBeGreaterThanOrEqual(2);
    expect(snippetDocs.map((d) => d.name)).toEqual(expect.arrayContaining(["README.md snippet 1", "docs/action.md snippet 1"]));
  });

  it("GitHub's parsers report 0 diagnostics on each", () => {
    const diags = diagnose([...workflowDocs, ...snippetDocs]);
    for (const [name, list] of diags) expect(list, name).toEqual([]);
  });

  it.each([...workflowDocs, ...snippetDocs].map((d) => [d.name, d] as const))("%s uses actions that run on node24", (_name, d) => {
    for (const m of d.text.matchAll(/^\s*(?:-\s+)?uses:\s*([^\s#]+)/gm)) {
      const ref = m[1]!;
      if (ref === "./" || ref.startsWith("arh-action/arh-action@")) continue;
      // owner/name, an optional path inside it (github/codeql-action/upload-sarif), a major tag.
      const at = /^([^/@]+\/[^/@]+)(?:\/[^@]+)?@v(\d+)$/.exec(ref);
      expect(at, `${ref}: pin a major version tag (owner/name@vN)`).not.toBeNull();
      const since = NODE24_SINCE[at![1]!];
      expect(since, `${ref}: not in NODE24_SINCE; check which major runs on node24`).toBeDefined();
      expect(Number(at![2]), `${ref} runs on node20; node24 since v${since}`).toBeGreaterThanOrEqual(since!);
    }
  });

  it("the gate asks for minimal permissions", () => {
    const text = readFileSync(join(WORKFLOWS, "agent-gate.yml"), "utf8");
    expect(text).toMatch(/^permissions: \{\}$/m);
    expect(text).toMatch(/actions: read/);
    expect(text).not.toMatch(/contents: write|actions: write/);
  });
});
