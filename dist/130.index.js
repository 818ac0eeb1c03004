export const id = 130;
export const ids = [130,399];
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


/***/ }),

/***/ 5945:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ ZipEntries),
/* harmony export */   W: () => (/* binding */ UnsafeZipError)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var fflate__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51306);
/* harmony import */ var _util_crc32_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79559);
// The entries of a zip read where they are, from records its checked central directory gave
// (src/bundle/zip.ts `ZipIndex` reads and checks the directory, with every check and limit of the
// safe extractor, and builds on this): each entry read synchronously, bounded by its declared
// size and checked against its CRC-32. Here, below the bundle reader, so that the file pipeline
// (engine/source.ts) and its worker threads read a bundle's traces from the archive themselves.



class UnsafeZipError extends Error {
    constructor(message) {
        super(message);
        this.name = "UnsafeZipError";
    }
}
/** Entries of an archive already checked, open for reading. */
class ZipEntries {
    path;
    fd;
    files;
    constructor(path, fd, 
    /** The files (not folders), by normalised path, in the archive's order. */
    files) {
        this.path = path;
        this.fd = fd;
        this.files = files;
    }
    /**
     * The buffer entries inflate into, reused and grown to the largest entry read (its declared size
     * plus one byte, so that a stream longer than declared shows), dropped on `close`.
     */
    scratch = new Uint8Array(0);
    /** Entries already checked (a worker's copy of `ZipIndex.files`), open for reading. */
    static fromEntries(path, files) {
        return new ZipEntries(path, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, "r"), new Map(files.map((f) => [f.path, f])));
    }
    /** Where an entry's data starts (after its local header), checked. */
    dataStart(e) {
        const head = Buffer.alloc(30);
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(this.descriptor(), head, 0, 30, e.offset) !== 30 || head.readUInt32LE(0) !== 0x04034b50)
            throw new UnsafeZipError(`entry ${JSON.stringify(e.path.slice(0, 100))}: no local file header where the central directory says`);
        return e.offset + 30 + head.readUInt16LE(26) + head.readUInt16LE(28);
    }
    descriptor() {
        if (this.fd === null)
            throw new Error("the zip was closed");
        return this.fd;
    }
    /** The bytes of the entry at `path` (a file of `files`): its declared size, its CRC-32, or an UnsafeZipError. */
    read(path) {
        const e = this.files.get(path);
        if (!e)
            throw new UnsafeZipError(`no entry ${JSON.stringify(path.slice(0, 100))}`);
        return this.readEntry(e);
    }
    /** The bytes of entry `e` (a record of this archive's checked directory), as `read` gives them. */
    readEntry(e) {
        const start = this.dataStart(e);
        const packed = Buffer.allocUnsafe(e.compressedSize);
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(this.descriptor(), packed, 0, packed.length, start) !== packed.length)
            throw new UnsafeZipError(`entry ${JSON.stringify(e.path.slice(0, 100))} is cut short`);
        const bytes = e.method === 0 ? packed : this.inflate(e, packed);
        if (bytes.length !== e.size)
            throw new UnsafeZipError(`entry ${JSON.stringify(e.path.slice(0, 100))}: ${bytes.length} bytes, not the ${e.size} declared`);
        if ((0,_util_crc32_js__WEBPACK_IMPORTED_MODULE_1__/* .crc32 */ .Q)(bytes) !== e.crc32)
            throw new UnsafeZipError(`entry ${JSON.stringify(e.path.slice(0, 100))}: its CRC-32 does not match`);
        return bytes;
    }
    /**
     * Entry `e`'s raw deflate data inflated into an exact-sized buffer. fflate rather than
     * `zlib.inflateRawSync`: Node's synchronous zlib makes a zlib engine and its output buffers per
     * call and closes the engine afterwards, which on Node 24 leaves memory held per entry of a bundle
     * of thousands; fflate inflates into the one `scratch` buffer this reader keeps. Its declared size
     * is bounded by the central directory's checks (entry count, total size, deflate's ratio), so the
     * scratch buffer is too; a stream that inflates to more than declared fills the extra byte (fflate
     * stops writing at the buffer's end, or refuses a stored block that does not fit) and is refused.
     */
    inflate(e, packed) {
        const name = JSON.stringify(e.path.slice(0, 100));
        // fflate gives back its output buffer for empty input where zlib refuses it
        if (packed.length === 0)
            throw new UnsafeZipError(`entry ${name}: not valid deflate data`);
        const want = e.size + 1;
        if (this.scratch.length < want)
            this.scratch = new Uint8Array(Math.max(want, Math.min(2 * this.scratch.length, 2 * want), 65536));
        let out;
        try {
            out = (0,fflate__WEBPACK_IMPORTED_MODULE_2__/* .inflateSync */ .HM)(packed, { out: this.scratch.subarray(0, want) });
        }
        catch (err) {
            throw new UnsafeZipError(`entry ${name}: ${err instanceof RangeError ? "larger than declared" : "not valid deflate data"}`);
        }
        if (out.length > e.size)
            throw new UnsafeZipError(`entry ${name}: larger than declared`);
        const bytes = Buffer.allocUnsafe(out.length);
        bytes.set(out);
        return bytes;
    }
    close() {
        if (this.fd !== null)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(this.fd);
        this.fd = null;
        this.scratch = new Uint8Array(0);
    }
}


/***/ }),

/***/ 452:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ InputError),
/* harmony export */   e: () => (/* binding */ UsageError)
/* harmony export */ });
/**
 * A problem with one input document (trace, transcript, memory trace...). `pointer` is the JSON
 * pointer (RFC 6901) of the offending place in the document as written in its file ("" = whole
 * document); the pipeline turns it into a line and column. Never carries a stack to the user.
 */
class InputError extends Error {
    pointer;
    constructor(message, pointer = "") {
        super(message);
        this.pointer = pointer;
        this.name = "InputError";
    }
}
/** A usage or policy problem that stops the run with exit code 2 (one clear line, no stack). */
class UsageError extends Error {
    constructor(message) {
        super(message);
        this.name = "UsageError";
    }
}


/***/ }),

/***/ 38108:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EJ: () => (/* binding */ truncateText),
/* harmony export */   O: () => (/* binding */ boundValue),
/* harmony export */   Xp: () => (/* binding */ boundEntries)
/* harmony export */ });
/* unused harmony exports MAX_MESSAGE_CHARS, MAX_STEP_ID_CHARS, MAX_VALUE_CHARS, boundFinding */
/** Longest `message` of a finding, in UTF-16 code units (the cut ends with "…"). */
const MAX_MESSAGE_CHARS = 2000;
/** Longest `step_id` copied into a finding. */
const MAX_STEP_ID_CHARS = 1024;
/** Budget of an `expected` / `observed` value: about this many characters of compact JSON. */
const MAX_VALUE_CHARS = 1024;
/** `s` cut to at most `max` code units ("…" included), never inside a surrogate pair. */
function truncateText(s, max) {
    if (s.length <= max)
        return s;
    let end = Math.max(0, max - 1);
    const c = s.charCodeAt(end - 1);
    if (c >= 0xd800 && c <= 0xdbff)
        end--;
    return s.slice(0, end) + "…";
}
/** Approximate size of `v` as compact JSON, counting no further than `limit` (then returns > limit). */
function sizeWithin(v, limit) {
    if (typeof v === "string")
        return v.length + 2;
    if (v === null || typeof v !== "object")
        return typeof v === "number" ? String(v).length : 5;
    let n = 2;
    if (Array.isArray(v)) {
        for (let i = 0; i < v.length && n <= limit; i++)
            n += sizeWithin(v[i], limit - n) + 1;
    }
    else {
        for (const k in v) {
            if (n > limit)
                break;
            n += k.length + 4 + sizeWithin(v[k], limit - n);
        }
    }
    return n;
}
const boundedCache = new WeakMap();
/**
 * `v` when its compact JSON fits in about `budget` characters; otherwise a smaller JSON value:
 * strings cut (ending with "…"), arrays and objects keep their leading members that fit, then an
 * item `"… N more"` (arrays) or a key `"…"` with the value `"N more"` (objects). Objects are
 * bounded once however many findings share them (a policy enum).
 */
function boundValue(v, budget = MAX_VALUE_CHARS) {
    if (typeof v === "string")
        return v.length + 2 <= budget ? v : truncateText(v, Math.max(16, budget - 2));
    if (v === null || typeof v !== "object")
        return v;
    if (sizeWithin(v, budget) <= budget)
        return v;
    if (budget === MAX_VALUE_CHARS) {
        const hit = boundedCache.get(v);
        if (hit !== undefined)
            return hit;
    }
    let used = 2;
    let out;
    if (Array.isArray(v)) {
        const arr = [];
        let i = 0;
        for (; i < v.length; i++) {
            const room = budget - used - 16;
            if (room < 8)
                break;
            const b = boundValue(v[i], room);
            const n = sizeWithin(b, room) + 1;
            if (used + n > budget - 16)
                break;
            arr.push(b);
            used += n;
        }
        if (i < v.length)
            arr.push(`… ${v.length - i} more`);
        out = arr;
    }
    else {
        const obj = {};
        const keys = Object.keys(v);
        let i = 0;
        for (; i < keys.length; i++) {
            const room = budget - used - 24;
            if (room < 8)
                break;
            const k = truncateText(keys[i], Math.max(8, Math.floor(room / 2)));
            const b = boundValue(v[keys[i]], room - k.length - 4);
            const n = k.length + 4 + sizeWithin(b, room);
            if (used + n > budget - 24 || Object.hasOwn(obj, k))
                break;
            Object.defineProperty(obj, k, { value: b, enumerable: true, writable: true, configurable: true });
            used += n;
        }
        if (i < keys.length)
            obj["…"] = `${keys.length - i} more`;
        out = obj;
    }
    if (budget === MAX_VALUE_CHARS)
        boundedCache.set(v, out);
    return out;
}
/** Bound the fields of one finding in place (message, step_id, expected, observed). */
function boundFinding(f) {
    if (typeof f.message === "string" && f.message.length > MAX_MESSAGE_CHARS)
        f.message = truncateText(f.message, MAX_MESSAGE_CHARS);
    if (typeof f.step_id === "string" && f.step_id.length > MAX_STEP_ID_CHARS)
        f.step_id = truncateText(f.step_id, MAX_STEP_ID_CHARS);
    if (f.expected !== undefined)
        f.expected = boundValue(f.expected);
    if (f.observed !== undefined)
        f.observed = boundValue(f.observed);
    return f;
}
/** Bound every finding of report entries in place. */
function boundEntries(entries) {
    for (const e of entries)
        for (const f of e.findings)
            boundFinding(f);
    return entries;
}


/***/ }),

/***/ 70338:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BC: () => (/* binding */ shortHash),
/* harmony export */   DI: () => (/* binding */ tooDeep),
/* harmony export */   Fd: () => (/* binding */ hex32),
/* harmony export */   MD: () => (/* binding */ canonicalArgs),
/* harmony export */   XO: () => (/* binding */ argsKey),
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   l4: () => (/* binding */ canonicalPrefix),
/* harmony export */   lr: () => (/* binding */ MAX_DEPTH),
/* harmony export */   yc: () => (/* binding */ argsHash)
/* harmony export */ });
/* unused harmony export canonicalHash */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
// Canonical argument identity: JSON with sorted keys (docs/trace-format.md "Deterministic normalization"), so
// key order never affects grouping. Depth-limited: hostile input nested deeper than MAX_DEPTH is
// an input error at the exact place, never a stack overflow.

const MAX_DEPTH = 1000;
function tooDeep(at) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`value nested deeper than ${MAX_DEPTH} levels`, at);
}
function write(v, at, depth, out) {
    if (depth > MAX_DEPTH)
        throw tooDeep(at); // parsed traces were depth-checked; this is a guard
    if (v === null || typeof v !== "object") {
        out.push(v === undefined ? "null" : JSON.stringify(v));
        return;
    }
    if (Array.isArray(v)) {
        out.push("[");
        for (let i = 0; i < v.length; i++) {
            if (i)
                out.push(",");
            write(v[i], at, depth + 1, out);
        }
        out.push("]");
        return;
    }
    const keys = sortedKeys(v);
    out.push("{");
    for (let i = 0; i < keys.length; i++) {
        const k = keys[i];
        if (i)
            out.push(",");
        out.push(JSON.stringify(k), ":");
        write(v[k], at, depth + 1, out);
    }
    out.push("}");
}
/** Object keys in sorted order (already sorted is the common case: no copy is sorted then). */
function sortedKeys(x) {
    const keys = Object.keys(x);
    for (let i = 1; i < keys.length; i++)
        if (!(keys[i - 1] < keys[i]))
            return keys.sort();
    return keys;
}
/** The first `max` characters of the canonical JSON of `v`, without serialising the rest. */
function canonicalPrefix(v, max) {
    let out = "";
    // returns false once `max` characters are written
    const go = (x, depth) => {
        if (x === null || typeof x !== "object") {
            // Only the first `max - out.length` characters of the serialised value are kept: serialise a
            // slice one longer (escapes only lengthen, so the kept characters are the same).
            const rem = max - out.length;
            out += x === undefined ? "null" : typeof x === "string" && x.length > rem + 1 ? JSON.stringify(x.slice(0, rem + 1)) : JSON.stringify(x);
            return out.length < max;
        }
        if (depth > MAX_DEPTH)
            throw tooDeep("");
        if (Array.isArray(x)) {
            out += "[";
            for (let i = 0; i < x.length; i++) {
                if (i)
                    out += ",";
                if (out.length >= max || !go(x[i], depth + 1))
                    return false;
            }
            out += "]";
        }
        else {
            const keys = sortedKeys(x);
            out += "{";
            for (let i = 0; i < keys.length; i++) {
                const k = keys[i];
                out += (i ? "," : "") + JSON.stringify(k) + ":";
                if (out.length >= max || !go(x[k], depth + 1))
                    return false;
            }
            out += "}";
        }
        return out.length < max;
    };
    if (max > 0)
        go(v, 1);
    return out.length > max ? out.slice(0, max) : out;
}
/** Whether every object inside `v` already lists its keys in sorted order (then JSON.stringify is canonical). */
function inCanonicalOrder(v, depth) {
    if (depth > MAX_DEPTH)
        return false;
    if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) {
            const x = v[i];
            if (x === undefined || (typeof x === "object" && x !== null && !inCanonicalOrder(x, depth + 1)))
                return false;
        }
        return true;
    }
    let prev = null;
    for (const k in v) {
        if (prev !== null && !(prev < k))
            return false;
        prev = k;
        const x = v[k];
        if (x === undefined || (typeof x === "object" && x !== null && !inCanonicalOrder(x, depth + 1)))
            return false;
    }
    return true;
}
/** Canonical JSON (sorted keys, no whitespace). `at` is the pointer of `v`, for depth errors. */
function canonicalJson(v, at = "") {
    if (v === null || typeof v !== "object")
        return v === undefined ? "null" : JSON.stringify(v);
    // Fast path (the common case): keys already sorted everywhere, so V8's serialiser gives the bytes.
    if (inCanonicalOrder(v, 1))
        return JSON.stringify(v);
    const out = [];
    write(v, at, 1, out);
    return out.join("");
}
/**
 * Short stable hash of a canonical JSON string: 64-bit FNV-1a over UTF-16 code units, 16 hex chars.
 * An identity key for drift alignment, not a security boundary (so no cryptographic hash on the hot path).
 * The lanes stay int32 in the loop (Math.imul keeps the low 32 bits either way) and the digits come
 * from a table: the same value as unsigned arithmetic and `toString(16)`, several times faster.
 */
function shortHash(s) {
    startLanes();
    feed(s);
    return hex32(lane1) + hex32(lane2);
}
const HEX_BYTE = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));
/** The 8 lowercase hex digits of a 32-bit value (its unsigned reading). */
function hex32(h) {
    return HEX_BYTE[(h >>> 24) & 255] + HEX_BYTE[(h >>> 16) & 255] + HEX_BYTE[(h >>> 8) & 255] + HEX_BYTE[h & 255];
}
/** Canonical JSON of a tool call's arguments (`{}` when absent), computed once per step object. */
function canonicalArgs(step) {
    return (step.args_canonical ??= canonicalJson(step.arguments ?? {}));
}
// The hash of a canonical JSON text without the text: the same characters, in the same order, fed
// to `shortHash`'s two lanes as they are produced (keys sorted as `write` sorts them, strings as
// JSON.stringify writes them). A tool call's arguments are hashed on every step, and building their
// canonical text only to hash it cost more than the hash; the text itself is built only where it
// is compared (a possible repeat of a call) or shown.
const FNV_PRIME = 0x01000193;
let lane1 = 0;
let lane2 = 0;
let pos = 0;
function startLanes() {
    lane1 = 0x811c9dc5 | 0;
    lane2 = 0xcbf29ce4 | 0;
    pos = 0;
}
/** One UTF-16 code unit into both lanes. */
function feedCode(c) {
    lane1 = Math.imul(lane1 ^ c, FNV_PRIME);
    lane2 = Math.imul(lane2 ^ (c + pos), FNV_PRIME);
    pos++;
}
function feed(t) {
    let h1 = lane1;
    let h2 = lane2;
    let i = pos;
    for (let k = 0; k < t.length; k++) {
        const c = t.charCodeAt(k);
        h1 = Math.imul(h1 ^ c, FNV_PRIME);
        h2 = Math.imul(h2 ^ (c + i), FNV_PRIME);
        i++;
    }
    lane1 = h1;
    lane2 = h2;
    pos = i;
}
/** A string as JSON.stringify writes it: quoted as it is unless it holds a character it escapes. */
function feedString(t) {
    // control characters, '"', '\\' and surrogates (a lone one is escaped): the serialiser's text
    for (let k = 0; k < t.length; k++) {
        const c = t.charCodeAt(k);
        if (c < 0x20 || c === 0x22 || c === 0x5c || (c & 0xf800) === 0xd800) {
            feed(JSON.stringify(t));
            return;
        }
    }
    feedCode(0x22);
    feed(t);
    feedCode(0x22);
}
const digits = new Int32Array(11);
/** A 32-bit integer's decimal digits (what JSON.stringify writes for it), without making the string. */
function feedInt(v) {
    let u = v;
    if (u < 0) {
        feedCode(0x2d);
        u = -u; // at most 2^31: exact
    }
    let n = 0;
    do {
        digits[n++] = 0x30 + (u % 10);
        u = Math.floor(u / 10);
    } while (u > 0);
    while (n > 0)
        feedCode(digits[--n]);
}
function feedValue(v, at, depth) {
    if (depth > MAX_DEPTH)
        throw tooDeep(at);
    if (typeof v === "string") {
        feedString(v);
        return;
    }
    if (typeof v === "number" && (v | 0) === v && (v !== 0 || 1 / v > 0)) {
        feedInt(v);
        return;
    }
    if (v === null || typeof v !== "object") {
        // as `write`: undefined is null; what JSON.stringify leaves out (a function) adds nothing
        feed(v === null || v === undefined ? "null" : v === true ? "true" : v === false ? "false" : (JSON.stringify(v) ?? ""));
        return;
    }
    if (Array.isArray(v)) {
        feed("[");
        for (let i = 0; i < v.length; i++) {
            if (i)
                feed(",");
            feedValue(v[i], at, depth + 1);
        }
        feed("]");
        return;
    }
    const keys = sortedKeys(v);
    feed("{");
    for (let i = 0; i < keys.length; i++) {
        const k = keys[i];
        if (i)
            feed(",");
        feedString(k);
        feed(":");
        feedValue(v[k], at, depth + 1);
    }
    feed("}");
}
/** `shortHash(canonicalJson(v))`, without building the canonical text. */
function canonicalHash(v, at = "") {
    startLanes();
    feedValue(v, at, 1);
    return hex32(lane1) + hex32(lane2);
}
/** `shortHash(canonicalArgs(step))` (the arguments' identity in step digests), computed once per step object. */
function argsHash(step) {
    if (step.args_hash == null)
        hashArgs(step);
    return step.args_hash;
}
/**
 * A number from the same hash (its first lane), for maps of calls: equal arguments have equal keys,
 * and unequal arguments rarely do (a map keyed by it still compares the arguments themselves).
 */
function argsKey(step) {
    if (step.args_key == null)
        hashArgs(step);
    return step.args_key;
}
function hashArgs(step) {
    startLanes();
    if (step.args_canonical != null)
        feed(step.args_canonical);
    else
        feedValue(step.arguments ?? {}, "", 1);
    step.args_hash = hex32(lane1) + hex32(lane2);
    step.args_key = lane1;
}


/***/ }),

/***/ 79559:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ crc32)
/* harmony export */ });
/* unused harmony export crc32InJs */
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38522);
// CRC-32 (the zip checksum): Node's native `zlib.crc32` (Node >= 20.15 and 22.2), or a table in
// JavaScript on an older Node 20, which has no native one.

let table = null;
function crc32Js(data, value = 0) {
    if (table === null) {
        table = new Uint32Array(256);
        for (let n = 0; n < 256; n++) {
            let c = n;
            for (let k = 0; k < 8; k++)
                c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
            table[n] = c >>> 0;
        }
    }
    let c = (value ^ 0xffffffff) >>> 0;
    for (let i = 0; i < data.length; i++)
        c = table[(c ^ data[i]) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
}
const native = node_zlib__WEBPACK_IMPORTED_MODULE_0__.crc32;
/** The CRC-32 of `data`, continuing from `value` (the CRC of what came before). */
const crc32 = typeof native === "function" ? (data, value = 0) => native(data, value) >>> 0 : crc32Js;
/** The JavaScript version (tests compare both). */
const crc32InJs = (/* unused pure expression or super */ null && (crc32Js));


/***/ }),

/***/ 7738:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bj: () => (/* binding */ sha256Of),
/* harmony export */   K7: () => (/* binding */ policyDigestOf),
/* harmony export */   q9: () => (/* binding */ isSha256Digest)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70338);
// Digests of what a report was judged with (docs/bundle.md). Pure.


/**
 * The digest of a policy document: `sha256:` and the hex SHA-256 of its canonical JSON (sorted
 * keys, no whitespace), so reformatting a policy file does not change it. Reports record it;
 * compare re-judges a baseline bundle's traces when the candidate's differs.
 */
function policyDigestOf(doc) {
    return "sha256:" + (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update((0,_canonical_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(doc)).digest("hex");
}
/** Whether `d` is a digest as `sha256Of` and `policyDigestOf` write them: `sha256:` and 64 lowercase hex digits. */
function isSha256Digest(d) {
    return /^sha256:[0-9a-f]{64}$/.test(d);
}
/** `sha256:` and the hex SHA-256 of some bytes (the trace files of a bundle). */
function sha256Of(bytes) {
    return "sha256:" + (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(bytes).digest("hex");
}


/***/ }),

/***/ 28564:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   h_: () => (/* binding */ fileKind),
/* harmony export */   t3: () => (/* binding */ sizeOrZero),
/* harmony export */   tM: () => (/* binding */ OPEN_FLAGS)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
// Reading an input file without ever blocking on it: a named pipe (FIFO), socket or device named as
// a trace, policy or baseline would block `open` or `read` forever. The type is checked before the
// open, the open is non-blocking (and never makes a terminal the controlling one), and the type is
// checked again on the descriptor (the path may have been swapped between the two). A file a
// directory walk has just seen as a regular file skips the first check: only the descriptor's
// counts then, and a path swapped for a FIFO or device in between is still refused, unread.

/** A file's size, or 0 when it cannot be read (the reading that follows says why). */
function sizeOrZero(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).size;
    }
    catch {
        return 0;
    }
}
/** What a non-regular file is, for messages ("a named pipe (FIFO)"). */
function fileKind(st) {
    if (st.isDirectory())
        return "a directory";
    if (st.isFIFO())
        return "a named pipe (FIFO)";
    if (st.isSocket())
        return "a socket";
    if (st.isCharacterDevice() || st.isBlockDevice())
        return "a device";
    if (st.isSymbolicLink())
        return "a symbolic link";
    return "not a regular file";
}
const describe = (st) => `not a regular file: ${fileKind(st)}`;
/** How trace files are opened: never blocking on a FIFO or a device, never becoming a controlling terminal. */
const OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOCTTY ?? 0);
/**
 * Read a regular file of at most `maxBytes` bytes; never blocks on a FIFO or device. `seenRegular`:
 * a directory walk has just read the path's type as a regular file (no `stat` before the open).
 */
function readRegularFile(path, maxBytes, seenRegular = false) {
    try {
        if (!seenRegular) {
            const pre = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path);
            if (!pre.isFile())
                return { ok: false, reason: describe(pre) };
        }
        const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, OPEN_FLAGS);
        try {
            const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
            if (!st.isFile())
                return { ok: false, reason: describe(st) };
            if (st.size > maxBytes) {
                return { ok: false, reason: `file is ${(st.size / 1048576).toFixed(1)} MiB, larger than the ${maxBytes / 1048576} MiB limit`, code: "EFBIG" };
            }
            const bytes = readAll(fd, st.size, maxBytes);
            if (bytes === null)
                return { ok: false, reason: `file is larger than the ${maxBytes / 1048576} MiB limit`, code: "EFBIG" };
            return { ok: true, bytes };
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        }
    }
    catch (e) {
        const code = e.code ?? "";
        return { ok: false, reason: `cannot read file${code ? ` (${code})` : ""}`, code };
    }
}
/**
 * The bytes of an open regular file whose size `fstat` gave: read into a buffer of that size (no
 * second `fstat`, as `readFileSync` would make). Like `readFileSync`, a file that grew since is
 * read up to that size, and one whose size reads 0 (some virtual file systems) is read to its end,
 * here in chunks and refused (null) past `maxBytes`.
 */
function readAll(fd, size, maxBytes) {
    if (size > 0) {
        const buf = Buffer.allocUnsafe(size);
        let used = 0;
        while (used < size) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, used, size - used, null);
            if (n === 0)
                break;
            used += n;
        }
        return used === size ? buf : buf.subarray(0, used);
    }
    const parts = [];
    let total = 0;
    for (;;) {
        const chunk = Buffer.allocUnsafe(65536);
        const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, chunk, 0, chunk.length, null);
        if (n === 0)
            break;
        total += n;
        if (total > maxBytes)
            return null;
        parts.push(n === chunk.length ? chunk : chunk.subarray(0, n));
    }
    return Buffer.concat(parts, total);
}


/***/ })

};
