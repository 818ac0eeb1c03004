import { describe, expect, it } from "vitest";
import {
  benjaminiHochberg,
  canReach,
  fisherLower,
  logChoose,
  logFactorial,
  minAchievableP,
  passHatK,
  runsNeeded,
  runsNeededPerSide,
  wilson,
} from "../../src/scenarios/stats.js";

// Exact binomial coefficient and hypergeometric lower tail with BigInt, as the reference.
function chooseBig(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < Math.min(k, n - k); i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}
function exactLowerTail(bs: number, bn: number, cs: number, cn: number): number {
  const N = bn + cn;
  const K = bs + cs;
  let num = 0n;
  for (let x = 0; x <= cs; x++) num += chooseBig(K, x) * chooseBig(N - K, cn - x);
  const den = chooseBig(N, cn);
  // 40 decimal digits of the exact ratio, then one rounding to a double
  const SCALE = 10n ** 40n;
  return Number((num * SCALE) / den) / 1e40;
}

describe("log factorial and binomials", () => {
  it("matches exact values in the table and past it (Stirling)", () => {
    expect(logFactorial(0)).toBe(0);
    expect(logFactorial(1)).toBe(0);
    expect(logFactorial(10)).toBeCloseTo(Math.log(3628800), 12);
    // ln(300!) = sum of ln i; compare the Stirling branch with a plain sum
    let s = 0;
    for (let i = 1; i <= 300; i++) s += Math.log(i);
    expect(Math.abs(logFactorial(300) - s) / s).toBeLessThan(1e-13);
    // C(20, 10) = 184756
    expect(Math.exp(logChoose(20, 10))).toBeCloseTo(184756, 6);
    expect(logChoose(3, 4)).toBe(-Infinity);
  });
  it("rejects counts that are not whole numbers", () => {
    expect(() => logFactorial(-1)).toThrow(RangeError);
    expect(() => logFactorial(1.5)).toThrow(RangeError);
    expect(() => wilson(3, 2)).toThrow(/must not exceed/);
  });
});

describe("Wilson interval", () => {
  it("gives the known 95 % bounds", () => {
    // 8/10: p = 0.8, z = 1.95996; center = (0.8 + z^2/20) / (1 + z^2/10) = 0.71674,
    // half = z * sqrt(0.016 + z^2/400) / (1 + z^2/10) = 0.22658 -> [0.49016, 0.94332]
    const a = wilson(8, 10);
    expect(a.low).toBeCloseTo(0.49016, 4);
    expect(a.high).toBeCloseTo(0.94332, 4);
    // 0/10 and 10/10: [0, z^2/(10 + z^2)] = [0, 0.27753] and its mirror
    expect(wilson(0, 10)).toEqual({ low: 0, high: expect.closeTo(0.27753, 4) as unknown as number });
    const full = wilson(10, 10);
    expect(full.high).toBe(1);
    expect(full.low).toBeCloseTo(0.72247, 4);
    // 1/2: center 0.5, half = z*sqrt(0.125 + z^2/16)/(1 + z^2/2) = 0.40546 -> [0.09453, 0.90547]
    const h = wilson(1, 2);
    expect(h.low).toBeCloseTo(0.09453, 4);
    expect(h.high).toBeCloseTo(0.90547, 4);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });
});

describe("pass^k", () => {
  it("is C(c,k)/C(n,k)", () => {
    // c = 3, n = 5: 3/5, C(3,2)/C(5,2) = 3/10, C(3,3)/C(5,3) = 1/10, then 0, 0
    const v = passHatK(3, 5);
    expect(v).toHaveLength(5);
    expect(v[0]).toBeCloseTo(0.6, 15);
    expect(v[1]).toBeCloseTo(0.3, 15);
    expect(v[2]).toBeCloseTo(0.1, 15);
    expect(v.slice(3)).toEqual([0, 0]);
    expect(passHatK(4, 4)).toEqual([1, 1, 1, 1]);
    expect(passHatK(0, 3)).toEqual([0, 0, 0]);
    expect(passHatK(0, 0)).toEqual([]);
  });
  it("does not overflow at n = 1000", () => {
    const v = passHatK(990, 1000);
    // pass^10 = C(990,10)/C(1000,10) = prod_{i<10} (990-i)/(1000-i)
    const exact = Number((chooseBig(990, 10) * 10n ** 30n) / chooseBig(1000, 10)) / 1e30;
    expect(v[9]).toBeCloseTo(exact, 14);
    expect(v[989]).toBeGreaterThan(0);
    expect(Number.isFinite(v[989]!)).toBe(true);
    expect(v[990]).toBe(0);
  });
});

describe("one-sided Fisher exact test", () => {
  it("matches hand-computed hypergeometric sums", () => {
    // 10/10 -> 4/10: N = 20, K = 14, 10 draws; X >= 4 (only 6 failures), so
    // p = P(X = 4) = C(14,4) C(6,6) / C(20,10) = 1001 / 184756 = 0.0054179
    expect(fisherLower(10, 10, 4, 10)).toBeCloseTo(1001 / 184756, 15);
    // 10/10 -> 9/10: K = 19, X in {9, 10}; p = P(X = 9) = C(19,9) C(1,1) / C(20,10) = 92378 / 184756 = 0.5
    expect(fisherLower(10, 10, 9, 10)).toBeCloseTo(0.5, 14);
    // 8/10 -> 3/10: K = 11, X >= 1; p = [C(11,1)C(9,9) + C(11,2)C(9,8) + C(11,3)C(9,7)] / C(20,10)
    //   = (11 + 55*9 + 165*36) / 184756 = 6446 / 184756 = 0.034889
    expect(fisherLower(8, 10, 3, 10)).toBeCloseTo(6446 / 184756, 15);
    // 2/2 -> 0/2: p = C(2,0) C(2,2) / C(4,2) = 1/6
    expect(fisherLower(2, 2, 0, 2)).toBeCloseTo(1 / 6, 15);
    // 9/10 -> 6/10: K = 15, X >= 5;
    // p = [C(15,5)C(5,5) + C(15,6)C(5,4)] / C(20,10) = (3003 + 5005*5) / 184756 = 28028 / 184756
    expect(fisherLower(9, 10, 6, 10)).toBeCloseTo(28028 / 184756, 15);
    // no drop: p = 1 at the top; candidate better than baseline: p near 1
    expect(fisherLower(5, 10, 10, 10)).toBe(1);
    expect(fisherLower(3, 10, 8, 10)).toBeGreaterThan(0.95);
    // one side empty: nothing to compare
    expect(fisherLower(0, 0, 3, 5)).toBe(1);
  });
  it("agrees with exact BigInt sums at mid-range counts, on both sides of the mode", () => {
    const cases: [number, number, number, number][] = [
      [280, 300, 250, 300],
      [150, 300, 140, 300],
      [299, 300, 290, 300],
      [40, 50, 30, 60],
      [100, 120, 119, 140],
    ];
    for (const [bs, bn, cs, cn] of cases) {
      const exact = exactLowerTail(bs, bn, cs, cn);
      const got = fisherLower(bs, bn, cs, cn);
      expect(Math.abs(got - exact) / exact).toBeLessThan(1e-9);
    }
  });
  it("is stable for counts up to 10^5", () => {
    // 100000/100000 -> 99999/100000: p = C(199999,99999) / C(200000,100000) = 1/2 exactly
    expect(fisherLower(100000, 100000, 99999, 100000)).toBeCloseTo(0.5, 9);
    // a drop of one point at 10^5 runs is very significant, but the value is finite and positive
    const tiny = fisherLower(90000, 100000, 89000, 100000);
    expect(tiny).toBeGreaterThan(0);
    expect(tiny).toBeLessThan(1e-6);
    // equal halves: P(X <= mean) = (1 + P(X = mean)) / 2, just above 0.5
    const half = fisherLower(50000, 100000, 50000, 100000);
    expect(half).toBeGreaterThan(0.5);
    expect(half).toBeLessThan(0.51);
  });
});

describe("Benjamini-Hochberg", () => {
  it("adjusts a worked example (step-up, monotone, input order)", () => {
    // sorted: 0.005 (rank 1), 0.01 (2), 0.03 (3), 0.04 (4); m = 4
    // p*m/rank: 0.02, 0.02, 0.04, 0.04; running minimum from the top leaves them
    const q = benjaminiHochberg([0.01, 0.04, 0.03, 0.005]);
    expect(q.map((x) => Number(x.toFixed(12)))).toEqual([0.02, 0.04, 0.04, 0.02]);
    // monotonicity enforced: 0.01*3/1 = 0.03 > 0.011*3/2 = 0.0165 -> both 0.0165
    const r = benjaminiHochberg([0.01, 0.011, 0.5]);
    expect(r[0]).toBeCloseTo(0.0165, 12);
    expect(r[1]).toBeCloseTo(0.0165, 12);
    expect(r[2]).toBeCloseTo(0.5, 12);
    // capped at 1
    expect(benjaminiHochberg([0.9, 0.95])).toEqual([0.95, 0.95]);
    expect(benjaminiHochberg([])).toEqual([]);
    expect(() => benjaminiHochberg([Number.NaN])).toThrow(RangeError);
  });
});

describe("reachability", () => {
  it("gives the minimum achievable p and the runs needed", () => {
    // 1 / C(4,2) = 1/6; 1 / C(6,3) = 1/20 = 0.05 (not below 0.05); 1 / C(8,4) = 1/70
    expect(minAchievableP(2, 2)).toBeCloseTo(1 / 6, 14);
    expect(canReach(3, 3, 0.05)).toBe(false);
    expect(canReach(4, 4, 0.05)).toBe(true);
    expect(runsNeededPerSide(0.05)).toBe(4);
    // baseline 2 runs: 1 / C(2+m, m) = 2 / ((m+1)(m+2)) < 0.05 -> (m+1)(m+2) > 40 -> m = 5
    expect(runsNeeded(2, 0.05)).toBe(5);
    // baseline 1 run: 1/(m+1) < 0.05 -> m = 20
    expect(runsNeeded(1, 0.05)).toBe(20);
    expect(runsNeeded(0, 0.05)).toBeNull();
    expect(minAchievableP(0, 5)).toBe(1);
  });
});
