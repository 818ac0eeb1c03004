import { parsePolicy } from "../../src/policy/parse.js";
import { parseTrace } from "../../src/trace/parse.js";
import { validateTrace } from "../../src/engine/validate.js";
import { pyRound } from "../../src/util/round.js";

export function run(policy: Record<string, unknown>, steps: unknown[], failUnder = 70) {
  const p = parsePolicy({ policy_id: "p", ...policy });
  const t = parseTrace({ trace_id: "t", agent_name: "a", workflow: "w", steps });
  const r = validateTrace(t, p, { failUnder });
  return {
    ...r,
    rounded: pyRound(r.score, 2),
    triples: r.findings.map((f) => `${f.rule_id} ${f.step_id ?? "-"} ${f.severity}`).sort(),
  };
}

export const tc = (step_id: string, tool_name: string | null, args?: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  step_id,
  type: "tool_call",
  tool_name,
  ...(args ? { arguments: args } : {}),
  ...extra,
});
export const mr = (step_id: string, text: string | null, extra: Record<string, unknown> = {}) => ({ step_id, type: "model_response", text, ...extra });
