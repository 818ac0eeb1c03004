// A worker that dies (at start, or after taking chunks it never returns) must not lose files: the
// main thread validates whatever is missing and still emits every file once, in order.
import { afterAll, describe, expect, it } from "vitest";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { CHUNK, validateParallel } from "../../src/engine/parallel.js";
import type { TraceReport } from "../../src/types.js";

const dir = mkdtempSync(join(tmpdir(), "arh-par-unit-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function script(name: string, body: string): URL {
  const p = join(dir, name);
  writeFileSync(p, `import { workerData, parentPort } from "node:worker_threads";\n${body}\n`);
  return pathToFileURL(p);
}

const files = Array.from({ length: 5 * CHUNK + 3 }, (_, i) => `/corpus/f${String(i).padStart(3, "0")}.json`);
const entry = (f: string): TraceReport => ({ trace_id: f, source_path: f, findings: [] }) as unknown as TraceReport;

async function runWith(url: URL): Promise<string[]> {
  const seen: string[] = [];
  await validateParallel(
    files,
    { workers: 1, entry: url, policyText: "{}", policyPath: "p.json", render: false },
    { format: "auto", failUnder: 70, cwd: "/" },
    async (f) => ({ entries: [entry(f)], texts: null }),
    (r) => seen.push(...r.entries.map((e) => e.trace_id)),
  );
  return seen;
}

describe("validateParallel when a worker dies", () => {
  it("a worker that throws at start: the main thread does everything", async () => {
    expect(await runWith(script("throws.mjs", 'throw new Error("boom");'))).toEqual(files);
  });

  it("a worker that takes two chunks and exits without returning them: they are redone", async () => {
    const url = script("steals.mjs", 'parentPort.once("message", (run) => { const c = new Int32Array(run.counter); Atomics.add(c, 0, 1); Atomics.add(c, 0, 1); process.exit(3); });');
    expect(await runWith(url)).toEqual(files);
  });

  it("a worker that returns one chunk and then dies: nothing is emitted twice", async () => {
    const url = script(
      "partial.mjs",
      `parentPort.once("message", (run) => {
         const c = new Int32Array(run.counter); const k = Atomics.add(c, 0, 1);
         const items = run.files.slice(k * ${CHUNK}, (k + 1) * ${CHUNK}).map((f) => ({ entries: [{ trace_id: f, source_path: f, findings: [] }], texts: null }));
         parentPort.postMessage({ run: run.run, chunk: k, items }); Atomics.add(c, 0, 1); process.exit(1);
       });`,
    );
    expect(await runWith(url)).toEqual(files);
  });
});

describe("validateParallel runs in a row", () => {
  it("the second run is given to the worker the first one started (it is kept a moment)", async () => {
    // a worker that takes every chunk of each run it is given, naming itself in its entries
    const url = script(
      "keeps.mjs",
      `const me = Math.random().toString(36).slice(2);
       parentPort.on("message", (run) => {
         const c = new Int32Array(run.counter);
         for (let k = Atomics.add(c, 0, 1); k * ${CHUNK} < run.files.length; k = Atomics.add(c, 0, 1)) {
           const items = run.files.slice(k * ${CHUNK}, (k + 1) * ${CHUNK}).map((f) => ({ entries: [{ trace_id: f, source_path: me, findings: [] }], texts: null }));
           parentPort.postMessage({ run: run.run, chunk: k, items });
         }
         parentPort.postMessage({ run: run.run, done: 1 });
       });`,
    );
    const by = async (): Promise<Set<string>> => {
      const seen: TraceReport[] = [];
      // the main thread waits a little before its first chunk: the worker takes some
      let first = true;
      await validateParallel(
        files,
        { workers: 1, entry: url, policyText: "{}", policyPath: "p.json", render: false },
        { format: "auto", failUnder: 70, cwd: "/" },
        async (f) => {
          if (first) await new Promise((r) => setTimeout(r, 300));
          first = false;
          return { entries: [{ ...entry(f), source_path: "main" }], texts: null };
        },
        (r) => seen.push(...r.entries),
      );
      expect(seen.map((e) => e.trace_id)).toEqual(files);
      return new Set(seen.map((e) => e.source_path).filter((w) => w !== "main"));
    };
    const one = await by();
    const two = await by();
    expect(one.size).toBe(1);
    expect(two).toEqual(one);
  });
});

describe("validateParallel when the main thread fails", () => {
  it("stops the workers and rethrows", async () => {
    const beat = join(dir, "beat.txt");
    // a worker that would run for a minute, writing a heartbeat every 5 ms
    const url = script("slow.mjs", `import { writeFileSync } from "node:fs"; let n = 0; setInterval(() => writeFileSync(${JSON.stringify(beat)}, String(++n)), 5); setTimeout(() => {}, 60_000);`);
    await expect(
      validateParallel(
        files,
        { workers: 1, entry: url, policyText: "{}", policyPath: "p.json", render: false },
        { format: "auto", failUnder: 70, cwd: "/" },
        async (f) => {
          // fail only once the worker is surely running (its heartbeat exists)
          for (let i = 0; i < 500 && !existsSync(beat); i++) await new Promise((r) => setTimeout(r, 10));
          return { entries: [entry(f)], texts: null };
        },
        () => {
          throw new Error("disk full");
        },
      ),
    ).rejects.toThrow("disk full");
    // terminated before the error came back: the heartbeat never moves again
    const read = (): string => (existsSync(beat) ? readFileSync(beat, "utf8") : "");
    const before = read();
    expect(before).not.toBe("");
    await new Promise((r) => setTimeout(r, 200));
    expect(read()).toBe(before);
  });
});
