// flow: ARH-FLW-001..003 (semantics.md §3). Groups are (tool, canonical arguments).
import type { CategoryCheck } from "./common.js";
import { finding, notApplicable, stepPtr, toolNameOf } from "./common.js";
import type { Finding } from "../types.js";
import { canonicalArgs } from "../util/canonical.js";

export const checkFlow: CategoryCheck = (trace, policy) => {
  const eh = policy.error_handling;
  const sideEffects = [...policy.allowed_tools].filter(([, t]) => t.side_effect).map(([n]) => n);
  if (!eh.require_retry_on_error && eh.max_attempts === null && sideEffects.length === 0) return notApplicable("flow");

  // group key -> step indices, in order; tool -> indices
  const groups = new Map<string, { tool: string; idx: number[] }>();
  const byTool = new Map<string, number[]>();
  trace.steps.forEach((s, i) => {
    const t = toolNameOf(s);
    if (t === null) return;
    const key = t + "\u0000" + canonicalArgs(s);
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { tool: t, idx: [] }));
    g.idx.push(i);
    let l = byTool.get(t);
    if (!l) byTool.set(t, (l = []));
    l.push(i);
  });

  const findings: Finding[] = [];
  let checks = 0;
  let passed = 0;
  if (eh.require_retry_on_error) {
    trace.steps.forEach((s, i) => {
      const t = toolNameOf(s);
      if (t === null || s.status !== "error") return;
      checks++;
      const l = byTool.get(t)!;
      if (l[l.length - 1]! > i) passed++;
      else findings.push(finding("ARH-FLW-001", s.step_id, `tool '${t}' failed at step '${s.step_id}'${s.error ? ` (${s.error.length > 80 ? s.error.slice(0, 79) + "…" : s.error})` : ""} and was never retried`, stepPtr(i)));
    });
  }
  if (eh.max_attempts !== null) {
    const n = eh.max_attempts;
    for (const g of groups.values()) {
      checks++;
      if (g.idx.length <= n) passed++;
      else {
        const i = g.idx[n]!;
        const s = trace.steps[i]!;
        findings.push(finding("ARH-FLW-002", s.step_id, `tool '${g.tool}' was called ${g.idx.length} times with identical arguments, more than max_attempts ${n}`, stepPtr(i), { expected: n, observed: g.idx.length }));
      }
    }
  }
  if (sideEffects.length > 0) {
    const se = new Set(sideEffects);
    for (const g of groups.values()) {
      if (!se.has(g.tool)) continue;
      checks++;
      const firstOk = g.idx.findIndex((i) => trace.steps[i]!.status === "ok");
      const dups = firstOk === -1 ? [] : g.idx.slice(firstOk + 1);
      if (dups.length === 0) passed++;
      const okStep = firstOk === -1 ? null : trace.steps[g.idx[firstOk]!]!;
      for (const i of dups) {
        const s = trace.steps[i]!;
        findings.push(finding("ARH-FLW-003", s.step_id, `side-effect tool '${g.tool}' was called again at step '${s.step_id}' with the same arguments after it succeeded at step '${okStep!.step_id}'`, stepPtr(i)));
      }
    }
  }
  if (checks === 0) return notApplicable("flow");
  return { category: "flow", applicable: true, checks, passed, findings };
};
