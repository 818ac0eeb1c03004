// Trace files read for the judge (docs/judge-command.md) and for `arh calibrate --judge` (the judge's
// evaluations in the traces): each file's canonical traces as the adapters give them, before parsing,
// or the one line why the file could not be read. The validation of the same files reports them in
// full; here a file that cannot be read is counted and named, never fatal.
import { basename } from "node:path";
import { adaptDocument, type AdaptedTrace } from "../adapters/index.js";
import { otlpJsonLines } from "../adapters/jsonl.js";
import { readRegularFile } from "../util/readfile.js";
import { invalidUtf8 } from "../util/utf8.js";
import { isMemoryDocument } from "../memory/model.js";
import { isAbtDocument } from "../tracediff/model.js";

/** The largest trace file read (the validation's own limit). */
export const MAX_TRACE_FILE_BYTES = 256 * 1024 * 1024;

export type TraceFile = { file: string; traces: AdaptedTrace[] } | { file: string; error: string };

/** One file's adapted traces (format `auto`), or why not. */
export function readTraceFile(file: string): TraceFile {
  const r = readRegularFile(file, MAX_TRACE_FILE_BYTES);
  if (!r.ok) return { file, error: r.reason };
  const bad = invalidUtf8(r.bytes);
  if (bad) return { file, error: bad.message };
  let text = r.bytes.toString("utf8");
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    doc = otlpJsonLines(text)?.doc;
    if (doc === undefined) return { file, error: "not valid JSON" };
  }
  // a memory-system trace or a trace diff has no agent steps to judge (nor evaluations to read)
  if (isMemoryDocument(doc) || isAbtDocument(doc)) return { file, traces: [] };
  try {
    const traces = adaptDocument(doc, basename(file), "auto");
    return traces.length > 0 ? { file, traces } : { file, error: "no trace found in this document" };
  } catch (e) {
    return { file, error: e instanceof Error ? e.message.slice(0, 300) : "not a trace" };
  }
}
