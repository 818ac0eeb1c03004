// The compare JSON's two layouts (docs/compare.md "The compare JSON's formats"): `harness` (the
// default) writes the bytes recorded in test/golden/compare/harness.json, the comparison of
// samples/regressions plus samples/traces (16 traces, 2 regressions, 14 unchanged) as written
// before `compact` existed; `compact` (compare_format 2) lists the 14 traces that changed nothing
// as ids and the 2 others in full. Both the same in memory and streamed, with 1 or 2 jobs, from a
// report or a bundle. A comparison where every trace changed (the sample pair alone) summarizes none.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import schema from "../../schemas/compare.schema.json" with { type: "json" };
import { BASE_TRACES, CAND_TRACES, POLICY, ROOT, compare, validate } from "../bundle/helpers.js";
import { isUnchangedTrace } from "../../src/report/compare.js";
import type { CompareTrace } from "../../src/compare/types.js";

const OTHERS = "samples/traces";
const GOLDEN = readFileSync(join(ROOT, "test/golden/compare/harness.json"), "utf8");
let dir: string;
const p = (name: string): string => join(dir, name);
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "arh-json-format-"));
  expect((await validate("--policy", POLICY, "--json-out", p("base.json"), "--quiet", BASE_TRACES, OTHERS)).err).toBe("");
  expect((await validate("--policy", POLICY, "--bundle-out", p("base.zip"), "--quiet", BASE_TRACES, OTHERS)).err).toBe("");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(tag: string, ...argv: string[]): Promise<{ code: number; json: string }> {
  const r = await compare(...argv, "--policy", POLICY, "--json-out", p(`${tag}.json`), "--quiet", CAND_TRACES, OTHERS);
  expect(r.err, tag).toBe("");
  return { code: r.code, json: readFileSync(p(`${tag}.json`), "utf8") };
}

describe("the compare JSON's formats", () => {
  it("harness (the default, and by name) writes the golden bytes, in memory and streamed, with 1 and 2 jobs", async () => {
    for (const mode of ["never", "always"]) {
      for (const jobs of ["1", "2"]) {
        const byDefault = await run(`h-${mode}-${jobs}`, "--stream", mode, "--jobs", jobs, "--baseline", p("base.json"));
        expect(byDefault.code).toBe(1); // the two sample regressions
        expect(byDefault.json, `${mode} ${jobs}`).toBe(GOLDEN);
        const named = await run(`hn-${mode}-${jobs}`, "--json-format", "harness", "--stream", mode, "--jobs", jobs, "--baseline", p("base.json"));
        expect(named.json).toBe(GOLDEN);
      }
    }
  });

  it("compact lists the 14 unchanged traces as ids and the 2 regressions in full, the same bytes every way", async () => {
    const outs: string[] = [];
    for (const baseline of ["base.json", "base.zip"]) {
      for (const mode of ["never", "always"]) {
        for (const jobs of ["1", "2"]) outs.push((await run(`c-${baseline}-${mode}-${jobs}`, "--json-format", "compact", "--stream", mode, "--jobs", jobs, "--baseline", p(baseline))).json);
      }
    }
    for (const o of outs) expect(o).toBe(outs[0]);
    const full = JSON.parse(GOLDEN) as { traces: CompareTrace[] } & Record<string, unknown>;
    const c = JSON.parse(outs[0]!) as { compare_format: number; unchanged: { count: number; passing: string[]; failing: string[] }; traces: CompareTrace[] } & Record<string, unknown>;
    expect(Object.keys(c).slice(0, 2)).toEqual(["schema_version", "compare_format"]);
    expect(c.compare_format).toBe(2);
    const valid = new Ajv2020({ allErrors: true, strict: false }).compile(schema);
    expect(valid(c), JSON.stringify(valid.errors)).toBe(true);
    expect(valid(full), JSON.stringify(valid.errors)).toBe(true);
    expect(c.unchanged.count).toBe(14);
    expect(c.unchanged.passing.length + c.unchanged.failing.length).toBe(14);
    expect(c.traces.map((t) => t.trace_id)).toEqual(["refund-before-eligibility-1002", "refund-twice-1001"]);
    // every trace of the harness JSON is in exactly one place, in full where it changed something
    const unchanged = full.traces.filter(isUnchangedTrace);
    expect(unchanged.filter((t) => t.candidate_passed).map((t) => t.trace_id)).toEqual(c.unchanged.passing);
    expect(unchanged.filter((t) => !t.candidate_passed).map((t) => t.trace_id)).toEqual(c.unchanged.failing);
    expect(c.traces).toEqual(full.traces.filter((t) => !isUnchangedTrace(t)));
    // the rest of the document is the harness one
    const { compare_format: _f, unchanged: _u, traces: _t, ...rest } = c;
    const { traces: _ft, ...fullRest } = full;
    expect(rest).toEqual(fullRest);
  });

  it("compact summarizes nothing when every trace changed, and refuses an unknown format in one line", async () => {
    const base = p("pair.json");
    expect((await validate("--policy", POLICY, "--json-out", base, "--quiet", BASE_TRACES)).err).toBe("");
    await compare("--json-format", "compact", "--baseline", base, "--policy", POLICY, "--json-out", p("pair-c.json"), "--quiet", CAND_TRACES);
    const c = JSON.parse(readFileSync(p("pair-c.json"), "utf8")) as { unchanged: { count: number; passing: string[]; failing: string[] }; traces: unknown[] };
    expect(c.unchanged).toEqual({ count: 0, passing: [], failing: [] });
    expect(c.traces).toHaveLength(2);
    const bad = await compare("--json-format", "short", "--baseline", base, "--policy", POLICY, "--quiet", CAND_TRACES);
    expect(bad.code).toBe(2);
    expect(bad.err.trim().split("\n")).toHaveLength(1);
    expect(bad.err).toContain("harness, compact");
  });
});
