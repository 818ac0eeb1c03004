// The streaming report reader (stream-json underneath): the same documents as JSON.parse, strict
// where JSON.parse is, bounded nesting, and reports read through it by `arh compare`'s loader.
import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JsonReadError, JsonStreamReader } from "../../src/jsonstream/reader.js";
import { loadReportFile, readReportDocument } from "../../src/compare/load.js";
import { UsageError } from "../../src/errors.js";
import { xorshift } from "../rng.js";

const dir = mkdtempSync(join(tmpdir(), "arh-reader-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const file = (text: string | Buffer): string => {
  const p = join(dir, `f${n++}.json`);
  writeFileSync(p, text);
  return p;
};
const read = (p: string, block?: number): unknown => {
  const r = new JsonStreamReader(p, block);
  try {
    const v = r.readValue();
    if (r.next() !== null) throw new Error("trailing");
    return v;
  } finally {
    r.close();
  }
};
const problem = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof JsonReadError || e instanceof UsageError) return e.message;
    throw e;
  }
  throw new Error("accepted");
};

describe("JsonStreamReader", () => {
  it("assembles what JSON.parse does, across block boundaries (random documents, tiny blocks)", () => {
    const rnd = xorshift(7);
    const str = (): string => Array.from({ length: Math.floor(rnd() * 8) }, () => ['a', '"', "\\", "\n", "é", "😀", "\u2028", "\ud800"][Math.floor(rnd() * 8)]).join("");
    const value = (d: number): unknown => {
      const r = rnd();
      if (d > 4 || r < 0.3) return [null, true, false, 0, -0.5, 1e300, 123456789.125, str()][Math.floor(rnd() * 8)];
      if (r < 0.6) return Array.from({ length: Math.floor(rnd() * 4) }, () => value(d + 1));
      return Object.fromEntries(Array.from({ length: Math.floor(rnd() * 4) }, () => [str() || "__proto__", value(d + 1)]));
    };
    for (let i = 0; i < 200; i++) {
      const text = JSON.stringify(value(0), null, i % 2 ? 2 : undefined);
      const p = file(i % 3 === 0 ? "\ufeff" + text : text);
      expect(JSON.stringify(read(p, 1 + (i % 7)))).toBe(JSON.stringify(JSON.parse(text)));
    }
  });

  it("refuses what JSON.parse refuses, and says when a file is cut short", () => {
    for (const t of ['{"a":\u00a01}', "[1,]", "{'a':1}", '{"a":1}x', "[1] [2]", "NaN", "[01]"]) expect(problem(() => read(file(t)))).toMatch(/not valid JSON|trailing/);
    for (const t of ['{"a":[1,', '{"a":"abc', "", "[1"]) expect(problem(() => read(file(t)))).toMatch(/ends early.*\(the file looks truncated\)$/);
  });

  it("bounds nesting without recursion", () => {
    expect(problem(() => read(file("[".repeat(200_000) + "]".repeat(200_000))))).toBe("value nested deeper than 1000 levels");
    expect(read(file("[".repeat(1000) + "]".repeat(1000)))).toBeInstanceOf(Array);
  });
});

describe("compare's loader on the streaming path", () => {
  it("reads a report exactly as the text path does", () => {
    const p = "samples/regressions/baseline-report.json";
    expect(loadReportFile(p, "baseline report", 0)).toEqual(loadReportFile(p, "baseline report"));
    expect(readReportDocument(p, "b", 0)).toEqual(JSON.parse(readFileSync(p, "utf8")));
  });
  it("small bad files keep the located messages of the text path", () => {
    const p = file('{"reports": [\n  {"trace_id": "a",}\n]}');
    expect(problem(() => loadReportFile(p, "baseline report", 0))).toBe(problem(() => loadReportFile(p, "baseline report")));
    expect(problem(() => loadReportFile(p, "baseline report"))).toMatch(/:2:20: is not valid JSON/);
    const deep = file(`{"reports":[{"trace_id":"t","x":${"[".repeat(5000)}${"]".repeat(5000)}}]}`);
    expect(problem(() => loadReportFile(deep, "baseline report", 0))).toMatch(/:1:\d+: value nested deeper than 1000 levels$/);
    expect(problem(() => loadReportFile(join(dir, "nope.json"), "baseline report", 0))).toBe(`baseline report ${join(dir, "nope.json")}: cannot read: file not found`);
  });
});
