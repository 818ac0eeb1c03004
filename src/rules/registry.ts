// The rule registry: the single source of every rule's id, category, default severity, title,
// remediation and help. Rule checks (src/rules/<category>.ts), SARIF rules[], JUnit, Markdown and
// docs/rules.md (scripts/gen-docs.mjs) all read it.
import type { RuleMeta } from "../types.js";
import { MEMORY_RULES, type MemoryRuleId } from "./memory-meta.js";
import { ABT_RULES, type AbtRuleId } from "./tracediff-meta.js";
import { EVALUATION_RULES, type EvaluationRuleId } from "./evaluation-meta.js";

const CORE = [
  // ---- schema ----
  {
    id: "ARH-SCH-001", name: "ToolNotAllowed", category: "schema", severity: "error", scored: true,
    title: "Tool not in the allow-list",
    description: "A tool_call invokes a tool that the policy's allowed_tools does not list, and the policy does not set allow_unlisted_tools.",
    remediation: "Add the tool to allowed_tools with its argument schema, or stop the agent from calling it.",
    example: 'policy: {"allowed_tools": {"lookup_order": {}}}\nstep:   {"step_id": "s1", "type": "tool_call", "tool_name": "delete_db"}',
  },
  {
    id: "ARH-SCH-002", name: "ToolNameMissing", category: "schema", severity: "error", scored: true,
    title: "tool_call without tool_name",
    description: "A tool_call step has no tool_name, so nothing about the call can be checked.",
    remediation: "Record the invoked tool's name in tool_name (fix the exporter or adapter that wrote the trace).",
    example: 'step: {"step_id": "s1", "type": "tool_call", "arguments": {}}',
  },
  {
    id: "ARH-SCH-003", name: "RequiredArgumentMissing", category: "schema", severity: "error", scored: true,
    title: "Required argument missing",
    description: "A tool_call omits an argument that the tool's schema lists in required_arguments. One finding per missing argument.",
    remediation: "Make the agent pass the argument, or move it to optional_arguments if the tool really accepts calls without it.",
    example: 'policy: {"allowed_tools": {"issue_refund": {"required_arguments": {"order_id": "str"}}}}\nstep:   {"step_id": "s3", "type": "tool_call", "tool_name": "issue_refund", "arguments": {}}',
  },
  {
    id: "ARH-SCH-004", name: "ArgumentTypeMismatch", category: "schema", severity: "error", scored: true,
    title: "Argument has the wrong type",
    description: "An argument's value does not have the declared type (str, int, float, bool, list, dict, any). float accepts integers; bool never counts as int or float. The argument's other constraints are then skipped.",
    remediation: "Pass the argument with the declared type, or correct the type in the tool schema.",
    example: 'policy: {"allowed_tools": {"issue_refund": {"required_arguments": {"amount": "float"}}}}\nstep:   {"tool_name": "issue_refund", "arguments": {"amount": "12.50"}}',
  },
  {
    id: "ARH-SCH-005", name: "UndeclaredArgument", category: "schema", severity: "warning", scored: true,
    title: "Argument not declared",
    description: "A tool_call passes an argument that the tool's schema declares neither as required nor as optional.",
    remediation: "Declare the argument in optional_arguments, or stop the agent from sending it.",
    example: 'policy: {"allowed_tools": {"lookup_order": {"required_arguments": {"order_id": "str"}}}}\nstep:   {"tool_name": "lookup_order", "arguments": {"order_id": "A1", "debug": true}}',
  },
  {
    id: "ARH-SCH-006", name: "UnknownArgumentType", category: "schema", severity: "info", scored: true,
    title: "Unknown type name in argument spec",
    description: "The policy declares an argument type that is not one of str, int, float, bool, list, dict, any. The type check is skipped; enum, pattern and range still apply.",
    remediation: "Use one of the type names str, int, float, bool, list, dict or any in the policy.",
    example: 'policy: {"allowed_tools": {"lookup_order": {"required_arguments": {"order_id": "string"}}}}',
  },
  {
    id: "ARH-SCH-007", name: "ArgumentNotInEnum", category: "schema", severity: "error", scored: true,
    title: "Argument value not in enum",
    description: "An argument's value is not one of the values the argument spec's enum lists (JSON equality: a boolean never equals a number).",
    remediation: "Make the agent choose one of the allowed values, or extend the enum.",
    example: 'policy: {"required_arguments": {"reason": {"type": "str", "enum": ["damaged", "late"]}}}\nstep:   {"arguments": {"reason": "because"}}',
  },
  {
    id: "ARH-SCH-008", name: "ArgumentPatternMismatch", category: "schema", severity: "error", scored: true,
    title: "Argument does not match its pattern",
    description: "A string argument does not match the argument spec's pattern over its whole length (RE2 syntax, linear time).",
    remediation: "Make the agent send a value of the expected form, or correct the pattern.",
    example: 'policy: {"required_arguments": {"order_id": {"type": "str", "pattern": "ORD-[0-9]+"}}}\nstep:   {"arguments": {"order_id": "order 42"}}',
  },
  {
    id: "ARH-SCH-009", name: "ArgumentOutOfRange", category: "schema", severity: "error", scored: true,
    title: "Argument out of range",
    description: "A numeric argument is below the spec's min or above its max. NaN violates any bound.",
    remediation: "Keep the value within [min, max], or correct the bounds in the policy.",
    example: 'policy: {"required_arguments": {"amount": {"type": "float", "min": 0, "max": 500}}}\nstep:   {"arguments": {"amount": 1200}}',
  },
  {
    id: "ARH-SCH-010", name: "DuplicateStepId", category: "schema", severity: "warning", scored: false,
    title: "Duplicate step_id",
    description: "A step_id occurs more than once in the trace. Not a parse error, and never scored, but findings, SARIF locations and regression fingerprints point at step ids, so duplicates weaken them.",
    remediation: "Give every step a unique step_id that two runs of the same behaviour share, as the adapters number steps: `<tool_name>#<n>` for the n-th call of a tool, `model#<n>` for the n-th model response. Not a provider's call id or a span id: they are random on every run, so findings could never pair with the baseline's; keep them in the step's metadata.",
    example: 'steps: [{"step_id": "s1", ...}, {"step_id": "s1", ...}]',
  },
  // ---- budget ----
  {
    id: "ARH-BUD-001", name: "StepLatencyOverBudget", category: "budget", severity: "error", scored: true,
    title: "Step latency over budget",
    description: "A step's recorded latency_ms exceeds budgets.max_step_latency_ms.",
    remediation: "Make the step faster (cache, smaller model, tighter tool) or raise max_step_latency_ms deliberately.",
    example: 'policy: {"budgets": {"max_step_latency_ms": 1000}}\nstep:   {"latency_ms": 1800}',
  },
  {
    id: "ARH-BUD-002", name: "TotalLatencyOverBudget", category: "budget", severity: "error", scored: true,
    title: "Total latency over budget",
    description: "The sum of the steps' recorded latency_ms exceeds budgets.max_total_latency_ms.",
    remediation: "Cut steps or latency from the run, or raise max_total_latency_ms deliberately.",
    example: 'policy: {"budgets": {"max_total_latency_ms": 5000}}\nsteps: latencies 3000 + 2500',
  },
  {
    id: "ARH-BUD-003", name: "TotalCostOverBudget", category: "budget", severity: "error", scored: true,
    title: "Total cost over budget",
    description: "The sum of the steps' recorded cost_usd exceeds budgets.max_total_cost_usd.",
    remediation: "Use fewer or cheaper model calls, or raise max_total_cost_usd deliberately.",
    example: 'policy: {"budgets": {"max_total_cost_usd": 0.05}}\nsteps: costs 0.04 + 0.03',
  },
  {
    id: "ARH-BUD-004", name: "TotalTokensOverBudget", category: "budget", severity: "error", scored: true,
    title: "Total tokens over budget",
    description: "input_tokens + output_tokens summed over the steps that record them exceeds budgets.max_total_tokens.",
    remediation: "Trim prompts and outputs, or raise max_total_tokens deliberately.",
    example: 'policy: {"budgets": {"max_total_tokens": 1000}}\nstep: {"input_tokens": 900, "output_tokens": 300}',
  },
  {
    id: "ARH-BUD-005", name: "TokenDataMissing", category: "budget", severity: "warning", scored: false,
    title: "Token budget set but no token data",
    description: "The policy sets max_total_tokens but no step records input_tokens or output_tokens, so the budget cannot be verified. Not counted as a check.",
    remediation: "Record token usage in the trace (input_tokens/output_tokens), or drop the token budget.",
    example: 'policy: {"budgets": {"max_total_tokens": 1000}}\nsteps without input_tokens/output_tokens',
  },
  {
    id: "ARH-BUD-006", name: "LatencyDataMissing", category: "budget", severity: "warning", scored: false,
    title: "Latency budget set but no latency data",
    description: "The policy sets a latency budget but no step records latency_ms, so it cannot be verified. Not counted as a check.",
    remediation: "Record latency_ms on the steps, or drop the latency budget.",
    example: 'policy: {"budgets": {"max_total_latency_ms": 5000}}\nsteps without latency_ms',
  },
  {
    id: "ARH-BUD-007", name: "CostDataMissing", category: "budget", severity: "warning", scored: false,
    title: "Cost budget set but no cost data",
    description: "The policy sets max_total_cost_usd but no step records cost_usd, so it cannot be verified. Not counted as a check.",
    remediation: "Record cost_usd on the steps, or drop the cost budget.",
    example: 'policy: {"budgets": {"max_total_cost_usd": 0.05}}\nsteps without cost_usd',
  },
  // ---- safety ----
  {
    id: "ARH-SAF-001", name: "UnsafeContent", category: "safety", severity: "error", scored: true,
    title: "Unsafe pattern in step content",
    description: "A text blob of a step (response text, any string inside the output or the arguments, the error) matches one of the policy's unsafe_patterns (case-insensitive RE2 search). One finding per (blob, pattern) match.",
    remediation: "Stop the agent or tool from emitting the content (redact secrets, filter outputs), or narrow the pattern if it is a false positive.",
    example: 'policy: {"unsafe_patterns": ["sk-[a-z0-9]{20,}"]}\nstep:   {"type": "model_response", "text": "your key is sk-abcdefghijklmnopqrstu"}',
    securitySeverity: "8.0",
  },
  // ---- grounding ----
  {
    id: "ARH-GRD-001", name: "UncitedGroundedResponse", category: "grounding", severity: "error", scored: true,
    title: "Grounded response without citations",
    description: "A model_response with requires_grounding has no citations. Error when grounding.require_citations is set, otherwise a warning.",
    remediation: "Make the agent cite the sources it answered from.",
    example: 'step: {"type": "model_response", "requires_grounding": true, "text": "Refunds take 5 days.", "citations": []}',
  },
  {
    id: "ARH-GRD-002", name: "CitationCoverageTooLow", category: "grounding", severity: "error", scored: true,
    title: "Citation coverage below minimum",
    description: "The share of grounded responses that carry citations is below grounding.min_citation_coverage.",
    remediation: "Make more grounded answers cite their sources, or lower min_citation_coverage deliberately.",
    example: 'policy: {"grounding": {"min_citation_coverage": 1.0}}\none of two grounded responses cited (coverage 0.5)',
  },
  {
    id: "ARH-GRD-003", name: "InvalidCitation", category: "grounding", severity: "error", scored: true,
    title: "Citation without a valid URL or source",
    description: "With grounding.require_valid_citation_urls, every citation must be an object with a valid http(s) url (scheme and host), or, when url is absent or null, a non-blank source.",
    remediation: "Emit citations with an absolute http(s) URL or a named source.",
    example: 'policy: {"grounding": {"require_valid_citation_urls": true}}\ncitation: {"url": "javascript:alert(1)"}',
  },
  // ---- sequence ----
  {
    id: "ARH-SEQ-001", name: "RequiredToolNotCalled", category: "sequence", severity: "error", scored: true,
    title: "Required tool never called",
    description: "A tool listed in sequence.required_tools is never called in the trace.",
    remediation: "Make the agent call the required tool (for example the eligibility check) before it finishes.",
    example: 'policy: {"sequence": {"required_tools": ["check_eligibility"]}}\ntrace never calls check_eligibility',
  },
  {
    id: "ARH-SEQ-002", name: "ForbiddenToolCalled", category: "sequence", severity: "error", scored: true,
    title: "Forbidden tool called",
    description: "A tool listed in sequence.forbidden_tools is called. One finding per call.",
    remediation: "Remove the tool from the agent's toolset or prompt it never to use it.",
    example: 'policy: {"sequence": {"forbidden_tools": ["delete_account"]}}\nstep: {"tool_name": "delete_account"}',
  },
  {
    id: "ARH-SEQ-003", name: "CallOrderViolated", category: "sequence", severity: "error", scored: true,
    title: "Tools called out of order",
    description: "For a pair of tools listed in sequence.call_order that were both called, the first call of the later-listed tool comes before the first call of the earlier-listed one. Anchored at the first call of the later tool.",
    remediation: "Make the agent run the precondition tools first (for example check eligibility before issuing a refund).",
    example: 'policy: {"sequence": {"call_order": ["check_eligibility", "issue_refund"]}}\nsteps: issue_refund, then check_eligibility',
  },
  {
    id: "ARH-SEQ-004", name: "TooManyCalls", category: "sequence", severity: "error", scored: true,
    title: "Tool called more than max_calls",
    description: "A tool is called more times than its schema's max_calls.",
    remediation: "Stop the agent from repeating the call, or raise max_calls deliberately.",
    example: 'policy: {"allowed_tools": {"issue_refund": {"max_calls": 1}}}\ntwo issue_refund calls',
  },
  {
    id: "ARH-SEQ-005", name: "TooFewCalls", category: "sequence", severity: "error", scored: true,
    title: "Tool called fewer than min_calls",
    description: "A tool is called fewer times than its schema's min_calls.",
    remediation: "Make the agent call the tool as often as the workflow requires, or lower min_calls.",
    example: 'policy: {"allowed_tools": {"lookup_order": {"min_calls": 1}}}\nno lookup_order call',
  },
  // ---- flow ----
  {
    id: "ARH-FLW-001", name: "ErrorNotRetried", category: "flow", severity: "error", scored: true,
    title: "Errored tool call not retried",
    description: "With error_handling.require_retry_on_error, a tool_call with status error is not followed later by any call of the same tool.",
    remediation: "Make the agent retry failed tool calls (or hand over explicitly) instead of carrying on as if they succeeded.",
    example: 'policy: {"error_handling": {"require_retry_on_error": true}}\nstep: {"tool_name": "lookup_order", "status": "error", "error": "timeout"} with no later lookup_order',
  },
  {
    id: "ARH-FLW-002", name: "RetryStorm", category: "flow", severity: "error", scored: true,
    title: "Too many identical attempts",
    description: "More than error_handling.max_attempts calls of the same tool with the same canonical arguments. Anchored at the first excess call.",
    remediation: "Cap retries (with backoff) and give up cleanly after max_attempts.",
    example: 'policy: {"error_handling": {"max_attempts": 2}}\nthree identical lookup_order calls',
  },
  {
    id: "ARH-FLW-003", name: "DuplicateSideEffect", category: "flow", severity: "error", scored: true,
    title: "Side effect repeated after success",
    description: "A tool marked side_effect is called again with the same canonical arguments after a successful call. Calls before the first success are retries and allowed. One finding per duplicate.",
    remediation: "Make side-effecting calls idempotent (idempotency keys) and stop the agent from repeating a call that already succeeded.",
    example: 'policy: {"allowed_tools": {"issue_refund": {"side_effect": true}}}\ntwo successful identical issue_refund calls',
  },
  // ---- completion ----
  {
    id: "ARH-CMP-001", name: "NoFinalResponse", category: "completion", severity: "error", scored: true,
    title: "No successful final response",
    description: "With completion.require_final_response, the last step must be a model_response with status ok and non-blank text. An empty trace fails.",
    remediation: "Make the agent finish with a clear final answer, also after errors.",
    example: 'policy: {"completion": {"require_final_response": true}}\nlast step: a tool_call',
  },
  {
    id: "ARH-CMP-002", name: "TooManySteps", category: "completion", severity: "error", scored: true,
    title: "More steps than max_steps",
    description: "The trace has more steps than completion.max_steps.",
    remediation: "Make the agent reach its goal in fewer steps, or raise max_steps deliberately.",
    example: 'policy: {"completion": {"max_steps": 10}}\na trace of 14 steps',
  },
  // ---- input ----
  {
    id: "ARH-INP-001", name: "InvalidInput", category: "input", severity: "error", scored: false,
    title: "Input file cannot be validated",
    description: "A matched input file cannot be read, is not UTF-8 text, is not JSON, or does not parse as a trace of a supported format. The file becomes a failed report entry located at the problem; the other files are still validated.",
    remediation: "Fix the file at the reported line and column (or exclude it from the trace globs).",
    example: '{"trace_id": "t1", "steps": [ {"step_id": "s1", "type": "tool_call",, } ]}',
  },
] as const satisfies readonly RuleMeta[];

export const RULES: readonly RuleMeta[] = [...CORE, ...MEMORY_RULES, ...ABT_RULES, ...EVALUATION_RULES];

/** Every registered rule id, as a type: a misspelt id in a finding factory fails to compile. */
export type RuleId = (typeof CORE)[number]["id"] | MemoryRuleId | AbtRuleId | EvaluationRuleId;

const BY_ID = new Map(RULES.map((r) => [r.id, r]));

export function ruleMeta(id: string): RuleMeta | undefined {
  return BY_ID.get(id);
}

/** Like ruleMeta, for ids that must exist (a programming error otherwise). */
export function rule(id: RuleId): RuleMeta {
  const r = BY_ID.get(id);
  if (!r) throw new Error(`unknown rule ${id}`);
  return r;
}
