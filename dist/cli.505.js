export const id = 505;
export const ids = [505];
export const modules = {

/***/ 7505:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readBundleHistory: () => (/* binding */ readBundleHistory),
/* harmony export */   readHistoryDir: () => (/* binding */ readHistoryDir)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _util_readfile_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8564);
/* harmony import */ var _util_bound_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8108);
/* harmony import */ var _trend_history_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7495);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(773);
/* harmony import */ var _zip_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5459);
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

/***/ 5459:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BU: () => (/* binding */ extractZipFileSafely),
/* harmony export */   Gq: () => (/* binding */ ZipIndex)
/* harmony export */ });
/* unused harmony exports DEFAULT_ZIP_LIMITS, MAX_DEFLATE_RATIO, ratioProblem, checkEntryName, extractZipSafely */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var _util_writefile_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7337);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6466);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7075);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6760);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8522);
/* harmony import */ var yauzl__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(663);
/* harmony import */ var _util_crc32_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9559);
/* harmony import */ var _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6351);
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
    const zf = await new Promise((res, rej) => yauzl.fromBuffer(zip, OPEN_OPTIONS, (err, z) => (err ? rej(err) : res(z))));
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


/***/ })

};
