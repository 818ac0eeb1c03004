export const id = 924;
export const ids = [924];
export const modules = {

/***/ 1847:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ci: () => (/* binding */ JsonStreamReader),
/* harmony export */   lf: () => (/* binding */ openRegular),
/* harmony export */   x9: () => (/* binding */ JsonReadError)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6193);
/* harmony import */ var stream_json_core_parser_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3336);
/* harmony import */ var stream_json_core_assembler_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1635);
/* harmony import */ var stream_chain_defs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1008);
/* harmony import */ var _util_canonical_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(338);
/* harmony import */ var _util_readfile_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8564);
// Reading JSON files of any size (reports, baselines, partials) without holding the file as one
// string: stream-json's tokenizer is fed fixed-size blocks read synchronously, and values are
// assembled one at a time with its Assembler (`__proto__` becomes an own property, as with
// JSON.parse). A caller walks the top-level structure token by token and assembles only the
// values it keeps (one report entry at a time), so memory stays flat whatever the file size.
// Synchronous on purpose: a k-way merge pulls from many files in turn, and a sync pull costs no
// promise per token.







/** A problem with the file's JSON: `offset` is about where (in bytes) the reader was. */
class JsonReadError extends Error {
    offset;
    kind;
    constructor(message, offset, kind) {
        super(message);
        this.offset = offset;
        this.kind = kind;
    }
}
const BLOCK = 32 * 1024;
/** Open a regular file without ever blocking on a FIFO or device (as util/readfile.ts does). */
function openRegular(path) {
    const io = (e) => {
        const code = e.code;
        throw new JsonReadError(code === "ENOENT" ? "file not found" : code === "EISDIR" ? "is a directory" : (code ?? "cannot read file"), 0, "io");
    };
    let fd;
    try {
        const pre = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path);
        if (!pre.isFile())
            throw new JsonReadError(`not a regular file: ${(0,_util_readfile_js__WEBPACK_IMPORTED_MODULE_6__/* .fileKind */ .h_)(pre)}`, 0, "io");
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0));
    }
    catch (e) {
        if (e instanceof JsonReadError)
            throw e;
        return io(e);
    }
    const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
    if (!st.isFile()) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        throw new JsonReadError(`not a regular file: ${(0,_util_readfile_js__WEBPACK_IMPORTED_MODULE_6__/* .fileKind */ .h_)(st)}`, 0, "io");
    }
    return fd;
}
class JsonStreamReader {
    fd;
    /** The file's size when opened. */
    size;
    parse = (0,stream_json_core_parser_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonParser */ .Q$)({ streamValues: false });
    decoder = new node_string_decoder__WEBPACK_IMPORTED_MODULE_1__.StringDecoder("utf8");
    block;
    tokens = [];
    at = 0;
    eof = false;
    first = true;
    /** Bytes read from the file so far. */
    bytes = 0;
    constructor(path, blockSize = BLOCK) {
        this.fd = openRegular(path);
        this.size = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(this.fd).size;
        this.block = Buffer.allocUnsafe(blockSize);
    }
    /** The next token, or null at the end of the document. */
    next() {
        while (this.at >= this.tokens.length) {
            if (!this.fill())
                return null;
        }
        return this.tokens[this.at++];
    }
    /** The next token without consuming it (null at the end). */
    peek() {
        while (this.at >= this.tokens.length) {
            if (!this.fill())
                return null;
        }
        return this.tokens[this.at];
    }
    /** A token that must be there: at the end of the input, the file is truncated. */
    expect() {
        const t = this.next();
        if (t === null)
            throw new JsonReadError("ends early (the file looks truncated)", this.bytes, "truncated");
        return t;
    }
    /**
     * Assemble the next complete value (at most MAX_DEPTH levels deep, counted from the document's
     * root: `baseDepth` is how deep the value sits, 2 for the entries of a top-level object's array).
     */
    readValue(baseDepth = 0) {
        const asm = new stream_json_core_assembler_js__WEBPACK_IMPORTED_MODULE_3__/* ["default"] */ .Ay();
        let depth = 0;
        for (;;) {
            const t = this.expect();
            switch (t.name) {
                case "startObject":
                case "startArray":
                    if (++depth + baseDepth > _util_canonical_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_DEPTH */ .lr)
                        throw new JsonReadError(`value nested deeper than ${_util_canonical_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_DEPTH */ .lr} levels`, this.bytes, "depth");
                    break;
                case "endObject":
                case "endArray":
                    depth--;
                    break;
                default:
            }
            asm.consume(t);
            if (depth === 0 && asm.done)
                return asm.current;
        }
    }
    /** Skip the next complete value. */
    skipValue() {
        let depth = 0;
        do {
            const t = this.expect();
            if (t.name === "startObject" || t.name === "startArray")
                depth++;
            else if (t.name === "endObject" || t.name === "endArray")
                depth--;
        } while (depth > 0);
    }
    close() {
        if (this.fd !== null)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(this.fd);
        this.fd = null;
    }
    fill() {
        if (this.eof || this.fd === null)
            return false;
        let n;
        try {
            n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(this.fd, this.block, 0, this.block.length, null);
        }
        catch (e) {
            const code = e.code;
            throw new JsonReadError(code ?? String(e), this.bytes, "io");
        }
        this.tokens = [];
        this.at = 0;
        let out;
        try {
            if (n > 0) {
                this.bytes += n;
                let text = this.decoder.write(this.block.subarray(0, n));
                if (this.first && text !== "") {
                    this.first = false;
                    if (text.charCodeAt(0) === 0xfeff)
                        text = text.slice(1); // a BOM is not part of the JSON text
                }
                out = this.parse(text);
            }
            else {
                this.eof = true;
                const tail = this.decoder.end();
                if (tail !== "") {
                    const more = this.parse(tail.charCodeAt(0) === 0xfeff && this.first ? tail.slice(1) : tail);
                    if (more !== stream_chain_defs_js__WEBPACK_IMPORTED_MODULE_4__/* .none */ .dv)
                        this.tokens.push(...more.values);
                }
                out = this.parse(stream_chain_defs_js__WEBPACK_IMPORTED_MODULE_4__/* .none */ .dv);
            }
        }
        catch (e) {
            const msg = e instanceof Error ? e.message : String(e);
            // The tokenizer's messages start with "Parser cannot parse input: " / "Parser has expected".
            const why = msg.replace(/^Parser cannot parse input: /, "").replace(/^Parser has /, "");
            const atEnd = this.eof || /has expected/.test(msg);
            throw new JsonReadError(atEnd ? `ends early: ${why} (the file looks truncated)` : `is not valid JSON: ${why}`, this.bytes, atEnd ? "truncated" : "syntax");
        }
        if (out !== stream_chain_defs_js__WEBPACK_IMPORTED_MODULE_4__/* .none */ .dv) {
            if (this.tokens.length === 0)
                this.tokens = out.values;
            else
                for (const t of out.values)
                    this.tokens.push(t);
        }
        return true;
    }
}


/***/ }),

/***/ 924:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ JsonScanner)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var _util_canonical_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(338);
/* harmony import */ var _reader_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1847);
// A fast reader of large JSON files with the pull interface of JsonStreamReader (reader.ts): the
// structure around the values a caller keeps (the top-level object, its keys, the arrays of report
// entries) is scanned byte by byte, and each value read is cut out of the bytes and handed to
// `JSON.parse` in one piece, which is an order of magnitude faster than assembling it from
// stream-json's tokens. Written by hand because no streaming JSON library on npm parses whole
// sub-values natively; stream-json stays the reference: a file this scanner rejects is read again
// with JsonStreamReader (callers do so), so messages for bad files are its messages.
//
// The per-byte loop skips a string's bytes with the byte each backslash escapes (most strings are
// short, and a native search per string cost more than it saved). Values are cut at ASCII bytes, so
// a UTF-8 character is never split; invalid UTF-8 decodes to U+FFFD, as in the other readers.



const BLOCK = 64 * 1024;
var Want;
(function (Want) {
    /** A value (the document, an array element, an object member's value). */
    Want[Want["Value"] = 0] = "Value";
    /** After `{`: a key or `}`. */
    Want[Want["KeyOrEnd"] = 1] = "KeyOrEnd";
    /** After `,` in an object: a key. */
    Want[Want["Key"] = 2] = "Key";
    /** After `[`: a value or `]`. */
    Want[Want["ValueOrEnd"] = 3] = "ValueOrEnd";
    /** After a value inside a container: `,` or its end. */
    Want[Want["CommaOrEnd"] = 4] = "CommaOrEnd";
    /** After the document: nothing but whitespace. */
    Want[Want["Done"] = 5] = "Done";
})(Want || (Want = {}));
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
function isSpace(c) {
    return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}
class JsonScanner {
    fd;
    size;
    /** The window: the bytes of the file read and not yet left behind (at the start of `store`, once a block was read). */
    buf = Buffer.alloc(0);
    /** The memory the window lies in (null: the first bytes, before a block was read) and the memory the next one may use. */
    store = null;
    spare = null;
    /** Position in `buf` of the next byte to scan. */
    pos = 0;
    /** File offset of `buf[0]`. */
    base = 0;
    eof = false;
    want = Want.Value;
    /** Open containers: true for an object, false for an array. */
    stack = [];
    peeked = undefined;
    /** Where in the window the last container opened by `scan` starts. */
    openedAt = 0;
    /** Bytes read at a time (more while a long value is being cut out). */
    blockSize;
    constructor(path, blockSize = BLOCK) {
        this.fd = (0,_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .openRegular */ .lf)(path);
        this.size = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(this.fd).size;
        this.blockSize = blockSize;
        // a BOM is not part of the JSON text
        const head = Buffer.alloc(3);
        let n = 0;
        try {
            for (let k; n < 3 && (k = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(this.fd, head, n, 3 - n, null)) > 0;)
                n += k;
        }
        catch (e) {
            this.close();
            throw new _reader_js__WEBPACK_IMPORTED_MODULE_2__/* .JsonReadError */ .x9(e.code ?? String(e), 0, "io");
        }
        if (n === 3 && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf)
            this.base = 3;
        else
            this.buf = head.subarray(0, n);
    }
    /** Bytes consumed so far (about where a problem is). */
    get bytes() {
        return this.base + this.pos;
    }
    close() {
        if (this.fd !== null)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(this.fd);
        this.fd = null;
    }
    fail(message, kind = "syntax") {
        throw new _reader_js__WEBPACK_IMPORTED_MODULE_2__/* .JsonReadError */ .x9(message, this.bytes, kind);
    }
    /**
     * Read more of the file, keeping the bytes from `keepFrom` on: returns by how much indices into
     * the window moved (`keepFrom`), or -1 at the end of the file.
     */
    more(keepFrom = this.pos) {
        if (this.eof || this.fd === null)
            return -1;
        const kept = this.buf.length - keepFrom;
        // a value longer than a block doubles the read: copying the kept bytes stays linear overall
        const room = Math.max(this.blockSize, kept);
        // the next window goes to the spare memory (the window before the last one's), when it is large
        // enough: two blocks' worth of memory for a whole file, and the window stays whole until the read
        let next = this.spare;
        if (next === null || next.length < kept + room)
            next = Buffer.allocUnsafe(kept + room);
        this.buf.copy(next, 0, keepFrom);
        let n;
        try {
            n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(this.fd, next, kept, room, null);
        }
        catch (e) {
            throw new _reader_js__WEBPACK_IMPORTED_MODULE_2__/* .JsonReadError */ .x9(e.code ?? String(e), this.bytes, "io");
        }
        if (n === 0) {
            this.eof = true;
            this.spare = next;
            return -1;
        }
        this.spare = this.store;
        this.store = next;
        this.base += keepFrom;
        this.pos -= keepFrom;
        this.buf = next.subarray(0, kept + n);
        return keepFrom;
    }
    /** The next byte that is not whitespace (not consumed), or -1 at the end of the file. */
    nonSpace() {
        for (;;) {
            while (this.pos < this.buf.length) {
                const c = this.buf[this.pos];
                if (!isSpace(c))
                    return c;
                this.pos++;
            }
            if (this.more() < 0)
                return -1;
        }
    }
    /**
     * The end (exclusive, in `buf`) of the value starting at `pos`, reading more of the file as
     * needed (the bytes from `pos` on are kept); the value's nesting depth is checked as
     * JsonStreamReader.readValue checks it.
     */
    valueEnd(baseDepth) {
        let buf = this.buf;
        let i = this.pos;
        let depth = 0;
        // inside a string: its bytes are skipped in a tight loop, a backslash with the byte it escapes
        // (most strings are short, ids, hashes and names, where a native search per string costs more)
        let inString = false;
        for (;;) {
            if (i >= buf.length) {
                const shift = this.more(this.pos);
                if (shift < 0) {
                    if (inString)
                        this.fail("ends early: an unterminated string (the file looks truncated)", "truncated");
                    if (depth === 0 && i > this.pos)
                        return i; // a scalar that ends the file
                    this.fail("ends early (the file looks truncated)", "truncated");
                }
                i -= shift;
                buf = this.buf;
                continue;
            }
            if (inString) {
                const n = buf.length;
                while (i < n && buf[i] !== QUOTE && buf[i] !== BACKSLASH)
                    i++;
                if (i >= n)
                    continue;
                if (buf[i] === BACKSLASH) {
                    i += 2;
                    continue;
                }
                inString = false;
                if (depth === 0)
                    return i + 1;
                i++;
                continue;
            }
            const c = buf[i];
            if (c === QUOTE)
                inString = true;
            else if (c === 0x7b || c === 0x5b) {
                if (++depth + baseDepth > _util_canonical_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_DEPTH */ .lr)
                    throw new _reader_js__WEBPACK_IMPORTED_MODULE_2__/* .JsonReadError */ .x9(`value nested deeper than ${_util_canonical_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_DEPTH */ .lr} levels`, this.base + i, "depth");
            }
            else if (c === 0x7d || c === 0x5d) {
                if (depth === 0)
                    return i; // the end of a scalar
                if (--depth === 0)
                    return i + 1;
            }
            else if (depth === 0 && (isSpace(c) || c === 0x2c || c === 0x3a)) {
                return i; // the end of a scalar
            }
            i++;
        }
    }
    /** Cut the value at `pos` out and parse it. */
    cut(baseDepth) {
        const end = this.valueEnd(baseDepth);
        const text = this.buf.toString("utf8", this.pos, end);
        this.pos = end;
        try {
            return JSON.parse(text);
        }
        catch (e) {
            return this.fail(`is not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
        }
    }
    /** After a value: what the container (or the document) expects next. */
    afterValue() {
        this.want = this.stack.length === 0 ? Want.Done : Want.CommaOrEnd;
    }
    next() {
        if (this.peeked !== undefined) {
            const t = this.peeked;
            this.peeked = undefined;
            return t;
        }
        return this.scan();
    }
    peek() {
        if (this.peeked === undefined)
            this.peeked = this.scan();
        return this.peeked;
    }
    expect() {
        const t = this.next();
        if (t === null)
            this.fail("ends early (the file looks truncated)", "truncated");
        return t;
    }
    /** Parse the next complete value (`baseDepth`: how deep it sits, as JsonStreamReader.readValue). */
    readValue(baseDepth = 0) {
        const peeked = this.toValue();
        if (peeked !== undefined)
            return peeked.raw;
        const v = this.cut(baseDepth);
        this.afterValue();
        return v;
    }
    /**
     * The bytes of the next complete value, an object or an array, not parsed: `buf` from `start`
     * to `end`, valid until the scanner reads on (its depth checked as `readValue` checks it). For a
     * caller that parses the value its own way; invalid JSON inside it is the caller's to refuse.
     */
    readBytes(baseDepth = 0) {
        if (this.toValue() !== undefined)
            this.fail("is not valid JSON: an object or an array was expected");
        const c = this.buf[this.pos];
        if (c !== 0x7b && c !== 0x5b)
            this.fail("is not valid JSON: an object or an array was expected");
        const end = this.valueEnd(baseDepth);
        const start = this.pos;
        this.pos = end;
        this.afterValue();
        return { buf: this.buf, start, end };
    }
    /**
     * Where the next value, an object or an array, starts in the window (`buf` at `start`), not read:
     * then `readBytes` reads it, or the caller finds its end in `buf` itself and gives it to `skipTo`.
     */
    valueStart() {
        if (this.toValue() !== undefined)
            this.fail("is not valid JSON: an object or an array was expected");
        const c = this.buf[this.pos];
        if (c !== 0x7b && c !== 0x5b)
            this.fail("is not valid JSON: an object or an array was expected");
        return { buf: this.buf, start: this.pos };
    }
    /**
     * After `valueStart`: more of the file in the window (the value's bytes kept), for a caller that
     * did not find its end in it; null at the end of the file.
     */
    extendWindow() {
        if (this.more(this.pos) < 0)
            return null;
        return { buf: this.buf, start: this.pos };
    }
    /**
     * After `valueStart`: the value ends at `end` of the same window. The caller answers for it: that
     * the bytes up to `end` are one whole value, and for its depth (nothing of it is checked here).
     */
    skipTo(end) {
        this.pos = end;
        this.afterValue();
    }
    /**
     * Move to the start of the next value: back to the opening byte of a peeked container, or past
     * the comma or colon before it. A peeked scalar is the value: returned (consumed).
     */
    toValue() {
        if (this.peeked === undefined) {
            this.valuePosition();
            return undefined;
        }
        const t = this.peeked;
        this.peeked = undefined;
        if (t === null)
            this.fail("ends early (the file looks truncated)", "truncated");
        if (t.name === "startObject" || t.name === "startArray") {
            // peeked: go back to its opening byte (still in the window: nothing was read since)
            this.pos = this.openedAt;
            this.stack.pop();
            this.want = Want.Value;
            return undefined;
        }
        if ("raw" in t)
            return { raw: t.raw };
        return this.fail("is not valid JSON: a value was expected");
    }
    skipValue() {
        // parsed too, so that a skipped value is checked as JsonStreamReader's tokenizer checks it
        this.readValue(0);
    }
    /** Move to the start of a value, consuming the comma or colon before it. */
    valuePosition() {
        const c = this.nonSpace();
        if (c < 0)
            this.fail("ends early (the file looks truncated)", "truncated");
        if (this.want === Want.CommaOrEnd) {
            if (c !== 0x2c || this.stack[this.stack.length - 1])
                this.fail("is not valid JSON: expected ',' before a value");
            this.pos++;
            this.want = Want.Value;
            this.valuePosition();
            return;
        }
        if (this.want === Want.ValueOrEnd) {
            if (c === 0x5d)
                this.fail("is not valid JSON: a value was expected");
            this.want = Want.Value;
        }
        if (this.want !== Want.Value)
            this.fail("is not valid JSON: a value was expected");
    }
    scan() {
        for (;;) {
            const c = this.nonSpace();
            if (c < 0) {
                if (this.want === Want.Done)
                    return null;
                this.fail("ends early (the file looks truncated)", "truncated");
            }
            switch (this.want) {
                case Want.Done:
                    this.fail("is not valid JSON: content after the document");
                    break;
                case Want.CommaOrEnd: {
                    const inObject = this.stack[this.stack.length - 1];
                    if (c === 0x2c) {
                        this.pos++;
                        this.want = inObject ? Want.Key : Want.Value;
                        continue;
                    }
                    if (c === (inObject ? 0x7d : 0x5d)) {
                        this.pos++;
                        this.stack.pop();
                        this.afterValue();
                        return { name: inObject ? "endObject" : "endArray" };
                    }
                    this.fail(`is not valid JSON: expected ',' or '${inObject ? "}" : "]"}'`);
                    break;
                }
                case Want.KeyOrEnd:
                case Want.Key: {
                    if (c === 0x7d && this.want === Want.KeyOrEnd) {
                        this.pos++;
                        this.stack.pop();
                        this.afterValue();
                        return { name: "endObject" };
                    }
                    if (c !== QUOTE)
                        this.fail("is not valid JSON: expected a key");
                    const key = this.cut(0);
                    if (this.nonSpace() !== 0x3a)
                        this.fail("is not valid JSON: expected ':' after a key");
                    this.pos++;
                    this.want = Want.Value;
                    return { name: "keyValue", value: key };
                }
                case Want.ValueOrEnd:
                    if (c === 0x5d) {
                        this.pos++;
                        this.stack.pop();
                        this.afterValue();
                        return { name: "endArray" };
                    }
                    this.want = Want.Value;
                    continue; // a value
                case Want.Value: {
                    if (c === 0x7b || c === 0x5b) {
                        this.openedAt = this.pos;
                        this.pos++;
                        const obj = c === 0x7b;
                        this.stack.push(obj);
                        this.want = obj ? Want.KeyOrEnd : Want.ValueOrEnd;
                        return { name: obj ? "startObject" : "startArray" };
                    }
                    if (c === 0x7d || c === 0x5d)
                        this.fail("is not valid JSON: a value was expected");
                    const v = this.cut(this.stack.length);
                    this.afterValue();
                    return scalarToken(v);
                }
            }
        }
    }
}
/** A scalar's token; `raw` is the parsed value (a number's token value is its text, as stream-json gives it). */
function scalarToken(v) {
    if (typeof v === "string")
        return { name: "stringValue", value: v, raw: v };
    if (typeof v === "number")
        return { name: "numberValue", value: String(v), raw: v };
    if (v === null)
        return { name: "nullValue", value: null, raw: v };
    if (v === true)
        return { name: "trueValue", value: true, raw: v };
    return { name: "falseValue", value: false, raw: v };
}


/***/ })

};
