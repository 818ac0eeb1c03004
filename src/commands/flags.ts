// Flags more than one command takes, declared once for `parseArgs`, and their parsing.
import { flag, parseRepeats } from "../gate/options.js";

/** The report files of `arh validate` and `arh merge`. */
export const REPORT_OUTPUT_OPTIONS = {
  "json-out": { type: "string" },
  "md-out": { type: "string" },
  "junit-out": { type: "string" },
  "sarif-out": { type: "string" },
  "sarif-category": { type: "string" },
  "link-base": { type: "string" },
} as const;

/** How repeated runs map to scenarios, for a report of one side (`arh validate`, `arh merge`). */
export const RUN_SCENARIO_OPTIONS = {
  "scenario-from": { type: "string" },
  "min-runs": { type: "string" },
} as const;

/** The repeated-runs request of RUN_SCENARIO_OPTIONS' values. */
export function runScenarioRepeats(values: { "scenario-from"?: string; "min-runs"?: string }): ReturnType<typeof parseRepeats> {
  return parseRepeats({ scenarioFrom: values["scenario-from"], minRuns: values["min-runs"] }, (o) => flag(o === "scenarioFrom" ? "scenario-from" : "min-runs"));
}
