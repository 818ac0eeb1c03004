export const id = 422;
export const ids = [422];
export const modules = {

/***/ 7422:
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


/***/ })

};
