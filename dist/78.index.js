export const id = 78;
export const ids = [78];
export const modules = {

/***/ 56078:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runValidateWorker: () => (/* binding */ runValidateWorker)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75919);
/* harmony import */ var _policy_parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(734);
/* harmony import */ var _report_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97406);
/* harmony import */ var _pipeline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70695);
/* harmony import */ var _parallel_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(24399);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(45325);
// The worker side of engine/parallel.ts: a worker thread started by `validateParallel` waits for
// runs; in each it validates chunks of the file list with the file pipeline (engine/pipeline.ts)
// and posts their entries back, then waits for the next run (the main thread ends it).
// Its own module so that the pipeline, which starts workers through parallel.ts, and the workers,
// which run the pipeline, import each other through no cycle: pipeline -> parallel, and
// worker -> pipeline, parallel.






/**
 * In a worker started by `validateParallel`: take its runs (each validated until no chunk is left)
 * and return true. Anywhere else: return false at once.
 */
function runValidateWorker() {
    if (node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.isMainThread || !node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort)
        return false;
    const start = node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.workerData;
    if (!start || start.arhValidateWorker !== 1)
        return false;
    const port = node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort;
    port.on("message", (d) => runOne(d, port));
    return true;
}
/** Policies parsed by earlier runs, by their file's path and text (the gate's runs share them). */
const parsed = new Map();
function policyOf(text, path) {
    const key = `${path}\u0000${text}`;
    let p = parsed.get(key);
    if (p === undefined) {
        if (parsed.size >= 4)
            parsed.clear();
        p = (0,_policy_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .policyFromText */ .M5)(text, path);
        parsed.set(key, p);
    }
    return p;
}
function runOne(d, port) {
    const policy = policyOf(d.policyText, d.policyPath);
    const policies = d.second ? [policy, policyOf(d.second.policyText, d.second.policyPath)] : [policy];
    const opts = { format: d.format, failUnder: d.failUnder, cwd: d.cwd, regularFiles: new Set(d.files.filter((_, i) => d.regular[i] === 1)) };
    const ctx = {
        policy,
        opts,
        memory: () => {
            throw new Error("the memory runner is not available in a worker");
        },
        source: null,
    };
    try {
        if (d.source)
            ctx.source = (0,_source_js__WEBPACK_IMPORTED_MODULE_5__/* .openZipSource */ .J)(d.source);
    }
    catch {
        ctx.source = null; // every file is then handed back: the main thread says what is wrong
    }
    const counter = new Int32Array(d.counter);
    const chunks = Math.ceil(d.files.length / _parallel_js__WEBPACK_IMPORTED_MODULE_4__/* .CHUNK */ .m$);
    for (;;) {
        const c = Atomics.add(counter, 0, 1);
        if (c >= chunks)
            break;
        const items = [];
        for (const f of d.files.slice(c * _parallel_js__WEBPACK_IMPORTED_MODULE_4__/* .CHUNK */ .m$, (c + 1) * _parallel_js__WEBPACK_IMPORTED_MODULE_4__/* .CHUNK */ .m$)) {
            let got;
            try {
                if (d.source && !ctx.source)
                    throw new _source_js__WEBPACK_IMPORTED_MODULE_5__/* .SourceReadError */ .C("the archive could not be opened");
                got = (0,_pipeline_js__WEBPACK_IMPORTED_MODULE_3__/* .validateFileSyncUnder */ .Oc)(f, ctx, policies); // a bug of ours is already that policy's entry
            }
            catch {
                // a source that cannot be read: the main thread reads the file again, and stops the run with the problem
                items.push({ defer: 1 });
                continue;
            }
            const [first, second] = got;
            if (!Array.isArray(first) || (second !== undefined && !Array.isArray(second))) {
                items.push({ defer: 1 }); // memory and trace-diff documents are judged on the main thread
                continue;
            }
            // An entry too large to render is that file's input error, never the end of the run.
            const texts = d.render
                ? first.map((e, j) => {
                    try {
                        return (0,_report_json_js__WEBPACK_IMPORTED_MODULE_2__/* .renderEntry */ .Ft)(e);
                    }
                    catch (err) {
                        first[j] = (0,_pipeline_js__WEBPACK_IMPORTED_MODULE_3__/* .renderFailureEntry */ .hf)(e, policy, err);
                        return (0,_report_json_js__WEBPACK_IMPORTED_MODULE_2__/* .renderEntry */ .Ft)(first[j]);
                    }
                })
                : null;
            const keep = (entries) => (d.keepSteps ? entries : entries.map(_parallel_js__WEBPACK_IMPORTED_MODULE_4__/* .slimEntry */ .gh));
            items.push(second === undefined ? { texts, entries: keep(first) } : { texts, entries: keep(first), second: keep(second) });
        }
        port.postMessage({ run: d.run, chunk: c, items });
    }
    ctx.source?.close();
    port.postMessage({ run: d.run, done: 1 });
}


/***/ })

};
