// Output paths checked before any trace is read: a run that cannot write what it was asked to
// write is refused at once (one line, exit 2), not after validating every trace.
import { accessSync, constants, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { truncateText } from "./bound.js";

/**
 * Why `path` cannot be written as a file (or, with `folder`, made a folder), or null: an existing
 * folder where a file goes (or a file where a folder goes), or a nearest existing parent that is
 * not a folder or not writable. Parents that do not exist yet are made when writing.
 */
export function outputPathProblem(path: string, folder = false): string | null {
  const abs = resolve(path);
  const st = statOrNull(abs);
  if (st) {
    if (!folder && st.isDirectory()) return "is a folder";
    if (folder && !st.isDirectory()) return "exists and is not a folder";
    if (!folder) return writable(abs) ? null : "is not writable";
  }
  let up = dirname(abs);
  for (;;) {
    const p = statOrNull(up);
    if (p) {
      if (!p.isDirectory()) return `its parent ${truncateText(up, 200)} is not a folder`;
      return writable(up) ? null : `its folder ${truncateText(up, 200)} is not writable`;
    }
    const next = dirname(up);
    if (next === up) return null;
    up = next;
  }
}

function statOrNull(p: string): ReturnType<typeof statSync> | null {
  try {
    return statSync(p);
  } catch {
    return null;
  }
}

function writable(p: string): boolean {
  try {
    accessSync(p, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}
