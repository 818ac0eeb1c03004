// sequence: ARH-SEQ-001..005 (semantics.md §3). Only tool_calls with a tool name count.
import type { CategoryCheck } from "./common.js";
import { finding, notApplicable, stepPtr, toolNameOf, TRACE_PTR } from "./common.js";
import type { Finding } from "../types.js";
import type { Policy, ToolSchema } from "../policy/model.js";

/** The tools of a policy with max_calls or min_calls, computed once per policy. */
const boundedTools = new WeakMap<Policy, [string, ToolSchema][]>();
function boundedOf(policy: Policy): [string, ToolSchema][] {
  let b = boundedTools.get(policy);
  if (b === undefined) boundedTools.set(policy, (b = [...policy.allowed_tools].filter(([, t]) => t.max_calls !== null || t.min_calls !== null)));
  return b;
}

/** The forbidden tools of a policy as a set, made once per policy. */
const forbiddenSets = new WeakMap<Policy, Set<string>>();
function forbiddenOf(policy: Policy): Set<string> {
  let f = forbiddenSets.get(policy);
  if (f === undefined) forbiddenSets.set(policy, (f = new Set(policy.sequence.forbidden_tools)));
  return f;
}

export const checkSequence: CategoryCheck = (trace, policy) => {
  const seq = policy.sequence;
  const bounded = boundedOf(policy);
  const configured = seq.required_tools.length > 0 || seq.forbidden_tools.length > 0 || seq.call_order.length >= 2 || bounded.length > 0;
  if (!configured) return notApplicable("sequence");

  // Per tool: its first call and number of calls; the calls themselves only of forbidden tools.
  const first = new Map<string, number>();
  const counts = new Map<string, number>();
  const calls = new Map<string, number[]>();
  const forbidden = forbiddenOf(policy);
  const steps = trace.steps;
  for (let i = 0; i < steps.length; i++) {
    const t = toolNameOf(steps[i]!);
    if (t === null) continue;
    const n = counts.get(t);
    if (n === undefined) first.set(t, i);
    counts.set(t, (n ?? 0) + 1);
    if (!forbidden.has(t)) continue;
    let l = calls.get(t);
    if (!l) calls.set(t, (l = []));
    l.push(i);
  }

  const findings: Finding[] = [];
  let checks = 0;
  let passed = 0;
  for (const t of seq.required_tools) {
    checks++;
    if (first.has(t)) passed++;
    else findings.push(finding("ARH-SEQ-001", null, `required tool '${t}' was never called`, TRACE_PTR, { expected: t }));
  }
  for (const t of seq.forbidden_tools) {
    checks++;
    const l = calls.get(t);
    if (!l) passed++;
    else for (const i of l) findings.push(finding("ARH-SEQ-002", trace.steps[i]!.step_id, `forbidden tool '${t}' was called at step '${trace.steps[i]!.step_id}'`, stepPtr(i), { observed: t }));
  }
  const order = seq.call_order;
  for (let a = 0; a < order.length; a++) {
    for (let b = a + 1; b < order.length; b++) {
      const ia = first.get(order[a]!);
      const ib = first.get(order[b]!);
      if (ia === undefined || ib === undefined) continue;
      checks++;
      if (ia < ib) passed++;
      else {
        const later = trace.steps[ib]!;
        findings.push(
          finding("ARH-SEQ-003", later.step_id, `'${order[b]}' (step '${later.step_id}') was called before '${order[a]}' (step '${trace.steps[ia]!.step_id}'); call_order requires '${order[a]}' first`, stepPtr(ib), {
            expected: [order[a], order[b]],
            observed: [order[b], order[a]],
          }),
        );
      }
    }
  }
  for (const [name, t] of bounded) {
    const n = counts.get(name) ?? 0;
    if (t.max_calls !== null) {
      checks++;
      if (n > t.max_calls) findings.push(finding("ARH-SEQ-004", null, `tool '${name}' was called ${n} times, more than max_calls ${t.max_calls}`, TRACE_PTR, { expected: t.max_calls, observed: n }));
      else passed++;
    }
    if (t.min_calls !== null) {
      checks++;
      if (n < t.min_calls) findings.push(finding("ARH-SEQ-005", null, `tool '${name}' was called ${n} times, fewer than min_calls ${t.min_calls}`, TRACE_PTR, { expected: t.min_calls, observed: n }));
      else passed++;
    }
  }
  if (checks === 0) return notApplicable("sequence");
  return { category: "sequence", applicable: true, checks, passed, findings };
};
