// The action's `run()`: read inputs and context, run, set the verdict. src/index.ts calls it (the
// bundle's entry); this module only exports it. Everything testable lives in src/github/run.ts;
// this file only wires the runner to it.
import * as core from "@actions/core";
import { parseInputs } from "./github/inputs.js";
import { contextFromEnv, readEventPayload } from "./github/context.js";
import { createOctokit } from "./github/octokit.js";
import { coreLog, safe } from "./github/log.js";
import { actionsArtifactDownloader, actionsArtifactUploader } from "./github/artifact.js";
import { runAction } from "./github/run.js";
import { UsageError } from "./errors.js";

function envNumber(name: string): number | undefined {
  const v = process.env[name];
  return v !== undefined && /^\d+$/.test(v) ? Number(v) : undefined;
}

export async function run(): Promise<void> {
  try {
    const inputs = parseInputs((name) => core.getInput(name));
    if (inputs.token) core.setSecret(inputs.token);
    const ctx = contextFromEnv(process.env, readEventPayload(process.env), process.cwd());
    const octokit = inputs.token
      ? createOctokit({
          token: inputs.token,
          baseUrl: ctx.apiUrl,
          log: coreLog,
          // Test-only knobs (documented in docs/action.md): keep retries short against a fake API.
          retries: envNumber("ARH_TEST_API_RETRIES"),
          retryBaseMs: envNumber("ARH_TEST_API_RETRY_BASE_MS"),
          timeoutMs: envNumber("ARH_TEST_API_TIMEOUT_MS"),
        })
      : null;
    const uploader = actionsArtifactUploader({ timeoutMs: envNumber("ARH_TEST_ARTIFACT_TIMEOUT_MS") });
    const result = await runAction({
      inputs,
      ctx,
      octokit,
      uploader,
      downloader: actionsArtifactDownloader(),
      log: coreLog,
      setOutput: (k, v) => core.setOutput(k, v),
      writeSummary: async (text) => {
        if (!process.env.GITHUB_STEP_SUMMARY) return;
        await core.summary.addRaw(text, true).write();
      },
      sarifPolls: envNumber("ARH_TEST_SARIF_POLLS"),
      baselineMaxBytes: envNumber("ARH_TEST_BASELINE_MAX_BYTES"),
      sarifPollDelayMs: envNumber("ARH_TEST_SARIF_POLL_DELAY_MS"),
    });
    if (!result.passed) core.setFailed(safe(`Agent reliability gate failed:\n- ${result.reasons.join("\n- ")}`, 20_000));
    // An upload given up on leaves the client's request to a silent service open (it waits up to
    // 3 minutes per try, 5 tries): once everything is reported, end the process instead of holding
    // the step. The timer is unref'd, so a run with nothing left open exits on its own first.
    if (uploader.abandoned) setTimeout(() => process.exit(), 2000).unref();
  } catch (e) {
    core.setOutput("passed", "false");
    const msg = e instanceof UsageError ? e.message : `internal error: ${e instanceof Error ? e.message : String(e)}`;
    core.setFailed(safe(msg, 4000));
  }
}
