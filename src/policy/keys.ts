// Unknown policy keys: a typo such as `budget` for `budgets` or `max_call` for `max_calls` would
// switch a check off silently. Every key the policy schema does not know, at every level, becomes
// a located warning naming the nearest valid key; `--strict-policy` (input `strict-policy`) makes
// them errors. The key lists mirror schemas/policy.schema.json (test/policy/keys.test.ts checks
// that the two agree).
import { distance } from "fastest-levenshtein";
import { escapePointerToken, LineMap, locatePointers } from "../json/locate.js";
import { truncateText } from "../util/bound.js";

export const TOP_KEYS = [
  "$schema",
  "schema_version",
  "policy_id",
  "allow_unlisted_tools",
  "allowed_tools",
  "budgets",
  "unsafe_patterns",
  "grounding",
  "sequence",
  "error_handling",
  "completion",
  "memory",
  "zero_tolerance",
  "pricing",
  "regression",
  "evaluations",
  "agents",
] as const;
export const SECTION_KEYS: Record<string, readonly string[]> = {
  budgets: ["max_step_latency_ms", "max_total_latency_ms", "max_total_cost_usd", "max_total_tokens"],
  grounding: ["require_citations", "min_citation_coverage", "require_valid_citation_urls"],
  sequence: ["required_tools", "forbidden_tools", "call_order"],
  error_handling: ["require_retry_on_error", "max_attempts"],
  completion: ["require_final_response", "max_steps"],
  memory: ["min_support_coverage", "min_query_success_rate", "min_hit_rate"],
  regression: ["max_cost_increase", "max_tokens_increase", "max_latency_increase", "alpha"],
};
/** The sections an `agents` entry may hold: those of the rules that look at calls (policy/agents.ts, docs/multi-agent.md). */
export const AGENT_KEYS = ["allow_unlisted_tools", "allowed_tools", "budgets", "unsafe_patterns", "grounding", "sequence", "error_handling"] as const;
export const TOOL_KEYS = ["required_arguments", "optional_arguments", "side_effect", "max_calls", "min_calls", "kind"] as const;
export const ARG_KEYS = ["type", "enum", "pattern", "min", "max"] as const;

/** Most unknown keys reported (a policy of 100,000 stray keys must not become 100,000 lines). */
const MAX_REPORTED = 100;

export interface UnknownKey {
  /** JSON pointer of the key's value. */
  pointer: string;
  /** Dotted path as people read it: `budgets.max_total_latncy_ms`, `allowed_tools.refund.max_call`. */
  path: string;
  key: string;
  /** The nearest valid key of that level, when one is close. */
  suggestion: string | null;
  line: number;
  column: number;
  /** `budgets.max_total_latncy_ms: unknown key; did you mean max_total_latency_ms?` */
  text: string;
  /** `policy.json:3:5: ` and the text. */
  message: string;
}

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);

/** The nearest of `valid` to `key`: at most a third of its length (and at least 2) edits away. */
export function nearestKey(key: string, valid: readonly string[]): string | null {
  if (key.length > 200) return null;
  let best: string | null = null;
  let bestD = Infinity;
  const k = key.toLowerCase();
  for (const v of valid) {
    // `maximum` for `max`, `max_call` for `max_calls`: a prefix either way is one edit away
    const d = v.length >= 3 && (k.startsWith(v) || v.startsWith(k)) && k.length >= 3 ? 1 : distance(k, v);
    if (d < bestD) [best, bestD] = [v, d];
  }
  return best !== null && bestD <= Math.max(2, Math.floor(best.length / 3)) ? best : null;
}

function seg(k: string): string {
  return /^[A-Za-z0-9_$-]+$/.test(k) ? k : JSON.stringify(truncateText(k, 80));
}

type Check = (o: Obj, valid: readonly string[], pointer: string, path: string) => void;

/** The keys of a policy body (the document, or an `agents` entry at `base`): its own level, its sections, its tools and their arguments. */
function checkBody(doc: Obj, valid: readonly string[], base: string, basePath: string, check: Check): void {
  const at = (k: string): string => (basePath ? `${basePath}.${k}` : k);
  check(doc, valid, base, basePath);
  for (const [section, keys] of Object.entries(SECTION_KEYS)) {
    if (!valid.includes(section)) continue;
    const v = Object.hasOwn(doc, section) ? doc[section] : undefined;
    if (isObject(v)) check(v, keys, `${base}/${section}`, at(section));
  }
  const tools = Object.hasOwn(doc, "allowed_tools") ? doc.allowed_tools : undefined;
  if (!isObject(tools)) return;
  for (const [name, t] of Object.entries(tools)) {
    if (!isObject(t)) continue;
    const tp = `${base}/allowed_tools/${escapePointerToken(name)}`;
    const tpath = at(`allowed_tools.${seg(name)}`);
    check(t, TOOL_KEYS, tp, tpath);
    for (const group of ["required_arguments", "optional_arguments"]) {
      const args = Object.hasOwn(t, group) ? t[group] : undefined;
      if (!isObject(args)) continue;
      for (const [arg, spec] of Object.entries(args)) {
        if (isObject(spec)) check(spec, ARG_KEYS, `${tp}/${group}/${escapePointerToken(arg)}`, `${tpath}.${group}.${seg(arg)}`);
      }
    }
  }
}

/** Every unknown key of a parsed policy document, in document order, located in its text. */
export function unknownPolicyKeys(doc: unknown, text: string, file: string): UnknownKey[] {
  const found: { pointer: string; path: string; key: string; valid: readonly string[] }[] = [];
  const check = (o: Obj, valid: readonly string[], pointer: string, path: string) => {
    for (const k of Object.keys(o)) {
      if (found.length >= MAX_REPORTED) return;
      if (!valid.includes(k)) found.push({ pointer: `${pointer}/${escapePointerToken(k)}`, path: path ? `${path}.${seg(k)}` : seg(k), key: k, valid });
    }
  };
  if (!isObject(doc)) return [];
  checkBody(doc, TOP_KEYS, "", "", check);
  // each entry of `agents` is a policy body of the sections an agent may scope (policy/agents.ts)
  const agents = Object.hasOwn(doc, "agents") ? doc.agents : undefined;
  if (isObject(agents)) {
    for (const [name, entry] of Object.entries(agents)) if (isObject(entry)) checkBody(entry, AGENT_KEYS, `/agents/${escapePointerToken(name)}`, `agents.${seg(name)}`, check);
  }
  if (found.length === 0) return [];
  const spans = locatePointers(text, found.map((f) => f.pointer));
  const lines = new LineMap(text);
  return found.map((f) => {
    const span = spans.get(f.pointer);
    const at = lines.at(span ? (span.keyStart ?? span.start) : 0);
    const suggestion = nearestKey(f.key, f.valid);
    const hint = suggestion ? `; did you mean ${suggestion}?` : `; valid keys here: ${f.valid.join(", ")}`;
    const what = `${f.path}: unknown key${hint}`;
    return { pointer: f.pointer, path: f.path, key: f.key, suggestion, line: at.line, column: at.column, text: what, message: `${file}:${at.line}:${at.column}: ${what}` };
  });
}
