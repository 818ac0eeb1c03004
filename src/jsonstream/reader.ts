// Reading JSON files of any size (reports, baselines, partials) without holding the file as one
// string: stream-json's tokenizer is fed fixed-size blocks read synchronously, and values are
// assembled one at a time with its Assembler (`__proto__` becomes an own property, as with
// JSON.parse). A caller walks the top-level structure token by token and assembles only the
// values it keeps (one report entry at a time), so memory stays flat whatever the file size.
// Synchronous on purpose: a k-way merge pulls from many files in turn, and a sync pull costs no
// promise per token.
import { closeSync, constants, fstatSync, openSync, readSync, statSync } from "node:fs";
import { StringDecoder } from "node:string_decoder";
import { jsonParser, type parser } from "stream-json/core/parser.js";
import Assembler from "stream-json/core/assembler.js";
import { none } from "stream-chain/defs.js";
import { MAX_DEPTH } from "../util/canonical.js";
import { fileKind } from "../util/readfile.js";

export type Token = parser.Token;

/** A problem with the file's JSON: `offset` is about where (in bytes) the reader was. */
export class JsonReadError extends Error {
  constructor(
    message: string,
    readonly offset: number,
    readonly kind: "syntax" | "truncated" | "depth" | "io",
  ) {
    super(message);
  }
}

const BLOCK = 32 * 1024;

/** Open a regular file without ever blocking on a FIFO or device (as util/readfile.ts does). */
export function openRegular(path: string): number {
  const io = (e: unknown): never => {
    const code = (e as NodeJS.ErrnoException).code;
    throw new JsonReadError(code === "ENOENT" ? "file not found" : code === "EISDIR" ? "is a directory" : (code ?? "cannot read file"), 0, "io");
  };
  let fd: number;
  try {
    const pre = statSync(path);
    if (!pre.isFile()) throw new JsonReadError(`not a regular file: ${fileKind(pre)}`, 0, "io");
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    if (e instanceof JsonReadError) throw e;
    return io(e);
  }
  const st = fstatSync(fd);
  if (!st.isFile()) {
    closeSync(fd);
    throw new JsonReadError(`not a regular file: ${fileKind(st)}`, 0, "io");
  }
  return fd;
}

/** What the report readers pull from a JSON file: JsonStreamReader, or the faster JsonScanner (scanner.ts). */
export interface PullReader {
  readonly size: number;
  readonly bytes: number;
  next(): Token | null;
  peek(): Token | null;
  expect(): Token;
  readValue(baseDepth?: number): unknown;
  skipValue(): void;
  close(): void;
}

export class JsonStreamReader implements PullReader {
  private fd: number | null;
  /** The file's size when opened. */
  readonly size: number;
  private readonly parse = jsonParser({ streamValues: false });
  private readonly decoder = new StringDecoder("utf8");
  private readonly block: Buffer;
  private tokens: Token[] = [];
  private at = 0;
  private eof = false;
  private first = true;
  /** Bytes read from the file so far. */
  bytes = 0;

  constructor(path: string, blockSize = BLOCK) {
    this.fd = openRegular(path);
    this.size = fstatSync(this.fd).size;
    this.block = Buffer.allocUnsafe(blockSize);
  }

  /** The next token, or null at the end of the document. */
  next(): Token | null {
    while (this.at >= this.tokens.length) {
      if (!this.fill()) return null;
    }
    return this.tokens[this.at++]!;
  }

  /** The next token without consuming it (null at the end). */
  peek(): Token | null {
    while (this.at >= this.tokens.length) {
      if (!this.fill()) return null;
    }
    return this.tokens[this.at]!;
  }

  /** A token that must be there: at the end of the input, the file is truncated. */
  expect(): Token {
    const t = this.next();
    if (t === null) throw new JsonReadError("ends early (the file looks truncated)", this.bytes, "truncated");
    return t;
  }

  /**
   * Assemble the next complete value (at most MAX_DEPTH levels deep, counted from the document's
   * root: `baseDepth` is how deep the value sits, 2 for the entries of a top-level object's array).
   */
  readValue(baseDepth = 0): unknown {
    const asm = new Assembler();
    let depth = 0;
    for (;;) {
      const t = this.expect();
      switch (t.name) {
        case "startObject":
        case "startArray":
          if (++depth + baseDepth > MAX_DEPTH) throw new JsonReadError(`value nested deeper than ${MAX_DEPTH} levels`, this.bytes, "depth");
          break;
        case "endObject":
        case "endArray":
          depth--;
          break;
        default:
      }
      asm.consume(t);
      if (depth === 0 && asm.done) return asm.current;
    }
  }

  /** Skip the next complete value. */
  skipValue(): void {
    let depth = 0;
    do {
      const t = this.expect();
      if (t.name === "startObject" || t.name === "startArray") depth++;
      else if (t.name === "endObject" || t.name === "endArray") depth--;
    } while (depth > 0);
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }

  private fill(): boolean {
    if (this.eof || this.fd === null) return false;
    let n: number;
    try {
      n = readSync(this.fd, this.block, 0, this.block.length, null);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      throw new JsonReadError(code ?? String(e), this.bytes, "io");
    }
    this.tokens = [];
    this.at = 0;
    let out;
    try {
      if (n > 0) {
        this.bytes += n;
        let text = this.decoder.write(this.block.subarray(0, n));
        if (this.first && text !== "") {
          this.first = false;
          if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // a BOM is not part of the JSON text
        }
        out = this.parse(text);
      } else {
        this.eof = true;
        const tail = this.decoder.end();
        if (tail !== "") {
          const more = this.parse(tail.charCodeAt(0) === 0xfeff && this.first ? tail.slice(1) : tail);
          if (more !== none) this.tokens.push(...more.values);
        }
        out = this.parse(none as unknown as string);
      }
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      // The tokenizer's messages start with "Parser cannot parse input: " / "Parser has expected".
      const why = msg.replace(/^Parser cannot parse input: /, "").replace(/^Parser has /, "");
      const atEnd = this.eof || /has expected/.test(msg);
      throw new JsonReadError(atEnd ? `ends early: ${why} (the file looks truncated)` : `is not valid JSON: ${why}`, this.bytes, atEnd ? "truncated" : "syntax");
    }
    if (out !== none) {
      if (this.tokens.length === 0) this.tokens = out.values;
      else for (const t of out.values) this.tokens.push(t);
    }
    return true;
  }
}
