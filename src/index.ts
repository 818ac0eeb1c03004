// GitHub Action entry point (bundled into dist/index.js). It only starts the run: src/main.ts
// exports `run()` without calling it, so tools that import the module and call `run()` themselves
// (such as @github/local-action) run the action exactly once.
import { run } from "./main.js";
import { setWorkerEntry } from "./engine/parallel.js";
import { runValidateWorker } from "./engine/worker.js";
import { isBundleVerifyWorker, runBundleVerify } from "./bundle/verify-worker.js";

// The bundle is also the validation workers' entry (--jobs) and a bundle check's: a worker works and returns.
if (isBundleVerifyWorker()) await runBundleVerify();
else if (!runValidateWorker()) {
  if (import.meta.url.endsWith(".js")) setWorkerEntry(import.meta.url);
  await run();
}
