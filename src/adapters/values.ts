// The plain-JSON helpers and the step-origin type that common.ts and identity.ts both use, in a
// module that imports neither (no import circle); common.ts re-exports them.

export type Obj = Record<string, unknown>;

export function isObj(v: unknown): v is Obj {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Set a property even when the key is "__proto__" (a plain assignment would change the prototype). */
export function setOwn(o: Obj, k: string, v: unknown): void {
  if (k === "__proto__") Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  else o[k] = v;
}

/**
 * Where the canonical fields of a step came from: `fields` holds pairs [name, pointer] (the last
 * pair of a name wins). A pointer starting with "@" is relative to `base` (kept short and shared
 * for large OTLP files). Names listed in `deep` map sub-pointers 1:1 (the canonical value is the
 * very same JSON value as in the file).
 */
export interface StepOrigin {
  base: string;
  fields: string[];
  deep?: string[];
}
