// Trace adapters: provider transcripts and OTLP spans -> canonical ARH traces (issue 8).
// Each adapter is a pure function of the parsed document and its file name.
import { InputError } from "../errors.js";

export const FORMATS = ["auto", "arh", "openai-chat", "openai-responses", "anthropic-messages", "cohere-chat", "otlp"] as const;
export type Format = (typeof FORMATS)[number];

export interface AdaptedTrace {
  /** The canonical ARH trace as a plain JSON value; the engine parses it with parseTrace. */
  trace: Record<string, unknown>;
  /** Adapter name ("arh" for canonical files); becomes TraceReport.source_format and trace.source. */
  format: string;
  /** Maps a JSON pointer into `trace` (e.g. /steps/3/arguments/amount) to the best pointer into the original file. */
  mapPointer: (p: string) => string;
}

const identity = (p: string): string => p;

/**
 * Turn one parsed document into canonical traces (an OTLP file may hold several).
 * Throws InputError (with the pointer of the problem) when the document is not of the format.
 */
export function adaptDocument(doc: unknown, _fileName: string, format: Format): AdaptedTrace[] {
  if (format === "arh" || format === "auto") {
    if (doc !== null && typeof doc === "object" && !Array.isArray(doc)) {
      return [{ trace: doc as Record<string, unknown>, format: "arh", mapPointer: identity }];
    }
    throw new InputError("trace must be a JSON object with trace_id, agent_name, workflow and steps", "");
  }
  throw new InputError(`format '${format}' is not supported yet`, "");
}
