// The fast scanner (src/jsonstream/scanner.ts) against stream-json's reader (reader.ts), walked
// the way report readers walk a file: on every document the reference accepts, the scanner gives
// the same values (or refuses, which sends callers back to the reference); on every document the
// reference refuses, the scanner refuses too. Documents: valid ones, then the same with random
// bytes deleted, inserted or replaced.
import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JsonStreamReader } from "../../src/jsonstream/reader.js";
import { JsonScanner } from "../../src/jsonstream/scanner.js";
import { xorshift } from "../rng.js";

const dir = mkdtempSync(join(tmpdir(), "arh-scanner-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Reader = Pick<JsonStreamReader, "next" | "peek" | "expect" | "readValue" | "skipValue" | "close">;

/** What a report reader takes out of a file: every top-level member, `reports` element by element. */
function walk(r: Reader): string {
  const out: unknown[] = [];
  try {
    if (r.peek()?.name !== "startObject") {
      out.push(["value", r.readValue()]);
    } else {
      r.expect();
      for (;;) {
        const t = r.expect();
        if (t.name === "endObject") break;
        if (t.name !== "keyValue") throw new Error("key expected");
        const key = (t as { value: string }).value;
        if (key === "reports" && r.peek()?.name === "startArray") {
          r.expect();
          const items: unknown[] = [];
          for (;;) {
            if (r.peek()?.name === "endArray") {
              r.expect();
              break;
            }
            items.push(r.readValue(2));
          }
          out.push([key, items]);
        } else if (key === "skip") r.skipValue();
        else out.push([key, r.readValue(1)]);
      }
    }
    if (r.next() !== null) throw new Error("content after the document");
    return JSON.stringify(out);
  } catch {
    return "error";
  } finally {
    r.close();
  }
}

function both(text: string | Buffer, name: string, blocks = [7, 64 * 1024]) {
  const p = join(dir, name);
  writeFileSync(p, text);
  const ref = walk(new JsonStreamReader(p));
  return { ref, fast: blocks.map((b) => walk(new JsonScanner(p, b))) };
}

const rnd = xorshift(0x5ca7);
function value(depth: number): unknown {
  const r = rnd();
  if (depth > 3 || r < 0.3) {
    const k = Math.floor(rnd() * 8);
    return [null, true, false, -0.5e-3, Number("12345678901234567890"), "a\"b\\c\n\u0001", "é😀\ud800", ""][k];
  }
  if (r < 0.6) return Array.from({ length: Math.floor(rnd() * 4) }, () => value(depth + 1));
  const o: Record<string, unknown> = {};
  for (let i = 0; i < Math.floor(rnd() * 4); i++) o[["k", "__proto__", "trace_id", "x\"y", "reports"][Math.floor(rnd() * 5)]!] = value(depth + 1);
  return o;
}

describe("JsonScanner", () => {
  it("reads what stream-json reads, and refuses what it refuses", () => {
    let accepted = 0;
    let refusedBoth = 0;
    for (let n = 0; n < 400; n++) {
      const doc = { schema_version: "1", skip: value(0), reports: Array.from({ length: Math.floor(rnd() * 5) }, () => value(1)), tail: value(0) };
      const text = n % 3 === 0 ? JSON.stringify(doc, null, 2) : JSON.stringify(doc);
      const ok = both(text, `ok-${n}.json`);
      expect(ok.ref).not.toBe("error");
      for (const f of ok.fast) expect(f).toBe(ok.ref);
      accepted++;
      for (let m = 0; m < 6; m++) {
        const chars = [...text];
        const at = Math.floor(rnd() * chars.length);
        const op = rnd();
        const junk = ['"', "\\", "{", "}", "[", "]", ",", ":", " ", "1", "x", "\u0000"][Math.floor(rnd() * 12)]!;
        if (op < 0.33) chars.splice(at, 1);
        else if (op < 0.66) chars.splice(at, 0, junk);
        else chars[at] = junk;
        const bad = both(chars.join(""), `bad-${n}-${m}.json`);
        for (const f of bad.fast) {
          if (bad.ref === "error") expect(f, chars.join("")).toBe("error");
          else if (f !== "error") expect(f).toBe(bad.ref);
        }
        if (bad.ref === "error") refusedBoth++;
      }
    }
    expect(accepted).toBe(400);
    expect(refusedBoth).toBeGreaterThan(500);
  });

  it("handles a BOM, a top-level scalar, invalid UTF-8, and values across many small blocks", () => {
    const cases: (string | Buffer)[] = [
      "\ufeff" + JSON.stringify({ reports: [{ a: 1 }] }),
      "42",
      " \n\"s\" ",
      Buffer.concat([Buffer.from('{"reports": [{"a": "'), Buffer.from([0xff, 0xc3]), Buffer.from('"}]}')]),
      JSON.stringify({ reports: [{ big: "x".repeat(300000) + '\\"' + "y".repeat(1000) }, { n: [1, 2, [3, [4]]] }] }),
      // one long value read in tiny blocks: the reads grow, so the copying stays linear
      JSON.stringify({ reports: [{ long: "z".repeat(8 << 20), deep: Array.from({ length: 20000 }, (_, i) => ({ i })) }] }),
      '{"reports": [1,2,3], "reports": []}',
    ];
    cases.forEach((c, i) => {
      const r = both(c, `edge-${i}.json`, [1, 3, 7, 4096]);
      expect(r.ref).not.toBe("error");
      for (const f of r.fast) expect(f).toBe(r.ref);
    });
  });
});
