// Reading an input file without ever blocking on it: a named pipe (FIFO), socket or device named as
// a trace, policy or baseline would block `open` or `read` forever. The type is checked before the
// open, the open is non-blocking (and never makes a terminal the controlling one), and the type is
// checked again on the descriptor (the path may have been swapped between the two). A file a
// directory walk has just seen as a regular file skips the first check: only the descriptor's
// counts then, and a path swapped for a FIFO or device in between is still refused, unread.
import { closeSync, constants, fstatSync, openSync, readSync, statSync, type Stats } from "node:fs";

/** A file's size, or 0 when it cannot be read (the reading that follows says why). */
export function sizeOrZero(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

/** What a non-regular file is, for messages ("a named pipe (FIFO)"). */
export function fileKind(st: Stats): string {
  if (st.isDirectory()) return "a directory";
  if (st.isFIFO()) return "a named pipe (FIFO)";
  if (st.isSocket()) return "a socket";
  if (st.isCharacterDevice() || st.isBlockDevice()) return "a device";
  if (st.isSymbolicLink()) return "a symbolic link";
  return "not a regular file";
}

export type ReadResult = { ok: true; bytes: Buffer } | { ok: false; reason: string; code?: string };

const describe = (st: Stats): string => `not a regular file: ${fileKind(st)}`;

/** How trace files are opened: never blocking on a FIFO or a device, never becoming a controlling terminal. */
export const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);

/**
 * Read a regular file of at most `maxBytes` bytes; never blocks on a FIFO or device. `seenRegular`:
 * a directory walk has just read the path's type as a regular file (no `stat` before the open).
 */
export function readRegularFile(path: string, maxBytes: number, seenRegular = false): ReadResult {
  try {
    if (!seenRegular) {
      const pre = statSync(path);
      if (!pre.isFile()) return { ok: false, reason: describe(pre) };
    }
    const fd = openSync(path, OPEN_FLAGS);
    try {
      const st = fstatSync(fd);
      if (!st.isFile()) return { ok: false, reason: describe(st) };
      if (st.size > maxBytes) {
        return { ok: false, reason: `file is ${(st.size / 1048576).toFixed(1)} MiB, larger than the ${maxBytes / 1048576} MiB limit`, code: "EFBIG" };
      }
      const bytes = readAll(fd, st.size, maxBytes);
      if (bytes === null) return { ok: false, reason: `file is larger than the ${maxBytes / 1048576} MiB limit`, code: "EFBIG" };
      return { ok: true, bytes };
    } finally {
      closeSync(fd);
    }
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? "";
    return { ok: false, reason: `cannot read file${code ? ` (${code})` : ""}`, code };
  }
}

/**
 * The bytes of an open regular file whose size `fstat` gave: read into a buffer of that size (no
 * second `fstat`, as `readFileSync` would make). Like `readFileSync`, a file that grew since is
 * read up to that size, and one whose size reads 0 (some virtual file systems) is read to its end,
 * here in chunks and refused (null) past `maxBytes`.
 */
function readAll(fd: number, size: number, maxBytes: number): Buffer | null {
  if (size > 0) {
    const buf = Buffer.allocUnsafe(size);
    let used = 0;
    while (used < size) {
      const n = readSync(fd, buf, used, size - used, null);
      if (n === 0) break;
      used += n;
    }
    return used === size ? buf : buf.subarray(0, used);
  }
  const parts: Buffer[] = [];
  let total = 0;
  for (;;) {
    const chunk = Buffer.allocUnsafe(65536);
    const n = readSync(fd, chunk, 0, chunk.length, null);
    if (n === 0) break;
    total += n;
    if (total > maxBytes) return null;
    parts.push(n === chunk.length ? chunk : chunk.subarray(0, n));
  }
  return Buffer.concat(parts, total);
}
