// Baseline download: the newest non-expired artifact named `baseline-artifact` produced by a
// successful push run on the base branch *of this repository* (never a fork's run), saved to disk
// with a byte cap and extracted safely into a fresh temporary directory. The artifact is a baseline
// bundle (docs/bundle.md: the report, its trace files, the policy, the quarantine) or, from older
// runs, the report alone.
import { closeSync, mkdtempSync, openSync, rmSync, existsSync, writeSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import type { Octokit } from "./octokit.js";
import { describeApiError, httpStatus } from "./octokit.js";
import { extractZipFileSafely, type ZipLimits, DEFAULT_ZIP_LIMITS } from "./zip.js";
import { BUNDLE_ZIP_LIMITS } from "../bundle/format.js";
import type { Log } from "./log.js";

export interface ArtifactInfo {
  id: number;
  name: string;
  size_in_bytes: number;
  expired: boolean;
  created_at: string | null;
  workflow_run?: { id?: number | null; repository_id?: number | null; head_repository_id?: number | null; head_branch?: string | null; head_sha?: string | null } | null;
}

export interface BaselineQuery {
  owner: string;
  repo: string;
  repositoryId: number;
  branch: string;
  artifactName: string;
  tempRoot: string;
  /** Largest artifact we download (bytes). */
  maxDownloadBytes?: number;
  zipLimits?: ZipLimits;
  /** How many candidate artifacts to inspect at most. */
  maxCandidates?: number;
}

export type BaselineFetch =
  | { ok: true; dir: string; files: string[]; artifactId: number; runId: number; createdAt: string | null; headSha: string | null }
  | { ok: false; reason: string; apiError?: boolean };

export class DownloadTooLargeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DownloadTooLargeError";
  }
}

/**
 * A download body (a web ReadableStream when the response is left unparsed; a buffer or string if a
 * fetch implementation already read it) as one Buffer of at most `maxBytes`. Past the cap the
 * stream is cancelled, which closes the connection, and DownloadTooLargeError is thrown; memory
 * stays bounded by the cap. Written by hand: the few lines of a reader loop with a counter are all
 * it takes, and no dependency we ship offers a capped reader for web streams.
 */
export async function readCapped(body: unknown, maxBytes: number, contentLength?: string | number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const total = await pumpCapped(body, maxBytes, contentLength, (c) => void chunks.push(c));
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total);
}

/**
 * `readCapped`, written to `file` as it comes (memory stays flat whatever the cap): a baseline bundle
 * holds every trace file of the base branch's run. Returns the byte count.
 */
export async function saveCapped(body: unknown, maxBytes: number, file: string, contentLength?: string | number): Promise<number> {
  const fd = openSync(file, "wx", 0o600);
  try {
    return await pumpCapped(body, maxBytes, contentLength, (c) => {
      for (let off = 0; off < c.length; ) off += writeSync(fd, c, off, c.length - off);
    });
  } finally {
    closeSync(fd);
  }
}

/** The body's bytes to `sink`, chunk by chunk, at most `maxBytes` (else DownloadTooLargeError, the stream cancelled). */
async function pumpCapped(body: unknown, maxBytes: number, contentLength: string | number | undefined, sink: (chunk: Buffer) => void): Promise<number> {
  const declared = contentLength === undefined ? NaN : Number(contentLength);
  const isStream = body instanceof ReadableStream;
  if (Number.isFinite(declared) && declared > maxBytes) {
    if (isStream) await body.cancel().catch(() => {});
    throw new DownloadTooLargeError(`its Content-Length is ${declared} bytes, over the ${maxBytes}-byte limit`);
  }
  if (!isStream) {
    const buf = Buffer.isBuffer(body) ? body : body instanceof ArrayBuffer ? Buffer.from(body) : typeof body === "string" ? Buffer.from(body, "binary") : Buffer.alloc(0);
    if (buf.length > maxBytes) throw new DownloadTooLargeError(`${buf.length} bytes, over the ${maxBytes}-byte limit`);
    sink(buf);
    return buf.length;
  }
  const reader = (body as ReadableStream<Uint8Array>).getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        throw new DownloadTooLargeError(`stopped after more than ${maxBytes} bytes (the limit)`);
      }
      sink(Buffer.from(value.buffer, value.byteOffset, value.byteLength));
    }
  } finally {
    reader.releaseLock();
  }
  return total;
}

/** The largest baseline artifact downloaded (a bundle carries the trace files). */
export const MAX_BASELINE_BYTES = 1024 * 1024 * 1024;

/** Pure filter + order of candidate artifacts; returns kept artifacts and why others were dropped. */
export function selectCandidates(artifacts: ArtifactInfo[], q: Pick<BaselineQuery, "artifactName" | "branch" | "repositoryId">): { kept: ArtifactInfo[]; dropped: { id: number; why: string }[] } {
  const kept: ArtifactInfo[] = [];
  const dropped: { id: number; why: string }[] = [];
  for (const a of artifacts) {
    const run = a.workflow_run ?? null;
    if (a.name !== q.artifactName) dropped.push({ id: a.id, why: "different name" });
    else if (a.expired) dropped.push({ id: a.id, why: "expired" });
    else if (!run || typeof run.id !== "number") dropped.push({ id: a.id, why: "no workflow run" });
    else if (run.head_repository_id !== q.repositoryId || (run.repository_id != null && run.repository_id !== q.repositoryId)) dropped.push({ id: a.id, why: `produced by a run of another repository (head repository ${String(run.head_repository_id)}; fork runs never serve as baseline)` });
    else if (run.head_branch !== q.branch) dropped.push({ id: a.id, why: `from branch '${String(run.head_branch)}', not '${q.branch}'` });
    else kept.push(a);
  }
  kept.sort((x, y) => (y.created_at ?? "").localeCompare(x.created_at ?? "") || y.id - x.id);
  return { kept, dropped };
}

export async function fetchBaseline(octokit: Octokit, q: BaselineQuery, log: Log): Promise<BaselineFetch> {
  const maxBytes = q.maxDownloadBytes ?? MAX_BASELINE_BYTES;
  let artifacts: ArtifactInfo[];
  try {
    const res = await octokit.rest.actions.listArtifactsForRepo({ owner: q.owner, repo: q.repo, name: q.artifactName, per_page: 100 });
    artifacts = (res.data.artifacts ?? []) as ArtifactInfo[];
  } catch (e) {
    const s = httpStatus(e);
    const hint = s === 403 || s === 404 ? " (does the job grant `actions: read`?)" : "";
    return { ok: false, reason: `could not list artifacts: ${describeApiError(e)}${hint}`, apiError: true };
  }
  const { kept, dropped } = selectCandidates(artifacts, q);
  for (const d of dropped) if (!d.why.startsWith("different name")) log.info(`baseline: ignoring artifact ${d.id}: ${d.why}`);
  if (kept.length === 0) return { ok: false, reason: `no usable artifact '${q.artifactName}' from branch '${q.branch}' of this repository` };
  for (const a of kept.slice(0, q.maxCandidates ?? 5)) {
    const runId = a.workflow_run!.id!;
    let run: { event?: string; status?: string | null; conclusion?: string | null; head_branch?: string | null; head_repository?: { id?: number } | null; repository?: { id?: number } };
    try {
      run = (await octokit.rest.actions.getWorkflowRun({ owner: q.owner, repo: q.repo, run_id: runId })).data as typeof run;
    } catch (e) {
      return { ok: false, reason: `could not read workflow run ${runId}: ${describeApiError(e)}`, apiError: true };
    }
    const why =
      run.event !== "push" ? `run ${runId} was a '${String(run.event)}' run, not a push`
      : run.status !== "completed" || run.conclusion !== "success" ? `run ${runId} did not succeed (${String(run.status)}/${String(run.conclusion)})`
      : run.head_branch !== q.branch ? `run ${runId} ran on '${String(run.head_branch)}'`
      : run.head_repository?.id !== q.repositoryId || (run.repository?.id !== undefined && run.repository.id !== q.repositoryId) ? `run ${runId} belongs to another repository`
      : a.size_in_bytes > maxBytes ? `artifact ${a.id} is too large (${a.size_in_bytes} bytes)`
      : null;
    if (why) {
      log.info(`baseline: ignoring artifact ${a.id}: ${why}`);
      continue;
    }
    const got = await downloadArtifactFiles(octokit, { owner: q.owner, repo: q.repo, artifactId: a.id, tempRoot: q.tempRoot, maxBytes, zipLimits: q.zipLimits ?? BUNDLE_ZIP_LIMITS });
    if (!got.ok) return got;
    return { ok: true, dir: got.dir, files: got.files, artifactId: a.id, runId, createdAt: a.created_at, headSha: a.workflow_run?.head_sha ?? null };
  }
  return { ok: false, reason: `no artifact '${q.artifactName}' from a successful push run on '${q.branch}'` };
}

/**
 * Download one artifact's zip (at most `maxBytes`) and extract it safely into a fresh temporary
 * directory under `tempRoot` (the caller removes it). Shared by the baseline download and the
 * publishing of a pull request run's reports.
 */
export async function downloadArtifactFiles(
  octokit: Octokit,
  o: { owner: string; repo: string; artifactId: number; tempRoot: string; maxBytes: number; zipLimits?: ZipLimits | undefined },
): Promise<{ ok: true; dir: string; files: string[] } | { ok: false; reason: string; apiError?: boolean }> {
  const base = o.tempRoot && existsSync(o.tempRoot) ? o.tempRoot : tmpdir();
  const dir = mkdtempSync(join(base, "arh-baseline-"));
  const zip = `${dir}.zip`;
  try {
    let size: number;
    try {
      // The body unparsed (a stream), saved with a byte cap: an endless or oversized body (the
      // listing's size_in_bytes is only what the API claims) is cut off at the cap, never buffered.
      const res = await octokit.rest.actions.downloadArtifact({ owner: o.owner, repo: o.repo, artifact_id: o.artifactId, archive_format: "zip", request: { parseSuccessResponseBody: false } });
      size = await saveCapped(res.data as unknown, o.maxBytes, zip, res.headers["content-length"]);
    } catch (e) {
      rmSync(dir, { recursive: true, force: true });
      if (e instanceof DownloadTooLargeError) return { ok: false, reason: `artifact ${o.artifactId} is too large to download: ${e.message}` };
      return { ok: false, reason: `could not download artifact ${o.artifactId}: ${describeApiError(e)}`, apiError: true };
    }
    if (size === 0) {
      rmSync(dir, { recursive: true, force: true });
      return { ok: false, reason: `artifact ${o.artifactId} download is empty` };
    }
    try {
      const files = await extractZipFileSafely(zip, dir, o.zipLimits ?? DEFAULT_ZIP_LIMITS);
      return { ok: true, dir, files };
    } catch (e) {
      rmSync(dir, { recursive: true, force: true });
      return { ok: false, reason: `artifact ${o.artifactId} rejected: ${e instanceof Error ? e.message : String(e)}` };
    }
  } finally {
    rmSync(zip, { force: true });
  }
}
