import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
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
