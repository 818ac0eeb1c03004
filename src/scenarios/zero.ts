// Zero tolerance: rules whose error findings fail the gate over repeated runs as soon as one
// candidate run of a scenario shows them and no baseline run of it does, whatever the statistics
// say. A repeated refund, a leaked secret or a forbidden tool is an incident in any single run; no
// sample size excuses it (docs/repeats.md#zero-tolerance). Single-run scenarios keep the exact
// per-trace comparison, which fails on any new error finding anyway.
import { UsageError } from "../errors.js";
import { RULES } from "../rules/registry.js";
import { nearestKey } from "../policy/keys.js";

/**
 * The default list: a side effect repeated after its success (ARH-FLW-003), unsafe output such as a
 * leaked secret (ARH-SAF-001, the policy's `unsafe_patterns`), a forbidden tool called (ARH-SEQ-002).
 */
export const DEFAULT_ZERO_TOLERANCE: readonly string[] = ["ARH-FLW-003", "ARH-SAF-001", "ARH-SEQ-002"];

/** Most entries a list may hold (there are fewer rules and categories than this). */
const MAX_ENTRIES = 1000;

const RULE_IDS = new Set<string>(RULES.map((r) => r.id));
const CATEGORIES = new Set<string>(RULES.map((r) => r.category));
const RULE_IDS_LOWER = [...RULE_IDS].map((id) => id.toLowerCase());

/** Whether `entry` (a rule id or a category) names the finding. */
export function zeroToleranceMatches(list: readonly string[], f: { rule_id: string; category: string }): boolean {
  return list.some((e) => e === f.rule_id || e === f.category);
}

/**
 * A zero-tolerance list checked: each entry a known rule id (`ARH-FLW-003`) or category (`safety`),
 * else a UsageError naming `where` and the entry (`at(i)`: where entry i is in its file, e.g.
 * `policy.json:7:5`). Duplicates are dropped; order kept.
 */
export function checkZeroTolerance(list: readonly unknown[], where: string, at?: (i: number) => string | undefined): string[] {
  if (list.length > MAX_ENTRIES) throw new UsageError(`${where}: at most ${MAX_ENTRIES} entries, got ${list.length}`);
  const out: string[] = [];
  list.forEach((e, i) => {
    const loc = at?.(i);
    const entry = loc ? `${loc}: ${where}[${i}]` : `${where}[${i}]`;
    if (typeof e !== "string") throw new UsageError(`${entry} must be a rule id or a category, got ${JSON.stringify(e)?.slice(0, 80) ?? String(e)}`);
    if (!RULE_IDS.has(e) && !CATEGORIES.has(e)) {
      const upper = e.toUpperCase();
      const near = RULE_IDS.has(upper) ? upper : CATEGORIES.has(e.toLowerCase()) ? e.toLowerCase() : (nearestKey(e, RULE_IDS_LOWER)?.toUpperCase() ?? nearestKey(e, [...CATEGORIES]));
      const hint = near ? `; did you mean ${near}?` : "";
      throw new UsageError(`${entry}: ${JSON.stringify(e.slice(0, 80))} is neither a rule id (ARH-FLW-003, …: docs/rules.md) nor a category (${[...CATEGORIES].sort().join(", ")})${hint}`);
    }
    if (!out.includes(e)) out.push(e);
  });
  return out;
}

/**
 * The `zero-tolerance` flag or input: comma- or space-separated rule ids and categories, `none` for
 * an empty list, `default` for the default list; empty or absent: undefined (the policy's
 * `zero_tolerance`, else the default, decides). An empty entry (`,`, `a,,b`, `a,`) is a usage
 * error: `none` is the one way to turn zero tolerance off.
 */
export function parseZeroToleranceList(raw: string | undefined, where: string): string[] | undefined {
  if (raw === undefined || raw.trim() === "") return undefined;
  const items = raw.split(",").map((p) => p.trim());
  const empty = items.indexOf("");
  if (empty >= 0) {
    throw new UsageError(`${where}: entry ${empty + 1} of ${JSON.stringify(raw.trim().slice(0, 80))} is empty; list rule ids or categories separated by commas, or 'none' to turn zero tolerance off`);
  }
  const parts = items.flatMap((p) => p.split(/\s+/));
  if (parts.length === 1 && parts[0]!.toLowerCase() === "none") return [];
  if (parts.length === 1 && parts[0]!.toLowerCase() === "default") return [...DEFAULT_ZERO_TOLERANCE];
  return checkZeroTolerance(parts, where);
}
