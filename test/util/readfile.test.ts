// readRegularFile: the size fstat gives is read in one buffer; a file whose size reads 0 (procfs)
// is read to its end in chunks, within the limit.
import { afterAll, describe, expect, it } from "vitest";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readRegularFile } from "../../src/util/readfile.js";

const dir = mkdtempSync(join(tmpdir(), "arh-readfile-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("readRegularFile", () => {
  it("reads a file's bytes, with or without the stat before the open", () => {
    const p = join(dir, "a.json");
    const bytes = Buffer.from('{"a":"é"}\n'.repeat(10_000));
    writeFileSync(p, bytes);
    for (const seen of [false, true]) {
      const r = readRegularFile(p, 1 << 20, seen);
      expect(r.ok && r.bytes.equals(bytes)).toBe(true);
    }
    expect(readRegularFile(p, 1000)).toMatchObject({ ok: false, code: "EFBIG" });
    const empty = join(dir, "empty.json");
    writeFileSync(empty, "");
    const r = readRegularFile(empty, 10);
    expect(r.ok && r.bytes.length).toBe(0);
  });

  it.runIf(existsSync("/proc/self/status"))("reads a file whose size reads 0 to its end, and refuses it past the limit", () => {
    const r = readRegularFile("/proc/self/status", 1 << 20);
    expect(r.ok && r.bytes.toString("utf8")).toMatch(/^Name:/);
    expect(readRegularFile("/proc/self/status", 16)).toMatchObject({ ok: false, code: "EFBIG" });
  });

  it("a directory or a missing path is a reason, never a throw", () => {
    expect(readRegularFile(dir, 10)).toMatchObject({ ok: false, reason: "not a regular file: a directory" });
    expect(readRegularFile(join(dir, "nope"), 10)).toMatchObject({ ok: false, code: "ENOENT" });
    expect(readRegularFile(dir, 10, true)).toMatchObject({ ok: false, reason: "not a regular file: a directory" });
  });
});
