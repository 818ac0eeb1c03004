export const id = 22;
export const ids = [22,331,650];
export const modules = {

/***/ 773:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AY: () => (/* binding */ BUNDLE_VERSION),
/* harmony export */   CX: () => (/* binding */ HISTORY_FILE),
/* harmony export */   Em: () => (/* binding */ BUNDLE_ZIP_LIMITS),
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
/** The trace files, each at `traces/<its source_path in the report>`. */
const TRACES_DIR = "traces";
/**
 * Limits of a bundle zip (src/bundle/zip.ts applies them): more entries and bytes than a report
 * artifact (a bundle holds every trace file), the same path and link checks. No ratio limit: a
 * bundle `arh` wrote is always read back, however well its traces compress.
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

/***/ 8022:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PU: () => (/* binding */ readBaselineSource)
/* harmony export */ });
/* unused harmony exports bundleError, openBundleZip, openBundleDir */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(452);
/* harmony import */ var _adapters_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6071);
/* harmony import */ var _compare_load_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(650);
/* harmony import */ var _policy_parse_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2850);
/* harmony import */ var _files_quarantine_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3183);
/* harmony import */ var _util_readfile_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8564);
/* harmony import */ var _util_digest_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7738);
/* harmony import */ var _util_bound_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8108);
/* harmony import */ var _zip_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(5459);
/* harmony import */ var _write_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(1331);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(773);
// Reading a baseline (docs/bundle.md): a bare report file as ever, or a bundle (a folder, or a zip
// extracted with the safe extractor and its limits). A bundle is checked whole before use: its
// manifest, its report, its policy (parsed, and matching the report's digest), its quarantine, and
// every trace file against the manifest (none missing, none extra, the same bytes) and the
// manifest against the report. Any problem is one UsageError naming the bundle and what is wrong.














const show = (s) => (0,_util_bound_js__WEBPACK_IMPORTED_MODULE_10__/* .truncateText */ .EJ)(s, 200);
/** A problem of bundle `name`, as the one line the shells print. */
function bundleError(name, what) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`baseline bundle ${show(name)}: ${what}`);
}
/**
 * The baseline named by `--baseline` (or the action's baseline path): a folder or a `.zip` is a
 * bundle, anything else a bare report (read as ever: `label` names it in messages).
 */
async function readBaselineSource(path, label, tempRoot) {
    let dir = false;
    try {
        dir = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isDirectory();
    }
    catch {
        // not there: the report reader says so
    }
    if (dir)
        return { kind: "bundle", bundle: openBundleDir(path, path) };
    if ((0,_write_js__WEBPACK_IMPORTED_MODULE_12__/* .isZipPath */ .f)(path))
        return { kind: "bundle", bundle: await openBundleZip(path, path, tempRoot) };
    return { kind: "report", report: (0,_compare_load_js__WEBPACK_IMPORTED_MODULE_5__.loadReportFile)(path, label), path };
}
/** A bundle zip, extracted (safely, with the bundle limits) into a fresh temporary folder. */
async function openBundleZip(path, name, tempRoot) {
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
    const dir = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(tempRoot ?? (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), "arh-bundle-"));
    try {
        await (0,_zip_js__WEBPACK_IMPORTED_MODULE_11__/* .extractZipFileSafely */ .BU)(path, dir, _format_js__WEBPACK_IMPORTED_MODULE_13__/* .BUNDLE_ZIP_LIMITS */ .Em);
        const b = openBundleDir(dir, name);
        b.cleanup = () => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(dir, { recursive: true, force: true });
        return b;
    }
    catch (e) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(dir, { recursive: true, force: true });
        if (e instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e)
            throw e;
        throw bundleError(name, `unsafe or unreadable zip: ${e instanceof Error ? e.message : String(e)}`);
    }
}
/** A bundle folder, checked whole. */
function openBundleDir(dirPath, name) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(dirPath);
    const m = readManifest(dir, name);
    // every file the manifest names, once, before any is used: there, a regular file, not a link
    for (const f of [_format_js__WEBPACK_IMPORTED_MODULE_13__/* .REPORT_FILE */ .Uq, _format_js__WEBPACK_IMPORTED_MODULE_13__/* .POLICY_FILE */ .jA, ...(m.quarantine ? [m.quarantine] : []), ...(m.memory_results ? [m.memory_results] : [])])
        checkNamedFile(dir, f, name);
    let report;
    try {
        report = (0,_compare_load_js__WEBPACK_IMPORTED_MODULE_5__.loadReportFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_13__/* .REPORT_FILE */ .Uq), _format_js__WEBPACK_IMPORTED_MODULE_13__/* .REPORT_FILE */ .Uq);
    }
    catch (e) {
        throw bundleError(name, e instanceof Error ? e.message.replace(`${_format_js__WEBPACK_IMPORTED_MODULE_13__/* .REPORT_FILE */ .Uq} ${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_13__/* .REPORT_FILE */ .Uq)}`, _format_js__WEBPACK_IMPORTED_MODULE_13__/* .REPORT_FILE */ .Uq) : String(e));
    }
    const { policyText, policy } = readBundlePolicy(dir, report, name);
    let quarantine = null;
    if (m.quarantine !== null) {
        try {
            quarantine = (0,_files_quarantine_js__WEBPACK_IMPORTED_MODULE_7__/* .readQuarantineFile */ .t)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_13__/* .BUNDLE_QUARANTINE_FILE */ .vX), _format_js__WEBPACK_IMPORTED_MODULE_13__/* .BUNDLE_QUARANTINE_FILE */ .vX).quarantine;
        }
        catch (e) {
            throw bundleError(name, e instanceof Error ? e.message : String(e));
        }
    }
    const tracesDir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_13__/* .TRACES_DIR */ .Po);
    checkTraces(tracesDir, m.traces, report, name);
    return {
        name,
        dir,
        tracesDir,
        manifest: m,
        report,
        policyText,
        policy,
        quarantine,
        memoryResults: m.memory_results ? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_13__/* .MEMORY_RESULTS_FILE */ .Wf) : null,
        format: m.format,
        files: m.traces.map((t) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(tracesDir, t.path)).sort(),
        cleanup: () => { },
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
        throw bundleError(name, `${file}: missing (${_format_js__WEBPACK_IMPORTED_MODULE_13__/* .MANIFEST_FILE */ .h1} names it)`);
    }
    if (st.isSymbolicLink())
        throw bundleError(name, `${file}: not a regular file (links are refused)`);
    if (file !== _format_js__WEBPACK_IMPORTED_MODULE_13__/* .MEMORY_RESULTS_FILE */ .Wf)
        return; // the report, policy and quarantine readers check the rest, without blocking
    const r = (0,_util_readfile_js__WEBPACK_IMPORTED_MODULE_8__/* .readRegularFile */ .X)(path, MAX_MEMORY_RESULTS_BYTES);
    if (!r.ok)
        throw bundleError(name, `${file}: ${r.reason}`);
}
/**
 * The bundle's policy: its digest is checked against the report's first, from the parsed JSON, so a
 * policy that is not the report's is refused before its regexes are compiled.
 */
function readBundlePolicy(dir, report, name) {
    const located = (e) => bundleError(name, (e instanceof Error ? e.message : String(e)).replace((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_13__/* .POLICY_FILE */ .jA), _format_js__WEBPACK_IMPORTED_MODULE_13__/* .POLICY_FILE */ .jA));
    let policyText;
    try {
        policyText = (0,_policy_parse_js__WEBPACK_IMPORTED_MODULE_6__/* .readPolicyText */ .OG)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_13__/* .POLICY_FILE */ .jA));
    }
    catch (e) {
        throw located(e);
    }
    const want = report.policy_digest;
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
                throw bundleError(name, `${_format_js__WEBPACK_IMPORTED_MODULE_13__/* .POLICY_FILE */ .jA} is not the policy the report was judged with (its digest ${got}, the report's ${show(String(want))})`);
        }
    }
    try {
        return { policyText, policy: (0,_policy_parse_js__WEBPACK_IMPORTED_MODULE_6__/* .policyFromText */ .M5)(policyText, _format_js__WEBPACK_IMPORTED_MODULE_13__/* .POLICY_FILE */ .jA) };
    }
    catch (e) {
        throw located(e);
    }
}
function readManifest(dir, name) {
    const r = (0,_util_readfile_js__WEBPACK_IMPORTED_MODULE_8__/* .readRegularFile */ .X)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_13__/* .MANIFEST_FILE */ .h1), _format_js__WEBPACK_IMPORTED_MODULE_13__/* .MAX_MANIFEST_BYTES */ .ZJ);
    if (!r.ok)
        throw bundleError(name, r.code === "ENOENT" ? `no ${_format_js__WEBPACK_IMPORTED_MODULE_13__/* .MANIFEST_FILE */ .h1} (not a bundle: pass a report file, or a folder written by 'arh validate --bundle-out')` : `${_format_js__WEBPACK_IMPORTED_MODULE_13__/* .MANIFEST_FILE */ .h1}: ${r.reason}`);
    let raw;
    try {
        raw = JSON.parse(r.bytes.toString("utf8"));
    }
    catch {
        throw bundleError(name, `${_format_js__WEBPACK_IMPORTED_MODULE_13__/* .MANIFEST_FILE */ .h1} is not valid JSON`);
    }
    const bad = (what) => {
        throw bundleError(name, `${_format_js__WEBPACK_IMPORTED_MODULE_13__/* .MANIFEST_FILE */ .h1}: ${what}`);
    };
    if (typeof raw !== "object" || raw === null || Array.isArray(raw))
        bad("not an object");
    const o = raw;
    const v = o.arh_bundle_version;
    if (typeof v !== "number" || !Number.isInteger(v) || v < 1)
        bad(`'arh_bundle_version' must be a positive integer, got ${show(JSON.stringify(v) ?? "nothing")}`);
    if (v > _format_js__WEBPACK_IMPORTED_MODULE_13__/* .BUNDLE_VERSION */ .AY)
        throw bundleError(name, `made by a newer arh (bundle format ${v}; this build reads format ${_format_js__WEBPACK_IMPORTED_MODULE_13__/* .BUNDLE_VERSION */ .AY}): upgrade arh, or use the bundle's report.json as a bare report`);
    if (o.report !== _format_js__WEBPACK_IMPORTED_MODULE_13__/* .REPORT_FILE */ .Uq)
        bad(`'report' must be "${_format_js__WEBPACK_IMPORTED_MODULE_13__/* .REPORT_FILE */ .Uq}"`);
    if (o.policy !== _format_js__WEBPACK_IMPORTED_MODULE_13__/* .POLICY_FILE */ .jA)
        bad(`'policy' must be "${_format_js__WEBPACK_IMPORTED_MODULE_13__/* .POLICY_FILE */ .jA}"`);
    if (o.quarantine !== null && o.quarantine !== _format_js__WEBPACK_IMPORTED_MODULE_13__/* .BUNDLE_QUARANTINE_FILE */ .vX)
        bad(`'quarantine' must be "${_format_js__WEBPACK_IMPORTED_MODULE_13__/* .BUNDLE_QUARANTINE_FILE */ .vX}" or null`);
    if (o.memory_results !== undefined && o.memory_results !== null && o.memory_results !== _format_js__WEBPACK_IMPORTED_MODULE_13__/* .MEMORY_RESULTS_FILE */ .Wf)
        bad(`'memory_results' must be "${_format_js__WEBPACK_IMPORTED_MODULE_13__/* .MEMORY_RESULTS_FILE */ .Wf}" or null`);
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
        const why = (0,_format_js__WEBPACK_IMPORTED_MODULE_13__/* .storablePath */ .kN)(p);
        if (why)
            bad(`traces[${i}] '${show(p)}': ${why}`);
        if (seen.has(p))
            bad(`traces[${i}] '${show(p)}' is listed twice`);
        seen.add(p);
        traces.push({ path: p, bytes: e.bytes, sha256: e.sha256 });
    });
    const memory = o.memory_results === _format_js__WEBPACK_IMPORTED_MODULE_13__/* .MEMORY_RESULTS_FILE */ .Wf ? { memory_results: _format_js__WEBPACK_IMPORTED_MODULE_13__/* .MEMORY_RESULTS_FILE */ .Wf } : {};
    return { arh_bundle_version: v, report: _format_js__WEBPACK_IMPORTED_MODULE_13__/* .REPORT_FILE */ .Uq, policy: _format_js__WEBPACK_IMPORTED_MODULE_13__/* .POLICY_FILE */ .jA, quarantine: o.quarantine, ...memory, format: o.format, traces };
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
        throw bundleError(name, `${_format_js__WEBPACK_IMPORTED_MODULE_13__/* .TRACES_DIR */ .Po} is not a folder${top.isSymbolicLink() ? " (links are refused)" : ""}`);
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
                throw bundleError(name, `${_format_js__WEBPACK_IMPORTED_MODULE_13__/* .TRACES_DIR */ .Po}/${show(r)} is not a regular file (links are refused)`);
        }
    };
    walk(dir, "");
    return out;
}
/** The trace files against the manifest, and the manifest against the report. */
function checkTraces(tracesDir, traces, report, name) {
    const listed = new Map(traces.map((t) => [t.path, t]));
    for (const f of listFiles(tracesDir, name))
        if (!listed.has(f))
            throw bundleError(name, `extra trace file ${_format_js__WEBPACK_IMPORTED_MODULE_13__/* .TRACES_DIR */ .Po}/${show(f)}: not in ${_format_js__WEBPACK_IMPORTED_MODULE_13__/* .MANIFEST_FILE */ .h1}`);
    for (const t of traces) {
        const r = (0,_util_readfile_js__WEBPACK_IMPORTED_MODULE_8__/* .readRegularFile */ .X)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(tracesDir, t.path), Math.max(0, t.bytes));
        if (!r.ok) {
            const why = r.code === "ENOENT" ? "missing" : r.code === "EFBIG" ? `larger than the ${t.bytes} bytes ${_format_js__WEBPACK_IMPORTED_MODULE_13__/* .MANIFEST_FILE */ .h1} lists (changed)` : r.reason;
            throw bundleError(name, `trace file ${_format_js__WEBPACK_IMPORTED_MODULE_13__/* .TRACES_DIR */ .Po}/${show(t.path)}: ${why}`);
        }
        if (r.bytes.length !== t.bytes || (0,_util_digest_js__WEBPACK_IMPORTED_MODULE_9__/* .sha256Of */ .B)(r.bytes) !== t.sha256)
            throw bundleError(name, `trace file ${_format_js__WEBPACK_IMPORTED_MODULE_13__/* .TRACES_DIR */ .Po}/${show(t.path)}: its bytes do not match ${_format_js__WEBPACK_IMPORTED_MODULE_13__/* .MANIFEST_FILE */ .h1} (changed)`);
    }
    const inReport = new Set();
    for (const e of report.reports)
        if (typeof e.source_path === "string")
            inReport.add(e.source_path);
    for (const p of inReport)
        if (!listed.has(p))
            throw bundleError(name, `the report's trace file '${show(p)}' is missing from the bundle`);
    for (const p of listed.keys())
        if (!inReport.has(p))
            throw bundleError(name, `extra trace file '${show(p)}': listed in ${_format_js__WEBPACK_IMPORTED_MODULE_13__/* .MANIFEST_FILE */ .h1} but in no entry of the report`);
}


/***/ }),

/***/ 1331:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ isZipPath),
/* harmony export */   writeBundle: () => (/* binding */ writeBundle)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var yazl__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3044);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(452);
/* harmony import */ var _util_readfile_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8564);
/* harmony import */ var _util_digest_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7738);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(773);
// Writing a baseline bundle (docs/bundle.md): `arh validate --bundle-out DIR|FILE.zip` and the
// action's baseline artifact. The folder is assembled beside its destination and renamed into
// place; a zip is that folder's files, written with yazl (entries in a fixed order, a fixed date),
// so the same inputs give the same bytes.







/** Trace files larger than this are not bundled (the pipeline refuses them too). */
const MAX_TRACE_BYTES = 256 * 1024 * 1024;
/** Whether a `--bundle-out` / `--baseline` path names a zip. */
const isZipPath = (p) => /\.zip$/i.test(p);
let counter = 0;
/** Write the bundle; returns the manifest. Any problem is a UsageError naming the file. */
async function writeBundle(b) {
    const dest = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(b.out);
    const zip = isZipPath(dest);
    if (!zip && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(dest)) {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(dest);
        if (!st.isDirectory() || ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dest).length > 0 && !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dest, _format_js__WEBPACK_IMPORTED_MODULE_6__/* .MANIFEST_FILE */ .h1)))) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`--bundle-out ${b.out}: exists and is not an empty folder or a bundle`);
        }
    }
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dest), { recursive: true });
    const stage = `${dest}.tmp-${process.pid}-${counter++}`;
    try {
        const manifest = stageBundle(stage, b);
        if (zip)
            await zipFolder(stage, manifest, dest);
        else {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(dest, { recursive: true, force: true });
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(stage, dest);
        }
        return manifest;
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(stage, { recursive: true, force: true });
    }
}
/** The bundle's files in `stage`. */
function stageBundle(stage, b) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(stage, _format_js__WEBPACK_IMPORTED_MODULE_6__/* .TRACES_DIR */ .Po), { recursive: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.copyFileSync)(b.reportPath, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(stage, _format_js__WEBPACK_IMPORTED_MODULE_6__/* .REPORT_FILE */ .Uq));
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(stage, _format_js__WEBPACK_IMPORTED_MODULE_6__/* .POLICY_FILE */ .jA), b.policyText);
    if (b.quarantinePath !== undefined)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.copyFileSync)(b.quarantinePath, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(stage, _format_js__WEBPACK_IMPORTED_MODULE_6__/* .BUNDLE_QUARANTINE_FILE */ .vX));
    if (b.memoryResultsPath !== undefined)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.copyFileSync)(b.memoryResultsPath, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(stage, _format_js__WEBPACK_IMPORTED_MODULE_6__/* .MEMORY_RESULTS_FILE */ .Wf));
    if (b.history !== undefined)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(stage, _format_js__WEBPACK_IMPORTED_MODULE_6__/* .HISTORY_FILE */ .CX), b.history);
    const traces = [];
    const made = new Set();
    const paths = [...new Set(b.sourcePaths)].sort();
    for (const p of paths) {
        const bad = (0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .storablePath */ .kN)(p);
        if (bad)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`--bundle-out: cannot bundle trace file '${p.slice(0, 200)}': ${bad} (validate from the repository root, or pass --root)`);
        const r = (0,_util_readfile_js__WEBPACK_IMPORTED_MODULE_4__/* .readRegularFile */ .X)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(b.root, p), MAX_TRACE_BYTES);
        if (!r.ok)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`--bundle-out: cannot read trace file ${p.slice(0, 200)}: ${r.reason}`);
        const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(stage, _format_js__WEBPACK_IMPORTED_MODULE_6__/* .TRACES_DIR */ .Po, p);
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(target);
        if (!made.has(parent)) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(parent, { recursive: true });
            made.add(parent);
        }
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(target, r.bytes);
        traces.push({ path: p, bytes: r.bytes.length, sha256: (0,_util_digest_js__WEBPACK_IMPORTED_MODULE_5__/* .sha256Of */ .B)(r.bytes) });
    }
    const manifest = {
        arh_bundle_version: _format_js__WEBPACK_IMPORTED_MODULE_6__/* .BUNDLE_VERSION */ .AY,
        report: _format_js__WEBPACK_IMPORTED_MODULE_6__/* .REPORT_FILE */ .Uq,
        policy: _format_js__WEBPACK_IMPORTED_MODULE_6__/* .POLICY_FILE */ .jA,
        quarantine: b.quarantinePath !== undefined ? _format_js__WEBPACK_IMPORTED_MODULE_6__/* .BUNDLE_QUARANTINE_FILE */ .vX : null,
        ...(b.memoryResultsPath !== undefined ? { memory_results: _format_js__WEBPACK_IMPORTED_MODULE_6__/* .MEMORY_RESULTS_FILE */ .Wf } : {}),
        format: b.format,
        ...(b.history !== undefined ? { history: _format_js__WEBPACK_IMPORTED_MODULE_6__/* .HISTORY_FILE */ .CX } : {}),
        traces,
    };
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(stage, _format_js__WEBPACK_IMPORTED_MODULE_6__/* .MANIFEST_FILE */ .h1), renderManifest(manifest));
    return manifest;
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
/** Zip the staged folder into `dest` (a temporary sibling, then a rename). */
async function zipFolder(stage, m, dest) {
    const z = new yazl__WEBPACK_IMPORTED_MODULE_2__/* .ZipFile */ .u();
    const opts = { mtime: ZIP_DATE, mode: 0o100644, compress: true };
    for (const f of [_format_js__WEBPACK_IMPORTED_MODULE_6__/* .MANIFEST_FILE */ .h1, _format_js__WEBPACK_IMPORTED_MODULE_6__/* .REPORT_FILE */ .Uq, _format_js__WEBPACK_IMPORTED_MODULE_6__/* .POLICY_FILE */ .jA, ...(m.quarantine ? [m.quarantine] : []), ...(m.memory_results ? [m.memory_results] : []), ...(m.history ? [m.history] : [])])
        z.addFile((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(stage, f), f, opts);
    for (const t of m.traces)
        z.addFile((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(stage, _format_js__WEBPACK_IMPORTED_MODULE_6__/* .TRACES_DIR */ .Po, t.path), `${_format_js__WEBPACK_IMPORTED_MODULE_6__/* .TRACES_DIR */ .Po}/${t.path}`, opts);
    z.end();
    const tmp = `${dest}.tmp-${process.pid}-${counter++}`;
    try {
        await new Promise((res, rej) => {
            const out = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createWriteStream)(tmp);
            z.outputStream.on("error", rej);
            out.on("error", rej);
            out.on("close", () => res());
            z.outputStream.pipe(out);
        });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(tmp, dest);
    }
    catch (e) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(tmp, { force: true });
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`--bundle-out ${dest}: cannot write the zip: ${e instanceof Error ? e.message : String(e)}`);
    }
}


/***/ }),

/***/ 5459:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BU: () => (/* binding */ extractZipFileSafely)
/* harmony export */ });
/* unused harmony exports DEFAULT_ZIP_LIMITS, UnsafeZipError, checkEntryName, extractZipSafely */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var yauzl__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(663);
// Safe extraction of an untrusted zip (a downloaded artifact, a baseline bundle): no absolute paths, no `..`, no
// symlinks, no duplicate names, no file where a folder must be; caps on the entry count and the total size. The
// whole central directory is read and checked before the first byte is written (an archive refused is refused
// at once, not after thousands of files), including a count that stops short of the records it holds (a
// "count-truncated" archive). There is no ratio limit: repetitive JSON compresses far better than any fixed
// ratio, and the total-size cap is what bounds the bytes (and so the time) extraction writes.



const DEFAULT_ZIP_LIMITS = { maxEntries: 1000, maxTotalBytes: 100 * 1024 * 1024 };
class UnsafeZipError extends Error {
    constructor(message) {
        super(message);
        this.name = "UnsafeZipError";
    }
}
/** Check one entry name; returns the normalised relative path or throws. */
function checkEntryName(name) {
    if (name.length === 0 || name.length > 1024)
        throw new UnsafeZipError("entry with an empty or overlong name");
    if (name.includes("\0"))
        throw new UnsafeZipError("entry name contains NUL");
    if (name.includes("\\"))
        throw new UnsafeZipError(`entry name with a backslash: ${JSON.stringify(name.slice(0, 100))}`);
    if (name.startsWith("/") || /^[A-Za-z]:/.test(name) || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(name))
        throw new UnsafeZipError(`absolute entry path: ${JSON.stringify(name.slice(0, 100))}`);
    const parts = name.split("/");
    if (parts.some((p) => p === ".."))
        throw new UnsafeZipError(`entry path escapes the archive: ${JSON.stringify(name.slice(0, 100))}`);
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
    const zf = await new Promise((res, rej) => yauzl__WEBPACK_IMPORTED_MODULE_2__.open(path, OPEN_OPTIONS, (err, z) => (err ? rej(err) : res(z))));
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, "r"); // the count check's own descriptor (yauzl closes its own)
    }
    catch (e) {
        zf.close();
        throw e;
    }
    try {
        // the central directory is walked record by record: read it through a window of 1 MiB
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
        return await extractOpened(zf, dest, limits, { size: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd).size, at });
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
const OPEN_OPTIONS = { lazyEntries: true, autoClose: false, decodeStrings: true, validateEntrySizes: true, strictFileNames: true };
async function extractOpened(zf, dest, limits, raw) {
    try {
        if (zf.entryCount > limits.maxEntries)
            throw new UnsafeZipError(`archive has ${zf.entryCount} entries (limit ${limits.maxEntries})`);
        const miscounted = countProblem(raw, zf.entryCount, limits);
        if (miscounted)
            throw new UnsafeZipError(`${miscounted}: refused before extracting`);
        const { plan, dirs } = await readCentralDirectory(zf, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dest), limits);
        for (const d of dirs)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(d, { recursive: true });
        const written = [];
        for (const p of plan) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(p.target), { recursive: true });
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
async function readCentralDirectory(zf, root, limits) {
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
                    throw new UnsafeZipError(`symbolic link in archive: ${JSON.stringify(rel.slice(0, 100))}`);
                if (entry.isEncrypted())
                    throw new UnsafeZipError("encrypted entry in archive");
                const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root, rel);
                const back = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, target);
                if (entry.fileName.endsWith("/")) {
                    if (rel !== "")
                        dirs.push((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, rel));
                }
                else {
                    if (back === "" || back.startsWith("..") || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(back) || back.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).includes(".."))
                        throw new UnsafeZipError("entry path escapes the destination");
                    const key = back.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join("/");
                    if (files.has(key))
                        throw new UnsafeZipError(`duplicate entry: ${JSON.stringify(rel.slice(0, 100))}`);
                    if (parents.has(key))
                        throw new UnsafeZipError(`entry ${JSON.stringify(rel.slice(0, 100))} is both a file and a folder`);
                    files.add(key);
                    const segs = key.split("/");
                    for (let i = 1; i < segs.length; i++) {
                        const up = segs.slice(0, i).join("/");
                        if (files.has(up))
                            throw new UnsafeZipError(`entry ${JSON.stringify(up.slice(0, 100))} is both a file and a folder`);
                        parents.add(up);
                    }
                    total += entry.uncompressedSize;
                    if (total > limits.maxTotalBytes)
                        throw new UnsafeZipError(`archive expands beyond ${limits.maxTotalBytes} bytes`);
                    plan.push({ entry, target, rel: key });
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
        const key = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, d).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join("/");
        if (files.has(key))
            throw new UnsafeZipError(`entry ${JSON.stringify(key.slice(0, 100))} is both a file and a folder`);
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
                    return fail(new UnsafeZipError("entry larger than declared"));
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


/***/ }),

/***/ 650:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_REPORT_BYTES: () => (/* binding */ MAX_REPORT_BYTES),
  PARTIAL_REPORT_PROBLEM: () => (/* binding */ PARTIAL_REPORT_PROBLEM),
  REPORT_HINT: () => (/* binding */ REPORT_HINT),
  STREAM_REPORTS_ABOVE: () => (/* binding */ STREAM_REPORTS_ABOVE),
  duplicateProblem: () => (/* binding */ duplicateProblem),
  fail: () => (/* binding */ fail),
  loadReportFile: () => (/* binding */ loadReportFile),
  normalizeEntry: () => (/* binding */ normalizeEntry),
  normalizeReport: () => (/* binding */ normalizeReport),
  openReport: () => (/* binding */ openReport),
  parseReportText: () => (/* binding */ parseReportText),
  policyDigestProblem: () => (/* binding */ policyDigestProblem),
  readReportDocument: () => (/* binding */ readReportDocument),
  schemaProblem: () => (/* binding */ schemaProblem),
  streamProblem: () => (/* binding */ streamProblem)
});

// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/util/readfile.js
var readfile = __webpack_require__(8564);
// EXTERNAL MODULE: ./lib/trace/parse.js
var parse = __webpack_require__(6566);
// EXTERNAL MODULE: ./lib/json/findings.js
var findings = __webpack_require__(2926);
// EXTERNAL MODULE: ./lib/util/bound.js
var bound = __webpack_require__(8108);
// EXTERNAL MODULE: ./lib/json/locate.js
var locate = __webpack_require__(4594);
// EXTERNAL MODULE: ./lib/compare/util.js
var util = __webpack_require__(7523);
// EXTERNAL MODULE: ./lib/util/round.js
var round = __webpack_require__(8364);
// EXTERNAL MODULE: ./lib/jsonstream/reader.js
var jsonstream_reader = __webpack_require__(1847);
// EXTERNAL MODULE: ./lib/jsonstream/scanner.js
var scanner = __webpack_require__(924);
;// CONCATENATED MODULE: ./lib/compare/digests.js

/** The newest report format this build reads (engine/report.ts REPORT_FORMAT_VERSION writes it). */
const READABLE_REPORT_FORMAT = 3;
/** The problem of a report whose `format_version` is newer than this build reads, else null. */
function formatProblem(v) {
    if (v === undefined || v === null)
        return null;
    if (typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= READABLE_REPORT_FORMAT)
        return null;
    return `declares report format_version ${(0,bound/* truncateText */.EJ)(JSON.stringify(v) ?? String(v), 40)}, newer than this build reads (${READABLE_REPORT_FORMAT}): upgrade arh`;
}
/**
 * A lean digest read back (an array of the report), as the in-memory digest; null when it is not
 * one. Bounded: only the known positions are read.
 */
function leanDigestOf(raw) {
    if (!Array.isArray(raw) || raw.length < 6)
        return null;
    const [id, type, tool, status, args, result, line] = raw;
    if (typeof id !== "string" || (type !== "tool_call" && type !== "model_response") || (status !== "ok" && status !== "error"))
        return null;
    const d = {
        step_id: id,
        type,
        tool_name: typeof tool === "string" ? tool : null,
        status,
        result: status,
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
    if (!Array.isArray(steps) || steps.length === 0 || !Array.isArray(steps[0]))
        return;
    const out = [];
    for (const s of steps) {
        const d = leanDigestOf(s);
        if (d)
            out.push(d);
    }
    e.steps = out;
}

;// CONCATENATED MODULE: ./lib/compare/load.js
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
/** Read and check a report file. `label` names its role in messages ("baseline report"). */
function loadReportFile(path, label = "report", streamAbove = STREAM_REPORTS_ABOVE) {
    return normalizeReport(readReportDocument(path, `${label} ${path}`, streamAbove), path, label);
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
            throw new jsonstream_reader/* JsonReadError */.x9("is not valid JSON: content after the document", reader.bytes, "syntax");
        return doc;
    }
    catch (e) {
        if (!(e instanceof jsonstream_reader/* JsonReadError */.x9))
            throw e;
        // A file JSON.parse can hold gets the exact, located message of the text path.
        if (reader.size <= MAX_REPORT_BYTES)
            return parseReportDocument(readReportText(path, where), where);
        throw new errors/* UsageError */.e(`${where}: ${e.message}${e.kind === "truncated" ? "" : ` (near byte ${e.offset})`}`);
    }
    finally {
        reader.close();
    }
}
function openReport(path, where, fast = false) {
    try {
        return fast ? new scanner/* JsonScanner */.V(path) : new jsonstream_reader/* JsonStreamReader */.Ci(path);
    }
    catch (e) {
        if (e instanceof jsonstream_reader/* JsonReadError */.x9)
            throw new errors/* UsageError */.e(`${where}: cannot read: ${e.message}`);
        throw e;
    }
}
/** A report file's text: a regular file (never blocks on a FIFO), at most MAX_REPORT_BYTES. */
function readReportText(path, where) {
    const r = (0,readfile/* readRegularFile */.X)(path, MAX_REPORT_BYTES);
    if (!r.ok) {
        const why = r.code === "ENOENT" ? "file not found" : r.code === "EISDIR" ? "is a directory" : r.code && r.code !== "EFBIG" ? r.code : r.reason;
        throw new errors/* UsageError */.e(`${where}: cannot read: ${why}`);
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
            if (u instanceof errors/* UsageError */.e)
                return u;
            throw u;
        }
    }
    return new errors/* UsageError */.e(e.kind === "io" ? `${where}: cannot read: ${e.message}` : `${where}: ${e.message}${e.kind === "truncated" ? "" : ` (near byte ${e.offset})`}`);
}
function parseReportDocument(text, where) {
    if (text.charCodeAt(0) === 0xfeff)
        text = text.slice(1);
    let raw;
    try {
        raw = JSON.parse(text);
    }
    catch {
        const err = (0,locate/* findSyntaxError */.po)(text);
        if (!err)
            throw new errors/* UsageError */.e(`${where}: is not valid JSON`);
        const { line, column } = new locate/* LineMap */.HU(text).at(err.offset);
        const truncated = err.offset >= text.length && text.trim().length > 0 ? " (the file looks truncated)" : "";
        throw new errors/* UsageError */.e(`${where}:${line}:${column}: is not valid JSON: ${err.message}${truncated}`);
    }
    try {
        (0,parse/* checkDepth */.kP)(raw, "");
    }
    catch (e) {
        if (!(e instanceof errors/* InputError */.d))
            throw e;
        const at = (0,findings/* makeLocator */.X)(text, where, [e.pointer]).locate(e.pointer);
        throw new errors/* UsageError */.e(`${where}:${at.startLine}:${at.startColumn}: ${e.message}`);
    }
    return raw;
}
/** Parse report text (as `loadReportFile`, for callers that already hold the text). */
function parseReportText(text, path, label = "report") {
    return normalizeReport(parseReportDocument(text, `${label} ${path}`), path, label);
}
function fail(label, path, problem) {
    throw new errors/* UsageError */.e(`${label} ${path}: ${problem}`);
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
    const schema = schemaProblem(obj.schema_version) ?? formatProblem(obj.format_version);
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
    const out = { ...obj, reports };
    // The counts are the entries' (a summary saying `failed_traces: 0` over failing entries must
    // never reach an output or a verdict); the average is the file's when it has one, as the
    // harness computed it from unrounded scores the entries no longer carry.
    const counted = summarize(reports);
    const given = typeof obj.summary === "object" && obj.summary !== null && !Array.isArray(obj.summary) ? obj.summary : null;
    out.summary = given === null ? counted : { ...given, total_traces: counted.total_traces, passed_traces: counted.passed_traces, failed_traces: counted.failed_traces };
    if (obj.schema_version === undefined)
        out.schema_version = "1";
    return out;
}
/** The problem of a report whose entries `first` and `second` share trace id `id`. */
function duplicateProblem(id, first, second) {
    return `duplicate trace_id '${(0,bound/* truncateText */.EJ)(id, 200)}' (reports[${first}] and reports[${second}]); regression comparison needs unique trace IDs`;
}
/** One entry of a report's `reports[idx]`, checked and normalised (ids and findings). */
function normalizeEntry(entry, idx, path, label) {
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
        fail(label, path, `reports[${idx}] is not an object`);
    }
    const e = entry;
    if (!("trace_id" in e))
        fail(label, path, `reports[${idx}] has no 'trace_id'`);
    const id = (0,util/* pyStr */.rD)(e.trace_id);
    const rawFindings = Array.isArray(e.findings) ? e.findings : [];
    const findings = [];
    for (const f of rawFindings) {
        if (typeof f !== "object" || f === null || Array.isArray(f))
            continue;
        findings.push(normalizeFinding(f));
    }
    const out = { ...e, trace_id: id, findings };
    expandLeanSteps(out);
    return out;
}
/** The problem of a report's `policy_digest` that is not a string (absent or null: none). */
function policyDigestProblem(v) {
    return v === undefined || v === null || typeof v === "string" ? null : `field 'policy_digest' must be a string, got ${(0,bound/* truncateText */.EJ)(JSON.stringify(v) ?? String(v), 100)}`;
}
/** The problem of a report whose `schema_version` this build cannot read, else null. */
function schemaProblem(version) {
    if (version === undefined || version === null)
        return null;
    const major = String(version).split(".")[0];
    return major === "1" ? null : `declares unsupported schema_version '${(0,bound/* truncateText */.EJ)(String(version), 100)}' (this build supports major version '1')`;
}
/** Harness `FindingRef.from_json`: missing/null rule_id becomes "" (a legacy v0.1 finding). */
function normalizeFinding(f) {
    const step = f.step_id;
    return {
        ...f,
        severity: (f.severity === undefined ? "" : (0,util/* pyStr */.rD)(f.severity)),
        category: f.category === undefined ? "" : (0,util/* pyStr */.rD)(f.category),
        message: f.message === undefined ? "" : (0,util/* pyStr */.rD)(f.message),
        step_id: step === undefined || step === null ? null : (0,util/* pyStr */.rD)(step),
        rule_id: (0,util/* pyTruthy */.Kn)(f.rule_id) ? (0,util/* pyStr */.rD)(f.rule_id) : "",
    };
}
function summarize(reports) {
    const passed = reports.filter((r) => (0,util/* pyTruthy */.Kn)(r.passed)).length;
    const scores = reports.map((r) => r.score).filter((s) => typeof s === "number");
    return {
        total_traces: reports.length,
        passed_traces: passed,
        failed_traces: reports.length - passed,
        average_score: scores.length ? (0,round/* pyRound */.w)(scores.reduce((a, b) => a + b, 0) / scores.length, 2) : 0,
    };
}


/***/ })

};
