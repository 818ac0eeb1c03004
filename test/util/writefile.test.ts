import { describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { WRITE_SLICE, writeFileAtomic, writeFileAtomicParts, writeFileSliced } from "../../src/util/writefile.js";

// Large outputs are written a slice at a time (src/util/writefile.ts): the bytes must be exactly
// those of one write, across slice boundaries and multi-byte characters.
describe("writing in slices", () => {
  const dir = mkdtempSync(join(tmpdir(), "arh-writefile-"));
  // 3.5 slices of text whose UTF-8 characters straddle the slice boundaries
  const text = "aé€😀".repeat(Math.ceil((3.5 * WRITE_SLICE) / 10));

  it("writeFileAtomic and writeFileAtomicParts write exactly the text, and leave no temporary file", () => {
    writeFileAtomic(join(dir, "a.txt"), text);
    expect(readFileSync(join(dir, "a.txt"), "utf8")).toBe(text);
    writeFileAtomicParts(join(dir, "p.txt"), [text.slice(0, 7), text.slice(7, 3 * WRITE_SLICE), text.slice(3 * WRITE_SLICE)]);
    expect(readFileSync(join(dir, "p.txt")).equals(Buffer.from(text))).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(["a.txt", "p.txt"]);
  });

  it("never splits a surrogate pair at a slice's end", () => {
    // a pair straddling the first slice's end, whatever the slice length
    for (const lead of [0, 1, 2]) {
      const t = "a".repeat(Math.floor(WRITE_SLICE / 3) - 1 + lead) + "😀".repeat(4) + "z";
      writeFileAtomic(join(dir, "s.txt"), t);
      expect(readFileSync(join(dir, "s.txt"), "utf8")).toBe(t);
    }
    rmSync(join(dir, "s.txt"));
  });

  it("writeFileSliced writes bytes and text, and with wx never over an existing file", () => {
    const bytes = Buffer.from(text);
    writeFileSliced(join(dir, "b.bin"), bytes, { flag: "wx", mode: 0o600 });
    expect(readFileSync(join(dir, "b.bin")).equals(bytes)).toBe(true);
    expect(() => writeFileSliced(join(dir, "b.bin"), "x", { flag: "wx" })).toThrow(/EEXIST/);
    writeFileSync(join(dir, "c.txt"), "old and longer");
    writeFileSliced(join(dir, "c.txt"), "new");
    expect(readFileSync(join(dir, "c.txt"), "utf8")).toBe("new");
    rmSync(dir, { recursive: true, force: true });
  });
});
