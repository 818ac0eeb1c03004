// A history point dated after the run (a forged or mis-clocked `history.json`): it is dropped with
// one line naming the file and the point, this run's point is appended, and the drift is checked
// on every run, so a point dated 2099 can no longer switch the drift gate off for good.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runValidateCommand } from "../../src/commands/validate.js";
import { nextHistory } from "../../src/bundle/history.js";
import { readBundleHistory } from "../../src/bundle/history-read.js";
import { datedAfter, parseHistory, pointOf, renderHistory, type History, type HistoryPoint } from "../../src/trend/history.js";
import type { Report } from "../../src/types.js";
import { capture } from "../capture.js";
import { commitOf, dateOf, writePush } from "./helpers.js";

const TMP = mkdtempSync(join(tmpdir(), "arh-trend-future-"));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

/** A report of `n` passing traces costing `cost` each. */
const reportAt = (cost: number, n = 6): Report =>
  ({
    schema_version: "1",
    summary: { total_traces: n, passed_traces: n, failed_traces: 0, average_score: 100 },
    reports: Array.from({ length: n }, (_, i) => ({ trace_id: `t${i}`, agent_name: "a", workflow: "w", policy_id: "p", score: 100, passed: true, total_latency_ms: 400, total_cost_usd: cost, citation_coverage: null, source_path: `t${i}.json`, findings: [] })),
  }) as unknown as Report;

/** Ten pushes at $0.01 a trace, five at $0.10 (the rise already recorded), then a point dated 2099. */
function forgedHistory(): History {
  const points: HistoryPoint[] = [];
  for (let i = 0; i < 15; i++) points.push(pointOf(reportAt(i < 10 ? 0.01 : 0.1), commitOf(i), dateOf(i), null));
  points.push(pointOf(reportAt(0.01), commitOf(99), "2099-01-01", null));
  return { arh_history_version: 1, repository: null, branch: null, points };
}

const RUN_DATE = "2026-02-01";
const FUTURE = `points[15] (commit ${commitOf(99).slice(0, 12)}, 2099-01-01) is dated after this run (${RUN_DATE}): dropped`;

async function validate(dir: string, i: number, from: string, out: string) {
  const p = join(dir, `push${i}`);
  const traces = writePush(p, i, { runs: 2, baseCost: 0.1, growth: 1 });
  return capture(() => runValidateCommand(["--policy", join(p, "policy.json"), "--root", p, "--quiet", "--bundle-out", out, "--history-from", from, "--commit", commitOf(i), "--date", i === 20 ? RUN_DATE : `2026-02-0${i - 18}`, "--max-drift", "fail:20%", traces]));
}

function historyIn(bundleDir: string): History {
  const c = parseHistory(readFileSync(join(bundleDir, "history.json"), "utf8"), { repository: null, branch: null });
  if (!c.ok) throw new Error(c.why);
  return c.history;
}

describe("a point dated after the run", () => {
  it("arh validate: the point is dropped with one line, this run appended, the cost drift fails the run; and the next run too", async () => {
    const dir = join(TMP, "cli");
    const prev = join(dir, "prev");
    mkdirSync(prev, { recursive: true });
    writeFileSync(join(prev, "history.json"), renderHistory(forgedHistory()));
    const r = await validate(dir, 20, prev, join(dir, "b20"));
    expect(r.code, r.err).toBe(1);
    const lines = r.err.trimEnd().split("\n");
    expect(lines[0]).toBe(`arh validate: warning: previous bundle ${prev}: history.json: ${FUTURE}`);
    expect(r.err).not.toMatch(/not appended/);
    expect(r.err).toMatch(/^arh validate: error: drift: cost \/ trace drifted \+\d{3}\.\d%/m);
    const h = historyIn(join(dir, "b20"));
    expect(h.points.map((p) => p.commit)).toEqual([...[...Array(15).keys()].map(commitOf), commitOf(20)]);
    // the next run carries the repaired history: appended, checked
    const next = await validate(dir, 21, join(dir, "b20"), join(dir, "b21"));
    expect(next.code, next.err).toBe(1);
    expect(next.err).not.toMatch(/not appended|dated after/);
    expect(next.err).toMatch(/error: drift: cost \/ trace drifted/);
    expect(historyIn(join(dir, "b21")).points.at(-1)!.commit).toBe(commitOf(21));
  });

  it("the reader drops it only when given the run's date (arh trend shows the file as it is)", async () => {
    const dir = mkdtempSync(join(TMP, "read-"));
    writeFileSync(join(dir, "history.json"), renderHistory(forgedHistory()));
    const scope = { repository: null, branch: null };
    expect((await readBundleHistory(dir, scope)).history!.points).toHaveLength(16);
    const r = await readBundleHistory(dir, { ...scope, date: RUN_DATE });
    expect(r.history!.points).toHaveLength(15);
    expect(r.notice).toBe(`previous bundle ${dir}: history.json: ${FUTURE}`);
    const two = forgedHistory();
    two.points.push(pointOf(reportAt(0.01), commitOf(98), "2099-02-01", null));
    writeFileSync(join(dir, "history.json"), renderHistory(two));
    expect((await readBundleHistory(dir, { ...scope, date: RUN_DATE })).notice).toBe(`previous bundle ${dir}: history.json: points[15] to points[16] (from commit ${commitOf(99).slice(0, 12)}, 2099-01-01) are dated after this run (${RUN_DATE}): dropped`);
  });

  it("the pure carry-forward drops it too, and checks the drift of a run it does not append", () => {
    const drift = { threshold: 0.2, mode: "fail" as const };
    const o = { scope: { repository: null, branch: null }, max: 100, pattern: null, drift };
    const later = nextHistory({ history: forgedHistory(), notice: null }, reportAt(0.1), { ...o, commit: commitOf(20), date: RUN_DATE });
    expect(later.notices).toEqual([`history: ${FUTURE}`]);
    expect(later.history.points.at(-1)!.commit).toBe(commitOf(20));
    expect(later.failed).toBe(true);
    // a commit recorded earlier (not the last point): not appended, but its drift is checked
    const h = forgedHistory();
    h.points.pop();
    const again = nextHistory({ history: h, notice: null }, reportAt(0.1), { ...o, commit: commitOf(3), date: RUN_DATE });
    expect(again.notices.join("\n")).toMatch(/already recorded \(points\[3\]\): this run is not appended/);
    expect(again.history.points).toEqual(h.points);
    expect(again.failed).toBe(true);
    expect(again.drifts.map((d) => d.key)).toEqual(["cost_per_trace"]);
  });

  it("a bare day stands for the whole day", () => {
    expect(datedAfter("2026-02-01T23:59:00Z", "2026-02-01")).toBe(false);
    expect(datedAfter("2026-02-02", "2026-02-01")).toBe(true);
    expect(datedAfter("2026-02-01T10:00:01Z", "2026-02-01T10:00:00Z")).toBe(true);
    expect(datedAfter("2026-02-01", "2026-02-01T10:00:00Z")).toBe(false);
  });
});
