import { afterEach, describe, expect, it } from "vitest";
import { createMemoryRunner, type MemoryRunner } from "../../src/memory/index.js";
import { evalFile, PY, sampleFiles, SAMPLES } from "./helpers.js";

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
