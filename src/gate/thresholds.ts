// The usage gates' flags and inputs (docs/cost.md, "Gates"): `max-cost-increase`,
// `max-tokens-increase`, `max-latency-increase`. One parser for both, like gate/options.ts: a
// malformed value is one usage line naming the field and what it takes (exit code 2).
import { QUANTITIES, parseThreshold, thresholdForm, type Quantity, type UsageThresholds } from "../util/threshold.js";
import { invalid, type Field } from "./options.js";

/** The flag or input name of each quantity's threshold. */
export const THRESHOLD_NAMES: Record<Quantity, string> = { cost: "max-cost-increase", tokens: "max-tokens-increase", latency: "max-latency-increase" };

/** The thresholds given (absent or empty: not set); null when none is. */
export function parseUsageThresholds(field: (name: string) => Field, get: (name: string) => string | undefined): UsageThresholds | null {
  const out: UsageThresholds = {};
  for (const q of QUANTITIES) {
    const name = THRESHOLD_NAMES[q];
    const raw = get(name);
    if (raw === undefined || (raw.trim() === "" && field(name).kind === "input")) continue;
    const t = parseThreshold(raw, q);
    if (typeof t === "string") throw invalid(field(name), thresholdForm(q), raw.trim());
    out[q] = t;
  }
  return QUANTITIES.some((q) => out[q]) ? out : null;
}
