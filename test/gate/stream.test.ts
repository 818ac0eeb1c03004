// `arh compare --stream always` (gate/stream.ts: an external sort of both reports, then a
// streaming join) must write exactly what the comparison in memory writes: the compare JSON, the
// Markdown, the trace diffs, the console, the exit code, and the same one line for bad reports.
import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCompareCommand } from "../../src/commands/compare.js";
import { runValidateCommand } from "../../src/commands/validate.js";
import { capture } from "../capture.js";
import { reportPair } from "../compare/generate.js";

const dir = mkdtempSync(join(tmpdir(), "arh-stream-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function read(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}

function readDir(path: string): Record<string, string> {
  const out: Record<string, string> = {};
  try {
    for (const f of readdirSync(path).sort()) out[f] = readFileSync(join(path, f), "utf8");
  } catch {
    /* no folder */
  }
  return out;
}

let runs = 0;
/** Both ways, with every output; returns what the streamed run wrote. */
async function both(args: string[], outputs = true) {
  const got = [];
  for (const mode of ["never", "always"]) {
    const o = join(dir, `out-${runs++}`);
    const files = outputs ? ["--json-out", join(o, "c.json"), "--md-out", join(o, "c.md"), "--diff-out", join(o, "diffs")] : [];
    const r = await capture(() => runCompareCommand([...args, ...files, "--stream", mode]));
    got.push({ ...r, json: read(join(o, "c.json")), md: read(join(o, "c.md")), diffs: readDir(join(o, "diffs")) });
  }
  expect(got[1]).toEqual(got[0]);
  return got[1]!;
}

function write(name: string, value: unknown, text?: string): string {
  const p = join(dir, name);
  writeFileSync(p, text ?? JSON.stringify(value, null, 2) + "\n");
  return p;
}

describe("arh compare --stream", () => {
  it("gives the comparison in memory's bytes on the sample regressions", async () => {
    const cand = join(dir, "sample-candidate.json");
    await capture(() => runValidateCommand(["--policy", "samples/regressions/policy.json", "--json-out", cand, "--quiet", "samples/regressions/candidate"]));
    const r = await both(["--baseline", "samples/regressions/baseline-report.json", "--candidate", cand, "--policy", "samples/regressions/policy.json"]);
    expect(r.code).toBe(1);
    expect(Object.keys(r.diffs).length).toBeGreaterThan(1);
    expect(r.md).toContain("Regression gate failed");
  });

  it("gives the same bytes on generated reports, in every gate mode", async () => {
    for (const [seed, n, change] of [
      [1, 60, 0.3],
      [2, 700, 0.9],
      [3, 2500, 0.5],
    ] as const) {
      const { baseline, candidate } = reportPair(seed, n, change);
      const b = write(`b${seed}.json`, baseline);
      const c = write(`c${seed}.json`, candidate);
      for (const mode of ["regressions", "failures", "never"]) {
        await both(["--baseline", b, "--candidate", c, "--fail-on", mode, ...(seed === 2 ? ["--max-score-drop", "0.01"] : [])]);
      }
    }
  });

  it("reports bad reports with the same line, in the same order", async () => {
    const { baseline, candidate } = reportPair(9, 40, 0.5);
    const good = write("good-b.json", baseline);
    const goodC = write("good-c.json", candidate);
    const dup = (r: typeof baseline, at: number) => ({ ...r, reports: [...r.reports.slice(0, at), { ...r.reports[0]! }, ...r.reports.slice(at)] });
    const cases: Record<string, string> = {
      dupB: write("dup-b.json", dup(baseline, 7)),
      dupC: write("dup-c.json", dup(candidate, 3)),
      notObject: write("not-object.json", [1, 2]),
      noReports: write("no-reports.json", { schema_version: "1" }),
      notArray: write("not-array.json", { reports: {} }),
      schema: write("schema.json", { reports: [], schema_version: "2.0" }),
      entry: write("entry.json", { reports: [{ trace_id: "a" }, 5, { trace_id: "a" }] }),
      entryAfterDup: write("entry-dup.json", { reports: [{ trace_id: "a" }, { trace_id: "a" }, { no_id: 1 }] }),
      syntax: write("syntax.json", null, '{"reports": [{"trace_id": "a"},\n  {"trace_id": }]}'),
      truncated: write("truncated.json", null, '{"reports": [{"trace_id": "a"}'),
      twoKeys: write("two-keys.json", null, '{"reports": 5, "reports": [{"trace_id": "a"}]}'),
      deep: write("deep.json", null, `{"reports": [{"trace_id": "a", "x": ${"[".repeat(1200)}${"]".repeat(1200)}}]}`),
      bom: write("bom.json", null, "\ufeff" + JSON.stringify({ reports: [{ trace_id: "a", passed: true, score: 100, findings: [] }] })),
      proto: write("proto.json", null, '{"reports": [{"trace_id": "__proto__", "__proto__": {"passed": true}, "passed": false, "findings": [{"__proto__": 1, "severity": "error", "category": "x", "message": "m"}]}]}'),
      lone: write("lone.json", null, '{"reports": [{"trace_id": "\\ud800x", "passed": false, "findings": []}, {"trace_id": "\\udfff", "passed": true}]}'),
      scalar: write("scalar.json", null, "42"),
      trailing: write("trailing.json", null, '{"reports": []} {}'),
      missing: join(dir, "missing.json"),
    };
    for (const [name, bad] of Object.entries(cases)) {
      for (const [b, c] of [
        [bad, goodC],
        [good, bad],
        [bad, cases.dupC!],
      ] as const) {
        const r = await both(["--baseline", b, "--candidate", c], false);
        if (!["twoKeys", "bom", "proto", "lone"].includes(name)) expect(r.code, name).toBe(2);
      }
    }
    // a policy problem comes after the baseline's and before the candidate's
    const r = await both(["--baseline", cases.dupB!, "--candidate", cases.syntax!, "--policy", join(dir, "no-policy.json")], false);
    expect(r.err).toContain("duplicate trace_id");
    const p = await both(["--baseline", good, "--candidate", cases.syntax!, "--policy", join(dir, "no-policy.json")], false);
    expect(p.err).toMatch(/no-policy/);
  });
});

describe("streamCompare", () => {
  it("calls its pacer between pieces of work (the shell's garbage collection), and the result is the same", async () => {
    const { streamCompare } = await import("../../src/gate/stream.js");
    const { baseline, candidate } = reportPair(5, 9000, 0.2);
    const b = write("pace-b.json", baseline);
    const c = write("pace-c.json", candidate);
    const run = (pace?: () => void) => {
      const out = join(dir, `pace-${pace ? "on" : "off"}.json`);
      const s = streamCompare({ baseline: { path: b, label: "baseline report" }, candidate: { path: c, label: "candidate report" }, options: { failOn: "regressions" }, workDir: mkdtempSync(join(dir, "work-")), jsonOut: out, diffs: "markdown", ...(pace ? { pace } : {}) });
      s.writeJson!();
      return readFileSync(out, "utf8");
    };
    let calls = 0;
    const paced = run(() => calls++);
    expect(calls).toBeGreaterThanOrEqual(2); // 9,000 traces merged: one call every 4,096
    expect(paced).toBe(run());
  });

  it("merges many small runs exactly, duplicates across runs included", async () => {
    const { compareReports } = await import("../../src/compare/compare.js");
    const { renderCompareJson, renderCompareMarkdown, renderCompareConsole } = await import("../../src/report/compare.js");
    const { streamCompare } = await import("../../src/gate/stream.js");
    const { baseline, candidate } = reportPair(21, 1500, 0.6);
    const b = write("runs-b.json", baseline);
    const c = write("runs-c.json", candidate);
    const work = mkdtempSync(join(dir, "work-"));
    const out = join(dir, "runs-compare.json");
    const s = streamCompare({ baseline: { path: b, label: "baseline report" }, candidate: { path: c, label: "candidate report" }, options: { failOn: "regressions" }, workDir: work, jsonOut: out, diffs: "markdown", runBytes: 4096 });
    expect(readdirSync(work).filter((f) => f.endsWith(".run")).length).toBeGreaterThan(100);
    s.writeJson!();
    const mem = compareReports(baseline, candidate, { failOn: "regressions" });
    expect(readFileSync(out, "utf8")).toBe(renderCompareJson(mem));
    expect(renderCompareConsole(s.view)).toBe(renderCompareConsole(mem));
    expect(renderCompareMarkdown(s.view)).toBe(renderCompareMarkdown(mem));
    expect(s.view.result.traces.length).toBeLessThan(mem.traces.length);

    // diffs kept for the regressions a small budget can show, as the whole map renders them
    const { buildTraceDiffMap } = await import("../../src/tracediff/build.js");
    const small = streamCompare({ baseline: { path: b, label: "baseline report" }, candidate: { path: c, label: "candidate report" }, options: { failOn: "regressions" }, workDir: mkdtempSync(join(dir, "work-")), diffs: "markdown", runBytes: 4096, blocks: 40 });
    const all = buildTraceDiffMap({ compare: mem, baseline, candidate, policy: null });
    expect(small.diffs.size).toBeLessThanOrEqual(40);
    expect(all.size).toBeGreaterThan(40);
    for (const budget of [900, 1900]) expect(renderCompareMarkdown(small.view, { budget, diffs: small.diffs })).toBe(renderCompareMarkdown(mem, { budget, diffs: all }));

    // the same id in the first and the last run: the pair normalizeReport names
    const dupd = { ...baseline, reports: [...baseline.reports, { ...baseline.reports[3]! }, { ...baseline.reports[1]! }] };
    const d = write("runs-dup.json", dupd);
    expect(() => streamCompare({ baseline: { path: d, label: "baseline report" }, candidate: { path: c, label: "candidate report" }, options: { failOn: "regressions" }, workDir: mkdtempSync(join(dir, "work-")), diffs: "none", runBytes: 4096 })).toThrow(
      `baseline report ${d}: duplicate trace_id '${baseline.reports[3]!.trace_id}' (reports[3] and reports[${baseline.reports.length}])`,
    );
  });
});
