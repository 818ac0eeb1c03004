// The merge's running summary equals buildReport's over the whole list, to the last bit.
import { describe, expect, it } from "vitest";
import { SummaryAccumulator } from "../../src/shard/summary.js";
import { buildReport } from "../../src/engine/report.js";
import type { TraceReport } from "../../src/types.js";
import { xorshift } from "../rng.js";

describe("SummaryAccumulator", () => {
  it("matches buildReport on random entries (unrounded scores, unscored and rounded-only entries)", () => {
    const rnd = xorshift(42);
    for (let round = 0; round < 300; round++) {
      const entries: TraceReport[] = Array.from({ length: Math.floor(rnd() * 60) }, (_, i) => {
        const raw = rnd() * 100;
        const e = { trace_id: `t${i}`, source_path: "x", passed: rnd() < 0.5, score: Math.round(raw * 100) / 100, findings: [] } as unknown as TraceReport;
        if (rnd() < 0.8) e.raw_score = raw;
        if (rnd() < 0.1) e.scored = false;
        return e;
      });
      const acc = new SummaryAccumulator();
      for (const e of entries) acc.add(e.passed, e.scored !== false, e.raw_score ?? e.score);
      expect(acc.summary()).toEqual(buildReport(entries, { policyId: "p", failUnder: 70 }).summary);
    }
  });
});
