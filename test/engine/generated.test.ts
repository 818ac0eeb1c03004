// A generated corpus of policies and traces (deterministic PRNG). Checks the properties semantics.md
// fixes for every input: key order never matters (canonical argument identity), the verdict is
// "no error finding and unrounded score >= fail_under", scores stay in [0, 100] and equal the
// weighted mean of the applicable categories, lint rules never move the score, and every
// step-anchored finding names a step of the trace.
import { describe, expect, it } from "vitest";
import { parsePolicy } from "../../src/policy/parse.js";
import { parseTrace } from "../../src/trace/parse.js";
import { validateTrace, WEIGHTS, categoryScore } from "../../src/engine/validate.js";

let seed = 12345;
const rnd = () => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return seed / 4294967296;
};
const pick = <T,>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)]!;
const TOOLS = ["lookup", "check", "refund", "search", "email", "delete"];

function genPolicy(): Record<string, unknown> {
  const tools: Record<string, unknown> = {};
  for (const t of TOOLS.slice(0, 2 + Math.floor(rnd() * 4))) {
    tools[t] = {
      required_arguments: rnd() < 0.5 ? { id: pick(["str", "int", { type: "str", pattern: "A[0-9]+" }, { type: "int", min: 0, max: 5 }]) } : {},
      optional_arguments: rnd() < 0.3 ? { note: "str", n: { type: "float", enum: [1, 2.5] } } : {},
      side_effect: rnd() < 0.3,
      ...(rnd() < 0.2 ? { max_calls: 1 } : {}),
      ...(rnd() < 0.2 ? { min_calls: 1 } : {}),
    };
  }
  const order = TOOLS.filter(() => rnd() < 0.4);
  return {
    policy_id: "gen",
    allow_unlisted_tools: rnd() < 0.3,
    allowed_tools: tools,
    budgets: rnd() < 0.5 ? { max_step_latency_ms: 500, max_total_latency_ms: 2000, max_total_cost_usd: 0.01, max_total_tokens: 500 } : {},
    unsafe_patterns: rnd() < 0.5 ? ["secret", "x{3,}"] : [],
    grounding: { require_citations: rnd() < 0.5, min_citation_coverage: pick([0, 0.5, 1]), require_valid_citation_urls: rnd() < 0.5 },
    sequence: { required_tools: rnd() < 0.3 ? ["lookup"] : [], forbidden_tools: rnd() < 0.3 ? ["delete"] : [], call_order: order },
    error_handling: { require_retry_on_error: rnd() < 0.5, ...(rnd() < 0.5 ? { max_attempts: 2 } : {}) },
    completion: { require_final_response: rnd() < 0.5, ...(rnd() < 0.3 ? { max_steps: 6 } : {}) },
  };
}

function genTrace(): Record<string, unknown> {
  const n = Math.floor(rnd() * 9);
  const steps = [];
  for (let i = 0; i < n; i++) {
    const id = rnd() < 0.1 ? "dup" : `s${i}`;
    if (rnd() < 0.6) {
      steps.push({
        step_id: id,
        type: "tool_call",
        tool_name: rnd() < 0.05 ? null : pick(TOOLS),
        arguments: { id: pick(["A1", "B", 3, 9, true]), ...(rnd() < 0.3 ? { note: "secret xxxx", n: pick([1, 2.5, 3]) } : {}), z: { b: 1, a: [2, { d: 1, c: 2 }] } },
        status: rnd() < 0.2 ? "error" : "ok",
        ...(rnd() < 0.7 ? { latency_ms: Math.floor(rnd() * 900) } : {}),
        ...(rnd() < 0.5 ? { cost_usd: rnd() * 0.004 } : {}),
        output: rnd() < 0.5 ? { text: pick(["fine", "secret", "xxxx"]) } : null,
      });
    } else {
      steps.push({
        step_id: id,
        type: "model_response",
        text: pick(["done", "", "the secret", "  "]),
        requires_grounding: rnd() < 0.4,
        citations: rnd() < 0.5 ? [pick([{ url: "https://a.example" }, { url: "ftp://x" }, { source: "doc" }, {}])] : [],
        ...(rnd() < 0.5 ? { input_tokens: Math.floor(rnd() * 200), output_tokens: 10 } : {}),
      });
    }
  }
  return { trace_id: "g", agent_name: "a", workflow: "w", steps };
}

/** Same JSON value with every object's keys in reverse order. */
function reorder(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(reorder);
  if (v === null || typeof v !== "object") return v;
  return Object.fromEntries(Object.keys(v).reverse().map((k) => [k, reorder((v as Record<string, unknown>)[k])]));
}

const sig = (r: ReturnType<typeof validateTrace>) => JSON.stringify({ s: r.score, p: r.passed, f: r.findings.map((f) => [f.rule_id, f.step_id, f.severity]).sort() });

describe("generated corpus (500 policy/trace pairs)", () => {
  it("holds the semantics' invariants", () => {
    let failing = 0;
    const seen = new Set<string>();
    for (let k = 0; k < 500; k++) {
      const pdoc = genPolicy();
      const tdoc = genTrace();
      const policy = parsePolicy(pdoc);
      const trace = parseTrace(tdoc);
      const failUnder = pick([0, 70, 90, 100]);
      const r = validateTrace(trace, policy, { failUnder });
      // key order never affects results
      expect(sig(validateTrace(parseTrace(reorder(tdoc)), parsePolicy(reorder(pdoc)), { failUnder }))).toBe(sig(r));
      // verdict
      expect(r.passed).toBe(!r.findings.some((f) => f.severity === "error") && r.score >= failUnder);
      // score = weighted mean over applicable categories
      const app = r.categories.filter((c) => c.applicable);
      const den = app.reduce((a, c) => a + WEIGHTS[c.category as keyof typeof WEIGHTS], 0);
      const want = den === 0 ? 100 : app.reduce((a, c) => a + WEIGHTS[c.category as keyof typeof WEIGHTS] * categoryScore(c), 0) / den;
      expect(r.score).toBeCloseTo(Math.min(100, want), 9);
      expect(r.score).toBeGreaterThanOrEqual(0);
      expect(r.score).toBeLessThanOrEqual(100);
      // anchors name steps of the trace
      const ids = new Set(trace.steps.map((s) => s.step_id));
      for (const f of r.findings) if (f.step_id !== null) expect(ids.has(f.step_id)).toBe(true);
      if (!r.passed) failing++;
      for (const f of r.findings) seen.add(f.rule_id);
    }
    expect(failing).toBeGreaterThan(50);
    expect(failing).toBeLessThan(500);
    // the corpus exercises (nearly) every rule
    expect(seen.size).toBeGreaterThanOrEqual(26);
  });
});
