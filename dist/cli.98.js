export const id = 98;
export const ids = [98];
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

/***/ 7098:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCalibrateCommand: () => (/* binding */ runCalibrateCommand)
});

// EXTERNAL MODULE: ./lib/commands/help.js + 1 modules
var help = __webpack_require__(565);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/commands/usage.js
var usage = __webpack_require__(7301);
// EXTERNAL MODULE: ./lib/commands/flags.js
var flags = __webpack_require__(3197);
// EXTERNAL MODULE: ./lib/bundle/read.js
var read = __webpack_require__(8022);
// EXTERNAL MODULE: ./lib/scenarios/scenario.js
var scenario = __webpack_require__(1433);
// EXTERNAL MODULE: ./lib/trend/metrics.js
var metrics = __webpack_require__(8622);
// EXTERNAL MODULE: ./lib/scenarios/gate.js
var gate = __webpack_require__(2000);
// EXTERNAL MODULE: ./lib/scenarios/stats.js
var stats = __webpack_require__(4404);
;// CONCATENATED MODULE: ./lib/calibrate/power.js
// The power of the scenario gate's pass-rate test (one-sided Fisher, src/scenarios/stats.ts),
// computed exactly over both sides' binomial outcomes, and the normal approximation of the cost
// shift a mean comparison detects. Pure.

/** P(X = k) for X ~ Binomial(n, p). */
function binomPmf(k, n, p) {
    if (p <= 0)
        return k === 0 ? 1 : 0;
    if (p >= 1)
        return k === n ? 1 : 0;
    return Math.exp((0,stats/* logChoose */.Oo)(n, k) + k * Math.log(p) + (n - k) * Math.log1p(-p));
}
/** Whether the gate's test flags `c` of `nc` candidate passes against `b` of `nb` baseline passes. */
function rejects(b, nb, c, nc, alpha) {
    return c * nb < b * nc && (0,stats/* isBelow */.Yw)((0,stats/* fisherLower */.$3)(b, nb, c, nc), alpha);
}
/**
 * The chance that the one-sided Fisher test at `alpha` flags a drop when the baseline's `nb` runs
 * pass with rate `p0` and the candidate's `nc` runs with rate `p1`: the sum over both binomial
 * outcomes. For each baseline count the flagged candidate counts are 0..t(b), and t(b) does not
 * fall as b rises, so one walk finds them all.
 */
function power(nb, nc, p0, p1, alpha) {
    const cdf = [];
    let acc = 0;
    for (let c = 0; c <= nc; c++)
        cdf.push((acc += binomPmf(c, nc, p1)));
    let total = 0;
    let t = -1; // the largest flagged candidate count for the current b
    for (let b = 0; b <= nb; b++) {
        while (t + 1 <= nc && rejects(b, nb, t + 1, nc, alpha))
            t++;
        if (t >= 0)
            total += binomPmf(b, nb, p0) * Math.min(1, cdf[t]);
    }
    return Math.min(1, total);
}
/**
 * The smallest drop (a step of 0.01) from `p0` the test detects with `target` power at these
 * counts; null: none. Bisection: power rises as the candidate's rate falls.
 */
function minDetectableDrop(nb, nc, p0, alpha, target = 0.8) {
    const ok = (d) => power(nb, nc, p0, Math.max(0, p0 - d / 100), alpha) >= target;
    let hi = Math.round(p0 * 100);
    if (hi < 1 || !ok(hi))
        return null;
    let lo = 0; // not enough (no drop)
    while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (ok(mid))
            hi = mid;
        else
            lo = mid;
    }
    return hi / 100;
}
/** Runs per side at most considered by runsNeededFor. */
const MAX_RUNS_PER_SIDE = 2000;
/**
 * The fewest runs per side (the same on both) at which a drop of `drop` from `p0` is detected
 * with `target` power: at least 2; doubling, then bisection (power rises with the runs, save for the
 * discreteness of Fisher's test, which can move a count or two). Null: impossible (`drop` > `p0`)
 * or more than MAX_RUNS_PER_SIDE.
 */
function runsNeededFor(p0, drop, alpha, target = 0.8) {
    if (drop <= 0 || drop > p0 + 1e-12)
        return null;
    const p1 = Math.max(0, p0 - drop);
    const ok = (n) => power(n, n, p0, p1, alpha) >= target;
    if (ok(2))
        return 2;
    let lo = 2; // not enough
    let hi = 4;
    while (!ok(hi)) {
        if (hi >= MAX_RUNS_PER_SIDE)
            return null;
        lo = hi;
        hi = Math.min(MAX_RUNS_PER_SIDE, hi * 2);
    }
    while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (ok(mid))
            hi = mid;
        else
            lo = mid;
    }
    return hi;
}
/** Standard normal CDF (erfc by Abramowitz–Stegun 7.1.26; absolute error below 1.5e-7). */
function normalCdf(z) {
    const x = Math.abs(z) / Math.SQRT2;
    const t = 1 / (1 + 0.3275911 * x);
    const erfc = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-x * x);
    return z >= 0 ? 1 - erfc / 2 : erfc / 2;
}
/** The standard normal quantile of `q` (0 < q < 1), by bisection on normalCdf. */
function normalQuantile(q) {
    let lo = -10;
    let hi = 10;
    for (let i = 0; i < 80; i++) {
        const mid = (lo + hi) / 2;
        if (normalCdf(mid) < q)
            lo = mid;
        else
            hi = mid;
    }
    return (lo + hi) / 2;
}
/**
 * The smallest relative shift of the mean cost a one-sided two-sample z-test at `alpha` detects
 * with `target` power, `n` runs per side, from the runs' costs (mean and sample standard
 * deviation): (z(1-alpha) + z(target)) * sd * sqrt(2 / n) / mean. Null with fewer than 2 costs or
 * a zero mean.
 */
function costShift(costs, n, alpha, target = 0.8) {
    if (costs.length < 2 || n < 1)
        return null;
    const mean = costs.reduce((a, b) => a + b, 0) / costs.length;
    if (!(mean > 0))
        return null;
    const sd = Math.sqrt(costs.reduce((a, c) => a + (c - mean) ** 2, 0) / (costs.length - 1));
    const shift = ((normalQuantile(1 - alpha) + normalQuantile(target)) * sd * Math.sqrt(2 / n)) / mean;
    return { mean, sd, shift };
}

;// CONCATENATED MODULE: ./lib/calibrate/calibrate.js
// `arh calibrate` (docs/calibrate.md): the scenario gate measured on the baseline's own runs. Each
// round splits every scenario's runs at random into two halves and runs the gate on them (an A/A
// comparison: nothing changed, so any failure is a false alarm); then the power of the pass-rate
// test at the present run counts. Pure and deterministic: the split comes from a seeded PRNG.




/** The most rounds `--rounds` takes. */
const MAX_ROUNDS = 100_000;
const DEFAULT_ROUNDS = 1000;
/** The power the detectable drop and the runs needed aim at. */
const TARGET_POWER = 0.8;
/** mulberry32: a small seeded PRNG, the same sequence for the same seed on every platform. */
function prng(seed) {
    let a = seed >>> 0;
    return () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/** Exact chance that the one-sided test fires when `k` passes of `n` runs are split at random into `nb` and `nc`. */
function splitTestSize(k, n, nb, nc, alpha) {
    let size = 0;
    for (let x = Math.max(0, k - nb); x <= Math.min(k, nc); x++) {
        const b = k - x;
        if (x * nb < b * nc && (0,stats/* isBelow */.Yw)((0,stats/* fisherLower */.$3)(b, nb, x, nc), alpha))
            size += Math.exp((0,stats/* logChoose */.Oo)(k, x) + (0,stats/* logChoose */.Oo)(n - k, nc - x) - (0,stats/* logChoose */.Oo)(n, nc));
    }
    return size;
}
/** Check the options: one clear line for each bad value. */
function checkCalibrateOptions(o) {
    if (!Number.isSafeInteger(o.rounds) || o.rounds < 1 || o.rounds > MAX_ROUNDS)
        throw new errors/* UsageError */.e(`--rounds must be a whole number from 1 to ${MAX_ROUNDS}, got ${String(o.rounds)}`);
    if (!Number.isSafeInteger(o.seed) || o.seed < 0 || o.seed > 0xffffffff)
        throw new errors/* UsageError */.e(`--seed must be a whole number from 0 to 4294967295, got ${String(o.seed)}`);
    if (o.detect !== null && !(o.detect > 0 && o.detect <= 1))
        throw new errors/* UsageError */.e(`--detect must be a pass-rate drop above 0 and at most 1 (0.2 is 20 points), got ${String(o.detect)}`);
}
/**
 * Calibrate the gate on the runs of one report (`costs`: each run's cost by trace id, where
 * recorded). Scenarios with one run are skipped with a line; none left to split is a usage error.
 */
function calibrate(runs, costs, o) {
    checkCalibrateOptions(o);
    const alpha = o.gate.alpha ?? 0.05;
    const groups = new Map();
    for (const r of runs) {
        const g = groups.get(r.scenario);
        if (g)
            g.push(r);
        else
            groups.set(r.scenario, [r]);
    }
    const skipped = [];
    const names = [];
    for (const s of [...groups.keys()].sort(cmp)) {
        if (groups.get(s).length < 2)
            skipped.push(`scenario ${JSON.stringify(s.slice(0, 200))} has one run: nothing to split`);
        else
            names.push(s);
    }
    if (names.length === 0)
        throw new errors/* UsageError */.e(`no scenario has two runs or more to split (${skipped.length} scenario(s) with one run): record repeated runs (docs/repeats.md)`);
    // the gate's own options, but no quarantine (no date) and min-runs 1: halves have half the runs
    const gateOpts = { ...o.gate, minRuns: 1, quarantine: null, today: null };
    const sorted = names.map((s) => [...groups.get(s)].sort((a, b) => cmp(a.trace_id, b.trace_id)));
    const alarms = names.map(() => ({ n: 0, insufficient: 0, verdicts: new Map() }));
    let overall = 0;
    const rnd = prng(o.seed);
    for (let round = 0; round < o.rounds; round++) {
        const base = [];
        const cand = [];
        for (const list of sorted) {
            const a = [...list];
            for (let i = a.length - 1; i > 0; i--) {
                const j = Math.floor(rnd() * (i + 1));
                [a[i], a[j]] = [a[j], a[i]];
            }
            const half = Math.ceil(a.length / 2);
            base.push(...a.slice(0, half));
            cand.push(...a.slice(half));
        }
        const g = (0,gate/* gateScenarios */.B4)(base, cand, gateOpts);
        if (!g.passed)
            overall++;
        for (const row of g.rows) {
            const i = names.indexOf(row.scenario);
            if (i < 0)
                continue;
            if (row.verdict === "insufficient-data")
                alarms[i].insufficient++;
            if (row.outcome !== "fail")
                continue;
            alarms[i].n++;
            alarms[i].verdicts.set(row.verdict, (alarms[i].verdicts.get(row.verdict) ?? 0) + 1);
        }
    }
    const scenarios = names.map((s, i) => {
        const list = sorted[i];
        const n = list.length;
        const k = list.filter((r) => r.passed).length;
        const nb = Math.ceil(n / 2);
        const p0 = k / n;
        const c = list.map((r) => costs.get(r.trace_id)).filter((v) => v !== undefined);
        const cs = c.length === n ? costShift(c, n, alpha, TARGET_POWER) : null;
        const possible = o.detect !== null && o.detect <= p0 + 1e-12;
        return {
            scenario: s,
            runs: n,
            passes: k,
            split: [nb, n - nb],
            false_alarms: alarms[i].n,
            false_alarm_rate: alarms[i].n / o.rounds,
            interval: (0,stats/* wilson */.rF)(alarms[i].n, o.rounds),
            by_verdict: Object.fromEntries([...alarms[i].verdicts].sort((a, b) => cmp(a[0], b[0]))),
            pass_rate_test_size: splitTestSize(k, n, nb, n - nb, alpha),
            insufficient: alarms[i].insufficient,
            min_detectable_drop: minDetectableDrop(n, n, p0, alpha, TARGET_POWER),
            power_at_detect: possible ? power(n, n, p0, Math.max(0, p0 - o.detect), alpha) : null,
            runs_needed: possible ? runsNeededFor(p0, o.detect, alpha, TARGET_POWER) : null,
            cost: cs ? { mean: cs.mean, sd: cs.sd, min_detectable_shift: cs.shift } : null,
        };
    });
    return {
        rounds: o.rounds,
        seed: o.seed,
        alpha,
        detect: o.detect,
        power_target: TARGET_POWER,
        scenarios,
        overall: { false_alarms: overall, false_alarm_rate: overall / o.rounds, interval: (0,stats/* wilson */.rF)(overall, o.rounds) },
        skipped,
    };
}

// EXTERNAL MODULE: ./lib/util/escape.js
var util_escape = __webpack_require__(7757);
;// CONCATENATED MODULE: ./lib/calibrate/render.js
// `arh calibrate`'s console text (docs/calibrate.md). Pure; scenario ids are trace content.

const pct = (v) => `${(v * 100).toFixed(1)}%`;
const interval = (i) => `${pct(i.low)}–${pct(i.high)}`;
function renderCalibration(c) {
    const lines = [];
    const within = c.overall.interval.low <= c.alpha;
    lines.push(`Calibration: ${c.rounds} A/A split(s) of the baseline's own runs (seed ${c.seed}), the scenario gate at alpha ${c.alpha}.`);
    lines.push(`False alarms: ${c.overall.false_alarms} of ${c.rounds} rounds failed the gate (${pct(c.overall.false_alarm_rate)}, 95% interval ${interval(c.overall.interval)}); ` +
        (within ? `consistent with alpha ${pct(c.alpha)} or below.` : `above alpha ${pct(c.alpha)}: the gate raises more false alarms than it should on these runs.`));
    for (const s of c.scenarios) {
        const name = (0,util_escape/* neutralizeWorkflowCommands */.tW)(JSON.stringify(s.scenario));
        const why = Object.entries(s.by_verdict).map(([v, n]) => `${v} ${n}`).join(", ");
        lines.push(`- ${name}: ${s.passes}/${s.runs} pass, split ${s.split[0]} v ${s.split[1]}: false alarms ${pct(s.false_alarm_rate)} (${interval(s.interval)})${why ? ` [${why}]` : ""}; the pass-rate test alone ${pct(s.pass_rate_test_size)} exactly${s.insufficient ? `; insufficient data in ${s.insufficient} round(s)` : ""}`);
        const parts = [];
        parts.push(s.min_detectable_drop === null ? `no drop from ${pct(s.passes / s.runs)} is detected with ${pct(c.power_target)} power at ${s.runs} runs per side` : `detects a drop of ${(s.min_detectable_drop * 100).toFixed(0)} points or more with ${pct(c.power_target)} power at ${s.runs} runs per side`);
        if (c.detect !== null) {
            const d = `${(c.detect * 100).toFixed(0)}-point drop`;
            parts.push(s.power_at_detect === null ? `a ${d} is impossible from ${pct(s.passes / s.runs)}` : `power ${pct(s.power_at_detect)} against a ${d}; ${s.runs_needed === null ? "more than 2000 runs per side" : `${s.runs_needed} runs per side`} for ${pct(c.power_target)}`);
        }
        if (s.cost)
            parts.push(`cost: a shift of ${pct(s.cost.min_detectable_shift)} of the mean $${s.cost.mean.toFixed(4)} (normal approximation)`);
        lines.push(`    ${parts.join("; ")}`);
    }
    for (const s of c.skipped)
        lines.push(`skipped: ${(0,util_escape/* neutralizeWorkflowCommands */.tW)(s)}`);
    return lines.join("\n") + "\n";
}

// EXTERNAL MODULE: ./lib/util/writefile.js
var writefile = __webpack_require__(7337);
;// CONCATENATED MODULE: ./lib/commands/calibrate.js
// `arh calibrate --baseline BUNDLE [--rounds N] [--seed S] [--detect D] [--json-out F]`: the
// scenario gate's false-alarm rate on A/A splits of the baseline's own runs, and its power
// (docs/calibrate.md).










/** A whole number or a decimal flag; `what` says what it must be. */
function numberFlag(raw, name, fallback) {
    if (raw === undefined)
        return fallback;
    const t = raw.trim();
    const n = /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : NaN;
    if (Number.isNaN(n))
        throw new errors/* UsageError */.e(`${name} must be a number, got '${t.slice(0, 60)}'`);
    return n;
}
async function runCalibrateCommand(argv) {
    try {
        const { values, positionals } = (0,help/* parseFlags */.bQ)("calibrate", {
            args: argv,
            allowPositionals: true,
            strict: true,
            options: { ...flags/* COMPARE_SCENARIO_OPTIONS */.oy, ...flags/* GATE_POLICY_OPTIONS */._W, ...flags/* QUIET_OPTION */.Hl, baseline: { type: "string" }, rounds: { type: "string" }, seed: { type: "string" }, detect: { type: "string" }, "json-out": { type: "string" } },
        });
        if (positionals.length > 0)
            throw new errors/* UsageError */.e(`unexpected argument '${positionals[0].slice(0, 100)}': the runs come from --baseline`);
        if (!values.baseline)
            throw new errors/* UsageError */.e("--baseline is required (a bundle or a report with repeated runs per scenario)");
        const repeats = (0,flags/* runScenarioRepeats */.Ez)(values);
        const rounds = numberFlag(values.rounds, "--rounds", DEFAULT_ROUNDS);
        const seed = numberFlag(values.seed, "--seed", 1);
        const detect = numberFlag(values.detect, "--detect", null);
        const src = await (0,read/* readBaselineSource */.PU)(values.baseline, "baseline");
        try {
            const report = src.kind === "bundle" ? src.bundle.report : src.report;
            const zt = src.kind === "bundle" ? src.bundle.policy.zero_tolerance : undefined;
            const gate = repeats.options.zeroTolerance === undefined && zt ? { ...repeats.options, zeroTolerance: zt } : repeats.options;
            const runs = (0,scenario/* toRunRecords */.Fk)(report.reports, repeats.pattern, "baseline");
            const costs = new Map();
            for (const e of report.reports) {
                const c = (0,metrics/* entryFigures */._)(e).costUsd;
                if (c !== null)
                    costs.set(e.trace_id, c);
            }
            const result = calibrate(runs, costs, { rounds, seed, detect, gate });
            if (values["json-out"])
                (0,writefile/* writeFileAtomic */.Zf)(values["json-out"], JSON.stringify(result, null, 2) + "\n");
            if (!values.quiet)
                process.stdout.write(renderCalibration(result));
            return 0;
        }
        finally {
            if (src.kind === "bundle")
                src.bundle.cleanup();
        }
    }
    catch (e) {
        return (0,usage/* usageExit */.SY)("calibrate", e);
    }
}


/***/ })

};
