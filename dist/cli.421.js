export const id = 421;
export const ids = [421];
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
