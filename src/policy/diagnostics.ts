// Policy diagnostics: every value of a policy that switches a check off or makes it unreachable,
// located at the policy file's line and column with the nearest valid value (docs/semantics.md#policy-diagnostics).
// The policy stays valid for the Python harness, which takes these values silently: each is a
// warning that keeps today's verdicts; `--strict-policy` (input `strict-policy`) makes them errors.
// Unknown keys (policy/keys.ts) are diagnostics too. Problems the policy language itself refuses
// (a regex that does not compile, a tool both required and forbidden) stay parse errors, located
// with the same helpers (`PolicyFieldError`, `locateError`).
import { UsageError } from "../errors.js";
import { escapePointerToken, findDuplicateKeys, LineMap, locatePointers } from "../json/locate.js";
import { truncateText } from "../util/bound.js";
import type { RE2JS } from "re2js";
import { nearestKey, type UnknownKey } from "./keys.js";
import type { Policy } from "./model.js";

// the shapes live in policy/model.ts, which the policy carries them in (no import circle)
export { DIAGNOSTIC_KINDS, type DiagnosticKind, type PolicyDiagnostic } from "./model.js";
import type { DiagnosticKind, PolicyDiagnostic } from "./model.js";

/** The argument types of the policy language (semantics.md §2). */
export const ARG_TYPES = ["str", "int", "float", "bool", "list", "dict", "any"] as const;

/** Type names of other languages, and the policy language's name for each. */
const TYPE_SYNONYMS: Record<string, string> = {
  number: "float",
  double: "float",
  decimal: "float",
  integer: "int",
  long: "int",
  string: "str",
  text: "str",
  boolean: "bool",
  array: "list",
  tuple: "list",
  object: "dict",
  map: "dict",
  mapping: "dict",
  record: "dict",
};

/** The type a misspelt or foreign type name most likely means, else null. */
export function nearestType(name: string): string | null {
  const k = name.trim().toLowerCase();
  if ((ARG_TYPES as readonly string[]).includes(k)) return k;
  return TYPE_SYNONYMS[k] ?? nearestKey(k, ARG_TYPES);
}

/** Most diagnostics listed (unknown keys have their own cap of 100). */
const MAX_DIAGNOSTICS = 200;

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);
const own = (o: Obj, k: string): unknown => (Object.hasOwn(o, k) ? o[k] : undefined);
const seg = (k: string): string => (/^[A-Za-z0-9_$-]+$/.test(k) ? k : JSON.stringify(truncateText(k, 80)));
const quote = (s: string): string => JSON.stringify(truncateText(s, 80));

interface Raw {
  kind: DiagnosticKind;
  pointer: string;
  text: string;
  suggestion: string | null;
}

const didYouMean = (s: string | null): string => (s ? `; did you mean ${s}?` : "");

// ---- regular expressions that can never match -------------------------------------------------

// RE2's compiled program (re2js keeps it on the compiled pattern): instruction codes and the
// empty-width assertion bits it uses.
const OP = { ALT: 1, ALT_MATCH: 2, CAPTURE: 3, EMPTY_WIDTH: 4, FAIL: 5, MATCH: 6, NOP: 7, RUNE: 8, RUNE1: 9, RUNE_ANY: 10, RUNE_ANY_NOT_NL: 11 } as const;
const BEGIN_TEXT = 4;
const END_TEXT = 8;
const MAX_PROGRAM = 50_000;

interface Inst {
  op: number;
  out: number;
  arg: number;
}

/**
 * Whether a compiled pattern can never match any text: no path from the start to a match that
 * does not consume a character after the end of the text (`a$b`), assert the start of the text
 * after a character (`a^b`, `x\Ay`) or go through an empty class (`[^\x00-\x{10FFFF}]`). False
 * whenever the program cannot be read (it is only a diagnostic).
 */
export function neverMatches(re: RE2JS): boolean {
  const prog = (re as unknown as { re2Input?: { prog?: { inst?: Inst[]; start?: number; numLb?: number } } }).re2Input?.prog;
  const inst = prog?.inst;
  if (!inst || typeof prog.start !== "number" || inst.length > MAX_PROGRAM || (prog.numLb ?? 0) > 0) return false;
  // state: pc * 4 + (consumed a character ? 1 : 0) + (asserted the end ? 2 : 0)
  const seen = new Uint8Array(inst.length * 4);
  const stack = [prog.start * 4];
  const push = (pc: number, s: number) => {
    const k = pc * 4 + s;
    if (pc >= 0 && pc < inst.length && !seen[k]) stack.push(k);
  };
  while (stack.length) {
    const k = stack.pop()!;
    if (seen[k]) continue;
    seen[k] = 1;
    const i = inst[k >> 2];
    const s = k & 3;
    if (!i) return false;
    switch (i.op) {
      case OP.MATCH:
        return false;
      case OP.FAIL:
        break;
      case OP.ALT:
      case OP.ALT_MATCH:
        push(i.out, s);
        push(i.arg, s);
        break;
      case OP.CAPTURE:
      case OP.NOP:
        push(i.out, s);
        break;
      case OP.EMPTY_WIDTH:
        if (i.arg & BEGIN_TEXT && s & 1) break;
        push(i.out, i.arg & END_TEXT ? s | 2 : s);
        break;
      case OP.RUNE:
      case OP.RUNE1:
      case OP.RUNE_ANY:
      case OP.RUNE_ANY_NOT_NL:
        if (!(s & 2)) push(i.out, s | 1);
        break;
      default:
        return false; // an instruction this reading does not know: assume it can match
    }
  }
  return true;
}

// ---- the checks --------------------------------------------------------------------------------

function argumentChecks(doc: Obj, policy: Policy, out: Raw[]): void {
  const tools = own(doc, "allowed_tools");
  if (!isObject(tools)) return;
  for (const [tool, raw] of Object.entries(tools)) {
    const schema = policy.allowed_tools.get(tool);
    if (!isObject(raw) || !schema) continue;
    for (const group of ["required_arguments", "optional_arguments"] as const) {
      for (const [arg, spec] of schema[group]) {
        const ptr = `/allowed_tools/${escapePointerToken(tool)}/${group}/${escapePointerToken(arg)}`;
        const path = `allowed_tools.${seg(tool)}.${group}.${seg(arg)}`;
        const bare = typeof (own(raw, group) as Obj | undefined)?.[arg] === "string";
        if (spec.type !== null && !(ARG_TYPES as readonly string[]).includes(spec.type)) {
          const s = nearestType(spec.type);
          out.push({ kind: "unknown-type", pointer: bare ? ptr : `${ptr}/type`, suggestion: s, text: `${path}: unknown type ${quote(spec.type)}: the type check of '${truncateText(arg, 80)}' is skipped (types: ${ARG_TYPES.join(", ")})${didYouMean(s)}` });
        }
        if (spec.patternRe && neverMatches(spec.patternRe)) {
          out.push({ kind: "never-matches", pointer: `${ptr}/pattern`, suggestion: null, text: `${path}.pattern: ${quote(spec.pattern ?? "")} can never match: every value of '${truncateText(arg, 80)}' fails ARH-SCH-008` });
        }
      }
    }
  }
}

function patternChecks(_doc: Obj, policy: Policy, out: Raw[]): void {
  policy.unsafe_patterns.forEach((p, i) => {
    const pointer = `/unsafe_patterns/${i}`;
    if (p.trim() === "") out.push({ kind: "empty-entry", pointer, suggestion: null, text: `unsafe_patterns[${i}]: an empty pattern matches every text: every step with text is ARH-SAF-001` });
    else if (neverMatches(policy.unsafe_res[i]!)) out.push({ kind: "never-matches", pointer, suggestion: null, text: `unsafe_patterns[${i}]: ${quote(p)} can never match: this safety check never fires` });
  });
}

const LIST_EFFECT = {
  required_tools: "every trace fails ARH-SEQ-001, or calls an unlisted tool (ARH-SCH-001)",
  forbidden_tools: "the allowed tool of the nearest name is not forbidden",
  call_order: "a trace that calls it fails ARH-SCH-001 anyway, so this order never applies to a passing trace",
} as const;

function sequenceChecks(_doc: Obj, policy: Policy, out: Raw[]): void {
  const allowed = [...policy.allowed_tools.keys()];
  for (const list of ["required_tools", "forbidden_tools", "call_order"] as const) {
    policy.sequence[list].forEach((t, i) => {
      const pointer = `/sequence/${list}/${i}`;
      const where = `sequence.${list}[${i}]`;
      if (t.trim() === "") {
        out.push({ kind: "empty-entry", pointer, suggestion: null, text: `${where}: an empty tool name names no tool` });
        return;
      }
      if (policy.allowed_tools.has(t)) return;
      const s = nearestKey(t, allowed);
      // With unlisted tools allowed, a tool outside allowed_tools is legitimate, and forbidding a
      // tool that is not allowed is a common precaution (ARH-SEQ-002 still fires): only a near
      // miss of an allowed tool is reported then.
      if ((policy.allow_unlisted_tools || list === "forbidden_tools") && s === null) return;
      const effect = policy.allow_unlisted_tools && list !== "forbidden_tools" ? "only a call of exactly this name counts" : LIST_EFFECT[list];
      out.push({ kind: "unknown-tool", pointer, suggestion: s, text: `${where}: no allowed tool is named ${quote(t)}: ${effect}${didYouMean(s)}` });
    });
  }
  policy.sequence.required_tools.forEach((t, i) => {
    if (policy.allowed_tools.get(t)?.max_calls === 0) out.push({ kind: "conflict", pointer: `/sequence/required_tools/${i}`, suggestion: null, text: `sequence.required_tools[${i}]: ${quote(t)} is required but its max_calls is 0: no trace can pass both` });
  });
  policy.sequence.forbidden_tools.forEach((t, i) => {
    const min = policy.allowed_tools.get(t)?.min_calls ?? 0;
    if (min > 0) out.push({ kind: "conflict", pointer: `/sequence/forbidden_tools/${i}`, suggestion: null, text: `sequence.forbidden_tools[${i}]: ${quote(t)} is forbidden but its min_calls is ${min}: no trace can pass both` });
  });
}

const BUDGET_WHAT: Record<string, string> = {
  max_step_latency_ms: "a step latency",
  max_total_latency_ms: "latency",
  max_total_cost_usd: "cost",
  max_total_tokens: "tokens",
};

function budgetChecks(_doc: Obj, policy: Policy, out: Raw[]): void {
  for (const [k, v] of Object.entries(policy.budgets)) {
    if (v === null || v > 0) continue;
    const what = BUDGET_WHAT[k] ?? k;
    const effect = v < 0 ? `every trace that records ${what} fails it` : `every trace that records ${what} above 0 fails it`;
    out.push({ kind: "non-positive-budget", pointer: `/budgets/${k}`, suggestion: null, text: `budgets.${k}: ${v} is not a positive budget: ${effect}` });
  }
}

/** The checks of the values, one per part of the policy (a new section adds its own here). */
const CHECKS: readonly ((doc: Obj, policy: Policy, out: Raw[]) => void)[] = [argumentChecks, patternChecks, sequenceChecks, budgetChecks];

/**
 * A key written twice in one object of the policy: `JSON.parse` keeps the last value, so
 * `"side_effect": true, "max_calls": 1, "side_effect": false` switches ARH-FLW-003 off without a
 * word. Each later occurrence is located at its name, naming the key, its path and where the first one is.
 */
function duplicateKeys(text: string, file: string, lines: LineMap): PolicyDiagnostic[] {
  return findDuplicateKeys(text, MAX_DIAGNOSTICS).map((d) => {
    const path = [...d.path, d.key].map((t, i) => (typeof t === "number" ? `[${t}]` : i === 0 ? seg(t) : `.${seg(t)}`)).join("");
    const { line, column } = lines.at(d.start);
    const first = lines.at(d.firstStart);
    const text = `${path}: duplicate key ${quote(d.key)}: the value here replaces the one at ${first.line}:${first.column}, which is ignored; write the key once`;
    return { kind: "duplicate-key", pointer: "/" + [...d.path, d.key].map(escapePointerToken).join("/"), file, line, column, suggestion: null, text, message: `${file}:${line}:${column}: ${text}` };
  });
}

/**
 * Every diagnostic of a parsed policy, located in its text: the unknown keys (already located),
 * keys written twice, and the values checked here, in the order of the file.
 */
export function policyDiagnostics(doc: unknown, policy: Policy, unknown: readonly UnknownKey[], text: string, file: string): PolicyDiagnostic[] {
  const raw: Raw[] = [];
  if (isObject(doc)) for (const check of CHECKS) check(doc, policy, raw);
  const out: PolicyDiagnostic[] = unknown.map((k) => ({ kind: "unknown-key", pointer: k.pointer, file, line: k.line, column: k.column, suggestion: k.suggestion, text: k.text, message: k.message }));
  out.push(...duplicateKeys(text, file, new LineMap(text)));
  const kept = raw.slice(0, MAX_DIAGNOSTICS);
  const at = locator(text, kept.map((r) => r.pointer));
  for (const r of kept) {
    const { line, column } = at(r.pointer);
    out.push({ kind: r.kind, pointer: r.pointer, file, line, column, suggestion: r.suggestion, text: r.text, message: `${file}:${line}:${column}: ${r.text}` });
  }
  return out.sort((a, b) => a.line - b.line || a.column - b.column);
}

/**
 * Line and column of the values at `pointers`, found in one scan of the text (none when there is
 * no pointer); a pointer that does not resolve is placed at the start of the file.
 */
export function locator(text: string, pointers: readonly string[]): (pointer: string) => { line: number; column: number } {
  if (pointers.length === 0) return () => ({ line: 1, column: 1 });
  const spans = locatePointers(text, pointers);
  const lines = new LineMap(text);
  return (pointer) => lines.at(spans.get(pointer)?.start ?? 0);
}

/** A policy error at a field: the parser throws it, `policyFromText` locates it in the file. */
export class PolicyFieldError extends UsageError {
  constructor(
    message: string,
    readonly pointer: string,
  ) {
    super(message);
    this.name = "UsageError";
  }
}

/** `file:line:column` of a pointer in the policy text (`file` alone when it does not resolve). */
export function locateIn(text: string, file: string, pointer: string): string {
  const span = locatePointers(text, [pointer]).get(pointer);
  if (!span) return file;
  const at = new LineMap(text).at(span.start);
  return `${file}:${at.line}:${at.column}`;
}

/** `file:line:column` of each `zero_tolerance` entry (one scan), for the gate's check of the names. */
export function zeroToleranceLocations(text: string, file: string, entries: number): string[] {
  const pointers = Array.from({ length: entries }, (_, i) => `/zero_tolerance/${i}`);
  const at = locator(text, pointers);
  return pointers.map((p) => {
    const { line, column } = at(p);
    return `${file}:${line}:${column}`;
  });
}

/**
 * The one line `--strict-policy` stops on: the first diagnostic and how many more. Null when
 * there is none.
 */
export function strictPolicyError(diagnostics: readonly PolicyDiagnostic[]): UsageError | null {
  if (diagnostics.length === 0) return null;
  const n = diagnostics.length - 1;
  const more = n > 0 ? ` (and ${n} more policy diagnostic${n > 1 ? "s" : ""})` : "";
  return new UsageError(`policy ${diagnostics[0]!.message}${more}; strict-policy makes policy diagnostics errors`);
}
