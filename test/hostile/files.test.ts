// Files never vanish: every path a pattern or directory walk meets is validated or listed in the
// report's `skipped` with the reason; the CLI and the action match the same files.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { matchTraceFiles, splitTracePatterns } from "../../src/files/match.js";
import { resolveTraceFiles } from "../../src/github/traces.js";
import { expandInputsWithSkipped, runValidation } from "../../src/engine/pipeline.js";
import { parsePolicy } from "../../src/policy/parse.js";
import { renderConsole } from "../../src/report/console.js";
import { renderJson } from "../../src/report/json.js";

const TRACE = JSON.stringify({ trace_id: "t", agent_name: "a", workflow: "w", steps: [] });
let ws: string;
const rel = (files: string[]) => files.map((f) => f.slice(ws.length + 1));

beforeAll(() => {
  ws = mkdtempSync(join(tmpdir(), "arh-hostile-files-"));
  chmodSync(ws, 0o755);
  const t = join(ws, "traces");
  mkdirSync(join(t, "sub"), { recursive: true });
  writeFileSync(join(t, "a.json"), TRACE);
  writeFileSync(join(t, "UPPER.JSON"), TRACE);
  writeFileSync(join(t, "lines.jsonl"), TRACE);
  writeFileSync(join(t, "notes.txt"), "x");
  writeFileSync(join(t, "sub", "b.json"), TRACE);
  writeFileSync(join(t, "with space.json"), TRACE);
  symlinkSync("a.json", join(t, "linked.json"));
  symlinkSync("nowhere.json", join(t, "dangling.json"));
  symlinkSync("self.json", join(t, "self.json"));
  symlinkSync("loop2.json", join(t, "loop1.json"));
  symlinkSync("loop1.json", join(t, "loop2.json"));
  symlinkSync("sub", join(t, "subdir-link"));
  execFileSync("mkfifo", [join(t, "pipe.json")]);
  mkdirSync(join(ws, "outside"));
  writeFileSync(join(ws, "outside", "o.json"), TRACE);
});
afterAll(() => rmSync(ws, { recursive: true, force: true }));

const EXPECTED_FILES = ["traces/UPPER.JSON", "traces/a.json", "traces/lines.jsonl", "traces/linked.json", "traces/pipe.json", "traces/sub/b.json", "traces/with space.json"];
const EXPECTED_SKIPPED = [
  { path: "traces/dangling.json", reason: "dangling symbolic link" },
  { path: "traces/loop1.json", reason: "symbolic link loop" },
  { path: "traces/loop2.json", reason: "symbolic link loop" },
  { path: "traces/self.json", reason: "symbolic link loop" },
  { path: "traces/subdir-link", reason: "symbolic link to a directory (not followed)" },
];

describe("one matcher for the CLI and the action", () => {
  it("a directory: its *.json and *.jsonl files (any case), symlinked files included; the rest listed as skipped", () => {
    const r = matchTraceFiles(["traces"], { cwd: ws });
    expect(rel(r.files)).toEqual(EXPECTED_FILES);
    expect(r.skipped).toEqual(EXPECTED_SKIPPED);
  });

  it("the CLI and the action select the same files for the same patterns", async () => {
    for (const patterns of [["traces"], ["traces/**/*.json"], ["traces/*.json*", "!traces/a.json"], ["traces/**/*", "!traces/sub"], ["traces/with space.json"]]) {
      const cli = await expandInputsWithSkipped(patterns, ws);
      const action = await resolveTraceFiles(patterns, ws);
      expect(action.files, patterns.join(" ")).toEqual(cli.files);
      expect(action.skipped, patterns.join(" ")).toEqual(cli.skipped);
    }
  });

  it("globs are case-sensitive; symlinked files are followed, broken links listed", () => {
    const r = matchTraceFiles(["traces/*.json"], { cwd: ws });
    expect(rel(r.files)).toEqual(["traces/a.json", "traces/linked.json", "traces/pipe.json", "traces/with space.json"]);
    expect(r.skipped.map((s) => s.path)).toEqual(["traces/dangling.json", "traces/loop1.json", "traces/loop2.json", "traces/self.json"]);
  });

  it("the action skips files outside the workspace with the reason", async () => {
    const inner = join(ws, "traces");
    symlinkSync(join(ws, "outside", "o.json"), join(inner, "sub", "out.json"));
    try {
      const r = await resolveTraceFiles(["sub"], inner);
      expect(rel(r.files)).toEqual(["traces/sub/b.json"]);
      expect(r.skipped).toEqual([{ path: "sub/out.json", reason: "resolves outside the workspace" }]);
      expect(r.outside).toEqual([join(inner, "sub", "out.json")]);
    } finally {
      rmSync(join(inner, "sub", "out.json"));
    }
  });

  it("the traces input: quotes keep spaces, newlines and spaces separate, # lines are comments", () => {
    expect(splitTracePatterns(` a  b\n# note\n\n!c\n"traces/with space.json" 'x y/*.json'\n`)).toEqual(["a", "b", "!c", "traces/with space.json", "x y/*.json"]);
    const r = matchTraceFiles(splitTracePatterns(`"traces/with space.json"`), { cwd: ws });
    expect(rel(r.files)).toEqual(["traces/with space.json"]);
  });

  it("the report lists skipped paths (JSON and console); the FIFO is an input error, not a hang", { timeout: 10_000 }, async () => {
    const { files, skipped } = await expandInputsWithSkipped(["traces"], ws);
    const report = await runValidation(files, parsePolicy({ policy_id: "p" }), { format: "auto", failUnder: 70, cwd: ws, skipped });
    expect(report.reports.map((e) => e.source_path)).toEqual(EXPECTED_FILES);
    expect(report.reports.find((e) => e.source_path === "traces/pipe.json")!.findings[0]!.message).toMatch(/named pipe/);
    expect(JSON.parse(renderJson(report)).skipped).toEqual(EXPECTED_SKIPPED);
    const text = renderConsole(report);
    for (const s of EXPECTED_SKIPPED) expect(text).toContain(`SKIP ${s.path}: ${s.reason}`);
  });

  it("a pattern that meets only skipped paths is not 'no such file'", async () => {
    const r = await expandInputsWithSkipped(["traces/dangling.json"], ws);
    expect(r.files).toEqual([]);
    expect(r.skipped).toEqual([{ path: "traces/dangling.json", reason: "dangling symbolic link" }]);
    await expect(expandInputsWithSkipped(["traces/none-*.json"], ws)).rejects.toThrow("no files match 'traces/none-*.json'");
  });
});
