// The entries of a zip read where they are (src/engine/zipentries.ts): each inflated into the
// reader's one reused buffer, checked against its declared size and CRC-32. The archives are
// written here by hand (one local header per entry) around deflate data from Node's zlib, so that
// each entry can declare a size or CRC-32 its data does not have, which no zip writer produces.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deflateRawSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { ZipEntries, type ZipEntryInfo } from "../../src/engine/zipentries.js";
import { crc32 } from "../../src/util/crc32.js";

const dir = mkdtempSync(join(tmpdir(), "arh-zipentries-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Part {
  path: string;
  data: Buffer;
  method?: number;
  size: number;
  crc: number;
}

/** An archive of local headers and data only, and the directory records a checked central directory would give for it. */
function archive(name: string, parts: Part[]): ZipEntries {
  const chunks: Buffer[] = [];
  const infos: ZipEntryInfo[] = [];
  let at = 0;
  for (const p of parts) {
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    chunks.push(head, p.data);
    infos.push({ path: p.path, offset: at, compressedSize: p.data.length, size: p.size, crc32: p.crc, method: p.method ?? 8 });
    at += 30 + p.data.length;
  }
  const file = join(dir, name);
  writeFileSync(file, Buffer.concat(chunks));
  return ZipEntries.fromEntries(file, infos);
}

function entry(path: string, text: Buffer, level = 6): Part {
  return { path, data: deflateRawSync(text, { level }), size: text.length, crc: crc32(text) };
}

const small = Buffer.from('{"trace":"a small one"}\n'.repeat(3));
const large = Buffer.from(Array.from({ length: 40000 }, (_, i) => `{"step":${i},"tool":"refund"}`).join("\n"));

describe("zip entries inflated into one reused buffer", () => {
  it("gives each of 4 entries (small, large, small, stored) its own exact bytes, earlier results untouched by later reads", () => {
    const zip = archive("good.zip", [entry("a.json", small), entry("b.json", large), entry("c.json", Buffer.from("other")), { path: "d.json", data: small, method: 0, size: small.length, crc: crc32(small) }]);
    try {
      const a = zip.read("a.json");
      const b = zip.read("b.json");
      const c = zip.read("c.json");
      expect(a.equals(small)).toBe(true);
      expect(b.equals(large)).toBe(true);
      expect(c.toString()).toBe("other");
      expect(zip.read("d.json").equals(small)).toBe(true);
      expect(zip.read("a.json").equals(a)).toBe(true);
      expect(b.equals(large)).toBe(true);
    } finally {
      zip.close();
    }
  });

  it("refuses damaged deflate data: a reserved block type, an empty stream, a stream cut short", () => {
    const good = entry("x.json", large);
    const zip = archive("damaged.zip", [
      { ...good, path: "reserved.json", data: Buffer.from([0x07, 0x00, 0x00]) },
      { ...good, path: "empty.json", data: Buffer.alloc(0) },
      { ...good, path: "cut.json", data: good.data.subarray(0, Math.floor(good.data.length / 2)) },
    ]);
    try {
      expect(() => zip.read("reserved.json")).toThrow(/^entry "reserved\.json": not valid deflate data$/);
      expect(() => zip.read("empty.json")).toThrow(/^entry "empty\.json": not valid deflate data$/);
      expect(() => zip.read("cut.json")).toThrow(/^entry "cut\.json": not valid deflate data$/);
    } finally {
      zip.close();
    }
  });

  it("refuses a stream that inflates to more or less than declared (compressed and stored blocks), and a wrong CRC-32", () => {
    const big = entry("x", large);
    const stored = entry("x", small, 0);
    const zip = archive("sizes.zip", [
      { ...big, path: "more.json", size: large.length - 1 },
      { ...stored, path: "more-stored.json", size: small.length - 10 },
      { ...big, path: "less.json", size: large.length + 5 },
      { ...big, path: "crc.json", crc: (big.crc ^ 1) >>> 0 },
      { ...big, path: "ok.json" },
    ]);
    try {
      expect(() => zip.read("more.json")).toThrow(/^entry "more\.json": larger than declared$/);
      expect(() => zip.read("more-stored.json")).toThrow(/^entry "more-stored\.json": larger than declared$/);
      expect(() => zip.read("less.json")).toThrow(new RegExp(`^entry "less\\.json": ${large.length} bytes, not the ${large.length + 5} declared$`));
      expect(() => zip.read("crc.json")).toThrow(/^entry "crc\.json": its CRC-32 does not match$/);
      // after every refusal the reader still reads a good entry from the same buffer
      expect(zip.read("ok.json").equals(large)).toBe(true);
    } finally {
      zip.close();
    }
  });
});
