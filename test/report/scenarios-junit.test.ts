// JUnit with the scenario suite: one testcase per scenario of a real gate result, Surefire's
// rerunFailure / flakyFailure for the repeats. Checked with xmllint against
// test/fixtures/junit-reruns.xsd (the project's JUnit schema with Surefire 3.0's rerun elements),
// parsed by junitparser (EnricoMi's reader) and read the way mikepenz/action-junit-report reads
// testcases (xml-js, compact: a <failure> fails, each <flakyFailure> is a retry).
import { afterAll, describe, expect, it } from "vitest";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { xml2js } from "xml-js";
import { renderJunit } from "../../src/report/junit.js";
import { parseQuarantine } from "../../src/scenarios/quarantine.js";
import { ROOT, handReport } from "./fixtures.js";
import { HOSTILE, mixed } from "./scenarios-fixtures.js";

const XSD = join(ROOT, "test/fixtures/junit-reruns.xsd");
const work = mkdtempSync(join(tmpdir(), "arh-scen-junit-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function xmllint(xml: string, name: string, xsd = XSD): { ok: boolean; stderr: string } {
  const f = join(work, name);
  writeFileSync(f, xml);
  const r = spawnSync("xmllint", ["--schema", xsd, "--noout", f], { encoding: "utf8" });
  return { ok: r.status === 0, stderr: r.stderr };
}

interface PyCase {
  name: string;
  classname: string;
  results: string[];
  children: string[];
  file: string | null;
  line: string | null;
}

/** junitparser: the scenario suite's testcases, their results (Failure, Skipped, ...) and child element names. */
function junitparser(xml: string): { suites: { name: string; tests: number; failures: number; skipped: number }[]; cases: PyCase[] } {
  const py = `
import json, sys
from junitparser import JUnitXml
xml = JUnitXml.fromstring(sys.stdin.read().encode("utf-8"))
suites, cases = [], []
for suite in xml:
    suites.append({"name": suite.name, "tests": suite.tests, "failures": suite.failures, "skipped": suite.skipped})
    if suite.name != "scenarios":
        continue
    for case in suite:
        cases.append({"name": case.name, "classname": case.classname, "results": [type(r).__name__ for r in case.result],
                      "children": [c.tag for c in case._elem], "file": case._elem.get("file"), "line": case._elem.get("line")})
print(json.dumps({"suites": suites, "cases": cases}))
`;
  const r = spawnSync("/usr/bin/python3", ["-c", py], { input: xml, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout) as ReturnType<typeof junitparser>;
}

/** As mikepenz/action-junit-report reads a testcase: failed when it has <failure>/<error>, retries = its <flakyFailure>s. */
function mikepenz(xml: string): Map<string, { failed: boolean; skipped: boolean; retries: number }> {
  type Node = { _attributes?: Record<string, string>; [k: string]: unknown };
  const many = (v: unknown): Node[] => (v === undefined ? [] : Array.isArray(v) ? (v as Node[]) : [v as Node]);
  const doc = xml2js(xml, { compact: true }) as { testsuites: { testsuite: Node | Node[] } };
  const out = new Map<string, { failed: boolean; skipped: boolean; retries: number }>();
  for (const suite of many(doc.testsuites.testsuite)) {
    if (suite._attributes?.name !== "scenarios") continue;
    for (const c of many(suite.testcase)) {
      out.set(c._attributes!.name!, { failed: many(c.failure).length + many(c.error).length > 0, skipped: c.skipped !== undefined, retries: many(c.flakyFailure).length });
    }
  }
  return out;
}

const q = parseQuarantine(
  JSON.stringify({ entries: [{ scenario: "tiny", owner: "@qa", reason: "sandbox", expires: "2026-12-31" }, { scenario: "lookup", owner: "@qa", reason: "flaps", expires: "2026-12-31" }] }),
  "base/quarantine.json",
);

describe("JUnit scenario suite", () => {
  it("without the option the output is unchanged", () => {
    const r = handReport();
    expect(renderJunit(r, {})).toBe(renderJunit(r));
    expect(renderJunit(r, { scenarios: undefined })).toBe(renderJunit(r));
    expect(renderJunit(r)).not.toContain('name="scenarios"');
  });

  it("validates against the XSD with Surefire's rerun elements; the plain JUnit XSD rejects them (control)", () => {
    const { candidate, result } = mixed();
    const xml = renderJunit(candidate, { scenarios: result });
    const v = xmllint(xml, "mixed.xml");
    expect(v.stderr).toContain("validates");
    expect(v.ok).toBe(true);
    expect(xmllint(xml, "mixed-plain.xml", join(ROOT, "test/fixtures/junit.xsd")).ok).toBe(false);
    // element order inside a testcase matters to the XSD: a flakyFailure before a failure is rejected
    const swapped = xml.replace(/(<failure [^>]*>[^<]*<\/failure>)/, '<flakyFailure type="x"><stackTrace>s</stackTrace></flakyFailure>$1');
    expect(xmllint(swapped, "swapped.xml").ok).toBe(false);
    const held = mixed({ quarantine: q, today: "2026-06-01", insufficient: "fail" });
    const xml2 = renderJunit(held.candidate, { scenarios: held.result });
    expect(xmllint(xml2, "quarantined.xml").ok).toBe(true);
    expect(renderJunit(held.candidate, { scenarios: held.result })).toBe(xml2);
  });

  it("junitparser reads one testcase per scenario with the gate's outcome", () => {
    const { candidate, result } = mixed();
    const { suites, cases } = junitparser(renderJunit(candidate, { scenarios: result }));
    const suite = suites.find((s) => s.name === "scenarios")!;
    expect(suite).toEqual({ name: "scenarios", tests: 6, failures: 2, skipped: 0 });
    const by = new Map(cases.map((c) => [c.name, c]));
    // the single-run scenario is its run's own testcase in its agent's suite, not a second one here
    expect(cases.map((c) => c.name)).toEqual(result.rows.filter((r) => r.outcome !== "single-run").map((r) => r.scenario.replace(/\n/g, " ")));
    // 10/10 -> 4/10: the gate fails; the first failing run is in <failure>, the 5 others are reruns
    const refund = by.get("refund")!;
    expect(refund.results).toEqual(["Failure"]);
    expect(refund.children.filter((c) => c === "rerunFailure")).toHaveLength(5);
    expect(refund.file).toBe("traces/refund/c-run-4.json");
    expect(refund.line).toBe("12");
    // 10/10 -> 9/10: flaky, passes with a warning: one flakyFailure, no failure
    const lookup = by.get("lookup")!;
    expect(lookup.results).toEqual([]);
    expect(lookup.children).toEqual(["properties", "flakyFailure", "system-out"]);
    // known-flaky 6/10: four flaky failures, passes
    expect(by.get("search")!.children.filter((c) => c === "flakyFailure")).toHaveLength(4);
    expect(by.get("search")!.results).toEqual([]);
    // insufficient data (warn): passes, the reason in system-out; the single-run one mirrors its run
    expect(by.get("tiny")!.results).toEqual([]);
    expect(by.has("single")).toBe(false);
    expect(by.get("greet")!.children).toEqual(["properties"]);
    // the hostile id survives as the test name (one line, as every attribute)
    expect(by.get(HOSTILE.replace(/\n/g, " "))!.results).toEqual(["Failure"]);
    expect(cases.every((c) => c.classname === "scenarios")).toBe(true);
  });

  it("quarantined scenarios are skipped, never failed; mikepenz counts flaky failures as retries", () => {
    const held = mixed({ quarantine: q, today: "2026-06-01", insufficient: "fail" });
    const xml = renderJunit(held.candidate, { scenarios: held.result });
    const m = mikepenz(xml);
    expect(m.get("refund")).toEqual({ failed: true, skipped: false, retries: 0 });
    expect(m.get("tiny")).toEqual({ failed: false, skipped: true, retries: 0 });
    expect(m.get("lookup")).toEqual({ failed: false, skipped: true, retries: 1 });
    expect(m.get("search")).toEqual({ failed: false, skipped: false, retries: 4 });
    const { cases } = junitparser(xml);
    const tiny = cases.find((c) => c.name === "tiny")!;
    expect(tiny.results).toEqual(["Skipped"]);
    expect(xml).toMatch(/<skipped message="scenario &quot;tiny&quot; is quarantined until 2026-12-31 by @qa \(entries\[0\]: sandbox\); its failures are reported, not gated"\/>/);
  });

  it("each run is counted once: a repeated scenario's runs are its testcase, not testcases of their own too", () => {
    const { candidate, result } = mixed();
    const xml = renderJunit(candidate, { scenarios: result });
    const totals = (doc: string) => {
      const m = /<testsuites [^>]*tests="(\d+)" failures="(\d+)" errors="\d+" skipped="\d+" time="([\d.]+)"/.exec(doc)!;
      return { tests: Number(m[1]), failures: Number(m[2]), time: m[3] };
    };
    const repeated = result.rows.filter((r) => r.outcome !== "single-run");
    const runs = repeated.reduce((n, r) => n + (r.candidate?.runs ?? 0), 0);
    const plain = totals(renderJunit(candidate));
    expect(totals(xml).tests).toBe(plain.tests - runs + repeated.length);
    // the recorded time of every run, once
    expect(totals(xml).time).toBe(plain.time);
    const testcases = [...xml.matchAll(/<testcase classname="(?!scenarios")[^"]*" name="([^"]*)"/g)].map((m) => m[1]);
    for (const r of repeated) for (const id of r.candidate?.trace_ids ?? []) expect(testcases).not.toContain(id);
    // the suites' own counts add up to the totals
    const sum = [...xml.matchAll(/<testsuite name="[^"]*" id="\d+" tests="(\d+)"/g)].reduce((n, m) => n + Number(m[1]), 0);
    expect(sum).toBe(totals(xml).tests);
    // the plain document is a prefix of the suites list: the scenario suite comes last
    expect(execFileSync("xmllint", ["--xpath", "string(/testsuites/testsuite[last()]/@name)", "-"], { input: xml, encoding: "utf8" }).trim()).toBe("scenarios");
  });
});
