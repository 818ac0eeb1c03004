// Canonical ARH trace (schema version 1), as parsed: see docs/trace-format.md.

export type StepType = "tool_call" | "model_response";
export type StepStatus = "ok" | "error";

export interface Step {
  step_id: string;
  type: StepType;
  tool_name: string | null;
  arguments: Record<string, unknown> | null;
  text: string | null;
  citations: unknown[];
  latency_ms: number | null;
  cost_usd: number | null;
  requires_grounding: boolean;
  output: unknown;
  status: StepStatus;
  error: string | null;
  input_tokens: number | null;
  output_tokens: number | null;
  /** Input tokens read from the provider's prompt cache: part of `input_tokens` (docs/cost.md). */
  cache_read_tokens?: number | null;
  /** Input tokens written to the prompt cache: part of `input_tokens`. */
  cache_creation_tokens?: number | null;
  /** Reasoning (thinking) tokens: part of `output_tokens`. */
  reasoning_tokens?: number | null;
  metadata: Record<string, unknown>;
  /**
   * The agent that made the step in a multi-agent run (docs/multi-agent.md), at most
   * MAX_AGENT_CHARS characters; absent when the trace does not say.
   */
  agent?: string;
  /** Canonical JSON of `arguments`, computed on first use (util/canonical.ts `canonicalArgs`). */
  args_canonical?: string | null;
  /** `shortHash` of that canonical JSON, computed on first use (util/canonical.ts `argsHash`). */
  args_hash?: string | null;
  /** A number from that hash, for maps of calls (util/canonical.ts `argsKey`). */
  args_key?: number | null;
  /** Evaluation results judging this step (trace/evaluations.ts); absent when none. */
  evaluations?: Evaluation[];
}

export interface Trace {
  schema_version: string;
  trace_id: string;
  agent_name: string;
  workflow: string;
  steps: Step[];
  source: string | null;
  metadata: Record<string, unknown>;
  /** Evaluation results on the trace (trace/evaluations.ts); absent when none. */
  evaluations?: Evaluation[];
}

/** One evaluation result, as parsed (trace/evaluations.ts). At least one of `score` and `label` is set. */
export interface Evaluation {
  name: string;
  score: number | null;
  label: string | null;
  explanation: string | null;
  /** The step_id the result judges; null: the trace as a whole. */
  step: string | null;
  /** JSON pointer of the item in the canonical trace (findings point at it). */
  pointer: string;
}
