// Baselines that cannot be used, each one line naming the bundle and what is wrong (exit 2 from the
// CLI, a missing baseline in the action, as any damaged bundle): a policy nested too deep for its
// digest, a report of a format this build does not read on the streamed path, a manifest of an
// unknown bundle format, a zip entry whose declared size no deflate stream could inflate to.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeZip } from "../github/zip-helpers.js";
import { openBundleDir } from "../../src/bundle/read.js";
import { UsageError } from "../../src/errors.js";
import { extractZipSafely, MAX_DEFLATE_RATIO } from "../../src/bundle/zip.js";
import { BASE_TRACES, CAND_TRACES, POLICY, compare, validate } from "./helpers.js";

let dir: string;
const p = (name: string) => join(dir, name);
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "arh-bundle-unusable-"));
  expect((await validate("--policy", POLICY, "--bundle-out", p("good"), "--quiet", BASE_TRACES)).code).toBe(0);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function variant(name: string, edit: (root: string) => void): string {
  const root = p(name);
  cpSync(p("good"), root, { recursive: true });
  edit(root);
  return root;
}

const editJson = (file: string, f: (d: Record<string, unknown>) => void): void => {
  const d = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  f(d);
  writeFileSync(file, JSON.stringify(d, null, 2));
};

async function refused(baseline: string, problem: RegExp, ...extra: string[]): Promise<string> {
  const r = await compare("--baseline", baseline, "--policy", POLICY, "--json-out", p("out.json"), ...extra, CAND_TRACES);
  expect(r.code, r.err).toBe(2);
  expect(r.out).toBe("");
  const lines = r.err.trimEnd().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^arh compare: baseline bundle \S+: /);
  expect(lines[0]).toMatch(problem);
  expect(r.err).not.toMatch(/\n\s+at |internal error/);
  return lines[0]!;
}

/** `policy.json` of `root` with a key whose value is nested `depth` arrays deep. */
function deepPolicy(root: string, depth: number): void {
  const f = join(root, "policy.json");
  const text = readFileSync(f, "utf8").trimEnd();
  writeFileSync(f, `${text.slice(0, -1)}, "x": ${"[".repeat(depth)}${"]".repeat(depth)}}`);
}

describe("a bundle whose policy is nested deeper than 1,000 levels", () => {
  it("is refused in one line naming the bundle and its policy file, not an internal error", async () => {
    const b = variant("deep", (r) => deepPolicy(r, 1500));
    const line = await refused(b, /policy\.json: value nested deeper than 1000 levels$/);
    expect(line).toContain(b);
    // with --stream always too (the bundle opened for the streamed comparison)
    await refused(b, /policy\.json: value nested deeper than 1000 levels$/, "--stream", "always");
  });
  it("is an unusable baseline for the action too (the error it turns into `missing`)", () => {
    const b = variant("deep-action", (r) => deepPolicy(r, 1500));
    let err: unknown = null;
    try {
      openBundleDir(b, "artifact 7");
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(UsageError);
    expect((err as Error).message).toBe("baseline bundle artifact 7: policy.json: value nested deeper than 1000 levels");
  });
});

describe("a bundle of a format this build does not read", () => {
  it("a report of a newer or unknown format_version is refused on the streamed path as on the whole one", async () => {
    for (const [i, v] of [4, 99, 0, "x"].entries()) {
      const b = variant(`report-format-${i}`, (r) => editJson(join(r, "report.json"), (d) => (d.format_version = v)));
      const why = typeof v === "number" && v > 3 ? "newer than this build reads \\(3\\): upgrade arh" : "which is no format arh writes \\(this build reads 1 to 3\\)";
      const want = new RegExp(`report\\.json: declares report format_version ${JSON.stringify(v)}, ${why}$`);
      await refused(b, want, "--stream", "always");
      await refused(b, want);
    }
  });
  it("a bare report baseline of a newer format_version is refused streamed as in memory", async () => {
    const bare = p("bare-99.json");
    const d = JSON.parse(readFileSync(join(p("good"), "report.json"), "utf8")) as Record<string, unknown>;
    d.format_version = 99;
    writeFileSync(bare, JSON.stringify(d, null, 2));
    const cand = p("cand.json");
    expect((await validate("--policy", POLICY, "--json-out", cand, "--quiet", CAND_TRACES)).code).toBe(1);
    for (const mode of ["always", "never"]) {
      const r = await compare("--baseline", bare, "--candidate", cand, "--stream", mode, "--quiet");
      expect(r.code, r.err).toBe(2);
      expect(r.err).toBe(`arh compare: baseline report ${bare}: declares report format_version 99, newer than this build reads (3): upgrade arh\n`);
    }
  });
  it("a report of an unknown schema_version is refused on the streamed path", async () => {
    const b = variant("report-schema", (r) => editJson(join(r, "report.json"), (d) => (d.schema_version = "7.0")));
    await refused(b, /report\.json: declares unsupported schema_version '7\.0' \(this build supports major version '1'\)$/, "--stream", "always");
  });
  it("a manifest's unknown arh_bundle_version names what was found and what this build reads", async () => {
    for (const [i, v] of [0, 1.5, "1", null].entries()) {
      const b = variant(`manifest-${i}`, (r) => editJson(join(r, "bundle.json"), (d) => (d.arh_bundle_version = v)));
      await refused(b, new RegExp(`bundle\\.json: 'arh_bundle_version' ${JSON.stringify(JSON.stringify(v)).slice(1, -1).replace(/\./g, "\\.")} is not a bundle format this build reads \\(it reads format 1\\)$`));
    }
    const none = variant("manifest-none", (r) => editJson(join(r, "bundle.json"), (d) => delete d.arh_bundle_version));
    await refused(none, /'arh_bundle_version' \(absent\) is not a bundle format this build reads \(it reads format 1\)$/);
  });
});

/** `zip` with the declared uncompressed size of entry `name` set to `size` (central directory and local header). */
function forgeSize(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip);
  const n = Buffer.from(name);
  let patched = 0;
  for (let i = 0; i + 46 <= out.length; i++) {
    const sig = out.readUInt32LE(i);
    if (sig === 0x02014b50 && out.readUInt16LE(i + 28) === n.length && out.subarray(i + 46, i + 46 + n.length).equals(n)) {
      out.writeUInt32LE(size, i + 24);
      patched++;
    } else if (sig === 0x04034b50 && out.readUInt16LE(i + 26) === n.length && out.subarray(i + 30, i + 30 + n.length).equals(n)) {
      if (out.readUInt32LE(i + 22) !== 0) out.writeUInt32LE(size, i + 22);
    }
  }
  if (patched !== 1) throw new Error(`entry ${name} not found`);
  return out;
}

describe("a zip entry whose declared size is past deflate's ratio", () => {
  const names = ["bundle.json", "report.json", "policy.json", "traces/samples/regressions/baseline/refund-twice.json", "traces/samples/regressions/baseline/refund-before-eligibility.json"];
  const entries = () => names.map((name) => ({ name, data: readFileSync(join(p("good"), name)) }));

  it("a trace entry: refused naming the entry and the ratio limit (not as an extra or a changed file)", async () => {
    const z = await makeZip(entries());
    const twice = names[3]!;
    writeFileSync(p("forged-trace.zip"), forgeSize(z, twice, 400_000_000));
    await refused(p("forged-trace.zip"), new RegExp(`unsafe or unreadable zip: entry "${twice.replace(/\./g, "\\.")}" declares 400000000 bytes from \\d+ compressed \\(a ratio of \\d+:1, over the limit of ${MAX_DEFLATE_RATIO}:1 that deflate can reach\\)$`));
  });
  it("the report: refused naming it and the limit (not as JSON that does not parse)", async () => {
    const z = await makeZip(entries());
    writeFileSync(p("forged-report.zip"), forgeSize(z, "report.json", 1_500_000_000));
    await refused(p("forged-report.zip"), /entry "report\.json" declares 1500000000 bytes from \d+ compressed \(a ratio of \d+:1, over the limit of 1032:1 that deflate can reach\)$/);
  });
  it("the artifact extractor refuses it the same way", async () => {
    const z = forgeSize(await makeZip([{ name: "report.json", data: '{"reports":[]}' }]), "report.json", 50_000_000);
    const dest = mkdtempSync(join(dir, "x-"));
    await expect(extractZipSafely(z, dest)).rejects.toThrow(/^entry "report\.json" declares 50000000 bytes from \d+ compressed \(a ratio of \d+:1, over the limit of 1032:1 that deflate can reach\)$/);
  });
  it("what a deflater really writes is never over it: 5 MB of one byte (about 1,026:1) is read", async () => {
    const zeros = Buffer.alloc(5_000_000);
    const z = await makeZip([{ name: "zeros.bin", data: zeros }]);
    expect(zeros.length / z.length).toBeGreaterThan(1000);
    const dest = mkdtempSync(join(dir, "z-"));
    expect(await extractZipSafely(z, dest, { maxEntries: 10, maxTotalBytes: 10_000_000 })).toEqual(["zeros.bin"]);
  });
});
