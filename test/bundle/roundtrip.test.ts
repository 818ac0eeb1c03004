// Bundles written by `arh validate --bundle-out` are always read back by `arh compare --baseline`
// and by the action's baseline path (the artifact downloaded from the REST API's local stand-in,
// extracted with the bundle limits, checked whole and prepared for the candidate), whatever traces
// the validator accepted: traces that compress far past any ratio (a tool output of 4,000 identical
// rows), large ones, files with odd names, and recorded provider transcripts and OTLP exports. Generated from seeds, so each run checks the same cases.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { FakeGitHub } from "../github/fake-github.js";
import { createOctokit, type Octokit } from "../../src/github/octokit.js";
import { fetchBaseline } from "../../src/github/baseline.js";
import { bundleBase } from "../../src/github/bundle.js";
import { loadPolicy } from "../../src/policy/parse.js";
import type { Log } from "../../src/github/log.js";
import type { Report } from "../../src/types.js";
import { xorshift } from "../rng.js";
import { POLICY, ROOT, compare, strictPolicy, validate } from "./helpers.js";

const gh = new FakeGitHub();
let octokit: Octokit;
const log: Log = { info: () => {}, debug: () => {}, notice: () => {}, warning: () => {}, error: () => {} };
let temp: string;
beforeAll(async () => {
  await gh.start();
  octokit = createOctokit({ token: gh.token, baseUrl: gh.apiUrl, log, retries: 1, retryBaseMs: 5, timeoutMs: 10_000 });
  temp = mkdtempSync(join(tmpdir(), "arh-bundle-rt-"));
});
afterAll(async () => {
  await gh.stop();
  rmSync(temp, { recursive: true, force: true });
});

const ODD_NAMES = ["with space.json", "é日本 trace.json", "hash#1.json", "per%20cent.json", "[brackets] (and) {braces}.json", "-leading-dash.json", "it's \"quoted\".json", "looks.zip.json", "deep/er/and/deeper/t.json", "x".repeat(180) + ".json", "semi;colon&amp.json", "UPPER.JSON"];

/** Recorded documents of other formats the validator accepts. */
const RECORDED = [
  "test/fixtures/adapters/refund/refund.anthropic-messages.json",
  "test/fixtures/adapters/refund/refund.openai-chat.json",
  "test/fixtures/adapters/refund/refund.openai-responses.json",
  "test/fixtures/adapters/refund/refund.cohere-chat.json",
  "test/fixtures/adapters/refund/refund.otlp.json",
  "test/fixtures/otlp/collector/refund.json",
];

/** A trace of the sample's shape whose lookup step returned `rows` (the refund is issued twice: a failing trace). */
function trace(id: string, rows: unknown[]): string {
  const steps = [
    { step_id: "s1", type: "tool_call", tool_name: "lookup_order", arguments: { order_id: "ORD-1042" }, output: { order_id: "ORD-1042", total: 129.5, status: "delivered", rows }, latency_ms: 210, input_tokens: 180, output_tokens: 24 },
    { step_id: "s2", type: "tool_call", tool_name: "check_eligibility", arguments: { order_id: "ORD-1042" }, output: { eligible: true, max_amount: 129.5 }, latency_ms: 160 },
    { step_id: "s3", type: "tool_call", tool_name: "issue_refund", arguments: { order_id: "ORD-1042", amount: 129.5 }, output: { ok: true, refund_id: "rf_5531" }, latency_ms: 420 },
    { step_id: "s4", type: "tool_call", tool_name: "issue_refund", arguments: { order_id: "ORD-1042", amount: 129.5 }, output: { ok: true, refund_id: "rf_5532" }, latency_ms: 380 },
    { step_id: "s5", type: "model_response", text: "Your refund has been issued.", latency_ms: 650 },
  ];
  return JSON.stringify({ schema_version: "1", trace_id: id, agent_name: "refund-copilot", workflow: "refund", steps }, null, 2);
}

/** The 4,000 identical rows of the field report (about 500 KB, compressing far better than 200:1). */
const identicalRows = (): unknown[] => Array.from({ length: 4000 }, () => ({ sku: "SKU-000123", description: "Replacement charging cable, 2 m, braided", qty: 1, unit_price: 12.5, warehouse: "FRA-3" }));

/** Rows of random text: a large trace that hardly compresses. */
function randomRows(rand: () => number, n: number): unknown[] {
  const word = () => Math.floor(rand() * 2 ** 32).toString(36) + Math.floor(rand() * 2 ** 32).toString(36);
  return Array.from({ length: n }, () => ({ id: word(), note: Array.from({ length: 8 }, word).join(" ") }));
}

interface Case {
  ws: string;
  files: string[];
}

/** One generated workspace: a compressible trace, a large one and some odd names, chosen by `seed`. */
function makeCase(seed: number): Case {
  const rand = xorshift(seed);
  const ws = join(temp, `ws-${seed}`);
  const files: string[] = [];
  const put = (name: string, text: string): void => {
    const p = join(ws, "traces", name);
    mkdirSync(dirname(p), { recursive: true });
    writeFileSync(p, text);
    files.push(p);
  };
  put("compressible.json", trace(`compressible-${seed}`, identicalRows()));
  put("large.json", trace(`large-${seed}`, randomRows(rand, 2000 + Math.floor(rand() * 20_000))));
  const odd = [...ODD_NAMES].sort(() => rand() - 0.5).slice(0, 3 + Math.floor(rand() * 4));
  odd.forEach((name, i) => put(name, trace(`odd-${seed}-${i}`, rand() < 0.5 ? identicalRows() : randomRows(rand, 1 + Math.floor(rand() * 50)))));
  // provider transcripts and OTLP exports, as recorded, under odd names of their own (read with --format auto)
  const recorded = [RECORDED[seed % RECORDED.length]!]; // one (they share their trace ids); the seeds below cover every one
  recorded.forEach((f, i) => put(`recorded/${i} ${ODD_NAMES[(seed + i) % ODD_NAMES.length]!.replace(/\//g, "_")}`, readFileSync(join(ROOT, f), "utf8")));
  return { ws, files };
}

/** The action's baseline path: the zip as the base branch's artifact, downloaded, extracted, opened and prepared. */
async function throughTheAction(zip: Buffer, candidate: Report, policyPath: string) {
  gh.reset();
  gh.addArtifact({ zip });
  const got = await fetchBaseline(octokit, { owner: gh.owner, repo: gh.repo, repositoryId: gh.repoId, branch: "main", artifactName: "arh-baseline", tempRoot: temp }, log);
  if (!got.ok) return { problem: got.reason };
  try {
    const b = await bundleBase(got.dir, `artifact ${got.artifactId}`, { source: "artifact", label: "main" }, { report: candidate, policy: loadPolicy(policyPath) }, temp);
    b.cleanup();
    return { problem: null, baseline: b.baseline };
  } catch (e) {
    return { problem: e instanceof Error ? e.message : String(e) };
  } finally {
    rmSync(got.dir, { recursive: true, force: true });
  }
}

describe("bundles arh writes are read back by arh", () => {
  for (const seed of [11, 2026, 90_001, 6, 20, 33]) {
    it(`seed ${seed}: compressible, large and odd-named traces, as a zip and a folder, by compare and by the action`, { timeout: 120_000 }, async () => {
      const c = makeCase(seed);
      const zipPath = join(c.ws, "h.zip");
      const report = join(c.ws, "report.json");
      const v = await validate("--policy", POLICY, "--root", c.ws, "--bundle-out", zipPath, "--json-out", report, "--quiet", ...c.files);
      expect(v.code, v.err).toBe(1); // every trace refunds twice
      expect(v.err).toBe("");
      const v2 = await validate("--policy", POLICY, "--root", c.ws, "--bundle-out", join(c.ws, "bundle-dir"), "--quiet", ...c.files);
      expect(v2.code, v2.err).toBe(1);
      const zip = readFileSync(zipPath);
      const biggest = Math.max(...c.files.map((f) => readFileSync(f).length));
      expect(biggest).toBeGreaterThan(400_000);

      // the CLI: the same traces against their own bundle (zip and folder) are unchanged: the gate passes
      for (const baseline of [zipPath, join(c.ws, "bundle-dir")]) {
        const r = await compare("--baseline", baseline, "--candidate", report, "--json-out", join(c.ws, "cmp.json"), "--quiet");
        expect(r.err, baseline).toBe("");
        expect(r.code, baseline).toBe(0);
      }
      // and under another policy: the bundle's traces are re-judged, still read back
      const strict = strictPolicy(c.ws);
      const strictReport = join(c.ws, "strict-report.json");
      expect((await validate("--policy", strict, "--root", c.ws, "--json-out", strictReport, "--quiet", ...c.files)).code).toBe(1);
      const rs = await compare("--baseline", zipPath, "--candidate", strictReport, "--policy", strict, "--json-out", join(c.ws, "cmp2.json"), "--quiet");
      expect(rs.err).not.toMatch(/baseline bundle|internal error|\n\s+at /);
      expect(rs.code).toBe(0);
      expect((JSON.parse(readFileSync(join(c.ws, "cmp2.json"), "utf8")) as { policy_change?: { rejudged?: boolean } }).policy_change?.rejudged).toBe(true);

      // the action's baseline path, same policy and a changed one
      const candidate = JSON.parse(readFileSync(report, "utf8")) as Report;
      for (const policy of [join(ROOT, POLICY), strict]) {
        const got = await throughTheAction(zip, candidate, policy);
        expect(got.problem, policy).toBeNull();
        expect(got.baseline?.kind).toBe("found");
      }
    });
  }
});
