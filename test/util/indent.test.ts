import { describe, expect, it } from "vitest";
import { stringifyAt } from "../../src/util/indent.js";
import { xorshift } from "../rng.js";

// stringifyAt must be exactly the re-indented serialisation it replaces, for any value.
const reindented = (v: unknown, depth: number, lead: boolean): string => (lead ? " ".repeat(2 * depth) : "") + JSON.stringify(v, null, 2).replace(/\n/g, "\n" + " ".repeat(2 * depth));

function generate(rand: () => number, depth: number): unknown {
  const r = rand();
  if (depth > 4 || r < 0.35) {
    const scalars: unknown[] = [0, -0, 1.5, -7, 1e21, NaN, Infinity, true, false, null, "", "a\nb", 'q"\\', "\u2028é😀", "\ud800", "[\n  ]", undefined, () => 1];
    return scalars[Math.floor(rand() * scalars.length)];
  }
  const n = Math.floor(rand() * 4);
  if (r < 0.65) return Array.from({ length: n }, () => generate(rand, depth + 1));
  const o: Record<string, unknown> = {};
  for (let i = 0; i < n; i++) o[["k", "trace_id", "a b", "\n", "__proto__x", String(i)][Math.floor(rand() * 6)]!] = generate(rand, depth + 1);
  return o;
}

describe("stringifyAt", () => {
  it("is the re-indented JSON of objects and arrays at every depth, with and without the first line's indent", () => {
    const rand = xorshift(20261205);
    for (let i = 0; i < 3000; i++) {
      const v = rand() < 0.5 ? { x: generate(rand, 1), y: [generate(rand, 1)] } : [generate(rand, 0)];
      for (const depth of [1, 2, 3, 4]) for (const lead of [false, true]) expect(stringifyAt(v, depth, lead)).toBe(reindented(v, depth, lead));
    }
  });

  it("keeps what JSON.stringify does with empty containers, toJSON and left-out members", () => {
    const odd = [{}, [], { a: undefined }, { toJSON: () => ({ b: [1, {}] }) }, [undefined, () => 1], { d: new Date(0) }];
    for (const v of odd) for (const depth of [1, 2, 3]) expect(stringifyAt(v, depth)).toBe(reindented(v, depth, false));
  });
});
