// The detail of a trace's steps for the trace diff (docs/bundle.md): arguments, results, latency
// and tokens read from the trace file itself (a bundle's traces for the before side, the traces
// validated in the run for the after side), since lean reports carry no previews. Reads files:
// only for the few traces a trace diff draws, each file once.
import { basename, join } from "node:path";
import { adaptDocument, type Format } from "../adapters/index.js";
import { otlpJsonLines } from "../adapters/jsonl.js";
import { decodeText, readText } from "../engine/pipeline.js";
import { stepDigests } from "../engine/validate.js";
import { leanStepDigests } from "../engine/report.js";
import { parseTrace } from "../trace/parse.js";
import type { StepDigest, TraceReport } from "../types.js";

/** The full digests of an entry's trace (same steps as its lean ones), or null when the file does not give them. */
export type StepDetails = (entry: TraceReport) => StepDigest[] | null;

/** The bytes of a trace file by its report path, or null when it cannot be read. */
export type TraceBytes = (path: string) => Buffer | null;

/**
 * Step details read from the trace files under `root` (an entry's `source_path` is relative to
 * it), or through `root` when it is a reader (a bundle zip's entries).
 */
export function stepDetailsFrom(root: string | TraceBytes, format: Format): StepDetails {
  const cache = new Map<string, Map<string, { full: StepDigest[]; lean: StepDigest[] }> | null>();
  const fileTraces = (path: string): Map<string, { full: StepDigest[]; lean: StepDigest[] }> | null => {
    if (cache.has(path)) return cache.get(path)!;
    let out: Map<string, { full: StepDigest[]; lean: StepDigest[] }> | null = null;
    try {
      let loaded: ReturnType<typeof readText>;
      if (typeof root === "string") loaded = readText(join(root, path), path);
      else {
        const bytes = root(path);
        loaded = bytes === null ? { error: "unreadable", location: { uri: path, startLine: 1, startColumn: 1, endLine: 1, endColumn: 2 } } : decodeText(bytes, path);
      }
      if (!("error" in loaded)) {
        let doc: unknown;
        try {
          doc = JSON.parse(loaded.text);
        } catch {
          doc = otlpJsonLines(loaded.text)?.doc;
        }
        if (doc !== undefined) {
          out = new Map();
          for (const a of adaptDocument(doc, basename(path), format)) {
            try {
              const t = parseTrace(a.trace);
              if (!out.has(t.trace_id)) out.set(t.trace_id, { full: stepDigests(t), lean: leanStepDigests(t) });
            } catch {
              // a trace that does not parse has no steps to show
            }
          }
        }
      }
    } catch {
      out = null; // not an agent document, or unreadable: the report's digests stay
    }
    cache.set(path, out);
    return out;
  };
  return (entry) => {
    if (entry.kind !== undefined && entry.kind !== "agent") return null;
    if (typeof entry.source_path !== "string") return null;
    const got = fileTraces(entry.source_path)?.get(entry.trace_id);
    // the same steps as the entry's digests (ids, tools, argument hashes, and result fingerprints
    // when the report has them), or the file is not the one the report was made from
    const mine = entry.steps;
    if (!got || !mine || got.lean.length !== mine.length) return null;
    for (let i = 0; i < mine.length; i++) {
      const a = got.lean[i]!;
      const b = mine[i]!;
      if (a.step_id !== b.step_id || a.type !== b.type || a.tool_name !== b.tool_name || a.args_hash !== b.args_hash) return null;
      if (b.result_hash !== undefined && a.result_hash !== b.result_hash) return null;
    }
    return got.full;
  };
}
