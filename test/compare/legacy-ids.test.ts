// A baseline recorded before adapters named steps by behaviour: its step ids are span and call ids.
// The gate (CLI and action alike) says so in one warning naming the baseline and the fix, instead of
// leaving every finding on a step to show silently as new and resolved.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test, vi } from "vitest";
import { runCompareCommand } from "../../src/commands/compare.js";
import { legacyStepIdWarning } from "../../src/compare/identity.js";
import { compareReports } from "../../src/compare/index.js";
import { runValidation } from "../../src/engine/pipeline.js";
import { runGate } from "../../src/gate/gate.js";
import { loadPolicy } from "../../src/policy/parse.js";
import { renderJson } from "../../src/report/json.js";
import type { Report } from "../../src/types.js";

const ROOT = join(import.meta.dirname, "..", "..");
const POLICY = loadPolicy(join(ROOT, "samples/policies/refund-policy.json"));
const FILES = ["test/fixtures/otlp/ai-sdk/run1/ai.generateText-1.json", "test/fixtures/adapters/refund/refund.openai-chat.json", "test/fixtures/adapters/edge/anthropic-messages.json"].map((f) => join(ROOT, f));
const tmp = mkdtempSync(join(tmpdir(), "arh-legacy-ids-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The report an earlier arh wrote: OTLP steps named by span and call ids, transcript steps by call ids and message indices. */
function legacy(r: Report): Report {
  const rename = (id: string, i: number): string => (id.startsWith("model#") ? (i % 2 ? `m${i}` : `1f2e3d4c5b6a79${String(10 + i).slice(-2)}`) : `call_${i}x${id.replace(/[^a-z]/g, "").slice(0, 8)}`);
  return {
    ...r,
    reports: r.reports.map((e) => {
      const map = new Map((e.steps ?? []).map((s, i) => [s.step_id, rename(s.step_id, i)]));
      return { ...e, steps: e.steps?.map((s) => ({ ...s, step_id: map.get(s.step_id)! })), findings: e.findings.map((f) => ({ ...f, step_id: f.step_id === null ? null : (map.get(f.step_id) ?? f.step_id) })) };
    }),
  };
}

const validate = () => runValidation(FILES, POLICY, { format: "auto", failUnder: 70, cwd: ROOT });

describe("old baselines whose step ids came from span or call ids", () => {
  test("one warning naming the baseline and the fix; the comparison itself unchanged", async () => {
    const cand = await validate();
    const base = legacy(cand);
    const g = runGate({ candidate: cand, baseline: { kind: "found", report: base, source: "baseline.json", label: "" }, policy: POLICY, failOn: "regressions", maxScoreDrop: null, baselineMissing: "fail", traceDiffs: false });
    const w = g.messages.filter((m) => m.level === "warning");
    expect(w).toHaveLength(1);
    expect(w[0]!.text).toMatch(/^Baseline baseline\.json: 3 trace\(s\) were converted by an earlier arh/);
    expect(w[0]!.text).toMatch(/Re-record the baseline on the base branch/);
    expect(g.notes).toContain(w[0]!.text);
    // still the comparison it is: the findings do not pair
    expect(g.compare!.summary.new_findings).toBeGreaterThan(0);
  });

  test("seen in the comparison alone too (a streamed comparison has no baseline report at hand)", async () => {
    const cand = await validate();
    const cmp = compareReports(legacy(cand), cand, { failOn: "regressions", maxScoreDrop: null });
    expect(legacyStepIdWarning(cmp, null, "b.json")).toMatch(/^Baseline b\.json: 3 trace\(s\)/);
  });

  test("no warning against a current baseline, or for canonical traces whose authors chose such ids", async () => {
    const cand = await validate();
    expect(legacyStepIdWarning(compareReports(cand, cand, { failOn: "regressions", maxScoreDrop: null }), cand, "b.json")).toBeNull();
    const canon: Report = { ...cand, reports: cand.reports.map((e) => ({ ...e, source_format: "arh" })) };
    const old = legacy(canon);
    const same = compareReports(old, old, { failOn: "regressions", maxScoreDrop: null });
    expect(legacyStepIdWarning(same, old, "b.json")).toBeNull();
  });

  test("arh compare prints it once on stderr", async () => {
    const cand = await validate();
    const b = join(tmp, "baseline.json");
    const c = join(tmp, "candidate.json");
    writeFileSync(b, renderJson(legacy(cand)));
    writeFileSync(c, renderJson(cand));
    let err = "";
    const o = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const e = vi.spyOn(process.stderr, "write").mockImplementation((s) => ((err += String(s)), true));
    try {
      await runCompareCommand(["--baseline", b, "--candidate", c, "--json-out", join(tmp, "cmp.json")]);
    } finally {
      o.mockRestore();
      e.mockRestore();
    }
    expect(err.match(/arh compare: warning: Baseline .*baseline\.json: 3 trace\(s\) were converted by an earlier arh/g)).toHaveLength(1);
    expect(JSON.parse(readFileSync(join(tmp, "cmp.json"), "utf8")).summary.new_findings).toBeGreaterThan(0);
  });
});
