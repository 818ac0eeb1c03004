import { describe, expect, test } from "vitest";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import { ABT_JSON_SCHEMA, ABT_RULES, checkAbtDocument, isAbtDocument, validateAbtDocument } from "../../src/tracediff/index.js";
import { ruleMeta } from "../../src/rules/registry.js";
import { loadPolicy } from "../../src/policy/parse.js";
import { runValidation } from "../../src/engine/pipeline.js";
import { ROOT, SAMPLES } from "./helpers.js";

// Documents are mutated freely below: loosely typed on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/** The format's OPBR canonical demo, written by hand. */
function opbr(): Record<string, Loose> {
  return {
    schema: "agent-behavior-trace/v0",
    case: "OPBR · refund commit",
    contract: "refund.commit_after_checks",
    contract_clause: "P2",
    rails: [
      {
        id: "run-a",
        label: "Run A · stable",
        regression: false,
        steps: [
          { n: 1, tool: "lookup_customer", result: "found", kind: "read" },
          { n: 2, tool: "policy_version_check", result: "v7 current", kind: "precondition" },
          { n: 3, tool: "refund_commit", result: "success", kind: "side_effect", consequential: false },
          { n: 4, tool: "respond", result: "refund confirmed", kind: "respond" },
        ],
      },
      {
        id: "run-b",
        label: "Run B · regressed",
        regression: true,
        steps: [
          { n: 1, tool: "lookup_customer", result: "found", kind: "read" },
          { n: 2, tool: "refund_commit", result: "success", kind: "side_effect", consequential: true, args: { customer_id: "c_91", amount_eur: 1200 }, return: { ok: true }, timestamp_ms: 1832, tokens: 412 },
          { n: 3, tool: "policy_version_check", result: "v7 current", kind: "precondition", in_violation: true },
          { n: 4, tool: "respond", result: "refund confirmed", kind: "respond" },
        ],
      },
    ],
    verdict: { output: "PASS", behavior: "FAIL", behavior_reason: "P2 violation — side effect precedes precondition check (policy_version_check)", operational: "within budget" },
    permalink: "/lab/opbr",
    updated: "2026-05-24",
  };
}

const text = (d: unknown): string => JSON.stringify(d, null, 2) + "\n";
/** 1-based line of the first (or last) occurrence of `needle`. */
function lineOf(t: string, needle: string, last = false): number {
  const i = last ? t.lastIndexOf(needle) : t.indexOf(needle);
  if (i < 0) throw new Error("not found: " + needle);
  return t.slice(0, i).split("\n").length;
}

function run(doc: unknown, t = text(doc)) {
  return validateAbtDocument({ doc, text: t, uri: "demos/opbr.json", fileName: "opbr.json", policyId: "refund-policy-v1" });
}

describe("isAbtDocument", () => {
  test("declares agent-behavior-trace/*", () => {
    expect(isAbtDocument(opbr())).toBe(true);
    expect(isAbtDocument({ schema: "agent-behavior-trace/v9" })).toBe(true);
    expect(isAbtDocument({ schema: "other/v0" })).toBe(false);
    expect(isAbtDocument({ trace_id: "t", steps: [] })).toBe(false);
    expect(isAbtDocument([{ schema: "agent-behavior-trace/v0" }])).toBe(false);
    expect(isAbtDocument(null)).toBe(false);
  });
});

describe("validateAbtDocument", () => {
  test("the format's canonical demo is valid", () => {
    const r = run(opbr());
    expect(r.findings).toEqual([]);
    expect(r).toMatchObject({ trace_id: "demos/opbr.json", kind: "abt", passed: true, score: 100, scored: false, workflow: "OPBR · refund commit", policy_id: "refund-policy-v1", source_path: "demos/opbr.json", source_format: "agent-behavior-trace/v0" });
    expect(r.location).toMatchObject({ uri: "demos/opbr.json", startLine: 1, startColumn: 1 });
  });

  test("unsupported version: ARH-ABT-001 at the schema field, nothing else", () => {
    const d = { ...opbr(), schema: "agent-behavior-trace/v1", rails: [] };
    const t = text(d);
    const r = run(d, t);
    expect(r.findings.map((f) => f.rule_id)).toEqual(["ARH-ABT-001"]);
    expect(r.findings[0]!.location!.startLine).toBe(lineOf(t, '"schema"'));
    expect(r.passed).toBe(false);
  });

  // [rule, mutation, severity, text at the expected line, last occurrence?, line offset]
  const cases: [string, (d: Record<string, Loose>) => void, string, string, boolean?, number?][] = [
    ["ARH-ABT-002", (d) => delete d.contract, "error", "{"],
    ["ARH-ABT-002", (d) => delete d.rails[1].steps[3].result, "error", '"n": 4', true, -1],
    ["ARH-ABT-002", (d) => (d.verdict.output = "OK"), "error", '"output"'],
    ["ARH-ABT-002", (d) => (d.rails[0].steps = []), "error", '"steps"'],
    ["ARH-ABT-003", (d) => d.rails.shift(), "error", '"rails"'],
    ["ARH-ABT-003", (d) => d.rails.push({ ...d.rails[0], id: "run-c" }), "error", '"rails"'],
    ["ARH-ABT-004", (d) => (d.rails[0].regression = true), "warning", '"rails"'],
    ["ARH-ABT-004", (d) => (d.rails[1].regression = false), "warning", '"rails"'],
    ["ARH-ABT-005", (d) => delete d.verdict.behavior_reason, "error", '"verdict"'],
    ["ARH-ABT-005", (d) => (d.verdict.behavior_reason = ""), "error", '"behavior_reason"'],
    ["ARH-ABT-006", (d) => (d.rails[1].steps[1].kind = "write"), "error", '"kind": "write"'],
    ["ARH-ABT-007", (d) => (d.rails[0].steps[2].n = 0), "error", '"n": 0'],
    ["ARH-ABT-007", (d) => (d.rails[0].steps[2].n = 2.5), "error", '"n": 2.5'],
    ["ARH-ABT-008", (d) => (d.rails[1].id = "Run B"), "error", '"Run B"'],
    ["ARH-ABT-009", (d) => (d.rails[1].id = "run-a"), "error", '"id": "run-a"', true],
    ["ARH-ABT-010", (d) => (d.rails[1].steps[3].n = 3), "warning", '"n": 3', true],
  ];
  test.each(cases)("%s located at the offending line (%#)", (id, mutate, severity, needle, last, offset) => {
    const d = opbr();
    mutate(d);
    const t = text(d);
    const r = run(d, t);
    expect(r.findings.map((f) => f.rule_id)).toEqual([id]);
    const f = r.findings[0]!;
    expect(f.severity).toBe(severity);
    expect(f.category).toBe("abt");
    expect(f.step_id).toBeNull();
    expect(f.remediation).toBe(ruleMeta(id)!.remediation);
    expect(f.location!.startLine).toBe(lineOf(t, needle, last) + (offset ?? 0));
    expect(f.location!.uri).toBe("demos/opbr.json");
    expect(r.passed).toBe(severity !== "error");
  });

  test("messages name the place", () => {
    const d = opbr();
    d.rails[1].steps[1].kind = "write";
    delete d.rails[0].label;
    const msgs = checkAbtDocument(d).map((f) => `${f.rule_id} ${f.message}`);
    expect(msgs).toEqual(
      expect.arrayContaining([
        'ARH-ABT-002 rails[0]: required field "label" is missing',
        "ARH-ABT-006 rails[1].steps[1].kind is not one of read, precondition, side_effect, respond",
      ]),
    );
  });

  test("not an object", () => {
    expect(checkAbtDocument("x").map((f) => f.rule_id)).toEqual(["ARH-ABT-002"]);
  });

  test("the trace pipeline validates v0 documents found by the trace globs", async () => {
    const dir = mkdtempSync(join(tmpdir(), "td-validate-"));
    try {
      writeFileSync(join(dir, "good.json"), text(opbr()));
      const bad = opbr();
      bad.rails[1].steps[1].kind = "mutation";
      const badText = text(bad);
      writeFileSync(join(dir, "bad.json"), badText);
      const policy = loadPolicy(join(SAMPLES, "policy.json"));
      const rep = await runValidation([join(dir, "bad.json"), join(dir, "good.json")], policy, { format: "auto", failUnder: 70, cwd: dir });
      const byUri = new Map(rep.reports.map((r) => [r.source_path, r]));
      expect(byUri.get("good.json")).toMatchObject({ kind: "abt", passed: true, findings: [] });
      const b = byUri.get("bad.json")!;
      expect(b.kind).toBe("abt");
      expect(b.passed).toBe(false);
      expect(b.findings.map((f) => [f.rule_id, f.location?.uri, f.location?.startLine])).toEqual([["ARH-ABT-006", "bad.json", lineOf(badText, '"mutation"')]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("schema and rules", () => {
  test("schemas/agent-behavior-trace-v0.schema.json is ABT_JSON_SCHEMA and compiles (draft 2020-12)", () => {
    const file = JSON.parse(readFileSync(join(ROOT, "schemas/agent-behavior-trace-v0.schema.json"), "utf8"));
    expect(file).toEqual(JSON.parse(JSON.stringify(ABT_JSON_SCHEMA)));
    const v = new Ajv2020({ allErrors: true, strictTypes: false }).compile(file);
    expect(v(opbr())).toBe(true);
    expect(v({ ...opbr(), schema: "agent-behavior-trace/v1" })).toBe(false);
  });

  test("ABT rules are in the registry, lint-only, with the abt category", () => {
    expect(ABT_RULES.map((r) => r.id)).toEqual(Array.from({ length: 10 }, (_, i) => `ARH-ABT-${String(i + 1).padStart(3, "0")}`));
    for (const r of ABT_RULES) {
      expect(ruleMeta(r.id)).toBe(r);
      expect(r.category).toBe("abt");
      expect(r.scored).toBe(false);
      expect(r.description.length).toBeLessThanOrEqual(1024);
      expect(r.name).toMatch(/^[A-Z][A-Za-z0-9]+$/);
    }
  });
});
