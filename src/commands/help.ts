// What `arh CMD --help` says: one row per flag (its value, one line of meaning, its default and the
// commands that take it), each command's synopsis, terms and exit codes, and the parser every
// command uses, which turns Node's parse errors into one line with the nearest valid flag.
// A new flag is a row of FLAG_HELP; test/commands/help.test.ts fails when a command's parseArgs
// options and this table, the help text or the README's synopsis disagree.
import { parseArgs, type ParseArgsConfig } from "node:util";
import { distance } from "fastest-levenshtein";
import { UsageError } from "../errors.js";

export const COMMAND_NAMES = ["validate", "compare", "init", "collect", "merge", "trend", "calibrate"] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];

/** Per command (`{ compare: "…" }`) or the same for all. */
type PerCommand = string | Partial<Record<CommandName, string>>;

export interface FlagRow {
  /** The commands that take the flag, in the order the help lists them. */
  commands: readonly CommandName[];
  /** Placeholder of the value (`P`, `N`); none for a switch. */
  value?: PerCommand;
  short?: string;
  /** One line: what the flag does. */
  text: PerCommand;
  /** The default, when the flag has one worth saying. */
  default?: PerCommand;
}

const V: CommandName = "validate";
const C: CommandName = "compare";
const I: CommandName = "init";
const L: CommandName = "collect";
const M: CommandName = "merge";
const T: CommandName = "trend";
const K: CommandName = "calibrate";

/** Every flag of every command, in the order the help lists them. */
export const FLAG_HELP: Record<string, FlagRow> = {
  baseline: { commands: [C, K], value: { compare: "B|DIR|F.zip", calibrate: "BUNDLE" }, text: { compare: "the baseline: a report JSON, a bundle folder or a bundle zip (required)", calibrate: "the baseline bundle (folder or zip) or report whose repeated runs are split (required)" } },
  candidate: { commands: [C], value: "C", text: "the candidate report JSON (instead of --policy and PATH...)" },
  policy: { commands: [V, C], value: "P", text: { validate: "the policy file (JSON) the traces are judged by (required)", compare: "the policy to validate the candidate traces PATH... with (instead of --candidate)" } },
  expect: { commands: [M], value: "N", text: "how many shards the partial reports must come from (required)" },
  format: { commands: [V, C, I], value: "F", text: "the traces' format (see F below)", default: "auto" },
  "fail-under": { commands: [V, C], value: "N", text: "a trace scoring below N fails (0-100)", default: "70" },
  "fail-on": { commands: [C], value: "M", text: "what fails the gate (see M below)", default: "regressions" },
  "max-score-drop": { commands: [C], value: "N", text: "also fail when a trace's score drops by more than N points (regressions mode)", default: "off" },
  "json-out": { commands: [V, C, M, T, K], value: "F", text: { validate: "write the JSON report (also the baseline format) to F", merge: "write the merged JSON report to F", compare: "write the comparison JSON to F", trend: "write the trend table as JSON to F", calibrate: "write the calibration as JSON to F" } },
  "md-out": { commands: [V, C, M], value: "F", text: { validate: "write the Markdown report to F", merge: "write the Markdown report to F", compare: "write the comparison Markdown (the PR comment) to F" } },
  "junit-out": { commands: [V, M], value: "F", text: "write a JUnit XML report to F" },
  "sarif-out": { commands: [V, M], value: "F", text: "write a SARIF 2.1.0 report (code scanning) to F" },
  "sarif-category": { commands: [V, M], value: "C", text: "the SARIF run's category, to tell several uploads apart", default: "arh" },
  "json-format": { commands: [C], value: "harness|compact", text: "the comparison JSON's layout: harness (every trace in full, the default) or compact (compare_format 2: the traces that changed nothing as ids)" },
  "candidate-json-out": { commands: [C], value: "F", text: "write the candidate traces' JSON report to F (with --policy PATH...)" },
  "diff-out": { commands: [C], value: "DIR", text: "write a before/after trace diff per regressed trace to DIR (JSON and index.html)" },
  "link-base": { commands: [V, C, M], value: "URL", text: "make file locations links: URL/<path>#L<line> (https://github.com/O/R/blob/SHA/)" },
  "memory-adapter": { commands: [V], value: "CMD", text: "run memory-system traces through CMD (docs/memory-adapter.md)" },
  "memory-results": { commands: [V], value: "F", text: "read recorded memory adapter results from F instead of running an adapter" },
  "semantic-judge": { commands: [V], value: "CMD", text: "score semantic memory items with your judge CMD instead of the offline similarity" },
  "memory-timeout-ms": { commands: [V], value: "N", text: "milliseconds the memory adapter has per request", default: "30000" },
  judge: { commands: [V, K], value: { validate: "CMD", calibrate: "NAME" }, text: { validate: "run the judge CMD on steps: its answers become the steps' evaluations (docs/judge-command.md)", calibrate: "calibrate the judge whose evaluations are named NAME against human labels (docs/calibrate.md)" } },
  "judge-timeout-ms": { commands: [V], value: "N", text: "milliseconds the judge command has per step", default: "30000" },
  "judge-steps": { commands: [V], value: "final|responses|all", text: "the steps the judge gets: each trace's last model response, every model response, or every step", default: "final" },
  labels: { commands: [K], value: "F", text: "the human labels: JSON lines or CSV of id, step, label or score (with --judge)" },
  rubric: { commands: [K], value: "F", text: "the judge's rubric (prompt or config) file whose sha256 the record is bound to (with --judge)" },
  scores: { commands: [K], value: "F", text: "the judge's results as JSON lines or CSV of id, step, label or score, instead of trace PATHs" },
  metric: { commands: [K], value: "M", text: "cohen_kappa (labels), spearman (scores) or threshold_agreement (score >= T v pass/fail)", default: "from the data" },
  threshold: { commands: [K], value: "T", text: "a judge score at or above T is a pass (threshold_agreement)" },
  jobs: { commands: [V, C], value: "N", short: "j", text: { validate: "threads validating files (auto: the CPUs, at most 4; used from 512 files)", compare: "threads validating the candidate's and re-judging the bundle's traces (as validate)" }, default: "auto with 4 CPUs or more, else 1" },
  root: { commands: [V], value: "DIR", text: "report trace paths relative to DIR", default: "the current directory" },
  "scenario-from": { commands: [V, C, M, K], value: "RE", text: "repeated runs: the scenario of a trace is RE's first group (or match) in its trace id" },
  "min-runs": { commands: [V, C, M, K], value: "N", text: "repeated runs: a scenario with fewer candidate runs fails", default: "none" },
  alpha: { commands: [C, K], value: "A", text: "repeated runs: significance level of the scenario gate", default: "0.05" },
  insufficient: { commands: [C, K], value: "warn|fail", text: "repeated runs: a scenario whose run counts cannot reach significance", default: "warn" },
  flaky: { commands: [C, K], value: "warn|fail|ignore", text: "repeated runs: a scenario that passes and fails in the candidate", default: "warn" },
  quarantine: { commands: [V, C], value: "F", text: { validate: "the quarantine file to put in the bundle (with --bundle-out)", compare: "the quarantine file, taken from the base branch" } },
  today: { commands: [C], value: "YYYY-MM-DD", text: "the date that judges the quarantine's expiry", default: "today (UTC)" },
  "zero-tolerance": { commands: [C, K], value: "LIST", text: "rules or categories whose new error in any run fails (none, default, or ids)", default: "the policy's, else ARH-FLW-003, ARH-SAF-001, ARH-SEQ-002" },
  "strict-policy": { commands: [V, C, K], text: "policy diagnostics (unknown keys, values that switch a check off) are errors (exit 2) instead of warnings", default: "off" },
  stream: { commands: [C], value: "auto|always|never", text: "compare two report files streamed (flat memory) or in memory", default: "auto: streamed above 64 MiB" },
  shard: { commands: [V], value: "i/N", text: "validate only shard i of N (with --partial-out; docs/shards.md)" },
  "partial-out": { commands: [V], value: "F", text: "write this shard's partial report to F, for arh merge" },
  commit: { commands: [V], value: "SHA", text: "the commit a partial report is of", default: "$GITHUB_SHA" },
  "bundle-out": { commands: [V], value: "DIR|F.zip", text: "write a baseline bundle: report, traces and policy (docs/bundle.md)" },
  out: { commands: [I, L], value: { init: "F", collect: "DIR" }, short: "o", text: { init: "write the inferred policy to F (and its explanation beside it)", collect: "write one OTLP/JSON file per trace to DIR" }, default: { init: "arh-policy.json", collect: "traces" } },
  workflow: { commands: [I], text: "also write .github/workflows/agent-gate.yml" },
  "default-branch": { commands: [I], value: "B", text: "the branch the workflow gates pull requests into (with --workflow)", default: "the repository's default branch from git, else main" },
  strict: { commands: [I], text: "widen the inferred policy until every trace passes" },
  force: { commands: [I], short: "f", text: "overwrite files that exist" },
  "timeout-ms": { commands: [L], value: "N", text: "stop CMD after N ms (SIGTERM, then SIGKILL); exit 124", default: "3600000, one hour" },
  "max-total-bytes": { commands: [L], value: "N", text: "most decompressed telemetry accepted; more is refused with 413", default: "268435456, 256 MiB" },
  clean: { commands: [L], text: "remove the trace files in DIR this run did not write (an earlier run's); else a warning names them" },
  unpaired: { commands: [C], value: "fail|warn", text: "no trace or scenario pairs with the baseline, or pairs by arrival order whose calls changed: fail the gate, or warn", default: "fail" },
  "policy-change": { commands: [C], value: "gate|report", text: "the pull request's policy turns traces red that pass under the base branch's policy: fail the gate, or report it", default: "gate" },
  "max-cost-increase": { commands: [C], value: "X", text: "fail when cost rises by more than X: a percentage (20%) or USD (0.05) (docs/cost.md)", default: "the policy's regression block, else off" },
  "max-tokens-increase": { commands: [C], value: "X", text: "fail when tokens rise by more than X: a percentage (20%) or a token count (500)", default: "the policy's regression block, else off" },
  "max-latency-increase": { commands: [C], value: "X", text: "fail when latency rises by more than X: a percentage (20%) or a duration (2000ms, 2s)", default: "the policy's regression block, else off" },
  "history-from": { commands: [V], value: "B", text: "carry the history of the previous baseline bundle B into the new one (with --bundle-out; docs/trend.md)" },
  "history-max": { commands: [V], value: "N", text: "points of history the bundle keeps (1-1000)", default: "100" },
  date: { commands: [V], value: "D", text: "the date of this run's history point (ISO 8601)", default: "the push event's head commit timestamp" },
  "max-drift": { commands: [V], value: "[fail:]P%", text: "warn (or with fail: fail) when cost, tokens, latency or pass rate drifted past P% over the history", default: "off" },
  "html-out": { commands: [T], value: "F", text: "write the trend as an HTML page with SVG charts to F" },
  rounds: { commands: [K], value: "N", text: "random splits of each scenario's runs (1-100000)", default: "1000" },
  seed: { commands: [K], value: "S", text: "the seed of the splits (the same seed, the same result)", default: "1" },
  detect: { commands: [K], value: "D", text: "also say how many runs per scenario detect a pass-rate drop of D (0-1) with 80 % power" },
  "allow-empty": { commands: [V, C, M], text: "a run that checked no trace passes (by default it fails, exit 1, as a test runner without tests)", default: "off" },
  verbose: { commands: [V], short: "v", text: "list every finding on the console" },
  quiet: { commands: [V, C, I, M, T, K], short: "q", text: "print only problems" },
  help: { commands: [V, C, I, L, M, T, K], short: "h", text: "show this help" },
};

function pick(p: PerCommand | undefined, cmd: CommandName): string | undefined {
  if (p === undefined || typeof p === "string") return p;
  return p[cmd];
}

/** The flags a command takes, in table order. */
export function commandFlags(cmd: CommandName): string[] {
  return Object.keys(FLAG_HELP).filter((f) => FLAG_HELP[f]!.commands.includes(cmd));
}

interface CommandHelp {
  summary: string;
  synopsis: string;
  /** Terms the synopsis uses, each one line. */
  terms: readonly string[];
  exit: readonly string[];
}

const PATH_TERM = "PATH: a file, a directory (recursively, *.json and *.jsonl; node_modules, .git and similar folders skipped), a glob, or !glob";
const F_TERM = "F (format): auto, arh, openai-chat, openai-responses, anthropic-messages, cohere-chat, otlp";
const USAGE_EXIT = "2 a usage error or an unusable policy/baseline (one line on stderr)";

/** Each command's synopsis (as the README's "Command line" lists it), terms and exit codes. */
export const COMMAND_HELP: Record<CommandName, CommandHelp> = {
  validate: {
    summary: "Validate agent traces against a policy and write reports.",
    synopsis: `arh validate --policy P [--format F] [--fail-under N] [--json-out F] [--md-out F]
             [--junit-out F] [--sarif-out F] [--sarif-category C] [--link-base URL]
             [--memory-adapter CMD | --memory-results F] [--semantic-judge CMD]
             [--memory-timeout-ms N] [--judge CMD [--judge-timeout-ms N]
             [--judge-steps final|responses|all]] [--jobs N] [--root DIR] [--scenario-from RE]
             [--min-runs N] [--strict-policy] [--allow-empty] [--quiet] [--verbose] [--shard i/N]
             [--partial-out F] [--commit SHA] [--bundle-out DIR|F.zip [--quarantine F]
             [--history-from B] [--history-max N] [--date D] [--max-drift [fail:]P%]] PATH...`,
    terms: [PATH_TERM, F_TERM],
    exit: ["0 every trace passed", "1 a trace failed, or no trace was checked (without --allow-empty)", USAGE_EXIT],
  },
  compare: {
    summary: "Compare a candidate with a baseline and gate on what regressed.",
    synopsis: `arh compare  --baseline B|DIR|F.zip (--candidate C | --policy P PATH...) [--fail-on M]
             [--max-score-drop N] [--format F] [--fail-under N] [--json-out F] [--md-out F]
             [--json-format harness|compact] [--candidate-json-out F] [--diff-out DIR]
             [--link-base URL] [--scenario-from RE] [--alpha A] [--insufficient warn|fail]
             [--flaky warn|fail|ignore] [--min-runs N] [--quarantine F [--today YYYY-MM-DD]]
             [--zero-tolerance LIST] [--strict-policy] [--stream auto|always|never]
             [--unpaired fail|warn] [--policy-change gate|report] [--max-cost-increase X]
             [--max-tokens-increase X] [--max-latency-increase X] [--jobs N] [--allow-empty]
             [--quiet]`,
    terms: [PATH_TERM, F_TERM, "X: a percentage (20%) or an absolute amount (USD, tokens, or ms: 2000ms, 2s)", "M (fail-on): regressions (new error findings, pass -> fail, added failing traces), failures (any failing trace), never"],
    exit: ["0 the gate passed", "1 the gate failed (a candidate without traces fails it, without --allow-empty)", USAGE_EXIT],
  },
  init: {
    summary: "Infer a starting policy from recorded traces (and a workflow with --workflow).",
    synopsis: `arh init     [--out F] [--workflow [--default-branch B]] [--format F] [--strict] [--force]
             [--quiet] [PATH...]`,
    terms: ["PATH: traces to learn from, as for validate (default: traces/)", F_TERM],
    exit: ["0 the policy was written", USAGE_EXIT],
  },
  collect: {
    summary: "Run a command with an OTLP/HTTP receiver and write one trace file per trace.",
    synopsis: `arh collect  [--out DIR] [--clean] [--timeout-ms N] [--max-total-bytes N] -- CMD ARGS...`,
    terms: ["CMD ARGS...: the command to run (your agent's tests), after --; it gets OTEL_EXPORTER_OTLP_ENDPOINT"],
    exit: ["the command's own exit status", "124 the command ran past --timeout-ms", "2 a usage error (the command did not run), or the traces could not be written"],
  },
  merge: {
    summary: "Merge the partial reports of N shards into the report one job would have written.",
    synopsis: `arh merge    --expect N [--json-out F] [--md-out F] [--junit-out F] [--sarif-out F]
             [--sarif-category C] [--link-base URL] [--scenario-from RE] [--min-runs N]
             [--allow-empty] [--quiet] PARTIAL...`,
    terms: ["PARTIAL: a partial report written by arh validate --shard i/N --partial-out F"],
    exit: ["0 every trace passed", "1 a trace failed, or no trace was checked (without --allow-empty)", "2 a usage error, or a shard missing, duplicated or inconsistent"],
  },
  trend: {
    summary: "Print the headline metrics of a baseline bundle's history with sparklines.",
    synopsis: `arh trend    BUNDLE [--json-out F] [--html-out F] [--quiet]`,
    terms: ["BUNDLE: a baseline bundle (folder or zip) written with --history-from (docs/trend.md)"],
    exit: ["0 the trend was printed", USAGE_EXIT],
  },
  calibrate: {
    summary: "Measure the scenario gate's false-alarm rate and power on the baseline's own repeated runs, or a judge's agreement with human labels.",
    synopsis: `arh calibrate --baseline BUNDLE [--rounds N] [--seed S] [--detect D] [--scenario-from RE]
             [--min-runs N] [--alpha A] [--insufficient warn|fail] [--flaky warn|fail|ignore]
             [--zero-tolerance LIST] [--strict-policy] [--json-out F] [--quiet]
        or:  --judge NAME --labels F --rubric F (--scores F | PATH...) [--metric M]
             [--threshold T] [--json-out F] [--quiet]`,
    terms: ["BUNDLE: a baseline bundle (folder or zip) or report with repeated runs per scenario (docs/calibrate.md)", "PATH: traces whose evaluations named NAME are the judge's results, as for validate"],
    exit: ["0 the calibration was printed", USAGE_EXIT],
  },
};

/** `arh --help`: the commands with their synopses. */
export function overviewHelp(): string {
  const lines = ["usage: arh <command> [options]   (arh <command> --help: its flags)", ""];
  for (const c of COMMAND_NAMES) lines.push(`${COMMAND_HELP[c].synopsis}`, `    ${COMMAND_HELP[c].summary}`, "");
  lines.push("exit codes: 0 passed, 1 a trace or the gate failed, 2 usage error; collect returns its command's status (124 on timeout)");
  return lines.join("\n") + "\n";
}

/** The flag column of one row: `-j, --jobs N`. */
export function flagLabel(name: string, cmd: CommandName): string {
  const row = FLAG_HELP[name]!;
  const v = pick(row.value, cmd);
  return `${row.short ? `-${row.short}, ` : "    "}--${name}${v ? ` ${v}` : ""}`;
}

/** `arh CMD --help`: the synopsis, every flag with its meaning and default, the terms and exit codes that apply. */
export function commandHelp(cmd: CommandName): string {
  const h = COMMAND_HELP[cmd];
  const flags = commandFlags(cmd);
  const width = Math.max(...flags.map((f) => flagLabel(f, cmd).length)) + 2;
  const lines = [`usage: ${h.synopsis}`, "", h.summary, "", "flags:"];
  for (const f of flags) {
    const row = FLAG_HELP[f]!;
    const def = pick(row.default, cmd);
    lines.push(`  ${flagLabel(f, cmd).padEnd(width)}${pick(row.text, cmd) ?? ""}${def ? ` (default: ${def})` : ""}`);
  }
  lines.push("", "terms:", ...h.terms.map((t) => `  ${t}`), "", "exit codes:", ...h.exit.map((e) => `  ${e}`));
  return lines.join("\n") + "\n";
}

/** The nearest flag of a command to a misspelt one, when it is near enough to be meant. */
export function nearestFlag(cmd: CommandName, given: string): string | null {
  const name = given.replace(/^-+/, "").split("=")[0]!;
  let best: string | null = null;
  let bestD = Infinity;
  for (const f of commandFlags(cmd)) {
    const d = distance(name, f);
    if (d < bestD) {
      bestD = d;
      best = f;
    }
  }
  return best !== null && bestD <= Math.max(2, Math.floor(best.length / 3)) ? `--${best}` : null;
}

/**
 * A parse error of node:util's parseArgs as one line: an unknown flag with the nearest valid one, a
 * flag missing its value, a switch given a value, an unexpected argument. Other errors unchanged.
 */
export function parseErrorLine(cmd: CommandName, e: unknown): UsageError | null {
  const code = (e as NodeJS.ErrnoException | null)?.code;
  if (!(e instanceof Error) || typeof code !== "string" || !code.startsWith("ERR_PARSE_ARGS")) return null;
  const quoted = /'([^']*)'/.exec(e.message)?.[1] ?? "";
  const more = `(arh ${cmd} --help lists every flag)`;
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
    const near = nearestFlag(cmd, quoted);
    return new UsageError(`unknown flag ${quoted}${near ? `; did you mean ${near}?` : ""} ${more}`);
  }
  if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") {
    const name = quoted.replace(/ <value>$/, "").replace(/^-\w, /, "");
    if (/argument missing/.test(e.message)) return new UsageError(`${name} needs a value ${more}`);
    if (/ambiguous/.test(e.message)) return new UsageError(`${name} has an ambiguous value starting with '-': write ${name}=VALUE ${more}`);
    if (/does not take an argument/.test(e.message)) return new UsageError(`${name} takes no value ${more}`);
  }
  if (code === "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL") return new UsageError(`unexpected argument '${quoted}': arh ${cmd} takes no paths ${more}`);
  return new UsageError(`${e.message.replace(/\s*\n\s*/g, " ")} ${more}`);
}

const parsed = new Map<CommandName, NonNullable<ParseArgsConfig["options"]>>();

/** parseArgs for a command: the same result, and a parse error as parseErrorLine's one line. */
export function parseFlags<T extends ParseArgsConfig>(cmd: CommandName, config: T): ReturnType<typeof parseArgs<T>> {
  parsed.set(cmd, config.options ?? {});
  try {
    return parseArgs(config);
  } catch (e) {
    throw parseErrorLine(cmd, e) ?? e;
  }
}

/** The options a command last gave parseFlags (tests compare them with FLAG_HELP). */
export function parsedOptions(cmd: CommandName): NonNullable<ParseArgsConfig["options"]> | undefined {
  return parsed.get(cmd);
}
