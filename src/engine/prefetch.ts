// The trace files of a one-thread validation read ahead on a reader thread (`arh validate --jobs 1`,
// the gate's candidate): the main thread then spends its time judging, not waiting on `open` and
// `read` (about a tenth of a validation's time on the bench corpus). Nothing else changes: the
// files are judged on the main thread, in order, from the same bytes.
//
// The reader fills a ring of fixed slots in shared memory, a file per slot, claiming files in
// order through a shared counter, at most SLOTS files ahead of the main thread. The main thread
// reads a file itself, as it always did (`readRegularFile`), when the reader has not claimed it
// yet (while the reader starts), and for anything the reader leaves to it: a file larger than a
// slot, empty by its size, not a regular file, or that could not be opened or read whole. So every
// error, limit and message is the main thread's own, and a file the reader read is one the main
// thread would have read whole, with the same flags. Hand-written: no library shares a ring of
// file reads between threads, and one asynchronous call per file on libuv's pool costs the main
// thread more than the read it hands off (src/bundle/offthread.ts says by how much).
import { Worker } from "node:worker_threads";
import { OPEN_FLAGS } from "../util/readfile.js";

/** Files in the ring at once, and the largest file a slot holds (larger ones the main thread reads). */
const SLOTS = 64;
const SLOT_BYTES = 256 * 1024;
/** Fewer files than this are read on the main thread only (a reader thread costs a few milliseconds to start). */
export const PREFETCH_FROM_FILES = 256;
/** How long the main thread waits for a slot the reader claimed before it reads every file itself. */
const GIVE_UP_MS = 10_000;

// The control words: the next file to claim, the files the main thread is done with, stop, whether
// the reader sleeps until the main thread is done with more and with how many, whether the main
// thread sleeps until a slot is filled, then a word per slot: 0 empty, 1 left to the main thread,
// 2 + n the file's n bytes are in the slot. A wake-up is only sent to a thread that sleeps (each
// sets its word before it looks and sleeps, so none is missed), and the reader, which is faster,
// sleeps until half the ring is free: `Atomics.notify` costs about 10 µs, a tenth of what judging a
// typical file takes.
const CLAIM = 0;
const DONE = 1;
const STOP = 2;
const READER_WAITS = 3;
const WAKE_AT = 4;
const MAIN_WAITS = 5;
const HEADER = 6;

/**
 * The reader, started with `eval` (no file to find in the bundle; see src/bundle/offthread.ts).
 * Everything it does not read whole into a slot it marks as left to the main thread.
 */
const READER_SOURCE = `
const load = typeof process.getBuiltinModule === "function" ? process.getBuiltinModule : require;
const { workerData } = load("node:worker_threads");
const { openSync, fstatSync, readSync, closeSync } = load("node:fs");
const { paths, flags, slotBytes, mem, ctl } = workerData;
const files = paths.split("\\0");
const c = new Int32Array(ctl);
const bytes = new Uint8Array(mem);
const slots = c.length - ${HEADER};
const readInto = (path, at) => {
  let fd;
  try {
    fd = openSync(path, flags);
    const st = fstatSync(fd);
    if (!st.isFile() || st.size <= 0 || st.size > slotBytes) return -1;
    let used = 0;
    while (used < st.size) {
      const n = readSync(fd, bytes, at + used, st.size - used, null);
      if (n === 0) break;
      used += n;
    }
    return used === st.size ? used : -1;
  } catch {
    return -1;
  } finally {
    if (fd !== undefined) try { closeSync(fd); } catch {}
  }
};
for (;;) {
  const i = Atomics.add(c, ${CLAIM}, 1);
  if (i >= files.length) break;
  for (;;) {
    Atomics.store(c, ${WAKE_AT}, i - slots + 1 + (slots >> 1));
    Atomics.store(c, ${READER_WAITS}, 1);
    const done = Atomics.load(c, ${DONE});
    if (i - done < slots || Atomics.load(c, ${STOP}) !== 0) break;
    Atomics.wait(c, ${DONE}, done, 100);
  }
  Atomics.store(c, ${READER_WAITS}, 0);
  if (Atomics.load(c, ${STOP}) !== 0) break;
  const k = i % slots;
  const n = readInto(files[i], k * slotBytes);
  Atomics.store(c, ${HEADER} + k, n < 0 ? 1 : 2 + n);
  if (Atomics.load(c, ${MAIN_WAITS}) !== 0) Atomics.notify(c, ${HEADER} + k);
}
`;

/** The bytes of the next file, to be used before `take` is called again; null: read it yourself. */
export type Prefetched = Buffer | null;

export class Prefetch {
  private next = 0;
  private readonly ctl: Int32Array;
  private readonly mem: Buffer;
  private worker: Worker | null;
  /** The slot whose bytes the caller holds, released at the next `take` or at `close`. */
  private held = -1;

  private constructor(
    private readonly files: readonly string[],
    ctl: SharedArrayBuffer,
    mem: SharedArrayBuffer,
  ) {
    this.ctl = new Int32Array(ctl);
    this.mem = Buffer.from(mem);
    this.worker = new Worker(READER_SOURCE, { eval: true, workerData: { paths: files.join("\0"), flags: OPEN_FLAGS, slotBytes: SLOT_BYTES, mem, ctl }, resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 4 } });
    this.worker.unref();
    // a reader that fails leaves its files to the main thread (it stops claiming; see `take`)
    this.worker.on("error", () => Atomics.store(this.ctl, STOP, 1));
  }

  /** A reader for `files` (to be taken in this order), or null when reading them here is as fast. */
  static start(files: readonly string[]): Prefetch | null {
    if (files.length < PREFETCH_FROM_FILES || files.some((f) => f.includes("\0"))) return null;
    try {
      return new Prefetch(files, new SharedArrayBuffer(4 * (HEADER + SLOTS)), new SharedArrayBuffer(SLOTS * SLOT_BYTES));
    } catch {
      return null; // no thread to start: every file is read here
    }
  }

  /**
   * The bytes of `file` if the reader read it whole, else null (the caller reads it as always).
   * Files are taken in the order given; any other file is the caller's to read.
   */
  take(file: string): Prefetched {
    this.release();
    const i = this.next;
    if (i >= this.files.length || this.files[i] !== file) return null;
    this.next++;
    const c = this.ctl;
    const k = i % SLOTS;
    let waited = 0;
    for (;;) {
      const v = Atomics.load(c, HEADER + k);
      if (v !== 0) {
        this.held = k;
        return v === 1 ? null : this.mem.subarray(k * SLOT_BYTES, k * SLOT_BYTES + (v - 2));
      }
      // not claimed yet (the reader is starting, or has stopped): this one is read here
      if (Atomics.load(c, CLAIM) <= i && Atomics.compareExchange(c, CLAIM, i, i + 1) === i) {
        this.done(i);
        return null;
      }
      if (waited >= GIVE_UP_MS || Atomics.load(c, STOP) !== 0) {
        // a reader that failed (its error seen when the event loop turned), or that claimed a file
        // and never filled its slot: every file from here is read here
        this.close();
        return null;
      }
      Atomics.store(c, MAIN_WAITS, 1);
      if (Atomics.load(c, HEADER + k) === 0) Atomics.wait(c, HEADER + k, 0, 50);
      Atomics.store(c, MAIN_WAITS, 0);
      waited += 50;
    }
  }

  /** Whether the reader has claimed a file not taken yet (before the first `take`: whether it has started, a few milliseconds after `start`). */
  get started(): boolean {
    return Atomics.load(this.ctl, CLAIM) > this.next;
  }

  /** The slot of the last file taken is free again. */
  private release(): void {
    if (this.held < 0) return;
    Atomics.store(this.ctl, HEADER + this.held, 0);
    this.held = -1;
    this.done(this.next - 1);
  }

  private done(i: number): void {
    Atomics.store(this.ctl, DONE, i + 1);
    if (Atomics.load(this.ctl, READER_WAITS) !== 0 && i + 1 >= Atomics.load(this.ctl, WAKE_AT)) Atomics.notify(this.ctl, DONE);
  }

  /** Stop the reader (whatever it holds is dropped). */
  close(): void {
    this.held = -1;
    this.next = Number.MAX_SAFE_INTEGER;
    Atomics.store(this.ctl, STOP, 1);
    Atomics.notify(this.ctl, DONE);
    void this.worker?.terminate();
    this.worker = null;
  }
}
