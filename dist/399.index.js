export const id = 399;
export const ids = [399];
export const modules = {

/***/ 24399:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lg: () => (/* binding */ getWorkerEntry),
/* harmony export */   _u: () => (/* binding */ validateParallel),
/* harmony export */   gh: () => (/* binding */ slimEntry),
/* harmony export */   m$: () => (/* binding */ CHUNK),
/* harmony export */   setWorkerEntry: () => (/* binding */ setWorkerEntry)
/* harmony export */ });
/* unused harmony exports endIdleWorkers, summaryStub */
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75919);
// Validating files on several cores. Worker threads (the same bundle, started with `workerData`
// saying so, and given each run as a message) and the main thread take chunks of the file list
// from one shared counter; each file's entries are a pure function of the file and the policy, and
// the main thread emits them in file order, so the report is byte-identical to a serial run.
// Workers send back what the report keeps: entries without step digests unless they have findings,
// with their JSON text already rendered.
// Memory-system traces need the (asynchronous, child-process) memory runner: a worker hands them
// back and the main thread validates them. A worker that dies leaves its chunks to the main thread.
// A worker that finished a run is kept a moment for the next (the gate with a changed policy
// validates twice in a row): starting one costs its bundle's loading and its code's warming up.
// The worker side (engine/worker.ts) runs the file pipeline; this module starts and feeds the workers.

let workerEntry = null;
/** The bundle file workers start from (the CLI sets its own, when it runs as JavaScript). */
function setWorkerEntry(url) {
    workerEntry = url;
}
function getWorkerEntry() {
    return workerEntry === null ? null : new URL(workerEntry);
}
/** Files per chunk: small enough to balance two cores, large enough that messages stay few. */
const CHUNK = 16;
/** Workers idle between runs; each ends after IDLE_MS without one, and none keeps the process alive. */
const idle = [];
const IDLE_MS = 2000;
let runs = 0;
function startWorker(entry) {
    // A 16 MB young generation: measured the best trade of peak RSS against GC time (BENCHMARKS.md).
    const w = new node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.Worker(entry, { workerData: { arhValidateWorker: 1 }, resourceLimits: { maxYoungGenerationSizeMb: 16 } });
    const p = { w, entry: entry.href, alive: true, idleTimer: null };
    w.on("error", () => undefined); // a run's chunks it had are redone (validateParallel)
    w.on("exit", () => {
        p.alive = false;
        unidle(p);
    });
    return p;
}
function unidle(p) {
    const i = idle.indexOf(p);
    if (i >= 0)
        idle.splice(i, 1);
    if (p.idleTimer !== null)
        clearTimeout(p.idleTimer);
    p.idleTimer = null;
}
/** `n` workers started from `entry`: idle ones first. */
function takeWorkers(entry, n) {
    const out = [];
    for (const p of [...idle]) {
        if (out.length === n)
            break;
        if (p.entry !== entry.href || !p.alive)
            continue;
        unidle(p);
        p.w.ref();
        out.push(p);
    }
    while (out.length < n)
        out.push(startWorker(entry));
    return out;
}
/**
 * End the workers waiting for a next run, now: the caller has no more to validate (the memory of
 * their heaps is the caller's again, rather than after IDLE_MS).
 */
function endIdleWorkers() {
    for (const p of [...idle]) {
        unidle(p);
        void p.w.terminate();
    }
}
/** A worker whose run ended well waits for the next, for a while, without keeping the process alive. */
function keepIdle(p) {
    if (!p.alive)
        return;
    p.w.unref();
    p.idleTimer = setTimeout(() => {
        unidle(p);
        void p.w.terminate();
    }, IDLE_MS);
    p.idleTimer.unref();
    idle.push(p);
}
/**
 * What the validate command keeps of an entry once its JSON is written: the renderers (console,
 * SARIF, JUnit, Markdown) read no step digest but a step's line (`firstFailingLine`, for findings
 * without a location), so entries with findings keep `{step_id, line}` per step and the others none.
 */
function slimEntry(e) {
    if (!e.steps)
        return e;
    const { steps, ...rest } = e;
    const slim = rest;
    if (e.findings.length > 0)
        slim.steps = steps.map((d) => ({ step_id: d.step_id, line: d.line }));
    return slim;
}
/** Only what the report summary and the duplicate trace_id check read of an entry. */
function summaryStub(e) {
    const stub = { trace_id: e.trace_id, source_path: e.source_path, passed: e.passed, score: e.score, findings: [] };
    if (e.scored === false)
        stub.scored = false;
    if (e.raw_score !== undefined)
        stub.raw_score = e.raw_score;
    if (e.scenario !== undefined)
        stub.scenario = e.scenario;
    return stub;
}
/**
 * Validate `files` on the main thread and `cfg.workers` workers; `emit` gets each file's entries
 * in file order, with their rendered JSON when a worker made it. `onMain` validates a file on the
 * main thread (memory traces included).
 */
async function validateParallel(files, cfg, opts, onMain, emit) {
    const chunks = Math.ceil(files.length / CHUNK);
    const counter = new Int32Array(new SharedArrayBuffer(4));
    // chunk -> per file: entries from the main thread, or a worker's item
    const results = new Map();
    let next = 0;
    let running = cfg.workers;
    let allEnded;
    const ended = new Promise((r) => (allEnded = r));
    const run = ++runs;
    const init = {
        run,
        files,
        regular: Uint8Array.from(files, (f) => (opts.regularFiles?.has(f) ? 1 : 0)),
        counter: counter.buffer,
        policyText: cfg.policyText,
        policyPath: cfg.policyPath,
        format: opts.format,
        failUnder: opts.failUnder,
        cwd: opts.cwd,
        render: cfg.render,
        keepSteps: cfg.keepSteps === true,
        source: opts.source ?? null,
        second: cfg.second ?? null,
    };
    const workers = takeWorkers(cfg.entry, cfg.workers);
    const detach = [];
    for (const p of workers) {
        let finished = false;
        const onMessage = (m) => {
            if (m.run !== run)
                return;
            if ("done" in m)
                end();
            else if (m.chunk >= next && !results.has(m.chunk))
                results.set(m.chunk, m.items);
        };
        // messages posted before the exit are delivered first; a worker that exits without "done" died
        const onExit = () => void setImmediate(end);
        const off = () => {
            p.w.off("message", onMessage);
            p.w.off("exit", onExit);
        };
        const end = () => {
            if (finished)
                return;
            finished = true;
            off();
            if (--running === 0)
                allEnded();
        };
        detach.push(off);
        p.w.on("message", onMessage);
        p.w.on("exit", onExit);
        if (p.alive)
            p.w.postMessage(init);
        else
            onExit();
    }
    const mainFiles = async (c) => {
        const out = [];
        for (const f of files.slice(c * CHUNK, (c + 1) * CHUNK))
            out.push({ main: await onMain(f) });
        return out;
    };
    const flush = async () => {
        for (let items = results.get(next); items !== undefined; items = results.get(next)) {
            results.delete(next);
            for (let i = 0; i < items.length; i++) {
                const it = items[i];
                if ("main" in it)
                    emit(it.main);
                else if ("defer" in it)
                    emit(await onMain(files[next * CHUNK + i]));
                else
                    emit(it);
            }
            next++;
        }
    };
    try {
        for (;;) {
            const c = Atomics.add(counter, 0, 1);
            if (c >= chunks)
                break;
            results.set(c, await mainFiles(c));
            await flush();
            await new Promise((r) => setImmediate(r)); // let workers' messages in
        }
        await ended;
        // Chunks a dead worker had taken are validated here.
        for (let c = next; c < chunks; c++)
            if (!results.has(c))
                results.set(c, await mainFiles(c));
        await flush();
    }
    catch (e) {
        // e.g. the report cannot be written: stop the workers rather than let them finish the corpus
        Atomics.store(counter, 0, chunks);
        for (const off of detach)
            off();
        await Promise.all(workers.map((p) => p.w.terminate()));
        throw e;
    }
    for (const p of workers)
        keepIdle(p);
}


/***/ })

};
