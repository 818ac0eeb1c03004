export const id = 915;
export const ids = [915];
export const modules = {

/***/ 6074:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CI: () => (/* binding */ expandLeanSteps),
/* harmony export */   RL: () => (/* binding */ shareEqualSteps),
/* harmony export */   Vw: () => (/* binding */ formatProblem),
/* harmony export */   _y: () => (/* binding */ stepSharer),
/* harmony export */   u: () => (/* binding */ StepLists)
/* harmony export */ });
/* unused harmony exports READABLE_REPORT_FORMAT, leanDigestOf, decodeLeanList */
/* harmony import */ var _util_bound_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8108);
/* harmony import */ var _util_steps_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2503);


/** The newest report format this build reads (engine/report.ts REPORT_FORMAT_VERSION writes it). */
const READABLE_REPORT_FORMAT = 3;
/** The problem of a report whose `format_version` is newer than this build reads, else null. */
function formatProblem(v) {
    if (v === undefined || v === null)
        return null;
    if (typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= READABLE_REPORT_FORMAT)
        return null;
    const shown = (0,_util_bound_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(JSON.stringify(v) ?? String(v), 40);
    if (typeof v === "number" && Number.isInteger(v) && v > READABLE_REPORT_FORMAT)
        return `declares report format_version ${shown}, newer than this build reads (${READABLE_REPORT_FORMAT}): upgrade arh`;
    return `declares report format_version ${shown}, which is no format arh writes (this build reads 1 to ${READABLE_REPORT_FORMAT})`;
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
    const out = leanList(steps);
    if (out !== null)
        e.steps = out;
}
/** The digest objects of a list of lean digests (arrays: invalid ones left out); null when `steps` is not one. */
function leanList(steps) {
    if (!Array.isArray(steps) || steps.length === 0 || !Array.isArray(steps[0]))
        return null;
    const out = [];
    for (const s of steps) {
        const d = leanDigestOf(s);
        if (d)
            out.push(d);
    }
    return out;
}
/** Bytes of step-list JSON a `StepLists` keeps for the next report (then it keeps no more). */
const MAX_KEPT_BYTES = 64 * 1024 * 1024;
/**
 * The step lists of a report being read, by trace id, and those of the report read before it
 * (`previous`, what `kept()` returned then): a list whose JSON bytes are the same as those of its
 * trace there takes the digests read then, one array for both entries (a candidate read after its
 * baseline shares every unchanged trace's digests, parsed once). The trace id is only where to
 * look: the digests are those of the bytes, whoever had them. Digests are never changed once read,
 * so sharing them is safe. The bytes are kept in buffers, outside the garbage-collected heap.
 */
class StepLists {
    previous;
    own = new Map();
    kept_ = 0;
    constructor(previous) {
        this.previous = previous;
    }
    /**
     * The list starting at `start` in `buf` (an array, within the bytes before `limit`) of trace
     * `id` (null: not known): its value, as JSON.parse and `expandLeanSteps` give it, and where it
     * ends; null when it is neither the list read before nor a list of lean digests this decodes
     * (then the caller finds its end and calls `parse`).
     */
    read(id, buf, start, limit) {
        const known = id === null ? undefined : this.previous.get(id);
        if (known !== undefined) {
            // the same bytes as a whole list read before: the same whole list (a JSON value ends where it ends)
            const n = known.bytes.length;
            // a list shared is not kept again: once the candidate is read, the baseline's bytes go
            if (start + n <= limit && buf.compare(known.bytes, 0, n, start, start + n) === 0)
                return { value: known.list, end: start + n };
        }
        const d = decodeLeanList(buf, start, limit);
        if (d !== null)
            this.keep(id, buf, start, d.end, d.list);
        return d === null ? null : { value: d.list, end: d.end };
    }
    /** The value of the list from `start` to `end` that `read` did not give: JSON.parse and `expandLeanSteps` (invalid JSON throws). */
    parse(id, buf, start, end) {
        const raw = JSON.parse(buf.toString("utf8", start, end));
        const list = leanList(raw);
        if (list === null)
            return raw;
        this.keep(id, buf, start, end, list);
        return list;
    }
    keep(id, buf, start, end, list) {
        if (id === null || this.kept_ + (end - start) > MAX_KEPT_BYTES)
            return;
        this.own.set(id, { bytes: Buffer.from(buf.subarray(start, end)), list });
        this.kept_ += end - start;
    }
    /** The lists this report read (not those it shared), for the next (at most MAX_KEPT_BYTES of their JSON). */
    kept() {
        return this.own;
    }
}
// ---------------------------------------------------------------------------------------------
// A list of lean digests decoded from its bytes
/**
 * Step ids and tool names decoded from bytes, by a hash of their bytes: a string is made once for
 * each (the check of a hit compares the bytes). Bounded, as `interned`.
 */
const byBytes = new Map();
function cachedAscii(buf, start, end, hash) {
    const got = byBytes.get(hash);
    if (got !== undefined && got.length === end - start) {
        let k = 0;
        while (k < got.length && got.charCodeAt(k) === buf[start + k])
            k++;
        if (k === got.length)
            return got;
    }
    const s = ascii(buf, start, end);
    if (got === undefined && byBytes.size < MAX_INTERNED && s.length <= MAX_INTERNED_LENGTH)
        byBytes.set(hash, s);
    return s;
}
/** Bytes known to be ASCII as a string (Buffer's own latin1 slice where it has one: no encoding lookup per string). */
const latin1Slice = Buffer.prototype.latin1Slice;
function ascii(buf, start, end) {
    return latin1Slice !== undefined ? latin1Slice.call(buf, start, end) : buf.toString("latin1", start, end);
}
const TOOL_CALL = 1;
const MODEL_RESPONSE = 2;
function isWs(c) {
    return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}
/**
 * The JSON array starting at `start` in `buf` (within the bytes before `limit`) decoded as
 * `leanList(JSON.parse(text))` decodes its text, without making the arrays JSON.parse makes (a
 * report's steps are most of its parsing): the digests and where the array ends; null when it is
 * not a list of lean digests in the form reports write (arrays of strings without escapes,
 * integers, null, true and false; a non-empty list) or not valid JSON. The caller then parses it:
 * null is never a different answer, only no answer.
 */
function decodeLeanList(buf, start, limit) {
    const end = limit;
    let i = start;
    if (buf[i] !== 0x5b)
        return null;
    let c = buf[++i];
    while (isWs(c))
        c = buf[++i];
    if (c === 0x5d)
        return null; // empty: not a list of lean digests
    const out = [];
    for (;;) {
        // one digest: [id, type, tool, status, args hash, result hash, line?, ...]
        if (c !== 0x5b)
            return null;
        c = buf[++i];
        while (isWs(c))
            c = buf[++i];
        let n = 0;
        let valid = true;
        let id = "";
        let kind = 0;
        let tool = null;
        let status = null;
        let args = null;
        let result = "";
        let line;
        if (c === 0x5d) {
            valid = false;
            c = buf[++i];
        }
        else {
            for (;;) {
                if (c === 0x22) {
                    const s = ++i;
                    let hash = 0x811c9dc5;
                    let onlyAscii = true;
                    for (;;) {
                        if (i >= end)
                            return null;
                        c = buf[i];
                        if (c === 0x22)
                            break;
                        if (c === 0x5c || c < 0x20)
                            return null; // an escape (or invalid): JSON.parse decides
                        if (c >= 0x80)
                            onlyAscii = false;
                        hash = Math.imul(hash ^ c, 16777619);
                        i++;
                    }
                    const e = i;
                    c = buf[++i];
                    const len = e - s;
                    if (n === 0)
                        id = onlyAscii ? cachedAscii(buf, s, e, hash) : intern(buf.toString("utf8", s, e));
                    else if (n === 1) {
                        kind = len === 9 && ascii(buf, s, e) === "tool_call" ? TOOL_CALL : len === 14 && ascii(buf, s, e) === "model_response" ? MODEL_RESPONSE : 0;
                        if (kind === 0)
                            valid = false;
                    }
                    else if (n === 2)
                        tool = onlyAscii ? cachedAscii(buf, s, e, hash) : intern(buf.toString("utf8", s, e));
                    else if (n === 3) {
                        status = len === 2 && buf[s] === 0x6f && buf[s + 1] === 0x6b ? "ok" : len === 5 && ascii(buf, s, e) === "error" ? "error" : null;
                        if (status === null)
                            valid = false;
                    }
                    else if (n === 4)
                        args = onlyAscii ? ascii(buf, s, e) : buf.toString("utf8", s, e);
                    else if (n === 5)
                        result = onlyAscii ? ascii(buf, s, e) : buf.toString("utf8", s, e);
                }
                else if (c === 0x6e || c === 0x74 || c === 0x66) {
                    // null, true, false: not a string (nor a number)
                    const word = c === 0x6e ? "null" : c === 0x74 ? "true" : "false";
                    if (i + word.length > end || ascii(buf, i, i + word.length) !== word)
                        return null;
                    i += word.length;
                    c = buf[i];
                    if (n === 0 || n === 1 || n === 3)
                        valid = false;
                }
                else if ((c >= 0x30 && c <= 0x39) || c === 0x2d) {
                    // an integer of at most 15 digits (exact as a double); anything else JSON.parse decides
                    const neg = c === 0x2d;
                    if (neg)
                        c = buf[++i];
                    let v = 0;
                    let digits = 0;
                    if (c === 0x30) {
                        c = buf[++i];
                        digits = 1;
                    }
                    else {
                        while (c !== undefined && c >= 0x30 && c <= 0x39) {
                            v = v * 10 + (c - 0x30);
                            digits++;
                            c = buf[++i];
                        }
                    }
                    if (digits === 0 || digits > 15 || c === 0x2e || c === 0x65 || c === 0x45 || (c !== undefined && c >= 0x30 && c <= 0x39))
                        return null;
                    if (n === 6)
                        line = neg ? -v : v;
                    else if (n === 0 || n === 1 || n === 3)
                        valid = false;
                }
                else
                    return null;
                n++;
                while (isWs(c))
                    c = buf[++i];
                if (c === 0x2c) {
                    c = buf[++i];
                    while (isWs(c))
                        c = buf[++i];
                    continue;
                }
                if (c === 0x5d) {
                    c = buf[++i];
                    break;
                }
                return null;
            }
        }
        if (valid && n >= 6) {
            const st = status;
            const d = {
                step_id: id,
                type: kind === TOOL_CALL ? "tool_call" : "model_response",
                tool_name: tool,
                status: st,
                result: st,
                args_hash: args,
                result_hash: result,
            };
            if (line !== undefined)
                d.line = line;
            out.push(d);
        }
        while (isWs(c))
            c = buf[++i];
        if (c === 0x2c) {
            c = buf[++i];
            while (isWs(c))
                c = buf[++i];
            continue;
        }
        if (c === 0x5d && i < end)
            return { list: out, end: i + 1 };
        return null;
    }
}
/**
 * Candidate entries whose step digests equal, field for field and in the same key order, those of
 * the baseline entry of the same trace id take the baseline's list: the same values held once
 * (most traces of a pull request's run are unchanged, and their digests are the larger part of
 * what the gate holds in memory). Nothing changes a digest once made; a change that would must
 * copy first. Returns how many lists are shared.
 */
function shareEqualSteps(candidate, baseline) {
    const share = stepSharer({ reports: baseline });
    let shared = 0;
    for (const e of candidate) {
        const own = e.steps;
        if (share(e).steps !== own)
            shared++;
    }
    return shared;
}
/**
 * An `onEntry` for a validation (engine/pipeline.ts) that gives each entry the equal list of the
 * entry of the same trace id in `baseline`, as the entries are made: the peak holds one list per
 * unchanged trace, not two.
 */
function stepSharer(baseline) {
    const base = new Map();
    for (const e of baseline.reports)
        if (e.steps && !base.has(e.trace_id))
            base.set(e.trace_id, e.steps);
    return (e) => {
        const b = e.steps ? base.get(e.trace_id) : undefined;
        if (b !== undefined && (0,_util_steps_js__WEBPACK_IMPORTED_MODULE_1__/* .sameDigests */ .C)(b, e.steps))
            e.steps = b;
        return e;
    };
}


/***/ }),

/***/ 8915:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_REPORT_BYTES: () => (/* binding */ MAX_REPORT_BYTES),
/* harmony export */   PARTIAL_REPORT_PROBLEM: () => (/* binding */ PARTIAL_REPORT_PROBLEM),
/* harmony export */   REPORT_HINT: () => (/* binding */ REPORT_HINT),
/* harmony export */   STREAM_REPORTS_ABOVE: () => (/* binding */ STREAM_REPORTS_ABOVE),
/* harmony export */   duplicateProblem: () => (/* binding */ duplicateProblem),
/* harmony export */   fail: () => (/* binding */ fail),
/* harmony export */   forgetReadLists: () => (/* binding */ forgetReadLists),
/* harmony export */   indexEntryReader: () => (/* binding */ indexEntryReader),
/* harmony export */   loadReportFile: () => (/* binding */ loadReportFile),
/* harmony export */   normalizeEntry: () => (/* binding */ normalizeEntry),
/* harmony export */   normalizeReport: () => (/* binding */ normalizeReport),
/* harmony export */   openReport: () => (/* binding */ openReport),
/* harmony export */   parseReportText: () => (/* binding */ parseReportText),
/* harmony export */   policyDigestProblem: () => (/* binding */ policyDigestProblem),
/* harmony export */   readReportDocument: () => (/* binding */ readReportDocument),
/* harmony export */   reportFromIndex: () => (/* binding */ reportFromIndex),
/* harmony export */   scanReportFile: () => (/* binding */ scanReportFile),
/* harmony export */   schemaProblem: () => (/* binding */ schemaProblem),
/* harmony export */   streamProblem: () => (/* binding */ streamProblem)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _util_readfile_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8564);
/* harmony import */ var _trace_parse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6566);
/* harmony import */ var _json_findings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2926);
/* harmony import */ var _util_bound_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8108);
/* harmony import */ var _json_locate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4594);
/* harmony import */ var _util_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(7523);
/* harmony import */ var _util_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(8364);
/* harmony import */ var _jsonstream_reader_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1847);
/* harmony import */ var _jsonstream_scanner_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(924);
/* harmony import */ var _util_canonical_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(338);
/* harmony import */ var _digests_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6074);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7598);
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
        sc = new _jsonstream_scanner_js__WEBPACK_IMPORTED_MODULE_7__/* .JsonScanner */ .V(path);
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
    const lists = new _digests_js__WEBPACK_IMPORTED_MODULE_9__/* .StepLists */ .u(lastLists);
    const layout = { misses: 0 };
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
            const e = adoptEntry(readEntry(sc, lists, layout));
            if (seen.has(e.trace_id))
                throw NOT_FAST;
            seen.add(e.trace_id);
            reports.push(e);
        }
        obj.reports = reports;
    }
    if (sc.next() !== null || reports === null)
        throw NOT_FAST;
    if (schemaProblem(obj.schema_version) !== null || (0,_digests_js__WEBPACK_IMPORTED_MODULE_9__/* .formatProblem */ .Vw)(obj.format_version) !== null || policyDigestProblem(obj.policy_digest) !== null)
        throw NOT_FAST;
    keepLists(lists.kept());
    return finishReport(obj, reports);
}
/**
 * The step lists of the report read last (compare/digests.ts StepLists): the next one shares those
 * it repeats. Kept until the event loop turns: `arh compare` reads the candidate right after its
 * baseline, and a process that reads one report does not hold its lists' bytes after.
 */
let lastLists = new Map();
/** The turn of the event loop that lets them go. */
let letGo = null;
/**
 * Let go of the step lists of the report read last, now: no report read from here on repeats
 * them (their bytes, 1.6 MB a thousand traces, stay until the event loop turns otherwise).
 */
function forgetReadLists() {
    if (letGo !== null)
        clearImmediate(letGo);
    letGo = null;
    lastLists = new Map();
}
function keepLists(kept) {
    forgetReadLists();
    lastLists = kept;
    if (kept.size > 0)
        letGo = setImmediate(forgetReadLists).unref();
}
/**
 * What an entry's `steps` holds while its list is read apart (`parseEntry`): a string no report
 * can hold (random per process), whose JSON text starts with an escape, so that the entry's text
 * with it in place of the list is valid JSON only where a value was.
 */
const STEPS_PLACEHOLDER = `\u0000arh-steps-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_10__.randomBytes)(12).toString("hex")}`;
const PLACEHOLDER_JSON = Buffer.from(JSON.stringify(STEPS_PLACEHOLDER));
const STEPS_KEY = Buffer.from('"steps"');
/** Where an entry's text is put together around the placeholder (grown as entries need, up to MAX_SCRATCH). */
let scratch = Buffer.allocUnsafe(64 * 1024);
const MAX_SCRATCH = 1024 * 1024;
/** The text of `buf` from `start` to `end` with the bytes from `a` to `b` replaced by the placeholder: one string, made once. */
function withPlaceholder(buf, start, a, b, end) {
    const n = a - start + PLACEHOLDER_JSON.length + (end - b);
    if (n > MAX_SCRATCH)
        return buf.toString("utf8", start, a) + PLACEHOLDER_JSON.toString("latin1") + buf.toString("utf8", b, end);
    if (scratch.length < n)
        scratch = Buffer.allocUnsafe(Math.min(MAX_SCRATCH, Math.max(n, 2 * scratch.length)));
    buf.copy(scratch, 0, start, a);
    PLACEHOLDER_JSON.copy(scratch, a - start);
    buf.copy(scratch, a - start + PLACEHOLDER_JSON.length, b, end);
    return scratch.toString("utf8", 0, n);
}
/** Entries whose end is not where `ENTRY_END` puts it before a report is read with the scanner alone. */
const MAX_MISSES = 4;
/** The end of an entry of `reports` as reports are written (2-space indentation: the entry's closing brace alone on a line, 4 spaces in). */
const ENTRY_END = Buffer.from("\n    }");
/**
 * The next entry of `reports`, parsed (`parseEntry`). Its end is looked for first where an
 * indented report has it (`ENTRY_END`, in the bytes at hand): the parse of the bytes up to there
 * succeeds only when they are the whole entry, whose depth is then checked on the parsed value.
 * Otherwise (a compact report, or an entry longer than the bytes at hand) the scanner finds the
 * end, checking the depth; a report where the guess fails a few times is read that way on.
 */
function readEntry(sc, lists, layout) {
    if (layout.misses < MAX_MISSES) {
        let { buf, start } = sc.valueStart();
        let k = buf.indexOf(ENTRY_END, start);
        // an entry the bytes at hand end in the middle of: more of the file (a few blocks at most)
        for (let more = 0; k < 0 && more < 4; more++) {
            const searched = buf.length - start;
            const w = sc.extendWindow();
            if (w === null)
                break;
            ({ buf, start } = w);
            k = buf.indexOf(ENTRY_END, Math.max(start, start + searched - ENTRY_END.length));
        }
        if (k >= 0) {
            const end = k + ENTRY_END.length;
            let e = null;
            try {
                e = parseEntry(buf, start, end, lists);
            }
            catch {
                e = null; // not the whole entry (or invalid: the scanner says so below)
            }
            // an entry sits at depth 3 (the document, its `reports` array); digests read here are not deep
            if (e !== null && !deeper(e.entry, 3, e.steps)) {
                sc.skipTo(end);
                return e.entry;
            }
        }
        layout.misses++;
    }
    const { buf, start, end } = sc.readBytes(2);
    return parseEntry(buf, start, end, lists).entry;
}
/** Whether `v` (at depth `depth`) holds a value nested deeper than MAX_DEPTH, not looking into `skip`. */
function deeper(v, depth, skip) {
    if (depth > _util_canonical_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_DEPTH */ .lr)
        return true;
    if (Array.isArray(v)) {
        for (const x of v)
            if (x !== null && typeof x === "object" && deeper(x, depth + 1, skip))
                return true;
        return false;
    }
    for (const key in v) {
        const x = v[key];
        if (x !== skip && x !== null && typeof x === "object" && deeper(x, depth + 1, skip))
            return true;
    }
    return false;
}
/**
 * The entry in `buf` from `start` to `end` (a JSON object), as JSON.parse gives it, except that a
 * list of lean digests in its `steps` comes expanded (as `expandLeanSteps` expands it), and shared
 * with the same trace of the report read before when its list has the same bytes (`lists`). The
 * list is read apart and its place in the entry's text taken by a placeholder: when the entry then
 * holds the placeholder in `steps`, that was its `steps` value; anything else is parsed whole.
 * Invalid JSON throws.
 */
function parseEntry(buf, start, end, lists) {
    const a = stepsStart(buf, start, end);
    if (a >= 0) {
        const id = idHint(buf, start, end);
        const read = lists.read(id, buf, a, end);
        const b = read !== null ? read.end : arrayEnd(buf, a, end);
        if (b >= 0) {
            const e = JSON.parse(withPlaceholder(buf, start, a, b, end));
            if (typeof e === "object" && e !== null && e.steps === STEPS_PLACEHOLDER) {
                const o = e;
                o.steps = read !== null ? read.value : lists.parse(id, buf, a, b);
                // digests decoded (or shared) are known to be shallow; a list parsed is checked with the rest
                return { entry: o, steps: read !== null ? read.value : undefined };
            }
        }
    }
    return { entry: JSON.parse(buf.toString("utf8", start, end)), steps: undefined };
}
/**
 * Where the array after the first `"steps"` key of the bytes from `start` to `end` starts, or -1.
 * Raw `"steps"` followed by a colon is a key (a quote inside a string is escaped); at which depth
 * is for the caller to check.
 */
function stepsStart(buf, start, end) {
    const k = buf.subarray(start, end).indexOf(STEPS_KEY);
    if (k < 0)
        return -1;
    let i = start + k + STEPS_KEY.length;
    while (i < end && isSpace(buf[i]))
        i++;
    if (buf[i] !== 0x3a)
        return -1;
    i++;
    while (i < end && isSpace(buf[i]))
        i++;
    return buf[i] === 0x5b ? i : -1;
}
const TRACE_ID_KEY = Buffer.from('"trace_id"');
/**
 * The string after the first `"trace_id"` key of the bytes from `start` to `end` when it has no
 * escape, else null: where `StepLists` looks for the trace's list, not the entry's id (which the
 * parse gives; a wrong hint only finds no list).
 */
function idHint(buf, start, end) {
    const k = buf.subarray(start, end).indexOf(TRACE_ID_KEY);
    if (k < 0)
        return null;
    let i = start + k + TRACE_ID_KEY.length;
    while (i < end && isSpace(buf[i]))
        i++;
    if (buf[i] !== 0x3a)
        return null;
    i++;
    while (i < end && isSpace(buf[i]))
        i++;
    if (buf[i] !== 0x22)
        return null;
    const s = ++i;
    while (i < end && buf[i] !== 0x22 && buf[i] !== 0x5c)
        i++;
    return buf[i] === 0x22 ? buf.toString("utf8", s, i) : null;
}
/** The end of the array starting at `a` (after its closing bracket, strings skipped), within `end`; -1 when it does not close. */
function arrayEnd(buf, a, end) {
    let depth = 0;
    let inString = false;
    for (let i = a; i < end; i++) {
        if (inString) {
            // to the closing quote (a backslash and the byte it escapes skipped)
            while (i < end && buf[i] !== 0x22 && buf[i] !== 0x5c)
                i++;
            if (buf[i] === 0x5c)
                i++;
            else
                inString = false;
            continue;
        }
        const c = buf[i];
        if (c === 0x22)
            inString = true;
        else if (c === 0x5b || c === 0x7b)
            depth++;
        else if ((c === 0x5d || c === 0x7d) && --depth === 0)
            return i + 1;
    }
    return -1;
}
function isSpace(c) {
    return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}
/**
 * `normalizeEntry` of an entry just parsed, which nothing else holds: normalised in place (the
 * same keys in the same order as `normalizeEntry`'s copy), so no second object is made.
 */
function adoptEntry(e) {
    if (!("trace_id" in e))
        throw NOT_FAST;
    const id = (0,_util_js__WEBPACK_IMPORTED_MODULE_11__/* .pyStr */ .rD)(e.trace_id);
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
    (0,_digests_js__WEBPACK_IMPORTED_MODULE_9__/* .expandLeanSteps */ .CI)(e);
    return e;
}
/**
 * A reader of the entries of a bundle's index (src/bundle/baseline-index.ts), one line at a time,
 * each parsed and normalised as `loadReportFile` reads an entry of the report (its step digests
 * decoded by StepLists, and shared with the report read next, as a report's are); `read` gives
 * null for a line that is no entry a report could hold (not an object, no `trace_id`, nested
 * deeper than MAX_DEPTH): the caller then reads the report instead. `done` once every line is read.
 */
function indexEntryReader() {
    const lists = new _digests_js__WEBPACK_IMPORTED_MODULE_9__/* .StepLists */ .u(lastLists);
    return {
        read(buf, start, end) {
            try {
                if (buf[start] !== 0x7b)
                    return null; // an object, or no entry
                const e = parseEntry(buf, start, end, lists);
                // an entry sits at depth 3 in its report (the document, its `reports` array)
                if (deeper(e.entry, 3, e.steps))
                    return null;
                return adoptEntry(e.entry);
            }
            catch {
                return null;
            }
        },
        done: () => keepLists(lists.kept()),
    };
}
/**
 * A report put together from its top-level fields (`fields`, in file order, `reports` at position
 * `at`) and entries normalised by `entryFromIndex`, as `loadReportFile` gives it; null when its
 * versions or digest are none this build reads, or a trace id repeats (the report's reading then
 * says what is wrong).
 */
function reportFromIndex(fields, at, reports) {
    if (schemaProblem(fields.schema_version) !== null || (0,_digests_js__WEBPACK_IMPORTED_MODULE_9__/* .formatProblem */ .Vw)(fields.format_version) !== null || policyDigestProblem(fields.policy_digest) !== null)
        return null;
    const seen = new Set();
    for (const e of reports) {
        if (seen.has(e.trace_id))
            return null;
        seen.add(e.trace_id);
    }
    const keys = Object.keys(fields).filter((k) => k !== "reports" && k !== "__proto__");
    const obj = {};
    keys.forEach((k, i) => {
        if (i === at)
            obj.reports = reports;
        obj[k] = fields[k];
    });
    obj.reports = reports; // at the end when `at` is past the last key (a no-op otherwise: the key keeps its place)
    return finishReport(obj, reports);
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
            throw new _jsonstream_reader_js__WEBPACK_IMPORTED_MODULE_6__/* .JsonReadError */ .x9("is not valid JSON: content after the document", reader.bytes, "syntax");
        return doc;
    }
    catch (e) {
        if (!(e instanceof _jsonstream_reader_js__WEBPACK_IMPORTED_MODULE_6__/* .JsonReadError */ .x9))
            throw e;
        // A file JSON.parse can hold gets the exact, located message of the text path.
        if (reader.size <= MAX_REPORT_BYTES)
            return parseReportDocument(readReportText(path, where), where);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`${where}: ${e.message}${e.kind === "truncated" ? "" : ` (near byte ${e.offset})`}`);
    }
    finally {
        reader.close();
    }
}
function openReport(path, where, fast = false) {
    try {
        return fast ? new _jsonstream_scanner_js__WEBPACK_IMPORTED_MODULE_7__/* .JsonScanner */ .V(path) : new _jsonstream_reader_js__WEBPACK_IMPORTED_MODULE_6__/* .JsonStreamReader */ .Ci(path);
    }
    catch (e) {
        if (e instanceof _jsonstream_reader_js__WEBPACK_IMPORTED_MODULE_6__/* .JsonReadError */ .x9)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`${where}: cannot read: ${e.message}`);
        throw e;
    }
}
/** A report file's text: a regular file (never blocks on a FIFO), at most MAX_REPORT_BYTES. */
function readReportText(path, where) {
    const r = (0,_util_readfile_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegularFile */ .XF)(path, MAX_REPORT_BYTES);
    if (!r.ok) {
        const why = r.code === "ENOENT" ? "file not found" : r.code === "EISDIR" ? "is a directory" : r.code && r.code !== "EFBIG" ? r.code : r.reason;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`${where}: cannot read: ${why}`);
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
            if (u instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e)
                return u;
            throw u;
        }
    }
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(e.kind === "io" ? `${where}: cannot read: ${e.message}` : `${where}: ${e.message}${e.kind === "truncated" ? "" : ` (near byte ${e.offset})`}`);
}
function parseReportDocument(text, where) {
    if (text.charCodeAt(0) === 0xfeff)
        text = text.slice(1);
    let raw;
    try {
        raw = JSON.parse(text);
    }
    catch {
        const err = (0,_json_locate_js__WEBPACK_IMPORTED_MODULE_5__/* .findSyntaxError */ .po)(text);
        if (!err)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`${where}: is not valid JSON`);
        const { line, column } = new _json_locate_js__WEBPACK_IMPORTED_MODULE_5__/* .LineMap */ .HU(text).at(err.offset);
        const truncated = err.offset >= text.length && text.trim().length > 0 ? " (the file looks truncated)" : "";
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`${where}:${line}:${column}: is not valid JSON: ${err.message}${truncated}`);
    }
    try {
        (0,_trace_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .checkDepth */ .kP)(raw, "");
    }
    catch (e) {
        if (!(e instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d))
            throw e;
        const at = (0,_json_findings_js__WEBPACK_IMPORTED_MODULE_3__/* .makeLocator */ .X)(text, where, [e.pointer]).locate(e.pointer);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`${where}:${at.startLine}:${at.startColumn}: ${e.message}`);
    }
    return raw;
}
/** Parse report text (as `loadReportFile`, for callers that already hold the text). */
function parseReportText(text, path, label = "report") {
    return normalizeReport(parseReportDocument(text, `${label} ${path}`), path, label);
}
function fail(label, path, problem) {
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`${label} ${path}: ${problem}`);
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
    const schema = schemaProblem(obj.schema_version) ?? (0,_digests_js__WEBPACK_IMPORTED_MODULE_9__/* .formatProblem */ .Vw)(obj.format_version);
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
    return `duplicate trace_id '${(0,_util_bound_js__WEBPACK_IMPORTED_MODULE_4__/* .truncateText */ .EJ)(id, 200)}' (reports[${first}] and reports[${second}]); regression comparison needs unique trace IDs`;
}
/** One entry of a report's `reports[idx]`, checked and normalised (ids and findings). */
function normalizeEntry(entry, idx, path, label) {
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
        fail(label, path, `reports[${idx}] is not an object`);
    }
    const e = entry;
    if (!("trace_id" in e))
        fail(label, path, `reports[${idx}] has no 'trace_id'`);
    const id = (0,_util_js__WEBPACK_IMPORTED_MODULE_11__/* .pyStr */ .rD)(e.trace_id);
    const rawFindings = Array.isArray(e.findings) ? e.findings : [];
    const findings = [];
    for (const f of rawFindings) {
        if (typeof f !== "object" || f === null || Array.isArray(f))
            continue;
        findings.push(normalizeFinding(f));
    }
    const out = { ...e, trace_id: id, findings };
    (0,_digests_js__WEBPACK_IMPORTED_MODULE_9__/* .expandLeanSteps */ .CI)(out);
    return out;
}
/** The problem of a report's `policy_digest` that is not a string (absent or null: none). */
function policyDigestProblem(v) {
    return v === undefined || v === null || typeof v === "string" ? null : `field 'policy_digest' must be a string, got ${(0,_util_bound_js__WEBPACK_IMPORTED_MODULE_4__/* .truncateText */ .EJ)(JSON.stringify(v) ?? String(v), 100)}`;
}
/** The problem of a report whose `schema_version` this build cannot read, else null. */
function schemaProblem(version) {
    if (version === undefined || version === null)
        return null;
    const major = String(version).split(".")[0];
    return major === "1" ? null : `declares unsupported schema_version '${(0,_util_bound_js__WEBPACK_IMPORTED_MODULE_4__/* .truncateText */ .EJ)(String(version), 100)}' (this build supports major version '1')`;
}
/** `normalizeFinding` in place, for a finding just parsed (the keys it adds come in the same order). */
function adoptFinding(f) {
    const step = f.step_id;
    f.severity = f.severity === undefined ? "" : (0,_util_js__WEBPACK_IMPORTED_MODULE_11__/* .pyStr */ .rD)(f.severity);
    f.category = f.category === undefined ? "" : (0,_util_js__WEBPACK_IMPORTED_MODULE_11__/* .pyStr */ .rD)(f.category);
    f.message = f.message === undefined ? "" : (0,_util_js__WEBPACK_IMPORTED_MODULE_11__/* .pyStr */ .rD)(f.message);
    f.step_id = step === undefined || step === null ? null : (0,_util_js__WEBPACK_IMPORTED_MODULE_11__/* .pyStr */ .rD)(step);
    f.rule_id = (0,_util_js__WEBPACK_IMPORTED_MODULE_11__/* .pyTruthy */ .Kn)(f.rule_id) ? (0,_util_js__WEBPACK_IMPORTED_MODULE_11__/* .pyStr */ .rD)(f.rule_id) : "";
    return f;
}
/** Harness `FindingRef.from_json`: missing/null rule_id becomes "" (a legacy v0.1 finding). */
function normalizeFinding(f) {
    const step = f.step_id;
    return {
        ...f,
        severity: (f.severity === undefined ? "" : (0,_util_js__WEBPACK_IMPORTED_MODULE_11__/* .pyStr */ .rD)(f.severity)),
        category: f.category === undefined ? "" : (0,_util_js__WEBPACK_IMPORTED_MODULE_11__/* .pyStr */ .rD)(f.category),
        message: f.message === undefined ? "" : (0,_util_js__WEBPACK_IMPORTED_MODULE_11__/* .pyStr */ .rD)(f.message),
        step_id: step === undefined || step === null ? null : (0,_util_js__WEBPACK_IMPORTED_MODULE_11__/* .pyStr */ .rD)(step),
        rule_id: (0,_util_js__WEBPACK_IMPORTED_MODULE_11__/* .pyTruthy */ .Kn)(f.rule_id) ? (0,_util_js__WEBPACK_IMPORTED_MODULE_11__/* .pyStr */ .rD)(f.rule_id) : "",
    };
}
function summarize(reports) {
    const passed = reports.filter((r) => (0,_util_js__WEBPACK_IMPORTED_MODULE_11__/* .pyTruthy */ .Kn)(r.passed)).length;
    const scores = reports.map((r) => r.score).filter((s) => typeof s === "number");
    return {
        total_traces: reports.length,
        passed_traces: passed,
        failed_traces: reports.length - passed,
        average_score: scores.length ? (0,_util_js__WEBPACK_IMPORTED_MODULE_12__/* .pyRound */ .w)(scores.reduce((a, b) => a + b, 0) / scores.length, 2) : 0,
    };
}


/***/ })

};
