// The action starts itself again, once, with memory settings the runner cannot pass: `runs.using:
// node24` starts `node dist/index.js` with no flags, and on Node 22 and later V8 grows the young
// generation far beyond what the gate needs (measured on the gate of 10,000 traces: 380-420 MB
// on Node 24 against 250-270 MB on Node 20; BENCHMARKS.md, "The action's runtime"). The restarted
// process gets:
//   - `--max-semi-space-size` (V8 reads it only at start; set at run time it does nothing),
//   - glibc's malloc told to keep one arena and give freed memory back at once (MALLOC_ARENA_MAX,
//     MALLOC_TRIM_THRESHOLD_: read when the process starts; other C libraries ignore them).
// A variable the user set (or NODE_OPTIONS naming the flag) is left as it is; ARH_NO_RESTART=1
// turns the restart off. The child shares the step's standard streams and environment, so its
// output, workflow commands and files are the action's; its exit code is the step's, and the
// signals a cancelled job sends are passed on to it.
import { spawn } from "node:child_process";
import { constants } from "node:os";

/** The V8 flag the restarted action runs with (MB per semi-space; Node 20's default cap is 16). */
export const SEMI_SPACE_FLAG = "--max-semi-space-size=8";

/** Set in the restarted process: it never restarts again. */
export const RESTARTED_ENV = "ARH_RESTARTED";

/** What the restarted process is given: its extra Node flags and its whole environment. */
export interface RestartPlan {
  flags: string[];
  env: Record<string, string | undefined>;
}

/**
 * Whether a Node flag or NODE_OPTIONS names the semi-space size, in any spelling V8 takes: a word
 * may be separated by `-` or `_` (`--max_semi_space_size=32`), the name may come quoted in
 * NODE_OPTIONS, and its value may follow `=` or the next word.
 */
export function namesSemiSpace(s: string): boolean {
  return /(?:^|[\s"'])--?max[-_]semi[-_]space[-_]size(?![-_A-Za-z0-9])/.test(s);
}

/**
 * Whether, and how, to start the action again: null on Node 21 or earlier (its young generation
 * stays small), in the restarted process, when ARH_NO_RESTART is set, or when the semi-space size
 * is already chosen (a Node flag, or NODE_OPTIONS).
 */
export function restartPlan(nodeVersion: string, execArgv: readonly string[], env: Readonly<Record<string, string | undefined>>): RestartPlan | null {
  const major = Number(/^v?(\d+)\./.exec(nodeVersion)?.[1] ?? 0);
  if (major < 22) return null;
  if (env[RESTARTED_ENV] !== undefined || (env.ARH_NO_RESTART ?? "") !== "") return null;
  if (execArgv.some(namesSemiSpace) || namesSemiSpace(env.NODE_OPTIONS ?? "")) return null;
  return {
    flags: [SEMI_SPACE_FLAG],
    env: { ...env, [RESTARTED_ENV]: "1", MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? "1", MALLOC_TRIM_THRESHOLD_: env.MALLOC_TRIM_THRESHOLD_ ?? "0" },
  };
}

/** The signals a cancelled job or a user sends, passed on to the restarted process. */
const FORWARDED: readonly NodeJS.Signals[] = ["SIGINT", "SIGTERM", "SIGHUP"];

/**
 * Run `script` again in a child Node process with the plan's flags and environment, sharing this
 * process's standard streams. Resolves to the exit code to end with; a child ended by a signal
 * ends this process by the same signal. Resolves to null when the child cannot be started: the
 * caller then runs the action in this process, as without the restart.
 */
export function runRestarted(plan: RestartPlan, script: string, args: readonly string[]): Promise<number | null> {
  return new Promise((resolve) => {
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn(process.execPath, [...process.execArgv, ...plan.flags, script, ...args], { stdio: "inherit", env: plan.env });
    } catch {
      resolve(null);
      return;
    }
    const pass = (sig: NodeJS.Signals): void => {
      child.kill(sig);
    };
    for (const s of FORWARDED) process.on(s, pass);
    let settled = false;
    const settle = (code: number | null): void => {
      if (settled) return;
      settled = true;
      for (const s of FORWARDED) process.off(s, pass);
      resolve(code);
    };
    // never started (pid undefined): run here; started and lost: a failed step
    child.once("error", () => settle(child.pid === undefined ? null : 1));
    child.once("exit", (code, signal) => {
      // ended by a signal: the shell's code for it, and (this process's listeners gone with
      // `settle`) the same end as the child's where that signal ends a process
      settle(signal === null ? (code ?? 1) : 128 + (constants.signals[signal] ?? 0));
      if (signal !== null) process.kill(process.pid, signal);
    });
  });
}
