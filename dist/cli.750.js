export const id = 750;
export const ids = [750,54];
export const modules = {

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
// EXTERNAL MODULE: ./lib/tracediff/build.js
var build = __webpack_require__(4882);
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

/***/ 8054:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* reexport safe */ _model_js__WEBPACK_IMPORTED_MODULE_2__.dd),
/* harmony export */   validateAbtDocument: () => (/* binding */ validateAbtDocument)
/* harmony export */ });
/* unused harmony export checkAbtDocument */
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2210);
/* harmony import */ var _rules_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6348);
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
