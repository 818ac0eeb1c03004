// VoltAgent's model loops (voltagent.ts says how VoltAgent records them): the final response of
// each loop, its text and tokens from the agent span, placed after the loop's tool steps.
import { type TraceBuilder, markNotCaptured } from "../common.js";
import { abs } from "./attrs.js";
import { type SpanRec, cmpContent, cmpDigits } from "./spans.js";
import { type Built } from "./steps.js";
import { VA_COMPLETION, VA_OUTPUT, VA_PROMPT, tokensOf, voltagentText } from "./voltagent.js";

/** Ancestors walked (hostile parent chains stay linear). */
const MAX_DEPTH = 256;

/**
 * VoltAgent's model loops (above), before the steps are ordered: text, tokens and latency of each
 * loop's step. `parent` is the trace's parent index. Returns the loop steps, for `voltagentOrder`.
 */
export function voltagentLoops(built: Built[], recs: SpanRec[], parent: Int32Array, b: TraceBuilder): Set<Built> {
  const loops = new Set<Built>();
  const agentOf = (i: number): number => {
    for (let p = parent[i]!, d = 0; p >= 0 && d < MAX_DEPTH; p = parent[p]!, d++) if (recs[p]!.kind === "agent" && recs[p]!.conv === "voltagent") return p;
    return -1;
  };
  const models = built.filter((x) => x.step.type === "model_response" && x.rec.conv === "voltagent");
  if (models.length === 0) return loops;
  const byAgent = new Map<number, Built[]>();
  for (const x of models) {
    const a = agentOf(x.idx);
    let l = byAgent.get(a);
    if (!l) byAgent.set(a, (l = []));
    l.push(x);
  }
  // the loops: generations during which a tool of the same agent started (VoltAgent parents the
  // tool spans to the agent's span, beside the generation's)
  const toolStarts = new Map<number, string[]>();
  for (const t of built) {
    if (t.step.type !== "tool_call" || t.rec.conv !== "voltagent" || t.rec.start === undefined) continue;
    const a = agentOf(t.idx);
    let l = toolStarts.get(a);
    if (!l) toolStarts.set(a, (l = []));
    l.push(t.rec.start);
  }
  for (const l of toolStarts.values()) l.sort(cmpDigits);
  const ranTools = (x: Built, a: number): boolean => {
    const l = toolStarts.get(a);
    const { start, end } = x.rec;
    if (!l || start === undefined || end === undefined) return false;
    let lo = 0;
    let hi = l.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cmpDigits(l[mid]!, start) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo < l.length && cmpDigits(l[lo]!, end) <= 0;
  };
  for (const [a, list] of byAgent) {
    const agent = a >= 0 ? recs[a] : undefined;
    // the agent's final output is its last generation's
    const last = list.reduce((m, x) => (cmpEnd(x.rec, m.rec) > 0 ? x : m));
    for (const x of list) {
      const loop = ranTools(x, a);
      if (loop) loops.add(x);
      if (voltagentText(x.rec) === undefined) fillText(x, x === last ? agent : undefined, b);
      if (!loop) continue;
      if (x.step.latency_ms !== undefined) delete x.step.latency_ms;
      const totals = agent !== undefined && list.length === 1 ? tokensOf(agent, VA_PROMPT, VA_COMPLETION, true) : undefined;
      if (totals !== undefined) x.tokens = totals;
      b.note(
        x.rec.p,
        `model_loop_read: VoltAgent records the model's tool loop as one span, without the model's turns or requested calls; one model_response for its final response after the loop's tool steps${totals !== undefined ? ", its tokens the agent span's totals" : ", its tokens the last model call's (llm.usage.*)"}, no latency (the span's duration holds its tools')`,
      );
    }
  }
  return loops;
}

/** By end time (exact digits), then start, then content: never the file position (the same spans
 * re-batched keep their order). */
function cmpEnd(x: SpanRec, y: SpanRec): number {
  return cmpDigits(x.end ?? "0", y.end ?? "0") || cmpDigits(x.start ?? "0", y.start ?? "0") || cmpContent(x, y);
}

/** A generation's text: the agent span's `output` when it is the agent's last generation. */
function fillText(x: Built, agent: SpanRec | undefined, b: TraceBuilder): void {
  const out = agent?.attrs.str(VA_OUTPUT);
  if (agent !== undefined && out !== undefined) {
    x.step.text = out;
    x.fields.push("text", abs(agent.attrs.ptr(VA_OUTPUT), agent.p));
    return;
  }
  delete x.step.text;
  markNotCaptured(x.step, "text");
  b.note(x.rec.p, "output_not_captured: VoltAgent records a generation's output only on its agent span ('output'), for the agent's last generation; text left unset");
}

/** Each loop's step after the tool steps that started during it (`ordered`: the final order, in
 * which those follow it: order.ts places a tool no model call requested after the last model call
 * that started before it). */
export function voltagentOrder(ordered: Built[], loops: Set<Built>): Built[] {
  if (loops.size === 0) return ordered;
  const out = [...ordered];
  for (let k = out.length - 1; k >= 0; k--) {
    const loop = out[k]!;
    if (!loops.has(loop)) continue;
    let to = k;
    while (to + 1 < out.length && during(out[to + 1]!, loop)) to++;
    if (to === k) continue;
    out.splice(k, 1);
    out.splice(to, 0, loop);
  }
  return out;
}

/** x is a VoltAgent tool step that started while `loop` ran. */
function during(x: Built, loop: Built): boolean {
  const s = x.rec.start;
  const { start, end } = loop.rec;
  return x.step.type === "tool_call" && x.rec.conv === "voltagent" && s !== undefined && start !== undefined && end !== undefined && cmpDigits(s, start) >= 0 && cmpDigits(s, end) <= 0;
}
/** The agent name VoltAgent records on its spans (`entity.name` of an agent entity). */
export function voltagentAgentName(r: SpanRec): [string, string] | undefined {
  if (r.conv !== "voltagent" || r.attrs.str("entity.type") !== "agent") return undefined;
  const n = r.attrs.str("entity.name");
  return n !== undefined && n !== "" ? [n, abs(r.attrs.ptr("entity.name"), r.p)] : undefined;
}
