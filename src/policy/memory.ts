// The policy's optional `memory` section (docs/memory.md): thresholds of the memory-trace scores.
import { UsageError } from "../errors.js";
import type { MemoryPolicy } from "./model.js";

export const DEFAULT_MEMORY_POLICY: MemoryPolicy = { min_support_coverage: 1, min_query_success_rate: 1, min_hit_rate: 1 };

const MEMORY_POLICY_FIELDS = ["min_support_coverage", "min_query_success_rate", "min_hit_rate"] as const;

/** Parse the policy's optional `memory` section (absent/null -> defaults 1.0). Throws UsageError naming the field. */
export function parseMemoryPolicy(section: unknown): MemoryPolicy {
  const out: MemoryPolicy = { ...DEFAULT_MEMORY_POLICY };
  if (section === undefined || section === null) return out;
  if (typeof section !== "object" || Array.isArray(section)) throw new UsageError("policy memory: must be an object");
  for (const [k, v] of Object.entries(section as Record<string, unknown>)) {
    if (!(MEMORY_POLICY_FIELDS as readonly string[]).includes(k)) {
      throw new UsageError(`policy memory.${k}: unknown field (expected one of ${MEMORY_POLICY_FIELDS.join(", ")})`);
    }
    if (v === null || v === undefined) continue;
    if (typeof v !== "number" || !Number.isFinite(v) || v < 0 || v > 1) throw new UsageError(`policy memory.${k}: must be a number in [0, 1]`);
    out[k as (typeof MEMORY_POLICY_FIELDS)[number]] = v;
  }
  return out;
}
