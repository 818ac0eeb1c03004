// Hostile baseline archives: each is refused (or, for a harmless oddity, extracted strictly inside
// the destination); nothing is ever written outside it, and nothing but an Error comes out.
import { afterAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { extractZipSafely } from "../../src/github/zip.js";
import { makeZip, renameInZip } from "../github/zip-helpers.js";

const root = mkdtempSync(join(tmpdir(), "arh-hostile-zip-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** An archive with one entry named `name` (patched in after writing a benign name of the same length). */
async function named(name: string, data = "{}"): Promise<Buffer> {
  const benign = "r".repeat(Buffer.byteLength(name));
  return renameInZip(await makeZip([{ name: benign, data }]), benign, name);
}

async function archives(): Promise<[string, Buffer][]> {
  const list: [string, Buffer][] = [];
  const names = ["../evil.json", "a/../../evil.json", "/etc/evil.json", "C:/evil.json", "C:\\evil.json", "..\\evil.json", "a\\..\\..\\e.json", "a/\u0000b.json", "..", "./../e.json", "a/b/../../../e.json", "//server/e.json", "\\\\server\\e"];
  for (const n of names) list.push([`name ${JSON.stringify(n)}`, await named(n)]);
  for (const mode of [0o120777, 0o120644, 0o020644, 0o060644, 0o010644, 0o140644]) list.push([`mode ${mode.toString(8)}`, await makeZip([{ name: "x.json", data: "/etc/passwd", mode }])]);
  list.push(["duplicate names", renameInZip(await makeZip([{ name: "a.json", data: "1" }, { name: "b.json", data: "2" }]), "b.json", "a.json")]);
  list.push(["file then directory of the same name", renameInZip(await makeZip([{ name: "a.json", data: "1" }, { name: "bbbbbb/x", data: "2" }]), "bbbbbb/x", "a.json/x")]);
  list.push(["1,001 entries", await makeZip(Array.from({ length: 1001 }, (_, i) => ({ name: `f${i}.json`, data: "1" })))]);
  list.push(["ratio bomb", await makeZip([{ name: "zeros.json", data: Buffer.alloc(5_000_000) }])]);
  list.push(["empty buffer", Buffer.alloc(0)]);
  list.push(["not a zip", Buffer.from("PK not really an archive")]);
  const good = await makeZip([{ name: "report.json", data: '{"reports":[]}' }]);
  list.push(["truncated in the middle", good.subarray(0, Math.floor(good.length / 2))]);
  list.push(["truncated central directory", good.subarray(0, good.length - 10)]);
  const corrupt = Buffer.from(good);
  corrupt.fill(0xff, 30, 60);
  list.push(["corrupted data", corrupt]);
  list.push(["very long name", await named("a/".repeat(200) + "x.json")]);
  return list;
}

describe("hostile archives", () => {
  it("at least 29 archives: refused with an Error, nothing written outside the destination", { timeout: 30_000 }, async () => {
    const list = await archives();
    expect(list.length).toBeGreaterThanOrEqual(29);
    let i = 0;
    for (const [what, zip] of list) {
      const box = join(root, String(i++));
      const dest = join(box, "out");
      mkdirSync(dest, { recursive: true });
      let extracted: string[] | null = null;
      try {
        extracted = await extractZipSafely(zip, dest);
      } catch (e) {
        expect(e, what).toBeInstanceOf(Error);
        expect((e as Error).message, what).not.toMatch(/^\s*at /m);
      }
      expect(readdirSync(box), what).toEqual(["out"]); // nothing beside the destination
      if (extracted) for (const f of extracted) expect(f, what).not.toMatch(/^\/|(^|\/)\.\.(\/|$)|\\/);
    }
  });
});
