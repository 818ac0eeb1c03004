// JUnit XML renderer (`--junit-out`), in the Jenkins/Ant de facto format that test reporters read
// (EnricoMi/publish-unit-test-result-action, mikepenz/action-junit-report, dorny/test-reporter, ...).
//
// <testsuites> with totals; one <testsuite> per agent_name.workflow (first-appearance order); one
// <testcase> per trace with classname, name=trace_id, time = recorded latency in seconds, and
// file/line (repo-relative path, line of the first failing step) so publishers can annotate.
import type { Finding, Report, TraceReport } from "../types.js";
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

/** Text content: escaped, and never containing `]]>` issues since we do not use CDATA. */
function text(s: string): string {
  return escapeXml(s);
}

function findingLine(e: TraceReport, f: Finding): string {
  const loc = findingLocation(e, f);
  const meta = ruleMeta(f.rule_id);
  const where = f.step_id !== null ? `step ${f.step_id}` : "trace";
  let s = `[${f.severity}] ${f.rule_id}${meta ? ` ${meta.title}` : ""} (${where}, ${loc.uri}:${loc.startLine}:${loc.startColumn}): ${truncate(f.message, MAX_BODY_FINDING)}`;
  if (f.expected !== undefined) s += `\n    expected: ${showValue(f.expected)}`;
  if (f.observed !== undefined) s += `\n    observed: ${showValue(f.observed)}`;
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
  return `at ${frameName(f)} (${loc.uri.replace(/[\r\n]/g, " ")}:${loc.startLine}:${loc.startColumn})`;
}

/**
 * The same place as a Java frame, `at samples.traces.ARH-SCH-009(trace.json:12)`: dorny's
 * java-junit reporter finds the file by its base name and checks its folders against the
 * "package" (the dot-separated parts before the first one starting with a capital, digit or
 * other character up to `Z`), so this only works for a file inside folders whose names start
 * with a lowercase letter (or `_`) and hold no dot.
 * Null when the path cannot be written that way.
 */
function javaFrame(e: TraceReport, f: Finding): string | null {
  const loc = findingLocation(e, f);
  const parts = loc.uri.split("/");
  const file = parts.pop() ?? "";
  if (parts.length === 0 || !file || /[\s()]/.test(file)) return null;
  if (!parts.every((p) => p.length > 0 && p[0]! > "Z" && !/[.\s()]/.test(p))) return null;
  const name = frameName(f);
  if (!/^[A-Z]/.test(name)) return null;
  return `at ${parts.join(".")}.${name}(${file}:${loc.startLine})`;
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
  if (head) lines.push(head);
  return lines.join("\n");
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
  const c = countFindings(e.findings);
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
    // the first failing step (the one `line` points at), else the first trace-level error
    const firstErr = findings.find((f) => f.severity === "error" && f.step_id !== null) ?? findings.find((f) => f.severity === "error");
    const summary = firstErr
      ? `${plural(c.error, "error")}, ${plural(c.warning, "warning")}; first: ${firstErr.rule_id} ${firstErr.step_id !== null ? `at step ${firstErr.step_id}` : "(trace)"}: ${firstErr.message}`
      : `score ${fixed(e.score, 2)} is below the threshold`;
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

/** Render a report as JUnit XML (UTF-8, deterministic). */
export function renderJunit(report: Report): string {
  const suites = new Map<string, TraceReport[]>();
  for (const e of report.reports) {
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
  let id = 0;
  for (const [name, entries] of suites) {
    const cases = entries.map((e) => testcase(e, "    ", caseName(e)));
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
    const policies = [...new Set(entries.map((e) => e.policy_id).filter((p) => p))];
    const head =
      `  <testsuite name="${attr(name, 1000)}" id="${id++}" tests="${t.tests}" failures="${t.failures}" errors="${t.errors}"` +
      ` skipped="${t.skipped}" time="${seconds(t.ms)}">`;
    const props = [`    <properties>`];
    for (const p of policies) props.push(`      <property name="policy_id" value="${attr(p, 1000)}"/>`);
    props.push(`    </properties>`);
    suiteXml.push([head, ...(policies.length ? props : []), ...cases.map((c) => c.xml), "  </testsuite>"].join("\n"));
  }
  const s = report.summary;
  const head =
    `<testsuites name="${attr(TOOL_NAME)}" tests="${total.tests}" failures="${total.failures}" errors="${total.errors}"` +
    ` skipped="${total.skipped}" time="${seconds(total.ms)}">`;
  const comment = `<!-- ${stripXmlInvalid(`${TOOL_NAME}: ${s.passed_traces}/${s.total_traces} traces passed, average score ${fixed(s.average_score, 2)}`).replace(/--/g, "- -")} -->`;
  return ['<?xml version="1.0" encoding="UTF-8"?>', comment, head, ...suiteXml, "</testsuites>", ""].join("\n");
}
