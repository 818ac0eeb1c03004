// A fast reader of large JSON files with the pull interface of JsonStreamReader (reader.ts): the
// structure around the values a caller keeps (the top-level object, its keys, the arrays of report
// entries) is scanned byte by byte, and each value read is cut out of the bytes and handed to
// `JSON.parse` in one piece, which is an order of magnitude faster than assembling it from
// stream-json's tokens. Written by hand because no streaming JSON library on npm parses whole
// sub-values natively; stream-json stays the reference: a file this scanner rejects is read again
// with JsonStreamReader (callers do so), so messages for bad files are its messages.
//
// The per-byte loop skips a string's bytes with the byte each backslash escapes (most strings are
// short, and a native search per string cost more than it saved). Values are cut at ASCII bytes, so
// a UTF-8 character is never split; invalid UTF-8 decodes to U+FFFD, as in the other readers.
import { closeSync, fstatSync, readSync } from "node:fs";
import { MAX_DEPTH } from "../util/canonical.js";
import { JsonReadError, openRegular, type PullReader, type Token } from "./reader.js";

const BLOCK = 64 * 1024;

const enum Want {
  /** A value (the document, an array element, an object member's value). */
  Value,
  /** After `{`: a key or `}`. */
  KeyOrEnd,
  /** After `,` in an object: a key. */
  Key,
  /** After `[`: a value or `]`. */
  ValueOrEnd,
  /** After a value inside a container: `,` or its end. */
  CommaOrEnd,
  /** After the document: nothing but whitespace. */
  Done,
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

export class JsonScanner implements PullReader {
  private fd: number | null;
  readonly size: number;
  /** The window: the bytes of the file read and not yet left behind (at the start of `store`, once a block was read). */
  private buf: Buffer = Buffer.alloc(0);
  /** The memory the window lies in (null: the first bytes, before a block was read) and the memory the next one may use. */
  private store: Buffer | null = null;
  private spare: Buffer | null = null;
  /** Position in `buf` of the next byte to scan. */
  private pos = 0;
  /** File offset of `buf[0]`. */
  private base = 0;
  private eof = false;
  private want = Want.Value;
  /** Open containers: true for an object, false for an array. */
  private readonly stack: boolean[] = [];
  private peeked: Token | null | undefined = undefined;
  /** Where in the window the last container opened by `scan` starts. */
  private openedAt = 0;
  /** Bytes read at a time (more while a long value is being cut out). */
  private readonly blockSize: number;

  constructor(path: string, blockSize = BLOCK) {
    this.fd = openRegular(path);
    this.size = fstatSync(this.fd).size;
    this.blockSize = blockSize;
    // a BOM is not part of the JSON text
    const head = Buffer.alloc(3);
    let n = 0;
    try {
      for (let k; n < 3 && (k = readSync(this.fd, head, n, 3 - n, null)) > 0; ) n += k;
    } catch (e) {
      this.close();
      throw new JsonReadError((e as NodeJS.ErrnoException).code ?? String(e), 0, "io");
    }
    if (n === 3 && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) this.base = 3;
    else this.buf = head.subarray(0, n);
  }

  /** Bytes consumed so far (about where a problem is). */
  get bytes(): number {
    return this.base + this.pos;
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }

  private fail(message: string, kind: "syntax" | "truncated" = "syntax"): never {
    throw new JsonReadError(message, this.bytes, kind);
  }

  /**
   * Read more of the file, keeping the bytes from `keepFrom` on: returns by how much indices into
   * the window moved (`keepFrom`), or -1 at the end of the file.
   */
  private more(keepFrom = this.pos): number {
    if (this.eof || this.fd === null) return -1;
    const kept = this.buf.length - keepFrom;
    // a value longer than a block doubles the read: copying the kept bytes stays linear overall
    const room = Math.max(this.blockSize, kept);
    // the next window goes to the spare memory (the window before the last one's), when it is large
    // enough: two blocks' worth of memory for a whole file, and the window stays whole until the read
    let next = this.spare;
    if (next === null || next.length < kept + room) next = Buffer.allocUnsafe(kept + room);
    this.buf.copy(next, 0, keepFrom);
    let n: number;
    try {
      n = readSync(this.fd, next, kept, room, null);
    } catch (e) {
      throw new JsonReadError((e as NodeJS.ErrnoException).code ?? String(e), this.bytes, "io");
    }
    if (n === 0) {
      this.eof = true;
      this.spare = next;
      return -1;
    }
    this.spare = this.store;
    this.store = next;
    this.base += keepFrom;
    this.pos -= keepFrom;
    this.buf = next.subarray(0, kept + n);
    return keepFrom;
  }

  /** The next byte that is not whitespace (not consumed), or -1 at the end of the file. */
  private nonSpace(): number {
    for (;;) {
      while (this.pos < this.buf.length) {
        const c = this.buf[this.pos]!;
        if (!isSpace(c)) return c;
        this.pos++;
      }
      if (this.more() < 0) return -1;
    }
  }

  /**
   * The end (exclusive, in `buf`) of the value starting at `pos`, reading more of the file as
   * needed (the bytes from `pos` on are kept); the value's nesting depth is checked as
   * JsonStreamReader.readValue checks it.
   */
  private valueEnd(baseDepth: number): number {
    let buf = this.buf;
    let i = this.pos;
    let depth = 0;
    // inside a string: its bytes are skipped in a tight loop, a backslash with the byte it escapes
    // (most strings are short, ids, hashes and names, where a native search per string costs more)
    let inString = false;
    for (;;) {
      if (i >= buf.length) {
        const shift = this.more(this.pos);
        if (shift < 0) {
          if (inString) this.fail("ends early: an unterminated string (the file looks truncated)", "truncated");
          if (depth === 0 && i > this.pos) return i; // a scalar that ends the file
          this.fail("ends early (the file looks truncated)", "truncated");
        }
        i -= shift;
        buf = this.buf;
        continue;
      }
      if (inString) {
        const n = buf.length;
        while (i < n && buf[i] !== QUOTE && buf[i] !== BACKSLASH) i++;
        if (i >= n) continue;
        if (buf[i] === BACKSLASH) {
          i += 2;
          continue;
        }
        inString = false;
        if (depth === 0) return i + 1;
        i++;
        continue;
      }
      const c = buf[i]!;
      if (c === QUOTE) inString = true;
      else if (c === 0x7b || c === 0x5b) {
        if (++depth + baseDepth > MAX_DEPTH) throw new JsonReadError(`value nested deeper than ${MAX_DEPTH} levels`, this.base + i, "depth");
      } else if (c === 0x7d || c === 0x5d) {
        if (depth === 0) return i; // the end of a scalar
        if (--depth === 0) return i + 1;
      } else if (depth === 0 && (isSpace(c) || c === 0x2c || c === 0x3a)) {
        return i; // the end of a scalar
      }
      i++;
    }
  }

  /** Cut the value at `pos` out and parse it. */
  private cut(baseDepth: number): unknown {
    const end = this.valueEnd(baseDepth);
    const text = this.buf.toString("utf8", this.pos, end);
    this.pos = end;
    try {
      return JSON.parse(text);
    } catch (e) {
      return this.fail(`is not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  /** After a value: what the container (or the document) expects next. */
  private afterValue(): void {
    this.want = this.stack.length === 0 ? Want.Done : Want.CommaOrEnd;
  }

  next(): Token | null {
    if (this.peeked !== undefined) {
      const t = this.peeked;
      this.peeked = undefined;
      return t;
    }
    return this.scan();
  }

  peek(): Token | null {
    if (this.peeked === undefined) this.peeked = this.scan();
    return this.peeked;
  }

  expect(): Token {
    const t = this.next();
    if (t === null) this.fail("ends early (the file looks truncated)", "truncated");
    return t;
  }

  /** Parse the next complete value (`baseDepth`: how deep it sits, as JsonStreamReader.readValue). */
  readValue(baseDepth = 0): unknown {
    const peeked = this.toValue();
    if (peeked !== undefined) return peeked.raw;
    const v = this.cut(baseDepth);
    this.afterValue();
    return v;
  }

  /**
   * The bytes of the next complete value, an object or an array, not parsed: `buf` from `start`
   * to `end`, valid until the scanner reads on (its depth checked as `readValue` checks it). For a
   * caller that parses the value its own way; invalid JSON inside it is the caller's to refuse.
   */
  readBytes(baseDepth = 0): { buf: Buffer; start: number; end: number } {
    if (this.toValue() !== undefined) this.fail("is not valid JSON: an object or an array was expected");
    const c = this.buf[this.pos];
    if (c !== 0x7b && c !== 0x5b) this.fail("is not valid JSON: an object or an array was expected");
    const end = this.valueEnd(baseDepth);
    const start = this.pos;
    this.pos = end;
    this.afterValue();
    return { buf: this.buf, start, end };
  }

  /**
   * Where the next value, an object or an array, starts in the window (`buf` at `start`), not read:
   * then `readBytes` reads it, or the caller finds its end in `buf` itself and gives it to `skipTo`.
   */
  valueStart(): { buf: Buffer; start: number } {
    if (this.toValue() !== undefined) this.fail("is not valid JSON: an object or an array was expected");
    const c = this.buf[this.pos];
    if (c !== 0x7b && c !== 0x5b) this.fail("is not valid JSON: an object or an array was expected");
    return { buf: this.buf, start: this.pos };
  }

  /**
   * After `valueStart`: more of the file in the window (the value's bytes kept), for a caller that
   * did not find its end in it; null at the end of the file.
   */
  extendWindow(): { buf: Buffer; start: number } | null {
    if (this.more(this.pos) < 0) return null;
    return { buf: this.buf, start: this.pos };
  }

  /**
   * After `valueStart`: the value ends at `end` of the same window. The caller answers for it: that
   * the bytes up to `end` are one whole value, and for its depth (nothing of it is checked here).
   */
  skipTo(end: number): void {
    this.pos = end;
    this.afterValue();
  }

  /**
   * Move to the start of the next value: back to the opening byte of a peeked container, or past
   * the comma or colon before it. A peeked scalar is the value: returned (consumed).
   */
  private toValue(): { raw: unknown } | undefined {
    if (this.peeked === undefined) {
      this.valuePosition();
      return undefined;
    }
    const t = this.peeked;
    this.peeked = undefined;
    if (t === null) this.fail("ends early (the file looks truncated)", "truncated");
    if (t.name === "startObject" || t.name === "startArray") {
      // peeked: go back to its opening byte (still in the window: nothing was read since)
      this.pos = this.openedAt;
      this.stack.pop();
      this.want = Want.Value;
      return undefined;
    }
    if ("raw" in t) return { raw: (t as { raw: unknown }).raw };
    return this.fail("is not valid JSON: a value was expected");
  }

  skipValue(): void {
    // parsed too, so that a skipped value is checked as JsonStreamReader's tokenizer checks it
    this.readValue(0);
  }

  /** Move to the start of a value, consuming the comma or colon before it. */
  private valuePosition(): void {
    const c = this.nonSpace();
    if (c < 0) this.fail("ends early (the file looks truncated)", "truncated");
    if (this.want === Want.CommaOrEnd) {
      if (c !== 0x2c || this.stack[this.stack.length - 1]) this.fail("is not valid JSON: expected ',' before a value");
      this.pos++;
      this.want = Want.Value;
      this.valuePosition();
      return;
    }
    if (this.want === Want.ValueOrEnd) {
      if (c === 0x5d) this.fail("is not valid JSON: a value was expected");
      this.want = Want.Value;
    }
    if (this.want !== Want.Value) this.fail("is not valid JSON: a value was expected");
  }

  private scan(): Token | null {
    for (;;) {
      const c = this.nonSpace();
      if (c < 0) {
        if (this.want === Want.Done) return null;
        this.fail("ends early (the file looks truncated)", "truncated");
      }
      switch (this.want) {
        case Want.Done:
          this.fail("is not valid JSON: content after the document");
          break;
        case Want.CommaOrEnd: {
          const inObject = this.stack[this.stack.length - 1]!;
          if (c === 0x2c) {
            this.pos++;
            this.want = inObject ? Want.Key : Want.Value;
            continue;
          }
          if (c === (inObject ? 0x7d : 0x5d)) {
            this.pos++;
            this.stack.pop();
            this.afterValue();
            return { name: inObject ? "endObject" : "endArray" } as Token;
          }
          this.fail(`is not valid JSON: expected ',' or '${inObject ? "}" : "]"}'`);
          break;
        }
        case Want.KeyOrEnd:
        case Want.Key: {
          if (c === 0x7d && this.want === Want.KeyOrEnd) {
            this.pos++;
            this.stack.pop();
            this.afterValue();
            return { name: "endObject" } as Token;
          }
          if (c !== QUOTE) this.fail("is not valid JSON: expected a key");
          const key = this.cut(0);
          if (this.nonSpace() !== 0x3a) this.fail("is not valid JSON: expected ':' after a key");
          this.pos++;
          this.want = Want.Value;
          return { name: "keyValue", value: key as string } as Token;
        }
        case Want.ValueOrEnd:
          if (c === 0x5d) {
            this.pos++;
            this.stack.pop();
            this.afterValue();
            return { name: "endArray" } as Token;
          }
          this.want = Want.Value;
          continue; // a value
        case Want.Value: {
          if (c === 0x7b || c === 0x5b) {
            this.openedAt = this.pos;
            this.pos++;
            const obj = c === 0x7b;
            this.stack.push(obj);
            this.want = obj ? Want.KeyOrEnd : Want.ValueOrEnd;
            return { name: obj ? "startObject" : "startArray" } as Token;
          }
          if (c === 0x7d || c === 0x5d) this.fail("is not valid JSON: a value was expected");
          const v = this.cut(this.stack.length);
          this.afterValue();
          return scalarToken(v);
        }
      }
    }
  }
}

/** A scalar's token; `raw` is the parsed value (a number's token value is its text, as stream-json gives it). */
function scalarToken(v: unknown): Token {
  if (typeof v === "string") return { name: "stringValue", value: v, raw: v } as Token;
  if (typeof v === "number") return { name: "numberValue", value: String(v), raw: v } as Token;
  if (v === null) return { name: "nullValue", value: null, raw: v } as Token;
  if (v === true) return { name: "trueValue", value: true, raw: v } as Token;
  return { name: "falseValue", value: false, raw: v } as Token;
}

