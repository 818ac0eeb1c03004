export const id = 678;
export const ids = [678];
export const modules = {

/***/ 2678:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runMergeCommand: () => (/* binding */ runMergeCommand)
});

// EXTERNAL MODULE: ./lib/commands/help.js + 1 modules
var help = __webpack_require__(565);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/commands/usage.js
var usage = __webpack_require__(7301);
// EXTERNAL MODULE: ./lib/commands/outputs.js + 1 modules
var outputs = __webpack_require__(2695);
// EXTERNAL MODULE: ./lib/commands/flags.js
var flags = __webpack_require__(3197);
// EXTERNAL MODULE: ./lib/engine/parallel.js
var parallel = __webpack_require__(4399);
// EXTERNAL MODULE: ./lib/report/index.js + 5 modules
var lib_report = __webpack_require__(5115);
// EXTERNAL MODULE: ./lib/report/json.js
var report_json = __webpack_require__(7406);
// EXTERNAL MODULE: ./lib/util/escape.js
var util_escape = __webpack_require__(7757);
// EXTERNAL MODULE: ./lib/report/util.js
var util = __webpack_require__(3688);
// EXTERNAL MODULE: ./lib/shard/select.js
var shard_select = __webpack_require__(89);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./lib/engine/report.js
var engine_report = __webpack_require__(362);
// EXTERNAL MODULE: ./lib/util/bound.js
var bound = __webpack_require__(8108);
// EXTERNAL MODULE: ./lib/util/digest.js
var digest = __webpack_require__(7738);
// EXTERNAL MODULE: ./lib/version.js
var version = __webpack_require__(3411);
// EXTERNAL MODULE: ./lib/shard/partial.js
var partial = __webpack_require__(5117);
// EXTERNAL MODULE: ./lib/jsonstream/reader.js
var reader = __webpack_require__(1847);
// EXTERNAL MODULE: ./lib/jsonstream/scanner.js
var scanner = __webpack_require__(924);
// EXTERNAL MODULE: ./lib/util/round.js
var round = __webpack_require__(8364);
;// CONCATENATED MODULE: ./lib/shard/summary.js

class SummaryAccumulator {
    total = 0;
    passed = 0;
    scored = 0;
    sum = 0;
    /** `raw` is the entry's unrounded score (its `raw_score`, else its `score`). */
    add(passed, scored, raw) {
        this.total++;
        if (passed)
            this.passed++;
        if (scored) {
            this.scored++;
            this.sum = this.sum + raw;
        }
    }
    summary() {
        return {
            total_traces: this.total,
            passed_traces: this.passed,
            failed_traces: this.total - this.passed,
            average_score: (0,round/* pyRound */.w)(this.scored === 0 ? 0 : this.sum / this.scored, 2),
        };
    }
}

;// CONCATENATED MODULE: ./lib/shard/merge.js
// `arh merge`: partial reports -> the report one `arh validate` over every file would write. Each
// partial is read as a stream (reader.ts): its manifest first, then one entry at a time; a k-way
// merge on the entries' order keys restores the single-job order, so memory holds one entry per
// partial (plus 8 bytes per trace for the duplicate trace_id check), whatever the total.
// Anything inconsistent is a UsageError naming the file; the caller writes nothing then.












const show = (s, n = 200) => (0,bound/* truncateText */.EJ)(s, n);
/** One partial, opened: its manifest read, the reader at the first entry record. */
class PartialCursor {
    path;
    fast;
    manifest;
    current = null;
    reader;
    filesHash = (0,external_node_crypto_.createHash)("sha256");
    seenHash = (0,external_node_crypto_.createHash)("sha256");
    files = 0;
    lastPath = null;
    lastKey = null;
    distinct = 0;
    entries = 0;
    passed = 0;
    done = false;
    /** `fast`: read with the fast scanner (see `withFastScan`), else with stream-json. */
    constructor(path, fast = false) {
        this.path = path;
        this.fast = fast;
        this.reader = this.guard(() => (fast ? new scanner/* JsonScanner */.V(path, 32 * 1024) : new reader/* JsonStreamReader */.Ci(path)));
        this.manifest = this.guard(() => this.readManifest());
    }
    fail(problem) {
        throw new errors/* UsageError */.e(`partial ${this.path}: ${problem}`);
    }
    /** JSON problems of the file become one line naming it. */
    guard(f) {
        try {
            return f();
        }
        catch (e) {
            if (e instanceof reader/* JsonReadError */.x9)
                this.fail(e.kind === "io" ? `cannot read: ${e.message}` : e.kind === "truncated" ? e.message : `${e.message} (near byte ${e.offset})`);
            throw e;
        }
    }
    readManifest() {
        const r = this.reader;
        const hint = "is not a partial report (write one with 'arh validate --partial-out')";
        if (r.expect().name !== "startObject")
            this.fail(hint);
        const got = {};
        for (;;) {
            const t = r.expect();
            if (t.name === "endObject")
                this.fail(got.partial_version === undefined ? hint : "has no 'entries'");
            if (t.name !== "keyValue")
                this.fail(hint);
            const k = t.value;
            if (k === "entries")
                break;
            if (k === "files")
                this.readFiles();
            else if (partial/* MANIFEST_KEYS */.Tb.includes(k))
                got[k] = r.readValue();
            else
                r.skipValue();
        }
        if (got.partial_version === undefined)
            this.fail(hint);
        if (got.partial_version !== partial/* PARTIAL_VERSION */.bZ)
            this.fail(`partial_version '${show(String(got.partial_version), 40)}' is not supported (this build reads '${partial/* PARTIAL_VERSION */.bZ}')`);
        const m = got;
        const int = (v, lo, hi) => typeof v === "number" && Number.isInteger(v) && v >= lo && v <= hi;
        const s = m.shard;
        if (typeof s !== "object" || s === null || !int(s.total, 1, shard_select/* MAX_SHARDS */.hH) || !int(s.index, 1, s.total))
            this.fail("'shard' must be {index, total} with 1 ≤ index ≤ total");
        if (typeof m.policy_digest !== "string" || !(0,digest/* isSha256Digest */.q9)(m.policy_digest))
            this.fail("'policy_digest' must be 'sha256:' and 64 hex digits");
        if (typeof m.policy_id !== "string")
            this.fail("'policy_id' must be a string");
        if (typeof m.fail_under !== "number")
            this.fail("'fail_under' must be a number");
        if (typeof m.tool !== "object" || m.tool === null || typeof m.tool.name !== "string" || typeof m.tool.version !== "string")
            this.fail("'tool' must be {name, version}");
        if (m.commit !== null && typeof m.commit !== "string")
            this.fail("'commit' must be a string or null");
        const c = m.counts;
        const max = Number.MAX_SAFE_INTEGER;
        if (typeof c !== "object" || c === null || !["files", "entries", "passed", "failed", "skipped"].every((k) => int(c[k], 0, max)))
            this.fail("'counts' must hold files, entries, passed, failed and skipped");
        if (!Array.isArray(m.skipped) || !m.skipped.every((x) => typeof x === "object" && x !== null && typeof x.path === "string" && typeof x.reason === "string"))
            this.fail("'skipped' must be a list of {path, reason}");
        for (const [i, x] of m.skipped.entries()) {
            const shard = (0,shard_select/* shardOf */.IS)(x.path, s.total);
            if (shard !== s.index)
                this.fail(`skipped[${i}]: path '${show(x.path)}' belongs to shard ${shard} of ${s.total}, not ${s.index}`);
        }
        if (m.skipped.length !== m.counts.skipped)
            this.fail(`lists ${m.skipped.length} skipped paths, its counts say ${m.counts.skipped}`);
        if (this.files !== m.counts.files)
            this.fail(`lists ${this.files} files, its counts say ${m.counts.files}`);
        if (r.expect().name !== "startArray")
            this.fail("'entries' must be an array");
        return m;
    }
    /** The covered files, streamed: counted and hashed, never held. */
    readFiles() {
        const r = this.reader;
        if (r.expect().name !== "startArray")
            this.fail("'files' must be an array of paths");
        for (;;) {
            const t = r.expect();
            if (t.name === "endArray")
                return;
            if (t.name !== "stringValue")
                this.fail("'files' must be an array of paths");
            this.filesHash.update(t.value + "\n");
            this.files++;
        }
    }
    /** Move to the next entry record (`current` null at the end, once the file is checked whole). */
    advance() {
        this.current = this.guard(() => this.readRecord());
    }
    readRecord() {
        if (this.done)
            return null;
        const r = this.reader;
        const p = r.peek();
        if (p?.name === "endArray") {
            r.next();
            this.finishFile();
            return null;
        }
        const rec = r.readValue();
        const at = `entries[${this.entries}]`;
        if (typeof rec !== "object" || rec === null || Array.isArray(rec))
            this.fail(`${at} is not a record`);
        const { order_key: key, raw_score: raw, report: entry } = rec;
        if (typeof key !== "string")
            this.fail(`${at} has no 'order_key'`);
        if (typeof entry !== "object" || entry === null || Array.isArray(entry))
            this.fail(`${at} has no 'report' object`);
        const e = entry;
        if (typeof e.trace_id !== "string" || typeof e.source_path !== "string" || typeof e.passed !== "boolean" || typeof e.score !== "number")
            this.fail(`${at}: the report entry needs trace_id, source_path, passed and score`);
        // `arh validate` always writes the unrounded score: without it, the score could be anything
        if (typeof raw !== "number")
            this.fail(`${this.where(at, e)}: 'raw_score' must be a number, got ${raw === undefined ? "nothing" : show(JSON.stringify(raw), 40)}`);
        this.checkEntry(at, key, raw, e);
        if (this.lastKey !== null && key < this.lastKey)
            this.fail(`${at} is out of order ('${show(key)}' after '${show(this.lastKey)}')`);
        if (e.source_path !== this.lastPath) {
            if (key === this.lastKey)
                this.fail(`${at}: two files share the order key '${show(key)}'`);
            this.seenHash.update(e.source_path + "\n");
            this.distinct++;
            this.lastPath = e.source_path;
        }
        this.lastKey = key;
        this.entries++;
        if (e.passed)
            this.passed++;
        return { key, raw, entry: e };
    }
    /**
     * A record is what `arh validate` wrote or it is refused: its score is its raw score rounded, in
     * [0, 100], and its report carries no other raw score; `passed` is what the rules say (no error
     * finding, and a scored entry at least at fail_under: engine/validate.ts, memory/index.ts); its
     * path belongs to this shard and its order key is the path's (partial.ts). A forged record could
     * otherwise change the merged verdict.
     */
    checkEntry(at, key, raw, e) {
        const m = this.manifest;
        const where = this.where(at, e);
        if (!Number.isFinite(raw) || raw < 0 || raw > 100)
            this.fail(`${where}: raw_score ${show(String(raw), 40)} is not a score in [0, 100]`);
        if (e.score !== (0,round/* pyRound */.w)(raw, 2))
            this.fail(`${where}: score ${show(String(e.score), 40)} is not its raw_score ${raw} rounded (${(0,round/* pyRound */.w)(raw, 2)})`);
        // the entry's own raw_score is never written (report/json.ts leaves it out), so one there is
        // forged: the renderers and the gate read it before the score (engine/report.ts)
        const inner = e.raw_score;
        if (inner !== undefined && inner !== raw)
            this.fail(`${where}: its report's raw_score ${show(JSON.stringify(inner) ?? String(inner), 40)} is not the record's raw_score ${raw}`);
        e.raw_score = raw;
        if (!Array.isArray(e.findings))
            this.fail(`${where}: 'findings' must be an array`);
        const error = e.findings.some((f) => typeof f === "object" && f !== null && f.severity === "error");
        const expected = !error && (e.scored === false || raw >= m.fail_under);
        if (e.passed !== expected) {
            const why = error ? "it has an error finding" : expected ? `no error finding and raw_score ${raw} >= fail_under ${m.fail_under}` : `raw_score ${raw} < fail_under ${m.fail_under}`;
            this.fail(`${where}: passed is ${e.passed}, but ${why}`);
        }
        const shard = (0,shard_select/* shardOf */.IS)(e.source_path, m.shard.total);
        if (shard !== m.shard.index)
            this.fail(`${where}: source_path '${show(e.source_path)}' belongs to shard ${shard} of ${m.shard.total}, not ${m.shard.index}`);
        if (key !== (0,partial/* orderKey */.ww)(e.source_path))
            this.fail(`${where}: order_key '${show(key)}' is not the key of its source_path '${show(e.source_path)}'`);
    }
    /** A record in messages: its place, its trace and the shard it claims to be from. */
    where(at, e) {
        return `${at} (trace_id '${show(e.trace_id, 100)}', shard ${this.manifest.shard.index} of ${this.manifest.shard.total})`;
    }
    finishFile() {
        const r = this.reader;
        if (r.expect().name !== "endObject")
            this.fail("has content after 'entries' (the manifest must come first)");
        if (r.next() !== null)
            this.fail("has content after the document");
        this.done = true;
        r.close();
        const c = this.manifest.counts;
        if (this.entries !== c.entries)
            this.fail(`holds ${this.entries} entries, its counts say ${c.entries}`);
        if (this.passed !== c.passed || c.entries - c.passed !== c.failed)
            this.fail(`holds ${this.passed} passing entries, its counts say ${c.passed} passed and ${c.failed} failed`);
        if (this.distinct !== this.files || this.seenHash.digest("hex") !== this.filesHash.digest("hex"))
            this.fail("its entries do not cover exactly the files its manifest lists");
    }
    close() {
        this.reader.close();
    }
}
/** Open every partial and check they are the N shards of one run (a UsageError naming the file). */
/**
 * Run a merge `f` with the fast scanner (src/jsonstream/scanner.ts), and once more with stream-json
 * when anything goes wrong: a good set of partials merges about twice as fast, and a bad one is
 * judged, message and order of problems alike, by the reference reader (which may meet a syntax
 * error of a block before a problem of the values it holds). `f` must leave nothing behind when
 * it throws.
 */
function withFastScan(f) {
    try {
        return f(true);
    }
    catch {
        return f(false);
    }
}
function openPartials(paths, expect, fast = false) {
    const cursors = [];
    try {
        for (const p of paths)
            cursors.push(new PartialCursor(p, fast));
        checkSet(cursors, expect);
        for (const c of cursors)
            c.advance();
        return cursors;
    }
    catch (e) {
        for (const c of cursors)
            c.close();
        throw e;
    }
}
function checkSet(cs, expect) {
    const byIndex = new Map();
    const first = cs[0];
    const f = first.manifest;
    for (const c of cs) {
        const m = c.manifest;
        if (m.shard.total !== expect)
            throw new errors/* UsageError */.e(`partial ${c.path} is shard ${m.shard.index} of ${m.shard.total}, not of ${expect} (--expect ${expect})`);
        const twin = byIndex.get(m.shard.index);
        if (twin)
            throw new errors/* UsageError */.e(`partials ${twin.path} and ${c.path} are both shard ${m.shard.index} of ${expect}`);
        byIndex.set(m.shard.index, c);
        const differ = (what, a, b) => {
            throw new errors/* UsageError */.e(`partial ${c.path} has another ${what} than ${first.path}: ${show(JSON.stringify(b), 100)} vs ${show(JSON.stringify(a), 100)}`);
        };
        if (m.policy_digest !== f.policy_digest)
            differ("policy (policy_digest)", f.policy_digest, m.policy_digest);
        if (m.policy_id !== f.policy_id)
            differ("policy_id", f.policy_id, m.policy_id);
        if (m.fail_under !== f.fail_under)
            differ("fail_under", f.fail_under, m.fail_under);
        if (m.commit !== f.commit)
            differ("commit", f.commit, m.commit);
        if (m.tool.name !== f.tool.name || m.tool.version !== f.tool.version)
            differ("tool version", `${f.tool.name} ${f.tool.version}`, `${m.tool.name} ${m.tool.version}`);
    }
    if (f.tool.name !== version/* TOOL_NAME */.lH || f.tool.version !== version/* VERSION */.xv)
        throw new errors/* UsageError */.e(`partial ${first.path} was written by ${show(f.tool.name, 60)} ${show(f.tool.version, 40)}; this is ${version/* TOOL_NAME */.lH} ${version/* VERSION */.xv}: merge with the version that validated`);
    const missing = [];
    for (let i = 1; i <= expect; i++)
        if (!byIndex.has(i))
            missing.push(i);
    if (missing.length > 0) {
        const list = missing.length > 10 ? missing.slice(0, 10).join(", ") + ", …" : missing.join(", ");
        throw new errors/* UsageError */.e(`shard${missing.length > 1 ? "s" : ""} ${list} of ${expect} ${missing.length > 1 ? "are" : "is"} missing (got ${cs.length} partial${cs.length === 1 ? "" : "s"})`);
    }
}
/** A min-heap of cursors by their current record's key (ties cannot happen: they are refused). */
class Heap {
    a = [];
    get size() {
        return this.a.length;
    }
    less(i, j) {
        return this.a[i].current.key < this.a[j].current.key;
    }
    push(c) {
        const a = this.a;
        a.push(c);
        let i = a.length - 1;
        while (i > 0) {
            const p = (i - 1) >> 1;
            if (!this.less(i, p))
                break;
            [a[i], a[p]] = [a[p], a[i]];
            i = p;
        }
    }
    pop() {
        const a = this.a;
        const top = a[0];
        const last = a.pop();
        if (a.length > 0) {
            a[0] = last;
            let i = 0;
            for (;;) {
                const l = 2 * i + 1;
                const r = l + 1;
                let m = i;
                if (l < a.length && this.less(l, m))
                    m = l;
                if (r < a.length && this.less(r, m))
                    m = r;
                if (m === i)
                    break;
                [a[i], a[m]] = [a[m], a[i]];
                i = m;
            }
        }
        return top;
    }
}
/** 32-bit FNV-1a over UTF-16 code units, seeded (two seeds give the 54 bits the id check keeps). */
function fnv(s, seed) {
    let h = seed;
    for (let i = 0; i < s.length; i++)
        h = Math.imul(h ^ s.charCodeAt(i), 16777619);
    return h >>> 0;
}
/** Trace ids seen per shard, as 54-bit hashes tagged with the shard (10 bits): 8 bytes a trace. */
class IdLog {
    a = new BigUint64Array(1 << 16);
    n = 0;
    static hash(id) {
        return (BigInt(fnv(id, 0x811c9dc5)) << 22n) | BigInt(fnv(id, 0x9747b28c) >>> 10);
    }
    add(id, shard) {
        if (this.n === this.a.length) {
            const b = new BigUint64Array(this.a.length * 2);
            b.set(this.a);
            this.a = b;
        }
        this.a[this.n++] = (IdLog.hash(id) << 10n) | BigInt(shard);
    }
    /** Hashes that occur in more than one shard (almost always a real duplicate; confirmed after). */
    crossShard() {
        const v = this.a.subarray(0, this.n).sort();
        const out = new Set();
        for (let i = 1; i < v.length; i++) {
            if (v[i] >> 10n === v[i - 1] >> 10n && v[i] !== v[i - 1])
                out.add(v[i] >> 10n);
        }
        return out;
    }
}
/**
 * Merge the opened partials: `onEntry` gets every entry in the single-job order. Returns the
 * report (no entries: they went to `onEntry`) with the summary, skipped paths and metadata of the
 * single-job report. Throws a UsageError (before returning) for a file or trace_id in two shards.
 */
function mergePartials(cs, onEntry) {
    const heap = new Heap();
    for (const c of cs)
        if (c.current)
            heap.push(c);
    const sum = new SummaryAccumulator();
    const ids = new IdLog();
    let prev = null;
    while (heap.size > 0) {
        const c = heap.pop();
        const rec = c.current;
        if (prev && prev.c !== c && prev.key === rec.key)
            throw new errors/* UsageError */.e(`file '${show(rec.entry.source_path)}' is in two shards: ${prev.c.path} and ${c.path}`);
        prev = { key: rec.key, c };
        ids.add(rec.entry.trace_id, c.manifest.shard.index);
        sum.add(rec.entry.passed, rec.entry.scored !== false, rec.raw);
        onEntry(rec.entry);
        c.advance();
        if (c.current)
            heap.push(c);
    }
    const suspects = ids.crossShard();
    if (suspects.size > 0)
        confirmDuplicates(cs, suspects);
    const m = cs[0].manifest;
    const report = (0,engine_report/* buildReport */.FK)([], { policyId: m.policy_id, failUnder: m.fail_under, policyDigest: m.policy_digest });
    report.summary = sum.summary();
    const skipped = mergeSkipped(cs);
    if (skipped.length > 0)
        report.skipped = skipped;
    return report;
}
/** A second pass over the partials for the few suspect hashes: is one trace_id in two shards? */
function confirmDuplicates(cs, suspects) {
    const where = new Map();
    for (const c0 of cs) {
        const c = new PartialCursor(c0.path, c0.fast);
        try {
            for (c.advance(); c.current; c.advance()) {
                const id = c.current.entry.trace_id;
                if (!suspects.has(IdLog.hash(id)))
                    continue;
                const other = where.get(id);
                if (other && other.path !== c.path)
                    throw new errors/* UsageError */.e(`trace_id '${show(id)}' is in two shards: ${other.path} and ${c.path}`);
                where.set(id, c);
            }
        }
        finally {
            c.close();
        }
    }
}
/** The skipped paths of all shards, in the matcher's order (code units of the path). */
function mergeSkipped(cs) {
    const all = [];
    for (const c of cs)
        for (const s of c.manifest.skipped)
            all.push({ path: s.path, reason: s.reason, from: c.path });
    all.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    for (let i = 1; i < all.length; i++) {
        if (all[i].path === all[i - 1].path)
            throw new errors/* UsageError */.e(`skipped path '${show(all[i].path)}' is in two shards: ${all[i - 1].from} and ${all[i].from}`);
    }
    return all.map(({ path, reason }) => ({ path, reason }));
}

// EXTERNAL MODULE: ./lib/gate/gate.js + 6 modules
var gate_gate = __webpack_require__(2993);
// EXTERNAL MODULE: ./lib/report/scenarios.js
var report_scenarios = __webpack_require__(5421);
// EXTERNAL MODULE: ./lib/scenarios/scenario.js
var scenario = __webpack_require__(1433);
;// CONCATENATED MODULE: ./lib/commands/merge.js
// `arh merge --expect N PARTIAL... [--json-out F] [--md-out F] [--junit-out F] [--sarif-out F]
//  [--scenario-from RE] [--min-runs N]`:
// the partial reports of `arh validate --shard i/N --partial-out F` merged into the report one
// `arh validate` over every file writes, byte for byte (docs/shards.md). Refuses (exit 2, one
// line naming the file) unless the partials are exactly the N shards of one run; nothing is
// written then. Exit 1 when a trace failed or no trace was checked (unless --allow-empty), as `arh validate`.















async function runMergeCommand(argv) {
    try {
        const { values, positionals } = (0,help/* parseFlags */.bQ)("merge", {
            args: argv,
            allowPositionals: true,
            strict: true,
            options: {
                ...flags/* REPORT_OUTPUT_OPTIONS */.En,
                ...flags/* RUN_SCENARIO_OPTIONS */.wR,
                ...flags/* QUIET_OPTION */.Hl,
                ...flags/* ALLOW_EMPTY_OPTION */.Ul,
                expect: { type: "string" },
            },
        });
        // the scenario flags of the shards' `arh validate`: the merged report gains the same section
        const repeats = (0,flags/* runScenarioRepeats */.Ez)(values);
        const allowEmpty = values["allow-empty"] === true;
        const ex = values.expect;
        if (ex === undefined)
            throw new errors/* UsageError */.e("--expect N is required (the number of shards the matrix ran)");
        const expect = Number(ex);
        if (!/^\d{1,6}$/.test(ex) || expect < 1 || expect > shard_select/* MAX_SHARDS */.hH)
            throw new errors/* UsageError */.e(`--expect must be a whole number from 1 to ${shard_select/* MAX_SHARDS */.hH}, got '${ex.slice(0, 40)}'`);
        if (positionals.length === 0)
            throw new errors/* UsageError */.e("give the partial reports to merge (files written by 'arh validate --partial-out')");
        const others = !!values["md-out"] || !!values["junit-out"] || !!values["sarif-out"];
        if (!values["json-out"] && !others)
            throw new errors/* UsageError */.e("give at least one output: --json-out, --md-out, --junit-out or --sarif-out");
        (0,outputs/* refuseReportOutputs */.N5)(values);
        // Only the other renderers and the scenario gate need the entries again; without them memory
        // stays flat. The scenario gate reads every run: entries are kept once one carries a scenario.
        const { report, kept, gate, own, json } = withFastScan((fast) => {
            const kept = [];
            let own = null;
            let gate = null;
            const cursors = openPartials(positionals, expect, fast);
            const json = values["json-out"] ? new report_json/* JsonReportWriter */.IM(values["json-out"]) : null;
            let scenarios = repeats.explicit;
            try {
                const merged = mergePartials(cursors, (e) => {
                    json?.add(e);
                    if (!scenarios && e.scenario !== undefined)
                        scenarios = true;
                    if (others || scenarios)
                        kept.push((0,parallel/* slimEntry */.gh)(e));
                });
                if (scenarios) {
                    // as `arh validate` over every file: its gate without a baseline, with the scenarios' rules
                    gate = (0,gate_gate/* runGate */.Rg)({ candidate: { ...merged, reports: kept }, baseline: { kind: "none" }, policy: null, failOn: "failures", maxScoreDrop: null, baselineMissing: "fail", traceDiffs: false, repeats, allowEmpty });
                    own = gate.scenarios ? { result: gate.scenarios, runs: (0,scenario/* toRunRecords */.Fk)(kept, repeats.pattern, "candidate report") } : null;
                    if (own)
                        merged.scenarios = (0,report_scenarios.scenariosSection)(own.result);
                }
                return { report: merged, kept, gate, own, json };
            }
            catch (e) {
                json?.abort();
                throw e;
            }
            finally {
                for (const c of cursors)
                    c.close();
            }
        });
        json?.finish(report);
        report.reports = kept;
        (0,lib_report.writeReports)(report, {
            scenarios: own,
            mdOut: values["md-out"],
            junitOut: values["junit-out"],
            sarifOut: values["sarif-out"],
            sarifCategory: values["sarif-category"],
            linkBase: values["link-base"],
        });
        const s = report.summary;
        if (!values.quiet) {
            process.stdout.write(`${(0,util/* plural */.LS)(expect, "shard")} merged: ${(0,util/* plural */.LS)(s.total_traces, "trace")}, ${s.failed_traces} failed, average score ${s.average_score}\n`);
        }
        // nothing checked fails, as `arh validate` over every file (the scenario gate says so itself)
        const empty = s.total_traces === 0 && !allowEmpty && !gate;
        if (empty)
            process.stderr.write(`arh merge: ${gate_gate/* EMPTY_RUN_REASON */.j9}\n`);
        else if (s.total_traces === 0 && gate && !gate.passed)
            for (const r of gate.reasons)
                process.stderr.write(`arh merge: ${(0,util_escape/* neutralizeWorkflowCommands */.tW)(r)}\n`);
        const outside = others ? (0,util/* outsideRootWarning */.Kg)(report) : null;
        if (outside)
            process.stderr.write(`arh merge: warning: ${(0,util_escape/* neutralizeWorkflowCommands */.tW)(outside)}\n`);
        for (const m of gate?.messages ?? [])
            if (m.level === "warning")
                process.stderr.write(`arh merge: warning: ${(0,util_escape/* neutralizeWorkflowCommands */.tW)(m.text)}\n`);
        return gate ? (gate.passed ? 0 : 1) : s.failed_traces > 0 || empty ? 1 : 0;
    }
    catch (e) {
        return (0,usage/* usageExit */.SY)("merge", e);
    }
}


/***/ })

};
