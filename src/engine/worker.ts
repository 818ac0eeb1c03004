// The worker side of engine/parallel.ts: a worker thread started by `validateParallel` waits for
// runs; in each it validates chunks of the file list with the file pipeline (engine/pipeline.ts)
// and posts their entries back, then waits for the next run (the main thread ends it).
// Its own module so that the pipeline, which starts workers through parallel.ts, and the workers,
// which run the pipeline, import each other through no cycle: pipeline -> parallel, and
// worker -> pipeline, parallel.
import { isMainThread, parentPort, workerData, type MessagePort } from "node:worker_threads";
import type { Policy } from "../policy/model.js";
import { policyFromText } from "../policy/parse.js";
import { renderEntry } from "../report/json.js";
import type { TraceReport } from "../types.js";
import { renderFailureEntry, validateFileSyncUnder, type FileContext, type MemoryWork, type PipelineOptions } from "./pipeline.js";
import { CHUNK, slimEntry, type Item, type Message, type WorkerRun, type WorkerStart } from "./parallel.js";
import { openZipSource, SourceReadError } from "./source.js";

/**
 * In a worker started by `validateParallel`: take its runs (each validated until no chunk is left)
 * and return true. Anywhere else: return false at once.
 */
export function runValidateWorker(): boolean {
  if (isMainThread || !parentPort) return false;
  const start = workerData as WorkerStart | undefined;
  if (!start || start.arhValidateWorker !== 1) return false;
  const port = parentPort;
  port.on("message", (d: WorkerRun) => runOne(d, port));
  return true;
}

/** Policies parsed by earlier runs, by their file's path and text (the gate's runs share them). */
const parsed = new Map<string, Policy>();

function policyOf(text: string, path: string): Policy {
  const key = `${path}\u0000${text}`;
  let p = parsed.get(key);
  if (p === undefined) {
    if (parsed.size >= 4) parsed.clear();
    p = policyFromText(text, path);
    parsed.set(key, p);
  }
  return p;
}

function runOne(d: WorkerRun, port: MessagePort): void {
  const policy = policyOf(d.policyText, d.policyPath);
  const policies = d.second ? [policy, policyOf(d.second.policyText, d.second.policyPath)] : [policy];
  const opts: PipelineOptions = { format: d.format, failUnder: d.failUnder, cwd: d.cwd, regularFiles: new Set(d.files.filter((_, i) => d.regular[i] === 1)) };
  const ctx: FileContext = {
    policy,
    opts,
    memory: () => {
      throw new Error("the memory runner is not available in a worker");
    },
    source: null,
  };
  try {
    if (d.source) ctx.source = openZipSource(d.source);
  } catch {
    ctx.source = null; // every file is then handed back: the main thread says what is wrong
  }
  const counter = new Int32Array(d.counter);
  const chunks = Math.ceil(d.files.length / CHUNK);
  for (;;) {
    const c = Atomics.add(counter, 0, 1);
    if (c >= chunks) break;
    const items: Item[] = [];
    for (const f of d.files.slice(c * CHUNK, (c + 1) * CHUNK)) {
      let got: (TraceReport[] | MemoryWork)[];
      try {
        if (d.source && !ctx.source) throw new SourceReadError("the archive could not be opened");
        got = validateFileSyncUnder(f, ctx, policies); // a bug of ours is already that policy's entry
      } catch {
        // a source that cannot be read: the main thread reads the file again, and stops the run with the problem
        items.push({ defer: 1 });
        continue;
      }
      const [first, second] = got;
      if (!Array.isArray(first) || (second !== undefined && !Array.isArray(second))) {
        items.push({ defer: 1 }); // memory and trace-diff documents are judged on the main thread
        continue;
      }
      // An entry too large to render is that file's input error, never the end of the run.
      const texts = d.render
        ? first.map((e, j) => {
            try {
              return renderEntry(e);
            } catch (err) {
              first[j] = renderFailureEntry(e, policy, err);
              return renderEntry(first[j]!);
            }
          })
        : null;
      const keep = (entries: TraceReport[]): TraceReport[] => (d.keepSteps ? entries : entries.map(slimEntry));
      items.push(second === undefined ? { texts, entries: keep(first) } : { texts, entries: keep(first), second: keep(second) });
    }
    port.postMessage({ run: d.run, chunk: c, items } satisfies Message);
  }
  ctx.source?.close();
  port.postMessage({ run: d.run, done: 1 } satisfies Message);
}
