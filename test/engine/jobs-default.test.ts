// `arh validate` without --jobs: `auto` (the CPUs, at most 4) on 4 CPUs or more, one thread below.
import { describe, expect, it } from "vitest";
import { parseJobs } from "../../src/commands/validate.js";

describe("--jobs default", () => {
  it("one thread below 4 CPUs, auto from 4", () => {
    expect([1, 2, 3].map((c) => parseJobs(undefined, c))).toEqual([1, 1, 1]);
    expect([4, 8, 64].map((c) => parseJobs(undefined, c))).toEqual([4, 4, 4]);
  });
  it("explicit values win", () => {
    expect(parseJobs("auto", 2)).toBe(2);
    expect(parseJobs("1", 8)).toBe(1);
    expect(parseJobs("3", 2)).toBe(3);
    expect(() => parseJobs("0", 8)).toThrow(/--jobs/);
  });
});
