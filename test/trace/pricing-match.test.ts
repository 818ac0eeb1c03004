// Pricing patterns (docs/cost.md, "Pricing") match in linear time: the documented limits (1,000
// models, 200 characters each) against a model id of 20 KB did about 4 * 10^9 steps of the old
// greedy matcher (100 s); the work is now bounded by the patterns' and the id's sizes. The matcher
// agrees with the plain meaning of `*` (any run of characters) on generated cases.
import { describe, expect, it } from "vitest";
import { xorshift } from "../rng.js";
import { globMatch, priceOf, traceUsage, type MatchWork } from "../../src/trace/usage.js";
import { parsePricing } from "../../src/policy/cost.js";
import { parseTrace } from "../../src/trace/parse.js";

/** The meaning of a pattern, as a regular expression (fine for the short cases it checks). */
function reference(pattern: string, s: string): boolean {
  const re = new RegExp("^" + pattern.split("*").map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("[\\s\\S]*") + "$");
  return re.test(s);
}

describe("globMatch", () => {
  it("agrees with the meaning of * on 5,000 generated cases", () => {
    const rnd = xorshift(7);
    const word = (n: number, alphabet: string) => Array.from({ length: Math.floor(rnd() * n) }, () => alphabet[Math.floor(rnd() * alphabet.length)]).join("");
    for (let i = 0; i < 5_000; i++) {
      const pattern = word(9, "ab**.");
      const s = word(12, "ab.");
      expect(globMatch(pattern, s), `${pattern} ~ ${s}`).toBe(reference(pattern, s));
    }
  });

  it("prefix, suffix and the parts between stars", () => {
    expect(globMatch("claude-*", "claude-sonnet-4-5")).toBe(true);
    expect(globMatch("gpt-*-mini", "gpt-5-mini")).toBe(true);
    expect(globMatch("gpt-*-mini", "gpt-mini")).toBe(false); // prefix and suffix never overlap
    expect(globMatch("ab*ba", "aba")).toBe(false);
    expect(globMatch("*", "")).toBe(true);
    expect(globMatch("**x**", "x")).toBe(true);
    expect(globMatch("a*b*c", "a-c-b-c")).toBe(true);
    expect(globMatch("a*b*c", "a-c-c-b")).toBe(false);
  });
});

// 990 patterns of 200 characters (each a star, 195 `a`s and four digits): against 20,000 `a`s
// each backtracked 195 characters per position in the old matcher.
const PATTERNS = Array.from({ length: 990 }, (_, i) => `*${"a".repeat(195)}${String(i).padStart(4, "0")}`);
const ID = "a".repeat(20_000);

describe("the documented limits against a long model id", () => {
  it("the matching work is linear in the patterns' and the id's sizes", () => {
    const work: MatchWork = { steps: 0 };
    for (const p of PATTERNS) expect(globMatch(p, ID, work)).toBe(false);
    const linear = PATTERNS.reduce((n, p) => n + p.length + ID.length, 0);
    expect(work.steps).toBeGreaterThan(0);
    expect(work.steps).toBeLessThanOrEqual(3 * linear);
  });

  it("a trace of that id, priced by that policy, finishes (each id matched once per trace)", () => {
    const pricing = parsePricing({ pricing: Object.fromEntries(PATTERNS.map((p) => [p, { input: 1, output: 2 }])) })!;
    expect(pricing.patterns).toHaveLength(990);
    const steps = Array.from({ length: 50 }, (_, i) => ({ step_id: `m${i}`, type: "model_response", text: "ok", input_tokens: 10, output_tokens: 1, metadata: { model: ID } }));
    const u = traceUsage(parseTrace({ trace_id: "t", agent_name: "a", workflow: "w", steps }), pricing)!;
    expect(u.estimated_cost_usd).toBeUndefined();
    expect(u.unpriced_models).toHaveLength(1);
    expect(u.unpriced_models![0]!.length).toBeLessThanOrEqual(200);
    const work: MatchWork = { steps: 0 };
    expect(priceOf(pricing, ID + "0042", work)).toBe(pricing.patterns[42]!.price);
  }, 60_000);
});
