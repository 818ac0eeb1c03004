// A bundle judged again under the candidate's policy (src/bundle/prepare.ts): a zip's traces are
// read where they are in the archive (src/engine/source.ts), never extracted, and give exactly the
// entries the same bundle as a folder gives (source paths, URIs, locations, messages); a zip that
// changes after its check is refused, not judged. The candidate's traces are judged under both
// policies from one reading (`judgeCandidate`): the reports are what two separate runs give.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { openBundleDir, openBundleZip, type Bundle } from "../../src/bundle/read.js";
import { judgeCandidate, prepareBaseline } from "../../src/bundle/prepare.js";
import { expandInputsWithSkipped, runValidation } from "../../src/engine/pipeline.js";
import { loadPolicy } from "../../src/policy/parse.js";
import type { Report } from "../../src/types.js";
import { sameDigests } from "../../src/util/steps.js";
import { POLICY, ROOT, strictPolicy, validate } from "./helpers.js";

let dir: string;
let strict: string;
const p = (name: string): string => join(dir, name);

/** Traces of every kind a bundle may carry: findings located in the file, odd names, input errors, several formats. */
function writeTraces(root: string): void {
  const put = (name: string, text: string | Buffer): void => {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  };
  for (const f of ["refund-before-eligibility.json", "refund-twice.json"]) put(`a/${f}`, readFileSync(join(ROOT, "samples/regressions/baseline", f)));
  const odd = JSON.parse(readFileSync(join(ROOT, "samples/regressions/candidate/refund-twice.json"), "utf8")) as { trace_id: string };
  odd.trace_id = "refund-twice-odd";
  put("odd name é #1.json", JSON.stringify(odd, null, 2));
  put("deep/er/otlp.json", readFileSync(join(ROOT, "test/fixtures/adapters/refund/refund.otlp.json")));
  put("broken.json", '{"trace_id": "broken", "steps": [');
  put("not-utf8.json", Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]));
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "arh-rejudge-"));
  strict = strictPolicy(dir);
  writeTraces(p("ws/traces"));
  for (const out of ["base", "base.zip"]) {
    const r = await validate("--policy", POLICY, "--root", p("ws"), "--bundle-out", p(out), "--quiet", p("ws/traces"));
    expect(r.code, r.err).toBe(1);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The candidate: the same traces judged under the strict policy, as the compare command does. */
async function candidate(): Promise<Report> {
  const { files, skipped, regular } = await expandInputsWithSkipped([p("ws/traces")], p("ws"));
  return runValidation(files, loadPolicy(strict), { format: "auto", failUnder: 70, cwd: p("ws"), skipped, regularFiles: regular });
}

describe("a bundle judged again under another policy", () => {
  it("a zip's traces are judged from the archive, as the folder's: the same entries, and nothing is extracted", async () => {
    const cand = await candidate();
    const got: Report[] = [];
    for (const b of [openBundleDir(p("base"), "base"), await openBundleZip(p("base.zip"), "base.zip")] as Bundle[]) {
      try {
        const prepared = await prepareBaseline({ kind: "bundle", bundle: b }, { report: cand, policy: loadPolicy(strict) });
        expect(prepared.judging.original).not.toBeNull(); // judged again
        got.push(prepared.report);
        if (b.name === "base.zip") {
          expect(b.traceFiles().source).not.toBeNull();
          expect(existsSync(join(b.dir, "traces"))).toBe(false);
        } else expect(b.traceFiles().source).toBeNull();
      } finally {
        b.cleanup();
      }
    }
    const [fromDir, fromZip] = got;
    expect(fromZip!.reports.length).toBeGreaterThan(5);
    expect(JSON.stringify(fromZip)).toBe(JSON.stringify(fromDir));
    // paths relative to the bundle's traces folder, as when the zip was extracted
    expect(fromZip!.reports.map((e) => e.source_path)).toContain("traces/odd name é #1.json");
    expect(fromZip!.reports.some((e) => e.findings.some((f) => f.location?.uri === "traces/odd name é #1.json"))).toBe(true);
    expect(fromZip!.reports.filter((e) => e.kind === "input").map((e) => e.findings[0]!.message)).toEqual(expect.arrayContaining([expect.stringMatching(/^not valid JSON/), expect.stringMatching(/UTF-8/)]));
  });

  it("a zip whose trace changes after its check is refused with the bundle's one line, not judged", async () => {
    const zipPath = p("changed.zip");
    writeFileSync(zipPath, readFileSync(p("base.zip")));
    const b = await openBundleZip(zipPath, "changed.zip");
    try {
      await b.checked();
      // one byte of the first trace's data, changed in place
      const e = b.traceFiles().source!.entries[0]!;
      const fd = openSync(zipPath, "r+");
      try {
        const head = Buffer.alloc(30);
        readSync(fd, head, 0, 30, e.offset);
        const at = e.offset + 30 + head.readUInt16LE(26) + head.readUInt16LE(28) + Math.floor(e.compressedSize / 2);
        const byte = Buffer.alloc(1);
        readSync(fd, byte, 0, 1, at);
        writeSync(fd, Buffer.from([byte[0]! ^ 0xff]), 0, 1, at);
      } finally {
        closeSync(fd);
      }
      const run = prepareBaseline({ kind: "bundle", bundle: b }, { report: await candidate(), policy: loadPolicy(strict) });
      await expect(run).rejects.toThrow(/^baseline bundle changed\.zip: unsafe or unreadable zip: entry "traces\/traces\/a\/refund-before-eligibility\.json": (its CRC-32 does not match|not valid deflate data|larger than declared|\d+ bytes, not the \d+ declared)$/);
    } finally {
      b.cleanup();
    }
  });
});

describe("the candidate judged under both policies from one reading", () => {
  it("gives the reports two runs give, and prepareBaseline uses the second", async () => {
    const b = await openBundleZip(p("base.zip"), "base.zip");
    try {
      writeFileSync(p("ws/not-a-trace.json"), JSON.stringify({ name: "a package.json, say", version: "1.0.0" })); // a walk meets it: skipped in the first, in neither report
      const again = await expandInputsWithSkipped([p("ws")], p("ws"));
      const opts = { format: "auto" as const, failUnder: 70, cwd: p("ws"), skipped: again.skipped, regularFiles: again.regular, walked: again.walked };
      const both = await judgeCandidate({ kind: "bundle", bundle: b }, again.files, loadPolicy(strict), opts);
      const first = await runValidation(again.files, loadPolicy(strict), opts);
      expect(JSON.stringify(both.report)).toBe(JSON.stringify(first));
      expect(first.skipped?.map((s) => s.path)).toContain("not-a-trace.json");
      // the second run as prepareBaseline made it: the files of the first report, under the bundle's policy
      const named = [...new Set(first.reports.map((e) => e.source_path))].map((s) => join(p("ws"), s));
      const second = await runValidation(named, b.policy, { format: "auto", failUnder: 70, cwd: p("ws") });
      expect(both.underBase).not.toBeNull();
      expect(JSON.stringify(both.underBase)).toBe(JSON.stringify(second));
      expect(second.reports.length).toBe(first.reports.length);
      // one reading's digests are held once: each entry under the bundle's policy has its first entry's list
      const withSteps = both.underBase!.reports.filter((e) => e.steps && e.steps.length > 0);
      expect(withSteps.length).toBeGreaterThan(2);
      // (equal ones: a trace with findings under one policy only has its steps' lines under that one)
      let shared = 0;
      for (const e of withSteps) {
        const mine = both.report.reports.find((x) => x.trace_id === e.trace_id && x.source_path === e.source_path)!.steps!;
        if (e.steps === mine) shared++;
        else expect(sameDigests(e.steps!, mine)).toBe(false);
      }
      expect(shared).toBeGreaterThan(0);

      const prepared = await prepareBaseline({ kind: "bundle", bundle: b }, { report: both.report, policy: loadPolicy(strict), traces: { cwd: p("ws"), format: "auto" }, underBase: both.underBase });
      expect(prepared.judging.candidateUnderBase).toBe(both.underBase);
      // without it, prepareBaseline judges them itself: the same report
      const alone = await prepareBaseline({ kind: "bundle", bundle: b }, { report: first, policy: loadPolicy(strict), traces: { cwd: p("ws"), format: "auto" } });
      expect(JSON.stringify(alone.judging.candidateUnderBase)).toBe(JSON.stringify(both.underBase));
      // the bundle's traces judged again hold the digests of the bundle's report (the same lists)
      const original = prepared.judging.original!;
      const rejudgedSteps = prepared.report.reports.filter((e) => e.steps && e.steps.length > 0);
      expect(rejudgedSteps.length).toBeGreaterThan(2);
      let kept = 0;
      for (const e of rejudgedSteps) {
        const first = original.reports.find((x) => x.trace_id === e.trace_id)!.steps!;
        if (e.steps === first) kept++;
        else expect(sameDigests(e.steps!, first)).toBe(false);
      }
      expect(kept).toBeGreaterThan(0);
    } finally {
      rmSync(p("ws/not-a-trace.json"), { force: true });
      b.cleanup();
    }
  });

  it("judges once when the bundle's policy is the candidate's", async () => {
    const b = await openBundleZip(p("base.zip"), "base.zip");
    try {
      const { files } = await expandInputsWithSkipped([p("ws/traces")], p("ws"));
      const r = await judgeCandidate({ kind: "bundle", bundle: b }, files, loadPolicy(POLICY), { format: "auto", failUnder: 70, cwd: p("ws") });
      expect(r.underBase).toBeNull();
    } finally {
      b.cleanup();
    }
  });
});
