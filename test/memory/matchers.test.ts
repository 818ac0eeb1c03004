// Matchers: substring (case-insensitive in both modes), regex (RE2), exact, offline semantic
// similarity, the external semantic judge, and the policy section.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { UsageError } from "../../src/errors.js";
import { createMemoryRunner, parseMemoryPolicy } from "../../src/memory/index.js";
import { contentTokens, matchBuiltin, semanticSimilarity, stem } from "../../src/memory/matchers.js";
import type { ExpectedItem } from "../../src/memory/model.js";
import { RE2JS } from "re2js";
import { evalText, ROOT } from "./helpers.js";

const item = (value: string | null, matcher = "substring", threshold = matcher === "semantic" ? 0.8 : 1): ExpectedItem => ({
  value, matcher, threshold, pointer: "", invalid: null, re: matcher === "regex" && value ? RE2JS.compile(value) : null,
});

describe("built-in matchers", () => {
  it("substring is case-insensitive (Unicode) containment", () => {
    expect(matchBuiltin(item("Zoë ÅGREN"), "colleague zoë ågren").matched).toBe(true);
    expect(matchBuiltin(item("window seat"), "a window  seat").matched).toBe(false);
    expect(matchBuiltin(item("x"), null).matched).toBe(false);
  });
  it("regex searches with RE2 semantics; exact compares verbatim", () => {
    expect(matchBuiltin(item("TP-\\d{4}", "regex"), "number TP-4471-992").matched).toBe(true);
    expect(matchBuiltin(item("^tp", "regex"), "TP-1").matched).toBe(false);
    expect(matchBuiltin(item("(?i)^tp", "regex"), "TP-1").matched).toBe(true);
    expect(matchBuiltin(item("v1", "exact"), "v1 ").matched).toBe(false);
    expect(matchBuiltin(item("v1", "exact"), "v1").matched).toBe(true);
  });
  it("an empty or null expected value means: expect an empty/null read", () => {
    for (const m of ["substring", "exact", "regex"]) {
      expect(matchBuiltin(item(null, m), null).matched).toBe(true);
      expect(matchBuiltin(item("", m), "  ").matched).toBe(true);
      expect(matchBuiltin(item(null, m), "stale value").matched).toBe(false);
    }
  });
  it("invalid items never match and say why", () => {
    expect(matchBuiltin({ ...item("a"), invalid: "bad threshold" }, "a")).toEqual({ score: 0, matched: false, unscorable: "bad threshold" });
  });
  it("threshold converts the matcher score: matched iff score >= threshold", () => {
    expect(matchBuiltin(item("window seat preference", "semantic", 0.6), "wants a window seat").score).toBe(0.6667);
    expect(matchBuiltin(item("window seat preference", "semantic", 0.6), "wants a window seat").matched).toBe(true);
    expect(matchBuiltin(item("window seat preference", "semantic", 0.7), "wants a window seat").matched).toBe(false);
  });
});

describe("offline semantic similarity", () => {
  it("normalises tokens: case, stemming, stop words, numbers", () => {
    expect(contentTokens("The user's Twenty-Five favourite colours")).toEqual(["user", "25", "favourit", "colour"]);
    expect(contentTokens("1,000.50 dollars, three hundred and five, 2nd, second")).toEqual(["1000.5", "dollar", "305", "2", "2"]);
    expect(stem("rotation")).toBe(stem("rotates"));
    expect(stem("stopped")).toBe("stop");
  });
  it("scores containment of the expected content words", () => {
    expect(semanticSimilarity("prefers aisle seats", "The user said they prefer an aisle seat on flights")).toBe(1);
    expect(semanticSimilarity("budget of 2000 dollars", "budget is two thousand dollars")).toBe(1);
    expect(semanticSimilarity("meeting moved to 9:30 on Tuesdays", "standup is now Tuesday at 9:30")).toBe(0.6);
    expect(semanticSimilarity("allergic to peanuts", "no known allergies")).toBe(0);
    expect(semanticSimilarity("the", "the end")).toBe(1);
    expect(semanticSimilarity("", "anything")).toBe(0);
  });
  it("is deterministic", () => {
    const a = semanticSimilarity("rotation every ninety days", "rotates every 90 days");
    expect(a).toBe(semanticSimilarity("rotation every ninety days", "rotates every 90 days"));
    expect(a).toBe(1);
  });
});

describe("semantic judge (--semantic-judge)", () => {
  const dir = mkdtempSync(join(tmpdir(), "arh-mem-judge-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it("scores semantic items through the judge; judge failures are unscorable items", async () => {
    const results = join(dir, "r.json");
    writeFileSync(results, JSON.stringify({ trace_id_j: ["The user loves green tea"] }));
    const trace = JSON.stringify({
      trace_id: "trace_id_j", eval_mode: "qa", category: "normal", turns: [],
      recall_queries: [{ query: "drink?", expected_information: [
        { value: "green tea", matcher: "semantic" },
        { value: "coffee", matcher: "semantic" },
        { value: "BAD SCORE", matcher: "semantic" },
        { value: "ERROR", matcher: "semantic" },
        "loves",
      ] }],
    }, null, 1);
    const runner = createMemoryRunner({ resultsFile: results, semanticJudge: `"${process.execPath}" test/memory/fixtures/judge.mjs`, cwd: ROOT });
    const r = await evalText(runner, trace, "trace_id_j.json");
    const items = (r.memory as { queries: { items: { matched: boolean; score: number; reason?: string }[] }[] }).queries[0]!.items;
    expect(items.map((i) => [i.matched, i.score])).toEqual([[true, 0.9], [false, 0.1], [false, 0], [false, 0], [true, 1]]);
    expect(items[2]!.reason).toBe("semantic judge failed: judge score must be a number in [0, 1], got 7");
    expect(items[3]!.reason).toBe("semantic judge failed: judge answered with an error: model unavailable");
    expect(r.findings.map((f) => [f.rule_id, f.step_id])).toEqual([
      ["ARH-MEM-101", "q0.e1"], ["ARH-MEM-103", "q0.e2"], ["ARH-MEM-103", "q0.e3"], ["ARH-MEM-105", null], ["ARH-MEM-106", null],
    ]);
    expect(r.score).toBe(40);
    await runner.close();
  });
});

describe("policy memory section", () => {
  it("defaults to 1.0 and validates each field", () => {
    expect(parseMemoryPolicy(undefined)).toEqual({ min_support_coverage: 1, min_query_success_rate: 1, min_hit_rate: 1 });
    expect(parseMemoryPolicy({ min_hit_rate: 0.5 })).toEqual({ min_support_coverage: 1, min_query_success_rate: 1, min_hit_rate: 0.5 });
    expect(() => parseMemoryPolicy({ min_hit_rate: 1.5 })).toThrow(new UsageError("policy memory.min_hit_rate: must be a number in [0, 1]"));
    expect(() => parseMemoryPolicy({ min_support_coverage: "0.9" })).toThrow("policy memory.min_support_coverage: must be a number in [0, 1]");
    expect(() => parseMemoryPolicy({ min_hitrate: 0.5 })).toThrow(/policy memory.min_hitrate: unknown field/);
    expect(() => parseMemoryPolicy([])).toThrow("policy memory: must be an object");
  });
});
