// pyRound against Python's round(): hand-picked ties and near-ties, then generated doubles checked
// against an independent exact model (BigInt arithmetic on the double's binary value).
import { describe, expect, it } from "vitest";
import { pyRound } from "../../src/util/round.js";
import { xorshift } from "../rng.js";

/** round-half-even of the exact binary value of x at n decimals, by BigInt arithmetic. */
function model(x: number, n: number): number {
  if (!Number.isFinite(x) || x === 0) return x;
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, Math.abs(x));
  const bits = view.getBigUint64(0);
  const expBits = Number((bits >> 52n) & 0x7ffn);
  const frac = bits & ((1n << 52n) - 1n);
  const mant = expBits === 0 ? frac : frac | (1n << 52n);
  const e = (expBits === 0 ? 1 : expBits) - 1075; // |x| = mant * 2^e
  let num = mant * 10n ** BigInt(n);
  let den = 1n;
  if (e >= 0) num <<= BigInt(e);
  else den <<= BigInt(-e);
  let q = num / den;
  const twice = 2n * (num - q * den);
  if (twice > den || (twice === den && q % 2n === 1n)) q += 1n;
  const digits = q.toString().padStart(n + 1, "0");
  const r = Number(n === 0 ? digits : digits.slice(0, digits.length - n) + "." + digits.slice(digits.length - n));
  return x < 0 ? -r : r;
}

describe("pyRound", () => {
  it("rounds exact ties to even and near-ties by the double's binary value", () => {
    expect(pyRound(0.125, 2)).toBe(0.12);
    expect(pyRound(0.375, 2)).toBe(0.38);
    expect(pyRound(3.125, 2)).toBe(3.12);
    expect(pyRound(-3.125, 2)).toBe(-3.12);
    expect(pyRound(-0.125, 2)).toBe(-0.12);
    expect(pyRound(-7.3333333, 2)).toBe(-7.33);
    expect(pyRound(2.675, 2)).toBe(2.67); // the double is below 2.675
    expect(pyRound(1.005, 2)).toBe(1);
    expect(pyRound(99.995, 2)).toBe(100); // the double is above 99.995
    expect(pyRound(72.72727272, 2)).toBe(72.73);
    expect(pyRound(0.5, 0)).toBe(0);
    expect(pyRound(1.5, 0)).toBe(2);
    expect(pyRound(12.5, 0)).toBe(12);
    expect(pyRound(13.5, 0)).toBe(14);
    expect(pyRound(0.0000005, 6)).toBe(0); // 5e-7 is below the tie
    expect(Object.is(pyRound(-0.001, 2), -0)).toBe(true); // Python: -0.0
    expect(pyRound(1e22, 2)).toBe(1e22);
  });

  it("agrees with the exact model on generated doubles", () => {
    const rnd = xorshift(20240617);
    const shapes: Array<() => number> = [
      () => Math.round(rnd() * 1e6) / 1e4, // scores and deltas as the report computes them
      () => Math.floor(rnd() * 2 ** 20) / 2 ** Math.floor(rnd() * 12), // dyadic: many exact ties
      () => (rnd() - 0.5) * 10 ** Math.floor(rnd() * 40 - 20),
      () => (100 * Math.floor(rnd() * 50)) / (1 + Math.floor(rnd() * 49)),
      () => (Math.floor(rnd() * 2 ** 30) + 0.5) / 10 ** Math.floor(rnd() * 7), // decimal near-ties
    ];
    let checked = 0;
    for (let i = 0; i < 20_000; i++) {
      const x = shapes[i % shapes.length]!() * (rnd() < 0.3 ? -1 : 1);
      const n = Math.floor(rnd() * 9);
      const want = model(x, n);
      if (!Object.is(pyRound(x, n), want)) expect([x, n, pyRound(x, n)]).toEqual([x, n, want]);
      checked++;
    }
    expect(checked).toBe(20_000);
  });
});
