// The gate with a changed policy on worker threads (`arh compare --jobs N`, the bundle as users run
// it): the candidate judged under both policies in one pass, the bundle's traces judged again from
// the zip where they are, by workers kept from one run to the next. Every output is byte-identical
// to a serial run's, for a zip and a folder bundle alike, on corpora large enough to start workers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, strictPolicy } from "./helpers.js";

const cli = join(process.env.ARH_DIST_DIR ?? join(ROOT, "dist"), "cli.js");
const POLICY = join(ROOT, "samples/policies/refund-policy.json");
let dir: string;

/** 600 traces (more than the 512 that start workers) made from the samples, `variant` changing some of them. */
function corpus(out: string, variant: number): void {
  mkdirSync(out, { recursive: true });
  const samples = readdirSync(join(ROOT, "samples/traces")).filter((f) => f.endsWith(".json"));
  for (let i = 0; i < 600; i++) {
    const name = samples[i % samples.length]!;
    const text = readFileSync(join(ROOT, "samples/traces", name), "utf8");
    let body = text;
    try {
      const doc = JSON.parse(text) as { trace_id?: string; steps?: { latency_ms?: number }[] };
      doc.trace_id = `${doc.trace_id}-${i}`;
      if (variant && i % 7 === 0) for (const s of doc.steps ?? []) if (typeof s.latency_ms === "number") s.latency_ms *= 3;
      body = JSON.stringify(doc, null, i % 2 ? 2 : 0);
    } catch {
      // the truncated sample stays truncated
    }
    writeFileSync(join(out, `t${String(i).padStart(4, "0")} ${name}`), body);
  }
  writeFileSync(join(out, "t0100-not-utf8.json"), Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]));
  writeFileSync(join(out, "t0300-refund.otlp.json"), readFileSync(join(ROOT, "test/fixtures/adapters/refund/refund.otlp.json")));
}

const arh = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { cwd: dir, encoding: "utf8", maxBuffer: 1 << 28 });

let strict: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "arh-bundle-jobs-"));
  corpus(join(dir, "base"), 0);
  corpus(join(dir, "cand"), 1);
  strict = strictPolicy(dir, 400);
  for (const out of ["b.zip", "b-dir"]) {
    const r = arh("validate", "--jobs", "1", "--policy", POLICY, "--bundle-out", out, "--quiet", "base");
    expect(r.status, r.stderr).toBe(1);
  }
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("arh compare --jobs N against a bundle judged under another policy", () => {
  for (const bundle of ["b.zip", "b-dir"]) {
    it(`${bundle}: the same bytes on 1, 2 and 3 threads`, { timeout: 180_000 }, () => {
      const outs = ["1", "2", "3"].map((jobs) => {
        const o = (ext: string) => join(dir, `${bundle}-${jobs}.${ext}`);
        const r = arh("compare", "--jobs", jobs, "--baseline", bundle, "--policy", strict, "--json-out", o("json"), "--md-out", o("md"), "cand");
        expect(r.status, r.stderr).toBe(1); // the candidate has regressions
        return { status: r.status, stdout: r.stdout, stderr: r.stderr, json: readFileSync(o("json"), "utf8"), md: readFileSync(o("md"), "utf8") };
      });
      const c = JSON.parse(outs[0]!.json) as { policy_change?: { rejudged?: boolean } };
      expect(c.policy_change?.rejudged).toBe(true);
      expect(outs[0]!.stderr).not.toMatch(/internal error|\n\s+at /);
      for (const o of outs.slice(1)) expect(o).toEqual(outs[0]);
    });
  }
});
