// Reading a baseline (docs/bundle.md): a bare report file as ever, or a bundle (a folder, or a zip
// read where it is: its central directory checked with the safe extractor's checks and limits, its
// small files extracted, its traces read from the archive when needed). A bundle is checked whole
// before use: its manifest, its report, its policy (parsed, and matching the report's digest), its
// quarantine, every trace file against the manifest (none missing, none extra, the same bytes) and
// the manifest against the report. The trace files' bytes are checked last, on a worker thread
// when there are many (src/bundle/verify.ts): `checked()` is awaited before the bundle is used.
// Any problem is one UsageError naming the bundle and what is wrong.
import { lstatSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { UsageError } from "../errors.js";
import { FORMATS, type Format } from "../adapters/index.js";
import { loadReportFile, schemaProblem } from "../compare/load.js";
import { formatProblem } from "../compare/digests.js";
import { JsonScanner } from "../jsonstream/scanner.js";
import { policyFromText, readPolicyText } from "../policy/parse.js";
import type { Policy } from "../policy/model.js";
import { readQuarantineFile } from "../files/quarantine.js";
import type { Quarantine } from "../scenarios/quarantine.js";
import type { Report } from "../types.js";
import { readRegularFile, sizeOrZero } from "../util/readfile.js";
import { policyDigestOf, sha256Of } from "../util/digest.js";
import { truncateText } from "../util/bound.js";
import { ZipIndex } from "./zip.js";
import { packTraces, packedEntry, packedPaths, startTraceCheck, type TraceStore } from "./verify.js";
import { ZipEntries } from "../engine/zipentries.js";
import type { TraceBytes } from "./details.js";
import type { ZipTraceSource } from "../engine/source.js";
import { isZipPath } from "./write.js";
import { IndexDisagrees, checkReport, readIndex, type IndexRead } from "./baseline-index.js";
import { neutralizeWorkflowCommands } from "../util/escape.js";
import {
  BUNDLE_QUARANTINE_FILE,
  BUNDLE_VERSION,
  BUNDLE_ZIP_LIMITS,
  MANIFEST_FILE,
  MAX_MANIFEST_BYTES,
  MEMORY_RESULTS_FILE,
  HISTORY_FILE,
  INDEX_FILE,
  POLICY_FILE,
  REPORT_FILE,
  TRACES_DIR,
  storablePath,
  type BundleIndexRef,
  type BundleManifest,
  type BundleTrace,
} from "./format.js";

export interface Bundle {
  /** How the bundle was named (messages). */
  name: string;
  /** The bundle's folder (for a zip, the folder its files other than the traces were extracted into). */
  dir: string;
  report: Report;
  policyText: string;
  policy: Policy;
  quarantine: Quarantine | null;
  /** The recorded memory results memory traces were judged with, else null. */
  memoryResults: string | null;
  format: Format;
  /** A trace file's bytes by its report path (the before side of trace diffs), or null. */
  traceBytes: TraceBytes;
  /**
   * The trace files, for judging them again: the folder their report paths are relative to, their
   * absolute paths in code-unit order, and for a zip the archive they are read from where they are
   * (engine/source.ts: the paths are those they would have if extracted; nothing is written).
   */
  traceFiles(): { tracesDir: string; files: string[]; source: ZipTraceSource | null };
  /**
   * Start checking the trace files against the manifest (on a worker thread when there are many),
   * if not started: a caller that defers the check starts it when its own work begins (the gate:
   * after what opening read is collected, so the worker's start does not add to that peak).
   */
  startCheck(): void;
  /** Resolves once every trace file is checked against the manifest (starting the check if need be); rejects with the bundle's one-line problem. */
  checked(): Promise<void>;
  /** Remove what reading made (the extracted files of a zip) and stop a check still running. */
  cleanup(): void;
}

export type BaselineSource = { kind: "report"; report: Report; path: string } | { kind: "bundle"; bundle: Bundle };

const show = (s: string): string => truncateText(s, 200);

/** A problem of bundle `name`, as the one line the shells print. */
export function bundleError(name: string, what: string): UsageError {
  return new UsageError(`baseline bundle ${show(name)}: ${what}`);
}

/**
 * The baseline named by `--baseline` (or the action's baseline path): a folder or a `.zip` is a
 * bundle, anything else a bare report (read as ever: `label` names it in messages). A bundle's
 * trace files are checked before it is returned, unless `deferTraceCheck` (the caller starts the
 * check with `startCheck()` and awaits `checked()` itself, doing other work meanwhile: the check
 * runs on a worker thread).
 */
export async function readBaselineSource(path: string, label: string, tempRoot?: string, opts: { deferTraceCheck?: boolean } & OpenOptions = {}): Promise<BaselineSource> {
  let dir = false;
  try {
    dir = statSync(path).isDirectory();
  } catch {
    // not there: the report reader says so
  }
  if (!dir && !isZipPath(path)) return { kind: "report", report: loadReportFile(path, label), path };
  const bundle = dir ? openBundleDir(path, path, opts) : await openBundleZip(path, path, tempRoot, opts);
  if (!opts.deferTraceCheck) {
    try {
      await bundle.checked();
    } catch (e) {
      bundle.cleanup();
      throw e;
    }
  }
  return { kind: "bundle", bundle };
}

/**
 * The files of a bundle zip besides its traces and its report, extracted to be read as a bundle
 * folder's are. The report is extracted only when it is read: when the index cannot stand for it
 * (absent, damaged) or the streamed comparison reads it from its file (`lazyReportAbove`).
 */
const ROOT_FILES = [MANIFEST_FILE, INDEX_FILE, POLICY_FILE, BUNDLE_QUARANTINE_FILE, MEMORY_RESULTS_FILE, HISTORY_FILE];

/**
 * A bundle zip, read where it is: the central directory checked (the bundle limits), the files
 * other than traces extracted into a fresh temporary folder, the traces left in the archive.
 */
export async function openBundleZip(path: string, name: string, tempRoot?: string, opts: OpenOptions = {}): Promise<Bundle> {
  const st = (() => {
    try {
      return statSync(path);
    } catch {
      return null;
    }
  })();
  if (!st) throw bundleError(name, "file not found");
  if (!st.isFile()) throw bundleError(name, "not a regular file");
  const unsafe = (e: unknown): UsageError => (e instanceof UsageError ? e : bundleError(name, `unsafe or unreadable zip: ${e instanceof Error ? e.message : String(e)}`));
  let opened: ZipIndex;
  try {
    opened = await ZipIndex.open(path, BUNDLE_ZIP_LIMITS);
  } catch (e) {
    throw unsafe(e);
  }
  let index: ZipIndex | null = opened;
  const dir = mkdtempSync(join(tempRoot ?? tmpdir(), "arh-bundle-"));
  const drop = (): void => {
    index?.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    try {
      for (const f of ROOT_FILES) if (opened.files.has(f)) await opened.extractTo(f, join(dir, f));
    } catch (e) {
      throw unsafe(e);
    }
    const reportEntry = opened.files.get(REPORT_FILE);
    const indexEntry = opened.files.get(INDEX_FILE);
    const pre = readManifestAndIndex(dir, name, reportEntry ? { bytes: reportEntry.size, crc32: reportEntry.crc32 } : null, opts, indexEntry ? { bytes: indexEntry.size, crc32: indexEntry.crc32 } : null);
    if (reportEntry && pre.needReport) {
      try {
        await opened.extractTo(REPORT_FILE, join(dir, REPORT_FILE));
      } catch (e) {
        throw unsafe(e);
      }
    }
    const prefix = `${TRACES_DIR}/`;
    if (opened.files.has(TRACES_DIR)) throw bundleError(name, `${TRACES_DIR} is not a folder`);
    const listed = [...opened.files.keys()].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
    const entries = [...opened.files.values()].filter((e) => e.path.startsWith(prefix));
    // the traces' records are kept packed from here (openBundleParts), the index's map of them let go
    index.close();
    index = null;
    const b = openBundleParts(dir, name, { kind: "zip", zip: path, entries }, listed, opts, { ...pre, reportInArchive: reportEntry !== undefined });
    const stop = b.cleanup;
    b.cleanup = () => {
      stop();
      drop();
    };
    return b;
  } catch (e) {
    drop();
    throw e;
  }
}

/** A bundle folder, checked whole (the trace files' bytes by `checked()`). */
export function openBundleDir(dirPath: string, name: string, opts: OpenOptions = {}): Bundle {
  const dir = resolve(dirPath);
  const tracesDir = join(dir, TRACES_DIR);
  let size: number | null = null;
  try {
    const st = lstatSync(join(dir, REPORT_FILE));
    if (st.isFile()) size = st.size;
  } catch {
    // not there: checked below, as every named file is
  }
  return openBundleParts(dir, name, { kind: "dir", tracesDir }, null, opts, readManifestAndIndex(dir, name, size === null ? null : { bytes: size, path: join(dir, REPORT_FILE) }, opts));
}

/** The manifest, and the index when it stands for the report (else why not, said in one line). */
interface Opening {
  manifest: BundleManifest;
  index: (IndexRead & { ok: true }) | null;
  /** Whether the report is read (its file extracted from a zip). */
  needReport: boolean;
  /** A zip: whether it holds a report entry (its file is then extracted only if needed). */
  reportInArchive?: boolean;
  /** An index that disagrees with the report or the manifest: the bundle is refused, once the report is read (its own problems first). */
  disagrees?: string;
}

/**
 * The manifest read, and the index tried (src/bundle/baseline-index.ts): used when whole and made
 * from this report; set aside for the report, with one line saying why, when absent or damaged;
 * an index that disagrees with the report or the manifest refuses the bundle (after the report is
 * read, so that a report's own problem is said first). `report`: a zip's directory record of the
 * report, or a folder's file; null when there is none.
 */
function readManifestAndIndex(dir: string, name: string, report: { bytes: number; crc32: number } | { bytes: number; path: string } | null, opts: OpenOptions, archivedIndex: { bytes: number; crc32: number } | null = null): Opening {
  const manifest = readManifest(dir, name);
  const say = (why: string): void => (opts.onNotice ?? defaultNotice)(`baseline bundle ${show(name)}: ${why}: reading ${REPORT_FILE} instead`);
  const ref = manifest.index;
  // the streamed comparison reads the report from its file, entry by entry: nothing to gain here
  const streamed = opts.lazyReportAbove !== undefined && report !== null && report.bytes > opts.lazyReportAbove;
  if (ref === undefined || report === null || streamed) {
    if (ref === undefined && report !== null) say(indexProblems.get(manifest) ?? `no ${INDEX_FILE} (a bundle written before the index)`);
    return { manifest, index: null, needReport: true };
  }
  let got: IndexRead;
  try {
    checkReport(ref, "path" in report ? { path: report.path } : report);
    got = readIndex(join(dir, INDEX_FILE), ref, archivedIndex);
  } catch (e) {
    if (e instanceof IndexDisagrees) return { manifest, index: null, needReport: true, disagrees: `${INDEX_FILE} does not agree with ${REPORT_FILE}: ${e.message}` };
    throw e;
  }
  if (got.ok) return { manifest, index: got, needReport: false };
  say(`${INDEX_FILE} ${got.why}`);
  return { manifest, index: null, needReport: true };
}

const defaultNotice = (line: string): void => void process.stderr.write(`arh: note: ${neutralizeWorkflowCommands(line)}\n`);

/** Why a manifest's `index` record was not taken (the bundle is then read by its report). */
const indexProblems = new WeakMap<BundleManifest, string>();

export interface OpenOptions {
  /**
   * A report larger than this many bytes is read in one streamed pass for what opening checks
   * (its trace paths, its policy digest), and whole only if `report` is asked for: the streamed
   * comparison reads it from its file (`dir`/report.json), so memory stays flat however many
   * traces it holds. Smaller ones (and all, by default) are read whole at once.
   */
  lazyReportAbove?: number;
  /** Where the one line goes that says an index was set aside for the report (default: standard error). */
  onNotice?: (line: string) => void;
}

/** What opening a bundle reads of its report. */
interface ReportFacts {
  policy_digest: unknown;
  /** The report's `schema_version` and `format_version` as written (checked as the whole reading checks them). */
  schema_version: unknown;
  format_version: unknown;
  sourcePaths: Set<string>;
}

/**
 * The report's trace paths and policy digest, read entry by entry (never whole); null when the
 * file is not a plain report this pass can read (the whole reading then says what is wrong).
 */
function scanReportFacts(path: string): ReportFacts | null {
  let reader: JsonScanner;
  try {
    reader = new JsonScanner(path);
  } catch {
    return null;
  }
  try {
    if (reader.peek()?.name !== "startObject") return null;
    reader.expect();
    const facts: ReportFacts = { policy_digest: undefined, schema_version: undefined, format_version: undefined, sourcePaths: new Set() };
    let reports = 0;
    for (;;) {
      const t = reader.expect();
      if (t.name === "endObject") break;
      if (t.name !== "keyValue") return null;
      if (t.value === "reports") {
        if (++reports > 1 || reader.peek()?.name !== "startArray") return null;
        reader.expect();
        // each entry's keys walked, and only `source_path` read: nothing else of an entry is built
        while (reader.peek()?.name !== "endArray") {
          if (reader.expect().name !== "startObject") return null;
          let path: unknown = undefined;
          for (;;) {
            const k = reader.expect();
            if (k.name === "endObject") break;
            if (k.name !== "keyValue") return null;
            if (k.value === "source_path") path = reader.readValue(3);
            else {
              // an object or array passed over unparsed (parsed, the 100,000 step lists of a large
              // report piled up as garbage faster than the collector ran: 100 MB); the reading
              // that follows (streamed or whole) checks them
              const p = reader.peek();
              if (p !== null && (p.name === "startObject" || p.name === "startArray")) reader.readBytes(3);
              else reader.skipValue();
            }
          }
          if (typeof path === "string") facts.sourcePaths.add(path);
        }
        reader.expect();
      } else if (t.value === "policy_digest") facts.policy_digest = reader.readValue(1);
      else if (t.value === "schema_version" || t.value === "format_version") facts[t.value] = reader.readValue(1);
      else reader.skipValue();
    }
    if (reports !== 1 || reader.next() !== null) return null;
    if (facts.policy_digest !== undefined && facts.policy_digest !== null && typeof facts.policy_digest !== "string") return null;
    return facts;
  } catch {
    return null;
  } finally {
    reader.close();
  }
}

/** Largest trace file read for a trace diff (the pipeline refuses larger ones too). */
const MAX_TRACE_BYTES = 256 * 1024 * 1024;

/**
 * The checks and reading common to a folder and a zip: `dir` holds the bundle's files but the
 * traces; `listed` the trace files a zip holds (null: list the folder's `traces/`).
 */
function openBundleParts(dir: string, name: string, store: TraceStore, listed: string[] | null, opts: OpenOptions, opening: Opening): Bundle {
  const m = opening.manifest;
  const indexed = opening.index;
  // a zip's report not extracted (the index stands for it) is checked as the archive lists it
  if (!opening.needReport && opening.reportInArchive === false) throw bundleError(name, `${REPORT_FILE}: missing (${MANIFEST_FILE} names it)`);
  const reportNamed = opening.needReport || opening.reportInArchive === undefined ? [REPORT_FILE] : [];
  // every file the manifest names, once, before any is used: there, a regular file, not a link
  for (const f of [...reportNamed, POLICY_FILE, ...(m.quarantine ? [m.quarantine] : []), ...(m.memory_results ? [m.memory_results] : [])]) checkNamedFile(dir, f, name);
  const loadReport = (): Report => {
    try {
      return loadReportFile(join(dir, REPORT_FILE), REPORT_FILE);
    } catch (e) {
      throw bundleError(name, e instanceof Error ? e.message.replace(`${REPORT_FILE} ${join(dir, REPORT_FILE)}`, REPORT_FILE) : String(e));
    }
  };
  const lazy = indexed === null && opts.lazyReportAbove !== undefined && sizeOrZero(join(dir, REPORT_FILE)) > opts.lazyReportAbove;
  const facts = lazy ? scanReportFacts(join(dir, REPORT_FILE)) : null;
  const versionProblem = facts ? (schemaProblem(facts.schema_version) ?? formatProblem(facts.format_version)) : null;
  if (versionProblem !== null) throw bundleError(name, `${REPORT_FILE}: ${versionProblem}`);
  let report: Report | null = indexed ? indexed.report : facts ? null : loadReport();
  if (opening.disagrees !== undefined) throw bundleError(name, opening.disagrees);
  if (indexed === null && !lazy && m.index !== undefined) checkReportBytes(dir, m.index, name);
  const digest = facts ? facts.policy_digest : report!.policy_digest;
  const sourcePaths = indexed ? indexed.sourcePaths : facts ? facts.sourcePaths : new Set(report!.reports.map((e) => e.source_path).filter((p): p is string => typeof p === "string"));
  const { policyText, policy } = readBundlePolicy(dir, digest, name);
  let quarantine: Quarantine | null = null;
  if (m.quarantine !== null) {
    try {
      quarantine = readQuarantineFile(join(dir, BUNDLE_QUARANTINE_FILE), BUNDLE_QUARANTINE_FILE).quarantine;
    } catch (e) {
      throw bundleError(name, e instanceof Error ? e.message : String(e));
    }
  }
  checkTraceList(listed ?? listFiles(join(dir, TRACES_DIR), name), m.traces, sourcePaths, name);
  // from here on the trace list is held packed (memory: a bundle of 100,000 traces listed them as
  // objects, with their digests as strings, for the whole run)
  const packed = packTraces(store, m.traces);
  let check: ReturnType<typeof startTraceCheck> | null = null;
  const checkDir = store.kind === "dir" ? store.tracesDir : null; // (closures keep no `store`: a zip's holds every record)
  const startCheck = (): ReturnType<typeof startTraceCheck> => (check ??= startTraceCheck(checkDir, packed));
  const format = m.format as Format;
  const memoryResults = m.memory_results ? join(dir, MEMORY_RESULTS_FILE) : null;
  // a folder's own traces/, or where a zip's would be extracted (the folder is not made)
  const tracesDir = store.kind === "dir" ? store.tracesDir : join(dir, TRACES_DIR);
  const zipPath = store.kind === "zip" ? store.zip : null;
  let checked: Promise<void> | null = null;
  let files: ReturnType<Bundle["traceFiles"]> | null = null;
  const traceFiles = (): ReturnType<Bundle["traceFiles"]> => {
    if (files) return files;
    const paths = packedPaths(packed);
    const z = packed.zip;
    const source = zipPath !== null && z ? { zip: zipPath, entries: paths.flatMap((p, i) => (z.size[i]! >= 0 ? [packedEntry(z, i, p)] : [])), prefix: `${TRACES_DIR}/`, dir: tracesDir } : null;
    return (files = { tracesDir, files: paths.map((p) => join(tracesDir, p)).sort(), source });
  };
  // a zip's trace files read for trace diffs: by the packed records, the archive opened when first needed
  let reader: ZipEntries | null = null;
  let at: Map<string, number> | null = null;
  const traceBytes: TraceBytes = (p) => {
    if (zipPath === null || !packed.zip) {
      const r = readRegularFile(join(tracesDir, p), MAX_TRACE_BYTES);
      return r.ok ? r.bytes : null;
    }
    try {
      at ??= new Map(packedPaths(packed).map((q, i) => [q, i]));
      const i = at.get(p);
      if (i === undefined || packed.zip.size[i]! < 0) return null;
      reader ??= ZipEntries.fromEntries(zipPath, []);
      return reader.readEntry(packedEntry(packed.zip, i, p));
    } catch {
      return null;
    }
  };
  return {
    name,
    dir,
    get report(): Report {
      return (report ??= loadReport());
    },
    set report(r: Report) {
      report = r;
    },
    policyText,
    policy,
    quarantine,
    memoryResults,
    format,
    traceBytes,
    traceFiles,
    startCheck: () => void startCheck(),
    checked: () =>
      (checked ??= startCheck().done().then((problem) => {
        if (problem !== null) throw bundleError(name, problem);
      })),
    cleanup: () => {
      check?.stop();
      reader?.close();
      reader = null;
    },
  };
}

/** A report read whole although an index was listed: its bytes must be those the manifest records. */
function checkReportBytes(dir: string, ref: BundleIndexRef, name: string): void {
  const r = readRegularFile(join(dir, REPORT_FILE), ref.report_bytes + 1);
  if (!r.ok) return; // the report's reading says what is wrong
  if (r.bytes.length !== ref.report_bytes || sha256Of(r.bytes) !== ref.report_sha256) throw bundleError(name, `${REPORT_FILE}: its bytes do not match ${MANIFEST_FILE} (changed)`);
}

/** Largest memory-results.json a bundle may carry (the run read it whole, as a policy). */
const MAX_MEMORY_RESULTS_BYTES = 256 * 1024 * 1024;

/** A file the manifest names (`file`, at the bundle's root): present, regular, not a link, readable without blocking. */
function checkNamedFile(dir: string, file: string, name: string): void {
  const path = join(dir, file);
  let st;
  try {
    st = lstatSync(path);
  } catch {
    throw bundleError(name, `${file}: missing (${MANIFEST_FILE} names it)`);
  }
  if (st.isSymbolicLink()) throw bundleError(name, `${file}: not a regular file (links are refused)`);
  if (file !== MEMORY_RESULTS_FILE) return; // the report, policy and quarantine readers check the rest, without blocking
  const r = readRegularFile(path, MAX_MEMORY_RESULTS_BYTES);
  if (!r.ok) throw bundleError(name, `${file}: ${r.reason}`);
}

/**
 * The bundle's policy: its digest is checked against the report's first, from the parsed JSON, so a
 * policy that is not the report's is refused before its regexes are compiled.
 */
function readBundlePolicy(dir: string, want: unknown, name: string): { policyText: string; policy: Policy } {
  const located = (e: unknown): UsageError => bundleError(name, (e instanceof Error ? e.message : String(e)).replace(join(dir, POLICY_FILE), POLICY_FILE));
  let policyText: string;
  try {
    policyText = readPolicyText(join(dir, POLICY_FILE));
  } catch (e) {
    throw located(e);
  }
  let doc: unknown;
  try {
    doc = JSON.parse(policyText.charCodeAt(0) === 0xfeff ? policyText.slice(1) : policyText);
  } catch {
    doc = undefined; // the parser below says where
  }
  if (doc !== undefined) {
    let got: string;
    try {
      got = policyDigestOf(doc);
    } catch (e) {
      // a policy no digest can be computed of (nested deeper than the canonical form allows)
      throw bundleError(name, `${POLICY_FILE}: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (want !== undefined && want !== null && got !== want) throw bundleError(name, `${POLICY_FILE} is not the policy the report was judged with (its digest ${got}, the report's ${show(String(want))})`);
  }
  try {
    return { policyText, policy: policyFromText(policyText, POLICY_FILE) };
  } catch (e) {
    throw located(e);
  }
}

function readManifest(dir: string, name: string): BundleManifest {
  const r = readRegularFile(join(dir, MANIFEST_FILE), MAX_MANIFEST_BYTES);
  if (!r.ok) throw bundleError(name, r.code === "ENOENT" ? `no ${MANIFEST_FILE} (not a bundle: pass a report file, or a folder written by 'arh validate --bundle-out')` : `${MANIFEST_FILE}: ${r.reason}`);
  let raw: unknown;
  try {
    raw = JSON.parse(r.bytes.toString("utf8"));
  } catch {
    throw bundleError(name, `${MANIFEST_FILE} is not valid JSON`);
  }
  const bad = (what: string): never => {
    throw bundleError(name, `${MANIFEST_FILE}: ${what}`);
  };
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) bad("not an object");
  const o = raw as Record<string, unknown>;
  const v = o.arh_bundle_version;
  if (typeof v !== "number" || !Number.isInteger(v) || v < 1) bad(`'arh_bundle_version' ${show(JSON.stringify(v) ?? "(absent)")} is not a bundle format this build reads (it reads format ${BUNDLE_VERSION})`);
  if ((v as number) > BUNDLE_VERSION) throw bundleError(name, `made by a newer arh (bundle format ${v as number}; this build reads format ${BUNDLE_VERSION}): upgrade arh, or use the bundle's report.json as a bare report`);
  if (o.report !== REPORT_FILE) bad(`'report' must be "${REPORT_FILE}"`);
  if (o.policy !== POLICY_FILE) bad(`'policy' must be "${POLICY_FILE}"`);
  if (o.quarantine !== null && o.quarantine !== BUNDLE_QUARANTINE_FILE) bad(`'quarantine' must be "${BUNDLE_QUARANTINE_FILE}" or null`);
  if (o.memory_results !== undefined && o.memory_results !== null && o.memory_results !== MEMORY_RESULTS_FILE) bad(`'memory_results' must be "${MEMORY_RESULTS_FILE}" or null`);
  if (typeof o.format !== "string" || !(FORMATS as readonly string[]).includes(o.format)) bad(`'format' must be one of ${FORMATS.join(", ")}`);
  if (!Array.isArray(o.traces)) bad("'traces' must be an array");
  const traces: BundleTrace[] = [];
  const seen = new Set<string>();
  (o.traces as unknown[]).forEach((t, i) => {
    const e = t as Record<string, unknown>;
    if (typeof t !== "object" || t === null || typeof e.path !== "string" || typeof e.bytes !== "number" || typeof e.sha256 !== "string") bad(`traces[${i}] must be {path, bytes, sha256}`);
    const p = e.path as string;
    const why = storablePath(p);
    if (why) bad(`traces[${i}] '${show(p)}': ${why}`);
    if (seen.has(p)) bad(`traces[${i}] '${show(p)}' is listed twice`);
    seen.add(p);
    traces.push({ path: p, bytes: e.bytes as number, sha256: e.sha256 as string });
  });
  const memory = o.memory_results === MEMORY_RESULTS_FILE ? { memory_results: MEMORY_RESULTS_FILE as typeof MEMORY_RESULTS_FILE } : {};
  const index = indexRef(o.index);
  const out: BundleManifest = { arh_bundle_version: v as number, report: REPORT_FILE, policy: POLICY_FILE, quarantine: o.quarantine as BundleManifest["quarantine"], ...memory, format: o.format as string, ...(typeof index === "object" ? { index } : {}), traces };
  if (typeof index === "string") indexProblems.set(out, index);
  return out;
}

const count = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;

/** The manifest's `index` record, checked; absent: undefined; a record this build cannot use: why (the report is then read). */
function indexRef(v: unknown): BundleIndexRef | string | undefined {
  if (v === undefined) return undefined;
  const r = v as Record<string, unknown>;
  if (typeof v !== "object" || v === null || r.path !== INDEX_FILE || !count(r.format) || !count(r.bytes) || typeof r.sha256 !== "string" || !count(r.crc32) || !count(r.traces) || !count(r.report_bytes) || typeof r.report_sha256 !== "string" || !count(r.report_crc32)) {
    return `${MANIFEST_FILE}: 'index' is not {path: "${INDEX_FILE}", format, bytes, sha256, crc32, traces, report_bytes, report_sha256, report_crc32}`;
  }
  return { path: INDEX_FILE, format: r.format, bytes: r.bytes, sha256: r.sha256, crc32: r.crc32, traces: r.traces, report_bytes: r.report_bytes, report_sha256: r.report_sha256, report_crc32: r.report_crc32 };
}

/** Every file under `dir`, relative, `/`-separated; a link or special file is a problem. */
function listFiles(dir: string, name: string): string[] {
  const out: string[] = [];
  const top = (() => {
    try {
      return lstatSync(dir);
    } catch {
      return null; // no traces at all: each listed file is then missing
    }
  })();
  if (top && !top.isDirectory()) throw bundleError(name, `${TRACES_DIR} is not a folder${top.isSymbolicLink() ? " (links are refused)" : ""}`);
  const walk = (abs: string, rel: string): void => {
    let names: string[];
    try {
      names = readdirSync(abs);
    } catch {
      return;
    }
    for (const n of names.sort()) {
      const a = join(abs, n);
      const r = rel ? `${rel}/${n}` : n;
      const st = lstatSync(a);
      if (st.isDirectory()) walk(a, r);
      else if (st.isFile()) out.push(r);
      else throw bundleError(name, `${TRACES_DIR}/${show(r)} is not a regular file (links are refused)`);
    }
  };
  walk(dir, "");
  return out;
}

/** The trace files present against the manifest, and the manifest against the report (their bytes: `checked()`). */
function checkTraceList(present: readonly string[], traces: BundleTrace[], inReport: ReadonlySet<string>, name: string): void {
  const listed = new Map(traces.map((t) => [t.path, t]));
  for (const f of present) if (!listed.has(f)) throw bundleError(name, `extra trace file ${TRACES_DIR}/${show(f)}: not in ${MANIFEST_FILE}`);
  for (const p of inReport) if (!listed.has(p)) throw bundleError(name, `the report's trace file '${show(p)}' is missing from the bundle`);
  for (const p of listed.keys()) if (!inReport.has(p)) throw bundleError(name, `extra trace file '${show(p)}': listed in ${MANIFEST_FILE} but in no entry of the report`);
}
