// Reading a baseline (docs/bundle.md): a bare report file as ever, or a bundle (a folder, or a zip
// extracted with the safe extractor and its limits). A bundle is checked whole before use: its
// manifest, its report, its policy (parsed, and matching the report's digest), its quarantine, and
// every trace file against the manifest (none missing, none extra, the same bytes) and the
// manifest against the report. Any problem is one UsageError naming the bundle and what is wrong.
import { lstatSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { UsageError } from "../errors.js";
import { FORMATS, type Format } from "../adapters/index.js";
import { loadReportFile } from "../compare/load.js";
import { policyFromText, readPolicyText } from "../policy/parse.js";
import type { Policy } from "../policy/model.js";
import { readQuarantineFile } from "../files/quarantine.js";
import type { Quarantine } from "../scenarios/quarantine.js";
import type { Report } from "../types.js";
import { readRegularFile } from "../util/readfile.js";
import { policyDigestOf, sha256Of } from "../util/digest.js";
import { truncateText } from "../util/bound.js";
import { extractZipFileSafely } from "./zip.js";
import { isZipPath } from "./write.js";
import {
  BUNDLE_QUARANTINE_FILE,
  BUNDLE_VERSION,
  BUNDLE_ZIP_LIMITS,
  MANIFEST_FILE,
  MAX_MANIFEST_BYTES,
  MEMORY_RESULTS_FILE,
  POLICY_FILE,
  REPORT_FILE,
  TRACES_DIR,
  storablePath,
  type BundleManifest,
  type BundleTrace,
} from "./format.js";

export interface Bundle {
  /** How the bundle was named (messages). */
  name: string;
  /** The bundle's folder (for a zip, the folder it was extracted into). */
  dir: string;
  /** The folder the traces' report paths are relative to. */
  tracesDir: string;
  manifest: BundleManifest;
  report: Report;
  policyText: string;
  policy: Policy;
  quarantine: Quarantine | null;
  /** The recorded memory results memory traces were judged with, else null. */
  memoryResults: string | null;
  format: Format;
  /** Absolute paths of the trace files, in code-unit order. */
  files: string[];
  /** Remove what reading made (the extracted folder of a zip). */
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
 * bundle, anything else a bare report (read as ever: `label` names it in messages).
 */
export async function readBaselineSource(path: string, label: string, tempRoot?: string): Promise<BaselineSource> {
  let dir = false;
  try {
    dir = statSync(path).isDirectory();
  } catch {
    // not there: the report reader says so
  }
  if (dir) return { kind: "bundle", bundle: openBundleDir(path, path) };
  if (isZipPath(path)) return { kind: "bundle", bundle: await openBundleZip(path, path, tempRoot) };
  return { kind: "report", report: loadReportFile(path, label), path };
}

/** A bundle zip, extracted (safely, with the bundle limits) into a fresh temporary folder. */
export async function openBundleZip(path: string, name: string, tempRoot?: string): Promise<Bundle> {
  const st = (() => {
    try {
      return statSync(path);
    } catch {
      return null;
    }
  })();
  if (!st) throw bundleError(name, "file not found");
  if (!st.isFile()) throw bundleError(name, "not a regular file");
  const dir = mkdtempSync(join(tempRoot ?? tmpdir(), "arh-bundle-"));
  try {
    await extractZipFileSafely(path, dir, BUNDLE_ZIP_LIMITS);
    const b = openBundleDir(dir, name);
    b.cleanup = () => rmSync(dir, { recursive: true, force: true });
    return b;
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    if (e instanceof UsageError) throw e;
    throw bundleError(name, `unsafe or unreadable zip: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** A bundle folder, checked whole. */
export function openBundleDir(dirPath: string, name: string): Bundle {
  const dir = resolve(dirPath);
  const m = readManifest(dir, name);
  // every file the manifest names, once, before any is used: there, a regular file, not a link
  for (const f of [REPORT_FILE, POLICY_FILE, ...(m.quarantine ? [m.quarantine] : []), ...(m.memory_results ? [m.memory_results] : [])]) checkNamedFile(dir, f, name);
  let report: Report;
  try {
    report = loadReportFile(join(dir, REPORT_FILE), REPORT_FILE);
  } catch (e) {
    throw bundleError(name, e instanceof Error ? e.message.replace(`${REPORT_FILE} ${join(dir, REPORT_FILE)}`, REPORT_FILE) : String(e));
  }
  const { policyText, policy } = readBundlePolicy(dir, report, name);
  let quarantine: Quarantine | null = null;
  if (m.quarantine !== null) {
    try {
      quarantine = readQuarantineFile(join(dir, BUNDLE_QUARANTINE_FILE), BUNDLE_QUARANTINE_FILE).quarantine;
    } catch (e) {
      throw bundleError(name, e instanceof Error ? e.message : String(e));
    }
  }
  const tracesDir = join(dir, TRACES_DIR);
  checkTraces(tracesDir, m.traces, report, name);
  return {
    name,
    dir,
    tracesDir,
    manifest: m,
    report,
    policyText,
    policy,
    quarantine,
    memoryResults: m.memory_results ? join(dir, MEMORY_RESULTS_FILE) : null,
    format: m.format as Format,
    files: m.traces.map((t) => join(tracesDir, t.path)).sort(),
    cleanup: () => {},
  };
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
function readBundlePolicy(dir: string, report: Report, name: string): { policyText: string; policy: Policy } {
  const located = (e: unknown): UsageError => bundleError(name, (e instanceof Error ? e.message : String(e)).replace(join(dir, POLICY_FILE), POLICY_FILE));
  let policyText: string;
  try {
    policyText = readPolicyText(join(dir, POLICY_FILE));
  } catch (e) {
    throw located(e);
  }
  const want = report.policy_digest;
  if (want !== undefined && want !== null) {
    let doc: unknown;
    try {
      doc = JSON.parse(policyText.charCodeAt(0) === 0xfeff ? policyText.slice(1) : policyText);
    } catch {
      doc = undefined; // the parser below says where
    }
    if (doc !== undefined) {
      const got = policyDigestOf(doc);
      if (got !== want) throw bundleError(name, `${POLICY_FILE} is not the policy the report was judged with (its digest ${got}, the report's ${show(String(want))})`);
    }
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
  if (typeof v !== "number" || !Number.isInteger(v) || v < 1) bad(`'arh_bundle_version' must be a positive integer, got ${show(JSON.stringify(v) ?? "nothing")}`);
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
  return { arh_bundle_version: v as number, report: REPORT_FILE, policy: POLICY_FILE, quarantine: o.quarantine as BundleManifest["quarantine"], ...memory, format: o.format as string, traces };
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

/** The trace files against the manifest, and the manifest against the report. */
function checkTraces(tracesDir: string, traces: BundleTrace[], report: Report, name: string): void {
  const listed = new Map(traces.map((t) => [t.path, t]));
  for (const f of listFiles(tracesDir, name)) if (!listed.has(f)) throw bundleError(name, `extra trace file ${TRACES_DIR}/${show(f)}: not in ${MANIFEST_FILE}`);
  for (const t of traces) {
    const r = readRegularFile(join(tracesDir, t.path), Math.max(0, t.bytes));
    if (!r.ok) {
      const why = r.code === "ENOENT" ? "missing" : r.code === "EFBIG" ? `larger than the ${t.bytes} bytes ${MANIFEST_FILE} lists (changed)` : r.reason;
      throw bundleError(name, `trace file ${TRACES_DIR}/${show(t.path)}: ${why}`);
    }
    if (r.bytes.length !== t.bytes || sha256Of(r.bytes) !== t.sha256) throw bundleError(name, `trace file ${TRACES_DIR}/${show(t.path)}: its bytes do not match ${MANIFEST_FILE} (changed)`);
  }
  const inReport = new Set<string>();
  for (const e of report.reports) if (typeof e.source_path === "string") inReport.add(e.source_path);
  for (const p of inReport) if (!listed.has(p)) throw bundleError(name, `the report's trace file '${show(p)}' is missing from the bundle`);
  for (const p of listed.keys()) if (!inReport.has(p)) throw bundleError(name, `extra trace file '${show(p)}': listed in ${MANIFEST_FILE} but in no entry of the report`);
}
