// Flags more than one command takes, declared once for `parseArgs`, and their parsing.
import { flag, parseRepeats, REPEATS_FIELD_NAMES } from "../gate/options.js";

/** The report files of `arh validate` and `arh merge`. */
export const REPORT_OUTPUT_OPTIONS = {
  "json-out": { type: "string" },
  "md-out": { type: "string" },
  "junit-out": { type: "string" },
  "sarif-out": { type: "string" },
  "sarif-category": { type: "string" },
  "link-base": { type: "string" },
} as const;

/** Unknown policy keys are errors (`arh validate`, `arh compare`). */
export const STRICT_POLICY_OPTION = { "strict-policy": { type: "boolean" } } as const;

/** How the comparing gate reads the policy: zero-tolerance rules and strict keys (`arh compare`). */
export const GATE_POLICY_OPTIONS = {
  "zero-tolerance": { type: "string" },
  ...STRICT_POLICY_OPTION,
} as const;

/** How repeated runs map to scenarios, for a report of one side (`arh validate`, `arh merge`). */
export const RUN_SCENARIO_OPTIONS = {
  "scenario-from": { type: "string" },
  "min-runs": { type: "string" },
} as const;


/** GATE_POLICY_OPTIONS' values as parseRepeats' fields. */
export function gatePolicyFields(values: { "zero-tolerance"?: string; "strict-policy"?: boolean }): { zeroTolerance?: string; strictPolicy?: boolean } {
  return { zeroTolerance: values["zero-tolerance"], strictPolicy: values["strict-policy"] };
}

/** The repeated-runs request of RUN_SCENARIO_OPTIONS' values (and STRICT_POLICY_OPTION's, when the command has it). */
export function runScenarioRepeats(values: { "scenario-from"?: string; "min-runs"?: string; "zero-tolerance"?: string; "strict-policy"?: boolean }): ReturnType<typeof parseRepeats> {
  return parseRepeats({ scenarioFrom: values["scenario-from"], minRuns: values["min-runs"], ...gatePolicyFields(values) }, (o) => flag(REPEATS_FIELD_NAMES[o]));
}
