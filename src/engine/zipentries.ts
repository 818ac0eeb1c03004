// The entries of a zip read where they are, from records its checked central directory gave
// (src/bundle/zip.ts `ZipIndex` reads and checks the directory, with every check and limit of the
// safe extractor, and builds on this): each entry read synchronously, bounded by its declared
// size and checked against its CRC-32. Here, below the bundle reader, so that the file pipeline
// (engine/source.ts) and its worker threads read a bundle's traces from the archive themselves.
import { closeSync, openSync, readSync } from "node:fs";
import { inflateSync } from "fflate";
import { crc32 } from "../util/crc32.js";

export class UnsafeZipError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnsafeZipError";
  }
}

/** Where an entry's bytes are in the archive, as its central directory record says. */
export interface ZipEntryInfo {
  /** Its path, normalised as extraction would write it. */
  path: string;
  offset: number;
  compressedSize: number;
  size: number;
  crc32: number;
  method: number;
}

/** Entries of an archive already checked, open for reading. */
export class ZipEntries {
  protected constructor(
    readonly path: string,
    private fd: number | null,
    /** The files (not folders), by normalised path, in the archive's order. */
    readonly files: ReadonlyMap<string, ZipEntryInfo>,
  ) {}

  /**
   * The buffer entries inflate into, reused and grown to the largest entry read (its declared size
   * plus one byte, so that a stream longer than declared shows), dropped on `close`.
   */
  private scratch = new Uint8Array(0);

  /** Entries already checked (a worker's copy of `ZipIndex.files`), open for reading. */
  static fromEntries(path: string, files: readonly ZipEntryInfo[]): ZipEntries {
    return new ZipEntries(path, openSync(path, "r"), new Map(files.map((f) => [f.path, f])));
  }

  /** Where an entry's data starts (after its local header), checked. */
  protected dataStart(e: ZipEntryInfo): number {
    const head = Buffer.alloc(30);
    if (readSync(this.descriptor(), head, 0, 30, e.offset) !== 30 || head.readUInt32LE(0) !== 0x04034b50) throw new UnsafeZipError(`entry ${JSON.stringify(e.path.slice(0, 100))}: no local file header where the central directory says`);
    return e.offset + 30 + head.readUInt16LE(26) + head.readUInt16LE(28);
  }

  private descriptor(): number {
    if (this.fd === null) throw new Error("the zip was closed");
    return this.fd;
  }

  /** The bytes of the entry at `path` (a file of `files`): its declared size, its CRC-32, or an UnsafeZipError. */
  read(path: string): Buffer {
    const e = this.files.get(path);
    if (!e) throw new UnsafeZipError(`no entry ${JSON.stringify(path.slice(0, 100))}`);
    return this.readEntry(e);
  }

  /** The bytes of entry `e` (a record of this archive's checked directory), as `read` gives them. */
  readEntry(e: ZipEntryInfo): Buffer {
    const start = this.dataStart(e);
    const packed = Buffer.allocUnsafe(e.compressedSize);
    if (readSync(this.descriptor(), packed, 0, packed.length, start) !== packed.length) throw new UnsafeZipError(`entry ${JSON.stringify(e.path.slice(0, 100))} is cut short`);
    const bytes = e.method === 0 ? packed : this.inflate(e, packed);
    if (bytes.length !== e.size) throw new UnsafeZipError(`entry ${JSON.stringify(e.path.slice(0, 100))}: ${bytes.length} bytes, not the ${e.size} declared`);
    if (crc32(bytes) !== e.crc32) throw new UnsafeZipError(`entry ${JSON.stringify(e.path.slice(0, 100))}: its CRC-32 does not match`);
    return bytes;
  }

  /**
   * Entry `e`'s raw deflate data inflated into an exact-sized buffer. fflate rather than
   * `zlib.inflateRawSync`: Node's synchronous zlib makes a zlib engine and its output buffers per
   * call and closes the engine afterwards, which on Node 24 leaves memory held per entry of a bundle
   * of thousands; fflate inflates into the one `scratch` buffer this reader keeps. Its declared size
   * is bounded by the central directory's checks (entry count, total size, deflate's ratio), so the
   * scratch buffer is too; a stream that inflates to more than declared fills the extra byte (fflate
   * stops writing at the buffer's end, or refuses a stored block that does not fit) and is refused.
   */
  private inflate(e: ZipEntryInfo, packed: Buffer): Buffer {
    const name = JSON.stringify(e.path.slice(0, 100));
    // fflate gives back its output buffer for empty input where zlib refuses it
    if (packed.length === 0) throw new UnsafeZipError(`entry ${name}: not valid deflate data`);
    const want = e.size + 1;
    if (this.scratch.length < want) this.scratch = new Uint8Array(Math.max(want, Math.min(2 * this.scratch.length, 2 * want), 65536));
    let out: Uint8Array;
    try {
      out = inflateSync(packed, { out: this.scratch.subarray(0, want) });
    } catch (err) {
      throw new UnsafeZipError(`entry ${name}: ${err instanceof RangeError ? "larger than declared" : "not valid deflate data"}`);
    }
    if (out.length > e.size) throw new UnsafeZipError(`entry ${name}: larger than declared`);
    const bytes = Buffer.allocUnsafe(out.length);
    bytes.set(out);
    return bytes;
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
    this.scratch = new Uint8Array(0);
  }
}
