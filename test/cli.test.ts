// The bundled CLI as a user runs it: `node dist/cli.js validate ...` (ARH_DIST_DIR picks a scratch build).
import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { commandUsage, USAGE, wantsHelp } from "../src/commands/usage.js";

const root = join(import.meta.dirname, "..");
const cli = join(process.env.ARH_DIST_DIR ?? join(root, "dist"), "cli.js");
const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { cwd: root, encoding: "utf8" });
const POLICY = "samples/policies/refund-policy.json";

describe("arh validate (bundle)", () => {
  it("validates the samples: report printed, exit 1 because some fail on purpose", () => {
    const r = run("validate", "--policy", POLICY, "samples/traces");
    expect(r.status).toBe(1);
    expect(r.stderr).toBe("");
    expect(r.stdout).toContain("refund-0001");
    expect(r.stdout).toMatch(/11 of 14 traces failed/);
    expect(r.stdout).toContain("samples/traces/refund-twice.json:54:5");
  });
  it("exit 0 when every trace passes; all outputs written and identical across runs", () => {
    const dir = mkdtempSync(join(tmpdir(), "arh-cli-"));
    const outs = (k: string) => ["--json-out", join(dir, `${k}.json`), "--sarif-out", join(dir, `${k}.sarif`), "--junit-out", join(dir, `${k}.xml`), "--md-out", join(dir, `${k}.md`)];
    expect(run("validate", "--policy", POLICY, "--quiet", ...outs("a"), "samples/traces/refund-happy-path.json").status).toBe(0);
    expect(run("validate", "--policy", POLICY, "--quiet", ...outs("b"), "samples/traces/refund-happy-path.json").status).toBe(0);
    for (const ext of ["json", "sarif", "xml", "md"]) expect(readFileSync(join(dir, `a.${ext}`), "utf8")).toBe(readFileSync(join(dir, `b.${ext}`), "utf8"));
    rmSync(dir, { recursive: true, force: true });
  });
  it("globs and directories select files", () => {
    const dir = mkdtempSync(join(tmpdir(), "arh-cli-"));
    const out = join(dir, "r.json");
    const r = run("validate", "--policy", POLICY, "--quiet", "--json-out", out, "samples/traces/refund-t*.json", "samples/regressions/baseline");
    expect(r.stdout).toBe(""); // no ::debug:: or other noise on stdout
    const report = JSON.parse(readFileSync(out, "utf8"));
    expect(report.reports.map((e: { source_path: string }) => e.source_path)).toEqual([
      "samples/regressions/baseline/refund-before-eligibility.json",
      "samples/regressions/baseline/refund-twice.json",
      "samples/traces/refund-truncated.json",
      "samples/traces/refund-twice.json",
    ]);
    rmSync(dir, { recursive: true, force: true });
  });
  it("warns on stderr when a trace_id occurs twice (the report could not be a baseline)", () => {
    const r = run("validate", "--policy", POLICY, "--quiet", "samples/traces/refund-twice.json", "samples/traces/refund-happy-path.json", "samples/regressions/candidate");
    expect(r.stderr).toBe("");
    const dir = mkdtempSync(join(tmpdir(), "arh-cli-"));
    writeFileSync(join(dir, "copy.json"), readFileSync(join(root, "samples/traces/refund-twice.json")));
    const d = run("validate", "--policy", POLICY, "--quiet", "samples/traces/refund-twice.json", join(dir, "copy.json"));
    expect(d.stderr).toMatch(/warning: trace_id 'refund-0002' occurs 2 times .* cannot serve as a comparison baseline/);
    rmSync(dir, { recursive: true, force: true });
  });
  it("a bad policy: exit 2 and one line naming the field, no stack trace", () => {
    const dir = mkdtempSync(join(tmpdir(), "arh-cli-"));
    const p = join(dir, "p.json");
    writeFileSync(p, JSON.stringify({ policy_id: "x", allowed_tools: { issue_refund: { min_calls: 3, max_calls: 1 } } }));
    const r = run("validate", "--policy", p, "samples/traces");
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain("policy tool 'issue_refund': min_calls (3) exceeds max_calls (1)");
    writeFileSync(p, JSON.stringify({ policy_id: "x", unsafe_patterns: ["(?=lookahead)"] }));
    const re = run("validate", "--policy", p, "samples/traces");
    expect(re.status).toBe(2);
    expect(re.stderr).toMatch(/unsafe_patterns\[0\]: pattern "\(\?=lookahead\)" is not a valid RE2/);
    rmSync(dir, { recursive: true, force: true });
  });
  it("usage errors exit 2 with one line", () => {
    for (const args of [["validate"], ["validate", "--policy", POLICY], ["validate", "--policy", POLICY, "nope/"], ["validate", "--bogus"], ["validate", "--policy", POLICY, "--fail-under", "101", "samples"], ["frobnicate"]]) {
      const r = run(...args);
      expect(r.status, args.join(" ")).toBe(2);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
    expect(run("--help").status).toBe(0);
    expect(run("--version").stdout).toMatch(/^arh \d+\.\d+\.\d+/);
  });
});

describe("help (bundle)", () => {
  const COMMANDS = ["validate", "compare", "init", "merge", "collect"] as const;
  for (const cmd of COMMANDS) {
    it(`arh ${cmd} --help, -h and arh help ${cmd}: that command's usage, exit 0`, () => {
      for (const args of [[cmd, "--help"], [cmd, "-h"], ["help", cmd], [cmd, "--policy", "p.json", "--help"]]) {
        const r = run(...args);
        expect(r.status, args.join(" ")).toBe(0);
        expect(r.stderr, args.join(" ")).toBe("");
        expect(r.stdout, args.join(" ")).toBe(commandUsage(cmd));
      }
      expect(commandUsage(cmd)).toMatch(new RegExp(`^usage: arh ${cmd} +\\S[^]*\nflags:\n[^]*\nexit codes:\n`));
    });
  }
  it("arh --help, -h and arh help: every command; an unknown topic is a usage error", () => {
    for (const args of [["--help"], ["-h"], ["help"]]) {
      const r = run(...args);
      expect(r.status).toBe(0);
      expect(r.stdout).toBe(USAGE);
    }
    for (const cmd of COMMANDS) expect(USAGE).toContain(`\narh ${cmd} `);
    const bad = run("help", "frobnicate");
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^arh: unknown command 'frobnicate'\n/);
  });
  it("--help after `--` belongs to the command arh collect runs", () => {
    expect(wantsHelp(["--out", "d", "--", "node", "--help"])).toBe(false);
    expect(wantsHelp(["-h", "--", "x"])).toBe(true);
    expect(wantsHelp([])).toBe(false);
  });
});

describe("arh compare with a shard's partial report", () => {
  it("says it is a partial and to merge the shards first, streamed or not", () => {
    const dir = mkdtempSync(join(tmpdir(), "arh-cli-"));
    const partial = join(dir, "partial.json");
    const report = join(dir, "report.json");
    expect(run("validate", "--policy", POLICY, "--quiet", "--shard", "1/1", "--partial-out", partial, "--commit", "0".repeat(40), "samples/traces").status).toBe(0); // a partial does not gate
    expect(run("validate", "--policy", POLICY, "--quiet", "--json-out", report, "samples/traces").status).toBe(1);
    const lines = ["never", "always"].map((stream) => {
      const r = run("compare", "--baseline", partial, "--candidate", report, "--stream", stream);
      expect(r.status, stream).toBe(2);
      return r.stderr;
    });
    expect(lines[0]).toMatch(/baseline report .*partial\.json: is a shard's partial report .* merge the partials of every shard first \('arh merge --expect N/);
    expect(lines[1]).toBe(lines[0]);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe("arh compare against a bundle whose traces are checked on a worker thread (bundle)", () => {
  it("passes an intact bundle and refuses one with a changed trace file in one line naming it, folder and zip", () => {
    const dir = mkdtempSync(join(tmpdir(), "arh-cli-verify-"));
    try {
      const at = (...args: string[]) => spawnSync(process.execPath, [resolve(cli), ...args], { cwd: dir, encoding: "utf8" });
      const policy = join(root, POLICY);
      const sample = readFileSync(join(root, "samples/traces/refund-happy-path.json"), "utf8");
      const id = (JSON.parse(sample) as { trace_id: string }).trace_id;
      mkdirSync(join(dir, "traces"));
      // more traces than the check runs on the main thread for (src/bundle/verify.ts WORKER_ABOVE)
      for (let i = 0; i < 300; i++) writeFileSync(join(dir, "traces", `t-${String(i).padStart(3, "0")}.json`), sample.replace(JSON.stringify(id), JSON.stringify(`${id}-${i}`)));
      for (const out of ["base", "base.zip"]) expect(at("validate", "--policy", policy, "--quiet", "--bundle-out", out, "traces").stderr).toBe("");
      for (const b of ["base", "base.zip"]) {
        const r = at("compare", "--baseline", b, "--policy", policy, "--quiet", "traces");
        expect(r.stderr, b).toBe("");
        expect(r.status, b).toBe(0);
      }
      writeFileSync(join(dir, "base/traces/traces/t-150.json"), sample.replace(JSON.stringify(id), JSON.stringify(`${id}-x`)));
      const folder = at("compare", "--baseline", "base", "--policy", policy, "--quiet", "traces");
      expect(folder.status).toBe(2);
      expect(folder.stderr.trim().split("\n")).toEqual(["arh compare: baseline bundle base: trace file traces/traces/t-150.json: its bytes do not match bundle.json (changed)"]);
      // a zip whose entry's data is damaged: the entry named, as an archive problem
      const zip = readFileSync(join(dir, "base.zip"));
      const name = Buffer.from("traces/traces/t-150.json");
      const header = zip.indexOf(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04])]), zip.indexOf(name) - 30);
      const data = header + 30 + zip.readUInt16LE(header + 26) + zip.readUInt16LE(header + 28);
      zip[data + 5] = zip[data + 5]! ^ 0xff;
      writeFileSync(join(dir, "bad.zip"), zip);
      const damaged = at("compare", "--baseline", "bad.zip", "--policy", policy, "--quiet", "traces");
      expect(damaged.status).toBe(2);
      expect(damaged.stderr.trim().split("\n")).toHaveLength(1);
      expect(damaged.stderr).toMatch(/^arh compare: baseline bundle bad\.zip: unsafe or unreadable zip: entry "traces\/traces\/t-150\.json": /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
