// Shared by the commands: their usage text (`arh --help`, `arh CMD --help`, `arh help CMD`), and a
// usage problem (bad flag, unusable policy or baseline) as one clear line on stderr and exit code 2;
// anything else is rethrown (src/cli.ts turns it into one line too).
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

/** Each command's synopsis, as `arh --help` lists it (continuation lines indented to the flags). */
const SYNOPSES = {
  validate: `  validate --policy P [--format F] [--fail-under N] [--json-out F] [--md-out F]
           [--junit-out F] [--sarif-out F] [--sarif-category C] [--link-base URL]
           [--memory-adapter CMD | --memory-results F] [--semantic-judge CMD]
           [--memory-timeout-ms N] [--jobs N] [--root DIR] [--scenario-from RE]
           [--min-runs N] [--strict-policy] [--quiet] [--verbose] [--shard i/N]
           [--partial-out F] [--commit SHA] [--bundle-out DIR|F.zip [--quarantine F]
           [--history-from B [--history-max N] [--date D] [--max-drift [fail:]P%]]] PATH...`,
  merge: `  merge    --expect N [--json-out F] [--md-out F] [--junit-out F] [--sarif-out F]
           [--sarif-category C] [--link-base URL] [--scenario-from RE] [--min-runs N]
           [--quiet] PARTIAL...
           the partial reports of N shards as one report (docs/shards.md)`,
  compare: `  compare  --baseline B|DIR|F.zip (--candidate C | --policy P PATH...) [--fail-on M]
           [--max-score-drop N] [--format F] [--fail-under N] [--json-out F]
           [--md-out F] [--candidate-json-out F] [--diff-out DIR] [--link-base URL]
           [--scenario-from RE] [--alpha A] [--insufficient warn|fail]
           [--flaky warn|fail|ignore] [--min-runs N] [--quarantine F [--today D]]
           [--zero-tolerance LIST] [--strict-policy] [--stream auto|always|never]
           [--unpaired fail|warn] [--policy-change gate|report] [--quiet]
           [--max-cost-increase X] [--max-tokens-increase X] [--max-latency-increase X]`,
  init: `  init     [--out F] [--workflow [--default-branch B]] [--format F] [--strict] [--force]
           [--quiet] [PATH...]   (PATH defaults to traces/)`,
  trend: `  trend    BUNDLE [--json-out F] [--html-out F] [--quiet]
           the headline metrics of the bundle's history with sparklines (docs/trend.md)`,
  calibrate: `  calibrate --baseline BUNDLE [--rounds N] [--seed S] [--detect D] [--scenario-from RE]
           [--alpha A] [--insufficient warn|fail] [--flaky warn|fail|ignore] [--json-out F]
           [--quiet]   the scenario gate's false-alarm rate and power on the baseline's own
           runs (docs/calibrate.md)`,
  collect: `  collect  [--out DIR] [--timeout-ms N] [--max-total-bytes N] -- CMD ARGS...
           run CMD with an OTLP/HTTP receiver; one OTLP/JSON file per trace in DIR`,
} as const;

export type CommandName = keyof typeof SYNOPSES;

const FOOTER = `PATH: a file, a directory (recursively, *.json, *.jsonl), a glob, or !glob. F (format): auto, arh,
openai-chat, openai-responses, anthropic-messages, cohere-chat, otlp.
M (fail-on): regressions (default), failures, never.

exit codes: 0 passed, 1 a trace or the gate failed, 2 usage error or unusable policy/baseline
`;

/** `arh --help`: every command. */
export const USAGE = `usage: arh <command> [options]

commands:
${Object.values(SYNOPSES).join("\n")}

${FOOTER}`;

export function isCommand(name: string | undefined): name is CommandName {
  return name !== undefined && Object.hasOwn(SYNOPSES, name);
}

/** `arh CMD --help` and `arh help CMD`: that command's usage. */
export function commandUsage(cmd: CommandName): string {
  return `usage: arh ${cmd} [options]\n\n${SYNOPSES[cmd]}\n\n${FOOTER}`;
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
