// Writing an output file atomically: a temporary sibling, then a rename, so a reader (or a crash)
// never sees half a report. The one writer the CLI and the action use for every file they produce.
import { closeSync, mkdirSync, openSync, readSync, renameSync, rmSync, writeSync } from "node:fs";
import { dirname, resolve } from "node:path";

let tmpCounter = 0;

/**
 * The most one `write` call is given. One write of several megabytes now and then stalls in the
 * kernel for 0.1-0.2 s (measured on the bench machine, 2 vCPU: a single 4 or 26 MB write took
 * 5-8 ms or 60-200 ms from run to run); the same bytes a megabyte at a time never did.
 */
export const WRITE_SLICE = 1 << 20;

/** UTF-16 units whose UTF-8 is at most `WRITE_SLICE` bytes (3 bytes a unit at most). */
const TEXT_SLICE = Math.floor(WRITE_SLICE / 3);

/**
 * Write all of `data` at the file's current position, at most `WRITE_SLICE` bytes per call. Text
 * is written a slice at a time as text (Node encodes it into memory of its own, freed at once): a
 * Buffer made of each megabyte would be garbage held until a collection, hundreds of megabytes of
 * it in a large streamed comparison.
 */
export function writeAllSync(fd: number, data: Uint8Array | string): void {
  if (typeof data !== "string") {
    writeBytes(fd, data);
    return;
  }
  for (let at = 0; at < data.length; ) {
    let end = Math.min(data.length, at + TEXT_SLICE);
    // never between the two halves of a surrogate pair (each half alone would be written as U+FFFD)
    const last = data.charCodeAt(end - 1);
    if (end < data.length && last >= 0xd800 && last <= 0xdbff) end--;
    const piece = at === 0 && end === data.length ? data : data.slice(at, end);
    const n = writeSync(fd, piece);
    // a short write (rare on a regular file): the rest of the piece's bytes
    if (n !== Buffer.byteLength(piece)) writeBytes(fd, Buffer.from(piece).subarray(n));
    at = end;
  }
}

function writeBytes(fd: number, b: Uint8Array): void {
  for (let off = 0; off < b.length; ) off += writeSync(fd, b, off, Math.min(WRITE_SLICE, b.length - off));
}

/** Write a file (created or truncated; `wx`: only a new one) as `writeFileSync` does, in slices (`WRITE_SLICE`). */
export function writeFileSliced(path: string, data: Uint8Array | string, o: { flag?: "w" | "wx"; mode?: number } = {}): void {
  writeThrough(path, o.flag ?? "w", o.mode ?? 0o666, (fd) => writeAllSync(fd, data));
}

/** Open `path`, let `write` write to it, close it (also when `write` throws). */
function writeThrough(path: string, flag: "w" | "wx", mode: number, write: (fd: number) => void): void {
  const fd = openSync(path, flag, mode);
  try {
    write(fd);
  } finally {
    closeSync(fd);
  }
}

/** Write a file atomically: temp file in the same directory, then rename (mkdir -p first). */
export function writeFileAtomic(path: string, content: string): void {
  writeAtomically(path, (fd) => writeAllSync(fd, content));
}

/** Write a file atomically from pieces of text, a megabyte at a time (never the whole text at once). */
export function writeFileAtomicParts(path: string, parts: Iterable<string>): void {
  writeAtomically(path, (fd) => {
    let pending: string[] = [];
    let size = 0;
    for (const p of parts) {
      pending.push(p);
      size += p.length;
      if (size < 1 << 20) continue;
      writeAllSync(fd, pending.join(""));
      pending = [];
      size = 0;
    }
    if (pending.length) writeAllSync(fd, pending.join(""));
  });
}

/**
 * Write a file atomically from a head, the bytes of a side file (null: none) and a tail: the form
 * of every streamed output (the entries go to a side file as they come, the head is known last).
 */
export function writeFileAtomicAround(path: string, head: string, side: string | null, tail: string): void {
  writeAtomically(path, (fd) => {
    writeAllSync(fd, head);
    if (side !== null) copyFileInto(fd, side);
    writeAllSync(fd, tail);
  });
}

/** A temporary sibling written by `write`, then renamed into place (removed if anything fails). */
function writeAtomically(path: string, write: (fd: number) => void): void {
  const abs = resolve(path);
  mkdirSync(dirname(abs), { recursive: true });
  const tmp = `${abs}.tmp-${process.pid}-${tmpCounter++}`;
  try {
    writeThrough(tmp, "w", 0o666, write);
    renameSync(tmp, abs);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}

function copyFileInto(fd: number, path: string): void {
  const buf = Buffer.allocUnsafe(WRITE_SLICE);
  const inp = openSync(path, "r");
  try {
    let n: number;
    while ((n = readSync(inp, buf, 0, buf.length, null)) > 0) writeAllSync(fd, buf.subarray(0, n));
  } finally {
    closeSync(inp);
  }
}
