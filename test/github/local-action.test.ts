// The action under GitHub's @github/local-action, as an action author tries it: its CLI
// (`local-action run <action dir> <entrypoint> <dotenv>`) imports src/main.ts and calls the run()
// it exports, with its own stand-ins for @actions/core and @actions/github. The action must run
// exactly once: one set of outputs, one job summary (src/main.ts only exports run(); src/index.ts
// is what calls it in the bundle).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { FakeGitHub } from "./fake-github.js";
import { FIXTURES, REPO } from "./harness.js";

const gh = new FakeGitHub();
const temps: string[] = [];

beforeAll(async () => {
  await gh.start();
});

afterAll(async () => {
  await gh.stop();
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

describe("under @github/local-action", () => {
  it("runs the action once: one set of outputs, one summary, one SARIF upload", async () => {
    const dir = mkdtempSync(join(tmpdir(), "arh-local-action-"));
    temps.push(dir);
    const ws = join(dir, "ws");
    cpSync(join(REPO, "samples", "regressions", "policy.json"), join(ws, "policy.json"));
    cpSync(join(REPO, "samples", "regressions", "baseline"), join(ws, "traces"), { recursive: true });
    const summary = join(dir, "summary.md");
    writeFileSync(summary, "");
    writeFileSync(join(dir, "output"), "");
    // The dotenv file local-action loads: the runner's variables and the inputs.
    const dotenv = {
      GITHUB_WORKSPACE: ws,
      GITHUB_EVENT_NAME: "push",
      GITHUB_EVENT_PATH: join(FIXTURES, "push.json"),
      GITHUB_SHA: "e4da3b7fbbce2345d7772b0674a318d5a1b2c3d4",
      GITHUB_REF: "refs/heads/main",
      GITHUB_REPOSITORY: `${gh.owner}/${gh.repo}`,
      GITHUB_REPOSITORY_OWNER: gh.owner,
      GITHUB_API_URL: gh.apiUrl,
      GITHUB_SERVER_URL: "https://github.com",
      GITHUB_RUN_ID: "7001",
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_OUTPUT: join(dir, "output"),
      RUNNER_TEMP: dir,
      INPUT_TRACES: "traces",
      INPUT_POLICY: "policy.json",
      INPUT_TOKEN: gh.token,
      "INPUT_UPLOAD-BASELINE": "false",
      ARH_TEST_SARIF_POLLS: "1",
      ARH_TEST_SARIF_POLL_DELAY_MS: "0",
    };
    const envFile = join(dir, "local.env");
    writeFileSync(envFile, Object.entries(dotenv).map(([k, v]) => `${k}=${v}`).join("\n") + "\n");
    const child = spawn(process.execPath, [join(REPO, "node_modules", ".bin", "local-action"), "run", REPO, "src/main.ts", envFile], {
      cwd: REPO,
      // npm (which local-action runs tsx through) stays offline and quiet.
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: dir, npm_config_update_notifier: "false", npm_config_offline: "true", NO_COLOR: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString("utf8")));
    child.stderr.on("data", (c: Buffer) => (out += c.toString("utf8")));
    const code = await new Promise<number | null>((res) => child.on("close", (c) => res(c)));
    expect(code, out).toBe(0);
    // local-action's @actions/core prints each output as `::set-output` once per setOutput call.
    const outputs = out.split("\n").filter((l) => l.startsWith("::set-output name="));
    expect(outputs.filter((l) => l.startsWith("::set-output name=passed::")), out).toEqual(["::set-output name=passed::true"]);
    expect(outputs.filter((l) => l.startsWith("::set-output name=traces::"))).toEqual(["::set-output name=traces::2"]);
    expect(out).not.toMatch(/Skip output/);
    const text = readFileSync(summary, "utf8");
    expect(text.match(/Agent reliability gate passed/g)).toHaveLength(1);
    expect(gh.sarifs).toHaveLength(1);
    expect(out).not.toMatch(/internal error/);
  }, 120_000);
});
