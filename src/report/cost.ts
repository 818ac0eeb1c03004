// The comparison's cost, tokens and latency for people (docs/cost.md): the run's totals
// (baseline → candidate, %), the cache-read share, the latency split into model and tool time (a
// slower model call is never shown as a slower tool), the top movers and the usage gates' checks.
// Console lines and a Markdown block for the compare summary (job summary, PR comment). Trace ids
// are untrusted: escaped per sink.
import { plural } from "./util.js";
import { uncheckedUsageGates, type RunSide, type RunUsage, type UsageCheck, type UsageMover, type UsageSide } from "../compare/cost.js";
import type { Quantity } from "../util/threshold.js";
import { escapeMarkdown, neutralizeWorkflowCommands } from "../util/escape.js";

type Esc = (s: string) => string;

function tokens(v: number | null): string {
  return v === null ? "–" : Math.round(v).toLocaleString("en-US");
}

function usd(v: number | null): string {
  if (v === null) return "–";
  return v !== 0 && Math.abs(v) < 0.01 ? `$${v.toFixed(6)}` : `$${v.toFixed(4)}`;
}

function ms(v: number | null): string {
  return v === null ? "–" : `${Math.round(v).toLocaleString("en-US")} ms`;
}

function pct(p: number | null): string {
  return p === null ? "" : ` (${p >= 0 ? "+" : ""}${p.toFixed(1)}%)`;
}

const FMT: Record<Quantity, (v: number | null) => string> = { cost: usd, tokens, latency: ms };
const FIELD = { cost: "cost_usd", tokens: "total_tokens", latency: "latency_ms" } as const;

/** "a → b (+x%)" of one quantity of two sides. */
function change(q: Quantity, b: UsageSide, c: UsageSide): string {
  const x = b[FIELD[q]];
  const y = c[FIELD[q]];
  const p = x !== null && y !== null && x !== 0 ? Math.round(((y - x) / x) * 1000) / 10 : null;
  return `${FMT[q](x)} → ${FMT[q](y)}${pct(p)}`;
}

function estimated(b: UsageSide, c: UsageSide): string {
  return b.cost_estimated || c.cost_estimated ? " (estimated from the policy's pricing)" : "";
}

function share(p: number | null): string {
  return p === null ? "–" : `${p.toFixed(1)}%`;
}

/** The run-total lines, without a prefix. */
function totalLines(u: RunUsage, esc: Esc): string[] {
  const b: RunSide = u.baseline;
  const c: RunSide = u.candidate;
  const out: string[] = [];
  const has = (f: keyof UsageSide) => b[f] !== null || c[f] !== null;
  if (has("total_tokens")) {
    let kinds = "";
    if (has("input_tokens")) {
      kinds = `; input ${tokens(b.input_tokens)} → ${tokens(c.input_tokens)}, output ${tokens(b.output_tokens)} → ${tokens(c.output_tokens)}`;
      if (has("cache_read_tokens") && (b.cache_read_tokens || c.cache_read_tokens)) kinds += `, cache-read ${tokens(b.cache_read_tokens)} → ${tokens(c.cache_read_tokens)}`;
      if (b.cache_creation_tokens || c.cache_creation_tokens) kinds += `, cache-write ${tokens(b.cache_creation_tokens)} → ${tokens(c.cache_creation_tokens)}`;
      if (b.reasoning_tokens || c.reasoning_tokens) kinds += `, reasoning ${tokens(b.reasoning_tokens)} → ${tokens(c.reasoning_tokens)}`;
    }
    out.push(`tokens ${change("tokens", b, c)}${kinds}`);
    if (u.cache_read_share.baseline !== null || u.cache_read_share.candidate !== null) out.push(`cache-read share of input ${share(u.cache_read_share.baseline)} → ${share(u.cache_read_share.candidate)}`);
  }
  if (has("cost_usd")) out.push(`cost ${change("cost", b, c)}${estimated(b, c)}`);
  const unpriced = [...new Set([...(b.unpriced_models ?? []), ...(c.unpriced_models ?? [])])].sort();
  if (unpriced.length > 0) out.push(`no price in the policy for ${unpriced.slice(0, 5).map((m) => esc(m)).join(", ")}${unpriced.length > 5 ? ", …" : ""}: the cost of their steps is left out`);
  if (has("latency_ms")) {
    const split = has("model_latency_ms") ? `: model ${ms(b.model_latency_ms)} → ${ms(c.model_latency_ms)}, tools ${ms(b.tool_latency_ms)} → ${ms(c.tool_latency_ms)}` : "";
    out.push(`latency ${change("latency", b, c)}${split}`);
  }
  return out;
}

function moverLine(m: UsageMover, esc: Esc): string {
  const parts: string[] = [];
  for (const q of ["tokens", "cost", "latency"] as const) if (m.baseline[FIELD[q]] !== null && m.candidate[FIELD[q]] !== null) parts.push(`${q} ${change(q, m.baseline, m.candidate)}`);
  if (m.baseline.model_latency_ms !== null && m.candidate.model_latency_ms !== null) {
    parts.push(`model ${ms(m.baseline.model_latency_ms)} → ${ms(m.candidate.model_latency_ms)}, tools ${ms(m.baseline.tool_latency_ms)} → ${ms(m.candidate.tool_latency_ms)}`);
  }
  return `${esc(m.trace_id)}: ${parts.join("; ")}`;
}

function checkWord(c: UsageCheck): string {
  return c.verdict === "regressed" ? "over the limit" : c.verdict === "insufficient-data" ? "insufficient data" : c.verdict === "not-significant" ? "above the limit, not significant" : "within";
}

function checkLine(c: UsageCheck, esc: Esc): string {
  const where = c.scope === "run" ? "run total" : `${c.scope} ${esc(c.id ?? "")}`;
  const stats = c.p !== undefined ? `, ${c.runs![0]} vs ${c.runs![1]} runs, q = ${c.q!.toPrecision(2)}` : c.runs ? `, ${c.runs[0]} vs ${c.runs[1]} runs` : "";
  return `${where}: ${c.quantity} ${FMT[c.quantity](c.baseline)} → ${FMT[c.quantity](c.candidate)}${pct(c.change_pct)}, limit ${esc(c.threshold)}: ${checkWord(c)}${stats}`;
}

function gateSummary(u: RunUsage, esc: Esc): string | null {
  const g = u.gate;
  if (!g) return null;
  const th = Object.entries(g.thresholds).map(([q, t]) => `${q} +${esc(t)}`).join(", ");
  const unchecked = uncheckedUsageGates(u);
  return `usage gates (${th}): ${g.failed} of ${g.checked} check(s) over the limit${unchecked.length ? `; not checked: ${unchecked.join(", ")}` : ""}`;
}

const con: Esc = (s) => neutralizeWorkflowCommands(s.replace(/\r\n|\r|\n/g, " "));

/** Console lines (a leading blank line), or none when neither side records usage. */
export function usageConsoleLines(u: RunUsage | undefined): string[] {
  if (!u) return [];
  const L = ["", `Usage, baseline → candidate (${u.baseline.traces} → ${plural(u.candidate.traces, "trace")}):`];
  for (const l of totalLines(u, con)) L.push(`  ${l}`);
  if (u.top_movers.length > 0) {
    L.push("  top movers:");
    for (const m of u.top_movers) L.push(`    ${moverLine(m, con)}`);
  }
  const gs = gateSummary(u, con);
  if (gs) {
    L.push(`  ${gs}`);
    for (const c of u.gate!.checks.filter((x) => x.verdict !== "within").slice(0, 10)) L.push(`    ${checkLine(c, con)}`);
  }
  return L;
}

const mdEsc: Esc = (s) => escapeMarkdown(s, 200);

/** The Markdown block of the compare summary, or null when neither side records usage. */
export function usageMarkdown(u: RunUsage | undefined): string | null {
  if (!u) return null;
  const L = [`**Usage**, baseline → candidate (${u.baseline.traces} → ${plural(u.candidate.traces, "trace")}):`, ""];
  for (const l of totalLines(u, mdEsc)) L.push(`- ${l}`);
  const gs = gateSummary(u, mdEsc);
  if (gs) {
    L.push(`- ${gs}`);
    for (const c of u.gate!.checks.filter((x) => x.verdict !== "within").slice(0, 10)) L.push(`  - ${checkLine(c, mdEsc)}`);
  }
  if (u.top_movers.length > 0) {
    L.push("", "<details>", `<summary>Top movers (${u.top_movers.length})</summary>`, "");
    for (const m of u.top_movers) L.push(`- ${moverLine(m, mdEsc)}`);
    L.push("", "</details>");
  }
  return L.join("\n");
}
