// What `arh validate --shard i/N --partial-out F --commit SHA` adds to a run: the file selection
// and the partial report (src/commands/validate.ts calls these; the flags are parsed there).
import { UsageError } from "../errors.js";
import type { SkippedPath } from "../files/match.js";
import type { Report, TraceReport } from "../types.js";
import { TOOL_NAME, VERSION } from "../version.js";
import { PARTIAL_VERSION, policyDigest } from "./partial.js";
import { parseShard, selectShard, shardOf, type Shard } from "./select.js";
import { PartialWriter } from "./writer.js";

/** A commit id as git prints it (abbreviated or full, SHA-1 or SHA-256). */
export function parseCommit(v: string | undefined, from: string): string | null {
  if (v === undefined || v === "") return null;
  if (!/^[0-9a-fA-F]{4,64}$/.test(v)) throw new UsageError(`${from} must be a hexadecimal commit id, got '${v.length > 80 ? v.slice(0, 80) + "…" : v}'`);
  return v.toLowerCase();
}

export interface ShardRun {
  shard: Shard;
  commit: string | null;
  /** Whether a partial is written (`--partial-out`). */
  readonly partial: boolean;
  /** Keep this shard's files and skipped paths (the same hash splits both). */
  select(files: string[], skipped: SkippedPath[], uriOf: (f: string) => string): { files: string[]; skipped: SkippedPath[] };
  /** Record one entry in the partial (no-op without `--partial-out`). */
  add(e: TraceReport, text?: string): void;
  /** Write the partial after a complete run. */
  finish(report: Report, policyText: string): void;
  abort(): void;
}

/** `covered` without the paths the report lists as skipped. */
function coveredOnly(covered: string[], skipped: readonly SkippedPath[]): string[] {
  const out = new Set(skipped.map((k) => k.path));
  return covered.filter((f) => !out.has(f));
}

/** Null when none of the three flags is given: the run is a plain `arh validate`. */
export function shardRun(flags: { shard?: string; partialOut?: string; commit?: string }, env: NodeJS.ProcessEnv): ShardRun | null {
  if (flags.shard === undefined && flags.partialOut === undefined && flags.commit === undefined) return null;
  const shard = flags.shard === undefined ? { index: 1, total: 1 } : parseShard(flags.shard);
  const commit = flags.commit !== undefined ? parseCommit(flags.commit, "--commit") : parseCommit(env.GITHUB_SHA, "GITHUB_SHA");
  let covered: string[] = [];
  let skippedHere: SkippedPath[] = [];
  const out = flags.partialOut;
  let partial: PartialWriter | null = null;
  return {
    shard,
    commit,
    partial: out !== undefined,
    select(files, skipped, uriOf) {
      if (out !== undefined) partial ??= new PartialWriter(out); // after the usage checks: no side file is left behind
      const mine = selectShard(files, uriOf, shard);
      skippedHere = shard.total === 1 ? skipped : skipped.filter((s) => shardOf(s.path, shard.total) === shard.index);
      covered = mine.map(uriOf);
      return { files: mine, skipped: skippedHere };
    },
    add(e, text) {
      partial?.add(e, text);
    },
    finish(report, policyText) {
      partial?.finish({
        partial_version: PARTIAL_VERSION,
        shard,
        policy_digest: report.policy_digest ?? policyDigest(policyText),
        policy_id: report.policy_id ?? "",
        fail_under: report.fail_under ?? 70,
        tool: { name: TOOL_NAME, version: VERSION },
        commit,
        // the files the run found to be another tool's (engine/pipeline.ts) are skipped, not covered
        skipped: report.skipped ?? skippedHere,
        files: report.skipped ? coveredOnly(covered, report.skipped) : covered,
      });
    },
    abort() {
      partial?.abort();
    },
  };
}
