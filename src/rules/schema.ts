// schema: ARH-SCH-001..010 (semantics.md §3).
import type { ArgSpec, ToolSchema } from "../policy/model.js";
import type { CategoryCheck, CategoryResult } from "./common.js";
import { finding, stepPtr, toolNameOf } from "./common.js";
import { escapePointerToken } from "../json/locate.js";
import type { Finding } from "../types.js";
import type { Trace } from "../trace/model.js";
import type { Policy } from "../policy/model.js";
import { boundValue } from "../util/bound.js";

const KNOWN_TYPES = new Set(["str", "int", "float", "bool", "list", "dict", "any"]);

function jsonType(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "list";
  if (typeof v === "string") return "str";
  if (typeof v === "boolean") return "bool";
  if (typeof v === "number") return Number.isInteger(v) ? "int" : "float";
  return "dict";
}

function typeMatches(type: string, v: unknown): boolean {
  switch (type) {
    case "str":
      return typeof v === "string";
    case "int":
      return typeof v === "number" && Number.isInteger(v);
    case "float":
      return typeof v === "number";
    case "bool":
      return typeof v === "boolean";
    case "list":
      return Array.isArray(v);
    case "dict":
      return v !== null && typeof v === "object" && !Array.isArray(v);
    default:
      return true; // "any"
  }
}

/** JSON equality (a boolean never equals a number; objects by value). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((x, i) => jsonEqual(x, bb[i]));
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const ak = Object.keys(ao);
  if (ak.length !== Object.keys(bo).length) return false;
  return ak.every((k) => Object.hasOwn(bo, k) && jsonEqual(ao[k], bo[k]));
}

function short(v: unknown): string {
  const s = JSON.stringify(boundValue(v, 120)) ?? "null"; // never stringify a whole megabyte value for 80 characters
  return s.length > 80 ? s.slice(0, 79) + "…" : s;
}

// Findings carry bounded copies (util/bound.ts): a policy enum or tool list of 10,000 values, or a
// megabyte argument, would otherwise be copied into every finding and every report.
const toolLists = new WeakMap<Policy, unknown>();
function toolList(policy: Policy): unknown {
  let l = toolLists.get(policy);
  if (l === undefined) toolLists.set(policy, (l = boundValue([...policy.allowed_tools.keys()])));
  return l;
}

// Enum membership in constant time for primitive members (a 10,000-value enum checked on every
// call would otherwise cost 10,000 comparisons per argument); objects and arrays by JSON equality.
const enumIndex = new WeakMap<unknown[], { prims: Set<unknown>; objects: unknown[] }>();
function inEnum(values: unknown[], value: unknown): boolean {
  let ix = enumIndex.get(values);
  if (ix === undefined) {
    ix = { prims: new Set(), objects: [] };
    for (const v of values) {
      if (v !== null && typeof v === "object") ix.objects.push(v);
      else ix.prims.add(v);
    }
    enumIndex.set(values, ix);
  }
  if (value === null || typeof value !== "object") return ix.prims.has(value);
  return ix.objects.some((e) => jsonEqual(e, value));
}

/** Pointer of a step's arguments (of the step itself when it has none). */
const argsPtr = (i: number, hasArgs: boolean): string => stepPtr(i) + (hasArgs ? "/arguments" : "");
const argPtr = (i: number, hasArgs: boolean, name: string): string => argsPtr(i, hasArgs) + "/" + escapePointerToken(name);
const argWhere = (tool: string, name: string): string => `tool '${tool}' argument '${name}'`;

/**
 * Check one argument against its spec. The passing path allocates nothing: the message prefix and
 * the argument's pointer are built only for a finding.
 */
function checkArg(name: string, spec: ArgSpec, value: unknown, tool: string, stepId: string, i: number, hasArgs: boolean, out: Finding[]): void {
  if (spec.type !== null) {
    if (!KNOWN_TYPES.has(spec.type)) {
      out.push(finding("ARH-SCH-006", stepId, `${argWhere(tool, name)} declares unknown type '${spec.type}'; type check skipped`, argPtr(i, hasArgs, name), { expected: [...KNOWN_TYPES], observed: spec.type }));
    } else if (!typeMatches(spec.type, value)) {
      out.push(finding("ARH-SCH-004", stepId, `${argWhere(tool, name)} must be ${spec.type}, got ${jsonType(value)} ${short(value)}`, argPtr(i, hasArgs, name), { expected: spec.type, observed: jsonType(value) }));
      return; // value constraints are skipped after a type mismatch
    }
  }
  if (spec.enum !== null && !inEnum(spec.enum, value)) {
    out.push(finding("ARH-SCH-007", stepId, `${argWhere(tool, name)} value ${short(value)} is not one of ${short(spec.enum)}`, argPtr(i, hasArgs, name), { expected: boundValue(spec.enum), observed: boundValue(value) }));
  }
  if (spec.patternRe !== null && typeof value === "string" && !spec.patternRe.testExact(value)) {
    out.push(finding("ARH-SCH-008", stepId, `${argWhere(tool, name)} value ${short(value)} does not match pattern ${JSON.stringify(spec.pattern)}`, argPtr(i, hasArgs, name), { expected: boundValue(spec.pattern), observed: boundValue(value) }));
  }
  if ((spec.min !== null || spec.max !== null) && typeof value === "number") {
    if (Number.isNaN(value) || (spec.min !== null && value < spec.min) || (spec.max !== null && value > spec.max)) {
      const range = `[${spec.min ?? "-inf"}, ${spec.max ?? "inf"}]`;
      out.push(finding("ARH-SCH-009", stepId, `${argWhere(tool, name)} value ${value} is outside ${range}`, argPtr(i, hasArgs, name), { expected: { min: spec.min, max: spec.max }, observed: value }));
    }
  }
}

/** A tool's required arguments as an array, made once per tool schema (no map iterator per call). */
const requiredLists = new WeakMap<ToolSchema, [string, ArgSpec][]>();
function requiredOf(schema: ToolSchema): [string, ArgSpec][] {
  let l = requiredLists.get(schema);
  if (l === undefined) requiredLists.set(schema, (l = [...schema.required_arguments]));
  return l;
}

export const checkSchema: CategoryCheck = (trace, policy): CategoryResult => {
  const findings: Finding[] = [];
  let checks = 0;
  let passed = 0;
  const steps = trace.steps;
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i]!;
    if (s.type !== "tool_call") continue;
    checks++;
    const before = findings.length;
    const tool = toolNameOf(s);
    if (tool === null) {
      findings.push(finding("ARH-SCH-002", s.step_id, `step '${s.step_id}' is a tool_call without tool_name`, stepPtr(i)));
    } else {
      const schema = policy.allowed_tools.get(tool);
      if (!schema) {
        if (!policy.allow_unlisted_tools) {
          findings.push(finding("ARH-SCH-001", s.step_id, `tool '${tool}' is not in allowed_tools`, stepPtr(i), { expected: toolList(policy), observed: boundValue(tool) }));
        }
      } else {
        const args = s.arguments ?? {};
        const hasArgs = !!s.arguments;
        const required = requiredOf(schema);
        for (let k = 0; k < required.length; k++) {
          const [name, spec] = required[k]!;
          if (!Object.hasOwn(args, name)) {
            findings.push(finding("ARH-SCH-003", s.step_id, `tool '${tool}' is missing required argument '${name}'`, argsPtr(i, hasArgs), { expected: name }));
          } else {
            checkArg(name, spec, args[name], tool, s.step_id, i, hasArgs, findings);
          }
        }
        for (const name in args) {
          if (!Object.hasOwn(args, name) || schema.required_arguments.has(name)) continue;
          const spec = schema.optional_arguments.get(name);
          if (spec) checkArg(name, spec, args[name], tool, s.step_id, i, hasArgs, findings);
          else findings.push(finding("ARH-SCH-005", s.step_id, `tool '${tool}' got undeclared argument '${name}'`, argPtr(i, hasArgs, name), { observed: name }));
        }
      }
    }
    let error = false;
    for (let j = before; j < findings.length && !error; j++) error = findings[j]!.severity === "error";
    if (!error) passed++;
  }
  for (const f of duplicateStepIds(trace)) findings.push(f);
  return { category: "schema", applicable: checks > 0, checks, passed, findings };
};

/** ARH-SCH-010 (lint, never scored): one finding per duplicated step_id, at its second occurrence. */
export function duplicateStepIds(trace: Trace): Finding[] {
  // Every step_id distinct (the common case): one set of them says so, with no map or closure.
  const steps = trace.steps;
  const ids = new Set<string>();
  for (let i = 0; i < steps.length; i++) ids.add(steps[i]!.step_id);
  return ids.size === steps.length ? [] : repeatedStepIds(trace);
}

/** ARH-SCH-010's findings, found step by step (the general form of `duplicateStepIds`). */
export function repeatedStepIds(trace: Trace): Finding[] {
  const first = new Map<string, number>();
  const reported = new Set<string>();
  const out: Finding[] = [];
  trace.steps.forEach((s, i) => {
    const prev = first.get(s.step_id);
    if (prev === undefined) first.set(s.step_id, i);
    else if (!reported.has(s.step_id)) {
      reported.add(s.step_id);
      out.push(finding("ARH-SCH-010", s.step_id, `step_id '${s.step_id}' is used by more than one step (steps ${prev} and ${i})`, stepPtr(i) + "/step_id"));
    }
  });
  return out;
}
