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
/* harmony import */ var _adapters_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6071);
/* harmony import */ var _compare_load_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(650);
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
function fileSize(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).size;
    }
    catch {
        return 0; // the reading says why
    }
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
    const lazy = opts.lazyReportAbove !== undefined && fileSize((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_14__/* .REPORT_FILE */ .Uq)) > opts.lazyReportAbove;
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
    let dirFiles = null;
    const listDir = (tracesDir) => (dirFiles ??= { tracesDir, files: m.traces.map((t) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(tracesDir, t.path)).sort() });
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
        traceFiles: store.kind === "dir" ? () => listDir(store.tracesDir) : traces.traceFiles,
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

/***/ 6355:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkTraceFiles: () => (/* binding */ checkTraceFiles),
/* harmony export */   runBundleVerifyWorker: () => (/* binding */ runBundleVerifyWorker),
/* harmony export */   startTraceCheck: () => (/* binding */ startTraceCheck)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5919);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _util_readfile_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8564);
/* harmony import */ var _util_digest_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7738);
/* harmony import */ var _util_bound_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8108);
/* harmony import */ var _engine_parallel_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4399);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(773);
/* harmony import */ var _zip_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5459);
// Checking a bundle's trace files against its manifest (each file's size and SHA-256, and for a
// zip each entry's CRC-32): every file, before the gate uses the bundle. It is the largest part of
// opening a bundle (reading, inflating and hashing every trace), so with many traces it runs on a
// worker thread (started from the CLI's own file, as the validation's workers are) while the main
// thread validates the candidate; the gate awaits it before it compares. Memory: one file at a time.








/** Below this many traces and bytes, the check runs on the main thread (a worker costs more to start). */
const WORKER_ABOVE = { traces: 256, bytes: 8 * 1024 * 1024 };
const show = (s) => (0,_util_bound_js__WEBPACK_IMPORTED_MODULE_4__/* .truncateText */ .EJ)(s, 200);
/**
 * The first trace file that is not what the manifest lists, as the bundle's error names it
 * (`trace file traces/x: missing`), or `unsafe or unreadable zip: …`; null when every file is.
 */
function checkTraceFiles(store, traces) {
    if (store.kind === "dir") {
        for (const t of traces) {
            const r = (0,_util_readfile_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegularFile */ .X)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(store.tracesDir, t.path), Math.max(0, t.bytes));
            if (!r.ok) {
                const why = r.code === "ENOENT" ? "missing" : r.code === "EFBIG" ? `larger than the ${t.bytes} bytes ${_format_js__WEBPACK_IMPORTED_MODULE_6__/* .MANIFEST_FILE */ .h1} lists (changed)` : r.reason;
                return `trace file ${_format_js__WEBPACK_IMPORTED_MODULE_6__/* .TRACES_DIR */ .Po}/${show(t.path)}: ${why}`;
            }
            if (r.bytes.length !== t.bytes || (0,_util_digest_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Of */ .B)(r.bytes) !== t.sha256)
                return changed(t);
        }
        return null;
    }
    const zip = _zip_js__WEBPACK_IMPORTED_MODULE_7__/* .ZipIndex */ .Gq.fromEntries(store.zip, store.entries);
    try {
        for (const t of traces) {
            const e = zip.files.get(`${_format_js__WEBPACK_IMPORTED_MODULE_6__/* .TRACES_DIR */ .Po}/${t.path}`);
            if (!e)
                return `trace file ${_format_js__WEBPACK_IMPORTED_MODULE_6__/* .TRACES_DIR */ .Po}/${show(t.path)}: missing`;
            if (e.size > Math.max(0, t.bytes))
                return `trace file ${_format_js__WEBPACK_IMPORTED_MODULE_6__/* .TRACES_DIR */ .Po}/${show(t.path)}: larger than the ${t.bytes} bytes ${_format_js__WEBPACK_IMPORTED_MODULE_6__/* .MANIFEST_FILE */ .h1} lists (changed)`;
            if (e.size !== t.bytes)
                return changed(t);
            let bytes;
            try {
                bytes = zip.read(e.path);
            }
            catch (err) {
                return `unsafe or unreadable zip: ${err instanceof Error ? err.message : String(err)}`;
            }
            if ((0,_util_digest_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Of */ .B)(bytes) !== t.sha256)
                return changed(t);
        }
        return null;
    }
    finally {
        zip.close();
    }
}
const changed = (t) => `trace file ${_format_js__WEBPACK_IMPORTED_MODULE_6__/* .TRACES_DIR */ .Po}/${show(t.path)}: its bytes do not match ${_format_js__WEBPACK_IMPORTED_MODULE_6__/* .MANIFEST_FILE */ .h1} (changed)`;
/**
 * Start checking the trace files: on a worker thread when there are many (and the CLI's file is at
 * hand), else on the main thread when first awaited. `done()` gives the problem or null; `stop()`
 * ends a worker still running (a run that ends before the check is awaited).
 */
function startTraceCheck(store, traces) {
    const entry = (0,_engine_parallel_js__WEBPACK_IMPORTED_MODULE_5__/* .getWorkerEntry */ .Lg)();
    const bytes = traces.reduce((a, t) => a + Math.max(0, t.bytes), 0);
    if (entry === null || (traces.length < WORKER_ABOVE.traces && bytes < WORKER_ABOVE.bytes)) {
        let result = null;
        return { done: () => (result ??= Promise.resolve().then(() => checkTraceFiles(store, traces))), stop: () => { } };
    }
    let worker = null;
    const result = new Promise((res) => {
        const init = { arhBundleVerify: 1, store, traces };
        try {
            worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.Worker(entry, { workerData: init, resourceLimits: { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 64 } });
        }
        catch {
            res(checkTraceFiles(store, traces)); // no worker to be had: checked here
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
            res(checkTraceFiles(store, traces)); // the worker failed: checked again here, so the message is the reader's
        });
        worker.once("exit", () => {
            if (!settled) {
                settled = true;
                res(checkTraceFiles(store, traces));
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
        problem = checkTraceFiles(d.store, d.traces);
    }
    catch (e) {
        problem = `cannot check the trace files: ${e instanceof Error ? e.message : String(e)}`;
    }
    node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort.postMessage({ problem });
    return true;
}


/***/ })

};
