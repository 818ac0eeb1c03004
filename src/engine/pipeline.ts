// The file pipeline: paths -> files -> documents -> canonical traces -> validated report entries.
// Every matched file appears in the report: unreadable or invalid files become ARH-INP-001 entries
// located at the exact line and column; the run goes on. Positions are computed only for files
// with findings (the common path stays at JSON.parse speed).
import { readRegularFile } from "../util/readfile.js";
import { isAscii } from "node:buffer";
import { invalidUtf8 } from "../util/utf8.js";
import { basename, relative, sep } from "node:path";
import { matchTraceFiles, unmatchedProblem, type SkippedPath } from "../files/match.js";
import { InputError, UsageError } from "../errors.js";
import { findSyntaxError, LineMap } from "../json/locate.js";
import { makeLocator } from "../json/findings.js";
import { adaptDocument, type Format } from "../adapters/index.js";
import { reportNotes } from "../adapters/notes.js";
import { otlpJsonLines } from "../adapters/jsonl.js";
import { traceUsage } from "../trace/usage.js";
import { notATraceMessage, otherFileReason } from "../adapters/detect.js";
import { parseTrace } from "../trace/parse.js";
import type { Policy } from "../policy/model.js";
import type { Trace } from "../trace/model.js";
import type { Finding, Report, SourceLocation, TraceReport } from "../types.js";
import { roundScore, validateTrace } from "./validate.js";
import { evaluationEntries } from "../trace/evaluations.js";
import { settleCalibrations } from "../calibrate/judge-gate.js";
import { finding } from "../rules/common.js";
import { boundEntries, truncateText } from "../util/bound.js";
import { buildReport, leanStepDigests } from "./report.js";
import type { MemoryOptions, MemoryRunner } from "../memory/index.js";
import { isMemoryDocument } from "../memory/model.js";
import { isAbtDocument } from "../tracediff/model.js";
import type { SafetyFinding } from "../rules/safety.js";
import { validateParallel, type FileResult, type ParallelConfig } from "./parallel.js";
import { sameDigests } from "../util/steps.js";
import { openZipSource, SourceReadError, type OpenSource, type ZipTraceSource } from "./source.js";
import type { ReadResult } from "../util/readfile.js";
import { Prefetch } from "./prefetch.js";

/** Files larger than this are rejected as input errors (V8 strings cannot hold much more). */
export const MAX_FILE_BYTES = 256 * 1024 * 1024;

export interface PipelineOptions {
  format: Format;
  failUnder: number;
  /** Base directory for report URIs (the current directory, or the workspace in the action). */
  cwd: string;
  memory?: MemoryOptions;
  /**
   * Called with each entry as soon as it is complete; the entry it returns is the one kept for the
   * report (the validate command streams full entries to disk and keeps slim ones: memory stays flat).
   */
  onEntry?: (entry: TraceReport, rendered?: string) => TraceReport;
  /** Validate on worker threads too (the CLI; see parallel.ts), when there are enough files. */
  parallel?: ParallelConfig;
  /** Paths the patterns met but that are not validated: listed in the report's `skipped`. */
  skipped?: SkippedPath[];
  /**
   * Files a directory walk or glob found (src/files/match.ts `walked`): one that is recognisably
   * another tool's file (adapters/detect.ts `otherFileReason`: a package.json, the policy, a
   * `$schema` of another format) is listed as skipped with the reason, not as a failing entry.
   * Any other file that holds no trace (`null`, `{}`, a number) fails, walked or named.
   */
  walked?: ReadonlySet<string>;
  /** Files a directory walk saw as regular files (src/files/match.ts `regular`): read without a `stat` first. */
  regularFiles?: ReadonlySet<string>;
  /** The files are entries of this zip, read where they are (engine/source.ts), not files on disk. */
  source?: ZipTraceSource;
  /**
   * On one thread, read the files ahead on a reader thread (engine/prefetch.ts; default true): a
   * tenth faster, for about 15 MB of memory. False where memory comes first (the streamed gate).
   */
  readAhead?: boolean;
  /** The judge command's answers (judge/index.ts): attached to each parsed trace's steps as evaluations. */
  judged?: { attach(trace: Trace): void; notes(traceId: string): string[] | undefined };
}

/** Below this many files, starting workers costs more than it gives. */
export const MIN_PARALLEL_FILES = 512;

/** Matched paths are absolute and normalised; below `cwd` their URI is the rest of the path. */
const PLAIN_REST = /^[^/]+(?:\/[^/]+)*$/;
const DOT_SEGMENT = /(?:^|\/)\.\.?(?:\/|$)/;

/** Relative, `/`-separated URI of a file for reports. */
export function toUri(file: string, cwd: string): string {
  // Fast path (what `relative` gives, without resolving both paths): a file inside a plain,
  // normalised absolute cwd, reached without `.`/`..` segments or repeated separators.
  if (sep === "/" && cwd.length > 1 && cwd.charCodeAt(0) === 0x2f && file.length > cwd.length + 1 && file.charCodeAt(cwd.length) === 0x2f && file.startsWith(cwd)) {
    const rest = file.slice(cwd.length + 1);
    if (PLAIN_REST.test(rest) && !DOT_SEGMENT.test(rest) && !DOT_SEGMENT.test(cwd) && PLAIN_REST.test(cwd.slice(1))) return rest;
  }
  const rel = relative(cwd, file);
  return (rel === "" ? basename(file) : rel).split(sep).join("/");
}

/**
 * Expand PATH arguments (src/files/match.ts: files, directories, globs, `!` excludes). A pattern
 * that meets nothing is a usage error. Returns absolute paths, de-duplicated, in code-unit order.
 */
export async function expandInputs(paths: string[], cwd: string): Promise<string[]> {
  return (await expandInputsWithSkipped(paths, cwd)).files;
}

/** `expandInputs`, plus the paths the patterns met but that are not validated (for the report). */
export async function expandInputsWithSkipped(paths: string[], cwd: string): Promise<{ files: string[]; skipped: SkippedPath[]; regular: ReadonlySet<string>; walked: ReadonlySet<string> }> {
  const r = matchTraceFiles(paths, { cwd });
  const bad = r.unmatched[0];
  if (bad !== undefined) throw new UsageError(unmatchedProblem(bad, cwd));
  return { files: r.files, skipped: r.skipped, regular: r.regular, walked: r.walked };
}

interface LoadedText {
  text: string;
}

function pointLocation(uri: string, line: number, column: number): SourceLocation {
  return { uri, startLine: line, startColumn: column, endLine: line, endColumn: column + 1 };
}

/** Read a file as UTF-8 text; problems become an InputError-like located message. */
export function readText(file: string, uri: string, seenRegular = false): LoadedText | { error: string; location: SourceLocation } {
  return loadedText(readRegularFile(file, MAX_FILE_BYTES, seenRegular), uri);
}

function loadedText(r: ReadResult, uri: string): LoadedText | { error: string; location: SourceLocation } {
  if (!r.ok) return { error: r.reason, location: pointLocation(uri, 1, 1) };
  return decodeText(r.bytes, uri);
}

/** A file's bytes as UTF-8 text (without a BOM); invalid UTF-8 is a located message. */
export function decodeText(buf: Buffer, uri: string): LoadedText | { error: string; location: SourceLocation } {
  let text: string;
  // ASCII (the common case) is its own Latin-1 reading, which decodes about twice as fast as UTF-8
  if (isAscii(buf)) text = buf.toString("latin1");
  else {
    const bad = invalidUtf8(buf);
    if (bad) return { error: bad.message, location: pointLocation(uri, bad.line, bad.column) };
    text = buf.toString("utf8");
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // a BOM is not part of the JSON text (columns as editors count them)
  return { text };
}

function inputErrorEntry(uri: string, policy: Policy, message: string, location: SourceLocation, doc?: unknown, format?: string): TraceReport {
  const d = doc !== null && typeof doc === "object" && !Array.isArray(doc) ? (doc as Record<string, unknown>) : {};
  const str = (k: string): string | undefined => {
    const v = Object.hasOwn(d, k) ? d[k] : undefined;
    return typeof v === "string" && v !== "" ? v : undefined;
  };
  const f = finding("ARH-INP-001", null, `${message} (line ${location.startLine}, column ${location.startColumn})`, "");
  delete f.pointer;
  f.location = location;
  const entry: TraceReport = {
    trace_id: str("trace_id") ?? uri,
    agent_name: str("agent_name") ?? "",
    workflow: str("workflow") ?? "",
    policy_id: policy.policy_id,
    score: 0,
    passed: false,
    total_latency_ms: 0,
    total_cost_usd: 0,
    citation_coverage: null,
    source_path: uri,
    findings: [f],
    kind: "input",
  };
  if (format) entry.source_format = format;
  entry.location = location;
  return entry;
}

/**
 * What a RangeError means: a stack overflow (nesting) or a size limit of the engine (a string or
 * array too long). Depth is checked before any recursive walk, so this is a last line of defence.
 */
export function tooMuch(what: string, e: RangeError): string {
  return /call stack/i.test(e.message) ? `${what} nested too deeply to process` : `${what} too large to process (${truncateText(e.message, 120)})`;
}

/** Location of an InputError's pointer in the file text. */
function locateError(text: string, uri: string, ptr: string): SourceLocation {
  return makeLocator(text, uri, [ptr]).locate(ptr);
}

/** Map a decoded offset inside a JSON string literal to the offset in its raw text. */
function rawOffset(literal: string, decodedIndex: number): number {
  let raw = 1; // after the opening quote
  let dec = 0;
  while (dec < decodedIndex && raw < literal.length - 1) {
    if (literal.charCodeAt(raw) === 0x5c) {
      raw += literal.charCodeAt(raw + 1) === 0x75 ? 6 : 2;
    } else raw++;
    dec++;
  }
  return raw;
}

/** Narrow SAF-001 locations to the matched text inside the string, when the blob is located. */
function refineSafety(text: string, uri: string, findings: Finding[]): void {
  const saf = findings.filter((f): f is SafetyFinding => f.rule_id === "ARH-SAF-001" && (f as SafetyFinding).match !== undefined && f.pointer !== undefined);
  if (saf.length === 0) return;
  const loc = makeLocator(text, uri, saf.map((f) => f.pointer!));
  const lines = new LineMap(text);
  for (const f of saf) {
    const span = loc.span(f.pointer!);
    const m = f.match!;
    delete f.match;
    if (!span || text.charCodeAt(span.start) !== 0x22) continue;
    const lit = text.slice(span.start, span.end);
    const a = lines.at(span.start + rawOffset(lit, m.start));
    const b = lines.at(span.start + rawOffset(lit, Math.max(m.end, m.start + 1)));
    f.location = { uri, startLine: a.line, startColumn: a.column, endLine: b.line, endColumn: b.column };
  }
}

export interface FileContext {
  policy: Policy;
  opts: PipelineOptions;
  memory: () => Promise<MemoryRunner>;
  /** `opts.source` opened: the files' bytes are read through it (else from the file system). */
  source?: OpenSource | null;
  /** The files read ahead on a reader thread (one-thread runs; engine/prefetch.ts). */
  prefetch?: Prefetch | null;
}

/**
 * A document `validateFileSync` leaves to `validateFile`: a memory-system trace (it needs the
 * asynchronous memory runner) or a trace-diff document (its validator, with the JSON Schema
 * library, is loaded on the first one: most runs have none, and `arh validate` starts faster).
 */
export interface MemoryWork {
  deferred: "memory" | "abt";
  work: { doc: unknown; text: string; uri: string; fileName: string };
}

/** Validate one file; returns its report entries (one per trace; OTLP files may hold several). */
export async function validateFile(file: string, ctx: FileContext): Promise<TraceReport[]> {
  return (await validateFileUnder(file, ctx, [ctx.policy]))[0]!;
}

/**
 * `validateFile` under each of `policies`, from one reading and parsing of the file: each policy's
 * entries are what `validateFile` gives under it alone. A bug of ours is the entry of the policy it
 * met (`internalErrorEntry`); only a source that cannot be read (SourceReadError) is thrown.
 */
export async function validateFileUnder(file: string, ctx: FileContext, policies: readonly Policy[]): Promise<TraceReport[][]> {
  const got = validateFileSyncUnder(file, ctx, policies);
  const out: TraceReport[][] = [];
  for (let i = 0; i < got.length; i++) {
    const r = got[i]!;
    const policy = policies[i]!;
    try {
      out.push(Array.isArray(r) ? r : await deferredEntries(r, policy, ctx));
    } catch (e) {
      out.push([internalErrorEntry(file, policy, ctx.opts, e)]);
    }
  }
  return out;
}

/** The entries of what `validateFileSync` left to the main thread (a memory trace, a trace-diff document). */
async function deferredEntries(r: MemoryWork, policy: Policy, ctx: FileContext): Promise<TraceReport[]> {
  const { doc, text, uri, fileName } = r.work;
  try {
    if (r.deferred === "abt") {
      const { validateAbtDocument } = await import("../tracediff/validate.js");
      return boundEntries([validateAbtDocument({ doc, text, uri, fileName, policyId: policy.policy_id })]);
    }
    return boundEntries([await (await ctx.memory()).evaluate({ doc, text, uri, fileName, policy, failUnder: ctx.opts.failUnder })]);
  } catch (e) {
    if (e instanceof InputError) return [inputErrorEntry(uri, policy, e.message, locateError(text, uri, e.pointer), doc)];
    if (e instanceof RangeError) return [inputErrorEntry(uri, policy, tooMuch("document", e), pointLocation(uri, 1, 1), doc)];
    throw e;
  }
}

/**
 * Everything of `validateFile` that is synchronous and pure (it can run in a worker thread): the
 * entries of the file, or the memory trace it holds.
 */
export function validateFileSync(file: string, ctx: FileContext): TraceReport[] | MemoryWork {
  return validateFileSyncUnder(file, ctx, [ctx.policy])[0]!;
}

/**
 * `validateFileSync` under each of `policies`, the file read and parsed once (nothing judging does
 * changes the parsed document: the adapters never mutate their input). A bug of ours is the entry
 * of the policy it met; only a source that cannot be read (SourceReadError) is thrown.
 */
export function validateFileSyncUnder(file: string, ctx: FileContext, policies: readonly Policy[]): (TraceReport[] | MemoryWork)[] {
  let loaded: LoadedFile;
  try {
    loaded = loadFile(file, ctx);
  } catch (e) {
    if (e instanceof SourceReadError) throw e;
    return policies.map((p) => [internalErrorEntry(file, p, ctx.opts, e)]);
  }
  return policies.map((policy) => {
    try {
      const r = judgeLoaded(loaded, policy, ctx.opts);
      return Array.isArray(r) ? boundEntries(r) : r;
    } catch (e) {
      return [internalErrorEntry(file, policy, ctx.opts, e)];
    }
  });
}

/** A file read and parsed, before any policy: its document, or the input error it is. */
type LoadedFile = { uri: string; fileName: string; doc: unknown; text: string } | { uri: string; error: string; location: SourceLocation };

function loadFile(file: string, ctx: FileContext): LoadedFile {
  const { opts } = ctx;
  const uri = toUri(file, opts.cwd);
  const ahead = ctx.prefetch?.take(file);
  const loaded = ctx.source ? loadedText(ctx.source.read(file, MAX_FILE_BYTES), uri) : ahead ? decodeText(ahead, uri) : readText(file, uri, opts.regularFiles?.has(file) === true);
  if ("error" in loaded) return { uri, error: loaded.error, location: loaded.location };
  let text = loaded.text;
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    const lines = otlpJsonLines(text);
    if (lines) {
      doc = lines.doc;
      text = lines.text;
    }
  }
  if (doc === undefined) {
    const err = findSyntaxError(text);
    const offset = err?.offset ?? 0;
    const at = new LineMap(text).at(offset);
    const loc = pointLocation(uri, at.line, at.column);
    if (offset >= text.length) loc.endColumn = loc.startColumn; // at end of input: an empty region
    return { uri, error: `not valid JSON: ${err?.message ?? "syntax error"}`, location: loc };
  }
  return { uri, fileName: basename(file), doc, text };
}

/** A loaded file's entries under `policy`, or the memory trace it holds. */
function judgeLoaded(loaded: LoadedFile, policy: Policy, opts: PipelineOptions): TraceReport[] | MemoryWork {
  // each judging its own location object (the entries of two policies share nothing)
  if ("error" in loaded) return [inputErrorEntry(loaded.uri, policy, loaded.error, { ...loaded.location })];
  const { uri, fileName, doc, text } = loaded;
  const input: DocumentInput = { doc, text, uri, fileName, policy, opts };
  // One place decides the kind; bad input of any kind becomes that file's input-error entry.
  const kind = DOCUMENT_KINDS.find((k) => k.detect(doc, opts.format))!;
  try {
    return kind.validate(input);
  } catch (e) {
    if (e instanceof InputError) {
      // no trace format's marker at all: said as what the file holds ("the file holds null, not a trace")
      const auto = kind.name === "agent" && opts.format === "auto";
      const entry = inputErrorEntry(uri, policy, (auto ? notATraceMessage(doc) : null) ?? e.message, locateError(text, uri, e.pointer), doc);
      const why = auto ? otherFileReason(doc, fileName) : null;
      if (why !== null) entry.not_a_trace = why;
      return [entry];
    }
    if (e instanceof RangeError) return [inputErrorEntry(uri, policy, tooMuch("document", e), pointLocation(uri, 1, 1), doc)];
    throw e;
  }
}

/** What a document kind gets: the parsed document, its text, where it came from, the policy and the run. */
interface DocumentInput {
  doc: unknown;
  text: string;
  uri: string;
  fileName: string;
  policy: Policy;
  opts: PipelineOptions;
}

/**
 * The kinds of document a trace file can hold, in the order they are tried: the first whose
 * `detect` accepts the document validates it. Trace-diff and memory documents are recognised by
 * their own markers (only when the format is `auto` or `arh`); anything else is an agent trace in
 * one of the adapters' formats. Errors thrown by `validate` (`InputError`, `RangeError`) become
 * the file's input-error entry; per-trace errors of an agent document are that trace's entry.
 */
interface DocumentKind {
  name: "trace-diff" | "memory" | "agent";
  detect(doc: unknown, format: Format): boolean;
  validate(input: DocumentInput): TraceReport[] | MemoryWork;
}

const ownMarkers = (format: Format) => format === "auto" || format === "arh";

const DOCUMENT_KINDS: readonly DocumentKind[] = [
  {
    name: "trace-diff",
    detect: (doc, format) => ownMarkers(format) && isAbtDocument(doc),
    validate: ({ doc, text, uri, fileName }) => ({ deferred: "abt", work: { doc, text, uri, fileName } }),
  },
  {
    name: "memory",
    detect: (doc, format) => ownMarkers(format) && isMemoryDocument(doc),
    validate: ({ doc, text, uri, fileName }) => ({ deferred: "memory", work: { doc, text, uri, fileName } }),
  },
  { name: "agent", detect: () => true, validate: validateAgentDocument },
];

/** An agent document: adapted to canonical traces, each validated and located in the file. */
function validateAgentDocument(input: DocumentInput): TraceReport[] {
  const { doc, text, uri, fileName, policy, opts } = input;
  const adapted = adaptDocument(doc, fileName, opts.format);
  if (adapted.length === 0) return [inputErrorEntry(uri, policy, `no trace found in this ${opts.format === "auto" ? "" : opts.format + " "}document`, pointLocation(uri, 1, 1), doc)];

  settleCalibrations(policy); // once per policy: whether its calibrated judges gate
  const entries: TraceReport[] = [];
  const allFindings: Finding[] = [];
  const located: { entry: TraceReport; map: (p: string) => string; steps: number }[] = [];
  for (const a of adapted) {
    try {
      const trace = parseTrace(a.trace);
      opts.judged?.attach(trace);
      const r = validateTrace(trace, policy, { failUnder: opts.failUnder });
      for (const f of r.findings) if (f.pointer !== undefined) f.pointer = a.mapPointer(f.pointer);
      const entry: TraceReport = {
        trace_id: trace.trace_id,
        agent_name: trace.agent_name,
        workflow: trace.workflow,
        policy_id: policy.policy_id,
        score: roundScore(r.score, 2),
        passed: r.passed,
        total_latency_ms: r.total_latency_ms,
        total_cost_usd: r.total_cost_usd,
        citation_coverage: r.citation_coverage,
        source_path: uri,
        findings: r.findings,
        kind: "agent",
        source_format: a.format,
        category_scores: r.category_scores,
        steps: leanStepDigests(trace),
      };
      if (r.total_tokens !== null) entry.total_tokens = r.total_tokens;
      if (!r.latency_recorded) entry.latency_recorded = false;
      const usage = traceUsage(trace, policy.pricing);
      if (usage) entry.usage = usage;
      if (r.agents) entry.agents = r.agents; // a multi-agent trace: each agent's share (docs/multi-agent.md)
      const notes = a.format === "arh" ? undefined : reportNotes(a.trace);
      if (notes) entry.adapter_notes = notes;
      const evaluations = evaluationEntries(trace);
      if (evaluations) entry.evaluations = evaluations;
      if (Object.hasOwn(trace.metadata, "scenario")) entry.scenario = boundedScenario(trace.metadata.scenario);
      entry.raw_score = r.score;
      const judgeNotes = opts.judged?.notes(trace.trace_id);
      if (judgeNotes) entry.notes = judgeNotes;
      entries.push(entry);
      if (r.findings.length > 0 || notes) {
        for (const f of r.findings) allFindings.push(f); // never spread an unbounded array
        located.push({ entry, map: a.mapPointer, steps: trace.steps.length });
      }
    } catch (e) {
      if (e instanceof InputError) {
        const ptr = a.mapPointer(e.pointer);
        entries.push(inputErrorEntry(uri, policy, e.message, locateError(text, uri, ptr), a.trace, a.format));
      } else if (e instanceof RangeError) {
        entries.push(inputErrorEntry(uri, policy, tooMuch("trace", e), pointLocation(uri, 1, 1), a.trace, a.format));
      } else throw e;
    }
  }
  if (located.length > 0) {
    // One scan of the file for every pointer we need: findings, trace objects, steps.
    refineSafety(text, uri, allFindings);
    const want: string[] = allFindings.filter((f) => f.pointer !== undefined).map((f) => f.pointer!);
    for (const l of located) {
      want.push(l.map(""));
      for (let i = 0; i < l.steps; i++) want.push(l.map("/steps/" + i));
      for (const n of l.entry.adapter_notes ?? []) want.push(n.pointer);
    }
    const loc = makeLocator(text, uri, want);
    for (const f of allFindings) if (f.pointer !== undefined && !f.location) f.location = loc.locate(f.pointer);
    for (const l of located) {
      l.entry.location = loc.locate(l.map(""));
      l.entry.steps?.forEach((d, i) => {
        d.line = loc.locate(l.map("/steps/" + i)).startLine;
      });
      for (const n of l.entry.adapter_notes ?? []) n.location = loc.locate(n.pointer);
    }
  }
  return entries;
}

/** A bug of ours on one file must not end the run: it is reported on that file and the run goes on. */
export function internalErrorEntry(file: string, policy: Policy, opts: PipelineOptions, e: unknown): TraceReport {
  const uri = toUri(file, opts.cwd);
  const why = e instanceof Error ? e.message : String(e);
  return inputErrorEntry(uri, policy, `internal error while validating this file: ${why}`, pointLocation(uri, 1, 1));
}

/** The entry that replaces one whose report text could not be produced (e.g. a string too long for V8). */
export function renderFailureEntry(e: TraceReport, policy: Policy, err: unknown): TraceReport {
  const why = err instanceof RangeError ? "it is too large" : err instanceof Error ? err.message : String(err);
  const uri = e.source_path;
  const at = e.location ?? pointLocation(uri, 1, 1);
  const msg = `the report entry of trace '${truncateText(e.trace_id, 200)}' could not be written (${truncateText(why, 300)}; ${e.findings.length} findings)`;
  return inputErrorEntry(uri, policy, msg, pointLocation(uri, at.startLine, at.startColumn));
}

/** Validate files one at a time (memory stays flat) and build the report. */
export async function runValidation(files: string[], policy: Policy, opts: PipelineOptions): Promise<Report> {
  return (await validateRuns(files, policy, opts, null)).report;
}

/** The second policy of `runValidationTwice`, and its file's text for worker threads (they parse it themselves). */
export interface SecondPolicy {
  policy: Policy;
  policyText: string;
  policyPath: string;
}

/**
 * `runValidation`, and the same files judged under `second.policy` too, each file read and parsed
 * once for both. The second report is exactly what `runValidation(F, second.policy, {format,
 * failUnder, cwd})` gives, for F the files the first report has entries of, in their order (a file
 * a walk found that holds no trace is in neither; the first run's `skipped` and `onEntry` are its
 * own). Both share the run's memory runner, source and worker threads.
 */
export async function runValidationTwice(files: string[], policy: Policy, opts: PipelineOptions, second: SecondPolicy): Promise<{ report: Report; second: Report }> {
  const r = await validateRuns(files, policy, opts, second);
  return { report: r.report, second: r.second! };
}

async function validateRuns(files: string[], policy: Policy, opts: PipelineOptions, second: SecondPolicy | null): Promise<{ report: Report; second: Report | null }> {
  // Created up front when memory options are given, so a bad results file or adapter command is a
  // usage error even when no memory trace is matched; otherwise on the first memory trace.
  const m = opts.memory;
  const loadMemory = async (): Promise<typeof import("../memory/index.js")> => await import("../memory/index.js");
  let runner: MemoryRunner | undefined = m && (m.adapterCommand || m.resultsFile || m.semanticJudge) ? (await loadMemory()).createMemoryRunner({ cwd: opts.cwd, ...m }) : undefined;
  const ctx: FileContext = {
    policy,
    opts,
    memory: async () => (runner ??= (await loadMemory()).createMemoryRunner({ cwd: opts.cwd, ...opts.memory })),
    source: null,
  };
  const policies = second ? [policy, second.policy] : [policy];
  const entries: TraceReport[] = [];
  const secondEntries: TraceReport[] = [];
  const one = async (f: string): Promise<FileResult> => {
    let got: TraceReport[][];
    try {
      got = await validateFileUnder(f, ctx, policies);
    } catch (e) {
      if (e instanceof SourceReadError) throw e; // the source is broken, not this file: the run stops
      got = policies.map((p) => [internalErrorEntry(f, p, opts, e)]);
    }
    return second ? { entries: got[0]!, texts: null, second: got[1]! } : { entries: got[0]!, texts: null };
  };
  const walked = opts.walked && opts.walked.size > 0 ? new Set([...opts.walked].map((f) => toUri(f, opts.cwd))) : null;
  const notTraces: SkippedPath[] = [];
  const emit = ({ entries: got, texts, second: under }: FileResult): void => {
    const kept = entries.length;
    for (let j = 0; j < got.length; j++) {
      const e = got[j]!;
      let rendered = texts?.[j];
      if (e.not_a_trace !== undefined) {
        // found by a walk: skipped with the reason; named: an input error as any other
        const why = e.not_a_trace;
        delete e.not_a_trace;
        rendered = undefined;
        if (walked?.has(e.source_path)) {
          notTraces.push({ path: e.source_path, reason: `not a trace: ${why}` });
          continue;
        }
      }
      if (!opts.onEntry) {
        entries.push(e);
        continue;
      }
      try {
        entries.push(opts.onEntry(e, rendered));
      } catch (err) {
        // One entry too large to render is that entry's input error, never the end of the run.
        entries.push(opts.onEntry(renderFailureEntry(e, policy, err)));
      }
    }
    if (!second || entries.length === kept) return; // the second report holds the files the first does
    if (!under) throw new Error("a file's entries under the second policy are missing");
    for (let j = 0; j < under.length; j++) {
      const e = under[j]!;
      delete e.not_a_trace; // a run of named files: an input error as any other
      // the same reading's digests under the other policy: held once
      const first = got[j];
      if (e.steps && first?.steps && first.trace_id === e.trace_id && sameDigests(first.steps, e.steps)) e.steps = first.steps;
      secondEntries.push(e);
    }
  };
  try {
    if (opts.source) ctx.source = openZipSource(opts.source);
    if (opts.parallel && opts.parallel.workers > 0 && files.length >= MIN_PARALLEL_FILES) {
      const parallel = second ? { ...opts.parallel, second: { policyText: second.policyText, policyPath: second.policyPath } } : opts.parallel;
      await validateParallel(files, parallel, opts, one, emit);
    } else {
      // one thread judges; the files are read ahead on another (the zip source reads in place)
      if (!ctx.source && opts.readAhead !== false) ctx.prefetch = Prefetch.start(files);
      for (const f of files) emit(await one(f));
    }
  } finally {
    ctx.prefetch?.close();
    ctx.source?.close();
    await runner?.close();
  }
  const report = buildReport(entries, { policyId: policy.policy_id, failUnder: opts.failUnder, policyDigest: policy.digest });
  const skipped = [...(opts.skipped ?? []), ...notTraces].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  if (skipped.length > 0) report.skipped = skipped;
  const other = second ? buildReport(secondEntries, { policyId: second.policy.policy_id, failUnder: opts.failUnder, policyDigest: second.policy.digest }) : null;
  return { report, second: other };
}

/**
 * A trace's scenario as the report carries it: a string as is (cut at 4,096 characters: the gate
 * refuses anything over 512 anyway), any other kind bounded to its kind.
 */
function boundedScenario(v: unknown): unknown {
  if (typeof v === "string") return v.length > 4096 ? v.slice(0, 4096) : v;
  if (Array.isArray(v)) return [];
  if (v !== null && typeof v === "object") return {};
  return v;
}
