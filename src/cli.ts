// `arh` command line: `arh validate ...`, `arh compare ...` (semantics.md §8).
import { runValidateCommand } from "./commands/validate.js";
import { VERSION } from "./version.js";
import { commandUsage, isCommand, USAGE, wantsHelp, type CommandName } from "./commands/usage.js";
import { neutralizeWorkflowCommands } from "./util/escape.js";
import { setWorkerEntry } from "./engine/parallel.js";
import { runValidateWorker } from "./engine/worker.js";
import { isBundleVerifyWorker, runBundleVerify } from "./bundle/verify-worker.js";

// Only `validate` is loaded with the CLI: the other commands (and what they alone need, such as the
// collector's gRPC and protobuf code) are separate chunks of the bundle, loaded when run, so that a
// validation does not pay for parsing them at startup.
const COMMANDS: Record<CommandName, (args: string[]) => Promise<number>> = {
  validate: runValidateCommand,
  compare: async (args) => (await import("./commands/compare.js")).runCompareCommand(args),
  init: async (args) => (await import("./commands/init.js")).runInitCommand(args),
  merge: async (args) => (await import("./commands/merge.js")).runMergeCommand(args),
  trend: async (args) => (await import("./commands/trend.js")).runTrendCommand(args),
  calibrate: async (args) => (await import("./commands/calibrate.js")).runCalibrateCommand(args),
  collect: async (args) => (await import("./commands/collect.js")).runCollectCommand(args),
};

async function main(argv: string[]): Promise<number> {
  const [cmd, ...rest] = argv;
  if (isCommand(cmd)) {
    if (wantsHelp(rest)) return help(commandUsage(cmd));
    return COMMANDS[cmd](rest);
  }
  switch (cmd) {
    case "--version":
    case "-V":
      process.stdout.write(`arh ${VERSION}\n`);
      return 0;
    case "help":
      // `arh help CMD`: that command's usage; `arh help`: every command's
      if (rest[0] !== undefined && !isCommand(rest[0])) {
        process.stderr.write(`arh: unknown command '${neutralizeWorkflowCommands(rest[0].slice(0, 100))}'\n${USAGE}`);
        return 2;
      }
      return help(isCommand(rest[0]) ? commandUsage(rest[0]) : USAGE);
    case "--help":
    case "-h":
      return help(USAGE);
    default:
      process.stderr.write(cmd ? `arh: unknown command '${cmd}'\n${USAGE}` : USAGE);
      return 2;
  }
}

function help(text: string): number {
  process.stdout.write(text);
  return 0;
}

// A worker thread of `arh validate` (engine/parallel.ts) or of a bundle's check (bundle/verify.ts) runs from this same file.
if (isBundleVerifyWorker()) void runBundleVerify();
else if (!runValidateWorker()) {
  if (import.meta.url.endsWith(".js")) setWorkerEntry(import.meta.url);
  start();
}

function start(): void {
  // `arh validate … | head`: a reader that goes away ends the output quietly, not with a trace.
  process.stdout.on("error", (e: NodeJS.ErrnoException) => {
    if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw e;
  });
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      // Last resort: one clear line, never a stack trace.
      const msg = err instanceof Error ? err.message : String(err);
      process.stderr.write(`arh: internal error: ${neutralizeWorkflowCommands(msg.replace(/\s*\n\s*/g, " "))}\n`);
      process.exitCode = 2;
    },
  );
}
