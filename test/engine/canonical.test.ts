// The fast paths of canonical JSON, its prefix and the step result summary must give exactly what
// the plain definitions give: checked against straightforward reference versions on random values.
import { describe, expect, it } from "vitest";
import { xorshift } from "../rng.js";
import { argsHash, argsKey, canonicalHash, canonicalJson, canonicalPrefix, shortHash } from "../../src/util/canonical.js";
import { resultSummary } from "../../src/engine/validate.js";
import type { Step } from "../../src/trace/model.js";

const rnd = xorshift(0x1234567);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
const CHARS = ["a", "b", " ", " ", "\n", "\t", "\u00a0", "\u2028", "\u3000", '"', "\\", "é", "😀", "\ud83d", "\u0001", "…", "z"];
const str = (n: number): string => Array.from({ length: Math.floor(rnd() * n) }, () => pick(CHARS)).join("");
const KEYS = ["a", "b", "B", "10", "9", "é", "__x", "zz", ""];

function value(depth: number): unknown {
  const r = rnd();
  if (depth > 3 || r < 0.4) return pick([null, true, false, 0, -0, 1.5, 1e21, 42, str(100)]);
  if (r < 0.6) return Array.from({ length: Math.floor(rnd() * 4) }, () => value(depth + 1));
  const o: Record<string, unknown> = {};
  for (let i = Math.floor(rnd() * 4); i > 0; i--) o[pick(KEYS)] = value(depth + 1);
  return o;
}

function refCanonical(v: unknown): string {
  if (v === null || typeof v !== "object") return JSON.stringify(v);
  if (Array.isArray(v)) return "[" + v.map(refCanonical).join(",") + "]";
  const o = v as Record<string, unknown>;
  return "{" + Object.keys(o).sort().map((k) => JSON.stringify(k) + ":" + refCanonical(o[k])).join(",") + "}";
}

function refFirstWords(s: string, max = 60): string {
  const words = s.split(/[ \n\t\r\f\v\u00a0\u2028\u2029]+/).filter((w) => w !== "");
  const one = words.join(" ");
  if (one.length <= max) return one;
  const cut = one.slice(0, max);
  const sp = cut.lastIndexOf(" ");
  return (sp > max / 2 ? cut.slice(0, sp) : cut) + "…";
}

describe("canonical forms", () => {
  it("canonicalJson and canonicalPrefix agree with the plain definitions (3,000 random values)", () => {
    for (let i = 0; i < 3000; i++) {
      const v = value(0);
      const ref = refCanonical(v);
      expect(canonicalJson(v)).toBe(ref);
      const max = 1 + Math.floor(rnd() * 90);
      expect(canonicalPrefix(v, max)).toBe(ref.slice(0, max));
    }
  });

  it("canonicalHash is shortHash of the canonical JSON, without building it (3,000 random values)", () => {
    for (let i = 0; i < 3000; i++) {
      const v = value(0);
      expect(canonicalHash(v)).toBe(shortHash(canonicalJson(v)));
    }
    // what only `write` meets: undefined members and elements are null, keys unsorted, lone surrogates escaped
    for (const v of [[-1, -2147483648, 2147483647, 2147483648, -2147483649, -0, 0, 10, 100, 1e21, 123456789, 0.1, true, false, null], { b: undefined, a: [undefined, 1] }, { "\ud800": "\udc00x", "😀": "😀" }, {}, [], "", { z: { y: { x: ["\u0000", '"\\'] } } }]) {
      expect(canonicalHash(v)).toBe(shortHash(canonicalJson(v)));
    }
    const step = { arguments: { b: 1, a: 2 }, args_canonical: null, args_hash: null };
    expect(argsHash(step)).toBe(shortHash('{"a":2,"b":1}'));
    expect(argsHash({ arguments: null })).toBe(shortHash("{}"));
    // from a canonical text already made, the same hash and key
    const made = { arguments: { b: 1, a: 2 }, args_canonical: '{"a":2,"b":1}', args_hash: null };
    expect(argsHash(made)).toBe(argsHash(step));
    expect(argsKey(made)).toBe(argsKey(step));
    expect(argsKey(step)).toBe(Number.parseInt(argsHash(step).slice(0, 8), 16) | 0);
  });

  it("the step result summary is the first words of the text, whitespace collapsed (3,000 random texts)", () => {
    for (let i = 0; i < 3000; i++) {
      const text = rnd() < 0.5 ? str(80) : Array.from({ length: Math.floor(rnd() * 20) }, () => pick(["refund", "the", "order", "é😀", "x"])).join(" ");
      const step = { type: "model_response", status: "ok", text, output: null, error: null } as unknown as Step;
      const want = text === "" ? "ok" : refFirstWords(text);
      // the reference keeps the last word whole when it fits; an all-whitespace text gives ""
      expect(resultSummary(step)).toBe(want);
    }
  });
});
