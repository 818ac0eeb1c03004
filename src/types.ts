// Shared data model of arh-action. Everything here is plain data: the pure core (parsing, rules,
// scoring, comparison, renderers) passes these around; nothing here touches I/O.

export type Severity = "error" | "warning" | "info";

/** Rule categories. The first seven are the scored categories of semantics.md §3. */
export type Category =
  | "schema"
  | "budget"
  | "safety"
  | "grounding"
  | "sequence"
  | "flow"
  | "completion"
  | "input"
  | "memory"
  | "abt"
  | "evaluation";

/**
 * A region of a source file. Lines and columns are 1-based; columns count UTF-16 code units
 * (SARIF `columnKind: "utf16CodeUnits"`); `endColumn` is exclusive (the column just after the
 * last character), as in SARIF. `uri` is relative to the current directory (CLI) or the
 * workspace (action), with `/` separators.
 */
export interface SourceLocation {
  uri: string;
  startLine: number;
  startColumn: number;
  endLine: number;
  endColumn: number;
}

/** One finding, as written in the report JSON (semantics.md §5) plus our additive fields. */
export interface Finding {
  severity: Severity;
  category: Category | string;
  message: string;
  /** Anchor step; null for trace-level findings. */
  step_id: string | null;
  rule_id: string;
  expected?: unknown;
  observed?: unknown;
  remediation?: string;
  // --- additive (ours) ---
  /** JSON pointer of the offending place in the *source file* (after adapter mapping). */
  pointer?: string;
  /** Where the finding lands: the offending field, else the anchored step, else the trace. */
  location?: SourceLocation;
  /** The agent of the step it is anchored at, or of the agent lane it checked (docs/multi-agent.md). */
  agent?: string;
}

/** Compact per-step digest carried in reports; powers drift detection and trace diffs. */
export interface StepDigest {
  step_id: string;
  type: "tool_call" | "model_response";
  tool_name: string | null;
  status: "ok" | "error";
  /** Short result summary: "ok", "error: <error>", or the first words of output/text. */
  result: string;
  /** Hash of the canonical (sorted-key) JSON of the arguments (`{}` when absent); null for model responses. */
  args_hash: string | null;
  /**
   * Preview of the canonical JSON of the arguments, for display: at most 120 characters ("…" ends
   * a cut one). Reports written before this bound may hold longer previews; readers accept any.
   */
  args?: string;
  latency_ms?: number | null;
  /** Of `latency_ms`, the time of a model call an adapter folded into this tool-call step (metadata.model_call). */
  model_latency_ms?: number;
  tokens?: number | null;
  /** 1-based line of the step in its source file, when known. */
  line?: number;
  /** The step's agent in a multi-agent run (docs/multi-agent.md): full digests only (the trace diff's lanes). */
  agent?: string;
  /** Lean digests (report format 2): hash of the result (error, text or canonical output); `result` is then the status. */
  result_hash?: string;
}

export type TraceKind = "agent" | "memory" | "abt" | "input";

/** One entry of `reports[]` (semantics.md §5). */
export interface TraceReport {
  trace_id: string;
  agent_name: string;
  workflow: string;
  policy_id: string;
  score: number;
  passed: boolean;
  total_latency_ms: number;
  total_cost_usd: number;
  citation_coverage: number | null;
  total_tokens?: number | null;
  source_path: string;
  findings: Finding[];
  // --- additive (ours) ---
  kind?: TraceKind;
  /**
   * Internal, never in a report: set on the input-error entry of a file that holds JSON of no
   * trace format at all (why); runValidation lists such a file as skipped when a walk found it.
   */
  not_a_trace?: string;
  /** Adapter that produced the canonical trace ("arh" for canonical files). */
  source_format?: string;
  /** Per-category scores (0..100, 2 decimals) of the applicable categories. */
  category_scores?: Record<string, number>;
  steps?: StepDigest[];
  /** Location of the trace object (for trace-level findings and JUnit `line`). */
  location?: SourceLocation;
  /** Memory traces: scoring details (see src/memory). */
  memory?: unknown;
  /** False when the entry could not be scored (e.g. a memory trace without adapter or results); it
   * then counts in neither average_score nor passed_traces' score semantics. Absent means true. */
  scored?: boolean;
  /**
   * The unrounded score, when the engine knows it: the harness averages unrounded scores
   * (`round(mean(score), 2)`), so the summary must too. In memory only: the JSON renderer never
   * writes it, so reports stay exactly the harness's format.
   */
  raw_score?: number;
  /**
   * `false` when no step of the trace records `latency_ms`, so `total_latency_ms` is 0 by the
   * semantics rather than measured (the console and Markdown say "not recorded"). Absent: some step
   * records one, or the report predates the field.
   */
  latency_recorded?: false;
  /**
   * The scenario id of repeated runs (`metadata.scenario` of the trace, docs/repeats.md), when the
   * trace names one. Anything but a string is kept as its kind (an object or array becomes an
   * empty one) so the gate can refuse it naming the file.
   */
  scenario?: unknown;
  /** Free-form additive details (e.g. "not scored" explanations). */
  notes?: string[];
  /** What a trace adapter could not map (docs/adapters.md), located in the original file. */
  adapter_notes?: AdapterNoteEntry[];
  /** Report format 3: each token kind, the latency split and the estimated cost (trace/usage.ts). */
  usage?: UsageTotals;
  /** The trace's evaluation results (trace/evaluations.ts `evaluationEntries`; docs/evaluations.md). */
  evaluations?: { name: string; step_id: string | null; score?: number; label?: string; explanation?: string }[];
  /** A multi-agent trace: each agent's steps, latency, cost and tokens, in order of first step (engine/validate.ts `agentUsage`). */
  agents?: AgentUsage[];
}

/** One agent's share of a multi-agent trace (docs/multi-agent.md): sums of what its steps recorded. */
export interface AgentUsage {
  agent: string;
  steps: number;
  latency_ms: number;
  /** False when none of the agent's steps records latency_ms (the 0 is then no measurement). */
  latency_recorded: boolean;
  cost_usd: number;
  /** input + output tokens of the steps that record either; null when none does. */
  tokens: number | null;
}

/** Per-trace totals, as a report entry carries them (`usage`; zero counts left out when written). */
export interface UsageTotals {
  input_tokens: number;
  output_tokens: number;
  cache_read_tokens: number;
  cache_creation_tokens: number;
  reasoning_tokens: number;
  /** Latency of model steps (and of model calls folded into a tool step: `metadata.model_call`). */
  model_latency_ms: number;
  /** Latency of tool steps, without the model time folded into them. */
  tool_latency_ms: number;
  /** Cost estimated from `pricing` for model steps that record tokens but no cost. */
  estimated_cost_usd?: number;
  /** Models of steps with tokens and no recorded cost that no price matches ("(no model id)" when unnamed). */
  unpriced_models?: string[];
}


/** One adapter note of a report entry: `code` as in docs/adapters.md, `pointer` into the source file. */
export interface AdapterNoteEntry {
  code: string;
  message: string;
  pointer: string;
  location?: SourceLocation;
}

export interface ReportSummary {
  total_traces: number;
  passed_traces: number;
  failed_traces: number;
  average_score: number;
}

/** The report JSON, also the baseline format. */
export interface Report {
  schema_version: "1";
  /** Our report format (engine/report.ts REPORT_FORMAT_VERSION); absent in format 1 and the harness's reports. */
  format_version?: number;
  summary: ReportSummary;
  reports: TraceReport[];
  // --- additive (ours) ---
  tool?: { name: string; version: string };
  policy_id?: string;
  /** `sha256:` and the SHA-256 of the policy's canonical JSON (engine/report.ts `policyDigestOf`). */
  policy_digest?: string;
  fail_under?: number;
  /** Paths the trace patterns met that were not validated, with the reason (never silently dropped). */
  skipped?: { path: string; reason: string }[];
  /** The candidate's scenarios when runs repeat (docs/repeats.md; src/report/scenarios.ts writes it). */
  scenarios?: unknown;
}

/** Static description of a rule; one registry entry per rule (src/rules/registry.ts). */
export interface RuleMeta {
  id: string;
  /** PascalCase short name, for SARIF `rules[].name`. */
  name: string;
  category: Category;
  severity: Severity;
  /** One-line title, e.g. "Tool not in the allow-list". */
  title: string;
  /** Full description (at most 1024 chars). */
  description: string;
  remediation: string;
  /** A minimal failing example (trace fragment + policy fragment), shown in help. */
  example?: string;
  /** False for lint rules that never count in the score (ARH-SCH-010, input/abt/memory lint). */
  scored: boolean;
  /** SARIF `properties.security-severity` for security rules. */
  securitySeverity?: string;
}
