export const id = 529;
export const ids = [529];
export const modules = {

/***/ 2529:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_MEMORY_POLICY: () => (/* reexport */ memory/* DEFAULT_MEMORY_POLICY */.N),
  DEFAULT_TIMEOUT_MS: () => (/* binding */ DEFAULT_TIMEOUT_MS),
  MEMORY_RULES: () => (/* reexport */ memory_meta/* MEMORY_RULES */.C),
  createMemoryRunner: () => (/* binding */ createMemoryRunner),
  isMemoryDocument: () => (/* reexport */ model/* isMemoryDocument */.FV),
  parseMemoryPolicy: () => (/* reexport */ memory/* parseMemoryPolicy */.f),
  renderMemoryTableMarkdown: () => (/* reexport */ markdown/* renderMemoryTableMarkdown */.v)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/json/findings.js
var json_findings = __webpack_require__(2926);
// EXTERNAL MODULE: ./lib/policy/memory.js
var memory = __webpack_require__(8879);
// EXTERNAL MODULE: ./lib/memory/findings.js
var memory_findings = __webpack_require__(6513);
// EXTERNAL MODULE: ./lib/memory/model.js
var model = __webpack_require__(978);
// EXTERNAL MODULE: ./lib/memory/process.js
var memory_process = __webpack_require__(2338);
;// CONCATENATED MODULE: ./lib/memory/replay.js


const typeName = (v) => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);
function answerError(resp) {
    if (!("error" in resp) || resp.error === null || resp.error === undefined || resp.error === false)
        return null;
    return typeof resp.error === "string" ? resp.error : JSON.stringify(resp.error);
}
function outputOf(resp, op) {
    const err = answerError(resp);
    if (err !== null)
        return { unscorable: `adapter answered the ${op} request with an error: ${err}` };
    if (!("output" in resp))
        return { unscorable: `adapter's ${op} answer has no "output" field` };
    const o = resp.output;
    if (o === null || typeof o === "string")
        return { output: o };
    return { unscorable: `adapter's ${op} output must be a string or null, found ${typeName(o)}` };
}
/** Replay one trace against the adapter. Never throws: a crash, hang or protocol error ends the replay with `failure`. */
async function replayWithAdapter(trace, proc) {
    const n = trace.eval_mode === "hit_rate" ? trace.checks.length : trace.queries.length;
    const outcomes = new Array(n).fill(undefined);
    let pointer = "";
    let step = null;
    try {
        const reset = await proc.request({ op: "reset", trace_id: trace.trace_id, eval_mode: trace.eval_mode }, `while resetting for trace ${trace.trace_id}`);
        const rerr = answerError(reset);
        if (rerr !== null)
            return { outcomes, failure: { message: `memory adapter rejected the reset request: ${rerr}`, pointer: "", step_id: null } };
        if (trace.eval_mode === "hit_rate") {
            for (let i = 0; i < trace.checks.length; i++) {
                const c = trace.checks[i];
                pointer = c.pointer;
                step = memory_findings/* stepIds */.p.check(i);
                if (c.write_input) {
                    const w = await proc.request({ op: "write", input: c.write_input, index: i }, `while answering write for check ${i}`);
                    const werr = answerError(w);
                    if (werr !== null) {
                        outcomes[i] = { unscorable: `adapter answered the write request with an error: ${werr}` };
                        continue;
                    }
                }
                const r = await proc.request({ op: "read", input: c.read_input, index: i }, `while answering read for check ${i}`);
                outcomes[i] = outputOf(r, "read");
            }
        }
        else {
            for (let i = 0; i < trace.turns.length; i++) {
                const t = trace.turns[i];
                pointer = t.pointer;
                step = memory_findings/* stepIds */.p.turn(i);
                const a = await proc.request({ op: "ingest", turn: { role: t.role, content: t.content, metadata: t.metadata } }, `while answering ingest for turn ${i}`);
                const err = answerError(a);
                if (err !== null)
                    return { outcomes, failure: { message: `memory adapter rejected the ingest request for turn ${i}: ${err}`, pointer, step_id: step } };
            }
            for (let i = 0; i < trace.queries.length; i++) {
                const q = trace.queries[i];
                pointer = q.pointer;
                step = memory_findings/* stepIds */.p.query(i);
                const r = await proc.request({ op: "recall", query: q.query, index: i }, `while answering recall for query ${i}`);
                outcomes[i] = outputOf(r, "recall");
            }
        }
        return { outcomes };
    }
    catch (e) {
        if (e instanceof memory_process/* ProcessFailure */.iq) {
            const f = { message: e.message, pointer, step_id: step };
            if (e.stderrTail)
                f.stderr_tail = e.stderrTail;
            return { outcomes, failure: f };
        }
        throw e;
    }
}
/** Parse a results document; returns an error message naming the offending entry, or the results. */
function parseRecordedResults(doc, label) {
    if (doc === null || typeof doc !== "object" || Array.isArray(doc))
        return `memory results ${label}: must be a JSON object mapping trace_id to outputs`;
    const out = new Map();
    for (const [tid, entry] of Object.entries(doc)) {
        const m = new Map();
        if (Array.isArray(entry)) {
            for (let i = 0; i < entry.length; i++) {
                const v = entry[i];
                if (v !== null && typeof v !== "string")
                    return `memory results ${label}: trace '${tid}' entry ${i} must be a string or null, found ${typeName(v)}`;
                m.set(i, v);
            }
        }
        else if (entry !== null && typeof entry === "object") {
            for (const [k, v] of Object.entries(entry)) {
                if (!/^(0|[1-9]\d*)$/.test(k))
                    return `memory results ${label}: trace '${tid}' key '${k}' must be a query/check index (0, 1, ...)`;
                if (v !== null && typeof v !== "string")
                    return `memory results ${label}: trace '${tid}' entry '${k}' must be a string or null, found ${typeName(v)}`;
                m.set(Number(k), v);
            }
        }
        else
            return `memory results ${label}: trace '${tid}' must map to an array or an object of outputs, found ${typeName(entry)}`;
        out.set(tid, m);
    }
    return out;
}
function replayFromResults(trace, results, label) {
    const isHit = trace.eval_mode === "hit_rate";
    const n = isHit ? trace.checks.length : trace.queries.length;
    const entry = results.get(trace.trace_id);
    const outcomes = [];
    for (let i = 0; i < n; i++) {
        if (!entry)
            outcomes.push({ unscorable: `the results file ${label} has no entry for trace_id ${trace.trace_id}` });
        else if (!entry.has(i))
            outcomes.push({ unscorable: `the results file ${label} has no output for ${isHit ? "check" : "query"} ${i} of ${trace.trace_id}` });
        else
            outcomes.push({ output: entry.get(i) });
    }
    return { outcomes };
}

;// CONCATENATED MODULE: ./lib/memory/matchers.js
const fold = (s) => s.normalize("NFC").toLowerCase();
/** Case-insensitive containment (Unicode NFC, locale-independent lower-casing). Used by both modes. */
function substringScore(output, value) {
    return fold(output).includes(fold(value)) ? 1 : 0;
}
/**
 * Score one expected item against an output with the built-in matchers. `semantic` uses the offline
 * similarity below (callers with a judge score semantic items themselves).
 * hit_rate: a null or empty expected value is a key-miss expectation: hit iff the output is null or blank.
 */
function matchBuiltin(item, output) {
    if (item.invalid)
        return { score: 0, matched: false, unscorable: item.invalid };
    if (item.value === null || item.value === "") {
        const score = output === null || output.trim() === "" ? 1 : 0;
        return { score, matched: score >= item.threshold };
    }
    const out = output ?? "";
    let score;
    switch (item.matcher) {
        case "substring":
            score = substringScore(out, item.value);
            break;
        case "exact":
            score = output === item.value ? 1 : 0;
            break;
        case "regex":
            if (!item.re)
                return { score: 0, matched: false, unscorable: "the regex did not compile" };
            score = item.re.matcher(out).find() ? 1 : 0;
            break;
        case "semantic":
            score = semanticSimilarity(item.value, out);
            break;
        default:
            return { score: 0, matched: false, unscorable: `unknown matcher '${item.matcher}'` };
    }
    return { score, matched: score >= item.threshold };
}
// ---------------------------------------------------------------------------------------------
// Offline semantic similarity: share of the expected item's content words (normalised tokens:
// NFKC, lower case, light stemming, numbers normalised, stop words dropped) that occur in the
// output. Deterministic, no model, no network. Score in [0, 1], rounded to 4 decimals.
const STOP = new Set(("a an the and or but if then else of to in on at by for with from into onto about as is are was were be been being " +
    "am do does did doing have has had having i me my mine myself you your yours we our ours us he him his she her hers " +
    "it its they them their theirs this that these those there here what which who whom whose when where why how " +
    "will would shall should can could may might must not no nor so too very just also than such any all some each " +
    "both few more most other own same only up down out over under again further once s t don isn aren wasn weren " +
    "let lets").split(" "));
const UNITS = {
    zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
    eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const SCALES = { hundred: 100, thousand: 1000, million: 1_000_000, billion: 1_000_000_000 };
const ORDINALS = {
    first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, twelfth: 12, twentieth: 20,
};
/** Canonical text of a numeric token: "1,000" -> "1000", "3.50" -> "3.5", "007" -> "7", "2nd" -> "2". */
function normNumber(tok) {
    const m = /^(\d[\d,]*)(?:\.(\d+))?(?:st|nd|rd|th)?$/.exec(tok);
    if (!m)
        return tok;
    const intPart = m[1].replace(/,/g, "").replace(/^0+(?=\d)/, "");
    const frac = (m[2] ?? "").replace(/0+$/, "");
    return frac ? `${intPart}.${frac}` : intPart;
}
const SUFFIXES = [
    ["ational", "at"], ["ation", "at"], ["ingly", ""], ["edly", ""], ["ing", ""], ["ed", ""], ["ly", ""],
    ["ment", ""], ["ness", ""], ["ions", ""], ["ion", ""], ["er", ""],
];
/** Light suffix stemming, applied identically to both sides. */
function stem(w) {
    if (/^\d/.test(w) || w.length <= 3)
        return w;
    let s = w;
    if (s.endsWith("'s") || s.endsWith("’s"))
        s = s.slice(0, -2);
    if (s.endsWith("ies") && s.length > 4)
        s = s.slice(0, -3) + "y";
    else if (s.endsWith("sses"))
        s = s.slice(0, -2);
    else if (s.endsWith("s") && !s.endsWith("ss") && !s.endsWith("us") && !s.endsWith("is") && s.length > 3)
        s = s.slice(0, -1);
    for (const [suf, rep] of SUFFIXES) {
        if (s.endsWith(suf) && s.length - suf.length >= 3) {
            s = s.slice(0, -suf.length) + rep;
            // undouble a final consonant: "stopp" -> "stop", "plann" -> "plan"
            if (/([b-df-hj-np-tv-z])\1$/.test(s) && !/(ll|ss|zz)$/.test(s))
                s = s.slice(0, -1);
            break;
        }
    }
    if (s.endsWith("e") && s.length > 4)
        s = s.slice(0, -1);
    if (s.endsWith("y") && s.length > 4)
        s = s.slice(0, -1) + "i";
    return s;
}
const TOKEN_RE = /\d[\d,]*(?:\.\d+)?(?:st|nd|rd|th)?|[\p{L}\p{M}]+(?:['’][\p{L}]+)?|[\p{N}]+/gu;
/** Normalised content tokens of a text (number words folded into numerals). */
function contentTokens(text) {
    const raw = text.normalize("NFKC").toLowerCase().match(TOKEN_RE) ?? [];
    const out = [];
    let i = 0;
    while (i < raw.length) {
        const t = raw[i];
        // number words: "twenty five", "two hundred", "three thousand four hundred"
        if (t in UNITS || t in TENS) {
            let total = 0;
            let cur = 0;
            let j = i;
            while (j < raw.length) {
                const w = raw[j];
                if (w in UNITS)
                    cur += UNITS[w];
                else if (w in TENS)
                    cur += TENS[w];
                else if (w in SCALES) {
                    const sc = SCALES[w];
                    if (sc === 100)
                        cur = (cur || 1) * 100;
                    else {
                        total += (cur || 1) * sc;
                        cur = 0;
                    }
                }
                else if (w === "and" && j + 1 < raw.length && (raw[j + 1] in UNITS || raw[j + 1] in TENS)) {
                    // "one hundred and five"
                }
                else
                    break;
                j++;
            }
            out.push(String(total + cur));
            i = j;
            continue;
        }
        i++;
        if (t in ORDINALS) {
            out.push(String(ORDINALS[t]));
            continue;
        }
        if (/^\d/.test(t)) {
            out.push(normNumber(t));
            continue;
        }
        const w = t.replace(/['’]s$/, "");
        if (STOP.has(w))
            continue;
        out.push(stem(w));
    }
    return out;
}
/** Containment of the expected text's content tokens in the output, in [0, 1] (4 decimals). */
function semanticSimilarity(expected, output) {
    let want = new Set(contentTokens(expected));
    if (want.size === 0) {
        // only stop words: fall back to the plain lower-cased words
        want = new Set(expected.normalize("NFKC").toLowerCase().match(TOKEN_RE) ?? []);
        if (want.size === 0)
            return 0;
        const have = new Set(output.normalize("NFKC").toLowerCase().match(TOKEN_RE) ?? []);
        let n = 0;
        for (const w of want)
            if (have.has(w))
                n++;
        return Math.round((n / want.size) * 10000) / 10000;
    }
    const have = new Set(contentTokens(output));
    let n = 0;
    for (const w of want)
        if (have.has(w))
            n++;
    return Math.round((n / want.size) * 10000) / 10000;
}

;// CONCATENATED MODULE: ./lib/memory/score.js


/** Python-compatible round(x, 2): half-even on the exact binary value. */
function round2(x) {
    if (!Number.isFinite(x))
        return x;
    const neg = x < 0;
    const ax = Math.abs(x);
    // exact rational value of the double: m * 2^e
    const view = new DataView(new ArrayBuffer(8));
    view.setFloat64(0, ax);
    const hi = view.getUint32(0);
    const lo = view.getUint32(4);
    const expBits = (hi >>> 20) & 0x7ff;
    let mant = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
    let e;
    if (expBits === 0)
        e = -1074;
    else {
        mant |= 1n << 52n;
        e = expBits - 1075;
    }
    let num = mant * 100n;
    let den = 1n;
    if (e >= 0)
        num <<= BigInt(e);
    else
        den <<= BigInt(-e);
    let q = num / den;
    const rem = num - q * den;
    if (rem * 2n > den || (rem * 2n === den && q % 2n === 1n))
        q += 1n;
    const r = Number(q) / 100;
    return neg ? -r : r;
}
const round4 = (x) => Math.round(x * 10000) / 10000;
/** First words of an output (at most 12 words / 120 characters), for messages and tables. */
function firstWords(s, words = 12, chars = 120) {
    if (s === null)
        return null;
    const parts = s.trim().split(/\s+/).filter(Boolean);
    let t = parts.slice(0, words).join(" ");
    if (t.length > chars)
        t = t.slice(0, chars - 1) + "…";
    else if (parts.length > words)
        t += " …";
    return t;
}
const quote = (s) => (s === null ? "null" : JSON.stringify(s.length > 120 ? s.slice(0, 119) + "…" : s));
async function scoreItem(item, out, query, judge, aborted) {
    if (item.invalid)
        return { score: 0, matched: false, unscorable: item.invalid };
    if (out === undefined)
        return { score: 0, matched: false, unscorable: aborted };
    if ("unscorable" in out)
        return { score: 0, matched: false, unscorable: out.unscorable };
    if (item.matcher === "semantic" && judge && item.value !== null) {
        try {
            const s = await judge(item.value, out.output ?? "", query);
            return { score: s, matched: s >= item.threshold };
        }
        catch (e) {
            return { score: 0, matched: false, unscorable: `semantic judge failed: ${e instanceof Error ? e.message : String(e)}` };
        }
    }
    return matchBuiltin(item, out.output);
}
/** Score a linted, scorable trace from its replay outcomes. */
async function scoreTrace(trace, replay, policy, source, judge) {
    const findings = [];
    const details = { eval_mode: String(trace.eval_mode), category: trace.category, source };
    const aborted = replay.failure ? `not replayed: ${replay.failure.message}` : "not replayed";
    if (replay.failure) {
        details.adapter_error = replay.failure.message;
        if (replay.failure.stderr_tail)
            details.adapter_stderr_tail = replay.failure.stderr_tail;
        findings.push((0,memory_findings/* memFinding */.X)("ARH-MEM-104", replay.failure.message, replay.failure.pointer, replay.failure.step_id));
    }
    // Misses caused by the failure itself are covered by ARH-MEM-104; lint problems by ARH-MEM-0xx.
    const reportable = (item, out) => !item.invalid && out !== undefined;
    if (trace.eval_mode === "hit_rate") {
        const checks = [];
        const misses = [];
        let hits = 0;
        for (let i = 0; i < trace.checks.length; i++) {
            const c = trace.checks[i];
            const out = replay.outcomes[i];
            const r = await scoreItem(c.expected, out, c.description, undefined, aborted);
            const output = out && "output" in out ? out.output : null;
            const d = {
                index: i, description: c.description, hit: r.matched, matcher: c.expected.matcher, expected: c.expected.value,
                score: round4(r.score), output_first_words: firstWords(output),
            };
            if (r.unscorable)
                d.reason = r.unscorable;
            checks.push(d);
            if (r.matched)
                hits++;
            else
                misses.push({ i, r, out });
        }
        const rate = checks.length ? hits / checks.length : 0;
        details.hit_rate = round4(rate);
        details.checks = checks;
        const ok = rate >= policy.min_hit_rate;
        for (const { i, r, out } of misses) {
            const c = trace.checks[i];
            if (!reportable(c.expected, out))
                continue;
            const label = `check ${i}${c.description ? ` (${quote(c.description)})` : ""}`;
            if (r.unscorable) {
                findings.push((0,memory_findings/* memFinding */.X)("ARH-MEM-103", `${label}: expected_output could not be scored: ${r.unscorable}`, c.expected.pointer, memory_findings/* stepIds */.p.check(i)));
                continue;
            }
            const output = out && "output" in out ? out.output : null;
            const want = c.expected.value === null || c.expected.value === "" ? "an empty/null read (key-miss)" : `${quote(c.expected.value)} (${c.expected.matcher})`;
            findings.push((0,memory_findings/* memFinding */.X)(ok ? "ARH-MEM-112" : "ARH-MEM-102", `${label}: expected ${want}, read returned ${output === null ? "null" : quote(firstWords(output))}`, c.expected.pointer, memory_findings/* stepIds */.p.check(i), {
                expected: c.expected.value,
                observed: output === null || output.length <= 200 ? output : output.slice(0, 199) + "…",
            }));
        }
        if (!ok)
            findings.push((0,memory_findings/* memFinding */.X)("ARH-MEM-107", `hit_rate ${fmt(rate)} (${hits}/${checks.length}) is below memory.min_hit_rate ${fmt(policy.min_hit_rate)}`, "/checks", null, { expected: policy.min_hit_rate, observed: round4(rate) }));
        const raw = rate * 100;
        return { score: round2(raw), rawScore: raw, findings, details };
    }
    const queries = [];
    const misses = [];
    let covSum = 0;
    let successes = 0;
    for (let i = 0; i < trace.queries.length; i++) {
        const q = trace.queries[i];
        const out = replay.outcomes[i];
        const output = out && "output" in out ? out.output : null;
        const items = [];
        let matched = 0;
        for (let j = 0; j < q.items.length; j++) {
            const it = q.items[j];
            const r = await scoreItem(it, out, q.query, judge, aborted);
            const d = { value: it.value, matcher: it.matcher, threshold: it.threshold, matched: r.matched, score: round4(r.score) };
            if (r.unscorable)
                d.reason = r.unscorable;
            items.push(d);
            if (r.matched)
                matched++;
            else
                misses.push({ i, j, r, out });
        }
        const cov = q.items.length ? matched / q.items.length : 0;
        const success = q.items.length > 0 && matched === q.items.length;
        covSum += cov;
        if (success)
            successes++;
        const qd = { index: i, query: q.query, support_coverage: round4(cov), success, output_first_words: firstWords(output), items };
        if (q.items.length === 0)
            qd.reason = "expected_information is empty";
        else if (out === undefined)
            qd.reason = aborted;
        else if ("unscorable" in out)
            qd.reason = out.unscorable;
        queries.push(qd);
    }
    const n = trace.queries.length;
    const meanCov = n ? covSum / n : 0;
    const successRate = n ? successes / n : 0;
    details.support_coverage = round4(meanCov);
    details.query_success_rate = round4(successRate);
    details.queries = queries;
    const ok = meanCov >= policy.min_support_coverage && successRate >= policy.min_query_success_rate;
    for (const { i, j, r, out } of misses) {
        const q = trace.queries[i];
        const it = q.items[j];
        if (!reportable(it, out))
            continue;
        const label = `query ${i} ${quote(q.query)}`;
        if (r.unscorable) {
            findings.push((0,memory_findings/* memFinding */.X)("ARH-MEM-103", `${label}: expected information ${quote(it.value)} could not be scored: ${r.unscorable}`, it.pointer, memory_findings/* stepIds */.p.item(i, j)));
            continue;
        }
        const output = out && "output" in out ? out.output : null;
        const how = it.matcher === "semantic" ? `semantic score ${fmt(r.score)} < threshold ${fmt(it.threshold)}` : `${it.matcher} did not match`;
        const said = output === null || output.trim() === "" ? "the recall output is empty" : `recall output begins ${quote(firstWords(output))}`;
        findings.push((0,memory_findings/* memFinding */.X)(ok ? "ARH-MEM-111" : "ARH-MEM-101", `${label}: expected information ${quote(it.value)} missing (${how}); ${said}`, it.pointer, memory_findings/* stepIds */.p.item(i, j), {
            expected: it.value,
            observed: output === null || output.trim() === "" ? undefined : firstWords(output),
        }));
    }
    if (meanCov < policy.min_support_coverage) {
        findings.push((0,memory_findings/* memFinding */.X)("ARH-MEM-105", `mean support_coverage ${fmt(meanCov)} is below memory.min_support_coverage ${fmt(policy.min_support_coverage)}`, "/recall_queries", null, { expected: policy.min_support_coverage, observed: round4(meanCov) }));
    }
    if (successRate < policy.min_query_success_rate) {
        findings.push((0,memory_findings/* memFinding */.X)("ARH-MEM-106", `query success rate ${fmt(successRate)} (${successes}/${n}) is below memory.min_query_success_rate ${fmt(policy.min_query_success_rate)}`, "/recall_queries", null, { expected: policy.min_query_success_rate, observed: round4(successRate) }));
    }
    const raw = meanCov * 100;
    return { score: round2(raw), rawScore: raw, findings, details };
}
function fmt(x) {
    return String(round4(x));
}

// EXTERNAL MODULE: ./lib/memory/markdown.js
var markdown = __webpack_require__(7422);
// EXTERNAL MODULE: ./lib/rules/memory-meta.js
var memory_meta = __webpack_require__(5116);
;// CONCATENATED MODULE: ./lib/memory/index.js
// Memory-system evaluation traces (docs/memory.md): recognition, lint, replay against a memory
// adapter or recorded results, scoring, findings, verdict. The engine pipeline calls this module.














const DEFAULT_TIMEOUT_MS = 30_000;
function loadResults(file, cwd) {
    const path = (0,external_node_path_.isAbsolute)(file) ? file : (0,external_node_path_.resolve)(cwd, file);
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(path, "utf8");
    }
    catch (e) {
        throw new errors/* UsageError */.e(`memory results ${file}: cannot be read (${e.code ?? String(e)})`);
    }
    let doc;
    try {
        doc = JSON.parse(text.replace(/^\uFEFF/, ""));
    }
    catch (e) {
        throw new errors/* UsageError */.e(`memory results ${file}: not valid JSON (${e instanceof Error ? e.message : String(e)})`);
    }
    const r = parseRecordedResults(doc, file);
    if (typeof r === "string")
        throw new errors/* UsageError */.e(r);
    return r;
}
const NOT_SCORED_NOTE = "not scored: no memory adapter (--memory-adapter) or results file (--memory-results) was given; the memory trace was validated and linted only";
/** Create a runner. Validates options and reads the results file now (UsageError); starts the adapter lazily. */
function createMemoryRunner(options) {
    const cwd = options.cwd ?? process.cwd();
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    if (!Number.isFinite(timeoutMs) || timeoutMs <= 0)
        throw new errors/* UsageError */.e(`memory adapter timeout must be a positive number of milliseconds, got ${timeoutMs}`);
    const adapterCmd = options.adapterCommand?.trim() || undefined;
    const judgeCmd = options.semanticJudge?.trim() || undefined;
    if (adapterCmd && options.resultsFile)
        throw new errors/* UsageError */.e("use either --memory-adapter or --memory-results, not both");
    const results = options.resultsFile ? loadResults(options.resultsFile, cwd) : null;
    const adapter = adapterCmd ? new memory_process/* NdjsonProcess */.ar(adapterCmd, { label: "memory adapter", cwd, timeoutMs }) : null;
    const judgeProc = judgeCmd ? new memory_process/* NdjsonProcess */.ar(judgeCmd, { label: "semantic judge", cwd, timeoutMs }) : null;
    const judge = judgeProc
        ? async (expected, output, query) => {
            let resp;
            try {
                resp = await judgeProc.request({ expected, output, query }, "while judging");
            }
            catch (e) {
                throw new Error(e instanceof memory_process/* ProcessFailure */.iq ? e.message : String(e));
            }
            if (typeof resp.error === "string")
                throw new Error(`judge answered with an error: ${resp.error}`);
            const s = resp.score;
            if (typeof s !== "number" || !Number.isFinite(s) || s < 0 || s > 1)
                throw new Error(`judge score must be a number in [0, 1], got ${JSON.stringify(s)}`);
            return s;
        }
        : undefined;
    // One trace at a time: the adapter is a single stateful process.
    let queue = Promise.resolve();
    let closed = false;
    async function evaluateOne(input) {
        const { doc, text, uri, fileName, policy, failUnder } = input;
        const { trace, findings } = (0,model/* lintMemoryDocument */.i1)(doc, fileName);
        const mp = policy.memory ?? memory/* DEFAULT_MEMORY_POLICY */.N;
        const notes = [];
        let details = { eval_mode: String(trace.eval_mode), category: trace.category, source: "none" };
        let scored = false;
        let score = 0;
        let rawScore = 0;
        const all = [...findings];
        if (!adapter && !results) {
            notes.push(NOT_SCORED_NOTE);
            all.push((0,memory_findings/* memFinding */.X)("ARH-MEM-108", `memory trace ${trace.trace_id} was validated but not scored (no --memory-adapter or --memory-results)`, "", null));
        }
        else if (!trace.scorable) {
            notes.push("not scored: the memory trace is too malformed to replay (see its ARH-MEM-0xx errors)");
        }
        else {
            let replay;
            if (results)
                replay = replayFromResults(trace, results, options.resultsFile);
            else {
                if (closed)
                    throw new Error("memory runner is closed");
                replay = await replayWithAdapter(trace, adapter);
            }
            const r = await scoreTrace(trace, replay, mp, results ? "results" : "adapter", judge);
            details = r.details;
            for (const f of r.findings)
                all.push(f); // never spread an unbounded array
            scored = true;
            score = r.score;
            rawScore = r.rawScore;
        }
        (0,json_findings/* attachLocations */.a)(text, uri, all);
        const hasError = all.some((f) => f.severity === "error");
        const report = {
            trace_id: trace.trace_id,
            agent_name: trace.agent_name,
            workflow: String(trace.eval_mode),
            policy_id: policy.policy_id,
            score,
            passed: !hasError && (!scored || rawScore >= failUnder),
            total_latency_ms: 0,
            total_cost_usd: 0,
            citation_coverage: null,
            source_path: uri,
            findings: all,
            kind: "memory",
            source_format: "memory",
            location: (0,json_findings/* makeLocator */.X)(text, uri, [""]).locate(""),
            memory: details,
        };
        if (scored)
            report.category_scores = { memory: score };
        else
            report.scored = false;
        if (notes.length)
            report.notes = notes;
        return report;
    }
    return {
        evaluate(input) {
            const run = queue.then(() => evaluateOne(input));
            queue = run.catch(() => undefined);
            return run;
        },
        async close() {
            closed = true;
            await queue.catch(() => undefined);
            await Promise.all([adapter?.close(), judgeProc?.close()]);
        },
    };
}


/***/ })

};
