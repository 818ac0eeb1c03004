// The output flags of a command, checked before it reads any trace (src/util/outpath.ts).
import { UsageError } from "../errors.js";
import { outputPathProblem } from "../util/outpath.js";

/** Refuse the first output flag whose path cannot be written: `files` as files, `folders` as folders. */
export function refuseOutputs(files: Record<string, string | undefined>, folders: Record<string, string | undefined> = {}): void {
  for (const [flag, path] of Object.entries(files)) check(flag, path, false);
  for (const [flag, path] of Object.entries(folders)) check(flag, path, true);
}

function check(flag: string, path: string | undefined, folder: boolean): void {
  if (path === undefined || path === "") return;
  const why = outputPathProblem(path, folder);
  if (why) throw new UsageError(`--${flag} ${path.slice(0, 200)}: ${why}`);
}
