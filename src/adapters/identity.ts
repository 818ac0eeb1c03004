// Step identity of adapted traces: from behaviour, never from the provider's or the tracer's ids.
// Call ids (OpenAI `call_…`, Anthropic `toolu_…`, Responses `fc_…`), message and item ids and OTLP
// span ids are random on every run, so a step id taken from them could never pair a finding with
// its baseline. Every adapter's steps are named here, once they are in their final order:
//
//   tool_call       `<tool_name>#<n>`  n = 1, 2, ... counting the trace's calls of that tool
//   model_response  `model#<n>`        n counting the trace's model responses
//
// (a tool without a name counts as `tool`, one named `model` as `tool:model`). The id the step had
// in the file is kept in its metadata (`call_id` of a tool call, `message_id` of a response;
// OTLP steps also keep `span_id`), and `/steps/<i>/step_id` still maps to where it was recorded.
// The rule is documented in docs/adapters.md ("Step identity").
import { type Obj, type StepOrigin, isObj, setOwn } from "./values.js";

/** Version of the rule above; reports of traces named by an older rule are detected by their ids
 * (src/compare/identity.ts). */
export const STEP_ID_SCHEME = "ordinal/1";

/** Tool names are untrusted: the part copied into an id is bounded. */
const MAX_KEY = 64;

/** The ordinal key of a step: its tool's name, or `model`. */
function stepKey(step: Obj): string {
  if (step.type !== "tool_call") return "model";
  const name = typeof step.tool_name === "string" && step.tool_name !== "" ? step.tool_name : "tool";
  const key = name.length > MAX_KEY ? name.slice(0, MAX_KEY) : name;
  return key === "model" ? "tool:model" : key;
}

/**
 * Rename the steps (in place, in their final order) by the rule above. A step whose id came from
 * the file (its origin records a `step_id` pointer) keeps that id in `metadata.call_id` (tool
 * calls) or `metadata.message_id` (responses), unless its metadata already holds it as `span_id`.
 * Returns the new ids.
 */
export function assignStepIds(steps: Obj[], origins: readonly StepOrigin[]): string[] {
  const counts = new Map<string, number>();
  const used = new Set<string>();
  const ids: string[] = [];
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    const key = stepKey(step);
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    let id = `${key}#${n}`;
    // `a#1` + `#1` and `a` + `#1#1` cannot meet (n is digits), but a truncated name can.
    for (let k = 2; used.has(id); k++) id = `${key}#${n}~${k}`;
    used.add(id);
    const prev = step.step_id;
    const fields = origins[i]?.fields ?? [];
    let fromFile = false;
    for (let j = 0; j < fields.length && !fromFile; j += 2) fromFile = fields[j] === "step_id";
    if (fromFile && typeof prev === "string" && prev !== "") {
      const meta = isObj(step.metadata) ? step.metadata : (step.metadata = {});
      if (meta.span_id !== prev) setOwn(meta, step.type === "tool_call" ? "call_id" : "message_id", prev);
    }
    step.step_id = id;
    ids.push(id);
  }
  return ids;
}

/** Marker of a step reference in a note's text, replaced by the step's final id (notes are written
 * before the steps are named). */
export function stepRef(index: number): string {
  return `\u0001${index}\u0001`;
}

const STEP_REF = /\u0001([0-9]{1,9})\u0001/g;

/** A note's text with its step references resolved. */
export function resolveStepRefs(text: string, ids: readonly string[]): string {
  return text.includes("\u0001") ? text.replace(STEP_REF, (m, k: string) => ids[Number(k)] ?? m) : text;
}
