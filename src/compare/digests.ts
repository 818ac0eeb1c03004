// Lean step digests (report format 2, docs/reports.md "Step digests") read back from a report:
// each compact array becomes the in-memory digest the comparison, drift and trace diffs read.
import type { StepDigest, TraceReport } from "../types.js";
import { truncateText } from "../util/bound.js";
import { sameDigests } from "../util/steps.js";

/** The newest report format this build reads (engine/report.ts REPORT_FORMAT_VERSION writes it). */
export const READABLE_REPORT_FORMAT = 3;

/** The problem of a report whose `format_version` is newer than this build reads, else null. */
export function formatProblem(v: unknown): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= READABLE_REPORT_FORMAT) return null;
  const shown = truncateText(JSON.stringify(v) ?? String(v), 40);
  if (typeof v === "number" && Number.isInteger(v) && v > READABLE_REPORT_FORMAT) return `declares report format_version ${shown}, newer than this build reads (${READABLE_REPORT_FORMAT}): upgrade arh`;
  return `declares report format_version ${shown}, which is no format arh writes (this build reads 1 to ${READABLE_REPORT_FORMAT})`;
}

/** Tool names and step ids read back, each held once (bounded: a report of random ids fills it and stops). */
const interned = new Map<string, string>();
const MAX_INTERNED = 8192;
const MAX_INTERNED_LENGTH = 128;

function intern(s: string): string {
  const got = interned.get(s);
  if (got !== undefined) return got;
  if (interned.size < MAX_INTERNED && s.length <= MAX_INTERNED_LENGTH) interned.set(s, s);
  return s;
}

/**
 * A lean digest read back (an array of the report), as the in-memory digest; null when it is not
 * one. Bounded: only the known positions are read.
 */
export function leanDigestOf(raw: unknown): StepDigest | null {
  if (!Array.isArray(raw) || raw.length < 6) return null;
  // by index, not destructured: no iterator per step (a report holds hundreds of thousands)
  const a = raw as unknown[];
  const id = a[0];
  const type = a[1];
  const tool = a[2];
  const status = a[3];
  const args = a[4];
  const result = a[5];
  const line = a[6];
  if (typeof id !== "string" || (type !== "tool_call" && type !== "model_response") || (status !== "ok" && status !== "error")) return null;
  // the words every step repeats are held once, not once per step as JSON.parse makes longer ones
  const kind = type === "tool_call" ? "tool_call" : "model_response";
  const st = status === "ok" ? "ok" : "error";
  const d: StepDigest = {
    step_id: intern(id),
    type: kind,
    tool_name: typeof tool === "string" ? intern(tool) : null,
    status: st,
    result: st,
    args_hash: typeof args === "string" ? args : null,
    result_hash: typeof result === "string" ? result : "",
  };
  if (typeof line === "number") d.line = line;
  return d;
}

/** Expand an entry's lean digests (arrays) into digest objects, in place; others are left as they are. */
export function expandLeanSteps(e: TraceReport): void {
  const steps = (e as { steps?: unknown }).steps;
  const out = leanList(steps);
  if (out !== null) e.steps = out;
}

/** The digest objects of a list of lean digests (arrays: invalid ones left out); null when `steps` is not one. */
function leanList(steps: unknown): StepDigest[] | null {
  if (!Array.isArray(steps) || steps.length === 0 || !Array.isArray(steps[0])) return null;
  const out: StepDigest[] = [];
  for (const s of steps) {
    const d = leanDigestOf(s);
    if (d) out.push(d);
  }
  return out;
}

/** Bytes of step-list JSON a `StepLists` keeps for the next report (then it keeps no more). */
const MAX_KEPT_BYTES = 64 * 1024 * 1024;

/** A trace's list of lean digests as read: its JSON (the file's bytes) and its digests. */
export interface ReadList {
  bytes: Buffer;
  list: StepDigest[];
}

/**
 * The step lists of a report being read, by trace id, and those of the report read before it
 * (`previous`, what `kept()` returned then): a list whose JSON bytes are the same as those of its
 * trace there takes the digests read then, one array for both entries (a candidate read after its
 * baseline shares every unchanged trace's digests, parsed once). The trace id is only where to
 * look: the digests are those of the bytes, whoever had them. Digests are never changed once read,
 * so sharing them is safe. The bytes are kept in buffers, outside the garbage-collected heap.
 */
export class StepLists {
  private readonly own = new Map<string, ReadList>();
  private kept_ = 0;

  constructor(private readonly previous: ReadonlyMap<string, ReadList>) {}

  /**
   * The list starting at `start` in `buf` (an array, within the bytes before `limit`) of trace
   * `id` (null: not known): its value, as JSON.parse and `expandLeanSteps` give it, and where it
   * ends; null when it is neither the list read before nor a list of lean digests this decodes
   * (then the caller finds its end and calls `parse`).
   */
  read(id: string | null, buf: Buffer, start: number, limit: number): { value: StepDigest[]; end: number } | null {
    const known = id === null ? undefined : this.previous.get(id);
    if (known !== undefined) {
      // the same bytes as a whole list read before: the same whole list (a JSON value ends where it ends)
      const n = known.bytes.length;
      // a list shared is not kept again: once the candidate is read, the baseline's bytes go
      if (start + n <= limit && buf.compare(known.bytes, 0, n, start, start + n) === 0) return { value: known.list, end: start + n };
    }
    const d = decodeLeanList(buf, start, limit);
    if (d !== null) this.keep(id, buf, start, d.end, d.list);
    return d === null ? null : { value: d.list, end: d.end };
  }

  /** The value of the list from `start` to `end` that `read` did not give: JSON.parse and `expandLeanSteps` (invalid JSON throws). */
  parse(id: string | null, buf: Buffer, start: number, end: number): unknown {
    const raw: unknown = JSON.parse(buf.toString("utf8", start, end));
    const list = leanList(raw);
    if (list === null) return raw;
    this.keep(id, buf, start, end, list);
    return list;
  }

  private keep(id: string | null, buf: Buffer, start: number, end: number, list: StepDigest[]): void {
    if (id === null || this.kept_ + (end - start) > MAX_KEPT_BYTES) return;
    this.own.set(id, { bytes: Buffer.from(buf.subarray(start, end)), list });
    this.kept_ += end - start;
  }

  /** The lists this report read (not those it shared), for the next (at most MAX_KEPT_BYTES of their JSON). */
  kept(): ReadonlyMap<string, ReadList> {
    return this.own;
  }
}

// ---------------------------------------------------------------------------------------------
// A list of lean digests decoded from its bytes

/**
 * Step ids and tool names decoded from bytes, by a hash of their bytes: a string is made once for
 * each (the check of a hit compares the bytes). Bounded, as `interned`.
 */
const byBytes = new Map<number, string>();

function cachedAscii(buf: Buffer, start: number, end: number, hash: number): string {
  const got = byBytes.get(hash);
  if (got !== undefined && got.length === end - start) {
    let k = 0;
    while (k < got.length && got.charCodeAt(k) === buf[start + k]) k++;
    if (k === got.length) return got;
  }
  const s = ascii(buf, start, end);
  if (got === undefined && byBytes.size < MAX_INTERNED && s.length <= MAX_INTERNED_LENGTH) byBytes.set(hash, s);
  return s;
}

/** Bytes known to be ASCII as a string (Buffer's own latin1 slice where it has one: no encoding lookup per string). */
const latin1Slice = (Buffer.prototype as unknown as { latin1Slice?: (this: Buffer, start: number, end: number) => string }).latin1Slice;
function ascii(buf: Buffer, start: number, end: number): string {
  return latin1Slice !== undefined ? latin1Slice.call(buf, start, end) : buf.toString("latin1", start, end);
}

const TOOL_CALL = 1;
const MODEL_RESPONSE = 2;

function isWs(c: number | undefined): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

/**
 * The JSON array starting at `start` in `buf` (within the bytes before `limit`) decoded as
 * `leanList(JSON.parse(text))` decodes its text, without making the arrays JSON.parse makes (a
 * report's steps are most of its parsing): the digests and where the array ends; null when it is
 * not a list of lean digests in the form reports write (arrays of strings without escapes,
 * integers, null, true and false; a non-empty list) or not valid JSON. The caller then parses it:
 * null is never a different answer, only no answer.
 */
export function decodeLeanList(buf: Buffer, start: number, limit: number): { list: StepDigest[]; end: number } | null {
  const end = limit;
  let i = start;
  if (buf[i] !== 0x5b) return null;
  let c = buf[++i];
  while (isWs(c)) c = buf[++i];
  if (c === 0x5d) return null; // empty: not a list of lean digests
  const out: StepDigest[] = [];
  for (;;) {
    // one digest: [id, type, tool, status, args hash, result hash, line?, ...]
    if (c !== 0x5b) return null;
    c = buf[++i];
    while (isWs(c)) c = buf[++i];
    let n = 0;
    let valid = true;
    let id = "";
    let kind = 0;
    let tool: string | null = null;
    let status: "ok" | "error" | null = null;
    let args: string | null = null;
    let result = "";
    let line: number | undefined;
    if (c === 0x5d) {
      valid = false;
      c = buf[++i];
    } else {
      for (;;) {
        if (c === 0x22) {
          const s = ++i;
          let hash = 0x811c9dc5;
          let onlyAscii = true;
          for (;;) {
            if (i >= end) return null;
            c = buf[i]!;
            if (c === 0x22) break;
            if (c === 0x5c || c < 0x20) return null; // an escape (or invalid): JSON.parse decides
            if (c >= 0x80) onlyAscii = false;
            hash = Math.imul(hash ^ c, 16777619);
            i++;
          }
          const e = i;
          c = buf[++i];
          const len = e - s;
          if (n === 0) id = onlyAscii ? cachedAscii(buf, s, e, hash) : intern(buf.toString("utf8", s, e));
          else if (n === 1) {
            kind = len === 9 && ascii(buf, s, e) === "tool_call" ? TOOL_CALL : len === 14 && ascii(buf, s, e) === "model_response" ? MODEL_RESPONSE : 0;
            if (kind === 0) valid = false;
          } else if (n === 2) tool = onlyAscii ? cachedAscii(buf, s, e, hash) : intern(buf.toString("utf8", s, e));
          else if (n === 3) {
            status = len === 2 && buf[s] === 0x6f && buf[s + 1] === 0x6b ? "ok" : len === 5 && ascii(buf, s, e) === "error" ? "error" : null;
            if (status === null) valid = false;
          } else if (n === 4) args = onlyAscii ? ascii(buf, s, e) : buf.toString("utf8", s, e);
          else if (n === 5) result = onlyAscii ? ascii(buf, s, e) : buf.toString("utf8", s, e);
        } else if (c === 0x6e || c === 0x74 || c === 0x66) {
          // null, true, false: not a string (nor a number)
          const word = c === 0x6e ? "null" : c === 0x74 ? "true" : "false";
          if (i + word.length > end || ascii(buf, i, i + word.length) !== word) return null;
          i += word.length;
          c = buf[i];
          if (n === 0 || n === 1 || n === 3) valid = false;
        } else if ((c! >= 0x30 && c! <= 0x39) || c === 0x2d) {
          // an integer of at most 15 digits (exact as a double); anything else JSON.parse decides
          const neg = c === 0x2d;
          if (neg) c = buf[++i];
          let v = 0;
          let digits = 0;
          if (c === 0x30) {
            c = buf[++i];
            digits = 1;
          } else {
            while (c !== undefined && c >= 0x30 && c <= 0x39) {
              v = v * 10 + (c - 0x30);
              digits++;
              c = buf[++i];
            }
          }
          if (digits === 0 || digits > 15 || c === 0x2e || c === 0x65 || c === 0x45 || (c !== undefined && c >= 0x30 && c <= 0x39)) return null;
          if (n === 6) line = neg ? -v : v;
          else if (n === 0 || n === 1 || n === 3) valid = false;
        } else return null;
        n++;
        while (isWs(c)) c = buf[++i];
        if (c === 0x2c) {
          c = buf[++i];
          while (isWs(c)) c = buf[++i];
          continue;
        }
        if (c === 0x5d) {
          c = buf[++i];
          break;
        }
        return null;
      }
    }
    if (valid && n >= 6) {
      const st = status!;
      const d: StepDigest = {
        step_id: id,
        type: kind === TOOL_CALL ? "tool_call" : "model_response",
        tool_name: tool,
        status: st,
        result: st,
        args_hash: args,
        result_hash: result,
      };
      if (line !== undefined) d.line = line;
      out.push(d);
    }
    while (isWs(c)) c = buf[++i];
    if (c === 0x2c) {
      c = buf[++i];
      while (isWs(c)) c = buf[++i];
      continue;
    }
    if (c === 0x5d && i < end) return { list: out, end: i + 1 };
    return null;
  }
}

/**
 * Candidate entries whose step digests equal, field for field and in the same key order, those of
 * the baseline entry of the same trace id take the baseline's list: the same values held once
 * (most traces of a pull request's run are unchanged, and their digests are the larger part of
 * what the gate holds in memory). Nothing changes a digest once made; a change that would must
 * copy first. Returns how many lists are shared.
 */
export function shareEqualSteps(candidate: TraceReport[], baseline: readonly TraceReport[]): number {
  const share = stepSharer({ reports: baseline });
  let shared = 0;
  for (const e of candidate) {
    const own = e.steps;
    if (share(e).steps !== own) shared++;
  }
  return shared;
}

/**
 * An `onEntry` for a validation (engine/pipeline.ts) that gives each entry the equal list of the
 * entry of the same trace id in `baseline`, as the entries are made: the peak holds one list per
 * unchanged trace, not two.
 */
export function stepSharer(baseline: { reports: readonly TraceReport[] }): (e: TraceReport) => TraceReport {
  const base = new Map<string, StepDigest[]>();
  for (const e of baseline.reports) if (e.steps && !base.has(e.trace_id)) base.set(e.trace_id, e.steps);
  return (e) => {
    const b = e.steps ? base.get(e.trace_id) : undefined;
    if (b !== undefined && sameDigests(b, e.steps!)) e.steps = b;
    return e;
  };
}
