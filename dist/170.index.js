export const id = 170;
export const ids = [170];
export const modules = {

/***/ 80773:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AY: () => (/* binding */ BUNDLE_VERSION),
/* harmony export */   CX: () => (/* binding */ HISTORY_FILE),
/* harmony export */   Em: () => (/* binding */ BUNDLE_ZIP_LIMITS),
/* harmony export */   K$: () => (/* binding */ INDEX_FILE),
/* harmony export */   Po: () => (/* binding */ TRACES_DIR),
/* harmony export */   Uq: () => (/* binding */ REPORT_FILE),
/* harmony export */   Wf: () => (/* binding */ MEMORY_RESULTS_FILE),
/* harmony export */   ZJ: () => (/* binding */ MAX_MANIFEST_BYTES),
/* harmony export */   h1: () => (/* binding */ MANIFEST_FILE),
/* harmony export */   jA: () => (/* binding */ POLICY_FILE),
/* harmony export */   kN: () => (/* binding */ storablePath),
/* harmony export */   vX: () => (/* binding */ BUNDLE_QUARANTINE_FILE)
/* harmony export */ });
// The baseline bundle (docs/bundle.md): a report, the trace files it was made from, the policy
// it was judged with and the quarantine, in one folder (or a zip of that folder). Names and the
// manifest's shape, shared by the writer and the reader.
/** The bundle format this build writes and the newest it reads. */
const BUNDLE_VERSION = 1;
const MANIFEST_FILE = "bundle.json";
const REPORT_FILE = "report.json";
const POLICY_FILE = "policy.json";
/** As the action's baseline artifact names it (files/quarantine.ts QUARANTINE_FILE). */
const BUNDLE_QUARANTINE_FILE = "quarantine.json";
/** The memory results the run judged memory traces with (`--memory-results`), when it had them. */
const MEMORY_RESULTS_FILE = "memory-results.json";
/** The history of the default branch's runs (docs/trend.md), when the run carried one forward. */
const HISTORY_FILE = "history.json";
/**
 * The lean baseline index (src/bundle/baseline-index.ts): what a comparison reads of each baseline
 * trace, one JSON line a trace, so the gate need not parse the whole report.
 */
const INDEX_FILE = "index.jsonl";
/** The trace files, each at `traces/<its source_path in the report>`. */
const TRACES_DIR = "traces";
/**
 * Limits of a bundle zip (src/bundle/zip.ts applies them): more entries and bytes than a report
 * artifact (a bundle holds every trace file), the same path and link checks. No ratio limit below
 * deflate's own bound (src/bundle/zip.ts MAX_DEFLATE_RATIO): a bundle `arh` wrote is always read
 * back, however well its traces compress.
 */
const BUNDLE_ZIP_LIMITS = { maxEntries: 200_000, maxTotalBytes: 2 * 1024 * 1024 * 1024 };
/** Largest `bundle.json` read (a manifest lists every trace file: about 120 bytes each). */
const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;
/** A report path that can be stored under `traces/` (relative, `/`-separated, no `.` or `..`); else why not. */
function storablePath(p) {
    if (p.length === 0 || p.length > 1024)
        return "an empty or overlong path";
    if (p.includes("\0") || p.includes("\\"))
        return "a NUL or backslash in the path";
    if (p.startsWith("/") || /^[A-Za-z]:/.test(p))
        return "an absolute path";
    if (p.split("/").some((s) => s === "" || s === "." || s === ".."))
        return "a path that leaves the root or has empty or '.' segments";
    return null;
}


/***/ }),

/***/ 27170:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkTraceFiles: () => (/* binding */ checkTraceFiles),
  packTraces: () => (/* binding */ packTraces),
  packedEntry: () => (/* binding */ packedEntry),
  packedPaths: () => (/* binding */ packedPaths),
  runBundleVerifyWorker: () => (/* binding */ runBundleVerifyWorker),
  startTraceCheck: () => (/* binding */ startTraceCheck)
});

// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./lib/util/readfile.js
var readfile = __webpack_require__(28564);
// EXTERNAL MODULE: ./lib/util/bound.js
var bound = __webpack_require__(38108);
// EXTERNAL MODULE: ./lib/util/digest.js
var digest = __webpack_require__(7738);
// EXTERNAL MODULE: ./lib/engine/parallel.js
var parallel = __webpack_require__(24399);
// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __webpack_require__(78877);
// EXTERNAL MODULE: external "node:vm"
var external_node_vm_ = __webpack_require__(30714);
;// CONCATENATED MODULE: ./lib/util/gc.js
// A full garbage collection between the phases of a long run (the candidate's validation, then the
// streamed comparison): the validation leaves its garbage in a heap the collector would otherwise
// let grow while the comparison allocates, and the peak memory is the sum of both. Node exposes no
// collector call without `--expose-gc`, which a CLI cannot pass itself; the flag set at run time
// makes `gc` visible to a fresh context. Best effort: where that fails, nothing happens.


/** The collector call, once found (one context made for it per thread, not one per call); false: none to be had. */
let found = null;
function collectGarbage() {
    try {
        if (found === null) {
            (0,external_node_v8_.setFlagsFromString)("--expose-gc");
            const gc = (0,external_node_vm_.runInNewContext)("gc");
            found = typeof gc === "function" ? gc : false;
        }
        if (found)
            found();
    }
    catch {
        // no collector call here: the run goes on as it would have
    }
}

// EXTERNAL MODULE: ./lib/engine/zipentries.js
var zipentries = __webpack_require__(5945);
// EXTERNAL MODULE: ./lib/bundle/format.js
var format = __webpack_require__(80773);
;// CONCATENATED MODULE: ./lib/bundle/verify.js
// Checking a bundle's trace files against its manifest (each file's size and SHA-256, and for a
// zip each entry's CRC-32): every file, before the gate uses the bundle. It is the largest part of
// opening a bundle (reading, inflating and hashing every trace), so with many traces it runs on a
// worker thread (started from the CLI's own file, as the validation's workers are) while the main
// thread validates the candidate; the gate awaits it before it compares. Memory: one file at a time.










/** How much a worker reads between two collections of its garbage. */
const PACE_BYTES = 16 * 1024 * 1024;
/** Below this many traces and bytes, the check runs on the main thread (a worker costs more to start). */
const WORKER_ABOVE = { traces: 256, bytes: 8 * 1024 * 1024 };
const show = (s) => (0,bound/* truncateText */.EJ)(s, 200);
/** `traces` and, for a zip, their records, packed for the check. */
function packTraces(store, traces) {
    const n = traces.length;
    const bytes = new Float64Array(n);
    const sha256 = new Uint8Array(n * 32);
    const digestOk = new Uint8Array(n);
    traces.forEach((t, i) => {
        bytes[i] = t.bytes;
        if ((0,digest/* isSha256Digest */.q9)(t.sha256)) {
            sha256.set(Buffer.from(t.sha256.slice(7), "hex"), i * 32);
            digestOk[i] = 1;
        }
    });
    let zip = null;
    if (store.kind === "zip") {
        const byPath = new Map(store.entries.map((e) => [e.path, e]));
        zip = { path: store.zip, offset: new Float64Array(n), compressedSize: new Float64Array(n), size: new Float64Array(n).fill(-1), crc32: new Uint32Array(n), method: new Uint8Array(n) };
        traces.forEach((t, i) => {
            const e = byPath.get(`${format/* TRACES_DIR */.Po}/${t.path}`);
            if (!e)
                return;
            zip.offset[i] = e.offset;
            zip.compressedSize[i] = e.compressedSize;
            zip.size[i] = e.size;
            zip.crc32[i] = e.crc32;
            zip.method[i] = e.method;
        });
    }
    return { paths: traces.map((t) => t.path).join("\0"), bytes, sha256, digestOk, zip };
}
/** The paths of a packed list, in order. */
function packedPaths(packed) {
    return packed.bytes.length === 0 ? [] : packed.paths.split("\0");
}
/** The zip record of trace `i` (at `path`) of a packed list, as the archive's directory gave it. */
function packedEntry(z, i, path) {
    return { path: `${format/* TRACES_DIR */.Po}/${path}`, offset: z.offset[i], compressedSize: z.compressedSize[i], size: z.size[i], crc32: z.crc32[i], method: z.method[i] };
}
/**
 * The first trace file that is not what the manifest lists, as the bundle's error names it
 * (`trace file traces/x: missing`), or `unsafe or unreadable zip: …`; null when every file is.
 */
function checkTraceFiles(tracesDir, packed, pace) {
    // `pace`: called every PACE_BYTES read (the worker collects its garbage there: each file's bytes
    // are garbage at once, and the collector would otherwise let them pile up outside its heap limit)
    let read = 0;
    const paced = (n) => {
        read += n;
        if (pace && read >= PACE_BYTES) {
            read = 0;
            pace();
        }
    };
    const paths = packedPaths(packed);
    const matches = (i, b) => packed.digestOk[i] === 1 && (0,external_node_crypto_.createHash)("sha256").update(b).digest().equals(packed.sha256.subarray(i * 32, i * 32 + 32));
    const name = (i) => `trace file ${format/* TRACES_DIR */.Po}/${show(paths[i])}`;
    const changed = (i) => `${name(i)}: its bytes do not match ${format/* MANIFEST_FILE */.h1} (changed)`;
    const larger = (i) => `larger than the ${packed.bytes[i]} bytes ${format/* MANIFEST_FILE */.h1} lists (changed)`;
    const z = packed.zip;
    if (z === null) {
        for (let i = 0; i < paths.length; i++) {
            const want = packed.bytes[i];
            const r = (0,readfile/* readRegularFile */.XF)((0,external_node_path_.join)(tracesDir, paths[i]), Math.max(0, want));
            if (!r.ok)
                return `${name(i)}: ${r.code === "ENOENT" ? "missing" : r.code === "EFBIG" ? larger(i) : r.reason}`;
            if (r.bytes.length !== want || !matches(i, r.bytes))
                return changed(i);
            paced(r.bytes.length);
        }
        return null;
    }
    const zip = zipentries/* ZipEntries */.D.fromEntries(z.path, []);
    try {
        for (let i = 0; i < paths.length; i++) {
            const want = packed.bytes[i];
            const size = z.size[i];
            if (size < 0)
                return `${name(i)}: missing`;
            if (size > Math.max(0, want))
                return `${name(i)}: ${larger(i)}`;
            if (size !== want)
                return changed(i);
            const e = packedEntry(z, i, paths[i]);
            let bytes;
            try {
                bytes = zip.readEntry(e);
            }
            catch (err) {
                return `unsafe or unreadable zip: ${err instanceof Error ? err.message : String(err)}`;
            }
            if (!matches(i, bytes))
                return changed(i);
            paced(bytes.length);
        }
        return null;
    }
    finally {
        zip.close();
    }
}
/**
 * Start checking the trace files: on a worker thread when there are many (and the CLI's file is at
 * hand), else on the main thread when first awaited. `done()` gives the problem or null; `stop()`
 * ends a worker still running (a run that ends before the check is awaited).
 */
function startTraceCheck(tracesDir, packed) {
    // `tracesDir`: a folder's traces/; null for a zip's (`packed.zip`)
    const entry = (0,parallel/* getWorkerEntry */.Lg)();
    const bytes = packed.bytes.reduce((a, b) => a + Math.max(0, b), 0);
    const here = () => checkTraceFiles(tracesDir, packed);
    if (entry === null || (packed.bytes.length < WORKER_ABOVE.traces && bytes < WORKER_ABOVE.bytes)) {
        let result = null;
        return { done: () => (result ??= Promise.resolve().then(here)), stop: () => { } };
    }
    let worker = null;
    const result = new Promise((res) => {
        const init = { arhBundleVerify: 1, tracesDir, packed };
        try {
            worker = new external_node_worker_threads_.Worker(entry, { workerData: init, resourceLimits: { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 64 } });
        }
        catch {
            res(here()); // no worker to be had: checked here
            return;
        }
        let settled = false;
        worker.once("message", (m) => {
            settled = true;
            res(m.problem);
        });
        worker.once("error", () => {
            if (settled)
                return;
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
            void worker?.terminate();
        },
    };
}
/** In a worker started by `startTraceCheck`: check, post the problem, and return true; anywhere else false. */
function runBundleVerifyWorker() {
    if (external_node_worker_threads_.isMainThread || !external_node_worker_threads_.parentPort)
        return false;
    const d = external_node_worker_threads_.workerData;
    if (!d || d.arhBundleVerify !== 1)
        return false;
    let problem;
    try {
        problem = checkTraceFiles(d.tracesDir, d.packed, collectGarbage);
    }
    catch (e) {
        problem = `cannot check the trace files: ${e instanceof Error ? e.message : String(e)}`;
    }
    external_node_worker_threads_.parentPort.postMessage({ problem });
    return true;
}


/***/ })

};
