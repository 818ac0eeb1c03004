// renderMemoryTableMarkdown: per-trace table, all trace text escaped; plus a CLI-like flow through
// the module's own functions (runner from flag values -> entries -> report -> tables).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import MarkdownIt from "markdown-it";
import { afterAll, describe, expect, it } from "vitest";
import { createMemoryRunner, renderMemoryTableMarkdown } from "../../src/memory/index.js";
import { buildReport } from "../../src/engine/report.js";
import type { TraceReport } from "../../src/types.js";
import { evalFile, evalText, PY, sampleFiles, SAMPLES } from "./helpers.js";

const dir = mkdtempSync(join(tmpdir(), "arh-mem-md-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("renderMemoryTableMarkdown", () => {
  it("renders a qa table with coverage and escapes hostile text", async () => {
    const results = join(dir, "r.json");
    writeFileSync(results, JSON.stringify({ trace_id_md: ["<script>alert(1)</script> | @octocat **bold** [x](javascript:1)"] }));
    const trace = JSON.stringify({
      trace_id: "trace_id_md", category: "normal", turns: [],
      recall_queries: [{ query: "What did <b>@admin</b> say | about `x`?", expected_information: ["script", "missing"] }],
    });
    const runner = createMemoryRunner({ resultsFile: results });
    const r = await evalText(runner, trace, "trace_id_md.json");
    await runner.close();
    const md = renderMemoryTableMarkdown(r);
    expect(md).toContain("| # | Query | Coverage | Success | Recall output (first words) |");
    expect(md).toContain("| 50.0% (1/2) | ❌ |");
    expect(md).not.toMatch(/<script>|<b>|@octocat|@admin|\]\(javascript/);
    const html = new MarkdownIt().render(md);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain('href="javascript');
    expect(html.match(/<tr>/g)).toHaveLength(2); // header + one row: the | in the text did not split cells
    expect(renderMemoryTableMarkdown({ ...r, kind: "agent" })).toBe("");
  });

  it("renders hit_rate checks, unscored entries and adapter failures", async () => {
    const runner = createMemoryRunner({});
    const unscored = await evalFile(runner, sampleFiles()[0]!);
    await runner.close();
    expect(renderMemoryTableMarkdown(unscored)).toBe("_Memory trace trace_id_cache_adversarial was not scored (validated and linted only)._\n");
  });
});

describe("CLI-like flow through the module's functions", () => {
  it("--memory-adapter: scores every sample, report summary and tables", async () => {
    const runner = createMemoryRunner({ adapterCommand: `${PY} keyword_store.py`, cwd: SAMPLES, timeoutMs: 10_000 });
    const entries: TraceReport[] = [];
    try {
      for (const f of sampleFiles()) entries.push(await evalFile(runner, f));
    } finally {
      await runner.close();
    }
    const report = buildReport(entries, { policyId: "mem-test", failUnder: 70 });
    expect(report.summary).toEqual({ total_traces: 8, passed_traces: 8, failed_traces: 0, average_score: 100 });
    const hit = renderMemoryTableMarkdown(entries.find((e) => e.trace_id === "trace_id_cache_basic")!);
    expect(hit).toContain("| # | Check | Hit | Expected | Read output (first words) |");
    expect(hit).toContain("| 2 | invalidation: a deleted key reads as null | ✅ | (empty/null) | null |");
    const qa = renderMemoryTableMarkdown(entries.find((e) => e.trace_id === "trace_id_memory_multi_session")!);
    expect(qa).toContain("mean support coverage 100.0%, query success 100.0%");
  });

  it("without adapter or results: unscored entries do not count in the average", async () => {
    const runner = createMemoryRunner({});
    const entries: TraceReport[] = [];
    for (const f of sampleFiles()) entries.push(await evalFile(runner, f));
    await runner.close();
    expect(entries.every((e) => e.scored === false && e.passed)).toBe(true);
    const report = buildReport(entries, { policyId: "mem-test", failUnder: 70 });
    expect(report.summary.average_score).toBe(0);
  });
});
