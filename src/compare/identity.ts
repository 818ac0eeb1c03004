// Baselines recorded before adapters named steps by behaviour (docs/adapters.md "Step identity"):
// their step ids are OTLP span ids and provider call ids, random on every run, or the generated
// ids of earlier transcript adapters (`m3`, `m3-call1`). Against such a baseline every finding on a
// step shows as new and as resolved. Detected here, so the gate says so once, naming the baseline
// and the fix, instead of reporting the findings silently.
import type { Report } from "../types.js";
import type { CompareResult } from "./types.js";

/** Step ids of the older rules: a 16-hex-digit span id, a provider's call, item or message id, or a
 * generated transcript id. */
const LEGACY = /^(?:[0-9a-f]{16}|(?:call|toolu|srvtoolu|fc|msg|ws|mcp|ctc|rs|resp|chatcmpl)[_-][A-Za-z0-9_:-]{1,200}|m[0-9]{1,9}(?:-call[0-9]{1,9}|-b[0-9]{1,9}|-plan|-function)?)$/;
/** Step ids of the current rule: `<tool or model>#<n>` (`~<k>` after a rare collision). */
const CURRENT = /#[0-9]{1,9}(?:~[0-9]{1,9})?$/;

/** At most this many characters of an id or trace id are quoted in the warning. */
const MAX_QUOTE = 80;
const quote = (s: string): string => JSON.stringify(s.length > MAX_QUOTE ? s.slice(0, MAX_QUOTE - 1) + "…" : s);

/**
 * One warning when the baseline's adapted traces carry step ids of the older rules while this run's
 * carry the current ones, else null. Seen in the comparison (resolved findings on legacy step ids
 * beside new findings on current ones: also for a streamed comparison) and, when the baseline
 * report is at hand, in its adapted entries' step digests (canonical `arh` traces keep the ids their
 * authors gave, and are never flagged).
 */
export function legacyStepIdWarning(compare: CompareResult, baseline: Report | null, source: string): string | null {
  const flagged = new Map<string, string>(); // trace id -> an old step id
  const current = new Set<string>();
  for (const t of compare.traces) {
    if (t.status_change === "added" || t.status_change === "removed") continue;
    current.add(t.trace_id);
    const old = t.resolved_findings.find((f) => f.step_id !== null && LEGACY.test(f.step_id));
    if (old && t.new_findings.some((f) => f.step_id !== null && CURRENT.test(f.step_id))) flagged.set(t.trace_id, old.step_id!);
  }
  for (const e of baseline?.reports ?? []) {
    if (flagged.has(e.trace_id) || !current.has(e.trace_id) || e.source_format === undefined || e.source_format === "arh") continue;
    const old = e.steps?.find((s) => LEGACY.test(s.step_id));
    if (old && !e.steps!.some((s) => CURRENT.test(s.step_id))) flagged.set(e.trace_id, old.step_id);
  }
  if (flagged.size === 0) return null;
  const [tid, sid] = [...flagged][0]!;
  const n = flagged.size;
  return (
    `Baseline ${source}: ${n} trace(s) were converted by an earlier arh, whose step ids were span or tool-call ids that change on every run ` +
    `(step ${quote(sid)} of trace ${quote(tid)}${n > 1 ? ", ..." : ""}); findings on their steps cannot pair with this run's and show as new and resolved. ` +
    "Re-record the baseline on the base branch with this arh version (re-run the workflow there, or arh validate --json-out), then compare again."
  );
}
