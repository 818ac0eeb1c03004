// Before/after trace diffs in the agent-behavior-trace/v0 format (issue 6). Stub: being implemented.
import type { CompareResult } from "../compare/types.js";
import type { Report, TraceReport } from "../types.js";
import type { Policy } from "../policy/model.js";

export interface AbtStep { n: number; tool: string; result: string; kind: "read" | "precondition" | "side_effect" | "respond"; consequential?: boolean; in_violation?: boolean; args?: unknown; return?: unknown; timestamp_ms?: number; tokens?: number }
export interface AbtRail { id: string; label: string; regression: boolean; steps: AbtStep[] }
export interface AbtDocument { schema: "agent-behavior-trace/v0"; case: string; contract: string; contract_clause?: string; rails: AbtRail[]; verdict: { output: "PASS" | "FAIL"; behavior: "PASS" | "FAIL"; behavior_reason?: string; operational?: string }; permalink?: string; updated?: string }

export function buildTraceDiffs(_input: { compare: CompareResult; baseline: Report; candidate: Report; policy: Policy | null; baselineLabel?: string; candidateLabel?: string; updated?: string }): AbtDocument[] {
  return [];
}
export function writeTraceDiffs(_dir: string, _docs: AbtDocument[]): string[] {
  return [];
}
export function renderTraceDiffTable(_doc: AbtDocument): string {
  return "";
}
export function isAbtDocument(doc: unknown): boolean {
  return typeof doc === "object" && doc !== null && !Array.isArray(doc) && typeof (doc as { schema?: unknown }).schema === "string" && (doc as { schema: string }).schema.startsWith("agent-behavior-trace/");
}
export function validateAbtDocument(input: { doc: unknown; text: string; uri: string; fileName: string; policyId: string }): TraceReport {
  return { trace_id: input.fileName, agent_name: "agent-behavior-trace", workflow: "trace-diff", policy_id: input.policyId, score: 100, passed: true, total_latency_ms: 0, total_cost_usd: 0, citation_coverage: null, source_path: input.uri, findings: [], kind: "abt" };
}
