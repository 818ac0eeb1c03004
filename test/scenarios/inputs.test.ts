import { describe, expect, it } from "vitest";
import { UsageError } from "../../src/errors.js";
import { isExpired, isIsoDate, parseQuarantine } from "../../src/scenarios/quarantine.js";
import {
  MAX_SCENARIO_LENGTH,
  OTLP_SCENARIO_ATTRIBUTE,
  compileScenarioPattern,
  toRunRecord,
  toRunRecords,
  type ScenarioInput,
} from "../../src/scenarios/scenario.js";

function entry(trace_id: string, extra: Partial<ScenarioInput> = {}): ScenarioInput {
  return {
    trace_id,
    agent_name: "a",
    workflow: "w",
    policy_id: "p",
    score: 100,
    passed: true,
    total_latency_ms: 0,
    total_cost_usd: 0,
    citation_coverage: null,
    source_path: `t/${trace_id}.json`,
    findings: [{ severity: "error", category: "flow", message: "m", step_id: "s4", rule_id: "ARH-FLW-003" }],
    ...extra,
  };
}

describe("scenario ids", () => {
  it("takes metadata.scenario, else the pattern's capture, else the trace id", () => {
    expect(OTLP_SCENARIO_ATTRIBUTE).toBe("arh.scenario");
    const pat = compileScenarioPattern("^(.+)-run\\d+$");
    expect(toRunRecord(entry("refund-run3", { scenario: "refund-flow" }), pat, "r.json")).toMatchObject({
      scenario: "refund-flow",
      scenario_source: "metadata",
    });
    const viaPattern = toRunRecord(entry("refund-run3"), pat, "r.json");
    expect(viaPattern).toEqual({
      trace_id: "refund-run3",
      scenario: "refund",
      scenario_source: "pattern",
      passed: true,
      source_path: "t/refund-run3.json",
      findings: [{ rule_id: "ARH-FLW-003", category: "flow", step_id: "s4", severity: "error" }],
    });
    const unmatched = toRunRecord(entry("smoke"), pat, "r.json");
    expect(unmatched.scenario).toBe("smoke");
    expect(unmatched.scenario_source).toBe("trace_id");
    expect(unmatched.note).toMatch(/does not match trace id "smoke"/);
    expect(toRunRecord(entry("x"), null, "r.json")).toMatchObject({ scenario: "x", scenario_source: "trace_id" });
    expect(toRunRecord(entry("x"), null, "r.json").note).toBeUndefined();
    // an optional group that takes no part is no capture
    expect(toRunRecord(entry("abc"), compileScenarioPattern("^(z)?abc$"), "r.json").scenario_source).toBe("trace_id");
  });

  it("rejects bad patterns, naming the field", () => {
    expect(() => compileScenarioPattern("(a", "--scenario-from")).toThrow(/^--scenario-from: "\(a" is not a valid RE2 regular expression/);
    expect(() => compileScenarioPattern("abc")).toThrow(/^scenario-from: "abc" must have exactly one capture group \(the scenario id\), it has 0; wrap/);
    expect(() => compileScenarioPattern("(a)(b)")).toThrow(/it has 2; make the others non-capturing/);
    // backreferences are not RE2
    expect(() => compileScenarioPattern("(a)\\1")).toThrow(UsageError);
    expect(() => compileScenarioPattern("")).toThrow(/non-empty/);
    expect(compileScenarioPattern("^(?:x)(?P<s>.+)$").source).toBe("^(?:x)(?P<s>.+)$");
  });

  it("rejects a scenario that is not a string, too long ids and duplicate runs, naming file and field", () => {
    expect(() => toRunRecords([entry("a", { scenario: 42 })], null, "base.json")).toThrow(
      'base.json: reports[0] (trace "a"): scenario must be a non-empty string, got number 42',
    );
    expect(() => toRunRecords([entry("a", { scenario: "" })], null, "base.json")).toThrow(/scenario must be a non-empty string/);
    expect(() => toRunRecords([entry("a", { scenario: "x".repeat(MAX_SCENARIO_LENGTH + 1) })], null, "c.json")).toThrow(/longer than 512/);
    expect(() => toRunRecords([entry("a"), entry("b"), entry("a")], null, "cand.json")).toThrow(
      'cand.json: duplicate trace_id "a" (reports[0] and reports[2]); repeated runs need unique trace ids',
    );
    expect(toRunRecords([entry("a"), entry("b", { passed: false })], null, "c.json").map((r) => r.passed)).toEqual([true, false]);
  });
});

describe("quarantine file", () => {
  const ok = { scenario: "s", owner: "@o", reason: "r", expires: "2026-12-31" };
  const parse = (doc: unknown) => parseQuarantine(typeof doc === "string" ? doc : JSON.stringify(doc), "q.json");

  it("parses scenario and finding entries", () => {
    const q = parse({ entries: [ok, { ...ok, finding: { rule_id: "ARH-FLW-003", category: "flow", step_id: null } }] });
    expect(q.file).toBe("q.json");
    expect(q.entries).toEqual([
      { index: 0, ...ok },
      { index: 1, ...ok, finding: { rule_id: "ARH-FLW-003", category: "flow", step_id: null } },
    ]);
    expect(isExpired(q.entries[0]!, "2026-12-31")).toBe(false);
    expect(isExpired(q.entries[0]!, "2027-01-01")).toBe(true);
  });

  it("names the file and the field of every problem", () => {
    const bad: [unknown, string][] = [
      ["{", "quarantine file q.json: is not valid JSON"],
      [[], 'quarantine file q.json: must be a JSON object with an "entries" array'],
      [{ entries: {} }, "quarantine file q.json: entries: must be an array"],
      [{ entries: [], extra: 1 }, "quarantine file q.json: extra: unknown field"],
      [{ entries: [1] }, "quarantine file q.json: entries[0]: must be an object"],
      [{ entries: [{ ...ok, owner: undefined }] }, "quarantine file q.json: entries[0].owner: is required"],
      [{ entries: [{ ...ok, owner: " " }] }, "quarantine file q.json: entries[0].owner: must be a non-empty string"],
      [{ entries: [{ ...ok, expires: undefined }] }, "quarantine file q.json: entries[0].expires: is required"],
      [{ entries: [{ ...ok, expires: "2026-02-30" }] }, 'quarantine file q.json: entries[0].expires: must be a date YYYY-MM-DD, got "2026-02-30"'],
      [{ entries: [{ ...ok, expiry: "2026-01-01" }] }, "quarantine file q.json: entries[0].expiry: unknown field"],
      [{ entries: [{ ...ok, finding: "ARH-FLW-003" }] }, "quarantine file q.json: entries[0].finding: must be an object"],
      [{ entries: [{ ...ok, finding: { rule_id: "R", category: "flow" } }] }, "quarantine file q.json: entries[0].finding.step_id: is required"],
      [{ entries: [ok, { ...ok, reason: "again" }] }, "quarantine file q.json: entries[1]: quarantines the same scenario as entries[0]"],
      ["x".repeat(1024 * 1024 + 1), "quarantine file q.json: larger than"],
    ];
    for (const [doc, msg] of bad) {
      let thrown: unknown;
      try {
        parse(doc);
      } catch (e) {
        thrown = e;
      }
      expect(thrown, msg).toBeInstanceOf(UsageError);
      expect((thrown as Error).message.startsWith(msg), `${(thrown as Error).message} / ${msg}`).toBe(true);
    }
  });

  it("checks calendar dates", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2023-02-29")).toBe(false);
    expect(isIsoDate("2100-02-29")).toBe(false);
    expect(isIsoDate("2026-1-01")).toBe(false);
    expect(isIsoDate("2026-00-10")).toBe(false);
    expect(isIsoDate(20261231)).toBe(false);
  });
});
