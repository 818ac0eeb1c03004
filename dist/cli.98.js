export const id = 98;
export const ids = [98];
export const modules = {

/***/ 7098:
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
// EXTERNAL MODULE: ./lib/gate/gate.js + 5 modules
var gate_gate = __webpack_require__(6396);
;// CONCATENATED MODULE: ./lib/commands/calibrate.js
// `arh calibrate --baseline BUNDLE [--rounds N] [--seed S] [--detect D] [--json-out F]`: the
// scenario gate's false-alarm rate on A/A splits of the baseline's own runs, and its power
// (docs/calibrate.md).













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
            options: { ...flags/* COMPARE_SCENARIO_OPTIONS */.oy, ...flags/* GATE_POLICY_OPTIONS */._W, ...flags/* QUIET_OPTION */.Hl, baseline: { type: "string" }, rounds: { type: "string" }, seed: { type: "string" }, detect: { type: "string" }, "json-out": { type: "string" } },
        });
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


/***/ })

};
