// The zip writer of baseline bundles (src/bundle/write.ts, docs/bundle.md). Bundles used to be
// written with yazl's `addFile`; this writer writes exactly the bytes that path wrote for the same
// entries (test/bundle/zipwrite.test.ts compares them), so a bundle's bytes still depend on its
// content only. It exists for speed: yazl computes every entry's CRC-32 in JavaScript and deflates
// one entry after another on one stream, which made `--bundle-out x.zip` cost several times the
// validation it records. Here the CRC-32 is Node's native `zlib.crc32` (a table fallback on Node 20
// releases before 20.15), and several entries are deflated at once, off the main thread, while the
// main thread reads and hashes the next files. The deflating runs on worker threads, in batches
// (src/bundle/offthread.ts): one asynchronous `zlib.deflateRaw` per entry on libuv's thread pool
// costs about 0.1 ms of thread hand-offs a call, more than deflating a typical 15 KB trace, and
// measured slower than deflating everything on the main thread on a two-core machine. Without
// workers (a small zip, or workers that cannot start) entries are deflated on the main thread: the
// bytes are the same either way.
//
// Layout, as yazl's `addFile` writes it: per entry a local header (general-purpose flags 0x0808:
// UTF-8 name, sizes and CRC in a data descriptor; CRC and sizes 0; no extra field), the raw
// deflate data (zlib's default level 6, whole-buffer deflate gives the same bytes as yazl's chunked
// stream), then a data descriptor with its signature (16 bytes, 24 when the entry needs zip64).
// Then the central directory: version made by 0x033f (Unix, spec 6.3), version needed 20 (45 with
// zip64), the same flags, an Info-ZIP "UT" extra field with the modification time, the zip64
// extra field (sizes and offset, 28 bytes) when the entry needs it, external attributes `mode << 16`.
// Then the end records: zip64 end record and locator only when there are 65,535 entries or more, or
// the central directory's size or offset reaches 0xffffffff. An entry needs zip64 when a size or
// its header's offset is above 0xfffffffe.
//
// The first entries can be reserved and filled last (a bundle's manifest lists the digests of the
// trace files after it). Compressed data waits in memory up to a cap, beyond it in a scratch file
// beside the output; the zip is written out by `finish`. Memory stays bounded: the input being
// deflated is bounded (src/bundle/offthread.ts), a file over STREAM_FROM_BYTES (a large report) is
// deflated as a stream of pieces, and the compressed data held in memory is capped.
import { crc32 } from "../util/crc32.js";
import { closeSync, fstatSync, openSync, readSync, rmSync, writeSync } from "node:fs";
import * as zlib from "node:zlib";
import { once } from "node:events";
import { DEFLATE_LEVEL, OffThread } from "./offthread.js";

/** Compressed data kept in memory before it goes to the scratch file. */
const DEFAULT_MEMORY_CAP = 32 * 1024 * 1024;
/** `addFile`: a larger file is deflated as a stream, read in pieces of STREAM_PIECE bytes. */
const STREAM_FROM_BYTES = 64 * 1024 * 1024;
const STREAM_PIECE = 1024 * 1024;
/** Read back from the scratch file in pieces of this size. */
const SCRATCH_CHUNK = 1024 * 1024;

export { crc32, crc32InJs as crc32Table } from "../util/crc32.js";

/** Fill `into` from the file's current position; the bytes read (fewer at the end of the file). */
function readInto(fd: number, into: Buffer): number {
  let done = 0;
  while (done < into.length) {
    const n = readSync(fd, into, done, into.length - done, null);
    if (n === 0) break;
    done += n;
  }
  return done;
}

/** DOS date and time of a Date in local time, clamped to 1980..2107 (as yazl encodes it). */
function dosDateTime(d: Date): { date: number; time: number } {
  const min = new Date(1980, 0, 1);
  const max = new Date(2107, 11, 31, 23, 59, 58);
  const t = d < min ? min : d > max ? max : d;
  return {
    date: (t.getDate() & 0x1f) | (((t.getMonth() + 1) & 0xf) << 5) | (((t.getFullYear() - 1980) & 0x7f) << 9),
    time: Math.floor(t.getSeconds() / 2) | ((t.getMinutes() & 0x3f) << 5) | ((t.getHours() & 0x1f) << 11),
  };
}

function writeUInt64LE(b: Buffer, n: number, at: number): void {
  b.writeUInt32LE(n % 0x100000000, at);
  b.writeUInt32LE(Math.floor(n / 0x100000000), at + 4);
}

const FLAGS = (1 << 11) | (1 << 3); // UTF-8 name; CRC and sizes in the data descriptor
const METHOD_DEFLATE = 8;
const VERSION_MADE_BY = (3 << 8) | 63;
const VERSION_NEEDED = 20;
const VERSION_NEEDED_ZIP64 = 45;

/** A piece of an entry's deflated data: in memory, or `len` bytes at `at` in the scratch file. */
interface Chunk {
  mem: Buffer | null;
  at: number;
  len: number;
}

interface Entry {
  name: Buffer;
  /** Set when the data is known. */
  crc: number;
  size: number;
  /** -1 until deflated. */
  csize: number;
  /** The deflated data, in order (one chunk, or several for a file deflated as a stream). */
  chunks: Chunk[];
  /** Of the local header, set by `finish`. */
  offset: number;
  reserved: boolean;
}

const entry = (name: string, reserved: boolean): Entry => ({ name: entryName(name), crc: 0, size: 0, csize: -1, chunks: [], offset: 0, reserved });

export interface ZipWriterOptions {
  /** The modification time of every entry. */
  date: Date;
  /** The Unix mode of every entry (0o100644: a regular file). */
  mode: number;
  /** A scratch file for compressed data beyond the memory cap (removed by `close`). */
  scratchPath: string;
  /** Compressed bytes kept in memory (tests: 0 sends everything to the scratch file). */
  memoryCap?: number;
  /** Worker threads: 0 deflates on the main thread; default as src/bundle/offthread.ts. */
  workers?: number;
  /** Workers start once this many input bytes were added (default 4 MiB: a small zip starts none). */
  workersFromBytes?: number;
  /** Bytes as if already written before the zip (tests reach the zip64 thresholds without writing 4 GiB). */
  startOffset?: number;
  /** `addFile` deflates a file larger than this as a stream (default 64 MiB). */
  streamFromBytes?: number;
}

/** A zip of deflated entries in the order they are added (`reserve` keeps a place to fill later). */
export class ZipWriter {
  private readonly entries: Entry[] = [];
  private readonly dos: { date: number; time: number };
  private readonly mtime: number;
  private readonly attributes: number;
  private readonly memoryCap: number;
  private readonly streamFrom: number;
  private readonly pool: OffThread;
  private memoryBytes = 0;
  private scratchFd: number | null = null;
  private scratchEnd = 0;
  private failure: unknown = null;

  constructor(private readonly o: ZipWriterOptions) {
    if ((o.mode & 0xffff) !== o.mode) throw new Error(`invalid mode ${o.mode}`);
    this.dos = dosDateTime(o.date);
    this.mtime = Math.min(0x7fffffff, Math.max(-0x80000000, Math.floor(o.date.getTime() / 1000)));
    this.attributes = (o.mode << 16) >>> 0;
    this.memoryCap = o.memoryCap ?? DEFAULT_MEMORY_CAP;
    this.streamFrom = o.streamFromBytes ?? STREAM_FROM_BYTES;
    this.pool = new OffThread({ ...(o.workers !== undefined ? { workers: o.workers } : {}), ...(o.workersFromBytes !== undefined ? { startFromBytes: o.workersFromBytes } : {}) });
  }

  /** Keep the next entry's place; its data comes with `fill`. Returns its number. */
  reserve(name: string): number {
    this.entries.push(entry(name, true));
    return this.entries.length - 1;
  }

  /** Add an entry; resolves when more may be added (the data being deflated is bounded). */
  async add(name: string, data: Buffer): Promise<void> {
    const e = entry(name, false);
    this.entries.push(e);
    await this.queue(e, data);
  }

  /**
   * Add a file's content. Up to STREAM_FROM_BYTES it is read whole and added as `add` does; a
   * larger one (a large report) is read in pieces and deflated as a stream (the same bytes), so
   * that memory stays bounded. Resolves when the file is read and deflated.
   */
  async addFile(name: string, path: string): Promise<void> {
    const fd = openSync(path, "r");
    try {
      const size = fstatSync(fd).size;
      if (size <= this.streamFrom) {
        const whole = Buffer.allocUnsafe(size);
        const n = readInto(fd, whole);
        await this.add(name, n === size ? whole : whole.subarray(0, n));
        return;
      }
      const e = entry(name, false);
      this.entries.push(e);
      await this.deflateStream(e, fd);
    } finally {
      closeSync(fd);
    }
  }

  /** The data of a reserved entry. */
  async fill(index: number, data: Buffer): Promise<void> {
    const e = this.entries[index];
    if (!e?.reserved) throw new Error(`zip entry ${index} is not reserved`);
    e.reserved = false;
    await this.queue(e, data);
  }

  /** Write the zip to `path` (created or truncated). Every reserved entry must be filled. */
  async finish(path: string): Promise<void> {
    await this.pool.drain();
    this.check();
    for (const e of this.entries) if (e.reserved || e.csize < 0) throw new Error(`zip entry ${e.name.toString()} has no data`);
    const out = new Output(openSync(path, "w"), this.o.startOffset ?? 0);
    try {
      const chunk = Buffer.allocUnsafe(SCRATCH_CHUNK);
      for (const e of this.entries) {
        e.offset = out.cursor;
        out.write(this.localHeader(e));
        for (const c of e.chunks) {
          if (c.mem !== null) out.write(c.mem);
          else for (let done = 0; done < c.len; ) done += out.write(this.readScratch(chunk, c.at + done, Math.min(chunk.length, c.len - done)));
        }
        out.write(this.dataDescriptor(e));
        e.chunks = [];
      }
      const cdStart = out.cursor;
      for (const e of this.entries) out.write(this.centralRecord(e));
      out.write(this.endRecords(cdStart, out.cursor));
      out.flush();
    } finally {
      closeSync(out.fd);
    }
  }

  /** Stop the workers and remove the scratch file (after `finish`, or after an error). */
  async close(): Promise<void> {
    this.failure ??= new Error("the zip writer is closed");
    await this.pool.close();
    if (this.scratchFd !== null) {
      closeSync(this.scratchFd);
      this.scratchFd = null;
    }
    rmSync(this.o.scratchPath, { force: true });
  }

  private async queue(e: Entry, data: Buffer): Promise<void> {
    this.check();
    e.crc = crc32(data);
    e.size = data.length;
    this.pool.deflate(data).then(
      (c) => {
        try {
          this.store(e, c);
        } catch (err) {
          this.failure ??= err;
        }
      },
      (err: unknown) => {
        this.failure ??= err;
      },
    );
    await this.pool.room();
    this.check();
  }

  /** Keep an entry's deflated data: in memory up to the cap, then in the scratch file. */
  private store(e: Entry, c: Buffer): void {
    this.keep(e, c);
    e.csize = c.length;
  }

  /** Keep the next piece of an entry's deflated data. */
  private keep(e: Entry, c: Buffer): void {
    if (this.memoryBytes + c.length <= this.memoryCap) {
      e.chunks.push({ mem: c, at: 0, len: c.length });
      this.memoryBytes += c.length;
      return;
    }
    this.scratchFd ??= openSync(this.o.scratchPath, "w+");
    for (let done = 0; done < c.length; ) done += writeSync(this.scratchFd, c, done, c.length - done, this.scratchEnd + done);
    e.chunks.push({ mem: null, at: this.scratchEnd, len: c.length });
    this.scratchEnd += c.length;
  }

  /** An entry deflated as a stream from `fd` (on libuv's thread pool: the workers may be busy with earlier entries). */
  private async deflateStream(e: Entry, fd: number): Promise<void> {
    const z = zlib.createDeflateRaw({ level: DEFLATE_LEVEL });
    let csize = 0;
    let failed: unknown = null;
    z.on("data", (c: Buffer) => {
      try {
        this.keep(e, c);
        csize += c.length;
      } catch (err) {
        failed ??= err;
      }
    });
    const ended = new Promise<void>((res, rej) => {
      z.on("end", res);
      z.on("error", rej);
    });
    ended.catch(() => {}); // awaited below; an error before then is not an unhandled rejection
    let crc = 0;
    let size = 0;
    for (;;) {
      const piece = Buffer.allocUnsafe(STREAM_PIECE);
      const n = readInto(fd, piece);
      if (n === 0) break;
      const data = n === piece.length ? piece : piece.subarray(0, n);
      crc = crc32(data, crc);
      size += n;
      // events.once takes its listeners off again (one "error" listener per wait would pile up on a
      // large entry: Node's MaxListenersExceededWarning on the user's stderr)
      if (!z.write(data)) await once(z, "drain");
      if (failed !== null) break;
    }
    z.end();
    await ended;
    if (failed !== null) throw failed;
    e.crc = crc;
    e.size = size;
    e.csize = csize;
  }

  private readScratch(into: Buffer, at: number, n: number): Buffer {
    let done = 0;
    while (done < n) {
      const r = readSync(this.scratchFd!, into, done, n - done, at + done);
      if (r === 0) throw new Error("the zip's scratch file is shorter than written");
      done += r;
    }
    return into.subarray(0, n);
  }

  private check(): void {
    if (this.failure !== null) throw this.failure;
  }

  private zip64(e: Entry): boolean {
    return e.size > 0xfffffffe || e.csize > 0xfffffffe || e.offset > 0xfffffffe;
  }

  private localHeader(e: Entry): Buffer {
    const h = Buffer.alloc(30 + e.name.length);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(VERSION_NEEDED, 4);
    h.writeUInt16LE(FLAGS, 6);
    h.writeUInt16LE(METHOD_DEFLATE, 8);
    h.writeUInt16LE(this.dos.time, 10);
    h.writeUInt16LE(this.dos.date, 12);
    // CRC-32 and both sizes: 0 here, in the data descriptor
    h.writeUInt16LE(e.name.length, 26);
    h.writeUInt16LE(0, 28);
    e.name.copy(h, 30);
    return h;
  }

  private dataDescriptor(e: Entry): Buffer {
    const z = this.zip64(e);
    const d = Buffer.alloc(z ? 24 : 16);
    d.writeUInt32LE(0x08074b50, 0);
    d.writeUInt32LE(e.crc, 4);
    if (z) {
      writeUInt64LE(d, e.csize, 8);
      writeUInt64LE(d, e.size, 16);
    } else {
      d.writeUInt32LE(e.csize, 8);
      d.writeUInt32LE(e.size, 12);
    }
    return d;
  }

  private centralRecord(e: Entry): Buffer {
    const z = this.zip64(e);
    const extra = 9 + (z ? 28 : 0);
    const r = Buffer.alloc(46 + e.name.length + extra);
    r.writeUInt32LE(0x02014b50, 0);
    r.writeUInt16LE(VERSION_MADE_BY, 4);
    r.writeUInt16LE(z ? VERSION_NEEDED_ZIP64 : VERSION_NEEDED, 6);
    r.writeUInt16LE(FLAGS, 8);
    r.writeUInt16LE(METHOD_DEFLATE, 10);
    r.writeUInt16LE(this.dos.time, 12);
    r.writeUInt16LE(this.dos.date, 14);
    r.writeUInt32LE(e.crc, 16);
    r.writeUInt32LE(z ? 0xffffffff : e.csize, 20);
    r.writeUInt32LE(z ? 0xffffffff : e.size, 24);
    r.writeUInt16LE(e.name.length, 28);
    r.writeUInt16LE(extra, 30);
    // comment length, disk number, internal attributes: 0
    r.writeUInt32LE(this.attributes, 38);
    r.writeUInt32LE(z ? 0xffffffff : e.offset, 42);
    let at = 46 + e.name.copy(r, 46);
    // Info-ZIP "UT": the modification time (flags: mtime and atime, as Info-ZIP; no atime here)
    r.writeUInt16LE(0x5455, at);
    r.writeUInt16LE(5, at + 2);
    r.writeUInt8(3, at + 4);
    r.writeInt32LE(this.mtime, at + 5);
    at += 9;
    if (z) {
      r.writeUInt16LE(0x0001, at);
      r.writeUInt16LE(24, at + 2);
      writeUInt64LE(r, e.size, at + 4);
      writeUInt64LE(r, e.csize, at + 12);
      writeUInt64LE(r, e.offset, at + 20);
    }
    return r;
  }

  private endRecords(cdStart: number, cdEnd: number): Buffer {
    const count = this.entries.length;
    const cdSize = cdEnd - cdStart;
    const zip64 = count >= 0xffff || cdSize >= 0xffffffff || cdStart >= 0xffffffff;
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(Math.min(count, 0xffff), 8);
    end.writeUInt16LE(Math.min(count, 0xffff), 10);
    end.writeUInt32LE(Math.min(cdSize, 0xffffffff), 12);
    end.writeUInt32LE(Math.min(cdStart, 0xffffffff), 16);
    if (!zip64) return end;
    const rec = Buffer.alloc(56);
    rec.writeUInt32LE(0x06064b50, 0);
    writeUInt64LE(rec, 56 - 12, 4);
    rec.writeUInt16LE(VERSION_MADE_BY, 12);
    rec.writeUInt16LE(VERSION_NEEDED_ZIP64, 14);
    writeUInt64LE(rec, count, 24);
    writeUInt64LE(rec, count, 32);
    writeUInt64LE(rec, cdSize, 40);
    writeUInt64LE(rec, cdStart, 48);
    const loc = Buffer.alloc(20);
    loc.writeUInt32LE(0x07064b50, 0);
    writeUInt64LE(loc, cdEnd, 8);
    loc.writeUInt32LE(1, 16);
    return Buffer.concat([rec, loc, end]);
  }
}

function entryName(name: string): Buffer {
  const b = Buffer.from(name, "utf8");
  if (b.length === 0 || b.length > 0xffff) throw new Error(`zip entry name of ${b.length} bytes`);
  return b;
}

/** Sequential writes to a file through a 1 MiB buffer; `cursor` counts from the start offset. */
class Output {
  private readonly buf = Buffer.allocUnsafe(1024 * 1024);
  private used = 0;
  private written = 0;

  constructor(
    readonly fd: number,
    private readonly base: number,
  ) {}

  get cursor(): number {
    return this.base + this.written + this.used;
  }

  /** Returns the bytes taken. */
  write(b: Buffer): number {
    if (b.length >= this.buf.length / 2 || this.used + b.length > this.buf.length) this.flush();
    if (b.length >= this.buf.length / 2) this.writeAll(b);
    else this.used += b.copy(this.buf, this.used);
    return b.length;
  }

  flush(): void {
    if (this.used > 0) this.writeAll(this.buf.subarray(0, this.used));
    this.used = 0;
  }

  private writeAll(b: Buffer): void {
    for (let done = 0; done < b.length; ) done += writeSync(this.fd, b, done, b.length - done);
    this.written += b.length;
  }
}
