// The entries of a zip read where they are, from records its checked central directory gave
// (src/bundle/zip.ts `ZipIndex` reads and checks the directory, with every check and limit of the
// safe extractor, and builds on this): each entry read synchronously, bounded by its declared
// size and checked against its CRC-32. Here, below the bundle reader, so that the file pipeline
// (engine/source.ts) and its worker threads read a bundle's traces from the archive themselves.
import { closeSync, openSync, readSync } from "node:fs";
import { inflateRawSync } from "node:zlib";
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
    let bytes: Buffer;
    if (e.method === 0) bytes = packed;
    else {
      try {
        bytes = inflateRawSync(packed, { maxOutputLength: Math.max(1, e.size) });
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        throw new UnsafeZipError(`entry ${JSON.stringify(e.path.slice(0, 100))}: ${code === "ERR_BUFFER_TOO_LARGE" ? "larger than declared" : "not valid deflate data"}`);
      }
    }
    if (bytes.length !== e.size) throw new UnsafeZipError(`entry ${JSON.stringify(e.path.slice(0, 100))}: ${bytes.length} bytes, not the ${e.size} declared`);
    if (crc32(bytes) !== e.crc32) throw new UnsafeZipError(`entry ${JSON.stringify(e.path.slice(0, 100))}: its CRC-32 does not match`);
    return bytes;
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}
