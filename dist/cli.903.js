export const id = 903;
export const ids = [903];
export const modules = {

/***/ 1688:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   We: () => (/* binding */ IndexDisagrees),
/* harmony export */   _M: () => (/* binding */ writeIndex),
/* harmony export */   pA: () => (/* binding */ checkReport),
/* harmony export */   vY: () => (/* binding */ readIndex)
/* harmony export */ });
/* unused harmony exports INDEX_FORMAT, INDEX_ENTRY_FIELDS, MAX_INDEX_BYTES, digestFile */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var _jsonstream_scanner_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(924);
/* harmony import */ var _util_writefile_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7337);
/* harmony import */ var _util_readfile_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8564);
/* harmony import */ var _util_digest_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7738);
/* harmony import */ var _util_crc32_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9559);
/* harmony import */ var _compare_load_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8915);
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
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, "r");
    try {
        const h = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)("sha256");
        const block = Buffer.allocUnsafe(1 << 20);
        let bytes = 0;
        let crc = 0;
        for (;;) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, block, 0, block.length, null);
            if (n <= 0)
                break;
            h.update(block.subarray(0, n));
            crc = (0,_util_crc32_js__WEBPACK_IMPORTED_MODULE_6__/* .crc32 */ .Q)(block.subarray(0, n), crc);
            bytes += n;
        }
        return { bytes, sha256: "sha256:" + h.digest("hex"), crc32: crc >>> 0 };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
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
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(outPath, "w", 0o644);
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)("sha256");
    let crc = 0;
    let pending = "";
    let bytes = 0;
    const put = (line, force = false) => {
        pending += line + "\n";
        if (!force && pending.length < FLUSH_CHARS)
            return;
        const b = Buffer.from(pending, "utf8");
        hash.update(b);
        crc = (0,_util_crc32_js__WEBPACK_IMPORTED_MODULE_6__/* .crc32 */ .Q)(b, crc);
        (0,_util_writefile_js__WEBPACK_IMPORTED_MODULE_3__/* .writeAllSync */ .Ud)(fd, b);
        bytes += b.length;
        pending = "";
    };
    const sc = new _jsonstream_scanner_js__WEBPACK_IMPORTED_MODULE_2__/* .JsonScanner */ .V(reportPath);
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
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
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
    const r = (0,_util_readfile_js__WEBPACK_IMPORTED_MODULE_4__/* .readRegularFile */ .XF)(path, MAX_INDEX_BYTES);
    if (!r.ok)
        return { ok: false, why: r.code === "ENOENT" ? "missing (bundle.json names it)" : r.reason };
    const buf = r.bytes;
    // a zip's entry was checked against its directory's CRC-32 when extracted: that CRC-32 must be the manifest's
    const same = archived ? archived.bytes === ref.bytes && archived.crc32 === ref.crc32 && buf.length === ref.bytes : buf.length === ref.bytes && (0,_util_digest_js__WEBPACK_IMPORTED_MODULE_5__/* .sha256Of */ .Bj)(buf) === ref.sha256;
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
    const entries = (0,_compare_load_js__WEBPACK_IMPORTED_MODULE_7__.indexEntryReader)();
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
    const out = (0,_compare_load_js__WEBPACK_IMPORTED_MODULE_7__.reportFromIndex)(fields, end.reports_at, reports);
    if (out === null)
        return { ok: false, why: "its report fields are not a report this build reads" };
    return { ok: true, report: out, sourcePaths };
}


/***/ }),

/***/ 4903:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  f: () => (/* binding */ isZipPath),
  writeBundle: () => (/* binding */ writeBundle)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./lib/util/writefile.js
var writefile = __webpack_require__(7337);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/util/readfile.js
var readfile = __webpack_require__(8564);
// EXTERNAL MODULE: ./lib/util/digest.js
var digest = __webpack_require__(7738);
// EXTERNAL MODULE: ./lib/bundle/baseline-index.js
var baseline_index = __webpack_require__(1688);
// EXTERNAL MODULE: ./lib/bundle/format.js
var format = __webpack_require__(773);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
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

// EXTERNAL MODULE: ./lib/util/crc32.js
var crc32 = __webpack_require__(9559);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
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
const isZipPath = (p) => /\.zip$/i.test(p);
let counter = 0;
/** Write the bundle; returns the manifest. Any problem is a UsageError naming the file. */
async function writeBundle(b) {
    const dest = (0,external_node_path_.resolve)(b.out);
    const zip = isZipPath(dest);
    if (!zip && (0,external_node_fs_.existsSync)(dest)) {
        const st = (0,external_node_fs_.lstatSync)(dest);
        if (!st.isDirectory() || ((0,external_node_fs_.readdirSync)(dest).length > 0 && !(0,external_node_fs_.existsSync)((0,external_node_path_.join)(dest, format/* MANIFEST_FILE */.h1)))) {
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
    const bad = (0,format/* storablePath */.kN)(p);
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
        arh_bundle_version: format/* BUNDLE_VERSION */.AY,
        report: format/* REPORT_FILE */.Uq,
        policy: format/* POLICY_FILE */.jA,
        quarantine: b.quarantinePath !== undefined ? format/* BUNDLE_QUARANTINE_FILE */.vX : null,
        ...(b.memoryResultsPath !== undefined ? { memory_results: format/* MEMORY_RESULTS_FILE */.Wf } : {}),
        format: b.format,
        ...(b.history !== undefined ? { history: format/* HISTORY_FILE */.CX } : {}),
        index: { path: format/* INDEX_FILE */.K$, ...index },
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
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.join)(stage, format/* TRACES_DIR */.Po), { recursive: true });
        (0,external_node_fs_.copyFileSync)(b.reportPath, (0,external_node_path_.join)(stage, format/* REPORT_FILE */.Uq));
        const index = indexOf(b.reportPath, (0,external_node_path_.join)(stage, format/* INDEX_FILE */.K$));
        (0,writefile/* writeFileSliced */.SK)((0,external_node_path_.join)(stage, format/* POLICY_FILE */.jA), b.policyText);
        if (b.quarantinePath !== undefined)
            (0,external_node_fs_.copyFileSync)(b.quarantinePath, (0,external_node_path_.join)(stage, format/* BUNDLE_QUARANTINE_FILE */.vX));
        if (b.memoryResultsPath !== undefined)
            (0,external_node_fs_.copyFileSync)(b.memoryResultsPath, (0,external_node_path_.join)(stage, format/* MEMORY_RESULTS_FILE */.Wf));
        if (b.history !== undefined)
            (0,writefile/* writeFileSliced */.SK)((0,external_node_path_.join)(stage, format/* HISTORY_FILE */.CX), b.history);
        const traces = [];
        const made = new Set();
        for (const p of tracePaths(b)) {
            const bytes = readTrace(b, p);
            const target = (0,external_node_path_.join)(stage, format/* TRACES_DIR */.Po, p);
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
        (0,writefile/* writeFileSliced */.SK)((0,external_node_path_.join)(stage, format/* MANIFEST_FILE */.h1), renderManifest(manifest));
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
        return (0,baseline_index/* writeIndex */._M)(reportPath, dest);
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
        const head = z.reserve(format/* MANIFEST_FILE */.h1);
        await z.addFile(format/* REPORT_FILE */.Uq, b.reportPath);
        const index = indexOf(b.reportPath, `${tmp}.index`);
        try {
            await z.addFile(format/* INDEX_FILE */.K$, `${tmp}.index`);
        }
        finally {
            (0,external_node_fs_.rmSync)(`${tmp}.index`, { force: true });
        }
        await z.add(format/* POLICY_FILE */.jA, Buffer.from(b.policyText, "utf8"));
        if (b.quarantinePath !== undefined)
            await z.addFile(format/* BUNDLE_QUARANTINE_FILE */.vX, b.quarantinePath);
        if (b.memoryResultsPath !== undefined)
            await z.addFile(format/* MEMORY_RESULTS_FILE */.Wf, b.memoryResultsPath);
        if (b.history !== undefined)
            await z.add(format/* HISTORY_FILE */.CX, Buffer.from(b.history, "utf8"));
        const traces = [];
        for (const p of tracePaths(b)) {
            const bytes = readTrace(b, p);
            traces.push(traceOf(p, bytes));
            await z.add(`${format/* TRACES_DIR */.Po}/${p}`, bytes);
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


/***/ })

};
