// JSON lines of OTLP export requests, as the OpenTelemetry Collector's file exporter writes them
// (one `{"resourceSpans": ...}` or `{"resourceLogs": ...}` object per line). Read as one list of
// documents, with a JSON array text of the same lines for locating findings: "[" before the first
// line, "," after each but the last, "]" after the last (line numbers unchanged; columns on the
// first line shift by one).
import { get, isObj } from "./common.js";

export function otlpJsonLines(text: string): { doc: unknown[]; text: string } | undefined {
  const lines = text.split("\n");
  const filled: number[] = [];
  for (let i = 0; i < lines.length; i++) if (lines[i]!.trim() !== "") filled.push(i);
  if (filled.length < 2) return undefined;
  const doc: unknown[] = [];
  for (const i of filled) {
    let v: unknown;
    try {
      v = JSON.parse(lines[i]!);
    } catch {
      return undefined;
    }
    if (!isObj(v) || (get(v, "resourceSpans") === undefined && get(v, "resourceLogs") === undefined)) return undefined;
    doc.push(v);
  }
  const out = lines.slice();
  out[filled[0]!] = "[" + out[filled[0]!];
  for (let j = 0; j < filled.length - 1; j++) out[filled[j]!] += ",";
  out[filled[filled.length - 1]!] += "]";
  return { doc, text: out.join("\n") };
}
