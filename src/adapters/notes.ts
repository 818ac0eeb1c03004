// Adapter notes as they appear in a report entry (`adapter_notes`): code, message and the pointer
// of the place in the original file (located by the pipeline). Bounded: a hostile file with a
// million unmapped spans yields MAX_REPORT_NOTES entries and one count of the rest.
import type { AdapterNoteEntry } from "../types.js";
import { get, isObj } from "./common.js";

export const MAX_REPORT_NOTES = 200;
const MAX_MESSAGE = 500;
const CODE = /^[a-z][a-z0-9_]{0,63}$/;

/** The notes of an adapted trace (`metadata.adapter.notes`), or undefined when it has none. */
export function reportNotes(trace: Record<string, unknown>): AdapterNoteEntry[] | undefined {
  const meta = get(trace, "metadata");
  const adapter = isObj(meta) ? get(meta, "adapter") : undefined;
  const notes = isObj(adapter) ? get(adapter, "notes") : undefined;
  if (!Array.isArray(notes) || notes.length === 0) return undefined;
  const out: AdapterNoteEntry[] = [];
  for (const n of notes) {
    if (out.length === MAX_REPORT_NOTES) {
      out.push({ code: "notes_truncated", message: `${notes.length - MAX_REPORT_NOTES} more adapter notes not listed`, pointer: "" });
      break;
    }
    if (!isObj(n)) continue;
    const text = typeof n.note === "string" ? n.note : "";
    const pointer = typeof n.pointer === "string" ? n.pointer : "";
    const colon = text.indexOf(":");
    const head = colon > 0 ? text.slice(0, colon) : "";
    const code = CODE.test(head) ? head : "note";
    let message = code === head ? text.slice(colon + 1).trim() : text;
    if (message.length > MAX_MESSAGE) message = message.slice(0, MAX_MESSAGE - 1) + "…";
    out.push({ code, message, pointer });
  }
  return out;
}
