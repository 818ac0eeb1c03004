export const id = 355;
export const ids = [355];
export const modules = {

/***/ 6355:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkTraceFiles: () => (/* binding */ checkTraceFiles),
/* harmony export */   packTraces: () => (/* binding */ packTraces),
/* harmony export */   packedEntry: () => (/* binding */ packedEntry),
/* harmony export */   packedPaths: () => (/* binding */ packedPaths),
/* harmony export */   runBundleVerifyWorker: () => (/* binding */ runBundleVerifyWorker),
/* harmony export */   startTraceCheck: () => (/* binding */ startTraceCheck)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5919);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _util_readfile_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8564);
/* harmony import */ var _util_bound_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8108);
/* harmony import */ var _util_digest_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7738);
/* harmony import */ var _engine_parallel_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4399);
/* harmony import */ var _util_gc_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2296);
/* harmony import */ var _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6351);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(773);
// Checking a bundle's trace files against its manifest (each file's size and SHA-256, and for a
// zip each entry's CRC-32): every file, before the gate uses the bundle. It is the largest part of
// opening a bundle (reading, inflating and hashing every trace), so with many traces it runs on a
// worker thread (started from the CLI's own file, as the validation's workers are) while the main
// thread validates the candidate; the gate awaits it before it compares. Memory: one file at a time.










/** How much a worker reads between two collections of its garbage. */
const PACE_BYTES = 16 * 1024 * 1024;
/** Below this many traces and bytes, the check runs on the main thread (a worker costs more to start). */
const WORKER_ABOVE = { traces: 256, bytes: 8 * 1024 * 1024 };
const show = (s) => (0,_util_bound_js__WEBPACK_IMPORTED_MODULE_4__/* .truncateText */ .EJ)(s, 200);
/** `traces` and, for a zip, their records, packed for the check. */
function packTraces(store, traces) {
    const n = traces.length;
    const bytes = new Float64Array(n);
    const sha256 = new Uint8Array(n * 32);
    const digestOk = new Uint8Array(n);
    traces.forEach((t, i) => {
        bytes[i] = t.bytes;
        if ((0,_util_digest_js__WEBPACK_IMPORTED_MODULE_5__/* .isSha256Digest */ .q9)(t.sha256)) {
            sha256.set(Buffer.from(t.sha256.slice(7), "hex"), i * 32);
            digestOk[i] = 1;
        }
    });
    let zip = null;
    if (store.kind === "zip") {
        const byPath = new Map(store.entries.map((e) => [e.path, e]));
        zip = { path: store.zip, offset: new Float64Array(n), compressedSize: new Float64Array(n), size: new Float64Array(n).fill(-1), crc32: new Uint32Array(n), method: new Uint8Array(n) };
        traces.forEach((t, i) => {
            const e = byPath.get(`${_format_js__WEBPACK_IMPORTED_MODULE_9__/* .TRACES_DIR */ .Po}/${t.path}`);
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
    return { path: `${_format_js__WEBPACK_IMPORTED_MODULE_9__/* .TRACES_DIR */ .Po}/${path}`, offset: z.offset[i], compressedSize: z.compressedSize[i], size: z.size[i], crc32: z.crc32[i], method: z.method[i] };
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
    const matches = (i, b) => packed.digestOk[i] === 1 && (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)("sha256").update(b).digest().equals(packed.sha256.subarray(i * 32, i * 32 + 32));
    const name = (i) => `trace file ${_format_js__WEBPACK_IMPORTED_MODULE_9__/* .TRACES_DIR */ .Po}/${show(paths[i])}`;
    const changed = (i) => `${name(i)}: its bytes do not match ${_format_js__WEBPACK_IMPORTED_MODULE_9__/* .MANIFEST_FILE */ .h1} (changed)`;
    const larger = (i) => `larger than the ${packed.bytes[i]} bytes ${_format_js__WEBPACK_IMPORTED_MODULE_9__/* .MANIFEST_FILE */ .h1} lists (changed)`;
    const z = packed.zip;
    if (z === null) {
        for (let i = 0; i < paths.length; i++) {
            const want = packed.bytes[i];
            const r = (0,_util_readfile_js__WEBPACK_IMPORTED_MODULE_3__/* .readRegularFile */ .XF)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(tracesDir, paths[i]), Math.max(0, want));
            if (!r.ok)
                return `${name(i)}: ${r.code === "ENOENT" ? "missing" : r.code === "EFBIG" ? larger(i) : r.reason}`;
            if (r.bytes.length !== want || !matches(i, r.bytes))
                return changed(i);
            paced(r.bytes.length);
        }
        return null;
    }
    const zip = _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_8__/* .ZipEntries */ .D.fromEntries(z.path, []);
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
    const entry = (0,_engine_parallel_js__WEBPACK_IMPORTED_MODULE_6__/* .getWorkerEntry */ .Lg)();
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
            worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.Worker(entry, { workerData: init, resourceLimits: { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 64 } });
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
    if (node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.isMainThread || !node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort)
        return false;
    const d = node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.workerData;
    if (!d || d.arhBundleVerify !== 1)
        return false;
    let problem;
    try {
        problem = checkTraceFiles(d.tracesDir, d.packed, _util_gc_js__WEBPACK_IMPORTED_MODULE_7__/* .collectGarbage */ .i);
    }
    catch (e) {
        problem = `cannot check the trace files: ${e instanceof Error ? e.message : String(e)}`;
    }
    node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort.postMessage({ problem });
    return true;
}


/***/ }),

/***/ 2296:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ collectGarbage)
/* harmony export */ });
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8877);
/* harmony import */ var node_vm__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(714);
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
            (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)("--expose-gc");
            const gc = (0,node_vm__WEBPACK_IMPORTED_MODULE_1__.runInNewContext)("gc");
            found = typeof gc === "function" ? gc : false;
        }
        if (found)
            found();
    }
    catch {
        // no collector call here: the run goes on as it would have
    }
}


/***/ })

};
