// Which files a shard validates (`arh validate --shard i/N`). A file belongs to shard
// `1 + (h mod N)`, where `h` is the first 48 bits of the SHA-256 of its repository-relative path
// (the report's `source_path`: `/`-separated, relative to `--root` or the current directory). The
// hash depends on the path alone, so every machine splits a tree the same way, whatever the order
// or the number of files it sees; shards are disjoint and cover every file by construction.
import { createHash } from "node:crypto";
import { UsageError } from "../errors.js";

/** A GitHub matrix has at most 256 jobs; this leaves room and bounds what a merge must track. */
export const MAX_SHARDS = 1000;

export interface Shard {
  /** 1-based, as in `--shard 1/3`. */
  index: number;
  total: number;
}

/** Parse `i/N` (1 ≤ i ≤ N ≤ MAX_SHARDS); anything else is a usage error saying what is expected. */
export function parseShard(v: string, flag = "--shard"): Shard {
  const m = /^(\d{1,6})\/(\d{1,6})$/.exec(v);
  const shown = v.length > 40 ? v.slice(0, 40) + "…" : v;
  if (!m) throw new UsageError(`${flag} must be i/N (for example 2/5), got '${shown}'`);
  const index = Number(m[1]);
  const total = Number(m[2]);
  if (total < 1 || total > MAX_SHARDS) throw new UsageError(`${flag} ${shown}: the total N must be from 1 to ${MAX_SHARDS}`);
  if (index < 1 || index > total) throw new UsageError(`${flag} ${shown}: the index i must be from 1 to ${total}`);
  return { index, total };
}

/** The shard (1-based) a repository-relative path belongs to, out of `total`. */
export function shardOf(path: string, total: number): number {
  const d = createHash("sha256").update(path, "utf8").digest();
  return 1 + (d.readUIntBE(0, 6) % total);
}

/** The files of `shard`, in their input order; `uriOf` gives a file's repository-relative path. */
export function selectShard<T>(files: readonly T[], uriOf: (f: T) => string, shard: Shard): T[] {
  if (shard.total === 1) return files.slice();
  return files.filter((f) => shardOf(uriOf(f), shard.total) === shard.index);
}
