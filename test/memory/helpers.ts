// Test helpers for the memory module.
import { readFileSync, readdirSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { parsePolicy } from "../../src/policy/parse.js";
import type { Policy } from "../../src/policy/model.js";
import type { MemoryRunner } from "../../src/memory/index.js";
import type { TraceReport } from "../../src/types.js";

export const ROOT = resolve(import.meta.dirname, "../..");
export const SAMPLES = join(ROOT, "samples/memory");
export const TRACES = join(SAMPLES, "traces");
export const PY = process.env.PYTHON ?? "python3";

export function policy(memory?: Record<string, unknown>): Policy {
  const doc: Record<string, unknown> = { policy_id: "mem-test" };
  if (memory) doc.memory = memory;
  return parsePolicy(doc);
}

export function sampleFiles(): string[] {
  return readdirSync(TRACES)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => join(TRACES, f));
}

export async function evalFile(runner: MemoryRunner, file: string, pol: Policy = policy(), failUnder = 70): Promise<TraceReport> {
  const text = readFileSync(file, "utf8");
  return runner.evaluate({ doc: JSON.parse(text), text, uri: `samples/memory/traces/${basename(file)}`, fileName: basename(file), policy: pol, failUnder });
}

export async function evalText(runner: MemoryRunner, text: string, fileName = "trace_id_t.json", pol: Policy = policy(), failUnder = 70): Promise<TraceReport> {
  return runner.evaluate({ doc: JSON.parse(text), text, uri: `mem/${fileName}`, fileName, policy: pol, failUnder });
}

/** True while a process with this pid exists. */
export function alive(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
