// Strict UTF-8: input files (traces, policies, baselines) are rejected at the first invalid byte,
// never decoded with U+FFFD replacement characters.
import { isUtf8 } from "node:buffer";
import { LineMap } from "../json/locate.js";

/** Offset of the first byte that is not valid UTF-8, or -1. */
export function firstInvalidUtf8(b: Uint8Array): number {
  let i = 0;
  const n = b.length;
  while (i < n) {
    const c = b[i]!;
    if (c < 0x80) {
      i++;
      continue;
    }
    const need = c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : 0;
    if (need === 0) return i;
    const min = need === 1 ? 0x80 : need === 2 ? 0x800 : 0x10000;
    if (i + need >= n) return i;
    let cp = c & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const cc = b[i + k];
      if (cc === undefined || (cc & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (cc & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += need + 1;
  }
  return -1;
}

/** Where the bytes stop being UTF-8 (line and column of the character before which it fails), or null. */
export function invalidUtf8(buf: Uint8Array): { message: string; offset: number; line: number; column: number } | null {
  if (isUtf8(buf)) return null;
  const bad = firstInvalidUtf8(buf);
  const prefix = new TextDecoder("utf-8").decode(buf.subarray(0, Math.max(0, bad)));
  const at = new LineMap(prefix).at(prefix.length);
  return { message: `not UTF-8 text: invalid byte 0x${(buf[bad] ?? 0).toString(16).padStart(2, "0")} at byte offset ${bad}`, offset: bad, line: at.line, column: at.column };
}
