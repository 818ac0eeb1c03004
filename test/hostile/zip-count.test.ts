// Archives whose end record counts fewer entries than the central directory holds (written without
// zip64 past 65,535 entries: the count saturated at 65,535, or wrapped): refused from the central
// directory, before a single file is written, by the artifact extractor and the bundle reader.
import { afterAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { extractZipFileSafely, extractZipSafely } from "../../src/github/zip.js";
import { BUNDLE_ZIP_LIMITS } from "../../src/bundle/format.js";
import { openBundleZip } from "../../src/bundle/read.js";

const root = mkdtempSync(join(tmpdir(), "arh-zip-count-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A stored (uncompressed) zip of `n` entries whose end record counts `count` (no zip64 records). */
function countedZip(n: number, count: number): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (let i = 0; i < n; i++) {
    const name = Buffer.from(i < 3 ? ["bundle.json", "report.json", "policy.json"][i]! : `traces/t${i}.json`);
    const data = Buffer.from("{}");
    const crc = 0x4aad7bc1 >>> 0; // zip's CRC-32 of "{}" (yauzl does not check it)
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);
    const cd = Buffer.alloc(46);
    cd.writeUInt32LE(0x02014b50, 0);
    cd.writeUInt16LE((3 << 8) | 20, 4);
    cd.writeUInt16LE(20, 6);
    cd.writeUInt32LE(crc, 16);
    cd.writeUInt32LE(data.length, 20);
    cd.writeUInt32LE(data.length, 24);
    cd.writeUInt16LE(name.length, 28);
    cd.writeUInt32LE((0o100644 << 16) >>> 0, 38);
    cd.writeUInt32LE(offset, 42);
    central.push(cd, name);
    offset += 30 + name.length + data.length;
  }
  const cdBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(cdBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cdBytes, end]);
}

function box(name: string): string {
  const d = join(root, name);
  mkdirSync(d);
  return d;
}

describe("a count-truncated archive", () => {
  const saturated = countedZip(65_540, 65_535);
  const wrapped = countedZip(65_540, 65_540 % 65_536);

  it("an honest count of the same entries is read (the writer above makes valid archives)", async () => {
    const z = countedZip(5, 5);
    expect(await extractZipSafely(z, box("honest"))).toEqual(["bundle.json", "policy.json", "report.json", "traces/t3.json", "traces/t4.json"]);
  });

  for (const [what, zip] of [["saturated at 65,535", saturated], ["wrapped past 65,535", wrapped]] as const) {
    it(`${what}: refused from the central directory, nothing extracted`, { timeout: 30_000 }, async () => {
      const dest = box(`mem-${what.slice(0, 3)}`);
      await expect(extractZipSafely(zip, dest, BUNDLE_ZIP_LIMITS)).rejects.toThrow(/archive holds 65540 entries but its end record counts \d+ \(a truncated count\): refused before extracting/);
      expect(readdirSync(dest)).toEqual([]);
      const file = join(root, `${what.slice(0, 3)}.zip`);
      writeFileSync(file, zip);
      const dest2 = box(`file-${what.slice(0, 3)}`);
      await expect(extractZipFileSafely(file, dest2, BUNDLE_ZIP_LIMITS)).rejects.toThrow(/a truncated count/);
      expect(readdirSync(dest2)).toEqual([]);
      const temp = box(`bundle-${what.slice(0, 3)}`);
      await expect(openBundleZip(file, "h.zip", temp)).rejects.toThrow(/^baseline bundle h\.zip: unsafe or unreadable zip: archive holds 65540 entries but its end record counts/);
      expect(readdirSync(temp)).toEqual([]); // the extraction folder is removed
    });
  }
});
