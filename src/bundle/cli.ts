// The bundle flags of `arh validate` (docs/bundle.md): `--bundle-out DIR|FILE.zip` writes the
// report, the trace files it was made from and the policy as one baseline bundle; `--quarantine F`
// (the base branch's) goes into it too.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { UsageError } from "../errors.js";
import { readQuarantineFile } from "../files/quarantine.js";
import type { Report } from "../types.js";
import type { ScenarioPattern } from "../scenarios/scenario.js";
import { neutralizeWorkflowCommands } from "../util/escape.js";
import { HISTORY_OPTIONS, historyRequest, type HistoryFlags } from "./history.js";

export const BUNDLE_OPTIONS = {
  "bundle-out": { type: "string" },
  quarantine: { type: "string" },
  ...HISTORY_OPTIONS,
} as const;

export interface BundleRequest {
  /** Where the report is written when `--json-out` is not given (a temporary file), else undefined. */
  reportPath: string | undefined;
  /** Writes the bundle (with the history carried forward, docs/trend.md); false when the drift check fails the run. */
  write(o: { reportPath: string; policyText: string; root: string; report: Report; format: string; pattern?: ScenarioPattern | null }): Promise<boolean>;
}

/** The bundle the flags ask for, checked before any trace is read; null without `--bundle-out`. */
export function bundleRequest(values: { "bundle-out"?: string | undefined; quarantine?: string | undefined; "json-out"?: string | undefined; "memory-results"?: string | undefined } & HistoryFlags, sharded: boolean, env: NodeJS.ProcessEnv = {}): BundleRequest | null {
  const out = values["bundle-out"];
  if (out === undefined) {
    if (values.quarantine !== undefined) throw new UsageError("--quarantine is carried in a baseline bundle: pass --bundle-out too");
    if (values["history-from"] !== undefined) throw new UsageError("--history-from carries a history into a baseline bundle: pass --bundle-out too");
    return null;
  }
  if (out === "") throw new UsageError("--bundle-out needs a folder or a .zip file");
  if (sharded) throw new UsageError("--bundle-out cannot be used with --shard: bundle the merged report's run instead");
  if (values.quarantine !== undefined) readQuarantineFile(values.quarantine, values.quarantine); // a bad file stops the run before it starts
  const history = historyRequest(values, env);
  const temp = values["json-out"] === undefined ? mkdtempSync(join(tmpdir(), "arh-bundle-")) : null;
  return {
    reportPath: temp ? join(temp, "report.json") : undefined,
    async write(o) {
      try {
        // loaded when a bundle is written: the zip writer is not part of every validation's startup
        const { writeBundle } = await import("./write.js");
        const h = history ? await history.run(o.reportPath, o.pattern ?? null) : null;
        for (const line of [...(h?.notices ?? []), ...(h?.drifts ?? []).map((d) => `drift: ${d.message}`)]) process.stderr.write(`arh validate: ${h?.failed && line.startsWith("drift:") ? "error" : "warning"}: ${neutralizeWorkflowCommands(line)}\n`);
        await writeBundle({ out, reportPath: o.reportPath, policyText: o.policyText, quarantinePath: values.quarantine, memoryResultsPath: values["memory-results"], root: o.root, sourcePaths: o.report.reports.map((e) => e.source_path), format: o.format, history: h?.text });
        return !h?.failed;
      } finally {
        if (temp) rmSync(temp, { recursive: true, force: true });
      }
    },
  };
}
