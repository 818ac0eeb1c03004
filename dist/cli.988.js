export const id = 988;
export const ids = [988];
export const modules = {

/***/ 7988:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCalibrateCommand: () => (/* binding */ runCalibrateCommand)
});

// EXTERNAL MODULE: ./lib/commands/help.js + 1 modules
var help = __webpack_require__(565);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/commands/usage.js
var usage = __webpack_require__(7301);
// EXTERNAL MODULE: ./lib/commands/flags.js
var flags = __webpack_require__(3197);
// EXTERNAL MODULE: ./lib/bundle/read.js
var read = __webpack_require__(8022);
// EXTERNAL MODULE: ./lib/scenarios/scenario.js
var scenario = __webpack_require__(1433);
// EXTERNAL MODULE: ./lib/trend/metrics.js
var metrics = __webpack_require__(8622);
// EXTERNAL MODULE: ./lib/scenarios/gate.js
var gate = __webpack_require__(2000);
// EXTERNAL MODULE: ./lib/scenarios/stats.js
var stats = __webpack_require__(4404);
;// CONCATENATED MODULE: ./lib/calibrate/power.js
// The power of the scenario gate's pass-rate test (one-sided Fisher, src/scenarios/stats.ts),
// computed exactly over both sides' binomial outcomes, and the normal approximation of the cost
// shift a mean comparison detects. Pure.

/** P(X = k) for X ~ Binomial(n, p). */
function binomPmf(k, n, p) {
    if (p <= 0)
        return k === 0 ? 1 : 0;
    if (p >= 1)
        return k === n ? 1 : 0;
    return Math.exp((0,stats/* logChoose */.Oo)(n, k) + k * Math.log(p) + (n - k) * Math.log1p(-p));
}
/** Whether the gate's test flags `c` of `nc` candidate passes against `b` of `nb` baseline passes. */
function rejects(b, nb, c, nc, alpha) {
    return c * nb < b * nc && (0,stats/* isBelow */.Yw)((0,stats/* fisherLower */.$3)(b, nb, c, nc), alpha);
}
/**
 * The chance that the one-sided Fisher test at `alpha` flags a drop when the baseline's `nb` runs
 * pass with rate `p0` and the candidate's `nc` runs with rate `p1`: the sum over both binomial
 * outcomes. For each baseline count the flagged candidate counts are 0..t(b), and t(b) does not
 * fall as b rises, so one walk finds them all.
 */
function power(nb, nc, p0, p1, alpha) {
    const cdf = [];
    let acc = 0;
    for (let c = 0; c <= nc; c++)
        cdf.push((acc += binomPmf(c, nc, p1)));
    let total = 0;
    let t = -1; // the largest flagged candidate count for the current b
    for (let b = 0; b <= nb; b++) {
        while (t + 1 <= nc && rejects(b, nb, t + 1, nc, alpha))
            t++;
        if (t >= 0)
            total += binomPmf(b, nb, p0) * Math.min(1, cdf[t]);
    }
    return Math.min(1, total);
}
/**
 * The smallest drop (a step of 0.01) from `p0` the test detects with `target` power at these
 * counts; null: none. Bisection: power rises as the candidate's rate falls.
 */
function minDetectableDrop(nb, nc, p0, alpha, target = 0.8) {
    const ok = (d) => power(nb, nc, p0, Math.max(0, p0 - d / 100), alpha) >= target;
    let hi = Math.round(p0 * 100);
    if (hi < 1 || !ok(hi))
        return null;
    let lo = 0; // not enough (no drop)
    while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (ok(mid))
            hi = mid;
        else
            lo = mid;
    }
    return hi / 100;
}
/** Runs per side at most considered by runsNeededFor. */
const MAX_RUNS_PER_SIDE = 2000;
/**
 * The fewest runs per side (the same on both) at which a drop of `drop` from `p0` is detected
 * with `target` power: at least 2; doubling, then bisection (power rises with the runs, save for the
 * discreteness of Fisher's test, which can move a count or two). Null: impossible (`drop` > `p0`)
 * or more than MAX_RUNS_PER_SIDE.
 */
function runsNeededFor(p0, drop, alpha, target = 0.8) {
    if (drop <= 0 || drop > p0 + 1e-12)
        return null;
    const p1 = Math.max(0, p0 - drop);
    const ok = (n) => power(n, n, p0, p1, alpha) >= target;
    if (ok(2))
        return 2;
    let lo = 2; // not enough
    let hi = 4;
    while (!ok(hi)) {
        if (hi >= MAX_RUNS_PER_SIDE)
            return null;
        lo = hi;
        hi = Math.min(MAX_RUNS_PER_SIDE, hi * 2);
    }
    while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (ok(mid))
            hi = mid;
        else
            lo = mid;
    }
    return hi;
}
/** Standard normal CDF (erfc by Abramowitz–Stegun 7.1.26; absolute error below 1.5e-7). */
function normalCdf(z) {
    const x = Math.abs(z) / Math.SQRT2;
    const t = 1 / (1 + 0.3275911 * x);
    const erfc = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-x * x);
    return z >= 0 ? 1 - erfc / 2 : erfc / 2;
}
/** The standard normal quantile of `q` (0 < q < 1), by bisection on normalCdf. */
function normalQuantile(q) {
    let lo = -10;
    let hi = 10;
    for (let i = 0; i < 80; i++) {
        const mid = (lo + hi) / 2;
        if (normalCdf(mid) < q)
            lo = mid;
        else
            hi = mid;
    }
    return (lo + hi) / 2;
}
/**
 * The smallest relative shift of the mean cost a one-sided two-sample z-test at `alpha` detects
 * with `target` power, `n` runs per side, from the runs' costs (mean and sample standard
 * deviation): (z(1-alpha) + z(target)) * sd * sqrt(2 / n) / mean. Null with fewer than 2 costs or
 * a zero mean.
 */
function costShift(costs, n, alpha, target = 0.8) {
    if (costs.length < 2 || n < 1)
        return null;
    const mean = costs.reduce((a, b) => a + b, 0) / costs.length;
    if (!(mean > 0))
        return null;
    const sd = Math.sqrt(costs.reduce((a, c) => a + (c - mean) ** 2, 0) / (costs.length - 1));
    const shift = ((normalQuantile(1 - alpha) + normalQuantile(target)) * sd * Math.sqrt(2 / n)) / mean;
    return { mean, sd, shift };
}

;// CONCATENATED MODULE: ./lib/calibrate/calibrate.js
// `arh calibrate` (docs/calibrate.md): the scenario gate measured on the baseline's own runs. Each
// round splits every scenario's runs at random into two halves and runs the gate on them (an A/A
// comparison: nothing changed, so any failure is a false alarm); then the power of the pass-rate
// test at the present run counts. Pure and deterministic: the split comes from a seeded PRNG.




/** The most rounds `--rounds` takes. */
const MAX_ROUNDS = 100_000;
const DEFAULT_ROUNDS = 1000;
/** The power the detectable drop and the runs needed aim at. */
const TARGET_POWER = 0.8;
/** mulberry32: a small seeded PRNG, the same sequence for the same seed on every platform. */
function prng(seed) {
    let a = seed >>> 0;
    return () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/** Exact chance that the one-sided test fires when `k` passes of `n` runs are split at random into `nb` and `nc`. */
function splitTestSize(k, n, nb, nc, alpha) {
    let size = 0;
    for (let x = Math.max(0, k - nb); x <= Math.min(k, nc); x++) {
        const b = k - x;
        if (x * nb < b * nc && (0,stats/* isBelow */.Yw)((0,stats/* fisherLower */.$3)(b, nb, x, nc), alpha))
            size += Math.exp((0,stats/* logChoose */.Oo)(k, x) + (0,stats/* logChoose */.Oo)(n - k, nc - x) - (0,stats/* logChoose */.Oo)(n, nc));
    }
    return size;
}
/** Check the options: one clear line for each bad value. */
function checkCalibrateOptions(o) {
    if (!Number.isSafeInteger(o.rounds) || o.rounds < 1 || o.rounds > MAX_ROUNDS)
        throw new errors/* UsageError */.e(`--rounds must be a whole number from 1 to ${MAX_ROUNDS}, got ${String(o.rounds)}`);
    if (!Number.isSafeInteger(o.seed) || o.seed < 0 || o.seed > 0xffffffff)
        throw new errors/* UsageError */.e(`--seed must be a whole number from 0 to 4294967295, got ${String(o.seed)}`);
    if (o.detect !== null && !(o.detect > 0 && o.detect <= 1))
        throw new errors/* UsageError */.e(`--detect must be a pass-rate drop above 0 and at most 1 (0.2 is 20 points), got ${String(o.detect)}`);
}
/**
 * Calibrate the gate on the runs of one report (`costs`: each run's cost by trace id, where
 * recorded). Scenarios with one run are skipped with a line; none left to split is a usage error.
 */
function calibrate(runs, costs, o) {
    checkCalibrateOptions(o);
    const alpha = o.gate.alpha ?? 0.05;
    const groups = new Map();
    for (const r of runs) {
        const g = groups.get(r.scenario);
        if (g)
            g.push(r);
        else
            groups.set(r.scenario, [r]);
    }
    const skipped = [];
    const names = [];
    for (const s of [...groups.keys()].sort(cmp)) {
        if (groups.get(s).length < 2)
            skipped.push(`scenario ${JSON.stringify(s.slice(0, 200))} has one run: nothing to split`);
        else
            names.push(s);
    }
    if (names.length === 0)
        throw new errors/* UsageError */.e(`no scenario has two runs or more to split (${skipped.length} scenario(s) with one run): record repeated runs (docs/repeats.md)`);
    // the gate's own options, but no quarantine (no date) and min-runs 1: halves have half the runs
    const gateOpts = { ...o.gate, minRuns: 1, quarantine: null, today: null };
    const sorted = names.map((s) => [...groups.get(s)].sort((a, b) => cmp(a.trace_id, b.trace_id)));
    const alarms = names.map(() => ({ n: 0, insufficient: 0, verdicts: new Map() }));
    let overall = 0;
    const rnd = prng(o.seed);
    for (let round = 0; round < o.rounds; round++) {
        const base = [];
        const cand = [];
        for (const list of sorted) {
            const a = [...list];
            for (let i = a.length - 1; i > 0; i--) {
                const j = Math.floor(rnd() * (i + 1));
                [a[i], a[j]] = [a[j], a[i]];
            }
            const half = Math.ceil(a.length / 2);
            base.push(...a.slice(0, half));
            cand.push(...a.slice(half));
        }
        const g = (0,gate/* gateScenarios */.B4)(base, cand, gateOpts);
        if (!g.passed)
            overall++;
        for (const row of g.rows) {
            const i = names.indexOf(row.scenario);
            if (i < 0)
                continue;
            if (row.verdict === "insufficient-data")
                alarms[i].insufficient++;
            if (row.outcome !== "fail")
                continue;
            alarms[i].n++;
            alarms[i].verdicts.set(row.verdict, (alarms[i].verdicts.get(row.verdict) ?? 0) + 1);
        }
    }
    const scenarios = names.map((s, i) => {
        const list = sorted[i];
        const n = list.length;
        const k = list.filter((r) => r.passed).length;
        const nb = Math.ceil(n / 2);
        const p0 = k / n;
        const c = list.map((r) => costs.get(r.trace_id)).filter((v) => v !== undefined);
        const cs = c.length === n ? costShift(c, n, alpha, TARGET_POWER) : null;
        const possible = o.detect !== null && o.detect <= p0 + 1e-12;
        return {
            scenario: s,
            runs: n,
            passes: k,
            split: [nb, n - nb],
            false_alarms: alarms[i].n,
            false_alarm_rate: alarms[i].n / o.rounds,
            interval: (0,stats/* wilson */.rF)(alarms[i].n, o.rounds),
            by_verdict: Object.fromEntries([...alarms[i].verdicts].sort((a, b) => cmp(a[0], b[0]))),
            pass_rate_test_size: splitTestSize(k, n, nb, n - nb, alpha),
            insufficient: alarms[i].insufficient,
            min_detectable_drop: minDetectableDrop(n, n, p0, alpha, TARGET_POWER),
            power_at_detect: possible ? power(n, n, p0, Math.max(0, p0 - o.detect), alpha) : null,
            runs_needed: possible ? runsNeededFor(p0, o.detect, alpha, TARGET_POWER) : null,
            cost: cs ? { mean: cs.mean, sd: cs.sd, min_detectable_shift: cs.shift } : null,
        };
    });
    return {
        rounds: o.rounds,
        seed: o.seed,
        alpha,
        detect: o.detect,
        power_target: TARGET_POWER,
        scenarios,
        overall: { false_alarms: overall, false_alarm_rate: overall / o.rounds, interval: (0,stats/* wilson */.rF)(overall, o.rounds) },
        skipped,
    };
}

// EXTERNAL MODULE: ./lib/util/escape.js
var util_escape = __webpack_require__(7757);
;// CONCATENATED MODULE: ./lib/calibrate/render.js
// `arh calibrate`'s console text (docs/calibrate.md). Pure; scenario ids are trace content.

const pct = (v) => `${(v * 100).toFixed(1)}%`;
const interval = (i) => `${pct(i.low)}–${pct(i.high)}`;
function renderCalibration(c) {
    const lines = [];
    const within = c.overall.interval.low <= c.alpha;
    lines.push(`Calibration: ${c.rounds} A/A split(s) of the baseline's own runs (seed ${c.seed}), the scenario gate at alpha ${c.alpha}.`);
    lines.push(`False alarms: ${c.overall.false_alarms} of ${c.rounds} rounds failed the gate (${pct(c.overall.false_alarm_rate)}, 95% interval ${interval(c.overall.interval)}); ` +
        (within ? `consistent with alpha ${pct(c.alpha)} or below.` : `above alpha ${pct(c.alpha)}: the gate raises more false alarms than it should on these runs.`));
    for (const s of c.scenarios) {
        const name = (0,util_escape/* neutralizeWorkflowCommands */.tW)(JSON.stringify(s.scenario));
        const why = Object.entries(s.by_verdict).map(([v, n]) => `${v} ${n}`).join(", ");
        lines.push(`- ${name}: ${s.passes}/${s.runs} pass, split ${s.split[0]} v ${s.split[1]}: false alarms ${pct(s.false_alarm_rate)} (${interval(s.interval)})${why ? ` [${why}]` : ""}; the pass-rate test alone ${pct(s.pass_rate_test_size)} exactly${s.insufficient ? `; insufficient data in ${s.insufficient} round(s)` : ""}`);
        const parts = [];
        parts.push(s.min_detectable_drop === null ? `no drop from ${pct(s.passes / s.runs)} is detected with ${pct(c.power_target)} power at ${s.runs} runs per side` : `detects a drop of ${(s.min_detectable_drop * 100).toFixed(0)} points or more with ${pct(c.power_target)} power at ${s.runs} runs per side`);
        if (c.detect !== null) {
            const d = `${(c.detect * 100).toFixed(0)}-point drop`;
            parts.push(s.power_at_detect === null ? `a ${d} is impossible from ${pct(s.passes / s.runs)}` : `power ${pct(s.power_at_detect)} against a ${d}; ${s.runs_needed === null ? "more than 2000 runs per side" : `${s.runs_needed} runs per side`} for ${pct(c.power_target)}`);
        }
        if (s.cost)
            parts.push(`cost: a shift of ${pct(s.cost.min_detectable_shift)} of the mean $${s.cost.mean.toFixed(4)} (normal approximation)`);
        lines.push(`    ${parts.join("; ")}`);
    }
    for (const s of c.skipped)
        lines.push(`skipped: ${(0,util_escape/* neutralizeWorkflowCommands */.tW)(s)}`);
    return lines.join("\n") + "\n";
}

// EXTERNAL MODULE: ./lib/util/writefile.js
var writefile = __webpack_require__(7337);
// EXTERNAL MODULE: ./lib/commands/outputs.js + 1 modules
var outputs = __webpack_require__(2695);
// EXTERNAL MODULE: ./lib/gate/gate.js + 6 modules
var gate_gate = __webpack_require__(2993);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./lib/util/readfile.js
var readfile = __webpack_require__(8564);
// EXTERNAL MODULE: ./lib/engine/pipeline.js + 4 modules
var pipeline = __webpack_require__(7879);
// EXTERNAL MODULE: ./lib/judge/read.js
var judge_read = __webpack_require__(563);
;// CONCATENATED MODULE: ./lib/calibrate/judge-input.js
// The inputs of `arh calibrate --judge` (docs/calibrate.md, "Judges"): rows of {id, step?, label?,
// score?} from a JSONL or CSV file (the human labels, or the judge's own scores), the judge's
// evaluations read from canonical trace documents, and the pairing of the two by (trace id, step id).
// Pure: text in, rows or one clear line out.

const MAX_ROWS = 1_000_000;
const MAX_ID = 500;
const MAX_LABEL = 200;
const cut = (s, n = 80) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
const q = (s) => JSON.stringify(cut(s));
/** A row's key: the same for the same (trace id, step id), whatever the strings hold. */
const itemKey = (r) => JSON.stringify([r.id, r.step]);
const itemName = (r) => (r.step === null ? `trace ${q(r.id)}` : `trace ${q(r.id)} step ${q(r.step)}`);
/** A score from JSON (a finite number) or CSV (a decimal numeral); anything else is one line. */
function scoreOf(v, at) {
    if (v === undefined || v === null || v === "")
        return undefined;
    const n = typeof v === "number" ? v : typeof v === "string" && /^\s*[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/.test(v) ? Number(v) : NaN;
    if (!Number.isFinite(n))
        throw new errors/* UsageError */.e(`${at}: score ${cut(typeof v === "string" ? JSON.stringify(v) : String(JSON.stringify(v) ?? v))} is not a number`);
    return n;
}
function labelOf(v, at) {
    if (v === undefined || v === null || v === "")
        return undefined;
    if (typeof v === "boolean")
        return v ? "pass" : "fail";
    if (typeof v !== "string" && typeof v !== "number")
        throw new errors/* UsageError */.e(`${at}: label must be a string, got ${cut(JSON.stringify(v) ?? String(v))}`);
    const s = String(v).trim();
    if (s.length > MAX_LABEL)
        throw new errors/* UsageError */.e(`${at}: label ${q(s)} is longer than ${MAX_LABEL} characters`);
    return s;
}
/** One row's fields checked: an id, an optional step, a label or a score. */
function itemRow(o, at) {
    const id = typeof o.id === "number" ? String(o.id) : o.id;
    if (typeof id !== "string" || id.trim() === "")
        throw new errors/* UsageError */.e(`${at}: no "id" (the trace id the label is for)`);
    if (id.length > MAX_ID)
        throw new errors/* UsageError */.e(`${at}: id ${q(id)} is longer than ${MAX_ID} characters`);
    const step = o.step === undefined || o.step === null || o.step === "" ? null : typeof o.step === "string" || typeof o.step === "number" ? String(o.step) : undefined;
    if (step === undefined || (step !== null && step.length > MAX_ID))
        throw new errors/* UsageError */.e(`${at}: step must be the step id, a string of at most ${MAX_ID} characters`);
    const row = { id, step, at };
    const label = labelOf(o.label, at);
    const score = scoreOf(o.score, at);
    if (label !== undefined)
        row.label = label;
    if (score !== undefined)
        row.score = score;
    if (label === undefined && score === undefined)
        throw new errors/* UsageError */.e(`${at}: ${itemName(row)} has neither a label nor a score`);
    return row;
}
/**
 * Split CSV text into records of fields (RFC 4180: quoted fields, "" inside quotes, CRLF or LF).
 * Hand-written: no CSV library is among the project's dependencies, and this is the whole grammar.
 */
function csvRecords(text, file) {
    const out = [];
    let fields = [];
    let cur = "";
    let line = 1;
    let start = 1;
    let i = 0;
    let quoted = false;
    const endRecord = () => {
        fields.push(cur);
        if (fields.length > 1 || fields[0] !== "")
            out.push({ fields, line: start });
        if (out.length > MAX_ROWS)
            throw new errors/* UsageError */.e(`${file}: more than ${MAX_ROWS} rows`);
        fields = [];
        cur = "";
    };
    while (i < text.length) {
        const c = text[i];
        if (quoted && c === '"' && text[i + 1] === '"') {
            cur += '"';
            i += 2;
        }
        else if (quoted && c === '"') {
            quoted = false;
            i++;
        }
        else if (quoted) {
            if (c === "\n")
                line++;
            cur += c;
            i++;
        }
        else if (c === '"' && cur === "") {
            quoted = true;
            i++;
        }
        else if (c === ",") {
            fields.push(cur);
            cur = "";
            i++;
        }
        else if (c === "\n" || c === "\r") {
            endRecord();
            i += c === "\r" && text[i + 1] === "\n" ? 2 : 1;
            start = ++line;
        }
        else {
            cur += c;
            i++;
        }
    }
    if (quoted)
        throw new errors/* UsageError */.e(`${file}:${start}: a quoted field is not closed`);
    endRecord();
    return out;
}
/** The rows of a CSV file with a header naming `id` and `label` and/or `score` (and `step`). */
function csvRows(text, file) {
    const records = csvRecords(text, file);
    if (records.length === 0)
        throw new errors/* UsageError */.e(`${file}: empty: expected a header (id,label or id,score) and rows`);
    const header = records[0].fields.map((h) => h.trim().toLowerCase());
    if (!header.includes("id") || !(header.includes("label") || header.includes("score")))
        throw new errors/* UsageError */.e(`${file}:1: the header must name an id column and a label or score column, got ${q(records[0].fields.join(","))}`);
    return records.slice(1).map(({ fields, line }) => {
        const at = `${file}:${line}`;
        if (fields.length !== header.length)
            throw new errors/* UsageError */.e(`${at}: ${fields.length} field(s), the header has ${header.length}`);
        const o = {};
        header.forEach((h, i) => (o[h] = fields[i].trim()));
        return itemRow(o, at);
    });
}
function jsonlRows(text, file) {
    const out = [];
    const lines = text.split("\n");
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i].trim();
        if (line === "")
            continue;
        const at = `${file}:${i + 1}`;
        let o;
        try {
            o = JSON.parse(line);
        }
        catch {
            throw new errors/* UsageError */.e(`${at}: not a JSON line: ${q(line)} (expected {"id": …, "label": …} or {"id": …, "score": …})`);
        }
        if (o === null || typeof o !== "object" || Array.isArray(o))
            throw new errors/* UsageError */.e(`${at}: expected a JSON object per line, got ${q(line)}`);
        out.push(itemRow(o, at));
        if (out.length > MAX_ROWS)
            throw new errors/* UsageError */.e(`${file}: more than ${MAX_ROWS} rows`);
    }
    return out;
}
/** The rows of a labels or scores file: CSV when its name ends in .csv, JSON lines otherwise. */
function parseItemRows(text, file) {
    const t = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    return /\.csv$/i.test(file) ? csvRows(t, file) : jsonlRows(t, file);
}
/**
 * The evaluations named `judge` of one canonical trace document (the raw object, before parsing):
 * the trace's `evaluations` (each with an optional `step`) and each step's own `evaluations`.
 */
function traceEvaluationRows(doc, judge, file) {
    if (doc === null || typeof doc !== "object" || Array.isArray(doc))
        return [];
    const t = doc;
    const id = typeof t.trace_id === "string" ? t.trace_id : null;
    if (id === null)
        return [];
    const out = [];
    const take = (list, where, step) => {
        if (!Array.isArray(list))
            return;
        list.forEach((e, i) => {
            if (e === null || typeof e !== "object" || e.name !== judge)
                return;
            const o = e;
            out.push(itemRow({ id, step: step ?? o.step, label: o.label, score: o.score }, `${file} (${where}/evaluations/${i})`));
        });
    };
    take(t.evaluations, "", null);
    if (Array.isArray(t.steps)) {
        t.steps.forEach((s, i) => {
            if (s !== null && typeof s === "object")
                take(s.evaluations, `/steps/${i}`, typeof s.step_id === "string" ? s.step_id : null);
        });
    }
    return out;
}
/** Rows by key; a key twice is one line naming both places. */
function indexRows(rows, what) {
    const m = new Map();
    for (const r of rows) {
        const k = itemKey(r);
        const had = m.get(k);
        if (had)
            throw new errors/* UsageError */.e(`${what}: ${itemName(r)} appears twice (${had.at} and ${r.at}): one ${what === "labels" ? "label" : "result"} per item`);
        m.set(k, r);
    }
    return m;
}
/** Pair judge results with labels by (trace id, step id), in the labels' order. */
function pairRows(results, labels) {
    const r = indexRows(results, "judge results");
    const l = indexRows(labels, "labels");
    const pairs = [];
    const labelsOnly = [];
    for (const [k, human] of l) {
        const judge = r.get(k);
        if (judge)
            pairs.push({ judge, human });
        else
            labelsOnly.push(human);
    }
    const resultsOnly = [...r].filter(([k]) => !l.has(k)).map(([, v]) => v);
    return { pairs, labelsOnly, resultsOnly };
}

;// CONCATENATED MODULE: ./lib/calibrate/judge-agreement.js
// Agreement between a judge and human labels, with analytic 95 % confidence intervals (docs/calibrate.md,
// "Judges"): Cohen's kappa on labels with the large-sample standard error of Fleiss, Cohen and Everitt
// (1969); Spearman's rho on scores with Fisher's z and Fieller, Hartley and Pearson's (1957) variance
// 1.06/(n-3). Pure and deterministic: no resampling.
//
// Hand-written: no statistics library is among the project's dependencies, and these are closed-form
// formulas of a few lines each (the normal quantile is the fixed 95 % one the scenario gate uses).

/** Why an agreement cannot be computed (every pair alike, say): one line. */
class AgreementUndefined extends Error {
}
const clamp = (v) => Math.max(-1, Math.min(1, v));
/**
 * Cohen's kappa of `judge[i]` v `human[i]` (categories compared as strings), with the 95 % interval
 * kappa ± z·se, se the non-null asymptotic standard error (Fleiss, Cohen & Everitt 1969), clamped to [-1, 1].
 */
function cohenKappa(judge, human) {
    const n = judge.length;
    if (n === 0 || n !== human.length)
        throw new AgreementUndefined("no pairs to compare");
    const cats = [...new Set([...judge, ...human])].sort();
    const at = new Map(cats.map((c, i) => [c, i]));
    const k = cats.length;
    const p = cats.map(() => new Array(k).fill(0));
    for (let i = 0; i < n; i++)
        p[at.get(judge[i])][at.get(human[i])] += 1 / n;
    const row = p.map((r) => r.reduce((a, b) => a + b, 0));
    const col = cats.map((_, j) => p.reduce((a, r) => a + r[j], 0));
    let po = 0;
    let pe = 0;
    for (let i = 0; i < k; i++) {
        po += p[i][i];
        pe += row[i] * col[i];
    }
    if (pe >= 1 - 1e-12)
        throw new AgreementUndefined(`every pair has the one label ${JSON.stringify(cats[0].slice(0, 60))} on both sides: chance agreement is 1 and kappa is undefined`);
    const kappa = (po - pe) / (1 - pe);
    let a = 0;
    let b = 0;
    for (let i = 0; i < k; i++) {
        a += p[i][i] * (1 - (row[i] + col[i]) * (1 - kappa)) ** 2;
        for (let j = 0; j < k; j++)
            if (i !== j)
                b += p[i][j] * (col[i] + row[j]) ** 2;
    }
    const c = (kappa - pe * (1 - kappa)) ** 2;
    const variance = (a + (1 - kappa) ** 2 * b - c) / (n * (1 - pe) ** 2);
    const se = Math.sqrt(Math.max(0, variance));
    return { value: clamp(kappa), ci: [clamp(kappa - stats/* Z_95 */.U$ * se), clamp(kappa + stats/* Z_95 */.U$ * se)], se };
}
/** Ranks 1..n, ties given the mean of the ranks they span. */
function ranks(xs) {
    const order = xs.map((_, i) => i).sort((i, j) => xs[i] - xs[j] || i - j);
    const out = new Array(xs.length);
    let i = 0;
    while (i < order.length) {
        let j = i;
        while (j + 1 < order.length && xs[order[j + 1]] === xs[order[i]])
            j++;
        for (let t = i; t <= j; t++)
            out[order[t]] = (i + j) / 2 + 1;
        i = j + 1;
    }
    return out;
}
/**
 * Spearman's rho of `judge[i]` v `human[i]` (the Pearson correlation of their ranks, ties averaged),
 * with the 95 % interval tanh(atanh(rho) ± z·sqrt(1.06/(n-3))); n must be 4 or more.
 */
function spearman(judge, human) {
    const n = judge.length;
    if (n < 4 || n !== human.length)
        throw new AgreementUndefined(`Spearman's interval needs 4 pairs or more, got ${n}`);
    const rx = ranks(judge);
    const ry = ranks(human);
    const mean = (n + 1) / 2;
    let sxy = 0;
    let sxx = 0;
    let syy = 0;
    for (let i = 0; i < n; i++) {
        const dx = rx[i] - mean;
        const dy = ry[i] - mean;
        sxy += dx * dy;
        sxx += dx * dx;
        syy += dy * dy;
    }
    if (sxx === 0 || syy === 0)
        throw new AgreementUndefined(`every ${sxx === 0 ? "judge score" : "human score"} is the same: the rank correlation is undefined`);
    const rho = clamp(sxy / Math.sqrt(sxx * syy));
    const se = Math.sqrt(1.06 / (n - 3));
    // at |rho| = 1 the transform is infinite: the interval is the point, narrowed by nothing
    const z = Math.atanh(Math.max(-1 + 1e-15, Math.min(1 - 1e-15, rho)));
    return { value: rho, ci: [clamp(Math.tanh(z - stats/* Z_95 */.U$ * se)), clamp(Math.tanh(z + stats/* Z_95 */.U$ * se))], se };
}

// EXTERNAL MODULE: ./lib/calibrate/judge-record.js
var judge_record = __webpack_require__(9050);
;// CONCATENATED MODULE: ./lib/calibrate/judge-calibrate.js
// `arh calibrate --judge NAME` (docs/calibrate.md, "Judges"): the agreement of a judge's results with
// human labels, as a calibration record bound to the judge's name and the rubric file's sha256, and its
// console summary. Pure: the digests are computed by the caller from the files' bytes.




/** Fewer pairs than this and the command refuses: an interval on a handful of pairs says little. */
const MIN_PAIRS = 10;
/** Human labels read as a pass (threshold agreement); anything else but the fail words is refused. */
const PASS = new Set(["pass", "passed", "true", "yes", "1", "good"]);
const FAIL = new Set(["fail", "failed", "false", "no", "0", "bad"]);
/** The metric the flags and the data ask for; a mix the metric cannot read is one line. */
function chooseMetric(p, o) {
    if (o.metric !== null) {
        if (o.metric === "threshold_agreement" && o.threshold === null)
            throw new errors/* UsageError */.e("--metric threshold_agreement needs --threshold T (a judge score at or above T is a pass)");
        if (o.metric !== "threshold_agreement" && o.threshold !== null)
            throw new errors/* UsageError */.e(`--threshold is for --metric threshold_agreement, not ${o.metric}`);
        return o.metric;
    }
    if (o.threshold !== null)
        return "threshold_agreement";
    const first = p.pairs[0];
    return first && first.judge.score !== undefined && first.human.score !== undefined && first.judge.label === undefined ? "spearman" : "cohen_kappa";
}
const need = (r, field, side, metric) => {
    throw new errors/* UsageError */.e(`${r.at}: ${itemName(r)} has no ${field} (${side}); ${metric} compares ${field}s on both sides`);
};
/** A human label read as pass/fail; a human score is a pass at or above the threshold too. */
function humanPass(r, t) {
    if (r.label !== undefined) {
        const l = r.label.toLowerCase();
        if (PASS.has(l))
            return "pass";
        if (FAIL.has(l))
            return "fail";
        throw new errors/* UsageError */.e(`${r.at}: label ${JSON.stringify(r.label.slice(0, 60))} is neither pass nor fail (threshold agreement compares pass/fail)`);
    }
    return r.score >= t ? "pass" : "fail";
}
function agreementOf(metric, p, threshold) {
    const pairs = p.pairs;
    if (metric === "spearman") {
        return spearman(pairs.map(({ judge }) => judge.score ?? need(judge, "score", "judge", "spearman")), pairs.map(({ human }) => human.score ?? need(human, "score", "labels", "spearman")));
    }
    if (metric === "threshold_agreement") {
        const t = threshold;
        return cohenKappa(pairs.map(({ judge }) => ((judge.score ?? need(judge, "score", "judge", "threshold agreement")) >= t ? "pass" : "fail")), pairs.map(({ human }) => humanPass(human, t)));
    }
    return cohenKappa(pairs.map(({ judge }) => judge.label ?? need(judge, "label", "judge", "cohen_kappa")), pairs.map(({ human }) => human.label ?? need(human, "label", "labels", "cohen_kappa")));
}
/** Check `--metric`: one of the record's metrics. */
function parseMetric(raw) {
    if (raw === undefined)
        return null;
    if (!judge_record/* JUDGE_METRICS */.et.includes(raw))
        throw new errors/* UsageError */.e(`--metric must be one of ${judge_record/* JUDGE_METRICS */.et.join(", ")}, got '${raw.slice(0, 60)}'`);
    return raw;
}
/**
 * Pair, count and compute. Duplicate items, fewer than MIN_PAIRS pairs, a field the metric needs
 * missing, or an agreement undefined on these data (every label alike) are each one UsageError.
 */
function calibrateJudge(results, labels, o) {
    if (results.length === 0)
        throw new errors/* UsageError */.e(`no judge result named ${JSON.stringify(o.judge.slice(0, 100))} was found (the traces' evaluations, or the --scores file)`);
    const pairing = pairRows(results, labels);
    const { pairs, labelsOnly, resultsOnly } = pairing;
    if (pairs.length < MIN_PAIRS)
        throw new errors/* UsageError */.e(`only ${pairs.length} item(s) have both a judge result and a label (${labelsOnly.length} label(s) without a result, ${resultsOnly.length} result(s) without a label): at least ${MIN_PAIRS} are needed`);
    const metric = chooseMetric(pairing, o);
    let a;
    try {
        a = agreementOf(metric, pairing, o.threshold);
    }
    catch (e) {
        if (e instanceof AgreementUndefined)
            throw new errors/* UsageError */.e(`${metric} of judge ${JSON.stringify(o.judge.slice(0, 100))}: ${e.message}`);
        throw e;
    }
    const record = {
        kind: judge_record/* JUDGE_CALIBRATION_KIND */.Qq,
        format_version: judge_record/* JUDGE_CALIBRATION_FORMAT */.fC,
        judge: o.judge,
        digest: o.digest,
        metric,
        value: a.value,
        ci: a.ci,
        confidence: 0.95,
        n: pairs.length,
        labels_digest: o.labelsDigest,
    };
    if (metric === "threshold_agreement")
        record.threshold = o.threshold;
    record.rubric = o.rubric;
    record.unpaired = { labels: labelsOnly.length, results: resultsOnly.length };
    return { record, pairing, se: a.se };
}
const METRIC_NAME = { cohen_kappa: "Cohen's kappa", spearman: "Spearman's rho", threshold_agreement: "threshold agreement (kappa)" };
/** The console summary: what was paired, what was not (a few named), the value and its interval. */
function renderJudgeCalibration(run, out) {
    const { record: r, pairing } = run;
    const f = (v) => v.toFixed(3);
    const lines = [
        `Judge ${JSON.stringify(r.judge.slice(0, 100))} calibrated on ${r.n} paired item(s), rubric ${r.digest.slice(0, 19)}…`,
        `${METRIC_NAME[r.metric]}${r.threshold !== undefined ? ` at score >= ${r.threshold}` : ""}: ${f(r.value)} (95% CI ${f(r.ci[0])}–${f(r.ci[1])})`,
        `Unpaired: ${pairing.labelsOnly.length} label(s) without a judge result, ${pairing.resultsOnly.length} judge result(s) without a label`,
    ];
    for (const [what, list] of [["label without a judge result", pairing.labelsOnly], ["judge result without a label", pairing.resultsOnly]]) {
        for (const x of list.slice(0, 5))
            lines.push(`- ${what}: ${itemName(x)} (${x.at})`);
        if (list.length > 5)
            lines.push(`- … and ${list.length - 5} more ${what}(s)`);
    }
    lines.push(out ? `Record written to ${out}: commit it beside the rubric; the policy's evaluation names it with calibration:` : "No --json-out: the record was not written.");
    return lines.join("\n") + "\n";
}

;// CONCATENATED MODULE: ./lib/commands/calibrate.js
// `arh calibrate --baseline BUNDLE [--rounds N] [--seed S] [--detect D] [--json-out F]`: the
// scenario gate's false-alarm rate on A/A splits of the baseline's own runs, and its power; and
// `arh calibrate --judge NAME --labels F --rubric F [--scores F | PATH...]`: a judge's agreement with
// human labels, as a calibration record (docs/calibrate.md, "Judges").




















/** The flags of each mode: `--judge` selects the judge's calibration, whose flags the gate's mode refuses, and back. */
const JUDGE_FLAGS = ["judge", "labels", "rubric", "scores", "threshold", "metric"];
const BASELINE_FLAGS = ["baseline", "rounds", "seed", "detect", "scenario-from", "min-runs", "alpha", "insufficient", "flaky", "zero-tolerance", "strict-policy"];
/** The largest labels, scores or rubric file read. */
const MAX_INPUT_BYTES = 64 * 1024 * 1024;
/** A whole number or a decimal flag; `what` says what it must be. */
function numberFlag(raw, name, fallback) {
    if (raw === undefined)
        return fallback;
    const t = raw.trim();
    const n = /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : NaN;
    if (Number.isNaN(n))
        throw new errors/* UsageError */.e(`${name} must be a number, got '${t.slice(0, 60)}'`);
    return n;
}
async function runCalibrateCommand(argv) {
    try {
        const { values, positionals } = (0,help/* parseFlags */.bQ)("calibrate", {
            args: argv,
            allowPositionals: true,
            strict: true,
            options: { ...flags/* COMPARE_SCENARIO_OPTIONS */.oy, ...flags/* GATE_POLICY_OPTIONS */._W, ...flags/* QUIET_OPTION */.Hl, baseline: { type: "string" }, rounds: { type: "string" }, seed: { type: "string" }, detect: { type: "string" }, "json-out": { type: "string" }, ...JUDGE_OPTIONS },
        });
        const v = values;
        if (values.judge !== undefined) {
            const other = BASELINE_FLAGS.find((f) => v[f] !== undefined);
            if (other)
                throw new errors/* UsageError */.e(`--${other} is a flag of the scenario gate's calibration (--baseline); --judge calibrates a judge: give one or the other`);
            return await runJudgeCalibration({ ...values, judge: values.judge }, positionals);
        }
        const judgeOnly = JUDGE_FLAGS.find((f) => v[f] !== undefined);
        if (judgeOnly)
            throw new errors/* UsageError */.e(`--${judgeOnly} is a flag of a judge's calibration: give --judge NAME with it (or leave it out to calibrate the scenario gate with --baseline)`);
        if (positionals.length > 0)
            throw new errors/* UsageError */.e(`unexpected argument '${positionals[0].slice(0, 100)}': the runs come from --baseline`);
        if (!values.baseline)
            throw new errors/* UsageError */.e("--baseline is required (a bundle or a report with repeated runs per scenario)");
        const repeats = (0,flags/* runScenarioRepeats */.Ez)(values);
        const rounds = numberFlag(values.rounds, "--rounds", DEFAULT_ROUNDS);
        const seed = numberFlag(values.seed, "--seed", 1);
        const detect = numberFlag(values.detect, "--detect", null);
        // an output that cannot be written (a folder, say) is one line before the baseline is read
        (0,outputs/* refuseOutputs */.N8)({ "json-out": values["json-out"] });
        const src = await (0,read/* readBaselineSource */.PU)(values.baseline, "baseline");
        try {
            // the bundle's policy gives the gate its zero tolerance: its diagnostics as validate and compare show them
            if (src.kind === "bundle") {
                let diagnostics;
                try {
                    diagnostics = (0,gate_gate/* checkPolicy */.hM)(src.bundle.policy, repeats.options.strictPolicy === true);
                }
                catch (e) {
                    throw e instanceof errors/* UsageError */.e ? new errors/* UsageError */.e(`${values.baseline}: ${e.message}`) : e;
                }
                for (const line of (0,gate_gate/* policyDiagnosticLines */.BJ)(diagnostics))
                    process.stderr.write(`arh calibrate: warning: ${values.baseline}: ${(0,util_escape/* neutralizeWorkflowCommands */.tW)(line)}\n`);
            }
            const report = src.kind === "bundle" ? src.bundle.report : src.report;
            const zt = src.kind === "bundle" ? src.bundle.policy.zero_tolerance : undefined;
            const gate = repeats.options.zeroTolerance === undefined && zt ? { ...repeats.options, zeroTolerance: zt } : repeats.options;
            const runs = (0,scenario/* toRunRecords */.Fk)(report.reports, repeats.pattern, "baseline");
            const costs = new Map();
            for (const e of report.reports) {
                const c = (0,metrics/* entryFigures */._)(e).costUsd;
                if (c !== null)
                    costs.set(e.trace_id, c);
            }
            const result = calibrate(runs, costs, { rounds, seed, detect, gate });
            if (values["json-out"])
                (0,writefile/* writeFileAtomic */.Zf)(values["json-out"], JSON.stringify(result, null, 2) + "\n");
            if (!values.quiet)
                process.stdout.write(renderCalibration(result));
            return 0;
        }
        finally {
            if (src.kind === "bundle")
                src.bundle.cleanup();
        }
    }
    catch (e) {
        return (0,usage/* usageExit */.SY)("calibrate", e);
    }
}
const JUDGE_OPTIONS = {
    judge: { type: "string" },
    labels: { type: "string" },
    rubric: { type: "string" },
    scores: { type: "string" },
    threshold: { type: "string" },
    metric: { type: "string" },
};
/** A labels, scores or rubric file's bytes, or one line naming the flag and the file. */
function inputBytes(flagName, path) {
    const r = (0,readfile/* readRegularFile */.XF)(path, MAX_INPUT_BYTES);
    if (!r.ok)
        throw new errors/* UsageError */.e(`--${flagName} ${path.slice(0, 200)}: ${r.reason}`);
    return r.bytes;
}
const sha256 = (b) => `sha256:${(0,external_node_crypto_.createHash)("sha256").update(b).digest("hex")}`;
/** The judge's results: the evaluations named `judge` in the traces PATH..., or the rows of --scores. */
async function judgeResults(judge, scores, paths) {
    if (scores !== undefined) {
        if (paths.length > 0)
            throw new errors/* UsageError */.e(`unexpected argument '${paths[0].slice(0, 100)}': the judge's results come from --scores or from trace PATHs, not both`);
        return parseItemRows(inputBytes("scores", scores).toString("utf8"), scores);
    }
    if (paths.length === 0)
        throw new errors/* UsageError */.e("give the judge's results: --scores F (JSON lines or CSV of id, label or score) or trace PATHs whose evaluations name the judge");
    const { files } = await (0,pipeline/* expandInputsWithSkipped */.I5)(paths, process.cwd());
    const rows = [];
    let unreadable = 0;
    for (const file of files) {
        const r = (0,judge_read/* readTraceFile */.m)(file);
        if ("error" in r) {
            unreadable++;
            process.stderr.write(`arh calibrate: warning: ${(0,util_escape/* neutralizeWorkflowCommands */.tW)(`${file.slice(0, 300)}: not read (${r.error.slice(0, 200)})`)}\n`);
            continue;
        }
        for (const a of r.traces)
            for (const row of traceEvaluationRows(a.trace, judge, file))
                rows.push(row);
    }
    if (unreadable > 0)
        process.stderr.write(`arh calibrate: warning: ${unreadable} of ${files.length} trace file(s) could not be read: their evaluations are not counted\n`);
    return rows;
}
async function runJudgeCalibration(values, positionals) {
    const judge = values.judge.trim();
    if (judge === "" || judge.length > judge_record/* MAX_JUDGE_NAME */.H9)
        throw new errors/* UsageError */.e(`--judge must name the evaluation (at most ${judge_record/* MAX_JUDGE_NAME */.H9} characters), got '${values.judge.slice(0, 60)}'`);
    if (!values.labels)
        throw new errors/* UsageError */.e("--labels F is required with --judge: the human labels, JSON lines or CSV of id, label or score");
    if (!values.rubric)
        throw new errors/* UsageError */.e("--rubric F is required with --judge: the judge's rubric (prompt or config) file the record is bound to");
    const metric = parseMetric(values.metric);
    const threshold = numberFlag(values.threshold, "--threshold", null);
    (0,outputs/* refuseOutputs */.N8)({ "json-out": values["json-out"] });
    const digest = sha256(inputBytes("rubric", values.rubric));
    const labelBytes = inputBytes("labels", values.labels);
    const labels = parseItemRows(labelBytes.toString("utf8"), values.labels);
    const results = await judgeResults(judge, values.scores, positionals);
    const run = calibrateJudge(results, labels, { judge, metric, threshold, rubric: values.rubric, digest, labelsDigest: sha256(labelBytes) });
    if (values["json-out"])
        (0,writefile/* writeFileAtomic */.Zf)(values["json-out"], JSON.stringify(run.record, null, 2) + "\n");
    if (!values.quiet)
        process.stdout.write((0,util_escape/* neutralizeWorkflowCommands */.tW)(renderJudgeCalibration(run, values["json-out"] ?? null)));
    return 0;
}


/***/ })

};
