import { describe, expect, it } from "vitest";
import { computeDrift, lcsPairs } from "../../src/compare/index.js";
import { call, resp, rng } from "./helpers.js";

describe("computeDrift", () => {
  it("reports nothing for identical trajectories", () => {
    const s = [call("s1", "lookup_order", { id: 1 }), call("s2", "issue_refund", { id: 1, amount: 5 }), resp("s3")];
    const d = computeDrift(s, s);
    expect(d).toMatchObject({ unchanged: true, tools_added: [], tools_removed: [], moved: [], changed_arguments: [], inserted: [], deleted: [] });
    expect(d.alignment).toEqual([[0, 0], [1, 1], [2, 2]]);
  });

  it("finds a duplicated refund as an inserted step and one more call", () => {
    const b = [call("s1", "lookup_order", { id: 1 }), call("s2", "issue_refund", { id: 1, amount: 5 }), resp("s3")];
    const c = [call("s1", "lookup_order", { id: 1 }), call("s2", "issue_refund", { id: 1, amount: 5 }), call("s3", "issue_refund", { id: 1, amount: 5 }), resp("s4")];
    const d = computeDrift(b, c);
    expect(d.tools_added).toEqual([{ tool: "issue_refund", count: 1 }]);
    expect(d.inserted).toEqual([2]);
    expect(d.inserted_steps).toEqual([{ index: 2, step_id: "s3", type: "tool_call", tool: "issue_refund" }]);
    expect(d.deleted).toEqual([]);
    expect(d.alignment).toEqual([[0, 0], [1, 1], [2, 3]]);
    expect(d.unchanged).toBe(false);
  });

  it("finds added and removed tools", () => {
    const d = computeDrift([call("a", "search"), call("b", "notify")], [call("a", "search"), call("b", "escalate"), call("c", "escalate")]);
    expect(d.tools_added).toEqual([{ tool: "escalate", count: 2 }]);
    expect(d.tools_removed).toEqual([{ tool: "notify", count: 1 }]);
    expect(d.deleted).toEqual([1]);
    expect(d.inserted).toEqual([1, 2]);
  });

  it("finds moved steps (same tool and arguments elsewhere)", () => {
    const b = [call("s1", "lookup"), call("s2", "check_policy"), call("s3", "refund")];
    const c = [call("s1", "check_policy"), call("s2", "lookup"), call("s3", "refund")];
    const d = computeDrift(b, c);
    expect(d.moved).toHaveLength(1);
    const m = d.moved[0]!;
    expect([m.baseline_index, m.candidate_index]).toEqual(m.tool === "lookup" ? [0, 1] : [1, 0]);
    expect(d.inserted).toEqual([]);
    expect(d.deleted).toEqual([]);
    expect(d.tools_added).toEqual([]);
  });

  it("finds changed arguments of the same tool at the same place", () => {
    const b = [call("s1", "lookup", { id: 1 }), call("s2", "refund", { amount: 5 }), resp("s3")];
    const c = [call("s1", "lookup", { id: 1 }), call("s2", "refund", { amount: 50 }), resp("s3")];
    const d = computeDrift(b, c);
    expect(d.changed_arguments).toEqual([
      { tool: "refund", baseline_step_id: "s2", candidate_step_id: "s2", baseline_index: 1, candidate_index: 1, baseline_args: '{"amount":5}', candidate_args: '{"amount":50}' },
    ]);
    expect(d.alignment).toEqual([[0, 0], [1, 1], [2, 2]]);
    expect(d.inserted).toEqual([]);
    expect(d.tools_added).toEqual([]);
  });

  it("partitions every step exactly once, on random trajectories", () => {
    const rand = rng(7);
    const tools = ["a", "b", "c"];
    const gen = () =>
      Array.from({ length: Math.floor(rand() * 9) }, (_, i) => (rand() < 0.2 ? resp(`r${i}`) : call(`s${i}`, tools[Math.floor(rand() * 3)]!, { x: Math.floor(rand() * 2) })));
    for (let n = 0; n < 300; n++) {
      const b = gen();
      const c = gen();
      const d = computeDrift(b, c);
      const bi = [...d.alignment.map((p) => p[0]), ...d.moved.map((m) => m.baseline_index), ...d.deleted].sort((x, y) => x - y);
      const ci = [...d.alignment.map((p) => p[1]), ...d.moved.map((m) => m.candidate_index), ...d.inserted].sort((x, y) => x - y);
      expect(bi).toEqual(b.map((_, i) => i));
      expect(ci).toEqual(c.map((_, i) => i));
      for (let k = 1; k < d.alignment.length; k++) {
        expect(d.alignment[k]![0]).toBeGreaterThan(d.alignment[k - 1]![0]);
        expect(d.alignment[k]![1]).toBeGreaterThan(d.alignment[k - 1]![1]);
      }
      // deterministic
      expect(computeDrift(b, c)).toEqual(d);
    }
  });
});

describe("lcsPairs", () => {
  it("is a longest common subsequence", () => {
    expect(lcsPairs(["a", "b", "c", "d"], ["b", "x", "d"])).toEqual([[1, 0], [3, 2]]);
    expect(lcsPairs([], ["a"])).toEqual([]);
    expect(lcsPairs(["a", "b", "a"], ["a", "b", "a"])).toEqual([[0, 0], [1, 1], [2, 2]]);
  });
  it("handles very long trajectories (greedy beyond the table size)", () => {
    const a = Array.from({ length: 5000 }, (_, i) => `k${i % 97}`);
    const b = Array.from({ length: 5000 }, (_, i) => `k${(i * 7) % 97}`);
    const p = lcsPairs(a, b);
    for (const [i, j] of p) expect(a[i]).toBe(b[j]);
    for (let k = 1; k < p.length; k++) expect(p[k]![0] > p[k - 1]![0] && p[k]![1] > p[k - 1]![1]).toBe(true);
  });
});
