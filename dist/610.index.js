export const id = 610;
export const ids = [610];
export const modules = {

/***/ 35610:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   isBundleVerifyWorker: () => (/* binding */ isBundleVerifyWorker),
/* harmony export */   runBundleVerify: () => (/* binding */ runBundleVerify)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75919);
// Whether this thread is a bundle check's worker (src/bundle/verify.ts): the entry points ask
// before starting, and load the checker only then (the zip reader is not part of every startup).

function isBundleVerifyWorker() {
    return !node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.isMainThread && node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.workerData?.arhBundleVerify === 1;
}
/** Run the check in this worker (it posts its result to the thread that started it). */
async function runBundleVerify() {
    (await Promise.all(/* import() */[__webpack_require__.e(306), __webpack_require__.e(130), __webpack_require__.e(170)]).then(__webpack_require__.bind(__webpack_require__, 27170))).runBundleVerifyWorker();
}


/***/ })

};
