// SARIF upload to code scanning: gzip, base64, POST /repos/{o}/{r}/code-scanning/sarifs, then a
// short poll of the processing status.
import { gzipSync } from "node:zlib";
import type { Octokit } from "./octokit.js";
import { describeApiError, httpStatus } from "./octokit.js";

export interface SarifUploadRequest {
  owner: string;
  repo: string;
  commitSha: string;
  ref: string;
  sarif: string;
  checkoutUri?: string;
  /** Status polls after the upload (default 3) and the pause between them in ms (default 2000). */
  polls?: number;
  pollDelayMs?: number;
}

export type SarifUploadResult =
  | { ok: true; id: string; status: string; errors: string[] }
  | { ok: false; status: number; reason: string };

/** Maximum gzipped size the API accepts. */
export const SARIF_MAX_GZIP_BYTES = 10 * 1024 * 1024;

export function encodeSarif(sarif: string): string {
  return gzipSync(Buffer.from(sarif, "utf8")).toString("base64");
}

export async function uploadSarif(octokit: Octokit, r: SarifUploadRequest): Promise<SarifUploadResult> {
  const encoded = encodeSarif(r.sarif);
  if (Buffer.byteLength(encoded, "base64") > SARIF_MAX_GZIP_BYTES) {
    return { ok: false, status: 0, reason: `SARIF is larger than ${SARIF_MAX_GZIP_BYTES} bytes gzipped` };
  }
  let id: string;
  try {
    const res = await octokit.rest.codeScanning.uploadSarif({
      owner: r.owner,
      repo: r.repo,
      commit_sha: r.commitSha,
      ref: r.ref,
      sarif: encoded,
      ...(r.checkoutUri ? { checkout_uri: r.checkoutUri } : {}),
      tool_name: "arh-action",
    });
    id = String(res.data.id ?? "");
  } catch (e) {
    return { ok: false, status: httpStatus(e), reason: describeApiError(e) };
  }
  let status = "pending";
  let errors: string[] = [];
  const polls = r.polls ?? 3;
  for (let i = 0; i < polls && id && status === "pending"; i++) {
    if (i > 0 || (r.pollDelayMs ?? 2000) > 0) await new Promise((res) => setTimeout(res, r.pollDelayMs ?? 2000));
    try {
      const st = await octokit.rest.codeScanning.getSarif({ owner: r.owner, repo: r.repo, sarif_id: id });
      status = String(st.data.processing_status ?? "pending");
      errors = (st.data.errors ?? []).map(String);
    } catch {
      break;
    }
  }
  return { ok: true, id, status, errors };
}
