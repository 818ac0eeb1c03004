// Validator of agent-behavior-trace/v0 documents found among the trace files (hand-written canonical
// demos or generated diffs): the JSON Schema plus the semantic checks, as ARH-ABT-0xx findings
// located at the exact place in the file.
import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import type { Finding, TraceReport } from "../types.js";
import { rule } from "../rules/registry.js";
import type { AbtRuleId } from "../rules/tracediff-meta.js";
import { attachLocations, makeLocator } from "../json/findings.js";
import { ABT_SCHEMA } from "./model.js";
import { ABT_JSON_SCHEMA } from "./schema.js";

export { isAbtDocument } from "./model.js";

let compiled: ValidateFunction | null = null;
function schemaValidator(): ValidateFunction {
  if (!compiled) {
    const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false });
    compiled = ajv.compile(ABT_JSON_SCHEMA);
  }
  return compiled;
}

export interface ValidateAbtInput {
  doc: unknown;
  /** The file's text (for locations). */
  text: string;
  /** Path relative to the working directory / workspace, `/` separators. */
  uri: string;
  fileName: string;
  policyId: string;
}

function finding(id: AbtRuleId, pointer: string, message: string): Finding {
  const m = rule(id);
  return { severity: m.severity, category: m.category, message, step_id: null, rule_id: id, remediation: m.remediation, pointer };
}

/** Human path of a JSON pointer: `/rails/1/steps/0/kind` -> `rails[1].steps[0].kind`. */
function where(pointer: string): string {
  if (pointer === "") return "document";
  return pointer
    .slice(1)
    .split("/")
    .map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((t, i) => (/^[0-9]+$/.test(t) ? `[${t}]` : (i ? "." : "") + t))
    .join("");
}

/** Findings of one document (no locations yet). Exported for tests. */
export function checkAbtDocument(doc: unknown): Finding[] {
  const out: Finding[] = [];
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) {
    out.push(finding("ARH-ABT-002", "", "an agent-behavior-trace document must be a JSON object"));
    return out;
  }
  const d = doc as Record<string, unknown>;
  if (d.schema !== ABT_SCHEMA) {
    const declared = typeof d.schema === "string" ? JSON.stringify(d.schema) : "no schema";
    out.push(finding("ARH-ABT-001", "schema" in d ? "/schema" : "", `document declares ${declared}; this validator and the <trace-diff> component support only "${ABT_SCHEMA}"`));
    return out;
  }
  const validate = schemaValidator();
  const seen = new Set<string>();
  const add = (f: Finding): void => {
    const key = `${f.rule_id} ${f.pointer}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(f);
  };
  if (!validate(doc)) {
    for (const e of validate.errors ?? []) {
      const f = mapError(e);
      if (f) add(f);
    }
  }
  // Semantic checks the schema cannot express.
  const rails = Array.isArray(d.rails) ? (d.rails as unknown[]) : null;
  if (rails) {
    const flagged = rails.map((r) => isObj(r) && r.regression === true);
    const count = flagged.filter(Boolean).length;
    if (count !== 1) {
      add(finding("ARH-ABT-004", "/rails", `${count === 0 ? "no rail has" : `${count} rails have`} "regression": true; exactly one rail should mark the run that fails the contract`));
    }
    const ids = new Map<string, number>();
    rails.forEach((r, i) => {
      if (!isObj(r)) return;
      if (typeof r.id === "string") {
        if (ids.has(r.id)) add(finding("ARH-ABT-009", `/rails/${i}/id`, `rails[${i}] has the same id ${JSON.stringify(r.id)} as rails[${ids.get(r.id)}]`));
        else ids.set(r.id, i);
      }
      if (!Array.isArray(r.steps)) return;
      const ns = new Map<number, number>();
      (r.steps as unknown[]).forEach((s, j) => {
        if (!isObj(s) || typeof s.n !== "number") return;
        if (ns.has(s.n)) add(finding("ARH-ABT-010", `/rails/${i}/steps/${j}/n`, `rails[${i}].steps[${j}] repeats the step index n = ${s.n} of steps[${ns.get(s.n)}]`));
        else ns.set(s.n, j);
      });
    });
  }
  return out;
}

function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

const STEP_FIELD = /^\/rails\/[0-9]+\/steps\/[0-9]+\/(n|kind)$/;

function mapError(e: ErrorObject): Finding | null {
  const p = e.instancePath;
  if (e.keyword === "if") return null; // its "then" error says what is wrong
  if (p === "/rails" && (e.keyword === "minItems" || e.keyword === "maxItems")) {
    return finding("ARH-ABT-003", p, `rails must hold exactly 2 rails (${e.keyword === "minItems" ? "fewer" : "more"} given)`);
  }
  if (p === "/verdict" && e.keyword === "required" && (e.params as { missingProperty?: string }).missingProperty === "behavior_reason") {
    return finding("ARH-ABT-005", p, 'verdict.behavior is "FAIL" but verdict.behavior_reason is missing');
  }
  if (p === "/verdict/behavior_reason" && e.keyword === "minLength") {
    return finding("ARH-ABT-005", p, 'verdict.behavior is "FAIL" but verdict.behavior_reason is empty');
  }
  const m = STEP_FIELD.exec(p);
  if (m && m[1] === "kind" && e.keyword === "enum") {
    return finding("ARH-ABT-006", p, `${where(p)} is not one of read, precondition, side_effect, respond`);
  }
  if (m && m[1] === "n" && (e.keyword === "type" || e.keyword === "minimum")) {
    return finding("ARH-ABT-007", p, `${where(p)} must be an integer >= 1`);
  }
  if (/^\/rails\/[0-9]+\/id$/.test(p) && e.keyword === "pattern") {
    return finding("ARH-ABT-008", p, `${where(p)} is not a slug (lowercase letters, digits, '-', '_'; at most 64 characters)`);
  }
  if (e.keyword === "required") {
    const missing = (e.params as { missingProperty?: string }).missingProperty ?? "?";
    return finding("ARH-ABT-002", p, `${where(p)}: required field "${missing}" is missing`);
  }
  if (e.keyword === "enum") {
    const allowed = ((e.params as { allowedValues?: unknown[] }).allowedValues ?? []).map((v) => JSON.stringify(v)).join(", ");
    return finding("ARH-ABT-002", p, `${where(p)} must be one of ${allowed}`);
  }
  return finding("ARH-ABT-002", p, `${where(p)} ${e.message ?? "is invalid"}`);
}

/** Validate one agent-behavior-trace document file into a report entry (kind "abt"). */
export function validateAbtDocument(input: ValidateAbtInput): TraceReport {
  const findings = checkAbtDocument(input.doc);
  attachLocations(input.text, input.uri, findings);
  const passed = !findings.some((f) => f.severity === "error");
  const doc = isObj(input.doc) ? input.doc : {};
  const declared = typeof doc.schema === "string" ? doc.schema : ABT_SCHEMA;
  return {
    trace_id: input.uri,
    agent_name: "agent-behavior-trace",
    workflow: typeof doc.case === "string" && doc.case ? doc.case : input.fileName,
    policy_id: input.policyId,
    score: passed ? 100 : 0,
    passed,
    total_latency_ms: 0,
    total_cost_usd: 0,
    citation_coverage: null,
    source_path: input.uri,
    findings,
    kind: "abt",
    source_format: declared,
    location: makeLocator(input.text, input.uri, [""]).locate(""),
    scored: false,
    notes: [`${declared} document (trace diff): validated against the schema and the ARH-ABT rules, not scored as an agent trace`],
  };
}
