// Hostile baseline bundles, fourth round: every file a bundle names is checked once, before use (a
// named pipe or an absent memory-results.json is one line at once, never a hang at re-judging); a
// linked traces/ folder is refused; a report whose policy_digest is not a string is one line; a
// bundle's policy is checked against the report's digest before its regexes are compiled.
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBundleDir } from "../../src/bundle/read.js";
import { UsageError } from "../../src/errors.js";
import { BASE_TRACES, CAND_TRACES, POLICY, compare, strictPolicy, validate } from "../bundle/helpers.js";

let dir: string;
const p = (name: string) => join(dir, name);
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "arh-bundle-r4-"));
  writeFileSync(p("memory-results.json"), JSON.stringify({ results: [] }));
  expect((await validate("--policy", POLICY, "--bundle-out", p("good"), "--quiet", BASE_TRACES)).code).toBe(0);
  expect((await validate("--policy", POLICY, "--memory-results", p("memory-results.json"), "--bundle-out", p("mem"), "--quiet", BASE_TRACES)).code).toBe(0);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function variant(from: string, name: string, edit: (root: string) => void): string {
  const root = p(name);
  cpSync(p(from), root, { recursive: true });
  edit(root);
  return root;
}

/** The one line `openBundleDir` refuses `root` with. */
function refusal(root: string): string {
  try {
    openBundleDir(root, root);
  } catch (e) {
    expect(e).toBeInstanceOf(UsageError);
    return (e as Error).message;
  }
  throw new Error("accepted");
}

async function refusedByCompare(baseline: string, ...extra: string[]): Promise<string> {
  const r = await compare("--baseline", baseline, "--policy", extra[0] ?? POLICY, "--json-out", p("out.json"), CAND_TRACES);
  expect(r.code).toBe(2);
  expect(r.err).not.toMatch(/\n\s+at |internal error/);
  const lines = r.err.trimEnd().split("\n");
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

describe("every file a bundle names is checked when the bundle is opened", () => {
  it("memory-results.json replaced by a named pipe: refused at once, under a policy that would re-judge", async () => {
    const root = variant("mem", "fifo", (r) => {
      unlinkSync(join(r, "memory-results.json"));
      execFileSync("mkfifo", [join(r, "memory-results.json")]);
    });
    expect(refusal(root)).toMatch(/memory-results\.json: not a regular file: a named pipe \(FIFO\)$/);
    const strict = strictPolicy(dir);
    expect(await refusedByCompare(root, strict)).toMatch(/^arh compare: baseline bundle \S+: memory-results\.json: not a regular file: a named pipe \(FIFO\)$/);
  }, 20_000);

  it("memory-results.json listed but absent: refused when opened, not when re-judging", async () => {
    const root = variant("mem", "nomem", (r) => unlinkSync(join(r, "memory-results.json")));
    expect(refusal(root)).toMatch(/memory-results\.json: missing \(bundle\.json names it\)$/);
    // the same policy: nothing would be re-judged, and the bundle is still refused
    expect(await refusedByCompare(root)).toMatch(/memory-results\.json: missing/);
  });

  it("a memory-results.json that is a link is refused", () => {
    const root = variant("mem", "memlink", (r) => {
      renameSync(join(r, "memory-results.json"), join(r, "real.json"));
      symlinkSync(join(r, "real.json"), join(r, "memory-results.json"));
    });
    expect(refusal(root)).toMatch(/memory-results\.json: not a regular file \(links are refused\)$/);
  });

  it("the good bundle with memory results opens", () => {
    const b = openBundleDir(p("mem"), "mem");
    expect(b.memoryResults).toBe(join(p("mem"), "memory-results.json"));
  });
});

describe("a linked traces/ folder", () => {
  it("is refused, even when its files match the manifest", async () => {
    const root = variant("good", "tlink", (r) => {
      renameSync(join(r, "traces"), join(dir, "outside-traces"));
      symlinkSync(join(dir, "outside-traces"), join(r, "traces"));
    });
    expect(refusal(root)).toMatch(/traces is not a folder \(links are refused\)$/);
    expect(await refusedByCompare(root)).toMatch(/^arh compare: baseline bundle \S+: traces is not a folder \(links are refused\)$/);
  });
  it("a linked folder below traces/ is refused too", () => {
    const root = variant("good", "sublink", (r) => {
      renameSync(join(r, "traces", "samples"), join(dir, "outside-samples"));
      symlinkSync(join(dir, "outside-samples"), join(r, "traces", "samples"));
    });
    expect(refusal(root)).toMatch(/traces\/samples is not a regular file \(links are refused\)$/);
  });
});

describe("a report whose policy_digest is not a string", () => {
  for (const bad of [5, { a: 1 }, ["x"], true]) {
    it(`${JSON.stringify(bad)}: one line naming the field, baseline or candidate side`, async () => {
      const good = JSON.parse(readFileSync(join(p("good"), "report.json"), "utf8")) as Record<string, unknown>;
      const forged = p(`digest-${typeof bad}.json`);
      writeFileSync(forged, JSON.stringify({ ...good, policy_digest: bad }));
      const cand = p("cand.json");
      writeFileSync(cand, JSON.stringify({ ...good, policy_digest: "sha256:" + "0".repeat(64) }));
      for (const [b, c, side, stream] of [[forged, cand, "baseline", "never"], [cand, forged, "candidate", "never"], [forged, cand, "baseline", "always"], [cand, forged, "candidate", "always"]] as const) {
        const r = await compare("--baseline", b, "--candidate", c, "--stream", stream, "--json-out", p("out.json"));
        expect(r.code, r.err).toBe(2);
        expect(r.err).not.toMatch(/internal error|is not a function|\n\s+at /);
        expect(r.err.trimEnd().split("\n")).toHaveLength(1);
        expect(r.err, side).toMatch(/'policy_digest' must be a string/);
      }
      const inBundle = variant("good", `bdigest-${typeof bad}`, (r) => writeFileSync(join(r, "report.json"), JSON.stringify({ ...good, policy_digest: bad })));
      expect(await refusedByCompare(inBundle)).toMatch(/report\.json: field 'policy_digest' must be a string/);
    });
  }
});

describe("a bundle's policy is checked against the report's digest before it is compiled", () => {
  it("a policy of huge patterns that is not the report's is refused on its digest, its patterns never compiled", () => {
    // a pattern RE2 refuses: compiling it would give a policy error, the digest check comes first
    const root = variant("good", "hugepolicy", (r) => {
      const d = JSON.parse(readFileSync(join(r, "policy.json"), "utf8")) as Record<string, unknown>;
      d.unsafe_patterns = Array.from({ length: 8 }, () => "\\pL".repeat(4600)).concat(["(unclosed"]);
      writeFileSync(join(r, "policy.json"), JSON.stringify(d));
    });
    expect(refusal(root)).toMatch(/policy\.json is not the policy the report was judged with \(its digest sha256:[0-9a-f]{64}, the report's sha256:[0-9a-f]{64}\)$/);
  });
});
