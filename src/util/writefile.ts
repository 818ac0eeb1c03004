// Writing an output file atomically: a temporary sibling, then a rename, so a reader (or a crash)
// never sees half a report. The one writer the CLI and the action use for every file they produce.
import { closeSync, mkdirSync, openSync, readSync, renameSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { dirname, resolve } from "node:path";

let tmpCounter = 0;

/** Write a file atomically: temp file in the same directory, then rename (mkdir -p first). */
export function writeFileAtomic(path: string, content: string): void {
  const abs = resolve(path);
  mkdirSync(dirname(abs), { recursive: true });
  const tmp = `${abs}.tmp-${process.pid}-${tmpCounter++}`;
  try {
    writeFileSync(tmp, content, "utf8");
    renameSync(tmp, abs);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
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
      writeSync(fd, pending.join(""));
      pending = [];
      size = 0;
    }
    if (pending.length) writeSync(fd, pending.join(""));
  });
}

/**
 * Write a file atomically from a head, the bytes of a side file (null: none) and a tail: the form
 * of every streamed output (the entries go to a side file as they come, the head is known last).
 */
export function writeFileAtomicAround(path: string, head: string, side: string | null, tail: string): void {
  writeAtomically(path, (fd) => {
    writeSync(fd, head);
    if (side !== null) copyFileInto(fd, side);
    writeSync(fd, tail);
  });
}

/** A temporary sibling written by `write`, then renamed into place (removed if anything fails). */
function writeAtomically(path: string, write: (fd: number) => void): void {
  const abs = resolve(path);
  mkdirSync(dirname(abs), { recursive: true });
  const tmp = `${abs}.tmp-${process.pid}-${tmpCounter++}`;
  try {
    const fd = openSync(tmp, "w");
    try {
      write(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, abs);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}

function copyFileInto(fd: number, path: string): void {
  const buf = Buffer.allocUnsafe(1 << 22);
  const inp = openSync(path, "r");
  try {
    let n: number;
    while ((n = readSync(inp, buf, 0, buf.length, null)) > 0) writeSync(fd, buf, 0, n);
  } finally {
    closeSync(inp);
  }
}
