// The judge command's protocol (docs/judge-command.md): which steps of a trace are judged, the one
// JSON request a judge gets on stdin per step, and the strict reading of its one JSON answer on
// stdout. Pure.
import type { Step, Trace } from "../trace/model.js";

export const JUDGE_STEPS = ["final", "responses", "all"] as const;
export type JudgeSteps = (typeof JUDGE_STEPS)[number];

export const JUDGE_REQUEST_KIND = "arh-judge-request";
export const JUDGE_REQUEST_FORMAT = 1;
/** A request larger than this is not sent: the step is not judged, with the reason. */
export const MAX_REQUEST_BYTES = 1024 * 1024;
const MAX_NAME = 200;
const MAX_LABEL = 200;
const MAX_EXPLANATION = 2000;

/** One judge answer as a step's evaluation (the shape of the trace's own evaluations, docs/evaluations.md). */
export interface JudgeEvaluation {
  name: string;
  score: number | null;
  label: string | null;
  explanation: string | null;
  /** The judged step's id. */
  step: string;
  /** The judged step in the canonical trace (the answer has no place of its own in the file). */
  pointer: string;
}

/** The indexes of the steps `mode` judges: the last model response, every model response, or every step. */
export function stepsToJudge(trace: Trace, mode: JudgeSteps): number[] {
  const all = trace.steps.map((_, i) => i);
  if (mode === "all") return all;
  const responses = all.filter((i) => trace.steps[i]!.type === "model_response");
  return mode === "responses" ? responses : responses.slice(-1);
}

/** What the trace says its task or user input was, when it says: metadata.task, .input or .user_input. */
function taskOf(trace: Trace): unknown {
  for (const k of ["task", "input", "user_input"]) if (Object.hasOwn(trace.metadata, k)) return trace.metadata[k];
  return null;
}

function stepView(s: Step): Record<string, unknown> {
  return { step_id: s.step_id, type: s.type, tool_name: s.tool_name, arguments: s.arguments, text: s.text, output: s.output, status: s.status, error: s.error, citations: s.citations };
}

/** The request for step `index` of `trace`, as one line of JSON; null when larger than MAX_REQUEST_BYTES. */
export function judgeRequest(trace: Trace, index: number): string | null {
  const text = JSON.stringify({
    kind: JUDGE_REQUEST_KIND,
    format_version: JUDGE_REQUEST_FORMAT,
    trace_id: trace.trace_id,
    agent_name: trace.agent_name,
    workflow: trace.workflow,
    task: taskOf(trace),
    step_index: index,
    step_count: trace.steps.length,
    step: stepView(trace.steps[index]!),
  });
  return Buffer.byteLength(text) > MAX_REQUEST_BYTES ? null : text;
}

const show = (s: string): string => JSON.stringify(s.length > 120 ? `${s.slice(0, 119)}…` : s);

/**
 * The judge's stdout read as one evaluation: a JSON object with a `name` and a `score` (a finite
 * number) and/or a `label` (a string), and an optional `explanation` (cut at 2000 characters).
 * Anything else is one reason.
 */
export function parseJudgeAnswer(stdout: string, step: { step_id: string; pointer: string }): { ok: true; evaluation: JudgeEvaluation } | { ok: false; reason: string } {
  const t = stdout.trim();
  if (t === "") return { ok: false, reason: "wrote nothing on stdout" };
  let v: unknown;
  try {
    v = JSON.parse(t);
  } catch {
    return { ok: false, reason: `wrote stdout that is not one JSON object: ${show(t)} (write logs to stderr)` };
  }
  if (v === null || typeof v !== "object" || Array.isArray(v)) return { ok: false, reason: `answered ${show(t)}: expected a JSON object {"name", "score" and/or "label"}` };
  const o = v as Record<string, unknown>;
  if (typeof o.name !== "string" || o.name.trim() === "" || o.name.length > MAX_NAME) return { ok: false, reason: `answered without a "name" (a string of 1 to ${MAX_NAME} characters): ${show(t)}` };
  const score = o.score ?? null;
  if (score !== null && !(typeof score === "number" && Number.isFinite(score))) return { ok: false, reason: `answered a score that is not a number: ${show(JSON.stringify(o.score))}` };
  const label = o.label ?? null;
  if (label !== null && (typeof label !== "string" || label.length > MAX_LABEL)) return { ok: false, reason: `answered a label that is not a string of at most ${MAX_LABEL} characters: ${show(JSON.stringify(o.label) ?? "")}` };
  if (score === null && label === null) return { ok: false, reason: `answered neither a score nor a label: ${show(t)}` };
  const ex = o.explanation ?? null;
  if (ex !== null && typeof ex !== "string") return { ok: false, reason: "answered an explanation that is not a string" };
  const explanation = ex === null ? null : ex.length > MAX_EXPLANATION ? `${ex.slice(0, MAX_EXPLANATION - 1)}…` : ex;
  return { ok: true, evaluation: { name: o.name, score, label, explanation, step: step.step_id, pointer: step.pointer } };
}
