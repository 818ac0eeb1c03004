// `arh` command line: `arh validate ...`, `arh compare ...` (semantics.md §8).
import { runValidateCommand } from "./commands/validate.js";
import { runCompareCommand } from "./commands/compare.js";
import { runInitCommand } from "./commands/init.js";
import { runCollectCommand } from "./commands/collect.js";
import { runMergeCommand } from "./commands/merge.js";
import { VERSION } from "./version.js";
import { neutralizeWorkflowCommands } from "./util/escape.js";
import { setWorkerEntry } from "./engine/parallel.js";
import { runValidateWorker } from "./engine/worker.js";

const USAGE = `usage: arh <command> [options]

commands:
  validate --policy P [--format F] [--fail-under N] [--json-out F] [--md-out F]
           [--junit-out F] [--sarif-out F] [--sarif-category C] [--link-base URL]
           [--memory-adapter CMD | --memory-results F] [--semantic-judge CMD]
           [--memory-timeout-ms N] [--jobs N] [--root DIR] [--scenario-from RE]
           [--min-runs N] [--quiet] [--verbose] [--shard i/N] [--partial-out F]
           [--commit SHA] PATH...
  merge    --expect N [--json-out F] [--md-out F] [--junit-out F] [--sarif-out F]
           [--sarif-category C] [--link-base URL] [--scenario-from RE] [--min-runs N]
           [--quiet] PARTIAL...
           the partial reports of N shards as one report (docs/shards.md)
  compare  --baseline B (--candidate C | --policy P PATH...) [--fail-on M]
           [--max-score-drop N] [--format F] [--fail-under N] [--json-out F]
           [--md-out F] [--candidate-json-out F] [--diff-out DIR] [--link-base URL]
           [--scenario-from RE] [--alpha A] [--insufficient warn|fail]
           [--flaky warn|fail|ignore] [--min-runs N] [--quarantine F [--today D]]
           [--stream auto|always|never] [--quiet]
  init     [--out F] [--workflow [--default-branch B]] [--format F] [--strict] [--force]
           [--quiet] [PATH...]   (PATH defaults to traces/)
  collect  [--out DIR] [--timeout-ms N] [--max-total-bytes N] -- CMD ARGS...
           run CMD with an OTLP/HTTP receiver; one OTLP/JSON file per trace in DIR

PATH: a file, a directory (recursively, *.json, *.jsonl), a glob, or !glob. F (format): auto, arh,
openai-chat, openai-responses, anthropic-messages, cohere-chat, otlp.
M (fail-on): regressions (default), failures, never.

exit codes: 0 passed, 1 a trace or the gate failed, 2 usage error or unusable policy/baseline
`;

async function main(argv: string[]): Promise<number> {
  const [cmd, ...rest] = argv;
  switch (cmd) {
    case "validate":
      return runValidateCommand(rest);
    case "compare":
      return runCompareCommand(rest);
    case "init":
      return runInitCommand(rest);
    case "merge":
      return runMergeCommand(rest);
    case "collect":
      return runCollectCommand(rest);
    case "--version":
    case "-V":
      process.stdout.write(`arh ${VERSION}\n`);
      return 0;
    case "--help":
    case "-h":
    case "help":
      process.stdout.write(USAGE);
      return 0;
    default:
      process.stderr.write(cmd ? `arh: unknown command '${cmd}'\n${USAGE}` : USAGE);
      return 2;
  }
}

// A worker thread of `arh validate` (engine/parallel.ts) runs from this same file.
if (!runValidateWorker()) {
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
