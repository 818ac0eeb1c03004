// The action across a matrix (docs/shards.md): each matrix job uploads its shard's partial report
// as the artifact `arh-shard-<i>-of-<N>`; the merge job lists this run's artifacts, downloads each
// zip (byte-capped, extracted by src/github/zip.ts), merges the partials with src/shard/merge.ts
// and gates once. A shard that is missing, duplicated or from another run's policy or commit is a
// reason that fails the gate: never a verdict over part of the traces.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import type { Report, TraceReport } from "../types.js";
import { mergePartials, openPartials, withFastScan } from "../shard/merge.js";
import type { ArtifactDownloader } from "./artifact.js";
import type { Log } from "./log.js";
import { extractZipSafely } from "./zip.js";

/** The partial report's name in output-dir and in the shard artifact. */
export const PARTIAL_FILE = "partial.json";

/** A shard artifact's largest zip; a partial of 100,000 traces is well below. */
export const MAX_SHARD_ARTIFACT_BYTES = 1024 * 1024 * 1024;

export function shardArtifactName(index: number, total: number): string {
  return `arh-shard-${index}-of-${total}`;
}

/** Names that look like a shard artifact, any case, any digits; the canonical one is shardArtifactName's. */
const SHARD_LIKE = /^arh-shard-(\d{1,12})-of-(\d{1,12})$/i;

/**
 * A shard artifact's index and total, or null for any other artifact. `canonical` is false for
 * every other spelling of the same numbers (`arh-shard-01-of-2`, `ARH-shard-1-of-2`): a merge
 * refuses those, since a second artifact naming shard 1 must never stand in for the real one.
 */
export function parseShardArtifactName(name: string): { index: number; total: number; canonical: boolean } | null {
  const m = SHARD_LIKE.exec(name);
  if (!m) return null;
  const index = Number(m[1]);
  const total = Number(m[2]);
  return { index, total, canonical: name === shardArtifactName(index, total) };
}

/** Every artifact that spells a shard's name another way, named (the first 20), else null. */
function aliasProblem(listed: readonly { name: string; id: number }[]): string | null {
  const bad: string[] = [];
  for (const a of listed) {
    const s = parseShardArtifactName(a.name);
    if (s && !s.canonical) bad.push(`'${a.name}' (id ${a.id}) for '${shardArtifactName(s.index, s.total)}'`);
  }
  if (bad.length === 0) return null;
  const shown = bad.slice(0, 20).join(", ") + (bad.length > 20 ? `, and ${bad.length - 20} more` : "");
  const what = bad.length === 1 ? "1 artifact is" : `${bad.length} artifacts are`;
  return `merge: ${what} not a shard artifact's spelling (no leading zeros, lower case), so refused rather than read as a shard: ${shown}`;
}

export type MergeOutcome = { ok: true; report: Report } | { ok: false; reason: string };

export async function mergeShardArtifacts(downloader: ArtifactDownloader | null, total: number, tempRoot: string, log: Log): Promise<MergeOutcome> {
  const fail = (reason: string): MergeOutcome => ({ ok: false, reason });
  if (!downloader) return fail("merge: this run's artifacts cannot be read here (no artifact service)");
  let listed;
  try {
    listed = await downloader.list();
  } catch (e) {
    return fail(`merge: this run's artifacts could not be listed: ${e instanceof Error ? e.message : String(e)}`);
  }
  const aliases = aliasProblem(listed);
  if (aliases) return fail(aliases);
  const byIndex = new Map<number, (typeof listed)[number]>();
  for (const a of listed) {
    const s = parseShardArtifactName(a.name);
    if (s === null) continue;
    const label = `'${a.name}' (id ${a.id})`;
    if (s.total !== total) return fail(`merge: artifact ${label} is a shard of a matrix of another size than ${total} (input 'merge')`);
    if (s.index < 1 || s.index > total) return fail(`merge: artifact ${label} names shard ${s.index}, outside 1..${total}`);
    const twin = byIndex.get(s.index);
    if (twin) return fail(`merge: artifacts '${twin.name}' (id ${twin.id}) and ${label} are both shard ${s.index} of ${total}`);
    byIndex.set(s.index, a);
  }
  const missing: number[] = [];
  for (let i = 1; i <= total; i++) if (!byIndex.has(i)) missing.push(i);
  if (missing.length) {
    const shown = missing.slice(0, 10).map((i) => `'${shardArtifactName(i, total)}'`).join(", ") + (missing.length > 10 ? `, and ${missing.length - 10} more` : "");
    return fail(
      `merge: ${missing.length === 1 ? `shard ${missing[0]} of ${total} is` : `${missing.length} of ${total} shards are`} missing: no artifact ${shown} in this run (did a matrix job fail before uploading, or the merge job run without 'needs:' on the matrix?)`,
    );
  }
  mkdirSync(tempRoot || tmpdir(), { recursive: true });
  const work = mkdtempSync(join(tempRoot || tmpdir(), "arh-shards-"));
  try {
    const paths: string[] = [];
    for (let i = 1; i <= total; i++) {
      const a = byIndex.get(i)!;
      if (a.size > MAX_SHARD_ARTIFACT_BYTES) return fail(`merge: artifact '${a.name}' is ${a.size} bytes, more than the ${MAX_SHARD_ARTIFACT_BYTES} a shard may have`);
      const zipDir = join(work, `zip-${i}`);
      const dir = join(work, `shard-${i}`);
      mkdirSync(zipDir);
      let files: string[];
      try {
        const zip = await downloader.download(a, zipDir);
        if (zip.length > MAX_SHARD_ARTIFACT_BYTES) return fail(`merge: artifact '${a.name}' is larger than ${MAX_SHARD_ARTIFACT_BYTES} bytes`);
        files = await extractZipSafely(zip, dir, { maxEntries: 10, maxTotalBytes: 4 * MAX_SHARD_ARTIFACT_BYTES });
      } catch (e) {
        return fail(`merge: artifact '${a.name}' could not be read: ${e instanceof Error ? e.message : String(e)}`);
      }
      if (!files.includes(PARTIAL_FILE)) return fail(`merge: artifact '${a.name}' holds no ${PARTIAL_FILE}`);
      paths.push(join(dir, PARTIAL_FILE));
      log.debug(`shard ${i} of ${total}: artifact ${a.id}`);
    }
    let entries: TraceReport[] = [];
    let report: Report;
    try {
      report = withFastScan((fast) => {
        entries = [];
        const cursors = openPartials(paths, total, fast);
        try {
          return mergePartials(cursors, (e) => entries.push(e));
        } finally {
          for (const c of cursors) c.close();
        }
      });
    } catch (e) {
      // The partials' own paths are temporary: name the artifacts instead.
      let msg = e instanceof Error ? e.message : String(e);
      for (let i = 1; i <= total; i++) msg = msg.split(paths[i - 1]!).join(`artifact '${shardArtifactName(i, total)}'`);
      return fail(`merge: ${msg}`);
    }
    report.reports = entries;
    return { ok: true, report };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
