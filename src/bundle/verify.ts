// Checking a bundle's trace files against its manifest (each file's size and SHA-256, and for a
// zip each entry's CRC-32): every file, before the gate uses the bundle. It is the largest part of
// opening a bundle (reading, inflating and hashing every trace), so with many traces it runs on a
// worker thread (started from the CLI's own file, as the validation's workers are) while the main
// thread validates the candidate; the gate awaits it before it compares. Memory: one file at a time.
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { createHash } from "node:crypto";
import { join } from "node:path";
import { readRegularFile } from "../util/readfile.js";
import { truncateText } from "../util/bound.js";
import { isSha256Digest } from "../util/digest.js";
import { getWorkerEntry } from "../engine/parallel.js";
import { collectGarbage } from "../util/gc.js";
import { ZipEntries, type ZipEntryInfo } from "../engine/zipentries.js";
import { MANIFEST_FILE, TRACES_DIR, type BundleTrace } from "./format.js";

/** Where a bundle's trace files are: a folder, or the entries of a zip (paths `traces/<path>`). */
export type TraceStore = { kind: "dir"; tracesDir: string } | { kind: "zip"; zip: string; entries: ZipEntryInfo[] };

/** How much a worker reads between two collections of its garbage. */
const PACE_BYTES = 16 * 1024 * 1024;

/** Below this many traces and bytes, the check runs on the main thread (a worker costs more to start). */
const WORKER_ABOVE = { traces: 256, bytes: 8 * 1024 * 1024 };

const show = (s: string): string => truncateText(s, 200);

/**
 * What the check reads of a bundle's trace list, packed: one string of paths and flat arrays, in
 * the manifest's order. A worker's copy of 100,000 manifest entries and zip records as objects
 * was about 45 MB of heap it collected over and over while it read; packed it is a few MB, most
 * of it outside the heap.
 */
export interface PackedTraces {
  /** The paths, joined by NUL (no stored path holds one: format.ts `storablePath`). */
  paths: string;
  /** The size the manifest lists for each. */
  bytes: Float64Array;
  /** Each SHA-256 the manifest lists, 32 bytes each; `digestOk[i]` 0 when it is not one a digest can match. */
  sha256: Uint8Array;
  digestOk: Uint8Array;
  /** A zip's record of each trace file (`traces/<path>`), in the same order; `size` -1: no such entry. */
  zip: { path: string; offset: Float64Array; compressedSize: Float64Array; size: Float64Array; crc32: Uint32Array; method: Uint8Array } | null;
}

/** `traces` and, for a zip, their records, packed for the check. */
export function packTraces(store: TraceStore, traces: readonly BundleTrace[]): PackedTraces {
  const n = traces.length;
  const bytes = new Float64Array(n);
  const sha256 = new Uint8Array(n * 32);
  const digestOk = new Uint8Array(n);
  traces.forEach((t, i) => {
    bytes[i] = t.bytes;
    if (isSha256Digest(t.sha256)) {
      sha256.set(Buffer.from(t.sha256.slice(7), "hex"), i * 32);
      digestOk[i] = 1;
    }
  });
  let zip: PackedTraces["zip"] = null;
  if (store.kind === "zip") {
    const byPath = new Map(store.entries.map((e) => [e.path, e]));
    zip = { path: store.zip, offset: new Float64Array(n), compressedSize: new Float64Array(n), size: new Float64Array(n).fill(-1), crc32: new Uint32Array(n), method: new Uint8Array(n) };
    traces.forEach((t, i) => {
      const e = byPath.get(`${TRACES_DIR}/${t.path}`);
      if (!e) return;
      zip!.offset[i] = e.offset;
      zip!.compressedSize[i] = e.compressedSize;
      zip!.size[i] = e.size;
      zip!.crc32[i] = e.crc32;
      zip!.method[i] = e.method;
    });
  }
  return { paths: traces.map((t) => t.path).join("\0"), bytes, sha256, digestOk, zip };
}

/** The paths of a packed list, in order. */
export function packedPaths(packed: PackedTraces): string[] {
  return packed.bytes.length === 0 ? [] : packed.paths.split("\0");
}

/** The zip record of trace `i` (at `path`) of a packed list, as the archive's directory gave it. */
export function packedEntry(z: NonNullable<PackedTraces["zip"]>, i: number, path: string): ZipEntryInfo {
  return { path: `${TRACES_DIR}/${path}`, offset: z.offset[i]!, compressedSize: z.compressedSize[i]!, size: z.size[i]!, crc32: z.crc32[i]!, method: z.method[i]! };
}

/** What a worker is started with. */
interface VerifyInit {
  arhBundleVerify: 1;
  /** A folder's traces/ (null: a zip's, `packed.zip`). */
  tracesDir: string | null;
  packed: PackedTraces;
}

/**
 * The first trace file that is not what the manifest lists, as the bundle's error names it
 * (`trace file traces/x: missing`), or `unsafe or unreadable zip: …`; null when every file is.
 */
export function checkTraceFiles(tracesDir: string | null, packed: PackedTraces, pace?: () => void): string | null {
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
  const paths = packedPaths(packed);
  const matches = (i: number, b: Buffer): boolean => packed.digestOk[i] === 1 && createHash("sha256").update(b).digest().equals(packed.sha256.subarray(i * 32, i * 32 + 32));
  const name = (i: number): string => `trace file ${TRACES_DIR}/${show(paths[i]!)}`;
  const changed = (i: number): string => `${name(i)}: its bytes do not match ${MANIFEST_FILE} (changed)`;
  const larger = (i: number): string => `larger than the ${packed.bytes[i]} bytes ${MANIFEST_FILE} lists (changed)`;
  const z = packed.zip;
  if (z === null) {
    for (let i = 0; i < paths.length; i++) {
      const want = packed.bytes[i]!;
      const r = readRegularFile(join(tracesDir!, paths[i]!), Math.max(0, want));
      if (!r.ok) return `${name(i)}: ${r.code === "ENOENT" ? "missing" : r.code === "EFBIG" ? larger(i) : r.reason}`;
      if (r.bytes.length !== want || !matches(i, r.bytes)) return changed(i);
      paced(r.bytes.length);
    }
    return null;
  }
  const zip = ZipEntries.fromEntries(z.path, []);
  try {
    for (let i = 0; i < paths.length; i++) {
      const want = packed.bytes[i]!;
      const size = z.size[i]!;
      if (size < 0) return `${name(i)}: missing`;
      if (size > Math.max(0, want)) return `${name(i)}: ${larger(i)}`;
      if (size !== want) return changed(i);
      const e = packedEntry(z, i, paths[i]!);
      let bytes: Buffer;
      try {
        bytes = zip.readEntry(e);
      } catch (err) {
        return `unsafe or unreadable zip: ${err instanceof Error ? err.message : String(err)}`;
      }
      if (!matches(i, bytes)) return changed(i);
      paced(bytes.length);
    }
    return null;
  } finally {
    zip.close();
  }
}

/**
 * Start checking the trace files: on a worker thread when there are many (and the CLI's file is at
 * hand), else on the main thread when first awaited. `done()` gives the problem or null; `stop()`
 * ends a worker still running (a run that ends before the check is awaited).
 */
export function startTraceCheck(tracesDir: string | null, packed: PackedTraces): { done(): Promise<string | null>; stop(): void } {
  // `tracesDir`: a folder's traces/; null for a zip's (`packed.zip`)
  const entry = getWorkerEntry();
  const bytes = packed.bytes.reduce((a, b) => a + Math.max(0, b), 0);
  const here = (): string | null => checkTraceFiles(tracesDir, packed);
  if (entry === null || (packed.bytes.length < WORKER_ABOVE.traces && bytes < WORKER_ABOVE.bytes)) {
    let result: Promise<string | null> | null = null;
    return { done: () => (result ??= Promise.resolve().then(here)), stop: () => {} };
  }
  let worker: Worker | null = null;
  const result = new Promise<string | null>((res) => {
    const init: VerifyInit = { arhBundleVerify: 1, tracesDir, packed };
    try {
      worker = new Worker(entry, { workerData: init, resourceLimits: { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 64 } });
    } catch {
      res(here()); // no worker to be had: checked here
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
      res(here()); // the worker failed: checked again here, so the message is the reader's
    });
    worker.once("exit", () => {
      if (!settled) {
        settled = true;
        res(here());
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
    problem = checkTraceFiles(d.tracesDir, d.packed, collectGarbage);
  } catch (e) {
    problem = `cannot check the trace files: ${e instanceof Error ? e.message : String(e)}`;
  }
  parentPort.postMessage({ problem });
  return true;
}
