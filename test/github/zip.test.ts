import { afterEach, describe, expect, it } from "vitest";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { checkEntryName, extractZipSafely } from "../../src/github/zip.js";
import { makeZip, renameInZip, zipSlip } from "./zip-helpers.js";

const dirs: string[] = [];
function fresh(): string {
  const root = mkdtempSync(join(tmpdir(), "arh-zip-test-"));
  dirs.push(root);
  const d = join(root, "out");
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function extract(zip: Buffer, limits?: Parameters<typeof extractZipSafely>[2]) {
  const d = fresh();
  const { mkdirSync } = await import("node:fs");
  mkdirSync(d);
  return { dir: d, result: extractZipSafely(zip, d, limits) };
}

describe("extractZipSafely", () => {
  it("extracts a normal archive", async () => {
    const zip = await makeZip([{ name: "report.json", data: '{"a":1}' }, { name: "sub/x.txt", data: "x" }]);
    const { dir, result } = await extract(zip);
    expect(await result).toEqual(["report.json", "sub/x.txt"]);
    expect(readFileSync(join(dir, "report.json"), "utf8")).toBe('{"a":1}');
  });

  it("rejects ../ entries (zip slip) and writes nothing outside", async () => {
    const { dir, result } = await extract(await zipSlip());
    await expect(result).rejects.toThrow(/invalid relative path|escapes/);
    expect(existsSync(join(dir, "..", "evil.txt"))).toBe(false);
  });

  it("rejects absolute entries", async () => {
    const z = renameInZip(await makeZip([{ name: "xetc/passwd", data: "x" }]), "xetc/passwd", "/etc/passwd");
    const { result } = await extract(z);
    await expect(result).rejects.toThrow(/absolute/);
  });

  it("rejects symbolic links", async () => {
    const z = await makeZip([{ name: "link", data: "/etc/passwd", mode: 0o120777 }]);
    const { result } = await extract(z);
    await expect(result).rejects.toThrow(/symbolic link/);
  });

  it("caps entries and total size, from the central directory, before writing anything", async () => {
    const many = await makeZip(Array.from({ length: 20 }, (_, i) => ({ name: `f${i}.txt`, data: "x" })));
    await expect((await extract(many, { maxEntries: 10, maxTotalBytes: 1e6 })).result).rejects.toThrow(/entries/);
    const big = await makeZip([{ name: "a.bin", data: Buffer.alloc(5000, 1), compress: false }]);
    await expect((await extract(big, { maxEntries: 10, maxTotalBytes: 1000 })).result).rejects.toThrow(/expands beyond/);
    const bomb = await makeZip([{ name: "first.json", data: "{}" }, { name: "zeros.bin", data: Buffer.alloc(2_000_000) }]);
    const { dir: dest, result } = await extract(bomb, { maxEntries: 10, maxTotalBytes: 1_000_000 });
    await expect(result).rejects.toThrow(/expands beyond 1000000 bytes/);
    expect(readdirSync(dest)).toEqual([]); // not even the first entry
  });

  it("no ratio limit: repetitive JSON that compresses 1,000:1 is extracted", async () => {
    const rows = JSON.stringify({ rows: Array.from({ length: 4000 }, () => ({ id: "ORD-1042", status: "refunded", amount: 12.5 })) });
    const z = await makeZip([{ name: "trace.json", data: rows }]);
    expect(rows.length / z.length).toBeGreaterThan(200);
    const { dir: dest, result } = await extract(z);
    expect(await result).toEqual(["trace.json"]);
    expect(readFileSync(join(dest, "trace.json"), "utf8")).toBe(rows);
  });

  it("rejects duplicate names", async () => {
    const z = renameInZip(await makeZip([{ name: "a.json", data: "1" }, { name: "b.json", data: "2" }]), "b.json", "a.json");
    await expect((await extract(z)).result).rejects.toThrow(/duplicate|EEXIST/);
  });

  it("checks names", () => {
    expect(checkEntryName("a/./b.json")).toBe("a/b.json");
    expect(() => checkEntryName("a\\b")).toThrow();
    expect(() => checkEntryName("C:/x")).toThrow();
    expect(() => checkEntryName("a/../../b")).toThrow();
  });
});
