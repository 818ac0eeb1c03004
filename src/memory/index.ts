// Memory-system evaluation traces (docs/memory.md): recognition, lint, replay against a memory
// adapter or recorded results, scoring, findings, verdict. The engine pipeline calls this module.
import { readFileSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";
import { UsageError } from "../errors.js";
import { attachLocations, makeLocator } from "../json/findings.js";
import type { Policy } from "../policy/model.js";
import { DEFAULT_MEMORY_POLICY } from "../policy/memory.js";
import type { Finding, TraceReport } from "../types.js";
import { memFinding } from "./findings.js";
import { lintMemoryDocument } from "./model.js";
import { NdjsonProcess, ProcessFailure } from "./process.js";
import { parseRecordedResults, replayFromResults, replayWithAdapter, type RecordedResults } from "./replay.js";
import { scoreTrace, type Judge, type MemoryDetails, type Replay } from "./score.js";

export { isMemoryDocument } from "./model.js";
export { renderMemoryTableMarkdown } from "./markdown.js";
export { MEMORY_RULES } from "../rules/memory-meta.js";
export { DEFAULT_MEMORY_POLICY, parseMemoryPolicy } from "../policy/memory.js";

export interface MemoryOptions {
  /** Command line of the memory adapter (split without a shell), e.g. "python3 my_memory.py". */
  adapterCommand?: string;
  /** Recorded results file (JSON: trace_id -> query/check index -> output). */
  resultsFile?: string;
  /** Command line of an external semantic judge (same NDJSON style). */
  semanticJudge?: string;
  /** Per-request timeout in ms (default 30000). */
  timeoutMs?: number;
  /** Working directory of the adapter/judge and base of a relative resultsFile (default process.cwd()). */
  cwd?: string;
}

export interface MemoryRunner {
  evaluate(input: { doc: unknown; text: string; uri: string; fileName: string; policy: Policy; failUnder: number }): Promise<TraceReport>;
  close(): Promise<void>;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

function loadResults(file: string, cwd: string): RecordedResults {
  const path = isAbsolute(file) ? file : resolve(cwd, file);
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    throw new UsageError(`memory results ${file}: cannot be read (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (e) {
    throw new UsageError(`memory results ${file}: not valid JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  const r = parseRecordedResults(doc, file);
  if (typeof r === "string") throw new UsageError(r);
  return r;
}

const NOT_SCORED_NOTE =
  "not scored: no memory adapter (--memory-adapter) or results file (--memory-results) was given; the memory trace was validated and linted only";

/** Create a runner. Validates options and reads the results file now (UsageError); starts the adapter lazily. */
export function createMemoryRunner(options: MemoryOptions): MemoryRunner {
  const cwd = options.cwd ?? process.cwd();
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) throw new UsageError(`memory adapter timeout must be a positive number of milliseconds, got ${timeoutMs}`);
  const adapterCmd = options.adapterCommand?.trim() || undefined;
  const judgeCmd = options.semanticJudge?.trim() || undefined;
  if (adapterCmd && options.resultsFile) throw new UsageError("use either --memory-adapter or --memory-results, not both");
  const results = options.resultsFile ? loadResults(options.resultsFile, cwd) : null;
  const adapter = adapterCmd ? new NdjsonProcess(adapterCmd, { label: "memory adapter", cwd, timeoutMs }) : null;
  const judgeProc = judgeCmd ? new NdjsonProcess(judgeCmd, { label: "semantic judge", cwd, timeoutMs }) : null;
  const judge: Judge | undefined = judgeProc
    ? async (expected, output, query) => {
        let resp: Record<string, unknown>;
        try {
          resp = await judgeProc.request({ expected, output, query }, "while judging");
        } catch (e) {
          throw new Error(e instanceof ProcessFailure ? e.message : String(e));
        }
        if (typeof resp.error === "string") throw new Error(`judge answered with an error: ${resp.error}`);
        const s = resp.score;
        if (typeof s !== "number" || !Number.isFinite(s) || s < 0 || s > 1) throw new Error(`judge score must be a number in [0, 1], got ${JSON.stringify(s)}`);
        return s;
      }
    : undefined;
  // One trace at a time: the adapter is a single stateful process.
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  async function evaluateOne(input: Parameters<MemoryRunner["evaluate"]>[0]): Promise<TraceReport> {
    const { doc, text, uri, fileName, policy, failUnder } = input;
    const { trace, findings } = lintMemoryDocument(doc, fileName);
    const mp = policy.memory ?? DEFAULT_MEMORY_POLICY;
    const notes: string[] = [];
    let details: MemoryDetails = { eval_mode: String(trace.eval_mode), category: trace.category, source: "none" };
    let scored = false;
    let score = 0;
    let rawScore = 0;
    const all: Finding[] = [...findings];
    if (!adapter && !results) {
      notes.push(NOT_SCORED_NOTE);
      all.push(memFinding("ARH-MEM-108", `memory trace ${trace.trace_id} was validated but not scored (no --memory-adapter or --memory-results)`, "", null));
    } else if (!trace.scorable) {
      notes.push("not scored: the memory trace is too malformed to replay (see its ARH-MEM-0xx errors)");
    } else {
      let replay: Replay;
      if (results) replay = replayFromResults(trace, results, options.resultsFile!);
      else {
        if (closed) throw new Error("memory runner is closed");
        replay = await replayWithAdapter(trace, adapter!);
      }
      const r = await scoreTrace(trace, replay, mp, results ? "results" : "adapter", judge);
      details = r.details;
      for (const f of r.findings) all.push(f); // never spread an unbounded array
      scored = true;
      score = r.score;
      rawScore = r.rawScore;
    }
    attachLocations(text, uri, all);
    const hasError = all.some((f) => f.severity === "error");
    const report: TraceReport = {
      trace_id: trace.trace_id,
      agent_name: trace.agent_name,
      workflow: String(trace.eval_mode),
      policy_id: policy.policy_id,
      score,
      passed: !hasError && (!scored || rawScore >= failUnder),
      total_latency_ms: 0,
      total_cost_usd: 0,
      citation_coverage: null,
      source_path: uri,
      findings: all,
      kind: "memory",
      source_format: "memory",
      location: makeLocator(text, uri, [""]).locate(""),
      memory: details,
    };
    if (scored) report.category_scores = { memory: score };
    else report.scored = false;
    if (notes.length) report.notes = notes;
    return report;
  }

  return {
    evaluate(input) {
      const run = queue.then(() => evaluateOne(input));
      queue = run.catch(() => undefined);
      return run;
    },
    async close() {
      closed = true;
      await queue.catch(() => undefined);
      await Promise.all([adapter?.close(), judgeProc?.close()]);
    },
  };
}
