// Pairing is checked, never assumed (docs/compare.md "Pairing"), through `arh compare`: a baseline
// of another project, an empty candidate, traces named by position whose runs swapped, and what
// the first lines say about what was checked. The streamed comparison pairs the same way.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCompareCommand } from "../../src/commands/compare.js";
import { runValidateCommand } from "../../src/commands/validate.js";
import type { CompareResult } from "../../src/compare/types.js";
import { capture, type Run } from "../capture.js";
import Ajv2020 from "ajv/dist/2020.js";
import schema from "../../schemas/compare.schema.json" with { type: "json" };

const SAMPLES = "samples/regressions";
const POLICY = `${SAMPLES}/policy.json`;
const dir = mkdtempSync(join(tmpdir(), "arh-pairing-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const p = (name: string) => join(dir, name);
const compare = (...argv: string[]): Promise<Run> => capture(() => runCompareCommand(argv));
const validate = (...argv: string[]): Promise<Run> => capture(() => runValidateCommand(argv));
const json = (name: string): CompareResult => JSON.parse(readFileSync(p(name), "utf8")) as CompareResult;

beforeAll(async () => {
  // another project: its own policy id, its own traces
  const other = JSON.parse(readFileSync(POLICY, "utf8")) as { policy_id: string };
  other.policy_id = "another-project";
  writeFileSync(p("other-policy.json"), JSON.stringify(other));
  expect((await validate("--policy", p("other-policy.json"), "--json-out", p("other.json"), "--quiet", "samples/traces/refund-happy-path.json", "samples/traces/refund-bad-arguments.json")).code).toBe(1);
  expect((await validate("--policy", POLICY, "--json-out", p("base.json"), "--quiet", `${SAMPLES}/baseline`)).code).toBe(0);
  writeFileSync(p("empty.json"), JSON.stringify({ schema_version: "1", summary: { total_traces: 0, passed_traces: 0, failed_traces: 0, average_score: 0 }, reports: [] }));
});

describe("arh compare: a baseline whose traces do not pair", () => {
  it("another project's baseline fails by default, with the likely cause and the fix in the first lines", async () => {
    const r = await compare("--baseline", p("other.json"), "--policy", POLICY, "--json-out", p("o.json"), "--md-out", p("o.md"), `${SAMPLES}/baseline`);
    expect(r.code).toBe(1);
    const lines = r.out.split("\n");
    expect(lines[0]).toBe("arh compare: gate FAILED (fail-on regressions)");
    expect(lines[1]).toMatch(/^Checked: 2 traces validated under the policy samples\/regressions\/policy\.json, id refund-policy-v1, digest [0-9a-f]{12}; 0 of 2 baseline and 0 of 2 candidate traces paired with the baseline\. Not checked: 2 baseline traces without a candidate, 2 candidate traces without a baseline\.$/);
    expect(lines[2]).toMatch(/^ {2}- no trace pairs with the baseline: .*only in the baseline: 'refund-0001', 'refund-0004'; only in the candidate: 'refund-before-eligibility-1002', 'refund-twice-1001'.*policy id 'another-project' and this run under 'refund-policy-v1': likely a baseline of another project or policy\. Fix: /);
    const c = json("o.json");
    expect(c.gate.passed).toBe(false);
    expect(c.pairing).toEqual({ baseline_traces: 2, candidate_traces: 2, paired_traces: 0, unpaired_baseline: ["refund-0001", "refund-0004"], unpaired_candidate: ["refund-before-eligibility-1002", "refund-twice-1001"], positional_changed: [] });
    expect(c.gate).not.toHaveProperty("checked");
    expect(c.gate).not.toHaveProperty("also");
    const valid = new Ajv2020({ allErrors: true, strict: false }).compile(schema);
    expect(valid(c), JSON.stringify(valid.errors)).toBe(true);
    const md = readFileSync(p("o.md"), "utf8").split("\n");
    expect(md[0]).toMatch(/^\*\*❌ Regression gate failed\*\*/);
    expect(md[2]).toMatch(/^Checked: 2 traces validated .* 0 of 2 baseline and 0 of 2 candidate traces paired with the baseline/);
  });

  it("--unpaired warn compares anyway, and the pass never carries a pass mark", async () => {
    const r = await compare("--baseline", p("other.json"), "--policy", POLICY, "--unpaired", "warn", "--md-out", p("w.md"), `${SAMPLES}/baseline`);
    expect(r.code).toBe(0);
    expect(r.out.split("\n")[0]).toBe("arh compare: gate PASSED with nothing compared (fail-on regressions)");
    expect(r.err).toMatch(/arh compare: warning: no trace pairs with the baseline/);
    const md = readFileSync(p("w.md"), "utf8");
    expect(md.split("\n")[0]).toMatch(/^\*\*⚠️ Regression gate passed with nothing compared\*\*/);
    expect(md).not.toContain("✅");
  });

  it("an empty candidate never passes, whatever --unpaired says", async () => {
    for (const mode of ["fail", "warn"]) {
      const r = await compare("--baseline", p("base.json"), "--candidate", p("empty.json"), "--unpaired", mode, "--json-out", p(`e-${mode}.json`));
      expect(r.code).toBe(1);
      expect(json(`e-${mode}.json`).gate.reasons).toContain("the candidate has no traces: nothing was checked (a run without traces never passes); check the trace paths or the candidate report");
    }
  });

  it("some traces not paired: the first lines say so and name them; the gate decides on the pairs", async () => {
    const r = await compare("--baseline", p("base.json"), "--policy", POLICY, "--md-out", p("some.md"), `${SAMPLES}/baseline/refund-twice.json`);
    expect(r.code).toBe(0);
    const lines = r.out.split("\n");
    expect(lines[0]).toBe("arh compare: gate PASSED (fail-on regressions)");
    expect(lines[1]).toMatch(/1 of 2 baseline and 1 of 1 candidate trace paired with the baseline\. Not checked: 1 baseline trace without a candidate\.$/);
    expect(lines[2]).toBe("note: Not every trace paired with the baseline: 1 of 2 baseline and 1 of 1 candidate trace paired (only in the baseline: 'refund-before-eligibility-1002').");
    const md = readFileSync(p("some.md"), "utf8").split("\n");
    expect(md[0]).toMatch(/^\*\*✅ Regression gate passed\*\*/);
    expect(md.slice(0, 6).join("\n")).toContain("Not checked: 1 baseline trace without a candidate");
  });

  it("bad values of --unpaired and --policy-change are one usage line", async () => {
    for (const [flag, v, want] of [
      ["--unpaired", "maybe", "arh compare: --unpaired must be one of fail, warn, got 'maybe'"],
      ["--policy-change", "ignore", "arh compare: --policy-change must be one of gate, report, got 'ignore'"],
    ] as const) {
      const r = await compare("--baseline", p("base.json"), "--candidate", p("base.json"), flag, v);
      expect(r.code).toBe(2);
      expect(r.err.trim().split("\n")[0]).toBe(want);
      expect(r.err).not.toMatch(/\n\s+at /);
    }
  });

  it("the streamed comparison pairs and words it the same way", async () => {
    const a = await compare("--baseline", p("other.json"), "--candidate", p("base.json"), "--stream", "always", "--json-out", p("s.json"), "--md-out", p("s.md"));
    const b = await compare("--baseline", p("other.json"), "--candidate", p("base.json"), "--stream", "never", "--json-out", p("m.json"), "--md-out", p("m.md"));
    expect(a.code).toBe(1);
    expect(b.code).toBe(1);
    expect(a.out).toBe(b.out);
    expect(readFileSync(p("s.json"), "utf8")).toBe(readFileSync(p("m.json"), "utf8"));
    expect(readFileSync(p("s.md"), "utf8")).toBe(readFileSync(p("m.md"), "utf8"));
  });
});

describe("arh compare: traces named by position", () => {
  // The refund trace as OTLP without arh.trace_id: its id is the file stem (adapter note
  // trace_id_not_recorded), as `arh collect` names files by arrival order.
  function otlp(order: string): string {
    const doc = JSON.parse(readFileSync("test/fixtures/adapters/refund/refund.otlp.json", "utf8")) as { resourceSpans: { resource: { attributes: { key: string }[] } }[] };
    for (const rs of doc.resourceSpans) rs.resource.attributes = rs.resource.attributes.filter((a) => a.key !== "arh.trace_id");
    return JSON.stringify(doc).replaceAll("ORD-1042", order);
  }
  function runs(name: string, orders: string[]): string {
    const d = p(name);
    mkdirSync(d, { recursive: true });
    orders.forEach((o, i) => writeFileSync(join(d, `ai.generateText-${i + 1}.json`), otlp(o)));
    return d;
  }
  const policy = "test/fixtures/adapters/refund/policy.json";

  it("two runs that arrived in the other order pair by position with changed calls: the gate fails, naming them and the fix", async () => {
    const base = runs("pos-base", ["ORD-1001", "ORD-2002"]);
    expect((await validate("--policy", policy, "--json-out", p("pos-base.json"), "--quiet", base)).code).toBeLessThan(2);
    const swapped = runs("pos-swapped", ["ORD-2002", "ORD-1001"]);
    const r = await compare("--baseline", p("pos-base.json"), "--policy", policy, "--json-out", p("pos.json"), swapped);
    expect(r.code).toBe(1);
    const c = json("pos.json");
    expect(c.pairing?.positional_changed).toEqual(["ai.generateText-1", "ai.generateText-2"]);
    expect(c.gate.reasons.at(-1)).toMatch(/^2 paired traces have an id given by position, not recorded \(adapter note trace_id_not_recorded\), and their calls' arguments changed: 'ai\.generateText-1', 'ai\.generateText-2'; .* Fix: give every trace a stable id/);
    expect(r.out.split("\n")[1]).toMatch(/Not checked: 2 pairs by position only\.$/);
    // the same runs in the same order pair and pass
    const same = await compare("--baseline", p("pos-base.json"), "--policy", policy, "--json-out", p("pos-same.json"), runs("pos-same", ["ORD-1001", "ORD-2002"]));
    expect(same.code).toBe(0);
    expect(json("pos-same.json").pairing?.positional_changed).toEqual([]);
    // --unpaired warn: reported, not gated
    const warn = await compare("--baseline", p("pos-base.json"), "--policy", policy, "--unpaired", "warn", swapped);
    expect(warn.code).toBe(0);
    expect(warn.err).toMatch(/warning: 2 paired traces have an id given by position/);
  });
});

describe("isPositionalIdNote", () => {
  it("an id given by file stem or ordinal is positional; an id derived from what the run did is not", async () => {
    const { isPositionalIdNote } = await import("../../src/compare/pairing.js");
    const note = (code: string, message: string) => ({ code, message, pointer: "" });
    expect(isPositionalIdNote(note("trace_id_not_recorded", "no arh.trace_id on the resource or root span (the OTLP trace id changes every run); the file stem 'ai.generateText-1' is used"))).toBe(true);
    expect(isPositionalIdNote(note("trace_id_not_recorded", "no arh.trace_id; the file stem, root span name and ordinal 'x-2' is used"))).toBe(true);
    expect(isPositionalIdNote(note("trace_id_not_recorded", "no arh.trace_id; derived from the first input's digest"))).toBe(false);
    expect(isPositionalIdNote(note("agent_name_not_recorded", "the file stem 'x' is used"))).toBe(false);
  });
});
