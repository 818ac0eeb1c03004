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
    const r = (0,_util_readfile_js__WEBPACK_IMPORTED_MODULE_3__/* .readRegularFile */ .X)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_6__/* .HISTORY_FILE */ .CX), _trend_history_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_HISTORY_BYTES */ .Yw);
    if (!r.ok) {
        if (r.code === "ENOENT")
            return { history: null, notice: `${label} ${show(name)} has no ${_format_js__WEBPACK_IMPORTED_MODULE_6__/* .HISTORY_FILE */ .CX}: a new history starts` };
        return { history: null, notice: `${label} ${show(name)}: ${_format_js__WEBPACK_IMPORTED_MODULE_6__/* .HISTORY_FILE */ .CX}: ${r.code === "EFBIG" ? `larger than ${_trend_history_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_HISTORY_BYTES */ .Yw} bytes (oversized)` : r.reason}: dropped, a new history starts` };
    }
    const checked = (0,_trend_history_js__WEBPACK_IMPORTED_MODULE_5__/* .parseHistory */ .i6)(r.bytes.toString("utf8"), scope);
    if (!checked.ok)
        return { history: null, notice: `${label} ${show(name)}: ${_format_js__WEBPACK_IMPORTED_MODULE_6__/* .HISTORY_FILE */ .CX}: ${checked.why}: dropped, a new history starts` };
    return { history: checked.history, notice: null };
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


/***/ })

};
