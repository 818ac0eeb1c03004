import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createMemoryRunner, type MemoryRunner } from "../../src/memory/index.js";
import { evalFile, PY, ROOT, sampleFiles, SAMPLES } from "./helpers.js";

let runner: MemoryRunner | undefined;
afterEach(async () => {
  await runner?.close();
  runner = undefined;
});

describe("reference keyword store", () => {
  it("replays every sample memory trace with full marks", async () => {
    runner = createMemoryRunner({ adapterCommand: `${PY} keyword_store.py`, cwd: SAMPLES });
    const files = sampleFiles();
    expect(files.length).toBeGreaterThanOrEqual(8);
    const cats = new Set<string>();
    for (const f of files) {
      const r = await evalFile(runner, f);
      const d = r.memory as { eval_mode: string; category: string };
      cats.add(`${d.eval_mode}/${d.category}`);
      expect(r.findings, `${r.trace_id}: ${JSON.stringify(r.findings, null, 1)}`).toEqual([]);
      expect(r.passed).toBe(true);
      expect(r.score).toBe(100);
      expect(r.kind).toBe("memory");
      expect(r.scored).toBeUndefined();
    }
    expect([...cats].sort()).toEqual([
      "hit_rate/adversarial", "hit_rate/edge_case", "hit_rate/normal",
      "qa/adversarial", "qa/edge_case", "qa/high_noise", "qa/multi_session", "qa/normal",
    ]);
  });
});

describe("documented examples and recorded results", () => {
  const doc = readFileSync(join(ROOT, "docs/memory-adapter.md"), "utf8");
  const block = (lang: string, firstLine: string): string => {
    const re = new RegExp("```" + lang + "\\n(" + firstLine.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + "[\\s\\S]*?)```");
    const m = re.exec(doc);
    expect(m, `${lang} example in docs/memory-adapter.md`).not.toBeNull();
    return m![1]!;
  };
  const dir = mkdtempSync(join(tmpdir(), "arh-mem-doc-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  for (const [lang, first, file, cmd] of [
    ["python", "# my_memory.py", "my_memory.py", `${PY} my_memory.py`],
    ["js", "// my_memory.mjs", "my_memory.mjs", `"${process.execPath}" my_memory.mjs`],
  ] as const) {
    it(`the ${lang} example in docs/memory-adapter.md scores 100 on every sample`, async () => {
      writeFileSync(join(dir, file), block(lang, first));
      runner = createMemoryRunner({ adapterCommand: cmd, cwd: dir });
      for (const f of sampleFiles()) {
        const r = await evalFile(runner, f);
        expect([r.trace_id, r.findings]).toEqual([r.trace_id, []]);
        expect(r.score).toBe(100);
      }
    });
  }

  it("samples/memory/results.json (recorded from the reference store) scores 100 on every sample", async () => {
    runner = createMemoryRunner({ resultsFile: "samples/memory/results.json", cwd: ROOT });
    for (const f of sampleFiles()) {
      const r = await evalFile(runner, f);
      expect([r.trace_id, r.findings, r.score, (r.memory as { source: string }).source]).toEqual([r.trace_id, [], 100, "results"]);
    }
  });
});
