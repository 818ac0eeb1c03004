// Runs the bundled action (dist/index.js) as the runner does: a child `node` process with the
// INPUT_* and GITHUB_* environment of a JavaScript action, in a checkout-like directory
// (<action>/dist/index.js, <action>/schemas/, <action>/action.yml). Parses the workflow commands
// it prints, its GITHUB_OUTPUT file and its step summary.
import { spawn } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const DIST_DIR = process.env.ARH_DIST_DIR ? resolve(process.env.ARH_DIST_DIR) : join(REPO, "dist");
export const FIXTURES = join(REPO, "test", "github", "fixtures");

/** Defaults of action.yml's inputs (the runner sets INPUT_<NAME> for every input with a default). */
export function actionDefaults(): Record<string, string> {
  const text = readFileSync(join(REPO, "action.yml"), "utf8");
  const inputs = text.split(/^outputs:/m)[0]!.split(/^inputs:/m)[1] ?? "";
  const out: Record<string, string> = {};
  let current = "";
  for (const line of inputs.split("\n")) {
    const name = /^ {2}([a-z0-9-]+):\s*$/.exec(line);
    if (name) {
      current = name[1]!;
      continue;
    }
    const def = /^ {4}default:\s*"(.*)"\s*$/.exec(line);
    if (def && current) out[current] = def[1]!;
  }
  return out;
}

/** A checkout-like copy of the action: what `uses: org/arh-action@v1` puts on the runner. */
export function prepareActionDir(): string {
  const index = join(DIST_DIR, "index.js");
  if (!existsSync(index)) throw new Error(`no bundle at ${index}: run 'node scripts/build.mjs --out /tmp/action-build' and set ARH_DIST_DIR=/tmp/action-build/dist`);
  const dir = mkdtempSync(join(tmpdir(), "arh-action-"));
  // The whole dist/ folder: index.js loads the chunks ncc emitted next to it.
  cpSync(DIST_DIR, join(dir, "dist"), { recursive: true });
  if (existsSync(join(REPO, "schemas"))) cpSync(join(REPO, "schemas"), join(dir, "schemas"), { recursive: true });
  copyFileSync(join(REPO, "action.yml"), join(dir, "action.yml"));
  return dir;
}

export interface Command {
  command: string;
  props: Record<string, string>;
  message: string;
}

// One pass, as the runner decodes: "%253A" is the text "%3A", not ":".
const DATA: Record<string, string> = { "%0D": "\r", "%0A": "\n", "%25": "%" };
const PROP: Record<string, string> = { ...DATA, "%3A": ":", "%2C": "," };
function unescapeData(s: string): string {
  return s.replace(/%(?:0D|0A|25)/g, (m) => DATA[m]!);
}
function unescapeProp(s: string): string {
  return s.replace(/%(?:0D|0A|25|3A|2C)/g, (m) => PROP[m]!);
}

/** Workflow commands (`::name k=v,k=v::message`) in the order printed. */
export function parseCommands(stdout: string): Command[] {
  const out: Command[] = [];
  for (const line of stdout.split(/\r?\n/)) {
    const m = /^::([A-Za-z-]+)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!m) continue;
    const props: Record<string, string> = {};
    for (const kv of (m[2] ?? "").split(",")) {
      const i = kv.indexOf("=");
      if (i > 0) props[kv.slice(0, i)] = unescapeProp(kv.slice(i + 1));
    }
    out.push({ command: m[1]!, props, message: unescapeData(m[3]!) });
  }
  return out;
}

/** The GITHUB_OUTPUT file: `name<<DELIM\nvalue\nDELIM` blocks. */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i]!);
    if (!m) continue;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && lines[j] !== m[2]; j++) body.push(lines[j]!);
    out[m[1]!] = body.join("\n");
    i = j;
  }
  return out;
}

export interface RunSpec {
  actionDir: string;
  workspace: string;
  event: "pull_request" | "push" | "workflow_run";
  payload: string;
  inputs: Record<string, string>;
  apiUrl: string;
  token: string;
  sha?: string;
  ref?: string;
  repository?: string;
  env?: Record<string, string>;
  /** The node binary to run the bundle with (default: the one running the tests). */
  node?: string;
}

export interface RunOutcome {
  code: number | null;
  stdout: string;
  stderr: string;
  commands: Command[];
  outputs: Record<string, string>;
  summary: string;
  runnerTemp: string;
}

/** Every RUNNER_TEMP made here, removed when the test process ends (callers read them until then). */
const runnerTemps = new Set<string>();
process.once("exit", () => {
  for (const d of runnerTemps) rmSync(d, { recursive: true, force: true });
});

export async function runBundle(spec: RunSpec): Promise<RunOutcome> {
  const runnerTemp = mkdtempSync(join(tmpdir(), "arh-runner-"));
  runnerTemps.add(runnerTemp);
  const outputFile = join(runnerTemp, "github_output");
  const summaryFile = join(runnerTemp, "step_summary.md");
  writeFileSync(outputFile, "");
  writeFileSync(summaryFile, "");
  const payload = JSON.parse(readFileSync(spec.payload, "utf8")) as { pull_request?: { number: number } };
  const inputs = { ...actionDefaults(), ...spec.inputs };
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: runnerTemp,
    CI: "true",
    GITHUB_ACTIONS: "true",
    GITHUB_WORKSPACE: spec.workspace,
    GITHUB_EVENT_NAME: spec.event,
    GITHUB_EVENT_PATH: spec.payload,
    GITHUB_SHA: spec.sha ?? (spec.event === "pull_request" ? "9d5c1b4e2f3a6b7c8d9e0f1a2b3c4d5e6f7a8b9c" : "e4da3b7fbbce2345d7772b0674a318d5a1b2c3d4"),
    GITHUB_REF: spec.ref ?? (spec.event === "pull_request" ? `refs/pull/${payload.pull_request?.number ?? 0}/merge` : "refs/heads/main"),
    GITHUB_REPOSITORY: spec.repository ?? "octo-org/agent-app",
    GITHUB_REPOSITORY_OWNER: "octo-org",
    GITHUB_API_URL: spec.apiUrl,
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_GRAPHQL_URL: `${spec.apiUrl}/graphql`,
    GITHUB_RUN_ID: "7001",
    GITHUB_RUN_NUMBER: "42",
    GITHUB_RUN_ATTEMPT: "1",
    GITHUB_JOB: "gate",
    GITHUB_WORKFLOW: "agent-gate",
    GITHUB_ACTION: "arh",
    GITHUB_ACTOR: "mona",
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STATE: join(runnerTemp, "github_state"),
    GITHUB_ENV: join(runnerTemp, "github_env"),
    GITHUB_PATH: join(runnerTemp, "github_path"),
    RUNNER_TEMP: runnerTemp,
    RUNNER_OS: "Linux",
    // Keep the API client's retries short against the fake server.
    ARH_TEST_API_RETRY_BASE_MS: "5",
    ARH_TEST_API_TIMEOUT_MS: "5000",
    ARH_TEST_SARIF_POLLS: "1",
    ARH_TEST_SARIF_POLL_DELAY_MS: "0",
    ...spec.env,
  };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.replace(/ /g, "_").toUpperCase()}`] = v === "${{ github.token }}" ? spec.token : v;
  const child = spawn(spec.node ?? process.execPath, [join(spec.actionDir, "dist", "index.js")], { cwd: spec.workspace, env, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (c: Buffer) => (stdout += c.toString("utf8")));
  child.stderr.on("data", (c: Buffer) => (stderr += c.toString("utf8")));
  const code = await new Promise<number | null>((res) => child.on("close", (c) => res(c)));
  return {
    code,
    stdout,
    stderr,
    commands: parseCommands(stdout),
    outputs: parseOutputFile(readFileSync(outputFile, "utf8")),
    summary: readFileSync(summaryFile, "utf8"),
    runnerTemp,
  };
}
