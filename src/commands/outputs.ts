// The output flags of a command, checked before it reads any trace (src/util/outpath.ts).
import { UsageError } from "../errors.js";
import { outputPathProblem } from "../util/outpath.js";
import { storablePath } from "../bundle/format.js";
import { toUri } from "../engine/pipeline.js";

/** Whether a `--bundle-out` path names a zip (as src/bundle/write.ts reads it). */
const isZipPath = (p: string): boolean => /\.zip$/i.test(p);

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

/** `arh validate`'s output flags (`--bundle-out`: a zip is a file, anything else a folder). */
export function refuseValidateOutputs(v: Record<string, unknown>): void {
  const str = (k: string): string | undefined => (typeof v[k] === "string" ? (v[k] as string) : undefined);
  const bundleOut = str("bundle-out");
  const zip = bundleOut !== undefined && isZipPath(bundleOut);
  refuseOutputs({ "json-out": str("json-out"), "md-out": str("md-out"), "junit-out": str("junit-out"), "sarif-out": str("sarif-out"), "partial-out": str("partial-out"), ...(zip ? { "bundle-out": bundleOut } : {}) }, zip ? {} : { "bundle-out": bundleOut });
}

/** A trace file a bundle could not store (its path leaves `root`), refused before validating. */
export function refuseUnstorable(files: readonly string[], root: string): void {
  for (const f of files) {
    const p = toUri(f, root);
    const bad = storablePath(p);
    if (bad) throw new UsageError(`--bundle-out: cannot bundle trace file '${p.slice(0, 200)}': ${bad} (validate from the repository root, or pass --root)`);
  }
}
