// Findings on adapted traces are located in the original file (the message / block / span the step came from).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { runValidation } from "../../src/engine/pipeline.js";
import { LineMap, locatePointers } from "../../src/json/locate.js";
import { parsePolicy } from "../../src/policy/parse.js";
import Ajv2020 from "ajv/dist/2020.js";
import { renderConsole } from "../../src/report/console.js";
import schema from "../../schemas/report.schema.json" with { type: "json" };
import { FIX } from "./helpers.js";

const DIR = join(FIX, "refund");
const policy = parsePolicy(JSON.parse(readFileSync(join(DIR, "policy.json"), "utf8")));

function lineOf(file: string, pointer: string): number {
  const text = readFileSync(file, "utf8");
  const span = locatePointers(text, [pointer]).get(pointer);
  if (!span) throw new Error(`pointer ${pointer} not found`);
  return new LineMap(text).at(span.start).line;
}

describe("pipeline locations on adapted traces", () => {
  test.each([
    ["refund.openai-chat.json", "/messages/6/tool_calls/0"],
    ["refund.openai-responses.json", "/input/6"],
    ["refund.cohere-chat.json", "/messages/6/tool_calls/0"],
  ])("%s: the duplicate refund lands on the second refund call", async (file, pointer) => {
    const path = join(DIR, file);
    const report = await runValidation([path], policy, { format: "auto", failUnder: 70, cwd: DIR });
    const r = report.reports[0]!;
    expect(r.source_format).toBe(file.split(".")[1]);
    const dup = r.findings.find((f) => f.rule_id === "ARH-FLW-003")!;
    expect(dup.location?.uri).toBe(file);
    expect(dup.location?.startLine).toBe(lineOf(path, pointer));
    // Each step digest carries the line of its origin.
    expect(r.steps?.every((d) => typeof d.line === "number" && d.line > 1)).toBe(true);
  });

  test("OTLP: one report per trace, located on the root span; a latency finding lands on its span", async () => {
    const path = join(DIR, "refund.otlp.json");
    const raw = JSON.parse(readFileSync(join(DIR, "policy.json"), "utf8"));
    const strict = parsePolicy({ ...raw, budgets: { ...raw.budgets, max_step_latency_ms: 2000 } });
    const report = await runValidation([path], strict, { format: "otlp", failUnder: 70, cwd: DIR });
    expect(report.reports).toHaveLength(1);
    const r = report.reports[0]!;
    expect(r).toMatchObject({ trace_id: "refund-1042", passed: false, source_format: "otlp", total_tokens: 2319 });
    expect(r.location?.startLine).toBe(lineOf(path, "/resourceSpans/0/scopeSpans/0/spans/0"));
    const slow = r.findings.filter((f) => f.rule_id === "ARH-BUD-001");
    expect(slow.map((f) => f.step_id)).toEqual(["model#1"]);
    const spanLine = lineOf(path, "/resourceSpans/0/scopeSpans/0/spans/4");
    const endLine = lineOf(path, "/resourceSpans/0/scopeSpans/0/spans/4/endTimeUnixNano");
    expect([spanLine, endLine]).toContain(slow[0]!.location?.startLine);
    expect(r.steps?.[1]?.line).toBe(lineOf(path, "/resourceSpans/0/scopeSpans/1/spans/2"));
  });

  test("a document of the wrong format is an input error located in the file", async () => {
    const path = join(DIR, "refund.openai-chat.json");
    const report = await runValidation([path], policy, { format: "otlp", failUnder: 70, cwd: DIR });
    const r = report.reports[0]!;
    expect(r.passed).toBe(false);
    expect(r.findings[0]).toMatchObject({ rule_id: "ARH-INP-001", category: "input" });
    expect(r.findings[0]!.message).toMatch(/resourceSpans/);
  });

  test("adapter notes are in the report entry, located in the file, and listed under --verbose", async () => {
    const path = join(FIX, "edge", "otlp.json");
    const report = await runValidation([path], policy, { format: "auto", failUnder: 70, cwd: FIX });
    const r = report.reports[0]!;
    const nc = r.adapter_notes!.find((n) => n.code === "aggregate_usage_not_added")!;
    expect(nc).toMatchObject({ pointer: "/resourceSpans/0/scopeSpans/0/spans/0", location: { uri: "edge/otlp.json" } });
    expect(nc.message).toMatch(/already counted/);
    expect(nc.location!.startLine).toBe(lineOf(path, nc.pointer));
    const verbose = renderConsole(report, { verbose: true });
    expect(verbose).toContain(`note: aggregate_usage_not_added: ${nc.message}  edge/otlp.json:${nc.location!.startLine}:`);
    expect(renderConsole(report)).not.toContain("aggregate_usage_not_added");
    const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);
    expect(validate(JSON.parse(JSON.stringify(report))), JSON.stringify(validate.errors)).toBe(true);
  });
});
