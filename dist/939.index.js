export const id = 939;
export const ids = [939,170,54];
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

/***/ 87505:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readBundleHistory: () => (/* binding */ readBundleHistory),
/* harmony export */   readHistoryDir: () => (/* binding */ readHistoryDir)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _util_readfile_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(28564);
/* harmony import */ var _util_bound_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(38108);
/* harmony import */ var _trend_history_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(44760);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(80773);
/* harmony import */ var _zip_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(55459);
// Reading the history a baseline bundle carries (docs/trend.md): `history.json` of a bundle folder
// or zip. Never throws: a missing, unreadable or bad history is null with the one line that says
// why. Its own module so that `arh validate` loads the zip reader only when it carries a history.








const show = (s) => (0,_util_bound_js__WEBPACK_IMPORTED_MODULE_4__/* .truncateText */ .EJ)(s, 200);
/** The history of a bundle folder; never throws. */
function readHistoryDir(dir, name, scope, label = "previous bundle") {
    const r = (0,_util_readfile_js__WEBPACK_IMPORTED_MODULE_3__/* .readRegularFile */ .XF)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_6__/* .HISTORY_FILE */ .CX), _trend_history_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_HISTORY_BYTES */ .Yw);
    if (!r.ok) {
        if (r.code === "ENOENT")
            return { history: null, notice: `${label} ${show(name)} has no ${_format_js__WEBPACK_IMPORTED_MODULE_6__/* .HISTORY_FILE */ .CX}: a new history starts` };
        return { history: null, notice: `${label} ${show(name)}: ${_format_js__WEBPACK_IMPORTED_MODULE_6__/* .HISTORY_FILE */ .CX}: ${r.code === "EFBIG" ? `larger than ${_trend_history_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_HISTORY_BYTES */ .Yw} bytes (oversized)` : r.reason}: dropped, a new history starts` };
    }
    const checked = (0,_trend_history_js__WEBPACK_IMPORTED_MODULE_5__/* .parseHistory */ .i6)(r.bytes.toString("utf8"), scope);
    if (!checked.ok)
        return { history: null, notice: `${label} ${show(name)}: ${_format_js__WEBPACK_IMPORTED_MODULE_6__/* .HISTORY_FILE */ .CX}: ${checked.why}: dropped, a new history starts` };
    if (scope.date === undefined)
        return { history: checked.history, notice: null };
    const kept = (0,_trend_history_js__WEBPACK_IMPORTED_MODULE_5__/* .withoutLaterPoints */ .ig)(checked.history, scope.date);
    return { history: kept.history, notice: kept.dropped && `${label} ${show(name)}: ${_format_js__WEBPACK_IMPORTED_MODULE_6__/* .HISTORY_FILE */ .CX}: ${kept.dropped}` };
}
/** The history of a bundle folder or zip (extracted safely into a temporary folder); never throws. */
async function readBundleHistory(path, scope, tempRoot, label = "previous bundle") {
    let isDir = false;
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path);
        isDir = st.isDirectory();
        if (!isDir && !st.isFile())
            return { history: null, notice: `${label} ${show(path)} is not a folder or a file: a new history starts` };
    }
    catch {
        return { history: null, notice: `${label} ${show(path)} not found: a new history starts` };
    }
    if (isDir)
        return readHistoryDir(path, path, scope, label);
    const dir = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(tempRoot ?? (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), "arh-history-"));
    try {
        await (0,_zip_js__WEBPACK_IMPORTED_MODULE_7__/* .extractZipFileSafely */ .BU)(path, dir, _format_js__WEBPACK_IMPORTED_MODULE_6__/* .BUNDLE_ZIP_LIMITS */ .Em);
        return readHistoryDir(dir, path, scope, label);
    }
    catch (e) {
        return { history: null, notice: `${label} ${show(path)} is not a readable zip (${show(e instanceof Error ? e.message : String(e))}): a new history starts` };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(dir, { recursive: true, force: true });
    }
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


/***/ }),

/***/ 55459:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BU: () => (/* binding */ extractZipFileSafely),
/* harmony export */   Gq: () => (/* binding */ ZipIndex),
/* harmony export */   RT: () => (/* binding */ DEFAULT_ZIP_LIMITS),
/* harmony export */   zc: () => (/* binding */ extractZipSafely)
/* harmony export */ });
/* unused harmony exports MAX_DEFLATE_RATIO, ratioProblem, checkEntryName */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var _util_writefile_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(87337);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46466);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57075);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76760);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(38522);
/* harmony import */ var yauzl__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(20663);
/* harmony import */ var _util_crc32_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(79559);
/* harmony import */ var _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5945);
// Safe extraction of an untrusted zip (a downloaded artifact, a baseline bundle): no absolute paths, no `..`, no
// symlinks, no duplicate names, no file where a folder must be; caps on the entry count and the total size. The
// whole central directory is read and checked before the first byte is written (an archive refused is refused
// at once, not after thousands of files), including a count that stops short of the records it holds (a
// "count-truncated" archive). The one ratio limit is deflate's own bound (MAX_DEFLATE_RATIO): an entry that
// declares more bytes than its compressed bytes can inflate to is a forged header, refused as such. Below it
// nothing is refused for its ratio: repetitive JSON compresses far better than any other fixed ratio, and the
// total-size cap is what bounds the bytes (and so the time) extraction writes.










const DEFAULT_ZIP_LIMITS = { maxEntries: 1000, maxTotalBytes: 100 * 1024 * 1024 };
/**
 * The most bytes one compressed byte of a deflate stream can stand for: a back-reference of 258
 * bytes costs at least two bits (258 × 4 = 1,032). No deflater writes more (a file of one repeated
 * byte compresses to about 1,029:1); an entry that declares a larger ratio has a forged size.
 */
const MAX_DEFLATE_RATIO = 1032;
/** The problem of an entry whose declared size no deflate stream of its compressed size can reach, else null. */
function ratioProblem(rel, method, compressedSize, size) {
    if (method !== 8 || size <= MAX_DEFLATE_RATIO * Math.max(compressedSize, 1))
        return null;
    const ratio = compressedSize > 0 ? Math.floor(size / compressedSize) : Infinity;
    return `entry ${JSON.stringify(rel.slice(0, 100))} declares ${size} bytes from ${compressedSize} compressed (a ratio of ${ratio === Infinity ? "more than any" : `${ratio}:1`}, over the limit of ${MAX_DEFLATE_RATIO}:1 that deflate can reach)`;
}
/** Check one entry name; returns the normalised relative path or throws. */
function checkEntryName(name) {
    if (name.length === 0 || name.length > 1024)
        throw new _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_8__/* .UnsafeZipError */ .W("entry with an empty or overlong name");
    if (name.includes("\0"))
        throw new _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_8__/* .UnsafeZipError */ .W("entry name contains NUL");
    if (name.includes("\\"))
        throw new _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_8__/* .UnsafeZipError */ .W(`entry name with a backslash: ${JSON.stringify(name.slice(0, 100))}`);
    if (name.startsWith("/") || /^[A-Za-z]:/.test(name) || (0,node_path__WEBPACK_IMPORTED_MODULE_4__.isAbsolute)(name))
        throw new _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_8__/* .UnsafeZipError */ .W(`absolute entry path: ${JSON.stringify(name.slice(0, 100))}`);
    const parts = name.split("/");
    if (parts.some((p) => p === ".."))
        throw new _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_8__/* .UnsafeZipError */ .W(`entry path escapes the archive: ${JSON.stringify(name.slice(0, 100))}`);
    return parts.filter((p) => p !== "" && p !== ".").join("/");
}
function isSymlink(entry) {
    const madeBy = entry.versionMadeBy >> 8;
    const mode = (entry.externalFileAttributes >>> 16) & 0xffff;
    // Unix (3) and macOS (19) store st_mode in the high bytes.
    return (madeBy === 3 || madeBy === 19 || mode !== 0) && (mode & 0o170000) === 0o120000;
}
/**
 * Extract `zip` into `dest` (an existing, empty directory). Returns the extracted relative file
 * paths. Throws UnsafeZipError (or a yauzl error) on anything suspicious; the caller discards `dest`.
 */
async function extractZipSafely(zip, dest, limits = DEFAULT_ZIP_LIMITS) {
    const zf = await new Promise((res, rej) => yauzl__WEBPACK_IMPORTED_MODULE_6__.fromBuffer(zip, OPEN_OPTIONS, (err, z) => (err ? rej(err) : res(z))));
    return extractOpened(zf, dest, limits, { size: zip.length, at: (pos, len) => zip.subarray(pos, pos + len) });
}
/** `extractZipSafely` of a zip file on disk, read as it is extracted (never whole in memory). */
async function extractZipFileSafely(path, dest, limits = DEFAULT_ZIP_LIMITS) {
    const zf = await new Promise((res, rej) => yauzl__WEBPACK_IMPORTED_MODULE_6__.open(path, OPEN_OPTIONS, (err, z) => (err ? rej(err) : res(z))));
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, "r"); // the count check's own descriptor (yauzl closes its own)
    }
    catch (e) {
        zf.close();
        throw e;
    }
    try {
        return await extractOpened(zf, dest, limits, windowOn(fd));
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
const OPEN_OPTIONS = { lazyEntries: true, autoClose: false, decodeStrings: true, validateEntrySizes: true, strictFileNames: true };
/** The central directory of an opened archive, every check applied (nothing is read but the directory). */
async function checkedDirectory(zf, root, limits, raw, keep) {
    if (zf.entryCount > limits.maxEntries)
        throw new _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_8__/* .UnsafeZipError */ .W(`archive has ${zf.entryCount} entries (limit ${limits.maxEntries})`);
    const miscounted = countProblem(raw, zf.entryCount, limits);
    if (miscounted)
        throw new _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_8__/* .UnsafeZipError */ .W(`${miscounted}: refused before extracting`);
    return readCentralDirectory(zf, root, limits, keep);
}
/** A window of 1 MiB over a file (the central directory is walked record by record). */
function windowOn(fd) {
    let win = Buffer.alloc(0);
    let winAt = 0;
    const at = (pos, len) => {
        if (pos < winAt || pos + len > winAt + win.length) {
            const buf = Buffer.alloc(Math.max(len, 1 << 20));
            win = buf.subarray(0, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, 0, buf.length, pos));
            winAt = pos;
        }
        return win.subarray(pos - winAt, pos - winAt + len);
    };
    return { size: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd).size, at };
}
async function extractOpened(zf, dest, limits, raw) {
    try {
        const { plan, dirs } = await checkedDirectory(zf, (0,node_path__WEBPACK_IMPORTED_MODULE_4__.resolve)(dest), limits, raw);
        for (const d of dirs)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(d, { recursive: true });
        const written = [];
        for (const p of plan) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.dirname)(p.target), { recursive: true });
            await writeEntry(zf, p.entry, p.target);
            written.push(p.rel);
        }
        return written.sort();
    }
    finally {
        zf.close();
    }
}
/** Every entry of the central directory, checked; nothing is written. */
async function readCentralDirectory(zf, root, limits, keep) {
    // `keep`: what to keep of each file entry (yauzl's entries are large: an index keeps a few numbers)
    const plan = [];
    const dirs = [];
    const files = new Set();
    const parents = new Set();
    let total = 0;
    await new Promise((res, rej) => {
        zf.on("error", rej);
        zf.on("end", () => res());
        zf.on("entry", (entry) => {
            try {
                const rel = checkEntryName(entry.fileName);
                if (isSymlink(entry))
                    throw new _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_8__/* .UnsafeZipError */ .W(`symbolic link in archive: ${JSON.stringify(rel.slice(0, 100))}`);
                if (entry.isEncrypted())
                    throw new _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_8__/* .UnsafeZipError */ .W("encrypted entry in archive");
                const target = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.resolve)(root, rel);
                const back = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.relative)(root, target);
                if (entry.fileName.endsWith("/")) {
                    if (rel !== "")
                        dirs.push((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(root, rel));
                }
                else {
                    if (back === "" || back.startsWith("..") || (0,node_path__WEBPACK_IMPORTED_MODULE_4__.isAbsolute)(back) || back.split(node_path__WEBPACK_IMPORTED_MODULE_4__.sep).includes(".."))
                        throw new _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_8__/* .UnsafeZipError */ .W("entry path escapes the destination");
                    const key = back.split(node_path__WEBPACK_IMPORTED_MODULE_4__.sep).join("/");
                    if (files.has(key))
                        throw new _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_8__/* .UnsafeZipError */ .W(`duplicate entry: ${JSON.stringify(rel.slice(0, 100))}`);
                    if (parents.has(key))
                        throw new _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_8__/* .UnsafeZipError */ .W(`entry ${JSON.stringify(rel.slice(0, 100))} is both a file and a folder`);
                    files.add(key);
                    const segs = key.split("/");
                    for (let i = 1; i < segs.length; i++) {
                        const up = segs.slice(0, i).join("/");
                        if (files.has(up))
                            throw new _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_8__/* .UnsafeZipError */ .W(`entry ${JSON.stringify(up.slice(0, 100))} is both a file and a folder`);
                        parents.add(up);
                    }
                    const ratio = ratioProblem(rel, entry.compressionMethod, entry.compressedSize, entry.uncompressedSize);
                    if (ratio)
                        throw new _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_8__/* .UnsafeZipError */ .W(ratio);
                    total += entry.uncompressedSize;
                    if (total > limits.maxTotalBytes)
                        throw new _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_8__/* .UnsafeZipError */ .W(`archive expands beyond ${limits.maxTotalBytes} bytes`);
                    const planned = { entry, target, rel: key };
                    plan.push(keep ? keep(planned) : planned);
                }
                zf.readEntry();
            }
            catch (e) {
                rej(e instanceof Error ? e : new Error(String(e)));
            }
        });
        zf.readEntry();
    });
    for (const d of dirs) {
        const key = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.relative)(root, d).split(node_path__WEBPACK_IMPORTED_MODULE_4__.sep).join("/");
        if (files.has(key))
            throw new _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_8__/* .UnsafeZipError */ .W(`entry ${JSON.stringify(key.slice(0, 100))} is both a file and a folder`);
    }
    return { plan, dirs };
}
/**
 * The records the central directory really holds, walked from the end record's offset (its zip64
 * form when there is one), checked against the count yauzl goes by: an archive of more than 65,535
 * entries written without zip64 has a count that stopped at 65,535 or wrapped, and the records
 * past it would never be checked. Returns the problem, else null. Reads only the end of the archive
 * and its central directory.
 */
function countProblem(raw, count, limits) {
    const tailLen = Math.min(raw.size, 22 + 0xffff + 20);
    const tail = raw.at(raw.size - tailLen, tailLen);
    for (let i = tail.length - 22; i >= 0; i--) {
        if (tail.readUInt32LE(i) !== 0x06054b50)
            continue;
        let pos = tail.readUInt32LE(i + 16);
        if (i >= 20 && tail.readUInt32LE(i - 20) === 0x07064b50) {
            const z64 = raw.at(Number(tail.readBigUInt64LE(i - 20 + 8)), 56);
            if (z64.length === 56 && z64.readUInt32LE(0) === 0x06064b50)
                pos = Number(z64.readBigUInt64LE(48));
        }
        let records = 0;
        for (;;) {
            const head = raw.at(pos, 46);
            if (head.length < 46 || head.readUInt32LE(0) !== 0x02014b50)
                break;
            if (++records > limits.maxEntries)
                return `archive holds more than ${limits.maxEntries} entries (limit ${limits.maxEntries})`;
            pos += 46 + head.readUInt16LE(28) + head.readUInt16LE(30) + head.readUInt16LE(32);
        }
        return records > count ? `archive holds ${records} entries but its end record counts ${count} (a truncated count)` : null;
    }
    return null; // yauzl has already refused an archive without an end record
}
/** Stream one entry into a new file (never over an existing one), no more bytes than it declares. */
function writeEntry(zf, entry, target) {
    return new Promise((res, rej) => {
        zf.openReadStream(entry, (err, stream) => {
            if (err)
                return rej(err);
            let fd;
            try {
                fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(target, "wx", 0o600);
            }
            catch (e) {
                stream.destroy();
                return rej(e instanceof Error ? e : new Error(String(e)));
            }
            let n = 0;
            let failed = false;
            const fail = (e) => {
                if (failed)
                    return;
                failed = true;
                stream.destroy();
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
                rej(e instanceof Error ? e : new Error(String(e)));
            };
            stream.on("data", (chunk) => {
                n += chunk.length;
                if (n > entry.uncompressedSize)
                    return fail(new _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_8__/* .UnsafeZipError */ .W("entry larger than declared"));
                try {
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, chunk);
                }
                catch (e) {
                    fail(e);
                }
            });
            stream.on("error", fail);
            stream.on("end", () => {
                if (failed)
                    return;
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
                res();
            });
        });
    });
}
/**
 * Entries up to this size are extracted in one piece; larger ones (a bundle's report: 26 MB at
 * 10,000 traces) are streamed in 64 KiB pieces, as fast. One piece of tens of MB, allocated and
 * freed, makes glibc's malloc serve every later allocation below that size from its arenas and
 * keep what they free (its mmap threshold follows the largest block freed): the changed-policy gate
 * peaked about 6 MB higher (medians of six runs); pieces under the initial 128 KiB threshold leave
 * it where it is.
 */
const SYNC_EXTRACT_BYTES = 1024 * 1024;
/** The size of the pieces a streamed extraction reads and inflates. */
const EXTRACT_PIECE_BYTES = 64 * 1024;
/**
 * yauzl's reads of the central directory served from an open file through a window of 1 MiB
 * (`windowOn`): yauzl reads each record with reads of its own, which through the thread pool cost
 * a round trip each and even with `readSync` a system call each (a bundle of 10,000 traces: 20,000
 * of them, about 40 ms); the window reads the directory a mebibyte at a time. The callback still
 * comes on a later tick, as yauzl expects; the descriptor belongs to the caller.
 */
class SyncFileReader extends yauzl__WEBPACK_IMPORTED_MODULE_6__.RandomAccessReader {
    fd;
    raw;
    constructor(fd) {
        super();
        this.fd = fd;
        this.raw = windowOn(fd);
    }
    read(buffer, offset, length, position, callback) {
        let err = null;
        try {
            const bytes = this.raw.at(position, length);
            if (bytes.length < length)
                throw new Error("unexpected end of the archive");
            bytes.copy(buffer, offset);
        }
        catch (e) {
            err = e instanceof Error ? e : new Error(String(e));
        }
        process.nextTick(callback, err);
    }
    _readStreamForRange(start, end) {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)("", { fd: this.fd, start, end: end - 1, autoClose: false });
    }
    close(callback) {
        setImmediate(callback, null);
    }
}
/**
 * A zip opened for reading entries where they are, without extracting the archive: the whole
 * central directory is read and checked first, with every check and limit of the extraction above.
 * Entries are read synchronously (a trace diff reads a few, on demand; engine/zipentries.ts), each
 * bounded by its declared size and checked against its CRC-32. Written by hand because yauzl reads
 * entries only as asynchronous streams, and a bundle's traces are read one at a time, in no fixed order.
 */
class ZipIndex extends _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_8__/* .ZipEntries */ .D {
    static async open(path, limits) {
        let fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, "r");
        let zf = null;
        try {
            const size = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd).size;
            const reader = new SyncFileReader(fd);
            zf = await new Promise((res, rej) => yauzl__WEBPACK_IMPORTED_MODULE_6__.fromRandomAccessReader(reader, size, OPEN_OPTIONS, (err, z) => (err ? rej(err) : res(z))));
            const root = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.resolve)("/arh-zip-index");
            const { plan } = await checkedDirectory(zf, root, limits, reader.raw, (p) => {
                const e = p.entry;
                if (e.compressionMethod !== 0 && e.compressionMethod !== 8)
                    throw new _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_8__/* .UnsafeZipError */ .W(`entry ${JSON.stringify(p.rel.slice(0, 100))} uses compression method ${e.compressionMethod} (only stored and deflated entries are read)`);
                return { path: p.rel, offset: e.relativeOffsetOfLocalHeader, compressedSize: e.compressedSize, size: e.uncompressedSize, crc32: e.crc32 >>> 0, method: e.compressionMethod };
            });
            const files = new Map();
            for (const info of plan)
                files.set(info.path, info);
            const index = new ZipIndex(path, fd, files);
            fd = null;
            return index;
        }
        finally {
            zf?.close();
            if (fd !== null)
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        }
    }
    /**
     * Stream the entry at `path` into a new file `dest` (never over an existing one): in chunks, so
     * a large report never sits whole in memory; its declared size and CRC-32 are checked.
     */
    async extractTo(path, dest) {
        const e = this.files.get(path);
        if (!e)
            throw new _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_8__/* .UnsafeZipError */ .W(`no entry ${JSON.stringify(path.slice(0, 100))}`);
        if (e.size <= SYNC_EXTRACT_BYTES) {
            (0,_util_writefile_js__WEBPACK_IMPORTED_MODULE_1__/* .writeFileSliced */ .SK)(dest, this.read(path), { flag: "wx", mode: 0o600 });
            return;
        }
        const start = this.dataStart(e);
        const name = JSON.stringify(e.path.slice(0, 100));
        let n = 0;
        let crc = 0;
        const check = new node_stream__WEBPACK_IMPORTED_MODULE_3__.Transform({
            transform(chunk, _enc, done) {
                n += chunk.length;
                if (n > e.size)
                    return done(new _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_8__/* .UnsafeZipError */ .W(`entry ${name}: larger than declared`));
                crc = (0,_util_crc32_js__WEBPACK_IMPORTED_MODULE_7__/* .crc32 */ .Q)(chunk, crc);
                done(null, chunk);
            },
        });
        const source = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(this.path, { start, end: start + e.compressedSize - 1, highWaterMark: EXTRACT_PIECE_BYTES });
        try {
            if (e.compressedSize === 0) {
                if (e.size !== 0)
                    throw new _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_8__/* .UnsafeZipError */ .W(`entry ${name} is cut short`);
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(dest, "wx", 0o600));
                source.destroy();
            }
            else {
                const out = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createWriteStream)(dest, { flags: "wx", mode: 0o600 });
                if (e.method === 0)
                    await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_2__.pipeline)(source, check, out);
                else
                    await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_2__.pipeline)(source, (0,node_zlib__WEBPACK_IMPORTED_MODULE_5__.createInflateRaw)({ chunkSize: EXTRACT_PIECE_BYTES }), check, out);
            }
        }
        catch (err) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(dest, { force: true });
            if (err instanceof _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_8__/* .UnsafeZipError */ .W)
                throw err;
            const code = err.code ?? "";
            throw new _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_8__/* .UnsafeZipError */ .W(`entry ${name}: ${code.startsWith("Z_") ? "not valid deflate data" : err instanceof Error ? err.message : String(err)}`);
        }
        if (n !== e.size) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(dest, { force: true });
            throw new _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_8__/* .UnsafeZipError */ .W(`entry ${name}: ${n} bytes, not the ${e.size} declared`);
        }
        if ((crc >>> 0) !== e.crc32) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(dest, { force: true });
            throw new _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_8__/* .UnsafeZipError */ .W(`entry ${name}: its CRC-32 does not match`);
        }
    }
}


/***/ }),

/***/ 66074:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CI: () => (/* binding */ expandLeanSteps),
/* harmony export */   Vw: () => (/* binding */ formatProblem),
/* harmony export */   _y: () => (/* binding */ stepSharer),
/* harmony export */   u: () => (/* binding */ StepLists)
/* harmony export */ });
/* unused harmony exports READABLE_REPORT_FORMAT, leanDigestOf, decodeLeanList, shareEqualSteps */
/* harmony import */ var _util_bound_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38108);
/* harmony import */ var _util_steps_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(32503);


/** The newest report format this build reads (engine/report.ts REPORT_FORMAT_VERSION writes it). */
const READABLE_REPORT_FORMAT = 3;
/** The problem of a report whose `format_version` is newer than this build reads, else null. */
function formatProblem(v) {
    if (v === undefined || v === null)
        return null;
    if (typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= READABLE_REPORT_FORMAT)
        return null;
    const shown = (0,_util_bound_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(JSON.stringify(v) ?? String(v), 40);
    if (typeof v === "number" && Number.isInteger(v) && v > READABLE_REPORT_FORMAT)
        return `declares report format_version ${shown}, newer than this build reads (${READABLE_REPORT_FORMAT}): upgrade arh`;
    return `declares report format_version ${shown}, which is no format arh writes (this build reads 1 to ${READABLE_REPORT_FORMAT})`;
}
/** Tool names and step ids read back, each held once (bounded: a report of random ids fills it and stops). */
const interned = new Map();
const MAX_INTERNED = 8192;
const MAX_INTERNED_LENGTH = 128;
function intern(s) {
    const got = interned.get(s);
    if (got !== undefined)
        return got;
    if (interned.size < MAX_INTERNED && s.length <= MAX_INTERNED_LENGTH)
        interned.set(s, s);
    return s;
}
/**
 * A lean digest read back (an array of the report), as the in-memory digest; null when it is not
 * one. Bounded: only the known positions are read.
 */
function leanDigestOf(raw) {
    if (!Array.isArray(raw) || raw.length < 6)
        return null;
    // by index, not destructured: no iterator per step (a report holds hundreds of thousands)
    const a = raw;
    const id = a[0];
    const type = a[1];
    const tool = a[2];
    const status = a[3];
    const args = a[4];
    const result = a[5];
    const line = a[6];
    if (typeof id !== "string" || (type !== "tool_call" && type !== "model_response") || (status !== "ok" && status !== "error"))
        return null;
    // the words every step repeats are held once, not once per step as JSON.parse makes longer ones
    const kind = type === "tool_call" ? "tool_call" : "model_response";
    const st = status === "ok" ? "ok" : "error";
    const d = {
        step_id: intern(id),
        type: kind,
        tool_name: typeof tool === "string" ? intern(tool) : null,
        status: st,
        result: st,
        args_hash: typeof args === "string" ? args : null,
        result_hash: typeof result === "string" ? result : "",
    };
    if (typeof line === "number")
        d.line = line;
    return d;
}
/** Expand an entry's lean digests (arrays) into digest objects, in place; others are left as they are. */
function expandLeanSteps(e) {
    const steps = e.steps;
    const out = leanList(steps);
    if (out !== null)
        e.steps = out;
}
/** The digest objects of a list of lean digests (arrays: invalid ones left out); null when `steps` is not one. */
function leanList(steps) {
    if (!Array.isArray(steps) || steps.length === 0 || !Array.isArray(steps[0]))
        return null;
    const out = [];
    for (const s of steps) {
        const d = leanDigestOf(s);
        if (d)
            out.push(d);
    }
    return out;
}
/** Bytes of step-list JSON a `StepLists` keeps for the next report (then it keeps no more). */
const MAX_KEPT_BYTES = 64 * 1024 * 1024;
/**
 * The step lists of a report being read, by trace id, and those of the report read before it
 * (`previous`, what `kept()` returned then): a list whose JSON bytes are the same as those of its
 * trace there takes the digests read then, one array for both entries (a candidate read after its
 * baseline shares every unchanged trace's digests, parsed once). The trace id is only where to
 * look: the digests are those of the bytes, whoever had them. Digests are never changed once read,
 * so sharing them is safe. The bytes are kept in buffers, outside the garbage-collected heap.
 */
class StepLists {
    previous;
    own = new Map();
    kept_ = 0;
    constructor(previous) {
        this.previous = previous;
    }
    /**
     * The list starting at `start` in `buf` (an array, within the bytes before `limit`) of trace
     * `id` (null: not known): its value, as JSON.parse and `expandLeanSteps` give it, and where it
     * ends; null when it is neither the list read before nor a list of lean digests this decodes
     * (then the caller finds its end and calls `parse`).
     */
    read(id, buf, start, limit) {
        const known = id === null ? undefined : this.previous.get(id);
        if (known !== undefined) {
            // the same bytes as a whole list read before: the same whole list (a JSON value ends where it ends)
            const n = known.bytes.length;
            // a list shared is not kept again: once the candidate is read, the baseline's bytes go
            if (start + n <= limit && buf.compare(known.bytes, 0, n, start, start + n) === 0)
                return { value: known.list, end: start + n };
        }
        const d = decodeLeanList(buf, start, limit);
        if (d !== null)
            this.keep(id, buf, start, d.end, d.list);
        return d === null ? null : { value: d.list, end: d.end };
    }
    /** The value of the list from `start` to `end` that `read` did not give: JSON.parse and `expandLeanSteps` (invalid JSON throws). */
    parse(id, buf, start, end) {
        const raw = JSON.parse(buf.toString("utf8", start, end));
        const list = leanList(raw);
        if (list === null)
            return raw;
        this.keep(id, buf, start, end, list);
        return list;
    }
    keep(id, buf, start, end, list) {
        if (id === null || this.kept_ + (end - start) > MAX_KEPT_BYTES)
            return;
        this.own.set(id, { bytes: Buffer.from(buf.subarray(start, end)), list });
        this.kept_ += end - start;
    }
    /** The lists this report read (not those it shared), for the next (at most MAX_KEPT_BYTES of their JSON). */
    kept() {
        return this.own;
    }
}
// ---------------------------------------------------------------------------------------------
// A list of lean digests decoded from its bytes
/**
 * Step ids and tool names decoded from bytes, by a hash of their bytes: a string is made once for
 * each (the check of a hit compares the bytes). Bounded, as `interned`.
 */
const byBytes = new Map();
function cachedAscii(buf, start, end, hash) {
    const got = byBytes.get(hash);
    if (got !== undefined && got.length === end - start) {
        let k = 0;
        while (k < got.length && got.charCodeAt(k) === buf[start + k])
            k++;
        if (k === got.length)
            return got;
    }
    const s = ascii(buf, start, end);
    if (got === undefined && byBytes.size < MAX_INTERNED && s.length <= MAX_INTERNED_LENGTH)
        byBytes.set(hash, s);
    return s;
}
/** Bytes known to be ASCII as a string (Buffer's own latin1 slice where it has one: no encoding lookup per string). */
const latin1Slice = Buffer.prototype.latin1Slice;
function ascii(buf, start, end) {
    return latin1Slice !== undefined ? latin1Slice.call(buf, start, end) : buf.toString("latin1", start, end);
}
const TOOL_CALL = 1;
const MODEL_RESPONSE = 2;
function isWs(c) {
    return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}
/**
 * The JSON array starting at `start` in `buf` (within the bytes before `limit`) decoded as
 * `leanList(JSON.parse(text))` decodes its text, without making the arrays JSON.parse makes (a
 * report's steps are most of its parsing): the digests and where the array ends; null when it is
 * not a list of lean digests in the form reports write (arrays of strings without escapes,
 * integers, null, true and false; a non-empty list) or not valid JSON. The caller then parses it:
 * null is never a different answer, only no answer.
 */
function decodeLeanList(buf, start, limit) {
    const end = limit;
    let i = start;
    if (buf[i] !== 0x5b)
        return null;
    let c = buf[++i];
    while (isWs(c))
        c = buf[++i];
    if (c === 0x5d)
        return null; // empty: not a list of lean digests
    const out = [];
    for (;;) {
        // one digest: [id, type, tool, status, args hash, result hash, line?, ...]
        if (c !== 0x5b)
            return null;
        c = buf[++i];
        while (isWs(c))
            c = buf[++i];
        let n = 0;
        let valid = true;
        let id = "";
        let kind = 0;
        let tool = null;
        let status = null;
        let args = null;
        let result = "";
        let line;
        if (c === 0x5d) {
            valid = false;
            c = buf[++i];
        }
        else {
            for (;;) {
                if (c === 0x22) {
                    const s = ++i;
                    let hash = 0x811c9dc5;
                    let onlyAscii = true;
                    for (;;) {
                        if (i >= end)
                            return null;
                        c = buf[i];
                        if (c === 0x22)
                            break;
                        if (c === 0x5c || c < 0x20)
                            return null; // an escape (or invalid): JSON.parse decides
                        if (c >= 0x80)
                            onlyAscii = false;
                        hash = Math.imul(hash ^ c, 16777619);
                        i++;
                    }
                    const e = i;
                    c = buf[++i];
                    const len = e - s;
                    if (n === 0)
                        id = onlyAscii ? cachedAscii(buf, s, e, hash) : intern(buf.toString("utf8", s, e));
                    else if (n === 1) {
                        kind = len === 9 && ascii(buf, s, e) === "tool_call" ? TOOL_CALL : len === 14 && ascii(buf, s, e) === "model_response" ? MODEL_RESPONSE : 0;
                        if (kind === 0)
                            valid = false;
                    }
                    else if (n === 2)
                        tool = onlyAscii ? cachedAscii(buf, s, e, hash) : intern(buf.toString("utf8", s, e));
                    else if (n === 3) {
                        status = len === 2 && buf[s] === 0x6f && buf[s + 1] === 0x6b ? "ok" : len === 5 && ascii(buf, s, e) === "error" ? "error" : null;
                        if (status === null)
                            valid = false;
                    }
                    else if (n === 4)
                        args = onlyAscii ? ascii(buf, s, e) : buf.toString("utf8", s, e);
                    else if (n === 5)
                        result = onlyAscii ? ascii(buf, s, e) : buf.toString("utf8", s, e);
                }
                else if (c === 0x6e || c === 0x74 || c === 0x66) {
                    // null, true, false: not a string (nor a number)
                    const word = c === 0x6e ? "null" : c === 0x74 ? "true" : "false";
                    if (i + word.length > end || ascii(buf, i, i + word.length) !== word)
                        return null;
                    i += word.length;
                    c = buf[i];
                    if (n === 0 || n === 1 || n === 3)
                        valid = false;
                }
                else if ((c >= 0x30 && c <= 0x39) || c === 0x2d) {
                    // an integer of at most 15 digits (exact as a double); anything else JSON.parse decides
                    const neg = c === 0x2d;
                    if (neg)
                        c = buf[++i];
                    let v = 0;
                    let digits = 0;
                    if (c === 0x30) {
                        c = buf[++i];
                        digits = 1;
                    }
                    else {
                        while (c !== undefined && c >= 0x30 && c <= 0x39) {
                            v = v * 10 + (c - 0x30);
                            digits++;
                            c = buf[++i];
                        }
                    }
                    if (digits === 0 || digits > 15 || c === 0x2e || c === 0x65 || c === 0x45 || (c !== undefined && c >= 0x30 && c <= 0x39))
                        return null;
                    if (n === 6)
                        line = neg ? -v : v;
                    else if (n === 0 || n === 1 || n === 3)
                        valid = false;
                }
                else
                    return null;
                n++;
                while (isWs(c))
                    c = buf[++i];
                if (c === 0x2c) {
                    c = buf[++i];
                    while (isWs(c))
                        c = buf[++i];
                    continue;
                }
                if (c === 0x5d) {
                    c = buf[++i];
                    break;
                }
                return null;
            }
        }
        if (valid && n >= 6) {
            const st = status;
            const d = {
                step_id: id,
                type: kind === TOOL_CALL ? "tool_call" : "model_response",
                tool_name: tool,
                status: st,
                result: st,
                args_hash: args,
                result_hash: result,
            };
            if (line !== undefined)
                d.line = line;
            out.push(d);
        }
        while (isWs(c))
            c = buf[++i];
        if (c === 0x2c) {
            c = buf[++i];
            while (isWs(c))
                c = buf[++i];
            continue;
        }
        if (c === 0x5d && i < end)
            return { list: out, end: i + 1 };
        return null;
    }
}
/**
 * Candidate entries whose step digests equal, field for field and in the same key order, those of
 * the baseline entry of the same trace id take the baseline's list: the same values held once
 * (most traces of a pull request's run are unchanged, and their digests are the larger part of
 * what the gate holds in memory). Nothing changes a digest once made; a change that would must
 * copy first. Returns how many lists are shared.
 */
function shareEqualSteps(candidate, baseline) {
    const share = stepSharer({ reports: baseline });
    let shared = 0;
    for (const e of candidate) {
        const own = e.steps;
        if (share(e).steps !== own)
            shared++;
    }
    return shared;
}
/**
 * An `onEntry` for a validation (engine/pipeline.ts) that gives each entry the equal list of the
 * entry of the same trace id in `baseline`, as the entries are made: the peak holds one list per
 * unchanged trace, not two.
 */
function stepSharer(baseline) {
    const base = new Map();
    for (const e of baseline.reports)
        if (e.steps && !base.has(e.trace_id))
            base.set(e.trace_id, e.steps);
    return (e) => {
        const b = e.steps ? base.get(e.trace_id) : undefined;
        if (b !== undefined && (0,_util_steps_js__WEBPACK_IMPORTED_MODULE_1__/* .sameDigests */ .C)(b, e.steps))
            e.steps = b;
        return e;
    };
}


/***/ }),

/***/ 68915:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_REPORT_BYTES: () => (/* binding */ MAX_REPORT_BYTES),
/* harmony export */   PARTIAL_REPORT_PROBLEM: () => (/* binding */ PARTIAL_REPORT_PROBLEM),
/* harmony export */   REPORT_HINT: () => (/* binding */ REPORT_HINT),
/* harmony export */   STREAM_REPORTS_ABOVE: () => (/* binding */ STREAM_REPORTS_ABOVE),
/* harmony export */   duplicateProblem: () => (/* binding */ duplicateProblem),
/* harmony export */   fail: () => (/* binding */ fail),
/* harmony export */   forgetReadLists: () => (/* binding */ forgetReadLists),
/* harmony export */   indexEntryReader: () => (/* binding */ indexEntryReader),
/* harmony export */   loadReportFile: () => (/* binding */ loadReportFile),
/* harmony export */   normalizeEntry: () => (/* binding */ normalizeEntry),
/* harmony export */   normalizeReport: () => (/* binding */ normalizeReport),
/* harmony export */   openReport: () => (/* binding */ openReport),
/* harmony export */   parseReportText: () => (/* binding */ parseReportText),
/* harmony export */   policyDigestProblem: () => (/* binding */ policyDigestProblem),
/* harmony export */   readReportDocument: () => (/* binding */ readReportDocument),
/* harmony export */   reportFromIndex: () => (/* binding */ reportFromIndex),
/* harmony export */   scanReportFile: () => (/* binding */ scanReportFile),
/* harmony export */   schemaProblem: () => (/* binding */ schemaProblem),
/* harmony export */   streamProblem: () => (/* binding */ streamProblem)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _util_readfile_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28564);
/* harmony import */ var _trace_parse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6566);
/* harmony import */ var _json_findings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(22926);
/* harmony import */ var _util_bound_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(38108);
/* harmony import */ var _json_locate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(14594);
/* harmony import */ var _util_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(57523);
/* harmony import */ var _util_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(68364);
/* harmony import */ var _jsonstream_reader_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(61847);
/* harmony import */ var _jsonstream_scanner_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(60924);
/* harmony import */ var _util_canonical_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(70338);
/* harmony import */ var _digests_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(66074);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(77598);
// Reading baseline / candidate reports: ours, and the Python harness's v1 and v0.1 reports
// (v0.1 findings have no rule_id; v0.1 reports have no schema_version). Any problem is a
// UsageError naming the file and the problem (exit code 2).












/** What a report file is expected to be, in messages. */
const REPORT_HINT = "expected an object with a 'reports' array (written by 'arh validate --json-out')";
/** Why a shard's partial report (it has `partial_version` and no `reports`) cannot be compared. */
const PARTIAL_REPORT_PROBLEM = "is a shard's partial report (written by 'arh validate --shard i/N --partial-out'), not a validation report: merge the partials of every shard first ('arh merge --expect N --json-out F PARTIAL...') and use that report";
/** Reports up to this size are read as one text (JSON.parse is several times faster). */
const MAX_REPORT_BYTES = 256 * 1024 * 1024;
/**
 * Larger reports are streamed (src/jsonstream/reader.ts): no string holds the file, so a report over
 * V8's string limit (about 512 MB) reads too. Smaller ones go through JSON.parse, the faster path.
 */
const STREAM_REPORTS_ABOVE = 32 * 1024 * 1024;
/**
 * Read and check a report file. `label` names its role in messages ("baseline report").
 *
 * A report is first read with the fast scanner, entry by entry (`scanReportFile`): no string holds
 * the file, each entry is normalised as soon as it is parsed, and the scanner's depth check stands
 * for `checkDepth`. A file that read meets anything but a valid report (or cannot open) is read
 * again the exact way below, whose messages every problem gets.
 */
function loadReportFile(path, label = "report", streamAbove = STREAM_REPORTS_ABOVE) {
    return scanReportFile(path) ?? normalizeReport(readReportDocument(path, `${label} ${path}`, streamAbove), path, label);
}
/** Thrown inside `scanReport` when the file is anything but a valid report: the exact path reads it. */
const NOT_FAST = new Error("not read by the fast path");
/**
 * A report file read with the fast scanner and normalised as `normalizeReport` normalises it, or
 * null when the file is anything else (unreadable, invalid JSON, too deep, not a report, a
 * duplicate id, a key twice at the top level): the caller then reads it the exact way, for the
 * message. For a valid report both give equal values, keys in the same order.
 */
function scanReportFile(path) {
    let sc;
    try {
        sc = new _jsonstream_scanner_js__WEBPACK_IMPORTED_MODULE_7__/* .JsonScanner */ .V(path);
    }
    catch {
        return null;
    }
    try {
        return scanReport(sc);
    }
    catch {
        return null;
    }
    finally {
        sc.close();
    }
}
function scanReport(sc) {
    if (sc.next()?.name !== "startObject")
        throw NOT_FAST;
    // the document's own object, as JSON.parse builds it: keys in file order
    const obj = {};
    let reports = null;
    const lists = new _digests_js__WEBPACK_IMPORTED_MODULE_9__/* .StepLists */ .u(lastLists);
    const layout = { misses: 0 };
    for (;;) {
        const t = sc.expect();
        if (t.name === "endObject")
            break;
        if (t.name !== "keyValue")
            throw NOT_FAST;
        const key = t.value;
        // a key twice (JSON.parse keeps the first place and the last value) or `__proto__`: the exact path
        if (key === "__proto__" || Object.prototype.hasOwnProperty.call(obj, key))
            throw NOT_FAST;
        if (key !== "reports") {
            obj[key] = sc.readValue(1);
            continue;
        }
        if (sc.expect().name !== "startArray")
            throw NOT_FAST;
        reports = [];
        const seen = new Set();
        for (;;) {
            const p = sc.peek();
            if (p?.name === "endArray") {
                sc.next();
                break;
            }
            if (p?.name !== "startObject")
                throw NOT_FAST;
            const e = adoptEntry(readEntry(sc, lists, layout));
            if (seen.has(e.trace_id))
                throw NOT_FAST;
            seen.add(e.trace_id);
            reports.push(e);
        }
        obj.reports = reports;
    }
    if (sc.next() !== null || reports === null)
        throw NOT_FAST;
    if (schemaProblem(obj.schema_version) !== null || (0,_digests_js__WEBPACK_IMPORTED_MODULE_9__/* .formatProblem */ .Vw)(obj.format_version) !== null || policyDigestProblem(obj.policy_digest) !== null)
        throw NOT_FAST;
    keepLists(lists.kept());
    return finishReport(obj, reports);
}
/**
 * The step lists of the report read last (compare/digests.ts StepLists): the next one shares those
 * it repeats. Kept until the event loop turns: `arh compare` reads the candidate right after its
 * baseline, and a process that reads one report does not hold its lists' bytes after.
 */
let lastLists = new Map();
/** The turn of the event loop that lets them go. */
let letGo = null;
/**
 * Let go of the step lists of the report read last, now: no report read from here on repeats
 * them (their bytes, 1.6 MB a thousand traces, stay until the event loop turns otherwise).
 */
function forgetReadLists() {
    if (letGo !== null)
        clearImmediate(letGo);
    letGo = null;
    lastLists = new Map();
}
function keepLists(kept) {
    forgetReadLists();
    lastLists = kept;
    if (kept.size > 0)
        letGo = setImmediate(forgetReadLists).unref();
}
/**
 * What an entry's `steps` holds while its list is read apart (`parseEntry`): a string no report
 * can hold (random per process), whose JSON text starts with an escape, so that the entry's text
 * with it in place of the list is valid JSON only where a value was.
 */
const STEPS_PLACEHOLDER = `\u0000arh-steps-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_10__.randomBytes)(12).toString("hex")}`;
const PLACEHOLDER_JSON = Buffer.from(JSON.stringify(STEPS_PLACEHOLDER));
const STEPS_KEY = Buffer.from('"steps"');
/** Where an entry's text is put together around the placeholder (grown as entries need, up to MAX_SCRATCH). */
let scratch = Buffer.allocUnsafe(64 * 1024);
const MAX_SCRATCH = 1024 * 1024;
/** The text of `buf` from `start` to `end` with the bytes from `a` to `b` replaced by the placeholder: one string, made once. */
function withPlaceholder(buf, start, a, b, end) {
    const n = a - start + PLACEHOLDER_JSON.length + (end - b);
    if (n > MAX_SCRATCH)
        return buf.toString("utf8", start, a) + PLACEHOLDER_JSON.toString("latin1") + buf.toString("utf8", b, end);
    if (scratch.length < n)
        scratch = Buffer.allocUnsafe(Math.min(MAX_SCRATCH, Math.max(n, 2 * scratch.length)));
    buf.copy(scratch, 0, start, a);
    PLACEHOLDER_JSON.copy(scratch, a - start);
    buf.copy(scratch, a - start + PLACEHOLDER_JSON.length, b, end);
    return scratch.toString("utf8", 0, n);
}
/** Entries whose end is not where `ENTRY_END` puts it before a report is read with the scanner alone. */
const MAX_MISSES = 4;
/** The end of an entry of `reports` as reports are written (2-space indentation: the entry's closing brace alone on a line, 4 spaces in). */
const ENTRY_END = Buffer.from("\n    }");
/**
 * The next entry of `reports`, parsed (`parseEntry`). Its end is looked for first where an
 * indented report has it (`ENTRY_END`, in the bytes at hand): the parse of the bytes up to there
 * succeeds only when they are the whole entry, whose depth is then checked on the parsed value.
 * Otherwise (a compact report, or an entry longer than the bytes at hand) the scanner finds the
 * end, checking the depth; a report where the guess fails a few times is read that way on.
 */
function readEntry(sc, lists, layout) {
    if (layout.misses < MAX_MISSES) {
        let { buf, start } = sc.valueStart();
        let k = buf.indexOf(ENTRY_END, start);
        // an entry the bytes at hand end in the middle of: more of the file (a few blocks at most)
        for (let more = 0; k < 0 && more < 4; more++) {
            const searched = buf.length - start;
            const w = sc.extendWindow();
            if (w === null)
                break;
            ({ buf, start } = w);
            k = buf.indexOf(ENTRY_END, Math.max(start, start + searched - ENTRY_END.length));
        }
        if (k >= 0) {
            const end = k + ENTRY_END.length;
            let e = null;
            try {
                e = parseEntry(buf, start, end, lists);
            }
            catch {
                e = null; // not the whole entry (or invalid: the scanner says so below)
            }
            // an entry sits at depth 3 (the document, its `reports` array); digests read here are not deep
            if (e !== null && !deeper(e.entry, 3, e.steps)) {
                sc.skipTo(end);
                return e.entry;
            }
        }
        layout.misses++;
    }
    const { buf, start, end } = sc.readBytes(2);
    return parseEntry(buf, start, end, lists).entry;
}
/** Whether `v` (at depth `depth`) holds a value nested deeper than MAX_DEPTH, not looking into `skip`. */
function deeper(v, depth, skip) {
    if (depth > _util_canonical_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_DEPTH */ .lr)
        return true;
    if (Array.isArray(v)) {
        for (const x of v)
            if (x !== null && typeof x === "object" && deeper(x, depth + 1, skip))
                return true;
        return false;
    }
    for (const key in v) {
        const x = v[key];
        if (x !== skip && x !== null && typeof x === "object" && deeper(x, depth + 1, skip))
            return true;
    }
    return false;
}
/**
 * The entry in `buf` from `start` to `end` (a JSON object), as JSON.parse gives it, except that a
 * list of lean digests in its `steps` comes expanded (as `expandLeanSteps` expands it), and shared
 * with the same trace of the report read before when its list has the same bytes (`lists`). The
 * list is read apart and its place in the entry's text taken by a placeholder: when the entry then
 * holds the placeholder in `steps`, that was its `steps` value; anything else is parsed whole.
 * Invalid JSON throws.
 */
function parseEntry(buf, start, end, lists) {
    const a = stepsStart(buf, start, end);
    if (a >= 0) {
        const id = idHint(buf, start, end);
        const read = lists.read(id, buf, a, end);
        const b = read !== null ? read.end : arrayEnd(buf, a, end);
        if (b >= 0) {
            const e = JSON.parse(withPlaceholder(buf, start, a, b, end));
            if (typeof e === "object" && e !== null && e.steps === STEPS_PLACEHOLDER) {
                const o = e;
                o.steps = read !== null ? read.value : lists.parse(id, buf, a, b);
                // digests decoded (or shared) are known to be shallow; a list parsed is checked with the rest
                return { entry: o, steps: read !== null ? read.value : undefined };
            }
        }
    }
    return { entry: JSON.parse(buf.toString("utf8", start, end)), steps: undefined };
}
/**
 * Where the array after the first `"steps"` key of the bytes from `start` to `end` starts, or -1.
 * Raw `"steps"` followed by a colon is a key (a quote inside a string is escaped); at which depth
 * is for the caller to check.
 */
function stepsStart(buf, start, end) {
    const k = buf.subarray(start, end).indexOf(STEPS_KEY);
    if (k < 0)
        return -1;
    let i = start + k + STEPS_KEY.length;
    while (i < end && isSpace(buf[i]))
        i++;
    if (buf[i] !== 0x3a)
        return -1;
    i++;
    while (i < end && isSpace(buf[i]))
        i++;
    return buf[i] === 0x5b ? i : -1;
}
const TRACE_ID_KEY = Buffer.from('"trace_id"');
/**
 * The string after the first `"trace_id"` key of the bytes from `start` to `end` when it has no
 * escape, else null: where `StepLists` looks for the trace's list, not the entry's id (which the
 * parse gives; a wrong hint only finds no list).
 */
function idHint(buf, start, end) {
    const k = buf.subarray(start, end).indexOf(TRACE_ID_KEY);
    if (k < 0)
        return null;
    let i = start + k + TRACE_ID_KEY.length;
    while (i < end && isSpace(buf[i]))
        i++;
    if (buf[i] !== 0x3a)
        return null;
    i++;
    while (i < end && isSpace(buf[i]))
        i++;
    if (buf[i] !== 0x22)
        return null;
    const s = ++i;
    while (i < end && buf[i] !== 0x22 && buf[i] !== 0x5c)
        i++;
    return buf[i] === 0x22 ? buf.toString("utf8", s, i) : null;
}
/** The end of the array starting at `a` (after its closing bracket, strings skipped), within `end`; -1 when it does not close. */
function arrayEnd(buf, a, end) {
    let depth = 0;
    let inString = false;
    for (let i = a; i < end; i++) {
        if (inString) {
            // to the closing quote (a backslash and the byte it escapes skipped)
            while (i < end && buf[i] !== 0x22 && buf[i] !== 0x5c)
                i++;
            if (buf[i] === 0x5c)
                i++;
            else
                inString = false;
            continue;
        }
        const c = buf[i];
        if (c === 0x22)
            inString = true;
        else if (c === 0x5b || c === 0x7b)
            depth++;
        else if ((c === 0x5d || c === 0x7d) && --depth === 0)
            return i + 1;
    }
    return -1;
}
function isSpace(c) {
    return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}
/**
 * `normalizeEntry` of an entry just parsed, which nothing else holds: normalised in place (the
 * same keys in the same order as `normalizeEntry`'s copy), so no second object is made.
 */
function adoptEntry(e) {
    if (!("trace_id" in e))
        throw NOT_FAST;
    const id = (0,_util_js__WEBPACK_IMPORTED_MODULE_11__/* .pyStr */ .rD)(e.trace_id);
    const raw = e.findings;
    const findings = [];
    if (Array.isArray(raw)) {
        for (const f of raw) {
            if (typeof f !== "object" || f === null || Array.isArray(f))
                continue;
            findings.push(adoptFinding(f));
        }
    }
    e.trace_id = id;
    e.findings = findings;
    (0,_digests_js__WEBPACK_IMPORTED_MODULE_9__/* .expandLeanSteps */ .CI)(e);
    return e;
}
/**
 * A reader of the entries of a bundle's index (src/bundle/baseline-index.ts), one line at a time,
 * each parsed and normalised as `loadReportFile` reads an entry of the report (its step digests
 * decoded by StepLists, and shared with the report read next, as a report's are); `read` gives
 * null for a line that is no entry a report could hold (not an object, no `trace_id`, nested
 * deeper than MAX_DEPTH): the caller then reads the report instead. `done` once every line is read.
 */
function indexEntryReader() {
    const lists = new _digests_js__WEBPACK_IMPORTED_MODULE_9__/* .StepLists */ .u(lastLists);
    return {
        read(buf, start, end) {
            try {
                if (buf[start] !== 0x7b)
                    return null; // an object, or no entry
                const e = parseEntry(buf, start, end, lists);
                // an entry sits at depth 3 in its report (the document, its `reports` array)
                if (deeper(e.entry, 3, e.steps))
                    return null;
                return adoptEntry(e.entry);
            }
            catch {
                return null;
            }
        },
        done: () => keepLists(lists.kept()),
    };
}
/**
 * A report put together from its top-level fields (`fields`, in file order, `reports` at position
 * `at`) and entries normalised by `entryFromIndex`, as `loadReportFile` gives it; null when its
 * versions or digest are none this build reads, or a trace id repeats (the report's reading then
 * says what is wrong).
 */
function reportFromIndex(fields, at, reports) {
    if (schemaProblem(fields.schema_version) !== null || (0,_digests_js__WEBPACK_IMPORTED_MODULE_9__/* .formatProblem */ .Vw)(fields.format_version) !== null || policyDigestProblem(fields.policy_digest) !== null)
        return null;
    const seen = new Set();
    for (const e of reports) {
        if (seen.has(e.trace_id))
            return null;
        seen.add(e.trace_id);
    }
    const keys = Object.keys(fields).filter((k) => k !== "reports" && k !== "__proto__");
    const obj = {};
    keys.forEach((k, i) => {
        if (i === at)
            obj.reports = reports;
        obj[k] = fields[k];
    });
    obj.reports = reports; // at the end when `at` is past the last key (a no-op otherwise: the key keeps its place)
    return finishReport(obj, reports);
}
/**
 * The raw document of a report file, depth-checked (as traces are) so that no later recursive
 * walk (schema validation, comparison) can overflow the stack. `where` starts every message.
 */
function readReportDocument(path, where, streamAbove = STREAM_REPORTS_ABOVE) {
    const reader = openReport(path, where);
    try {
        if (reader.size <= streamAbove) {
            reader.close();
            return parseReportDocument(readReportText(path, where), where);
        }
        const doc = reader.readValue();
        if (reader.next() !== null)
            throw new _jsonstream_reader_js__WEBPACK_IMPORTED_MODULE_6__/* .JsonReadError */ .x9("is not valid JSON: content after the document", reader.bytes, "syntax");
        return doc;
    }
    catch (e) {
        if (!(e instanceof _jsonstream_reader_js__WEBPACK_IMPORTED_MODULE_6__/* .JsonReadError */ .x9))
            throw e;
        // A file JSON.parse can hold gets the exact, located message of the text path.
        if (reader.size <= MAX_REPORT_BYTES)
            return parseReportDocument(readReportText(path, where), where);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`${where}: ${e.message}${e.kind === "truncated" ? "" : ` (near byte ${e.offset})`}`);
    }
    finally {
        reader.close();
    }
}
function openReport(path, where, fast = false) {
    try {
        return fast ? new _jsonstream_scanner_js__WEBPACK_IMPORTED_MODULE_7__/* .JsonScanner */ .V(path) : new _jsonstream_reader_js__WEBPACK_IMPORTED_MODULE_6__/* .JsonStreamReader */ .Ci(path);
    }
    catch (e) {
        if (e instanceof _jsonstream_reader_js__WEBPACK_IMPORTED_MODULE_6__/* .JsonReadError */ .x9)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`${where}: cannot read: ${e.message}`);
        throw e;
    }
}
/** A report file's text: a regular file (never blocks on a FIFO), at most MAX_REPORT_BYTES. */
function readReportText(path, where) {
    const r = (0,_util_readfile_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegularFile */ .XF)(path, MAX_REPORT_BYTES);
    if (!r.ok) {
        const why = r.code === "ENOENT" ? "file not found" : r.code === "EISDIR" ? "is a directory" : r.code && r.code !== "EFBIG" ? r.code : r.reason;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`${where}: cannot read: ${why}`);
    }
    return r.bytes.toString("utf8");
}
/**
 * The located message of a report file whose stream failed (invalid JSON, too deep): the file read
 * as text again, as smaller reports always are. Larger ones get the stream's own message.
 */
function streamProblem(path, where, e, size) {
    if (e.kind !== "io" && size <= MAX_REPORT_BYTES) {
        try {
            parseReportDocument(readReportText(path, where), where);
        }
        catch (u) {
            if (u instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e)
                return u;
            throw u;
        }
    }
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(e.kind === "io" ? `${where}: cannot read: ${e.message}` : `${where}: ${e.message}${e.kind === "truncated" ? "" : ` (near byte ${e.offset})`}`);
}
function parseReportDocument(text, where) {
    if (text.charCodeAt(0) === 0xfeff)
        text = text.slice(1);
    let raw;
    try {
        raw = JSON.parse(text);
    }
    catch {
        const err = (0,_json_locate_js__WEBPACK_IMPORTED_MODULE_5__/* .findSyntaxError */ .po)(text);
        if (!err)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`${where}: is not valid JSON`);
        const { line, column } = new _json_locate_js__WEBPACK_IMPORTED_MODULE_5__/* .LineMap */ .HU(text).at(err.offset);
        const truncated = err.offset >= text.length && text.trim().length > 0 ? " (the file looks truncated)" : "";
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`${where}:${line}:${column}: is not valid JSON: ${err.message}${truncated}`);
    }
    try {
        (0,_trace_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .checkDepth */ .kP)(raw, "");
    }
    catch (e) {
        if (!(e instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d))
            throw e;
        const at = (0,_json_findings_js__WEBPACK_IMPORTED_MODULE_3__/* .makeLocator */ .X)(text, where, [e.pointer]).locate(e.pointer);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`${where}:${at.startLine}:${at.startColumn}: ${e.message}`);
    }
    return raw;
}
/** Parse report text (as `loadReportFile`, for callers that already hold the text). */
function parseReportText(text, path, label = "report") {
    return normalizeReport(parseReportDocument(text, `${label} ${path}`), path, label);
}
function fail(label, path, problem) {
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`${label} ${path}: ${problem}`);
}
/**
 * Check the shape the comparison needs (as the harness does: an object with a `reports` array of
 * objects that carry a `trace_id`, unique) and normalise ids and findings. Other fields are kept
 * as they are; the comparison reads them defensively.
 */
function normalizeReport(raw, path, label = "report") {
    const hint = REPORT_HINT;
    if (typeof raw !== "object" || raw === null || Array.isArray(raw))
        fail(label, path, `is not a validation report: ${hint}`);
    const obj = raw;
    if (!("reports" in obj))
        fail(label, path, "partial_version" in obj ? PARTIAL_REPORT_PROBLEM : `is not a validation report: no 'reports' key; ${hint}`);
    if (!Array.isArray(obj.reports))
        fail(label, path, "is not a validation report: field 'reports' must be an array");
    const schema = schemaProblem(obj.schema_version) ?? (0,_digests_js__WEBPACK_IMPORTED_MODULE_9__/* .formatProblem */ .Vw)(obj.format_version);
    if (schema)
        fail(label, path, schema);
    const pd = policyDigestProblem(obj.policy_digest);
    if (pd)
        fail(label, path, pd);
    const seen = new Map();
    const reports = [];
    obj.reports.forEach((entry, idx) => {
        const e = normalizeEntry(entry, idx, path, label);
        const prev = seen.get(e.trace_id);
        if (prev !== undefined)
            fail(label, path, duplicateProblem(e.trace_id, prev, idx));
        seen.set(e.trace_id, idx);
        reports.push(e);
    });
    return finishReport({ ...obj, reports }, reports);
}
/** The end of `normalizeReport`: `out` (the document with its normalised `reports`) gets its summary and schema version. */
function finishReport(out, reports) {
    // The counts are the entries' (a summary saying `failed_traces: 0` over failing entries must
    // never reach an output or a verdict); the average is the file's when it has one, as the
    // harness computed it from unrounded scores the entries no longer carry.
    const counted = summarize(reports);
    const given = typeof out.summary === "object" && out.summary !== null && !Array.isArray(out.summary) ? out.summary : null;
    out.summary = given === null ? counted : { ...given, total_traces: counted.total_traces, passed_traces: counted.passed_traces, failed_traces: counted.failed_traces };
    if (out.schema_version === undefined)
        out.schema_version = "1";
    return out;
}
/** The problem of a report whose entries `first` and `second` share trace id `id`. */
function duplicateProblem(id, first, second) {
    return `duplicate trace_id '${(0,_util_bound_js__WEBPACK_IMPORTED_MODULE_4__/* .truncateText */ .EJ)(id, 200)}' (reports[${first}] and reports[${second}]); regression comparison needs unique trace IDs`;
}
/** One entry of a report's `reports[idx]`, checked and normalised (ids and findings). */
function normalizeEntry(entry, idx, path, label) {
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
        fail(label, path, `reports[${idx}] is not an object`);
    }
    const e = entry;
    if (!("trace_id" in e))
        fail(label, path, `reports[${idx}] has no 'trace_id'`);
    const id = (0,_util_js__WEBPACK_IMPORTED_MODULE_11__/* .pyStr */ .rD)(e.trace_id);
    const rawFindings = Array.isArray(e.findings) ? e.findings : [];
    const findings = [];
    for (const f of rawFindings) {
        if (typeof f !== "object" || f === null || Array.isArray(f))
            continue;
        findings.push(normalizeFinding(f));
    }
    const out = { ...e, trace_id: id, findings };
    (0,_digests_js__WEBPACK_IMPORTED_MODULE_9__/* .expandLeanSteps */ .CI)(out);
    return out;
}
/** The problem of a report's `policy_digest` that is not a string (absent or null: none). */
function policyDigestProblem(v) {
    return v === undefined || v === null || typeof v === "string" ? null : `field 'policy_digest' must be a string, got ${(0,_util_bound_js__WEBPACK_IMPORTED_MODULE_4__/* .truncateText */ .EJ)(JSON.stringify(v) ?? String(v), 100)}`;
}
/** The problem of a report whose `schema_version` this build cannot read, else null. */
function schemaProblem(version) {
    if (version === undefined || version === null)
        return null;
    const major = String(version).split(".")[0];
    return major === "1" ? null : `declares unsupported schema_version '${(0,_util_bound_js__WEBPACK_IMPORTED_MODULE_4__/* .truncateText */ .EJ)(String(version), 100)}' (this build supports major version '1')`;
}
/** `normalizeFinding` in place, for a finding just parsed (the keys it adds come in the same order). */
function adoptFinding(f) {
    const step = f.step_id;
    f.severity = f.severity === undefined ? "" : (0,_util_js__WEBPACK_IMPORTED_MODULE_11__/* .pyStr */ .rD)(f.severity);
    f.category = f.category === undefined ? "" : (0,_util_js__WEBPACK_IMPORTED_MODULE_11__/* .pyStr */ .rD)(f.category);
    f.message = f.message === undefined ? "" : (0,_util_js__WEBPACK_IMPORTED_MODULE_11__/* .pyStr */ .rD)(f.message);
    f.step_id = step === undefined || step === null ? null : (0,_util_js__WEBPACK_IMPORTED_MODULE_11__/* .pyStr */ .rD)(step);
    f.rule_id = (0,_util_js__WEBPACK_IMPORTED_MODULE_11__/* .pyTruthy */ .Kn)(f.rule_id) ? (0,_util_js__WEBPACK_IMPORTED_MODULE_11__/* .pyStr */ .rD)(f.rule_id) : "";
    return f;
}
/** Harness `FindingRef.from_json`: missing/null rule_id becomes "" (a legacy v0.1 finding). */
function normalizeFinding(f) {
    const step = f.step_id;
    return {
        ...f,
        severity: (f.severity === undefined ? "" : (0,_util_js__WEBPACK_IMPORTED_MODULE_11__/* .pyStr */ .rD)(f.severity)),
        category: f.category === undefined ? "" : (0,_util_js__WEBPACK_IMPORTED_MODULE_11__/* .pyStr */ .rD)(f.category),
        message: f.message === undefined ? "" : (0,_util_js__WEBPACK_IMPORTED_MODULE_11__/* .pyStr */ .rD)(f.message),
        step_id: step === undefined || step === null ? null : (0,_util_js__WEBPACK_IMPORTED_MODULE_11__/* .pyStr */ .rD)(step),
        rule_id: (0,_util_js__WEBPACK_IMPORTED_MODULE_11__/* .pyTruthy */ .Kn)(f.rule_id) ? (0,_util_js__WEBPACK_IMPORTED_MODULE_11__/* .pyStr */ .rD)(f.rule_id) : "",
    };
}
function summarize(reports) {
    const passed = reports.filter((r) => (0,_util_js__WEBPACK_IMPORTED_MODULE_11__/* .pyTruthy */ .Kn)(r.passed)).length;
    const scores = reports.map((r) => r.score).filter((s) => typeof s === "number");
    return {
        total_traces: reports.length,
        passed_traces: passed,
        failed_traces: reports.length - passed,
        average_score: scores.length ? (0,_util_js__WEBPACK_IMPORTED_MODULE_12__/* .pyRound */ .w)(scores.reduce((a, b) => a + b, 0) / scores.length, 2) : 0,
    };
}


/***/ }),

/***/ 57523:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BK: () => (/* binding */ cmpCodePoints),
/* harmony export */   Kn: () => (/* binding */ pyTruthy),
/* harmony export */   _C: () => (/* binding */ cmpTuples),
/* harmony export */   _Q: () => (/* binding */ fmtSigned),
/* harmony export */   ar: () => (/* binding */ fmtFixed),
/* harmony export */   dl: () => (/* binding */ sortCodePoints),
/* harmony export */   rD: () => (/* binding */ pyStr)
/* harmony export */ });
/* harmony import */ var _util_round_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(68364);
// Small helpers that make the comparison agree with the Python harness bit for bit.


/** Python's string ordering: by Unicode code point (JS `<` compares UTF-16 code units). */
function cmpCodePoints(a, b) {
    if (a === b)
        return 0;
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
        const x = a.charCodeAt(i);
        const y = b.charCodeAt(i);
        if (x === y)
            continue;
        // Surrogates (0xD800-0xDFFF) encode code points above 0xFFFF: they sort after every BMP
        // character at or above 0xE000, which UTF-16 order gets wrong.
        const xs = x >= 0xd800 && x <= 0xdfff;
        const ys = y >= 0xd800 && y <= 0xdfff;
        if (xs && !ys)
            return y >= 0xe000 ? 1 : x - y;
        if (ys && !xs)
            return x >= 0xe000 ? -1 : x - y;
        return x - y;
    }
    return a.length - b.length;
}
/**
 * Strings sorted in place by code point (`cmpCodePoints`). Without a surrogate (a character above
 * U+FFFF), UTF-16 order is code-point order: the built-in comparison sorts them, much faster.
 */
function sortCodePoints(xs) {
    for (const x of xs)
        if (SURROGATE.test(x))
            return xs.sort(cmpCodePoints);
    return xs.sort();
}
const SURROGATE = /[\ud800-\udfff]/;
/** Lexicographic comparison of string tuples with `cmpCodePoints`. */
function cmpTuples(a, b) {
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
        const c = cmpCodePoints(a[i], b[i]);
        if (c !== 0)
            return c;
    }
    return a.length - b.length;
}
/** Python's `str(value)` for JSON scalars (ids read from a report). */
function pyStr(v) {
    if (typeof v === "string")
        return v;
    if (v === null || v === undefined)
        return "None";
    if (v === true)
        return "True";
    if (v === false)
        return "False";
    if (typeof v === "number")
        return String(v);
    return JSON.stringify(v) ?? String(v);
}
/** Python truthiness of a JSON value (`bool(x)`). */
function pyTruthy(v) {
    if (v === null || v === undefined || v === false || v === 0 || v === "")
        return false;
    if (Array.isArray(v))
        return v.length > 0;
    if (typeof v === "object")
        return Object.keys(v).length > 0;
    return true;
}
/** Fixed-point display of a number with Python rounding (e.g. "12.50"). */
function fmtFixed(x, ndigits) {
    const r = (0,_util_round_js__WEBPACK_IMPORTED_MODULE_0__/* .pyRound */ .w)(x, ndigits);
    return (Object.is(r, -0) ? 0 : r).toFixed(ndigits);
}
/** Signed display ("+1.25", "-0.50", "+0.00"). */
function fmtSigned(x, ndigits) {
    const s = fmtFixed(x, ndigits);
    return s.startsWith("-") ? s : "+" + s;
}


/***/ }),

/***/ 61847:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ci: () => (/* binding */ JsonStreamReader),
/* harmony export */   lf: () => (/* binding */ openRegular),
/* harmony export */   x9: () => (/* binding */ JsonReadError)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46193);
/* harmony import */ var stream_json_core_parser_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53336);
/* harmony import */ var stream_json_core_assembler_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(51635);
/* harmony import */ var stream_chain_defs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(41008);
/* harmony import */ var _util_canonical_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(70338);
/* harmony import */ var _util_readfile_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(28564);
// Reading JSON files of any size (reports, baselines, partials) without holding the file as one
// string: stream-json's tokenizer is fed fixed-size blocks read synchronously, and values are
// assembled one at a time with its Assembler (`__proto__` becomes an own property, as with
// JSON.parse). A caller walks the top-level structure token by token and assembles only the
// values it keeps (one report entry at a time), so memory stays flat whatever the file size.
// Synchronous on purpose: a k-way merge pulls from many files in turn, and a sync pull costs no
// promise per token.







/** A problem with the file's JSON: `offset` is about where (in bytes) the reader was. */
class JsonReadError extends Error {
    offset;
    kind;
    constructor(message, offset, kind) {
        super(message);
        this.offset = offset;
        this.kind = kind;
    }
}
const BLOCK = 32 * 1024;
/** Open a regular file without ever blocking on a FIFO or device (as util/readfile.ts does). */
function openRegular(path) {
    const io = (e) => {
        const code = e.code;
        throw new JsonReadError(code === "ENOENT" ? "file not found" : code === "EISDIR" ? "is a directory" : (code ?? "cannot read file"), 0, "io");
    };
    let fd;
    try {
        const pre = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path);
        if (!pre.isFile())
            throw new JsonReadError(`not a regular file: ${(0,_util_readfile_js__WEBPACK_IMPORTED_MODULE_6__/* .fileKind */ .h_)(pre)}`, 0, "io");
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0));
    }
    catch (e) {
        if (e instanceof JsonReadError)
            throw e;
        return io(e);
    }
    const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
    if (!st.isFile()) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        throw new JsonReadError(`not a regular file: ${(0,_util_readfile_js__WEBPACK_IMPORTED_MODULE_6__/* .fileKind */ .h_)(st)}`, 0, "io");
    }
    return fd;
}
class JsonStreamReader {
    fd;
    /** The file's size when opened. */
    size;
    parse = (0,stream_json_core_parser_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonParser */ .Q$)({ streamValues: false });
    decoder = new node_string_decoder__WEBPACK_IMPORTED_MODULE_1__.StringDecoder("utf8");
    block;
    tokens = [];
    at = 0;
    eof = false;
    first = true;
    /** Bytes read from the file so far. */
    bytes = 0;
    constructor(path, blockSize = BLOCK) {
        this.fd = openRegular(path);
        this.size = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(this.fd).size;
        this.block = Buffer.allocUnsafe(blockSize);
    }
    /** The next token, or null at the end of the document. */
    next() {
        while (this.at >= this.tokens.length) {
            if (!this.fill())
                return null;
        }
        return this.tokens[this.at++];
    }
    /** The next token without consuming it (null at the end). */
    peek() {
        while (this.at >= this.tokens.length) {
            if (!this.fill())
                return null;
        }
        return this.tokens[this.at];
    }
    /** A token that must be there: at the end of the input, the file is truncated. */
    expect() {
        const t = this.next();
        if (t === null)
            throw new JsonReadError("ends early (the file looks truncated)", this.bytes, "truncated");
        return t;
    }
    /**
     * Assemble the next complete value (at most MAX_DEPTH levels deep, counted from the document's
     * root: `baseDepth` is how deep the value sits, 2 for the entries of a top-level object's array).
     */
    readValue(baseDepth = 0) {
        const asm = new stream_json_core_assembler_js__WEBPACK_IMPORTED_MODULE_3__/* ["default"] */ .Ay();
        let depth = 0;
        for (;;) {
            const t = this.expect();
            switch (t.name) {
                case "startObject":
                case "startArray":
                    if (++depth + baseDepth > _util_canonical_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_DEPTH */ .lr)
                        throw new JsonReadError(`value nested deeper than ${_util_canonical_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_DEPTH */ .lr} levels`, this.bytes, "depth");
                    break;
                case "endObject":
                case "endArray":
                    depth--;
                    break;
                default:
            }
            asm.consume(t);
            if (depth === 0 && asm.done)
                return asm.current;
        }
    }
    /** Skip the next complete value. */
    skipValue() {
        let depth = 0;
        do {
            const t = this.expect();
            if (t.name === "startObject" || t.name === "startArray")
                depth++;
            else if (t.name === "endObject" || t.name === "endArray")
                depth--;
        } while (depth > 0);
    }
    close() {
        if (this.fd !== null)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(this.fd);
        this.fd = null;
    }
    fill() {
        if (this.eof || this.fd === null)
            return false;
        let n;
        try {
            n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(this.fd, this.block, 0, this.block.length, null);
        }
        catch (e) {
            const code = e.code;
            throw new JsonReadError(code ?? String(e), this.bytes, "io");
        }
        this.tokens = [];
        this.at = 0;
        let out;
        try {
            if (n > 0) {
                this.bytes += n;
                let text = this.decoder.write(this.block.subarray(0, n));
                if (this.first && text !== "") {
                    this.first = false;
                    if (text.charCodeAt(0) === 0xfeff)
                        text = text.slice(1); // a BOM is not part of the JSON text
                }
                out = this.parse(text);
            }
            else {
                this.eof = true;
                const tail = this.decoder.end();
                if (tail !== "") {
                    const more = this.parse(tail.charCodeAt(0) === 0xfeff && this.first ? tail.slice(1) : tail);
                    if (more !== stream_chain_defs_js__WEBPACK_IMPORTED_MODULE_4__/* .none */ .dv)
                        this.tokens.push(...more.values);
                }
                out = this.parse(stream_chain_defs_js__WEBPACK_IMPORTED_MODULE_4__/* .none */ .dv);
            }
        }
        catch (e) {
            const msg = e instanceof Error ? e.message : String(e);
            // The tokenizer's messages start with "Parser cannot parse input: " / "Parser has expected".
            const why = msg.replace(/^Parser cannot parse input: /, "").replace(/^Parser has /, "");
            const atEnd = this.eof || /has expected/.test(msg);
            throw new JsonReadError(atEnd ? `ends early: ${why} (the file looks truncated)` : `is not valid JSON: ${why}`, this.bytes, atEnd ? "truncated" : "syntax");
        }
        if (out !== stream_chain_defs_js__WEBPACK_IMPORTED_MODULE_4__/* .none */ .dv) {
            if (this.tokens.length === 0)
                this.tokens = out.values;
            else
                for (const t of out.values)
                    this.tokens.push(t);
        }
        return true;
    }
}


/***/ }),

/***/ 60924:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ JsonScanner)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var _util_canonical_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70338);
/* harmony import */ var _reader_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61847);
// A fast reader of large JSON files with the pull interface of JsonStreamReader (reader.ts): the
// structure around the values a caller keeps (the top-level object, its keys, the arrays of report
// entries) is scanned byte by byte, and each value read is cut out of the bytes and handed to
// `JSON.parse` in one piece, which is an order of magnitude faster than assembling it from
// stream-json's tokens. Written by hand because no streaming JSON library on npm parses whole
// sub-values natively; stream-json stays the reference: a file this scanner rejects is read again
// with JsonStreamReader (callers do so), so messages for bad files are its messages.
//
// The per-byte loop skips a string's bytes with the byte each backslash escapes (most strings are
// short, and a native search per string cost more than it saved). Values are cut at ASCII bytes, so
// a UTF-8 character is never split; invalid UTF-8 decodes to U+FFFD, as in the other readers.



const BLOCK = 64 * 1024;
var Want;
(function (Want) {
    /** A value (the document, an array element, an object member's value). */
    Want[Want["Value"] = 0] = "Value";
    /** After `{`: a key or `}`. */
    Want[Want["KeyOrEnd"] = 1] = "KeyOrEnd";
    /** After `,` in an object: a key. */
    Want[Want["Key"] = 2] = "Key";
    /** After `[`: a value or `]`. */
    Want[Want["ValueOrEnd"] = 3] = "ValueOrEnd";
    /** After a value inside a container: `,` or its end. */
    Want[Want["CommaOrEnd"] = 4] = "CommaOrEnd";
    /** After the document: nothing but whitespace. */
    Want[Want["Done"] = 5] = "Done";
})(Want || (Want = {}));
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
function isSpace(c) {
    return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}
class JsonScanner {
    fd;
    size;
    /** The window: the bytes of the file read and not yet left behind (at the start of `store`, once a block was read). */
    buf = Buffer.alloc(0);
    /** The memory the window lies in (null: the first bytes, before a block was read) and the memory the next one may use. */
    store = null;
    spare = null;
    /** Position in `buf` of the next byte to scan. */
    pos = 0;
    /** File offset of `buf[0]`. */
    base = 0;
    eof = false;
    want = Want.Value;
    /** Open containers: true for an object, false for an array. */
    stack = [];
    peeked = undefined;
    /** Where in the window the last container opened by `scan` starts. */
    openedAt = 0;
    /** Bytes read at a time (more while a long value is being cut out). */
    blockSize;
    constructor(path, blockSize = BLOCK) {
        this.fd = (0,_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .openRegular */ .lf)(path);
        this.size = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(this.fd).size;
        this.blockSize = blockSize;
        // a BOM is not part of the JSON text
        const head = Buffer.alloc(3);
        let n = 0;
        try {
            for (let k; n < 3 && (k = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(this.fd, head, n, 3 - n, null)) > 0;)
                n += k;
        }
        catch (e) {
            this.close();
            throw new _reader_js__WEBPACK_IMPORTED_MODULE_2__/* .JsonReadError */ .x9(e.code ?? String(e), 0, "io");
        }
        if (n === 3 && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf)
            this.base = 3;
        else
            this.buf = head.subarray(0, n);
    }
    /** Bytes consumed so far (about where a problem is). */
    get bytes() {
        return this.base + this.pos;
    }
    close() {
        if (this.fd !== null)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(this.fd);
        this.fd = null;
    }
    fail(message, kind = "syntax") {
        throw new _reader_js__WEBPACK_IMPORTED_MODULE_2__/* .JsonReadError */ .x9(message, this.bytes, kind);
    }
    /**
     * Read more of the file, keeping the bytes from `keepFrom` on: returns by how much indices into
     * the window moved (`keepFrom`), or -1 at the end of the file.
     */
    more(keepFrom = this.pos) {
        if (this.eof || this.fd === null)
            return -1;
        const kept = this.buf.length - keepFrom;
        // a value longer than a block doubles the read: copying the kept bytes stays linear overall
        const room = Math.max(this.blockSize, kept);
        // the next window goes to the spare memory (the window before the last one's), when it is large
        // enough: two blocks' worth of memory for a whole file, and the window stays whole until the read
        let next = this.spare;
        if (next === null || next.length < kept + room)
            next = Buffer.allocUnsafe(kept + room);
        this.buf.copy(next, 0, keepFrom);
        let n;
        try {
            n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(this.fd, next, kept, room, null);
        }
        catch (e) {
            throw new _reader_js__WEBPACK_IMPORTED_MODULE_2__/* .JsonReadError */ .x9(e.code ?? String(e), this.bytes, "io");
        }
        if (n === 0) {
            this.eof = true;
            this.spare = next;
            return -1;
        }
        this.spare = this.store;
        this.store = next;
        this.base += keepFrom;
        this.pos -= keepFrom;
        this.buf = next.subarray(0, kept + n);
        return keepFrom;
    }
    /** The next byte that is not whitespace (not consumed), or -1 at the end of the file. */
    nonSpace() {
        for (;;) {
            while (this.pos < this.buf.length) {
                const c = this.buf[this.pos];
                if (!isSpace(c))
                    return c;
                this.pos++;
            }
            if (this.more() < 0)
                return -1;
        }
    }
    /**
     * The end (exclusive, in `buf`) of the value starting at `pos`, reading more of the file as
     * needed (the bytes from `pos` on are kept); the value's nesting depth is checked as
     * JsonStreamReader.readValue checks it.
     */
    valueEnd(baseDepth) {
        let buf = this.buf;
        let i = this.pos;
        let depth = 0;
        // inside a string: its bytes are skipped in a tight loop, a backslash with the byte it escapes
        // (most strings are short, ids, hashes and names, where a native search per string costs more)
        let inString = false;
        for (;;) {
            if (i >= buf.length) {
                const shift = this.more(this.pos);
                if (shift < 0) {
                    if (inString)
                        this.fail("ends early: an unterminated string (the file looks truncated)", "truncated");
                    if (depth === 0 && i > this.pos)
                        return i; // a scalar that ends the file
                    this.fail("ends early (the file looks truncated)", "truncated");
                }
                i -= shift;
                buf = this.buf;
                continue;
            }
            if (inString) {
                const n = buf.length;
                while (i < n && buf[i] !== QUOTE && buf[i] !== BACKSLASH)
                    i++;
                if (i >= n)
                    continue;
                if (buf[i] === BACKSLASH) {
                    i += 2;
                    continue;
                }
                inString = false;
                if (depth === 0)
                    return i + 1;
                i++;
                continue;
            }
            const c = buf[i];
            if (c === QUOTE)
                inString = true;
            else if (c === 0x7b || c === 0x5b) {
                if (++depth + baseDepth > _util_canonical_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_DEPTH */ .lr)
                    throw new _reader_js__WEBPACK_IMPORTED_MODULE_2__/* .JsonReadError */ .x9(`value nested deeper than ${_util_canonical_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_DEPTH */ .lr} levels`, this.base + i, "depth");
            }
            else if (c === 0x7d || c === 0x5d) {
                if (depth === 0)
                    return i; // the end of a scalar
                if (--depth === 0)
                    return i + 1;
            }
            else if (depth === 0 && (isSpace(c) || c === 0x2c || c === 0x3a)) {
                return i; // the end of a scalar
            }
            i++;
        }
    }
    /** Cut the value at `pos` out and parse it. */
    cut(baseDepth) {
        const end = this.valueEnd(baseDepth);
        const text = this.buf.toString("utf8", this.pos, end);
        this.pos = end;
        try {
            return JSON.parse(text);
        }
        catch (e) {
            return this.fail(`is not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
        }
    }
    /** After a value: what the container (or the document) expects next. */
    afterValue() {
        this.want = this.stack.length === 0 ? Want.Done : Want.CommaOrEnd;
    }
    next() {
        if (this.peeked !== undefined) {
            const t = this.peeked;
            this.peeked = undefined;
            return t;
        }
        return this.scan();
    }
    peek() {
        if (this.peeked === undefined)
            this.peeked = this.scan();
        return this.peeked;
    }
    expect() {
        const t = this.next();
        if (t === null)
            this.fail("ends early (the file looks truncated)", "truncated");
        return t;
    }
    /** Parse the next complete value (`baseDepth`: how deep it sits, as JsonStreamReader.readValue). */
    readValue(baseDepth = 0) {
        const peeked = this.toValue();
        if (peeked !== undefined)
            return peeked.raw;
        const v = this.cut(baseDepth);
        this.afterValue();
        return v;
    }
    /**
     * The bytes of the next complete value, an object or an array, not parsed: `buf` from `start`
     * to `end`, valid until the scanner reads on (its depth checked as `readValue` checks it). For a
     * caller that parses the value its own way; invalid JSON inside it is the caller's to refuse.
     */
    readBytes(baseDepth = 0) {
        if (this.toValue() !== undefined)
            this.fail("is not valid JSON: an object or an array was expected");
        const c = this.buf[this.pos];
        if (c !== 0x7b && c !== 0x5b)
            this.fail("is not valid JSON: an object or an array was expected");
        const end = this.valueEnd(baseDepth);
        const start = this.pos;
        this.pos = end;
        this.afterValue();
        return { buf: this.buf, start, end };
    }
    /**
     * Where the next value, an object or an array, starts in the window (`buf` at `start`), not read:
     * then `readBytes` reads it, or the caller finds its end in `buf` itself and gives it to `skipTo`.
     */
    valueStart() {
        if (this.toValue() !== undefined)
            this.fail("is not valid JSON: an object or an array was expected");
        const c = this.buf[this.pos];
        if (c !== 0x7b && c !== 0x5b)
            this.fail("is not valid JSON: an object or an array was expected");
        return { buf: this.buf, start: this.pos };
    }
    /**
     * After `valueStart`: more of the file in the window (the value's bytes kept), for a caller that
     * did not find its end in it; null at the end of the file.
     */
    extendWindow() {
        if (this.more(this.pos) < 0)
            return null;
        return { buf: this.buf, start: this.pos };
    }
    /**
     * After `valueStart`: the value ends at `end` of the same window. The caller answers for it: that
     * the bytes up to `end` are one whole value, and for its depth (nothing of it is checked here).
     */
    skipTo(end) {
        this.pos = end;
        this.afterValue();
    }
    /**
     * Move to the start of the next value: back to the opening byte of a peeked container, or past
     * the comma or colon before it. A peeked scalar is the value: returned (consumed).
     */
    toValue() {
        if (this.peeked === undefined) {
            this.valuePosition();
            return undefined;
        }
        const t = this.peeked;
        this.peeked = undefined;
        if (t === null)
            this.fail("ends early (the file looks truncated)", "truncated");
        if (t.name === "startObject" || t.name === "startArray") {
            // peeked: go back to its opening byte (still in the window: nothing was read since)
            this.pos = this.openedAt;
            this.stack.pop();
            this.want = Want.Value;
            return undefined;
        }
        if ("raw" in t)
            return { raw: t.raw };
        return this.fail("is not valid JSON: a value was expected");
    }
    skipValue() {
        // parsed too, so that a skipped value is checked as JsonStreamReader's tokenizer checks it
        this.readValue(0);
    }
    /** Move to the start of a value, consuming the comma or colon before it. */
    valuePosition() {
        const c = this.nonSpace();
        if (c < 0)
            this.fail("ends early (the file looks truncated)", "truncated");
        if (this.want === Want.CommaOrEnd) {
            if (c !== 0x2c || this.stack[this.stack.length - 1])
                this.fail("is not valid JSON: expected ',' before a value");
            this.pos++;
            this.want = Want.Value;
            this.valuePosition();
            return;
        }
        if (this.want === Want.ValueOrEnd) {
            if (c === 0x5d)
                this.fail("is not valid JSON: a value was expected");
            this.want = Want.Value;
        }
        if (this.want !== Want.Value)
            this.fail("is not valid JSON: a value was expected");
    }
    scan() {
        for (;;) {
            const c = this.nonSpace();
            if (c < 0) {
                if (this.want === Want.Done)
                    return null;
                this.fail("ends early (the file looks truncated)", "truncated");
            }
            switch (this.want) {
                case Want.Done:
                    this.fail("is not valid JSON: content after the document");
                    break;
                case Want.CommaOrEnd: {
                    const inObject = this.stack[this.stack.length - 1];
                    if (c === 0x2c) {
                        this.pos++;
                        this.want = inObject ? Want.Key : Want.Value;
                        continue;
                    }
                    if (c === (inObject ? 0x7d : 0x5d)) {
                        this.pos++;
                        this.stack.pop();
                        this.afterValue();
                        return { name: inObject ? "endObject" : "endArray" };
                    }
                    this.fail(`is not valid JSON: expected ',' or '${inObject ? "}" : "]"}'`);
                    break;
                }
                case Want.KeyOrEnd:
                case Want.Key: {
                    if (c === 0x7d && this.want === Want.KeyOrEnd) {
                        this.pos++;
                        this.stack.pop();
                        this.afterValue();
                        return { name: "endObject" };
                    }
                    if (c !== QUOTE)
                        this.fail("is not valid JSON: expected a key");
                    const key = this.cut(0);
                    if (this.nonSpace() !== 0x3a)
                        this.fail("is not valid JSON: expected ':' after a key");
                    this.pos++;
                    this.want = Want.Value;
                    return { name: "keyValue", value: key };
                }
                case Want.ValueOrEnd:
                    if (c === 0x5d) {
                        this.pos++;
                        this.stack.pop();
                        this.afterValue();
                        return { name: "endArray" };
                    }
                    this.want = Want.Value;
                    continue; // a value
                case Want.Value: {
                    if (c === 0x7b || c === 0x5b) {
                        this.openedAt = this.pos;
                        this.pos++;
                        const obj = c === 0x7b;
                        this.stack.push(obj);
                        this.want = obj ? Want.KeyOrEnd : Want.ValueOrEnd;
                        return { name: obj ? "startObject" : "startArray" };
                    }
                    if (c === 0x7d || c === 0x5d)
                        this.fail("is not valid JSON: a value was expected");
                    const v = this.cut(this.stack.length);
                    this.afterValue();
                    return scalarToken(v);
                }
            }
        }
    }
}
/** A scalar's token; `raw` is the parsed value (a number's token value is its text, as stream-json gives it). */
function scalarToken(v) {
    if (typeof v === "string")
        return { name: "stringValue", value: v, raw: v };
    if (typeof v === "number")
        return { name: "numberValue", value: String(v), raw: v };
    if (v === null)
        return { name: "nullValue", value: null, raw: v };
    if (v === true)
        return { name: "trueValue", value: true, raw: v };
    return { name: "falseValue", value: false, raw: v };
}


/***/ }),

/***/ 11939:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: ./lib/util/threshold.js
var threshold = __webpack_require__(62691);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/adapters/index.js + 25 modules
var adapters = __webpack_require__(22470);
;// CONCATENATED MODULE: ./lib/compare/types.js
const FAIL_ON_MODES = ["regressions", "failures", "never"];

// EXTERNAL MODULE: ./lib/scenarios/scenario.js
var scenario = __webpack_require__(61433);
// EXTERNAL MODULE: ./lib/rules/registry.js + 1 modules
var registry = __webpack_require__(57232);
// EXTERNAL MODULE: ./lib/policy/keys.js
var keys = __webpack_require__(31516);
;// CONCATENATED MODULE: ./lib/scenarios/zero.js
// Zero tolerance: rules whose error findings fail the gate over repeated runs as soon as one
// candidate run of a scenario shows them and no baseline run of it does, whatever the statistics
// say. A repeated refund, a leaked secret or a forbidden tool is an incident in any single run; no
// sample size excuses it (docs/repeats.md#zero-tolerance). Single-run scenarios keep the exact
// per-trace comparison, which fails on any new error finding anyway.



/**
 * The default list: a side effect repeated after its success (ARH-FLW-003), unsafe output such as a
 * leaked secret (ARH-SAF-001, the policy's `unsafe_patterns`), a forbidden tool called (ARH-SEQ-002).
 */
const DEFAULT_ZERO_TOLERANCE = ["ARH-FLW-003", "ARH-SAF-001", "ARH-SEQ-002"];
/** Most entries a list may hold (there are fewer rules and categories than this). */
const MAX_ENTRIES = 1000;
const RULE_IDS = new Set(registry/* RULES */.y0.map((r) => r.id));
const CATEGORIES = new Set(registry/* RULES */.y0.map((r) => r.category));
const RULE_IDS_LOWER = [...RULE_IDS].map((id) => id.toLowerCase());
/** Whether `entry` (a rule id or a category) names the finding. */
function zeroToleranceMatches(list, f) {
    return list.some((e) => e === f.rule_id || e === f.category);
}
/**
 * A zero-tolerance list checked: each entry a known rule id (`ARH-FLW-003`) or category (`safety`),
 * else a UsageError naming `where` and the entry (`at(i)`: where entry i is in its file, e.g.
 * `policy.json:7:5`). Duplicates are dropped; order kept.
 */
function checkZeroTolerance(list, where, at) {
    if (list.length > MAX_ENTRIES)
        throw new errors/* UsageError */.e(`${where}: at most ${MAX_ENTRIES} entries, got ${list.length}`);
    const out = [];
    list.forEach((e, i) => {
        const loc = at?.(i);
        const entry = loc ? `${loc}: ${where}[${i}]` : `${where}[${i}]`;
        if (typeof e !== "string")
            throw new errors/* UsageError */.e(`${entry} must be a rule id or a category, got ${JSON.stringify(e)?.slice(0, 80) ?? String(e)}`);
        if (!RULE_IDS.has(e) && !CATEGORIES.has(e)) {
            const upper = e.toUpperCase();
            const near = RULE_IDS.has(upper) ? upper : CATEGORIES.has(e.toLowerCase()) ? e.toLowerCase() : ((0,keys/* nearestKey */.qy)(e, RULE_IDS_LOWER)?.toUpperCase() ?? (0,keys/* nearestKey */.qy)(e, [...CATEGORIES]));
            const hint = near ? `; did you mean ${near}?` : "";
            throw new errors/* UsageError */.e(`${entry}: ${JSON.stringify(e.slice(0, 80))} is neither a rule id (ARH-FLW-003, …: docs/rules.md) nor a category (${[...CATEGORIES].sort().join(", ")})${hint}`);
        }
        if (!out.includes(e))
            out.push(e);
    });
    return out;
}
/**
 * The `zero-tolerance` flag or input: comma- or space-separated rule ids and categories, `none` for
 * an empty list, `default` for the default list; empty or absent: undefined (the policy's
 * `zero_tolerance`, else the default, decides). An empty entry (`,`, `a,,b`, `a,`) is a usage
 * error: `none` is the one way to turn zero tolerance off.
 */
function parseZeroToleranceList(raw, where) {
    if (raw === undefined || raw.trim() === "")
        return undefined;
    const items = raw.split(",").map((p) => p.trim());
    const empty = items.indexOf("");
    if (empty >= 0) {
        throw new errors/* UsageError */.e(`${where}: entry ${empty + 1} of ${JSON.stringify(raw.trim().slice(0, 80))} is empty; list rule ids or categories separated by commas, or 'none' to turn zero tolerance off`);
    }
    const parts = items.flatMap((p) => p.split(/\s+/));
    if (parts.length === 1 && parts[0].toLowerCase() === "none")
        return [];
    if (parts.length === 1 && parts[0].toLowerCase() === "default")
        return [...DEFAULT_ZERO_TOLERANCE];
    return checkZeroTolerance(parts, where);
}

;// CONCATENATED MODULE: ./lib/gate/options.js
// Every value list the CLI's flags and the action's inputs accept, and the one parser of each, so a
// flag and its input can never drift apart. Messages name the field the way its user wrote it:
// `--fail-on must be …, got 'x'` for a flag, `input 'fail-on' must be … (got 'x')` for an input.







/** `fail-on` as the action takes it: `auto` is `regressions` with a baseline, `failures` without. */
const FAIL_ON_INPUTS = ["auto", ...FAIL_ON_MODES];
/** What a baseline that was asked for but cannot be used does to the gate. */
const BASELINE_MISSING_MODES = ["warn", "fail", "ignore"];
/** Traces that do not pair with the baseline (none paired, or paired only by position and changed): fail the gate, or warn. */
const UNPAIRED_MODES = ["fail", "warn"];
/** A policy change that turns traces red which pass under the base branch's policy: fail the gate, or report it. */
const POLICY_CHANGE_MODES = ["gate", "report"];
const TRI_STATES = ["auto", "true", "false"];
const ANNOTATION_MODES = ["auto", "regressions", "all", "none"];
const PR_COMMENT_MODES = ["off", "on-failure", "always"];
const NO_FILES_MODES = ["error", "warn", "ignore"];
const flag = (name) => ({ kind: "flag", name });
const input = (name) => ({ kind: "input", name });
/** How a message names the field: `--zero-tolerance`, `input 'zero-tolerance'`. */
function fieldName(field) {
    return field.kind === "flag" ? `--${field.name}` : `input '${field.name}'`;
}
/** A boolean input (`true`/`yes`/`on`/`1`, `false`/`no`/`off`/`0`, any case; empty: `dflt`). */
function parseBool(field, raw, dflt) {
    const v = (raw ?? "").trim().toLowerCase();
    if (v === "")
        return dflt;
    if (["true", "yes", "on", "1"].includes(v))
        return true;
    if (["false", "no", "off", "0"].includes(v))
        return false;
    throw invalid(field, "true or false", v);
}
/** The refusal of a field's value: one line naming the field and what it takes. */
function invalid(field, takes, raw) {
    return field.kind === "flag" ? new errors/* UsageError */.e(`--${field.name} must be ${takes}, got '${raw}'`) : new errors/* UsageError */.e(`input '${field.name}' must be ${takes} (got '${raw}')`);
}
/**
 * One of `allowed`, or `dflt` when absent. Flags are exact; inputs are trimmed and case-blind
 * (YAML authors write `Regressions`), and an empty input is absent, as the runner passes it.
 */
function parseChoice(field, raw, allowed, dflt) {
    if (raw === undefined)
        return dflt;
    const v = field.kind === "input" ? raw.trim().toLowerCase() : raw;
    if (field.kind === "input" && v === "")
        return dflt;
    if (allowed.includes(v))
        return v;
    throw invalid(field, `one of ${allowed.join(", ")}`, raw.trim());
}
/**
 * A plain decimal number in [min, max] (no hex, binary, exponents or `Infinity`, which Number()
 * would take), or undefined when absent.
 */
function parseNumber(field, raw, min, max, takes) {
    if (raw === undefined || (field.kind === "input" && raw.trim() === ""))
        return undefined;
    const t = raw.trim();
    const n = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
    if (!Number.isFinite(n) || n < min || n > max)
        throw invalid(field, takes ?? `a number between ${min} and ${max}`, t);
    return n;
}
/**
 * A trace format: exactly one of FORMATS for flags and inputs alike (trimmed; empty is `auto`), so
 * the action refuses up front what the CLI refuses (`OPENAI-CHAT` names no format: the adapters'
 * names are lower case), with the spelling meant.
 */
function parseFormat(field, raw) {
    const v = raw?.trim();
    if (v === undefined || (field.kind === "input" && v === ""))
        return "auto";
    if (adapters/* FORMATS */.hR.includes(v))
        return v;
    const meant = adapters/* FORMATS */.hR.find((f) => f === v.toLowerCase().replaceAll("_", "-"));
    throw invalid(field, `one of ${adapters/* FORMATS */.hR.join(", ")}${meant ? ` (did you mean '${meant}'?)` : ""}`, v);
}
/** The score a trace needs to pass, 0 to 100 (default 70). */
function parseFailUnder(field, raw, dflt = 70) {
    return parseNumber(field, raw, 0, 100, field.kind === "flag" ? "a number from 0 to 100" : undefined) ?? dflt;
}
/** Regressions mode: the per-trace score drop (points) above which the gate fails; null: none. */
function parseMaxScoreDrop(field, raw) {
    return parseNumber(field, raw, 0, field.kind === "flag" ? Number.MAX_VALUE : 100, field.kind === "flag" ? "a number of score points >= 0" : undefined) ?? null;
}
/** The scenario gate (docs/repeats.md): what insufficient data and flaky scenarios do. */
const INSUFFICIENT_MODES = ["warn", "fail"];
const FLAKY_MODES = ["warn", "fail", "ignore"];
/** The flag (without `--`) and the input of each field: the same name. */
const REPEATS_FIELD_NAMES = {
    scenarioFrom: "scenario-from",
    alpha: "alpha",
    insufficient: "insufficient",
    flaky: "flaky",
    minRuns: "min-runs",
    zeroTolerance: "zero-tolerance",
    strictPolicy: "strict-policy",
};
/**
 * The scenario gate's options from flags or inputs (`name` maps an option to its field). A
 * pattern that is not RE2 or has no single capture group is refused naming the field.
 */
function parseRepeats(fields, name) {
    const given = (v) => v !== undefined && v.trim() !== "";
    const { zeroTolerance, strictPolicy, ...scenarioFields } = fields;
    const explicit = Object.values(scenarioFields).some(given);
    const f = name("scenarioFrom");
    const pattern = given(fields.scenarioFrom) ? (0,scenario/* compileScenarioPattern */.s4)(fields.scenarioFrom, f.kind === "flag" ? `--${f.name}` : `input '${f.name}'`) : null;
    const alphaField = name("alpha");
    const alpha = parseNumber(alphaField, fields.alpha, 0, 1, "a number between 0 and 1 (exclusive)");
    if (alpha === 0 || alpha === 1)
        throw invalid(alphaField, "a number between 0 and 1 (exclusive)", String(fields.alpha).trim());
    const minField = name("minRuns");
    const minRuns = parseNumber(minField, fields.minRuns, 1, 1_000_000, "a whole number >= 1");
    if (minRuns !== undefined && !Number.isInteger(minRuns))
        throw invalid(minField, "a whole number >= 1", String(fields.minRuns).trim());
    const options = {
        insufficient: parseChoice(name("insufficient"), fields.insufficient, INSUFFICIENT_MODES, "warn"),
        flaky: parseChoice(name("flaky"), fields.flaky, FLAKY_MODES, "warn"),
    };
    if (alpha !== undefined)
        options.alpha = alpha;
    if (minRuns !== undefined)
        options.minRuns = minRuns;
    const zt = name("zeroTolerance");
    const ztList = parseZeroToleranceList(zeroTolerance, fieldName(zt));
    if (ztList !== undefined)
        options.zeroTolerance = ztList;
    if (strictPolicy === true || (typeof strictPolicy === "string" && parseBool(name("strictPolicy"), strictPolicy, false)))
        options.strictPolicy = true;
    return { pattern, options, explicit };
}
/**
 * `jobs` (threads validating files, the main one included): a whole number, or `auto`: the CPUs,
 * at most 4. Absent: `auto` on a machine with 4 CPUs or more (a hosted runner), else 1 — on fewer
 * cores an extra thread, a V8 heap of its own (about 70 MB), gives too little (BENCHMARKS.md).
 */
function parseJobs(field, raw, cpus = (0,external_node_os_.availableParallelism)()) {
    const v = raw === undefined ? undefined : field.kind === "input" ? raw.trim().toLowerCase() : raw;
    if (v === undefined || v === "")
        return cpus >= 4 ? Math.min(4, cpus) : 1;
    if (v === "auto")
        return Math.min(4, cpus);
    const n = Number(v);
    if (!/^\d+$/.test(v) || n < 1 || n > 64)
        throw invalid(field, "'auto' or a whole number from 1 to 64", raw.trim());
    return n;
}

;// CONCATENATED MODULE: ./lib/gate/thresholds.js
// The usage gates' flags and inputs (docs/cost.md, "Gates"): `max-cost-increase`,
// `max-tokens-increase`, `max-latency-increase`. One parser for both, like gate/options.ts: a
// malformed value is one usage line naming the field and what it takes (exit code 2).


/** The flag or input name of each quantity's threshold. */
const THRESHOLD_NAMES = { cost: "max-cost-increase", tokens: "max-tokens-increase", latency: "max-latency-increase" };
/** The thresholds given (absent or empty: not set); null when none is. */
function parseUsageThresholds(field, get) {
    const out = {};
    for (const q of threshold/* QUANTITIES */.cl) {
        const name = THRESHOLD_NAMES[q];
        const raw = get(name);
        if (raw === undefined || (raw.trim() === "" && field(name).kind === "input"))
            continue;
        const t = (0,threshold/* parseThreshold */.B7)(raw, q);
        if (typeof t === "string")
            throw invalid(field(name), (0,threshold/* thresholdForm */.UQ)(q), raw.trim());
        out[q] = t;
    }
    return threshold/* QUANTITIES */.cl.some((q) => out[q]) ? out : null;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./lib/shard/select.js
// Which files a shard validates (`arh validate --shard i/N`). A file belongs to shard
// `1 + (h mod N)`, where `h` is the first 48 bits of the SHA-256 of its repository-relative path
// (the report's `source_path`: `/`-separated, relative to `--root` or the current directory). The
// hash depends on the path alone, so every machine splits a tree the same way, whatever the order
// or the number of files it sees; shards are disjoint and cover every file by construction.


/** A GitHub matrix has at most 256 jobs; this leaves room and bounds what a merge must track. */
const MAX_SHARDS = 1000;
/** Parse `i/N` (1 ≤ i ≤ N ≤ MAX_SHARDS); anything else is a usage error saying what is expected. */
function parseShard(v, flag = "--shard") {
    const m = /^(\d{1,6})\/(\d{1,6})$/.exec(v);
    const shown = v.length > 40 ? v.slice(0, 40) + "…" : v;
    if (!m)
        throw new errors/* UsageError */.e(`${flag} must be i/N (for example 2/5), got '${shown}'`);
    const index = Number(m[1]);
    const total = Number(m[2]);
    if (total < 1 || total > MAX_SHARDS)
        throw new errors/* UsageError */.e(`${flag} ${shown}: the total N must be from 1 to ${MAX_SHARDS}`);
    if (index < 1 || index > total)
        throw new errors/* UsageError */.e(`${flag} ${shown}: the index i must be from 1 to ${total}`);
    return { index, total };
}
/** The shard (1-based) a repository-relative path belongs to, out of `total`. */
function shardOf(path, total) {
    const d = (0,external_node_crypto_.createHash)("sha256").update(path, "utf8").digest();
    return 1 + (d.readUIntBE(0, 6) % total);
}
/** The files of `shard`, in their input order; `uriOf` gives a file's repository-relative path. */
function selectShard(files, uriOf, shard) {
    if (shard.total === 1)
        return files.slice();
    return files.filter((f) => shardOf(uriOf(f), shard.total) === shard.index);
}

// EXTERNAL MODULE: ./lib/files/match.js
var match = __webpack_require__(90058);
;// CONCATENATED MODULE: ./lib/trend/series.js
const perTrace = (v, m) => (v === null || m.traces === 0 ? null : v / m.traces);
const fixed = (d) => (v) => v.toFixed(d);
const errorCount = (m) => Object.values(m.errors).reduce((a, b) => a + b, 0);
/** The token kinds a history records, code-point order. */
function tokenKinds(points, group) {
    const kinds = new Set();
    for (const p of points) {
        const m = metricsAt(p, group);
        for (const k of Object.keys(m?.tokens ?? {}))
            kinds.add(k);
    }
    return [...kinds].sort();
}
/** The headline metrics, with one token row per kind the points record. */
function headlines(kinds) {
    return [
        { key: "pass_rate", label: "pass rate", worse: "down", get: (m) => (m.traces === 0 ? null : m.pass_rate), show: (v) => `${(v * 100).toFixed(1)}%`, drift: true },
        { key: "mean_score", label: "mean score", worse: "down", get: (m) => m.mean_score, show: fixed(2), drift: false },
        { key: "errors_per_trace", label: "error findings / trace", worse: "up", get: (m) => perTrace(errorCount(m), m), show: fixed(2), drift: false },
        { key: "cost_per_trace", label: "cost / trace", worse: "up", get: (m) => perTrace(m.cost_usd, m), show: (v) => `$${v.toFixed(4)}`, drift: true },
        ...kinds.map((k) => ({ key: `tokens_${k}_per_trace`, label: `tokens (${k}) / trace`, worse: "up", get: (m) => perTrace(m.tokens?.[k] ?? null, m), show: fixed(0), drift: true })),
        { key: "latency_p50", label: "latency p50", worse: "up", get: (m) => m.latency_ms?.p50 ?? null, show: (v) => `${Math.round(v)} ms`, drift: true },
        { key: "latency_p95", label: "latency p95", worse: "up", get: (m) => m.latency_ms?.p95 ?? null, show: (v) => `${Math.round(v)} ms`, drift: false },
    ];
}
/** A group's metrics at a point: the run's (group null) or a scenario's, else null. */
function metricsAt(p, group) {
    if (group === null)
        return p.run;
    return Object.hasOwn(p.scenarios, group) ? p.scenarios[group] : null;
}
const BARS = "▁▂▃▄▅▆▇█";
/** A text sparkline of the values (a gap for a missing one); a flat series is a flat line. */
function sparkline(values) {
    const known = values.filter((v) => v !== null);
    if (known.length === 0)
        return "";
    const lo = Math.min(...known);
    const hi = Math.max(...known);
    return values.map((v) => (v === null ? " " : hi === lo ? BARS[3] : BARS[Math.round(((v - lo) / (hi - lo)) * (BARS.length - 1))])).join("");
}
function median(values) {
    const s = [...values].sort((a, b) => a - b);
    const h = Math.floor(s.length / 2);
    return s.length % 2 ? s[h] : (s[h - 1] + s[h]) / 2;
}
/** One row per headline metric recorded at least once, for the run (group null) or a scenario. */
function trendRows(points, group) {
    const rows = [];
    for (const h of headlines(tokenKinds(points, group))) {
        const values = points.map((p) => {
            const m = metricsAt(p, group);
            const v = m ? h.get(m) : null;
            return v === null ? null : Number(v.toFixed(6));
        });
        const known = values.filter((v) => v !== null);
        if (known.length === 0)
            continue;
        const last = values[values.length - 1] ?? null;
        const before = values.slice(0, -1).filter((v) => v !== null).slice(-10);
        const ref = before.length ? median(before) : null;
        const change = last === null || ref === null || ref === 0 ? null : Number(((last - ref) / ref).toFixed(4));
        rows.push({ key: h.key, label: h.label, values, sparkline: sparkline(values), first: known.length ? h.show(known[0]) : null, last: last === null ? null : h.show(last), change });
    }
    return rows;
}
/** Scenarios whose last point moved: a headline changed by at least `by` (relative) against the points before. */
function movedScenarios(points, by = 0.1, limit = 10) {
    const last = points[points.length - 1];
    if (!last || points.length < 2)
        return [];
    const moved = [];
    for (const s of Object.keys(last.scenarios).sort()) {
        const worst = Math.max(0, ...trendRows(points, s).map((r) => Math.abs(r.change ?? 0)));
        if (worst >= by)
            moved.push([s, worst]);
    }
    return moved.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, limit).map(([s]) => s);
}
/** `20%` warns past 20 %; `fail:20%` fails the run; `off` or empty: no check. Else why not. */
function series_parseDrift(raw) {
    const s = (raw ?? "").trim();
    if (s === "" || s === "off")
        return null;
    const m = /^(?:(warn|fail):)?\s*(\d+(?:\.\d+)?)\s*%$/.exec(s);
    if (!m)
        return { error: `must be a percentage such as 20%, fail:20% or off, got '${s.slice(0, 60)}'` };
    const t = Number(m[2]) / 100;
    if (!(t > 0 && t <= 10))
        return { error: `must be above 0% and at most 1000%, got '${s.slice(0, 60)}'` };
    return { threshold: t, mode: m[1] ?? "warn" };
}
/** The recent window against the one before it, at most 10 points each, at least 3. */
const DRIFT_WINDOW = 10;
const MIN_DRIFT_WINDOW = 3;
/**
 * The run's headline metrics that drifted the bad way past `threshold`: the median of the last
 * `w` recorded values (the new point's among them) against the median of the `w` before, where
 * `w` is 10, or half the recorded values when fewer than 20 (at least 3).
 */
function detectDrift(h, threshold) {
    const out = [];
    const pts = h.points;
    for (const hd of headlines(tokenKinds(pts, null))) {
        if (!hd.drift)
            continue;
        const vals = pts.map((p) => hd.get(p.run)).filter((v) => v !== null);
        const w = Math.min(DRIFT_WINDOW, Math.floor(vals.length / 2));
        if (w < MIN_DRIFT_WINDOW)
            continue;
        const earlier = median(vals.slice(vals.length - 2 * w, vals.length - w));
        const recent = median(vals.slice(vals.length - w));
        if (earlier === 0)
            continue;
        const change = (recent - earlier) / earlier;
        const bad = hd.worse === "up" ? change > threshold + 1e-12 : change < -threshold - 1e-12;
        if (!bad)
            continue;
        const pct = `${change > 0 ? "+" : ""}${(change * 100).toFixed(1)}%`;
        out.push({ key: hd.key, label: hd.label, window: w, earlier, recent, change, message: `${hd.label} drifted ${pct}: median ${hd.show(recent)} over the last ${w} runs against ${hd.show(earlier)} over the ${w} before (max-drift ${Number((threshold * 100).toFixed(2))}%)` });
    }
    return out;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./lib/util/bound.js
var bound = __webpack_require__(38108);
// EXTERNAL MODULE: ./lib/trend/history.js + 1 modules
var trend_history = __webpack_require__(44760);
;// CONCATENATED MODULE: ./lib/bundle/history.js
// Carrying the history a baseline bundle holds forward (docs/trend.md): `history.json` beside the
// report. The previous bundle's history (a folder or a zip, read by history-read.ts) is carried
// forward with this run's point; a missing, unreadable or bad one starts a new history with a
// notice, never an error: a damaged history never stops a run. The pure part is src/trend/.





const show = (s) => (0,bound/* truncateText */.EJ)(s, 200);
/** The next history: the previous one (or none) with this run's point, and the drift check. Pure. */
function nextHistory(prev, report, o) {
    const point = (0,trend_history/* pointOf */.qk)(report, o.commit, o.date, o.pattern);
    // the reader drops them, naming the file, when given the run's date (history-read.ts); here for a caller that did not
    const later = prev.history ? (0,trend_history/* withoutLaterPoints */.ig)(prev.history, o.date) : { history: null, dropped: null };
    const ext = (0,trend_history/* extendHistory */.$6)(later.history, point, { ...o.scope, max: o.max });
    const notices = [...(prev.notice ? [prev.notice] : []), ...(later.dropped ? [`history: ${later.dropped}`] : []), ...ext.notices];
    // checked on every run: one not appended (its commit recorded earlier, its date before the last
    // point's) is checked as the history's last point all the same
    const checked = ext.appended ? ext.history : { ...ext.history, points: [...(later.history?.points ?? []).filter((p) => p.commit !== point.commit), point] };
    const drifts = o.drift ? detectDrift(checked, o.drift.threshold) : [];
    return { history: ext.history, text: (0,trend_history/* renderHistory */.zs)(ext.history), notices, drifts, failed: o.drift?.mode === "fail" && drifts.length > 0 };
}
/** The history flags of `arh validate` (with `--bundle-out`; `--commit` is validate's own). */
const HISTORY_OPTIONS = {
    "history-from": { type: "string" },
    "history-max": { type: "string" },
    date: { type: "string" },
    "max-drift": { type: "string" },
};
/** `--history-max`: a whole number 1..MAX_HISTORY_MAX; else a usage error. */
function parseHistoryMax(raw, name) {
    if (raw === undefined || raw.trim() === "")
        return trend_history/* DEFAULT_HISTORY_MAX */.qu;
    const n = Number(raw.trim());
    if (!Number.isSafeInteger(n) || n < 1 || n > trend_history/* MAX_HISTORY_MAX */.Xc)
        throw new errors/* UsageError */.e(`${name} must be a whole number from 1 to ${trend_history/* MAX_HISTORY_MAX */.Xc}, got '${show(raw)}'`);
    return n;
}
/** The event's date from a GitHub event payload: the pushed head commit's timestamp, in UTC. */
function eventDateOf(payload) {
    const p = payload;
    const ts = p?.head_commit?.timestamp;
    if (typeof ts !== "string")
        return null;
    const t = Date.parse(ts);
    return Number.isNaN(t) ? null : new Date(t).toISOString().replace(/\.000Z$/, "Z");
}
/**
 * What the flags ask of the history, checked before any trace is read; null without
 * `--history-from`. The commit is `--commit` (else GITHUB_SHA), the date `--date` (else the event
 * payload's), the scope GITHUB_REPOSITORY and GITHUB_REF_NAME when set: never the clock.
 */
function historyRequest(values, env) {
    const from = values["history-from"];
    if (from === undefined) {
        for (const f of ["history-max", "date", "max-drift"])
            if (values[f] !== undefined)
                throw new UsageError(`--${f} goes with --history-from (the previous bundle whose history is carried forward)`);
        return null;
    }
    if (from === "")
        throw new UsageError("--history-from needs the previous bundle (a folder or a .zip)");
    const max = parseHistoryMax(values["history-max"], "--history-max");
    const drift = parseDrift(values["max-drift"]);
    if (drift && "error" in drift)
        throw new UsageError(`--max-drift ${drift.error}`);
    const commitRaw = values.commit ?? env.GITHUB_SHA;
    const commit = commitRaw?.toLowerCase();
    if (!isCommit(commit))
        throw new UsageError(commitRaw === undefined ? "--history-from needs the run's commit: pass --commit SHA" : `--commit must be 7 to 64 hex digits, got '${show(commitRaw)}'`);
    let date = values.date;
    if (date === undefined && env.GITHUB_EVENT_PATH) {
        try {
            date = eventDateOf(JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, "utf8"))) ?? undefined;
        }
        catch {
            // no payload to read: --date is required below
        }
    }
    if (date === undefined)
        throw new UsageError("--history-from needs the run's date: pass --date YYYY-MM-DD (in GitHub Actions the push event's payload has it)");
    if (!isEventDate(date))
        throw new UsageError(`--date must be YYYY-MM-DD or an ISO 8601 UTC date-time (…T12:00:00Z), got '${show(date)}'`);
    const scope = { repository: env.GITHUB_REPOSITORY || null, branch: env.GITHUB_REF_NAME || null };
    return {
        async run(reportPath, pattern) {
            // loaded when a history is carried: the zip reader is not part of every validation's startup
            const [{ loadReportFile }, { readBundleHistory }] = await Promise.all([Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 68915)), Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 87505))]);
            // the report as written (the run may have kept only a stub of each entry in memory)
            const report = loadReportFile(reportPath, "report");
            const prev = await readBundleHistory(from, { ...scope, date: date });
            return nextHistory(prev, report, { commit, date: date, scope, max, pattern, drift: drift });
        },
    };
}

;// CONCATENATED MODULE: ./lib/github/inputs.js
// Action inputs: parsed and validated from a getter (core.getInput in the action, a map in tests).
// Pure: no environment access here; the getter is the only source.







function oneOf(get, name, allowed, dflt) {
    return parseChoice(input(name), get(name), allowed, dflt);
}
function bool(get, name, dflt) {
    return parseBool(input(name), get(name), dflt);
}
function num(get, name, min, max) {
    return parseNumber(input(name), get(name), min, max);
}
/** Split the `traces` input (src/files/match.ts): whitespace or newlines separate patterns, quotes keep spaces; `#` lines are comments. */
const splitPatterns = match/* splitTracePatterns */.B1;
/** The inputs a validating run needs. */
function requireValidationInputs(i) {
    if (i.traces.filter((p) => !p.startsWith("!")).length === 0)
        throw new errors/* UsageError */.e("input 'traces' is required: one or more globs, files or directories");
    if (i.policy === "")
        throw new errors/* UsageError */.e("input 'policy' is required: the path of the policy file");
}
function artifactName(get, name, dflt) {
    const v = get(name).trim() || dflt;
    if (!/^[A-Za-z0-9._-]{1,100}$/.test(v))
        throw new errors/* UsageError */.e(`input '${name}' must be a plain artifact name (letters, digits, '.', '_', '-'), got '${v}'`);
    return v;
}
/**
 * Parse every input up front. `traces` and `policy` are checked by `requireValidationInputs` once
 * the run knows it validates (a publishing run, on `workflow_run` or with `publish-from`, needs neither).
 */
function parseInputs(get) {
    const publishRaw = get("publish-from").trim();
    if (publishRaw !== "" && !/^[1-9]\d{0,15}$/.test(publishRaw))
        throw new errors/* UsageError */.e(`input 'publish-from' must be a workflow run id (digits), got '${publishRaw}'`);
    const publishFrom = publishRaw === "" ? null : Number(publishRaw);
    const traces = splitPatterns(get("traces"));
    const policy = get("policy").trim();
    const format = parseFormat(input("format"), get("format"));
    const sha = get("sha").trim().toLowerCase();
    if (sha !== "" && !/^[0-9a-f]{40}$/.test(sha))
        throw new errors/* UsageError */.e(`input 'sha' must be a full 40-character commit SHA, got '${sha}'`);
    const ref = get("ref").trim();
    if (ref !== "" && !/^refs\/(heads|tags|pull)\/\S+$/.test(ref))
        throw new errors/* UsageError */.e(`input 'ref' must be a full ref such as refs/heads/main or refs/pull/7/head, got '${ref}'`);
    const baselineRaw = get("baseline").trim();
    let baseline;
    if (baselineRaw === "" || baselineRaw.toLowerCase() === "auto")
        baseline = { kind: "auto" };
    else if (baselineRaw.toLowerCase() === "none")
        baseline = { kind: "none" };
    else
        baseline = { kind: "path", path: baselineRaw };
    const baselineArtifact = artifactName(get, "baseline-artifact", "arh-baseline");
    const retention = num(get, "baseline-retention-days", 1, 90);
    const sarifCategory = get("sarif-category").trim() || "arh";
    // It names the SARIF category, the check run and the sticky comment's marker: keep it plain.
    if (!/^[A-Za-z0-9._:/=+-]{1,100}$/.test(sarifCategory))
        throw new errors/* UsageError */.e(`input 'sarif-category' may hold letters, digits and . _ : / = + - (at most 100), got '${sarifCategory.slice(0, 100)}'`);
    const memoryAdapter = get("memory-adapter").trim();
    const shardRaw = get("shard").trim();
    const shard = shardRaw === "" ? null : parseShard(shardRaw, "input 'shard'");
    const mergeRaw = get("merge").trim();
    if (mergeRaw !== "" && !(/^\d{1,6}$/.test(mergeRaw) && Number(mergeRaw) >= 1 && Number(mergeRaw) <= MAX_SHARDS)) {
        throw new errors/* UsageError */.e(`input 'merge' must be the number of shards, a whole number from 1 to ${MAX_SHARDS} (got '${mergeRaw.slice(0, 40)}')`);
    }
    const merge = mergeRaw === "" ? null : Number(mergeRaw);
    if (shard && merge !== null)
        throw new errors/* UsageError */.e("inputs 'shard' and 'merge' exclude each other: matrix jobs set 'shard', the one merge job after them sets 'merge'");
    const maxDrift = series_parseDrift(get("max-drift"));
    if (maxDrift && "error" in maxDrift)
        throw new errors/* UsageError */.e(`input 'max-drift' ${maxDrift.error}`);
    return {
        traces,
        policy,
        format,
        failUnder: parseFailUnder(input("fail-under"), get("fail-under")),
        baseline,
        baselineArtifact,
        baselineMissing: oneOf(get, "baseline-missing", BASELINE_MISSING_MODES, "warn"),
        unpaired: oneOf(get, "unpaired", UNPAIRED_MODES, "fail"),
        policyChange: oneOf(get, "policy-change", POLICY_CHANGE_MODES, "gate"),
        baselineRetentionDays: retention === undefined ? undefined : Math.floor(retention),
        failOn: oneOf(get, "fail-on", FAIL_ON_INPUTS, "auto"),
        maxScoreDrop: parseMaxScoreDrop(input("max-score-drop"), get("max-score-drop")) ?? undefined,
        usage: parseUsageThresholds(input, get),
        uploadBaseline: oneOf(get, "upload-baseline", TRI_STATES, "auto"),
        sarifUpload: oneOf(get, "sarif-upload", TRI_STATES, "auto"),
        sarifCategory,
        annotations: oneOf(get, "annotations", ANNOTATION_MODES, "auto"),
        jobSummary: bool(get, "job-summary", true),
        prComment: oneOf(get, "pr-comment", PR_COMMENT_MODES, "off"),
        outputDir: get("output-dir").trim() || "arh-reports",
        outputOutsideWorkspace: bool(get, "output-dir-outside-workspace", false),
        ifNoFilesFound: oneOf(get, "if-no-files-found", NO_FILES_MODES, "error"),
        allowEmpty: bool(get, "allow-empty", false),
        workingDirectory: get("working-directory").trim(),
        publishFrom,
        reportsArtifact: artifactName(get, "reports-artifact", "arh-reports"),
        uploadReports: oneOf(get, "upload-reports", TRI_STATES, "auto"),
        checkRun: bool(get, "check-run", false),
        sarifWait: bool(get, "sarif-wait", true),
        ref,
        sha,
        token: get("token").trim(),
        memoryAdapter: memoryAdapter === "" ? undefined : memoryAdapter,
        repeats: parseRepeats({
            scenarioFrom: get("scenario-from"),
            alpha: get("alpha"),
            insufficient: get("insufficient"),
            flaky: get("flaky"),
            minRuns: get("min-runs"),
            zeroTolerance: get("zero-tolerance"),
            strictPolicy: get("strict-policy"),
        }, (o) => input(REPEATS_FIELD_NAMES[o])),
        quarantine: get("quarantine").trim(),
        historyMax: parseHistoryMax(get("history-max"), "input 'history-max'"),
        maxDrift,
        shard,
        merge,
        jobs: parseJobs(input("jobs"), get("jobs")),
    };
}

;// CONCATENATED MODULE: ./lib/github/context.js
// The run's context as a plain object, read once from the runner's environment and event payload.

/** Dependabot's PRs run with a read-only token and no secrets, as fork PRs do. */
const DEPENDABOT = "dependabot[bot]";
function rec(v) {
    return v !== null && typeof v === "object" && !Array.isArray(v) ? v : {};
}
function numOrNull(v) {
    if (typeof v === "number" && Number.isFinite(v))
        return v;
    if (typeof v === "string" && /^\d+$/.test(v))
        return Number(v);
    return null;
}
function str(v) {
    return typeof v === "string" && v !== "" ? v : null;
}
function readEventPayload(env) {
    const p = env.GITHUB_EVENT_PATH;
    if (!p)
        return {};
    try {
        return rec(JSON.parse((0,external_node_fs_.readFileSync)(p, "utf8")));
    }
    catch {
        return {};
    }
}
function contextFromEnv(env, payload, cwd) {
    const repository = rec(payload.repository);
    const [owner = "", repo = ""] = (env.GITHUB_REPOSITORY ?? `${str(rec(repository.owner).login) ?? ""}/${str(repository.name) ?? ""}`).split("/");
    const repositoryId = numOrNull(repository.id) ?? numOrNull(env.GITHUB_REPOSITORY_ID);
    const eventName = env.GITHUB_EVENT_NAME ?? "";
    const actor = env.GITHUB_ACTOR ?? str(rec(payload.sender).login) ?? "";
    let pr = null;
    if (eventName === "pull_request" || eventName === "pull_request_target") {
        const pull = rec(payload.pull_request);
        const base = rec(pull.base);
        const head = rec(pull.head);
        const headRepo = head.repo === null ? null : rec(head.repo);
        const headRepoId = headRepo ? numOrNull(headRepo.id) : null;
        const number = numOrNull(pull.number) ?? numOrNull(payload.number) ?? 0;
        // A deleted head repository, or one that differs from the base repository, is a fork. The head
        // repository's own `fork` flag says nothing: in a repository that is itself a fork, a PR from
        // one of its branches has head.repo.id == repository.id and `fork: true`.
        const isFork = headRepoId === null || repositoryId === null || headRepoId !== repositoryId;
        pr = {
            number,
            baseRef: str(base.ref) ?? env.GITHUB_BASE_REF ?? "",
            headSha: str(head.sha) ?? "",
            headRepoId,
            isFork,
            readOnly: isFork || actor === DEPENDABOT,
        };
    }
    return {
        eventName,
        sha: env.GITHUB_SHA ?? "",
        ref: env.GITHUB_REF ?? "",
        owner,
        repo,
        repositoryId,
        defaultBranch: str(repository.default_branch),
        workspace: env.GITHUB_WORKSPACE || cwd,
        apiUrl: (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""),
        serverUrl: (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, ""),
        runnerTemp: env.RUNNER_TEMP || "",
        runId: numOrNull(env.GITHUB_RUN_ID),
        pr,
        actor,
        workflowRun: eventName === "workflow_run" ? workflowRunFrom(payload) : null,
        eventDate: eventDate(payload),
    };
}
/** The event's own date: what happened, as GitHub recorded it, never the runner's clock. */
function eventDate(payload) {
    const candidates = [rec(payload.head_commit).timestamp, rec(payload.pull_request).updated_at, rec(payload.workflow_run).updated_at, rec(payload.workflow_run).created_at, rec(payload.repository).pushed_at];
    for (const v of candidates) {
        const ms = typeof v === "number" && Number.isFinite(v) ? v * 1000 : typeof v === "string" && /^\d{4}-\d\d-\d\dT/.test(v) ? Date.parse(v) : Number.NaN;
        if (Number.isFinite(ms))
            return new Date(ms).toISOString().slice(0, 10);
    }
    return null;
}
function workflowRunFrom(payload) {
    const run = rec(payload.workflow_run);
    const id = numOrNull(run.id);
    if (id === null)
        return null;
    const prs = Array.isArray(run.pull_requests) ? run.pull_requests : [];
    return {
        id,
        event: str(run.event) ?? "",
        conclusion: str(run.conclusion),
        headSha: str(run.head_sha) ?? "",
        headBranch: str(run.head_branch) ?? "",
        repositoryId: numOrNull(rec(run.repository).id),
        headRepositoryId: numOrNull(rec(run.head_repository).id),
        pullRequests: prs.slice(0, 100).flatMap((p) => {
            const n = numOrNull(rec(p).number);
            return n === null ? [] : [{ number: n, headSha: str(rec(rec(p).head).sha) ?? "", baseRef: str(rec(rec(p).base).ref) ?? "" }];
        }),
    };
}
/** The ref SARIF results belong to: the PR's merge ref on pull requests, else GITHUB_REF. */
function sarifRef(ctx) {
    return ctx.pr && ctx.pr.number > 0 ? `refs/pull/${ctx.pr.number}/merge` : ctx.ref;
}
/** Push to the repository's default branch. */
function isPushToDefaultBranch(ctx) {
    return ctx.eventName === "push" && ctx.defaultBranch !== null && ctx.ref === `refs/heads/${ctx.defaultBranch}`;
}

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js
var github = __webpack_require__(61351);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(49735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(86856);
;// CONCATENATED MODULE: ./lib/github/octokit.js
// Octokit for the action: @actions/github's client with retry and throttling, honouring
// GITHUB_API_URL (GitHub Enterprise Server), every request bounded in time.



function createOctokit(o) {
    const retries = o.retries ?? 2;
    const base = o.retryBaseMs ?? 1000;
    const timeoutMs = o.timeoutMs ?? 30_000;
    const maxWait = o.maxRetryAfterSec ?? 60;
    const limited = (kind) => (retryAfter, options, _octokit, retryCount) => {
        const what = `${options.method ?? "GET"} ${options.url ?? ""}`;
        if (retryCount < 1 && retryAfter <= maxWait) {
            o.log.info(`GitHub API ${kind} rate limit on ${what}; retrying after ${retryAfter} s`);
            return true;
        }
        o.log.info(`GitHub API ${kind} rate limit on ${what}; giving up`);
        return false;
    };
    const boundedFetch = (url, init) => {
        const signal = init?.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
        return fetch(url, { ...init, signal });
    };
    return (0,github/* getOctokit */.Q)(o.token, {
        baseUrl: o.baseUrl,
        log: { debug: () => { }, info: () => { }, warn: (m) => o.log.debug(m), error: (m) => o.log.debug(m) },
        request: { fetch: boundedFetch },
        retry: { retries, retryAfterBaseValue: base, doNotRetry: [400, 401, 403, 404, 410, 422, 451] },
        throttle: {
            retryAfterBaseValue: base,
            fallbackSecondaryRateRetryAfter: 5,
            onRateLimit: limited("primary"),
            onSecondaryRateLimit: limited("secondary"),
        },
    }, dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
}
/** HTTP status of an Octokit error (0 for network errors or others). */
function httpStatus(err) {
    const s = err?.status;
    return typeof s === "number" ? s : 0;
}
/** One-line description of an API error, without echoing response bodies. */
function describeApiError(err) {
    const status = httpStatus(err);
    const msg = err instanceof Error ? err.message : String(err);
    const short = msg.split("\n")[0].slice(0, 200);
    return status ? `HTTP ${status}: ${short}` : short;
}

// EXTERNAL MODULE: ./lib/util/escape.js
var util_escape = __webpack_require__(7757);
;// CONCATENATED MODULE: ./lib/github/log.js
// Everything the action prints goes through here, so untrusted text never forms a workflow command.


/** Safe single log text: no `::`, no ANSI/C0 controls, bounded length. */
function safe(s, max = 4000) {
    return (0,util_escape/* truncate */.xv)((0,util_escape/* neutralizeWorkflowCommands */.tW)(s), max);
}
function props(p) {
    if (!p)
        return undefined;
    const out = {};
    if (p.title !== undefined)
        out.title = safe(p.title, 200);
    // @actions/core escapes property values (`%`, CR, LF, `:` and `,`), so a file property can never
    // end the command early; neutralising `::` here too would change the path (`a::b.json`).
    if (p.file !== undefined)
        out.file = p.file;
    if (p.startLine !== undefined)
        out.startLine = p.startLine;
    if (p.endLine !== undefined)
        out.endLine = p.endLine;
    // The runner ignores columns on multi-line annotations.
    if (p.startColumn !== undefined && (p.endLine === undefined || p.endLine === p.startLine)) {
        out.startColumn = p.startColumn;
        if (p.endColumn !== undefined)
            out.endColumn = p.endColumn;
    }
    return out;
}
/** The runner-facing logger (@actions/core), neutralising all text. */
const coreLog = {
    info: (m) => core/* info */.pq(safe(m, 100_000)),
    debug: (m) => core/* debug */.Yz(safe(m, 100_000)),
    notice: (m, p) => core/* notice */.lm(safe(m), props(p)),
    warning: (m, p) => core/* warning */.$e(safe(m), props(p)),
    error: (m, p) => core/* error */.z3(safe(m), props(p)),
};

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./lib/github/artifact.js
// Artifact upload (the baseline, a shard's partial report) and this run's artifact downloads (the
// merge job), behind small interfaces: run.ts takes any uploader and downloader; the action passes
// these. The client is GitHub's @actions/artifact, talking to the runner's artifact service through
// ACTIONS_RESULTS_URL and ACTIONS_RUNTIME_TOKEN. It is imported lazily: only runs that upload or
// download load its chunk (dist/<id>.index.js, emitted by the build next to index.js).


/** First line of an error's message, bounded (the client's messages carry multi-line hints). */
function firstLine(e, max = 300) {
    const text = e instanceof Error ? e.message : String(e);
    const line = (text.split("\n")[0] ?? "").trim();
    return line.length > max ? `${line.slice(0, max)}…` : line;
}
/**
 * The real uploader. Artifact names are unique per workflow run and a re-run of a job is the same
 * run, so a re-run's upload of the same name conflicts (409). Then, like upload-artifact's
 * `overwrite`, this deletes this run's earlier artifact of that name (`deleteArtifact`) and uploads
 * again; a first attempt pays nothing extra. If the conflict stays (the delete failed or raced),
 * the earlier attempt's artifact of the same run remains the baseline: a notice, not a failure.
 */
function actionsArtifactUploader(o = {}) {
    const timeoutMs = o.timeoutMs ?? DEFAULT_UPLOAD_TIMEOUT_MS;
    const state = {
        /** True once an upload was given up on while the client still waits for the service. */
        abandoned: false,
        async upload(name, files, rootDirectory, options) {
            let timer;
            const deadline = new Promise((_, rej) => {
                timer = setTimeout(() => {
                    state.abandoned = true;
                    rej(new Error(`artifact service: no answer within ${Math.round(timeoutMs / 1000)} s`));
                }, timeoutMs);
            });
            try {
                return await Promise.race([attempt(name, files, rootDirectory, options), deadline]);
            }
            finally {
                clearTimeout(timer);
            }
        },
    };
    return state;
}
/**
 * The whole upload, retries included, gets this long. The client waits up to 3 minutes per
 * request and tries 5 times, so a service that accepts connections and never answers would
 * otherwise hold the step for a quarter of an hour.
 */
const DEFAULT_UPLOAD_TIMEOUT_MS = 5 * 60_000;
/** The client, loaded lazily; it reads both variables itself: say plainly what is missing first. */
async function artifactClient() {
    const missing = ["ACTIONS_RESULTS_URL", "ACTIONS_RUNTIME_TOKEN"].filter((k) => !process.env[k]);
    if (missing.length)
        throw new Error(`the runner's artifact service is not available (${missing.join(" and ")} not set; only a GitHub Actions job provides them)`);
    const { DefaultArtifactClient } = await __webpack_require__.e(/* import() */ 252).then(__webpack_require__.bind(__webpack_require__, 91252));
    return new DefaultArtifactClient();
}
async function attempt(name, files, rootDirectory, options) {
    const client = await artifactClient();
    const upload = () => client.uploadArtifact(name, files, rootDirectory, options.retentionDays ? { retentionDays: options.retentionDays } : {});
    // The client's wording for an HTTP status: "Failed request: (409) Conflict: …".
    const conflict = (e) => /\(409\)/.test(firstLine(e));
    const kept = (why) => ({ notice: `baseline artifact '${name}' already exists in this workflow run (an earlier attempt) and could not be replaced (${why}); that one stays the baseline` });
    try {
        const res = await upload();
        return { id: res.id, size: res.size };
    }
    catch (e) {
        if (!conflict(e))
            throw new Error(`artifact service: ${firstLine(e)}`);
    }
    let replaced;
    try {
        replaced = (await client.deleteArtifact(name)).id;
    }
    catch (e) {
        return kept(firstLine(e));
    }
    try {
        const res = await upload();
        return { id: res.id, size: res.size, replaced };
    }
    catch (e) {
        if (conflict(e))
            return kept("it was recreated meanwhile");
        throw new Error(`artifact service: ${firstLine(e)}`);
    }
}
/**
 * The real downloader (`@actions/artifact`). The zip is saved as it is (`skipDecompress`) and
 * extracted by src/github/zip.ts with its limits, never by the client, and its digest is checked
 * against the one the service listed.
 */
function actionsArtifactDownloader() {
    return {
        async list() {
            try {
                const res = await (await artifactClient()).listArtifacts({ latest: true });
                return res.artifacts.map((a) => ({ id: a.id, name: a.name, size: a.size, ...(a.digest ? { digest: a.digest } : {}) }));
            }
            catch (e) {
                throw new Error(`artifact service: ${firstLine(e)}`);
            }
        },
        async download(artifact, dir) {
            let res;
            try {
                res = await (await artifactClient()).downloadArtifact(artifact.id, { path: dir, skipDecompress: true, ...(artifact.digest ? { expectedHash: artifact.digest } : {}) });
            }
            catch (e) {
                throw new Error(`artifact service: ${firstLine(e)}`);
            }
            if (res.digestMismatch)
                throw new Error(`artifact ${artifact.id} ('${artifact.name}'): the downloaded bytes do not match the digest the service listed`);
            const files = (0,external_node_fs_.readdirSync)(dir);
            if (files.length !== 1)
                throw new Error(`artifact ${artifact.id} ('${artifact.name}'): expected one downloaded file, found ${files.length}`);
            return (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, files[0]));
        },
    };
}

// EXTERNAL MODULE: ./lib/compare/load.js
var load = __webpack_require__(68915);
// EXTERNAL MODULE: ./lib/compare/util.js
var util = __webpack_require__(57523);
;// CONCATENATED MODULE: ./lib/compare/drift.js

/** Largest middle section (after trimming the common prefix and suffix) aligned with the exact
 * O(n*m) LCS table; beyond it a greedy common subsequence is used (still deterministic). */
const MAX_LCS_CELLS = 4_000_000;
function keyOf(s) {
    if (s.type === "tool_call")
        return "T\u0000" + (s.tool_name ?? "") + "\u0000" + (s.args_hash ?? "");
    return "M";
}
function isNamedCall(s) {
    return s !== undefined && s.type === "tool_call" && typeof s.tool_name === "string";
}
/** Pairs (i, j) of a common subsequence of `a` and `b`, increasing in both; longest when small enough. */
function lcsPairs(a, b) {
    const pairs = [];
    let lo = 0;
    while (lo < a.length && lo < b.length && a[lo] === b[lo]) {
        pairs.push([lo, lo]);
        lo++;
    }
    let ea = a.length;
    let eb = b.length;
    const tail = [];
    while (ea > lo && eb > lo && a[ea - 1] === b[eb - 1]) {
        ea--;
        eb--;
        tail.push([ea, eb]);
    }
    const n = ea - lo;
    const m = eb - lo;
    if (n > 0 && m > 0) {
        if (n * m <= MAX_LCS_CELLS) {
            // L[i][j] = LCS length of a[lo+i..ea) and b[lo+j..eb); (n+1) x (m+1), row-major.
            const w = m + 1;
            const L = new Uint32Array((n + 1) * w);
            for (let i = n - 1; i >= 0; i--) {
                const ai = a[lo + i];
                for (let j = m - 1; j >= 0; j--) {
                    L[i * w + j] = ai === b[lo + j] ? L[(i + 1) * w + j + 1] + 1 : Math.max(L[(i + 1) * w + j], L[i * w + j + 1]);
                }
            }
            let i = 0;
            let j = 0;
            while (i < n && j < m) {
                if (a[lo + i] === b[lo + j]) {
                    pairs.push([lo + i, lo + j]);
                    i++;
                    j++;
                }
                else if (L[(i + 1) * w + j] >= L[i * w + j + 1])
                    i++;
                else
                    j++;
            }
        }
        else {
            // Greedy: each candidate element takes the next unused equal baseline element.
            const positions = new Map();
            for (let i = lo; i < ea; i++) {
                const k = a[i];
                let q = positions.get(k);
                if (!q)
                    positions.set(k, (q = []));
                q.push(i);
            }
            const cursor = new Map();
            let last = lo - 1;
            for (let j = lo; j < eb; j++) {
                const k = b[j];
                const q = positions.get(k);
                if (!q)
                    continue;
                let c = cursor.get(k) ?? 0;
                while (c < q.length && q[c] <= last)
                    c++;
                cursor.set(k, c);
                if (c < q.length) {
                    last = q[c];
                    pairs.push([last, j]);
                    cursor.set(k, c + 1);
                }
            }
        }
    }
    for (let k = tail.length - 1; k >= 0; k--)
        pairs.push(tail[k]);
    return pairs;
}
/**
 * Whether two digests have the same alignment key (`keyOf`), compared without building it, and
 * count as the same call (a missing tool name and an empty one share a key, not a tool count).
 */
function sameKey(a, b) {
    if (a.type === "tool_call")
        return b.type === "tool_call" && a.tool_name === b.tool_name && (a.args_hash ?? "") === (b.args_hash ?? "");
    return b.type !== "tool_call";
}
/**
 * The pairs (i, i) of an alignment of identical trajectories, shared by every drift that has one:
 * a comparison of thousands of unchanged traces holds each pair once. Read-only, as every `Drift`.
 */
const diagonal = [];
function diagonalPairs(n) {
    for (let i = diagonal.length; i < n; i++)
        diagonal.push([i, i]);
    return diagonal.slice(0, n);
}
/** Drift of `candidate` against `baseline` (step digests of the same trace in two reports). */
function computeDrift(baseline, candidate) {
    // The usual case, the same calls in the same order: what the alignment below gives then (every
    // step paired with its own position, nothing moved, changed, inserted or deleted), without it.
    if (baseline.length === candidate.length) {
        let i = 0;
        while (i < baseline.length && sameKey(baseline[i], candidate[i]))
            i++;
        if (i === baseline.length) {
            return {
                tools_added: [],
                tools_removed: [],
                moved: [],
                changed_arguments: [],
                inserted: [],
                deleted: [],
                inserted_steps: [],
                deleted_steps: [],
                alignment: diagonalPairs(i),
                unchanged: true,
            };
        }
    }
    return alignedDrift(baseline, candidate);
}
/** Drift from the alignment of the two trajectories (what `computeDrift` gives; the identical ones aside, exported for tests). */
function alignedDrift(baseline, candidate) {
    const ka = baseline.map(keyOf);
    const kb = candidate.map(keyOf);
    const lcs = lcsPairs(ka, kb);
    const usedA = new Uint8Array(baseline.length);
    const usedB = new Uint8Array(candidate.length);
    for (const [i, j] of lcs) {
        usedA[i] = 1;
        usedB[j] = 1;
    }
    // Moved: identical calls (same tool and arguments) left out of the LCS on both sides.
    const moved = [];
    const freeB = new Map();
    for (let j = 0; j < candidate.length; j++) {
        if (usedB[j] || !isNamedCall(candidate[j]))
            continue;
        let q = freeB.get(kb[j]);
        if (!q)
            freeB.set(kb[j], (q = []));
        q.push(j);
    }
    for (let i = 0; i < baseline.length; i++) {
        const s = baseline[i];
        if (usedA[i] || !isNamedCall(s))
            continue;
        const q = freeB.get(ka[i]);
        const j = q?.shift();
        if (j === undefined)
            continue;
        usedA[i] = 2;
        usedB[j] = 2;
        moved.push({ tool: s.tool_name, step_id: candidate[j].step_id, baseline_index: i, candidate_index: j });
    }
    // Changed arguments: within each gap between consecutive LCS anchors, pair the remaining calls
    // of the same tool in order.
    const changed = [];
    const aligned = [];
    const anchors = [[-1, -1], ...lcs, [baseline.length, candidate.length]];
    for (let g = 0; g + 1 < anchors.length; g++) {
        const [a0, b0] = anchors[g];
        const [a1, b1] = anchors[g + 1];
        if (g > 0)
            aligned.push(anchors[g]);
        let lastJ = b0;
        for (let i = a0 + 1; i < a1; i++) {
            const s = baseline[i];
            if (usedA[i] || !isNamedCall(s))
                continue;
            for (let j = lastJ + 1; j < b1; j++) {
                const c = candidate[j];
                if (usedB[j] || !isNamedCall(c) || c.tool_name !== s.tool_name)
                    continue;
                usedA[i] = 3;
                usedB[j] = 3;
                lastJ = j;
                aligned.push([i, j]);
                const entry = {
                    tool: s.tool_name,
                    baseline_step_id: s.step_id,
                    candidate_step_id: c.step_id,
                    baseline_index: i,
                    candidate_index: j,
                };
                if (s.args !== undefined)
                    entry.baseline_args = s.args;
                if (c.args !== undefined)
                    entry.candidate_args = c.args;
                changed.push(entry);
                break;
            }
        }
    }
    const deleted = [];
    for (let i = 0; i < baseline.length; i++)
        if (!usedA[i])
            deleted.push(i);
    const inserted = [];
    for (let j = 0; j < candidate.length; j++)
        if (!usedB[j])
            inserted.push(j);
    const info = (steps) => (i) => ({
        index: i,
        step_id: steps[i].step_id,
        type: steps[i].type,
        tool: steps[i].type === "tool_call" ? (steps[i].tool_name ?? null) : null,
    });
    const counts = new Map();
    for (const s of baseline)
        if (isNamedCall(s))
            counts.set(s.tool_name, (counts.get(s.tool_name) ?? 0) - 1);
    for (const s of candidate)
        if (isNamedCall(s))
            counts.set(s.tool_name, (counts.get(s.tool_name) ?? 0) + 1);
    const tools = [...counts.keys()].sort(util/* cmpCodePoints */.BK);
    const tools_added = [];
    const tools_removed = [];
    for (const t of tools) {
        const d = counts.get(t);
        if (d > 0)
            tools_added.push({ tool: t, count: d });
        else if (d < 0)
            tools_removed.push({ tool: t, count: -d });
    }
    return {
        tools_added,
        tools_removed,
        moved,
        changed_arguments: changed,
        inserted,
        deleted,
        inserted_steps: inserted.map(info(candidate)),
        deleted_steps: deleted.map(info(baseline)),
        alignment: aligned,
        unchanged: moved.length === 0 && changed.length === 0 && inserted.length === 0 && deleted.length === 0,
    };
}

// EXTERNAL MODULE: ./lib/util/round.js
var round = __webpack_require__(68364);
;// CONCATENATED MODULE: ./lib/compare/usage-model.js
const USAGE_FIELDS = [
    "cost_usd",
    "total_tokens",
    "input_tokens",
    "output_tokens",
    "cache_read_tokens",
    "cache_creation_tokens",
    "reasoning_tokens",
    "latency_ms",
    "model_latency_ms",
    "tool_latency_ms",
];
/** The field a gate reads, per quantity. */
const GATED = { cost: "cost_usd", tokens: "total_tokens", latency: "latency_ms" };

;// CONCATENATED MODULE: ./lib/compare/cost.js



const TOP_MOVERS = 5;
const MAX_CHECKS = 100;
const DEFAULT_ALPHA = 0.05;
function numOr(v) {
    return typeof v === "number" && Number.isFinite(v) ? v : null;
}
/** Money and milliseconds without binary-fraction tails. */
function tidy(x) {
    // an integer below 1e21 is its own value (toFixed prints it exactly), -0 aside, which becomes 0:
    // most figures are whole (tokens, milliseconds), and toFixed is the cost of a large comparison
    if (Number.isInteger(x) && Math.abs(x) < 1e21)
        return x === 0 ? 0 : x;
    return Number(x.toFixed(10));
}
/** A report entry's figures. Entries without `usage` (older reports) give what they have. */
function usageSide(e) {
    if (e.kind !== undefined && e.kind !== "agent")
        return null;
    const u = e.usage;
    const recorded = numOr(e.total_cost_usd);
    const est = u ? numOr(u.estimated_cost_usd) : null;
    const cost = est !== null ? tidy((recorded ?? 0) + est) : recorded !== null && recorded > 0 ? recorded : null;
    const latency = numOr(e.total_latency_ms);
    const s = {
        cost_usd: cost,
        total_tokens: numOr(e.total_tokens),
        input_tokens: u ? numOr(u.input_tokens) : null,
        output_tokens: u ? numOr(u.output_tokens) : null,
        cache_read_tokens: u ? numOr(u.cache_read_tokens) : null,
        cache_creation_tokens: u ? numOr(u.cache_creation_tokens) : null,
        reasoning_tokens: u ? numOr(u.reasoning_tokens) : null,
        latency_ms: e.latency_recorded === false ? null : latency,
        model_latency_ms: u ? numOr(u.model_latency_ms) : null,
        tool_latency_ms: u ? numOr(u.tool_latency_ms) : null,
    };
    if (est !== null)
        s.cost_estimated = true;
    if (u && Array.isArray(u.unpriced_models) && u.unpriced_models.length > 0)
        s.unpriced_models = u.unpriced_models.filter((m) => typeof m === "string").slice(0, 20);
    return USAGE_FIELDS.some((f) => s[f] !== null) ? s : null;
}
function deltaOf(b, c) {
    const d = {};
    for (const f of USAGE_FIELDS) {
        const x = b[f];
        const y = c[f];
        if (x !== null && y !== null)
            d[f] = tidy(y - x);
    }
    return d;
}
/** The usage of one compared trace, or undefined when neither side records any. */
function traceUsageChange(b, c) {
    const bs = b ? usageSide(b) : null;
    const cs = c ? usageSide(c) : null;
    if (!bs && !cs)
        return undefined;
    return { baseline: bs, candidate: cs, delta: bs && cs ? deltaOf(bs, cs) : {} };
}
/** Relative change in percent, one decimal; null when the baseline is 0. */
function changePct(b, c) {
    return b === 0 ? null : Math.round(((c - b) / b) * 1000) / 10;
}
/**
 * A total against its threshold: regressed when the candidate is above what the threshold allows
 * and the change is at least the quantity's minimum (MIN_CHANGE: a 3 ms trace going to 5 ms is not
 * a regression).
 */
function thresholdVerdict(t, b, c) {
    return c > (0,threshold/* allowed */.TQ)(t, b) && c - b >= threshold/* MIN_CHANGE */._c[t.quantity] ? "regressed" : "within";
}
function emptySide() {
    const s = { traces: 0 };
    for (const f of USAGE_FIELDS)
        s[f] = null;
    return s;
}
function addSide(to, s) {
    to.traces++;
    for (const f of USAGE_FIELDS) {
        const v = s[f];
        if (v !== null)
            to[f] = tidy((to[f] ?? 0) + v);
    }
    if (s.cost_estimated)
        to.cost_estimated = true;
    for (const m of s.unpriced_models ?? []) {
        const list = (to.unpriced_models ??= []);
        if (list.length < 20 && !list.includes(m))
            list.push(m);
    }
}
/** The thresholds in force: the flags' (or inputs'), else the policy's, per quantity. */
function cost_mergeThresholds(first, second) {
    const out = {};
    for (const q of threshold/* QUANTITIES */.cl) {
        const t = first?.[q] ?? second?.[q];
        if (t)
            out[q] = t;
    }
    const alpha = first?.alpha ?? second?.alpha;
    if (alpha !== undefined)
        out.alpha = alpha;
    return threshold/* QUANTITIES */.cl.some((q) => out[q]) ? out : null;
}
/** Accumulates the compared traces' usage into the run's (`add` each, then `result`). */
class cost_UsageTally {
    thresholds;
    base = emptySide();
    cand = emptySide();
    movers = [];
    checks = [];
    failed = 0;
    checked = 0;
    any = false;
    constructor(thresholds = null) {
        this.thresholds = thresholds;
    }
    add(t) {
        const u = t.usage;
        if (!u)
            return;
        this.any = true;
        if (u.baseline)
            addSide(this.base, u.baseline);
        if (u.candidate)
            addSide(this.cand, u.candidate);
        if (!u.baseline || !u.candidate)
            return;
        this.mover(t.trace_id, u.baseline, u.candidate);
        for (const q of threshold/* QUANTITIES */.cl) {
            const th = this.thresholds?.[q];
            const b = u.baseline[GATED[q]];
            const c = u.candidate[GATED[q]];
            if (!th || b === null || c === null)
                continue;
            this.push({ scope: "trace", id: t.trace_id, quantity: q, threshold: th.text, baseline: b, candidate: c, change_pct: changePct(b, c), verdict: thresholdVerdict(th, b, c) });
        }
    }
    push(c) {
        this.checked++;
        if (c.verdict === "regressed")
            this.failed++;
        if (c.verdict !== "within" && this.checks.length < MAX_CHECKS)
            this.checks.push(c);
    }
    mover(id, b, c) {
        let best = null;
        for (const q of threshold/* QUANTITIES */.cl) {
            const x = b[GATED[q]];
            const y = c[GATED[q]];
            if (x === null || y === null || Math.abs(y - x) < threshold/* MIN_CHANGE */._c[q])
                continue;
            const pct = changePct(x, y);
            if (pct !== null && (best === null || Math.abs(pct) > Math.abs(best.pct)))
                best = { pct, q };
        }
        if (best === null)
            return;
        this.movers.push({ trace_id: id, change_pct: best.pct, quantity: best.q, baseline: b, candidate: c });
        // the largest changes first, ties by trace id; kept bounded
        this.movers.sort((m, n) => Math.abs(n.change_pct) - Math.abs(m.change_pct) || (m.trace_id < n.trace_id ? -1 : m.trace_id > n.trace_id ? 1 : 0));
        if (this.movers.length > TOP_MOVERS)
            this.movers.length = TOP_MOVERS;
    }
    /** The run's usage, or undefined when no trace on either side records any. */
    result() {
        if (!this.any)
            return undefined;
        const b = this.base;
        const c = this.cand;
        const change_pct = {};
        const runChecks = [];
        for (const q of threshold/* QUANTITIES */.cl) {
            const x = b[GATED[q]];
            const y = c[GATED[q]];
            // unequal run sizes: the baseline total scaled to the candidate's number of traces
            const scaled = x === null || b.traces === 0 ? null : tidy((x * c.traces) / b.traces);
            change_pct[q] = scaled === null || y === null ? null : changePct(scaled, y);
            const th = this.thresholds?.[q];
            if (th && scaled !== null && y !== null) {
                runChecks.push({ scope: "run", id: null, quantity: q, threshold: th.text, baseline: scaled, candidate: y, change_pct: change_pct[q], verdict: thresholdVerdict(th, scaled, y) });
            }
        }
        const share = (s) => (s.input_tokens ? Math.round(((s.cache_read_tokens ?? 0) / s.input_tokens) * 1000) / 10 : null);
        const out = {
            baseline: b,
            candidate: c,
            delta: deltaOf(b, c),
            change_pct,
            cache_read_share: { baseline: share(b), candidate: share(c) },
            top_movers: this.movers,
        };
        if (this.thresholds) {
            const thresholds = {};
            for (const q of threshold/* QUANTITIES */.cl)
                if (this.thresholds[q])
                    thresholds[q] = this.thresholds[q].text;
            const failedRun = runChecks.filter((x) => x.verdict === "regressed").length;
            out.gate = {
                thresholds,
                alpha: this.thresholds.alpha ?? DEFAULT_ALPHA,
                checks: [...runChecks, ...this.checks],
                failed: failedRun + this.failed,
                checked: runChecks.length + this.checked,
            };
        }
        return out;
    }
}
/**
 * The usage gates that were asked for but could check nothing: the quantity is recorded on neither
 * or only one side, so no run total could be compared (`the cost gate (no cost recorded in the baseline)`).
 * Said beside the verdict, never a silent pass.
 */
function uncheckedUsageGates(u) {
    const g = u?.gate;
    if (!u || !g)
        return [];
    const out = [];
    for (const q of threshold/* QUANTITIES */.cl) {
        if (!g.thresholds[q] || g.checks.some((c) => c.scope === "run" && c.quantity === q))
            continue;
        const b = u.baseline[GATED[q]] === null;
        const c = u.candidate[GATED[q]] === null;
        out.push(`the ${q} gate (no ${q} recorded ${b && c ? "on either side" : b ? "in the baseline" : "in the candidate"})`);
    }
    return out;
}
function fmtValue(q, v) {
    if (q === "cost")
        return `$${v < 0.01 ? v.toFixed(6).replace(/0+$/, "").replace(/\.$/, "") : v.toFixed(4)}`;
    const n = Math.round(v).toLocaleString("en-US");
    return q === "latency" ? `${n} ms` : n;
}
/** One reason of a failed usage check, naming the quantity and the change. */
function usageReason(c) {
    const pct = c.change_pct === null ? "up from 0" : `${c.change_pct >= 0 ? "+" : ""}${c.change_pct.toFixed(1)}%`;
    const where = c.scope === "run" ? "run total" : c.scope === "scenario" ? `scenario '${c.id}'` : `trace '${c.id}'`;
    const stats = c.p !== undefined ? `; ${c.runs[0]} vs ${c.runs[1]} runs, p = ${c.p.toPrecision(2)}, q = ${c.q.toPrecision(2)}` : "";
    const mean = c.scope === "scenario" ? "mean per run " : "";
    return `${c.quantity} ${pct} (${where}: ${mean}${fmtValue(c.quantity, c.baseline)} → ${fmtValue(c.quantity, c.candidate)}; limit ${c.threshold}${stats})`;
}
/** The reasons the usage gates fail: the failing checks, and how many more there are. */
function cost_usageGateReasons(u) {
    const g = u?.gate;
    if (!g || g.failed === 0)
        return [];
    const failing = g.checks.filter((c) => c.verdict === "regressed");
    const shown = failing.slice(0, 10).map(usageReason);
    if (g.failed > shown.length)
        shown.push(`${g.failed - shown.length} more usage check(s) over their limit (the compare JSON lists up to ${MAX_CHECKS})`);
    return shown;
}

;// CONCATENATED MODULE: ./lib/compare/compare.js
// Baseline-versus-candidate comparison and regression gates (semantics.md §7). Pure: the same two
// reports always give the same result, byte for byte once rendered.





/** Unrounded score deltas (the harness gates and averages on them, not on the rounded ones). */
const rawDeltas = new WeakMap();
function rawDelta(t) {
    const r = rawDeltas.get(t);
    return r === undefined ? t.score_delta : r;
}
const SEP = "\u0000";
function fp4(f) {
    return f.trace_id + SEP + f.rule_id + SEP + f.category + SEP + (f.step_id || "");
}
function fp3(f) {
    return f.trace_id + SEP + f.category + SEP + (f.step_id || "");
}
function orderKey(f) {
    return [f.trace_id, f.rule_id, f.category, f.step_id || "", f.message];
}
function toCompareFinding(traceId, f) {
    // Key order of the harness `findingRef` first, then our additive fields as they come.
    const { severity, category, message, step_id, rule_id, ...rest } = f;
    return { trace_id: traceId, severity, category, message, step_id: step_id ?? null, rule_id: rule_id ?? "", ...rest };
}
/**
 * New and resolved findings of one trace as multisets over the fingerprint
 * (trace_id, rule_id, category, step_id or ""). Then the legacy second pass: remaining new and
 * resolved findings match on (trace_id, category, step_id) when at least one finding of the pair
 * has no rule_id. Both lists sorted by (trace_id, rule_id, category, step_id, message).
 */
function diffFindings(baseline, candidate) {
    if (baseline.length === 0 && candidate.length === 0)
        return { added: [], resolved: [] };
    const baseCount = new Map();
    for (const f of baseline)
        baseCount.set(fp4(f), (baseCount.get(fp4(f)) ?? 0) + 1);
    let added = [];
    for (const f of candidate) {
        const k = fp4(f);
        const c = baseCount.get(k) ?? 0;
        if (c > 0)
            baseCount.set(k, c - 1);
        else
            added.push(f);
    }
    const candCount = new Map();
    for (const f of candidate)
        candCount.set(fp4(f), (candCount.get(fp4(f)) ?? 0) + 1);
    let resolved = [];
    for (const f of baseline) {
        const k = fp4(f);
        const c = candCount.get(k) ?? 0;
        if (c > 0)
            candCount.set(k, c - 1);
        else
            resolved.push(f);
    }
    if (added.length > 0 && resolved.length > 0 && (added.some((f) => !f.rule_id) || resolved.some((f) => !f.rule_id))) {
        // A pair may match only when at least one of its two findings has no rule_id (two different
        // rule ids on the same step are different findings). After the exact pass no
        // (trace, category, step) group has legacy findings left on both sides, so pairing each
        // remaining finding with the earliest eligible one pairs as many as possible.
        const takenNew = new Uint8Array(added.length);
        const takenRes = new Uint8Array(resolved.length);
        const groups = new Map();
        resolved.forEach((r, j) => {
            const k = fp3(r);
            const g = groups.get(k);
            if (g)
                g.push(j);
            else
                groups.set(k, [j]);
        });
        const pass = (newLegacy, resLegacy) => {
            for (let i = 0; i < added.length; i++) {
                const f = added[i];
                if (takenNew[i] || !f.rule_id !== newLegacy)
                    continue;
                for (const j of groups.get(fp3(f)) ?? []) {
                    const r = resolved[j];
                    if (takenRes[j] || !r.rule_id !== resLegacy)
                        continue;
                    takenNew[i] = 1;
                    takenRes[j] = 1;
                    break;
                }
            }
        };
        pass(false, true);
        pass(true, false);
        added = added.filter((_, i) => !takenNew[i]);
        resolved = resolved.filter((_, i) => !takenRes[i]);
    }
    const byOrder = (x, y) => (0,util/* cmpTuples */._C)(orderKey(x), orderKey(y));
    return { added: added.sort(byOrder), resolved: resolved.sort(byOrder) };
}
/** `pyRound`, whose value for an integer is the integer itself: most deltas are 0 or whole, and pyRound expands every other number to 100 digits. */
function roundTo(x, ndigits) {
    return Number.isInteger(x) ? x : (0,round/* pyRound */.w)(x, ndigits);
}
function compare_num(v) {
    return typeof v === "number" && Number.isFinite(v) ? v : null;
}
/** The entry's score; null when absent or when the entry could not be scored (`scored: false`, ours). */
function scoreOf(e) {
    return e.scored === false ? null : compare_num(e.score);
}
function policyIdOf(entries) {
    const ids = new compare_PolicyIds();
    for (const e of entries)
        ids.add(e);
    return ids.result();
}
function findingsOf(traceId, e) {
    const list = Array.isArray(e.findings) ? e.findings : [];
    if (list.length === 0)
        return [];
    return list.filter((f) => typeof f === "object" && f !== null).map((f) => toCompareFinding(traceId, f));
}
function stepsOf(e) {
    return Array.isArray(e.steps) ? e.steps : null;
}
function byId(report, label) {
    const m = new Map();
    for (const e of report.reports) {
        const id = typeof e.trace_id === "string" ? e.trace_id : (0,util/* pyStr */.rD)(e.trace_id);
        const prev = m.get(id);
        if (prev) {
            const files = [prev.source_path, e.source_path].filter((p) => typeof p === "string" && p).join(" and ");
            throw new errors/* UsageError */.e(`${label} report contains duplicate trace_id '${id}'${files ? ` (${files})` : ""}; regression comparison needs unique trace IDs`);
        }
        m.set(id, e);
    }
    return m;
}
/** Compare one trace id's baseline and candidate entries (at least one of them present). */
function compare_compareTrace(id, b, c, findingsOnly = false) {
    const status = !b
        ? "added"
        : !c
            ? "removed"
            : (0,util/* pyTruthy */.Kn)(b.passed) && !(0,util/* pyTruthy */.Kn)(c.passed)
                ? "pass->fail"
                : !(0,util/* pyTruthy */.Kn)(b.passed) && (0,util/* pyTruthy */.Kn)(c.passed)
                    ? "fail->pass"
                    : "unchanged";
    const t = {
        trace_id: id,
        status_change: status,
        baseline_passed: b ? (0,util/* pyTruthy */.Kn)(b.passed) : null,
        candidate_passed: c ? (0,util/* pyTruthy */.Kn)(c.passed) : null,
        baseline_score: b ? scoreOf(b) : null,
        candidate_score: c ? scoreOf(c) : null,
        score_delta: null,
        latency_delta_ms: null,
        cost_delta_usd: null,
        new_findings: [],
        resolved_findings: [],
    };
    let rawScoreDelta = null;
    if (b && c) {
        if (t.baseline_score !== null && t.candidate_score !== null)
            rawScoreDelta = t.candidate_score - t.baseline_score;
        const bl = compare_num(b.total_latency_ms);
        const cl = compare_num(c.total_latency_ms);
        if (bl !== null && cl !== null)
            t.latency_delta_ms = cl - bl;
        const bc = compare_num(b.total_cost_usd);
        const cc = compare_num(c.total_cost_usd);
        if (bc !== null && cc !== null)
            t.cost_delta_usd = roundTo(cc - bc, 6);
        const d = diffFindings(findingsOf(id, b), findingsOf(id, c));
        t.new_findings = d.added;
        t.resolved_findings = d.resolved;
    }
    else if (c) {
        t.new_findings = diffFindings([], findingsOf(id, c)).added;
    }
    t.score_delta = rawScoreDelta === null ? null : roundTo(rawScoreDelta, 2);
    const src = c?.source_path ?? b?.source_path;
    if (typeof src === "string")
        t.source_path = src;
    if (b && typeof b.source_path === "string")
        t.baseline_source_path = b.source_path;
    const agent = c?.agent_name ?? b?.agent_name;
    if (typeof agent === "string")
        t.agent_name = agent;
    const wf = c?.workflow ?? b?.workflow;
    if (typeof wf === "string")
        t.workflow = wf;
    if (b && c && !findingsOnly) {
        const bs = stepsOf(b);
        const cs = stepsOf(c);
        if (bs && cs)
            t.drift = computeDrift(bs, cs);
    }
    const usage = findingsOnly ? null : traceUsageChange(b, c);
    if (usage)
        t.usage = usage;
    // only a delta its rounding changed is kept (`rawDelta` gives score_delta otherwise): a weak map
    // entry per trace is a large part of comparing thousands of unchanged ones
    if (!Object.is(rawScoreDelta, t.score_delta))
        rawDeltas.set(t, rawScoreDelta);
    return { trace: t, rawDelta: rawScoreDelta };
}
/** Check the gate mode before comparing (a usage error otherwise). */
function compare_checkFailOn(failOn) {
    if (!FAIL_ON_MODES.includes(failOn)) {
        throw new errors/* UsageError */.e(`fail_on must be one of ${FAIL_ON_MODES.join(", ")}, got '${String(failOn)}'`);
    }
}
/** Compare a candidate report against a baseline report and apply the gate. */
function compareReports(baseline, candidate, opts) {
    compare_checkFailOn(opts.failOn);
    const base = byId(baseline, "baseline");
    const cand = byId(candidate, "candidate");
    const ids = (0,util/* sortCodePoints */.dl)([...new Set([...base.keys(), ...cand.keys()])]);
    const traces = [];
    for (const id of ids)
        traces.push(compare_compareTrace(id, base.get(id), cand.get(id), opts.findingsOnly === true).trace);
    const summary = summarize(traces);
    const gate = evaluateGate(traces, opts);
    const tally = new cost_UsageTally(opts.usage);
    for (const t of traces)
        tally.add(t);
    const usage = tally.result();
    const result = {
        schema_version: "1",
        baseline_policy_id: policyIdOf(baseline.reports),
        candidate_policy_id: policyIdOf(candidate.reports),
        summary,
        gate,
        traces,
    };
    if (usage)
        result.usage = usage;
    return result;
}
/** The distinct policy ids of a report's entries, collected one entry at a time. */
class compare_PolicyIds {
    ids = new Set();
    add(e) {
        this.ids.add(e.policy_id === undefined ? "" : (0,util/* pyStr */.rD)(e.policy_id));
    }
    /** Harness policy id of a report: the single distinct entry policy_id, else the non-empty ones joined with ",". */
    result() {
        const ids = [...this.ids].sort(util/* cmpCodePoints */.BK);
        return ids.length === 1 ? ids[0] : ids.filter((i) => i).join(",");
    }
}
/**
 * The comparison's summary, one trace at a time (in the comparison's order, so that sums add up
 * in the same order whatever holds the traces).
 */
class compare_SummaryTally {
    compared = 0;
    added = 0;
    removed = 0;
    p2f = 0;
    f2p = 0;
    newFindings = 0;
    newErrors = 0;
    resolved = 0;
    deltas = 0;
    sum = 0;
    maxDrop = 0;
    unchangedFailing = 0;
    addedFailing = 0;
    candidateFailing = 0;
    drifted = 0;
    add(t, raw = rawDelta(t)) {
        const isCompared = t.status_change !== "added" && t.status_change !== "removed";
        if (isCompared) {
            this.compared++;
            if (raw !== null) {
                this.deltas++;
                this.sum += raw;
            }
            if (t.status_change === "unchanged" && t.candidate_passed === false)
                this.unchangedFailing++;
            if (t.drift && !t.drift.unchanged)
                this.drifted++;
        }
        if (raw !== null && raw < 0 && -raw > this.maxDrop)
            this.maxDrop = -raw;
        if (t.status_change === "added") {
            this.added++;
            if (t.candidate_passed === false)
                this.addedFailing++;
        }
        else if (t.status_change === "removed")
            this.removed++;
        else if (t.status_change === "pass->fail")
            this.p2f++;
        else if (t.status_change === "fail->pass")
            this.f2p++;
        this.newFindings += t.new_findings.length;
        for (const f of t.new_findings)
            if (f.severity === "error")
                this.newErrors++;
        this.resolved += t.resolved_findings.length;
        if (t.candidate_passed === false)
            this.candidateFailing++;
    }
    result() {
        return {
            traces_compared: this.compared,
            traces_added: this.added,
            traces_removed: this.removed,
            pass_to_fail: this.p2f,
            fail_to_pass: this.f2p,
            new_findings: this.newFindings,
            new_error_findings: this.newErrors,
            resolved_findings: this.resolved,
            average_score_delta: this.deltas ? (0,round/* pyRound */.w)(this.sum / this.deltas, 2) : 0,
            max_score_drop: (0,round/* pyRound */.w)(this.maxDrop, 2),
            unchanged_failing: this.unchangedFailing,
            added_failing: this.addedFailing,
            candidate_failing: this.candidateFailing,
            traces_drifted: this.drifted,
        };
    }
}
function summarize(traces) {
    const tally = new compare_SummaryTally();
    for (const t of traces)
        tally.add(t);
    return tally.result();
}
/** Human-readable location of a finding for gate reasons. */
function where(f) {
    return f.step_id ? ` at step ${f.step_id}` : "";
}
/** The `failures` gate's one reason, with or without a baseline: how many traces fail, the first 20 named. */
function failingTracesReason(failing, total = failing.length) {
    const shown = failing.slice(0, 20).join(", ") + (total > 20 ? `, and ${total - 20} more` : "");
    return `${total} candidate ${total === 1 ? "trace fails" : "traces fail"}: ${shown}`;
}
/**
 * The gate verdict and one reason per gate failure (semantics.md §7), one trace at a time in the
 * comparison's order. What it holds is the reasons' text: 20 names of the summarised reasons, and
 * every reason that names one trace (the harness lists each).
 */
class compare_GateTally {
    opts;
    maxDrop;
    failing = 0;
    failingShown = [];
    newErrors = 0;
    newErrorsShown = [];
    passToFail = [];
    addedFailing = [];
    drops = [];
    constructor(opts) {
        this.opts = opts;
        this.maxDrop = opts.maxScoreDrop ?? null;
    }
    /** Add one trace; returns its own score-drop reason when it gives one, else null. */
    add(t, raw = rawDelta(t)) {
        if (this.opts.failOn === "failures") {
            if (t.candidate_passed === false && this.failing++ < 20)
                this.failingShown.push(t.trace_id);
            return null;
        }
        if (this.opts.failOn !== "regressions")
            return null;
        // One reason for all new error findings, as the harness we migrate from gives (the reasons
        // count is part of the compatibility surface); it names each (trace, rule, step).
        for (const f of t.new_findings) {
            if (f.severity !== "error")
                continue;
            if (this.newErrors++ < 20)
                this.newErrorsShown.push(`${t.trace_id}:${f.rule_id || f.category}${where(f)}`);
        }
        if (t.status_change === "pass->fail")
            this.passToFail.push(`${t.trace_id}: pass->fail`);
        if (t.status_change === "added" && t.candidate_passed === false)
            this.addedFailing.push(`added trace ${t.trace_id} fails`);
        if (this.maxDrop !== null && raw !== null && -raw > this.maxDrop) {
            const r = `${t.trace_id}: score dropped ${(0,util/* fmtFixed */.ar)(-raw, 2)} (max ${this.maxDrop})`;
            this.drops.push(r);
            return r;
        }
        return null;
    }
    result() {
        const reasons = [];
        if (this.opts.failOn === "failures") {
            if (this.failing > 0)
                reasons.push(failingTracesReason(this.failingShown, this.failing));
        }
        else if (this.opts.failOn === "regressions") {
            if (this.newErrors > 0) {
                const n = this.newErrors;
                const shown = this.newErrorsShown.join(", ") + (n > 20 ? `, and ${n - 20} more` : "");
                reasons.push(`${n} new error ${n === 1 ? "finding" : "findings"}: ${shown}`);
            }
            reasons.push(...this.passToFail, ...this.addedFailing, ...this.drops);
        }
        return { passed: reasons.length === 0, reasons, fail_on: this.opts.failOn, max_score_drop: this.maxDrop };
    }
}
function evaluateGate(traces, opts) {
    const tally = new compare_GateTally(opts);
    for (const t of traces)
        tally.add(t);
    return tally.result();
}

;// CONCATENATED MODULE: ./lib/compare/index.js
// Public API of the compare module: `arh compare` against a baseline report.






;// CONCATENATED MODULE: ./lib/scenarios/quarantine.js
// The quarantine file: scenarios or findings whose failures are reported but do not gate, each with
// an owner, a reason and an expiry date. The caller reads it from the baseline side (the base
// branch), never from the change under test, and passes the date that judges expiry (from the
// event, never the clock). Pure: text and file name in, data out.
//
// {
//   "entries": [
//     { "scenario": "refund", "owner": "@payments", "reason": "upstream sandbox flaps", "expires": "2026-12-31" },
//     { "scenario": "refund", "finding": { "rule_id": "ARH-FLW-003", "category": "flow", "step_id": "s4" },
//       "owner": "@payments", "reason": "known double refund", "expires": "2026-12-31" }
//   ]
// }

const MAX_QUARANTINE_BYTES = 1024 * 1024;
const MAX_QUARANTINE_ENTRIES = 10_000;
const MAX_TEXT = 1000;
const ENTRY_KEYS = new Set(["scenario", "finding", "owner", "reason", "expires"]);
const FINDING_KEYS = new Set(["rule_id", "category", "step_id"]);
/** Whether `s` is a real calendar date written YYYY-MM-DD. */
function isIsoDate(s) {
    if (typeof s !== "string" || s.length !== 10 || s[4] !== "-" || s[7] !== "-")
        return false;
    for (const i of [0, 1, 2, 3, 5, 6, 8, 9])
        if (s.charCodeAt(i) < 48 || s.charCodeAt(i) > 57)
            return false;
    const [y, m, d] = s.split("-").map(Number);
    if (m < 1 || m > 12 || d < 1)
        return false;
    const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
    const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
    return d <= days;
}
function isObject(v) {
    return typeof v === "object" && v !== null && !Array.isArray(v);
}
/** The key that identifies what an entry quarantines (for duplicates and lookups). */
function quarantineKey(scenario, finding) {
    return JSON.stringify(finding ? [scenario, finding.rule_id, finding.category, finding.step_id] : [scenario]);
}
/** Parse a quarantine file. Every problem is a UsageError naming the file and the field. */
function parseQuarantine(text, file) {
    const fail = (where, msg) => {
        throw new errors/* UsageError */.e(`quarantine file ${file}: ${where ? where + ": " : ""}${msg}`);
    };
    if (text.length > MAX_QUARANTINE_BYTES)
        fail("", `larger than ${MAX_QUARANTINE_BYTES} bytes`);
    let doc;
    try {
        doc = JSON.parse(text);
    }
    catch (e) {
        fail("", `is not valid JSON (${e instanceof Error ? e.message : String(e)})`);
    }
    if (!isObject(doc))
        return fail("", 'must be a JSON object with an "entries" array');
    for (const k of Object.keys(doc))
        if (k !== "entries")
            fail(k, 'unknown field (expected only "entries")');
    const raw = doc.entries;
    if (!Array.isArray(raw))
        return fail("entries", "must be an array");
    if (raw.length > MAX_QUARANTINE_ENTRIES)
        fail("entries", `has ${raw.length} entries, at most ${MAX_QUARANTINE_ENTRIES} allowed`);
    const seen = new Map();
    const entries = raw.map((e, index) => {
        const at = `entries[${index}]`;
        if (!isObject(e))
            return fail(at, "must be an object");
        for (const k of Object.keys(e))
            if (!ENTRY_KEYS.has(k))
                fail(`${at}.${k}`, "unknown field");
        const text = (k) => {
            const v = e[k];
            if (typeof v !== "string" || v.trim() === "")
                return fail(`${at}.${k}`, v === undefined ? "is required" : "must be a non-empty string");
            if (v.length > MAX_TEXT)
                fail(`${at}.${k}`, `is longer than ${MAX_TEXT} characters`);
            return v;
        };
        const scenario = text("scenario");
        const owner = text("owner");
        const reason = text("reason");
        const expires = text("expires");
        if (!isIsoDate(expires))
            fail(`${at}.expires`, `must be a date YYYY-MM-DD, got ${JSON.stringify(expires)}`);
        const entry = { index, scenario, owner, reason, expires };
        if (e.finding !== undefined) {
            const f = e.finding;
            if (!isObject(f))
                return fail(`${at}.finding`, "must be an object with rule_id, category and step_id");
            for (const k of Object.keys(f))
                if (!FINDING_KEYS.has(k))
                    fail(`${at}.finding.${k}`, "unknown field");
            const str = (k) => {
                const v = f[k];
                if (typeof v !== "string" || v === "")
                    return fail(`${at}.finding.${k}`, v === undefined ? "is required" : "must be a non-empty string");
                if (v.length > MAX_TEXT)
                    fail(`${at}.finding.${k}`, `is longer than ${MAX_TEXT} characters`);
                return v;
            };
            const rule_id = str("rule_id");
            const category = str("category");
            const step = f.step_id;
            if (step === undefined)
                fail(`${at}.finding.step_id`, "is required (null for a trace-level finding)");
            if (step !== null && (typeof step !== "string" || step === ""))
                fail(`${at}.finding.step_id`, "must be a non-empty string or null");
            if (typeof step === "string" && step.length > MAX_TEXT)
                fail(`${at}.finding.step_id`, `is longer than ${MAX_TEXT} characters`);
            entry.finding = { rule_id, category, step_id: step };
        }
        const key = quarantineKey(scenario, entry.finding);
        const first = seen.get(key);
        if (first !== undefined)
            fail(at, `quarantines the same ${entry.finding ? "finding" : "scenario"} as entries[${first}]`);
        seen.set(key, index);
        return entry;
    });
    return { file, entries };
}
/** Whether the entry has expired on `today` (both YYYY-MM-DD; the expiry day itself still holds). */
function isExpired(entry, today) {
    return today > entry.expires;
}

// EXTERNAL MODULE: ./lib/util/readfile.js
var readfile = __webpack_require__(28564);
;// CONCATENATED MODULE: ./lib/files/quarantine.js
// Reading a quarantine file (docs/repeats.md) for the shells: bounded, never blocking on a FIFO,
// then parsed by src/scenarios/quarantine.ts. Where the file may come from is the shells' rule:
// the base branch's side only (the baseline artifact, or a path the user vouches for on the CLI).



/** Its name in the baseline artifact, beside report.json. */
const QUARANTINE_FILE = "quarantine.json";
/** The parsed file and its text (the action copies that text, read once, into the baseline artifact). */
function readQuarantineFile(path, label) {
    const r = (0,readfile/* readRegularFile */.XF)(path, MAX_QUARANTINE_BYTES + 1);
    if (!r.ok)
        throw new errors/* UsageError */.e(`quarantine file ${label}: ${r.reason}`);
    if (r.bytes.length > MAX_QUARANTINE_BYTES)
        throw new errors/* UsageError */.e(`quarantine file ${label}: larger than ${MAX_QUARANTINE_BYTES} bytes`);
    const text = r.bytes.toString("utf8");
    return { quarantine: parseQuarantine(text.replace(/^\uFEFF/, ""), label), text };
}

;// CONCATENATED MODULE: ./lib/github/annotations.js

/** The runner shows 10 annotations per level per step; keep room for the action's own messages
 * (the gate verdict is the one error, up to OWN_WARNINGS warnings such as "no baseline", skipped
 * uploads as notices). */
const ANNOTATION_CAPS = { error: 9, warning: 7, notice: 7 };
/** Warning annotations the action itself may write; further warnings become log lines. */
const OWN_WARNINGS = 3;
function fingerprint(traceId, f) {
    return JSON.stringify([traceId, f.rule_id ?? "", f.category ?? "", f.step_id ?? "", f.severity, f.message]);
}
/**
 * For each entry of `report`, which findings are new against the comparison (multiset: two
 * identical findings against one in `new_findings` is one new, one old). Without a comparison
 * every finding is new.
 */
function markNewFindings(report, compare) {
    const out = new Map();
    const budget = new Map();
    if (compare) {
        for (const t of compare.traces)
            for (const f of t.new_findings) {
                const k = fingerprint(t.trace_id, f);
                budget.set(k, (budget.get(k) ?? 0) + 1);
            }
    }
    for (const r of report.reports) {
        for (const f of r.findings) {
            if (!compare) {
                out.set(f, true);
                continue;
            }
            const k = fingerprint(r.trace_id, f);
            const n = budget.get(k) ?? 0;
            if (n > 0)
                budget.set(k, n - 1);
            out.set(f, n > 0);
        }
    }
    return out;
}
const LEVEL = { error: "error", warning: "warning", info: "notice" };
const RANK = { error: 0, warning: 1, notice: 2 };
function located(f, t) {
    const loc = f.location ?? t.location;
    if (loc && loc.uri)
        return loc;
    if (t.source_path)
        return { uri: t.source_path, startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 };
    return null;
}
function planAnnotations(report, compare, mode, caps = ANNOTATION_CAPS) {
    if (mode === "none")
        return { shown: [], omitted: 0, filtered: report.reports.reduce((n, r) => n + r.findings.length, 0) };
    const isNew = markNewFindings(report, compare);
    const all = [];
    let filtered = 0;
    for (const t of report.reports) {
        for (const f of t.findings) {
            const fresh = isNew.get(f) ?? true;
            if (mode === "regressions" && !fresh) {
                filtered++;
                continue;
            }
            const level = LEVEL[f.severity] ?? "warning";
            const meta = (0,registry/* ruleMeta */.ME)(f.rule_id);
            const loc = located(f, t);
            const props = { title: `${f.rule_id}${meta ? ` ${meta.title}` : ""}${compare && !fresh ? " (pre-existing)" : ""}` };
            if (loc) {
                // The uri is "/"-separated already; a backslash belongs to the file name (POSIX).
                props.file = loc.uri.replace(/^(\.\/)+/, "");
                props.startLine = Math.max(1, loc.startLine);
                props.endLine = Math.max(props.startLine, loc.endLine);
                if (props.endLine === props.startLine) {
                    props.startColumn = Math.max(1, loc.startColumn);
                    // endColumn is exclusive in our model; the runner's is inclusive.
                    props.endColumn = Math.max(props.startColumn, loc.endColumn - 1);
                }
            }
            const step = f.step_id ? ` step ${f.step_id}` : "";
            all.push({ level, message: `[${t.trace_id}${step}] ${f.message}`, props, isNew: fresh, finding: f, trace: t });
        }
    }
    all.sort((a, b) => RANK[a.level] - RANK[b.level] ||
        Number(b.isNew) - Number(a.isNew) ||
        (a.props.file ?? "").localeCompare(b.props.file ?? "") ||
        (a.props.startLine ?? 0) - (b.props.startLine ?? 0) ||
        (a.props.startColumn ?? 0) - (b.props.startColumn ?? 0));
    const count = { error: 0, warning: 0, notice: 0 };
    const shown = [];
    let omitted = 0;
    for (const a of all) {
        if (count[a.level] < caps[a.level]) {
            count[a.level]++;
            shown.push(a);
        }
        else
            omitted++;
    }
    return { shown, omitted, filtered };
}
function emitAnnotations(plan, log) {
    for (const a of plan.shown)
        log[a.level](a.message, a.props);
}
/** Policy diagnostics annotated on the policy file; the others are log lines (the job summary lists them). */
const POLICY_ANNOTATIONS = 3;
/** The runner's caps left to the findings when the policy's diagnostics take their warnings first. */
function capsAfterPolicy(diagnostics) {
    return { ...ANNOTATION_CAPS, warning: ANNOTATION_CAPS.warning - Math.min(diagnostics, POLICY_ANNOTATIONS) };
}
/** `policy.json:3:3: budget: unknown key; …` with the policy file as later steps name it. */
function policyDiagnosticLine(d, display) {
    return `${display(d.file)}:${d.line}:${d.column}: ${d.text}`;
}
/**
 * The policy's diagnostics on the policy file, at their line and column: warnings, or errors with
 * strict-policy (the run then stops on the first). Past POLICY_ANNOTATIONS, plain log lines.
 */
function emitPolicyDiagnostics(diagnostics, log, opts) {
    diagnostics.forEach((d, i) => {
        const file = opts.display(d.file);
        const text = `policy ${policyDiagnosticLine(d, opts.display)}`;
        if (i >= POLICY_ANNOTATIONS)
            return log.info(`${opts.strict ? "Error" : "Warning"}: ${text}`);
        const props = { title: `Policy: ${d.kind}`, file, startLine: d.line, endLine: d.line, startColumn: d.column, endColumn: d.column };
        if (opts.strict)
            log.error(text, props);
        else
            log.warning(text, props);
    });
}

// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(52210);
;// CONCATENATED MODULE: ./lib/github/schema.js
// Validation of a downloaded baseline against schemas/report.schema.json (draft 2020-12). The
// schema ships next to the bundle in the action's checkout (<action>/schemas/ beside <action>/dist/).




let cached;
/** Where the report schema lives, if anywhere: beside the bundle (dist/../schemas) or the sources. */
function findReportSchema() {
    const here = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url));
    const name = ["report", "schema", "json"].join(".");
    for (const rel of [["..", "schemas"], ["..", "..", "schemas"], ["..", "..", "..", "schemas"]]) {
        const p = (0,external_node_path_.join)(here, ...rel, name);
        if ((0,external_node_fs_.existsSync)(p))
            return p;
    }
    return null;
}
/** A validator for report documents, or null when the schema cannot be found. */
function reportValidator(schemaPath = findReportSchema()) {
    if (cached && cached.path === schemaPath)
        return cached.validate;
    let validate = null;
    if (schemaPath) {
        const Ajv = _2020["default"] ?? _2020;
        const ajv = new Ajv({ allErrors: false, strict: false });
        const fn = ajv.compile(JSON.parse((0,external_node_fs_.readFileSync)(schemaPath, "utf8")));
        validate = (doc) => (fn(doc) ? null : (fn.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || "/"} ${e.message ?? "is invalid"}`).join("; "));
    }
    cached = { path: schemaPath, validate };
    return validate;
}

// EXTERNAL MODULE: ./lib/engine/report.js
var engine_report = __webpack_require__(60362);
// EXTERNAL MODULE: ./lib/util/digest.js
var digest = __webpack_require__(7738);
// EXTERNAL MODULE: ./lib/version.js
var version = __webpack_require__(13411);
;// CONCATENATED MODULE: ./lib/shard/partial.js
// Partial reports (docs/shards.md, schemas/partial.schema.json): what one shard of
// `arh validate --shard i/N --partial-out F` writes and `arh merge` reads. A JSON document whose
// manifest comes first (small, read before any entry) and whose `entries` come last; each entry
// is a record `{order_key, raw_score, report}` where `report` is the entry exactly as the full
// report holds it (the same text, `renderEntry`'s). `raw_score` is the unrounded score the
// summary averages; `order_key` sorts the entries of all shards into the single-job order.


const PARTIAL_VERSION = "1";
/** The manifest's keys in the order they are written (`entries` follows them). */
const MANIFEST_KEYS = ["partial_version", "shard", "policy_digest", "policy_id", "fail_under", "tool", "commit", "counts", "skipped", "files"];
function policyDigest(policyText) {
    return "sha256:" + (0,external_node_crypto_.createHash)("sha256").update(policyText).digest("hex");
}
/**
 * The key that sorts entries into the order one `arh validate` over every file produces: files in
 * code-unit order of their absolute paths, which for files under the root is the order of their
 * root-relative paths with the platform's separator (the shared prefix does not change it).
 */
function partial_orderKey(sourcePath) {
    return external_node_path_.sep === "/" ? sourcePath : sourcePath.split("/").join(external_node_path_.sep);
}
/** The value the summary's average adds for this entry (engine/report.ts: raw, else the score). */
function rawScoreOf(e) {
    return e.raw_score ?? e.score;
}
/** One record of `entries` around an entry's report text (`renderEntry`'s, kept byte for byte). */
function renderPartialRecord(key, rawScore, entryText) {
    return `    {"order_key": ${JSON.stringify(key)}, "raw_score": ${JSON.stringify(rawScore)}, "report":\n${entryText}}`;
}
/** The document up to the opening of `entries` (the manifest, 2-space JSON). */
function renderPartialHead(m) {
    const lines = [];
    for (const k of MANIFEST_KEYS) {
        if (k === "files" || k === "skipped") {
            const list = m[k];
            lines.push(list.length === 0 ? `  "${k}": [],` : `  "${k}": [\n${list.map((x) => "    " + JSON.stringify(x)).join(",\n")}\n  ],`);
        }
        else
            lines.push(`  "${k}": ${JSON.stringify(m[k])},`);
    }
    return "{\n" + lines.join("\n") + "\n";
}

// EXTERNAL MODULE: ./lib/jsonstream/reader.js
var reader = __webpack_require__(61847);
// EXTERNAL MODULE: ./lib/jsonstream/scanner.js
var scanner = __webpack_require__(60924);
;// CONCATENATED MODULE: ./lib/shard/summary.js

class SummaryAccumulator {
    total = 0;
    passed = 0;
    scored = 0;
    sum = 0;
    /** `raw` is the entry's unrounded score (its `raw_score`, else its `score`). */
    add(passed, scored, raw) {
        this.total++;
        if (passed)
            this.passed++;
        if (scored) {
            this.scored++;
            this.sum = this.sum + raw;
        }
    }
    summary() {
        return {
            total_traces: this.total,
            passed_traces: this.passed,
            failed_traces: this.total - this.passed,
            average_score: (0,round/* pyRound */.w)(this.scored === 0 ? 0 : this.sum / this.scored, 2),
        };
    }
}

;// CONCATENATED MODULE: ./lib/shard/merge.js
// `arh merge`: partial reports -> the report one `arh validate` over every file would write. Each
// partial is read as a stream (reader.ts): its manifest first, then one entry at a time; a k-way
// merge on the entries' order keys restores the single-job order, so memory holds one entry per
// partial (plus 8 bytes per trace for the duplicate trace_id check), whatever the total.
// Anything inconsistent is a UsageError naming the file; the caller writes nothing then.












const merge_show = (s, n = 200) => (0,bound/* truncateText */.EJ)(s, n);
/** One partial, opened: its manifest read, the reader at the first entry record. */
class PartialCursor {
    path;
    fast;
    manifest;
    current = null;
    reader;
    filesHash = (0,external_node_crypto_.createHash)("sha256");
    seenHash = (0,external_node_crypto_.createHash)("sha256");
    files = 0;
    lastPath = null;
    lastKey = null;
    distinct = 0;
    entries = 0;
    passed = 0;
    done = false;
    /** `fast`: read with the fast scanner (see `withFastScan`), else with stream-json. */
    constructor(path, fast = false) {
        this.path = path;
        this.fast = fast;
        this.reader = this.guard(() => (fast ? new scanner/* JsonScanner */.V(path, 32 * 1024) : new reader/* JsonStreamReader */.Ci(path)));
        this.manifest = this.guard(() => this.readManifest());
    }
    fail(problem) {
        throw new errors/* UsageError */.e(`partial ${this.path}: ${problem}`);
    }
    /** JSON problems of the file become one line naming it. */
    guard(f) {
        try {
            return f();
        }
        catch (e) {
            if (e instanceof reader/* JsonReadError */.x9)
                this.fail(e.kind === "io" ? `cannot read: ${e.message}` : e.kind === "truncated" ? e.message : `${e.message} (near byte ${e.offset})`);
            throw e;
        }
    }
    readManifest() {
        const r = this.reader;
        const hint = "is not a partial report (write one with 'arh validate --partial-out')";
        if (r.expect().name !== "startObject")
            this.fail(hint);
        const got = {};
        for (;;) {
            const t = r.expect();
            if (t.name === "endObject")
                this.fail(got.partial_version === undefined ? hint : "has no 'entries'");
            if (t.name !== "keyValue")
                this.fail(hint);
            const k = t.value;
            if (k === "entries")
                break;
            if (k === "files")
                this.readFiles();
            else if (MANIFEST_KEYS.includes(k))
                got[k] = r.readValue();
            else
                r.skipValue();
        }
        if (got.partial_version === undefined)
            this.fail(hint);
        if (got.partial_version !== PARTIAL_VERSION)
            this.fail(`partial_version '${merge_show(String(got.partial_version), 40)}' is not supported (this build reads '${PARTIAL_VERSION}')`);
        const m = got;
        const int = (v, lo, hi) => typeof v === "number" && Number.isInteger(v) && v >= lo && v <= hi;
        const s = m.shard;
        if (typeof s !== "object" || s === null || !int(s.total, 1, MAX_SHARDS) || !int(s.index, 1, s.total))
            this.fail("'shard' must be {index, total} with 1 ≤ index ≤ total");
        if (typeof m.policy_digest !== "string" || !(0,digest/* isSha256Digest */.q9)(m.policy_digest))
            this.fail("'policy_digest' must be 'sha256:' and 64 hex digits");
        if (typeof m.policy_id !== "string")
            this.fail("'policy_id' must be a string");
        if (typeof m.fail_under !== "number")
            this.fail("'fail_under' must be a number");
        if (typeof m.tool !== "object" || m.tool === null || typeof m.tool.name !== "string" || typeof m.tool.version !== "string")
            this.fail("'tool' must be {name, version}");
        if (m.commit !== null && typeof m.commit !== "string")
            this.fail("'commit' must be a string or null");
        const c = m.counts;
        const max = Number.MAX_SAFE_INTEGER;
        if (typeof c !== "object" || c === null || !["files", "entries", "passed", "failed", "skipped"].every((k) => int(c[k], 0, max)))
            this.fail("'counts' must hold files, entries, passed, failed and skipped");
        if (!Array.isArray(m.skipped) || !m.skipped.every((x) => typeof x === "object" && x !== null && typeof x.path === "string" && typeof x.reason === "string"))
            this.fail("'skipped' must be a list of {path, reason}");
        for (const [i, x] of m.skipped.entries()) {
            const shard = shardOf(x.path, s.total);
            if (shard !== s.index)
                this.fail(`skipped[${i}]: path '${merge_show(x.path)}' belongs to shard ${shard} of ${s.total}, not ${s.index}`);
        }
        if (m.skipped.length !== m.counts.skipped)
            this.fail(`lists ${m.skipped.length} skipped paths, its counts say ${m.counts.skipped}`);
        if (this.files !== m.counts.files)
            this.fail(`lists ${this.files} files, its counts say ${m.counts.files}`);
        if (r.expect().name !== "startArray")
            this.fail("'entries' must be an array");
        return m;
    }
    /** The covered files, streamed: counted and hashed, never held. */
    readFiles() {
        const r = this.reader;
        if (r.expect().name !== "startArray")
            this.fail("'files' must be an array of paths");
        for (;;) {
            const t = r.expect();
            if (t.name === "endArray")
                return;
            if (t.name !== "stringValue")
                this.fail("'files' must be an array of paths");
            this.filesHash.update(t.value + "\n");
            this.files++;
        }
    }
    /** Move to the next entry record (`current` null at the end, once the file is checked whole). */
    advance() {
        this.current = this.guard(() => this.readRecord());
    }
    readRecord() {
        if (this.done)
            return null;
        const r = this.reader;
        const p = r.peek();
        if (p?.name === "endArray") {
            r.next();
            this.finishFile();
            return null;
        }
        const rec = r.readValue();
        const at = `entries[${this.entries}]`;
        if (typeof rec !== "object" || rec === null || Array.isArray(rec))
            this.fail(`${at} is not a record`);
        const { order_key: key, raw_score: raw, report: entry } = rec;
        if (typeof key !== "string")
            this.fail(`${at} has no 'order_key'`);
        if (typeof entry !== "object" || entry === null || Array.isArray(entry))
            this.fail(`${at} has no 'report' object`);
        const e = entry;
        if (typeof e.trace_id !== "string" || typeof e.source_path !== "string" || typeof e.passed !== "boolean" || typeof e.score !== "number")
            this.fail(`${at}: the report entry needs trace_id, source_path, passed and score`);
        // `arh validate` always writes the unrounded score: without it, the score could be anything
        if (typeof raw !== "number")
            this.fail(`${this.where(at, e)}: 'raw_score' must be a number, got ${raw === undefined ? "nothing" : merge_show(JSON.stringify(raw), 40)}`);
        this.checkEntry(at, key, raw, e);
        if (this.lastKey !== null && key < this.lastKey)
            this.fail(`${at} is out of order ('${merge_show(key)}' after '${merge_show(this.lastKey)}')`);
        if (e.source_path !== this.lastPath) {
            if (key === this.lastKey)
                this.fail(`${at}: two files share the order key '${merge_show(key)}'`);
            this.seenHash.update(e.source_path + "\n");
            this.distinct++;
            this.lastPath = e.source_path;
        }
        this.lastKey = key;
        this.entries++;
        if (e.passed)
            this.passed++;
        return { key, raw, entry: e };
    }
    /**
     * A record is what `arh validate` wrote or it is refused: its score is its raw score rounded, in
     * [0, 100], and its report carries no other raw score; `passed` is what the rules say (no error
     * finding, and a scored entry at least at fail_under: engine/validate.ts, memory/index.ts); its
     * path belongs to this shard and its order key is the path's (partial.ts). A forged record could
     * otherwise change the merged verdict.
     */
    checkEntry(at, key, raw, e) {
        const m = this.manifest;
        const where = this.where(at, e);
        if (!Number.isFinite(raw) || raw < 0 || raw > 100)
            this.fail(`${where}: raw_score ${merge_show(String(raw), 40)} is not a score in [0, 100]`);
        if (e.score !== (0,round/* pyRound */.w)(raw, 2))
            this.fail(`${where}: score ${merge_show(String(e.score), 40)} is not its raw_score ${raw} rounded (${(0,round/* pyRound */.w)(raw, 2)})`);
        // the entry's own raw_score is never written (report/json.ts leaves it out), so one there is
        // forged: the renderers and the gate read it before the score (engine/report.ts)
        const inner = e.raw_score;
        if (inner !== undefined && inner !== raw)
            this.fail(`${where}: its report's raw_score ${merge_show(JSON.stringify(inner) ?? String(inner), 40)} is not the record's raw_score ${raw}`);
        e.raw_score = raw;
        if (!Array.isArray(e.findings))
            this.fail(`${where}: 'findings' must be an array`);
        const error = e.findings.some((f) => typeof f === "object" && f !== null && f.severity === "error");
        const expected = !error && (e.scored === false || raw >= m.fail_under);
        if (e.passed !== expected) {
            const why = error ? "it has an error finding" : expected ? `no error finding and raw_score ${raw} >= fail_under ${m.fail_under}` : `raw_score ${raw} < fail_under ${m.fail_under}`;
            this.fail(`${where}: passed is ${e.passed}, but ${why}`);
        }
        const shard = shardOf(e.source_path, m.shard.total);
        if (shard !== m.shard.index)
            this.fail(`${where}: source_path '${merge_show(e.source_path)}' belongs to shard ${shard} of ${m.shard.total}, not ${m.shard.index}`);
        if (key !== partial_orderKey(e.source_path))
            this.fail(`${where}: order_key '${merge_show(key)}' is not the key of its source_path '${merge_show(e.source_path)}'`);
    }
    /** A record in messages: its place, its trace and the shard it claims to be from. */
    where(at, e) {
        return `${at} (trace_id '${merge_show(e.trace_id, 100)}', shard ${this.manifest.shard.index} of ${this.manifest.shard.total})`;
    }
    finishFile() {
        const r = this.reader;
        if (r.expect().name !== "endObject")
            this.fail("has content after 'entries' (the manifest must come first)");
        if (r.next() !== null)
            this.fail("has content after the document");
        this.done = true;
        r.close();
        const c = this.manifest.counts;
        if (this.entries !== c.entries)
            this.fail(`holds ${this.entries} entries, its counts say ${c.entries}`);
        if (this.passed !== c.passed || c.entries - c.passed !== c.failed)
            this.fail(`holds ${this.passed} passing entries, its counts say ${c.passed} passed and ${c.failed} failed`);
        if (this.distinct !== this.files || this.seenHash.digest("hex") !== this.filesHash.digest("hex"))
            this.fail("its entries do not cover exactly the files its manifest lists");
    }
    close() {
        this.reader.close();
    }
}
/** Open every partial and check they are the N shards of one run (a UsageError naming the file). */
/**
 * Run a merge `f` with the fast scanner (src/jsonstream/scanner.ts), and once more with stream-json
 * when anything goes wrong: a good set of partials merges about twice as fast, and a bad one is
 * judged, message and order of problems alike, by the reference reader (which may meet a syntax
 * error of a block before a problem of the values it holds). `f` must leave nothing behind when
 * it throws.
 */
function withFastScan(f) {
    try {
        return f(true);
    }
    catch {
        return f(false);
    }
}
function openPartials(paths, expect, fast = false) {
    const cursors = [];
    try {
        for (const p of paths)
            cursors.push(new PartialCursor(p, fast));
        checkSet(cursors, expect);
        for (const c of cursors)
            c.advance();
        return cursors;
    }
    catch (e) {
        for (const c of cursors)
            c.close();
        throw e;
    }
}
function checkSet(cs, expect) {
    const byIndex = new Map();
    const first = cs[0];
    const f = first.manifest;
    for (const c of cs) {
        const m = c.manifest;
        if (m.shard.total !== expect)
            throw new errors/* UsageError */.e(`partial ${c.path} is shard ${m.shard.index} of ${m.shard.total}, not of ${expect} (--expect ${expect})`);
        const twin = byIndex.get(m.shard.index);
        if (twin)
            throw new errors/* UsageError */.e(`partials ${twin.path} and ${c.path} are both shard ${m.shard.index} of ${expect}`);
        byIndex.set(m.shard.index, c);
        const differ = (what, a, b) => {
            throw new errors/* UsageError */.e(`partial ${c.path} has another ${what} than ${first.path}: ${merge_show(JSON.stringify(b), 100)} vs ${merge_show(JSON.stringify(a), 100)}`);
        };
        if (m.policy_digest !== f.policy_digest)
            differ("policy (policy_digest)", f.policy_digest, m.policy_digest);
        if (m.policy_id !== f.policy_id)
            differ("policy_id", f.policy_id, m.policy_id);
        if (m.fail_under !== f.fail_under)
            differ("fail_under", f.fail_under, m.fail_under);
        if (m.commit !== f.commit)
            differ("commit", f.commit, m.commit);
        if (m.tool.name !== f.tool.name || m.tool.version !== f.tool.version)
            differ("tool version", `${f.tool.name} ${f.tool.version}`, `${m.tool.name} ${m.tool.version}`);
    }
    if (f.tool.name !== version/* TOOL_NAME */.lH || f.tool.version !== version/* VERSION */.xv)
        throw new errors/* UsageError */.e(`partial ${first.path} was written by ${merge_show(f.tool.name, 60)} ${merge_show(f.tool.version, 40)}; this is ${version/* TOOL_NAME */.lH} ${version/* VERSION */.xv}: merge with the version that validated`);
    const missing = [];
    for (let i = 1; i <= expect; i++)
        if (!byIndex.has(i))
            missing.push(i);
    if (missing.length > 0) {
        const list = missing.length > 10 ? missing.slice(0, 10).join(", ") + ", …" : missing.join(", ");
        throw new errors/* UsageError */.e(`shard${missing.length > 1 ? "s" : ""} ${list} of ${expect} ${missing.length > 1 ? "are" : "is"} missing (got ${cs.length} partial${cs.length === 1 ? "" : "s"})`);
    }
}
/** A min-heap of cursors by their current record's key (ties cannot happen: they are refused). */
class Heap {
    a = [];
    get size() {
        return this.a.length;
    }
    less(i, j) {
        return this.a[i].current.key < this.a[j].current.key;
    }
    push(c) {
        const a = this.a;
        a.push(c);
        let i = a.length - 1;
        while (i > 0) {
            const p = (i - 1) >> 1;
            if (!this.less(i, p))
                break;
            [a[i], a[p]] = [a[p], a[i]];
            i = p;
        }
    }
    pop() {
        const a = this.a;
        const top = a[0];
        const last = a.pop();
        if (a.length > 0) {
            a[0] = last;
            let i = 0;
            for (;;) {
                const l = 2 * i + 1;
                const r = l + 1;
                let m = i;
                if (l < a.length && this.less(l, m))
                    m = l;
                if (r < a.length && this.less(r, m))
                    m = r;
                if (m === i)
                    break;
                [a[i], a[m]] = [a[m], a[i]];
                i = m;
            }
        }
        return top;
    }
}
/** 32-bit FNV-1a over UTF-16 code units, seeded (two seeds give the 54 bits the id check keeps). */
function fnv(s, seed) {
    let h = seed;
    for (let i = 0; i < s.length; i++)
        h = Math.imul(h ^ s.charCodeAt(i), 16777619);
    return h >>> 0;
}
/** Trace ids seen per shard, as 54-bit hashes tagged with the shard (10 bits): 8 bytes a trace. */
class IdLog {
    a = new BigUint64Array(1 << 16);
    n = 0;
    static hash(id) {
        return (BigInt(fnv(id, 0x811c9dc5)) << 22n) | BigInt(fnv(id, 0x9747b28c) >>> 10);
    }
    add(id, shard) {
        if (this.n === this.a.length) {
            const b = new BigUint64Array(this.a.length * 2);
            b.set(this.a);
            this.a = b;
        }
        this.a[this.n++] = (IdLog.hash(id) << 10n) | BigInt(shard);
    }
    /** Hashes that occur in more than one shard (almost always a real duplicate; confirmed after). */
    crossShard() {
        const v = this.a.subarray(0, this.n).sort();
        const out = new Set();
        for (let i = 1; i < v.length; i++) {
            if (v[i] >> 10n === v[i - 1] >> 10n && v[i] !== v[i - 1])
                out.add(v[i] >> 10n);
        }
        return out;
    }
}
/**
 * Merge the opened partials: `onEntry` gets every entry in the single-job order. Returns the
 * report (no entries: they went to `onEntry`) with the summary, skipped paths and metadata of the
 * single-job report. Throws a UsageError (before returning) for a file or trace_id in two shards.
 */
function mergePartials(cs, onEntry) {
    const heap = new Heap();
    for (const c of cs)
        if (c.current)
            heap.push(c);
    const sum = new SummaryAccumulator();
    const ids = new IdLog();
    let prev = null;
    while (heap.size > 0) {
        const c = heap.pop();
        const rec = c.current;
        if (prev && prev.c !== c && prev.key === rec.key)
            throw new errors/* UsageError */.e(`file '${merge_show(rec.entry.source_path)}' is in two shards: ${prev.c.path} and ${c.path}`);
        prev = { key: rec.key, c };
        ids.add(rec.entry.trace_id, c.manifest.shard.index);
        sum.add(rec.entry.passed, rec.entry.scored !== false, rec.raw);
        onEntry(rec.entry);
        c.advance();
        if (c.current)
            heap.push(c);
    }
    const suspects = ids.crossShard();
    if (suspects.size > 0)
        confirmDuplicates(cs, suspects);
    const m = cs[0].manifest;
    const report = (0,engine_report/* buildReport */.FK)([], { policyId: m.policy_id, failUnder: m.fail_under, policyDigest: m.policy_digest });
    report.summary = sum.summary();
    const skipped = mergeSkipped(cs);
    if (skipped.length > 0)
        report.skipped = skipped;
    return report;
}
/** A second pass over the partials for the few suspect hashes: is one trace_id in two shards? */
function confirmDuplicates(cs, suspects) {
    const where = new Map();
    for (const c0 of cs) {
        const c = new PartialCursor(c0.path, c0.fast);
        try {
            for (c.advance(); c.current; c.advance()) {
                const id = c.current.entry.trace_id;
                if (!suspects.has(IdLog.hash(id)))
                    continue;
                const other = where.get(id);
                if (other && other.path !== c.path)
                    throw new errors/* UsageError */.e(`trace_id '${merge_show(id)}' is in two shards: ${other.path} and ${c.path}`);
                where.set(id, c);
            }
        }
        finally {
            c.close();
        }
    }
}
/** The skipped paths of all shards, in the matcher's order (code units of the path). */
function mergeSkipped(cs) {
    const all = [];
    for (const c of cs)
        for (const s of c.manifest.skipped)
            all.push({ path: s.path, reason: s.reason, from: c.path });
    all.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    for (let i = 1; i < all.length; i++) {
        if (all[i].path === all[i - 1].path)
            throw new errors/* UsageError */.e(`skipped path '${merge_show(all[i].path)}' is in two shards: ${all[i - 1].from} and ${all[i].from}`);
    }
    return all.map(({ path, reason }) => ({ path, reason }));
}

// EXTERNAL MODULE: ./lib/bundle/zip.js
var bundle_zip = __webpack_require__(55459);
;// CONCATENATED MODULE: ./lib/github/zip.js
// The safe zip extractor lives in src/bundle/zip.ts (bundles and artifacts share it).


;// CONCATENATED MODULE: ./lib/github/shards.js
// The action across a matrix (docs/shards.md): each matrix job uploads its shard's partial report
// as the artifact `arh-shard-<i>-of-<N>`; the merge job lists this run's artifacts, downloads each
// zip (byte-capped, extracted by src/github/zip.ts), merges the partials with src/shard/merge.ts
// and gates once. A shard that is missing, duplicated or from another run's policy or commit is a
// reason that fails the gate: never a verdict over part of the traces.





/** The partial report's name in output-dir and in the shard artifact. */
const PARTIAL_FILE = "partial.json";
/** A shard artifact's largest zip; a partial of 100,000 traces is well below. */
const MAX_SHARD_ARTIFACT_BYTES = 1024 * 1024 * 1024;
function shardArtifactName(index, total) {
    return `arh-shard-${index}-of-${total}`;
}
/** Names that look like a shard artifact, any case, any digits; the canonical one is shardArtifactName's. */
const SHARD_LIKE = /^arh-shard-(\d{1,12})-of-(\d{1,12})$/i;
/**
 * A shard artifact's index and total, or null for any other artifact. `canonical` is false for
 * every other spelling of the same numbers (`arh-shard-01-of-2`, `ARH-shard-1-of-2`): a merge
 * refuses those, since a second artifact naming shard 1 must never stand in for the real one.
 */
function parseShardArtifactName(name) {
    const m = SHARD_LIKE.exec(name);
    if (!m)
        return null;
    const index = Number(m[1]);
    const total = Number(m[2]);
    return { index, total, canonical: name === shardArtifactName(index, total) };
}
/** Every artifact that spells a shard's name another way, named (the first 20), else null. */
function aliasProblem(listed) {
    const bad = [];
    for (const a of listed) {
        const s = parseShardArtifactName(a.name);
        if (s && !s.canonical)
            bad.push(`'${a.name}' (id ${a.id}) for '${shardArtifactName(s.index, s.total)}'`);
    }
    if (bad.length === 0)
        return null;
    const shown = bad.slice(0, 20).join(", ") + (bad.length > 20 ? `, and ${bad.length - 20} more` : "");
    const what = bad.length === 1 ? "1 artifact is" : `${bad.length} artifacts are`;
    return `merge: ${what} not a shard artifact's spelling (no leading zeros, lower case), so refused rather than read as a shard: ${shown}`;
}
async function mergeShardArtifacts(downloader, total, tempRoot, log) {
    const fail = (reason) => ({ ok: false, reason });
    if (!downloader)
        return fail("merge: this run's artifacts cannot be read here (no artifact service)");
    let listed;
    try {
        listed = await downloader.list();
    }
    catch (e) {
        return fail(`merge: this run's artifacts could not be listed: ${e instanceof Error ? e.message : String(e)}`);
    }
    const aliases = aliasProblem(listed);
    if (aliases)
        return fail(aliases);
    const byIndex = new Map();
    for (const a of listed) {
        const s = parseShardArtifactName(a.name);
        if (s === null)
            continue;
        const label = `'${a.name}' (id ${a.id})`;
        if (s.total !== total)
            return fail(`merge: artifact ${label} is a shard of a matrix of another size than ${total} (input 'merge')`);
        if (s.index < 1 || s.index > total)
            return fail(`merge: artifact ${label} names shard ${s.index}, outside 1..${total}`);
        const twin = byIndex.get(s.index);
        if (twin)
            return fail(`merge: artifacts '${twin.name}' (id ${twin.id}) and ${label} are both shard ${s.index} of ${total}`);
        byIndex.set(s.index, a);
    }
    const missing = [];
    for (let i = 1; i <= total; i++)
        if (!byIndex.has(i))
            missing.push(i);
    if (missing.length) {
        const shown = missing.slice(0, 10).map((i) => `'${shardArtifactName(i, total)}'`).join(", ") + (missing.length > 10 ? `, and ${missing.length - 10} more` : "");
        return fail(`merge: ${missing.length === 1 ? `shard ${missing[0]} of ${total} is` : `${missing.length} of ${total} shards are`} missing: no artifact ${shown} in this run (did a matrix job fail before uploading, or the merge job run without 'needs:' on the matrix?)`);
    }
    (0,external_node_fs_.mkdirSync)(tempRoot || (0,external_node_os_.tmpdir)(), { recursive: true });
    const work = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(tempRoot || (0,external_node_os_.tmpdir)(), "arh-shards-"));
    try {
        const paths = [];
        for (let i = 1; i <= total; i++) {
            const a = byIndex.get(i);
            if (a.size > MAX_SHARD_ARTIFACT_BYTES)
                return fail(`merge: artifact '${a.name}' is ${a.size} bytes, more than the ${MAX_SHARD_ARTIFACT_BYTES} a shard may have`);
            const zipDir = (0,external_node_path_.join)(work, `zip-${i}`);
            const dir = (0,external_node_path_.join)(work, `shard-${i}`);
            (0,external_node_fs_.mkdirSync)(zipDir);
            let files;
            try {
                const zip = await downloader.download(a, zipDir);
                if (zip.length > MAX_SHARD_ARTIFACT_BYTES)
                    return fail(`merge: artifact '${a.name}' is larger than ${MAX_SHARD_ARTIFACT_BYTES} bytes`);
                files = await (0,bundle_zip/* extractZipSafely */.zc)(zip, dir, { maxEntries: 10, maxTotalBytes: 4 * MAX_SHARD_ARTIFACT_BYTES });
            }
            catch (e) {
                return fail(`merge: artifact '${a.name}' could not be read: ${e instanceof Error ? e.message : String(e)}`);
            }
            if (!files.includes(PARTIAL_FILE))
                return fail(`merge: artifact '${a.name}' holds no ${PARTIAL_FILE}`);
            paths.push((0,external_node_path_.join)(dir, PARTIAL_FILE));
            log.debug(`shard ${i} of ${total}: artifact ${a.id}`);
        }
        let entries = [];
        let report;
        try {
            report = withFastScan((fast) => {
                entries = [];
                const cursors = openPartials(paths, total, fast);
                try {
                    return mergePartials(cursors, (e) => entries.push(e));
                }
                finally {
                    for (const c of cursors)
                        c.close();
                }
            });
        }
        catch (e) {
            // The partials' own paths are temporary: name the artifacts instead.
            let msg = e instanceof Error ? e.message : String(e);
            for (let i = 1; i <= total; i++)
                msg = msg.split(paths[i - 1]).join(`artifact '${shardArtifactName(i, total)}'`);
            return fail(`merge: ${msg}`);
        }
        report.reports = entries;
        return { ok: true, report };
    }
    finally {
        (0,external_node_fs_.rmSync)(work, { recursive: true, force: true });
    }
}

;// CONCATENATED MODULE: ./lib/github/phases/env.js
// What every phase of the action shares (src/github/run.ts): the injected ports, the workspace and
// output-dir resolved once, the files of output-dir, and the two helpers every phase uses: paths as
// later steps see them, and the action's own warnings (capped, see OWN_WARNINGS).









function outputPaths(outDir) {
    return {
        json: (0,external_node_path_.join)(outDir, "report.json"),
        sarif: (0,external_node_path_.join)(outDir, "report.sarif"),
        junit: (0,external_node_path_.join)(outDir, "report.junit.xml"),
        markdown: (0,external_node_path_.join)(outDir, "report.md"),
        compare: (0,external_node_path_.join)(outDir, "compare.json"),
        compareMd: (0,external_node_path_.join)(outDir, "compare.md"),
        quarantine: (0,external_node_path_.join)(outDir, QUARANTINE_FILE),
        diffs: (0,external_node_path_.join)(outDir, "trace-diff"),
        partial: (0,external_node_path_.join)(outDir, PARTIAL_FILE),
    };
}
/** The environment of one run; throws a UsageError for a bad `working-directory` or `output-dir`. */
function runEnv(d) {
    const { inputs, log } = d;
    const wsRoot = (0,external_node_path_.resolve)(d.ctx.workspace);
    const ws = repositoryRoot(wsRoot, inputs.workingDirectory);
    // The action's own warnings share the runner's 10 per step with the findings' (ANNOTATION_CAPS):
    // past OWN_WARNINGS they are plain log lines, so none is dropped unseen.
    let ownWarnings = 0;
    const warn = (msg) => (ownWarnings++ < OWN_WARNINGS ? log.warning(msg) : log.info(`Warning: ${msg}`));
    // Output paths are for later steps, which run in the workspace (not working-directory).
    const display = (p) => (insideDir(wsRoot, p) ? (0,external_node_path_.relative)(wsRoot, p).split(external_node_path_.sep).join("/") : p);
    const validate = d.validateReport === undefined ? reportValidator() : d.validateReport;
    if (!validate)
        log.debug("report.schema.json not found beside the bundle: baselines get the structural check only");
    const readReport = (path, label) => {
        const doc = (0,load.readReportDocument)(path, label); // depth-checked: one clear line, never a stack overflow
        if (validate) {
            const err = validate(doc);
            if (err)
                throw new errors/* UsageError */.e(`${label}: does not match report.schema.json: ${err}`);
        }
        return (0,load.normalizeReport)(doc, path, label);
    };
    const outDir = (0,external_node_path_.resolve)(ws, inputs.outputDir);
    checkOutputDir(outDir, wsRoot, inputs.outputOutsideWorkspace);
    return { deps: d, inputs, log, wsRoot, ws, outDir, paths: outputPaths(outDir), display, warn, readReport };
}
/** The repository's root: `working-directory` below the workspace (it must exist and stay inside). */
function repositoryRoot(workspace, workingDirectory) {
    if (workingDirectory === "")
        return workspace;
    const dir = (0,external_node_path_.resolve)(workspace, workingDirectory);
    if (!insideDir(workspace, dir))
        throw new errors/* UsageError */.e(`input 'working-directory' must be a directory inside the workspace, got '${workingDirectory}'`);
    let st;
    try {
        st = (0,external_node_fs_.statSync)(dir);
    }
    catch {
        throw new errors/* UsageError */.e(`input 'working-directory': '${workingDirectory}' does not exist in the workspace`);
    }
    if (!st.isDirectory())
        throw new errors/* UsageError */.e(`input 'working-directory': '${workingDirectory}' is not a directory`);
    return dir;
}
/**
 * `output-dir` must stay inside the workspace (unless opted out) and be, or become, a directory:
 * an existing file at the path or at any parent is one clear line instead of EEXIST/ENOTDIR later.
 */
function checkOutputDir(outDir, workspace, allowOutside) {
    if (!allowOutside && !insideDir(workspace, outDir)) {
        throw new errors/* UsageError */.e(`input 'output-dir' resolves outside the workspace (${outDir}); set output-dir-outside-workspace: true to allow it`);
    }
    for (let p = outDir;; p = (0,external_node_path_.dirname)(p)) {
        let st;
        try {
            st = (0,external_node_fs_.statSync)(p);
        }
        catch {
            if ((0,external_node_path_.dirname)(p) === p)
                return;
            continue;
        }
        if (!st.isDirectory())
            throw new errors/* UsageError */.e(`input 'output-dir': ${p === outDir ? `'${outDir}' is` : `'${p}' (a parent of '${outDir}') is`} a file, not a directory`);
        return;
    }
}
function insideDir(root, p) {
    const rel = (0,external_node_path_.relative)(root, p);
    return rel === "" || (!rel.startsWith(".." + external_node_path_.sep) && rel !== ".." && !(0,external_node_path_.isAbsolute)(rel));
}
/** An error's message, for a log line or a reason. */
function messageOf(e) {
    return e instanceof Error ? e.message : String(e);
}

// EXTERNAL MODULE: ./lib/report/util.js
var report_util = __webpack_require__(23688);
// EXTERNAL MODULE: ./lib/policy/parse.js + 4 modules
var parse = __webpack_require__(734);
// EXTERNAL MODULE: ./lib/engine/pipeline.js + 3 modules
var pipeline = __webpack_require__(70695);
// EXTERNAL MODULE: ./lib/engine/parallel.js
var parallel = __webpack_require__(24399);
// EXTERNAL MODULE: ./lib/util/writefile.js
var writefile = __webpack_require__(87337);
// EXTERNAL MODULE: ./lib/report/json.js
var json = __webpack_require__(97406);
;// CONCATENATED MODULE: ./lib/shard/writer.js
// Writing a partial report: records go to a side file as they come (memory stays flat), and
// `finish` writes the manifest, then the records, to a temporary file renamed into place.





const FLUSH_AT = 1 << 20;
class PartialWriter {
    path;
    side;
    fd;
    pending = [];
    pendingLength = 0;
    count = 0;
    passed = 0;
    constructor(path) {
        this.path = path;
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)((0,external_node_path_.resolve)(path)), { recursive: true });
        this.side = `${path}.records.${process.pid}.tmp`;
        this.fd = (0,external_node_fs_.openSync)(this.side, "w");
    }
    /** Append one entry; `text` is its `renderEntry` text when a worker already rendered it. */
    add(e, text) {
        const rec = renderPartialRecord(partial_orderKey(e.source_path), rawScoreOf(e), text ?? (0,json/* renderEntry */.Ft)(e));
        if (e.passed)
            this.passed++;
        this.push(this.count++ === 0 ? rec : ",\n" + rec);
    }
    get entries() {
        return this.count;
    }
    push(s) {
        this.pending.push(s);
        this.pendingLength += s.length;
        if (this.pendingLength >= FLUSH_AT)
            this.flush();
    }
    flush() {
        if (this.fd === null || this.pending.length === 0)
            return;
        (0,writefile/* writeAllSync */.Ud)(this.fd, this.pending.join(""));
        this.pending = [];
        this.pendingLength = 0;
    }
    /** Write the partial: manifest (its counts of entries and passes are this writer's), then records. */
    finish(m) {
        this.flush();
        (0,external_node_fs_.closeSync)(this.fd);
        this.fd = null;
        const counts = { files: m.files.length, entries: this.count, passed: this.passed, failed: this.count - this.passed, skipped: m.skipped.length };
        try {
            const head = renderPartialHead({ ...m, counts });
            if (this.count === 0)
                (0,writefile/* writeFileAtomicAround */.Gd)(this.path, head + '  "entries": []\n}\n', null, "");
            else
                (0,writefile/* writeFileAtomicAround */.Gd)(this.path, head + '  "entries": [\n', this.side, "\n  ]\n}\n");
        }
        finally {
            (0,external_node_fs_.rmSync)(this.side, { force: true });
        }
    }
    /** Remove the side file without writing anything (on errors). */
    abort() {
        if (this.fd !== null)
            (0,external_node_fs_.closeSync)(this.fd);
        this.fd = null;
        (0,external_node_fs_.rmSync)(this.side, { force: true });
    }
}

;// CONCATENATED MODULE: ./lib/shard/validate.js
// What `arh validate --shard i/N --partial-out F --commit SHA` adds to a run: the file selection
// and the partial report (src/commands/validate.ts calls these; the flags are parsed there).





/** A commit id as git prints it (abbreviated or full, SHA-1 or SHA-256). */
function parseCommit(v, from) {
    if (v === undefined || v === "")
        return null;
    if (!/^[0-9a-fA-F]{4,64}$/.test(v))
        throw new errors/* UsageError */.e(`${from} must be a hexadecimal commit id, got '${v.length > 80 ? v.slice(0, 80) + "…" : v}'`);
    return v.toLowerCase();
}
/** `covered` without the paths the report lists as skipped. */
function coveredOnly(covered, skipped) {
    const out = new Set(skipped.map((k) => k.path));
    return covered.filter((f) => !out.has(f));
}
/** Null when none of the three flags is given: the run is a plain `arh validate`. */
function shardRun(flags, env) {
    if (flags.shard === undefined && flags.partialOut === undefined && flags.commit === undefined)
        return null;
    const shard = flags.shard === undefined ? { index: 1, total: 1 } : parseShard(flags.shard);
    const commit = flags.commit !== undefined ? parseCommit(flags.commit, "--commit") : parseCommit(env.GITHUB_SHA, "GITHUB_SHA");
    let covered = [];
    let skippedHere = [];
    const out = flags.partialOut;
    let partial = null;
    return {
        shard,
        commit,
        partial: out !== undefined,
        select(files, skipped, uriOf) {
            if (out !== undefined)
                partial ??= new PartialWriter(out); // after the usage checks: no side file is left behind
            const mine = selectShard(files, uriOf, shard);
            skippedHere = shard.total === 1 ? skipped : skipped.filter((s) => shardOf(s.path, shard.total) === shard.index);
            covered = mine.map(uriOf);
            return { files: mine, skipped: skippedHere };
        },
        add(e, text) {
            partial?.add(e, text);
        },
        finish(report, policyText) {
            partial?.finish({
                partial_version: PARTIAL_VERSION,
                shard,
                policy_digest: report.policy_digest ?? policyDigest(policyText),
                policy_id: report.policy_id ?? "",
                fail_under: report.fail_under ?? 70,
                tool: { name: version/* TOOL_NAME */.lH, version: version/* VERSION */.xv },
                commit,
                // the files the run found to be another tool's (engine/pipeline.ts) are skipped, not covered
                skipped: report.skipped ?? skippedHere,
                files: report.skipped ? coveredOnly(covered, report.skipped) : covered,
            });
        },
        abort() {
            partial?.abort();
        },
    };
}

// EXTERNAL MODULE: ./lib/bundle/format.js
var bundle_format = __webpack_require__(80773);
;// CONCATENATED MODULE: ./lib/github/baseline.js
// Baseline download: the newest non-expired artifact named `baseline-artifact` produced by a
// successful push run on the base branch *of this repository* (never a fork's run), saved to disk
// with a byte cap and extracted safely into a fresh temporary directory. The artifact is a baseline
// bundle (docs/bundle.md: the report, its trace files, the policy, the quarantine) or, from older
// runs, the report alone.






class DownloadTooLargeError extends Error {
    constructor(message) {
        super(message);
        this.name = "DownloadTooLargeError";
    }
}
/**
 * A download body (a web ReadableStream when the response is left unparsed; a buffer or string if a
 * fetch implementation already read it) as one Buffer of at most `maxBytes`. Past the cap the
 * stream is cancelled, which closes the connection, and DownloadTooLargeError is thrown; memory
 * stays bounded by the cap. Written by hand: the few lines of a reader loop with a counter are all
 * it takes, and no dependency we ship offers a capped reader for web streams.
 */
async function readCapped(body, maxBytes, contentLength) {
    const chunks = [];
    const total = await pumpCapped(body, maxBytes, contentLength, (c) => void chunks.push(c));
    return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, total);
}
/**
 * `readCapped`, written to `file` as it comes (memory stays flat whatever the cap): a baseline bundle
 * holds every trace file of the base branch's run. Returns the byte count.
 */
async function saveCapped(body, maxBytes, file, contentLength) {
    const fd = (0,external_node_fs_.openSync)(file, "wx", 0o600);
    try {
        return await pumpCapped(body, maxBytes, contentLength, (c) => {
            for (let off = 0; off < c.length;)
                off += (0,external_node_fs_.writeSync)(fd, c, off, c.length - off);
        });
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** The body's bytes to `sink`, chunk by chunk, at most `maxBytes` (else DownloadTooLargeError, the stream cancelled). */
async function pumpCapped(body, maxBytes, contentLength, sink) {
    const declared = contentLength === undefined ? NaN : Number(contentLength);
    const isStream = body instanceof ReadableStream;
    if (Number.isFinite(declared) && declared > maxBytes) {
        if (isStream)
            await body.cancel().catch(() => { });
        throw new DownloadTooLargeError(`its Content-Length is ${declared} bytes, over the ${maxBytes}-byte limit`);
    }
    if (!isStream) {
        const buf = Buffer.isBuffer(body) ? body : body instanceof ArrayBuffer ? Buffer.from(body) : typeof body === "string" ? Buffer.from(body, "binary") : Buffer.alloc(0);
        if (buf.length > maxBytes)
            throw new DownloadTooLargeError(`${buf.length} bytes, over the ${maxBytes}-byte limit`);
        sink(buf);
        return buf.length;
    }
    const reader = body.getReader();
    let total = 0;
    try {
        for (;;) {
            const { done, value } = await reader.read();
            if (done)
                break;
            total += value.byteLength;
            if (total > maxBytes) {
                await reader.cancel().catch(() => { });
                throw new DownloadTooLargeError(`stopped after more than ${maxBytes} bytes (the limit)`);
            }
            sink(Buffer.from(value.buffer, value.byteOffset, value.byteLength));
        }
    }
    finally {
        reader.releaseLock();
    }
    return total;
}
/** The largest baseline artifact downloaded (a bundle carries the trace files). */
const MAX_BASELINE_BYTES = 1024 * 1024 * 1024;
/** Pure filter + order of candidate artifacts; returns kept artifacts and why others were dropped. */
function selectCandidates(artifacts, q) {
    const kept = [];
    const dropped = [];
    for (const a of artifacts) {
        const run = a.workflow_run ?? null;
        if (a.name !== q.artifactName)
            dropped.push({ id: a.id, why: "different name" });
        else if (a.expired)
            dropped.push({ id: a.id, why: "expired" });
        else if (!run || typeof run.id !== "number")
            dropped.push({ id: a.id, why: "no workflow run" });
        else if (run.head_repository_id !== q.repositoryId || (run.repository_id != null && run.repository_id !== q.repositoryId))
            dropped.push({ id: a.id, why: `produced by a run of another repository (head repository ${String(run.head_repository_id)}; fork runs never serve as baseline)` });
        else if (run.head_branch !== q.branch)
            dropped.push({ id: a.id, why: `from branch '${String(run.head_branch)}', not '${q.branch}'` });
        else
            kept.push(a);
    }
    kept.sort((x, y) => (y.created_at ?? "").localeCompare(x.created_at ?? "") || y.id - x.id);
    return { kept, dropped };
}
async function fetchBaseline(octokit, q, log) {
    const maxBytes = q.maxDownloadBytes ?? MAX_BASELINE_BYTES;
    let artifacts;
    try {
        const res = await octokit.rest.actions.listArtifactsForRepo({ owner: q.owner, repo: q.repo, name: q.artifactName, per_page: 100 });
        artifacts = (res.data.artifacts ?? []);
    }
    catch (e) {
        const s = httpStatus(e);
        const hint = s === 403 || s === 404 ? " (does the job grant `actions: read`?)" : "";
        return { ok: false, reason: `could not list artifacts: ${describeApiError(e)}${hint}`, apiError: true };
    }
    const { kept, dropped } = selectCandidates(artifacts, q);
    for (const d of dropped)
        if (!d.why.startsWith("different name"))
            log.info(`baseline: ignoring artifact ${d.id}: ${d.why}`);
    if (kept.length === 0)
        return { ok: false, reason: `no usable artifact '${q.artifactName}' from branch '${q.branch}' of this repository` };
    for (const a of kept.slice(0, q.maxCandidates ?? 5)) {
        const runId = a.workflow_run.id;
        let run;
        try {
            run = (await octokit.rest.actions.getWorkflowRun({ owner: q.owner, repo: q.repo, run_id: runId })).data;
        }
        catch (e) {
            return { ok: false, reason: `could not read workflow run ${runId}: ${describeApiError(e)}`, apiError: true };
        }
        const why = run.event !== "push" ? `run ${runId} was a '${String(run.event)}' run, not a push`
            : run.status !== "completed" || run.conclusion !== "success" ? `run ${runId} did not succeed (${String(run.status)}/${String(run.conclusion)})`
                : run.head_branch !== q.branch ? `run ${runId} ran on '${String(run.head_branch)}'`
                    : run.head_repository?.id !== q.repositoryId || (run.repository?.id !== undefined && run.repository.id !== q.repositoryId) ? `run ${runId} belongs to another repository`
                        : a.size_in_bytes > maxBytes ? `artifact ${a.id} is too large (${a.size_in_bytes} bytes)`
                            : null;
        if (why) {
            log.info(`baseline: ignoring artifact ${a.id}: ${why}`);
            continue;
        }
        const got = await downloadArtifactFiles(octokit, { owner: q.owner, repo: q.repo, artifactId: a.id, tempRoot: q.tempRoot, maxBytes, zipLimits: q.zipLimits ?? bundle_format/* BUNDLE_ZIP_LIMITS */.Em });
        if (!got.ok)
            return got;
        return { ok: true, dir: got.dir, files: got.files, artifactId: a.id, runId, createdAt: a.created_at, headSha: a.workflow_run?.head_sha ?? null };
    }
    return { ok: false, reason: `no artifact '${q.artifactName}' from a successful push run on '${q.branch}'` };
}
/**
 * Download one artifact's zip (at most `maxBytes`) and extract it safely into a fresh temporary
 * directory under `tempRoot` (the caller removes it). Shared by the baseline download and the
 * publishing of a pull request run's reports.
 */
async function downloadArtifactFiles(octokit, o) {
    const base = o.tempRoot && (0,external_node_fs_.existsSync)(o.tempRoot) ? o.tempRoot : (0,external_node_os_.tmpdir)();
    const dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(base, "arh-baseline-"));
    const zip = `${dir}.zip`;
    try {
        let size;
        try {
            // The body unparsed (a stream), saved with a byte cap: an endless or oversized body (the
            // listing's size_in_bytes is only what the API claims) is cut off at the cap, never buffered.
            const res = await octokit.rest.actions.downloadArtifact({ owner: o.owner, repo: o.repo, artifact_id: o.artifactId, archive_format: "zip", request: { parseSuccessResponseBody: false } });
            size = await saveCapped(res.data, o.maxBytes, zip, res.headers["content-length"]);
        }
        catch (e) {
            (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
            if (e instanceof DownloadTooLargeError)
                return { ok: false, reason: `artifact ${o.artifactId} is too large to download: ${e.message}` };
            return { ok: false, reason: `could not download artifact ${o.artifactId}: ${describeApiError(e)}`, apiError: true };
        }
        if (size === 0) {
            (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
            return { ok: false, reason: `artifact ${o.artifactId} download is empty` };
        }
        try {
            const files = await (0,bundle_zip/* extractZipFileSafely */.BU)(zip, dir, o.zipLimits ?? bundle_zip/* DEFAULT_ZIP_LIMITS */.RT);
            return { ok: true, dir, files };
        }
        catch (e) {
            (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
            return { ok: false, reason: `artifact ${o.artifactId} rejected: ${e instanceof Error ? e.message : String(e)}` };
        }
    }
    finally {
        (0,external_node_fs_.rmSync)(zip, { force: true });
    }
}

;// CONCATENATED MODULE: ./lib/github/checks.js
// Check run mode (`check-run: true`, needs `checks: write`): one check run per gate carrying every
// annotation. The Checks API takes at most 50 annotations per request and appends the annotations
// of each update, so the run is created in progress with the first batch, updated with one batch
// per request, and completed with the gate's conclusion in the last request.



/** Annotations per Checks API request (GitHub's limit). */
const CHECK_BATCH = 50;
/** Limits of the check run output (GitHub's): summary and text 65,535 characters, message 64 KB. */
const MAX_SUMMARY = 65_535;
const MAX_TITLE = 255;
const MAX_MESSAGE = 60_000;
const checks_LEVEL = { error: "failure", warning: "warning", notice: "notice" };
/** A planned annotation in the Checks API's shape (null: it has no file to sit on). */
function toCheckAnnotation(a) {
    const p = a.props;
    if (!p.file)
        return null;
    const start = p.startLine ?? 1;
    const out = {
        path: p.file,
        start_line: start,
        end_line: p.endLine ?? start,
        annotation_level: checks_LEVEL[a.level],
        message: (0,util_escape/* truncate */.xv)(a.message, MAX_MESSAGE),
    };
    // Columns are only allowed when the annotation stays on one line.
    if (out.end_line === out.start_line && p.startColumn !== undefined) {
        out.start_column = p.startColumn;
        out.end_column = p.endColumn ?? p.startColumn;
    }
    if (p.title)
        out.title = (0,util_escape/* truncate */.xv)(p.title, MAX_TITLE);
    return out;
}
async function publishCheckRun(octokit, r) {
    const all = r.annotations.map(toCheckAnnotation).filter((a) => a !== null);
    const batches = [];
    for (let i = 0; i < all.length; i += CHECK_BATCH)
        batches.push(all.slice(i, i + CHECK_BATCH));
    const output = (annotations) => ({
        title: (0,util_escape/* truncate */.xv)(r.title, MAX_TITLE),
        summary: (0,util_escape/* truncate */.xv)(r.summary, MAX_SUMMARY),
        ...(annotations && annotations.length ? { annotations } : {}),
    });
    let id = 0;
    let url = "";
    let requests = 0;
    let sent = 0;
    try {
        const created = await octokit.rest.checks.create({
            owner: r.owner,
            repo: r.repo,
            name: r.name,
            head_sha: r.headSha,
            status: "in_progress",
            ...(r.detailsUrl ? { details_url: r.detailsUrl } : {}),
            ...(r.externalId ? { external_id: r.externalId } : {}),
            output: output(batches[0]),
        });
        requests++;
        sent += batches[0]?.length ?? 0;
        id = created.data.id;
        url = created.data.html_url ?? "";
        // Every further batch in its own update; the last request also completes the run.
        const rest = batches.slice(1);
        const updates = rest.length ? rest : [undefined];
        for (let i = 0; i < updates.length; i++) {
            const final = i === updates.length - 1;
            await octokit.rest.checks.update({
                owner: r.owner,
                repo: r.repo,
                check_run_id: id,
                ...(final ? { status: "completed", conclusion: r.conclusion } : {}),
                output: output(updates[i]),
            });
            requests++;
            sent += updates[i]?.length ?? 0;
        }
        return { ok: true, id, url, annotations: all.length, requests };
    }
    catch (e) {
        const why = describeApiError(e);
        if (!id)
            return { ok: false, status: httpStatus(e), reason: why };
        // A created run must never stay in progress: complete it with the gate's conclusion and say
        // in its summary what it lacks (the caller emits the annotations as workflow commands).
        const lost = all.length - sent;
        const note = `\n\n> [!WARNING]\n> ${lost} of ${(0,report_util/* plural */.LS)(all.length, "annotation")} could not be attached to this check run (${(0,util_escape/* truncate */.xv)(why, 500)}); they are annotations of the workflow job instead.`;
        try {
            await octokit.rest.checks.update({
                owner: r.owner,
                repo: r.repo,
                check_run_id: id,
                status: "completed",
                conclusion: r.conclusion,
                output: { title: (0,util_escape/* truncate */.xv)(r.title, MAX_TITLE), summary: (0,util_escape/* truncate */.xv)(r.summary, MAX_SUMMARY - note.length) + note },
            });
        }
        catch (e2) {
            return { ok: false, status: httpStatus(e), id, reason: `check run ${id} left in progress: ${why}; completing it failed too: ${describeApiError(e2)}` };
        }
        return { ok: false, status: httpStatus(e), id, reason: `check run ${id} completed (${r.conclusion}) without ${lost} of its ${(0,report_util/* plural */.LS)(all.length, "annotation")}: ${why}` };
    }
}

;// CONCATENATED MODULE: ./lib/github/publish.js
// Publishing a pull request run's reports from a trusted run (the two-workflow pattern for fork
// PRs): the `pull_request` run (read-only token) gates and uploads its output-dir as an artifact;
// a `workflow_run` run (write token, the default branch's code) downloads that artifact and
// publishes SARIF, the check run and the sticky comment for the right PR and head commit. Nothing
// from the fork is executed: only its report.json is read, validated like a baseline.
//
// Every check here fails closed with one reason: a run of another repository, a run that was not a
// pull request, a missing or expired artifact, an artifact of another run or repository, a PR
// whose head is not the run's head commit, repository and branch.








/** The file the pull request run writes into output-dir so the publishing run knows its PR. */
const PULL_REQUEST_FILE = "pull-request.json";
function pullRequestRecord(pr) {
    const rec = { number: pr.number, head_sha: pr.headSha, base_ref: pr.baseRef };
    return JSON.stringify(rec, null, 2) + "\n";
}
const SHA = /^[0-9a-f]{40}$/;
/** The PR the artifact names in pull-request.json (null: absent or not a record). */
function readRecord(dir, files) {
    if (!files.includes(PULL_REQUEST_FILE))
        return null;
    const path = (0,external_node_path_.join)(dir, PULL_REQUEST_FILE);
    try {
        if ((0,external_node_fs_.statSync)(path).size > 4096)
            return null;
        const doc = JSON.parse((0,external_node_fs_.readFileSync)(path, "utf8"));
        const n = doc.number;
        if (typeof n !== "number" || !Number.isSafeInteger(n) || n < 1)
            return null;
        return { number: n, head_sha: typeof doc.head_sha === "string" ? doc.head_sha : "", base_ref: typeof doc.base_ref === "string" ? doc.base_ref : "" };
    }
    catch {
        return null;
    }
}
/**
 * Why a published report.json cannot be what `arh validate` wrote, or null: an entry whose `passed`
 * contradicts its own error findings or its score against the report's `fail_under`, or whose score
 * is not in [0, 100]. Such a report would steer the gate and the `passed`/`failed-traces` outputs
 * of the trusted run; its summary's counts are recomputed from the entries anyway
 * (compare/load.ts). Unreadable files are left to the loader, which names the problem.
 */
function publishedReportProblem(path) {
    let doc;
    try {
        doc = JSON.parse((0,external_node_fs_.readFileSync)(path, "utf8"));
    }
    catch {
        return null;
    }
    if (typeof doc !== "object" || doc === null || !Array.isArray(doc.reports))
        return null;
    const d = doc;
    const threshold = typeof d.fail_under === "number" && Number.isFinite(d.fail_under) ? (0,round/* pyRound */.w)(d.fail_under, 2) : null;
    for (const [i, raw] of d.reports.entries()) {
        if (typeof raw !== "object" || raw === null)
            continue;
        const e = raw;
        const at = `reports[${i}] (trace_id ${(0,bound/* truncateText */.EJ)(JSON.stringify(e.trace_id) ?? "?", 120)})`;
        if (typeof e.score === "number" && !(e.score >= 0 && e.score <= 100))
            return `${at}: score ${e.score} is not in [0, 100]`;
        const error = Array.isArray(e.findings) && e.findings.some((f) => typeof f === "object" && f !== null && f.severity === "error");
        if (e.passed === true && error)
            return `${at}: passed is true, but it has an error finding`;
        if (threshold === null || typeof e.score !== "number" || e.scored === false)
            continue;
        if (e.passed === true && e.score < threshold)
            return `${at}: passed is true, but its score ${e.score} is below fail_under ${threshold}`;
        if (e.passed === false && !error && e.score > threshold)
            return `${at}: passed is false, but it has no error finding and its score ${e.score} is above fail_under ${threshold}`;
    }
    return null;
}
async function fetchPublishSource(octokit, q) {
    const fail = (reason) => ({ ok: false, reason });
    let run;
    try {
        run = (await octokit.rest.actions.getWorkflowRun({ owner: q.owner, repo: q.repo, run_id: q.runId })).data;
    }
    catch (e) {
        return fail(httpStatus(e) === 404 ? `workflow run ${q.runId} not found in ${q.owner}/${q.repo}` : `could not read workflow run ${q.runId}: ${describeApiError(e)}`);
    }
    if (run.repository?.id !== q.repositoryId)
        return fail(`workflow run ${q.runId} belongs to another repository`);
    if (run.event !== "pull_request" && run.event !== "pull_request_target")
        return fail(`workflow run ${q.runId} was a '${String(run.event)}' run; only pull request runs are published`);
    const headSha = String(run.head_sha ?? "");
    if (!SHA.test(headSha))
        return fail(`workflow run ${q.runId} has no head commit`);
    let artifacts;
    try {
        const res = await octokit.rest.actions.listWorkflowRunArtifacts({ owner: q.owner, repo: q.repo, run_id: q.runId, name: q.artifactName, per_page: 100 });
        artifacts = (res.data.artifacts ?? []);
    }
    catch (e) {
        return fail(`could not list the artifacts of workflow run ${q.runId}: ${describeApiError(e)}${httpStatus(e) === 403 ? " (does the job grant `actions: read`?)" : ""}`);
    }
    const named = artifacts.filter((a) => a.name === q.artifactName);
    if (named.length === 0)
        return fail(`workflow run ${q.runId} has no artifact '${q.artifactName}' (does the pull request workflow upload its output-dir under that name?)`);
    const foreign = named.find((a) => a.workflow_run && ((a.workflow_run.repository_id != null && a.workflow_run.repository_id !== q.repositoryId) || (a.workflow_run.id != null && a.workflow_run.id !== q.runId)));
    if (foreign)
        return fail(`artifact ${foreign.id} comes from a different repository or run`);
    const live = named.filter((a) => !a.expired);
    if (live.length === 0)
        return fail(`artifact '${q.artifactName}' of workflow run ${q.runId} has expired`);
    const art = live.sort((x, y) => (y.created_at ?? "").localeCompare(x.created_at ?? "") || y.id - x.id)[0];
    const maxBytes = q.maxDownloadBytes ?? 50 * 1024 * 1024;
    if (art.size_in_bytes > maxBytes)
        return fail(`artifact ${art.id} is too large (${art.size_in_bytes} bytes)`);
    const got = await downloadArtifactFiles(octokit, { owner: q.owner, repo: q.repo, artifactId: art.id, tempRoot: q.tempRoot, maxBytes, zipLimits: q.zipLimits });
    if (!got.ok)
        return fail(got.reason);
    const done = (reason) => {
        (0,external_node_fs_.rmSync)(got.dir, { recursive: true, force: true });
        return fail(reason);
    };
    // Which PR: the artifact's record (fork PRs: GitHub lists no pull request on their runs), else
    // the one pull request GitHub associates with the run. Either way the PR's head must be the
    // run's head commit, or the results would land on the wrong PR or on a newer commit.
    const rec = readRecord(got.dir, got.files);
    const listed = (run.pull_requests ?? []).filter((p) => typeof p.number === "number");
    const number = rec?.number ?? (listed.length === 1 ? listed[0].number : null);
    if (number === null)
        return done(listed.length > 1 ? `workflow run ${q.runId} matches ${listed.length} pull requests and its artifact names none` : `cannot tell which pull request workflow run ${q.runId} belongs to (no ${PULL_REQUEST_FILE} in the artifact)`);
    let pull;
    try {
        pull = (await octokit.rest.pulls.get({ owner: q.owner, repo: q.repo, pull_number: number })).data;
    }
    catch (e) {
        return done(httpStatus(e) === 404 ? `pull request #${number} not found in ${q.owner}/${q.repo}` : `could not read pull request #${number}: ${describeApiError(e)}`);
    }
    const prHead = String(pull.head?.sha ?? "");
    if (prHead !== headSha)
        return done(`pull request #${number} is at ${prHead.slice(0, 7) || "?"}, not at the run's head commit ${headSha.slice(0, 7)}: not publishing to it`);
    if (pull.base?.repo?.id !== undefined && pull.base.repo.id !== q.repositoryId)
        return done(`pull request #${number} targets another repository`);
    // The same public commit can be pushed to any branch of any fork and opened as another pull
    // request: the head commit alone does not tell them apart. The run's head repository and branch
    // (the workflow_run payload) must be the pull request's own, so a fork's artifact can direct a
    // comment, check run or SARIF upload to no pull request but its own.
    const runRepo = run.head_repository?.id;
    const prRepo = pull.head?.repo?.id;
    if (typeof runRepo !== "number")
        return done(`workflow run ${q.runId} names no head repository: not publishing to pull request #${number}`);
    if (prRepo !== runRepo)
        return done(`pull request #${number} comes from ${prRepo === undefined || prRepo === null ? "a deleted repository" : `repository ${prRepo}`}, not from the run's head repository ${runRepo}: not publishing to it`);
    const runBranch = typeof run.head_branch === "string" ? run.head_branch : null;
    const prBranch = typeof pull.head?.ref === "string" ? pull.head.ref : null;
    if (runBranch === null || prBranch !== runBranch) {
        return done(`pull request #${number} is from branch ${JSON.stringify(String(prBranch).slice(0, 100))}, not from the run's head branch ${JSON.stringify(String(runBranch).slice(0, 100))}: not publishing to it`);
    }
    const forged = got.files.includes("report.json") ? publishedReportProblem((0,external_node_path_.join)(got.dir, "report.json")) : null;
    if (forged)
        return { ...done(`reports artifact ${art.id} of workflow run ${q.runId}: report.json ${forged}: not publishing it`), refused: { prNumber: number, headSha } };
    return {
        ok: true,
        dir: got.dir,
        files: got.files,
        artifactId: art.id,
        runId: q.runId,
        headSha,
        pr: { number, headSha, baseRef: String(pull.base?.ref ?? rec?.base_ref ?? ""), headRepoId: runRepo },
    };
}
/**
 * A refused publication (a forged report) as a failing check run on the pull request's head, so the
 * pull request is never left without a verdict; returns the line to log when the check could not be made.
 */
async function refusedCheckRun(octokit, o) {
    const res = await publishCheckRun(octokit, {
        owner: o.owner,
        repo: o.repo,
        name: o.name,
        headSha: o.headSha,
        conclusion: "failure",
        title: "Failed: the pull request run's report was refused",
        summary: `**Agent reliability gate failed**: the reports of pull request #${o.prNumber} were not published.\n\n- ${(0,util_escape/* escapeMarkdown */.FV)(o.reason, 2000)}`,
        annotations: [],
        ...(o.detailsUrl ? { detailsUrl: o.detailsUrl } : {}),
    });
    return res.ok ? null : `Check run not created: ${res.reason}`;
}

;// CONCATENATED MODULE: ./lib/github/traces.js
// The `traces` input: the same matcher as the CLI (src/files/match.ts), confined to the workspace.
// Every path a pattern meets is validated or comes back in `skipped` with the reason.


async function resolveTraceFiles(patterns, workspace) {
    const ws = (0,external_node_path_.resolve)(workspace);
    const r = (0,match/* matchTraceFiles */.s2)(patterns, { cwd: ws, root: ws });
    const outside = r.skipped.filter((s) => s.reason === "resolves outside the workspace").map((s) => (0,external_node_path_.resolve)(ws, s.path));
    return { files: r.files, outside, skipped: r.skipped, walked: r.walked };
}

;// CONCATENATED MODULE: ./lib/github/phases/source.js
// The source phase: where the run's report comes from, and what the run is about. One of three:
// publish a `workflow_run`'s reports artifact (the two-workflow pattern for fork PRs), merge this
// run's shard artifacts (the merge job of a matrix), or validate the traces here (a matrix job:
// one shard, whose partial is uploaded and gated later). A run that stops here (nothing to
// publish, a shard missing, a matrix job's partial) is a value, a `SourceStop`, never an exit from
// the middle of the run: runAction hands it to the publish phase and to the outputs.













async function sourcePhase(env) {
    const { inputs, deps } = env;
    const ctx = deps.ctx;
    const publishRunId = inputs.publishFrom ?? (ctx.eventName === "workflow_run" ? (ctx.workflowRun?.id ?? null) : null);
    if (publishRunId !== null)
        return publishedSource(env, publishRunId);
    if (inputs.merge !== null)
        return mergedSource(env, inputs.merge);
    return validatedSource(env);
}
function subjectOf(env, ctx, policy, published) {
    const commit = env.inputs.sha || ctx.sha;
    const linkBase = ctx.owner && ctx.repo && commit ? `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/blob/${commit}/` : "";
    return { ctx, commit, linkBase, policy, published };
}
/** Publishing: the reports artifact of a pull request run, checked like a baseline. */
async function publishedSource(env, runId) {
    const { deps: d, inputs, log } = env;
    const ctx = d.ctx;
    if (!d.octokit)
        throw new errors/* UsageError */.e("publishing another run's reports needs a token (input 'token')");
    if (ctx.repositoryId === null)
        throw new errors/* UsageError */.e("publishing another run's reports needs the repository id (event payload or GITHUB_REPOSITORY_ID)");
    const nothing = (why) => ({ kind: "stop", stop: { kind: "nothing-published", runId, why } });
    const src = await fetchPublishSource(d.octokit, { owner: ctx.owner, repo: ctx.repo, repositoryId: ctx.repositoryId, runId, artifactName: inputs.reportsArtifact, tempRoot: ctx.runnerTemp });
    if (!src.ok)
        return src.refused ? { kind: "stop", stop: { kind: "publish-refused", runId, reason: src.reason, ...src.refused } } : nothing(src.reason);
    let report;
    try {
        if (!src.files.includes("report.json"))
            return nothing(`artifact ${src.artifactId} holds no report.json`);
        report = env.readReport((0,external_node_path_.join)(src.dir, "report.json"), `reports artifact ${src.artifactId}`);
    }
    catch (e) {
        return nothing(messageOf(e));
    }
    finally {
        (0,external_node_fs_.rmSync)(src.dir, { recursive: true, force: true });
    }
    // From here on the run is about the pull request and its head commit; this run's token can write.
    const about = { ...ctx, sha: src.headSha, ref: `refs/pull/${src.pr.number}/head`, pr: { ...src.pr, isFork: src.pr.headRepoId !== ctx.repositoryId, readOnly: false } };
    const policy = inputs.policy ? (0,parse/* loadPolicy */.tb)((0,external_node_path_.resolve)(env.ws, inputs.policy)) : null;
    log.info(`Publishing the reports of workflow run ${src.runId} (artifact ${src.artifactId}) for pull request #${src.pr.number} at ${src.headSha.slice(0, 7)}.`);
    return { kind: "report", report, subject: subjectOf(env, about, policy, { runId: src.runId, artifactId: src.artifactId }) };
}
/** The merge job of a matrix: this run's shard artifacts become the report, then one gate. */
async function mergedSource(env, total) {
    const { deps: d, inputs, log } = env;
    if (inputs.policy === "")
        throw new errors/* UsageError */.e("input 'policy' is required: the path of the policy file");
    const policy = (0,parse/* loadPolicy */.tb)((0,external_node_path_.resolve)(env.ws, inputs.policy));
    const merged = await mergeShardArtifacts(d.downloader ?? null, total, d.ctx.runnerTemp || env.outDir, log);
    if (!merged.ok)
        return { kind: "stop", stop: { kind: "merge-failed", reason: merged.reason } };
    log.info(`Merged ${(0,report_util/* plural */.LS)(total, "shard")}: ${(0,report_util/* plural */.LS)(merged.report.summary.total_traces, "trace")}.`);
    return { kind: "report", report: merged.report, subject: subjectOf(env, d.ctx, policy, null) };
}
/** Validating here: the `traces` input's files (a matrix job: its shard's), against the policy. */
async function validatedSource(env) {
    const { deps: d, inputs } = env;
    const ctx = d.ctx;
    const ws = env.ws;
    requireValidationInputs(inputs);
    const { files, skipped, sharding, walked } = await traceFiles(env);
    const policyPath = (0,external_node_path_.resolve)(ws, inputs.policy);
    const workerEntry = (0,parallel/* getWorkerEntry */.Lg)();
    const policyText = (0,parse/* readPolicyText */.OG)(policyPath);
    const policy = (0,parse/* policyFromText */.M5)(policyText, policyPath);
    const memory = inputs.memoryAdapter ? { adapterCommand: inputs.memoryAdapter, cwd: ws } : undefined;
    let report;
    try {
        report = await (0,pipeline/* runValidation */.Lb)(files, policy, {
            format: inputs.format,
            failUnder: inputs.failUnder,
            cwd: ws,
            skipped,
            walked,
            ...(memory ? { memory } : {}),
            ...(sharding ? { onEntry: (e, text) => (sharding.add(e, text), e) } : {}),
            ...(workerEntry && inputs.jobs > 1 ? { parallel: { workers: inputs.jobs - 1, entry: workerEntry, policyText, policyPath, render: sharding !== null, keepSteps: true } } : {}),
        });
    }
    catch (e) {
        sharding?.abort();
        throw e;
    }
    if (sharding && inputs.shard) {
        // A matrix job validates and uploads its partial; the merge job gates and publishes.
        sharding.finish(report, policyText);
        const { index, total } = inputs.shard;
        return { kind: "stop", stop: { kind: "shard", report, artifact: shardArtifactName(index, total), index, total } };
    }
    return { kind: "report", report, subject: subjectOf(env, ctx, policy, null) };
}
/** The files the `traces` input matches (a matrix job: its shard's), with what was skipped and why. */
async function traceFiles(env) {
    const { inputs, log, ws } = env;
    const found = await resolveTraceFiles(inputs.traces, ws);
    const { outside } = found;
    let { files, skipped } = found;
    // A matrix job: this shard's files only (the same split `arh validate --shard` makes).
    const sharding = inputs.shard ? shardRun({ shard: `${inputs.shard.index}/${inputs.shard.total}`, partialOut: env.paths.partial, commit: inputs.sha || env.deps.ctx.sha }, {}) : null;
    if (sharding)
        ({ files, skipped } = sharding.select(files, skipped, (f) => (0,pipeline/* toUri */.iJ)(f, ws)));
    if (outside.length) {
        env.warn(`${(0,report_util/* plural */.LS)(outside.length, "matched path")} ignored: ${outside.length === 1 ? "it resolves" : "they resolve"} outside the workspace (listed in the log)`);
        for (const o of outside)
            log.info(`ignored ${(0,external_node_path_.relative)(ws, o) || o}: resolves outside the workspace`);
    }
    if (files.length === 0) {
        const skippedNote = skipped.length ? `; skipped: ${skipped.slice(0, 3).map((k) => `${k.path} (${k.reason})`).join(", ")}${skipped.length > 3 ? `, and ${skipped.length - 3} more` : ""}` : "";
        const msg = `no trace files matched 'traces' (${inputs.traces.join(" ")}) inside ${inputs.workingDirectory ? `'${inputs.workingDirectory}'` : "the workspace"}${skippedNote}`;
        if (inputs.ifNoFilesFound === "error")
            throw new errors/* UsageError */.e(`${msg} (if-no-files-found: error)`);
        if (inputs.ifNoFilesFound === "warn")
            env.warn(`${msg}; nothing to gate (if-no-files-found: warn)`);
        else
            log.info(`${msg} (if-no-files-found: ignore)`);
    }
    return { files, skipped, sharding, walked: found.walked };
}

// EXTERNAL MODULE: ./lib/memory/markdown.js
var markdown = __webpack_require__(47422);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: ./node_modules/github-slugger/index.js + 1 modules
var github_slugger = __webpack_require__(42710);
;// CONCATENATED MODULE: ./lib/report/sarif.js
// SARIF 2.1.0 renderer for GitHub code scanning (`--sarif-out`).
//
// One run, one result per finding, located at the offending field or the anchored step of the
// trace file (repository-relative uri under %SRCROOT%). Rule metadata comes only from the rule
// registry. Output is deterministic: identical report, identical bytes.







/** GitHub code scanning accepts at most this many results per run. */
const SARIF_MAX_RESULTS = 25_000;
/** GitHub code scanning rejects uploads above 10 MB gzipped; stay below with a margin. */
const SARIF_MAX_GZIP_BYTES = 10 * 1000 * 1000 - 64 * 1024;
const SARIF_SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json";
const FINGERPRINT_KEY = "arhFingerprint/v1";
const LINE_HASH_KEY = "primaryLocationLineHash";
const SRCROOT = "%SRCROOT%";
const sarif_MAX_MESSAGE = 4000;
const sarif_LEVEL = { error: "error", warning: "warning", info: "note" };
const PROBLEM_SEVERITY = { error: "error", warning: "warning", info: "recommendation" };
function level(sev) {
    return sarif_LEVEL[sev] ?? "warning";
}
/**
 * Plain text for a SARIF message: no control characters or line breaks, and square brackets
 * escaped (SARIF §3.11.6) so trace text can never form an embedded link.
 */
function sarifText(s) {
    return (0,util_escape/* stripXmlInvalid */.lC)(s.replace(/\r\n|\r|\n|\t/g, " ").replace(/[\u0000-\u001f\u007f]/g, ""))
        .replace(/\\(?=[[\]])/g, "\\\\")
        .replace(/[[\]]/g, (c) => "\\" + c);
}
/** End a text with a period unless it already ends a sentence. */
function sentence(s) {
    const t = s.trimEnd();
    if (t === "")
        return t;
    return /[.!?]$/.test(t) ? t : t + ".";
}
function quoteId(id) {
    return `'${(0,util_escape/* truncate */.xv)(id, 200)}'`;
}
/** Percent-encode each path segment of a relative path (a valid URI reference). */
function pathToUri(p) {
    const n = (0,report_util/* normalizePath */.Fd)(p);
    if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(n))
        return n;
    if ((0,report_util/* isAbsolutePath */.Z1)(n)) {
        const abs = n.startsWith("/") ? n : "/" + n;
        return "file://" + abs.split("/").map(encodeSeg).join("/");
    }
    return n.split("/").map(encodeSeg).join("/");
}
function encodeSeg(seg) {
    // Keep a drive letter colon readable (`/C:/x`) but encode everything else that is not unreserved.
    if (/^[A-Za-z]:$/.test(seg))
        return seg;
    return encodeURIComponent(seg).replace(/[!'()*]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase());
}
function ruleDescriptor(r) {
    const tags = [r.category];
    if (r.securitySeverity !== undefined)
        tags.push("security");
    const example = r.example ?? "";
    let fence = "```";
    while (example.includes(fence))
        fence += "`";
    const helpText = `${r.remediation}${example ? `\n\nMinimal failing example:\n${example}` : ""}`;
    const helpMarkdown = `**${r.title}.** ${r.remediation}` + (example ? `\n\nMinimal failing example:\n\n${fence}text\n${example}\n${fence}\n` : "\n");
    const properties = {
        tags,
        precision: "very-high",
        "problem.severity": PROBLEM_SEVERITY[r.severity] ?? "warning",
    };
    if (r.securitySeverity !== undefined)
        properties["security-severity"] = r.securitySeverity;
    properties.scored = r.scored;
    return {
        id: r.id,
        name: r.name,
        shortDescription: { text: (0,util_escape/* truncate */.xv)(sentence(r.title), 1024) },
        fullDescription: { text: (0,util_escape/* truncate */.xv)(sentence(r.description), 1024) },
        helpUri: ruleHelpUri(r),
        help: { text: helpText, markdown: helpMarkdown },
        defaultConfiguration: { level: level(r.severity) },
        properties,
    };
}
/**
 * The rule's section of docs/rules.md, anchored as GitHub anchors headings (github-slugger: the
 * heading `ARH-SCH-001 — Tool not in the allow-list` becomes `#arh-sch-001--tool-not-in-the-allow-list`).
 * Rule ids are unique, so no heading needs the slugger's `-1` suffix.
 */
function ruleHelpUri(r) {
    return `${version/* INFORMATION_URI */.wV}/blob/main/docs/rules.md#${(0,github_slugger/* slug */.y)(`${r.id} — ${r.title}`)}`;
}
/**
 * `partialFingerprints.primaryLocationLineHash`, the key code scanning tracks alerts by: derived
 * from the stable fingerprint (trace, rule, category, step; never the line or the message), so
 * editing a line keeps the alert, with the occurrence counter keeping findings apart.
 */
function primaryLocationLineHash(fingerprint, occurrence) {
    return `${fingerprint.slice(0, 16)}:${occurrence}`;
}
/** Fingerprint base: sha256 of trace_id, rule_id, category, step_id (semantics.md §7). */
function fingerprintBase(traceId, f) {
    return (0,external_node_crypto_.createHash)("sha256")
        .update(`${traceId}\0${f.rule_id}\0${String(f.category)}\0${f.step_id ?? ""}`, "utf8")
        .digest("hex");
}
function cmpStr(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** Deterministic result order: by file, position, rule, trace, step, message, then report order. */
function cmpItems(a, b) {
    return (cmpStr(a.uri, b.uri) ||
        a.loc.startLine - b.loc.startLine ||
        a.loc.startColumn - b.loc.startColumn ||
        a.loc.endLine - b.loc.endLine ||
        a.loc.endColumn - b.loc.endColumn ||
        a.ruleIndex - b.ruleIndex ||
        cmpStr(a.finding.rule_id, b.finding.rule_id) ||
        cmpStr(a.entry.trace_id, b.entry.trace_id) ||
        cmpStr(a.finding.step_id ?? "", b.finding.step_id ?? "") ||
        cmpStr(a.finding.message, b.finding.message) ||
        a.order - b.order);
}
function messageText(entry, f, meta) {
    const title = meta?.title ?? f.rule_id;
    let where;
    if (entry.kind === "input")
        where = `in file ${quoteId((0,report_util/* entryPath */.s3)(entry))}`;
    else if (f.step_id !== null)
        where = `at step ${quoteId(f.step_id)} of trace ${quoteId(entry.trace_id)}`;
    else
        where = `in trace ${quoteId(entry.trace_id)}`;
    if (f.agent !== undefined && f.step_id !== null)
        where += ` (agent ${quoteId(f.agent)})`;
    let text = sentence(`${title} ${where}`) + " " + sentence((0,util_escape/* truncate */.xv)(f.message, sarif_MAX_MESSAGE));
    if (f.expected !== undefined)
        text += " " + sentence(`Expected: ${(0,report_util/* showValue */.vp)(f.expected)}`);
    if (f.observed !== undefined)
        text += " " + sentence(`Observed: ${(0,report_util/* showValue */.vp)(f.observed)}`);
    return sentence(sarifText(text));
}
/** Render a report as a SARIF 2.1.0 log (pretty JSON with a trailing newline). */
function renderSarif(report, opts = {}) {
    const category = (opts.category ?? "arh").replace(/\/+$/, "") || "arh";
    const ruleIds = new Map();
    const rules = [];
    for (const r of registry/* RULES */.y0) {
        if (ruleIds.has(r.id))
            continue;
        ruleIds.set(r.id, rules.length);
        rules.push(ruleDescriptor(r));
    }
    const metaById = new Map(registry/* RULES */.y0.map((r) => [r.id, r]));
    // Artifacts: every trace file, in report order.
    const artifactIndex = new Map();
    const artifacts = [];
    const addArtifact = (path) => {
        let i = artifactIndex.get(path);
        if (i === undefined) {
            i = artifacts.length;
            artifactIndex.set(path, i);
            artifacts.push({ location: artifactLocation(path), roles: ["analysisTarget"] });
        }
        return i;
    };
    for (const e of report.reports)
        if ((0,report_util/* entryPath */.s3)(e))
            addArtifact((0,report_util/* entryPath */.s3)(e));
    let items = [];
    let order = 0;
    for (const entry of report.reports) {
        for (const finding of entry.findings) {
            let ruleIndex = ruleIds.get(finding.rule_id);
            if (ruleIndex === undefined) {
                // A rule the registry does not know (should not happen): declare it minimally so
                // ruleIndex stays consistent with rules[].
                ruleIndex = rules.length;
                ruleIds.set(finding.rule_id, ruleIndex);
                rules.push({
                    id: finding.rule_id,
                    shortDescription: { text: sentence(sarifText(finding.rule_id)) },
                    defaultConfiguration: { level: level(finding.severity) },
                    properties: { tags: [String(finding.category)] },
                });
            }
            const loc = (0,report_util/* findingLocation */.$R)(entry, finding);
            items.push({ entry, finding, order: order++, ruleIndex, loc, uri: loc.uri, fp: fingerprintBase(entry.trace_id, finding) });
        }
    }
    if (opts.scenarios)
        items = mergeScenarios(items, report.reports, opts.scenarios);
    items.sort(cmpItems);
    // Occurrence counters keep findings with the same fingerprint base distinct (GitHub style `hash:n`).
    // A merged finding keeps the occurrence it has within each run; other findings count on after it.
    const seen = new Map();
    for (const it of items)
        if (it.merged)
            seen.set(it.fp, Math.max(seen.get(it.fp) ?? 0, it.merged.j));
    const fingerprints = new Map();
    for (const it of items) {
        let n = it.merged?.j;
        if (n === undefined) {
            n = (seen.get(it.fp) ?? 0) + 1;
            seen.set(it.fp, n);
        }
        fingerprints.set(it, { full: `${it.fp}:${n}`, line: primaryLocationLineHash(it.fp, n) });
    }
    const total = items.length;
    const buildResult = (it) => {
        const f = it.finding;
        const meta = metaById.get(f.rule_id);
        const fqn = f.step_id !== null ? `${it.entry.trace_id}/${f.step_id}` : it.entry.trace_id;
        const props = { category: String(f.category) };
        if (it.entry.kind && it.entry.kind !== "agent")
            props.traceKind = it.entry.kind;
        let text = messageText(it.entry, f, meta);
        if (it.merged) {
            props.scenario = it.merged.scenario;
            props.occurrences = `${it.merged.k}/${it.merged.n}`;
            text += " " + sentence(sarifText(`Seen in ${it.merged.k} of the ${it.merged.n} runs of scenario ${quoteId(it.merged.scenario)}`));
        }
        return {
            ruleId: f.rule_id,
            ruleIndex: it.ruleIndex,
            level: level(f.severity),
            message: { text },
            locations: [
                {
                    physicalLocation: {
                        artifactLocation: { ...artifactLocation(it.uri), index: addArtifact(it.uri) },
                        region: {
                            startLine: it.loc.startLine,
                            startColumn: it.loc.startColumn,
                            endLine: it.loc.endLine,
                            endColumn: it.loc.endColumn,
                        },
                    },
                    logicalLocations: [
                        {
                            name: f.step_id ?? it.entry.trace_id,
                            fullyQualifiedName: fqn,
                            kind: "object",
                        },
                    ],
                },
            ],
            partialFingerprints: { [FINGERPRINT_KEY]: fingerprints.get(it).full, [LINE_HASH_KEY]: fingerprints.get(it).line },
            properties: props,
        };
    };
    // Artifacts of all findings are registered before any result is serialised.
    for (const it of items)
        addArtifact(it.uri);
    const render = (cap) => {
        let kept = items;
        if (items.length > cap) {
            kept = [...items]
                .sort((a, b) => (0,report_util/* severityRank */.qs)(a.finding.severity) - (0,report_util/* severityRank */.qs)(b.finding.severity) || cmpItems(a, b))
                .slice(0, cap)
                .sort(cmpItems);
        }
        const s = report.summary;
        const runProps = {
            summary: {
                total_traces: s.total_traces,
                passed_traces: s.passed_traces,
                failed_traces: s.failed_traces,
                average_score: s.average_score,
            },
        };
        if (kept.length < total) {
            runProps.resultsTruncated = true;
            runProps.totalResults = total;
            runProps.emittedResults = kept.length;
            runProps.truncationNote = `Only the ${kept.length} most severe of ${total} findings are included (GitHub code scanning limits).`;
        }
        const log = {
            $schema: SARIF_SCHEMA_URI,
            version: "2.1.0",
            runs: [
                {
                    tool: {
                        driver: {
                            name: version/* TOOL_NAME */.lH,
                            semanticVersion: version/* VERSION */.xv,
                            informationUri: version/* INFORMATION_URI */.wV,
                            rules,
                        },
                    },
                    automationDetails: { id: `${category}/` },
                    invocations: [{ executionSuccessful: true }],
                    originalUriBaseIds: {
                        [SRCROOT]: { description: { text: "The root of the repository (the workspace the traces were validated in)." } },
                    },
                    artifacts,
                    results: kept.map(buildResult),
                    columnKind: "utf16CodeUnits",
                    properties: runProps,
                },
            ],
        };
        return JSON.stringify(log, null, 2) + "\n";
    };
    let cap = Math.min(opts.maxResults ?? SARIF_MAX_RESULTS, SARIF_MAX_RESULTS);
    let out = render(cap);
    // Only logs near the limit need the (deterministic) gzip size check.
    const maxGz = opts.maxGzipBytes ?? SARIF_MAX_GZIP_BYTES;
    while (out.length > maxGz && cap > 0) {
        const gz = (0,external_node_zlib_.gzipSync)(Buffer.from(out, "utf8"), { level: 6 }).length;
        if (gz <= maxGz)
            break;
        cap = Math.min(cap, items.length);
        cap = Math.max(0, Math.min(cap - 1, Math.floor((cap * maxGz) / gz / 1.05)));
        out = render(cap);
    }
    return out;
}
/**
 * One item per scenario and key for scenarios with two or more runs in the report: a run's
 * findings with the same (rule_id, category, step_id) are numbered in result order (j = 1, 2, ...),
 * and the j-th occurrences of all runs of the scenario become one item, placed at the first run
 * (trace ids in code-point order, then report order) that shows it, fingerprinted as a trace named
 * like the scenario would be.
 */
function mergeScenarios(items, entries, scenarios) {
    const scenarioOf = new Map();
    for (const r of scenarios)
        if (!scenarioOf.has(r.trace_id))
            scenarioOf.set(r.trace_id, r.scenario);
    const groupOf = (e) => (e.kind === "input" ? undefined : scenarioOf.get(e.trace_id));
    // n: every run of the scenario in the report, with findings or without
    const runs = new Map();
    for (const e of entries) {
        const g = groupOf(e);
        if (g !== undefined)
            runs.set(g, (runs.get(g) ?? 0) + 1);
    }
    const rank = new Map();
    [...entries].map((e, i) => ({ e, i })).sort((a, b) => cmpStr(a.e.trace_id, b.e.trace_id) || a.i - b.i).forEach((x, r) => rank.set(x.e, r));
    const kept = [];
    const byRun = new Map();
    for (const it of items) {
        const g = groupOf(it.entry);
        if (g === undefined || (runs.get(g) ?? 0) < 2)
            kept.push(it);
        else {
            const list = byRun.get(it.entry);
            if (list)
                list.push(it);
            else
                byRun.set(it.entry, [it]);
        }
    }
    const merged = new Map();
    const runsInOrder = [...byRun.keys()].sort((a, b) => rank.get(a) - rank.get(b));
    for (const e of runsInOrder) {
        const scenario = groupOf(e);
        const occurrence = new Map();
        for (const it of byRun.get(e).sort(cmpItems)) {
            const f = it.finding;
            const key = JSON.stringify([f.rule_id, String(f.category), f.step_id ?? ""]);
            const j = (occurrence.get(key) ?? 0) + 1;
            occurrence.set(key, j);
            const id = JSON.stringify([scenario, key, j]);
            const m = merged.get(id);
            if (m)
                m.k++;
            else
                merged.set(id, { rep: it, k: 1, scenario, j });
        }
    }
    for (const m of merged.values()) {
        kept.push({ ...m.rep, fp: fingerprintBase(m.scenario, m.rep.finding), merged: { scenario: m.scenario, k: m.k, n: runs.get(m.scenario), j: m.j } });
    }
    return kept;
}
function artifactLocation(path) {
    const uri = pathToUri(path);
    return (0,report_util/* isAbsolutePath */.Z1)((0,report_util/* normalizePath */.Fd)(path)) ? { uri } : { uri, uriBaseId: SRCROOT };
}
/** Number of results a report yields and how many the SARIF output keeps (for console notes). */
function sarifResultCounts(report) {
    const total = report.reports.reduce((n, e) => n + e.findings.length, 0);
    return { total, kept: Math.min(total, SARIF_MAX_RESULTS) };
}

;// CONCATENATED MODULE: ./lib/report/junit.js




const MAX_BODY_FINDING = 2000;
const MAX_MESSAGE_ATTR = 500;
/** classname / suite name of a trace: `agent_name.workflow`. */
function junitClassname(e) {
    if (e.kind === "input" && !e.agent_name && !e.workflow)
        return "arh.input";
    return `${e.agent_name || "unknown"}.${e.workflow || "unknown"}`;
}
function seconds(ms) {
    return typeof ms === "number" && Number.isFinite(ms) && ms > 0 ? (ms / 1000).toFixed(3) : "0.000";
}
/** Attribute value: one line, escaped. */
function attr(s, max = MAX_MESSAGE_ATTR) {
    return (0,util_escape/* escapeXml */.X)((0,util_escape/* truncate */.xv)(s.replace(/\r\n|\r|\n|\t/g, " "), max));
}
/**
 * Untrusted text (trace ids, paths, messages, values) inside a failure body: on one line. A line
 * break in a trace id or a file name would start a line of its own, and stack-trace readers take
 * the first line shaped like a frame (`at x.Y(file:12)`, `(path:12:3)`) as the failure's place:
 * only our own frame lines may start one.
 */
function oneLine(s) {
    return s.replace(/\r\n|[\r\n\u000b\u000c\u0085\u2028\u2029]/g, " ");
}
/** Text content: escaped, and never containing `]]>` issues since we do not use CDATA. */
function junit_text(s) {
    return (0,util_escape/* escapeXml */.X)(s);
}
function findingLine(e, f) {
    const loc = (0,report_util/* findingLocation */.$R)(e, f);
    const meta = (0,registry/* ruleMeta */.ME)(f.rule_id);
    const where = f.step_id !== null ? `step ${f.step_id}` : "trace";
    let s = oneLine(`[${f.severity}] ${f.rule_id}${meta ? ` ${meta.title}` : ""} (${where}, ${loc.uri}:${loc.startLine}:${loc.startColumn}): ${(0,util_escape/* truncate */.xv)(f.message, MAX_BODY_FINDING)}`);
    if (f.expected !== undefined)
        s += `\n    expected: ${oneLine((0,report_util/* showValue */.vp)(f.expected))}`;
    if (f.observed !== undefined)
        s += `\n    observed: ${oneLine((0,report_util/* showValue */.vp)(f.observed))}`;
    return s;
}
/**
 * Findings in the order the failure body lists them: first the one the testcase's `line`
 * attribute points at (the first failing step), then the rest by severity and position.
 */
function sortedFindings(e, line) {
    const keyed = e.findings.map((f) => ({ f, loc: (0,report_util/* findingLocation */.$R)(e, f) }));
    keyed.sort((a, b) => (0,report_util/* severityRank */.qs)(a.f.severity) - (0,report_util/* severityRank */.qs)(b.f.severity) || a.loc.startLine - b.loc.startLine || a.loc.startColumn - b.loc.startColumn);
    const first = keyed.findIndex((k) => k.loc.startLine === line && k.f.severity === "error");
    if (first > 0)
        keyed.unshift(...keyed.splice(first, 1));
    return keyed.map((k) => k.f);
}
/** A rule id as a stack frame's method name: no spaces or parentheses. */
function frameName(f) {
    return (f.rule_id || f.category || "finding").replace(/[\s()]/g, "_").slice(0, 100);
}
/**
 * A JavaScript-style stack frame, `at ARH-SCH-009 (path/to/trace.json:12:9)`: the frame that
 * dorny/test-reporter's jest-junit reporter (and other stack-trace readers) resolve to the trace
 * file and line. One per finding.
 */
function jsFrame(e, f) {
    const loc = (0,report_util/* findingLocation */.$R)(e, f);
    return `at ${frameName(f)} (${oneLine(loc.uri)}:${loc.startLine}:${loc.startColumn})`;
}
/**
 * The same place as a Java frame, `at samples.traces.ARH-SCH-009(trace.json:12)`, for
 * dorny/test-reporter's java-junit reporter. It reads `at <path>(<file>:<line>)` (the last `(` of
 * the line starts the file), finds tracked files by that base name, takes the dot-separated parts
 * of `<path>` before the first one starting with a character up to `Z` as the package, and picks
 * the first such file whose last folders are the package. So the frame names the file's base name
 * (no `(`) and, as the package, the longest run of its last folders that each start above `Z` and
 * hold no dot (the rule id, starting with a capital, ends the package). Null when not even the
 * parent folder can be written that way: the reader then finds no place rather than a wrong one.
 */
function javaFrame(e, f) {
    const loc = (0,report_util/* findingLocation */.$R)(e, f);
    const parts = oneLine(loc.uri).split("/");
    const file = parts.pop() ?? "";
    if (!file || file.includes("(") || loc.uri !== oneLine(loc.uri))
        return null;
    const pkg = [];
    for (let i = parts.length - 1; i >= 0; i--) {
        const p = parts[i];
        if (p.length === 0 || p[0] <= "Z" || p.includes("."))
            break;
        pkg.unshift(p);
    }
    if (pkg.length === 0)
        return null;
    const name = frameName(f);
    if (!/^[A-Z]/.test(name))
        return null;
    return `at ${pkg.join(".")}.${name}(${file}:${loc.startLine})`;
}
/** The failure/error body: per finding its frame line, then what it says; the first frame is the `line` attribute's. */
function findingsBody(e, findings, head) {
    const lines = [];
    findings.forEach((f, i) => {
        lines.push(jsFrame(e, f));
        if (i === 0) {
            const j = javaFrame(e, f);
            if (j)
                lines.push(j);
        }
        lines.push(findingLine(e, f));
    });
    if (head)
        lines.push(oneLine(head));
    return lines.join("\n");
}
/** The one-line summary of a failing trace: its counts and its first failing step's error. */
function failureSummary(e, findings) {
    const c = (0,report_util/* countFindings */.Gt)(e.findings);
    // the first failing step (the one `line` points at), else the first trace-level error
    const firstErr = findings.find((f) => f.severity === "error" && f.step_id !== null) ?? findings.find((f) => f.severity === "error");
    return firstErr
        ? `${(0,report_util/* plural */.LS)(c.error, "error")}, ${(0,report_util/* plural */.LS)(c.warning, "warning")}; first: ${firstErr.rule_id} ${firstErr.step_id !== null ? `at step ${firstErr.step_id}` : "(trace)"}: ${firstErr.message}`
        : `score ${(0,report_util/* fixed */.Zu)(e.score, 2)} is below the threshold`;
}
function testcase(e, indent, name) {
    const status = (0,report_util/* entryStatus */.RM)(e);
    const file = (0,report_util/* entryPath */.s3)(e);
    const line = (0,report_util/* firstFailingLine */.B_)(e);
    const ms = typeof e.total_latency_ms === "number" && Number.isFinite(e.total_latency_ms) ? e.total_latency_ms : 0;
    const open = `${indent}<testcase classname="${attr(junitClassname(e), 1000)}" name="${attr(name, 1000)}" time="${seconds(ms)}"` +
        ` file="${attr(file, 4000)}" line="${line}">`;
    const lines = [open];
    const inner = indent + "  ";
    // Per-trace properties (score, policy) as nested <properties>: accepted by Surefire 3 / Jenkins
    // readers and by our XSD; readers that do not know them ignore them.
    const props = [
        ["score", (0,report_util/* fixed */.Zu)(e.score, 2)],
        ["policy_id", e.policy_id ?? ""],
        ["passed", String(e.passed)],
        ["source_path", e.source_path ?? ""],
    ];
    if (e.kind)
        props.push(["kind", e.kind]);
    if (e.scored === false)
        props.push(["scored", "false"]);
    lines.push(`${inner}<properties>`);
    for (const [k, v] of props)
        lines.push(`${inner}  <property name="${attr(k)}" value="${attr(v, 4000)}"/>`);
    lines.push(`${inner}</properties>`);
    const findings = sortedFindings(e, line);
    let failure = false;
    let error = false;
    let skipped = false;
    if (status === "error") {
        error = true;
        const first = findings[0];
        const msg = first ? first.message : "input file cannot be validated";
        lines.push(`${inner}<error message="${attr(msg)}" type="InputError">${junit_text(findingsBody(e, findings))}</error>`);
    }
    else if (status === "fail") {
        failure = true;
        const summary = failureSummary(e, findings);
        const body = findingsBody(e, findings, `trace ${e.trace_id}: score ${(0,report_util/* fixed */.Zu)(e.score, 2)}, ${(0,report_util/* plural */.LS)(e.findings.length, "finding")}`);
        lines.push(`${inner}<failure message="${attr(summary)}" type="PolicyViolation">${junit_text(body)}</failure>`);
    }
    else if (status === "not scored") {
        skipped = true;
        const why = (e.notes ?? []).join("; ") || "not scored";
        lines.push(`${inner}<skipped message="${attr(why)}"/>`);
    }
    if (!failure && !error && findings.length > 0) {
        // Passing traces with warnings/infos: keep them visible without failing the test.
        lines.push(`${inner}<system-out>${junit_text(findings.map((f) => findingLine(e, f)).join("\n"))}</system-out>`);
    }
    lines.push(`${indent}</testcase>`);
    return { xml: lines.join("\n"), failure, error, skipped, ms };
}
/** Render a report as JUnit XML (UTF-8, deterministic). */
function renderJunit(report, opts = {}) {
    // Each run is counted once: the runs of a repeated scenario are its testcase's (the first failing
    // one in <failure>, the others as reruns), not testcases of their own as well.
    const rows = opts.scenarios ? opts.scenarios.rows.filter((r) => r.outcome !== "single-run") : [];
    const inScenario = new Set(rows.flatMap((r) => r.candidate?.trace_ids ?? []));
    const suites = new Map();
    for (const e of report.reports) {
        if (inScenario.has(e.trace_id))
            continue;
        const k = junitClassname(e);
        let list = suites.get(k);
        if (!list)
            suites.set(k, (list = []));
        list.push(e);
    }
    const total = { tests: 0, failures: 0, errors: 0, skipped: 0, ms: 0 };
    const suiteXml = [];
    // Publishers merge testcases with the same class and name (EnricoMi's does): a trace id used by
    // more than one file gets the file in its name.
    const seen = new Map();
    for (const e of report.reports) {
        const k = `${junitClassname(e)}\u0000${e.trace_id}`;
        seen.set(k, (seen.get(k) ?? 0) + 1);
    }
    const caseName = (e) => ((seen.get(`${junitClassname(e)}\u0000${e.trace_id}`) ?? 0) > 1 ? `${e.trace_id} (${(0,report_util/* entryPath */.s3)(e)})` : e.trace_id);
    // a suite's counts, added to the totals
    const count = (cases) => {
        const t = {
            tests: cases.length,
            failures: cases.filter((c) => c.failure).length,
            errors: cases.filter((c) => c.error).length,
            skipped: cases.filter((c) => c.skipped).length,
            ms: cases.reduce((s, c) => s + c.ms, 0),
        };
        total.tests += t.tests;
        total.failures += t.failures;
        total.errors += t.errors;
        total.skipped += t.skipped;
        total.ms += t.ms;
        return t;
    };
    let id = 0;
    for (const [name, entries] of suites) {
        const cases = entries.map((e) => testcase(e, "    ", caseName(e)));
        const t = count(cases);
        const policies = [...new Set(entries.map((e) => e.policy_id).filter((p) => p))];
        const head = `  <testsuite name="${attr(name, 1000)}" id="${id++}" tests="${t.tests}" failures="${t.failures}" errors="${t.errors}"` +
            ` skipped="${t.skipped}" time="${seconds(t.ms)}">`;
        const props = [`    <properties>`];
        for (const p of policies)
            props.push(`      <property name="policy_id" value="${attr(p, 1000)}"/>`);
        props.push(`    </properties>`);
        suiteXml.push([head, ...(policies.length ? props : []), ...cases.map((c) => c.xml), "  </testsuite>"].join("\n"));
    }
    if (opts.scenarios && rows.length > 0) {
        const cases = scenarioCases({ ...opts.scenarios, rows }, report, "    ");
        const t = count(cases);
        const head = `  <testsuite name="${SCENARIO_SUITE}" id="${id++}" tests="${t.tests}" failures="${t.failures}" errors="${t.errors}"` +
            ` skipped="${t.skipped}" time="${seconds(t.ms)}">`;
        const r = opts.scenarios;
        const props = [
            ["alpha", String(r.alpha)],
            ["passed", String(r.passed)],
            ["insufficient", r.options.insufficient],
            ["flaky", r.options.flaky],
            ["min_runs", String(r.options.min_runs)],
        ].map(([k, v]) => `      <property name="${k}" value="${attr(v)}"/>`);
        suiteXml.push([head, "    <properties>", ...props, "    </properties>", ...cases.map((c) => c.xml), "  </testsuite>"].join("\n"));
    }
    const s = report.summary;
    const head = `<testsuites name="${attr(version/* TOOL_NAME */.lH)}" tests="${total.tests}" failures="${total.failures}" errors="${total.errors}"` +
        ` skipped="${total.skipped}" time="${seconds(total.ms)}">`;
    const comment = `<!-- ${(0,util_escape/* stripXmlInvalid */.lC)(`${version/* TOOL_NAME */.lH}: ${s.passed_traces}/${(0,report_util/* plural */.LS)(s.total_traces, "trace")} passed, average score ${(0,report_util/* fixed */.Zu)(s.average_score, 2)}`).replace(/--/g, "- -")} -->`;
    return ['<?xml version="1.0" encoding="UTF-8"?>', comment, head, ...suiteXml, "</testsuites>", ""].join("\n");
}
// ---------------------------------------------------------------------------------------------
// The scenario suite: one testcase per scenario of the gate over repeated runs, in the gate's row
// order. Repeats use Maven Surefire's rerun elements, which JUnit readers count as retries
// (mikepenz/action-junit-report reads <flakyFailure>): a scenario the gate fails has <failure>
// (the gate's reasons, then its first failing run) and one <rerunFailure> per further failing run;
// a flaky scenario the gate passes has one <flakyFailure> per failing run; a quarantined failure
// is <skipped> (reported, never gating). Element order follows Surefire's XSD.
const SCENARIO_SUITE = "scenarios";
/** Rerun/flaky elements per testcase; the rest are counted in <system-out>. */
const MAX_RUN_ELEMENTS = 20;
/** Findings listed per failing run. */
const MAX_RUN_FINDINGS = 10;
/** What one failing run says: its stack frames and findings (first MAX_RUN_FINDINGS), then a summary line. */
function runBody(e) {
    const findings = sortedFindings(e, (0,report_util/* firstFailingLine */.B_)(e));
    const shown = findings.slice(0, MAX_RUN_FINDINGS);
    const more = findings.length > shown.length ? `, ${findings.length - shown.length} not listed` : "";
    return findingsBody(e, shown, `run ${e.trace_id} (${(0,report_util/* entryPath */.s3)(e)}): score ${(0,report_util/* fixed */.Zu)(e.score, 2)}, ${(0,report_util/* plural */.LS)(e.findings.length, "finding")}${more}`);
}
function runElement(tag, e, indent) {
    const msg = `run ${e.trace_id} failed: ${failureSummary(e, sortedFindings(e, (0,report_util/* firstFailingLine */.B_)(e)))}`;
    return `${indent}<${tag} message="${attr(msg)}" type="RunFailed"><stackTrace>${junit_text(runBody(e))}</stackTrace></${tag}>`;
}
function rate(passes, runs) {
    return `${passes}/${runs}`;
}
function scenarioProps(r) {
    const props = [
        ["verdict", r.verdict],
        ["outcome", r.outcome],
    ];
    const c = r.candidate;
    if (c) {
        props.push(["runs", String(c.runs)], ["passes", String(c.passes)], ["pass_rate", (0,report_util/* fixed */.Zu)(c.rate, 4)]);
        props.push(["interval", `${(0,report_util/* fixed */.Zu)(c.interval.low, 4)}-${(0,report_util/* fixed */.Zu)(c.interval.high, 4)}`]);
        props.push(["pass_hat_1", (0,report_util/* fixed */.Zu)(c.pass_hat_k[0] ?? 0, 4)], [`pass_hat_${c.runs}`, (0,report_util/* fixed */.Zu)(c.pass_hat_k[c.runs - 1] ?? 0, 4)]);
    }
    if (r.baseline)
        props.push(["baseline", rate(r.baseline.passes, r.baseline.runs)]);
    if (r.p_value !== null)
        props.push(["p_value", String(r.p_value)], ["p_adjusted", String(r.p_adjusted ?? r.p_value)]);
    if (r.runs_needed?.candidate != null)
        props.push(["runs_needed", String(r.runs_needed.candidate)]);
    if (r.runs_needed?.per_side != null)
        props.push(["runs_needed_per_side", String(r.runs_needed.per_side)]);
    if (r.quarantine)
        props.push(["quarantine_owner", r.quarantine.owner], ["quarantine_expires", r.quarantine.expires], ["quarantine_reason", r.quarantine.reason]);
    return props;
}
function scenarioCases(result, report, indent) {
    const byId = new Map();
    for (const e of report.reports)
        if (!byId.has(e.trace_id))
            byId.set(e.trace_id, e);
    const inner = indent + "  ";
    return result.rows.map((r) => {
        const runs = (r.candidate?.trace_ids ?? []).map((id) => byId.get(id)).filter((e) => e !== undefined);
        const failing = runs.filter((e) => !e.passed);
        const ms = runs.reduce((n, e) => n + (typeof e.total_latency_ms === "number" && Number.isFinite(e.total_latency_ms) && e.total_latency_ms > 0 ? e.total_latency_ms : 0), 0);
        const at = failing[0] ?? runs[0];
        const where = at ? ` file="${attr((0,report_util/* entryPath */.s3)(at), 4000)}" line="${failing[0] ? (0,report_util/* firstFailingLine */.B_)(failing[0]) : 1}"` : "";
        const lines = [`${indent}<testcase classname="${SCENARIO_SUITE}" name="${attr(r.scenario, 1000)}" time="${seconds(ms)}"${where}>`];
        lines.push(`${inner}<properties>`);
        for (const [k, v] of scenarioProps(r))
            lines.push(`${inner}  <property name="${attr(k)}" value="${attr(v, 4000)}"/>`);
        lines.push(`${inner}</properties>`);
        // single-run scenarios mirror their run (the per-trace comparison decides the gate)
        const failed = r.outcome === "fail" || (r.outcome === "single-run" && failing.length > 0);
        const skipped = r.outcome === "quarantined" || !r.candidate;
        let listed = 0;
        if (failed) {
            const first = failing[0];
            const body = [...r.reasons.map(oneLine), ...(first ? [oneLine(`first failing run ${first.trace_id}:`), runBody(first)] : [])].join("\n");
            lines.push(`${inner}<failure message="${attr(r.reasons[0] ?? r.verdict)}" type="${attr(r.verdict)}">${junit_text(body)}</failure>`);
            for (const e of failing.slice(1, 1 + MAX_RUN_ELEMENTS))
                lines.push(runElement("rerunFailure", e, inner));
            listed = Math.min(failing.length, 1 + MAX_RUN_ELEMENTS);
        }
        else if (r.candidate?.status === "flaky" && r.outcome !== "single-run") {
            for (const e of failing.slice(0, MAX_RUN_ELEMENTS))
                lines.push(runElement("flakyFailure", e, inner));
            listed = Math.min(failing.length, MAX_RUN_ELEMENTS);
        }
        if (skipped) {
            const why = r.quarantine ? r.reasons.find((x) => x.includes(" is quarantined until ")) ?? "quarantined" : (r.reasons[0] ?? "no candidate runs");
            lines.push(`${inner}<skipped message="${attr(why)}"/>`);
        }
        const rest = failing.length > listed && listed > 0 ? [`${failing.length - listed} more failing runs not listed`] : [];
        const out = failed ? rest : [...r.reasons, ...rest];
        if (out.length)
            lines.push(`${inner}<system-out>${junit_text(out.join("\n"))}</system-out>`);
        lines.push(`${indent}</testcase>`);
        return { xml: lines.join("\n"), failure: failed, error: false, skipped: skipped && !failed, ms };
    });
}

// EXTERNAL MODULE: ./lib/report/usage.js
var usage = __webpack_require__(25817);
;// CONCATENATED MODULE: ./lib/report/evaluations.js

/** Most result rows shown (the JSON report has them all). */
const MAX_ROWS = 200;
const evaluations_num = (x) => String(Math.round(x * 10000) / 10000);
/** The evaluations block of a report, or null when no trace has an evaluation. */
function evaluationsBlock(report) {
    const rows = [];
    let total = 0;
    for (const e of report.reports) {
        const list = e.evaluations; // from a report file, untrusted
        if (!Array.isArray(list))
            continue;
        for (const ev of list) {
            if (ev === null || typeof ev !== "object")
                continue;
            total++;
            if (rows.length >= MAX_ROWS)
                continue;
            const score = typeof ev.score === "number" ? evaluations_num(ev.score) : "–";
            const label = typeof ev.label === "string" ? (0,util_escape/* escapeMarkdown */.FV)(ev.label, 80) : "–";
            const why = typeof ev.explanation === "string" ? (0,util_escape/* escapeMarkdown */.FV)(ev.explanation, 160) : "";
            const step = typeof ev.step_id === "string" ? (0,util_escape/* escapeMarkdown */.FV)(ev.step_id, 80) : "(trace)";
            rows.push(`| ${(0,util_escape/* escapeMarkdown */.FV)(e.trace_id, 120)} | ${step} | ${(0,util_escape/* escapeMarkdown */.FV)(String(ev.name), 80)} | ${score} | ${label} | ${why} |`);
        }
    }
    if (total === 0)
        return null;
    const more = total > rows.length ? ["", `… and ${total - rows.length} more in the JSON report.`] : [];
    const text = ["<details>", `<summary>Evaluations (${total} result${total === 1 ? "" : "s"})</summary>`, "", "| Trace | Step | Evaluation | Score | Label | Explanation |", "|---|---|---|---:|---|---|", ...rows, ...more, "", "</details>"].join("\n");
    return { text };
}
const VERDICT = {
    regressed: "❌ regressed",
    "not-significant": "⚠️ not significant",
    within: "✅ within",
    "insufficient-data": "⚠️ insufficient data",
    "not-gated": "not gated",
};
/** The regression rows of a comparison, or null when it has none. */
function evaluationRegressionBlock(result) {
    if (!result || result.rows.length === 0)
        return null;
    const rows = result.rows.slice(0, MAX_ROWS).map((r) => {
        const q = r.q !== undefined ? r.q.toPrecision(3) : "–";
        const note = r.not_gated ? escapeMarkdown(r.not_gated, 200) : "";
        return `| ${escapeMarkdown(r.scenario, 120)} | ${escapeMarkdown(r.evaluation, 80)} | ${r.runs[0]} → ${r.runs[1]} | ${evaluations_num(r.baseline)} → ${evaluations_num(r.candidate)} | ${evaluations_num(r.drop)} (max ${evaluations_num(r.max_mean_drop)}) | ${q} | ${VERDICT[r.verdict] ?? r.verdict} ${note} |`;
    });
    const text = ["#### Evaluation scores against the baseline", "", "| Scenario | Evaluation | Runs | Mean score | Drop | Adjusted p | Verdict |", "|---|---|---|---|---|---:|---|", ...rows].join("\n");
    return { text, required: result.reasons.length > 0 };
}

;// CONCATENATED MODULE: ./lib/report/budget.js
// Size budgets of Markdown documents (a PR comment holds 65,536 characters, a job summary 1 MiB).
// Documents are assembled from whole blocks, each a complete piece of Markdown (a table, a list, a
// closed <details>), so a cut never lands inside markup. Pure functions.

/** GitHub rejects comment bodies above 65,536 characters (UTF-16 code units, as JavaScript counts). */
const budget_COMMENT_LIMIT_CHARS = 65_536;
/** The runner rejects a step summary above 1 MiB (bytes of UTF-8). */
const SUMMARY_LIMIT_BYTES = 1024 * 1024;
const budget_chars = (s) => s.length;
const utf8Bytes = (s) => Buffer.byteLength(s, "utf8");
/**
 * Join blocks (each followed by a blank line) within `budget`. Required blocks always stay; the
 * optional ones are kept in order while they fit; the first that does not fit is dropped with all
 * optional blocks after it (whole blocks from the end), and `note(n)` — saying where the `n`
 * dropped blocks can be read — takes the place of the first dropped block.
 */
function budget_assemble(blocks, budget, measure, note) {
    const sep = "\n\n";
    const optional = blocks.reduce((n, b) => n + (b.required ? 0 : (b.omitted ?? 1)), 0);
    // Room for the note is kept free (its longest form, with every optional block counted).
    let used = measure(note(optional)) + sep.length;
    for (const b of blocks)
        if (b.required)
            used += measure(b.text) + sep.length;
    let dropped = 0;
    let noteAt = -1;
    const out = [];
    for (const b of blocks) {
        if (b.omitted !== undefined) {
            if (b.omitted <= 0 || b.required)
                continue;
            if (dropped === 0) {
                noteAt = out.length;
                out.push("");
            }
            dropped += b.omitted;
            continue;
        }
        const text = b.text.replace(/\n+$/, "");
        if (b.required) {
            out.push(text);
            continue;
        }
        if (dropped === 0 && used + measure(text) + sep.length <= budget) {
            used += measure(text) + sep.length;
            out.push(text);
            continue;
        }
        if (dropped === 0) {
            noteAt = out.length;
            out.push("");
        }
        dropped++;
    }
    if (noteAt >= 0)
        out[noteAt] = note(dropped);
    return out.join(sep) + "\n";
}
/**
 * Share `budget` fairly between items asking for `wants[i]` units: small asks are met in full and
 * what they leave is shared by the larger ones (water-filling). Returns each item's allowance.
 */
function fairShares(wants, budget) {
    const order = wants.map((w, i) => [w, i]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    const out = new Array(wants.length).fill(0);
    let left = Math.max(0, budget);
    let remaining = wants.length;
    for (const [w, i] of order) {
        const share = Math.floor(left / remaining);
        const give = Math.min(w, share);
        out[i] = give;
        left -= give;
        remaining--;
    }
    return out;
}
/** The line that takes the place of blocks dropped for size, saying where they can be read. */
function budget_sizeNote(n, elsewhere) {
    return `_Shortened to stay under GitHub's size limit: ${n === 1 ? "1 more section is" : `${n} more sections are`} in ${(0,util_escape/* escapeMarkdown */.FV)(elsewhere, 300)}._`;
}

;// CONCATENATED MODULE: ./lib/report/markdown.js






const MAX_CELL = 300;
const MAX_ID = 120;
/** Most findings listed per trace in a comment-sized document; a job summary (1 MiB) lists more. */
const MAX_FINDINGS_PER_TRACE = 200;
const MAX_FINDINGS_PER_TRACE_LARGE = 1000;
/** Findings of a failing trace shown before the rest of them is folded. */
const VISIBLE_FINDINGS = 10;
/** The per-trace table: failing traces first, then as many passing ones as fit. */
const MAX_TABLE = 30_000;
const MAX_TABLE_LARGE = 300_000;
const STATUS_ICON = { pass: "✅ pass", fail: "❌ fail", error: "⛔ input error", "not scored": "➖ not scored" };
const SEVERITY_ICON = { error: "🔴 error", warning: "🟡 warning", info: "🔵 info" };
/** A word GitHub would turn into a mention or reference (`@user`, `#12`, `step#2`, `GH-3`). */
const LINKABLE_WORD = /[@#]|gh-\d/i;
/**
 * Untrusted text as inline Markdown with no invisible character: escaped as escapeMarkdown does,
 * except that each word GitHub would link (`@user`, `issue_refund#2`) is a code span instead of
 * carrying a zero-width joiner (GitHub links nothing in code, and the word copies as it reads).
 * Punctuation around the word stays outside the span (`'<code>`…`</code>'`).
 */
function markdownText(s, max) {
    let t = String(s).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200f\u2060-\u2064\ufeff]/g, "").replace(/[\s\u2028\u2029]+/g, " ").trim();
    if (max !== undefined)
        t = (0,util_escape/* truncate */.xv)(t, max);
    if (!LINKABLE_WORD.test(t))
        return (0,util_escape/* escapeMarkdown */.FV)(t);
    const out = [];
    let plain = [];
    const flush = () => {
        if (plain.length)
            out.push((0,util_escape/* escapeMarkdown */.FV)(plain.join(" ")));
        plain = [];
    };
    for (const w of t.split(" ")) {
        const m = /^(['"([]*)(.*?)(['")\].,;:!?]*)$/s.exec(w);
        if (!LINKABLE_WORD.test(m[2])) {
            plain.push(w);
            continue;
        }
        flush();
        out.push(`${m[1] ? (0,util_escape/* escapeMarkdown */.FV)(m[1]) : ""}${(0,util_escape/* escapeMarkdownCode */.u$)(m[2])}${m[3] ? (0,util_escape/* escapeMarkdown */.FV)(m[3]) : ""}`);
    }
    flush();
    return out.join(" ");
}
/**
 * Untrusted text inside a `<code>` element in Markdown: escaped as escapeMarkdown does (the
 * element's content is still Markdown) but with no zero-width joiner, which GitHub does not need
 * inside code.
 */
function markdownCodeText(s, max) {
    return (0,util_escape/* escapeMarkdown */.FV)(s, max).replace(/\u200d/g, "");
}
/** An untrusted value as a table cell / inline text. */
function cell(s, max = MAX_CELL) {
    return markdownText(s, max);
}
function isSafeBase(base) {
    return !!base && /^https?:\/\/[^\s()<>]+$/.test(base);
}
function encodePath(p) {
    return p
        .split("/")
        .map((seg) => encodeURIComponent(seg).replace(/[!'()*]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase()))
        .join("/");
}
/** `path:line` as a link to `<linkBase><path>#L<line>`, or plain text without a usable base. */
function fileLink(path, line, linkBase, text) {
    const label = cell(text ?? `${path}:${line}`, MAX_CELL);
    if (!isSafeBase(linkBase) || !path || (0,report_util/* isAbsolutePath */.Z1)(path) || path.startsWith("../"))
        return label;
    const base = linkBase.endsWith("/") ? linkBase : linkBase + "/";
    return `[${label}](${base}${encodePath(path)}#L${line})`;
}
function verdict(report, gate) {
    const s = report.summary;
    const failed = s.failed_traces;
    const tail = [`average score ${(0,report_util/* fixed */.Zu)(s.average_score, 2)}`];
    if (typeof report.fail_under === "number")
        tail.push(`threshold ${(0,report_util/* fixed */.Zu)(report.fail_under, 2)}`);
    if (report.policy_id)
        tail.push(`policy ${cell(report.policy_id, MAX_ID)}`);
    if (gate) {
        // passed with failing traces only happens when failures are not gated (fail-on never): say so in the line
        const why = gate.passed && failed > 0 ? `: ${failed === 1 ? "the failing trace is" : "failing traces are"} reported, not gated (fail-on never)` : "";
        const head = `**${gate.passed ? "✅ Agent reliability gate passed" : "❌ Agent reliability gate failed"}**${why}`;
        const counts = s.total_traces === 0 ? "no traces validated" : `${failed} of ${(0,report_util/* plural */.LS)(s.total_traces, "trace")} failed`;
        return [head, counts, ...tail, `baseline ${cell(gate.baselineSource, 200)}`].join(" · ");
    }
    if (s.total_traces === 0)
        return "⚠️ **No traces were validated.**";
    const head = failed === 0 ? `✅ **${s.total_traces === 1 ? "1 trace" : `All ${s.total_traces} traces`} passed**` : `❌ **${failed} of ${(0,report_util/* plural */.LS)(s.total_traces, "trace")} failed**`;
    return `${head} · ${tail.join(" · ")}`;
}
function findingCount(e) {
    const c = (0,report_util/* countFindings */.Gt)(e.findings);
    const parts = [];
    if (c.error)
        parts.push((0,report_util/* plural */.LS)(c.error, "error"));
    if (c.warning)
        parts.push((0,report_util/* plural */.LS)(c.warning, "warning"));
    if (c.info)
        parts.push(`${c.info} info`);
    return parts.length ? parts.join(", ") : "–";
}
/** Findings in step order (source position of the finding, i.e. of its step), most severe first on ties. */
function markdown_sortedFindings(e) {
    const keyed = e.findings.map((f) => ({ f, loc: (0,report_util/* findingLocation */.$R)(e, f) }));
    keyed.sort((a, b) => a.loc.startLine - b.loc.startLine || a.loc.startColumn - b.loc.startColumn || (0,report_util/* severityRank */.qs)(a.f.severity) - (0,report_util/* severityRank */.qs)(b.f.severity));
    return keyed.map((k) => k.f);
}
/** A value for display: strings as they are, JSON with a space after each separator (so a long array can wrap). */
function spaced(v) {
    if (typeof v === "string")
        return (0,report_util/* showValue */.vp)(v, 80);
    try {
        return (0,report_util/* showValue */.vp)(JSON.stringify(v, null, 1)?.replace(/\n\s*/g, " ") ?? String(v), 80);
    }
    catch {
        return (0,report_util/* showValue */.vp)(v, 80);
    }
}
function findingRow(e, f, linkBase) {
    const meta = (0,registry/* ruleMeta */.ME)(f.rule_id);
    const loc = (0,report_util/* findingLocation */.$R)(e, f);
    // Four columns, so the table fits a comment at 800 px: the severity as its icon, the step, the
    // rule id and title leading the message (in the wide column: a narrow one broke `ARH-SEQ-004`
    // over three lines), the line as `L12` (the block heading names the file; a finding in another
    // file shows its path).
    const rule = cell(f.rule_id, MAX_ID);
    let msg = meta ? `${rule} **${(0,util_escape/* escapeMarkdown */.FV)(meta.title)}**: ${cell(f.message)}` : `${rule} ${cell(f.message)}`;
    if (f.agent !== undefined && f.step_id !== null)
        msg += ` · agent ${cell(f.agent, 120)}`; // docs/multi-agent.md
    if (f.expected !== undefined)
        msg += ` · expected ${cell(spaced(f.expected), 80)}`;
    if (f.observed !== undefined)
        msg += ` · observed ${cell(spaced(f.observed), 80)}`;
    const icon = SEVERITY_ICON[f.severity]?.split(" ")[0] ?? cell(String(f.severity), 20);
    const label = loc.uri === (0,report_util/* entryPath */.s3)(e) ? `L${loc.startLine}` : undefined;
    return `| ${icon} | ${f.step_id !== null ? cell(f.step_id, MAX_ID) : "(trace)"} | ${msg} | ${fileLink(loc.uri, loc.startLine, linkBase, label)} |`;
}
const FINDINGS_HEAD = ["| | Step | Finding | Line |", "|---|---|---|---|"];
/** Rough size of the rows of `findings`: a row is about its message (escaped, so up to twice as long) plus ~200 characters of cells. */
function rowsWant(findings) {
    return findings.reduce((n, f) => n + 2 * Math.min(f.message.length, MAX_CELL) + 200 + (f.expected !== undefined || f.observed !== undefined ? 360 : 0), 0);
}
/**
 * Each block's allowance of rows, failing traces first: the first VISIBLE_FINDINGS findings of
 * every failing trace are provided for before any trace gets more (a reader of the Markdown alone
 * sees which rule fired where in each), then what is left is shared fairly by all the rest.
 */
function rowShares(entries, rowBudget) {
    const first = entries.map((b) => (b.failing ? rowsWant(b.findings.slice(0, VISIBLE_FINDINGS)) : 0));
    const firstShares = fairShares(first, rowBudget);
    const left = rowBudget - firstShares.reduce((n, x) => n + x, 0);
    const rest = fairShares(entries.map((b, i) => b.wants - firstShares[i]), left);
    return firstShares.map((x, i) => x + rest[i]);
}
/**
 * One trace's block. A failing trace is shown open (heading, its first findings, the rest folded);
 * others fold entirely. At most `allowance` units of rows are listed; the rest is counted.
 */
function entryBlock(b, allowance, cap, measure, linkBase) {
    const { e } = b;
    // rows are rendered only as long as the allowance lasts (a trace may hold 100,000 findings)
    let used = 0;
    const rows = [];
    for (const f of b.findings.slice(0, cap)) {
        const r = findingRow(e, f, linkBase);
        const n = measure(r) + 1;
        if (used + n > allowance && rows.length > 0)
            break;
        used += n;
        rows.push(r);
    }
    const shown = rows.length;
    const rest = b.total - shown;
    const moreLine = rest > 0 ? [`… and ${(0,report_util/* plural */.LS)(rest, "more finding")} of this trace (see the JSON or SARIF report).`] : [];
    const tail = [];
    for (const n of e.notes ?? [])
        tail.push("", `> ${cell(n, 500)}`);
    if (b.extra)
        tail.push("", b.extra.trimEnd());
    const status = (0,report_util/* entryStatus */.RM)(e);
    const where = fileLink((0,report_util/* entryPath */.s3)(e), (0,report_util/* firstFailingLine */.B_)(e), linkBase);
    if (b.failing) {
        const L = [`#### ❌ <code>${markdownCodeText(e.trace_id, MAX_ID)}</code> · ${findingCount(e).replace(/–/, "no findings")} · ${status === "error" ? "input error" : `score ${(0,report_util/* fixed */.Zu)(e.score, 2)}`} · ${where}`];
        if (rows.length)
            L.push("", ...FINDINGS_HEAD, ...rows.slice(0, VISIBLE_FINDINGS));
        if (rows.length > VISIBLE_FINDINGS) {
            L.push("", "<details>", `<summary>${(0,report_util/* plural */.LS)(rows.length - VISIBLE_FINDINGS, "more finding")} of this trace</summary>`, "", ...FINDINGS_HEAD, ...rows.slice(VISIBLE_FINDINGS), "", ...moreLine, "", "</details>");
        }
        else if (moreLine.length)
            L.push("", ...moreLine);
        L.push(...tail);
        return L.join("\n");
    }
    const icon = status === "pass" ? "✅" : status === "not scored" ? "➖" : "❌";
    const L = ["<details>", `<summary>${icon} <code>${markdownCodeText(e.trace_id, MAX_ID)}</code> — ${findingCount(e).replace(/–/, "no findings")}</summary>`, ""];
    if (rows.length)
        L.push(...FINDINGS_HEAD, ...rows);
    if (moreLine.length)
        L.push("", ...moreLine);
    L.push(...tail, "", "</details>");
    return L.join("\n");
}
function markdown_usage(e) {
    if (e.kind === "input")
        return "–";
    // what was not recorded is left out (src/report/usage.ts); "–" when nothing was
    const u = (0,usage/* usageFigures */.BC)(e);
    const known = [u.latency, u.cost, u.tokens === null ? null : `${u.tokens} tokens`].filter((p) => p !== null);
    for (const a of (0,usage/* agentFigures */.lL)(e))
        known.push((0,usage/* agentFiguresText */.Ci)(a, (n) => cell(n, 80))); // each agent's share (docs/multi-agent.md)
    return known.length ? known.join(" · ") : "–";
}
/** The per-trace table, without the columns that are "–" on every row; failing traces first when it is long. */
function traceTable(report, linkBase, maxTable) {
    const isInput = (e) => e.kind === "input";
    const cols = [
        { head: "Trace", align: "---", value: (e) => cell(e.trace_id, MAX_ID) },
        // status icon and score in one column: the table has to fit 800 px
        { head: "Result", align: "---", value: (e) => (e.scored !== false && !isInput(e) ? `${STATUS_ICON[(0,report_util/* entryStatus */.RM)(e)].split(" ")[0]} ${(0,report_util/* fixed */.Zu)(e.score, 2)}` : STATUS_ICON[(0,report_util/* entryStatus */.RM)(e)]) },
        // latency, cost and tokens in one column (each left out when not recorded), so the table fits 800 px
        { head: "Usage", align: "---", value: (e) => markdown_usage(e), optional: true },
        { head: "Coverage", align: "---:", value: (e) => (0,report_util/* formatCoverage */.Om)(e.citation_coverage), optional: true },
        { head: "Findings", align: "---", value: (e) => findingCount(e) },
        // the file's name as the label (the link holds the path), so the table fits 800 px
        { head: "File", align: "---", value: (e) => fileLink((0,report_util/* entryPath */.s3)(e), (0,report_util/* firstFailingLine */.B_)(e), linkBase, `${(0,report_util/* entryPath */.s3)(e).split("/").pop()}:${(0,report_util/* firstFailingLine */.B_)(e)}`) },
    ];
    const values = report.reports.map((e) => cols.map((c) => c.value(e)));
    const used = cols.filter((c, k) => !c.optional || values.some((v) => v[k] !== "–"));
    const idx = used.map((c) => cols.indexOf(c));
    const rows = report.reports.map((e, i) => ({ pass: (0,report_util/* entryStatus */.RM)(e) === "pass", row: `| ${idx.map((k) => values[i][k]).join(" | ")} |` }));
    const table = [`| ${used.map((c) => c.head).join(" | ")} |`, `|${used.map((c) => c.align).join("|")}|`];
    const rowsSize = rows.reduce((n, r) => n + r.row.length + 1, 0);
    if (rowsSize <= maxTable)
        table.push(...rows.map((r) => r.row));
    else {
        // Too many traces for one comment: list the failing ones first, then as many passing as fit.
        let size = 0;
        let omitted = 0;
        const keep = new Set();
        for (const pass of [false, true]) {
            rows.forEach((r, i) => {
                if (r.pass !== pass)
                    return;
                if (size + r.row.length + 1 > maxTable)
                    omitted++;
                else {
                    size += r.row.length + 1;
                    keep.add(i);
                }
            });
        }
        table.push(...rows.filter((_, i) => keep.has(i)).map((r) => r.row));
        table.push("", `… ${(0,report_util/* plural */.LS)(omitted, "more trace")} not listed (size limit); see the JSON or JUnit report.`);
    }
    return table.join("\n");
}
/**
 * Render a report as GitHub-flavoured Markdown (deterministic), in the design the PR comment and
 * the job summary share: the verdict in one line; each failing trace as a block (its findings in
 * step order, the first ones open, the rest folded); the traces with only warnings or notes
 * folded; the per-trace table folded. The findings budget is shared fairly between traces and
 * every finding is either listed or counted; over `budget`, whole blocks are dropped from the end.
 */
function renderMarkdown(report, opts = {}) {
    const measure = opts.measure ?? budget_chars;
    const budget = opts.budget ?? budget_COMMENT_LIMIT_CHARS - 1024;
    const title = opts.title === undefined ? "Agent reliability report" : opts.title;
    const head = [];
    if (title !== null)
        head.push(`## ${cell(title, 200)}`, "");
    head.push(verdict(report, opts.gate));
    const reasons = opts.gate?.reasons ?? [];
    if (reasons.length) {
        head.push("");
        for (const r of reasons.slice(0, 30))
            head.push(`- ${cell(r, 500)}`);
        if (reasons.length > 30)
            head.push(`- … and ${reasons.length - 30} more`);
    }
    for (const n of opts.gate?.notes ?? [])
        head.push("", `> ${cell(n, 500)}`);
    const required = [{ text: head.join("\n"), required: true }];
    const table = { text: ["<details>", `<summary>All traces (${report.reports.length})</summary>`, "", traceTable(report, opts.linkBase, budget > budget_COMMENT_LIMIT_CHARS ? MAX_TABLE_LARGE : MAX_TABLE), "", "</details>"].join("\n"), required: true };
    const large = budget > budget_COMMENT_LIMIT_CHARS;
    const cap = large ? MAX_FINDINGS_PER_TRACE_LARGE : MAX_FINDINGS_PER_TRACE;
    const entries = [];
    for (const e of report.reports) {
        const extra = opts.entryDetails?.(e);
        if (e.findings.length === 0 && !extra && !(e.notes && e.notes.length))
            continue;
        const status = (0,report_util/* entryStatus */.RM)(e);
        const findings = markdown_sortedFindings(e).slice(0, cap);
        entries.push({ e, failing: status === "fail" || status === "error", findings, total: e.findings.length, wants: rowsWant(findings), extra });
    }
    // failing traces first, most severe first (then most errors); the report's order on ties
    const worst = (e) => e.findings.reduce((m, f) => Math.min(m, (0,report_util/* severityRank */.qs)(f.severity)), 9);
    const errors = (e) => (0,report_util/* countFindings */.Gt)(e.findings).error;
    entries.sort((a, b) => Number(b.failing) - Number(a.failing) || worst(a.e) - worst(b.e) || errors(b.e) - errors(a.e));
    // Share what the skeleton leaves between the traces' finding rows (water-filling), keeping room
    // for each block's own lines.
    const extras = opts.extraBlocks ?? [];
    const fixedSize = [...required, table, ...extras.filter((b) => b.required)].reduce((n, b) => n + measure(b.text) + 2, 0);
    const overhead = entries.reduce((n, b) => n + 400 + (b.extra ? measure(b.extra) : 0) + (b.e.notes ?? []).reduce((k, x) => k + Math.min(measure(x), 2000), 0), 0);
    const rowBudget = Math.max(0, budget - fixedSize - overhead - 512);
    const shares = rowShares(entries, rowBudget);
    const evaluations = evaluationsBlock(report); // docs/evaluations.md
    const blocks = [...required, ...entries.map((b, i) => ({ text: entryBlock(b, shares[i], cap, measure, opts.linkBase) })), table, ...(evaluations ? [evaluations] : []), ...extras];
    const footer = report.tool && !opts.gate ? [{ text: `_${cell(`Generated by ${report.tool.name} ${report.tool.version}`, 120)}_`, required: true }] : [];
    const elsewhere = opts.elsewhere ?? "the JSON, SARIF and JUnit reports";
    return budget_assemble([...blocks, ...footer], budget, measure, (n) => budget_sizeNote(n, elsewhere));
}

;// CONCATENATED MODULE: ./lib/scenarios/stats.js
// Statistics of repeated runs: Wilson intervals, unbiased pass^k, the one-sided Fisher exact test,
// Benjamini–Hochberg adjustment and the "can this ever be significant" bounds. Pure and
// deterministic (only +, *, /, Math.log, Math.exp, Math.sqrt on the inputs).
//
// Written by hand rather than with a statistics package: everything here is a few lines over a
// log-factorial, the Fisher tail must be summed from its small end in log space to stay exact for
// counts up to 10^5 (where the probabilities underflow a double long before the sum does), and the
// minimum achievable p-value and the runs needed are closed forms a generic CDF does not give.
/** The 97.5 % quantile of the standard normal distribution (two-sided 95 %). */
const Z_95 = 1.959963984540054;
function checkCount(name, v) {
    if (!Number.isSafeInteger(v) || v < 0)
        throw new RangeError(`${name} must be a non-negative integer, got ${String(v)}`);
}
function checkPart(k, n) {
    checkCount("n", n);
    checkCount("k", k);
    if (k > n)
        throw new RangeError(`k (${k}) must not exceed n (${n})`);
}
// ln(n!) for n < TABLE by summation (exact to a few ulps), beyond by Stirling's series, whose first
// omitted term (1/(1188 n^9)) is far below a double's resolution there.
const TABLE = 256;
const LOG_FACT = [0];
for (let i = 1; i < TABLE; i++)
    LOG_FACT.push(LOG_FACT[i - 1] + Math.log(i));
const HALF_LOG_2PI = 0.5 * Math.log(2 * Math.PI);
/** ln(n!) for a non-negative integer n. */
function logFactorial(n) {
    checkCount("n", n);
    if (n < TABLE)
        return LOG_FACT[n];
    const inv = 1 / n;
    const inv2 = inv * inv;
    const series = inv * (1 / 12 - inv2 * (1 / 360 - inv2 * (1 / 1260 - inv2 / 1680)));
    return n * Math.log(n) - n + HALF_LOG_2PI + 0.5 * Math.log(n) + series;
}
/** ln C(n, k); -Infinity when k > n. */
function logChoose(n, k) {
    checkCount("n", n);
    checkCount("k", k);
    if (k > n)
        return -Infinity;
    return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}
/** Wilson score interval for k successes in n trials (95 % by default). n = 0 gives [0, 1]. */
function wilson(k, n, z = Z_95) {
    checkPart(k, n);
    if (n === 0)
        return { low: 0, high: 1 };
    const p = k / n;
    const z2 = z * z;
    const denom = 1 + z2 / n;
    const center = (p + z2 / (2 * n)) / denom;
    const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
    // The bounds are exactly 0 and 1 at k = 0 and k = n; rounding must not move them off.
    return { low: k === 0 ? 0 : Math.max(0, center - half), high: k === n ? 1 : Math.min(1, center + half) };
}
/**
 * Unbiased pass^k for k = 1..n from c passes in n runs: C(c, k) / C(n, k), the probability that k
 * runs drawn without replacement all pass. Computed as the product of (c - i) / (n - i), every
 * factor in [0, 1], so nothing overflows for any n and the relative error stays below n ulps.
 * Element k - 1 is pass^k.
 */
function passHatK(c, n) {
    checkPart(c, n);
    const out = [];
    let v = 1;
    for (let i = 0; i < n; i++) {
        v = i < c ? (v * (c - i)) / (n - i) : 0;
        out.push(v);
    }
    return out;
}
/**
 * One-sided Fisher exact test that the candidate's success rate is lower than the baseline's:
 * with the margins of the 2x2 table fixed, the probability of the candidate having at most
 * `candSucc` successes. X ~ Hypergeometric(population N = baseN + candN, K = baseSucc + candSucc
 * successes, candN draws); p = P(X <= candSucc).
 *
 * The tail is summed from its boundary term outwards (terms fall off monotonically on that side of
 * the mode), each term as a ratio of its neighbour, and scaled by the boundary term's
 * log-probability: exact to a few ulps of relative error, no under/overflow for counts up to 10^5
 * and beyond. When the observed count lies above the mode, p = 1 - (upper tail), summed the same
 * way.
 */
function fisherLower(baseSucc, baseN, candSucc, candN) {
    checkPart(baseSucc, baseN);
    checkPart(candSucc, candN);
    const N = baseN + candN;
    const K = baseSucc + candSucc;
    const draws = candN;
    const lo = Math.max(0, draws - (N - K));
    const hi = Math.min(K, draws);
    if (candSucc >= hi)
        return 1;
    const mode = Math.floor(((draws + 1) * (K + 1)) / (N + 2));
    const logPmf = (x) => logChoose(K, x) + logChoose(N - K, draws - x) - logChoose(N, draws);
    if (candSucc <= mode)
        return Math.min(1, Math.exp(logPmf(candSucc) + Math.log(sumDown(candSucc, lo, N, K, draws))));
    const upper = Math.exp(logPmf(candSucc + 1) + Math.log(sumUp(candSucc + 1, hi, N, K, draws)));
    return Math.min(1, Math.max(0, 1 - upper));
}
// Sum of pmf(x)/pmf(from) for x = from, from-1, ..., lo.
function sumDown(from, lo, N, K, draws) {
    let term = 1;
    let sum = 1;
    for (let x = from; x > lo; x--) {
        term *= (x * (N - K - draws + x)) / ((K - x + 1) * (draws - x + 1));
        sum += term;
        if (term < sum * 1e-17)
            break;
    }
    return sum;
}
// Sum of pmf(x)/pmf(from) for x = from, from+1, ..., hi.
function sumUp(from, hi, N, K, draws) {
    let term = 1;
    let sum = 1;
    for (let x = from; x < hi; x++) {
        term *= ((K - x) * (draws - x)) / ((x + 1) * (N - K - draws + x + 1));
        sum += term;
        if (term < sum * 1e-17)
            break;
    }
    return sum;
}
/**
 * Benjamini–Hochberg adjusted p-values (step-up, monotone), in the order of the input:
 * q_(i) = min over j >= i of min(1, p_(j) * m / j) for the p-values sorted ascending. Ties keep
 * their input order, so the result is deterministic. A value below alpha is a discovery at false
 * discovery rate alpha.
 */
function benjaminiHochberg(ps) {
    const m = ps.length;
    for (const p of ps)
        if (!(p >= 0 && p <= 1))
            throw new RangeError(`p-values must lie in [0, 1], got ${String(p)}`);
    const order = ps.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p || a.i - b.i);
    const out = new Array(m);
    let running = 1;
    for (let r = m - 1; r >= 0; r--) {
        const { p, i } = order[r];
        running = Math.min(running, (p * m) / (r + 1));
        out[i] = running;
    }
    return out;
}
/**
 * The smallest one-sided Fisher p-value any outcome of baseN baseline runs against candN candidate
 * runs can give: every baseline run passes, every candidate run fails, p = 1 / C(baseN + candN, candN).
 * 1 when either side has no runs.
 */
function minAchievableP(baseN, candN) {
    checkCount("baseline runs", baseN);
    checkCount("candidate runs", candN);
    if (baseN === 0 || candN === 0)
        return 1;
    return Math.exp(-logChoose(baseN + candN, candN));
}
/**
 * p < alpha, where values within a relative 1e-9 of alpha count as equal to it: exact ties (3 runs
 * against 3 give exactly 1/20 = 0.05) must not turn significant through floating-point rounding.
 */
function isBelow(p, alpha) {
    return p < alpha * (1 - 1e-9);
}
/** Whether p < alpha is reachable at all with these run counts. */
function canReach(baseN, candN, alpha) {
    return isBelow(minAchievableP(baseN, candN), alpha);
}
/**
 * The fewest candidate runs against `baseN` baseline runs for which p < alpha is reachable;
 * null when no number is enough (no baseline runs). Binary search: the bound falls monotonically
 * with the candidate's runs.
 */
function runsNeeded(baseN, alpha) {
    checkCount("baseline runs", baseN);
    if (baseN === 0 || !(alpha > 0))
        return null;
    if (alpha > 1)
        return 1;
    let hi = 1;
    while (!canReach(baseN, hi, alpha)) {
        hi *= 2;
        if (hi > Number.MAX_SAFE_INTEGER / 4)
            return null;
    }
    let lo = Math.floor(hi / 2); // not enough (or 0)
    while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (canReach(baseN, mid, alpha))
            hi = mid;
        else
            lo = mid;
    }
    return hi;
}
/** The fewest runs per side (the same on both) for which p < alpha is reachable. */
function runsNeededPerSide(alpha) {
    if (!(alpha > 0))
        return null;
    let n = 1;
    while (!canReach(n, n, alpha))
        n++;
    return n;
}
/**
 * How many more runs per side would decide a scenario whose candidate runs fail more often than
 * its baseline's without significance: the fewest extra runs `m` such that, if both sides kept
 * their observed pass rates over `n + m` runs each (`n` the larger side's runs, passes rounded to
 * the nearest count), the one-sided Fisher p would be below alpha. Null when the rates do not
 * differ or no `m` up to `maxRuns` would do.
 */
function moreRunsToDecide(baseSucc, baseN, candSucc, candN, alpha, maxRuns = 2000) {
    if (baseN === 0 || candN === 0)
        return null;
    const rb = baseSucc / baseN;
    const rc = candSucc / candN;
    if (!(rc < rb))
        return null;
    const n = Math.max(baseN, candN);
    for (let total = n + 1; total <= maxRuns; total++) {
        const b = Math.round(rb * total);
        const c = Math.round(rc * total);
        if (c < b && isBelow(fisherLower(b, total, c, total), alpha))
            return total - n;
    }
    return null;
}

;// CONCATENATED MODULE: ./lib/scenarios/reasons.js

/** A p-value for people: 3 significant digits, exponent form below 0.001. */
function formatP(p) {
    if (p === 0)
        return "0";
    if (p < 0.001)
        return p.toExponential(2);
    return String(Number(p.toPrecision(3)));
}
/** "4/10 (40%)" */
function formatRate(s) {
    return `${s.passes}/${s.runs} (${String(Math.round(s.rate * 1000) / 10)}%)`;
}
function findingName(f) {
    return `${f.rule_id || f.category}${f.step_id !== null ? ` at step ${JSON.stringify(f.step_id)}` : ""}`;
}
function findingList(fs) {
    const shown = fs.slice(0, 10).map((f) => `${findingName(f)} in ${f.candidate.runs_showing}/${f.candidate.runs} runs (baseline ${f.baseline.runs_showing}/${f.baseline.runs}, adjusted p ${formatP(f.p_adjusted ?? 1)})`);
    return shown.join(", ") + (fs.length > 10 ? `, and ${fs.length - 10} more` : "");
}
/** The sentence for one issue of scenario `scenario`. */
function phrase(scenario, issue) {
    const s = JSON.stringify(scenario);
    switch (issue.kind) {
        case "zero-tolerance": {
            const hits = issue.hits.map((h) => `${h.rule_id || h.category} (${h.category}) in ${h.runs_showing}/${h.runs} candidate runs (${h.trace_ids.map((t) => JSON.stringify(t)).join(", ")}${h.runs_showing > h.trace_ids.length ? ", …" : ""})`);
            return `scenario ${s}: zero-tolerance finding${issue.hits.length > 1 ? "s" : ""} ${hits.join(", ")}, in none of its ${issue.baseline_runs} baseline run${issue.baseline_runs === 1 ? "" : "s"}: one run is an incident, whatever the pass rate`;
        }
        case "regressed":
            return `scenario ${s} regressed: pass rate ${formatRate(issue.baseline)} -> ${formatRate(issue.candidate)}, one-sided Fisher p ${formatP(issue.p)}, adjusted ${formatP(issue.q)} < alpha ${issue.alpha}`;
        case "finding-regressed":
            return `scenario ${s}: error finding${issue.findings.length > 1 ? "s" : ""} shown by significantly more runs: ${findingList(issue.findings)}`;
        case "finding-rose":
            return `scenario ${s}: finding${issue.findings.length > 1 ? "s" : ""} (not errors) shown by significantly more runs: ${findingList(issue.findings)}`;
        case "too-few-runs":
            return `scenario ${s} has ${issue.runs} candidate run${issue.runs === 1 ? "" : "s"}, min-runs requires ${issue.min_runs}`;
        case "added-failing":
            return `added scenario ${s} fails in all ${issue.candidate.runs} runs`;
        case "insufficient-data": {
            const need = issue.runs_needed !== null
                ? `; needs ${issue.runs_needed} candidate runs against the baseline's ${issue.baseline_runs}${issue.per_side !== null ? `, or ${issue.per_side} runs on each side` : ""}`
                : issue.per_side !== null
                    ? `; needs ${issue.per_side} runs on each side`
                    : "";
            return `scenario ${s}: insufficient data, ${issue.baseline_runs} baseline vs ${issue.candidate_runs} candidate runs cannot reach p < ${issue.alpha} (best possible p ${formatP(issue.min_p)})${issue.dropped ? ", and its pass rate dropped" : ""}${need}`;
        }
        case "flaky":
            return `scenario ${s} is flaky: ${formatRate(issue.candidate)} runs pass${issue.baseline ? ` (baseline ${formatRate(issue.baseline)}, ${issue.baseline.status})` : " (no baseline runs)"}`;
        case "known-flaky":
            return `scenario ${s} is known-flaky: ${formatRate(issue.candidate)} runs pass, flaky in the baseline too (${formatRate(issue.baseline)})`;
        case "still-failing":
            return `scenario ${s} still fails in all ${issue.candidate.runs} runs, as in the baseline`;
        case "added":
            return `added scenario ${s}: ${formatRate(issue.candidate)} runs pass, no baseline runs to compare`;
        case "removed":
            return `scenario ${s} has no candidate runs (baseline ${formatRate(issue.baseline)}): removed`;
        case "single-run":
            return `scenario ${s} has one run on each side: exact single-run semantics apply`;
        case "quarantined":
            return `scenario ${s} is quarantined until ${issue.ref.expires} by ${issue.ref.owner} (${issue.ref.entry}: ${issue.ref.reason}); its failures are reported, not gated`;
        case "note":
            return issue.text;
    }
}
const shortDigest = (d) => (d === null ? "unknown" : d.replace(/^sha256:/, "").slice(0, 12));
/**
 * A zero-tolerance finding only the base branch's list makes one (scenarios/directions.ts): the
 * gate reason, naming zero tolerance and the pull request's list that removed the rule.
 */
function phraseZeroToleranceHidden(scenario, hit, baselineRuns, baseDigest, hereList) {
    const rule = hit.rule_id || hit.category;
    const runs = `${hit.trace_ids.map((t) => JSON.stringify(t)).join(", ")}${hit.runs_showing > hit.trace_ids.length ? ", …" : ""}`;
    const list = hereList.length ? `its zero_tolerance: ${hereList.slice(0, 10).join(", ")}${hereList.length > 10 ? ", …" : ""}` : "its zero_tolerance is empty: zero tolerance off";
    return `scenario ${JSON.stringify(scenario)}: zero-tolerance finding ${rule} (${hit.category}) in ${hit.runs_showing}/${hit.runs} candidate runs (${runs}), in none of its ${baselineRuns} baseline run${baselineRuns === 1 ? "" : "s"}, under the base branch's policy ${shortDigest(baseDigest)}: hidden by this pull request's policy change, which removed ${rule} from zero tolerance (${list})`;
}
/** The same, in a few words for the note of what the base branch's policy finds. */
function phraseZeroToleranceHiddenBrief(scenario, hit) {
    return `zero tolerance of ${hit.rule_id || hit.category} in ${JSON.stringify(scenario)} (${hit.runs_showing}/${hit.runs} candidate runs), removed by this pull request's policy`;
}
function phraseExpired(file, entry, what, owner, expires, today) {
    return `quarantine file ${file}: ${entry} for ${what} (owner ${owner}) expired on ${expires} (today ${today}); renew it with a new date or fix and remove it`;
}
function phraseUnused(file, entry, what) {
    return `quarantine file ${file}: ${entry} for ${what} matches nothing in this run`;
}
function phraseFindingQuarantined(f) {
    const q = f.quarantine;
    return `finding ${findingName(f)} of scenario ${JSON.stringify(f.scenario)} is quarantined until ${q.expires} by ${q.owner} (${q.entry}: ${q.reason}); reported, not gated`;
}
function phraseNoCandidateRuns() {
    return "no candidate runs: the candidate matched no traces, so nothing was checked (a run without runs never passes)";
}
function phraseQuarantineWithoutDate() {
    return "a quarantine file was given without a date to judge expiry (take it from the event: the commit's or the run's timestamp)";
}
/** Why one scenario's failing candidate runs did not fail the gate, or null (none, or it failed). */
function whyNotGated(r, alpha) {
    const c = r.candidate;
    if (!c || c.passes === c.runs || r.outcome === "fail" || r.outcome === "single-run")
        return null;
    const s = JSON.stringify(r.scenario);
    const k = c.runs - c.passes;
    const runs = `${k} failing run${k === 1 ? "" : "s"} of ${s}`;
    if (r.quarantine)
        return `${s} is quarantined until ${r.quarantine.expires} by ${r.quarantine.owner}`;
    const b = r.baseline;
    if (!b)
        return `${runs} ${k === 1 ? "has" : "have"} no baseline runs to compare with`;
    if (r.known_flaky)
        return `${s} is flaky in the baseline too (${formatRate(b)}, now ${formatRate(c)})`;
    if (c.passes === 0 && b.passes === 0)
        return `${s} fails in every run, as in the baseline`;
    if (!(c.rate < b.rate))
        return `${runs} ${k === 1 ? "is" : "are"} no more than the baseline's ${b.runs - b.passes} of ${b.runs}`;
    const n = b.runs === c.runs ? `n = ${c.runs}` : `n = ${b.runs} vs ${c.runs}`;
    const p = r.p_adjusted !== null && r.p_value !== null && r.p_adjusted !== r.p_value ? `adjusted p = ${formatP(r.p_adjusted)}` : `p = ${formatP(r.p_value ?? 1)}`;
    const more = moreRunsToDecide(b.passes, b.runs, c.passes, c.runs, alpha);
    const decide = more === null ? "" : `; ${more} more run${more === 1 ? "" : "s"} per side would decide`;
    const blind = r.issues.some((i) => i.kind === "insufficient-data") ? " (no run count this small can be)" : "";
    return `${runs} ${k === 1 ? "is" : "are"} not significant at ${n} (${p})${blind}${decide}`;
}
/**
 * Why a scenario gate that passed lets failing runs through, in one line for the verdict (the
 * job summary, the PR comment, the console, the compare Markdown): at most three scenarios named,
 * the rest counted. Null when no repeated scenario has a failing candidate run.
 */
function phrasePassedDespite(result) {
    if (!result.passed)
        return null;
    const whys = result.rows.map((r) => whyNotGated(r, result.alpha)).filter((w) => w !== null);
    if (whys.length === 0)
        return null;
    return whys.slice(0, 3).join("; ") + (whys.length > 3 ? `; and ${whys.length - 3} more scenario${whys.length === 4 ? "" : "s"}` : "");
}

;// CONCATENATED MODULE: ./lib/report/scenarios.js




/** Most pass^k values listed per side in the JSON (k = 1..100); pass^n is always given. */
const MAX_PASS_HAT_K = 100;
function sideJson(s) {
    if (!s)
        return null;
    return {
        runs: s.runs,
        passes: s.passes,
        rate: s.rate,
        interval: { low: s.interval.low, high: s.interval.high },
        pass_hat_k: s.pass_hat_k.slice(0, MAX_PASS_HAT_K),
        pass_hat_n: s.pass_hat_k.length ? s.pass_hat_k[s.pass_hat_k.length - 1] : 0,
        status: s.status,
        trace_ids: [...s.trace_ids],
    };
}
function refJson(q) {
    return q ? { entry: q.entry, owner: q.owner, reason: q.reason, expires: q.expires } : null;
}
function findingJson(f) {
    return {
        rule_id: f.rule_id,
        category: f.category,
        step_id: f.step_id,
        severity: f.severity,
        baseline: { runs_showing: f.baseline.runs_showing, runs: f.baseline.runs },
        candidate: { runs_showing: f.candidate.runs_showing, runs: f.candidate.runs },
        p_value: f.p_value,
        p_adjusted: f.p_adjusted,
        regressed: f.regressed,
        outcome: f.outcome,
        quarantine: refJson(f.quarantine),
    };
}
function problemJson(p) {
    const finding = p.finding ? { rule_id: p.finding.rule_id, category: p.finding.category, step_id: p.finding.step_id } : null;
    return { entry: p.entry, scenario: p.scenario, finding, owner: p.owner, expires: p.expires, reason: p.reason, message: p.message };
}
function rowJson(r) {
    return {
        scenario: r.scenario,
        verdict: r.verdict,
        outcome: r.outcome,
        baseline: sideJson(r.baseline),
        candidate: sideJson(r.candidate),
        p_value: r.p_value,
        p_adjusted: r.p_adjusted,
        min_p_value: r.min_p_value,
        runs_needed: r.runs_needed ? { candidate: r.runs_needed.candidate, per_side: r.runs_needed.per_side } : null,
        known_flaky: r.known_flaky,
        quarantine: refJson(r.quarantine),
        reasons: [...r.reasons],
        findings: r.findings.map(findingJson),
        finding_quarantines: r.finding_quarantines.map((q) => ({
            rule_id: q.rule_id,
            category: q.category,
            step_id: q.step_id,
            entry: q.entry,
            owner: q.owner,
            reason: q.reason,
            expires: q.expires,
        })),
    };
}
/**
 * The plain object of the `scenarios` section, keys in a fixed order (independent of how the
 * result was built), rows in the gate's order. The phrased `reasons` stand for the gate's
 * internal issue list, which is not part of the format.
 */
function scenariosSection(result) {
    const s = result.summary;
    return {
        alpha: result.alpha,
        options: { insufficient: result.options.insufficient, flaky: result.options.flaky, min_runs: result.options.min_runs, today: result.options.today },
        exact_single_run: result.exact_single_run,
        passed: result.passed,
        summary: {
            scenarios: s.scenarios,
            tested: s.tested,
            regressed: s.regressed,
            findings_regressed: s.findings_regressed,
            flaky: s.flaky,
            known_flaky: s.known_flaky,
            insufficient: s.insufficient,
            too_few_runs: s.too_few_runs,
            quarantined: s.quarantined,
            single_run: s.single_run,
            baseline_runs: s.baseline_runs,
            candidate_runs: s.candidate_runs,
        },
        reasons: [...result.reasons],
        warnings: [...result.warnings],
        quarantine: result.quarantine
            ? { file: result.quarantine.file, expired: result.quarantine.expired.map(problemJson), unused: result.quarantine.unused.map(problemJson) }
            : null,
        rows: result.rows.map(rowJson),
    };
}
/** The section alone as JSON text: two-space indentation, trailing newline. */
function renderScenariosJson(result) {
    return JSON.stringify(scenariosSection(result), null, 2) + "\n";
}
const DEFAULT_MAX_ROWS = 50;
const scenarios_MAX_ID = 120;
const scenarios_MAX_TEXT = 300;
/** Rows of one table stop at this size (characters); the rest is counted. */
const MAX_TABLE_CHARS = 24_000;
/** Verdicts in the order of the `Verdict` type (scenarios/types.ts): regressions first. */
const VERDICT_RANK = {
    "zero-tolerance": -1,
    regressed: 0,
    "finding-regressed": 1,
    "too-few-runs": 2,
    "added-failing": 3,
    "insufficient-data": 4,
    flaky: 5,
    "known-flaky": 6,
    "finding-rose": 7,
    "still-failing": 8,
    added: 9,
    removed: 10,
    "single-run": 11,
    ok: 12,
};
const OUTCOME_RANK = { fail: 0, warn: 1, quarantined: 2, pass: 3, "single-run": 4 };
const OUTCOME_ICON = { fail: "❌", warn: "⚠️", quarantined: "🧊", pass: "✅", "single-run": "➖" };
function md(s, max = scenarios_MAX_TEXT) {
    return (0,util_escape/* escapeMarkdown */.FV)(s, max);
}
/** Rows as tables list them: by outcome (failures first), then by verdict (regressions first), then by id. */
function orderScenarioRows(rows) {
    return [...rows].sort((a, b) => OUTCOME_RANK[a.outcome] - OUTCOME_RANK[b.outcome] || VERDICT_RANK[a.verdict] - VERDICT_RANK[b.verdict] || (0,util/* cmpCodePoints */.BK)(a.scenario, b.scenario));
}
function pct(x) {
    return `${String(Math.round(x * 1000) / 10)}%`;
}
function fixed2(x) {
    return (Math.round(x * 100) / 100).toFixed(2);
}
function rateCell(s) {
    if (!s)
        return "–";
    return `${formatRate(s)} [${pct(s.interval.low)}–${pct(s.interval.high)}]`;
}
function passHatCell(s) {
    if (!s || s.runs === 0)
        return "–";
    const first = s.pass_hat_k[0] ?? 0;
    const last = s.pass_hat_k[s.pass_hat_k.length - 1] ?? 0;
    return s.runs === 1 ? `^1 ${fixed2(first)}` : `^1 ${fixed2(first)} · ^${s.runs} ${fixed2(last)}`;
}
function pCell(r) {
    if (r.p_value === null)
        return "–";
    return `${formatP(r.p_value)} (adj. ${formatP(r.p_adjusted ?? r.p_value)})`;
}
function verdictCell(r) {
    return `${OUTCOME_ICON[r.outcome]} ${r.verdict}`;
}
function quarantineNote(q) {
    return `quarantined by ${md(q.owner, 100)} until ${md(q.expires, 20)}: ${md(q.reason, 200)} (${md(q.entry, 30)})`;
}
function notesCell(r) {
    const notes = [];
    if (r.runs_needed) {
        const n = r.runs_needed;
        const need = [];
        if (n?.candidate != null)
            need.push(`${n.candidate} candidate runs`);
        if (n?.per_side != null)
            need.push(`${n.per_side} runs per side`);
        notes.push(need.length ? `needs ${need.join(" or ")}` : "cannot reach significance");
    }
    const few = r.issues.find((i) => i.kind === "too-few-runs");
    if (few?.kind === "too-few-runs")
        notes.push(`${few.runs} runs, min-runs ${few.min_runs}`);
    if (r.known_flaky)
        notes.push("flaky in the baseline too");
    const regressed = r.findings.filter((f) => f.regressed);
    if (regressed.length) {
        const shown = regressed.slice(0, 3).map((f) => `${md(f.rule_id || f.category, scenarios_MAX_ID)}${f.step_id !== null ? ` at ${md(f.step_id, scenarios_MAX_ID)}` : ""} ${f.candidate.runs_showing}/${f.candidate.runs} (baseline ${f.baseline.runs_showing}/${f.baseline.runs})`);
        notes.push(`findings: ${shown.join(", ")}${regressed.length > 3 ? `, and ${regressed.length - 3} more` : ""}`);
    }
    for (const f of r.findings.filter((x) => x.quarantine).slice(0, 3))
        notes.push(`finding ${md(f.rule_id || f.category, scenarios_MAX_ID)} ${quarantineNote(f.quarantine)}`);
    if (r.quarantine)
        notes.push(quarantineNote(r.quarantine));
    return notes.length ? notes.join("; ") : "–";
}
const TABLE_HEAD = ["| Scenario | Status | Runs | Pass rate [95% CI] | pass^k | Baseline | p (adjusted) | Notes |", "|---|---|---:|---|---|---|---|---|"];
function tableRow(r) {
    const runs = r.candidate ? String(r.candidate.runs) : "0";
    return `| ${md(r.scenario, scenarios_MAX_ID)} | ${verdictCell(r)} | ${runs} | ${rateCell(r.candidate)} | ${passHatCell(r.candidate)} | ${rateCell(r.baseline)} | ${pCell(r)} | ${notesCell(r)} |`;
}
/** A table of rows, at most `maxRows` and MAX_TABLE_CHARS; the rest counted on a line after it. */
function table(rows, maxRows, measure, elsewhere) {
    const L = [...TABLE_HEAD];
    let size = 0;
    let shown = 0;
    for (const r of rows) {
        if (shown >= maxRows)
            break;
        const line = tableRow(r);
        if (shown > 0 && size + measure(line) + 1 > MAX_TABLE_CHARS)
            break;
        size += measure(line) + 1;
        L.push(line);
        shown++;
    }
    if (rows.length > shown)
        L.push("", `… and ${rows.length - shown} more scenario${rows.length - shown === 1 ? "" : "s"} (see ${md(elsewhere, 200)}).`);
    return L.join("\n");
}
function headline(result) {
    const s = result.summary;
    const parts = [`${s.scenarios} scenario${s.scenarios === 1 ? "" : "s"}`, `${s.tested} tested against the baseline`];
    if (s.regressed)
        parts.push(`${s.regressed} regressed`);
    if (s.findings_regressed)
        parts.push(`${s.findings_regressed} finding${s.findings_regressed === 1 ? "" : "s"} regressed`);
    if (s.too_few_runs)
        parts.push(`${s.too_few_runs} with too few runs`);
    if (s.insufficient)
        parts.push(`${s.insufficient} with insufficient data`);
    if (s.flaky)
        parts.push(`${s.flaky} flaky`);
    if (s.known_flaky)
        parts.push(`${s.known_flaky} known-flaky`);
    if (s.quarantined)
        parts.push(`${s.quarantined} quarantined`);
    if (s.single_run)
        parts.push(`${s.single_run} with one run per side (compared trace by trace)`);
    parts.push(`${s.candidate_runs} candidate and ${s.baseline_runs} baseline runs`);
    parts.push(`alpha ${result.alpha}, one-sided Fisher, Benjamini–Hochberg`);
    // a pass with failing runs says why in the same line (scenarios/reasons.ts)
    const why = phrasePassedDespite(result);
    const verdict = result.passed ? `✅ **Scenario gate passed**${why ? `: ${md(why, 1000)}` : ""}` : "❌ **Scenario gate failed**";
    return `${verdict} · ${parts.join(" · ")}`;
}
/**
 * The scenario part of a Markdown document as budget blocks (for `extraBlocks` of the report or
 * compare Markdown): first the verdict line, expired quarantine entries (loud: they fail the gate)
 * and the table of scenarios that fail, warn or are quarantined, regressions first; then, folded,
 * the passing scenarios; then quarantine entries that matched nothing. Scenarios with one run per
 * side are counted, not listed (the per-trace comparison shows them).
 */
function scenarios_scenarioMarkdownBlocks(result, opts = {}) {
    const maxRows = opts.maxRows !== undefined && opts.maxRows >= 1 ? Math.floor(opts.maxRows) : DEFAULT_MAX_ROWS;
    const measure = opts.measure ?? budget_chars;
    const elsewhere = opts.elsewhere ?? "the JSON report";
    const title = opts.title === undefined ? "Scenarios (repeated runs)" : opts.title;
    const rows = orderScenarioRows(result.rows);
    const problems = rows.filter((r) => r.outcome === "fail" || r.outcome === "warn" || r.outcome === "quarantined");
    const passing = rows.filter((r) => r.outcome === "pass");
    const head = [];
    if (title !== null)
        head.push(`### ${md(title, 200)}`, "");
    head.push(headline(result));
    const expired = result.quarantine?.expired ?? [];
    if (expired.length) {
        head.push("", `> [!CAUTION]`, `> **${expired.length} expired quarantine entr${expired.length === 1 ? "y fails" : "ies fail"} the gate** (${md(result.quarantine.file, 200)}):`);
        for (const e of expired.slice(0, 20)) {
            head.push(`> - ${md(e.entry, 30)} for scenario ${md(e.scenario, scenarios_MAX_ID)}${e.finding ? ` (finding ${md(e.finding.rule_id, scenarios_MAX_ID)})` : ""}, owner ${md(e.owner, 100)}, expired on ${md(e.expires, 20)}: ${md(e.reason, 200)}`);
        }
        if (expired.length > 20)
            head.push(`> - … and ${expired.length - 20} more`);
    }
    if (result.summary.candidate_runs === 0)
        head.push("", "> **No candidate runs**: nothing was checked, so the gate fails.");
    if (problems.length)
        head.push("", table(problems, maxRows, measure, elsewhere));
    else if (rows.length)
        head.push("", "No scenario fails or warns.");
    const blocks = [{ text: head.join("\n"), required: opts.required ?? false }];
    if (passing.length) {
        blocks.push({
            text: ["<details>", `<summary>✅ Passing scenarios (${passing.length})</summary>`, "", table(passing, maxRows, measure, elsewhere), "", "</details>"].join("\n"),
        });
    }
    const unused = result.quarantine?.unused ?? [];
    if (unused.length) {
        const L = ["<details>", `<summary>Quarantine entries that match nothing (${unused.length})</summary>`, ""];
        for (const u of unused.slice(0, maxRows))
            L.push(`- ${md(u.entry, 30)} for scenario ${md(u.scenario, scenarios_MAX_ID)}${u.finding ? ` (finding ${md(u.finding.rule_id, scenarios_MAX_ID)})` : ""}, owner ${md(u.owner, 100)}, until ${md(u.expires, 20)}`);
        if (unused.length > maxRows)
            L.push(`- … and ${unused.length - maxRows} more`);
        L.push("", "</details>");
        blocks.push({ text: L.join("\n") });
    }
    return blocks;
}
/** The scenario blocks as one Markdown document within `opts.budget` (whole blocks dropped from the end). */
function renderScenarioTableMarkdown(result, opts = {}) {
    const elsewhere = opts.elsewhere ?? "the JSON report";
    return assemble(scenarios_scenarioMarkdownBlocks(result, opts), opts.budget ?? COMMENT_LIMIT_CHARS - 1024, opts.measure ?? chars, (n) => sizeNote(n, elsewhere));
}

;// CONCATENATED MODULE: ./lib/report/console.js





const console_MAX_TEXT = 500;
/** Untrusted text for a log line: one line, truncated, workflow commands neutralised. */
function console_safe(s, max = console_MAX_TEXT) {
    return (0,util_escape/* neutralizeWorkflowCommands */.tW)((0,util_escape/* truncate */.xv)(s.replace(/\r\n|\r|\n/g, " ⏎ "), max));
}
function renderConsole(report, opts = {}) {
    const c = (code, s) => (opts.color ? `\u001b[${code}m${s}\u001b[0m` : s);
    const bold = (s) => c("1", s);
    const red = (s) => c("31", s);
    const green = (s) => c("32", s);
    const yellow = (s) => c("33", s);
    const dim = (s) => c("2", s);
    const sevLabel = (sev) => sev === "error" ? red("error  ") : sev === "warning" ? yellow("warning") : dim(sev === "info" ? "info   " : console_safe(sev, 7).padEnd(7));
    const out = [];
    for (const e of report.reports) {
        const status = (0,report_util/* entryStatus */.RM)(e);
        const label = status === "pass" ? green("PASS") : status === "fail" ? red("FAIL") : status === "error" ? red("ERROR") : yellow("SKIP");
        const path = (0,report_util/* entryPath */.s3)(e);
        const cnt = (0,report_util/* countFindings */.Gt)(e.findings);
        const parts = [];
        if (status !== "error") {
            if (e.scored !== false)
                parts.push(`score ${(0,report_util/* fixed */.Zu)(e.score, 2)}`);
            // a figure nothing recorded says so (latency, tokens) or is left out (a cost of 0): src/report/usage.ts
            const u = (0,usage/* usageFigures */.BC)(e);
            parts.push(u.latency ? `latency ${u.latency}` : "latency not recorded");
            if (u.cost)
                parts.push(`cost ${u.cost}`);
            if (u.tokens)
                parts.push(`tokens ${u.tokens}`);
            if (e.citation_coverage != null)
                parts.push(`citations ${(0,report_util/* formatCoverage */.Om)(e.citation_coverage)}`);
        }
        if (cnt.error)
            parts.push((0,report_util/* plural */.LS)(cnt.error, "error"));
        if (cnt.warning)
            parts.push((0,report_util/* plural */.LS)(cnt.warning, "warning"));
        const id = status === "error" ? console_safe(path, 300) : console_safe(e.trace_id, 200);
        const who = status === "error" ? "" : dim(` (${console_safe(e.agent_name, 100)}/${console_safe(e.workflow, 100)})`);
        out.push(`${label} ${bold(id)}${who} ${parts.join(", ")}${status === "error" ? "" : dim(`  ${console_safe(path, 300)}`)}`);
        for (const a of (0,usage/* agentFigures */.lL)(e))
            out.push(dim(`  agent ${(0,usage/* agentFiguresText */.Ci)(a, (n) => console_safe(n, 120))}`)); // docs/multi-agent.md
        const shown = e.findings
            .filter((f) => opts.verbose || f.severity !== "info")
            .sort((a, b) => (0,report_util/* severityRank */.qs)(a.severity) - (0,report_util/* severityRank */.qs)(b.severity) || (0,report_util/* findingLocation */.$R)(e, a).startLine - (0,report_util/* findingLocation */.$R)(e, b).startLine);
        for (const f of shown)
            out.push(...findingLines(e, f, opts.verbose ?? false, sevLabel, dim));
        const hidden = e.findings.length - shown.length;
        if (hidden > 0)
            out.push(dim(`  (${(0,report_util/* plural */.LS)(hidden, "info finding")} not shown; use --verbose)`));
        if (opts.verbose)
            for (const n of e.notes ?? [])
                out.push(dim(`  note: ${console_safe(n)}`));
        if (opts.verbose) {
            for (const n of e.adapter_notes ?? []) {
                const at = n.location ? `  ${console_safe(n.location.uri, 300)}:${n.location.startLine}:${n.location.startColumn}` : "";
                out.push(dim(`  note: ${console_safe(n.code, 64)}: ${console_safe(n.message)}${at}`));
            }
        }
    }
    const skipped = report.skipped ?? [];
    for (const k of skipped.slice(0, 200))
        out.push(`${yellow("SKIP")} ${console_safe(k.path, 300)}: ${console_safe(k.reason, 200)}`);
    if (skipped.length > 200)
        out.push(dim(`  … and ${skipped.length - 200} more skipped paths (listed in the JSON report)`));
    const s = report.summary;
    if (out.length)
        out.push("");
    // a run that checked nothing is never shown as passed
    const verdict = s.total_traces === 0 ? yellow("no traces validated: nothing was checked") : s.failed_traces === 0 ? green(`${s.passed_traces}/${(0,report_util/* plural */.LS)(s.total_traces, "trace")} passed`) : red(`${s.failed_traces} of ${(0,report_util/* plural */.LS)(s.total_traces, "trace")} failed`);
    const tail = [`average score ${(0,report_util/* fixed */.Zu)(s.average_score, 2)}`];
    if (typeof report.fail_under === "number")
        tail.push(`threshold ${(0,report_util/* fixed */.Zu)(report.fail_under, 2)}`);
    if (report.policy_id)
        tail.push(`policy ${console_safe(report.policy_id, 200)}`);
    out.push(`${bold("Summary:")} ${verdict}; ${tail.join(", ")}`);
    const total = report.reports.reduce((n, e) => n + e.findings.length, 0);
    if (total > SARIF_MAX_RESULTS) {
        out.push(yellow(`Note: SARIF output keeps the ${SARIF_MAX_RESULTS} most severe of ${total} findings (GitHub code scanning limit).`));
    }
    return out.join("\n") + "\n";
}
function findingLines(e, f, verbose, sevLabel, dim) {
    const loc = (0,report_util/* findingLocation */.$R)(e, f);
    const where = (f.step_id !== null ? `step ${console_safe(f.step_id, 120)}` : "trace") + (f.agent !== undefined && f.step_id !== null ? ` (agent ${console_safe(f.agent, 120)})` : "");
    const lines = [`  ${sevLabel(f.severity)} ${console_safe(f.rule_id, 40)} ${where}: ${console_safe(f.message)}  ${dim(`${console_safe(loc.uri, 300)}:${loc.startLine}:${loc.startColumn}`)}`];
    if (verbose) {
        if (f.expected !== undefined)
            lines.push(dim(`      expected: ${console_safe((0,report_util/* showValue */.vp)(f.expected))}`));
        if (f.observed !== undefined)
            lines.push(dim(`      observed: ${console_safe((0,report_util/* showValue */.vp)(f.observed))}`));
        const fix = f.remediation ?? (0,registry/* ruleMeta */.ME)(f.rule_id)?.remediation;
        if (fix)
            lines.push(dim(`      fix: ${console_safe(fix)}`));
    }
    return lines;
}

;// CONCATENATED MODULE: ./lib/report/index.js









function report_renderSarif(report, opts) {
    return renderSarif(report, opts);
}
function report_renderJunit(report, opts) {
    return renderJunit(report, opts);
}
/** The size budget of a Markdown report file (`--md-out`, the action's report.md): 1 MiB of UTF-8. */
const MARKDOWN_FILE_BUDGET_BYTES = 1024 * 1024;
/**
 * The Markdown report file (`--md-out`, the action's report.md): within MARKDOWN_FILE_BUDGET_BYTES,
 * not a comment's 65,536 characters, so every failing trace keeps its first findings and says how
 * many more are not shown. `opts.entryDetails` is an optional hook for extra per-entry sections
 * (memory score tables, trace-diff tables); see MarkdownOptions.
 */
function report_renderMarkdown(report, opts) {
    return renderMarkdown(report, { budget: MARKDOWN_FILE_BUDGET_BYTES, measure: utf8Bytes, ...opts });
}
function report_renderConsole(report, opts) {
    return renderConsole(report, opts);
}
/** Render and write every requested report file; returns the paths written, in flag order. */
/** Per-entry extra Markdown: the per-query coverage table of memory traces. */
function defaultEntryDetails(entry) {
    return entry.kind === "memory" ? (0,markdown/* renderMemoryTableMarkdown */.v)(entry) || undefined : undefined;
}
function writeReports(report, flags) {
    const sc = flags.scenarios ?? null;
    const jobs = [
        [flags.jsonOut, () => renderJson(report)],
        [flags.mdOut, () => report_renderMarkdown(report, { linkBase: flags.linkBase, entryDetails: defaultEntryDetails, ...(sc ? { extraBlocks: scenarioMarkdownBlocks(sc.result) } : {}) })],
        [flags.junitOut, () => report_renderJunit(report, sc ? { scenarios: sc.result } : {})],
        [flags.sarifOut, () => report_renderSarif(report, { category: flags.sarifCategory, ...(sc ? { scenarios: sc.runs } : {}) })],
    ];
    const written = [];
    for (const [path, render] of jobs) {
        if (!path)
            continue;
        writeFileAtomic(path, render());
        written.push(path);
    }
    return written;
}

// EXTERNAL MODULE: ./lib/policy/diagnostics.js
var diagnostics = __webpack_require__(55806);
;// CONCATENATED MODULE: ./lib/compare/identity.js
/** Step ids of the older rules: a 16-hex-digit span id, a provider's call, item or message id, or a
 * generated transcript id. */
const LEGACY = /^(?:[0-9a-f]{16}|(?:call|toolu|srvtoolu|fc|msg|ws|mcp|ctc|rs|resp|chatcmpl)[_-][A-Za-z0-9_:-]{1,200}|m[0-9]{1,9}(?:-call[0-9]{1,9}|-b[0-9]{1,9}|-plan|-function)?)$/;
/** Step ids of the current rule: `<tool or model>#<n>` (`~<k>` after a rare collision). */
const CURRENT = /#[0-9]{1,9}(?:~[0-9]{1,9})?$/;
/** At most this many characters of an id or trace id are quoted in the warning. */
const MAX_QUOTE = 80;
const quote = (s) => JSON.stringify(s.length > MAX_QUOTE ? s.slice(0, MAX_QUOTE - 1) + "…" : s);
/**
 * One warning when the baseline's adapted traces carry step ids of the older rules while this run's
 * carry the current ones, else null. Seen in the comparison (resolved findings on legacy step ids
 * beside new findings on current ones: also for a streamed comparison) and, when the baseline
 * report is at hand, in its adapted entries' step digests (canonical `arh` traces keep the ids their
 * authors gave, and are never flagged).
 */
function legacyStepIdWarning(compare, baseline, source) {
    const flagged = new Map(); // trace id -> an old step id
    const current = new Set();
    for (const t of compare.traces) {
        if (t.status_change === "added" || t.status_change === "removed")
            continue;
        current.add(t.trace_id);
        const old = t.resolved_findings.find((f) => f.step_id !== null && LEGACY.test(f.step_id));
        if (old && t.new_findings.some((f) => f.step_id !== null && CURRENT.test(f.step_id)))
            flagged.set(t.trace_id, old.step_id);
    }
    for (const e of baseline?.reports ?? []) {
        if (flagged.has(e.trace_id) || !current.has(e.trace_id) || e.source_format === undefined || e.source_format === "arh")
            continue;
        const old = e.steps?.find((s) => LEGACY.test(s.step_id));
        if (old && !e.steps.some((s) => CURRENT.test(s.step_id)))
            flagged.set(e.trace_id, old.step_id);
    }
    if (flagged.size === 0)
        return null;
    const [tid, sid] = [...flagged][0];
    const n = flagged.size;
    return (`Baseline ${source}: ${n} trace(s) were converted by an earlier arh, whose step ids were span or tool-call ids that change on every run ` +
        `(step ${quote(sid)} of trace ${quote(tid)}${n > 1 ? ", ..." : ""}); findings on their steps cannot pair with this run's and show as new and resolved. ` +
        "Re-record the baseline on the base branch with this arh version (re-run the workflow there, or arh validate --json-out), then compare again.");
}

;// CONCATENATED MODULE: ./lib/compare/pairing.js
/** Ids listed per side. */
const SHOWN = 5;
/**
 * An adapter note that says the trace id was not recorded but given by position: the file stem
 * (an arrival-order name of `arh collect`), a root span name and ordinal (docs/adapters.md). An id
 * derived from what the run did is not positional.
 */
function isPositionalIdNote(n) {
    if (n.code !== "trace_id_not_recorded")
        return false;
    // derived from the run's first user message: identity by input, not by position
    if (n.message.includes("digest of the first user message"))
        return false;
    // no input to derive from, or a report of an earlier arh collect (ordinals by arrival)
    if (/ordinal|arrival|no input recorded/.test(n.message))
        return true;
    // the file stem alone: positional when it ends in a number (`<root span name>-<n>`)
    return /file stem/.test(n.message) && /-\d+'/.test(n.message);
}
function positionalIds(r, into) {
    for (const e of r?.reports ?? [])
        if (e.adapter_notes?.some(isPositionalIdNote))
            into.add(e.trace_id);
}
/**
 * The pairing of a comparison. `baseline`/`candidate`: the reports when at hand (a streamed
 * comparison has neither: pairs by position are then not looked for).
 */
function pairingOf(compare, baseline, candidate) {
    const s = compare.summary;
    const unpairedBaseline = [];
    const unpairedCandidate = [];
    for (const t of compare.traces) {
        if (t.status_change === "removed" && unpairedBaseline.length < SHOWN)
            unpairedBaseline.push(t.trace_id);
        else if (t.status_change === "added" && unpairedCandidate.length < SHOWN)
            unpairedCandidate.push(t.trace_id);
    }
    const positional = new Set();
    positionalIds(baseline, positional);
    positionalIds(candidate, positional);
    const changed = [];
    if (positional.size)
        for (const t of compare.traces)
            if (positional.has(t.trace_id) && (t.drift?.changed_arguments.length ?? 0) > 0)
                changed.push(t.trace_id);
    return {
        baseline_traces: s.traces_compared + s.traces_removed,
        candidate_traces: s.traces_compared + s.traces_added,
        paired_traces: s.traces_compared,
        unpaired_baseline: unpairedBaseline,
        unpaired_candidate: unpairedCandidate,
        positional_changed: changed,
    };
}
const pairing_plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** `a, b, c, and 4 more` of `shown` out of `total`. */
function names(shown, total) {
    const q = shown.map((id) => `'${id.length > 80 ? id.slice(0, 79) + "…" : id}'`);
    return q.join(", ") + (total > shown.length ? `, and ${total - shown.length} more` : "");
}
/** `2 of 3 baseline and 2 of 2 candidate traces paired` (and the unpaired named). */
function pairingSentence(p) {
    const head = `${p.paired_traces} of ${p.baseline_traces} baseline and ${p.paired_traces} of ${pairing_plural(p.candidate_traces, "candidate trace")} paired`;
    const ub = p.baseline_traces - p.paired_traces;
    const uc = p.candidate_traces - p.paired_traces;
    const parts = [];
    if (ub > 0)
        parts.push(`only in the baseline: ${names(p.unpaired_baseline, ub)}`);
    if (uc > 0)
        parts.push(`only in the candidate: ${names(p.unpaired_candidate, uc)}`);
    return parts.length ? `${head} (${parts.join("; ")})` : head;
}
const FIX_IDS = "give every trace a stable id (arh.trace_id on the root span or resource, or the trace file's trace_id: docs/collect.md)";
/**
 * What the pairing means for the gate. `policyIds`: the baseline's and the candidate's policy ids
 * (a likely cause when nothing paired).
 */
function pairingProblems(p, policyIds) {
    const out = { always: [], unpaired: [], notes: [] };
    if (p.candidate_traces === 0) {
        out.always.push("the candidate has no traces: nothing was checked (a run without traces never passes); check the trace paths or the candidate report");
        return out;
    }
    if (p.scenarios) {
        // repeated runs pair by scenario (their trace ids are the runs' own): nothing paired is no scenario in common
        const sc = p.scenarios;
        if (sc.paired === 0 && sc.candidate > 0) {
            out.unpaired.push(`no scenario pairs with the baseline: 0 of ${sc.baseline} baseline and 0 of ${pairing_plural(sc.candidate, "candidate scenario")} paired; likely a baseline of another project, or scenarios renamed. Fix: compare with the base branch's baseline of this project, and name each run's scenario the same way on both sides (metadata.scenario or --scenario-from, docs/repeats.md); --unpaired warn (input unpaired: warn) compares anyway`);
        }
        else if (sc.paired < sc.baseline || sc.paired < sc.candidate) {
            out.notes.push(`Not every scenario paired with the baseline: ${sc.paired} of ${sc.baseline} baseline and ${sc.paired} of ${pairing_plural(sc.candidate, "candidate scenario")} paired.`);
        }
        return out;
    }
    if (p.paired_traces === 0) {
        const b = policyIds.baseline ?? "";
        const c = policyIds.candidate ?? "";
        const cause = p.baseline_traces === 0
            ? "the baseline has no traces"
            : b !== c && b !== "" && c !== ""
                ? `the baseline was judged under policy id '${b}' and this run under '${c}': likely a baseline of another project or policy`
                : "no trace id in common: the traces were renamed, or their ids were given by arrival order or file name";
        out.unpaired.push(`no trace pairs with the baseline: ${pairingSentence(p)}; ${cause}. Fix: compare with the base branch's baseline of this project, and ${FIX_IDS}; --unpaired warn (input unpaired: warn) compares anyway`);
        return out;
    }
    if (p.positional_changed.length > 0) {
        const n = p.positional_changed.length;
        out.unpaired.push(`${pairing_plural(n, "paired trace has", "paired traces have")} an id given by position, not recorded (adapter note trace_id_not_recorded), and ${n === 1 ? "its" : "their"} calls' arguments changed: ${names(p.positional_changed.slice(0, SHOWN), n)}; the pairs may be runs of different inputs (runs in parallel arrive in any order). Fix: ${FIX_IDS}; --unpaired warn (input unpaired: warn) compares anyway`);
    }
    if (p.paired_traces < p.baseline_traces || p.paired_traces < p.candidate_traces)
        out.notes.push(`Not every trace paired with the baseline: ${pairingSentence(p)}.`);
    return out;
}

;// CONCATENATED MODULE: ./lib/scenarios/gate.js
// The gate with repeated runs: per scenario, baseline runs against candidate runs. Pure and
// deterministic: runs and options in, a ScenarioGateResult out (no clock: the quarantine's expiry
// is judged against the date the caller passes).
//
// A scenario regresses when its pass rate drops and the one-sided Fisher exact p, adjusted by
// Benjamini–Hochberg over every tested scenario of the run, is below alpha. Finding keys
// (scenario, rule_id, category, step_id) regress when the share of runs showing them rises by the
// same test, adjusted over every tested finding key. Scenarios with at most one run per side are
// left to the exact per-trace comparison (outcome `single-run`).






const gate_DEFAULT_ALPHA = 0.05;
// Most severe first. Kept here rather than imported from report/, which renders this module's
// results (report/ -> scenarios/ is the direction of the layering).
function severityRank(s) {
    return s === "error" ? 0 : s === "warning" ? 1 : s === "info" ? 2 : 3;
}
const LEVEL_RANK = { fail: 0, warn: 1, info: 2 };
const gate_OUTCOME_RANK = { fail: 0, warn: 1, quarantined: 2, pass: 3, "single-run": 4 };
// Issue kinds and row verdicts, most important first (a row's verdict is its first issue's kind).
const ORDER = [
    "zero-tolerance",
    "regressed",
    "finding-regressed",
    "too-few-runs",
    "added-failing",
    "insufficient-data",
    "flaky",
    "known-flaky",
    "finding-rose",
    "still-failing",
    "added",
    "removed",
    "single-run",
    "ok",
    "quarantined",
    "note",
];
function resolveOptions(o) {
    const alpha = o.alpha ?? gate_DEFAULT_ALPHA;
    if (typeof alpha !== "number" || !(alpha > 0 && alpha < 1))
        throw new errors/* UsageError */.e(`alpha must be a number between 0 and 1 (exclusive), got ${String(alpha)}`);
    const insufficient = o.insufficient ?? "warn";
    if (insufficient !== "warn" && insufficient !== "fail")
        throw new errors/* UsageError */.e(`insufficient must be warn or fail, got ${JSON.stringify(insufficient)}`);
    const flaky = o.flaky ?? "warn";
    if (flaky !== "warn" && flaky !== "fail" && flaky !== "ignore")
        throw new errors/* UsageError */.e(`flaky must be warn, fail or ignore, got ${JSON.stringify(flaky)}`);
    const minRuns = o.minRuns ?? 1;
    if (!Number.isSafeInteger(minRuns) || minRuns < 1)
        throw new errors/* UsageError */.e(`min-runs must be a whole number >= 1, got ${String(minRuns)}`);
    const today = o.today ?? null;
    if (today !== null && !isIsoDate(today))
        throw new errors/* UsageError */.e(`the date that judges quarantine expiry must be YYYY-MM-DD, got ${JSON.stringify(today)}`);
    const quarantine = o.quarantine ?? null;
    if (quarantine && today === null)
        throw new errors/* UsageError */.e(phraseQuarantineWithoutDate());
    const zeroTolerance = o.zeroTolerance === undefined ? DEFAULT_ZERO_TOLERANCE : checkZeroTolerance(o.zeroTolerance, "zero tolerance");
    return { alpha, insufficient, flaky, minRuns, quarantine, today, zeroTolerance };
}
function groupRuns(runs, side) {
    const ids = new Set();
    const out = new Map();
    for (const r of runs) {
        if (ids.has(r.trace_id))
            throw new errors/* UsageError */.e(`${side}: duplicate trace_id ${JSON.stringify(r.trace_id)}; repeated runs need unique trace ids`);
        ids.add(r.trace_id);
        const list = out.get(r.scenario);
        if (list)
            list.push(r);
        else
            out.set(r.scenario, [r]);
    }
    return out;
}
/** The statistics of one side's runs of a scenario. */
function sideStats(runs) {
    const n = runs.length;
    const k = runs.filter((r) => r.passed).length;
    return {
        runs: n,
        passes: k,
        rate: n === 0 ? 0 : k / n,
        interval: wilson(k, n),
        pass_hat_k: passHatK(k, n),
        status: k === n ? "stable-pass" : k === 0 ? "stable-fail" : "flaky",
        trace_ids: runs.map((r) => r.trace_id).sort(util/* cmpCodePoints */.BK),
    };
}
function findingKeyParts(f) {
    return [f.rule_id, f.category, f.step_id ?? ""];
}
// Runs showing each finding key at least once, per side.
function countFindings(base, cand) {
    const keys = new Map();
    const add = (runs, side) => {
        const sev = side === "base" ? "baseSeverity" : "candSeverity";
        for (const r of runs) {
            const inRun = new Set();
            for (const f of r.findings) {
                const id = JSON.stringify([f.rule_id, f.category, f.step_id]);
                let kc = keys.get(id);
                if (!kc) {
                    kc = { rule_id: f.rule_id, category: f.category, step_id: f.step_id, baseSeverity: "", candSeverity: "", base: 0, cand: 0 };
                    keys.set(id, kc);
                }
                if (kc[sev] === "" || severityRank(f.severity) < severityRank(kc[sev]))
                    kc[sev] = f.severity;
                if (!inRun.has(id)) {
                    inRun.add(id);
                    kc[side]++;
                }
            }
        }
    };
    add(base, "base");
    add(cand, "cand");
    return [...keys.values()].sort((a, b) => (0,util/* cmpTuples */._C)(findingKeyParts(a), findingKeyParts(b)));
}
function refOf(e) {
    return { entry: `entries[${e.index}]`, owner: e.owner, reason: e.reason, expires: e.expires };
}
function entryWhat(e) {
    const s = JSON.stringify(e.scenario);
    if (!e.finding)
        return `scenario ${s}`;
    const step = e.finding.step_id === null ? "" : ` at step ${JSON.stringify(e.finding.step_id)}`;
    return `finding ${e.finding.rule_id} (${e.finding.category})${step} of scenario ${s}`;
}
function problem(e, message) {
    return { entry: `entries[${e.index}]`, scenario: e.scenario, finding: e.finding ?? null, owner: e.owner, expires: e.expires, reason: e.reason, message };
}
/**
 * Zero-tolerance rules shown by the candidate's runs and by no baseline run of the scenario: one
 * hit per rule (its id, or its category for findings without one), quarantined findings left out.
 */
function zeroToleranceHits(scenario, base, cand, list, lookup) {
    if (list.length === 0)
        return [];
    const key = (f) => JSON.stringify([f.rule_id || "", f.category]);
    const inBase = new Set();
    for (const r of base)
        for (const f of r.findings)
            if (f.severity === "error")
                inBase.add(key(f));
    const hits = new Map();
    for (const r of cand) {
        const seen = new Set();
        for (const f of r.findings) {
            const k = key(f);
            if (f.severity !== "error" || seen.has(k) || inBase.has(k) || !zeroToleranceMatches(list, f) || lookup(scenario, f))
                continue;
            seen.add(k);
            let h = hits.get(k);
            if (!h)
                hits.set(k, (h = { rule_id: f.rule_id, category: f.category, runs_showing: 0, runs: cand.length, trace_ids: [] }));
            h.runs_showing++;
            h.trace_ids.push(r.trace_id);
        }
    }
    return [...hits.values()]
        .map((h) => ({ ...h, trace_ids: h.trace_ids.sort(util/* cmpCodePoints */.BK).slice(0, 5) }))
        .sort((a, b) => (0,util/* cmpTuples */._C)([a.rule_id, a.category], [b.rule_id, b.category]));
}
/** Compare the candidate's runs with the baseline's, scenario by scenario. */
function gateScenarios(baseline, candidate, options = {}) {
    const opt = resolveOptions(options);
    const { alpha } = opt;
    const baseBy = groupRuns(baseline, "baseline");
    const candBy = groupRuns(candidate, "candidate");
    const names = [...new Set([...baseBy.keys(), ...candBy.keys()])].sort(util/* cmpCodePoints */.BK);
    // Quarantine: active entries by key; expired ones are failures of their own.
    const active = new Map();
    const expired = [];
    const used = new Set();
    if (opt.quarantine) {
        for (const e of opt.quarantine.entries) {
            if (isExpired(e, opt.today))
                expired.push(problem(e, phraseExpired(opt.quarantine.file, `entries[${e.index}]`, entryWhat(e), e.owner, e.expires, opt.today)));
            else
                active.set(quarantineKey(e.scenario, e.finding), e);
        }
    }
    const lookup = (scenario, f) => {
        const key = quarantineKey(scenario, f);
        const e = active.get(key);
        if (e)
            used.add(key);
        return e ?? null;
    };
    // Statistics per scenario, then the two test families.
    const work = names.map((scenario) => {
        const baseRuns = baseBy.get(scenario) ?? [];
        const candRuns = candBy.get(scenario) ?? [];
        const base = baseRuns.length ? sideStats(baseRuns) : null;
        const cand = candRuns.length ? sideStats(candRuns) : null;
        const singleRun = baseRuns.length <= 1 && candRuns.length <= 1 && opt.minRuns <= 1;
        const tested = !singleRun && base !== null && cand !== null;
        // Zero tolerance needs a baseline to be new against (without one the gate is absolute anyway).
        const zero = !singleRun && cand !== null && baseline.length > 0 ? zeroToleranceHits(scenario, baseRuns, candRuns, opt.zeroTolerance, lookup) : [];
        const w = { scenario, base, cand, baseRuns, candRuns, singleRun, tested, p: null, q: null, minP: null, findings: [], zero };
        if (tested) {
            w.p = fisherLower(base.passes, base.runs, cand.passes, cand.runs);
            w.minP = minAchievableP(base.runs, cand.runs);
            for (const kc of countFindings(baseRuns, candRuns)) {
                w.findings.push({
                    scenario,
                    rule_id: kc.rule_id,
                    category: kc.category,
                    step_id: kc.step_id,
                    severity: kc.cand > 0 ? kc.candSeverity : kc.baseSeverity,
                    baseline: { runs_showing: kc.base, runs: base.runs },
                    candidate: { runs_showing: kc.cand, runs: cand.runs },
                    // "shows it more often" is "is free of it less often": the same lower-tail test
                    p_value: fisherLower(base.runs - kc.base, base.runs, cand.runs - kc.cand, cand.runs),
                    p_adjusted: null,
                    regressed: false,
                    outcome: "pass",
                    quarantine: null,
                });
            }
        }
        return w;
    });
    const tested = work.filter((w) => w.tested);
    benjaminiHochberg(tested.map((w) => w.p)).forEach((q, i) => (tested[i].q = q));
    const allFindings = tested.flatMap((w) => w.findings);
    benjaminiHochberg(allFindings.map((f) => f.p_value)).forEach((q, i) => {
        const f = allFindings[i];
        f.p_adjusted = q;
        f.regressed = f.candidate.runs_showing / f.candidate.runs > f.baseline.runs_showing / f.baseline.runs && isBelow(q, alpha);
        const qe = lookup(f.scenario, f);
        if (qe)
            f.quarantine = refOf(qe);
        f.outcome = !f.regressed ? "pass" : f.quarantine ? "quarantined" : f.severity === "error" ? "fail" : "warn";
    });
    const rows = work.map((w) => buildRow(w, opt, lookup));
    rows.sort((a, b) => gate_OUTCOME_RANK[a.outcome] - gate_OUTCOME_RANK[b.outcome] ||
        ORDER.indexOf(a.verdict) - ORDER.indexOf(b.verdict) ||
        (0,util/* cmpCodePoints */.BK)(a.scenario, b.scenario));
    const unused = [];
    if (opt.quarantine) {
        for (const e of opt.quarantine.entries) {
            const key = quarantineKey(e.scenario, e.finding);
            if (active.get(key) === e && !used.has(key))
                unused.push(problem(e, phraseUnused(opt.quarantine.file, `entries[${e.index}]`, entryWhat(e))));
        }
    }
    const reasons = [];
    const warnings = [];
    for (const r of rows) {
        for (const issue of r.issues) {
            const level = levelOf(issue, opt);
            if (r.outcome === "single-run")
                continue;
            if (level === "fail" && r.outcome === "fail")
                reasons.push(phrase(r.scenario, issue));
            else if (level === "warn" || (level === "fail" && r.outcome === "quarantined") || issue.kind === "quarantined")
                warnings.push(phrase(r.scenario, issue));
        }
        for (const f of r.findings)
            if (f.outcome === "quarantined")
                warnings.push(phraseFindingQuarantined(f));
    }
    reasons.push(...expired.map((e) => e.message));
    if (candidate.length === 0)
        reasons.push(phraseNoCandidateRuns());
    warnings.push(...unused.map((e) => e.message));
    const count = (v) => rows.filter((r) => r.issues.some((i) => i.kind === v)).length;
    return {
        alpha,
        options: { insufficient: opt.insufficient, flaky: opt.flaky, min_runs: opt.minRuns, today: opt.today },
        exact_single_run: rows.length > 0 && rows.every((r) => r.outcome === "single-run"),
        passed: reasons.length === 0,
        reasons,
        warnings,
        rows,
        quarantine: opt.quarantine ? { file: opt.quarantine.file, expired, unused } : null,
        summary: {
            scenarios: rows.length,
            tested: tested.length,
            regressed: count("regressed"),
            findings_regressed: allFindings.filter((f) => f.regressed).length,
            flaky: count("flaky"),
            known_flaky: count("known-flaky"),
            insufficient: count("insufficient-data"),
            too_few_runs: count("too-few-runs"),
            quarantined: rows.filter((r) => r.outcome === "quarantined").length,
            single_run: rows.filter((r) => r.outcome === "single-run").length,
            baseline_runs: baseline.length,
            candidate_runs: candidate.length,
        },
    };
}
function levelOf(issue, opt) {
    switch (issue.kind) {
        case "zero-tolerance":
        case "regressed":
        case "finding-regressed":
        case "too-few-runs":
        case "added-failing":
            return "fail";
        case "insufficient-data":
            return opt.insufficient;
        case "flaky":
            return opt.flaky === "ignore" ? "info" : opt.flaky;
        case "finding-rose":
            return "warn";
        default:
            return "info";
    }
}
function buildRow(w, opt, lookup) {
    const { alpha } = opt;
    const { base, cand } = w;
    const issues = [];
    let runsNeededField = null;
    if (w.singleRun) {
        issues.push({ kind: "single-run" });
    }
    else {
        if (w.zero.length)
            issues.push({ kind: "zero-tolerance", hits: w.zero, baseline_runs: base?.runs ?? 0 });
        if (w.tested && base && cand) {
            const dropped = cand.rate < base.rate;
            if (dropped && isBelow(w.q, alpha))
                issues.push({ kind: "regressed", baseline: base, candidate: cand, p: w.p, q: w.q, alpha });
            const errors = w.findings.filter((f) => f.outcome === "fail");
            if (errors.length)
                issues.push({ kind: "finding-regressed", findings: errors, alpha });
            const others = w.findings.filter((f) => f.outcome === "warn");
            if (others.length)
                issues.push({ kind: "finding-rose", findings: others, alpha });
            if (!isBelow(w.minP, alpha)) {
                const needed = runsNeeded(base.runs, alpha);
                const perSide = runsNeededPerSide(alpha);
                runsNeededField = { candidate: needed, per_side: perSide };
                issues.push({
                    kind: "insufficient-data",
                    baseline_runs: base.runs,
                    candidate_runs: cand.runs,
                    min_p: w.minP,
                    alpha,
                    runs_needed: needed,
                    per_side: perSide,
                    dropped,
                });
            }
            if (cand.status === "stable-fail" && base.status === "stable-fail")
                issues.push({ kind: "still-failing", candidate: cand });
        }
        if (cand && cand.runs < opt.minRuns)
            issues.push({ kind: "too-few-runs", runs: cand.runs, min_runs: opt.minRuns });
        if (cand && !base)
            issues.push(cand.status === "stable-fail" ? { kind: "added-failing", candidate: cand } : { kind: "added", candidate: cand });
        if (base && !cand)
            issues.push({ kind: "removed", baseline: base });
        if (cand?.status === "flaky") {
            if (base?.status === "flaky")
                issues.push({ kind: "known-flaky", candidate: cand, baseline: base });
            else
                issues.push({ kind: "flaky", candidate: cand, baseline: base });
        }
    }
    const notes = [...new Set([...w.baseRuns, ...w.candRuns].map((r) => r.note).filter((n) => n !== undefined))];
    for (const text of notes.sort(util/* cmpCodePoints */.BK))
        issues.push({ kind: "note", text });
    const qe = lookup(w.scenario);
    const findingQuarantines = [];
    if (w.singleRun) {
        const seen = new Set();
        for (const f of [...w.baseRuns, ...w.candRuns].flatMap((r) => r.findings)) {
            const key = JSON.stringify(findingKeyParts(f));
            const e = seen.has(key) ? null : lookup(w.scenario, f);
            seen.add(key);
            if (e)
                findingQuarantines.push({ rule_id: f.rule_id, category: f.category, step_id: f.step_id, ...refOf(e) });
        }
        findingQuarantines.sort((a, b) => (0,util/* cmpTuples */._C)(findingKeyParts(a), findingKeyParts(b)));
    }
    const quarantine = qe ? refOf(qe) : null;
    const levels = issues.map((i) => levelOf(i, opt));
    const worst = levels.reduce((m, l) => (LEVEL_RANK[l] < LEVEL_RANK[m] ? l : m), "info");
    let outcome = w.singleRun ? "single-run" : worst === "info" ? "pass" : worst;
    if (quarantine) {
        issues.push({ kind: "quarantined", ref: quarantine });
        levels.push("info");
        if (outcome === "fail" || outcome === "warn")
            outcome = "quarantined";
    }
    // Issues most important first: by level, then by kind.
    const order = issues.map((issue, i) => ({ issue, level: levels[i] }));
    order.sort((a, b) => LEVEL_RANK[a.level] - LEVEL_RANK[b.level] || ORDER.indexOf(a.issue.kind) - ORDER.indexOf(b.issue.kind));
    const sorted = order.map((o) => o.issue);
    const head = sorted.find((i) => i.kind !== "quarantined" && i.kind !== "note");
    const verdict = head ? head.kind : "ok";
    const findings = [...w.findings].sort((a, b) => gate_OUTCOME_RANK[a.outcome] - gate_OUTCOME_RANK[b.outcome] || (0,util/* cmpTuples */._C)(findingKeyParts(a), findingKeyParts(b)));
    return {
        scenario: w.scenario,
        verdict,
        outcome,
        baseline: base,
        candidate: cand,
        p_value: w.p,
        p_adjusted: w.q,
        min_p_value: w.minP,
        runs_needed: runsNeededField,
        known_flaky: issues.some((i) => i.kind === "known-flaky"),
        quarantine,
        issues: sorted,
        reasons: sorted.map((i) => phrase(w.scenario, i)),
        findings,
        finding_quarantines: findingQuarantines,
    };
}

;// CONCATENATED MODULE: ./lib/scenarios/directions.js




/**
 * Zero-tolerance findings of the candidate under the base branch's list that this pull request's
 * list (`here`: its policy's, else the default) does not name: one per scenario and rule. None when
 * the flag or input gives the list (`options.zeroTolerance`: it judges both sides alike), or when
 * this pull request's list keeps every entry of the base branch's, or `base` is not known (null).
 */
function zeroToleranceHiddenByPolicy(here, base, pattern, options) {
    if (base === null || options.zeroTolerance !== undefined)
        return [];
    const hereList = here ?? DEFAULT_ZERO_TOLERANCE;
    const baseList = base.zeroTolerance ?? DEFAULT_ZERO_TOLERANCE;
    if (baseList.every((e) => hereList.includes(e)))
        return [];
    let result;
    try {
        const baseRuns = (0,scenario/* toRunRecords */.Fk)(base.baseline, pattern, "baseline (under its own policy)");
        const candRuns = (0,scenario/* toRunRecords */.Fk)(base.candidate, pattern, "candidate (under the base branch's policy)");
        result = gateScenarios(baseRuns, candRuns, { ...options, zeroTolerance: baseList });
    }
    catch {
        // the base branch's list names a rule this version does not know, or the runs do not group:
        // this pull request's side of the gate has already said what is wrong with its own runs
        return [];
    }
    const out = [];
    for (const row of result.rows) {
        if (row.outcome !== "fail")
            continue;
        for (const issue of row.issues) {
            if (issue.kind !== "zero-tolerance")
                continue;
            for (const hit of issue.hits) {
                if (zeroToleranceMatches(hereList, hit))
                    continue;
                out.push({ reason: phraseZeroToleranceHidden(row.scenario, hit, issue.baseline_runs, base.digest, hereList), brief: phraseZeroToleranceHiddenBrief(row.scenario, hit) });
            }
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./lib/compare/policy.js


/** The note of a bare-report baseline: what a bundle would add. */
const BUNDLE_HINT = "The baseline is a bare report: a baseline bundle (report, traces and policy: 'arh validate --bundle-out', or the action's baseline artifact) would let the gate re-judge the baseline's traces when the policy changes, and draw the before side of trace diffs from the traces themselves.";
const policy_short = (d) => (d === null ? "unknown" : d.replace(/^sha256:/, "").slice(0, 12));
/** What re-judging did: the baseline under its own policy against its traces under the candidate's. */
function policyChangeOf(original, rejudged, j) {
    const c = compareReports(original, rejudged, { failOn: "never", findingsOnly: true });
    const added = [];
    const removed = [];
    const flipped = [];
    for (const t of c.traces) {
        for (const f of t.new_findings)
            added.push(f);
        for (const f of t.resolved_findings)
            removed.push(f);
        if (t.status_change === "pass->fail" || t.status_change === "fail->pass")
            flipped.push({ trace_id: t.trace_id, status_change: t.status_change });
    }
    return {
        baseline_policy_digest: j.baselineDigest,
        candidate_policy_digest: j.candidateDigest,
        rejudged: true,
        summary: {
            traces: rejudged.reports.length,
            new_findings: added.length,
            new_error_findings: added.filter((f) => f.severity === "error").length,
            resolved_findings: removed.length,
            pass_to_fail: flipped.filter((f) => f.status_change === "pass->fail").length,
            fail_to_pass: flipped.filter((f) => f.status_change === "fail->pass").length,
        },
        new_findings: added,
        resolved_findings: removed,
        flipped,
    };
}
/** `trace:rule at step s` for the first few findings, the rest counted. */
function listed(fs, n = 5) {
    const head = fs.slice(0, n).map((f) => `${f.trace_id}:${f.rule_id || f.category}${f.step_id ? ` at step ${f.step_id}` : ""}`);
    return head.join(", ") + (fs.length > n ? `, and ${fs.length - n} more` : "");
}
const policy_plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** The sentences that say what the policy change did, for the top of the summary, the comment and the log. */
function policyChangeNotes(pc) {
    const digests = `${policy_short(pc.baseline_policy_digest)} → ${policy_short(pc.candidate_policy_digest)}`;
    if (!pc.rejudged || !pc.summary)
        return [];
    const s = pc.summary;
    const notes = [`Policy changed since the baseline (${digests}): the baseline's ${policy_plural(s.traces, "trace")} were re-judged under the candidate's policy, so the comparison shows what the agent change did; what the policy change did alone gates only when it turns traces red (--policy-change, input policy-change).`];
    if (s.resolved_findings > 0)
        notes.push(`The policy change removes ${policy_plural(s.resolved_findings, "finding")} from the baseline's own traces (no longer reported, not resolved by the agent): ${listed(pc.resolved_findings ?? [])}.`);
    if (s.new_findings > 0)
        notes.push(`The policy change adds ${policy_plural(s.new_findings, "finding")} (${policy_plural(s.new_error_findings, "error")}) to the baseline's own traces: ${listed(pc.new_findings ?? [])}.`);
    if (s.pass_to_fail + s.fail_to_pass > 0) {
        const flips = (pc.flipped ?? []).slice(0, 5).map((f) => `${f.trace_id} (${f.status_change === "pass->fail" ? "pass → fail" : "fail → pass"})`).join(", ") + ((pc.flipped ?? []).length > 5 ? `, and ${(pc.flipped ?? []).length - 5} more` : "");
        notes.push(`The policy change alone flips ${policy_plural(s.pass_to_fail + s.fail_to_pass, "baseline trace")}: ${flips}.`);
    }
    if (s.resolved_findings + s.new_findings + s.pass_to_fail + s.fail_to_pass === 0)
        notes.push("The policy change alone changes no finding and no verdict of the baseline's traces.");
    return notes;
}
/**
 * Apply what the shell found out about the two policies to a comparison made (`compare`, against
 * `baseline` as the gate has it: the re-judged one when `j.original` is set): `policy_change` is set when the policies differ, and the notes
 * say it, the re-judging's effect first. A bare report gets the one note of what a bundle would add.
 */
function applyJudging(compare, baseline, j, notes) {
    if (!j)
        return;
    const differ = j.baselineDigest !== null && j.candidateDigest !== null && j.baselineDigest !== j.candidateDigest;
    if (j.original) {
        const pc = policyChangeOf(j.original, baseline, j);
        compare.policy_change = pc;
        const kept = j.keptMemory ? [`${policy_plural(j.keptMemory, "memory trace")} of the baseline kept as first judged: the bundle has no recorded memory results to judge them again with (arh validate --memory-results).`] : [];
        notes.unshift(...policyChangeNotes(pc), ...kept);
        return;
    }
    if (differ) {
        compare.policy_change = { baseline_policy_digest: j.baselineDigest, candidate_policy_digest: j.candidateDigest, rejudged: false };
        const why = j.traces ? (j.unjudged ?? "the candidate's policy is not at hand") : "the baseline is a bare report without its traces";
        notes.unshift(`Policy changed since the baseline (${policy_short(j.baselineDigest)} → ${policy_short(j.candidateDigest)}) and the baseline could not be re-judged (${why}): new and resolved findings below mix what the policy change did with what the agent change did.`);
        if (!j.traces)
            notes.push(BUNDLE_HINT);
        return;
    }
    if (!j.traces)
        notes.push(BUNDLE_HINT);
}
/** The fix a gate reason of traces turned red names. */
const POLICY_CHANGE_FIX = "A deliberate change: land the policy change in a pull request of its own first, or pass --policy-change report (input policy-change: report)";
const policy_SEP = "\u0000";
const key = (f) => f.trace_id + policy_SEP + (f.rule_id || f.category) + policy_SEP + (f.step_id ?? "");
const at = (f) => `${f.trace_id}:${f.rule_id || f.category}${f.step_id ? ` at step ${f.step_id}` : ""}`;
const firstNames = (ids, n = 10) => ids.slice(0, n).join(", ") + (ids.length > n ? `, and ${ids.length - n} more` : "");
/**
 * A changed policy judged in both directions (docs/compare.md "Policy changes"): `compare` is the
 * candidate against the baseline re-judged under the candidate's policy (`rejudged`); the
 * candidate's traces judged under the baseline's policy (`j.candidateUnderBase`) against the
 * baseline as first judged (`j.original`) finds the agent regressions this pull request's policy
 * hides. Traces that fail under this pull request's policy and pass under the base branch's (the
 * candidate's own, else the baseline's: re-judging flipped it) are what the change turns red.
 * `opts.hiddenGates`: what another gate (the scenario gate's zero tolerance) found only under the
 * base branch's policy; hidden regressions too. Null when the baseline was not re-judged.
 */
function judgeBothDirections(compare, rejudged, j, opts) {
    if (!j.original)
        return null;
    const digests = `${policy_short(j.baselineDigest)} → ${policy_short(j.candidateDigest)}`;
    const out = { hidden: [], turnedRed: [], turnedRedReason: null, notes: [] };
    const entries = (r) => new Map(r.reports.map((e) => [e.trace_id, e]));
    const original = entries(j.original);
    const rejudgedBy = entries(rejudged);
    const underBase = j.candidateUnderBase ? entries(j.candidateUnderBase) : null;
    const passes = (e) => e !== undefined && (0,util/* pyTruthy */.Kn)(e.passed);
    for (const t of compare.traces) {
        if (t.candidate_passed !== false || t.status_change === "added")
            continue;
        const red = underBase ? passes(underBase.get(t.trace_id)) : passes(original.get(t.trace_id)) && !passes(rejudgedBy.get(t.trace_id));
        if (red)
            out.turnedRed.push(t.trace_id);
    }
    const pc = compare.policy_change?.summary;
    const adds = !pc
        ? "changes the findings"
        : pc.new_findings + pc.resolved_findings === 0
            ? "changes no finding of the baseline's own traces"
            : [pc.new_findings ? `adds ${policy_plural(pc.new_findings, "finding")}` : "", pc.resolved_findings ? `removes ${policy_plural(pc.resolved_findings, "finding")}` : ""].filter((x) => x).join(" and ") + " on the baseline's own traces";
    const red = out.turnedRed.length;
    out.notes.push(red > 0
        ? `This pull request's policy (${digests}) ${adds}, and turns ${policy_plural(red, "trace")} red that ${red === 1 ? "passes" : "pass"} under the base branch's policy: ${firstNames(out.turnedRed)}.`
        : `This pull request's policy (${digests}) ${adds}; it turns no trace red.`);
    if (red > 0) {
        out.turnedRedReason = `this pull request's policy change turns ${policy_plural(red, "trace")} red that ${red === 1 ? "passes" : "pass"} under the base branch's policy: ${firstNames(out.turnedRed)} (the base branch would fail after the merge)`;
    }
    const base = policy_short(j.baselineDigest);
    const gates = opts.hiddenGates ?? [];
    if (opts.failOn === "regressions")
        out.hidden.push(...gates.map((g) => g.reason));
    const gatesSaid = gates.length ? `: ${gates.slice(0, 5).map((g) => g.brief).join("; ")}${gates.length > 5 ? `; and ${gates.length - 5} more` : ""}` : "";
    if (!j.candidateUnderBase) {
        out.notes.push(`Under the base branch's policy: the candidate could not be judged (${j.candidateUnjudged ?? "its traces are not at hand"}); a regression this pull request's policy hides cannot be seen${gates.length ? ` but for the base branch's zero tolerance (${base}), judged on the candidate's findings${gatesSaid}` : ""}.`);
        return out;
    }
    let under;
    try {
        under = compareReports(j.original, j.candidateUnderBase, { failOn: "regressions", maxScoreDrop: opts.maxScoreDrop ?? null, findingsOnly: true });
    }
    catch (e) {
        out.notes.push(`Under the base branch's policy: the candidate could not be compared (${e instanceof Error ? e.message : String(e)}).`);
        return out;
    }
    const shown = new Set();
    const flippedHere = new Set();
    for (const t of compare.traces) {
        for (const f of t.new_findings)
            if (f.severity === "error")
                shown.add(key(f));
        // a trace this pull request's policy already gates on: its flip under the base branch's policy hides nothing
        if (t.status_change === "pass->fail" || (t.status_change === "added" && t.candidate_passed === false) || t.new_findings.some((f) => f.severity === "error"))
            flippedHere.add(t.trace_id);
    }
    const hiddenFindings = [];
    const hiddenFlips = [];
    for (const t of under.traces) {
        for (const f of t.new_findings)
            if (f.severity === "error" && !shown.has(key(f)))
                hiddenFindings.push(f);
        if (t.status_change === "pass->fail" && !flippedHere.has(t.trace_id))
            hiddenFlips.push(t.trace_id);
    }
    if (opts.failOn === "regressions") {
        if (hiddenFindings.length) {
            const n = hiddenFindings.length;
            out.hidden.push(`${policy_plural(n, "new error finding")} hidden by this pull request's policy change (found under the base branch's policy ${base}): ${hiddenFindings.slice(0, 20).map(at).join(", ")}${n > 20 ? `, and ${n - 20} more` : ""}`);
        }
        for (const id of hiddenFlips)
            out.hidden.push(`${id}: pass->fail under the base branch's policy ${base}, hidden by this pull request's policy change`);
    }
    const total = hiddenFindings.length + hiddenFlips.length + gates.length;
    out.notes.push(total > 0
        ? `Under the base branch's policy (${base}) the candidate has regressions that this pull request's policy hides: ${[
            hiddenFindings.length ? `${policy_plural(hiddenFindings.length, "new error finding")} (${firstNames(hiddenFindings.map(at), 5)})` : "",
            hiddenFlips.length ? `pass → fail: ${firstNames(hiddenFlips, 5)}` : "",
            ...gates.slice(0, 5).map((g) => g.brief),
            gates.length > 5 ? `and ${gates.length - 5} more` : "",
        ]
            .filter((x) => x)
            .join("; ")}.`
        : `Under the base branch's policy (${base}) the candidate has no regression that this pull request's policy hides.`);
    return out;
}

;// CONCATENATED MODULE: ./lib/scenarios/usage-gate.js



/** Above this many pairs the rank test uses the normal approximation (the exact count is O(n²m²)). */
const EXACT_PAIRS = 2500;
/**
 * P(U >= u) for the Mann–Whitney U of n values against m under exchangeability, U counting the
 * pairs in which the first sample's value is the larger. Exact by the recurrence
 * P(n, m, u) = n/(n+m) P(n-1, m, u-m) + m/(n+m) P(n, m-1, u) over probabilities (no overflow).
 */
function mannWhitneyUpper(n, m, u) {
    if (n === 0 || m === 0)
        return 1;
    if (n * m > EXACT_PAIRS) {
        const mean = (n * m) / 2;
        const sd = Math.sqrt((n * m * (n + m + 1)) / 12);
        return 1 - normalCdf((u - 0.5 - mean) / sd);
    }
    // dist[j]: the distribution of U for i first-sample values against j second-sample values
    let dist = [];
    for (let j = 0; j <= m; j++)
        dist.push(Float64Array.of(1));
    for (let i = 1; i <= n; i++) {
        const next = [Float64Array.of(1)];
        for (let j = 1; j <= m; j++) {
            const d = new Float64Array(i * j + 1);
            const a = dist[j]; // i-1 against j: the largest value is a first-sample one, beating all j
            const b = next[j - 1]; // i against j-1: the largest value is a second-sample one
            const pa = i / (i + j);
            for (let k = 0; k < a.length; k++)
                d[k + j] += pa * a[k];
            for (let k = 0; k < b.length; k++)
                d[k] += (1 - pa) * b[k];
            next.push(d);
        }
        dist = next;
    }
    const d = dist[m];
    let p = 0;
    for (let k = Math.max(0, Math.ceil(u - 1e-9)); k < d.length; k++)
        p += d[k];
    return Math.min(1, p);
}
// Abramowitz–Stegun 7.1.26 through erf: enough for a p-value compared with alpha.
function normalCdf(z) {
    const x = Math.abs(z) / Math.SQRT2;
    const t = 1 / (1 + 0.3275911 * x);
    const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
    return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
/** U of `ys` against `xs` (ties count one half). */
function uStatistic(ys, xs) {
    let u = 0;
    for (const y of ys)
        for (const x of xs)
            u += y > x ? 1 : y === x ? 0.5 : 0;
    return u;
}
const mean = (v) => v.reduce((a, b) => a + b, 0) / v.length;
function collect(entries, recs, groups, side) {
    for (let i = 0; i < entries.length; i++) {
        const s = usageSide(entries[i]);
        const id = recs[i]?.scenario;
        if (!s || id === undefined)
            continue;
        let g = groups.get(id);
        if (!g)
            groups.set(id, (g = { base: USAGE_FIELDS.map(() => []), cand: USAGE_FIELDS.map(() => []) }));
        USAGE_FIELDS.forEach((f, k) => {
            const v = s[f];
            if (v !== null)
                g[side][k].push(v);
        });
    }
}
function means(values) {
    const out = {};
    USAGE_FIELDS.forEach((f, k) => {
        if (values[k].length > 0)
            out[f] = tidy(mean(values[k]));
    });
    return out;
}
/** Per-scenario rows and, with thresholds, the checks (failing ones decided after Benjamini–Hochberg). */
function usageScenarios(base, cand, thresholds) {
    const groups = new Map();
    collect(base.entries, base.runs, groups, "base");
    collect(cand.entries, cand.runs, groups, "cand");
    const alpha = thresholds?.alpha ?? 0.05;
    const rows = [];
    const checks = [];
    const tested = [];
    for (const id of [...groups.keys()].sort()) {
        const g = groups.get(id);
        const row = { scenario: id, runs: [0, 0], baseline: means(g.base), candidate: means(g.cand), delta: {}, change_pct: { cost: null, tokens: null, latency: null } };
        row.runs = [Math.max(...g.base.map((v) => v.length)), Math.max(...g.cand.map((v) => v.length))];
        for (const f of USAGE_FIELDS) {
            const x = row.baseline[f];
            const y = row.candidate[f];
            if (x !== undefined && y !== undefined)
                row.delta[f] = tidy(y - x);
        }
        threshold/* QUANTITIES */.cl.forEach((q) => {
            const k = USAGE_FIELDS.indexOf(GATED[q]);
            const xs = g.base[k];
            const ys = g.cand[k];
            if (xs.length === 0 || ys.length === 0)
                return;
            const b = row.baseline[GATED[q]];
            const c = row.candidate[GATED[q]];
            row.change_pct[q] = changePct(b, c);
            const th = thresholds?.[q];
            if (!th)
                return;
            const check = { scope: "scenario", id, quantity: q, threshold: th.text, baseline: b, candidate: c, change_pct: row.change_pct[q], verdict: "within", runs: [xs.length, ys.length] };
            checks.push(check);
            if (xs.length < 2 || ys.length < 2) {
                check.verdict = thresholdVerdict(th, b, c);
                return;
            }
            if (minAchievableP(xs.length, ys.length) > alpha) {
                check.verdict = "insufficient-data";
                return;
            }
            // H0: the candidate runs are no larger than the baseline runs moved up by the threshold
            check.p = mannWhitneyUpper(ys.length, xs.length, uStatistic(ys, xs.map((x) => (0,threshold/* allowed */.TQ)(th, x))));
            tested.push(check);
        });
        rows.push(row);
    }
    const qs = benjaminiHochberg(tested.map((c) => c.p));
    tested.forEach((c, i) => {
        c.q = qs[i];
        const above = c.candidate > (0,threshold/* allowed */.TQ)(thresholds[c.quantity], c.baseline) && c.candidate - c.baseline >= threshold/* MIN_CHANGE */._c[c.quantity];
        c.verdict = c.q <= alpha && above ? "regressed" : above ? "not-significant" : "within";
    });
    return { rows, checks };
}

;// CONCATENATED MODULE: ./lib/gate/usage.js



/** The thresholds in force for a gate: the flags' or inputs', else the policy's; alpha: --alpha (input alpha), else the policy's. */
function gateThresholds(flags, policy, alpha) {
    const t = cost_mergeThresholds(flags, policy?.regression);
    if (t && alpha !== undefined)
        t.alpha = alpha;
    return t;
}
/**
 * Per-scenario rows (and checks) when runs carry scenario ids or a pattern names them; then the
 * reasons of the failed usage checks ("never" mode: shown, never failing). `compare.usage` is
 * updated in place.
 */
function usageGate(compare, baseline, candidate, thresholds, pattern, failOn) {
    const u = compare?.usage;
    if (!u)
        return [];
    const named = (r) => r.reports.some((e) => e.scenario !== undefined);
    if (baseline && (pattern || named(candidate) || named(baseline))) {
        try {
            const s = usageScenarios({ entries: baseline.reports, runs: (0,scenario/* toRunRecords */.Fk)(baseline.reports, pattern, "baseline report") }, { entries: candidate.reports, runs: (0,scenario/* toRunRecords */.Fk)(candidate.reports, pattern, "candidate report") }, thresholds);
            u.scenarios = s.rows;
            if (u.gate) {
                // the scenarios replace the per-trace checks: one run of a repeated scenario is noise
                const run = u.gate.checks.filter((c) => c.scope === "run");
                const checks = [...run, ...s.checks];
                u.gate.checks = [...checks.filter((c) => c.verdict !== "within")].slice(0, 100);
                u.gate.failed = checks.filter((c) => c.verdict === "regressed").length;
                u.gate.checked = checks.length;
            }
        }
        catch {
            // runs the scenario gate refuses (it says why); the per-trace checks stand
        }
    }
    return failOn === "never" ? [] : cost_usageGateReasons(u);
}

// EXTERNAL MODULE: ./lib/policy/evaluations.js
var evaluations = __webpack_require__(30837);
;// CONCATENATED MODULE: ./lib/scenarios/evaluation-gate.js





/** Most rows kept (a run of 100,000 scenarios must not become 100,000 rows in a report). */
const evaluation_gate_MAX_ROWS = 1000;
const evaluation_gate_tidy = (x) => Number(x.toPrecision(12));
const evaluation_gate_mean = (v) => v.reduce((a, b) => a + b, 0) / v.length;
/** A figure as reports show it: at most 4 decimals, no float noise. */
const fig = (x) => String(Math.round(x * 10000) / 10000);
/** The run's value of each evaluation: the mean of its scored results. */
function runScores(entry) {
    const sums = new Map();
    // a report read from a file is untrusted: anything but a list of results with a name and a finite score is skipped
    const list = entry.evaluations;
    if (!Array.isArray(list))
        return new Map();
    for (const e of list) {
        if (e === null || typeof e !== "object" || typeof e.score !== "number" || !Number.isFinite(e.score) || typeof e.name !== "string")
            continue;
        const s = sums.get(e.name) ?? [0, 0];
        s[0] += e.score;
        s[1]++;
        sums.set(e.name, s);
    }
    const out = new Map();
    for (const [k, [sum, n]] of sums)
        out.set(k, sum / n);
    return out;
}
function evaluation_gate_collect(entries, recs, names, groups, side) {
    for (let i = 0; i < entries.length; i++) {
        const id = recs[i]?.scenario;
        if (id === undefined)
            continue;
        for (const [name, v] of runScores(entries[i])) {
            if (!names.has(name))
                continue;
            const key = JSON.stringify([id, name]);
            let g = groups.get(key);
            if (!g)
                groups.set(key, (g = { base: [], cand: [] }));
            g[side].push(v);
        }
    }
}
/** U of `xs` against `ys` (ties count one half). */
function evaluation_gate_uStatistic(xs, ys) {
    let u = 0;
    for (const x of xs)
        for (const y of ys)
            u += x > y ? 1 : x === y ? 0.5 : 0;
    return u;
}
/** Relative tolerance under which a drop equal to max_mean_drop is not above it (0.9 - 0.8 is 0.09999999999999998 or 0.1…). */
const above = (drop, max) => drop > max + 1e-9 * Math.max(1, Math.abs(max));
function reasonOf(r) {
    const stat = r.p !== undefined ? `, one-sided p = ${r.p.toPrecision(3)}, adjusted ${r.q.toPrecision(3)}` : "";
    return `scenario ${JSON.stringify((0,bound/* truncateText */.EJ)(r.scenario, 200))}: evaluation ${JSON.stringify((0,bound/* truncateText */.EJ)(r.evaluation, 200))} mean score fell ${fig(r.baseline)} → ${fig(r.candidate)} (−${fig(r.drop)}, more than max_mean_drop ${fig(r.max_mean_drop)}) over ${r.runs[0]} baseline and ${r.runs[1]} candidate run${r.runs[1] === 1 ? "" : "s"}${stat} [ARH-EVL-003]`;
}
/**
 * The rows and verdicts of every (scenario, evaluation) with scores on both sides, for the
 * evaluations whose policy entry sets `max_mean_drop`. Rows sorted: regressed first, then by
 * scenario and evaluation in code-point order.
 */
function evaluationRegression(policy, base, cand, alpha) {
    const names = new Set([...policy.specs.values()].filter((s) => s.max_mean_drop !== null).map((s) => s.name));
    const groups = new Map();
    evaluation_gate_collect(base.entries, base.runs, names, groups, "base");
    evaluation_gate_collect(cand.entries, cand.runs, names, groups, "cand");
    const rows = [];
    const tested = [];
    for (const key of [...groups.keys()].sort()) {
        const g = groups.get(key);
        if (g.base.length === 0 || g.cand.length === 0)
            continue;
        const [scenario, evaluation] = JSON.parse(key);
        const spec = policy.specs.get(evaluation);
        const b = evaluation_gate_mean(g.base);
        const c = evaluation_gate_mean(g.cand);
        const d = spec.max_mean_drop;
        // figures to 12 significant digits: float noise (0.9000000000000001) is no part of a report
        const row = { scenario, evaluation, runs: [g.base.length, g.cand.length], baseline: evaluation_gate_tidy(b), candidate: evaluation_gate_tidy(c), drop: evaluation_gate_tidy(b - c), max_mean_drop: d, verdict: "within" };
        rows.push(row);
        if (!spec.gated) {
            row.verdict = "not-gated";
            row.not_gated = spec.not_gated ?? "not calibrated";
        }
        else if (g.base.length < 2 || g.cand.length < 2) {
            row.verdict = above(row.drop, d) ? "regressed" : "within";
        }
        else if (minAchievableP(g.base.length, g.cand.length) > alpha) {
            row.verdict = "insufficient-data";
        }
        else {
            // H0: the candidate's scores are no lower than the baseline's moved down by max_mean_drop
            row.p = mannWhitneyUpper(g.base.length, g.cand.length, evaluation_gate_uStatistic(g.base.map((x) => x - d), g.cand));
            tested.push(row);
        }
    }
    const qs = benjaminiHochberg(tested.map((r) => r.p));
    tested.forEach((r, i) => {
        r.q = qs[i];
        const dropped = above(r.drop, r.max_mean_drop);
        r.verdict = r.q <= alpha && dropped ? "regressed" : dropped ? "not-significant" : "within";
    });
    const rank = (r) => (r.verdict === "regressed" ? 0 : r.verdict === "insufficient-data" ? 1 : r.verdict === "not-significant" ? 2 : 3);
    rows.sort((x, y) => rank(x) - rank(y));
    const kept = rows.slice(0, evaluation_gate_MAX_ROWS);
    const reasons = rows.filter((r) => r.verdict === "regressed").map(reasonOf);
    const warnings = rows
        .filter((r) => r.verdict === "insufficient-data")
        .map((r) => `scenario ${JSON.stringify((0,bound/* truncateText */.EJ)(r.scenario, 200))}: evaluation ${JSON.stringify((0,bound/* truncateText */.EJ)(r.evaluation, 200))} ${fig(r.baseline)} → ${fig(r.candidate)} not tested: ${r.runs[0]} baseline and ${r.runs[1]} candidate runs cannot reach alpha ${alpha} (insufficient data)`);
    return { alpha, rows: kept, reasons, warnings };
}
/**
 * The evaluation gate of a run: the policy's judges that do not gate, and, with a baseline, the
 * regression per scenario (runs grouped as the scenario gate groups them: `metadata.scenario`, the
 * pattern, else the trace id). Runs the scenario ids refuse leave the regression out (the scenario
 * gate says why).
 */
function evaluationGate(policy, baseline, candidate, pattern, alpha) {
    if (!policy)
        return { result: null, notGated: [] };
    const notGated = [...policy.specs.values()].filter((s) => s.calibrated && !s.gated).map(evaluations/* notGatedLine */.pA);
    if (!baseline || ![...policy.specs.values()].some((s) => s.max_mean_drop !== null))
        return { result: null, notGated };
    try {
        const result = evaluationRegression(policy, { entries: baseline.reports, runs: (0,scenario/* toRunRecords */.Fk)(baseline.reports, pattern, "baseline report") }, { entries: candidate.reports, runs: (0,scenario/* toRunRecords */.Fk)(candidate.reports, pattern, "candidate report") }, alpha);
        return { result: result.rows.length > 0 ? result : null, notGated };
    }
    catch {
        return { result: null, notGated };
    }
}

// EXTERNAL MODULE: ./lib/calibrate/judge-gate.js + 1 modules
var judge_gate = __webpack_require__(8569);
;// CONCATENATED MODULE: ./lib/gate/gate.js
















/** Why a run without traces fails the gate (one line: what happened and how to opt out). */
const EMPTY_RUN_REASON = "nothing was checked: no trace was validated (a run without traces never passes); check the trace paths, or pass --allow-empty (input allow-empty: true) to accept an empty run";
function runGate(req) {
    const reasons = [];
    const notes = [];
    const messages = [];
    let baseline = req.baseline;
    let compare = null;
    let failOn;
    /** Reasons of pairing and of the policy change's other direction: added after the scenario gate, which rewrites `reasons`. */
    const later = [];
    /** Traces a policy change turns red, reported only (`--policy-change report`): the verdict line's why. */
    let reportedRed = null;
    let baselineLine = null;
    if (req.compared && req.repeats?.explicit)
        throw new Error("a streamed comparison cannot take the scenario gate");
    const policyDiagnostics = checkPolicy(req.policy, req.repeats?.options.strictPolicy === true);
    if (baseline.kind === "found" && req.compared)
        compare = req.compared.result;
    else if (baseline.kind === "found") {
        try {
            compare = compareReports(baseline.report, req.candidate, { failOn: req.failOn === "auto" ? "regressions" : req.failOn, maxScoreDrop: req.maxScoreDrop, usage: gateThresholds(req.usage, req.policy, req.repeats?.options.alpha) });
        }
        catch (e) {
            // e.g. a duplicated trace_id: the comparison is impossible, which is "no usable baseline".
            baseline = { kind: "missing", reason: `comparison with ${baseline.source} impossible: ${e instanceof Error ? e.message : String(e)}` };
        }
    }
    if (baseline.kind === "found" && compare) {
        failOn = req.failOn === "auto" ? "regressions" : req.failOn;
        applyJudging(compare, baseline.report, baseline.judging, notes);
        if (!compare.gate.passed)
            reasons.push(...compare.gate.reasons);
        // worded once pairing and the policy change's other direction are known (below)
        baselineLine = { level: "info", text: `Baseline: ${baseline.source}; gate '${failOn}': ${compare.gate.passed ? "passed" : "failed"}` };
        messages.push(baselineLine);
        const legacy = legacyStepIdWarning(compare, req.compared ? null : baseline.report, baseline.source);
        if (legacy) {
            messages.push({ level: "warning", text: legacy });
            notes.push(legacy);
        }
    }
    else {
        failOn = req.failOn === "never" ? "never" : "failures";
        if (baseline.kind === "missing") {
            const msg = `No baseline: ${baseline.reason}.`;
            if (req.baselineMissing === "fail") {
                reasons.push(`no baseline (baseline-missing: fail): ${baseline.reason}`);
                // A log line, not an error annotation: the verdict carries the reason, and the runner's
                // 10 error annotations per step stay for the findings and the verdict.
                messages.push({ level: "info", text: msg });
            }
            else if (req.baselineMissing === "warn") {
                messages.push({ level: "warning", text: `${msg} Falling back to an absolute gate (fail-on: ${failOn}).` });
                notes.push(`${msg} The gate is absolute (fail-on: ${failOn}).`);
            }
            else
                messages.push({ level: "info", text: `${msg} (baseline-missing: ignore)` });
        }
        if (failOn === "failures") {
            const failing = req.candidate.reports.filter((r) => !r.passed).map((r) => r.trace_id);
            if (failing.length > 0)
                reasons.push(failingTracesReason(failing));
        }
    }
    const scenarios = req.repeats && !req.compared ? repeatGate(req, baseline, compare, failOn, reasons, messages) : null;
    if (compare && baseline.kind === "found" && baseline.judging) {
        // the policy change in both directions, the scenario gate's zero tolerance included (it needs the scenario gate's verdict)
        const hiddenGates = scenarios && req.repeats && failOn === "regressions" ? zeroToleranceHiddenByPolicy(req.policy?.zero_tolerance ?? null, underBasePolicy(baseline.report, req.candidate, baseline.judging), req.repeats.pattern, req.repeats.options) : [];
        const both = judgeBothDirections(compare, baseline.report, baseline.judging, { failOn, maxScoreDrop: req.maxScoreDrop, hiddenGates });
        if (both) {
            notes.unshift(...both.notes);
            later.push(...both.hidden);
            if (both.turnedRedReason !== null && failOn !== "never") {
                if ((req.policyChange ?? "gate") === "gate")
                    later.push(`${both.turnedRedReason}. ${POLICY_CHANGE_FIX}`);
                else {
                    reportedRed = `${both.turnedRedReason} (policy-change: report: reported, not gated)`;
                    // before the baseline's line, as the first thing said of the comparison
                    messages.splice(baselineLine ? messages.indexOf(baselineLine) : messages.length, 0, { level: "warning", text: reportedRed });
                }
            }
        }
    }
    if (compare && baseline.kind === "found") {
        const pairing = checkPairing(req, baseline.report, compare, scenarios, failOn, later, messages, notes);
        compare.gate.checked = checkedSentence(req, compare, pairing, scenarios);
    }
    else if (req.candidate.reports.length === 0)
        emptyRun(req.allowEmpty === true, reasons, notes);
    reasons.push(...later);
    if (baselineLine && later.length)
        baselineLine.text = baselineLine.text.replace(/: passed$/, ": failed");
    if (compare && (scenarios || later.length)) {
        compare.gate = { ...compare.gate, passed: reasons.length === 0, reasons: [...reasons], ...(later.length ? { also: [...later] } : {}) };
        // the verdict line says why failing runs it lists did not fail the gate (report/compare.ts)
        const why = scenarios && compare.gate.passed && failOn !== "never" ? phrasePassedDespite(scenarios) : null;
        if (why !== null)
            compare.gate.why = why;
        else
            delete compare.gate.why;
    }
    if (compare && reportedRed !== null && compare.gate.passed && compare.gate.why === undefined)
        compare.gate.why = reportedRed;
    // a streamed comparison applied the usage gates itself (gate/stream.ts)
    const usageReasons = req.compared ? [] : usageGate(compare, baseline.kind === "found" ? baseline.report : null, req.candidate, gateThresholds(req.usage, req.policy, req.repeats?.options.alpha), req.repeats?.pattern ?? null, failOn);
    if (compare && usageReasons.length > 0) {
        reasons.push(...usageReasons);
        compare.gate = { ...compare.gate, passed: false, reasons: [...compare.gate.reasons, ...usageReasons] };
        delete compare.gate.why;
    }
    (0,judge_gate/* settleCalibrations */.B)(req.policy); // evaluations (docs/evaluations.md): judges that do not gate, the regression per scenario
    const ev = evaluationGate(req.policy?.evaluations, baseline.kind === "found" && !req.compared ? baseline.report : null, req.candidate, req.repeats?.pattern ?? null, req.repeats?.options.alpha ?? req.policy?.regression?.alpha ?? 0.05);
    notes.unshift(...ev.notGated);
    messages.push(...ev.notGated.map((text) => ({ level: "warning", text })));
    for (const w of ev.result?.warnings ?? [])
        messages.push({ level: "warning", text: w });
    if (req.compared && [...(req.policy?.evaluations?.specs.values() ?? [])].some((x) => x.max_mean_drop !== null))
        messages.push({ level: "warning", text: "evaluation regression (max_mean_drop) not checked: the reports were compared streamed; --stream never compares them in memory, where it is checked" });
    if (compare && ev.result)
        compare.evaluations = ev.result;
    if (compare && ev.result?.reasons.length && failOn !== "never") {
        reasons.push(...ev.result.reasons);
        // listed under the verdict (`also`: no regression block of the compare Markdown shows them)
        compare.gate = { ...compare.gate, passed: false, reasons: [...compare.gate.reasons, ...ev.result.reasons], also: [...(compare.gate.also ?? []), ...ev.result.reasons] };
        delete compare.gate.why;
    }
    // Trace diffs of changed traces (best effort: a renderer problem never fails the gate).
    let diffs = new Map();
    let diffsError = null;
    if (req.traceDiffs && compare && baseline.kind === "found" && req.compared) {
        diffs = req.compared.diffs;
        diffsError = req.compared.diffsError;
    }
    else if (req.traceDiffs && compare && baseline.kind === "found") {
        try {
            const input = {
                compare,
                baseline: baseline.report,
                candidate: req.candidate,
                policy: req.policy,
                ...(baseline.label ? { baselineLabel: baseline.label } : {}),
                ...(req.candidateLabel ? { candidateLabel: req.candidateLabel } : {}),
                details: { baseline: baseline.details ?? null, candidate: req.candidateDetails ?? null },
            };
            diffs = req.traceDiffs(input);
        }
        catch (e) {
            diffsError = e instanceof Error ? e.message : String(e);
        }
    }
    const newErrors = compare ? compare.summary.new_error_findings : req.candidate.reports.reduce((n, r) => n + r.findings.filter((f) => f.severity === "error").length, 0);
    return { passed: reasons.length === 0, reasons, failOn, baseline, compare, diffs, diffsError, notes, messages, policyDiagnostics, newErrors, scenarios };
}
/**
 * The gate over repeated runs. Runs are grouped into scenarios on both sides; when every scenario
 * is one run against one and the user asked for nothing, nothing changes and null is returned.
 * Otherwise, in `regressions` mode the scenario gate replaces the per-trace verdict for repeated
 * scenarios, and single-run scenarios keep the exact per-trace rules (semantics.md §7); in
 * `failures` mode every failing trace still fails, and the scenario gate adds min-runs, the
 * vacuous-run rule and expired quarantine entries. `reasons` and `messages` are rewritten in place.
 */
function repeatGate(req, baseline, compare, failOn, reasons, messages) {
    const rq = req.repeats;
    if (!rq.explicit && onlySingleRuns(req, baseline))
        return null;
    // Not asked for: step in only when some scenario repeats, and leave reports the exact comparison
    // cannot use either (duplicate trace ids) to today's rules and messages.
    if (!rq.explicit && (hasDuplicateIds(req.candidate) || (baseline.kind === "found" && hasDuplicateIds(baseline.report))))
        return null;
    const baseRuns = baseline.kind === "found" && compare ? (0,scenario/* toRunRecords */.Fk)(baseline.report.reports, rq.pattern, `baseline ${baseline.source}`) : [];
    const candRuns = (0,scenario/* toRunRecords */.Fk)(req.candidate.reports, rq.pattern, "candidate report");
    // zero tolerance: the flag or input, else the policy's section, else the default list
    const options = rq.options.zeroTolerance === undefined && req.policy?.zero_tolerance ? { ...rq.options, zeroTolerance: req.policy.zero_tolerance } : rq.options;
    const sg = gateScenarios(baseRuns, candRuns, options);
    if (!rq.explicit && sg.rows.every((r) => r.outcome === "single-run"))
        return null;
    const vacuous = vacuousReason(req.candidate);
    for (const w of sg.warnings)
        messages.push({ level: "warning", text: w });
    if (failOn === "never")
        return sg;
    const scenarioReasons = [...sg.reasons];
    if (vacuous !== null)
        scenarioReasons.push(vacuous);
    if (failOn === "regressions" && compare) {
        // Single-run scenarios: the exact per-trace rules, over their traces only (quarantined
        // scenarios and findings left out; they are reported as warnings by the scenario gate).
        const position = new Map(compare.traces.map((t, i) => [t.trace_id, i]));
        const single = new Map();
        const quarantinedFindings = new Set();
        for (const row of sg.rows) {
            if (row.outcome !== "single-run")
                continue;
            for (const q of row.finding_quarantines)
                quarantinedFindings.add(JSON.stringify([row.scenario, q.rule_id, q.category, q.step_id]));
            const ids = [...(row.candidate?.trace_ids ?? []), ...(row.baseline?.trace_ids ?? [])];
            if (row.quarantine) {
                // Reported, never gated: what the exact rules would have said, as a warning.
                const held = evaluateGate(
                // the row's traces in the comparison's order
                [...new Set(ids)].flatMap((id) => position.get(id) ?? []).sort((a, b) => a - b).map((i) => compare.traces[i]), { failOn: "regressions", maxScoreDrop: req.maxScoreDrop });
                if (!held.passed)
                    messages.push({ level: "warning", text: `${phrase(row.scenario, { kind: "quarantined", ref: row.quarantine })}: ${held.reasons.join("; ")}` });
                continue;
            }
            for (const id of ids)
                single.set(id, row.scenario);
        }
        const traces = compare.traces
            .filter((t) => single.has(t.trace_id))
            .map((t) => ({ ...t, new_findings: t.new_findings.filter((f) => !quarantinedFindings.has(JSON.stringify([single.get(t.trace_id), f.rule_id, f.category, f.step_id ?? null]))) }));
        const exact = evaluateGate(traces, { failOn: "regressions", maxScoreDrop: req.maxScoreDrop });
        reasons.length = 0;
        reasons.push(...exact.reasons, ...scenarioReasons);
    }
    else if (failOn === "failures") {
        // Every failing trace still fails; of the scenario gate, what judges the candidate alone.
        const own = sg.rows.filter((r) => r.verdict === "too-few-runs").flatMap((r) => r.reasons.slice(0, 1));
        const tail = sg.reasons.filter((r) => !sg.rows.some((row) => row.reasons.includes(r)));
        reasons.push(...own, ...tail);
        if (vacuous !== null)
            reasons.push(vacuous);
    }
    return sg;
}
/**
 * Pairing (compare/pairing.ts): set on the comparison; what did not pair gates under
 * `--unpaired fail` (the default), else warns; an empty candidate always fails. Returns the pairing.
 */
function checkPairing(req, baselineReport, compare, sg, failOn, later, messages, notes) {
    const pairing = pairingOf(compare, req.compared ? null : baselineReport, req.compared ? null : req.candidate);
    if (sg) {
        const sides = { baseline: 0, candidate: 0, paired: 0 };
        for (const r of sg.rows) {
            const b = (r.baseline?.runs ?? 0) > 0;
            const c = (r.candidate?.runs ?? 0) > 0;
            if (b)
                sides.baseline++;
            if (c)
                sides.candidate++;
            if (b && c)
                sides.paired++;
        }
        pairing.scenarios = sides;
    }
    compare.pairing = pairing;
    const problems = pairingProblems(pairing, { baseline: compare.baseline_policy_id, candidate: compare.candidate_policy_id });
    // an empty candidate (the only problem `always` holds) fails unless an empty run is allowed
    if (req.allowEmpty) {
        if (problems.always.length)
            notes.push(ALLOWED_EMPTY_NOTE);
    }
    else
        later.push(...problems.always);
    if ((req.unpaired ?? "fail") === "fail" && failOn !== "never")
        later.push(...problems.unpaired);
    else
        for (const u of problems.unpaired)
            messages.push({ level: "warning", text: u });
    const why = failOn === "never" ? "fail-on never" : (req.unpaired ?? "fail") === "warn" ? "unpaired: warn" : null;
    const warned = why ? problems.unpaired.map((u) => `Not gated (${why}): ${u}.`) : [];
    notes.unshift(...problems.notes, ...warned);
    return pairing;
}
/** The note of an empty run that passes because it is allowed. */
const ALLOWED_EMPTY_NOTE = "No trace was checked; the run passes because an empty run is allowed (allow-empty).";
/**
 * A run without a baseline comparison that validated no trace: the gate fails with
 * EMPTY_RUN_REASON (once: the scenario gate's own "no candidate runs" says the same), or, allowed,
 * passes with a note saying nothing was checked.
 */
function emptyRun(allowed, reasons, notes) {
    const own = reasons.indexOf(phraseNoCandidateRuns());
    if (allowed) {
        if (own >= 0)
            reasons.splice(own, 1);
        notes.push(ALLOWED_EMPTY_NOTE);
    }
    else if (own < 0)
        reasons.push(EMPTY_RUN_REASON);
}
/**
 * The headline's second line: what the gate checked (traces validated, the policy, traces and
 * scenarios paired) and what it did not (unpaired, insufficient data, quarantined).
 */
function checkedSentence(req, compare, p, sg) {
    const digest = req.policy?.digest ?? req.candidate.policy_digest ?? compare.policy_change?.candidate_policy_digest ?? null;
    const id = compare.candidate_policy_id;
    const policy = [req.policySource ?? "from the candidate report", id ? `id ${id}` : "", digest ? `digest ${digest.replace(/^sha256:/, "").slice(0, 12)}` : "digest not recorded"].filter((x) => x).join(", ");
    const parts = [`${(0,report_util/* plural */.LS)(p.candidate_traces, "trace")} validated under the policy ${policy}`];
    // repeated runs pair by scenario (each run has an id of its own)
    if (p.scenarios)
        parts.push(`${p.scenarios.paired} of ${p.scenarios.baseline} baseline and ${p.scenarios.paired} of ${(0,report_util/* plural */.LS)(p.scenarios.candidate, "candidate scenario")} paired with the baseline (${(0,report_util/* plural */.LS)(p.baseline_traces, "baseline run")}, ${(0,report_util/* plural */.LS)(p.candidate_traces, "candidate run")})`);
    else
        parts.push(`${p.paired_traces} of ${p.baseline_traces} baseline and ${p.paired_traces} of ${(0,report_util/* plural */.LS)(p.candidate_traces, "candidate trace")} paired with the baseline`);
    const not = [];
    // repeated runs pair by scenario: then unpaired scenarios, not run ids, are what was not compared
    const [ub, uc, what] = p.scenarios ? [p.scenarios.baseline - p.scenarios.paired, p.scenarios.candidate - p.scenarios.paired, "scenario"] : [p.baseline_traces - p.paired_traces, p.candidate_traces - p.paired_traces, "trace"];
    if (ub)
        not.push(`${(0,report_util/* plural */.LS)(ub, `baseline ${what}`)} without a candidate`);
    if (uc)
        not.push(`${(0,report_util/* plural */.LS)(uc, `candidate ${what}`)} without a baseline`);
    if (p.positional_changed.length)
        not.push(`${(0,report_util/* plural */.LS)(p.positional_changed.length, "pair")} by position only`);
    const insufficient = sg?.rows.filter((r) => r.verdict === "insufficient-data").length ?? 0;
    const quarantined = sg?.rows.filter((r) => r.quarantine !== null).length ?? 0;
    if (insufficient)
        not.push(`${(0,report_util/* plural */.LS)(insufficient, "scenario")} with insufficient data`);
    if (quarantined)
        not.push(`${(0,report_util/* plural */.LS)(quarantined, "scenario")} quarantined`);
    // a usage gate asked for over figures the reports do not record checks nothing: say so
    if (gateThresholds(req.usage, req.policy, req.repeats?.options.alpha) && !compare.usage)
        not.push("the usage gates (no tokens, cost or latency recorded)");
    else
        not.push(...uncheckedUsageGates(compare.usage));
    return `Checked: ${parts.join("; ")}. Not checked: ${not.length ? not.join(", ") : "nothing"}.`;
}
/** Both sides' runs as the base branch's policy judged them (the candidate's under this pull request's when not at hand). */
function underBasePolicy(rejudged, candidate, j) {
    if (!j.original || j.baselineZeroTolerance === undefined)
        return null;
    const under = j.candidateUnderBase ?? null;
    return { baseline: (under ? j.original : rejudged).reports, candidate: (under ?? candidate).reports, zeroTolerance: j.baselineZeroTolerance, digest: j.baselineDigest };
}
/**
 * The policy checked before any verdict: its `zero_tolerance` names (a name of no rule or
 * category is a located usage error), then its diagnostics (policy/diagnostics.ts, unknown keys
 * included): returned as warnings, or, with `strict`, a usage error naming the first and counting
 * the rest. The shells call it as soon as the policy is read, to show the diagnostics first.
 */
function checkPolicy(policy, strict) {
    if (!policy)
        return [];
    if (policy.zero_tolerance) {
        const at = policy.zero_tolerance_at;
        checkZeroTolerance(policy.zero_tolerance, "policy zero_tolerance", at ? (i) => at[i] : undefined);
    }
    const err = strict ? (0,diagnostics/* strictPolicyError */.Sc)(policy.diagnostics) : null;
    if (err)
        throw err;
    return policy.diagnostics;
}
/** One warning line per policy diagnostic (`policy file:line:column: …`), as the CLI prints them. */
function policyDiagnosticLines(diagnostics) {
    return diagnostics.map((d) => `policy ${d.message}`);
}
/** A run in which no check ran at all: traces, but no rule applied to any of them. */
function vacuousReason(candidate) {
    const rs = candidate.reports;
    if (rs.length === 0)
        return null; // no runs at all: the scenario gate's own reason
    const checked = rs.some((r) => r.findings.length > 0 || r.kind !== "agent" || Object.keys(r.category_scores ?? {}).length > 0);
    return checked ? null : `no check ran: the policy applies no rule to any of the ${(0,report_util/* plural */.LS)(rs.length, "candidate trace")} (a run without checks never passes)`;
}
/**
 * Without a pattern and with no entry naming a scenario, every run is its trace id's only run: the
 * scenario gate would find single runs only (and step aside), so it is not built (a large run's
 * rows cost time).
 */
function onlySingleRuns(req, baseline) {
    if (req.repeats?.pattern)
        return false;
    const named = (r) => r.reports.some((e) => e.scenario !== undefined);
    return !named(req.candidate) && !(baseline.kind === "found" && named(baseline.report));
}
function hasDuplicateIds(report) {
    const seen = new Set();
    for (const r of report.reports) {
        if (seen.has(r.trace_id))
            return true;
        seen.add(r.trace_id);
    }
    return false;
}
/**
 * What the candidate alone says of its scenarios: null when runs do not repeat and nothing was
 * asked for (the reports then stay exactly as without repeated runs).
 */
function candidateScenarios(candidate, repeats) {
    if (!repeats)
        return null;
    const g = runGate({ candidate, baseline: { kind: "none" }, policy: null, failOn: "failures", maxScoreDrop: null, baselineMissing: "ignore", traceDiffs: false, repeats });
    return g.scenarios ? { result: g.scenarios, runs: (0,scenario/* toRunRecords */.Fk)(candidate.reports, repeats.pattern, "candidate report") } : null;
}

;// CONCATENATED MODULE: ./lib/github/phases/files.js
// The report files of the run, written into output-dir before any network call (so a failing API
// never loses them): JSON, SARIF, JUnit, Markdown, and the pull request record a publishing run
// reads. The comparison's files follow in the gate phase, once the baseline is known.







function writeReportFiles(env, report, subject) {
    const { inputs, log, paths } = env;
    const { ctx } = subject;
    const dups = (0,json/* duplicateTraceIdWarnings */.N3)(report);
    if (dups.length === 1)
        env.warn(dups[0]);
    else if (dups.length > 1) {
        env.warn(`${dups.length} trace ids occur more than once: this report cannot serve as a comparison baseline (each is listed in the log)`);
        for (const w of dups)
            log.info(w);
    }
    const own = candidateScenarios(report, { pattern: inputs.repeats.pattern, options: inputs.repeats.options, explicit: inputs.repeats.explicit });
    if (own)
        report.scenarios = scenariosSection(own.result);
    const sarifText = report_renderSarif(report, { category: inputs.sarifCategory, ...(own ? { scenarios: own.runs } : {}) });
    (0,writefile/* writeFileAtomic */.Zf)(paths.json, (0,json/* renderJson */.hF)(report));
    (0,writefile/* writeFileAtomic */.Zf)(paths.sarif, sarifText);
    (0,writefile/* writeFileAtomic */.Zf)(paths.junit, report_renderJunit(report, own ? { scenarios: own.result } : {}));
    (0,writefile/* writeFileAtomic */.Zf)(paths.markdown, report_renderMarkdown(report, { linkBase: subject.linkBase, entryDetails: defaultEntryDetails, ...(own ? { extraBlocks: scenarios_scenarioMarkdownBlocks(own.result) } : {}) }));
    // For a publishing workflow_run run: which PR these reports belong to (fork PRs' runs list none).
    if (!subject.published && ctx.pr && ctx.pr.number > 0)
        (0,writefile/* writeFileAtomic */.Zf)((0,external_node_path_.join)(env.outDir, PULL_REQUEST_FILE), pullRequestRecord(ctx.pr));
    log.info(report_renderConsole(report));
    return { sarifText, own };
}

// EXTERNAL MODULE: ./lib/compare/digests.js
var digests = __webpack_require__(66074);
// EXTERNAL MODULE: ./lib/bundle/verify.js + 1 modules
var verify = __webpack_require__(27170);
// EXTERNAL MODULE: ./lib/engine/zipentries.js
var zipentries = __webpack_require__(5945);
// EXTERNAL MODULE: ./lib/util/crc32.js
var crc32 = __webpack_require__(79559);
;// CONCATENATED MODULE: ./lib/bundle/baseline-index.js
// The lean baseline index of a bundle (docs/bundle.md, "The index"): what a comparison reads of
// each baseline trace, one compact JSON line a trace, written by the push job from the report it
// bundles, so that the gate of a pull request reads it instead of parsing the whole report (its
// category scores, locations and indentation). The report stays in the bundle, for people and for
// builds that do not read the index.
//
//   line 1        {"arh_bundle_index":1,"fields":[...],"report":{"bytes":B,"sha256":"sha256:…"}}
//   lines 2..N+1  one entry of the report's `reports`, its fields of INDEX_ENTRY_FIELDS only, in
//                 the report's key order and the report's values (step digests as the report has them)
//   last line     {"end":{"traces":N,"report_fields":{…the report's other top-level fields…},"reports_at":K}}
//
// Made from the report file's bytes alone, so the same report gives the same index whatever
// thread count or stream mode wrote it. Read back only when whole and consistent: a damaged index
// (its digest, a line that is no entry, an older writer that left out a field this build reads) is
// set aside for the report; an index that disagrees with the report or the manifest is refused.








/** The index format this build writes and the newest it reads. */
const INDEX_FORMAT = 1;
/**
 * The fields of a report entry the index keeps: everything the comparison (compare/compare.ts),
 * pairing (compare/pairing.ts, compare/identity.ts), the usage gates (compare/cost.ts), the
 * scenario gate (scenarios/), the policy change (compare/policy.ts, bundle/prepare.ts), the trace
 * diffs (tracediff/build.ts, bundle/details.ts) and `arh calibrate` read of a baseline entry.
 *
 * A per-trace field that any of them starts to read is added HERE (as `evaluations`, the scores
 * the evaluation regression gate reads): the writer then carries it, and this build refuses to
 * use an index whose header does not list it (one written before the field was added: the report
 * is read instead). Step digests are
 * kept whole, as the report writes them: a field a step digest gains (a step's `agent`) comes with
 * them and needs nothing here.
 */
const INDEX_ENTRY_FIELDS = [
    "trace_id",
    "agent_name",
    "workflow",
    "policy_id",
    "score",
    "passed",
    "scored",
    "total_latency_ms",
    "latency_recorded",
    "total_cost_usd",
    "total_tokens",
    "usage",
    "source_path",
    "source_format",
    "kind",
    "scenario",
    "findings",
    "adapter_notes",
    "memory",
    "steps",
    "evaluations",
];
const KEPT = new Set(INDEX_ENTRY_FIELDS);
/** Largest index read (as a report read as one text: compare/load.ts MAX_REPORT_BYTES). */
const MAX_INDEX_BYTES = 256 * 1024 * 1024;
/** An index line of a report entry: its kept fields, in its own key order. */
function indexLine(entry) {
    if (typeof entry !== "object" || entry === null || Array.isArray(entry))
        return JSON.stringify(entry);
    const o = entry;
    const out = {};
    for (const k of Object.keys(o))
        if (KEPT.has(k))
            out[k] = o[k];
    return JSON.stringify(out);
}
/** The size, SHA-256 and CRC-32 of a file, read in blocks. */
function digestFile(path) {
    const fd = (0,external_node_fs_.openSync)(path, "r");
    try {
        const h = (0,external_node_crypto_.createHash)("sha256");
        const block = Buffer.allocUnsafe(1 << 20);
        let bytes = 0;
        let crc = 0;
        for (;;) {
            const n = (0,external_node_fs_.readSync)(fd, block, 0, block.length, null);
            if (n <= 0)
                break;
            h.update(block.subarray(0, n));
            crc = (0,crc32/* crc32 */.Q)(block.subarray(0, n), crc);
            bytes += n;
        }
        return { bytes, sha256: "sha256:" + h.digest("hex"), crc32: crc >>> 0 };
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** Lines collected up to this many characters before they are written. */
const FLUSH_CHARS = 1 << 20;
/**
 * Write the index of the report at `reportPath` (a report `arh validate` just wrote) to `outPath`,
 * one entry at a time (memory stays flat). Throws when the report cannot be read as one.
 */
function writeIndex(reportPath, outPath) {
    const report = digestFile(reportPath);
    const fd = (0,external_node_fs_.openSync)(outPath, "w", 0o644);
    const hash = (0,external_node_crypto_.createHash)("sha256");
    let crc = 0;
    let pending = "";
    let bytes = 0;
    const put = (line, force = false) => {
        pending += line + "\n";
        if (!force && pending.length < FLUSH_CHARS)
            return;
        const b = Buffer.from(pending, "utf8");
        hash.update(b);
        crc = (0,crc32/* crc32 */.Q)(b, crc);
        (0,writefile/* writeAllSync */.Ud)(fd, b);
        bytes += b.length;
        pending = "";
    };
    const sc = new scanner/* JsonScanner */.V(reportPath);
    try {
        put(JSON.stringify({ arh_bundle_index: INDEX_FORMAT, fields: INDEX_ENTRY_FIELDS, report: { bytes: report.bytes, sha256: report.sha256 } }));
        if (sc.expect().name !== "startObject")
            throw new Error("not a report");
        const fields = {};
        let at = -1;
        let traces = 0;
        for (let i = 0;; i++) {
            const t = sc.expect();
            if (t.name === "endObject")
                break;
            if (t.name !== "keyValue")
                throw new Error("not a report");
            if (t.value !== "reports" || at >= 0) {
                fields[t.value] = sc.readValue(1);
                continue;
            }
            at = i;
            if (sc.expect().name !== "startArray")
                throw new Error("'reports' is not an array");
            while (sc.peek()?.name !== "endArray") {
                put(indexLine(sc.readValue(2)));
                traces++;
            }
            sc.expect();
        }
        if (at < 0)
            throw new Error("no 'reports'");
        put(JSON.stringify({ end: { traces, report_fields: fields, reports_at: at } }), true);
        return { format: INDEX_FORMAT, bytes, sha256: "sha256:" + hash.digest("hex"), crc32: crc >>> 0, traces, report_bytes: report.bytes, report_sha256: report.sha256, report_crc32: report.crc32 };
    }
    finally {
        sc.close();
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** An index that disagrees with the report or the manifest: the bundle is refused (its message). */
class IndexDisagrees extends Error {
}
const record = (v) => (typeof v === "object" && v !== null && !Array.isArray(v) ? v : null);
function parseLine(buf, start, end) {
    try {
        return JSON.parse(buf.toString("utf8", start, end));
    }
    catch {
        return undefined;
    }
}
/**
 * The bundled report as the manifest's index record says it must be: its size, and its CRC-32 (a
 * zip's directory gives it, checked again when the entry is read) or SHA-256 (a folder's file,
 * read to hash it). Throws IndexDisagrees otherwise.
 */
function checkReport(ref, report) {
    const got = "path" in report ? digestFile(report.path) : null;
    const bytes = got ? got.bytes : report.bytes;
    if (bytes !== ref.report_bytes)
        throw new IndexDisagrees(`the report's ${bytes} bytes are not the ${ref.report_bytes} bundle.json records for it`);
    if (got ? got.sha256 !== ref.report_sha256 : report.crc32 !== ref.report_crc32)
        throw new IndexDisagrees("the report's bytes are not those bundle.json records for it (changed)");
}
/**
 * Read the index at `path` as the manifest records it (`ref`; the report checked against it by
 * `checkReport`); `archived`: the zip directory's record of the entry it was extracted from (its
 * CRC-32 checked on extraction, compared here with the manifest's instead of hashing the file). Throws IndexDisagrees when the index was made from another report than the one
 * bundled (the digest its header records, the manifest's trace count); any other problem is
 * `{ ok: false, why }`.
 */
function readIndex(path, ref, archived = null) {
    if (ref.format > INDEX_FORMAT)
        return { ok: false, why: `index format ${ref.format} is newer than this build reads (${INDEX_FORMAT})` };
    const r = (0,readfile/* readRegularFile */.XF)(path, MAX_INDEX_BYTES);
    if (!r.ok)
        return { ok: false, why: r.code === "ENOENT" ? "missing (bundle.json names it)" : r.reason };
    const buf = r.bytes;
    // a zip's entry was checked against its directory's CRC-32 when extracted: that CRC-32 must be the manifest's
    const same = archived ? archived.bytes === ref.bytes && archived.crc32 === ref.crc32 && buf.length === ref.bytes : buf.length === ref.bytes && (0,digest/* sha256Of */.Bj)(buf) === ref.sha256;
    if (!same)
        return { ok: false, why: "its bytes do not match bundle.json (changed)" };
    const first = buf.indexOf(0x0a);
    const last = buf.lastIndexOf(0x0a, buf.length - 2);
    if (first < 0 || last < first || buf[buf.length - 1] !== 0x0a)
        return { ok: false, why: "not an index (no header or end line)" };
    const head = record(parseLine(buf, 0, first));
    const report = record(head?.report);
    if (!head || head.arh_bundle_index !== ref.format || !Array.isArray(head.fields) || !report)
        return { ok: false, why: "its header is not an index header" };
    if (report.sha256 !== ref.report_sha256 || report.bytes !== ref.report_bytes)
        throw new IndexDisagrees(`it was made from another report (its header: ${String(report.sha256).slice(0, 80)}, bundle.json: ${ref.report_sha256.slice(0, 80)})`);
    const missing = INDEX_ENTRY_FIELDS.find((f) => !head.fields.includes(f));
    if (missing !== undefined)
        return { ok: false, why: `written by an arh that leaves out the field '${missing}' this build compares` };
    const end = record(record(parseLine(buf, last + 1, buf.length - 1))?.end);
    const fields = record(end?.report_fields);
    if (!end || !fields || typeof end.traces !== "number" || typeof end.reports_at !== "number")
        return { ok: false, why: "its end line is missing (the index is cut short)" };
    if (end.traces !== ref.traces)
        throw new IndexDisagrees(`it counts ${end.traces} traces, bundle.json ${ref.traces}`);
    const reports = [];
    const sourcePaths = new Set();
    const entries = (0,load.indexEntryReader)();
    for (let s = first + 1; s <= last;) {
        const e = buf.indexOf(0x0a, s);
        const entry = entries.read(buf, s, e);
        if (entry === null)
            return { ok: false, why: `line ${reports.length + 2} is not a report entry` };
        reports.push(entry);
        if (typeof entry.source_path === "string")
            sourcePaths.add(entry.source_path);
        s = e + 1;
    }
    entries.done();
    if (reports.length !== ref.traces)
        throw new IndexDisagrees(`it holds ${reports.length} traces, bundle.json counts ${ref.traces}`);
    const out = (0,load.reportFromIndex)(fields, end.reports_at, reports);
    if (out === null)
        return { ok: false, why: "its report fields are not a report this build reads" };
    return { ok: true, report: out, sourcePaths };
}

// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
;// CONCATENATED MODULE: ./lib/bundle/offthread.js
// Deflating buffers and writing files on worker threads while the main thread reads and hashes the
// next files (src/bundle/write.ts: a zip's entries through src/bundle/zipwrite.ts, a folder
// bundle's trace files). Work goes in batches, one message each way per batch: a batch travels as
// one transferred buffer with its entries' end offsets, and the buffer comes back to be filled
// again. Cloning each buffer, allocating a fresh one per batch, or one asynchronous zlib or fs call
// per file on libuv's thread pool (whose thread hand-offs cost about 0.1 ms a call here, more than
// deflating a typical 15 KB trace) all cost the main thread more than the work they hand off.
// Results do not depend on where the work ran: below a size workers do not start (a small bundle),
// and a worker that cannot start or stops leaves its batches to the main thread, which makes the
// same calls. The main thread never waits for a worker while it has work: when every worker holds
// two batches (or MAX_IN_FLIGHT_BYTES of input are out), it does the next batch itself. That also
// bounds the memory the batches hold.




/** zlib's default level (yazl's for `compress: true`, which bundle zips were written with). */
const DEFLATE_LEVEL = 6;
/** A batch is handed over at this many input bytes or entries. */
const BATCH_BYTES = 1024 * 1024;
const BATCH_ENTRIES = 128;
/** A batch's buffer is at least this large, so that it can be filled again for the next batches. */
const MIN_BUFFER = 2 * BATCH_BYTES;
/** Input bytes out at once, at most (a single larger entry goes alone). */
const MAX_IN_FLIGHT_BYTES = 32 * 1024 * 1024;
/** Workers start once this many input bytes were queued: a small bundle starts none. */
const START_FROM_BYTES = 4 * 1024 * 1024;
/** Worker threads, at most (one per core besides the main thread's). */
const MAX_WORKERS = 4;
/** Batches a worker holds at once (one at work, one waiting): beyond, the main thread does the batch. */
const PER_WORKER = 2;
/**
 * The worker, started with `eval` (no file to find in the bundle). A script, or a module when the
 * process runs with `--input-type=module`: built-in modules come from `process.getBuiltinModule`
 * where Node has it (20.16, 22.3), else from `require`.
 */
const WORKER_SOURCE = `
const load = typeof process.getBuiltinModule === "function" ? process.getBuiltinModule : require;
const { parentPort } = load("node:worker_threads");
const { writeFileSync } = load("node:fs");
const { deflateRawSync } = load("node:zlib");
parentPort.on("message", (job) => {
  const input = job.buf;
  try {
    const views = [];
    for (let i = 0, at = 0; i < job.ends.length; at = job.ends[i++]) views.push(new Uint8Array(input, at, job.ends[i] - at));
    if (job.paths) {
      for (let i = 0; i < views.length; i++) writeFileSync(job.paths[i], views[i]);
      parentPort.postMessage({ id: job.id, input }, [input]);
      return;
    }
    const out = views.map((v) => deflateRawSync(v, { level: ${DEFLATE_LEVEL} }));
    const packed = new Uint8Array(out.reduce((n, d) => n + d.length, 0));
    const ends = [];
    let at = 0;
    for (const d of out) {
      packed.set(d, at);
      at += d.length;
      ends.push(at);
    }
    parentPort.postMessage({ id: job.id, input, buf: packed.buffer, ends }, [input, packed.buffer]);
  } catch (e) {
    parentPort.postMessage({ id: job.id, input, error: { message: String((e && e.message) || e), code: e && e.code } }, [input]);
  }
});
`;
const EMPTY = Buffer.alloc(0);
/** Batches of deflating and file writing, on worker threads once the input is large. */
class OffThread {
    maxWorkers;
    startFromBytes;
    lanes = null;
    spare = [];
    open;
    nextId = 0;
    queuedBytes = 0;
    inFlightBytes = 0;
    inFlight = 0;
    waiters = [];
    closed = false;
    constructor(o = {}) {
        this.maxWorkers = o.workers ?? Math.max(1, Math.min(MAX_WORKERS, (0,external_node_os_.availableParallelism)() - 1));
        this.startFromBytes = o.startFromBytes ?? START_FROM_BYTES;
        this.open = this.newBatch(true);
    }
    /** `data` deflated (raw deflate, zlib's default level). Always handle the rejection. */
    deflate(data) {
        return this.queue(data, null);
    }
    /** Write `data` to `path` (created or truncated, as `writeFileSync`). Always handle the rejection. */
    async write(path, data) {
        await this.queue(data, path);
    }
    /**
     * Hands a full batch over: to a worker with room, else the main thread does it (it would only
     * wait otherwise). Resolves at once; awaiting it lets the workers' answers in.
     */
    async room() {
        if (this.open.bytes < BATCH_BYTES && this.open.items.length < BATCH_ENTRIES)
            return;
        // the workers' answers come in through the event loop: let them in before deciding
        if (this.lanes !== null && this.lane(this.open.bytes) === null)
            await new Promise((res) => setImmediate(res));
        this.handOver();
    }
    /** Resolves when everything queued is done (settled: each item's promise says how). */
    async drain() {
        this.handOver();
        while (this.inFlight > 0)
            await this.settled();
    }
    /** Stop the workers: what they still hold is dropped, never settled; nothing they do runs after this resolves. */
    async close() {
        this.closed = true;
        const lanes = this.lanes ?? [];
        this.lanes = [];
        for (const l of lanes)
            l.dead = true;
        await Promise.all(lanes.map((l) => l.worker.terminate().catch(() => 0)));
    }
    queue(data, path) {
        if (this.closed)
            return Promise.reject(new Error("closed"));
        if (this.open.items.length > 0 && this.open.deflate !== (path === null))
            this.handOver();
        if (this.open.items.length === 0)
            this.open.deflate = path === null;
        return new Promise((resolve, reject) => {
            this.open.items.push({ data, path, resolve, reject });
            this.open.bytes += data.length;
            this.queuedBytes += data.length;
        });
    }
    newBatch(deflate) {
        return { id: this.nextId++, items: [], bytes: 0, deflate };
    }
    handOver() {
        const b = this.open;
        if (b.items.length === 0)
            return;
        this.open = this.newBatch(b.deflate);
        if (this.lanes === null && this.maxWorkers > 0 && this.queuedBytes >= this.startFromBytes)
            this.startWorkers();
        const lane = this.lane(b.bytes);
        if (lane === null) {
            runHere(b);
            return;
        }
        lane.batches.set(b.id, b);
        this.inFlight++;
        this.inFlightBytes += b.bytes;
        let into = this.spare.pop();
        if (into === undefined || into.byteLength < b.bytes)
            into = new ArrayBuffer(Math.max(b.bytes, MIN_BUFFER));
        const packed = new Uint8Array(into);
        const ends = [];
        let at = 0;
        for (const it of b.items) {
            packed.set(it.data, at);
            at += it.data.length;
            ends.push(at);
        }
        lane.worker.ref(); // while it holds a batch, the process waits for it
        lane.worker.postMessage({ id: b.id, buf: into, ends, paths: b.deflate ? null : b.items.map((it) => it.path) }, [into]);
    }
    /** The least busy worker that can take `bytes` more; null (no worker, all busy, too much out already): the main thread does the batch. */
    lane(bytes) {
        let lane = null;
        for (const l of this.lanes ?? [])
            if (!l.dead && (lane === null || l.batches.size < lane.batches.size))
                lane = l;
        if (lane === null || lane.batches.size >= PER_WORKER || (this.inFlight > 0 && this.inFlightBytes + bytes > MAX_IN_FLIGHT_BYTES))
            return null;
        return lane;
    }
    startWorkers() {
        this.lanes = [];
        for (let i = 0; i < this.maxWorkers; i++) {
            try {
                this.lanes.push(this.startLane());
            }
            catch {
                break; // no worker threads here: the main thread does the work
            }
        }
    }
    startLane() {
        const lane = { worker: new external_node_worker_threads_.Worker(WORKER_SOURCE, { eval: true }), batches: new Map(), dead: false };
        lane.worker.on("message", (m) => {
            if (m.input.byteLength <= MIN_BUFFER && this.spare.length < 2 * this.maxWorkers)
                this.spare.push(m.input);
            const b = lane.batches.get(m.id);
            if (b === undefined)
                return;
            lane.batches.delete(m.id);
            if (lane.batches.size === 0)
                lane.worker.unref();
            if (m.error) {
                const e = Object.assign(new Error(m.error.message), m.error.code ? { code: m.error.code } : {});
                for (const it of b.items)
                    it.reject(e);
            }
            else if (m.buf !== undefined && m.ends !== undefined) {
                let at = 0;
                for (let i = 0; i < b.items.length; i++) {
                    const end = m.ends[i];
                    b.items[i].resolve(Buffer.from(m.buf, at, end - at));
                    at = end;
                }
            }
            else {
                for (const it of b.items)
                    it.resolve(EMPTY);
            }
            this.done(b);
        });
        // A worker that fails leaves its batches to the main thread (it still has their input).
        const lost = () => {
            if (lane.dead)
                return;
            lane.dead = true;
            for (const b of lane.batches.values()) {
                runHere(b);
                this.done(b);
            }
            lane.batches.clear();
        };
        lane.worker.on("error", lost);
        lane.worker.on("exit", lost);
        lane.worker.unref();
        return lane;
    }
    done(b) {
        this.inFlight--;
        this.inFlightBytes -= b.bytes;
        const w = this.waiters;
        this.waiters = [];
        for (const f of w)
            f();
    }
    settled() {
        return new Promise((res) => this.waiters.push(res));
    }
}
/** A batch's work, on the main thread. */
function runHere(b) {
    let failure = null; // a batch stops at its first failure, as in a worker
    for (const it of b.items) {
        if (failure !== null) {
            it.reject(failure.e);
            continue;
        }
        try {
            if (it.path === null)
                it.resolve((0,external_node_zlib_.deflateRawSync)(it.data, { level: DEFLATE_LEVEL }));
            else {
                (0,external_node_fs_.writeFileSync)(it.path, it.data);
                it.resolve(EMPTY);
            }
        }
        catch (e) {
            failure = { e };
            it.reject(e);
        }
    }
}

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(78474);
;// CONCATENATED MODULE: ./lib/bundle/zipwrite.js
// The zip writer of baseline bundles (src/bundle/write.ts, docs/bundle.md). Bundles used to be
// written with yazl's `addFile`; this writer writes exactly the bytes that path wrote for the same
// entries (test/bundle/zipwrite.test.ts compares them), so a bundle's bytes still depend on its
// content only. It exists for speed: yazl computes every entry's CRC-32 in JavaScript and deflates
// one entry after another on one stream, which made `--bundle-out x.zip` cost several times the
// validation it records. Here the CRC-32 is Node's native `zlib.crc32` (a table fallback on Node 20
// releases before 20.15), and several entries are deflated at once, off the main thread, while the
// main thread reads and hashes the next files. The deflating runs on worker threads, in batches
// (src/bundle/offthread.ts): one asynchronous `zlib.deflateRaw` per entry on libuv's thread pool
// costs about 0.1 ms of thread hand-offs a call, more than deflating a typical 15 KB trace, and
// measured slower than deflating everything on the main thread on a two-core machine. Without
// workers (a small zip, or workers that cannot start) entries are deflated on the main thread: the
// bytes are the same either way.
//
// Layout, as yazl's `addFile` writes it: per entry a local header (general-purpose flags 0x0808:
// UTF-8 name, sizes and CRC in a data descriptor; CRC and sizes 0; no extra field), the raw
// deflate data (zlib's default level 6, whole-buffer deflate gives the same bytes as yazl's chunked
// stream), then a data descriptor with its signature (16 bytes, 24 when the entry needs zip64).
// Then the central directory: version made by 0x033f (Unix, spec 6.3), version needed 20 (45 with
// zip64), the same flags, an Info-ZIP "UT" extra field with the modification time, the zip64
// extra field (sizes and offset, 28 bytes) when the entry needs it, external attributes `mode << 16`.
// Then the end records: zip64 end record and locator only when there are 65,535 entries or more, or
// the central directory's size or offset reaches 0xffffffff. An entry needs zip64 when a size or
// its header's offset is above 0xfffffffe.
//
// The first entries can be reserved and filled last (a bundle's manifest lists the digests of the
// trace files after it). Compressed data waits in memory up to a cap, beyond it in a scratch file
// beside the output; the zip is written out by `finish`. Memory stays bounded: the input being
// deflated is bounded (src/bundle/offthread.ts), a file over STREAM_FROM_BYTES (a large report) is
// deflated as a stream of pieces, and the compressed data held in memory is capped.





/** Compressed data kept in memory before it goes to the scratch file. */
const DEFAULT_MEMORY_CAP = 32 * 1024 * 1024;
/** `addFile`: a larger file is deflated as a stream, read in pieces of STREAM_PIECE bytes. */
const STREAM_FROM_BYTES = 64 * 1024 * 1024;
const STREAM_PIECE = 1024 * 1024;
/** Read back from the scratch file in pieces of this size. */
const SCRATCH_CHUNK = 1024 * 1024;

/** Fill `into` from the file's current position; the bytes read (fewer at the end of the file). */
function readInto(fd, into) {
    let done = 0;
    while (done < into.length) {
        const n = (0,external_node_fs_.readSync)(fd, into, done, into.length - done, null);
        if (n === 0)
            break;
        done += n;
    }
    return done;
}
/** DOS date and time of a Date in local time, clamped to 1980..2107 (as yazl encodes it). */
function dosDateTime(d) {
    const min = new Date(1980, 0, 1);
    const max = new Date(2107, 11, 31, 23, 59, 58);
    const t = d < min ? min : d > max ? max : d;
    return {
        date: (t.getDate() & 0x1f) | (((t.getMonth() + 1) & 0xf) << 5) | (((t.getFullYear() - 1980) & 0x7f) << 9),
        time: Math.floor(t.getSeconds() / 2) | ((t.getMinutes() & 0x3f) << 5) | ((t.getHours() & 0x1f) << 11),
    };
}
function writeUInt64LE(b, n, at) {
    b.writeUInt32LE(n % 0x100000000, at);
    b.writeUInt32LE(Math.floor(n / 0x100000000), at + 4);
}
const FLAGS = (1 << 11) | (1 << 3); // UTF-8 name; CRC and sizes in the data descriptor
const METHOD_DEFLATE = 8;
const VERSION_MADE_BY = (3 << 8) | 63;
const VERSION_NEEDED = 20;
const VERSION_NEEDED_ZIP64 = 45;
const entry = (name, reserved) => ({ name: entryName(name), crc: 0, size: 0, csize: -1, chunks: [], offset: 0, reserved });
/** A zip of deflated entries in the order they are added (`reserve` keeps a place to fill later). */
class ZipWriter {
    o;
    entries = [];
    dos;
    mtime;
    attributes;
    memoryCap;
    streamFrom;
    pool;
    memoryBytes = 0;
    scratchFd = null;
    scratchEnd = 0;
    failure = null;
    constructor(o) {
        this.o = o;
        if ((o.mode & 0xffff) !== o.mode)
            throw new Error(`invalid mode ${o.mode}`);
        this.dos = dosDateTime(o.date);
        this.mtime = Math.min(0x7fffffff, Math.max(-0x80000000, Math.floor(o.date.getTime() / 1000)));
        this.attributes = (o.mode << 16) >>> 0;
        this.memoryCap = o.memoryCap ?? DEFAULT_MEMORY_CAP;
        this.streamFrom = o.streamFromBytes ?? STREAM_FROM_BYTES;
        this.pool = new OffThread({ ...(o.workers !== undefined ? { workers: o.workers } : {}), ...(o.workersFromBytes !== undefined ? { startFromBytes: o.workersFromBytes } : {}) });
    }
    /** Keep the next entry's place; its data comes with `fill`. Returns its number. */
    reserve(name) {
        this.entries.push(entry(name, true));
        return this.entries.length - 1;
    }
    /** Add an entry; resolves when more may be added (the data being deflated is bounded). */
    async add(name, data) {
        const e = entry(name, false);
        this.entries.push(e);
        await this.queue(e, data);
    }
    /**
     * Add a file's content. Up to STREAM_FROM_BYTES it is read whole and added as `add` does; a
     * larger one (a large report) is read in pieces and deflated as a stream (the same bytes), so
     * that memory stays bounded. Resolves when the file is read and deflated.
     */
    async addFile(name, path) {
        const fd = (0,external_node_fs_.openSync)(path, "r");
        try {
            const size = (0,external_node_fs_.fstatSync)(fd).size;
            if (size <= this.streamFrom) {
                const whole = Buffer.allocUnsafe(size);
                const n = readInto(fd, whole);
                await this.add(name, n === size ? whole : whole.subarray(0, n));
                return;
            }
            const e = entry(name, false);
            this.entries.push(e);
            await this.deflateStream(e, fd);
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    }
    /** The data of a reserved entry. */
    async fill(index, data) {
        const e = this.entries[index];
        if (!e?.reserved)
            throw new Error(`zip entry ${index} is not reserved`);
        e.reserved = false;
        await this.queue(e, data);
    }
    /** Write the zip to `path` (created or truncated). Every reserved entry must be filled. */
    async finish(path) {
        await this.pool.drain();
        this.check();
        for (const e of this.entries)
            if (e.reserved || e.csize < 0)
                throw new Error(`zip entry ${e.name.toString()} has no data`);
        const out = new Output((0,external_node_fs_.openSync)(path, "w"), this.o.startOffset ?? 0);
        try {
            const chunk = Buffer.allocUnsafe(SCRATCH_CHUNK);
            for (const e of this.entries) {
                e.offset = out.cursor;
                out.write(this.localHeader(e));
                for (const c of e.chunks) {
                    if (c.mem !== null)
                        out.write(c.mem);
                    else
                        for (let done = 0; done < c.len;)
                            done += out.write(this.readScratch(chunk, c.at + done, Math.min(chunk.length, c.len - done)));
                }
                out.write(this.dataDescriptor(e));
                e.chunks = [];
            }
            const cdStart = out.cursor;
            for (const e of this.entries)
                out.write(this.centralRecord(e));
            out.write(this.endRecords(cdStart, out.cursor));
            out.flush();
        }
        finally {
            (0,external_node_fs_.closeSync)(out.fd);
        }
    }
    /** Stop the workers and remove the scratch file (after `finish`, or after an error). */
    async close() {
        this.failure ??= new Error("the zip writer is closed");
        await this.pool.close();
        if (this.scratchFd !== null) {
            (0,external_node_fs_.closeSync)(this.scratchFd);
            this.scratchFd = null;
        }
        (0,external_node_fs_.rmSync)(this.o.scratchPath, { force: true });
    }
    async queue(e, data) {
        this.check();
        e.crc = (0,crc32/* crc32 */.Q)(data);
        e.size = data.length;
        this.pool.deflate(data).then((c) => {
            try {
                this.store(e, c);
            }
            catch (err) {
                this.failure ??= err;
            }
        }, (err) => {
            this.failure ??= err;
        });
        await this.pool.room();
        this.check();
    }
    /** Keep an entry's deflated data: in memory up to the cap, then in the scratch file. */
    store(e, c) {
        this.keep(e, c);
        e.csize = c.length;
    }
    /** Keep the next piece of an entry's deflated data. */
    keep(e, c) {
        if (this.memoryBytes + c.length <= this.memoryCap) {
            e.chunks.push({ mem: c, at: 0, len: c.length });
            this.memoryBytes += c.length;
            return;
        }
        this.scratchFd ??= (0,external_node_fs_.openSync)(this.o.scratchPath, "w+");
        for (let done = 0; done < c.length;)
            done += (0,external_node_fs_.writeSync)(this.scratchFd, c, done, c.length - done, this.scratchEnd + done);
        e.chunks.push({ mem: null, at: this.scratchEnd, len: c.length });
        this.scratchEnd += c.length;
    }
    /** An entry deflated as a stream from `fd` (on libuv's thread pool: the workers may be busy with earlier entries). */
    async deflateStream(e, fd) {
        const z = external_node_zlib_.createDeflateRaw({ level: DEFLATE_LEVEL });
        let csize = 0;
        let failed = null;
        z.on("data", (c) => {
            try {
                this.keep(e, c);
                csize += c.length;
            }
            catch (err) {
                failed ??= err;
            }
        });
        const ended = new Promise((res, rej) => {
            z.on("end", res);
            z.on("error", rej);
        });
        ended.catch(() => { }); // awaited below; an error before then is not an unhandled rejection
        let crc = 0;
        let size = 0;
        for (;;) {
            const piece = Buffer.allocUnsafe(STREAM_PIECE);
            const n = readInto(fd, piece);
            if (n === 0)
                break;
            const data = n === piece.length ? piece : piece.subarray(0, n);
            crc = (0,crc32/* crc32 */.Q)(data, crc);
            size += n;
            // events.once takes its listeners off again (one "error" listener per wait would pile up on a
            // large entry: Node's MaxListenersExceededWarning on the user's stderr)
            if (!z.write(data))
                await (0,external_node_events_.once)(z, "drain");
            if (failed !== null)
                break;
        }
        z.end();
        await ended;
        if (failed !== null)
            throw failed;
        e.crc = crc;
        e.size = size;
        e.csize = csize;
    }
    readScratch(into, at, n) {
        let done = 0;
        while (done < n) {
            const r = (0,external_node_fs_.readSync)(this.scratchFd, into, done, n - done, at + done);
            if (r === 0)
                throw new Error("the zip's scratch file is shorter than written");
            done += r;
        }
        return into.subarray(0, n);
    }
    check() {
        if (this.failure !== null)
            throw this.failure;
    }
    zip64(e) {
        return e.size > 0xfffffffe || e.csize > 0xfffffffe || e.offset > 0xfffffffe;
    }
    localHeader(e) {
        const h = Buffer.alloc(30 + e.name.length);
        h.writeUInt32LE(0x04034b50, 0);
        h.writeUInt16LE(VERSION_NEEDED, 4);
        h.writeUInt16LE(FLAGS, 6);
        h.writeUInt16LE(METHOD_DEFLATE, 8);
        h.writeUInt16LE(this.dos.time, 10);
        h.writeUInt16LE(this.dos.date, 12);
        // CRC-32 and both sizes: 0 here, in the data descriptor
        h.writeUInt16LE(e.name.length, 26);
        h.writeUInt16LE(0, 28);
        e.name.copy(h, 30);
        return h;
    }
    dataDescriptor(e) {
        const z = this.zip64(e);
        const d = Buffer.alloc(z ? 24 : 16);
        d.writeUInt32LE(0x08074b50, 0);
        d.writeUInt32LE(e.crc, 4);
        if (z) {
            writeUInt64LE(d, e.csize, 8);
            writeUInt64LE(d, e.size, 16);
        }
        else {
            d.writeUInt32LE(e.csize, 8);
            d.writeUInt32LE(e.size, 12);
        }
        return d;
    }
    centralRecord(e) {
        const z = this.zip64(e);
        const extra = 9 + (z ? 28 : 0);
        const r = Buffer.alloc(46 + e.name.length + extra);
        r.writeUInt32LE(0x02014b50, 0);
        r.writeUInt16LE(VERSION_MADE_BY, 4);
        r.writeUInt16LE(z ? VERSION_NEEDED_ZIP64 : VERSION_NEEDED, 6);
        r.writeUInt16LE(FLAGS, 8);
        r.writeUInt16LE(METHOD_DEFLATE, 10);
        r.writeUInt16LE(this.dos.time, 12);
        r.writeUInt16LE(this.dos.date, 14);
        r.writeUInt32LE(e.crc, 16);
        r.writeUInt32LE(z ? 0xffffffff : e.csize, 20);
        r.writeUInt32LE(z ? 0xffffffff : e.size, 24);
        r.writeUInt16LE(e.name.length, 28);
        r.writeUInt16LE(extra, 30);
        // comment length, disk number, internal attributes: 0
        r.writeUInt32LE(this.attributes, 38);
        r.writeUInt32LE(z ? 0xffffffff : e.offset, 42);
        let at = 46 + e.name.copy(r, 46);
        // Info-ZIP "UT": the modification time (flags: mtime and atime, as Info-ZIP; no atime here)
        r.writeUInt16LE(0x5455, at);
        r.writeUInt16LE(5, at + 2);
        r.writeUInt8(3, at + 4);
        r.writeInt32LE(this.mtime, at + 5);
        at += 9;
        if (z) {
            r.writeUInt16LE(0x0001, at);
            r.writeUInt16LE(24, at + 2);
            writeUInt64LE(r, e.size, at + 4);
            writeUInt64LE(r, e.csize, at + 12);
            writeUInt64LE(r, e.offset, at + 20);
        }
        return r;
    }
    endRecords(cdStart, cdEnd) {
        const count = this.entries.length;
        const cdSize = cdEnd - cdStart;
        const zip64 = count >= 0xffff || cdSize >= 0xffffffff || cdStart >= 0xffffffff;
        const end = Buffer.alloc(22);
        end.writeUInt32LE(0x06054b50, 0);
        end.writeUInt16LE(Math.min(count, 0xffff), 8);
        end.writeUInt16LE(Math.min(count, 0xffff), 10);
        end.writeUInt32LE(Math.min(cdSize, 0xffffffff), 12);
        end.writeUInt32LE(Math.min(cdStart, 0xffffffff), 16);
        if (!zip64)
            return end;
        const rec = Buffer.alloc(56);
        rec.writeUInt32LE(0x06064b50, 0);
        writeUInt64LE(rec, 56 - 12, 4);
        rec.writeUInt16LE(VERSION_MADE_BY, 12);
        rec.writeUInt16LE(VERSION_NEEDED_ZIP64, 14);
        writeUInt64LE(rec, count, 24);
        writeUInt64LE(rec, count, 32);
        writeUInt64LE(rec, cdSize, 40);
        writeUInt64LE(rec, cdStart, 48);
        const loc = Buffer.alloc(20);
        loc.writeUInt32LE(0x07064b50, 0);
        writeUInt64LE(loc, cdEnd, 8);
        loc.writeUInt32LE(1, 16);
        return Buffer.concat([rec, loc, end]);
    }
}
function entryName(name) {
    const b = Buffer.from(name, "utf8");
    if (b.length === 0 || b.length > 0xffff)
        throw new Error(`zip entry name of ${b.length} bytes`);
    return b;
}
/** Sequential writes to a file through a 1 MiB buffer; `cursor` counts from the start offset. */
class Output {
    fd;
    base;
    buf = Buffer.allocUnsafe(1024 * 1024);
    used = 0;
    written = 0;
    constructor(fd, base) {
        this.fd = fd;
        this.base = base;
    }
    get cursor() {
        return this.base + this.written + this.used;
    }
    /** Returns the bytes taken. */
    write(b) {
        if (b.length >= this.buf.length / 2 || this.used + b.length > this.buf.length)
            this.flush();
        if (b.length >= this.buf.length / 2)
            this.writeAll(b);
        else
            this.used += b.copy(this.buf, this.used);
        return b.length;
    }
    flush() {
        if (this.used > 0)
            this.writeAll(this.buf.subarray(0, this.used));
        this.used = 0;
    }
    writeAll(b) {
        for (let done = 0; done < b.length;)
            done += (0,external_node_fs_.writeSync)(this.fd, b, done, b.length - done);
        this.written += b.length;
    }
}

;// CONCATENATED MODULE: ./lib/bundle/write.js
// Writing a baseline bundle (docs/bundle.md): `arh validate --bundle-out DIR|FILE.zip` and the
// action's baseline artifact. A folder is assembled beside its destination and renamed into place.
// A zip is written straight from the files (src/bundle/zipwrite.ts: entries in a fixed order, a
// fixed date, so the same inputs give the same bytes) to a temporary sibling, then renamed. Each
// trace file is read once: its digest, its CRC-32 and what is written all come from that read.










/** Trace files larger than this are not bundled (the pipeline refuses them too). */
const MAX_TRACE_BYTES = 256 * 1024 * 1024;
/** Whether a `--bundle-out` / `--baseline` path names a zip. */
const write_isZipPath = (p) => /\.zip$/i.test(p);
let counter = 0;
/** Write the bundle; returns the manifest. Any problem is a UsageError naming the file. */
async function writeBundle(b) {
    const dest = (0,external_node_path_.resolve)(b.out);
    const zip = write_isZipPath(dest);
    if (!zip && (0,external_node_fs_.existsSync)(dest)) {
        const st = (0,external_node_fs_.lstatSync)(dest);
        if (!st.isDirectory() || ((0,external_node_fs_.readdirSync)(dest).length > 0 && !(0,external_node_fs_.existsSync)((0,external_node_path_.join)(dest, bundle_format/* MANIFEST_FILE */.h1)))) {
            throw new errors/* UsageError */.e(`--bundle-out ${b.out}: exists and is not an empty folder or a bundle`);
        }
    }
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(dest), { recursive: true });
    return zip ? writeZip(b, dest) : writeFolder(b, dest);
}
/** The report's trace paths, each once, in code-unit order (the manifest's order). */
const tracePaths = (b) => [...new Set(b.sourcePaths)].sort();
/** A trace file's bytes (read once), or the UsageError that stops the bundle. */
function readTrace(b, p) {
    const bad = (0,bundle_format/* storablePath */.kN)(p);
    if (bad)
        throw new errors/* UsageError */.e(`--bundle-out: cannot bundle trace file '${p.slice(0, 200)}': ${bad} (validate from the repository root, or pass --root)`);
    const r = (0,readfile/* readRegularFile */.XF)((0,external_node_path_.join)(b.root, p), MAX_TRACE_BYTES);
    if (!r.ok)
        throw new errors/* UsageError */.e(`--bundle-out: cannot read trace file ${p.slice(0, 200)}: ${r.reason}`);
    return r.bytes;
}
const traceOf = (p, bytes) => ({ path: p, bytes: bytes.length, sha256: (0,digest/* sha256Of */.Bj)(bytes) });
function manifestOf(b, traces, index) {
    return {
        arh_bundle_version: bundle_format/* BUNDLE_VERSION */.AY,
        report: bundle_format/* REPORT_FILE */.Uq,
        policy: bundle_format/* POLICY_FILE */.jA,
        quarantine: b.quarantinePath !== undefined ? bundle_format/* BUNDLE_QUARANTINE_FILE */.vX : null,
        ...(b.memoryResultsPath !== undefined ? { memory_results: bundle_format/* MEMORY_RESULTS_FILE */.Wf } : {}),
        format: b.format,
        ...(b.history !== undefined ? { history: bundle_format/* HISTORY_FILE */.CX } : {}),
        index: { path: bundle_format/* INDEX_FILE */.K$, ...index },
        traces,
    };
}
/**
 * The folder: staged beside `dest`, then renamed into place. The trace files are written on worker
 * threads (src/bundle/offthread.ts) while the main thread reads and hashes the next ones.
 */
async function writeFolder(b, dest) {
    const stage = `${dest}.tmp-${process.pid}-${counter++}`;
    const pool = new OffThread();
    const failures = []; // of the writes, in the order they failed
    const fail = (e) => {
        failures.push(e);
    };
    try {
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.join)(stage, bundle_format/* TRACES_DIR */.Po), { recursive: true });
        (0,external_node_fs_.copyFileSync)(b.reportPath, (0,external_node_path_.join)(stage, bundle_format/* REPORT_FILE */.Uq));
        const index = indexOf(b.reportPath, (0,external_node_path_.join)(stage, bundle_format/* INDEX_FILE */.K$));
        (0,writefile/* writeFileSliced */.SK)((0,external_node_path_.join)(stage, bundle_format/* POLICY_FILE */.jA), b.policyText);
        if (b.quarantinePath !== undefined)
            (0,external_node_fs_.copyFileSync)(b.quarantinePath, (0,external_node_path_.join)(stage, bundle_format/* BUNDLE_QUARANTINE_FILE */.vX));
        if (b.memoryResultsPath !== undefined)
            (0,external_node_fs_.copyFileSync)(b.memoryResultsPath, (0,external_node_path_.join)(stage, bundle_format/* MEMORY_RESULTS_FILE */.Wf));
        if (b.history !== undefined)
            (0,writefile/* writeFileSliced */.SK)((0,external_node_path_.join)(stage, bundle_format/* HISTORY_FILE */.CX), b.history);
        const traces = [];
        const made = new Set();
        for (const p of tracePaths(b)) {
            const bytes = readTrace(b, p);
            const target = (0,external_node_path_.join)(stage, bundle_format/* TRACES_DIR */.Po, p);
            const parent = (0,external_node_path_.dirname)(target);
            if (!made.has(parent)) {
                (0,external_node_fs_.mkdirSync)(parent, { recursive: true });
                made.add(parent);
            }
            pool.write(target, bytes).catch(fail);
            traces.push(traceOf(p, bytes));
            await pool.room();
            if (failures.length > 0)
                throw failures[0];
        }
        await pool.drain();
        if (failures.length > 0)
            throw failures[0];
        const manifest = manifestOf(b, traces, index);
        (0,writefile/* writeFileSliced */.SK)((0,external_node_path_.join)(stage, bundle_format/* MANIFEST_FILE */.h1), renderManifest(manifest));
        (0,external_node_fs_.rmSync)(dest, { recursive: true, force: true });
        (0,external_node_fs_.renameSync)(stage, dest);
        return manifest;
    }
    finally {
        await pool.close(); // before the stage goes: no write lands after
        (0,external_node_fs_.rmSync)(stage, { recursive: true, force: true });
    }
}
/** The index of the report (src/bundle/baseline-index.ts), written to `dest`; a report it cannot read stops the bundle. */
function indexOf(reportPath, dest) {
    try {
        return writeIndex(reportPath, dest);
    }
    catch (e) {
        throw new errors/* UsageError */.e(`--bundle-out: cannot index the report ${reportPath}: ${e instanceof Error ? e.message : String(e)}`);
    }
}
/** `bundle.json`: 2-space JSON, one trace per line. */
function renderManifest(m) {
    const { traces, ...head } = m;
    const text = JSON.stringify({ ...head, traces: [] }, null, 2);
    if (traces.length === 0)
        return text + "\n";
    return text.replace('"traces": []', '"traces": [\n' + traces.map((t) => "    " + JSON.stringify(t)).join(",\n") + "\n  ]") + "\n";
}
/** A fixed date for every entry (local time, as zip stores it), so the zip's bytes depend on content only. */
const ZIP_DATE = new Date(2000, 0, 1, 0, 0, 0);
/**
 * The zip, written to a temporary sibling and renamed into place: bundle.json (filled last: it
 * lists the traces' digests), report.json, index.jsonl, policy.json, [quarantine.json], [memory-results.json],
 * [history.json], then traces/<path> in the manifest's order, each file read once.
 */
async function writeZip(b, dest) {
    const tmp = `${dest}.tmp-${process.pid}-${counter++}`;
    const z = new ZipWriter({ date: ZIP_DATE, mode: 0o100644, scratchPath: `${tmp}.part` });
    try {
        const head = z.reserve(bundle_format/* MANIFEST_FILE */.h1);
        await z.addFile(bundle_format/* REPORT_FILE */.Uq, b.reportPath);
        const index = indexOf(b.reportPath, `${tmp}.index`);
        try {
            await z.addFile(bundle_format/* INDEX_FILE */.K$, `${tmp}.index`);
        }
        finally {
            (0,external_node_fs_.rmSync)(`${tmp}.index`, { force: true });
        }
        await z.add(bundle_format/* POLICY_FILE */.jA, Buffer.from(b.policyText, "utf8"));
        if (b.quarantinePath !== undefined)
            await z.addFile(bundle_format/* BUNDLE_QUARANTINE_FILE */.vX, b.quarantinePath);
        if (b.memoryResultsPath !== undefined)
            await z.addFile(bundle_format/* MEMORY_RESULTS_FILE */.Wf, b.memoryResultsPath);
        if (b.history !== undefined)
            await z.add(bundle_format/* HISTORY_FILE */.CX, Buffer.from(b.history, "utf8"));
        const traces = [];
        for (const p of tracePaths(b)) {
            const bytes = readTrace(b, p);
            traces.push(traceOf(p, bytes));
            await z.add(`${bundle_format/* TRACES_DIR */.Po}/${p}`, bytes);
        }
        const manifest = manifestOf(b, traces, index);
        await z.fill(head, Buffer.from(renderManifest(manifest), "utf8"));
        await z.finish(tmp);
        (0,external_node_fs_.renameSync)(tmp, dest);
        return manifest;
    }
    catch (e) {
        (0,external_node_fs_.rmSync)(tmp, { force: true });
        if (e instanceof errors/* UsageError */.e)
            throw e;
        throw new errors/* UsageError */.e(`--bundle-out ${dest}: cannot write the zip: ${e instanceof Error ? e.message : String(e)}`);
    }
    finally {
        await z.close();
    }
}

;// CONCATENATED MODULE: ./lib/bundle/read.js
// Reading a baseline (docs/bundle.md): a bare report file as ever, or a bundle (a folder, or a zip
// read where it is: its central directory checked with the safe extractor's checks and limits, its
// small files extracted, its traces read from the archive when needed). A bundle is checked whole
// before use: its manifest, its report, its policy (parsed, and matching the report's digest), its
// quarantine, every trace file against the manifest (none missing, none extra, the same bytes) and
// the manifest against the report. The trace files' bytes are checked last, on a worker thread
// when there are many (src/bundle/verify.ts): `checked()` is awaited before the bundle is used.
// Any problem is one UsageError naming the bundle and what is wrong.




















const read_show = (s) => (0,bound/* truncateText */.EJ)(s, 200);
/** A problem of bundle `name`, as the one line the shells print. */
function bundleError(name, what) {
    return new errors/* UsageError */.e(`baseline bundle ${read_show(name)}: ${what}`);
}
/**
 * The baseline named by `--baseline` (or the action's baseline path): a folder or a `.zip` is a
 * bundle, anything else a bare report (read as ever: `label` names it in messages). A bundle's
 * trace files are checked before it is returned, unless `deferTraceCheck` (the caller starts the
 * check with `startCheck()` and awaits `checked()` itself, doing other work meanwhile: the check
 * runs on a worker thread).
 */
async function readBaselineSource(path, label, tempRoot, opts = {}) {
    let dir = false;
    try {
        dir = statSync(path).isDirectory();
    }
    catch {
        // not there: the report reader says so
    }
    if (!dir && !isZipPath(path))
        return { kind: "report", report: loadReportFile(path, label), path };
    const bundle = dir ? openBundleDir(path, path, opts) : await openBundleZip(path, path, tempRoot, opts);
    if (!opts.deferTraceCheck) {
        try {
            await bundle.checked();
        }
        catch (e) {
            bundle.cleanup();
            throw e;
        }
    }
    return { kind: "bundle", bundle };
}
/**
 * The files of a bundle zip besides its traces and its report, extracted to be read as a bundle
 * folder's are. The report is extracted only when it is read: when the index cannot stand for it
 * (absent, damaged) or the streamed comparison reads it from its file (`lazyReportAbove`).
 */
const ROOT_FILES = [bundle_format/* MANIFEST_FILE */.h1, bundle_format/* INDEX_FILE */.K$, bundle_format/* POLICY_FILE */.jA, bundle_format/* BUNDLE_QUARANTINE_FILE */.vX, bundle_format/* MEMORY_RESULTS_FILE */.Wf, bundle_format/* HISTORY_FILE */.CX];
/**
 * A bundle zip, read where it is: the central directory checked (the bundle limits), the files
 * other than traces extracted into a fresh temporary folder, the traces left in the archive.
 */
async function openBundleZip(path, name, tempRoot, opts = {}) {
    const st = (() => {
        try {
            return (0,external_node_fs_.statSync)(path);
        }
        catch {
            return null;
        }
    })();
    if (!st)
        throw bundleError(name, "file not found");
    if (!st.isFile())
        throw bundleError(name, "not a regular file");
    const unsafe = (e) => (e instanceof errors/* UsageError */.e ? e : bundleError(name, `unsafe or unreadable zip: ${e instanceof Error ? e.message : String(e)}`));
    let opened;
    try {
        opened = await bundle_zip/* ZipIndex */.Gq.open(path, bundle_format/* BUNDLE_ZIP_LIMITS */.Em);
    }
    catch (e) {
        throw unsafe(e);
    }
    let index = opened;
    const dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(tempRoot ?? (0,external_node_os_.tmpdir)(), "arh-bundle-"));
    const drop = () => {
        index?.close();
        (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
    };
    try {
        try {
            for (const f of ROOT_FILES)
                if (opened.files.has(f))
                    await opened.extractTo(f, (0,external_node_path_.join)(dir, f));
        }
        catch (e) {
            throw unsafe(e);
        }
        const reportEntry = opened.files.get(bundle_format/* REPORT_FILE */.Uq);
        const indexEntry = opened.files.get(bundle_format/* INDEX_FILE */.K$);
        const pre = readManifestAndIndex(dir, name, reportEntry ? { bytes: reportEntry.size, crc32: reportEntry.crc32 } : null, opts, indexEntry ? { bytes: indexEntry.size, crc32: indexEntry.crc32 } : null);
        if (reportEntry && pre.needReport) {
            try {
                await opened.extractTo(bundle_format/* REPORT_FILE */.Uq, (0,external_node_path_.join)(dir, bundle_format/* REPORT_FILE */.Uq));
            }
            catch (e) {
                throw unsafe(e);
            }
        }
        const prefix = `${bundle_format/* TRACES_DIR */.Po}/`;
        if (opened.files.has(bundle_format/* TRACES_DIR */.Po))
            throw bundleError(name, `${bundle_format/* TRACES_DIR */.Po} is not a folder`);
        const listed = [...opened.files.keys()].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
        const entries = [...opened.files.values()].filter((e) => e.path.startsWith(prefix));
        // the traces' records are kept packed from here (openBundleParts), the index's map of them let go
        index.close();
        index = null;
        const b = openBundleParts(dir, name, { kind: "zip", zip: path, entries }, listed, opts, { ...pre, reportInArchive: reportEntry !== undefined });
        const stop = b.cleanup;
        b.cleanup = () => {
            stop();
            drop();
        };
        return b;
    }
    catch (e) {
        drop();
        throw e;
    }
}
/** A bundle folder, checked whole (the trace files' bytes by `checked()`). */
function openBundleDir(dirPath, name, opts = {}) {
    const dir = (0,external_node_path_.resolve)(dirPath);
    const tracesDir = (0,external_node_path_.join)(dir, bundle_format/* TRACES_DIR */.Po);
    let size = null;
    try {
        const st = (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(dir, bundle_format/* REPORT_FILE */.Uq));
        if (st.isFile())
            size = st.size;
    }
    catch {
        // not there: checked below, as every named file is
    }
    return openBundleParts(dir, name, { kind: "dir", tracesDir }, null, opts, readManifestAndIndex(dir, name, size === null ? null : { bytes: size, path: (0,external_node_path_.join)(dir, bundle_format/* REPORT_FILE */.Uq) }, opts));
}
/**
 * The manifest read, and the index tried (src/bundle/baseline-index.ts): used when whole and made
 * from this report; set aside for the report, with one line saying why, when absent or damaged;
 * an index that disagrees with the report or the manifest refuses the bundle (after the report is
 * read, so that a report's own problem is said first). `report`: a zip's directory record of the
 * report, or a folder's file; null when there is none.
 */
function readManifestAndIndex(dir, name, report, opts, archivedIndex = null) {
    const manifest = readManifest(dir, name);
    const say = (why) => (opts.onNotice ?? defaultNotice)(`baseline bundle ${read_show(name)}: ${why}: reading ${bundle_format/* REPORT_FILE */.Uq} instead`);
    const ref = manifest.index;
    // the streamed comparison reads the report from its file, entry by entry: nothing to gain here
    const streamed = opts.lazyReportAbove !== undefined && report !== null && report.bytes > opts.lazyReportAbove;
    if (ref === undefined || report === null || streamed) {
        if (ref === undefined && report !== null)
            say(indexProblems.get(manifest) ?? `no ${bundle_format/* INDEX_FILE */.K$} (a bundle written before the index)`);
        return { manifest, index: null, needReport: true };
    }
    let got;
    try {
        checkReport(ref, "path" in report ? { path: report.path } : report);
        got = readIndex((0,external_node_path_.join)(dir, bundle_format/* INDEX_FILE */.K$), ref, archivedIndex);
    }
    catch (e) {
        if (e instanceof IndexDisagrees)
            return { manifest, index: null, needReport: true, disagrees: `${bundle_format/* INDEX_FILE */.K$} does not agree with ${bundle_format/* REPORT_FILE */.Uq}: ${e.message}` };
        throw e;
    }
    if (got.ok)
        return { manifest, index: got, needReport: false };
    say(`${bundle_format/* INDEX_FILE */.K$} ${got.why}`);
    return { manifest, index: null, needReport: true };
}
const defaultNotice = (line) => void process.stderr.write(`arh: note: ${(0,util_escape/* neutralizeWorkflowCommands */.tW)(line)}\n`);
/** Why a manifest's `index` record was not taken (the bundle is then read by its report). */
const indexProblems = new WeakMap();
/**
 * The report's trace paths and policy digest, read entry by entry (never whole); null when the
 * file is not a plain report this pass can read (the whole reading then says what is wrong).
 */
function scanReportFacts(path) {
    let reader;
    try {
        reader = new scanner/* JsonScanner */.V(path);
    }
    catch {
        return null;
    }
    try {
        if (reader.peek()?.name !== "startObject")
            return null;
        reader.expect();
        const facts = { policy_digest: undefined, schema_version: undefined, format_version: undefined, sourcePaths: new Set() };
        let reports = 0;
        for (;;) {
            const t = reader.expect();
            if (t.name === "endObject")
                break;
            if (t.name !== "keyValue")
                return null;
            if (t.value === "reports") {
                if (++reports > 1 || reader.peek()?.name !== "startArray")
                    return null;
                reader.expect();
                // each entry's keys walked, and only `source_path` read: nothing else of an entry is built
                while (reader.peek()?.name !== "endArray") {
                    if (reader.expect().name !== "startObject")
                        return null;
                    let path = undefined;
                    for (;;) {
                        const k = reader.expect();
                        if (k.name === "endObject")
                            break;
                        if (k.name !== "keyValue")
                            return null;
                        if (k.value === "source_path")
                            path = reader.readValue(3);
                        else {
                            // an object or array passed over unparsed (parsed, the 100,000 step lists of a large
                            // report piled up as garbage faster than the collector ran: 100 MB); the reading
                            // that follows (streamed or whole) checks them
                            const p = reader.peek();
                            if (p !== null && (p.name === "startObject" || p.name === "startArray"))
                                reader.readBytes(3);
                            else
                                reader.skipValue();
                        }
                    }
                    if (typeof path === "string")
                        facts.sourcePaths.add(path);
                }
                reader.expect();
            }
            else if (t.value === "policy_digest")
                facts.policy_digest = reader.readValue(1);
            else if (t.value === "schema_version" || t.value === "format_version")
                facts[t.value] = reader.readValue(1);
            else
                reader.skipValue();
        }
        if (reports !== 1 || reader.next() !== null)
            return null;
        if (facts.policy_digest !== undefined && facts.policy_digest !== null && typeof facts.policy_digest !== "string")
            return null;
        return facts;
    }
    catch {
        return null;
    }
    finally {
        reader.close();
    }
}
/** Largest trace file read for a trace diff (the pipeline refuses larger ones too). */
const read_MAX_TRACE_BYTES = 256 * 1024 * 1024;
/**
 * The checks and reading common to a folder and a zip: `dir` holds the bundle's files but the
 * traces; `listed` the trace files a zip holds (null: list the folder's `traces/`).
 */
function openBundleParts(dir, name, store, listed, opts, opening) {
    const m = opening.manifest;
    const indexed = opening.index;
    // a zip's report not extracted (the index stands for it) is checked as the archive lists it
    if (!opening.needReport && opening.reportInArchive === false)
        throw bundleError(name, `${bundle_format/* REPORT_FILE */.Uq}: missing (${bundle_format/* MANIFEST_FILE */.h1} names it)`);
    const reportNamed = opening.needReport || opening.reportInArchive === undefined ? [bundle_format/* REPORT_FILE */.Uq] : [];
    // every file the manifest names, once, before any is used: there, a regular file, not a link
    for (const f of [...reportNamed, bundle_format/* POLICY_FILE */.jA, ...(m.quarantine ? [m.quarantine] : []), ...(m.memory_results ? [m.memory_results] : [])])
        checkNamedFile(dir, f, name);
    const loadReport = () => {
        try {
            return (0,load.loadReportFile)((0,external_node_path_.join)(dir, bundle_format/* REPORT_FILE */.Uq), bundle_format/* REPORT_FILE */.Uq);
        }
        catch (e) {
            throw bundleError(name, e instanceof Error ? e.message.replace(`${bundle_format/* REPORT_FILE */.Uq} ${(0,external_node_path_.join)(dir, bundle_format/* REPORT_FILE */.Uq)}`, bundle_format/* REPORT_FILE */.Uq) : String(e));
        }
    };
    const lazy = indexed === null && opts.lazyReportAbove !== undefined && (0,readfile/* sizeOrZero */.t3)((0,external_node_path_.join)(dir, bundle_format/* REPORT_FILE */.Uq)) > opts.lazyReportAbove;
    const facts = lazy ? scanReportFacts((0,external_node_path_.join)(dir, bundle_format/* REPORT_FILE */.Uq)) : null;
    const versionProblem = facts ? ((0,load.schemaProblem)(facts.schema_version) ?? (0,digests/* formatProblem */.Vw)(facts.format_version)) : null;
    if (versionProblem !== null)
        throw bundleError(name, `${bundle_format/* REPORT_FILE */.Uq}: ${versionProblem}`);
    let report = indexed ? indexed.report : facts ? null : loadReport();
    if (opening.disagrees !== undefined)
        throw bundleError(name, opening.disagrees);
    if (indexed === null && !lazy && m.index !== undefined)
        checkReportBytes(dir, m.index, name);
    const digest = facts ? facts.policy_digest : report.policy_digest;
    const sourcePaths = indexed ? indexed.sourcePaths : facts ? facts.sourcePaths : new Set(report.reports.map((e) => e.source_path).filter((p) => typeof p === "string"));
    const { policyText, policy } = readBundlePolicy(dir, digest, name);
    let quarantine = null;
    if (m.quarantine !== null) {
        try {
            quarantine = readQuarantineFile((0,external_node_path_.join)(dir, bundle_format/* BUNDLE_QUARANTINE_FILE */.vX), bundle_format/* BUNDLE_QUARANTINE_FILE */.vX).quarantine;
        }
        catch (e) {
            throw bundleError(name, e instanceof Error ? e.message : String(e));
        }
    }
    checkTraceList(listed ?? listFiles((0,external_node_path_.join)(dir, bundle_format/* TRACES_DIR */.Po), name), m.traces, sourcePaths, name);
    // from here on the trace list is held packed (memory: a bundle of 100,000 traces listed them as
    // objects, with their digests as strings, for the whole run)
    const packed = (0,verify.packTraces)(store, m.traces);
    let check = null;
    const checkDir = store.kind === "dir" ? store.tracesDir : null; // (closures keep no `store`: a zip's holds every record)
    const startCheck = () => (check ??= (0,verify.startTraceCheck)(checkDir, packed));
    const format = m.format;
    const memoryResults = m.memory_results ? (0,external_node_path_.join)(dir, bundle_format/* MEMORY_RESULTS_FILE */.Wf) : null;
    // a folder's own traces/, or where a zip's would be extracted (the folder is not made)
    const tracesDir = store.kind === "dir" ? store.tracesDir : (0,external_node_path_.join)(dir, bundle_format/* TRACES_DIR */.Po);
    const zipPath = store.kind === "zip" ? store.zip : null;
    let checked = null;
    let files = null;
    const traceFiles = () => {
        if (files)
            return files;
        const paths = (0,verify.packedPaths)(packed);
        const z = packed.zip;
        const source = zipPath !== null && z ? { zip: zipPath, entries: paths.flatMap((p, i) => (z.size[i] >= 0 ? [(0,verify.packedEntry)(z, i, p)] : [])), prefix: `${bundle_format/* TRACES_DIR */.Po}/`, dir: tracesDir } : null;
        return (files = { tracesDir, files: paths.map((p) => (0,external_node_path_.join)(tracesDir, p)).sort(), source });
    };
    // a zip's trace files read for trace diffs: by the packed records, the archive opened when first needed
    let reader = null;
    let at = null;
    const traceBytes = (p) => {
        if (zipPath === null || !packed.zip) {
            const r = (0,readfile/* readRegularFile */.XF)((0,external_node_path_.join)(tracesDir, p), read_MAX_TRACE_BYTES);
            return r.ok ? r.bytes : null;
        }
        try {
            at ??= new Map((0,verify.packedPaths)(packed).map((q, i) => [q, i]));
            const i = at.get(p);
            if (i === undefined || packed.zip.size[i] < 0)
                return null;
            reader ??= zipentries/* ZipEntries */.D.fromEntries(zipPath, []);
            return reader.readEntry((0,verify.packedEntry)(packed.zip, i, p));
        }
        catch {
            return null;
        }
    };
    return {
        name,
        dir,
        get report() {
            return (report ??= loadReport());
        },
        set report(r) {
            report = r;
        },
        policyText,
        policy,
        quarantine,
        memoryResults,
        format,
        traceBytes,
        traceFiles,
        startCheck: () => void startCheck(),
        checked: () => (checked ??= startCheck().done().then((problem) => {
            if (problem !== null)
                throw bundleError(name, problem);
        })),
        cleanup: () => {
            check?.stop();
            reader?.close();
            reader = null;
        },
    };
}
/** A report read whole although an index was listed: its bytes must be those the manifest records. */
function checkReportBytes(dir, ref, name) {
    const r = (0,readfile/* readRegularFile */.XF)((0,external_node_path_.join)(dir, bundle_format/* REPORT_FILE */.Uq), ref.report_bytes + 1);
    if (!r.ok)
        return; // the report's reading says what is wrong
    if (r.bytes.length !== ref.report_bytes || (0,digest/* sha256Of */.Bj)(r.bytes) !== ref.report_sha256)
        throw bundleError(name, `${bundle_format/* REPORT_FILE */.Uq}: its bytes do not match ${bundle_format/* MANIFEST_FILE */.h1} (changed)`);
}
/** Largest memory-results.json a bundle may carry (the run read it whole, as a policy). */
const MAX_MEMORY_RESULTS_BYTES = 256 * 1024 * 1024;
/** A file the manifest names (`file`, at the bundle's root): present, regular, not a link, readable without blocking. */
function checkNamedFile(dir, file, name) {
    const path = (0,external_node_path_.join)(dir, file);
    let st;
    try {
        st = (0,external_node_fs_.lstatSync)(path);
    }
    catch {
        throw bundleError(name, `${file}: missing (${bundle_format/* MANIFEST_FILE */.h1} names it)`);
    }
    if (st.isSymbolicLink())
        throw bundleError(name, `${file}: not a regular file (links are refused)`);
    if (file !== bundle_format/* MEMORY_RESULTS_FILE */.Wf)
        return; // the report, policy and quarantine readers check the rest, without blocking
    const r = (0,readfile/* readRegularFile */.XF)(path, MAX_MEMORY_RESULTS_BYTES);
    if (!r.ok)
        throw bundleError(name, `${file}: ${r.reason}`);
}
/**
 * The bundle's policy: its digest is checked against the report's first, from the parsed JSON, so a
 * policy that is not the report's is refused before its regexes are compiled.
 */
function readBundlePolicy(dir, want, name) {
    const located = (e) => bundleError(name, (e instanceof Error ? e.message : String(e)).replace((0,external_node_path_.join)(dir, bundle_format/* POLICY_FILE */.jA), bundle_format/* POLICY_FILE */.jA));
    let policyText;
    try {
        policyText = (0,parse/* readPolicyText */.OG)((0,external_node_path_.join)(dir, bundle_format/* POLICY_FILE */.jA));
    }
    catch (e) {
        throw located(e);
    }
    let doc;
    try {
        doc = JSON.parse(policyText.charCodeAt(0) === 0xfeff ? policyText.slice(1) : policyText);
    }
    catch {
        doc = undefined; // the parser below says where
    }
    if (doc !== undefined) {
        let got;
        try {
            got = (0,digest/* policyDigestOf */.K7)(doc);
        }
        catch (e) {
            // a policy no digest can be computed of (nested deeper than the canonical form allows)
            throw bundleError(name, `${bundle_format/* POLICY_FILE */.jA}: ${e instanceof Error ? e.message : String(e)}`);
        }
        if (want !== undefined && want !== null && got !== want)
            throw bundleError(name, `${bundle_format/* POLICY_FILE */.jA} is not the policy the report was judged with (its digest ${got}, the report's ${read_show(String(want))})`);
    }
    try {
        return { policyText, policy: (0,parse/* policyFromText */.M5)(policyText, bundle_format/* POLICY_FILE */.jA) };
    }
    catch (e) {
        throw located(e);
    }
}
function readManifest(dir, name) {
    const r = (0,readfile/* readRegularFile */.XF)((0,external_node_path_.join)(dir, bundle_format/* MANIFEST_FILE */.h1), bundle_format/* MAX_MANIFEST_BYTES */.ZJ);
    if (!r.ok)
        throw bundleError(name, r.code === "ENOENT" ? `no ${bundle_format/* MANIFEST_FILE */.h1} (not a bundle: pass a report file, or a folder written by 'arh validate --bundle-out')` : `${bundle_format/* MANIFEST_FILE */.h1}: ${r.reason}`);
    let raw;
    try {
        raw = JSON.parse(r.bytes.toString("utf8"));
    }
    catch {
        throw bundleError(name, `${bundle_format/* MANIFEST_FILE */.h1} is not valid JSON`);
    }
    const bad = (what) => {
        throw bundleError(name, `${bundle_format/* MANIFEST_FILE */.h1}: ${what}`);
    };
    if (typeof raw !== "object" || raw === null || Array.isArray(raw))
        bad("not an object");
    const o = raw;
    const v = o.arh_bundle_version;
    if (typeof v !== "number" || !Number.isInteger(v) || v < 1)
        bad(`'arh_bundle_version' ${read_show(JSON.stringify(v) ?? "(absent)")} is not a bundle format this build reads (it reads format ${bundle_format/* BUNDLE_VERSION */.AY})`);
    if (v > bundle_format/* BUNDLE_VERSION */.AY)
        throw bundleError(name, `made by a newer arh (bundle format ${v}; this build reads format ${bundle_format/* BUNDLE_VERSION */.AY}): upgrade arh, or use the bundle's report.json as a bare report`);
    if (o.report !== bundle_format/* REPORT_FILE */.Uq)
        bad(`'report' must be "${bundle_format/* REPORT_FILE */.Uq}"`);
    if (o.policy !== bundle_format/* POLICY_FILE */.jA)
        bad(`'policy' must be "${bundle_format/* POLICY_FILE */.jA}"`);
    if (o.quarantine !== null && o.quarantine !== bundle_format/* BUNDLE_QUARANTINE_FILE */.vX)
        bad(`'quarantine' must be "${bundle_format/* BUNDLE_QUARANTINE_FILE */.vX}" or null`);
    if (o.memory_results !== undefined && o.memory_results !== null && o.memory_results !== bundle_format/* MEMORY_RESULTS_FILE */.Wf)
        bad(`'memory_results' must be "${bundle_format/* MEMORY_RESULTS_FILE */.Wf}" or null`);
    if (typeof o.format !== "string" || !adapters/* FORMATS */.hR.includes(o.format))
        bad(`'format' must be one of ${adapters/* FORMATS */.hR.join(", ")}`);
    if (!Array.isArray(o.traces))
        bad("'traces' must be an array");
    const traces = [];
    const seen = new Set();
    o.traces.forEach((t, i) => {
        const e = t;
        if (typeof t !== "object" || t === null || typeof e.path !== "string" || typeof e.bytes !== "number" || typeof e.sha256 !== "string")
            bad(`traces[${i}] must be {path, bytes, sha256}`);
        const p = e.path;
        const why = (0,bundle_format/* storablePath */.kN)(p);
        if (why)
            bad(`traces[${i}] '${read_show(p)}': ${why}`);
        if (seen.has(p))
            bad(`traces[${i}] '${read_show(p)}' is listed twice`);
        seen.add(p);
        traces.push({ path: p, bytes: e.bytes, sha256: e.sha256 });
    });
    const memory = o.memory_results === bundle_format/* MEMORY_RESULTS_FILE */.Wf ? { memory_results: bundle_format/* MEMORY_RESULTS_FILE */.Wf } : {};
    const index = indexRef(o.index);
    const out = { arh_bundle_version: v, report: bundle_format/* REPORT_FILE */.Uq, policy: bundle_format/* POLICY_FILE */.jA, quarantine: o.quarantine, ...memory, format: o.format, ...(typeof index === "object" ? { index } : {}), traces };
    if (typeof index === "string")
        indexProblems.set(out, index);
    return out;
}
const count = (v) => typeof v === "number" && Number.isInteger(v) && v >= 0;
/** The manifest's `index` record, checked; absent: undefined; a record this build cannot use: why (the report is then read). */
function indexRef(v) {
    if (v === undefined)
        return undefined;
    const r = v;
    if (typeof v !== "object" || v === null || r.path !== bundle_format/* INDEX_FILE */.K$ || !count(r.format) || !count(r.bytes) || typeof r.sha256 !== "string" || !count(r.crc32) || !count(r.traces) || !count(r.report_bytes) || typeof r.report_sha256 !== "string" || !count(r.report_crc32)) {
        return `${bundle_format/* MANIFEST_FILE */.h1}: 'index' is not {path: "${bundle_format/* INDEX_FILE */.K$}", format, bytes, sha256, crc32, traces, report_bytes, report_sha256, report_crc32}`;
    }
    return { path: bundle_format/* INDEX_FILE */.K$, format: r.format, bytes: r.bytes, sha256: r.sha256, crc32: r.crc32, traces: r.traces, report_bytes: r.report_bytes, report_sha256: r.report_sha256, report_crc32: r.report_crc32 };
}
/** Every file under `dir`, relative, `/`-separated; a link or special file is a problem. */
function listFiles(dir, name) {
    const out = [];
    const top = (() => {
        try {
            return (0,external_node_fs_.lstatSync)(dir);
        }
        catch {
            return null; // no traces at all: each listed file is then missing
        }
    })();
    if (top && !top.isDirectory())
        throw bundleError(name, `${bundle_format/* TRACES_DIR */.Po} is not a folder${top.isSymbolicLink() ? " (links are refused)" : ""}`);
    const walk = (abs, rel) => {
        let names;
        try {
            names = (0,external_node_fs_.readdirSync)(abs);
        }
        catch {
            return;
        }
        for (const n of names.sort()) {
            const a = (0,external_node_path_.join)(abs, n);
            const r = rel ? `${rel}/${n}` : n;
            const st = (0,external_node_fs_.lstatSync)(a);
            if (st.isDirectory())
                walk(a, r);
            else if (st.isFile())
                out.push(r);
            else
                throw bundleError(name, `${bundle_format/* TRACES_DIR */.Po}/${read_show(r)} is not a regular file (links are refused)`);
        }
    };
    walk(dir, "");
    return out;
}
/** The trace files present against the manifest, and the manifest against the report (their bytes: `checked()`). */
function checkTraceList(present, traces, inReport, name) {
    const listed = new Map(traces.map((t) => [t.path, t]));
    for (const f of present)
        if (!listed.has(f))
            throw bundleError(name, `extra trace file ${bundle_format/* TRACES_DIR */.Po}/${read_show(f)}: not in ${bundle_format/* MANIFEST_FILE */.h1}`);
    for (const p of inReport)
        if (!listed.has(p))
            throw bundleError(name, `the report's trace file '${read_show(p)}' is missing from the bundle`);
    for (const p of listed.keys())
        if (!inReport.has(p))
            throw bundleError(name, `extra trace file '${read_show(p)}': listed in ${bundle_format/* MANIFEST_FILE */.h1} but in no entry of the report`);
}

// EXTERNAL MODULE: ./lib/engine/source.js
var engine_source = __webpack_require__(45325);
// EXTERNAL MODULE: ./lib/adapters/jsonl.js
var jsonl = __webpack_require__(48554);
// EXTERNAL MODULE: ./lib/engine/validate.js + 9 modules
var validate = __webpack_require__(45478);
// EXTERNAL MODULE: ./lib/trace/parse.js
var trace_parse = __webpack_require__(6566);
;// CONCATENATED MODULE: ./lib/bundle/details.js
// The detail of a trace's steps for the trace diff (docs/bundle.md): arguments, results, latency
// and tokens read from the trace file itself (a bundle's traces for the before side, the traces
// validated in the run for the after side), since lean reports carry no previews. Reads files:
// only for the few traces a trace diff draws, each file once.







/**
 * Step details read from the trace files under `root` (an entry's `source_path` is relative to
 * it), or through `root` when it is a reader (a bundle zip's entries).
 */
function stepDetailsFrom(root, format) {
    const cache = new Map();
    const fileTraces = (path) => {
        if (cache.has(path))
            return cache.get(path);
        let out = null;
        try {
            let loaded;
            if (typeof root === "string")
                loaded = (0,pipeline/* readText */.fu)((0,external_node_path_.join)(root, path), path);
            else {
                const bytes = root(path);
                loaded = bytes === null ? { error: "unreadable", location: { uri: path, startLine: 1, startColumn: 1, endLine: 1, endColumn: 2 } } : (0,pipeline/* decodeText */.g7)(bytes, path);
            }
            if (!("error" in loaded)) {
                let doc;
                try {
                    doc = JSON.parse(loaded.text);
                }
                catch {
                    doc = (0,jsonl/* otlpJsonLines */.Z)(loaded.text)?.doc;
                }
                if (doc !== undefined) {
                    out = new Map();
                    for (const a of (0,adapters/* adaptDocument */.U)(doc, (0,external_node_path_.basename)(path), format)) {
                        try {
                            const t = (0,trace_parse/* parseTrace */.bj)(a.trace);
                            if (!out.has(t.trace_id))
                                out.set(t.trace_id, { full: (0,validate/* stepDigests */.YN)(t), lean: (0,engine_report/* leanStepDigests */.cZ)(t) });
                        }
                        catch {
                            // a trace that does not parse has no steps to show
                        }
                    }
                }
            }
        }
        catch {
            out = null; // not an agent document, or unreadable: the report's digests stay
        }
        cache.set(path, out);
        return out;
    };
    return (entry) => {
        if (entry.kind !== undefined && entry.kind !== "agent")
            return null;
        if (typeof entry.source_path !== "string")
            return null;
        const got = fileTraces(entry.source_path)?.get(entry.trace_id);
        // the same steps as the entry's digests (ids, tools, argument hashes, and result fingerprints
        // when the report has them), or the file is not the one the report was made from
        const mine = entry.steps;
        if (!got || !mine || got.lean.length !== mine.length)
            return null;
        for (let i = 0; i < mine.length; i++) {
            const a = got.lean[i];
            const b = mine[i];
            if (a.step_id !== b.step_id || a.type !== b.type || a.tool_name !== b.tool_name || a.args_hash !== b.args_hash)
                return null;
            if (b.result_hash !== undefined && a.result_hash !== b.result_hash)
                return null;
        }
        return got.full;
    };
}

;// CONCATENATED MODULE: ./lib/bundle/prepare.js









/**
 * The candidate's trace files judged under its policy (`runValidation`), and when the baseline is a
 * bundle judged under another policy, under the bundle's too, from the same reading of each file
 * (engine/pipeline.ts `runValidationTwice`): what `prepareBaseline` would otherwise judge again
 * (CandidateSide `underBase`). `opts.parallel` names the candidate's policy file; the workers are
 * given the bundle's as well.
 */
async function judgeCandidate(src, files, policy, opts) {
    const base = baselinePolicy(src);
    // the digest the bundle was judged with (its report's, checked equal to its policy's when opened)
    if (base === null || policy.digest === base.policy.digest)
        return { report: await runValidation(files, policy, opts), underBase: null };
    const r = await runValidationTwice(files, policy, opts, base);
    return { report: r.report, underBase: r.second };
}
function baselinePolicy(src) {
    return src.kind === "bundle" ? { policy: src.bundle.policy, policyText: src.bundle.policyText, policyPath: POLICY_FILE } : null;
}
async function prepareBaseline(src, cand) {
    const prepared = await prepare(src, cand);
    // both sides are read now (the CLI's and the action's gate alike): the step lists kept to share
    // with a next report read go, rather than when the event loop turns (compare/load.ts)
    (0,load.forgetReadLists)();
    return prepared;
}
async function prepare(src, cand) {
    const candidateDigest = cand.report.policy_digest ?? null;
    if (src.kind === "report") {
        const judging = { traces: false, baselineDigest: src.report.policy_digest ?? null, candidateDigest, original: null, unjudged: null };
        return { report: src.report, judging, quarantine: null, details: null, bundle: null };
    }
    const b = src.bundle;
    await b.checked(); // every trace file as the manifest lists it, before any is used
    const baselineDigest = b.report.policy_digest ?? b.policy.digest ?? null;
    const base = { quarantine: b.quarantine, details: stepDetailsFrom(b.traceBytes, b.format), bundle: b };
    const same = candidateDigest === null || candidateDigest === baselineDigest;
    if (same)
        return { ...base, report: b.report, judging: { traces: true, baselineDigest, candidateDigest, original: null, unjudged: null } };
    if (!cand.policy || cand.policy.digest !== candidateDigest) {
        const unjudged = cand.policy ? "the policy given is not the one the candidate report was judged with" : "pass the candidate's policy (--policy) to re-judge";
        return { ...base, report: b.report, judging: { traces: true, baselineDigest, candidateDigest, original: null, unjudged } };
    }
    const { tracesDir, files, source } = b.traceFiles();
    const rejudged = await (0,pipeline/* runValidation */.Lb)(files, cand.policy, {
        // each trace's digests as first judged, held once: judging again under another policy gives the same
        onEntry: (0,digests/* stepSharer */._y)(b.report),
        format: b.format,
        failUnder: cand.report.fail_under ?? b.report.fail_under ?? 70,
        cwd: tracesDir,
        // a zip's traces are read where they are, never extracted; a file that cannot be is the bundle's problem
        ...(source ? { source } : {}),
        ...(cand.threads ? { parallel: { workers: cand.threads.workers, entry: cand.threads.entry, policyText: cand.threads.policyText, policyPath: cand.threads.policyPath, render: false, keepSteps: true } } : {}),
        // memory traces are judged from the results the run recorded (never by running a memory system again)
        ...(b.memoryResults ? { memory: { resultsFile: b.memoryResults } } : {}),
    }).catch((e) => {
        throw e instanceof engine_source/* SourceReadError */.C ? bundleError(b.name, e.message) : e;
    });
    const kept = b.memoryResults ? 0 : keepMemoryEntries(rejudged, b.report);
    const under = await candidateUnderBase(cand, b.policy, b.policyText);
    return { ...base, report: rejudged, judging: { traces: true, baselineDigest, candidateDigest, original: b.report, unjudged: null, baselineZeroTolerance: b.policy.zero_tolerance, ...(kept ? { keptMemory: kept } : {}), ...under } };
}
/**
 * The candidate's trace files judged under the baseline's policy (the other direction of a policy
 * change, compare/policy.ts `judgeBothDirections`), or why they could not be.
 */
async function candidateUnderBase(cand, policy, policyText) {
    if (!cand.traces)
        return { candidateUnderBase: null, candidateUnjudged: "the candidate is a report without its trace files" };
    const cwd = cand.traces.cwd;
    const files = [...new Set(cand.report.reports.map((e) => e.source_path).filter((p) => typeof p === "string" && p !== ""))].map((p) => (0,external_node_path_.resolve)(cwd, p));
    if (files.some((f) => !(0,external_node_fs_.existsSync)(f)))
        return { candidateUnderBase: null, candidateUnjudged: "a trace file of the candidate report is not at hand" };
    if (cand.underBase && cand.underBase.policy_digest === policy.digest) {
        keepMemoryEntries(cand.underBase, cand.report);
        return { candidateUnderBase: cand.underBase };
    }
    const t = cand.threads;
    const under = await (0,pipeline/* runValidation */.Lb)(files, policy, { format: cand.traces.format, failUnder: cand.report.fail_under ?? 70, cwd, ...(t ? { parallel: { workers: t.workers, entry: t.entry, policyText, policyPath: bundle_format/* POLICY_FILE */.jA, render: false, keepSteps: true } } : {}) });
    keepMemoryEntries(under, cand.report);
    return { candidateUnderBase: under };
}
/**
 * Without recorded memory results, a memory trace cannot be judged again as it was (its scores came
 * from running the memory system): its entry is kept as first judged. Returns how many were.
 */
function keepMemoryEntries(rejudged, original) {
    const first = new Map(original.reports.filter((e) => e.kind === "memory").map((e) => [e.source_path + "\u0000" + e.trace_id, e]));
    let kept = 0;
    rejudged.reports = rejudged.reports.map((e) => {
        const o = e.kind === "memory" ? first.get(e.source_path + "\u0000" + e.trace_id) : undefined;
        if (!o)
            return e;
        kept++;
        return o;
    });
    return kept;
}

// EXTERNAL MODULE: ./lib/bundle/history-read.js
var history_read = __webpack_require__(87505);
;// CONCATENATED MODULE: ./lib/github/bundle.js
// The action's side of baseline bundles (docs/bundle.md): the push job uploads its report with
// the trace files it was made from, the policy and the quarantine as the baseline artifact; a pull
// request reads that bundle (or an older artifact's bare report), re-judges its traces when the
// policy changed, and draws the before side of trace diffs from them.









/** Whether an extracted baseline artifact is a bundle (older artifacts hold report.json alone). */
const isBundleArtifact = (files) => files.includes(bundle_format/* MANIFEST_FILE */.h1);
/** A baseline path of the repository (`baseline: PATH`) that names a bundle: a folder or a .zip. */
function isBundlePath(p) {
    try {
        if ((0,external_node_fs_.statSync)(p).isDirectory())
            return true;
    }
    catch {
        // the reader says what is wrong
    }
    return write_isZipPath(p);
}
/** A bundle (a folder, or a zip extracted under `tempRoot`) as what the gate compares with. */
async function bundleBase(path, name, found, cand, tempRoot) {
    const bundle = write_isZipPath(path) && !(0,external_node_fs_.statSync)(path).isDirectory() ? await openBundleZip(path, name, tempRoot || undefined) : openBundleDir(path, name);
    try {
        const h = (0,history_read.readHistoryDir)(bundle.dir, name, { repository: null, branch: null }, "baseline bundle");
        return { ...(await preparedBase({ kind: "bundle", bundle }, found, cand, bundle.cleanup)), history: h.history, historyNotice: h.notice };
    }
    catch (e) {
        bundle.cleanup();
        throw e;
    }
}
/**
 * A baseline read (a bare report or a bundle) prepared for the candidate: re-judged when the
 * policies differ. Without a candidate (a caller that only reads the base), the baseline as read.
 */
async function preparedBase(source, found, cand, cleanup) {
    if (!cand) {
        if (source.kind === "bundle")
            await source.bundle.checked();
        const report = source.kind === "report" ? source.report : source.bundle.report;
        return { baseline: { kind: "found", report, source: found.source, label: found.label }, quarantine: source.kind === "bundle" ? source.bundle.quarantine : null, cleanup };
    }
    const p = await prepareBaseline(source, cand);
    return {
        baseline: { kind: "found", report: p.report, source: found.source, label: found.label, judging: p.judging, details: p.details },
        quarantine: p.quarantine,
        cleanup,
    };
}
/**
 * The baseline bundle of this run, staged in a fresh folder under `tempRoot`: the report file, the
 * traces at their report paths (relative to `ws`), the policy file and the quarantine. Throws with
 * one line when it cannot be made (a trace file gone, a policy file changed since the run read it).
 */
async function stageBundle(o) {
    const policyText = (0,parse/* readPolicyText */.OG)(o.policyPath);
    const digest = (0,parse/* policyFromText */.M5)(policyText, o.policyPath).digest;
    if (o.report.policy_digest !== undefined && digest !== o.report.policy_digest)
        throw new Error(`the policy file ${o.policyPath} changed since the run read it`);
    const tmp = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(o.tempRoot || (0,external_node_os_.tmpdir)(), "arh-bundle-"));
    const root = (0,external_node_path_.join)(tmp, "bundle");
    try {
        await writeBundle({ out: root, reportPath: o.reportPath, policyText, quarantinePath: o.quarantinePath ?? undefined, root: (0,external_node_path_.resolve)(o.ws), sourcePaths: o.report.reports.map((e) => e.source_path), format: o.format, history: o.history });
    }
    catch (e) {
        (0,external_node_fs_.rmSync)(tmp, { recursive: true, force: true });
        throw e;
    }
    return { root, files: bundle_listFiles(root), cleanup: () => (0,external_node_fs_.rmSync)(tmp, { recursive: true, force: true }) };
}
/** Every file under `dir`, absolute, in code-unit order (what the artifact client uploads). */
function bundle_listFiles(dir) {
    const out = [];
    for (const e of (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true, recursive: true }))
        if (e.isFile())
            out.push((0,external_node_path_.join)(e.parentPath ?? e.path, e.name));
    return out.sort();
}

;// CONCATENATED MODULE: ./lib/github/phases/base.js
// The base phase: what the candidate is judged against. The baseline (a report file in the
// repository, `baseline: PATH`; or, on a pull request, the newest baseline artifact of the base
// branch's push runs, src/github/baseline.ts) and the quarantine of flaky scenarios
// (docs/repeats.md). The first network call of a run, if any, is here.
//
// A baseline that cannot be used is a `missing` state with the reason, never an exception: the gate
// decides what a missing baseline means (`baseline-missing`). A baseline bundle (the report, its
// trace files, its policy, its quarantine: docs/bundle.md) is checked whole here, and its traces
// re-judged under the candidate's policy when the two differ (src/github/bundle.ts).








/** A bundle's history for the base, its notice in the log when it was dropped (never a failure). */
function historyOf(env, b) {
    if (b.historyNotice && !/has no history\.json/.test(b.historyNotice))
        env.log.notice(`Trend not shown: ${b.historyNotice.replace(/: a new history starts$/, "")}`);
    return { history: b.history ?? null };
}
/**
 * A bundle's traces are re-judged under the candidate's policy when the two differ (`cand`: the
 * report and policy of this run), so the gate compares like with like (docs/bundle.md).
 */
async function basePhase(env, ctx, cand) {
    const quarantine = ownQuarantine(env, ctx);
    const { inputs } = env;
    if (inputs.baseline.kind === "path")
        return { ...(await baselineFromPath(env, inputs.baseline.path, cand, ctx.runnerTemp)), quarantine };
    if (inputs.baseline.kind === "auto" && ctx.pr)
        return baselineFromArtifact(env, ctx, ctx.pr.baseRef, cand);
    return { baseline: { kind: "none" }, quarantine };
}
/**
 * Quarantine (docs/repeats.md): on a pull request only from the baseline artifact, never from the
 * tree under test; elsewhere (a push) from the `quarantine` input, then uploaded with the baseline.
 */
function ownQuarantine(env, ctx) {
    const { inputs, log } = env;
    if (inputs.quarantine === "")
        return null;
    if (ctx.pr) {
        log.info(`quarantine '${inputs.quarantine}' of the pull request is not read: a pull request gets the quarantine of its base branch's baseline artifact`);
        return null;
    }
    const p = (0,external_node_path_.resolve)(env.ws, inputs.quarantine);
    const read = readQuarantineFile(p, env.display(p));
    (0,writefile/* writeFileAtomic */.Zf)(env.paths.quarantine, read.text);
    return read.quarantine;
}
/** A baseline of the repository: a report file, or a bundle (folder or zip; its quarantine is not used: it is the tree under test's). */
async function baselineFromPath(env, path, cand, tempRoot) {
    const p = (0,external_node_path_.resolve)(env.ws, path);
    const found = { source: env.display(p), label: `baseline (${env.display(p)})` };
    try {
        if (isBundlePath(p)) {
            const b = await bundleBase(p, env.display(p), found, cand, tempRoot);
            return { baseline: b.baseline, cleanup: b.cleanup, ...historyOf(env, b) };
        }
        const report = env.readReport(p, `baseline ${env.display(p)}`);
        return { baseline: (await preparedBase({ kind: "report", report, path: p }, found, cand, () => { })).baseline };
    }
    catch (e) {
        return { baseline: { kind: "missing", reason: messageOf(e) } };
    }
}
/** The base branch's baseline artifact, and the quarantine uploaded with it (the only one a PR gets). */
async function baselineFromArtifact(env, ctx, baseRef, cand) {
    const { deps: d, inputs, log } = env;
    const missing = (reason) => ({ baseline: { kind: "missing", reason }, quarantine: null });
    if (!d.octokit)
        return missing("no token to download the baseline artifact");
    if (ctx.repositoryId === null)
        return missing("the event payload has no repository id");
    if (!baseRef)
        return missing("the event payload has no base branch");
    const got = await fetchBaseline(d.octokit, { owner: ctx.owner, repo: ctx.repo, repositoryId: ctx.repositoryId, branch: baseRef, artifactName: inputs.baselineArtifact, tempRoot: ctx.runnerTemp, ...(d.baselineMaxBytes ? { maxDownloadBytes: d.baselineMaxBytes } : {}) }, log);
    if (!got.ok)
        return missing(got.reason);
    let quarantine = null;
    let keep = false;
    try {
        const file = got.files.includes("report.json") ? "report.json" : got.files.find((f) => f.endsWith(".json"));
        if (!file)
            throw new errors/* UsageError */.e(`artifact ${got.artifactId} holds no report.json`);
        const report = env.readReport((0,external_node_path_.join)(got.dir, file), `baseline artifact ${got.artifactId}`);
        const at = got.headSha ? got.headSha.slice(0, 7) : "";
        const found = { source: `artifact ${got.artifactId} (run ${got.runId}${at ? `, ${at}` : ""})`, label: `${baseRef}${at ? `@${at}` : ""}` };
        if (isBundleArtifact(got.files)) {
            // a bundle: checked whole (its traces, policy, quarantine), kept until the gate has read its traces
            const b = await bundleBase(got.dir, `artifact ${got.artifactId}`, found, cand, ctx.runnerTemp);
            keep = true;
            return { baseline: b.baseline, quarantine: b.quarantine, cleanup: () => (0,external_node_fs_.rmSync)(got.dir, { recursive: true, force: true }), ...historyOf(env, b) };
        }
        if (got.files.includes(QUARANTINE_FILE))
            quarantine = readQuarantineFile((0,external_node_path_.join)(got.dir, QUARANTINE_FILE), `${QUARANTINE_FILE} of baseline artifact ${got.artifactId}`).quarantine;
        return { baseline: (await preparedBase({ kind: "report", report, path: file }, found, cand, () => { })).baseline, quarantine };
    }
    catch (e) {
        return missing(messageOf(e));
    }
    finally {
        if (!keep)
            (0,external_node_fs_.rmSync)(got.dir, { recursive: true, force: true });
    }
}

;// CONCATENATED MODULE: ./lib/compare/evaluations.js
// The evaluation regression of a comparison, as the compare JSON carries it (`evaluations`;
// scenarios/evaluation-gate.ts computes it, docs/evaluations.md).
/** Most evaluations shown on one step of a trace diff. */
const MAX_ON_STEP = 5;
/**
 * Trace diffs (tracediff/build.ts): each judged step's shown result ends with its evaluations
 * (`ok · faithfulness 0.6 · tone "polite"`), on both rails, so a falling score stands on the step
 * it judges. `steps[i]` shows `digests[i]`. The renderers escape the text as every result.
 */
function showEvaluationsOnSteps(steps, digests, evaluations) {
    // a report read from a file is untrusted: anything but a list of results is skipped
    if (!Array.isArray(evaluations) || evaluations.length === 0)
        return;
    const on = new Map();
    for (const e of evaluations) {
        if (e === null || typeof e !== "object" || typeof e.step_id !== "string" || typeof e.name !== "string")
            continue;
        const l = on.get(e.step_id) ?? [];
        if (l.length >= MAX_ON_STEP)
            continue;
        const name = e.name.length > 60 ? `${e.name.slice(0, 59)}…` : e.name;
        const parts = [typeof e.score === "number" ? String(Math.round(e.score * 10000) / 10000) : null, typeof e.label === "string" ? JSON.stringify(e.label.slice(0, 40)) : null].filter((x) => x !== null);
        l.push(`${name} ${parts.join(" ")}`);
        on.set(e.step_id, l);
    }
    for (let i = 0; i < steps.length && i < digests.length; i++) {
        const l = on.get(digests[i].step_id);
        if (l)
            steps[i].result = `${steps[i].result} · ${l.join(" · ")}`;
    }
}

// EXTERNAL MODULE: ./lib/tracediff/model.js
var model = __webpack_require__(13855);
;// CONCATENATED MODULE: ./lib/tracediff/build.js
// Builder: one agent-behavior-trace/v0 document per regressed trace of a comparison.
// Pure and deterministic: the same compare result, reports and policy give the same documents.





/** Rules whose findings concern the trace as a whole, even when they carry a step id. */
const TRACE_LEVEL = new Set(["ARH-BUD-002", "ARH-BUD-003", "ARH-BUD-004", "ARH-CMP-002", "ARH-SEQ-001", "ARH-SEQ-004", "ARH-SEQ-005", "ARH-GRD-002"]);
/** Budget errors: operational findings, shown in `verdict.operational`, never the behaviour verdict. */
const BUDGET_ERRORS = new Set(["ARH-BUD-001", "ARH-BUD-002", "ARH-BUD-003", "ARH-BUD-004"]);
/** A trace regressed when it went from pass to fail, or gained an error-severity finding. */
function build_isRegressed(t) {
    if (t.status_change === "added" || t.status_change === "removed")
        return false;
    return t.status_change === "pass->fail" || t.new_findings.some((f) => f.severity === "error");
}
function buildTraceDiffs(input) {
    return [...buildTraceDiffMap(input).values()];
}
/** The same documents by trace id, in the comparison's order. */
function buildTraceDiffMap(input) {
    const base = build_byId(input.baseline);
    const cand = build_byId(input.candidate);
    const docs = new Map();
    for (const t of input.compare.traces) {
        if (!build_isRegressed(t) || docs.has(t.trace_id) || (input.only && !input.only.has(t.trace_id)))
            continue;
        const c = cand.get(t.trace_id);
        if (!c)
            continue;
        docs.set(t.trace_id, build_buildTraceDiff(t, base.get(t.trace_id) ?? null, c, input));
    }
    return docs;
}
/**
 * The documents `buildTraceDiffMap` gives for `only`, each built when first asked for: a rendering
 * that shows a few of them (a PR comment holds a handful) builds those few, not every one it might
 * show. `get` builds (and keeps) the document; iterating gives only those built so far.
 */
function lazyTraceDiffMap(input) {
    // the trace each document is built from: the first regressed one of its id (as the loop above)
    const first = new Map();
    for (const t of input.compare.traces)
        if (input.only.has(t.trace_id) && !first.has(t.trace_id) && build_isRegressed(t))
            first.set(t.trace_id, t);
    return new LazyDiffs(first, input);
}
class LazyDiffs extends Map {
    first;
    input;
    sides = null;
    constructor(first, input) {
        super();
        this.first = first;
        this.input = input;
    }
    get(id) {
        const built = super.get(id);
        if (built !== undefined)
            return built;
        const t = this.first.get(id);
        if (!t)
            return undefined;
        this.first.delete(id);
        this.sides ??= { base: build_byId(this.input.baseline), cand: build_byId(this.input.candidate) };
        const c = this.sides.cand.get(id);
        if (!c)
            return undefined;
        const doc = build_buildTraceDiff(t, this.sides.base.get(id) ?? null, c, this.input);
        super.set(id, doc);
        return doc;
    }
    has(id) {
        return this.get(id) !== undefined;
    }
}
function build_byId(r) {
    const m = new Map();
    for (const e of r.reports ?? [])
        if (!m.has(e.trace_id))
            m.set(e.trace_id, e);
    return m;
}
/**
 * The trace diff of one regressed trace. Of `input`, the reports are not read, and of the
 * comparison only its candidate policy id (the contract when no policy is given).
 */
function build_buildTraceDiff(t, b, c, input) {
    const policy = input.policy;
    const newErrors = t.new_findings.filter((f) => f.severity === "error");
    const first = newErrors[0] ?? t.new_findings[0];
    const title = first ? ((0,registry/* ruleMeta */.ME)(first.rule_id)?.title ?? first.rule_id) : "score below fail_under";
    const bFull = (b && input.details?.baseline?.(b)) || b?.steps;
    const cFull = input.details?.candidate?.(c) || c.steps;
    const bSteps = bFull && bFull.length > 0 ? bFull : null;
    const cSteps = cFull && cFull.length > 0 ? cFull : null;
    const [bn, cn] = bSteps && cSteps ? alignedRows(bSteps, cSteps, t.drift?.alignment ?? computeDrift(bSteps, cSteps).alignment) : [null, null];
    const baseRail = {
        id: "baseline",
        label: label("Baseline", input.baselineLabel, b ? b.passed : (t.baseline_passed ?? false), b?.steps ? null : "steps not recorded"),
        regression: false,
        steps: bSteps ? toSteps(bSteps, bn, policy) : [notRecorded(b ? "baseline report has no step digests" : "trace not in the baseline report")],
    };
    const candSteps = cSteps ? toSteps(cSteps, cn, policy) : [notRecorded("candidate report has no step digests")];
    if (cSteps)
        markViolations(candSteps, cSteps, newErrors, policy);
    for (let i = 0; i < candSteps.length; i++)
        candSteps[i] = ordered(candSteps[i]);
    if (cSteps)
        showEvaluationsOnSteps(candSteps, cSteps, c.evaluations); // docs/evaluations.md
    if (bSteps && b)
        showEvaluationsOnSteps(baseRail.steps, bSteps, b.evaluations);
    const candRail = {
        id: "candidate",
        label: label("Candidate", input.candidateLabel, c.passed, c.steps && c.steps.length > 0 ? null : "steps not recorded"),
        regression: true,
        steps: candSteps,
    };
    const upd = isoDate(input.updated);
    const doc = {
        schema: model/* ABT_SCHEMA */.KY,
        case: `${(0,util_escape/* truncate */.xv)(t.trace_id, 200)} · ${(0,util_escape/* truncate */.xv)(title, 200)}`,
        contract: policy?.policy_id ?? input.compare.candidate_policy_id ?? c.policy_id ?? "unknown",
        ...(first ? { contract_clause: first.rule_id } : {}),
        rails: [baseRail, candRail],
        verdict: build_verdict(t, c, newErrors, policy),
        ...(upd ? { updated: upd } : {}),
    };
    return doc;
}
function label(side, ref, passed, note) {
    const parts = [side];
    if (ref && ref.trim())
        parts.push(ref.trim());
    parts.push(passed ? "pass" : "fail");
    if (note)
        parts.push(note);
    return parts.join(" · ");
}
function notRecorded(why) {
    return { n: 1, tool: "(not recorded)", result: why, kind: "read" };
}
/** The semantic role of a tool under the policy (docs/trace-diff.md). */
function kindOf(d, policy) {
    if (d.type === "model_response")
        return "respond";
    const tool = d.tool_name;
    if (!policy || tool === null)
        return "read";
    const schema = policy.allowed_tools.get(tool);
    if (schema?.side_effect)
        return "side_effect";
    if (schema?.kind === "precondition")
        return "precondition";
    const order = policy.sequence.call_order;
    const at = order.indexOf(tool);
    if (at >= 0) {
        for (let i = at + 1; i < order.length; i++) {
            if (policy.allowed_tools.get(order[i])?.side_effect)
                return "precondition";
        }
    }
    return "read";
}
/**
 * Row numbers `n` of both rails from the drift's alignment (the LCS of the two runs plus the
 * changed-argument pairs): an aligned pair shares its row; a step without a counterpart gets a
 * row of its own, left empty on the other rail (baseline-only rows before candidate-only rows
 * between two anchors). Linear in the number of steps.
 */
function alignedRows(a, b, alignment) {
    const na = new Array(a.length);
    const nb = new Array(b.length);
    let n = 0;
    let i = 0;
    let j = 0;
    const pairs = [...alignment.filter(([x, y]) => x >= 0 && x < a.length && y >= 0 && y < b.length), [a.length, b.length]];
    for (const [x, y] of pairs) {
        if (x < i || y < j)
            continue; // not increasing: ignore the pair
        while (i < x)
            na[i++] = ++n;
        while (j < y)
            nb[j++] = ++n;
        if (x < a.length && y < b.length) {
            n++;
            na[i++] = n;
            nb[j++] = n;
        }
    }
    return [na, nb];
}
/** The rail's steps: row numbers from the alignment (else 1..n), timestamps as running latency sums. */
function toSteps(ds, rows, policy) {
    let elapsed = 0;
    return ds.map((d, i) => {
        const s = {
            n: rows?.[i] ?? i + 1,
            tool: d.type === "model_response" ? "respond" : (d.tool_name ?? "(no tool_name)"),
            result: d.result,
            kind: kindOf(d, policy),
        };
        if (d.args !== undefined)
            s.args = parseArgs(d.args);
        elapsed += typeof d.latency_ms === "number" ? d.latency_ms : 0;
        if (typeof d.latency_ms === "number")
            s.timestamp_ms = round3(elapsed);
        if (typeof d.tokens === "number")
            s.tokens = d.tokens;
        if (typeof d.latency_ms === "number" && typeof d.model_latency_ms === "number" && d.model_latency_ms <= d.latency_ms)
            s.model_latency_ms = d.model_latency_ms;
        if (typeof d.agent === "string")
            s.agent = (0,util_escape/* truncate */.xv)(d.agent, model/* MAX_ABT_AGENT */.Fg);
        return s;
    });
}
/** The step with its keys in the format's order (n, tool, result, kind, consequential, in_violation, …). */
function ordered(s) {
    const o = { n: s.n, tool: s.tool, result: s.result, kind: s.kind };
    if (s.consequential !== undefined)
        o.consequential = s.consequential;
    if (s.in_violation !== undefined)
        o.in_violation = s.in_violation;
    if (s.args !== undefined)
        o.args = s.args;
    if (s.return !== undefined)
        o.return = s.return;
    if (s.timestamp_ms !== undefined)
        o.timestamp_ms = s.timestamp_ms;
    if (s.tokens !== undefined)
        o.tokens = s.tokens;
    if (s.model_latency_ms !== undefined)
        o.model_latency_ms = s.model_latency_ms;
    if (s.agent !== undefined)
        o.agent = s.agent;
    return o;
}
function round3(x) {
    return Math.round(x * 1000) / 1000;
}
/** Digest args are a preview of canonical JSON (cut with "…" past 120 chars; past 200 in older reports): a value when it parses, else the text. */
function parseArgs(a) {
    try {
        return JSON.parse(a);
    }
    catch {
        return a;
    }
}
/**
 * The steps a finding about the whole trace points at (docs/trace-diff.md): for ARH-SEQ-004 the
 * calls of its tool past `max_calls` (a double refund under `max_calls: 1`: the second refund), for
 * ARH-CMP-002 the first step past `max_steps`; the others (a budget, a tool never called, too few
 * calls, citation coverage) point at no step, and the verdict says what failed. Never a row only
 * because its result differs from the baseline's: results hold volatile values (ids, times).
 */
function traceLevelAnchors(f, digests) {
    const max = typeof f.expected === "number" && Number.isInteger(f.expected) && f.expected >= 0 ? f.expected : null;
    if (max === null)
        return [];
    if (f.rule_id === "ARH-CMP-002")
        return max < digests.length ? [max] : [];
    if (f.rule_id !== "ARH-SEQ-004")
        return [];
    const tool = /^tool '(.*)' was called \d+ times/s.exec(f.message)?.[1];
    if (tool === undefined)
        return [];
    const out = [];
    let calls = 0;
    digests.forEach((d, i) => {
        if (d.type === "tool_call" && d.tool_name === tool && ++calls > max)
            out.push(i);
    });
    return out;
}
/**
 * Mark `consequential` on exactly the steps the new error findings point at (a finding's step, or
 * traceLevelAnchors) and `in_violation` on their spans. A finding whose step is not among the
 * digests marks nothing.
 */
function markViolations(steps, digests, findings, policy) {
    const cons = new Set();
    const span = new Set();
    const indexOf = new Map();
    digests.forEach((d, i) => {
        if (!indexOf.has(d.step_id))
            indexOf.set(d.step_id, i);
    });
    for (const f of findings) {
        if (f.step_id === null || TRACE_LEVEL.has(f.rule_id)) {
            for (const i of traceLevelAnchors(f, digests))
                if (i < steps.length)
                    cons.add(i);
            continue;
        }
        const at = indexOf.get(f.step_id);
        if (at === undefined || at >= steps.length)
            continue;
        cons.add(at);
        for (const k of spanOf(f.rule_id, at, digests, policy))
            span.add(k);
    }
    for (const i of cons)
        steps[i].consequential = true;
    for (const i of span)
        if (!cons.has(i))
            steps[i].in_violation = true;
}
function spanOf(rule, at, ds, policy) {
    const out = [];
    const anchor = ds[at];
    switch (rule) {
        case "ARH-SEQ-003": {
            // The earlier-listed tools whose first call only came after the anchor: the late preconditions.
            if (!policy || anchor.tool_name === null)
                break;
            const order = policy.sequence.call_order;
            const pos = order.indexOf(anchor.tool_name);
            if (pos <= 0)
                break;
            const earlier = new Set(order.slice(0, pos));
            const firstCall = new Map();
            ds.forEach((d, i) => {
                if (d.type === "tool_call" && d.tool_name !== null && !firstCall.has(d.tool_name))
                    firstCall.set(d.tool_name, i);
            });
            for (let i = at + 1; i < ds.length; i++) {
                const tool = ds[i].tool_name;
                if (ds[i].type === "tool_call" && tool !== null && earlier.has(tool) && firstCall.get(tool) > at)
                    out.push(i);
            }
            break;
        }
        case "ARH-FLW-002": {
            // The identical attempts after the first excess one.
            for (let i = at + 1; i < ds.length; i++) {
                const d = ds[i];
                if (d.type === "tool_call" && d.tool_name === anchor.tool_name && d.args_hash === anchor.args_hash)
                    out.push(i);
            }
            break;
        }
        case "ARH-FLW-001": {
            // The agent carried on without retrying: every step after the errored call, through the final response.
            for (let i = at + 1; i < ds.length; i++)
                out.push(i);
            break;
        }
        default:
            break;
    }
    return out;
}
/**
 * Output, behaviour and operation apart (docs/trace-diff.md): behaviour fails on an error finding
 * that is no budget (the new ones, else those the candidate already had, else a score below
 * fail_under that budgets do not explain); budgets are operational and only `operational` says them.
 */
function build_verdict(t, c, newErrors, policy) {
    const steps = c.steps ?? [];
    const lastStep = steps[steps.length - 1];
    const okFinal = lastStep !== undefined && lastStep.type === "model_response" && lastStep.status === "ok" && lastStep.result.trim() !== "";
    const noFinalFinding = c.findings.some((f) => f.rule_id === "ARH-CMP-001");
    const behavioural = (fs) => fs.filter((f) => f.severity === "error" && !BUDGET_ERRORS.has(f.rule_id));
    const fromNew = behavioural(newErrors);
    const reasons = fromNew.length > 0 ? fromNew : behavioural(c.findings);
    let reason = reasons.map((f) => `${f.rule_id} — ${build_oneLine(f.message)}`).join("; ");
    const budgetOnly = c.findings.some((f) => f.severity === "error" && BUDGET_ERRORS.has(f.rule_id));
    if (!reason && !budgetOnly)
        reason = `score ${c.score} below fail_under` + (t.baseline_score !== null ? ` (baseline ${t.baseline_score})` : "");
    const v = {
        output: okFinal && !noFinalFinding ? "PASS" : "FAIL",
        behavior: reason ? "FAIL" : "PASS",
    };
    if (reason)
        v.behavior_reason = reason;
    v.operational = operational(c, policy);
    return v;
}
/** `total latency 845 ms over 600 ms`, one phrase per budget error (a count for repeated step budgets). */
function operational(c, policy) {
    const byRule = new Map();
    for (const f of c.findings) {
        if (f.severity !== "error" || !BUDGET_ERRORS.has(f.rule_id))
            continue;
        const list = byRule.get(f.rule_id) ?? [];
        list.push(f);
        byRule.set(f.rule_id, list);
    }
    if (byRule.size === 0) {
        if (policy) {
            const b = policy.budgets;
            if (b.max_step_latency_ms === null && b.max_total_latency_ms === null && b.max_total_cost_usd === null && b.max_total_tokens === null)
                return "no budget set";
        }
        return "within budget";
    }
    return [...byRule.keys()]
        .sort()
        .map((id) => budgetPhrase(id, byRule.get(id)))
        .join("; ");
}
const BUDGET_WORDS = {
    "ARH-BUD-001": ["step latency", (n) => `${build_num(n)} ms`],
    "ARH-BUD-002": ["total latency", (n) => `${build_num(n)} ms`],
    "ARH-BUD-003": ["total cost", (n) => `$${build_num(n)}`],
    "ARH-BUD-004": ["total tokens", (n) => `${build_num(n)} tokens`],
};
function budgetPhrase(id, fs) {
    const [what, unit] = BUDGET_WORDS[id];
    const f = fs[0];
    const obs = typeof f.observed === "number" && Number.isFinite(f.observed) ? f.observed : null;
    const exp = typeof f.expected === "number" && Number.isFinite(f.expected) ? f.expected : null;
    let text = obs !== null && exp !== null ? `${what} ${unit(obs)} over ${unit(exp)}` : `${what} over budget`;
    if (id === "ARH-BUD-001" && f.step_id)
        text += ` at step ${f.step_id}`;
    if (fs.length > 1)
        text = obs !== null && exp !== null ? `${what} over ${unit(exp)} at ${fs.length} steps (first ${unit(obs)} at step ${f.step_id ?? "?"})` : `${what} over budget at ${fs.length} steps`;
    return text;
}
/** A figure as written in the verdict: at most three decimals, no exponent for ordinary values. */
function build_num(n) {
    return String(Math.round(n * 1000) / 1000);
}
function build_oneLine(s) {
    return s.replace(/\s+/g, " ").trim();
}
/** `YYYY-MM-DD` from an ISO date or date-time; undefined when absent or not ISO. */
function isoDate(s) {
    if (!s)
        return undefined;
    const m = /^(\d{4}-\d{2}-\d{2})(?:$|T)/.exec(s.trim());
    return m ? m[1] : undefined;
}

// EXTERNAL MODULE: ./lib/util/indent.js
var indent = __webpack_require__(65004);
;// CONCATENATED MODULE: ./lib/report/cost.js
// The comparison's cost, tokens and latency for people (docs/cost.md): the run's totals
// (baseline → candidate, %), the cache-read share, the latency split into model and tool time (a
// slower model call is never shown as a slower tool), the top movers and the usage gates' checks.
// Console lines and a Markdown block for the compare summary (job summary, PR comment). Trace ids
// are untrusted: escaped per sink.



function tokens(v) {
    return v === null ? "–" : Math.round(v).toLocaleString("en-US");
}
function usd(v) {
    if (v === null)
        return "–";
    return v !== 0 && Math.abs(v) < 0.01 ? `$${v.toFixed(6)}` : `$${v.toFixed(4)}`;
}
function ms(v) {
    return v === null ? "–" : `${Math.round(v).toLocaleString("en-US")} ms`;
}
function cost_pct(p) {
    return p === null ? "" : ` (${p >= 0 ? "+" : ""}${p.toFixed(1)}%)`;
}
const FMT = { cost: usd, tokens, latency: ms };
const FIELD = { cost: "cost_usd", tokens: "total_tokens", latency: "latency_ms" };
/** "a → b (+x%)" of one quantity of two sides. */
function change(q, b, c) {
    const x = b[FIELD[q]];
    const y = c[FIELD[q]];
    const p = x !== null && y !== null && x !== 0 ? Math.round(((y - x) / x) * 1000) / 10 : null;
    return `${FMT[q](x)} → ${FMT[q](y)}${cost_pct(p)}`;
}
function estimated(b, c) {
    return b.cost_estimated || c.cost_estimated ? " (estimated from the policy's pricing)" : "";
}
function share(p) {
    return p === null ? "–" : `${p.toFixed(1)}%`;
}
/** The run-total lines, without a prefix. */
function totalLines(u, esc) {
    const b = u.baseline;
    const c = u.candidate;
    const out = [];
    const has = (f) => b[f] !== null || c[f] !== null;
    if (has("total_tokens")) {
        let kinds = "";
        if (has("input_tokens")) {
            kinds = `; input ${tokens(b.input_tokens)} → ${tokens(c.input_tokens)}, output ${tokens(b.output_tokens)} → ${tokens(c.output_tokens)}`;
            if (has("cache_read_tokens") && (b.cache_read_tokens || c.cache_read_tokens))
                kinds += `, cache-read ${tokens(b.cache_read_tokens)} → ${tokens(c.cache_read_tokens)}`;
            if (b.cache_creation_tokens || c.cache_creation_tokens)
                kinds += `, cache-write ${tokens(b.cache_creation_tokens)} → ${tokens(c.cache_creation_tokens)}`;
            if (b.reasoning_tokens || c.reasoning_tokens)
                kinds += `, reasoning ${tokens(b.reasoning_tokens)} → ${tokens(c.reasoning_tokens)}`;
        }
        out.push(`tokens ${change("tokens", b, c)}${kinds}`);
        if (u.cache_read_share.baseline !== null || u.cache_read_share.candidate !== null)
            out.push(`cache-read share of input ${share(u.cache_read_share.baseline)} → ${share(u.cache_read_share.candidate)}`);
    }
    if (has("cost_usd"))
        out.push(`cost ${change("cost", b, c)}${estimated(b, c)}`);
    const unpriced = [...new Set([...(b.unpriced_models ?? []), ...(c.unpriced_models ?? [])])].sort();
    if (unpriced.length > 0)
        out.push(`no price in the policy for ${unpriced.slice(0, 5).map((m) => esc(m)).join(", ")}${unpriced.length > 5 ? ", …" : ""}: the cost of their steps is left out`);
    if (has("latency_ms")) {
        const split = has("model_latency_ms") ? `: model ${ms(b.model_latency_ms)} → ${ms(c.model_latency_ms)}, tools ${ms(b.tool_latency_ms)} → ${ms(c.tool_latency_ms)}` : "";
        out.push(`latency ${change("latency", b, c)}${split}`);
    }
    return out;
}
function moverLine(m, esc) {
    const parts = [];
    for (const q of ["tokens", "cost", "latency"])
        if (m.baseline[FIELD[q]] !== null && m.candidate[FIELD[q]] !== null)
            parts.push(`${q} ${change(q, m.baseline, m.candidate)}`);
    if (m.baseline.model_latency_ms !== null && m.candidate.model_latency_ms !== null) {
        parts.push(`model ${ms(m.baseline.model_latency_ms)} → ${ms(m.candidate.model_latency_ms)}, tools ${ms(m.baseline.tool_latency_ms)} → ${ms(m.candidate.tool_latency_ms)}`);
    }
    return `${esc(m.trace_id)}: ${parts.join("; ")}`;
}
function checkWord(c) {
    return c.verdict === "regressed" ? "over the limit" : c.verdict === "insufficient-data" ? "insufficient data" : c.verdict === "not-significant" ? "above the limit, not significant" : "within";
}
function checkLine(c, esc) {
    const where = c.scope === "run" ? "run total" : `${c.scope} ${esc(c.id ?? "")}`;
    const stats = c.p !== undefined ? `, ${c.runs[0]} vs ${c.runs[1]} runs, q = ${c.q.toPrecision(2)}` : c.runs ? `, ${c.runs[0]} vs ${c.runs[1]} runs` : "";
    return `${where}: ${c.quantity} ${FMT[c.quantity](c.baseline)} → ${FMT[c.quantity](c.candidate)}${cost_pct(c.change_pct)}, limit ${esc(c.threshold)}: ${checkWord(c)}${stats}`;
}
function gateSummary(u, esc) {
    const g = u.gate;
    if (!g)
        return null;
    const th = Object.entries(g.thresholds).map(([q, t]) => `${q} +${esc(t)}`).join(", ");
    const unchecked = uncheckedUsageGates(u);
    return `usage gates (${th}): ${g.failed} of ${g.checked} check(s) over the limit${unchecked.length ? `; not checked: ${unchecked.join(", ")}` : ""}`;
}
const con = (s) => neutralizeWorkflowCommands(s.replace(/\r\n|\r|\n/g, " "));
/** Console lines (a leading blank line), or none when neither side records usage. */
function cost_usageConsoleLines(u) {
    if (!u)
        return [];
    const L = ["", `Usage, baseline → candidate (${u.baseline.traces} → ${plural(u.candidate.traces, "trace")}):`];
    for (const l of totalLines(u, con))
        L.push(`  ${l}`);
    if (u.top_movers.length > 0) {
        L.push("  top movers:");
        for (const m of u.top_movers)
            L.push(`    ${moverLine(m, con)}`);
    }
    const gs = gateSummary(u, con);
    if (gs) {
        L.push(`  ${gs}`);
        for (const c of u.gate.checks.filter((x) => x.verdict !== "within").slice(0, 10))
            L.push(`    ${checkLine(c, con)}`);
    }
    return L;
}
const mdEsc = (s) => (0,util_escape/* escapeMarkdown */.FV)(s, 200);
/** The Markdown block of the compare summary, or null when neither side records usage. */
function usageMarkdown(u) {
    if (!u)
        return null;
    const L = [`**Usage**, baseline → candidate (${u.baseline.traces} → ${(0,report_util/* plural */.LS)(u.candidate.traces, "trace")}):`, ""];
    for (const l of totalLines(u, mdEsc))
        L.push(`- ${l}`);
    const gs = gateSummary(u, mdEsc);
    if (gs) {
        L.push(`- ${gs}`);
        for (const c of u.gate.checks.filter((x) => x.verdict !== "within").slice(0, 10))
            L.push(`  - ${checkLine(c, mdEsc)}`);
    }
    if (u.top_movers.length > 0) {
        L.push("", "<details>", `<summary>Top movers (${u.top_movers.length})</summary>`, "");
        for (const m of u.top_movers)
            L.push(`- ${moverLine(m, mdEsc)}`);
        L.push("", "</details>");
    }
    return L.join("\n");
}

;// CONCATENATED MODULE: ./lib/tracediff/table.js
// The trace diff as a plain HTML <table> (job summaries and Markdown run no scripts). Markers as
// text glyphs (○ open circle, ■ filled square for the consequential side effect), violation rows
// marked in words, each step's own latency and tokens in small print. Every piece of document text
// is HTML-escaped and on one line (a blank line would end the HTML block in Markdown); tool names,
// results, arguments and any word GitHub could link are code elements, where GitHub links nothing,
// so no invisible character is needed and what a reader copies is what the trace holds.

/** Text content of an element: `&`, `<` and `>` escaped (quotes need none there, so the raw Markdown stays readable). */
function escapeText(s) {
    return s.replace(/[&<>]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : "&gt;"));
}
/** One line of text: control characters dropped, whitespace runs (newlines too) one space. */
function table_oneLine(s) {
    const str = typeof s === "string" ? s : (JSON.stringify(s) ?? "");
    return str.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200f\u2060-\u2064\ufeff]/g, "").replace(/[\s\u2028\u2029]+/g, " ").trim();
}
/** No cut inside a surrogate pair: the index moved back by one when it would split one. */
function safeAt(s, i) {
    const c = s.charCodeAt(i - 1);
    return i > 0 && i < s.length && c >= 0xd800 && c <= 0xdbff ? i - 1 : i;
}
/**
 * `s` in at most `max` characters, cut in the middle (`{"ok":true,…"rf_875b804"}`): the start and
 * the end stay, so a differing id at the end is not cut away. With `other` (the text on the
 * other rail's row), the window keeps the first character where the two differ.
 */
function middleCut(s, max, other) {
    if (s.length <= max)
        return s;
    const room = Math.max(2, max - 1);
    let diff = -1;
    if (other !== undefined && other !== s) {
        diff = 0;
        while (diff < s.length && diff < other.length && s[diff] === other[diff])
            diff++;
    }
    const head = Math.ceil(room * 0.6);
    if (diff < 0 || diff < head - 8 || diff >= s.length - (room - head)) {
        const a = safeAt(s, head);
        return s.slice(0, a) + "…" + s.slice(safeAt(s, s.length - (room - head)));
    }
    // the differing part: a short head, then a window from just before the difference
    const keep = Math.min(12, Math.floor(room / 4));
    const from = safeAt(s, Math.max(keep, diff - 8));
    const to = safeAt(s, Math.min(s.length, from + (room - keep - 1)));
    return s.slice(0, safeAt(s, keep)) + "…" + s.slice(from, to) + (to < s.length ? "…" : "");
}
/**
 * Untrusted text as a code element: HTML-escaped, one line, cut in the middle. Inside `<code>`,
 * GitHub forms no mention, reference or link, so the text needs no invisible joiner and copies
 * as it reads (`issue_refund#2`).
 */
function codeText(s, max = 160, other) {
    return `<code>${escapeText(middleCut(table_oneLine(s), max, other))}</code>`;
}
/** A token GitHub could turn into a mention, reference, link or emoji outside code. */
const LINKABLE = /[@#]|gh-\d|:\/\/|www\.|^:\w+:$/i;
/**
 * Untrusted prose (a verdict reason, a label): HTML-escaped, one line, and each word GitHub could
 * link (`@user`, `#12`, `step 'refund#2'`, a URL) in a code element; no invisible characters.
 */
function cellText(s, max = 160) {
    const cut = middleCut(table_oneLine(s), max);
    return cut
        .split(" ")
        .map((w) => {
        if (!LINKABLE.test(w))
            return escapeText(w);
        const m = /^(['"([]*)(.*?)(['")\].,;:]*)$/s.exec(w);
        return `${escapeText(m[1])}<code>${escapeText(m[2])}</code>${escapeText(m[3])}`;
    })
        .join(" ");
}
/** A rail's label in a header cell (`Candidate · PR <code>#7</code> · fail`). */
function railLabelText(label) {
    return cellText(label);
}
function table_ms(x) {
    return `${x < 10 ? Math.round(x * 1000) / 1000 : Math.round(x)}\u00a0ms`;
}
/**
 * A step's own recorded latency and tokens, labelled (`121 ms · 350 tokens`, with no-break spaces:
 * a narrow cell moves the figures to the next line as one piece); a folded model call is named
 * apart (`928 ms: tool 193 ms + model 735 ms`); empty when nothing is recorded.
 */
function table_usage(st, latency) {
    const bits = [];
    if (latency !== undefined) {
        const model = st.model_latency_ms;
        if (typeof model === "number" && Number.isFinite(model) && model > 0 && model <= latency) {
            bits.push(`${table_ms(latency)}:\u00a0tool\u00a0${table_ms(Math.max(0, latency - model))} +\u00a0model\u00a0${table_ms(model)}`);
        }
        else
            bits.push(table_ms(latency));
    }
    if (typeof st.tokens === "number" && Number.isFinite(st.tokens))
        bits.push(`${st.tokens}\u00a0tokens`);
    return bits.length ? `<br><sub>${bits.join("\u00a0·\u00a0")}</sub>` : "";
}
/**
 * JSON with a space after each `,` and `:` between members (`{"order_id": "ORD-1042", "amount": 40}`):
 * a narrow cell then wraps between members, not inside a value such as `ORD-1042`.
 */
function spacedJson(v) {
    if (Array.isArray(v))
        return `[${v.map(spacedJson).join(", ")}]`;
    if (v !== null && typeof v === "object")
        return `{${Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}: ${spacedJson(x)}`).join(", ")}}`;
    return JSON.stringify(v) ?? "null";
}
/** A result or arguments text as shown: JSON objects and lists spaced (spacedJson), anything else as it is. */
function shownJson(s) {
    if (typeof s !== "string")
        return spacedJson(s);
    const t = s.trim();
    if (!t.startsWith("{") && !t.startsWith("["))
        return s;
    try {
        return spacedJson(JSON.parse(t));
    }
    catch {
        return s;
    }
}
function shownText(st, shown) {
    return table_oneLine(shown === "args" && st.args !== undefined ? shownJson(st.args) : shownJson(st.result));
}
function stepCell(st, regression, latency, shown, other, lane = "") {
    if (!st)
        return "<td></td>";
    const glyph = model/* MARKER_GLYPH */.SX[(0,model/* markerOf */.we)(st)];
    let mark = "";
    if (st.consequential)
        mark = ` ◀\u00a0<b>consequential</b>`;
    else if (st.in_violation)
        mark = ` ┆\u00a0<i>in\u00a0violation</i>`;
    const name = codeText(st.tool, 80);
    const tool = st.consequential || (st.in_violation && regression) ? `<b>${name}</b>` : name;
    const text = shownText(st, shown);
    const body = text === "" ? "" : ` ${codeText(text, 160, other ? shownText(other, shown) : undefined)}`;
    return `<td>${lane}${glyph} ${tool}${body}${table_usage(st, latency)}${mark}</td>`;
}
/** Findings about arguments (a repeated call with the same arguments, argument schemas): the rows show arguments. */
const ARGUMENT_RULES = /\b(?:ARH-FLW-003|ARH-SCH-00[1-9])\b/;
function shownOf(doc) {
    return ARGUMENT_RULES.test(`${doc.contract_clause ?? ""} ${doc.verdict?.behavior_reason ?? ""}`) ? "args" : "result";
}
const table_DEFAULT_MAX_ROWS = 60;
/** Rows worth showing: the first and last, marked rows, rows where a rail has no step, and one row around each. */
function visibleRows(rows, rails, maxRows) {
    if (rows.length <= maxRows)
        return new Set(rows.keys());
    const interesting = (i) => {
        const n = rows[i];
        return rails.some((r) => {
            const st = r.get(n);
            return !st || st.consequential === true || st.in_violation === true;
        });
    };
    const keep = new Set();
    const add = (i) => {
        if (i >= 0 && i < rows.length && keep.size < maxRows)
            keep.add(i);
    };
    add(0);
    for (let i = 0; i < rows.length && keep.size < maxRows; i++)
        if (interesting(i))
            add(i);
    for (let i = 0; i < rows.length && keep.size < maxRows; i++) {
        if (!interesting(i))
            continue;
        add(i - 1);
        add(i + 1);
    }
    add(rows.length - 1);
    for (let i = 1; i < rows.length && keep.size < maxRows; i++)
        add(i);
    return keep;
}
function renderTraceDiffTable(doc, opts = {}) {
    const rails = doc.rails;
    const rows = (0,model/* rowIndices */.CQ)(rails);
    // one map per rail: a row looks its steps up in constant time (the diff stays linear in its length)
    const byN = rails.map((r) => {
        const m = new Map();
        for (const st of r.steps)
            if (!m.has(st.n))
                m.set(st.n, st);
        return m;
    });
    const lat = rails.map((r) => (0,model/* stepLatencies */.Lq)(r));
    const shown = shownOf(doc);
    const maxRows = opts.maxRows !== undefined && opts.maxRows >= 1 ? Math.floor(opts.maxRows) : table_DEFAULT_MAX_ROWS;
    const show = visibleRows(rows, byN, maxRows);
    const cols = rails.length + 1;
    const lines = [];
    const clause = doc.contract_clause ? ` · ${codeText(doc.contract_clause, 80)}` : "";
    lines.push("<table>");
    if (!opts.compact)
        lines.push(`<thead><tr><th colspan="${cols}">${cellText(doc.case)} — contract ${codeText(doc.contract, 120)}${clause}</th></tr>`);
    lines.push(`${opts.compact ? "<thead>" : ""}<tr><th>#</th>${rails.map((r) => `<th>${railLabelText(r.label)}${r.regression ? " ⚑" : ""}</th>`).join("")}</tr></thead>`);
    lines.push("<tbody>");
    // a multi-agent run: each rail's steps grouped in agent lanes, the agent named where its lane begins (docs/multi-agent.md)
    const lanes = (0,model/* multiAgent */.FH)(rails);
    const lastAgent = rails.map(() => null);
    const lane = (k, st) => {
        if (!lanes || st === undefined || st.agent === lastAgent[k])
            return "";
        lastAgent[k] = st.agent;
        return `<sub>agent ${st.agent === undefined ? "<i>none</i>" : codeText(st.agent, 80)}</sub><br>`;
    };
    let hidden = 0;
    const flush = () => {
        if (hidden > 0)
            lines.push(`<tr><td>⋯</td><td colspan="${cols - 1}"><i>${hidden === 1 ? "1 step" : `${hidden} steps`} not shown</i></td></tr>`);
        hidden = 0;
    };
    rows.forEach((n, i) => {
        if (!show.has(i)) {
            hidden++;
            return;
        }
        flush();
        lines.push(`<tr><td>${n}</td>${rails.map((r, k) => stepCell(byN[k].get(n), r.regression, lat[k].get(n), shown, byN[1 - k]?.get(n), lane(k, byN[k].get(n)))).join("")}</tr>`);
    });
    flush();
    const v = doc.verdict;
    const reason = v.behavior_reason && !opts.compact ? ` — ${cellText(v.behavior_reason, 400)}` : "";
    const op = v.operational ? ` · operational: ${cellText(v.operational, 200)}` : "";
    const shows = shown === "args" ? ` · <i>rows show arguments</i>` : "";
    lines.push(`<tr><td colspan="${cols}"><b>Output ${v.output === "PASS" ? "PASS" : "FAIL"}</b> · <b>Behavior ${v.behavior === "PASS" ? "PASS" : "FAIL"}</b>${reason}${op}${shows}</td></tr>`);
    lines.push("</tbody>");
    lines.push("</table>");
    return lines.join("\n");
}

;// CONCATENATED MODULE: ./lib/report/compare.js
// Renderings of a comparison: JSON (stable bytes), Markdown (PR comment / job summary) and console.
// Every string that comes from a trace or a report is escaped for its sink.










/** Most rows listed per section by default; the rest is counted. */
const compare_DEFAULT_MAX_ROWS = 100;
let compare_MAX_ROWS = compare_DEFAULT_MAX_ROWS;
const compare_MAX_MESSAGE = 300;
/** The compare JSON: two-space indentation, fixed key order, trailing newline. */
function renderCompareJson(result, scenarios = null, format = "harness") {
    return [...compareJsonParts(result, scenarios, format)].join("");
}
const COMPARE_JSON_FORMATS = (/* unused pure expression or super */ null && (["harness", "compact"]));
const zeroOrNull = (n) => n === null || n === undefined || n === 0;
/**
 * Whether nothing changed in compared trace `t`: the same pass/fail (known on both sides), no new
 * and no resolved findings, the same score, cost and latency, no trajectory drift, and every usage
 * delta zero. What `compact` leaves out of such a trace is the same on both sides.
 */
function isUnchangedTrace(t) {
    if (t.status_change !== "unchanged" || typeof t.candidate_passed !== "boolean" || t.baseline_passed !== t.candidate_passed)
        return false;
    if (t.new_findings.length > 0 || t.resolved_findings.length > 0)
        return false;
    if (!zeroOrNull(t.score_delta) || !zeroOrNull(t.latency_delta_ms) || !zeroOrNull(t.cost_delta_usd))
        return false;
    if (t.drift !== undefined && !t.drift.unchanged)
        return false;
    return t.usage === undefined || Object.values(t.usage.delta).every((d) => d === 0);
}
/** Sorts traces into the `unchanged` summary (returns true: leave the trace out of the list) or not. */
class compare_UnchangedCollector {
    unchanged = { count: 0, passing: [], failing: [] };
    take(t) {
        if (!isUnchangedTrace(t))
            return false;
        this.unchanged.count++;
        (t.candidate_passed ? this.unchanged.passing : this.unchanged.failing).push(t.trace_id);
        return true;
    }
}
/** One trace of the compare JSON's list, as JSON.stringify(document, null, 2) lays it out: four spaces in. */
function compare_compareTraceJson(t) {
    return (0,indent/* stringifyAt */.J)(t, 2, true);
}
/**
 * The compare JSON in pieces, for writing without holding the whole text (it is tens of MB for
 * thousands of traces): the head, then one piece per trace, then the rest. Joined, the bytes of
 * `JSON.stringify(document, null, 2) + "\n"`.
 */
function* compareJsonParts(result, scenarios = null, format = "harness") {
    // the verdict line's explanation is the renderers', not the format's
    const { why: _why, checked: _checked, also: _also, ...gate } = result.gate;
    // the pairing before the traces, as the streamed comparison writes it (gate/stream.ts)
    const { schema_version, baseline_policy_id, candidate_policy_id, summary, gate: _gate, pairing, traces: all, ...rest } = result;
    let traces = all;
    let compact = null;
    let unchanged = null;
    if (format === "compact") {
        const c = new compare_UnchangedCollector();
        traces = all.filter((t) => !c.take(t));
        compact = { compare_format: 2 };
        unchanged = { unchanged: c.unchanged };
    }
    const out = { schema_version, ...compact, baseline_policy_id, candidate_policy_id, summary, gate, ...(pairing ? { pairing } : {}), ...unchanged, traces: [], ...rest };
    const text = JSON.stringify(scenarios ? { ...out, scenarios: scenariosSection(scenarios) } : out, null, 2) + "\n";
    // a top-level key sits on its own line, two spaces in; no string holds a raw line break
    const at = text.indexOf('\n  "traces": []');
    if (traces.length === 0 || at < 0) {
        yield text;
        return;
    }
    const open = at + '\n  "traces": ['.length;
    yield text.slice(0, open) + "\n";
    for (let i = 0; i < traces.length; i++)
        yield (i === 0 ? "" : ",\n") + compare_compareTraceJson(traces[i]);
    yield "\n  ]" + text.slice(open + 1);
}
function sections(r) {
    const s = { newErrors: [], otherNew: [], passToFail: [], addedFailing: [], drops: [], resolved: [], failToPass: [], removed: [], drifted: [] };
    for (const t of r.traces) {
        for (const f of t.new_findings)
            (f.severity === "error" ? s.newErrors : s.otherNew).push({ t, f });
        for (const f of t.resolved_findings)
            s.resolved.push({ t, f });
        if (t.status_change === "pass->fail")
            s.passToFail.push(t);
        if (t.status_change === "fail->pass")
            s.failToPass.push(t);
        if (t.status_change === "removed")
            s.removed.push(t);
        if (t.status_change === "added" && t.candidate_passed === false)
            s.addedFailing.push(t);
        if (t.score_delta !== null && t.score_delta < 0)
            s.drops.push(t);
        if (t.drift && !t.drift.unchanged)
            s.drifted.push(t);
    }
    return s;
}
/**
 * The shortest regression block is longer than this many characters (a heading with the trace, why
 * and score, then one list line), so this many blocks more than fill a Markdown budget.
 */
const MIN_BLOCK_CHARS = 50;
/** Regression blocks a view must keep so that a Markdown document of `budget` is exact. */
function compare_blocksFor(budget) {
    return Math.floor(budget / MIN_BLOCK_CHARS) + 2;
}
/**
 * Keeps, of traces added in the comparison's order, those some rendering lists: the first `rows`
 * of every list (findings counted one by one), the first `blocks` regressions of each of the
 * Markdown's four ranks (new errors or not, pass -> fail or not) and the first `rows` failing and
 * passing traces of the all-traces table; everything is counted.
 */
class compare_CompareRetainer {
    gate;
    rows;
    blocks;
    tallies = {
        traces: 0,
        newErrors: 0,
        otherNew: 0,
        resolved: 0,
        passToFail: 0,
        failToPass: 0,
        addedFailing: 0,
        drops: 0,
        removed: 0,
        drifted: 0,
        regressions: 0,
        otherNotRegressed: 0,
        dropsNotRegressed: 0,
        failing: 0,
        dropsOther: 0,
    };
    kept = [];
    classes = [0, 0, 0, 0];
    otherByRank = [0, 0, 0, 0];
    failingRows = 0;
    passingRows = 0;
    constructor(gate, rows, blocks) {
        this.gate = gate;
        this.rows = rows;
        this.blocks = blocks;
    }
    /** Add the next trace; `dropped`: the gate gave it its own score-drop reason. */
    add(t, dropped) {
        const T = this.tallies;
        const R = this.rows;
        let keep = false;
        let errs = 0;
        for (const f of t.new_findings)
            if (f.severity === "error")
                errs++;
        const others = t.new_findings.length - errs;
        if (errs > 0) {
            if (T.newErrors < R)
                keep = true;
            T.newErrors += errs;
        }
        if (others > 0) {
            if (T.otherNew < R)
                keep = true;
            T.otherNew += others;
        }
        if (t.resolved_findings.length > 0) {
            if (T.resolved < R)
                keep = true;
            T.resolved += t.resolved_findings.length;
        }
        const sc = t.status_change;
        if (sc === "pass->fail")
            keep = T.passToFail++ < R || keep;
        else if (sc === "fail->pass")
            keep = T.failToPass++ < R || keep;
        else if (sc === "removed")
            keep = T.removed++ < R || keep;
        else if (sc === "added" && t.candidate_passed === false)
            keep = T.addedFailing++ < R || keep;
        const drop = t.score_delta !== null && t.score_delta < 0;
        if (drop)
            keep = T.drops++ < R || keep;
        if (drop && sc !== "pass->fail")
            keep = T.dropsOther++ < R || keep;
        if (t.drift && !t.drift.unchanged)
            keep = T.drifted++ < R || keep;
        const why = regressionOf(t, this.gate.fail_on ?? "regressions", this.gate.max_score_drop ?? null, dropped);
        if (why !== null) {
            T.regressions++;
            keep = this.classes[regressionClass(t)]++ < this.blocks || keep;
        }
        else {
            if (t.new_findings.length > 0) {
                const byRank = [0, 0, 0, 0];
                for (const f of t.new_findings)
                    byRank[compare_severityRank(f.severity)]++;
                for (let r = 0; r < 4; r++) {
                    if (byRank[r] === 0)
                        continue;
                    if (this.otherByRank[r] < R)
                        keep = true;
                    this.otherByRank[r] += byRank[r];
                }
                T.otherNotRegressed += t.new_findings.length;
            }
            if (drop)
                keep = T.dropsNotRegressed++ < R || keep;
        }
        if (t.candidate_passed === false)
            T.failing++;
        if (t.candidate_passed === false)
            keep = this.failingRows++ < R || keep;
        else
            keep = this.passingRows++ < R || keep;
        T.traces++;
        if (keep)
            this.kept.push(t);
    }
    /** The view: `base` with the kept traces. */
    view(base) {
        return { result: { ...base, traces: this.kept }, tallies: { ...this.tallies }, rows: this.rows, blocks: this.blocks };
    }
}
/** Whether the gate gave trace `t` its own score-drop reason (`reasons`: the gate's, as a set). */
function hasDropReason(t, gate, reasons) {
    const limit = gate.max_score_drop;
    return (gate.fail_on ?? "regressions") === "regressions" && limit !== undefined && limit !== null && reasons.has(compare_dropReason(t.trace_id, t, limit));
}
/** The view of a comparison held in memory, kept for `rows` rows and `blocks` regression blocks. */
function compareView(result, rows = compare_DEFAULT_MAX_ROWS, blocks = compare_blocksFor(budget_COMMENT_LIMIT_CHARS)) {
    const reasons = new Set(result.gate.reasons);
    const r = new compare_CompareRetainer(result.gate, rows, blocks);
    for (const t of result.traces)
        r.add(t, hasDropReason(t, result.gate, reasons));
    const { traces: _all, ...base } = result;
    return r.view(base);
}
function score(v) {
    return v === null ? "n/a" : (0,util/* fmtFixed */.ar)(v, 2);
}
function scoreChange(t, arrow = "->") {
    if (t.baseline_score !== null && t.candidate_score !== null) {
        return `${score(t.baseline_score)} ${arrow} ${score(t.candidate_score)} (${(0,util/* fmtSigned */._Q)(t.score_delta ?? 0, 2)})`;
    }
    return score(t.candidate_score ?? t.baseline_score);
}
/** The gate reason a drop of this trace would produce (compare.ts words it the same way). */
function compare_dropReason(id, t, limit) {
    return `${id}: score dropped ${(0,util/* fmtFixed */.ar)(-(t.score_delta ?? 0), 2)} (max ${limit})`;
}
function gateMode(r) {
    const mode = r.gate.fail_on ?? "regressions";
    const drop = r.gate.max_score_drop;
    return mode === "regressions" && drop !== undefined && drop !== null ? `${mode}, max score drop ${drop}` : mode;
}
function stepLabel(s, esc) {
    const what = s.type === "tool_call" ? (s.tool ?? "unnamed tool call") : "model response";
    return `${esc(s.step_id)} (${esc(what)}, step ${s.index + 1})`;
}
/** One line per kind of drift, e.g. `tools added: issue_refund +1`, escaped with `esc`. */
function describeDrift(d, esc) {
    const out = [];
    const cap = (xs, f) => xs.slice(0, 20).map(f).join(", ") + (xs.length > 20 ? `, and ${xs.length - 20} more` : "");
    if (d.tools_added.length)
        out.push(`tools added: ${cap(d.tools_added, (x) => `${esc(x.tool)} +${x.count}`)}`);
    if (d.tools_removed.length)
        out.push(`tools removed: ${cap(d.tools_removed, (x) => `${esc(x.tool)} -${x.count}`)}`);
    if (d.moved.length) {
        out.push(`moved: ${cap(d.moved, (m) => `${esc(m.tool)} ${esc(m.step_id)} (step ${m.baseline_index + 1} -> ${m.candidate_index + 1})`)}`);
    }
    if (d.changed_arguments.length) {
        out.push(`changed arguments: ${cap(d.changed_arguments, (c) => {
            const ids = c.baseline_step_id === c.candidate_step_id ? esc(c.candidate_step_id) : `${esc(c.baseline_step_id)} -> ${esc(c.candidate_step_id)}`;
            const args = c.baseline_args !== undefined && c.candidate_args !== undefined
                ? `: ${esc((0,util_escape/* truncate */.xv)(c.baseline_args, 80))} -> ${esc((0,util_escape/* truncate */.xv)(c.candidate_args, 80))}`
                : "";
            return `${esc(c.tool)} ${ids}${args}`;
        })}`);
    }
    if (d.inserted_steps.length)
        out.push(`inserted steps: ${cap(d.inserted_steps, (x) => stepLabel(x, esc))}`);
    if (d.deleted_steps.length)
        out.push(`deleted steps: ${cap(d.deleted_steps, (x) => stepLabel(x, esc))}`);
    return out;
}
// ---------------------------------------------------------------------------------------------
// Markdown
function mdLocation(f, linkBase) {
    const loc = f.location;
    if (!loc || typeof loc.uri !== "string" || typeof loc.startLine !== "number")
        return "";
    const label = compare_md(`${loc.uri}:${loc.startLine}`);
    if (!linkBase)
        return label;
    const base = linkBase.endsWith("/") ? linkBase : linkBase + "/";
    const path = loc.uri
        .split("/")
        .map((seg) => encodeURIComponent(seg).replace(/[()'!*]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase()))
        .join("/");
    return `[${label}](${base}${path}#L${loc.startLine})`;
}
/** Inline Markdown text from a trace or report: control characters dropped, then escaped (no invisible characters). */
function compare_md(s) {
    return markdownText(s);
}
function mdMsg(s) {
    return markdownText(s, compare_MAX_MESSAGE);
}
function more(lines, total) {
    if (total > compare_MAX_ROWS)
        lines.push("", `… and ${total - compare_MAX_ROWS} more (see the compare JSON).`);
}
function mdFindingTable(lines, rows, total, linkBase, withSeverity) {
    lines.push(withSeverity ? "| Trace | Severity | Rule | Step | Message | Location |" : "| Trace | Rule | Step | Message | Location |");
    lines.push(withSeverity ? "|---|---|---|---|---|---|" : "|---|---|---|---|---|");
    for (const { t, f } of rows.slice(0, compare_MAX_ROWS)) {
        const cells = [compare_md(t.trace_id)];
        if (withSeverity)
            cells.push(compare_md(f.severity));
        cells.push(compare_md(f.rule_id || f.category), f.step_id ? compare_md(f.step_id) : "—", mdMsg(f.message), mdLocation(f, linkBase) || "—");
        lines.push(`| ${cells.join(" | ")} |`);
    }
    more(lines, total);
}
/** New findings of one regression listed in its block; the rest is counted. */
const BLOCK_FINDINGS = 10;
/** Step rows of a before/after table in a regression block. */
const BLOCK_DIFF_ROWS = 24;
/** Natural order of step ids (s2 before s10), for findings without a location. */
const naturalIds = new Intl.Collator("en", { numeric: true }).compare;
/** Findings in step order: by source line of their location, then by step id read as numbered. */
function byStepPosition(a, b) {
    const la = a.location?.startLine ?? Number.MAX_SAFE_INTEGER;
    const lb = b.location?.startLine ?? Number.MAX_SAFE_INTEGER;
    return la - lb || (a.location?.startColumn ?? 0) - (b.location?.startColumn ?? 0) || naturalIds(a.step_id ?? "", b.step_id ?? "");
}
/**
 * The rank of trace `t` in the Markdown's order of regressions (0 first), or null when it is not a
 * regression; `dropped`: the gate gave it its own score-drop reason.
 */
function compare_regressionRank(t, gate, dropped) {
    return regressionOf(t, gate.fail_on ?? "regressions", gate.max_score_drop ?? null, dropped) === null ? null : regressionClass(t);
}
/** The Markdown's order of regressions: with new errors first, then pass -> fail first within each. */
function regressionClass(t) {
    return (t.new_findings.some((f) => f.severity === "error") ? 0 : 2) + (t.status_change === "pass->fail" ? 0 : 1);
}
function compare_severityRank(s) {
    return s === "error" ? 0 : s === "warning" ? 1 : s === "info" ? 2 : 3;
}
/**
 * Why a trace is a regression (the gate's words), or null when it is not one. `dropped`: the gate
 * gave the trace its own score-drop reason.
 */
function regressionOf(t, mode, limit, dropped) {
    const errs = t.new_findings.filter((f) => f.severity === "error").length;
    if (mode === "failures")
        return t.candidate_passed === false ? "fails" : null;
    if (mode === "never") {
        if (t.status_change === "pass->fail")
            return "pass → fail";
        return errs > 0 ? `${(0,report_util/* plural */.LS)(errs, "new error", "new errors")}` : null;
    }
    const why = [];
    if (t.status_change === "pass->fail")
        why.push("pass → fail");
    if (t.status_change === "added" && t.candidate_passed === false)
        why.push("added, fails");
    if (errs > 0)
        why.push((0,report_util/* plural */.LS)(errs, "new error", "new errors"));
    if (limit !== null && dropped)
        why.push(`score dropped over ${limit}`);
    return why.length ? why.join(", ") : null;
}
/**
 * Why a gate that passed lets through the regressions, failing traces or new errors the document
 * lists, or null when it lists none: the gate's own explanation (repeated runs: the statistics,
 * set by gate/gate.ts), else what the mode and the counts say. Every document's verdict line
 * carries it, so "passed" never stands next to "regressions" without the why.
 */
function passedDespite(r, n) {
    const sum = r.summary;
    if (n.regressions === 0 && n.failing === 0 && sum.new_error_findings === 0)
        return null;
    if (r.gate.why)
        return r.gate.why;
    const mode = r.gate.fail_on ?? "regressions";
    if (mode === "never")
        return "fail-on never reports regressions and failures without gating them";
    if (n.regressions === 0 && sum.new_error_findings === 0) {
        return n.failing === 1 ? "the 1 failing trace fails as in the baseline (not new)" : `the ${n.failing} failing traces fail as in the baseline (not new)`;
    }
    return `the gate's rules (fail-on ${mode}) do not fail on what is listed below`;
}
/** The one verdict line: gate (and why it passed despite what it lists), counts, baseline source. */
function verdictLine(r, n, opts) {
    const sum = r.summary;
    const passed = opts.passed ?? r.gate.passed;
    const why = passed ? passedDespite(r, n) : null;
    const parts = [`fail-on ${compare_md(gateMode(r))}`];
    parts.push(`${(0,report_util/* plural */.LS)(n.regressions, "regression")} in ${(0,report_util/* plural */.LS)(sum.traces_compared + sum.traces_added, "trace")}`);
    // a green headline says what it compared: how many candidate traces (or scenarios) paired
    const paired = passed ? pairedPart(r) : null;
    if (paired)
        parts.push(paired);
    parts.push(`${(0,report_util/* plural */.LS)(sum.new_error_findings, "new error", "new errors")}, ${sum.resolved_findings} resolved`);
    parts.push(`average score change ${(0,util/* fmtSigned */._Q)(sum.average_score_delta, 2)}`);
    if (opts.baselineSource !== undefined)
        parts.push(`baseline ${compare_md(opts.baselineSource)}`);
    return `**${passed ? (nothingCompared(r) ? "⚠️ Regression gate passed with nothing compared" : "✅ Regression gate passed") : "❌ Regression gate failed"}**${why ? `: ${(0,util_escape/* escapeMarkdown */.FV)(why, 1000)}` : ""} · ${parts.join(" · ")}`;
}
/** `2 of 2 paired` (candidate traces, or scenarios with repeated runs), as the gate's `Checked:` line counts them; null when unknown. */
function pairedPart(r) {
    const p = r.pairing;
    if (!p)
        return null;
    return p.scenarios ? `${p.scenarios.paired} of ${(0,report_util/* plural */.LS)(p.scenarios.candidate, "scenario")} paired` : `${p.paired_traces} of ${p.candidate_traces} paired`;
}
/** A comparison in which no trace paired: a pass says so, never with a pass mark. */
function nothingCompared(r) {
    const p = r.pairing;
    return p !== undefined && (p.scenarios ? p.scenarios.paired === 0 : p.paired_traces === 0);
}
function findingItem(f, linkBase) {
    const sev = f.severity === "error" ? "🔴" : f.severity === "warning" ? "🟡" : "🔵";
    const title = (0,registry/* ruleMeta */.ME)(f.rule_id)?.title;
    const step = f.step_id ? ` · step <code>${markdownCodeText(f.step_id)}</code>` : "";
    const loc = mdLocation(f, linkBase);
    return `- ${sev} **${compare_md(f.rule_id || f.category)}**${title ? ` ${compare_md(title)}` : ""}${step} · ${mdMsg(f.message)}${loc ? ` · ${loc}` : ""}`;
}
/** A regression: trace, why, score; its new findings in step order; then its before/after diff. */
function regressionBlock(t, why, diff, linkBase) {
    const L = [`#### ❌ <code>${markdownCodeText(t.trace_id, 200)}</code> · ${compare_md(why)} · score ${scoreChange(t, "→")}`, ""];
    const list = [...t.new_findings].sort((a, b) => compare_severityRank(a.severity) - compare_severityRank(b.severity) || byStepPosition(a, b));
    for (const f of list.slice(0, BLOCK_FINDINGS))
        L.push(findingItem(f, linkBase));
    if (list.length > BLOCK_FINDINGS)
        L.push(`- … and ${list.length - BLOCK_FINDINGS} more new findings of this trace (see compare.json)`);
    if (list.length === 0)
        L.push(`- score ${scoreChange(t, "→")}${t.candidate_passed === false ? ", below the threshold" : ""}`);
    if (diff)
        L.push("", renderTraceDiffTable(diff, { compact: true, maxRows: BLOCK_DIFF_ROWS }));
    return L.join("\n");
}
function compare_traceTable(view) {
    const L = ["| Trace | Change | Score | New | Resolved |", "|---|---|---|---:|---:|"];
    const rows = [...view.result.traces].sort((a, b) => Number(a.candidate_passed !== false) - Number(b.candidate_passed !== false));
    for (const t of rows.slice(0, compare_MAX_ROWS)) {
        const change = t.status_change === "unchanged" ? (t.candidate_passed === false ? "still fails" : "–") : t.status_change.replace("->", " → ");
        L.push(`| ${compare_md(t.trace_id)} | ${change} | ${scoreChange(t, "→")} | ${t.new_findings.length} | ${t.resolved_findings.length} |`);
    }
    more(L, view.tallies.traces);
    return L.join("\n");
}
function isView(x) {
    return "tallies" in x;
}
/**
 * Markdown for a PR comment, the job summary and `compare --md-out`, all of one design: the
 * verdict in one line; each regression as a short block (trace, rule, step, message linked to the
 * line) followed by its before/after diff; everything else collapsed. Nothing appears twice.
 * Within `budget` (default: a PR comment), whole blocks are dropped from the end with a count.
 * A comparison in memory or a view of one (`compareView`, a `CompareRetainer`) render the same.
 */
function renderCompareMarkdown(input, opts = {}) {
    compare_MAX_ROWS = opts.maxRows !== undefined && opts.maxRows >= 1 ? Math.floor(opts.maxRows) : compare_DEFAULT_MAX_ROWS;
    try {
        const budget = opts.budget ?? budget_COMMENT_LIMIT_CHARS - 1024;
        const view = isView(input) ? input : compareView(input, compare_MAX_ROWS, compare_blocksFor(budget));
        if (view.rows < compare_MAX_ROWS || view.blocks < compare_blocksFor(budget))
            throw new Error("the comparison's view was kept for fewer rows or blocks than the Markdown shows");
        return compare_markdown(view, budget, opts);
    }
    finally {
        compare_MAX_ROWS = compare_DEFAULT_MAX_ROWS;
    }
}
function compare_markdown(view, budget, opts) {
    const result = view.result;
    const n = view.tallies;
    const s = sections(result);
    const sum = result.summary;
    const mode = result.gate.fail_on ?? "regressions";
    const limit = result.gate.max_score_drop ?? null;
    const reasons = new Set(result.gate.reasons);
    const regressions = [];
    for (const t of result.traces) {
        const why = regressionOf(t, mode, limit, hasDropReason(t, result.gate, reasons));
        if (why)
            regressions.push({ t, why });
    }
    // traces by severity: with new errors first, pass -> fail first within each; ties by id
    regressions.sort((a, b) => regressionClass(a.t) - regressionClass(b.t));
    const blocks = [];
    const head = [verdictLine(result, n, opts)];
    // what the gate checked and what it did not, right under the verdict (gate/gate.ts)
    if (result.gate.checked)
        head.push("", (0,util_escape/* escapeMarkdown */.FV)(result.gate.checked, 2000));
    const also = result.gate.also ?? [];
    if (also.length)
        head.push("", ...also.slice(0, 30).map((r) => `- ${(0,util_escape/* escapeMarkdown */.FV)(r, 1500)}`));
    if (opts.extraReasons?.length) {
        head.push("");
        for (const r of opts.extraReasons.slice(0, 30))
            head.push(`- ${markdownText(r, 500)}`);
        if (opts.extraReasons.length > 30)
            head.push(`- … and ${opts.extraReasons.length - 30} more`);
    }
    for (const note of opts.notes ?? [])
        head.push("", `> ${markdownText(note, 500)}`);
    blocks.push({ text: head.join("\n"), required: true });
    const usage = usageMarkdown(result.usage);
    if (usage)
        blocks.push({ text: usage, required: true });
    const shown = regressions.slice(0, view.blocks);
    for (const { t, why } of shown)
        blocks.push({ make: () => regressionBlock(t, why, opts.diffs?.get(t.trace_id), opts.linkBase) });
    // regressions past the first `view.blocks` cannot fit the budget: counted as dropped
    if (n.regressions > shown.length)
        blocks.push({ text: "", omitted: n.regressions - shown.length });
    // Everything else, collapsed: one <details> per kind, so a budget cut drops whole ones.
    const fold = (summary, body) => {
        blocks.push({ make: () => ["<details>", `<summary>${summary}</summary>`, "", ...body(), "", "</details>"].join("\n") });
    };
    const regressed = new Set(regressions.map((r) => r.t));
    const notRegression = (x) => !regressed.has(x.t);
    // findings a regression block lists are not listed again; the others most severe first, then
    // by trace (the comparison's order) and step position within it
    const traceOrder = new Map(result.traces.map((t, i) => [t, i]));
    const inOrder = (a, b) => traceOrder.get(a.t) - traceOrder.get(b.t) || byStepPosition(a.f, b.f);
    if (n.otherNotRegressed) {
        fold(`New findings that do not fail the gate (${n.otherNotRegressed})`, () => {
            const other = [...s.newErrors, ...s.otherNew].filter(notRegression).sort((a, b) => compare_severityRank(a.f.severity) - compare_severityRank(b.f.severity) || inOrder(a, b));
            const L = [];
            mdFindingTable(L, other, n.otherNotRegressed, opts.linkBase, true);
            return L;
        });
    }
    if (n.resolved) {
        fold(`✅ Resolved findings (${n.resolved})`, () => {
            const L = [];
            mdFindingTable(L, [...s.resolved].sort(inOrder), n.resolved, opts.linkBase, true);
            return L;
        });
    }
    if (n.dropsNotRegressed) {
        fold(`Score drops within the limit (${n.dropsNotRegressed})`, () => {
            const drops = s.drops.filter((t) => !regressed.has(t));
            const L = ["| Trace | Score |", "|---|---|"];
            for (const t of drops.slice(0, compare_MAX_ROWS))
                L.push(`| ${compare_md(t.trace_id)} | ${scoreChange(t, "→")} |`);
            more(L, n.dropsNotRegressed);
            return L;
        });
    }
    if (n.removed) {
        fold(`Removed since the baseline (${n.removed})`, () => {
            const ids = s.removed.slice(0, compare_MAX_ROWS).map((t) => `<code>${markdownCodeText(t.trace_id)}</code>`).join(", ");
            return [`${ids}${n.removed > compare_MAX_ROWS ? `, and ${n.removed - compare_MAX_ROWS} more` : ""}`];
        });
    }
    if (n.drifted) {
        fold(`Trajectory drift (${n.drifted})`, () => {
            const L = ["Information only: drift never fails the gate.", ""];
            for (const t of s.drifted.slice(0, compare_MAX_ROWS)) {
                L.push(`- **${compare_md(t.trace_id)}**`);
                for (const line of describeDrift(t.drift, compare_md))
                    L.push(`  - ${line}`);
            }
            more(L, n.drifted);
            return L;
        });
    }
    const still = sum.unchanged_failing ? ` · ${(0,report_util/* plural */.LS)(sum.unchanged_failing, "still fails", "still fail")} as in the baseline` : "";
    const fixed = n.failToPass ? ` · ${n.failToPass} fail → pass` : "";
    blocks.push({ text: ["<details>", `<summary>All traces (${n.traces})${fixed}${still}</summary>`, "", compare_traceTable(view), "", "</details>"].join("\n"), required: true });
    for (const b of opts.extraBlocks ?? [])
        blocks.push(b);
    const elsewhere = opts.elsewhere ?? "the job summary and the compare.json artifact";
    const measure = opts.measure ?? budget_chars;
    const note = (k) => budget_sizeNote(k, elsewhere);
    return budget_assemble(buildWithin(blocks, budget, measure, note), budget, measure, note);
}
/**
 * The blocks `assemble` is given, with the text made only of those it can place: it places the
 * optional blocks in order while they fit, and once one does not, drops it and every optional
 * block after it. So the first block that does not fit is made (and dropped by `assemble`), and
 * the optional blocks after it are passed as counted (`omitted`), never made: a comparison with
 * thousands of regressions renders the few blocks a comment holds, byte for byte the same. The
 * room is reckoned as `assemble` reckons it (report/budget.ts).
 */
function buildWithin(blocks, budget, measure, note) {
    const sep = "\n\n".length;
    const optional = blocks.reduce((k, b) => k + (b.required ? 0 : (b.omitted ?? 1)), 0);
    let used = measure(note(optional)) + sep;
    for (const b of blocks)
        if (b.required)
            used += measure(b.text) + sep;
    const out = [];
    let full = false;
    let skipped = 0;
    const flush = () => {
        if (skipped > 0)
            out.push({ text: "", omitted: skipped });
        skipped = 0;
    };
    for (const b of blocks) {
        if (b.required) {
            flush();
            out.push(b);
            continue;
        }
        if (b.omitted !== undefined) {
            if (full && b.omitted > 0)
                skipped += b.omitted;
            else
                out.push(b);
            // blocks counted as dropped: every optional block after them is dropped too
            if (b.omitted > 0)
                full = true;
            continue;
        }
        if (full) {
            skipped++;
            continue;
        }
        const text = "make" in b ? b.make() : b.text;
        const size = measure(text.replace(/\n+$/, "")) + sep;
        if (used + size <= budget)
            used += size;
        else
            full = true;
        out.push({ text });
    }
    flush();
    return out;
}
// ---------------------------------------------------------------------------------------------
// Console
function compare_con(s) {
    return neutralizeWorkflowCommands(s.replace(/\r\n|\r|\n/g, " "));
}
function conFinding(t, f, withSeverity) {
    const sev = withSeverity ? `[${compare_con(f.severity)}] ` : "";
    const step = f.step_id ? ` step ${compare_con(f.step_id)}` : "";
    const loc = f.location && typeof f.location.uri === "string" ? ` (${compare_con(f.location.uri)}:${f.location.startLine})` : "";
    return `  ${sev}${compare_con(t.trace_id)} ${compare_con(f.rule_id || f.category)}${step}: ${compare_con(truncate(f.message, compare_MAX_MESSAGE))}${loc}`;
}
/** Plain-text rendering for the terminal / Actions log (workflow commands neutralised); `notes` follow the verdict. */
function renderCompareConsole(input, opts = {}) {
    const view = isView(input) ? input : compareView(input, compare_MAX_ROWS, 0);
    if (view.rows < compare_MAX_ROWS)
        throw new Error("the comparison's view was kept for fewer rows than the console shows");
    const result = view.result;
    const n = view.tallies;
    const s = sections(result);
    const sum = result.summary;
    const L = [];
    const why = result.gate.passed ? passedDespite(result, n) : null;
    const verdict = result.gate.passed ? (nothingCompared(result) ? "PASSED with nothing compared" : "PASSED") : "FAILED";
    L.push(`arh compare: gate ${verdict} (fail-on ${gateMode(result)})${why ? `: ${compare_con(why)}` : ""}`);
    if (result.gate.checked)
        L.push(compare_con(result.gate.checked));
    for (const r of result.gate.reasons)
        L.push(`  - ${compare_con(r)}`);
    for (const note of opts.notes ?? [])
        L.push(`note: ${compare_con(note)}`);
    L.push(`traces: ${sum.traces_compared} compared, ${sum.traces_added} added, ${sum.traces_removed} removed; ` +
        `pass->fail ${sum.pass_to_fail}, fail->pass ${sum.fail_to_pass}; ` +
        `new findings ${sum.new_findings} (${plural(sum.new_error_findings, "error", "errors")}), resolved ${sum.resolved_findings}; ` +
        `average score change ${fmtSigned(sum.average_score_delta, 2)}, max score drop ${fmtFixed(sum.max_score_drop, 2)}`);
    L.push(...usageConsoleLines(result.usage));
    const block = (title, total, rows) => {
        if (!total)
            return;
        L.push("", title);
        L.push(...rows.slice(0, compare_MAX_ROWS));
        if (total > compare_MAX_ROWS)
            L.push(`  ... and ${total - compare_MAX_ROWS} more`);
    };
    const first = (xs) => xs.slice(0, compare_MAX_ROWS);
    block(`New error findings (${n.newErrors}):`, n.newErrors, first(s.newErrors).map(({ t, f }) => conFinding(t, f, false)));
    block(`Pass -> fail (${n.passToFail}):`, n.passToFail, first(s.passToFail).map((t) => `  ${compare_con(t.trace_id)}: score ${scoreChange(t)}`));
    block(`Added failing traces (${n.addedFailing}):`, n.addedFailing, first(s.addedFailing).map((t) => `  ${compare_con(t.trace_id)}: score ${score(t.candidate_score)}`));
    // a pass -> fail trace's drop is on its line above: not listed twice
    const otherDrops = s.drops.filter((t) => t.status_change !== "pass->fail");
    block(`Score drops${n.passToFail ? " (besides pass -> fail)" : ""} (${n.dropsOther}):`, n.dropsOther, first(otherDrops).map((t) => `  ${compare_con(t.trace_id)}: score ${scoreChange(t)}`));
    block(`New warnings/info (${n.otherNew}):`, n.otherNew, first(s.otherNew).map(({ t, f }) => conFinding(t, f, true)));
    block(`Resolved findings (${n.resolved}):`, n.resolved, first(s.resolved).map(({ t, f }) => conFinding(t, f, true)));
    block(`Fail -> pass (${n.failToPass}):`, n.failToPass, first(s.failToPass).map((t) => `  ${compare_con(t.trace_id)}: score ${scoreChange(t)}`));
    // still failing as in the baseline: only those no block above lists are "not listed"
    const listed = new Set([...first(s.newErrors).map((x) => x.t), ...first(otherDrops), ...first(s.otherNew).map((x) => x.t), ...first(s.resolved).map((x) => x.t)].map((t) => t.trace_id));
    const listedStill = result.traces.filter((t) => t.status_change === "unchanged" && t.candidate_passed === false && listed.has(t.trace_id)).length;
    const unlisted = (sum.unchanged_failing ?? 0) - listedStill;
    if (unlisted > 0)
        L.push("", `${plural(unlisted, `${listedStill ? "other " : ""}trace still fails`, `${listedStill ? "other " : ""}traces still fail`)} as in the baseline (not listed).`);
    if (n.removed)
        L.push(`${plural(n.removed, "trace", "traces")} removed since the baseline: ${s.removed.slice(0, 20).map((t) => compare_con(t.trace_id)).join(", ")}${n.removed > 20 ? ", ..." : ""}`);
    if (n.drifted) {
        L.push("", `Trajectory drift (${n.drifted}, information only):`);
        for (const t of s.drifted.slice(0, compare_MAX_ROWS)) {
            L.push(`  ${compare_con(t.trace_id)}:`);
            for (const line of describeDrift(t.drift, compare_con))
                L.push(`    ${line}`);
        }
    }
    return L.join("\n") + "\n";
}

;// CONCATENATED MODULE: ./lib/gate/stream.js
// Comparing two reports of any size with flat memory. The comparison lists traces in trace-id
// order, while reports list them in file order, so each report is first spilled into sorted runs
// (an external merge sort: entries are read one at a time from the stream, src/jsonstream/, and
// every 4 MiB of them sorted by id and written to a run file in `workDir`); then the runs of both
// reports are merged by id and joined, one trace at a time: each compared trace is written to the
// compare JSON's trace list at once, tallied for the summary and the gate, and offered to a
// retainer that keeps only what the console and the Markdown list (report/compare.ts).
//
// Reports are read with the fast scanner (src/jsonstream/scanner.ts: the structure scanned, each
// entry cut out and given to JSON.parse); a file it refuses is read again with stream-json, so
// bad files get the reference's messages.
//
// Byte for byte the same as `compareReports` and its renderings (tested), messages included: a
// problem of the baseline is reported before one of the policy or the candidate, and of two
// problems of one report the one `normalizeReport` meets first. What memory holds: one run's
// entries while it is sorted, one entry per open run, the gate's reasons (one per trace they name,
// as the harness lists them), the traces the renderings list, and the trace diffs asked for.





/**
 * A fresh folder for the sorted run files below `base` (the shell passes the temporary folder:
 * TMPDIR, else the system's). A folder that does not exist or cannot be written is a usage error
 * in one line, never an `internal error: ENOENT … mkdtemp`.
 */
function makeWorkDir(base, prefix = "arh-compare-") {
    try {
        return mkdtempSync(join(base, prefix));
    }
    catch (e) {
        const code = e.code;
        const why = code === "ENOENT" ? "it does not exist" : code === "EACCES" || code === "EPERM" ? "it is not writable" : code === "ENOTDIR" ? "it is not a folder" : e.message;
        throw new UsageError(`cannot create a work folder for the streamed comparison in the temporary folder '${base}': ${why} (set TMPDIR to an existing, writable folder)`);
    }
}









/**
 * Text of entries sorted in memory before they are written as one run: small enough that the
 * garbage of sorting stays small, large enough that a million traces make a few hundred runs.
 */
const RUN_BYTES = (/* unused pure expression or super */ null && (4 * 1024 * 1024));
/** Read block of a run file (one per open run). */
const RUN_BLOCK = (/* unused pure expression or super */ null && (32 * 1024));
/** How often `pace` is called: after this much entry text spilled, and this many traces merged. */
const PACE_BYTES = (/* unused pure expression or super */ null && (16 * 1024 * 1024));
const PACE_TRACES = 4096;
/** Write buffer of the compare JSON's trace list. */
const stream_FLUSH_AT = (/* unused pure expression or super */ null && (1 << 20));
/**
 * The stream cannot give the exact result: the reports carry scenario ids (the scenario gate reads
 * every run), or a report has two `reports` keys (JSON.parse keeps the last). `arh compare` then
 * compares in memory.
 */
class StreamFallback extends (/* unused pure expression or super */ null && (Error)) {
}
/** A run line: the id as JSON, a tab, the entry's index, a tab, the entry as JSON. */
function runLine(id, idx, entry) {
    return `${JSON.stringify(id)}\t${idx}\t${JSON.stringify(entry)}\n`;
}
class RunSpiller {
    dir;
    prefix;
    runBytes;
    pace;
    runs = [];
    ids = [];
    lines = [];
    bytes = 0;
    sincePace = 0;
    constructor(dir, prefix, runBytes, pace) {
        this.dir = dir;
        this.prefix = prefix;
        this.runBytes = runBytes;
        this.pace = pace;
    }
    add(id, line) {
        this.ids.push(id);
        this.lines.push(line);
        this.bytes += line.length;
        if (this.bytes < this.runBytes)
            return;
        this.sincePace += this.bytes;
        this.flush();
        if (this.pace && this.sincePace >= PACE_BYTES) {
            this.sincePace = 0;
            this.pace();
        }
    }
    flush() {
        if (this.lines.length === 0)
            return;
        const ids = this.ids;
        const order = Array.from(ids.keys()).sort((a, b) => cmpCodePoints(ids[a], ids[b]) || a - b);
        const path = join(this.dir, `${this.prefix}-${this.runs.length}.run`);
        const fd = openSync(path, "w");
        try {
            let buf = [];
            let n = 0;
            for (const i of order) {
                buf.push(this.lines[i]);
                n += this.lines[i].length;
                if (n >= stream_FLUSH_AT) {
                    writeAllSync(fd, buf.join(""));
                    buf = [];
                    n = 0;
                }
            }
            if (buf.length)
                writeAllSync(fd, buf.join(""));
        }
        finally {
            closeSync(fd);
        }
        this.runs.push(path);
        this.ids = [];
        this.lines = [];
        this.bytes = 0;
    }
}
/** The fast scanner refused the file: read it again with stream-json, whose messages are the reference. */
class ScanRefused extends (/* unused pure expression or super */ null && (Error)) {
}
/** Spill with the fast scanner, and again with stream-json when the scanner refuses the file. */
function spill(path, label, dir, prefix, runBytes, pace) {
    try {
        return spillWith(path, label, dir, `${prefix}f`, runBytes, true, pace);
    }
    catch (e) {
        if (!(e instanceof ScanRefused))
            throw e;
        for (const f of readdirSync(dir))
            if (f.startsWith(`${prefix}f-`))
                rmSync(join(dir, f), { force: true });
        return spillWith(path, label, dir, `${prefix}s`, runBytes, false, pace);
    }
}
function spillWith(path, label, dir, prefix, runBytes, fast, pace) {
    const where = `${label} ${path}`;
    const reader = openReport(path, where, fast);
    const spiller = new RunSpiller(dir, prefix, runBytes, pace);
    const policyIds = new PolicyIds();
    let entries = 0;
    let entryProblem = null;
    try {
        if (reader.peek()?.name !== "startObject") {
            // not an object: a problem of the whole file, once it is known to be valid JSON
            reader.skipValue();
            if (reader.next() !== null)
                throw new JsonReadError("is not valid JSON: content after the document", reader.bytes, "syntax");
            fail(label, path, `is not a validation report: ${REPORT_HINT}`);
        }
        // JSON.parse keeps the last of repeated keys: what matters is the last `reports` and `schema_version`
        let reportsSeen = 0;
        let reportsIsArray = false;
        let schema = undefined;
        let format = undefined;
        let digest = undefined;
        let partial = false;
        reader.expect();
        for (;;) {
            const t = reader.expect();
            if (t.name === "endObject")
                break;
            if (t.name !== "keyValue")
                throw new JsonReadError("is not valid JSON: expected a key", reader.bytes, "syntax");
            const key = t.value;
            if (key === "reports") {
                reportsSeen++;
                if (reportsSeen > 1)
                    throw new StreamFallback("a report with two 'reports' keys");
                if (reader.peek()?.name !== "startArray") {
                    reader.skipValue();
                    continue;
                }
                reportsIsArray = true;
                reader.expect();
                for (let idx = 0;; idx++) {
                    if (reader.peek()?.name === "endArray") {
                        reader.expect();
                        break;
                    }
                    if (entryProblem) {
                        reader.skipValue();
                        continue;
                    }
                    const raw = reader.readValue(2);
                    let e;
                    try {
                        e = normalizeEntry(raw, idx, path, label);
                    }
                    catch (err) {
                        if (!(err instanceof UsageError))
                            throw err;
                        entryProblem = { at: idx, error: err };
                        continue;
                    }
                    if (e.scenario !== undefined)
                        throw new StreamFallback("entries carry scenario ids");
                    policyIds.add(e);
                    spiller.add(e.trace_id, runLine(e.trace_id, idx, e));
                    entries++;
                }
            }
            else if (key === "schema_version") {
                schema = reader.readValue(1);
            }
            else if (key === "format_version") {
                format = reader.readValue(1);
            }
            else if (key === "policy_digest") {
                digest = reader.readValue(1);
            }
            else {
                if (key === "partial_version")
                    partial = true;
                reader.skipValue();
            }
        }
        if (reader.next() !== null)
            throw new JsonReadError("is not valid JSON: content after the document", reader.bytes, "syntax");
        spiller.flush();
        // the checks of normalizeReport, in its order: the whole file first, then entry by entry
        if (reportsSeen === 0)
            fail(label, path, partial ? PARTIAL_REPORT_PROBLEM : `is not a validation report: no 'reports' key; ${REPORT_HINT}`);
        if (!reportsIsArray)
            fail(label, path, "is not a validation report: field 'reports' must be an array");
        const sp = schemaProblem(schema) ?? formatProblem(format) ?? policyDigestProblem(digest);
        if (sp)
            fail(label, path, sp);
        return { runs: spiller.runs, entries, policyIds, problem: entryProblem, digest };
    }
    catch (e) {
        if (e instanceof JsonReadError)
            throw fast && e.kind !== "io" ? new ScanRefused(e.message) : streamProblem(path, where, e, reader.size);
        throw e;
    }
    finally {
        reader.close();
    }
}
// ---------------------------------------------------------------------------------------------
// Reading runs back, merged by id
class RunReader {
    fd;
    block = Buffer.allocUnsafe(RUN_BLOCK);
    pending = [];
    buf = Buffer.alloc(0);
    at = 0;
    eof = false;
    /** The current line: id, entry index and the entry's JSON text; null at the end. */
    id = null;
    idx = 0;
    text = "";
    constructor(path) {
        this.fd = openSync(path, "r");
        this.advance();
    }
    /** Move to the next line. */
    advance() {
        const line = this.readLine();
        if (line === null) {
            this.id = null;
            this.text = "";
            closeSync(this.fd);
            return;
        }
        const a = line.indexOf("\t");
        const b = line.indexOf("\t", a + 1);
        this.id = JSON.parse(line.slice(0, a));
        this.idx = Number(line.slice(a + 1, b));
        this.text = line.slice(b + 1);
    }
    entry() {
        return JSON.parse(this.text);
    }
    readLine() {
        for (;;) {
            const nl = this.buf.indexOf(10, this.at);
            if (nl >= 0) {
                let line = this.buf.subarray(this.at, nl);
                if (this.pending.length) {
                    line = Buffer.concat([...this.pending, line]);
                    this.pending = [];
                }
                this.at = nl + 1;
                return line.toString("utf8");
            }
            if (this.at < this.buf.length)
                this.pending.push(Buffer.from(this.buf.subarray(this.at)));
            if (this.eof)
                return null;
            const n = readSync(this.fd, this.block, 0, this.block.length, null);
            if (n === 0) {
                this.eof = true;
                this.buf = Buffer.alloc(0);
            }
            else
                this.buf = this.block.subarray(0, n);
            this.at = 0;
        }
    }
}
/** Run order: by id in code points, then by entry index. */
function before(a, b) {
    const c = cmpCodePoints(a.id, b.id);
    return c < 0 || (c === 0 && a.idx < b.idx);
}
/**
 * The runs of one report merged by (id, entry index) with a binary heap of their readers, each id
 * once with its entry; duplicates are noted as `normalizeReport` reports them (the pair whose
 * second entry comes first).
 */
class MergedRuns {
    heap;
    /** The duplicate with the earliest second entry so far. */
    duplicate = null;
    constructor(runs) {
        this.heap = runs.map((p) => new RunReader(p)).filter((r) => r.id !== null);
        for (let i = (this.heap.length >> 1) - 1; i >= 0; i--)
            this.down(i);
    }
    down(i) {
        const h = this.heap;
        for (;;) {
            const l = 2 * i + 1;
            if (l >= h.length)
                return;
            const m = l + 1 < h.length && before(h[l + 1], h[l]) ? l + 1 : l;
            if (!before(h[m], h[i]))
                return;
            [h[i], h[m]] = [h[m], h[i]];
            i = m;
        }
    }
    /** Advance the reader on top and restore the heap. */
    pop() {
        const h = this.heap;
        h[0].advance();
        if (h[0].id === null) {
            const last = h.pop();
            if (h.length === 0)
                return;
            h[0] = last;
        }
        this.down(0);
    }
    /** The next id's entry (parsed only when `parse`), or null at the end. */
    next(parse) {
        const h = this.heap;
        if (h.length === 0)
            return null;
        const id = h[0].id;
        const first = h[0].idx;
        const entry = parse ? h[0].entry() : null;
        this.pop();
        // later entries with the same id: a duplicate (only the second one matters for the message)
        let second = -1;
        while (h.length > 0 && h[0].id === id) {
            if (second < 0)
                second = h[0].idx;
            this.pop();
        }
        if (second >= 0 && (this.duplicate === null || second < this.duplicate.second))
            this.duplicate = { id, first, second };
        return { id, entry };
    }
}
/** The duplicate id `normalizeReport` would report for these runs (a pass over ids only). */
function firstDuplicate(runs) {
    const m = new MergedRuns(runs);
    while (m.next(false) !== null)
        ;
    return m.duplicate;
}
// ---------------------------------------------------------------------------------------------
// The compare JSON's trace list, written as it comes
class TraceListWriter {
    path;
    fd;
    pending = [];
    size = 0;
    count = 0;
    /** `compact` (compare_format 2): the traces that changed nothing, summarized instead of written. */
    compact;
    constructor(path, format = "harness") {
        this.path = path;
        this.fd = openSync(path, "w");
        this.compact = format === "compact" ? new UnchangedCollector() : null;
    }
    add(t) {
        if (this.compact?.take(t))
            return;
        const text = compareTraceJson(t);
        this.pending.push(this.count++ === 0 ? text : ",\n" + text);
        this.size += text.length;
        if (this.size >= stream_FLUSH_AT)
            this.flush();
    }
    flush() {
        if (this.pending.length)
            writeAllSync(this.fd, this.pending.join(""));
        this.pending = [];
        this.size = 0;
    }
    close() {
        this.flush();
        closeSync(this.fd);
    }
}
/** The compare JSON: its head rendered as `renderCompareJson` does, the trace list copied in. */
function withoutTraces(r) {
    const { traces: _traces, ...rest } = r;
    return rest;
}
function writeCompareJson(out, result, list) {
    // as the gate left it (its pairing, its reasons), without what only the renderings read
    const { why: _why, checked: _checked, also: _also, ...gate } = result.gate;
    const { usage, ...rest } = { ...result, gate };
    // compact: its format after the schema version, the summary of the unchanged traces before the list (as compareJsonParts)
    const c = list.compact;
    const { schema_version, ...others } = rest;
    const doc = c ? { schema_version, compare_format: 2, ...others, unchanged: c.unchanged, traces: [] } : { ...rest, traces: [] };
    const head = JSON.stringify(doc, null, 2);
    // `"traces": []` closes the document: open the list there instead; the usage follows the traces (as in memory)
    const cut = head.lastIndexOf("[]");
    const after = (usage ? `,\n  "usage": ${stringifyAt(usage, 1)}` : "") + head.slice(cut + 2) + "\n";
    if (list.count === 0)
        writeFileAtomicAround(out, head.slice(0, cut + 2) + after, null, "");
    else
        writeFileAtomicAround(out, head.slice(0, cut) + "[\n", list.path, "\n  ]" + after);
}
// ---------------------------------------------------------------------------------------------
// The comparison
/** Diffs the Markdown may show: those of the first `blocks` regressions in its order, by rank. */
class ShownDiffs {
    blocks;
    ranks = [[], [], [], []];
    counts = [0, 0, 0, 0];
    constructor(blocks) {
        this.blocks = blocks;
    }
    /** Whether the next regression of this rank may still be shown. */
    wants(rank) {
        let before = 0;
        for (let r = 0; r < rank; r++)
            before += this.counts[r];
        return before + this.counts[rank] < this.blocks;
    }
    /** A regression of this rank, with its diff when it has one; keeps what can still be shown. */
    add(rank, id, doc) {
        const wanted = this.wants(rank);
        this.counts[rank]++;
        if (wanted)
            this.ranks[rank].push({ id, doc });
        // regressions of lower ranks come first: later ranks keep only what is left of the blocks
        let cum = 0;
        for (let r = 0; r < 4; r++) {
            const keep = Math.max(0, this.blocks - cum);
            if (this.ranks[r].length > keep)
                this.ranks[r].length = keep;
            cum += this.counts[r];
        }
    }
    /** The ids of the regressions kept (with or without a diff). */
    ids() {
        return this.ranks.flat().map((x) => x.id);
    }
    docs() {
        return this.ranks.flat().flatMap((x) => (x.doc ? [[x.id, x.doc]] : []));
    }
}
/** A policy id no report can hold: the trace diffs' contract until the candidate's is known. */
const CONTRACT_LATER = "\u0000candidate policy id\u0000";
function streamCompare(req) {
    checkFailOn(req.options.failOn);
    const { baseline: bl, candidate: cl } = req;
    const base = spill(bl.path, bl.label, req.workDir, "b", req.runBytes ?? RUN_BYTES, req.pace);
    let baseDuplicate;
    // the baseline's own problems, as normalizeReport would meet them (a duplicate id may come first)
    const baselineProblems = () => {
        baseDuplicate ??= firstDuplicate(base.runs);
        if (baseDuplicate && (!base.problem || baseDuplicate.second < base.problem.at))
            fail(bl.label, bl.path, duplicateProblem(baseDuplicate.id, baseDuplicate.first, baseDuplicate.second));
        if (base.problem)
            throw base.problem.error;
    };
    if (base.problem)
        baselineProblems();
    let policy = null;
    if (req.policy) {
        try {
            policy = req.policy();
        }
        catch (e) {
            baselineProblems();
            throw e;
        }
    }
    let cand;
    try {
        cand = spill(cl.path, cl.label, req.workDir, "c", req.runBytes ?? RUN_BYTES, req.pace);
    }
    catch (e) {
        if (e instanceof UsageError)
            baselineProblems();
        throw e;
    }
    // reports judged under different policies: the comparison in memory says so (compare/policy.ts)
    if (typeof base.digest === "string" && typeof cand.digest === "string" && base.digest !== cand.digest)
        throw new StreamFallback("the reports were judged under different policies");
    if (cand.problem) {
        baselineProblems();
        const d = firstDuplicate(cand.runs);
        if (d && d.second < cand.problem.at)
            fail(cl.label, cl.path, duplicateProblem(d.id, d.first, d.second));
        throw cand.problem.error;
    }
    const opts = { ...req.options, usage: mergeThresholds(req.options.usage, policy?.regression) };
    const rows = req.rows ?? 100;
    const blocks = req.blocks ?? blocksFor(COMMENT_LIMIT_CHARS);
    const summary = new SummaryTally();
    const usage = new UsageTally(opts.usage);
    const gate = new GateTally(opts);
    const gateHead = { fail_on: opts.failOn, max_score_drop: opts.maxScoreDrop ?? null };
    const retainer = new CompareRetainer(gateHead, rows, blocks);
    const shown = new ShownDiffs(blocks);
    const allDiffs = new Map();
    let diffsError = null;
    const diffInput = { compare: { candidate_policy_id: CONTRACT_LATER }, policy, details: { baseline: req.baselineDetails ?? null, candidate: req.candidateDetails ?? null } };
    const list = req.jsonOut ? new TraceListWriter(join(req.workDir, "traces.json"), req.jsonFormat) : null;
    let compareError = null;
    const b = new MergedRuns(base.runs);
    const c = new MergedRuns(cand.runs);
    let merged = 0;
    try {
        let nb = b.next(true);
        let nc = c.next(true);
        while (nb !== null || nc !== null) {
            const order = nb === null ? 1 : nc === null ? -1 : cmpCodePoints(nb.id, nc.id);
            const be = order <= 0 ? nb : null;
            const ce = order >= 0 ? nc : null;
            if (compareError === null) {
                try {
                    const id = (be ?? ce).id;
                    const { trace: t, rawDelta } = compareTrace(id, be?.entry ?? undefined, ce?.entry ?? undefined);
                    summary.add(t, rawDelta);
                    usage.add(t);
                    const own = gate.add(t, rawDelta);
                    const limit = opts.maxScoreDrop ?? null;
                    const dropped = own !== null && limit !== null && own === dropReason(t.trace_id, t, limit);
                    retainer.add(t, dropped);
                    list?.add(t);
                    if (req.diffs !== "none" && diffsError === null) {
                        const rank = req.diffs === "markdown" ? regressionRank(t, gateHead, dropped) : null;
                        const wanted = req.diffs === "all" || (rank !== null && shown.wants(rank));
                        let doc = null;
                        if (wanted && isRegressed(t) && ce?.entry) {
                            try {
                                doc = buildTraceDiff(t, be?.entry ?? null, ce.entry, diffInput);
                            }
                            catch (e) {
                                diffsError = e instanceof Error ? e.message : String(e);
                            }
                        }
                        if (doc && req.diffs === "all")
                            allDiffs.set(id, doc);
                        if (rank !== null)
                            shown.add(rank, id, doc);
                    }
                }
                catch (e) {
                    // as in memory: the comparison is impossible; duplicate ids found later come first
                    compareError = e;
                }
            }
            if (be)
                nb = b.next(compareError === null);
            if (ce)
                nc = c.next(compareError === null);
            if (req.pace && ++merged % PACE_TRACES === 0)
                req.pace();
        }
    }
    finally {
        list?.close();
    }
    if (b.duplicate)
        fail(bl.label, bl.path, duplicateProblem(b.duplicate.id, b.duplicate.first, b.duplicate.second));
    if (c.duplicate)
        fail(cl.label, cl.path, duplicateProblem(c.duplicate.id, c.duplicate.first, c.duplicate.second));
    if (compareError !== null)
        throw compareError;
    const head = {
        schema_version: "1",
        baseline_policy_id: base.policyIds.result(),
        candidate_policy_id: cand.policyIds.result(),
        summary: summary.result(),
        gate: gate.result(),
    };
    const u = usage.result();
    if (u)
        head.usage = u;
    // the usage gates, as runGate applies them to a comparison in memory (no scenarios here)
    const over = opts.failOn === "never" ? [] : usageGateReasons(u);
    if (over.length > 0)
        head.gate = { ...head.gate, passed: false, reasons: [...head.gate.reasons, ...over] };
    const view = retainer.view(head);
    // as buildTraceDiff words it (the candidate policy id is always a string once compared)
    const contract = policy?.policy_id ?? head.candidate_policy_id ?? "unknown";
    const diffs = new Map();
    for (const [id, doc] of req.diffs === "all" ? allDiffs : shown.docs()) {
        if (doc.contract === CONTRACT_LATER)
            doc.contract = contract;
        diffs.set(id, doc);
    }
    const writeJson = list && req.jsonOut ? () => writeCompareJson(req.jsonOut, withoutTraces(view.result), list) : null;
    return { view, policy, diffs, diffsError, writeJson, candidateDigest: typeof cand.digest === "string" ? cand.digest : null };
}
/**
 * The traces whose diffs a comparison's Markdown shows (the regressions a PR comment holds, in
 * its order), as the streamed comparison keeps them: the comparison in memory builds only these
 * when no diff pages are written.
 */
function shownRegressions(compare, blocks = compare_blocksFor(budget_COMMENT_LIMIT_CHARS)) {
    const limit = compare.gate.max_score_drop ?? null;
    const head = { fail_on: compare.gate.fail_on, max_score_drop: limit };
    const reasons = new Set(compare.gate.reasons);
    const shown = new ShownDiffs(blocks);
    for (const t of compare.traces) {
        const dropped = limit !== null && reasons.has(compare_dropReason(t.trace_id, t, limit));
        const rank = compare_regressionRank(t, head, dropped);
        if (rank !== null)
            shown.add(rank, t.trace_id, null);
    }
    return new Set(shown.ids());
}

;// CONCATENATED MODULE: ./lib/gate/diffs.js


/** Only the diffs the Markdown may show, each built when it asks for it (it holds a few of the regressions it may show). */
const shownDiffs = (input) => lazyTraceDiffMap({ ...input, only: shownRegressions(input.compare) });
/** The builder for `GateRequest.traceDiffs`: every diff (`true`), those the Markdown shows (`"shown"`), or none. */
function traceDiffs(mode) {
    return mode === "shown" ? shownDiffs : mode ? buildTraceDiffMap : false;
}

;// CONCATENATED MODULE: ./lib/tracediff/component.js
// The <trace-diff> web component (agent-behavior-trace/v0, docs/trace-diff.md).
// Vanilla custom element, no runtime dependencies, plain browser ESM: this module imports nothing.
// The build copies its compiled form to dist/trace-diff.js (`<script type="module" src=…>`).
//
// Everything lives inside defineTraceDiff(), which refers to no module-level name: the Node side
// inlines the very same code into the self-contained index.html as `(${defineTraceDiff})()`
// (component-source.ts). All document text is set with textContent, never parsed as HTML.
/** Define the `trace-diff` custom element (idempotent). */
function defineTraceDiff() {
    const SCHEMA = "agent-behavior-trace/v0";
    const KINDS = ["read", "precondition", "side_effect", "respond"];
    const SLUG = /^[a-z0-9][a-z0-9_-]{0,63}$/;
    const GLYPH = { "open-circle": "\u25CB", "filled-square": "\u25A0" };
    const CSS = `
:host{display:block;font:13px/1.35 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f1d1a;--accent:#b4532a;--accent-soft:#f6e4da;--rule:#d9d4cc;--muted:#6d675f}
.td{box-sizing:border-box;display:flex;flex-direction:column;max-height:200px;border:1px solid var(--rule);border-radius:6px;background:#fbfaf7;overflow:hidden}
.td[data-mode="expanded"]{max-height:420px}
.head{display:flex;gap:.75em;align-items:baseline;padding:6px 10px;border-bottom:1px solid var(--rule);white-space:nowrap;overflow:hidden}
.case{font-weight:600;overflow:hidden;text-overflow:ellipsis}
.contract,.updated{font:11px/1.3 ui-monospace,SFMono-Regular,Menlo,monospace;color:var(--muted);overflow:hidden;text-overflow:ellipsis}
.inspect{margin-left:auto;color:var(--accent);text-decoration:none;font-size:12px}
.grid{flex:0 1 auto;min-height:0;overflow:auto;display:grid;grid-template-columns:2.2em minmax(0,1fr) 14px minmax(0,1fr) 14px;grid-auto-rows:minmax(22px,auto);align-content:start;padding:2px 4px 4px}
.kicker{font:11px/1.3 ui-monospace,SFMono-Regular,Menlo,monospace;text-transform:uppercase;letter-spacing:.04em;color:var(--muted);padding:4px 6px;border-bottom:1px solid var(--rule);white-space:nowrap;overflow:hidden;text-overflow:ellipsis;position:sticky;top:0;background:#fbfaf7}
.kicker.regression{color:var(--accent)}
.idx{font:11px/22px ui-monospace,SFMono-Regular,Menlo,monospace;color:var(--muted);text-align:right;padding-right:6px}
.step{display:flex;gap:6px;align-items:baseline;padding:2px 6px;min-width:0;border-left:2px solid transparent}
.step.regression{border-left-color:var(--accent);background:linear-gradient(90deg,var(--accent-soft),transparent 70%)}
.step.empty{background:none;border-left:2px dashed var(--rule)}
.step.empty::before{content:"\\2014";color:var(--rule)}
.step[data-in-violation]{background:var(--accent-soft)}
.step[data-consequential]{background:var(--accent-soft)}
.step[data-consequential] .tool{font-weight:700}
.marker{flex:none;width:1em;text-align:center;color:var(--muted)}
.step[data-consequential] .marker,.step[data-in-violation] .marker{color:var(--accent)}
.step[data-marker="filled-square"] .marker{color:var(--accent)}
.tool{font:12px/1.35 ui-monospace,SFMono-Regular,Menlo,monospace;white-space:nowrap}
.result{flex:0 1 auto;color:var(--muted);white-space:nowrap;overflow:hidden;text-overflow:ellipsis;min-width:0}
.main{display:flex;gap:6px;align-items:baseline;min-width:0;flex:1}
.agent{font:11px/1.35 ui-monospace,SFMono-Regular,Menlo,monospace;color:var(--muted)}
.usage{flex:none;margin-left:auto;padding-left:6px;font:11px/1.35 ui-monospace,SFMono-Regular,Menlo,monospace;color:var(--muted);white-space:nowrap}
.td[data-mode="expanded"] .step{flex-direction:column;gap:1px}
.td[data-mode="expanded"] .main{width:100%}
.detail{font:11px/1.3 ui-monospace,SFMono-Regular,Menlo,monospace;color:var(--muted);overflow-wrap:anywhere;white-space:pre-wrap;padding-left:1.6em}
.bracket{border:2px solid var(--accent);border-left:none;border-radius:0 7px 7px 0;margin:3px 2px 3px 0;transform:rotate(.6deg)}
.verdict{flex:none;max-height:7.5em;overflow-y:auto;display:flex;flex-wrap:wrap;gap:.4em .9em;align-items:baseline;padding:6px 10px;border-top:1px solid var(--rule);background:#f3f0ea}
.badge{font:600 11px/1.3 ui-monospace,SFMono-Regular,Menlo,monospace;letter-spacing:.03em}
.badge[data-value="FAIL"]{color:var(--accent)}
.reason{flex:1 1 16em;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.td[data-mode="expanded"] .reason{white-space:normal;overflow-wrap:anywhere}
.operational{color:var(--muted);font-size:12px}
.error{font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace;color:var(--accent);padding:4px 0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
`;
    const isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
    const isStr = (v) => typeof v === "string";
    /** Null when `d` is a renderable v0 document, else the reason shown in the error line. */
    function problem(d) {
        if (!isObj(d))
            return "(not an object)";
        const declared = isStr(d.schema) ? d.schema.slice(0, 120) : "(none)";
        if (d.schema !== SCHEMA)
            return declared;
        const miss = (what) => `${declared} (missing or invalid: ${what})`;
        if (!isStr(d.case))
            return miss("case");
        if (!isStr(d.contract))
            return miss("contract");
        if (d.contract_clause !== undefined && !isStr(d.contract_clause))
            return miss("contract_clause");
        if (!Array.isArray(d.rails) || d.rails.length !== 2)
            return miss("rails (exactly 2)");
        for (let i = 0; i < 2; i++) {
            const r = d.rails[i];
            if (!isObj(r))
                return miss(`rails[${i}]`);
            if (!isStr(r.id) || !SLUG.test(r.id))
                return miss(`rails[${i}].id`);
            if (!isStr(r.label))
                return miss(`rails[${i}].label`);
            if (typeof r.regression !== "boolean")
                return miss(`rails[${i}].regression`);
            if (!Array.isArray(r.steps) || r.steps.length === 0)
                return miss(`rails[${i}].steps`);
            for (let j = 0; j < r.steps.length; j++) {
                const s = r.steps[j];
                const at = `rails[${i}].steps[${j}]`;
                if (!isObj(s))
                    return miss(at);
                if (typeof s.n !== "number" || !Number.isInteger(s.n) || s.n < 1)
                    return miss(at + ".n");
                if (!isStr(s.tool))
                    return miss(at + ".tool");
                if (!isStr(s.result))
                    return miss(at + ".result");
                if (!isStr(s.kind) || KINDS.indexOf(s.kind) < 0)
                    return miss(at + ".kind");
                // a flag of another type (`"true"`) would silently draw no marker
                if (s.consequential !== undefined && typeof s.consequential !== "boolean")
                    return miss(at + ".consequential");
                if (s.in_violation !== undefined && typeof s.in_violation !== "boolean")
                    return miss(at + ".in_violation");
            }
        }
        const v = d.verdict;
        if (!isObj(v))
            return miss("verdict");
        if (v.output !== "PASS" && v.output !== "FAIL")
            return miss("verdict.output");
        if (v.behavior !== "PASS" && v.behavior !== "FAIL")
            return miss("verdict.behavior");
        if (v.behavior === "FAIL" && (!isStr(v.behavior_reason) || v.behavior_reason === ""))
            return miss("verdict.behavior_reason");
        return null;
    }
    function el(tag, cls, text) {
        const e = document.createElement(tag);
        if (cls)
            e.className = cls;
        if (text !== undefined)
            e.textContent = text;
        return e;
    }
    function show(v) {
        if (v === undefined)
            return "";
        if (isStr(v))
            return v;
        try {
            return JSON.stringify(v) ?? "";
        }
        catch {
            return String(v);
        }
    }
    /** Only http(s) and relative links; never javascript:, data: or other schemes. */
    function safeHref(h) {
        const t = h.replace(/[\u0000-\u0020\u007f]/g, "");
        if (/^[a-z][a-z0-9+.-]*:/i.test(t) && !/^https?:/i.test(t))
            return null;
        return h.trim();
    }
    class TraceDiffElement extends HTMLElement {
        static get observedAttributes() {
            return ["data-mode", "data-src", "data-inspect"];
        }
        _data = undefined;
        _from = null;
        _seq = 0;
        _waiting = false;
        _root;
        constructor() {
            super();
            this._root = this.attachShadow({ mode: "open" });
        }
        get data() {
            return this._data;
        }
        set data(v) {
            this._data = v;
            this._from = "prop";
            this._seq++;
        }
        connectedCallback() {
            // `el.data = …` set before the element was upgraded is an own property shadowing the accessor.
            if (Object.prototype.hasOwnProperty.call(this, "data")) {
                const v = this.data;
                delete this.data;
                this.data = v;
            }
            this._load();
        }
        attributeChangedCallback(name, old, now) {
            if (!this.isConnected || old === now)
                return;
            if (name === "data-src" && this._from === "src") {
                this._data = undefined;
                this._from = null;
                this._load();
                return;
            }
            if (this._from !== null)
                this.render();
        }
        _load() {
            if (this._from !== null) {
                this.render();
                return;
            }
            const inline = Array.prototype.find.call(this.children, (c) => c.localName === "script" && (c.getAttribute("type") || "").trim().toLowerCase() === "application/json");
            if (inline) {
                try {
                    this._data = JSON.parse(inline.textContent || "");
                }
                catch {
                    this._line("[trace-diff: invalid inline JSON · expected " + SCHEMA + "]");
                    return;
                }
                this._from = "inline";
                this.render();
                return;
            }
            const src = this.getAttribute("data-src");
            if (src) {
                const seq = ++this._seq;
                this._line("[trace-diff: loading…]");
                fetch(src)
                    .then((r) => {
                    if (!r.ok)
                        throw new Error("HTTP " + r.status);
                    return r.text();
                })
                    .then((t) => {
                    if (seq !== this._seq)
                        return;
                    let parsed;
                    try {
                        parsed = JSON.parse(t);
                    }
                    catch {
                        this._line("[trace-diff: invalid JSON at " + src + " · expected " + SCHEMA + "]");
                        return;
                    }
                    this._data = parsed;
                    this._from = "src";
                    this.render();
                })
                    .catch((e) => {
                    if (seq !== this._seq)
                        return;
                    this._line("[trace-diff: cannot load " + src + " (" + (e instanceof Error ? e.message : String(e)) + ")]");
                });
                return;
            }
            if (document.readyState === "loading" && !this._waiting) {
                // Upgraded before the parser reached our children: look again once the document is parsed.
                this._waiting = true;
                document.addEventListener("DOMContentLoaded", () => {
                    this._waiting = false;
                    if (this._from === null)
                        this._load();
                }, { once: true });
                return;
            }
            this._line("[trace-diff: no data · expected " + SCHEMA + "]");
        }
        _line(text) {
            const style = el("style");
            style.textContent = CSS;
            // one line at any width (the seed's contract): cut with an ellipsis, the whole text in the title
            const line = el("div", "error", text);
            line.title = text;
            line.setAttribute("role", "alert");
            this._root.replaceChildren(style, line);
        }
        /** Validate the current data and (re)draw. Schema mismatch draws only the error line. */
        render() {
            const d = this._data;
            const bad = problem(d);
            if (bad !== null) {
                this._line("[trace-diff: unsupported schema " + bad + " · expected " + SCHEMA + "]");
                return;
            }
            const doc = d;
            const rails = doc.rails;
            const verdict = doc.verdict;
            const mode = this.getAttribute("data-mode") === "expanded" ? "expanded" : "compact";
            const expanded = mode === "expanded";
            const style = el("style");
            style.textContent = CSS;
            const root = el("div", "td");
            root.setAttribute("data-mode", mode);
            root.setAttribute("part", "root");
            const head = el("div", "head");
            head.append(el("span", "case", doc.case));
            head.append(el("span", "contract", doc.contract + (isStr(doc.contract_clause) ? " · " + doc.contract_clause : "")));
            if (isStr(doc.updated))
                head.append(el("span", "updated", doc.updated));
            const inspect = this.getAttribute("data-inspect");
            if (inspect !== null) {
                const href = safeHref(inspect);
                const a = el("a", "inspect", "inspect \u2192");
                if (href !== null)
                    a.setAttribute("href", href);
                head.append(a);
            }
            root.append(head);
            const grid = el("div", "grid");
            grid.setAttribute("role", "table");
            // Rows: the sorted union of both rails' n (a rail without a step at some n shows a gap there).
            const seen = new Set();
            for (const r of rails)
                for (const s of r.steps)
                    seen.add(s.n);
            const ns = [...seen].sort((a, b) => a - b);
            // steps of two agents or more: each rail grouped in agent lanes (docs/multi-agent.md)
            const agents = new Set();
            for (const r of rails)
                for (const s of r.steps)
                    if (typeof s.agent === "string")
                        agents.add(s.agent);
            const lanes = agents.size > 1;
            const rowIndex = new Map();
            ns.forEach((n, i) => rowIndex.set(n, i + 2)); // row 1 holds the kickers
            const rowOf = (n) => rowIndex.get(n) ?? 2;
            const corner = el("div", "kicker", "#");
            corner.style.gridRow = "1";
            corner.style.gridColumn = "1";
            grid.append(corner);
            for (const n of ns) {
                const idx = el("div", "idx", String(n));
                idx.style.gridRow = String(rowOf(n));
                idx.style.gridColumn = "1";
                grid.append(idx);
            }
            rails.forEach((r, ri) => {
                const col = 2 + ri * 2;
                const regression = r.regression === true;
                const rail = el("section", "rail");
                rail.id = r.id;
                rail.style.display = "contents";
                rail.setAttribute("data-rail", r.id);
                if (regression)
                    rail.setAttribute("data-regression", "");
                rail.setAttribute("aria-label", r.label);
                const kicker = el("div", "kicker" + (regression ? " regression" : ""), r.label);
                kicker.style.gridRow = "1";
                kicker.style.gridColumn = String(col) + " / span 2";
                rail.append(kicker);
                const steps = r.steps.slice().sort((a, b) => a.n - b.n);
                const used = new Set();
                const marks = [];
                // timestamp_ms is the running sum of the rail's recorded latencies: a step's own latency is
                // the difference to the previous timestamp on its rail
                let before = 0;
                let lastAgent = null;
                for (const s of steps) {
                    const t = typeof s.timestamp_ms === "number" && Number.isFinite(s.timestamp_ms) ? s.timestamp_ms : null;
                    const own = t === null ? null : Math.max(0, Math.round((t - before) * 1000) / 1000);
                    if (t !== null)
                        before = t;
                    const n = s.n;
                    if (used.has(n))
                        continue; // duplicate index: first one wins the row
                    used.add(n);
                    marks.push(s);
                    const kind = s.kind;
                    const consequential = s.consequential === true;
                    const inViolation = s.in_violation === true && !consequential;
                    const marker = kind === "side_effect" && consequential ? "filled-square" : "open-circle";
                    const row = el("div", "step" + (regression ? " regression" : ""));
                    row.style.gridRow = String(rowOf(n));
                    row.style.gridColumn = String(col);
                    row.setAttribute("role", "row");
                    row.setAttribute("data-n", String(n));
                    row.setAttribute("data-kind", kind);
                    row.setAttribute("data-marker", marker);
                    if (consequential)
                        row.setAttribute("data-consequential", "");
                    if (inViolation)
                        row.setAttribute("data-in-violation", "");
                    const main = el("div", "main");
                    const m = el("span", "marker", GLYPH[marker]);
                    m.setAttribute("aria-label", kind + (consequential ? ", consequential" : "") + (inViolation ? ", in violation" : ""));
                    m.title = kind.replace("_", " ") + (consequential ? " · consequential" : "") + (inViolation ? " · in violation" : "");
                    const result = el("span", "result", s.result);
                    result.title = s.result;
                    main.append(m, el("span", "tool", s.tool), result);
                    // a multi-agent run: the agent named where its lane begins on the rail (docs/multi-agent.md)
                    if (lanes && s.agent !== lastAgent)
                        row.append(el("div", "agent", typeof s.agent === "string" ? "agent " + s.agent : "agent: none"));
                    lastAgent = s.agent;
                    const use = [];
                    if (own !== null)
                        use.push((own < 10 ? String(own) : String(Math.round(own))) + " ms");
                    if (typeof s.tokens === "number")
                        use.push(s.tokens + " tokens");
                    if (use.length) {
                        const u = el("span", "usage", use.join(" · "));
                        u.title = "this step: " + (own !== null ? "latency " + use[0] : "latency not recorded") + (typeof s.tokens === "number" ? ", " + s.tokens + " tokens" : ", tokens not recorded");
                        main.append(u);
                    }
                    row.append(main);
                    if (expanded) {
                        const bits = [];
                        if (s.args !== undefined)
                            bits.push("args " + show(s.args));
                        if (s.return !== undefined)
                            bits.push("return " + show(s.return));
                        if (t !== null)
                            bits.push("elapsed " + t + " ms");
                        if (bits.length)
                            row.append(el("div", "detail", bits.join(" · ")));
                    }
                    rail.append(row);
                }
                for (const n of ns) {
                    if (used.has(n))
                        continue;
                    const empty = el("div", "step empty");
                    empty.style.gridRow = String(rowOf(n));
                    empty.style.gridColumn = String(col);
                    empty.setAttribute("data-n", String(n));
                    empty.setAttribute("data-empty", "");
                    rail.append(empty);
                }
                // Brackets: from each consequential row down through the in_violation rows that follow it.
                marks.forEach((s, i) => {
                    if (s.consequential !== true)
                        return;
                    let end = s.n;
                    for (let k = i + 1; k < marks.length; k++) {
                        const t = marks[k];
                        if (t.consequential === true)
                            break;
                        if (t.in_violation === true)
                            end = t.n;
                    }
                    const b = el("div", "bracket");
                    b.style.gridRow = String(rowOf(s.n)) + " / " + String(rowOf(end) + 1);
                    b.style.gridColumn = String(col + 1);
                    b.setAttribute("data-from", String(s.n));
                    b.setAttribute("data-to", String(end));
                    b.setAttribute("aria-label", "violation span, steps " + s.n + (end !== s.n ? "\u2013" + end : ""));
                    rail.append(b);
                });
                grid.append(rail);
            });
            root.append(grid);
            const bar = el("div", "verdict");
            const out = el("span", "badge output", "output " + verdict.output);
            out.setAttribute("data-value", verdict.output);
            const beh = el("span", "badge behavior", "behavior " + verdict.behavior);
            beh.setAttribute("data-value", verdict.behavior);
            bar.append(out, beh);
            if (isStr(verdict.behavior_reason) && verdict.behavior_reason) {
                const reason = el("span", "reason", verdict.behavior_reason);
                reason.title = verdict.behavior_reason;
                bar.append(reason);
            }
            if (isStr(verdict.operational))
                bar.append(el("span", "operational", verdict.operational));
            root.append(bar);
            this._root.replaceChildren(style, root);
        }
    }
    if (!customElements.get("trace-diff"))
        customElements.define("trace-diff", TraceDiffElement);
}
if (typeof window !== "undefined" && typeof customElements !== "undefined")
    defineTraceDiff();

;// CONCATENATED MODULE: ./lib/tracediff/component-source.js
// The <trace-diff> component as JavaScript source text, for inlining into the self-contained
// index.html. It is the source of defineTraceDiff() itself (one implementation, component.ts), as
// compiled into the running bundle, wrapped in an immediately invoked call: a classic script that
// works from file:// with no network. Deterministic: the same bundle always yields the same text.

const COMPONENT_JS = `(${defineTraceDiff.toString()})();\n`;

;// CONCATENATED MODULE: ./lib/tracediff/html.js
// The self-contained index.html of a set of trace diffs: the <trace-diff> component and the
// documents inlined (no network, works from file://), plus writing the per-trace JSON files.
// Deterministic: identical documents give byte-identical files.






/** JSON that is safe inside <script type="application/json">: no `<`, `>`, `&` or line separators. */
function inlineJson(v) {
    return JSON.stringify(v, null, 2).replace(/[<>&\u2028\u2029]/g, (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
}
/** The trace id part of a document's case (`<trace_id> · <rule title>`). */
function caseTraceId(doc) {
    const c = typeof doc.case === "string" ? doc.case : "";
    const i = c.indexOf(" · ");
    return i >= 0 ? c.slice(0, i) : c;
}
/** File names `<slug of trace id>.json`, unique within the set (suffix -2, -3… on collisions). */
function diffFileNames(docs) {
    const used = new Set(["index"]);
    return docs.map((d) => {
        const base = caseTraceId(d).replace(/[^A-Za-z0-9._-]+/g, "_").replace(/^[._]+/, "").slice(0, 100) || "trace";
        let name = base;
        for (let k = 2; used.has(name.toLowerCase()); k++)
            name = `${base}-${k}`;
        used.add(name.toLowerCase());
        return `${name}.json`;
    });
}
function sha256Base64(s) {
    return (0,external_node_crypto_.createHash)("sha256").update(s, "utf8").digest("base64");
}
function renderTraceDiffIndex(docs) {
    const script = COMPONENT_JS;
    if (/<\/script/i.test(script) || /<!--/.test(script))
        throw new Error("component source must not contain </script or <!--");
    const names = diffFileNames(docs);
    // Constant text plus a base64 hash: nothing to escape inside the double-quoted attribute.
    const csp = `default-src 'none'; script-src 'sha256-${sha256Base64(script)}'; style-src 'unsafe-inline'; img-src 'none'; connect-src 'none'; base-uri 'none'; form-action 'none'`;
    const out = [];
    out.push("<!DOCTYPE html>");
    out.push('<html lang="en">');
    out.push("<head>");
    out.push('<meta charset="utf-8">');
    out.push(`<meta http-equiv="Content-Security-Policy" content="${csp}">`);
    out.push('<meta name="viewport" content="width=device-width, initial-scale=1">');
    out.push('<meta name="referrer" content="no-referrer">');
    out.push("<title>Trace diffs · agent-behavior-trace/v0</title>");
    out.push("<style>");
    out.push("body{margin:0;padding:24px;background:#f4f1eb;color:#1f1d1a;font:14px/1.45 system-ui,-apple-system,'Segoe UI',sans-serif}");
    out.push("main{max-width:1100px;margin:0 auto}h1{font-size:20px;margin:0 0 4px}section{margin:20px 0 0}");
    out.push(".sub{color:#6d675f;margin:0 0 16px}.file{margin:0 0 4px;font:12px ui-monospace,SFMono-Regular,Menlo,monospace;color:#6d675f}");
    out.push("noscript table{border-collapse:collapse;margin-top:8px}noscript td,noscript th{border:1px solid #d9d4cc;padding:2px 6px;text-align:left}");
    out.push("</style>");
    out.push("</head>");
    out.push("<body>");
    out.push("<main>");
    out.push("<h1>Trace diffs</h1>");
    out.push(`<p class="sub">${docs.length === 0 ? "No regressed traces." : `${docs.length} regressed trace${docs.length === 1 ? "" : "s"}: the baseline run that behaved next to the candidate run that did not.`}</p>`);
    docs.forEach((d, i) => {
        const id = `diff-${i + 1}`;
        // The component's own head shows the case: the section only names it for assistive technology
        // and says which file holds the document.
        out.push(`<section id="${id}" aria-label="${(0,util_escape/* escapeHtml */.ZD)(String(d.case))}">`);
        out.push(`<p class="file">${(0,util_escape/* escapeHtml */.ZD)(names[i])}</p>`);
        out.push('<trace-diff data-mode="expanded">');
        out.push(`<script type="application/json">${inlineJson(d)}</script>`);
        out.push("</trace-diff>");
        out.push(`<noscript>${renderTraceDiffTable(d)}</noscript>`);
        out.push("</section>");
    });
    out.push("</main>");
    out.push(`<script>${script}</script>`);
    out.push("</body>");
    out.push("</html>");
    return out.join("\n") + "\n";
}
/** Write one JSON per document and the index.html into `dir` (created). Returns the paths written. */
function writeTraceDiffs(dir, docs) {
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    const names = diffFileNames(docs);
    const paths = [];
    docs.forEach((d, i) => {
        const p = (0,external_node_path_.join)(dir, names[i]);
        (0,external_node_fs_.writeFileSync)(p, JSON.stringify(d, null, 2) + "\n");
        paths.push(p);
    });
    const index = (0,external_node_path_.join)(dir, "index.html");
    (0,external_node_fs_.writeFileSync)(index, renderTraceDiffIndex(docs));
    paths.push(index);
    return paths;
}

// EXTERNAL MODULE: ./lib/tracediff/validate.js
var tracediff_validate = __webpack_require__(68054);
// EXTERNAL MODULE: ./lib/tracediff/schema.js
var schema = __webpack_require__(1931);
// EXTERNAL MODULE: ./lib/rules/tracediff-meta.js
var tracediff_meta = __webpack_require__(54843);
;// CONCATENATED MODULE: ./lib/tracediff/index.js








;// CONCATENATED MODULE: ./lib/github/phases/gate.js











function gatePhase(env, report, subject, files, base) {
    const { inputs, log, paths } = env;
    const { ctx, policy } = subject;
    // the policy's diagnostics on the policy file first (errors with strict-policy: runGate then stops)
    if (policy)
        emitPolicyDiagnostics(policy.diagnostics, log, { strict: inputs.repeats.options.strictPolicy === true, display: env.display });
    const gate = runGate({
        candidate: report,
        baseline: base.baseline,
        policy,
        failOn: inputs.failOn,
        maxScoreDrop: inputs.maxScoreDrop ?? null,
        usage: inputs.usage,
        baselineMissing: inputs.baselineMissing,
        traceDiffs: traceDiffs(policy !== null),
        candidateLabel: ctx.pr ? `PR #${ctx.pr.number}` : "candidate",
        // the after side of trace diffs from the traces validated here (published reports have none)
        candidateDetails: subject.published ? null : stepDetailsFrom(env.ws, inputs.format),
        repeats: repeatsRequest(inputs, base.quarantine, ctx.eventDate ?? null, log),
        unpaired: inputs.unpaired,
        policyChange: inputs.policyChange,
        ...(policy !== null ? { policySource: inputs.policy } : {}),
        allowEmpty: inputs.allowEmpty,
    });
    const { compare } = gate;
    // With a baseline, the scenario gate's view of the runs replaces the candidate-only one in JUnit.
    if (gate.scenarios && compare)
        (0,writefile/* writeFileAtomic */.Zf)(paths.junit, report_renderJunit(report, { scenarios: gate.scenarios }));
    if (compare)
        (0,writefile/* writeFileAtomicParts */.bc)(paths.compare, compareJsonParts(compare, gate.scenarios));
    // what was checked and what the policy change does, first in the log as in the summary
    if (compare?.gate.checked)
        log.info(compare.gate.checked);
    for (const n of gate.notes)
        if (n !== BUNDLE_HINT)
            log.info(`note: ${n}`);
    for (const m of gate.messages)
        if (m.level === "warning")
            env.warn(m.text);
        else
            log.info(m.text);
    const baselineSource = gate.baseline.kind === "found" ? gate.baseline.source : "none";
    let diffs = new Map();
    if (gate.diffsError !== null)
        log.info(`trace diffs not rendered: ${gate.diffsError}`);
    else if (gate.diffs.size) {
        try {
            writeTraceDiffs(paths.diffs, [...gate.diffs.values()]);
            diffs = gate.diffs;
        }
        catch (e) {
            log.info(`trace diffs not rendered: ${messageOf(e)}`);
        }
    }
    if (compare) {
        const elsewhere = `${env.display(paths.compare)} and ${env.display(paths.diffs)}`;
        (0,writefile/* writeFileAtomic */.Zf)(paths.compareMd, renderCompareMarkdown(compare, { linkBase: subject.linkBase, diffs, baselineSource, elsewhere, ...(gate.notes.length ? { notes: gate.notes } : {}), ...(gate.scenarios ? { extraBlocks: scenarios_scenarioMarkdownBlocks(gate.scenarios, { elsewhere }) } : {}) }));
    }
    return { gate, baselineSource, diffs, scenarioView: gate.scenarios ?? files.own?.result ?? null };
}
/** The scenario gate's request: the inputs' options, the quarantine and the event's date. */
function repeatsRequest(inputs, quarantine, today, log) {
    const options = { ...inputs.repeats.options };
    if (quarantine && today === null) {
        // No date to judge expiry: the quarantine is not applied, so its failures gate (fail closed).
        log.notice(`Quarantine ${quarantine.file} not applied: the event carries no date to judge expiry.`);
    }
    else if (quarantine) {
        options.quarantine = quarantine;
        options.today = today;
    }
    return { pattern: inputs.repeats.pattern, options, explicit: inputs.repeats.explicit || options.quarantine !== undefined };
}

;// CONCATENATED MODULE: ./lib/github/sarif.js
// SARIF upload to code scanning: gzip, base64, POST /repos/{o}/{r}/code-scanning/sarifs, then
// (optionally) waiting for the processing status with backoff.


/** Pauses before each status read: `first`, doubling, each at most 20 s, `polls` of them. */
function pollSchedule(polls, first) {
    const out = [];
    for (let i = 0, d = first; i < polls; i++, d = Math.min(d * 2, 20_000))
        out.push(Math.min(d, 20_000));
    return out;
}
/** Maximum gzipped size the API accepts. */
const sarif_SARIF_MAX_GZIP_BYTES = 10 * 1024 * 1024;
function encodeSarif(sarif) {
    return (0,external_node_zlib_.gzipSync)(Buffer.from(sarif, "utf8")).toString("base64");
}
async function uploadSarif(octokit, r) {
    const encoded = encodeSarif(r.sarif);
    if (Buffer.byteLength(encoded, "base64") > sarif_SARIF_MAX_GZIP_BYTES) {
        return { ok: false, status: 0, reason: `SARIF is larger than ${sarif_SARIF_MAX_GZIP_BYTES} bytes gzipped` };
    }
    let id;
    try {
        const res = await octokit.rest.codeScanning.uploadSarif({
            owner: r.owner,
            repo: r.repo,
            commit_sha: r.commitSha,
            ref: r.ref,
            sarif: encoded,
            ...(r.checkoutUri ? { checkout_uri: r.checkoutUri } : {}),
            tool_name: "arh-action",
        });
        id = String(res.data.id ?? "");
    }
    catch (e) {
        return { ok: false, status: httpStatus(e), reason: describeApiError(e) };
    }
    // Wait with backoff (5, 10, 20, 20, 20, 20, 20 s: about 2 minutes with the defaults) until code scanning
    // has processed the upload, so a processing error can be reported.
    let status = "pending";
    let errors = [];
    const sleep = r.sleep ?? ((ms) => new Promise((res) => setTimeout(res, ms)));
    for (const pause of pollSchedule(r.polls ?? 7, r.pollDelayMs ?? 5000)) {
        if (!id || status !== "pending")
            break;
        if (pause > 0)
            await sleep(pause);
        try {
            const st = await octokit.rest.codeScanning.getSarif({ owner: r.owner, repo: r.repo, sarif_id: id });
            status = String(st.data.processing_status ?? "pending");
            errors = (st.data.errors ?? []).map(String);
        }
        catch (e) {
            // 404 right after the upload means "not yet known": keep waiting; other errors end the wait.
            if (httpStatus(e) !== 404)
                break;
        }
    }
    return { ok: true, id, status, errors };
}

;// CONCATENATED MODULE: ./lib/github/comment.js

/** GitHub rejects comment bodies above 65536 characters. */
const COMMENT_MAX_CHARS = 65_000;
/** The body posted instead of one over the limit. */
const OVERSIZE_BODY = "**Agent reliability gate**: the result is too large for a comment; see the job summary and the report artifacts.\n";
/** The most characters a body may have beside its marker line. */
function commentBudget(marker) {
    return COMMENT_MAX_CHARS - marker.length - 1;
}
function commentMarker(category) {
    return `<!-- arh-action:sticky-comment:${category.replace(/[^A-Za-z0-9._/-]/g, "_")} -->`;
}
/** The author of comments made with the workflow's `GITHUB_TOKEN`. */
const GITHUB_ACTIONS_BOT = "github-actions[bot]";
/**
 * The login our comments are posted as: the token's user when the token may read `/user` (a
 * personal access token), else the Actions bot (`GITHUB_TOKEN` is refused there).
 */
async function commentAuthor(octokit) {
    try {
        const res = await octokit.rest.users.getAuthenticated();
        if (typeof res.data?.login === "string" && res.data.login)
            return res.data.login;
    }
    catch {
        // 403 for GITHUB_TOKEN and app installation tokens: they comment as a bot
    }
    return GITHUB_ACTIONS_BOT;
}
/**
 * Our sticky comment: the newest comment by `author` that starts with the marker. Anyone can
 * write the marker into a comment; only our own comments count, so a forged one is never
 * picked (we could not edit it, and its text would stay as the visible verdict).
 */
async function findStickyComment(octokit, owner, repo, issue, marker, author) {
    const comments = await octokit.paginate(octokit.rest.issues.listComments, { owner, repo, issue_number: issue, per_page: 100 });
    // Newest first; a comment merely quoting the marker after other text does not count.
    for (const c of [...comments].reverse()) {
        if (c.user?.login === author && typeof c.body === "string" && c.body.startsWith(marker))
            return { id: c.id };
    }
    return null;
}
/**
 * Create or update the sticky comment. With `onlyUpdate`, an absent comment is not created
 * (used to flip an earlier failure comment to "passed").
 */
async function upsertStickyComment(octokit, p) {
    // Bodies are built within the limit from whole blocks (buildCommentBody); a body that is still
    // too long is replaced, never cut, since a cut can end inside an escape, a table or <details>.
    let body = `${p.marker}\n${p.body}`;
    if (body.length > COMMENT_MAX_CHARS)
        body = `${p.marker}\n${OVERSIZE_BODY}`;
    try {
        const author = p.author ?? (await commentAuthor(octokit));
        const existing = await findStickyComment(octokit, p.owner, p.repo, p.issue, p.marker, author);
        if (existing) {
            try {
                await octokit.rest.issues.updateComment({ owner: p.owner, repo: p.repo, comment_id: existing.id, body });
                return { ok: true, action: "updated", id: existing.id };
            }
            catch (e) {
                // Someone else's comment carrying our marker: we cannot edit it; fall through to create.
                if (httpStatus(e) !== 403 && httpStatus(e) !== 404)
                    throw e;
            }
        }
        if (p.onlyUpdate)
            return null;
        const res = await octokit.rest.issues.createComment({ owner: p.owner, repo: p.repo, issue_number: p.issue, body });
        return { ok: true, action: "created", id: res.data.id };
    }
    catch (e) {
        return { ok: false, status: httpStatus(e), reason: describeApiError(e) };
    }
}

;// CONCATENATED MODULE: ./lib/github/summary.js
// The job summary and the sticky PR comment: one design, shared with `compare --md-out` (the
// comparison's or the report's Markdown, src/report/compare.ts and src/report/markdown.ts), plus
// what only the action knows: other gate reasons, notes, the reports list, the run link. All
// trace text is escaped by those renderers (the summary API writes what it is given). Each
// document is assembled from whole blocks within its limit: 1 MiB for the summary (bytes), 65,536
// characters for a comment; the verdict, the per-trace table and the reports list always stay.






/** The runner rejects step summaries above 1 MiB; keep a margin for what others appended. */
const SUMMARY_MAX_BYTES = SUMMARY_LIMIT_BYTES - 16 * 1024;
/** The first policy diagnostics as notes (the annotations and the log have them all). */
function policyNotes(s) {
    const d = s.policyDiagnostics ?? [];
    const lines = d.slice(0, 5).map((l) => `Policy diagnostic: ${l}`);
    if (d.length > 5)
        lines.push(`… and ${d.length - 5} more policy diagnostics (in the job log).`);
    return lines;
}
/** "Reports and trace diffs: [name](url)", with where the trace diffs are; "" without a URL. */
function reportsLine(s) {
    const r = s.reportsLink;
    if (!r || !r.url)
        return "";
    const what = r.of === "pull-request-run" ? " (the pull request run's artifact)" : s.diffs?.size ? " (trace diffs: trace-diff/index.html)" : "";
    return `Reports and trace diffs: [${summary_md(r.name, 100)}](${r.url})${what}`;
}
const summary_md = (s, max = 300) => (0,util_escape/* escapeMarkdown */.FV)(s, max);
/**
 * Gate reasons the body does not already show: the comparison's own reasons are its regression
 * blocks, and the absolute gate's "trace '…' failed" reasons are the failing-trace blocks.
 */
function otherReasons(s) {
    const shown = new Set(s.compare?.gate.reasons ?? []);
    return s.reasons.filter((r) => !shown.has(r) && !/^trace '.*' failed: |^… and \d+ more failing trace/s.test(r));
}
function body(s, budget, measure, elsewhere, tail) {
    const extra = s.scenarios ? scenarios_scenarioMarkdownBlocks(s.scenarios, { measure, elsewhere }) : [];
    if (s.annotationsOmitted > 0) {
        extra.push({ text: `> ${(0,report_util/* plural */.LS)(s.annotationsOmitted, "more finding is", "more findings are")} not annotated on the diff (the runner shows 10 per level); all are in the SARIF and JSON reports.` });
    }
    for (const sec of s.sections)
        if (sec.body.trim())
            extra.push({ text: `### ${summary_md(sec.title, 200)}\n\n${sec.body}` });
    extra.push(...tail);
    if (s.compare) {
        return renderCompareMarkdown(s.compare, {
            linkBase: s.linkBase || undefined,
            diffs: s.diffs,
            baselineSource: s.baselineSource,
            extraReasons: otherReasons(s),
            notes: [...policyNotes(s), ...s.notes],
            passed: s.passed,
            budget,
            measure,
            elsewhere,
            extraBlocks: extra,
        });
    }
    return renderMarkdown(s.report, {
        linkBase: s.linkBase || undefined,
        title: null,
        gate: { passed: s.passed, baselineSource: s.baselineSource, reasons: otherReasons(s), notes: [...policyNotes(s), ...s.notes] },
        budget,
        measure,
        elsewhere,
        extraBlocks: extra,
    });
}
/** The job summary; never longer than `max` bytes (UTF-8). */
function buildSummary(s, max = SUMMARY_MAX_BYTES) {
    const tail = [];
    const skipped = s.report.skipped ?? [];
    if (skipped.length) {
        const lines = ["### Skipped paths", "", ...skipped.slice(0, 50).map((k) => `- ${summary_md(k.path, 200)}: ${summary_md(k.reason, 200)}`)];
        if (skipped.length > 50)
            lines.push(`- … and ${skipped.length - 50} more in the JSON report`);
        tail.push({ text: lines.join("\n") });
    }
    const line = reportsLine(s);
    const artifact = line ? [`- ${line}`] : s.reportsLink ? [`- Reports and trace diffs: <code>artifact '${summary_md(s.reportsLink.name, 100)}'</code>`] : [];
    if (s.outputs.length || artifact.length) {
        const out = ["### Reports", "", ...artifact];
        for (const o of s.outputs.slice(0, 20))
            out.push(`- ${summary_md(o.label, 100)}: <code>${summary_md(o.value, 300)}</code>`);
        tail.push({ text: out.join("\n"), required: true });
    }
    const where = s.diffDir ? `the uploaded reports (every trace diff is in ${s.diffDir})` : "the uploaded reports";
    return body(s, max, utf8Bytes, where, tail);
}
/** The sticky comment's body (without its marker); never longer than `max` characters. */
function buildCommentBody(s, max) {
    const tail = [];
    const line = reportsLine(s);
    if (line)
        tail.push({ text: line, required: true });
    if (s.runUrl && /^https?:\/\/[^\s()<>]+$/.test(s.runUrl))
        tail.push({ text: `[Workflow run and job summary](${s.runUrl})`, required: true });
    return body(s, max, budget_chars, "the job summary and the report artifacts", tail);
}

;// CONCATENATED MODULE: ./lib/github/reports-artifact.js
// The reports artifact: the files the action wrote into output-dir (report.json, SARIF, JUnit,
// Markdown, compare.json/.md, pull-request.json, trace-diff/ with index.html), uploaded through
// the uploader port (src/github/artifact.ts) as the `reports-artifact` artifact, the one a
// publishing workflow_run run downloads. Its page on the run is linked from the job summary and
// the PR comment. `upload-reports: auto` uploads on pull request runs that validate or merge here;
// a publishing run links the pull request run's artifact instead (it already holds the reports).




/** An artifact's page on its workflow run; "" without a run id or an artifact id. */
function artifactUrl(ctx, runId, id) {
    if (!runId || id === undefined || !ctx.owner || !ctx.repo)
        return "";
    const url = `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${runId}/artifacts/${id}`;
    // The URL is written into Markdown links: anything but a plain http(s) URL is left out.
    return /^https?:\/\/[^\s()<>\]]+$/.test(url) ? url : "";
}
/** Trace diffs are one file per regressed trace; past this many the rest stay on the runner. */
const MAX_DIFF_FILES = 5000;
/**
 * The files the action wrote into output-dir, in a fixed order: regular files only (a symbolic
 * link in output-dir is never followed into the artifact), the trace diffs at most MAX_DIFF_FILES.
 */
function reportFiles(outDir, paths) {
    const isFile = (p) => {
        try {
            return (0,external_node_fs_.lstatSync)(p).isFile();
        }
        catch {
            return false;
        }
    };
    const own = [paths.json, paths.sarif, paths.junit, paths.markdown, paths.compare, paths.compareMd, paths.quarantine, (0,external_node_path_.join)(outDir, PULL_REQUEST_FILE)].filter(isFile);
    let diffs = [];
    if ((0,external_node_fs_.existsSync)(paths.diffs) && (0,external_node_fs_.lstatSync)(paths.diffs).isDirectory()) {
        diffs = (0,external_node_fs_.readdirSync)(paths.diffs)
            .sort()
            .map((f) => (0,external_node_path_.join)(paths.diffs, f))
            .filter(isFile)
            .slice(0, MAX_DIFF_FILES);
    }
    return [...own, ...diffs];
}
/**
 * Upload the reports (or, publishing, point at the pull request run's artifact). Returns the link
 * (null: nothing to link) and, with `upload-reports: true`, the reason the upload failed.
 */
async function uploadReports(u) {
    const { ctx, log, name } = u;
    const wanted = u.mode === "true" || (u.mode === "auto" && u.published === null && ctx.pr !== null);
    if (!wanted) {
        if (!u.published)
            return { link: null, reason: null };
        const url = artifactUrl(ctx, u.published.runId, u.published.artifactId);
        return { link: url ? { name, url, of: "pull-request-run" } : null, reason: null };
    }
    const files = reportFiles(u.outDir, u.paths);
    if (files.length === 0)
        return { link: null, reason: null };
    const failed = (why) => {
        if (u.mode === "true")
            return { link: null, reason: `reports upload failed: ${why}` };
        log.notice(`Reports not uploaded as artifact '${name}': ${why}. They are still in the output directory.`);
        return { link: null, reason: null };
    };
    let res;
    try {
        res = await u.uploader.upload(name, files, u.outDir, {});
    }
    catch (e) {
        return failed(e instanceof Error ? (e.message.split("\n")[0] ?? "") : String(e));
    }
    if (res.notice) {
        // A re-run whose earlier attempt's artifact of this name could not be replaced: that one stays.
        // Not a failure even with `true`: the run has the artifact, the earlier attempt's.
        log.debug(res.notice);
        log.notice(`Reports not uploaded as artifact '${name}': an earlier attempt of this workflow run uploaded it and it could not be replaced; that attempt's artifact stays.`);
        return { link: null, reason: null };
    }
    log.info(`Reports uploaded as artifact '${name}' (${(0,report_util/* plural */.LS)(files.length, "file")}${res.id !== undefined ? `, id ${res.id}` : ""})${res.replaced !== undefined ? `, replacing artifact ${res.replaced} of an earlier attempt of this run` : ""}.`);
    const url = artifactUrl(ctx, ctx.runId, res.id);
    return { link: { name, url, of: "this-run" }, reason: null };
}

;// CONCATENATED MODULE: ./lib/trend/render.js
// The trend table (docs/trend.md) as console text, Markdown (the job summary and the PR comment)
// and JSON (`arh trend --json-out`). Pure; every string of a history (scenario ids, token kinds in
// the labels, the repository and branch) is untrusted content: escaped per sink.


/** Points shown in a sparkline at most (the newest). */
const SPARK_POINTS = 30;
/** The table of a history, with `candidate` (a pull request's point) appended when given. */
function trendTable(h, candidate) {
    const points = [...h.points, ...(candidate ? [candidate] : [])].slice(-SPARK_POINTS);
    return {
        repository: h.repository,
        branch: h.branch,
        points: points.length,
        commits: points.map((p) => p.commit),
        candidate: candidate !== undefined,
        run: trendRows(points, null),
        scenarios: movedScenarios(points).map((s) => ({ scenario: s, rows: trendRows(points, s) })),
    };
}
const render_pct = (c) => (c === null ? "" : `${c > 0 ? "+" : ""}${(c * 100).toFixed(1)}%`);
/** History text on one console line: no line break, no workflow command, no escape sequence; at most `max` characters. */
const line = (s, max = 200) => neutralizeWorkflowCommands(truncate(s.replace(/[\r\n\u2028\u2029\u0085]+/g, " "), max));
function consoleRows(rows, indent) {
    const labels = rows.map((r) => line(r.label, 80));
    const w = Math.max(...labels.map((l) => l.length));
    return rows.map((r, i) => `${indent}${labels[i].padEnd(w)}  ${r.sparkline}  ${r.first ?? "–"} → ${r.last ?? "–"}${r.change === null ? "" : `  (${render_pct(r.change)} against the median before)`}`);
}
/** `arh trend`: the run's rows, then each moved scenario's. */
function renderTrendConsole(t) {
    if (t.points === 0)
        return "No recorded runs in the history yet.\n";
    const where = [t.repository, t.branch].filter((x) => x !== null).join(" @ ");
    const lines = [`Trend over ${t.points} run(s)${where ? ` of ${line(where, 400)}` : ""}, oldest first${t.candidate ? " (the last point: this run)" : ""}:`];
    lines.push(...consoleRows(t.run, "  "));
    for (const s of t.scenarios) {
        lines.push(`scenario ${line(JSON.stringify(s.scenario), 600)} (moved):`);
        lines.push(...consoleRows(s.rows, "  "));
    }
    return lines.join("\n") + "\n";
}
function mdRows(rows) {
    return rows.map((r) => `| ${(0,util_escape/* escapeMarkdown */.FV)(r.label, 80)} | \`${r.sparkline}\` | ${r.first ?? "–"} | ${r.last ?? "–"} | ${render_pct(r.change) || "–"} |`);
}
/** The job summary's and the PR comment's section (its title and body); null when the table has fewer than 2 points. */
function trendSection(t) {
    if (t.points < 2)
        return null;
    const head = ["| metric | trend | first | last | change |", "| --- | --- | --- | --- | --- |"];
    const out = [
        `Oldest first${t.candidate ? "; the last point is this pull request" : ""}; the change is the last point against the median of the (up to 10) before it.`,
        "",
        ...head,
        ...mdRows(t.run),
    ];
    // a paragraph, not a table cell: a <code> element of escapeMarkdown's text (a code span would show its `\|` as typed)
    for (const s of t.scenarios)
        out.push("", `Scenario <code>${(0,util_escape/* escapeMarkdown */.FV)(s.scenario, 200)}</code> moved:`, "", ...head, ...mdRows(s.rows));
    return { title: `Trend over the last ${t.points} run(s)`, body: out.join("\n") };
}

;// CONCATENATED MODULE: ./lib/github/history.js
// The action's side of the history (docs/trend.md): the push job on the default branch carries the
// previous baseline artifact's history forward with this run's point (and checks the drift,
// input `max-drift`); a pull request shows the base branch's history with its own value as the
// last point. A missing or damaged history never fails a run: it starts over with a notice.








/** The previous baseline artifact's history (this branch's, this repository's); never throws. */
async function previousHistory(env, ctx, scope) {
    const { deps: d, inputs, log } = env;
    if (!d.octokit)
        return { history: null, notice: "no token to download the previous baseline artifact: a new history starts" };
    if (ctx.repositoryId === null)
        return { history: null, notice: "the event payload has no repository id: a new history starts" };
    const got = await fetchBaseline(d.octokit, { owner: ctx.owner, repo: ctx.repo, repositoryId: ctx.repositoryId, branch: scope.branch, artifactName: inputs.baselineArtifact, tempRoot: ctx.runnerTemp, ...(d.baselineMaxBytes ? { maxDownloadBytes: d.baselineMaxBytes } : {}) }, log);
    if (!got.ok)
        return { history: null, notice: `no previous baseline artifact (${got.reason}): a new history starts` };
    try {
        return (0,history_read.readHistoryDir)(got.dir, `artifact ${got.artifactId}`, scope);
    }
    finally {
        (0,external_node_fs_.rmSync)(got.dir, { recursive: true, force: true });
    }
}
/** The push job's history (its branch's): carried forward, capped at `history-max`, drift checked; null when the event gives no commit, date or branch. */
async function pushHistory(env, ctx, report) {
    const { inputs, log } = env;
    const commit = (inputs.sha || ctx.sha).toLowerCase();
    const date = ctx.eventDate ?? null;
    const branch = ctx.ref.startsWith("refs/heads/") ? ctx.ref.slice("refs/heads/".length) : "";
    if (!(0,trend_history/* isCommit */.WM)(commit) || date === null || branch === "") {
        log.notice("History not carried forward: the event gives no commit, date or branch.");
        return null;
    }
    const scope = { repository: `${ctx.owner}/${ctx.repo}`, branch };
    const prev = await previousHistory(env, ctx, { ...scope, date });
    const out = nextHistory(prev, report, { commit, date, scope, max: inputs.historyMax, pattern: inputs.repeats.pattern, drift: inputs.maxDrift });
    for (const n of out.notices)
        log.notice(n);
    const reasons = [];
    for (const d of out.drifts) {
        if (out.failed)
            reasons.push(`drift: ${d.message}`);
        else
            env.warn(`drift: ${d.message}`);
    }
    log.info(`History: ${(0,report_util/* plural */.LS)(out.history.points.length, "point")} carried in the baseline bundle.`);
    const section = trendSection(trendTable(out.history));
    const drift = out.drifts.map((d) => `> **${out.failed ? "Failed" : "Warning"}:** drift: ${(0,util_escape/* escapeMarkdown */.FV)(d.message, 500)}`).join("\n>\n");
    return { text: out.text, section: section && drift ? { ...section, body: `${drift}\n\n${section.body}` } : section, reasons };
}
/** A pull request's trend section: the base branch's history, the pull request's value as the last point. */
function pullRequestTrend(history, report, ctx, pattern) {
    if (!history || history.points.length === 0)
        return null;
    const last = history.points[history.points.length - 1];
    const point = (0,trend_history/* pointOf */.qk)(report, (ctx.pr?.headSha || ctx.sha || "pull-request").toLowerCase(), ctx.eventDate ?? last.date, pattern);
    return trendSection(trendTable(history, point));
}

;// CONCATENATED MODULE: ./lib/github/phases/deliver.js
// The publish phase: the network half of a run, after every local file is written. In order:
// annotations (workflow commands, or one check run at the end), the reports artifact (which the
// comment and the summary link), the SARIF upload, the sticky PR comment, the baseline upload, the verdict line, the check run, the job summary. Each step is
// its own function; a step that cannot reach GitHub degrades with a notice, or (an explicit
// `true` input) adds a reason. What a step publishes for the reader goes into `Publication.links`,
// which the job summary lists after the report files: a new upload is a step here that pushes its
// link. A run that stopped after its source publishes in `deliverStop`.
















async function deliverPhase(env, g) {
    const pub = { reasons: [...g.judged.gate.reasons], links: [], reports: null, sarifId: "", checkRunId: "" };
    const ann = annotate(env, g);
    await reportsUploadStep(env, g, pub);
    await sarifStep(env, g, pub);
    await commentStep(env, g, pub, pub.reasons.length === 0);
    await baselineUploadStep(env, g, pub);
    const passed = pub.reasons.length === 0;
    // The verdict as a plain log line too: the runner drops annotations past its caps, never log lines.
    env.log.info(passed ? "Agent reliability gate passed." : `Agent reliability gate failed:\n- ${pub.reasons.join("\n- ")}`);
    const omitted = await checkRunStep(env, g, pub, ann, passed);
    await summaryStep(env, g, pub, passed, omitted);
    return { publication: pub, verdict: { passed, reasons: pub.reasons } };
}
/**
 * check-run: every annotation goes to one check run at the end; the workflow commands are the
 * fallback when it cannot be created. Publishing from a workflow_run run: workflow commands would
 * annotate that run, not the PR, so the annotations go to a check run on the PR's head commit.
 */
function annotate(env, g) {
    const { inputs, log, deps } = env;
    const { compare } = g.judged.gate;
    const { ctx } = g.subject;
    const mode = inputs.annotations === "auto" ? (compare ? "regressions" : "all") : inputs.annotations;
    const plan = planAnnotations(g.report, compare, mode, capsAfterPolicy(g.judged.gate.policyDiagnostics.length));
    let useChecks = (inputs.checkRun || g.subject.published !== null) && mode !== "none";
    if (useChecks && (!deps.octokit || ctx.pr?.readOnly)) {
        log.notice(`Check run skipped: ${!deps.octokit ? "no token" : readOnlyWhy(ctx)}; annotations are workflow commands (at most ${plan.shown.length} shown).`);
        useChecks = false;
    }
    if (!useChecks)
        emitAnnotations(plan, log);
    return { plan, mode, useChecks };
}
async function sarifStep(env, g, pub) {
    const { inputs, log, deps: d } = env;
    const { ctx, published } = g.subject;
    if (inputs.sarifUpload !== "true" && inputs.sarifUpload !== "auto")
        return;
    const required = inputs.sarifUpload === "true";
    if (ctx.pr?.readOnly)
        return log.notice(`SARIF upload skipped: ${readOnlyWhy(ctx)} (publish from a workflow_run workflow: see the action's documentation).`);
    if (!d.octokit) {
        if (required)
            pub.reasons.push("SARIF upload failed: no token");
        else
            log.notice("SARIF upload skipped: no token.");
        return;
    }
    const res = await uploadSarif(d.octokit, {
        owner: ctx.owner,
        repo: ctx.repo,
        commitSha: g.subject.commit,
        ref: inputs.ref || (published ? ctx.ref : sarifRef(ctx)),
        sarif: g.files.sarifText,
        // A file URL as the API's `uri` format wants it (a space becomes %20).
        checkoutUri: (0,external_node_url_.pathToFileURL)(env.ws).href,
        polls: inputs.sarifWait ? (d.sarifPolls ?? 7) : 0,
        pollDelayMs: d.sarifPollDelayMs ?? 5000,
    });
    if (res.ok) {
        pub.sarifId = res.id;
        log.info(`SARIF uploaded (id ${res.id}, processing ${res.status}).`);
        if (res.status === "pending" && inputs.sarifWait)
            log.info("SARIF processing still pending after the wait; code scanning will finish it.");
        if (res.status === "failed") {
            const why = `SARIF processing failed: ${res.errors.join("; ") || "no details"}`;
            if (required)
                pub.reasons.push(why);
            else
                env.warn(why);
        }
        return;
    }
    const hint = res.status === 403 || res.status === 404 ? " (code scanning not enabled, or the job lacks `security-events: write`)" : "";
    const why = `SARIF not uploaded: ${res.reason}${hint}`;
    if (required) {
        pub.reasons.push(why);
        log.info(why);
    }
    else
        log.notice(`${why}. The SARIF file is still in ${env.display(env.paths.sarif)}.`);
}
/** Every local file is written by now: upload them before the comment and the summary link them. */
async function reportsUploadStep(env, g, pub) {
    const { inputs, deps } = env;
    const res = await uploadReports({ mode: inputs.uploadReports, name: inputs.reportsArtifact, outDir: env.outDir, paths: env.paths, ctx: g.subject.ctx, published: g.subject.published, uploader: deps.uploader, log: env.log });
    pub.reports = res.link;
    if (res.reason)
        pub.reasons.push(res.reason);
}
/** The trend section: the push job's carried history, or the base branch's with this pull request as the last point. */
function trendSections(env, g, pub) {
    const t = pub.trend ?? pullRequestTrend(g.base.history, g.report, g.subject.ctx, env.inputs.repeats.pattern);
    return t ? [t] : [];
}
/** What the summary and the comment say of the run (the comment's own fields set by the caller). */
function summaryInput(env, g, pub, passed) {
    const { judged } = g;
    return { passed, reasons: pub.reasons, report: g.report, compare: judged.gate.compare, linkBase: g.subject.linkBase, baselineSource: judged.baselineSource, notes: judged.gate.notes, sections: trendSections(env, g, pub), diffs: judged.diffs, annotationsOmitted: 0, outputs: [], scenarios: judged.scenarioView, reportsLink: pub.reports, policyDiagnostics: judged.gate.policyDiagnostics.map((d) => policyDiagnosticLine(d, env.display)) };
}
function runUrl(ctx) {
    return ctx.runId ? `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}` : "";
}
async function commentStep(env, g, pub, passed) {
    const { inputs, log, deps: d } = env;
    const { ctx } = g.subject;
    if (inputs.prComment === "off" || !ctx.pr || ctx.pr.number <= 0)
        return;
    if (ctx.pr.readOnly)
        return log.notice(`PR comment skipped: ${readOnlyWhy(ctx)}.`);
    if (!d.octokit)
        return log.notice("PR comment skipped: no token.");
    const want = inputs.prComment === "always" || !passed;
    const marker = commentMarker(inputs.sarifCategory);
    const body = buildCommentBody({ ...summaryInput(env, g, pub, passed), runUrl: runUrl(ctx) }, commentBudget(marker));
    const res = await upsertStickyComment(d.octokit, { owner: ctx.owner, repo: ctx.repo, issue: ctx.pr.number, marker, body, onlyUpdate: !want });
    if (res && !res.ok)
        log.notice(`PR comment not posted: ${res.reason}${res.status === 403 ? " (the job needs `pull-requests: write`)" : ""}.`);
    else if (res)
        log.info(`PR comment ${res.action} (id ${res.id}).`);
}
/** Never from published reports: a baseline comes only from this repository's own push runs. */
async function baselineUploadStep(env, g, pub) {
    const { inputs, log, deps: d, paths } = env;
    const wanted = !g.subject.published && (inputs.uploadBaseline === "true" || (inputs.uploadBaseline === "auto" && isPushToDefaultBranch(g.subject.ctx)));
    if (!wanted)
        return;
    const staged = await baselineBundle(env, g, pub);
    try {
        const files = staged ? staged.files : g.base.quarantine ? [paths.json, paths.quarantine] : [paths.json];
        const res = await d.uploader.upload(inputs.baselineArtifact, files, staged ? staged.root : env.outDir, inputs.baselineRetentionDays ? { retentionDays: inputs.baselineRetentionDays } : {});
        if (res.notice)
            log.notice(res.notice);
        else {
            const uploaded = `artifact '${inputs.baselineArtifact}'${res.id !== undefined ? ` (id ${res.id})` : ""}`;
            pub.links.push({ label: "Baseline uploaded", value: uploaded });
            log.info(`Baseline uploaded as ${uploaded}${res.replaced !== undefined ? `, replacing artifact ${res.replaced} of an earlier attempt of this run` : ""}.`);
        }
    }
    catch (e) {
        const why = `baseline upload failed: ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`;
        if (inputs.uploadBaseline === "true")
            pub.reasons.push(why);
        else
            env.warn(why);
    }
    finally {
        staged?.cleanup();
    }
}
/**
 * The baseline artifact as a bundle (docs/bundle.md): the report, the trace files at their report
 * paths, the policy and the quarantine. Null (the report alone, as before bundles) when the traces
 * are not all in the workspace (e.g. a merge job without a checkout) or the policy file changed.
 */
async function baselineBundle(env, g, pub) {
    const { inputs, paths, log } = env;
    if (inputs.policy === "")
        return null;
    // the history of the default branch's runs, carried forward with this run's point (docs/trend.md)
    const history = await pushHistory(env, g.subject.ctx, g.report);
    pub.trend = history?.section ?? null;
    pub.reasons.push(...(history?.reasons ?? []));
    try {
        return await stageBundle({ reportPath: paths.json, report: g.report, policyPath: (0,external_node_path_.resolve)(env.ws, inputs.policy), quarantinePath: g.base.quarantine ? paths.quarantine : null, ws: env.ws, format: inputs.format, tempRoot: g.subject.ctx.runnerTemp, history: history?.text });
    }
    catch (e) {
        log.notice(`Baseline uploaded without its traces (a bare report: pull requests cannot re-judge it when the policy changes): ${messageOf(e)}`);
        return null;
    }
}
/** The check run with every annotation (check-run: true, or publishing); returns the annotations left out. */
async function checkRunStep(env, g, pub, ann, passed) {
    const { inputs, log, deps: d } = env;
    const { ctx } = g.subject;
    if (!ann.useChecks || !d.octokit)
        return ann.plan.omitted;
    const { report, judged } = g;
    const all = planAnnotations(report, judged.gate.compare, ann.mode, { error: Infinity, warning: Infinity, notice: Infinity });
    const verdict = `${passed ? "Passed" : "Failed"}: ${(0,report_util/* plural */.LS)(report.summary.total_traces, "trace")}, ${report.summary.failed_traces} failed, ${(0,report_util/* plural */.LS)(judged.gate.newErrors, "new error finding")}`;
    const url = runUrl(ctx);
    const reasons = pub.reasons;
    const summaryLines = [`**Agent reliability gate ${passed ? "passed" : "failed"}** (baseline: ${(0,util_escape/* escapeMarkdown */.FV)(judged.baselineSource)}).`, ""];
    for (const r of reasons.slice(0, 30))
        summaryLines.push(`- ${(0,util_escape/* escapeMarkdown */.FV)(r, 500)}`);
    if (reasons.length > 30)
        summaryLines.push(`- … and ${reasons.length - 30} more`);
    summaryLines.push("", `${(0,report_util/* plural */.LS)(all.shown.length, "annotation")}.${url ? ` [Workflow run and job summary](${url})` : ""}`);
    const res = await publishCheckRun(d.octokit, {
        owner: ctx.owner,
        repo: ctx.repo,
        name: inputs.sarifCategory === "arh" ? "arh gate" : `arh gate (${inputs.sarifCategory})`,
        headSha: inputs.sha || ctx.pr?.headSha || ctx.sha,
        conclusion: passed ? "success" : "failure",
        title: verdict,
        summary: summaryLines.join("\n"),
        annotations: all.shown,
        ...(url ? { detailsUrl: url } : {}),
        externalId: inputs.sarifCategory,
    });
    if (res.ok) {
        pub.checkRunId = String(res.id);
        log.info(`Check run ${res.id} created with ${(0,report_util/* plural */.LS)(res.annotations, "annotation")} in ${(0,report_util/* plural */.LS)(res.requests, "request")}.`);
        return 0;
    }
    log.notice(`Check run not created: ${res.reason}${res.status === 403 || res.status === 404 ? " (the job needs `checks: write`)" : ""}; annotations are workflow commands instead.`);
    emitAnnotations(ann.plan, log);
    return ann.plan.omitted;
}
async function summaryStep(env, g, pub, passed, annotationsOmitted) {
    if (!env.inputs.jobSummary)
        return;
    const { paths, display } = env;
    const { report, judged } = g;
    const outs = [
        { label: "JSON report", value: display(paths.json) },
        { label: "SARIF", value: display(paths.sarif) + (pub.sarifId ? ` (uploaded, id ${pub.sarifId})` : "") },
        { label: "JUnit", value: display(paths.junit) },
        { label: "Markdown", value: display(paths.markdown) },
    ];
    if (judged.gate.compare)
        outs.push({ label: "Comparison", value: display(paths.compare) });
    outs.push(...pub.links);
    // Memory traces: per-query coverage tables, or a note that a trace was not scored.
    const memoryTables = report.reports.filter((r) => r.kind === "memory").map(markdown/* renderMemoryTableMarkdown */.v).filter((t) => t !== "");
    const memorySections = memoryTables.length ? [{ title: "Memory traces", body: memoryTables.slice(0, 20).join("\n") + (memoryTables.length > 20 ? `\n… and ${memoryTables.length - 20} more in the Markdown report` : "") }] : [];
    const text = buildSummary({ ...summaryInput(env, g, pub, passed), sections: [...trendSections(env, g, pub), ...memorySections], diffDir: judged.diffs.size ? display(paths.diffs) : "", annotationsOmitted, outputs: outs });
    await writeSummary(env, text);
}
async function writeSummary(env, text) {
    try {
        await env.deps.writeSummary(text);
    }
    catch (e) {
        env.log.info(`job summary not written: ${messageOf(e)}`);
    }
}
/** A run that stopped after its source: a matrix job uploads its partial; a failed merge says why. */
async function deliverStop(env, stop) {
    const { log, inputs } = env;
    if (stop.kind === "nothing-published") {
        log.notice(`Nothing published from workflow run ${stop.runId}: ${stop.why}.`);
        return { passed: null, reasons: [] };
    }
    if (stop.kind === "publish-refused") {
        log.info(`Agent reliability gate failed:\n- ${stop.reason}`);
        const ctx = env.deps.ctx;
        const why = env.deps.octokit ? await refusedCheckRun(env.deps.octokit, { owner: ctx.owner, repo: ctx.repo, name: inputs.sarifCategory === "arh" ? "arh gate" : `arh gate (${inputs.sarifCategory})`, headSha: stop.headSha, prNumber: stop.prNumber, reason: stop.reason, detailsUrl: runUrl(ctx) }) : null;
        if (why)
            log.notice(why);
        return { passed: false, reasons: [stop.reason] };
    }
    if (stop.kind === "merge-failed") {
        // Never a verdict over part of the traces: the gate fails and says which shard is missing.
        log.info(`Agent reliability gate failed:\n- ${stop.reason}`);
        if (inputs.jobSummary)
            await writeSummary(env, `**Agent reliability gate failed**: ${(0,util_escape/* escapeMarkdown */.FV)(stop.reason, 2000)}\n`);
        return { passed: false, reasons: [stop.reason] };
    }
    let res;
    try {
        res = await env.deps.uploader.upload(stop.artifact, [env.paths.partial], env.outDir, {});
    }
    catch (e) {
        // Without its artifact the merge job would miss this shard: say so here, where it happened.
        return { passed: false, reasons: [`partial report not uploaded as artifact '${stop.artifact}': ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`] };
    }
    if (res.notice)
        log.notice(res.notice);
    log.info(`Shard ${stop.index} of ${stop.total}: ${(0,report_util/* plural */.LS)(stop.report.summary.total_traces, "trace")} validated, uploaded as artifact '${stop.artifact}'${res.id !== undefined ? ` (id ${res.id})` : ""}; the merge job gates.`);
    return { passed: null, reasons: [] };
}
function readOnlyWhy(ctx) {
    return ctx.pr?.isFork ? "pull requests from forks get a read-only token" : "Dependabot pull requests get a read-only token";
}

;// CONCATENATED MODULE: ./lib/github/phases/outputs.js
const OUTPUTS = [
    ["partial-report", (o) => o.partialReport],
    ["json-report", (o) => o.reports?.json],
    ["sarif-report", (o) => o.reports?.sarif],
    ["junit-report", (o) => o.reports?.junit],
    ["markdown-report", (o) => o.reports?.markdown],
    ["compare-report", (o) => o.compareReport],
    ["baseline-source", (o) => o.baselineSource],
    ["traces", (o) => o.summary && String(o.summary.total_traces)],
    ["passed-traces", (o) => o.summary && String(o.summary.passed_traces)],
    ["failed-traces", (o) => o.summary && String(o.summary.failed_traces)],
    ["new-error-findings", (o) => (o.newErrors === undefined ? undefined : String(o.newErrors))],
    ["sarif-id", (o) => o.sarifId],
    ["passed", (o) => (o.passed === undefined ? undefined : o.passed === null ? "" : String(o.passed))],
    ["gate-reasons", (o) => o.reasons?.join("\n")],
    ["check-run-id", (o) => o.checkRunId],
];
/** The outputs of an outcome, in OUTPUTS order (of a partial one, those it has). */
function actionOutputs(o) {
    const out = {};
    for (const [name, value] of OUTPUTS) {
        const v = value(o);
        if (v !== undefined)
            out[name] = v;
    }
    return out;
}
/** Set the step's outputs and return the result. */
function finish(d, o) {
    const outputs = actionOutputs(o);
    for (const [k, v] of Object.entries(outputs))
        d.setOutput(k, v);
    return { passed: o.passed !== false, reasons: o.reasons, outputs };
}
/**
 * A run that failed with an error after writing its report files: their outputs are still set, so
 * a later step (`if: always()`) finds them; `passed` is the entry point's (src/main.ts).
 */
function finishFailed(d, written) {
    for (const [k, v] of Object.entries(actionOutputs(written)))
        d.setOutput(k, v);
}
/** The outputs of the report files (phases/files.ts), once written. */
function filesOutcome(env) {
    const { paths, display } = env;
    return { reports: { json: display(paths.json), sarif: display(paths.sarif), junit: display(paths.junit), markdown: display(paths.markdown) } };
}
/** The outcome of a run that stopped after its source (`verdict`: what the publish phase made of it). */
function stopOutcome(env, stop, verdict) {
    if (stop.kind !== "shard")
        return verdict;
    return { ...verdict, partialReport: env.display(env.paths.partial), summary: stop.report.summary };
}
/** The outcome of a gated run: its report files, the gate's figures and what was published. */
function gatedOutcome(env, report, judged, pub, verdict) {
    const { paths, display } = env;
    return {
        ...verdict,
        ...filesOutcome(env),
        compareReport: judged.gate.compare ? display(paths.compare) : "",
        baselineSource: judged.baselineSource,
        summary: report.summary,
        newErrors: judged.gate.newErrors,
        sarifId: pub.sarifId,
        checkRunId: pub.checkRunId,
    };
}

;// CONCATENATED MODULE: ./lib/github/run.js
// The action's orchestrator: a short pipeline of phases (src/github/phases/), each a function of
// typed values. Inputs and context come in as plain objects; everything that talks to GitHub
// (Octokit, artifact upload, summary, outputs, logging) is injected (RunDeps).
//
//   source   validate the traces here | merge a matrix's shards | publish a workflow_run's artifact
//            -> the report and what the run is about (commit, PR, policy), or a stop as a value
//   files    the report files in output-dir
//   base     the baseline (a path or the base branch's artifact) and the quarantine
//   gate     runGate (src/gate/gate.ts, the CLI's gate too) and the comparison's files
//   deliver  annotations or check run, SARIF, PR comment, baseline upload, job summary
//   outputs  the step's outputs and the result, built in one place (phases/outputs.ts); a run
//            that fails with an error after the files phase still sets the report files' outputs
//
// Order matters: all reports of the local data are written to output-dir (atomically) before any
// network call, so a failing API never loses them; network steps only degrade with a notice. The
// source's own network calls (publishing, merging) only read; the first call after the report
// files is the baseline download.








async function runAction(d) {
    const env = runEnv(d);
    const source = await sourcePhase(env);
    if (source.kind === "stop")
        return finish(d, stopOutcome(env, source.stop, await deliverStop(env, source.stop)));
    const { report, subject } = source;
    const files = writeReportFiles(env, report, subject);
    let outcome;
    try {
        // the traces validated here are also judged under the base branch's policy when it differs
        const base = await basePhase(env, subject.ctx, { report, policy: subject.policy, traces: subject.published ? null : { cwd: env.ws, format: env.inputs.format } });
        try {
            const judged = gatePhase(env, report, subject, files, base);
            const { publication, verdict } = await deliverPhase(env, { report, subject, files, base, judged });
            outcome = gatedOutcome(env, report, judged, publication, verdict);
        }
        finally {
            base.cleanup?.();
        }
    }
    catch (e) {
        finishFailed(d, filesOutcome(env));
        throw e;
    }
    return finish(d, outcome);
}

;// CONCATENATED MODULE: ./lib/main.js
// The action's `run()`: read inputs and context, run, set the verdict. src/index.ts calls it (the
// bundle's entry); this module only exports it. Everything testable lives in src/github/run.ts;
// this file only wires the runner to it.








function envNumber(name) {
    const v = process.env[name];
    return v !== undefined && /^\d+$/.test(v) ? Number(v) : undefined;
}
async function run() {
    try {
        const inputs = parseInputs((name) => core/* getInput */.V4(name));
        if (inputs.token)
            core/* setSecret */.Pq(inputs.token);
        const ctx = contextFromEnv(process.env, readEventPayload(process.env), process.cwd());
        const octokit = inputs.token
            ? createOctokit({
                token: inputs.token,
                baseUrl: ctx.apiUrl,
                log: coreLog,
                // Test-only knobs (documented in docs/action.md): keep retries short against a fake API.
                retries: envNumber("ARH_TEST_API_RETRIES"),
                retryBaseMs: envNumber("ARH_TEST_API_RETRY_BASE_MS"),
                timeoutMs: envNumber("ARH_TEST_API_TIMEOUT_MS"),
            })
            : null;
        const uploader = actionsArtifactUploader({ timeoutMs: envNumber("ARH_TEST_ARTIFACT_TIMEOUT_MS") });
        const result = await runAction({
            inputs,
            ctx,
            octokit,
            uploader,
            downloader: actionsArtifactDownloader(),
            log: coreLog,
            setOutput: (k, v) => core/* setOutput */.uH(k, v),
            writeSummary: async (text) => {
                if (!process.env.GITHUB_STEP_SUMMARY)
                    return;
                await core/* summary */.z.addRaw(text, true).write();
            },
            sarifPolls: envNumber("ARH_TEST_SARIF_POLLS"),
            baselineMaxBytes: envNumber("ARH_TEST_BASELINE_MAX_BYTES"),
            sarifPollDelayMs: envNumber("ARH_TEST_SARIF_POLL_DELAY_MS"),
        });
        if (!result.passed)
            core/* setFailed */.C1(safe(`Agent reliability gate failed:\n- ${result.reasons.join("\n- ")}`, 20_000));
        // An upload given up on leaves the client's request to a silent service open (it waits up to
        // 3 minutes per try, 5 tries): once everything is reported, end the process instead of holding
        // the step. The timer is unref'd, so a run with nothing left open exits on its own first.
        if (uploader.abandoned)
            setTimeout(() => process.exit(), 2000).unref();
    }
    catch (e) {
        core/* setOutput */.uH("passed", "false");
        const msg = e instanceof errors/* UsageError */.e ? e.message : `internal error: ${e instanceof Error ? e.message : String(e)}`;
        core/* setFailed */.C1(safe(msg, 4000));
    }
}


/***/ }),

/***/ 47422:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ renderMemoryTableMarkdown)
/* harmony export */ });
/* harmony import */ var _util_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7757);
// Per-trace table of a memory report entry for the Markdown report / job summary.

const cell = (s, max = 80) => (s === null || s === undefined || s === "" ? "—" : (0,_util_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_util_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(s, max)));
const pct = (x) => `${(Math.round(x * 1000) / 10).toFixed(1)}%`;
/**
 * Markdown table of the queries (qa: coverage, success, recall output's first words) or checks
 * (hit_rate: hit, expected, read output) of one memory report entry; "" for other entries. All
 * trace text is escaped. Unscored entries give a one-line note instead of a table.
 */
function renderMemoryTableMarkdown(report) {
    if (report.kind !== "memory")
        return "";
    const d = report.memory;
    if (report.scored === false || !d) {
        return `_Memory trace ${cell(report.trace_id, 120)} was not scored (validated and linted only)._\n`;
    }
    const lines = [];
    if (d.queries) {
        lines.push(`Memory trace ${cell(report.trace_id, 120)} (qa, ${cell(d.category, 40)}): mean support coverage ${pct(d.support_coverage ?? 0)}, query success ${pct(d.query_success_rate ?? 0)}`);
        lines.push("");
        lines.push("| # | Query | Coverage | Success | Recall output (first words) |");
        lines.push("|---:|---|---:|:---:|---|");
        for (const q of d.queries) {
            const items = q.items.filter((i) => i.matched).length;
            const out = q.reason ? `not scored: ${q.reason}` : q.output_first_words;
            lines.push(`| ${q.index} | ${cell(q.query)} | ${pct(q.support_coverage)} (${items}/${q.items.length}) | ${q.success ? "✅" : "❌"} | ${cell(out)} |`);
        }
    }
    else if (d.checks) {
        lines.push(`Memory trace ${cell(report.trace_id, 120)} (hit_rate, ${cell(d.category, 40)}): hit rate ${pct(d.hit_rate ?? 0)}`);
        lines.push("");
        lines.push("| # | Check | Hit | Expected | Read output (first words) |");
        lines.push("|---:|---|:---:|---|---|");
        for (const c of d.checks) {
            const exp = c.expected === null || c.expected === "" ? "(empty/null)" : `${c.expected} (${c.matcher})`;
            const out = c.reason ? `not scored: ${c.reason}` : c.output_first_words === null ? "null" : c.output_first_words;
            lines.push(`| ${c.index} | ${cell(c.description)} | ${c.hit ? "✅" : "❌"} | ${cell(exp)} | ${cell(out)} |`);
        }
    }
    if (d.adapter_error) {
        lines.push("");
        lines.push(`Adapter failure: ${cell(d.adapter_error, 300)}`);
    }
    return lines.join("\n") + "\n";
}


/***/ }),

/***/ 25817:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BC: () => (/* binding */ usageFigures),
/* harmony export */   Ci: () => (/* binding */ agentFiguresText),
/* harmony export */   lL: () => (/* binding */ agentFigures),
/* harmony export */   tC: () => (/* binding */ latencyRecorded)
/* harmony export */ });
/* harmony import */ var _util_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23688);

/**
 * False when the entry says that no step recorded a latency (`latency_recorded: false`), or, in a
 * report of format 1, when its step digests show none; true otherwise (a total above 0, or nothing
 * to tell: format-2 digests carry no latency).
 */
function latencyRecorded(e) {
    if (e.total_latency_ms !== 0)
        return true;
    if (e.latency_recorded === false)
        return false;
    if (!Array.isArray(e.steps) || e.steps.length === 0 || e.steps.some((s) => s.result_hash !== undefined))
        return true;
    return e.steps.some((s) => typeof s.latency_ms === "number");
}
function usageFigures(e) {
    const latency = latencyRecorded(e) ? (0,_util_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLatency */ .YL)(e.total_latency_ms) : "–";
    // a cost the policy's pricing estimated (docs/cost.md) is labelled as such
    const est = e.usage?.estimated_cost_usd;
    const unpriced = (e.usage?.unpriced_models?.length ?? 0) > 0 ? ", incomplete: a model has no price" : "";
    const cost = typeof est === "number" ? `${(0,_util_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCost */ .BD)(e.total_cost_usd + est)} (estimated${unpriced})` : e.total_cost_usd === 0 ? (unpriced ? "– (no price for its model)" : "–") : (0,_util_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCost */ .BD)(e.total_cost_usd);
    const tokens = (0,_util_js__WEBPACK_IMPORTED_MODULE_0__/* .formatTokens */ ._y)(e.total_tokens);
    const known = (s) => (s === "–" ? null : s);
    return { latency: known(latency), cost: known(cost), tokens: known(tokens) };
}
/** Each agent's share of a multi-agent trace (the entry's `agents`), as text; empty for a trace without agents. */
function agentFigures(e) {
    const list = e.agents;
    if (!Array.isArray(list))
        return [];
    // a report read back may hold anything there: only well-formed entries are shown
    const ok = (a) => {
        const x = a;
        return typeof x === "object" && x !== null && typeof x.agent === "string" && Number.isFinite(x.steps) && Number.isFinite(x.latency_ms) && Number.isFinite(x.cost_usd) && (x.tokens === null || Number.isFinite(x.tokens));
    };
    return list.filter(ok).slice(0, 50).map((a) => ({
        agent: a.agent,
        steps: a.steps,
        latency: a.latency_recorded ? (0,_util_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLatency */ .YL)(a.latency_ms) : null,
        cost: a.cost_usd === 0 ? null : (0,_util_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCost */ .BD)(a.cost_usd),
        tokens: a.tokens === null ? null : (0,_util_js__WEBPACK_IMPORTED_MODULE_0__/* .formatTokens */ ._y)(a.tokens),
    }));
}
/** An agent's figures in one line, its name written by `name` (each renderer escapes for its sink): `refund-agent: 4 steps, 1.2 s, $0.0030, 600 tokens`. */
function agentFiguresText(a, name) {
    const parts = [a.steps === 1 ? "1 step" : `${a.steps} steps`, a.latency ?? "latency not recorded"];
    if (a.cost !== null)
        parts.push(a.cost);
    if (a.tokens !== null)
        parts.push(`${a.tokens} tokens`);
    return `${name(a.agent)}: ${parts.join(", ")}`;
}


/***/ }),

/***/ 23688:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $R: () => (/* binding */ findingLocation),
/* harmony export */   BD: () => (/* binding */ formatCost),
/* harmony export */   B_: () => (/* binding */ firstFailingLine),
/* harmony export */   Fd: () => (/* binding */ normalizePath),
/* harmony export */   Gt: () => (/* binding */ countFindings),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   Om: () => (/* binding */ formatCoverage),
/* harmony export */   RM: () => (/* binding */ entryStatus),
/* harmony export */   YL: () => (/* binding */ formatLatency),
/* harmony export */   Z1: () => (/* binding */ isAbsolutePath),
/* harmony export */   Zu: () => (/* binding */ fixed),
/* harmony export */   _y: () => (/* binding */ formatTokens),
/* harmony export */   qs: () => (/* binding */ severityRank),
/* harmony export */   s3: () => (/* binding */ entryPath),
/* harmony export */   vp: () => (/* binding */ showValue)
/* harmony export */ });
/* unused harmony exports saneLocation, outsideRootWarning */
/** Severity rank: most severe first. Unknown severities sort after info. */
function severityRank(s) {
    return s === "error" ? 0 : s === "warning" ? 1 : s === "info" ? 2 : 3;
}
/** Repository-relative path with `/` separators and no leading `./`. */
function normalizePath(p) {
    // Report uris are already "/"-separated (the engine's toUri): a backslash is part of a file name.
    let s = p;
    while (s.startsWith("./"))
        s = s.slice(2);
    return s;
}
/** The file of a report entry (its located uri, else its source path). */
function entryPath(entry) {
    return normalizePath(entry.location?.uri || entry.source_path || "");
}
/** Whether a path is absolute (POSIX, Windows drive, UNC) or a URI with a scheme. */
function isAbsolutePath(p) {
    return p.startsWith("/") || /^[A-Za-z]:[/\\]/.test(p) || /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(p);
}
/** A sane region: 1-based, never line 0, end not before start. */
function saneLocation(loc) {
    const pos = (n) => (typeof n === "number" && Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1);
    const startLine = pos(loc.startLine);
    const startColumn = pos(loc.startColumn);
    let endLine = pos(loc.endLine);
    let endColumn = pos(loc.endColumn);
    if (endLine < startLine) {
        endLine = startLine;
        endColumn = startColumn;
    }
    if (endLine === startLine && endColumn < startColumn)
        endColumn = startColumn;
    return { uri: loc.uri, startLine, startColumn, endLine, endColumn };
}
/** Where a finding lands: its own location, else the trace's, else line 1 of the entry's file. */
function findingLocation(entry, f) {
    const base = f.location ?? entry.location;
    const uri = normalizePath(f.location?.uri || entry.location?.uri || entry.source_path || "");
    if (!base)
        return { uri, startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 };
    return saneLocation({ ...base, uri });
}
/**
 * Line of the trace's first failing step (for JUnit `line` and Markdown links): the first
 * step-anchored error finding (by source line), else the first error finding, else the first
 * step-anchored finding, else the first finding, else the trace itself.
 */
function firstFailingLine(entry) {
    const lineOf = (f) => {
        if (f.location && f.location.startLine >= 1)
            return f.location.startLine;
        if (f.step_id !== null) {
            const d = entry.steps?.find((s) => s.step_id === f.step_id);
            if (d?.line && d.line >= 1)
                return d.line;
        }
        return entry.location && entry.location.startLine >= 1 ? entry.location.startLine : 1;
    };
    const picks = [
        (f) => f.severity === "error" && f.step_id !== null,
        (f) => f.severity === "error",
        (f) => f.step_id !== null,
        () => true,
    ];
    for (const pick of picks) {
        const lines = entry.findings.filter(pick).map(lineOf);
        if (lines.length > 0)
            return lines.reduce((a, b) => Math.min(a, b)); // never spread: one line per finding
    }
    return entry.location && entry.location.startLine >= 1 ? entry.location.startLine : 1;
}
/** Compact, deterministic JSON of an expected/observed value for display (at most `max` chars). */
function showValue(v, max = 200) {
    let s;
    if (typeof v === "string")
        s = v;
    else {
        try {
            s = JSON.stringify(v) ?? String(v);
        }
        catch {
            s = String(v);
        }
    }
    return s.length > max ? s.slice(0, max - 1) + "…" : s;
}
/** Locale-independent number formatting helpers. */
function fixed(n, digits) {
    if (typeof n !== "number" || !Number.isFinite(n))
        return "–";
    return n.toFixed(digits);
}
function formatLatency(ms) {
    if (typeof ms !== "number" || !Number.isFinite(ms))
        return "–";
    return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}
function formatCost(usd) {
    if (typeof usd !== "number" || !Number.isFinite(usd))
        return "–";
    return `$${usd.toFixed(4)}`;
}
function formatTokens(t) {
    if (typeof t !== "number" || !Number.isFinite(t))
        return "–";
    return String(Math.round(t));
}
function formatCoverage(c) {
    if (typeof c !== "number" || !Number.isFinite(c))
        return "–";
    return `${(c * 100).toFixed(1)}%`;
}
/** Status word of a report entry. */
function entryStatus(entry) {
    if (entry.kind === "input")
        return "error";
    if (entry.scored === false && !entry.findings.some((f) => f.severity === "error"))
        return "not scored";
    return entry.passed ? "pass" : "fail";
}
/** Count findings per severity. */
function countFindings(findings) {
    const c = { error: 0, warning: 0, info: 0 };
    for (const f of findings) {
        if (f.severity === "error")
            c.error++;
        else if (f.severity === "warning")
            c.warning++;
        else
            c.info++;
    }
    return c;
}
/**
 * A count and its noun, singular for one and plural otherwise: `1 trace`, `0 traces`, `2 traces`;
 * `many` for a plural that is not the noun plus "s" (`plural(n, "trace has", "traces have")`).
 * The one helper every report, console line and gate reason uses where a count meets a noun.
 */
function plural(n, one, many = `${one}s`) {
    return `${n} ${n === 1 ? one : many}`;
}
/**
 * The warning for reports whose file paths leave the directory they are relative to (`../x.json`
 * or absolute): SARIF, JUnit and Markdown links would not resolve to files of the repository.
 * Null when every path stays inside.
 */
function outsideRootWarning(report, flag = "--root DIR") {
    let n = 0;
    let first = "";
    for (const e of report.reports) {
        const p = entryPath(e);
        if (p === ".." || p.startsWith("../") || isAbsolutePath(p)) {
            if (n++ === 0)
                first = p;
        }
    }
    if (n === 0)
        return null;
    return `${n === 1 ? "1 report path leaves" : `${n} report paths leave`} the root directory (e.g. ${first.slice(0, 200)}): code scanning, annotations and test publishers will not find ${n === 1 ? "that file" : "those files"} in the repository; run from the repository root or pass ${flag}`;
}


/***/ }),

/***/ 1931:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ ABT_JSON_SCHEMA)
/* harmony export */ });
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13855);
// JSON Schema (draft 2020-12) of agent-behavior-trace/v0. schemas/agent-behavior-trace-v0.schema.json
// is this object, pretty-printed (a test keeps the two identical).

const ABT_JSON_SCHEMA = {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: "https://github.com/arh-action/arh-action/schemas/agent-behavior-trace-v0.schema.json",
    title: _model_js__WEBPACK_IMPORTED_MODULE_0__/* .ABT_SCHEMA */ .KY,
    description: "A before/after trace diff: two rails of steps sharing row indices, and a verdict. Read by the <trace-diff> web component.",
    type: "object",
    required: ["schema", "case", "contract", "rails", "verdict"],
    properties: {
        schema: { const: _model_js__WEBPACK_IMPORTED_MODULE_0__/* .ABT_SCHEMA */ .KY, description: "Identity and version. Unknown versions are refused." },
        case: { type: "string", minLength: 1, description: "Human label of the case." },
        contract: { type: "string", minLength: 1, description: "Contract reference (the policy id)." },
        contract_clause: { type: "string", description: "The specific clause (the rule id)." },
        rails: {
            type: "array",
            minItems: 2,
            maxItems: 2,
            items: { $ref: "#/$defs/rail" },
            description: "Exactly two rails; exactly one should have regression: true.",
        },
        verdict: { $ref: "#/$defs/verdict" },
        permalink: { type: "string", description: "Canonical URL of the case." },
        updated: { type: "string", pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", description: "ISO date." },
    },
    $defs: {
        rail: {
            type: "object",
            required: ["id", "label", "regression", "steps"],
            properties: {
                id: { type: "string", pattern: _model_js__WEBPACK_IMPORTED_MODULE_0__/* .ABT_RAIL_ID_PATTERN */ .o5, description: "Slug, used as DOM id." },
                label: { type: "string", description: "Display label (mono kicker)." },
                regression: { type: "boolean", description: "Marks the rail that fails the contract." },
                steps: { type: "array", minItems: 1, items: { $ref: "#/$defs/step" } },
            },
        },
        step: {
            type: "object",
            required: ["n", "tool", "result", "kind"],
            properties: {
                n: { type: "integer", minimum: 1, description: "1-based index, shared by both rails." },
                tool: { type: "string", minLength: 1, description: "Tool name (respond for the model's output)." },
                result: { type: "string", description: "Short return summary." },
                kind: { enum: [..._model_js__WEBPACK_IMPORTED_MODULE_0__/* .ABT_KINDS */ .S3], description: "Semantic role (locked vocabulary)." },
                consequential: { type: "boolean", description: "Apex of a violation." },
                in_violation: { type: "boolean", description: "Inside the violation span." },
                args: { description: "Arguments (any JSON)." },
                return: { description: "Return value (any JSON)." },
                timestamp_ms: { type: "number", minimum: 0 },
                tokens: { type: "integer", minimum: 0 },
                model_latency_ms: { type: "number", minimum: 0, description: "Ours, additive: of the step's latency, the time of a model call folded into this tool-call step." },
                agent: { type: "string", minLength: 1, maxLength: 256, description: "Ours, additive: the agent that made the step in a multi-agent run." },
            },
        },
        verdict: {
            type: "object",
            required: ["output", "behavior"],
            properties: {
                output: { enum: ["PASS", "FAIL"] },
                behavior: { enum: ["PASS", "FAIL"] },
                behavior_reason: { type: "string" },
                operational: { type: "string" },
            },
            if: { type: "object", required: ["behavior"], properties: { behavior: { const: "FAIL" } } },
            then: { required: ["behavior_reason"], properties: { behavior_reason: { type: "string", minLength: 1 } } },
        },
    },
};


/***/ }),

/***/ 68054:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   validateAbtDocument: () => (/* binding */ validateAbtDocument)
/* harmony export */ });
/* unused harmony export checkAbtDocument */
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(52210);
/* harmony import */ var _rules_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57232);
/* harmony import */ var _json_findings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22926);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(13855);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1931);
// Validator of agent-behavior-trace/v0 documents found among the trace files (hand-written canonical
// demos or generated diffs): the JSON Schema plus the semantic checks, as ARH-ABT-0xx findings
// located at the exact place in the file.






let compiled = null;
function schemaValidator() {
    if (!compiled) {
        const ajv = new ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_4__({ allErrors: true, strict: true, strictTypes: false });
        compiled = ajv.compile(_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .ABT_JSON_SCHEMA */ .P);
    }
    return compiled;
}
function finding(id, pointer, message) {
    const m = (0,_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .rule */ .Hu)(id);
    return { severity: m.severity, category: m.category, message, step_id: null, rule_id: id, remediation: m.remediation, pointer };
}
/** Human path of a JSON pointer: `/rails/1/steps/0/kind` -> `rails[1].steps[0].kind`. */
function where(pointer) {
    if (pointer === "")
        return "document";
    return pointer
        .slice(1)
        .split("/")
        .map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"))
        .map((t, i) => (/^[0-9]+$/.test(t) ? `[${t}]` : (i ? "." : "") + t))
        .join("");
}
/** Findings of one document (no locations yet). Exported for tests. */
function checkAbtDocument(doc) {
    const out = [];
    if (typeof doc !== "object" || doc === null || Array.isArray(doc)) {
        out.push(finding("ARH-ABT-002", "", "an agent-behavior-trace document must be a JSON object"));
        return out;
    }
    const d = doc;
    if (d.schema !== _model_js__WEBPACK_IMPORTED_MODULE_2__/* .ABT_SCHEMA */ .KY) {
        const declared = typeof d.schema === "string" ? JSON.stringify(d.schema) : "no schema";
        out.push(finding("ARH-ABT-001", "schema" in d ? "/schema" : "", `document declares ${declared}; this validator and the <trace-diff> component support only "${_model_js__WEBPACK_IMPORTED_MODULE_2__/* .ABT_SCHEMA */ .KY}"`));
        return out;
    }
    const validate = schemaValidator();
    const seen = new Set();
    const add = (f) => {
        const key = `${f.rule_id} ${f.pointer}`;
        if (seen.has(key))
            return;
        seen.add(key);
        out.push(f);
    };
    if (!validate(doc)) {
        for (const e of validate.errors ?? []) {
            const f = mapError(e);
            if (f)
                add(f);
        }
    }
    // Semantic checks the schema cannot express.
    const rails = Array.isArray(d.rails) ? d.rails : null;
    if (rails) {
        const flagged = rails.map((r) => isObj(r) && r.regression === true);
        const count = flagged.filter(Boolean).length;
        if (count !== 1) {
            add(finding("ARH-ABT-004", "/rails", `${count === 0 ? "no rail has" : `${count} rails have`} "regression": true; exactly one rail should mark the run that fails the contract`));
        }
        const ids = new Map();
        rails.forEach((r, i) => {
            if (!isObj(r))
                return;
            if (typeof r.id === "string") {
                if (ids.has(r.id))
                    add(finding("ARH-ABT-009", `/rails/${i}/id`, `rails[${i}] has the same id ${JSON.stringify(r.id)} as rails[${ids.get(r.id)}]`));
                else
                    ids.set(r.id, i);
            }
            if (!Array.isArray(r.steps))
                return;
            const ns = new Map();
            r.steps.forEach((s, j) => {
                if (!isObj(s) || typeof s.n !== "number")
                    return;
                if (ns.has(s.n))
                    add(finding("ARH-ABT-010", `/rails/${i}/steps/${j}/n`, `rails[${i}].steps[${j}] repeats the step index n = ${s.n} of steps[${ns.get(s.n)}]`));
                else
                    ns.set(s.n, j);
            });
        });
    }
    return out;
}
function isObj(v) {
    return typeof v === "object" && v !== null && !Array.isArray(v);
}
const STEP_FIELD = /^\/rails\/[0-9]+\/steps\/[0-9]+\/(n|kind)$/;
function mapError(e) {
    const p = e.instancePath;
    if (e.keyword === "if")
        return null; // its "then" error says what is wrong
    if (p === "/rails" && (e.keyword === "minItems" || e.keyword === "maxItems")) {
        return finding("ARH-ABT-003", p, `rails must hold exactly 2 rails (${e.keyword === "minItems" ? "fewer" : "more"} given)`);
    }
    if (p === "/verdict" && e.keyword === "required" && e.params.missingProperty === "behavior_reason") {
        return finding("ARH-ABT-005", p, 'verdict.behavior is "FAIL" but verdict.behavior_reason is missing');
    }
    if (p === "/verdict/behavior_reason" && e.keyword === "minLength") {
        return finding("ARH-ABT-005", p, 'verdict.behavior is "FAIL" but verdict.behavior_reason is empty');
    }
    const m = STEP_FIELD.exec(p);
    if (m && m[1] === "kind" && e.keyword === "enum") {
        return finding("ARH-ABT-006", p, `${where(p)} is not one of read, precondition, side_effect, respond`);
    }
    if (m && m[1] === "n" && (e.keyword === "type" || e.keyword === "minimum")) {
        return finding("ARH-ABT-007", p, `${where(p)} must be an integer >= 1`);
    }
    if (/^\/rails\/[0-9]+\/id$/.test(p) && e.keyword === "pattern") {
        return finding("ARH-ABT-008", p, `${where(p)} is not a slug (lowercase letters, digits, '-', '_'; at most 64 characters)`);
    }
    if (e.keyword === "required") {
        const missing = e.params.missingProperty ?? "?";
        return finding("ARH-ABT-002", p, `${where(p)}: required field "${missing}" is missing`);
    }
    if (e.keyword === "enum") {
        const allowed = (e.params.allowedValues ?? []).map((v) => JSON.stringify(v)).join(", ");
        return finding("ARH-ABT-002", p, `${where(p)} must be one of ${allowed}`);
    }
    return finding("ARH-ABT-002", p, `${where(p)} ${e.message ?? "is invalid"}`);
}
/** Validate one agent-behavior-trace document file into a report entry (kind "abt"). */
function validateAbtDocument(input) {
    const findings = checkAbtDocument(input.doc);
    (0,_json_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .attachLocations */ .a)(input.text, input.uri, findings);
    const passed = !findings.some((f) => f.severity === "error");
    const doc = isObj(input.doc) ? input.doc : {};
    const declared = typeof doc.schema === "string" ? doc.schema : _model_js__WEBPACK_IMPORTED_MODULE_2__/* .ABT_SCHEMA */ .KY;
    return {
        trace_id: input.uri,
        agent_name: "agent-behavior-trace",
        workflow: typeof doc.case === "string" && doc.case ? doc.case : input.fileName,
        policy_id: input.policyId,
        score: passed ? 100 : 0,
        passed,
        total_latency_ms: 0,
        total_cost_usd: 0,
        citation_coverage: null,
        source_path: input.uri,
        findings,
        kind: "abt",
        source_format: declared,
        location: (0,_json_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .makeLocator */ .X)(input.text, input.uri, [""]).locate(""),
        scored: false,
        notes: [`${declared} document (trace diff): validated against the schema and the ARH-ABT rules, not scored as an agent trace`],
    };
}


/***/ }),

/***/ 44760:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  qu: () => (/* binding */ DEFAULT_HISTORY_MAX),
  Yw: () => (/* binding */ MAX_HISTORY_BYTES),
  Xc: () => (/* binding */ MAX_HISTORY_MAX),
  $6: () => (/* binding */ extendHistory),
  WM: () => (/* binding */ isCommit),
  i6: () => (/* binding */ parseHistory),
  qk: () => (/* binding */ pointOf),
  zs: () => (/* binding */ renderHistory),
  ig: () => (/* binding */ withoutLaterPoints)
});

// UNUSED EXPORTS: HISTORY_VERSION, MAX_SCENARIOS_PER_POINT, compareDates, datedAfter, isBranch, isEventDate, isRepository, isRuleId, isScenarioId, isTokenKind, metricsOf

// EXTERNAL MODULE: ./lib/scenarios/scenario.js
var scenario = __webpack_require__(61433);
// EXTERNAL MODULE: ./lib/report/usage.js
var usage = __webpack_require__(25817);
;// CONCATENATED MODULE: ./lib/trend/metrics.js

/**
 * Token counts an entry may carry, by the kind the history names them with. Today's reports carry
 * the total only; a per-kind field added to entries is one more row here.
 */
const TOKEN_FIELDS = [["total", "total_tokens"]];
const finite = (v) => typeof v === "number" && Number.isFinite(v);
function entryFigures(e) {
    const errors = new Map();
    for (const f of Array.isArray(e.findings) ? e.findings : []) {
        if (f && f.severity === "error" && typeof f.rule_id === "string")
            errors.set(f.rule_id, (errors.get(f.rule_id) ?? 0) + 1);
    }
    let tokens = null;
    const rec = e;
    for (const [kind, field] of TOKEN_FIELDS) {
        const v = rec[field];
        if (finite(v) && v >= 0)
            (tokens ??= new Map()).set(kind, v);
    }
    return {
        passed: e.passed === true,
        score: e.scored === false || !finite(e.score) ? null : e.score,
        errors,
        latencyMs: finite(e.total_latency_ms) && (0,usage/* latencyRecorded */.tC)(e) ? e.total_latency_ms : null,
        costUsd: finite(e.total_cost_usd) && e.total_cost_usd > 0 ? e.total_cost_usd : null,
        tokens,
    };
}
/** The metric names the trend table and the drift check know, with how a rise reads. */
const METRIC_NAMES = (/* unused pure expression or super */ null && (["pass_rate", "mean_score", "cost_usd", "tokens", "latency_p50", "latency_p95", "errors"]));

;// CONCATENATED MODULE: ./lib/trend/history.js


/** The history format this build writes and the newest it reads. */
const HISTORY_VERSION = 1;
/** How many points a history keeps by default (`--history-max`, input `history-max`). */
const DEFAULT_HISTORY_MAX = 100;
/** The largest `--history-max`. */
const MAX_HISTORY_MAX = 1000;
/** Largest history file read; a larger one is dropped (oversized). */
const MAX_HISTORY_BYTES = 32 * 1024 * 1024;
/** Scenarios recorded per point (code-point order); the rest are counted in `scenarios_omitted`. */
const MAX_SCENARIOS_PER_POINT = 200;
/** Rules recorded per metrics object (most findings first). */
const MAX_RULES = 50;
const round = (v, d) => {
    const f = 10 ** d;
    const r = Math.round(v * f) / f;
    return Object.is(r, -0) ? 0 : r;
};
/** Nearest-rank percentile of sorted values. */
function percentile(sorted, q) {
    return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/** The metrics of some report entries. */
function metricsOf(entries) {
    let passed = 0;
    let scoreSum = 0;
    let scored = 0;
    let cost = null;
    let tokens = null;
    const errors = new Map();
    const latencies = [];
    for (const e of entries) {
        const f = entryFigures(e);
        if (f.passed)
            passed++;
        if (f.score !== null) {
            scoreSum += f.score;
            scored++;
        }
        for (const [rule, n] of f.errors)
            if (isRuleId(rule))
                errors.set(rule, (errors.get(rule) ?? 0) + n);
        if (f.latencyMs !== null)
            latencies.push(f.latencyMs);
        if (f.costUsd !== null)
            cost = (cost ?? 0) + f.costUsd;
        if (f.tokens)
            for (const [k, n] of f.tokens)
                if (isTokenKind(k))
                    (tokens ??= new Map()).set(k, (tokens.get(k) ?? 0) + n);
    }
    latencies.sort((a, b) => a - b);
    const rules = [...errors].sort((a, b) => b[1] - a[1] || cmp(a[0], b[0])).slice(0, MAX_RULES).sort((a, b) => cmp(a[0], b[0]));
    const n = entries.length;
    return {
        traces: n,
        pass_rate: n === 0 ? 0 : round(passed / n, 4),
        mean_score: scored === 0 ? null : round(scoreSum / scored, 2),
        errors: Object.fromEntries(rules),
        cost_usd: cost === null ? null : round(cost, 6),
        tokens: tokens === null ? null : Object.fromEntries([...tokens].sort((a, b) => cmp(a[0], b[0])).map(([k, v]) => [k, round(v, 0)])),
        latency_ms: latencies.length === 0 ? null : { p50: round(percentile(latencies, 0.5), 1), p95: round(percentile(latencies, 0.95), 1) },
    };
}
/** One point: the run's metrics and those of each scenario that names itself. */
function pointOf(report, commit, date, pattern) {
    const groups = new Map();
    const unfit = new Set();
    report.reports.forEach((e, i) => {
        let sc;
        try {
            sc = (0,scenario/* scenarioOf */.CF)(e, pattern, `reports[${i}]`);
        }
        catch {
            return; // an unusable scenario id: the gate says so; the point counts the run only
        }
        if (sc.source === "trace_id")
            return;
        if (!isScenarioId(sc.scenario)) {
            unfit.add(sc.scenario); // an id the history reader would refuse: counted, not recorded
            return;
        }
        const list = groups.get(sc.scenario);
        if (list)
            list.push(e);
        else
            groups.set(sc.scenario, [e]);
    });
    const names = [...groups.keys()].sort(cmp);
    const kept = names.slice(0, MAX_SCENARIOS_PER_POINT);
    const point = { commit, date, run: metricsOf(report.reports), scenarios: Object.fromEntries(kept.map((s) => [s, metricsOf(groups.get(s))])) };
    if (names.length + unfit.size > kept.length)
        point.scenarios_omitted = names.length + unfit.size - kept.length;
    return point;
}
/** A commit id: 7 to 64 hex digits. */
const isCommit = (s) => typeof s === "string" && /^[0-9a-f]{7,64}$/.test(s);
/** An event date: YYYY-MM-DD, or YYYY-MM-DDTHH:MM:SS(.fff)Z (UTC). */
function isEventDate(s) {
    if (typeof s !== "string")
        return false;
    const m = /^(\d{4})-(\d{2})-(\d{2})(T(\d{2}):(\d{2}):(\d{2})(\.\d{1,3})?Z)?$/.exec(s);
    if (!m)
        return false;
    const d = new Date(`${m[1]}-${m[2]}-${m[3]}T00:00:00Z`);
    if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== s.slice(0, 10))
        return false;
    return m[4] === undefined || (Number(m[5]) < 24 && Number(m[6]) < 60 && Number(m[7]) < 60);
}
/** Dates compare as text once both have the same shape; a bare day sorts before its times. */
const dateKey = (d) => (d.length === 10 ? `${d}T00:00:00.000Z` : d.length === 20 ? `${d.slice(0, 19)}.000Z` : d.padEnd(24, "0"));
const compareDates = (a, b) => cmp(dateKey(a).slice(0, 23), dateKey(b).slice(0, 23));
/**
 * Whether a point dated `point` is later than a run dated `run`. A run dated by a bare day stands
 * for the whole day: a point at a time of that day is not later (nor appendable after, see
 * extendHistory).
 */
const datedAfter = (point, run) => (run.length === 10 ? point.slice(0, 10) > run : compareDates(point, run) > 0);
/**
 * The history without the points dated after the run's date (a forged or mis-clocked point: kept,
 * it would sort every later run before it, so none would be appended or checked for drift), and
 * the phrase that names them; the points are in date order, so they are the last ones.
 */
function withoutLaterPoints(h, runDate) {
    const i = h.points.findIndex((p) => datedAfter(p.date, runDate));
    if (i < 0)
        return { history: h, dropped: null };
    const n = h.points.length - i;
    const first = h.points[i];
    const which = n === 1 ? `points[${i}] (commit ${first.commit.slice(0, 12)}, ${first.date}) is` : `points[${i}] to points[${h.points.length - 1}] (from commit ${first.commit.slice(0, 12)}, ${first.date}) are`;
    return { history: { ...h, points: h.points.slice(0, i) }, dropped: `${which} dated after this run (${runDate}): dropped` };
}
const isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
const nonNeg = (v) => typeof v === "number" && Number.isFinite(v) && v >= 0;
// Every string of a history reaches the console, the log, Markdown and HTML (src/trend/render.ts,
// html.ts): the renderers escape it per sink, and the reader bounds what it accepts, the writer
// records nothing the reader would refuse.
/** A token kind (`total`, `input`, …): a short lowercase name. */
const isTokenKind = (k) => /^[a-z][a-z0-9_]{0,31}$/.test(k);
/** A rule id (`ARH-SCH-001`): letters, digits, `.`, `_` and `-`, at most 64. */
const isRuleId = (k) => /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/.test(k);
/** A scenario id (trace content): 1 to 512 characters, no control, line or paragraph separator, bidi control or lone surrogate. */
const isScenarioId = (k) => k.length > 0 && k.length <= 512 && /^[^\p{Cc}\p{Cs}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff\ufffe\uffff]+$/u.test(k);
/** `owner/name`, as GitHub spells it. */
const isRepository = (s) => /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/.test(s);
/** A branch name: 1 to 256 characters, none a space, a control character or one git refuses in a ref (`~^:?*[\\`). */
const isBranch = (s) => s.length <= 256 && /^[^\p{Cc}\p{Cs}\p{Z}\s~^:?*[\\\ufeff]+$/u.test(s);
function checkCounts(v, max, key) {
    if (!isObj(v))
        return false;
    const keys = Object.keys(v);
    return keys.length <= max && keys.every((k) => key(k) && nonNeg(v[k]));
}
function checkMetrics(v) {
    if (!isObj(v))
        return "not an object";
    if (!Number.isSafeInteger(v.traces) || v.traces < 0)
        return "'traces' must be a whole number";
    if (!nonNeg(v.pass_rate) || v.pass_rate > 1)
        return "'pass_rate' must be between 0 and 1";
    if (v.mean_score !== null && (!nonNeg(v.mean_score) || v.mean_score > 100))
        return "'mean_score' must be null or between 0 and 100";
    if (!checkCounts(v.errors, MAX_RULES, isRuleId))
        return `'errors' must map at most ${MAX_RULES} rule ids (letters, digits, '.', '_', '-'; at most 64) to counts`;
    if (v.cost_usd !== null && !nonNeg(v.cost_usd))
        return "'cost_usd' must be null or a number >= 0";
    if (v.tokens !== null && !checkCounts(v.tokens, 20, isTokenKind))
        return "'tokens' must be null or map at most 20 kinds (lowercase letters, digits, '_'; at most 32) to counts";
    const l = v.latency_ms;
    if (l !== null && !(isObj(l) && nonNeg(l.p50) && nonNeg(l.p95) && l.p50 <= l.p95))
        return "'latency_ms' must be null or {p50, p95} with p50 <= p95";
    return null;
}
function checkPoint(p, i) {
    const at = `points[${i}]`;
    if (!isObj(p))
        return `${at} is not an object`;
    if (!isCommit(p.commit))
        return `${at}.commit must be 7 to 64 lowercase hex digits`;
    if (!isEventDate(p.date))
        return `${at}.date must be YYYY-MM-DD or an ISO 8601 UTC date-time`;
    const r = checkMetrics(p.run);
    if (r)
        return `${at}.run: ${r}`;
    if (!isObj(p.scenarios) || Object.keys(p.scenarios).length > MAX_SCENARIOS_PER_POINT)
        return `${at}.scenarios must be an object of at most ${MAX_SCENARIOS_PER_POINT} scenarios`;
    for (const [name, m] of Object.entries(p.scenarios)) {
        if (!isScenarioId(name))
            return `${at}.scenarios: a scenario id must have 1 to 512 characters, none a control character, a line separator or a bidi control`;
        const e = checkMetrics(m);
        if (e)
            return `${at}.scenarios[${JSON.stringify(name.slice(0, 60))}]: ${e}`;
    }
    if (p.scenarios_omitted !== undefined && !(Number.isSafeInteger(p.scenarios_omitted) && p.scenarios_omitted > 0))
        return `${at}.scenarios_omitted must be a whole number > 0`;
    return null;
}
/**
 * A history file's text, checked whole: its version, its repository and branch (they must be
 * `expect`'s when both say), every point's shape, dates in order, no commit twice, at most
 * MAX_HISTORY_MAX points.
 */
function parseHistory(text, expect) {
    if (text.length > MAX_HISTORY_BYTES)
        return { ok: false, why: `larger than ${MAX_HISTORY_BYTES} bytes (oversized)` };
    let raw;
    try {
        raw = JSON.parse(text);
    }
    catch {
        return { ok: false, why: "not valid JSON" };
    }
    if (!isObj(raw))
        return { ok: false, why: "not an object" };
    const v = raw.arh_history_version;
    if (!Number.isSafeInteger(v) || v < 1)
        return { ok: false, why: "'arh_history_version' must be a positive integer" };
    if (v > HISTORY_VERSION)
        return { ok: false, why: `made by a newer arh (history format ${v}; this build reads format ${HISTORY_VERSION})` };
    if (raw.repository !== null && !(typeof raw.repository === "string" && isRepository(raw.repository)))
        return { ok: false, why: "'repository' must be null or owner/name (letters, digits, '.', '_', '-')" };
    if (raw.branch !== null && !(typeof raw.branch === "string" && isBranch(raw.branch)))
        return { ok: false, why: "'branch' must be null or a branch name (1 to 256 characters, no space or control character)" };
    const repository = raw.repository;
    const branch = raw.branch;
    if (expect.repository !== null && repository !== null && repository !== expect.repository)
        return { ok: false, why: `recorded for repository ${JSON.stringify(repository.slice(0, 100))}, not ${JSON.stringify(expect.repository)}` };
    if (expect.branch !== null && branch !== null && branch !== expect.branch)
        return { ok: false, why: `recorded on branch ${JSON.stringify(branch.slice(0, 100))}, not ${JSON.stringify(expect.branch)}` };
    if (!Array.isArray(raw.points))
        return { ok: false, why: "'points' must be an array" };
    if (raw.points.length > MAX_HISTORY_MAX)
        return { ok: false, why: `${raw.points.length} points, more than ${MAX_HISTORY_MAX} (oversized)` };
    const seen = new Map();
    for (let i = 0; i < raw.points.length; i++) {
        const bad = checkPoint(raw.points[i], i);
        if (bad)
            return { ok: false, why: bad };
        const p = raw.points[i];
        const first = seen.get(p.commit);
        if (first !== undefined)
            return { ok: false, why: `commit ${p.commit} is recorded twice (points[${first}] and points[${i}])` };
        seen.set(p.commit, i);
        if (i > 0 && compareDates(raw.points[i - 1].date, p.date) > 0)
            return { ok: false, why: `points[${i}] (${p.date}) is dated before points[${i - 1}] (out of order)` };
    }
    return { ok: true, history: { arh_history_version: HISTORY_VERSION, repository, branch, points: raw.points } };
}
/**
 * The history with this run's point appended, capped at `max` points (the oldest go). A commit the
 * history already has as its last point (a re-run) is replaced; a point dated before the last one
 * is not appended (the history is kept as it was).
 */
function extendHistory(prev, point, meta) {
    const notices = [];
    let points = prev ? [...prev.points] : [];
    let appended = true;
    const last = points[points.length - 1];
    const dup = points.findIndex((p) => p.commit === point.commit);
    if (last && last.commit === point.commit) {
        points[points.length - 1] = point;
        notices.push(`history: commit ${point.commit.slice(0, 12)} is already its last point (a re-run): replaced`);
    }
    else if (dup >= 0) {
        appended = false;
        notices.push(`history: commit ${point.commit.slice(0, 12)} is already recorded (points[${dup}]): this run is not appended`);
    }
    else if (last && compareDates(last.date, point.date) > 0) {
        appended = false;
        notices.push(`history: this run's date ${point.date} is before the last point's (${last.date}): not appended`);
    }
    else
        points.push(point);
    if (points.length > meta.max) {
        notices.push(`history: capped at ${meta.max} points (${points.length - meta.max} oldest dropped)`);
        points = points.slice(points.length - meta.max);
    }
    // a repository or branch the reader would refuse is not recorded
    const repository = meta.repository !== null && isRepository(meta.repository) ? meta.repository : prev?.repository ?? null;
    const branch = meta.branch !== null && isBranch(meta.branch) ? meta.branch : prev?.branch ?? null;
    return { history: { arh_history_version: HISTORY_VERSION, repository, branch, points }, notices, appended };
}
/** `history.json`: the header, then one point per line; the same history, the same bytes. */
function renderHistory(h) {
    const head = JSON.stringify({ arh_history_version: h.arh_history_version, repository: h.repository, branch: h.branch, points: [] }, null, 2);
    if (h.points.length === 0)
        return head + "\n";
    return head.replace('"points": []', '"points": [\n' + h.points.map((p) => "    " + JSON.stringify(canonicalPoint(p))).join(",\n") + "\n  ]") + "\n";
}
/** A point with its keys in the writer's order (a parsed point may hold them in any). */
function canonicalPoint(p) {
    const m = (x) => ({
        traces: x.traces,
        pass_rate: x.pass_rate,
        mean_score: x.mean_score,
        errors: Object.fromEntries(Object.entries(x.errors).sort((a, b) => cmp(a[0], b[0]))),
        cost_usd: x.cost_usd,
        tokens: x.tokens === null ? null : Object.fromEntries(Object.entries(x.tokens).sort((a, b) => cmp(a[0], b[0]))),
        latency_ms: x.latency_ms === null ? null : { p50: x.latency_ms.p50, p95: x.latency_ms.p95 },
    });
    const out = { commit: p.commit, date: p.date, run: m(p.run), scenarios: Object.fromEntries(Object.entries(p.scenarios).sort((a, b) => cmp(a[0], b[0])).map(([k, v]) => [k, m(v)])) };
    if (p.scenarios_omitted !== undefined)
        out.scenarios_omitted = p.scenarios_omitted;
    return out;
}


/***/ }),

/***/ 7757:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   X: () => (/* binding */ escapeXml),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   lC: () => (/* binding */ stripXmlInvalid),
/* harmony export */   tW: () => (/* binding */ neutralizeWorkflowCommands),
/* harmony export */   u$: () => (/* binding */ escapeMarkdownCode),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
// Escaping of untrusted trace text for every sink. Trace content (agent outputs, tool results,
// error strings) can contain Markdown, HTML, XML control characters and workflow commands.
/** Text inside HTML element content or a double-quoted attribute. */
function escapeHtml(s) {
    return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}
/** Invisible joiner placed after `@` and `#` so GitHub forms no mention, team mention or reference. */
const JOINER = "\u200d";
const WORD = /^[\p{L}\p{N}]$/u;
const MD_ENTITY = {
    "&": "&amp;",
    "<": "&lt;",
    ">": "&gt;",
    "\\": "&#92;",
    "`": "&#96;",
    "*": "&#42;",
    "_": "&#95;",
    "[": "&#91;",
    "]": "&#93;",
    "~": "&#126;",
    "|": "&#124;",
    ":": "&#58;",
    "$": "&#36;",
};
/**
 * The one escaping function for untrusted text (trace ids, step ids, messages, reasons, paths)
 * reaching Markdown: headings, table cells, list items, `<summary>` lines and other raw HTML,
 * and `<code>` elements (not attribute values: use escapeHtml there). The result is a single line that renders as the literal text in both
 * Markdown inline context and inside an HTML block, because it escapes with character
 * references, which CommonMark and HTML decode alike, rather than backslashes, which an HTML
 * block would show verbatim:
 * - whitespace runs (newlines, tabs, U+2028/9) become one space, so no block can start or end;
 *   control characters are dropped, characters XML forbids become U+FFFD;
 * - HTML (`& < >`), inline syntax (emphasis, code, links and images, strikethrough, table
 *   pipes, math) and the `:` of autolinks (`://`, `mailto:`, `xmpp:`) are written as references;
 *   a leading list, quote or setext marker too (quotes need no escaping outside attributes);
 * - `@`, `#` and `GH-` get an invisible joiner, so `@user`, `@org/team`, `a@b.example`, `#123`
 *   and `GH-123` stay text (GitHub links mentions and references in the rendered text, after decoding).
 * With `max`, the text is first shortened to `max` characters (never inside a surrogate pair).
 */
function escapeMarkdown(s, max) {
    let t = stripXmlInvalid(String(s).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ""))
        .replace(/[\s\u2028\u2029]+/g, " ")
        .trim();
    if (max !== undefined)
        t = truncate(t, max);
    const out = t.replace(/[&<>\\`*[\]~|$@#:_]|www\.|gh-(?=\d)/gi, (c, at, all) => {
        if (c === "@" || c === "#")
            return c + JOINER;
        if (c.length === 3)
            return c + JOINER;
        if (c.length > 1)
            return c.slice(0, 3) + "&#46;";
        // `:` only starts an autolink in `://`, `mailto:` and `xmpp:`
        if (c === ":")
            return all[at + 1] === "/" || /(?:mailto|xmpp)$/i.test(all.slice(Math.max(0, at - 6), at)) ? "&#58;" : c;
        // `_` between two letters or digits never delimits emphasis (`check_eligibility` stays readable)
        if (c === "_")
            return WORD.test(all[at - 1] ?? "") && WORD.test(all[at + 1] ?? "") ? c : "&#95;";
        return MD_ENTITY[c];
    });
    // A list item, block quote or setext underline needs its marker at the start of a line.
    return out.replace(/^(?:[-+=]|(\d{1,9})([.)]))/, (m, digits, mark) => digits !== undefined ? `${digits}&#${mark.charCodeAt(0)};` : `&#${m.charCodeAt(0)};`);
}
/**
 * Untrusted text as a Markdown code span in a GFM table cell, shown verbatim in the raw file too
 * (a regex such as `sk-[A-Za-z0-9_-]{20,}` stays readable: no character references). Nothing in a
 * code span is Markdown, HTML, a link or a mention; what remains: whitespace runs become one space
 * (no block can start or end), control characters are dropped, the fence is longer than any
 * backtick run inside, and `|` is written `\|` (GFM splits table cells before it reads code spans,
 * and turns `\|` back into `|` inside them). Empty text falls back to escapeMarkdown.
 */
function escapeMarkdownCode(s, max) {
    let t = stripXmlInvalid(String(s).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "")).replace(/[\s\u2028\u2029]+/g, " ");
    if (max !== undefined)
        t = truncate(t, max);
    if (t.trim() === "")
        return escapeMarkdown(t);
    let longest = 0;
    for (const m of t.matchAll(/`+/g))
        longest = Math.max(longest, m[0].length);
    const fence = "`".repeat(longest + 1);
    const pad = t.startsWith("`") || t.endsWith("`") || (t.startsWith(" ") && t.endsWith(" ")) ? " " : "";
    return `${fence}${pad}${t.replace(/\|/g, "\\|")}${pad}${fence}`;
}
/** Text content or attribute value in XML 1.0: escapes markup and replaces forbidden characters. */
function escapeXml(s) {
    return stripXmlInvalid(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]);
}
/** Replace characters XML 1.0 forbids (C0 controls other than tab/LF/CR, lone surrogates, U+FFFE/FFFF) with U+FFFD. */
function stripXmlInvalid(s) {
    return s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}
/**
 * Text printed to a GitHub Actions log: a line starting with `::` (or containing `::` after
 * leading whitespace) could be read as a workflow command. Neutralise every `::` by inserting a
 * zero-width space, and strip ANSI escape sequences and other C0 controls except tab/newline.
 */
function neutralizeWorkflowCommands(s) {
    return s
        .replace(/\u001b\[[0-9;?]*[ -/]*[@-~]/g, "")
        .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, "")
        .replace(/::/g, ":\u200b:");
}
/** Shorten to at most `max` characters (code points are never split), adding an ellipsis. */
function truncate(s, max) {
    if (s.length <= max)
        return s;
    let cut = max - 1;
    const c = s.charCodeAt(cut - 1);
    if (c >= 0xd800 && c <= 0xdbff)
        cut--;
    return s.slice(0, cut) + "…";
}


/***/ })

};
