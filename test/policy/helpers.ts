// Shared by the policy tests: the repository, the samples, and scratch folders removed after the file's tests.
import { afterAll } from "vitest";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
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
