// Source positions for JSON documents.
//
// `JSON.parse` is the fast path and knows nothing about positions, so positions are computed only
// for files that need them (a finding or an error), by a second, iterative scan of the text:
//  - `findSyntaxError` re-scans a document that `JSON.parse` rejected and names the exact offset
//    and what was expected there (V8's messages differ between Node versions and give offsets only);
//  - `locatePointers` finds the spans of the values at a set of JSON pointers in one pass, skipping
//    every subtree that leads to none of them.
// Written by hand because no maintained library does both iteratively (deeply nested hostile input
// must not overflow the stack) with strict RFC 8259 acceptance identical to `JSON.parse`.

export interface Span {
  /** Offset of the first character of the value. */
  start: number;
  /** Offset just after the last character of the value. */
  end: number;
  /** Offset of the member key (the opening quote) when the value is an object member. */
  keyStart?: number;
}

export interface LineCol {
  line: number;
  column: number;
}

export interface JsonSyntaxError {
  offset: number;
  message: string;
}

/** Escape one reference token of a JSON pointer (RFC 6901). */
export function escapePointerToken(token: string | number): string {
  const t = String(token);
  return t.indexOf("~") === -1 && t.indexOf("/") === -1 ? t : t.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** Build a JSON pointer from reference tokens. */
export function pointer(...tokens: (string | number)[]): string {
  let out = "";
  for (const t of tokens) out += "/" + escapePointerToken(t);
  return out;
}

/** Split a JSON pointer into its unescaped reference tokens. */
export function parsePointer(p: string): string[] {
  if (p === "") return [];
  const tokens = p.slice(1).split("/");
  if (p.indexOf("~") === -1) return tokens; // nothing escaped (the common case)
  return tokens.map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
}


function describe(text: string, i: number): string {
  if (i >= text.length) return "end of input";
  const c = text.charCodeAt(i);
  if (c < 0x20) return `control character U+${c.toString(16).toUpperCase().padStart(4, "0")}`;
  return `'${String.fromCodePoint(text.codePointAt(i) ?? c)}'`;
}

/**
 * Strict JSON scanner used for both purposes. It walks the text once with an explicit stack.
 * When `visit` is given it is called on each value start and end with the path of the value.
 */
class Scanner {
  i = 0;
  /**
   * `trusted`: the text is known to be valid JSON (JSON.parse accepted it), so values nobody
   * tracks are skipped with a fast bracket count instead of being validated character by character.
   */
  constructor(
    private readonly text: string,
    private readonly trusted = false,
  ) {}

  /** Skip the value at `i` in trusted text (no validation). */
  skipValue(): void {
    const t = this.text;
    const n = t.length;
    let i = this.i;
    let depth = 0;
    do {
      const c = t.charCodeAt(i);
      if (c === 0x22) {
        i = this.skipString(i);
        continue;
      }
      if (c === 0x7b || c === 0x5b) depth++;
      else if (c === 0x7d || c === 0x5d) depth--;
      else if (depth === 0) {
        // a scalar at the top of the skip: up to the next delimiter
        while (i < n) {
          const d = t.charCodeAt(i);
          if (d === 0x2c || d === 0x7d || d === 0x5d || d === 0x20 || d === 0x0a || d === 0x0d || d === 0x09) break;
          i++;
        }
        this.i = i;
        return;
      }
      i++;
      if (i > n) this.fail("unexpected end of input");
    } while (depth > 0);
    this.i = i;
  }

  /** Index after the string starting at `i` (a quote), in trusted text. */
  private skipString(i: number): number {
    const t = this.text;
    let j = i + 1;
    for (;;) {
      const q = t.indexOf('"', j);
      if (q === -1) {
        this.i = t.length;
        this.fail("unterminated string");
      }
      let b = q - 1;
      while (t.charCodeAt(b) === 0x5c) b--;
      if ((q - 1 - b) % 2 === 0) return q + 1;
      j = q + 1;
    }
  }

  fail(message: string): never {
    throw new ScanError(this.i, message);
  }

  ws(): void {
    const t = this.text;
    for (;;) {
      const c = t.charCodeAt(this.i); // NaN past the end
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) this.i++;
      else return;
    }
  }

  string(): string | null {
    // Assumes text[i] === '"'. Returns the decoded string only when `decode` is needed by caller;
    // we always decode keys (short) and skip-decode values.
    const t = this.text;
    const start = this.i;
    this.i++;
    let simple = true;
    for (;;) {
      if (this.i >= t.length) {
        this.i = t.length;
        this.fail("unterminated string");
      }
      const c = t.charCodeAt(this.i);
      if (c === 0x22) {
        this.i++;
        break;
      }
      if (c < 0x20) this.fail(`${describe(t, this.i)} in string (must be escaped)`);
      if (c === 0x5c) {
        simple = false;
        const e = t.charCodeAt(this.i + 1);
        if (e === 0x75) {
          for (let k = 2; k < 6; k++) {
            const h = t.charCodeAt(this.i + k);
            const hex = (h >= 0x30 && h <= 0x39) || (h >= 0x41 && h <= 0x46) || (h >= 0x61 && h <= 0x66);
            if (!hex) {
              this.i += k;
              this.fail("bad \\u escape: expected 4 hexadecimal digits");
            }
          }
          this.i += 6;
          continue;
        }
        if (e === 0x22 || e === 0x5c || e === 0x2f || e === 0x62 || e === 0x66 || e === 0x6e || e === 0x72 || e === 0x74) {
          this.i += 2;
          continue;
        }
        this.i++;
        this.fail(`bad escape '\\${this.i < t.length ? t[this.i] : ""}' in string`);
      }
      this.i++;
    }
    const raw = t.slice(start, this.i);
    return simple ? raw.slice(1, -1) : (JSON.parse(raw) as string);
  }

  number(): void {
    const t = this.text;
    if (t.charCodeAt(this.i) === 0x2d) this.i++;
    const d = (k: number) => {
      const c = t.charCodeAt(k);
      return c >= 0x30 && c <= 0x39;
    };
    if (t.charCodeAt(this.i) === 0x30) this.i++;
    else if (d(this.i)) while (d(this.i)) this.i++;
    else this.fail(`expected a digit, found ${describe(t, this.i)}`);
    if (t.charCodeAt(this.i) === 0x2e) {
      this.i++;
      if (!d(this.i)) this.fail(`expected a digit after '.', found ${describe(t, this.i)}`);
      while (d(this.i)) this.i++;
    }
    const e = t.charCodeAt(this.i);
    if (e === 0x65 || e === 0x45) {
      this.i++;
      const s = t.charCodeAt(this.i);
      if (s === 0x2b || s === 0x2d) this.i++;
      if (!d(this.i)) this.fail(`expected a digit in exponent, found ${describe(t, this.i)}`);
      while (d(this.i)) this.i++;
    }
  }

  literal(word: string): void {
    if (this.text.startsWith(word, this.i)) this.i += word.length;
    else this.fail(`unexpected ${describe(this.text, this.i)}`);
  }

  /**
   * Scan one complete JSON document. `onValue(path, span)` is called for every value whose path
   * `want(pathSoFar)` accepted; `want` is asked for each member/element before it is scanned.
   */
  document(enter?: (depth: number, key: string | number, keyStart?: number) => boolean, leave?: (depth: number, span: Span) => void, leaf?: (depth: number) => boolean): void {
    const t = this.text;
    // stack frames: 'o' object, 'a' array; per frame: index counter and whether tracked.
    const kinds: number[] = []; // 0 object, 1 array
    const counts: number[] = [];
    const tracked: boolean[] = [];
    const starts: number[] = [];
    const keyStarts: (number | undefined)[] = [];
    this.ws();
    // value-scanning loop
    let expectValue = true;
    let pendingKeyStart: number | undefined;
    let pendingTracked = true;
    for (;;) {
      if (expectValue) {
        this.ws();
        const c = t.charCodeAt(this.i);
        const start = this.i;
        if (!pendingTracked && this.trusted) {
          this.skipValue();
          expectValue = false;
        } else if (this.trusted && (c === 0x7b || c === 0x5b) && leaf !== undefined && leaf(kinds.length + 1)) {
          // a tracked container nothing inside of is tracked: its span, without a walk of its members
          this.skipValue();
          if (leave) leave(kinds.length + 1, { start, end: this.i, keyStart: pendingKeyStart });
          expectValue = false;
        } else if (c === 0x7b || c === 0x5b) {
          kinds.push(c === 0x7b ? 0 : 1);
          counts.push(0);
          tracked.push(pendingTracked);
          starts.push(start);
          keyStarts.push(pendingKeyStart);
          this.i++;
          this.ws();
          const close = c === 0x7b ? 0x7d : 0x5d;
          if (t.charCodeAt(this.i) === close) {
            this.i++;
            expectValue = false;
            this.closeFrame(kinds, counts, tracked, starts, keyStarts, leave);
          } else if (c === 0x7b) {
            ({ keyStart: pendingKeyStart, tracked: pendingTracked } = this.memberKey(kinds.length, tracked, enter));
            expectValue = true;
            continue;
          } else {
            pendingKeyStart = undefined;
            pendingTracked = tracked[tracked.length - 1]! && (enter ? enter(kinds.length, 0) : true);
            expectValue = true;
            continue;
          }
        } else {
          if (c === 0x22) this.string();
          else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) this.number();
          else if (c === 0x74) this.literal("true");
          else if (c === 0x66) this.literal("false");
          else if (c === 0x6e) this.literal("null");
          else this.fail(`expected a value, found ${describe(t, this.i)}`);
          if (pendingTracked && leave) leave(kinds.length + 1, { start, end: this.i, keyStart: pendingKeyStart });
          expectValue = false;
        }
      }
      // after a value
      if (kinds.length === 0) {
        this.ws();
        if (this.i < t.length) this.fail(`unexpected ${describe(t, this.i)} after the end of the document`);
        return;
      }
      this.ws();
      const k = kinds[kinds.length - 1]!;
      const c = t.charCodeAt(this.i);
      if (c === 0x2c) {
        this.i++;
        counts[counts.length - 1]!++;
        if (k === 0) {
          this.ws();
          ({ keyStart: pendingKeyStart, tracked: pendingTracked } = this.memberKey(kinds.length, tracked, enter));
        } else {
          pendingKeyStart = undefined;
          pendingTracked = tracked[tracked.length - 1]! && (enter ? enter(kinds.length, counts[counts.length - 1]!) : true);
        }
        expectValue = true;
      } else if ((k === 0 && c === 0x7d) || (k === 1 && c === 0x5d)) {
        this.i++;
        this.closeFrame(kinds, counts, tracked, starts, keyStarts, leave);
        expectValue = false;
      } else {
        this.fail(`expected ',' or '${k === 0 ? "}" : "]"}', found ${describe(t, this.i)}`);
      }
    }
  }

  private memberKey(
    depth: number,
    tracked: boolean[],
    enter?: (depth: number, key: string | number, keyStart?: number) => boolean,
  ): { keyStart: number; tracked: boolean } {
    const t = this.text;
    if (t.charCodeAt(this.i) !== 0x22) this.fail(`expected a member name in double quotes, found ${describe(t, this.i)}`);
    const keyStart = this.i;
    let key: string;
    if (this.trusted) {
      // valid JSON: the name ends at the next unescaped quote, and is its text unless it escapes
      const end = this.skipString(keyStart);
      const raw = t.slice(keyStart + 1, end - 1);
      key = raw.indexOf("\\") === -1 ? raw : (JSON.parse(t.slice(keyStart, end)) as string);
      this.i = end;
    } else key = this.string() as string;
    this.ws();
    if (t.charCodeAt(this.i) !== 0x3a) this.fail(`expected ':' after member name, found ${describe(t, this.i)}`);
    this.i++;
    const parentTracked = tracked[tracked.length - 1]!;
    return { keyStart, tracked: parentTracked && (enter ? enter(depth, key, keyStart) : true) };
  }

  private closeFrame(
    kinds: number[],
    counts: number[],
    tracked: boolean[],
    starts: number[],
    keyStarts: (number | undefined)[],
    leave?: (depth: number, span: Span) => void,
  ): void {
    const depth = kinds.length;
    kinds.pop();
    counts.pop();
    const wasTracked = tracked.pop()!;
    const start = starts.pop()!;
    const keyStart = keyStarts.pop();
    if (wasTracked && leave) leave(depth, { start, end: this.i, keyStart });
  }
}

class ScanError extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

/** Find where and why a text is not strict JSON; null when it is. */
export function findSyntaxError(text: string): JsonSyntaxError | null {
  const s = new Scanner(text);
  try {
    if (text.length === 0 || /^[\s]*$/.test(text)) return { offset: text.length, message: "empty document (expected a JSON value)" };
    s.document();
    return null;
  } catch (e) {
    if (e instanceof ScanError) return { offset: e.offset, message: e.message };
    throw e;
  }
}

/**
 * Find the spans of the values at the given JSON pointers (RFC 6901) in one scan.
 * Pointers that do not resolve are absent from the result. The text must be valid JSON.
 */
export function locatePointers(text: string, pointers: Iterable<string>, opts: { ancestors?: boolean; trusted?: boolean } = {}): Map<string, Span> {
  // Trie of wanted paths; every node knows its own pointer (built incrementally, linear time).
  interface Node {
    children: Map<string, Node>;
    pointer: string;
    wanted: boolean;
  }
  const root: Node = { children: new Map(), pointer: "", wanted: false };
  for (const p of pointers) {
    let n = root;
    for (const tok of parsePointer(p)) {
      let c = n.children.get(tok);
      if (!c) n.children.set(tok, (c = { children: new Map(), pointer: n.pointer + "/" + escapePointerToken(tok), wanted: false }));
      n = c;
    }
    n.wanted = true;
  }
  const all = opts.ancestors === true;
  const out = new Map<string, Span>();
  // nodes[d] is the trie node of the value at depth d (root value at depth 1).
  const nodes: (Node | undefined)[] = [undefined, root];
  const s = new Scanner(text, opts.trusted === true);
  s.document(
    (depth, key) => {
      // entering child `key` of the container at `depth`
      const parent = nodes[depth];
      const child = parent?.children.get(String(key));
      nodes[depth + 1] = child;
      nodes.length = depth + 2;
      return child !== undefined;
    },
    (depth, span) => {
      const n = nodes[depth];
      if (n && (all || n.wanted) && !out.has(n.pointer)) out.set(n.pointer, span);
    },
    (depth) => nodes[depth]?.children.size === 0,
  );
  return out;
}

/** A member name that occurs twice in one object: `JSON.parse` keeps the last value silently. */
export interface DuplicateKey {
  /** Reference tokens of the object holding it (its path from the root). */
  path: (string | number)[];
  key: string;
  /** Offset of the first occurrence's name (its opening quote). */
  firstStart: number;
  /** Offset of this (a later) occurrence's name. */
  start: number;
}

/**
 * Every repeated member name of every object, in one linear scan (a set of names per open object).
 * For configuration files (policies), never on the trace hot path. At most `max` are returned. The
 * text must be valid JSON (`JSON.parse` accepted it).
 */
export function findDuplicateKeys(text: string, max = 100): DuplicateKey[] {
  const out: DuplicateKey[] = [];
  // names[d]: the names seen so far in the object at depth d (root value at depth 1), with their offsets
  const names: (Map<string, number> | undefined)[] = [];
  const path: (string | number)[] = [];
  const s = new Scanner(text, true);
  s.document(
    (depth, key, keyStart) => {
      path.length = depth - 1;
      if (typeof key === "string" && keyStart !== undefined) {
        let seen = names[depth];
        if (!seen) names[depth] = seen = new Map();
        const first = seen.get(key);
        if (first === undefined) seen.set(key, keyStart);
        else if (out.length < max) out.push({ path: path.slice(), key, firstStart: first, start: keyStart });
      }
      path[depth - 1] = key;
      return true;
    },
    // a value at `depth` is done: the next one there is another (its names start afresh)
    (depth) => {
      names[depth] = undefined;
    },
  );
  return out;
}

/** Maps offsets to 1-based line and column (UTF-16 code units, like JS string indices). */
export class LineMap {
  private readonly lineStarts: number[] = [0];
  constructor(text: string) {
    let i = text.indexOf("\n");
    while (i !== -1) {
      this.lineStarts.push(i + 1);
      i = text.indexOf("\n", i + 1);
    }
  }
  at(offset: number): LineCol {
    const ls = this.lineStarts;
    let lo = 0;
    let hi = ls.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (ls[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - ls[lo]! + 1 };
  }
}
