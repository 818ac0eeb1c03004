// GitHub Action entry point (bundled into dist/index.js). It only starts the run: src/main.ts
// exports `run()` without calling it, so tools that import the module and call `run()` themselves
// (such as @github/local-action) run the action exactly once.
//
// Started by the runner on Node 22 or later, the action first starts itself again with its memory
// settings (src/github/restart.ts) and ends as that process ends; everything else is loaded only
// where the action runs, so the process that waits holds little more than Node itself.
import { isMainThread } from "node:worker_threads";
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { restartPlan, runRestarted } from "./github/restart.js";

/** Whether this module is the script Node was started with (not imported by a tool). */
function startedAsScript(): boolean {
  try {
    return process.argv[1] !== undefined && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

const plan = isMainThread && startedAsScript() ? restartPlan(process.version, process.execArgv, process.env) : null;
const code = plan ? await runRestarted(plan, fileURLToPath(import.meta.url), process.argv.slice(2)) : null;
if (code !== null) {
  process.exitCode = code;
} else {
  // The bundle is also the validation workers' entry (--jobs) and a bundle check's: a worker works and returns.
  const { isBundleVerifyWorker, runBundleVerify } = await import("./bundle/verify-worker.js");
  const { runValidateWorker } = await import("./engine/worker.js");
  if (isBundleVerifyWorker()) await runBundleVerify();
  else if (!runValidateWorker()) {
    const { setWorkerEntry } = await import("./engine/parallel.js");
    if (import.meta.url.endsWith(".js")) setWorkerEntry(import.meta.url);
    const { run } = await import("./main.js");
    await run();
  }
}
