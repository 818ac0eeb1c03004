// The fast roundings give what their general forms give: roundScore what pyRound gives (also on
// ties, near-ties and the ratios scores are made of), roundUsd what the 10-decimal text gives.
import { describe, expect, it } from "vitest";
import { roundScore } from "../../src/engine/validate.js";
import { roundUsd } from "../../src/trace/usage.js";
import { pyRound, pyRoundExact } from "../../src/util/round.js";
import { xorshift } from "../rng.js";

/** Doubles around the values scores and coverages take, and around the ties of n decimals. */
function cases(): number[] {
  const rnd = xorshift(3);
  const out = [0.125, 2.675, 0.375, 3.125, 96.765, 96.775, 66.665, 1 / 3, 2 / 3, 99.995, 99.99499999999999, 0.00005, 0.99995, 1e-9, 5e-7, 1e5 + 0.5, 999999.5, 1e6 + 0.25, 1e15 + 0.5];
  for (let b = 1; b <= 60; b++) for (let a = 0; a <= b; a++) out.push((100 * a) / b, a / b, (0.25 * 100 * a) / b + 0.75 * 100);
  for (let i = 0; i < 5000; i++) {
    const k = Math.floor(rnd() * 1e6);
    const tie = (k + 0.5) / 10 ** (1 + Math.floor(rnd() * 4));
    out.push(tie, tie + Number.EPSILON * tie, tie - Number.EPSILON * tie, tie * (1 + (rnd() - 0.5) * 1e-9), rnd() * 100, rnd() * 1e7);
  }
  return out.flatMap((x) => [x, -x]);
}

describe("pyRound's fast paths (and roundScore, which is pyRound)", () => {
  it("equal the exact decimal expansion's rounding for 0 to 8 decimals", () => {
    const wrong: [number, number, number, number][] = [];
    for (const x of cases()) for (const n of [0, 1, 2, 4, 6, 8]) if (!Object.is(pyRound(x, n), pyRoundExact(x, n)) || !Object.is(roundScore(x, n), pyRoundExact(x, n))) wrong.push([x, n, pyRound(x, n), pyRoundExact(x, n)]);
    expect(wrong).toEqual([]);
  });

  it("pass whole numbers and what is not a finite number through as the exact rounding does", () => {
    for (const x of [NaN, Infinity, -Infinity, 0, -0, 1, -1, 100, 5121, 2 ** 53, 1e21, -1e22]) for (const n of [0, 2, 6]) expect(Object.is(pyRound(x, n), pyRoundExact(x, n)), `${x} ${n}`).toBe(true);
  });
});

describe("roundUsd", () => {
  it("equals the 10-decimal text of the value, whole numbers included", () => {
    const xs = [...cases(), 0, -0, 1, 5121, 2 ** 53 - 1, 2 ** 53, 2 ** 60, 1e21, 1e22, 0.1 + 0.2, 0.010199999999999999];
    expect(xs.filter((x) => !Object.is(roundUsd(x), Number(x.toFixed(10))))).toEqual([]);
  });
});
