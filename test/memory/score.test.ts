// Hand-computed support_coverage, query_success and hit_rate through recorded results (--memory-results).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { UsageError } from "../../src/errors.js";
import { createMemoryRunner } from "../../src/memory/index.js";
import { round2 } from "../../src/memory/score.js";
import { evalText, policy } from "./helpers.js";

const dir = mkdtempSync(join(tmpdir(), "arh-mem-score-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const QA = `{
  "trace_id": "trace_id_t",
  "eval_mode": "qa",
  "category": "normal",
  "turns": [{"role": "user", "content": "whatever"}],
  "recall_queries": [
    {"query": "q0", "expected_information": [
      "alpha",
      {"value": "b[0-9]+", "matcher": "regex"},
      {"value": "red apples", "matcher": "semantic", "threshold": 0.5}
    ]},
    {"query": "q1", "expected_information": ["x"]},
    {"query": "q2", "expected_information": ["Paris", "France"]}
  ]
}`;

const HIT = `{
  "trace_id": "trace_id_h",
  "eval_mode": "hit_rate",
  "category": "normal",
  "checks": [
    {"description": "basic", "write_input": {"key": "a", "value": "v1"}, "read_input": {"key": "a"}, "expected_output": {"value": "v1", "matcher": "exact"}},
    {"description": "overwrite", "write_input": {"key": "a", "value": "v2"}, "read_input": {"key": "a"}, "expected_output": {"value": "v2", "matcher": "substring"}},
    {"description": "key miss", "read_input": {"key": "zz"}, "expected_output": {"value": null}},
    {"description": "digits", "write_input": {"key": "n", "value": "42"}, "read_input": {"key": "n"}, "expected_output": {"value": "^\\\\d+$", "matcher": "regex"}}
  ]
}`;

function resultsFile(obj: unknown): string {
  const f = join(dir, `results-${Math.abs(JSON.stringify(obj).length)}-${Object.keys(obj as object).join("_")}.json`);
  writeFileSync(f, JSON.stringify(obj));
  return f;
}

const RESULTS = {
  trace_id_t: ["ALPHA and b12 but no fruit", null, "paris, france"],
  trace_id_h: { "0": "v1", "1": "V2-extra", "2": null, "3": "something" },
};

describe("scoring from recorded results", () => {
  it("qa: per-query support_coverage and query_success, mean coverage as score, findings per missing item", async () => {
    const runner = createMemoryRunner({ resultsFile: resultsFile(RESULTS) });
    const r = await evalText(runner, QA, "trace_id_t.json");
    const d = r.memory as { support_coverage: number; query_success_rate: number; source: string; queries: { support_coverage: number; success: boolean; items: { matched: boolean; score: number }[] }[] };
    expect(d.source).toBe("results");
    expect(d.queries.map((q) => [q.support_coverage, q.success])).toEqual([[0.6667, false], [0, false], [1, true]]);
    expect(d.queries[0]!.items.map((i) => [i.matched, i.score])).toEqual([[true, 1], [true, 1], [false, 0]]);
    // (2/3 + 0 + 1) / 3 = 0.5556
    expect(d.support_coverage).toBe(0.5556);
    expect(d.query_success_rate).toBe(0.3333);
    expect(r.score).toBe(55.56);
    expect(r.workflow).toBe("qa");
    expect(r.agent_name).toBe("memory");
    expect(r.policy_id).toBe("mem-test");
    expect(r.passed).toBe(false);
    expect(r.findings.map((f) => [f.rule_id, f.severity, f.step_id, f.pointer])).toEqual([
      ["ARH-MEM-101", "error", "q0.e2", "/recall_queries/0/expected_information/2"],
      ["ARH-MEM-101", "error", "q1.e0", "/recall_queries/1/expected_information/0"],
      ["ARH-MEM-105", "error", null, "/recall_queries"],
      ["ARH-MEM-106", "error", null, "/recall_queries"],
    ]);
    expect(r.findings[0]!.message).toBe('query 0 "q0": expected information "red apples" missing (semantic score 0 < threshold 0.5); recall output begins "ALPHA and b12 but no fruit"');
    expect(r.findings[0]!.location).toMatchObject({ startLine: 10, startColumn: 7, uri: "mem/trace_id_t.json" });
    expect(r.findings[1]!.message).toContain("the recall output is empty");
    await runner.close();
  });

  it("qa: misses within lowered policy thresholds are warnings; the verdict then follows fail_under", async () => {
    const runner = createMemoryRunner({ resultsFile: resultsFile(RESULTS) });
    const pol = policy({ min_support_coverage: 0.5, min_query_success_rate: 0.3 });
    const r = await evalText(runner, QA, "trace_id_t.json", pol, 70);
    expect(r.findings.map((f) => [f.rule_id, f.severity])).toEqual([["ARH-MEM-111", "warning"], ["ARH-MEM-111", "warning"]]);
    expect(r.passed).toBe(false); // 55.56 < 70
    const r2 = await evalText(runner, QA, "trace_id_t.json", pol, 50);
    expect(r2.passed).toBe(true);
    await runner.close();
  });

  it("hit_rate: hits / checks, case-insensitive substring, null key-miss, regex", async () => {
    const runner = createMemoryRunner({ resultsFile: resultsFile(RESULTS) });
    const r = await evalText(runner, HIT, "trace_id_h.json");
    const d = r.memory as { hit_rate: number; checks: { hit: boolean }[] };
    expect(d.checks.map((c) => c.hit)).toEqual([true, true, true, false]);
    expect(d.hit_rate).toBe(0.75);
    expect(r.score).toBe(75);
    expect(r.workflow).toBe("hit_rate");
    expect(r.findings.map((f) => [f.rule_id, f.step_id, f.pointer])).toEqual([
      ["ARH-MEM-102", "check3", "/checks/3/expected_output"],
      ["ARH-MEM-107", null, "/checks"],
    ]);
    expect(r.findings[0]!.message).toBe('check 3 ("digits"): expected "^\\\\d+$" (regex), read returned "something"');
    const tolerated = await evalText(runner, HIT, "trace_id_h.json", policy({ min_hit_rate: 0.75 }));
    expect(tolerated.findings.map((f) => [f.rule_id, f.severity])).toEqual([["ARH-MEM-112", "warning"]]);
    expect(tolerated.passed).toBe(true);
    await runner.close();
  });

  it("missing results are unscorable (ARH-MEM-103), never a silent pass", async () => {
    const runner = createMemoryRunner({ resultsFile: resultsFile({ trace_id_t: { "2": "Paris France" } }) });
    const r = await evalText(runner, QA, "trace_id_t.json");
    const unscorable = r.findings.filter((f) => f.rule_id === "ARH-MEM-103");
    expect(unscorable.map((f) => f.step_id)).toEqual(["q0.e0", "q0.e1", "q0.e2", "q1.e0"]);
    expect(unscorable[0]!.message).toContain("has no output for query 0 of trace_id_t");
    expect(r.score).toBe(33.33);
    const h = await evalText(runner, HIT, "trace_id_h.json");
    expect(h.findings.filter((f) => f.rule_id === "ARH-MEM-103")).toHaveLength(4);
    expect(h.findings[0]!.message).toContain("has no entry for trace_id trace_id_h");
    expect(h.score).toBe(0);
    expect(h.passed).toBe(false);
    await runner.close();
  });

  it("rejects unusable results files and option combinations with UsageError", () => {
    const bad = join(dir, "bad.json");
    writeFileSync(bad, '{"trace_id_t": [1]}');
    expect(() => createMemoryRunner({ resultsFile: bad })).toThrow(UsageError);
    expect(() => createMemoryRunner({ resultsFile: bad })).toThrow("memory results " + bad + ": trace 'trace_id_t' entry 0 must be a string or null, found number");
    writeFileSync(bad, "{nope");
    expect(() => createMemoryRunner({ resultsFile: bad })).toThrow(/not valid JSON/);
    expect(() => createMemoryRunner({ resultsFile: join(dir, "missing.json") })).toThrow(/cannot be read \(ENOENT\)/);
    writeFileSync(bad, '{"trace_id_t": {"first": "x"}}');
    expect(() => createMemoryRunner({ resultsFile: bad })).toThrow(/key 'first' must be a query\/check index/);
    expect(() => createMemoryRunner({ resultsFile: resultsFile(RESULTS), adapterCommand: "python3 x.py" })).toThrow(/either --memory-adapter or --memory-results/);
    expect(() => createMemoryRunner({ adapterCommand: "x", timeoutMs: 0 })).toThrow(UsageError);
    expect(() => createMemoryRunner({ adapterCommand: "'unterminated" })).toThrow(UsageError);
  });

  it("without adapter or results: validated and linted only, scored: false, with a note", async () => {
    const runner = createMemoryRunner({});
    const r = await evalText(runner, QA, "trace_id_t.json");
    expect(r.scored).toBe(false);
    expect(r.passed).toBe(true);
    expect(r.score).toBe(0);
    expect(r.notes![0]).toMatch(/^not scored: no memory adapter/);
    expect(r.findings.map((f) => [f.rule_id, f.severity])).toEqual([["ARH-MEM-108", "info"]]);
    expect(r.findings[0]!.location).toMatchObject({ startLine: 1, startColumn: 1 });
    expect(r.location).toMatchObject({ startLine: 1, startColumn: 1 });
    const broken = await evalText(runner, `{"trace_id": "trace_id_t", "category": "normal", "turns": [], "recall_queries": [], "checks": []}`, "trace_id_t.json");
    expect(broken.scored).toBe(false);
    expect(broken.passed).toBe(false);
    await runner.close();
  });
});

describe("round2 (Python round(x, 2))", () => {
  it("rounds half to even on the exact binary value", () => {
    expect(round2(0.125)).toBe(0.12);
    expect(round2(0.375)).toBe(0.38);
    expect(round2(2.675)).toBe(2.67);
    expect(round2(1.005)).toBe(1);
    expect(round2(55.55555555555556)).toBe(55.56);
    expect(round2(100)).toBe(100);
    expect(round2(0)).toBe(0);
    expect(round2(200 / 3)).toBe(66.67);
  });
});
