// Bad input never crashes and never disappears: each bad file becomes one ARH-INP-001 entry
// located at the exact line and column, and the other files are still validated.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parsePolicy } from "../../src/policy/parse.js";
import { runValidation } from "../../src/engine/pipeline.js";
import type { TraceReport } from "../../src/types.js";

const policy = parsePolicy({ policy_id: "p", allow_unlisted_tools: true, completion: { require_final_response: true } });
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "arh-input-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const good = { trace_id: "good", agent_name: "a", workflow: "w", steps: [{ step_id: "s1", type: "model_response", text: "done" }] };

async function one(name: string, content: string | Buffer): Promise<{ bad: TraceReport; all: TraceReport[] }> {
  const f = join(dir, name);
  writeFileSync(f, content);
  const g = join(dir, "zz-good.json");
  writeFileSync(g, JSON.stringify(good));
  const report = await runValidation([f, g], policy, { format: "auto", failUnder: 70, cwd: dir });
  expect(report.reports).toHaveLength(2);
  expect(report.reports[1]!.passed).toBe(true); // the other file is still validated
  return { bad: report.reports[0]!, all: report.reports };
}

/** 1-based line and column of the first occurrence of `needle` in `text` (UTF-16 columns). */
function at(text: string, needle: string, nth = 0): [number, number] {
  let i = -1;
  for (let k = 0; k <= nth; k++) i = text.indexOf(needle, i + 1);
  const before = text.slice(0, i);
  const line = before.split("\n").length;
  return [line, i - before.lastIndexOf("\n")];
}

function expectInput(r: TraceReport, line: number, column: number, msg: RegExp) {
  expect(r.passed).toBe(false);
  expect(r.kind).toBe("input");
  expect(r.findings).toHaveLength(1);
  const f = r.findings[0]!;
  expect(f.rule_id).toBe("ARH-INP-001");
  expect(f.category).toBe("input");
  expect(f.severity).toBe("error");
  expect(f.message).toMatch(msg);
  expect(f.location).toMatchObject({ startLine: line, startColumn: column });
}

describe("bad input", () => {
  it("not UTF-8 text: position of the first invalid byte", async () => {
    const buf = Buffer.concat([Buffer.from('{\n  "trace_id": "x\u00e9'), Buffer.from([0xff, 0xfe]), Buffer.from('"\n}')]);
    const { bad } = await one("latin1.json", buf);
    expectInput(bad, 2, 18, /not UTF-8 text: invalid byte 0xff/);
  });
  it("not JSON: exact line and column of the syntax error", async () => {
    const text = '{\n  "trace_id": "t",\n  "steps": [1,, 2]\n}';
    const { bad } = await one("syntax.json", text);
    expectInput(bad, ...at(text, ",,", 0).map((v, i) => v + i) as [number, number], /not valid JSON: expected a value, found ','/);
  });
  it("empty file", async () => {
    expectInput((await one("empty.json", "")).bad, 1, 1, /empty document/);
  });
  it("wrong shape: top level array", async () => {
    expectInput((await one("array.json", "[1, 2]")).bad, 1, 2, /expected one of: a canonical ARH trace/);
  });
  it("wrong shape: missing steps names the field, trace_id kept for comparison", async () => {
    const { bad } = await one("nosteps.json", '{"trace_id": "t9", "agent_name": "a", "workflow": "w"}');
    expectInput(bad, 1, 1, /a canonical ARH trace \(an object with 'steps'\)/);
    expect(bad.trace_id).toBe("t9");
  });
  it("a step of an unknown type: at its type field", async () => {
    const doc = '{\n "trace_id": "t", "agent_name": "a", "workflow": "w",\n "steps": [\n  {"step_id": "s1", "type": "thought"}\n ]\n}';
    expectInput((await one("type.json", doc)).bad, ...at(doc, '"type"'), /unsupported type "thought"/);
  });
  it("negative and non-numeric latency", async () => {
    const mk = (v: string) => `{"trace_id": "t", "agent_name": "a", "workflow": "w", "steps": [{"step_id": "s1", "type": "model_response", "latency_ms": ${v}}]}`;
    expectInput((await one("neg.json", mk("-5"))).bad, ...at(mk("-5"), '"latency_ms"'), /latency_ms must be >= 0, got -5/);
    expectInput((await one("str.json", mk('"fast"'))).bad, ...at(mk("-5"), '"latency_ms"'), /latency_ms must be a finite number >= 0 or null, got string/);
    expectInput((await one("bool.json", mk("true"))).bad, ...at(mk("-5"), '"latency_ms"'), /got boolean/);
  });
  it("non-integer token counts", async () => {
    const doc = '{"trace_id": "t", "agent_name": "a", "workflow": "w", "steps": [{"step_id": "s1", "type": "model_response", "input_tokens": 1.5}]}';
    expectInput((await one("tok.json", doc)).bad, ...at(doc, '"input_tokens"'), /input_tokens must be an integer, got 1.5/);
  });
  it("unknown schema_version with the exact message of docs/trace-format.md", async () => {
    const doc = '{"schema_version": "2.0", "trace_id": "t", "agent_name": "a", "workflow": "w", "steps": []}';
    const { bad } = await one("v2.json", doc);
    expectInput(bad, 1, 2, /trace declares unsupported schema_version '2\.0' \(this build supports major version '1'\)/);
  });
  it("10,000-level deep nesting: rejected at the place it gets too deep", async () => {
    const deep = "[".repeat(10_000) + "]".repeat(10_000);
    const doc = `{"trace_id": "t", "agent_name": "a", "workflow": "w", "steps": [{"step_id": "s1", "type": "tool_call", "tool_name": "x",\n "arguments": {"a": ${deep}}}]}`;
    const { bad } = await one("deep.json", doc);
    // arguments is level 1, "a" level 2: the 1000th "[" opens level 1001
    expectInput(bad, 2, ' "arguments": {"a": '.length + 1000, /nested deeper than 1000 levels/);
    const whole = await one("deep-top.json", deep);
    expectInput(whole.bad, 1, 2, /expected one of/);
  });
  it("a 50 MB file: one entry, located error, no crash", async () => {
    const big = '{"trace_id": "big", "agent_name": "a", "workflow": "w", "steps": [' + '{"step_id": "s", "type": "model_response", "text": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"},\n'.repeat(500_000) + "{]}";
    expect(big.length).toBeGreaterThan(50_000_000);
    const { bad } = await one("big.json", big);
    expectInput(bad, 500_001, 2, /expected a member name/);
  });
  it("keys named __proto__ / constructor: rejected where they could reach a prototype", async () => {
    const a = '{"trace_id": "t", "agent_name": "a", "workflow": "w", "steps": [{"step_id": "s1", "type": "tool_call", "tool_name": "x", "arguments": {"__proto__": {"polluted": true}}}]}';
    expectInput((await one("proto.json", a)).bad, ...at(a, '"__proto__"'), /reserved key '__proto__'/);
    const b = '{"trace_id": "t", "agent_name": "a", "workflow": "w", "constructor": 1, "steps": []}';
    expectInput((await one("ctor.json", b)).bad, ...at(b, '"constructor"'), /reserved key 'constructor'/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
  it("a missing file is reported, not thrown", async () => {
    const report = await runValidation([join(dir, "does-not-exist.json")], policy, { format: "auto", failUnder: 70, cwd: dir });
    expectInput(report.reports[0]!, 1, 1, /cannot read file \(ENOENT\)/);
  });
});
