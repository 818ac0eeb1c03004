// Artifact upload (the baseline, a shard's partial report) and this run's artifact downloads (the
// merge job), behind small interfaces: run.ts takes any uploader and downloader; the action passes
// these. The client is GitHub's @actions/artifact, talking to the runner's artifact service through
// ACTIONS_RESULTS_URL and ACTIONS_RUNTIME_TOKEN. It is imported lazily: only runs that upload or
// download load its chunk (dist/<id>.index.js, emitted by the build next to index.js).

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface ArtifactUploader {
  upload(name: string, files: string[], rootDirectory: string, options: { retentionDays?: number }): Promise<UploadResult>;
}

export interface UploadResult {
  id?: number;
  size?: number;
  /** The id of this run's earlier artifact of the same name that the upload replaced (a re-run). */
  replaced?: number;
  /** Set when nothing was uploaded but the step need not fail: one line for a notice. */
  notice?: string;
}

/** First line of an error's message, bounded (the client's messages carry multi-line hints). */
function firstLine(e: unknown, max = 300): string {
  const text = e instanceof Error ? e.message : String(e);
  const line = (text.split("\n")[0] ?? "").trim();
  return line.length > max ? `${line.slice(0, max)}…` : line;
}

/**
 * The real uploader. Artifact names are unique per workflow run and a re-run of a job is the same
 * run, so a re-run's upload of the same name conflicts (409). Then, like upload-artifact's
 * `overwrite`, this deletes this run's earlier artifact of that name (`deleteArtifact`) and uploads
 * again; a first attempt pays nothing extra. If the conflict stays (the delete failed or raced),
 * the earlier attempt's artifact of the same run remains the baseline: a notice, not a failure.
 */
export function actionsArtifactUploader(o: { timeoutMs?: number } = {}): ArtifactUploader & { abandoned: boolean } {
  const timeoutMs = o.timeoutMs ?? DEFAULT_UPLOAD_TIMEOUT_MS;
  const state = {
    /** True once an upload was given up on while the client still waits for the service. */
    abandoned: false,
    async upload(name: string, files: string[], rootDirectory: string, options: { retentionDays?: number }): Promise<UploadResult> {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, rej) => {
        timer = setTimeout(() => {
          state.abandoned = true;
          rej(new Error(`artifact service: no answer within ${Math.round(timeoutMs / 1000)} s`));
        }, timeoutMs);
      });
      try {
        return await Promise.race([attempt(name, files, rootDirectory, options), deadline]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
  return state;
}

/**
 * The whole upload, retries included, gets this long. The client waits up to 3 minutes per
 * request and tries 5 times, so a service that accepts connections and never answers would
 * otherwise hold the step for a quarter of an hour.
 */
export const DEFAULT_UPLOAD_TIMEOUT_MS = 5 * 60_000;

/** The client, loaded lazily; it reads both variables itself: say plainly what is missing first. */
async function artifactClient() {
  const missing = ["ACTIONS_RESULTS_URL", "ACTIONS_RUNTIME_TOKEN"].filter((k) => !process.env[k]);
  if (missing.length) throw new Error(`the runner's artifact service is not available (${missing.join(" and ")} not set; only a GitHub Actions job provides them)`);
  const { DefaultArtifactClient } = await import("@actions/artifact");
  return new DefaultArtifactClient();
}

async function attempt(name: string, files: string[], rootDirectory: string, options: { retentionDays?: number }): Promise<UploadResult> {
  const client = await artifactClient();
  const upload = () => client.uploadArtifact(name, files, rootDirectory, options.retentionDays ? { retentionDays: options.retentionDays } : {});
  // The client's wording for an HTTP status: "Failed request: (409) Conflict: …".
  const conflict = (e: unknown) => /\(409\)/.test(firstLine(e));
  const kept = (why: string) => ({ notice: `baseline artifact '${name}' already exists in this workflow run (an earlier attempt) and could not be replaced (${why}); that one stays the baseline` });
  try {
    const res = await upload();
    return { id: res.id, size: res.size };
  } catch (e) {
    if (!conflict(e)) throw new Error(`artifact service: ${firstLine(e)}`);
  }
  let replaced: number;
  try {
    replaced = (await client.deleteArtifact(name)).id;
  } catch (e) {
    return kept(firstLine(e));
  }
  try {
    const res = await upload();
    return { id: res.id, size: res.size, replaced };
  } catch (e) {
    if (conflict(e)) return kept("it was recreated meanwhile");
    throw new Error(`artifact service: ${firstLine(e)}`);
  }
}

/** One artifact of this workflow run, as the artifact service lists it. */
export interface RunArtifact {
  id: number;
  name: string;
  size: number;
  digest?: string;
}

/** This run's artifacts: the merge job of a matrix reads the shards' partial reports through it. */
export interface ArtifactDownloader {
  /** The run's artifacts (the newest of each name). */
  list(): Promise<RunArtifact[]>;
  /** Download one artifact's zip, unextracted, into `dir`; its bytes are returned. */
  download(artifact: RunArtifact, dir: string): Promise<Buffer>;
}

/**
 * The real downloader (`@actions/artifact`). The zip is saved as it is (`skipDecompress`) and
 * extracted by src/github/zip.ts with its limits, never by the client, and its digest is checked
 * against the one the service listed.
 */
export function actionsArtifactDownloader(): ArtifactDownloader {
  return {
    async list() {
      try {
        const res = await (await artifactClient()).listArtifacts({ latest: true });
        return res.artifacts.map((a) => ({ id: a.id, name: a.name, size: a.size, ...(a.digest ? { digest: a.digest } : {}) }));
      } catch (e) {
        throw new Error(`artifact service: ${firstLine(e)}`);
      }
    },
    async download(artifact, dir) {
      let res;
      try {
        res = await (await artifactClient()).downloadArtifact(artifact.id, { path: dir, skipDecompress: true, ...(artifact.digest ? { expectedHash: artifact.digest } : {}) });
      } catch (e) {
        throw new Error(`artifact service: ${firstLine(e)}`);
      }
      if (res.digestMismatch) throw new Error(`artifact ${artifact.id} ('${artifact.name}'): the downloaded bytes do not match the digest the service listed`);
      const files = readdirSync(dir);
      if (files.length !== 1) throw new Error(`artifact ${artifact.id} ('${artifact.name}'): expected one downloaded file, found ${files.length}`);
      return readFileSync(join(dir, files[0]!));
    },
  };
}
