// A run that checked nothing never shows a pass: the validate console's summary of an empty report.
import { describe, expect, it } from "vitest";
import { renderConsole } from "../../src/report/console.js";
import type { Report } from "../../src/types.js";

describe("the console summary of a run without traces", () => {
  it("says nothing was checked, never 'passed'", () => {
    const empty = { schema_version: "1", summary: { total_traces: 0, passed_traces: 0, failed_traces: 0, average_score: 0 }, reports: [] } as unknown as Report;
    const out = renderConsole(empty);
    expect(out).toBe("Summary: no traces validated: nothing was checked; average score 0.00\n");
    expect(out).not.toMatch(/passed/);
  });
});
