// Checking a bundle's trace files against its manifest (each file's size and SHA-256, and for a
// zip each entry's CRC-32): every file, before the gate uses the bundle. It is the largest part of
// opening a bundle (reading, inflating and hashing every trace), so with many traces it runs on a
// worker thread (started from the CLI's own file, as the validation's workers are) while the main
// thread validates the candidate; the gate awaits it before it compares. Memory: one file at a time.
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { join } from "node:path";
import { readRegularFile } from "../util/readfile.js";
import { sha256Of } from "../util/digest.js";
import { truncateText } from "../util/bound.js";
import { getWorkerEntry } from "../engine/parallel.js";
import { collectGarbage } from "../util/gc.js";
import { MANIFEST_FILE, TRACES_DIR, type BundleTrace } from "./format.js";
import { ZipIndex, type ZipEntryInfo } from "./zip.js";

/** Where a bundle's trace files are: a folder, or the entries of a zip (paths `traces/<path>`). */
export type TraceStore = { kind: "dir"; tracesDir: string } | { kind: "zip"; zip: string; entries: ZipEntryInfo[] };

/** How much a worker reads between two collections of its garbage. */
const PACE_BYTES = 16 * 1024 * 1024;

/** Below this many traces and bytes, the check runs on the main thread (a worker costs more to start). */
const WORKER_ABOVE = { traces: 256, bytes: 8 * 1024 * 1024 };

const show = (s: string): string => truncateText(s, 200);

/** What a worker is started with. */
interface VerifyInit {
  arhBundleVerify: 1;
  store: TraceStore;
  traces: BundleTrace[];
}

/**
 * The first trace file that is not what the manifest lists, as the bundle's error names it
 * (`trace file traces/x: missing`), or `unsafe or unreadable zip: …`; null when every file is.
 */
export function checkTraceFiles(store: TraceStore, traces: readonly BundleTrace[], pace?: () => void): string | null {
  // `pace`: called every PACE_BYTES read (the worker collects its garbage there: each file's bytes
  // are garbage at once, and the collector would otherwise let them pile up outside its heap limit)
  let read = 0;
  const paced = (n: number): void => {
    read += n;
    if (pace && read >= PACE_BYTES) {
      read = 0;
      pace();
    }
  };
  if (store.kind === "dir") {
    for (const t of traces) {
      const r = readRegularFile(join(store.tracesDir, t.path), Math.max(0, t.bytes));
      if (!r.ok) {
        const why = r.code === "ENOENT" ? "missing" : r.code === "EFBIG" ? `larger than the ${t.bytes} bytes ${MANIFEST_FILE} lists (changed)` : r.reason;
        return `trace file ${TRACES_DIR}/${show(t.path)}: ${why}`;
      }
      if (r.bytes.length !== t.bytes || sha256Of(r.bytes) !== t.sha256) return changed(t);
      paced(r.bytes.length);
    }
    return null;
  }
  const zip = ZipIndex.fromEntries(store.zip, store.entries);
  try {
    for (const t of traces) {
      const e = zip.files.get(`${TRACES_DIR}/${t.path}`);
      if (!e) return `trace file ${TRACES_DIR}/${show(t.path)}: missing`;
      if (e.size > Math.max(0, t.bytes)) return `trace file ${TRACES_DIR}/${show(t.path)}: larger than the ${t.bytes} bytes ${MANIFEST_FILE} lists (changed)`;
      if (e.size !== t.bytes) return changed(t);
      let bytes: Buffer;
      try {
        bytes = zip.read(e.path);
      } catch (err) {
        return `unsafe or unreadable zip: ${err instanceof Error ? err.message : String(err)}`;
      }
      if (sha256Of(bytes) !== t.sha256) return changed(t);
      paced(bytes.length);
    }
    return null;
  } finally {
    zip.close();
  }
}

const changed = (t: BundleTrace): string => `trace file ${TRACES_DIR}/${show(t.path)}: its bytes do not match ${MANIFEST_FILE} (changed)`;

/**
 * Start checking the trace files: on a worker thread when there are many (and the CLI's file is at
 * hand), else on the main thread when first awaited. `done()` gives the problem or null; `stop()`
 * ends a worker still running (a run that ends before the check is awaited).
 */
export function startTraceCheck(store: TraceStore, traces: BundleTrace[]): { done(): Promise<string | null>; stop(): void } {
  const entry = getWorkerEntry();
  const bytes = traces.reduce((a, t) => a + Math.max(0, t.bytes), 0);
  if (entry === null || (traces.length < WORKER_ABOVE.traces && bytes < WORKER_ABOVE.bytes)) {
    let result: Promise<string | null> | null = null;
    return { done: () => (result ??= Promise.resolve().then(() => checkTraceFiles(store, traces))), stop: () => {} };
  }
  let worker: Worker | null = null;
  const result = new Promise<string | null>((res) => {
    const init: VerifyInit = { arhBundleVerify: 1, store, traces };
    try {
      worker = new Worker(entry, { workerData: init, resourceLimits: { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 64 } });
    } catch {
      res(checkTraceFiles(store, traces)); // no worker to be had: checked here
      return;
    }
    let settled = false;
    worker.once("message", (m: { problem: string | null }) => {
      settled = true;
      res(m.problem);
    });
    worker.once("error", () => {
      if (settled) return;
      settled = true;
      res(checkTraceFiles(store, traces)); // the worker failed: checked again here, so the message is the reader's
    });
    worker.once("exit", () => {
      if (!settled) {
        settled = true;
        res(checkTraceFiles(store, traces));
      }
      worker = null;
    });
  });
  return {
    done: () => result,
    stop: () => {
      void (worker as Worker | null)?.terminate();
    },
  };
}

/** In a worker started by `startTraceCheck`: check, post the problem, and return true; anywhere else false. */
export function runBundleVerifyWorker(): boolean {
  if (isMainThread || !parentPort) return false;
  const d = workerData as VerifyInit | undefined;
  if (!d || d.arhBundleVerify !== 1) return false;
  let problem: string | null;
  try {
    problem = checkTraceFiles(d.store, d.traces, collectGarbage);
  } catch (e) {
    problem = `cannot check the trace files: ${e instanceof Error ? e.message : String(e)}`;
  }
  parentPort.postMessage({ problem });
  return true;
}
