// Shared by the commands: their usage text (`arh --help`, `arh CMD --help`, `arh help CMD`, written
// from the tables of src/commands/help.ts), and a
// usage problem (bad flag, unusable policy or baseline) as one clear line on stderr and exit code 2;
// anything else is rethrown (src/cli.ts turns it into one line too).
import { UsageError } from "../errors.js";
import { neutralizeWorkflowCommands } from "../util/escape.js";
import { truncateText } from "../util/bound.js";
import { COMMAND_NAMES, commandHelp, overviewHelp, type CommandName } from "./help.js";

export function usageExit(command: string, e: unknown): number {
  const isParseArgs = e instanceof TypeError && (e as NodeJS.ErrnoException).code?.startsWith("ERR_PARSE_ARGS");
  if (e instanceof UsageError || isParseArgs) {
    process.stderr.write(`arh ${command}: ${neutralizeWorkflowCommands(truncateText((e as Error).message.replace(/\s*\n\s*/g, " "), 2000))}\n`);
    return 2;
  }
  throw e;
}

export type { CommandName } from "./help.js";

/** `arh --help`: every command. */
export const USAGE = overviewHelp();

export function isCommand(name: string | undefined): name is CommandName {
  return name !== undefined && (COMMAND_NAMES as readonly string[]).includes(name);
}

/** `arh CMD --help` and `arh help CMD`: that command's flags, terms and exit codes (src/commands/help.ts). */
export function commandUsage(cmd: CommandName): string {
  return commandHelp(cmd);
}

/**
 * The command's arguments ask for its usage: `--help` or `-h` before any `--` (after it, `arh
 * collect` passes them to its command).
 */
export function wantsHelp(args: readonly string[]): boolean {
  for (const a of args) {
    if (a === "--") return false;
    if (a === "--help" || a === "-h") return true;
  }
  return false;
}
