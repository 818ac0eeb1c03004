// Builder: one agent-behavior-trace/v0 document per regressed trace of a comparison.
// Pure and deterministic: the same compare result, reports and policy give the same documents.
import { showEvaluationsOnSteps } from "../compare/evaluations.js";
import type { CompareResult, CompareTrace } from "../compare/types.js";
import type { Finding, Report, StepDigest, TraceReport } from "../types.js";
import type { Policy } from "../policy/model.js";
import { ruleMeta } from "../rules/registry.js";
import { computeDrift } from "../compare/drift.js";
import { truncate } from "../util/escape.js";
import { ABT_SCHEMA, MAX_ABT_AGENT, type AbtDocument, type AbtKind, type AbtRail, type AbtStep } from "./model.js";

export interface BuildTraceDiffsInput {
  compare: CompareResult;
  baseline: Report;
  candidate: Report;
  policy: Policy | null;
  /** Ref or short sha of the baseline run, shown in its rail label. */
  baselineLabel?: string;
  /** Ref or short sha of the candidate run. */
  candidateLabel?: string;
  /** Date of the candidate's commit (ISO date or date-time); omitted when unknown. */
  updated?: string;
  /** Each side's steps in full from its trace files (src/bundle/details.ts), when at hand; else the reports' digests. */
  details?: { baseline: StepDetails | null; candidate: StepDetails | null };
  /** Only these traces' diffs (those a rendering shows), else every regressed trace's. */
  only?: ReadonlySet<string> | null;
}

/** The full digests of an entry's trace (the same steps as its report digests), or null. */
export type StepDetails = (entry: TraceReport) => StepDigest[] | null;

/** Rules whose findings concern the trace as a whole, even when they carry a step id. */
const TRACE_LEVEL = new Set(["ARH-BUD-002", "ARH-BUD-003", "ARH-BUD-004", "ARH-CMP-002", "ARH-SEQ-001", "ARH-SEQ-004", "ARH-SEQ-005", "ARH-GRD-002"]);
/** Budget errors: operational findings, shown in `verdict.operational`, never the behaviour verdict. */
const BUDGET_ERRORS = new Set(["ARH-BUD-001", "ARH-BUD-002", "ARH-BUD-003", "ARH-BUD-004"]);

/** A trace regressed when it went from pass to fail, or gained an error-severity finding. */
export function isRegressed(t: CompareTrace): boolean {
  if (t.status_change === "added" || t.status_change === "removed") return false;
  return t.status_change === "pass->fail" || t.new_findings.some((f) => f.severity === "error");
}

export function buildTraceDiffs(input: BuildTraceDiffsInput): AbtDocument[] {
  return [...buildTraceDiffMap(input).values()];
}

/** The same documents by trace id, in the comparison's order. */
export function buildTraceDiffMap(input: BuildTraceDiffsInput): Map<string, AbtDocument> {
  const base = byId(input.baseline);
  const cand = byId(input.candidate);
  const docs = new Map<string, AbtDocument>();
  for (const t of input.compare.traces) {
    if (!isRegressed(t) || docs.has(t.trace_id) || (input.only && !input.only.has(t.trace_id))) continue;
    const c = cand.get(t.trace_id);
    if (!c) continue;
    docs.set(t.trace_id, buildTraceDiff(t, base.get(t.trace_id) ?? null, c, input));
  }
  return docs;
}

/**
 * The documents `buildTraceDiffMap` gives for `only`, each built when first asked for: a rendering
 * that shows a few of them (a PR comment holds a handful) builds those few, not every one it might
 * show. `get` builds (and keeps) the document; iterating gives only those built so far.
 */
export function lazyTraceDiffMap(input: BuildTraceDiffsInput & { only: ReadonlySet<string> }): Map<string, AbtDocument> {
  // the trace each document is built from: the first regressed one of its id (as the loop above)
  const first = new Map<string, CompareTrace>();
  for (const t of input.compare.traces) if (input.only.has(t.trace_id) && !first.has(t.trace_id) && isRegressed(t)) first.set(t.trace_id, t);
  return new LazyDiffs(first, input);
}

class LazyDiffs extends Map<string, AbtDocument> {
  private sides: { base: Map<string, TraceReport>; cand: Map<string, TraceReport> } | null = null;

  constructor(
    private readonly first: Map<string, CompareTrace>,
    private readonly input: BuildTraceDiffsInput,
  ) {
    super();
  }

  override get(id: string): AbtDocument | undefined {
    const built = super.get(id);
    if (built !== undefined) return built;
    const t = this.first.get(id);
    if (!t) return undefined;
    this.first.delete(id);
    this.sides ??= { base: byId(this.input.baseline), cand: byId(this.input.candidate) };
    const c = this.sides.cand.get(id);
    if (!c) return undefined;
    const doc = buildTraceDiff(t, this.sides.base.get(id) ?? null, c, this.input);
    super.set(id, doc);
    return doc;
  }

  override has(id: string): boolean {
    return this.get(id) !== undefined;
  }
}

function byId(r: Report): Map<string, TraceReport> {
  const m = new Map<string, TraceReport>();
  for (const e of r.reports ?? []) if (!m.has(e.trace_id)) m.set(e.trace_id, e);
  return m;
}

/**
 * The trace diff of one regressed trace. Of `input`, the reports are not read, and of the
 * comparison only its candidate policy id (the contract when no policy is given).
 */
export function buildTraceDiff(t: CompareTrace, b: TraceReport | null, c: TraceReport, input: Omit<BuildTraceDiffsInput, "baseline" | "candidate">): AbtDocument {
  const policy = input.policy;
  const newErrors = t.new_findings.filter((f) => f.severity === "error");
  const first = newErrors[0] ?? t.new_findings[0];
  const title = first ? (ruleMeta(first.rule_id)?.title ?? first.rule_id) : "score below fail_under";

  const bFull = (b && input.details?.baseline?.(b)) || b?.steps;
  const cFull = input.details?.candidate?.(c) || c.steps;
  const bSteps = bFull && bFull.length > 0 ? bFull : null;
  const cSteps = cFull && cFull.length > 0 ? cFull : null;
  const [bn, cn] = bSteps && cSteps ? alignedRows(bSteps, cSteps, t.drift?.alignment ?? computeDrift(bSteps, cSteps).alignment) : [null, null];
  const baseRail: AbtRail = {
    id: "baseline",
    label: label("Baseline", input.baselineLabel, b ? b.passed : (t.baseline_passed ?? false), b?.steps ? null : "steps not recorded"),
    regression: false,
    steps: bSteps ? toSteps(bSteps, bn, policy) : [notRecorded(b ? "baseline report has no step digests" : "trace not in the baseline report")],
  };
  const candSteps = cSteps ? toSteps(cSteps, cn, policy) : [notRecorded("candidate report has no step digests")];
  if (cSteps) markViolations(candSteps, cSteps, newErrors, policy);
  for (let i = 0; i < candSteps.length; i++) candSteps[i] = ordered(candSteps[i]!);
  if (cSteps) showEvaluationsOnSteps(candSteps, cSteps, c.evaluations); // docs/evaluations.md
  if (bSteps && b) showEvaluationsOnSteps(baseRail.steps, bSteps, b.evaluations);
  const candRail: AbtRail = {
    id: "candidate",
    label: label("Candidate", input.candidateLabel, c.passed, c.steps && c.steps.length > 0 ? null : "steps not recorded"),
    regression: true,
    steps: candSteps,
  };

  const upd = isoDate(input.updated);
  const doc: AbtDocument = {
    schema: ABT_SCHEMA,
    case: `${truncate(t.trace_id, 200)} · ${truncate(title, 200)}`,
    contract: policy?.policy_id ?? input.compare.candidate_policy_id ?? c.policy_id ?? "unknown",
    ...(first ? { contract_clause: first.rule_id } : {}),
    rails: [baseRail, candRail],
    verdict: verdict(t, c, newErrors, policy),
    ...(upd ? { updated: upd } : {}),
  };
  return doc;
}

function label(side: string, ref: string | undefined, passed: boolean, note: string | null): string {
  const parts = [side];
  if (ref && ref.trim()) parts.push(ref.trim());
  parts.push(passed ? "pass" : "fail");
  if (note) parts.push(note);
  return parts.join(" · ");
}

function notRecorded(why: string): AbtStep {
  return { n: 1, tool: "(not recorded)", result: why, kind: "read" };
}

/** The semantic role of a tool under the policy (docs/trace-diff.md). */
export function kindOf(d: Pick<StepDigest, "type" | "tool_name">, policy: Policy | null): AbtKind {
  if (d.type === "model_response") return "respond";
  const tool = d.tool_name;
  if (!policy || tool === null) return "read";
  const schema = policy.allowed_tools.get(tool);
  if (schema?.side_effect) return "side_effect";
  if (schema?.kind === "precondition") return "precondition";
  const order = policy.sequence.call_order;
  const at = order.indexOf(tool);
  if (at >= 0) {
    for (let i = at + 1; i < order.length; i++) {
      if (policy.allowed_tools.get(order[i]!)?.side_effect) return "precondition";
    }
  }
  return "read";
}

/**
 * Row numbers `n` of both rails from the drift's alignment (the LCS of the two runs plus the
 * changed-argument pairs): an aligned pair shares its row; a step without a counterpart gets a
 * row of its own, left empty on the other rail (baseline-only rows before candidate-only rows
 * between two anchors). Linear in the number of steps.
 */
export function alignedRows(a: readonly unknown[], b: readonly unknown[], alignment: readonly (readonly [number, number])[]): [number[], number[]] {
  const na = new Array<number>(a.length);
  const nb = new Array<number>(b.length);
  let n = 0;
  let i = 0;
  let j = 0;
  const pairs = [...alignment.filter(([x, y]) => x >= 0 && x < a.length && y >= 0 && y < b.length), [a.length, b.length] as const];
  for (const [x, y] of pairs) {
    if (x < i || y < j) continue; // not increasing: ignore the pair
    while (i < x) na[i++] = ++n;
    while (j < y) nb[j++] = ++n;
    if (x < a.length && y < b.length) {
      n++;
      na[i++] = n;
      nb[j++] = n;
    }
  }
  return [na, nb];
}

/** The rail's steps: row numbers from the alignment (else 1..n), timestamps as running latency sums. */
function toSteps(ds: readonly StepDigest[], rows: readonly number[] | null, policy: Policy | null): AbtStep[] {
  let elapsed = 0;
  return ds.map((d, i) => {
    const s: AbtStep = {
      n: rows?.[i] ?? i + 1,
      tool: d.type === "model_response" ? "respond" : (d.tool_name ?? "(no tool_name)"),
      result: d.result,
      kind: kindOf(d, policy),
    };
    if (d.args !== undefined) s.args = parseArgs(d.args);
    elapsed += typeof d.latency_ms === "number" ? d.latency_ms : 0;
    if (typeof d.latency_ms === "number") s.timestamp_ms = round3(elapsed);
    if (typeof d.tokens === "number") s.tokens = d.tokens;
    if (typeof d.latency_ms === "number" && typeof d.model_latency_ms === "number" && d.model_latency_ms <= d.latency_ms) s.model_latency_ms = d.model_latency_ms;
    if (typeof d.agent === "string") s.agent = truncate(d.agent, MAX_ABT_AGENT);
    return s;
  });
}

/** The step with its keys in the format's order (n, tool, result, kind, consequential, in_violation, …). */
function ordered(s: AbtStep): AbtStep {
  const o: AbtStep = { n: s.n, tool: s.tool, result: s.result, kind: s.kind };
  if (s.consequential !== undefined) o.consequential = s.consequential;
  if (s.in_violation !== undefined) o.in_violation = s.in_violation;
  if (s.args !== undefined) o.args = s.args;
  if (s.return !== undefined) o.return = s.return;
  if (s.timestamp_ms !== undefined) o.timestamp_ms = s.timestamp_ms;
  if (s.tokens !== undefined) o.tokens = s.tokens;
  if (s.model_latency_ms !== undefined) o.model_latency_ms = s.model_latency_ms;
  if (s.agent !== undefined) o.agent = s.agent;
  return o;
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** Digest args are a preview of canonical JSON (cut with "…" past 120 chars; past 200 in older reports): a value when it parses, else the text. */
function parseArgs(a: string): unknown {
  try {
    return JSON.parse(a) as unknown;
  } catch {
    return a;
  }
}

/**
 * The steps a finding about the whole trace points at (docs/trace-diff.md): for ARH-SEQ-004 the
 * calls of its tool past `max_calls` (a double refund under `max_calls: 1`: the second refund), for
 * ARH-CMP-002 the first step past `max_steps`; the others (a budget, a tool never called, too few
 * calls, citation coverage) point at no step, and the verdict says what failed. Never a row only
 * because its result differs from the baseline's: results hold volatile values (ids, times).
 */
function traceLevelAnchors(f: Finding, digests: readonly StepDigest[]): number[] {
  const max = typeof f.expected === "number" && Number.isInteger(f.expected) && f.expected >= 0 ? f.expected : null;
  if (max === null) return [];
  if (f.rule_id === "ARH-CMP-002") return max < digests.length ? [max] : [];
  if (f.rule_id !== "ARH-SEQ-004") return [];
  const tool = /^tool '(.*)' was called \d+ times/s.exec(f.message)?.[1];
  if (tool === undefined) return [];
  const out: number[] = [];
  let calls = 0;
  digests.forEach((d, i) => {
    if (d.type === "tool_call" && d.tool_name === tool && ++calls > max) out.push(i);
  });
  return out;
}

/**
 * Mark `consequential` on exactly the steps the new error findings point at (a finding's step, or
 * traceLevelAnchors) and `in_violation` on their spans. A finding whose step is not among the
 * digests marks nothing.
 */
export function markViolations(steps: AbtStep[], digests: readonly StepDigest[], findings: readonly Finding[], policy: Policy | null): void {
  const cons = new Set<number>();
  const span = new Set<number>();
  const indexOf = new Map<string, number>();
  digests.forEach((d, i) => {
    if (!indexOf.has(d.step_id)) indexOf.set(d.step_id, i);
  });
  for (const f of findings) {
    if (f.step_id === null || TRACE_LEVEL.has(f.rule_id)) {
      for (const i of traceLevelAnchors(f, digests)) if (i < steps.length) cons.add(i);
      continue;
    }
    const at = indexOf.get(f.step_id);
    if (at === undefined || at >= steps.length) continue;
    cons.add(at);
    for (const k of spanOf(f.rule_id, at, digests, policy)) span.add(k);
  }
  for (const i of cons) steps[i]!.consequential = true;
  for (const i of span) if (!cons.has(i)) steps[i]!.in_violation = true;
}

function spanOf(rule: string, at: number, ds: readonly StepDigest[], policy: Policy | null): number[] {
  const out: number[] = [];
  const anchor = ds[at]!;
  switch (rule) {
    case "ARH-SEQ-003": {
      // The earlier-listed tools whose first call only came after the anchor: the late preconditions.
      if (!policy || anchor.tool_name === null) break;
      const order = policy.sequence.call_order;
      const pos = order.indexOf(anchor.tool_name);
      if (pos <= 0) break;
      const earlier = new Set(order.slice(0, pos));
      const firstCall = new Map<string, number>();
      ds.forEach((d, i) => {
        if (d.type === "tool_call" && d.tool_name !== null && !firstCall.has(d.tool_name)) firstCall.set(d.tool_name, i);
      });
      for (let i = at + 1; i < ds.length; i++) {
        const tool = ds[i]!.tool_name;
        if (ds[i]!.type === "tool_call" && tool !== null && earlier.has(tool) && firstCall.get(tool)! > at) out.push(i);
      }
      break;
    }
    case "ARH-FLW-002": {
      // The identical attempts after the first excess one.
      for (let i = at + 1; i < ds.length; i++) {
        const d = ds[i]!;
        if (d.type === "tool_call" && d.tool_name === anchor.tool_name && d.args_hash === anchor.args_hash) out.push(i);
      }
      break;
    }
    case "ARH-FLW-001": {
      // The agent carried on without retrying: every step after the errored call, through the final response.
      for (let i = at + 1; i < ds.length; i++) out.push(i);
      break;
    }
    default:
      break;
  }
  return out;
}

/**
 * Output, behaviour and operation apart (docs/trace-diff.md): behaviour fails on an error finding
 * that is no budget (the new ones, else those the candidate already had, else a score below
 * fail_under that budgets do not explain); budgets are operational and only `operational` says them.
 */
function verdict(t: CompareTrace, c: TraceReport, newErrors: readonly Finding[], policy: Policy | null): AbtDocument["verdict"] {
  const steps = c.steps ?? [];
  const lastStep = steps[steps.length - 1];
  const okFinal = lastStep !== undefined && lastStep.type === "model_response" && lastStep.status === "ok" && lastStep.result.trim() !== "";
  const noFinalFinding = c.findings.some((f) => f.rule_id === "ARH-CMP-001");
  const behavioural = (fs: readonly Finding[]) => fs.filter((f) => f.severity === "error" && !BUDGET_ERRORS.has(f.rule_id));
  const fromNew = behavioural(newErrors);
  const reasons = fromNew.length > 0 ? fromNew : behavioural(c.findings);
  let reason = reasons.map((f) => `${f.rule_id} — ${oneLine(f.message)}`).join("; ");
  const budgetOnly = c.findings.some((f) => f.severity === "error" && BUDGET_ERRORS.has(f.rule_id));
  if (!reason && !budgetOnly) reason = `score ${c.score} below fail_under` + (t.baseline_score !== null ? ` (baseline ${t.baseline_score})` : "");
  const v: AbtDocument["verdict"] = {
    output: okFinal && !noFinalFinding ? "PASS" : "FAIL",
    behavior: reason ? "FAIL" : "PASS",
  };
  if (reason) v.behavior_reason = reason;
  v.operational = operational(c, policy);
  return v;
}

/** `total latency 845 ms over 600 ms`, one phrase per budget error (a count for repeated step budgets). */
function operational(c: TraceReport, policy: Policy | null): string {
  const byRule = new Map<string, Finding[]>();
  for (const f of c.findings) {
    if (f.severity !== "error" || !BUDGET_ERRORS.has(f.rule_id)) continue;
    const list = byRule.get(f.rule_id) ?? [];
    list.push(f);
    byRule.set(f.rule_id, list);
  }
  if (byRule.size === 0) {
    if (policy) {
      const b = policy.budgets;
      if (b.max_step_latency_ms === null && b.max_total_latency_ms === null && b.max_total_cost_usd === null && b.max_total_tokens === null) return "no budget set";
    }
    return "within budget";
  }
  return [...byRule.keys()]
    .sort()
    .map((id) => budgetPhrase(id, byRule.get(id)!))
    .join("; ");
}

const BUDGET_WORDS: Record<string, [string, (n: number) => string]> = {
  "ARH-BUD-001": ["step latency", (n) => `${num(n)} ms`],
  "ARH-BUD-002": ["total latency", (n) => `${num(n)} ms`],
  "ARH-BUD-003": ["total cost", (n) => `$${num(n)}`],
  "ARH-BUD-004": ["total tokens", (n) => `${num(n)} tokens`],
};

function budgetPhrase(id: string, fs: readonly Finding[]): string {
  const [what, unit] = BUDGET_WORDS[id]!;
  const f = fs[0]!;
  const obs = typeof f.observed === "number" && Number.isFinite(f.observed) ? f.observed : null;
  const exp = typeof f.expected === "number" && Number.isFinite(f.expected) ? f.expected : null;
  let text = obs !== null && exp !== null ? `${what} ${unit(obs)} over ${unit(exp)}` : `${what} over budget`;
  if (id === "ARH-BUD-001" && f.step_id) text += ` at step ${f.step_id}`;
  if (fs.length > 1) text = obs !== null && exp !== null ? `${what} over ${unit(exp)} at ${fs.length} steps (first ${unit(obs)} at step ${f.step_id ?? "?"})` : `${what} over budget at ${fs.length} steps`;
  return text;
}

/** A figure as written in the verdict: at most three decimals, no exponent for ordinary values. */
function num(n: number): string {
  return String(Math.round(n * 1000) / 1000);
}

function oneLine(s: string): string {
  return s.replace(/\s+/g, " ").trim();
}

/** `YYYY-MM-DD` from an ISO date or date-time; undefined when absent or not ISO. */
function isoDate(s: string | undefined): string | undefined {
  if (!s) return undefined;
  const m = /^(\d{4}-\d{2}-\d{2})(?:$|T)/.exec(s.trim());
  return m ? m[1] : undefined;
}
