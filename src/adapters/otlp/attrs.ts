// OTLP attribute values (AnyValue to JSON, iteratively) and attribute lookup with JSON pointers.
import { type Obj, get, isObj, setOwn } from "../common.js";

/** Convert an OTLP AnyValue to plain JSON, iteratively (hostile nesting cannot overflow). */
export function anyValue(root: unknown): unknown {
  const holder: Obj = { v: null };
  const stack: [unknown, Obj | unknown[], string | number][] = [[root, holder, "v"]];
  while (stack.length > 0) {
    const [src, into, key] = stack.pop()!;
    let out: unknown;
    if (!isObj(src)) out = src === undefined ? null : src;
    else if (Object.hasOwn(src, "stringValue")) out = src.stringValue;
    else if (Object.hasOwn(src, "boolValue")) out = src.boolValue;
    else if (Object.hasOwn(src, "intValue")) out = intValue(src.intValue);
    else if (Object.hasOwn(src, "doubleValue")) out = src.doubleValue;
    else if (Object.hasOwn(src, "bytesValue")) out = src.bytesValue;
    else if (Object.hasOwn(src, "arrayValue")) {
      const vals = isObj(src.arrayValue) ? get(src.arrayValue, "values") : undefined;
      const arr: unknown[] = [];
      if (Array.isArray(vals)) {
        arr.length = vals.length;
        for (let i = 0; i < vals.length; i++) stack.push([vals[i], arr, i]);
      }
      out = arr;
    } else if (Object.hasOwn(src, "kvlistValue")) {
      const vals = isObj(src.kvlistValue) ? get(src.kvlistValue, "values") : undefined;
      const obj: Obj = {};
      if (Array.isArray(vals)) {
        for (let i = vals.length - 1; i >= 0; i--) {
          const kv = vals[i];
          if (isObj(kv) && typeof get(kv, "key") === "string") {
            const k = kv.key as string;
            if (!Object.hasOwn(obj, k)) setOwn(obj, k, null);
            stack.push([get(kv, "value"), obj, k]);
          }
        }
      }
      out = obj;
    } else out = null;
    if (Array.isArray(into)) into[key as number] = out;
    else setOwn(into, key as string, out);
  }
  return holder.v;
}

function intValue(v: unknown): unknown {
  if (typeof v === "string" && /^-?[0-9]{1,15}$/.test(v)) return Number(v);
  return v;
}

const SUFFIX: string[] = [];
/** "@/attributes/j/value", relative to the span (shared strings: large files stay lean). */
function attrSuffix(j: number): string {
  if (j >= 256) return `@/attributes/${j}/value`;
  return (SUFFIX[j] ??= `@/attributes/${j}/value`);
}

/** Make a span-relative pointer ("@...") absolute. */
export function abs(p: string, spanPtr: string): string {
  return p.startsWith("@") ? spanPtr + p.slice(1) : p;
}

export class Attrs {
  /** Keys in list order (undefined for malformed entries); small lists are scanned linearly. */
  private readonly keyList: (string | undefined)[];
  private map?: Map<string, number>;
  /** `base` undefined: the span's own attributes, pointers are span-relative ("@/attributes/j/value"). */
  constructor(
    readonly list: unknown[],
    readonly base?: string,
  ) {
    const n = list.length;
    const keys: (string | undefined)[] = new Array(n);
    for (let j = 0; j < n; j++) {
      const a = list[j];
      let k: unknown;
      if (isObj(a) && Object.hasOwn(a, "key")) k = a.key;
      keys[j] = typeof k === "string" ? k : undefined;
    }
    this.keyList = keys;
    if (n > 16) {
      const m = new Map<string, number>();
      for (let j = 0; j < n; j++) {
        const k = keys[j];
        if (k !== undefined && !m.has(k)) m.set(k, j);
      }
      this.map = m;
    }
  }
  /** Index of the first attribute with key `k`, or -1. */
  private index(k: string): number {
    if (this.map) return this.map.get(k) ?? -1;
    const keys = this.keyList;
    for (let j = 0; j < keys.length; j++) if (keys[j] === k) return j;
    return -1;
  }
  has(k: string): boolean {
    return this.index(k) >= 0;
  }
  /** Distinct keys, first occurrence order. */
  keys(): string[] {
    const seen = new Set<string>();
    for (const k of this.keyList) if (k !== undefined) seen.add(k);
    return [...seen];
  }
  raw(k: string): unknown {
    const j = this.index(k);
    if (j < 0) return undefined;
    const a = this.list[j] as Obj;
    return get(a, "value");
  }
  value(k: string): unknown {
    const r = this.raw(k);
    if (r === undefined) return undefined;
    if (!isObj(r)) return r;
    const sv = Object.hasOwn(r, "stringValue") ? r.stringValue : undefined;
    return typeof sv === "string" ? sv : anyValue(r);
  }
  str(k: string): string | undefined {
    const r = this.raw(k);
    if (typeof r === "string") return r;
    if (isObj(r)) {
      const s = get(r, "stringValue");
      if (typeof s === "string") return s;
    }
    return undefined;
  }
  num(k: string): number | undefined {
    const r = this.raw(k);
    let v: unknown = r;
    if (isObj(r)) v = Object.hasOwn(r, "intValue") ? r.intValue : Object.hasOwn(r, "doubleValue") ? r.doubleValue : r.stringValue;
    if (typeof v === "string" && /^-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?$/.test(v)) v = Number(v);
    return typeof v === "number" && Number.isFinite(v) ? v : undefined;
  }
  ptr(k: string): string {
    const j = this.index(k);
    if (this.base === undefined) return j < 0 ? "@" : attrSuffix(j);
    return j < 0 ? this.base : `${this.base}/${j}/value`;
  }
  /** First key of `keys` that is present. */
  first(keys: readonly string[]): string | undefined {
    for (const k of keys) if (this.index(k) >= 0) return k;
    return undefined;
  }
}

/** A string attribute parsed as JSON; undefined when absent or not JSON. */
export function jsonAttr(a: Attrs, key: string): unknown {
  const v = a.str(key);
  if (v === undefined) return undefined;
  try {
    return JSON.parse(v);
  } catch {
    return undefined;
  }
}
