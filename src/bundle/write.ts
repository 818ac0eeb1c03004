// Writing a baseline bundle (docs/bundle.md): `arh validate --bundle-out DIR|FILE.zip` and the
// action's baseline artifact. A folder is assembled beside its destination and renamed into place.
// A zip is written straight from the files (src/bundle/zipwrite.ts: entries in a fixed order, a
// fixed date, so the same inputs give the same bytes) to a temporary sibling, then renamed. Each
// trace file is read once: its digest, its CRC-32 and what is written all come from that read.
import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { writeFileSliced } from "../util/writefile.js";
import { dirname, join, resolve } from "node:path";
import { UsageError } from "../errors.js";
import { readRegularFile } from "../util/readfile.js";
import { sha256Of } from "../util/digest.js";
import { writeIndex, type IndexWritten } from "./baseline-index.js";
import { BUNDLE_QUARANTINE_FILE, BUNDLE_VERSION, HISTORY_FILE, INDEX_FILE, MANIFEST_FILE, MEMORY_RESULTS_FILE, POLICY_FILE, REPORT_FILE, TRACES_DIR, storablePath, type BundleManifest, type BundleTrace } from "./format.js";
import { OffThread } from "./offthread.js";
import { ZipWriter } from "./zipwrite.js";

/** Trace files larger than this are not bundled (the pipeline refuses them too). */
const MAX_TRACE_BYTES = 256 * 1024 * 1024;

export interface BundleInput {
  /** A folder, or a file whose name ends in `.zip`. */
  out: string;
  /** The report file, already written. */
  reportPath: string;
  /** The policy file's text, as the run read it. */
  policyText: string;
  /** A quarantine file to carry (the action's push job), else none. */
  quarantinePath?: string | undefined;
  /** The memory results file the run read (`--memory-results`), else none. */
  memoryResultsPath?: string | undefined;
  /** The folder the report's `source_path`s are relative to. */
  root: string;
  /** The report's `source_path`s (any order, repeats allowed). */
  sourcePaths: Iterable<string>;
  /** The `--format` the traces were read with. */
  format: string;
  /** The text of `history.json` (docs/trend.md), else none. */
  history?: string | undefined;
}

/** Whether a `--bundle-out` / `--baseline` path names a zip. */
export const isZipPath = (p: string): boolean => /\.zip$/i.test(p);

let counter = 0;

/** Write the bundle; returns the manifest. Any problem is a UsageError naming the file. */
export async function writeBundle(b: BundleInput): Promise<BundleManifest> {
  const dest = resolve(b.out);
  const zip = isZipPath(dest);
  if (!zip && existsSync(dest)) {
    const st = lstatSync(dest);
    if (!st.isDirectory() || (readdirSync(dest).length > 0 && !existsSync(join(dest, MANIFEST_FILE)))) {
      throw new UsageError(`--bundle-out ${b.out}: exists and is not an empty folder or a bundle`);
    }
  }
  mkdirSync(dirname(dest), { recursive: true });
  return zip ? writeZip(b, dest) : writeFolder(b, dest);
}

/** The report's trace paths, each once, in code-unit order (the manifest's order). */
const tracePaths = (b: BundleInput): string[] => [...new Set(b.sourcePaths)].sort();

/** A trace file's bytes (read once), or the UsageError that stops the bundle. */
function readTrace(b: BundleInput, p: string): Buffer {
  const bad = storablePath(p);
  if (bad) throw new UsageError(`--bundle-out: cannot bundle trace file '${p.slice(0, 200)}': ${bad} (validate from the repository root, or pass --root)`);
  const r = readRegularFile(join(b.root, p), MAX_TRACE_BYTES);
  if (!r.ok) throw new UsageError(`--bundle-out: cannot read trace file ${p.slice(0, 200)}: ${r.reason}`);
  return r.bytes;
}

const traceOf = (p: string, bytes: Buffer): BundleTrace => ({ path: p, bytes: bytes.length, sha256: sha256Of(bytes) });

function manifestOf(b: BundleInput, traces: BundleTrace[], index: IndexWritten): BundleManifest {
  return {
    arh_bundle_version: BUNDLE_VERSION,
    report: REPORT_FILE,
    policy: POLICY_FILE,
    quarantine: b.quarantinePath !== undefined ? BUNDLE_QUARANTINE_FILE : null,
    ...(b.memoryResultsPath !== undefined ? { memory_results: MEMORY_RESULTS_FILE } : {}),
    format: b.format,
    ...(b.history !== undefined ? { history: HISTORY_FILE } : {}),
    index: { path: INDEX_FILE, ...index },
    traces,
  };
}

/**
 * The folder: staged beside `dest`, then renamed into place. The trace files are written on worker
 * threads (src/bundle/offthread.ts) while the main thread reads and hashes the next ones.
 */
async function writeFolder(b: BundleInput, dest: string): Promise<BundleManifest> {
  const stage = `${dest}.tmp-${process.pid}-${counter++}`;
  const pool = new OffThread();
  const failures: unknown[] = []; // of the writes, in the order they failed
  const fail = (e: unknown): void => {
    failures.push(e);
  };
  try {
    mkdirSync(join(stage, TRACES_DIR), { recursive: true });
    copyFileSync(b.reportPath, join(stage, REPORT_FILE));
    const index = indexOf(b.reportPath, join(stage, INDEX_FILE));
    writeFileSliced(join(stage, POLICY_FILE), b.policyText);
    if (b.quarantinePath !== undefined) copyFileSync(b.quarantinePath, join(stage, BUNDLE_QUARANTINE_FILE));
    if (b.memoryResultsPath !== undefined) copyFileSync(b.memoryResultsPath, join(stage, MEMORY_RESULTS_FILE));
    if (b.history !== undefined) writeFileSliced(join(stage, HISTORY_FILE), b.history);
    const traces: BundleTrace[] = [];
    const made = new Set<string>();
    for (const p of tracePaths(b)) {
      const bytes = readTrace(b, p);
      const target = join(stage, TRACES_DIR, p);
      const parent = dirname(target);
      if (!made.has(parent)) {
        mkdirSync(parent, { recursive: true });
        made.add(parent);
      }
      pool.write(target, bytes).catch(fail);
      traces.push(traceOf(p, bytes));
      await pool.room();
      if (failures.length > 0) throw failures[0];
    }
    await pool.drain();
    if (failures.length > 0) throw failures[0];
    const manifest = manifestOf(b, traces, index);
    writeFileSliced(join(stage, MANIFEST_FILE), renderManifest(manifest));
    rmSync(dest, { recursive: true, force: true });
    renameSync(stage, dest);
    return manifest;
  } finally {
    await pool.close(); // before the stage goes: no write lands after
    rmSync(stage, { recursive: true, force: true });
  }
}

/** The index of the report (src/bundle/baseline-index.ts), written to `dest`; a report it cannot read stops the bundle. */
function indexOf(reportPath: string, dest: string): IndexWritten {
  try {
    return writeIndex(reportPath, dest);
  } catch (e) {
    throw new UsageError(`--bundle-out: cannot index the report ${reportPath}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** `bundle.json`: 2-space JSON, one trace per line. */
function renderManifest(m: BundleManifest): string {
  const { traces, ...head } = m;
  const text = JSON.stringify({ ...head, traces: [] }, null, 2);
  if (traces.length === 0) return text + "\n";
  return text.replace('"traces": []', '"traces": [\n' + traces.map((t) => "    " + JSON.stringify(t)).join(",\n") + "\n  ]") + "\n";
}

/** A fixed date for every entry (local time, as zip stores it), so the zip's bytes depend on content only. */
const ZIP_DATE = new Date(2000, 0, 1, 0, 0, 0);

/**
 * The zip, written to a temporary sibling and renamed into place: bundle.json (filled last: it
 * lists the traces' digests), report.json, index.jsonl, policy.json, [quarantine.json], [memory-results.json],
 * [history.json], then traces/<path> in the manifest's order, each file read once.
 */
async function writeZip(b: BundleInput, dest: string): Promise<BundleManifest> {
  const tmp = `${dest}.tmp-${process.pid}-${counter++}`;
  const z = new ZipWriter({ date: ZIP_DATE, mode: 0o100644, scratchPath: `${tmp}.part` });
  try {
    const head = z.reserve(MANIFEST_FILE);
    await z.addFile(REPORT_FILE, b.reportPath);
    const index = indexOf(b.reportPath, `${tmp}.index`);
    try {
      await z.addFile(INDEX_FILE, `${tmp}.index`);
    } finally {
      rmSync(`${tmp}.index`, { force: true });
    }
    await z.add(POLICY_FILE, Buffer.from(b.policyText, "utf8"));
    if (b.quarantinePath !== undefined) await z.addFile(BUNDLE_QUARANTINE_FILE, b.quarantinePath);
    if (b.memoryResultsPath !== undefined) await z.addFile(MEMORY_RESULTS_FILE, b.memoryResultsPath);
    if (b.history !== undefined) await z.add(HISTORY_FILE, Buffer.from(b.history, "utf8"));
    const traces: BundleTrace[] = [];
    for (const p of tracePaths(b)) {
      const bytes = readTrace(b, p);
      traces.push(traceOf(p, bytes));
      await z.add(`${TRACES_DIR}/${p}`, bytes);
    }
    const manifest = manifestOf(b, traces, index);
    await z.fill(head, Buffer.from(renderManifest(manifest), "utf8"));
    await z.finish(tmp);
    renameSync(tmp, dest);
    return manifest;
  } catch (e) {
    rmSync(tmp, { force: true });
    if (e instanceof UsageError) throw e;
    throw new UsageError(`--bundle-out ${dest}: cannot write the zip: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    await z.close();
  }
}
