// The worker side of engine/parallel.ts: a worker thread started by `validateParallel` validates
// chunks of the file list with the file pipeline (engine/pipeline.ts) and posts their entries back.
// Its own module so that the pipeline, which starts workers through parallel.ts, and the workers,
// which run the pipeline, import each other through no cycle: pipeline -> parallel, and
// worker -> pipeline, parallel.
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import { policyFromText } from "../policy/parse.js";
import { renderEntry } from "../report/json.js";
import type { TraceReport } from "../types.js";
import { internalErrorEntry, renderFailureEntry, validateFileSync, type FileContext, type PipelineOptions } from "./pipeline.js";
import { CHUNK, slimEntry, type Item, type Message, type WorkerInit } from "./parallel.js";
import { openZipSource, SourceReadError } from "./source.js";

/**
 * In a worker started by `validateParallel`: validate chunks until none is left, then return true.
 * Anywhere else: return false at once.
 */
export function runValidateWorker(): boolean {
  if (isMainThread || !parentPort) return false;
  const d = workerData as WorkerInit | undefined;
  if (!d || d.arhValidateWorker !== 1) return false;
  const port = parentPort;
  const policy = policyFromText(d.policyText, d.policyPath);
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
      let got: TraceReport[];
      try {
        if (d.source && !ctx.source) throw new SourceReadError("the archive could not be opened");
        const r = validateFileSync(f, ctx);
        if (!Array.isArray(r)) {
          items.push({ defer: 1 });
          continue;
        }
        got = r;
      } catch (e) {
        if (e instanceof SourceReadError) {
          items.push({ defer: 1 }); // the main thread reads it again, and stops the run with the problem
          continue;
        }
        got = [internalErrorEntry(f, policy, opts, e)];
      }
      // An entry too large to render is that file's input error, never the end of the run.
      const texts = d.render
        ? got.map((e, j) => {
            try {
              return renderEntry(e);
            } catch (err) {
              got[j] = renderFailureEntry(e, policy, err);
              return renderEntry(got[j]!);
            }
          })
        : null;
      items.push({
        texts,
        entries: d.keepSteps ? got : got.map(slimEntry),
      });
    }
    port.postMessage({ chunk: c, items } satisfies Message);
  }
  ctx.source?.close();
  port.postMessage({ done: 1 } satisfies Message);
  return true;
}
