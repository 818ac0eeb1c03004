// Deflating buffers and writing files on worker threads while the main thread reads and hashes the
// next files (src/bundle/write.ts: a zip's entries through src/bundle/zipwrite.ts, a folder
// bundle's trace files). Work goes in batches, one message each way per batch: a batch travels as
// one transferred buffer with its entries' end offsets, and the buffer comes back to be filled
// again. Cloning each buffer, allocating a fresh one per batch, or one asynchronous zlib or fs call
// per file on libuv's thread pool (whose thread hand-offs cost about 0.1 ms a call here, more than
// deflating a typical 15 KB trace) all cost the main thread more than the work they hand off.
// Results do not depend on where the work ran: below a size workers do not start (a small bundle),
// and a worker that cannot start or stops leaves its batches to the main thread, which makes the
// same calls. The main thread never waits for a worker while it has work: when every worker holds
// two batches (or MAX_IN_FLIGHT_BYTES of input are out), it does the next batch itself. That also
// bounds the memory the batches hold.
import { writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { deflateRawSync } from "node:zlib";

/** zlib's default level (yazl's for `compress: true`, which bundle zips were written with). */
export const DEFLATE_LEVEL = 6;
/** A batch is handed over at this many input bytes or entries. */
const BATCH_BYTES = 1024 * 1024;
const BATCH_ENTRIES = 128;
/** A batch's buffer is at least this large, so that it can be filled again for the next batches. */
const MIN_BUFFER = 2 * BATCH_BYTES;
/** Input bytes out at once, at most (a single larger entry goes alone). */
const MAX_IN_FLIGHT_BYTES = 32 * 1024 * 1024;
/** Workers start once this many input bytes were queued: a small bundle starts none. */
const START_FROM_BYTES = 4 * 1024 * 1024;
/** Worker threads, at most (one per core besides the main thread's). */
const MAX_WORKERS = 4;
/** Batches a worker holds at once (one at work, one waiting): beyond, the main thread does the batch. */
const PER_WORKER = 2;

/**
 * The worker, started with `eval` (no file to find in the bundle). A script, or a module when the
 * process runs with `--input-type=module`: built-in modules come from `process.getBuiltinModule`
 * where Node has it (20.16, 22.3), else from `require`.
 */
const WORKER_SOURCE = `
const load = typeof process.getBuiltinModule === "function" ? process.getBuiltinModule : require;
const { parentPort } = load("node:worker_threads");
const { writeFileSync } = load("node:fs");
const { deflateRawSync } = load("node:zlib");
parentPort.on("message", (job) => {
  const input = job.buf;
  try {
    const views = [];
    for (let i = 0, at = 0; i < job.ends.length; at = job.ends[i++]) views.push(new Uint8Array(input, at, job.ends[i] - at));
    if (job.paths) {
      for (let i = 0; i < views.length; i++) writeFileSync(job.paths[i], views[i]);
      parentPort.postMessage({ id: job.id, input }, [input]);
      return;
    }
    const out = views.map((v) => deflateRawSync(v, { level: ${DEFLATE_LEVEL} }));
    const packed = new Uint8Array(out.reduce((n, d) => n + d.length, 0));
    const ends = [];
    let at = 0;
    for (const d of out) {
      packed.set(d, at);
      at += d.length;
      ends.push(at);
    }
    parentPort.postMessage({ id: job.id, input, buf: packed.buffer, ends }, [input, packed.buffer]);
  } catch (e) {
    parentPort.postMessage({ id: job.id, input, error: { message: String((e && e.message) || e), code: e && e.code } }, [input]);
  }
});
`;

interface Item {
  data: Buffer;
  /** Write `data` here; null: deflate it. */
  path: string | null;
  resolve: (out: Buffer) => void;
  reject: (e: unknown) => void;
}

interface Batch {
  id: number;
  items: Item[];
  bytes: number;
  deflate: boolean;
}

interface Lane {
  worker: Worker;
  batches: Map<number, Batch>;
  dead: boolean;
}

interface Answer {
  id: number;
  input: ArrayBuffer;
  buf?: ArrayBuffer;
  ends?: number[];
  error?: { message: string; code?: string };
}

const EMPTY = Buffer.alloc(0);

export interface OffThreadOptions {
  /** Worker threads (default: one per core besides the main thread's, at least 1, at most 4); 0: everything on the main thread. */
  workers?: number;
  /** Workers start once this many input bytes were queued (default 4 MiB). */
  startFromBytes?: number;
}

/** Batches of deflating and file writing, on worker threads once the input is large. */
export class OffThread {
  private readonly maxWorkers: number;
  private readonly startFromBytes: number;
  private lanes: Lane[] | null = null;
  private readonly spare: ArrayBuffer[] = [];
  private open: Batch;
  private nextId = 0;
  private queuedBytes = 0;
  private inFlightBytes = 0;
  private inFlight = 0;
  private waiters: (() => void)[] = [];
  private closed = false;

  constructor(o: OffThreadOptions = {}) {
    this.maxWorkers = o.workers ?? Math.max(1, Math.min(MAX_WORKERS, availableParallelism() - 1));
    this.startFromBytes = o.startFromBytes ?? START_FROM_BYTES;
    this.open = this.newBatch(true);
  }

  /** `data` deflated (raw deflate, zlib's default level). Always handle the rejection. */
  deflate(data: Buffer): Promise<Buffer> {
    return this.queue(data, null);
  }

  /** Write `data` to `path` (created or truncated, as `writeFileSync`). Always handle the rejection. */
  async write(path: string, data: Buffer): Promise<void> {
    await this.queue(data, path);
  }

  /**
   * Hands a full batch over: to a worker with room, else the main thread does it (it would only
   * wait otherwise). Resolves at once; awaiting it lets the workers' answers in.
   */
  async room(): Promise<void> {
    if (this.open.bytes < BATCH_BYTES && this.open.items.length < BATCH_ENTRIES) return;
    // the workers' answers come in through the event loop: let them in before deciding
    if (this.lanes !== null && this.lane(this.open.bytes) === null) await new Promise((res) => setImmediate(res));
    this.handOver();
  }

  /** Resolves when everything queued is done (settled: each item's promise says how). */
  async drain(): Promise<void> {
    this.handOver();
    while (this.inFlight > 0) await this.settled();
  }

  /** Stop the workers: what they still hold is dropped, never settled; nothing they do runs after this resolves. */
  async close(): Promise<void> {
    this.closed = true;
    const lanes = this.lanes ?? [];
    this.lanes = [];
    for (const l of lanes) l.dead = true;
    await Promise.all(lanes.map((l) => l.worker.terminate().catch(() => 0)));
  }

  private queue(data: Buffer, path: string | null): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error("closed"));
    if (this.open.items.length > 0 && this.open.deflate !== (path === null)) this.handOver();
    if (this.open.items.length === 0) this.open.deflate = path === null;
    return new Promise<Buffer>((resolve, reject) => {
      this.open.items.push({ data, path, resolve, reject });
      this.open.bytes += data.length;
      this.queuedBytes += data.length;
    });
  }

  private newBatch(deflate: boolean): Batch {
    return { id: this.nextId++, items: [], bytes: 0, deflate };
  }

  private handOver(): void {
    const b = this.open;
    if (b.items.length === 0) return;
    this.open = this.newBatch(b.deflate);
    if (this.lanes === null && this.maxWorkers > 0 && this.queuedBytes >= this.startFromBytes) this.startWorkers();
    const lane = this.lane(b.bytes);
    if (lane === null) {
      runHere(b);
      return;
    }
    lane.batches.set(b.id, b);
    this.inFlight++;
    this.inFlightBytes += b.bytes;
    let into = this.spare.pop();
    if (into === undefined || into.byteLength < b.bytes) into = new ArrayBuffer(Math.max(b.bytes, MIN_BUFFER));
    const packed = new Uint8Array(into);
    const ends: number[] = [];
    let at = 0;
    for (const it of b.items) {
      packed.set(it.data, at);
      at += it.data.length;
      ends.push(at);
    }
    lane.worker.ref(); // while it holds a batch, the process waits for it
    lane.worker.postMessage({ id: b.id, buf: into, ends, paths: b.deflate ? null : b.items.map((it) => it.path) }, [into]);
  }

  /** The least busy worker that can take `bytes` more; null (no worker, all busy, too much out already): the main thread does the batch. */
  private lane(bytes: number): Lane | null {
    let lane: Lane | null = null;
    for (const l of this.lanes ?? []) if (!l.dead && (lane === null || l.batches.size < lane.batches.size)) lane = l;
    if (lane === null || lane.batches.size >= PER_WORKER || (this.inFlight > 0 && this.inFlightBytes + bytes > MAX_IN_FLIGHT_BYTES)) return null;
    return lane;
  }

  private startWorkers(): void {
    this.lanes = [];
    for (let i = 0; i < this.maxWorkers; i++) {
      try {
        this.lanes.push(this.startLane());
      } catch {
        break; // no worker threads here: the main thread does the work
      }
    }
  }

  private startLane(): Lane {
    const lane: Lane = { worker: new Worker(WORKER_SOURCE, { eval: true }), batches: new Map(), dead: false };
    lane.worker.on("message", (m: Answer) => {
      if (m.input.byteLength <= MIN_BUFFER && this.spare.length < 2 * this.maxWorkers) this.spare.push(m.input);
      const b = lane.batches.get(m.id);
      if (b === undefined) return;
      lane.batches.delete(m.id);
      if (lane.batches.size === 0) lane.worker.unref();
      if (m.error) {
        const e = Object.assign(new Error(m.error.message), m.error.code ? { code: m.error.code } : {});
        for (const it of b.items) it.reject(e);
      } else if (m.buf !== undefined && m.ends !== undefined) {
        let at = 0;
        for (let i = 0; i < b.items.length; i++) {
          const end = m.ends[i]!;
          b.items[i]!.resolve(Buffer.from(m.buf, at, end - at));
          at = end;
        }
      } else {
        for (const it of b.items) it.resolve(EMPTY);
      }
      this.done(b);
    });
    // A worker that fails leaves its batches to the main thread (it still has their input).
    const lost = (): void => {
      if (lane.dead) return;
      lane.dead = true;
      for (const b of lane.batches.values()) {
        runHere(b);
        this.done(b);
      }
      lane.batches.clear();
    };
    lane.worker.on("error", lost);
    lane.worker.on("exit", lost);
    lane.worker.unref();
    return lane;
  }

  private done(b: Batch): void {
    this.inFlight--;
    this.inFlightBytes -= b.bytes;
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }

  private settled(): Promise<void> {
    return new Promise((res) => this.waiters.push(res));
  }
}

/** A batch's work, on the main thread. */
function runHere(b: Batch): void {
  let failure: { e: unknown } | null = null; // a batch stops at its first failure, as in a worker
  for (const it of b.items) {
    if (failure !== null) {
      it.reject(failure.e);
      continue;
    }
    try {
      if (it.path === null) it.resolve(deflateRawSync(it.data, { level: DEFLATE_LEVEL }));
      else {
        writeFileSync(it.path, it.data);
        it.resolve(EMPTY);
      }
    } catch (e) {
      failure = { e };
      it.reject(e);
    }
  }
}
