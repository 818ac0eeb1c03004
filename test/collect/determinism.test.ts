// Repeated `arh collect` runs of the same agent (the recorded agents of test/fixtures/otlp-agents,
// whose fake provider answers with fresh call ids, as real providers do) give the same canonical
// trace, byte for byte apart from timings and the random ids the adapter keeps for reference, and
// compare with nothing new, resolved or drifted. ARH_COLLECT_RUNS=10 runs each agent ten times
// (default: two).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { adaptDocument } from "../../src/adapters/index.js";
import { runCollectCommand } from "../../src/commands/collect.js";
import { compareReports } from "../../src/compare/index.js";
import { runValidation } from "../../src/engine/pipeline.js";
import { loadPolicy } from "../../src/policy/parse.js";

type Obj = Record<string, unknown>;
const ROOT = join(import.meta.dirname, "..", "..");
const AGENTS = join(ROOT, "test/fixtures/otlp-agents");
const POLICY = loadPolicy(join(ROOT, "samples/policies/refund-policy.json"));
const RUNS = Math.max(2, Number(process.env.ARH_COLLECT_RUNS ?? 2) || 2);
const tmp = mkdtempSync(join(tmpdir(), "arh-collect-determinism-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function collect(out: string, agent: string): Promise<number> {
  const write = process.stderr.write.bind(process.stderr);
  const owrite = process.stdout.write.bind(process.stdout);
  process.stderr.write = (() => true) as typeof process.stderr.write;
  process.stdout.write = (() => true) as typeof process.stdout.write;
  try {
    return await runCollectCommand(["--out", out, "--", process.execPath, join(AGENTS, agent)]);
  } finally {
    process.stderr.write = write;
    process.stdout.write = owrite;
  }
}

/** Timings (latency, timestamps) and the random ids kept for reference, replaced by placeholders. */
const RANDOM = /\b(?:[0-9a-f]{32}|[0-9a-f]{16}|call_[A-Za-z0-9]{24}|chatcmpl-[A-Za-z0-9]{29})\b/g;
function normalised(trace: Obj): string {
  return JSON.stringify(trace, (k, v: unknown) => {
    if (k === "latency_ms") return "<ms>";
    return typeof v === "string" ? v.replace(RANDOM, "<id>") : v;
  });
}

describe.each([
  ["ai-sdk.mjs", {}],
  ["openinference.mjs", {}],
  ["otel-openai.mjs", { OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT: "true" }],
] as const)("%s under arh collect", (agent, env) => {
  test(`${RUNS} runs: the same canonical trace, nothing new, resolved or drifted`, async () => {
    const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
    Object.assign(process.env, env);
    const dirs: string[] = [];
    try {
      for (let i = 0; i < RUNS; i++) {
        const dir = join(tmp, agent, `run${i + 1}`);
        expect(await collect(dir, agent)).toBe(0);
        dirs.push(dir);
      }
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
    const traces = dirs.map((d) => {
      const files = readdirSync(d);
      expect(files).toHaveLength(1);
      return normalised(adaptDocument(JSON.parse(readFileSync(join(d, files[0]!), "utf8")), files[0]!, "auto")[0]!.trace);
    });
    for (const t of traces.slice(1)) expect(t).toBe(traces[0]);
    const reports = await Promise.all(dirs.map((d) => runValidation([join(d, readdirSync(d)[0]!)], POLICY, { format: "auto", failUnder: 70, cwd: ROOT })));
    for (const r of reports.slice(1)) {
      const c = compareReports(reports[0]!, r, { failOn: "regressions", maxScoreDrop: null });
      expect(c.summary).toMatchObject({ traces_compared: 1, new_findings: 0, resolved_findings: 0, pass_to_fail: 0, fail_to_pass: 0 });
      expect(c.summary.traces_drifted ?? 0).toBe(0);
    }
  }, 60_000 + RUNS * 15_000);
});
