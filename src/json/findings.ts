// Attach source locations to findings that carry a JSON pointer. Positions are computed only here,
// i.e. only for files that have findings, with one scan of the file's text.
import type { Finding, SourceLocation } from "../types.js";
import { LineMap, locatePointers, type Span } from "./locate.js";

export interface Locator {
  /** Location of the value at `p`, falling back to the nearest ancestor that exists. */
  locate(p: string): SourceLocation;
  /** Location of the member key + value at `p` (e.g. `"amount": 5`) when `p` is an object member. */
  span(p: string): Span | undefined;
}

/** Build a locator for a set of pointers (and their ancestors) in one scan of `text`. */
export function makeLocator(text: string, uri: string, pointers: Iterable<string>): Locator {
  let spans: Map<string, Span>;
  try {
    // ancestors too, so a pointer that does not resolve falls back to its nearest existing parent
    // (callers locate in texts JSON.parse accepted: untracked values are skipped fast)
    spans = locatePointers(text, pointers, { ancestors: true, trusted: true });
  } catch {
    spans = new Map();
  }
  const lines = new LineMap(text);
  const toLoc = (s: Span | undefined): SourceLocation => {
    if (!s) return { uri, startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 };
    const a = lines.at(s.keyStart ?? s.start);
    const b = lines.at(s.end);
    return { uri, startLine: a.line, startColumn: a.column, endLine: b.line, endColumn: b.column };
  };
  return {
    span: (p) => spans.get(p),
    locate(p: string): SourceLocation {
      let q = p;
      for (;;) {
        const s = spans.get(q);
        if (s || q === "") return toLoc(s);
        q = q.slice(0, q.lastIndexOf("/"));
      }
    },
  };
}

/** Set `location` on every finding that has a `pointer` (and none yet). */
export function attachLocations(text: string, uri: string, findings: Finding[]): void {
  const todo = findings.filter((f) => f.pointer !== undefined && !f.location);
  if (todo.length === 0) return;
  const loc = makeLocator(text, uri, todo.map((f) => f.pointer!));
  for (const f of todo) f.location = loc.locate(f.pointer!);
}
