export const id = 331;
export const ids = [331];
export const modules = {

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


/***/ })

};
