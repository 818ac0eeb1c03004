// Evaluation results on a trace (docs/evaluations.md): the judged answers of an LLM-as-judge, a
// rubric or a human label, as data. A canonical `evaluations` list may stand on the trace (each
// item naming the step it judges in `step`, or none for the whole trace) and on a step (the step
// judges itself). Strict: every malformed item is an InputError at its exact place (the pipeline
// makes it a located ARH-INP-001 entry). Pure.
import { InputError } from "../errors.js";
import { pointer } from "../json/locate.js";
import type { Evaluation, Step, Trace } from "./model.js";

export type { Evaluation } from "./model.js";
import { truncateText } from "../util/bound.js";

/** Longest evaluation name (UTF-16 units). */
export const MAX_EVALUATION_NAME = 256;
/** Longest label. */
export const MAX_EVALUATION_LABEL = 256;
/** Longest explanation kept (a longer one is an input error: a judge's explanation is a paragraph, not a file). */
export const MAX_EVALUATION_EXPLANATION = 4096;
/** Most evaluation items in one list. */
export const MAX_EVALUATIONS = 10_000;

const ITEM_KEYS = new Set(["name", "score", "label", "explanation", "step"]);

function kind(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  return typeof v;
}

function own(o: Record<string, unknown>, k: string): unknown {
  return Object.hasOwn(o, k) ? o[k] : undefined;
}

function boundedString(v: unknown, k: string, max: number, at: string, required: boolean): string | null {
  if (v === undefined || v === null) {
    if (required) throw new InputError(`evaluation is missing required field '${k}'`, at);
    return null;
  }
  if (typeof v !== "string") throw new InputError(`evaluation ${k} must be a string, got ${kind(v)}`, at + "/" + k);
  if (required && v.trim() === "") throw new InputError(`evaluation ${k} must not be empty`, at + "/" + k);
  if (v.length > max) throw new InputError(`evaluation ${k} must be at most ${max} characters, got ${v.length}`, at + "/" + k);
  return v;
}

/** A score: a finite JSON number. "NaN", "Infinity" and numeric strings are refused by name. */
function score(v: unknown, at: string): number | null {
  if (v === undefined || v === null) return null;
  if (typeof v === "string") {
    const t = v.trim();
    const why = /^[+-]?(nan|inf|infinity)$/i.test(t) ? "a non-finite value written as a string" : t !== "" && Number.isFinite(Number(t)) ? "a number written as a string" : "a string";
    throw new InputError(`evaluation score must be a finite number, got ${why} (${JSON.stringify(v.slice(0, 40))})`, at + "/score");
  }
  if (typeof v !== "number" || !Number.isFinite(v)) throw new InputError(`evaluation score must be a finite number, got ${kind(v)}`, at + "/score");
  return v;
}

/** Parse one item at `at`; `judged` is the step it stands on (step-level lists), else null. */
export function parseEvaluation(raw: unknown, at: string, judged: string | null, stepIds: ReadonlySet<string>): Evaluation {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) throw new InputError(`evaluation must be an object, got ${kind(raw)}`, at);
  const o = raw as Record<string, unknown>;
  for (const k of Object.keys(o)) {
    if (!ITEM_KEYS.has(k)) throw new InputError(`evaluation has unknown field ${JSON.stringify(k.slice(0, 80))} (known: name, score, label, explanation, step)`, at + "/" + k.replace(/~/g, "~0").replace(/\//g, "~1"));
  }
  const name = boundedString(own(o, "name"), "name", MAX_EVALUATION_NAME, at, true)!;
  const s = score(own(o, "score"), at);
  const label = boundedString(own(o, "label"), "label", MAX_EVALUATION_LABEL, at, false);
  if (s === null && label === null) throw new InputError(`evaluation '${name}' has neither a score nor a label`, at);
  const explanation = boundedString(own(o, "explanation"), "explanation", MAX_EVALUATION_EXPLANATION, at, false);
  let step = judged;
  const rawStep = own(o, "step");
  if (rawStep !== undefined && rawStep !== null) {
    if (typeof rawStep !== "string") throw new InputError(`evaluation step must be a step_id string, got ${kind(rawStep)}`, at + "/step");
    if (judged !== null && rawStep !== judged) throw new InputError(`evaluation on step '${judged.slice(0, 200)}' names another step '${rawStep.slice(0, 200)}'`, at + "/step");
    if (!stepIds.has(rawStep)) throw new InputError(`evaluation '${name}' judges step '${rawStep.slice(0, 200)}', which names no step of the trace`, at + "/step");
    step = rawStep;
  }
  return { name, score: s, label, explanation, step, pointer: at };
}

function parseList(raw: unknown, at: string, judged: string | null, ids: ReadonlySet<string>): Evaluation[] | null {
  if (raw === undefined || raw === null) return null;
  if (!Array.isArray(raw)) throw new InputError(`evaluations must be an array, got ${kind(raw)}`, at);
  if (raw.length > MAX_EVALUATIONS) throw new InputError(`evaluations must hold at most ${MAX_EVALUATIONS} items, got ${raw.length}`, at);
  return raw.map((item: unknown, i) => parseEvaluation(item, `${at}/${i}`, judged, ids));
}

/**
 * Read the `evaluations` lists of a trace document (`doc`, its raw `steps`) onto the parsed trace:
 * the trace's own list on `trace.evaluations`, each step's on `step.evaluations`. Nothing is set
 * when the document has none (traces without evaluations stay as they were).
 */
export function attachEvaluations(doc: Record<string, unknown>, rawSteps: readonly unknown[], trace: Trace): void {
  const top = own(doc, "evaluations");
  let anyStep = false;
  for (const r of rawSteps) {
    if (r !== null && typeof r === "object" && !Array.isArray(r) && Object.hasOwn(r, "evaluations")) {
      anyStep = true;
      break;
    }
  }
  if ((top === undefined || top === null) && !anyStep) return;
  const ids = new Set(trace.steps.map((s) => s.step_id));
  const list = parseList(top, "/evaluations", null, ids);
  if (list) trace.evaluations = list;
  if (!anyStep) return;
  trace.steps.forEach((s: Step, i) => {
    const raw = rawSteps[i] as Record<string, unknown>;
    const l = parseList(own(raw, "evaluations"), pointer("steps", i, "evaluations"), s.step_id, ids);
    if (l) s.evaluations = l;
  });
}

/** Every evaluation of a trace: the trace's list, then each step's in step order. */
export function allEvaluations(trace: Trace): Evaluation[] {
  const out: Evaluation[] = [];
  for (const e of trace.evaluations ?? []) out.push(e);
  for (const s of trace.steps) for (const e of s.evaluations ?? []) out.push(e);
  return out;
}

/** One evaluation as a report entry carries it (`evaluations`, docs/evaluations.md). */
export interface EvaluationEntry {
  name: string;
  step_id: string | null;
  score?: number;
  label?: string;
  explanation?: string;
}

/** The report entry's `evaluations` (bounded: at most 1,000 items, explanations cut to 500 characters), or null. */
export function evaluationEntries(trace: Trace): EvaluationEntry[] | null {
  const all = allEvaluations(trace);
  if (all.length === 0) return null;
  return all.slice(0, 1000).map((e) => {
    const out: EvaluationEntry = { name: e.name, step_id: e.step };
    if (e.score !== null) out.score = e.score;
    if (e.label !== null) out.label = e.label;
    if (e.explanation !== null) out.explanation = truncateText(e.explanation, 500);
    return out;
  });
}
