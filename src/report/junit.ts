// JUnit XML renderer (`--junit-out`), in the Jenkins/Ant de facto format that test reporters read
// (EnricoMi/publish-unit-test-result-action, mikepenz/action-junit-report, dorny/test-reporter, ...).
//
// <testsuites> with totals; one <testsuite> per agent_name.workflow (first-appearance order); one
// <testcase> per trace with classname, name=trace_id, time = recorded latency in seconds, and
// file/line (repo-relative path, line of the first failing step) so publishers can annotate.
import type { Finding, Report, TraceReport } from "../types.js";
import type { ScenarioGateResult, ScenarioRow } from "../scenarios/types.js";
import { ruleMeta } from "../rules/registry.js";
import { TOOL_NAME } from "../version.js";
import { escapeXml, stripXmlInvalid, truncate } from "../util/escape.js";
import { countFindings, entryPath, entryStatus, findingLocation, firstFailingLine, fixed, plural, showValue, severityRank } from "./util.js";

const MAX_BODY_FINDING = 2000;
const MAX_MESSAGE_ATTR = 500;

/** classname / suite name of a trace: `agent_name.workflow`. */
export function junitClassname(e: TraceReport): string {
  if (e.kind === "input" && !e.agent_name && !e.workflow) return "arh.input";
  return `${e.agent_name || "unknown"}.${e.workflow || "unknown"}`;
}

function seconds(ms: number): string {
  return typeof ms === "number" && Number.isFinite(ms) && ms > 0 ? (ms / 1000).toFixed(3) : "0.000";
}

/** Attribute value: one line, escaped. */
function attr(s: string, max = MAX_MESSAGE_ATTR): string {
  return escapeXml(truncate(s.replace(/\r\n|\r|\n|\t/g, " "), max));
}

/**
 * Untrusted text (trace ids, paths, messages, values) inside a failure body: on one line. A line
 * break in a trace id or a file name would start a line of its own, and stack-trace readers take
 * the first line shaped like a frame (`at x.Y(file:12)`, `(path:12:3)`) as the failure's place:
 * only our own frame lines may start one.
 */
function oneLine(s: string): string {
  return s.replace(/\r\n|[\r\n\u000b\u000c\u0085\u2028\u2029]/g, " ");
}

/** Text content: escaped, and never containing `]]>` issues since we do not use CDATA. */
function text(s: string): string {
  return escapeXml(s);
}

function findingLine(e: TraceReport, f: Finding): string {
  const loc = findingLocation(e, f);
  const meta = ruleMeta(f.rule_id);
  const where = f.step_id !== null ? `step ${f.step_id}` : "trace";
  let s = oneLine(`[${f.severity}] ${f.rule_id}${meta ? ` ${meta.title}` : ""} (${where}, ${loc.uri}:${loc.startLine}:${loc.startColumn}): ${truncate(f.message, MAX_BODY_FINDING)}`);
  if (f.expected !== undefined) s += `\n    expected: ${oneLine(showValue(f.expected))}`;
  if (f.observed !== undefined) s += `\n    observed: ${oneLine(showValue(f.observed))}`;
  return s;
}

/**
 * Findings in the order the failure body lists them: first the one the testcase's `line`
 * attribute points at (the first failing step), then the rest by severity and position.
 */
function sortedFindings(e: TraceReport, line: number): Finding[] {
  const keyed = e.findings.map((f) => ({ f, loc: findingLocation(e, f) }));
  keyed.sort((a, b) => severityRank(a.f.severity) - severityRank(b.f.severity) || a.loc.startLine - b.loc.startLine || a.loc.startColumn - b.loc.startColumn);
  const first = keyed.findIndex((k) => k.loc.startLine === line && k.f.severity === "error");
  if (first > 0) keyed.unshift(...keyed.splice(first, 1));
  return keyed.map((k) => k.f);
}

/** A rule id as a stack frame's method name: no spaces or parentheses. */
function frameName(f: Finding): string {
  return (f.rule_id || f.category || "finding").replace(/[\s()]/g, "_").slice(0, 100);
}

/**
 * A JavaScript-style stack frame, `at ARH-SCH-009 (path/to/trace.json:12:9)`: the frame that
 * dorny/test-reporter's jest-junit reporter (and other stack-trace readers) resolve to the trace
 * file and line. One per finding.
 */
function jsFrame(e: TraceReport, f: Finding): string {
  const loc = findingLocation(e, f);
  return `at ${frameName(f)} (${oneLine(loc.uri)}:${loc.startLine}:${loc.startColumn})`;
}

/**
 * The same place as a Java frame, `at samples.traces.ARH-SCH-009(trace.json:12)`, for
 * dorny/test-reporter's java-junit reporter. It reads `at <path>(<file>:<line>)` (the last `(` of
 * the line starts the file), finds tracked files by that base name, takes the dot-separated parts
 * of `<path>` before the first one starting with a character up to `Z` as the package, and picks
 * the first such file whose last folders are the package. So the frame names the file's base name
 * (no `(`) and, as the package, the longest run of its last folders that each start above `Z` and
 * hold no dot (the rule id, starting with a capital, ends the package). Null when not even the
 * parent folder can be written that way: the reader then finds no place rather than a wrong one.
 */
function javaFrame(e: TraceReport, f: Finding): string | null {
  const loc = findingLocation(e, f);
  const parts = oneLine(loc.uri).split("/");
  const file = parts.pop() ?? "";
  if (!file || file.includes("(") || loc.uri !== oneLine(loc.uri)) return null;
  const pkg: string[] = [];
  for (let i = parts.length - 1; i >= 0; i--) {
    const p = parts[i]!;
    if (p.length === 0 || p[0]! <= "Z" || p.includes(".")) break;
    pkg.unshift(p);
  }
  if (pkg.length === 0) return null;
  const name = frameName(f);
  if (!/^[A-Z]/.test(name)) return null;
  return `at ${pkg.join(".")}.${name}(${file}:${loc.startLine})`;
}

/** The failure/error body: per finding its frame line, then what it says; the first frame is the `line` attribute's. */
function findingsBody(e: TraceReport, findings: readonly Finding[], head?: string): string {
  const lines: string[] = [];
  findings.forEach((f, i) => {
    lines.push(jsFrame(e, f));
    if (i === 0) {
      const j = javaFrame(e, f);
      if (j) lines.push(j);
    }
    lines.push(findingLine(e, f));
  });
  if (head) lines.push(oneLine(head));
  return lines.join("\n");
}

/** The one-line summary of a failing trace: its counts and its first failing step's error. */
function failureSummary(e: TraceReport, findings: readonly Finding[]): string {
  const c = countFindings(e.findings);
  // the first failing step (the one `line` points at), else the first trace-level error
  const firstErr = findings.find((f) => f.severity === "error" && f.step_id !== null) ?? findings.find((f) => f.severity === "error");
  return firstErr
    ? `${plural(c.error, "error")}, ${plural(c.warning, "warning")}; first: ${firstErr.rule_id} ${firstErr.step_id !== null ? `at step ${firstErr.step_id}` : "(trace)"}: ${firstErr.message}`
    : `score ${fixed(e.score, 2)} is below the threshold`;
}

interface Case {
  xml: string;
  failure: boolean;
  error: boolean;
  skipped: boolean;
  ms: number;
}

function testcase(e: TraceReport, indent: string, name: string): Case {
  const status = entryStatus(e);
  const file = entryPath(e);
  const line = firstFailingLine(e);
  const ms = typeof e.total_latency_ms === "number" && Number.isFinite(e.total_latency_ms) ? e.total_latency_ms : 0;
  const open =
    `${indent}<testcase classname="${attr(junitClassname(e), 1000)}" name="${attr(name, 1000)}" time="${seconds(ms)}"` +
    ` file="${attr(file, 4000)}" line="${line}">`;
  const lines: string[] = [open];
  const inner = indent + "  ";
  // Per-trace properties (score, policy) as nested <properties>: accepted by Surefire 3 / Jenkins
  // readers and by our XSD; readers that do not know them ignore them.
  const props: [string, string][] = [
    ["score", fixed(e.score, 2)],
    ["policy_id", e.policy_id ?? ""],
    ["passed", String(e.passed)],
    ["source_path", e.source_path ?? ""],
  ];
  if (e.kind) props.push(["kind", e.kind]);
  if (e.scored === false) props.push(["scored", "false"]);
  lines.push(`${inner}<properties>`);
  for (const [k, v] of props) lines.push(`${inner}  <property name="${attr(k)}" value="${attr(v, 4000)}"/>`);
  lines.push(`${inner}</properties>`);

  const findings = sortedFindings(e, line);
  let failure = false;
  let error = false;
  let skipped = false;
  if (status === "error") {
    error = true;
    const first = findings[0];
    const msg = first ? first.message : "input file cannot be validated";
    lines.push(`${inner}<error message="${attr(msg)}" type="InputError">${text(findingsBody(e, findings))}</error>`);
  } else if (status === "fail") {
    failure = true;
    const summary = failureSummary(e, findings);
    const body = findingsBody(e, findings, `trace ${e.trace_id}: score ${fixed(e.score, 2)}, ${plural(e.findings.length, "finding")}`);
    lines.push(`${inner}<failure message="${attr(summary)}" type="PolicyViolation">${text(body)}</failure>`);
  } else if (status === "not scored") {
    skipped = true;
    const why = (e.notes ?? []).join("; ") || "not scored";
    lines.push(`${inner}<skipped message="${attr(why)}"/>`);
  }
  if (!failure && !error && findings.length > 0) {
    // Passing traces with warnings/infos: keep them visible without failing the test.
    lines.push(`${inner}<system-out>${text(findings.map((f) => findingLine(e, f)).join("\n"))}</system-out>`);
  }
  lines.push(`${indent}</testcase>`);
  return { xml: lines.join("\n"), failure, error, skipped, ms };
}

export interface JunitOptions {
  /**
   * The scenario gate over repeated runs: adds a testsuite "scenarios" with one testcase per
   * scenario with repeated runs (after the per-trace suites); its runs leave the per-trace suites,
   * so every run is counted once in the totals and the time. A single-run scenario is its run's
   * testcase. Absent: the output is exactly the per-trace suites.
   */
  scenarios?: ScenarioGateResult;
}

/** Render a report as JUnit XML (UTF-8, deterministic). */
export function renderJunit(report: Report, opts: JunitOptions = {}): string {
  // Each run is counted once: the runs of a repeated scenario are its testcase's (the first failing
  // one in <failure>, the others as reruns), not testcases of their own as well.
  const rows = opts.scenarios ? opts.scenarios.rows.filter((r) => r.outcome !== "single-run") : [];
  const inScenario = new Set(rows.flatMap((r) => r.candidate?.trace_ids ?? []));
  const suites = new Map<string, TraceReport[]>();
  for (const e of report.reports) {
    if (inScenario.has(e.trace_id)) continue;
    const k = junitClassname(e);
    let list = suites.get(k);
    if (!list) suites.set(k, (list = []));
    list.push(e);
  }
  const total = { tests: 0, failures: 0, errors: 0, skipped: 0, ms: 0 };
  const suiteXml: string[] = [];
  // Publishers merge testcases with the same class and name (EnricoMi's does): a trace id used by
  // more than one file gets the file in its name.
  const seen = new Map<string, number>();
  for (const e of report.reports) {
    const k = `${junitClassname(e)}\u0000${e.trace_id}`;
    seen.set(k, (seen.get(k) ?? 0) + 1);
  }
  const caseName = (e: TraceReport) => ((seen.get(`${junitClassname(e)}\u0000${e.trace_id}`) ?? 0) > 1 ? `${e.trace_id} (${entryPath(e)})` : e.trace_id);
  // a suite's counts, added to the totals
  const count = (cases: readonly Case[]) => {
    const t = {
      tests: cases.length,
      failures: cases.filter((c) => c.failure).length,
      errors: cases.filter((c) => c.error).length,
      skipped: cases.filter((c) => c.skipped).length,
      ms: cases.reduce((s, c) => s + c.ms, 0),
    };
    total.tests += t.tests;
    total.failures += t.failures;
    total.errors += t.errors;
    total.skipped += t.skipped;
    total.ms += t.ms;
    return t;
  };
  let id = 0;
  for (const [name, entries] of suites) {
    const cases = entries.map((e) => testcase(e, "    ", caseName(e)));
    const t = count(cases);
    const policies = [...new Set(entries.map((e) => e.policy_id).filter((p) => p))];
    const head =
      `  <testsuite name="${attr(name, 1000)}" id="${id++}" tests="${t.tests}" failures="${t.failures}" errors="${t.errors}"` +
      ` skipped="${t.skipped}" time="${seconds(t.ms)}">`;
    const props = [`    <properties>`];
    for (const p of policies) props.push(`      <property name="policy_id" value="${attr(p, 1000)}"/>`);
    props.push(`    </properties>`);
    suiteXml.push([head, ...(policies.length ? props : []), ...cases.map((c) => c.xml), "  </testsuite>"].join("\n"));
  }
  if (opts.scenarios && rows.length > 0) {
    const cases = scenarioCases({ ...opts.scenarios, rows }, report, "    ");
    const t = count(cases);
    const head =
      `  <testsuite name="${SCENARIO_SUITE}" id="${id++}" tests="${t.tests}" failures="${t.failures}" errors="${t.errors}"` +
      ` skipped="${t.skipped}" time="${seconds(t.ms)}">`;
    const r = opts.scenarios;
    const props = [
      ["alpha", String(r.alpha)],
      ["passed", String(r.passed)],
      ["insufficient", r.options.insufficient],
      ["flaky", r.options.flaky],
      ["min_runs", String(r.options.min_runs)],
    ].map(([k, v]) => `      <property name="${k}" value="${attr(v!)}"/>`);
    suiteXml.push([head, "    <properties>", ...props, "    </properties>", ...cases.map((c) => c.xml), "  </testsuite>"].join("\n"));
  }
  const s = report.summary;
  const head =
    `<testsuites name="${attr(TOOL_NAME)}" tests="${total.tests}" failures="${total.failures}" errors="${total.errors}"` +
    ` skipped="${total.skipped}" time="${seconds(total.ms)}">`;
  const comment = `<!-- ${stripXmlInvalid(`${TOOL_NAME}: ${s.passed_traces}/${plural(s.total_traces, "trace")} passed, average score ${fixed(s.average_score, 2)}`).replace(/--/g, "- -")} -->`;
  return ['<?xml version="1.0" encoding="UTF-8"?>', comment, head, ...suiteXml, "</testsuites>", ""].join("\n");
}

// ---------------------------------------------------------------------------------------------
// The scenario suite: one testcase per scenario of the gate over repeated runs, in the gate's row
// order. Repeats use Maven Surefire's rerun elements, which JUnit readers count as retries
// (mikepenz/action-junit-report reads <flakyFailure>): a scenario the gate fails has <failure>
// (the gate's reasons, then its first failing run) and one <rerunFailure> per further failing run;
// a flaky scenario the gate passes has one <flakyFailure> per failing run; a quarantined failure
// is <skipped> (reported, never gating). Element order follows Surefire's XSD.

const SCENARIO_SUITE = "scenarios";
/** Rerun/flaky elements per testcase; the rest are counted in <system-out>. */
const MAX_RUN_ELEMENTS = 20;
/** Findings listed per failing run. */
const MAX_RUN_FINDINGS = 10;

/** What one failing run says: its stack frames and findings (first MAX_RUN_FINDINGS), then a summary line. */
function runBody(e: TraceReport): string {
  const findings = sortedFindings(e, firstFailingLine(e));
  const shown = findings.slice(0, MAX_RUN_FINDINGS);
  const more = findings.length > shown.length ? `, ${findings.length - shown.length} not listed` : "";
  return findingsBody(e, shown, `run ${e.trace_id} (${entryPath(e)}): score ${fixed(e.score, 2)}, ${plural(e.findings.length, "finding")}${more}`);
}

function runElement(tag: "rerunFailure" | "flakyFailure", e: TraceReport, indent: string): string {
  const msg = `run ${e.trace_id} failed: ${failureSummary(e, sortedFindings(e, firstFailingLine(e)))}`;
  return `${indent}<${tag} message="${attr(msg)}" type="RunFailed"><stackTrace>${text(runBody(e))}</stackTrace></${tag}>`;
}

function rate(passes: number, runs: number): string {
  return `${passes}/${runs}`;
}

function scenarioProps(r: ScenarioRow): [string, string][] {
  const props: [string, string][] = [
    ["verdict", r.verdict],
    ["outcome", r.outcome],
  ];
  const c = r.candidate;
  if (c) {
    props.push(["runs", String(c.runs)], ["passes", String(c.passes)], ["pass_rate", fixed(c.rate, 4)]);
    props.push(["interval", `${fixed(c.interval.low, 4)}-${fixed(c.interval.high, 4)}`]);
    props.push(["pass_hat_1", fixed(c.pass_hat_k[0] ?? 0, 4)], [`pass_hat_${c.runs}`, fixed(c.pass_hat_k[c.runs - 1] ?? 0, 4)]);
  }
  if (r.baseline) props.push(["baseline", rate(r.baseline.passes, r.baseline.runs)]);
  if (r.p_value !== null) props.push(["p_value", String(r.p_value)], ["p_adjusted", String(r.p_adjusted ?? r.p_value)]);
  if (r.runs_needed?.candidate != null) props.push(["runs_needed", String(r.runs_needed.candidate)]);
  if (r.runs_needed?.per_side != null) props.push(["runs_needed_per_side", String(r.runs_needed.per_side)]);
  if (r.quarantine) props.push(["quarantine_owner", r.quarantine.owner], ["quarantine_expires", r.quarantine.expires], ["quarantine_reason", r.quarantine.reason]);
  return props;
}

function scenarioCases(result: ScenarioGateResult, report: Report, indent: string): Case[] {
  const byId = new Map<string, TraceReport>();
  for (const e of report.reports) if (!byId.has(e.trace_id)) byId.set(e.trace_id, e);
  const inner = indent + "  ";
  return result.rows.map((r): Case => {
    const runs = (r.candidate?.trace_ids ?? []).map((id) => byId.get(id)).filter((e): e is TraceReport => e !== undefined);
    const failing = runs.filter((e) => !e.passed);
    const ms = runs.reduce((n, e) => n + (typeof e.total_latency_ms === "number" && Number.isFinite(e.total_latency_ms) && e.total_latency_ms > 0 ? e.total_latency_ms : 0), 0);
    const at = failing[0] ?? runs[0];
    const where = at ? ` file="${attr(entryPath(at), 4000)}" line="${failing[0] ? firstFailingLine(failing[0]) : 1}"` : "";
    const lines = [`${indent}<testcase classname="${SCENARIO_SUITE}" name="${attr(r.scenario, 1000)}" time="${seconds(ms)}"${where}>`];
    lines.push(`${inner}<properties>`);
    for (const [k, v] of scenarioProps(r)) lines.push(`${inner}  <property name="${attr(k)}" value="${attr(v, 4000)}"/>`);
    lines.push(`${inner}</properties>`);

    // single-run scenarios mirror their run (the per-trace comparison decides the gate)
    const failed = r.outcome === "fail" || (r.outcome === "single-run" && failing.length > 0);
    const skipped = r.outcome === "quarantined" || !r.candidate;
    let listed = 0;
    if (failed) {
      const first = failing[0];
      const body = [...r.reasons.map(oneLine), ...(first ? [oneLine(`first failing run ${first.trace_id}:`), runBody(first)] : [])].join("\n");
      lines.push(`${inner}<failure message="${attr(r.reasons[0] ?? r.verdict)}" type="${attr(r.verdict)}">${text(body)}</failure>`);
      for (const e of failing.slice(1, 1 + MAX_RUN_ELEMENTS)) lines.push(runElement("rerunFailure", e, inner));
      listed = Math.min(failing.length, 1 + MAX_RUN_ELEMENTS);
    } else if (r.candidate?.status === "flaky" && r.outcome !== "single-run") {
      for (const e of failing.slice(0, MAX_RUN_ELEMENTS)) lines.push(runElement("flakyFailure", e, inner));
      listed = Math.min(failing.length, MAX_RUN_ELEMENTS);
    }
    if (skipped) {
      const why = r.quarantine ? r.reasons.find((x) => x.includes(" is quarantined until ")) ?? "quarantined" : (r.reasons[0] ?? "no candidate runs");
      lines.push(`${inner}<skipped message="${attr(why)}"/>`);
    }
    const rest = failing.length > listed && listed > 0 ? [`${failing.length - listed} more failing runs not listed`] : [];
    const out = failed ? rest : [...r.reasons, ...rest];
    if (out.length) lines.push(`${inner}<system-out>${text(out.join("\n"))}</system-out>`);
    lines.push(`${indent}</testcase>`);
    return { xml: lines.join("\n"), failure: failed, error: false, skipped: skipped && !failed, ms };
  });
}
