// Recordings of real instrumentations (scripts/record-otlp-fixtures.mjs regenerates them): the Vercel
// AI SDK (mock model, telemetry on, OTLP/HTTP JSON), OpenInference's OpenAI instrumentation with
// traceTool/traceAgent (OTLP/HTTP protobuf), OpenTelemetry JS's OpenAI instrumentation (model spans
// only, content in log records), each run twice through `arh collect`; plus Collector JSON lines.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { adaptDocument } from "../../src/adapters/index.js";
import { expandInputs, runValidation } from "../../src/engine/pipeline.js";
import { loadPolicy } from "../../src/policy/parse.js";
import { renderJson } from "../../src/report/json.js";
import type { CompareResult } from "../../src/compare/index.js";
import { compareQuietly, noteCodes, steps } from "./helpers.js";

type Obj = Record<string, unknown>;
const DIR = join(import.meta.dirname, "../fixtures/otlp");
const policy = loadPolicy(join(DIR, "policy.json"));
const tmp = mkdtempSync(join(tmpdir(), "arh-otlp-rec-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function load(rel: string): { doc: unknown; name: string } {
  const dir = join(DIR, rel);
  const name = readdirSync(dir)[0]!;
  return { doc: JSON.parse(readFileSync(join(dir, name), "utf8")), name };
}

function trace(rel: string): Obj {
  const { doc, name } = load(rel);
  const out = adaptDocument(doc, name, "auto");
  expect(out).toHaveLength(1);
  return out[0]!.trace;
}

const TOOLS = ["lookup_order", "check_policy", "issue_refund", "model_response"];
const ARGS = [{ order_id: "A1" }, { order_id: "A1" }, { order_id: "A1", amount: 20 }];
const FINAL = "I could not issue the refund for order A1: the payment gateway timed out.";
/** Tool names, call ids, arguments and the final answer, in the order of the conversation. */
function expectScenario(s: Obj[]): void {
  expect(s.map((x) => x.tool_name ?? x.type)).toEqual(TOOLS);
  // step ids from behaviour; the provider's (random) call ids stay in the metadata
  expect(s.map((x) => x.step_id)).toEqual(["lookup_order#1", "check_policy#1", "issue_refund#1", "model#1"]);
  expect(s.slice(0, 3).map((x) => (x.metadata as Obj).call_id)).toEqual([expect.stringMatching(/^call_/), expect.stringMatching(/^call_/), expect.stringMatching(/^call_/)]);
  expect(s.slice(0, 3).map((x) => x.arguments)).toEqual(ARGS);
  expect(s[3]!.text).toBe(FINAL);
}

function expectThrowingTool(s: Obj[]): void {
  expect(s.map((x) => x.status ?? "ok")).toEqual(["ok", "ok", "error", "ok"]);
  expect(s[2]!.error).toBe("payment gateway timeout");
}

const tokens = (s: Obj[]) => s.reduce((n, x) => n + ((x.input_tokens as number) ?? 0) + ((x.output_tokens as number) ?? 0), 0);

describe.each(["run1", "run2"])("recorded runs (%s)", (run) => {
  test("AI SDK: tool spans with call ids, the throwing tool an error, folded model calls keep latency", () => {
    const t = trace(`ai-sdk/${run}`);
    const s = steps(t);
    expect(t).toMatchObject({ trace_id: "ai.generateText-1", agent_name: "refund-agent" });
    expectScenario(s);
    expect(s[0]!.output).toEqual({ order_id: "A1", status: "delivered", total: 20 });
    expectThrowingTool(s);
    // each model call took at least the mock's 15 ms; the folded ones count on their first call
    for (const k of [0, 2]) expect((s[k]!.metadata as Obj).model_call).toMatchObject({ latency_ms: expect.any(Number) });
    for (const k of [0, 2, 3]) expect(s[k]!.latency_ms as number).toBeGreaterThanOrEqual(15);
    expect(tokens(s)).toBe(120 + 30 + 180 + 20 + 230 + 18);
  });

  test("OpenInference: traceTool spans named by span name, matched to the requested call ids", () => {
    const t = trace(`openinference/${run}`);
    const s = steps(t);
    expect(t).toMatchObject({ trace_id: "refund-agent-1", agent_name: "refund-agent" });
    expectScenario(s);
    expectThrowingTool(s);
    for (const k of [0, 2, 3]) expect(s[k]!.latency_ms as number).toBeGreaterThanOrEqual(15);
    expect(tokens(s)).toBe(598);
    expect(noteCodes(t).some((n) => /tool_name_missing|text_not_recorded/.test(n))).toBe(false);
  });

  test("OpenTelemetry JS OpenAI instrumentation: content from log records, tool calls made from the model's messages", () => {
    const t = trace(`otel-openai/${run}`);
    const s = steps(t);
    expect(t).toMatchObject({ trace_id: "refund-agent-1", agent_name: "refund-service" });
    expectScenario(s);
    expect(s[0]!.output).toBe('{"order_id":"A1","status":"delivered","total":20}');
    // a tool message carries no error flag: the failure is only its text
    expect(s[2]!.output).toBe("error: payment gateway timeout");
    expect(s.slice(0, 3).every((x) => (x.metadata as Obj).synthesized === true)).toBe(true);
    expect(tokens(s)).toBe(598);
    expect(noteCodes(t).map((n) => n.split(" ")[1])).toContain("tool_call_synthesized");
  });
});

describe("content in logs we were not given; Collector JSON lines", () => {
  test("the traces without their logs: no steps invented, the note says where the content is", () => {
    const t = trace("otel-openai-no-logs");
    const s = steps(t);
    expect(s.map((x) => x.type)).toEqual(["model_response", "model_response", "model_response"]);
    expect(s.every((x) => x.text === undefined)).toBe(true);
    const n = ((t.metadata as Obj).adapter as { notes: { note: string }[] }).notes.find((x) => x.note.startsWith("output_not_captured"))!;
    expect(n.note).toMatch(/log records, which this file does not hold/);
  });

  test("JSON lines (spans over two lines, logs on a third) read as one trace, located by line", async () => {
    const path = join(DIR, "collector", "refund.json");
    const report = await runValidation([path], policy, { format: "auto", failUnder: 70, cwd: DIR });
    expect(report.reports).toHaveLength(1);
    const r = report.reports[0]!;
    expect(r).toMatchObject({ trace_id: "refund", source_format: "otlp", total_tokens: 598 });
    expect(r.steps?.map((d) => d.tool_name ?? d.type)).toEqual(TOOLS);
    const lines = readFileSync(path, "utf8").split("\n");
    // every step is located on a span line
    for (const d of r.steps ?? []) expect(lines[d.line! - 1]).toMatch(/resourceSpans/);
  });
});

describe("pairing with a baseline through arh compare", () => {
  test("two recordings of each scenario pair: nothing added or removed, no new findings", async () => {
    const cwd = process.cwd();
    const rep = async (run: string) =>
      runValidation(await expandInputs(["ai-sdk", "openinference", "otel-openai"].map((a) => join(DIR, a, run)), cwd), policy, { format: "auto", failUnder: 70, cwd });
    const base = await rep("run1");
    const cand = await rep("run2");
    expect(base.reports.map((e) => e.trace_id)).toEqual(cand.reports.map((e) => e.trace_id));
    // the OpenInference and OpenTelemetry agents both name their root span refund-agent: pair each separately
    for (const [i, who] of ["ai-sdk", "openinference", "otel-openai"].entries()) {
      const b = join(tmp, `${who}-base.json`);
      const c = join(tmp, `${who}-cand.json`);
      writeFileSync(b, renderJson({ ...base, reports: [base.reports[i]!] }));
      writeFileSync(c, renderJson({ ...cand, reports: [cand.reports[i]!] }));
      const out = join(tmp, `${who}-compare.json`);
      const code = await compareQuietly(b, c, out);
      const res = JSON.parse(readFileSync(out, "utf8")) as CompareResult;
      expect(res.summary).toMatchObject({ traces_compared: 1, traces_added: 0, traces_removed: 0, new_findings: 0, pass_to_fail: 0 });
      expect(code).toBe(0);
    }
  });
});
