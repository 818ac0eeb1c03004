// Baseline-versus-candidate comparison and regression gates (semantics.md §7). Pure: the same two
// reports always give the same result, byte for byte once rendered.
import { UsageError } from "../errors.js";
import type { Finding, Report, StepDigest, TraceReport } from "../types.js";
import { computeDrift } from "./drift.js";
import { FAIL_ON_MODES, type CompareFinding, type CompareResult, type CompareSummary, type CompareTrace, type FailOn, type StatusChange } from "./types.js";
import { cmpCodePoints, cmpTuples, fmtFixed, pyRound, pyStr, pyTruthy, sortCodePoints } from "./util.js";
import { UsageTally, traceUsageChange } from "./cost.js";
import type { UsageThresholds } from "../util/threshold.js";

export interface CompareOptions {
  failOn: FailOn;
  /** Regressions mode: also fail on a per-trace score drop above this many points. */
  maxScoreDrop?: number | null;
  /** Usage gates (compare/cost.ts): thresholds of the run totals and single-run traces. */
  usage?: UsageThresholds | null;
  /**
   * Only each trace's status and findings (no drift, no usage: neither is computed): for the
   * comparisons a changed policy adds beside the gate's own (compare/policy.ts), which read nothing
   * else of their traces.
   */
  findingsOnly?: boolean;
}

type Fp4 = string;

/** Unrounded score deltas (the harness gates and averages on them, not on the rounded ones). */
const rawDeltas = new WeakMap<CompareTrace, number | null>();
function rawDelta(t: CompareTrace): number | null {
  const r = rawDeltas.get(t);
  return r === undefined ? t.score_delta : r;
}

const SEP = "\u0000";
function fp4(f: CompareFinding): Fp4 {
  return f.trace_id + SEP + f.rule_id + SEP + f.category + SEP + (f.step_id || "");
}
function fp3(f: CompareFinding): string {
  return f.trace_id + SEP + f.category + SEP + (f.step_id || "");
}

function orderKey(f: CompareFinding): string[] {
  return [f.trace_id, f.rule_id, f.category, f.step_id || "", f.message];
}

function toCompareFinding(traceId: string, f: Finding): CompareFinding {
  // Key order of the harness `findingRef` first, then our additive fields as they come.
  const { severity, category, message, step_id, rule_id, ...rest } = f;
  return { trace_id: traceId, severity, category, message, step_id: step_id ?? null, rule_id: rule_id ?? "", ...rest };
}

/**
 * New and resolved findings of one trace as multisets over the fingerprint
 * (trace_id, rule_id, category, step_id or ""). Then the legacy second pass: remaining new and
 * resolved findings match on (trace_id, category, step_id) when at least one finding of the pair
 * has no rule_id. Both lists sorted by (trace_id, rule_id, category, step_id, message).
 */
export function diffFindings(baseline: CompareFinding[], candidate: CompareFinding[]): { added: CompareFinding[]; resolved: CompareFinding[] } {
  if (baseline.length === 0 && candidate.length === 0) return { added: [], resolved: [] };
  const baseCount = new Map<Fp4, number>();
  for (const f of baseline) baseCount.set(fp4(f), (baseCount.get(fp4(f)) ?? 0) + 1);
  let added: CompareFinding[] = [];
  for (const f of candidate) {
    const k = fp4(f);
    const c = baseCount.get(k) ?? 0;
    if (c > 0) baseCount.set(k, c - 1);
    else added.push(f);
  }
  const candCount = new Map<Fp4, number>();
  for (const f of candidate) candCount.set(fp4(f), (candCount.get(fp4(f)) ?? 0) + 1);
  let resolved: CompareFinding[] = [];
  for (const f of baseline) {
    const k = fp4(f);
    const c = candCount.get(k) ?? 0;
    if (c > 0) candCount.set(k, c - 1);
    else resolved.push(f);
  }

  if (added.length > 0 && resolved.length > 0 && (added.some((f) => !f.rule_id) || resolved.some((f) => !f.rule_id))) {
    // A pair may match only when at least one of its two findings has no rule_id (two different
    // rule ids on the same step are different findings). After the exact pass no
    // (trace, category, step) group has legacy findings left on both sides, so pairing each
    // remaining finding with the earliest eligible one pairs as many as possible.
    const takenNew = new Uint8Array(added.length);
    const takenRes = new Uint8Array(resolved.length);
    const groups = new Map<string, number[]>();
    resolved.forEach((r, j) => {
      const k = fp3(r);
      const g = groups.get(k);
      if (g) g.push(j);
      else groups.set(k, [j]);
    });
    const pass = (newLegacy: boolean, resLegacy: boolean) => {
      for (let i = 0; i < added.length; i++) {
        const f = added[i]!;
        if (takenNew[i] || !f.rule_id !== newLegacy) continue;
        for (const j of groups.get(fp3(f)) ?? []) {
          const r = resolved[j]!;
          if (takenRes[j] || !r.rule_id !== resLegacy) continue;
          takenNew[i] = 1;
          takenRes[j] = 1;
          break;
        }
      }
    };
    pass(false, true);
    pass(true, false);
    added = added.filter((_, i) => !takenNew[i]);
    resolved = resolved.filter((_, i) => !takenRes[i]);
  }
  const byOrder = (x: CompareFinding, y: CompareFinding) => cmpTuples(orderKey(x), orderKey(y));
  return { added: added.sort(byOrder), resolved: resolved.sort(byOrder) };
}

/** `pyRound`, whose value for an integer is the integer itself: most deltas are 0 or whole, and pyRound expands every other number to 100 digits. */
function roundTo(x: number, ndigits: number): number {
  return Number.isInteger(x) ? x : pyRound(x, ndigits);
}

function num(v: unknown): number | null {
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

/** The entry's score; null when absent or when the entry could not be scored (`scored: false`, ours). */
function scoreOf(e: TraceReport): number | null {
  return e.scored === false ? null : num(e.score);
}

function policyIdOf(entries: TraceReport[]): string {
  const ids = new PolicyIds();
  for (const e of entries) ids.add(e);
  return ids.result();
}

function findingsOf(traceId: string, e: TraceReport): CompareFinding[] {
  const list = Array.isArray(e.findings) ? e.findings : [];
  if (list.length === 0) return [];
  return list.filter((f) => typeof f === "object" && f !== null).map((f) => toCompareFinding(traceId, f));
}

function stepsOf(e: TraceReport): StepDigest[] | null {
  return Array.isArray(e.steps) ? e.steps : null;
}

function byId(report: Report, label: string): Map<string, TraceReport> {
  const m = new Map<string, TraceReport>();
  for (const e of report.reports) {
    const id = typeof e.trace_id === "string" ? e.trace_id : pyStr(e.trace_id);
    const prev = m.get(id);
    if (prev) {
      const files = [prev.source_path, e.source_path].filter((p) => typeof p === "string" && p).join(" and ");
      throw new UsageError(
        `${label} report contains duplicate trace_id '${id}'${files ? ` (${files})` : ""}; regression comparison needs unique trace IDs`,
      );
    }
    m.set(id, e);
  }
  return m;
}

/** One trace of the comparison and its unrounded score delta (what the gate and averages use). */
export interface ComparedTrace {
  trace: CompareTrace;
  rawDelta: number | null;
}

/** Compare one trace id's baseline and candidate entries (at least one of them present). */
export function compareTrace(id: string, b: TraceReport | undefined, c: TraceReport | undefined, findingsOnly = false): ComparedTrace {
  const status: StatusChange = !b
    ? "added"
    : !c
      ? "removed"
      : pyTruthy(b.passed) && !pyTruthy(c.passed)
        ? "pass->fail"
        : !pyTruthy(b.passed) && pyTruthy(c.passed)
          ? "fail->pass"
          : "unchanged";
  const t: CompareTrace = {
    trace_id: id,
    status_change: status,
    baseline_passed: b ? pyTruthy(b.passed) : null,
    candidate_passed: c ? pyTruthy(c.passed) : null,
    baseline_score: b ? scoreOf(b) : null,
    candidate_score: c ? scoreOf(c) : null,
    score_delta: null,
    latency_delta_ms: null,
    cost_delta_usd: null,
    new_findings: [],
    resolved_findings: [],
  };
  let rawScoreDelta: number | null = null;
  if (b && c) {
    if (t.baseline_score !== null && t.candidate_score !== null) rawScoreDelta = t.candidate_score - t.baseline_score;
    const bl = num(b.total_latency_ms);
    const cl = num(c.total_latency_ms);
    if (bl !== null && cl !== null) t.latency_delta_ms = cl - bl;
    const bc = num(b.total_cost_usd);
    const cc = num(c.total_cost_usd);
    if (bc !== null && cc !== null) t.cost_delta_usd = roundTo(cc - bc, 6);
    const d = diffFindings(findingsOf(id, b), findingsOf(id, c));
    t.new_findings = d.added;
    t.resolved_findings = d.resolved;
  } else if (c) {
    t.new_findings = diffFindings([], findingsOf(id, c)).added;
  }
  t.score_delta = rawScoreDelta === null ? null : roundTo(rawScoreDelta, 2);
  const src = c?.source_path ?? b?.source_path;
  if (typeof src === "string") t.source_path = src;
  if (b && typeof b.source_path === "string") t.baseline_source_path = b.source_path;
  const agent = c?.agent_name ?? b?.agent_name;
  if (typeof agent === "string") t.agent_name = agent;
  const wf = c?.workflow ?? b?.workflow;
  if (typeof wf === "string") t.workflow = wf;
  if (b && c && !findingsOnly) {
    const bs = stepsOf(b);
    const cs = stepsOf(c);
    if (bs && cs) t.drift = computeDrift(bs, cs);
  }
  const usage = findingsOnly ? null : traceUsageChange(b, c);
  if (usage) t.usage = usage;
  // only a delta its rounding changed is kept (`rawDelta` gives score_delta otherwise): a weak map
  // entry per trace is a large part of comparing thousands of unchanged ones
  if (!Object.is(rawScoreDelta, t.score_delta)) rawDeltas.set(t, rawScoreDelta);
  return { trace: t, rawDelta: rawScoreDelta };
}

/** Check the gate mode before comparing (a usage error otherwise). */
export function checkFailOn(failOn: FailOn): void {
  if (!(FAIL_ON_MODES as readonly string[]).includes(failOn)) {
    throw new UsageError(`fail_on must be one of ${FAIL_ON_MODES.join(", ")}, got '${String(failOn)}'`);
  }
}

/** Compare a candidate report against a baseline report and apply the gate. */
export function compareReports(baseline: Report, candidate: Report, opts: CompareOptions): CompareResult {
  checkFailOn(opts.failOn);
  const base = byId(baseline, "baseline");
  const cand = byId(candidate, "candidate");
  const ids = sortCodePoints([...new Set([...base.keys(), ...cand.keys()])]);
  const traces: CompareTrace[] = [];
  for (const id of ids) traces.push(compareTrace(id, base.get(id), cand.get(id), opts.findingsOnly === true).trace);

  const summary = summarize(traces);
  const gate = evaluateGate(traces, opts);
  const tally = new UsageTally(opts.usage);
  for (const t of traces) tally.add(t);
  const usage = tally.result();
  const result: CompareResult = {
    schema_version: "1",
    baseline_policy_id: policyIdOf(baseline.reports),
    candidate_policy_id: policyIdOf(candidate.reports),
    summary,
    gate,
    traces,
  };
  if (usage) result.usage = usage;
  return result;
}

/** The distinct policy ids of a report's entries, collected one entry at a time. */
export class PolicyIds {
  private readonly ids = new Set<string>();
  add(e: TraceReport): void {
    this.ids.add((e as { policy_id?: unknown }).policy_id === undefined ? "" : pyStr(e.policy_id));
  }
  /** Harness policy id of a report: the single distinct entry policy_id, else the non-empty ones joined with ",". */
  result(): string {
    const ids = [...this.ids].sort(cmpCodePoints);
    return ids.length === 1 ? ids[0]! : ids.filter((i) => i).join(",");
  }
}

/**
 * The comparison's summary, one trace at a time (in the comparison's order, so that sums add up
 * in the same order whatever holds the traces).
 */
export class SummaryTally {
  private compared = 0;
  private added = 0;
  private removed = 0;
  private p2f = 0;
  private f2p = 0;
  private newFindings = 0;
  private newErrors = 0;
  private resolved = 0;
  private deltas = 0;
  private sum = 0;
  private maxDrop = 0;
  private unchangedFailing = 0;
  private addedFailing = 0;
  private candidateFailing = 0;
  private drifted = 0;

  add(t: CompareTrace, raw: number | null = rawDelta(t)): void {
    const isCompared = t.status_change !== "added" && t.status_change !== "removed";
    if (isCompared) {
      this.compared++;
      if (raw !== null) {
        this.deltas++;
        this.sum += raw;
      }
      if (t.status_change === "unchanged" && t.candidate_passed === false) this.unchangedFailing++;
      if (t.drift && !t.drift.unchanged) this.drifted++;
    }
    if (raw !== null && raw < 0 && -raw > this.maxDrop) this.maxDrop = -raw;
    if (t.status_change === "added") {
      this.added++;
      if (t.candidate_passed === false) this.addedFailing++;
    } else if (t.status_change === "removed") this.removed++;
    else if (t.status_change === "pass->fail") this.p2f++;
    else if (t.status_change === "fail->pass") this.f2p++;
    this.newFindings += t.new_findings.length;
    for (const f of t.new_findings) if (f.severity === "error") this.newErrors++;
    this.resolved += t.resolved_findings.length;
    if (t.candidate_passed === false) this.candidateFailing++;
  }

  result(): CompareSummary {
    return {
      traces_compared: this.compared,
      traces_added: this.added,
      traces_removed: this.removed,
      pass_to_fail: this.p2f,
      fail_to_pass: this.f2p,
      new_findings: this.newFindings,
      new_error_findings: this.newErrors,
      resolved_findings: this.resolved,
      average_score_delta: this.deltas ? pyRound(this.sum / this.deltas, 2) : 0,
      max_score_drop: pyRound(this.maxDrop, 2),
      unchanged_failing: this.unchangedFailing,
      added_failing: this.addedFailing,
      candidate_failing: this.candidateFailing,
      traces_drifted: this.drifted,
    };
  }
}

function summarize(traces: CompareTrace[]): CompareSummary {
  const tally = new SummaryTally();
  for (const t of traces) tally.add(t);
  return tally.result();
}

/** Human-readable location of a finding for gate reasons. */
function where(f: CompareFinding): string {
  return f.step_id ? ` at step ${f.step_id}` : "";
}

/** The `failures` gate's one reason, with or without a baseline: how many traces fail, the first 20 named. */
export function failingTracesReason(failing: readonly string[], total = failing.length): string {
  const shown = failing.slice(0, 20).join(", ") + (total > 20 ? `, and ${total - 20} more` : "");
  return `${total} candidate ${total === 1 ? "trace fails" : "traces fail"}: ${shown}`;
}

/**
 * The gate verdict and one reason per gate failure (semantics.md §7), one trace at a time in the
 * comparison's order. What it holds is the reasons' text: 20 names of the summarised reasons, and
 * every reason that names one trace (the harness lists each).
 */
export class GateTally {
  private readonly maxDrop: number | null;
  private failing = 0;
  private readonly failingShown: string[] = [];
  private newErrors = 0;
  private readonly newErrorsShown: string[] = [];
  private readonly passToFail: string[] = [];
  private readonly addedFailing: string[] = [];
  private readonly drops: string[] = [];

  constructor(private readonly opts: CompareOptions) {
    this.maxDrop = opts.maxScoreDrop ?? null;
  }

  /** Add one trace; returns its own score-drop reason when it gives one, else null. */
  add(t: CompareTrace, raw: number | null = rawDelta(t)): string | null {
    if (this.opts.failOn === "failures") {
      if (t.candidate_passed === false && this.failing++ < 20) this.failingShown.push(t.trace_id);
      return null;
    }
    if (this.opts.failOn !== "regressions") return null;
    // One reason for all new error findings, as the harness we migrate from gives (the reasons
    // count is part of the compatibility surface); it names each (trace, rule, step).
    for (const f of t.new_findings) {
      if (f.severity !== "error") continue;
      if (this.newErrors++ < 20) this.newErrorsShown.push(`${t.trace_id}:${f.rule_id || f.category}${where(f)}`);
    }
    if (t.status_change === "pass->fail") this.passToFail.push(`${t.trace_id}: pass->fail`);
    if (t.status_change === "added" && t.candidate_passed === false) this.addedFailing.push(`added trace ${t.trace_id} fails`);
    if (this.maxDrop !== null && raw !== null && -raw > this.maxDrop) {
      const r = `${t.trace_id}: score dropped ${fmtFixed(-raw, 2)} (max ${this.maxDrop})`;
      this.drops.push(r);
      return r;
    }
    return null;
  }

  result(): CompareResult["gate"] {
    const reasons: string[] = [];
    if (this.opts.failOn === "failures") {
      if (this.failing > 0) reasons.push(failingTracesReason(this.failingShown, this.failing));
    } else if (this.opts.failOn === "regressions") {
      if (this.newErrors > 0) {
        const n = this.newErrors;
        const shown = this.newErrorsShown.join(", ") + (n > 20 ? `, and ${n - 20} more` : "");
        reasons.push(`${n} new error ${n === 1 ? "finding" : "findings"}: ${shown}`);
      }
      reasons.push(...this.passToFail, ...this.addedFailing, ...this.drops);
    }
    return { passed: reasons.length === 0, reasons, fail_on: this.opts.failOn, max_score_drop: this.maxDrop };
  }
}

export function evaluateGate(traces: CompareTrace[], opts: CompareOptions): CompareResult["gate"] {
  const tally = new GateTally(opts);
  for (const t of traces) tally.add(t);
  return tally.result();
}
