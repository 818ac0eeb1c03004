// The same refund conversation recorded in all six formats yields the same rule verdicts under the
// same policy, modulo what a format cannot carry (asserted explicitly below).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { adaptDocument, type Format } from "../../src/adapters/index.js";
import { validateTrace } from "../../src/engine/validate.js";
import { parsePolicy } from "../../src/policy/parse.js";
import { parseTrace } from "../../src/trace/parse.js";
import type { Trace } from "../../src/trace/model.js";

const DIR = join(import.meta.dirname, "../fixtures/adapters/refund");
const load = (f: string): unknown => JSON.parse(readFileSync(join(DIR, f), "utf8"));
const policy = parsePolicy(load("policy.json"));

type Fmt = Exclude<Format, "auto" | "arh">;

/** The canonical recording of the conversation: what a format that carries everything yields. */
const CANONICAL = {
  trace_id: "refund-1042",
  agent_name: "refund-copilot",
  workflow: "refund",
  steps: [
    { step_id: "s1", type: "tool_call", tool_name: "lookup_order", arguments: { order_id: "ORD-1042" }, latency_ms: 240, input_tokens: 402, output_tokens: 48,
      output: '{"order_id":"ORD-1042","status":"delivered","amount":25.0}' },
    { step_id: "s2", type: "tool_call", tool_name: "issue_refund", arguments: { order_id: "ORD-1042", amount: 25.0 }, latency_ms: 800, status: "error",
      error: "payment gateway timeout", input_tokens: 501, output_tokens: 52 },
    { step_id: "s3", type: "tool_call", tool_name: "issue_refund", arguments: { amount: 25.0, order_id: "ORD-1042" }, latency_ms: 600, input_tokens: 583, output_tokens: 52,
      output: '{"refund_id":"RF-77","status":"issued"}' },
    { step_id: "s4", type: "model_response", text: "I've refunded $25.00 for order ORD-1042 (refund RF-77). It should appear within 5 business days.",
      latency_ms: 4200, input_tokens: 650, output_tokens: 31 },
  ],
};

/** What each format cannot carry, and the verdict that follows from it (the only allowed differences). */
const CANNOT_CARRY: Record<Fmt, { fields: string[]; extra: string[] }> = {
  otlp: { fields: [], extra: [] },
  // Anthropic carries tool errors (is_error) and per-message usage, not latency.
  "anthropic-messages": { fields: ["latency"], extra: ["ARH-BUD-006 warning trace"] },
  // OpenAI Chat: no latency, no tool error flag, no per-message usage.
  "openai-chat": {
    fields: ["latency", "tool error status", "tokens"],
    extra: ["ARH-BUD-005 warning trace", "ARH-BUD-006 warning trace", "ARH-FLW-003 error issue_refund#2"],
  },
  // Responses: no latency, no tool error flag (usage of the response is carried).
  "openai-responses": { fields: ["latency", "tool error status"], extra: ["ARH-BUD-006 warning trace", "ARH-FLW-003 error issue_refund#2"] },
  // Cohere v2: no latency, no tool error flag (usage of the response is carried).
  "cohere-chat": { fields: ["latency", "tool error status"], extra: ["ARH-BUD-006 warning trace", "ARH-FLW-003 error issue_refund#2"] },
};

/** Format-independent anchor: tool name and occurrence, or "final" / "response" / "trace". */
function verdicts(trace: Trace): { passed: boolean; findings: string[] } {
  const r = validateTrace(trace, policy, { failUnder: 70 });
  const label = new Map<string, string>();
  const seen = new Map<string, number>();
  trace.steps.forEach((s, i) => {
    if (s.type === "tool_call") {
      const n = (seen.get(s.tool_name ?? "?") ?? 0) + 1;
      seen.set(s.tool_name ?? "?", n);
      label.set(s.step_id, `${s.tool_name}#${n}`);
    } else label.set(s.step_id, i === trace.steps.length - 1 ? "final" : "response");
  });
  const findings = r.findings.map((f) => `${f.rule_id} ${f.severity} ${f.step_id === null ? "trace" : label.get(f.step_id)}`).sort();
  return { passed: r.passed, findings };
}

const FILES: Record<Fmt, string> = {
  "openai-chat": "refund.openai-chat.json",
  "openai-responses": "refund.openai-responses.json",
  "anthropic-messages": "refund.anthropic-messages.json",
  "cohere-chat": "refund.cohere-chat.json",
  otlp: "refund.otlp.json",
};

describe("refund conversation in six formats", () => {
  const reference = verdicts(parseTrace(CANONICAL));

  test("the canonical recording passes with no finding", () => {
    expect(reference).toEqual({ passed: true, findings: [] });
  });

  for (const [fmt, file] of Object.entries(FILES) as [Fmt, string][]) {
    test(`${fmt}: detected, converted, same verdicts modulo ${CANNOT_CARRY[fmt].fields.join(", ") || "nothing"}`, () => {
      const doc = load(file);
      const auto = adaptDocument(doc, file, "auto");
      const explicit = adaptDocument(doc, file, fmt);
      expect(auto).toHaveLength(1);
      expect(auto[0]!.format).toBe(fmt);
      expect(explicit[0]!.trace).toEqual(auto[0]!.trace);
      const trace = parseTrace(auto[0]!.trace);
      expect(trace.source).toBe(fmt);
      expect([trace.trace_id, trace.agent_name, trace.workflow]).toEqual(["refund-1042", "refund-copilot", "refund"]);

      // Same tool calls with the same arguments, in the same order; same final answer.
      const calls = trace.steps.filter((s) => s.type === "tool_call").map((s) => [s.tool_name, s.arguments]);
      expect(calls).toEqual(CANONICAL.steps.filter((s) => s.type === "tool_call").map((s) => [s.tool_name, s.arguments]));
      expect(trace.steps.at(-1)!.text).toBe(CANONICAL.steps[3]!.text);

      const v = verdicts(trace);
      const expected = [...reference.findings, ...CANNOT_CARRY[fmt].extra].sort();
      expect(v.findings).toEqual(expected);
      expect(v.passed).toBe(!expected.some((f) => f.includes(" error ")));
    });
  }

  test("formats that carry tool errors mark the first refund attempt as failed", () => {
    for (const fmt of ["anthropic-messages", "otlp"] as const) {
      const t = parseTrace(adaptDocument(load(FILES[fmt]), FILES[fmt], fmt)[0]!.trace);
      const refunds = t.steps.filter((s) => s.tool_name === "issue_refund");
      expect(refunds.map((s) => s.status)).toEqual(["error", "ok"]);
      expect(refunds[0]!.error).toMatch(/payment gateway timeout/);
    }
  });

  test("only OTLP carries latency; token totals are carried by all but OpenAI Chat", () => {
    const totals: Record<string, [number | null, number | null]> = {};
    for (const [fmt, file] of Object.entries(FILES) as [Fmt, string][]) {
      const t = parseTrace(adaptDocument(load(file), file, fmt)[0]!.trace);
      const r = validateTrace(t, policy, { failUnder: 70 });
      const hasLatency = t.steps.some((s) => s.latency_ms !== null);
      totals[fmt] = [hasLatency ? r.total_latency_ms : null, r.total_tokens];
    }
    expect(totals).toEqual({
      // the model calls that only requested tools count in the latency of the calls they requested
      otlp: [8240, 2319],
      "anthropic-messages": [null, 2319],
      "openai-chat": [null, null],
      "openai-responses": [null, 843],
      "cohere-chat": [null, 1961],
    });
  });
});
