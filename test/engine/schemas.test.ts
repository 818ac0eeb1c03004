// The JSON Schemas in schemas/ accept every sample and the project's own report output.
import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import { loadPolicy } from "../../src/policy/parse.js";
import { expandInputs, runValidation } from "../../src/engine/pipeline.js";
import { renderJson } from "../../src/report/json.js";

const root = join(import.meta.dirname, "../..");
const schema = (n: string) => JSON.parse(readFileSync(join(root, "schemas", n), "utf8"));
const ajv = new Ajv2020({ allErrors: true, strict: false });
const validateTrace = ajv.compile(schema("trace.schema.json"));
const validatePolicy = ajv.compile(schema("policy.schema.json"));
const validateReport = ajv.compile(schema("report.schema.json"));

describe("schemas", () => {
  it("every sample policy validates", () => {
    for (const dir of ["samples/policies", "samples/regressions"]) {
      for (const f of readdirSync(join(root, dir)).filter((n) => n.endsWith(".json") && n.includes("polic"))) {
        const ok = validatePolicy(JSON.parse(readFileSync(join(root, dir, f), "utf8")));
        expect(ok, `${dir}/${f}: ${ajv.errorsText(validatePolicy.errors)}`).toBe(true);
      }
    }
  });
  it("every parseable sample trace validates; the truncated one is not JSON", () => {
    for (const f of readdirSync(join(root, "samples/traces"))) {
      const text = readFileSync(join(root, "samples/traces", f), "utf8");
      if (f === "refund-truncated.json") {
        expect(() => JSON.parse(text)).toThrow();
        continue;
      }
      expect(validateTrace(JSON.parse(text)), `${f}: ${ajv.errorsText(validateTrace.errors)}`).toBe(true);
    }
  });
  it("the report the engine writes validates, and is byte-identical across runs", async () => {
    const policy = loadPolicy(join(root, "samples/policies/refund-policy.json"));
    const files = await expandInputs(["samples/traces"], root);
    const a = renderJson(await runValidation(files, policy, { format: "auto", failUnder: 70, cwd: root }));
    const b = renderJson(await runValidation(files, policy, { format: "auto", failUnder: 70, cwd: root }));
    expect(a).toBe(b);
    const report = JSON.parse(a);
    expect(validateReport(report), ajv.errorsText(validateReport.errors)).toBe(true);
    expect(report.reports.length).toBe(files.length);
  });
});

describe("streamed JSON report", () => {
  it("is byte-identical to renderJson", async () => {
    const { JsonReportWriter } = await import("../../src/report/json.js");
    const { mkdtempSync, readFileSync: read, rmSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const policy = loadPolicy(join(root, "samples/policies/refund-policy.json"));
    const files = await expandInputs(["samples/traces"], root);
    const report = await runValidation(files, policy, { format: "auto", failUnder: 70, cwd: root });
    const dir = mkdtempSync(join(tmpdir(), "arh-json-"));
    for (const entries of [report.reports, []]) {
      const w = new JsonReportWriter(join(dir, "r.json"));
      for (const e of entries) w.add(e);
      w.finish({ ...report, reports: entries });
      expect(read(join(dir, "r.json"), "utf8")).toBe(renderJson({ ...report, reports: entries }));
    }
    rmSync(dir, { recursive: true, force: true });
  });
});

describe("summary", () => {
  it("average_score is the rounded mean of the unrounded scores, as the harness computes it", async () => {
    const { parsePolicy } = await import("../../src/policy/parse.js");
    const { mkdtempSync, writeFileSync, rmSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const dir = mkdtempSync(join(tmpdir(), "arh-avg-"));
    // budget checks passing 1/6, 1/6 and 4/6: the mean of the unrounded scores is 33.333.. (33.33),
    // the mean of the rounded ones (16.67 + 16.67 + 66.67) / 3 = 33.3366.. would give 33.34
    const policy = parsePolicy({ policy_id: "p", budgets: { max_step_latency_ms: 10 } });
    const mk = (id: string, ok: number) => ({ trace_id: id, agent_name: "a", workflow: "w", steps: Array.from({ length: 6 }, (_, i) => ({ step_id: `s${i}`, type: "model_response", text: "x", latency_ms: i < ok ? 1 : 100 })) });
    const files = [mk("a", 1), mk("b", 1), mk("c", 4)].map((t) => {
      const f = join(dir, `${t.trace_id}.json`);
      writeFileSync(f, JSON.stringify(t));
      return f;
    });
    const report = await runValidation(files, policy, { format: "auto", failUnder: 70, cwd: dir });
    expect(report.reports.map((r) => r.score)).toEqual([16.67, 16.67, 66.67]);
    expect(report.summary.average_score).toBe(33.33);
    rmSync(dir, { recursive: true, force: true });
  });
});
