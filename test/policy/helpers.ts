// Shared by the policy tests: the repository, the samples, and scratch folders removed after the file's tests.
import { afterAll } from "vitest";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";

export const REPO = resolve(import.meta.dirname, "..", "..");
export const SAMPLES = join(REPO, "samples", "regressions");

/** A scratch folder under .scratch/, removed when the test file ends. */
export function scratch(prefix: string): () => string {
  const temps: string[] = [];
  afterAll(() => {
    for (const t of temps) rmSync(t, { recursive: true, force: true });
  });
  return () => {
    mkdirSync(join(REPO, ".scratch"), { recursive: true });
    const d = mkdtempSync(join(REPO, ".scratch", prefix));
    temps.push(d);
    return d;
  };
}

/** The samples' policy with `amount` typed "number" (line 14) and `budget` for `budgets` (line 17). */
export const MISTAKES = readFileSync(join(SAMPLES, "policy.json"), "utf8")
  .replace(`"amount": { "type": "float", "min": 0, "max": 500 }`, `"amount": "number"`)
  .replace(`"budgets":`, `"budget":`);

/** A trace that sends the amount as a string: ARH-SCH-004 under "float", nothing under "number". */
export function stringAmountTrace(): string {
  const t = JSON.parse(readFileSync(join(SAMPLES, "baseline", "refund-before-eligibility.json"), "utf8"));
  t.trace_id = "refund-string-amount-4410";
  t.steps[2].arguments.amount = "49.9";
  return JSON.stringify(t, null, 2);
}
