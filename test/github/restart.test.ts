// The action's restart on Node 22 and later (src/github/restart.ts): when it happens, and the real
// thing under Node 24 (the runtime action.yml names): dist/index.js started as the runner starts it
// runs the action once, in a second process with the memory settings, with the step's streams,
// exit code and signals. A hook loaded through NODE_OPTIONS (both processes load it) reports each
// process's flags and variables.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { spawn } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { restartPlan, RESTARTED_ENV, SEMI_SPACE_FLAG } from "../../src/github/restart.js";
import { prepareActionDir } from "./harness.js";
import { node24 } from "./node24.js";

describe("restartPlan", () => {
  it("restarts on Node 22 and later only, once, with the flag and glibc's malloc settings", () => {
    expect(restartPlan("v20.20.2", [], {})).toBeNull();
    expect(restartPlan("v21.7.0", [], {})).toBeNull();
    const plan = restartPlan("v24.21.0", ["--enable-source-maps"], { PATH: "/bin" });
    expect(plan).toEqual({ flags: [SEMI_SPACE_FLAG], env: { PATH: "/bin", [RESTARTED_ENV]: "1", MALLOC_ARENA_MAX: "1", MALLOC_TRIM_THRESHOLD_: "0" } });
    expect(restartPlan("v22.0.0", [], {})).not.toBeNull();
    expect(restartPlan("v24.21.0", [], { [RESTARTED_ENV]: "1" })).toBeNull();
  });

  it("leaves what the user chose: the flag, NODE_OPTIONS naming it, the malloc variables, ARH_NO_RESTART", () => {
    expect(restartPlan("v24.1.0", ["--max-semi-space-size=32"], {})).toBeNull();
    expect(restartPlan("v24.1.0", [], { NODE_OPTIONS: "--max-old-space-size=4096 --max-semi-space-size=64" })).toBeNull();
    expect(restartPlan("v24.1.0", [], { NODE_OPTIONS: "--max-old-space-size=4096" })).not.toBeNull();
    expect(restartPlan("v24.1.0", [], { ARH_NO_RESTART: "1" })).toBeNull();
    expect(restartPlan("v24.1.0", [], { ARH_NO_RESTART: "" })).not.toBeNull();
    expect(restartPlan("v24.1.0", [], { MALLOC_ARENA_MAX: "4", MALLOC_TRIM_THRESHOLD_: "131072" })?.env).toMatchObject({ MALLOC_ARENA_MAX: "4", MALLOC_TRIM_THRESHOLD_: "131072" });
  });
});

const NODE24 = node24();
let dir: string;
let hook: string;
/** One copy of the action for every run (the runs only read it). */
let action: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "arh-restart-"));
  action = prepareActionDir();
  hook = join(dir, "hook.mjs");
  // Each process says what it runs with; the restarted one, when asked, stays alive until signalled.
  writeFileSync(
    hook,
    [
      'import { isMainThread } from "node:worker_threads";',
      "if (isMainThread) {",
      "  process.stderr.write('HOOK ' + JSON.stringify({ pid: process.pid, argv: process.execArgv, restarted: process.env.ARH_RESTARTED ?? null, arena: process.env.MALLOC_ARENA_MAX ?? null }) + '\\n');",
      "  if (process.env.ARH_RESTARTED && process.env.HOOK_WAIT) setTimeout(() => {}, 60_000);",
      "}",
    ].join("\n"),
  );
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(action, { recursive: true, force: true });
});

interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  hooks: { pid: number; argv: string[]; restarted: string | null; arena: string | null }[];
}

/** dist/index.js under `node`, as the runner starts it (no inputs: the action fails at once with one error). */
function runAction(node: string, env: Record<string, string>, onHooks?: (n: number, pid: number) => void): Promise<Ended> {
  return new Promise((resolve, reject) => {
    const c = spawn(node, [join(action, "dist", "index.js")], { cwd: dir, env: { PATH: process.env.PATH ?? "/usr/bin:/bin", NODE_OPTIONS: `--import ${hook}`, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    const hooks: Ended["hooks"] = [];
    c.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    c.stderr.on("data", (d: Buffer) => {
      stderr += d.toString();
      for (;;) {
        const m = /^HOOK (.*)\n/m.exec(stderr);
        if (!m) break;
        stderr = stderr.replace(m[0], "");
        hooks.push(JSON.parse(m[1]!) as Ended["hooks"][number]);
        onHooks?.(hooks.length, c.pid!);
      }
    });
    c.on("error", reject);
    c.on("close", (code, signal) => {
      resolve({ code, signal, stdout, hooks });
    });
  });
}

const ERROR = "::error::input 'traces' is required";

describe.skipIf(!NODE24)("dist/index.js under Node 24", () => {
  it("runs the action once, in a restarted process with the flag and the malloc settings; its output and exit code are the step's", async () => {
    const r = await runAction(NODE24!, {});
    expect(r.hooks).toHaveLength(2);
    expect(r.hooks[0]).toMatchObject({ restarted: null, arena: null });
    expect(r.hooks[0]!.argv).not.toContain(SEMI_SPACE_FLAG);
    expect(r.hooks[1]).toMatchObject({ restarted: "1", arena: "1" });
    expect(r.hooks[1]!.argv).toContain(SEMI_SPACE_FLAG);
    expect(r.stdout.split(ERROR)).toHaveLength(2); // the error once
    expect(r.code).toBe(1);
  }, 60_000);

  it("runs in one process when ARH_NO_RESTART is set", async () => {
    const r = await runAction(NODE24!, { ARH_NO_RESTART: "1" });
    expect(r.hooks).toHaveLength(1);
    expect(r.stdout.split(ERROR)).toHaveLength(2);
    expect(r.code).toBe(1);
  }, 60_000);

  it("passes a cancelled job's SIGTERM to the restarted process and ends by it too", async () => {
    const r = await runAction(NODE24!, { HOOK_WAIT: "1" }, (n, pid) => {
      if (n === 2) setTimeout(() => process.kill(pid, "SIGTERM"), 200); // once the restarted process is up
    });
    expect(r.hooks).toHaveLength(2);
    expect(r.signal).toBe("SIGTERM");
    expect(() => process.kill(r.hooks[1]!.pid, 0)).toThrow(); // the restarted process is gone
  }, 60_000);
});

describe("dist/index.js under Node 20", () => {
  it.skipIf(Number(process.versions.node.split(".")[0]) >= 22)("runs in one process (no restart before Node 22)", async () => {
    const r = await runAction(process.execPath, {});
    expect(r.hooks).toHaveLength(1);
    expect(r.code).toBe(1);
  }, 60_000);
});
