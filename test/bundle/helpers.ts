// Shared fixtures of the bundle tests: the sample regressions' baseline and candidate traces, the
// sample policy and a stricter one (a step latency budget that fires on the baseline's own, unchanged
// traces), and the two commands run in-process with their output captured.
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { runCompareCommand } from "../../src/commands/compare.js";
import { runValidateCommand } from "../../src/commands/validate.js";
import { capture, type Run } from "../capture.js";

export const ROOT = resolve(import.meta.dirname, "../..");
export const SAMPLES = "samples/regressions";
export const POLICY = `${SAMPLES}/policy.json`;
export const BASE_TRACES = `${SAMPLES}/baseline`;
export const CAND_TRACES = `${SAMPLES}/candidate`;

/** The sample policy with `max_step_latency_ms` lowered to `ms` (fires on the baseline's own slow steps). */
export function strictPolicy(dir: string, ms = 300): string {
  const p = JSON.parse(readFileSync(join(ROOT, POLICY), "utf8")) as { budgets: Record<string, number> };
  p.budgets.max_step_latency_ms = ms;
  const path = join(dir, `strict-${ms}.json`);
  writeFileSync(path, JSON.stringify(p, null, 2));
  return path;
}

export const validate = (...argv: string[]): Promise<Run> => capture(() => runValidateCommand(argv));
export const compare = (...argv: string[]): Promise<Run> => capture(() => runCompareCommand(argv));
