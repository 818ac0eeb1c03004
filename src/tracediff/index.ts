// Before/after trace diffs in the agent-behavior-trace/v0 format: builder, validator,
// HTML table for job summaries and Markdown, and the self-contained index.html with the
// <trace-diff> component. See docs/trace-diff.md.
export type { AbtStep, AbtRail, AbtDocument, AbtVerdict, AbtKind } from "./model.js";
export { ABT_SCHEMA, ABT_KINDS, markerOf, rowIndices } from "./model.js";
export { buildTraceDiffs, buildTraceDiffMap, isRegressed, kindOf, type BuildTraceDiffsInput } from "./build.js";
export { writeTraceDiffs, renderTraceDiffIndex, diffFileNames, inlineJson } from "./html.js";
export { renderTraceDiffTable, type TraceDiffTableOptions } from "./table.js";
export { isAbtDocument, validateAbtDocument, checkAbtDocument, type ValidateAbtInput } from "./validate.js";
export { ABT_JSON_SCHEMA } from "./schema.js";
export { ABT_RULES } from "../rules/tracediff-meta.js";
