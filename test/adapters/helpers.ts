import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, vi } from "vitest";
import { InputError } from "../../src/errors.js";
import { parsePointer } from "../../src/json/locate.js";

export const FIX = join(import.meta.dirname, "../fixtures/adapters");
export const loadFixture = (rel: string): unknown => JSON.parse(readFileSync(join(FIX, rel), "utf8"));

type Obj = Record<string, unknown>;

/** Resolve a JSON pointer in a document (own properties only); undefined when it does not exist. */
export function resolve(doc: unknown, p: string): unknown {
  let cur: unknown = doc;
  for (const t of parsePointer(p)) {
    if (Array.isArray(cur) && /^(0|[1-9][0-9]*)$/.test(t) && Number(t) < cur.length) cur = cur[Number(t)];
    else if (cur !== null && typeof cur === "object" && !Array.isArray(cur) && Object.hasOwn(cur, t)) cur = (cur as Obj)[t];
    else return undefined;
  }
  return cur;
}

export function steps(trace: Obj): Obj[] {
  return trace.steps as Obj[];
}

export function notes(trace: Obj): { pointer: string; note: string }[] {
  return ((trace.metadata as Obj).adapter as Obj).notes as { pointer: string; note: string }[];
}

export function noteCodes(trace: Obj): string[] {
  return notes(trace).map((n) => `${n.pointer} ${n.note.split(":")[0]}`);
}

export function expectInputError(fn: () => unknown, message: RegExp, pointer?: string): void {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    expect((e as InputError).message).toMatch(message);
    if (pointer !== undefined) expect((e as InputError).pointer).toBe(pointer);
    return;
  }
  throw new Error("expected an InputError");
}

// Hand-made OTLP spans (times in milliseconds, ids padded to 16 hex digits).
export type Attr = string | number | Obj;

export const TRACE = "5b8efff798038103d269b633813fc60c";

export function attrs(a: Record<string, Attr>): Obj[] {
  return Object.entries(a).map(([key, v]) => ({
    key,
    value: typeof v === "string" ? { stringValue: v } : typeof v === "number" ? { intValue: String(v) } : v,
  }));
}

export function span(id: string, name: string, start: number, end: number, a: Record<string, Attr>, parent = "", extra: Obj = {}): Obj {
  return {
    traceId: TRACE,
    spanId: id.padStart(16, "0"),
    parentSpanId: parent === "" ? "" : parent.padStart(16, "0"),
    name,
    startTimeUnixNano: String(start * 1e6),
    endTimeUnixNano: String(end * 1e6),
    attributes: attrs(a),
    ...extra,
  };
}

export function doc(spans: Obj[], resource: Record<string, Attr> = {}): Obj {
  return { resourceSpans: [{ resource: { attributes: attrs(resource) }, scopeSpans: [{ scope: { name: "test" }, spans }] }] };
}


/** `arh compare --baseline b --candidate c --json-out out` with its console output silenced; the exit code. */
export async function compareQuietly(b: string, c: string, out: string): Promise<number> {
  const { runCompareCommand } = await import("../../src/commands/compare.js");
  const o = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  try {
    return await runCompareCommand(["--baseline", b, "--candidate", c, "--json-out", out]);
  } finally {
    o.mockRestore();
  }
}
