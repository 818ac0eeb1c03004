export const id = 263;
export const ids = [263,421];
export const modules = {

/***/ 1101:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wn: () => (/* binding */ chars),
/* harmony export */   dy: () => (/* binding */ utf8Bytes),
/* harmony export */   fT: () => (/* binding */ assemble),
/* harmony export */   iW: () => (/* binding */ COMMENT_LIMIT_CHARS),
/* harmony export */   jm: () => (/* binding */ fairShares),
/* harmony export */   wB: () => (/* binding */ sizeNote)
/* harmony export */ });
/* unused harmony export SUMMARY_LIMIT_BYTES */
/* harmony import */ var _util_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7757);
// Size budgets of Markdown documents (a PR comment holds 65,536 characters, a job summary 1 MiB).
// Documents are assembled from whole blocks, each a complete piece of Markdown (a table, a list, a
// closed <details>), so a cut never lands inside markup. Pure functions.

/** GitHub rejects comment bodies above 65,536 characters (UTF-16 code units, as JavaScript counts). */
const COMMENT_LIMIT_CHARS = 65_536;
/** The runner rejects a step summary above 1 MiB (bytes of UTF-8). */
const SUMMARY_LIMIT_BYTES = (/* unused pure expression or super */ null && (1024 * 1024));
const chars = (s) => s.length;
const utf8Bytes = (s) => Buffer.byteLength(s, "utf8");
/**
 * Join blocks (each followed by a blank line) within `budget`. Required blocks always stay; the
 * optional ones are kept in order while they fit; the first that does not fit is dropped with all
 * optional blocks after it (whole blocks from the end), and `note(n)` — saying where the `n`
 * dropped blocks can be read — takes the place of the first dropped block.
 */
function assemble(blocks, budget, measure, note) {
    const sep = "\n\n";
    const optional = blocks.reduce((n, b) => n + (b.required ? 0 : (b.omitted ?? 1)), 0);
    // Room for the note is kept free (its longest form, with every optional block counted).
    let used = measure(note(optional)) + sep.length;
    for (const b of blocks)
        if (b.required)
            used += measure(b.text) + sep.length;
    let dropped = 0;
    let noteAt = -1;
    const out = [];
    for (const b of blocks) {
        if (b.omitted !== undefined) {
            if (b.omitted <= 0 || b.required)
                continue;
            if (dropped === 0) {
                noteAt = out.length;
                out.push("");
            }
            dropped += b.omitted;
            continue;
        }
        const text = b.text.replace(/\n+$/, "");
        if (b.required) {
            out.push(text);
            continue;
        }
        if (dropped === 0 && used + measure(text) + sep.length <= budget) {
            used += measure(text) + sep.length;
            out.push(text);
            continue;
        }
        if (dropped === 0) {
            noteAt = out.length;
            out.push("");
        }
        dropped++;
    }
    if (noteAt >= 0)
        out[noteAt] = note(dropped);
    return out.join(sep) + "\n";
}
/**
 * Share `budget` fairly between items asking for `wants[i]` units: small asks are met in full and
 * what they leave is shared by the larger ones (water-filling). Returns each item's allowance.
 */
function fairShares(wants, budget) {
    const order = wants.map((w, i) => [w, i]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    const out = new Array(wants.length).fill(0);
    let left = Math.max(0, budget);
    let remaining = wants.length;
    for (const [w, i] of order) {
        const share = Math.floor(left / remaining);
        const give = Math.min(w, share);
        out[i] = give;
        left -= give;
        remaining--;
    }
    return out;
}
/** The line that takes the place of blocks dropped for size, saying where they can be read. */
function sizeNote(n, elsewhere) {
    return `_Shortened to stay under GitHub's size limit: ${n === 1 ? "1 more section is" : `${n} more sections are`} in ${(0,_util_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(elsewhere, 300)}._`;
}


/***/ }),

/***/ 8875:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  SJ: () => (/* binding */ markdownCodeText),
  p7: () => (/* binding */ markdownText),
  Gc: () => (/* binding */ renderMarkdown)
});

// EXTERNAL MODULE: ./lib/rules/registry.js + 1 modules
var registry = __webpack_require__(7232);
// EXTERNAL MODULE: ./lib/util/escape.js
var util_escape = __webpack_require__(7757);
// EXTERNAL MODULE: ./lib/report/usage.js
var usage = __webpack_require__(5817);
;// CONCATENATED MODULE: ./lib/report/evaluations.js

/** Most result rows shown (the JSON report has them all). */
const MAX_ROWS = 200;
const num = (x) => String(Math.round(x * 10000) / 10000);
/** The evaluations block of a report, or null when no trace has an evaluation. */
function evaluationsBlock(report) {
    const rows = [];
    let total = 0;
    for (const e of report.reports) {
        const list = e.evaluations; // from a report file, untrusted
        if (!Array.isArray(list))
            continue;
        for (const ev of list) {
            if (ev === null || typeof ev !== "object")
                continue;
            total++;
            if (rows.length >= MAX_ROWS)
                continue;
            const score = typeof ev.score === "number" ? num(ev.score) : "–";
            const label = typeof ev.label === "string" ? (0,util_escape/* escapeMarkdown */.FV)(ev.label, 80) : "–";
            const why = typeof ev.explanation === "string" ? (0,util_escape/* escapeMarkdown */.FV)(ev.explanation, 160) : "";
            const step = typeof ev.step_id === "string" ? (0,util_escape/* escapeMarkdown */.FV)(ev.step_id, 80) : "(trace)";
            rows.push(`| ${(0,util_escape/* escapeMarkdown */.FV)(e.trace_id, 120)} | ${step} | ${(0,util_escape/* escapeMarkdown */.FV)(String(ev.name), 80)} | ${score} | ${label} | ${why} |`);
        }
    }
    if (total === 0)
        return null;
    const more = total > rows.length ? ["", `… and ${total - rows.length} more in the JSON report.`] : [];
    const text = ["<details>", `<summary>Evaluations (${total} result${total === 1 ? "" : "s"})</summary>`, "", "| Trace | Step | Evaluation | Score | Label | Explanation |", "|---|---|---|---:|---|---|", ...rows, ...more, "", "</details>"].join("\n");
    return { text };
}
const VERDICT = {
    regressed: "❌ regressed",
    "not-significant": "⚠️ not significant",
    within: "✅ within",
    "insufficient-data": "⚠️ insufficient data",
    "not-gated": "not gated",
};
/** The regression rows of a comparison, or null when it has none. */
function evaluationRegressionBlock(result) {
    if (!result || result.rows.length === 0)
        return null;
    const rows = result.rows.slice(0, MAX_ROWS).map((r) => {
        const q = r.q !== undefined ? r.q.toPrecision(3) : "–";
        const note = r.not_gated ? escapeMarkdown(r.not_gated, 200) : "";
        return `| ${escapeMarkdown(r.scenario, 120)} | ${escapeMarkdown(r.evaluation, 80)} | ${r.runs[0]} → ${r.runs[1]} | ${num(r.baseline)} → ${num(r.candidate)} | ${num(r.drop)} (max ${num(r.max_mean_drop)}) | ${q} | ${VERDICT[r.verdict] ?? r.verdict} ${note} |`;
    });
    const text = ["#### Evaluation scores against the baseline", "", "| Scenario | Evaluation | Runs | Mean score | Drop | Adjusted p | Verdict |", "|---|---|---|---|---|---:|---|", ...rows].join("\n");
    return { text, required: result.reasons.length > 0 };
}

// EXTERNAL MODULE: ./lib/report/budget.js
var report_budget = __webpack_require__(1101);
// EXTERNAL MODULE: ./lib/report/util.js
var util = __webpack_require__(3688);
;// CONCATENATED MODULE: ./lib/report/markdown.js






const MAX_CELL = 300;
const MAX_ID = 120;
/** Most findings listed per trace in a comment-sized document; a job summary (1 MiB) lists more. */
const MAX_FINDINGS_PER_TRACE = 200;
const MAX_FINDINGS_PER_TRACE_LARGE = 1000;
/** Findings of a failing trace shown before the rest of them is folded. */
const VISIBLE_FINDINGS = 10;
/** The per-trace table: failing traces first, then as many passing ones as fit. */
const MAX_TABLE = 30_000;
const MAX_TABLE_LARGE = 300_000;
const STATUS_ICON = { pass: "✅ pass", fail: "❌ fail", error: "⛔ input error", "not scored": "➖ not scored" };
const SEVERITY_ICON = { error: "🔴 error", warning: "🟡 warning", info: "🔵 info" };
/** A word GitHub would turn into a mention or reference (`@user`, `#12`, `step#2`, `GH-3`). */
const LINKABLE_WORD = /[@#]|gh-\d/i;
/**
 * Untrusted text as inline Markdown with no invisible character: escaped as escapeMarkdown does,
 * except that each word GitHub would link (`@user`, `issue_refund#2`) is a code span instead of
 * carrying a zero-width joiner (GitHub links nothing in code, and the word copies as it reads).
 * Punctuation around the word stays outside the span (`'<code>`…`</code>'`).
 */
function markdownText(s, max) {
    let t = String(s).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200f\u2060-\u2064\ufeff]/g, "").replace(/[\s\u2028\u2029]+/g, " ").trim();
    if (max !== undefined)
        t = (0,util_escape/* truncate */.xv)(t, max);
    if (!LINKABLE_WORD.test(t))
        return (0,util_escape/* escapeMarkdown */.FV)(t);
    const out = [];
    let plain = [];
    const flush = () => {
        if (plain.length)
            out.push((0,util_escape/* escapeMarkdown */.FV)(plain.join(" ")));
        plain = [];
    };
    for (const w of t.split(" ")) {
        const m = /^(['"([]*)(.*?)(['")\].,;:!?]*)$/s.exec(w);
        if (!LINKABLE_WORD.test(m[2])) {
            plain.push(w);
            continue;
        }
        flush();
        out.push(`${m[1] ? (0,util_escape/* escapeMarkdown */.FV)(m[1]) : ""}${(0,util_escape/* escapeMarkdownCode */.u$)(m[2])}${m[3] ? (0,util_escape/* escapeMarkdown */.FV)(m[3]) : ""}`);
    }
    flush();
    return out.join(" ");
}
/**
 * Untrusted text inside a `<code>` element in Markdown: escaped as escapeMarkdown does (the
 * element's content is still Markdown) but with no zero-width joiner, which GitHub does not need
 * inside code.
 */
function markdownCodeText(s, max) {
    return (0,util_escape/* escapeMarkdown */.FV)(s, max).replace(/\u200d/g, "");
}
/** An untrusted value as a table cell / inline text. */
function cell(s, max = MAX_CELL) {
    return markdownText(s, max);
}
function isSafeBase(base) {
    return !!base && /^https?:\/\/[^\s()<>]+$/.test(base);
}
function encodePath(p) {
    return p
        .split("/")
        .map((seg) => encodeURIComponent(seg).replace(/[!'()*]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase()))
        .join("/");
}
/** `path:line` as a link to `<linkBase><path>#L<line>`, or plain text without a usable base. */
function fileLink(path, line, linkBase, text) {
    const label = cell(text ?? `${path}:${line}`, MAX_CELL);
    if (!isSafeBase(linkBase) || !path || (0,util/* isAbsolutePath */.Z1)(path) || path.startsWith("../"))
        return label;
    const base = linkBase.endsWith("/") ? linkBase : linkBase + "/";
    return `[${label}](${base}${encodePath(path)}#L${line})`;
}
function verdict(report, gate) {
    const s = report.summary;
    const failed = s.failed_traces;
    const tail = [`average score ${(0,util/* fixed */.Zu)(s.average_score, 2)}`];
    if (typeof report.fail_under === "number")
        tail.push(`threshold ${(0,util/* fixed */.Zu)(report.fail_under, 2)}`);
    if (report.policy_id)
        tail.push(`policy ${cell(report.policy_id, MAX_ID)}`);
    if (gate) {
        // passed with failing traces only happens when failures are not gated (fail-on never): say so in the line
        const why = gate.passed && failed > 0 ? `: ${failed === 1 ? "the failing trace is" : "failing traces are"} reported, not gated (fail-on never)` : "";
        const head = `**${gate.passed ? "✅ Agent reliability gate passed" : "❌ Agent reliability gate failed"}**${why}`;
        const counts = s.total_traces === 0 ? "no traces validated" : `${failed} of ${(0,util/* plural */.LS)(s.total_traces, "trace")} failed`;
        return [head, counts, ...tail, `baseline ${cell(gate.baselineSource, 200)}`].join(" · ");
    }
    if (s.total_traces === 0)
        return "⚠️ **No traces were validated.**";
    const head = failed === 0 ? `✅ **${s.total_traces === 1 ? "1 trace" : `All ${s.total_traces} traces`} passed**` : `❌ **${failed} of ${(0,util/* plural */.LS)(s.total_traces, "trace")} failed**`;
    return `${head} · ${tail.join(" · ")}`;
}
function findingCount(e) {
    const c = (0,util/* countFindings */.Gt)(e.findings);
    const parts = [];
    if (c.error)
        parts.push((0,util/* plural */.LS)(c.error, "error"));
    if (c.warning)
        parts.push((0,util/* plural */.LS)(c.warning, "warning"));
    if (c.info)
        parts.push(`${c.info} info`);
    return parts.length ? parts.join(", ") : "–";
}
/** Findings in step order (source position of the finding, i.e. of its step), most severe first on ties. */
function sortedFindings(e) {
    const keyed = e.findings.map((f) => ({ f, loc: (0,util/* findingLocation */.$R)(e, f) }));
    keyed.sort((a, b) => a.loc.startLine - b.loc.startLine || a.loc.startColumn - b.loc.startColumn || (0,util/* severityRank */.qs)(a.f.severity) - (0,util/* severityRank */.qs)(b.f.severity));
    return keyed.map((k) => k.f);
}
/** A value for display: strings as they are, JSON with a space after each separator (so a long array can wrap). */
function spaced(v) {
    if (typeof v === "string")
        return (0,util/* showValue */.vp)(v, 80);
    try {
        return (0,util/* showValue */.vp)(JSON.stringify(v, null, 1)?.replace(/\n\s*/g, " ") ?? String(v), 80);
    }
    catch {
        return (0,util/* showValue */.vp)(v, 80);
    }
}
function findingRow(e, f, linkBase) {
    const meta = (0,registry/* ruleMeta */.ME)(f.rule_id);
    const loc = (0,util/* findingLocation */.$R)(e, f);
    // Four columns, so the table fits a comment at 800 px: the severity as its icon, the step, the
    // rule id and title leading the message (in the wide column: a narrow one broke `ARH-SEQ-004`
    // over three lines), the line as `L12` (the block heading names the file; a finding in another
    // file shows its path).
    const rule = cell(f.rule_id, MAX_ID);
    let msg = meta ? `${rule} **${(0,util_escape/* escapeMarkdown */.FV)(meta.title)}**: ${cell(f.message)}` : `${rule} ${cell(f.message)}`;
    if (f.agent !== undefined && f.step_id !== null)
        msg += ` · agent ${cell(f.agent, 120)}`; // docs/multi-agent.md
    if (f.expected !== undefined)
        msg += ` · expected ${cell(spaced(f.expected), 80)}`;
    if (f.observed !== undefined)
        msg += ` · observed ${cell(spaced(f.observed), 80)}`;
    const icon = SEVERITY_ICON[f.severity]?.split(" ")[0] ?? cell(String(f.severity), 20);
    const label = loc.uri === (0,util/* entryPath */.s3)(e) ? `L${loc.startLine}` : undefined;
    return `| ${icon} | ${f.step_id !== null ? cell(f.step_id, MAX_ID) : "(trace)"} | ${msg} | ${fileLink(loc.uri, loc.startLine, linkBase, label)} |`;
}
const FINDINGS_HEAD = ["| | Step | Finding | Line |", "|---|---|---|---|"];
/** Rough size of the rows of `findings`: a row is about its message (escaped, so up to twice as long) plus ~200 characters of cells. */
function rowsWant(findings) {
    return findings.reduce((n, f) => n + 2 * Math.min(f.message.length, MAX_CELL) + 200 + (f.expected !== undefined || f.observed !== undefined ? 360 : 0), 0);
}
/**
 * Each block's allowance of rows, failing traces first: the first VISIBLE_FINDINGS findings of
 * every failing trace are provided for before any trace gets more (a reader of the Markdown alone
 * sees which rule fired where in each), then what is left is shared fairly by all the rest.
 */
function rowShares(entries, rowBudget) {
    const first = entries.map((b) => (b.failing ? rowsWant(b.findings.slice(0, VISIBLE_FINDINGS)) : 0));
    const firstShares = (0,report_budget/* fairShares */.jm)(first, rowBudget);
    const left = rowBudget - firstShares.reduce((n, x) => n + x, 0);
    const rest = (0,report_budget/* fairShares */.jm)(entries.map((b, i) => b.wants - firstShares[i]), left);
    return firstShares.map((x, i) => x + rest[i]);
}
/**
 * One trace's block. A failing trace is shown open (heading, its first findings, the rest folded);
 * others fold entirely. At most `allowance` units of rows are listed; the rest is counted.
 */
function entryBlock(b, allowance, cap, measure, linkBase) {
    const { e } = b;
    // rows are rendered only as long as the allowance lasts (a trace may hold 100,000 findings)
    let used = 0;
    const rows = [];
    for (const f of b.findings.slice(0, cap)) {
        const r = findingRow(e, f, linkBase);
        const n = measure(r) + 1;
        if (used + n > allowance && rows.length > 0)
            break;
        used += n;
        rows.push(r);
    }
    const shown = rows.length;
    const rest = b.total - shown;
    const moreLine = rest > 0 ? [`… and ${(0,util/* plural */.LS)(rest, "more finding")} of this trace (see the JSON or SARIF report).`] : [];
    const tail = [];
    for (const n of e.notes ?? [])
        tail.push("", `> ${cell(n, 500)}`);
    if (b.extra)
        tail.push("", b.extra.trimEnd());
    const status = (0,util/* entryStatus */.RM)(e);
    const where = fileLink((0,util/* entryPath */.s3)(e), (0,util/* firstFailingLine */.B_)(e), linkBase);
    if (b.failing) {
        const L = [`#### ❌ <code>${markdownCodeText(e.trace_id, MAX_ID)}</code> · ${findingCount(e).replace(/–/, "no findings")} · ${status === "error" ? "input error" : `score ${(0,util/* fixed */.Zu)(e.score, 2)}`} · ${where}`];
        if (rows.length)
            L.push("", ...FINDINGS_HEAD, ...rows.slice(0, VISIBLE_FINDINGS));
        if (rows.length > VISIBLE_FINDINGS) {
            L.push("", "<details>", `<summary>${(0,util/* plural */.LS)(rows.length - VISIBLE_FINDINGS, "more finding")} of this trace</summary>`, "", ...FINDINGS_HEAD, ...rows.slice(VISIBLE_FINDINGS), "", ...moreLine, "", "</details>");
        }
        else if (moreLine.length)
            L.push("", ...moreLine);
        L.push(...tail);
        return L.join("\n");
    }
    const icon = status === "pass" ? "✅" : status === "not scored" ? "➖" : "❌";
    const L = ["<details>", `<summary>${icon} <code>${markdownCodeText(e.trace_id, MAX_ID)}</code> — ${findingCount(e).replace(/–/, "no findings")}</summary>`, ""];
    if (rows.length)
        L.push(...FINDINGS_HEAD, ...rows);
    if (moreLine.length)
        L.push("", ...moreLine);
    L.push(...tail, "", "</details>");
    return L.join("\n");
}
function markdown_usage(e) {
    if (e.kind === "input")
        return "–";
    // what was not recorded is left out (src/report/usage.ts); "–" when nothing was
    const u = (0,usage/* usageFigures */.BC)(e);
    const known = [u.latency, u.cost, u.tokens === null ? null : `${u.tokens} tokens`].filter((p) => p !== null);
    for (const a of (0,usage/* agentFigures */.lL)(e))
        known.push((0,usage/* agentFiguresText */.Ci)(a, (n) => cell(n, 80))); // each agent's share (docs/multi-agent.md)
    return known.length ? known.join(" · ") : "–";
}
/** The per-trace table, without the columns that are "–" on every row; failing traces first when it is long. */
function traceTable(report, linkBase, maxTable) {
    const isInput = (e) => e.kind === "input";
    const cols = [
        { head: "Trace", align: "---", value: (e) => cell(e.trace_id, MAX_ID) },
        // status icon and score in one column: the table has to fit 800 px
        { head: "Result", align: "---", value: (e) => (e.scored !== false && !isInput(e) ? `${STATUS_ICON[(0,util/* entryStatus */.RM)(e)].split(" ")[0]} ${(0,util/* fixed */.Zu)(e.score, 2)}` : STATUS_ICON[(0,util/* entryStatus */.RM)(e)]) },
        // latency, cost and tokens in one column (each left out when not recorded), so the table fits 800 px
        { head: "Usage", align: "---", value: (e) => markdown_usage(e), optional: true },
        { head: "Coverage", align: "---:", value: (e) => (0,util/* formatCoverage */.Om)(e.citation_coverage), optional: true },
        { head: "Findings", align: "---", value: (e) => findingCount(e) },
        // the file's name as the label (the link holds the path), so the table fits 800 px
        { head: "File", align: "---", value: (e) => fileLink((0,util/* entryPath */.s3)(e), (0,util/* firstFailingLine */.B_)(e), linkBase, `${(0,util/* entryPath */.s3)(e).split("/").pop()}:${(0,util/* firstFailingLine */.B_)(e)}`) },
    ];
    const values = report.reports.map((e) => cols.map((c) => c.value(e)));
    const used = cols.filter((c, k) => !c.optional || values.some((v) => v[k] !== "–"));
    const idx = used.map((c) => cols.indexOf(c));
    const rows = report.reports.map((e, i) => ({ pass: (0,util/* entryStatus */.RM)(e) === "pass", row: `| ${idx.map((k) => values[i][k]).join(" | ")} |` }));
    const table = [`| ${used.map((c) => c.head).join(" | ")} |`, `|${used.map((c) => c.align).join("|")}|`];
    const rowsSize = rows.reduce((n, r) => n + r.row.length + 1, 0);
    if (rowsSize <= maxTable)
        table.push(...rows.map((r) => r.row));
    else {
        // Too many traces for one comment: list the failing ones first, then as many passing as fit.
        let size = 0;
        let omitted = 0;
        const keep = new Set();
        for (const pass of [false, true]) {
            rows.forEach((r, i) => {
                if (r.pass !== pass)
                    return;
                if (size + r.row.length + 1 > maxTable)
                    omitted++;
                else {
                    size += r.row.length + 1;
                    keep.add(i);
                }
            });
        }
        table.push(...rows.filter((_, i) => keep.has(i)).map((r) => r.row));
        table.push("", `… ${(0,util/* plural */.LS)(omitted, "more trace")} not listed (size limit); see the JSON or JUnit report.`);
    }
    return table.join("\n");
}
/**
 * Render a report as GitHub-flavoured Markdown (deterministic), in the design the PR comment and
 * the job summary share: the verdict in one line; each failing trace as a block (its findings in
 * step order, the first ones open, the rest folded); the traces with only warnings or notes
 * folded; the per-trace table folded. The findings budget is shared fairly between traces and
 * every finding is either listed or counted; over `budget`, whole blocks are dropped from the end.
 */
function renderMarkdown(report, opts = {}) {
    const measure = opts.measure ?? report_budget/* chars */.Wn;
    const budget = opts.budget ?? report_budget/* COMMENT_LIMIT_CHARS */.iW - 1024;
    const title = opts.title === undefined ? "Agent reliability report" : opts.title;
    const head = [];
    if (title !== null)
        head.push(`## ${cell(title, 200)}`, "");
    head.push(verdict(report, opts.gate));
    const reasons = opts.gate?.reasons ?? [];
    if (reasons.length) {
        head.push("");
        for (const r of reasons.slice(0, 30))
            head.push(`- ${cell(r, 500)}`);
        if (reasons.length > 30)
            head.push(`- … and ${reasons.length - 30} more`);
    }
    for (const n of opts.gate?.notes ?? [])
        head.push("", `> ${cell(n, 500)}`);
    const required = [{ text: head.join("\n"), required: true }];
    const table = { text: ["<details>", `<summary>All traces (${report.reports.length})</summary>`, "", traceTable(report, opts.linkBase, budget > report_budget/* COMMENT_LIMIT_CHARS */.iW ? MAX_TABLE_LARGE : MAX_TABLE), "", "</details>"].join("\n"), required: true };
    const large = budget > report_budget/* COMMENT_LIMIT_CHARS */.iW;
    const cap = large ? MAX_FINDINGS_PER_TRACE_LARGE : MAX_FINDINGS_PER_TRACE;
    const entries = [];
    for (const e of report.reports) {
        const extra = opts.entryDetails?.(e);
        if (e.findings.length === 0 && !extra && !(e.notes && e.notes.length))
            continue;
        const status = (0,util/* entryStatus */.RM)(e);
        const findings = sortedFindings(e).slice(0, cap);
        entries.push({ e, failing: status === "fail" || status === "error", findings, total: e.findings.length, wants: rowsWant(findings), extra });
    }
    // failing traces first, most severe first (then most errors); the report's order on ties
    const worst = (e) => e.findings.reduce((m, f) => Math.min(m, (0,util/* severityRank */.qs)(f.severity)), 9);
    const errors = (e) => (0,util/* countFindings */.Gt)(e.findings).error;
    entries.sort((a, b) => Number(b.failing) - Number(a.failing) || worst(a.e) - worst(b.e) || errors(b.e) - errors(a.e));
    // Share what the skeleton leaves between the traces' finding rows (water-filling), keeping room
    // for each block's own lines.
    const extras = opts.extraBlocks ?? [];
    const fixedSize = [...required, table, ...extras.filter((b) => b.required)].reduce((n, b) => n + measure(b.text) + 2, 0);
    const overhead = entries.reduce((n, b) => n + 400 + (b.extra ? measure(b.extra) : 0) + (b.e.notes ?? []).reduce((k, x) => k + Math.min(measure(x), 2000), 0), 0);
    const rowBudget = Math.max(0, budget - fixedSize - overhead - 512);
    const shares = rowShares(entries, rowBudget);
    const evaluations = evaluationsBlock(report); // docs/evaluations.md
    const blocks = [...required, ...entries.map((b, i) => ({ text: entryBlock(b, shares[i], cap, measure, opts.linkBase) })), table, ...(evaluations ? [evaluations] : []), ...extras];
    const footer = report.tool && !opts.gate ? [{ text: `_${cell(`Generated by ${report.tool.name} ${report.tool.version}`, 120)}_`, required: true }] : [];
    const elsewhere = opts.elsewhere ?? "the JSON, SARIF and JUnit reports";
    return (0,report_budget/* assemble */.fT)([...blocks, ...footer], budget, measure, (n) => (0,report_budget/* sizeNote */.wB)(n, elsewhere));
}


/***/ }),

/***/ 5421:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_PASS_HAT_K: () => (/* binding */ MAX_PASS_HAT_K),
/* harmony export */   orderScenarioRows: () => (/* binding */ orderScenarioRows),
/* harmony export */   renderScenarioTableMarkdown: () => (/* binding */ renderScenarioTableMarkdown),
/* harmony export */   renderScenariosJson: () => (/* binding */ renderScenariosJson),
/* harmony export */   scenarioMarkdownBlocks: () => (/* binding */ scenarioMarkdownBlocks),
/* harmony export */   scenariosSection: () => (/* binding */ scenariosSection)
/* harmony export */ });
/* harmony import */ var _scenarios_reasons_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8234);
/* harmony import */ var _compare_util_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7523);
/* harmony import */ var _util_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7757);
/* harmony import */ var _budget_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1101);




/** Most pass^k values listed per side in the JSON (k = 1..100); pass^n is always given. */
const MAX_PASS_HAT_K = 100;
function sideJson(s) {
    if (!s)
        return null;
    return {
        runs: s.runs,
        passes: s.passes,
        rate: s.rate,
        interval: { low: s.interval.low, high: s.interval.high },
        pass_hat_k: s.pass_hat_k.slice(0, MAX_PASS_HAT_K),
        pass_hat_n: s.pass_hat_k.length ? s.pass_hat_k[s.pass_hat_k.length - 1] : 0,
        status: s.status,
        trace_ids: [...s.trace_ids],
    };
}
function refJson(q) {
    return q ? { entry: q.entry, owner: q.owner, reason: q.reason, expires: q.expires } : null;
}
function findingJson(f) {
    return {
        rule_id: f.rule_id,
        category: f.category,
        step_id: f.step_id,
        severity: f.severity,
        baseline: { runs_showing: f.baseline.runs_showing, runs: f.baseline.runs },
        candidate: { runs_showing: f.candidate.runs_showing, runs: f.candidate.runs },
        p_value: f.p_value,
        p_adjusted: f.p_adjusted,
        regressed: f.regressed,
        outcome: f.outcome,
        quarantine: refJson(f.quarantine),
    };
}
function problemJson(p) {
    const finding = p.finding ? { rule_id: p.finding.rule_id, category: p.finding.category, step_id: p.finding.step_id } : null;
    return { entry: p.entry, scenario: p.scenario, finding, owner: p.owner, expires: p.expires, reason: p.reason, message: p.message };
}
function rowJson(r) {
    return {
        scenario: r.scenario,
        verdict: r.verdict,
        outcome: r.outcome,
        baseline: sideJson(r.baseline),
        candidate: sideJson(r.candidate),
        p_value: r.p_value,
        p_adjusted: r.p_adjusted,
        min_p_value: r.min_p_value,
        runs_needed: r.runs_needed ? { candidate: r.runs_needed.candidate, per_side: r.runs_needed.per_side } : null,
        known_flaky: r.known_flaky,
        quarantine: refJson(r.quarantine),
        reasons: [...r.reasons],
        findings: r.findings.map(findingJson),
        finding_quarantines: r.finding_quarantines.map((q) => ({
            rule_id: q.rule_id,
            category: q.category,
            step_id: q.step_id,
            entry: q.entry,
            owner: q.owner,
            reason: q.reason,
            expires: q.expires,
        })),
    };
}
/**
 * The plain object of the `scenarios` section, keys in a fixed order (independent of how the
 * result was built), rows in the gate's order. The phrased `reasons` stand for the gate's
 * internal issue list, which is not part of the format.
 */
function scenariosSection(result) {
    const s = result.summary;
    return {
        alpha: result.alpha,
        options: { insufficient: result.options.insufficient, flaky: result.options.flaky, min_runs: result.options.min_runs, today: result.options.today },
        exact_single_run: result.exact_single_run,
        passed: result.passed,
        summary: {
            scenarios: s.scenarios,
            tested: s.tested,
            regressed: s.regressed,
            findings_regressed: s.findings_regressed,
            flaky: s.flaky,
            known_flaky: s.known_flaky,
            insufficient: s.insufficient,
            too_few_runs: s.too_few_runs,
            quarantined: s.quarantined,
            single_run: s.single_run,
            baseline_runs: s.baseline_runs,
            candidate_runs: s.candidate_runs,
        },
        reasons: [...result.reasons],
        warnings: [...result.warnings],
        quarantine: result.quarantine
            ? { file: result.quarantine.file, expired: result.quarantine.expired.map(problemJson), unused: result.quarantine.unused.map(problemJson) }
            : null,
        rows: result.rows.map(rowJson),
    };
}
/** The section alone as JSON text: two-space indentation, trailing newline. */
function renderScenariosJson(result) {
    return JSON.stringify(scenariosSection(result), null, 2) + "\n";
}
const DEFAULT_MAX_ROWS = 50;
const MAX_ID = 120;
const MAX_TEXT = 300;
/** Rows of one table stop at this size (characters); the rest is counted. */
const MAX_TABLE_CHARS = 24_000;
/** Verdicts in the order of the `Verdict` type (scenarios/types.ts): regressions first. */
const VERDICT_RANK = {
    "zero-tolerance": -1,
    regressed: 0,
    "finding-regressed": 1,
    "too-few-runs": 2,
    "added-failing": 3,
    "insufficient-data": 4,
    flaky: 5,
    "known-flaky": 6,
    "finding-rose": 7,
    "still-failing": 8,
    added: 9,
    removed: 10,
    "single-run": 11,
    ok: 12,
};
const OUTCOME_RANK = { fail: 0, warn: 1, quarantined: 2, pass: 3, "single-run": 4 };
const OUTCOME_ICON = { fail: "❌", warn: "⚠️", quarantined: "🧊", pass: "✅", "single-run": "➖" };
function md(s, max = MAX_TEXT) {
    return (0,_util_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(s, max);
}
/** Rows as tables list them: by outcome (failures first), then by verdict (regressions first), then by id. */
function orderScenarioRows(rows) {
    return [...rows].sort((a, b) => OUTCOME_RANK[a.outcome] - OUTCOME_RANK[b.outcome] || VERDICT_RANK[a.verdict] - VERDICT_RANK[b.verdict] || (0,_compare_util_js__WEBPACK_IMPORTED_MODULE_3__/* .cmpCodePoints */ .BK)(a.scenario, b.scenario));
}
function pct(x) {
    return `${String(Math.round(x * 1000) / 10)}%`;
}
function fixed2(x) {
    return (Math.round(x * 100) / 100).toFixed(2);
}
function rateCell(s) {
    if (!s)
        return "–";
    return `${(0,_scenarios_reasons_js__WEBPACK_IMPORTED_MODULE_0__/* .formatRate */ .CE)(s)} [${pct(s.interval.low)}–${pct(s.interval.high)}]`;
}
function passHatCell(s) {
    if (!s || s.runs === 0)
        return "–";
    const first = s.pass_hat_k[0] ?? 0;
    const last = s.pass_hat_k[s.pass_hat_k.length - 1] ?? 0;
    return s.runs === 1 ? `^1 ${fixed2(first)}` : `^1 ${fixed2(first)} · ^${s.runs} ${fixed2(last)}`;
}
function pCell(r) {
    if (r.p_value === null)
        return "–";
    return `${(0,_scenarios_reasons_js__WEBPACK_IMPORTED_MODULE_0__/* .formatP */ .MA)(r.p_value)} (adj. ${(0,_scenarios_reasons_js__WEBPACK_IMPORTED_MODULE_0__/* .formatP */ .MA)(r.p_adjusted ?? r.p_value)})`;
}
function verdictCell(r) {
    return `${OUTCOME_ICON[r.outcome]} ${r.verdict}`;
}
function quarantineNote(q) {
    return `quarantined by ${md(q.owner, 100)} until ${md(q.expires, 20)}: ${md(q.reason, 200)} (${md(q.entry, 30)})`;
}
function notesCell(r) {
    const notes = [];
    if (r.runs_needed) {
        const n = r.runs_needed;
        const need = [];
        if (n?.candidate != null)
            need.push(`${n.candidate} candidate runs`);
        if (n?.per_side != null)
            need.push(`${n.per_side} runs per side`);
        notes.push(need.length ? `needs ${need.join(" or ")}` : "cannot reach significance");
    }
    const few = r.issues.find((i) => i.kind === "too-few-runs");
    if (few?.kind === "too-few-runs")
        notes.push(`${few.runs} runs, min-runs ${few.min_runs}`);
    if (r.known_flaky)
        notes.push("flaky in the baseline too");
    const regressed = r.findings.filter((f) => f.regressed);
    if (regressed.length) {
        const shown = regressed.slice(0, 3).map((f) => `${md(f.rule_id || f.category, MAX_ID)}${f.step_id !== null ? ` at ${md(f.step_id, MAX_ID)}` : ""} ${f.candidate.runs_showing}/${f.candidate.runs} (baseline ${f.baseline.runs_showing}/${f.baseline.runs})`);
        notes.push(`findings: ${shown.join(", ")}${regressed.length > 3 ? `, and ${regressed.length - 3} more` : ""}`);
    }
    for (const f of r.findings.filter((x) => x.quarantine).slice(0, 3))
        notes.push(`finding ${md(f.rule_id || f.category, MAX_ID)} ${quarantineNote(f.quarantine)}`);
    if (r.quarantine)
        notes.push(quarantineNote(r.quarantine));
    return notes.length ? notes.join("; ") : "–";
}
const TABLE_HEAD = ["| Scenario | Status | Runs | Pass rate [95% CI] | pass^k | Baseline | p (adjusted) | Notes |", "|---|---|---:|---|---|---|---|---|"];
function tableRow(r) {
    const runs = r.candidate ? String(r.candidate.runs) : "0";
    return `| ${md(r.scenario, MAX_ID)} | ${verdictCell(r)} | ${runs} | ${rateCell(r.candidate)} | ${passHatCell(r.candidate)} | ${rateCell(r.baseline)} | ${pCell(r)} | ${notesCell(r)} |`;
}
/** A table of rows, at most `maxRows` and MAX_TABLE_CHARS; the rest counted on a line after it. */
function table(rows, maxRows, measure, elsewhere) {
    const L = [...TABLE_HEAD];
    let size = 0;
    let shown = 0;
    for (const r of rows) {
        if (shown >= maxRows)
            break;
        const line = tableRow(r);
        if (shown > 0 && size + measure(line) + 1 > MAX_TABLE_CHARS)
            break;
        size += measure(line) + 1;
        L.push(line);
        shown++;
    }
    if (rows.length > shown)
        L.push("", `… and ${rows.length - shown} more scenario${rows.length - shown === 1 ? "" : "s"} (see ${md(elsewhere, 200)}).`);
    return L.join("\n");
}
function headline(result) {
    const s = result.summary;
    const parts = [`${s.scenarios} scenario${s.scenarios === 1 ? "" : "s"}`, `${s.tested} tested against the baseline`];
    if (s.regressed)
        parts.push(`${s.regressed} regressed`);
    if (s.findings_regressed)
        parts.push(`${s.findings_regressed} finding${s.findings_regressed === 1 ? "" : "s"} regressed`);
    if (s.too_few_runs)
        parts.push(`${s.too_few_runs} with too few runs`);
    if (s.insufficient)
        parts.push(`${s.insufficient} with insufficient data`);
    if (s.flaky)
        parts.push(`${s.flaky} flaky`);
    if (s.known_flaky)
        parts.push(`${s.known_flaky} known-flaky`);
    if (s.quarantined)
        parts.push(`${s.quarantined} quarantined`);
    if (s.single_run)
        parts.push(`${s.single_run} with one run per side (compared trace by trace)`);
    parts.push(`${s.candidate_runs} candidate and ${s.baseline_runs} baseline runs`);
    parts.push(`alpha ${result.alpha}, one-sided Fisher, Benjamini–Hochberg`);
    // a pass with failing runs says why in the same line (scenarios/reasons.ts)
    const why = (0,_scenarios_reasons_js__WEBPACK_IMPORTED_MODULE_0__/* .phrasePassedDespite */ .k1)(result);
    const verdict = result.passed ? `✅ **Scenario gate passed**${why ? `: ${md(why, 1000)}` : ""}` : "❌ **Scenario gate failed**";
    return `${verdict} · ${parts.join(" · ")}`;
}
/**
 * The scenario part of a Markdown document as budget blocks (for `extraBlocks` of the report or
 * compare Markdown): first the verdict line, expired quarantine entries (loud: they fail the gate)
 * and the table of scenarios that fail, warn or are quarantined, regressions first; then, folded,
 * the passing scenarios; then quarantine entries that matched nothing. Scenarios with one run per
 * side are counted, not listed (the per-trace comparison shows them).
 */
function scenarioMarkdownBlocks(result, opts = {}) {
    const maxRows = opts.maxRows !== undefined && opts.maxRows >= 1 ? Math.floor(opts.maxRows) : DEFAULT_MAX_ROWS;
    const measure = opts.measure ?? _budget_js__WEBPACK_IMPORTED_MODULE_2__/* .chars */ .Wn;
    const elsewhere = opts.elsewhere ?? "the JSON report";
    const title = opts.title === undefined ? "Scenarios (repeated runs)" : opts.title;
    const rows = orderScenarioRows(result.rows);
    const problems = rows.filter((r) => r.outcome === "fail" || r.outcome === "warn" || r.outcome === "quarantined");
    const passing = rows.filter((r) => r.outcome === "pass");
    const head = [];
    if (title !== null)
        head.push(`### ${md(title, 200)}`, "");
    head.push(headline(result));
    const expired = result.quarantine?.expired ?? [];
    if (expired.length) {
        head.push("", `> [!CAUTION]`, `> **${expired.length} expired quarantine entr${expired.length === 1 ? "y fails" : "ies fail"} the gate** (${md(result.quarantine.file, 200)}):`);
        for (const e of expired.slice(0, 20)) {
            head.push(`> - ${md(e.entry, 30)} for scenario ${md(e.scenario, MAX_ID)}${e.finding ? ` (finding ${md(e.finding.rule_id, MAX_ID)})` : ""}, owner ${md(e.owner, 100)}, expired on ${md(e.expires, 20)}: ${md(e.reason, 200)}`);
        }
        if (expired.length > 20)
            head.push(`> - … and ${expired.length - 20} more`);
    }
    if (result.summary.candidate_runs === 0)
        head.push("", "> **No candidate runs**: nothing was checked, so the gate fails.");
    if (problems.length)
        head.push("", table(problems, maxRows, measure, elsewhere));
    else if (rows.length)
        head.push("", "No scenario fails or warns.");
    const blocks = [{ text: head.join("\n"), required: opts.required ?? false }];
    if (passing.length) {
        blocks.push({
            text: ["<details>", `<summary>✅ Passing scenarios (${passing.length})</summary>`, "", table(passing, maxRows, measure, elsewhere), "", "</details>"].join("\n"),
        });
    }
    const unused = result.quarantine?.unused ?? [];
    if (unused.length) {
        const L = ["<details>", `<summary>Quarantine entries that match nothing (${unused.length})</summary>`, ""];
        for (const u of unused.slice(0, maxRows))
            L.push(`- ${md(u.entry, 30)} for scenario ${md(u.scenario, MAX_ID)}${u.finding ? ` (finding ${md(u.finding.rule_id, MAX_ID)})` : ""}, owner ${md(u.owner, 100)}, until ${md(u.expires, 20)}`);
        if (unused.length > maxRows)
            L.push(`- … and ${unused.length - maxRows} more`);
        L.push("", "</details>");
        blocks.push({ text: L.join("\n") });
    }
    return blocks;
}
/** The scenario blocks as one Markdown document within `opts.budget` (whole blocks dropped from the end). */
function renderScenarioTableMarkdown(result, opts = {}) {
    const elsewhere = opts.elsewhere ?? "the JSON report";
    return (0,_budget_js__WEBPACK_IMPORTED_MODULE_2__/* .assemble */ .fT)(scenarioMarkdownBlocks(result, opts), opts.budget ?? _budget_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMENT_LIMIT_CHARS */ .iW - 1024, opts.measure ?? _budget_js__WEBPACK_IMPORTED_MODULE_2__/* .chars */ .Wn, (n) => (0,_budget_js__WEBPACK_IMPORTED_MODULE_2__/* .sizeNote */ .wB)(n, elsewhere));
}


/***/ })

};
