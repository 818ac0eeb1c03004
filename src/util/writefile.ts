// Writing an output file atomically: a temporary sibling, then a rename, so a reader (or a crash)
// never sees half a report. The one writer the CLI and the action use for every file they produce.
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
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
