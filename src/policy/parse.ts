// Policy parser (semantics.md §2). Every malformed field is a UsageError naming the exact field,
// e.g. "policy tool 'issue_refund': min_calls (3) exceeds max_calls (1)". A policy that fails to
// parse stops the run with exit code 2 before any trace is read.
import { readRegularFile } from "../util/readfile.js";
import { invalidUtf8 } from "../util/utf8.js";
import { boundValue, truncateText } from "../util/bound.js";
import { RE2JS } from "re2js";
import { InputError, UsageError } from "../errors.js";
import { escapePointerToken, findSyntaxError, LineMap, locatePointers } from "../json/locate.js";
import { checkSchemaVersion } from "../trace/parse.js";
import type { ArgSpec, Policy, ToolSchema } from "./model.js";
import { parseMemoryPolicy } from "./memory.js";
import { prefilterFor } from "./prefilter.js";
import { policyDigestOf } from "../util/digest.js";
import { unknownPolicyKeys } from "./keys.js";
import { locateIn, PolicyFieldError, policyDiagnostics, zeroToleranceLocations } from "./diagnostics.js";
import { checkPatternText, checkProgramSize } from "./budget.js";
import { parsePricing, parseRegression } from "./cost.js";
import { evaluationPolicyAt, parseEvaluationPolicy } from "./evaluations.js";
import { parseAgents } from "./agents.js";

type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);
const own = (o: Obj, k: string): unknown => (Object.hasOwn(o, k) ? o[k] : undefined);

/** A malformed field; with its JSON pointer, the error is located in the policy file (policyFromText). */
function fail(where: string, msg: string, pointer?: string): never {
  throw pointer === undefined ? new UsageError(`policy ${where}: ${msg}`) : new PolicyFieldError(`policy ${where}: ${msg}`, pointer);
}

/** An echoed policy value: at most about 200 characters (a 5 MB value must not become a 5 MB line). */
function show(v: unknown): string {
  return v === undefined ? "undefined" : truncateText(JSON.stringify(boundValue(v, 240)) ?? "null", 200);
}

function optBool(o: Obj, k: string, where: string, dflt: boolean): boolean {
  const v = own(o, k);
  if (v === undefined || v === null) return dflt;
  if (typeof v !== "boolean") fail(where, `${k} must be true or false, got ${show(v)}`);
  return v;
}

function optNumber(o: Obj, k: string, where: string, opts: { min?: number; max?: number; integer?: boolean } = {}): number | null {
  const v = own(o, k);
  if (v === undefined || v === null) return null;
  if (typeof v !== "number" || !Number.isFinite(v)) fail(where, `${k} must be ${opts.integer ? "an integer" : "a number"}, got ${show(v)}`);
  if (opts.integer && !Number.isInteger(v)) fail(where, `${k} must be an integer, got ${v}`);
  if (opts.min !== undefined && v < opts.min) fail(where, `${k} must be >= ${opts.min}, got ${v}`);
  if (opts.max !== undefined && v > opts.max) fail(where, `${k} must be <= ${opts.max}, got ${v}`);
  return v;
}

function optSection(o: Obj, k: string): Obj {
  const v = own(o, k);
  if (v === undefined || v === null) return {};
  if (!isObject(v)) fail(k, `must be an object, got ${show(v)}`);
  return v;
}

function stringList(o: Obj, k: string, where: string): string[] {
  const v = own(o, k);
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) fail(where, `${k} must be an array of strings, got ${show(v)}`);
  return v.map((x, i) => {
    if (typeof x !== "string") fail(where, `${k}[${i}] must be a string, got ${show(x)}`);
    return x;
  });
}

/** Longest regular expression a policy may hold. */
export const MAX_PATTERN_CHARS = 16 * 1024;

/** Compile a policy regex with the linear-time engine; a pattern it cannot compile is a policy error. */
export function compileRegex(pattern: string, where: string, flags = 0, pointer?: string): RE2JS {
  // Compiling is linear but slow on huge patterns (5 MB: half a minute): no policy needs this much.
  if (pattern.length > MAX_PATTERN_CHARS) fail(where, `pattern ${show(pattern)} is ${pattern.length} characters long, more than the ${MAX_PATTERN_CHARS} allowed`, pointer);
  try {
    return RE2JS.compile(pattern, flags);
  } catch (e) {
    const why = e instanceof Error ? e.message.replace(/^error parsing regexp: /, "") : String(e);
    fail(where, `pattern ${show(pattern)} is not a valid RE2 regular expression (${why})`, pointer);
  }
}

function parseArgSpec(raw: unknown, where: string, pointer: string): ArgSpec {
  if (typeof raw === "string") return { type: raw, enum: null, pattern: null, patternRe: null, min: null, max: null };
  if (!isObject(raw)) fail(where, `must be a type name or an object, got ${show(raw)}`);
  const t = own(raw, "type");
  if (t !== undefined && t !== null && typeof t !== "string") fail(where, `type must be a string, got ${show(t)}`);
  const en = own(raw, "enum");
  if (en !== undefined && en !== null && !Array.isArray(en)) fail(where, `enum must be an array, got ${show(en)}`);
  const pat = own(raw, "pattern");
  if (pat !== undefined && pat !== null && typeof pat !== "string") fail(where, `pattern must be a string, got ${show(pat)}`);
  const min = optNumber(raw, "min", where);
  const max = optNumber(raw, "max", where);
  if (min !== null && max !== null && min > max) fail(where, `min (${min}) exceeds max (${max})`);
  return {
    type: typeof t === "string" ? t : null,
    enum: Array.isArray(en) ? en : null,
    pattern: typeof pat === "string" ? pat : null,
    patternRe: typeof pat === "string" ? compileRegex(pat, where, 0, `${pointer}/pattern`) : null,
    min,
    max,
  };
}

function parseArgs(o: Obj, k: string, where: string, pointer: string): Map<string, ArgSpec> {
  const v = own(o, k);
  const out = new Map<string, ArgSpec>();
  if (v === undefined || v === null) return out;
  if (!isObject(v)) fail(where, `${k} must be an object mapping argument names to specs, got ${show(v)}`);
  for (const [name, spec] of Object.entries(v)) out.set(name, parseArgSpec(spec, `${where} argument '${truncateText(name, 200)}'`, `${pointer}/${k}/${escapePointerToken(name)}`));
  return out;
}

function parseTool(name: string, raw: unknown): ToolSchema {
  const where = `tool '${truncateText(name, 200)}'`;
  const pointer = `/allowed_tools/${escapePointerToken(name)}`;
  if (raw === null) raw = {};
  if (!isObject(raw)) fail(where, `must be an object, got ${show(raw)}`);
  const max_calls = optNumber(raw, "max_calls", where, { min: 0, integer: true });
  const min_calls = optNumber(raw, "min_calls", where, { min: 0, integer: true });
  if (max_calls !== null && min_calls !== null && min_calls > max_calls) fail(where, `min_calls (${min_calls}) exceeds max_calls (${max_calls})`);
  const kind = own(raw, "kind");
  if (kind !== undefined && kind !== null && typeof kind !== "string") fail(where, `kind must be a string, got ${show(kind)}`);
  return {
    required_arguments: parseArgs(raw, "required_arguments", where, pointer),
    optional_arguments: parseArgs(raw, "optional_arguments", where, pointer),
    side_effect: optBool(raw, "side_effect", where, false),
    max_calls,
    min_calls,
    kind: typeof kind === "string" ? kind : null,
  };
}

function combinedPattern(patterns: string[]): RE2JS | null {
  if (patterns.length < 2) return patterns.length === 1 ? RE2JS.compile(patterns[0]!, RE2JS.CASE_INSENSITIVE) : null;
  try {
    return RE2JS.compile(patterns.map((p) => `(?:${p})`).join("|"), RE2JS.CASE_INSENSITIVE);
  } catch {
    return null; // each pattern compiled alone; the combination is only an accelerator
  }
}

// The names are checked against the rule registry by the gate (gate/gate.ts), which the rules
// folder's own imports of policy/ keep out of here.
function zeroTolerance(doc: Obj): string[] | null {
  const v = own(doc, "zero_tolerance");
  if (v === undefined || v === null) return null;
  if (!Array.isArray(v)) fail("zero_tolerance", `must be an array of rule ids or categories, got ${show(v)}`);
  if (v.length > 1000) fail("zero_tolerance", `at most 1000 entries, got ${v.length}`);
  return stringList(doc, "zero_tolerance", "zero_tolerance");
}

/** Parse a policy document. Throws UsageError naming the field. */
export function parsePolicy(doc: unknown): Policy {
  if (!isObject(doc)) throw new UsageError(`policy must be a JSON object, got ${Array.isArray(doc) ? "an array" : show(doc)}`);
  let schema_version: string;
  try {
    schema_version = checkSchemaVersion(doc, "policy");
  } catch (e) {
    throw new UsageError(`policy ${e instanceof Error ? e.message.replace(/^policy /, "") : String(e)}`);
  }
  const pid = own(doc, "policy_id");
  if (pid === undefined || pid === null) throw new UsageError("policy is missing required field 'policy_id'");
  if (typeof pid !== "string" && typeof pid !== "number") fail("policy_id", `must be a string, got ${show(pid)}`);
  checkPatternText(doc, MAX_PATTERN_CHARS); // the whole policy's regex budget, before any pattern is compiled (policy/budget.ts)

  const toolsRaw = own(doc, "allowed_tools");
  const allowed_tools = new Map<string, ToolSchema>();
  if (toolsRaw !== undefined && toolsRaw !== null) {
    if (!isObject(toolsRaw)) fail("allowed_tools", `must be an object mapping tool names to schemas, got ${show(toolsRaw)}`);
    for (const [name, t] of Object.entries(toolsRaw)) allowed_tools.set(name, parseTool(name, t));
  }

  const b = optSection(doc, "budgets");
  const budgets = {
    max_step_latency_ms: optNumber(b, "max_step_latency_ms", "budgets"),
    max_total_latency_ms: optNumber(b, "max_total_latency_ms", "budgets"),
    max_total_cost_usd: optNumber(b, "max_total_cost_usd", "budgets"),
    max_total_tokens: optNumber(b, "max_total_tokens", "budgets", { min: 0, integer: true }),
  };

  const unsafe_patterns = stringList(doc, "unsafe_patterns", "unsafe_patterns");
  const unsafe_res = unsafe_patterns.map((p, i) => compileRegex(p, `unsafe_patterns[${i}]`, RE2JS.CASE_INSENSITIVE, `/unsafe_patterns/${i}`));

  const g = optSection(doc, "grounding");
  const grounding = {
    require_citations: optBool(g, "require_citations", "grounding", false),
    min_citation_coverage: optNumber(g, "min_citation_coverage", "grounding", { min: 0, max: 1 }) ?? 0,
    require_valid_citation_urls: optBool(g, "require_valid_citation_urls", "grounding", false),
  };

  const s = optSection(doc, "sequence");
  const sequence = {
    required_tools: stringList(s, "required_tools", "sequence"),
    forbidden_tools: stringList(s, "forbidden_tools", "sequence"),
    call_order: stringList(s, "call_order", "sequence"),
  };
  for (const t of sequence.required_tools) {
    const j = sequence.forbidden_tools.indexOf(t);
    if (j >= 0) fail("sequence", `tool '${truncateText(t, 200)}' is both required and forbidden`, `/sequence/forbidden_tools/${j}`);
  }
  const seen = new Set<string>();
  sequence.call_order.forEach((t, i) => {
    if (seen.has(t)) fail("sequence", `tool '${truncateText(t, 200)}' is listed twice in call_order`, `/sequence/call_order/${i}`);
    seen.add(t);
  });

  const e = optSection(doc, "error_handling");
  const error_handling = {
    require_retry_on_error: optBool(e, "require_retry_on_error", "error_handling", false),
    max_attempts: optNumber(e, "max_attempts", "error_handling", { min: 1, integer: true }),
  };

  const c = optSection(doc, "completion");
  const completion = {
    require_final_response: optBool(c, "require_final_response", "completion", false),
    max_steps: optNumber(c, "max_steps", "completion", { min: 1, integer: true }),
  };

  const unsafe_any = combinedPattern(unsafe_patterns);
  checkProgramSize([...unsafe_res, ...[...allowed_tools.values()].flatMap((t) => [...t.required_arguments.values(), ...t.optional_arguments.values()].map((a) => a.patternRe))]);
  const allow = optBool(doc, "allow_unlisted_tools", "allow_unlisted_tools", false);
  const memRaw = own(doc, "memory");
  const policy: Policy = {
    schema_version,
    policy_id: String(pid),
    allow_unlisted_tools: allow,
    allowed_tools,
    budgets,
    unsafe_patterns,
    unsafe_res,
    unsafe_any,
    unsafe_pre: unsafe_any ? prefilterFor(unsafe_any) : null,
    grounding,
    sequence,
    error_handling,
    completion,
    memory: parseMemoryPolicy(memRaw),
    has_memory_section: memRaw !== undefined && memRaw !== null,
    zero_tolerance: zeroTolerance(doc),
    pricing: parsePricing(doc),
    regression: parseRegression(doc),
    evaluations: parseEvaluationPolicy(doc),
    unknown_keys: [],
    diagnostics: [],
    digest: policyDigestOf(doc),
  };
  const agents = parseAgents(doc, policy, parsePolicy, MAX_PATTERN_CHARS); // the `agents` block (policy/agents.ts)
  if (agents !== null) policy.agents = agents;
  return policy;
}

/** Where each `agents` entry's key is in the file (for the diagnostic of an agent no trace names). */
function locateAgents(policy: Policy, text: string, file: string): void {
  const agents = [...policy.agents!.values()];
  const spans = locatePointers(text, agents.map((a) => a.pointer));
  const lines = new LineMap(text);
  for (const a of agents) {
    const span = spans.get(a.pointer);
    a.at = { file, ...lines.at(span ? (span.keyStart ?? span.start) : 0) };
  }
}

/** Read and parse a policy file; any problem is a UsageError with one clear line. */
export function loadPolicy(path: string): Policy {
  return policyFromText(readPolicyText(path), path);
}

/** Policies larger than this are refused (a policy is a hand-written configuration file). */
export const MAX_POLICY_BYTES = 64 * 1024 * 1024;

/**
 * The text of a policy file: a regular file (never blocks on a FIFO), strict UTF-8 (the first
 * invalid byte is a located error, never a U+FFFD); a problem reading it is a UsageError.
 */
export function readPolicyText(path: string): string {
  const r = readRegularFile(path, MAX_POLICY_BYTES);
  if (!r.ok) {
    const why = r.code === "ENOENT" ? "no such file" : r.code === "EISDIR" ? "is a directory" : r.reason;
    throw new UsageError(`cannot read policy ${path}: ${why}`);
  }
  const bad = invalidUtf8(r.bytes);
  if (bad) throw new UsageError(`policy ${path}:${bad.line}:${bad.column}: ${bad.message}`);
  return r.bytes.toString("utf8");
}

/** Parse a policy file's text (`path` names it in errors). */
export function policyFromText(text: string, path: string): Policy {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    const err = findSyntaxError(text);
    const at = err ? new LineMap(text).at(err.offset) : { line: 1, column: 1 };
    throw new UsageError(`policy ${path}:${at.line}:${at.column}: not valid JSON: ${err?.message ?? "syntax error"}`);
  }
  try {
    const policy = parsePolicy(doc);
    policy.unknown_keys = unknownPolicyKeys(doc, text, path);
    evaluationPolicyAt(policy.evaluations, path);
    policy.diagnostics = policyDiagnostics(doc, policy, policy.unknown_keys, text, path);
    if (policy.zero_tolerance) policy.zero_tolerance_at = zeroToleranceLocations(text, path, policy.zero_tolerance.length);
    if (policy.agents) locateAgents(policy, text, path);
    return policy;
  } catch (e) {
    if (e instanceof PolicyFieldError) throw new UsageError(`${locateIn(text, path, e.pointer)}: ${e.message}`);
    if (e instanceof UsageError || e instanceof InputError) throw new UsageError(`${path}: ${e.message}`);
    throw e;
  }
}
