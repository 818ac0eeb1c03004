// A synthetic agent for the trend tests: per push, a few scenarios with repeated runs whose
// step cost grows by a factor per push; ids, tokens and latencies vary like real runs.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { xorshift } from "../rng.js";

export const SCENARIOS = ["refund", "lookup", "escalate"];

export const POLICY_TEXT = JSON.stringify({
  schema_version: "1",
  policy_id: "trend-policy",
  allowed_tools: { lookup_order: { required_arguments: { order_id: "str" } } },
  budgets: { max_step_latency_ms: 60000 },
  completion: { require_final_response: true, max_steps: 12 },
});

/** A commit id for push `i` (40 hex digits, varying). */
export const commitOf = (i: number): string => ((i + 1) * 0x9e3779b1 >>> 0).toString(16).padStart(8, "0").repeat(5);

/** Push `i`'s date: one day apart, at a varying time. */
export const dateOf = (i: number): string => new Date(Date.UTC(2026, 0, 1 + i, 9 + (i % 7), (i * 13) % 60, 0)).toISOString().replace(/\.000Z$/, "Z");

/**
 * Write push `i`'s traces under `dir/traces`: `runs` runs of each scenario, each trace's cost
 * `baseCost * growth^i` (±1 % noise), `fail` of the runs of "refund" failing (no final response).
 */
export function writePush(dir: string, i: number, o: { runs?: number; baseCost?: number; growth?: number; seed?: number; failRefund?: number } = {}): string {
  const runs = o.runs ?? 4;
  const rnd = xorshift((o.seed ?? 7) * 1000 + i + 1);
  const tdir = join(dir, "traces");
  mkdirSync(tdir, { recursive: true });
  for (const s of SCENARIOS) {
    for (let r = 0; r < runs; r++) {
      const cost = (o.baseCost ?? 0.01) * (o.growth ?? 1.04) ** i * (0.99 + 0.02 * rnd());
      const fails = s === "refund" && r < (o.failRefund ?? 0);
      // a stable id per scenario and run, as a recorded arh.trace_id gives (the gate pairs by it)
      const id = `${s}-run-${r}`;
      const steps: unknown[] = [
        { step_id: "s1", type: "tool_call", tool_name: "lookup_order", arguments: { order_id: `ORD-${100 + r}` }, output: { ok: true }, latency_ms: 100 + Math.floor(rnd() * 50), input_tokens: 150 + r, output_tokens: 20, cost_usd: Number((cost / 2).toFixed(8)) },
      ];
      if (!fails) steps.push({ step_id: "s2", type: "model_response", text: "done", latency_ms: 300 + Math.floor(rnd() * 100), input_tokens: 200, output_tokens: 30 + r, cost_usd: Number((cost / 2).toFixed(8)) });
      writeFileSync(join(tdir, `${id}.json`), JSON.stringify({ schema_version: "1", trace_id: id, agent_name: "synthetic", workflow: s, metadata: { scenario: s }, steps }));
    }
  }
  writeFileSync(join(dir, "policy.json"), POLICY_TEXT);
  return tdir;
}
