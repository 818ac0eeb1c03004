export const id = 559;
export const ids = [559];
export const modules = {

/***/ 9559:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ crc32)
/* harmony export */ });
/* unused harmony export crc32InJs */
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8522);
// CRC-32 (the zip checksum): Node's native `zlib.crc32` (Node >= 20.15 and 22.2), or a table in
// JavaScript on an older Node 20, which has no native one.

let table = null;
function crc32Js(data, value = 0) {
    if (table === null) {
        table = new Uint32Array(256);
        for (let n = 0; n < 256; n++) {
            let c = n;
            for (let k = 0; k < 8; k++)
                c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
            table[n] = c >>> 0;
        }
    }
    let c = (value ^ 0xffffffff) >>> 0;
    for (let i = 0; i < data.length; i++)
        c = table[(c ^ data[i]) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
}
const native = node_zlib__WEBPACK_IMPORTED_MODULE_0__.crc32;
/** The CRC-32 of `data`, continuing from `value` (the CRC of what came before). */
const crc32 = typeof native === "function" ? (data, value = 0) => native(data, value) >>> 0 : crc32Js;
/** The JavaScript version (tests compare both). */
const crc32InJs = (/* unused pure expression or super */ null && (crc32Js));


/***/ })

};
