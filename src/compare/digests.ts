// Lean step digests (report format 2, docs/reports.md "Step digests") read back from a report:
// each compact array becomes the in-memory digest the comparison, drift and trace diffs read.
import type { StepDigest, TraceReport } from "../types.js";
import { truncateText } from "../util/bound.js";

/** The newest report format this build reads (engine/report.ts REPORT_FORMAT_VERSION writes it). */
export const READABLE_REPORT_FORMAT = 3;

/** The problem of a report whose `format_version` is newer than this build reads, else null. */
export function formatProblem(v: unknown): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= READABLE_REPORT_FORMAT) return null;
  return `declares report format_version ${truncateText(JSON.stringify(v) ?? String(v), 40)}, newer than this build reads (${READABLE_REPORT_FORMAT}): upgrade arh`;
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
 * (`previous`, what `kept()` returned then): a trace whose list has the same JSON bytes as it had
 * there takes the digests read then, one array for both entries (a candidate read after its
 * baseline shares every unchanged trace's digests, parsed once). Digests are never changed once
 * read, so sharing them is safe. The bytes are kept in buffers, outside the garbage-collected heap.
 */
export class StepLists {
  private readonly own = new Map<string, ReadList>();
  private kept_ = 0;

  constructor(private readonly previous: ReadonlyMap<string, ReadList>) {}

  /**
   * The value of trace `id`'s `steps`, whose JSON is `buf` from `start` to `end`: as JSON.parse
   * and `expandLeanSteps` give it (invalid JSON throws).
   */
  value(id: string, buf: Buffer, start: number, end: number): unknown {
    const known = this.previous.get(id);
    // a list shared is not kept again: once the candidate is read, the baseline's bytes go
    if (known !== undefined && known.bytes.length === end - start && buf.compare(known.bytes, 0, known.bytes.length, start, end) === 0) return known.list;
    const raw: unknown = JSON.parse(buf.toString("utf8", start, end));
    const list = leanList(raw);
    if (list === null) return raw;
    if (this.kept_ + (end - start) <= MAX_KEPT_BYTES) {
      this.own.set(id, { bytes: Buffer.from(buf.subarray(start, end)), list });
      this.kept_ += end - start;
    }
    return list;
  }

  /** The lists this report read (not those it shared), for the next (at most MAX_KEPT_BYTES of their JSON). */
  kept(): ReadonlyMap<string, ReadList> {
    return this.own;
  }
}
