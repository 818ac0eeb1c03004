// Generators of large hostile inputs for test/hostile/ and `npm run bench`. Sizes are parameters:
// CI uses the small defaults; ARH_HOSTILE_LARGE=1 (and the bench) use the sizes of the original
// adversarial pass.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** True when the large (slow) hostile cases are wanted. */
export const LARGE = process.env.ARH_HOSTILE_LARGE === "1";

/** A policy whose one tool has an argument with an `n`-value enum. */
export function bigEnumPolicy(n: number): Record<string, unknown> {
  const values = Array.from({ length: n }, (_, i) => `value-${i}-${"x".repeat(8)}`);
  return {
    schema_version: "1",
    policy_id: "big-enum",
    allowed_tools: { pick: { required_arguments: { choice: { type: "str", enum: values } } } },
  };
}

/** A canonical trace of `steps` tool calls, each violating the enum of `bigEnumPolicy`. */
export function enumViolatingTrace(steps: number, valueChars = 60): Record<string, unknown> {
  return {
    schema_version: "1",
    trace_id: "enum-violations",
    agent_name: "a",
    workflow: "w",
    steps: Array.from({ length: steps }, (_, i) => ({
      step_id: `s${i}`,
      type: "tool_call",
      tool_name: "pick",
      arguments: { choice: `not-allowed-${i}-`.padEnd(valueChars, "y") },
    })),
  };
}

/** A flat trace of `steps` calls to a tool the policy does not list: one error finding per step. */
export function unlistedToolTrace(steps: number): Record<string, unknown> {
  return {
    schema_version: "1",
    trace_id: "flat",
    agent_name: "a",
    workflow: "w",
    steps: Array.from({ length: steps }, (_, i) => ({ step_id: `s${i}`, type: "tool_call", tool_name: "nope" })),
  };
}

/** A JSON text nested `depth` levels deep (arrays), built without recursion. */
export function deeplyNested(depth: number): string {
  return "[".repeat(depth) + "]".repeat(depth);
}

/** A baseline report whose first entry holds a value nested `depth` levels deep. */
export function deepBaseline(depth: number): string {
  return `{"schema_version":"1","summary":{"total_traces":1,"passed_traces":1,"failed_traces":0,"average_score":100},"reports":[{"trace_id":"t","passed":true,"score":100,"findings":[],"extra":${deeplyNested(depth)}}]}`;
}

/** Write `files` (relative path -> text) under `dir`. */
export function writeTree(dir: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    const p = join(dir, rel);
    mkdirSync(join(p, ".."), { recursive: true });
    writeFileSync(p, text);
  }
}

/**
 * Source of a memory adapter (Node) that starts a grandchild in its own session holding our stdout
 * pipe (`setsid sleep 300 &`), writes that pid to `pidFile`, then answers every request when
 * `answer` is true (or never, to be timed out).
 */
export function escapingAdapter(pidFile: string, answer: boolean): string {
  return `import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createInterface } from "node:readline";
const g = spawn("setsid", ["sleep", "300"], { stdio: ["ignore", "inherit", "inherit"] });
writeFileSync(${JSON.stringify(pidFile)}, String(g.pid));
g.unref();
${answer ? "" : "// "}createInterface({ input: process.stdin }).on("line", (l) => { const m = JSON.parse(l); process.stdout.write(JSON.stringify({ id: m.id, ok: true, output: m.op === "recall" || m.op === "read" ? "nothing" : undefined }) + "\\n"); });
process.stdin.resume();
`;
}

/** The message of the UsageError `fn` throws (fails the test when it throws nothing else). */
export function usageMessageOf(fn: () => unknown, isUsage: (e: unknown) => boolean): string {
  try {
    fn();
  } catch (e) {
    if (!isUsage(e)) throw e;
    return (e as Error).message;
  }
  throw new Error("expected a usage error");
}

const VALID_TRACE = {
  schema_version: "1",
  trace_id: "t-1",
  agent_name: "agent",
  workflow: "wf",
  steps: [
    { step_id: "s1", type: "tool_call", tool_name: "lookup", arguments: { id: "A-1" }, latency_ms: 10, input_tokens: 3, output_tokens: 4, output: { ok: true } },
    { step_id: "s2", type: "model_response", text: "done", latency_ms: 5 },
  ],
};

/**
 * Malformed trace files (name -> bytes): truncations, wrong types at every field, bytes that are
 * not UTF-8, empty and odd texts, deep nesting, prototype keys. Each must become one located
 * ARH-INP-001 entry.
 */
export function malformedTraces(): Record<string, Buffer> {
  const out: Record<string, Buffer> = {};
  const text = JSON.stringify(VALID_TRACE, null, 2);
  // 20 truncations spread over the text
  for (let i = 1; i <= 20; i++) out[`truncated-${i}.json`] = Buffer.from(text.slice(0, Math.floor((text.length * i) / 21)));
  const withField = (path: (string | number)[], value: unknown): Buffer => {
    const doc = structuredClone(VALID_TRACE) as Record<string, unknown>;
    let o = doc as Record<string | number, unknown>;
    for (const k of path.slice(0, -1)) o = o[k] as Record<string | number, unknown>;
    const last = path[path.length - 1]!;
    if (value === undefined) delete o[last];
    else o[last] = value;
    return Buffer.from(JSON.stringify(doc, null, 2));
  };
  const fields: [string, (string | number)[], unknown][] = [
    ["trace-id-null", ["trace_id"], null],
    ["trace-id-object", ["trace_id"], { a: 1 }],
    ["trace-id-missing", ["trace_id"], undefined],
    ["steps-missing", ["steps"], undefined],
    ["steps-object", ["steps"], { s: 1 }],
    ["steps-string", ["steps"], "steps"],
    ["step-null", ["steps", 0], null],
    ["step-array", ["steps", 0], []],
    ["step-type-unknown", ["steps", 0, "type"], "shell"],
    ["step-type-number", ["steps", 0, "type"], 7],
    ["step-id-missing", ["steps", 0, "step_id"], undefined],
    ["step-id-object", ["steps", 0, "step_id"], {}],
    ["latency-negative", ["steps", 0, "latency_ms"], -1],
    ["latency-string", ["steps", 0, "latency_ms"], "fast"],
    ["tokens-fraction", ["steps", 0, "input_tokens"], 1.5],
    ["tokens-negative", ["steps", 0, "output_tokens"], -3],
    ["arguments-array", ["steps", 0, "arguments"], [1, 2]],
    ["arguments-string", ["steps", 0, "arguments"], "{}"],
    ["status-unknown", ["steps", 0, "status"], "maybe"],
    ["text-number", ["steps", 1, "text"], 42],
    ["schema-version-2", ["schema_version"], "2"],
    ["schema-version-object", ["schema_version"], {}],
    ["cost-string", ["steps", 0, "cost_usd"], "cheap"],
    ["citations-string", ["steps", 1, "citations"], "x"],
  ];
  for (const [name, path, value] of fields) out[`field-${name}.json`] = withField(path, value);
  const bytes: [string, number[]][] = [
    ["lone-continuation", [0x80]],
    ["overlong", [0xc0, 0x80]],
    ["surrogate", [0xed, 0xa0, 0x80]],
    ["above-max", [0xf5, 0x80, 0x80, 0x80]],
    ["truncated-sequence", [0xe2, 0x82]],
    ["latin1", [0xe9]],
  ];
  for (const [name, b] of bytes) out[`utf8-${name}.json`] = Buffer.concat([Buffer.from('{"trace_id": "x'), Buffer.from(b), Buffer.from('", "steps": []}')]);
  out["empty.json"] = Buffer.alloc(0);
  const texts: Record<string, string | number[]> = {
    "whitespace.json": " \n\t\n",
    "bom-only.json": [0xef, 0xbb, 0xbf],
    "nul-bytes.json": [0, 0, 0],
    "top-array.json": "[1, 2]",
    "top-string.json": '"trace"',
    "top-number.json": "12",
    "nan.json": '{"trace_id": NaN}',
    "trailing-comma.json": '{"trace_id": "x", "steps": [],}',
    "single-quotes.json": "{'trace_id': 'x'}",
    "comment.json": '// trace\n{"trace_id": "x", "steps": []}',
    "two-documents.json": '{"trace_id": "x", "steps": []}\n{"trace_id": "y", "steps": []}',
    "deep-10000.json": `{"trace_id": "x", "agent_name": "a", "workflow": "w", "steps": [{"step_id": "s", "type": "tool_call", "tool_name": "t", "arguments": {"a": ${deeplyNested(10_000)}}}]}`,
    "proto-top.json": '{"__proto__": {"x": 1}, "trace_id": "x", "agent_name": "a", "workflow": "w", "steps": []}',
    "proto-step.json": '{"trace_id": "x", "agent_name": "a", "workflow": "w", "steps": [{"step_id": "s", "type": "model_response", "text": "t", "constructor": 1}]}',
    "proto-arguments.json": '{"trace_id": "x", "agent_name": "a", "workflow": "w", "steps": [{"step_id": "s", "type": "tool_call", "tool_name": "t", "arguments": {"__proto__": {"admin": true}}}]}',
    "control-char-in-string.json": '{"trace_id": "a\u0001b", "steps": []}',
    "unterminated-string.json": '{"trace_id": "abc',
    "huge-number.json": '{"trace_id": "x", "agent_name": "a", "workflow": "w", "steps": [{"step_id": "s", "type": "tool_call", "tool_name": "t", "latency_ms": 1e999}]}',
  };
  for (const [name, t] of Object.entries(texts)) out[name] = typeof t === "string" ? Buffer.from(t) : Buffer.from(t);
  return out;
}

/** Hostile documents in each provider format (name -> JSON text): every one must be located or adapted, never crash. */
export function hostileProviderDocuments(): Record<string, string> {
  const big = "x".repeat(100_000);
  const docs: Record<string, unknown> = {
    "chat-messages-object.json": { messages: { role: "user" } },
    "chat-tool-calls-string.json": { messages: [{ role: "assistant", tool_calls: "call" }] },
    "chat-arguments-not-json.json": { messages: [{ role: "assistant", tool_calls: [{ id: "a", type: "function", function: { name: "f", arguments: "{not json" } }] }] },
    "chat-arguments-deep.json": { messages: [{ role: "assistant", tool_calls: [{ id: "a", type: "function", function: { name: "f", arguments: deeplyNested(5000) } }] }] },
    "chat-role-number.json": { messages: [{ role: 5, content: "x" }] },
    "chat-content-deep.json": { messages: [{ role: "assistant", content: JSON.parse(deeplyNested(3000)) }] },
    "responses-output-string.json": { object: "response", output: "text" },
    "responses-item-null.json": { object: "response", output: [null] },
    "responses-function-call-no-name.json": { object: "response", output: [{ type: "function_call", call_id: "c", arguments: "{}" }] },
    "anthropic-content-number.json": { type: "message", role: "assistant", content: 5 },
    "anthropic-tool-use-input-string.json": { messages: [{ role: "assistant", content: [{ type: "tool_use", id: "t", name: "f", input: "x" }] }] },
    "anthropic-huge-text.json": { messages: [{ role: "assistant", content: [{ type: "text", text: big }] }] },
    "cohere-tool-calls-object.json": { messages: [{ role: "assistant", tool_plan: "p", tool_calls: { a: 1 } }] },
    "cohere-content-null-entries.json": { messages: [{ role: "assistant", content: [null, 1, "x"] }] },
    "otlp-resource-spans-object.json": { resourceSpans: { a: 1 } },
    "otlp-span-no-ids.json": { resourceSpans: [{ scopeSpans: [{ spans: [{ name: "x" }] }] }] },
    "otlp-attributes-deep.json": { resourceSpans: [{ scopeSpans: [{ spans: [{ traceId: "ab".repeat(16), spanId: "cd".repeat(8), attributes: [{ key: "k", value: JSON.parse(deeplyNested(3000)) }] }] }] }] },
    "otlp-times-strings.json": { resourceSpans: [{ scopeSpans: [{ spans: [{ traceId: "ab".repeat(16), spanId: "cd".repeat(8), startTimeUnixNano: "soon", endTimeUnixNano: {} }] }] }] },
    "otlp-proto-keys.json": JSON.parse('{"resourceSpans": [{"__proto__": {"scopeSpans": []}, "scopeSpans": [{"spans": [{"traceId": "abababababababababababababababab", "spanId": "cdcdcdcdcdcdcdcd", "attributes": [{"key": "__proto__", "value": {"stringValue": "x"}}]}]}]}]}'),
  };
  return Object.fromEntries(Object.entries(docs).map(([k, v]) => [k, JSON.stringify(v)]));
}

/** Payloads that would be workflow commands (or hide them) if a log line started with them. */
export const WORKFLOW_PAYLOADS = [
  "::error::forged",
  "::warning file=a.json,line=1::forged",
  "::notice::forged",
  "::debug::forged",
  "::group::forged",
  "::endgroup::",
  "::add-mask::secret",
  "::set-output name=passed::true",
  "::save-state name=x::y",
  "::stop-commands::token",
  "::token::",
  "::add-path::/tmp/evil",
  "::set-env name=NODE_OPTIONS::--require /tmp/x.js",
  "\n::error::after a newline",
  "\r::error::after a carriage return",
  "\r\n::error::after CRLF",
  "x\u2028::error::after LS",
  "x\u2029::error::after PS",
  "x\u0085::error::after NEL",
  "%0A::error::encoded newline",
  "%0D%0A::error::encoded CRLF",
  "  ::error::indented",
  "\t::error::tab",
  "\u001b[2K\r::error::ANSI erase",
  "\u001b]8;;https://evil.example\u0007link\u001b]8;;\u0007",
  "\u0000::error::NUL",
  "\u000b::error::VT",
  "\u000c::error::FF",
  "::ERROR::upper case",
  "::error title=x::titled",
  ":: error::spaced",
  "::error::" + "a".repeat(2000),
  "@mention ::error:: #1 ::warning::",
];
