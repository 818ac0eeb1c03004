// `arh init --strict`: widen an inferred policy just enough that a failing trace passes. Each error
// finding of the trace relaxes the one field it is about (a pattern removed, a side effect
// unmarked, a bound raised to the observed value); findings no policy can fix (a tool_call without
// a tool name, an unreadable file) are reported instead. Pure: works on the policy JSON document.
import type { Finding } from "../types.js";
import type { Trace } from "../trace/model.js";
import { parsePointer } from "../json/locate.js";
import type { PolicyDoc } from "./infer.js";
import { q, roundUpReadable } from "./infer.js";

export interface Widening {
  trace_id: string;
  rule_id: string;
  /** What changed in the policy, e.g. `unsafe_patterns: removed "..."`. */
  change: string;
  /** The explanation's field it changes (`unsafe_patterns`, `allowed_tools.pay.side_effect`)... */
  field: string;
  /** ...and, for a list, the entry (a pattern, a tool). */
  value?: unknown;
}

export interface WidenResult {
  changes: Widening[];
  /** Why the trace still cannot pass (one line per finding no widening can fix). */
  unfixable: string[];
}

type Obj = Record<string, unknown>;

function section(doc: PolicyDoc, k: string): Obj {
  const v = doc[k];
  if (v !== null && typeof v === "object" && !Array.isArray(v)) return v as Obj;
  const o: Obj = {};
  doc[k] = o;
  return o;
}

/** The step index and argument name a finding's pointer names (`/steps/3/arguments/amount`). */
function at(f: Finding): { step: number | null; arg: string | null } {
  const t = parsePointer(f.pointer ?? "");
  if (t[0] !== "steps" || !/^\d+$/.test(t[1] ?? "")) return { step: null, arg: null };
  return { step: Number(t[1]), arg: t[2] === "arguments" && t[3] !== undefined ? t[3] : null };
}

function removeFrom(list: unknown, x: unknown): unknown[] {
  return Array.isArray(list) ? list.filter((y) => y !== x) : [];
}

/**
 * Relax `doc` (in place) so that `trace`, which produced `findings` under it, passes. `passed` and
 * `score` are the trace's verdict under `doc`; `failUnder` the threshold.
 */
export function widenForTrace(doc: PolicyDoc, trace: Trace, findings: Finding[], score: number, failUnder: number): WidenResult {
  const changes: Widening[] = [];
  const unfixable: string[] = [];
  const id = trace.trace_id;
  const change = (rule_id: string, what: string, field: string, value?: unknown): void => {
    changes.push({ trace_id: id, rule_id, change: what, field, ...(value === undefined ? {} : { value }) });
  };
  const tools = section(doc, "allowed_tools");
  const toolOf = (f: Finding): { name: string; schema: Obj } | null => {
    const i = at(f).step;
    const name = i === null ? null : trace.steps[i]?.tool_name;
    if (!name) return null;
    const s = Object.hasOwn(tools, name) ? tools[name] : undefined;
    if (s === null || typeof s !== "object") tools[name] = {};
    return { name, schema: tools[name] as Obj };
  };
  const argsOf = (schema: Obj, kind: "required_arguments" | "optional_arguments"): Obj => {
    const v = schema[kind];
    if (v !== null && typeof v === "object") return v as Obj;
    return (schema[kind] = Object.create(null)) as Obj;
  };
  const num = (v: unknown): number => (typeof v === "number" && Number.isFinite(v) ? v : 0);

  let errors = 0;
  for (const f of findings) {
    if (f.severity !== "error") continue;
    errors++;
    const r = f.rule_id;
    switch (r) {
      case "ARH-SAF-001": {
        const p = typeof f.expected === "string" ? f.expected.replace(/^no match for /, "") : "";
        const list = doc.unsafe_patterns;
        if (Array.isArray(list) && list.includes(p)) {
          doc.unsafe_patterns = removeFrom(list, p);
          change(r, `unsafe_patterns: removed ${JSON.stringify(p)} (it matches step ${q(f.step_id ?? "")})`, "unsafe_patterns", p);
        }
        break;
      }
      case "ARH-FLW-003": {
        const t = toolOf(f);
        if (t && t.schema.side_effect === true) {
          delete t.schema.side_effect;
          change(r, `allowed_tools.${t.name}.side_effect: removed (step ${q(f.step_id ?? "")} repeats a successful call)`, `allowed_tools.${t.name}.side_effect`);
        }
        break;
      }
      case "ARH-FLW-002": {
        const eh = section(doc, "error_handling");
        if (num(f.observed) > num(eh.max_attempts)) {
          eh.max_attempts = num(f.observed);
          change(r, `error_handling.max_attempts: raised to ${num(f.observed)}`, "error_handling.max_attempts");
        }
        break;
      }
      case "ARH-FLW-001": {
        const eh = section(doc, "error_handling");
        if (eh.require_retry_on_error === true) {
          delete eh.require_retry_on_error;
          change(r, "error_handling.require_retry_on_error: removed", "error_handling.require_retry_on_error");
        }
        break;
      }
      case "ARH-SEQ-001": {
        const s = section(doc, "sequence");
        s.required_tools = removeFrom(s.required_tools, f.expected);
        change(r, `sequence.required_tools: removed ${q(String(f.expected))}`, "sequence.required_tools", f.expected);
        break;
      }
      case "ARH-SEQ-002": {
        const s = section(doc, "sequence");
        s.forbidden_tools = removeFrom(s.forbidden_tools, f.observed);
        change(r, `sequence.forbidden_tools: removed ${q(String(f.observed))}`, "sequence.forbidden_tools", f.observed);
        break;
      }
      case "ARH-SEQ-003": {
        const s = section(doc, "sequence");
        const later = Array.isArray(f.expected) ? f.expected[1] : undefined;
        if (Array.isArray(s.call_order) && s.call_order.includes(later)) {
          s.call_order = removeFrom(s.call_order, later);
          change(r, `sequence.call_order: removed ${q(String(later))}`, "sequence.call_order", later);
        }
        break;
      }
      case "ARH-SEQ-004":
      case "ARH-SEQ-005": {
        const name = /tool '(.*)' was called/.exec(f.message)?.[1];
        const s = name === undefined || !Object.hasOwn(tools, name) ? undefined : tools[name];
        if (s !== null && typeof s === "object") {
          const k = r === "ARH-SEQ-004" ? "max_calls" : "min_calls";
          (s as Obj)[k] = num(f.observed);
          change(r, `allowed_tools.${name}.${k}: set to ${num(f.observed)}`, `allowed_tools.${name}.${k}`);
        }
        break;
      }
      case "ARH-SCH-001": {
        const i = at(f).step;
        const name = i === null ? null : trace.steps[i]?.tool_name;
        if (name && !Object.hasOwn(tools, name)) {
          tools[name] = {};
          change(r, `allowed_tools.${name}: added`, `allowed_tools.${name}`);
        }
        break;
      }
      case "ARH-SCH-003": {
        const t = toolOf(f);
        const arg = String(f.expected);
        const req = t ? argsOf(t.schema, "required_arguments") : {};
        if (t && Object.hasOwn(req, arg)) {
          argsOf(t.schema, "optional_arguments")[arg] = req[arg];
          delete req[arg];
          change(r, `allowed_tools.${t.name}: argument ${q(arg)} made optional`, `allowed_tools.${t.name}.required_arguments.${arg}`);
        }
        break;
      }
      case "ARH-SCH-004":
      case "ARH-SCH-007":
      case "ARH-SCH-008":
      case "ARH-SCH-009": {
        const t = toolOf(f);
        const arg = at(f).arg;
        if (!t || arg === null) break;
        for (const kind of ["required_arguments", "optional_arguments"] as const) {
          const args = argsOf(t.schema, kind);
          if (!Object.hasOwn(args, arg)) continue;
          const spec = args[arg];
          const type = typeof spec === "string" ? spec : spec !== null && typeof spec === "object" ? ((spec as Obj).type as string | undefined) : undefined;
          args[arg] = r === "ARH-SCH-004" ? "any" : (type ?? "any");
          change(r, `allowed_tools.${t.name}.${kind}.${arg}: ${r === "ARH-SCH-004" ? "type any" : "constraint removed"}`, `allowed_tools.${t.name}.${kind}.${arg}${r === "ARH-SCH-007" ? ".enum" : ""}`);
        }
        break;
      }
      case "ARH-BUD-001":
      case "ARH-BUD-002":
      case "ARH-BUD-003":
      case "ARH-BUD-004": {
        const field = { "ARH-BUD-001": "max_step_latency_ms", "ARH-BUD-002": "max_total_latency_ms", "ARH-BUD-003": "max_total_cost_usd", "ARH-BUD-004": "max_total_tokens" }[r];
        const b = section(doc, "budgets");
        const v = Math.ceil(roundUpReadable(num(f.observed)) * 1e6) / 1e6;
        if (v > num(b[field])) {
          b[field] = r === "ARH-BUD-004" ? Math.ceil(v) : v;
          change(r, `budgets.${field}: raised to ${String(b[field])}`, `budgets.${field}`);
        }
        break;
      }
      case "ARH-GRD-001":
      case "ARH-GRD-002":
      case "ARH-GRD-003": {
        const g = section(doc, "grounding");
        const field = { "ARH-GRD-001": "require_citations", "ARH-GRD-002": "min_citation_coverage", "ARH-GRD-003": "require_valid_citation_urls" }[r];
        if (Object.hasOwn(g, field)) {
          delete g[field];
          change(r, `grounding.${field}: removed`, `grounding.${field}`);
        }
        break;
      }
      case "ARH-CMP-001": {
        const c = section(doc, "completion");
        if (c.require_final_response === true) {
          delete c.require_final_response;
          change(r, "completion.require_final_response: removed", "completion.require_final_response");
        }
        break;
      }
      case "ARH-CMP-002": {
        const c = section(doc, "completion");
        c.max_steps = num(f.observed);
        change(r, `completion.max_steps: raised to ${num(f.observed)}`, "completion.max_steps");
        break;
      }
      case "ARH-SCH-002":
        unfixable.push(`${r} at step ${q(f.step_id ?? "")}: a tool_call without a tool name fails under any policy`);
        break;
      default:
        unfixable.push(`${r}: no policy field to widen for this finding`);
    }
  }
  if (errors === 0 && score < failUnder) unfixable.push(`score ${score.toFixed(2)} is below --fail-under ${failUnder} without an error finding to widen`);
  return { changes, unfixable };
}
