// RuleId is derived from the registry: the finding factories accept registered ids only. The
// misspelt calls below are compile errors (`npm run lint` type-checks the tests), so a typo in a
// rule id can never reach a report.
import { describe, expect, it } from "vitest";
import { finding } from "../../src/rules/common.js";
import { RULES, rule, type RuleId } from "../../src/rules/registry.js";
import { memFinding } from "../../src/memory/findings.js";

describe("RuleId", () => {
  it("is the registry's ids, and the factories refuse any other at compile time", () => {
    const ids: RuleId[] = ["ARH-SCH-001", "ARH-MEM-001", "ARH-ABT-001", "ARH-INP-001"];
    for (const id of ids) expect(rule(id).id).toBe(id);
    expect(new Set(RULES.map((r) => r.id)).size).toBe(RULES.length);
    expect(finding("ARH-SCH-001", "s1", "m", "/steps/0").rule_id).toBe("ARH-SCH-001");
    // @ts-expect-error a misspelt id does not compile
    expect(() => finding("ARH-SCH-0O1", "s1", "m", "/steps/0")).toThrow(/unknown rule/);
    // @ts-expect-error an agent-trace rule is not a memory rule
    expect(() => memFinding("ARH-SCH-001", "m", "", null)).toThrow(/unknown memory rule/);
  });
});
