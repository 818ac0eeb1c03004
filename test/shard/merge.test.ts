// `arh validate --shard i/N --partial-out` over N shards, then `arh merge`: the same bytes as one
// `arh validate` over everything (JSON, Markdown, JUnit, SARIF), on the samples and on a generated
// corpus; and every inconsistent set of partials refused with one line naming the file.
import { afterAll, describe, expect, it } from "vitest";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runValidateCommand } from "../../src/commands/validate.js";
import { runMergeCommand } from "../../src/commands/merge.js";
import { shardOf } from "../../src/shard/select.js";
import { xorshift } from "../rng.js";
import { capture } from "../capture.js";

const dir = mkdtempSync(join(tmpdir(), "arh-shards-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const POLICY = "samples/policies/refund-policy.json";
const SAMPLES = ["samples/traces", "samples/regressions/baseline", "samples/memory/traces"];
const OUTS = ["json", "md", "xml", "sarif"] as const;
const flag = { json: "--json-out", md: "--md-out", xml: "--junit-out", sarif: "--sarif-out" } as const;
const outs = (base: string): string[] => OUTS.flatMap((k) => [flag[k], `${base}.${k}`]);

const validate = (...a: string[]) => capture(() => runValidateCommand(a));
const merge = (...a: string[]) => capture(() => runMergeCommand(a));

/** Validate `paths` as N shards; returns the partials' paths. */
async function shards(name: string, n: number, paths: string[], extra: string[] = []): Promise<string[]> {
  const out: string[] = [];
  for (let i = 1; i <= n; i++) {
    const p = join(dir, `${name}-${i}-of-${n}.json`);
    const r = await validate("--policy", POLICY, "--quiet", "--shard", `${i}/${n}`, "--partial-out", p, ...extra, ...paths);
    expect(r.err).toBe("");
    expect(r.code).toBe(0); // a partial never gates
    out.push(p);
  }
  return out;
}

async function expectSameAsOneJob(name: string, paths: string[], extra: string[] = [], mergeExtra: string[] = []): Promise<void> {
  const single = join(dir, `${name}-single`);
  const one = await validate("--policy", POLICY, "--quiet", ...outs(single), ...extra, ...mergeExtra, ...paths);
  for (const n of [1, 2, 7]) {
    const parts = await shards(name, n, paths, extra);
    const merged = join(dir, `${name}-merged-${n}`);
    const r = await merge("--expect", String(n), ...outs(merged), ...mergeExtra, ...[...parts].reverse());
    expect(r.err.replaceAll("arh merge:", "arh validate:")).toBe(one.err);
    expect(r.code).toBe(one.code);
    for (const k of OUTS) expect(readFileSync(`${merged}.${k}`, "utf8"), `${name}: ${k} over ${n} shards`).toBe(readFileSync(`${single}.${k}`, "utf8"));
  }
}

/** A generated tree: nested folders, names whose order is easy to get wrong, bad files, a skipped link. */
function corpus(): string {
  const root = join(dir, "corpus");
  const rnd = xorshift(0xc0ffee);
  const names = ["a", "a-b", "a.b", "a0", "A", "b", "é", "z_"];
  let k = 0;
  for (const d1 of names) {
    for (const d2 of ["", "x", "x-y", "x/y"]) {
      const d = join(root, d1, d2);
      mkdirSync(d, { recursive: true });
      for (let i = 0; i < 4; i++) {
        const id = `gen-${k++}`;
        const f = join(d, `${names[Math.floor(rnd() * names.length)]}-${i}.json`);
        const r = rnd();
        if (r < 0.05) writeFileSync(f, '{"trace_id": "broken", "steps": [');
        else if (r < 0.08) writeFileSync(f, "[]");
        else {
          const amount = r < 0.3 ? 900 : Math.round(rnd() * 40000) / 100;
          const steps = [
            { step_id: "s1", type: "tool_call", tool_name: "lookup_order", arguments: { order_id: "ORD-1042" }, latency_ms: Math.floor(rnd() * 2000), cost_usd: rnd() / 100, output: { status: "delivered" } },
            { step_id: "s2", type: "tool_call", tool_name: "check_eligibility", arguments: { order_id: "ORD-1042", reason: "damaged" }, latency_ms: 100, output: { eligible: true } },
            { step_id: "s3", type: "tool_call", tool_name: "issue_refund", arguments: { order_id: "ORD-1042", amount, currency: "EUR" }, latency_ms: 300, output: { ok: true } },
            { step_id: "s4", type: "model_response", text: rnd() < 0.1 ? "" : `Refunded ${amount} EUR.`, latency_ms: 200, cost_usd: rnd() / 50 },
          ];
          writeFileSync(f, JSON.stringify({ schema_version: "1", trace_id: id, agent_name: "refund-copilot", workflow: "refund", steps }, null, 2));
        }
      }
    }
  }
  symlinkSync(join(root, "nowhere.json"), join(root, "a", "dangling.json"));
  return root;
}

describe("validate --shard + merge = one validate", () => {
  it("on the samples, for 1, 2 and 7 shards (JSON, Markdown, JUnit, SARIF byte-identical)", async () => {
    await expectSameAsOneJob("samples", SAMPLES);
  });

  it("on a generated corpus with nested folders, bad files and a skipped link, relative to --root", async () => {
    const root = corpus();
    await expectSameAsOneJob("corpus", [root], ["--root", dir]);
    const report = JSON.parse(readFileSync(join(dir, "corpus-single.json"), "utf8"));
    expect(report.skipped).toHaveLength(1);
    expect(report.reports.length).toBeGreaterThan(100);
  });

  it("with repeated runs: the scenarios section and verdict of one validate", async () => {
    const root = join(dir, "repeats");
    mkdirSync(root, { recursive: true });
    const good = JSON.parse(readFileSync("samples/traces/refund-happy-path.json", "utf8"));
    const bad = JSON.parse(readFileSync("samples/traces/refund-bad-arguments.json", "utf8"));
    for (const [scenario, runs, failing] of [["refund-ok", 5, 0], ["refund-flaky", 4, 2], ["refund-broken", 3, 3]] as const) {
      for (let i = 0; i < runs; i++) {
        const t = structuredClone(i < failing ? bad : good);
        t.trace_id = `${scenario}-run${i}`;
        t.metadata = { ...(t.metadata ?? {}), scenario };
        writeFileSync(join(root, `${scenario}-${i}.json`), JSON.stringify(t, null, 2));
      }
    }
    await expectSameAsOneJob("repeats", [root], ["--root", dir]);
    await expectSameAsOneJob("repeats-min", [root], ["--root", dir], ["--min-runs", "4"]);
    const report = JSON.parse(readFileSync(join(dir, "repeats-min-merged-7.json"), "utf8"));
    expect(report.scenarios.summary.scenarios).toBe(3);
    expect(report.scenarios.reasons.join(" ")).toMatch(/refund-broken/);
  });

  it("empty shards are partials too (one file over 3 shards)", async () => {
    await expectSameAsOneJob("one-file", ["samples/traces/refund-happy-path.json"]);
    const docs = (await shards("one-file", 3, ["samples/traces/refund-happy-path.json"])).map((p) => JSON.parse(readFileSync(p, "utf8")));
    expect(docs.map((d) => d.entries.length).sort()).toEqual([0, 0, 1]);
  });

  it("the partial carries what the merge needs: manifest, files in order, raw scores, the entries' report text", async () => {
    const [p] = await shards("manifest", 1, ["samples/traces"], ["--commit", "ABCDEF1234"]);
    const doc = JSON.parse(readFileSync(p!, "utf8"));
    expect(Object.keys(doc)).toEqual(["partial_version", "shard", "policy_digest", "policy_id", "fail_under", "tool", "commit", "counts", "skipped", "files", "entries"]);
    expect(doc.shard).toEqual({ index: 1, total: 1 });
    expect(doc.commit).toBe("abcdef1234");
    expect(doc.policy_digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(doc.counts).toEqual({ files: 14, entries: 14, passed: 3, failed: 11, skipped: 0 });
    expect(doc.files[0]).toBe("samples/traces/refund-bad-arguments.json");
    expect(doc.entries[0].order_key).toBe("samples/traces/refund-bad-arguments.json");
    expect(doc.entries[0].raw_score).not.toBe(doc.entries[0].report.score); // unrounded
    // each entry's text is the full report's, byte for byte
    const single = join(dir, "manifest-single.json");
    await validate("--policy", POLICY, "--quiet", "--json-out", single, "samples/traces");
    const full = readFileSync(single, "utf8");
    const text = readFileSync(p!, "utf8");
    const first = full.slice(full.indexOf('    {\n      "trace_id"'), full.indexOf("\n    },\n") + 6);
    expect(text).toContain('"report":\n' + first);
  });

  it("takes the commit from GITHUB_SHA when --commit is not given; a bad one is a usage error", async () => {
    const saved = process.env.GITHUB_SHA;
    try {
      process.env.GITHUB_SHA = "0123456789abcdef0123456789abcdef01234567";
      const [p] = await shards("env", 1, ["samples/traces/refund-happy-path.json"]);
      expect(JSON.parse(readFileSync(p!, "utf8")).commit).toBe(process.env.GITHUB_SHA);
      process.env.GITHUB_SHA = "not a sha";
      const r = await validate("--policy", POLICY, "--partial-out", join(dir, "bad-env.json"), "samples/traces");
      expect(r.code).toBe(2);
      expect(r.err).toBe("arh validate: GITHUB_SHA must be a hexadecimal commit id, got 'not a sha'\n");
    } finally {
      if (saved === undefined) delete process.env.GITHUB_SHA;
      else process.env.GITHUB_SHA = saved;
    }
  });
});

describe("merge refuses what is not the N shards of one run", () => {
  const refused = async (args: string[], message: RegExp): Promise<void> => {
    const out = join(dir, "refused", "merged.json");
    const r = await merge("--expect", ...args.slice(0, 1), "--json-out", out, "--md-out", out + ".md", ...args.slice(1));
    expect(r.code).toBe(2);
    expect(r.out).toBe("");
    expect(r.err.split("\n")).toHaveLength(2); // one line
    expect(r.err).toMatch(message);
    expect(existsSync(out)).toBe(false);
    expect(existsSync(out + ".md")).toBe(false);
    if (existsSync(join(dir, "refused"))) expect(readdirSync(join(dir, "refused"))).toEqual([]); // no temporary file left
  };
  let three: string[] = [];
  const edit = (src: string, name: string, f: (doc: Record<string, unknown>) => void): string => {
    const doc = JSON.parse(readFileSync(src, "utf8"));
    f(doc);
    const p = join(dir, name);
    writeFileSync(p, JSON.stringify(doc));
    return p;
  };

  it("a missing or duplicated shard, another total", async () => {
    three = await shards("set", 3, ["samples/traces"]);
    const [a, b, c] = three as [string, string, string];
    await refused(["3", a, b], /^arh merge: shard 3 of 3 is missing \(got 2 partials\)$/m);
    await refused(["3", a, b, b], new RegExp(`^arh merge: partials ${b} and ${b} are both shard 2 of 3$`, "m"));
    await refused(["2", a, b], new RegExp(`^arh merge: partial ${a} is shard 1 of 3, not of 2 \\(--expect 2\\)$`, "m"));
    expect((await merge("--expect", "3", "--json-out", join(dir, "ok.json"), c, b, a)).code).toBe(1);
  });

  it("another policy, commit or tool version", async () => {
    const [a, b, c] = three as [string, string, string];
    const policy = join(dir, "policy-copy.json");
    // another policy: the digest is of the canonical JSON, so a reformatted copy would be the same one
    const changed = JSON.parse(readFileSync(POLICY, "utf8")) as Record<string, unknown>;
    changed.allow_unlisted_tools = !changed.allow_unlisted_tools;
    writeFileSync(policy, JSON.stringify(changed, null, 2) + "\n");
    const other = join(dir, "other-policy-2.json");
    await validate("--policy", policy, "--quiet", "--shard", "2/3", "--partial-out", other, "samples/traces");
    await refused(["3", a, other, c], new RegExp(`^arh merge: partial ${other} has another policy \\(policy_digest\\) than ${a}`, "m"));
    const commit = join(dir, "commit-2.json");
    await validate("--policy", POLICY, "--quiet", "--shard", "2/3", "--commit", "beef", "--partial-out", commit, "samples/traces");
    await refused(["3", a, commit, c], new RegExp(`^arh merge: partial ${commit} has another commit than ${a}: "beef" vs null$`, "m"));
    const tool = edit(b, "tool-2.json", (d) => ((d.tool as { version: string }).version = "9.9.9"));
    await refused(["3", a, tool, c], new RegExp(`^arh merge: partial ${tool} has another tool version than ${a}: "arh-action 9.9.9" vs "arh-action 0.1.0"$`, "m"));
    const all = [a, b, c].map((p, i) => edit(p, `old-${i + 1}.json`, (d) => ((d.tool as { version: string }).version = "0.0.1")));
    await refused(["3", ...all], /this is arh-action 0\.1\.0: merge with the version that validated$/m);
  });

  it("a file or a trace_id in two shards", async () => {
    const [a, b, c] = three as [string, string, string];
    const docA = JSON.parse(readFileSync(a, "utf8"));
    const stolen = edit(b, "stolen-2.json", (d) => {
      const entries = d.entries as unknown[];
      entries.unshift(docA.entries[0]);
      (d.files as string[]).unshift(docA.files[0]);
      const counts = d.counts as Record<string, number>;
      counts.files! += 1;
      counts.entries! += 1;
      counts.failed! += docA.entries[0].report.passed ? 0 : 1;
      counts.passed! += docA.entries[0].report.passed ? 1 : 0;
      d.entries = [...entries].sort((x, y) => ((x as { order_key: string }).order_key < (y as { order_key: string }).order_key ? -1 : 1));
      d.files = [...(d.files as string[])].sort();
    });
    // a path moved to a shard it does not hash to is refused as such (before it meets its twin)
    await refused(["3", a, stolen, c], new RegExp(`^arh merge: partial ${stolen}: entries\\[\\d+\\] \\(trace_id '[^']+', shard 2 of 3\\): source_path '${docA.files[0]}' belongs to shard 1 of 3, not 2$`, "m"));
    // the same trace_id in two files that land in different shards
    const ids = join(dir, "ids");
    mkdirSync(ids, { recursive: true });
    const names: string[] = [];
    for (let i = 0; names.length < 2; i++) {
      const n = `t${i}.json`;
      if (names.length === 0 || shardOf(`ids/${names[0]}`, 2) !== shardOf(`ids/${n}`, 2)) names.push(n);
    }
    for (const n of names) writeFileSync(join(ids, n), readFileSync("samples/traces/refund-happy-path.json"));
    const two = await shards("ids", 2, [ids], ["--root", dir]);
    await refused(["2", ...two], /^arh merge: trace_id 'refund-0001' is in two shards: .*ids-[12]-of-2\.json and .*ids-[12]-of-2\.json$/m);
  });

  it("a truncated, invalid or foreign file", async () => {
    const [a, b, c] = three as [string, string, string];
    const text = readFileSync(b, "utf8");
    for (const cut of [10, Math.floor(text.length / 2), text.length - 3]) {
      const t = join(dir, `cut-${cut}.json`);
      writeFileSync(t, text.slice(0, cut));
      await refused(["3", a, t, c], new RegExp(`^arh merge: partial ${t}: ends early.*\\(the file looks truncated\\)$`, "m"));
    }
    const bad = join(dir, "bad.json");
    writeFileSync(bad, text.replace('"entries": [', '"entries": [}'));
    await refused(["3", a, bad, c], new RegExp(`^arh merge: partial ${bad}: is not valid JSON`, "m"));
    await refused(["3", a, join(dir, "samples-single.json"), c], /is not a partial report \(write one with 'arh validate --partial-out'\)$/m);
    await refused(["3", a, join(dir, "nope.json"), c], /: cannot read: file not found$/m);
    await refused(["3", a, dir, c], /: cannot read: not a regular file: a directory$/m);
    const lying = edit(b, "lying-2.json", (d) => ((d.counts as Record<string, number>).entries = 99));
    await refused(["3", a, lying, c], /its counts say 99$/m);
    const shuffled = edit(b, "shuffled-2.json", (d) => (d.entries as unknown[]).reverse());
    await refused(["3", a, shuffled, c], /is out of order/m);
    const after = join(dir, "after-2.json");
    writeFileSync(after, text.replace(/\n}\n$/, ', "extra": 1\n}\n'));
    await refused(["3", a, after, c], /has content after 'entries'/m);
  });

  it("bad flags: one line, exit 2", async () => {
    for (const [args, msg] of [
      [[], /--expect N is required/],
      [["--expect", "0", "x"], /--expect must be a whole number from 1 to 1000, got '0'/],
      [["--expect", "two", "x"], /--expect must be a whole number/],
      [["--expect", "2", "--json-out", "x.json"], /give the partial reports to merge/],
      [["--expect", "2", "x"], /give at least one output/],
    ] as [string[], RegExp][]) {
      const r = await merge(...args);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(msg);
      expect(r.err.split("\n")).toHaveLength(2);
    }
  });
});

describe("schemas/partial.schema.json", () => {
  it("accepts the partials validate writes", async () => {
    const { default: Ajv2020 } = await import("ajv/dist/2020.js");
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    ajv.addSchema(JSON.parse(readFileSync("schemas/report.schema.json", "utf8")));
    const check = ajv.compile(JSON.parse(readFileSync("schemas/partial.schema.json", "utf8")));
    for (const p of await shards("schema", 2, SAMPLES)) {
      const ok = check(JSON.parse(readFileSync(p, "utf8")));
      expect(check.errors ?? []).toEqual([]);
      expect(ok).toBe(true);
    }
  });
});
