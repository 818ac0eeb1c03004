// Building test archives with yazl, including malicious ones yazl refuses to write directly
// (names are patched in place after writing a benign name of the same length).
import yazl from "yazl";

export interface ZipEntrySpec {
  name: string;
  data: Buffer | string;
  mode?: number;
  compress?: boolean;
}

export function makeZip(entries: ZipEntrySpec[]): Promise<Buffer> {
  const zf = new yazl.ZipFile();
  for (const e of entries) {
    zf.addBuffer(Buffer.isBuffer(e.data) ? e.data : Buffer.from(e.data), e.name, { mode: e.mode ?? 0o100644, compress: e.compress ?? true, mtime: new Date("2026-01-01T00:00:00Z") });
  }
  zf.end();
  return new Promise((res, rej) => {
    const chunks: Buffer[] = [];
    zf.outputStream.on("data", (c: Buffer) => chunks.push(c));
    zf.outputStream.on("end", () => res(Buffer.concat(chunks)));
    zf.outputStream.on("error", rej);
  });
}

/** Replace every occurrence of an entry name (local header and central directory) by another of the same length. */
export function renameInZip(zip: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error("names must have the same length");
  const out = Buffer.from(zip);
  const a = Buffer.from(from);
  const b = Buffer.from(to);
  let i = out.indexOf(a);
  let n = 0;
  while (i >= 0) {
    b.copy(out, i);
    n++;
    i = out.indexOf(a, i + 1);
  }
  if (n === 0) throw new Error("name not found");
  return out;
}

/** A zip whose entry escapes the extraction directory (`../` prefix). */
export async function zipSlip(payload = "owned"): Promise<Buffer> {
  const z = await makeZip([{ name: "report.json", data: "{}" }, { name: "xx/evil.txt", data: payload }]);
  return renameInZip(z, "xx/evil.txt", "../evil.txt");
}
