// Partial reports (docs/shards.md, schemas/partial.schema.json): what one shard of
// `arh validate --shard i/N --partial-out F` writes and `arh merge` reads. A JSON document whose
// manifest comes first (small, read before any entry) and whose `entries` come last; each entry
// is a record `{order_key, raw_score, report}` where `report` is the entry exactly as the full
// report holds it (the same text, `renderEntry`'s). `raw_score` is the unrounded score the
// summary averages; `order_key` sorts the entries of all shards into the single-job order.
import { createHash } from "node:crypto";
import { sep } from "node:path";
import type { TraceReport } from "../types.js";
import type { Shard } from "./select.js";

export const PARTIAL_VERSION = "1";

export interface PartialManifest {
  partial_version: typeof PARTIAL_VERSION;
  shard: Shard;
  /** `sha256:` and the hex SHA-256 of the policy file's bytes. */
  policy_digest: string;
  policy_id: string;
  fail_under: number;
  tool: { name: string; version: string };
  commit: string | null;
  counts: { files: number; entries: number; passed: number; failed: number; skipped: number };
  skipped: { path: string; reason: string }[];
  /** The files this shard validated (repository-relative, in validation order). */
  files: string[];
}

/** The manifest's keys in the order they are written (`entries` follows them). */
export const MANIFEST_KEYS = ["partial_version", "shard", "policy_digest", "policy_id", "fail_under", "tool", "commit", "counts", "skipped", "files"] as const;

export function policyDigest(policyText: string | Buffer): string {
  return "sha256:" + createHash("sha256").update(policyText).digest("hex");
}

/**
 * The key that sorts entries into the order one `arh validate` over every file produces: files in
 * code-unit order of their absolute paths, which for files under the root is the order of their
 * root-relative paths with the platform's separator (the shared prefix does not change it).
 */
export function orderKey(sourcePath: string): string {
  return sep === "/" ? sourcePath : sourcePath.split("/").join(sep);
}

/** The value the summary's average adds for this entry (engine/report.ts: raw, else the score). */
export function rawScoreOf(e: TraceReport): number {
  return e.raw_score ?? e.score;
}

/** One record of `entries` around an entry's report text (`renderEntry`'s, kept byte for byte). */
export function renderPartialRecord(key: string, rawScore: number, entryText: string): string {
  return `    {"order_key": ${JSON.stringify(key)}, "raw_score": ${JSON.stringify(rawScore)}, "report":\n${entryText}}`;
}

/** The document up to the opening of `entries` (the manifest, 2-space JSON). */
export function renderPartialHead(m: PartialManifest): string {
  const lines: string[] = [];
  for (const k of MANIFEST_KEYS) {
    if (k === "files" || k === "skipped") {
      const list = m[k];
      lines.push(list.length === 0 ? `  "${k}": [],` : `  "${k}": [\n${list.map((x) => "    " + JSON.stringify(x)).join(",\n")}\n  ],`);
    } else lines.push(`  "${k}": ${JSON.stringify(m[k])},`);
  }
  return "{\n" + lines.join("\n") + "\n";
}
