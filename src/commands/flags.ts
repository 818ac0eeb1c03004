// Flags more than one command takes, declared once for `parseArgs`, and their parsing.
import { flag, parseFormat, parseFailUnder, parseRepeats, REPEATS_FIELD_NAMES, type Format } from "../gate/options.js";

/** `--quiet`/`-q`: every command. */
export const QUIET_OPTION = {
  quiet: { type: "boolean", short: "q" },
} as const;

/** The trace input format: `arh validate`, `arh compare`, `arh init`. */
export const FORMAT_OPTION = {
  format: { type: "string" },
} as const;

/** What validating traces takes: `arh validate`, and `arh compare` with candidate traces. */
export const VALIDATION_OPTIONS = {
  ...FORMAT_OPTION,
  policy: { type: "string" },
  "fail-under": { type: "string" },
} as const;

/** The report files of `arh validate` and `arh merge`. */
export const REPORT_OUTPUT_OPTIONS = {
  "json-out": { type: "string" },
  "md-out": { type: "string" },
  "junit-out": { type: "string" },
  "sarif-out": { type: "string" },
  "sarif-category": { type: "string" },
  "link-base": { type: "string" },
} as const;

/** A run that checked no trace passes instead of failing (`arh validate`, `arh compare`, `arh merge`). */
export const ALLOW_EMPTY_OPTION = { "allow-empty": { type: "boolean" } } as const;

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

/** The scenario gate's flags of `arh compare`: RUN_SCENARIO_OPTIONS and how the two sides are judged. */
export const COMPARE_SCENARIO_OPTIONS = {
  ...RUN_SCENARIO_OPTIONS,
  alpha: { type: "string" },
  insufficient: { type: "string" },
  flaky: { type: "string" },
} as const;

type ScenarioValues = {
  "scenario-from"?: string;
  "min-runs"?: string;
  alpha?: string;
  insufficient?: string;
  flaky?: string;
  "zero-tolerance"?: string;
  "strict-policy"?: boolean;
};

/**
 * The repeated-runs request of RUN_SCENARIO_OPTIONS' or COMPARE_SCENARIO_OPTIONS' values, with
 * GATE_POLICY_OPTIONS' or STRICT_POLICY_OPTION's when the command takes them.
 */
export function runScenarioRepeats(values: ScenarioValues): ReturnType<typeof parseRepeats> {
  return parseRepeats(
    {
      scenarioFrom: values["scenario-from"],
      alpha: values.alpha,
      insufficient: values.insufficient,
      flaky: values.flaky,
      minRuns: values["min-runs"],
      zeroTolerance: values["zero-tolerance"],
      strictPolicy: values["strict-policy"],
    },
    (o) => flag(REPEATS_FIELD_NAMES[o]),
  );
}

/** `--format` and `--fail-under` of VALIDATION_OPTIONS, parsed. */
export function validationFlags(values: { format?: string; "fail-under"?: string }): { format: Format; failUnder: number } {
  return { format: parseFormat(flag("format"), values.format), failUnder: parseFailUnder(flag("fail-under"), values["fail-under"]) };
}
