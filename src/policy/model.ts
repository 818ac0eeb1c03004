// Policy (schema version 1): semantics.md §2. Parsed and normalised; regexes pre-compiled (RE2).
import type { Pricing } from "../trace/usage.js";
import type { UsageThresholds } from "../util/threshold.js";
import type { RE2JS } from "re2js";
import type { UnknownKey } from "./keys.js";
import type { EvaluationPolicy } from "./evaluation-model.js";

export type ArgType = "str" | "int" | "float" | "bool" | "list" | "dict" | "any";

export interface ArgSpec {
  /** Declared type name as written (may be unknown: ARH-SCH-006). Null when not given (object form without type). */
  type: string | null;
  enum: unknown[] | null;
  pattern: string | null;
  /** Compiled `pattern`, anchored to match the whole string. */
  patternRe: RE2JS | null;
  min: number | null;
  max: number | null;
}

export interface ToolSchema {
  required_arguments: Map<string, ArgSpec>;
  optional_arguments: Map<string, ArgSpec>;
  side_effect: boolean;
  max_calls: number | null;
  min_calls: number | null;
  /** Additive: "precondition" marks a check that gates a side effect (used by trace diffs). */
  kind: string | null;
}

export interface Budgets {
  max_step_latency_ms: number | null;
  max_total_latency_ms: number | null;
  max_total_cost_usd: number | null;
  max_total_tokens: number | null;
}

export interface Grounding {
  require_citations: boolean;
  min_citation_coverage: number;
  require_valid_citation_urls: boolean;
}

export interface Sequence {
  required_tools: string[];
  forbidden_tools: string[];
  call_order: string[];
}

export interface ErrorHandling {
  require_retry_on_error: boolean;
  max_attempts: number | null;
}

export interface Completion {
  require_final_response: boolean;
  max_steps: number | null;
}

/** Optional memory section (docs/memory.md): thresholds in [0,1], defaults 1.0. */
export interface MemoryPolicy {
  min_support_coverage: number;
  min_query_success_rate: number;
  min_hit_rate: number;
}

export interface Policy {
  schema_version: string;
  policy_id: string;
  allow_unlisted_tools: boolean;
  allowed_tools: Map<string, ToolSchema>;
  budgets: Budgets;
  unsafe_patterns: string[];
  /** Compiled `unsafe_patterns` (case-insensitive search). */
  unsafe_res: RE2JS[];
  /** All unsafe patterns as one alternation: a single pass per blob finds whether any matches. */
  unsafe_any: RE2JS | null;
  /** A native necessary-condition filter derived from `unsafe_any` (see policy/prefilter.ts), or null. */
  unsafe_pre: RegExp | null;
  grounding: Grounding;
  sequence: Sequence;
  error_handling: ErrorHandling;
  completion: Completion;
  memory: MemoryPolicy;
  /** Whether the policy declared a `memory` section. */
  has_memory_section: boolean;
  /**
   * `zero_tolerance`: rule ids and categories whose new error findings fail the gate over repeated
   * runs whatever the statistics (docs/repeats.md#zero-tolerance); null when the policy has none.
   */
  zero_tolerance: string[] | null;
  /** `pricing`: USD per million tokens by model id or pattern (policy/cost.ts); absent or null: none. */
  pricing?: Pricing | null;
  /** `regression`: thresholds of the usage gates (policy/cost.ts); absent or null: none. */
  regression?: UsageThresholds | null;
  /** `evaluations`: gates of evaluation results by name (policy/evaluations.ts); absent or null: none. */
  evaluations?: EvaluationPolicy | null;
  /** Keys the policy schema does not know, located (policy/keys.ts); warnings unless strict. */
  unknown_keys: UnknownKey[];
  /**
   * Every value that switches a check off or makes it unreachable, and the unknown keys, located in
   * the policy file (policy/diagnostics.ts), in the file's order; warnings unless strict.
   */
  diagnostics: PolicyDiagnostic[];
  /** Where each `zero_tolerance` entry is (`file:line:column`), for the gate's check of the names. */
  zero_tolerance_at?: string[];
  /**
   * `agents`: policy sections scoped to the steps of one agent each (policy/agents.ts,
   * docs/multi-agent.md); absent or null: none, and every rule sees the trace as one.
   */
  agents?: Map<string, AgentPolicy> | null;
  /** `sha256:` of the canonical JSON of the policy document (util/digest.ts); reports record it. */
  digest?: string;
}

/** The kinds of policy diagnostics (policy/diagnostics.ts finds them). */
export const DIAGNOSTIC_KINDS = ["unknown-key", "unknown-type", "never-matches", "empty-entry", "unknown-tool", "conflict", "non-positive-budget", "duplicate-key", "unknown-agent"] as const;
export type DiagnosticKind = (typeof DIAGNOSTIC_KINDS)[number];

export interface PolicyDiagnostic {
  kind: DiagnosticKind;
  /** JSON pointer of the value (of the key, for an unknown key). */
  pointer: string;
  /** The policy file as the caller named it. */
  file: string;
  line: number;
  column: number;
  /** The nearest valid value or key, when one is close. */
  suggestion: string | null;
  /** What is wrong, without the place: `allowed_tools.refund.required_arguments.amount: unknown type "number"…`. */
  text: string;
  /** `file:line:column: text`. */
  message: string;
}

/** One entry of the policy's `agents` block (policy/agents.ts). */
export interface AgentPolicy {
  /** The agent's name, as the steps' `agent` carries it. */
  name: string;
  /** JSON pointer of the entry in the policy document. */
  pointer: string;
  /** The top-level policy overlaid with the entry's sections (policy/agents.ts `overlay`). */
  policy: Policy;
  /** The entry declares allowed_tools: its tools' call counts and side effects are checked on the agent's lane. */
  own_tools: boolean;
  /** Where the entry's key is in the policy file (set by policyFromText). */
  at?: { file: string; line: number; column: number };
}
