export const id = 186;
export const ids = [186];
export const modules = {

/***/ 7186:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCompareCommand: () => (/* binding */ runCompareCommand)
});

// EXTERNAL MODULE: ./lib/commands/help.js + 1 modules
var help = __webpack_require__(565);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/commands/usage.js
var usage = __webpack_require__(7301);
// EXTERNAL MODULE: ./lib/compare/policy.js
var policy = __webpack_require__(4517);
// EXTERNAL MODULE: ./lib/compare/load.js
var load = __webpack_require__(8915);
// EXTERNAL MODULE: ./lib/compare/compare.js
var compare = __webpack_require__(7172);
;// CONCATENATED MODULE: ./lib/compare/index.js
// Public API of the compare module: `arh compare` against a baseline report.






// EXTERNAL MODULE: ./lib/bundle/read.js
var read = __webpack_require__(8022);
// EXTERNAL MODULE: ./lib/bundle/format.js
var bundle_format = __webpack_require__(773);
// EXTERNAL MODULE: ./lib/report/json.js
var report_json = __webpack_require__(7406);
// EXTERNAL MODULE: ./lib/engine/parallel.js
var engine_parallel = __webpack_require__(4399);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/compare/digests.js
var digests = __webpack_require__(6074);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./lib/engine/pipeline.js + 4 modules
var pipeline = __webpack_require__(7879);
// EXTERNAL MODULE: ./lib/engine/source.js
var engine_source = __webpack_require__(5325);
// EXTERNAL MODULE: ./lib/adapters/index.js + 25 modules
var adapters = __webpack_require__(2470);
// EXTERNAL MODULE: ./lib/adapters/jsonl.js
var jsonl = __webpack_require__(8554);
// EXTERNAL MODULE: ./lib/engine/validate.js + 7 modules
var validate = __webpack_require__(6763);
// EXTERNAL MODULE: ./lib/engine/report.js
var report = __webpack_require__(362);
// EXTERNAL MODULE: ./lib/trace/parse.js
var parse = __webpack_require__(6566);
;// CONCATENATED MODULE: ./lib/bundle/details.js
// The detail of a trace's steps for the trace diff (docs/bundle.md): arguments, results, latency
// and tokens read from the trace file itself (a bundle's traces for the before side, the traces
// validated in the run for the after side), since lean reports carry no previews. Reads files:
// only for the few traces a trace diff draws, each file once.







/**
 * Step details read from the trace files under `root` (an entry's `source_path` is relative to
 * it), or through `root` when it is a reader (a bundle zip's entries).
 */
function stepDetailsFrom(root, format) {
    const cache = new Map();
    const fileTraces = (path) => {
        if (cache.has(path))
            return cache.get(path);
        let out = null;
        try {
            let loaded;
            if (typeof root === "string")
                loaded = (0,pipeline/* readText */.fu)((0,external_node_path_.join)(root, path), path);
            else {
                const bytes = root(path);
                loaded = bytes === null ? { error: "unreadable", location: { uri: path, startLine: 1, startColumn: 1, endLine: 1, endColumn: 2 } } : (0,pipeline/* decodeText */.g7)(bytes, path);
            }
            if (!("error" in loaded)) {
                let doc;
                try {
                    doc = JSON.parse(loaded.text);
                }
                catch {
                    doc = (0,jsonl/* otlpJsonLines */.Z)(loaded.text)?.doc;
                }
                if (doc !== undefined) {
                    out = new Map();
                    for (const a of (0,adapters/* adaptDocument */.U)(doc, (0,external_node_path_.basename)(path), format)) {
                        try {
                            const t = (0,parse/* parseTrace */.bj)(a.trace);
                            if (!out.has(t.trace_id))
                                out.set(t.trace_id, { full: (0,validate/* stepDigests */.YN)(t), lean: (0,report/* leanStepDigests */.cZ)(t) });
                        }
                        catch {
                            // a trace that does not parse has no steps to show
                        }
                    }
                }
            }
        }
        catch {
            out = null; // not an agent document, or unreadable: the report's digests stay
        }
        cache.set(path, out);
        return out;
    };
    return (entry) => {
        if (entry.kind !== undefined && entry.kind !== "agent")
            return null;
        if (typeof entry.source_path !== "string")
            return null;
        const got = fileTraces(entry.source_path)?.get(entry.trace_id);
        // the same steps as the entry's digests (ids, tools, argument hashes, and result fingerprints
        // when the report has them), or the file is not the one the report was made from
        const mine = entry.steps;
        if (!got || !mine || got.lean.length !== mine.length)
            return null;
        for (let i = 0; i < mine.length; i++) {
            const a = got.lean[i];
            const b = mine[i];
            if (a.step_id !== b.step_id || a.type !== b.type || a.tool_name !== b.tool_name || a.args_hash !== b.args_hash)
                return null;
            if (b.result_hash !== undefined && a.result_hash !== b.result_hash)
                return null;
        }
        return got.full;
    };
}

;// CONCATENATED MODULE: ./lib/bundle/prepare.js









/**
 * The candidate's trace files judged under its policy (`runValidation`), and when the baseline is a
 * bundle judged under another policy, under the bundle's too, from the same reading of each file
 * (engine/pipeline.ts `runValidationTwice`): what `prepareBaseline` would otherwise judge again
 * (CandidateSide `underBase`). `opts.parallel` names the candidate's policy file; the workers are
 * given the bundle's as well.
 */
async function judgeCandidate(src, files, policy, opts) {
    const base = baselinePolicy(src);
    // the digest the bundle was judged with (its report's, checked equal to its policy's when opened)
    if (base === null || policy.digest === base.policy.digest)
        return { report: await (0,pipeline/* runValidation */.Lb)(files, policy, opts), underBase: null };
    const r = await (0,pipeline/* runValidationTwice */.zY)(files, policy, opts, base);
    return { report: r.report, underBase: r.second };
}
function baselinePolicy(src) {
    return src.kind === "bundle" ? { policy: src.bundle.policy, policyText: src.bundle.policyText, policyPath: bundle_format/* POLICY_FILE */.jA } : null;
}
async function prepareBaseline(src, cand) {
    const prepared = await prepare(src, cand);
    // both sides are read now (the CLI's and the action's gate alike): the step lists kept to share
    // with a next report read go, rather than when the event loop turns (compare/load.ts)
    (0,load.forgetReadLists)();
    return prepared;
}
async function prepare(src, cand) {
    const candidateDigest = cand.report.policy_digest ?? null;
    if (src.kind === "report") {
        const judging = { traces: false, baselineDigest: src.report.policy_digest ?? null, candidateDigest, original: null, unjudged: null };
        return { report: src.report, judging, quarantine: null, details: null, bundle: null };
    }
    const b = src.bundle;
    await b.checked(); // every trace file as the manifest lists it, before any is used
    const baselineDigest = b.report.policy_digest ?? b.policy.digest ?? null;
    const base = { quarantine: b.quarantine, details: stepDetailsFrom(b.traceBytes, b.format), bundle: b };
    const same = candidateDigest === null || candidateDigest === baselineDigest;
    if (same)
        return { ...base, report: b.report, judging: { traces: true, baselineDigest, candidateDigest, original: null, unjudged: null } };
    if (!cand.policy || cand.policy.digest !== candidateDigest) {
        const unjudged = cand.policy ? "the policy given is not the one the candidate report was judged with" : "pass the candidate's policy (--policy) to re-judge";
        return { ...base, report: b.report, judging: { traces: true, baselineDigest, candidateDigest, original: null, unjudged } };
    }
    const { tracesDir, files, source } = b.traceFiles();
    const rejudged = await (0,pipeline/* runValidation */.Lb)(files, cand.policy, {
        // each trace's digests as first judged, held once: judging again under another policy gives the same
        onEntry: (0,digests/* stepSharer */._y)(b.report),
        format: b.format,
        failUnder: cand.report.fail_under ?? b.report.fail_under ?? 70,
        cwd: tracesDir,
        // a zip's traces are read where they are, never extracted; a file that cannot be is the bundle's problem
        ...(source ? { source } : {}),
        ...(cand.threads ? { parallel: { workers: cand.threads.workers, entry: cand.threads.entry, policyText: cand.threads.policyText, policyPath: cand.threads.policyPath, render: false, keepSteps: true } } : {}),
        // memory traces are judged from the results the run recorded (never by running a memory system again)
        ...(b.memoryResults ? { memory: { resultsFile: b.memoryResults } } : {}),
    }).catch((e) => {
        throw e instanceof engine_source/* SourceReadError */.C ? (0,read/* bundleError */.lm)(b.name, e.message) : e;
    });
    const kept = b.memoryResults ? 0 : keepMemoryEntries(rejudged, b.report);
    const under = await candidateUnderBase(cand, b.policy, b.policyText);
    return { ...base, report: rejudged, judging: { traces: true, baselineDigest, candidateDigest, original: b.report, unjudged: null, baselineZeroTolerance: b.policy.zero_tolerance, ...(kept ? { keptMemory: kept } : {}), ...under } };
}
/**
 * The candidate's trace files judged under the baseline's policy (the other direction of a policy
 * change, compare/policy.ts `judgeBothDirections`), or why they could not be.
 */
async function candidateUnderBase(cand, policy, policyText) {
    if (!cand.traces)
        return { candidateUnderBase: null, candidateUnjudged: "the candidate is a report without its trace files" };
    const cwd = cand.traces.cwd;
    const files = [...new Set(cand.report.reports.map((e) => e.source_path).filter((p) => typeof p === "string" && p !== ""))].map((p) => (0,external_node_path_.resolve)(cwd, p));
    if (files.some((f) => !(0,external_node_fs_.existsSync)(f)))
        return { candidateUnderBase: null, candidateUnjudged: "a trace file of the candidate report is not at hand" };
    if (cand.underBase && cand.underBase.policy_digest === policy.digest) {
        keepMemoryEntries(cand.underBase, cand.report);
        return { candidateUnderBase: cand.underBase };
    }
    const t = cand.threads;
    const under = await (0,pipeline/* runValidation */.Lb)(files, policy, { format: cand.traces.format, failUnder: cand.report.fail_under ?? 70, cwd, ...(t ? { parallel: { workers: t.workers, entry: t.entry, policyText, policyPath: bundle_format/* POLICY_FILE */.jA, render: false, keepSteps: true } } : {}) });
    keepMemoryEntries(under, cand.report);
    return { candidateUnderBase: under };
}
/**
 * Without recorded memory results, a memory trace cannot be judged again as it was (its scores came
 * from running the memory system): its entry is kept as first judged. Returns how many were.
 */
function keepMemoryEntries(rejudged, original) {
    const first = new Map(original.reports.filter((e) => e.kind === "memory").map((e) => [e.source_path + "\u0000" + e.trace_id, e]));
    let kept = 0;
    rejudged.reports = rejudged.reports.map((e) => {
        const o = e.kind === "memory" ? first.get(e.source_path + "\u0000" + e.trace_id) : undefined;
        if (!o)
            return e;
        kept++;
        return o;
    });
    return kept;
}

// EXTERNAL MODULE: ./lib/bundle/write.js + 2 modules
var write = __webpack_require__(4903);
// EXTERNAL MODULE: ./lib/gate/gate.js + 6 modules
var gate_gate = __webpack_require__(2993);
// EXTERNAL MODULE: ./lib/tracediff/build.js + 1 modules
var build = __webpack_require__(2613);
// EXTERNAL MODULE: ./lib/util/indent.js
var indent = __webpack_require__(5004);
// EXTERNAL MODULE: ./lib/util/writefile.js
var writefile = __webpack_require__(7337);
// EXTERNAL MODULE: ./lib/jsonstream/reader.js
var jsonstream_reader = __webpack_require__(1847);
// EXTERNAL MODULE: ./lib/compare/cost.js + 1 modules
var cost = __webpack_require__(7569);
// EXTERNAL MODULE: ./lib/compare/util.js
var util = __webpack_require__(7523);
// EXTERNAL MODULE: ./lib/report/util.js
var report_util = __webpack_require__(3688);
// EXTERNAL MODULE: ./lib/util/escape.js
var util_escape = __webpack_require__(7757);
;// CONCATENATED MODULE: ./lib/report/cost.js
// The comparison's cost, tokens and latency for people (docs/cost.md): the run's totals
// (baseline → candidate, %), the cache-read share, the latency split into model and tool time (a
// slower model call is never shown as a slower tool), the top movers and the usage gates' checks.
// Console lines and a Markdown block for the compare summary (job summary, PR comment). Trace ids
// are untrusted: escaped per sink.



function tokens(v) {
    return v === null ? "–" : Math.round(v).toLocaleString("en-US");
}
function usd(v) {
    if (v === null)
        return "–";
    return v !== 0 && Math.abs(v) < 0.01 ? `$${v.toFixed(6)}` : `$${v.toFixed(4)}`;
}
function ms(v) {
    return v === null ? "–" : `${Math.round(v).toLocaleString("en-US")} ms`;
}
function pct(p) {
    return p === null ? "" : ` (${p >= 0 ? "+" : ""}${p.toFixed(1)}%)`;
}
const FMT = { cost: usd, tokens, latency: ms };
const FIELD = { cost: "cost_usd", tokens: "total_tokens", latency: "latency_ms" };
/** "a → b (+x%)" of one quantity of two sides. */
function change(q, b, c) {
    const x = b[FIELD[q]];
    const y = c[FIELD[q]];
    const p = x !== null && y !== null && x !== 0 ? Math.round(((y - x) / x) * 1000) / 10 : null;
    return `${FMT[q](x)} → ${FMT[q](y)}${pct(p)}`;
}
function estimated(b, c) {
    return b.cost_estimated || c.cost_estimated ? " (estimated from the policy's pricing)" : "";
}
function share(p) {
    return p === null ? "–" : `${p.toFixed(1)}%`;
}
/** The run-total lines, without a prefix. */
function totalLines(u, esc) {
    const b = u.baseline;
    const c = u.candidate;
    const out = [];
    const has = (f) => b[f] !== null || c[f] !== null;
    if (has("total_tokens")) {
        let kinds = "";
        if (has("input_tokens")) {
            kinds = `; input ${tokens(b.input_tokens)} → ${tokens(c.input_tokens)}, output ${tokens(b.output_tokens)} → ${tokens(c.output_tokens)}`;
            if (has("cache_read_tokens") && (b.cache_read_tokens || c.cache_read_tokens))
                kinds += `, cache-read ${tokens(b.cache_read_tokens)} → ${tokens(c.cache_read_tokens)}`;
            if (b.cache_creation_tokens || c.cache_creation_tokens)
                kinds += `, cache-write ${tokens(b.cache_creation_tokens)} → ${tokens(c.cache_creation_tokens)}`;
            if (b.reasoning_tokens || c.reasoning_tokens)
                kinds += `, reasoning ${tokens(b.reasoning_tokens)} → ${tokens(c.reasoning_tokens)}`;
        }
        out.push(`tokens ${change("tokens", b, c)}${kinds}`);
        if (u.cache_read_share.baseline !== null || u.cache_read_share.candidate !== null)
            out.push(`cache-read share of input ${share(u.cache_read_share.baseline)} → ${share(u.cache_read_share.candidate)}`);
    }
    if (has("cost_usd"))
        out.push(`cost ${change("cost", b, c)}${estimated(b, c)}`);
    const unpriced = [...new Set([...(b.unpriced_models ?? []), ...(c.unpriced_models ?? [])])].sort();
    if (unpriced.length > 0)
        out.push(`no price in the policy for ${unpriced.slice(0, 5).map((m) => esc(m)).join(", ")}${unpriced.length > 5 ? ", …" : ""}: the cost of their steps is left out`);
    if (has("latency_ms")) {
        const split = has("model_latency_ms") ? `: model ${ms(b.model_latency_ms)} → ${ms(c.model_latency_ms)}, tools ${ms(b.tool_latency_ms)} → ${ms(c.tool_latency_ms)}` : "";
        out.push(`latency ${change("latency", b, c)}${split}`);
    }
    return out;
}
function moverLine(m, esc) {
    const parts = [];
    for (const q of ["tokens", "cost", "latency"])
        if (m.baseline[FIELD[q]] !== null && m.candidate[FIELD[q]] !== null)
            parts.push(`${q} ${change(q, m.baseline, m.candidate)}`);
    if (m.baseline.model_latency_ms !== null && m.candidate.model_latency_ms !== null) {
        parts.push(`model ${ms(m.baseline.model_latency_ms)} → ${ms(m.candidate.model_latency_ms)}, tools ${ms(m.baseline.tool_latency_ms)} → ${ms(m.candidate.tool_latency_ms)}`);
    }
    return `${esc(m.trace_id)}: ${parts.join("; ")}`;
}
function checkWord(c) {
    return c.verdict === "regressed" ? "over the limit" : c.verdict === "insufficient-data" ? "insufficient data" : c.verdict === "not-significant" ? "above the limit, not significant" : "within";
}
function checkLine(c, esc) {
    const where = c.scope === "run" ? "run total" : `${c.scope} ${esc(c.id ?? "")}`;
    const stats = c.p !== undefined ? `, ${c.runs[0]} vs ${c.runs[1]} runs, q = ${c.q.toPrecision(2)}` : c.runs ? `, ${c.runs[0]} vs ${c.runs[1]} runs` : "";
    return `${where}: ${c.quantity} ${FMT[c.quantity](c.baseline)} → ${FMT[c.quantity](c.candidate)}${pct(c.change_pct)}, limit ${esc(c.threshold)}: ${checkWord(c)}${stats}`;
}
function gateSummary(u, esc) {
    const g = u.gate;
    if (!g)
        return null;
    const th = Object.entries(g.thresholds).map(([q, t]) => `${q} +${esc(t)}`).join(", ");
    const unchecked = (0,cost/* uncheckedUsageGates */.ut)(u);
    return `usage gates (${th}): ${g.failed} of ${g.checked} check(s) over the limit${unchecked.length ? `; not checked: ${unchecked.join(", ")}` : ""}`;
}
const con = (s) => (0,util_escape/* neutralizeWorkflowCommands */.tW)(s.replace(/\r\n|\r|\n/g, " "));
/** Console lines (a leading blank line), or none when neither side records usage. */
function usageConsoleLines(u) {
    if (!u)
        return [];
    const L = ["", `Usage, baseline → candidate (${u.baseline.traces} → ${(0,report_util/* plural */.LS)(u.candidate.traces, "trace")}):`];
    for (const l of totalLines(u, con))
        L.push(`  ${l}`);
    if (u.top_movers.length > 0) {
        L.push("  top movers:");
        for (const m of u.top_movers)
            L.push(`    ${moverLine(m, con)}`);
    }
    const gs = gateSummary(u, con);
    if (gs) {
        L.push(`  ${gs}`);
        for (const c of u.gate.checks.filter((x) => x.verdict !== "within").slice(0, 10))
            L.push(`    ${checkLine(c, con)}`);
    }
    return L;
}
const mdEsc = (s) => (0,util_escape/* escapeMarkdown */.FV)(s, 200);
/** The Markdown block of the compare summary, or null when neither side records usage. */
function usageMarkdown(u) {
    if (!u)
        return null;
    const L = [`**Usage**, baseline → candidate (${u.baseline.traces} → ${(0,report_util/* plural */.LS)(u.candidate.traces, "trace")}):`, ""];
    for (const l of totalLines(u, mdEsc))
        L.push(`- ${l}`);
    const gs = gateSummary(u, mdEsc);
    if (gs) {
        L.push(`- ${gs}`);
        for (const c of u.gate.checks.filter((x) => x.verdict !== "within").slice(0, 10))
            L.push(`  - ${checkLine(c, mdEsc)}`);
    }
    if (u.top_movers.length > 0) {
        L.push("", "<details>", `<summary>Top movers (${u.top_movers.length})</summary>`, "");
        for (const m of u.top_movers)
            L.push(`- ${moverLine(m, mdEsc)}`);
        L.push("", "</details>");
    }
    return L.join("\n");
}

// EXTERNAL MODULE: ./lib/report/budget.js
var report_budget = __webpack_require__(1101);
// EXTERNAL MODULE: ./lib/tracediff/table.js
var table = __webpack_require__(1670);
// EXTERNAL MODULE: ./lib/report/markdown.js + 1 modules
var markdown = __webpack_require__(8875);
// EXTERNAL MODULE: ./lib/rules/registry.js + 1 modules
var registry = __webpack_require__(7232);
// EXTERNAL MODULE: ./lib/report/scenarios.js
var report_scenarios = __webpack_require__(5421);
;// CONCATENATED MODULE: ./lib/report/compare.js
// Renderings of a comparison: JSON (stable bytes), Markdown (PR comment / job summary) and console.
// Every string that comes from a trace or a report is escaped for its sink.










/** Most rows listed per section by default; the rest is counted. */
const DEFAULT_MAX_ROWS = 100;
let MAX_ROWS = DEFAULT_MAX_ROWS;
const MAX_MESSAGE = 300;
/** The compare JSON: two-space indentation, fixed key order, trailing newline. */
function renderCompareJson(result, scenarios = null, format = "harness") {
    return [...compareJsonParts(result, scenarios, format)].join("");
}
const COMPARE_JSON_FORMATS = ["harness", "compact"];
const zeroOrNull = (n) => n === null || n === undefined || n === 0;
/**
 * Whether nothing changed in compared trace `t`: the same pass/fail (known on both sides), no new
 * and no resolved findings, the same score, cost and latency, no trajectory drift, and every usage
 * delta zero. What `compact` leaves out of such a trace is the same on both sides.
 */
function isUnchangedTrace(t) {
    if (t.status_change !== "unchanged" || typeof t.candidate_passed !== "boolean" || t.baseline_passed !== t.candidate_passed)
        return false;
    if (t.new_findings.length > 0 || t.resolved_findings.length > 0)
        return false;
    if (!zeroOrNull(t.score_delta) || !zeroOrNull(t.latency_delta_ms) || !zeroOrNull(t.cost_delta_usd))
        return false;
    if (t.drift !== undefined && !t.drift.unchanged)
        return false;
    return t.usage === undefined || Object.values(t.usage.delta).every((d) => d === 0);
}
/** Sorts traces into the `unchanged` summary (returns true: leave the trace out of the list) or not. */
class UnchangedCollector {
    unchanged = { count: 0, passing: [], failing: [] };
    take(t) {
        if (!isUnchangedTrace(t))
            return false;
        this.unchanged.count++;
        (t.candidate_passed ? this.unchanged.passing : this.unchanged.failing).push(t.trace_id);
        return true;
    }
}
/** One trace of the compare JSON's list, as JSON.stringify(document, null, 2) lays it out: four spaces in. */
function compareTraceJson(t) {
    return (0,indent/* stringifyAt */.J)(t, 2, true);
}
/**
 * The compare JSON in pieces, for writing without holding the whole text (it is tens of MB for
 * thousands of traces): the head, then one piece per trace, then the rest. Joined, the bytes of
 * `JSON.stringify(document, null, 2) + "\n"`.
 */
function* compareJsonParts(result, scenarios = null, format = "harness") {
    // the verdict line's explanation is the renderers', not the format's
    const { why: _why, checked: _checked, also: _also, ...gate } = result.gate;
    // the pairing before the traces, as the streamed comparison writes it (gate/stream.ts)
    const { schema_version, baseline_policy_id, candidate_policy_id, summary, gate: _gate, pairing, traces: all, ...rest } = result;
    let traces = all;
    let compact = null;
    let unchanged = null;
    if (format === "compact") {
        const c = new UnchangedCollector();
        traces = all.filter((t) => !c.take(t));
        compact = { compare_format: 2 };
        unchanged = { unchanged: c.unchanged };
    }
    const out = { schema_version, ...compact, baseline_policy_id, candidate_policy_id, summary, gate, ...(pairing ? { pairing } : {}), ...unchanged, traces: [], ...rest };
    const text = JSON.stringify(scenarios ? { ...out, scenarios: (0,report_scenarios.scenariosSection)(scenarios) } : out, null, 2) + "\n";
    // a top-level key sits on its own line, two spaces in; no string holds a raw line break
    const at = text.indexOf('\n  "traces": []');
    if (traces.length === 0 || at < 0) {
        yield text;
        return;
    }
    const open = at + '\n  "traces": ['.length;
    yield text.slice(0, open) + "\n";
    for (let i = 0; i < traces.length; i++)
        yield (i === 0 ? "" : ",\n") + compareTraceJson(traces[i]);
    yield "\n  ]" + text.slice(open + 1);
}
function sections(r) {
    const s = { newErrors: [], otherNew: [], passToFail: [], addedFailing: [], drops: [], resolved: [], failToPass: [], removed: [], drifted: [] };
    for (const t of r.traces) {
        for (const f of t.new_findings)
            (f.severity === "error" ? s.newErrors : s.otherNew).push({ t, f });
        for (const f of t.resolved_findings)
            s.resolved.push({ t, f });
        if (t.status_change === "pass->fail")
            s.passToFail.push(t);
        if (t.status_change === "fail->pass")
            s.failToPass.push(t);
        if (t.status_change === "removed")
            s.removed.push(t);
        if (t.status_change === "added" && t.candidate_passed === false)
            s.addedFailing.push(t);
        if (t.score_delta !== null && t.score_delta < 0)
            s.drops.push(t);
        if (t.drift && !t.drift.unchanged)
            s.drifted.push(t);
    }
    return s;
}
/**
 * The shortest regression block is longer than this many characters (a heading with the trace, why
 * and score, then one list line), so this many blocks more than fill a Markdown budget.
 */
const MIN_BLOCK_CHARS = 50;
/** Regression blocks a view must keep so that a Markdown document of `budget` is exact. */
function blocksFor(budget) {
    return Math.floor(budget / MIN_BLOCK_CHARS) + 2;
}
/**
 * Keeps, of traces added in the comparison's order, those some rendering lists: the first `rows`
 * of every list (findings counted one by one), the first `blocks` regressions of each of the
 * Markdown's four ranks (new errors or not, pass -> fail or not) and the first `rows` failing and
 * passing traces of the all-traces table; everything is counted.
 */
class CompareRetainer {
    gate;
    rows;
    blocks;
    tallies = {
        traces: 0,
        newErrors: 0,
        otherNew: 0,
        resolved: 0,
        passToFail: 0,
        failToPass: 0,
        addedFailing: 0,
        drops: 0,
        removed: 0,
        drifted: 0,
        regressions: 0,
        otherNotRegressed: 0,
        dropsNotRegressed: 0,
        failing: 0,
        dropsOther: 0,
    };
    kept = [];
    classes = [0, 0, 0, 0];
    otherByRank = [0, 0, 0, 0];
    failingRows = 0;
    passingRows = 0;
    constructor(gate, rows, blocks) {
        this.gate = gate;
        this.rows = rows;
        this.blocks = blocks;
    }
    /** Add the next trace; `dropped`: the gate gave it its own score-drop reason. */
    add(t, dropped) {
        const T = this.tallies;
        const R = this.rows;
        let keep = false;
        let errs = 0;
        for (const f of t.new_findings)
            if (f.severity === "error")
                errs++;
        const others = t.new_findings.length - errs;
        if (errs > 0) {
            if (T.newErrors < R)
                keep = true;
            T.newErrors += errs;
        }
        if (others > 0) {
            if (T.otherNew < R)
                keep = true;
            T.otherNew += others;
        }
        if (t.resolved_findings.length > 0) {
            if (T.resolved < R)
                keep = true;
            T.resolved += t.resolved_findings.length;
        }
        const sc = t.status_change;
        if (sc === "pass->fail")
            keep = T.passToFail++ < R || keep;
        else if (sc === "fail->pass")
            keep = T.failToPass++ < R || keep;
        else if (sc === "removed")
            keep = T.removed++ < R || keep;
        else if (sc === "added" && t.candidate_passed === false)
            keep = T.addedFailing++ < R || keep;
        const drop = t.score_delta !== null && t.score_delta < 0;
        if (drop)
            keep = T.drops++ < R || keep;
        if (drop && sc !== "pass->fail")
            keep = T.dropsOther++ < R || keep;
        if (t.drift && !t.drift.unchanged)
            keep = T.drifted++ < R || keep;
        const why = regressionOf(t, this.gate.fail_on ?? "regressions", this.gate.max_score_drop ?? null, dropped);
        if (why !== null) {
            T.regressions++;
            keep = this.classes[regressionClass(t)]++ < this.blocks || keep;
        }
        else {
            if (t.new_findings.length > 0) {
                const byRank = [0, 0, 0, 0];
                for (const f of t.new_findings)
                    byRank[severityRank(f.severity)]++;
                for (let r = 0; r < 4; r++) {
                    if (byRank[r] === 0)
                        continue;
                    if (this.otherByRank[r] < R)
                        keep = true;
                    this.otherByRank[r] += byRank[r];
                }
                T.otherNotRegressed += t.new_findings.length;
            }
            if (drop)
                keep = T.dropsNotRegressed++ < R || keep;
        }
        if (t.candidate_passed === false)
            T.failing++;
        if (t.candidate_passed === false)
            keep = this.failingRows++ < R || keep;
        else
            keep = this.passingRows++ < R || keep;
        T.traces++;
        if (keep)
            this.kept.push(t);
    }
    /** The view: `base` with the kept traces. */
    view(base) {
        return { result: { ...base, traces: this.kept }, tallies: { ...this.tallies }, rows: this.rows, blocks: this.blocks };
    }
}
/** Whether the gate gave trace `t` its own score-drop reason (`reasons`: the gate's, as a set). */
function hasDropReason(t, gate, reasons) {
    const limit = gate.max_score_drop;
    return (gate.fail_on ?? "regressions") === "regressions" && limit !== undefined && limit !== null && reasons.has(dropReason(t.trace_id, t, limit));
}
/** The view of a comparison held in memory, kept for `rows` rows and `blocks` regression blocks. */
function compareView(result, rows = DEFAULT_MAX_ROWS, blocks = blocksFor(report_budget/* COMMENT_LIMIT_CHARS */.iW)) {
    const reasons = new Set(result.gate.reasons);
    const r = new CompareRetainer(result.gate, rows, blocks);
    for (const t of result.traces)
        r.add(t, hasDropReason(t, result.gate, reasons));
    const { traces: _all, ...base } = result;
    return r.view(base);
}
function score(v) {
    return v === null ? "n/a" : (0,util/* fmtFixed */.ar)(v, 2);
}
function scoreChange(t, arrow = "->") {
    if (t.baseline_score !== null && t.candidate_score !== null) {
        return `${score(t.baseline_score)} ${arrow} ${score(t.candidate_score)} (${(0,util/* fmtSigned */._Q)(t.score_delta ?? 0, 2)})`;
    }
    return score(t.candidate_score ?? t.baseline_score);
}
/** The gate reason a drop of this trace would produce (compare.ts words it the same way). */
function dropReason(id, t, limit) {
    return `${id}: score dropped ${(0,util/* fmtFixed */.ar)(-(t.score_delta ?? 0), 2)} (max ${limit})`;
}
function gateMode(r) {
    const mode = r.gate.fail_on ?? "regressions";
    const drop = r.gate.max_score_drop;
    return mode === "regressions" && drop !== undefined && drop !== null ? `${mode}, max score drop ${drop}` : mode;
}
function stepLabel(s, esc) {
    const what = s.type === "tool_call" ? (s.tool ?? "unnamed tool call") : "model response";
    return `${esc(s.step_id)} (${esc(what)}, step ${s.index + 1})`;
}
/** One line per kind of drift, e.g. `tools added: issue_refund +1`, escaped with `esc`. */
function describeDrift(d, esc) {
    const out = [];
    const cap = (xs, f) => xs.slice(0, 20).map(f).join(", ") + (xs.length > 20 ? `, and ${xs.length - 20} more` : "");
    if (d.tools_added.length)
        out.push(`tools added: ${cap(d.tools_added, (x) => `${esc(x.tool)} +${x.count}`)}`);
    if (d.tools_removed.length)
        out.push(`tools removed: ${cap(d.tools_removed, (x) => `${esc(x.tool)} -${x.count}`)}`);
    if (d.moved.length) {
        out.push(`moved: ${cap(d.moved, (m) => `${esc(m.tool)} ${esc(m.step_id)} (step ${m.baseline_index + 1} -> ${m.candidate_index + 1})`)}`);
    }
    if (d.changed_arguments.length) {
        out.push(`changed arguments: ${cap(d.changed_arguments, (c) => {
            const ids = c.baseline_step_id === c.candidate_step_id ? esc(c.candidate_step_id) : `${esc(c.baseline_step_id)} -> ${esc(c.candidate_step_id)}`;
            const args = c.baseline_args !== undefined && c.candidate_args !== undefined
                ? `: ${esc((0,util_escape/* truncate */.xv)(c.baseline_args, 80))} -> ${esc((0,util_escape/* truncate */.xv)(c.candidate_args, 80))}`
                : "";
            return `${esc(c.tool)} ${ids}${args}`;
        })}`);
    }
    if (d.inserted_steps.length)
        out.push(`inserted steps: ${cap(d.inserted_steps, (x) => stepLabel(x, esc))}`);
    if (d.deleted_steps.length)
        out.push(`deleted steps: ${cap(d.deleted_steps, (x) => stepLabel(x, esc))}`);
    return out;
}
// ---------------------------------------------------------------------------------------------
// Markdown
function mdLocation(f, linkBase) {
    const loc = f.location;
    if (!loc || typeof loc.uri !== "string" || typeof loc.startLine !== "number")
        return "";
    const label = md(`${loc.uri}:${loc.startLine}`);
    if (!linkBase)
        return label;
    const base = linkBase.endsWith("/") ? linkBase : linkBase + "/";
    const path = loc.uri
        .split("/")
        .map((seg) => encodeURIComponent(seg).replace(/[()'!*]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase()))
        .join("/");
    return `[${label}](${base}${path}#L${loc.startLine})`;
}
/** Inline Markdown text from a trace or report: control characters dropped, then escaped (no invisible characters). */
function md(s) {
    return (0,markdown/* markdownText */.p7)(s);
}
function mdMsg(s) {
    return (0,markdown/* markdownText */.p7)(s, MAX_MESSAGE);
}
function more(lines, total) {
    if (total > MAX_ROWS)
        lines.push("", `… and ${total - MAX_ROWS} more (see the compare JSON).`);
}
function mdFindingTable(lines, rows, total, linkBase, withSeverity) {
    lines.push(withSeverity ? "| Trace | Severity | Rule | Step | Message | Location |" : "| Trace | Rule | Step | Message | Location |");
    lines.push(withSeverity ? "|---|---|---|---|---|---|" : "|---|---|---|---|---|");
    for (const { t, f } of rows.slice(0, MAX_ROWS)) {
        const cells = [md(t.trace_id)];
        if (withSeverity)
            cells.push(md(f.severity));
        cells.push(md(f.rule_id || f.category), f.step_id ? md(f.step_id) : "—", mdMsg(f.message), mdLocation(f, linkBase) || "—");
        lines.push(`| ${cells.join(" | ")} |`);
    }
    more(lines, total);
}
/** New findings of one regression listed in its block; the rest is counted. */
const BLOCK_FINDINGS = 10;
/** Step rows of a before/after table in a regression block. */
const BLOCK_DIFF_ROWS = 24;
/** Natural order of step ids (s2 before s10), for findings without a location. */
const naturalIds = new Intl.Collator("en", { numeric: true }).compare;
/** Findings in step order: by source line of their location, then by step id read as numbered. */
function byStepPosition(a, b) {
    const la = a.location?.startLine ?? Number.MAX_SAFE_INTEGER;
    const lb = b.location?.startLine ?? Number.MAX_SAFE_INTEGER;
    return la - lb || (a.location?.startColumn ?? 0) - (b.location?.startColumn ?? 0) || naturalIds(a.step_id ?? "", b.step_id ?? "");
}
/**
 * The rank of trace `t` in the Markdown's order of regressions (0 first), or null when it is not a
 * regression; `dropped`: the gate gave it its own score-drop reason.
 */
function regressionRank(t, gate, dropped) {
    return regressionOf(t, gate.fail_on ?? "regressions", gate.max_score_drop ?? null, dropped) === null ? null : regressionClass(t);
}
/** The Markdown's order of regressions: with new errors first, then pass -> fail first within each. */
function regressionClass(t) {
    return (t.new_findings.some((f) => f.severity === "error") ? 0 : 2) + (t.status_change === "pass->fail" ? 0 : 1);
}
function severityRank(s) {
    return s === "error" ? 0 : s === "warning" ? 1 : s === "info" ? 2 : 3;
}
/**
 * Why a trace is a regression (the gate's words), or null when it is not one. `dropped`: the gate
 * gave the trace its own score-drop reason.
 */
function regressionOf(t, mode, limit, dropped) {
    const errs = t.new_findings.filter((f) => f.severity === "error").length;
    if (mode === "failures")
        return t.candidate_passed === false ? "fails" : null;
    if (mode === "never") {
        if (t.status_change === "pass->fail")
            return "pass → fail";
        return errs > 0 ? `${(0,report_util/* plural */.LS)(errs, "new error", "new errors")}` : null;
    }
    const why = [];
    if (t.status_change === "pass->fail")
        why.push("pass → fail");
    if (t.status_change === "added" && t.candidate_passed === false)
        why.push("added, fails");
    if (errs > 0)
        why.push((0,report_util/* plural */.LS)(errs, "new error", "new errors"));
    if (limit !== null && dropped)
        why.push(`score dropped over ${limit}`);
    return why.length ? why.join(", ") : null;
}
/**
 * Why a gate that passed lets through the regressions, failing traces or new errors the document
 * lists, or null when it lists none: the gate's own explanation (repeated runs: the statistics,
 * set by gate/gate.ts), else what the mode and the counts say. Every document's verdict line
 * carries it, so "passed" never stands next to "regressions" without the why.
 */
function passedDespite(r, n) {
    const sum = r.summary;
    if (n.regressions === 0 && n.failing === 0 && sum.new_error_findings === 0)
        return null;
    if (r.gate.why)
        return r.gate.why;
    const mode = r.gate.fail_on ?? "regressions";
    if (mode === "never")
        return "fail-on never reports regressions and failures without gating them";
    if (n.regressions === 0 && sum.new_error_findings === 0) {
        return n.failing === 1 ? "the 1 failing trace fails as in the baseline (not new)" : `the ${n.failing} failing traces fail as in the baseline (not new)`;
    }
    return `the gate's rules (fail-on ${mode}) do not fail on what is listed below`;
}
/** The one verdict line: gate (and why it passed despite what it lists), counts, baseline source. */
function verdictLine(r, n, opts) {
    const sum = r.summary;
    const passed = opts.passed ?? r.gate.passed;
    const why = passed ? passedDespite(r, n) : null;
    const parts = [`fail-on ${md(gateMode(r))}`];
    parts.push(`${(0,report_util/* plural */.LS)(n.regressions, "regression")} in ${(0,report_util/* plural */.LS)(sum.traces_compared + sum.traces_added, "trace")}`);
    // a green headline says what it compared: how many candidate traces (or scenarios) paired
    const paired = passed ? pairedPart(r) : null;
    if (paired)
        parts.push(paired);
    parts.push(`${(0,report_util/* plural */.LS)(sum.new_error_findings, "new error", "new errors")}, ${sum.resolved_findings} resolved`);
    parts.push(`average score change ${(0,util/* fmtSigned */._Q)(sum.average_score_delta, 2)}`);
    if (opts.baselineSource !== undefined)
        parts.push(`baseline ${md(opts.baselineSource)}`);
    return `**${passed ? (nothingCompared(r) ? "⚠️ Regression gate passed with nothing compared" : "✅ Regression gate passed") : "❌ Regression gate failed"}**${why ? `: ${(0,util_escape/* escapeMarkdown */.FV)(why, 1000)}` : ""} · ${parts.join(" · ")}`;
}
/** `2 of 2 paired` (candidate traces, or scenarios with repeated runs), as the gate's `Checked:` line counts them; null when unknown. */
function pairedPart(r) {
    const p = r.pairing;
    if (!p)
        return null;
    return p.scenarios ? `${p.scenarios.paired} of ${(0,report_util/* plural */.LS)(p.scenarios.candidate, "scenario")} paired` : `${p.paired_traces} of ${p.candidate_traces} paired`;
}
/** A comparison in which no trace paired: a pass says so, never with a pass mark. */
function nothingCompared(r) {
    const p = r.pairing;
    return p !== undefined && (p.scenarios ? p.scenarios.paired === 0 : p.paired_traces === 0);
}
function findingItem(f, linkBase) {
    const sev = f.severity === "error" ? "🔴" : f.severity === "warning" ? "🟡" : "🔵";
    const title = (0,registry/* ruleMeta */.ME)(f.rule_id)?.title;
    const step = f.step_id ? ` · step <code>${(0,markdown/* markdownCodeText */.SJ)(f.step_id)}</code>` : "";
    const loc = mdLocation(f, linkBase);
    return `- ${sev} **${md(f.rule_id || f.category)}**${title ? ` ${md(title)}` : ""}${step} · ${mdMsg(f.message)}${loc ? ` · ${loc}` : ""}`;
}
/** A regression: trace, why, score; its new findings in step order; then its before/after diff. */
function regressionBlock(t, why, diff, linkBase) {
    const L = [`#### ❌ <code>${(0,markdown/* markdownCodeText */.SJ)(t.trace_id, 200)}</code> · ${md(why)} · score ${scoreChange(t, "→")}`, ""];
    const list = [...t.new_findings].sort((a, b) => severityRank(a.severity) - severityRank(b.severity) || byStepPosition(a, b));
    for (const f of list.slice(0, BLOCK_FINDINGS))
        L.push(findingItem(f, linkBase));
    if (list.length > BLOCK_FINDINGS)
        L.push(`- … and ${list.length - BLOCK_FINDINGS} more new findings of this trace (see compare.json)`);
    if (list.length === 0)
        L.push(`- score ${scoreChange(t, "→")}${t.candidate_passed === false ? ", below the threshold" : ""}`);
    if (diff)
        L.push("", (0,table/* renderTraceDiffTable */.bQ)(diff, { compact: true, maxRows: BLOCK_DIFF_ROWS }));
    return L.join("\n");
}
function traceTable(view) {
    const L = ["| Trace | Change | Score | New | Resolved |", "|---|---|---|---:|---:|"];
    const rows = [...view.result.traces].sort((a, b) => Number(a.candidate_passed !== false) - Number(b.candidate_passed !== false));
    for (const t of rows.slice(0, MAX_ROWS)) {
        const change = t.status_change === "unchanged" ? (t.candidate_passed === false ? "still fails" : "–") : t.status_change.replace("->", " → ");
        L.push(`| ${md(t.trace_id)} | ${change} | ${scoreChange(t, "→")} | ${t.new_findings.length} | ${t.resolved_findings.length} |`);
    }
    more(L, view.tallies.traces);
    return L.join("\n");
}
function isView(x) {
    return "tallies" in x;
}
/**
 * Markdown for a PR comment, the job summary and `compare --md-out`, all of one design: the
 * verdict in one line; each regression as a short block (trace, rule, step, message linked to the
 * line) followed by its before/after diff; everything else collapsed. Nothing appears twice.
 * Within `budget` (default: a PR comment), whole blocks are dropped from the end with a count.
 * A comparison in memory or a view of one (`compareView`, a `CompareRetainer`) render the same.
 */
function renderCompareMarkdown(input, opts = {}) {
    MAX_ROWS = opts.maxRows !== undefined && opts.maxRows >= 1 ? Math.floor(opts.maxRows) : DEFAULT_MAX_ROWS;
    try {
        const budget = opts.budget ?? report_budget/* COMMENT_LIMIT_CHARS */.iW - 1024;
        const view = isView(input) ? input : compareView(input, MAX_ROWS, blocksFor(budget));
        if (view.rows < MAX_ROWS || view.blocks < blocksFor(budget))
            throw new Error("the comparison's view was kept for fewer rows or blocks than the Markdown shows");
        return compare_markdown(view, budget, opts);
    }
    finally {
        MAX_ROWS = DEFAULT_MAX_ROWS;
    }
}
function compare_markdown(view, budget, opts) {
    const result = view.result;
    const n = view.tallies;
    const s = sections(result);
    const sum = result.summary;
    const mode = result.gate.fail_on ?? "regressions";
    const limit = result.gate.max_score_drop ?? null;
    const reasons = new Set(result.gate.reasons);
    const regressions = [];
    for (const t of result.traces) {
        const why = regressionOf(t, mode, limit, hasDropReason(t, result.gate, reasons));
        if (why)
            regressions.push({ t, why });
    }
    // traces by severity: with new errors first, pass -> fail first within each; ties by id
    regressions.sort((a, b) => regressionClass(a.t) - regressionClass(b.t));
    const blocks = [];
    const head = [verdictLine(result, n, opts)];
    // what the gate checked and what it did not, right under the verdict (gate/gate.ts)
    if (result.gate.checked)
        head.push("", (0,util_escape/* escapeMarkdown */.FV)(result.gate.checked, 2000));
    const also = result.gate.also ?? [];
    if (also.length)
        head.push("", ...also.slice(0, 30).map((r) => `- ${(0,util_escape/* escapeMarkdown */.FV)(r, 1500)}`));
    if (opts.extraReasons?.length) {
        head.push("");
        for (const r of opts.extraReasons.slice(0, 30))
            head.push(`- ${(0,markdown/* markdownText */.p7)(r, 500)}`);
        if (opts.extraReasons.length > 30)
            head.push(`- … and ${opts.extraReasons.length - 30} more`);
    }
    for (const note of opts.notes ?? [])
        head.push("", `> ${(0,markdown/* markdownText */.p7)(note, 500)}`);
    blocks.push({ text: head.join("\n"), required: true });
    const usage = usageMarkdown(result.usage);
    if (usage)
        blocks.push({ text: usage, required: true });
    const shown = regressions.slice(0, view.blocks);
    for (const { t, why } of shown)
        blocks.push({ make: () => regressionBlock(t, why, opts.diffs?.get(t.trace_id), opts.linkBase) });
    // regressions past the first `view.blocks` cannot fit the budget: counted as dropped
    if (n.regressions > shown.length)
        blocks.push({ text: "", omitted: n.regressions - shown.length });
    // Everything else, collapsed: one <details> per kind, so a budget cut drops whole ones.
    const fold = (summary, body) => {
        blocks.push({ make: () => ["<details>", `<summary>${summary}</summary>`, "", ...body(), "", "</details>"].join("\n") });
    };
    const regressed = new Set(regressions.map((r) => r.t));
    const notRegression = (x) => !regressed.has(x.t);
    // findings a regression block lists are not listed again; the others most severe first, then
    // by trace (the comparison's order) and step position within it
    const traceOrder = new Map(result.traces.map((t, i) => [t, i]));
    const inOrder = (a, b) => traceOrder.get(a.t) - traceOrder.get(b.t) || byStepPosition(a.f, b.f);
    if (n.otherNotRegressed) {
        fold(`New findings that do not fail the gate (${n.otherNotRegressed})`, () => {
            const other = [...s.newErrors, ...s.otherNew].filter(notRegression).sort((a, b) => severityRank(a.f.severity) - severityRank(b.f.severity) || inOrder(a, b));
            const L = [];
            mdFindingTable(L, other, n.otherNotRegressed, opts.linkBase, true);
            return L;
        });
    }
    if (n.resolved) {
        fold(`✅ Resolved findings (${n.resolved})`, () => {
            const L = [];
            mdFindingTable(L, [...s.resolved].sort(inOrder), n.resolved, opts.linkBase, true);
            return L;
        });
    }
    if (n.dropsNotRegressed) {
        fold(`Score drops within the limit (${n.dropsNotRegressed})`, () => {
            const drops = s.drops.filter((t) => !regressed.has(t));
            const L = ["| Trace | Score |", "|---|---|"];
            for (const t of drops.slice(0, MAX_ROWS))
                L.push(`| ${md(t.trace_id)} | ${scoreChange(t, "→")} |`);
            more(L, n.dropsNotRegressed);
            return L;
        });
    }
    if (n.removed) {
        fold(`Removed since the baseline (${n.removed})`, () => {
            const ids = s.removed.slice(0, MAX_ROWS).map((t) => `<code>${(0,markdown/* markdownCodeText */.SJ)(t.trace_id)}</code>`).join(", ");
            return [`${ids}${n.removed > MAX_ROWS ? `, and ${n.removed - MAX_ROWS} more` : ""}`];
        });
    }
    if (n.drifted) {
        fold(`Trajectory drift (${n.drifted})`, () => {
            const L = ["Information only: drift never fails the gate.", ""];
            for (const t of s.drifted.slice(0, MAX_ROWS)) {
                L.push(`- **${md(t.trace_id)}**`);
                for (const line of describeDrift(t.drift, md))
                    L.push(`  - ${line}`);
            }
            more(L, n.drifted);
            return L;
        });
    }
    const still = sum.unchanged_failing ? ` · ${(0,report_util/* plural */.LS)(sum.unchanged_failing, "still fails", "still fail")} as in the baseline` : "";
    const fixed = n.failToPass ? ` · ${n.failToPass} fail → pass` : "";
    blocks.push({ text: ["<details>", `<summary>All traces (${n.traces})${fixed}${still}</summary>`, "", traceTable(view), "", "</details>"].join("\n"), required: true });
    for (const b of opts.extraBlocks ?? [])
        blocks.push(b);
    const elsewhere = opts.elsewhere ?? "the job summary and the compare.json artifact";
    const measure = opts.measure ?? report_budget/* chars */.Wn;
    const note = (k) => (0,report_budget/* sizeNote */.wB)(k, elsewhere);
    return (0,report_budget/* assemble */.fT)(buildWithin(blocks, budget, measure, note), budget, measure, note);
}
/**
 * The blocks `assemble` is given, with the text made only of those it can place: it places the
 * optional blocks in order while they fit, and once one does not, drops it and every optional
 * block after it. So the first block that does not fit is made (and dropped by `assemble`), and
 * the optional blocks after it are passed as counted (`omitted`), never made: a comparison with
 * thousands of regressions renders the few blocks a comment holds, byte for byte the same. The
 * room is reckoned as `assemble` reckons it (report/budget.ts).
 */
function buildWithin(blocks, budget, measure, note) {
    const sep = "\n\n".length;
    const optional = blocks.reduce((k, b) => k + (b.required ? 0 : (b.omitted ?? 1)), 0);
    let used = measure(note(optional)) + sep;
    for (const b of blocks)
        if (b.required)
            used += measure(b.text) + sep;
    const out = [];
    let full = false;
    let skipped = 0;
    const flush = () => {
        if (skipped > 0)
            out.push({ text: "", omitted: skipped });
        skipped = 0;
    };
    for (const b of blocks) {
        if (b.required) {
            flush();
            out.push(b);
            continue;
        }
        if (b.omitted !== undefined) {
            if (full && b.omitted > 0)
                skipped += b.omitted;
            else
                out.push(b);
            // blocks counted as dropped: every optional block after them is dropped too
            if (b.omitted > 0)
                full = true;
            continue;
        }
        if (full) {
            skipped++;
            continue;
        }
        const text = "make" in b ? b.make() : b.text;
        const size = measure(text.replace(/\n+$/, "")) + sep;
        if (used + size <= budget)
            used += size;
        else
            full = true;
        out.push({ text });
    }
    flush();
    return out;
}
// ---------------------------------------------------------------------------------------------
// Console
function compare_con(s) {
    return (0,util_escape/* neutralizeWorkflowCommands */.tW)(s.replace(/\r\n|\r|\n/g, " "));
}
function conFinding(t, f, withSeverity) {
    const sev = withSeverity ? `[${compare_con(f.severity)}] ` : "";
    const step = f.step_id ? ` step ${compare_con(f.step_id)}` : "";
    const loc = f.location && typeof f.location.uri === "string" ? ` (${compare_con(f.location.uri)}:${f.location.startLine})` : "";
    return `  ${sev}${compare_con(t.trace_id)} ${compare_con(f.rule_id || f.category)}${step}: ${compare_con((0,util_escape/* truncate */.xv)(f.message, MAX_MESSAGE))}${loc}`;
}
/** Plain-text rendering for the terminal / Actions log (workflow commands neutralised); `notes` follow the verdict. */
function renderCompareConsole(input, opts = {}) {
    const view = isView(input) ? input : compareView(input, MAX_ROWS, 0);
    if (view.rows < MAX_ROWS)
        throw new Error("the comparison's view was kept for fewer rows than the console shows");
    const result = view.result;
    const n = view.tallies;
    const s = sections(result);
    const sum = result.summary;
    const L = [];
    const why = result.gate.passed ? passedDespite(result, n) : null;
    const verdict = result.gate.passed ? (nothingCompared(result) ? "PASSED with nothing compared" : "PASSED") : "FAILED";
    L.push(`arh compare: gate ${verdict} (fail-on ${gateMode(result)})${why ? `: ${compare_con(why)}` : ""}`);
    if (result.gate.checked)
        L.push(compare_con(result.gate.checked));
    for (const r of result.gate.reasons)
        L.push(`  - ${compare_con(r)}`);
    for (const note of opts.notes ?? [])
        L.push(`note: ${compare_con(note)}`);
    L.push(`traces: ${sum.traces_compared} compared, ${sum.traces_added} added, ${sum.traces_removed} removed; ` +
        `pass->fail ${sum.pass_to_fail}, fail->pass ${sum.fail_to_pass}; ` +
        `new findings ${sum.new_findings} (${(0,report_util/* plural */.LS)(sum.new_error_findings, "error", "errors")}), resolved ${sum.resolved_findings}; ` +
        `average score change ${(0,util/* fmtSigned */._Q)(sum.average_score_delta, 2)}, max score drop ${(0,util/* fmtFixed */.ar)(sum.max_score_drop, 2)}`);
    L.push(...usageConsoleLines(result.usage));
    const block = (title, total, rows) => {
        if (!total)
            return;
        L.push("", title);
        L.push(...rows.slice(0, MAX_ROWS));
        if (total > MAX_ROWS)
            L.push(`  ... and ${total - MAX_ROWS} more`);
    };
    const first = (xs) => xs.slice(0, MAX_ROWS);
    block(`New error findings (${n.newErrors}):`, n.newErrors, first(s.newErrors).map(({ t, f }) => conFinding(t, f, false)));
    block(`Pass -> fail (${n.passToFail}):`, n.passToFail, first(s.passToFail).map((t) => `  ${compare_con(t.trace_id)}: score ${scoreChange(t)}`));
    block(`Added failing traces (${n.addedFailing}):`, n.addedFailing, first(s.addedFailing).map((t) => `  ${compare_con(t.trace_id)}: score ${score(t.candidate_score)}`));
    // a pass -> fail trace's drop is on its line above: not listed twice
    const otherDrops = s.drops.filter((t) => t.status_change !== "pass->fail");
    block(`Score drops${n.passToFail ? " (besides pass -> fail)" : ""} (${n.dropsOther}):`, n.dropsOther, first(otherDrops).map((t) => `  ${compare_con(t.trace_id)}: score ${scoreChange(t)}`));
    block(`New warnings/info (${n.otherNew}):`, n.otherNew, first(s.otherNew).map(({ t, f }) => conFinding(t, f, true)));
    block(`Resolved findings (${n.resolved}):`, n.resolved, first(s.resolved).map(({ t, f }) => conFinding(t, f, true)));
    block(`Fail -> pass (${n.failToPass}):`, n.failToPass, first(s.failToPass).map((t) => `  ${compare_con(t.trace_id)}: score ${scoreChange(t)}`));
    // still failing as in the baseline: only those no block above lists are "not listed"
    const listed = new Set([...first(s.newErrors).map((x) => x.t), ...first(otherDrops), ...first(s.otherNew).map((x) => x.t), ...first(s.resolved).map((x) => x.t)].map((t) => t.trace_id));
    const listedStill = result.traces.filter((t) => t.status_change === "unchanged" && t.candidate_passed === false && listed.has(t.trace_id)).length;
    const unlisted = (sum.unchanged_failing ?? 0) - listedStill;
    if (unlisted > 0)
        L.push("", `${(0,report_util/* plural */.LS)(unlisted, `${listedStill ? "other " : ""}trace still fails`, `${listedStill ? "other " : ""}traces still fail`)} as in the baseline (not listed).`);
    if (n.removed)
        L.push(`${(0,report_util/* plural */.LS)(n.removed, "trace", "traces")} removed since the baseline: ${s.removed.slice(0, 20).map((t) => compare_con(t.trace_id)).join(", ")}${n.removed > 20 ? ", ..." : ""}`);
    if (n.drifted) {
        L.push("", `Trajectory drift (${n.drifted}, information only):`);
        for (const t of s.drifted.slice(0, MAX_ROWS)) {
            L.push(`  ${compare_con(t.trace_id)}:`);
            for (const line of describeDrift(t.drift, compare_con))
                L.push(`    ${line}`);
        }
    }
    return L.join("\n") + "\n";
}

;// CONCATENATED MODULE: ./lib/gate/stream.js
// Comparing two reports of any size with flat memory. The comparison lists traces in trace-id
// order, while reports list them in file order, so each report is first spilled into sorted runs
// (an external merge sort: entries are read one at a time from the stream, src/jsonstream/, and
// every 4 MiB of them sorted by id and written to a run file in `workDir`); then the runs of both
// reports are merged by id and joined, one trace at a time: each compared trace is written to the
// compare JSON's trace list at once, tallied for the summary and the gate, and offered to a
// retainer that keeps only what the console and the Markdown list (report/compare.ts).
//
// Reports are read with the fast scanner (src/jsonstream/scanner.ts: the structure scanned, each
// entry cut out and given to JSON.parse); a file it refuses is read again with stream-json, so
// bad files get the reference's messages.
//
// Byte for byte the same as `compareReports` and its renderings (tested), messages included: a
// problem of the baseline is reported before one of the policy or the candidate, and of two
// problems of one report the one `normalizeReport` meets first. What memory holds: one run's
// entries while it is sorted, one entry per open run, the gate's reasons (one per trace they name,
// as the harness lists them), the traces the renderings list, and the trace diffs asked for.





/**
 * A fresh folder for the sorted run files below `base` (the shell passes the temporary folder:
 * TMPDIR, else the system's). A folder that does not exist or cannot be written is a usage error
 * in one line, never an `internal error: ENOENT … mkdtemp`.
 */
function makeWorkDir(base, prefix = "arh-compare-") {
    try {
        return (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(base, prefix));
    }
    catch (e) {
        const code = e.code;
        const why = code === "ENOENT" ? "it does not exist" : code === "EACCES" || code === "EPERM" ? "it is not writable" : code === "ENOTDIR" ? "it is not a folder" : e.message;
        throw new errors/* UsageError */.e(`cannot create a work folder for the streamed comparison in the temporary folder '${base}': ${why} (set TMPDIR to an existing, writable folder)`);
    }
}









/**
 * Text of entries sorted in memory before they are written as one run: small enough that the
 * garbage of sorting stays small, large enough that a million traces make a few hundred runs.
 */
const RUN_BYTES = 4 * 1024 * 1024;
/** Read block of a run file (one per open run). */
const RUN_BLOCK = 32 * 1024;
/** How often `pace` is called: after this much entry text spilled, and this many traces merged. */
const PACE_BYTES = 16 * 1024 * 1024;
const PACE_TRACES = 4096;
/** Write buffer of the compare JSON's trace list. */
const FLUSH_AT = 1 << 20;
/**
 * The stream cannot give the exact result: the reports carry scenario ids (the scenario gate reads
 * every run), or a report has two `reports` keys (JSON.parse keeps the last). `arh compare` then
 * compares in memory.
 */
class StreamFallback extends Error {
}
/** A run line: the id as JSON, a tab, the entry's index, a tab, the entry as JSON. */
function runLine(id, idx, entry) {
    return `${JSON.stringify(id)}\t${idx}\t${JSON.stringify(entry)}\n`;
}
class RunSpiller {
    dir;
    prefix;
    runBytes;
    pace;
    runs = [];
    ids = [];
    lines = [];
    bytes = 0;
    sincePace = 0;
    constructor(dir, prefix, runBytes, pace) {
        this.dir = dir;
        this.prefix = prefix;
        this.runBytes = runBytes;
        this.pace = pace;
    }
    add(id, line) {
        this.ids.push(id);
        this.lines.push(line);
        this.bytes += line.length;
        if (this.bytes < this.runBytes)
            return;
        this.sincePace += this.bytes;
        this.flush();
        if (this.pace && this.sincePace >= PACE_BYTES) {
            this.sincePace = 0;
            this.pace();
        }
    }
    flush() {
        if (this.lines.length === 0)
            return;
        const ids = this.ids;
        const order = Array.from(ids.keys()).sort((a, b) => (0,util/* cmpCodePoints */.BK)(ids[a], ids[b]) || a - b);
        const path = (0,external_node_path_.join)(this.dir, `${this.prefix}-${this.runs.length}.run`);
        const fd = (0,external_node_fs_.openSync)(path, "w");
        try {
            let buf = [];
            let n = 0;
            for (const i of order) {
                buf.push(this.lines[i]);
                n += this.lines[i].length;
                if (n >= FLUSH_AT) {
                    (0,writefile/* writeAllSync */.Ud)(fd, buf.join(""));
                    buf = [];
                    n = 0;
                }
            }
            if (buf.length)
                (0,writefile/* writeAllSync */.Ud)(fd, buf.join(""));
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
        this.runs.push(path);
        this.ids = [];
        this.lines = [];
        this.bytes = 0;
    }
}
/** The fast scanner refused the file: read it again with stream-json, whose messages are the reference. */
class ScanRefused extends Error {
}
/** Spill with the fast scanner, and again with stream-json when the scanner refuses the file. */
function spill(path, label, dir, prefix, runBytes, pace) {
    try {
        return spillWith(path, label, dir, `${prefix}f`, runBytes, true, pace);
    }
    catch (e) {
        if (!(e instanceof ScanRefused))
            throw e;
        for (const f of (0,external_node_fs_.readdirSync)(dir))
            if (f.startsWith(`${prefix}f-`))
                (0,external_node_fs_.rmSync)((0,external_node_path_.join)(dir, f), { force: true });
        return spillWith(path, label, dir, `${prefix}s`, runBytes, false, pace);
    }
}
function spillWith(path, label, dir, prefix, runBytes, fast, pace) {
    const where = `${label} ${path}`;
    const reader = (0,load.openReport)(path, where, fast);
    const spiller = new RunSpiller(dir, prefix, runBytes, pace);
    const policyIds = new compare/* PolicyIds */.VV();
    let entries = 0;
    let entryProblem = null;
    try {
        if (reader.peek()?.name !== "startObject") {
            // not an object: a problem of the whole file, once it is known to be valid JSON
            reader.skipValue();
            if (reader.next() !== null)
                throw new jsonstream_reader/* JsonReadError */.x9("is not valid JSON: content after the document", reader.bytes, "syntax");
            (0,load.fail)(label, path, `is not a validation report: ${load.REPORT_HINT}`);
        }
        // JSON.parse keeps the last of repeated keys: what matters is the last `reports` and `schema_version`
        let reportsSeen = 0;
        let reportsIsArray = false;
        let schema = undefined;
        let format = undefined;
        let digest = undefined;
        let partial = false;
        reader.expect();
        for (;;) {
            const t = reader.expect();
            if (t.name === "endObject")
                break;
            if (t.name !== "keyValue")
                throw new jsonstream_reader/* JsonReadError */.x9("is not valid JSON: expected a key", reader.bytes, "syntax");
            const key = t.value;
            if (key === "reports") {
                reportsSeen++;
                if (reportsSeen > 1)
                    throw new StreamFallback("a report with two 'reports' keys");
                if (reader.peek()?.name !== "startArray") {
                    reader.skipValue();
                    continue;
                }
                reportsIsArray = true;
                reader.expect();
                for (let idx = 0;; idx++) {
                    if (reader.peek()?.name === "endArray") {
                        reader.expect();
                        break;
                    }
                    if (entryProblem) {
                        reader.skipValue();
                        continue;
                    }
                    const raw = reader.readValue(2);
                    let e;
                    try {
                        e = (0,load.normalizeEntry)(raw, idx, path, label);
                    }
                    catch (err) {
                        if (!(err instanceof errors/* UsageError */.e))
                            throw err;
                        entryProblem = { at: idx, error: err };
                        continue;
                    }
                    if (e.scenario !== undefined)
                        throw new StreamFallback("entries carry scenario ids");
                    policyIds.add(e);
                    spiller.add(e.trace_id, runLine(e.trace_id, idx, e));
                    entries++;
                }
            }
            else if (key === "schema_version") {
                schema = reader.readValue(1);
            }
            else if (key === "format_version") {
                format = reader.readValue(1);
            }
            else if (key === "policy_digest") {
                digest = reader.readValue(1);
            }
            else {
                if (key === "partial_version")
                    partial = true;
                reader.skipValue();
            }
        }
        if (reader.next() !== null)
            throw new jsonstream_reader/* JsonReadError */.x9("is not valid JSON: content after the document", reader.bytes, "syntax");
        spiller.flush();
        // the checks of normalizeReport, in its order: the whole file first, then entry by entry
        if (reportsSeen === 0)
            (0,load.fail)(label, path, partial ? load.PARTIAL_REPORT_PROBLEM : `is not a validation report: no 'reports' key; ${load.REPORT_HINT}`);
        if (!reportsIsArray)
            (0,load.fail)(label, path, "is not a validation report: field 'reports' must be an array");
        const sp = (0,load.schemaProblem)(schema) ?? (0,digests/* formatProblem */.Vw)(format) ?? (0,load.policyDigestProblem)(digest);
        if (sp)
            (0,load.fail)(label, path, sp);
        return { runs: spiller.runs, entries, policyIds, problem: entryProblem, digest };
    }
    catch (e) {
        if (e instanceof jsonstream_reader/* JsonReadError */.x9)
            throw fast && e.kind !== "io" ? new ScanRefused(e.message) : (0,load.streamProblem)(path, where, e, reader.size);
        throw e;
    }
    finally {
        reader.close();
    }
}
// ---------------------------------------------------------------------------------------------
// Reading runs back, merged by id
class RunReader {
    fd;
    block = Buffer.allocUnsafe(RUN_BLOCK);
    pending = [];
    buf = Buffer.alloc(0);
    at = 0;
    eof = false;
    /** The current line: id, entry index and the entry's JSON text; null at the end. */
    id = null;
    idx = 0;
    text = "";
    constructor(path) {
        this.fd = (0,external_node_fs_.openSync)(path, "r");
        this.advance();
    }
    /** Move to the next line. */
    advance() {
        const line = this.readLine();
        if (line === null) {
            this.id = null;
            this.text = "";
            (0,external_node_fs_.closeSync)(this.fd);
            return;
        }
        const a = line.indexOf("\t");
        const b = line.indexOf("\t", a + 1);
        this.id = JSON.parse(line.slice(0, a));
        this.idx = Number(line.slice(a + 1, b));
        this.text = line.slice(b + 1);
    }
    entry() {
        return JSON.parse(this.text);
    }
    readLine() {
        for (;;) {
            const nl = this.buf.indexOf(10, this.at);
            if (nl >= 0) {
                let line = this.buf.subarray(this.at, nl);
                if (this.pending.length) {
                    line = Buffer.concat([...this.pending, line]);
                    this.pending = [];
                }
                this.at = nl + 1;
                return line.toString("utf8");
            }
            if (this.at < this.buf.length)
                this.pending.push(Buffer.from(this.buf.subarray(this.at)));
            if (this.eof)
                return null;
            const n = (0,external_node_fs_.readSync)(this.fd, this.block, 0, this.block.length, null);
            if (n === 0) {
                this.eof = true;
                this.buf = Buffer.alloc(0);
            }
            else
                this.buf = this.block.subarray(0, n);
            this.at = 0;
        }
    }
}
/** Run order: by id in code points, then by entry index. */
function before(a, b) {
    const c = (0,util/* cmpCodePoints */.BK)(a.id, b.id);
    return c < 0 || (c === 0 && a.idx < b.idx);
}
/**
 * The runs of one report merged by (id, entry index) with a binary heap of their readers, each id
 * once with its entry; duplicates are noted as `normalizeReport` reports them (the pair whose
 * second entry comes first).
 */
class MergedRuns {
    heap;
    /** The duplicate with the earliest second entry so far. */
    duplicate = null;
    constructor(runs) {
        this.heap = runs.map((p) => new RunReader(p)).filter((r) => r.id !== null);
        for (let i = (this.heap.length >> 1) - 1; i >= 0; i--)
            this.down(i);
    }
    down(i) {
        const h = this.heap;
        for (;;) {
            const l = 2 * i + 1;
            if (l >= h.length)
                return;
            const m = l + 1 < h.length && before(h[l + 1], h[l]) ? l + 1 : l;
            if (!before(h[m], h[i]))
                return;
            [h[i], h[m]] = [h[m], h[i]];
            i = m;
        }
    }
    /** Advance the reader on top and restore the heap. */
    pop() {
        const h = this.heap;
        h[0].advance();
        if (h[0].id === null) {
            const last = h.pop();
            if (h.length === 0)
                return;
            h[0] = last;
        }
        this.down(0);
    }
    /** The next id's entry (parsed only when `parse`), or null at the end. */
    next(parse) {
        const h = this.heap;
        if (h.length === 0)
            return null;
        const id = h[0].id;
        const first = h[0].idx;
        const entry = parse ? h[0].entry() : null;
        this.pop();
        // later entries with the same id: a duplicate (only the second one matters for the message)
        let second = -1;
        while (h.length > 0 && h[0].id === id) {
            if (second < 0)
                second = h[0].idx;
            this.pop();
        }
        if (second >= 0 && (this.duplicate === null || second < this.duplicate.second))
            this.duplicate = { id, first, second };
        return { id, entry };
    }
}
/** The duplicate id `normalizeReport` would report for these runs (a pass over ids only). */
function firstDuplicate(runs) {
    const m = new MergedRuns(runs);
    while (m.next(false) !== null)
        ;
    return m.duplicate;
}
// ---------------------------------------------------------------------------------------------
// The compare JSON's trace list, written as it comes
class TraceListWriter {
    path;
    fd;
    pending = [];
    size = 0;
    count = 0;
    /** `compact` (compare_format 2): the traces that changed nothing, summarized instead of written. */
    compact;
    constructor(path, format = "harness") {
        this.path = path;
        this.fd = (0,external_node_fs_.openSync)(path, "w");
        this.compact = format === "compact" ? new UnchangedCollector() : null;
    }
    add(t) {
        if (this.compact?.take(t))
            return;
        const text = compareTraceJson(t);
        this.pending.push(this.count++ === 0 ? text : ",\n" + text);
        this.size += text.length;
        if (this.size >= FLUSH_AT)
            this.flush();
    }
    flush() {
        if (this.pending.length)
            (0,writefile/* writeAllSync */.Ud)(this.fd, this.pending.join(""));
        this.pending = [];
        this.size = 0;
    }
    close() {
        this.flush();
        (0,external_node_fs_.closeSync)(this.fd);
    }
}
/** The compare JSON: its head rendered as `renderCompareJson` does, the trace list copied in. */
function withoutTraces(r) {
    const { traces: _traces, ...rest } = r;
    return rest;
}
function writeCompareJson(out, result, list) {
    // as the gate left it (its pairing, its reasons), without what only the renderings read
    const { why: _why, checked: _checked, also: _also, ...gate } = result.gate;
    const { usage, ...rest } = { ...result, gate };
    // compact: its format after the schema version, the summary of the unchanged traces before the list (as compareJsonParts)
    const c = list.compact;
    const { schema_version, ...others } = rest;
    const doc = c ? { schema_version, compare_format: 2, ...others, unchanged: c.unchanged, traces: [] } : { ...rest, traces: [] };
    const head = JSON.stringify(doc, null, 2);
    // `"traces": []` closes the document: open the list there instead; the usage follows the traces (as in memory)
    const cut = head.lastIndexOf("[]");
    const after = (usage ? `,\n  "usage": ${(0,indent/* stringifyAt */.J)(usage, 1)}` : "") + head.slice(cut + 2) + "\n";
    if (list.count === 0)
        (0,writefile/* writeFileAtomicAround */.Gd)(out, head.slice(0, cut + 2) + after, null, "");
    else
        (0,writefile/* writeFileAtomicAround */.Gd)(out, head.slice(0, cut) + "[\n", list.path, "\n  ]" + after);
}
// ---------------------------------------------------------------------------------------------
// The comparison
/** Diffs the Markdown may show: those of the first `blocks` regressions in its order, by rank. */
class ShownDiffs {
    blocks;
    ranks = [[], [], [], []];
    counts = [0, 0, 0, 0];
    constructor(blocks) {
        this.blocks = blocks;
    }
    /** Whether the next regression of this rank may still be shown. */
    wants(rank) {
        let before = 0;
        for (let r = 0; r < rank; r++)
            before += this.counts[r];
        return before + this.counts[rank] < this.blocks;
    }
    /** A regression of this rank, with its diff when it has one; keeps what can still be shown. */
    add(rank, id, doc) {
        const wanted = this.wants(rank);
        this.counts[rank]++;
        if (wanted)
            this.ranks[rank].push({ id, doc });
        // regressions of lower ranks come first: later ranks keep only what is left of the blocks
        let cum = 0;
        for (let r = 0; r < 4; r++) {
            const keep = Math.max(0, this.blocks - cum);
            if (this.ranks[r].length > keep)
                this.ranks[r].length = keep;
            cum += this.counts[r];
        }
    }
    /** The ids of the regressions kept (with or without a diff). */
    ids() {
        return this.ranks.flat().map((x) => x.id);
    }
    docs() {
        return this.ranks.flat().flatMap((x) => (x.doc ? [[x.id, x.doc]] : []));
    }
}
/** A policy id no report can hold: the trace diffs' contract until the candidate's is known. */
const CONTRACT_LATER = "\u0000candidate policy id\u0000";
function streamCompare(req) {
    (0,compare/* checkFailOn */.ah)(req.options.failOn);
    const { baseline: bl, candidate: cl } = req;
    const base = spill(bl.path, bl.label, req.workDir, "b", req.runBytes ?? RUN_BYTES, req.pace);
    let baseDuplicate;
    // the baseline's own problems, as normalizeReport would meet them (a duplicate id may come first)
    const baselineProblems = () => {
        baseDuplicate ??= firstDuplicate(base.runs);
        if (baseDuplicate && (!base.problem || baseDuplicate.second < base.problem.at))
            (0,load.fail)(bl.label, bl.path, (0,load.duplicateProblem)(baseDuplicate.id, baseDuplicate.first, baseDuplicate.second));
        if (base.problem)
            throw base.problem.error;
    };
    if (base.problem)
        baselineProblems();
    let policy = null;
    if (req.policy) {
        try {
            policy = req.policy();
        }
        catch (e) {
            baselineProblems();
            throw e;
        }
    }
    let cand;
    try {
        cand = spill(cl.path, cl.label, req.workDir, "c", req.runBytes ?? RUN_BYTES, req.pace);
    }
    catch (e) {
        if (e instanceof errors/* UsageError */.e)
            baselineProblems();
        throw e;
    }
    // reports judged under different policies: the comparison in memory says so (compare/policy.ts)
    if (typeof base.digest === "string" && typeof cand.digest === "string" && base.digest !== cand.digest)
        throw new StreamFallback("the reports were judged under different policies");
    if (cand.problem) {
        baselineProblems();
        const d = firstDuplicate(cand.runs);
        if (d && d.second < cand.problem.at)
            (0,load.fail)(cl.label, cl.path, (0,load.duplicateProblem)(d.id, d.first, d.second));
        throw cand.problem.error;
    }
    const opts = { ...req.options, usage: (0,cost/* mergeThresholds */.xJ)(req.options.usage, policy?.regression) };
    const rows = req.rows ?? 100;
    const blocks = req.blocks ?? blocksFor(report_budget/* COMMENT_LIMIT_CHARS */.iW);
    const summary = new compare/* SummaryTally */.Xg();
    const usage = new cost/* UsageTally */.Ee(opts.usage);
    const gate = new compare/* GateTally */.eA(opts);
    const gateHead = { fail_on: opts.failOn, max_score_drop: opts.maxScoreDrop ?? null };
    const retainer = new CompareRetainer(gateHead, rows, blocks);
    const shown = new ShownDiffs(blocks);
    const allDiffs = new Map();
    let diffsError = null;
    const diffInput = { compare: { candidate_policy_id: CONTRACT_LATER }, policy, details: { baseline: req.baselineDetails ?? null, candidate: req.candidateDetails ?? null } };
    const list = req.jsonOut ? new TraceListWriter((0,external_node_path_.join)(req.workDir, "traces.json"), req.jsonFormat) : null;
    let compareError = null;
    const b = new MergedRuns(base.runs);
    const c = new MergedRuns(cand.runs);
    let merged = 0;
    try {
        let nb = b.next(true);
        let nc = c.next(true);
        while (nb !== null || nc !== null) {
            const order = nb === null ? 1 : nc === null ? -1 : (0,util/* cmpCodePoints */.BK)(nb.id, nc.id);
            const be = order <= 0 ? nb : null;
            const ce = order >= 0 ? nc : null;
            if (compareError === null) {
                try {
                    const id = (be ?? ce).id;
                    const { trace: t, rawDelta } = (0,compare/* compareTrace */.vh)(id, be?.entry ?? undefined, ce?.entry ?? undefined);
                    summary.add(t, rawDelta);
                    usage.add(t);
                    const own = gate.add(t, rawDelta);
                    const limit = opts.maxScoreDrop ?? null;
                    const dropped = own !== null && limit !== null && own === dropReason(t.trace_id, t, limit);
                    retainer.add(t, dropped);
                    list?.add(t);
                    if (req.diffs !== "none" && diffsError === null) {
                        const rank = req.diffs === "markdown" ? regressionRank(t, gateHead, dropped) : null;
                        const wanted = req.diffs === "all" || (rank !== null && shown.wants(rank));
                        let doc = null;
                        if (wanted && (0,build/* isRegressed */.vC)(t) && ce?.entry) {
                            try {
                                doc = (0,build/* buildTraceDiff */.j_)(t, be?.entry ?? null, ce.entry, diffInput);
                            }
                            catch (e) {
                                diffsError = e instanceof Error ? e.message : String(e);
                            }
                        }
                        if (doc && req.diffs === "all")
                            allDiffs.set(id, doc);
                        if (rank !== null)
                            shown.add(rank, id, doc);
                    }
                }
                catch (e) {
                    // as in memory: the comparison is impossible; duplicate ids found later come first
                    compareError = e;
                }
            }
            if (be)
                nb = b.next(compareError === null);
            if (ce)
                nc = c.next(compareError === null);
            if (req.pace && ++merged % PACE_TRACES === 0)
                req.pace();
        }
    }
    finally {
        list?.close();
    }
    if (b.duplicate)
        (0,load.fail)(bl.label, bl.path, (0,load.duplicateProblem)(b.duplicate.id, b.duplicate.first, b.duplicate.second));
    if (c.duplicate)
        (0,load.fail)(cl.label, cl.path, (0,load.duplicateProblem)(c.duplicate.id, c.duplicate.first, c.duplicate.second));
    if (compareError !== null)
        throw compareError;
    const head = {
        schema_version: "1",
        baseline_policy_id: base.policyIds.result(),
        candidate_policy_id: cand.policyIds.result(),
        summary: summary.result(),
        gate: gate.result(),
    };
    const u = usage.result();
    if (u)
        head.usage = u;
    // the usage gates, as runGate applies them to a comparison in memory (no scenarios here)
    const over = opts.failOn === "never" ? [] : (0,cost/* usageGateReasons */.YX)(u);
    if (over.length > 0)
        head.gate = { ...head.gate, passed: false, reasons: [...head.gate.reasons, ...over] };
    const view = retainer.view(head);
    // as buildTraceDiff words it (the candidate policy id is always a string once compared)
    const contract = policy?.policy_id ?? head.candidate_policy_id ?? "unknown";
    const diffs = new Map();
    for (const [id, doc] of req.diffs === "all" ? allDiffs : shown.docs()) {
        if (doc.contract === CONTRACT_LATER)
            doc.contract = contract;
        diffs.set(id, doc);
    }
    const writeJson = list && req.jsonOut ? () => writeCompareJson(req.jsonOut, withoutTraces(view.result), list) : null;
    return { view, policy, diffs, diffsError, writeJson, candidateDigest: typeof cand.digest === "string" ? cand.digest : null };
}
/**
 * The traces whose diffs a comparison's Markdown shows (the regressions a PR comment holds, in
 * its order), as the streamed comparison keeps them: the comparison in memory builds only these
 * when no diff pages are written.
 */
function shownRegressions(compare, blocks = blocksFor(report_budget/* COMMENT_LIMIT_CHARS */.iW)) {
    const limit = compare.gate.max_score_drop ?? null;
    const head = { fail_on: compare.gate.fail_on, max_score_drop: limit };
    const reasons = new Set(compare.gate.reasons);
    const shown = new ShownDiffs(blocks);
    for (const t of compare.traces) {
        const dropped = limit !== null && reasons.has(dropReason(t.trace_id, t, limit));
        const rank = regressionRank(t, head, dropped);
        if (rank !== null)
            shown.add(rank, t.trace_id, null);
    }
    return new Set(shown.ids());
}

;// CONCATENATED MODULE: ./lib/gate/diffs.js


/** Only the diffs the Markdown may show, each built when it asks for it (it holds a few of the regressions it may show). */
const shownDiffs = (input) => (0,build/* lazyTraceDiffMap */.fA)({ ...input, only: shownRegressions(input.compare) });
/** The builder for `GateRequest.traceDiffs`: every diff (`true`), those the Markdown shows (`"shown"`), or none. */
function traceDiffs(mode) {
    return mode === "shown" ? shownDiffs : mode ? build/* buildTraceDiffMap */.T4 : false;
}

// EXTERNAL MODULE: ./lib/util/readfile.js
var readfile = __webpack_require__(8564);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./lib/gate/options.js
var options = __webpack_require__(1577);
// EXTERNAL MODULE: ./lib/commands/outputs.js + 1 modules
var outputs = __webpack_require__(2695);
// EXTERNAL MODULE: ./lib/util/gc.js
var gc = __webpack_require__(2296);
// EXTERNAL MODULE: ./lib/adapters/identity.js
var identity = __webpack_require__(7084);
// EXTERNAL MODULE: ./lib/commands/flags.js
var flags = __webpack_require__(3197);
// EXTERNAL MODULE: ./lib/files/quarantine.js
var quarantine = __webpack_require__(3183);
// EXTERNAL MODULE: ./lib/scenarios/quarantine.js
var scenarios_quarantine = __webpack_require__(4459);
// EXTERNAL MODULE: ./lib/policy/parse.js + 2 modules
var policy_parse = __webpack_require__(5443);
// EXTERNAL MODULE: ./lib/tracediff/index.js + 3 modules
var tracediff = __webpack_require__(3750);
// EXTERNAL MODULE: ./lib/util/threshold.js
var threshold = __webpack_require__(2691);
;// CONCATENATED MODULE: ./lib/gate/thresholds.js
// The usage gates' flags and inputs (docs/cost.md, "Gates"): `max-cost-increase`,
// `max-tokens-increase`, `max-latency-increase`. One parser for both, like gate/options.ts: a
// malformed value is one usage line naming the field and what it takes (exit code 2).


/** The flag or input name of each quantity's threshold. */
const THRESHOLD_NAMES = { cost: "max-cost-increase", tokens: "max-tokens-increase", latency: "max-latency-increase" };
/** The thresholds given (absent or empty: not set); null when none is. */
function parseUsageThresholds(field, get) {
    const out = {};
    for (const q of threshold/* QUANTITIES */.cl) {
        const name = THRESHOLD_NAMES[q];
        const raw = get(name);
        if (raw === undefined || (raw.trim() === "" && field(name).kind === "input"))
            continue;
        const t = (0,threshold/* parseThreshold */.B7)(raw, q);
        if (typeof t === "string")
            throw (0,options/* invalid */.Gq)(field(name), (0,threshold/* thresholdForm */.UQ)(q), raw.trim());
        out[q] = t;
    }
    return threshold/* QUANTITIES */.cl.some((q) => out[q]) ? out : null;
}

;// CONCATENATED MODULE: ./lib/commands/compare.js
// `arh compare --baseline B (--candidate C | --policy P PATH...) [--fail-on M] [--max-score-drop N]
//  [--format F] [--fail-under N] [--json-out F] [--md-out F] [--candidate-json-out F]
//  [--diff-out DIR] [--link-base URL] [--scenario-from RE] [--alpha A] [--insufficient M]
//  [--flaky M] [--min-runs N] [--quarantine F [--today D]] [--stream auto|always|never]
//  [--unpaired fail|warn] [--policy-change gate|report] [--quiet]`
//  (semantics.md §8, docs/repeats.md, docs/compare.md).
// Exit codes: 0 gate passed, 1 gate failed, 2 usage error or unusable baseline/candidate/policy.






































/** A bare report baseline whose digests the streamed comparison checks (different ones go to memory). */
const BARE_REPORT = { traces: false, baselineDigest: null, candidateDigest: null, original: null, unjudged: null };
/** A folder or a .zip: a baseline bundle. */
function isBundlePath(p) {
    try {
        if ((0,external_node_fs_.statSync)(p).isDirectory())
            return true;
    }
    catch {
        // the reader says what is wrong
    }
    return (0,write/* isZipPath */.f)(p);
}
/** `--stream auto`: a bundle whose report is larger than this is compared streamed. */
const STREAM_BUNDLE_ABOVE = 32 * 1024 * 1024;
/** `--stream auto`: stream when the two reports together are larger than this. */
const STREAM_COMPARE_ABOVE = 64 * 1024 * 1024;
const STREAM_MODES = ["auto", "always", "never"];
/**
 * The comparison of two report files streamed (gate/stream.ts): same outputs, flat memory.
 * Null when the reports need the comparison in memory (they carry scenario ids).
 */
function compareStreamed(candidatePath, out, failOn, maxScoreDrop, repeats, format) {
    const baselinePath = out.baseline;
    const policyPath = out.policy;
    const work = makeWorkDir((0,external_node_os_.tmpdir)());
    try {
        let s;
        try {
            s = streamCompare({
                baseline: { path: baselinePath, label: "baseline report" },
                candidate: { path: candidatePath, label: "candidate report" },
                options: { failOn, maxScoreDrop, usage: out.usage },
                ...(policyPath !== undefined ? { policy: () => (0,policy_parse/* loadPolicy */.tb)(policyPath) } : {}),
                workDir: work,
                pace: gc/* collectGarbage */.i,
                ...(out.jsonOut !== undefined ? { jsonOut: out.jsonOut, jsonFormat: out.jsonFormat } : {}),
                diffs: out.diffOut ? "all" : out.mdOut ? "markdown" : "none",
                candidateDetails: stepDetailsFrom(process.cwd(), format),
            });
        }
        catch (e) {
            if (e instanceof StreamFallback)
                return null;
            if (e instanceof errors/* UsageError */.e)
                throw e;
            // as runGate words a comparison that cannot be made
            throw new errors/* UsageError */.e(`comparison with ${baselinePath} impossible: ${e instanceof Error ? e.message : String(e)}`);
        }
        const empty = { schema_version: "1", reports: [] };
        // the candidate's digest for the gate's "Checked" line, as the comparison in memory reads it
        const candidate = s.candidateDigest !== null ? { ...empty, policy_digest: s.candidateDigest } : empty;
        const gate = streamedGate(s, { candidate, source: baselinePath, judging: BARE_REPORT, out, failOn, maxScoreDrop, repeats, policyPath });
        warnPolicy(gate.policyDiagnostics);
        return writeOutputs(gate, out, { view: s.view, writeJson: s.writeJson });
    }
    finally {
        (0,external_node_fs_.rmSync)(work, { recursive: true, force: true });
    }
}
/** The gate over a comparison the stream made (two reports, or a bundle and the candidate): what the rest of runGate decides. */
function streamedGate(s, o) {
    const empty = { schema_version: "1", reports: [] };
    return (0,gate_gate/* runGate */.Rg)({
        candidate: o.candidate,
        baseline: { kind: "found", report: empty, source: o.source, label: "", judging: o.judging },
        policy: s.policy,
        failOn: o.failOn,
        maxScoreDrop: o.maxScoreDrop,
        baselineMissing: "fail",
        traceDiffs: traceDiffs(!!(o.out.mdOut || o.out.diffOut)), // the stream built them (`compared`)
        compared: { result: s.view.result, diffs: s.diffs, diffsError: s.diffsError },
        usage: o.out.usage,
        repeats: o.repeats, // not explicit here: only the policy's strictness is read
        unpaired: o.out.unpaired,
        policyChange: o.out.policyChange,
        ...(o.policyPath !== undefined ? { policySource: o.policyPath } : {}),
        allowEmpty: o.out.allowEmpty,
    });
}
/** The policy's diagnostics on stderr, before the report. */
function warnPolicy(diagnostics) {
    for (const line of (0,gate_gate/* policyDiagnosticLines */.BJ)(diagnostics))
        process.stderr.write(`arh compare: warning: ${(0,util_escape/* neutralizeWorkflowCommands */.tW)(line)}\n`);
}
/** The compare command's outputs of a gate; `streamed`: the comparison's view and JSON writer. */
function writeOutputs(gate, out, streamed) {
    const result = gate.compare;
    if (!result)
        throw new errors/* UsageError */.e(gate.baseline.kind === "missing" ? gate.baseline.reason : "the comparison did not run");
    if (gate.diffsError !== null)
        throw new Error(gate.diffsError);
    const view = streamed ? streamed.view : result;
    const diffs = gate.diffs;
    const { jsonOut, mdOut, diffOut } = out;
    if (jsonOut !== undefined) {
        if (streamed)
            streamed.writeJson?.();
        else
            (0,writefile/* writeFileAtomicParts */.bc)(jsonOut, compareJsonParts(result, gate.scenarios, out.jsonFormat));
    }
    if (mdOut !== undefined) {
        // the comment design: each regression with its before/after diff, sized for a PR comment
        const elsewhere = diffOut ? "the compare JSON and the trace-diff pages" : "the compare JSON (--json-out)";
        (0,writefile/* writeFileAtomic */.Zf)(mdOut, renderCompareMarkdown(view, { linkBase: out.linkBase, diffs, baselineSource: out.baseline, elsewhere, ...(gate.notes.length ? { notes: gate.notes } : {}), ...(gate.scenarios ? { extraBlocks: (0,report_scenarios.scenarioMarkdownBlocks)(gate.scenarios) } : {}) }));
    }
    if (diffOut !== undefined)
        (0,tracediff/* writeTraceDiffs */.P)(diffOut, [...diffs.values()]);
    if (!out.quiet)
        process.stdout.write(renderCompareConsole(view, { notes: gate.notes.filter((n) => n !== policy/* BUNDLE_HINT */.vc) }));
    // the policy notes on stderr too (the bare report's hint goes to the Markdown only: stderr stays as it was)
    for (const n of gate.notes)
        if (n !== policy/* BUNDLE_HINT */.vc)
            process.stderr.write(`arh compare: note: ${(0,util_escape/* neutralizeWorkflowCommands */.tW)(n)}\n`);
    for (const m of gate.messages)
        if (m.level === "warning")
            process.stderr.write(`arh compare: warning: ${(0,util_escape/* neutralizeWorkflowCommands */.tW)(m.text)}\n`);
    return gate.passed ? 0 : 1;
}
async function runCompareCommand(argv) {
    try {
        const { values, positionals } = (0,help/* parseFlags */.bQ)("compare", {
            args: argv,
            allowPositionals: true,
            strict: true,
            options: {
                ...flags/* VALIDATION_OPTIONS */.pt,
                ...flags/* COMPARE_SCENARIO_OPTIONS */.oy,
                ...flags/* QUIET_OPTION */.Hl,
                baseline: { type: "string" },
                candidate: { type: "string" },
                "fail-on": { type: "string" },
                "max-score-drop": { type: "string" },
                "json-out": flags/* REPORT_OUTPUT_OPTIONS */.En["json-out"],
                "json-format": { type: "string" },
                "md-out": flags/* REPORT_OUTPUT_OPTIONS */.En["md-out"],
                "link-base": flags/* REPORT_OUTPUT_OPTIONS */.En["link-base"],
                "candidate-json-out": { type: "string" },
                "diff-out": { type: "string" },
                quarantine: { type: "string" },
                today: { type: "string" },
                stream: { type: "string" },
                unpaired: { type: "string" },
                "policy-change": { type: "string" },
                "max-cost-increase": { type: "string" },
                "max-tokens-increase": { type: "string" },
                "max-latency-increase": { type: "string" },
                jobs: { type: "string", short: "j" },
                ...flags/* GATE_POLICY_OPTIONS */._W,
                ...flags/* ALLOW_EMPTY_OPTION */.Ul,
            },
        });
        if (!values.baseline)
            throw new errors/* UsageError */.e("--baseline is required (a report written by 'arh validate --json-out')");
        if (values.candidate !== undefined && positionals.length > 0) {
            throw new errors/* UsageError */.e("pass either --candidate REPORT or --policy POLICY with trace paths, not both");
        }
        if (values.candidate === undefined && positionals.length === 0) {
            throw new errors/* UsageError */.e("nothing to compare: pass --candidate REPORT, or --policy POLICY with candidate trace paths");
        }
        if (positionals.length > 0 && !values.policy) {
            throw new errors/* UsageError */.e("candidate trace paths require --policy (or use --candidate with a report)");
        }
        const failOn = (0,options/* parseChoice */.HU)((0,options/* flag */.Jt)("fail-on"), values["fail-on"], options/* FAIL_ON_MODES */.c9, "regressions");
        const maxScoreDrop = (0,options/* parseMaxScoreDrop */.vJ)((0,options/* flag */.Jt)("max-score-drop"), values["max-score-drop"]);
        const { format, failUnder } = (0,flags/* validationFlags */.V4)(values);
        const repeats = (0,flags/* runScenarioRepeats */.Ez)(values);
        if (values.today !== undefined && !(0,scenarios_quarantine/* isIsoDate */.s6)(values.today))
            throw new errors/* UsageError */.e(`--today must be a date YYYY-MM-DD, got '${values.today}'`);
        if (values.quarantine !== undefined) {
            // The quarantine file must come from the base branch (docs/repeats.md); the date that judges
            // expiry is --today, else the clock's UTC date (read here in the shell, never in the core).
            repeats.options.quarantine = (0,quarantine/* readQuarantineFile */.t)(values.quarantine, values.quarantine).quarantine;
            repeats.options.today = values.today ?? new Date().toISOString().slice(0, 10);
            repeats.explicit = true;
        }
        // what can be refused without reading a trace is refused first (the policy is read next)
        (0,outputs/* refuseCompareOutputs */.M_)(values);
        const stream = (0,options/* parseChoice */.HU)((0,options/* flag */.Jt)("stream"), values.stream, STREAM_MODES, "auto");
        const jobs = (0,options/* parseJobs */.YF)((0,options/* flag */.Jt)("jobs"), values.jobs);
        const out = {
            baseline: values.baseline,
            policy: values.policy,
            jsonOut: values["json-out"],
            jsonFormat: (0,options/* parseChoice */.HU)((0,options/* flag */.Jt)("json-format"), values["json-format"], COMPARE_JSON_FORMATS, "harness"),
            mdOut: values["md-out"],
            diffOut: values["diff-out"],
            linkBase: values["link-base"],
            quiet: values.quiet === true,
            unpaired: (0,options/* parseChoice */.HU)((0,options/* flag */.Jt)("unpaired"), values.unpaired, options/* UNPAIRED_MODES */.C, "fail"),
            policyChange: (0,options/* parseChoice */.HU)((0,options/* flag */.Jt)("policy-change"), values["policy-change"], options/* POLICY_CHANGE_MODES */.hB, "gate"),
            usage: parseUsageThresholds(options/* flag */.Jt, (n) => values[n]),
            allowEmpty: values["allow-empty"] === true,
        };
        // A folder or a .zip is a baseline bundle (docs/bundle.md): compared in memory, re-judged when the policies differ.
        const bundled = isBundlePath(values.baseline);
        if (!bundled && values.candidate !== undefined && !repeats.explicit && !values["candidate-json-out"] && stream !== "never") {
            const sizes = [values.baseline, values.candidate].map((p) => (0,readfile/* sizeOrZero */.t3)(p));
            if (stream === "always" || sizes[0] + sizes[1] > STREAM_COMPARE_ABOVE) {
                const streamed = compareStreamed(values.candidate, out, failOn, maxScoreDrop, repeats, format);
                if (streamed !== null)
                    return streamed;
            }
        }
        // A large bundle is compared streamed (flat memory) when nothing needs it in memory: its report
        // is then read whole only if the comparison falls back to memory
        const streamable = stream !== "never" && !repeats.explicit && !values["candidate-json-out"];
        const lazyReportAbove = !streamable ? undefined : stream === "always" ? -1 : STREAM_BUNDLE_ABOVE;
        const source = await (0,read/* readBaselineSource */.PU)(values.baseline, "baseline report", undefined, { deferTraceCheck: true, ...(lazyReportAbove !== undefined ? { lazyReportAbove } : {}) });
        try {
            if (source.kind === "bundle" && streamable) {
                const streamed = await compareBundleStreamed(source.bundle, { baseline: values.baseline, candidate: values.candidate, policyPath: values.policy, positionals, out, failOn, maxScoreDrop, format, failUnder, jobs, always: stream === "always", repeats });
                if (streamed !== null)
                    return streamed;
            }
            return await compareInMemory(source, values.baseline, positionals, out, { ...values, failOn, maxScoreDrop, format, failUnder, repeats, jobs });
        }
        finally {
            if (source.kind === "bundle")
                source.bundle.cleanup();
        }
    }
    catch (e) {
        return (0,usage/* usageExit */.SY)("compare", e);
    }
}
/**
 * The gate against a bundle, streamed (gate/stream.ts): the candidate's traces validated into a
 * report file (entries written as they come, as `arh validate --json-out` does), the bundle's
 * report read from its file, both compared entry by entry; the bundle's trace files checked on a
 * worker thread meanwhile. Memory stays flat however many traces. Null (nothing written) when the
 * comparison needs memory: a small bundle under `--stream auto`, a policy change (the bundle's
 * traces are judged again), a quarantine or scenario ids (the scenario gate reads every run).
 */
async function compareBundleStreamed(b, r) {
    let work = null;
    try {
        const reportPath = (0,external_node_path_.join)(b.dir, bundle_format/* REPORT_FILE */.Uq);
        if (!r.always && (0,readfile/* sizeOrZero */.t3)(reportPath) <= STREAM_BUNDLE_ABOVE)
            return null;
        if (b.quarantine !== null)
            return null;
        const policyText = r.policyPath !== undefined ? (0,policy_parse/* readPolicyText */.OG)(r.policyPath) : null;
        const policy = policyText !== null ? (0,policy_parse/* policyFromText */.M5)(policyText, r.policyPath) : null;
        const baselineDigest = b.policy.digest ?? null;
        if (r.candidate === undefined && policy.digest !== baselineDigest)
            return null;
        warnPolicy((0,gate_gate/* checkPolicy */.hM)(policy, r.repeats.options.strictPolicy === true));
        work = makeWorkDir((0,external_node_os_.tmpdir)());
        (0,gc/* collectGarbage */.i)(); // what opening the bundle read, before the validation allocates
        b.startCheck(); // and the worker checking its trace files starts after that collection, not during it
        const format = r.format;
        let candidatePath;
        let candidate = null;
        if (r.candidate !== undefined)
            candidatePath = r.candidate;
        else {
            const cwd = process.cwd();
            const { files, skipped, regular } = await (0,pipeline/* expandInputsWithSkipped */.I5)(r.positionals, cwd);
            candidatePath = (0,external_node_path_.join)(work, "candidate.json");
            const json = new report_json/* JsonReportWriter */.IM(candidatePath);
            const noted = []; // entries whose id the run did not record (the derived-id note)
            const entry = (0,engine_parallel/* getWorkerEntry */.Lg)();
            const parallel = entry && r.jobs > 1 ? { workers: r.jobs - 1, entry, policyText: policyText, policyPath: r.policyPath, render: true } : undefined;
            try {
                candidate = await (0,pipeline/* runValidation */.Lb)(files, policy, {
                    format,
                    failUnder: r.failUnder,
                    cwd,
                    skipped,
                    regularFiles: regular,
                    onEntry: (e, rendered) => {
                        if (rendered !== undefined)
                            json.addText(rendered);
                        else
                            json.add(e);
                        if (e.adapter_notes?.some((n) => n.code === "trace_id_not_recorded"))
                            noted.push({ adapter_notes: e.adapter_notes });
                        return (0,engine_parallel/* summaryStub */.DM)(e);
                    },
                    ...(parallel ? { parallel } : {}),
                    readAhead: false, // memory first here: no reader thread (engine/prefetch.ts)
                });
            }
            catch (e) {
                json.abort();
                throw e;
            }
            json.finish(candidate);
            const outside = (0,report_util/* outsideRootWarning */.Kg)(candidate, "paths relative to the repository root");
            if (outside)
                process.stderr.write(`arh compare: warning: ${(0,util_escape/* neutralizeWorkflowCommands */.tW)(outside)}\n`);
            const derived = (0,identity/* derivedIdLine */.VE)(noted);
            if (derived && !r.out.quiet)
                process.stderr.write(`arh compare: note: ${(0,util_escape/* neutralizeWorkflowCommands */.tW)(derived)}\n`);
        }
        await b.checked();
        (0,engine_parallel/* endIdleWorkers */.xl)();
        (0,gc/* collectGarbage */.i)(); // the validation's garbage before the comparison's (peak memory: src/util/gc.ts)
        let s;
        try {
            s = streamCompare({
                baseline: { path: reportPath, label: bundle_format/* REPORT_FILE */.Uq },
                candidate: { path: candidatePath, label: "candidate report" },
                options: { failOn: r.failOn, maxScoreDrop: r.maxScoreDrop, usage: r.out.usage },
                ...(policy ? { policy: () => policy } : {}),
                workDir: work,
                pace: gc/* collectGarbage */.i,
                ...(r.out.jsonOut !== undefined ? { jsonOut: r.out.jsonOut, jsonFormat: r.out.jsonFormat } : {}),
                diffs: r.out.diffOut ? "all" : r.out.mdOut ? "markdown" : "none",
                candidateDetails: stepDetailsFrom(process.cwd(), format),
                baselineDetails: stepDetailsFrom(b.traceBytes, b.format),
            });
        }
        catch (e) {
            if (e instanceof StreamFallback)
                return null;
            const text = e instanceof Error ? e.message : String(e);
            if (text.startsWith(`${bundle_format/* REPORT_FILE */.Uq} ${reportPath}`))
                throw (0,read/* bundleError */.lm)(b.name, bundle_format/* REPORT_FILE */.Uq + text.slice(bundle_format/* REPORT_FILE */.Uq.length + 1 + reportPath.length));
            if (e instanceof errors/* UsageError */.e)
                throw e;
            throw new errors/* UsageError */.e(`comparison with ${r.baseline} impossible: ${text}`);
        }
        const empty = { schema_version: "1", reports: [] };
        const candidateDigest = candidate?.policy_digest ?? s.candidateDigest ?? null;
        const gate = streamedGate(s, {
            candidate: candidate ?? (candidateDigest !== null ? { ...empty, policy_digest: candidateDigest } : empty),
            source: r.baseline,
            judging: { traces: true, baselineDigest, candidateDigest: candidateDigest ?? null, original: null, unjudged: null },
            out: r.out,
            failOn: r.failOn,
            maxScoreDrop: r.maxScoreDrop,
            repeats: r.repeats,
            policyPath: r.policyPath,
        });
        return writeOutputs(gate, r.out, { view: s.view, writeJson: s.writeJson });
    }
    finally {
        if (work !== null)
            (0,external_node_fs_.rmSync)(work, { recursive: true, force: true });
    }
}
/** The comparison in memory: a bare report or a bundle against the candidate report or traces. */
async function compareInMemory(source, baselineName, positionals, out, values) {
    const { failOn, maxScoreDrop, format, failUnder, repeats } = values;
    const policyText = values.policy !== undefined ? (0,policy_parse/* readPolicyText */.OG)(values.policy) : null;
    const policy = policyText !== null ? (0,policy_parse/* policyFromText */.M5)(policyText, values.policy) : null;
    warnPolicy((0,gate_gate/* checkPolicy */.hM)(policy, repeats.options.strictPolicy === true));
    // --jobs: the candidate's traces, and the bundle's when re-judged, are validated on worker threads too
    const entry = (0,engine_parallel/* getWorkerEntry */.Lg)();
    const threads = entry && values.jobs > 1 ? { workers: values.jobs - 1, entry } : null;
    if (source.kind === "bundle")
        source.bundle.startCheck(); // its trace files checked on a worker while the candidate is validated
    let candidate;
    let underBase = null; // the candidate under a bundle's other policy, judged in the same pass
    if (values.candidate !== undefined) {
        candidate = (0,load.loadReportFile)(values.candidate, "candidate report");
    }
    else {
        const cwd = process.cwd();
        const { files, skipped, regular } = await (0,pipeline/* expandInputsWithSkipped */.I5)(positionals, cwd);
        const parallel = threads && policyText !== null ? { ...threads, policyText, policyPath: values.policy, render: false, keepSteps: true } : undefined;
        // an unchanged trace's digests held once as they are made: the baseline's equal list (compare/digests.ts)
        const onEntry = (0,digests/* stepSharer */._y)(source.kind === "report" ? source.report : source.bundle.report);
        ({ report: candidate, underBase } = await judgeCandidate(source, files, policy, { format, failUnder, cwd, skipped, regularFiles: regular, onEntry, ...(parallel ? { parallel } : {}) }));
        const outside = (0,report_util/* outsideRootWarning */.Kg)(candidate, "paths relative to the repository root");
        if (outside)
            process.stderr.write(`arh compare: warning: ${(0,util_escape/* neutralizeWorkflowCommands */.tW)(outside)}\n`);
    }
    const derived = (0,identity/* derivedIdLine */.VE)(candidate.reports); // trace ids derived from the run (docs/collect.md)
    if (derived && !out.quiet)
        process.stderr.write(`arh compare: note: ${(0,util_escape/* neutralizeWorkflowCommands */.tW)(derived)}\n`);
    // The next baseline is written before comparing, so it exists whatever the gate says.
    if (values["candidate-json-out"]) {
        // byte-identical to `arh validate --json-out` with the same scenario flags
        const own = values.candidate === undefined ? (0,gate_gate/* candidateScenarios */.Vo)(candidate, repeats) : null;
        (0,writefile/* writeFileAtomic */.Zf)(values["candidate-json-out"], (0,report_json/* renderJson */.hF)(own ? { ...candidate, scenarios: (0,report_scenarios.scenariosSection)(own.result) } : candidate));
    }
    // traces validated here are also judged under the baseline's policy when it differs (compare/policy.ts)
    const prepared = await prepareBaseline(source, { report: candidate, policy, traces: values.candidate === undefined ? { cwd: process.cwd(), format } : null, underBase, ...(threads && policyText !== null ? { threads: { ...threads, policyText, policyPath: values.policy } } : {}) });
    (0,engine_parallel/* endIdleWorkers */.xl)(); // nothing more to validate: the workers' memory goes before the comparison's comes
    // a candidate report read from a file (validated here, its digests were shared as they were made):
    // its unchanged traces' step digests held once, before the comparison allocates
    (0,digests/* shareEqualSteps */.RL)(candidate.reports, prepared.report.reports);
    (0,gc/* collectGarbage */.i)(); // the lists no longer held and the validation's garbage, before the comparison allocates
    if (prepared.quarantine && values.quarantine === undefined) {
        // the bundle's quarantine is the base branch's: the one a comparison with it gets (as in the action)
        repeats.options.quarantine = prepared.quarantine;
        repeats.options.today = values.today ?? new Date().toISOString().slice(0, 10);
        repeats.explicit = true;
    }
    // The gate the action uses too; a baseline the comparison cannot use is a usage error here.
    const gate = (0,gate_gate/* runGate */.Rg)({
        candidate,
        baseline: { kind: "found", report: prepared.report, source: baselineName, label: "", judging: prepared.judging, details: prepared.details },
        // the after side of trace diffs from the candidate's trace files (a file that is not the one the report was made from is left out)
        candidateDetails: stepDetailsFrom(process.cwd(), format),
        policy,
        failOn,
        maxScoreDrop,
        baselineMissing: "fail",
        traceDiffs: traceDiffs(out.diffOut ? true : out.mdOut ? "shown" : false),
        repeats,
        unpaired: out.unpaired,
        policyChange: out.policyChange,
        ...(values.policy !== undefined ? { policySource: values.policy } : {}),
        usage: out.usage,
        allowEmpty: out.allowEmpty,
    });
    return writeOutputs(gate, out, null);
}


/***/ })

};
