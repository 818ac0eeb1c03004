// `arh merge`: partial reports -> the report one `arh validate` over every file would write. Each
// partial is read as a stream (reader.ts): its manifest first, then one entry at a time; a k-way
// merge on the entries' order keys restores the single-job order, so memory holds one entry per
// partial (plus 8 bytes per trace for the duplicate trace_id check), whatever the total.
// Anything inconsistent is a UsageError naming the file; the caller writes nothing then.
import { createHash } from "node:crypto";
import { UsageError } from "../errors.js";
import type { Report, TraceReport } from "../types.js";
import { buildReport } from "../engine/report.js";
import { truncateText } from "../util/bound.js";
import { isSha256Digest } from "../util/digest.js";
import { TOOL_NAME, VERSION } from "../version.js";
import { MANIFEST_KEYS, orderKey, PARTIAL_VERSION, type PartialManifest } from "./partial.js";
import { JsonReadError, JsonStreamReader, type PullReader } from "../jsonstream/reader.js";
import { JsonScanner } from "../jsonstream/scanner.js";
import { MAX_SHARDS, shardOf } from "./select.js";
import { pyRound } from "../util/round.js";
import { SummaryAccumulator } from "./summary.js";

type Manifest = Omit<PartialManifest, "files">;

export interface MergeRecord {
  key: string;
  raw: number;
  entry: TraceReport;
}

const show = (s: string, n = 200): string => truncateText(s, n);

/** One partial, opened: its manifest read, the reader at the first entry record. */
export class PartialCursor {
  readonly manifest: Manifest;
  current: MergeRecord | null = null;
  private readonly reader: PullReader;
  private readonly filesHash = createHash("sha256");
  private readonly seenHash = createHash("sha256");
  private files = 0;
  private lastPath: string | null = null;
  private lastKey: string | null = null;
  private distinct = 0;
  private entries = 0;
  private passed = 0;
  private done = false;

  /** `fast`: read with the fast scanner (see `withFastScan`), else with stream-json. */
  constructor(
    readonly path: string,
    readonly fast = false,
  ) {
    this.reader = this.guard(() => (fast ? new JsonScanner(path, 32 * 1024) : new JsonStreamReader(path)));
    this.manifest = this.guard(() => this.readManifest());
  }

  private fail(problem: string): never {
    throw new UsageError(`partial ${this.path}: ${problem}`);
  }

  /** JSON problems of the file become one line naming it. */
  private guard<T>(f: () => T): T {
    try {
      return f();
    } catch (e) {
      if (e instanceof JsonReadError) this.fail(e.kind === "io" ? `cannot read: ${e.message}` : e.kind === "truncated" ? e.message : `${e.message} (near byte ${e.offset})`);
      throw e;
    }
  }

  private readManifest(): Manifest {
    const r = this.reader;
    const hint = "is not a partial report (write one with 'arh validate --partial-out')";
    if (r.expect().name !== "startObject") this.fail(hint);
    const got: Record<string, unknown> = {};
    for (;;) {
      const t = r.expect();
      if (t.name === "endObject") this.fail(got.partial_version === undefined ? hint : "has no 'entries'");
      if (t.name !== "keyValue") this.fail(hint);
      const k = t.value;
      if (k === "entries") break;
      if (k === "files") this.readFiles();
      else if ((MANIFEST_KEYS as readonly string[]).includes(k)) got[k] = r.readValue();
      else r.skipValue();
    }
    if (got.partial_version === undefined) this.fail(hint);
    if (got.partial_version !== PARTIAL_VERSION) this.fail(`partial_version '${show(String(got.partial_version), 40)}' is not supported (this build reads '${PARTIAL_VERSION}')`);
    const m = got as unknown as Manifest;
    const int = (v: unknown, lo: number, hi: number): boolean => typeof v === "number" && Number.isInteger(v) && v >= lo && v <= hi;
    const s = m.shard as unknown as Record<string, unknown> | null;
    if (typeof s !== "object" || s === null || !int(s.total, 1, MAX_SHARDS) || !int(s.index, 1, s.total as number)) this.fail("'shard' must be {index, total} with 1 ≤ index ≤ total");
    if (typeof m.policy_digest !== "string" || !isSha256Digest(m.policy_digest)) this.fail("'policy_digest' must be 'sha256:' and 64 hex digits");
    if (typeof m.policy_id !== "string") this.fail("'policy_id' must be a string");
    if (typeof m.fail_under !== "number") this.fail("'fail_under' must be a number");
    if (typeof m.tool !== "object" || m.tool === null || typeof m.tool.name !== "string" || typeof m.tool.version !== "string") this.fail("'tool' must be {name, version}");
    if (m.commit !== null && typeof m.commit !== "string") this.fail("'commit' must be a string or null");
    const c = m.counts as unknown as Record<string, unknown> | null;
    const max = Number.MAX_SAFE_INTEGER;
    if (typeof c !== "object" || c === null || !["files", "entries", "passed", "failed", "skipped"].every((k) => int(c[k], 0, max))) this.fail("'counts' must hold files, entries, passed, failed and skipped");
    if (!Array.isArray(m.skipped) || !m.skipped.every((x) => typeof x === "object" && x !== null && typeof x.path === "string" && typeof x.reason === "string")) this.fail("'skipped' must be a list of {path, reason}");
    for (const [i, x] of m.skipped.entries()) {
      const shard = shardOf(x.path, s.total as number);
      if (shard !== s.index) this.fail(`skipped[${i}]: path '${show(x.path)}' belongs to shard ${shard} of ${s.total as number}, not ${s.index as number}`);
    }
    if (m.skipped.length !== m.counts.skipped) this.fail(`lists ${m.skipped.length} skipped paths, its counts say ${m.counts.skipped}`);
    if (this.files !== m.counts.files) this.fail(`lists ${this.files} files, its counts say ${m.counts.files}`);
    if (r.expect().name !== "startArray") this.fail("'entries' must be an array");
    return m;
  }

  /** The covered files, streamed: counted and hashed, never held. */
  private readFiles(): void {
    const r = this.reader;
    if (r.expect().name !== "startArray") this.fail("'files' must be an array of paths");
    for (;;) {
      const t = r.expect();
      if (t.name === "endArray") return;
      if (t.name !== "stringValue") this.fail("'files' must be an array of paths");
      this.filesHash.update(t.value + "\n");
      this.files++;
    }
  }

  /** Move to the next entry record (`current` null at the end, once the file is checked whole). */
  advance(): void {
    this.current = this.guard(() => this.readRecord());
  }

  private readRecord(): MergeRecord | null {
    if (this.done) return null;
    const r = this.reader;
    const p = r.peek();
    if (p?.name === "endArray") {
      r.next();
      this.finishFile();
      return null;
    }
    const rec = r.readValue() as Record<string, unknown> | null;
    const at = `entries[${this.entries}]`;
    if (typeof rec !== "object" || rec === null || Array.isArray(rec)) this.fail(`${at} is not a record`);
    const { order_key: key, raw_score: raw, report: entry } = rec as { order_key: unknown; raw_score: unknown; report: unknown };
    if (typeof key !== "string") this.fail(`${at} has no 'order_key'`);
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) this.fail(`${at} has no 'report' object`);
    const e = entry as TraceReport;
    if (typeof e.trace_id !== "string" || typeof e.source_path !== "string" || typeof e.passed !== "boolean" || typeof e.score !== "number") this.fail(`${at}: the report entry needs trace_id, source_path, passed and score`);
    // `arh validate` always writes the unrounded score: without it, the score could be anything
    if (typeof raw !== "number") this.fail(`${this.where(at, e)}: 'raw_score' must be a number, got ${raw === undefined ? "nothing" : show(JSON.stringify(raw), 40)}`);
    this.checkEntry(at, key, raw, e);
    if (this.lastKey !== null && key < this.lastKey) this.fail(`${at} is out of order ('${show(key)}' after '${show(this.lastKey)}')`);
    if (e.source_path !== this.lastPath) {
      if (key === this.lastKey) this.fail(`${at}: two files share the order key '${show(key)}'`);
      this.seenHash.update(e.source_path + "\n");
      this.distinct++;
      this.lastPath = e.source_path;
    }
    this.lastKey = key;
    this.entries++;
    if (e.passed) this.passed++;
    return { key, raw, entry: e };
  }

  /**
   * A record is what `arh validate` wrote or it is refused: its score is its raw score rounded, in
   * [0, 100], and its report carries no other raw score; `passed` is what the rules say (no error
   * finding, and a scored entry at least at fail_under: engine/validate.ts, memory/index.ts); its
   * path belongs to this shard and its order key is the path's (partial.ts). A forged record could
   * otherwise change the merged verdict.
   */
  private checkEntry(at: string, key: string, raw: number, e: TraceReport): void {
    const m = this.manifest;
    const where = this.where(at, e);
    if (!Number.isFinite(raw) || raw < 0 || raw > 100) this.fail(`${where}: raw_score ${show(String(raw), 40)} is not a score in [0, 100]`);
    if (e.score !== pyRound(raw, 2)) this.fail(`${where}: score ${show(String(e.score), 40)} is not its raw_score ${raw} rounded (${pyRound(raw, 2)})`);
    // the entry's own raw_score is never written (report/json.ts leaves it out), so one there is
    // forged: the renderers and the gate read it before the score (engine/report.ts)
    const inner = (e as { raw_score?: unknown }).raw_score;
    if (inner !== undefined && inner !== raw) this.fail(`${where}: its report's raw_score ${show(JSON.stringify(inner) ?? String(inner), 40)} is not the record's raw_score ${raw}`);
    e.raw_score = raw;
    if (!Array.isArray(e.findings)) this.fail(`${where}: 'findings' must be an array`);
    const error = e.findings.some((f) => typeof f === "object" && f !== null && f.severity === "error");
    const expected = !error && (e.scored === false || raw >= m.fail_under);
    if (e.passed !== expected) {
      const why = error ? "it has an error finding" : expected ? `no error finding and raw_score ${raw} >= fail_under ${m.fail_under}` : `raw_score ${raw} < fail_under ${m.fail_under}`;
      this.fail(`${where}: passed is ${e.passed}, but ${why}`);
    }
    const shard = shardOf(e.source_path, m.shard.total);
    if (shard !== m.shard.index) this.fail(`${where}: source_path '${show(e.source_path)}' belongs to shard ${shard} of ${m.shard.total}, not ${m.shard.index}`);
    if (key !== orderKey(e.source_path)) this.fail(`${where}: order_key '${show(key)}' is not the key of its source_path '${show(e.source_path)}'`);
  }

  /** A record in messages: its place, its trace and the shard it claims to be from. */
  private where(at: string, e: TraceReport): string {
    return `${at} (trace_id '${show(e.trace_id, 100)}', shard ${this.manifest.shard.index} of ${this.manifest.shard.total})`;
  }

  private finishFile(): void {
    const r = this.reader;
    if (r.expect().name !== "endObject") this.fail("has content after 'entries' (the manifest must come first)");
    if (r.next() !== null) this.fail("has content after the document");
    this.done = true;
    r.close();
    const c = this.manifest.counts;
    if (this.entries !== c.entries) this.fail(`holds ${this.entries} entries, its counts say ${c.entries}`);
    if (this.passed !== c.passed || c.entries - c.passed !== c.failed) this.fail(`holds ${this.passed} passing entries, its counts say ${c.passed} passed and ${c.failed} failed`);
    if (this.distinct !== this.files || this.seenHash.digest("hex") !== this.filesHash.digest("hex")) this.fail("its entries do not cover exactly the files its manifest lists");
  }

  close(): void {
    this.reader.close();
  }
}

/** Open every partial and check they are the N shards of one run (a UsageError naming the file). */
/**
 * Run a merge `f` with the fast scanner (src/jsonstream/scanner.ts), and once more with stream-json
 * when anything goes wrong: a good set of partials merges about twice as fast, and a bad one is
 * judged, message and order of problems alike, by the reference reader (which may meet a syntax
 * error of a block before a problem of the values it holds). `f` must leave nothing behind when
 * it throws.
 */
export function withFastScan<T>(f: (fast: boolean) => T): T {
  try {
    return f(true);
  } catch {
    return f(false);
  }
}

export function openPartials(paths: string[], expect: number, fast = false): PartialCursor[] {
  const cursors: PartialCursor[] = [];
  try {
    for (const p of paths) cursors.push(new PartialCursor(p, fast));
    checkSet(cursors, expect);
    for (const c of cursors) c.advance();
    return cursors;
  } catch (e) {
    for (const c of cursors) c.close();
    throw e;
  }
}

function checkSet(cs: PartialCursor[], expect: number): void {
  const byIndex = new Map<number, PartialCursor>();
  const first = cs[0]!;
  const f = first.manifest;
  for (const c of cs) {
    const m = c.manifest;
    if (m.shard.total !== expect) throw new UsageError(`partial ${c.path} is shard ${m.shard.index} of ${m.shard.total}, not of ${expect} (--expect ${expect})`);
    const twin = byIndex.get(m.shard.index);
    if (twin) throw new UsageError(`partials ${twin.path} and ${c.path} are both shard ${m.shard.index} of ${expect}`);
    byIndex.set(m.shard.index, c);
    const differ = (what: string, a: unknown, b: unknown): never => {
      throw new UsageError(`partial ${c.path} has another ${what} than ${first.path}: ${show(JSON.stringify(b), 100)} vs ${show(JSON.stringify(a), 100)}`);
    };
    if (m.policy_digest !== f.policy_digest) differ("policy (policy_digest)", f.policy_digest, m.policy_digest);
    if (m.policy_id !== f.policy_id) differ("policy_id", f.policy_id, m.policy_id);
    if (m.fail_under !== f.fail_under) differ("fail_under", f.fail_under, m.fail_under);
    if (m.commit !== f.commit) differ("commit", f.commit, m.commit);
    if (m.tool.name !== f.tool.name || m.tool.version !== f.tool.version) differ("tool version", `${f.tool.name} ${f.tool.version}`, `${m.tool.name} ${m.tool.version}`);
  }
  if (f.tool.name !== TOOL_NAME || f.tool.version !== VERSION) throw new UsageError(`partial ${first.path} was written by ${show(f.tool.name, 60)} ${show(f.tool.version, 40)}; this is ${TOOL_NAME} ${VERSION}: merge with the version that validated`);
  const missing: number[] = [];
  for (let i = 1; i <= expect; i++) if (!byIndex.has(i)) missing.push(i);
  if (missing.length > 0) {
    const list = missing.length > 10 ? missing.slice(0, 10).join(", ") + ", …" : missing.join(", ");
    throw new UsageError(`shard${missing.length > 1 ? "s" : ""} ${list} of ${expect} ${missing.length > 1 ? "are" : "is"} missing (got ${cs.length} partial${cs.length === 1 ? "" : "s"})`);
  }
}

/** A min-heap of cursors by their current record's key (ties cannot happen: they are refused). */
class Heap {
  private readonly a: PartialCursor[] = [];
  get size(): number {
    return this.a.length;
  }
  private less(i: number, j: number): boolean {
    return this.a[i]!.current!.key < this.a[j]!.current!.key;
  }
  push(c: PartialCursor): void {
    const a = this.a;
    a.push(c);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(i, p)) break;
      [a[i], a[p]] = [a[p]!, a[i]!];
      i = p;
    }
  }
  pop(): PartialCursor {
    const a = this.a;
    const top = a[0]!;
    const last = a.pop()!;
    if (a.length > 0) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && this.less(l, m)) m = l;
        if (r < a.length && this.less(r, m)) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m]!, a[i]!];
        i = m;
      }
    }
    return top;
  }
}

/** 32-bit FNV-1a over UTF-16 code units, seeded (two seeds give the 54 bits the id check keeps). */
function fnv(s: string, seed: number): number {
  let h = seed;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Trace ids seen per shard, as 54-bit hashes tagged with the shard (10 bits): 8 bytes a trace. */
class IdLog {
  private a = new BigUint64Array(1 << 16);
  private n = 0;
  static hash(id: string): bigint {
    return (BigInt(fnv(id, 0x811c9dc5)) << 22n) | BigInt(fnv(id, 0x9747b28c) >>> 10);
  }
  add(id: string, shard: number): void {
    if (this.n === this.a.length) {
      const b = new BigUint64Array(this.a.length * 2);
      b.set(this.a);
      this.a = b;
    }
    this.a[this.n++] = (IdLog.hash(id) << 10n) | BigInt(shard);
  }
  /** Hashes that occur in more than one shard (almost always a real duplicate; confirmed after). */
  crossShard(): Set<bigint> {
    const v = this.a.subarray(0, this.n).sort();
    const out = new Set<bigint>();
    for (let i = 1; i < v.length; i++) {
      if (v[i]! >> 10n === v[i - 1]! >> 10n && v[i] !== v[i - 1]) out.add(v[i]! >> 10n);
    }
    return out;
  }
}

/**
 * Merge the opened partials: `onEntry` gets every entry in the single-job order. Returns the
 * report (no entries: they went to `onEntry`) with the summary, skipped paths and metadata of the
 * single-job report. Throws a UsageError (before returning) for a file or trace_id in two shards.
 */
export function mergePartials(cs: PartialCursor[], onEntry: (e: TraceReport) => void): Report {
  const heap = new Heap();
  for (const c of cs) if (c.current) heap.push(c);
  const sum = new SummaryAccumulator();
  const ids = new IdLog();
  let prev: { key: string; c: PartialCursor } | null = null;
  while (heap.size > 0) {
    const c = heap.pop();
    const rec = c.current!;
    if (prev && prev.c !== c && prev.key === rec.key) throw new UsageError(`file '${show(rec.entry.source_path)}' is in two shards: ${prev.c.path} and ${c.path}`);
    prev = { key: rec.key, c };
    ids.add(rec.entry.trace_id, c.manifest.shard.index);
    sum.add(rec.entry.passed, rec.entry.scored !== false, rec.raw);
    onEntry(rec.entry);
    c.advance();
    if (c.current) heap.push(c);
  }
  const suspects = ids.crossShard();
  if (suspects.size > 0) confirmDuplicates(cs, suspects);
  const m = cs[0]!.manifest;
  const report = buildReport([], { policyId: m.policy_id, failUnder: m.fail_under, policyDigest: m.policy_digest });
  report.summary = sum.summary();
  const skipped = mergeSkipped(cs);
  if (skipped.length > 0) report.skipped = skipped;
  return report;
}

/** A second pass over the partials for the few suspect hashes: is one trace_id in two shards? */
function confirmDuplicates(cs: PartialCursor[], suspects: Set<bigint>): void {
  const where = new Map<string, PartialCursor>();
  for (const c0 of cs) {
    const c = new PartialCursor(c0.path, c0.fast);
    try {
      for (c.advance(); c.current; c.advance()) {
        const id = c.current.entry.trace_id;
        if (!suspects.has(IdLog.hash(id))) continue;
        const other = where.get(id);
        if (other && other.path !== c.path) throw new UsageError(`trace_id '${show(id)}' is in two shards: ${other.path} and ${c.path}`);
        where.set(id, c);
      }
    } finally {
      c.close();
    }
  }
}

/** The skipped paths of all shards, in the matcher's order (code units of the path). */
function mergeSkipped(cs: PartialCursor[]): { path: string; reason: string }[] {
  const all: { path: string; reason: string; from: string }[] = [];
  for (const c of cs) for (const s of c.manifest.skipped) all.push({ path: s.path, reason: s.reason, from: c.path });
  all.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (let i = 1; i < all.length; i++) {
    if (all[i]!.path === all[i - 1]!.path) throw new UsageError(`skipped path '${show(all[i]!.path)}' is in two shards: ${all[i - 1]!.from} and ${all[i]!.from}`);
  }
  return all.map(({ path, reason }) => ({ path, reason }));
}
