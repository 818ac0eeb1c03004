// The native prefilter in front of RE2 must be a necessary condition: whenever RE2 finds a match,
// the prefilter must too (otherwise a secret could slip through the safety scan).
import { describe, expect, it } from "vitest";
import { xorshift } from "../rng.js";
import { RE2JS } from "re2js";
import { prefilterFor } from "../../src/policy/prefilter.js";

const rnd = xorshift(0x2545f491);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;

// Characters chosen for the corners: case folding (k/K/KELVIN SIGN, s/S/LONG S, ß/ẞ), non-ASCII
// letters, digits, separators, newlines, an astral character and lone surrogates.
const CHARS = ["a", "b", "k", "K", "\u212a", "s", "S", "\u017f", "ß", "\u1e9e", "é", "É", "0", "7", " ", "-", "\n", "_", "😀", "\ud83d", "\ude00", "\ufffd", "x", "Y"];
const ATOMS = ["a", "b", "k", "s", "S", "ß", "é", "0", "-", " ", "\\d", "\\w", "\\s", "\\b", "\\B", "^", "$", ".", "[a-k]", "[^a]", "[0-9 -]", "\\x{1F600}", "\\x{FFFD}", "(?s:.)", "\\pL", "[[:upper:]]"];

function genPattern(depth = 0): string {
  const n = 1 + Math.floor(rnd() * 4);
  let out = "";
  for (let i = 0; i < n; i++) {
    let atom = depth < 2 && rnd() < 0.25 ? `(?:${genPattern(depth + 1)}${rnd() < 0.4 ? "|" + genPattern(depth + 1) : ""})` : pick(ATOMS);
    const q = rnd();
    if (!/^[\^$]$|^\\[bB]$/.test(atom)) atom += q < 0.1 ? "?" : q < 0.2 ? "*" : q < 0.3 ? "+" : q < 0.35 ? "{2,3}" : "";
    out += atom;
  }
  return (rnd() < 0.3 ? "(?i)" : "") + out;
}

const genString = (): string => Array.from({ length: Math.floor(rnd() * 12) }, () => pick(CHARS)).join("");

describe("safety prefilter", () => {
  it("never rejects a string RE2 matches (3,000 random patterns x 40 strings)", () => {
    let filtered = 0;
    let matched = 0;
    for (let p = 0; p < 3000; p++) {
      const src = genPattern();
      let re: RE2JS;
      try {
        re = RE2JS.compile(src, rnd() < 0.5 ? RE2JS.CASE_INSENSITIVE : 0);
      } catch {
        continue;
      }
      const pre = prefilterFor(re);
      if (pre === null) continue;
      filtered++;
      for (let k = 0; k < 40; k++) {
        const s = genString();
        if (!re.test(s)) continue;
        matched++;
        if (!pre.test(s)) expect.fail(`prefilter ${pre.source} rejects ${JSON.stringify(s)}, which ${JSON.stringify(src)} matches`);
      }
    }
    expect(filtered).toBeGreaterThan(800); // the filter is derived for most patterns
    expect(matched).toBeGreaterThan(2000); // and the property is exercised on real matches
  });

  it("is derived for the sample policy's patterns and skips plain prose", () => {
    const re = RE2JS.compile(["sk-[A-Za-z0-9]{20,}", "\\b(?:\\d[ -]?){13,16}\\b", "ignore (?:all )?previous instructions"].map((p) => `(?:${p})`).join("|"), RE2JS.CASE_INSENSITIVE);
    const pre = prefilterFor(re)!;
    expect(pre).not.toBeNull();
    expect(pre.test("the refund was issued for the damaged item")).toBe(false);
    for (const s of ["key sk-ABCDEFGHIJKLMNOPQRSTUV", "card 4111 1111 1111 1111", "IGNORE previous instructions", "\u017fk-abcdefghijklmnopqrstuvw"]) {
      expect(re.test(s)).toBe(true);
      expect(pre.test(s)).toBe(true);
    }
  });

  it("gives no filter for patterns that match everywhere or that it cannot analyse", () => {
    for (const p of ["a*", "", "x?", "(?:)|b", ".*secret"]) expect(prefilterFor(RE2JS.compile(p, RE2JS.CASE_INSENSITIVE))).toBeNull();
    expect(prefilterFor(RE2JS.compile("ß", RE2JS.CASE_INSENSITIVE))).toBeNull(); // folding outside ASCII
  });
});
