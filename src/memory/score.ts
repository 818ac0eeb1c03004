// Scoring (docs/memory.md): each expected item 0/1 by its matcher; support_coverage per query =
// matched/total; query_success = all matched; hit_rate = hits/checks. Produces the ARH-MEM-1xx
// findings and the per-query / per-check details. Pure apart from the optional judge callback.
import type { Finding } from "../types.js";
import type { MemoryPolicy } from "../policy/model.js";
import { memFinding, stepIds } from "./findings.js";
import { matchBuiltin, type MatchResult } from "./matchers.js";
import type { ExpectedItem, MemoryTrace } from "./model.js";

/** What the component returned for one query (qa) or check (hit_rate). */
export type Outcome = { output: string | null } | { unscorable: string };

export interface ReplayFailure {
  /** Why the replay stopped (adapter crash, hang, protocol error, rejected request). */
  message: string;
  pointer: string;
  step_id: string | null;
  stderr_tail?: string;
}

export interface Replay {
  /** One entry per query/check; undefined when the replay stopped before it. */
  outcomes: (Outcome | undefined)[];
  failure?: ReplayFailure;
}

/** Scores a semantic item with an external judge; throws an Error whose message says why. */
export type Judge = (expected: string, output: string, query: string) => Promise<number>;

export interface ItemDetail {
  value: string | null;
  matcher: string;
  threshold: number;
  matched: boolean;
  score: number;
  reason?: string;
}

export interface QueryDetail {
  index: number;
  query: string;
  support_coverage: number;
  success: boolean;
  output_first_words: string | null;
  items: ItemDetail[];
  reason?: string;
}

export interface CheckDetail {
  index: number;
  description: string;
  hit: boolean;
  matcher: string;
  expected: string | null;
  score: number;
  output_first_words: string | null;
  reason?: string;
}

export interface MemoryDetails {
  eval_mode: string;
  category: string;
  /** Where the outputs came from. */
  source: "adapter" | "results" | "none";
  support_coverage?: number;
  query_success_rate?: number;
  queries?: QueryDetail[];
  hit_rate?: number;
  checks?: CheckDetail[];
  adapter_error?: string;
  adapter_stderr_tail?: string;
}

export interface ScoreResult {
  /** 0..100, 2 decimals. */
  score: number;
  /** Unrounded score, for the verdict. */
  rawScore: number;
  findings: Finding[];
  details: MemoryDetails;
}

/** Python-compatible round(x, 2): half-even on the exact binary value. */
export function round2(x: number): number {
  if (!Number.isFinite(x)) return x;
  const neg = x < 0;
  const ax = Math.abs(x);
  // exact rational value of the double: m * 2^e
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, ax);
  const hi = view.getUint32(0);
  const lo = view.getUint32(4);
  const expBits = (hi >>> 20) & 0x7ff;
  let mant = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  let e: number;
  if (expBits === 0) e = -1074;
  else {
    mant |= 1n << 52n;
    e = expBits - 1075;
  }
  let num = mant * 100n;
  let den = 1n;
  if (e >= 0) num <<= BigInt(e);
  else den <<= BigInt(-e);
  let q = num / den;
  const rem = num - q * den;
  if (rem * 2n > den || (rem * 2n === den && q % 2n === 1n)) q += 1n;
  const r = Number(q) / 100;
  return neg ? -r : r;
}

const round4 = (x: number): number => Math.round(x * 10000) / 10000;

/** First words of an output (at most 12 words / 120 characters), for messages and tables. */
export function firstWords(s: string | null, words = 12, chars = 120): string | null {
  if (s === null) return null;
  const parts = s.trim().split(/\s+/).filter(Boolean);
  let t = parts.slice(0, words).join(" ");
  if (t.length > chars) t = t.slice(0, chars - 1) + "…";
  else if (parts.length > words) t += " …";
  return t;
}

const quote = (s: string | null): string => (s === null ? "null" : JSON.stringify(s.length > 120 ? s.slice(0, 119) + "…" : s));

async function scoreItem(item: ExpectedItem, out: Outcome | undefined, query: string, judge: Judge | undefined, aborted: string): Promise<MatchResult> {
  if (item.invalid) return { score: 0, matched: false, unscorable: item.invalid };
  if (out === undefined) return { score: 0, matched: false, unscorable: aborted };
  if ("unscorable" in out) return { score: 0, matched: false, unscorable: out.unscorable };
  if (item.matcher === "semantic" && judge && item.value !== null) {
    try {
      const s = await judge(item.value, out.output ?? "", query);
      return { score: s, matched: s >= item.threshold };
    } catch (e) {
      return { score: 0, matched: false, unscorable: `semantic judge failed: ${e instanceof Error ? e.message : String(e)}` };
    }
  }
  return matchBuiltin(item, out.output);
}

/** Score a linted, scorable trace from its replay outcomes. */
export async function scoreTrace(trace: MemoryTrace, replay: Replay, policy: MemoryPolicy, source: "adapter" | "results", judge?: Judge): Promise<ScoreResult> {
  const findings: Finding[] = [];
  const details: MemoryDetails = { eval_mode: String(trace.eval_mode), category: trace.category, source };
  const aborted = replay.failure ? `not replayed: ${replay.failure.message}` : "not replayed";
  if (replay.failure) {
    details.adapter_error = replay.failure.message;
    if (replay.failure.stderr_tail) details.adapter_stderr_tail = replay.failure.stderr_tail;
    findings.push(memFinding("ARH-MEM-104", replay.failure.message, replay.failure.pointer, replay.failure.step_id));
  }
  // Misses caused by the failure itself are covered by ARH-MEM-104; lint problems by ARH-MEM-0xx.
  const reportable = (item: ExpectedItem, out: Outcome | undefined): boolean => !item.invalid && out !== undefined;

  if (trace.eval_mode === "hit_rate") {
    const checks: CheckDetail[] = [];
    const misses: { i: number; r: MatchResult; out: Outcome | undefined }[] = [];
    let hits = 0;
    for (let i = 0; i < trace.checks.length; i++) {
      const c = trace.checks[i]!;
      const out = replay.outcomes[i];
      const r = await scoreItem(c.expected, out, c.description, undefined, aborted);
      const output = out && "output" in out ? out.output : null;
      const d: CheckDetail = {
        index: i, description: c.description, hit: r.matched, matcher: c.expected.matcher, expected: c.expected.value,
        score: round4(r.score), output_first_words: firstWords(output),
      };
      if (r.unscorable) d.reason = r.unscorable;
      checks.push(d);
      if (r.matched) hits++;
      else misses.push({ i, r, out });
    }
    const rate = checks.length ? hits / checks.length : 0;
    details.hit_rate = round4(rate);
    details.checks = checks;
    const ok = rate >= policy.min_hit_rate;
    for (const { i, r, out } of misses) {
      const c = trace.checks[i]!;
      if (!reportable(c.expected, out)) continue;
      const label = `check ${i}${c.description ? ` (${quote(c.description)})` : ""}`;
      if (r.unscorable) {
        findings.push(memFinding("ARH-MEM-103", `${label}: expected_output could not be scored: ${r.unscorable}`, c.expected.pointer, stepIds.check(i)));
        continue;
      }
      const output = out && "output" in out ? out.output : null;
      const want = c.expected.value === null || c.expected.value === "" ? "an empty/null read (key-miss)" : `${quote(c.expected.value)} (${c.expected.matcher})`;
      findings.push(
        memFinding(ok ? "ARH-MEM-112" : "ARH-MEM-102", `${label}: expected ${want}, read returned ${output === null ? "null" : quote(firstWords(output))}`, c.expected.pointer, stepIds.check(i), {
          expected: c.expected.value,
          observed: output === null || output.length <= 200 ? output : output.slice(0, 199) + "…",
        }),
      );
    }
    if (!ok) findings.push(memFinding("ARH-MEM-107", `hit_rate ${fmt(rate)} (${hits}/${checks.length}) is below memory.min_hit_rate ${fmt(policy.min_hit_rate)}`, "/checks", null, { expected: policy.min_hit_rate, observed: round4(rate) }));
    const raw = rate * 100;
    return { score: round2(raw), rawScore: raw, findings, details };
  }

  const queries: QueryDetail[] = [];
  const misses: { i: number; j: number; r: MatchResult; out: Outcome | undefined }[] = [];
  let covSum = 0;
  let successes = 0;
  for (let i = 0; i < trace.queries.length; i++) {
    const q = trace.queries[i]!;
    const out = replay.outcomes[i];
    const output = out && "output" in out ? out.output : null;
    const items: ItemDetail[] = [];
    let matched = 0;
    for (let j = 0; j < q.items.length; j++) {
      const it = q.items[j]!;
      const r = await scoreItem(it, out, q.query, judge, aborted);
      const d: ItemDetail = { value: it.value, matcher: it.matcher, threshold: it.threshold, matched: r.matched, score: round4(r.score) };
      if (r.unscorable) d.reason = r.unscorable;
      items.push(d);
      if (r.matched) matched++;
      else misses.push({ i, j, r, out });
    }
    const cov = q.items.length ? matched / q.items.length : 0;
    const success = q.items.length > 0 && matched === q.items.length;
    covSum += cov;
    if (success) successes++;
    const qd: QueryDetail = { index: i, query: q.query, support_coverage: round4(cov), success, output_first_words: firstWords(output), items };
    if (q.items.length === 0) qd.reason = "expected_information is empty";
    else if (out === undefined) qd.reason = aborted;
    else if ("unscorable" in out) qd.reason = out.unscorable;
    queries.push(qd);
  }
  const n = trace.queries.length;
  const meanCov = n ? covSum / n : 0;
  const successRate = n ? successes / n : 0;
  details.support_coverage = round4(meanCov);
  details.query_success_rate = round4(successRate);
  details.queries = queries;
  const ok = meanCov >= policy.min_support_coverage && successRate >= policy.min_query_success_rate;
  for (const { i, j, r, out } of misses) {
    const q = trace.queries[i]!;
    const it = q.items[j]!;
    if (!reportable(it, out)) continue;
    const label = `query ${i} ${quote(q.query)}`;
    if (r.unscorable) {
      findings.push(memFinding("ARH-MEM-103", `${label}: expected information ${quote(it.value)} could not be scored: ${r.unscorable}`, it.pointer, stepIds.item(i, j)));
      continue;
    }
    const output = out && "output" in out ? out.output : null;
    const how = it.matcher === "semantic" ? `semantic score ${fmt(r.score)} < threshold ${fmt(it.threshold)}` : `${it.matcher} did not match`;
    const said = output === null || output.trim() === "" ? "the recall output is empty" : `recall output begins ${quote(firstWords(output))}`;
    findings.push(
      memFinding(ok ? "ARH-MEM-111" : "ARH-MEM-101", `${label}: expected information ${quote(it.value)} missing (${how}); ${said}`, it.pointer, stepIds.item(i, j), {
        expected: it.value,
        observed: output === null || output.trim() === "" ? undefined : firstWords(output),
      }),
    );
  }
  if (meanCov < policy.min_support_coverage) {
    findings.push(memFinding("ARH-MEM-105", `mean support_coverage ${fmt(meanCov)} is below memory.min_support_coverage ${fmt(policy.min_support_coverage)}`, "/recall_queries", null, { expected: policy.min_support_coverage, observed: round4(meanCov) }));
  }
  if (successRate < policy.min_query_success_rate) {
    findings.push(memFinding("ARH-MEM-106", `query success rate ${fmt(successRate)} (${successes}/${n}) is below memory.min_query_success_rate ${fmt(policy.min_query_success_rate)}`, "/recall_queries", null, { expected: policy.min_query_success_rate, observed: round4(successRate) }));
  }
  const raw = meanCov * 100;
  return { score: round2(raw), rawScore: raw, findings, details };
}

function fmt(x: number): string {
  return String(round4(x));
}
