export const id = 245;
export const ids = [245,505];
export const modules = {

/***/ 7505:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readBundleHistory: () => (/* binding */ readBundleHistory),
/* harmony export */   readHistoryDir: () => (/* binding */ readHistoryDir)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _util_readfile_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8564);
/* harmony import */ var _util_bound_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8108);
/* harmony import */ var _trend_history_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7495);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(773);
/* harmony import */ var _zip_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5459);
// Reading the history a baseline bundle carries (docs/trend.md): `history.json` of a bundle folder
// or zip. Never throws: a missing, unreadable or bad history is null with the one line that says
// why. Its own module so that `arh validate` loads the zip reader only when it carries a history.








const show = (s) => (0,_util_bound_js__WEBPACK_IMPORTED_MODULE_4__/* .truncateText */ .EJ)(s, 200);
/** The history of a bundle folder; never throws. */
function readHistoryDir(dir, name, scope, label = "previous bundle") {
    const r = (0,_util_readfile_js__WEBPACK_IMPORTED_MODULE_3__/* .readRegularFile */ .X)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _format_js__WEBPACK_IMPORTED_MODULE_6__/* .HISTORY_FILE */ .CX), _trend_history_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_HISTORY_BYTES */ .Yw);
    if (!r.ok) {
        if (r.code === "ENOENT")
            return { history: null, notice: `${label} ${show(name)} has no ${_format_js__WEBPACK_IMPORTED_MODULE_6__/* .HISTORY_FILE */ .CX}: a new history starts` };
        return { history: null, notice: `${label} ${show(name)}: ${_format_js__WEBPACK_IMPORTED_MODULE_6__/* .HISTORY_FILE */ .CX}: ${r.code === "EFBIG" ? `larger than ${_trend_history_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_HISTORY_BYTES */ .Yw} bytes (oversized)` : r.reason}: dropped, a new history starts` };
    }
    const checked = (0,_trend_history_js__WEBPACK_IMPORTED_MODULE_5__/* .parseHistory */ .i6)(r.bytes.toString("utf8"), scope);
    if (!checked.ok)
        return { history: null, notice: `${label} ${show(name)}: ${_format_js__WEBPACK_IMPORTED_MODULE_6__/* .HISTORY_FILE */ .CX}: ${checked.why}: dropped, a new history starts` };
    return { history: checked.history, notice: null };
}
/** The history of a bundle folder or zip (extracted safely into a temporary folder); never throws. */
async function readBundleHistory(path, scope, tempRoot, label = "previous bundle") {
    let isDir = false;
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path);
        isDir = st.isDirectory();
        if (!isDir && !st.isFile())
            return { history: null, notice: `${label} ${show(path)} is not a folder or a file: a new history starts` };
    }
    catch {
        return { history: null, notice: `${label} ${show(path)} not found: a new history starts` };
    }
    if (isDir)
        return readHistoryDir(path, path, scope, label);
    const dir = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(tempRoot ?? (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), "arh-history-"));
    try {
        await (0,_zip_js__WEBPACK_IMPORTED_MODULE_7__/* .extractZipFileSafely */ .BU)(path, dir, _format_js__WEBPACK_IMPORTED_MODULE_6__/* .BUNDLE_ZIP_LIMITS */ .Em);
        return readHistoryDir(dir, path, scope, label);
    }
    catch (e) {
        return { history: null, notice: `${label} ${show(path)} is not a readable zip (${show(e instanceof Error ? e.message : String(e))}): a new history starts` };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(dir, { recursive: true, force: true });
    }
}


/***/ }),

/***/ 2245:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runTrendCommand: () => (/* binding */ runTrendCommand)
});

// EXTERNAL MODULE: ./lib/commands/help.js + 1 modules
var help = __webpack_require__(565);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/commands/usage.js
var usage = __webpack_require__(7301);
// EXTERNAL MODULE: ./lib/commands/flags.js
var flags = __webpack_require__(3197);
// EXTERNAL MODULE: ./lib/bundle/history-read.js
var history_read = __webpack_require__(7505);
// EXTERNAL MODULE: ./lib/util/escape.js
var util_escape = __webpack_require__(7757);
// EXTERNAL MODULE: ./lib/trend/series.js
var series = __webpack_require__(6710);
;// CONCATENATED MODULE: ./lib/trend/render.js
// The trend table (docs/trend.md) as console text, Markdown (the job summary and the PR comment)
// and JSON (`arh trend --json-out`). Pure; scenario ids are trace content: escaped per sink.


/** Points shown in a sparkline at most (the newest). */
const SPARK_POINTS = 30;
/** The table of a history, with `candidate` (a pull request's point) appended when given. */
function trendTable(h, candidate) {
    const points = [...h.points, ...(candidate ? [candidate] : [])].slice(-SPARK_POINTS);
    return {
        repository: h.repository,
        branch: h.branch,
        points: points.length,
        commits: points.map((p) => p.commit),
        candidate: candidate !== undefined,
        run: (0,series/* trendRows */.Pz)(points, null),
        scenarios: (0,series/* movedScenarios */.TU)(points).map((s) => ({ scenario: s, rows: (0,series/* trendRows */.Pz)(points, s) })),
    };
}
const pct = (c) => (c === null ? "" : `${c > 0 ? "+" : ""}${(c * 100).toFixed(1)}%`);
function consoleRows(rows, indent) {
    const w = Math.max(...rows.map((r) => r.label.length));
    return rows.map((r) => `${indent}${r.label.padEnd(w)}  ${r.sparkline}  ${r.first ?? "–"} → ${r.last ?? "–"}${r.change === null ? "" : `  (${pct(r.change)} against the median before)`}`);
}
/** `arh trend`: the run's rows, then each moved scenario's. */
function renderTrendConsole(t) {
    if (t.points === 0)
        return "No recorded runs in the history yet.\n";
    const where = [t.repository, t.branch].filter((x) => x !== null).join(" @ ");
    const lines = [`Trend over ${t.points} run(s)${where ? ` of ${(0,util_escape/* neutralizeWorkflowCommands */.tW)(where)}` : ""}, oldest first${t.candidate ? " (the last point: this run)" : ""}:`];
    lines.push(...consoleRows(t.run, "  "));
    for (const s of t.scenarios) {
        lines.push(`scenario ${(0,util_escape/* neutralizeWorkflowCommands */.tW)(JSON.stringify(s.scenario))} (moved):`);
        lines.push(...consoleRows(s.rows, "  "));
    }
    return lines.join("\n") + "\n";
}
function mdRows(rows) {
    return rows.map((r) => `| ${r.label} | \`${r.sparkline}\` | ${r.first ?? "–"} | ${r.last ?? "–"} | ${pct(r.change) || "–"} |`);
}
/** The job summary's and the PR comment's section (its title and body); null when the table has fewer than 2 points. */
function trendSection(t) {
    if (t.points < 2)
        return null;
    const head = ["| metric | trend | first | last | change |", "| --- | --- | --- | --- | --- |"];
    const out = [
        `Oldest first${t.candidate ? "; the last point is this pull request" : ""}; the change is the last point against the median of the (up to 10) before it.`,
        "",
        ...head,
        ...mdRows(t.run),
    ];
    for (const s of t.scenarios)
        out.push("", `Scenario ${escapeMarkdownCode(s.scenario, 200)} moved:`, "", ...head, ...mdRows(s.rows));
    return { title: `Trend over the last ${t.points} run(s)`, body: out.join("\n") };
}

;// CONCATENATED MODULE: ./lib/trend/html.js
// The trend table as a self-contained HTML page with one SVG chart per metric (`arh trend
// --html-out`, docs/trend.md). Pure; no script, no external resource; scenario ids and commits
// (content of the history) are escaped for HTML.

const W = 360;
const H = 90;
const PAD = 8;
/** One metric's series as an SVG line chart (gaps where a point did not record it), the last point marked. */
function svgChart(row) {
    const known = row.values.map((v, i) => [i, v]).filter((p) => p[1] !== null);
    if (known.length === 0)
        return "";
    const lo = Math.min(...known.map((p) => p[1]));
    const hi = Math.max(...known.map((p) => p[1]));
    const n = row.values.length;
    const x = (i) => (n === 1 ? W / 2 : PAD + ((W - 2 * PAD) * i) / (n - 1));
    const y = (v) => (hi === lo ? H / 2 : H - PAD - ((H - 2 * PAD) * (v - lo)) / (hi - lo));
    const segments = [];
    let cur = [];
    row.values.forEach((v, i) => {
        if (v === null) {
            if (cur.length)
                segments.push(cur.join(" "));
            cur = [];
        }
        else
            cur.push(`${x(i).toFixed(1)},${y(v).toFixed(1)}`);
    });
    if (cur.length)
        segments.push(cur.join(" "));
    const [li, lv] = known[known.length - 1];
    const label = (0,util_escape/* escapeHtml */.ZD)(row.label);
    return [
        `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${label}">`,
        `<rect x="0" y="0" width="${W}" height="${H}" fill="#fafafa" stroke="#ddd"/>`,
        ...segments.map((pts) => `<polyline points="${pts}" fill="none" stroke="#0969da" stroke-width="2"/>`),
        `<circle cx="${x(li).toFixed(1)}" cy="${y(lv).toFixed(1)}" r="3.5" fill="#cf222e"/>`,
        `</svg>`,
    ].join("");
}
function section(title, rows) {
    const body = rows
        .map((r) => `<tr><th scope="row">${(0,util_escape/* escapeHtml */.ZD)(r.label)}</th><td>${svgChart(r)}</td><td>${(0,util_escape/* escapeHtml */.ZD)(r.first ?? "–")} → ${(0,util_escape/* escapeHtml */.ZD)(r.last ?? "–")}${r.change === null ? "" : ` (${r.change > 0 ? "+" : ""}${(r.change * 100).toFixed(1)}%)`}</td></tr>`)
        .join("\n");
    return `<h2>${title}</h2>\n<table>\n${body}\n</table>`;
}
/** The page: the run's charts, then each moved scenario's. */
function renderTrendHtml(t) {
    const where = [t.repository, t.branch].filter((v) => v !== null).join(" @ ");
    const parts = [
        "<!doctype html>",
        '<html lang="en"><head><meta charset="utf-8"><title>arh trend</title>',
        "<style>body{font:14px system-ui,sans-serif;margin:2em}th{text-align:left;padding-right:1em;font-weight:normal}td{padding:4px 1em 4px 0}</style></head><body>",
        `<h1>Trend over ${t.points} run(s)${where ? ` of ${(0,util_escape/* escapeHtml */.ZD)(where)}` : ""}</h1>`,
        `<p>Oldest first${t.candidate ? "; the last point (red) is this run" : "; the last point is red"}. Commits: ${t.commits.map((c) => `<code>${(0,util_escape/* escapeHtml */.ZD)(c.slice(0, 12))}</code>`).join(" ")}</p>`,
        section("The run", t.run),
        ...t.scenarios.map((s) => section(`Scenario <code>${(0,util_escape/* escapeHtml */.ZD)(s.scenario)}</code> (moved)`, s.rows)),
        "</body></html>",
    ];
    return parts.join("\n") + "\n";
}

// EXTERNAL MODULE: ./lib/util/writefile.js
var writefile = __webpack_require__(7337);
;// CONCATENATED MODULE: ./lib/commands/trend.js
// `arh trend BUNDLE [--json-out F] [--html-out F] [--quiet]`: the headline metrics of a baseline
// bundle's history (docs/trend.md) with text sparklines on the console; `--json-out` writes the
// same table, `--html-out` a page with one SVG chart per metric.








async function runTrendCommand(argv) {
    try {
        const { values, positionals } = (0,help/* parseFlags */.bQ)("trend", { args: argv, allowPositionals: true, strict: true, options: { ...flags/* QUIET_OPTION */.Hl, "json-out": { type: "string" }, "html-out": { type: "string" } } });
        if (positionals.length !== 1)
            throw new errors/* UsageError */.e("give one BUNDLE (a folder or a .zip written by 'arh validate --bundle-out … --history-from …')");
        const read = await (0,history_read.readBundleHistory)(positionals[0], { repository: null, branch: null }, undefined, "bundle");
        if (!read.history)
            throw new errors/* UsageError */.e(read.notice.replace(/: a new history starts$/, "").replace(/: dropped, a new history starts$/, ""));
        const table = trendTable(read.history);
        if (values["json-out"])
            (0,writefile/* writeFileAtomic */.Z)(values["json-out"], JSON.stringify(table, null, 2) + "\n");
        if (values["html-out"])
            (0,writefile/* writeFileAtomic */.Z)(values["html-out"], renderTrendHtml(table));
        if (!values.quiet)
            process.stdout.write(renderTrendConsole(table));
        return 0;
    }
    catch (e) {
        return (0,usage/* usageExit */.SY)("trend", e);
    }
}


/***/ })

};
