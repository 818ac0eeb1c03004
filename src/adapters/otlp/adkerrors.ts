// ADK tool spans of tools that threw (adk.ts says how ADK records them): the step's failure and
// its text, from the next model call's request.
import { type Obj, type TraceBuilder, get, getStr, isObj } from "../common.js";
import { type Attrs, abs, jsonAttr } from "./attrs.js";
import { ADK_REQUEST, isAdkModel, isBareToolSpan } from "./adk.js";
import { type SpanRec, cmpDigits, cmpRec } from "./spans.js";

interface FailedStep {
  step: Obj;
  rec: SpanRec;
  fields: string[];
}

/**
 * ADK tool spans without attributes are tools that threw (ADK annotates a tool span only when the
 * tool returns). In a trace with ADK model calls each such step is a failure: its error is the
 * `{"error": ...}` response to that tool in the request of the first model call that started after
 * it, when recorded.
 */
export function adkFailedTools(steps: FailedStep[], recs: SpanRec[], b: TraceBuilder): void {
  const models = recs.filter((r) => r.kind === "model" && isAdkModel(r.attrs)).sort(cmpRec);
  if (models.length === 0) return;
  const errors = new Map<SpanRec, Map<string, string[]>>();
  // how many failed spans of each tool took an error of each model call's request so far
  const taken = new Map<SpanRec, Map<string, number>>();
  const failed = steps
    .filter((x) => x.step.type === "tool_call" && x.step.status !== "error" && isBareToolSpan(x.rec.attrs, getStr(x.rec.span, "name") ?? ""))
    .sort((x, y) => cmpRec(x.rec, y.rec));
  const perNext = new Map<SpanRec, Map<string, number>>();
  const nextOf = new Map<FailedStep, SpanRec | undefined>();
  for (const x of failed) {
    // the first model call that started no earlier than the tool (binary search: models in start order)
    let lo = 0;
    let hi = models.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cmpDigits(models[mid]!.start ?? "0", x.rec.start ?? "0") >= 0) hi = mid;
      else lo = mid + 1;
    }
    const next = models[lo];
    nextOf.set(x, next);
    const tool = typeof x.step.tool_name === "string" ? x.step.tool_name : "";
    if (next === undefined) continue;
    let n = perNext.get(next);
    if (!n) perNext.set(next, (n = new Map()));
    n.set(tool, (n.get(tool) ?? 0) + 1);
  }
  for (const x of failed) {
    const tool = typeof x.step.tool_name === "string" ? x.step.tool_name : undefined;
    const next = nextOf.get(x);
    let byTool = next ? errors.get(next) : undefined;
    if (next && byTool === undefined) errors.set(next, (byTool = errorResponses(next.attrs)));
    // The k-th failed span of a tool before a model call takes the k-th of the last errors of that
    // tool in its request (the responses to that turn's calls, in call order): its own text.
    let err: string | undefined;
    if (next && tool !== undefined) {
      const list = byTool?.get(tool) ?? [];
      const count = perNext.get(next)?.get(tool) ?? 1;
      let t = taken.get(next);
      if (!t) taken.set(next, (t = new Map()));
      const k = t.get(tool) ?? 0;
      t.set(tool, k + 1);
      err = list.length >= count ? list[list.length - count + k] : undefined;
    }
    const at = next && err !== undefined ? abs(next.attrs.ptr(ADK_REQUEST), next.p) : "@/name";
    x.step.status = "error";
    x.step.error = err ?? "the tool raised an error (ADK records no attributes or status for it)";
    x.fields.push("status", at, "error", at);
    b.note(x.rec.p, `tool_failed_unrecorded: ADK annotates a tool span only when the tool returns; this one has no attributes, so the tool raised an error${err !== undefined ? " (its text is the error response sent to the next model call)" : ""}`);
  }
}

/** The `{"error": ...}` function responses to each tool in an ADK model call's request, in order. */
function errorResponses(a: Attrs): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const r = jsonAttr(a, ADK_REQUEST);
  const contents = isObj(r) ? get(r, "contents") : undefined;
  if (!Array.isArray(contents)) return out;
  for (const c of contents) {
    const parts = isObj(c) ? get(c, "parts") : undefined;
    if (!Array.isArray(parts)) continue;
    for (const p of parts) {
      const fr = isObj(p) ? get(p, "functionResponse") : undefined;
      const name = isObj(fr) ? getStr(fr, "name") : undefined;
      const resp = isObj(fr) ? get(fr, "response") : undefined;
      const e = isObj(resp) ? get(resp, "error") : undefined;
      if (name === undefined || typeof e !== "string" || e === "") continue;
      let l = out.get(name);
      if (!l) out.set(name, (l = []));
      l.push(e);
    }
  }
  return out;
}
