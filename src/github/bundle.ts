// The action's side of baseline bundles (docs/bundle.md): the push job uploads its report with
// the trace files it was made from, the policy and the quarantine as the baseline artifact; a pull
// request reads that bundle (or an older artifact's bare report), re-judges its traces when the
// policy changed, and draws the before side of trace diffs from them.
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { BaselineState } from "../gate/gate.js";
import type { Policy } from "../policy/model.js";
import { policyFromText, readPolicyText } from "../policy/parse.js";
import type { Quarantine } from "../scenarios/quarantine.js";
import type { Report } from "../types.js";
import { openBundleDir, openBundleZip, type BaselineSource } from "../bundle/read.js";
import { prepareBaseline, type CandidateSide } from "../bundle/prepare.js";
import { isZipPath, writeBundle } from "../bundle/write.js";
import { MANIFEST_FILE } from "../bundle/format.js";
import { readHistoryDir } from "../bundle/history-read.js";
import type { History } from "../trend/history.js";

/** The candidate a baseline is prepared for: its report and policy (null when publishing reports without one). */
export interface Candidate {
  report: Report;
  policy: Policy | null;
  /** Where its trace files are, when validated in this run (judged under the base branch's policy too). */
  traces?: CandidateSide["traces"];
}

export interface PreparedBase {
  baseline: BaselineState;
  /** The bundle's quarantine (an artifact's only: never one from the tree under test). */
  quarantine: Quarantine | null;
  /** Removes what reading made (an extracted zip). */
  cleanup: () => void;
  /** The bundle's history (docs/trend.md); null: none, or dropped (`historyNotice` says why). */
  history?: History | null;
  historyNotice?: string | null;
}

/** Whether an extracted baseline artifact is a bundle (older artifacts hold report.json alone). */
export const isBundleArtifact = (files: readonly string[]): boolean => files.includes(MANIFEST_FILE);

/** A baseline path of the repository (`baseline: PATH`) that names a bundle: a folder or a .zip. */
export function isBundlePath(p: string): boolean {
  try {
    if (statSync(p).isDirectory()) return true;
  } catch {
    // the reader says what is wrong
  }
  return isZipPath(p);
}

/** A bundle (a folder, or a zip extracted under `tempRoot`) as what the gate compares with. */
export async function bundleBase(path: string, name: string, found: { source: string; label: string }, cand: Candidate | undefined, tempRoot: string): Promise<PreparedBase> {
  const bundle = isZipPath(path) && !statSync(path).isDirectory() ? await openBundleZip(path, name, tempRoot || undefined) : openBundleDir(path, name);
  try {
    const h = readHistoryDir(bundle.dir, name, { repository: null, branch: null }, "baseline bundle");
    return { ...(await preparedBase({ kind: "bundle", bundle }, found, cand, bundle.cleanup)), history: h.history, historyNotice: h.notice };
  } catch (e) {
    bundle.cleanup();
    throw e;
  }
}

/**
 * A baseline read (a bare report or a bundle) prepared for the candidate: re-judged when the
 * policies differ. Without a candidate (a caller that only reads the base), the baseline as read.
 */
export async function preparedBase(source: BaselineSource, found: { source: string; label: string }, cand: Candidate | undefined, cleanup: () => void): Promise<PreparedBase> {
  if (!cand) {
    if (source.kind === "bundle") await source.bundle.checked();
    const report = source.kind === "report" ? source.report : source.bundle.report;
    return { baseline: { kind: "found", report, source: found.source, label: found.label }, quarantine: source.kind === "bundle" ? source.bundle.quarantine : null, cleanup };
  }
  const p = await prepareBaseline(source, cand);
  return {
    baseline: { kind: "found", report: p.report, source: found.source, label: found.label, judging: p.judging, details: p.details },
    quarantine: p.quarantine,
    cleanup,
  };
}

/** What the push job uploads as its baseline artifact: the files and their root folder. */
export interface StagedBundle {
  root: string;
  files: string[];
  cleanup: () => void;
}

/**
 * The baseline bundle of this run, staged in a fresh folder under `tempRoot`: the report file, the
 * traces at their report paths (relative to `ws`), the policy file and the quarantine. Throws with
 * one line when it cannot be made (a trace file gone, a policy file changed since the run read it).
 */
export async function stageBundle(o: { reportPath: string; report: Report; policyPath: string; quarantinePath: string | null; ws: string; format: string; tempRoot: string; history?: string | undefined }): Promise<StagedBundle> {
  const policyText = readPolicyText(o.policyPath);
  const digest = policyFromText(policyText, o.policyPath).digest;
  if (o.report.policy_digest !== undefined && digest !== o.report.policy_digest) throw new Error(`the policy file ${o.policyPath} changed since the run read it`);
  const tmp = mkdtempSync(join(o.tempRoot || tmpdir(), "arh-bundle-"));
  const root = join(tmp, "bundle");
  try {
    await writeBundle({ out: root, reportPath: o.reportPath, policyText, quarantinePath: o.quarantinePath ?? undefined, root: resolve(o.ws), sourcePaths: o.report.reports.map((e) => e.source_path), format: o.format, history: o.history });
  } catch (e) {
    rmSync(tmp, { recursive: true, force: true });
    throw e;
  }
  return { root, files: listFiles(root), cleanup: () => rmSync(tmp, { recursive: true, force: true }) };
}

/** Every file under `dir`, absolute, in code-unit order (what the artifact client uploads). */
function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) if (e.isFile()) out.push(join(e.parentPath ?? (e as { path: string }).path, e.name));
  return out.sort();
}
