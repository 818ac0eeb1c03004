// The rules' fast paths give what their general forms give, on the same inputs (hostile ones and
// generated ones).
import { describe, expect, it } from "vitest";
import { isValidHttpUrl, splitHttpUrl } from "../../src/rules/grounding.js";
import { duplicateStepIds, repeatedStepIds } from "../../src/rules/schema.js";
import type { Trace } from "../../src/trace/model.js";
import { xorshift } from "../rng.js";

const HOSTILE_URLS = [
  "",
  "http://",
  "https://",
  "http:/",
  "https:/x",
  "http://x",
  "https://example.com/a?b#c",
  "https:///path",
  "https://?q",
  "https://#frag",
  "http:// ",
  "https://\tx",
  "https:\t//x",
  "https://\n",
  "https://\r\n/x",
  " https://x",
  "\u0000https://x",
  "HTTPS://x",
  "Http://x",
  "httpss://x",
  "ftp://x",
  "https:x",
  "https://\u00e9",
  "https://\ud800",
  "https://x\t",
  "http://\u2028",
];

/** Random strings over the characters that matter to the URL test. */
function generatedUrls(n: number): string[] {
  const rnd = xorshift(7);
  const parts = ["http", "https", "HTTP", ":", "/", "//", "?", "#", "\t", "\n", "\r", " ", "\u0001", "x", "a.b", "\u00e9", "s"];
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    let s = rnd() < 0.7 ? (rnd() < 0.5 ? "https://" : "http://") : "";
    const k = Math.floor(rnd() * 6);
    for (let j = 0; j < k; j++) s += parts[Math.floor(rnd() * parts.length)]!;
    out.push(s);
  }
  return out;
}

describe("isValidHttpUrl", () => {
  it("answers as the general test on hostile and generated URLs", () => {
    for (const u of [...HOSTILE_URLS, ...generatedUrls(5000)]) expect([u, isValidHttpUrl(u)]).toEqual([u, splitHttpUrl(u)]);
  });
});

describe("duplicateStepIds", () => {
  it("reports what the general form reports, with and without duplicates", () => {
    const rnd = xorshift(11);
    const pool = ["s1", "s2", "s3", "__proto__", "constructor", "", "s1 ", "\u00e9"];
    for (let n = 0; n < 400; n++) {
      const len = Math.floor(rnd() * 12);
      const ids = Array.from({ length: len }, (_, i) => (rnd() < 0.5 ? `s${i}` : pool[Math.floor(rnd() * pool.length)]!));
      const trace = { steps: ids.map((step_id) => ({ step_id })) } as unknown as Trace;
      expect(duplicateStepIds(trace)).toEqual(repeatedStepIds(trace));
    }
  });
});
