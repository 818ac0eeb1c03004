// Writing a partial report: records go to a side file as they come (memory stays flat), and
// `finish` writes the manifest, then the records, to a temporary file renamed into place.
import { writeAllSync, writeFileAtomicAround } from "../util/writefile.js";
import { closeSync, mkdirSync, openSync, rmSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { TraceReport } from "../types.js";
import { renderEntry } from "../report/json.js";
import { orderKey, rawScoreOf, renderPartialHead, renderPartialRecord, type PartialManifest } from "./partial.js";

const FLUSH_AT = 1 << 20;

export class PartialWriter {
  private readonly side: string;
  private fd: number | null;
  private pending: string[] = [];
  private pendingLength = 0;
  private count = 0;
  passed = 0;

  constructor(private readonly path: string) {
    mkdirSync(dirname(resolve(path)), { recursive: true });
    this.side = `${path}.records.${process.pid}.tmp`;
    this.fd = openSync(this.side, "w");
  }

  /** Append one entry; `text` is its `renderEntry` text when a worker already rendered it. */
  add(e: TraceReport, text?: string): void {
    const rec = renderPartialRecord(orderKey(e.source_path), rawScoreOf(e), text ?? renderEntry(e));
    if (e.passed) this.passed++;
    this.push(this.count++ === 0 ? rec : ",\n" + rec);
  }

  get entries(): number {
    return this.count;
  }

  private push(s: string): void {
    this.pending.push(s);
    this.pendingLength += s.length;
    if (this.pendingLength >= FLUSH_AT) this.flush();
  }

  private flush(): void {
    if (this.fd === null || this.pending.length === 0) return;
    writeAllSync(this.fd, this.pending.join(""));
    this.pending = [];
    this.pendingLength = 0;
  }

  /** Write the partial: manifest (its counts of entries and passes are this writer's), then records. */
  finish(m: Omit<PartialManifest, "counts">): void {
    this.flush();
    closeSync(this.fd!);
    this.fd = null;
    const counts = { files: m.files.length, entries: this.count, passed: this.passed, failed: this.count - this.passed, skipped: m.skipped.length };
    try {
      const head = renderPartialHead({ ...m, counts });
      if (this.count === 0) writeFileAtomicAround(this.path, head + '  "entries": []\n}\n', null, "");
      else writeFileAtomicAround(this.path, head + '  "entries": [\n', this.side, "\n  ]\n}\n");
    } finally {
      rmSync(this.side, { force: true });
    }
  }

  /** Remove the side file without writing anything (on errors). */
  abort(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
    rmSync(this.side, { force: true });
  }
}
