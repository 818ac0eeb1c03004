// The history a baseline bundle carries (docs/trend.md): twelve pushes of a synthetic agent whose
// cost grows 4 % per push, carried forward bundle to bundle by `arh validate --history-from`; the
// drift warning, the cap, the bytes, and every bad history dropped with a notice.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runValidateCommand } from "../../src/commands/validate.js";
import { runTrendCommand } from "../../src/commands/trend.js";
import { runCompareCommand } from "../../src/commands/compare.js";
import { capture, type Run } from "../capture.js";
import { commitOf, dateOf, writePush } from "./helpers.js";
import { extendHistory, parseHistory, pointOf, renderHistory, type History, type HistoryPoint } from "../../src/trend/history.js";
import { readBundleHistory } from "../../src/bundle/history-read.js";
import { extractZipFileSafely } from "../../src/bundle/zip.js";
import { median } from "../../src/trend/series.js";
import type { Report } from "../../src/types.js";

const TMP = mkdtempSync(join(tmpdir(), "arh-trend-"));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

/** Push `i` of a series in `dir`: validate its traces into bundle `b<i>.zip`, carrying `b<i-1>.zip`'s history. */
async function push(dir: string, i: number, extra: string[] = [], o: Parameters<typeof writePush>[2] = {}): Promise<Run> {
  const p = join(dir, `push${i}`);
  const traces = writePush(p, i, { runs: 2, ...o });
  return capture(() =>
    runValidateCommand(["--policy", join(p, "policy.json"), "--root", p, "--quiet", "--bundle-out", join(dir, `b${i}.zip`), "--history-from", join(dir, `b${i - 1}.zip`), "--commit", commitOf(i), "--date", dateOf(i), ...extra, traces]),
  );
}

async function historyOf(zip: string): Promise<{ text: string; history: History }> {
  const out = mkdtempSync(join(TMP, "x-"));
  await extractZipFileSafely(zip, out, { maxEntries: 1000, maxTotalBytes: 1 << 30 });
  const text = readFileSync(join(out, "history.json"), "utf8");
  const checked = parseHistory(text, { repository: null, branch: null });
  if (!checked.ok) throw new Error(checked.why);
  return { text, history: checked.history };
}

const costPerTrace = (p: HistoryPoint): number => p.run.cost_usd! / p.run.traces;

describe("twelve pushes, cost +4 % per push", () => {
  const dir = join(TMP, "series");
  const runs: Run[] = [];
  it("every push records a point; the drift warning comes where the recent median first exceeds the earlier by 20 %", async () => {
    mkdirSync(dir);
    for (let i = 0; i < 12; i++) runs.push(await push(dir, i, ["--max-drift", "20%"]));
    expect(runs.map((r) => r.code)).toEqual(Array(12).fill(0));
    expect(runs[0]!.err).toMatch(/previous bundle .*b-1\.zip not found: a new history starts/);
    const { history } = await historyOf(join(dir, "b11.zip"));
    expect(history.points.map((p) => p.commit)).toEqual([...Array(12).keys()].map(commitOf));
    // Each push against the one before: +4 % (±1 % noise), far under a 20 % per-PR cost gate.
    for (let i = 1; i < 12; i++) expect(costPerTrace(history.points[i]!) / costPerTrace(history.points[i - 1]!)).toBeLessThan(1.2);
    // The drift rule computed here on the recorded costs: the last w against the w before (w = min(10, n/2), at least 3).
    const expected = history.points.map((_, i) => {
      const vals = history.points.slice(0, i + 1).map(costPerTrace);
      const w = Math.min(10, Math.floor(vals.length / 2));
      if (w < 3) return false;
      return median(vals.slice(-w)) / median(vals.slice(-2 * w, -w)) - 1 > 0.2;
    });
    const warned = runs.map((r) => /drift: cost \/ trace drifted \+/.test(r.err));
    expect(warned).toEqual(expected);
    const first = warned.indexOf(true);
    expect(first).toBe(9); // ten points: the last 5 against the 5 before, 1.04^5 = 1.217
    expect(runs[first]!.err).toMatch(/arh validate: warning: drift: cost \/ trace drifted \+2\d\.\d%: median \$0\.\d+ over the last 5 runs against \$0\.\d+ over the 5 before \(max-drift 20%\)/);
  });

  it("every pull request passes a 20 % per-PR cost gate against the bundle before it (the drift only shows in the history)", async () => {
    for (let i = 1; i < 12; i++) {
      const p = join(dir, `push${i}`);
      const r = await capture(() => runCompareCommand(["--baseline", join(dir, `b${i - 1}.zip`), "--policy", join(p, "policy.json"), "--max-cost-increase", "20%", "--json-out", join(p, "cmp.json"), "--quiet", join(p, "traces")]));
      expect(r.code, `push ${i}: ${r.err}`).toBe(0);
      const cmp = JSON.parse(readFileSync(join(p, "cmp.json"), "utf8")) as { usage: { change_pct: { cost: number }; gate: { checked: number; failed: number } } };
      expect(cmp.usage.gate.checked).toBeGreaterThan(0);
      expect(cmp.usage.gate.failed).toBe(0);
      expect(cmp.usage.change_pct.cost).toBeGreaterThan(2);
      expect(cmp.usage.change_pct.cost).toBeLessThan(7);
    }
  });

  it("arh trend shows the rise in the cost sparkline", async () => {
    const r = await capture(() => runTrendCommand([join(dir, "b11.zip"), "--json-out", join(TMP, "trend.json")]));
    expect(r.code).toBe(0);
    const line = r.out.split("\n").find((l) => l.includes("cost / trace"))!;
    const spark = /cost \/ trace\s+(\S+)/.exec(line)![1]!;
    expect(spark).toHaveLength(12);
    expect(spark[0]).toBe("▁");
    expect(spark[11]).toBe("█");
    const levels = [...spark].map((c) => "▁▂▃▄▅▆▇█".indexOf(c));
    for (let i = 1; i < levels.length; i++) expect(levels[i]).toBeGreaterThanOrEqual(levels[i - 1]!);
    const json = JSON.parse(readFileSync(join(TMP, "trend.json"), "utf8")) as { points: number; run: { key: string; sparkline: string }[] };
    expect(json.points).toBe(12);
    expect(json.run.find((x) => x.key === "cost_per_trace")!.sparkline).toBe(spark);
  });

  it("the same pushes give the same bytes; --history-max caps the points", async () => {
    const again = join(TMP, "again");
    mkdirSync(again);
    for (let i = 0; i < 12; i++) await push(again, i, ["--max-drift", "20%", "--history-max", "5"]);
    const capped = await historyOf(join(again, "b11.zip"));
    expect(capped.history.points.map((p) => p.commit)).toEqual([7, 8, 9, 10, 11].map(commitOf));
    const full = await historyOf(join(dir, "b11.zip"));
    // the capped history is the full one's last five points, byte for byte
    expect(capped.text).toBe(renderHistory({ ...full.history, points: full.history.points.slice(-5) }));
    // the last push again, elsewhere, from the same previous bundle: the same bytes
    const third = join(TMP, "third");
    mkdirSync(third);
    copyFileSync(join(again, "b10.zip"), join(third, "b10.zip"));
    await push(third, 11, ["--max-drift", "20%", "--history-max", "5"]);
    expect(readFileSync(join(third, "b11.zip")).equals(readFileSync(join(again, "b11.zip")))).toBe(true);
  });

  it("fail:20% fails the push run at the drift (exit 1), and only there", async () => {
    const d = join(TMP, "fail");
    mkdirSync(d);
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await push(d, i, ["--max-drift", "fail:20%"])).code);
    expect(codes).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
  });
});

describe("bad histories are dropped with a notice, never an error", () => {
  const report: Report = JSON.parse('{"schema_version":"1","summary":{"total_traces":1,"passed_traces":1,"failed_traces":0,"average_score":100},"reports":[{"trace_id":"t","agent_name":"a","workflow":"w","policy_id":"p","score":100,"passed":true,"total_latency_ms":5,"total_cost_usd":0.5,"citation_coverage":null,"source_path":"t.json","findings":[]}]}');
  const pt = (i: number, date = dateOf(i)): HistoryPoint => pointOf(report, commitOf(i), date, null);
  const good = (points: HistoryPoint[]): History => ({ arh_history_version: 1, repository: "o/r", branch: "main", points });
  const scope = { repository: "o/r", branch: "main" };
  const cases: [string, string, RegExp][] = [
    ["another repository", renderHistory({ ...good([pt(0)]), repository: "x/y" }), /recorded for repository "x\/y", not "o\/r"/],
    ["another branch", renderHistory({ ...good([pt(0)]), branch: "dev" }), /recorded on branch "dev", not "main"/],
    ["out of order", renderHistory(good([pt(1), pt(0)])), /points\[1\] \(.*\) is dated before points\[0\] .*\(out of order\)/],
    ["a duplicate commit", renderHistory(good([pt(0), { ...pt(1), commit: commitOf(0) }])), /commit [0-9a-f]+ is recorded twice \(points\[0\] and points\[1\]\)/],
    ["a forged pass rate", renderHistory(good([pt(0)])).replace('"pass_rate":1', '"pass_rate":7'), /points\[0\]\.run: 'pass_rate' must be between 0 and 1/],
    ["a forged commit", renderHistory(good([pt(0)])).replace(commitOf(0), "<script>"), /points\[0\]\.commit must be 7 to 64 lowercase hex digits/],
    ["too many points", JSON.stringify({ ...good([]), points: Array.from({ length: 1001 }, (_, i) => pt(i, "2026-01-01")) }), /1001 points, more than 1000 \(oversized\)/],
    ["a newer format", JSON.stringify({ ...good([]), arh_history_version: 2 }), /newer arh \(history format 2/],
    ["not JSON", "{", /not valid JSON/],
  ];
  for (const [what, text, why] of cases) {
    it(`${what}: one line, and a new history starts`, async () => {
      const dir = mkdtempSync(join(TMP, "bad-"));
      writeFileSync(join(dir, "history.json"), text);
      const r = await readBundleHistory(dir, scope);
      expect(r.history).toBeNull();
      expect(r.notice).toMatch(why);
      expect(r.notice!.split("\n")).toHaveLength(1);
      expect(r.notice).toMatch(/: dropped, a new history starts$/);
    });
  }

  it("a bad previous history does not fail the run: the new bundle starts over", async () => {
    const dir = join(TMP, "badrun");
    mkdirSync(dir);
    mkdirSync(join(dir, "b-1.zip")); // a folder where the previous bundle should be: no history.json
    writeFileSync(join(dir, "b-1.zip", "history.json"), '{"arh_history_version":1,"repository":null,"branch":null,"points":[{"commit":"zz"}]}');
    const r = await push(dir, 0);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/^arh validate: warning: previous bundle .*: history\.json: points\[0\]\.commit must be .*: dropped, a new history starts\n$/);
    expect((await historyOf(join(dir, "b0.zip"))).history.points).toHaveLength(1);
  });

  it("a re-run of the last commit replaces its point; an older date is not appended", () => {
    const h = good([pt(0), pt(1)]);
    const rerun = extendHistory(h, pt(1), { ...scope, max: 100 });
    expect(rerun.history.points).toHaveLength(2);
    expect(rerun.notices[0]).toMatch(/already its last point \(a re-run\): replaced/);
    const old = extendHistory(h, { ...pt(5), date: "2025-01-01" }, { ...scope, max: 100 });
    expect(old.appended).toBe(false);
    expect(old.history.points).toHaveLength(2);
  });

  it("flags: the commit and the date are required, and checked", async () => {
    const d = join(TMP, "flags");
    const p = writePush(d, 0, { runs: 1 });
    const run = (...a: string[]) => capture(() => runValidateCommand(["--policy", join(d, "policy.json"), "--root", d, "--quiet", ...a, p]));
    const env = process.env.GITHUB_SHA;
    delete process.env.GITHUB_SHA;
    try {
      expect((await run("--bundle-out", join(d, "b.zip"), "--history-from", join(d, "none.zip"), "--date", "2026-01-01")).err).toBe("arh validate: --history-from needs the run's commit: pass --commit SHA\n");
    } finally {
      if (env !== undefined) process.env.GITHUB_SHA = env;
    }
    expect((await run("--bundle-out", join(d, "b.zip"), "--history-from", join(d, "none.zip"), "--commit", "abcdef1", "--date", "2026-13-01")).err).toMatch(/^arh validate: --date must be YYYY-MM-DD/);
    expect((await run("--bundle-out", join(d, "b.zip"), "--history-from", join(d, "none.zip"), "--commit", "abcdef1", "--date", "2026-01-01", "--history-max", "0")).err).toMatch(/^arh validate: --history-max must be a whole number from 1 to 1000/);
    expect((await run("--bundle-out", join(d, "b.zip"), "--history-from", join(d, "none.zip"), "--commit", "abcdef1", "--date", "2026-01-01", "--max-drift", "lots")).err).toMatch(/^arh validate: --max-drift must be a percentage such as 20%/);
    expect((await run("--history-from", join(d, "none.zip"))).err).toMatch(/--history-from carries a history into a baseline bundle: pass --bundle-out too/);
  });
});

describe("arh trend: bad bundles", () => {
  it("a bundle without a history, a missing bundle, no argument: one line, exit 2", async () => {
    const dir = mkdtempSync(join(TMP, "nohist-"));
    expect(await capture(() => runTrendCommand([dir]))).toEqual({ code: 2, out: "", err: `arh trend: bundle ${dir} has no history.json\n` });
    expect((await capture(() => runTrendCommand([join(TMP, "gone.zip")]))).err).toBe(`arh trend: bundle ${join(TMP, "gone.zip")} not found\n`);
    expect((await capture(() => runTrendCommand([]))).err).toMatch(/^arh trend: give one BUNDLE/);
  });
});
