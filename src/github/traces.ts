// The `traces` input: the same matcher as the CLI (src/files/match.ts), confined to the workspace.
// Every path a pattern meets is validated or comes back in `skipped` with the reason.
import { resolve } from "node:path";
import { matchTraceFiles, type SkippedPath } from "../files/match.js";

export interface ResolvedTraces {
  files: string[];
  /** Matches dropped because they resolve outside the workspace (symlinks, absolute paths). */
  outside: string[];
  /** Every path met and not validated (the `outside` ones included), with the reason. */
  skipped: SkippedPath[];
  /** The files a walk or glob found (a JSON file of no trace format among them is skipped, not failed). */
  walked: ReadonlySet<string>;
}

export async function resolveTraceFiles(patterns: string[], workspace: string): Promise<ResolvedTraces> {
  const ws = resolve(workspace);
  const r = matchTraceFiles(patterns, { cwd: ws, root: ws });
  const outside = r.skipped.filter((s) => s.reason === "resolves outside the workspace").map((s) => resolve(ws, s.path));
  return { files: r.files, outside, skipped: r.skipped, walked: r.walked };
}
