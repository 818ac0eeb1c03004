// The merge job's shard artifacts (src/github/shards.ts): one canonical spelling per shard, so an
// artifact named `arh-shard-01-of-2` or `arh-shard-2-of-02` beside the real ones can never be read
// as shard 1 or 2; a duplicate index, one above N and another matrix size are refused naming the
// artifacts. The artifacts are real zips of real partials, served through the downloader port.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runValidateCommand } from "../../src/commands/validate.js";
import { mergeShardArtifacts, parseShardArtifactName } from "../../src/github/shards.js";
import type { ArtifactDownloader, RunArtifact } from "../../src/github/artifact.js";
import { capture } from "../capture.js";
import { makeZip } from "./zip-helpers.js";

const dir = mkdtempSync(join(tmpdir(), "arh-shard-artifacts-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const quiet = () => {};
const log = { info: quiet, debug: quiet, notice: quiet, warning: quiet, error: quiet };
const zips: Buffer[] = [];

beforeAll(async () => {
  for (let i = 1; i <= 2; i++) {
    const p = join(dir, `p${i}.json`);
    const r = await capture(() => runValidateCommand(["--policy", "samples/policies/refund-policy.json", "--quiet", "--shard", `${i}/2`, "--partial-out", p, "samples/traces"]));
    expect(r.code, r.err).toBe(0);
    zips.push(await makeZip([{ name: "partial.json", data: readFileSync(p) }]));
  }
});

/** This run's artifacts: name -> the zip of shard k's partial (0-based), ids from 100. */
function downloader(list: [string, number][]): ArtifactDownloader {
  const arts: RunArtifact[] = list.map(([name, k], i) => ({ id: 100 + i, name, size: zips[k]!.length }));
  return {
    list: async () => arts,
    download: async (a, d) => {
      const z = zips[list[a.id - 100]![1]]!;
      writeFileSync(join(d, "a.zip"), z);
      return z;
    },
  };
}

describe("shard artifact names", () => {
  it("parses every spelling and knows the canonical one", () => {
    expect(parseShardArtifactName("arh-shard-1-of-2")).toEqual({ index: 1, total: 2, canonical: true });
    expect(parseShardArtifactName("arh-shard-01-of-2")).toEqual({ index: 1, total: 2, canonical: false });
    expect(parseShardArtifactName("arh-shard-2-of-02")).toEqual({ index: 2, total: 2, canonical: false });
    expect(parseShardArtifactName("ARH-SHARD-1-of-2")).toEqual({ index: 1, total: 2, canonical: false });
    expect(parseShardArtifactName("arh-baseline")).toBeNull();
  });

  it("the real shards merge", async () => {
    const r = await mergeShardArtifacts(downloader([["arh-shard-1-of-2", 0], ["arh-shard-2-of-2", 1], ["arh-reports", 0]]), 2, join(dir, "t"), log);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.report.summary.total_traces).toBeGreaterThan(0);
  });

  it("an alias beside the real shards is refused, naming it", async () => {
    for (const alias of ["arh-shard-01-of-2", "arh-shard-2-of-02", "Arh-Shard-1-of-2"]) {
      const r = await mergeShardArtifacts(downloader([["arh-shard-1-of-2", 0], ["arh-shard-2-of-2", 1], [alias, 1]]), 2, join(dir, "t"), log);
      expect(r).toEqual({ ok: false, reason: expect.stringMatching(new RegExp(`^merge: 1 artifact is not a shard artifact's spelling \\(no leading zeros, lower case\\), so refused rather than read as a shard: '${alias}' \\(id 102\\) for 'arh-shard-\\d-of-2'$`)) });
    }
  });

  it("several aliases: every one is named, not only the first", async () => {
    const r = await mergeShardArtifacts(downloader([["arh-shard-01-of-2", 1], ["arh-shard-1-of-2", 0], ["ARH-SHARD-2-of-2", 0], ["arh-shard-2-of-2", 1], ["arh-shard-002-of-2", 0]]), 2, join(dir, "t"), log);
    expect(r).toEqual({
      ok: false,
      reason:
        "merge: 3 artifacts are not a shard artifact's spelling (no leading zeros, lower case), so refused rather than read as a shard: " +
        "'arh-shard-01-of-2' (id 100) for 'arh-shard-1-of-2', 'ARH-SHARD-2-of-2' (id 102) for 'arh-shard-2-of-2', 'arh-shard-002-of-2' (id 104) for 'arh-shard-2-of-2'",
    });
  });

  it("an index above N, another size, a duplicate: refused naming both artifacts", async () => {
    const above = await mergeShardArtifacts(downloader([["arh-shard-1-of-2", 0], ["arh-shard-2-of-2", 1], ["arh-shard-3-of-2", 1]]), 2, join(dir, "t"), log);
    expect(above).toEqual({ ok: false, reason: "merge: artifact 'arh-shard-3-of-2' (id 102) names shard 3, outside 1..2" });
    const size = await mergeShardArtifacts(downloader([["arh-shard-1-of-2", 0], ["arh-shard-2-of-2", 1], ["arh-shard-1-of-3", 1]]), 2, join(dir, "t"), log);
    expect(size).toEqual({ ok: false, reason: "merge: artifact 'arh-shard-1-of-3' (id 102) is a shard of a matrix of another size than 2 (input 'merge')" });
    const dup = await mergeShardArtifacts(downloader([["arh-shard-1-of-2", 0], ["arh-shard-2-of-2", 1], ["arh-shard-2-of-2", 0]]), 2, join(dir, "t"), log);
    expect(dup).toEqual({ ok: false, reason: "merge: artifacts 'arh-shard-2-of-2' (id 101) and 'arh-shard-2-of-2' (id 102) are both shard 2 of 2" });
  });

  it("a forged record in a shard's partial fails the merge job's gate naming the artifact, the entry and the field", async () => {
    const doc = JSON.parse(readFileSync(join(dir, "p1.json"), "utf8")) as { entries: { report: { passed: boolean; findings: { severity: string }[] } }[]; counts: { passed: number; failed: number } };
    const i = doc.entries.findIndex((e) => e.report.findings.some((f) => f.severity === "error"));
    expect(i).toBeGreaterThanOrEqual(0);
    doc.entries[i]!.report.passed = true;
    doc.counts.passed++;
    doc.counts.failed--;
    zips.push(await makeZip([{ name: "partial.json", data: JSON.stringify(doc, null, 2) }]));
    const r = await mergeShardArtifacts(downloader([["arh-shard-1-of-2", zips.length - 1], ["arh-shard-2-of-2", 1]]), 2, join(dir, "t"), log);
    expect(r).toEqual({ ok: false, reason: expect.stringMatching(new RegExp(`^merge: partial artifact 'arh-shard-1-of-2': entries\\[${i}\\] \\(trace_id '[^']+', shard \\d of 2\\): passed is true, but it has an error finding$`)) });
    zips.pop();
  });

  it("a shard's zip holding another shard's partial is refused by the merge", async () => {
    const r = await mergeShardArtifacts(downloader([["arh-shard-1-of-2", 0], ["arh-shard-2-of-2", 0]]), 2, join(dir, "t"), log);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/^merge: partials artifact 'arh-shard-1-of-2' and artifact 'arh-shard-2-of-2' are both shard 1 of 2$/);
  });
});
