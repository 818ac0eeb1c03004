// The agent-behavior-trace/v0 data model (docs/trace-diff.md).

export const ABT_SCHEMA = "agent-behavior-trace/v0";
/** Prefix every version of the format declares (`agent-behavior-trace/v0`, `/v1`, ...). */
export const ABT_SCHEMA_PREFIX = "agent-behavior-trace/";

/** True when the document declares an agent-behavior-trace schema (any version). */
export function isAbtDocument(doc: unknown): boolean {
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) return false;
  const s = (doc as { schema?: unknown }).schema;
  return typeof s === "string" && s.startsWith(ABT_SCHEMA_PREFIX);
}
/** The locked `kind` vocabulary of v0. */
export const ABT_KINDS = ["read", "precondition", "side_effect", "respond"] as const;
/** Rail ids are slugs (they become DOM ids). */
export const ABT_RAIL_ID_PATTERN = "^[a-z0-9][a-z0-9_-]{0,63}$";

export type AbtKind = (typeof ABT_KINDS)[number];

export interface AbtStep {
  n: number;
  tool: string;
  result: string;
  kind: "read" | "precondition" | "side_effect" | "respond";
  consequential?: boolean;
  in_violation?: boolean;
  args?: unknown;
  return?: unknown;
  timestamp_ms?: number;
  tokens?: number;
  /**
   * Ours, additive (the format ignores unknown step fields): of the step's latency, the time of a
   * model call folded into this tool-call step, so a reader sees the tool's own time apart.
   */
  model_latency_ms?: number;
  /** Ours, additive: the agent that made the step in a multi-agent run (docs/multi-agent.md); the diff groups the rail's steps by it. */
  agent?: string;
}

export interface AbtRail {
  id: string;
  label: string;
  regression: boolean;
  steps: AbtStep[];
}

export interface AbtVerdict {
  output: "PASS" | "FAIL";
  behavior: "PASS" | "FAIL";
  behavior_reason?: string;
  operational?: string;
}

export interface AbtDocument {
  schema: "agent-behavior-trace/v0";
  case: string;
  contract: string;
  contract_clause?: string;
  rails: AbtRail[];
  verdict: AbtVerdict;
  permalink?: string;
  updated?: string;
}

/** Marker of a step: a function of kind + consequential (+ in_violation, which only changes the colour). */
export function markerOf(step: Pick<AbtStep, "kind" | "consequential">): "filled-square" | "open-circle" {
  return step.kind === "side_effect" && step.consequential === true ? "filled-square" : "open-circle";
}

export const MARKER_GLYPH = { "open-circle": "\u25CB", "filled-square": "\u25A0" } as const;

/** Row keys shared by both rails: the sorted union of the step indices `n`. */
export function rowIndices(rails: readonly AbtRail[]): number[] {
  const s = new Set<number>();
  for (const r of rails) for (const st of r.steps) s.add(st.n);
  return [...s].sort((a, b) => a - b);
}

/**
 * Each step's own latency by row (`n`): `timestamp_ms` is the running sum of the rail's recorded
 * latencies, so a step's latency is the difference to the previous timestamp on its rail. Steps
 * without a timestamp (latency not recorded) have none.
 */
export function stepLatencies(rail: AbtRail): Map<number, number> {
  const out = new Map<number, number>();
  let before = 0;
  for (const st of [...rail.steps].sort((a, b) => a.n - b.n)) {
    const t = st.timestamp_ms;
    if (typeof t !== "number" || !Number.isFinite(t)) continue;
    if (!out.has(st.n)) out.set(st.n, Math.max(0, Math.round((t - before) * 1000) / 1000));
    before = t;
  }
  return out;
}

/** Longest agent name a diff step shows (the trace format's bound). */
export const MAX_ABT_AGENT = 256;

/** Whether the document's steps name two agents or more: then the diff shows each step's agent lane. */
export function multiAgent(rails: readonly AbtRail[]): boolean {
  let first: string | undefined;
  for (const r of rails) {
    for (const st of r.steps) {
      const a = st.agent;
      if (typeof a !== "string") continue;
      if (first === undefined) first = a;
      else if (a !== first) return true;
    }
  }
  return false;
}
