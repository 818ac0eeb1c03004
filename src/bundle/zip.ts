// Safe extraction of an untrusted zip (a downloaded artifact, a baseline bundle): no absolute paths, no `..`, no
// symlinks, no duplicate names; caps on entry count, total size and compression ratio.
import { mkdirSync, openSync, writeSync, closeSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import yauzl from "yauzl";

export interface ZipLimits {
  maxEntries: number;
  maxTotalBytes: number;
  /** Largest uncompressed/compressed ratio of one entry (zip bombs). */
  maxRatio: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxEntries: 1000, maxTotalBytes: 100 * 1024 * 1024, maxRatio: 200 };

export class UnsafeZipError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnsafeZipError";
  }
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

/**
 * Extract `zip` into `dest` (an existing, empty directory). Returns the extracted relative file
 * paths. Throws UnsafeZipError (or a yauzl error) on anything suspicious; the caller discards `dest`.
 */
export async function extractZipSafely(zip: Buffer, dest: string, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<string[]> {
  const zf = await new Promise<yauzl.ZipFile>((res, rej) => yauzl.fromBuffer(zip, OPEN_OPTIONS, (err, z) => (err ? rej(err) : res(z))));
  return extractOpened(zf, dest, limits);
}

/** `extractZipSafely` of a zip file on disk, read as it is extracted (never whole in memory). */
export async function extractZipFileSafely(path: string, dest: string, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<string[]> {
  const zf = await new Promise<yauzl.ZipFile>((res, rej) => yauzl.open(path, OPEN_OPTIONS, (err, z) => (err ? rej(err) : res(z))));
  return extractOpened(zf, dest, limits);
}

const OPEN_OPTIONS = { lazyEntries: true, decodeStrings: true, validateEntrySizes: true, strictFileNames: true } as const;

async function extractOpened(zf: yauzl.ZipFile, dest: string, limits: ZipLimits): Promise<string[]> {
  const root = resolve(dest);
  if (zf.entryCount > limits.maxEntries) {
    zf.close();
    throw new UnsafeZipError(`archive has ${zf.entryCount} entries (limit ${limits.maxEntries})`);
  }
  const written: string[] = [];
  const seen = new Set<string>();
  let total = 0;
  return new Promise<string[]>((res, rej) => {
    let settled = false;
    const fail = (e: unknown) => {
      if (settled) return;
      settled = true;
      try {
        zf.close();
      } catch {
        /* already closed */
      }
      rej(e instanceof Error ? e : new Error(String(e)));
    };
    zf.on("error", fail);
    zf.on("end", () => {
      if (!settled) {
        settled = true;
        res(written.sort());
      }
    });
    zf.on("entry", (entry: yauzl.Entry) => {
      try {
        const rel = checkEntryName(entry.fileName);
        if (isSymlink(entry)) throw new UnsafeZipError(`symbolic link in archive: ${JSON.stringify(rel.slice(0, 100))}`);
        if (entry.isEncrypted()) throw new UnsafeZipError("encrypted entry in archive");
        if (entry.fileName.endsWith("/")) {
          if (rel !== "") mkdirSync(join(root, rel), { recursive: true });
          zf.readEntry();
          return;
        }
        const target = resolve(root, rel);
        const back = relative(root, target);
        if (back === "" || back.startsWith("..") || isAbsolute(back) || back.split(sep).includes("..")) throw new UnsafeZipError("entry path escapes the destination");
        if (seen.has(back)) throw new UnsafeZipError(`duplicate entry: ${JSON.stringify(rel.slice(0, 100))}`);
        seen.add(back);
        total += entry.uncompressedSize;
        if (total > limits.maxTotalBytes) throw new UnsafeZipError(`archive expands beyond ${limits.maxTotalBytes} bytes`);
        if (entry.uncompressedSize > 1024 && entry.uncompressedSize > limits.maxRatio * Math.max(1, entry.compressedSize)) {
          throw new UnsafeZipError(`suspicious compression ratio for ${JSON.stringify(rel.slice(0, 100))}`);
        }
        mkdirSync(dirname(target), { recursive: true });
        zf.openReadStream(entry, (err, stream) => {
          if (err) return fail(err);
          let fd: number;
          try {
            fd = openSync(target, "wx", 0o600);
          } catch (e) {
            return fail(e);
          }
          let n = 0;
          stream.on("data", (chunk: Buffer) => {
            n += chunk.length;
            if (n > entry.uncompressedSize) {
              stream.destroy();
              return fail(new UnsafeZipError("entry larger than declared"));
            }
            try {
              writeSync(fd, chunk);
            } catch (e) {
              stream.destroy();
              fail(e);
            }
          });
          stream.on("error", (e) => {
            closeSync(fd);
            fail(e);
          });
          stream.on("end", () => {
            closeSync(fd);
            written.push(back.split(sep).join("/"));
            if (!settled) zf.readEntry();
          });
        });
      } catch (e) {
        fail(e);
      }
    });
    zf.readEntry();
  });
}
