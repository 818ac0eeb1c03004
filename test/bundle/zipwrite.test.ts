// The bundle zip writer (src/bundle/zipwrite.ts) writes exactly the bytes yazl's `addFile` wrote for
// the same entries (bundles were written with it before): empty, small, binary and large files,
// UTF-8 names, many entries and more than 65,535 (the zip64 end records), entries past 4 GiB (the
// per-entry zip64 records, reached by starting both writers at a high offset), deflated on the main
// thread or on workers, kept in memory or in the scratch file. And `writeBundle`'s zip is the zip
// yazl makes of the folder bundle of the same inputs, as it was written before.
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import * as zlib from "node:zlib";
import yazl from "yazl";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OffThread } from "../../src/bundle/offthread.js";
import { ZipWriter, crc32, crc32Table, type ZipWriterOptions } from "../../src/bundle/zipwrite.js";
import { writeBundle } from "../../src/bundle/write.js";
import { UsageError } from "../../src/errors.js";
import { xorshift } from "../rng.js";
import { BASE_TRACES, POLICY, ROOT } from "./helpers.js";

/** The date and mode bundles are written with (src/bundle/write.ts). */
const DATE = new Date(2000, 0, 1, 0, 0, 0);
const MODE = 0o100644;

let dir: string;
let seq = 0;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "arh-zipwrite-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Item {
  name: string;
  data: Buffer;
}

/** yazl's zip of the entries, each added with `addFile` from a file holding its data (as bundles were zipped). */
async function yazlZip(items: Item[], startOffset = 0): Promise<Buffer> {
  const z = new yazl.ZipFile();
  // yazl counts its output from this field: a start offset makes it write as if that much preceded the zip
  if (startOffset) (z as unknown as { outputStreamCursor: number }).outputStreamCursor = startOffset;
  const files = new Map<string, string>(); // same data, same file (many entries can share a few files)
  for (const it of items) {
    const key = createHash("sha256").update(it.data).digest("hex");
    let f = files.get(key);
    if (f === undefined) {
      f = join(dir, `src-${seq++}`);
      writeFileSync(f, it.data);
      files.set(key, f);
    }
    z.addFile(f, it.name, { mtime: DATE, mode: MODE, compress: true });
  }
  z.end();
  return collect(z.outputStream);
}

/** yazl's zip of the entries added with `addReadStreamLazy` (the same data-descriptor path as `addFile`, without reading files). */
async function yazlStreamZip(items: Item[]): Promise<Buffer> {
  const z = new yazl.ZipFile();
  for (const it of items) z.addReadStreamLazy(it.name, { mtime: DATE, mode: MODE, compress: true }, (cb) => cb(null, Readable.from([it.data])));
  z.end();
  return collect(z.outputStream);
}

function collect(s: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((res, rej) => {
    const chunks: Buffer[] = [];
    s.on("data", (c: Buffer) => chunks.push(c));
    s.on("end", () => res(Buffer.concat(chunks)));
    s.on("error", rej);
  });
}

type Ours = Partial<ZipWriterOptions> & { reserveFirst?: boolean; fromFiles?: boolean };

/**
 * Our zip of the entries. `reserveFirst`: the first entry's data comes last (as a bundle's
 * manifest); `fromFiles`: each entry is added from a file (`addFile`, as the report is).
 */
async function ourZip(items: Item[], o: Ours = {}): Promise<Buffer> {
  const out = join(dir, `ours-${seq++}.zip`);
  const z = new ZipWriter({ date: DATE, mode: MODE, scratchPath: `${out}.part`, ...o });
  try {
    const first = o.reserveFirst && items.length > 0 ? z.reserve(items[0]!.name) : -1;
    for (const it of first >= 0 ? items.slice(1) : items) {
      if (!o.fromFiles) await z.add(it.name, it.data);
      else {
        const f = join(dir, `in-${seq++}`);
        writeFileSync(f, it.data);
        await z.addFile(it.name, f);
      }
    }
    if (first >= 0) await z.fill(first, items[0]!.data);
    await z.finish(out);
  } finally {
    await z.close();
  }
  expect(readdirSync(dir).filter((f) => f.endsWith(".part"))).toEqual([]);
  return readFileSync(out);
}

async function same(items: Item[], o: Ours = {}): Promise<Buffer> {
  const want = await yazlZip(items, o.startOffset ?? 0);
  const got = await ourZip(items, o);
  expect(got.length).toBe(want.length);
  expect(got.equals(want)).toBe(true);
  return got;
}

const rng = xorshift(20260101);
const randomBytes = (n: number): Buffer => {
  const b = Buffer.alloc(n);
  for (let i = 0; i < n; i++) b[i] = Math.floor(rng() * 256);
  return b;
};
/** JSON-like text that compresses as traces do. */
const traceText = (n: number, salt = 0): Buffer => {
  const parts: string[] = [];
  let len = 0;
  for (let i = 0; len < n; i++) {
    const s = JSON.stringify({ step_id: `s${i}`, tool_name: ["lookup_order", "issue_refund", "check_eligibility"][(i + salt) % 3], latency_ms: Math.floor(rng() * 1000), note: "x".repeat(i % 17) }) + ",\n";
    parts.push(s);
    len += s.length;
  }
  return Buffer.from(parts.join("").slice(0, n));
};

describe("the zip writer writes yazl's bytes", () => {
  it("no entries, an empty file, empty files", async () => {
    await same([]);
    await same([{ name: "empty.json", data: Buffer.alloc(0) }]);
    await same([{ name: "a", data: Buffer.alloc(0) }, { name: "b/c", data: Buffer.alloc(0) }, { name: "d", data: Buffer.from("x") }]);
  });

  it("a single file, binary data, UTF-8 names", async () => {
    await same([{ name: "bundle.json", data: Buffer.from('{"arh_bundle_version": 1}\n') }]);
    await same([
      { name: "traces/é日本 trace.json", data: traceText(5000) },
      { name: "traces/emoji 🚀/x.bin", data: randomBytes(70_000) },
      { name: "traces/ünïcödé/ß.json", data: Buffer.from("ßßß") },
      { name: "x".repeat(300), data: randomBytes(10) },
    ]);
  });

  it("many files, the first filled last, on the main thread and on workers, in memory and in the scratch file", async () => {
    const items: Item[] = Array.from({ length: 1500 }, (_, i) => ({ name: `traces/dir${i % 7}/trace-${String(i).padStart(5, "0")}.json`, data: i % 97 === 0 ? randomBytes(3000) : traceText(500 + ((i * 7919) % 12_000), i) }));
    const want = await yazlZip(items);
    for (const o of [{}, { workers: 0 }, { workers: 2, workersFromBytes: 0 }, { workers: 1, workersFromBytes: 0, memoryCap: 0 }, { workers: 3, workersFromBytes: 0, memoryCap: 50_000 }, { workers: 0, memoryCap: 0 }]) {
      expect((await ourZip(items, o)).equals(want)).toBe(true);
      expect((await ourZip(items, { ...o, reserveFirst: true })).equals(want)).toBe(true);
    }
  });

  it("files over 1 MB (yazl deflates them in 64 KB chunks, the writer whole or as a stream of 1 MB pieces: the same bytes)", async () => {
    const items = [
      { name: "bundle.json", data: traceText(20_000) },
      { name: "report.json", data: traceText(3_500_000) },
      { name: "random.bin", data: randomBytes(1_300_000) },
      { name: "zeros", data: Buffer.alloc(2_000_000) },
      { name: "small", data: Buffer.from("tail") },
      { name: "empty", data: Buffer.alloc(0) },
    ];
    const want = await yazlZip(items);
    for (const o of [{ workersFromBytes: 0 }, { fromFiles: true }, { fromFiles: true, streamFromBytes: 1000, reserveFirst: true }, { fromFiles: true, streamFromBytes: 0, memoryCap: 300_000, workersFromBytes: 0 }, { fromFiles: true, streamFromBytes: 0, memoryCap: 0, reserveFirst: true }]) {
      expect((await ourZip(items, o)).equals(want)).toBe(true);
    }
  });

  it("a large file deflated as a stream waits for zlib many times without piling up listeners (no warning on the user's stderr)", async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error): void => void warnings.push(w.name);
    process.on("warning", onWarning);
    try {
      const items = [{ name: "report.json", data: randomBytes(24_000_000) }];
      expect((await ourZip(items, { fromFiles: true, streamFromBytes: 0 })).equals(await yazlZip(items))).toBe(true);
      await new Promise((r) => setImmediate(r)); // warnings are emitted on the next tick
    } finally {
      process.off("warning", onWarning);
    }
    expect(warnings).toEqual([]);
  });

  it("65,535 entries and more: the zip64 end records, exactly when yazl writes them", async () => {
    // yazl takes about 0.2 ms an entry here (a pipeline of streams and a deflate stream each; its
    // addFile path stats and opens a file too): its zip of 65,536 entries (10-15 s) is made once,
    // from streams of the same data (the same path as addFile, as the first check shows), and the
    // boundary (65,534 and 65,535 entries) is checked on our side.
    const data = [Buffer.from("{}"), Buffer.alloc(0), traceText(300), randomBytes(40)];
    const items = (n: number): Item[] => Array.from({ length: n }, (_, i) => ({ name: `traces/t${i}.json`, data: data[i % data.length]! }));
    expect((await yazlStreamZip(items(9))).equals(await yazlZip(items(9)))).toBe(true);
    const want = await yazlStreamZip(items(65_536));
    const got = await ourZip(items(65_536), { workersFromBytes: 0 });
    expect(got.equals(want)).toBe(true);
    const zip64End = (z: Buffer): boolean => z.readUInt32LE(z.length - 22 - 20 - 56) === 0x06064b50;
    expect(zip64End(got)).toBe(true);
    expect(got.readUInt16LE(got.length - 22 + 10)).toBe(0xffff);
    for (const [n, zip64] of [[65_534, false], [65_535, true]] as const) {
      const z = await ourZip(items(n), { workersFromBytes: 0 });
      expect(zip64End(z)).toBe(zip64);
      expect(z.readUInt16LE(z.length - 22 + 10)).toBe(Math.min(n, 0xffff));
      if (zip64) expect(Number(z.readBigUInt64LE(z.length - 22 - 20 - 56 + 32))).toBe(n);
    }
  }, 120_000);

  it("entries past 4 GiB: zip64 data descriptors, central records and end records", async () => {
    const items: Item[] = Array.from({ length: 40 }, (_, i) => ({ name: `traces/t${i}.json`, data: traceText(2000 + i * 50, i) }));
    // some entries start below 0xfffffffe and some above it, and the central directory above 0xffffffff
    for (const startOffset of [0xffffffff - 30_000, 0xfffffffe - 1, 0xfffffffe, 0xffffffff, 0x100000000 + 12_345, 5 * 2 ** 32]) {
      await same(items, { startOffset });
      await same(items, { startOffset, reserveFirst: true, workers: 2, workersFromBytes: 0, memoryCap: 10_000 });
    }
    // only the central directory's offset reaches 0xffffffff
    const small = [{ name: "a", data: Buffer.from("a") }];
    for (const d of [-200, -120, -1, 0]) await same(small, { startOffset: 0xffffffff + d });
  });
});

describe("the pieces", () => {
  it("the table CRC-32 is zlib's", () => {
    for (const n of [0, 1, 7, 255, 4096, 100_003]) {
      const b = randomBytes(n);
      expect(crc32Table(b)).toBe(zlib.crc32(b));
      expect(crc32(b)).toBe(zlib.crc32(b));
    }
    expect(crc32Table(Buffer.from("123456789"))).toBe(0xcbf43926);
  });

  it("deflating a buffer whole gives the bytes of a stream fed in any chunks", async () => {
    for (const data of [traceText(2_500_000), randomBytes(300_000), Buffer.alloc(1_000_000, 97)]) {
      const whole = zlib.deflateRawSync(data, { level: 6 });
      for (const sizes of [[1, 7, 65_536], [16_384], [1_000_003], [3, 100_000, 5]]) {
        const chunks: Buffer[] = [];
        for (let at = 0, k = 0; at < data.length; k++) {
          const n = sizes[k % sizes.length]!;
          chunks.push(data.subarray(at, at + n));
          at += n;
        }
        const streamed = await collect(Readable.from(chunks).pipe(new zlib.DeflateRaw({ level: 6 })));
        expect(streamed.equals(whole)).toBe(true);
      }
    }
  });
});

describe("work off the main thread", () => {
  it("deflates and writes files in batches on workers, and a failed write is the error writeFileSync gives", async () => {
    for (const o of [{ workers: 2, startFromBytes: 0 }, { workers: 0 }]) {
      const pool = new OffThread(o);
      const out = join(dir, `off-${seq++}`);
      mkdirSync(out);
      const data = Array.from({ length: 300 }, (_, i) => (i % 3 === 0 ? randomBytes(i * 10) : traceText(i * 40, i)));
      const deflated: Promise<Buffer>[] = [];
      const written: Promise<void>[] = [];
      for (let i = 0; i < data.length; i++) {
        if (i % 2) deflated.push(pool.deflate(data[i]!));
        else written.push(pool.write(join(out, `f${i}`), data[i]!));
        await pool.room();
      }
      await pool.drain();
      const d = await Promise.all(deflated);
      await Promise.all(written);
      d.forEach((c, k) => expect(c.equals(zlib.deflateRawSync(data[2 * k + 1]!))).toBe(true));
      for (let i = 0; i < data.length; i += 2) expect(readFileSync(join(out, `f${i}`)).equals(data[i]!)).toBe(true);
      const bad = join(out, "no-such-dir", "f");
      const failed = pool.write(bad, Buffer.from("x"));
      await pool.drain();
      const want = (() => {
        try {
          writeFileSync(bad, "x");
        } catch (e) {
          return (e as Error).message;
        }
      })();
      await expect(failed).rejects.toThrow(want);
      await expect(failed).rejects.toHaveProperty("code", "ENOENT");
      await pool.close();
    }
  });
});

describe("a worker that stops", () => {
  it("leaves its batches to the main thread: the same results", async () => {
    const pool = new OffThread({ workers: 2, startFromBytes: 0 });
    const lanes = (): { dead: boolean; batches: Map<number, unknown>; worker: { terminate(): Promise<number> } }[] => (pool as unknown as { lanes: ReturnType<typeof lanes> }).lanes;
    const data = Array.from({ length: 400 }, (_, i) => traceText(20_000 + i, i));
    const out: Promise<Buffer>[] = [];
    let held = 0;
    for (let i = 0; i < data.length; i++) {
      out.push(pool.deflate(data[i]!));
      await pool.room();
      if (i === 100) {
        held = lanes()[0]!.batches.size;
        await lanes()[0]!.worker.terminate();
      }
    }
    await pool.drain();
    expect(lanes()[0]!.dead).toBe(true);
    expect(held).toBeGreaterThan(0);
    (await Promise.all(out)).forEach((c, i) => expect(c.equals(zlib.deflateRawSync(data[i]!))).toBe(true));
    await pool.close();
  });
});

describe("writeBundle's zip is yazl's zip of the folder bundle", () => {
  it("report, index, policy, quarantine, memory results, history and traces, in the bundle's order", async () => {
    const report = join(dir, "report.json");
    writeFileSync(report, JSON.stringify({ format_version: 3, reports: [] }, null, 2));
    const quarantine = join(dir, "q.json");
    writeFileSync(quarantine, '{"quarantined": []}\n');
    const memory = join(dir, "mem.json");
    writeFileSync(memory, "{}\n");
    const names = readdirSync(join(ROOT, BASE_TRACES)).sort();
    const base = { reportPath: report, policyText: readFileSync(join(ROOT, POLICY), "utf8") + "// é\n", root: ROOT, sourcePaths: [...names.map((n) => `${BASE_TRACES}/${n}`).reverse(), `${BASE_TRACES}/${names[0]}`], format: "auto" };
    for (const extra of [{}, { quarantinePath: quarantine, memoryResultsPath: memory, history: '{"runs": []}\n' }]) {
      const folder = join(dir, `folder-${seq++}`);
      const zip = join(dir, `bundle-${seq++}.zip`);
      const m1 = await writeBundle({ ...base, ...extra, out: folder });
      const m2 = await writeBundle({ ...base, ...extra, out: zip });
      expect(m2).toEqual(m1);
      const order = ["bundle.json", "report.json", "index.jsonl", "policy.json", ...(m1.quarantine ? [m1.quarantine] : []), ...(m1.memory_results ? [m1.memory_results] : []), ...(m1.history ? [m1.history] : []), ...m1.traces.map((t) => `traces/${t.path}`)];
      const want = await yazlZip(order.map((name) => ({ name, data: readFileSync(join(folder, name)) })));
      expect(readFileSync(zip).equals(want)).toBe(true);
      expect(readdirSync(dir).filter((f) => f.includes(".tmp-"))).toEqual([]);
    }
  });

  it("a trace that cannot be read: one UsageError, no zip, no temporary file", async () => {
    const report = join(dir, "report.json");
    const zip = join(dir, "bad.zip");
    const b = { out: zip, reportPath: report, policyText: "{}", root: ROOT, format: "auto" };
    await expect(writeBundle({ ...b, sourcePaths: [`${BASE_TRACES}/nope.json`] })).rejects.toThrow(new UsageError(`--bundle-out: cannot read trace file ${BASE_TRACES}/nope.json: cannot read file (ENOENT)`));
    await expect(writeBundle({ ...b, sourcePaths: ["../x.json"] })).rejects.toThrow(/^--bundle-out: cannot bundle trace file '\.\.\/x\.json': a path that leaves the root/);
    await expect(writeBundle({ ...b, reportPath: join(dir, "none.json"), sourcePaths: [] })).rejects.toThrow(/^--bundle-out \S+bad\.zip: cannot write the zip: ENOENT/);
    mkdirSync(join(dir, "adir.zip"));
    await expect(writeBundle({ ...b, out: join(dir, "adir.zip"), sourcePaths: [] })).rejects.toThrow(/^--bundle-out \S+adir\.zip: cannot write the zip: /);
    expect(readdirSync(dir).filter((f) => f.includes(".tmp-") || f === "bad.zip")).toEqual([]);
    expect(readdirSync(dirname(zip)).filter((f) => f.endsWith(".part"))).toEqual([]);
  });
});
