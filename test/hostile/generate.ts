// Generators of large hostile inputs for test/hostile/ and `npm run bench`. Sizes are parameters:
// CI uses the small defaults; ARH_HOSTILE_LARGE=1 (and the bench) use the sizes of the original
// adversarial pass.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** True when the large (slow) hostile cases are wanted. */
export const LARGE = process.env.ARH_HOSTILE_LARGE === "1";

/** A policy whose one tool has an argument with an `n`-value enum. */
export function bigEnumPolicy(n: number): Record<string, unknown> {
  const values = Array.from({ length: n }, (_, i) => `value-${i}-${"x".repeat(8)}`);
  return {
    schema_version: "1",
    policy_id: "big-enum",
    allowed_tools: { pick: { required_arguments: { choice: { type: "str", enum: values } } } },
  };
}

/** A canonical trace of `steps` tool calls, each violating the enum of `bigEnumPolicy`. */
export function enumViolatingTrace(steps: number, valueChars = 60): Record<string, unknown> {
  return {
    schema_version: "1",
    trace_id: "enum-violations",
    agent_name: "a",
    workflow: "w",
    steps: Array.from({ length: steps }, (_, i) => ({
      step_id: `s${i}`,
      type: "tool_call",
      tool_name: "pick",
      arguments: { choice: `not-allowed-${i}-`.padEnd(valueChars, "y") },
    })),
  };
}

/** A flat trace of `steps` calls to a tool the policy does not list: one error finding per step. */
export function unlistedToolTrace(steps: number): Record<string, unknown> {
  return {
    schema_version: "1",
    trace_id: "flat",
    agent_name: "a",
    workflow: "w",
    steps: Array.from({ length: steps }, (_, i) => ({ step_id: `s${i}`, type: "tool_call", tool_name: "nope" })),
  };
}

/** A JSON text nested `depth` levels deep (arrays), built without recursion. */
export function deeplyNested(depth: number): string {
  return "[".repeat(depth) + "]".repeat(depth);
}

/** A baseline report whose first entry holds a value nested `depth` levels deep. */
export function deepBaseline(depth: number): string {
  return `{"schema_version":"1","summary":{"total_traces":1,"passed_traces":1,"failed_traces":0,"average_score":100},"reports":[{"trace_id":"t","passed":true,"score":100,"findings":[],"extra":${deeplyNested(depth)}}]}`;
}

/** Write `files` (relative path -> text) under `dir`. */
export function writeTree(dir: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    const p = join(dir, rel);
    mkdirSync(join(p, ".."), { recursive: true });
    writeFileSync(p, text);
  }
}

/**
 * Source of a memory adapter (Node) that starts a grandchild in its own session holding our stdout
 * pipe (`setsid sleep 300 &`), writes that pid to `pidFile`, then answers every request when
 * `answer` is true (or never, to be timed out).
 */
export function escapingAdapter(pidFile: string, answer: boolean): string {
  return `import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createInterface } from "node:readline";
const g = spawn("setsid", ["sleep", "300"], { stdio: ["ignore", "inherit", "inherit"] });
writeFileSync(${JSON.stringify(pidFile)}, String(g.pid));
g.unref();
${answer ? "" : "// "}createInterface({ input: process.stdin }).on("line", (l) => { const m = JSON.parse(l); process.stdout.write(JSON.stringify({ id: m.id, ok: true, output: m.op === "recall" || m.op === "read" ? "nothing" : undefined }) + "\\n"); });
process.stdin.resume();
`;
}

/** The message of the UsageError `fn` throws (fails the test when it throws nothing else). */
export function usageMessageOf(fn: () => unknown, isUsage: (e: unknown) => boolean): string {
  try {
    fn();
  } catch (e) {
    if (!isUsage(e)) throw e;
    return (e as Error).message;
  }
  throw new Error("expected a usage error");
}
