// `arh init --workflow`: the GitHub Actions workflow that runs the gate, modelled on docs/action.md
// (pull requests compared with the base branch's baseline; pushes to the default branch record
// it), with the least permissions each job needs. Both jobs record fresh traces first (the agent's
// tests under `arh collect`, src/init/detect.ts); on pull requests the action itself uploads its
// reports (the trace diffs among them) as the `arh-reports` artifact and links it in the job
// summary and the PR comment, so the workflow has no upload step of its own (an artifact name can
// be used once per run). Pure: the text depends only on its inputs.
import { UsageError } from "../errors.js";
import { PLACEHOLDER_COMMAND, type Recorder } from "./detect.js";

export const WORKFLOW_PATH = ".github/workflows/agent-gate.yml";
/** Where the workflow installs the `arh` CLI from: the action's own repository, at the tag the
 *  workflow's `uses:` names (a source archive npm installs as it is: the bundle needs nothing else). */
export const ARH_CLI_SOURCE = "https://github.com/arh-action/arh-action/archive/refs/tags/v1.tar.gz";
/** The same CLI once published to npm. */
export const ARH_CLI_PACKAGE = "@arh-action/arh-action@1";

export interface WorkflowOptions {
  /** Trace paths, globs or directories, relative to the repository root, `/`-separated. */
  traces: string[];
  /** Policy file, relative to the repository root. */
  policy: string;
  /** Input format when not `auto`. */
  format?: string;
  /** The default branch (pushes to it record the baseline). */
  branch: string;
  /** Where the branch name came from, said in its comment (`from git: origin/HEAD`); omitted when given. */
  branchFrom?: string;
  /** How to run the agent's tests (detectRecorder); absent: the commented-out placeholder. */
  recorder?: Recorder;
  /** The folder `arh collect` writes to (one of `traces`); default `traces`. */
  recordDir?: string;
}

/**
 * The model API keys of the recording step, commented out (`note` before the step's `env:`, at
 * `at`): the agent's tests that call a model need them, and pull requests from forks do not
 * receive repository secrets.
 */
function secretLines(note: string, at: string): string[] {
  return [
    `${note}EDIT: uncomment and name the model API keys your agent's tests need, stored under`,
    `${note}Settings > Secrets and variables > Actions. Pull requests from forks do not receive`,
    `${note}secrets: there this step runs without them, so record on branches of this repository.`,
    `${at}env:`,
    `${at}  OPENAI_API_KEY: \${{ secrets.OPENAI_API_KEY }}`,
    `${at}  ANTHROPIC_API_KEY: \${{ secrets.ANTHROPIC_API_KEY }}`,
  ];
}

/** Recording steps: the CLI installed, then the agent's tests under `arh collect` (or the placeholder, commented out). */
function recordSteps(r: Recorder | undefined, dir: string): string[] {
  const collect = (cmd: string) => `arh collect --clean --out ${y(dir)} -- ${cmd}`;
  const install = `npm install --global --no-audit --no-fund "$ARH_CLI"`;
  if (!r || r.test === null) {
    return [
      `      # Record fresh traces on every run: put the command that runs your agent's tests in place`,
      `      # of ${PLACEHOLDER_COMMAND}, uncomment the two steps and stop committing the traces (docs/collect.md`,
      `      # in arh-action). Until then the gate reads the traces committed in ${dir}.`,
      `      # - run: ${install}`,
      `      # - run: ${collect(PLACEHOLDER_COMMAND)}   # EDIT: your agent's test command`,
      ...secretLines("      #   # ", "      #   "),
    ];
  }
  return [
    `      # Guessed from ${r.from} by arh init: check it. ${dir}/ is recorded here on every run:`,
    `      # keep it out of git (.gitignore), or the committed copies are gated too.`,
    ...r.setup,
    "      - name: Install the arh CLI",
    `        run: ${install}`,
    "      - name: Record the agent's traces (its tests, under arh collect)",
    "        # EDIT: check the test command arh init guessed",
    `        run: ${collect(r.test)}`,
    ...secretLines("        # ", "        # "),
  ];
}

/**
 * A value for an action input: the action splits `traces` on whitespace and reads a leading `!`
 * as an exclusion, and the runner evaluates `${{ }}` anywhere in a value, so such paths are refused.
 */
function checkPath(p: string, what: string, list: boolean): string {
  if (p === "" || (list && (/\s/.test(p) || p.startsWith("!"))) || p.includes("${{") || /[\u0000-\u001f\u007f]/.test(p)) {
    const why = list ? "empty, whitespace, a leading '!', '${{' or control characters" : "empty, '${{' or control characters";
    throw new UsageError(`--workflow: ${what} ${JSON.stringify(p)} cannot be written into a workflow (${why})`);
  }
  return p;
}

/** A YAML double-quoted scalar (JSON string syntax is valid YAML). */
const y = (s: string): string => JSON.stringify(s);

export function renderWorkflow(o: WorkflowOptions): string {
  if (o.traces.length === 0) throw new UsageError("--workflow: no trace path to put in the workflow");
  const traces = o.traces.map((t) => checkPath(t, "trace path", true)).join(" ");
  const policy = checkPath(o.policy, "policy path", false);
  if (!/^[A-Za-z0-9._/-]+$/.test(o.branch) || o.branch.startsWith("-")) throw new UsageError(`--default-branch must be a branch name, got ${JSON.stringify(o.branch)}`);
  const inputs = (extra: string[]): string[] => [
    `          traces: ${y(traces)}`,
    `          policy: ${y(policy)}`,
    ...(o.format && o.format !== "auto" ? [`          format: ${y(o.format)}`] : []),
    "          strict-policy: true   # a policy mistake that turns a check off fails the run (docs/semantics.md#policy-diagnostics)",
    ...extra,
  ];
  const dir = checkPath(o.recordDir ?? "traces", "trace folder", true);
  const record = recordSteps(o.recorder, dir);
  return [
    "# Written by `arh init --workflow`. The gate: pull requests are compared with the baseline the",
    "# base branch recorded and fail only when the agent got worse; pushes to the default branch",
    "# record that baseline. Every input and permission: docs/action.md in arh-action.",
    "name: agent-gate",
    "",
    "on:",
    "  pull_request:",
    "  push:",
    `    branches: [${y(o.branch)}]   # the default branch${o.branchFrom ? ` (${o.branchFrom})` : ""}: it records the baseline`,
    "",
    "permissions: {}              # each job asks for what it needs",
    "",
    "env:",
    `  # The arh CLI (for arh collect), from the action's repository; once published: ${ARH_CLI_PACKAGE}`,
    `  # EDIT: the same owner/name and tag as the uses: lines below name.`,
    `  ARH_CLI: ${y(ARH_CLI_SOURCE)}`,
    "",
    "jobs:",
    "  gate:",
    "    if: github.event_name == 'pull_request'",
    "    runs-on: ubuntu-latest",
    "    timeout-minutes: 10",
    "    permissions:",
    "      contents: read          # check out the code",
    "      actions: read           # find and download the baseline artifact",
    "      security-events: write  # upload SARIF to code scanning (skipped on fork PRs)",
    "      # pull-requests: write  # add it with pr-comment: on-failure or always (off by default)",
    "    steps:",
    "      - uses: actions/checkout@v7",
    "        with:",
    "          persist-credentials: false",
    ...record,
    "      # The action uploads its reports (trace-diff/index.html among them) as the arh-reports",
    "      # artifact and links it in the job summary and the PR comment (input upload-reports).",
    "      - uses: arh-action/arh-action@v1   # EDIT: the owner/name where you host the action",
    "        with:",
    ...inputs([]),
    "",
    "  baseline:",
    "    if: github.event_name == 'push'",
    "    runs-on: ubuntu-latest",
    "    timeout-minutes: 10",
    "    permissions:",
    "      contents: read          # check out the code",
    "      security-events: write  # code scanning results for the default branch",
    "    steps:",
    "      - uses: actions/checkout@v7",
    "        with:",
    "          persist-credentials: false",
    ...record,
    "      - uses: arh-action/arh-action@v1   # EDIT: as above",
    "        with:",
    ...inputs(["          fail-on: never        # record the default branch as it is"]),
    "",
  ].join("\n");
}

/** The `git add` arh init suggests: the traces too when the workflow does not record them. */
export function suggestedCommit(written: string[], recorder: Recorder | undefined, traces: string[]): string {
  const files = recorder && recorder.test !== null ? written : [...written, ...traces];
  return `git add ${files.join(" ")} && git commit -m "Gate the agent"`;
}
