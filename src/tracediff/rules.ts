// Rule metadata of the agent-behavior-trace/v0 validator (ARH-ABT-0xx). Owned by src/tracediff.
import type { RuleMeta } from "../types.js";

export const ABT_RULES: readonly RuleMeta[] = [];
