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

/** `sha256:` and the hex SHA-256 of some bytes (the trace files of a bundle). */
export function sha256Of(bytes: Buffer | string): string {
  return "sha256:" + createHash("sha256").update(bytes).digest("hex");
}
