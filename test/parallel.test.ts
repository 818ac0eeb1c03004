// `arh validate` on worker threads (--jobs N) gives byte-identical outputs to a serial run: the
// bundle as users run it, on a corpus large enough to start workers, mixing passing and failing
// traces, input errors, memory and trace-diff documents (validated on the main thread), and
// multi-trace OTLP files. One thread reads its files ahead on a reader thread (engine/prefetch.ts):
// files too large for its slots and empty files are read by the main thread, with the same result.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const cli = join(process.env.ARH_DIST_DIR ?? join(root, "dist"), "cli.js");
const POLICY = join(root, "samples/policies/refund-policy.json");
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "arh-par-"));
  const corpus = join(dir, "corpus");
  mkdirSync(corpus);
  const samples = readdirSync(join(root, "samples/traces")).filter((f) => f.endsWith(".json"));
  // 700 files (more than the 512 that start workers): samples with unique trace ids
  for (let i = 0; i < 700; i++) {
    const name = samples[i % samples.length]!;
    const text = readFileSync(join(root, "samples/traces", name), "utf8");
    let out = text;
    try {
      const doc = JSON.parse(text) as { trace_id?: string };
      doc.trace_id = `${doc.trace_id}-${i}`;
      out = JSON.stringify(doc, null, i % 2 ? 2 : 0);
    } catch {
      // the truncated sample stays truncated
    }
    writeFileSync(join(corpus, `t${String(i).padStart(4, "0")}-${name}`), out);
  }
  writeFileSync(join(corpus, "t0100-not-utf8.json"), Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]));
  writeFileSync(join(corpus, "t0101-empty.json"), "");
  // larger than a read-ahead slot (256 KB): the same trace, padded
  const big = readFileSync(join(root, "samples/traces", samples[0]!), "utf8").replace(/\}\s*$/, "") + " ".repeat(300 * 1024) + "}";
  writeFileSync(join(corpus, "t0102-large.json"), big.replace(/"trace_id":\s*"([^"]*)"/, '"trace_id": "$1-large"'));
  for (const m of readdirSync(join(root, "samples/memory/traces"))) copyFileSync(join(root, "samples/memory/traces", m), join(corpus, `t0200-${m}`));
  copyFileSync(join(root, "test/fixtures/adapters/refund/refund.otlp.json"), join(corpus, "t0300-refund.otlp.json"));
  // trace-diff documents: validated on the main thread, with the validator loaded on the first one
  const diff = (kind: string) => ({
    schema: "agent-behavior-trace/v0",
    case: "refund",
    contract: "refund.commit_after_checks",
    contract_clause: "P2",
    rails: [
      { id: "a", label: "before", regression: false, steps: [{ n: 1, tool: "lookup", result: "found", kind: "read" }] },
      { id: "b", label: "after", regression: true, steps: [{ n: 1, tool: "lookup", result: "found", kind }] },
    ],
    verdict: { output: "PASS", behavior: "FAIL", behavior_reason: "changed", operational: "within budget" },
  });
  writeFileSync(join(corpus, "t0400-diff-good.json"), JSON.stringify(diff("read"), null, 2));
  writeFileSync(join(corpus, "t0401-diff-bad.json"), JSON.stringify(diff("mutation"), null, 2));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(jobs: string, tag: string) {
  const o = (ext: string) => join(dir, `${tag}.${ext}`);
  const r = spawnSync(process.execPath, [cli, "validate", "--jobs", jobs, "--policy", POLICY, "--json-out", o("json"), "--sarif-out", o("sarif"), "--junit-out", o("xml"), "--md-out", o("md"), "corpus"], { cwd: dir, encoding: "utf8", maxBuffer: 1 << 28 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, files: ["json", "sarif", "xml", "md"].map((e) => readFileSync(o(e), "utf8")) };
}

describe("arh validate --jobs", () => {
  it("gives the same bytes on 1, 2 and 3 threads", () => {
    const serial = run("1", "s");
    expect(serial.status).toBe(1);
    const report = JSON.parse(serial.files[0]!) as { summary: { total_traces: number }; reports: { kind: string; source_path: string }[] };
    expect(report.summary.total_traces).toBeGreaterThanOrEqual(710);
    const kinds = new Set(report.reports.map((e) => e.kind));
    for (const k of ["agent", "input", "memory", "abt"]) expect(kinds).toContain(k);
    const abt = report.reports.filter((e) => e.kind === "abt") as unknown as { passed: boolean; findings: { rule_id: string }[] }[];
    expect(abt.map((e) => [e.passed, e.findings.map((f) => f.rule_id)])).toEqual([
      [true, []],
      [false, ["ARH-ABT-006"]],
    ]);
    expect(report.reports.map((e) => e.source_path)).toEqual([...report.reports.map((e) => e.source_path)].sort());
    for (const jobs of ["2", "3"]) {
      const par = run(jobs, `p${jobs}`);
      expect(par.status).toBe(serial.status);
      expect(par.stdout).toBe(serial.stdout);
      expect(par.stderr).toBe(serial.stderr);
      par.files.forEach((f, i) => expect(f).toBe(serial.files[i]));
    }
  });

  it("rejects a bad --jobs value with one line and exit 2", () => {
    const r = spawnSync(process.execPath, [cli, "validate", "--jobs", "0", "--policy", POLICY, "corpus"], { cwd: dir, encoding: "utf8" });
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain("--jobs");
  });
});
