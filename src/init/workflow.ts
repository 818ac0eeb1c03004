// `arh init --workflow`: the GitHub Actions workflow that runs the gate, modelled on docs/action.md
// (pull requests compared with the base branch's baseline; pushes to the default branch record
// it), with the least permissions each job needs. Pure: the text depends only on its inputs.
import { UsageError } from "../errors.js";

export const WORKFLOW_PATH = ".github/workflows/agent-gate.yml";

export interface WorkflowOptions {
  /** Trace paths, globs or directories, relative to the repository root, `/`-separated. */
  traces: string[];
  /** Policy file, relative to the repository root. */
  policy: string;
  /** Input format when not `auto`. */
  format?: string;
  /** The default branch (pushes to it record the baseline). */
  branch: string;
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
    ...extra,
  ];
  return [
    "# Written by `arh init --workflow`. The gate: pull requests are compared with the baseline the",
    "# base branch recorded and fail only when the agent got worse; pushes to the default branch",
    "# record that baseline. Every input and permission: docs/action.md in arh-action.",
    "name: agent-gate",
    "",
    "on:",
    "  pull_request:",
    "  push:",
    `    branches: [${y(o.branch)}]`,
    "",
    "permissions: {}              # each job asks for what it needs",
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
    "    steps:",
    "      - uses: actions/checkout@v7",
    "        with:",
    "          persist-credentials: false",
    "      - uses: arh-action/arh-action@v1   # the owner/name where you host the action",
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
    "      - uses: arh-action/arh-action@v1",
    "        with:",
    ...inputs(["          fail-on: never        # record the default branch as it is"]),
    "",
  ].join("\n");
}
