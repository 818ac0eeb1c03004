// Shared by the collect tests: run `arh collect` in-process and capture what it says.
import { runCollectCommand } from "../../src/commands/collect.js";

export async function collect(args: string[], env: Record<string, string | undefined> = {}): Promise<{ code: number; stderr: string }> {
  const write = process.stderr.write.bind(process.stderr);
  const before: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(env)) {
    before[k] = process.env[k];
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  let stderr = "";
  process.stderr.write = ((s: string) => {
    stderr += s;
    return true;
  }) as typeof process.stderr.write;
  try {
    return { code: await runCollectCommand(args), stderr };
  } finally {
    process.stderr.write = write;
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}
