export const id = 355;
export const ids = [355];
export const modules = {

/***/ 6355:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkTraceFiles: () => (/* binding */ checkTraceFiles),
/* harmony export */   runBundleVerifyWorker: () => (/* binding */ runBundleVerifyWorker),
/* harmony export */   startTraceCheck: () => (/* binding */ startTraceCheck)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5919);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _util_readfile_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8564);
/* harmony import */ var _util_digest_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7738);
/* harmony import */ var _util_bound_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8108);
/* harmony import */ var _engine_parallel_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4399);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(773);
/* harmony import */ var _zip_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5459);
// Checking a bundle's trace files against its manifest (each file's size and SHA-256, and for a
// zip each entry's CRC-32): every file, before the gate uses the bundle. It is the largest part of
// opening a bundle (reading, inflating and hashing every trace), so with many traces it runs on a
// worker thread (started from the CLI's own file, as the validation's workers are) while the main
// thread validates the candidate; the gate awaits it before it compares. Memory: one file at a time.








/** Below this many traces and bytes, the check runs on the main thread (a worker costs more to start). */
const WORKER_ABOVE = { traces: 256, bytes: 8 * 1024 * 1024 };
const show = (s) => (0,_util_bound_js__WEBPACK_IMPORTED_MODULE_4__/* .truncateText */ .EJ)(s, 200);
/**
 * The first trace file that is not what the manifest lists, as the bundle's error names it
 * (`trace file traces/x: missing`), or `unsafe or unreadable zip: …`; null when every file is.
 */
function checkTraceFiles(store, traces) {
    if (store.kind === "dir") {
        for (const t of traces) {
            const r = (0,_util_readfile_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegularFile */ .X)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(store.tracesDir, t.path), Math.max(0, t.bytes));
            if (!r.ok) {
                const why = r.code === "ENOENT" ? "missing" : r.code === "EFBIG" ? `larger than the ${t.bytes} bytes ${_format_js__WEBPACK_IMPORTED_MODULE_6__/* .MANIFEST_FILE */ .h1} lists (changed)` : r.reason;
                return `trace file ${_format_js__WEBPACK_IMPORTED_MODULE_6__/* .TRACES_DIR */ .Po}/${show(t.path)}: ${why}`;
            }
            if (r.bytes.length !== t.bytes || (0,_util_digest_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Of */ .B)(r.bytes) !== t.sha256)
                return changed(t);
        }
        return null;
    }
    const zip = _zip_js__WEBPACK_IMPORTED_MODULE_7__/* .ZipIndex */ .Gq.fromEntries(store.zip, store.entries);
    try {
        for (const t of traces) {
            const e = zip.files.get(`${_format_js__WEBPACK_IMPORTED_MODULE_6__/* .TRACES_DIR */ .Po}/${t.path}`);
            if (!e)
                return `trace file ${_format_js__WEBPACK_IMPORTED_MODULE_6__/* .TRACES_DIR */ .Po}/${show(t.path)}: missing`;
            if (e.size > Math.max(0, t.bytes))
                return `trace file ${_format_js__WEBPACK_IMPORTED_MODULE_6__/* .TRACES_DIR */ .Po}/${show(t.path)}: larger than the ${t.bytes} bytes ${_format_js__WEBPACK_IMPORTED_MODULE_6__/* .MANIFEST_FILE */ .h1} lists (changed)`;
            if (e.size !== t.bytes)
                return changed(t);
            let bytes;
            try {
                bytes = zip.read(e.path);
            }
            catch (err) {
                return `unsafe or unreadable zip: ${err instanceof Error ? err.message : String(err)}`;
            }
            if ((0,_util_digest_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Of */ .B)(bytes) !== t.sha256)
                return changed(t);
        }
        return null;
    }
    finally {
        zip.close();
    }
}
const changed = (t) => `trace file ${_format_js__WEBPACK_IMPORTED_MODULE_6__/* .TRACES_DIR */ .Po}/${show(t.path)}: its bytes do not match ${_format_js__WEBPACK_IMPORTED_MODULE_6__/* .MANIFEST_FILE */ .h1} (changed)`;
/**
 * Start checking the trace files: on a worker thread when there are many (and the CLI's file is at
 * hand), else on the main thread when first awaited. `done()` gives the problem or null; `stop()`
 * ends a worker still running (a run that ends before the check is awaited).
 */
function startTraceCheck(store, traces) {
    const entry = (0,_engine_parallel_js__WEBPACK_IMPORTED_MODULE_5__/* .getWorkerEntry */ .Lg)();
    const bytes = traces.reduce((a, t) => a + Math.max(0, t.bytes), 0);
    if (entry === null || (traces.length < WORKER_ABOVE.traces && bytes < WORKER_ABOVE.bytes)) {
        let result = null;
        return { done: () => (result ??= Promise.resolve().then(() => checkTraceFiles(store, traces))), stop: () => { } };
    }
    let worker = null;
    const result = new Promise((res) => {
        const init = { arhBundleVerify: 1, store, traces };
        try {
            worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.Worker(entry, { workerData: init, resourceLimits: { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 64 } });
        }
        catch {
            res(checkTraceFiles(store, traces)); // no worker to be had: checked here
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
        problem = checkTraceFiles(d.store, d.traces);
    }
    catch (e) {
        problem = `cannot check the trace files: ${e instanceof Error ? e.message : String(e)}`;
    }
    node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort.postMessage({ problem });
    return true;
}


/***/ })

};
