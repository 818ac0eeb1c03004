// Running the judge command once per step (docs/judge-command.md): the request on stdin, the answer
// on stdout, a timeout that kills the command's process group, a cap on the bytes read from its
// stdout, the last ~2 KB of stderr kept for the reason. The command line is split without a shell as
// the memory adapter's is (memory/process.ts); that module's long-lived NDJSON child does not fit a
// command started per request, so the one-shot lifecycle is here.
import { spawn, type ChildProcess } from "node:child_process";
import { splitCommandLine } from "../memory/process.js";
import { UsageError } from "../errors.js";

export interface JudgeProcessOptions {
  cwd: string;
  timeoutMs: number;
  /** Most bytes read from stdout; more and the command is killed, the step not judged. */
  maxOutputBytes: number;
}

export type JudgeRun = { ok: true; stdout: string } | { ok: false; reason: string; spawn?: true };

const STDERR_KEEP = 2048;

// Judge commands still running when arh exits are killed with their process group.
const live = new Set<ChildProcess>();
let exitHook = false;
function track(child: ChildProcess): void {
  live.add(child);
  if (!exitHook) {
    exitHook = true;
    process.on("exit", () => {
      for (const c of live) killGroup(c);
    });
  }
}

/** SIGKILL the child and (POSIX) its process group: memory/process.ts's killTree, which that module keeps private. */
function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  if (process.platform !== "win32") {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      /* group gone */
    }
  }
  try {
    child.kill("SIGKILL");
  } catch {
    /* already gone */
  }
}

/** The command line as argv; an empty one is a usage error. */
export function judgeArgv(command: string): string[] {
  const argv = splitCommandLine(command);
  if (argv.length === 0) throw new UsageError("--judge: the judge command is empty");
  return argv;
}

function lastLine(tail: string): string {
  const lines = tail.split(/\r?\n/).filter((l) => l.trim() !== "");
  const last = lines[lines.length - 1];
  return last ? `; last stderr line: ${JSON.stringify(last.length > 300 ? `${last.slice(0, 299)}…` : last)}` : "";
}

/** Run the judge once with `input` on stdin; never rejects. */
export function runJudgeProcess(argv: readonly string[], input: string, o: JudgeProcessOptions): Promise<JudgeRun> {
  return new Promise((resolve) => {
    let child: ChildProcess;
    try {
      child = spawn(argv[0]!, argv.slice(1), { cwd: o.cwd, stdio: ["pipe", "pipe", "pipe"], detached: process.platform !== "win32", windowsHide: true, env: { ...process.env, PYTHONUNBUFFERED: "1" } });
    } catch (e) {
      resolve({ ok: false, reason: `could not be started (${(e as Error).message.slice(0, 200)})`, spawn: true });
      return;
    }
    track(child);
    const chunks: Buffer[] = [];
    let bytes = 0;
    let tail = "";
    let verdict: JudgeRun | null = null;
    const stop = (r: JudgeRun): void => {
      verdict ??= r;
      killGroup(child);
    };
    const timer = setTimeout(() => stop({ ok: false, reason: `did not answer within ${o.timeoutMs} ms` }), o.timeoutMs);
    child.stdout!.on("data", (b: Buffer) => {
      bytes += b.length;
      if (bytes > o.maxOutputBytes) stop({ ok: false, reason: `wrote more than ${o.maxOutputBytes} bytes on stdout` });
      else chunks.push(b);
    });
    child.stderr!.setEncoding("utf8");
    child.stderr!.on("data", (s: string) => (tail = (tail + s).slice(-STDERR_KEEP)));
    child.stdin!.on("error", () => {
      /* EPIPE: the judge exited without reading; its exit says why */
    });
    let spawnError: NodeJS.ErrnoException | null = null;
    child.on("error", (e: NodeJS.ErrnoException) => (spawnError = e));
    let settled = false;
    const finish = (code: number | null, signal: NodeJS.Signals | null): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      live.delete(child);
      // a grandchild that kept the pipes open must not keep arh alive
      child.stdout!.destroy();
      child.stderr!.destroy();
      child.stdin!.destroy();
      const err = spawnError as NodeJS.ErrnoException | null;
      if (err) resolve({ ok: false, reason: `could not be started (${err.code ?? err.message}: ${argv[0]})`, spawn: true });
      else if (verdict) resolve({ ...verdict, reason: (verdict as { reason: string }).reason + lastLine(tail) } as JudgeRun);
      else if (signal) resolve({ ok: false, reason: `was killed by signal ${signal}${lastLine(tail)}` });
      else if (code !== 0) resolve({ ok: false, reason: `exited with code ${code}${lastLine(tail)}` });
      else resolve({ ok: true, stdout: Buffer.concat(chunks).toString("utf8") });
    };
    child.on("close", finish);
    // 'close' waits for the pipes; an escaped grandchild can hold them: the exit plus a grace period is enough
    child.on("exit", (code, signal) => setTimeout(() => finish(code, signal), 200).unref());
    child.on("error", () => setTimeout(() => finish(null, null), 0));
    child.stdin!.end(input);
  });
}

/** Run `tasks` with at most `limit` at once; results in the tasks' order. */
export async function boundedAll<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const out = new Array<T>(tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const i = next++;
      out[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return out;
}
