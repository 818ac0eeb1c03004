// The agreement statistics of `arh calibrate --judge` against textbook values, and their invariants.
import { describe, expect, it } from "vitest";
import { AgreementUndefined, cohenKappa, ranks, spearman } from "../../src/calibrate/judge-agreement.js";

/** Expand a contingency table {judge: {human: count}} into the two label lists. */
function table(t: Record<string, Record<string, number>>): [string[], string[]] {
  const a: string[] = [];
  const b: string[] = [];
  for (const [j, row] of Object.entries(t)) for (const [h, n] of Object.entries(row)) for (let i = 0; i < n; i++) {
        a.push(j);
        b.push(h);
      }
  return [a, b];
}

describe("Cohen's kappa", () => {
  it("the 2 x 2 textbook example: po 0.7, pe 0.5, kappa 0.4", () => {
    const [a, b] = table({ yes: { yes: 20, no: 5 }, no: { yes: 10, no: 15 } });
    const k = cohenKappa(a, b);
    expect(k.value).toBeCloseTo(0.4, 12);
    // Fleiss, Cohen & Everitt's large-sample standard error, evaluated by hand for this table
    expect(k.se).toBeCloseTo(0.126996, 5);
    expect(k.ci[0]).toBeCloseTo(0.4 - 1.959964 * 0.126996, 5);
    expect(k.ci[1]).toBeCloseTo(0.4 + 1.959964 * 0.126996, 5);
  });

  it("Fleiss, Levin & Paik's three diagnoses of 100 patients: kappa 0.676", () => {
    const [a, b] = table({
      psychotic: { psychotic: 75, neurotic: 1, organic: 4 },
      neurotic: { psychotic: 5, neurotic: 4, organic: 1 },
      organic: { organic: 10 },
    });
    const k = cohenKappa(a, b);
    expect(k.value).toBeCloseTo(0.6765, 4);
    expect(k.se).toBeCloseTo(0.0877, 4);
  });

  it("perfect agreement is 1 with a zero-width interval; chance-level is about 0", () => {
    const k = cohenKappa(["a", "b", "a", "b"], ["a", "b", "a", "b"]);
    expect(k).toEqual({ value: 1, ci: [1, 1], se: 0 });
    const [a, b] = table({ x: { x: 25, y: 25 }, y: { x: 25, y: 25 } });
    expect(cohenKappa(a, b).value).toBeCloseTo(0, 12);
  });

  it("does not depend on the pairs' order nor on the labels' names", () => {
    const [a, b] = table({ good: { good: 30, bad: 7 }, bad: { good: 4, bad: 19 }, meh: { meh: 3, good: 1 } });
    const base = cohenKappa(a, b);
    const idx = a.map((_, i) => i).reverse();
    expect(cohenKappa(idx.map((i) => a[i]!), idx.map((i) => b[i]!))).toEqual(base);
    const rename = (s: string): string => `label-${s.length}-${s}`;
    const renamed = cohenKappa(a.map(rename), b.map(rename));
    expect(renamed.value).toBeCloseTo(base.value, 12);
    expect(renamed.se).toBeCloseTo(base.se, 12);
  });

  it("one label everywhere is undefined, said so", () => {
    expect(() => cohenKappa(["ok", "ok"], ["ok", "ok"])).toThrow(AgreementUndefined);
    expect(() => cohenKappa(["ok", "ok"], ["ok", "ok"])).toThrow(/chance agreement is 1/);
  });
});

describe("Spearman's rho", () => {
  it("ranks ties by their mean rank", () => {
    expect(ranks([10, 20, 20, 5])).toEqual([2, 3.5, 3.5, 1]);
  });

  it("the textbook IQ v television example: rho = -29/165, Fisher-z interval with Fieller's variance", () => {
    const iq = [106, 100, 86, 101, 99, 103, 97, 113, 112, 110];
    const tv = [7, 27, 2, 50, 28, 29, 20, 12, 6, 17];
    const r = spearman(iq, tv);
    expect(r.value).toBeCloseTo(-29 / 165, 12);
    expect(r.se).toBeCloseTo(Math.sqrt(1.06 / 7), 12);
    expect(r.ci[0]).toBeCloseTo(-0.735359, 5);
    expect(r.ci[1]).toBeCloseTo(0.526359, 5);
  });

  it("is the same for any monotone transform of either side, and for any order of pairs", () => {
    const x = [0.1, 0.4, 0.35, 0.8, 0.9, 0.2, 0.55, 0.7];
    const y = [1, 3, 2, 4, 5, 1, 3, 5];
    const base = spearman(x, y);
    expect(spearman(x.map((v) => Math.exp(5 * v)), y.map((v) => v * 10 - 3))).toEqual(base);
    const idx = [3, 1, 7, 0, 5, 2, 6, 4];
    const moved = spearman(idx.map((i) => x[i]!), idx.map((i) => y[i]!));
    expect(moved.value).toBeCloseTo(base.value, 12);
  });

  it("perfect order is 1 with the interval at 1; a constant side or fewer than 4 pairs is undefined", () => {
    const r = spearman([1, 2, 3, 4, 5], [2, 4, 6, 8, 10]);
    expect(r.value).toBe(1);
    expect(r.ci[0]).toBeCloseTo(1, 6);
    expect(() => spearman([1, 1, 1, 1], [1, 2, 3, 4])).toThrow(/every judge score is the same/);
    expect(() => spearman([1, 2, 3], [1, 2, 3])).toThrow(/needs 4 pairs or more/);
  });
});
