// Memory-trace model and lint (docs/memory.md): turns a parsed JSON document into a normalised trace plus
// ARH-MEM-0xx findings. Pure: no I/O. Everything that is wrong is reported with the JSON pointer of
// the offending field; items that cannot be scored carry the reason (`invalid`) and count as unmatched.
import { RE2JS } from "re2js";
import type { Finding } from "../types.js";
import { pointer as ptr } from "../json/locate.js";
import { memFinding, stepIds } from "./findings.js";
import type { MemoryRuleId } from "../rules/memory-meta.js";

export type EvalMode = "qa" | "hit_rate";

export const QA_CATEGORIES = ["normal", "edge_case", "multi_session", "adversarial", "high_noise"] as const;
export const HIT_RATE_CATEGORIES = ["normal", "edge_case", "adversarial"] as const;
export const ROLES = ["user", "agent", "tool", "system"] as const;
export const QA_MATCHERS = ["substring", "regex", "semantic"] as const;
export const HIT_RATE_MATCHERS = ["substring", "regex", "exact"] as const;
export const SESSION_BOUNDARY = "--- session boundary ---";
export const DEFAULT_SEMANTIC_THRESHOLD = 0.8;

export interface ExpectedItem {
  /** Expected value; null only for a hit_rate key-miss expectation (expect an empty/null read). */
  value: string | null;
  matcher: string;
  threshold: number;
  /** JSON pointer of the item (qa: the expected_information element; hit_rate: expected_output). */
  pointer: string;
  /** Why the item cannot be scored (invalid matcher, threshold, regex, blank value), else null. */
  invalid: string | null;
  /** Compiled pattern for regex items. */
  re: RE2JS | null;
}

export interface MemoryTurn {
  role: string;
  content: string;
  metadata: Record<string, unknown>;
  pointer: string;
}

export interface MemoryQuery {
  query: string;
  items: ExpectedItem[];
  pointer: string;
}

export interface MemoryCheck {
  description: string;
  write_input: Record<string, unknown> | null;
  read_input: Record<string, unknown>;
  expected: ExpectedItem;
  pointer: string;
}

export interface MemoryTrace {
  trace_id: string;
  agent_name: string;
  eval_mode: EvalMode | string;
  category: string;
  description: string;
  turns: MemoryTurn[];
  queries: MemoryQuery[];
  checks: MemoryCheck[];
  /** False when the structure is too broken to replay (mixed formats, unknown mode, missing lists). */
  scorable: boolean;
}

export interface LintResult {
  trace: MemoryTrace;
  findings: Finding[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);
const typeName = (v: unknown): string => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);
const has = (o: Obj, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k) && o[k] !== undefined;

/** True for a document the memory module handles: an object with eval_mode, or turns + recall_queries, or checks. */
export function isMemoryDocument(doc: unknown): boolean {
  if (!isObj(doc)) return false;
  return has(doc, "eval_mode") || (has(doc, "turns") && has(doc, "recall_queries")) || has(doc, "checks");
}

/** File name without directories and without a trailing .json. */
export function fileStem(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  return base.replace(/\.json$/i, "");
}

const OVERWRITE_WORDS = /overwrit|update|replac|re-?writ/i;
const INVALIDATION_WORDS = /invalidat|expir|evict|delet|\bttl\b|stale|purg|remov|clear/i;
const KEYMISS_WORDS = /\bmiss|never written|not written|absent|not found|unknown key|nonexist|non-existent|empty/i;
const INVALIDATION_KEYS = /^(delete|invalidate|expire|expires|expiry|ttl|ttl_ops|ttl_ms|evict|remove)$/i;

/** Lint a parsed memory document. `fileName` is used for the trace-id convention and as fallback id. */
export function lintMemoryDocument(doc: unknown, fileName: string): LintResult {
  const findings: Finding[] = [];
  const add = (rule: MemoryRuleId, msg: string, pointer: string, step: string | null, extra?: { expected?: unknown; observed?: unknown }): void => {
    findings.push(memFinding(rule, msg, pointer, step, extra));
  };
  const stem = fileStem(fileName);
  const trace: MemoryTrace = {
    trace_id: stem,
    agent_name: "memory",
    eval_mode: "qa",
    category: "",
    description: "",
    turns: [],
    queries: [],
    checks: [],
    scorable: true,
  };
  if (!isObj(doc)) {
    add("ARH-MEM-002", `memory trace must be a JSON object, found ${typeName(doc)}`, "", null);
    trace.scorable = false;
    return { trace, findings };
  }

  // ---- trace id, agent name ----
  if (!has(doc, "trace_id")) add("ARH-MEM-001", "trace_id is required", "", null);
  else if (typeof doc.trace_id === "string" && doc.trace_id !== "") trace.trace_id = doc.trace_id;
  else if (typeof doc.trace_id === "number") {
    trace.trace_id = String(doc.trace_id);
    add("ARH-MEM-002", `trace_id must be a string, found number ${trace.trace_id}`, "/trace_id", null);
  } else add("ARH-MEM-002", `trace_id must be a non-empty string, found ${typeName(doc.trace_id)}`, "/trace_id", null);
  if (typeof doc.agent_name === "string" && doc.agent_name !== "") trace.agent_name = doc.agent_name;
  else if (has(doc, "agent_name")) add("ARH-MEM-002", `agent_name must be a non-empty string, found ${typeName(doc.agent_name)}`, "/agent_name", null);
  if (has(doc, "trace_id") && typeof doc.trace_id === "string") {
    const id = doc.trace_id;
    const problems: string[] = [];
    if (!id.startsWith("trace_id_")) problems.push("does not start with trace_id_");
    if (id !== stem) problems.push(`does not match its file name (${stem}.json)`);
    if (problems.length) add("ARH-MEM-012", `trace_id '${id}' ${problems.join(" and ")}`, "/trace_id", null, { expected: `trace_id_… = ${stem}`, observed: id });
  }

  // ---- mode ----
  let mode: EvalMode | string = "qa";
  if (has(doc, "eval_mode")) {
    if (doc.eval_mode === "qa" || doc.eval_mode === "hit_rate") mode = doc.eval_mode;
    else {
      mode = typeof doc.eval_mode === "string" ? doc.eval_mode : String(JSON.stringify(doc.eval_mode));
      add("ARH-MEM-004", `eval_mode must be "qa" or "hit_rate", found ${JSON.stringify(doc.eval_mode)}`, "/eval_mode", null, { expected: ["qa", "hit_rate"], observed: doc.eval_mode });
      trace.scorable = false;
    }
  }
  trace.eval_mode = mode;
  const hasQaFields = has(doc, "turns") || has(doc, "recall_queries");
  const hasChecks = has(doc, "checks");
  if (hasQaFields && hasChecks) {
    add("ARH-MEM-003", "a memory trace must not mix turns/recall_queries (qa) with checks (hit_rate)", "/checks", null);
    trace.scorable = false;
  } else if (mode === "qa" && hasChecks) {
    const why = has(doc, "eval_mode") ? 'eval_mode is "qa"' : 'eval_mode defaults to "qa"';
    add("ARH-MEM-003", `checks belong to hit_rate traces but ${why}; set "eval_mode": "hit_rate"`, "/checks", null);
    trace.scorable = false;
  } else if (mode === "hit_rate" && hasQaFields) {
    add("ARH-MEM-003", 'turns/recall_queries belong to qa traces but eval_mode is "hit_rate"', has(doc, "turns") ? "/turns" : "/recall_queries", null);
    trace.scorable = false;
  }

  // ---- category, description ----
  if (!has(doc, "category")) add("ARH-MEM-001", "category is required", "", null);
  else if (typeof doc.category !== "string") add("ARH-MEM-002", `category must be a string, found ${typeName(doc.category)}`, "/category", null);
  else {
    trace.category = doc.category;
    const allowed: readonly string[] = mode === "hit_rate" ? HIT_RATE_CATEGORIES : QA_CATEGORIES;
    if (!allowed.includes(doc.category)) {
      add("ARH-MEM-005", `category '${doc.category}' is not one of ${allowed.join(", ")}${mode === "hit_rate" ? " (hit_rate)" : ""}`, "/category", null, { expected: allowed, observed: doc.category });
    }
  }
  if (has(doc, "description")) {
    if (typeof doc.description === "string") trace.description = doc.description;
    else add("ARH-MEM-002", `description must be a string, found ${typeName(doc.description)}`, "/description", null);
  }

  if (mode === "hit_rate") lintHitRate(doc, trace, add);
  else if (mode === "qa") lintQa(doc, trace, add, hasChecks);
  return { trace, findings };
}

type Add = (rule: MemoryRuleId, msg: string, pointer: string, step: string | null, extra?: { expected?: unknown; observed?: unknown }) => void;

function lintQa(doc: Obj, trace: MemoryTrace, add: Add, hasChecks: boolean): void {
  // turns
  if (!has(doc, "turns")) {
    if (!hasChecks) add("ARH-MEM-001", "turns is required in qa mode", "", null);
    trace.scorable = false;
  } else if (!Array.isArray(doc.turns)) {
    add("ARH-MEM-002", `turns must be an array, found ${typeName(doc.turns)}`, "/turns", null);
    trace.scorable = false;
  } else {
    doc.turns.forEach((t, i) => {
      const p = ptr("turns", i);
      const sid = stepIds.turn(i);
      if (!isObj(t)) {
        add("ARH-MEM-002", `turn ${i} must be an object, found ${typeName(t)}`, p, sid);
        return;
      }
      let role = "";
      if (!has(t, "role")) add("ARH-MEM-001", `turn ${i}: role is required`, p, sid);
      else if (typeof t.role !== "string") add("ARH-MEM-002", `turn ${i}: role must be a string, found ${typeName(t.role)}`, p + "/role", sid);
      else {
        role = t.role;
        if (!(ROLES as readonly string[]).includes(role)) {
          add("ARH-MEM-006", `turn ${i}: role '${role}' is not one of ${ROLES.join(", ")}`, p + "/role", sid, { expected: ROLES, observed: role });
        }
      }
      let content = "";
      if (!has(t, "content")) add("ARH-MEM-001", `turn ${i}: content is required`, p, sid);
      else if (typeof t.content !== "string") add("ARH-MEM-002", `turn ${i}: content must be a string, found ${typeName(t.content)}`, p + "/content", sid);
      else content = t.content;
      if (has(t, "used_for_evaluation") && typeof t.used_for_evaluation !== "boolean") {
        add("ARH-MEM-002", `turn ${i}: used_for_evaluation must be a boolean, found ${typeName(t.used_for_evaluation)}`, p + "/used_for_evaluation", sid);
      }
      let metadata: Obj = {};
      if (has(t, "metadata")) {
        if (!isObj(t.metadata)) add("ARH-MEM-002", `turn ${i}: metadata must be an object, found ${typeName(t.metadata)}`, p + "/metadata", sid);
        else {
          metadata = t.metadata;
          if (has(metadata, "retention_flush") && typeof metadata.retention_flush !== "boolean") {
            add("ARH-MEM-002", `turn ${i}: metadata.retention_flush must be a boolean, found ${typeName(metadata.retention_flush)}`, p + "/metadata/retention_flush", sid);
          }
          for (const k of ["tool_name", "session_id"]) {
            if (has(metadata, k) && typeof metadata[k] !== "string") add("ARH-MEM-002", `turn ${i}: metadata.${k} must be a string, found ${typeName(metadata[k])}`, `${p}/metadata/${k}`, sid);
          }
        }
      }
      trace.turns.push({ role, content, metadata, pointer: p });
    });
    if (trace.category === "multi_session") {
      const boundary = trace.turns.some((t) => t.role === "system" && t.content.trim() === SESSION_BOUNDARY);
      if (!boundary) add("ARH-MEM-011", `multi_session trace has no system turn "${SESSION_BOUNDARY}" between sessions`, "/turns", null);
    }
  }
  // recall queries
  if (!has(doc, "recall_queries")) {
    if (!hasChecks) add("ARH-MEM-001", "recall_queries is required in qa mode", "", null);
    trace.scorable = false;
    return;
  }
  if (!Array.isArray(doc.recall_queries)) {
    add("ARH-MEM-002", `recall_queries must be an array, found ${typeName(doc.recall_queries)}`, "/recall_queries", null);
    trace.scorable = false;
    return;
  }
  if (doc.recall_queries.length === 0) add("ARH-MEM-010", "recall_queries is empty: the trace has nothing to score", "/recall_queries", null);
  doc.recall_queries.forEach((q, i) => {
    const p = ptr("recall_queries", i);
    const sid = stepIds.query(i);
    const query: MemoryQuery = { query: "", items: [], pointer: p };
    trace.queries.push(query);
    if (!isObj(q)) {
      add("ARH-MEM-002", `recall query ${i} must be an object, found ${typeName(q)}`, p, sid);
      return;
    }
    if (!has(q, "query")) add("ARH-MEM-001", `recall query ${i}: query is required`, p, sid);
    else if (typeof q.query !== "string") add("ARH-MEM-002", `recall query ${i}: query must be a string, found ${typeName(q.query)}`, p + "/query", sid);
    else query.query = q.query;
    if (!has(q, "expected_information")) {
      add("ARH-MEM-001", `recall query ${i}: expected_information is required`, p, sid);
      return;
    }
    if (!Array.isArray(q.expected_information)) {
      add("ARH-MEM-002", `recall query ${i}: expected_information must be an array, found ${typeName(q.expected_information)}`, p + "/expected_information", sid);
      return;
    }
    if (q.expected_information.length === 0) {
      add("ARH-MEM-010", `recall query ${i}: expected_information is empty (the query would score 0 with nothing to check)`, p + "/expected_information", sid);
    }
    q.expected_information.forEach((it, j) => {
      query.items.push(lintItem(it, ptr("recall_queries", i, "expected_information", j), stepIds.item(i, j), `recall query ${i} item ${j}`, "qa", add));
    });
  });
}

function lintItem(it: unknown, p: string, sid: string, label: string, mode: EvalMode, add: Add): ExpectedItem {
  const item: ExpectedItem = { value: "", matcher: "substring", threshold: 1, pointer: p, invalid: null, re: null };
  const invalid = (why: string): void => {
    if (!item.invalid) item.invalid = why;
  };
  if (typeof it === "string") {
    item.value = it;
  } else if (isObj(it)) {
    if (!has(it, "value")) {
      add("ARH-MEM-001", `${label}: value is required`, p, sid);
      invalid("the item has no value");
    } else if (typeof it.value === "string") item.value = it.value;
    else if (it.value === null && mode === "hit_rate") item.value = null;
    else {
      add("ARH-MEM-002", `${label}: value must be a string${mode === "hit_rate" ? " or null" : ""}, found ${typeName(it.value)}`, p + "/value", sid);
      invalid(`the item's value is not a string`);
    }
    if (has(it, "matcher")) {
      const allowed: readonly string[] = mode === "qa" ? QA_MATCHERS : HIT_RATE_MATCHERS;
      if (typeof it.matcher !== "string" || !allowed.includes(it.matcher)) {
        add("ARH-MEM-007", `${label}: matcher ${JSON.stringify(it.matcher)} is not one of ${allowed.join(", ")} (${mode})`, p + "/matcher", sid, { expected: allowed, observed: it.matcher });
        invalid(`matcher ${JSON.stringify(it.matcher)} is not allowed in ${mode} mode`);
        item.matcher = typeof it.matcher === "string" ? it.matcher : "invalid";
      } else item.matcher = it.matcher;
    }
    item.threshold = item.matcher === "semantic" ? DEFAULT_SEMANTIC_THRESHOLD : 1;
    if (has(it, "threshold")) {
      const t = it.threshold;
      if (typeof t !== "number" || !Number.isFinite(t) || t < 0 || t > 1) {
        add("ARH-MEM-008", `${label}: threshold must be a number in [0, 1], found ${JSON.stringify(t)}`, p + "/threshold", sid, { expected: "[0, 1]", observed: t });
        invalid(`threshold ${JSON.stringify(t)} is not a number in [0, 1]`);
      } else {
        item.threshold = t;
        if (t === 0) add("ARH-MEM-014", `${label}: threshold 0 makes the item match any output`, p + "/threshold", sid);
      }
    }
    if (has(it, "description") && typeof it.description !== "string") {
      add("ARH-MEM-002", `${label}: description must be a string, found ${typeName(it.description)}`, p + "/description", sid);
    }
  } else {
    add("ARH-MEM-002", `${label} must be a string or an object, found ${typeName(it)}`, p, sid);
    invalid("the item is neither a string nor an object");
    return item;
  }
  if (mode === "qa" && typeof item.value === "string" && item.value.trim() === "" && !item.invalid) {
    add("ARH-MEM-010", `${label}: the expected value is blank, so any output would contain it`, typeof it === "string" ? p : p + "/value", sid);
    invalid("the expected value is blank");
  }
  if (item.matcher === "regex" && typeof item.value === "string" && !item.invalid) {
    try {
      item.re = RE2JS.compile(item.value);
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      add("ARH-MEM-009", `${label}: invalid regex ${JSON.stringify(item.value)}: ${msg}`, typeof it === "string" ? p : p + "/value", sid);
      invalid(`invalid regex: ${msg}`);
    }
  }
  return item;
}

function lintHitRate(doc: Obj, trace: MemoryTrace, add: Add): void {
  if (!has(doc, "checks")) {
    add("ARH-MEM-001", "checks is required in hit_rate mode", "", null);
    trace.scorable = false;
    return;
  }
  if (!Array.isArray(doc.checks)) {
    add("ARH-MEM-002", `checks must be an array, found ${typeName(doc.checks)}`, "/checks", null);
    trace.scorable = false;
    return;
  }
  if (doc.checks.length === 0) add("ARH-MEM-010", "checks is empty: the trace has nothing to score", "/checks", null);
  let overwrite = false;
  let invalidation = false;
  let keyMiss = false;
  const written = new Set<string>();
  doc.checks.forEach((c, i) => {
    const p = ptr("checks", i);
    const sid = stepIds.check(i);
    const check: MemoryCheck = {
      description: "",
      write_input: null,
      read_input: {},
      expected: { value: "", matcher: "substring", threshold: 1, pointer: p + "/expected_output", invalid: "the check has no valid expected_output", re: null },
      pointer: p,
    };
    trace.checks.push(check);
    if (!isObj(c)) {
      add("ARH-MEM-002", `check ${i} must be an object, found ${typeName(c)}`, p, sid);
      return;
    }
    if (has(c, "description")) {
      if (typeof c.description === "string") check.description = c.description;
      else add("ARH-MEM-002", `check ${i}: description must be a string, found ${typeName(c.description)}`, p + "/description", sid);
    }
    if (has(c, "write_input") && c.write_input !== null) {
      if (isObj(c.write_input)) check.write_input = c.write_input;
      else add("ARH-MEM-002", `check ${i}: write_input must be an object or null, found ${typeName(c.write_input)}`, p + "/write_input", sid);
    }
    if (!has(c, "read_input")) add("ARH-MEM-001", `check ${i}: read_input is required`, p, sid);
    else if (isObj(c.read_input)) check.read_input = c.read_input;
    else add("ARH-MEM-002", `check ${i}: read_input must be an object, found ${typeName(c.read_input)}`, p + "/read_input", sid);
    if (!has(c, "expected_output")) add("ARH-MEM-001", `check ${i}: expected_output is required`, p, sid);
    else check.expected = lintItem(c.expected_output, p + "/expected_output", sid, `check ${i} expected_output`, "hit_rate", add);

    // coverage heuristics (ARH-MEM-013)
    const text = `${check.description} ${isObj(c.expected_output) && typeof c.expected_output.description === "string" ? c.expected_output.description : ""}`;
    const w = check.write_input;
    const wkey = w ? keyOf(w) : null;
    if (OVERWRITE_WORDS.test(text) || (wkey !== null && written.has(wkey))) overwrite = true;
    if (INVALIDATION_WORDS.test(text) || (w && (Object.keys(w).some((k) => INVALIDATION_KEYS.test(k)) || ("value" in w && w.value === null)))) invalidation = true;
    const rkey = keyOf(check.read_input);
    if (KEYMISS_WORDS.test(text) || check.expected.value === null || check.expected.value === "" || (rkey !== null && !written.has(rkey) && rkey !== wkey)) keyMiss = true;
    if (wkey !== null) written.add(wkey);
  });
  if (doc.checks.length > 0 && !overwrite && !invalidation && !keyMiss) {
    add("ARH-MEM-013", "no check covers overwrite/update, invalidation/expiry or key-miss (only basic write-then-read)", "/checks", null);
  }
}

function keyOf(o: Obj): string | null {
  for (const k of ["key", "id", "name", "cache_key"]) {
    const v = o[k];
    if (typeof v === "string" || typeof v === "number") return String(v);
  }
  return null;
}
