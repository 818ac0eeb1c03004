export const id = 397;
export const ids = [397];
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
/* harmony import */ var _adapters_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6071);
/* harmony import */ var _compare_load_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8915);
/* harmony import */ var _policy_parse_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2850);
/* harmony import */ var _files_quarantine_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3183);
/* harmony import */ var _util_readfile_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8564);
/* harmony import */ var _util_digest_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7738);
/* harmony import */ var _util_bound_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8108);
/* harmony import */ var _zip_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(5459);
/* harmony import */ var _verify_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(6355);
/* harmony import */ var _write_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(4903);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(773);
// Reading a baseline (docs/bundle.md): a bare report file as ever, or a bundle (a folder, or a zip
// read where it is: its central directory checked with the safe extractor's checks and limits, its
// small files extracted, its traces read from the archive when needed). A bundle is checked whole
// before use: its manifest, its report, its policy (parsed, and matching the report's digest), its
// quarantine, every trace file against the manifest (none missing, none extra, the same bytes) and
// the manifest against the report. The trace files' bytes are checked last, on a worker thread
// when there are many (src/bundle/verify.ts): `checked()` is awaited before the bundle is used.
// Any problem is one UsageError naming the bundle and what is wrong.















const show = (s) => (0,_util_bound_js__WEBPACK_IMPORTED_MODULE_10__/* .truncateText */ .EJ)(s, 200);
/** A problem of bundle `name`, as the one line the shells print. */
function bundleError(name, what) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`baseline bundle ${show(name)}: ${what}`);
}
/**
 * The baseline named by `--baseline` (or the action's baseline path): a folder or a `.zip` is a
 * bundle, anything else a bare report (read as ever: `label` names it in messages). A bundle's
 * trace files are checked before it is returned, unless `deferTraceCheck` (the caller awaits
 * `checked()` itself, and meanwhile does other work: the check runs on a worker thread).
 */
async function readBaselineSource(path, label, tempRoot, opts = {}) {
    let dir = false;
    try {
        dir = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isDirectory();
    }
    catch {
        // not there: the report reader says so
    }
    if (!dir && !(0,_write_js__WEBPACK_IMPORTED_MODULE_13__/* .isZipPath */ .f)(path))
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
/** The files of a bundle zip besides its traces, extracted to be read as a bundle folder's are. */
const ROOT_FILES = [_format_js__WEBPACK_IMPORTED_MODULE_14__/* .MANIFEST_FILE */ .h1, _format_js__WEBPACK_IMPORTED_MODULE_14__/* .REPORT_FILE */ .Uq, _format_js__WEBPACK_IMPORTED_MODULE_14__/* .POLICY_FILE */ .jA, _format_js__WEBPACK_IMPORTED_MODULE_14__/* .BUNDLE_QUARANTINE_FILE */ .vX, _format_js__WEBPACK_IMPORTED_MODULE_14__/* .MEMORY_RESULTS_FILE */ .Wf, _format_js__WEBPACK_IMPORTED_MODULE_14__/* .HISTORY_FILE */ .CX];
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
    let index;
    try {
        index = await _zip_js__WEBPACK_IMPORTED_MODULE_11__/* .ZipIndex */ .Gq.open(path, _format_js__WEBPACK_IMPORTED_MODULE_14__/* .BUNDLE_ZIP_LIMITS */ .Em);
    }
    catch (e) {
        throw unsafe(e);
    }
    const dir = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(tempRoot ?? (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), "arh-bundle-"));
    const drop = () => {
        index.close();
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(dir, { recursive: true, force: true });
    };
    try {
        try {
            for (const f of ROOT_FILES)
                if (index.files.has(f))
                    await index.extractTo(f, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, f));
        }
        catch (e) {
            throw unsafe(e);
        }
        const prefix = `${_format_js__WEBPACK_IMPORTED_MODULE_14__/* .TRACES_DIR */ .Po}/`;
        if (index.files.has(_format_js__WEBPACK_IMPORTED_MODULE_14__/* .TRACES_DIR */ .Po))
            throw bundleError(name, `${_format_js__WEBPACK_IMPORTED_MODULE_14__/* .TRACES_DIR */ .Po} is not a folder`);
        const listed = [...index.files.keys()].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
        const entries = [...index.files.values()].filter((e) => e.path.startsWith(prefix));
        const b = openBundleParts(dir, name, { kind: "zip", zip: path, entries }, listed, {
            traceBytes: (p) => {
                try {
                    return index.read(`${prefix}${p}`);
                }
                catch {
                    return null;
                }
            },
            zip: { zip: path, entries, prefix },
        }, opts);
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
    const tracesDir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_14__/* .TRACES_DIR */ .Po);
    return openBundleParts(dir, name, { kind: "dir", tracesDir }, null, {
        traceBytes: (p) => {
            const r = (0,_util_readfile_js__WEBPACK_IMPORTED_MODULE_8__/* .readRegularFile */ .XF)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(tracesDir, p), MAX_TRACE_BYTES);
            return r.ok ? r.bytes : null;
        },
        zip: null,
    }, opts);
}
/**
 * The report's trace paths and policy digest, read entry by entry (never whole); null when the
 * file is not a plain report this pass can read (the whole reading then says what is wrong).
 */
function scanReportFacts(path) {
    let reader;
    try {
        reader = (0,_compare_load_js__WEBPACK_IMPORTED_MODULE_5__.openReport)(path, _format_js__WEBPACK_IMPORTED_MODULE_14__/* .REPORT_FILE */ .Uq, true);
    }
    catch {
        return null;
    }
    try {
        if (reader.peek()?.name !== "startObject")
            return null;
        reader.expect();
        const facts = { policy_digest: undefined, sourcePaths: new Set() };
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
                        else
                            reader.skipValue();
                    }
                    if (typeof path === "string")
                        facts.sourcePaths.add(path);
                }
                reader.expect();
            }
            else if (t.value === "policy_digest")
                facts.policy_digest = reader.readValue(1);
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
function openBundleParts(dir, name, store, listed, traces, opts) {
    const m = readManifest(dir, name);
    // every file the manifest names, once, before any is used: there, a regular file, not a link
    for (const f of [_format_js__WEBPACK_IMPORTED_MODULE_14__/* .REPORT_FILE */ .Uq, _format_js__WEBPACK_IMPORTED_MODULE_14__/* .POLICY_FILE */ .jA, ...(m.quarantine ? [m.quarantine] : []), ...(m.memory_results ? [m.memory_results] : [])])
        checkNamedFile(dir, f, name);
    const loadReport = () => {
        try {
            return (0,_compare_load_js__WEBPACK_IMPORTED_MODULE_5__.loadReportFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_14__/* .REPORT_FILE */ .Uq), _format_js__WEBPACK_IMPORTED_MODULE_14__/* .REPORT_FILE */ .Uq);
        }
        catch (e) {
            throw bundleError(name, e instanceof Error ? e.message.replace(`${_format_js__WEBPACK_IMPORTED_MODULE_14__/* .REPORT_FILE */ .Uq} ${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_14__/* .REPORT_FILE */ .Uq)}`, _format_js__WEBPACK_IMPORTED_MODULE_14__/* .REPORT_FILE */ .Uq) : String(e));
        }
    };
    const lazy = opts.lazyReportAbove !== undefined && (0,_util_readfile_js__WEBPACK_IMPORTED_MODULE_8__/* .sizeOrZero */ .t3)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_14__/* .REPORT_FILE */ .Uq)) > opts.lazyReportAbove;
    const facts = lazy ? scanReportFacts((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_14__/* .REPORT_FILE */ .Uq)) : null;
    let report = facts ? null : loadReport();
    const digest = facts ? facts.policy_digest : report.policy_digest;
    const sourcePaths = facts ? facts.sourcePaths : new Set(report.reports.map((e) => e.source_path).filter((p) => typeof p === "string"));
    const { policyText, policy } = readBundlePolicy(dir, digest, name);
    let quarantine = null;
    if (m.quarantine !== null) {
        try {
            quarantine = (0,_files_quarantine_js__WEBPACK_IMPORTED_MODULE_7__/* .readQuarantineFile */ .t)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_14__/* .BUNDLE_QUARANTINE_FILE */ .vX), _format_js__WEBPACK_IMPORTED_MODULE_14__/* .BUNDLE_QUARANTINE_FILE */ .vX).quarantine;
        }
        catch (e) {
            throw bundleError(name, e instanceof Error ? e.message : String(e));
        }
    }
    checkTraceList(listed ?? listFiles((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_14__/* .TRACES_DIR */ .Po), name), m.traces, sourcePaths, name);
    const check = (0,_verify_js__WEBPACK_IMPORTED_MODULE_12__.startTraceCheck)(store, m.traces);
    let checked = null;
    let files = null;
    const traceFiles = () => {
        // a folder's own traces/, or where a zip's would be extracted (the folder is not made)
        const tracesDir = store.kind === "dir" ? store.tracesDir : (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_14__/* .TRACES_DIR */ .Po);
        return (files ??= { tracesDir, files: m.traces.map((t) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(tracesDir, t.path)).sort(), source: traces.zip ? { ...traces.zip, dir: tracesDir } : null });
    };
    return {
        name,
        dir,
        manifest: m,
        get report() {
            return (report ??= loadReport());
        },
        set report(r) {
            report = r;
        },
        policyText,
        policy,
        quarantine,
        memoryResults: m.memory_results ? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_14__/* .MEMORY_RESULTS_FILE */ .Wf) : null,
        format: m.format,
        traceBytes: traces.traceBytes,
        traceFiles,
        checked: () => (checked ??= check.done().then((problem) => {
            if (problem !== null)
                throw bundleError(name, problem);
        })),
        cleanup: () => check.stop(),
    };
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
        throw bundleError(name, `${file}: missing (${_format_js__WEBPACK_IMPORTED_MODULE_14__/* .MANIFEST_FILE */ .h1} names it)`);
    }
    if (st.isSymbolicLink())
        throw bundleError(name, `${file}: not a regular file (links are refused)`);
    if (file !== _format_js__WEBPACK_IMPORTED_MODULE_14__/* .MEMORY_RESULTS_FILE */ .Wf)
        return; // the report, policy and quarantine readers check the rest, without blocking
    const r = (0,_util_readfile_js__WEBPACK_IMPORTED_MODULE_8__/* .readRegularFile */ .XF)(path, MAX_MEMORY_RESULTS_BYTES);
    if (!r.ok)
        throw bundleError(name, `${file}: ${r.reason}`);
}
/**
 * The bundle's policy: its digest is checked against the report's first, from the parsed JSON, so a
 * policy that is not the report's is refused before its regexes are compiled.
 */
function readBundlePolicy(dir, want, name) {
    const located = (e) => bundleError(name, (e instanceof Error ? e.message : String(e)).replace((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_14__/* .POLICY_FILE */ .jA), _format_js__WEBPACK_IMPORTED_MODULE_14__/* .POLICY_FILE */ .jA));
    let policyText;
    try {
        policyText = (0,_policy_parse_js__WEBPACK_IMPORTED_MODULE_6__/* .readPolicyText */ .OG)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_14__/* .POLICY_FILE */ .jA));
    }
    catch (e) {
        throw located(e);
    }
    if (want !== undefined && want !== null) {
        let doc;
        try {
            doc = JSON.parse(policyText.charCodeAt(0) === 0xfeff ? policyText.slice(1) : policyText);
        }
        catch {
            doc = undefined; // the parser below says where
        }
        if (doc !== undefined) {
            const got = (0,_util_digest_js__WEBPACK_IMPORTED_MODULE_9__/* .policyDigestOf */ .K)(doc);
            if (got !== want)
                throw bundleError(name, `${_format_js__WEBPACK_IMPORTED_MODULE_14__/* .POLICY_FILE */ .jA} is not the policy the report was judged with (its digest ${got}, the report's ${show(String(want))})`);
        }
    }
    try {
        return { policyText, policy: (0,_policy_parse_js__WEBPACK_IMPORTED_MODULE_6__/* .policyFromText */ .M5)(policyText, _format_js__WEBPACK_IMPORTED_MODULE_14__/* .POLICY_FILE */ .jA) };
    }
    catch (e) {
        throw located(e);
    }
}
function readManifest(dir, name) {
    const r = (0,_util_readfile_js__WEBPACK_IMPORTED_MODULE_8__/* .readRegularFile */ .XF)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_14__/* .MANIFEST_FILE */ .h1), _format_js__WEBPACK_IMPORTED_MODULE_14__/* .MAX_MANIFEST_BYTES */ .ZJ);
    if (!r.ok)
        throw bundleError(name, r.code === "ENOENT" ? `no ${_format_js__WEBPACK_IMPORTED_MODULE_14__/* .MANIFEST_FILE */ .h1} (not a bundle: pass a report file, or a folder written by 'arh validate --bundle-out')` : `${_format_js__WEBPACK_IMPORTED_MODULE_14__/* .MANIFEST_FILE */ .h1}: ${r.reason}`);
    let raw;
    try {
        raw = JSON.parse(r.bytes.toString("utf8"));
    }
    catch {
        throw bundleError(name, `${_format_js__WEBPACK_IMPORTED_MODULE_14__/* .MANIFEST_FILE */ .h1} is not valid JSON`);
    }
    const bad = (what) => {
        throw bundleError(name, `${_format_js__WEBPACK_IMPORTED_MODULE_14__/* .MANIFEST_FILE */ .h1}: ${what}`);
    };
    if (typeof raw !== "object" || raw === null || Array.isArray(raw))
        bad("not an object");
    const o = raw;
    const v = o.arh_bundle_version;
    if (typeof v !== "number" || !Number.isInteger(v) || v < 1)
        bad(`'arh_bundle_version' must be a positive integer, got ${show(JSON.stringify(v) ?? "nothing")}`);
    if (v > _format_js__WEBPACK_IMPORTED_MODULE_14__/* .BUNDLE_VERSION */ .AY)
        throw bundleError(name, `made by a newer arh (bundle format ${v}; this build reads format ${_format_js__WEBPACK_IMPORTED_MODULE_14__/* .BUNDLE_VERSION */ .AY}): upgrade arh, or use the bundle's report.json as a bare report`);
    if (o.report !== _format_js__WEBPACK_IMPORTED_MODULE_14__/* .REPORT_FILE */ .Uq)
        bad(`'report' must be "${_format_js__WEBPACK_IMPORTED_MODULE_14__/* .REPORT_FILE */ .Uq}"`);
    if (o.policy !== _format_js__WEBPACK_IMPORTED_MODULE_14__/* .POLICY_FILE */ .jA)
        bad(`'policy' must be "${_format_js__WEBPACK_IMPORTED_MODULE_14__/* .POLICY_FILE */ .jA}"`);
    if (o.quarantine !== null && o.quarantine !== _format_js__WEBPACK_IMPORTED_MODULE_14__/* .BUNDLE_QUARANTINE_FILE */ .vX)
        bad(`'quarantine' must be "${_format_js__WEBPACK_IMPORTED_MODULE_14__/* .BUNDLE_QUARANTINE_FILE */ .vX}" or null`);
    if (o.memory_results !== undefined && o.memory_results !== null && o.memory_results !== _format_js__WEBPACK_IMPORTED_MODULE_14__/* .MEMORY_RESULTS_FILE */ .Wf)
        bad(`'memory_results' must be "${_format_js__WEBPACK_IMPORTED_MODULE_14__/* .MEMORY_RESULTS_FILE */ .Wf}" or null`);
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
        const why = (0,_format_js__WEBPACK_IMPORTED_MODULE_14__/* .storablePath */ .kN)(p);
        if (why)
            bad(`traces[${i}] '${show(p)}': ${why}`);
        if (seen.has(p))
            bad(`traces[${i}] '${show(p)}' is listed twice`);
        seen.add(p);
        traces.push({ path: p, bytes: e.bytes, sha256: e.sha256 });
    });
    const memory = o.memory_results === _format_js__WEBPACK_IMPORTED_MODULE_14__/* .MEMORY_RESULTS_FILE */ .Wf ? { memory_results: _format_js__WEBPACK_IMPORTED_MODULE_14__/* .MEMORY_RESULTS_FILE */ .Wf } : {};
    return { arh_bundle_version: v, report: _format_js__WEBPACK_IMPORTED_MODULE_14__/* .REPORT_FILE */ .Uq, policy: _format_js__WEBPACK_IMPORTED_MODULE_14__/* .POLICY_FILE */ .jA, quarantine: o.quarantine, ...memory, format: o.format, traces };
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
        throw bundleError(name, `${_format_js__WEBPACK_IMPORTED_MODULE_14__/* .TRACES_DIR */ .Po} is not a folder${top.isSymbolicLink() ? " (links are refused)" : ""}`);
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
                throw bundleError(name, `${_format_js__WEBPACK_IMPORTED_MODULE_14__/* .TRACES_DIR */ .Po}/${show(r)} is not a regular file (links are refused)`);
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
            throw bundleError(name, `extra trace file ${_format_js__WEBPACK_IMPORTED_MODULE_14__/* .TRACES_DIR */ .Po}/${show(f)}: not in ${_format_js__WEBPACK_IMPORTED_MODULE_14__/* .MANIFEST_FILE */ .h1}`);
    for (const p of inReport)
        if (!listed.has(p))
            throw bundleError(name, `the report's trace file '${show(p)}' is missing from the bundle`);
    for (const p of listed.keys())
        if (!inReport.has(p))
            throw bundleError(name, `extra trace file '${show(p)}': listed in ${_format_js__WEBPACK_IMPORTED_MODULE_14__/* .MANIFEST_FILE */ .h1} but in no entry of the report`);
}


/***/ }),

/***/ 2397:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCompareCommand: () => (/* binding */ runCompareCommand)
});

// EXTERNAL MODULE: ./lib/commands/help.js + 1 modules
var help = __webpack_require__(565);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/commands/usage.js
var usage = __webpack_require__(7301);
// EXTERNAL MODULE: ./lib/compare/policy.js
var policy = __webpack_require__(4517);
// EXTERNAL MODULE: ./lib/compare/load.js
var load = __webpack_require__(8915);
// EXTERNAL MODULE: ./lib/compare/compare.js
var compare = __webpack_require__(7172);
;// CONCATENATED MODULE: ./lib/compare/index.js
// Public API of the compare module: `arh compare` against a baseline report.






// EXTERNAL MODULE: ./lib/bundle/read.js
var read = __webpack_require__(8022);
// EXTERNAL MODULE: ./lib/bundle/format.js
var bundle_format = __webpack_require__(773);
// EXTERNAL MODULE: ./lib/report/json.js
var report_json = __webpack_require__(7406);
// EXTERNAL MODULE: ./lib/engine/parallel.js
var engine_parallel = __webpack_require__(4399);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/compare/digests.js
var digests = __webpack_require__(6074);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./lib/engine/pipeline.js + 3 modules
var pipeline = __webpack_require__(3883);
// EXTERNAL MODULE: ./lib/engine/source.js
var engine_source = __webpack_require__(5325);
// EXTERNAL MODULE: ./lib/adapters/index.js + 17 modules
var adapters = __webpack_require__(6071);
// EXTERNAL MODULE: ./lib/adapters/jsonl.js
var jsonl = __webpack_require__(8554);
// EXTERNAL MODULE: ./lib/engine/validate.js + 5 modules
var validate = __webpack_require__(7033);
// EXTERNAL MODULE: ./lib/engine/report.js
var report = __webpack_require__(362);
// EXTERNAL MODULE: ./lib/trace/parse.js
var parse = __webpack_require__(6566);
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
                            const t = (0,parse/* parseTrace */.bj)(a.trace);
                            if (!out.has(t.trace_id))
                                out.set(t.trace_id, { full: (0,validate/* stepDigests */.YN)(t), lean: (0,report/* leanStepDigests */.cZ)(t) });
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
        return { report: await (0,pipeline/* runValidation */.Lb)(files, policy, opts), underBase: null };
    const r = await (0,pipeline/* runValidationTwice */.zY)(files, policy, opts, base);
    return { report: r.report, underBase: r.second };
}
function baselinePolicy(src) {
    return src.kind === "bundle" ? { policy: src.bundle.policy, policyText: src.bundle.policyText, policyPath: bundle_format/* POLICY_FILE */.jA } : null;
}
async function prepareBaseline(src, cand) {
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
        throw e instanceof engine_source/* SourceReadError */.C ? (0,read/* bundleError */.lm)(b.name, e.message) : e;
    });
    const kept = b.memoryResults ? 0 : keepMemoryEntries(rejudged, b.report);
    const under = await candidateUnderBase(cand, b.policy, b.policyText);
    return { ...base, report: rejudged, judging: { traces: true, baselineDigest, candidateDigest, original: b.report, unjudged: null, ...(kept ? { keptMemory: kept } : {}), ...under } };
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

// EXTERNAL MODULE: ./lib/bundle/write.js + 2 modules
var write = __webpack_require__(4903);
// EXTERNAL MODULE: ./lib/gate/gate.js + 4 modules
var gate_gate = __webpack_require__(488);
// EXTERNAL MODULE: ./lib/gate/stream.js
var stream = __webpack_require__(7919);
// EXTERNAL MODULE: ./lib/util/readfile.js
var readfile = __webpack_require__(8564);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./lib/report/scenarios.js
var scenarios = __webpack_require__(5421);
// EXTERNAL MODULE: ./lib/gate/options.js
var options = __webpack_require__(1577);
// EXTERNAL MODULE: ./lib/commands/outputs.js + 1 modules
var outputs = __webpack_require__(2695);
// EXTERNAL MODULE: ./lib/util/gc.js
var gc = __webpack_require__(2296);
// EXTERNAL MODULE: ./lib/adapters/identity.js
var identity = __webpack_require__(7084);
// EXTERNAL MODULE: ./lib/commands/flags.js
var flags = __webpack_require__(3197);
// EXTERNAL MODULE: ./lib/files/quarantine.js
var quarantine = __webpack_require__(3183);
// EXTERNAL MODULE: ./lib/scenarios/quarantine.js
var scenarios_quarantine = __webpack_require__(4459);
// EXTERNAL MODULE: ./lib/report/compare.js + 1 modules
var report_compare = __webpack_require__(5316);
// EXTERNAL MODULE: ./lib/policy/parse.js + 3 modules
var policy_parse = __webpack_require__(2850);
// EXTERNAL MODULE: ./lib/util/writefile.js
var writefile = __webpack_require__(7337);
// EXTERNAL MODULE: ./lib/tracediff/index.js + 3 modules
var tracediff = __webpack_require__(3750);
// EXTERNAL MODULE: ./lib/report/util.js
var util = __webpack_require__(3688);
// EXTERNAL MODULE: ./lib/util/escape.js
var util_escape = __webpack_require__(7757);
// EXTERNAL MODULE: ./lib/util/threshold.js
var threshold = __webpack_require__(2691);
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
            throw (0,options/* invalid */.Gq)(field(name), (0,threshold/* thresholdForm */.UQ)(q), raw.trim());
        out[q] = t;
    }
    return threshold/* QUANTITIES */.cl.some((q) => out[q]) ? out : null;
}

;// CONCATENATED MODULE: ./lib/commands/compare.js
// `arh compare --baseline B (--candidate C | --policy P PATH...) [--fail-on M] [--max-score-drop N]
//  [--format F] [--fail-under N] [--json-out F] [--md-out F] [--candidate-json-out F]
//  [--diff-out DIR] [--link-base URL] [--scenario-from RE] [--alpha A] [--insufficient M]
//  [--flaky M] [--min-runs N] [--quarantine F [--today D]] [--stream auto|always|never]
//  [--unpaired fail|warn] [--policy-change gate|report] [--quiet]`
//  (semantics.md §8, docs/repeats.md, docs/compare.md).
// Exit codes: 0 gate passed, 1 gate failed, 2 usage error or unusable baseline/candidate/policy.





































/** A bare report baseline whose digests the streamed comparison checks (different ones go to memory). */
const BARE_REPORT = { traces: false, baselineDigest: null, candidateDigest: null, original: null, unjudged: null };
/** A folder or a .zip: a baseline bundle. */
function isBundlePath(p) {
    try {
        if ((0,external_node_fs_.statSync)(p).isDirectory())
            return true;
    }
    catch {
        // the reader says what is wrong
    }
    return (0,write/* isZipPath */.f)(p);
}
/** `--stream auto`: a bundle whose report is larger than this is compared streamed. */
const STREAM_BUNDLE_ABOVE = 32 * 1024 * 1024;
/** `--stream auto`: stream when the two reports together are larger than this. */
const STREAM_COMPARE_ABOVE = 64 * 1024 * 1024;
const STREAM_MODES = ["auto", "always", "never"];
/**
 * The comparison of two report files streamed (gate/stream.ts): same outputs, flat memory.
 * Null when the reports need the comparison in memory (they carry scenario ids).
 */
function compareStreamed(candidatePath, out, failOn, maxScoreDrop, repeats, format) {
    const baselinePath = out.baseline;
    const policyPath = out.policy;
    const work = (0,stream/* makeWorkDir */.dW)((0,external_node_os_.tmpdir)());
    try {
        let s;
        try {
            s = (0,stream/* streamCompare */.Qd)({
                baseline: { path: baselinePath, label: "baseline report" },
                candidate: { path: candidatePath, label: "candidate report" },
                options: { failOn, maxScoreDrop, usage: out.usage },
                ...(policyPath !== undefined ? { policy: () => (0,policy_parse/* loadPolicy */.tb)(policyPath) } : {}),
                workDir: work,
                pace: gc/* collectGarbage */.i,
                ...(out.jsonOut !== undefined ? { jsonOut: out.jsonOut } : {}),
                diffs: out.diffOut ? "all" : out.mdOut ? "markdown" : "none",
                candidateDetails: stepDetailsFrom(process.cwd(), format),
            });
        }
        catch (e) {
            if (e instanceof stream/* StreamFallback */.j8)
                return null;
            if (e instanceof errors/* UsageError */.e)
                throw e;
            // as runGate words a comparison that cannot be made
            throw new errors/* UsageError */.e(`comparison with ${baselinePath} impossible: ${e instanceof Error ? e.message : String(e)}`);
        }
        const empty = { schema_version: "1", reports: [] };
        // the candidate's digest for the gate's "Checked" line, as the comparison in memory reads it
        const candidate = s.candidateDigest !== null ? { ...empty, policy_digest: s.candidateDigest } : empty;
        const gate = streamedGate(s, { candidate, source: baselinePath, judging: BARE_REPORT, out, failOn, maxScoreDrop, repeats, policyPath });
        warnPolicy(gate.policyDiagnostics);
        return writeOutputs(gate, out, { view: s.view, writeJson: s.writeJson });
    }
    finally {
        (0,external_node_fs_.rmSync)(work, { recursive: true, force: true });
    }
}
/** The gate over a comparison the stream made (two reports, or a bundle and the candidate): what the rest of runGate decides. */
function streamedGate(s, o) {
    const empty = { schema_version: "1", reports: [] };
    return (0,gate_gate/* runGate */.Rg)({
        candidate: o.candidate,
        baseline: { kind: "found", report: empty, source: o.source, label: "", judging: o.judging },
        policy: s.policy,
        failOn: o.failOn,
        maxScoreDrop: o.maxScoreDrop,
        baselineMissing: "fail",
        traceDiffs: !!(o.out.mdOut || o.out.diffOut),
        compared: { result: s.view.result, diffs: s.diffs, diffsError: s.diffsError },
        usage: o.out.usage,
        repeats: o.repeats, // not explicit here: only the policy's strictness is read
        unpaired: o.out.unpaired,
        policyChange: o.out.policyChange,
        ...(o.policyPath !== undefined ? { policySource: o.policyPath } : {}),
    });
}
/** The policy's diagnostics on stderr, before the report. */
function warnPolicy(diagnostics) {
    for (const line of (0,gate_gate/* policyDiagnosticLines */.BJ)(diagnostics))
        process.stderr.write(`arh compare: warning: ${(0,util_escape/* neutralizeWorkflowCommands */.tW)(line)}\n`);
}
/** The compare command's outputs of a gate; `streamed`: the comparison's view and JSON writer. */
function writeOutputs(gate, out, streamed) {
    const result = gate.compare;
    if (!result)
        throw new errors/* UsageError */.e(gate.baseline.kind === "missing" ? gate.baseline.reason : "the comparison did not run");
    if (gate.diffsError !== null)
        throw new Error(gate.diffsError);
    const view = streamed ? streamed.view : result;
    const diffs = gate.diffs;
    const { jsonOut, mdOut, diffOut } = out;
    if (jsonOut !== undefined) {
        if (streamed)
            streamed.writeJson?.();
        else
            (0,writefile/* writeFileAtomicParts */.bc)(jsonOut, (0,report_compare/* compareJsonParts */.my)(result, gate.scenarios));
    }
    if (mdOut !== undefined) {
        // the comment design: each regression with its before/after diff, sized for a PR comment
        const elsewhere = diffOut ? "the compare JSON and the trace-diff pages" : "the compare JSON (--json-out)";
        (0,writefile/* writeFileAtomic */.Zf)(mdOut, (0,report_compare/* renderCompareMarkdown */.xm)(view, { linkBase: out.linkBase, diffs, baselineSource: out.baseline, elsewhere, ...(gate.notes.length ? { notes: gate.notes } : {}), ...(gate.scenarios ? { extraBlocks: (0,scenarios/* scenarioMarkdownBlocks */.Go)(gate.scenarios) } : {}) }));
    }
    if (diffOut !== undefined)
        (0,tracediff/* writeTraceDiffs */.P)(diffOut, [...diffs.values()]);
    if (!out.quiet)
        process.stdout.write((0,report_compare/* renderCompareConsole */.L3)(view, { notes: gate.notes.filter((n) => n !== policy/* BUNDLE_HINT */.vc) }));
    // the policy notes on stderr too (the bare report's hint goes to the Markdown only: stderr stays as it was)
    for (const n of gate.notes)
        if (n !== policy/* BUNDLE_HINT */.vc)
            process.stderr.write(`arh compare: note: ${(0,util_escape/* neutralizeWorkflowCommands */.tW)(n)}\n`);
    for (const m of gate.messages)
        if (m.level === "warning")
            process.stderr.write(`arh compare: warning: ${(0,util_escape/* neutralizeWorkflowCommands */.tW)(m.text)}\n`);
    return gate.passed ? 0 : 1;
}
async function runCompareCommand(argv) {
    try {
        const { values, positionals } = (0,help/* parseFlags */.bQ)("compare", {
            args: argv,
            allowPositionals: true,
            strict: true,
            options: {
                ...flags/* VALIDATION_OPTIONS */.pt,
                ...flags/* COMPARE_SCENARIO_OPTIONS */.oy,
                ...flags/* QUIET_OPTION */.Hl,
                baseline: { type: "string" },
                candidate: { type: "string" },
                "fail-on": { type: "string" },
                "max-score-drop": { type: "string" },
                "json-out": flags/* REPORT_OUTPUT_OPTIONS */.En["json-out"],
                "md-out": flags/* REPORT_OUTPUT_OPTIONS */.En["md-out"],
                "link-base": flags/* REPORT_OUTPUT_OPTIONS */.En["link-base"],
                "candidate-json-out": { type: "string" },
                "diff-out": { type: "string" },
                quarantine: { type: "string" },
                today: { type: "string" },
                stream: { type: "string" },
                unpaired: { type: "string" },
                "policy-change": { type: "string" },
                "max-cost-increase": { type: "string" },
                "max-tokens-increase": { type: "string" },
                "max-latency-increase": { type: "string" },
                jobs: { type: "string", short: "j" },
                ...flags/* GATE_POLICY_OPTIONS */._W,
            },
        });
        if (!values.baseline)
            throw new errors/* UsageError */.e("--baseline is required (a report written by 'arh validate --json-out')");
        if (values.candidate !== undefined && positionals.length > 0) {
            throw new errors/* UsageError */.e("pass either --candidate REPORT or --policy POLICY with trace paths, not both");
        }
        if (values.candidate === undefined && positionals.length === 0) {
            throw new errors/* UsageError */.e("nothing to compare: pass --candidate REPORT, or --policy POLICY with candidate trace paths");
        }
        if (positionals.length > 0 && !values.policy) {
            throw new errors/* UsageError */.e("candidate trace paths require --policy (or use --candidate with a report)");
        }
        const failOn = (0,options/* parseChoice */.HU)((0,options/* flag */.Jt)("fail-on"), values["fail-on"], options/* FAIL_ON_MODES */.c9, "regressions");
        const maxScoreDrop = (0,options/* parseMaxScoreDrop */.vJ)((0,options/* flag */.Jt)("max-score-drop"), values["max-score-drop"]);
        const { format, failUnder } = (0,flags/* validationFlags */.V4)(values);
        const repeats = (0,flags/* runScenarioRepeats */.Ez)(values);
        if (values.today !== undefined && !(0,scenarios_quarantine/* isIsoDate */.s6)(values.today))
            throw new errors/* UsageError */.e(`--today must be a date YYYY-MM-DD, got '${values.today}'`);
        if (values.quarantine !== undefined) {
            // The quarantine file must come from the base branch (docs/repeats.md); the date that judges
            // expiry is --today, else the clock's UTC date (read here in the shell, never in the core).
            repeats.options.quarantine = (0,quarantine/* readQuarantineFile */.t)(values.quarantine, values.quarantine).quarantine;
            repeats.options.today = values.today ?? new Date().toISOString().slice(0, 10);
            repeats.explicit = true;
        }
        // what can be refused without reading a trace is refused first (the policy is read next)
        (0,outputs/* refuseOutputs */.N8)({ "json-out": values["json-out"], "md-out": values["md-out"], "candidate-json-out": values["candidate-json-out"] }, { "diff-out": values["diff-out"] });
        const stream = (0,options/* parseChoice */.HU)((0,options/* flag */.Jt)("stream"), values.stream, STREAM_MODES, "auto");
        const jobs = (0,options/* parseJobs */.YF)((0,options/* flag */.Jt)("jobs"), values.jobs);
        const out = {
            baseline: values.baseline,
            policy: values.policy,
            jsonOut: values["json-out"],
            mdOut: values["md-out"],
            diffOut: values["diff-out"],
            linkBase: values["link-base"],
            quiet: values.quiet === true,
            unpaired: (0,options/* parseChoice */.HU)((0,options/* flag */.Jt)("unpaired"), values.unpaired, options/* UNPAIRED_MODES */.C, "fail"),
            policyChange: (0,options/* parseChoice */.HU)((0,options/* flag */.Jt)("policy-change"), values["policy-change"], options/* POLICY_CHANGE_MODES */.hB, "gate"),
            usage: parseUsageThresholds(options/* flag */.Jt, (n) => values[n]),
        };
        // A folder or a .zip is a baseline bundle (docs/bundle.md): compared in memory, re-judged when the policies differ.
        const bundled = isBundlePath(values.baseline);
        if (!bundled && values.candidate !== undefined && !repeats.explicit && !values["candidate-json-out"] && stream !== "never") {
            const sizes = [values.baseline, values.candidate].map((p) => (0,readfile/* sizeOrZero */.t3)(p));
            if (stream === "always" || sizes[0] + sizes[1] > STREAM_COMPARE_ABOVE) {
                const streamed = compareStreamed(values.candidate, out, failOn, maxScoreDrop, repeats, format);
                if (streamed !== null)
                    return streamed;
            }
        }
        // A large bundle is compared streamed (flat memory) when nothing needs it in memory: its report
        // is then read whole only if the comparison falls back to memory
        const streamable = stream !== "never" && !repeats.explicit && !values["candidate-json-out"];
        const lazyReportAbove = !streamable ? undefined : stream === "always" ? -1 : STREAM_BUNDLE_ABOVE;
        const source = await (0,read/* readBaselineSource */.PU)(values.baseline, "baseline report", undefined, { deferTraceCheck: true, ...(lazyReportAbove !== undefined ? { lazyReportAbove } : {}) });
        try {
            if (source.kind === "bundle" && streamable) {
                const streamed = await compareBundleStreamed(source.bundle, { baseline: values.baseline, candidate: values.candidate, policyPath: values.policy, positionals, out, failOn, maxScoreDrop, format, failUnder, jobs, always: stream === "always", repeats });
                if (streamed !== null)
                    return streamed;
            }
            return await compareInMemory(source, values.baseline, positionals, out, { ...values, failOn, maxScoreDrop, format, failUnder, repeats, jobs });
        }
        finally {
            if (source.kind === "bundle")
                source.bundle.cleanup();
        }
    }
    catch (e) {
        return (0,usage/* usageExit */.SY)("compare", e);
    }
}
/**
 * The gate against a bundle, streamed (gate/stream.ts): the candidate's traces validated into a
 * report file (entries written as they come, as `arh validate --json-out` does), the bundle's
 * report read from its file, both compared entry by entry; the bundle's trace files checked on a
 * worker thread meanwhile. Memory stays flat however many traces. Null (nothing written) when the
 * comparison needs memory: a small bundle under `--stream auto`, a policy change (the bundle's
 * traces are judged again), a quarantine or scenario ids (the scenario gate reads every run).
 */
async function compareBundleStreamed(b, r) {
    let work = null;
    try {
        const reportPath = (0,external_node_path_.join)(b.dir, bundle_format/* REPORT_FILE */.Uq);
        if (!r.always && (0,readfile/* sizeOrZero */.t3)(reportPath) <= STREAM_BUNDLE_ABOVE)
            return null;
        if (b.quarantine !== null)
            return null;
        const policyText = r.policyPath !== undefined ? (0,policy_parse/* readPolicyText */.OG)(r.policyPath) : null;
        const policy = policyText !== null ? (0,policy_parse/* policyFromText */.M5)(policyText, r.policyPath) : null;
        const baselineDigest = b.policy.digest ?? null;
        if (r.candidate === undefined && policy.digest !== baselineDigest)
            return null;
        warnPolicy((0,gate_gate/* checkPolicy */.hM)(policy, r.repeats.options.strictPolicy === true));
        work = (0,stream/* makeWorkDir */.dW)((0,external_node_os_.tmpdir)());
        (0,gc/* collectGarbage */.i)(); // what opening the bundle read, before the validation allocates
        const format = r.format;
        let candidatePath;
        let candidate = null;
        if (r.candidate !== undefined)
            candidatePath = r.candidate;
        else {
            const cwd = process.cwd();
            const { files, skipped, regular } = await (0,pipeline/* expandInputsWithSkipped */.I5)(r.positionals, cwd);
            candidatePath = (0,external_node_path_.join)(work, "candidate.json");
            const json = new report_json/* JsonReportWriter */.IM(candidatePath);
            const noted = []; // entries whose id the run did not record (the derived-id note)
            const entry = (0,engine_parallel/* getWorkerEntry */.Lg)();
            const parallel = entry && r.jobs > 1 ? { workers: r.jobs - 1, entry, policyText: policyText, policyPath: r.policyPath, render: true } : undefined;
            try {
                candidate = await (0,pipeline/* runValidation */.Lb)(files, policy, {
                    format,
                    failUnder: r.failUnder,
                    cwd,
                    skipped,
                    regularFiles: regular,
                    onEntry: (e, rendered) => {
                        if (rendered !== undefined)
                            json.addText(rendered);
                        else
                            json.add(e);
                        if (e.adapter_notes?.some((n) => n.code === "trace_id_not_recorded"))
                            noted.push({ adapter_notes: e.adapter_notes });
                        return (0,engine_parallel/* summaryStub */.DM)(e);
                    },
                    ...(parallel ? { parallel } : {}),
                });
            }
            catch (e) {
                json.abort();
                throw e;
            }
            json.finish(candidate);
            const outside = (0,util/* outsideRootWarning */.Kg)(candidate, "paths relative to the repository root");
            if (outside)
                process.stderr.write(`arh compare: warning: ${(0,util_escape/* neutralizeWorkflowCommands */.tW)(outside)}\n`);
            const derived = (0,identity/* derivedIdLine */.VE)(noted);
            if (derived && !r.out.quiet)
                process.stderr.write(`arh compare: note: ${(0,util_escape/* neutralizeWorkflowCommands */.tW)(derived)}\n`);
        }
        await b.checked();
        (0,engine_parallel/* endIdleWorkers */.xl)();
        (0,gc/* collectGarbage */.i)(); // the validation's garbage before the comparison's (peak memory: src/util/gc.ts)
        let s;
        try {
            s = (0,stream/* streamCompare */.Qd)({
                baseline: { path: reportPath, label: bundle_format/* REPORT_FILE */.Uq },
                candidate: { path: candidatePath, label: "candidate report" },
                options: { failOn: r.failOn, maxScoreDrop: r.maxScoreDrop, usage: r.out.usage },
                ...(policy ? { policy: () => policy } : {}),
                workDir: work,
                pace: gc/* collectGarbage */.i,
                ...(r.out.jsonOut !== undefined ? { jsonOut: r.out.jsonOut } : {}),
                diffs: r.out.diffOut ? "all" : r.out.mdOut ? "markdown" : "none",
                candidateDetails: stepDetailsFrom(process.cwd(), format),
                baselineDetails: stepDetailsFrom(b.traceBytes, b.format),
            });
        }
        catch (e) {
            if (e instanceof stream/* StreamFallback */.j8)
                return null;
            const text = e instanceof Error ? e.message : String(e);
            if (text.startsWith(`${bundle_format/* REPORT_FILE */.Uq} ${reportPath}`))
                throw (0,read/* bundleError */.lm)(b.name, bundle_format/* REPORT_FILE */.Uq + text.slice(bundle_format/* REPORT_FILE */.Uq.length + 1 + reportPath.length));
            if (e instanceof errors/* UsageError */.e)
                throw e;
            throw new errors/* UsageError */.e(`comparison with ${r.baseline} impossible: ${text}`);
        }
        const empty = { schema_version: "1", reports: [] };
        const candidateDigest = candidate?.policy_digest ?? s.candidateDigest ?? null;
        const gate = streamedGate(s, {
            candidate: candidate ?? (candidateDigest !== null ? { ...empty, policy_digest: candidateDigest } : empty),
            source: r.baseline,
            judging: { traces: true, baselineDigest, candidateDigest: candidateDigest ?? null, original: null, unjudged: null },
            out: r.out,
            failOn: r.failOn,
            maxScoreDrop: r.maxScoreDrop,
            repeats: r.repeats,
            policyPath: r.policyPath,
        });
        return writeOutputs(gate, r.out, { view: s.view, writeJson: s.writeJson });
    }
    finally {
        if (work !== null)
            (0,external_node_fs_.rmSync)(work, { recursive: true, force: true });
    }
}
/** The comparison in memory: a bare report or a bundle against the candidate report or traces. */
async function compareInMemory(source, baselineName, positionals, out, values) {
    const { failOn, maxScoreDrop, format, failUnder, repeats } = values;
    const policyText = values.policy !== undefined ? (0,policy_parse/* readPolicyText */.OG)(values.policy) : null;
    const policy = policyText !== null ? (0,policy_parse/* policyFromText */.M5)(policyText, values.policy) : null;
    warnPolicy((0,gate_gate/* checkPolicy */.hM)(policy, repeats.options.strictPolicy === true));
    // --jobs: the candidate's traces, and the bundle's when re-judged, are validated on worker threads too
    const entry = (0,engine_parallel/* getWorkerEntry */.Lg)();
    const threads = entry && values.jobs > 1 ? { workers: values.jobs - 1, entry } : null;
    let candidate;
    let underBase = null; // the candidate under a bundle's other policy, judged in the same pass
    if (values.candidate !== undefined) {
        candidate = (0,load.loadReportFile)(values.candidate, "candidate report");
    }
    else {
        const cwd = process.cwd();
        const { files, skipped, regular } = await (0,pipeline/* expandInputsWithSkipped */.I5)(positionals, cwd);
        const parallel = threads && policyText !== null ? { ...threads, policyText, policyPath: values.policy, render: false, keepSteps: true } : undefined;
        // an unchanged trace's digests held once as they are made: the baseline's equal list (compare/digests.ts)
        const onEntry = (0,digests/* stepSharer */._y)(source.kind === "report" ? source.report : source.bundle.report);
        ({ report: candidate, underBase } = await judgeCandidate(source, files, policy, { format, failUnder, cwd, skipped, regularFiles: regular, onEntry, ...(parallel ? { parallel } : {}) }));
        const outside = (0,util/* outsideRootWarning */.Kg)(candidate, "paths relative to the repository root");
        if (outside)
            process.stderr.write(`arh compare: warning: ${(0,util_escape/* neutralizeWorkflowCommands */.tW)(outside)}\n`);
    }
    const derived = (0,identity/* derivedIdLine */.VE)(candidate.reports); // trace ids derived from the run (docs/collect.md)
    if (derived && !out.quiet)
        process.stderr.write(`arh compare: note: ${(0,util_escape/* neutralizeWorkflowCommands */.tW)(derived)}\n`);
    // The next baseline is written before comparing, so it exists whatever the gate says.
    if (values["candidate-json-out"]) {
        // byte-identical to `arh validate --json-out` with the same scenario flags
        const own = values.candidate === undefined ? (0,gate_gate/* candidateScenarios */.Vo)(candidate, repeats) : null;
        (0,writefile/* writeFileAtomic */.Zf)(values["candidate-json-out"], (0,report_json/* renderJson */.hF)(own ? { ...candidate, scenarios: (0,scenarios/* scenariosSection */.v2)(own.result) } : candidate));
    }
    // traces validated here are also judged under the baseline's policy when it differs (compare/policy.ts)
    const prepared = await prepareBaseline(source, { report: candidate, policy, traces: values.candidate === undefined ? { cwd: process.cwd(), format } : null, underBase, ...(threads && policyText !== null ? { threads: { ...threads, policyText, policyPath: values.policy } } : {}) });
    (0,engine_parallel/* endIdleWorkers */.xl)(); // nothing more to validate: the workers' memory goes before the comparison's comes
    // a candidate report read from a file (validated here, its digests were shared as they were made):
    // its unchanged traces' step digests held once, before the comparison allocates
    (0,digests/* shareEqualSteps */.RL)(candidate.reports, prepared.report.reports);
    (0,gc/* collectGarbage */.i)(); // the lists no longer held and the validation's garbage, before the comparison allocates
    if (prepared.quarantine && values.quarantine === undefined) {
        // the bundle's quarantine is the base branch's: the one a comparison with it gets (as in the action)
        repeats.options.quarantine = prepared.quarantine;
        repeats.options.today = values.today ?? new Date().toISOString().slice(0, 10);
        repeats.explicit = true;
    }
    // The gate the action uses too; a baseline the comparison cannot use is a usage error here.
    const gate = (0,gate_gate/* runGate */.Rg)({
        candidate,
        baseline: { kind: "found", report: prepared.report, source: baselineName, label: "", judging: prepared.judging, details: prepared.details },
        // the after side of trace diffs from the candidate's trace files (a file that is not the one the report was made from is left out)
        candidateDetails: stepDetailsFrom(process.cwd(), format),
        policy,
        failOn,
        maxScoreDrop,
        baselineMissing: "fail",
        traceDiffs: out.diffOut ? true : out.mdOut ? "shown" : false,
        repeats,
        unpaired: out.unpaired,
        policyChange: out.policyChange,
        ...(values.policy !== undefined ? { policySource: values.policy } : {}),
        usage: out.usage,
    });
    return writeOutputs(gate, out, null);
}


/***/ })

};
