// Pairing is checked, never assumed (docs/compare.md "Pairing"): how many baseline and candidate
// traces paired by trace id, a few of those that did not, and pairs whose identity is only their
// position (no recorded trace id) while their calls changed. A comparison in which nothing paired,
// or in which such pairs occur, compares runs that may be of different inputs: the gate fails by
// default (`--unpaired fail|warn`). Pure.
import type { AdapterNoteEntry, Report } from "../types.js";
import type { CompareResult, Pairing } from "./types.js";

/** Ids listed per side. */
const SHOWN = 5;

/**
 * An adapter note that says the trace id was not recorded but given by position: the file stem
 * (an arrival-order name of `arh collect`), a root span name and ordinal (docs/adapters.md). An id
 * derived from what the run did is not positional.
 */
export function isPositionalIdNote(n: AdapterNoteEntry): boolean {
  if (n.code !== "trace_id_not_recorded") return false;
  // derived from the run's first user message: identity by input, not by position
  if (n.message.includes("digest of the first user message")) return false;
  // no input to derive from, or a report of an earlier arh collect (ordinals by arrival)
  if (/ordinal|arrival|no input recorded/.test(n.message)) return true;
  // the file stem alone: positional when it ends in a number (`<root span name>-<n>`)
  return /file stem/.test(n.message) && /-\d+'/.test(n.message);
}

function positionalIds(r: Report | null, into: Set<string>): void {
  for (const e of r?.reports ?? []) if (e.adapter_notes?.some(isPositionalIdNote)) into.add(e.trace_id);
}

/**
 * The pairing of a comparison. `baseline`/`candidate`: the reports when at hand (a streamed
 * comparison has neither: pairs by position are then not looked for).
 */
export function pairingOf(compare: CompareResult, baseline: Report | null, candidate: Report | null): Pairing {
  const s = compare.summary;
  const unpairedBaseline: string[] = [];
  const unpairedCandidate: string[] = [];
  for (const t of compare.traces) {
    if (t.status_change === "removed" && unpairedBaseline.length < SHOWN) unpairedBaseline.push(t.trace_id);
    else if (t.status_change === "added" && unpairedCandidate.length < SHOWN) unpairedCandidate.push(t.trace_id);
  }
  const positional = new Set<string>();
  positionalIds(baseline, positional);
  positionalIds(candidate, positional);
  const changed: string[] = [];
  if (positional.size) for (const t of compare.traces) if (positional.has(t.trace_id) && (t.drift?.changed_arguments.length ?? 0) > 0) changed.push(t.trace_id);
  return {
    baseline_traces: s.traces_compared + s.traces_removed,
    candidate_traces: s.traces_compared + s.traces_added,
    paired_traces: s.traces_compared,
    unpaired_baseline: unpairedBaseline,
    unpaired_candidate: unpairedCandidate,
    positional_changed: changed,
  };
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** `a, b, c, and 4 more` of `shown` out of `total`. */
function names(shown: readonly string[], total: number): string {
  const q = shown.map((id) => `'${id.length > 80 ? id.slice(0, 79) + "…" : id}'`);
  return q.join(", ") + (total > shown.length ? `, and ${total - shown.length} more` : "");
}

/** `2 of 3 baseline and 2 of 2 candidate traces paired` (and the unpaired named). */
export function pairingSentence(p: Pairing): string {
  const head = `${p.paired_traces} of ${p.baseline_traces} baseline and ${p.paired_traces} of ${plural(p.candidate_traces, "candidate trace")} paired`;
  const ub = p.baseline_traces - p.paired_traces;
  const uc = p.candidate_traces - p.paired_traces;
  const parts: string[] = [];
  if (ub > 0) parts.push(`only in the baseline: ${names(p.unpaired_baseline, ub)}`);
  if (uc > 0) parts.push(`only in the candidate: ${names(p.unpaired_candidate, uc)}`);
  return parts.length ? `${head} (${parts.join("; ")})` : head;
}

export interface PairingProblems {
  /** Failures of the gate whatever `--unpaired` says (an empty candidate). */
  always: string[];
  /** Problems `--unpaired` decides: gate reasons under `fail`, warnings under `warn`. */
  unpaired: string[];
  /** Sentences for the top of the summary (fewer than all paired). */
  notes: string[];
}

const FIX_IDS = "give every trace a stable id (arh.trace_id on the root span or resource, or the trace file's trace_id: docs/collect.md)";

/**
 * What the pairing means for the gate. `policyIds`: the baseline's and the candidate's policy ids
 * (a likely cause when nothing paired).
 */
export function pairingProblems(p: Pairing, policyIds: { baseline: string | null; candidate: string | null }): PairingProblems {
  const out: PairingProblems = { always: [], unpaired: [], notes: [] };
  if (p.candidate_traces === 0) {
    out.always.push("the candidate has no traces: nothing was checked (a run without traces never passes); check the trace paths or the candidate report");
    return out;
  }
  if (p.scenarios) {
    // repeated runs pair by scenario (their trace ids are the runs' own): nothing paired is no scenario in common
    const sc = p.scenarios;
    if (sc.paired === 0 && sc.candidate > 0) {
      out.unpaired.push(
        `no scenario pairs with the baseline: 0 of ${sc.baseline} baseline and 0 of ${plural(sc.candidate, "candidate scenario")} paired; likely a baseline of another project, or scenarios renamed. Fix: compare with the base branch's baseline of this project, and name each run's scenario the same way on both sides (metadata.scenario or --scenario-from, docs/repeats.md); --unpaired warn (input unpaired: warn) compares anyway`,
      );
    } else if (sc.paired < sc.baseline || sc.paired < sc.candidate) {
      out.notes.push(`Not every scenario paired with the baseline: ${sc.paired} of ${sc.baseline} baseline and ${sc.paired} of ${plural(sc.candidate, "candidate scenario")} paired.`);
    }
    return out;
  }
  if (p.paired_traces === 0) {
    const b = policyIds.baseline ?? "";
    const c = policyIds.candidate ?? "";
    const cause =
      p.baseline_traces === 0
        ? "the baseline has no traces"
        : b !== c && b !== "" && c !== ""
          ? `the baseline was judged under policy id '${b}' and this run under '${c}': likely a baseline of another project or policy`
          : "no trace id in common: the traces were renamed, or their ids were given by arrival order or file name";
    out.unpaired.push(
      `no trace pairs with the baseline: ${pairingSentence(p)}; ${cause}. Fix: compare with the base branch's baseline of this project, and ${FIX_IDS}; --unpaired warn (input unpaired: warn) compares anyway`,
    );
    return out;
  }
  if (p.positional_changed.length > 0) {
    const n = p.positional_changed.length;
    out.unpaired.push(
      `${plural(n, "paired trace has", "paired traces have")} an id given by position, not recorded (adapter note trace_id_not_recorded), and ${n === 1 ? "its" : "their"} calls' arguments changed: ${names(p.positional_changed.slice(0, SHOWN), n)}; the pairs may be runs of different inputs (runs in parallel arrive in any order). Fix: ${FIX_IDS}; --unpaired warn (input unpaired: warn) compares anyway`,
    );
  }
  if (p.paired_traces < p.baseline_traces || p.paired_traces < p.candidate_traces) out.notes.push(`Not every trace paired with the baseline: ${pairingSentence(p)}.`);
  return out;
}
