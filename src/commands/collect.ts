// `arh collect [--out DIR] [--timeout-ms N] [--max-total-bytes N] -- CMD ARGS...`: run CMD with an
// OTLP/HTTP receiver on 127.0.0.1 as its exporter endpoint, then write one OTLP/JSON file per trace
// (docs/collect.md) and exit with CMD's status. The receiver is always stopped and the files
// received so far always written, whatever CMD does.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { constants as osConstants } from "node:os";
import { parseArgs } from "node:util";
import { UsageError } from "../errors.js";
import { usageExit } from "./usage.js";
import { neutralizeWorkflowCommands } from "../util/escape.js";
import { DEFAULT_LIMITS, startReceiver } from "../collect/receiver.js";
import { splitByTrace } from "../collect/split.js";

const DEFAULT_OUT = "traces";
const USAGE = "usage: arh collect [--out DIR] [--timeout-ms N] [--max-total-bytes N] -- CMD ARGS...";
const DEFAULT_TIMEOUT_MS = 60 * 60 * 1000;
const KILL_GRACE_MS = 5000;

function say(line: string): void {
  process.stderr.write(`arh collect: ${neutralizeWorkflowCommands(line.replace(/\s*\n\s*/g, " "))}\n`);
}

function wholeNumber(flag: string, v: string | undefined, dflt: number): number {
  if (v === undefined) return dflt;
  if (!/^[1-9][0-9]{0,14}$/.test(v)) throw new UsageError(`${flag} must be a positive whole number, got '${v}'`);
  return Number(v);
}

/** The environment CMD runs with: every OTLP exporter pointed at the receiver, over HTTP. */
export function exporterEnv(base: NodeJS.ProcessEnv, url: string): NodeJS.ProcessEnv {
  const env = { ...base };
  const p = env.OTEL_EXPORTER_OTLP_PROTOCOL;
  const protocol = p === "http/json" || p === "http/protobuf" ? p : "http/protobuf";
  env.OTEL_EXPORTER_OTLP_ENDPOINT = url;
  env.OTEL_EXPORTER_OTLP_PROTOCOL = protocol;
  // Signal-specific settings win over the generic ones in every SDK: set them too.
  env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT = `${url}/v1/traces`;
  env.OTEL_EXPORTER_OTLP_LOGS_ENDPOINT = `${url}/v1/logs`;
  env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL = protocol;
  env.OTEL_EXPORTER_OTLP_LOGS_PROTOCOL = protocol;
  return env;
}

/** Split `[options] [--] CMD ARGS...`: options end at `--` or at the first word that is not one. */
function splitCommand(argv: string[]): { opts: string[]; cmd: string[] } {
  const opts: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--") return { opts, cmd: argv.slice(i + 1) };
    if (!a.startsWith("-")) return { opts, cmd: argv.slice(i) };
    opts.push(a);
    if (!a.includes("=") && a !== "--help" && a !== "-h" && i + 1 < argv.length) opts.push(argv[++i]!);
  }
  return { opts, cmd: [] };
}

export async function runCollectCommand(argv: string[]): Promise<number> {
  let out: string;
  let timeoutMs: number;
  let maxTotal: number;
  let cmd: string[];
  try {
    const split = splitCommand(argv);
    const { values } = parseArgs({
      args: split.opts,
      strict: true,
      options: { out: { type: "string" }, "timeout-ms": { type: "string" }, "max-total-bytes": { type: "string" }, help: { type: "boolean", short: "h" } },
    });
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    out = resolve(values.out ?? DEFAULT_OUT);
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
  const { files, untracedLogs } = splitByTrace(receiver.resourceSpans, receiver.resourceLogs);
  try {
    mkdirSync(out, { recursive: true });
    for (const f of files) writeFileSync(join(out, f.name), JSON.stringify(f.doc, null, 2) + "\n");
  } catch (e) {
    say(`cannot write to ${out}: ${e instanceof Error ? e.message : String(e)}`);
    return status === 0 ? 2 : status;
  }
  const spans = files.reduce((n, f) => n + f.spans, 0);
  const logs = files.reduce((n, f) => n + f.logs, 0);
  say(`${files.length} trace(s) (${spans} spans, ${logs} log records) written to ${out}`);
  if (files.length === 0 && receiver.accepted.traces === 0) {
    say("no spans were received: is the command instrumented, with an OTLP/HTTP exporter (docs/collect.md)?");
  }
  if (untracedLogs > 0) say(`${untracedLogs} log record(s) belong to no received trace and were not written`);
  return status;
}

/** Run CMD with inherited stdio; its exit status (128 + signal number when killed; 124 on timeout). */
function runChild(cmd: string[], env: NodeJS.ProcessEnv, timeoutMs: number): Promise<number> {
  return new Promise((resolvePromise) => {
    const child = spawn(cmd[0]!, cmd.slice(1), { stdio: "inherit", env });
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
      resolvePromise(code);
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
