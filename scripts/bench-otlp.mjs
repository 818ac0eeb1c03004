#!/usr/bin/env node
// Benchmark: a ~100 MB OTLP/JSON file with 1,000 agent traces. Measures JSON.parse alone against
// adaptDocument (OTLP -> canonical traces) and parseTrace + validateTrace of every trace.
// Target: converting plus validating takes at most 2x the time JSON.parse takes.
//
//   node --expose-gc --max-old-space-size=4096 scripts/bench-otlp.mjs [--lib DIR] [--traces N] [--runs N] [--keep]
//
// It compiles src/ with `tsc -p tsconfig.build.json --outDir DIR` (default /tmp/adapters-lib)
// unless DIR already holds adapters/index.js, generates the file in a temp dir (deleted unless
// --keep), and prints the figures. Deterministic input (seeded generator).
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, openSync, writeSync, closeSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { performance } from "node:perf_hooks";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const libDir = resolve(opt("--lib", "/tmp/adapters-lib"));
const TRACES = Number(opt("--traces", "1000"));
const RUNS = Number(opt("--runs", "3"));
const keep = args.includes("--keep");

// ---- build -----------------------------------------------------------------------------------
if (!existsSync(join(libDir, "adapters", "index.js"))) {
  console.log(`compiling src/ to ${libDir} ...`);
  try {
    execFileSync(join(repo, "node_modules", ".bin", "tsc"), ["-p", join(repo, "tsconfig.build.json"), "--outDir", libDir], { stdio: "inherit" });
  } catch {
    // Type errors elsewhere in the tree do not stop emission; only a missing output matters.
    if (!existsSync(join(libDir, "adapters", "index.js"))) throw new Error("tsc produced no output");
  }
}
writeFileSync(join(libDir, "package.json"), '{"type":"module"}\n');
if (!existsSync(join(libDir, "node_modules"))) symlinkSync(join(repo, "node_modules"), join(libDir, "node_modules"), "dir");
const lib = (p) => import(pathToFileURL(join(libDir, p)).href);
const { adaptDocument } = await lib("adapters/index.js");
const { parseTrace } = await lib("trace/parse.js");
const { parsePolicy } = await lib("policy/parse.js");
const { validateTrace } = await lib("engine/validate.js");

// ---- generate --------------------------------------------------------------------------------
let seed = 42;
const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
const hex = (n) => {
  let s = "";
  for (let i = 0; i < n; i++) s += "0123456789abcdef"[Math.floor(rnd() * 16)];
  return s;
};
const WORDS = "the order refund customer policy delivered shipment account payment window return label carrier status ticket agent".split(" ");
const sentence = (n) => Array.from({ length: n }, () => WORDS[Math.floor(rnd() * WORDS.length)]).join(" ");
const S = (k, v) => ({ key: k, value: { stringValue: v } });
const I = (k, v) => ({ key: k, value: { intValue: String(v) } });
const TOOLS = ["lookup_order", "issue_refund", "search_kb", "send_email", "get_customer"];

function traceSpans(t) {
  const traceId = hex(24) + t.toString(16).padStart(8, "0");
  const root = hex(16);
  let clock = 1717000000000000000n + BigInt(t) * 60_000_000_000n;
  const ns = () => String(clock);
  const spans = [];
  const rootStart = ns();
  const turns = 34;
  for (let k = 0; k < turns; k++) {
    const chatId = hex(16);
    const callId = `call_${hex(12)}`;
    const tool = TOOLS[Math.floor(rnd() * TOOLS.length)];
    const args = { order_id: `ORD-${1000 + Math.floor(rnd() * 9000)}`, note: sentence(20) };
    const last = k === turns - 1;
    const parts = last ? [{ type: "text", content: sentence(120) }] : [{ type: "text", content: sentence(40) }, { type: "tool_call", id: callId, name: tool, arguments: args }];
    let start = ns();
    clock += BigInt(200_000_000 + Math.floor(rnd() * 800_000_000));
    spans.push({
      traceId, spanId: chatId, parentSpanId: root, name: "chat gpt-4.1", kind: 3, startTimeUnixNano: start, endTimeUnixNano: ns(),
      attributes: [S("gen_ai.operation.name", "chat"), S("gen_ai.provider.name", "openai"), S("gen_ai.request.model", "gpt-4.1"), S("gen_ai.response.model", "gpt-4.1-2025-04-14"),
        I("gen_ai.usage.input_tokens", 200 + k * 50), I("gen_ai.usage.output_tokens", 20 + Math.floor(rnd() * 80)),
        S("gen_ai.output.messages", JSON.stringify([{ role: "assistant", parts, finish_reason: last ? "stop" : "tool_call" }]))],
      status: {},
    });
    if (last) break;
    const toolId = hex(16);
    start = ns();
    clock += BigInt(50_000_000 + Math.floor(rnd() * 500_000_000));
    const failed = rnd() < 0.05;
    spans.push({
      traceId, spanId: toolId, parentSpanId: root, name: `execute_tool ${tool}`, kind: 1, startTimeUnixNano: start, endTimeUnixNano: ns(),
      attributes: [S("gen_ai.operation.name", "execute_tool"), S("gen_ai.tool.name", tool), S("gen_ai.tool.call.id", callId), S("gen_ai.tool.type", "function"),
        S("gen_ai.tool.call.arguments", JSON.stringify(args)), ...(failed ? [] : [S("gen_ai.tool.call.result", JSON.stringify({ status: "ok", detail: sentence(30) }))])],
      status: failed ? { code: 2, message: "upstream timeout" } : {},
    });
    spans.push({
      traceId, spanId: hex(16), parentSpanId: toolId, name: "GET", kind: 3, startTimeUnixNano: start, endTimeUnixNano: ns(),
      attributes: [S("http.request.method", "GET"), S("url.full", `https://orders.internal/api/${tool}/${args.order_id}`), I("http.response.status_code", failed ? 504 : 200)],
      status: {},
    });
  }
  clock += 1_000_000n;
  spans.unshift({
    traceId, spanId: root, name: "invoke_agent refund-copilot", kind: 1, startTimeUnixNano: rootStart, endTimeUnixNano: ns(),
    attributes: [S("gen_ai.operation.name", "invoke_agent"), S("gen_ai.agent.name", "refund-copilot"), I("gen_ai.usage.input_tokens", 99999), I("gen_ai.usage.output_tokens", 9999)],
    status: {},
  });
  return spans;
}

const dir = mkdtempSync(join(tmpdir(), "bench-otlp-"));
const file = join(dir, "otlp-1000.json");
{
  const fd = openSync(file, "w");
  writeSync(fd, '{"resourceSpans":[');
  const perResource = 50;
  for (let r = 0; r * perResource < TRACES; r++) {
    if (r > 0) writeSync(fd, ",");
    writeSync(fd, `{"resource":{"attributes":[${JSON.stringify(S("service.name", `refund-service-${r}`))},${JSON.stringify(S("arh.workflow", "refund"))}]},"scopeSpans":[{"scope":{"name":"opentelemetry.instrumentation.openai_v2"},"spans":[`);
    let first = true;
    for (let t = r * perResource; t < Math.min(TRACES, (r + 1) * perResource); t++) {
      for (const s of traceSpans(t)) {
        writeSync(fd, (first ? "" : ",") + JSON.stringify(s));
        first = false;
      }
    }
    writeSync(fd, "]}]}");
  }
  writeSync(fd, "]}");
  closeSync(fd);
}
const bytes = statSync(file).size;
const text = readFileSync(file, "utf8");

const policy = parsePolicy({
  policy_id: "bench",
  allowed_tools: Object.fromEntries(TOOLS.map((t) => [t, { required_arguments: { order_id: { type: "str", pattern: "ORD-[0-9]+" } }, optional_arguments: { note: "str" }, side_effect: t === "issue_refund" }])),
  budgets: { max_total_tokens: 100000, max_step_latency_ms: 5000, max_total_latency_ms: 60000 },
  unsafe_patterns: ["\\b[0-9]{16}\\b", "BEGIN PRIVATE KEY"],
  sequence: { call_order: ["lookup_order", "issue_refund"] },
  error_handling: { require_retry_on_error: true, max_attempts: 3 },
  completion: { require_final_response: true, max_steps: 100 },
});

// ---- measure ---------------------------------------------------------------------------------
// CPU time of this process (robust on a shared machine) and wall time; median of RUNS rounds, each
// round starting from a collected heap when --expose-gc is on.
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const T = { parse: [[], []], adapt: [[], []], validate: [[], []] };
const phase = (name, fn) => {
  const c0 = cpu();
  const w0 = performance.now();
  const r = fn();
  T[name][0].push(cpu() - c0);
  T[name][1].push(performance.now() - w0);
  return r;
};
let traces = 0;
let steps = 0;
let findings = 0;
for (let run = 0; run < RUNS; run++) {
  globalThis.gc?.();
  const doc = phase("parse", () => JSON.parse(text));
  const adapted = phase("adapt", () => adaptDocument(doc, "otlp-1000.json", "otlp"));
  phase("validate", () => {
    findings = 0;
    steps = 0;
    for (const a of adapted) {
      const tr = parseTrace(a.trace);
      steps += tr.steps.length;
      findings += validateTrace(tr, policy, { failUnder: 70 }).findings.length;
    }
  });
  traces = adapted.length;
}
const fmt = (ms) => `${ms.toFixed(0).padStart(6)} ms`;
console.log(`file: ${(bytes / 1e6).toFixed(1)} MB, ${traces} traces, ${steps} steps, ${findings} findings (node ${process.version}, median of ${RUNS})`);
for (const [i, label] of [[0, "CPU time"], [1, "wall time"]]) {
  const p = median(T.parse[i]);
  const a = median(T.adapt[i]);
  const v = median(T.validate[i]);
  console.log(`${label}:`);
  console.log(`  JSON.parse alone            ${fmt(p)}`);
  console.log(`  adaptDocument (otlp)        ${fmt(a)}  ${(a / p).toFixed(2)}x parse`);
  console.log(`  parseTrace + validateTrace  ${fmt(v)}  ${(v / p).toFixed(2)}x parse`);
  console.log(`  convert + validate          ${fmt(a + v)}  ${((a + v) / p).toFixed(2)}x parse (target <= 2.00x)`);
}
if (keep) console.log(`kept ${file}`);
else rmSync(dir, { recursive: true, force: true });
