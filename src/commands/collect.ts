// `arh collect [--out DIR] [--clean] [--timeout-ms N] [--max-total-bytes N] -- CMD ARGS...`: run CMD with an
// OTLP receiver on 127.0.0.1 (OTLP/HTTP and OTLP/gRPC on one port) as its exporter endpoint, then
// write one OTLP/JSON file per trace (docs/collect.md) and exit with CMD's status. The receiver is
// always stopped and the files received so far always written, whatever CMD does. Trace files in
// DIR that this run did not write (an earlier run's) are named in a warning, or removed with --clean.
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { constants as osConstants } from "node:os";
import { commandHelp, parseFlags } from "./help.js";
import { UsageError } from "../errors.js";
import { usageExit } from "./usage.js";
import { neutralizeWorkflowCommands } from "../util/escape.js";
import { ARRIVED_TLS, DEFAULT_LIMITS, type Receiver, startReceiver } from "../collect/receiver.js";
import { splitByTrace, derivedNamesLine } from "../collect/split.js";
import { DEFAULT_COLLECT_DIR } from "../collect/defaults.js";

const USAGE = "usage: arh collect [--out DIR] [--clean] [--timeout-ms N] [--max-total-bytes N] -- CMD ARGS...";
const DEFAULT_TIMEOUT_MS = 60 * 60 * 1000;
const KILL_GRACE_MS = 5000;
/** After CMD exits, how long its output pipes may still deliver what it wrote (a process it left
 * running may hold them open for ever). */
const OUTPUT_GRACE_MS = 200;

function say(line: string): void {
  process.stderr.write(`arh collect: ${neutralizeWorkflowCommands(line.replace(/\s*\n\s*/g, " "))}\n`);
}

function wholeNumber(flag: string, v: string | undefined, dflt: number): number {
  if (v === undefined) return dflt;
  if (!/^[1-9][0-9]{0,14}$/.test(v)) throw new UsageError(`${flag} must be a positive whole number, got '${v}'`);
  return Number(v);
}

export type Protocol = "http/protobuf" | "http/json" | "grpc";

/** The protocol CMD's exporters use: the caller's OTEL_EXPORTER_OTLP_[TRACES_]PROTOCOL when it is
 * one the receiver speaks, else http/protobuf. */
export function exporterProtocol(base: NodeJS.ProcessEnv): Protocol {
  const p = (base.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || base.OTEL_EXPORTER_OTLP_PROTOCOL || "").trim().toLowerCase();
  return p === "http/json" || p === "grpc" ? p : "http/protobuf";
}

/** The environment CMD runs with: every OTLP exporter pointed at the receiver, which speaks OTLP/HTTP
 * and OTLP/gRPC on one port. */
export function exporterEnv(base: NodeJS.ProcessEnv, url: string): NodeJS.ProcessEnv {
  const env = { ...base };
  const protocol = exporterProtocol(base);
  env.OTEL_EXPORTER_OTLP_ENDPOINT = url;
  env.OTEL_EXPORTER_OTLP_PROTOCOL = protocol;
  // Signal-specific settings win over the generic ones in every SDK: set them too. OTLP/HTTP
  // endpoints name the signal's path; gRPC endpoints are the server's address.
  env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT = protocol === "grpc" ? url : `${url}/v1/traces`;
  env.OTEL_EXPORTER_OTLP_LOGS_ENDPOINT = protocol === "grpc" ? url : `${url}/v1/logs`;
  env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL = protocol;
  env.OTEL_EXPORTER_OTLP_LOGS_PROTOCOL = protocol;
  if (protocol === "grpc") {
    // Plain-text HTTP/2 (the receiver is on loopback and has no certificate).
    env.OTEL_EXPORTER_OTLP_INSECURE = "true";
    env.OTEL_EXPORTER_OTLP_TRACES_INSECURE = "true";
    env.OTEL_EXPORTER_OTLP_LOGS_INSECURE = "true";
  }
  return env;
}

/** The line that explains a run without spans: what was expected, what arrived. */
export function nothingReceived(receiver: Pick<Receiver, "url" | "arrived" | "accepted" | "problems">, protocol: Protocol): string {
  const expected = `expected OTLP over ${protocol} at ${receiver.url}`;
  const got: string[] = [];
  for (const [kind, n] of receiver.arrived) got.push(`${n} ${kind} connection(s)`);
  if (receiver.accepted.logs > 0) got.push(`${receiver.accepted.logs} log export(s) without spans`);
  if (got.length === 0) {
    return `no spans were received (${expected}; nothing connected): is the command instrumented, with an OTLP exporter that reads OTEL_EXPORTER_OTLP_ENDPOINT (docs/collect.md)?`;
  }
  const refused = [...receiver.problems.values()].reduce((a, b) => a + b, 0);
  const hint = receiver.arrived.has(ARRIVED_TLS)
    ? "set the exporter to plain text (an http:// endpoint; OTEL_EXPORTER_OTLP_INSECURE=true for gRPC)"
    : refused > 0
      ? "the refused requests above say why"
      : "the exporter connected but sent no spans: is tracing enabled, and flushed before the command exits?";
  return `no spans were received (${expected}; arrived: ${got.join(", ")}): ${hint}`;
}

/** Trace files (`*.json`, `*.jsonl`) directly in `dir` that this run did not write, sorted. */
export function foreignTraceFiles(dir: string, written: ReadonlySet<string>): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((n) => /\.jsonl?$/i.test(n) && !written.has(n))
    .filter((n) => {
      try {
        return statSync(join(dir, n)).isFile();
      } catch {
        return false;
      }
    })
    .sort();
}

/**
 * What an earlier run left in DIR would be validated with this run's traces: say so, or with
 * `--clean` remove those files (only trace files directly in DIR, never a folder).
 */
function earlierFiles(dir: string, written: ReadonlySet<string>, clean: boolean): void {
  const stale = foreignTraceFiles(dir, written);
  if (stale.length === 0) return;
  const shown = stale.slice(0, 5).join(", ") + (stale.length > 5 ? `, … (${stale.length - 5} more)` : "");
  if (!clean) {
    say(`warning: ${stale.length} trace file(s) in ${dir} were not written by this run (${shown}): they will be validated with this run's traces; pass --clean to remove them`);
    return;
  }
  let removed = 0;
  for (const n of stale) {
    try {
      rmSync(join(dir, n));
      removed++;
    } catch (e) {
      say(`cannot remove ${n}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  say(`--clean: removed ${removed} trace file(s) an earlier run left in ${dir} (${shown})`);
}

/** The flags of `arh collect` that take no value. */
const SWITCHES = new Set(["--help", "-h", "--clean"]);

/** Split `[options] [--] CMD ARGS...`: options end at `--` or at the first word that is not one. */
function splitCommand(argv: string[]): { opts: string[]; cmd: string[] } {
  const opts: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--") return { opts, cmd: argv.slice(i + 1) };
    if (!a.startsWith("-")) return { opts, cmd: argv.slice(i) };
    opts.push(a);
    if (!a.includes("=") && !SWITCHES.has(a) && i + 1 < argv.length) opts.push(argv[++i]!);
  }
  return { opts, cmd: [] };
}

export async function runCollectCommand(argv: string[]): Promise<number> {
  let out: string;
  let timeoutMs: number;
  let maxTotal: number;
  let cmd: string[];
  let clean: boolean;
  try {
    const split = splitCommand(argv);
    const { values } = parseFlags("collect", {
      args: split.opts,
      strict: true,
      options: { out: { type: "string", short: "o" }, clean: { type: "boolean" }, "timeout-ms": { type: "string" }, "max-total-bytes": { type: "string" }, help: { type: "boolean", short: "h" } },
    });
    if (values.help) {
      process.stdout.write(commandHelp("collect"));
      return 0;
    }
    clean = values.clean === true;
    out = resolve(values.out ?? DEFAULT_COLLECT_DIR);
    timeoutMs = wholeNumber("--timeout-ms", values["timeout-ms"], DEFAULT_TIMEOUT_MS);
    maxTotal = wholeNumber("--max-total-bytes", values["max-total-bytes"], DEFAULT_LIMITS.maxTotalBytes);
    cmd = split.cmd;
    if (cmd.length === 0) throw new UsageError(`no command to run: ${USAGE.slice("usage: ".length)}`);
  } catch (e) {
    return usageExit("collect", e);
  }

  const receiver = await startReceiver({ maxBodyBytes: Math.min(DEFAULT_LIMITS.maxBodyBytes, maxTotal), maxTotalBytes: maxTotal });
  let status: number;
  try {
    status = await runChild(cmd, exporterEnv(process.env, receiver.url), timeoutMs);
  } finally {
    await receiver.stop();
  }
  for (const [what, n] of receiver.problems) say(`${n} request(s) refused: ${what}`);
  const protocol = exporterProtocol(process.env);
  const { files, duplicateIds, untracedLogs } = splitByTrace(receiver.resourceSpans, receiver.resourceLogs);
  try {
    mkdirSync(out, { recursive: true });
    for (const f of files) writeFileSync(join(out, f.name), JSON.stringify(f.doc, null, 2) + "\n");
    earlierFiles(out, new Set(files.map((f) => f.name)), clean);
  } catch (e) {
    say(`cannot write to ${out}: ${e instanceof Error ? e.message : String(e)}`);
    return status === 0 ? 2 : status;
  }
  const spans = files.reduce((n, f) => n + f.spans, 0);
  const logs = files.reduce((n, f) => n + f.logs, 0);
  say(`${files.length} trace(s) (${spans} spans, ${logs} log records) written to ${out}`);
  if (files.length === 0 && receiver.accepted.traces === 0) say(nothingReceived(receiver, protocol));
  const derived = derivedNamesLine(files);
  if (derived) say(derived);
  if (duplicateIds.length > 0) say(`${duplicateIds.length} recorded trace id(s) name several traces (their files are suffixed -2, -3, ...; each scenario needs its own id): ${duplicateIds.slice(0, 5).map((d) => JSON.stringify(d.slice(0, 100))).join(", ")}`);
  if (untracedLogs > 0) say(`${untracedLogs} log record(s) belong to no received trace and were not written`);
  return status;
}

/**
 * Run CMD; its exit status (128 + signal number when killed; 124 on timeout). Standard input is
 * inherited. Standard output and error are inherited when they are terminals; otherwise CMD writes
 * into pipes of arh's own, copied to arh's, so that a process CMD leaves running (a server, a
 * `sleep &`) holds only those pipes: arh ends when CMD exits, and whoever reads arh's output sees
 * its end then, not when the last such process exits.
 */
function runChild(cmd: string[], env: NodeJS.ProcessEnv, timeoutMs: number): Promise<number> {
  return new Promise((resolvePromise) => {
    const outMode = process.stdout.isTTY ? "inherit" : "pipe";
    const errMode = process.stderr.isTTY ? "inherit" : "pipe";
    const child = spawn(cmd[0]!, cmd.slice(1), { stdio: ["inherit", outMode, errMode], env });
    // Copied by hand rather than pipe(): arh's own stdout/stderr must never be ended.
    const copies: [NodeJS.ReadableStream & { destroy(): void }, NodeJS.WriteStream][] = [];
    if (child.stdout) copies.push([child.stdout, process.stdout]);
    if (child.stderr) copies.push([child.stderr, process.stderr]);
    for (const [from, to] of copies) {
      from.on("data", (c: Buffer) => {
        to.write(c);
      });
      from.on("error", () => undefined);
    }
    const closeCopies = (): Promise<void> =>
      new Promise((r) => {
        let open = copies.filter(([from]) => from.readable).length;
        if (open === 0) return r();
        const t = setTimeout(() => {
          for (const [from] of copies) from.destroy();
          r();
        }, OUTPUT_GRACE_MS);
        for (const [from] of copies) {
          from.once("end", () => {
            if (--open === 0) {
              clearTimeout(t);
              r();
            }
          });
        }
      });
    let timedOut = false;
    let killTimer: NodeJS.Timeout | undefined;
    const forward = (sig: NodeJS.Signals) => (): void => {
      child.kill(sig);
    };
    const onInt = forward("SIGINT");
    const onTerm = forward("SIGTERM");
    process.on("SIGINT", onInt);
    process.on("SIGTERM", onTerm);
    const timer = setTimeout(() => {
      timedOut = true;
      say(`the command did not exit within ${timeoutMs} ms; stopping it (files received so far are kept)`);
      child.kill("SIGTERM");
      killTimer = setTimeout(() => child.kill("SIGKILL"), KILL_GRACE_MS);
    }, timeoutMs);
    const done = (code: number): void => {
      clearTimeout(timer);
      if (killTimer) clearTimeout(killTimer);
      process.off("SIGINT", onInt);
      process.off("SIGTERM", onTerm);
      void closeCopies().then(() => resolvePromise(code));
    };
    child.once("error", (e: NodeJS.ErrnoException) => {
      say(`cannot run '${cmd[0]!.slice(0, 200)}': ${e.code === "ENOENT" ? "command not found" : e.message}`);
      done(e.code === "ENOENT" ? 127 : 126);
    });
    child.once("exit", (code, signal) => {
      if (timedOut) done(124);
      else if (code !== null) done(code);
      else done(128 + ((signal && osConstants.signals[signal]) || 1));
    });
  });
}
