// The <trace-diff> web component (agent-behavior-trace/v0, docs/trace-diff.md).
// Vanilla custom element, no runtime dependencies, plain browser ESM: this module imports nothing.
// The build copies its compiled form to dist/trace-diff.js (`<script type="module" src=…>`).
//
// Everything lives inside defineTraceDiff(), which refers to no module-level name: the Node side
// inlines the very same code into the self-contained index.html as `(${defineTraceDiff})()`
// (component-source.ts). All document text is set with textContent, never parsed as HTML.

/** Define the `trace-diff` custom element (idempotent). */
export function defineTraceDiff(): void {
  const SCHEMA = "agent-behavior-trace/v0";
  const KINDS = ["read", "precondition", "side_effect", "respond"];
  const SLUG = /^[a-z0-9][a-z0-9_-]{0,63}$/;
  const GLYPH: Record<string, string> = { "open-circle": "\u25CB", "filled-square": "\u25A0" };
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

  type Json = Record<string, unknown>;
  const isObj = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
  const isStr = (v: unknown): v is string => typeof v === "string";

  /** Null when `d` is a renderable v0 document, else the reason shown in the error line. */
  function problem(d: unknown): string | null {
    if (!isObj(d)) return "(not an object)";
    const declared = isStr(d.schema) ? d.schema.slice(0, 120) : "(none)";
    if (d.schema !== SCHEMA) return declared;
    const miss = (what: string): string => `${declared} (missing or invalid: ${what})`;
    if (!isStr(d.case)) return miss("case");
    if (!isStr(d.contract)) return miss("contract");
    if (d.contract_clause !== undefined && !isStr(d.contract_clause)) return miss("contract_clause");
    if (!Array.isArray(d.rails) || d.rails.length !== 2) return miss("rails (exactly 2)");
    for (let i = 0; i < 2; i++) {
      const r: unknown = d.rails[i];
      if (!isObj(r)) return miss(`rails[${i}]`);
      if (!isStr(r.id) || !SLUG.test(r.id)) return miss(`rails[${i}].id`);
      if (!isStr(r.label)) return miss(`rails[${i}].label`);
      if (typeof r.regression !== "boolean") return miss(`rails[${i}].regression`);
      if (!Array.isArray(r.steps) || r.steps.length === 0) return miss(`rails[${i}].steps`);
      for (let j = 0; j < r.steps.length; j++) {
        const s: unknown = r.steps[j];
        const at = `rails[${i}].steps[${j}]`;
        if (!isObj(s)) return miss(at);
        if (typeof s.n !== "number" || !Number.isInteger(s.n) || s.n < 1) return miss(at + ".n");
        if (!isStr(s.tool)) return miss(at + ".tool");
        if (!isStr(s.result)) return miss(at + ".result");
        if (!isStr(s.kind) || KINDS.indexOf(s.kind) < 0) return miss(at + ".kind");
        // a flag of another type (`"true"`) would silently draw no marker
        if (s.consequential !== undefined && typeof s.consequential !== "boolean") return miss(at + ".consequential");
        if (s.in_violation !== undefined && typeof s.in_violation !== "boolean") return miss(at + ".in_violation");
      }
    }
    const v = d.verdict;
    if (!isObj(v)) return miss("verdict");
    if (v.output !== "PASS" && v.output !== "FAIL") return miss("verdict.output");
    if (v.behavior !== "PASS" && v.behavior !== "FAIL") return miss("verdict.behavior");
    if (v.behavior === "FAIL" && (!isStr(v.behavior_reason) || v.behavior_reason === "")) return miss("verdict.behavior_reason");
    return null;
  }

  function el(tag: string, cls?: string, text?: string): HTMLElement {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function show(v: unknown): string {
    if (v === undefined) return "";
    if (isStr(v)) return v;
    try {
      return JSON.stringify(v) ?? "";
    } catch {
      return String(v);
    }
  }

  /** Only http(s) and relative links; never javascript:, data: or other schemes. */
  function safeHref(h: string): string | null {
    const t = h.replace(/[\u0000-\u0020\u007f]/g, "");
    if (/^[a-z][a-z0-9+.-]*:/i.test(t) && !/^https?:/i.test(t)) return null;
    return h.trim();
  }

  class TraceDiffElement extends HTMLElement {
    static get observedAttributes(): string[] {
      return ["data-mode", "data-src", "data-inspect"];
    }

    private _data: unknown = undefined;
    private _from: "prop" | "inline" | "src" | null = null;
    private _seq = 0;
    private _waiting = false;
    private readonly _root: ShadowRoot;

    constructor() {
      super();
      this._root = this.attachShadow({ mode: "open" });
    }

    get data(): unknown {
      return this._data;
    }

    set data(v: unknown) {
      this._data = v;
      this._from = "prop";
      this._seq++;
    }

    connectedCallback(): void {
      // `el.data = …` set before the element was upgraded is an own property shadowing the accessor.
      if (Object.prototype.hasOwnProperty.call(this, "data")) {
        const v = (this as unknown as Json).data;
        delete (this as unknown as Json).data;
        this.data = v;
      }
      this._load();
    }

    attributeChangedCallback(name: string, old: string | null, now: string | null): void {
      if (!this.isConnected || old === now) return;
      if (name === "data-src" && this._from === "src") {
        this._data = undefined;
        this._from = null;
        this._load();
        return;
      }
      if (this._from !== null) this.render();
    }

    private _load(): void {
      if (this._from !== null) {
        this.render();
        return;
      }
      const inline = Array.prototype.find.call(this.children, (c: Element) => c.localName === "script" && (c.getAttribute("type") || "").trim().toLowerCase() === "application/json") as Element | undefined;
      if (inline) {
        try {
          this._data = JSON.parse(inline.textContent || "");
        } catch {
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
            if (!r.ok) throw new Error("HTTP " + r.status);
            return r.text();
          })
          .then((t) => {
            if (seq !== this._seq) return;
            let parsed: unknown;
            try {
              parsed = JSON.parse(t);
            } catch {
              this._line("[trace-diff: invalid JSON at " + src + " · expected " + SCHEMA + "]");
              return;
            }
            this._data = parsed;
            this._from = "src";
            this.render();
          })
          .catch((e: unknown) => {
            if (seq !== this._seq) return;
            this._line("[trace-diff: cannot load " + src + " (" + (e instanceof Error ? e.message : String(e)) + ")]");
          });
        return;
      }
      if (document.readyState === "loading" && !this._waiting) {
        // Upgraded before the parser reached our children: look again once the document is parsed.
        this._waiting = true;
        document.addEventListener("DOMContentLoaded", () => {
          this._waiting = false;
          if (this._from === null) this._load();
        }, { once: true });
        return;
      }
      this._line("[trace-diff: no data · expected " + SCHEMA + "]");
    }

    private _line(text: string): void {
      const style = el("style");
      style.textContent = CSS;
      // one line at any width (the seed's contract): cut with an ellipsis, the whole text in the title
      const line = el("div", "error", text);
      line.title = text;
      line.setAttribute("role", "alert");
      this._root.replaceChildren(style, line);
    }

    /** Validate the current data and (re)draw. Schema mismatch draws only the error line. */
    render(): void {
      const d = this._data;
      const bad = problem(d);
      if (bad !== null) {
        this._line("[trace-diff: unsupported schema " + bad + " · expected " + SCHEMA + "]");
        return;
      }
      const doc = d as Json;
      const rails = doc.rails as Json[];
      const verdict = doc.verdict as Json;
      const mode = this.getAttribute("data-mode") === "expanded" ? "expanded" : "compact";
      const expanded = mode === "expanded";

      const style = el("style");
      style.textContent = CSS;
      const root = el("div", "td");
      root.setAttribute("data-mode", mode);
      root.setAttribute("part", "root");

      const head = el("div", "head");
      head.append(el("span", "case", doc.case as string));
      head.append(el("span", "contract", (doc.contract as string) + (isStr(doc.contract_clause) ? " · " + doc.contract_clause : "")));
      if (isStr(doc.updated)) head.append(el("span", "updated", doc.updated));
      const inspect = this.getAttribute("data-inspect");
      if (inspect !== null) {
        const href = safeHref(inspect);
        const a = el("a", "inspect", "inspect \u2192");
        if (href !== null) a.setAttribute("href", href);
        head.append(a);
      }
      root.append(head);

      const grid = el("div", "grid");
      grid.setAttribute("role", "table");
      // Rows: the sorted union of both rails' n (a rail without a step at some n shows a gap there).
      const seen = new Set<number>();
      for (const r of rails) for (const s of r.steps as Json[]) seen.add(s.n as number);
      const ns = [...seen].sort((a, b) => a - b);
      // steps of two agents or more: each rail grouped in agent lanes (docs/multi-agent.md)
      const agents = new Set<unknown>();
      for (const r of rails) for (const s of r.steps as Json[]) if (typeof s.agent === "string") agents.add(s.agent);
      const lanes = agents.size > 1;
      const rowIndex = new Map<number, number>();
      ns.forEach((n, i) => rowIndex.set(n, i + 2)); // row 1 holds the kickers
      const rowOf = (n: number): number => rowIndex.get(n) ?? 2;

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
        rail.id = r.id as string;
        rail.style.display = "contents";
        rail.setAttribute("data-rail", r.id as string);
        if (regression) rail.setAttribute("data-regression", "");
        rail.setAttribute("aria-label", r.label as string);
        const kicker = el("div", "kicker" + (regression ? " regression" : ""), r.label as string);
        kicker.style.gridRow = "1";
        kicker.style.gridColumn = String(col) + " / span 2";
        rail.append(kicker);

        const steps = (r.steps as Json[]).slice().sort((a, b) => (a.n as number) - (b.n as number));
        const used = new Set<number>();
        const marks: Json[] = [];
        // timestamp_ms is the running sum of the rail's recorded latencies: a step's own latency is
        // the difference to the previous timestamp on its rail
        let before = 0;
        let lastAgent: unknown = null;
        for (const s of steps) {
          const t = typeof s.timestamp_ms === "number" && Number.isFinite(s.timestamp_ms) ? s.timestamp_ms : null;
          const own = t === null ? null : Math.max(0, Math.round((t - before) * 1000) / 1000);
          if (t !== null) before = t;
          const n = s.n as number;
          if (used.has(n)) continue; // duplicate index: first one wins the row
          used.add(n);
          marks.push(s);
          const kind = s.kind as string;
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
          if (consequential) row.setAttribute("data-consequential", "");
          if (inViolation) row.setAttribute("data-in-violation", "");
          const main = el("div", "main");
          const m = el("span", "marker", GLYPH[marker]);
          m.setAttribute("aria-label", kind + (consequential ? ", consequential" : "") + (inViolation ? ", in violation" : ""));
          m.title = kind.replace("_", " ") + (consequential ? " · consequential" : "") + (inViolation ? " · in violation" : "");
          const result = el("span", "result", s.result as string);
          result.title = s.result as string;
          main.append(m, el("span", "tool", s.tool as string), result);
          // a multi-agent run: the agent named where its lane begins on the rail (docs/multi-agent.md)
          if (lanes && s.agent !== lastAgent) row.append(el("div", "agent", typeof s.agent === "string" ? "agent " + s.agent : "agent: none"));
          lastAgent = s.agent;
          const use: string[] = [];
          if (own !== null) use.push((own < 10 ? String(own) : String(Math.round(own))) + " ms");
          if (typeof s.tokens === "number") use.push(s.tokens + " tokens");
          if (use.length) {
            const u = el("span", "usage", use.join(" · "));
            u.title = "this step: " + (own !== null ? "latency " + use[0] : "latency not recorded") + (typeof s.tokens === "number" ? ", " + s.tokens + " tokens" : ", tokens not recorded");
            main.append(u);
          }
          row.append(main);
          if (expanded) {
            const bits: string[] = [];
            if (s.args !== undefined) bits.push("args " + show(s.args));
            if (s.return !== undefined) bits.push("return " + show(s.return));
            if (t !== null) bits.push("elapsed " + t + " ms");
            if (bits.length) row.append(el("div", "detail", bits.join(" · ")));
          }
          rail.append(row);
        }
        for (const n of ns) {
          if (used.has(n)) continue;
          const empty = el("div", "step empty");
          empty.style.gridRow = String(rowOf(n));
          empty.style.gridColumn = String(col);
          empty.setAttribute("data-n", String(n));
          empty.setAttribute("data-empty", "");
          rail.append(empty);
        }

        // Brackets: from each consequential row down through the in_violation rows that follow it.
        marks.forEach((s, i) => {
          if (s.consequential !== true) return;
          let end = s.n as number;
          for (let k = i + 1; k < marks.length; k++) {
            const t = marks[k]!;
            if (t.consequential === true) break;
            if (t.in_violation === true) end = t.n as number;
          }
          const b = el("div", "bracket");
          b.style.gridRow = String(rowOf(s.n as number)) + " / " + String(rowOf(end) + 1);
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
      const out = el("span", "badge output", "output " + (verdict.output as string));
      out.setAttribute("data-value", verdict.output as string);
      const beh = el("span", "badge behavior", "behavior " + (verdict.behavior as string));
      beh.setAttribute("data-value", verdict.behavior as string);
      bar.append(out, beh);
      if (isStr(verdict.behavior_reason) && verdict.behavior_reason) {
        const reason = el("span", "reason", verdict.behavior_reason);
        reason.title = verdict.behavior_reason;
        bar.append(reason);
      }
      if (isStr(verdict.operational)) bar.append(el("span", "operational", verdict.operational));
      root.append(bar);

      this._root.replaceChildren(style, root);
    }
  }

  if (!customElements.get("trace-diff")) customElements.define("trace-diff", TraceDiffElement);
}

if (typeof window !== "undefined" && typeof customElements !== "undefined") defineTraceDiff();
