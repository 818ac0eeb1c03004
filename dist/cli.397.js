export const id = 397;
export const ids = [397];
export const modules = {

/***/ 2397:
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
// EXTERNAL MODULE: ./lib/engine/pipeline.js + 3 modules
var pipeline = __webpack_require__(3883);
// EXTERNAL MODULE: ./lib/engine/source.js
var engine_source = __webpack_require__(5325);
// EXTERNAL MODULE: ./lib/adapters/index.js + 17 modules
var adapters = __webpack_require__(6071);
// EXTERNAL MODULE: ./lib/adapters/jsonl.js
var jsonl = __webpack_require__(8554);
// EXTERNAL MODULE: ./lib/engine/validate.js + 5 modules
var validate = __webpack_require__(7033);
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
    return { ...base, report: rejudged, judging: { traces: true, baselineDigest, candidateDigest, original: b.report, unjudged: null, ...(kept ? { keptMemory: kept } : {}), ...under } };
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
// EXTERNAL MODULE: ./lib/gate/gate.js + 4 modules
var gate_gate = __webpack_require__(488);
// EXTERNAL MODULE: ./lib/gate/stream.js
var stream = __webpack_require__(7919);
// EXTERNAL MODULE: ./lib/util/readfile.js
var readfile = __webpack_require__(8564);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./lib/report/scenarios.js
var scenarios = __webpack_require__(5421);
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
// EXTERNAL MODULE: ./lib/report/compare.js + 1 modules
var report_compare = __webpack_require__(5316);
// EXTERNAL MODULE: ./lib/policy/parse.js + 3 modules
var policy_parse = __webpack_require__(2850);
// EXTERNAL MODULE: ./lib/util/writefile.js
var writefile = __webpack_require__(7337);
// EXTERNAL MODULE: ./lib/tracediff/index.js + 3 modules
var tracediff = __webpack_require__(3750);
// EXTERNAL MODULE: ./lib/report/util.js
var util = __webpack_require__(3688);
// EXTERNAL MODULE: ./lib/util/escape.js
var util_escape = __webpack_require__(7757);
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
    const work = (0,stream/* makeWorkDir */.dW)((0,external_node_os_.tmpdir)());
    try {
        let s;
        try {
            s = (0,stream/* streamCompare */.Qd)({
                baseline: { path: baselinePath, label: "baseline report" },
                candidate: { path: candidatePath, label: "candidate report" },
                options: { failOn, maxScoreDrop, usage: out.usage },
                ...(policyPath !== undefined ? { policy: () => (0,policy_parse/* loadPolicy */.tb)(policyPath) } : {}),
                workDir: work,
                pace: gc/* collectGarbage */.i,
                ...(out.jsonOut !== undefined ? { jsonOut: out.jsonOut } : {}),
                diffs: out.diffOut ? "all" : out.mdOut ? "markdown" : "none",
                candidateDetails: stepDetailsFrom(process.cwd(), format),
            });
        }
        catch (e) {
            if (e instanceof stream/* StreamFallback */.j8)
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
        traceDiffs: !!(o.out.mdOut || o.out.diffOut),
        compared: { result: s.view.result, diffs: s.diffs, diffsError: s.diffsError },
        usage: o.out.usage,
        repeats: o.repeats, // not explicit here: only the policy's strictness is read
        unpaired: o.out.unpaired,
        policyChange: o.out.policyChange,
        ...(o.policyPath !== undefined ? { policySource: o.policyPath } : {}),
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
            (0,writefile/* writeFileAtomicParts */.bc)(jsonOut, (0,report_compare/* compareJsonParts */.my)(result, gate.scenarios));
    }
    if (mdOut !== undefined) {
        // the comment design: each regression with its before/after diff, sized for a PR comment
        const elsewhere = diffOut ? "the compare JSON and the trace-diff pages" : "the compare JSON (--json-out)";
        (0,writefile/* writeFileAtomic */.Zf)(mdOut, (0,report_compare/* renderCompareMarkdown */.xm)(view, { linkBase: out.linkBase, diffs, baselineSource: out.baseline, elsewhere, ...(gate.notes.length ? { notes: gate.notes } : {}), ...(gate.scenarios ? { extraBlocks: (0,scenarios/* scenarioMarkdownBlocks */.Go)(gate.scenarios) } : {}) }));
    }
    if (diffOut !== undefined)
        (0,tracediff/* writeTraceDiffs */.P)(diffOut, [...diffs.values()]);
    if (!out.quiet)
        process.stdout.write((0,report_compare/* renderCompareConsole */.L3)(view, { notes: gate.notes.filter((n) => n !== policy/* BUNDLE_HINT */.vc) }));
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
        (0,outputs/* refuseOutputs */.N8)({ "json-out": values["json-out"], "md-out": values["md-out"], "candidate-json-out": values["candidate-json-out"] }, { "diff-out": values["diff-out"] });
        const stream = (0,options/* parseChoice */.HU)((0,options/* flag */.Jt)("stream"), values.stream, STREAM_MODES, "auto");
        const jobs = (0,options/* parseJobs */.YF)((0,options/* flag */.Jt)("jobs"), values.jobs);
        const out = {
            baseline: values.baseline,
            policy: values.policy,
            jsonOut: values["json-out"],
            mdOut: values["md-out"],
            diffOut: values["diff-out"],
            linkBase: values["link-base"],
            quiet: values.quiet === true,
            unpaired: (0,options/* parseChoice */.HU)((0,options/* flag */.Jt)("unpaired"), values.unpaired, options/* UNPAIRED_MODES */.C, "fail"),
            policyChange: (0,options/* parseChoice */.HU)((0,options/* flag */.Jt)("policy-change"), values["policy-change"], options/* POLICY_CHANGE_MODES */.hB, "gate"),
            usage: parseUsageThresholds(options/* flag */.Jt, (n) => values[n]),
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
        work = (0,stream/* makeWorkDir */.dW)((0,external_node_os_.tmpdir)());
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
                });
            }
            catch (e) {
                json.abort();
                throw e;
            }
            json.finish(candidate);
            const outside = (0,util/* outsideRootWarning */.Kg)(candidate, "paths relative to the repository root");
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
            s = (0,stream/* streamCompare */.Qd)({
                baseline: { path: reportPath, label: bundle_format/* REPORT_FILE */.Uq },
                candidate: { path: candidatePath, label: "candidate report" },
                options: { failOn: r.failOn, maxScoreDrop: r.maxScoreDrop, usage: r.out.usage },
                ...(policy ? { policy: () => policy } : {}),
                workDir: work,
                pace: gc/* collectGarbage */.i,
                ...(r.out.jsonOut !== undefined ? { jsonOut: r.out.jsonOut } : {}),
                diffs: r.out.diffOut ? "all" : r.out.mdOut ? "markdown" : "none",
                candidateDetails: stepDetailsFrom(process.cwd(), format),
                baselineDetails: stepDetailsFrom(b.traceBytes, b.format),
            });
        }
        catch (e) {
            if (e instanceof stream/* StreamFallback */.j8)
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
        const outside = (0,util/* outsideRootWarning */.Kg)(candidate, "paths relative to the repository root");
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
        (0,writefile/* writeFileAtomic */.Zf)(values["candidate-json-out"], (0,report_json/* renderJson */.hF)(own ? { ...candidate, scenarios: (0,scenarios/* scenariosSection */.v2)(own.result) } : candidate));
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
        traceDiffs: out.diffOut ? true : out.mdOut ? "shown" : false,
        repeats,
        unpaired: out.unpaired,
        policyChange: out.policyChange,
        ...(values.policy !== undefined ? { policySource: values.policy } : {}),
        usage: out.usage,
    });
    return writeOutputs(gate, out, null);
}


/***/ })

};
