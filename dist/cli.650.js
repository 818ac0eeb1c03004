export const id = 650;
export const ids = [650];
export const modules = {

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
