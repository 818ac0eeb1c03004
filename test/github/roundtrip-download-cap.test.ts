// The download half of the round trip under a hostile artifact body: the blob host behind the
// API's redirect sends a body that never ends. The download is streamed with a byte cap and cut
// off there (a test that buffered the body would never finish), in-process and through the bundle.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { FakeGitHub } from "./fake-github.js";
import { FIXTURES, REPO, prepareActionDir, runBundle } from "./harness.js";
import { createOctokit } from "../../src/github/octokit.js";
import { fetchBaseline, readCapped, DownloadTooLargeError } from "../../src/github/baseline.js";
import type { Log } from "../../src/github/log.js";

const gh = new FakeGitHub();
const temps: string[] = [];
const MiB = 1024 * 1024;

function collectingLog(): Log & { lines: string[] } {
  const lines: string[] = [];
  const add = (m: string) => void lines.push(m);
  return { lines, info: add, debug: add, notice: add, warning: add, error: add };
}

function endlessArtifact() {
  gh.artifacts = [];
  gh.endlessBytesServed = 0;
  const art = gh.addArtifact({ zip: Buffer.from("PK") });
  art.endless = true;
  return art;
}

beforeAll(async () => {
  await gh.start();
});

afterAll(async () => {
  await gh.stop();
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

describe("an endless artifact body", () => {
  it("is cut off at the byte cap: no baseline, one reason, the stream closed after about the cap", async () => {
    const art = endlessArtifact();
    const log = collectingLog();
    const octokit = createOctokit({ token: gh.token, baseUrl: gh.apiUrl, log, retries: 0, retryBaseMs: 1, timeoutMs: 20_000 });
    const tempRoot = mkdtempSync(join(tmpdir(), "arh-cap-"));
    temps.push(tempRoot);
    const got = await fetchBaseline(octokit, { owner: gh.owner, repo: gh.repo, repositoryId: gh.repoId, branch: "main", artifactName: "arh-baseline", tempRoot, maxDownloadBytes: 2 * MiB }, log);
    expect(got).toEqual({ ok: false, reason: `artifact ${art.id} is too large to download: stopped after more than ${2 * MiB} bytes (the limit)` });
    // The server wrote only what the client read plus the sockets' buffers: the reader stopped.
    await new Promise((r) => setTimeout(r, 200));
    const served = gh.endlessBytesServed;
    expect(served).toBeGreaterThan(2 * MiB);
    expect(served).toBeLessThan(2 * MiB + 32 * MiB);
    await new Promise((r) => setTimeout(r, 300));
    expect(gh.endlessBytesServed).toBe(served);
  }, 30_000);

  it("through dist/index.js: the PR falls back to the absolute gate with the reason, and the step ends", async () => {
    const art = endlessArtifact();
    const actionDir = prepareActionDir();
    const ws = mkdtempSync(join(tmpdir(), "arh-ws-"));
    temps.push(actionDir, ws);
    cpSync(join(REPO, "samples", "regressions", "policy.json"), join(ws, "policy.json"));
    cpSync(join(REPO, "samples", "regressions", "baseline"), join(ws, "traces"), { recursive: true });
    const r = await runBundle({ actionDir, workspace: ws, event: "pull_request", payload: join(FIXTURES, "pull_request.json"), apiUrl: gh.apiUrl, token: gh.token, inputs: { traces: "traces", policy: "policy.json" }, env: { ARH_TEST_BASELINE_MAX_BYTES: String(50 * MiB) } });
    temps.push(r.runnerTemp);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.outputs["baseline-source"]).toBe("none");
    expect(r.stdout).toContain(`artifact ${art.id} is too large to download: stopped after more than ${50 * MiB} bytes (the limit)`);
    expect(gh.endlessBytesServed).toBeLessThan(50 * MiB + 32 * MiB);
    expect(r.stdout + r.stderr).not.toMatch(/internal error|\n\s+at /);
  }, 60_000);
});

describe("readCapped", () => {
  const stream = (chunks: number[]) =>
    new ReadableStream<Uint8Array>({
      start(c) {
        for (const n of chunks) c.enqueue(new Uint8Array(n).fill(7));
        c.close();
      },
    });

  it("returns the body when it fits, exactly at the cap too", async () => {
    expect((await readCapped(stream([3, 4]), 7)).length).toBe(7);
    expect((await readCapped(Buffer.from("abc"), 3)).toString()).toBe("abc");
  });

  it("refuses a declared Content-Length over the cap before reading, and a body past the cap", async () => {
    await expect(readCapped(stream([1]), 10, "11")).rejects.toThrow(new DownloadTooLargeError("its Content-Length is 11 bytes, over the 10-byte limit"));
    await expect(readCapped(stream([6, 6]), 10)).rejects.toThrow(/stopped after more than 10 bytes/);
    await expect(readCapped(Buffer.alloc(11), 10)).rejects.toThrow(/11 bytes, over the 10-byte limit/);
  });
});
