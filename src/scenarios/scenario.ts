// Scenario ids of runs: which report entries are repeated runs of the same task. Pure: the caller
// reads the files and gives the report entries, the pattern text and the file name for messages.
import { RE2JS } from "re2js";
import { UsageError } from "../errors.js";
import type { Finding, Severity, TraceReport } from "../types.js";

/** The OTLP resource or root-span attribute that carries the scenario id (a string). */
export const OTLP_SCENARIO_ATTRIBUTE = "arh.scenario";

/** Longest scenario id accepted from `metadata.scenario` or a pattern's capture (UTF-16 units). */
export const MAX_SCENARIO_LENGTH = 512;

/** Where a run's scenario id came from. */
export type ScenarioSource = "metadata" | "pattern" | "trace_id";

/** A report entry as the scenario logic needs it: the trace report plus the adapters' scenario field. */
export type ScenarioInput = TraceReport;

/** What the gate compares of one finding: its fingerprint without the trace id, and its severity. */
export interface RunFinding {
  rule_id: string;
  category: string;
  step_id: string | null;
  severity: Severity;
}

/** One run of one scenario. */
export interface RunRecord {
  trace_id: string;
  scenario: string;
  scenario_source: ScenarioSource;
  passed: boolean;
  source_path: string;
  findings: RunFinding[];
  /** Why the scenario id fell back to the trace id, when a pattern did not match. */
  note?: string;
}

/** A compiled `scenario-from` pattern. */
export interface ScenarioPattern {
  source: string;
  re: RE2JS;
}

/**
 * Compile a user pattern over trace ids: valid RE2 with exactly one capture group. `field` names
 * the option in messages (`--scenario-from` on the CLI, `scenario-from` in the action).
 */
export function compileScenarioPattern(pattern: string, field = "scenario-from"): ScenarioPattern {
  if (typeof pattern !== "string" || pattern === "") throw new UsageError(`${field}: the pattern must be a non-empty string`);
  let re: RE2JS;
  try {
    re = RE2JS.compile(pattern);
  } catch (e) {
    const why = e instanceof Error ? e.message.replace(/^error parsing regexp: /, "") : String(e);
    throw new UsageError(`${field}: ${JSON.stringify(pattern)} is not a valid RE2 regular expression (${why})`);
  }
  const groups = re.groupCount();
  if (groups !== 1) {
    throw new UsageError(
      `${field}: ${JSON.stringify(pattern)} must have exactly one capture group (the scenario id), it has ${groups}` +
        (groups === 0 ? "; wrap the scenario part in ( )" : "; make the others non-capturing with (?: )"),
    );
  }
  return { source: pattern, re };
}

function show(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "an array";
  if (typeof v === "string") return `a string of ${v.length} characters`;
  return typeof v === "object" ? "an object" : `${typeof v} ${String(v).slice(0, 40)}`;
}

/**
 * The scenario id of one report entry: its `scenario` field (from `metadata.scenario` on canonical
 * traces, the `arh.scenario` attribute on OTLP), else the pattern's capture over the trace id, else
 * the trace id itself. `where` prefixes error messages (file and entry).
 */
export function scenarioOf(
  entry: ScenarioInput,
  pattern: ScenarioPattern | null,
  where: string,
): { scenario: string; source: ScenarioSource; note?: string } {
  if (entry.scenario !== undefined) {
    const s = entry.scenario;
    if (typeof s !== "string" || s === "") throw new UsageError(`${where}: scenario must be a non-empty string, got ${show(s)}`);
    if (s.length > MAX_SCENARIO_LENGTH) throw new UsageError(`${where}: scenario is longer than ${MAX_SCENARIO_LENGTH} characters (${s.length})`);
    return { scenario: s, source: "metadata" };
  }
  if (pattern) {
    const m = pattern.re.matcher(entry.trace_id);
    const g = m.find() ? m.group(1) : null;
    if (g !== null && g !== "") {
      if (g.length > MAX_SCENARIO_LENGTH) {
        throw new UsageError(`${where}: scenario-from capture is longer than ${MAX_SCENARIO_LENGTH} characters (${g.length})`);
      }
      return { scenario: g, source: "pattern" };
    }
    return {
      scenario: entry.trace_id,
      source: "trace_id",
      note: `scenario-from ${JSON.stringify(pattern.source)} does not match trace id ${JSON.stringify(entry.trace_id)} (or captures nothing); the trace id is its scenario`,
    };
  }
  return { scenario: entry.trace_id, source: "trace_id" };
}

function runFinding(f: Finding): RunFinding {
  return { rule_id: f.rule_id ?? "", category: String(f.category), step_id: f.step_id ?? null, severity: f.severity };
}

/** One report entry as a run. */
export function toRunRecord(entry: ScenarioInput, pattern: ScenarioPattern | null, where: string): RunRecord {
  const sc = scenarioOf(entry, pattern, where);
  const run: RunRecord = {
    trace_id: entry.trace_id,
    scenario: sc.scenario,
    scenario_source: sc.source,
    passed: entry.passed === true,
    source_path: entry.source_path,
    findings: (entry.findings ?? []).map(runFinding),
  };
  if (sc.note) run.note = sc.note;
  return run;
}

/**
 * All entries of one report as runs. `file` names the report in messages. Duplicate trace ids are
 * rejected (each run must be identifiable), as the regression comparison does.
 */
export function toRunRecords(entries: readonly ScenarioInput[], pattern: ScenarioPattern | null, file: string): RunRecord[] {
  const seen = new Map<string, number>();
  return entries.map((e, i) => {
    const where = `${file}: reports[${i}] (trace ${JSON.stringify(e.trace_id)})`;
    const first = seen.get(e.trace_id);
    if (first !== undefined) {
      throw new UsageError(`${file}: duplicate trace_id ${JSON.stringify(e.trace_id)} (reports[${first}] and reports[${i}]); repeated runs need unique trace ids`);
    }
    seen.set(e.trace_id, i);
    return toRunRecord(e, pattern, where);
  });
}
