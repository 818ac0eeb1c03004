// Trace parser: a plain JSON value -> Trace (docs/trace-format.md and semantics.md §1). Pure; errors are
// InputError with the JSON pointer of the offending place (the pipeline adds line and column).
import { InputError } from "../errors.js";
import { pointer } from "../json/locate.js";
import type { Step, StepStatus, Trace } from "./model.js";
import { MAX_DEPTH, tooDeep } from "../util/canonical.js";
import { attachEvaluations } from "./evaluations.js";

/**
 * Reject values nested deeper than MAX_DEPTH (hostile input) at the exact place, before any
 * recursive walk (canonical JSON, safety scan, JSON output) can overflow the stack. Iterative.
 */
export function checkDepth(v: unknown, at: string, suffix = ""): void {
  if (v !== null && typeof v === "object" && depthExceeds(v, 1)) throw tooDeep(at + suffix + deepPath(v));
}

// Recursion is bounded by MAX_DEPTH (it stops descending there), so it cannot overflow the stack.
function depthExceeds(x: object, d: number): boolean {
  if (d > MAX_DEPTH) return true;
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) {
      const c: unknown = x[i];
      if (c !== null && typeof c === "object" && depthExceeds(c, d + 1)) return true;
    }
  } else {
    for (const k in x) {
      const c: unknown = (x as Record<string, unknown>)[k];
      if (c !== null && typeof c === "object" && depthExceeds(c, d + 1)) return true;
    }
  }
  return false;
}

/** Pointer (relative to `v`) of the first value nested deeper than MAX_DEPTH, depth-first. Slow path. */
function deepPath(v: unknown): string {
  // iterative DFS; each node remembers its parent and key so the path is rebuilt only at the end
  const values: unknown[] = [v];
  const parents: number[] = [-1];
  const keys: string[] = [""];
  const depths: number[] = [1];
  const stack: number[] = [0];
  while (stack.length > 0) {
    const n = stack.pop()!;
    const x = values[n];
    if (depths[n]! > MAX_DEPTH) {
      const path: string[] = [];
      for (let k = n; k > 0; k = parents[k]!) path.push(keys[k]!);
      return pointer(...path.reverse());
    }
    if (x === null || typeof x !== "object") continue;
    const entries = Object.entries(x).reverse(); // reversed so the first child is visited first
    for (const [k, c] of entries) {
      if (c === null || typeof c !== "object") continue;
      values.push(c);
      parents.push(n);
      keys.push(k);
      depths.push(depths[n]! + 1);
      stack.push(values.length - 1);
    }
  }
  return "";
}

export const SUPPORTED_MAJOR = "1";

/** Keys that could reach an object's prototype chain; rejected in structural objects. */
const RESERVED_KEYS = ["__proto__", "constructor", "prototype"] as const;

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

/**
 * `o[k]` when it is an own property. A missing key (the common case for optional fields) reads as
 * undefined, which is the answer either way: the ownership check is made only for a value found
 * (an inherited one is not the document's).
 */
function own(o: Record<string, unknown>, k: string): unknown {
  const v = o[k];
  return v !== undefined && Object.hasOwn(o, k) ? v : undefined;
}

function typeName(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  if (typeof v === "number") return Number.isInteger(v) ? "integer" : "number";
  return typeof v;
}

function rejectReserved(o: Record<string, unknown>, at: string, suffix = ""): void {
  // The common case in one ownership check: an own `constructor` or `prototype` of a JSON value
  // would read as something other than Object.prototype's (Object, and nothing).
  if (o.constructor === Object && o.prototype === undefined && !Object.hasOwn(o, "__proto__")) return;
  for (let i = 0; i < RESERVED_KEYS.length; i++) {
    const k = RESERVED_KEYS[i]!;
    if (Object.hasOwn(o, k)) throw new InputError(`reserved key '${k}' is not allowed here`, at + suffix + pointer(k));
  }
}

/** Python-compatible `str(x)` of a JSON scalar used as an identifier. */
function idString(v: unknown, at: string, what: string): string {
  if (typeof v === "string") return v;
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  if (typeof v === "boolean") return v ? "True" : "False";
  throw new InputError(`${what} must be a string, got ${typeName(v)}`, at);
}

/** Throws the exact message of docs/trace-format.md for an unsupported major version. */
export function checkSchemaVersion(doc: Record<string, unknown>, what: "trace" | "policy"): string {
  const raw = own(doc, "schema_version");
  if (raw === undefined || raw === null) return "1";
  if (typeof raw !== "string" && typeof raw !== "number") {
    throw new InputError(`schema_version must be a string, got ${typeName(raw)}`, "/schema_version");
  }
  const v = String(raw);
  const major = v.split(".")[0];
  if (major !== SUPPORTED_MAJOR) {
    throw new InputError(`${what} declares unsupported schema_version '${v}' (this build supports major version '${SUPPORTED_MAJOR}')`, "/schema_version");
  }
  return v;
}

function stringOrNull(v: unknown, k: string, at: string): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== "string") throw new InputError(`${k} must be a string or null, got ${typeName(v)}`, at + "/" + k);
  return v;
}

function nonNegNumber(v: unknown, k: string, at: string): number | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== "number" || !Number.isFinite(v)) throw new InputError(`${k} must be a finite number >= 0 or null, got ${typeName(v)}`, at + "/" + k);
  if (v < 0) throw new InputError(`${k} must be >= 0, got ${v}`, at + "/" + k);
  return v;
}

function nonNegInt(v: unknown, k: string, at: string): number | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== "number" || !Number.isFinite(v)) throw new InputError(`${k} must be an integer >= 0 or null, got ${typeName(v)}`, at + "/" + k);
  if (!Number.isInteger(v)) throw new InputError(`${k} must be an integer, got ${v}`, at + "/" + k);
  if (v < 0) throw new InputError(`${k} must be >= 0, got ${v}`, at + "/" + k);
  return v;
}

function optObject(o: Record<string, unknown>, k: string, at: string): Record<string, unknown> | null {
  return objectOrNull(own(o, k), k, at);
}

function objectOrNull(v: unknown, k: string, at: string): Record<string, unknown> | null {
  if (v === undefined || v === null) return null;
  if (!isObject(v)) throw new InputError(`${k} must be an object, got ${typeName(v)}`, at + "/" + k);
  return v;
}

/** Python truthiness of a JSON value. */
function truthy(v: unknown): boolean {
  if (v === undefined || v === null || v === false || v === 0 || v === "") return false;
  if (Array.isArray(v)) return v.length > 0;
  if (isObject(v)) return Object.keys(v).length > 0;
  return true;
}

/** The fields of a step as the document has them (each an own property, or undefined). */
interface RawStep {
  step_id?: unknown;
  type?: unknown;
  tool_name?: unknown;
  arguments?: unknown;
  text?: unknown;
  citations?: unknown;
  latency_ms?: unknown;
  cost_usd?: unknown;
  requires_grounding?: unknown;
  output?: unknown;
  status?: unknown;
  error?: unknown;
  input_tokens?: unknown;
  output_tokens?: unknown;
  cache_read_tokens?: unknown;
  cache_creation_tokens?: unknown;
  reasoning_tokens?: unknown;
  metadata?: unknown;
  agent?: unknown;
}
const STEP_FIELDS = ["step_id", "type", "tool_name", "arguments", "text", "citations", "latency_ms", "cost_usd", "requires_grounding", "output", "status", "error", "input_tokens", "output_tokens", "cache_read_tokens", "cache_creation_tokens", "reasoning_tokens", "metadata", "agent"] as const;

/** Longest agent name a step may carry (docs/trace-format.md). */
export const MAX_AGENT_CHARS = 256;

/** The step's agent: absent or null (none), else a non-empty string of at most MAX_AGENT_CHARS characters. */
function agentName(v: unknown, at: string): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== "string") throw new InputError(`agent must be a string or null, got ${typeName(v)}`, at + "/agent");
  if (v.length > MAX_AGENT_CHARS) throw new InputError(`agent must be at most ${MAX_AGENT_CHARS} characters, got ${v.length}`, at + "/agent");
  if (v.trim() === "") throw new InputError("agent must not be empty or blank", at + "/agent");
  return v;
}

/** More tokens than this in one counter of a step is not a count but a broken exporter (the adapters' bound, adapters/usage.ts, is the same). */
export const MAX_STEP_TOKENS = 1_000_000_000;

/**
 * More USD than this recorded for one step is not a cost but a broken exporter. It also keeps every
 * sum of costs finite (a trace's total, a run's): 1e308 twice is Infinity, which would read as "no
 * cost recorded".
 */
export const MAX_STEP_COST_USD = 1_000_000_000;

/**
 * A step that took longer than this (about 31 years) is a broken clock, not a latency; the bound
 * keeps a trace's and a run's total latency finite, as MAX_STEP_COST_USD does for cost.
 */
export const MAX_STEP_LATENCY_MS = 1_000_000_000_000;

/** A recorded latency: a finite number >= 0, at most MAX_STEP_LATENCY_MS. */
function latencyMs(v: unknown, at: string): number | null {
  const n = nonNegNumber(v, "latency_ms", at);
  if (n !== null && n > MAX_STEP_LATENCY_MS) throw new InputError(`latency_ms must be at most ${MAX_STEP_LATENCY_MS} (one step), got ${n}`, at + "/latency_ms");
  return n;
}

/** A recorded cost: a finite number >= 0, at most MAX_STEP_COST_USD. */
function costUsd(v: unknown, at: string): number | null {
  const n = nonNegNumber(v, "cost_usd", at);
  if (n !== null && n > MAX_STEP_COST_USD) throw new InputError(`cost_usd must be at most ${MAX_STEP_COST_USD} (USD for one step), got ${n}`, at + "/cost_usd");
  return n;
}

/** A token counter (input, output, cache-read, cache-creation, reasoning): an integer >= 0, at most MAX_STEP_TOKENS. */
function tokenCount(v: unknown, k: string, at: string): number | null {
  const n = nonNegInt(v, k, at);
  if (n !== null && n > MAX_STEP_TOKENS) throw new InputError(`${k} must be at most ${MAX_STEP_TOKENS}, got ${n}`, at + "/" + k);
  return n;
}

/** The cache and reasoning counters, checked against the totals they are part of (docs/cost.md). */
function usageDetail(raw: RawStep, at: string, input: number | null, output: number | null): [number | null, number | null, number | null] {
  const read = tokenCount(raw.cache_read_tokens, "cache_read_tokens", at);
  const created = tokenCount(raw.cache_creation_tokens, "cache_creation_tokens", at);
  const reasoning = tokenCount(raw.reasoning_tokens, "reasoning_tokens", at);
  if (input !== null && (read ?? 0) + (created ?? 0) > input) {
    const k = read !== null ? "cache_read_tokens" : "cache_creation_tokens";
    throw new InputError(`${k} contradicts input_tokens: cache_read_tokens + cache_creation_tokens = ${(read ?? 0) + (created ?? 0)} is more than input_tokens = ${input} (the cache counts are part of the input)`, at + "/" + k);
  }
  if (output !== null && reasoning !== null && reasoning > output) {
    throw new InputError(`reasoning_tokens contradicts output_tokens: ${reasoning} is more than output_tokens = ${output} (reasoning is part of the output)`, at + "/reasoning_tokens");
  }
  return [read, created, reasoning];
}

/**
 * The step's fields. A plain object (JSON.parse makes them, the adapters build them) is read by
 * name, which is what makes parsing fast: its own properties are all it has, as long as nothing on
 * Object.prototype bears a field's name (checked once per trace, `fieldsShadowed`). Anything
 * else is copied field by field from its own properties.
 */
function stepFields(raw: Record<string, unknown>, shadowed: boolean): RawStep {
  if (!shadowed && Object.getPrototypeOf(raw) === Object.prototype) return raw as RawStep;
  const out: Record<string, unknown> = {};
  for (const k of STEP_FIELDS) out[k] = own(raw, k);
  return out as RawStep;
}

/** Whether Object.prototype holds a property named like a step field (then fields are read as own properties). */
function fieldsShadowed(): boolean {
  for (const k of STEP_FIELDS) if (k in Object.prototype) return true;
  return false;
}

export function parseStep(rawValue: unknown, index: number, shadowed = fieldsShadowed()): Step {
  const at = "/steps/" + index;
  if (!isObject(rawValue)) throw new InputError(`step ${index} must be an object, got ${typeName(rawValue)}`, at);
  rejectReserved(rawValue, at);
  const raw = stepFields(rawValue, shadowed);
  const sid = raw.step_id;
  if (sid === undefined || sid === null) throw new InputError(`step ${index} is missing required field 'step_id'`, at);
  const step_id = idString(sid, at + "/step_id", "step_id");
  const type = raw.type;
  if (type === undefined || type === null) throw new InputError(`step '${step_id}' is missing required field 'type'`, at);
  if (type !== "tool_call" && type !== "model_response") {
    throw new InputError(`step '${step_id}' has unsupported type ${JSON.stringify(type)} (expected "tool_call" or "model_response")`, at + "/type");
  }
  const args = objectOrNull(raw.arguments, "arguments", at);
  if (args) {
    rejectReserved(args, at, "/arguments");
    checkDepth(args, at, "/arguments"); // the pointer is built only for an error
  }
  const output = raw.output ?? null;
  checkDepth(output, at, "/output");
  const error = stringOrNull(raw.error, "error", at);
  let status: StepStatus;
  const st = raw.status;
  if (st === undefined || st === null) status = error ? "error" : "ok";
  else if (st === "ok" || st === "error") status = st;
  else throw new InputError(`step '${step_id}' has unsupported status ${JSON.stringify(st)} (expected "ok" or "error")`, at + "/status");
  const cit = raw.citations;
  let citations: unknown[] = [];
  if (cit !== undefined && cit !== null) {
    if (!Array.isArray(cit)) throw new InputError(`citations must be an array, got ${typeName(cit)}`, at + "/citations");
    checkDepth(cit, at, "/citations");
    citations = cit;
  }
  // Field order of the checks is the Python harness's; the detail counters (not in it) come last.
  const step: Step = {
    step_id,
    type,
    tool_name: stringOrNull(raw.tool_name, "tool_name", at),
    arguments: args,
    text: stringOrNull(raw.text, "text", at),
    citations,
    latency_ms: latencyMs(raw.latency_ms, at),
    cost_usd: costUsd(raw.cost_usd, at),
    requires_grounding: truthy(raw.requires_grounding),
    output,
    status,
    error,
    input_tokens: tokenCount(raw.input_tokens, "input_tokens", at),
    output_tokens: tokenCount(raw.output_tokens, "output_tokens", at),
    cache_read_tokens: null,
    cache_creation_tokens: null,
    reasoning_tokens: null,
    metadata: objectOrNull(raw.metadata, "metadata", at) ?? {},
    args_canonical: null,
    args_hash: null,
    args_key: null,
  };
  // none of the detail counters (the common case): they stay null, and there is nothing to check
  if (raw.cache_read_tokens !== undefined || raw.cache_creation_tokens !== undefined || raw.reasoning_tokens !== undefined) {
    [step.cache_read_tokens, step.cache_creation_tokens, step.reasoning_tokens] = usageDetail(raw, at, step.input_tokens, step.output_tokens);
  }
  // set only when recorded: a trace without agents parses to exactly the steps it did before
  if (raw.agent !== undefined && raw.agent !== null) step.agent = agentName(raw.agent, at);
  return step;
}

/** Parse a canonical trace document. Throws InputError (message + pointer) on the first problem. */
export function parseTrace(doc: unknown): Trace {
  if (!isObject(doc)) throw new InputError(`trace must be a JSON object, got ${typeName(doc)}`, "");
  rejectReserved(doc, "");
  const schema_version = checkSchemaVersion(doc, "trace");
  const ids: Record<string, string> = {};
  for (const k of ["trace_id", "agent_name", "workflow"]) {
    const v = own(doc, k);
    if (v === undefined || v === null) throw new InputError(`trace is missing required field '${k}'`, "");
    ids[k] = idString(v, "/" + k, k);
  }
  const rawSteps = own(doc, "steps");
  if (rawSteps === undefined || rawSteps === null) throw new InputError("trace is missing required field 'steps'", "");
  if (!Array.isArray(rawSteps)) throw new InputError(`steps must be an array, got ${typeName(rawSteps)}`, "/steps");
  const steps = new Array<Step>(rawSteps.length);
  const shadowed = fieldsShadowed();
  for (let i = 0; i < rawSteps.length; i++) steps[i] = parseStep(rawSteps[i], i, shadowed);
  const source = own(doc, "source");
  const trace: Trace = {
    schema_version,
    trace_id: ids.trace_id!,
    agent_name: ids.agent_name!,
    workflow: ids.workflow!,
    steps,
    source: typeof source === "string" ? source : null,
    metadata: optObject(doc, "metadata", "") ?? {},
  };
  attachEvaluations(doc, rawSteps, trace);
  return trace;
}
