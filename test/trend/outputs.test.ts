// `arh trend --json-out/--html-out` and `arh calibrate --json-out` naming a path that cannot be
// written (an existing folder, a file where a folder should be): one usage line and exit 2,
// checked before the bundle or the baseline is read, never an internal error.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runTrendCommand } from "../../src/commands/trend.js";
import { runCalibrateCommand } from "../../src/commands/calibrate.js";
import { pointOf, renderHistory } from "../../src/trend/history.js";
import type { Report } from "../../src/types.js";
import { capture } from "../capture.js";
import { commitOf, dateOf } from "./helpers.js";

const TMP = mkdtempSync(join(tmpdir(), "arh-trend-out-"));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

const entry = (id: string, scenario: string, passed: boolean) => ({ trace_id: id, agent_name: "a", workflow: scenario, policy_id: "p", score: passed ? 100 : 40, passed, total_latency_ms: 5, total_cost_usd: 0.5, citation_coverage: null, source_path: `${id}.json`, findings: [], scenario });
const reportOf = (entries: ReturnType<typeof entry>[]): Report => ({ schema_version: "1", summary: { total_traces: entries.length, passed_traces: entries.filter((e) => e.passed).length, failed_traces: entries.filter((e) => !e.passed).length, average_score: 80 }, reports: entries }) as unknown as Report;

/** A bundle folder whose history has three points. */
function bundle(): string {
  const dir = mkdtempSync(join(TMP, "bundle-"));
  const report = reportOf([entry("t", "s", true)]);
  writeFileSync(join(dir, "history.json"), renderHistory({ arh_history_version: 1, repository: "o/r", branch: "main", points: [0, 1, 2].map((i) => pointOf(report, commitOf(i), dateOf(i), null)) }));
  return dir;
}

/** A report with ten runs of each of two scenarios. */
function baseline(): string {
  const entries = ["a", "b"].flatMap((s) => Array.from({ length: 10 }, (_, r) => entry(`${s}-${r}`, s, r < 8)));
  const path = join(TMP, `baseline-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(reportOf(entries)));
  return path;
}

describe("an output path that cannot be written is one usage line", () => {
  const folder = join(TMP, "an-existing-folder");
  const file = join(TMP, "a-file");
  mkdirSync(folder);
  writeFileSync(file, "x");

  it("the bundle and the baseline are usable: the same commands with a file path write it", async () => {
    expect((await capture(() => runTrendCommand([bundle(), "--quiet", "--json-out", join(TMP, "t.json"), "--html-out", join(TMP, "t.html")]))).code).toBe(0);
    expect((await capture(() => runCalibrateCommand(["--baseline", baseline(), "--quiet", "--rounds", "20", "--json-out", join(TMP, "c.json")]))).code).toBe(0);
  });

  for (const flag of ["--json-out", "--html-out"]) {
    it(`arh trend ${flag} FOLDER: exit 2, one line`, async () => {
      expect(await capture(() => runTrendCommand([bundle(), flag, folder]))).toEqual({ code: 2, out: "", err: `arh trend: ${flag} ${folder}: is a folder\n` });
    });
    it(`arh trend ${flag} under a file: exit 2, one line`, async () => {
      expect(await capture(() => runTrendCommand([bundle(), flag, join(file, "t.out")]))).toEqual({ code: 2, out: "", err: `arh trend: ${flag} ${join(file, "t.out")}: its parent ${file} is not a folder\n` });
    });
  }

  it("arh calibrate --json-out FOLDER: exit 2, one line", async () => {
    expect(await capture(() => runCalibrateCommand(["--baseline", baseline(), "--rounds", "20", "--json-out", folder]))).toEqual({ code: 2, out: "", err: `arh calibrate: --json-out ${folder}: is a folder\n` });
  });
});
