// A full garbage collection between the phases of a long run (the candidate's validation, then the
// streamed comparison): the validation leaves its garbage in a heap the collector would otherwise
// let grow while the comparison allocates, and the peak memory is the sum of both. Node exposes no
// collector call without `--expose-gc`, which a CLI cannot pass itself; the flag set at run time
// makes `gc` visible to a fresh context. Best effort: where that fails, nothing happens.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/** The collector call, once found (one context made for it per thread, not one per call); false: none to be had. */
let found: (() => void) | false | null = null;

export function collectGarbage(): void {
  try {
    if (found === null) {
      setFlagsFromString("--expose-gc");
      const gc = runInNewContext("gc") as unknown;
      found = typeof gc === "function" ? (gc as () => void) : false;
    }
    if (found) found();
  } catch {
    // no collector call here: the run goes on as it would have
  }
}
