// The default unsafe patterns: each compiles with re2js (the engine the validator uses), finds what
// it is for and leaves ordinary text alone, searched case-insensitively as the validator searches.
import { describe, expect, it } from "vitest";
import { RE2JS } from "re2js";
import { DEFAULT_UNSAFE_PATTERNS } from "../../src/init/patterns.js";
import { parsePolicy } from "../../src/policy/parse.js";

// Secret-shaped examples are assembled at run time so no scanner mistakes this file for a leak.
const j = (...p: string[]) => p.join("");
const EXAMPLES: Record<string, { hit: string[]; miss: string[] }> = {
  "OpenAI / Anthropic API key": { hit: [j("key sk-", "abcdefghijklmnopqrstuvwx"), j("sk-proj-", "A1b2C3d4E5f6G7h8I9j0_k"), j("sk-ant-api03-", "x".repeat(30))], miss: ["task-force", "sk-short", "desk-abcdefghijklmnopqrstuvwx"] },
  "AWS access key id": { hit: [j("AKIA", "IOSFODNN7EXAMPLE")], miss: ["AKIA123", "MAKIAIOSFODNN7EXAMPLE1"] },
  "GitHub token": { hit: [j("ghp_", "a".repeat(36)), j("github_pat_", "11ABCDEFG0123456789_abcdefghij")], miss: ["ghp_short", "the github_pat_ docs"] },
  "Slack token": { hit: [j("xoxb-", "1234567890-abcdef")], miss: ["xoxb-12", "xox"] },
  "Google API key": { hit: [j("AIza", "SyA-1234567890abcdefghijklmnopqrstu")], miss: ["AIza short"] },
  "PEM private key": { hit: [j("-----BEGIN ", "PRIVATE KEY-----"), j("-----BEGIN RSA ", "PRIVATE KEY-----"), j("-----BEGIN OPENSSH ", "PRIVATE KEY-----")], miss: ["-----BEGIN PUBLIC KEY-----", "-----BEGIN CERTIFICATE-----"] },
  "payment card number": {
    hit: ["card 4111 1111 1111 1111", "4111111111111111", "5500-0000-0000-0004", "2221 0000 0000 0009", "6011 0000 0000 0004"],
    miss: ["1700000000000", "timestamp 1733011200000", "+49 1512 3456 7890", "ORD-1042", "order 12345678901234"],
  },
  "American Express card number": { hit: ["3782 822463 10005", "371449635398431"], miss: ["3782 8224 6310 005x", "1234 567890 12345"] },
};

describe("default unsafe patterns", () => {
  it("every pattern has examples and the set parses as a policy", () => {
    expect(DEFAULT_UNSAFE_PATTERNS.map((p) => p.name).sort()).toEqual(Object.keys(EXAMPLES).sort());
    const policy = parsePolicy({ policy_id: "p", unsafe_patterns: DEFAULT_UNSAFE_PATTERNS.map((p) => p.pattern) });
    expect(policy.unsafe_res).toHaveLength(DEFAULT_UNSAFE_PATTERNS.length);
  });
  for (const p of DEFAULT_UNSAFE_PATTERNS) {
    it(p.name, () => {
      const re = RE2JS.compile(p.pattern, RE2JS.CASE_INSENSITIVE);
      for (const s of EXAMPLES[p.name]!.hit) expect(re.test(s), `${p.name} should match ${s}`).toBe(true);
      for (const s of EXAMPLES[p.name]!.miss) expect(re.test(s), `${p.name} should not match ${s}`).toBe(false);
    });
  }
});
