// Reading an input file without ever blocking on it: a named pipe (FIFO), socket or device named as
// a trace, policy or baseline would block `open` or `read` forever. The type is checked before the
// open, the open is non-blocking, and the type is checked again on the descriptor (the path may
// have been swapped between the two).
import { closeSync, constants, fstatSync, openSync, readFileSync, statSync, type Stats } from "node:fs";

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

/** Read a regular file of at most `maxBytes` bytes; never blocks on a FIFO or device. */
export function readRegularFile(path: string, maxBytes: number): ReadResult {
  try {
    const pre = statSync(path);
    if (!pre.isFile()) return { ok: false, reason: describe(pre) };
    const fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    try {
      const st = fstatSync(fd);
      if (!st.isFile()) return { ok: false, reason: describe(st) };
      if (st.size > maxBytes) {
        return { ok: false, reason: `file is ${(st.size / 1048576).toFixed(1)} MiB, larger than the ${maxBytes / 1048576} MiB limit`, code: "EFBIG" };
      }
      return { ok: true, bytes: readFileSync(fd) };
    } finally {
      closeSync(fd);
    }
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? "";
    return { ok: false, reason: `cannot read file${code ? ` (${code})` : ""}`, code };
  }
}
