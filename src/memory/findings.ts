// Building memory findings: rule id, category and severity always come from MEMORY_RULES.
import type { Finding } from "../types.js";
import { MEMORY_RULES, type MemoryRuleId } from "../rules/memory-meta.js";

const BY_ID = new Map(MEMORY_RULES.map((r) => [r.id, r]));

export interface FindingExtra {
  expected?: unknown;
  observed?: unknown;
}

export function memFinding(ruleId: MemoryRuleId, message: string, pointer: string, stepId: string | null, extra: FindingExtra = {}): Finding {
  const meta = BY_ID.get(ruleId);
  if (!meta) throw new Error(`unknown memory rule ${ruleId}`);
  const f: Finding = { severity: meta.severity, category: meta.category, message, step_id: stepId, rule_id: meta.id };
  if (extra.expected !== undefined) f.expected = extra.expected;
  if (extra.observed !== undefined) f.observed = extra.observed;
  f.remediation = meta.remediation;
  f.pointer = pointer;
  return f;
}

/** Stable step ids of memory findings (baseline fingerprints use them). */
export const stepIds = {
  query: (i: number): string => `q${i}`,
  item: (i: number, j: number): string => `q${i}.e${j}`,
  check: (i: number): string => `check${i}`,
  turn: (i: number): string => `turn${i}`,
};
