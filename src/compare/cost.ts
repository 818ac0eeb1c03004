// Cost, tokens and latency of a comparison (docs/cost.md): each trace's baseline and candidate
// figures with their deltas, the run's totals, the top movers, and the usage gates' checks on the
// run totals and on each single-run trace. Pure; fed one compared trace at a time (`UsageTally`), so
// the streamed comparison (gate/stream.ts) and the one in memory give the same result.
import type { TraceReport } from "../types.js";
import type { CompareTrace } from "./types.js";
import { MIN_CHANGE, QUANTITIES, allowed, type Quantity, type Threshold, type UsageThresholds } from "../util/threshold.js";

export { USAGE_FIELDS, GATED, type UsageField, type UsageSide, type TraceUsageChange, type UsageCheck, type UsageMover, type RunSide, type RunUsage } from "./usage-model.js";
import { USAGE_FIELDS, GATED, type UsageField, type UsageSide, type TraceUsageChange, type UsageCheck, type UsageMover, type RunSide, type RunUsage } from "./usage-model.js";

export const TOP_MOVERS = 5;
const MAX_CHECKS = 100;
const DEFAULT_ALPHA = 0.05;

function numOr(v: unknown): number | null {
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

/** Money and milliseconds without binary-fraction tails. */
export function tidy(x: number): number {
  // an integer below 1e21 is its own value (toFixed prints it exactly), -0 aside, which becomes 0:
  // most figures are whole (tokens, milliseconds), and toFixed is the cost of a large comparison
  if (Number.isInteger(x) && Math.abs(x) < 1e21) return x === 0 ? 0 : x;
  return Number(x.toFixed(10));
}

/** A report entry's figures. Entries without `usage` (older reports) give what they have. */
export function usageSide(e: TraceReport): UsageSide | null {
  if (e.kind !== undefined && e.kind !== "agent") return null;
  const u = e.usage;
  const recorded = numOr(e.total_cost_usd);
  const est = u ? numOr(u.estimated_cost_usd) : null;
  const cost = est !== null ? tidy((recorded ?? 0) + est) : recorded !== null && recorded > 0 ? recorded : null;
  const latency = numOr(e.total_latency_ms);
  const s: UsageSide = {
    cost_usd: cost,
    total_tokens: numOr(e.total_tokens),
    input_tokens: u ? numOr(u.input_tokens) : null,
    output_tokens: u ? numOr(u.output_tokens) : null,
    cache_read_tokens: u ? numOr(u.cache_read_tokens) : null,
    cache_creation_tokens: u ? numOr(u.cache_creation_tokens) : null,
    reasoning_tokens: u ? numOr(u.reasoning_tokens) : null,
    latency_ms: e.latency_recorded === false ? null : latency,
    model_latency_ms: u ? numOr(u.model_latency_ms) : null,
    tool_latency_ms: u ? numOr(u.tool_latency_ms) : null,
  };
  if (est !== null) s.cost_estimated = true;
  if (u && Array.isArray(u.unpriced_models) && u.unpriced_models.length > 0) s.unpriced_models = u.unpriced_models.filter((m) => typeof m === "string").slice(0, 20);
  return USAGE_FIELDS.some((f) => s[f] !== null) ? s : null;
}

function deltaOf(b: UsageSide, c: UsageSide): Partial<Record<UsageField, number>> {
  const d: Partial<Record<UsageField, number>> = {};
  for (const f of USAGE_FIELDS) {
    const x = b[f];
    const y = c[f];
    if (x !== null && y !== null) d[f] = tidy(y - x);
  }
  return d;
}

/** The usage of one compared trace, or undefined when neither side records any. */
export function traceUsageChange(b: TraceReport | undefined, c: TraceReport | undefined): TraceUsageChange | undefined {
  const bs = b ? usageSide(b) : null;
  const cs = c ? usageSide(c) : null;
  if (!bs && !cs) return undefined;
  return { baseline: bs, candidate: cs, delta: bs && cs ? deltaOf(bs, cs) : {} };
}

/** Relative change in percent, one decimal; null when the baseline is 0. */
export function changePct(b: number, c: number): number | null {
  return b === 0 ? null : Math.round(((c - b) / b) * 1000) / 10;
}

/**
 * A total against its threshold: regressed when the candidate is above what the threshold allows
 * and the change is at least the quantity's minimum (MIN_CHANGE: a 3 ms trace going to 5 ms is not
 * a regression).
 */
export function thresholdVerdict(t: Threshold, b: number, c: number): "regressed" | "within" {
  return c > allowed(t, b) && c - b >= MIN_CHANGE[t.quantity] ? "regressed" : "within";
}

function emptySide(): RunSide {
  const s = { traces: 0 } as RunSide;
  for (const f of USAGE_FIELDS) s[f] = null;
  return s;
}

function addSide(to: RunSide, s: UsageSide): void {
  to.traces++;
  for (const f of USAGE_FIELDS) {
    const v = s[f];
    if (v !== null) to[f] = tidy((to[f] ?? 0) + v);
  }
  if (s.cost_estimated) to.cost_estimated = true;
  for (const m of s.unpriced_models ?? []) {
    const list = (to.unpriced_models ??= []);
    if (list.length < 20 && !list.includes(m)) list.push(m);
  }
}

/** The thresholds in force: the flags' (or inputs'), else the policy's, per quantity. */
export function mergeThresholds(first: UsageThresholds | null | undefined, second: UsageThresholds | null | undefined): UsageThresholds | null {
  const out: UsageThresholds = {};
  for (const q of QUANTITIES) {
    const t = first?.[q] ?? second?.[q];
    if (t) out[q] = t;
  }
  const alpha = first?.alpha ?? second?.alpha;
  if (alpha !== undefined) out.alpha = alpha;
  return QUANTITIES.some((q) => out[q]) ? out : null;
}

/** Accumulates the compared traces' usage into the run's (`add` each, then `result`). */
export class UsageTally {
  private readonly base = emptySide();
  private readonly cand = emptySide();
  private movers: UsageMover[] = [];
  private readonly checks: UsageCheck[] = [];
  private failed = 0;
  private checked = 0;
  private any = false;

  constructor(private readonly thresholds: UsageThresholds | null = null) {}

  add(t: CompareTrace): void {
    const u = t.usage;
    if (!u) return;
    this.any = true;
    if (u.baseline) addSide(this.base, u.baseline);
    if (u.candidate) addSide(this.cand, u.candidate);
    if (!u.baseline || !u.candidate) return;
    this.mover(t.trace_id, u.baseline, u.candidate);
    for (const q of QUANTITIES) {
      const th = this.thresholds?.[q];
      const b = u.baseline[GATED[q]];
      const c = u.candidate[GATED[q]];
      if (!th || b === null || c === null) continue;
      this.push({ scope: "trace", id: t.trace_id, quantity: q, threshold: th.text, baseline: b, candidate: c, change_pct: changePct(b, c), verdict: thresholdVerdict(th, b, c) });
    }
  }

  private push(c: UsageCheck): void {
    this.checked++;
    if (c.verdict === "regressed") this.failed++;
    if (c.verdict !== "within" && this.checks.length < MAX_CHECKS) this.checks.push(c);
  }

  private mover(id: string, b: UsageSide, c: UsageSide): void {
    let best: { pct: number; q: Quantity } | null = null;
    for (const q of QUANTITIES) {
      const x = b[GATED[q]];
      const y = c[GATED[q]];
      if (x === null || y === null || Math.abs(y - x) < MIN_CHANGE[q]) continue;
      const pct = changePct(x, y);
      if (pct !== null && (best === null || Math.abs(pct) > Math.abs(best.pct))) best = { pct, q };
    }
    if (best === null) return;
    this.movers.push({ trace_id: id, change_pct: best.pct, quantity: best.q, baseline: b, candidate: c });
    // the largest changes first, ties by trace id; kept bounded
    this.movers.sort((m, n) => Math.abs(n.change_pct) - Math.abs(m.change_pct) || (m.trace_id < n.trace_id ? -1 : m.trace_id > n.trace_id ? 1 : 0));
    if (this.movers.length > TOP_MOVERS) this.movers.length = TOP_MOVERS;
  }

  /** The run's usage, or undefined when no trace on either side records any. */
  result(): RunUsage | undefined {
    if (!this.any) return undefined;
    const b = this.base;
    const c = this.cand;
    const change_pct = {} as Record<Quantity, number | null>;
    const runChecks: UsageCheck[] = [];
    for (const q of QUANTITIES) {
      const x = b[GATED[q]];
      const y = c[GATED[q]];
      // unequal run sizes: the baseline total scaled to the candidate's number of traces
      const scaled = x === null || b.traces === 0 ? null : tidy((x * c.traces) / b.traces);
      change_pct[q] = scaled === null || y === null ? null : changePct(scaled, y);
      const th = this.thresholds?.[q];
      if (th && scaled !== null && y !== null) {
        runChecks.push({ scope: "run", id: null, quantity: q, threshold: th.text, baseline: scaled, candidate: y, change_pct: change_pct[q], verdict: thresholdVerdict(th, scaled, y) });
      }
    }
    const share = (s: RunSide) => (s.input_tokens ? Math.round(((s.cache_read_tokens ?? 0) / s.input_tokens) * 1000) / 10 : null);
    const out: RunUsage = {
      baseline: b,
      candidate: c,
      delta: deltaOf(b, c),
      change_pct,
      cache_read_share: { baseline: share(b), candidate: share(c) },
      top_movers: this.movers,
    };
    if (this.thresholds) {
      const thresholds: Partial<Record<Quantity, string>> = {};
      for (const q of QUANTITIES) if (this.thresholds[q]) thresholds[q] = this.thresholds[q]!.text;
      const failedRun = runChecks.filter((x) => x.verdict === "regressed").length;
      out.gate = {
        thresholds,
        alpha: this.thresholds.alpha ?? DEFAULT_ALPHA,
        checks: [...runChecks, ...this.checks],
        failed: failedRun + this.failed,
        checked: runChecks.length + this.checked,
      };
    }
    return out;
  }
}

/**
 * The usage gates that were asked for but could check nothing: the quantity is recorded on neither
 * or only one side, so no run total could be compared (`the cost gate (no cost recorded in the baseline)`).
 * Said beside the verdict, never a silent pass.
 */
export function uncheckedUsageGates(u: RunUsage | undefined): string[] {
  const g = u?.gate;
  if (!u || !g) return [];
  const out: string[] = [];
  for (const q of QUANTITIES) {
    if (!g.thresholds[q] || g.checks.some((c) => c.scope === "run" && c.quantity === q)) continue;
    const b = u.baseline[GATED[q]] === null;
    const c = u.candidate[GATED[q]] === null;
    out.push(`the ${q} gate (no ${q} recorded ${b && c ? "on either side" : b ? "in the baseline" : "in the candidate"})`);
  }
  return out;
}

function fmtValue(q: Quantity, v: number): string {
  if (q === "cost") return `$${v < 0.01 ? v.toFixed(6).replace(/0+$/, "").replace(/\.$/, "") : v.toFixed(4)}`;
  const n = Math.round(v).toLocaleString("en-US");
  return q === "latency" ? `${n} ms` : n;
}

/** One reason of a failed usage check, naming the quantity and the change. */
export function usageReason(c: UsageCheck): string {
  const pct = c.change_pct === null ? "up from 0" : `${c.change_pct >= 0 ? "+" : ""}${c.change_pct.toFixed(1)}%`;
  const where = c.scope === "run" ? "run total" : c.scope === "scenario" ? `scenario '${c.id}'` : `trace '${c.id}'`;
  const stats = c.p !== undefined ? `; ${c.runs![0]} vs ${c.runs![1]} runs, p = ${c.p.toPrecision(2)}, q = ${c.q!.toPrecision(2)}` : "";
  const mean = c.scope === "scenario" ? "mean per run " : "";
  return `${c.quantity} ${pct} (${where}: ${mean}${fmtValue(c.quantity, c.baseline)} → ${fmtValue(c.quantity, c.candidate)}; limit ${c.threshold}${stats})`;
}

/** The reasons the usage gates fail: the failing checks, and how many more there are. */
export function usageGateReasons(u: RunUsage | undefined): string[] {
  const g = u?.gate;
  if (!g || g.failed === 0) return [];
  const failing = g.checks.filter((c) => c.verdict === "regressed");
  const shown = failing.slice(0, 10).map(usageReason);
  if (g.failed > shown.length) shown.push(`${g.failed - shown.length} more usage check(s) over their limit (the compare JSON lists up to ${MAX_CHECKS})`);
  return shown;
}
