// Shared by the commands: a usage problem (bad flag, unusable policy or baseline) is one clear line
// on stderr and exit code 2; anything else is rethrown (src/cli.ts turns it into one line too).
import { UsageError } from "../errors.js";
import { neutralizeWorkflowCommands } from "../util/escape.js";
import { truncateText } from "../util/bound.js";

export function usageExit(command: string, e: unknown): number {
  const isParseArgs = e instanceof TypeError && (e as NodeJS.ErrnoException).code?.startsWith("ERR_PARSE_ARGS");
  if (e instanceof UsageError || isParseArgs) {
    process.stderr.write(`arh ${command}: ${neutralizeWorkflowCommands(truncateText((e as Error).message.replace(/\s*\n\s*/g, " "), 2000))}\n`);
    return 2;
  }
  throw e;
}
