// Shared building blocks of the trace adapters: safe property access on untrusted JSON, the trace
// builder that records where every step came from (for mapPointer), notes, identity and usage.
import { InputError } from "../errors.js";
import { escapePointerToken, parsePointer } from "../json/locate.js";
import { assignStepIds, resolveStepRefs, stepRef } from "./identity.js";
import { type Obj, type StepOrigin, isObj, setOwn } from "./values.js";
import { type UsageDetail, anthropicCacheInput, countAt, putDetails, usageCost, usageDetails } from "./usage.js";

export { type Obj, type StepOrigin, isObj, setOwn } from "./values.js";

export interface AdapterNote {
  pointer: string;
  note: string;
}

export interface AdaptedTraceLike {
  trace: Record<string, unknown>;
  format: string;
  mapPointer: (p: string) => string;
}

/** Own property only: a polluted or hostile prototype never answers. */
export function get(o: Obj, k: string): unknown {
  const v = o[k];
  return v !== undefined && Object.hasOwn(o, k) ? v : undefined;
}

export function getStr(o: Obj, k: string): string | undefined {
  const v = get(o, k);
  return typeof v === "string" ? v : undefined;
}

export function ptr(base: string, ...tokens: (string | number)[]): string {
  let out = base;
  for (const t of tokens) out += "/" + (typeof t === "number" ? String(t) : escapePointerToken(t));
  return out;
}

export function describeType(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "an array";
  if (typeof v === "object") return "an object";
  return `a ${typeof v}`;
}

/** Collects canonical steps with their origins and notes; produces the AdaptedTrace. */
export class TraceBuilder {
  readonly steps: Obj[] = [];
  readonly origins: StepOrigin[] = [];
  readonly notes: AdapterNote[] = [];

  constructor(readonly source: string) {}

  note(pointer: string, note: string): void {
    this.notes.push({ pointer, note });
  }

  /** Add a step; returns its index. `fields`: pairs [name, pointer] (see StepOrigin). */
  add(step: Obj, base: string, fields: string[] = []): number {
    this.steps.push(step);
    this.origins.push({ base, fields });
    return this.steps.length - 1;
  }

  field(index: number, name: string, pointer: string, deep = false): void {
    const o = this.origins[index];
    if (!o) return;
    o.fields.push(name, pointer);
    if (deep) (o.deep ??= []).push(name);
    else if (o.deep?.includes(name)) o.deep = o.deep.filter((n) => n !== name);
  }

  /** Index of the last model_response step, else the last step, else -1. */
  lastModelStep(from = 0): number {
    for (let i = this.steps.length - 1; i >= from; i--) if (this.steps[i]?.type === "model_response") return i;
    return this.steps.length > from ? this.steps.length - 1 : -1;
  }

  /** Put token counts on a step (only fields not already set there). */
  applyUsage(index: number, usage: UsageTokens, usagePtr: string, what: string): void {
    if (usage.input === undefined && usage.output === undefined) return;
    const step = this.steps[index];
    if (!step) {
      this.note(usagePtr, `usage_not_attributed: ${what} has no step to carry its token counts`);
      return;
    }
    if (step.input_tokens !== undefined || step.output_tokens !== undefined) {
      this.note(usagePtr, `usage_not_attributed: step ${stepRef(index)} already records tokens; ${what} not added twice`);
      return;
    }
    if (usage.input !== undefined) {
      step.input_tokens = usage.input;
      this.field(index, "input_tokens", usage.inputPtr ?? usagePtr);
    }
    if (usage.output !== undefined) {
      step.output_tokens = usage.output;
      this.field(index, "output_tokens", usage.outputPtr ?? usagePtr);
    }
    putDetails(step, usage.details, (p, n) => this.note(p, n), (name, p) => this.field(index, name, p));
    if (usage.cost && step.cost_usd === undefined) {
      step.cost_usd = usage.cost[0];
      this.field(index, "cost_usd", usage.cost[1]);
    }
  }

  finish(identity: Identity, extraMeta?: Obj): AdaptedTraceLike {
    const metadata: Obj = {};
    if (identity.metadata) {
      for (const k of Object.keys(identity.metadata)) {
        if (k === "adapter") {
          this.note(ptr(identity.metadataPtr ?? "", "adapter"), "wrapper metadata.adapter replaced by the adapter's own record");
          continue;
        }
        setOwn(metadata, k, identity.metadata[k]);
      }
    }
    if (extraMeta) for (const k of Object.keys(extraMeta)) setOwn(metadata, k, extraMeta[k]);
    // Step ids from behaviour (src/adapters/identity.ts), once the steps are in their final order.
    const ids = assignStepIds(this.steps, this.origins);
    for (const s of this.steps) settleNotCaptured(s);
    for (const n of this.notes) n.note = resolveStepRefs(n.note, ids);
    metadata.adapter = { name: this.source, notes: this.notes };
    const trace: Obj = {
      schema_version: "1",
      trace_id: identity.trace_id,
      agent_name: identity.agent_name,
      workflow: identity.workflow,
      source: this.source,
      steps: this.steps,
      metadata,
    };
    return { trace, format: this.source, mapPointer: makeMapper(this.origins, this.notes, identity) };
  }
}

function makeMapper(origins: StepOrigin[], notes: AdapterNote[], id: Identity): (p: string) => string {
  return (p: string): string => {
    if (p === "") return id.root;
    const toks = parsePointer(p);
    const head = toks[0];
    if (head === "steps") {
      if (toks.length === 1) return id.stepsPtr;
      const k = index(toks[1]);
      const o = k === undefined ? undefined : origins[k];
      if (!o) return id.stepsPtr;
      if (toks.length === 2) return o.base;
      const name = toks[2] as string;
      let f: string | undefined;
      for (let j = o.fields.length - 2; j >= 0; j -= 2) {
        if (o.fields[j] === name) {
          f = o.fields[j + 1];
          break;
        }
      }
      if (f === undefined) return o.base;
      if (f.startsWith("@")) f = o.base + f.slice(1);
      if (toks.length > 3 && o.deep?.includes(name)) return ptr(f, ...toks.slice(3));
      return f;
    }
    if (head === "metadata" && toks[1] === "adapter" && toks[2] === "notes" && toks.length >= 4) {
      const k = index(toks[3]);
      const n = k === undefined ? undefined : notes[k];
      if (n) return n.pointer;
    }
    if (head !== undefined) {
      const f = id.fieldPtrs.get(head);
      if (f !== undefined) return f;
    }
    return id.root;
  };
}

function index(tok: string | undefined): number | undefined {
  if (tok === undefined || !/^(0|[1-9][0-9]{0,8})$/.test(tok)) return undefined;
  return Number(tok);
}

export interface Identity {
  trace_id: string;
  agent_name: string;
  workflow: string;
  /** Pointer of the trace as a whole in the original file. */
  root: string;
  /** Pointer that `/steps` maps to (the message / item / span list). */
  stepsPtr: string;
  /** Trace-level canonical field -> original pointer (trace_id, agent_name, workflow...). */
  fieldPtrs: Map<string, string>;
  metadata?: Obj;
  metadataPtr?: string;
}

export const UNKNOWN = "unknown";

/** The file's base name without its last extension. */
export function fileStem(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = base.lastIndexOf(".");
  const stem = dot > 0 ? base.slice(0, dot) : base;
  return stem === "" ? "trace" : stem;
}

function idString(v: unknown): string | undefined {
  if (typeof v === "string" && v !== "") return v;
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  return undefined;
}

/**
 * Identity of a transcript: wrapper fields `trace_id`, `agent_name`, `workflow` (and `metadata`)
 * when the document is an object, otherwise the file stem and "unknown" (each noted).
 */
export function wrapperIdentity(
  doc: unknown,
  fileName: string,
  stepsPtr: string,
  b: TraceBuilder,
  fallback: { agent_name?: [string, string]; workflow?: [string, string] } = {},
): Identity {
  const fieldPtrs = new Map<string, string>();
  const w = isObj(doc) ? doc : undefined;
  const pick = (k: "trace_id" | "agent_name" | "workflow", dflt: string, why: string, fb?: [string, string]): string => {
    const v = w ? idString(get(w, k)) : undefined;
    if (v !== undefined) {
      fieldPtrs.set(k, "/" + k);
      return v;
    }
    if (fb) {
      fieldPtrs.set(k, fb[1]);
      return fb[0];
    }
    b.note("", `${k}_not_recorded: ${why}`);
    return dflt;
  };
  const trace_id = pick("trace_id", fileStem(fileName), `no trace_id in the document; the file stem '${fileStem(fileName)}' is used`);
  const agent_name = pick("agent_name", UNKNOWN, "no agent_name in the document; set to 'unknown'", fallback.agent_name);
  const workflow = pick("workflow", UNKNOWN, "no workflow in the document; set to 'unknown'", fallback.workflow);
  const id: Identity = { trace_id, agent_name, workflow, root: "", stepsPtr, fieldPtrs };
  if (w) {
    const m = get(w, "metadata");
    if (isObj(m)) {
      id.metadata = m;
      id.metadataPtr = "/metadata";
      fieldPtrs.set("metadata", "/metadata");
    }
  }
  return id;
}

/** The message list of a transcript: `{messages: [...]}` or a bare array. */
export function messageList(doc: unknown, expected: string): { list: unknown[]; listPtr: string } {
  if (Array.isArray(doc)) return { list: doc, listPtr: "" };
  if (isObj(doc)) {
    const m = get(doc, "messages");
    if (Array.isArray(m)) return { list: m, listPtr: "/messages" };
    if (m !== undefined) throw new InputError(`${expected}: 'messages' must be an array, found ${describeType(m)}`, "/messages");
  }
  throw new InputError(`not ${expected}: expected an object with a 'messages' array or a bare array of messages`, "");
}

export interface UsageTokens {
  input?: number;
  output?: number;
  inputPtr?: string;
  outputPtr?: string;
  /** cache-read, cache-creation and reasoning counters (adapters/usage.ts) */
  details?: UsageDetail[];
  /** a recorded cost in USD (OpenRouter's `usage.cost`) and its pointer */
  cost?: [number, string];
}

/** Token counts of a provider `usage` object (OpenAI chat/responses, Anthropic, Cohere v2). */
export function usageTokens(u: unknown, uPtr: string, b: TraceBuilder): UsageTokens {
  if (!isObj(u)) {
    if (u !== undefined && u !== null) b.note(uPtr, `usage_unmapped: usage is ${describeType(u)}, not an object`);
    return {};
  }
  let src = u;
  let base = uPtr;
  // Cohere v2: {billed_units: {...}, tokens: {input_tokens, output_tokens}}
  const tokens = get(u, "tokens");
  const billed = get(u, "billed_units");
  if (isObj(tokens)) {
    src = tokens;
    base = ptr(uPtr, "tokens");
  } else if (isObj(billed)) {
    src = billed;
    base = ptr(uPtr, "billed_units");
  }
  const out: UsageTokens = {};
  for (const [key, slot] of [
    ["input_tokens", "input"],
    ["prompt_tokens", "input"],
    ["output_tokens", "output"],
    ["completion_tokens", "output"],
  ] as const) {
    if (out[slot] !== undefined) continue;
    const n = countAt(get(src, key), ptr(base, key), key, (p, note) => b.note(p, note));
    if (n === undefined) continue;
    out[slot] = n;
    if (slot === "input") out.inputPtr = ptr(base, key);
    else out.outputPtr = ptr(base, key);
  }
  const details = usageDetails(src, base, (p, note) => b.note(p, note));
  out.cost = usageCost(src, base, (p, note) => b.note(p, note));
  if (details.length > 0) {
    out.details = details;
    // Anthropic counts cache reads and writes apart from input_tokens; the canonical input holds them.
    if (out.input !== undefined) out.input += anthropicCacheInput(details);
  }
  return out;
}

/** Fields of a step the source did not record (content capture off, a call without input), in
 * this order. The adapter leaves them unset, notes it, and lists them in the step's
 * `metadata.not_captured`, so that summaries and previews say "not captured" instead of showing
 * `{}` or `ok` (docs/adapters.md, "Not captured"); rules see the unset field as the spec defines. */
const NOT_CAPTURED_FIELDS = ["arguments", "output", "text"] as const;
export type NotCapturedField = (typeof NOT_CAPTURED_FIELDS)[number];

export function markNotCaptured(step: Obj, field: NotCapturedField): void {
  const meta = isObj(step.metadata) ? step.metadata : (step.metadata = {});
  const list: unknown[] = Array.isArray(meta.not_captured) ? (meta.not_captured as unknown[]) : [];
  if (!list.includes(field)) list.push(field);
  meta.not_captured = list;
}

/** `metadata.not_captured` in its fixed order, without fields set after all (a merged span filled
 * them); removed when empty. */
function settleNotCaptured(step: Obj): void {
  const meta = step.metadata;
  if (!isObj(meta) || !Array.isArray(meta.not_captured)) return;
  const list = meta.not_captured as unknown[];
  const left = NOT_CAPTURED_FIELDS.filter((f) => list.includes(f) && step[f] === undefined);
  if (left.length > 0) meta.not_captured = left;
  else delete meta.not_captured;
}

export interface DecodedArgs {
  /** undefined: not captured (leave `arguments` unset). */
  value?: Obj;
  /** The value is the file's own object (sub-pointers map 1:1). */
  deep: boolean;
}

/** Decode tool-call arguments: object as is; JSON string decoded; anything else `{}` with a note.
 * Absent arguments are not captured: noted, and listed in `step`'s `metadata.not_captured`. */
export function decodeArguments(raw: unknown, at: string, b: TraceBuilder, step?: Obj): DecodedArgs {
  if (raw === undefined || raw === null) {
    b.note(at, "arguments_not_captured: the tool call's arguments were not recorded; arguments left unset");
    if (step) markNotCaptured(step, "arguments");
    return { deep: false };
  }
  if (isObj(raw)) return { value: raw, deep: true };
  if (typeof raw === "string") {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      b.note(at, "argument_parse_error: arguments string is not valid JSON; arguments set to {}");
      return { value: {}, deep: false };
    }
    if (isObj(parsed)) return { value: parsed, deep: false };
    b.note(at, `argument_parse_error: arguments decode to ${describeType(parsed)}, not an object; arguments set to {}`);
    return { value: {}, deep: false };
  }
  b.note(at, `argument_parse_error: arguments are ${describeType(raw)}, not an object or JSON string; arguments set to {}`);
  return { value: {}, deep: false };
}

/** Text of a content value: a string, or the concatenation of text parts (other parts noted). */
export function contentText(
  content: unknown,
  at: string,
  b: TraceBuilder,
  textTypes: readonly string[],
  joiner: string,
): { text?: string; parts: number } {
  if (typeof content === "string") return { text: content, parts: 1 };
  if (content === undefined || content === null) return { parts: 0 };
  if (!Array.isArray(content)) {
    b.note(at, `content_unmapped: content is ${describeType(content)}`);
    return { parts: 0 };
  }
  const texts: string[] = [];
  for (let j = 0; j < content.length; j++) {
    const part = content[j];
    const pp = ptr(at, j);
    if (typeof part === "string") {
      texts.push(part);
      continue;
    }
    if (!isObj(part)) {
      b.note(pp, `content_unmapped: content part is ${describeType(part)}`);
      continue;
    }
    const type = getStr(part, "type");
    const text = getStr(part, "text");
    if (type !== undefined && textTypes.includes(type) && text !== undefined) texts.push(text);
    else if (type === "refusal" && typeof get(part, "refusal") === "string") texts.push(get(part, "refusal") as string);
    else b.note(pp, `content_unmapped: content part of type '${type ?? "?"}' has no text equivalent`);
  }
  return texts.length > 0 ? { text: texts.join(joiner), parts: texts.length } : { parts: 0 };
}

/** Tracks tool calls awaiting their result (by call id). */
export class PendingCalls {
  private readonly byId = new Map<string, number>();
  private readonly done = new Set<string>();

  register(id: string, step: number, at: string, b: TraceBuilder): void {
    if (this.byId.has(id)) b.note(at, `duplicate_call_id: call id '${id}' already used by an earlier tool call; results match the latest`);
    this.byId.set(id, step);
    this.done.delete(id);
  }

  /** Step index for a result, or undefined (noted as orphan / duplicate). */
  take(id: unknown, at: string, b: TraceBuilder, idField: string): number | undefined {
    if (typeof id !== "string") {
      b.note(at, `orphan_tool_result: tool result without a ${idField}; not attached to any step`);
      return undefined;
    }
    const k = this.byId.get(id);
    if (k === undefined) {
      b.note(at, `orphan_tool_result: no tool call with id '${id}' precedes this result; not attached to any step`);
      return undefined;
    }
    if (this.done.has(id)) {
      b.note(at, `duplicate_tool_result: tool call '${id}' already has a result; this one is not attached`);
      return undefined;
    }
    this.done.add(id);
    return k;
  }
}
