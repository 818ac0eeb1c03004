// Console report and report-file writing.
import { afterAll, describe, expect, test } from "vitest";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderConsole, renderJunit, renderMarkdown, renderSarif, writeReports } from "../../src/report/index.js";
import { renderJson } from "../../src/report/json.js";
import { handReport, samplesReport } from "./fixtures.js";

const work = mkdtempSync(join(tmpdir(), "arh-console-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("console renderer", () => {
  test("lists traces and findings with file:line:col and a summary", async () => {
    const r = await samplesReport();
    const out = renderConsole(r);
    expect(out).toMatch(/^FAIL refund-0004 \(refund-copilot\/refund\) score 80\.31/m);
    expect(out).toMatch(/^PASS refund-0001 /m);
    expect(out).toMatch(/^ERROR samples\/traces\/refund-truncated\.json/m);
    expect(out).toContain("ARH-SCH-009 step s5: ");
    expect(out).toContain("samples/traces/refund-bad-arguments.json:69:9");
    expect(out).toMatch(/^Summary: \d+ of \d+ traces failed; average score \d+\.\d\d, threshold 70\.00, policy refund-copilot-v1$/m);
    expect(out).not.toContain("\u001b[");
    expect(out).not.toContain("expected:");
    const verbose = renderConsole(r, { verbose: true });
    expect(verbose).toContain("expected: {\"min\":0.01,\"max\":500}");
    expect(verbose).toContain("fix: ");
    expect(renderConsole(r, { color: true })).toContain("\u001b[31mFAIL\u001b[0m");
  });

  test("trace text cannot inject workflow commands, ANSI escapes or extra lines", () => {
    const r = handReport();
    r.reports[0]!.trace_id = "::error file=x::pwned";
    r.reports[0]!.findings[0]!.message = "ok\n::add-mask::Zq9SECRET\r\n  ::set-output name=x::y \u001b[2J\u001b]0;title\u0007 \u0000";
    r.reports[0]!.findings[0]!.step_id = "::warning::s";
    const out = renderConsole(r, { verbose: true, color: true });
    for (const line of out.split("\n")) expect(line.trimStart().startsWith("::")).toBe(false);
    expect(out).not.toMatch(/::(error|warning|add-mask|set-output)/);
    // our own colour codes only
    const withoutOurs = out.replace(/\u001b\[(0|1|2|31|32|33)m/g, "");
    expect(withoutOurs).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
    expect(out.split("\n").filter((l) => l.includes("Zq9SECRET"))).toHaveLength(1);
  });

  test("notes the SARIF cut when there are more than 25,000 findings", () => {
    const r = handReport();
    const f = r.reports[0]!.findings[0]!;
    r.reports[0]!.findings = Array.from({ length: 25_001 }, () => ({ ...f, severity: "info" as const }));
    expect(renderConsole(r)).toMatch(/SARIF output keeps the 25000 most severe of \d+ findings/);
  });
});

describe("writeReports", () => {
  test("writes each requested file atomically (mkdir -p), returns the paths, leaves no temp files", () => {
    const r = handReport();
    const flags = {
      jsonOut: join(work, "a/b/report.json"),
      mdOut: join(work, "md/report.md"),
      junitOut: join(work, "x/y/z/junit.xml"),
      sarifOut: join(work, "arh.sarif"),
      sarifCategory: "traces",
      linkBase: "https://github.com/o/r/blob/abc/",
    };
    const paths = writeReports(r, flags);
    expect(paths).toEqual([flags.jsonOut, flags.mdOut, flags.junitOut, flags.sarifOut]);
    expect(readFileSync(flags.jsonOut, "utf8")).toBe(renderJson(r));
    expect(readFileSync(flags.mdOut, "utf8")).toBe(renderMarkdown(r, { linkBase: flags.linkBase }));
    expect(readFileSync(flags.junitOut, "utf8")).toBe(renderJunit(r));
    expect(readFileSync(flags.sarifOut, "utf8")).toBe(renderSarif(r, { category: "traces" }));
    expect(JSON.parse(readFileSync(flags.sarifOut, "utf8")).runs[0].automationDetails.id).toBe("traces/");
    // overwrite in place, no leftovers
    writeReports(r, flags);
    const all = (d: string): string[] => readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? all(join(d, e.name)) : [e.name]));
    expect(all(work).filter((n) => n.includes(".tmp-"))).toEqual([]);
    expect(writeReports(r, {})).toEqual([]);
    expect(existsSync(join(work, "none"))).toBe(false);
  });
});
