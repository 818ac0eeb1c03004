// The default `unsafe_patterns` of an inferred policy: a small vetted set of secrets and card
// numbers. Each is RE2-compatible (the validator compiles them with re2js and searches
// case-insensitively), anchored on a distinctive prefix so ordinary text does not match; the
// tests prove every one against examples it must and must not match.

export interface DefaultPattern {
  /** What it finds, for the explanation. */
  name: string;
  pattern: string;
}

export const DEFAULT_UNSAFE_PATTERNS: readonly DefaultPattern[] = [
  // OpenAI and Anthropic keys: sk-..., sk-proj-..., sk-ant-...
  { name: "OpenAI / Anthropic API key", pattern: "\\bsk-[A-Za-z0-9_-]{20,}" },
  { name: "AWS access key id", pattern: "\\b(?:AKIA|ASIA)[0-9A-Z]{16}\\b" },
  { name: "GitHub token", pattern: "\\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{22,})" },
  { name: "Slack token", pattern: "\\bxox[abprs]-[A-Za-z0-9-]{10,}" },
  { name: "Google API key", pattern: "\\bAIza[0-9A-Za-z_-]{35}" },
  { name: "PEM private key", pattern: "-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----" },
  // Visa, Mastercard (51-55, 22-27), Discover (6011, 65): 16 digits in groups of four, optionally
  // separated by one space or dash; American Express (34, 37): 15 digits as 4-6-5. A prefix is
  // required so that 13-digit millisecond timestamps and phone numbers do not match.
  { name: "payment card number", pattern: "\\b(?:4[0-9]{3}|5[1-5][0-9]{2}|2[2-7][0-9]{2}|6011|65[0-9]{2})(?:[ -]?[0-9]{4}){3}\\b" },
  { name: "American Express card number", pattern: "\\b3[47][0-9]{2}[ -]?[0-9]{6}[ -]?[0-9]{5}\\b" },
];
