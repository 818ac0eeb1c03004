export const id = 22;
export const ids = [22,355];
export const modules = {

/***/ 8022:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PU: () => (/* binding */ readBaselineSource),
/* harmony export */   lm: () => (/* binding */ bundleError)
/* harmony export */ });
/* unused harmony exports openBundleZip, openBundleDir */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(452);
/* harmony import */ var _adapters_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2470);
/* harmony import */ var _compare_load_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8915);
/* harmony import */ var _compare_digests_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6074);
/* harmony import */ var _jsonstream_scanner_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(924);
/* harmony import */ var _policy_parse_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5443);
/* harmony import */ var _files_quarantine_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3183);
/* harmony import */ var _util_readfile_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8564);
/* harmony import */ var _util_digest_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(7738);
/* harmony import */ var _util_bound_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(8108);
/* harmony import */ var _zip_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(5459);
/* harmony import */ var _verify_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(6355);
/* harmony import */ var _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(6351);
/* harmony import */ var _write_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(4903);
/* harmony import */ var _baseline_index_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(1688);
/* harmony import */ var _util_escape_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(7757);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(773);
// Reading a baseline (docs/bundle.md): a bare report file as ever, or a bundle (a folder, or a zip
// read where it is: its central directory checked with the safe extractor's checks and limits, its
// small files extracted, its traces read from the archive when needed). A bundle is checked whole
// before use: its manifest, its report, its policy (parsed, and matching the report's digest), its
// quarantine, every trace file against the manifest (none missing, none extra, the same bytes) and
// the manifest against the report. The trace files' bytes are checked last, on a worker thread
// when there are many (src/bundle/verify.ts): `checked()` is awaited before the bundle is used.
// Any problem is one UsageError naming the bundle and what is wrong.




















const show = (s) => (0,_util_bound_js__WEBPACK_IMPORTED_MODULE_12__/* .truncateText */ .EJ)(s, 200);
/** A problem of bundle `name`, as the one line the shells print. */
function bundleError(name, what) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`baseline bundle ${show(name)}: ${what}`);
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
        dir = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isDirectory();
    }
    catch {
        // not there: the report reader says so
    }
    if (!dir && !(0,_write_js__WEBPACK_IMPORTED_MODULE_16__/* .isZipPath */ .f)(path))
        return { kind: "report", report: (0,_compare_load_js__WEBPACK_IMPORTED_MODULE_5__.loadReportFile)(path, label), path };
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
const ROOT_FILES = [_format_js__WEBPACK_IMPORTED_MODULE_19__/* .MANIFEST_FILE */ .h1, _format_js__WEBPACK_IMPORTED_MODULE_19__/* .INDEX_FILE */ .K$, _format_js__WEBPACK_IMPORTED_MODULE_19__/* .POLICY_FILE */ .jA, _format_js__WEBPACK_IMPORTED_MODULE_19__/* .BUNDLE_QUARANTINE_FILE */ .vX, _format_js__WEBPACK_IMPORTED_MODULE_19__/* .MEMORY_RESULTS_FILE */ .Wf, _format_js__WEBPACK_IMPORTED_MODULE_19__/* .HISTORY_FILE */ .CX];
/**
 * A bundle zip, read where it is: the central directory checked (the bundle limits), the files
 * other than traces extracted into a fresh temporary folder, the traces left in the archive.
 */
async function openBundleZip(path, name, tempRoot, opts = {}) {
    const st = (() => {
        try {
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path);
        }
        catch {
            return null;
        }
    })();
    if (!st)
        throw bundleError(name, "file not found");
    if (!st.isFile())
        throw bundleError(name, "not a regular file");
    const unsafe = (e) => (e instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e ? e : bundleError(name, `unsafe or unreadable zip: ${e instanceof Error ? e.message : String(e)}`));
    let opened;
    try {
        opened = await _zip_js__WEBPACK_IMPORTED_MODULE_13__/* .ZipIndex */ .Gq.open(path, _format_js__WEBPACK_IMPORTED_MODULE_19__/* .BUNDLE_ZIP_LIMITS */ .Em);
    }
    catch (e) {
        throw unsafe(e);
    }
    let index = opened;
    const dir = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(tempRoot ?? (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), "arh-bundle-"));
    const drop = () => {
        index?.close();
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(dir, { recursive: true, force: true });
    };
    try {
        try {
            for (const f of ROOT_FILES)
                if (opened.files.has(f))
                    await opened.extractTo(f, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, f));
        }
        catch (e) {
            throw unsafe(e);
        }
        const reportEntry = opened.files.get(_format_js__WEBPACK_IMPORTED_MODULE_19__/* .REPORT_FILE */ .Uq);
        const indexEntry = opened.files.get(_format_js__WEBPACK_IMPORTED_MODULE_19__/* .INDEX_FILE */ .K$);
        const pre = readManifestAndIndex(dir, name, reportEntry ? { bytes: reportEntry.size, crc32: reportEntry.crc32 } : null, opts, indexEntry ? { bytes: indexEntry.size, crc32: indexEntry.crc32 } : null);
        if (reportEntry && pre.needReport) {
            try {
                await opened.extractTo(_format_js__WEBPACK_IMPORTED_MODULE_19__/* .REPORT_FILE */ .Uq, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_19__/* .REPORT_FILE */ .Uq));
            }
            catch (e) {
                throw unsafe(e);
            }
        }
        const prefix = `${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .TRACES_DIR */ .Po}/`;
        if (opened.files.has(_format_js__WEBPACK_IMPORTED_MODULE_19__/* .TRACES_DIR */ .Po))
            throw bundleError(name, `${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .TRACES_DIR */ .Po} is not a folder`);
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
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(dirPath);
    const tracesDir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_19__/* .TRACES_DIR */ .Po);
    let size = null;
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_19__/* .REPORT_FILE */ .Uq));
        if (st.isFile())
            size = st.size;
    }
    catch {
        // not there: checked below, as every named file is
    }
    return openBundleParts(dir, name, { kind: "dir", tracesDir }, null, opts, readManifestAndIndex(dir, name, size === null ? null : { bytes: size, path: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_19__/* .REPORT_FILE */ .Uq) }, opts));
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
    const say = (why) => (opts.onNotice ?? defaultNotice)(`baseline bundle ${show(name)}: ${why}: reading ${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .REPORT_FILE */ .Uq} instead`);
    const ref = manifest.index;
    // the streamed comparison reads the report from its file, entry by entry: nothing to gain here
    const streamed = opts.lazyReportAbove !== undefined && report !== null && report.bytes > opts.lazyReportAbove;
    if (ref === undefined || report === null || streamed) {
        if (ref === undefined && report !== null)
            say(indexProblems.get(manifest) ?? `no ${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .INDEX_FILE */ .K$} (a bundle written before the index)`);
        return { manifest, index: null, needReport: true };
    }
    let got;
    try {
        (0,_baseline_index_js__WEBPACK_IMPORTED_MODULE_17__/* .checkReport */ .pA)(ref, "path" in report ? { path: report.path } : report);
        got = (0,_baseline_index_js__WEBPACK_IMPORTED_MODULE_17__/* .readIndex */ .vY)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_19__/* .INDEX_FILE */ .K$), ref, archivedIndex);
    }
    catch (e) {
        if (e instanceof _baseline_index_js__WEBPACK_IMPORTED_MODULE_17__/* .IndexDisagrees */ .We)
            return { manifest, index: null, needReport: true, disagrees: `${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .INDEX_FILE */ .K$} does not agree with ${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .REPORT_FILE */ .Uq}: ${e.message}` };
        throw e;
    }
    if (got.ok)
        return { manifest, index: got, needReport: false };
    say(`${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .INDEX_FILE */ .K$} ${got.why}`);
    return { manifest, index: null, needReport: true };
}
const defaultNotice = (line) => void process.stderr.write(`arh: note: ${(0,_util_escape_js__WEBPACK_IMPORTED_MODULE_18__/* .neutralizeWorkflowCommands */ .tW)(line)}\n`);
/** Why a manifest's `index` record was not taken (the bundle is then read by its report). */
const indexProblems = new WeakMap();
/**
 * The report's trace paths and policy digest, read entry by entry (never whole); null when the
 * file is not a plain report this pass can read (the whole reading then says what is wrong).
 */
function scanReportFacts(path) {
    let reader;
    try {
        reader = new _jsonstream_scanner_js__WEBPACK_IMPORTED_MODULE_7__/* .JsonScanner */ .V(path);
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
const MAX_TRACE_BYTES = 256 * 1024 * 1024;
/**
 * The checks and reading common to a folder and a zip: `dir` holds the bundle's files but the
 * traces; `listed` the trace files a zip holds (null: list the folder's `traces/`).
 */
function openBundleParts(dir, name, store, listed, opts, opening) {
    const m = opening.manifest;
    const indexed = opening.index;
    // a zip's report not extracted (the index stands for it) is checked as the archive lists it
    if (!opening.needReport && opening.reportInArchive === false)
        throw bundleError(name, `${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .REPORT_FILE */ .Uq}: missing (${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .MANIFEST_FILE */ .h1} names it)`);
    const reportNamed = opening.needReport || opening.reportInArchive === undefined ? [_format_js__WEBPACK_IMPORTED_MODULE_19__/* .REPORT_FILE */ .Uq] : [];
    // every file the manifest names, once, before any is used: there, a regular file, not a link
    for (const f of [...reportNamed, _format_js__WEBPACK_IMPORTED_MODULE_19__/* .POLICY_FILE */ .jA, ...(m.quarantine ? [m.quarantine] : []), ...(m.memory_results ? [m.memory_results] : [])])
        checkNamedFile(dir, f, name);
    const loadReport = () => {
        try {
            return (0,_compare_load_js__WEBPACK_IMPORTED_MODULE_5__.loadReportFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_19__/* .REPORT_FILE */ .Uq), _format_js__WEBPACK_IMPORTED_MODULE_19__/* .REPORT_FILE */ .Uq);
        }
        catch (e) {
            throw bundleError(name, e instanceof Error ? e.message.replace(`${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .REPORT_FILE */ .Uq} ${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_19__/* .REPORT_FILE */ .Uq)}`, _format_js__WEBPACK_IMPORTED_MODULE_19__/* .REPORT_FILE */ .Uq) : String(e));
        }
    };
    const lazy = indexed === null && opts.lazyReportAbove !== undefined && (0,_util_readfile_js__WEBPACK_IMPORTED_MODULE_10__/* .sizeOrZero */ .t3)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_19__/* .REPORT_FILE */ .Uq)) > opts.lazyReportAbove;
    const facts = lazy ? scanReportFacts((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_19__/* .REPORT_FILE */ .Uq)) : null;
    const versionProblem = facts ? ((0,_compare_load_js__WEBPACK_IMPORTED_MODULE_5__.schemaProblem)(facts.schema_version) ?? (0,_compare_digests_js__WEBPACK_IMPORTED_MODULE_6__/* .formatProblem */ .Vw)(facts.format_version)) : null;
    if (versionProblem !== null)
        throw bundleError(name, `${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .REPORT_FILE */ .Uq}: ${versionProblem}`);
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
            quarantine = (0,_files_quarantine_js__WEBPACK_IMPORTED_MODULE_9__/* .readQuarantineFile */ .t)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_19__/* .BUNDLE_QUARANTINE_FILE */ .vX), _format_js__WEBPACK_IMPORTED_MODULE_19__/* .BUNDLE_QUARANTINE_FILE */ .vX).quarantine;
        }
        catch (e) {
            throw bundleError(name, e instanceof Error ? e.message : String(e));
        }
    }
    checkTraceList(listed ?? listFiles((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_19__/* .TRACES_DIR */ .Po), name), m.traces, sourcePaths, name);
    // from here on the trace list is held packed (memory: a bundle of 100,000 traces listed them as
    // objects, with their digests as strings, for the whole run)
    const packed = (0,_verify_js__WEBPACK_IMPORTED_MODULE_14__.packTraces)(store, m.traces);
    let check = null;
    const checkDir = store.kind === "dir" ? store.tracesDir : null; // (closures keep no `store`: a zip's holds every record)
    const startCheck = () => (check ??= (0,_verify_js__WEBPACK_IMPORTED_MODULE_14__.startTraceCheck)(checkDir, packed));
    const format = m.format;
    const memoryResults = m.memory_results ? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_19__/* .MEMORY_RESULTS_FILE */ .Wf) : null;
    // a folder's own traces/, or where a zip's would be extracted (the folder is not made)
    const tracesDir = store.kind === "dir" ? store.tracesDir : (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_19__/* .TRACES_DIR */ .Po);
    const zipPath = store.kind === "zip" ? store.zip : null;
    let checked = null;
    let files = null;
    const traceFiles = () => {
        if (files)
            return files;
        const paths = (0,_verify_js__WEBPACK_IMPORTED_MODULE_14__.packedPaths)(packed);
        const z = packed.zip;
        const source = zipPath !== null && z ? { zip: zipPath, entries: paths.flatMap((p, i) => (z.size[i] >= 0 ? [(0,_verify_js__WEBPACK_IMPORTED_MODULE_14__.packedEntry)(z, i, p)] : [])), prefix: `${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .TRACES_DIR */ .Po}/`, dir: tracesDir } : null;
        return (files = { tracesDir, files: paths.map((p) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(tracesDir, p)).sort(), source });
    };
    // a zip's trace files read for trace diffs: by the packed records, the archive opened when first needed
    let reader = null;
    let at = null;
    const traceBytes = (p) => {
        if (zipPath === null || !packed.zip) {
            const r = (0,_util_readfile_js__WEBPACK_IMPORTED_MODULE_10__/* .readRegularFile */ .XF)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(tracesDir, p), MAX_TRACE_BYTES);
            return r.ok ? r.bytes : null;
        }
        try {
            at ??= new Map((0,_verify_js__WEBPACK_IMPORTED_MODULE_14__.packedPaths)(packed).map((q, i) => [q, i]));
            const i = at.get(p);
            if (i === undefined || packed.zip.size[i] < 0)
                return null;
            reader ??= _engine_zipentries_js__WEBPACK_IMPORTED_MODULE_15__/* .ZipEntries */ .D.fromEntries(zipPath, []);
            return reader.readEntry((0,_verify_js__WEBPACK_IMPORTED_MODULE_14__.packedEntry)(packed.zip, i, p));
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
    const r = (0,_util_readfile_js__WEBPACK_IMPORTED_MODULE_10__/* .readRegularFile */ .XF)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_19__/* .REPORT_FILE */ .Uq), ref.report_bytes + 1);
    if (!r.ok)
        return; // the report's reading says what is wrong
    if (r.bytes.length !== ref.report_bytes || (0,_util_digest_js__WEBPACK_IMPORTED_MODULE_11__/* .sha256Of */ .Bj)(r.bytes) !== ref.report_sha256)
        throw bundleError(name, `${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .REPORT_FILE */ .Uq}: its bytes do not match ${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .MANIFEST_FILE */ .h1} (changed)`);
}
/** Largest memory-results.json a bundle may carry (the run read it whole, as a policy). */
const MAX_MEMORY_RESULTS_BYTES = 256 * 1024 * 1024;
/** A file the manifest names (`file`, at the bundle's root): present, regular, not a link, readable without blocking. */
function checkNamedFile(dir, file, name) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, file);
    let st;
    try {
        st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path);
    }
    catch {
        throw bundleError(name, `${file}: missing (${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .MANIFEST_FILE */ .h1} names it)`);
    }
    if (st.isSymbolicLink())
        throw bundleError(name, `${file}: not a regular file (links are refused)`);
    if (file !== _format_js__WEBPACK_IMPORTED_MODULE_19__/* .MEMORY_RESULTS_FILE */ .Wf)
        return; // the report, policy and quarantine readers check the rest, without blocking
    const r = (0,_util_readfile_js__WEBPACK_IMPORTED_MODULE_10__/* .readRegularFile */ .XF)(path, MAX_MEMORY_RESULTS_BYTES);
    if (!r.ok)
        throw bundleError(name, `${file}: ${r.reason}`);
}
/**
 * The bundle's policy: its digest is checked against the report's first, from the parsed JSON, so a
 * policy that is not the report's is refused before its regexes are compiled.
 */
function readBundlePolicy(dir, want, name) {
    const located = (e) => bundleError(name, (e instanceof Error ? e.message : String(e)).replace((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_19__/* .POLICY_FILE */ .jA), _format_js__WEBPACK_IMPORTED_MODULE_19__/* .POLICY_FILE */ .jA));
    let policyText;
    try {
        policyText = (0,_policy_parse_js__WEBPACK_IMPORTED_MODULE_8__/* .readPolicyText */ .OG)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_19__/* .POLICY_FILE */ .jA));
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
            got = (0,_util_digest_js__WEBPACK_IMPORTED_MODULE_11__/* .policyDigestOf */ .K7)(doc);
        }
        catch (e) {
            // a policy no digest can be computed of (nested deeper than the canonical form allows)
            throw bundleError(name, `${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .POLICY_FILE */ .jA}: ${e instanceof Error ? e.message : String(e)}`);
        }
        if (want !== undefined && want !== null && got !== want)
            throw bundleError(name, `${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .POLICY_FILE */ .jA} is not the policy the report was judged with (its digest ${got}, the report's ${show(String(want))})`);
    }
    try {
        return { policyText, policy: (0,_policy_parse_js__WEBPACK_IMPORTED_MODULE_8__/* .policyFromText */ .M5)(policyText, _format_js__WEBPACK_IMPORTED_MODULE_19__/* .POLICY_FILE */ .jA) };
    }
    catch (e) {
        throw located(e);
    }
}
function readManifest(dir, name) {
    const r = (0,_util_readfile_js__WEBPACK_IMPORTED_MODULE_10__/* .readRegularFile */ .XF)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_19__/* .MANIFEST_FILE */ .h1), _format_js__WEBPACK_IMPORTED_MODULE_19__/* .MAX_MANIFEST_BYTES */ .ZJ);
    if (!r.ok)
        throw bundleError(name, r.code === "ENOENT" ? `no ${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .MANIFEST_FILE */ .h1} (not a bundle: pass a report file, or a folder written by 'arh validate --bundle-out')` : `${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .MANIFEST_FILE */ .h1}: ${r.reason}`);
    let raw;
    try {
        raw = JSON.parse(r.bytes.toString("utf8"));
    }
    catch {
        throw bundleError(name, `${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .MANIFEST_FILE */ .h1} is not valid JSON`);
    }
    const bad = (what) => {
        throw bundleError(name, `${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .MANIFEST_FILE */ .h1}: ${what}`);
    };
    if (typeof raw !== "object" || raw === null || Array.isArray(raw))
        bad("not an object");
    const o = raw;
    const v = o.arh_bundle_version;
    if (typeof v !== "number" || !Number.isInteger(v) || v < 1)
        bad(`'arh_bundle_version' ${show(JSON.stringify(v) ?? "(absent)")} is not a bundle format this build reads (it reads format ${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .BUNDLE_VERSION */ .AY})`);
    if (v > _format_js__WEBPACK_IMPORTED_MODULE_19__/* .BUNDLE_VERSION */ .AY)
        throw bundleError(name, `made by a newer arh (bundle format ${v}; this build reads format ${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .BUNDLE_VERSION */ .AY}): upgrade arh, or use the bundle's report.json as a bare report`);
    if (o.report !== _format_js__WEBPACK_IMPORTED_MODULE_19__/* .REPORT_FILE */ .Uq)
        bad(`'report' must be "${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .REPORT_FILE */ .Uq}"`);
    if (o.policy !== _format_js__WEBPACK_IMPORTED_MODULE_19__/* .POLICY_FILE */ .jA)
        bad(`'policy' must be "${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .POLICY_FILE */ .jA}"`);
    if (o.quarantine !== null && o.quarantine !== _format_js__WEBPACK_IMPORTED_MODULE_19__/* .BUNDLE_QUARANTINE_FILE */ .vX)
        bad(`'quarantine' must be "${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .BUNDLE_QUARANTINE_FILE */ .vX}" or null`);
    if (o.memory_results !== undefined && o.memory_results !== null && o.memory_results !== _format_js__WEBPACK_IMPORTED_MODULE_19__/* .MEMORY_RESULTS_FILE */ .Wf)
        bad(`'memory_results' must be "${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .MEMORY_RESULTS_FILE */ .Wf}" or null`);
    if (typeof o.format !== "string" || !_adapters_index_js__WEBPACK_IMPORTED_MODULE_4__/* .FORMATS */ .hR.includes(o.format))
        bad(`'format' must be one of ${_adapters_index_js__WEBPACK_IMPORTED_MODULE_4__/* .FORMATS */ .hR.join(", ")}`);
    if (!Array.isArray(o.traces))
        bad("'traces' must be an array");
    const traces = [];
    const seen = new Set();
    o.traces.forEach((t, i) => {
        const e = t;
        if (typeof t !== "object" || t === null || typeof e.path !== "string" || typeof e.bytes !== "number" || typeof e.sha256 !== "string")
            bad(`traces[${i}] must be {path, bytes, sha256}`);
        const p = e.path;
        const why = (0,_format_js__WEBPACK_IMPORTED_MODULE_19__/* .storablePath */ .kN)(p);
        if (why)
            bad(`traces[${i}] '${show(p)}': ${why}`);
        if (seen.has(p))
            bad(`traces[${i}] '${show(p)}' is listed twice`);
        seen.add(p);
        traces.push({ path: p, bytes: e.bytes, sha256: e.sha256 });
    });
    const memory = o.memory_results === _format_js__WEBPACK_IMPORTED_MODULE_19__/* .MEMORY_RESULTS_FILE */ .Wf ? { memory_results: _format_js__WEBPACK_IMPORTED_MODULE_19__/* .MEMORY_RESULTS_FILE */ .Wf } : {};
    const index = indexRef(o.index);
    const out = { arh_bundle_version: v, report: _format_js__WEBPACK_IMPORTED_MODULE_19__/* .REPORT_FILE */ .Uq, policy: _format_js__WEBPACK_IMPORTED_MODULE_19__/* .POLICY_FILE */ .jA, quarantine: o.quarantine, ...memory, format: o.format, ...(typeof index === "object" ? { index } : {}), traces };
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
    if (typeof v !== "object" || v === null || r.path !== _format_js__WEBPACK_IMPORTED_MODULE_19__/* .INDEX_FILE */ .K$ || !count(r.format) || !count(r.bytes) || typeof r.sha256 !== "string" || !count(r.crc32) || !count(r.traces) || !count(r.report_bytes) || typeof r.report_sha256 !== "string" || !count(r.report_crc32)) {
        return `${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .MANIFEST_FILE */ .h1}: 'index' is not {path: "${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .INDEX_FILE */ .K$}", format, bytes, sha256, crc32, traces, report_bytes, report_sha256, report_crc32}`;
    }
    return { path: _format_js__WEBPACK_IMPORTED_MODULE_19__/* .INDEX_FILE */ .K$, format: r.format, bytes: r.bytes, sha256: r.sha256, crc32: r.crc32, traces: r.traces, report_bytes: r.report_bytes, report_sha256: r.report_sha256, report_crc32: r.report_crc32 };
}
/** Every file under `dir`, relative, `/`-separated; a link or special file is a problem. */
function listFiles(dir, name) {
    const out = [];
    const top = (() => {
        try {
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(dir);
        }
        catch {
            return null; // no traces at all: each listed file is then missing
        }
    })();
    if (top && !top.isDirectory())
        throw bundleError(name, `${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .TRACES_DIR */ .Po} is not a folder${top.isSymbolicLink() ? " (links are refused)" : ""}`);
    const walk = (abs, rel) => {
        let names;
        try {
            names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(abs);
        }
        catch {
            return;
        }
        for (const n of names.sort()) {
            const a = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(abs, n);
            const r = rel ? `${rel}/${n}` : n;
            const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(a);
            if (st.isDirectory())
                walk(a, r);
            else if (st.isFile())
                out.push(r);
            else
                throw bundleError(name, `${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .TRACES_DIR */ .Po}/${show(r)} is not a regular file (links are refused)`);
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
            throw bundleError(name, `extra trace file ${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .TRACES_DIR */ .Po}/${show(f)}: not in ${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .MANIFEST_FILE */ .h1}`);
    for (const p of inReport)
        if (!listed.has(p))
            throw bundleError(name, `the report's trace file '${show(p)}' is missing from the bundle`);
    for (const p of listed.keys())
        if (!inReport.has(p))
            throw bundleError(name, `extra trace file '${show(p)}': listed in ${_format_js__WEBPACK_IMPORTED_MODULE_19__/* .MANIFEST_FILE */ .h1} but in no entry of the report`);
}


/***/ }),

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
