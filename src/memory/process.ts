// A long-running child process spoken to with newline-delimited JSON over stdin/stdout: the memory
// adapter and the semantic judge. Requests carry an integer `id`; the answer line carries the same id.
// Spawned without a shell (the command line is split here); a per-request timeout kills a hung child;
// a dead child is restarted on the next request; the last ~2 KB of stderr are kept for reports.
import { spawn, type ChildProcess } from "node:child_process";
import { UsageError } from "../errors.js";

export type FailureKind = "spawn" | "exit" | "timeout" | "protocol";

export class ProcessFailure extends Error {
  constructor(
    message: string,
    readonly kind: FailureKind,
    readonly stderrTail: string,
  ) {
    super(message);
    this.name = "ProcessFailure";
  }
}

/**
 * Split a command line into argv without a shell. Whitespace separates words; '…' is literal;
 * "…" allows \" and \\ escapes; outside quotes a backslash escapes only whitespace, quotes and
 * backslashes (so Windows paths like C:\tools\mem.exe survive). No variables, globs, pipes or
 * redirections: wrap the command in `sh -c '…'` yourself if you need them.
 */
export function splitCommandLine(cmd: string): string[] {
  const out: string[] = [];
  let cur = "";
  let inWord = false;
  let i = 0;
  while (i < cmd.length) {
    const c = cmd[i]!;
    if (/\s/.test(c)) {
      if (inWord) out.push(cur);
      cur = "";
      inWord = false;
      i++;
      continue;
    }
    inWord = true;
    if (c === "'") {
      const end = cmd.indexOf("'", i + 1);
      if (end < 0) throw new UsageError(`unterminated ' quote in command: ${cmd}`);
      cur += cmd.slice(i + 1, end);
      i = end + 1;
    } else if (c === '"') {
      i++;
      for (;;) {
        if (i >= cmd.length) throw new UsageError(`unterminated " quote in command: ${cmd}`);
        const d = cmd[i]!;
        if (d === '"') break;
        if (d === "\\" && (cmd[i + 1] === '"' || cmd[i + 1] === "\\")) {
          cur += cmd[i + 1];
          i += 2;
        } else {
          cur += d;
          i++;
        }
      }
      i++;
    } else if (c === "\\" && i + 1 < cmd.length && /[\s'"\\]/.test(cmd[i + 1]!)) {
      cur += cmd[i + 1];
      i += 2;
    } else {
      cur += c;
      i++;
    }
  }
  if (inWord) out.push(cur);
  return out;
}

const STDERR_KEEP = 2048;

// Children still running when this process exits (normally or via process.exit) are killed
// synchronously, so a hung adapter never outlives arh.
const live = new Set<ChildProcess>();
/** Children whose stdio closed: never signal them again (their pid may be reused). */
const gone = new WeakSet<ChildProcess>();
let exitHook = false;
function track(child: ChildProcess): void {
  live.add(child);
  if (!exitHook) {
    exitHook = true;
    process.on("exit", () => {
      for (const c of live) killTree(c);
    });
  }
}
const MAX_LINE = 32 * 1024 * 1024;

interface Pending {
  resolve: (v: Record<string, unknown>) => void;
  reject: (e: ProcessFailure) => void;
  timer: ReturnType<typeof setTimeout>;
  what: string;
  /** The child the request was written to (a late exit of an old child must not fail new requests). */
  child: ChildProcess | null;
}

export interface NdjsonProcessOptions {
  /** Name used in messages ("memory adapter", "semantic judge"). */
  label: string;
  cwd?: string;
  timeoutMs: number;
}

export class NdjsonProcess {
  private readonly argv: string[];
  private child: ChildProcess | null = null;
  private pending = new Map<number, Pending>();
  private nextId = 1;
  private buf = "";
  private tail = "";
  private closed = false;
  private exited: Promise<void> | null = null;
  /** Resolves when the current child's process ended ('exit'), whether or not its pipes closed. */
  private ended: Promise<void> | null = null;
  /** Number of times the child was (re)started. */
  starts = 0;

  constructor(
    readonly command: string,
    private readonly opts: NdjsonProcessOptions,
  ) {
    this.argv = splitCommandLine(command);
    if (this.argv.length === 0) throw new UsageError(`${opts.label} command is empty`);
  }

  /** Last ~2 KB of the current (or last) child's stderr. */
  stderrTail(): string {
    return this.tail;
  }

  /** Pid of the running child, if any (tests). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  private start(): ChildProcess {
    this.tail = "";
    this.buf = "";
    this.starts++;
    let exitInfo = "";
    const child = spawn(this.argv[0]!, this.argv.slice(1), {
      cwd: this.opts.cwd,
      stdio: ["pipe", "pipe", "pipe"],
      detached: process.platform !== "win32",
      windowsHide: true,
      env: { ...process.env, PYTHONUNBUFFERED: "1" },
    });
    this.child = child;
    track(child);
    this.ended = new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.once("error", () => resolve());
    });
    this.exited = new Promise<void>((resolve) => {
      let done = false;
      const finish = (): void => {
        if (done) return;
        done = true;
        live.delete(child);
        gone.add(child);
        if (this.child === child) this.child = null;
        this.failAll(child, (what) => new ProcessFailure(`${this.opts.label} ${exitInfo || "exited"} ${what}${this.lastLine()}`, "exit", this.tail));
        resolve();
      };
      child.on("error", (err: NodeJS.ErrnoException) => {
        exitInfo = `could not be started (${err.code ?? err.message}: ${this.argv[0]})`;
        finish();
      });
      child.on("exit", (code, signal) => {
        exitInfo = signal ? `was killed by signal ${signal}` : `exited with code ${code}`;
      });
      child.on("close", finish);
    });
    child.stdin!.on("error", () => {
      /* EPIPE after the child died: reported by the exit handler */
    });
    child.stdout!.setEncoding("utf8");
    child.stdout!.on("data", (chunk: string) => this.onStdout(child, chunk));
    child.stderr!.setEncoding("utf8");
    child.stderr!.on("data", (chunk: string) => {
      if (child === this.child) this.tail = (this.tail + chunk).slice(-STDERR_KEEP);
    });
    return child;
  }

  private lastLine(): string {
    const lines = this.tail.split(/\r?\n/).filter((l) => l.trim() !== "");
    const last = lines[lines.length - 1];
    return last ? `; last stderr line: ${last.length > 300 ? last.slice(0, 299) + "…" : last}` : "";
  }

  private onStdout(child: ChildProcess, chunk: string): void {
    if (child !== this.child) return;
    this.buf += chunk;
    if (this.buf.length > MAX_LINE && !this.buf.includes("\n")) {
      this.protocolError(child, `wrote a stdout line longer than ${MAX_LINE} characters`);
      return;
    }
    let nl: number;
    while ((nl = this.buf.indexOf("\n")) >= 0) {
      const line = this.buf.slice(0, nl).replace(/\r$/, "");
      this.buf = this.buf.slice(nl + 1);
      if (line.trim() === "") continue;
      let msg: unknown;
      try {
        msg = JSON.parse(line);
      } catch {
        this.protocolError(child, `wrote a stdout line that is not JSON: ${JSON.stringify(line.length > 200 ? line.slice(0, 199) + "…" : line)} (write logs to stderr)`);
        return;
      }
      const id = msg !== null && typeof msg === "object" && !Array.isArray(msg) ? (msg as Record<string, unknown>).id : undefined;
      const p = typeof id === "number" ? this.pending.get(id) : undefined;
      if (!p) {
        this.protocolError(child, `answered with an unknown id ${JSON.stringify(id)}: ${JSON.stringify(line.slice(0, 200))}`);
        return;
      }
      this.pending.delete(id as number);
      clearTimeout(p.timer);
      p.resolve(msg as Record<string, unknown>);
    }
  }

  private protocolError(child: ChildProcess, what: string): void {
    const tail = this.tail;
    this.failAll(child, (w) => new ProcessFailure(`${this.opts.label} ${what} ${w}`.trimEnd(), "protocol", tail));
    this.kill(child);
  }

  private failAll(child: ChildProcess | null, mk: (what: string) => ProcessFailure): void {
    for (const [id, p] of [...this.pending]) {
      if (child !== null && p.child !== child) continue;
      this.pending.delete(id);
      clearTimeout(p.timer);
      p.reject(mk(p.what));
    }
  }

  private kill(child: ChildProcess): void {
    if (this.child === child) this.child = null;
    killTree(child);
    // Nothing more is read from a killed child; its pipes may stay open in an escaped grandchild.
    setTimeout(() => releaseStdio(child), 200).unref();
  }

  /**
   * Send one request (an `id` is added) and wait for its answer. `what` describes the request for
   * messages ("while answering recall for query 2"). Rejects with ProcessFailure.
   */
  request(msg: Record<string, unknown>, what: string): Promise<Record<string, unknown>> {
    if (this.closed) return Promise.reject(new ProcessFailure(`${this.opts.label} is closed`, "exit", ""));
    const child = this.child ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        if (!this.pending.has(id)) return;
        this.pending.delete(id);
        const tail = this.tail;
        reject(new ProcessFailure(`${this.opts.label} did not answer within ${this.opts.timeoutMs} ms ${what}${this.lastLine()}`, "timeout", tail));
        // a hung adapter's state is unknown: kill it, the next request starts a fresh one
        this.kill(child);
      }, this.opts.timeoutMs);
      this.pending.set(id, { resolve, reject, timer, what, child });
      child.stdin!.write(JSON.stringify({ id, ...msg }) + "\n");
    });
  }

  /** Stop the child (stdin EOF, then SIGKILL of its process group after a grace period). */
  async close(graceMs = 1000): Promise<void> {
    this.closed = true;
    const child = this.child;
    const exited = this.exited;
    const ended = this.ended;
    if (child && exited && ended) {
      child.stdin!.end();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const within = (p: Promise<void>, ms: number): Promise<void> => Promise.race([p, new Promise<void>((r) => (timer = setTimeout(r, ms)))]).finally(() => clearTimeout(timer));
      await within(Promise.race([exited, ended]), graceMs);
      killTree(child);
      await within(Promise.race([exited, ended]), 2000);
      await within(exited, 100); // the last output still in the pipes
      // A grandchild that left the process group (`setsid cmd &`) can hold stdout open forever:
      // 'close' never comes and the pipes would keep this process alive after the results are out.
      releaseStdio(child);
    }
    this.child = null;
    this.failAll(null, (w) => new ProcessFailure(`${this.opts.label} was closed ${w}`, "exit", this.tail));
  }
}

/** Destroy a child's pipes and unref it, so nothing it (or a descendant) holds keeps us alive. */
function releaseStdio(child: ChildProcess): void {
  child.stdin?.destroy();
  child.stdout?.destroy();
  child.stderr?.destroy();
  child.unref();
}

/** SIGKILL the child and (POSIX) its whole process group; ignores processes already gone. */
function killTree(child: ChildProcess): void {
  if (child.pid === undefined || gone.has(child)) return;
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
