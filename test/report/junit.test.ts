// JUnit XML: validated with xmllint against test/fixtures/junit.xsd (Jenkins/Ant de facto format
// with file/line on testcase), on real engine output and on hostile text.
import { afterAll, describe, expect, test } from "vitest";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Report } from "../../src/types.js";
import { renderJunit } from "../../src/report/index.js";
import { ROOT, handReport, samplesReport } from "./fixtures.js";

const XSD = join(ROOT, "test/fixtures/junit.xsd");
const work = mkdtempSync(join(tmpdir(), "arh-junit-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function xmllint(xml: string, name: string): string {
  const f = join(work, name);
  writeFileSync(f, xml);
  try {
    return execFileSync("xmllint", ["--schema", XSD, "--noout", f], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (e) {
    throw new Error(`xmllint rejected ${name}: ${(e as { stderr?: string }).stderr ?? (e as Error).message}`);
  }
}

/** Attributes of every <tag ...> occurrence. */
function elements(xml: string, tag: string): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  for (const m of xml.matchAll(new RegExp(`<${tag}(\\s[^>]*)?>`, "g"))) {
    const attrs: Record<string, string> = {};
    for (const a of (m[1] ?? "").matchAll(/([\w-]+)="([^"]*)"/g)) attrs[a[1]!] = a[2]!;
    out.push(attrs);
  }
  return out;
}

describe("JUnit renderer", () => {
  test("samples: validates against the XSD; suites, cases, totals, file/line, time", async () => {
    const report = await samplesReport();
    const xml = renderJunit(report);
    xmllint(xml, "samples.xml");
    const cases = elements(xml, "testcase");
    expect(cases).toHaveLength(report.reports.length);
    for (const [i, e] of report.reports.entries()) {
      const c = cases.find((x) => x.name === e.trace_id.replace(/&/g, "&amp;"))!;
      expect(c, e.trace_id).toBeDefined();
      if (e.kind !== "input") expect(c.classname).toBe(`${e.agent_name}.${e.workflow}`);
      expect(c.time).toBe((e.total_latency_ms / 1000).toFixed(3));
      expect(c.file).toBe(e.location?.uri ?? e.source_path);
      expect(Number(c.line)).toBeGreaterThanOrEqual(1);
      void i;
    }
    // line = the first failing step (refund-bad-arguments: step s1's order_id, line 12)
    expect(cases.find((c) => c.name === "refund-0004")!.line).toBe("12");
    expect(elements(xml, "failure").find((f) => f.message!.includes("ARH-SCH-008"))!.message).toMatch(/first: ARH-SCH-008 at step s1: /);
    const suites = elements(xml, "testsuite");
    expect(suites.map((s) => s.name)).toContain("refund-copilot.refund");
    const root = elements(xml, "testsuites")[0]!;
    expect(Number(root.tests)).toBe(report.reports.length);
    const inputs = report.reports.filter((e) => e.kind === "input").length;
    expect(Number(root.errors)).toBe(inputs);
    expect(Number(root.failures)).toBe(report.reports.filter((e) => !e.passed && e.kind !== "input").length);
    expect(Number(root.failures) + Number(root.errors)).toBe(report.summary.failed_traces);
    expect(elements(xml, "error")).toHaveLength(inputs);
    expect(elements(xml, "failure").every((f) => f.type === "PolicyViolation")).toBe(true);
    // suite counts add up
    expect(suites.reduce((n, s) => n + Number(s.tests), 0)).toBe(Number(root.tests));
    expect(suites.reduce((n, s) => n + Number(s.failures), 0)).toBe(Number(root.failures));
    // the failure body lists each finding with rule, step, message, expected/observed
    expect(xml).toContain("[error] ARH-SCH-009 Argument out of range (step s5, samples/traces/refund-bad-arguments.json:69:9)");
    expect(xml).toMatch(/expected: \{&quot;min&quot;:0\.01,&quot;max&quot;:500\}\n\s+observed: 1200/);
    // score and policy as properties
    expect(xml).toContain('<property name="score" value="80.31"/>');
    expect(xml).toContain('<property name="policy_id" value="refund-copilot-v1"/>');
  });

  test("control characters are replaced, markup escaped, and the result still validates", () => {
    const r: Report = handReport();
    const e = r.reports[0]!;
    e.trace_id = "t\u0000<x>&\"'\u0007\ud800";
    e.agent_name = "a\u001b[31m";
    e.workflow = "w]]>";
    e.findings[0]!.message = "bad \u0001\u0002\u000b\u000c\u001f\ufffe\uffff chars <script>]]> &amp; \r\n end";
    e.findings[0]!.step_id = "s\u0000";
    e.findings[0]!.observed = "\u0003";
    const xml = renderJunit(r);
    xmllint(xml, "hostile.xml");
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/);
    expect(xml).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
    expect(xml).toContain("\ufffd");
    expect(xml).not.toContain("<script>");
    expect(elements(xml, "testcase")[0]!.classname).toBe("a\ufffd[31m.w]]&gt;");
  });

  test("not-scored entries are skipped, passing ones with warnings keep them in system-out", () => {
    const r = handReport();
    r.reports[1]!.scored = false;
    r.reports[1]!.notes = ["memory trace without adapter or results"];
    const xml = renderJunit(r);
    xmllint(xml, "skipped.xml");
    expect(elements(xml, "skipped")).toEqual([{ message: "memory trace without adapter or results" }]);
    const r2 = handReport();
    r2.reports[3]!.passed = true;
    r2.reports[3]!.findings = r2.reports[3]!.findings.filter((f) => f.severity !== "error");
    const xml2 = renderJunit(r2);
    xmllint(xml2, "warn.xml");
    expect(xml2).toMatch(/<system-out>\[warning\] ARH-SCH-010/);
  });

  test("empty report and byte-identical output", async () => {
    const empty: Report = { schema_version: "1", summary: { total_traces: 0, passed_traces: 0, failed_traces: 0, average_score: 0 }, reports: [] };
    xmllint(renderJunit(empty), "empty.xml");
    expect(renderJunit(await samplesReport())).toBe(renderJunit(await samplesReport()));
  });
});
