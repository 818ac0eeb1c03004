// safety: ARH-SAF-001 (semantics.md §3). Patterns run on RE2 (linear time), case-insensitive search.
import type { CategoryCheck } from "./common.js";
import { finding, notApplicable, stepPtr } from "./common.js";
import type { Finding } from "../types.js";
import type { Step } from "../trace/model.js";
import { escapePointerToken } from "../json/locate.js";
import { MAX_DEPTH, tooDeep } from "../util/canonical.js";
import type { RE2JS } from "re2js";

/**
 * Visit the blobs of a step without building pointers (the hot path): `visit(text, path)` gets
 * the path as a token array that is only valid during the call.
 */
function forEachBlob(s: Step, visit: (text: string, path: (string | number)[]) => void): void {
  const path: (string | number)[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === "string") {
      if (v.length > 0) visit(v, path);
      return;
    }
    if (v === null || typeof v !== "object") return;
    if (path.length > MAX_DEPTH) throw tooDeep("");
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        path.push(i);
        walk(v[i]);
        path.pop();
      }
    } else {
      for (const k of Object.keys(v)) {
        path.push(k);
        walk((v as Record<string, unknown>)[k]);
        path.pop();
      }
    }
  };
  if (s.text) visit(s.text, ["text"]);
  path.push("output");
  walk(s.output);
  path.pop();
  if (s.arguments) {
    path.push("arguments");
    walk(s.arguments);
    path.pop();
  }
  if (s.error) visit(s.error, ["error"]);
}

/** SAF-001 findings carry the match's range inside the blob (UTF-16 offsets) for precise regions. */
export interface SafetyFinding extends Finding {
  match?: { start: number; end: number };
}

/**
 * The hot path: count the blobs of a step and report whether any may match, without building
 * paths. Same blobs, same order as `forEachBlob`. No closure or result object per step: the
 * counts live in module state (the engine is synchronous; a worker thread has its own module).
 */
let scanBlobs = 0;
let scanHit = false;
/** The policy's filters of the check under way (set at its start; see `scanCandidate`). */
let scanPre: RegExp | null = null;
let scanAny: RE2JS | null = null;

/**
 * Whether a blob may match: it passes the native prefilter (a necessary condition derived from the
 * RE2 program) and RE2's combined pass. One function for every trace (a single call target).
 */
function scanCandidate(text: string): boolean {
  return (scanPre === null || scanPre.test(text)) && (scanAny === null || scanAny.test(text));
}

function scanValue(v: unknown, depth: number): void {
  if (typeof v === "string") {
    if (v.length > 0) {
      scanBlobs++;
      if (!scanHit && scanCandidate(v)) scanHit = true;
    }
    return;
  }
  if (v === null || typeof v !== "object") return;
  if (depth > MAX_DEPTH) throw tooDeep("");
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) scanValue(v[i], depth + 1);
  } else {
    for (const k in v) if (Object.hasOwn(v, k)) scanValue((v as Record<string, unknown>)[k], depth + 1);
  }
}

/** Scan one step: sets scanBlobs (its blob count) and scanHit (whether a blob may match). */
function scanStep(s: Step): void {
  scanBlobs = 0;
  scanHit = false;
  if (s.text) scanValue(s.text, 0);
  scanValue(s.output, 1);
  if (s.arguments) scanValue(s.arguments, 1);
  if (s.error) scanValue(s.error, 0);
}

export const checkSafety: CategoryCheck = (trace, policy) => {
  if (policy.unsafe_res.length === 0) return notApplicable("safety");
  const findings: SafetyFinding[] = [];
  let blobs = 0;
  let matches = 0;
  // only a step with a blob that may match is walked again, with paths
  scanPre = policy.unsafe_pre;
  scanAny = policy.unsafe_any;
  const steps = trace.steps;
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i]!;
    scanStep(s);
    blobs += scanBlobs;
    if (!scanHit) continue;
    forEachBlob(s, (text, path) => {
      if (!scanCandidate(text)) return;
      const at = stepPtr(i) + "/" + path.map(escapePointerToken).join("/");
      policy.unsafe_res.forEach((re, k) => {
        if (!re.test(text)) return;
        const m = re.matcher(text);
        m.find();
        matches++;
        const f: SafetyFinding = finding("ARH-SAF-001", s.step_id, `step '${s.step_id}' ${path[0]} matches unsafe pattern ${JSON.stringify(policy.unsafe_patterns[k])}`, at, {
          expected: `no match for ${policy.unsafe_patterns[k]}`,
        });
        f.match = { start: m.start(), end: m.end() };
        findings.push(f);
      });
    });
  }
  if (blobs === 0) return { ...notApplicable("safety"), findings };
  return { category: "safety", applicable: true, checks: blobs, passed: blobs - matches, score: (100 * Math.max(0, blobs - matches)) / blobs, findings };
};
