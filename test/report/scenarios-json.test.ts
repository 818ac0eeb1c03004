// The `scenarios` section of the report JSON and the compare JSON: fixed key order, stable bytes,
// and valid against schemas/report.schema.json and schemas/compare.schema.json (ajv, draft 2020-12).
import { describe, expect, it } from "vitest";
import Ajv2020 from "ajv/dist/2020.js";
import reportSchema from "../../schemas/report.schema.json" with { type: "json" };
import compareSchema from "../../schemas/compare.schema.json" with { type: "json" };
import { compareReports } from "../../src/compare/index.js";
import { renderCompareJson } from "../../src/report/compare.js";
import { renderJson } from "../../src/report/json.js";
import { MAX_PASS_HAT_K, renderScenariosJson, scenariosSection } from "../../src/report/scenarios.js";
import { parseQuarantine } from "../../src/scenarios/quarantine.js";
import { HOSTILE, gated, mixed, runs } from "./scenarios-fixtures.js";

const ajv = new Ajv2020({ allErrors: true, strict: false });
const validateReport = ajv.compile(reportSchema);
const validateCompare = ajv.compile(compareSchema);

const quarantine = parseQuarantine(
  JSON.stringify({
    entries: [
      { scenario: "refund", owner: "@payments", reason: "sandbox flaps", expires: "2026-12-31" },
      { scenario: "lookup", finding: { rule_id: "ARH-FLW-003", category: "flow", step_id: "s2" }, owner: "@search", reason: "known", expires: "2026-01-01" },
      { scenario: "gone", owner: "@x", reason: "old", expires: "2027-01-01" },
    ],
  }),
  "base/.arh/quarantine.json",
);

describe("scenarios section", () => {
  it("has a fixed key order and the gate's row order", () => {
    const { result } = mixed();
    const s = scenariosSection(result);
    expect(Object.keys(s)).toEqual(["alpha", "options", "exact_single_run", "passed", "summary", "reasons", "warnings", "quarantine", "rows"]);
    expect(Object.keys(s.rows[0]!)).toEqual([
      "scenario",
      "verdict",
      "outcome",
      "baseline",
      "candidate",
      "p_value",
      "p_adjusted",
      "min_p_value",
      "runs_needed",
      "known_flaky",
      "quarantine",
      "reasons",
      "findings",
      "finding_quarantines",
    ]);
    expect(Object.keys(s.rows[0]!.candidate!)).toEqual(["runs", "passes", "rate", "interval", "pass_hat_k", "pass_hat_n", "status", "trace_ids"]);
    expect(s.rows.map((r) => r.scenario)).toEqual(result.rows.map((r) => r.scenario));
    expect(s.rows.map((r) => r.verdict)).toEqual(["regressed", "regressed", "insufficient-data", "flaky", "known-flaky", "ok", "single-run"]);
    // the hostile id stays data: JSON escapes it, nothing else does
    expect(s.rows[0]!.scenario).toBe(HOSTILE);
    const tiny = s.rows.find((r) => r.scenario === "tiny")!;
    expect(tiny.runs_needed).toEqual({ candidate: 5, per_side: 4 });
    expect(tiny.min_p_value).toBeCloseTo(1 / 6, 14);
  });

  it("renders the same bytes for the same input, and for a result built again", () => {
    expect(renderScenariosJson(mixed().result)).toBe(renderScenariosJson(mixed().result));
    const text = renderScenariosJson(mixed().result);
    expect(text.endsWith("}\n")).toBe(true);
    expect(JSON.parse(text)).toEqual(scenariosSection(mixed().result));
  });

  it("caps pass^k at 100 values and always gives pass^n", () => {
    const { result } = gated(runs("b", "big", 150, 150), runs("c", "big", 150, 149));
    const side = scenariosSection(result).rows[0]!.candidate!;
    expect(side.pass_hat_k).toHaveLength(MAX_PASS_HAT_K);
    expect(side.pass_hat_k[0]).toBeCloseTo(149 / 150, 14);
    expect(side.pass_hat_n).toBe(0);
    expect(scenariosSection(result).rows[0]!.baseline!.pass_hat_n).toBe(1);
  });

  it("carries the quarantine: active, expired (a failure) and unused entries", () => {
    const { result } = mixed({ quarantine, today: "2026-06-01" });
    const s = scenariosSection(result);
    expect(s.rows.find((r) => r.scenario === "refund")!.quarantine).toEqual({ entry: "entries[0]", owner: "@payments", reason: "sandbox flaps", expires: "2026-12-31" });
    expect(s.quarantine!.expired.map((e) => [e.entry, e.owner, e.expires])).toEqual([["entries[1]", "@search", "2026-01-01"]]);
    expect(s.quarantine!.unused.map((e) => e.entry)).toEqual(["entries[2]"]);
    expect(s.reasons.some((r) => r.includes("expired on 2026-01-01"))).toBe(true);
    expect(s.options.today).toBe("2026-06-01");
  });

  it("validates in the report JSON (additive top-level key) and the compare JSON", () => {
    for (const g of [mixed(), mixed({ quarantine, today: "2026-06-01", insufficient: "fail", flaky: "fail", minRuns: 3 }), gated(runs("b", "x", 1, 1), runs("c", "x", 1, 0)), gated([], [])]) {
      const section = scenariosSection(g.result);
      const doc = JSON.parse(renderJson({ ...g.candidate, scenarios: section } as typeof g.candidate));
      expect(validateReport(doc), ajv.errorsText(validateReport.errors)).toBe(true);
      const cmp = JSON.parse(renderCompareJson(compareReports(g.baseline, g.candidate, { failOn: "regressions" })));
      cmp.scenarios = section;
      expect(validateCompare(cmp), ajv.errorsText(validateCompare.errors)).toBe(true);
    }
  });

  it("the schemas reject a broken section (positive control)", () => {
    const section = scenariosSection(mixed().result) as unknown as Record<string, unknown>;
    const { candidate } = mixed();
    for (const broken of [
      { ...section, rows: [{ ...(section.rows as object[])[0], verdict: "fine" }] },
      { ...section, alpha: 2 },
      { ...section, summary: { ...(section.summary as object), tested: -1 } },
      (() => {
        const { rows: _rows, ...rest } = section;
        return rest;
      })(),
    ]) {
      expect(validateReport({ ...JSON.parse(renderJson(candidate)), scenarios: broken })).toBe(false);
      expect(validateCompare({ ...JSON.parse(renderCompareJson(compareReports(candidate, candidate, { failOn: "regressions" }))), scenarios: broken })).toBe(false);
    }
  });
});
