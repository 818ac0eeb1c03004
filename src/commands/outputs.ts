// The output flags of a command, checked before it reads any trace (src/util/outpath.ts): each path
// writable, and no two outputs on one path (one would overwrite the other, or a folder output
// replace a file written inside it).
import { realpathSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { UsageError } from "../errors.js";
import { outputPathProblem } from "../util/outpath.js";
import { truncateText } from "../util/bound.js";
import { storablePath } from "../bundle/format.js";
import { toUri } from "../engine/pipeline.js";

/** Whether a `--bundle-out` path names a zip (as src/bundle/write.ts reads it). */
const isZipPath = (p: string): boolean => /\.zip$/i.test(p);

/**
 * How an output flag writes its path: a file; a bundle folder (`--bundle-out DIR`: replaced whole
 * when written, so nothing else can be written inside it); a trace-diff folder (`--diff-out DIR`:
 * `index.html` and one `<trace id>.json` per trace, named only once the traces are judged).
 */
export type OutputKind = "file" | "bundle" | "diffs";

/** One output flag: its name (without `--`), its path as given, and how it is written. */
export interface OutputFlag {
  flag: string;
  path: string | undefined;
  kind: OutputKind;
}

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

/**
 * `path` absolute, with its nearest existing parent's links resolved: `./r`, `r` and `link/r`
 * (where `link` is a link to `.`) are one path.
 */
function canonicalPath(path: string): string {
  const abs = resolve(path);
  let up = abs;
  const rest: string[] = [];
  for (;;) {
    try {
      return join(realpathSync(up), ...rest.reverse());
    } catch {
      const next = dirname(up);
      if (next === up) return abs;
      rest.push(basename(up));
      up = next;
    }
  }
}

/** Whether `inner` is below `outer` (both canonical, not the same path). */
const within = (outer: string, inner: string): boolean => {
  const r = relative(outer, inner);
  return r !== "" && r !== ".." && !r.startsWith(`..${sep}`) && !isAbsolute(r);
};

/** Why output `b` cannot be written beside `a` (both given, canonical paths), or null. */
function collision(a: OutputFlag & { abs: string }, b: OutputFlag & { abs: string }): string | null {
  const show = (o: OutputFlag): string => `--${o.flag} ${truncateText(o.path!, 200)}`;
  if (a.abs === b.abs) return `${show(a)} and ${show(b)} are the same path (${truncateText(a.abs, 200)}): one output would overwrite the other; give each its own path`;
  for (const [outer, inner] of [
    [a, b],
    [b, a],
  ] as const) {
    if (outer.kind === "file" && within(outer.abs, inner.abs)) return `${show(inner)} is inside ${show(outer)}, which is written as a file: write it elsewhere`;
    if (outer.kind === "bundle" && within(outer.abs, inner.abs)) return `${show(inner)} is inside ${show(outer)}, a folder the bundle replaces whole: write it elsewhere`;
    if (outer.kind === "diffs" && inner.kind === "file" && dirname(inner.abs) === outer.abs && /^index\.html$|\.json$/i.test(basename(inner.abs))) {
      return `${show(inner)} is inside ${show(outer)}, where the trace diffs are written as index.html and <trace id>.json: write it elsewhere`;
    }
  }
  return null;
}

/** Refuse two output flags on one path (every pair; the flags' order is the message's). */
export function refuseCollisions(outputs: readonly OutputFlag[]): void {
  const given = outputs.filter((o) => o.path !== undefined && o.path !== "").map((o) => ({ ...o, abs: canonicalPath(o.path!) }));
  for (let i = 0; i < given.length; i++) {
    for (let j = i + 1; j < given.length; j++) {
      const why = collision(given[i]!, given[j]!);
      if (why) throw new UsageError(why);
    }
  }
}

const strOf =
  (v: Record<string, unknown>) =>
  (k: string): string | undefined =>
    typeof v[k] === "string" ? (v[k] as string) : undefined;

/** `arh validate`'s output flags (`--bundle-out`: a zip is a file, anything else a folder): no two on one path, each writable. */
export function refuseValidateOutputs(v: Record<string, unknown>): void {
  const str = strOf(v);
  const bundleOut = str("bundle-out");
  const zip = bundleOut !== undefined && isZipPath(bundleOut);
  const files = ["json-out", "md-out", "junit-out", "sarif-out", "partial-out"] as const;
  refuseCollisions([...files.map((flag): OutputFlag => ({ flag, path: str(flag), kind: "file" })), { flag: "bundle-out", path: bundleOut, kind: zip ? "file" : "bundle" }]);
  refuseOutputs({ ...Object.fromEntries(files.map((f) => [f, str(f)])), ...(zip ? { "bundle-out": bundleOut } : {}) }, zip ? {} : { "bundle-out": bundleOut });
}

/** `arh compare`'s output flags: no two on one path, each writable. */
export function refuseCompareOutputs(v: Record<string, unknown>): void {
  const str = strOf(v);
  const files = ["json-out", "md-out", "candidate-json-out"] as const;
  refuseCollisions([...files.map((flag): OutputFlag => ({ flag, path: str(flag), kind: "file" })), { flag: "diff-out", path: str("diff-out"), kind: "diffs" }]);
  refuseOutputs(Object.fromEntries(files.map((f) => [f, str(f)])), { "diff-out": str("diff-out") });
}

/** `arh merge`'s output flags (the report files of `arh validate`): no two on one path, each writable. */
export function refuseReportOutputs(v: Record<string, unknown>): void {
  const str = strOf(v);
  const files = ["json-out", "md-out", "junit-out", "sarif-out"] as const;
  refuseCollisions(files.map((flag): OutputFlag => ({ flag, path: str(flag), kind: "file" })));
  refuseOutputs(Object.fromEntries(files.map((f) => [f, str(f)])));
}

/** A trace file a bundle could not store (its path leaves `root`), refused before validating. */
export function refuseUnstorable(files: readonly string[], root: string): void {
  for (const f of files) {
    const p = toUri(f, root);
    const bad = storablePath(p);
    if (bad) throw new UsageError(`--bundle-out: cannot bundle trace file '${p.slice(0, 200)}': ${bad} (validate from the repository root, or pass --root)`);
  }
}
