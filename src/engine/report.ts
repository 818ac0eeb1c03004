// The report model (semantics.md §5): the entries in input order and the summary over them. The
// renderers (src/report/) only read it; the unrounded score is the entry's own `raw_score` field,
// which no renderer writes. Also the report format's version and its lean step digests
// (docs/reports.md, "Step digests"): what drift needs to match steps, nothing to display.
import type { Report, StepDigest, TraceReport } from "../types.js";
import type { Trace } from "../trace/model.js";
import { argsHash, hex32 } from "../util/canonical.js";
import { pyRound } from "../util/round.js";
import { TOOL_NAME, VERSION } from "../version.js";

/**
 * The report format this build writes (`format_version`; `schema_version` stays "1", the
 * harness's). 2: lean step digests (one compact array per step) and the policy's digest. 3: an
 * entry's `usage` (token kinds, model and tool time, estimated cost: trace/usage.ts). Reports
 * without the field are format 1 (full digests with previews); all three load.
 */
export const REPORT_FORMAT_VERSION = 3;

export function buildReport(entries: TraceReport[], meta: { policyId: string; failUnder: number; policyDigest?: string | undefined }): Report {
  const scored = entries.filter((e) => e.scored !== false);
  const passed = entries.filter((e) => e.passed).length;
  const avg = scored.length === 0 ? 0 : scored.reduce((a, e) => a + (e.raw_score ?? e.score), 0) / scored.length;
  const report: Report = {
    schema_version: "1",
    format_version: REPORT_FORMAT_VERSION,
    summary: {
      total_traces: entries.length,
      passed_traces: passed,
      failed_traces: entries.length - passed,
      average_score: pyRound(avg, 2),
    },
    reports: entries,
    tool: { name: TOOL_NAME, version: VERSION },
    policy_id: meta.policyId,
  };
  if (meta.policyDigest !== undefined) report.policy_digest = meta.policyDigest;
  report.fail_under = meta.failUnder;
  return report;
}

/**
 * The fingerprint of a step's result (its error, its text, or its output), as 8 hex digits of
 * FNV-1a: the value's structure (kinds, array lengths, keys in their recorded order), every number
 * and boolean exactly, and each string's length with its first and last 32 characters. It tells a
 * changed result from an unchanged one and is never matched on (arguments are, by `args_hash`), so
 * it reads a bounded part of long strings: a result's text is most of a trace's, and hashing all
 * of it (or serialising an output to hash it) would cost more than the rest of the digest.
 */
export function resultHash(s: Trace["steps"][number]): string {
  const h =
    s.status === "error" ? fpString(mix(FNV_OFFSET, 1), s.error ?? "")
    : s.type === "model_response" ? fpString(mix(FNV_OFFSET, 2), s.text ?? "")
    : fpValue(FNV_OFFSET, s.output, 0);
  return hex32(h);
}

// FNV-1a, 32 bits, the hash threaded through as a value (no state, no closure per step).
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;
const mix = (h: number, x: number): number => Math.imul(h ^ x, FNV_PRIME);
const num = new Float64Array(1);
const numWords = new Int32Array(num.buffer);
/** A string's end characters this many at each end (all of a string up to twice as long). */
const FP_EDGE = 32;

function fpString(h: number, t: string): number {
  const n = t.length;
  h = Math.imul(h ^ n, FNV_PRIME);
  if (n <= 2 * FP_EDGE) {
    for (let i = 0; i < n; i++) h = Math.imul(h ^ t.charCodeAt(i), FNV_PRIME);
    return h;
  }
  for (let i = 0; i < FP_EDGE; i++) h = Math.imul(h ^ t.charCodeAt(i), FNV_PRIME);
  for (let i = n - FP_EDGE; i < n; i++) h = Math.imul(h ^ t.charCodeAt(i), FNV_PRIME);
  return h;
}

function fpValue(h: number, v: unknown, depth: number): number {
  switch (typeof v) {
    case "string":
      return fpString(mix(h, 3), v);
    case "number":
      if ((v | 0) === v) return mix(mix(h, 4), v);
      num[0] = v;
      return mix(mix(mix(h, 10), numWords[0]!), numWords[1]!);
    case "boolean":
      return mix(h, v ? 5 : 6);
    case "object": {
      if (v === null || depth > 1000) break;
      if (Array.isArray(v)) {
        h = mix(mix(h, 8), v.length);
        for (let i = 0; i < v.length; i++) h = fpValue(h, v[i], depth + 1);
        return h;
      }
      h = mix(h, 9);
      for (const k in v) {
        if (!Object.hasOwn(v, k)) continue;
        h = fpValue(fpString(h, k), (v as Record<string, unknown>)[k], depth + 1);
      }
      return h;
    }
    default:
      break;
  }
  return mix(h, 7);
}

/**
 * The lean per-step digests of format 2: identity (id, type, tool, status), the hash of the full
 * canonical arguments (compare and drift match on it) and of the result. `result` holds the status
 * in memory (what a trace diff shows of a step without its trace); the report does not write it.
 */
export function leanStepDigests(trace: Trace): StepDigest[] {
  const steps = trace.steps;
  const out = new Array<StepDigest>(steps.length);
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i]!;
    out[i] = {
      step_id: s.step_id,
      type: s.type,
      tool_name: s.tool_name,
      status: s.status,
      result: s.status,
      args_hash: s.type === "tool_call" ? argsHash(s) : null,
      result_hash: resultHash(s),
    };
  }
  return out;
}
