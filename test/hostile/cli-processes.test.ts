// The bundled CLI as a user runs it, on hostile file systems and adapters: it always ends, with a
// report, one clear line at most on stderr, no stack trace and no `internal error:`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { deepBaseline, escapingAdapter } from "./generate.js";

const root = join(import.meta.dirname, "..", "..");
const distDir = process.env.ARH_DIST_DIR ? resolve(root, process.env.ARH_DIST_DIR) : join(root, "dist");
const cli = join(distDir, "cli.js");
const NOBODY = 65534;

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Run the CLI; the promise settles when the process has exited and its pipes are closed. */
function run(args: string[], opts: { cwd: string; uid?: number; killAfterMs: number }): Promise<Ran> {
  return new Promise((resolve) => {
    // An unprivileged user may not reach the checkout (a clone under a 0700 temporary directory):
    // it runs a world-readable copy of the bundle.
    const entry = opts.uid !== undefined ? join(dir, "dist", "cli.js") : cli;
    const child = spawn(process.execPath, [entry, ...args], { cwd: opts.cwd, stdio: ["ignore", "pipe", "pipe"], ...(opts.uid !== undefined ? { uid: opts.uid, gid: opts.uid } : {}) });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d));
    child.stderr.on("data", (d: Buffer) => (stderr += d));
    // a hang is a failed test, not a stuck suite
    const timer = setTimeout(() => child.kill("SIGKILL"), opts.killAfterMs);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

const clean = (r: Ran): void => {
  expect(r.stderr + r.stdout).not.toMatch(/internal error:|\n\s+at .*:\d+:\d+/);
};

let dir: string;
const pids: string[] = [];
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "arh-hostile-cli-"));
  chmodSync(dir, 0o777);
  cpSync(distDir, join(dir, "dist"), { recursive: true });
  chmodSync(join(dir, "dist"), 0o755);
  for (const f of readdirSync(join(dir, "dist"))) chmodSync(join(dir, "dist", f), 0o644);
  writeFileSync(join(dir, "policy.json"), JSON.stringify({ policy_id: "p", allow_unlisted_tools: true }));
});
afterAll(() => {
  for (const f of pids) {
    try {
      process.kill(Number(readFileSync(f, "utf8")), "SIGKILL");
    } catch {
      /* gone */
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

describe("arh validate on hostile inputs (bundle)", () => {
  it("an unreadable subdirectory is listed as skipped, not an error and not silent", { timeout: 20_000 }, async () => {
    const t = join(dir, "tree");
    mkdirSync(join(t, "locked"), { recursive: true });
    writeFileSync(join(t, "a.json"), JSON.stringify({ trace_id: "a", agent_name: "x", workflow: "w", steps: [] }));
    writeFileSync(join(t, "locked", "b.json"), "{}");
    chmodSync(t, 0o755);
    chmodSync(join(t, "locked"), 0o700); // root's: unreadable for the unprivileged user below
    const out = join(dir, "r-eacces.json");
    const r = await run(["validate", "--policy", join(dir, "policy.json"), "--json-out", out, "tree"], { cwd: dir, uid: NOBODY, killAfterMs: 15_000 });
    clean(r);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("SKIP tree/locked: cannot read directory (EACCES)");
    const report = JSON.parse(readFileSync(out, "utf8"));
    expect(report.skipped).toEqual([{ path: "tree/locked", reason: "cannot read directory (EACCES)" }]);
    expect(report.reports.map((e: { source_path: string }) => e.source_path)).toEqual(["tree/a.json"]);
  });

  it("a FIFO named as a trace: an ARH-INP-001 entry, the run ends", { timeout: 20_000 }, async () => {
    execFileSync("mkfifo", [join(dir, "pipe.json")]);
    const r = await run(["validate", "--policy", join(dir, "policy.json"), "pipe.json"], { cwd: dir, killAfterMs: 15_000 });
    clean(r);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/ARH-INP-001 trace: not a regular file: a named pipe \(FIFO\)/);
  });

  it("a memory adapter whose grandchild keeps stdout open: arh exits after writing the results", { timeout: 30_000 }, async () => {
    const pidFile = join(dir, "escaped.pid");
    pids.push(pidFile);
    const adapter = join(dir, "adapter.mjs");
    writeFileSync(adapter, escapingAdapter(pidFile, true));
    cpSync(join(root, "samples/memory/traces/trace_id_cache_basic.json"), join(dir, "trace_id_cache_basic.json"));
    const out = join(dir, "r-mem.json");
    const r = await run(["validate", "--policy", join(root, "samples/memory/policy.json"), "--memory-adapter", `${process.execPath} ${adapter}`, "--json-out", out, "trace_id_cache_basic.json"], { cwd: dir, killAfterMs: 20_000 });
    clean(r);
    expect(r.code).not.toBeNull(); // exited by itself, not killed by the guard above
    expect(JSON.parse(readFileSync(out, "utf8")).reports).toHaveLength(1);
  });

  it("four concurrent runs on one output directory leave valid files", { timeout: 40_000 }, async () => {
    const out = join(dir, "shared-out");
    const outs = ["--json-out", join(out, "r.json"), "--sarif-out", join(out, "r.sarif"), "--junit-out", join(out, "r.xml"), "--md-out", join(out, "r.md")];
    const runs = await Promise.all([1, 2, 3, 4].map(() => run(["validate", "--policy", "samples/policies/refund-policy.json", "--quiet", ...outs, "samples/traces"], { cwd: root, killAfterMs: 35_000 })));
    for (const r of runs) {
      clean(r);
      expect(r.code).toBe(1);
    }
    expect(JSON.parse(readFileSync(join(out, "r.json"), "utf8")).summary.total_traces).toBe(14);
    expect(JSON.parse(readFileSync(join(out, "r.sarif"), "utf8")).version).toBe("2.1.0");
    execFileSync("xmllint", ["--noout", join(out, "r.xml")]);
    expect(readFileSync(join(out, "r.md"), "utf8")).toMatch(/\n$/);
    expect(readdirSync(out).sort()).toEqual(["r.json", "r.md", "r.sarif", "r.xml"]); // no temporary files left
  });

  it("a baseline nested 200,000 levels deep: one clear line, exit 2", { timeout: 20_000 }, async () => {
    writeFileSync(join(dir, "deep.json"), deepBaseline(200_000));
    writeFileSync(join(dir, "cand.json"), JSON.stringify({ schema_version: "1", summary: { total_traces: 0, passed_traces: 0, failed_traces: 0, average_score: 0 }, reports: [] }));
    const r = await run(["compare", "--baseline", "deep.json", "--candidate", "cand.json", "--json-out", "compare.json"], { cwd: dir, killAfterMs: 15_000 });
    clean(r);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/^arh compare: baseline report deep\.json:1:\d+: value nested deeper than 1000 levels/);
  });
});
