// Shard selection: deterministic, disjoint and covering (a seeded property loop), and the
// `--shard` values that are refused.
import { describe, expect, it } from "vitest";
import { parseShard, selectShard, shardOf } from "../../src/shard/select.js";
import { UsageError } from "../../src/errors.js";
import { xorshift } from "../rng.js";

const ALPHABET = "abcxyzABC019-_. /éü€😀\\";

function randomPaths(rnd: () => number, n: number): string[] {
  const out = new Set<string>();
  while (out.size < n) {
    const segs = 1 + Math.floor(rnd() * 4);
    const parts: string[] = [];
    for (let s = 0; s < segs; s++) {
      let seg = "";
      const len = 1 + Math.floor(rnd() * 12);
      for (let i = 0; i < len; i++) seg += [...ALPHABET][Math.floor(rnd() * [...ALPHABET].length)];
      parts.push(seg);
    }
    out.add(parts.join("/") + ".json");
  }
  return [...out];
}

describe("shard selection", () => {
  it("over random trees and shard counts: every path in exactly one shard, the same whatever the order", () => {
    const rnd = xorshift(0x5eed);
    for (let round = 0; round < 200; round++) {
      const paths = randomPaths(rnd, Math.floor(rnd() * 80));
      const total = 1 + Math.floor(rnd() * 12);
      const shards = Array.from({ length: total }, (_, i) => selectShard(paths, (p) => p, { index: i + 1, total }));
      const seen = new Map<string, number>();
      shards.forEach((s, i) => s.forEach((p) => {
        expect(seen.has(p)).toBe(false); // disjoint
        seen.set(p, i + 1);
      }));
      expect(seen.size).toBe(paths.length); // covering
      // each shard keeps the input order
      for (const s of shards) expect(s).toEqual(paths.filter((p) => s.includes(p)));
      // a path's shard depends on the path alone, not on the other files or their order
      const shuffled = [...paths].sort(() => rnd() - 0.5);
      for (const p of shuffled.slice(0, 10)) expect(selectShard([p], (x) => x, { index: seen.get(p)!, total })).toEqual([p]);
    }
  });

  it("spreads files over the shards (no shard of 7 is empty for 700 files)", () => {
    const paths = Array.from({ length: 700 }, (_, i) => `traces/run-${i}.json`);
    const sizes = Array.from({ length: 7 }, (_, i) => selectShard(paths, (p) => p, { index: i + 1, total: 7 }).length);
    for (const n of sizes) expect(n).toBeGreaterThan(60);
  });

  it("is stable across releases: known paths keep their shard", () => {
    // A change here would split existing matrices differently: keep the hash as it is.
    expect([1, 2, 3, 4, 5].map((i) => shardOf(`traces/t${i}.json`, 3))).toMatchInlineSnapshot(`
      [
        2,
        1,
        1,
        3,
        3,
      ]
    `);
  });

  it("parses i/N; 0/0, 3/2, a/b, 1/0 and friends are usage errors with one line", () => {
    expect(parseShard("2/5")).toEqual({ index: 2, total: 5 });
    expect(parseShard("1/1")).toEqual({ index: 1, total: 1 });
    const msg = (v: string): string => {
      try {
        parseShard(v);
      } catch (e) {
        expect(e).toBeInstanceOf(UsageError);
        return (e as Error).message;
      }
      throw new Error("accepted " + v);
    };
    expect(msg("0/0")).toBe("--shard 0/0: the total N must be from 1 to 1000");
    expect(msg("3/2")).toBe("--shard 3/2: the index i must be from 1 to 2");
    expect(msg("a/b")).toBe("--shard must be i/N (for example 2/5), got 'a/b'");
    expect(msg("1/0")).toBe("--shard 1/0: the total N must be from 1 to 1000");
    expect(msg("0/3")).toBe("--shard 0/3: the index i must be from 1 to 3");
    expect(msg("1/1001")).toMatch(/from 1 to 1000/);
    for (const v of ["", "1", "1/", "/2", "-1/2", "1.5/2", "1/2/3", " 1/2", "1/2\n"]) expect(msg(v)).toMatch(/^--shard must be i\/N/);
  });
});
