// The baseline bundle (docs/bundle.md): a report, the trace files it was made from, the policy
// it was judged with and the quarantine, in one folder (or a zip of that folder). Names and the
// manifest's shape, shared by the writer and the reader.

/** The bundle format this build writes and the newest it reads. */
export const BUNDLE_VERSION = 1;

export const MANIFEST_FILE = "bundle.json";
export const REPORT_FILE = "report.json";
export const POLICY_FILE = "policy.json";
/** As the action's baseline artifact names it (files/quarantine.ts QUARANTINE_FILE). */
export const BUNDLE_QUARANTINE_FILE = "quarantine.json";
/** The memory results the run judged memory traces with (`--memory-results`), when it had them. */
export const MEMORY_RESULTS_FILE = "memory-results.json";
/** The history of the default branch's runs (docs/trend.md), when the run carried one forward. */
export const HISTORY_FILE = "history.json";
/**
 * The lean baseline index (src/bundle/baseline-index.ts): what a comparison reads of each baseline
 * trace, one JSON line a trace, so the gate need not parse the whole report.
 */
export const INDEX_FILE = "index.jsonl";
/** The trace files, each at `traces/<its source_path in the report>`. */
export const TRACES_DIR = "traces";

/** One trace file of a bundle: its path in the report, and what its bytes must be. */
export interface BundleTrace {
  path: string;
  bytes: number;
  sha256: string;
}

/** `bundle.json`. */
export interface BundleManifest {
  arh_bundle_version: number;
  report: typeof REPORT_FILE;
  policy: typeof POLICY_FILE;
  quarantine: typeof BUNDLE_QUARANTINE_FILE | null;
  /** Absent or null: the run had no recorded memory results (memory traces are then kept as first judged when re-judging). */
  memory_results?: typeof MEMORY_RESULTS_FILE | null;
  /** The `--format` the traces were read with (adapters/detect.ts). */
  format: string;
  /** Absent: no history (docs/trend.md); read on its own, never part of the bundle's checks. */
  history?: typeof HISTORY_FILE;
  /** Absent: a bundle from before the index (the report is then read whole). */
  index?: BundleIndexRef;
  traces: BundleTrace[];
}

/** The manifest's record of the index and of the report it was made from. */
export interface BundleIndexRef {
  path: typeof INDEX_FILE;
  /** The index's own format (baseline-index.ts INDEX_FORMAT). */
  format: number;
  bytes: number;
  sha256: string;
  /** Its CRC-32 (a zip's reader checks it instead of hashing the index). */
  crc32: number;
  /** Entries of the report (lines of the index between its header and its end line). */
  traces: number;
  /** The report's bytes and digest: the index must have been made from exactly this report. */
  report_bytes: number;
  report_sha256: string;
  /** The report's CRC-32 (a zip's central directory records it: checked without reading the report). */
  report_crc32: number;
}

/**
 * Limits of a bundle zip (src/bundle/zip.ts applies them): more entries and bytes than a report
 * artifact (a bundle holds every trace file), the same path and link checks. No ratio limit below
 * deflate's own bound (src/bundle/zip.ts MAX_DEFLATE_RATIO): a bundle `arh` wrote is always read
 * back, however well its traces compress.
 */
export const BUNDLE_ZIP_LIMITS = { maxEntries: 200_000, maxTotalBytes: 2 * 1024 * 1024 * 1024 };

/** Largest `bundle.json` read (a manifest lists every trace file: about 120 bytes each). */
export const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

/** A report path that can be stored under `traces/` (relative, `/`-separated, no `.` or `..`); else why not. */
export function storablePath(p: string): string | null {
  if (p.length === 0 || p.length > 1024) return "an empty or overlong path";
  if (p.includes("\0") || p.includes("\\")) return "a NUL or backslash in the path";
  if (p.startsWith("/") || /^[A-Za-z]:/.test(p)) return "an absolute path";
  if (p.split("/").some((s) => s === "" || s === "." || s === "..")) return "a path that leaves the root or has empty or '.' segments";
  return null;
}
