import { describe, expect, it } from "vitest";
import { xorshift } from "../rng.js";
import { findSyntaxError, LineMap, locatePointers, pointer, parsePointer } from "../../src/json/locate.js";

describe("locatePointers", () => {
  const t = '{\n  "a": [1, {"b~c": "x"}],\n  "steps": [ {"step_id": "s1", "arguments": {"amount": 5}} ]\n}';
  it("finds spans of nested values, keys included", () => {
    const m = locatePointers(t, ["", "/a/1/b~0c", "/steps/0", "/steps/0/arguments/amount", "/nope"]);
    expect(m.get("")).toEqual({ start: 0, end: t.length, keyStart: undefined });
    const amount = m.get("/steps/0/arguments/amount")!;
    expect(t.slice(amount.start, amount.end)).toBe("5");
    expect(t.slice(amount.keyStart!, amount.end)).toBe('"amount": 5');
    expect(t.slice(m.get("/a/1/b~0c")!.start, m.get("/a/1/b~0c")!.end)).toBe('"x"');
    const step = m.get("/steps/0")!;
    expect(t.slice(step.start, step.end)).toBe('{"step_id": "s1", "arguments": {"amount": 5}}');
    expect(m.has("/nope")).toBe(false);
    const lm = new LineMap(t);
    expect(lm.at(step.start)).toEqual({ line: 3, column: 14 });
  });
  it("survives deep nesting without recursion", () => {
    const deep = "[".repeat(100000) + "]".repeat(100000);
    expect(locatePointers(deep, ["/0/0"]).get("/0/0")).toEqual({ start: 2, end: 200000 - 2, keyStart: undefined });
  });
  it("round-trips pointer tokens", () => {
    expect(parsePointer(pointer("a/b", "c~d", 3))).toEqual(["a/b", "c~d", "3"]);
  });
});

describe("findSyntaxError", () => {
  const cases: [string, number, RegExp][] = [
    ['{"a":1,}', 7, /member name/],
    ['{"a": tru}', 6, /unexpected/],
    ["[1 2]", 3, /expected ','/],
    ["", 0, /empty/],
    ['{"a":"\u0001"}', 6, /control character U\+0001/],
    ['{"a":1} x', 8, /after the end/],
    ["[".repeat(20000), 20000, /expected a value, found end of input/],
    ['{"a":01}', 6, /expected ','/],
    ['{"a":"\\x"}', 7, /bad escape/],
  ];
  it.each(cases)("%j", (text, offset, msg) => {
    const e = findSyntaxError(text)!;
    expect(e.offset).toBe(offset);
    expect(e.message).toMatch(msg);
    expect(() => JSON.parse(text)).toThrow();
  });
  it("accepts what JSON.parse accepts", () => {
    for (const ok of ['{"a":[1,-2.5e+3,true,false,null,"\\u00e9\\n"]}', " 1 ", '"x"', "[".repeat(5000) + "]".repeat(5000)])
      expect(findSyntaxError(ok)).toBeNull();
  });
});

describe("locatePointers on trusted text", () => {
  it("skips untracked values fast and finds the same spans as the validating scan (500 random documents)", () => {
    const rnd = xorshift(0x9e3779b9);
    const strs = ["a", 'q"uote', "back\\slash\\", "\\", "tab\t", "é😀", "", "]}", "{[", "\\\"", "x\\\\"];
    const gen = (d: number): unknown => {
      const r = rnd();
      if (d > 4 || r < 0.35) return [1, -2.5e-3, true, false, null, strs[Math.floor(rnd() * strs.length)]][Math.floor(rnd() * 6)];
      if (r < 0.6) return Array.from({ length: Math.floor(rnd() * 4) }, () => gen(d + 1));
      return Object.fromEntries(Array.from({ length: Math.floor(rnd() * 4) }, (_, i) => [strs[Math.floor(rnd() * strs.length)]! + i, gen(d + 1)]));
    };
    const pointers = (v: unknown, at: string, out: string[]): string[] => {
      out.push(at);
      if (v && typeof v === "object") for (const [k, c] of Object.entries(v)) pointers(c, at + "/" + k.replace(/~/g, "~0").replace(/\//g, "~1"), out);
      return out;
    };
    for (let n = 0; n < 500; n++) {
      const v = gen(0);
      const text = JSON.stringify(v, null, n % 3 === 0 ? undefined : 2);
      const all = pointers(v, "", []);
      const want = all.filter(() => rnd() < 0.3);
      const a = locatePointers(text, want, { ancestors: true });
      const b = locatePointers(text, want, { ancestors: true, trusted: true });
      expect([...b].sort()).toEqual([...a].sort());
    }
  });
});
