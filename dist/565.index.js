export const id = 565;
export const ids = [565];
export const modules = {

/***/ 52565:
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
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/json/findings.js
var json_findings = __webpack_require__(22926);
// EXTERNAL MODULE: ./lib/policy/memory.js
var memory = __webpack_require__(18879);
// EXTERNAL MODULE: ./lib/memory/findings.js
var memory_findings = __webpack_require__(76513);
// EXTERNAL MODULE: ./lib/memory/model.js
var model = __webpack_require__(10978);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
;// CONCATENATED MODULE: ./lib/memory/process.js
// A long-running child process spoken to with newline-delimited JSON over stdin/stdout: the memory
// adapter and the semantic judge. Requests carry an integer `id`; the answer line carries the same id.
// Spawned without a shell (the command line is split here); a per-request timeout kills a hung child;
// a dead child is restarted on the next request; the last ~2 KB of stderr are kept for reports.


class ProcessFailure extends Error {
    kind;
    stderrTail;
    constructor(message, kind, stderrTail) {
        super(message);
        this.kind = kind;
        this.stderrTail = stderrTail;
        this.name = "ProcessFailure";
    }
}
/**
 * Split a command line into argv without a shell. Whitespace separates words; '…' is literal;
 * "…" allows \" and \\ escapes; outside quotes a backslash escapes only whitespace, quotes and
 * backslashes (so Windows paths like C:\tools\mem.exe survive). No variables, globs, pipes or
 * redirections: wrap the command in `sh -c '…'` yourself if you need them.
 */
function splitCommandLine(cmd) {
    const out = [];
    let cur = "";
    let inWord = false;
    let i = 0;
    while (i < cmd.length) {
        const c = cmd[i];
        if (/\s/.test(c)) {
            if (inWord)
                out.push(cur);
            cur = "";
            inWord = false;
            i++;
            continue;
        }
        inWord = true;
        if (c === "'") {
            const end = cmd.indexOf("'", i + 1);
            if (end < 0)
                throw new errors/* UsageError */.e(`unterminated ' quote in command: ${cmd}`);
            cur += cmd.slice(i + 1, end);
            i = end + 1;
        }
        else if (c === '"') {
            i++;
            for (;;) {
                if (i >= cmd.length)
                    throw new errors/* UsageError */.e(`unterminated " quote in command: ${cmd}`);
                const d = cmd[i];
                if (d === '"')
                    break;
                if (d === "\\" && (cmd[i + 1] === '"' || cmd[i + 1] === "\\")) {
                    cur += cmd[i + 1];
                    i += 2;
                }
                else {
                    cur += d;
                    i++;
                }
            }
            i++;
        }
        else if (c === "\\" && i + 1 < cmd.length && /[\s'"\\]/.test(cmd[i + 1])) {
            cur += cmd[i + 1];
            i += 2;
        }
        else {
            cur += c;
            i++;
        }
    }
    if (inWord)
        out.push(cur);
    return out;
}
const STDERR_KEEP = 2048;
// Children still running when this process exits (normally or via process.exit) are killed
// synchronously, so a hung adapter never outlives arh.
const live = new Set();
/** Children whose stdio closed: never signal them again (their pid may be reused). */
const gone = new WeakSet();
let exitHook = false;
function track(child) {
    live.add(child);
    if (!exitHook) {
        exitHook = true;
        process.on("exit", () => {
            for (const c of live)
                killTree(c);
        });
    }
}
const MAX_LINE = 32 * 1024 * 1024;
class NdjsonProcess {
    command;
    opts;
    argv;
    child = null;
    pending = new Map();
    nextId = 1;
    buf = "";
    tail = "";
    closed = false;
    exited = null;
    /** Resolves when the current child's process ended ('exit'), whether or not its pipes closed. */
    ended = null;
    /** Number of times the child was (re)started. */
    starts = 0;
    constructor(command, opts) {
        this.command = command;
        this.opts = opts;
        this.argv = splitCommandLine(command);
        if (this.argv.length === 0)
            throw new errors/* UsageError */.e(`${opts.label} command is empty`);
    }
    /** Last ~2 KB of the current (or last) child's stderr. */
    stderrTail() {
        return this.tail;
    }
    /** Pid of the running child, if any (tests). */
    get pid() {
        return this.child?.pid;
    }
    start() {
        this.tail = "";
        this.buf = "";
        this.starts++;
        let exitInfo = "";
        const child = (0,external_node_child_process_.spawn)(this.argv[0], this.argv.slice(1), {
            cwd: this.opts.cwd,
            stdio: ["pipe", "pipe", "pipe"],
            detached: process.platform !== "win32",
            windowsHide: true,
            env: { ...process.env, PYTHONUNBUFFERED: "1" },
        });
        this.child = child;
        track(child);
        this.ended = new Promise((resolve) => {
            child.once("exit", () => resolve());
            child.once("error", () => resolve());
        });
        this.exited = new Promise((resolve) => {
            let done = false;
            const finish = () => {
                if (done)
                    return;
                done = true;
                live.delete(child);
                gone.add(child);
                if (this.child === child)
                    this.child = null;
                this.failAll(child, (what) => new ProcessFailure(`${this.opts.label} ${exitInfo || "exited"} ${what}${this.lastLine()}`, "exit", this.tail));
                resolve();
            };
            child.on("error", (err) => {
                exitInfo = `could not be started (${err.code ?? err.message}: ${this.argv[0]})`;
                finish();
            });
            child.on("exit", (code, signal) => {
                exitInfo = signal ? `was killed by signal ${signal}` : `exited with code ${code}`;
            });
            child.on("close", finish);
        });
        child.stdin.on("error", () => {
            /* EPIPE after the child died: reported by the exit handler */
        });
        child.stdout.setEncoding("utf8");
        child.stdout.on("data", (chunk) => this.onStdout(child, chunk));
        child.stderr.setEncoding("utf8");
        child.stderr.on("data", (chunk) => {
            if (child === this.child)
                this.tail = (this.tail + chunk).slice(-STDERR_KEEP);
        });
        return child;
    }
    lastLine() {
        const lines = this.tail.split(/\r?\n/).filter((l) => l.trim() !== "");
        const last = lines[lines.length - 1];
        return last ? `; last stderr line: ${last.length > 300 ? last.slice(0, 299) + "…" : last}` : "";
    }
    onStdout(child, chunk) {
        if (child !== this.child)
            return;
        this.buf += chunk;
        if (this.buf.length > MAX_LINE && !this.buf.includes("\n")) {
            this.protocolError(child, `wrote a stdout line longer than ${MAX_LINE} characters`);
            return;
        }
        let nl;
        while ((nl = this.buf.indexOf("\n")) >= 0) {
            const line = this.buf.slice(0, nl).replace(/\r$/, "");
            this.buf = this.buf.slice(nl + 1);
            if (line.trim() === "")
                continue;
            let msg;
            try {
                msg = JSON.parse(line);
            }
            catch {
                this.protocolError(child, `wrote a stdout line that is not JSON: ${JSON.stringify(line.length > 200 ? line.slice(0, 199) + "…" : line)} (write logs to stderr)`);
                return;
            }
            const id = msg !== null && typeof msg === "object" && !Array.isArray(msg) ? msg.id : undefined;
            const p = typeof id === "number" ? this.pending.get(id) : undefined;
            if (!p) {
                this.protocolError(child, `answered with an unknown id ${JSON.stringify(id)}: ${JSON.stringify(line.slice(0, 200))}`);
                return;
            }
            this.pending.delete(id);
            clearTimeout(p.timer);
            p.resolve(msg);
        }
    }
    protocolError(child, what) {
        const tail = this.tail;
        this.failAll(child, (w) => new ProcessFailure(`${this.opts.label} ${what} ${w}`.trimEnd(), "protocol", tail));
        this.kill(child);
    }
    failAll(child, mk) {
        for (const [id, p] of [...this.pending]) {
            if (child !== null && p.child !== child)
                continue;
            this.pending.delete(id);
            clearTimeout(p.timer);
            p.reject(mk(p.what));
        }
    }
    kill(child) {
        if (this.child === child)
            this.child = null;
        killTree(child);
        // Nothing more is read from a killed child; its pipes may stay open in an escaped grandchild.
        setTimeout(() => releaseStdio(child), 200).unref();
    }
    /**
     * Send one request (an `id` is added) and wait for its answer. `what` describes the request for
     * messages ("while answering recall for query 2"). Rejects with ProcessFailure.
     */
    request(msg, what) {
        if (this.closed)
            return Promise.reject(new ProcessFailure(`${this.opts.label} is closed`, "exit", ""));
        const child = this.child ?? this.start();
        const id = this.nextId++;
        return new Promise((resolve, reject) => {
            const timer = setTimeout(() => {
                if (!this.pending.has(id))
                    return;
                this.pending.delete(id);
                const tail = this.tail;
                reject(new ProcessFailure(`${this.opts.label} did not answer within ${this.opts.timeoutMs} ms ${what}${this.lastLine()}`, "timeout", tail));
                // a hung adapter's state is unknown: kill it, the next request starts a fresh one
                this.kill(child);
            }, this.opts.timeoutMs);
            this.pending.set(id, { resolve, reject, timer, what, child });
            child.stdin.write(JSON.stringify({ id, ...msg }) + "\n");
        });
    }
    /** Stop the child (stdin EOF, then SIGKILL of its process group after a grace period). */
    async close(graceMs = 1000) {
        this.closed = true;
        const child = this.child;
        const exited = this.exited;
        const ended = this.ended;
        if (child && exited && ended) {
            child.stdin.end();
            let timer;
            const within = (p, ms) => Promise.race([p, new Promise((r) => (timer = setTimeout(r, ms)))]).finally(() => clearTimeout(timer));
            await within(Promise.race([exited, ended]), graceMs);
            killTree(child);
            await within(Promise.race([exited, ended]), 2000);
            await within(exited, 100); // the last output still in the pipes
            // A grandchild that left the process group (`setsid cmd &`) can hold stdout open forever:
            // 'close' never comes and the pipes would keep this process alive after the results are out.
            releaseStdio(child);
        }
        this.child = null;
        this.failAll(null, (w) => new ProcessFailure(`${this.opts.label} was closed ${w}`, "exit", this.tail));
    }
}
/** Destroy a child's pipes and unref it, so nothing it (or a descendant) holds keeps us alive. */
function releaseStdio(child) {
    child.stdin?.destroy();
    child.stdout?.destroy();
    child.stderr?.destroy();
    child.unref();
}
/** SIGKILL the child and (POSIX) its whole process group; ignores processes already gone. */
function killTree(child) {
    if (child.pid === undefined || gone.has(child))
        return;
    if (process.platform !== "win32") {
        try {
            process.kill(-child.pid, "SIGKILL");
        }
        catch {
            /* group gone */
        }
    }
    try {
        child.kill("SIGKILL");
    }
    catch {
        /* already gone */
    }
}

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
        if (e instanceof ProcessFailure) {
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
var markdown = __webpack_require__(47422);
// EXTERNAL MODULE: ./lib/rules/memory-meta.js
var memory_meta = __webpack_require__(35116);
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
    const adapter = adapterCmd ? new NdjsonProcess(adapterCmd, { label: "memory adapter", cwd, timeoutMs }) : null;
    const judgeProc = judgeCmd ? new NdjsonProcess(judgeCmd, { label: "semantic judge", cwd, timeoutMs }) : null;
    const judge = judgeProc
        ? async (expected, output, query) => {
            let resp;
            try {
                resp = await judgeProc.request({ expected, output, query }, "while judging");
            }
            catch (e) {
                throw new Error(e instanceof ProcessFailure ? e.message : String(e));
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


/***/ }),

/***/ 47422:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ renderMemoryTableMarkdown)
/* harmony export */ });
/* harmony import */ var _util_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7757);
// Per-trace table of a memory report entry for the Markdown report / job summary.

const cell = (s, max = 80) => (s === null || s === undefined || s === "" ? "—" : (0,_util_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_util_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(s, max)));
const pct = (x) => `${(Math.round(x * 1000) / 10).toFixed(1)}%`;
/**
 * Markdown table of the queries (qa: coverage, success, recall output's first words) or checks
 * (hit_rate: hit, expected, read output) of one memory report entry; "" for other entries. All
 * trace text is escaped. Unscored entries give a one-line note instead of a table.
 */
function renderMemoryTableMarkdown(report) {
    if (report.kind !== "memory")
        return "";
    const d = report.memory;
    if (report.scored === false || !d) {
        return `_Memory trace ${cell(report.trace_id, 120)} was not scored (validated and linted only)._\n`;
    }
    const lines = [];
    if (d.queries) {
        lines.push(`Memory trace ${cell(report.trace_id, 120)} (qa, ${cell(d.category, 40)}): mean support coverage ${pct(d.support_coverage ?? 0)}, query success ${pct(d.query_success_rate ?? 0)}`);
        lines.push("");
        lines.push("| # | Query | Coverage | Success | Recall output (first words) |");
        lines.push("|---:|---|---:|:---:|---|");
        for (const q of d.queries) {
            const items = q.items.filter((i) => i.matched).length;
            const out = q.reason ? `not scored: ${q.reason}` : q.output_first_words;
            lines.push(`| ${q.index} | ${cell(q.query)} | ${pct(q.support_coverage)} (${items}/${q.items.length}) | ${q.success ? "✅" : "❌"} | ${cell(out)} |`);
        }
    }
    else if (d.checks) {
        lines.push(`Memory trace ${cell(report.trace_id, 120)} (hit_rate, ${cell(d.category, 40)}): hit rate ${pct(d.hit_rate ?? 0)}`);
        lines.push("");
        lines.push("| # | Check | Hit | Expected | Read output (first words) |");
        lines.push("|---:|---|:---:|---|---|");
        for (const c of d.checks) {
            const exp = c.expected === null || c.expected === "" ? "(empty/null)" : `${c.expected} (${c.matcher})`;
            const out = c.reason ? `not scored: ${c.reason}` : c.output_first_words === null ? "null" : c.output_first_words;
            lines.push(`| ${c.index} | ${cell(c.description)} | ${c.hit ? "✅" : "❌"} | ${cell(exp)} | ${cell(out)} |`);
        }
    }
    if (d.adapter_error) {
        lines.push("");
        lines.push(`Adapter failure: ${cell(d.adapter_error, 300)}`);
    }
    return lines.join("\n") + "\n";
}


/***/ }),

/***/ 7757:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   X: () => (/* binding */ escapeXml),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   lC: () => (/* binding */ stripXmlInvalid),
/* harmony export */   tW: () => (/* binding */ neutralizeWorkflowCommands),
/* harmony export */   u$: () => (/* binding */ escapeMarkdownCode),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
// Escaping of untrusted trace text for every sink. Trace content (agent outputs, tool results,
// error strings) can contain Markdown, HTML, XML control characters and workflow commands.
/** Text inside HTML element content or a double-quoted attribute. */
function escapeHtml(s) {
    return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}
/** Invisible joiner placed after `@` and `#` so GitHub forms no mention, team mention or reference. */
const JOINER = "\u200d";
const WORD = /^[\p{L}\p{N}]$/u;
const MD_ENTITY = {
    "&": "&amp;",
    "<": "&lt;",
    ">": "&gt;",
    "\\": "&#92;",
    "`": "&#96;",
    "*": "&#42;",
    "_": "&#95;",
    "[": "&#91;",
    "]": "&#93;",
    "~": "&#126;",
    "|": "&#124;",
    ":": "&#58;",
    "$": "&#36;",
};
/**
 * The one escaping function for untrusted text (trace ids, step ids, messages, reasons, paths)
 * reaching Markdown: headings, table cells, list items, `<summary>` lines and other raw HTML,
 * and `<code>` elements (not attribute values: use escapeHtml there). The result is a single line that renders as the literal text in both
 * Markdown inline context and inside an HTML block, because it escapes with character
 * references, which CommonMark and HTML decode alike, rather than backslashes, which an HTML
 * block would show verbatim:
 * - whitespace runs (newlines, tabs, U+2028/9) become one space, so no block can start or end;
 *   control characters are dropped, characters XML forbids become U+FFFD;
 * - HTML (`& < >`), inline syntax (emphasis, code, links and images, strikethrough, table
 *   pipes, math) and the `:` of autolinks (`://`, `mailto:`, `xmpp:`) are written as references;
 *   a leading list, quote or setext marker too (quotes need no escaping outside attributes);
 * - `@`, `#` and `GH-` get an invisible joiner, so `@user`, `@org/team`, `a@b.example`, `#123`
 *   and `GH-123` stay text (GitHub links mentions and references in the rendered text, after decoding).
 * With `max`, the text is first shortened to `max` characters (never inside a surrogate pair).
 */
function escapeMarkdown(s, max) {
    let t = stripXmlInvalid(String(s).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ""))
        .replace(/[\s\u2028\u2029]+/g, " ")
        .trim();
    if (max !== undefined)
        t = truncate(t, max);
    const out = t.replace(/[&<>\\`*[\]~|$@#:_]|www\.|gh-(?=\d)/gi, (c, at, all) => {
        if (c === "@" || c === "#")
            return c + JOINER;
        if (c.length === 3)
            return c + JOINER;
        if (c.length > 1)
            return c.slice(0, 3) + "&#46;";
        // `:` only starts an autolink in `://`, `mailto:` and `xmpp:`
        if (c === ":")
            return all[at + 1] === "/" || /(?:mailto|xmpp)$/i.test(all.slice(Math.max(0, at - 6), at)) ? "&#58;" : c;
        // `_` between two letters or digits never delimits emphasis (`check_eligibility` stays readable)
        if (c === "_")
            return WORD.test(all[at - 1] ?? "") && WORD.test(all[at + 1] ?? "") ? c : "&#95;";
        return MD_ENTITY[c];
    });
    // A list item, block quote or setext underline needs its marker at the start of a line.
    return out.replace(/^(?:[-+=]|(\d{1,9})([.)]))/, (m, digits, mark) => digits !== undefined ? `${digits}&#${mark.charCodeAt(0)};` : `&#${m.charCodeAt(0)};`);
}
/**
 * Untrusted text as a Markdown code span in a GFM table cell, shown verbatim in the raw file too
 * (a regex such as `sk-[A-Za-z0-9_-]{20,}` stays readable: no character references). Nothing in a
 * code span is Markdown, HTML, a link or a mention; what remains: whitespace runs become one space
 * (no block can start or end), control characters are dropped, the fence is longer than any
 * backtick run inside, and `|` is written `\|` (GFM splits table cells before it reads code spans,
 * and turns `\|` back into `|` inside them). Empty text falls back to escapeMarkdown.
 */
function escapeMarkdownCode(s, max) {
    let t = stripXmlInvalid(String(s).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "")).replace(/[\s\u2028\u2029]+/g, " ");
    if (max !== undefined)
        t = truncate(t, max);
    if (t.trim() === "")
        return escapeMarkdown(t);
    let longest = 0;
    for (const m of t.matchAll(/`+/g))
        longest = Math.max(longest, m[0].length);
    const fence = "`".repeat(longest + 1);
    const pad = t.startsWith("`") || t.endsWith("`") || (t.startsWith(" ") && t.endsWith(" ")) ? " " : "";
    return `${fence}${pad}${t.replace(/\|/g, "\\|")}${pad}${fence}`;
}
/** Text content or attribute value in XML 1.0: escapes markup and replaces forbidden characters. */
function escapeXml(s) {
    return stripXmlInvalid(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]);
}
/** Replace characters XML 1.0 forbids (C0 controls other than tab/LF/CR, lone surrogates, U+FFFE/FFFF) with U+FFFD. */
function stripXmlInvalid(s) {
    return s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}
/**
 * Text printed to a GitHub Actions log: a line starting with `::` (or containing `::` after
 * leading whitespace) could be read as a workflow command. Neutralise every `::` by inserting a
 * zero-width space, and strip ANSI escape sequences and other C0 controls except tab/newline.
 */
function neutralizeWorkflowCommands(s) {
    return s
        .replace(/\u001b\[[0-9;?]*[ -/]*[@-~]/g, "")
        .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, "")
        .replace(/::/g, ":\u200b:");
}
/** Shorten to at most `max` characters (code points are never split), adding an ellipsis. */
function truncate(s, max) {
    if (s.length <= max)
        return s;
    let cut = max - 1;
    const c = s.charCodeAt(cut - 1);
    if (c >= 0xd800 && c <= 0xdbff)
        cut--;
    return s.slice(0, cut) + "…";
}


/***/ })

};
