// The regex budget of a whole policy: RE2 compiles in linear time, but linear in a pattern's size
// and in the program it expands to, and the per-pattern cap (MAX_PATTERN_CHARS) alone lets many
// patterns add up (eight 14 KB patterns of Unicode classes: seconds and hundreds of MB). The total
// text of every pattern is checked before any is compiled; the total program size after.
import { UsageError } from "../errors.js";
import type { RE2JS } from "re2js";

/** Most characters all of a policy's patterns may hold together (`unsafe_patterns` and argument `pattern`s). */
export const MAX_TOTAL_PATTERN_CHARS = 32 * 1024;
/** Most instructions all of a policy's compiled patterns may hold together (matching time grows with it). */
export const MAX_TOTAL_PROGRAM_SIZE = 250_000;

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);

/** Every pattern string of a policy document, where it is (malformed sections are the parser's to name). */
function patternsOf(doc: Obj): string[] {
  const out: string[] = [];
  if (Array.isArray(doc.unsafe_patterns)) for (const p of doc.unsafe_patterns) if (typeof p === "string") out.push(p);
  const tools = doc.allowed_tools;
  if (!isObject(tools)) return out;
  for (const t of Object.values(tools)) {
    if (!isObject(t)) continue;
    for (const k of ["required_arguments", "optional_arguments"]) {
      const args = t[k];
      if (!isObject(args)) continue;
      for (const spec of Object.values(args)) if (isObject(spec) && typeof spec.pattern === "string") out.push(spec.pattern);
    }
  }
  return out;
}

/**
 * Before compiling: the patterns' total text within the budget, else a UsageError. A pattern over
 * the per-pattern cap (`perPattern`) is left to the parser, which names its field.
 */
export function checkPatternText(doc: Obj, perPattern: number): void {
  const all = patternsOf(doc);
  if (all.some((p) => p.length > perPattern)) return;
  const total = all.reduce((n, p) => n + p.length, 0);
  if (total > MAX_TOTAL_PATTERN_CHARS) {
    throw new UsageError(`policy patterns: ${all.length} patterns hold ${total} characters together, more than the ${MAX_TOTAL_PATTERN_CHARS} a policy may have`);
  }
}

/** After compiling: the programs' total size within the budget, else a UsageError. */
export function checkProgramSize(compiled: readonly (RE2JS | null)[]): void {
  const total = compiled.reduce((n, re) => n + (re ? re.programSize() : 0), 0);
  if (total > MAX_TOTAL_PROGRAM_SIZE) {
    throw new UsageError(`policy patterns: they compile to ${total} instructions together, more than the ${MAX_TOTAL_PROGRAM_SIZE} a policy may have (a repetition such as {1000} multiplies what it repeats)`);
  }
}
