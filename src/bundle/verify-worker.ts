// Whether this thread is a bundle check's worker (src/bundle/verify.ts): the entry points ask
// before starting, and load the checker only then (the zip reader is not part of every startup).
import { isMainThread, workerData } from "node:worker_threads";

export function isBundleVerifyWorker(): boolean {
  return !isMainThread && (workerData as { arhBundleVerify?: unknown } | null | undefined)?.arhBundleVerify === 1;
}

/** Run the check in this worker (it posts its result to the thread that started it). */
export async function runBundleVerify(): Promise<void> {
  (await import("./verify.js")).runBundleVerifyWorker();
}
