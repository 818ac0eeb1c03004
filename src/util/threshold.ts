// The thresholds of the usage gates (docs/cost.md, "Gates"): `--max-cost-increase`,
// `--max-tokens-increase`, `--max-latency-increase`, the action inputs of the same names and the
// policy's `regression` block. A percentage (`20%`) or an absolute amount in the quantity's unit:
// USD for cost (`0.05`), tokens (`500`), milliseconds for latency (`2000ms`, `2s`, or a bare
// number of milliseconds). Pure.

export type Quantity = "cost" | "tokens" | "latency";
export const QUANTITIES: readonly Quantity[] = ["cost", "tokens", "latency"];

export interface Threshold {
  quantity: Quantity;
  kind: "percent" | "absolute";
  /** The percentage (20 for `20%`) or the amount in USD, tokens or ms. */
  value: number;
  /** As the user wrote it, for messages. */
  text: string;
}

/** The thresholds in force, and the false-alarm rate of the statistical test over repeated runs. */
export interface UsageThresholds {
  cost?: Threshold;
  tokens?: Threshold;
  latency?: Threshold;
  /** Significance after Benjamini–Hochberg across scenarios; default 0.05. */
  alpha?: number;
}

/** The smallest change of a total that can count as a regression (docs/cost.md, "Minimum change"). */
export const MIN_CHANGE: Record<Quantity, number> = { cost: 0.0001, tokens: 50, latency: 50 };

const FORMS: Record<Quantity, string> = {
  cost: "a percentage such as 20% or an amount in USD such as 0.05",
  tokens: "a percentage such as 20% or a whole number of tokens such as 500",
  latency: "a percentage such as 20% or a duration such as 2000ms or 2s",
};

/** What a threshold of `quantity` may look like, for usage lines. */
export function thresholdForm(quantity: Quantity): string {
  return FORMS[quantity];
}

/** Parse one threshold; a string is the reason it is malformed (the caller names the option). */
export function parseThreshold(raw: unknown, quantity: Quantity): Threshold | string {
  const bad = `expected ${FORMS[quantity]}, got ${typeof raw === "string" ? JSON.stringify(raw.slice(0, 40)) : typeof raw}`;
  if (typeof raw === "number") {
    if (!Number.isFinite(raw) || raw < 0 || (quantity === "tokens" && !Number.isInteger(raw))) return bad;
    return { quantity, kind: "absolute", value: raw, text: String(raw) };
  }
  if (typeof raw !== "string") return bad;
  const text = raw.trim();
  let m = /^([0-9]+(?:\.[0-9]+)?)%$/.exec(text);
  if (m) {
    const v = Number(m[1]);
    return v > 100000 ? bad : { quantity, kind: "percent", value: v, text };
  }
  if (quantity === "latency") {
    m = /^([0-9]+(?:\.[0-9]+)?)(ms|s)?$/.exec(text);
    if (!m) return bad;
    return { quantity, kind: "absolute", value: Number(m[1]) * (m[2] === "s" ? 1000 : 1), text };
  }
  m = quantity === "tokens" ? /^([0-9]+)$/.exec(text) : /^\$?([0-9]+(?:\.[0-9]+)?)$/.exec(text);
  if (!m) return bad;
  return { quantity, kind: "absolute", value: Number(m[1]), text };
}

/** The allowed candidate value for a baseline value: above it is an increase past the threshold. */
export function allowed(t: Threshold, baseline: number): number {
  return t.kind === "percent" ? baseline * (1 + t.value / 100) : baseline + t.value;
}
