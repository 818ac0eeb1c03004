// The judge command (docs/judge-command.md) with a real child process (test/fixtures/judge/judge.mjs):
// answers become the steps' evaluations; a judge that hangs, crashes, floods or writes garbage leaves
// its steps "not judged" with the reason, counted in the first lines, never a crash.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { judgeFiles, judgeSummaryLines, MAX_JUDGE_OUTPUT_BYTES } from "../../src/judge/index.js";
import { parseJudgeAnswer, stepsToJudge } from "../../src/judge/protocol.js";
import { runJudgeProcess } from "../../src/judge/run.js";
import { parseTrace } from "../../src/trace/parse.js";
import { runValidateCommand } from "../../src/commands/validate.js";
import { capture } from "../capture.js";

const JUDGE = resolve(import.meta.dirname, "../fixtures/judge/judge.mjs");
const CMD = `"${process.execPath}" "${JUDGE}"`;
const TMP = mkdtempSync(join(tmpdir(), "arh-judge-"));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

const traceDoc = (id: string, texts: string[], metadata: Record<string, unknown> = {}) => ({
  schema_version: "1",
  trace_id: id,
  agent_name: "helper",
  workflow: "answer",
  metadata,
  steps: [{ step_id: "lookup", type: "tool_call", tool_name: "search", arguments: { q: "x" }, output: { hits: 1 } }, ...texts.map((text, i) => ({ step_id: `r${i + 1}`, type: "model_response", text }))],
});
let seq = 0;
function traceFile(id: string, texts: string[], metadata?: Record<string, unknown>): string {
  const p = join(TMP, `${seq++}-${id}.json`);
  writeFileSync(p, JSON.stringify(traceDoc(id, texts, metadata)));
  return p;
}

describe("the protocol", () => {
  const t = parseTrace(traceDoc("t", ["first answer", "final answer"]));
  it("final: the last model response; responses: each; all: every step", () => {
    expect(stepsToJudge(t, "final")).toEqual([2]);
    expect(stepsToJudge(t, "responses")).toEqual([1, 2]);
    expect(stepsToJudge(t, "all")).toEqual([0, 1, 2]);
    expect(stepsToJudge(parseTrace({ ...traceDoc("u", []) }), "final")).toEqual([]);
  });

  it("reads an answer strictly: each kind of garbage is its own reason", () => {
    const at = { step_id: "r1", pointer: "/steps/1" };
    expect(parseJudgeAnswer('{"name":"q","score":0.5}\n', at)).toEqual({ ok: true, evaluation: { name: "q", score: 0.5, label: null, explanation: null, step: "r1", pointer: "/steps/1" } });
    const bad: [string, RegExp][] = [
      ["", /wrote nothing on stdout/],
      ["7/10", /not one JSON object: "7\/10"/],
      ['{"a":1}\n{"b":2}', /not one JSON object/],
      ["[1]", /expected a JSON object/],
      ['{"score":1}', /without a "name"/],
      ['{"name":"q","score":"high"}', /a score that is not a number/],
      ['{"name":"q","score":null,"label":null}', /neither a score nor a label/],
      ['{"name":"q","label":3}', /a label that is not a string/],
      ['{"name":"q","label":"ok","explanation":{}}', /explanation that is not a string/],
    ];
    for (const [out, re] of bad) expect(parseJudgeAnswer(out, at)).toEqual({ ok: false, reason: expect.stringMatching(re) });
    const long = parseJudgeAnswer(JSON.stringify({ name: "q", label: "ok", explanation: "e".repeat(5000) }), at);
    expect(long.ok && long.evaluation.explanation!.length).toBe(2000);
  });
});

describe("one run of the judge process", () => {
  const o = { cwd: TMP, timeoutMs: 10_000, maxOutputBytes: MAX_JUDGE_OUTPUT_BYTES };
  const req = (text: string): string => JSON.stringify({ step: { text }, task: null, step_index: 0, step_count: 1 }) + "\n";
  const argv = [process.execPath, JUDGE];

  it("answers", async () => {
    const r = await runJudgeProcess(argv, req("a long enough answer here"), o);
    expect(r.ok && JSON.parse(r.stdout)).toMatchObject({ name: "quality", label: "good" });
  });

  it("a hung judge is killed at the timeout", async () => {
    expect(await runJudgeProcess(argv, req("HANG"), { ...o, timeoutMs: 300 })).toEqual({ ok: false, reason: "did not answer within 300 ms" });
  });

  it("a crash says its exit code and last stderr line", async () => {
    expect(await runJudgeProcess(argv, req("CRASH"), o)).toEqual({ ok: false, reason: 'exited with code 3; last stderr line: "judge: the model endpoint refused the request"' });
  });

  it("a flood past the byte cap is killed", async () => {
    expect(await runJudgeProcess(argv, req("FLOOD"), o)).toEqual({ ok: false, reason: `wrote more than ${MAX_JUDGE_OUTPUT_BYTES} bytes on stdout` });
  });

  it("a command that does not exist cannot be started", async () => {
    expect(await runJudgeProcess([join(TMP, "no-such-judge")], req("x"), o)).toMatchObject({ ok: false, reason: expect.stringMatching(/^could not be started \(ENOENT/), spawn: true });
  });
});

describe("judgeFiles", () => {
  it("judges the selected steps, attaches the answers as evaluations, names what it could not judge", async () => {
    const files = [
      traceFile("good", ["draft", "a final answer long enough"], { task: "refund order 1042" }),
      traceFile("hangs", ["HANG"]),
      traceFile("crashes", ["CRASH"]),
      traceFile("garbage", ["GARBAGE"]),
      traceFile("noname", ["NONAME"]),
      traceFile("nothing", []),
    ];
    const out = await judgeFiles(files, { command: CMD, cwd: TMP, timeoutMs: 4000 });
    expect(out.judged).toBe(1);
    expect(out.notJudged.map((n) => [n.trace_id, n.step_id, n.reason.replace(/;.*/, "")])).toEqual([
      ["hangs", "r1", "the judge did not answer within 4000 ms"],
      ["crashes", "r1", "the judge exited with code 3"],
      ["garbage", "r1", 'the judge wrote stdout that is not one JSON object: "Sure! Here is my verdict: 7/10" (write logs to stderr)'],
      ["noname", "r1", 'the judge answered without a "name" (a string of 1 to 200 characters): "{\\"score\\":1}"'],
    ]);
    const lines = judgeSummaryLines(out);
    expect(lines[0]).toBe(`judge ${JSON.stringify(CMD)} (each trace's last model response): 1 step(s) judged, 4 not judged`);
    expect(lines[2]).toMatch(/^not judged: trace "crashes" step "r1" \(.*crashes\.json\): the judge exited with code 3; last stderr line: "judge: the model endpoint refused the request"$/);
    expect(out.notes("crashes")).toEqual(['step "r1" not judged: the judge exited with code 3; last stderr line: "judge: the model endpoint refused the request"']);
    expect(out.notes("good")).toBeUndefined();
    const t = parseTrace(traceDoc("good", ["draft", "a final answer long enough"], { task: "refund order 1042" }));
    out.attach(t);
    expect(t.steps[1]).not.toHaveProperty("evaluations");
    expect((t.steps[2] as { evaluations?: unknown }).evaluations).toEqual([{ name: "quality", score: 0.26, label: "good", explanation: 'task: "refund order 1042"; step 3 of 3', step: "r2", pointer: "/steps/2" }]);
  });

  it("the same answers whatever the concurrency and the order of the files", async () => {
    const files = ["SLOW one answer of some length", "short", "SLOW another one", "a fourth answer, of medium size"].map((x, i) => traceFile(`m${i}`, [x]));
    const a = await judgeFiles(files, { command: CMD, cwd: TMP, concurrency: 1 });
    const b = await judgeFiles([...files].reverse(), { command: CMD, cwd: TMP, concurrency: 4 });
    for (let i = 0; i < 4; i++) {
      const ta = parseTrace(traceDoc(`m${i}`, [["SLOW one answer of some length", "short", "SLOW another one", "a fourth answer, of medium size"][i]!]));
      const tb = structuredClone(ta);
      a.attach(ta);
      b.attach(tb);
      expect(ta).toEqual(tb);
      expect((ta.steps[1] as { evaluations?: unknown[] }).evaluations).toHaveLength(1);
    }
    expect([a.judged, a.notJudged.length]).toEqual([4, 0]);
  });

  it("a judge command that cannot be started is one usage line", async () => {
    await expect(judgeFiles([traceFile("x", ["answer"])], { command: join(TMP, "no-such-judge"), cwd: TMP })).rejects.toThrow(/^--judge: the judge command could not be started \(ENOENT/);
  });
});

describe("arh validate --judge", () => {
  const policy = join(TMP, "policy.json");
  writeFileSync(policy, JSON.stringify({ policy_id: "p" }));

  it("the judge's counts lead the run; a hung step is named; the run completes", async () => {
    const dir = mkdtempSync(join(TMP, "v-"));
    writeFileSync(join(dir, "a.json"), JSON.stringify(traceDoc("a", ["a final answer long enough"])));
    writeFileSync(join(dir, "b.json"), JSON.stringify(traceDoc("b", ["HANG"])));
    const jsonOut = join(dir, "report.json");
    const r = await capture(() => runValidateCommand(["--policy", policy, "--judge", CMD, "--judge-timeout-ms", "2000", "--quiet", "--json-out", jsonOut, dir]));
    const err = r.err.split("\n");
    expect(err[0]).toBe(`arh validate: judge ${JSON.stringify(CMD)} (each trace's last model response): 1 step(s) judged, 1 not judged`);
    expect(err[1]).toMatch(/^arh validate: not judged: trace "b" step "r1" \(.*b\.json\): the judge did not answer within 2000 ms$/);
    expect(r.err).not.toMatch(/internal error|\n\s+at /);
    expect([0, 1]).toContain(r.code);
    // the report says it too: the entry of the trace whose step was not judged carries the reason
    const report = JSON.parse(readFileSync(jsonOut, "utf8"));
    const b = report.reports.find((e: { trace_id: string }) => e.trace_id === "b");
    expect(b.notes).toEqual(['step "r1" not judged: the judge did not answer within 2000 ms']);
    expect(report.reports.find((e: { trace_id: string }) => e.trace_id === "a").notes).toBeUndefined();
  });

  it("bad judge flags are one line, exit 2", async () => {
    const f = traceFile("x", ["answer"]);
    const cases: [string[], string][] = [
      [["--judge-steps", "all"], "arh validate: --judge-steps is for the judge command: give --judge CMD with it\n"],
      [["--judge", CMD, "--judge-steps", "last"], "arh validate: --judge-steps must be one of final, responses, all, got 'last'\n"],
      [["--judge", CMD, "--judge-timeout-ms", "soon"], "arh validate: --judge-timeout-ms must be a positive whole number of milliseconds, got 'soon'\n"],
      [["--judge", CMD, "--judge-timeout-ms", "0"], "arh validate: --judge-timeout-ms must be a positive number of milliseconds, got 0\n"],
      [["--judge", ""], "arh validate: --judge: the judge command is empty\n"],
    ];
    for (const [args, err] of cases) expect(await capture(() => runValidateCommand(["--policy", policy, ...args, "--quiet", f]))).toEqual({ code: 2, out: "", err });
  });
});
