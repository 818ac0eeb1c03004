// Digests of what a report was judged with (docs/bundle.md). Pure.
import { createHash } from "node:crypto";
import { canonicalJson } from "./canonical.js";

/**
 * The digest of a policy document: `sha256:` and the hex SHA-256 of its canonical JSON (sorted
 * keys, no whitespace), so reformatting a policy file does not change it. Reports record it;
 * compare re-judges a baseline bundle's traces when the candidate's differs.
 */
export function policyDigestOf(doc: unknown): string {
  return "sha256:" + createHash("sha256").update(canonicalJson(doc)).digest("hex");
}

/** Whether `d` is a digest as `sha256Of` and `policyDigestOf` write them: `sha256:` and 64 lowercase hex digits. */
export function isSha256Digest(d: string): boolean {
  return /^sha256:[0-9a-f]{64}$/.test(d);
}

/** `sha256:` and the hex SHA-256 of some bytes (the trace files of a bundle). */
export function sha256Of(bytes: Buffer | string): string {
  return "sha256:" + createHash("sha256").update(bytes).digest("hex");
}
