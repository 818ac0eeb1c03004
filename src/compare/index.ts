// Public API of the compare module: `arh compare` against a baseline report.
export { loadReportFile, parseReportText, normalizeReport } from "./load.js";
export { compareReports, diffFindings, evaluateGate, type CompareOptions } from "./compare.js";
export { computeDrift, lcsPairs } from "./drift.js";
export { pyRound } from "./util.js";
export * from "./types.js";
