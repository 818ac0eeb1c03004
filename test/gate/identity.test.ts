// Byte identity of every output the CLI and the action write, across refactorings of the gate: the
// samples, a generated corpus and the action's local scenarios (no network) run in-process, and
// the SHA-256 of every file, console text, output, log line and job summary is compared with
// test/gate/golden.json. After an intended output change, regenerate it with
// `ARH_UPDATE_GOLDEN=1 npx vitest run test/gate/identity.test.ts` and review the diff.
import { afterAll, describe, expect, it } from "vitest";
import { capture } from "../capture.js";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { tmpdir } from "node:os";
import { runValidateCommand } from "../../src/commands/validate.js";
import { runCompareCommand } from "../../src/commands/compare.js";
import { runAction } from "../../src/github/run.js";
import { parseInputs } from "../../src/github/inputs.js";
import type { ActionContext } from "../../src/github/context.js";
import type { Log } from "../../src/github/log.js";

const REPO = resolve(import.meta.dirname, "..", "..");
const GOLDEN = join(REPO, "test", "gate", "golden.json");
const UPDATE = process.env.ARH_UPDATE_GOLDEN === "1";
const temps: string[] = [];
const got: Record<string, Record<string, string>> = {};

afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
  if (UPDATE) {
    const sorted = Object.fromEntries(Object.keys(got).sort().map((k) => [k, got[k]]));
    writeFileSync(GOLDEN, JSON.stringify(sorted, null, 2) + "\n");
  }
});

function temp(): string {
  const d = mkdtempSync(join(tmpdir(), "arh-identity-"));
  temps.push(d);
  return d;
}

/** A folder at a fixed place below the repository: reports name its files by relative path. */
function fixedDir(name: string): string {
  const d = join(REPO, ".scratch", "identity", name);
  rmSync(d, { recursive: true, force: true });
  mkdirSync(d, { recursive: true });
  temps.push(d);
  return d;
}

const sha = (s: string) => createHash("sha256").update(s).digest("hex");

/** Every file below dir, by relative path, with the temporary folder names replaced. */
function filesOf(dir: string, scrub: (s: string) => string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!existsSync(dir)) return out;
  for (const f of (readdirSync(dir, { recursive: true }) as string[]).sort()) {
    const p = join(dir, f);
    if (statSync(p).isFile()) out[`file:${f.split("\\").join("/")}`] = sha(scrub(readFileSync(p, "utf8")));
  }
  return out;
}

function check(name: string, record: Record<string, string>): void {
  got[name] = record;
  if (UPDATE) return;
  const golden = JSON.parse(readFileSync(GOLDEN, "utf8")) as Record<string, Record<string, string>>;
  expect(record, name).toEqual(golden[name]);
}


/** A deterministic corpus: the sample traces with other ids, latencies, costs and a few dropped steps. */
function generatedCorpus(dir: string, seed: number, count: number): void {
  mkdirSync(dir, { recursive: true });
  const samples = readdirSync(join(REPO, "samples", "traces")).sort();
  let s = seed >>> 0;
  const rnd = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0), s / 2 ** 32);
  for (let i = 0; i < count; i++) {
    const text = readFileSync(join(REPO, "samples", "traces", samples[i % samples.length]!), "utf8");
    let doc: { trace_id: string; steps?: Record<string, unknown>[] };
    try {
      doc = JSON.parse(text) as typeof doc;
    } catch {
      writeFileSync(join(dir, `gen-${String(i).padStart(3, "0")}.json`), text); // a broken file stays broken
      continue;
    }
    doc.trace_id = `gen-${String(i).padStart(3, "0")}`;
    if (Array.isArray(doc.steps)) {
      for (const st of doc.steps) {
        if (typeof st.latency_ms === "number") st.latency_ms = Math.round(st.latency_ms * (0.5 + rnd() * 2));
        if (typeof st.cost_usd === "number") st.cost_usd = Math.round(st.cost_usd * (0.5 + rnd() * 3) * 1e6) / 1e6;
      }
      if (doc.steps.length > 3 && rnd() < 0.2) doc.steps.splice(1 + Math.floor(rnd() * (doc.steps.length - 2)), 1);
    }
    writeFileSync(join(dir, `gen-${String(i).padStart(3, "0")}.json`), JSON.stringify(doc, null, 2));
  }
}

describe("CLI outputs stay byte-identical", () => {
  const policy = "samples/policies/refund-policy.json";

  it("validate: samples, memory samples and a generated corpus", async () => {
    const cases: [string, string[]][] = [
      ["validate:samples", ["--policy", policy, "samples/traces"]],
      ["validate:regressions", ["--policy", "samples/regressions/policy.json", "samples/regressions/candidate"]],
      ["validate:memory", ["--policy", "samples/memory/policy.json", "--memory-results", "samples/memory/results.json", "samples/memory/traces"]],
    ];
    const gen = fixedDir("validate");
    generatedCorpus(join(gen, "a"), 7, 60);
    cases.push(["validate:generated", ["--policy", policy, relative(REPO, join(gen, "a"))]]);
    for (const [name, args] of cases) {
      const out = temp();
      const r = await capture(() =>
        runValidateCommand(["--json-out", join(out, "report.json"), "--md-out", join(out, "report.md"), "--junit-out", join(out, "report.junit.xml"), "--sarif-out", join(out, "report.sarif"), "--link-base", "https://example.test/blob/abc/", ...args]),
      );
      const scrub = (t: string) => t.split(gen).join("<gen>");
      check(name, { code: String(r.code), stdout: sha(scrub(r.out)), stderr: sha(scrub(r.err)), ...filesOf(out, scrub) });
    }
  });

  it("compare: the sample regressions and two generated corpora", async () => {
    const gen = fixedDir("compare");
    generatedCorpus(join(gen, "base"), 11, 40);
    generatedCorpus(join(gen, "cand"), 12, 40);
    const baseReport = join(gen, "base.json");
    await capture(() => runValidateCommand(["--policy", policy, "--json-out", baseReport, "--quiet", relative(REPO, join(gen, "base"))]));
    const cases: [string, string[]][] = [
      ["compare:regressions", ["--baseline", "samples/regressions/baseline-report.json", "--policy", "samples/regressions/policy.json", "samples/regressions/candidate"]],
      ["compare:regressions-failures", ["--baseline", "samples/regressions/baseline-report.json", "--policy", "samples/regressions/policy.json", "--fail-on", "failures", "samples/regressions/candidate"]],
      ["compare:generated", ["--baseline", baseReport, "--policy", policy, "--max-score-drop", "2", relative(REPO, join(gen, "cand"))]],
    ];
    for (const [name, args] of cases) {
      const out = temp();
      const r = await capture(() =>
        runCompareCommand(["--json-out", join(out, "compare.json"), "--md-out", join(out, "compare.md"), "--candidate-json-out", join(out, "candidate.json"), "--diff-out", join(out, "diff"), "--link-base", "https://example.test/blob/abc/", ...args]),
      );
      const scrub = (t: string) => t.split(gen).join("<gen>");
      check(name, { code: String(r.code), stdout: sha(scrub(r.out)), stderr: sha(scrub(r.err)), ...filesOf(out, scrub) });
    }
  });
});

describe("action outputs stay byte-identical (local scenarios, no network)", () => {
  const SAMPLES = join(REPO, "samples", "regressions");

  function workspace(set: "baseline" | "candidate"): string {
    const ws = temp();
    cpSync(join(SAMPLES, "policy.json"), join(ws, "policy.json"));
    cpSync(join(SAMPLES, "baseline-report.json"), join(ws, "baseline-report.json"));
    cpSync(join(SAMPLES, set), join(ws, "traces"), { recursive: true });
    return ws;
  }

  function context(ws: string, pr: boolean): ActionContext {
    return {
      eventName: pr ? "pull_request" : "push",
      sha: "0123456789abcdef0123456789abcdef01234567",
      ref: pr ? "refs/pull/7/merge" : "refs/heads/main",
      owner: "octo",
      repo: "agents",
      repositoryId: 42,
      defaultBranch: "main",
      workspace: ws,
      apiUrl: "https://api.github.invalid",
      serverUrl: "https://github.invalid",
      runnerTemp: join(ws, ".runner-temp"),
      runId: 99,
      pr: pr ? { number: 7, baseRef: "main", headSha: "89abcdef0123456789abcdef0123456789abcdef", headRepoId: 42, isFork: false, readOnly: false } : null,
      actor: "octocat",
      workflowRun: null,
    };
  }

  const scenarios: { name: string; set: "baseline" | "candidate"; pr: boolean; inputs: Record<string, string> }[] = [
    { name: "action:push-no-baseline", set: "candidate", pr: false, inputs: {} },
    { name: "action:push-baseline-agent", set: "baseline", pr: false, inputs: {} },
    { name: "action:pr-regression", set: "candidate", pr: true, inputs: { baseline: "baseline-report.json" } },
    { name: "action:pr-no-regression", set: "baseline", pr: true, inputs: { baseline: "baseline-report.json", "max-score-drop": "1" } },
    { name: "action:pr-failures", set: "candidate", pr: true, inputs: { baseline: "baseline-report.json", "fail-on": "failures", annotations: "all" } },
    { name: "action:pr-auto-no-token", set: "candidate", pr: true, inputs: {} },
    { name: "action:pr-missing-fail", set: "candidate", pr: true, inputs: { baseline: "missing.json", "baseline-missing": "fail" } },
    { name: "action:pr-never", set: "candidate", pr: true, inputs: { "fail-on": "never", annotations: "none" } },
  ];

  for (const sc of scenarios) {
    it(sc.name, async () => {
      const ws = workspace(sc.set);
      const inputs = parseInputs((n) => ({ traces: "traces", policy: "policy.json", "sarif-upload": "false", "upload-baseline": "false", ...sc.inputs })[n] ?? "");
      const lines: string[] = [];
      const outputs: string[] = [];
      let summary = "";
      const log: Log = {
        info: (m) => lines.push(`info ${m}`),
        debug: () => {},
        notice: (m, p) => lines.push(`notice ${JSON.stringify(p ?? {})} ${m}`),
        warning: (m, p) => lines.push(`warning ${JSON.stringify(p ?? {})} ${m}`),
        error: (m, p) => lines.push(`error ${JSON.stringify(p ?? {})} ${m}`),
      };
      const res = await runAction({
        inputs,
        ctx: context(ws, sc.pr),
        octokit: null,
        uploader: { upload: async () => ({ id: 1 }) },
        log,
        setOutput: (k, v) => outputs.push(`${k}=${v}`),
        writeSummary: async (t) => void (summary += t),
        validateReport: null,
      });
      const scrub = (t: string) => t.split(ws).join("<ws>");
      check(sc.name, {
        passed: String(res.passed),
        reasons: sha(scrub(res.reasons.join("\n"))),
        outputs: sha(scrub(outputs.join("\n"))),
        log: sha(scrub(lines.join("\n"))),
        summary: sha(scrub(summary)),
        ...filesOf(join(ws, "arh-reports"), scrub),
      });
    });
  }
});
