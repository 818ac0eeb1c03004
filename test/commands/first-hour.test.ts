// The first hour of a new user: `arh validate .` in a project folder validates only the traces and
// lists the rest as skipped; `arh collect` names (or with --clean removes) what an earlier run left;
// `arh init --workflow` takes the default branch from git and comments what a user must edit.
import { afterAll, describe, expect, test } from "vitest";
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expandInputsWithSkipped, runValidation } from "../../src/engine/pipeline.js";
import { loadPolicy } from "../../src/policy/parse.js";
import { runInitCommand, gitDefaultBranch } from "../../src/commands/init.js";
import { collect } from "../collect/helpers.js";
import { workflowDiagnostics } from "../init/helpers.js";

const ROOT = join(import.meta.dirname, "../..");
const tmp = mkdtempSync(join(tmpdir(), "arh-first-hour-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A project folder: traces, the policy beside them, a package.json, node_modules and .git holding JSON too. */
function project(name: string): string {
  const dir = join(tmp, name);
  mkdirSync(join(dir, "traces"), { recursive: true });
  cpSync(join(ROOT, "samples/regressions/baseline"), join(dir, "traces"), { recursive: true });
  cpSync(join(ROOT, "samples/regressions/policy.json"), join(dir, "arh-policy.json"));
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "agent", version: "1.0.0", devDependencies: { vitest: "^3" } }));
  writeFileSync(join(dir, "traces", "package.json"), JSON.stringify({ name: "fixtures", version: "0.0.0" }));
  for (const sub of ["node_modules/left-pad", "node_modules/.cache", ".git/objects"]) {
    mkdirSync(join(dir, sub), { recursive: true });
    writeFileSync(join(dir, sub, "package.json"), JSON.stringify({ name: "x", version: "1.0.0" }));
    writeFileSync(join(dir, sub, "data.json"), JSON.stringify([1, 2, 3]));
  }
  return dir;
}

describe("arh validate . in a project folder", () => {
  test("validates only the traces; node_modules, .git, the package.json files and the policy are listed as skipped", async () => {
    const dir = project("p1");
    const m = await expandInputsWithSkipped(["."], dir);
    expect(m.skipped).toEqual([
      { path: ".git", reason: "dependency, version-control or cache folder: not walked (a pattern naming it includes it)" },
      { path: "node_modules", reason: "dependency, version-control or cache folder: not walked (a pattern naming it includes it)" },
    ]);
    const report = await runValidation(m.files, loadPolicy(join(dir, "arh-policy.json")), { format: "auto", failUnder: 70, cwd: dir, skipped: m.skipped, walked: m.walked });
    expect(report.reports.map((e) => e.source_path).sort()).toEqual(["traces/refund-before-eligibility.json", "traces/refund-twice.json"]);
    expect(report.summary.failed_traces).toBe(0);
    expect(report.skipped).toEqual([
      { path: ".git", reason: expect.stringMatching(/not walked/) },
      { path: "arh-policy.json", reason: "not a trace: an arh policy" },
      { path: "node_modules", reason: expect.stringMatching(/not walked/) },
      { path: "package.json", reason: "not a trace: a package manifest" },
      { path: "traces/package.json", reason: "not a trace: a package manifest" },
    ]);
  });

  test("a file named explicitly, or one with a trace's shape and an error, stays a failing entry", async () => {
    const dir = project("p2");
    writeFileSync(join(dir, "traces", "broken.json"), JSON.stringify({ messages: "not a list" }));
    const m = await expandInputsWithSkipped(["traces", "package.json"], dir);
    const report = await runValidation(m.files, loadPolicy(join(dir, "arh-policy.json")), { format: "auto", failUnder: 70, cwd: dir, skipped: m.skipped, walked: m.walked });
    const failing = report.reports.filter((e) => !e.passed).map((e) => [e.source_path, e.findings[0]!.rule_id]);
    expect(failing).toEqual([
      ["package.json", "ARH-INP-001"],
      ["traces/broken.json", "ARH-INP-001"],
    ]);
    expect(report.skipped).toEqual([{ path: "traces/package.json", reason: "not a trace: a package manifest" }]);
    expect(JSON.stringify(report)).not.toContain("not_a_trace");
  });

  test("a pattern that names node_modules walks it", async () => {
    const dir = project("p3");
    const m = await expandInputsWithSkipped(["node_modules/left-pad"], dir);
    expect(m.files.map((f) => f.slice(dir.length + 1))).toEqual(["node_modules/left-pad/data.json", "node_modules/left-pad/package.json"]);
  });
});

describe("arh collect and the files of an earlier run", () => {
  const agent = join(ROOT, "test/fixtures/otlp-agents/ai-sdk.mjs");
  test("warns about trace files it did not write; --clean removes them", async () => {
    const out = join(tmp, "collected");
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, "old-run-7.json"), "{}");
    mkdirSync(join(out, "keep"));
    const r1 = await collect(["--out", out, "--", process.execPath, agent]);
    expect(r1.code).toBe(0);
    expect(r1.stderr).toContain(`arh collect: warning: 1 trace file(s) in ${out} were not written by this run (old-run-7.json): they will be validated with this run's traces; pass --clean to remove them`);
    expect(readdirSync(out).sort()).toEqual(["ai.generateText-a19f3b9f-1.json", "keep", "old-run-7.json"]);
    const r2 = await collect(["--clean", "--out", out, "--", process.execPath, agent]);
    expect(r2.code).toBe(0);
    expect(r2.stderr).toContain(`arh collect: --clean: removed 1 trace file(s) an earlier run left in ${out} (old-run-7.json)`);
    expect(readdirSync(out).sort()).toEqual(["ai.generateText-a19f3b9f-1.json", "keep"]);
  });
});

describe("arh init --workflow", () => {
  const git = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, stdio: "ignore", env: { ...process.env, GIT_AUTHOR_NAME: "a", GIT_AUTHOR_EMAIL: "a@example.com", GIT_COMMITTER_NAME: "a", GIT_COMMITTER_EMAIL: "a@example.com" } });
  async function init(cwd: string, extra: string[] = []): Promise<string> {
    const code = await runInitCommand(["--workflow", ...extra, "traces"], { cwd, stdout: () => undefined, stderr: () => undefined });
    expect(code).toBe(0);
    return readFileSync(join(cwd, ".github/workflows/agent-gate.yml"), "utf8");
  }
  function repo(name: string, branch: string): string {
    const dir = join(tmp, name);
    mkdirSync(join(dir, "traces"), { recursive: true });
    cpSync(join(ROOT, "samples/regressions/baseline"), join(dir, "traces"), { recursive: true });
    git(dir, "init", "--quiet", "-b", branch);
    git(dir, "add", ".");
    git(dir, "commit", "--quiet", "-m", "traces");
    return dir;
  }

  test("a repository whose default branch is master gets master, and says where it came from", async () => {
    const dir = repo("r-master", "master");
    expect(gitDefaultBranch(dir)).toEqual({ branch: "master", from: "from git: the local branch" });
    const wf = await init(dir);
    expect(wf).toContain('    branches: ["master"]   # the default branch (from git: the local branch): it records the baseline');
    expect((await workflowDiagnostics(wf)).errors).toEqual([]);
    // a clone: the remote's HEAD decides, even when another branch is checked out
    const clone = join(tmp, "r-clone");
    execFileSync("git", ["clone", "--quiet", dir, clone], { stdio: "ignore" });
    git(clone, "checkout", "--quiet", "-b", "feature");
    expect(gitDefaultBranch(clone)).toEqual({ branch: "master", from: "from git: origin/HEAD" });
    // --default-branch wins
    expect(await init(dir, ["--force", "--default-branch", "trunk"])).toContain('    branches: ["trunk"]   # the default branch: it records the baseline');
  });

  test("no repository: main, with a note to check it", async () => {
    const dir = join(tmp, "no-git");
    mkdirSync(join(dir, "traces"), { recursive: true });
    cpSync(join(ROOT, "samples/regressions/baseline"), join(dir, "traces"), { recursive: true });
    expect(await init(dir)).toContain('branches: ["main"]   # the default branch (git gave none: check it)');
  });

  test("the model API secrets are a commented step that says fork PRs do not get them; every line to edit says EDIT", async () => {
    const wf = await init(repo("r-secrets", "main"));
    expect(wf).toMatch(/# .*EDIT: uncomment and name the model API keys your agent's tests need/);
    expect(wf).toMatch(/Pull requests from forks do not receive\n.*# secrets/);
    expect(wf).toContain("#     OPENAI_API_KEY: ${{ secrets.OPENAI_API_KEY }}");
    const edits = wf.split("\n").filter((l) => l.includes("EDIT"));
    expect(edits.some((l) => /uses: arh-action\/arh-action@v1 +# EDIT/.test(l))).toBe(true);
    expect(edits.some((l) => /# EDIT: the same owner\/name and tag as the uses: lines/.test(l))).toBe(true);
    expect(edits.some((l) => /arh collect --clean .*# EDIT|# EDIT: check the test command/.test(l))).toBe(true);
    // the line after the ARH_CLI comment is the value a user edits
    const lines = wf.split("\n");
    expect(lines[lines.findIndex((l) => l.includes("# EDIT: the same owner/name")) + 1]).toMatch(/^ {2}ARH_CLI: /);
    expect((await workflowDiagnostics(wf)).errors).toEqual([]);
  });
});
