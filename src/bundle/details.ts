// The detail of a trace's steps for the trace diff (docs/bundle.md): arguments, results, latency
// and tokens read from the trace file itself (a bundle's traces for the before side, the traces
// validated in the run for the after side), since lean reports carry no previews. Reads files:
// only for the few traces a trace diff draws, each file once.
import { basename, join } from "node:path";
import { adaptDocument, type Format } from "../adapters/index.js";
import { otlpJsonLines } from "../adapters/jsonl.js";
import { readText } from "../engine/pipeline.js";
import { stepDigests } from "../engine/validate.js";
import { parseTrace } from "../trace/parse.js";
import type { StepDigest, TraceReport } from "../types.js";

/** The full digests of an entry's trace (same steps as its lean ones), or null when the file does not give them. */
export type StepDetails = (entry: TraceReport) => StepDigest[] | null;

/** Step details read from the trace files under `root` (an entry's `source_path` is relative to it). */
export function stepDetailsFrom(root: string, format: Format): StepDetails {
  const cache = new Map<string, Map<string, StepDigest[]> | null>();
  const fileTraces = (path: string): Map<string, StepDigest[]> | null => {
    if (cache.has(path)) return cache.get(path)!;
    let out: Map<string, StepDigest[]> | null = null;
    try {
      const loaded = readText(join(root, path), path);
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
              if (!out.has(t.trace_id)) out.set(t.trace_id, stepDigests(t));
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
    // the same steps as the entry's digests, or the file is not the one the report was made from
    if (!got || !entry.steps || got.length !== entry.steps.length) return null;
    for (let i = 0; i < got.length; i++) if (got[i]!.step_id !== entry.steps[i]!.step_id || got[i]!.args_hash !== entry.steps[i]!.args_hash) return null;
    return got;
  };
}
