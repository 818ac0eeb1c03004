// grounding: ARH-GRD-001..003 (semantics.md §3).
import type { CategoryCheck } from "./common.js";
import { finding, notApplicable, stepPtr, TRACE_PTR } from "./common.js";
import type { Finding } from "../types.js";
import type { Trace } from "../trace/model.js";

/** Python urllib.parse.urlsplit-compatible test: scheme http/https and a non-empty netloc. */
export function isValidHttpUrl(url: string): boolean {
  return plainHttpUrl(url) ?? splitHttpUrl(url);
}

/** `isValidHttpUrl` read as urlsplit reads any string (the general form of the test). */
export function splitHttpUrl(url: string): boolean {
  // urlsplit strips leading C0 controls and spaces and removes tab/CR/LF anywhere
  const u = url.replace(/^[\u0000-\u0020]+/, "").replace(/[\t\r\n]/g, "");
  const m = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(u);
  if (!m) return false;
  const scheme = m[1]!.toLowerCase();
  if (scheme !== "http" && scheme !== "https") return false;
  const rest = u.slice(m[0].length);
  if (!rest.startsWith("//")) return false;
  const netloc = rest.slice(2).split(/[/?#]/, 1)[0]!;
  return netloc.length > 0;
}

/**
 * `isValidHttpUrl` of the common case, without its regexes: a URL that starts with `http://` or
 * `https://` as written (nothing for urlsplit to strip) and holds no tab, CR or LF (nothing to
 * remove) is valid exactly when its netloc, up to the first '/', '?' or '#', is not empty. Null:
 * not that case (`splitHttpUrl` decides).
 */
function plainHttpUrl(url: string): boolean | null {
  const n = url.startsWith("https://") ? 8 : url.startsWith("http://") ? 7 : 0;
  if (n === 0 || url.indexOf("\t") !== -1 || url.indexOf("\n") !== -1 || url.indexOf("\r") !== -1) return null;
  const c = url.charCodeAt(n); // NaN past the end: an empty netloc
  return n < url.length && c !== 0x2f && c !== 0x3f && c !== 0x23;
}

export function citationIsValid(c: unknown): boolean {
  if (c === null || typeof c !== "object" || Array.isArray(c)) return false;
  const o = c as Record<string, unknown>;
  const url = Object.hasOwn(o, "url") ? o.url : undefined;
  if (url !== undefined && url !== null) return typeof url === "string" && isValidHttpUrl(url);
  const source = Object.hasOwn(o, "source") ? o.source : undefined;
  return typeof source === "string" && source.trim() !== "";
}

export interface GroundingStats {
  grounded: number;
  cited: number;
}

export function groundingStats(trace: Trace): GroundingStats {
  let grounded = 0;
  let cited = 0;
  for (const s of trace.steps) {
    if (s.type !== "model_response" || !s.requires_grounding) continue;
    grounded++;
    if (s.citations.length > 0) cited++;
  }
  return { grounded, cited };
}

export const checkGrounding: CategoryCheck = (trace, policy) => {
  const g = policy.grounding;
  const findings: Finding[] = [];
  let grounded = 0;
  let cited = 0;
  const steps = trace.steps;
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i]!;
    if (s.type !== "model_response" || !s.requires_grounding) continue;
    grounded++;
    if (s.citations.length > 0) {
      cited++;
      if (g.require_valid_citation_urls) {
        const cs = s.citations;
        for (let k = 0; k < cs.length; k++) {
          if (!citationIsValid(cs[k])) {
            findings.push(finding("ARH-GRD-003", s.step_id, `step '${s.step_id}' citation ${k} has neither a valid http(s) url nor a source`, stepPtr(i) + "/citations/" + k, { observed: cs[k] }));
          }
        }
      }
    } else {
      findings.push(
        finding("ARH-GRD-001", s.step_id, `step '${s.step_id}' requires grounding but has no citations`, stepPtr(i), {
          severity: g.require_citations ? "error" : "warning",
        }),
      );
    }
  }
  if (grounded === 0) return notApplicable("grounding");
  const coverage = cited / grounded;
  const min = g.min_citation_coverage;
  if (coverage < min) {
    findings.push(finding("ARH-GRD-002", null, `citation coverage ${(coverage * 100).toFixed(1)}% is below the required ${(min * 100).toFixed(1)}%`, TRACE_PTR, { expected: min, observed: coverage }));
  }
  const score = min > 0 ? 100 * Math.min(1, coverage / min) : 100 * coverage;
  return { category: "grounding", applicable: true, checks: grounded, passed: cited, score, findings };
};
