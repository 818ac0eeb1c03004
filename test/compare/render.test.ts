import { describe, expect, it } from "vitest";
import Ajv2020 from "ajv/dist/2020.js";
import MarkdownIt from "markdown-it";
import { compareReports } from "../../src/compare/index.js";
import { renderCompareConsole, renderCompareJson, renderCompareMarkdown } from "../../src/report/compare.js";
import schema from "../../schemas/compare.schema.json" with { type: "json" };
import { call, finding as F, report, resp, rng, trace as T } from "./helpers.js";

const EVIL = "x`<img src=x onerror=alert(1)>|[link](http://evil)\n::error::pwned @admin #1 \u001b[31m";

function evilPair() {
  const b = report([
    T("ok", true, 100, [], { steps: [call("s1", "lookup", { id: 1 }), resp("s2")] }),
    T("fixed", false, 20, [F("ARH-SCH-001", "schema", "s1", "error", EVIL)]),
    T("gone", true, 100),
  ]);
  const c = report([
    T("ok", false, 50, [{ ...F("ARH-SAF-001", "safety", EVIL, "error", EVIL), location: { uri: "traces/a (1).json", startLine: 12, startColumn: 3, endLine: 12, endColumn: 9 } }], {
      steps: [call("s1", "lookup", { id: 2 }), call(EVIL, EVIL), resp("s2")],
    }),
    T("fixed", true, 100),
    T(EVIL, false, 10, [F("ARH-SCH-005", "schema", "s1", "warning", EVIL)]),
  ]);
  return compareReports(b, c, { failOn: "regressions", maxScoreDrop: 10 });
}

describe("renderCompareMarkdown", () => {
  const r = evilPair();
  const md = renderCompareMarkdown(r, { linkBase: "https://github.com/o/r/blob/abc" });

  it("one design: the verdict in one line, each regression as a block, the rest folded, nothing twice", () => {
    const lines = md.split("\n");
    expect(lines[0]).toMatch(/^\*\*❌ Regression gate failed\*\* · fail-on regressions, max score drop 10 · 2 regressions in 3 traces · 1 new error, 1 resolved · /);
    // one block per regression, most new errors first, each naming trace, rule, step, message and line
    const heads = lines.filter((l) => l.startsWith("#### "));
    expect(heads).toHaveLength(2);
    expect(heads[0]).toContain("<code>ok</code> · pass → fail, 1 new error, score dropped over 10 · score 100.00 → 50.00 (-50.00)");
    expect(heads[1]).toMatch(/^#### ❌ <code>x&#96;&lt;img .* · added, fails · score 10\.00$/);
    const ok = md.slice(md.indexOf(heads[0]!), md.indexOf(heads[1]!));
    expect(ok).toContain("- 🔴 **ARH-SAF-001**");
    expect(ok).toContain("[traces/a (1).json:12](https://github.com/o/r/blob/abc/traces/a%20%281%29.json#L12)");
    // the rest is folded, after the blocks; the gate reasons are the blocks, not a second list
    const folds = [...md.matchAll(/<summary>([^<(]*)/g)].map((m) => m[1]!.trim());
    expect(folds).toEqual(["✅ Resolved findings", "Removed since the baseline", "Trajectory drift", "All traces"]);
    expect(md.indexOf("<details>")).toBeGreaterThan(md.indexOf(heads[1]!));
    expect(md).not.toMatch(/reasons:|^### /m);
    // every trace id appears in exactly one block or fold list besides the per-trace table
    expect(md.split("<code>ok</code>").length - 1).toBe(1);
  });

  it("escapes all trace text: no HTML, links, mentions or table breaks", () => {
    const html = new MarkdownIt({ html: true, linkify: false }).render(md);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toContain('href="http://evil');
    // a mention is a code span (GitHub links nothing in code), never bare text
    expect(html.replace(/<code>[^<]*<\/code>/g, "")).not.toContain("@admin");
    expect(md).not.toContain("\u001b");
    // every table row keeps its column count
    for (const block of md.split("\n\n")) {
      const rows = block.split("\n").filter((l) => l.startsWith("|"));
      if (rows.length < 2) continue;
      const cols = (l: string) => l.replace(/\\\|/g, "").split("|").length;
      for (const row of rows) expect(cols(row), row).toBe(cols(rows[0]!));
    }
    // the only link is the file link, path-encoded
    expect(md).toContain("(https://github.com/o/r/blob/abc/traces/a%20%281%29.json#L12)");
  });

  it("says when a score drop is over the limit", () => {
    expect(md).toContain("score dropped over 10");
  });

  it("is stable", () => {
    expect(renderCompareMarkdown(evilPair(), { linkBase: "https://github.com/o/r/blob/abc" })).toBe(md);
  });

  it("says so when the gate passes", () => {
    const same = report([T("a", true, 100)]);
    const ok = renderCompareMarkdown(compareReports(same, same, { failOn: "regressions" }));
    expect(ok.startsWith("**✅ Regression gate passed** · ")).toBe(true);
    expect(ok).not.toContain("####");
  });
});

describe("renderCompareConsole", () => {
  it("neutralises workflow commands and control characters", () => {
    const out = renderCompareConsole(evilPair());
    expect(out).not.toMatch(/(^|\n)\s*::/);
    expect(out).not.toContain("::error::");
    expect(out).not.toContain("\u001b");
    expect(out.startsWith("arh compare: gate FAILED (fail-on regressions, max score drop 10)\n")).toBe(true);
    expect(out).toContain("changed arguments: lookup s1");
  });
});

describe("compare JSON", () => {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  const validate = ajv.compile(schema);

  it("validates against schemas/compare.schema.json, also with hostile text", () => {
    const doc = JSON.parse(renderCompareJson(evilPair()));
    expect(validate(doc), JSON.stringify(validate.errors)).toBe(true);
  });

  it("validates on generated pairs with drift, in every mode", () => {
    const rand = rng(99);
    const tools = ["a", "b", "c"];
    const gen = () =>
      report(
        Array.from({ length: 5 }, (_, i) => i)
          .filter(() => rand() < 0.8)
          .map((i) =>
            T(`t${i}`, rand() < 0.5, Math.round(rand() * 10000) / 100, rand() < 0.5 ? [F("ARH-FLW-003", "flow", "s1")] : [], {
              steps: Array.from({ length: Math.floor(rand() * 6) }, (_, k) => (rand() < 0.2 ? resp(`r${k}`) : call(`s${k}`, tools[Math.floor(rand() * 3)]!, { v: Math.floor(rand() * 2) }))),
            }),
          ),
      );
    for (let n = 0; n < 50; n++) {
      const b = gen();
      const c = gen();
      for (const failOn of ["regressions", "failures", "never"] as const) {
        const doc = JSON.parse(renderCompareJson(compareReports(b, c, { failOn, maxScoreDrop: n % 2 ? 3 : null })));
        expect(validate(doc), JSON.stringify(validate.errors)).toBe(true);
      }
    }
  });

  it("keeps the harness key order", () => {
    const doc = JSON.parse(renderCompareJson(evilPair()));
    expect(Object.keys(doc)).toEqual(["schema_version", "baseline_policy_id", "candidate_policy_id", "summary", "gate", "traces", "usage"]); // usage: additive (docs/cost.md)
    expect(Object.keys(doc.summary).slice(0, 10)).toEqual(["traces_compared", "traces_added", "traces_removed", "pass_to_fail", "fail_to_pass", "new_findings", "new_error_findings", "resolved_findings", "average_score_delta", "max_score_drop"]);
    expect(Object.keys(doc.traces[0]).slice(0, 11)).toEqual(["trace_id", "status_change", "baseline_passed", "candidate_passed", "baseline_score", "candidate_score", "score_delta", "latency_delta_ms", "cost_delta_usd", "new_findings", "resolved_findings"]);
    const f = doc.traces.find((t: { new_findings: unknown[] }) => t.new_findings.length).new_findings[0];
    expect(Object.keys(f).slice(0, 6)).toEqual(["trace_id", "severity", "category", "message", "step_id", "rule_id"]);
  });
});

describe("limits", () => {
  it("lists at most maxRows rows per section and counts the rest", () => {
    const c = report(Array.from({ length: 30 }, (_, i) => T(`t${String(i).padStart(2, "0")}`, false, 0, [F("ARH-SCH-001", "schema", "s1")])));
    const r = compareReports(report([]), c, { failOn: "regressions" });
    const md = renderCompareMarkdown(r, { maxRows: 10 });
    expect(md).toContain("… and 20 more (see the compare JSON).");
    expect(md).not.toContain("| t10 |");
    expect(renderCompareMarkdown(r)).toContain("| t29 |");
  });
  it("rejects an unknown gate mode", () => {
    expect(() => compareReports(report([]), report([]), { failOn: "sometimes" as never })).toThrow(/fail_on must be one of/);
  });
});

describe("order", () => {
  it("findings of a trace by step position (s2 before s10), traces kept together", () => {
    const steps = ["s10", "s2", "s1", "s100"];
    const loc = (l: number) => ({ uri: "traces/a.json", startLine: l, startColumn: 1, endLine: l, endColumn: 2 });
    const b = report([T("a", false, 50, steps.map((s, i) => ({ ...F("ARH-SCH-001", "schema", s, "warning", `w ${s}`), location: loc(Number(s.slice(1)) * 10 + i) })))]);
    const c = report([T("a", true, 100)]);
    const md = renderCompareMarkdown(compareReports(b, c, { failOn: "regressions" }));
    const at = (s: string) => md.indexOf(`| ${s} |`);
    expect(at("s1")).toBeLessThan(at("s2"));
    expect(at("s2")).toBeLessThan(at("s10"));
    expect(at("s10")).toBeLessThan(at("s100"));
  });
});
