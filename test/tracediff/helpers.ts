// Shared fixtures of the trace-diff tests: the sample regressions validated with the real engine
// and compared with the real compare module.
import { join, resolve } from "node:path";
import { loadPolicy } from "../../src/policy/parse.js";
import { expandInputs, runValidation } from "../../src/engine/pipeline.js";
import { compareReports } from "../../src/compare/index.js";
import type { Report } from "../../src/types.js";
import type { CompareResult } from "../../src/compare/types.js";
import type { Policy } from "../../src/policy/model.js";
import { stepDetailsFrom, type StepDetails } from "../../src/bundle/details.js";

export const ROOT = resolve(import.meta.dirname, "../..");
export const SAMPLES = join(ROOT, "samples/regressions");

export interface SampleRun {
  policy: Policy;
  baseline: Report;
  candidate: Report;
  compare: CompareResult;
  /** Both sides' steps in full from the trace files (lean reports carry no previews). */
  details: { baseline: StepDetails; candidate: StepDetails };
}

export async function validateDir(dir: string, policy: Policy): Promise<Report> {
  const files = await expandInputs([dir], ROOT);
  return runValidation(files, policy, { format: "auto", failUnder: 70, cwd: ROOT });
}

export async function sampleRun(): Promise<SampleRun> {
  const policy = loadPolicy(join(SAMPLES, "policy.json"));
  const baseline = await validateDir(join(SAMPLES, "baseline"), policy);
  const candidate = await validateDir(join(SAMPLES, "candidate"), policy);
  const compare = compareReports(baseline, candidate, { failOn: "regressions" });
  const details = stepDetailsFrom(ROOT, "auto");
  return { policy, baseline, candidate, compare, details: { baseline: details, candidate: details } };
}
