// A traces folder is judged by what it holds: a file that is recognisably another tool's (a
// package.json, a tsconfig, the policy, a file naming another format's $schema, an arh report) is
// listed as skipped with the reason; any other file that holds no trace (`null`, `42`, `"x"`,
// `{}`: a recorder that crashed) is a failing ARH-INP-001 entry saying what the file holds, at the
// value's position. Nothing a pattern matched disappears: each file is an entry or a skip.
import { afterAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parsePolicy } from "../../src/policy/parse.js";
import { expandInputsWithSkipped, runValidation } from "../../src/engine/pipeline.js";
import { readFileSync } from "node:fs";
import { capture } from "../capture.js";
import { runValidateCommand } from "../../src/commands/validate.js";
import { runMergeCommand } from "../../src/commands/merge.js";

const tmp = mkdtempSync(join(tmpdir(), "arh-not-a-trace-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const policy = parsePolicy({ policy_id: "p", allow_unlisted_tools: true });

async function judge(files: Record<string, string>, patterns = ["traces"]) {
  const dir = mkdtempSync(join(tmp, "p-"));
  mkdirSync(join(dir, "traces"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, "traces", name), text);
  const m = await expandInputsWithSkipped(patterns, dir);
  const report = await runValidation(m.files, policy, { format: "auto", failUnder: 70, cwd: dir, skipped: m.skipped, walked: m.walked });
  const listed = [...report.reports.map((e) => e.source_path), ...(report.skipped ?? []).map((s) => s.path)].sort();
  expect(listed).toEqual(Object.keys(files).map((n) => `traces/${n}`).sort()); // nothing disappears
  return report;
}

describe("files a walk finds that hold no trace", () => {
  it("null, a number, a string, true and {} fail with what the file holds, located at the value", async () => {
    const report = await judge({ "a.json": "null", "b.json": "42\n", "c.json": '"crashed"', "d.json": "true", "e.json": "{}", "f.json": '\n  {"foo": 1, "bar": 2}' });
    expect(report.summary).toMatchObject({ total_traces: 6, failed_traces: 6, passed_traces: 0 });
    expect(report.skipped).toBeUndefined();
    const said = report.reports.map((e) => [e.source_path, e.kind, e.findings.map((f) => [f.rule_id, f.message.replace(/: expected one of: .*? \(line/, " (line"), f.location?.startLine, f.location?.startColumn])]);
    expect(said).toEqual([
      ["traces/a.json", "input", [["ARH-INP-001", "the file holds null, not a trace (line 1, column 1)", 1, 1]]],
      ["traces/b.json", "input", [["ARH-INP-001", "the file holds a number (42), not a trace (line 1, column 1)", 1, 1]]],
      ["traces/c.json", "input", [["ARH-INP-001", "the file holds a string, not a trace (line 1, column 1)", 1, 1]]],
      ["traces/d.json", "input", [["ARH-INP-001", "the file holds true, not a trace (line 1, column 1)", 1, 1]]],
      ["traces/e.json", "input", [["ARH-INP-001", "the file holds an empty object, not a trace (line 1, column 1)", 1, 1]]],
      ["traces/f.json", "input", [["ARH-INP-001", "the file holds an object with no trace format's key (it has 'foo', 'bar'), not a trace (line 2, column 3)", 2, 3]]],
    ]);
    // the message still says what a trace would be
    expect(report.reports[0]!.findings[0]!.message).toContain("expected one of: a canonical ARH trace (an object with 'steps')");
  });

  it("a folder holding only such files is a failing run, not 'nothing was checked'", async () => {
    const report = await judge({ "run-1.json": "null", "run-2.json": "{}" });
    expect(report.summary.total_traces).toBe(2);
    expect(report.summary.failed_traces).toBe(2);
  });

  it("another tool's files are skipped with the reason: by name, by a $schema not ours, by content", async () => {
    const report = await judge({
      "package.json": "{}",
      "package-lock.json": "null",
      "tsconfig.json": "null",
      "tsconfig.build.json": '{"extends": "./tsconfig.json"}',
      "schema.json": '{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object"}',
      "policy.json": '{"policy_id": "p", "allowed_tools": {}}',
      "report.json": '{"schema_version": "1", "summary": {}, "reports": []}',
      "ok.json": JSON.stringify({ trace_id: "t", agent_name: "a", workflow: "w", steps: [{ step_id: "s", type: "model_response", text: "hi" }] }),
    });
    expect(report.reports.map((e) => [e.source_path, e.passed])).toEqual([["traces/ok.json", true]]);
    expect(report.skipped).toEqual([
      { path: "traces/package-lock.json", reason: "not a trace: a tool's own file (package-lock.json)" },
      { path: "traces/package.json", reason: "not a trace: a tool's own file (package.json)" },
      { path: "traces/policy.json", reason: "not a trace: an arh policy" },
      { path: "traces/report.json", reason: "not a trace: an arh report" },
      { path: "traces/schema.json", reason: "not a trace: a file of another format ($schema 'https://json-schema.org/draft/2020-12/schema')" },
      { path: "traces/tsconfig.build.json", reason: "not a trace: a tool's own file (tsconfig.build.json)" },
      { path: "traces/tsconfig.json", reason: "not a trace: a tool's own file (tsconfig.json)" },
    ]);
  });

  it("a $schema of ours, or a name that only looks like a tool's, is judged as a trace", async () => {
    const report = await judge({
      "own.json": '{"$schema": "https://arh-action.dev/schemas/trace.schema.json"}',
      "my-package.json": "null",
      "mytsconfig.json": '{"x": 1}',
    });
    expect(report.skipped).toBeUndefined();
    expect(report.reports.map((e) => [e.source_path, e.kind, e.passed])).toEqual([
      ["traces/my-package.json", "input", false],
      ["traces/mytsconfig.json", "input", false],
      ["traces/own.json", "input", false],
          ]);
    expect(report.reports[2]!.findings[0]!.message).toMatch(/^the file holds an object with no trace format's key \(it has '\$schema'\), not a trace/);
  });

  it("a file named on the command line is an entry even when it is another tool's", async () => {
    const dir = mkdtempSync(join(tmp, "named-"));
    writeFileSync(join(dir, "package.json"), '{"name": "x", "version": "1.0.0"}');
    const m = await expandInputsWithSkipped(["package.json"], dir);
    const report = await runValidation(m.files, policy, { format: "auto", failUnder: 70, cwd: dir, skipped: m.skipped, walked: m.walked });
    expect(report.reports.map((e) => [e.source_path, e.kind])).toEqual([["package.json", "input"]]);
    expect(report.skipped).toBeUndefined();
  });
});

describe("shards of a folder holding another tool's files", () => {
  it("merge into the report one run writes, the skips listed once", async () => {
    const dir = mkdtempSync(join(tmp, "shards-"));
    for (const n of ["refund-twice.json", "refund-before-eligibility.json"]) writeFileSync(join(dir, n), readFileSync(join(import.meta.dirname, "../../samples/regressions/baseline", n)));
    writeFileSync(join(dir, "package.json"), '{"name": "x", "version": "1.0.0"}');
    writeFileSync(join(dir, "tsconfig.json"), "{}");
    writeFileSync(join(dir, "crashed.json"), "null");
    const policy = join(import.meta.dirname, "../../samples/regressions/policy.json");
    const whole = join(dir, "..", `${dir.split("/").pop()}-whole.json`);
    expect((await capture(() => runValidateCommand(["--policy", policy, "-q", "--root", dir, "--json-out", whole, dir]))).code).toBe(1);
    const parts: string[] = [];
    for (const i of [1, 2, 3]) {
      const part = join(dir, "..", `${dir.split("/").pop()}-p${i}.json`);
      parts.push(part);
      const r = await capture(() => runValidateCommand(["--policy", policy, "-q", "--root", dir, "--shard", `${i}/3`, "--partial-out", part, "--commit", "b".repeat(40), dir]));
      expect(r.code, r.err).toBe(0);
    }
    const merged = join(dir, "..", `${dir.split("/").pop()}-merged.json`);
    const m = await capture(() => runMergeCommand(["--expect", "3", "-q", "--json-out", merged, ...parts]));
    expect(m.code, m.err).toBe(1); // crashed.json fails
    expect(readFileSync(merged, "utf8")).toBe(readFileSync(whole, "utf8"));
    expect(JSON.parse(readFileSync(whole, "utf8")).skipped.map((k: { path: string }) => k.path)).toEqual(["package.json", "tsconfig.json"]);
  });
});
