// `arh validate --judge CMD` (docs/judge-command.md): before the traces are validated, the judge
// command runs once per selected step (bounded concurrency, a timeout and an output cap each); its
// answers are kept by (trace id, step id) and attached to the parsed steps as their evaluations when
// the pipeline validates them, so the policy's evaluations block gates them like recorded ones. A
// step whose judge hung, crashed or answered garbage is "not judged" with the reason: counted and
// named in the first lines of the run, never silently passed over.
import { UsageError } from "../errors.js";
import { parseTrace } from "../trace/parse.js";
import type { Trace } from "../trace/model.js";
import { JUDGE_STEPS, judgeRequest, parseJudgeAnswer, stepsToJudge, type JudgeEvaluation, type JudgeSteps } from "./protocol.js";
import { readTraceFile } from "./read.js";
import { boundedAll, judgeArgv, runJudgeProcess } from "./run.js";

export const DEFAULT_JUDGE_TIMEOUT_MS = 30_000;
export const DEFAULT_JUDGE_CONCURRENCY = 4;
export const MAX_JUDGE_OUTPUT_BYTES = 64 * 1024;
/** The most steps one run judges; the rest are not judged, with the reason. */
export const MAX_JUDGED_STEPS = 10_000;

export interface JudgeOptions {
  command: string;
  cwd: string;
  timeoutMs?: number;
  steps?: JudgeSteps;
  concurrency?: number;
}

export interface NotJudged {
  trace_id: string;
  step_id: string;
  file: string;
  reason: string;
}

export interface JudgeOutcome {
  command: string;
  steps: JudgeSteps;
  /** Steps judged, and the ones that were not (each with its reason). */
  judged: number;
  notJudged: NotJudged[];
  /** Trace files the judge could not read (the validation reports them in full). */
  unreadable: number;
  /** Attach the answers to a parsed trace's steps as their evaluations (the pipeline calls it). */
  attach(trace: Trace): void;
  /** The report entry's notes of a trace with steps not judged (at most 5 named); undefined: none. */
  notes(traceId: string): string[] | undefined;
}

const key = (traceId: string, stepId: string): string => JSON.stringify([traceId, stepId]);

interface Job {
  trace: Trace;
  index: number;
  file: string;
  request: string | null;
}

/** The steps to judge in `files`, in file and step order; one (trace id, step id) once. */
function collectJobs(files: readonly string[], mode: JudgeSteps): { jobs: Job[]; unreadable: number } {
  const jobs: Job[] = [];
  const seen = new Set<string>();
  let unreadable = 0;
  for (const file of files) {
    const r = readTraceFile(file);
    if ("error" in r) {
      unreadable++;
      continue;
    }
    for (const a of r.traces) {
      let trace: Trace;
      try {
        trace = parseTrace(a.trace);
      } catch {
        continue; // an invalid trace is the validation's input-error entry; nothing to judge
      }
      for (const index of stepsToJudge(trace, mode)) {
        const k = key(trace.trace_id, trace.steps[index]!.step_id);
        if (seen.has(k)) continue;
        seen.add(k);
        jobs.push({ trace, index, file, request: judgeRequest(trace, index) });
      }
    }
  }
  return { jobs, unreadable };
}

/** Run the judge on the selected steps of `files`. A command that cannot be started at all is a usage error. */
export async function judgeFiles(files: readonly string[], o: JudgeOptions): Promise<JudgeOutcome> {
  const argv = judgeArgv(o.command);
  const timeoutMs = o.timeoutMs ?? DEFAULT_JUDGE_TIMEOUT_MS;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) throw new UsageError(`--judge-timeout-ms must be a positive number of milliseconds, got ${timeoutMs}`);
  const mode = o.steps ?? "final";
  const { jobs, unreadable } = collectJobs(files, mode);
  const answers = new Map<string, JudgeEvaluation>();
  const notJudged: NotJudged[] = [];
  const proc = { cwd: o.cwd, timeoutMs, maxOutputBytes: MAX_JUDGE_OUTPUT_BYTES };
  const one = async (j: Job): Promise<{ ok: true; evaluation: JudgeEvaluation } | { ok: false; reason: string; spawn?: true }> => {
    const step = j.trace.steps[j.index]!;
    if (j.request === null) return { ok: false, reason: "the step is larger than the judge's 1 MiB request limit" };
    const r = await runJudgeProcess(argv, j.request + "\n", proc);
    return r.ok ? parseJudgeAnswer(r.stdout, { step_id: step.step_id, pointer: `/steps/${j.index}` }) : r;
  };
  const over = jobs.slice(MAX_JUDGED_STEPS);
  const run = jobs.slice(0, MAX_JUDGED_STEPS);
  // the first step alone: a command that cannot start is one line, not a reason on every step
  const first = run.length > 0 ? await one(run[0]!) : null;
  if (first && !first.ok && first.spawn) throw new UsageError(`--judge: the judge command ${first.reason}`);
  const rest = await boundedAll(run.slice(1).map((j) => () => one(j)), Math.max(1, o.concurrency ?? DEFAULT_JUDGE_CONCURRENCY));
  const results = first ? [first, ...rest] : [];
  results.forEach((r, i) => {
    const j = run[i]!;
    const step = j.trace.steps[j.index]!;
    if (r.ok) answers.set(key(j.trace.trace_id, step.step_id), r.evaluation);
    else notJudged.push({ trace_id: j.trace.trace_id, step_id: step.step_id, file: j.file, reason: `the judge ${r.reason}` });
  });
  for (const j of over) notJudged.push({ trace_id: j.trace.trace_id, step_id: j.trace.steps[j.index]!.step_id, file: j.file, reason: `more than ${MAX_JUDGED_STEPS} steps to judge in one run` });
  // each trace's first five not-judged steps, and how many it has
  const byTrace = new Map<string, NotJudged[]>();
  const countOf = new Map<string, number>();
  for (const n of notJudged) {
    const list = byTrace.get(n.trace_id) ?? [];
    if (list.length < 5) list.push(n);
    byTrace.set(n.trace_id, list);
    countOf.set(n.trace_id, (countOf.get(n.trace_id) ?? 0) + 1);
  }
  return {
    command: o.command,
    steps: mode,
    judged: answers.size,
    notJudged,
    unreadable,
    attach(trace: Trace): void {
      for (const step of trace.steps) {
        const e = answers.get(key(trace.trace_id, step.step_id));
        if (!e) continue;
        const s = step as { evaluations?: unknown[] };
        s.evaluations = [...(s.evaluations ?? []), { ...e }];
      }
    },
    notes(traceId: string): string[] | undefined {
      const mine = byTrace.get(traceId);
      if (!mine) return undefined;
      const out = mine.slice(0, 5).map((n) => `step ${JSON.stringify(cut(n.step_id, 100))} not judged: ${cut(n.reason, 400)}`);
      const more = countOf.get(traceId)! - out.length;
      if (more > 0) out.push(`… and ${more} more step(s) not judged`);
      return out;
    },
  };
}

const cut = (s: string, n: number): string => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** The run's first lines about the judge: what was judged, what was not and why (a few named). */
export function judgeSummaryLines(o: JudgeOutcome): string[] {
  const what = o.steps === "final" ? "each trace's last model response" : o.steps === "responses" ? "every model response" : "every step";
  const lines = [`judge ${JSON.stringify(cut(o.command, 120))} (${what}): ${o.judged} step(s) judged, ${o.notJudged.length} not judged${o.unreadable > 0 ? `, ${o.unreadable} trace file(s) not read` : ""}`];
  for (const n of o.notJudged.slice(0, 10)) lines.push(`not judged: trace ${JSON.stringify(cut(n.trace_id, 100))} step ${JSON.stringify(cut(n.step_id, 100))} (${cut(n.file, 200)}): ${cut(n.reason, 400)}`);
  if (o.notJudged.length > 10) lines.push(`not judged: … and ${o.notJudged.length - 10} more step(s)`);
  return lines;
}

/**
 * The judge run `arh validate`'s flags ask for: none without `--judge` (its other flags are then one
 * line), else `judgeFiles` with `--judge-timeout-ms` and `--judge-steps` (default: final) checked.
 */
export async function judgeRun(flags: { judge?: string; "judge-steps"?: string; "judge-timeout-ms"?: string }, files: readonly string[], cwd: string): Promise<JudgeOutcome | null> {
  const steps = flags["judge-steps"];
  const timeout = flags["judge-timeout-ms"];
  if (flags.judge === undefined) {
    if (steps !== undefined || timeout !== undefined) throw new UsageError(`${steps !== undefined ? "--judge-steps" : "--judge-timeout-ms"} is for the judge command: give --judge CMD with it`);
    return null;
  }
  if (steps !== undefined && !(JUDGE_STEPS as readonly string[]).includes(steps)) throw new UsageError(`--judge-steps must be one of ${JUDGE_STEPS.join(", ")}, got '${steps.slice(0, 60)}'`);
  if (timeout !== undefined && !/^\d+$/.test(timeout.trim())) throw new UsageError(`--judge-timeout-ms must be a positive whole number of milliseconds, got '${timeout.slice(0, 60)}'`);
  return await judgeFiles(files, { command: flags.judge, cwd, timeoutMs: timeout === undefined ? undefined : Number(timeout), steps: (steps as JudgeSteps | undefined) ?? "final" });
}
