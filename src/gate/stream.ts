// Comparing two reports of any size with flat memory. The comparison lists traces in trace-id
// order, while reports list them in file order, so each report is first spilled into sorted runs
// (an external merge sort: entries are read one at a time from the stream, src/jsonstream/, and
// every 4 MiB of them sorted by id and written to a run file in `workDir`); then the runs of both
// reports are merged by id and joined, one trace at a time: each compared trace is written to the
// compare JSON's trace list at once, tallied for the summary and the gate, and offered to a
// retainer that keeps only what the console and the Markdown list (report/compare.ts).
//
// Reports are read with the fast scanner (src/jsonstream/scanner.ts: the structure scanned, each
// entry cut out and given to JSON.parse); a file it refuses is read again with stream-json, so
// bad files get the reference's messages.
//
// Byte for byte the same as `compareReports` and its renderings (tested), messages included: a
// problem of the baseline is reported before one of the policy or the candidate, and of two
// problems of one report the one `normalizeReport` meets first. What memory holds: one run's
// entries while it is sorted, one entry per open run, the gate's reasons (one per trace they name,
// as the harness lists them), the traces the renderings list, and the trace diffs asked for.
import { stringifyAt } from "../util/indent.js";
import { writeAllSync, writeFileAtomicAround } from "../util/writefile.js";
import { closeSync, mkdtempSync, openSync, readdirSync, readSync, rmSync } from "node:fs";
import { join } from "node:path";
import { UsageError } from "../errors.js";

/**
 * A fresh folder for the sorted run files below `base` (the shell passes the temporary folder:
 * TMPDIR, else the system's). A folder that does not exist or cannot be written is a usage error
 * in one line, never an `internal error: ENOENT … mkdtemp`.
 */
export function makeWorkDir(base: string, prefix = "arh-compare-"): string {
  try {
    return mkdtempSync(join(base, prefix));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === "ENOENT" ? "it does not exist" : code === "EACCES" || code === "EPERM" ? "it is not writable" : code === "ENOTDIR" ? "it is not a folder" : (e as Error).message;
    throw new UsageError(`cannot create a work folder for the streamed comparison in the temporary folder '${base}': ${why} (set TMPDIR to an existing, writable folder)`);
  }
}
import type { TraceReport } from "../types.js";
import type { Policy } from "../policy/model.js";
import { JsonReadError } from "../jsonstream/reader.js";
import { formatProblem } from "../compare/digests.js";
import { duplicateProblem, fail, normalizeEntry, openReport, PARTIAL_REPORT_PROBLEM, REPORT_HINT, policyDigestProblem, schemaProblem, streamProblem } from "../compare/load.js";
import { UsageTally, mergeThresholds, usageGateReasons } from "../compare/cost.js";
import { checkFailOn, compareTrace, GateTally, PolicyIds, SummaryTally, type CompareOptions } from "../compare/compare.js";
import type { CompareResult, CompareTrace } from "../compare/types.js";
import { cmpCodePoints } from "../compare/util.js";
import { blocksFor, compareTraceJson, CompareRetainer, dropReason, regressionRank, UnchangedCollector, type CompareJsonFormat, type CompareView } from "../report/compare.js";
import { COMMENT_LIMIT_CHARS } from "../report/budget.js";
import { buildTraceDiff, isRegressed, type StepDetails } from "../tracediff/build.js";
import type { AbtDocument } from "../tracediff/model.js";

/**
 * Text of entries sorted in memory before they are written as one run: small enough that the
 * garbage of sorting stays small, large enough that a million traces make a few hundred runs.
 */
const RUN_BYTES = 4 * 1024 * 1024;
/** Read block of a run file (one per open run). */
const RUN_BLOCK = 32 * 1024;
/** How often `pace` is called: after this much entry text spilled, and this many traces merged. */
const PACE_BYTES = 16 * 1024 * 1024;
const PACE_TRACES = 4096;
/** Write buffer of the compare JSON's trace list. */
const FLUSH_AT = 1 << 20;

/**
 * The stream cannot give the exact result: the reports carry scenario ids (the scenario gate reads
 * every run), or a report has two `reports` keys (JSON.parse keeps the last). `arh compare` then
 * compares in memory.
 */
export class StreamFallback extends Error {}

export interface StreamCompareRequest {
  baseline: { path: string; label: string };
  candidate: { path: string; label: string };
  options: CompareOptions;
  /** Loads the policy (trace diffs name its rules); its errors are reported after the baseline's. */
  policy?: () => Policy;
  /** Where run files go (an empty folder the caller removes). */
  workDir: string;
  /** Write the compare JSON here (a temporary sibling renamed into place). */
  jsonOut?: string;
  /** Its layout (report/compare.ts `CompareJsonFormat`): `harness` unless given. */
  jsonFormat?: CompareJsonFormat;
  /** Trace diffs: none, those of the regressions the Markdown shows, or every regressed trace's. */
  diffs: "none" | "markdown" | "all";
  /** The after side of trace diffs from the candidate's trace files (as the comparison in memory has it). */
  candidateDetails?: StepDetails | null;
  /** The before side of trace diffs from a bundle's trace files. */
  baselineDetails?: StepDetails | null;
  /** Entry text per sorted run (default 4 MiB; tests use small runs). */
  runBytes?: number;
  /**
   * Called between pieces of work (every PACE_BYTES of entries spilled, every PACE_TRACES traces
   * merged): the shell collects garbage there, so the heap holds what is live rather than what
   * the collector has let pile up (the peak memory of a long comparison). Changes no result.
   */
  pace?: () => void;
  /** Rows per list and regression blocks the view keeps (defaults: the console's and a PR comment's). */
  rows?: number;
  blocks?: number;
}

export interface StreamCompareResult {
  /** The comparison as the renderings read it (`result.traces`: the kept traces). */
  view: CompareView;
  policy: Policy | null;
  /** Trace diffs by trace id (with `diffs: "all"`, in the comparison's order). */
  diffs: Map<string, AbtDocument>;
  diffsError: string | null;
  /** Writes the compare JSON to `jsonOut` (from a file in `workDir`: call it before removing that). */
  writeJson: (() => void) | null;
  /** The candidate report's `policy_digest`, when it records one (the gate's "Checked" line names it). */
  candidateDigest: string | null;
}

// ---------------------------------------------------------------------------------------------
// Spilling one report into sorted runs

interface Spilled {
  runs: string[];
  entries: number;
  policyIds: PolicyIds;
  /** The report's `policy_digest` (the last one, as JSON.parse keeps it), when it has one. */
  digest?: unknown;
  /** The first problem `normalizeReport` would meet before any duplicate id, with its entry index (Infinity: of the whole file). */
  problem: { at: number; error: UsageError } | null;
}

/** A run line: the id as JSON, a tab, the entry's index, a tab, the entry as JSON. */
function runLine(id: string, idx: number, entry: TraceReport): string {
  return `${JSON.stringify(id)}\t${idx}\t${JSON.stringify(entry)}\n`;
}

class RunSpiller {
  readonly runs: string[] = [];
  private ids: string[] = [];
  private lines: string[] = [];
  private bytes = 0;

  private sincePace = 0;

  constructor(
    private readonly dir: string,
    private readonly prefix: string,
    private readonly runBytes: number,
    private readonly pace: (() => void) | undefined,
  ) {}

  add(id: string, line: string): void {
    this.ids.push(id);
    this.lines.push(line);
    this.bytes += line.length;
    if (this.bytes < this.runBytes) return;
    this.sincePace += this.bytes;
    this.flush();
    if (this.pace && this.sincePace >= PACE_BYTES) {
      this.sincePace = 0;
      this.pace();
    }
  }

  flush(): void {
    if (this.lines.length === 0) return;
    const ids = this.ids;
    const order = Array.from(ids.keys()).sort((a, b) => cmpCodePoints(ids[a]!, ids[b]!) || a - b);
    const path = join(this.dir, `${this.prefix}-${this.runs.length}.run`);
    const fd = openSync(path, "w");
    try {
      let buf: string[] = [];
      let n = 0;
      for (const i of order) {
        buf.push(this.lines[i]!);
        n += this.lines[i]!.length;
        if (n >= FLUSH_AT) {
          writeAllSync(fd, buf.join(""));
          buf = [];
          n = 0;
        }
      }
      if (buf.length) writeAllSync(fd, buf.join(""));
    } finally {
      closeSync(fd);
    }
    this.runs.push(path);
    this.ids = [];
    this.lines = [];
    this.bytes = 0;
  }
}

/** The fast scanner refused the file: read it again with stream-json, whose messages are the reference. */
class ScanRefused extends Error {}

/** Spill with the fast scanner, and again with stream-json when the scanner refuses the file. */
function spill(path: string, label: string, dir: string, prefix: string, runBytes: number, pace?: () => void): Spilled {
  try {
    return spillWith(path, label, dir, `${prefix}f`, runBytes, true, pace);
  } catch (e) {
    if (!(e instanceof ScanRefused)) throw e;
    for (const f of readdirSync(dir)) if (f.startsWith(`${prefix}f-`)) rmSync(join(dir, f), { force: true });
    return spillWith(path, label, dir, `${prefix}s`, runBytes, false, pace);
  }
}

function spillWith(path: string, label: string, dir: string, prefix: string, runBytes: number, fast: boolean, pace: (() => void) | undefined): Spilled {
  const where = `${label} ${path}`;
  const reader = openReport(path, where, fast);
  const spiller = new RunSpiller(dir, prefix, runBytes, pace);
  const policyIds = new PolicyIds();
  let entries = 0;
  let entryProblem: { at: number; error: UsageError } | null = null;
  try {
    if (reader.peek()?.name !== "startObject") {
      // not an object: a problem of the whole file, once it is known to be valid JSON
      reader.skipValue();
      if (reader.next() !== null) throw new JsonReadError("is not valid JSON: content after the document", reader.bytes, "syntax");
      fail(label, path, `is not a validation report: ${REPORT_HINT}`);
    }
    // JSON.parse keeps the last of repeated keys: what matters is the last `reports` and `schema_version`
    let reportsSeen = 0;
    let reportsIsArray = false;
    let schema: unknown = undefined;
    let format: unknown = undefined;
    let digest: unknown = undefined;
    let partial = false;
    reader.expect();
    for (;;) {
      const t = reader.expect();
      if (t.name === "endObject") break;
      if (t.name !== "keyValue") throw new JsonReadError("is not valid JSON: expected a key", reader.bytes, "syntax");
      const key = t.value;
      if (key === "reports") {
        reportsSeen++;
        if (reportsSeen > 1) throw new StreamFallback("a report with two 'reports' keys");
        if (reader.peek()?.name !== "startArray") {
          reader.skipValue();
          continue;
        }
        reportsIsArray = true;
        reader.expect();
        for (let idx = 0; ; idx++) {
          if (reader.peek()?.name === "endArray") {
            reader.expect();
            break;
          }
          if (entryProblem) {
            reader.skipValue();
            continue;
          }
          const raw = reader.readValue(2);
          let e: TraceReport;
          try {
            e = normalizeEntry(raw, idx, path, label);
          } catch (err) {
            if (!(err instanceof UsageError)) throw err;
            entryProblem = { at: idx, error: err };
            continue;
          }
          if ((e as { scenario?: unknown }).scenario !== undefined) throw new StreamFallback("entries carry scenario ids");
          policyIds.add(e);
          spiller.add(e.trace_id, runLine(e.trace_id, idx, e));
          entries++;
        }
      } else if (key === "schema_version") {
        schema = reader.readValue(1);
      } else if (key === "format_version") {
        format = reader.readValue(1);
      } else if (key === "policy_digest") {
        digest = reader.readValue(1);
      } else {
        if (key === "partial_version") partial = true;
        reader.skipValue();
      }
    }
    if (reader.next() !== null) throw new JsonReadError("is not valid JSON: content after the document", reader.bytes, "syntax");
    spiller.flush();
    // the checks of normalizeReport, in its order: the whole file first, then entry by entry
    if (reportsSeen === 0) fail(label, path, partial ? PARTIAL_REPORT_PROBLEM : `is not a validation report: no 'reports' key; ${REPORT_HINT}`);
    if (!reportsIsArray) fail(label, path, "is not a validation report: field 'reports' must be an array");
    const sp = schemaProblem(schema) ?? formatProblem(format) ?? policyDigestProblem(digest);
    if (sp) fail(label, path, sp);
    return { runs: spiller.runs, entries, policyIds, problem: entryProblem, digest };
  } catch (e) {
    if (e instanceof JsonReadError) throw fast && e.kind !== "io" ? new ScanRefused(e.message) : streamProblem(path, where, e, reader.size);
    throw e;
  } finally {
    reader.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Reading runs back, merged by id

class RunReader {
  private readonly fd: number;
  private readonly block = Buffer.allocUnsafe(RUN_BLOCK);
  private pending: Buffer[] = [];
  private buf: Buffer = Buffer.alloc(0);
  private at = 0;
  private eof = false;
  /** The current line: id, entry index and the entry's JSON text; null at the end. */
  id: string | null = null;
  idx = 0;
  private text = "";

  constructor(path: string) {
    this.fd = openSync(path, "r");
    this.advance();
  }

  /** Move to the next line. */
  advance(): void {
    const line = this.readLine();
    if (line === null) {
      this.id = null;
      this.text = "";
      closeSync(this.fd);
      return;
    }
    const a = line.indexOf("\t");
    const b = line.indexOf("\t", a + 1);
    this.id = JSON.parse(line.slice(0, a)) as string;
    this.idx = Number(line.slice(a + 1, b));
    this.text = line.slice(b + 1);
  }

  entry(): TraceReport {
    return JSON.parse(this.text) as TraceReport;
  }

  private readLine(): string | null {
    for (;;) {
      const nl = this.buf.indexOf(10, this.at);
      if (nl >= 0) {
        let line: Buffer = this.buf.subarray(this.at, nl);
        if (this.pending.length) {
          line = Buffer.concat([...this.pending, line]);
          this.pending = [];
        }
        this.at = nl + 1;
        return line.toString("utf8");
      }
      if (this.at < this.buf.length) this.pending.push(Buffer.from(this.buf.subarray(this.at)));
      if (this.eof) return null;
      const n = readSync(this.fd, this.block, 0, this.block.length, null);
      if (n === 0) {
        this.eof = true;
        this.buf = Buffer.alloc(0);
      } else this.buf = this.block.subarray(0, n);
      this.at = 0;
    }
  }
}

/** Run order: by id in code points, then by entry index. */
function before(a: RunReader, b: RunReader): boolean {
  const c = cmpCodePoints(a.id!, b.id!);
  return c < 0 || (c === 0 && a.idx < b.idx);
}

/**
 * The runs of one report merged by (id, entry index) with a binary heap of their readers, each id
 * once with its entry; duplicates are noted as `normalizeReport` reports them (the pair whose
 * second entry comes first).
 */
class MergedRuns {
  private readonly heap: RunReader[];
  /** The duplicate with the earliest second entry so far. */
  duplicate: { id: string; first: number; second: number } | null = null;

  constructor(runs: readonly string[]) {
    this.heap = runs.map((p) => new RunReader(p)).filter((r) => r.id !== null);
    for (let i = (this.heap.length >> 1) - 1; i >= 0; i--) this.down(i);
  }

  private down(i: number): void {
    const h = this.heap;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= h.length) return;
      const m = l + 1 < h.length && before(h[l + 1]!, h[l]!) ? l + 1 : l;
      if (!before(h[m]!, h[i]!)) return;
      [h[i], h[m]] = [h[m]!, h[i]!];
      i = m;
    }
  }

  /** Advance the reader on top and restore the heap. */
  private pop(): void {
    const h = this.heap;
    h[0]!.advance();
    if (h[0]!.id === null) {
      const last = h.pop()!;
      if (h.length === 0) return;
      h[0] = last;
    }
    this.down(0);
  }

  /** The next id's entry (parsed only when `parse`), or null at the end. */
  next(parse: boolean): { id: string; entry: TraceReport | null } | null {
    const h = this.heap;
    if (h.length === 0) return null;
    const id = h[0]!.id!;
    const first = h[0]!.idx;
    const entry = parse ? h[0]!.entry() : null;
    this.pop();
    // later entries with the same id: a duplicate (only the second one matters for the message)
    let second = -1;
    while (h.length > 0 && h[0]!.id === id) {
      if (second < 0) second = h[0]!.idx;
      this.pop();
    }
    if (second >= 0 && (this.duplicate === null || second < this.duplicate.second)) this.duplicate = { id, first, second };
    return { id, entry };
  }
}

/** The duplicate id `normalizeReport` would report for these runs (a pass over ids only). */
function firstDuplicate(runs: readonly string[]): { id: string; first: number; second: number } | null {
  const m = new MergedRuns(runs);
  while (m.next(false) !== null);
  return m.duplicate;
}

// ---------------------------------------------------------------------------------------------
// The compare JSON's trace list, written as it comes

class TraceListWriter {
  private readonly fd: number;
  private pending: string[] = [];
  private size = 0;
  count = 0;
  /** `compact` (compare_format 2): the traces that changed nothing, summarized instead of written. */
  readonly compact: UnchangedCollector | null;

  constructor(readonly path: string, format: CompareJsonFormat = "harness") {
    this.fd = openSync(path, "w");
    this.compact = format === "compact" ? new UnchangedCollector() : null;
  }

  add(t: CompareTrace): void {
    if (this.compact?.take(t)) return;
    const text = compareTraceJson(t);
    this.pending.push(this.count++ === 0 ? text : ",\n" + text);
    this.size += text.length;
    if (this.size >= FLUSH_AT) this.flush();
  }

  flush(): void {
    if (this.pending.length) writeAllSync(this.fd, this.pending.join(""));
    this.pending = [];
    this.size = 0;
  }

  close(): void {
    this.flush();
    closeSync(this.fd);
  }
}

/** The compare JSON: its head rendered as `renderCompareJson` does, the trace list copied in. */
function withoutTraces(r: CompareResult): Omit<CompareResult, "traces"> {
  const { traces: _traces, ...rest } = r;
  return rest;
}

function writeCompareJson(out: string, result: Omit<CompareResult, "traces">, list: TraceListWriter): void {
  // as the gate left it (its pairing, its reasons), without what only the renderings read
  const { why: _why, checked: _checked, also: _also, ...gate } = result.gate;
  const { usage, ...rest } = { ...result, gate };
  // compact: its format after the schema version, the summary of the unchanged traces before the list (as compareJsonParts)
  const c = list.compact;
  const { schema_version, ...others } = rest;
  const doc = c ? { schema_version, compare_format: 2, ...others, unchanged: c.unchanged, traces: [] } : { ...rest, traces: [] };
  const head = JSON.stringify(doc, null, 2);
  // `"traces": []` closes the document: open the list there instead; the usage follows the traces (as in memory)
  const cut = head.lastIndexOf("[]");
  const after = (usage ? `,\n  "usage": ${stringifyAt(usage, 1)}` : "") + head.slice(cut + 2) + "\n";
  if (list.count === 0) writeFileAtomicAround(out, head.slice(0, cut + 2) + after, null, "");
  else writeFileAtomicAround(out, head.slice(0, cut) + "[\n", list.path, "\n  ]" + after);
}

// ---------------------------------------------------------------------------------------------
// The comparison

/** Diffs the Markdown may show: those of the first `blocks` regressions in its order, by rank. */
export class ShownDiffs {
  private readonly ranks: { id: string; doc: AbtDocument | null }[][] = [[], [], [], []];
  private readonly counts = [0, 0, 0, 0];

  constructor(private readonly blocks: number) {}

  /** Whether the next regression of this rank may still be shown. */
  wants(rank: number): boolean {
    let before = 0;
    for (let r = 0; r < rank; r++) before += this.counts[r]!;
    return before + this.counts[rank]! < this.blocks;
  }

  /** A regression of this rank, with its diff when it has one; keeps what can still be shown. */
  add(rank: number, id: string, doc: AbtDocument | null): void {
    const wanted = this.wants(rank);
    this.counts[rank]!++;
    if (wanted) this.ranks[rank]!.push({ id, doc });
    // regressions of lower ranks come first: later ranks keep only what is left of the blocks
    let cum = 0;
    for (let r = 0; r < 4; r++) {
      const keep = Math.max(0, this.blocks - cum);
      if (this.ranks[r]!.length > keep) this.ranks[r]!.length = keep;
      cum += this.counts[r]!;
    }
  }

  /** The ids of the regressions kept (with or without a diff). */
  ids(): string[] {
    return this.ranks.flat().map((x) => x.id);
  }

  docs(): [string, AbtDocument][] {
    return this.ranks.flat().flatMap((x) => (x.doc ? [[x.id, x.doc] as [string, AbtDocument]] : []));
  }
}

/** A policy id no report can hold: the trace diffs' contract until the candidate's is known. */
const CONTRACT_LATER = "\u0000candidate policy id\u0000";

export function streamCompare(req: StreamCompareRequest): StreamCompareResult {
  checkFailOn(req.options.failOn);
  const { baseline: bl, candidate: cl } = req;
  const base = spill(bl.path, bl.label, req.workDir, "b", req.runBytes ?? RUN_BYTES, req.pace);
  let baseDuplicate: { id: string; first: number; second: number } | null | undefined;
  // the baseline's own problems, as normalizeReport would meet them (a duplicate id may come first)
  const baselineProblems = (): void => {
    baseDuplicate ??= firstDuplicate(base.runs);
    if (baseDuplicate && (!base.problem || baseDuplicate.second < base.problem.at)) fail(bl.label, bl.path, duplicateProblem(baseDuplicate.id, baseDuplicate.first, baseDuplicate.second));
    if (base.problem) throw base.problem.error;
  };
  if (base.problem) baselineProblems();
  let policy: Policy | null = null;
  if (req.policy) {
    try {
      policy = req.policy();
    } catch (e) {
      baselineProblems();
      throw e;
    }
  }
  let cand: Spilled;
  try {
    cand = spill(cl.path, cl.label, req.workDir, "c", req.runBytes ?? RUN_BYTES, req.pace);
  } catch (e) {
    if (e instanceof UsageError) baselineProblems();
    throw e;
  }
  // reports judged under different policies: the comparison in memory says so (compare/policy.ts)
  if (typeof base.digest === "string" && typeof cand.digest === "string" && base.digest !== cand.digest) throw new StreamFallback("the reports were judged under different policies");
  if (cand.problem) {
    baselineProblems();
    const d = firstDuplicate(cand.runs);
    if (d && d.second < cand.problem.at) fail(cl.label, cl.path, duplicateProblem(d.id, d.first, d.second));
    throw cand.problem.error;
  }

  const opts = { ...req.options, usage: mergeThresholds(req.options.usage, policy?.regression) };
  const rows = req.rows ?? 100;
  const blocks = req.blocks ?? blocksFor(COMMENT_LIMIT_CHARS);
  const summary = new SummaryTally();
  const usage = new UsageTally(opts.usage);
  const gate = new GateTally(opts);
  const gateHead = { fail_on: opts.failOn, max_score_drop: opts.maxScoreDrop ?? null };
  const retainer = new CompareRetainer(gateHead, rows, blocks);
  const shown = new ShownDiffs(blocks);
  const allDiffs = new Map<string, AbtDocument>();
  let diffsError: string | null = null;
  const diffInput = { compare: { candidate_policy_id: CONTRACT_LATER } as CompareResult, policy, details: { baseline: req.baselineDetails ?? null, candidate: req.candidateDetails ?? null } };
  const list = req.jsonOut ? new TraceListWriter(join(req.workDir, "traces.json"), req.jsonFormat) : null;
  let compareError: unknown = null;

  const b = new MergedRuns(base.runs);
  const c = new MergedRuns(cand.runs);
  let merged = 0;
  try {
    let nb = b.next(true);
    let nc = c.next(true);
    while (nb !== null || nc !== null) {
      const order = nb === null ? 1 : nc === null ? -1 : cmpCodePoints(nb.id, nc.id);
      const be = order <= 0 ? nb! : null;
      const ce = order >= 0 ? nc! : null;
      if (compareError === null) {
        try {
          const id = (be ?? ce)!.id;
          const { trace: t, rawDelta } = compareTrace(id, be?.entry ?? undefined, ce?.entry ?? undefined);
          summary.add(t, rawDelta);
          usage.add(t);
          const own = gate.add(t, rawDelta);
          const limit = opts.maxScoreDrop ?? null;
          const dropped = own !== null && limit !== null && own === dropReason(t.trace_id, t, limit);
          retainer.add(t, dropped);
          list?.add(t);
          if (req.diffs !== "none" && diffsError === null) {
            const rank = req.diffs === "markdown" ? regressionRank(t, gateHead, dropped) : null;
            const wanted = req.diffs === "all" || (rank !== null && shown.wants(rank));
            let doc: AbtDocument | null = null;
            if (wanted && isRegressed(t) && ce?.entry) {
              try {
                doc = buildTraceDiff(t, be?.entry ?? null, ce.entry, diffInput);
              } catch (e) {
                diffsError = e instanceof Error ? e.message : String(e);
              }
            }
            if (doc && req.diffs === "all") allDiffs.set(id, doc);
            if (rank !== null) shown.add(rank, id, doc);
          }
        } catch (e) {
          // as in memory: the comparison is impossible; duplicate ids found later come first
          compareError = e;
        }
      }
      if (be) nb = b.next(compareError === null);
      if (ce) nc = c.next(compareError === null);
      if (req.pace && ++merged % PACE_TRACES === 0) req.pace();
    }
  } finally {
    list?.close();
  }
  if (b.duplicate) fail(bl.label, bl.path, duplicateProblem(b.duplicate.id, b.duplicate.first, b.duplicate.second));
  if (c.duplicate) fail(cl.label, cl.path, duplicateProblem(c.duplicate.id, c.duplicate.first, c.duplicate.second));
  if (compareError !== null) throw compareError;

  const head: Omit<CompareResult, "traces"> = {
    schema_version: "1",
    baseline_policy_id: base.policyIds.result(),
    candidate_policy_id: cand.policyIds.result(),
    summary: summary.result(),
    gate: gate.result(),
  };
  const u = usage.result();
  if (u) head.usage = u;
  // the usage gates, as runGate applies them to a comparison in memory (no scenarios here)
  const over = opts.failOn === "never" ? [] : usageGateReasons(u);
  if (over.length > 0) head.gate = { ...head.gate, passed: false, reasons: [...head.gate.reasons, ...over] };
  const view = retainer.view(head);
  // as buildTraceDiff words it (the candidate policy id is always a string once compared)
  const contract = policy?.policy_id ?? head.candidate_policy_id ?? "unknown";
  const diffs = new Map<string, AbtDocument>();
  for (const [id, doc] of req.diffs === "all" ? allDiffs : shown.docs()) {
    if (doc.contract === CONTRACT_LATER) doc.contract = contract;
    diffs.set(id, doc);
  }
  const writeJson = list && req.jsonOut ? () => writeCompareJson(req.jsonOut!, withoutTraces(view.result), list) : null;
  return { view, policy, diffs, diffsError, writeJson, candidateDigest: typeof cand.digest === "string" ? cand.digest : null };
}

/**
 * The traces whose diffs a comparison's Markdown shows (the regressions a PR comment holds, in
 * its order), as the streamed comparison keeps them: the comparison in memory builds only these
 * when no diff pages are written.
 */
export function shownRegressions(compare: CompareResult, blocks = blocksFor(COMMENT_LIMIT_CHARS)): Set<string> {
  const limit = compare.gate.max_score_drop ?? null;
  const head = { fail_on: compare.gate.fail_on, max_score_drop: limit };
  const reasons = new Set(compare.gate.reasons);
  const shown = new ShownDiffs(blocks);
  for (const t of compare.traces) {
    const dropped = limit !== null && reasons.has(dropReason(t.trace_id, t, limit));
    const rank = regressionRank(t, head, dropped);
    if (rank !== null) shown.add(rank, t.trace_id, null);
  }
  return new Set(shown.ids());
}
