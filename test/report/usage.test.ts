// "not recorded" instead of zero (src/report/usage.ts): the console and Markdown reports over real
// engine output, for traces that record no latency or cost, a latency of 0, and tokens of 0.
import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { tmpdir } from "node:os";
import { loadPolicy } from "../../src/policy/parse.js";
import { runValidation } from "../../src/engine/pipeline.js";
import { renderConsole, renderMarkdown } from "../../src/report/index.js";
import { latencyRecorded, usageFigures } from "../../src/report/usage.js";
import type { Report } from "../../src/types.js";

const ROOT = resolve(import.meta.dirname, "../..");
const dir = mkdtempSync(join(tmpdir(), "arh-usage-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A canonical trace: one lookup and the answer, with the given usage fields on both steps. */
function trace(id: string, usage: Record<string, number>): string {
  const p = join(dir, `${id}.json`);
  const steps = [
    { step_id: "s1", type: "tool_call", tool_name: "lookup_order", arguments: { order_id: "ORD-1" }, output: { total: 5 }, ...usage },
    { step_id: "s2", type: "model_response", text: "Done.", ...usage },
  ];
  writeFileSync(p, JSON.stringify({ schema_version: "1", trace_id: id, agent_name: "a", workflow: "w", steps }));
  return p;
}

async function report(): Promise<Report> {
  const policy = loadPolicy(join(ROOT, "samples/policies/refund-policy.json"));
  const files = [trace("none", {}), trace("zero", { latency_ms: 0, cost_usd: 0, input_tokens: 0 }), trace("some", { latency_ms: 12, cost_usd: 0.002, output_tokens: 7 })];
  return runValidation(files, policy, { format: "auto", failUnder: 0, cwd: dir });
}

describe("usage that was not recorded", () => {
  it("the figures: latency from the step digests, tokens null when absent, a cost of 0 left out", async () => {
    const r = await report();
    const by = (id: string) => r.reports.find((e) => e.trace_id === id)!;
    expect(latencyRecorded(by("none"))).toBe(false);
    expect(latencyRecorded(by("zero"))).toBe(true);
    expect(usageFigures(by("none"))).toEqual({ latency: null, cost: null, tokens: null });
    expect(usageFigures(by("zero"))).toEqual({ latency: "0 ms", cost: null, tokens: "0" });
    expect(usageFigures(by("some"))).toEqual({ latency: "24 ms", cost: "$0.0040", tokens: "14" });
  });

  it("the console says 'latency not recorded' and prints no zero cost; recorded figures stay", async () => {
    const lines = renderConsole(await report()).split("\n");
    const line = (id: string) => lines.find((l) => l.includes(` ${id} `))!;
    expect(line("none")).toMatch(/score [\d.]+, latency not recorded(?!, cost)/);
    expect(line("none")).not.toMatch(/0 ms|\$0\.0000|tokens/);
    expect(line("zero")).toMatch(/latency 0 ms, tokens 0/);
    expect(line("zero")).not.toContain("$0.0000");
    expect(line("some")).toMatch(/latency 24 ms, cost \$0\.0040, tokens 14/);
  });

  it("the Markdown usage column leaves out what was not recorded ('–' when nothing was)", async () => {
    const md = renderMarkdown(await report());
    const row = (id: string) => md.split("\n").find((l) => l.startsWith("|") && l.includes(id))!;
    expect(row("none")).toContain("| – |");
    expect(row("zero")).toContain("| 0 ms · 0 tokens |");
    expect(row("some")).toContain("| 24 ms · $0.0040 · 14 tokens |");
    expect(md).not.toContain("$0.0000");
  });
});
