// flow: ARH-FLW-001..003 (semantics.md §3). Groups are (tool, canonical arguments).
import type { CategoryCheck } from "./common.js";
import { finding, notApplicable, stepPtr, toolNameOf } from "./common.js";
import type { Finding } from "../types.js";
import type { Policy } from "../policy/model.js";
import type { Trace } from "../trace/model.js";
import { argsKey, canonicalArgs } from "../util/canonical.js";

/** Side-effect tools of a policy, computed once per policy. */
const sideEffectTools = new WeakMap<Policy, Set<string>>();
function sideEffectsOf(policy: Policy): Set<string> {
  let se = sideEffectTools.get(policy);
  if (se === undefined) sideEffectTools.set(policy, (se = new Set([...policy.allowed_tools].filter(([, t]) => t.side_effect).map(([n]) => n))));
  return se;
}

interface Group {
  tool: string;
  idx: number[];
}

/**
 * The group of step `i` among those of its tool: looked up by the hash of the canonical arguments;
 * the arguments' canonical JSON is compared only when the hash is already there (a repeat, or a
 * hash collision, which makes a group of its own), so it is built only for possible repeats.
 */
function groupOf(byHash: Map<number, Group[]>, steps: Trace["steps"], i: number, tool: string, groups: Group[]): Group {
  const s = steps[i]!;
  const h = argsKey(s);
  const same = byHash.get(h);
  if (same !== undefined) {
    const cj = canonicalArgs(s);
    for (const g of same) if (canonicalArgs(steps[g.idx[0]!]!) === cj) return g;
  }
  const g: Group = { tool, idx: [] };
  if (same !== undefined) same.push(g);
  else byHash.set(h, [g]);
  groups.push(g);
  return g;
}

export const checkFlow: CategoryCheck = (trace, policy) => {
  const eh = policy.error_handling;
  const se = sideEffectsOf(policy);
  if (!eh.require_retry_on_error && eh.max_attempts === null && se.size === 0) return notApplicable("flow");

  // Groups are (tool, canonical arguments), in order of first call: looked up by tool, then by the
  // arguments (no concatenated key per step).
  const groups: Group[] = [];
  const byKey = new Map<string, Map<number, Group[]>>();
  const steps = trace.steps;
  let errors = false;
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i]!;
    const t = toolNameOf(s);
    if (t === null) continue;
    if (s.status === "error") errors = true;
    let m = byKey.get(t);
    if (!m) byKey.set(t, (m = new Map()));
    groupOf(m, steps, i, t, groups).idx.push(i);
  }
  // tool -> last call index (only needed when a call failed)
  const lastCall = new Map<string, number>();
  if (errors && eh.require_retry_on_error) {
    for (let i = 0; i < steps.length; i++) {
      const t = toolNameOf(steps[i]!);
      if (t !== null) lastCall.set(t, i);
    }
  }

  const findings: Finding[] = [];
  let checks = 0;
  let passed = 0;
  if (eh.require_retry_on_error && errors) {
    trace.steps.forEach((s, i) => {
      const t = toolNameOf(s);
      if (t === null || s.status !== "error") return;
      checks++;
      if (lastCall.get(t)! > i) passed++;
      else findings.push(finding("ARH-FLW-001", s.step_id, `tool '${t}' failed at step '${s.step_id}'${s.error ? ` (${s.error.length > 80 ? s.error.slice(0, 79) + "…" : s.error})` : ""} and was never retried`, stepPtr(i)));
    });
  }
  if (eh.max_attempts !== null) {
    const n = eh.max_attempts;
    for (const g of groups) {
      checks++;
      if (g.idx.length <= n) passed++;
      else {
        const i = g.idx[n]!;
        const s = trace.steps[i]!;
        findings.push(finding("ARH-FLW-002", s.step_id, `tool '${g.tool}' was called ${g.idx.length} times with identical arguments, more than max_attempts ${n}`, stepPtr(i), { expected: n, observed: g.idx.length }));
      }
    }
  }
  if (se.size > 0) {
    for (const g of groups) {
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
