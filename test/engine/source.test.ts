// Trace files read through a zip where they are (src/engine/source.ts): a file's bytes by the path
// it would have if extracted, a file too large refused as the file reader refuses it, and anything
// the archive cannot give (no such entry, a path outside its folder) a SourceReadError.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import yazl from "yazl";
import { ZipIndex } from "../../src/bundle/zip.js";
import { openZipSource, SourceReadError, type ZipTraceSource } from "../../src/engine/source.js";

let dir: string;
let spec: ZipTraceSource;
const A = Buffer.from(JSON.stringify({ trace_id: "a", steps: [] }).repeat(20));
const B = Buffer.from('{"trace_id": "b"}');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "arh-source-"));
  const zip = join(dir, "t.zip");
  const z = new yazl.ZipFile();
  z.addBuffer(A, "traces/a.json");
  z.addBuffer(B, "traces/sub/b é.json", { compress: false });
  z.addBuffer(Buffer.from("{}"), "report.json");
  z.end();
  await new Promise<void>((res, rej) => z.outputStream.pipe(createWriteStream(zip)).on("close", res).on("error", rej));
  const index = await ZipIndex.open(zip, { maxEntries: 10, maxTotalBytes: 1 << 20 });
  spec = { zip, entries: [...index.files.values()].filter((e) => e.path.startsWith("traces/")), dir: join(dir, "x", "traces"), prefix: "traces/" };
  index.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("openZipSource", () => {
  it("reads a file by the path it would have if extracted, deflated or stored", () => {
    const s = openZipSource(spec);
    try {
      expect(s.read(join(spec.dir, "a.json"), 1 << 20)).toEqual({ ok: true, bytes: A });
      expect(s.read(join(spec.dir, "sub", "b é.json"), 1 << 20)).toEqual({ ok: true, bytes: B });
    } finally {
      s.close();
    }
  });

  it("refuses a file larger than the limit as the file reader does, without reading it", () => {
    const s = openZipSource(spec);
    try {
      expect(s.read(join(spec.dir, "a.json"), 64)).toEqual({ ok: false, reason: `file is 0.0 MiB, larger than the ${64 / 1048576} MiB limit`, code: "EFBIG" });
    } finally {
      s.close();
    }
  });

  it("throws a SourceReadError for a file the archive does not hold, or a path outside its folder", () => {
    const s = openZipSource(spec);
    try {
      expect(() => s.read(join(spec.dir, "missing.json"), 1 << 20)).toThrow(SourceReadError);
      expect(() => s.read(join(dir, "report.json"), 1 << 20)).toThrow(/^unsafe or unreadable zip: no entry for /);
    } finally {
      s.close();
    }
  });

  it("throws a SourceReadError when the archive is gone", () => {
    expect(() => openZipSource({ ...spec, zip: join(dir, "gone.zip") })).toThrow(SourceReadError);
  });
});

describe("ZipIndex.open", () => {
  it("indexes a central directory that spans several of its read windows (1 MiB each), every entry in its place", async () => {
    const zip = join(dir, "many.zip");
    const z = new yazl.ZipFile();
    // 12,000 records of about 200 bytes: a directory of about 2.4 MB, read a window at a time
    const name = (i: number): string => `traces/${"d".repeat(100)}/${String(i).padStart(6, "0")}-${"n".repeat(40)}.json`;
    for (let i = 0; i < 12_000; i++) z.addBuffer(Buffer.from(`{"i": ${i}}`), name(i), { compress: i % 2 === 0 });
    z.end();
    await new Promise<void>((res, rej) => z.outputStream.pipe(createWriteStream(zip)).on("close", res).on("error", rej));
    const index = await ZipIndex.open(zip, { maxEntries: 20_000, maxTotalBytes: 1 << 24 });
    try {
      expect(index.files.size).toBe(12_000);
      for (const i of [0, 1, 5_000, 5_001, 11_999]) expect(index.read(name(i)).toString()).toBe(`{"i": ${i}}`);
    } finally {
      index.close();
    }
  });

  it("extracts an entry over 1 MiB in chunks, deflated or stored, with the same bytes; a damaged one is refused and leaves no file", async () => {
    const zip = join(dir, "big.zip");
    // about 1.8 MB of JSON-like text, compressible but not uniform
    const big = Buffer.from(Array.from({ length: 60_000 }, (_, i) => `{"i": ${i}, "h": "${((i * 2654435761) >>> 0).toString(16)}"}\n`).join(""));
    const z = new yazl.ZipFile();
    z.addBuffer(big, "report.json");
    z.addBuffer(big, "stored.json", { compress: false });
    z.end();
    await new Promise<void>((res, rej) => z.outputStream.pipe(createWriteStream(zip)).on("close", res).on("error", rej));
    const index = await ZipIndex.open(zip, { maxEntries: 10, maxTotalBytes: 1 << 24 });
    const entries = [...index.files.values()];
    try {
      for (const name of ["report.json", "stored.json"]) {
        await index.extractTo(name, join(dir, `out-${name}`));
        expect(readFileSync(join(dir, `out-${name}`)).equals(big)).toBe(true);
      }
    } finally {
      index.close();
    }
    // one byte changed inside each entry's data
    const bytes = readFileSync(zip);
    for (const e of entries) bytes[e.offset + 30 + bytes.readUInt16LE(e.offset + 26) + bytes.readUInt16LE(e.offset + 28) + Math.floor(e.compressedSize / 2)]! ^= 0x01;
    writeFileSync(join(dir, "big-bad.zip"), bytes);
    const bad = await ZipIndex.open(join(dir, "big-bad.zip"), { maxEntries: 10, maxTotalBytes: 1 << 24 });
    try {
      for (const name of ["report.json", "stored.json"]) {
        const out = join(dir, `bad-${name}`);
        await expect(bad.extractTo(name, out)).rejects.toThrow(/CRC-32 does not match|not valid deflate data|bytes, not the|larger than declared/);
        expect(existsSync(out)).toBe(false);
      }
    } finally {
      bad.close();
    }
  });
});
