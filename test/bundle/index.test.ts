// The bundle's lean index (src/bundle/baseline-index.ts, docs/bundle.md "The index"): the gate reads
// it instead of the whole report and writes the same bytes as from the report; a damaged or missing
// index is set aside for the report in one line; one that disagrees with the report is refused.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeZip } from "../github/zip-helpers.js";
import { BASE_TRACES, CAND_TRACES, POLICY, compare, strictPolicy, validate } from "./helpers.js";
import { INDEX_ENTRY_FIELDS } from "../../src/bundle/baseline-index.js";
import { openBundleDir } from "../../src/bundle/read.js";
import { loadReportFile } from "../../src/compare/load.js";

let dir: string;
const p = (name: string) => join(dir, name);
const TRACES = ["traces/samples/regressions/baseline/refund-before-eligibility.json", "traces/samples/regressions/baseline/refund-twice.json"];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "arh-bundle-index-"));
  expect((await validate("--policy", POLICY, "--bundle-out", p("good"), "--quiet", BASE_TRACES)).code).toBe(0);
  expect((await validate("--policy", POLICY, "--bundle-out", p("good.zip"), "--quiet", BASE_TRACES)).code).toBe(0);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A copy of the good bundle (as `to`), changed by `edit`. */
function variant(to: string, edit: (root: string) => void): string {
  const root = p(to);
  rmSync(root, { recursive: true, force: true });
  cpSync(p("good"), root, { recursive: true });
  edit(root);
  return root;
}

const editJson = (file: string, f: (d: Record<string, unknown>) => void): void => {
  const d = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  f(d);
  writeFileSync(file, JSON.stringify(d, null, 2));
};

/** The gate's outputs against `baseline` (named `name` in the outputs), and its standard error. */
async function gate(baseline: string, policy = POLICY): Promise<{ code: number; err: string; json: string; md: string }> {
  const r = await compare("--baseline", baseline, "--policy", policy, "--json-out", p("g.json"), "--md-out", p("g.md"), "--quiet", CAND_TRACES);
  return { code: r.code, err: r.err, json: readFileSync(p("g.json"), "utf8"), md: readFileSync(p("g.md"), "utf8").replaceAll(baseline, "BASE") };
}

/** The same bundle with its index taken out as a bundle from before the index would be. */
const withoutIndex = (root: string): void => {
  unlinkSync(join(root, "index.jsonl"));
  editJson(join(root, "bundle.json"), (m) => delete m.index);
};

describe("the bundle's index", () => {
  it("is written beside the report, listed in bundle.json with its digest and the report's, the same bytes in a folder and a zip", async () => {
    const m = JSON.parse(readFileSync(p("good/bundle.json"), "utf8")) as { index: Record<string, unknown> };
    const lines = readFileSync(p("good/index.jsonl"), "utf8").trimEnd().split("\n");
    const report = loadReportFile(p("good/report.json"));
    expect(m.index).toMatchObject({ path: "index.jsonl", format: 1, traces: report.reports.length, report_bytes: readFileSync(p("good/report.json")).length });
    expect(lines).toHaveLength(report.reports.length + 2);
    expect(JSON.parse(lines[0]!)).toMatchObject({ arh_bundle_index: 1, fields: INDEX_ENTRY_FIELDS });
    // an entry line keeps the fields the comparison reads, not the category scores or locations
    const first = JSON.parse(lines[1]!) as Record<string, unknown>;
    expect(Object.keys(first).every((k) => INDEX_ENTRY_FIELDS.includes(k))).toBe(true);
    expect(first).not.toHaveProperty("category_scores");
    // read back by another zip reader (Python's zipfile), not ours
    const fromZip = execFileSync("python3", ["-c", "import sys, zipfile; sys.stdout.buffer.write(zipfile.ZipFile(sys.argv[1]).read('index.jsonl'))", p("good.zip")]);
    expect(fromZip.equals(readFileSync(p("good/index.jsonl")))).toBe(true);
    // written again from the same traces: the same bytes
    expect((await validate("--policy", POLICY, "--bundle-out", p("again.zip"), "--quiet", BASE_TRACES)).code).toBe(0);
    expect(readFileSync(p("again.zip")).equals(readFileSync(p("good.zip")))).toBe(true);
  });

  it("stands for the report: the entries the gate reads are the report's, but for the fields it does not read", () => {
    const b = openBundleDir(p("good"), "good", { onNotice: (l) => expect.fail(l) });
    const full = loadReportFile(p("good/report.json"));
    expect(b.report.reports.map((e) => e.trace_id)).toEqual(full.reports.map((e) => e.trace_id));
    const keep = (e: object): Record<string, unknown> => Object.fromEntries(Object.entries(e).filter(([k]) => INDEX_ENTRY_FIELDS.includes(k)));
    expect(b.report.reports.map(keep)).toEqual(full.reports.map(keep));
    expect(b.report.summary).toEqual(full.summary);
    expect(b.report.policy_digest).toBe(full.policy_digest);
    b.cleanup();
  });

  it("gives the gate the same bytes as the report does, the policy unchanged and changed, a folder and a zip", async () => {
    const changed = strictPolicy(dir);
    const old = variant("old", withoutIndex);
    for (const policy of [POLICY, changed]) {
      const fromIndex = await gate(p("good"), policy);
      const fromZip = await gate(p("good.zip"), policy);
      const fromReport = await gate(old, policy);
      expect(fromIndex.code).toBe(1);
      expect(fromIndex.err).not.toContain("index.jsonl");
      expect(fromReport.err).toContain(`no index.jsonl (a bundle written before the index): reading report.json instead`);
      expect(fromIndex.json).toBe(fromReport.json);
      expect(fromIndex.md).toBe(fromReport.md);
      expect(fromZip.json).toBe(fromReport.json);
      expect(fromZip.md).toBe(fromReport.md);
    }
  });

  it("a damaged index is set aside for the report, in one line, with the same outputs", async () => {
    const want = await gate(p("good"));
    const cases: [string, (root: string) => void, RegExp][] = [
      ["changed", (r) => writeFileSync(join(r, "index.jsonl"), readFileSync(join(r, "index.jsonl"), "utf8").replace("refund", "refunx")), /index\.jsonl its bytes do not match bundle\.json \(changed\): reading report\.json instead/],
      ["missing", (r) => unlinkSync(join(r, "index.jsonl")), /index\.jsonl missing \(bundle\.json names it\): reading report\.json instead/],
      ["a bad record", (r) => editJson(join(r, "bundle.json"), (m) => ((m.index as Record<string, unknown>).sha256 = 5)), /'index' is not \{path: "index\.jsonl"/],
      ["a newer format", (r) => editJson(join(r, "bundle.json"), (m) => ((m.index as Record<string, unknown>).format = 2)), /index format 2 is newer than this build reads \(1\)/],
    ];
    for (const [name, edit, line] of cases) {
      const g = await gate(variant(`damaged-${name.replaceAll(" ", "-")}`, edit));
      const notes = g.err.split("\n").filter((l) => l.startsWith("arh: note:"));
      expect(notes, name).toHaveLength(1);
      expect(notes[0], name).toMatch(line);
      expect(g.json, name).toBe(want.json);
      expect(g.md, name).toBe(want.md);
    }
  });

  it("an index written by a build that leaves out a field this build compares is set aside for the report", async () => {
    const root = variant("older", (r) => {
      const f = join(r, "index.jsonl");
      const lines = readFileSync(f, "utf8").split("\n");
      const head = JSON.parse(lines[0]!) as { fields: string[] };
      head.fields = head.fields.filter((x) => x !== "usage");
      lines[0] = JSON.stringify(head);
      const text = lines.join("\n");
      writeFileSync(f, text);
      editJson(join(r, "bundle.json"), (m) => Object.assign(m.index as object, { bytes: Buffer.byteLength(text), sha256: "sha256:" + createHash("sha256").update(text).digest("hex") }));
    });
    const g = await gate(root);
    expect(g.err).toMatch(/index\.jsonl written by an arh that leaves out the field 'usage' this build compares: reading report\.json instead/);
    expect(g.json).toBe((await gate(p("good"))).json);
  });

  it("an index that disagrees with the report or the manifest refuses the bundle, in one line", async () => {
    const cases: [string, (root: string) => void, RegExp][] = [
      ["the report changed", (r) => writeFileSync(join(r, "report.json"), readFileSync(join(r, "report.json"), "utf8").replace('"refund-copilot"', '"refund-copilox"')), /index\.jsonl does not agree with report\.json: the report's bytes are not those bundle\.json records for it \(changed\)$/],
      ["the report's size", (r) => writeFileSync(join(r, "report.json"), readFileSync(join(r, "report.json"), "utf8") + "\n"), /index\.jsonl does not agree with report\.json: the report's \d+ bytes are not the \d+ bundle\.json records for it$/],
      ["the trace count", (r) => editJson(join(r, "bundle.json"), (m) => ((m.index as Record<string, unknown>).traces = 3)), /index\.jsonl does not agree with report\.json: it counts 2 traces, bundle\.json 3$/],
      ["another report's digest", (r) => editJson(join(r, "bundle.json"), (m) => ((m.index as Record<string, unknown>).report_sha256 = "sha256:00")), /index\.jsonl does not agree with report\.json: the report's bytes are not those|it was made from another report/],
    ];
    for (const [name, edit, problem] of cases) {
      const r = await compare("--baseline", variant(`disagree-${name.replaceAll(" ", "-").replaceAll("'", "")}`, edit), "--policy", POLICY, "--json-out", p("out.json"), CAND_TRACES);
      expect(r.code, name).toBe(2);
      const lines = r.err.trimEnd().split("\n");
      expect(lines, name).toHaveLength(1);
      expect(lines[0], name).toMatch(/^arh compare: baseline bundle \S+: /);
      expect(lines[0], name).toMatch(problem);
    }
  });

  it("a zip whose report entry is missing is refused as before; a zip without the index reads its report", async () => {
    const names = ["bundle.json", "index.jsonl", "policy.json", ...TRACES];
    writeFileSync(p("noreport.zip"), await makeZip(names.map((name) => ({ name, data: readFileSync(join(p("good"), name)) }))));
    const r = await compare("--baseline", p("noreport.zip"), "--policy", POLICY, "--json-out", p("out.json"), CAND_TRACES);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/report\.json: missing \(bundle\.json names it\)\n$/);
    const old = p("old-zip");
    variant("old-zip", withoutIndex);
    writeFileSync(p("old.zip"), await makeZip(["bundle.json", "report.json", "policy.json", ...TRACES].map((name) => ({ name, data: readFileSync(join(old, name)) }))));
    const g = await gate(p("old.zip"));
    expect(g.err).toContain("no index.jsonl (a bundle written before the index)");
    expect(g.json).toBe((await gate(p("good.zip"))).json);
    // a zip whose index is not the one the manifest records (its CRC-32): set aside for the report
    const changed = ["bundle.json", "report.json", "index.jsonl", "policy.json", ...TRACES].map((name) => ({ name, data: name === "index.jsonl" ? Buffer.from(readFileSync(join(p("good"), name), "utf8").replace("refund", "refunx")) : readFileSync(join(p("good"), name)) }));
    writeFileSync(p("changed.zip"), await makeZip(changed));
    const c = await gate(p("changed.zip"));
    expect(c.err).toMatch(/index\.jsonl its bytes do not match bundle\.json \(changed\): reading report\.json instead/);
    expect(c.json).toBe(g.json);
  });
});

describe("schemas/bundle-index.schema.json", () => {
  it("accepts every line of an index arh writes", async () => {
    const { default: Ajv2020 } = await import("ajv/dist/2020.js");
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    const check = ajv.compile(JSON.parse(readFileSync(join(import.meta.dirname, "../../schemas/bundle-index.schema.json"), "utf8")) as object);
    const lines = readFileSync(p("good/index.jsonl"), "utf8").trimEnd().split("\n");
    for (const l of lines) expect(check(JSON.parse(l)), ajv.errorsText(check.errors)).toBe(true);
    expect(check({ arh_bundle_index: 1 })).toBe(false);
  });
});

describe("the index with repeated runs and with every kind of sample trace", () => {
  /** `runs` runs of each trace of `from` (their scenario: the trace's id), written to `to`. */
  function repeated(from: string, to: string, runs: number): void {
    mkdirSync(p(to), { recursive: true });
    for (const f of readdirSync(from)) {
      const t = JSON.parse(readFileSync(join(from, f), "utf8")) as { trace_id: string; metadata?: Record<string, unknown> };
      for (let i = 0; i < runs; i++) writeFileSync(p(`${to}/${i}-${f}`), JSON.stringify({ ...t, trace_id: `${t.trace_id}-run${i}`, metadata: { ...(t.metadata ?? {}), scenario: t.trace_id } }, null, 2));
    }
  }

  it("the scenario gate gives the same bytes from the index as from the report", async () => {
    repeated(BASE_TRACES, "rep-base", 3);
    repeated(CAND_TRACES, "rep-cand", 3);
    // bundled from the temporary folder (the traces' paths relative to it)
    for (const out of ["rep.zip", "rep-old"]) expect((await validate("--policy", POLICY, "--root", dir, "--bundle-out", p(out), "--quiet", p("rep-base"))).code).toBe(0);
    withoutIndex(p("rep-old"));
    const run = async (b: string) => {
      const r = await compare("--baseline", b, "--policy", POLICY, "--min-runs", "2", "--json-out", p("r.json"), "--md-out", p("r.md"), "--quiet", p("rep-cand"));
      return { code: r.code, json: readFileSync(p("r.json"), "utf8"), md: readFileSync(p("r.md"), "utf8").replaceAll(b, "BASE") };
    };
    const a = await run(p("rep.zip"));
    const b = await run(p("rep-old"));
    expect(a.code).toBe(b.code);
    expect(a.json).toContain('"scenarios"');
    expect(a.json).toBe(b.json);
    expect(a.md).toBe(b.md);
  });

  it("every sample trace (input errors, findings with locations, usage) as baseline: the same bytes", async () => {
    const samples = "samples/traces";
    const policy = "samples/policies/refund-policy.json";
    expect([0, 1]).toContain((await validate("--policy", policy, "--bundle-out", p("s.zip"), "--quiet", samples)).code);
    expect([0, 1]).toContain((await validate("--policy", policy, "--bundle-out", p("s-old"), "--quiet", samples)).code);
    withoutIndex(p("s-old"));
    const run = async (b: string) => {
      const r = await compare("--baseline", b, "--policy", policy, "--json-out", p("s.json"), "--md-out", p("s.md"), "--quiet", CAND_TRACES, "samples/traces/refund-happy-path.json", "samples/traces/refund-leaks-secrets.json");
      expect(r.err).not.toMatch(/^arh compare: baseline/m);
      return { code: r.code, json: readFileSync(p("s.json"), "utf8"), md: readFileSync(p("s.md"), "utf8").replaceAll(b, "BASE") };
    };
    const a = await run(p("s.zip"));
    const b = await run(p("s-old"));
    expect(a.json).toContain('"resolved_findings"');
    expect(a).toEqual(b);
  });
});
