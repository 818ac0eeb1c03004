// SARIF upload to code scanning: gzip, base64, POST /repos/{o}/{r}/code-scanning/sarifs, then
// (optionally) waiting for the processing status with backoff.
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
  /** Wait for processing: at most this many status reads (0: do not wait; default 7). */
  polls?: number;
  /** First pause in ms before a status read (default 5000); it doubles up to 20 s (about 2 minutes in all). */
  pollDelayMs?: number;
  /** Pause function (tests can record the schedule). */
  sleep?: (ms: number) => Promise<void>;
}

/** Pauses before each status read: `first`, doubling, each at most 20 s, `polls` of them. */
export function pollSchedule(polls: number, first: number): number[] {
  const out: number[] = [];
  for (let i = 0, d = first; i < polls; i++, d = Math.min(d * 2, 20_000)) out.push(Math.min(d, 20_000));
  return out;
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
  // Wait with backoff (5, 10, 20, 20, 20, 20, 20 s: about 2 minutes with the defaults) until code scanning
  // has processed the upload, so a processing error can be reported.
  let status = "pending";
  let errors: string[] = [];
  const sleep = r.sleep ?? ((ms: number) => new Promise<void>((res) => setTimeout(res, ms)));
  for (const pause of pollSchedule(r.polls ?? 7, r.pollDelayMs ?? 5000)) {
    if (!id || status !== "pending") break;
    if (pause > 0) await sleep(pause);
    try {
      const st = await octokit.rest.codeScanning.getSarif({ owner: r.owner, repo: r.repo, sarif_id: id });
      status = String(st.data.processing_status ?? "pending");
      errors = (st.data.errors ?? []).map(String);
    } catch (e) {
      // 404 right after the upload means "not yet known": keep waiting; other errors end the wait.
      if (httpStatus(e) !== 404) break;
    }
  }
  return { ok: true, id, status, errors };
}
