// `arh validate` without --jobs: `auto` (the CPUs, at most 4) on 4 CPUs or more, one thread below.
import { describe, expect, it } from "vitest";
import { flag, input, parseJobs } from "../../src/gate/options.js";

describe("--jobs default", () => {
  it("one thread below 4 CPUs, auto from 4", () => {
    expect([1, 2, 3].map((c) => parseJobs(flag("jobs"), undefined, c))).toEqual([1, 1, 1]);
    expect([4, 8, 64].map((c) => parseJobs(flag("jobs"), undefined, c))).toEqual([4, 4, 4]);
  });
  it("explicit values win", () => {
    expect(parseJobs(flag("jobs"), "auto", 2)).toBe(2);
    expect(parseJobs(flag("jobs"), "1", 8)).toBe(1);
    expect(parseJobs(flag("jobs"), "3", 2)).toBe(3);
    expect(() => parseJobs(flag("jobs"), "0", 8)).toThrow(/--jobs/);
  });

  it("is the same for the action's input: empty is the default, case-blind auto", () => {
    expect(parseJobs(input("jobs"), "", 8)).toBe(4);
    expect(parseJobs(input("jobs"), " Auto ", 2)).toBe(2);
    expect(() => parseJobs(input("jobs"), "many", 8)).toThrow("input 'jobs' must be 'auto' or a whole number from 1 to 64 (got 'many')");
  });
});
