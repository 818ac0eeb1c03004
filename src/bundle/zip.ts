// Safe extraction of an untrusted zip (a downloaded artifact, a baseline bundle): no absolute paths, no `..`, no
// symlinks, no duplicate names, no file where a folder must be; caps on the entry count and the total size. The
// whole central directory is read and checked before the first byte is written (an archive refused is refused
// at once, not after thousands of files), including a count that stops short of the records it holds (a
// "count-truncated" archive). The one ratio limit is deflate's own bound (MAX_DEFLATE_RATIO): an entry that
// declares more bytes than its compressed bytes can inflate to is a forged header, refused as such. Below it
// nothing is refused for its ratio: repetitive JSON compresses far better than any other fixed ratio, and the
// total-size cap is what bounds the bytes (and so the time) extraction writes.
import { closeSync, createReadStream, createWriteStream, fstatSync, mkdirSync, openSync, readSync, rmSync, writeSync } from "node:fs";
import { writeFileSliced } from "../util/writefile.js";
import { pipeline } from "node:stream/promises";
import { Transform, type Readable, type TransformCallback } from "node:stream";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { createInflateRaw } from "node:zlib";
import yauzl from "yauzl";
import { crc32 } from "../util/crc32.js";
import { UnsafeZipError, ZipEntries, type ZipEntryInfo } from "../engine/zipentries.js";

export { UnsafeZipError, type ZipEntryInfo };

export interface ZipLimits {
  maxEntries: number;
  /** The most bytes all entries may expand to (the bomb limit). */
  maxTotalBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxEntries: 1000, maxTotalBytes: 100 * 1024 * 1024 };

/**
 * The most bytes one compressed byte of a deflate stream can stand for: a back-reference of 258
 * bytes costs at least two bits (258 × 4 = 1,032). No deflater writes more (a file of one repeated
 * byte compresses to about 1,029:1); an entry that declares a larger ratio has a forged size.
 */
export const MAX_DEFLATE_RATIO = 1032;

/** The problem of an entry whose declared size no deflate stream of its compressed size can reach, else null. */
export function ratioProblem(rel: string, method: number, compressedSize: number, size: number): string | null {
  if (method !== 8 || size <= MAX_DEFLATE_RATIO * Math.max(compressedSize, 1)) return null;
  const ratio = compressedSize > 0 ? Math.floor(size / compressedSize) : Infinity;
  return `entry ${JSON.stringify(rel.slice(0, 100))} declares ${size} bytes from ${compressedSize} compressed (a ratio of ${ratio === Infinity ? "more than any" : `${ratio}:1`}, over the limit of ${MAX_DEFLATE_RATIO}:1 that deflate can reach)`;
}


/** Check one entry name; returns the normalised relative path or throws. */
export function checkEntryName(name: string): string {
  if (name.length === 0 || name.length > 1024) throw new UnsafeZipError("entry with an empty or overlong name");
  if (name.includes("\0")) throw new UnsafeZipError("entry name contains NUL");
  if (name.includes("\\")) throw new UnsafeZipError(`entry name with a backslash: ${JSON.stringify(name.slice(0, 100))}`);
  if (name.startsWith("/") || /^[A-Za-z]:/.test(name) || isAbsolute(name)) throw new UnsafeZipError(`absolute entry path: ${JSON.stringify(name.slice(0, 100))}`);
  const parts = name.split("/");
  if (parts.some((p) => p === "..")) throw new UnsafeZipError(`entry path escapes the archive: ${JSON.stringify(name.slice(0, 100))}`);
  return parts.filter((p) => p !== "" && p !== ".").join("/");
}

function isSymlink(entry: yauzl.Entry): boolean {
  const madeBy = entry.versionMadeBy >> 8;
  const mode = (entry.externalFileAttributes >>> 16) & 0xffff;
  // Unix (3) and macOS (19) store st_mode in the high bytes.
  return (madeBy === 3 || madeBy === 19 || mode !== 0) && (mode & 0o170000) === 0o120000;
}

/** The archive's raw bytes: its length, and the bytes at a position (fewer at its end). */
interface Raw {
  size: number;
  at(pos: number, len: number): Buffer;
}

/**
 * Extract `zip` into `dest` (an existing, empty directory). Returns the extracted relative file
 * paths. Throws UnsafeZipError (or a yauzl error) on anything suspicious; the caller discards `dest`.
 */
export async function extractZipSafely(zip: Buffer, dest: string, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<string[]> {
  const zf = await new Promise<yauzl.ZipFile>((res, rej) => yauzl.fromBuffer(zip, OPEN_OPTIONS, (err, z) => (err ? rej(err) : res(z))));
  return extractOpened(zf, dest, limits, { size: zip.length, at: (pos, len) => zip.subarray(pos, pos + len) });
}

/** `extractZipSafely` of a zip file on disk, read as it is extracted (never whole in memory). */
export async function extractZipFileSafely(path: string, dest: string, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<string[]> {
  const zf = await new Promise<yauzl.ZipFile>((res, rej) => yauzl.open(path, OPEN_OPTIONS, (err, z) => (err ? rej(err) : res(z))));
  let fd: number;
  try {
    fd = openSync(path, "r"); // the count check's own descriptor (yauzl closes its own)
  } catch (e) {
    zf.close();
    throw e;
  }
  try {
    return await extractOpened(zf, dest, limits, windowOn(fd));
  } finally {
    closeSync(fd);
  }
}

const OPEN_OPTIONS = { lazyEntries: true, autoClose: false, decodeStrings: true, validateEntrySizes: true, strictFileNames: true } as const;

/** One file entry to write: the entry and its path under the destination. */
interface Planned {
  entry: yauzl.Entry;
  target: string;
  rel: string;
}

/** The central directory of an opened archive, every check applied (nothing is read but the directory). */
async function checkedDirectory<T = Planned>(zf: yauzl.ZipFile, root: string, limits: ZipLimits, raw: Raw, keep?: (p: Planned) => T): Promise<{ plan: T[]; dirs: string[] }> {
  if (zf.entryCount > limits.maxEntries) throw new UnsafeZipError(`archive has ${zf.entryCount} entries (limit ${limits.maxEntries})`);
  const miscounted = countProblem(raw, zf.entryCount, limits);
  if (miscounted) throw new UnsafeZipError(`${miscounted}: refused before extracting`);
  return readCentralDirectory(zf, root, limits, keep);
}

/** A window of 1 MiB over a file (the central directory is walked record by record). */
function windowOn(fd: number): Raw {
  let win = Buffer.alloc(0);
  let winAt = 0;
  const at = (pos: number, len: number): Buffer => {
    if (pos < winAt || pos + len > winAt + win.length) {
      const buf = Buffer.alloc(Math.max(len, 1 << 20));
      win = buf.subarray(0, readSync(fd, buf, 0, buf.length, pos));
      winAt = pos;
    }
    return win.subarray(pos - winAt, pos - winAt + len);
  };
  return { size: fstatSync(fd).size, at };
}

async function extractOpened(zf: yauzl.ZipFile, dest: string, limits: ZipLimits, raw: Raw): Promise<string[]> {
  try {
    const { plan, dirs } = await checkedDirectory(zf, resolve(dest), limits, raw);
    for (const d of dirs) mkdirSync(d, { recursive: true });
    const written: string[] = [];
    for (const p of plan) {
      mkdirSync(dirname(p.target), { recursive: true });
      await writeEntry(zf, p.entry, p.target);
      written.push(p.rel);
    }
    return written.sort();
  } finally {
    zf.close();
  }
}

/** Every entry of the central directory, checked; nothing is written. */
async function readCentralDirectory<T = Planned>(zf: yauzl.ZipFile, root: string, limits: ZipLimits, keep?: (p: Planned) => T): Promise<{ plan: T[]; dirs: string[] }> {
  // `keep`: what to keep of each file entry (yauzl's entries are large: an index keeps a few numbers)
  const plan: T[] = [];
  const dirs: string[] = [];
  const files = new Set<string>();
  const parents = new Set<string>();
  let total = 0;
  await new Promise<void>((res, rej) => {
    zf.on("error", rej);
    zf.on("end", () => res());
    zf.on("entry", (entry: yauzl.Entry) => {
      try {
        const rel = checkEntryName(entry.fileName);
        if (isSymlink(entry)) throw new UnsafeZipError(`symbolic link in archive: ${JSON.stringify(rel.slice(0, 100))}`);
        if (entry.isEncrypted()) throw new UnsafeZipError("encrypted entry in archive");
        const target = resolve(root, rel);
        const back = relative(root, target);
        if (entry.fileName.endsWith("/")) {
          if (rel !== "") dirs.push(join(root, rel));
        } else {
          if (back === "" || back.startsWith("..") || isAbsolute(back) || back.split(sep).includes("..")) throw new UnsafeZipError("entry path escapes the destination");
          const key = back.split(sep).join("/");
          if (files.has(key)) throw new UnsafeZipError(`duplicate entry: ${JSON.stringify(rel.slice(0, 100))}`);
          if (parents.has(key)) throw new UnsafeZipError(`entry ${JSON.stringify(rel.slice(0, 100))} is both a file and a folder`);
          files.add(key);
          const segs = key.split("/");
          for (let i = 1; i < segs.length; i++) {
            const up = segs.slice(0, i).join("/");
            if (files.has(up)) throw new UnsafeZipError(`entry ${JSON.stringify(up.slice(0, 100))} is both a file and a folder`);
            parents.add(up);
          }
          const ratio = ratioProblem(rel, entry.compressionMethod, entry.compressedSize, entry.uncompressedSize);
          if (ratio) throw new UnsafeZipError(ratio);
          total += entry.uncompressedSize;
          if (total > limits.maxTotalBytes) throw new UnsafeZipError(`archive expands beyond ${limits.maxTotalBytes} bytes`);
          const planned: Planned = { entry, target, rel: key };
          plan.push(keep ? keep(planned) : (planned as T));
        }
        zf.readEntry();
      } catch (e) {
        rej(e instanceof Error ? e : new Error(String(e)));
      }
    });
    zf.readEntry();
  });
  for (const d of dirs) {
    const key = relative(root, d).split(sep).join("/");
    if (files.has(key)) throw new UnsafeZipError(`entry ${JSON.stringify(key.slice(0, 100))} is both a file and a folder`);
  }
  return { plan, dirs };
}

/**
 * The records the central directory really holds, walked from the end record's offset (its zip64
 * form when there is one), checked against the count yauzl goes by: an archive of more than 65,535
 * entries written without zip64 has a count that stopped at 65,535 or wrapped, and the records
 * past it would never be checked. Returns the problem, else null. Reads only the end of the archive
 * and its central directory.
 */
function countProblem(raw: Raw, count: number, limits: ZipLimits): string | null {
  const tailLen = Math.min(raw.size, 22 + 0xffff + 20);
  const tail = raw.at(raw.size - tailLen, tailLen);
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) !== 0x06054b50) continue;
    let pos = tail.readUInt32LE(i + 16);
    if (i >= 20 && tail.readUInt32LE(i - 20) === 0x07064b50) {
      const z64 = raw.at(Number(tail.readBigUInt64LE(i - 20 + 8)), 56);
      if (z64.length === 56 && z64.readUInt32LE(0) === 0x06064b50) pos = Number(z64.readBigUInt64LE(48));
    }
    let records = 0;
    for (;;) {
      const head = raw.at(pos, 46);
      if (head.length < 46 || head.readUInt32LE(0) !== 0x02014b50) break;
      if (++records > limits.maxEntries) return `archive holds more than ${limits.maxEntries} entries (limit ${limits.maxEntries})`;
      pos += 46 + head.readUInt16LE(28) + head.readUInt16LE(30) + head.readUInt16LE(32);
    }
    return records > count ? `archive holds ${records} entries but its end record counts ${count} (a truncated count)` : null;
  }
  return null; // yauzl has already refused an archive without an end record
}

/** Stream one entry into a new file (never over an existing one), no more bytes than it declares. */
function writeEntry(zf: yauzl.ZipFile, entry: yauzl.Entry, target: string): Promise<void> {
  return new Promise<void>((res, rej) => {
    zf.openReadStream(entry, (err, stream) => {
      if (err) return rej(err);
      let fd: number;
      try {
        fd = openSync(target, "wx", 0o600);
      } catch (e) {
        stream.destroy();
        return rej(e instanceof Error ? e : new Error(String(e)));
      }
      let n = 0;
      let failed = false;
      const fail = (e: unknown): void => {
        if (failed) return;
        failed = true;
        stream.destroy();
        closeSync(fd);
        rej(e instanceof Error ? e : new Error(String(e)));
      };
      stream.on("data", (chunk: Buffer) => {
        n += chunk.length;
        if (n > entry.uncompressedSize) return fail(new UnsafeZipError("entry larger than declared"));
        try {
          writeSync(fd, chunk);
        } catch (e) {
          fail(e);
        }
      });
      stream.on("error", fail);
      stream.on("end", () => {
        if (failed) return;
        closeSync(fd);
        res();
      });
    });
  });
}

/**
 * Entries up to this size are extracted in one piece; larger ones (a bundle's report: 26 MB at
 * 10,000 traces) are streamed in 64 KiB pieces, as fast. One piece of tens of MB, allocated and
 * freed, makes glibc's malloc serve every later allocation below that size from its arenas and
 * keep what they free (its mmap threshold follows the largest block freed): the changed-policy gate
 * peaked about 6 MB higher (medians of six runs); pieces under the initial 128 KiB threshold leave
 * it where it is.
 */
const SYNC_EXTRACT_BYTES = 1024 * 1024;
/** The size of the pieces a streamed extraction reads and inflates. */
const EXTRACT_PIECE_BYTES = 64 * 1024;

/**
 * yauzl's reads of the central directory served from an open file through a window of 1 MiB
 * (`windowOn`): yauzl reads each record with reads of its own, which through the thread pool cost
 * a round trip each and even with `readSync` a system call each (a bundle of 10,000 traces: 20,000
 * of them, about 40 ms); the window reads the directory a mebibyte at a time. The callback still
 * comes on a later tick, as yauzl expects; the descriptor belongs to the caller.
 */
class SyncFileReader extends yauzl.RandomAccessReader {
  readonly raw: Raw;
  constructor(private readonly fd: number) {
    super();
    this.raw = windowOn(fd);
  }

  override read(buffer: Buffer, offset: number, length: number, position: number, callback: (err: Error | null) => void): void {
    let err: Error | null = null;
    try {
      const bytes = this.raw.at(position, length);
      if (bytes.length < length) throw new Error("unexpected end of the archive");
      bytes.copy(buffer, offset);
    } catch (e) {
      err = e instanceof Error ? e : new Error(String(e));
    }
    process.nextTick(callback, err);
  }

  override _readStreamForRange(start: number, end: number): Readable {
    return createReadStream("", { fd: this.fd, start, end: end - 1, autoClose: false });
  }

  override close(callback: (err: Error | null) => void): void {
    setImmediate(callback, null);
  }
}

/**
 * A zip opened for reading entries where they are, without extracting the archive: the whole
 * central directory is read and checked first, with every check and limit of the extraction above.
 * Entries are read synchronously (a trace diff reads a few, on demand; engine/zipentries.ts), each
 * bounded by its declared size and checked against its CRC-32. Written by hand because yauzl reads
 * entries only as asynchronous streams, and a bundle's traces are read one at a time, in no fixed order.
 */
export class ZipIndex extends ZipEntries {
  static async open(path: string, limits: ZipLimits): Promise<ZipIndex> {
    let fd: number | null = openSync(path, "r");
    let zf: yauzl.ZipFile | null = null;
    try {
      const size = fstatSync(fd).size;
      const reader = new SyncFileReader(fd);
      zf = await new Promise<yauzl.ZipFile>((res, rej) => yauzl.fromRandomAccessReader(reader, size, OPEN_OPTIONS, (err, z) => (err ? rej(err) : res(z))));
      const root = resolve("/arh-zip-index");
      const { plan } = await checkedDirectory(zf, root, limits, reader.raw, (p): ZipEntryInfo => {
        const e = p.entry;
        if (e.compressionMethod !== 0 && e.compressionMethod !== 8) throw new UnsafeZipError(`entry ${JSON.stringify(p.rel.slice(0, 100))} uses compression method ${e.compressionMethod} (only stored and deflated entries are read)`);
        return { path: p.rel, offset: e.relativeOffsetOfLocalHeader, compressedSize: e.compressedSize, size: e.uncompressedSize, crc32: e.crc32 >>> 0, method: e.compressionMethod };
      });
      const files = new Map<string, ZipEntryInfo>();
      for (const info of plan) files.set(info.path, info);
      const index = new ZipIndex(path, fd, files);
      fd = null;
      return index;
    } finally {
      zf?.close();
      if (fd !== null) closeSync(fd);
    }
  }

  /**
   * Stream the entry at `path` into a new file `dest` (never over an existing one): in chunks, so
   * a large report never sits whole in memory; its declared size and CRC-32 are checked.
   */
  async extractTo(path: string, dest: string): Promise<void> {
    const e = this.files.get(path);
    if (!e) throw new UnsafeZipError(`no entry ${JSON.stringify(path.slice(0, 100))}`);
    if (e.size <= SYNC_EXTRACT_BYTES) {
      writeFileSliced(dest, this.read(path), { flag: "wx", mode: 0o600 });
      return;
    }
    const start = this.dataStart(e);
    const name = JSON.stringify(e.path.slice(0, 100));
    let n = 0;
    let crc = 0;
    const check = new Transform({
      transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
        n += chunk.length;
        if (n > e.size) return done(new UnsafeZipError(`entry ${name}: larger than declared`));
        crc = crc32(chunk, crc);
        done(null, chunk);
      },
    });
    const source = createReadStream(this.path, { start, end: start + e.compressedSize - 1, highWaterMark: EXTRACT_PIECE_BYTES });
    try {
      if (e.compressedSize === 0) {
        if (e.size !== 0) throw new UnsafeZipError(`entry ${name} is cut short`);
        closeSync(openSync(dest, "wx", 0o600));
        source.destroy();
      } else {
        const out = createWriteStream(dest, { flags: "wx", mode: 0o600 });
        if (e.method === 0) await pipeline(source, check, out);
        else await pipeline(source, createInflateRaw({ chunkSize: EXTRACT_PIECE_BYTES }), check, out);
      }
    } catch (err) {
      rmSync(dest, { force: true });
      if (err instanceof UnsafeZipError) throw err;
      const code = (err as NodeJS.ErrnoException).code ?? "";
      throw new UnsafeZipError(`entry ${name}: ${code.startsWith("Z_") ? "not valid deflate data" : err instanceof Error ? err.message : String(err)}`);
    }
    if (n !== e.size) {
      rmSync(dest, { force: true });
      throw new UnsafeZipError(`entry ${name}: ${n} bytes, not the ${e.size} declared`);
    }
    if ((crc >>> 0) !== e.crc32) {
      rmSync(dest, { force: true });
      throw new UnsafeZipError(`entry ${name}: its CRC-32 does not match`);
    }
  }
}
