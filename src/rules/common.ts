// Shared shapes of the rule checks. Each category module exports one `check(trace, policy)`
// returning its findings and its check counts; the engine turns them into a score.
import type { Policy } from "../policy/model.js";
import type { Trace } from "../trace/model.js";
import type { Category, Finding, Severity } from "../types.js";
import { rule, type RuleId } from "./registry.js";
import { pointer } from "../json/locate.js";

export interface CategoryResult {
  category: Category;
  applicable: boolean;
  /** Number of checks run and passed (semantics.md §3); score = 100 * passed / checks. */
  checks: number;
  passed: number;
  /** Categories with their own score formula (safety, grounding) set it here (0..100). */
  score?: number;
  findings: Finding[];
}

export type CategoryCheck = (trace: Trace, policy: Policy) => CategoryResult;

/** Make a finding of a registered rule. `at` is the JSON pointer (into the canonical trace). */
export function finding(
  ruleId: RuleId,
  stepId: string | null,
  message: string,
  at: string,
  extra: { expected?: unknown; observed?: unknown; severity?: Severity } = {},
): Finding {
  const r = rule(ruleId);
  const f: Finding = {
    severity: extra.severity ?? r.severity,
    category: r.category,
    message,
    step_id: stepId,
    rule_id: r.id,
  };
  if (extra.expected !== undefined) f.expected = extra.expected;
  if (extra.observed !== undefined) f.observed = extra.observed;
  f.remediation = r.remediation;
  f.pointer = at;
  return f;
}

/**
 * A number in a finding message, for people: milliseconds as integers, US dollars with 4
 * decimals (never float noise such as 0.1540000000000001), anything else as the shortest
 * round-trip form with at most 6 significant digits. Locale-independent.
 */
export function formatMessageNumber(n: number, unit: "ms" | "usd" | "plain"): string {
  if (!Number.isFinite(n)) return String(n);
  if (unit === "ms") return String(Math.round(n));
  if (unit === "usd") return n.toFixed(4);
  return Number.isInteger(n) ? String(n) : String(Number(n.toPrecision(6)));
}

export const stepPtr = (i: number): string => pointer("steps", i);

/** Pointer used for trace-level findings: the trace's `trace_id` member. */
export const TRACE_PTR = "/trace_id";

/** Tool name of a tool_call when it has a usable one (Python truthiness: "" counts as none). */
export function toolNameOf(s: { type: string; tool_name: string | null }): string | null {
  return s.type === "tool_call" && s.tool_name ? s.tool_name : null;
}

export function notApplicable(category: Category): CategoryResult {
  return { category, applicable: false, checks: 0, passed: 0, findings: [] };
}
