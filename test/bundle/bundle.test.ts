// The baseline bundle through the CLI (docs/bundle.md): `arh validate --bundle-out DIR|FILE.zip`
// and `arh compare --baseline DIR|FILE.zip`, and the policy-aware comparison: a policy change is
// told apart from an agent change, and only the agent's regressions gate.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Ajv2020 from "ajv/dist/2020.js";
import compareSchema from "../../schemas/compare.schema.json" with { type: "json" };
import reportSchema from "../../schemas/report.schema.json" with { type: "json" };
import type { CompareResult } from "../../src/compare/types.js";
import { BUNDLE_HINT } from "../../src/compare/policy.js";
import { openBundleDir } from "../../src/bundle/read.js";
import { BASE_TRACES, CAND_TRACES, POLICY, compare, strictPolicy, validate } from "./helpers.js";

const ajv = new Ajv2020({ allErrors: true, strict: false });
const validCompare = ajv.compile(compareSchema);
const validReport = ajv.compile(reportSchema);

let dir: string;
const p = (name: string) => join(dir, name);
let strict: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "arh-bundle-"));
  strict = strictPolicy(dir);
  for (const [out, policy] of [
    ["base", POLICY],
    ["base.zip", POLICY],
    ["strict-base", strict],
  ] as const) {
    const r = await validate("--policy", policy, "--bundle-out", p(out), "--quiet", BASE_TRACES);
    expect(r.err).toBe("");
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const json = (name: string): CompareResult => JSON.parse(readFileSync(p(name), "utf8")) as CompareResult;

describe("arh validate --bundle-out", () => {
  it("writes the report, the traces at their report paths, the policy and a manifest of their digests", () => {
    expect(readdirSync(p("base")).sort()).toEqual(["bundle.json", "index.jsonl", "policy.json", "report.json", "traces"]);
    const b = openBundleDir(p("base"), "base");
    const manifest = JSON.parse(readFileSync(p("base/bundle.json"), "utf8")) as { traces: { path: string; bytes: number; sha256: string }[] };
    expect(manifest.traces.map((t) => t.path)).toEqual(["samples/regressions/baseline/refund-before-eligibility.json", "samples/regressions/baseline/refund-twice.json"]);
    const { tracesDir, files } = b.traceFiles();
    expect(files).toEqual(manifest.traces.map((t) => join(tracesDir, t.path)));
    for (const t of manifest.traces) expect(readFileSync(join(p("base"), "traces", t.path))).toEqual(readFileSync(t.path));
    expect(readFileSync(p("base/policy.json"), "utf8")).toBe(readFileSync(POLICY, "utf8"));
    expect(b.report.format_version).toBe(3);
    expect(b.report.policy_digest).toBe(b.policy.digest);
    expect(validReport(JSON.parse(readFileSync(p("base/report.json"), "utf8")))).toBe(true);
    expect(b.quarantine).toBeNull();
  });

  it("writes the same report as --json-out, and the same zip bytes every time", async () => {
    await validate("--policy", POLICY, "--json-out", p("plain.json"), "--quiet", BASE_TRACES);
    expect(readFileSync(p("base/report.json"), "utf8")).toBe(readFileSync(p("plain.json"), "utf8"));
    await validate("--policy", POLICY, "--bundle-out", p("again.zip"), "--json-out", p("again.json"), "--quiet", BASE_TRACES);
    expect(readFileSync(p("again.zip")).equals(readFileSync(p("base.zip")))).toBe(true);
    expect(readFileSync(p("again.json"), "utf8")).toBe(readFileSync(p("plain.json"), "utf8"));
  });

  it("carries the quarantine it is given; refuses --quarantine without a bundle and a bundle of a shard", async () => {
    const q = p("q.json");
    const { writeFileSync } = await import("node:fs");
    writeFileSync(q, JSON.stringify({ entries: [] }));
    const r = await validate("--policy", POLICY, "--bundle-out", p("with-q"), "--quarantine", q, "--quiet", BASE_TRACES);
    expect(r.code).toBe(0);
    expect(existsSync(p("with-q/quarantine.json"))).toBe(true);
    expect(openBundleDir(p("with-q"), "with-q").quarantine).not.toBeNull();
    const alone = await validate("--policy", POLICY, "--quarantine", q, "--quiet", BASE_TRACES);
    expect(alone.code).toBe(2);
    expect(alone.err).toMatch(/^arh validate: --quarantine is carried in a baseline bundle: pass --bundle-out too$/m);
    const shard = await validate("--policy", POLICY, "--bundle-out", p("s"), "--shard", "1/2", "--partial-out", p("s.json"), "--quiet", BASE_TRACES);
    expect(shard.code).toBe(2);
    expect(shard.err).toMatch(/--bundle-out cannot be used with --shard/);
  });
});

describe("arh compare --baseline BUNDLE, same policy", () => {
  it("gates exactly as the bare report, folder and zip alike", async () => {
    await validate("--policy", POLICY, "--json-out", p("bare.json"), "--quiet", BASE_TRACES);
    const runs = [];
    for (const b of ["bare.json", "base", "base.zip"]) {
      runs.push(await compare("--baseline", p(b), "--policy", POLICY, "--json-out", p(`cmp-${b}.json`), "--md-out", p(`cmp-${b}.md`), CAND_TRACES));
    }
    for (const r of runs) expect(r.code).toBe(1);
    expect(runs[1]!.out).toBe(runs[0]!.out);
    expect(runs[2]!.out).toBe(runs[0]!.out);
    expect(readFileSync(p("cmp-base.json"), "utf8")).toBe(readFileSync(p("cmp-bare.json.json"), "utf8"));
    expect(readFileSync(p("cmp-base.zip.json"), "utf8")).toBe(readFileSync(p("cmp-bare.json.json"), "utf8"));
    expect(json("cmp-base.json").policy_change).toBeUndefined();
    // the bare report's Markdown says what a bundle would add; the bundle's does not
    expect(readFileSync(p("cmp-bare.json.md"), "utf8")).toContain("baseline bundle (report, traces and policy");
    expect(readFileSync(p("cmp-base.md"), "utf8")).not.toContain("bare report");
    expect(runs[0]!.err).not.toContain(BUNDLE_HINT);
  });

  it("draws the before side of a trace diff from the bundle's traces: arguments, results, latency, tokens", async () => {
    const r = await compare("--baseline", p("base"), "--policy", POLICY, "--diff-out", p("diffs"), "--quiet", CAND_TRACES);
    expect(r.code).toBe(1);
    const doc = JSON.parse(readFileSync(p("diffs/refund-twice-1001.json"), "utf8")) as { rails: { steps: Record<string, unknown>[] }[] };
    const [before, after] = doc.rails as [{ steps: Record<string, unknown>[] }, { steps: Record<string, unknown>[] }];
    expect(before.steps[0]).toMatchObject({ tool: "lookup_order", args: { order_id: "ORD-1042" }, timestamp_ms: expect.any(Number), tokens: expect.any(Number) });
    expect(String(before.steps[0]!.result)).not.toBe("ok");
    expect(Object.keys(before.steps[0]!).sort()).toEqual(Object.keys(after.steps[0]!).sort());
  });
});

describe("arh compare: a policy change told apart from an agent change", () => {
  it("a PR that only adds a rule turning unchanged traces red fails by default, naming them; --policy-change report passes and shows what the rule adds", async () => {
    const gated = await compare("--baseline", p("base.zip"), "--policy", strict, "--json-out", p("add-gated.json"), "--quiet", BASE_TRACES);
    expect(gated.code).toBe(1);
    expect(json("add-gated.json").gate.reasons).toEqual([expect.stringMatching(/^this pull request's policy change turns 2 traces red that pass under the base branch's policy: refund-before-eligibility-1002, refund-twice-1001 /)]);
    const r = await compare("--baseline", p("base.zip"), "--policy", strict, "--policy-change", "report", "--json-out", p("add.json"), "--md-out", p("add.md"), BASE_TRACES);
    expect(r.code).toBe(0);
    const c = json("add.json");
    expect(validCompare(c)).toBe(true);
    expect(c.gate.passed).toBe(true);
    expect(c.summary.new_findings).toBe(0);
    const pc = c.policy_change!;
    expect(pc.rejudged).toBe(true);
    expect(pc.baseline_policy_digest).not.toBe(pc.candidate_policy_digest);
    expect(pc.summary).toEqual({ traces: 2, new_findings: 4, new_error_findings: 4, resolved_findings: 0, pass_to_fail: 2, fail_to_pass: 0 });
    expect(new Set(pc.new_findings!.map((f) => f.rule_id))).toEqual(new Set(["ARH-BUD-001"]));
    const md = readFileSync(p("add.md"), "utf8");
    const top = md.split("\n<details>")[0]!;
    expect(top).toContain("The policy change adds 4 findings (4 errors) to the baseline's own traces");
    expect(top).toContain("refund-twice-1001:ARH-BUD-001 at step s3");
    expect(r.err).toMatch(/^arh compare: note: Policy changed since the baseline/m);
  });

  it("a PR that changes both fails exactly on the agent's regressions", async () => {
    const r = await compare("--baseline", p("base"), "--policy", strict, "--json-out", p("both.json"), CAND_TRACES, "--quiet");
    expect(r.code).toBe(1);
    const c = json("both.json");
    // like with like: the candidate against the baseline's traces judged under the same (strict) policy
    const base = await validate("--policy", strict, "--json-out", p("strict-base.json"), "--quiet", BASE_TRACES);
    expect(base.code).toBe(1);
    const ref = await compare("--baseline", p("strict-base.json"), "--policy", strict, "--json-out", p("both-ref.json"), CAND_TRACES, "--quiet");
    expect(ref.code).toBe(1);
    const want = json("both-ref.json");
    expect(c.gate).toEqual(want.gate);
    expect(c.traces).toEqual(want.traces);
    expect(c.gate.reasons[0]).toMatch(/ARH-SEQ-003 at step s2/);
    expect(c.gate.reasons[0]).toMatch(/ARH-FLW-003 at step s4/);
    // the policy's own findings on the baseline's unchanged steps are not the agent's
    expect(c.traces.flatMap((t) => t.new_findings).some((f) => f.rule_id === "ARH-BUD-001" && f.trace_id === "refund-twice-1001" && f.step_id === "s3")).toBe(false);
    expect(c.policy_change?.summary?.new_findings).toBe(4);
  });

  it("a PR that loosens a rule shows, at the top, the findings the loosening removes from the baseline's own traces", async () => {
    const r = await compare("--baseline", p("strict-base"), "--policy", POLICY, "--json-out", p("loose.json"), "--md-out", p("loose.md"), BASE_TRACES);
    expect(r.code).toBe(0);
    const c = json("loose.json");
    expect(c.summary.resolved_findings).toBe(0); // never a silent "resolved"
    expect(c.policy_change!.summary!.resolved_findings).toBe(4);
    expect(c.policy_change!.summary!.fail_to_pass).toBe(2);
    const md = readFileSync(p("loose.md"), "utf8").split("\n");
    const at = md.findIndex((l) => l.includes("The policy change removes 4 findings from the baseline's own traces"));
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(12); // right under the verdict line, what was checked and the two directions
    expect(md[at]).toContain("refund-before-eligibility-1002:ARH-BUD-001 at step s3");
  });

  it("without traces in the baseline, a changed policy is stated plainly", async () => {
    await validate("--policy", POLICY, "--json-out", p("bare2.json"), "--quiet", BASE_TRACES);
    const r = await compare("--baseline", p("bare2.json"), "--policy", strict, "--json-out", p("bare-strict.json"), "--md-out", p("bare-strict.md"), BASE_TRACES, "--quiet");
    const c = json("bare-strict.json");
    expect(c.policy_change).toEqual({ baseline_policy_digest: expect.stringMatching(/^sha256:/), candidate_policy_digest: expect.stringMatching(/^sha256:/), rejudged: false });
    expect(r.code).toBe(1); // compared across policies, as a bare report always was
    expect(r.err).toMatch(/Policy changed since the baseline .* could not be re-judged \(the baseline is a bare report without its traces\)/);
    expect(readFileSync(p("bare-strict.md"), "utf8").split("\n<details>")[0]).toContain("could not be re-judged");
  });

  it("two bare reports of different policies are never streamed across policies: the comparison in memory says so", async () => {
    await validate("--policy", POLICY, "--json-out", p("bare3.json"), "--quiet", BASE_TRACES);
    await validate("--policy", strict, "--json-out", p("cand3.json"), "--quiet", BASE_TRACES);
    const streamed = await compare("--baseline", p("bare3.json"), "--candidate", p("cand3.json"), "--stream", "always", "--json-out", p("s3.json"), "--md-out", p("s3.md"), "--quiet");
    const inMemory = await compare("--baseline", p("bare3.json"), "--candidate", p("cand3.json"), "--stream", "never", "--json-out", p("m3.json"), "--md-out", p("m3.md"), "--quiet");
    expect(streamed.code).toBe(inMemory.code);
    expect(readFileSync(p("s3.json"), "utf8")).toBe(readFileSync(p("m3.json"), "utf8"));
    expect(readFileSync(p("s3.md"), "utf8")).toBe(readFileSync(p("m3.md"), "utf8"));
    expect(json("s3.json").policy_change?.rejudged).toBe(false);
    // same policy: streamed, and the bare report's note in both
    const same = await compare("--baseline", p("bare3.json"), "--candidate", p("bare3.json"), "--stream", "always", "--md-out", p("same.md"), "--quiet");
    expect(same.code).toBe(0);
    expect(readFileSync(p("same.md"), "utf8")).toContain("The baseline is a bare report");
  });

  it("a candidate report without its policy: the bundle is not re-judged, and the summary says why", async () => {
    await validate("--policy", strict, "--json-out", p("cand-strict.json"), "--quiet", BASE_TRACES);
    const r = await compare("--baseline", p("base"), "--candidate", p("cand-strict.json"), "--json-out", p("nopol.json"), "--quiet");
    expect(json("nopol.json").policy_change?.rejudged).toBe(false);
    expect(r.err).toMatch(/could not be re-judged \(pass the candidate's policy \(--policy\) to re-judge\)/);
    // re-judged: the traces the stricter policy turns red (they pass under the bundle's) fail the gate unless reported only
    const red = await compare("--baseline", p("base"), "--candidate", p("cand-strict.json"), "--policy", strict, "--json-out", p("withpol-red.json"), "--quiet");
    expect(red.code).toBe(1);
    expect(json("withpol-red.json").gate.reasons.join("\n")).toMatch(/turns 2 traces red/);
    const ok = await compare("--baseline", p("base"), "--candidate", p("cand-strict.json"), "--policy", strict, "--policy-change", "report", "--json-out", p("withpol.json"), "--quiet");
    expect(ok.code).toBe(0);
    expect(json("withpol.json").policy_change?.rejudged).toBe(true);
  });
});

describe("memory traces in a bundle", () => {
  const MEM = "samples/memory";
  it("are judged again from the recorded results the bundle carries; without them, kept as first judged", async () => {
    const loose = p("mem-loose.json");
    const { writeFileSync } = await import("node:fs");
    const pol = JSON.parse(readFileSync(`${MEM}/policy.json`, "utf8")) as { memory: Record<string, number> };
    pol.memory.min_hit_rate = 0.5;
    writeFileSync(loose, JSON.stringify(pol));
    const made = await validate("--policy", `${MEM}/policy.json`, "--memory-results", `${MEM}/results.json`, "--bundle-out", p("mem"), "--quiet", `${MEM}/traces`);
    expect(made.code, made.err).toBe(0);
    expect(existsSync(p("mem/memory-results.json"))).toBe(true);
    await validate("--policy", loose, "--memory-results", `${MEM}/results.json`, "--json-out", p("mem-cand.json"), "--quiet", `${MEM}/traces`);
    const r = await compare("--baseline", p("mem"), "--candidate", p("mem-cand.json"), "--policy", loose, "--json-out", p("mem-cmp.json"), "--quiet");
    expect(r.code, r.err).toBe(0);
    const c = json("mem-cmp.json");
    expect(c.policy_change?.rejudged).toBe(true);
    expect(c.summary.traces_compared).toBe(8);
    expect(c.traces.every((t) => t.status_change === "unchanged")).toBe(true);
    expect(r.err).not.toContain("kept as first judged");
    // the same bundle without its results: the memory entries are kept as first judged, and the notes say so
    rmSync(p("mem/memory-results.json"));
    const { writeFileSync: w } = await import("node:fs");
    const m = JSON.parse(readFileSync(p("mem/bundle.json"), "utf8")) as Record<string, unknown>;
    delete m.memory_results;
    w(p("mem/bundle.json"), JSON.stringify(m));
    const k = await compare("--baseline", p("mem"), "--candidate", p("mem-cand.json"), "--policy", loose, "--json-out", p("mem-kept.json"), "--quiet");
    expect(k.code, k.err).toBe(0);
    expect(k.err).toMatch(/8 memory traces of the baseline kept as first judged/);
    expect(json("mem-kept.json").traces.every((t) => t.status_change === "unchanged")).toBe(true);
  });
});
