// ARH-MEM-0xx lint rules, located at the exact line of the offending field.
import { describe, expect, it } from "vitest";
import { attachLocations } from "../../src/json/findings.js";
import { isMemoryDocument, lintMemoryDocument } from "../../src/memory/model.js";
import { MEMORY_RULES } from "../../src/rules/memory-meta.js";
import { RULES } from "../../src/rules/registry.js";
import type { Finding } from "../../src/types.js";

function lint(text: string, fileName = "trace_id_x.json"): { rows: [string, string, number][]; findings: Finding[]; scorable: boolean } {
  const { trace, findings } = lintMemoryDocument(JSON.parse(text), fileName);
  attachLocations(text, "m.json", findings);
  return { rows: findings.map((f) => [f.rule_id, f.step_id ?? "", f.location!.startLine]), findings, scorable: trace.scorable };
}

describe("recognition", () => {
  it("recognises memory documents", () => {
    expect(isMemoryDocument({ eval_mode: "qa" })).toBe(true);
    expect(isMemoryDocument({ turns: [], recall_queries: [] })).toBe(true);
    expect(isMemoryDocument({ checks: [] })).toBe(true);
    expect(isMemoryDocument({ turns: [] })).toBe(false);
    expect(isMemoryDocument({ trace_id: "t", steps: [] })).toBe(false);
    expect(isMemoryDocument([{ checks: [] }])).toBe(false);
    expect(isMemoryDocument(null)).toBe(false);
  });
});

describe("qa lint", () => {
  it("reports every convention violation at its line", () => {
    const text = `{
  "trace_id": "mem-x",
  "category": "multi_session",
  "turns": [
    {"role": "assistant", "content": "hi"},
    {"role": "user", "content": 5, "used_for_evaluation": "yes"},
    {"content": "no role", "metadata": {"retention_flush": "true"}}
  ],
  "recall_queries": [
    {"query": "a", "expected_information": []},
    {"query": "b", "expected_information": [
      {"value": "x", "matcher": "exact"},
      {"value": "y", "matcher": "semantic", "threshold": 1.5},
      {"value": "(a", "matcher": "regex"},
      {"value": "z", "matcher": "semantic", "threshold": 0},
      "   ",
      42,
      {"matcher": "substring"}
    ]},
    {"expected_information": ["ok"]}
  ]
}`;
    const { rows, scorable } = lint(text, "trace_id_x.json");
    expect(rows).toEqual([
      ["ARH-MEM-012", "", 2],
      ["ARH-MEM-006", "turn0", 5],
      ["ARH-MEM-002", "turn1", 6],
      ["ARH-MEM-002", "turn1", 6],
      ["ARH-MEM-001", "turn2", 7],
      ["ARH-MEM-002", "turn2", 7],
      ["ARH-MEM-011", "", 4],
      ["ARH-MEM-010", "q0", 10],
      ["ARH-MEM-007", "q1.e0", 12],
      ["ARH-MEM-008", "q1.e1", 13],
      ["ARH-MEM-009", "q1.e2", 14],
      ["ARH-MEM-014", "q1.e3", 15],
      ["ARH-MEM-010", "q1.e4", 16],
      ["ARH-MEM-002", "q1.e5", 17],
      ["ARH-MEM-001", "q1.e6", 18],
      ["ARH-MEM-001", "q2", 20],
    ]);
    expect(scorable).toBe(true);
  });

  it("messages name the field and the value", () => {
    const { findings } = lint(`{"trace_id": "mem-x", "category": "normal", "turns": [], "recall_queries": [{"query": "q", "expected_information": [{"value": "(a", "matcher": "regex"}]}]}`, "other.json");
    expect(findings.map((f) => f.message)).toEqual([
      "trace_id 'mem-x' does not start with trace_id_ and does not match its file name (other.json)",
      'recall query 0 item 0: invalid regex "(a": error parsing regexp: missing closing ): `(a`',
    ]);
  });

  it("eval_mode defaults to qa; missing fields per mode; mixing formats", () => {
    expect(lint(`{"trace_id": "trace_id_x", "category": "normal"}`).rows).toEqual([
      ["ARH-MEM-001", "", 1],
      ["ARH-MEM-001", "", 1],
    ]);
    const mixed = lint(`{"trace_id": "trace_id_x", "category": "normal",\n "turns": [], "recall_queries": [],\n "checks": []}`);
    expect(mixed.rows[0]).toEqual(["ARH-MEM-003", "", 3]);
    expect(mixed.scorable).toBe(false);
    const checksOnly = lint(`{"trace_id": "trace_id_x", "category": "normal", "checks": []}`);
    expect(checksOnly.findings[0]!.message).toBe('checks belong to hit_rate traces but eval_mode defaults to "qa"; set "eval_mode": "hit_rate"');
    expect(checksOnly.scorable).toBe(false);
    const hitWithTurns = lint(`{"trace_id": "trace_id_x", "eval_mode": "hit_rate", "category": "normal", "turns": []}`);
    expect(hitWithTurns.rows.map((r) => r[0])).toEqual(["ARH-MEM-003", "ARH-MEM-001"]);
    const mode = lint(`{"trace_id": "trace_id_x", "eval_mode": "recall", "category": "normal"}`);
    expect(mode.rows).toEqual([["ARH-MEM-004", "", 1]]);
    expect(mode.scorable).toBe(false);
    expect(lint(`[1]`).rows).toEqual([["ARH-MEM-002", "", 1]]);
  });

  it("category from the mode's set; trace_id convention passes when it matches the file", () => {
    expect(lint(`{"trace_id": "trace_id_x", "category": "weird", "turns": [], "recall_queries": [{"query": "q", "expected_information": ["a"]}]}`).rows).toEqual([["ARH-MEM-005", "", 1]]);
    expect(lint(`{"trace_id": "trace_id_x", "eval_mode": "hit_rate", "category": "multi_session", "checks": [{"read_input": {"key": "k"}, "expected_output": {"value": null}}]}`).rows).toEqual([["ARH-MEM-005", "", 1]]);
    expect(lint(`{"trace_id": "trace_id_x", "category": "multi_session", "turns": [{"role": "system", "content": " --- session boundary --- "}], "recall_queries": [{"query": "q", "expected_information": ["a"]}]}`).rows).toEqual([]);
  });
});

describe("hit_rate lint", () => {
  it("matchers, required fields and the coverage hint", () => {
    const text = `{
  "trace_id": "trace_id_x",
  "eval_mode": "hit_rate",
  "category": "normal",
  "checks": [
    {"write_input": {"key": "a", "value": "1"}, "read_input": {"key": "a"}, "expected_output": {"value": "1", "matcher": "semantic"}},
    {"write_input": {"key": "b", "value": "2"}, "read_input": {"key": "b"}, "expected_output": "2"},
    {"write_input": [], "expected_output": {"value": "2"}}
  ]
}`;
    expect(lint(text).rows).toEqual([
      ["ARH-MEM-007", "check0", 6],
      ["ARH-MEM-002", "check2", 8],
      ["ARH-MEM-001", "check2", 8],
      ["ARH-MEM-013", "", 5],
    ]);
  });

  it("overwrite, invalidation or key-miss (by structure or wording) satisfies the coverage hint", () => {
    const base = (checks: string): string => `{"trace_id": "trace_id_x", "eval_mode": "hit_rate", "category": "normal", "checks": [${checks}]}`;
    const basic = `{"write_input": {"key": "a", "value": "1"}, "read_input": {"key": "a"}, "expected_output": {"value": "1"}}`;
    expect(lint(base(basic)).rows.map((r) => r[0])).toEqual(["ARH-MEM-013"]);
    expect(lint(base(`${basic}, ${basic}`)).rows).toEqual([]); // same key written twice: overwrite
    expect(lint(base(`${basic}, {"read_input": {"key": "zz"}, "expected_output": {"value": null}}`)).rows).toEqual([]);
    expect(lint(base(`${basic}, {"description": "entry expires", "write_input": {"key": "t", "value": "1"}, "read_input": {"key": "t"}, "expected_output": {"value": "1"}}`)).rows).toEqual([]);
  });
});

describe("rule metadata", () => {
  it("every memory rule is in the registry with category memory; lint rules are unscored", () => {
    for (const r of MEMORY_RULES) {
      expect(RULES.find((x) => x.id === r.id)).toBe(r);
      expect(r.category).toBe("memory");
      expect(r.id).toMatch(/^ARH-MEM-(0\d\d|1\d\d)$/);
      expect(r.scored).toBe(r.id.startsWith("ARH-MEM-1") && r.id !== "ARH-MEM-108");
      expect(r.description.length).toBeLessThanOrEqual(1024);
      expect(r.name).toMatch(/^[A-Z][A-Za-z]+$/);
    }
    expect(new Set(MEMORY_RULES.map((r) => r.id)).size).toBe(MEMORY_RULES.length);
  });
});
