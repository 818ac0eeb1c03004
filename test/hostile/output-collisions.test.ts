// Two outputs on one path: refused before any work (exit 2, one line naming both flags and the
// path, nothing written, no trace read), in every spelling of the path (`./r`, `r`, `a/../r`, a
// link to its folder); a folder output (a bundle folder, the trace-diff folder) with a file written
// where it would be replaced or overwritten likewise. Different paths are written as ever.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { runValidateCommand } from "../../src/commands/validate.js";
import { runCompareCommand } from "../../src/commands/compare.js";
import { runMergeCommand } from "../../src/commands/merge.js";
import { refuseCollisions } from "../../src/commands/outputs.js";
import { outputPaths } from "../../src/github/phases/env.js";
import { capture, type Run } from "../capture.js";

const POLICY = "samples/regressions/policy.json";
const BASE = "samples/regressions/baseline";
const CAND = "samples/regressions/candidate";
let dir: string;
let n = 0;
/** A fresh empty folder for one case. */
const box = (): string => {
  const d = join(dir, `case-${n++}`);
  mkdirSync(d);
  return d;
};
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "arh-collide-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const validate = (...a: string[]): Promise<Run> => capture(() => runValidateCommand(a));
const compare = (...a: string[]): Promise<Run> => capture(() => runCompareCommand(a));
const merge = (...a: string[]): Promise<Run> => capture(() => runMergeCommand(a));

/** One line on stderr naming both flags and the path, exit 2, nothing on stdout. */
function refused(r: Run, cmd: string, a: string, b: string, what: RegExp): void {
  expect(r.code, r.err).toBe(2);
  expect(r.out).toBe("");
  const lines = r.err.trimEnd().split("\n");
  expect(lines, r.err).toHaveLength(1);
  expect(lines[0]).toMatch(new RegExp(`^arh ${cmd}: `));
  expect(lines[0]).toContain(`--${a} `);
  expect(lines[0]).toContain(`--${b} `);
  expect(lines[0]).toMatch(what);
  expect(r.err).not.toMatch(/internal error|\n\s+at /);
}

const SAME = /are the same path \(\/\S+\): one output would overwrite the other; give each its own path$/;

describe("arh validate", () => {
  it("--json-out r --md-out r: refused, neither written (was: only the Markdown kept)", async () => {
    const d = box();
    const r = await validate("--policy", POLICY, "--json-out", join(d, "r"), "--md-out", join(d, "r"), "--quiet", BASE);
    refused(r, "validate", "json-out", "md-out", SAME);
    expect(r.err).toContain(join(d, "r"));
    expect(readdirSync(d)).toEqual([]);
  });
  it("./r and r, a/../r, and a path through a link to the folder are the same path", async () => {
    const d = box();
    mkdirSync(join(d, "a"));
    symlinkSync(d, join(d, "link"));
    const rel = relative(process.cwd(), join(d, "r"));
    expect(rel.startsWith("/")).toBe(false);
    const spellings: [string, string][] = [
      [`./${rel}`, rel],
      [join(d, "a", "..", "r"), join(d, "r")],
      [join(d, "link", "r"), join(d, "r")],
    ];
    for (const [x, y] of spellings) refused(await validate("--policy", POLICY, "--junit-out", x, "--sarif-out", y, "--quiet", BASE), "validate", "junit-out", "sarif-out", SAME);
    expect(readdirSync(d).sort()).toEqual(["a", "link"]);
  });
  it("every pair of its file outputs", async () => {
    const flags = ["json-out", "md-out", "junit-out", "sarif-out"];
    for (let i = 0; i < flags.length; i++) {
      for (let j = i + 1; j < flags.length; j++) {
        const d = box();
        const r = await validate("--policy", POLICY, `--${flags[i]}`, join(d, "out"), `--${flags[j]}`, join(d, "out"), "--quiet", BASE);
        refused(r, "validate", flags[i]!, flags[j]!, SAME);
        expect(readdirSync(d)).toEqual([]);
      }
    }
    const d = box();
    refused(await validate("--policy", POLICY, "--shard", "1/2", "--partial-out", join(d, "p.json"), "--json-out", join(d, "p.json"), "--quiet", BASE), "validate", "json-out", "partial-out", SAME);
    expect(readdirSync(d)).toEqual([]);
  });
  it("--bundle-out: a zip on another output's path, or a file inside the bundle folder (replaced whole)", async () => {
    const d = box();
    refused(await validate("--policy", POLICY, "--sarif-out", join(d, "b.zip"), "--bundle-out", join(d, "b.zip"), "--quiet", BASE), "validate", "sarif-out", "bundle-out", SAME);
    for (const inside of ["report.json", "notes.md", "traces/x.json"]) {
      const r = await validate("--policy", POLICY, "--json-out", join(d, "b", inside), "--bundle-out", join(d, "b"), "--quiet", BASE);
      refused(r, "validate", "json-out", "bundle-out", /is inside --bundle-out \S+, a folder the bundle replaces whole: write it elsewhere$/);
    }
    refused(await validate("--policy", POLICY, "--bundle-out", join(d, "b"), "--md-out", join(d, "b"), "--quiet", BASE), "validate", "md-out", "bundle-out", SAME);
    expect(readdirSync(d)).toEqual([]);
  });
  it("an output below another written as a file", async () => {
    const d = box();
    refused(await validate("--policy", POLICY, "--json-out", join(d, "a"), "--md-out", join(d, "a", "b.md"), "--quiet", BASE), "validate", "json-out", "md-out", /--md-out \S+ is inside --json-out \S+, which is written as a file: write it elsewhere$/);
    refused(await validate("--policy", POLICY, "--sarif-out", join(d, "a"), "--bundle-out", join(d, "a", "b"), "--quiet", BASE), "validate", "sarif-out", "bundle-out", /--bundle-out \S+ is inside --sarif-out \S+, which is written as a file/);
    refused(await compare("--baseline", "samples/regressions/baseline-report.json", "--policy", POLICY, "--json-out", join(d, "a"), "--diff-out", join(d, "a", "diffs"), CAND), "compare", "json-out", "diff-out", /--diff-out \S+ is inside --json-out \S+, which is written as a file/);
    expect(readdirSync(d)).toEqual([]);
  });
  it("different paths are all written", async () => {
    const d = box();
    const r = await validate("--policy", POLICY, "--json-out", join(d, "r.json"), "--md-out", join(d, "r.md"), "--junit-out", join(d, "r.xml"), "--sarif-out", join(d, "r.sarif"), "--bundle-out", join(d, "b"), "--quiet", BASE);
    expect(r.code, r.err).toBe(0);
    expect(readdirSync(d).sort()).toEqual(["b", "r.json", "r.md", "r.sarif", "r.xml"]);
  });
});

describe("arh compare", () => {
  it("--json-out x --candidate-json-out x: refused, the next baseline at x left as it was", async () => {
    const d = box();
    writeFileSync(join(d, "x"), "the previous baseline");
    const r = await compare("--baseline", "samples/regressions/baseline-report.json", "--policy", POLICY, "--json-out", join(d, "x"), "--candidate-json-out", `${d}/./x`, CAND);
    refused(r, "compare", "json-out", "candidate-json-out", SAME);
    expect(readFileSync(join(d, "x"), "utf8")).toBe("the previous baseline");
    expect(readdirSync(d)).toEqual(["x"]);
  });
  it("--md-out and --json-out on one path; --diff-out on a file output's path; a JSON file or index.html inside --diff-out", async () => {
    const d = box();
    const base = ["--baseline", "samples/regressions/baseline-report.json", "--policy", POLICY];
    refused(await compare(...base, "--md-out", join(d, "c"), "--json-out", join(d, "c"), CAND), "compare", "json-out", "md-out", SAME);
    refused(await compare(...base, "--md-out", join(d, "c"), "--diff-out", join(d, "c"), CAND), "compare", "md-out", "diff-out", SAME);
    for (const name of ["compare.json", "index.html", "INDEX.HTML"]) {
      const r = await compare(...base, "--json-out", join(d, "diffs", name), "--diff-out", join(d, "diffs"), CAND);
      refused(r, "compare", "json-out", "diff-out", /is inside --diff-out \S+, where the trace diffs are written as index\.html and <trace id>\.json: write it elsewhere$/);
    }
    expect(readdirSync(d)).toEqual([]);
    // beside the diffs, or a Markdown file in their folder: written as ever
    const r = await compare(...base, "--json-out", join(d, "compare.json"), "--md-out", join(d, "diffs", "compare.md"), "--diff-out", join(d, "diffs"), "--quiet", CAND);
    expect(r.code, r.err).toBe(1);
    expect(existsSync(join(d, "compare.json"))).toBe(true);
    expect(readdirSync(join(d, "diffs"))).toContain("compare.md");
  });
});

describe("arh merge", () => {
  it("--json-out m --junit-out ./m: refused before any partial is read", async () => {
    const d = box();
    const r = await merge("--expect", "2", "--json-out", join(d, "m"), "--junit-out", `${d}/./m`, join(d, "no-such-partial.json"));
    refused(r, "merge", "json-out", "junit-out", SAME);
    expect(readdirSync(d)).toEqual([]);
  });
});

describe("the action's output-dir", () => {
  it("its files are fixed names that cannot collide (the same check as the CLI's finds none)", () => {
    const paths = outputPaths(join(dir, "arh-reports"));
    expect(new Set(Object.values(paths)).size).toBe(Object.keys(paths).length);
    expect(() => refuseCollisions(Object.entries(paths).map(([flag, path]) => ({ flag, path, kind: flag === "diffs" ? "diffs" : "file" })))).not.toThrow();
  });
});
