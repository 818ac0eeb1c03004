// Trace adapters: provider transcripts and OTLP spans -> canonical ARH traces.
// Each adapter is a pure function of the parsed document and its file name: no clock, no
// environment, no randomness, the input is never mutated, and hostile input only ever raises
// InputError. Mapping tables and what each format cannot carry: docs/adapters.md.
import { InputError } from "../errors.js";
import { adaptAnthropic } from "./anthropic.js";
import { adaptChat } from "./chat.js";
import { CONCRETE_FORMATS, type ConcreteFormat, contradictingFormat, detectFormat } from "./detect.js";
import { adaptOtlp } from "./otlp/index.js";
import { adaptResponses } from "./responses.js";
import { singleResponse } from "./single.js";

export const FORMATS = ["auto", ...CONCRETE_FORMATS] as const;
export type Format = (typeof FORMATS)[number];
export type { ConcreteFormat };
export { detectFormat };

export interface AdaptedTrace {
  /** The canonical ARH trace as a plain JSON value; the engine parses it with parseTrace. */
  trace: Record<string, unknown>;
  /** Adapter name ("arh" for canonical files); becomes TraceReport.source_format and trace.source. */
  format: string;
  /** Maps a JSON pointer into `trace` (e.g. /steps/3/arguments/amount) to the best pointer into the original file. */
  mapPointer: (p: string) => string;
}

const identity = (p: string): string => p;

const SHAPE: Record<ConcreteFormat, string> = {
  arh: "a canonical trace (an object with 'steps')",
  otlp: "an OTLP/JSON export (an object with 'resourceSpans')",
  "openai-responses": "OpenAI Responses items",
  "openai-chat": "an OpenAI Chat message list",
  "cohere-chat": "a Cohere Chat v2 message list",
  "anthropic-messages": "an Anthropic Messages message list",
};

function convert(doc: unknown, fileName: string, format: ConcreteFormat): AdaptedTrace[] {
  switch (format) {
    case "arh":
      if (doc !== null && typeof doc === "object" && !Array.isArray(doc)) {
        return [{ trace: doc as Record<string, unknown>, format: "arh", mapPointer: identity }];
      }
      throw new InputError("trace must be a JSON object with trace_id, agent_name, workflow and steps", "");
    case "openai-chat":
    case "cohere-chat":
      return [adaptChat(doc, fileName, format)];
    case "openai-responses":
      return [adaptResponses(doc, fileName)];
    case "anthropic-messages":
      return [adaptAnthropic(doc, fileName)];
    case "otlp":
      return adaptOtlp(doc, fileName);
  }
}

/**
 * Turn one parsed document into canonical traces (an OTLP file may hold several, one per traceId).
 * Throws InputError (with the pointer of the problem in the original document) when the document
 * is not of the requested format, or, with "auto", when no format matches.
 */
export function adaptDocument(doc: unknown, fileName: string, format: Format): AdaptedTrace[] {
  const single = singleResponse(doc);
  if (single && (format === "auto" || format === single.format || (format === "cohere-chat" && single.format === "openai-chat"))) {
    return adaptDocument(single.doc, fileName, format === "auto" ? single.format : format).map((a) => {
      const notes = ((a.trace.metadata as Record<string, unknown>).adapter as { notes: { pointer: string }[] }).notes;
      for (const n of notes) n.pointer = single.unwrap(n.pointer);
      return { ...a, mapPointer: (p: string) => single.unwrap(a.mapPointer(p)) };
    });
  }
  try {
    const concrete: ConcreteFormat = format === "auto" ? detectFormat(doc) : format;
    if (!(FORMATS as readonly string[]).includes(concrete)) throw new InputError(`unknown format '${String(format)}'`, "");
    if (format !== "auto") {
      // A wrong explicit format would silently drop what it cannot read (every tool call of a Chat
      // transcript read as Responses items): the other format's markers make it an input error.
      const other = contradictingFormat(doc, concrete);
      if (other !== undefined) {
        throw new InputError(`format '${concrete}' expects ${SHAPE[concrete]}, but the document has ${other} markers: use --format ${other} or auto`, "");
      }
    }
    return convert(doc, fileName, concrete);
  } catch (e) {
    if (e instanceof InputError) throw e;
    // Defensive: hostile input must never escape as anything but an input error.
    const what = e instanceof RangeError ? "document is too large or too deeply nested to convert" : "document could not be converted";
    throw new InputError(`${what} (${format} adapter)`, "");
  }
}
