// The read-ahead of a one-thread validation (src/engine/prefetch.ts): what the reader hands over
// is exactly the file's bytes, and everything unusual (too large for a slot, empty, not a regular
// file, missing, taken out of order, after close) is left to the caller, who reads it as always.
import { afterAll, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Prefetch, PREFETCH_FROM_FILES } from "../../src/engine/prefetch.js";

const dir = mkdtempSync(join(tmpdir(), "arh-prefetch-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sleep = (ms: number): void => void Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

let runs = 0;
function corpus(n: number): { files: string[]; special: Set<string> } {
  const at = join(dir, String(runs++));
  mkdirSync(at);
  const files: string[] = [];
  const special = new Set<string>();
  for (let i = 0; i < n; i++) {
    const f = join(at, `t${String(i).padStart(4, "0")}.json`);
    writeFileSync(f, JSON.stringify({ i, pad: "é".repeat(i % 97) }));
    files.push(f);
  }
  const add = (f: string): void => {
    files.splice(3 + 7 * special.size, 0, f);
    special.add(f);
  };
  const big = join(at, "big.json");
  writeFileSync(big, "x".repeat(256 * 1024 + 1));
  add(big);
  const empty = join(at, "empty.json");
  writeFileSync(empty, "");
  add(empty);
  const sub = join(at, "a-folder.json");
  mkdirSync(sub);
  add(sub);
  add(join(at, "missing.json"));
  const fifo = join(at, "fifo.json");
  execFileSync("mkfifo", [fifo]);
  add(fifo);
  // a link to a regular file is read through, as the main thread's own read does
  const link = join(at, "link.json");
  symlinkSync(files[0]!, link);
  files.splice(40, 0, link);
  return { files, special };
}

describe("Prefetch", () => {
  it("starts only for runs large enough", () => {
    expect(Prefetch.start(["a.json", "b.json"])).toBeNull();
  });

  it("hands over exactly the bytes of the files it read, and leaves the rest to the caller", () => {
    const { files, special } = corpus(PREFETCH_FROM_FILES + 200);
    const p = Prefetch.start(files)!;
    expect(p).not.toBeNull();
    // the reader fills its ring meanwhile (its start is waited for: a loaded machine starts a thread slowly)
    for (let waited = 0; !p.started && waited < 30_000; waited += 50) sleep(50);
    sleep(200);
    let fromReader = 0;
    try {
      for (const f of files) {
        const got = p.take(f);
        if (special.has(f)) expect(got, f).toBeNull();
        if (got === null) continue;
        fromReader++;
        expect(Buffer.compare(got, readFileSync(f)), f).toBe(0);
      }
    } finally {
      p.close();
    }
    expect(fromReader).toBeGreaterThan(0);
  });

  it("leaves a file taken out of order, and every file after close, to the caller", () => {
    const { files } = corpus(PREFETCH_FROM_FILES);
    const p = Prefetch.start(files)!;
    expect(p.take(files[1]!)).toBeNull(); // not the next one
    const first = p.take(files[0]!);
    if (first !== null) expect(Buffer.compare(first, readFileSync(files[0]!))).toBe(0);
    p.close();
    for (const f of files.slice(1, 10)) expect(p.take(f)).toBeNull();
  });
});
