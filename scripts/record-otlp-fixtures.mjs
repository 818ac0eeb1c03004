// Regenerate the OTLP recordings in test/fixtures/otlp/ from the real instrumentations: each agent
// of test/fixtures/otlp-agents/ plays the refund scenario twice under `arh collect` (so the runs
// differ only in what changes between runs: trace, span and call ids (the fake provider answers with
// fresh ones, as real providers do) and timings).
//   npm run build && node scripts/record-otlp-fixtures.mjs
// Also written, from the recordings: Collector-style JSON lines (one export request per line, the
// trace's spans over two lines and its logs on a third), and the OpenTelemetry JS run without its
// logs (content in logs that were not exported).
// The other libraries' recordings (OpenAI Agents, LangChain, LangGraph, Traceloop, ADK, Genkit,
// VoltAgent, Strands...) are made by test/fixtures/otlp-agents/record-libs.mjs.
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(new URL("..", import.meta.url).pathname);
const cli = join(root, "dist/cli.js");
const agents = join(root, "test/fixtures/otlp-agents");
const out = join(root, "test/fixtures/otlp");

const AGENTS = {
  "ai-sdk": {},
  openinference: {},
  "otel-openai": { OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT: "true" },
};

for (const name of [...Object.keys(AGENTS), "collector", "otel-openai-no-logs"]) rmSync(join(out, name), { recursive: true, force: true });
for (const [name, env] of Object.entries(AGENTS)) {
  for (const run of ["run1", "run2"]) {
    const dir = join(out, name, run);
    execFileSync(process.execPath, [cli, "collect", "--out", dir, "--", process.execPath, join(agents, `${name}.mjs`)], {
      stdio: "inherit",
      env: { ...process.env, ...env },
    });
  }
}

// Stack traces of the throwing tool name files on this machine: keep them repository-relative.
const scrub = (dir) => {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) scrub(p);
    else writeFileSync(p, readFileSync(p, "utf8").split(root + "/").join(""));
  }
};
scrub(out);

const only = (dir) => {
  const files = readdirSync(dir);
  if (files.length !== 1) throw new Error(`${dir}: expected one trace file, found ${files.length}`);
  return join(dir, files[0]);
};

// Collector file exporter: one JSON object per line.
const otel = JSON.parse(readFileSync(only(join(out, "otel-openai", "run1")), "utf8"));
const [rs] = otel.resourceSpans;
const spans = rs.scopeSpans.flatMap((s) => s.spans.map((sp) => ({ scope: s.scope, span: sp })));
const half = Math.ceil(spans.length / 2);
const line = (part) => JSON.stringify({ resourceSpans: [{ resource: rs.resource, scopeSpans: part.map((x) => ({ scope: x.scope, spans: [x.span] })) }] });
mkdirSync(join(out, "collector"), { recursive: true });
writeFileSync(join(out, "collector", "refund.json"), [line(spans.slice(0, half)), JSON.stringify({ resourceLogs: otel.resourceLogs }), line(spans.slice(half))].join("\n") + "\n");

// The same run exported without its logs.
mkdirSync(join(out, "otel-openai-no-logs"), { recursive: true });
writeFileSync(join(out, "otel-openai-no-logs", "refund-agent-1.json"), JSON.stringify({ resourceSpans: otel.resourceSpans }, null, 2) + "\n");
