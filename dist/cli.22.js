export const id = 22;
export const ids = [22,331,650];
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
/* harmony import */ var _compare_load_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(650);
/* harmony import */ var _policy_parse_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2850);
/* harmony import */ var _files_quarantine_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3183);
/* harmony import */ var _util_readfile_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8564);
/* harmony import */ var _util_digest_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7738);
/* harmony import */ var _util_bound_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8108);
/* harmony import */ var _zip_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(6202);
/* harmony import */ var _verify_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(6355);
/* harmony import */ var _write_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(1331);
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
        let extracted = null;
        const traceFiles = () => {
            if (extracted)
                return extracted;
            const tracesDir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_14__/* .TRACES_DIR */ .Po);
            const made = new Set();
            const files = [];
            for (const t of b.manifest.traces) {
                const target = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(tracesDir, t.path);
                if (!made.has((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target))) {
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target), { recursive: true });
                    made.add((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target));
                }
                try {
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(target, index.read(`${prefix}${t.path}`), { flag: "wx", mode: 0o600 });
                }
                catch (e) {
                    throw unsafe(e);
                }
                files.push(target);
            }
            extracted = { tracesDir, files: files.sort() };
            return extracted;
        };
        const b = openBundleParts(dir, name, { kind: "zip", zip: path, entries }, listed, {
            traceBytes: (p) => {
                try {
                    return index.read(`${prefix}${p}`);
                }
                catch {
                    return null;
                }
            },
            traceFiles,
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
            const r = (0,_util_readfile_js__WEBPACK_IMPORTED_MODULE_8__/* .readRegularFile */ .X)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(tracesDir, p), MAX_TRACE_BYTES);
            return r.ok ? r.bytes : null;
        },
        traceFiles: () => ({ tracesDir, files: [] }),
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
                while (reader.peek()?.name !== "endArray") {
                    const e = reader.readValue(2);
                    if (e === null || typeof e !== "object" || Array.isArray(e))
                        return null;
                    if (typeof e.source_path === "string")
                        facts.sourcePaths.add(e.source_path);
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
    const facts = opts.lazyReport ? scanReportFacts((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_14__/* .REPORT_FILE */ .Uq)) : null;
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
    const dirFiles = store.kind === "dir" ? { tracesDir: store.tracesDir, files: m.traces.map((t) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(store.tracesDir, t.path)).sort() } : null;
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
        traceFiles: dirFiles ? () => dirFiles : traces.traceFiles,
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
    const r = (0,_util_readfile_js__WEBPACK_IMPORTED_MODULE_8__/* .readRegularFile */ .X)(path, MAX_MEMORY_RESULTS_BYTES);
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
    const r = (0,_util_readfile_js__WEBPACK_IMPORTED_MODULE_8__/* .readRegularFile */ .X)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_14__/* .MANIFEST_FILE */ .h1), _format_js__WEBPACK_IMPORTED_MODULE_14__/* .MAX_MANIFEST_BYTES */ .ZJ);
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
  scanReportFile: () => (/* binding */ scanReportFile),
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
        sc = new scanner/* JsonScanner */.V(path);
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
            // an entry sits at depth 3 (the document, its `reports` array): the scanner checks the rest
            const e = adoptEntry(sc.readValue(2));
            if (seen.has(e.trace_id))
                throw NOT_FAST;
            seen.add(e.trace_id);
            reports.push(e);
        }
        obj.reports = reports;
    }
    if (sc.next() !== null || reports === null)
        throw NOT_FAST;
    if (schemaProblem(obj.schema_version) !== null || formatProblem(obj.format_version) !== null || policyDigestProblem(obj.policy_digest) !== null)
        throw NOT_FAST;
    return finishReport(obj, reports);
}
/**
 * `normalizeEntry` of an entry just parsed, which nothing else holds: normalised in place (the
 * same keys in the same order as `normalizeEntry`'s copy), so no second object is made.
 */
function adoptEntry(e) {
    if (!("trace_id" in e))
        throw NOT_FAST;
    const id = (0,util/* pyStr */.rD)(e.trace_id);
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
    expandLeanSteps(e);
    return e;
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
/** `normalizeFinding` in place, for a finding just parsed (the keys it adds come in the same order). */
function adoptFinding(f) {
    const step = f.step_id;
    f.severity = f.severity === undefined ? "" : (0,util/* pyStr */.rD)(f.severity);
    f.category = f.category === undefined ? "" : (0,util/* pyStr */.rD)(f.category);
    f.message = f.message === undefined ? "" : (0,util/* pyStr */.rD)(f.message);
    f.step_id = step === undefined || step === null ? null : (0,util/* pyStr */.rD)(step);
    f.rule_id = (0,util/* pyTruthy */.Kn)(f.rule_id) ? (0,util/* pyStr */.rD)(f.rule_id) : "";
    return f;
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
