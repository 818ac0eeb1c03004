import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { gateScenarios } from "../../src/scenarios/gate.js";
import { toRunRecords, type ScenarioInput } from "../../src/scenarios/scenario.js";

const generate = (...args: string[]) =>
  execFileSync(process.execPath, ["scripts/simulate-repeats.mjs", "generate", ...args], { encoding: "utf8" });

describe("scripts/simulate-repeats.mjs generate", () => {
  it("is deterministic for a seed and gives n runs per scenario that the gate reads", () => {
    const a = generate("--p", "refund=1,lookup=0", "--n", "6", "--seed", "7");
    expect(generate("--p", "refund=1,lookup=0", "--n", "6", "--seed", "7")).toBe(a);
    const doc = JSON.parse(a) as { reports: ScenarioInput[]; summary: { total_traces: number; passed_traces: number } };
    expect(doc.summary).toMatchObject({ total_traces: 12, passed_traces: 6 });
    const runs = toRunRecords(doc.reports, null, "simulated.json");
    const r = gateScenarios(runs, runs);
    expect(r.rows.map((x) => [x.scenario, x.candidate?.status])).toEqual([
      ["lookup", "stable-fail"],
      ["refund", "stable-pass"],
    ]);
    expect(r.passed).toBe(true);
  });
  it("rejects a bad probability with one line and exit 2", () => {
    let status = 0;
    let stderr = "";
    try {
      generate("--p", "refund=2");
    } catch (e) {
      ({ status, stderr } = e as { status: number; stderr: string });
    }
    expect(status).toBe(2);
    expect(String(stderr)).toBe('simulate-repeats: --p: "refund=2" is not name=probability (0..1)\n');
  });
});
