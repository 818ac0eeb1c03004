// Every sentence the scenario gate says, in one place. Plain text (the renderers escape it for
// their sink); scenario ids and finding keys are quoted with JSON.stringify.
import type { FindingRow, Issue, ScenarioGateResult, ScenarioRow, SideStats, ZeroToleranceHit } from "./types.js";
import { moreRunsToDecide } from "./stats.js";

/** A p-value for people: 3 significant digits, exponent form below 0.001. */
export function formatP(p: number): string {
  if (p === 0) return "0";
  if (p < 0.001) return p.toExponential(2);
  return String(Number(p.toPrecision(3)));
}

/** "4/10 (40%)" */
export function formatRate(s: SideStats): string {
  return `${s.passes}/${s.runs} (${String(Math.round(s.rate * 1000) / 10)}%)`;
}

function findingName(f: FindingRow): string {
  return `${f.rule_id || f.category}${f.step_id !== null ? ` at step ${JSON.stringify(f.step_id)}` : ""}`;
}

function findingList(fs: FindingRow[]): string {
  const shown = fs.slice(0, 10).map((f) => `${findingName(f)} in ${f.candidate.runs_showing}/${f.candidate.runs} runs (baseline ${f.baseline.runs_showing}/${f.baseline.runs}, adjusted p ${formatP(f.p_adjusted ?? 1)})`);
  return shown.join(", ") + (fs.length > 10 ? `, and ${fs.length - 10} more` : "");
}

/** The sentence for one issue of scenario `scenario`. */
export function phrase(scenario: string, issue: Issue): string {
  const s = JSON.stringify(scenario);
  switch (issue.kind) {
    case "zero-tolerance": {
      const hits = issue.hits.map((h) => `${h.rule_id || h.category} (${h.category}) in ${h.runs_showing}/${h.runs} candidate runs (${h.trace_ids.map((t) => JSON.stringify(t)).join(", ")}${h.runs_showing > h.trace_ids.length ? ", …" : ""})`);
      return `scenario ${s}: zero-tolerance finding${issue.hits.length > 1 ? "s" : ""} ${hits.join(", ")}, in none of its ${issue.baseline_runs} baseline run${issue.baseline_runs === 1 ? "" : "s"}: one run is an incident, whatever the pass rate`;
    }
    case "regressed":
      return `scenario ${s} regressed: pass rate ${formatRate(issue.baseline)} -> ${formatRate(issue.candidate)}, one-sided Fisher p ${formatP(issue.p)}, adjusted ${formatP(issue.q)} < alpha ${issue.alpha}`;
    case "finding-regressed":
      return `scenario ${s}: error finding${issue.findings.length > 1 ? "s" : ""} shown by significantly more runs: ${findingList(issue.findings)}`;
    case "finding-rose":
      return `scenario ${s}: finding${issue.findings.length > 1 ? "s" : ""} (not errors) shown by significantly more runs: ${findingList(issue.findings)}`;
    case "too-few-runs":
      return `scenario ${s} has ${issue.runs} candidate run${issue.runs === 1 ? "" : "s"}, min-runs requires ${issue.min_runs}`;
    case "added-failing":
      return `added scenario ${s} fails in all ${issue.candidate.runs} runs`;
    case "insufficient-data": {
      const need =
        issue.runs_needed !== null
          ? `; needs ${issue.runs_needed} candidate runs against the baseline's ${issue.baseline_runs}${issue.per_side !== null ? `, or ${issue.per_side} runs on each side` : ""}`
          : issue.per_side !== null
            ? `; needs ${issue.per_side} runs on each side`
            : "";
      return `scenario ${s}: insufficient data, ${issue.baseline_runs} baseline vs ${issue.candidate_runs} candidate runs cannot reach p < ${issue.alpha} (best possible p ${formatP(issue.min_p)})${issue.dropped ? ", and its pass rate dropped" : ""}${need}`;
    }
    case "flaky":
      return `scenario ${s} is flaky: ${formatRate(issue.candidate)} runs pass${issue.baseline ? ` (baseline ${formatRate(issue.baseline)}, ${issue.baseline.status})` : " (no baseline runs)"}`;
    case "known-flaky":
      return `scenario ${s} is known-flaky: ${formatRate(issue.candidate)} runs pass, flaky in the baseline too (${formatRate(issue.baseline)})`;
    case "still-failing":
      return `scenario ${s} still fails in all ${issue.candidate.runs} runs, as in the baseline`;
    case "added":
      return `added scenario ${s}: ${formatRate(issue.candidate)} runs pass, no baseline runs to compare`;
    case "removed":
      return `scenario ${s} has no candidate runs (baseline ${formatRate(issue.baseline)}): removed`;
    case "single-run":
      return `scenario ${s} has one run on each side: exact single-run semantics apply`;
    case "quarantined":
      return `scenario ${s} is quarantined until ${issue.ref.expires} by ${issue.ref.owner} (${issue.ref.entry}: ${issue.ref.reason}); its failures are reported, not gated`;
    case "note":
      return issue.text;
  }
}

const shortDigest = (d: string | null): string => (d === null ? "unknown" : d.replace(/^sha256:/, "").slice(0, 12));

/**
 * A zero-tolerance finding only the base branch's list makes one (scenarios/directions.ts): the
 * gate reason, naming zero tolerance and the pull request's list that removed the rule.
 */
export function phraseZeroToleranceHidden(scenario: string, hit: ZeroToleranceHit, baselineRuns: number, baseDigest: string | null, hereList: readonly string[]): string {
  const rule = hit.rule_id || hit.category;
  const runs = `${hit.trace_ids.map((t) => JSON.stringify(t)).join(", ")}${hit.runs_showing > hit.trace_ids.length ? ", …" : ""}`;
  const list = hereList.length ? `its zero_tolerance: ${hereList.slice(0, 10).join(", ")}${hereList.length > 10 ? ", …" : ""}` : "its zero_tolerance is empty: zero tolerance off";
  return `scenario ${JSON.stringify(scenario)}: zero-tolerance finding ${rule} (${hit.category}) in ${hit.runs_showing}/${hit.runs} candidate runs (${runs}), in none of its ${baselineRuns} baseline run${baselineRuns === 1 ? "" : "s"}, under the base branch's policy ${shortDigest(baseDigest)}: hidden by this pull request's policy change, which removed ${rule} from zero tolerance (${list})`;
}

/** The same, in a few words for the note of what the base branch's policy finds. */
export function phraseZeroToleranceHiddenBrief(scenario: string, hit: ZeroToleranceHit): string {
  return `zero tolerance of ${hit.rule_id || hit.category} in ${JSON.stringify(scenario)} (${hit.runs_showing}/${hit.runs} candidate runs), removed by this pull request's policy`;
}

export function phraseExpired(file: string, entry: string, what: string, owner: string, expires: string, today: string): string {
  return `quarantine file ${file}: ${entry} for ${what} (owner ${owner}) expired on ${expires} (today ${today}); renew it with a new date or fix and remove it`;
}

export function phraseUnused(file: string, entry: string, what: string): string {
  return `quarantine file ${file}: ${entry} for ${what} matches nothing in this run`;
}

export function phraseFindingQuarantined(f: FindingRow): string {
  const q = f.quarantine!;
  return `finding ${findingName(f)} of scenario ${JSON.stringify(f.scenario)} is quarantined until ${q.expires} by ${q.owner} (${q.entry}: ${q.reason}); reported, not gated`;
}

export function phraseNoCandidateRuns(): string {
  return "no candidate runs: the candidate matched no traces, so nothing was checked (a run without runs never passes)";
}

export function phraseQuarantineWithoutDate(): string {
  return "a quarantine file was given without a date to judge expiry (take it from the event: the commit's or the run's timestamp)";
}

/** Why one scenario's failing candidate runs did not fail the gate, or null (none, or it failed). */
function whyNotGated(r: ScenarioRow, alpha: number): string | null {
  const c = r.candidate;
  if (!c || c.passes === c.runs || r.outcome === "fail" || r.outcome === "single-run") return null;
  const s = JSON.stringify(r.scenario);
  const k = c.runs - c.passes;
  const runs = `${k} failing run${k === 1 ? "" : "s"} of ${s}`;
  if (r.quarantine) return `${s} is quarantined until ${r.quarantine.expires} by ${r.quarantine.owner}`;
  const b = r.baseline;
  if (!b) return `${runs} ${k === 1 ? "has" : "have"} no baseline runs to compare with`;
  if (r.known_flaky) return `${s} is flaky in the baseline too (${formatRate(b)}, now ${formatRate(c)})`;
  if (c.passes === 0 && b.passes === 0) return `${s} fails in every run, as in the baseline`;
  if (!(c.rate < b.rate)) return `${runs} ${k === 1 ? "is" : "are"} no more than the baseline's ${b.runs - b.passes} of ${b.runs}`;
  const n = b.runs === c.runs ? `n = ${c.runs}` : `n = ${b.runs} vs ${c.runs}`;
  const p = r.p_adjusted !== null && r.p_value !== null && r.p_adjusted !== r.p_value ? `adjusted p = ${formatP(r.p_adjusted)}` : `p = ${formatP(r.p_value ?? 1)}`;
  const more = moreRunsToDecide(b.passes, b.runs, c.passes, c.runs, alpha);
  const decide = more === null ? "" : `; ${more} more run${more === 1 ? "" : "s"} per side would decide`;
  const blind = r.issues.some((i) => i.kind === "insufficient-data") ? " (no run count this small can be)" : "";
  return `${runs} ${k === 1 ? "is" : "are"} not significant at ${n} (${p})${blind}${decide}`;
}

/**
 * Why a scenario gate that passed lets failing runs through, in one line for the verdict (the
 * job summary, the PR comment, the console, the compare Markdown): at most three scenarios named,
 * the rest counted. Null when no repeated scenario has a failing candidate run.
 */
export function phrasePassedDespite(result: ScenarioGateResult): string | null {
  if (!result.passed) return null;
  const whys = result.rows.map((r) => whyNotGated(r, result.alpha)).filter((w): w is string => w !== null);
  if (whys.length === 0) return null;
  return whys.slice(0, 3).join("; ") + (whys.length > 3 ? `; and ${whys.length - 3} more scenario${whys.length === 4 ? "" : "s"}` : "");
}
