// Running the commands in-process with stdout and stderr captured.
import { vi } from "vitest";

export interface Run {
  code: number;
  out: string;
  err: string;
}

export async function capture(f: () => Promise<number>): Promise<Run> {
  let out = "";
  let err = "";
  const o = vi.spyOn(process.stdout, "write").mockImplementation((s: string | Uint8Array) => ((out += String(s)), true));
  const e = vi.spyOn(process.stderr, "write").mockImplementation((s: string | Uint8Array) => ((err += String(s)), true));
  try {
    return { code: await f(), out, err };
  } finally {
    o.mockRestore();
    e.mockRestore();
  }
}
