// Bad baseline bundles: each is one clear line naming the bundle and what is wrong (exit 2 from
// the CLI, as any unusable baseline), never a stack trace, never a silent pass.
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeZip, renameInZip } from "../github/zip-helpers.js";
import { BASE_TRACES, CAND_TRACES, POLICY, compare, validate } from "./helpers.js";

let dir: string;
const p = (name: string) => join(dir, name);
const TWICE = "traces/samples/regressions/baseline/refund-twice.json";
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "arh-bundle-bad-"));
  expect((await validate("--policy", POLICY, "--bundle-out", p("good"), "--quiet", BASE_TRACES)).code).toBe(0);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A copy of the good bundle, changed by `edit`. */
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

/** The good bundle's files as zip entries. */
function entries(): { name: string; data: Buffer }[] {
  const names = ["bundle.json", "report.json", "index.jsonl", "policy.json", TWICE, "traces/samples/regressions/baseline/refund-before-eligibility.json"];
  return names.map((name) => ({ name, data: readFileSync(join(p("good"), name)) }));
}

async function refused(baseline: string, problem: RegExp): Promise<void> {
  const r = await compare("--baseline", baseline, "--policy", POLICY, "--json-out", p("out.json"), CAND_TRACES);
  expect(r.code).toBe(2);
  expect(r.out).toBe("");
  const lines = r.err.trimEnd().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^arh compare: baseline bundle \S+: /);
  expect(lines[0]).toMatch(problem);
  expect(r.err).not.toMatch(/\n\s+at |internal error/);
}

describe("a bundle whose traces do not match its report", () => {
  it("a trace file missing", async () => {
    await refused(variant("missing", (r) => unlinkSync(join(r, TWICE))), /trace file traces\/samples\/regressions\/baseline\/refund-twice\.json: missing$/);
  });
  it("an extra trace file", async () => {
    await refused(variant("extra", (r) => writeFileSync(join(r, "traces/extra.json"), "{}")), /extra trace file traces\/extra\.json: not in bundle\.json$/);
  });
  it("a trace file whose bytes changed (same size, and longer)", async () => {
    await refused(
      variant("changed", (r) => {
        const f = join(r, TWICE);
        writeFileSync(f, readFileSync(f, "utf8").replace("ORD-1042", "ORD-9999"));
      }),
      /refund-twice\.json: its bytes do not match bundle\.json \(changed\)$/,
    );
    await refused(variant("longer", (r) => appendFileSync(join(r, TWICE), " ")), /refund-twice\.json: larger than the \d+ bytes bundle\.json lists \(changed\)$/);
  });
  it("a manifest that lists a trace the report does not have, or misses one it has", async () => {
    const extra = variant("unreported", (r) => {
      writeFileSync(join(r, "traces/x.json"), "{}");
      editJson(join(r, "bundle.json"), (d) => (d.traces as unknown[]).push({ path: "x.json", bytes: 2, sha256: "sha256:44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a" }));
    });
    await refused(extra, /extra trace file 'x\.json': listed in bundle\.json but in no entry of the report$/);
    const lost = variant("unlisted", (r) => {
      unlinkSync(join(r, TWICE));
      editJson(join(r, "bundle.json"), (d) => (d.traces = (d.traces as { path: string }[]).filter((t) => !t.path.endsWith("refund-twice.json"))));
    });
    await refused(lost, /the report's trace file 'samples\/regressions\/baseline\/refund-twice\.json' is missing from the bundle$/);
  });
});

describe("a bundle whose policy, report or format is not usable", () => {
  it("a policy file that fails to parse", async () => {
    await refused(variant("badpolicy", (r) => writeFileSync(join(r, "policy.json"), '{"policy_id": ')), /policy policy\.json:1:15: not valid JSON: expected a value, found end of input$/);
  });
  it("a policy that is not the one the report was judged with", async () => {
    await refused(
      variant("otherpolicy", (r) => editJson(join(r, "policy.json"), (d) => (d.allow_unlisted_tools = true))),
      /policy\.json is not the policy the report was judged with \(its digest sha256:[0-9a-f]{64}, the report's sha256:[0-9a-f]{64}\)$/,
    );
  });
  it("a bundle from a newer format version, and a report of a newer format", async () => {
    await refused(variant("newer", (r) => editJson(join(r, "bundle.json"), (d) => (d.arh_bundle_version = 2))), /made by a newer arh \(bundle format 2; this build reads format 1\)/);
    await refused(variant("newer-report", (r) => editJson(join(r, "report.json"), (d) => (d.format_version = 4))), /report\.json: declares report format_version 4, newer than this build reads \(3\): upgrade arh$/);
  });
  it("a folder that is not a bundle, and a corrupt manifest", async () => {
    await refused(variant("plain", (r) => unlinkSync(join(r, "bundle.json"))), /no bundle\.json \(not a bundle/);
    await refused(variant("corrupt", (r) => writeFileSync(join(r, "bundle.json"), "[1,")), /bundle\.json is not valid JSON$/);
    await refused(variant("slip", (r) => editJson(join(r, "bundle.json"), (d) => ((d.traces as { path: string }[])[0]!.path = "../../etc/passwd"))), /traces\[0\] '\.\.\/\.\.\/etc\/passwd': a path that leaves the root/);
  });
  it("a link inside a bundle folder", async () => {
    await refused(
      variant("link", (r) => {
        unlinkSync(join(r, TWICE));
        symlinkSync("/etc/hostname", join(r, TWICE));
      }),
      /refund-twice\.json is not a regular file \(links are refused\)$/,
    );
  });
});

describe("a bundle zip that is unsafe", () => {
  it("an entry that escapes the folder (traversal)", async () => {
    const z = await makeZip([...entries(), { name: "xx/evil.txt", data: "owned" }]);
    writeFileSync(p("slip.zip"), renameInZip(z, "xx/evil.txt", "../evil.txt"));
    await refused(p("slip.zip"), /unsafe or unreadable zip: invalid relative path: \.\.\/evil\.txt$/);
  });
  it("a symbolic link entry", async () => {
    writeFileSync(p("link.zip"), await makeZip([...entries().filter((e) => e.name !== TWICE), { name: TWICE, data: "/etc/passwd", mode: 0o120777 }]));
    await refused(p("link.zip"), /unsafe or unreadable zip: symbolic link in archive/);
  });
  it("not a zip at all, and a missing one", async () => {
    writeFileSync(p("junk.zip"), "not a zip");
    await refused(p("junk.zip"), /unsafe or unreadable zip: /);
    await refused(p("nowhere.zip"), /: file not found$/);
  });
  it("a good zip of the same files is accepted", async () => {
    writeFileSync(p("ok.zip"), await makeZip(entries()));
    const r = await compare("--baseline", p("ok.zip"), "--policy", POLICY, "--json-out", p("ok.json"), "--quiet", CAND_TRACES);
    expect(r.code).toBe(1);
    expect(r.err).toBe("");
  });
});
