// The gate against a bundle on the path a pull request runs (docs/bundle.md): a zip read where it
// is (no extraction), streamed (`--stream always`) or in memory with the same bytes out, the trace
// files still checked whole; and what can be refused without reading a trace refused first.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deflateRawSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_TRACES, CAND_TRACES, POLICY, compare, strictPolicy, validate } from "./helpers.js";
import { ZipIndex } from "../../src/bundle/zip.js";
import { BUNDLE_ZIP_LIMITS } from "../../src/bundle/format.js";
import { crc32, crc32InJs } from "../../src/util/crc32.js";

let dir: string;
const p = (name: string): string => join(dir, name);
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "arh-gate-path-"));
  for (const out of ["base", "base.zip"]) expect((await validate("--policy", POLICY, "--bundle-out", p(out), "--quiet", BASE_TRACES)).err).toBe("");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the gate against a bundle, streamed or in memory", () => {
  it("writes the same JSON, Markdown, trace diffs, console and stderr with --stream always and never, from a zip and a folder", async () => {
    const runs: Record<string, { code: number; out: string; err: string; json: string; md: string; diff: string }> = {};
    for (const b of ["base", "base.zip"]) {
      for (const mode of ["always", "never"]) {
        const tag = `${b}-${mode}`;
        const r = await compare("--stream", mode, "--baseline", p(b), "--policy", POLICY, "--json-out", p(`${tag}.json`), "--md-out", p(`${tag}.md`), "--diff-out", p(`${tag}-diffs`), CAND_TRACES);
        const diffs = readFileSync(p(`${tag}.md`), "utf8");
        runs[tag] = { code: r.code, out: r.out, err: r.err, json: readFileSync(p(`${tag}.json`), "utf8"), md: diffs.replaceAll(p(b), "BUNDLE"), diff: existsSync(p(`${tag}-diffs`)) ? "yes" : "no" };
      }
    }
    const first = runs["base.zip-never"]!;
    expect(first.code).toBe(1); // the sample candidate regresses
    expect(first.md).toContain("Regression gate failed");
    for (const [tag, r] of Object.entries(runs)) {
      expect(r.code, tag).toBe(first.code);
      expect(r.json, tag).toBe(first.json);
      expect(r.md, tag).toBe(first.md);
      expect(r.err, tag).toBe(first.err);
      expect(r.diff, tag).toBe("yes");
    }
  });

  it("a streamed gate still refuses a bundle whose trace file changed, naming it", async () => {
    const b = p("tampered");
    expect((await validate("--policy", POLICY, "--bundle-out", b, "--quiet", BASE_TRACES)).err).toBe("");
    const f = join(b, "traces", BASE_TRACES, "refund-twice.json");
    writeFileSync(f, readFileSync(f, "utf8").replace("refund", "refunb"));
    const r = await compare("--stream", "always", "--baseline", b, "--policy", POLICY, "--quiet", CAND_TRACES);
    expect(r.code).toBe(2);
    expect(r.err.trim().split("\n")).toHaveLength(1);
    expect(r.err).toContain("refund-twice.json: its bytes do not match bundle.json (changed)");
  });

  it("a changed policy falls back to judging the bundle's traces again in memory", async () => {
    const strict = strictPolicy(dir);
    const a = await compare("--stream", "always", "--baseline", p("base.zip"), "--policy", strict, "--json-out", p("s1.json"), "--quiet", CAND_TRACES);
    const b = await compare("--stream", "never", "--baseline", p("base.zip"), "--policy", strict, "--json-out", p("s2.json"), "--quiet", CAND_TRACES);
    expect(a.code).toBe(b.code);
    expect(readFileSync(p("s1.json"), "utf8")).toBe(readFileSync(p("s2.json"), "utf8"));
    expect(JSON.parse(readFileSync(p("s1.json"), "utf8")).policy_change).toBeTruthy();
  });
});

describe("a bundle zip read where it is", () => {
  it("reads each entry with its declared size and CRC-32, and refuses one whose bytes were changed", async () => {
    const idx = await ZipIndex.open(p("base.zip"), BUNDLE_ZIP_LIMITS);
    try {
      expect([...idx.files.keys()].slice(0, 3)).toEqual(["bundle.json", "report.json", "index.jsonl"]);
      const name = `traces/${BASE_TRACES}/refund-twice.json`;
      expect(idx.read(name).equals(readFileSync(join(BASE_TRACES, "refund-twice.json")))).toBe(true);
    } finally {
      idx.close();
    }
    // flip one byte inside the compressed data of the last entry: its CRC-32 no longer matches
    const zip = readFileSync(p("base.zip"));
    const idx2 = await ZipIndex.open(p("base.zip"), BUNDLE_ZIP_LIMITS);
    const e = [...idx2.files.values()].at(-1)!;
    idx2.close();
    const bad = Buffer.from(zip);
    const head = e.offset + 30 + bad.readUInt16LE(e.offset + 26) + bad.readUInt16LE(e.offset + 28);
    bad[head + Math.floor(e.compressedSize / 2)]! ^= 0x01;
    writeFileSync(p("bad.zip"), bad);
    const idx3 = await ZipIndex.open(p("bad.zip"), BUNDLE_ZIP_LIMITS);
    try {
      expect(() => idx3.read(e.path)).toThrow(/CRC-32 does not match|not valid deflate data|bytes, not the|larger than declared/);
    } finally {
      idx3.close();
    }
    const r = await compare("--baseline", p("bad.zip"), "--policy", POLICY, "--quiet", CAND_TRACES);
    expect(r.code).toBe(2);
    expect(r.err.trim().split("\n")).toHaveLength(1);
  });

  it("computes CRC-32 natively and in JavaScript alike", () => {
    const data = deflateRawSync(Buffer.from("a bundle's bytes ".repeat(999)));
    expect(crc32(data)).toBe(crc32InJs(data));
    expect(crc32(data.subarray(7), crc32(data.subarray(0, 7)))).toBe(crc32(data));
    expect(crc32(Buffer.alloc(0))).toBe(0);
  });
});

describe("refused before any trace is read", () => {
  it("an output path that is a folder, or under a file", async () => {
    mkdirSync(p("a-folder"), { recursive: true });
    const r1 = await validate("--policy", POLICY, "--json-out", p("a-folder"), "--quiet", BASE_TRACES);
    expect(r1.code).toBe(2);
    expect(r1.err).toContain(`--json-out ${p("a-folder")}: is a folder`);
    writeFileSync(p("a-file"), "x");
    const r2 = await compare("--baseline", p("base.zip"), "--policy", POLICY, "--md-out", join(p("a-file"), "c.md"), "--json-out", p("not-written.json"), CAND_TRACES);
    expect(r2.code).toBe(2);
    expect(r2.err).toContain("is not a folder");
    expect(existsSync(p("not-written.json"))).toBe(false);
  });

  it("a trace the bundle could not store (outside the root), before validating: no report is written", async () => {
    const outside = mkdtempSync(join(tmpdir(), "arh-outside-"));
    try {
      writeFileSync(join(outside, "t.json"), readFileSync(join(BASE_TRACES, "refund-twice.json")));
      const r = await validate("--policy", POLICY, "--bundle-out", p("out.zip"), "--json-out", p("outside.json"), "--quiet", join(outside, "t.json"));
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/--bundle-out: cannot bundle trace file '.*t\.json': a path that leaves the root/);
      expect(existsSync(p("outside.json"))).toBe(false);
      expect(existsSync(p("out.zip"))).toBe(false);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
