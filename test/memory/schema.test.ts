// schemas/memory-trace.schema.json agrees with the samples and rejects the structural errors lint rejects.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { lintMemoryDocument } from "../../src/memory/model.js";
import { ROOT, sampleFiles } from "./helpers.js";

const schema = JSON.parse(readFileSync(join(ROOT, "schemas/memory-trace.schema.json"), "utf8"));
const ajv = new Ajv2020({ allErrors: true, strict: false });
const validate = ajv.compile(schema);

describe("memory-trace JSON Schema", () => {
  it("accepts every sample trace (which also lint clean)", () => {
    for (const f of sampleFiles()) {
      const doc = JSON.parse(readFileSync(f, "utf8"));
      expect(validate(doc), `${f}: ${JSON.stringify(validate.errors)}`).toBe(true);
      expect(lintMemoryDocument(doc, f).findings).toEqual([]);
    }
  });

  it("rejects what the lint rejects as errors", () => {
    const ok = { trace_id: "trace_id_x", category: "normal", turns: [{ role: "user", content: "a" }], recall_queries: [{ query: "q", expected_information: ["a"] }] };
    expect(validate(ok)).toBe(true);
    const bad: unknown[] = [
      { ...ok, checks: [] },
      { ...ok, eval_mode: "recall" },
      { ...ok, category: "weird" },
      { ...ok, turns: [{ role: "assistant", content: "a" }] },
      { ...ok, recall_queries: [{ query: "q", expected_information: [] }] },
      { ...ok, recall_queries: [{ query: "q", expected_information: [{ value: "a", matcher: "exact" }] }] },
      { ...ok, recall_queries: [{ query: "q", expected_information: [{ value: "a", threshold: 2 }] }] },
      { ...ok, recall_queries: [{ query: "q", expected_information: [" "] }] },
      { trace_id: "trace_id_x", category: "normal", checks: [{ read_input: {}, expected_output: { value: "a" } }] },
      { trace_id: "trace_id_x", eval_mode: "hit_rate", category: "high_noise", checks: [{ read_input: {}, expected_output: { value: "a" } }] },
      { trace_id: "trace_id_x", eval_mode: "hit_rate", category: "normal", checks: [{ read_input: {}, expected_output: { value: "a", matcher: "semantic" } }] },
    ];
    for (const doc of bad) {
      expect(validate(doc), JSON.stringify(doc)).toBe(false);
      expect(lintMemoryDocument(doc, "trace_id_x.json").findings.some((f) => f.severity === "error"), JSON.stringify(doc)).toBe(true);
    }
  });
});
