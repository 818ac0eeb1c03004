// Reading a quarantine file (docs/repeats.md) for the shells: bounded, never blocking on a FIFO,
// then parsed by src/scenarios/quarantine.ts. Where the file may come from is the shells' rule:
// the base branch's side only (the baseline artifact, or a path the user vouches for on the CLI).
import { UsageError } from "../errors.js";
import { MAX_QUARANTINE_BYTES, parseQuarantine, type Quarantine } from "../scenarios/quarantine.js";
import { readRegularFile } from "../util/readfile.js";

/** Its name in the baseline artifact, beside report.json. */
export const QUARANTINE_FILE = "quarantine.json";

/** The parsed file and its text (the action copies that text, read once, into the baseline artifact). */
export function readQuarantineFile(path: string, label: string): { quarantine: Quarantine; text: string } {
  const r = readRegularFile(path, MAX_QUARANTINE_BYTES + 1);
  if (!r.ok) throw new UsageError(`quarantine file ${label}: ${r.reason}`);
  if (r.bytes.length > MAX_QUARANTINE_BYTES) throw new UsageError(`quarantine file ${label}: larger than ${MAX_QUARANTINE_BYTES} bytes`);
  const text = r.bytes.toString("utf8");
  return { quarantine: parseQuarantine(text.replace(/^\uFEFF/, ""), label), text };
}
