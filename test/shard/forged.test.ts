// Forged partial reports: a record that `arh validate` cannot have written is refused (exit 2, one
// line naming the file, the entry and the field), so no partial can change a merged verdict or a
// count: `passed` against findings and fail_under, `score` against `raw_score` in [0, 100], the
// path's shard, the order key.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runValidateCommand } from "../../src/commands/validate.js";
import { runMergeCommand } from "../../src/commands/merge.js";
import { capture } from "../capture.js";

const dir = mkdtempSync(join(tmpdir(), "arh-forged-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const POLICY = "samples/policies/refund-policy.json";
let parts: string[] = [];

type Rec = { order_key: string; raw_score: number; report: { passed: boolean; score: number; source_path: string; findings: { severity: string }[] } };
type Doc = { entries: Rec[]; counts: Record<string, number>; skipped: { path: string; reason: string }[] };

beforeAll(async () => {
  for (let i = 1; i <= 2; i++) {
    const p = join(dir, `p-${i}-of-2.json`);
    const r = await capture(() => runValidateCommand(["--policy", POLICY, "--quiet", "--shard", `${i}/2`, "--partial-out", p, "samples/traces"]));
    expect(r.code, r.err).toBe(0);
    parts.push(p);
  }
  parts = parts.filter(Boolean);
});

/** Shard `i` (0-based) edited; counts kept consistent with the edited entries. */
function forge(i: number, name: string, f: (d: Doc) => void): string[] {
  const d = JSON.parse(readFileSync(parts[i]!, "utf8")) as Doc;
  f(d);
  d.counts.passed = d.entries.filter((e) => e.report.passed).length;
  d.counts.failed = d.entries.length - d.counts.passed;
  const p = join(dir, name);
  writeFileSync(p, JSON.stringify(d, null, 2));
  return parts.map((x, j) => (j === i ? p : x));
}

async function refused(files: string[], re: RegExp): Promise<void> {
  const out = join(dir, `out-${Math.random().toString(36).slice(2)}.json`);
  const r = await capture(() => runMergeCommand(["--expect", "2", "--json-out", out, ...files]));
  expect(r.code, r.err).toBe(2);
  expect(r.err).toMatch(re);
  expect(r.err.trim().split("\n")).toHaveLength(1);
  expect(existsSync(out)).toBe(false);
}

const failing = (d: Doc) => d.entries.findIndex((e) => !e.report.passed && e.report.findings.some((f) => f.severity === "error"));
const passing = (d: Doc) => d.entries.findIndex((e) => e.report.passed);
function whichShard(pick: (d: Doc) => number): number {
  return parts.findIndex((p) => pick(JSON.parse(readFileSync(p, "utf8")) as Doc) >= 0);
}

describe("arh merge refuses forged records", () => {
  it("the honest partials merge", async () => {
    const r = await capture(() => runMergeCommand(["--expect", "2", "--json-out", join(dir, "ok.json"), ...parts]));
    expect(r.code).toBe(1); // samples/traces holds failing traces
  });

  it("passed: true while keeping an error finding", async () => {
    const i = whichShard(failing);
    const files = forge(i, "passed.json", (d) => (d.entries[failing(d)]!.report.passed = true));
    await refused(files, /^arh merge: partial .*passed\.json: entries\[\d+\] \(trace_id '[^']+', shard \d of 2\): passed is true, but it has an error finding$/m);
  });

  it("passed: false with no error finding and a score above fail_under", async () => {
    const i = whichShard(passing);
    const files = forge(i, "unpassed.json", (d) => (d.entries[passing(d)]!.report.passed = false));
    await refused(files, /passed is false, but no error finding and raw_score [\d.]+ >= fail_under 70$/m);
  });

  it("a raw_score of 1e308, a negative one, a score that is not its raw score rounded", async () => {
    const i = whichShard(passing);
    await refused(forge(i, "huge.json", (d) => (d.entries[passing(d)]!.raw_score = 1e308)), /raw_score 1e\+308 is not a score in \[0, 100\]$/m);
    await refused(forge(i, "neg.json", (d) => (d.entries[passing(d)]!.raw_score = -1)), /raw_score -1 is not a score in \[0, 100\]$/m);
    await refused(forge(i, "score.json", (d) => (d.entries[passing(d)]!.report.score = 12)), /score 12 is not its raw_score [\d.]+ rounded \([\d.]+\)$/m);
  });

  it("an order key that is not its path's, a path that hashes to another shard", async () => {
    await refused(forge(0, "key.json", (d) => (d.entries[0]!.order_key = d.entries[0]!.order_key + "~")), /order_key '.*~' is not the key of its source_path/);
    await refused(
      forge(0, "moved.json", (d) => {
        d.entries[0]!.report.source_path = "elsewhere/x.json";
        d.entries[0]!.order_key = "elsewhere/x.json";
      }),
      /source_path 'elsewhere\/x\.json' belongs to shard \d of 2, not 1|do not cover exactly the files/,
    );
  });
});

describe("a record's score is its raw_score rounded, or the partial is refused naming the shard and the trace", () => {
  it("raw_score null beside a forged score", async () => {
    const i = whichShard(failing);
    const files = forge(i, "rawnull.json", (d) => {
      const e = d.entries[failing(d)]!;
      (e as { raw_score: number | null }).raw_score = null;
      e.report.score = 55.55;
    });
    await refused(files, new RegExp(`^arh merge: partial .*rawnull\\.json: entries\\[\\d+\\] \\(trace_id '[^']+', shard ${i + 1} of 2\\): 'raw_score' must be a number, got null$`, "m"));
  });
  it("raw_score missing", async () => {
    const i = whichShard(failing);
    const files = forge(i, "rawgone.json", (d) => {
      delete (d.entries[failing(d)] as { raw_score?: number }).raw_score;
    });
    await refused(files, /\(trace_id '[^']+', shard \d of 2\): 'raw_score' must be a number, got nothing$/m);
  });
  it("a score that is not its raw_score rounded, on a failing entry (the verdict unchanged, the average moved)", async () => {
    const i = whichShard(failing);
    const files = forge(i, "avg.json", (d) => {
      const e = d.entries[failing(d)]!;
      e.report.score = Math.max(0, Math.round(e.raw_score) - 7);
    });
    await refused(files, new RegExp(`\\(trace_id '[^']+', shard ${i + 1} of 2\\): score [\\d.]+ is not its raw_score [\\d.]+ rounded \\([\\d.]+\\)$`, "m"));
  });
});
