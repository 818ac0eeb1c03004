// Policies of regexes that are linear but huge: the per-pattern cap alone let many patterns add up
// (eight RE2-valid 14 KB patterns of Unicode classes took seconds and most of a gigabyte to compile).
// The whole policy's pattern text is bounded before anything is compiled, and the programs' total
// size after; a bundle's policy is checked against the report's digest before it is compiled
// (bundle-round-four.test.ts).
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { UsageError } from "../../src/errors.js";
import { policyFromText } from "../../src/policy/parse.js";
import { MAX_TOTAL_PATTERN_CHARS, MAX_TOTAL_PROGRAM_SIZE } from "../../src/policy/budget.js";

const ROOT = resolve(import.meta.dirname, "../..");
const sample = (): Record<string, unknown> => JSON.parse(readFileSync(join(ROOT, "samples/regressions/policy.json"), "utf8")) as Record<string, unknown>;

function refusal(doc: unknown): string {
  try {
    policyFromText(JSON.stringify(doc), "p.json");
  } catch (e) {
    expect(e).toBeInstanceOf(UsageError);
    return (e as Error).message;
  }
  throw new Error("accepted");
}

describe("the regex budget of a whole policy", () => {
  it("eight 14 KB patterns are refused on their total text before any is compiled", () => {
    // the last pattern is not valid RE2: compiling first would have said so instead
    const doc = { policy_id: "p", unsafe_patterns: [...Array.from({ length: 8 }, () => "\\pL".repeat(4600)), "(unclosed"] };
    expect(refusal(doc)).toBe(`p.json: policy patterns: 9 patterns hold ${8 * 13_800 + 9} characters together, more than the ${MAX_TOTAL_PATTERN_CHARS} a policy may have`);
  });

  it("argument patterns count too", () => {
    const doc = {
      policy_id: "p",
      allowed_tools: { t: { required_arguments: { a: { type: "string", pattern: "x".repeat(12_000) } }, optional_arguments: { b: { type: "string", pattern: "y".repeat(12_000) } } } },
      unsafe_patterns: ["z".repeat(12_000)],
    };
    expect(refusal(doc)).toMatch(/^p\.json: policy patterns: 3 patterns hold 36000 characters together, more than the 32768 a policy may have$/);
  });

  it("short patterns that expand to a huge program are refused on the programs' total size", () => {
    const doc = { ...sample(), unsafe_patterns: Array.from({ length: 300 }, (_, i) => `t${i}\\pL{1000}`) };
    expect(refusal(doc)).toMatch(new RegExp(`^p\\.json: policy patterns: they compile to \\d+ instructions together, more than the ${MAX_TOTAL_PROGRAM_SIZE} a policy may have`));
  });

  it("one pattern over the per-pattern cap is still named at its field", () => {
    expect(refusal({ ...sample(), unsafe_patterns: ["ok", "q".repeat(20_000)] })).toMatch(/^p\.json:1:\d+: policy unsafe_patterns\[1\]: pattern .* is 20000 characters long, more than the 16384 allowed$/);
  });

  it("a policy within both budgets parses", () => {
    const p = policyFromText(JSON.stringify({ ...sample(), unsafe_patterns: Array.from({ length: 20 }, (_, i) => `secret-${i}-[a-z0-9]{8,40}`) }), "p.json");
    expect(p.unsafe_res).toHaveLength(20);
  });
});
