// CRC-32 (the zip checksum): Node's native `zlib.crc32` (Node >= 20.15 and 22.2), or a table in
// JavaScript on an older Node 20, which has no native one.
import * as zlib from "node:zlib";

type Crc32 = (data: Uint8Array, value?: number) => number;

let table: Uint32Array | null = null;

function crc32Js(data: Uint8Array, value = 0): number {
  if (table === null) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let c = (value ^ 0xffffffff) >>> 0;
  for (let i = 0; i < data.length; i++) c = table[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const native = (zlib as unknown as { crc32?: Crc32 }).crc32;

/** The CRC-32 of `data`, continuing from `value` (the CRC of what came before). */
export const crc32: Crc32 = typeof native === "function" ? (data, value = 0) => native(data, value) >>> 0 : crc32Js;

/** The JavaScript version (tests compare both). */
export const crc32InJs: Crc32 = crc32Js;
