// Hostile policies and baselines: strict UTF-8 (located), echoed values truncated, deep nesting a
// clear usage error instead of a stack overflow.
import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { UsageError } from "../../src/errors.js";
import { policyFromText, readPolicyText } from "../../src/policy/parse.js";
import { loadReportFile, parseReportText, readReportDocument } from "../../src/compare/load.js";
import { deepBaseline, deeplyNested, usageMessageOf } from "./generate.js";

const dir = mkdtempSync(join(tmpdir(), "arh-hostile-policy-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const usageMessage = (f: () => unknown): string => usageMessageOf(f, (e) => e instanceof UsageError);

describe("policies", () => {
  it("invalid UTF-8 is rejected at its line and column, never decoded to U+FFFD", () => {
    const p = join(dir, "latin1.json");
    writeFileSync(p, Buffer.concat([Buffer.from('{\n  "policy_id": "caf'), Buffer.from([0xe9]), Buffer.from('"\n}\n')]));
    expect(usageMessage(() => readPolicyText(p))).toBe(`policy ${p}:2:20: not UTF-8 text: invalid byte 0xe9 at byte offset 21`);
  });

  it("an error echoing a 5 MB value prints a short line", () => {
    const big = "x".repeat(5_000_000);
    for (const doc of [
      { policy_id: "p", allow_unlisted_tools: big },
      { policy_id: "p", allowed_tools: { [big]: { max_calls: "many" } } },
      { policy_id: "p", unsafe_patterns: ["(" + big] },
      { policy_id: "p", allowed_tools: { t: { required_arguments: { a: { type: "str", pattern: big } } } } },
      { policy_id: "p", sequence: { required_tools: [big], forbidden_tools: [big] } },
      [big],
    ]) {
      const m = usageMessage(() => policyFromText(JSON.stringify(doc), "p.json"));
      expect(m.length).toBeLessThan(1000);
    }
  });
});

describe("baselines", () => {
  it("nested 200,000 levels deep: a located usage error, no stack overflow", () => {
    const p = join(dir, "deep.json");
    writeFileSync(p, deepBaseline(200_000));
    expect(usageMessage(() => loadReportFile(p, "baseline report"))).toMatch(new RegExp(`^baseline report ${p}:1:\\d+: value nested deeper than 1000 levels$`));
    // the action's path: the raw document, checked before the schema validator walks it
    expect(usageMessage(() => readReportDocument(p, "baseline artifact 7"))).toMatch(/^baseline artifact 7:1:\d+: value nested deeper than 1000 levels$/);
  });
  it("1,000 levels are fine", () => {
    const text = `{"reports":[{"trace_id":"t","x":${deeplyNested(996)}}]}`;
    expect(parseReportText(text, "b.json").reports).toHaveLength(1);
  });
  it("an echoed trace_id is truncated", () => {
    const id = "i".repeat(1_000_000);
    const m = usageMessage(() => parseReportText(JSON.stringify({ reports: [{ trace_id: id }, { trace_id: id }] }), "b.json"));
    expect(m.length).toBeLessThan(1000);
  });
});
