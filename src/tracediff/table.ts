// The trace diff as a plain HTML <table> (job summaries and Markdown run no scripts). Markers as
// text glyphs (○ open circle, ■ filled square for the consequential side effect), violation rows
// marked in words, each step's own latency and tokens in small print. Every piece of document text
// is HTML-escaped and on one line (a blank line would end the HTML block in Markdown); tool names,
// results, arguments and any word GitHub could link are code elements, where GitHub links nothing,
// so no invisible character is needed and what a reader copies is what the trace holds.
import { MARKER_GLYPH, markerOf, multiAgent, rowIndices, stepLatencies, type AbtDocument, type AbtStep } from "./model.js";

/** Text content of an element: `&`, `<` and `>` escaped (quotes need none there, so the raw Markdown stays readable). */
function escapeText(s: string): string {
  return s.replace(/[&<>]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : "&gt;"));
}

/** One line of text: control characters dropped, whitespace runs (newlines too) one space. */
function oneLine(s: unknown): string {
  const str = typeof s === "string" ? s : (JSON.stringify(s) ?? "");
  return str.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200f\u2060-\u2064\ufeff]/g, "").replace(/[\s\u2028\u2029]+/g, " ").trim();
}

/** No cut inside a surrogate pair: the index moved back by one when it would split one. */
function safeAt(s: string, i: number): number {
  const c = s.charCodeAt(i - 1);
  return i > 0 && i < s.length && c >= 0xd800 && c <= 0xdbff ? i - 1 : i;
}

/**
 * `s` in at most `max` characters, cut in the middle (`{"ok":true,…"rf_875b804"}`): the start and
 * the end stay, so a differing id at the end is not cut away. With `other` (the text on the
 * other rail's row), the window keeps the first character where the two differ.
 */
export function middleCut(s: string, max: number, other?: string): string {
  if (s.length <= max) return s;
  const room = Math.max(2, max - 1);
  let diff = -1;
  if (other !== undefined && other !== s) {
    diff = 0;
    while (diff < s.length && diff < other.length && s[diff] === other[diff]) diff++;
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
export function codeText(s: unknown, max = 160, other?: string): string {
  return `<code>${escapeText(middleCut(oneLine(s), max, other))}</code>`;
}

/** A token GitHub could turn into a mention, reference, link or emoji outside code. */
const LINKABLE = /[@#]|gh-\d|:\/\/|www\.|^:\w+:$/i;

/**
 * Untrusted prose (a verdict reason, a label): HTML-escaped, one line, and each word GitHub could
 * link (`@user`, `#12`, `step 'refund#2'`, a URL) in a code element; no invisible characters.
 */
export function cellText(s: unknown, max = 160): string {
  const cut = middleCut(oneLine(s), max);
  return cut
    .split(" ")
    .map((w) => {
      if (!LINKABLE.test(w)) return escapeText(w);
      const m = /^(['"([]*)(.*?)(['")\].,;:]*)$/s.exec(w)!;
      return `${escapeText(m[1]!)}<code>${escapeText(m[2]!)}</code>${escapeText(m[3]!)}`;
    })
    .join(" ");
}

/** A rail's label in a header cell (`Candidate · PR <code>#7</code> · fail`). */
export function railLabelText(label: unknown): string {
  return cellText(label);
}

function ms(x: number): string {
  return `${x < 10 ? Math.round(x * 1000) / 1000 : Math.round(x)}\u00a0ms`;
}

/**
 * A step's own recorded latency and tokens, labelled (`121 ms · 350 tokens`, with no-break spaces:
 * a narrow cell moves the figures to the next line as one piece); a folded model call is named
 * apart (`928 ms: tool 193 ms + model 735 ms`); empty when nothing is recorded.
 */
function usage(st: AbtStep, latency: number | undefined): string {
  const bits: string[] = [];
  if (latency !== undefined) {
    const model = st.model_latency_ms;
    if (typeof model === "number" && Number.isFinite(model) && model > 0 && model <= latency) {
      bits.push(`${ms(latency)}:\u00a0tool\u00a0${ms(Math.max(0, latency - model))} +\u00a0model\u00a0${ms(model)}`);
    } else bits.push(ms(latency));
  }
  if (typeof st.tokens === "number" && Number.isFinite(st.tokens)) bits.push(`${st.tokens}\u00a0tokens`);
  return bits.length ? `<br><sub>${bits.join("\u00a0·\u00a0")}</sub>` : "";
}

/**
 * JSON with a space after each `,` and `:` between members (`{"order_id": "ORD-1042", "amount": 40}`):
 * a narrow cell then wraps between members, not inside a value such as `ORD-1042`.
 */
export function spacedJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(spacedJson).join(", ")}]`;
  if (v !== null && typeof v === "object") return `{${Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}: ${spacedJson(x)}`).join(", ")}}`;
  return JSON.stringify(v) ?? "null";
}

/** A result or arguments text as shown: JSON objects and lists spaced (spacedJson), anything else as it is. */
function shownJson(s: unknown): string {
  if (typeof s !== "string") return spacedJson(s);
  const t = s.trim();
  if (!t.startsWith("{") && !t.startsWith("[")) return s;
  try {
    return spacedJson(JSON.parse(t) as unknown);
  } catch {
    return s;
  }
}

/** What a row shows of a step: its arguments when the findings are about arguments, else its result. */
type Shown = "result" | "args";

function shownText(st: AbtStep, shown: Shown): string {
  return oneLine(shown === "args" && st.args !== undefined ? shownJson(st.args) : shownJson(st.result));
}

function stepCell(st: AbtStep | undefined, regression: boolean, latency: number | undefined, shown: Shown, other: AbtStep | undefined, lane = ""): string {
  if (!st) return "<td></td>";
  const glyph = MARKER_GLYPH[markerOf(st)];
  let mark = "";
  if (st.consequential) mark = ` ◀\u00a0<b>consequential</b>`;
  else if (st.in_violation) mark = ` ┆\u00a0<i>in\u00a0violation</i>`;
  const name = codeText(st.tool, 80);
  const tool = st.consequential || (st.in_violation && regression) ? `<b>${name}</b>` : name;
  const text = shownText(st, shown);
  const body = text === "" ? "" : ` ${codeText(text, 160, other ? shownText(other, shown) : undefined)}`;
  return `<td>${lane}${glyph} ${tool}${body}${usage(st, latency)}${mark}</td>`;
}

/** Findings about arguments (a repeated call with the same arguments, argument schemas): the rows show arguments. */
const ARGUMENT_RULES = /\b(?:ARH-FLW-003|ARH-SCH-00[1-9])\b/;

function shownOf(doc: AbtDocument): Shown {
  return ARGUMENT_RULES.test(`${doc.contract_clause ?? ""} ${doc.verdict?.behavior_reason ?? ""}`) ? "args" : "result";
}

export interface TraceDiffTableOptions {
  /**
   * Leave out what the surrounding comment already says: the title row (trace and rule) and the
   * verdict's reason (the finding messages). The Output/Behavior verdict stays.
   */
  compact?: boolean;
  /** Most step rows shown (default 60): marked rows, gaps and their neighbours first; the rest are counted. */
  maxRows?: number;
}

const DEFAULT_MAX_ROWS = 60;

/** Rows worth showing: the first and last, marked rows, rows where a rail has no step, and one row around each. */
export function visibleRows(rows: readonly number[], rails: readonly Map<number, AbtStep>[], maxRows: number): Set<number> {
  if (rows.length <= maxRows) return new Set(rows.keys());
  const interesting = (i: number): boolean => {
    const n = rows[i]!;
    return rails.some((r) => {
      const st = r.get(n);
      return !st || st.consequential === true || st.in_violation === true;
    });
  };
  const keep = new Set<number>();
  const add = (i: number) => {
    if (i >= 0 && i < rows.length && keep.size < maxRows) keep.add(i);
  };
  add(0);
  for (let i = 0; i < rows.length && keep.size < maxRows; i++) if (interesting(i)) add(i);
  for (let i = 0; i < rows.length && keep.size < maxRows; i++) {
    if (!interesting(i)) continue;
    add(i - 1);
    add(i + 1);
  }
  add(rows.length - 1);
  for (let i = 1; i < rows.length && keep.size < maxRows; i++) add(i);
  return keep;
}

export function renderTraceDiffTable(doc: AbtDocument, opts: TraceDiffTableOptions = {}): string {
  const rails = doc.rails;
  const rows = rowIndices(rails);
  // one map per rail: a row looks its steps up in constant time (the diff stays linear in its length)
  const byN = rails.map((r) => {
    const m = new Map<number, AbtStep>();
    for (const st of r.steps) if (!m.has(st.n)) m.set(st.n, st);
    return m;
  });
  const lat = rails.map((r) => stepLatencies(r));
  const shown = shownOf(doc);
  const maxRows = opts.maxRows !== undefined && opts.maxRows >= 1 ? Math.floor(opts.maxRows) : DEFAULT_MAX_ROWS;
  const show = visibleRows(rows, byN, maxRows);
  const cols = rails.length + 1;
  const lines: string[] = [];
  const clause = doc.contract_clause ? ` · ${codeText(doc.contract_clause, 80)}` : "";
  lines.push("<table>");
  if (!opts.compact) lines.push(`<thead><tr><th colspan="${cols}">${cellText(doc.case)} — contract ${codeText(doc.contract, 120)}${clause}</th></tr>`);
  lines.push(`${opts.compact ? "<thead>" : ""}<tr><th>#</th>${rails.map((r) => `<th>${railLabelText(r.label)}${r.regression ? " ⚑" : ""}</th>`).join("")}</tr></thead>`);
  lines.push("<tbody>");
  // a multi-agent run: each rail's steps grouped in agent lanes, the agent named where its lane begins (docs/multi-agent.md)
  const lanes = multiAgent(rails);
  const lastAgent: (string | undefined | null)[] = rails.map(() => null);
  const lane = (k: number, st: AbtStep | undefined): string => {
    if (!lanes || st === undefined || st.agent === lastAgent[k]) return "";
    lastAgent[k] = st.agent;
    return `<sub>agent ${st.agent === undefined ? "<i>none</i>" : codeText(st.agent, 80)}</sub><br>`;
  };
  let hidden = 0;
  const flush = () => {
    if (hidden > 0) lines.push(`<tr><td>⋯</td><td colspan="${cols - 1}"><i>${hidden === 1 ? "1 step" : `${hidden} steps`} not shown</i></td></tr>`);
    hidden = 0;
  };
  rows.forEach((n, i) => {
    if (!show.has(i)) {
      hidden++;
      return;
    }
    flush();
    lines.push(`<tr><td>${n}</td>${rails.map((r, k) => stepCell(byN[k]!.get(n), r.regression, lat[k]!.get(n), shown, byN[1 - k]?.get(n), lane(k, byN[k]!.get(n)))).join("")}</tr>`);
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
