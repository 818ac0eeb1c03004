// The gate with repeated runs: per scenario, baseline runs against candidate runs. Pure and
// deterministic: runs and options in, a ScenarioGateResult out (no clock: the quarantine's expiry
// is judged against the date the caller passes).
//
// A scenario regresses when its pass rate drops and the one-sided Fisher exact p, adjusted by
// Benjamini–Hochberg over every tested scenario of the run, is below alpha. Finding keys
// (scenario, rule_id, category, step_id) regress when the share of runs showing them rises by the
// same test, adjusted over every tested finding key. Scenarios with at most one run per side are
// left to the exact per-trace comparison (outcome `single-run`).
import { UsageError } from "../errors.js";
import { cmpCodePoints, cmpTuples } from "../compare/util.js";
import { isExpired, isIsoDate, quarantineKey, type Quarantine, type QuarantineEntry } from "./quarantine.js";
import {
  phrase,
  phraseExpired,
  phraseFindingQuarantined,
  phraseNoCandidateRuns,
  phraseQuarantineWithoutDate,
  phraseUnused,
} from "./reasons.js";
import type { RunRecord } from "./scenario.js";
import { checkZeroTolerance, DEFAULT_ZERO_TOLERANCE, zeroToleranceMatches } from "./zero.js";
import { benjaminiHochberg, fisherLower, isBelow, minAchievableP, passHatK, runsNeeded, runsNeededPerSide, wilson } from "./stats.js";
import type {
  FindingRow,
  FlakyPolicy,
  GateOptions,
  InsufficientPolicy,
  Issue,
  Outcome,
  QuarantineProblem,
  QuarantineRef,
  ScenarioGateResult,
  ScenarioRow,
  SideStats,
  Verdict,
  ZeroToleranceHit,
} from "./types.js";

export const DEFAULT_ALPHA = 0.05;

// Most severe first. Kept here rather than imported from report/, which renders this module's
// results (report/ -> scenarios/ is the direction of the layering).
function severityRank(s: string): number {
  return s === "error" ? 0 : s === "warning" ? 1 : s === "info" ? 2 : 3;
}

type Level = "fail" | "warn" | "info";
const LEVEL_RANK: Record<Level, number> = { fail: 0, warn: 1, info: 2 };
const OUTCOME_RANK: Record<Outcome, number> = { fail: 0, warn: 1, quarantined: 2, pass: 3, "single-run": 4 };
// Issue kinds and row verdicts, most important first (a row's verdict is its first issue's kind).
const ORDER: (Issue["kind"] | Verdict)[] = [
  "zero-tolerance",
  "regressed",
  "finding-regressed",
  "too-few-runs",
  "added-failing",
  "insufficient-data",
  "flaky",
  "known-flaky",
  "finding-rose",
  "still-failing",
  "added",
  "removed",
  "single-run",
  "ok",
  "quarantined",
  "note",
];

interface Resolved {
  alpha: number;
  insufficient: InsufficientPolicy;
  flaky: FlakyPolicy;
  minRuns: number;
  quarantine: Quarantine | null;
  today: string | null;
  zeroTolerance: readonly string[];
}

function resolveOptions(o: GateOptions): Resolved {
  const alpha = o.alpha ?? DEFAULT_ALPHA;
  if (typeof alpha !== "number" || !(alpha > 0 && alpha < 1)) throw new UsageError(`alpha must be a number between 0 and 1 (exclusive), got ${String(alpha)}`);
  const insufficient = o.insufficient ?? "warn";
  if (insufficient !== "warn" && insufficient !== "fail") throw new UsageError(`insufficient must be warn or fail, got ${JSON.stringify(insufficient)}`);
  const flaky = o.flaky ?? "warn";
  if (flaky !== "warn" && flaky !== "fail" && flaky !== "ignore") throw new UsageError(`flaky must be warn, fail or ignore, got ${JSON.stringify(flaky)}`);
  const minRuns = o.minRuns ?? 1;
  if (!Number.isSafeInteger(minRuns) || minRuns < 1) throw new UsageError(`min-runs must be a whole number >= 1, got ${String(minRuns)}`);
  const today = o.today ?? null;
  if (today !== null && !isIsoDate(today)) throw new UsageError(`the date that judges quarantine expiry must be YYYY-MM-DD, got ${JSON.stringify(today)}`);
  const quarantine = o.quarantine ?? null;
  if (quarantine && today === null) throw new UsageError(phraseQuarantineWithoutDate());
  const zeroTolerance = o.zeroTolerance === undefined ? DEFAULT_ZERO_TOLERANCE : checkZeroTolerance(o.zeroTolerance, "zero tolerance");
  return { alpha, insufficient, flaky, minRuns, quarantine, today, zeroTolerance };
}

function groupRuns(runs: readonly RunRecord[], side: string): Map<string, RunRecord[]> {
  const ids = new Set<string>();
  const out = new Map<string, RunRecord[]>();
  for (const r of runs) {
    if (ids.has(r.trace_id)) throw new UsageError(`${side}: duplicate trace_id ${JSON.stringify(r.trace_id)}; repeated runs need unique trace ids`);
    ids.add(r.trace_id);
    const list = out.get(r.scenario);
    if (list) list.push(r);
    else out.set(r.scenario, [r]);
  }
  return out;
}

/** The statistics of one side's runs of a scenario. */
export function sideStats(runs: readonly RunRecord[]): SideStats {
  const n = runs.length;
  const k = runs.filter((r) => r.passed).length;
  return {
    runs: n,
    passes: k,
    rate: n === 0 ? 0 : k / n,
    interval: wilson(k, n),
    pass_hat_k: passHatK(k, n),
    status: k === n ? "stable-pass" : k === 0 ? "stable-fail" : "flaky",
    trace_ids: runs.map((r) => r.trace_id).sort(cmpCodePoints),
  };
}

interface KeyCount {
  rule_id: string;
  category: string;
  step_id: string | null;
  /** Most severe severity seen on each side. */
  baseSeverity: string;
  candSeverity: string;
  base: number;
  cand: number;
}

function findingKeyParts(f: { rule_id: string; category: string; step_id: string | null }): string[] {
  return [f.rule_id, f.category, f.step_id ?? ""];
}

// Runs showing each finding key at least once, per side.
function countFindings(base: readonly RunRecord[], cand: readonly RunRecord[]): KeyCount[] {
  const keys = new Map<string, KeyCount>();
  const add = (runs: readonly RunRecord[], side: "base" | "cand") => {
    const sev = side === "base" ? "baseSeverity" : "candSeverity";
    for (const r of runs) {
      const inRun = new Set<string>();
      for (const f of r.findings) {
        const id = JSON.stringify([f.rule_id, f.category, f.step_id]);
        let kc = keys.get(id);
        if (!kc) {
          kc = { rule_id: f.rule_id, category: f.category, step_id: f.step_id, baseSeverity: "", candSeverity: "", base: 0, cand: 0 };
          keys.set(id, kc);
        }
        if (kc[sev] === "" || severityRank(f.severity) < severityRank(kc[sev])) kc[sev] = f.severity;
        if (!inRun.has(id)) {
          inRun.add(id);
          kc[side]++;
        }
      }
    }
  };
  add(base, "base");
  add(cand, "cand");
  return [...keys.values()].sort((a, b) => cmpTuples(findingKeyParts(a), findingKeyParts(b)));
}

function refOf(e: QuarantineEntry): QuarantineRef {
  return { entry: `entries[${e.index}]`, owner: e.owner, reason: e.reason, expires: e.expires };
}

function entryWhat(e: QuarantineEntry): string {
  const s = JSON.stringify(e.scenario);
  if (!e.finding) return `scenario ${s}`;
  const step = e.finding.step_id === null ? "" : ` at step ${JSON.stringify(e.finding.step_id)}`;
  return `finding ${e.finding.rule_id} (${e.finding.category})${step} of scenario ${s}`;
}

function problem(e: QuarantineEntry, message: string): QuarantineProblem {
  return { entry: `entries[${e.index}]`, scenario: e.scenario, finding: e.finding ?? null, owner: e.owner, expires: e.expires, reason: e.reason, message };
}

interface Work {
  scenario: string;
  base: SideStats | null;
  cand: SideStats | null;
  baseRuns: RunRecord[];
  candRuns: RunRecord[];
  singleRun: boolean;
  tested: boolean;
  p: number | null;
  q: number | null;
  minP: number | null;
  findings: FindingRow[];
  zero: ZeroToleranceHit[];
}

/**
 * Zero-tolerance rules shown by the candidate's runs and by no baseline run of the scenario: one
 * hit per rule (its id, or its category for findings without one), quarantined findings left out.
 */
function zeroToleranceHits(scenario: string, base: readonly RunRecord[], cand: readonly RunRecord[], list: readonly string[], lookup: Lookup): ZeroToleranceHit[] {
  if (list.length === 0) return [];
  const key = (f: { rule_id: string; category: string }) => JSON.stringify([f.rule_id || "", f.category]);
  const inBase = new Set<string>();
  for (const r of base) for (const f of r.findings) if (f.severity === "error") inBase.add(key(f));
  const hits = new Map<string, ZeroToleranceHit>();
  for (const r of cand) {
    const seen = new Set<string>();
    for (const f of r.findings) {
      const k = key(f);
      if (f.severity !== "error" || seen.has(k) || inBase.has(k) || !zeroToleranceMatches(list, f) || lookup(scenario, f)) continue;
      seen.add(k);
      let h = hits.get(k);
      if (!h) hits.set(k, (h = { rule_id: f.rule_id, category: f.category, runs_showing: 0, runs: cand.length, trace_ids: [] }));
      h.runs_showing++;
      h.trace_ids.push(r.trace_id);
    }
  }
  return [...hits.values()]
    .map((h) => ({ ...h, trace_ids: h.trace_ids.sort(cmpCodePoints).slice(0, 5) }))
    .sort((a, b) => cmpTuples([a.rule_id, a.category], [b.rule_id, b.category]));
}

/** Compare the candidate's runs with the baseline's, scenario by scenario. */
export function gateScenarios(baseline: readonly RunRecord[], candidate: readonly RunRecord[], options: GateOptions = {}): ScenarioGateResult {
  const opt = resolveOptions(options);
  const { alpha } = opt;
  const baseBy = groupRuns(baseline, "baseline");
  const candBy = groupRuns(candidate, "candidate");
  const names = [...new Set([...baseBy.keys(), ...candBy.keys()])].sort(cmpCodePoints);

  // Quarantine: active entries by key; expired ones are failures of their own.
  const active = new Map<string, QuarantineEntry>();
  const expired: QuarantineProblem[] = [];
  const used = new Set<string>();
  if (opt.quarantine) {
    for (const e of opt.quarantine.entries) {
      if (isExpired(e, opt.today!)) expired.push(problem(e, phraseExpired(opt.quarantine.file, `entries[${e.index}]`, entryWhat(e), e.owner, e.expires, opt.today!)));
      else active.set(quarantineKey(e.scenario, e.finding), e);
    }
  }
  const lookup: Lookup = (scenario, f) => {
    const key = quarantineKey(scenario, f);
    const e = active.get(key);
    if (e) used.add(key);
    return e ?? null;
  };

  // Statistics per scenario, then the two test families.
  const work: Work[] = names.map((scenario) => {
    const baseRuns = baseBy.get(scenario) ?? [];
    const candRuns = candBy.get(scenario) ?? [];
    const base = baseRuns.length ? sideStats(baseRuns) : null;
    const cand = candRuns.length ? sideStats(candRuns) : null;
    const singleRun = baseRuns.length <= 1 && candRuns.length <= 1 && opt.minRuns <= 1;
    const tested = !singleRun && base !== null && cand !== null;
    // Zero tolerance needs a baseline to be new against (without one the gate is absolute anyway).
    const zero = !singleRun && cand !== null && baseline.length > 0 ? zeroToleranceHits(scenario, baseRuns, candRuns, opt.zeroTolerance, lookup) : [];
    const w: Work = { scenario, base, cand, baseRuns, candRuns, singleRun, tested, p: null, q: null, minP: null, findings: [], zero };
    if (tested) {
      w.p = fisherLower(base.passes, base.runs, cand.passes, cand.runs);
      w.minP = minAchievableP(base.runs, cand.runs);
      for (const kc of countFindings(baseRuns, candRuns)) {
        w.findings.push({
          scenario,
          rule_id: kc.rule_id,
          category: kc.category,
          step_id: kc.step_id,
          severity: kc.cand > 0 ? kc.candSeverity : kc.baseSeverity,
          baseline: { runs_showing: kc.base, runs: base.runs },
          candidate: { runs_showing: kc.cand, runs: cand.runs },
          // "shows it more often" is "is free of it less often": the same lower-tail test
          p_value: fisherLower(base.runs - kc.base, base.runs, cand.runs - kc.cand, cand.runs),
          p_adjusted: null,
          regressed: false,
          outcome: "pass",
          quarantine: null,
        });
      }
    }
    return w;
  });
  const tested = work.filter((w) => w.tested);
  benjaminiHochberg(tested.map((w) => w.p!)).forEach((q, i) => (tested[i]!.q = q));
  const allFindings = tested.flatMap((w) => w.findings);
  benjaminiHochberg(allFindings.map((f) => f.p_value!)).forEach((q, i) => {
    const f = allFindings[i]!;
    f.p_adjusted = q;
    f.regressed = f.candidate.runs_showing / f.candidate.runs > f.baseline.runs_showing / f.baseline.runs && isBelow(q, alpha);
    const qe = lookup(f.scenario, f);
    if (qe) f.quarantine = refOf(qe);
    f.outcome = !f.regressed ? "pass" : f.quarantine ? "quarantined" : f.severity === "error" ? "fail" : "warn";
  });

  const rows = work.map((w) => buildRow(w, opt, lookup));
  rows.sort(
    (a, b) =>
      OUTCOME_RANK[a.outcome] - OUTCOME_RANK[b.outcome] ||
      ORDER.indexOf(a.verdict) - ORDER.indexOf(b.verdict) ||
      cmpCodePoints(a.scenario, b.scenario),
  );

  const unused: QuarantineProblem[] = [];
  if (opt.quarantine) {
    for (const e of opt.quarantine.entries) {
      const key = quarantineKey(e.scenario, e.finding);
      if (active.get(key) === e && !used.has(key)) unused.push(problem(e, phraseUnused(opt.quarantine.file, `entries[${e.index}]`, entryWhat(e))));
    }
  }

  const reasons: string[] = [];
  const warnings: string[] = [];
  for (const r of rows) {
    for (const issue of r.issues) {
      const level = levelOf(issue, opt);
      if (r.outcome === "single-run") continue;
      if (level === "fail" && r.outcome === "fail") reasons.push(phrase(r.scenario, issue));
      else if (level === "warn" || (level === "fail" && r.outcome === "quarantined") || issue.kind === "quarantined") warnings.push(phrase(r.scenario, issue));
    }
    for (const f of r.findings) if (f.outcome === "quarantined") warnings.push(phraseFindingQuarantined(f));
  }
  reasons.push(...expired.map((e) => e.message));
  if (candidate.length === 0) reasons.push(phraseNoCandidateRuns());
  warnings.push(...unused.map((e) => e.message));

  const count = (v: Verdict) => rows.filter((r) => r.issues.some((i) => i.kind === v)).length;
  return {
    alpha,
    options: { insufficient: opt.insufficient, flaky: opt.flaky, min_runs: opt.minRuns, today: opt.today },
    exact_single_run: rows.length > 0 && rows.every((r) => r.outcome === "single-run"),
    passed: reasons.length === 0,
    reasons,
    warnings,
    rows,
    quarantine: opt.quarantine ? { file: opt.quarantine.file, expired, unused } : null,
    summary: {
      scenarios: rows.length,
      tested: tested.length,
      regressed: count("regressed"),
      findings_regressed: allFindings.filter((f) => f.regressed).length,
      flaky: count("flaky"),
      known_flaky: count("known-flaky"),
      insufficient: count("insufficient-data"),
      too_few_runs: count("too-few-runs"),
      quarantined: rows.filter((r) => r.outcome === "quarantined").length,
      single_run: rows.filter((r) => r.outcome === "single-run").length,
      baseline_runs: baseline.length,
      candidate_runs: candidate.length,
    },
  };
}

function levelOf(issue: Issue, opt: Resolved): Level {
  switch (issue.kind) {
    case "zero-tolerance":
    case "regressed":
    case "finding-regressed":
    case "too-few-runs":
    case "added-failing":
      return "fail";
    case "insufficient-data":
      return opt.insufficient;
    case "flaky":
      return opt.flaky === "ignore" ? "info" : opt.flaky;
    case "finding-rose":
      return "warn";
    default:
      return "info";
  }
}

type Lookup = (scenario: string, f?: { rule_id: string; category: string; step_id: string | null }) => QuarantineEntry | null;

function buildRow(w: Work, opt: Resolved, lookup: Lookup): ScenarioRow {
  const { alpha } = opt;
  const { base, cand } = w;
  const issues: Issue[] = [];
  let runsNeededField: ScenarioRow["runs_needed"] = null;
  if (w.singleRun) {
    issues.push({ kind: "single-run" });
  } else {
    if (w.zero.length) issues.push({ kind: "zero-tolerance", hits: w.zero, baseline_runs: base?.runs ?? 0 });
    if (w.tested && base && cand) {
      const dropped = cand.rate < base.rate;
      if (dropped && isBelow(w.q!, alpha)) issues.push({ kind: "regressed", baseline: base, candidate: cand, p: w.p!, q: w.q!, alpha });
      const errors = w.findings.filter((f) => f.outcome === "fail");
      if (errors.length) issues.push({ kind: "finding-regressed", findings: errors, alpha });
      const others = w.findings.filter((f) => f.outcome === "warn");
      if (others.length) issues.push({ kind: "finding-rose", findings: others, alpha });
      if (!isBelow(w.minP!, alpha)) {
        const needed = runsNeeded(base.runs, alpha);
        const perSide = runsNeededPerSide(alpha);
        runsNeededField = { candidate: needed, per_side: perSide };
        issues.push({
          kind: "insufficient-data",
          baseline_runs: base.runs,
          candidate_runs: cand.runs,
          min_p: w.minP!,
          alpha,
          runs_needed: needed,
          per_side: perSide,
          dropped,
        });
      }
      if (cand.status === "stable-fail" && base.status === "stable-fail") issues.push({ kind: "still-failing", candidate: cand });
    }
    if (cand && cand.runs < opt.minRuns) issues.push({ kind: "too-few-runs", runs: cand.runs, min_runs: opt.minRuns });
    if (cand && !base) issues.push(cand.status === "stable-fail" ? { kind: "added-failing", candidate: cand } : { kind: "added", candidate: cand });
    if (base && !cand) issues.push({ kind: "removed", baseline: base });
    if (cand?.status === "flaky") {
      if (base?.status === "flaky") issues.push({ kind: "known-flaky", candidate: cand, baseline: base });
      else issues.push({ kind: "flaky", candidate: cand, baseline: base });
    }
  }
  const notes = [...new Set([...w.baseRuns, ...w.candRuns].map((r) => r.note).filter((n): n is string => n !== undefined))];
  for (const text of notes.sort(cmpCodePoints)) issues.push({ kind: "note", text });

  const qe = lookup(w.scenario);
  const findingQuarantines: ScenarioRow["finding_quarantines"] = [];
  if (w.singleRun) {
    const seen = new Set<string>();
    for (const f of [...w.baseRuns, ...w.candRuns].flatMap((r) => r.findings)) {
      const key = JSON.stringify(findingKeyParts(f));
      const e = seen.has(key) ? null : lookup(w.scenario, f);
      seen.add(key);
      if (e) findingQuarantines.push({ rule_id: f.rule_id, category: f.category, step_id: f.step_id, ...refOf(e) });
    }
    findingQuarantines.sort((a, b) => cmpTuples(findingKeyParts(a), findingKeyParts(b)));
  }
  const quarantine = qe ? refOf(qe) : null;
  const levels = issues.map((i) => levelOf(i, opt));
  const worst = levels.reduce<Level>((m, l) => (LEVEL_RANK[l] < LEVEL_RANK[m] ? l : m), "info");
  let outcome: Outcome = w.singleRun ? "single-run" : worst === "info" ? "pass" : worst;
  if (quarantine) {
    issues.push({ kind: "quarantined", ref: quarantine });
    levels.push("info");
    if (outcome === "fail" || outcome === "warn") outcome = "quarantined";
  }
  // Issues most important first: by level, then by kind.
  const order = issues.map((issue, i) => ({ issue, level: levels[i]! }));
  order.sort((a, b) => LEVEL_RANK[a.level] - LEVEL_RANK[b.level] || ORDER.indexOf(a.issue.kind) - ORDER.indexOf(b.issue.kind));
  const sorted = order.map((o) => o.issue);
  const head = sorted.find((i) => i.kind !== "quarantined" && i.kind !== "note");
  const verdict: Verdict = head ? (head.kind as Verdict) : "ok";
  const findings = [...w.findings].sort(
    (a, b) => OUTCOME_RANK[a.outcome] - OUTCOME_RANK[b.outcome] || cmpTuples(findingKeyParts(a), findingKeyParts(b)),
  );
  return {
    scenario: w.scenario,
    verdict,
    outcome,
    baseline: base,
    candidate: cand,
    p_value: w.p,
    p_adjusted: w.q,
    min_p_value: w.minP,
    runs_needed: runsNeededField,
    known_flaky: issues.some((i) => i.kind === "known-flaky"),
    quarantine,
    issues: sorted,
    reasons: sorted.map((i) => phrase(w.scenario, i)),
    findings,
    finding_quarantines: findingQuarantines,
  };
}
