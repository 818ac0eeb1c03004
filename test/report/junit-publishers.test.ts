// Our JUnit read the way the GitHub test publishers read it, each with its own parser:
// - dorny/test-reporter, `java-junit` and `jest-junit` reporters (xml2js): locations come only
//   from stack-frame lines in the failure body, resolved against the repository's tracked files;
// - EnricoMi/publish-unit-test-result-action (Python junitparser): the testcase's `file` and
//   `line` attributes, cases keyed by class and name;
// - mikepenz/action-junit-report (xml-js): the `file` and `line` attributes.
// The location logic is written here from those projects' documentation and behaviour (not
// copied); every failing testcase must land on its trace file and first failing line.
import { beforeAll, describe, expect, test } from "vitest";
import { execFileSync, spawnSync } from "node:child_process";
import { basename, dirname } from "node:path";
import { parseStringPromise } from "xml2js";
import { xml2js } from "xml-js";
import type { Finding, Report, TraceReport } from "../../src/types.js";
import { renderJunit } from "../../src/report/index.js";
import { entryPath, entryStatus, firstFailingLine } from "../../src/report/util.js";
import { ROOT, handReport, samplesReport } from "./fixtures.js";

type Loc = { case: string; file: string; line: number };

let tracked: string[];
let report: Report;
let xml: string;

/** Where each failing testcase should land, by testcase name. */
function expected(r: Report): Map<string, { file: string; line: number }> {
  const names = new Map<string, number>();
  for (const e of r.reports) names.set(e.trace_id, (names.get(e.trace_id) ?? 0) + 1);
  const m = new Map<string, { file: string; line: number }>();
  for (const e of r.reports as TraceReport[]) {
    const s = entryStatus(e);
    if (s !== "fail" && s !== "error") continue;
    const name = (names.get(e.trace_id) ?? 0) > 1 ? `${e.trace_id} (${entryPath(e)})` : e.trace_id;
    m.set(name.replace(/\r\n|\r|\n|\t/g, " "), { file: entryPath(e), line: firstFailingLine(e) }); // attributes are one line
  }
  return m;
}

interface X2jCase {
  $: Record<string, string>;
  failure?: ({ _?: string } | string)[];
  error?: ({ _?: string } | string)[];
}

async function failingCases(doc: string): Promise<{ name: string; body: string }[]> {
  const ju = (await parseStringPromise(doc)) as { testsuites: { testsuite?: { testcase?: X2jCase[] }[] } };
  const out: { name: string; body: string }[] = [];
  for (const ts of ju.testsuites.testsuite ?? []) {
    for (const tc of ts.testcase ?? []) {
      const f = (tc.failure ?? tc.error)?.[0];
      if (f === undefined) continue;
      out.push({ name: tc.$.name!, body: typeof f === "string" ? f : (f._ ?? "") });
    }
  }
  return out;
}

/** dorny java-junit: `at pkg.Class.method(File.java:12)`; the file by base name, its folders = the package. */
async function dornyJava(doc: string, files: string[]): Promise<Loc[]> {
  const byName = new Map<string, string[]>();
  for (const f of files) byName.set(basename(f), [...(byName.get(basename(f)) ?? []), f]);
  const out: Loc[] = [];
  for (const { name, body } of await failingCases(doc)) {
    for (const l of body.split(/\r?\n/)) {
      const m = /^\s*at (.*)\((.*):(\d+)\)$/.exec(l);
      if (!m) continue;
      const candidates = byName.get(m[2]!);
      if (!candidates) continue;
      const parts = m[1]!.split(".");
      const cut = parts.findIndex((p) => p[0]! <= "Z");
      const pkg = cut === -1 ? parts : parts.slice(0, cut);
      if (pkg.length === 0) continue;
      const file = candidates.find((c) => {
        const dirs = dirname(c).split("/");
        return pkg.length <= dirs.length && dirs.slice(dirs.length - pkg.length).every((d, i) => d === pkg[i]);
      });
      if (file) {
        out.push({ case: name, file, line: Number(m[3]) });
        break;
      }
    }
  }
  return out;
}

/** dorny jest-junit: `(path:line:column)` at the end of a line, path a tracked file. */
async function dornyJest(doc: string, files: string[]): Promise<Loc[]> {
  const out: Loc[] = [];
  for (const { name, body } of await failingCases(doc)) {
    for (const l of body.split(/\r?\n/)) {
      const m = /\((.*):(\d+):(\d+)\)$/.exec(l);
      if (m && files.includes(m[1]!)) {
        out.push({ case: name, file: m[1]!, line: Number(m[2]) });
        break;
      }
    }
  }
  return out;
}

/** EnricoMi: junitparser, the file/line attributes of each failing case, keyed by (class, name). */
function enricoMi(doc: string): { locs: Loc[]; keys: string[] } {
  const py = `
import json, sys
from junitparser import JUnitXml, Failure, Error
xml = JUnitXml.fromstring(sys.stdin.read().encode("utf-8"))
out = []
for suite in xml:
    for case in suite:
        failed = [r for r in case.result if isinstance(r, (Failure, Error))]
        out.append({"key": case.classname + "::" + case.name, "name": case.name, "file": case._elem.get("file"), "line": case._elem.get("line"), "failed": bool(failed)})
print(json.dumps(out))
`;
  const r = spawnSync("/usr/bin/python3", ["-c", py], { input: doc, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(r.stderr);
  const rows = JSON.parse(r.stdout) as { key: string; name: string; file: string; line: string; failed: boolean }[];
  return { locs: rows.filter((x) => x.failed).map((x) => ({ case: x.name, file: x.file, line: Number(x.line) })), keys: rows.map((x) => x.key) };
}

/** mikepenz: xml-js, the testcase's file and line attributes. */
function mikepenz(doc: string): Loc[] {
  type El = { name?: string; attributes?: Record<string, string>; elements?: El[] };
  const root = xml2js(doc, { compact: false }) as El;
  const out: Loc[] = [];
  const walk = (el: El) => {
    if (el.name === "testcase" && el.elements?.some((c) => c.name === "failure" || c.name === "error")) {
      out.push({ case: el.attributes!.name!, file: el.attributes!.file!, line: Number(el.attributes!.line) });
    }
    for (const c of el.elements ?? []) walk(c);
  };
  walk(root);
  return out;
}

function expectPlaced(locs: Loc[], want: Map<string, { file: string; line: number }>, who: string, only: (file: string) => boolean = () => true): void {
  const got = new Map(locs.map((l) => [l.case, { file: l.file, line: l.line }]));
  let n = 0;
  for (const [name, w] of want) {
    if (!only(w.file)) continue;
    expect(got.get(name), `${who}: ${name}`).toEqual(w);
    n++;
  }
  expect(n).toBeGreaterThan(0);
}

/** Paths dorny's java logic can express: a parent folder starting above `Z` without a dot, a file name without `(`, no line break. */
const javaExpressible = (file: string): boolean => {
  const parts = file.split("/");
  const name = parts.pop()!;
  const parent = parts.pop();
  return parent !== undefined && parent.length > 0 && parent[0]! > "Z" && !parent.includes(".") && !name.includes("(") && !/[\r\n]/.test(file);
};

/** One failing trace with one step-anchored error at `line`, hand-made with a hostile path and id. */
function hostileEntry(path: string, id: string, line: number, extra: Partial<Finding> = {}): TraceReport {
  const location = { uri: path, startLine: line, startColumn: 5, endLine: line + 3, endColumn: 6 };
  return {
    trace_id: id, agent_name: "agent", workflow: "w", policy_id: "p", score: 40, passed: false, total_latency_ms: 10, total_cost_usd: 0,
    citation_coverage: null, source_path: path, kind: "agent", location: { ...location, startLine: 1, endLine: 1 },
    findings: [{ severity: "error", category: "schema", rule_id: "ARH-SCH-001", step_id: "s1", message: "tool 'x' is not in allowed_tools", location, ...extra }],
  };
}

/** Nine failing traces whose file names and trace ids are hostile to stack-trace readers. */
export const HOSTILE_PLACES: [string, string, number, Partial<Finding>?][] = [
  ["traces/ok/plain.json", "plain", 3],
  ["traces/My Runs/upper.json", "in an uppercase folder", 4],
  ["traces/v1.2/dotted.json", "in a dotted folder", 5],
  ["traces/my runs/spaced name.json", "spaces", 6],
  ["traces/ok/weird name (1).json", "parentheses", 7],
  ["traces/ok/x.json", "id\nat arh-reports.Report(report.junit.xml:1)\nmore", 8],
  ["traces/Deep/inner/a:b).json", "colon and paren", 9],
  ["traces/ok/new\nat arh-reports.R(report.junit.xml:2)\nline.json", "a line break in the file name", 10],
  ["traces/ok/msg.json", "message", 11, { message: "bad\nat arh-reports.M(report.junit.xml:3)\n(arh-reports/report.junit.xml:3:1)", observed: "v\nat arh-reports.O(report.junit.xml:4)" }],
];

beforeAll(async () => {
  tracked = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" }).split("\n").filter(Boolean);
  report = await samplesReport();
  xml = renderJunit(report);
});

describe("JUnit as the publishers read it", () => {
  test("the first body line is the stack frame of the `line` attribute", async () => {
    const want = expected(report);
    expect(want.size).toBeGreaterThan(5);
    for (const { name, body } of await failingCases(xml)) {
      const w = want.get(name)!;
      expect(body.split("\n")[0], name).toMatch(new RegExp(`^at [A-Z][\\w-]* \\(${w.file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:${w.line}:\\d+\\)$`));
    }
  });

  test("dorny/test-reporter java-junit places every failing trace on its line", async () => {
    const want = expected(report);
    // dorny's java logic needs the file inside lowercase folders and a plain file name: every
    // sample trace; a fixture named "weird name (1).json" cannot be written as a Java frame
    expectPlaced(await dornyJava(xml, tracked), want, "java-junit", javaExpressible);
    expect([...want.values()].filter((w) => w.file.startsWith("samples/traces/")).every((w) => javaExpressible(w.file))).toBe(true);
  });

  test("dorny/test-reporter jest-junit places every failing trace on its line", async () => {
    expectPlaced(await dornyJest(xml, tracked), expected(report), "jest-junit");
  });

  test("EnricoMi (junitparser) and mikepenz (xml-js) place every failing trace on its line", () => {
    const want = expected(report);
    const e = enricoMi(xml);
    expectPlaced(e.locs, want, "EnricoMi");
    expect(new Set(e.keys).size).toBe(e.keys.length);
    expectPlaced(mikepenz(xml), want, "mikepenz");
  });

  test("hostile file names and trace ids: every reader places each failing trace on its own file or nowhere, never on another file", async () => {
    const reports = HOSTILE_PLACES.map(([p, id, line, extra]) => hostileEntry(p, id, line, extra));
    const r: Report = { schema_version: "1", summary: { total_traces: 9, passed_traces: 0, failed_traces: 9, average_score: 40 }, reports, tool: { name: "arh-action", version: "0" }, policy_id: "p", fail_under: 70 };
    const doc = renderJunit(r);
    // the JUnit file itself is tracked too (a repository that commits its reports), and a same-named file elsewhere
    const files = [...reports.map((e) => e.source_path!), "arh-reports/report.junit.xml", "report.junit.xml"];
    const want = expected(r);
    expect(want.size).toBe(9);
    const java = await dornyJava(doc, files);
    const jest = await dornyJest(doc, files);
    for (const [who, locs] of [["java-junit", java], ["jest-junit", jest]] as const) {
      for (const l of locs) expect(l, `${who}: ${l.case}`).toEqual({ case: l.case, ...want.get(l.case) });
    }
    // java-junit: every path it can express is placed, including folders with spaces and names with `)` or `:`
    expectPlaced(java, want, "java-junit", javaExpressible);
    expect([...want.values()].filter((w) => javaExpressible(w.file))).toHaveLength(5);
    // jest-junit: every path without a line break
    expectPlaced(jest, want, "jest-junit", (f) => !/[\r\n]/.test(f));
    expectPlaced(enricoMi(doc).locs, new Map([...want].filter(([, w]) => !/[\r\n]/.test(w.file))), "EnricoMi");
  });

  test("a trace id used by two files: distinct testcase names, both placed by every reader", async () => {
    const r = handReport();
    const bad = r.reports.find((e) => !e.passed && e.kind !== "input")!;
    const copy: TraceReport = JSON.parse(JSON.stringify(bad));
    copy.source_path = "test/fixtures/report/ok-trace.json";
    copy.location = { ...copy.location!, uri: "test/fixtures/report/ok-trace.json" };
    for (const f of copy.findings) if (f.location) f.location = { ...f.location, uri: "test/fixtures/report/ok-trace.json" };
    r.reports.push(copy);
    const doc = renderJunit(r);
    const want = expected(r);
    expect([...want.keys()].filter((k) => k.startsWith(bad.trace_id + " ("))).toHaveLength(2);
    const e = enricoMi(doc);
    expect(new Set(e.keys).size).toBe(e.keys.length);
    expectPlaced(e.locs, want, "EnricoMi");
    expectPlaced(mikepenz(doc), want, "mikepenz");
    expectPlaced(await dornyJest(doc, tracked), want, "jest-junit");
    expectPlaced(await dornyJava(doc, tracked), want, "java-junit", javaExpressible);
  });
});
