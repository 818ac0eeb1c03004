// The restart (src/github/restart.ts) leaves a semi-space size the workflow chose in every spelling
// V8 takes: words joined by `-` or `_`, in node's exec args and in NODE_OPTIONS, quoted or not.
import { describe, expect, it } from "vitest";
import { namesSemiSpace, restartPlan } from "../../src/github/restart.js";

const SPELLINGS = ["--max-semi-space-size=32", "--max_semi_space_size=32", "--max-semi_space-size=32", "--max_semi-space_size=32", "--max_semi_space_size"];

describe("a semi-space size the workflow chose, however spelt", () => {
  it.each(SPELLINGS)("%s in the exec args: no restart", (flag) => {
    expect(restartPlan("v24.1.0", [flag], {})).toBeNull();
  });

  it.each(SPELLINGS)("%s in NODE_OPTIONS: no restart", (flag) => {
    expect(restartPlan("v24.1.0", [], { NODE_OPTIONS: `--max-old-space-size=4096 ${flag}` })).toBeNull();
    expect(restartPlan("v24.1.0", [], { NODE_OPTIONS: flag })).toBeNull();
    expect(restartPlan("v24.1.0", [], { NODE_OPTIONS: `"${flag}"` })).toBeNull();
  });

  it("other flags are not taken for it", () => {
    for (const s of ["--max-old-space-size=4096", "--max_old_space_size=4096", "--max-semi-space-size-x=1", "--semi-space-growth-factor=2", "x--max-semi-space-size=1"]) {
      expect(namesSemiSpace(s)).toBe(false);
    }
    expect(restartPlan("v24.1.0", ["--max_old_space_size=4096"], { NODE_OPTIONS: "--stack_size=900" })).not.toBeNull();
  });
});
