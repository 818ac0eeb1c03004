// budget: ARH-BUD-001..007 (semantics.md §3).
import type { CategoryCheck } from "./common.js";
import { finding, formatMessageNumber, notApplicable, stepPtr, TRACE_PTR } from "./common.js";
import type { Finding } from "../types.js";
import type { Trace } from "../trace/model.js";

export interface Totals {
  latency_ms: number;
  cost_usd: number;
  /** input + output tokens over the steps that record either; null when none does. */
  tokens: number | null;
  hasLatency: boolean;
  hasCost: boolean;
}

export function totals(trace: Trace): Totals {
  let latency = 0;
  let cost = 0;
  let tokens = 0;
  let hasLatency = false;
  let hasCost = false;
  let hasTokens = false;
  for (const s of trace.steps) {
    if (s.latency_ms !== null) {
      latency += s.latency_ms;
      hasLatency = true;
    }
    if (s.cost_usd !== null) {
      cost += s.cost_usd;
      hasCost = true;
    }
    if (s.input_tokens !== null || s.output_tokens !== null) {
      tokens += (s.input_tokens ?? 0) + (s.output_tokens ?? 0);
      hasTokens = true;
    }
  }
  return { latency_ms: latency, cost_usd: cost, tokens: hasTokens ? tokens : null, hasLatency, hasCost };
}

/** The model call an adapter folded into a tool-call step (metadata.model_call, src/adapters/otlp/build.ts): its own latency. */
export function foldedModelLatency(s: Trace["steps"][number]): number | null {
  const mc = s.metadata?.model_call;
  if (mc === null || typeof mc !== "object" || Array.isArray(mc)) return null;
  const ms = (mc as Record<string, unknown>).latency_ms;
  return typeof ms === "number" && Number.isFinite(ms) ? ms : null;
}

/** ARH-BUD-001's message: names what was slow (the tool, the model response, or the folded model call). */
export function stepLatencyMessage(s: Trace["steps"][number], max: number): string {
  const ms = (n: number) => `${formatMessageNumber(n, "ms")} ms`;
  const over = `over the ${ms(max)} step budget`;
  const tool = s.type === "tool_call" && s.tool_name ? `tool '${s.tool_name}'` : null;
  const lat = s.latency_ms ?? 0;
  if (s.type === "model_response") return `the model response at step '${s.step_id}' took ${ms(lat)}, ${over}`;
  const model = foldedModelLatency(s);
  if (model !== null && model <= lat) {
    const own = Number((lat - model).toPrecision(12));
    return `step '${s.step_id}' took ${ms(lat)}, ${over}: ${ms(model)} of it is the model call that requested ${tool ?? "this call"} (counted on this step), the call itself took ${ms(own)}`;
  }
  return `${tool ?? "the tool call"} at step '${s.step_id}' took ${ms(lat)}, ${over}`;
}

export const checkBudget: CategoryCheck = (trace, policy) => {
  const b = policy.budgets;
  const any = b.max_step_latency_ms !== null || b.max_total_latency_ms !== null || b.max_total_cost_usd !== null || b.max_total_tokens !== null;
  if (!any) return notApplicable("budget");
  const t = totals(trace);
  const findings: Finding[] = [];
  let checks = 0;
  let passed = 0;
  const latencyBudget = b.max_step_latency_ms !== null || b.max_total_latency_ms !== null;
  if (latencyBudget && !t.hasLatency) {
    findings.push(finding("ARH-BUD-006", null, "a latency budget is set but no step records latency_ms; it cannot be verified", TRACE_PTR));
  } else {
    if (b.max_step_latency_ms !== null) {
      const max = b.max_step_latency_ms;
      const steps = trace.steps;
      for (let i = 0; i < steps.length; i++) {
        const s = steps[i]!;
        if (s.latency_ms === null) continue;
        checks++;
        if (s.latency_ms > max) {
          findings.push(finding("ARH-BUD-001", s.step_id, stepLatencyMessage(s, max), stepPtr(i) + "/latency_ms", { expected: max, observed: s.latency_ms }));
        } else passed++;
      }
    }
    if (b.max_total_latency_ms !== null) {
      checks++;
      if (t.latency_ms > b.max_total_latency_ms) {
        findings.push(finding("ARH-BUD-002", null, `total latency ${formatMessageNumber(t.latency_ms, "ms")} ms is over the ${formatMessageNumber(b.max_total_latency_ms, "ms")} ms budget`, TRACE_PTR, { expected: b.max_total_latency_ms, observed: t.latency_ms }));
      } else passed++;
    }
  }
  if (b.max_total_cost_usd !== null) {
    if (!t.hasCost) {
      findings.push(finding("ARH-BUD-007", null, "a cost budget is set but no step records cost_usd; it cannot be verified", TRACE_PTR));
    } else {
      checks++;
      if (t.cost_usd > b.max_total_cost_usd) {
        findings.push(finding("ARH-BUD-003", null, `total cost $${formatMessageNumber(t.cost_usd, "usd")} is over the $${formatMessageNumber(b.max_total_cost_usd, "usd")} budget`, TRACE_PTR, { expected: b.max_total_cost_usd, observed: t.cost_usd }));
      } else passed++;
    }
  }
  if (b.max_total_tokens !== null) {
    if (t.tokens === null) {
      findings.push(finding("ARH-BUD-005", null, "a token budget is set but no step records input_tokens or output_tokens; it cannot be verified", TRACE_PTR));
    } else {
      checks++;
      if (t.tokens > b.max_total_tokens) {
        findings.push(finding("ARH-BUD-004", null, `total tokens ${formatMessageNumber(t.tokens, "plain")} are over the ${formatMessageNumber(b.max_total_tokens, "plain")} token budget`, TRACE_PTR, { expected: b.max_total_tokens, observed: t.tokens }));
      } else passed++;
    }
  }
  return { category: "budget", applicable: true, checks, passed, findings };
};
