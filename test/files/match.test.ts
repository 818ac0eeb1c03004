// The trace matcher (src/files/match.ts) on names that hold line breaks, and what a pattern that
// meets nothing says, through the CLI as a user runs it.
import { afterAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { matchTraceFiles, unmatchedProblem } from "../../src/files/match.js";
import { runValidateCommand } from "../../src/commands/validate.js";
import { capture } from "../capture.js";

const dir = mkdtempSync(join(tmpdir(), "arh-match-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("names with line breaks", () => {
  it("`!traces/**` and `!*x*` exclude them; globs include them", () => {
    const ws = join(dir, "nl");
    mkdirSync(join(ws, "traces", "sub\nx"), { recursive: true });
    mkdirSync(join(ws, "keep"), { recursive: true });
    for (const f of ["traces/a\nb.json", "traces/c\rd.json", "traces/sub\nx/e.json", "keep/f\ng.json", "keep/plain.json"]) writeFileSync(join(ws, f), "{}");
    const r = matchTraceFiles(["traces", "keep", "!traces/**"], { cwd: ws });
    expect(r.files.map((f) => f.slice(ws.length + 1))).toEqual(["keep/f\ng.json", "keep/plain.json"]);
    expect(matchTraceFiles(["keep", "!keep/*\n*"], { cwd: ws }).files.map((f) => f.slice(ws.length + 1))).toEqual(["keep/plain.json"]);
    expect(matchTraceFiles(["traces/**/*.json"], { cwd: ws }).files).toHaveLength(3);
  });
});

describe("a pattern that meets nothing", () => {
  it("an empty directory says so, a missing path and a glob as before", async () => {
    mkdirSync(join(dir, "empty", "sub"), { recursive: true });
    writeFileSync(join(dir, "empty", "notes.txt"), "x");
    expect(unmatchedProblem("empty", dir)).toBe("no *.json or *.jsonl files in directory 'empty'");
    expect(unmatchedProblem("missing", dir)).toBe("no such file or directory: missing");
    expect(unmatchedProblem("t/*.json", dir)).toBe("no files match 't/*.json'");
    const r = await capture(() => runValidateCommand(["--policy", "samples/policies/refund-policy.json", join(dir, "empty")]));
    expect(r.code).toBe(2);
    expect(r.err).toBe(`arh validate: no *.json or *.jsonl files in directory '${join(dir, "empty")}'\n`);
  });
});
