// Writing a baseline bundle (docs/bundle.md): `arh validate --bundle-out DIR|FILE.zip` and the
// action's baseline artifact. The folder is assembled beside its destination and renamed into
// place; a zip is that folder's files, written with yazl (entries in a fixed order, a fixed date),
// so the same inputs give the same bytes.
import { copyFileSync, createWriteStream, existsSync, lstatSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import yazl from "yazl";
import { UsageError } from "../errors.js";
import { readRegularFile } from "../util/readfile.js";
import { sha256Of } from "../util/digest.js";
import { BUNDLE_QUARANTINE_FILE, BUNDLE_VERSION, HISTORY_FILE, MANIFEST_FILE, MEMORY_RESULTS_FILE, POLICY_FILE, REPORT_FILE, TRACES_DIR, storablePath, type BundleManifest, type BundleTrace } from "./format.js";

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
  const stage = `${dest}.tmp-${process.pid}-${counter++}`;
  try {
    const manifest = stageBundle(stage, b);
    if (zip) await zipFolder(stage, manifest, dest);
    else {
      rmSync(dest, { recursive: true, force: true });
      renameSync(stage, dest);
    }
    return manifest;
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

/** The bundle's files in `stage`. */
function stageBundle(stage: string, b: BundleInput): BundleManifest {
  mkdirSync(join(stage, TRACES_DIR), { recursive: true });
  copyFileSync(b.reportPath, join(stage, REPORT_FILE));
  writeFileSync(join(stage, POLICY_FILE), b.policyText);
  if (b.quarantinePath !== undefined) copyFileSync(b.quarantinePath, join(stage, BUNDLE_QUARANTINE_FILE));
  if (b.memoryResultsPath !== undefined) copyFileSync(b.memoryResultsPath, join(stage, MEMORY_RESULTS_FILE));
  if (b.history !== undefined) writeFileSync(join(stage, HISTORY_FILE), b.history);
  const traces: BundleTrace[] = [];
  const made = new Set<string>();
  const paths = [...new Set(b.sourcePaths)].sort();
  for (const p of paths) {
    const bad = storablePath(p);
    if (bad) throw new UsageError(`--bundle-out: cannot bundle trace file '${p.slice(0, 200)}': ${bad} (validate from the repository root, or pass --root)`);
    const r = readRegularFile(join(b.root, p), MAX_TRACE_BYTES);
    if (!r.ok) throw new UsageError(`--bundle-out: cannot read trace file ${p.slice(0, 200)}: ${r.reason}`);
    const target = join(stage, TRACES_DIR, p);
    const parent = dirname(target);
    if (!made.has(parent)) {
      mkdirSync(parent, { recursive: true });
      made.add(parent);
    }
    writeFileSync(target, r.bytes);
    traces.push({ path: p, bytes: r.bytes.length, sha256: sha256Of(r.bytes) });
  }
  const manifest: BundleManifest = {
    arh_bundle_version: BUNDLE_VERSION,
    report: REPORT_FILE,
    policy: POLICY_FILE,
    quarantine: b.quarantinePath !== undefined ? BUNDLE_QUARANTINE_FILE : null,
    ...(b.memoryResultsPath !== undefined ? { memory_results: MEMORY_RESULTS_FILE } : {}),
    format: b.format,
    ...(b.history !== undefined ? { history: HISTORY_FILE } : {}),
    traces,
  };
  writeFileSync(join(stage, MANIFEST_FILE), renderManifest(manifest));
  return manifest;
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

/** Zip the staged folder into `dest` (a temporary sibling, then a rename). */
async function zipFolder(stage: string, m: BundleManifest, dest: string): Promise<void> {
  const z = new yazl.ZipFile();
  const opts = { mtime: ZIP_DATE, mode: 0o100644, compress: true };
  for (const f of [MANIFEST_FILE, REPORT_FILE, POLICY_FILE, ...(m.quarantine ? [m.quarantine] : []), ...(m.memory_results ? [m.memory_results] : []), ...(m.history ? [m.history] : [])]) z.addFile(join(stage, f), f, opts);
  for (const t of m.traces) z.addFile(join(stage, TRACES_DIR, t.path), `${TRACES_DIR}/${t.path}`, opts);
  z.end();
  const tmp = `${dest}.tmp-${process.pid}-${counter++}`;
  try {
    await new Promise<void>((res, rej) => {
      const out = createWriteStream(tmp);
      z.outputStream.on("error", rej);
      out.on("error", rej);
      out.on("close", () => res());
      z.outputStream.pipe(out);
    });
    renameSync(tmp, dest);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw new UsageError(`--bundle-out ${dest}: cannot write the zip: ${e instanceof Error ? e.message : String(e)}`);
  }
}
