// Getting outputs for a memory trace: live replay against the user's adapter (NDJSON protocol, see
// docs/memory-adapter.md) or recorded results (--memory-results).
import type { MemoryTrace } from "./model.js";
import { stepIds } from "./findings.js";
import { NdjsonProcess, ProcessFailure } from "./process.js";
import type { Outcome, Replay } from "./score.js";

const typeName = (v: unknown): string => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);

function answerError(resp: Record<string, unknown>): string | null {
  if (!("error" in resp) || resp.error === null || resp.error === undefined || resp.error === false) return null;
  return typeof resp.error === "string" ? resp.error : JSON.stringify(resp.error);
}

function outputOf(resp: Record<string, unknown>, op: string): Outcome {
  const err = answerError(resp);
  if (err !== null) return { unscorable: `adapter answered the ${op} request with an error: ${err}` };
  if (!("output" in resp)) return { unscorable: `adapter's ${op} answer has no "output" field` };
  const o = resp.output;
  if (o === null || typeof o === "string") return { output: o };
  return { unscorable: `adapter's ${op} output must be a string or null, found ${typeName(o)}` };
}

/** Replay one trace against the adapter. Never throws: a crash, hang or protocol error ends the replay with `failure`. */
export async function replayWithAdapter(trace: MemoryTrace, proc: NdjsonProcess): Promise<Replay> {
  const n = trace.eval_mode === "hit_rate" ? trace.checks.length : trace.queries.length;
  const outcomes: (Outcome | undefined)[] = new Array(n).fill(undefined);
  let pointer = "";
  let step: string | null = null;
  try {
    const reset = await proc.request({ op: "reset", trace_id: trace.trace_id, eval_mode: trace.eval_mode }, `while resetting for trace ${trace.trace_id}`);
    const rerr = answerError(reset);
    if (rerr !== null) return { outcomes, failure: { message: `memory adapter rejected the reset request: ${rerr}`, pointer: "", step_id: null } };
    if (trace.eval_mode === "hit_rate") {
      for (let i = 0; i < trace.checks.length; i++) {
        const c = trace.checks[i]!;
        pointer = c.pointer;
        step = stepIds.check(i);
        if (c.write_input) {
          const w = await proc.request({ op: "write", input: c.write_input, index: i }, `while answering write for check ${i}`);
          const werr = answerError(w);
          if (werr !== null) {
            outcomes[i] = { unscorable: `adapter answered the write request with an error: ${werr}` };
            continue;
          }
        }
        const r = await proc.request({ op: "read", input: c.read_input, index: i }, `while answering read for check ${i}`);
        outcomes[i] = outputOf(r, "read");
      }
    } else {
      for (let i = 0; i < trace.turns.length; i++) {
        const t = trace.turns[i]!;
        pointer = t.pointer;
        step = stepIds.turn(i);
        const a = await proc.request({ op: "ingest", turn: { role: t.role, content: t.content, metadata: t.metadata } }, `while answering ingest for turn ${i}`);
        const err = answerError(a);
        if (err !== null) return { outcomes, failure: { message: `memory adapter rejected the ingest request for turn ${i}: ${err}`, pointer, step_id: step } };
      }
      for (let i = 0; i < trace.queries.length; i++) {
        const q = trace.queries[i]!;
        pointer = q.pointer;
        step = stepIds.query(i);
        const r = await proc.request({ op: "recall", query: q.query, index: i }, `while answering recall for query ${i}`);
        outcomes[i] = outputOf(r, "recall");
      }
    }
    return { outcomes };
  } catch (e) {
    if (e instanceof ProcessFailure) {
      const f = { message: e.message, pointer, step_id: step } as Replay["failure"] & object;
      if (e.stderrTail) f.stderr_tail = e.stderrTail;
      return { outcomes, failure: f };
    }
    throw e;
  }
}

/** Recorded results: trace_id -> (query or check index -> output). */
export type RecordedResults = Map<string, Map<number, string | null>>;

/** Parse a results document; returns an error message naming the offending entry, or the results. */
export function parseRecordedResults(doc: unknown, label: string): RecordedResults | string {
  if (doc === null || typeof doc !== "object" || Array.isArray(doc)) return `memory results ${label}: must be a JSON object mapping trace_id to outputs`;
  const out: RecordedResults = new Map();
  for (const [tid, entry] of Object.entries(doc as Record<string, unknown>)) {
    const m = new Map<number, string | null>();
    if (Array.isArray(entry)) {
      for (let i = 0; i < entry.length; i++) {
        const v = entry[i];
        if (v !== null && typeof v !== "string") return `memory results ${label}: trace '${tid}' entry ${i} must be a string or null, found ${typeName(v)}`;
        m.set(i, v);
      }
    } else if (entry !== null && typeof entry === "object") {
      for (const [k, v] of Object.entries(entry as Record<string, unknown>)) {
        if (!/^(0|[1-9]\d*)$/.test(k)) return `memory results ${label}: trace '${tid}' key '${k}' must be a query/check index (0, 1, ...)`;
        if (v !== null && typeof v !== "string") return `memory results ${label}: trace '${tid}' entry '${k}' must be a string or null, found ${typeName(v)}`;
        m.set(Number(k), v);
      }
    } else return `memory results ${label}: trace '${tid}' must map to an array or an object of outputs, found ${typeName(entry)}`;
    out.set(tid, m);
  }
  return out;
}

export function replayFromResults(trace: MemoryTrace, results: RecordedResults, label: string): Replay {
  const isHit = trace.eval_mode === "hit_rate";
  const n = isHit ? trace.checks.length : trace.queries.length;
  const entry = results.get(trace.trace_id);
  const outcomes: Outcome[] = [];
  for (let i = 0; i < n; i++) {
    if (!entry) outcomes.push({ unscorable: `the results file ${label} has no entry for trace_id ${trace.trace_id}` });
    else if (!entry.has(i)) outcomes.push({ unscorable: `the results file ${label} has no output for ${isHit ? "check" : "query"} ${i} of ${trace.trace_id}` });
    else outcomes.push({ output: entry.get(i)! });
  }
  return { outcomes };
}
