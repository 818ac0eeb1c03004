export const id = 750;
export const ids = [750,54];
export const modules = {

/***/ 2613:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  j_: () => (/* binding */ buildTraceDiff),
  T4: () => (/* binding */ buildTraceDiffMap),
  vC: () => (/* binding */ isRegressed),
  fA: () => (/* binding */ lazyTraceDiffMap)
});

// UNUSED EXPORTS: alignedRows, buildTraceDiffs, kindOf, markViolations

;// CONCATENATED MODULE: ./lib/compare/evaluations.js
// The evaluation regression of a comparison, as the compare JSON carries it (`evaluations`;
// scenarios/evaluation-gate.ts computes it, docs/evaluations.md).
/** Most evaluations shown on one step of a trace diff. */
const MAX_ON_STEP = 5;
/**
 * Trace diffs (tracediff/build.ts): each judged step's shown result ends with its evaluations
 * (`ok · faithfulness 0.6 · tone "polite"`), on both rails, so a falling score stands on the step
 * it judges. `steps[i]` shows `digests[i]`. The renderers escape the text as every result.
 */
function showEvaluationsOnSteps(steps, digests, evaluations) {
    // a report read from a file is untrusted: anything but a list of results is skipped
    if (!Array.isArray(evaluations) || evaluations.length === 0)
        return;
    const on = new Map();
    for (const e of evaluations) {
        if (e === null || typeof e !== "object" || typeof e.step_id !== "string" || typeof e.name !== "string")
            continue;
        const l = on.get(e.step_id) ?? [];
        if (l.length >= MAX_ON_STEP)
            continue;
        const name = e.name.length > 60 ? `${e.name.slice(0, 59)}…` : e.name;
        const parts = [typeof e.score === "number" ? String(Math.round(e.score * 10000) / 10000) : null, typeof e.label === "string" ? JSON.stringify(e.label.slice(0, 40)) : null].filter((x) => x !== null);
        l.push(`${name} ${parts.join(" ")}`);
        on.set(e.step_id, l);
    }
    for (let i = 0; i < steps.length && i < digests.length; i++) {
        const l = on.get(digests[i].step_id);
        if (l)
            steps[i].result = `${steps[i].result} · ${l.join(" · ")}`;
    }
}

// EXTERNAL MODULE: ./lib/rules/registry.js + 1 modules
var registry = __webpack_require__(7232);
// EXTERNAL MODULE: ./lib/compare/drift.js
var drift = __webpack_require__(9288);
// EXTERNAL MODULE: ./lib/util/escape.js
var util_escape = __webpack_require__(7757);
// EXTERNAL MODULE: ./lib/tracediff/model.js
var model = __webpack_require__(3855);
;// CONCATENATED MODULE: ./lib/tracediff/build.js
// Builder: one agent-behavior-trace/v0 document per regressed trace of a comparison.
// Pure and deterministic: the same compare result, reports and policy give the same documents.





/** Rules whose findings concern the trace as a whole, even when they carry a step id. */
const TRACE_LEVEL = new Set(["ARH-BUD-002", "ARH-BUD-003", "ARH-BUD-004", "ARH-CMP-002", "ARH-SEQ-001", "ARH-SEQ-004", "ARH-SEQ-005", "ARH-GRD-002"]);
/** Budget errors: operational findings, shown in `verdict.operational`, never the behaviour verdict. */
const BUDGET_ERRORS = new Set(["ARH-BUD-001", "ARH-BUD-002", "ARH-BUD-003", "ARH-BUD-004"]);
/** A trace regressed when it went from pass to fail, or gained an error-severity finding. */
function isRegressed(t) {
    if (t.status_change === "added" || t.status_change === "removed")
        return false;
    return t.status_change === "pass->fail" || t.new_findings.some((f) => f.severity === "error");
}
function buildTraceDiffs(input) {
    return [...buildTraceDiffMap(input).values()];
}
/** The same documents by trace id, in the comparison's order. */
function buildTraceDiffMap(input) {
    const base = byId(input.baseline);
    const cand = byId(input.candidate);
    const docs = new Map();
    for (const t of input.compare.traces) {
        if (!isRegressed(t) || docs.has(t.trace_id) || (input.only && !input.only.has(t.trace_id)))
            continue;
        const c = cand.get(t.trace_id);
        if (!c)
            continue;
        docs.set(t.trace_id, buildTraceDiff(t, base.get(t.trace_id) ?? null, c, input));
    }
    return docs;
}
/**
 * The documents `buildTraceDiffMap` gives for `only`, each built when first asked for: a rendering
 * that shows a few of them (a PR comment holds a handful) builds those few, not every one it might
 * show. `get` builds (and keeps) the document; iterating gives only those built so far.
 */
function lazyTraceDiffMap(input) {
    // the trace each document is built from: the first regressed one of its id (as the loop above)
    const first = new Map();
    for (const t of input.compare.traces)
        if (input.only.has(t.trace_id) && !first.has(t.trace_id) && isRegressed(t))
            first.set(t.trace_id, t);
    return new LazyDiffs(first, input);
}
class LazyDiffs extends Map {
    first;
    input;
    sides = null;
    constructor(first, input) {
        super();
        this.first = first;
        this.input = input;
    }
    get(id) {
        const built = super.get(id);
        if (built !== undefined)
            return built;
        const t = this.first.get(id);
        if (!t)
            return undefined;
        this.first.delete(id);
        this.sides ??= { base: byId(this.input.baseline), cand: byId(this.input.candidate) };
        const c = this.sides.cand.get(id);
        if (!c)
            return undefined;
        const doc = buildTraceDiff(t, this.sides.base.get(id) ?? null, c, this.input);
        super.set(id, doc);
        return doc;
    }
    has(id) {
        return this.get(id) !== undefined;
    }
}
function byId(r) {
    const m = new Map();
    for (const e of r.reports ?? [])
        if (!m.has(e.trace_id))
            m.set(e.trace_id, e);
    return m;
}
/**
 * The trace diff of one regressed trace. Of `input`, the reports are not read, and of the
 * comparison only its candidate policy id (the contract when no policy is given).
 */
function buildTraceDiff(t, b, c, input) {
    const policy = input.policy;
    const newErrors = t.new_findings.filter((f) => f.severity === "error");
    const first = newErrors[0] ?? t.new_findings[0];
    const title = first ? ((0,registry/* ruleMeta */.ME)(first.rule_id)?.title ?? first.rule_id) : "score below fail_under";
    const bFull = (b && input.details?.baseline?.(b)) || b?.steps;
    const cFull = input.details?.candidate?.(c) || c.steps;
    const bSteps = bFull && bFull.length > 0 ? bFull : null;
    const cSteps = cFull && cFull.length > 0 ? cFull : null;
    const [bn, cn] = bSteps && cSteps ? alignedRows(bSteps, cSteps, t.drift?.alignment ?? (0,drift/* computeDrift */.f1)(bSteps, cSteps).alignment) : [null, null];
    const baseRail = {
        id: "baseline",
        label: label("Baseline", input.baselineLabel, b ? b.passed : (t.baseline_passed ?? false), b?.steps ? null : "steps not recorded"),
        regression: false,
        steps: bSteps ? toSteps(bSteps, bn, policy) : [notRecorded(b ? "baseline report has no step digests" : "trace not in the baseline report")],
    };
    const candSteps = cSteps ? toSteps(cSteps, cn, policy) : [notRecorded("candidate report has no step digests")];
    if (cSteps)
        markViolations(candSteps, cSteps, newErrors, policy);
    for (let i = 0; i < candSteps.length; i++)
        candSteps[i] = ordered(candSteps[i]);
    if (cSteps)
        showEvaluationsOnSteps(candSteps, cSteps, c.evaluations); // docs/evaluations.md
    if (bSteps && b)
        showEvaluationsOnSteps(baseRail.steps, bSteps, b.evaluations);
    const candRail = {
        id: "candidate",
        label: label("Candidate", input.candidateLabel, c.passed, c.steps && c.steps.length > 0 ? null : "steps not recorded"),
        regression: true,
        steps: candSteps,
    };
    const upd = isoDate(input.updated);
    const doc = {
        schema: model/* ABT_SCHEMA */.KY,
        case: `${(0,util_escape/* truncate */.xv)(t.trace_id, 200)} · ${(0,util_escape/* truncate */.xv)(title, 200)}`,
        contract: policy?.policy_id ?? input.compare.candidate_policy_id ?? c.policy_id ?? "unknown",
        ...(first ? { contract_clause: first.rule_id } : {}),
        rails: [baseRail, candRail],
        verdict: verdict(t, c, newErrors, policy),
        ...(upd ? { updated: upd } : {}),
    };
    return doc;
}
function label(side, ref, passed, note) {
    const parts = [side];
    if (ref && ref.trim())
        parts.push(ref.trim());
    parts.push(passed ? "pass" : "fail");
    if (note)
        parts.push(note);
    return parts.join(" · ");
}
function notRecorded(why) {
    return { n: 1, tool: "(not recorded)", result: why, kind: "read" };
}
/** The semantic role of a tool under the policy (docs/trace-diff.md). */
function kindOf(d, policy) {
    if (d.type === "model_response")
        return "respond";
    const tool = d.tool_name;
    if (!policy || tool === null)
        return "read";
    const schema = policy.allowed_tools.get(tool);
    if (schema?.side_effect)
        return "side_effect";
    if (schema?.kind === "precondition")
        return "precondition";
    const order = policy.sequence.call_order;
    const at = order.indexOf(tool);
    if (at >= 0) {
        for (let i = at + 1; i < order.length; i++) {
            if (policy.allowed_tools.get(order[i])?.side_effect)
                return "precondition";
        }
    }
    return "read";
}
/**
 * Row numbers `n` of both rails from the drift's alignment (the LCS of the two runs plus the
 * changed-argument pairs): an aligned pair shares its row; a step without a counterpart gets a
 * row of its own, left empty on the other rail (baseline-only rows before candidate-only rows
 * between two anchors). Linear in the number of steps.
 */
function alignedRows(a, b, alignment) {
    const na = new Array(a.length);
    const nb = new Array(b.length);
    let n = 0;
    let i = 0;
    let j = 0;
    const pairs = [...alignment.filter(([x, y]) => x >= 0 && x < a.length && y >= 0 && y < b.length), [a.length, b.length]];
    for (const [x, y] of pairs) {
        if (x < i || y < j)
            continue; // not increasing: ignore the pair
        while (i < x)
            na[i++] = ++n;
        while (j < y)
            nb[j++] = ++n;
        if (x < a.length && y < b.length) {
            n++;
            na[i++] = n;
            nb[j++] = n;
        }
    }
    return [na, nb];
}
/** The rail's steps: row numbers from the alignment (else 1..n), timestamps as running latency sums. */
function toSteps(ds, rows, policy) {
    let elapsed = 0;
    return ds.map((d, i) => {
        const s = {
            n: rows?.[i] ?? i + 1,
            tool: d.type === "model_response" ? "respond" : (d.tool_name ?? "(no tool_name)"),
            result: d.result,
            kind: kindOf(d, policy),
        };
        if (d.args !== undefined)
            s.args = parseArgs(d.args);
        elapsed += typeof d.latency_ms === "number" ? d.latency_ms : 0;
        if (typeof d.latency_ms === "number")
            s.timestamp_ms = round3(elapsed);
        if (typeof d.tokens === "number")
            s.tokens = d.tokens;
        if (typeof d.latency_ms === "number" && typeof d.model_latency_ms === "number" && d.model_latency_ms <= d.latency_ms)
            s.model_latency_ms = d.model_latency_ms;
        if (typeof d.agent === "string")
            s.agent = (0,util_escape/* truncate */.xv)(d.agent, model/* MAX_ABT_AGENT */.Fg);
        return s;
    });
}
/** The step with its keys in the format's order (n, tool, result, kind, consequential, in_violation, …). */
function ordered(s) {
    const o = { n: s.n, tool: s.tool, result: s.result, kind: s.kind };
    if (s.consequential !== undefined)
        o.consequential = s.consequential;
    if (s.in_violation !== undefined)
        o.in_violation = s.in_violation;
    if (s.args !== undefined)
        o.args = s.args;
    if (s.return !== undefined)
        o.return = s.return;
    if (s.timestamp_ms !== undefined)
        o.timestamp_ms = s.timestamp_ms;
    if (s.tokens !== undefined)
        o.tokens = s.tokens;
    if (s.model_latency_ms !== undefined)
        o.model_latency_ms = s.model_latency_ms;
    if (s.agent !== undefined)
        o.agent = s.agent;
    return o;
}
function round3(x) {
    return Math.round(x * 1000) / 1000;
}
/** Digest args are a preview of canonical JSON (cut with "…" past 120 chars; past 200 in older reports): a value when it parses, else the text. */
function parseArgs(a) {
    try {
        return JSON.parse(a);
    }
    catch {
        return a;
    }
}
/**
 * The steps a finding about the whole trace points at (docs/trace-diff.md): for ARH-SEQ-004 the
 * calls of its tool past `max_calls` (a double refund under `max_calls: 1`: the second refund), for
 * ARH-CMP-002 the first step past `max_steps`; the others (a budget, a tool never called, too few
 * calls, citation coverage) point at no step, and the verdict says what failed. Never a row only
 * because its result differs from the baseline's: results hold volatile values (ids, times).
 */
function traceLevelAnchors(f, digests) {
    const max = typeof f.expected === "number" && Number.isInteger(f.expected) && f.expected >= 0 ? f.expected : null;
    if (max === null)
        return [];
    if (f.rule_id === "ARH-CMP-002")
        return max < digests.length ? [max] : [];
    if (f.rule_id !== "ARH-SEQ-004")
        return [];
    const tool = /^tool '(.*)' was called \d+ times/s.exec(f.message)?.[1];
    if (tool === undefined)
        return [];
    const out = [];
    let calls = 0;
    digests.forEach((d, i) => {
        if (d.type === "tool_call" && d.tool_name === tool && ++calls > max)
            out.push(i);
    });
    return out;
}
/**
 * Mark `consequential` on exactly the steps the new error findings point at (a finding's step, or
 * traceLevelAnchors) and `in_violation` on their spans. A finding whose step is not among the
 * digests marks nothing.
 */
function markViolations(steps, digests, findings, policy) {
    const cons = new Set();
    const span = new Set();
    const indexOf = new Map();
    digests.forEach((d, i) => {
        if (!indexOf.has(d.step_id))
            indexOf.set(d.step_id, i);
    });
    for (const f of findings) {
        if (f.step_id === null || TRACE_LEVEL.has(f.rule_id)) {
            for (const i of traceLevelAnchors(f, digests))
                if (i < steps.length)
                    cons.add(i);
            continue;
        }
        const at = indexOf.get(f.step_id);
        if (at === undefined || at >= steps.length)
            continue;
        cons.add(at);
        for (const k of spanOf(f.rule_id, at, digests, policy))
            span.add(k);
    }
    for (const i of cons)
        steps[i].consequential = true;
    for (const i of span)
        if (!cons.has(i))
            steps[i].in_violation = true;
}
function spanOf(rule, at, ds, policy) {
    const out = [];
    const anchor = ds[at];
    switch (rule) {
        case "ARH-SEQ-003": {
            // The earlier-listed tools whose first call only came after the anchor: the late preconditions.
            if (!policy || anchor.tool_name === null)
                break;
            const order = policy.sequence.call_order;
            const pos = order.indexOf(anchor.tool_name);
            if (pos <= 0)
                break;
            const earlier = new Set(order.slice(0, pos));
            const firstCall = new Map();
            ds.forEach((d, i) => {
                if (d.type === "tool_call" && d.tool_name !== null && !firstCall.has(d.tool_name))
                    firstCall.set(d.tool_name, i);
            });
            for (let i = at + 1; i < ds.length; i++) {
                const tool = ds[i].tool_name;
                if (ds[i].type === "tool_call" && tool !== null && earlier.has(tool) && firstCall.get(tool) > at)
                    out.push(i);
            }
            break;
        }
        case "ARH-FLW-002": {
            // The identical attempts after the first excess one.
            for (let i = at + 1; i < ds.length; i++) {
                const d = ds[i];
                if (d.type === "tool_call" && d.tool_name === anchor.tool_name && d.args_hash === anchor.args_hash)
                    out.push(i);
            }
            break;
        }
        case "ARH-FLW-001": {
            // The agent carried on without retrying: every step after the errored call, through the final response.
            for (let i = at + 1; i < ds.length; i++)
                out.push(i);
            break;
        }
        default:
            break;
    }
    return out;
}
/**
 * Output, behaviour and operation apart (docs/trace-diff.md): behaviour fails on an error finding
 * that is no budget (the new ones, else those the candidate already had, else a score below
 * fail_under that budgets do not explain); budgets are operational and only `operational` says them.
 */
function verdict(t, c, newErrors, policy) {
    const steps = c.steps ?? [];
    const lastStep = steps[steps.length - 1];
    const okFinal = lastStep !== undefined && lastStep.type === "model_response" && lastStep.status === "ok" && lastStep.result.trim() !== "";
    const noFinalFinding = c.findings.some((f) => f.rule_id === "ARH-CMP-001");
    const behavioural = (fs) => fs.filter((f) => f.severity === "error" && !BUDGET_ERRORS.has(f.rule_id));
    const fromNew = behavioural(newErrors);
    const reasons = fromNew.length > 0 ? fromNew : behavioural(c.findings);
    let reason = reasons.map((f) => `${f.rule_id} — ${oneLine(f.message)}`).join("; ");
    const budgetOnly = c.findings.some((f) => f.severity === "error" && BUDGET_ERRORS.has(f.rule_id));
    if (!reason && !budgetOnly)
        reason = `score ${c.score} below fail_under` + (t.baseline_score !== null ? ` (baseline ${t.baseline_score})` : "");
    const v = {
        output: okFinal && !noFinalFinding ? "PASS" : "FAIL",
        behavior: reason ? "FAIL" : "PASS",
    };
    if (reason)
        v.behavior_reason = reason;
    v.operational = operational(c, policy);
    return v;
}
/** `total latency 845 ms over 600 ms`, one phrase per budget error (a count for repeated step budgets). */
function operational(c, policy) {
    const byRule = new Map();
    for (const f of c.findings) {
        if (f.severity !== "error" || !BUDGET_ERRORS.has(f.rule_id))
            continue;
        const list = byRule.get(f.rule_id) ?? [];
        list.push(f);
        byRule.set(f.rule_id, list);
    }
    if (byRule.size === 0) {
        if (policy) {
            const b = policy.budgets;
            if (b.max_step_latency_ms === null && b.max_total_latency_ms === null && b.max_total_cost_usd === null && b.max_total_tokens === null)
                return "no budget set";
        }
        return "within budget";
    }
    return [...byRule.keys()]
        .sort()
        .map((id) => budgetPhrase(id, byRule.get(id)))
        .join("; ");
}
const BUDGET_WORDS = {
    "ARH-BUD-001": ["step latency", (n) => `${num(n)} ms`],
    "ARH-BUD-002": ["total latency", (n) => `${num(n)} ms`],
    "ARH-BUD-003": ["total cost", (n) => `$${num(n)}`],
    "ARH-BUD-004": ["total tokens", (n) => `${num(n)} tokens`],
};
function budgetPhrase(id, fs) {
    const [what, unit] = BUDGET_WORDS[id];
    const f = fs[0];
    const obs = typeof f.observed === "number" && Number.isFinite(f.observed) ? f.observed : null;
    const exp = typeof f.expected === "number" && Number.isFinite(f.expected) ? f.expected : null;
    let text = obs !== null && exp !== null ? `${what} ${unit(obs)} over ${unit(exp)}` : `${what} over budget`;
    if (id === "ARH-BUD-001" && f.step_id)
        text += ` at step ${f.step_id}`;
    if (fs.length > 1)
        text = obs !== null && exp !== null ? `${what} over ${unit(exp)} at ${fs.length} steps (first ${unit(obs)} at step ${f.step_id ?? "?"})` : `${what} over budget at ${fs.length} steps`;
    return text;
}
/** A figure as written in the verdict: at most three decimals, no exponent for ordinary values. */
function num(n) {
    return String(Math.round(n * 1000) / 1000);
}
function oneLine(s) {
    return s.replace(/\s+/g, " ").trim();
}
/** `YYYY-MM-DD` from an ISO date or date-time; undefined when absent or not ISO. */
function isoDate(s) {
    if (!s)
        return undefined;
    const m = /^(\d{4}-\d{2}-\d{2})(?:$|T)/.exec(s.trim());
    return m ? m[1] : undefined;
}


/***/ }),

/***/ 3750:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dd: () => (/* reexport */ validate/* isAbtDocument */.d),
  P: () => (/* reexport */ writeTraceDiffs)
});

// UNUSED EXPORTS: ABT_JSON_SCHEMA, ABT_KINDS, ABT_RULES, ABT_SCHEMA, buildTraceDiffMap, buildTraceDiffs, checkAbtDocument, diffFileNames, inlineJson, isRegressed, kindOf, markerOf, renderTraceDiffIndex, renderTraceDiffTable, rowIndices, validateAbtDocument

// EXTERNAL MODULE: ./lib/tracediff/model.js
var model = __webpack_require__(3855);
// EXTERNAL MODULE: ./lib/tracediff/build.js + 1 modules
var build = __webpack_require__(2613);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/util/escape.js
var util_escape = __webpack_require__(7757);
;// CONCATENATED MODULE: ./lib/tracediff/component.js
// The <trace-diff> web component (agent-behavior-trace/v0, docs/trace-diff.md).
// Vanilla custom element, no runtime dependencies, plain browser ESM: this module imports nothing.
// The build copies its compiled form to dist/trace-diff.js (`<script type="module" src=…>`).
//
// Everything lives inside defineTraceDiff(), which refers to no module-level name: the Node side
// inlines the very same code into the self-contained index.html as `(${defineTraceDiff})()`
// (component-source.ts). All document text is set with textContent, never parsed as HTML.
/** Define the `trace-diff` custom element (idempotent). */
function defineTraceDiff() {
    const SCHEMA = "agent-behavior-trace/v0";
    const KINDS = ["read", "precondition", "side_effect", "respond"];
    const SLUG = /^[a-z0-9][a-z0-9_-]{0,63}$/;
    const GLYPH = { "open-circle": "\u25CB", "filled-square": "\u25A0" };
    const CSS = `
:host{display:block;font:13px/1.35 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f1d1a;--accent:#b4532a;--accent-soft:#f6e4da;--rule:#d9d4cc;--muted:#6d675f}
.td{box-sizing:border-box;display:flex;flex-direction:column;max-height:200px;border:1px solid var(--rule);border-radius:6px;background:#fbfaf7;overflow:hidden}
.td[data-mode="expanded"]{max-height:420px}
.head{display:flex;gap:.75em;align-items:baseline;padding:6px 10px;border-bottom:1px solid var(--rule);white-space:nowrap;overflow:hidden}
.case{font-weight:600;overflow:hidden;text-overflow:ellipsis}
.contract,.updated{font:11px/1.3 ui-monospace,SFMono-Regular,Menlo,monospace;color:var(--muted);overflow:hidden;text-overflow:ellipsis}
.inspect{margin-left:auto;color:var(--accent);text-decoration:none;font-size:12px}
.grid{flex:0 1 auto;min-height:0;overflow:auto;display:grid;grid-template-columns:2.2em minmax(0,1fr) 14px minmax(0,1fr) 14px;grid-auto-rows:minmax(22px,auto);align-content:start;padding:2px 4px 4px}
.kicker{font:11px/1.3 ui-monospace,SFMono-Regular,Menlo,monospace;text-transform:uppercase;letter-spacing:.04em;color:var(--muted);padding:4px 6px;border-bottom:1px solid var(--rule);white-space:nowrap;overflow:hidden;text-overflow:ellipsis;position:sticky;top:0;background:#fbfaf7}
.kicker.regression{color:var(--accent)}
.idx{font:11px/22px ui-monospace,SFMono-Regular,Menlo,monospace;color:var(--muted);text-align:right;padding-right:6px}
.step{display:flex;gap:6px;align-items:baseline;padding:2px 6px;min-width:0;border-left:2px solid transparent}
.step.regression{border-left-color:var(--accent);background:linear-gradient(90deg,var(--accent-soft),transparent 70%)}
.step.empty{background:none;border-left:2px dashed var(--rule)}
.step.empty::before{content:"\\2014";color:var(--rule)}
.step[data-in-violation]{background:var(--accent-soft)}
.step[data-consequential]{background:var(--accent-soft)}
.step[data-consequential] .tool{font-weight:700}
.marker{flex:none;width:1em;text-align:center;color:var(--muted)}
.step[data-consequential] .marker,.step[data-in-violation] .marker{color:var(--accent)}
.step[data-marker="filled-square"] .marker{color:var(--accent)}
.tool{font:12px/1.35 ui-monospace,SFMono-Regular,Menlo,monospace;white-space:nowrap}
.result{flex:0 1 auto;color:var(--muted);white-space:nowrap;overflow:hidden;text-overflow:ellipsis;min-width:0}
.main{display:flex;gap:6px;align-items:baseline;min-width:0;flex:1}
.agent{font:11px/1.35 ui-monospace,SFMono-Regular,Menlo,monospace;color:var(--muted)}
.usage{flex:none;margin-left:auto;padding-left:6px;font:11px/1.35 ui-monospace,SFMono-Regular,Menlo,monospace;color:var(--muted);white-space:nowrap}
.td[data-mode="expanded"] .step{flex-direction:column;gap:1px}
.td[data-mode="expanded"] .main{width:100%}
.detail{font:11px/1.3 ui-monospace,SFMono-Regular,Menlo,monospace;color:var(--muted);overflow-wrap:anywhere;white-space:pre-wrap;padding-left:1.6em}
.bracket{border:2px solid var(--accent);border-left:none;border-radius:0 7px 7px 0;margin:3px 2px 3px 0;transform:rotate(.6deg)}
.verdict{flex:none;max-height:7.5em;overflow-y:auto;display:flex;flex-wrap:wrap;gap:.4em .9em;align-items:baseline;padding:6px 10px;border-top:1px solid var(--rule);background:#f3f0ea}
.badge{font:600 11px/1.3 ui-monospace,SFMono-Regular,Menlo,monospace;letter-spacing:.03em}
.badge[data-value="FAIL"]{color:var(--accent)}
.reason{flex:1 1 16em;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.td[data-mode="expanded"] .reason{white-space:normal;overflow-wrap:anywhere}
.operational{color:var(--muted);font-size:12px}
.error{font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace;color:var(--accent);padding:4px 0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
`;
    const isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
    const isStr = (v) => typeof v === "string";
    /** Null when `d` is a renderable v0 document, else the reason shown in the error line. */
    function problem(d) {
        if (!isObj(d))
            return "(not an object)";
        const declared = isStr(d.schema) ? d.schema.slice(0, 120) : "(none)";
        if (d.schema !== SCHEMA)
            return declared;
        const miss = (what) => `${declared} (missing or invalid: ${what})`;
        if (!isStr(d.case))
            return miss("case");
        if (!isStr(d.contract))
            return miss("contract");
        if (d.contract_clause !== undefined && !isStr(d.contract_clause))
            return miss("contract_clause");
        if (!Array.isArray(d.rails) || d.rails.length !== 2)
            return miss("rails (exactly 2)");
        for (let i = 0; i < 2; i++) {
            const r = d.rails[i];
            if (!isObj(r))
                return miss(`rails[${i}]`);
            if (!isStr(r.id) || !SLUG.test(r.id))
                return miss(`rails[${i}].id`);
            if (!isStr(r.label))
                return miss(`rails[${i}].label`);
            if (typeof r.regression !== "boolean")
                return miss(`rails[${i}].regression`);
            if (!Array.isArray(r.steps) || r.steps.length === 0)
                return miss(`rails[${i}].steps`);
            for (let j = 0; j < r.steps.length; j++) {
                const s = r.steps[j];
                const at = `rails[${i}].steps[${j}]`;
                if (!isObj(s))
                    return miss(at);
                if (typeof s.n !== "number" || !Number.isInteger(s.n) || s.n < 1)
                    return miss(at + ".n");
                if (!isStr(s.tool))
                    return miss(at + ".tool");
                if (!isStr(s.result))
                    return miss(at + ".result");
                if (!isStr(s.kind) || KINDS.indexOf(s.kind) < 0)
                    return miss(at + ".kind");
                // a flag of another type (`"true"`) would silently draw no marker
                if (s.consequential !== undefined && typeof s.consequential !== "boolean")
                    return miss(at + ".consequential");
                if (s.in_violation !== undefined && typeof s.in_violation !== "boolean")
                    return miss(at + ".in_violation");
            }
        }
        const v = d.verdict;
        if (!isObj(v))
            return miss("verdict");
        if (v.output !== "PASS" && v.output !== "FAIL")
            return miss("verdict.output");
        if (v.behavior !== "PASS" && v.behavior !== "FAIL")
            return miss("verdict.behavior");
        if (v.behavior === "FAIL" && (!isStr(v.behavior_reason) || v.behavior_reason === ""))
            return miss("verdict.behavior_reason");
        return null;
    }
    function el(tag, cls, text) {
        const e = document.createElement(tag);
        if (cls)
            e.className = cls;
        if (text !== undefined)
            e.textContent = text;
        return e;
    }
    function show(v) {
        if (v === undefined)
            return "";
        if (isStr(v))
            return v;
        try {
            return JSON.stringify(v) ?? "";
        }
        catch {
            return String(v);
        }
    }
    /** Only http(s) and relative links; never javascript:, data: or other schemes. */
    function safeHref(h) {
        const t = h.replace(/[\u0000-\u0020\u007f]/g, "");
        if (/^[a-z][a-z0-9+.-]*:/i.test(t) && !/^https?:/i.test(t))
            return null;
        return h.trim();
    }
    class TraceDiffElement extends HTMLElement {
        static get observedAttributes() {
            return ["data-mode", "data-src", "data-inspect"];
        }
        _data = undefined;
        _from = null;
        _seq = 0;
        _waiting = false;
        _root;
        constructor() {
            super();
            this._root = this.attachShadow({ mode: "open" });
        }
        get data() {
            return this._data;
        }
        set data(v) {
            this._data = v;
            this._from = "prop";
            this._seq++;
        }
        connectedCallback() {
            // `el.data = …` set before the element was upgraded is an own property shadowing the accessor.
            if (Object.prototype.hasOwnProperty.call(this, "data")) {
                const v = this.data;
                delete this.data;
                this.data = v;
            }
            this._load();
        }
        attributeChangedCallback(name, old, now) {
            if (!this.isConnected || old === now)
                return;
            if (name === "data-src" && this._from === "src") {
                this._data = undefined;
                this._from = null;
                this._load();
                return;
            }
            if (this._from !== null)
                this.render();
        }
        _load() {
            if (this._from !== null) {
                this.render();
                return;
            }
            const inline = Array.prototype.find.call(this.children, (c) => c.localName === "script" && (c.getAttribute("type") || "").trim().toLowerCase() === "application/json");
            if (inline) {
                try {
                    this._data = JSON.parse(inline.textContent || "");
                }
                catch {
                    this._line("[trace-diff: invalid inline JSON · expected " + SCHEMA + "]");
                    return;
                }
                this._from = "inline";
                this.render();
                return;
            }
            const src = this.getAttribute("data-src");
            if (src) {
                const seq = ++this._seq;
                this._line("[trace-diff: loading…]");
                fetch(src)
                    .then((r) => {
                    if (!r.ok)
                        throw new Error("HTTP " + r.status);
                    return r.text();
                })
                    .then((t) => {
                    if (seq !== this._seq)
                        return;
                    let parsed;
                    try {
                        parsed = JSON.parse(t);
                    }
                    catch {
                        this._line("[trace-diff: invalid JSON at " + src + " · expected " + SCHEMA + "]");
                        return;
                    }
                    this._data = parsed;
                    this._from = "src";
                    this.render();
                })
                    .catch((e) => {
                    if (seq !== this._seq)
                        return;
                    this._line("[trace-diff: cannot load " + src + " (" + (e instanceof Error ? e.message : String(e)) + ")]");
                });
                return;
            }
            if (document.readyState === "loading" && !this._waiting) {
                // Upgraded before the parser reached our children: look again once the document is parsed.
                this._waiting = true;
                document.addEventListener("DOMContentLoaded", () => {
                    this._waiting = false;
                    if (this._from === null)
                        this._load();
                }, { once: true });
                return;
            }
            this._line("[trace-diff: no data · expected " + SCHEMA + "]");
        }
        _line(text) {
            const style = el("style");
            style.textContent = CSS;
            // one line at any width (the seed's contract): cut with an ellipsis, the whole text in the title
            const line = el("div", "error", text);
            line.title = text;
            line.setAttribute("role", "alert");
            this._root.replaceChildren(style, line);
        }
        /** Validate the current data and (re)draw. Schema mismatch draws only the error line. */
        render() {
            const d = this._data;
            const bad = problem(d);
            if (bad !== null) {
                this._line("[trace-diff: unsupported schema " + bad + " · expected " + SCHEMA + "]");
                return;
            }
            const doc = d;
            const rails = doc.rails;
            const verdict = doc.verdict;
            const mode = this.getAttribute("data-mode") === "expanded" ? "expanded" : "compact";
            const expanded = mode === "expanded";
            const style = el("style");
            style.textContent = CSS;
            const root = el("div", "td");
            root.setAttribute("data-mode", mode);
            root.setAttribute("part", "root");
            const head = el("div", "head");
            head.append(el("span", "case", doc.case));
            head.append(el("span", "contract", doc.contract + (isStr(doc.contract_clause) ? " · " + doc.contract_clause : "")));
            if (isStr(doc.updated))
                head.append(el("span", "updated", doc.updated));
            const inspect = this.getAttribute("data-inspect");
            if (inspect !== null) {
                const href = safeHref(inspect);
                const a = el("a", "inspect", "inspect \u2192");
                if (href !== null)
                    a.setAttribute("href", href);
                head.append(a);
            }
            root.append(head);
            const grid = el("div", "grid");
            grid.setAttribute("role", "table");
            // Rows: the sorted union of both rails' n (a rail without a step at some n shows a gap there).
            const seen = new Set();
            for (const r of rails)
                for (const s of r.steps)
                    seen.add(s.n);
            const ns = [...seen].sort((a, b) => a - b);
            // steps of two agents or more: each rail grouped in agent lanes (docs/multi-agent.md)
            const agents = new Set();
            for (const r of rails)
                for (const s of r.steps)
                    if (typeof s.agent === "string")
                        agents.add(s.agent);
            const lanes = agents.size > 1;
            const rowIndex = new Map();
            ns.forEach((n, i) => rowIndex.set(n, i + 2)); // row 1 holds the kickers
            const rowOf = (n) => rowIndex.get(n) ?? 2;
            const corner = el("div", "kicker", "#");
            corner.style.gridRow = "1";
            corner.style.gridColumn = "1";
            grid.append(corner);
            for (const n of ns) {
                const idx = el("div", "idx", String(n));
                idx.style.gridRow = String(rowOf(n));
                idx.style.gridColumn = "1";
                grid.append(idx);
            }
            rails.forEach((r, ri) => {
                const col = 2 + ri * 2;
                const regression = r.regression === true;
                const rail = el("section", "rail");
                rail.id = r.id;
                rail.style.display = "contents";
                rail.setAttribute("data-rail", r.id);
                if (regression)
                    rail.setAttribute("data-regression", "");
                rail.setAttribute("aria-label", r.label);
                const kicker = el("div", "kicker" + (regression ? " regression" : ""), r.label);
                kicker.style.gridRow = "1";
                kicker.style.gridColumn = String(col) + " / span 2";
                rail.append(kicker);
                const steps = r.steps.slice().sort((a, b) => a.n - b.n);
                const used = new Set();
                const marks = [];
                // timestamp_ms is the running sum of the rail's recorded latencies: a step's own latency is
                // the difference to the previous timestamp on its rail
                let before = 0;
                let lastAgent = null;
                for (const s of steps) {
                    const t = typeof s.timestamp_ms === "number" && Number.isFinite(s.timestamp_ms) ? s.timestamp_ms : null;
                    const own = t === null ? null : Math.max(0, Math.round((t - before) * 1000) / 1000);
                    if (t !== null)
                        before = t;
                    const n = s.n;
                    if (used.has(n))
                        continue; // duplicate index: first one wins the row
                    used.add(n);
                    marks.push(s);
                    const kind = s.kind;
                    const consequential = s.consequential === true;
                    const inViolation = s.in_violation === true && !consequential;
                    const marker = kind === "side_effect" && consequential ? "filled-square" : "open-circle";
                    const row = el("div", "step" + (regression ? " regression" : ""));
                    row.style.gridRow = String(rowOf(n));
                    row.style.gridColumn = String(col);
                    row.setAttribute("role", "row");
                    row.setAttribute("data-n", String(n));
                    row.setAttribute("data-kind", kind);
                    row.setAttribute("data-marker", marker);
                    if (consequential)
                        row.setAttribute("data-consequential", "");
                    if (inViolation)
                        row.setAttribute("data-in-violation", "");
                    const main = el("div", "main");
                    const m = el("span", "marker", GLYPH[marker]);
                    m.setAttribute("aria-label", kind + (consequential ? ", consequential" : "") + (inViolation ? ", in violation" : ""));
                    m.title = kind.replace("_", " ") + (consequential ? " · consequential" : "") + (inViolation ? " · in violation" : "");
                    const result = el("span", "result", s.result);
                    result.title = s.result;
                    main.append(m, el("span", "tool", s.tool), result);
                    // a multi-agent run: the agent named where its lane begins on the rail (docs/multi-agent.md)
                    if (lanes && s.agent !== lastAgent)
                        row.append(el("div", "agent", typeof s.agent === "string" ? "agent " + s.agent : "agent: none"));
                    lastAgent = s.agent;
                    const use = [];
                    if (own !== null)
                        use.push((own < 10 ? String(own) : String(Math.round(own))) + " ms");
                    if (typeof s.tokens === "number")
                        use.push(s.tokens + " tokens");
                    if (use.length) {
                        const u = el("span", "usage", use.join(" · "));
                        u.title = "this step: " + (own !== null ? "latency " + use[0] : "latency not recorded") + (typeof s.tokens === "number" ? ", " + s.tokens + " tokens" : ", tokens not recorded");
                        main.append(u);
                    }
                    row.append(main);
                    if (expanded) {
                        const bits = [];
                        if (s.args !== undefined)
                            bits.push("args " + show(s.args));
                        if (s.return !== undefined)
                            bits.push("return " + show(s.return));
                        if (t !== null)
                            bits.push("elapsed " + t + " ms");
                        if (bits.length)
                            row.append(el("div", "detail", bits.join(" · ")));
                    }
                    rail.append(row);
                }
                for (const n of ns) {
                    if (used.has(n))
                        continue;
                    const empty = el("div", "step empty");
                    empty.style.gridRow = String(rowOf(n));
                    empty.style.gridColumn = String(col);
                    empty.setAttribute("data-n", String(n));
                    empty.setAttribute("data-empty", "");
                    rail.append(empty);
                }
                // Brackets: from each consequential row down through the in_violation rows that follow it.
                marks.forEach((s, i) => {
                    if (s.consequential !== true)
                        return;
                    let end = s.n;
                    for (let k = i + 1; k < marks.length; k++) {
                        const t = marks[k];
                        if (t.consequential === true)
                            break;
                        if (t.in_violation === true)
                            end = t.n;
                    }
                    const b = el("div", "bracket");
                    b.style.gridRow = String(rowOf(s.n)) + " / " + String(rowOf(end) + 1);
                    b.style.gridColumn = String(col + 1);
                    b.setAttribute("data-from", String(s.n));
                    b.setAttribute("data-to", String(end));
                    b.setAttribute("aria-label", "violation span, steps " + s.n + (end !== s.n ? "\u2013" + end : ""));
                    rail.append(b);
                });
                grid.append(rail);
            });
            root.append(grid);
            const bar = el("div", "verdict");
            const out = el("span", "badge output", "output " + verdict.output);
            out.setAttribute("data-value", verdict.output);
            const beh = el("span", "badge behavior", "behavior " + verdict.behavior);
            beh.setAttribute("data-value", verdict.behavior);
            bar.append(out, beh);
            if (isStr(verdict.behavior_reason) && verdict.behavior_reason) {
                const reason = el("span", "reason", verdict.behavior_reason);
                reason.title = verdict.behavior_reason;
                bar.append(reason);
            }
            if (isStr(verdict.operational))
                bar.append(el("span", "operational", verdict.operational));
            root.append(bar);
            this._root.replaceChildren(style, root);
        }
    }
    if (!customElements.get("trace-diff"))
        customElements.define("trace-diff", TraceDiffElement);
}
if (typeof window !== "undefined" && typeof customElements !== "undefined")
    defineTraceDiff();

;// CONCATENATED MODULE: ./lib/tracediff/component-source.js
// The <trace-diff> component as JavaScript source text, for inlining into the self-contained
// index.html. It is the source of defineTraceDiff() itself (one implementation, component.ts), as
// compiled into the running bundle, wrapped in an immediately invoked call: a classic script that
// works from file:// with no network. Deterministic: the same bundle always yields the same text.

const COMPONENT_JS = `(${defineTraceDiff.toString()})();\n`;

// EXTERNAL MODULE: ./lib/tracediff/table.js
var table = __webpack_require__(1670);
;// CONCATENATED MODULE: ./lib/tracediff/html.js
// The self-contained index.html of a set of trace diffs: the <trace-diff> component and the
// documents inlined (no network, works from file://), plus writing the per-trace JSON files.
// Deterministic: identical documents give byte-identical files.






/** JSON that is safe inside <script type="application/json">: no `<`, `>`, `&` or line separators. */
function inlineJson(v) {
    return JSON.stringify(v, null, 2).replace(/[<>&\u2028\u2029]/g, (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
}
/** The trace id part of a document's case (`<trace_id> · <rule title>`). */
function caseTraceId(doc) {
    const c = typeof doc.case === "string" ? doc.case : "";
    const i = c.indexOf(" · ");
    return i >= 0 ? c.slice(0, i) : c;
}
/** File names `<slug of trace id>.json`, unique within the set (suffix -2, -3… on collisions). */
function diffFileNames(docs) {
    const used = new Set(["index"]);
    return docs.map((d) => {
        const base = caseTraceId(d).replace(/[^A-Za-z0-9._-]+/g, "_").replace(/^[._]+/, "").slice(0, 100) || "trace";
        let name = base;
        for (let k = 2; used.has(name.toLowerCase()); k++)
            name = `${base}-${k}`;
        used.add(name.toLowerCase());
        return `${name}.json`;
    });
}
function sha256Base64(s) {
    return (0,external_node_crypto_.createHash)("sha256").update(s, "utf8").digest("base64");
}
function renderTraceDiffIndex(docs) {
    const script = COMPONENT_JS;
    if (/<\/script/i.test(script) || /<!--/.test(script))
        throw new Error("component source must not contain </script or <!--");
    const names = diffFileNames(docs);
    // Constant text plus a base64 hash: nothing to escape inside the double-quoted attribute.
    const csp = `default-src 'none'; script-src 'sha256-${sha256Base64(script)}'; style-src 'unsafe-inline'; img-src 'none'; connect-src 'none'; base-uri 'none'; form-action 'none'`;
    const out = [];
    out.push("<!DOCTYPE html>");
    out.push('<html lang="en">');
    out.push("<head>");
    out.push('<meta charset="utf-8">');
    out.push(`<meta http-equiv="Content-Security-Policy" content="${csp}">`);
    out.push('<meta name="viewport" content="width=device-width, initial-scale=1">');
    out.push('<meta name="referrer" content="no-referrer">');
    out.push("<title>Trace diffs · agent-behavior-trace/v0</title>");
    out.push("<style>");
    out.push("body{margin:0;padding:24px;background:#f4f1eb;color:#1f1d1a;font:14px/1.45 system-ui,-apple-system,'Segoe UI',sans-serif}");
    out.push("main{max-width:1100px;margin:0 auto}h1{font-size:20px;margin:0 0 4px}section{margin:20px 0 0}");
    out.push(".sub{color:#6d675f;margin:0 0 16px}.file{margin:0 0 4px;font:12px ui-monospace,SFMono-Regular,Menlo,monospace;color:#6d675f}");
    out.push("noscript table{border-collapse:collapse;margin-top:8px}noscript td,noscript th{border:1px solid #d9d4cc;padding:2px 6px;text-align:left}");
    out.push("</style>");
    out.push("</head>");
    out.push("<body>");
    out.push("<main>");
    out.push("<h1>Trace diffs</h1>");
    out.push(`<p class="sub">${docs.length === 0 ? "No regressed traces." : `${docs.length} regressed trace${docs.length === 1 ? "" : "s"}: the baseline run that behaved next to the candidate run that did not.`}</p>`);
    docs.forEach((d, i) => {
        const id = `diff-${i + 1}`;
        // The component's own head shows the case: the section only names it for assistive technology
        // and says which file holds the document.
        out.push(`<section id="${id}" aria-label="${(0,util_escape/* escapeHtml */.ZD)(String(d.case))}">`);
        out.push(`<p class="file">${(0,util_escape/* escapeHtml */.ZD)(names[i])}</p>`);
        out.push('<trace-diff data-mode="expanded">');
        out.push(`<script type="application/json">${inlineJson(d)}</script>`);
        out.push("</trace-diff>");
        out.push(`<noscript>${(0,table/* renderTraceDiffTable */.bQ)(d)}</noscript>`);
        out.push("</section>");
    });
    out.push("</main>");
    out.push(`<script>${script}</script>`);
    out.push("</body>");
    out.push("</html>");
    return out.join("\n") + "\n";
}
/** Write one JSON per document and the index.html into `dir` (created). Returns the paths written. */
function writeTraceDiffs(dir, docs) {
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    const names = diffFileNames(docs);
    const paths = [];
    docs.forEach((d, i) => {
        const p = (0,external_node_path_.join)(dir, names[i]);
        (0,external_node_fs_.writeFileSync)(p, JSON.stringify(d, null, 2) + "\n");
        paths.push(p);
    });
    const index = (0,external_node_path_.join)(dir, "index.html");
    (0,external_node_fs_.writeFileSync)(index, renderTraceDiffIndex(docs));
    paths.push(index);
    return paths;
}

// EXTERNAL MODULE: ./lib/tracediff/validate.js
var validate = __webpack_require__(8054);
// EXTERNAL MODULE: ./lib/tracediff/schema.js
var schema = __webpack_require__(1931);
// EXTERNAL MODULE: ./lib/rules/tracediff-meta.js
var tracediff_meta = __webpack_require__(4843);
;// CONCATENATED MODULE: ./lib/tracediff/index.js









/***/ }),

/***/ 1931:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ ABT_JSON_SCHEMA)
/* harmony export */ });
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3855);
// JSON Schema (draft 2020-12) of agent-behavior-trace/v0. schemas/agent-behavior-trace-v0.schema.json
// is this object, pretty-printed (a test keeps the two identical).

const ABT_JSON_SCHEMA = {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: "https://github.com/arh-action/arh-action/schemas/agent-behavior-trace-v0.schema.json",
    title: _model_js__WEBPACK_IMPORTED_MODULE_0__/* .ABT_SCHEMA */ .KY,
    description: "A before/after trace diff: two rails of steps sharing row indices, and a verdict. Read by the <trace-diff> web component.",
    type: "object",
    required: ["schema", "case", "contract", "rails", "verdict"],
    properties: {
        schema: { const: _model_js__WEBPACK_IMPORTED_MODULE_0__/* .ABT_SCHEMA */ .KY, description: "Identity and version. Unknown versions are refused." },
        case: { type: "string", minLength: 1, description: "Human label of the case." },
        contract: { type: "string", minLength: 1, description: "Contract reference (the policy id)." },
        contract_clause: { type: "string", description: "The specific clause (the rule id)." },
        rails: {
            type: "array",
            minItems: 2,
            maxItems: 2,
            items: { $ref: "#/$defs/rail" },
            description: "Exactly two rails; exactly one should have regression: true.",
        },
        verdict: { $ref: "#/$defs/verdict" },
        permalink: { type: "string", description: "Canonical URL of the case." },
        updated: { type: "string", pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", description: "ISO date." },
    },
    $defs: {
        rail: {
            type: "object",
            required: ["id", "label", "regression", "steps"],
            properties: {
                id: { type: "string", pattern: _model_js__WEBPACK_IMPORTED_MODULE_0__/* .ABT_RAIL_ID_PATTERN */ .o5, description: "Slug, used as DOM id." },
                label: { type: "string", description: "Display label (mono kicker)." },
                regression: { type: "boolean", description: "Marks the rail that fails the contract." },
                steps: { type: "array", minItems: 1, items: { $ref: "#/$defs/step" } },
            },
        },
        step: {
            type: "object",
            required: ["n", "tool", "result", "kind"],
            properties: {
                n: { type: "integer", minimum: 1, description: "1-based index, shared by both rails." },
                tool: { type: "string", minLength: 1, description: "Tool name (respond for the model's output)." },
                result: { type: "string", description: "Short return summary." },
                kind: { enum: [..._model_js__WEBPACK_IMPORTED_MODULE_0__/* .ABT_KINDS */ .S3], description: "Semantic role (locked vocabulary)." },
                consequential: { type: "boolean", description: "Apex of a violation." },
                in_violation: { type: "boolean", description: "Inside the violation span." },
                args: { description: "Arguments (any JSON)." },
                return: { description: "Return value (any JSON)." },
                timestamp_ms: { type: "number", minimum: 0 },
                tokens: { type: "integer", minimum: 0 },
                model_latency_ms: { type: "number", minimum: 0, description: "Ours, additive: of the step's latency, the time of a model call folded into this tool-call step." },
                agent: { type: "string", minLength: 1, maxLength: 256, description: "Ours, additive: the agent that made the step in a multi-agent run." },
            },
        },
        verdict: {
            type: "object",
            required: ["output", "behavior"],
            properties: {
                output: { enum: ["PASS", "FAIL"] },
                behavior: { enum: ["PASS", "FAIL"] },
                behavior_reason: { type: "string" },
                operational: { type: "string" },
            },
            if: { type: "object", required: ["behavior"], properties: { behavior: { const: "FAIL" } } },
            then: { required: ["behavior_reason"], properties: { behavior_reason: { type: "string", minLength: 1 } } },
        },
    },
};


/***/ }),

/***/ 1670:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bQ: () => (/* binding */ renderTraceDiffTable)
/* harmony export */ });
/* unused harmony exports middleCut, codeText, cellText, railLabelText, spacedJson, visibleRows */
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3855);
// The trace diff as a plain HTML <table> (job summaries and Markdown run no scripts). Markers as
// text glyphs (○ open circle, ■ filled square for the consequential side effect), violation rows
// marked in words, each step's own latency and tokens in small print. Every piece of document text
// is HTML-escaped and on one line (a blank line would end the HTML block in Markdown); tool names,
// results, arguments and any word GitHub could link are code elements, where GitHub links nothing,
// so no invisible character is needed and what a reader copies is what the trace holds.

/** Text content of an element: `&`, `<` and `>` escaped (quotes need none there, so the raw Markdown stays readable). */
function escapeText(s) {
    return s.replace(/[&<>]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : "&gt;"));
}
/** One line of text: control characters dropped, whitespace runs (newlines too) one space. */
function oneLine(s) {
    const str = typeof s === "string" ? s : (JSON.stringify(s) ?? "");
    return str.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200f\u2060-\u2064\ufeff]/g, "").replace(/[\s\u2028\u2029]+/g, " ").trim();
}
/** No cut inside a surrogate pair: the index moved back by one when it would split one. */
function safeAt(s, i) {
    const c = s.charCodeAt(i - 1);
    return i > 0 && i < s.length && c >= 0xd800 && c <= 0xdbff ? i - 1 : i;
}
/**
 * `s` in at most `max` characters, cut in the middle (`{"ok":true,…"rf_875b804"}`): the start and
 * the end stay, so a differing id at the end is not cut away. With `other` (the text on the
 * other rail's row), the window keeps the first character where the two differ.
 */
function middleCut(s, max, other) {
    if (s.length <= max)
        return s;
    const room = Math.max(2, max - 1);
    let diff = -1;
    if (other !== undefined && other !== s) {
        diff = 0;
        while (diff < s.length && diff < other.length && s[diff] === other[diff])
            diff++;
    }
    const head = Math.ceil(room * 0.6);
    if (diff < 0 || diff < head - 8 || diff >= s.length - (room - head)) {
        const a = safeAt(s, head);
        return s.slice(0, a) + "…" + s.slice(safeAt(s, s.length - (room - head)));
    }
    // the differing part: a short head, then a window from just before the difference
    const keep = Math.min(12, Math.floor(room / 4));
    const from = safeAt(s, Math.max(keep, diff - 8));
    const to = safeAt(s, Math.min(s.length, from + (room - keep - 1)));
    return s.slice(0, safeAt(s, keep)) + "…" + s.slice(from, to) + (to < s.length ? "…" : "");
}
/**
 * Untrusted text as a code element: HTML-escaped, one line, cut in the middle. Inside `<code>`,
 * GitHub forms no mention, reference or link, so the text needs no invisible joiner and copies
 * as it reads (`issue_refund#2`).
 */
function codeText(s, max = 160, other) {
    return `<code>${escapeText(middleCut(oneLine(s), max, other))}</code>`;
}
/** A token GitHub could turn into a mention, reference, link or emoji outside code. */
const LINKABLE = /[@#]|gh-\d|:\/\/|www\.|^:\w+:$/i;
/**
 * Untrusted prose (a verdict reason, a label): HTML-escaped, one line, and each word GitHub could
 * link (`@user`, `#12`, `step 'refund#2'`, a URL) in a code element; no invisible characters.
 */
function cellText(s, max = 160) {
    const cut = middleCut(oneLine(s), max);
    return cut
        .split(" ")
        .map((w) => {
        if (!LINKABLE.test(w))
            return escapeText(w);
        const m = /^(['"([]*)(.*?)(['")\].,;:]*)$/s.exec(w);
        return `${escapeText(m[1])}<code>${escapeText(m[2])}</code>${escapeText(m[3])}`;
    })
        .join(" ");
}
/** A rail's label in a header cell (`Candidate · PR <code>#7</code> · fail`). */
function railLabelText(label) {
    return cellText(label);
}
function ms(x) {
    return `${x < 10 ? Math.round(x * 1000) / 1000 : Math.round(x)}\u00a0ms`;
}
/**
 * A step's own recorded latency and tokens, labelled (`121 ms · 350 tokens`, with no-break spaces:
 * a narrow cell moves the figures to the next line as one piece); a folded model call is named
 * apart (`928 ms: tool 193 ms + model 735 ms`); empty when nothing is recorded.
 */
function usage(st, latency) {
    const bits = [];
    if (latency !== undefined) {
        const model = st.model_latency_ms;
        if (typeof model === "number" && Number.isFinite(model) && model > 0 && model <= latency) {
            bits.push(`${ms(latency)}:\u00a0tool\u00a0${ms(Math.max(0, latency - model))} +\u00a0model\u00a0${ms(model)}`);
        }
        else
            bits.push(ms(latency));
    }
    if (typeof st.tokens === "number" && Number.isFinite(st.tokens))
        bits.push(`${st.tokens}\u00a0tokens`);
    return bits.length ? `<br><sub>${bits.join("\u00a0·\u00a0")}</sub>` : "";
}
/**
 * JSON with a space after each `,` and `:` between members (`{"order_id": "ORD-1042", "amount": 40}`):
 * a narrow cell then wraps between members, not inside a value such as `ORD-1042`.
 */
function spacedJson(v) {
    if (Array.isArray(v))
        return `[${v.map(spacedJson).join(", ")}]`;
    if (v !== null && typeof v === "object")
        return `{${Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}: ${spacedJson(x)}`).join(", ")}}`;
    return JSON.stringify(v) ?? "null";
}
/** A result or arguments text as shown: JSON objects and lists spaced (spacedJson), anything else as it is. */
function shownJson(s) {
    if (typeof s !== "string")
        return spacedJson(s);
    const t = s.trim();
    if (!t.startsWith("{") && !t.startsWith("["))
        return s;
    try {
        return spacedJson(JSON.parse(t));
    }
    catch {
        return s;
    }
}
function shownText(st, shown) {
    return oneLine(shown === "args" && st.args !== undefined ? shownJson(st.args) : shownJson(st.result));
}
function stepCell(st, regression, latency, shown, other, lane = "") {
    if (!st)
        return "<td></td>";
    const glyph = _model_js__WEBPACK_IMPORTED_MODULE_0__/* .MARKER_GLYPH */ .SX[(0,_model_js__WEBPACK_IMPORTED_MODULE_0__/* .markerOf */ .we)(st)];
    let mark = "";
    if (st.consequential)
        mark = ` ◀\u00a0<b>consequential</b>`;
    else if (st.in_violation)
        mark = ` ┆\u00a0<i>in\u00a0violation</i>`;
    const name = codeText(st.tool, 80);
    const tool = st.consequential || (st.in_violation && regression) ? `<b>${name}</b>` : name;
    const text = shownText(st, shown);
    const body = text === "" ? "" : ` ${codeText(text, 160, other ? shownText(other, shown) : undefined)}`;
    return `<td>${lane}${glyph} ${tool}${body}${usage(st, latency)}${mark}</td>`;
}
/** Findings about arguments (a repeated call with the same arguments, argument schemas): the rows show arguments. */
const ARGUMENT_RULES = /\b(?:ARH-FLW-003|ARH-SCH-00[1-9])\b/;
function shownOf(doc) {
    return ARGUMENT_RULES.test(`${doc.contract_clause ?? ""} ${doc.verdict?.behavior_reason ?? ""}`) ? "args" : "result";
}
const DEFAULT_MAX_ROWS = 60;
/** Rows worth showing: the first and last, marked rows, rows where a rail has no step, and one row around each. */
function visibleRows(rows, rails, maxRows) {
    if (rows.length <= maxRows)
        return new Set(rows.keys());
    const interesting = (i) => {
        const n = rows[i];
        return rails.some((r) => {
            const st = r.get(n);
            return !st || st.consequential === true || st.in_violation === true;
        });
    };
    const keep = new Set();
    const add = (i) => {
        if (i >= 0 && i < rows.length && keep.size < maxRows)
            keep.add(i);
    };
    add(0);
    for (let i = 0; i < rows.length && keep.size < maxRows; i++)
        if (interesting(i))
            add(i);
    for (let i = 0; i < rows.length && keep.size < maxRows; i++) {
        if (!interesting(i))
            continue;
        add(i - 1);
        add(i + 1);
    }
    add(rows.length - 1);
    for (let i = 1; i < rows.length && keep.size < maxRows; i++)
        add(i);
    return keep;
}
function renderTraceDiffTable(doc, opts = {}) {
    const rails = doc.rails;
    const rows = (0,_model_js__WEBPACK_IMPORTED_MODULE_0__/* .rowIndices */ .CQ)(rails);
    // one map per rail: a row looks its steps up in constant time (the diff stays linear in its length)
    const byN = rails.map((r) => {
        const m = new Map();
        for (const st of r.steps)
            if (!m.has(st.n))
                m.set(st.n, st);
        return m;
    });
    const lat = rails.map((r) => (0,_model_js__WEBPACK_IMPORTED_MODULE_0__/* .stepLatencies */ .Lq)(r));
    const shown = shownOf(doc);
    const maxRows = opts.maxRows !== undefined && opts.maxRows >= 1 ? Math.floor(opts.maxRows) : DEFAULT_MAX_ROWS;
    const show = visibleRows(rows, byN, maxRows);
    const cols = rails.length + 1;
    const lines = [];
    const clause = doc.contract_clause ? ` · ${codeText(doc.contract_clause, 80)}` : "";
    lines.push("<table>");
    if (!opts.compact)
        lines.push(`<thead><tr><th colspan="${cols}">${cellText(doc.case)} — contract ${codeText(doc.contract, 120)}${clause}</th></tr>`);
    lines.push(`${opts.compact ? "<thead>" : ""}<tr><th>#</th>${rails.map((r) => `<th>${railLabelText(r.label)}${r.regression ? " ⚑" : ""}</th>`).join("")}</tr></thead>`);
    lines.push("<tbody>");
    // a multi-agent run: each rail's steps grouped in agent lanes, the agent named where its lane begins (docs/multi-agent.md)
    const lanes = (0,_model_js__WEBPACK_IMPORTED_MODULE_0__/* .multiAgent */ .FH)(rails);
    const lastAgent = rails.map(() => null);
    const lane = (k, st) => {
        if (!lanes || st === undefined || st.agent === lastAgent[k])
            return "";
        lastAgent[k] = st.agent;
        return `<sub>agent ${st.agent === undefined ? "<i>none</i>" : codeText(st.agent, 80)}</sub><br>`;
    };
    let hidden = 0;
    const flush = () => {
        if (hidden > 0)
            lines.push(`<tr><td>⋯</td><td colspan="${cols - 1}"><i>${hidden === 1 ? "1 step" : `${hidden} steps`} not shown</i></td></tr>`);
        hidden = 0;
    };
    rows.forEach((n, i) => {
        if (!show.has(i)) {
            hidden++;
            return;
        }
        flush();
        lines.push(`<tr><td>${n}</td>${rails.map((r, k) => stepCell(byN[k].get(n), r.regression, lat[k].get(n), shown, byN[1 - k]?.get(n), lane(k, byN[k].get(n)))).join("")}</tr>`);
    });
    flush();
    const v = doc.verdict;
    const reason = v.behavior_reason && !opts.compact ? ` — ${cellText(v.behavior_reason, 400)}` : "";
    const op = v.operational ? ` · operational: ${cellText(v.operational, 200)}` : "";
    const shows = shown === "args" ? ` · <i>rows show arguments</i>` : "";
    lines.push(`<tr><td colspan="${cols}"><b>Output ${v.output === "PASS" ? "PASS" : "FAIL"}</b> · <b>Behavior ${v.behavior === "PASS" ? "PASS" : "FAIL"}</b>${reason}${op}${shows}</td></tr>`);
    lines.push("</tbody>");
    lines.push("</table>");
    return lines.join("\n");
}


/***/ }),

/***/ 8054:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* reexport safe */ _model_js__WEBPACK_IMPORTED_MODULE_2__.dd),
/* harmony export */   validateAbtDocument: () => (/* binding */ validateAbtDocument)
/* harmony export */ });
/* unused harmony export checkAbtDocument */
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2210);
/* harmony import */ var _rules_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7232);
/* harmony import */ var _json_findings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2926);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3855);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1931);
// Validator of agent-behavior-trace/v0 documents found among the trace files (hand-written canonical
// demos or generated diffs): the JSON Schema plus the semantic checks, as ARH-ABT-0xx findings
// located at the exact place in the file.






let compiled = null;
function schemaValidator() {
    if (!compiled) {
        const ajv = new ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_4__({ allErrors: true, strict: true, strictTypes: false });
        compiled = ajv.compile(_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .ABT_JSON_SCHEMA */ .P);
    }
    return compiled;
}
function finding(id, pointer, message) {
    const m = (0,_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .rule */ .Hu)(id);
    return { severity: m.severity, category: m.category, message, step_id: null, rule_id: id, remediation: m.remediation, pointer };
}
/** Human path of a JSON pointer: `/rails/1/steps/0/kind` -> `rails[1].steps[0].kind`. */
function where(pointer) {
    if (pointer === "")
        return "document";
    return pointer
        .slice(1)
        .split("/")
        .map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"))
        .map((t, i) => (/^[0-9]+$/.test(t) ? `[${t}]` : (i ? "." : "") + t))
        .join("");
}
/** Findings of one document (no locations yet). Exported for tests. */
function checkAbtDocument(doc) {
    const out = [];
    if (typeof doc !== "object" || doc === null || Array.isArray(doc)) {
        out.push(finding("ARH-ABT-002", "", "an agent-behavior-trace document must be a JSON object"));
        return out;
    }
    const d = doc;
    if (d.schema !== _model_js__WEBPACK_IMPORTED_MODULE_2__/* .ABT_SCHEMA */ .KY) {
        const declared = typeof d.schema === "string" ? JSON.stringify(d.schema) : "no schema";
        out.push(finding("ARH-ABT-001", "schema" in d ? "/schema" : "", `document declares ${declared}; this validator and the <trace-diff> component support only "${_model_js__WEBPACK_IMPORTED_MODULE_2__/* .ABT_SCHEMA */ .KY}"`));
        return out;
    }
    const validate = schemaValidator();
    const seen = new Set();
    const add = (f) => {
        const key = `${f.rule_id} ${f.pointer}`;
        if (seen.has(key))
            return;
        seen.add(key);
        out.push(f);
    };
    if (!validate(doc)) {
        for (const e of validate.errors ?? []) {
            const f = mapError(e);
            if (f)
                add(f);
        }
    }
    // Semantic checks the schema cannot express.
    const rails = Array.isArray(d.rails) ? d.rails : null;
    if (rails) {
        const flagged = rails.map((r) => isObj(r) && r.regression === true);
        const count = flagged.filter(Boolean).length;
        if (count !== 1) {
            add(finding("ARH-ABT-004", "/rails", `${count === 0 ? "no rail has" : `${count} rails have`} "regression": true; exactly one rail should mark the run that fails the contract`));
        }
        const ids = new Map();
        rails.forEach((r, i) => {
            if (!isObj(r))
                return;
            if (typeof r.id === "string") {
                if (ids.has(r.id))
                    add(finding("ARH-ABT-009", `/rails/${i}/id`, `rails[${i}] has the same id ${JSON.stringify(r.id)} as rails[${ids.get(r.id)}]`));
                else
                    ids.set(r.id, i);
            }
            if (!Array.isArray(r.steps))
                return;
            const ns = new Map();
            r.steps.forEach((s, j) => {
                if (!isObj(s) || typeof s.n !== "number")
                    return;
                if (ns.has(s.n))
                    add(finding("ARH-ABT-010", `/rails/${i}/steps/${j}/n`, `rails[${i}].steps[${j}] repeats the step index n = ${s.n} of steps[${ns.get(s.n)}]`));
                else
                    ns.set(s.n, j);
            });
        });
    }
    return out;
}
function isObj(v) {
    return typeof v === "object" && v !== null && !Array.isArray(v);
}
const STEP_FIELD = /^\/rails\/[0-9]+\/steps\/[0-9]+\/(n|kind)$/;
function mapError(e) {
    const p = e.instancePath;
    if (e.keyword === "if")
        return null; // its "then" error says what is wrong
    if (p === "/rails" && (e.keyword === "minItems" || e.keyword === "maxItems")) {
        return finding("ARH-ABT-003", p, `rails must hold exactly 2 rails (${e.keyword === "minItems" ? "fewer" : "more"} given)`);
    }
    if (p === "/verdict" && e.keyword === "required" && e.params.missingProperty === "behavior_reason") {
        return finding("ARH-ABT-005", p, 'verdict.behavior is "FAIL" but verdict.behavior_reason is missing');
    }
    if (p === "/verdict/behavior_reason" && e.keyword === "minLength") {
        return finding("ARH-ABT-005", p, 'verdict.behavior is "FAIL" but verdict.behavior_reason is empty');
    }
    const m = STEP_FIELD.exec(p);
    if (m && m[1] === "kind" && e.keyword === "enum") {
        return finding("ARH-ABT-006", p, `${where(p)} is not one of read, precondition, side_effect, respond`);
    }
    if (m && m[1] === "n" && (e.keyword === "type" || e.keyword === "minimum")) {
        return finding("ARH-ABT-007", p, `${where(p)} must be an integer >= 1`);
    }
    if (/^\/rails\/[0-9]+\/id$/.test(p) && e.keyword === "pattern") {
        return finding("ARH-ABT-008", p, `${where(p)} is not a slug (lowercase letters, digits, '-', '_'; at most 64 characters)`);
    }
    if (e.keyword === "required") {
        const missing = e.params.missingProperty ?? "?";
        return finding("ARH-ABT-002", p, `${where(p)}: required field "${missing}" is missing`);
    }
    if (e.keyword === "enum") {
        const allowed = (e.params.allowedValues ?? []).map((v) => JSON.stringify(v)).join(", ");
        return finding("ARH-ABT-002", p, `${where(p)} must be one of ${allowed}`);
    }
    return finding("ARH-ABT-002", p, `${where(p)} ${e.message ?? "is invalid"}`);
}
/** Validate one agent-behavior-trace document file into a report entry (kind "abt"). */
function validateAbtDocument(input) {
    const findings = checkAbtDocument(input.doc);
    (0,_json_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .attachLocations */ .a)(input.text, input.uri, findings);
    const passed = !findings.some((f) => f.severity === "error");
    const doc = isObj(input.doc) ? input.doc : {};
    const declared = typeof doc.schema === "string" ? doc.schema : _model_js__WEBPACK_IMPORTED_MODULE_2__/* .ABT_SCHEMA */ .KY;
    return {
        trace_id: input.uri,
        agent_name: "agent-behavior-trace",
        workflow: typeof doc.case === "string" && doc.case ? doc.case : input.fileName,
        policy_id: input.policyId,
        score: passed ? 100 : 0,
        passed,
        total_latency_ms: 0,
        total_cost_usd: 0,
        citation_coverage: null,
        source_path: input.uri,
        findings,
        kind: "abt",
        source_format: declared,
        location: (0,_json_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .makeLocator */ .X)(input.text, input.uri, [""]).locate(""),
        scored: false,
        notes: [`${declared} document (trace diff): validated against the schema and the ARH-ABT rules, not scored as an agent trace`],
    };
}


/***/ })

};
