// The check of a bundle's trace files against its manifest, on the packed list a worker is given
// (src/bundle/verify.ts): the same first problem, in the manifest's order, for a folder and a zip,
// whatever the manifest's digests hold.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_TRACES, POLICY, validate } from "./helpers.js";
import { checkTraceFiles, packTraces, packedPaths } from "../../src/bundle/verify.js";
import { ZipIndex } from "../../src/bundle/zip.js";
import { BUNDLE_ZIP_LIMITS, type BundleTrace } from "../../src/bundle/format.js";
import { sha256Of } from "../../src/util/digest.js";

let dir: string;
const p = (name: string): string => join(dir, name);
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "arh-verify-"));
  expect((await validate("--policy", POLICY, "--bundle-out", p("base.zip"), "--quiet", BASE_TRACES)).err).toBe("");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A folder of trace files and the manifest list that describes them. */
function folder(files: Record<string, string>): { tracesDir: string; traces: BundleTrace[] } {
  const tracesDir = mkdtempSync(join(dir, "traces-"));
  const traces = Object.entries(files).map(([path, text]) => {
    mkdirSync(join(tracesDir, path, ".."), { recursive: true });
    writeFileSync(join(tracesDir, path), text);
    return { path, bytes: Buffer.byteLength(text), sha256: sha256Of(Buffer.from(text)) };
  });
  return { tracesDir, traces };
}

const check = (tracesDir: string, traces: BundleTrace[]): string | null => checkTraceFiles(tracesDir, packTraces({ kind: "dir", tracesDir }, traces));

describe("the packed trace list", () => {
  it("keeps every path as the manifest spells it, in order, however odd", () => {
    const traces = ["b.json", "a/é 😀.json", "with\nnewline.json", "z"].map((path) => ({ path, bytes: 1, sha256: "" }));
    expect(packedPaths(packTraces({ kind: "dir", tracesDir: dir }, traces))).toEqual(traces.map((t) => t.path));
    expect(packedPaths(packTraces({ kind: "dir", tracesDir: dir }, []))).toEqual([]);
  });

  it("a folder: null when every file is as listed, else the first problem in the manifest's order", () => {
    const { tracesDir, traces } = folder({ "x/one.json": '{"a":1}', "two.json": '{"b":22}', "three.json": "{}" });
    expect(check(tracesDir, traces)).toBeNull();
    const at = (i: number, t: Partial<BundleTrace>): BundleTrace[] => traces.map((x, j) => (j === i ? { ...x, ...t } : x));
    const digest = traces[1]!.sha256;
    for (const bad of [digest.toUpperCase(), digest.replace("sha256:", "sha1:"), digest.slice(0, -1), `${digest}0`, "sha256:" + "g".repeat(64), ""]) {
      expect(check(tracesDir, at(1, { sha256: bad })), bad).toBe("trace file traces/two.json: its bytes do not match bundle.json (changed)");
    }
    expect(check(tracesDir, at(1, { bytes: 3 }))).toBe("trace file traces/two.json: larger than the 3 bytes bundle.json lists (changed)");
    expect(check(tracesDir, at(1, { bytes: 99 }))).toBe("trace file traces/two.json: its bytes do not match bundle.json (changed)");
    expect(check(tracesDir, at(0, { path: "x/gone.json" }))).toBe("trace file traces/x/gone.json: missing");
    // two problems: the first listed is the one named
    expect(check(tracesDir, at(2, { bytes: 1 }).map((x, j) => (j === 0 ? { ...x, sha256: "" } : x)))).toBe("trace file traces/x/one.json: its bytes do not match bundle.json (changed)");
  });

  it("a zip: each entry read where it is and checked, the same problems named", async () => {
    const index = await ZipIndex.open(p("base.zip"), BUNDLE_ZIP_LIMITS);
    const manifest = JSON.parse(index.read("bundle.json").toString("utf8")) as { traces: BundleTrace[] };
    const entries = [...index.files.values()].filter((e) => e.path.startsWith("traces/"));
    index.close();
    const run = (traces: BundleTrace[]): string | null => checkTraceFiles(null, packTraces({ kind: "zip", zip: p("base.zip"), entries }, traces));
    expect(manifest.traces.length).toBe(2);
    expect(run(manifest.traces)).toBeNull();
    const t = manifest.traces[1]!;
    const at = (x: Partial<BundleTrace>): BundleTrace[] => [manifest.traces[0]!, { ...t, ...x }];
    expect(run(at({ sha256: t.sha256.replace(/.$/, (c) => (c === "0" ? "1" : "0")) }))).toBe(`trace file traces/${t.path}: its bytes do not match bundle.json (changed)`);
    expect(run(at({ sha256: t.sha256.toUpperCase() }))).toBe(`trace file traces/${t.path}: its bytes do not match bundle.json (changed)`);
    expect(run(at({ bytes: t.bytes - 1 }))).toBe(`trace file traces/${t.path}: larger than the ${t.bytes - 1} bytes bundle.json lists (changed)`);
    expect(run(at({ bytes: t.bytes + 1 }))).toBe(`trace file traces/${t.path}: its bytes do not match bundle.json (changed)`);
    expect(run(at({ path: "not/there.json" }))).toBe("trace file traces/not/there.json: missing");
    // the entry's bytes are read and checked against its CRC-32 too: a damaged archive is named as such
    const raw = readFileSync(p("base.zip"));
    const e = entries.find((x) => x.path === `traces/${t.path}`)!;
    const damaged = Buffer.from(raw);
    const at2 = e.offset + 30 + Buffer.byteLength(e.path) + 2;
    damaged[at2] = damaged[at2]! ^ 0xff;
    writeFileSync(p("damaged.zip"), damaged);
    expect(checkTraceFiles(null, packTraces({ kind: "zip", zip: p("damaged.zip"), entries }, manifest.traces))).toMatch(/^unsafe or unreadable zip: entry "traces\/.*": (its CRC-32 does not match|not valid deflate data|\d+ bytes, not the \d+ declared|larger than declared)$/);
  });
});
