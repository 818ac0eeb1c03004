// Trace files that are entries of a zip (a baseline bundle's traces, src/bundle/read.ts), judged
// where they are: the pipeline reads each file's bytes through the archive instead of the file
// system, never extracting it. The files keep the paths they would have if extracted (`dir/<p>`
// for the entry `prefix + p`), so report entries (source paths, URIs, locations) are the same as
// when judged from the extracted folder. Worker threads open the archive themselves, by its path
// and the entries' records src/bundle/zip.ts `ZipIndex` checked (engine/zipentries.ts).
import { sep } from "node:path";
import { ZipEntries, type ZipEntryInfo } from "./zipentries.js";
import type { ReadResult } from "../util/readfile.js";

/** Where the trace files of a run are when they are entries of a zip (plain data: a worker gets it as is). */
export interface ZipTraceSource {
  /** The archive's path. */
  zip: string;
  /** The records of the entries the files are (from the checked central directory). */
  entries: ZipEntryInfo[];
  /** The folder the files' paths are under, as if extracted (it need not exist). */
  dir: string;
  /** What the entries' paths start with before the file's path under `dir` (`traces/`). */
  prefix: string;
}

/**
 * A file of the source could not be read (the archive changed or broke since it was checked): the
 * run stops with this message, as extracting the archive did, rather than judge the file unread.
 */
export class SourceReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SourceReadError";
  }
}

/** An open source: a file's bytes as the file system reader gives them (src/util/readfile.ts). */
export interface OpenSource {
  /** `{ok: false}` for what the file reader also refuses (a file too large); throws a SourceReadError else. */
  read(file: string, maxBytes: number): ReadResult;
  close(): void;
}

export function openZipSource(s: ZipTraceSource): OpenSource {
  let zip: ZipEntries;
  try {
    zip = ZipEntries.fromEntries(s.zip, s.entries);
  } catch (err) {
    throw new SourceReadError(`unsafe or unreadable zip: ${err instanceof Error ? err.message : String(err)}`);
  }
  const under = s.dir.endsWith(sep) ? s.dir : s.dir + sep;
  return {
    read(file: string, maxBytes: number): ReadResult {
      const rest = file.startsWith(under) ? file.slice(under.length) : null;
      const name = rest === null ? null : s.prefix + (sep === "/" ? rest : rest.split(sep).join("/"));
      const e = name === null ? undefined : zip.files.get(name);
      if (name === null || !e) throw new SourceReadError(`unsafe or unreadable zip: no entry for ${JSON.stringify(file.slice(0, 200))}`);
      // as the file reader words it (src/util/readfile.ts), without inflating what is refused
      if (e.size > maxBytes) return { ok: false, reason: `file is ${(e.size / 1048576).toFixed(1)} MiB, larger than the ${maxBytes / 1048576} MiB limit`, code: "EFBIG" };
      try {
        return { ok: true, bytes: zip.read(name) };
      } catch (err) {
        throw new SourceReadError(`unsafe or unreadable zip: ${err instanceof Error ? err.message : String(err)}`);
      }
    },
    close: () => zip.close(),
  };
}
