// Live replay: the broken (forgetful) component trips the baseline gate; crashing, hanging and
// garbage-writing components fail only their own traces; no child process survives close().
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { compareReports } from "../../src/compare/index.js";
import { createMemoryRunner, type MemoryRunner } from "../../src/memory/index.js";
import { NdjsonProcess, splitCommandLine } from "../../src/memory/process.js";
import { buildReport } from "../../src/engine/report.js";
import type { TraceReport } from "../../src/types.js";
import { alive, evalFile, policy, PY, sampleFiles, SAMPLES, TRACES } from "./helpers.js";

let runner: MemoryRunner | undefined;
afterEach(async () => {
  await runner?.close();
  runner = undefined;
});

async function runAll(cmd: string, timeoutMs?: number): Promise<TraceReport[]> {
  runner = createMemoryRunner({ adapterCommand: cmd, cwd: SAMPLES, timeoutMs });
  const out: TraceReport[] = [];
  for (const f of sampleFiles()) out.push(await evalFile(runner, f));
  await runner.close();
  runner = undefined;
  return out;
}

/** 1-based line of the first occurrence of `needle` in a sample trace. */
function lineOf(file: string, needle: string, from = 0): number {
  const text = readFileSync(join(TRACES, file), "utf8");
  const at = text.indexOf(needle, from);
  expect(at).toBeGreaterThanOrEqual(0);
  return text.slice(0, at).split("\n").length;
}

function processesWith(marker: string): string[] {
  const ps = execFileSync("ps", ["-eo", "pid,args"], { encoding: "utf8" });
  return ps.split("\n").filter((l) => l.includes(marker) && !l.includes("ps -eo"));
}

describe("forgetful component (forgets after a session boundary)", () => {
  it("fails the multi_session trace with findings at the expected_information lines and trips the baseline gate", async () => {
    const base = await runAll(`${PY} keyword_store.py`);
    const cand = await runAll(`${PY} forgetful_store.py`);
    const ms = cand.find((r) => r.trace_id === "trace_id_memory_multi_session")!;
    expect(ms.passed).toBe(false);
    // queries 0 and 1 lose everything from session 1; query 2 (session 2) still succeeds
    const d = ms.memory as { queries: { support_coverage: number; success: boolean }[]; support_coverage: number; query_success_rate: number };
    expect(d.queries.map((q) => [q.support_coverage, q.success])).toEqual([[0, false], [0, false], [1, true]]);
    expect(d.support_coverage).toBe(0.3333);
    expect(d.query_success_rate).toBe(0.3333);
    expect(ms.score).toBe(33.33);
    const missing = ms.findings.filter((f) => f.rule_id === "ARH-MEM-101");
    expect(missing.map((f) => [f.step_id, f.pointer])).toEqual([
      ["q0.e0", "/recall_queries/0/expected_information/0"],
      ["q1.e0", "/recall_queries/1/expected_information/0"],
      ["q1.e1", "/recall_queries/1/expected_information/1"],
    ]);
    const file = "trace_id_memory_multi_session.json";
    const qStart = readFileSync(join(TRACES, file), "utf8").indexOf('"recall_queries"');
    expect(missing[0]!.location).toMatchObject({ uri: `samples/memory/traces/${file}`, startLine: lineOf(file, '"Priya"', qStart) });
    expect(missing[1]!.location!.startLine).toBe(lineOf(file, '"March 14"', qStart));
    expect(missing[2]!.location!.startLine).toBe(lineOf(file, '{ "value": "6 ?pm"', qStart));
    expect(missing[0]!.message).toContain('"Priya" missing');
    expect(missing[0]!.message).toContain("the recall output is empty");
    expect(ms.findings.map((f) => f.rule_id).sort()).toEqual(["ARH-MEM-101", "ARH-MEM-101", "ARH-MEM-101", "ARH-MEM-105", "ARH-MEM-106"]);
    // every other trace is unaffected
    for (const r of cand) if (r !== ms) expect([r.trace_id, r.passed, r.findings]).toEqual([r.trace_id, true, []]);

    const cmp = compareReports(buildReport(base, { policyId: "mem-test", failUnder: 70 }), buildReport(cand, { policyId: "mem-test", failUnder: 70 }), { failOn: "regressions" });
    expect(cmp.gate.passed).toBe(false);
    expect(cmp.summary.pass_to_fail).toBe(1);
    expect(cmp.summary.new_error_findings).toBe(5);
  });
});

describe("misbehaving components fail only their own traces", () => {
  it("crash: the trace fails with the exit code and stderr, the adapter restarts for the next trace", async () => {
    const reports = await runAll(`${PY} faulty_store.py --crash-trace trace_id_memory_preferences --crash-trace trace_id_cache_basic`);
    for (const r of reports) {
      if (r.trace_id === "trace_id_memory_preferences" || r.trace_id === "trace_id_cache_basic") {
        expect(r.passed).toBe(false);
        const f = r.findings.find((x) => x.rule_id === "ARH-MEM-104")!;
        expect(f.severity).toBe("error");
        expect(f.message).toMatch(/exited with code 3 while answering (recall for query 0|read for check 0); last stderr line: faulty_store: simulated crash/);
        expect(f.step_id).toBe(r.trace_id === "trace_id_cache_basic" ? "check0" : "q0");
        expect((r.memory as { adapter_stderr_tail: string }).adapter_stderr_tail).toContain("simulated crash");
        expect(r.score).toBe(0);
      } else expect([r.trace_id, r.passed, r.findings]).toEqual([r.trace_id, true, []]);
    }
  });

  it("hang: the request times out, the child is killed, the other traces pass", async () => {
    const marker = `hang_marker_${process.pid}`;
    const reports = await runAll(`${PY} faulty_store.py --hang-trace trace_id_memory_injection --error-trace ${marker}`, 5000);
    const hung = reports.find((r) => r.trace_id === "trace_id_memory_injection")!;
    expect(hung.passed).toBe(false);
    const f = hung.findings.find((x) => x.rule_id === "ARH-MEM-104")!;
    expect(f.message).toContain("did not answer within 5000 ms while answering recall for query 0");
    expect(f.pointer).toBe("/recall_queries/0");
    const q = (hung.memory as { queries: { reason: string }[] }).queries[0]!;
    expect(q.reason).toContain("not replayed");
    for (const r of reports) if (r !== hung) expect([r.trace_id, r.passed]).toEqual([r.trace_id, true]);
    expect(processesWith(marker)).toEqual([]);
  });

  it("garbage on stdout is a protocol failure of that trace only", async () => {
    const reports = await runAll(`${PY} faulty_store.py --garbage-trace trace_id_cache_edge_cases`);
    const bad = reports.find((r) => r.trace_id === "trace_id_cache_edge_cases")!;
    expect(bad.findings.map((f) => f.rule_id)).toEqual(["ARH-MEM-104", "ARH-MEM-107"]);
    expect(bad.findings[0]!.message).toContain('wrote a stdout line that is not JSON: "DEBUG: about to recall"');
    for (const r of reports) if (r !== bad) expect(r.passed).toBe(true);
  });

  it("an {error} answer makes the items unscorable (ARH-MEM-103), never a silent pass", async () => {
    const reports = await runAll(`${PY} faulty_store.py --error-trace trace_id_memory_injection`);
    const bad = reports.find((r) => r.trace_id === "trace_id_memory_injection")!;
    expect(bad.passed).toBe(false);
    const u = bad.findings.filter((f) => f.rule_id === "ARH-MEM-103");
    expect(u.map((f) => f.step_id)).toEqual(["q0.e0", "q0.e1", "q0.e2"]);
    expect(u[0]!.message).toContain("simulated backend outage");
    expect(bad.score).toBe(0);
  });

  it("a command that cannot be started fails each trace with a clear reason", async () => {
    const reports = await runAll("./definitely-not-a-memory-adapter --x");
    for (const r of reports) {
      expect(r.passed).toBe(false);
      expect(r.findings[0]!.rule_id).toBe("ARH-MEM-104");
      expect(r.findings[0]!.message).toContain("could not be started (ENOENT: ./definitely-not-a-memory-adapter)");
    }
  });
});

describe("NdjsonProcess", () => {
  it("kills a hung child and its process group, restarts on the next request, and leaves nothing behind on close", async () => {
    const proc = new NdjsonProcess(`${PY} faulty_store.py --hang-trace T`, { label: "memory adapter", cwd: SAMPLES, timeoutMs: 4000 });
    await proc.request({ op: "reset", trace_id: "T" }, "while resetting");
    const pid1 = proc.pid;
    expect(alive(pid1)).toBe(true);
    await expect(proc.request({ op: "recall", query: "x" }, "while answering recall")).rejects.toMatchObject({ kind: "timeout" });
    await new Promise((r) => setTimeout(r, 200));
    expect(alive(pid1)).toBe(false);
    const ok = await proc.request({ op: "reset", trace_id: "other" }, "while resetting");
    expect(ok.ok).toBe(true);
    const pid2 = proc.pid;
    expect(pid2).not.toBe(pid1);
    expect(proc.starts).toBe(2);
    await proc.close();
    expect(alive(pid2)).toBe(false);
  });

  it("splits command lines without a shell", () => {
    expect(splitCommandLine(`python3  'my memory.py' --name "a \\"b\\"" C:\\tools\\x.exe a\\ b`)).toEqual(["python3", "my memory.py", "--name", 'a "b"', "C:\\tools\\x.exe", "a b"]);
    expect(() => splitCommandLine("python3 'oops")).toThrow(/unterminated/);
    expect(splitCommandLine("echo $HOME | cat")).toEqual(["echo", "$HOME", "|", "cat"]);
  });
});

describe("runner", () => {
  it("serialises concurrent evaluate calls (one stateful adapter)", async () => {
    runner = createMemoryRunner({ adapterCommand: `${PY} keyword_store.py`, cwd: SAMPLES });
    const r = runner;
    const reports = await Promise.all(sampleFiles().map((f) => evalFile(r, f)));
    expect(reports.map((x) => x.score)).toEqual(reports.map(() => 100));
  });

  it("scores the valid items of a trace with lint errors; invalid items are unmatched with their reason", async () => {
    runner = createMemoryRunner({ adapterCommand: `${PY} keyword_store.py`, cwd: SAMPLES });
    const text = JSON.stringify({
      trace_id: "trace_id_lint", agent_name: "kv-memory", category: "normal",
      turns: [{ role: "assistant", content: "The launch code word is heliotrope." }],
      recall_queries: [{ query: "What is the code word?", expected_information: ["heliotrope", { value: "(x", matcher: "regex" }] }],
    }, null, 2);
    const r = await runner.evaluate({ doc: JSON.parse(text), text, uri: "t.json", fileName: "trace_id_lint.json", policy: policy(), failUnder: 0 });
    expect(r.agent_name).toBe("kv-memory");
    expect(r.findings.map((f) => f.rule_id)).toEqual(["ARH-MEM-006", "ARH-MEM-009", "ARH-MEM-105", "ARH-MEM-106"]);
    const q = (r.memory as { queries: { items: { matched: boolean; reason?: string }[] }[] }).queries[0]!;
    expect(q.items.map((i) => i.matched)).toEqual([true, false]);
    expect(q.items[1]!.reason).toMatch(/^invalid regex: /);
    expect(r.score).toBe(50);
    expect(r.passed).toBe(false);
  });
});
