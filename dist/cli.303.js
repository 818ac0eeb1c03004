export const id = 303;
export const ids = [303];
export const modules = {

/***/ 1018:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ DEFAULT_COLLECT_DIR)
/* harmony export */ });
// Defaults of `arh collect` that other commands share (`arh init` reads the traces `arh collect`
// writes): one place, so the two never disagree.
/** The folder `arh collect` writes its trace files into when `--out` is not given. */
const DEFAULT_COLLECT_DIR = "traces";


/***/ }),

/***/ 1303:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  explanationPath: () => (/* binding */ explanationPath),
  gitDefaultBranch: () => (/* binding */ gitDefaultBranch),
  runInitCommand: () => (/* binding */ runInitCommand)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/commands/help.js + 1 modules
var help = __webpack_require__(565);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/commands/usage.js
var usage = __webpack_require__(7301);
// EXTERNAL MODULE: ./lib/gate/options.js
var options = __webpack_require__(1577);
// EXTERNAL MODULE: ./lib/commands/flags.js
var flags = __webpack_require__(3197);
// EXTERNAL MODULE: ./lib/engine/pipeline.js + 4 modules
var pipeline = __webpack_require__(7879);
// EXTERNAL MODULE: ./lib/engine/validate.js + 7 modules
var validate = __webpack_require__(6763);
// EXTERNAL MODULE: ./lib/engine/parallel.js
var parallel = __webpack_require__(4399);
// EXTERNAL MODULE: ./lib/adapters/index.js + 25 modules
var adapters = __webpack_require__(2470);
// EXTERNAL MODULE: ./lib/adapters/identity.js
var identity = __webpack_require__(7084);
// EXTERNAL MODULE: ./lib/trace/parse.js
var parse = __webpack_require__(6566);
// EXTERNAL MODULE: ./lib/policy/parse.js + 2 modules
var policy_parse = __webpack_require__(5443);
// EXTERNAL MODULE: ./lib/memory/index.js + 3 modules
var memory = __webpack_require__(2529);
// EXTERNAL MODULE: ./lib/tracediff/index.js + 3 modules
var tracediff = __webpack_require__(3750);
// EXTERNAL MODULE: ./lib/report/index.js + 5 modules
var lib_report = __webpack_require__(5115);
// EXTERNAL MODULE: ./lib/util/writefile.js
var writefile = __webpack_require__(7337);
// EXTERNAL MODULE: ./lib/util/escape.js
var util_escape = __webpack_require__(7757);
// EXTERNAL MODULE: ./lib/rules/common.js
var common = __webpack_require__(8138);
// EXTERNAL MODULE: ./lib/rules/budget.js
var budget = __webpack_require__(9282);
// EXTERNAL MODULE: ./lib/rules/grounding.js
var grounding = __webpack_require__(8830);
// EXTERNAL MODULE: ./lib/util/canonical.js
var canonical = __webpack_require__(338);
;// CONCATENATED MODULE: ./lib/init/patterns.js
// The default `unsafe_patterns` of an inferred policy: a small vetted set of secrets and card
// numbers. Each is RE2-compatible (the validator compiles them with re2js and searches
// case-insensitively), anchored on a distinctive prefix so ordinary text does not match; the
// tests prove every one against examples it must and must not match.
const DEFAULT_UNSAFE_PATTERNS = [
    // OpenAI and Anthropic keys: sk-..., sk-proj-..., sk-ant-...
    { name: "OpenAI / Anthropic API key", pattern: "\\bsk-[A-Za-z0-9_-]{20,}" },
    { name: "AWS access key id", pattern: "\\b(?:AKIA|ASIA)[0-9A-Z]{16}\\b" },
    { name: "GitHub token", pattern: "\\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{22,})" },
    { name: "Slack token", pattern: "\\bxox[abprs]-[A-Za-z0-9-]{10,}" },
    { name: "Google API key", pattern: "\\bAIza[0-9A-Za-z_-]{35}" },
    { name: "PEM private key", pattern: "-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----" },
    // Visa, Mastercard (51-55, 22-27), Discover (6011, 65): 16 digits in groups of four, optionally
    // separated by one space or dash; American Express (34, 37): 15 digits as 4-6-5. A prefix is
    // required so that 13-digit millisecond timestamps and phone numbers do not match.
    { name: "payment card number", pattern: "\\b(?:4[0-9]{3}|5[1-5][0-9]{2}|2[2-7][0-9]{2}|6011|65[0-9]{2})(?:[ -]?[0-9]{4}){3}\\b" },
    { name: "American Express card number", pattern: "\\b3[47][0-9]{2}[ -]?[0-9]{6}[ -]?[0-9]{5}\\b" },
];

;// CONCATENATED MODULE: ./lib/init/infer.js






/** A string argument gets an `enum` when it has at most this many distinct values... */
const ENUM_MAX_VALUES = 5;
/** ...each seen at least this many times... */
const ENUM_MIN_OCCURRENCES = 3;
/** ...each at most this long, and the argument's name does not look like an identifier. */
const ENUM_MAX_LENGTH = 40;
/** Cost, token and step-count budgets are the observed maximum times this factor, rounded up to
 *  two significant digits: they depend on what the agent does, not on the machine. */
const HEADROOM = 1.5;
/** Latency budgets get more: a hosted CI runner and a model API under load are slower and noisier
 *  than the run the traces came from (often a laptop or mocks). The observed maximum times this
 *  factor, and at least LATENCY_MIN_SLACK_MS above it, rounded up. */
const LATENCY_HEADROOM = 3;
const LATENCY_MIN_SLACK_MS = 1000;
/** `max_attempts` is the largest group of identical calls seen, but never below this. */
const MIN_MAX_ATTEMPTS = 3;
/** `call_order` is chosen among this many most frequently called tools. */
const ORDER_MAX_TOOLS = 32;
/** Verbs that make a tool a side effect when they occur in its name (`issue_refund`, `sendEmail`). */
const SIDE_EFFECT_VERBS = [
    "book", "cancel", "charge", "create", "delete", "deploy", "insert", "issue", "pay", "post", "publish",
    "refund", "remove", "send", "submit", "transfer", "update", "write",
];
/** A name that starts with one of these reads (`get_issue`, `list_posts`): no side effect is guessed. */
const READ_VERBS = ["check", "describe", "fetch", "find", "get", "list", "lookup", "query", "read", "search", "show", "view"];
/** Argument names that hold identifiers never get an enum (`id`, `order_id`, `userId`, `item_ids`). */
const ID_NAME = /(?:^|[_-])(?:id|ids|ID|IDs)$|[a-z0-9](?:Id|Ids|ID|IDs)$|^(?:Id|Ids)$/;
/** What `arh init` writes in the policy's `pricing` block (docs/cost.md): no price list ships with arh. */
const PRICING_EXAMPLE = 'USD per million tokens by model id or pattern, to estimate the cost of steps that record none (docs/cost.md). Example: "gpt-4.1-mini": {"input": 0.4, "output": 1.6, "cache_read": 0.1}, "claude-*": {"input": 3, "output": 15, "cache_read": 0.3, "cache_write": 3.75}. arh ships no price list: copy your provider\'s current prices.';
function jsonType(v) {
    if (v === null || v === undefined)
        return "null";
    if (Array.isArray(v))
        return "list";
    if (typeof v === "string")
        return "str";
    if (typeof v === "boolean")
        return "bool";
    if (typeof v === "number")
        return Number.isInteger(v) ? "int" : "float";
    return "dict";
}
const byCodeUnit = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/** Show a name from a trace in evidence text: quoted, at most 80 characters. */
function q(s) {
    return JSON.stringify(s.length > 80 ? s.slice(0, 79) + "…" : s);
}
/** Traces that show something: how many, and the first few ids as evidence (memory stays bounded). */
class Examples {
    count = 0;
    ids = [];
    last = -1;
    /** Count trace number `no` (once per trace) with id `id`. */
    add(no, id) {
        if (no === this.last)
            return;
        this.last = no;
        this.count++;
        if (this.ids.length < 3)
            this.ids.push(id);
    }
    /** `"a", "b", "c" and 3 more` */
    toString() {
        const shown = this.ids.map(q).join(", ");
        return this.count > this.ids.length ? `${shown} and ${this.count - this.ids.length} more` : shown;
    }
}
/** Round up to two significant digits: 1950 -> 2000, 7350 -> 7400, 0.0135 -> 0.014. */
function roundUpReadable(x) {
    if (!Number.isFinite(x) || x <= 0)
        return x;
    // exponent from the decimal representation, not Math.log10 (exact at powers of ten)
    const exp = Number(x.toExponential().split("e")[1]) - 1;
    const scale = 10 ** Math.abs(exp);
    const m = Math.ceil(Number((exp >= 0 ? x / scale : x * scale).toPrecision(12)));
    return Number((exp >= 0 ? m * scale : m / scale).toPrecision(15));
}
/** Words of a tool name: `issue_refund`, `sendEmail`, `crm.create-ticket` -> lower-case words. */
function nameWords(name) {
    return name
        .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
        .split(/[^A-Za-z0-9]+/)
        .filter((w) => w !== "")
        .map((w) => w.toLowerCase());
}
/** The side-effect verb a tool's name contains, or null (see SIDE_EFFECT_VERBS, READ_VERBS). */
function sideEffectVerb(name) {
    const words = nameWords(name);
    if (words.length === 0 || READ_VERBS.includes(words[0]))
        return null;
    return words.find((w) => SIDE_EFFECT_VERBS.includes(w)) ?? null;
}
/** Whether a trace ends as ARH-CMP-001 requires: a successful model_response with text. */
function endsWithFinalResponse(t) {
    const last = t.steps[t.steps.length - 1];
    return last !== undefined && last.type === "model_response" && last.status === "ok" && !!last.text && last.text.trim() !== "";
}
class PolicyInference {
    traceCount = 0;
    tools = new Map();
    toolIds = new Map();
    toolNames = [];
    /** Per trace: its tools (ids) in the order of their first call. */
    orders = [];
    agents = new Set();
    maxSteps = 0;
    maxStepsTrace = "";
    notFinal = new Examples();
    errored = 0;
    notRetried = new Examples();
    maxGroup = 0;
    maxGroupTrace = "";
    stepLatency = null;
    totalLatency = null;
    totalCost = null;
    totalTokens = null;
    latencyTraces = 0;
    costTraces = 0;
    tokenTraces = 0;
    grounded = 0;
    uncited = new Examples();
    citations = 0;
    invalidCitations = new Examples();
    add(trace) {
        this.traceCount++;
        const id = trace.trace_id;
        if (this.agents.size <= 1)
            this.agents.add(trace.agent_name);
        if (trace.steps.length > this.maxSteps) {
            this.maxSteps = trace.steps.length;
            this.maxStepsTrace = id;
        }
        if (!endsWithFinalResponse(trace))
            this.notFinal.add(this.traceCount, id);
        const counts = new Map();
        const order = [];
        const groups = new Map();
        const lastCall = new Map();
        trace.steps.forEach((s, i) => {
            const t = (0,common/* toolNameOf */.HT)(s);
            if (t !== null)
                lastCall.set(t, i);
        });
        trace.steps.forEach((s, i) => {
            const t = (0,common/* toolNameOf */.HT)(s);
            if (s.type === "model_response" && s.requires_grounding)
                this.addGrounded(s, id);
            if (t === null)
                return;
            if (!counts.has(t))
                order.push(this.toolId(t));
            counts.set(t, (counts.get(t) ?? 0) + 1);
            this.addCall(t, s);
            const key = t + "\u0000" + (0,canonical/* canonicalArgs */.MD)(s);
            const n = (groups.get(key) ?? 0) + 1;
            groups.set(key, n);
            if (n > this.maxGroup) {
                this.maxGroup = n;
                this.maxGroupTrace = id;
            }
            if (s.status === "error") {
                this.errored++;
                if (lastCall.get(t) <= i)
                    this.notRetried.add(this.traceCount, id);
            }
        });
        for (const [t, n] of counts) {
            const acc = this.tools.get(t);
            acc.traces++;
            if (n > acc.maxPerTrace) {
                acc.maxPerTrace = n;
                acc.maxTrace = id;
            }
        }
        this.orders.push(order);
        const tot = (0,budget/* totals */.Sd)(trace);
        if (tot.hasLatency) {
            this.latencyTraces++;
            this.totalLatency = Math.max(this.totalLatency ?? 0, tot.latency_ms);
            for (const s of trace.steps)
                if (s.latency_ms !== null)
                    this.stepLatency = Math.max(this.stepLatency ?? 0, s.latency_ms);
        }
        if (tot.hasCost) {
            this.costTraces++;
            this.totalCost = Math.max(this.totalCost ?? 0, tot.cost_usd);
        }
        if (tot.tokens !== null) {
            this.tokenTraces++;
            this.totalTokens = Math.max(this.totalTokens ?? 0, tot.tokens);
        }
    }
    toolId(t) {
        let i = this.toolIds.get(t);
        if (i === undefined) {
            i = this.toolNames.length;
            this.toolIds.set(t, i);
            this.toolNames.push(t);
        }
        return i;
    }
    addCall(t, s) {
        let acc = this.tools.get(t);
        if (!acc)
            this.tools.set(t, (acc = { calls: 0, traces: 0, maxPerTrace: 0, maxTrace: "", args: new Map() }));
        acc.calls++;
        const args = s.arguments ?? {};
        for (const name of Object.keys(args)) {
            let a = acc.args.get(name);
            if (!a)
                acc.args.set(name, (a = { present: 0, types: new Map(), values: new Map() }));
            a.present++;
            const v = args[name];
            const ty = jsonType(v);
            a.types.set(ty, (a.types.get(ty) ?? 0) + 1);
            if (a.values !== null && typeof v === "string") {
                if (v.length > ENUM_MAX_LENGTH || (!a.values.has(v) && a.values.size >= ENUM_MAX_VALUES))
                    a.values = null;
                else
                    a.values.set(v, (a.values.get(v) ?? 0) + 1);
            }
        }
    }
    addGrounded(s, id) {
        this.grounded++;
        if (s.citations.length === 0) {
            this.uncited.add(this.traceCount, id);
            return;
        }
        for (const c of s.citations) {
            this.citations++;
            if (!(0,grounding/* citationIsValid */.w_)(c))
                this.invalidCitations.add(this.traceCount, id);
        }
    }
    finish() {
        const evidence = [];
        const notes = [];
        const n = this.traceCount;
        const ofN = (k) => `${k} of ${n} trace${n === 1 ? "" : "s"}`;
        const names = [...this.tools.keys()].sort(byCodeUnit);
        // --- allowed_tools ---
        // Null-prototype maps: a tool may be named "__proto__" or "constructor" (names are values in a trace).
        const allowed = Object.create(null);
        for (const name of names) {
            const acc = this.tools.get(name);
            const tool = {};
            const req = Object.create(null);
            const opt = Object.create(null);
            evidence.push({ field: `allowed_tools.${name}`, value: "allowed", evidence: `called ${acc.calls} time${acc.calls === 1 ? "" : "s"} in ${ofN(acc.traces)}` });
            for (const arg of [...acc.args.keys()].sort(byCodeUnit)) {
                const a = acc.args.get(arg);
                const field = `allowed_tools.${name}.${a.present === acc.calls ? "required" : "optional"}_arguments.${arg}`;
                const enumEvidence = [];
                const spec = this.argSpec(name, arg, a, field, enumEvidence, notes);
                (a.present === acc.calls ? req : opt)[arg] = spec;
                evidence.push({ field, value: typeof spec === "string" ? spec : spec.type, evidence: `present in ${a.present} of ${acc.calls} call${acc.calls === 1 ? "" : "s"}; ${typeSummary(a.types)}` }, ...enumEvidence);
            }
            if (Object.keys(req).length > 0)
                tool.required_arguments = req;
            if (Object.keys(opt).length > 0)
                tool.optional_arguments = opt;
            const verb = sideEffectVerb(name);
            if (verb !== null) {
                tool.side_effect = true;
                tool.max_calls = acc.maxPerTrace;
                evidence.push({ field: `allowed_tools.${name}.side_effect`, value: true, evidence: `guessed from the verb ${q(verb)} in the name`, review: true });
                evidence.push({ field: `allowed_tools.${name}.max_calls`, value: acc.maxPerTrace, evidence: `the most calls in one trace (${q(acc.maxTrace)})` });
            }
            allowed[name] = tool;
        }
        // --- sequence ---
        const sequence = {};
        const required = names.filter((t) => this.tools.get(t).traces === n);
        if (required.length > 0) {
            sequence.required_tools = required;
            evidence.push({ field: "sequence.required_tools", value: required, evidence: `each called in all ${n} traces` });
        }
        const chain = this.callOrder(evidence, notes);
        if (chain.length >= 2)
            sequence.call_order = chain;
        // --- budgets ---
        const budgets = {};
        const budget = (field, observed, traces, what, unit) => {
            if (observed === null) {
                notes.push(`budgets.${field}: not set, no trace records ${what}`);
                return;
            }
            if (observed <= 0) {
                notes.push(`budgets.${field}: not set, every recorded ${what} is 0`);
                return;
            }
            const shown = unit === "usd" ? `${(0,common/* formatMessageNumber */.my)(observed, "usd")} USD` : unit === "ms" ? `${(0,common/* formatMessageNumber */.my)(observed, "ms")} ms` : (0,common/* formatMessageNumber */.my)(observed, "plain");
            const seen = `observed maximum ${shown} (${what} recorded in ${ofN(traces)})`;
            if (unit === "ms") {
                const v = roundUpReadable(Math.max(observed * LATENCY_HEADROOM, observed + LATENCY_MIN_SLACK_MS));
                budgets[field] = v;
                evidence.push({ field: `budgets.${field}`, value: v, evidence: `${seen} × ${LATENCY_HEADROOM}, at least + ${LATENCY_MIN_SLACK_MS} ms, rounded up: headroom for a slower CI runner and model API; check it against a CI run`, review: true });
                return;
            }
            let v = roundUpReadable(observed * HEADROOM);
            if (unit === "plain")
                v = Math.ceil(v);
            budgets[field] = v;
            evidence.push({ field: `budgets.${field}`, value: v, evidence: `${seen} × ${HEADROOM}, rounded up` });
        };
        budget("max_step_latency_ms", this.stepLatency, this.latencyTraces, "latency_ms", "ms");
        budget("max_total_latency_ms", this.totalLatency, this.latencyTraces, "latency_ms", "ms");
        budget("max_total_cost_usd", this.totalCost === null ? null : Number(this.totalCost.toPrecision(12)), this.costTraces, "cost_usd", "usd");
        budget("max_total_tokens", this.totalTokens, this.tokenTraces, "tokens", "plain");
        // --- grounding ---
        const grounding = {};
        if (this.grounded === 0)
            notes.push("grounding: not set, no model_response requires grounding");
        else {
            if (this.uncited.count === 0) {
                grounding.require_citations = true;
                evidence.push({ field: "grounding.require_citations", value: true, evidence: `all ${this.grounded} responses that require grounding carry citations` });
            }
            else
                notes.push(`grounding.require_citations: not set, responses that require grounding have no citations in ${this.uncited}`);
            if (this.citations > 0 && this.invalidCitations.count === 0) {
                grounding.require_valid_citation_urls = true;
                evidence.push({ field: "grounding.require_valid_citation_urls", value: true, evidence: `all ${this.citations} citations have a valid http(s) url or a source` });
            }
            else if (this.invalidCitations.count > 0)
                notes.push(`grounding.require_valid_citation_urls: not set, invalid citations in ${this.invalidCitations}`);
        }
        // --- error handling ---
        const errorHandling = {};
        if (this.errored === 0)
            notes.push("error_handling.require_retry_on_error: not set, no tool call failed in any trace");
        else if (this.notRetried.count === 0) {
            errorHandling.require_retry_on_error = true;
            evidence.push({ field: "error_handling.require_retry_on_error", value: true, evidence: `all ${this.errored} failed tool calls were retried` });
        }
        else
            notes.push(`error_handling.require_retry_on_error: not set, a failed tool call is never retried in ${this.notRetried}`);
        if (this.maxGroup > 0) {
            const v = Math.max(MIN_MAX_ATTEMPTS, this.maxGroup);
            errorHandling.max_attempts = v;
            evidence.push({ field: "error_handling.max_attempts", value: v, evidence: `at most ${this.maxGroup} identical call${this.maxGroup === 1 ? "" : "s"} in one trace (${q(this.maxGroupTrace)}); never below ${MIN_MAX_ATTEMPTS}` });
        }
        // --- completion ---
        const completion = {};
        if (n > 0 && this.notFinal.count === 0) {
            completion.require_final_response = true;
            evidence.push({ field: "completion.require_final_response", value: true, evidence: `all ${n} traces end with a successful model_response with text` });
        }
        else
            notes.push(`completion.require_final_response: not set, ${ofN(this.notFinal.count)} ${this.notFinal.count === 1 ? "does" : "do"} not end with a final response (${this.notFinal})`);
        if (this.maxSteps > 0) {
            const v = Math.max(1, Math.ceil(roundUpReadable(this.maxSteps * HEADROOM)));
            completion.max_steps = v;
            evidence.push({ field: "completion.max_steps", value: v, evidence: `observed maximum ${this.maxSteps} steps (${q(this.maxStepsTrace)}) × ${HEADROOM}, rounded up` });
        }
        // --- unsafe patterns ---
        const unsafe = DEFAULT_UNSAFE_PATTERNS.map((p) => p.pattern);
        for (const p of DEFAULT_UNSAFE_PATTERNS)
            evidence.push({ field: "unsafe_patterns", value: p.pattern, evidence: `default: ${p.name}` });
        const agent = this.agents.size === 1 ? [...this.agents][0] : "";
        const idBase = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(agent) && agent !== "unknown" ? agent : "arh";
        const policy = {
            schema_version: "1",
            policy_id: `${idBase}-inferred`,
            allow_unlisted_tools: false,
            allowed_tools: allowed,
            budgets,
            unsafe_patterns: unsafe,
            grounding,
            sequence,
            error_handling: errorHandling,
            completion,
            // JSON has no comments: an example under `$comment` prices nothing until a model is added
            pricing: { $comment: PRICING_EXAMPLE },
        };
        return { policy, evidence, notes, traces: n };
    }
    argSpec(tool, arg, a, field, evidence, notes) {
        const types = [...a.types.keys()];
        let type;
        if (types.every((t) => t === "int"))
            type = "int";
        else if (types.every((t) => t === "int" || t === "float"))
            type = "float";
        else if (types.length === 1)
            type = types[0];
        else {
            type = "any";
            notes.push(`${field}: recorded as any, the calls of ${q(tool)} pass ${q(arg)} with conflicting types (${typeSummary(a.types)})`);
        }
        if (type === "null") {
            type = "any";
            notes.push(`${field}: recorded as any, every value seen is null`);
        }
        if (type !== "str" || a.values === null || ID_NAME.test(arg))
            return type;
        const vals = [...a.values.entries()];
        if (vals.some(([, c]) => c < ENUM_MIN_OCCURRENCES))
            return type;
        const values = vals.map(([v]) => v).sort(byCodeUnit);
        evidence.push({ field: `${field}.enum`, value: values, evidence: vals.sort((x, y) => byCodeUnit(x[0], y[0])).map(([v, c]) => `${q(v)} ×${c}`).join(", ") });
        return { type, enum: values };
    }
    /**
     * `call_order`: the pairs of tools called in the same order (by first call) in every trace where
     * both occur, as one chain. Tools are taken most frequent first; a tool joins the chain only when
     * it was seen together with every tool already in it, always on the same side, and the chain
     * stays a total order. Consistent pairs the chain cannot hold are listed in the notes.
     */
    callOrder(evidence, notes) {
        const cand = [...this.tools.keys()]
            .sort((a, b) => this.tools.get(b).traces - this.tools.get(a).traces || byCodeUnit(a, b))
            .slice(0, ORDER_MAX_TOOLS);
        if (this.tools.size > ORDER_MAX_TOOLS)
            notes.push(`sequence.call_order: only the ${ORDER_MAX_TOOLS} most frequently called tools were considered`);
        const k = cand.length;
        const pos = new Map(cand.map((t, i) => [this.toolIds.get(t), i]));
        const co = new Int32Array(k * k);
        const before = new Int32Array(k * k);
        for (const order of this.orders) {
            const idx = order.map((t) => pos.get(t)).filter((i) => i !== undefined);
            for (let x = 0; x < idx.length; x++) {
                for (let y = x + 1; y < idx.length; y++) {
                    const a = idx[x];
                    const b = idx[y];
                    co[a * k + b]++;
                    co[b * k + a]++;
                    before[a * k + b]++;
                }
            }
        }
        // a before b in every trace with both
        const precedes = (a, b) => co[a * k + b] > 0 && before[a * k + b] === co[a * k + b];
        const chain = [];
        for (let t = 0; t < k; t++) {
            if (!chain.every((c) => precedes(c, t) || precedes(t, c)))
                continue;
            const next = [...chain, t].sort((a, b) => (precedes(a, b) ? -1 : precedes(b, a) ? 1 : 0));
            let total = true;
            for (let x = 0; x < next.length && total; x++)
                for (let y = x + 1; y < next.length && total; y++)
                    total = precedes(next[x], next[y]);
            if (total)
                chain.splice(0, chain.length, ...next);
        }
        if (chain.length < 2) {
            notes.push("sequence.call_order: not set, no two tools are called in the same order in every trace where both occur");
            return [];
        }
        const names = chain.map((i) => cand[i]);
        for (let x = 0; x + 1 < chain.length; x++) {
            const a = chain[x];
            const b = chain[x + 1];
            evidence.push({ field: "sequence.call_order", value: [names[x], names[x + 1]], evidence: `${q(names[x])} is called first in ${co[a * k + b] === 1 ? "the one trace" : `all ${co[a * k + b]} traces`} that call${co[a * k + b] === 1 ? "s" : ""} both` });
        }
        const inChain = new Set(chain);
        const left = [];
        for (let a = 0; a < k; a++)
            for (let b = 0; b < k; b++)
                if (a !== b && precedes(a, b) && !(inChain.has(a) && inChain.has(b)))
                    left.push(`${q(cand[a])} before ${q(cand[b])}`);
        if (left.length > 0)
            notes.push(`sequence.call_order: also consistent but not in the one chain a policy holds: ${left.slice(0, 5).join("; ")}${left.length > 5 ? ` and ${left.length - 5} more` : ""}`);
        return names;
    }
}
function typeSummary(types) {
    return [...types.entries()]
        .sort((a, b) => b[1] - a[1] || byCodeUnit(a[0], b[0]))
        .map(([t, c]) => `${t} in ${c}`)
        .join(", ");
}

// EXTERNAL MODULE: ./lib/json/locate.js
var locate = __webpack_require__(4594);
;// CONCATENATED MODULE: ./lib/init/widen.js


function section(doc, k) {
    const v = doc[k];
    if (v !== null && typeof v === "object" && !Array.isArray(v))
        return v;
    const o = {};
    doc[k] = o;
    return o;
}
/** The step index and argument name a finding's pointer names (`/steps/3/arguments/amount`). */
function at(f) {
    const t = (0,locate/* parsePointer */.vp)(f.pointer ?? "");
    if (t[0] !== "steps" || !/^\d+$/.test(t[1] ?? ""))
        return { step: null, arg: null };
    return { step: Number(t[1]), arg: t[2] === "arguments" && t[3] !== undefined ? t[3] : null };
}
function removeFrom(list, x) {
    return Array.isArray(list) ? list.filter((y) => y !== x) : [];
}
/**
 * Relax `doc` (in place) so that `trace`, which produced `findings` under it, passes. `passed` and
 * `score` are the trace's verdict under `doc`; `failUnder` the threshold.
 */
function widenForTrace(doc, trace, findings, score, failUnder) {
    const changes = [];
    const unfixable = [];
    const id = trace.trace_id;
    const change = (rule_id, what, field, value) => {
        changes.push({ trace_id: id, rule_id, change: what, field, ...(value === undefined ? {} : { value }) });
    };
    const tools = section(doc, "allowed_tools");
    const toolOf = (f) => {
        const i = at(f).step;
        const name = i === null ? null : trace.steps[i]?.tool_name;
        if (!name)
            return null;
        const s = Object.hasOwn(tools, name) ? tools[name] : undefined;
        if (s === null || typeof s !== "object")
            tools[name] = {};
        return { name, schema: tools[name] };
    };
    const argsOf = (schema, kind) => {
        const v = schema[kind];
        if (v !== null && typeof v === "object")
            return v;
        return (schema[kind] = Object.create(null));
    };
    const num = (v) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
    let errors = 0;
    for (const f of findings) {
        if (f.severity !== "error")
            continue;
        errors++;
        const r = f.rule_id;
        switch (r) {
            case "ARH-SAF-001": {
                const p = typeof f.expected === "string" ? f.expected.replace(/^no match for /, "") : "";
                const list = doc.unsafe_patterns;
                if (Array.isArray(list) && list.includes(p)) {
                    doc.unsafe_patterns = removeFrom(list, p);
                    change(r, `unsafe_patterns: removed ${JSON.stringify(p)} (it matches step ${q(f.step_id ?? "")})`, "unsafe_patterns", p);
                }
                break;
            }
            case "ARH-FLW-003": {
                const t = toolOf(f);
                if (t && t.schema.side_effect === true) {
                    delete t.schema.side_effect;
                    change(r, `allowed_tools.${t.name}.side_effect: removed (step ${q(f.step_id ?? "")} repeats a successful call)`, `allowed_tools.${t.name}.side_effect`);
                }
                break;
            }
            case "ARH-FLW-002": {
                const eh = section(doc, "error_handling");
                if (num(f.observed) > num(eh.max_attempts)) {
                    eh.max_attempts = num(f.observed);
                    change(r, `error_handling.max_attempts: raised to ${num(f.observed)}`, "error_handling.max_attempts");
                }
                break;
            }
            case "ARH-FLW-001": {
                const eh = section(doc, "error_handling");
                if (eh.require_retry_on_error === true) {
                    delete eh.require_retry_on_error;
                    change(r, "error_handling.require_retry_on_error: removed", "error_handling.require_retry_on_error");
                }
                break;
            }
            case "ARH-SEQ-001": {
                const s = section(doc, "sequence");
                s.required_tools = removeFrom(s.required_tools, f.expected);
                change(r, `sequence.required_tools: removed ${q(String(f.expected))}`, "sequence.required_tools", f.expected);
                break;
            }
            case "ARH-SEQ-002": {
                const s = section(doc, "sequence");
                s.forbidden_tools = removeFrom(s.forbidden_tools, f.observed);
                change(r, `sequence.forbidden_tools: removed ${q(String(f.observed))}`, "sequence.forbidden_tools", f.observed);
                break;
            }
            case "ARH-SEQ-003": {
                const s = section(doc, "sequence");
                const later = Array.isArray(f.expected) ? f.expected[1] : undefined;
                if (Array.isArray(s.call_order) && s.call_order.includes(later)) {
                    s.call_order = removeFrom(s.call_order, later);
                    change(r, `sequence.call_order: removed ${q(String(later))}`, "sequence.call_order", later);
                }
                break;
            }
            case "ARH-SEQ-004":
            case "ARH-SEQ-005": {
                const name = /tool '(.*)' was called/.exec(f.message)?.[1];
                const s = name === undefined || !Object.hasOwn(tools, name) ? undefined : tools[name];
                if (s !== null && typeof s === "object") {
                    const k = r === "ARH-SEQ-004" ? "max_calls" : "min_calls";
                    s[k] = num(f.observed);
                    change(r, `allowed_tools.${name}.${k}: set to ${num(f.observed)}`, `allowed_tools.${name}.${k}`);
                }
                break;
            }
            case "ARH-SCH-001": {
                const i = at(f).step;
                const name = i === null ? null : trace.steps[i]?.tool_name;
                if (name && !Object.hasOwn(tools, name)) {
                    tools[name] = {};
                    change(r, `allowed_tools.${name}: added`, `allowed_tools.${name}`);
                }
                break;
            }
            case "ARH-SCH-003": {
                const t = toolOf(f);
                const arg = String(f.expected);
                const req = t ? argsOf(t.schema, "required_arguments") : {};
                if (t && Object.hasOwn(req, arg)) {
                    argsOf(t.schema, "optional_arguments")[arg] = req[arg];
                    delete req[arg];
                    change(r, `allowed_tools.${t.name}: argument ${q(arg)} made optional`, `allowed_tools.${t.name}.required_arguments.${arg}`);
                }
                break;
            }
            case "ARH-SCH-004":
            case "ARH-SCH-007":
            case "ARH-SCH-008":
            case "ARH-SCH-009": {
                const t = toolOf(f);
                const arg = at(f).arg;
                if (!t || arg === null)
                    break;
                for (const kind of ["required_arguments", "optional_arguments"]) {
                    const args = argsOf(t.schema, kind);
                    if (!Object.hasOwn(args, arg))
                        continue;
                    const spec = args[arg];
                    const type = typeof spec === "string" ? spec : spec !== null && typeof spec === "object" ? spec.type : undefined;
                    args[arg] = r === "ARH-SCH-004" ? "any" : (type ?? "any");
                    change(r, `allowed_tools.${t.name}.${kind}.${arg}: ${r === "ARH-SCH-004" ? "type any" : "constraint removed"}`, `allowed_tools.${t.name}.${kind}.${arg}${r === "ARH-SCH-007" ? ".enum" : ""}`);
                }
                break;
            }
            case "ARH-BUD-001":
            case "ARH-BUD-002":
            case "ARH-BUD-003":
            case "ARH-BUD-004": {
                const field = { "ARH-BUD-001": "max_step_latency_ms", "ARH-BUD-002": "max_total_latency_ms", "ARH-BUD-003": "max_total_cost_usd", "ARH-BUD-004": "max_total_tokens" }[r];
                const b = section(doc, "budgets");
                const v = Math.ceil(roundUpReadable(num(f.observed)) * 1e6) / 1e6;
                if (v > num(b[field])) {
                    b[field] = r === "ARH-BUD-004" ? Math.ceil(v) : v;
                    change(r, `budgets.${field}: raised to ${String(b[field])}`, `budgets.${field}`);
                }
                break;
            }
            case "ARH-GRD-001":
            case "ARH-GRD-002":
            case "ARH-GRD-003": {
                const g = section(doc, "grounding");
                const field = { "ARH-GRD-001": "require_citations", "ARH-GRD-002": "min_citation_coverage", "ARH-GRD-003": "require_valid_citation_urls" }[r];
                if (Object.hasOwn(g, field)) {
                    delete g[field];
                    change(r, `grounding.${field}: removed`, `grounding.${field}`);
                }
                break;
            }
            case "ARH-CMP-001": {
                const c = section(doc, "completion");
                if (c.require_final_response === true) {
                    delete c.require_final_response;
                    change(r, "completion.require_final_response: removed", "completion.require_final_response");
                }
                break;
            }
            case "ARH-CMP-002": {
                const c = section(doc, "completion");
                c.max_steps = num(f.observed);
                change(r, `completion.max_steps: raised to ${num(f.observed)}`, "completion.max_steps");
                break;
            }
            case "ARH-SCH-002":
                unfixable.push(`${r} at step ${q(f.step_id ?? "")}: a tool_call without a tool name fails under any policy`);
                break;
            default:
                unfixable.push(`${r}: no policy field to widen for this finding`);
        }
    }
    if (errors === 0 && score < failUnder)
        unfixable.push(`score ${score.toFixed(2)} is below --fail-under ${failUnder} without an error finding to widen`);
    return { changes, unfixable };
}

;// CONCATENATED MODULE: ./lib/init/explain.js

/** Mark each rule of the explanation that a `--strict` widening changed (in place). */
function markWidened(evidence, widenings) {
    for (const w of widenings) {
        for (const e of evidence) {
            if (e.field !== w.field)
                continue;
            if (w.value !== undefined && e.value !== w.value && !(Array.isArray(e.value) && e.value.includes(w.value)))
                continue;
            (e.widened ??= []).push(w.change.slice(w.change.indexOf(": ") + 2));
        }
    }
}
const MAX_FINDINGS = 5;
/** The terminal shows this many rules; the Markdown file has them all. */
const MAX_TEXT_EVIDENCE = 200;
function value(v) {
    return (0,util_escape/* truncate */.xv)(typeof v === "string" ? v : JSON.stringify(v), 120);
}
/** Untrusted text on one terminal line: no control, bidi or line-separator characters. */
function line(s, max = 300) {
    return (0,util_escape/* neutralizeWorkflowCommands */.tW)((0,util_escape/* truncate */.xv)(s.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, "\uFFFD"), max));
}
function failing(proof) {
    return proof.reports.filter((e) => !e.passed);
}
function renderExplanationMarkdown(x) {
    const md = util_escape/* escapeMarkdown */.FV;
    const out = [];
    out.push(`# Inferred policy ${md(x.policyId)}`, "");
    out.push(`\`arh init\` inferred ${md(x.policyFile)} from ${x.traces} trace${x.traces === 1 ? "" : "s"} in ${x.files} file${x.files === 1 ? "" : "s"}. ` +
        "It is a starting point: check the rows marked **review**, tighten what the traces cannot show, then commit it.", "");
    out.push("## Rules and their evidence", "", "| field | value | evidence |", "|---|---|---|");
    for (const e of x.evidence) {
        const widened = (e.widened ?? []).map((w) => `; **--strict**: ${md(w)}`).join("");
        out.push(`| ${(0,util_escape/* escapeMarkdownCode */.u$)(e.field, 200)} | ${(0,util_escape/* escapeMarkdownCode */.u$)(value(e.value))} | ${md(e.evidence)}${e.review ? " **review**" : ""}${widened} |`);
    }
    out.push("");
    if (x.notes.length > 0) {
        out.push("## Not inferred", "");
        for (const n of x.notes)
            out.push(`- ${md(n)}`);
        out.push("");
    }
    if (x.strict) {
        out.push("## Widened by --strict", "");
        if (x.widenings.length === 0)
            out.push("Nothing: every trace passed the inferred policy.");
        for (const w of x.widenings)
            out.push(`- ${md(w.trace_id)} (${md(w.rule_id)}): ${md(w.change)}`);
        for (const [id, why] of x.unfixable)
            for (const y of why)
                out.push(`- ${md(id)} cannot pass under any policy: ${md(y)}`);
        out.push("");
    }
    const s = x.proof.summary;
    out.push("## Validated against its own traces", "");
    out.push(`${s.passed_traces} of ${s.total_traces} passed, ${s.failed_traces} failed (average score ${s.average_score}).`);
    const bad = failing(x.proof);
    if (bad.length > 0) {
        out.push("", "A trace that fails is probably a bug or an outlier worth a look" + (x.strict ? "." : "; `arh init --strict` widens the policy until it passes."), "");
        for (const e of bad) {
            out.push(`- ${md(e.trace_id)} (${md(e.source_path)}), score ${e.score}:`);
            const errs = e.findings.filter((f) => f.severity === "error");
            for (const f of errs.slice(0, MAX_FINDINGS))
                out.push(`  - ${md(f.rule_id)}${f.step_id ? ` at step ${md(f.step_id)}` : ""}: ${md((0,util_escape/* truncate */.xv)(f.message, 300))}`);
            if (errs.length > MAX_FINDINGS)
                out.push(`  - and ${errs.length - MAX_FINDINGS} more`);
        }
    }
    out.push("");
    if (x.skipped.length > 0) {
        out.push("## Skipped files", "");
        for (const [f, why] of x.skipped)
            out.push(`- ${md(f)}: ${md(why)}`);
        out.push("");
    }
    return out.join("\n");
}
function renderExplanationText(x) {
    const out = [];
    out.push(line(`arh init: inferred policy '${x.policyId}' from ${x.traces} trace${x.traces === 1 ? "" : "s"} in ${x.files} file${x.files === 1 ? "" : "s"}`));
    for (const e of x.evidence.slice(0, MAX_TEXT_EVIDENCE))
        out.push(line(`  ${(0,util_escape/* truncate */.xv)(e.field, 120)} = ${value(e.value)}  (${e.evidence})${e.review ? "  [review]" : ""}${(e.widened ?? []).map((w) => `  [--strict: ${w}]`).join("")}`, 400));
    if (x.evidence.length > MAX_TEXT_EVIDENCE)
        out.push(`  … and ${x.evidence.length - MAX_TEXT_EVIDENCE} more rules in ${line(x.explanationFile)}`);
    if (x.notes.length > 0) {
        out.push("not inferred:");
        for (const n of x.notes)
            out.push(line(`  ${n}`, 400));
    }
    if (x.strict) {
        out.push(x.widenings.length === 0 ? "--strict: nothing to widen" : "widened by --strict:");
        for (const w of x.widenings)
            out.push(line(`  ${w.trace_id} (${w.rule_id}): ${w.change}`, 400));
        for (const [id, why] of x.unfixable)
            for (const y of why)
                out.push(line(`  ${id} cannot pass under any policy: ${y}`, 400));
    }
    for (const [f, why] of x.skipped)
        out.push(line(`skipped ${f}: ${why}`));
    return out.join("\n") + "\n";
}

;// CONCATENATED MODULE: ./lib/init/detect.js
// `arh init --workflow`: how the generated workflow records fresh traces. It runs the project's agent
// tests under `arh collect`, guessed from the files at the repository root: `package.json` with a
// `test` script (`npm ci` / `npm install`, then `npm test`), `pyproject.toml` that mentions pytest
// (`pip install . pytest`, then `python -m pytest`). Otherwise the workflow carries an obvious
// placeholder, commented out, and the gate reads the committed traces. Pure: the caller reads the files.

/** npm's default for a new package: not a test suite. */
const NPM_DEFAULT_TEST = /no test specified/;
/** The placeholder command of the commented-out recording step. */
const PLACEHOLDER_COMMAND = "./run-agent-tests";
function nodeRecorder(text, lock) {
    let pkg;
    try {
        pkg = JSON.parse(text);
    }
    catch {
        return null;
    }
    const scripts = pkg !== null && typeof pkg === "object" ? pkg.scripts : undefined;
    const test = scripts !== null && typeof scripts === "object" ? scripts.test : undefined;
    if (typeof test !== "string" || test.trim() === "" || NPM_DEFAULT_TEST.test(test))
        return null;
    return {
        from: "package.json (its test script)",
        setup: ["      - name: Install the project", `        run: ${lock ? "npm ci" : "npm install"}`],
        test: "npm test",
    };
}
function pythonRecorder(text) {
    if (!/\bpytest\b/.test(text))
        return null;
    return {
        from: "pyproject.toml (pytest)",
        setup: [
            "      - uses: actions/setup-python@v6",
            "        with:",
            '          python-version: "3.x"',
            "      - name: Install the project",
            "        run: python -m pip install . pytest",
        ],
        test: "python -m pytest",
    };
}
function detectRecorder(f) {
    const node = f.packageJson !== undefined ? nodeRecorder(f.packageJson, f.npmLock === true) : null;
    if (node)
        return node;
    const py = f.pyproject !== undefined ? pythonRecorder(f.pyproject) : null;
    if (py)
        return py;
    return { from: "no package.json test script or pytest project found", setup: [], test: null };
}
/** The files detectRecorder reads, from the repository root (a file that cannot be read counts as absent). */
function readProjectFiles(root, read) {
    const packageJson = read((0,external_node_path_.join)(root, "package.json"));
    const pyproject = read((0,external_node_path_.join)(root, "pyproject.toml"));
    const npmLock = read((0,external_node_path_.join)(root, "package-lock.json")) !== undefined || read((0,external_node_path_.join)(root, "npm-shrinkwrap.json")) !== undefined;
    return { ...(packageJson !== undefined ? { packageJson } : {}), ...(pyproject !== undefined ? { pyproject } : {}), npmLock };
}
/** The folder `arh collect` writes to in the workflow: the first trace path that is not a glob, else `traces`. */
function recordFolder(paths) {
    const plain = paths.find((p) => p !== "." && !/[*?[\]{}!]/.test(p));
    return plain === undefined ? "traces" : plain.replace(/\/+$/, "");
}

;// CONCATENATED MODULE: ./lib/init/workflow.js
// `arh init --workflow`: the GitHub Actions workflow that runs the gate, modelled on docs/action.md
// (pull requests compared with the base branch's baseline; pushes to the default branch record
// it), with the least permissions each job needs. Both jobs record fresh traces first (the agent's
// tests under `arh collect`, src/init/detect.ts); on pull requests the action itself uploads its
// reports (the trace diffs among them) as the `arh-reports` artifact and links it in the job
// summary and the PR comment, so the workflow has no upload step of its own (an artifact name can
// be used once per run). Pure: the text depends only on its inputs.


const WORKFLOW_PATH = ".github/workflows/agent-gate.yml";
/** Where the workflow installs the `arh` CLI from: the action's own repository, at the tag the
 *  workflow's `uses:` names (a source archive npm installs as it is: the bundle needs nothing else). */
const ARH_CLI_SOURCE = "https://github.com/arh-action/arh-action/archive/refs/tags/v1.tar.gz";
/** The same CLI once published to npm. */
const ARH_CLI_PACKAGE = "@arh-action/arh-action@1";
/**
 * The model API keys of the recording step, commented out (`note` before the step's `env:`, at
 * `at`): the agent's tests that call a model need them, and pull requests from forks do not
 * receive repository secrets.
 */
function secretLines(note, at) {
    return [
        `${note}EDIT: uncomment and name the model API keys your agent's tests need, stored under`,
        `${note}Settings > Secrets and variables > Actions. Pull requests from forks do not receive`,
        `${note}secrets: there this step runs without them, so record on branches of this repository.`,
        `${at}env:`,
        `${at}  OPENAI_API_KEY: \${{ secrets.OPENAI_API_KEY }}`,
        `${at}  ANTHROPIC_API_KEY: \${{ secrets.ANTHROPIC_API_KEY }}`,
    ];
}
/** Recording steps: the CLI installed, then the agent's tests under `arh collect` (or the placeholder, commented out). */
function recordSteps(r, dir) {
    const collect = (cmd) => `arh collect --clean --out ${y(dir)} -- ${cmd}`;
    const install = `npm install --global --no-audit --no-fund "$ARH_CLI"`;
    if (!r || r.test === null) {
        return [
            `      # Record fresh traces on every run: put the command that runs your agent's tests in place`,
            `      # of ${PLACEHOLDER_COMMAND}, uncomment the two steps and stop committing the traces (docs/collect.md`,
            `      # in arh-action). Until then the gate reads the traces committed in ${dir}.`,
            `      # - run: ${install}`,
            `      # - run: ${collect(PLACEHOLDER_COMMAND)}   # EDIT: your agent's test command`,
            ...secretLines("      #   # ", "      #   "),
        ];
    }
    return [
        `      # Guessed from ${r.from} by arh init: check it. ${dir}/ is recorded here on every run:`,
        `      # keep it out of git (.gitignore), or the committed copies are gated too.`,
        ...r.setup,
        "      - name: Install the arh CLI",
        `        run: ${install}`,
        "      - name: Record the agent's traces (its tests, under arh collect)",
        "        # EDIT: check the test command arh init guessed",
        `        run: ${collect(r.test)}`,
        ...secretLines("        # ", "        # "),
    ];
}
/**
 * A value for an action input: the action splits `traces` on whitespace and reads a leading `!`
 * as an exclusion, and the runner evaluates `${{ }}` anywhere in a value, so such paths are refused.
 */
function checkPath(p, what, list) {
    if (p === "" || (list && (/\s/.test(p) || p.startsWith("!"))) || p.includes("${{") || /[\u0000-\u001f\u007f]/.test(p)) {
        const why = list ? "empty, whitespace, a leading '!', '${{' or control characters" : "empty, '${{' or control characters";
        throw new errors/* UsageError */.e(`--workflow: ${what} ${JSON.stringify(p)} cannot be written into a workflow (${why})`);
    }
    return p;
}
/** A YAML double-quoted scalar (JSON string syntax is valid YAML). */
const y = (s) => JSON.stringify(s);
function renderWorkflow(o) {
    if (o.traces.length === 0)
        throw new errors/* UsageError */.e("--workflow: no trace path to put in the workflow");
    const traces = o.traces.map((t) => checkPath(t, "trace path", true)).join(" ");
    const policy = checkPath(o.policy, "policy path", false);
    if (!/^[A-Za-z0-9._/-]+$/.test(o.branch) || o.branch.startsWith("-"))
        throw new errors/* UsageError */.e(`--default-branch must be a branch name, got ${JSON.stringify(o.branch)}`);
    const inputs = (extra) => [
        `          traces: ${y(traces)}`,
        `          policy: ${y(policy)}`,
        ...(o.format && o.format !== "auto" ? [`          format: ${y(o.format)}`] : []),
        "          strict-policy: true   # a policy mistake that turns a check off fails the run (docs/semantics.md#policy-diagnostics)",
        ...extra,
    ];
    const dir = checkPath(o.recordDir ?? "traces", "trace folder", true);
    const record = recordSteps(o.recorder, dir);
    return [
        "# Written by `arh init --workflow`. The gate: pull requests are compared with the baseline the",
        "# base branch recorded and fail only when the agent got worse; pushes to the default branch",
        "# record that baseline. Every input and permission: docs/action.md in arh-action.",
        "name: agent-gate",
        "",
        "on:",
        "  pull_request:",
        "  push:",
        `    branches: [${y(o.branch)}]   # the default branch${o.branchFrom ? ` (${o.branchFrom})` : ""}: it records the baseline`,
        "",
        "permissions: {}              # each job asks for what it needs",
        "",
        "env:",
        `  # The arh CLI (for arh collect), from the action's repository; once published: ${ARH_CLI_PACKAGE}`,
        `  # EDIT: the same owner/name and tag as the uses: lines below name.`,
        `  ARH_CLI: ${y(ARH_CLI_SOURCE)}`,
        "",
        "jobs:",
        "  gate:",
        "    if: github.event_name == 'pull_request'",
        "    runs-on: ubuntu-latest",
        "    timeout-minutes: 10",
        "    permissions:",
        "      contents: read          # check out the code",
        "      actions: read           # find and download the baseline artifact",
        "      security-events: write  # upload SARIF to code scanning (skipped on fork PRs)",
        "      # pull-requests: write  # add it with pr-comment: on-failure or always (off by default)",
        "    steps:",
        "      - uses: actions/checkout@v7",
        "        with:",
        "          persist-credentials: false",
        ...record,
        "      # The action uploads its reports (trace-diff/index.html among them) as the arh-reports",
        "      # artifact and links it in the job summary and the PR comment (input upload-reports).",
        "      - uses: arh-action/arh-action@v1   # EDIT: the owner/name where you host the action",
        "        with:",
        ...inputs([]),
        "",
        "  baseline:",
        "    if: github.event_name == 'push'",
        "    runs-on: ubuntu-latest",
        "    timeout-minutes: 10",
        "    permissions:",
        "      contents: read          # check out the code",
        "      security-events: write  # code scanning results for the default branch",
        "    steps:",
        "      - uses: actions/checkout@v7",
        "        with:",
        "          persist-credentials: false",
        ...record,
        "      - uses: arh-action/arh-action@v1   # EDIT: as above",
        "        with:",
        ...inputs(["          fail-on: never        # record the default branch as it is"]),
        "",
    ].join("\n");
}
/** The `git add` arh init suggests: the traces too when the workflow does not record them. */
function suggestedCommit(written, recorder, traces) {
    const files = recorder && recorder.test !== null ? written : [...written, ...traces];
    return `git add ${files.join(" ")} && git commit -m "Gate the agent"`;
}

// EXTERNAL MODULE: ./lib/collect/defaults.js
var defaults = __webpack_require__(1018);
;// CONCATENATED MODULE: ./lib/commands/init.js
// `arh init [PATH...] [--out arh-policy.json] [--workflow] [--format F] [--strict] [--force]`:
// infer a policy from traces (src/init/infer.ts), prove it on the same traces with the validation
// pipeline, explain it (stdout and a Markdown file next to the policy), optionally write the
// workflow. Files are read through the pipeline's own reader and adapters; a file that cannot be
// used is never dropped: the proof reports it exactly as `arh validate` would. Docs: docs/init.md.


























/** Verdict threshold of the proof (validate's default; the action's `fail-under` default too). */
const FAIL_UNDER = 70;
/** --strict widens at most this many rounds (each round only removes or raises; two suffice in practice). */
const MAX_STRICT_ROUNDS = 8;
/**
 * Read every file and hand each canonical trace to `visit`, in file order. Files that hold a
 * memory-system or trace-diff document are skipped with a reason; files that cannot be read,
 * parsed or converted are left to the proof, which locates the problem.
 */
function forEachTrace(files, format, cwd, visit) {
    const agentFiles = [];
    const skipped = [];
    for (const file of files) {
        const uri = (0,pipeline/* toUri */.iJ)(file, cwd);
        const loaded = (0,pipeline/* readText */.fu)(file, uri);
        if ("error" in loaded) {
            agentFiles.push(file);
            continue;
        }
        let doc;
        try {
            doc = JSON.parse(loaded.text);
        }
        catch {
            agentFiles.push(file);
            continue;
        }
        if (format === "auto" || format === "arh") {
            if ((0,memory.isMemoryDocument)(doc)) {
                skipped.push([uri, "a memory-system evaluation trace: arh init infers policies for agent traces"]);
                continue;
            }
            if ((0,tracediff/* isAbtDocument */.dd)(doc)) {
                skipped.push([uri, "an agent-behavior-trace/v0 trace-diff document, not an agent trace"]);
                continue;
            }
        }
        let adapted;
        try {
            adapted = (0,adapters/* adaptDocument */.U)(doc, (0,external_node_path_.basename)(file), format);
        }
        catch {
            if (isPolicyDocument(doc))
                skipped.push([uri, "an ARH policy, not a trace"]);
            else
                agentFiles.push(file);
            continue;
        }
        agentFiles.push(file);
        for (const a of adapted) {
            let trace;
            try {
                trace = (0,parse/* parseTrace */.bj)(a.trace);
            }
            catch {
                continue;
            }
            visit(trace);
        }
    }
    return { agentFiles, skipped };
}
/** A policy (this command's own output, say) found among the traces: `policy_id` and no trace shape. */
function isPolicyDocument(doc) {
    return doc !== null && typeof doc === "object" && !Array.isArray(doc) && Object.hasOwn(doc, "policy_id");
}
/** A path inside `cwd`, relative and `/`-separated, for the workflow; null when outside. */
function repoPath(abs, cwd) {
    const rel = (0,external_node_path_.relative)(cwd, abs);
    if (rel === "")
        return ".";
    if (rel.startsWith("..") || (0,external_node_path_.isAbsolute)(rel))
        return null;
    return rel.split(external_node_path_.sep).join("/");
}
function workflowTraces(paths, cwd) {
    return paths.map((p) => {
        const abs = (0,external_node_path_.isAbsolute)(p) ? p : (0,external_node_path_.resolve)(cwd, p);
        const glob = !(0,external_node_fs_.existsSync)(abs);
        const rel = glob ? ((0,external_node_path_.isAbsolute)(p) ? null : p.split(external_node_path_.sep).join("/")) : repoPath(abs, cwd);
        if (rel === null)
            throw new errors/* UsageError */.e(`--workflow: ${JSON.stringify(p)} is outside the current directory (run arh init from the repository root)`);
        return glob || !(0,external_node_fs_.statSync)(abs).isDirectory() ? rel : rel.replace(/\/+$/, "");
    });
}
/** `arh-policy.json` -> `arh-policy.md`: the explanation sits next to the policy. */
function explanationPath(policyPath) {
    return policyPath.toLowerCase().endsWith(".json") ? policyPath.slice(0, -5) + ".md" : policyPath + ".md";
}
/** `--workflow`: the workflow's text, how it records the traces (src/init/detect.ts) and its trace paths. */
/**
 * The repository's default branch from git, and how it was found: the remote's HEAD
 * (`origin/HEAD`), else the one of `main` and `master` that exists locally, else the branch checked
 * out; null when git is not at hand or `cwd` is no repository.
 */
function gitDefaultBranch(cwd) {
    const git = (...args) => {
        const r = (0,external_node_child_process_.spawnSync)("git", args, { cwd, encoding: "utf8", timeout: 10_000, stdio: ["ignore", "pipe", "ignore"] });
        return r.status === 0 && typeof r.stdout === "string" && r.stdout.trim() !== "" ? r.stdout.trim() : null;
    };
    const remote = git("symbolic-ref", "--quiet", "--short", "refs/remotes/origin/HEAD");
    if (remote !== null && remote.startsWith("origin/"))
        return { branch: remote.slice("origin/".length), from: "from git: origin/HEAD" };
    const local = ["main", "master"].filter((b) => git("rev-parse", "--verify", "--quiet", `refs/heads/${b}`) !== null);
    if (local.length === 1)
        return { branch: local[0], from: "from git: the local branch" };
    const head = git("symbolic-ref", "--quiet", "--short", "HEAD");
    return head !== null ? { branch: head, from: "from git: the branch checked out" } : null;
}
function workflowFor(paths, policyPath, out, cwd, format, given) {
    const found = given === undefined ? gitDefaultBranch(cwd) : null;
    const branch = given ?? found?.branch ?? "main";
    const branchFrom = given !== undefined ? undefined : (found?.from ?? "git gave none: check it");
    const policyRel = repoPath(policyPath, cwd);
    if (policyRel === null)
        throw new errors/* UsageError */.e(`--workflow: the policy ${JSON.stringify(out)} is outside the current directory (run arh init from the repository root)`);
    const traces = workflowTraces(paths, cwd);
    const recorder = detectRecorder(readProjectFiles(cwd, (f) => ((0,external_node_fs_.existsSync)(f) && (0,external_node_fs_.statSync)(f).isFile() ? (0,external_node_fs_.readFileSync)(f, "utf8") : undefined)));
    return { text: renderWorkflow({ traces, policy: policyRel, format, branch, branchFrom, recorder, recordDir: recordFolder(traces) }), recorder, traces };
}
/**
 * --strict: widen `doc` in place until every trace that any policy can pass does; the changes made,
 * and by trace id why the others cannot pass.
 */
function widenStrict(doc, files, format, cwd) {
    const widenings = [];
    const unfixable = new Map();
    for (let round = 0; round < MAX_STRICT_ROUNDS; round++) {
        let policy = (0,policy_parse/* parsePolicy */.ON)(doc);
        let changed = false;
        unfixable.clear();
        forEachTrace(files, format, cwd, (t) => {
            const r = (0,validate/* validateTrace */._6)(t, policy, { failUnder: FAIL_UNDER });
            if (r.passed)
                return;
            const w = widenForTrace(doc, t, r.findings, r.score, FAIL_UNDER);
            if (w.changes.length > 0) {
                widenings.push(...w.changes);
                policy = (0,policy_parse/* parsePolicy */.ON)(doc);
                changed = true;
            }
            if (w.unfixable.length > 0 && !unfixable.has(t.trace_id))
                unfixable.set(t.trace_id, w.unfixable);
        });
        if (!changed)
            break;
    }
    return { widenings, unfixable };
}
async function runInitCommand(argv, io = {}) {
    const stdout = io.stdout ?? ((s) => void process.stdout.write(s));
    const stderr = io.stderr ?? ((s) => void process.stderr.write(s));
    try {
        const { values, positionals } = (0,help/* parseFlags */.bQ)("init", {
            args: argv,
            allowPositionals: true,
            strict: true,
            options: {
                ...flags/* FORMAT_OPTION */.g4,
                ...flags/* QUIET_OPTION */.Hl,
                out: { type: "string", short: "o" },
                workflow: { type: "boolean" },
                strict: { type: "boolean" },
                force: { type: "boolean", short: "f" },
                "default-branch": { type: "string" },
            },
        });
        const format = (0,options/* parseFormat */.Xc)((0,options/* flag */.Jt)("format"), values.format);
        const cwd = io.cwd ?? process.cwd();
        const paths = positionals.length > 0 ? positionals : [defaults/* DEFAULT_COLLECT_DIR */.N];
        const out = values.out ?? "arh-policy.json";
        if (out.trim() === "")
            throw new errors/* UsageError */.e("--out must name a file");
        const policyPath = (0,external_node_path_.resolve)(cwd, out);
        const mdPath = explanationPath(policyPath);
        const wfPath = (0,external_node_path_.resolve)(cwd, WORKFLOW_PATH);
        const targets = [policyPath, mdPath, ...(values.workflow ? [wfPath] : [])];
        if (!values.force) {
            for (const t of targets)
                if ((0,external_node_fs_.existsSync)(t))
                    throw new errors/* UsageError */.e(`${(0,pipeline/* toUri */.iJ)(t, cwd)} already exists; pass --force to overwrite it`);
        }
        for (const t of targets)
            if ((0,external_node_fs_.existsSync)(t) && (0,external_node_fs_.statSync)(t).isDirectory())
                throw new errors/* UsageError */.e(`${(0,pipeline/* toUri */.iJ)(t, cwd)} is a directory`);
        if (!values.workflow && values["default-branch"] !== undefined)
            throw new errors/* UsageError */.e("--default-branch only applies with --workflow");
        const wf = values.workflow ? workflowFor(paths, policyPath, out, cwd, format, values["default-branch"]) : null;
        const files = await (0,pipeline/* expandInputs */.Go)(paths, cwd);
        if (files.length === 0)
            throw new errors/* UsageError */.e(`no trace files (*.json) found in ${paths.join(", ")}`);
        // 1. infer
        const inference = new PolicyInference();
        const loaded = forEachTrace(files, format, cwd, (t) => inference.add(t));
        const inferred = inference.finish();
        const say = (s) => {
            if (!values.quiet)
                stdout((0,util_escape/* neutralizeWorkflowCommands */.tW)(s));
        };
        if (inferred.traces === 0) {
            // Nothing to infer from: show why each file is unusable (the pipeline locates it), write nothing.
            const report = await (0,pipeline/* runValidation */.Lb)(loaded.agentFiles, (0,policy_parse/* parsePolicy */.ON)({ policy_id: "arh-init" }), { format, failUnder: FAIL_UNDER, cwd });
            if (report.reports.length > 0)
                say((0,lib_report.renderConsole)(report, { color: false }));
            for (const [f, why] of loaded.skipped)
                say(`skipped ${f}: ${why}\n`);
            stderr(`arh init: none of the ${files.length} matched file${files.length === 1 ? "" : "s"} holds a usable agent trace; no policy written\n`);
            return 1;
        }
        const doc = inferred.policy;
        // 2. --strict: widen until every trace that any policy can pass does
        const { widenings, unfixable } = values.strict ? widenStrict(doc, files, format, cwd) : { widenings: [], unfixable: new Map() };
        // 3. prove: the policy as written, through the same pipeline as `arh validate`
        const policyText = JSON.stringify(doc, null, 2) + "\n";
        const policy = (0,policy_parse/* parsePolicy */.ON)(JSON.parse(policyText));
        // entries keep what the renderers read, as in `arh validate` (memory stays flat on large corpora)
        const proof = await (0,pipeline/* runValidation */.Lb)(loaded.agentFiles, policy, { format, failUnder: FAIL_UNDER, cwd, onEntry: parallel/* slimEntry */.gh });
        // 4. explain, write
        markWidened(inferred.evidence, widenings);
        if (values.strict) {
            for (const e of proof.reports)
                if (e.kind === "input")
                    unfixable.set(e.source_path, [e.findings[0]?.message ?? "cannot be read or parsed"]);
        }
        const explanation = {
            policyId: policy.policy_id,
            policyFile: (0,pipeline/* toUri */.iJ)(policyPath, cwd),
            explanationFile: (0,pipeline/* toUri */.iJ)(mdPath, cwd),
            traces: inferred.traces,
            files: files.length,
            evidence: inferred.evidence,
            notes: inferred.notes,
            strict: values.strict === true,
            widenings,
            unfixable: [...unfixable.entries()],
            skipped: loaded.skipped,
            proof,
        };
        (0,writefile/* writeFileAtomic */.Zf)(policyPath, policyText);
        (0,writefile/* writeFileAtomic */.Zf)(mdPath, renderExplanationMarkdown(explanation));
        if (wf !== null)
            (0,writefile/* writeFileAtomic */.Zf)(wfPath, wf.text);
        say(renderExplanationText(explanation));
        say("\nproof: the inferred policy validated against its own traces\n");
        say((0,lib_report.renderConsole)(proof, { color: false }));
        const derived = (0,identity/* derivedIdLine */.VE)(proof.reports); // trace ids derived from the run (docs/collect.md)
        if (derived)
            say(`note: ${derived}\n`);
        const failed = proof.summary.failed_traces;
        if (failed > 0 && !values.strict)
            say(`${failed} trace${failed === 1 ? " fails" : "s fail"} the inferred policy: each is probably a bug or an outlier worth a look; --strict widens the policy until they pass\n`);
        const written = targets.map((t) => (0,pipeline/* toUri */.iJ)(t, cwd));
        say(`wrote ${written.join(", ")}; review them, then commit: ${suggestedCommit(written, wf?.recorder, wf?.traces ?? [])}\n`);
        return failed > 0 ? 1 : 0;
    }
    catch (e) {
        return (0,usage/* usageExit */.SY)("init", e);
    }
}


/***/ })

};
