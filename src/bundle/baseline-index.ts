// The lean baseline index of a bundle (docs/bundle.md, "The index"): what a comparison reads of
// each baseline trace, one compact JSON line a trace, written by the push job from the report it
// bundles, so that the gate of a pull request reads it instead of parsing the whole report (its
// category scores, locations and indentation). The report stays in the bundle, for people and for
// builds that do not read the index.
//
//   line 1        {"arh_bundle_index":1,"fields":[...],"report":{"bytes":B,"sha256":"sha256:…"}}
//   lines 2..N+1  one entry of the report's `reports`, its fields of INDEX_ENTRY_FIELDS only, in
//                 the report's key order and the report's values (step digests as the report has them)
//   last line     {"end":{"traces":N,"report_fields":{…the report's other top-level fields…},"reports_at":K}}
//
// Made from the report file's bytes alone, so the same report gives the same index whatever
// thread count or stream mode wrote it. Read back only when whole and consistent: a damaged index
// (its digest, a line that is no entry, an older writer that left out a field this build reads) is
// set aside for the report; an index that disagrees with the report or the manifest is refused.
import { closeSync, openSync, readSync } from "node:fs";
import { createHash } from "node:crypto";
import { JsonScanner } from "../jsonstream/scanner.js";
import { writeAllSync } from "../util/writefile.js";
import { readRegularFile } from "../util/readfile.js";
import { sha256Of } from "../util/digest.js";
import { crc32 } from "../util/crc32.js";
import { indexEntryReader, reportFromIndex } from "../compare/load.js";
import type { Report, TraceReport } from "../types.js";
import type { BundleIndexRef } from "./format.js";

/** The index format this build writes and the newest it reads. */
export const INDEX_FORMAT = 1;

/**
 * The fields of a report entry the index keeps: everything the comparison (compare/compare.ts),
 * pairing (compare/pairing.ts, compare/identity.ts), the usage gates (compare/cost.ts), the
 * scenario gate (scenarios/), the policy change (compare/policy.ts, bundle/prepare.ts), the trace
 * diffs (tracediff/build.ts, bundle/details.ts) and `arh calibrate` read of a baseline entry.
 *
 * A per-trace field that any of them starts to read is added HERE (as `evaluations`, the scores
 * the evaluation regression gate reads): the writer then carries it, and this build refuses to
 * use an index whose header does not list it (one written before the field was added: the report
 * is read instead). Step digests are
 * kept whole, as the report writes them: a field a step digest gains (a step's `agent`) comes with
 * them and needs nothing here.
 */
export const INDEX_ENTRY_FIELDS: readonly string[] = [
  "trace_id",
  "agent_name",
  "workflow",
  "policy_id",
  "score",
  "passed",
  "scored",
  "total_latency_ms",
  "latency_recorded",
  "total_cost_usd",
  "total_tokens",
  "usage",
  "source_path",
  "source_format",
  "kind",
  "scenario",
  "findings",
  "adapter_notes",
  "memory",
  "steps",
  "evaluations",
];
const KEPT = new Set(INDEX_ENTRY_FIELDS);

/** Largest index read (as a report read as one text: compare/load.ts MAX_REPORT_BYTES). */
export const MAX_INDEX_BYTES = 256 * 1024 * 1024;

/** What writing an index gives the manifest. */
export type IndexWritten = Omit<BundleIndexRef, "path">;

/** An index line of a report entry: its kept fields, in its own key order. */
function indexLine(entry: unknown): string {
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) return JSON.stringify(entry);
  const o = entry as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(o)) if (KEPT.has(k)) out[k] = o[k];
  return JSON.stringify(out);
}

/** The size, SHA-256 and CRC-32 of a file, read in blocks. */
export function digestFile(path: string): { bytes: number; sha256: string; crc32: number } {
  const fd = openSync(path, "r");
  try {
    const h = createHash("sha256");
    const block = Buffer.allocUnsafe(1 << 20);
    let bytes = 0;
    let crc = 0;
    for (;;) {
      const n = readSync(fd, block, 0, block.length, null);
      if (n <= 0) break;
      h.update(block.subarray(0, n));
      crc = crc32(block.subarray(0, n), crc);
      bytes += n;
    }
    return { bytes, sha256: "sha256:" + h.digest("hex"), crc32: crc >>> 0 };
  } finally {
    closeSync(fd);
  }
}

/** Lines collected up to this many characters before they are written. */
const FLUSH_CHARS = 1 << 20;

/**
 * Write the index of the report at `reportPath` (a report `arh validate` just wrote) to `outPath`,
 * one entry at a time (memory stays flat). Throws when the report cannot be read as one.
 */
export function writeIndex(reportPath: string, outPath: string): IndexWritten {
  const report = digestFile(reportPath);
  const fd = openSync(outPath, "w", 0o644);
  const hash = createHash("sha256");
  let crc = 0;
  let pending = "";
  let bytes = 0;
  const put = (line: string, force = false): void => {
    pending += line + "\n";
    if (!force && pending.length < FLUSH_CHARS) return;
    const b = Buffer.from(pending, "utf8");
    hash.update(b);
    crc = crc32(b, crc);
    writeAllSync(fd, b);
    bytes += b.length;
    pending = "";
  };
  const sc = new JsonScanner(reportPath);
  try {
    put(JSON.stringify({ arh_bundle_index: INDEX_FORMAT, fields: INDEX_ENTRY_FIELDS, report: { bytes: report.bytes, sha256: report.sha256 } }));
    if (sc.expect().name !== "startObject") throw new Error("not a report");
    const fields: Record<string, unknown> = {};
    let at = -1;
    let traces = 0;
    for (let i = 0; ; i++) {
      const t = sc.expect();
      if (t.name === "endObject") break;
      if (t.name !== "keyValue") throw new Error("not a report");
      if (t.value !== "reports" || at >= 0) {
        fields[t.value] = sc.readValue(1);
        continue;
      }
      at = i;
      if (sc.expect().name !== "startArray") throw new Error("'reports' is not an array");
      while (sc.peek()?.name !== "endArray") {
        put(indexLine(sc.readValue(2)));
        traces++;
      }
      sc.expect();
    }
    if (at < 0) throw new Error("no 'reports'");
    put(JSON.stringify({ end: { traces, report_fields: fields, reports_at: at } }), true);
    return { format: INDEX_FORMAT, bytes, sha256: "sha256:" + hash.digest("hex"), crc32: crc >>> 0, traces, report_bytes: report.bytes, report_sha256: report.sha256, report_crc32: report.crc32 };
  } finally {
    sc.close();
    closeSync(fd);
  }
}

/** The index read: the baseline's report as the gate reads it, or why the report must be read instead. */
export type IndexRead = { ok: true; report: Report; sourcePaths: Set<string> } | { ok: false; why: string };

/** An index that disagrees with the report or the manifest: the bundle is refused (its message). */
export class IndexDisagrees extends Error {}

const record = (v: unknown): Record<string, unknown> | null => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

function parseLine(buf: Buffer, start: number, end: number): unknown {
  try {
    return JSON.parse(buf.toString("utf8", start, end));
  } catch {
    return undefined;
  }
}

/**
 * The bundled report as the manifest's index record says it must be: its size, and its CRC-32 (a
 * zip's directory gives it, checked again when the entry is read) or SHA-256 (a folder's file,
 * read to hash it). Throws IndexDisagrees otherwise.
 */
export function checkReport(ref: BundleIndexRef, report: { bytes: number; crc32: number } | { path: string }): void {
  const got = "path" in report ? digestFile(report.path) : null;
  const bytes = got ? got.bytes : (report as { bytes: number }).bytes;
  if (bytes !== ref.report_bytes) throw new IndexDisagrees(`the report's ${bytes} bytes are not the ${ref.report_bytes} bundle.json records for it`);
  if (got ? got.sha256 !== ref.report_sha256 : (report as { crc32: number }).crc32 !== ref.report_crc32) throw new IndexDisagrees("the report's bytes are not those bundle.json records for it (changed)");
}

/**
 * Read the index at `path` as the manifest records it (`ref`; the report checked against it by
 * `checkReport`); `archived`: the zip directory's record of the entry it was extracted from (its
 * CRC-32 checked on extraction, compared here with the manifest's instead of hashing the file). Throws IndexDisagrees when the index was made from another report than the one
 * bundled (the digest its header records, the manifest's trace count); any other problem is
 * `{ ok: false, why }`.
 */
export function readIndex(path: string, ref: BundleIndexRef, archived: { bytes: number; crc32: number } | null = null): IndexRead {
  if (ref.format > INDEX_FORMAT) return { ok: false, why: `index format ${ref.format} is newer than this build reads (${INDEX_FORMAT})` };
  const r = readRegularFile(path, MAX_INDEX_BYTES);
  if (!r.ok) return { ok: false, why: r.code === "ENOENT" ? "missing (bundle.json names it)" : r.reason };
  const buf = r.bytes;
  // a zip's entry was checked against its directory's CRC-32 when extracted: that CRC-32 must be the manifest's
  const same = archived ? archived.bytes === ref.bytes && archived.crc32 === ref.crc32 && buf.length === ref.bytes : buf.length === ref.bytes && sha256Of(buf) === ref.sha256;
  if (!same) return { ok: false, why: "its bytes do not match bundle.json (changed)" };
  const first = buf.indexOf(0x0a);
  const last = buf.lastIndexOf(0x0a, buf.length - 2);
  if (first < 0 || last < first || buf[buf.length - 1] !== 0x0a) return { ok: false, why: "not an index (no header or end line)" };
  const head = record(parseLine(buf, 0, first));
  const report = record(head?.report);
  if (!head || head.arh_bundle_index !== ref.format || !Array.isArray(head.fields) || !report) return { ok: false, why: "its header is not an index header" };
  if (report.sha256 !== ref.report_sha256 || report.bytes !== ref.report_bytes) throw new IndexDisagrees(`it was made from another report (its header: ${String(report.sha256).slice(0, 80)}, bundle.json: ${ref.report_sha256.slice(0, 80)})`);
  const missing = INDEX_ENTRY_FIELDS.find((f) => !(head.fields as unknown[]).includes(f));
  if (missing !== undefined) return { ok: false, why: `written by an arh that leaves out the field '${missing}' this build compares` };
  const end = record(record(parseLine(buf, last + 1, buf.length - 1))?.end);
  const fields = record(end?.report_fields);
  if (!end || !fields || typeof end.traces !== "number" || typeof end.reports_at !== "number") return { ok: false, why: "its end line is missing (the index is cut short)" };
  if (end.traces !== ref.traces) throw new IndexDisagrees(`it counts ${end.traces} traces, bundle.json ${ref.traces}`);
  const reports: TraceReport[] = [];
  const sourcePaths = new Set<string>();
  const entries = indexEntryReader();
  for (let s = first + 1; s <= last; ) {
    const e = buf.indexOf(0x0a, s);
    const entry = entries.read(buf, s, e);
    if (entry === null) return { ok: false, why: `line ${reports.length + 2} is not a report entry` };
    reports.push(entry);
    if (typeof entry.source_path === "string") sourcePaths.add(entry.source_path);
    s = e + 1;
  }
  entries.done();
  if (reports.length !== ref.traces) throw new IndexDisagrees(`it holds ${reports.length} traces, bundle.json counts ${ref.traces}`);
  const out = reportFromIndex(fields, end.reports_at, reports);
  if (out === null) return { ok: false, why: "its report fields are not a report this build reads" };
  return { ok: true, report: out, sourcePaths };
}
