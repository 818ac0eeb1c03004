// One canonical trace from the spans of one traceId: the span tree, folded model calls,
// synthesized tool calls, usage totals and the trace's identity.
import { OTLP_SCENARIO_ATTRIBUTE } from "../../scenarios/scenario.js";
import { type AdaptedTraceLike, type Identity, type Obj, TraceBuilder, UNKNOWN, decodeArguments, getStr, isObj } from "../common.js";
import { toolResultsFrom } from "./logs.js";
import { abs } from "./attrs.js";
import { type StableId, type Wrapper } from "./model.js";
import { type Convention, SpanRec, cmpRec } from "./spans.js";
import { orderSteps } from "./order.js";
import { fixNote, stepRef } from "../identity.js";
import { type Built, isError, toolName, callId, toolStep, AGENT_NAME_KEYS, usage, modelStep, type SpanUsage } from "./steps.js";
import { putDetails } from "../usage.js";
import { argumentsFromRequests } from "./requested.js";
import { lcAgentName, lgGraphName, lgSubgraph } from "./langchain.js";
import { adkFailedTools } from "./adkerrors.js";
import { tlSessionNote } from "./traceloop.js";
import { oaHandoffs } from "./handoff.js";
import { ANT_RUNNER_SPAN } from "./anthropic.js";
import { placeEvaluations, withEvaluations } from "./evaluations.js";
import { voltagentAgentName, voltagentLoops, voltagentOrder } from "./voltagentloop.js";
import { assignAgents } from "./agents.js";

/** For each span, the nearest strict ancestor satisfying `pred` (-1 if none). Linear, iterative. */
function nearestAncestor(parent: Int32Array, pred: (i: number) => boolean): Int32Array {
  const n = parent.length;
  const res = new Int32Array(n).fill(-2);
  const mark = new Int32Array(n).fill(-1);
  const path: number[] = [];
  for (let i = 0; i < n; i++) {
    if (res[i] !== -2) continue;
    path.length = 0;
    let cur = i;
    // Walk up until a resolved node, a root, or a cycle.
    for (;;) {
      path.push(cur);
      mark[cur] = i;
      const p = parent[cur]!;
      if (p < 0 || res[p] !== -2 || mark[p] === i) break;
      cur = p;
    }
    for (let x = path.length - 1; x >= 0; x--) {
      const node = path[x]!;
      const p = parent[node]!;
      // p unresolved only for the last node of a parent cycle: treat the cycle as a root.
      res[node] = p < 0 || res[p] === -2 ? -1 : pred(p) ? p : res[p]!;
    }
  }
  return res;
}

/** Some model span has a model span among its ancestors. */
function nestedModel(recs: SpanRec[], parent: Int32Array): boolean {
  for (let i = 0; i < recs.length; i++) {
    if (recs[i]!.kind !== "model") continue;
    for (let p = parent[i]!, guard = 0; p >= 0 && guard < recs.length; p = parent[p]!, guard++) if (recs[p]!.kind === "model") return true;
  }
  return false;
}

export function buildTrace(
  hex: string,
  recs: SpanRec[],
  fileName: string,
  wrapper: Wrapper,
  traceCount: number,
  stableId: StableId,
): AdaptedTraceLike {
  const b = new TraceBuilder("otlp");
  for (const r of recs) {
    if (r.imprecise) b.note(r.p, "timestamp_imprecise: nanosecond timestamps written as JSON numbers beyond 2^53 lose precision; latency left unset");
  }
  const n = recs.length;
  const index = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const id = recs[i]!.spanHex;
    if (id === "") continue;
    if (index.has(id)) b.note(recs[i]!.p, `duplicate_span_id: span id ${id} occurs more than once in the trace`);
    else index.set(id, i);
  }
  const parent = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const ph = recs[i]!.parentHex;
    const j = ph === "" ? -1 : (index.get(ph) ?? -1);
    parent[i] = j === i ? -1 : j;
  }

  // Same tool / model call recorded by two instrumentations (MCP tools/call inside execute_tool,
  // OpenInference inside GenAI...): the descendant merges into its nearest same-kind ancestor.
  const mergedInto = new Int32Array(n).fill(-1);
  const rep = (i: number): number => {
    let x = i;
    let guard = 0;
    while (mergedInto[x]! >= 0 && guard++ < n) x = mergedInto[x]!;
    return x;
  };
  const order = recs.map((_, i) => i).sort((x, y) => cmpRec(recs[x]!, recs[y]!));
  // Merging needs two instrumentations; most traces have one, and skip this work.
  let firstConv: Convention | undefined;
  let mixed = false;
  let models = 0;
  for (const r of recs) {
    if (r.kind !== "tool" && r.kind !== "model") continue;
    if (r.kind === "model") models++;
    if (firstConv === undefined) firstConv = r.conv;
    else if (r.conv !== firstConv) mixed = true;
  }
  // Two of the same convention show as a model span inside a model span (Traceloop's `chat` around
  // the Anthropic SDK's own): a model call makes no model calls, so that is one call recorded twice.
  if (!mixed && models > 1) mixed = nestedModel(recs, parent);
  if (mixed) {
    const isTool = (i: number): boolean => recs[i]!.kind === "tool";
    const isModel = (i: number): boolean => recs[i]!.kind === "model";
    const toolAnc = nearestAncestor(parent, isTool);
    const modelAnc = nearestAncestor(parent, isModel);
    const toolNames: (string | undefined)[] = new Array(n);
    for (let i = 0; i < n; i++) if (recs[i]!.kind === "tool") toolNames[i] = toolName(recs[i]!).name;
    const byCallId = new Map<string, number>();
    for (const i of order) {
      const r = recs[i]!;
      if (r.kind === "tool") {
        const a = toolAnc[i]!;
        if (a >= 0 && recs[a]!.conv !== r.conv && toolNames[a] === toolNames[i] && rep(a) !== i) {
          mergedInto[i] = rep(a);
          continue;
        }
        const cid = callId(r).id;
        if (cid !== undefined) {
          const other = byCallId.get(cid);
          if (other !== undefined && recs[other]!.conv !== r.conv) {
            mergedInto[i] = rep(other);
            continue;
          }
          if (other === undefined) byCallId.set(cid, i);
        }
      } else if (r.kind === "model") {
        const a = modelAnc[i]!;
        if (a >= 0 && rep(a) !== i) mergedInto[i] = rep(a);
      }
    }
  }

  // Build steps in the spans' base order.
  let built: Built[] = [];
  const builtOf = new Int32Array(n).fill(-1);
  let unmappedOther = 0;
  let firstOther: string | undefined;
  for (const i of order) {
    const r = recs[i]!;
    if (r.kind === "tool" || r.kind === "model") {
      if (mergedInto[i]! >= 0) continue;
      const x = r.kind === "tool" ? toolStep(r, b, i) : modelStep(r, b, i);
      builtOf[i] = built.length;
      built.push(x);
    } else if (r.kind === "genai-other") {
      const op = r.attrs.str("gen_ai.operation.name") ?? r.attrs.str("openinference.span.kind") ?? r.attrs.str("ai.operationId") ?? "?";
      b.note(r.p, `span_unmapped: GenAI span '${op}' has no canonical step`);
    } else if (r.kind === "other") {
      unmappedOther++;
      firstOther ??= r.p;
      if (isError(r.span)) b.note(r.p, `span_error_unmapped: span '${getStr(r.span, "name") ?? ""}' failed but is not a tool or model call`);
    }
  }
  if (unmappedOther > 0) b.note(firstOther!, `spans_unmapped: ${unmappedOther} span(s) without GenAI, OpenInference, AI SDK or MCP semantics have no canonical step`);
  // Merged duplicates fill what their representative lacks.
  for (const i of order) {
    if (mergedInto[i]! < 0) continue;
    const k = builtOf[rep(i)]!;
    const r = recs[i]!;
    if (k < 0) continue;
    const target = built[k]!;
    const extra = r.kind === "tool" ? toolStep(r, new TraceBuilder("otlp"), i) : modelStep(r, new TraceBuilder("otlp"), i);
    for (let j = 0; j < extra.fields.length; j += 2) {
      const key = extra.fields[j]!;
      if (target.step[key] === undefined && extra.step[key] !== undefined) {
        target.step[key] = extra.step[key];
        target.fields.push(key, abs(extra.fields[j + 1]!, r.p));
      }
    }
    if (extra.step.status === "error" && target.step.status !== "error") {
      target.step.status = "error";
      if (extra.step.error !== undefined) target.step.error = extra.step.error;
    }
    if (target.tokens === undefined && extra.tokens !== undefined) target.tokens = absTokens(extra.tokens, r.p);
    b.note(r.p, `merged_span: the same ${r.kind === "tool" ? "tool call" : "model call"} as span ${target.rec.spanHex} (${r.conv} vs ${target.rec.conv} instrumentation); counted once`);
  }

  adkFailedTools(built, recs, b);
  oaHandoffs(built, b);
  // a LangGraph multi-agent graph: each step's metadata.agent names the subgraph it ran in
  for (const x of built) {
    const ag = x.rec.conv === "openinference" ? lgSubgraph(x.rec.attrs) : undefined;
    if (ag !== undefined && isObj(x.step.metadata)) x.step.metadata.agent = ag;
  }
  const vaLoops = voltagentLoops(built, recs, parent, b);
  // Each tool step after the model call that requested it (order.ts).
  built = voltagentOrder(orderSteps(built, b), vaLoops);
  // Text-less model calls that requested tools: their tokens go to the requested calls' steps.
  let stepByCallId = callIndex(built);
  if (synthesizeCalls(built, stepByCallId, recs, b) > 0) stepByCallId = callIndex(built);
  argumentsFromRequests(built, b);
  const keep: boolean[] = built.map(() => true);
  let folded = 0;
  let firstFolded = "";
  for (let k = 0; k < built.length; k++) {
    const x = built[k]!;
    if (!x.toolOnly) continue;
    let target = -1;
    for (const id of x.requested ?? []) {
      const t = stepByCallId.get(id);
      if (t !== undefined && built[t]!.tokens === undefined) {
        target = t;
        break;
      }
    }
    if (target >= 0) {
      keep[k] = false;
      if (x.tokens) built[target]!.tokens = absTokens(x.tokens, x.rec.p);
      moveModelCall(x, built[target]!);
      if (folded++ === 0) firstFolded = x.rec.p;
    } else {
      b.note(x.rec.p, "text_not_recorded: model call returned tool calls only and none of them was found as a tool span; kept as a response without text");
    }
  }
  if (folded > 0) {
    b.note(firstFolded, `model_call_folded: ${folded} model call(s) only requested tool calls; each one's tokens, latency and cost are added to the first tool-call step it requested (metadata.model_call keeps the call's own figures)`);
  }

  assignAgents(built, keep, recs, parent); // a multi-agent run: each step's agent (agents.ts)
  for (let k = 0; k < built.length; k++) {
    if (!keep[k]) continue;
    const x = built[k]!;
    if (x.tokens?.input !== undefined) {
      x.step.input_tokens = x.tokens.input;
      x.fields.push("input_tokens", x.tokens.inputPtr!);
    }
    if (x.tokens?.output !== undefined) {
      x.step.output_tokens = x.tokens.output;
      x.fields.push("output_tokens", x.tokens.outputPtr!);
    }
    putDetails(x.step, x.tokens?.details, (p, n) => b.note(abs(p, x.rec.p), n), (name, p) => x.fields.push(name, p));
    b.add(x.step, x.rec.p, x.fields);
  }

  aggregateUsage(recs, parent, b, built, keep, order);
  tlSessionNote(recs, b);

  const evaluations = placeEvaluations(recs, built, keep, rep, (p, m) => b.note(p, m)); // gen_ai.evaluation.result (evaluations.ts)
  return withEvaluations(b.finish(identity(hex, recs, order, parent, stableId, wrapper, traceCount, b), { otlp: { trace_id: hex, ...serviceName(recs) } }), evaluations);
}

function callIndex(built: Built[]): Map<string, number> {
  const m = new Map<string, number>();
  for (let k = 0; k < built.length; k++) {
    const x = built[k]!;
    if (x.step.type === "tool_call" && x.callId !== undefined && !m.has(x.callId)) m.set(x.callId, k);
  }
  return m;
}

/** The model spans to read tool results from: in time order, the spans that made steps before the
 * duplicates merged into them. Two instrumentations record the same result differently (Traceloop
 * a string, the Anthropic SDK text parts): the file's span order must not pick which one. */
function resultSources(built: Built[], recs: SpanRec[]): SpanRec[] {
  const kept = new Set(built.map((x) => x.rec));
  return recs.filter((r) => r.kind === "model").sort((x, y) => Number(!kept.has(x)) - Number(!kept.has(y)) || cmpRec(x, y));
}

/**
 * Model-only instrumentation (no tool spans): a model call whose requested calls match no tool step
 * yields one tool_call step per requested call, right after it, from the call parts of its output;
 * each result is the matching tool message sent to a later model call. Returns the number made.
 */
function synthesizeCalls(built: Built[], byId: Map<string, number>, recs: SpanRec[], b: TraceBuilder): number {
  let made = 0;
  let results: Map<string, { output: unknown; ptr: string }> | undefined;
  let firstAt = "";
  for (let k = built.length - 1; k >= 0; k--) {
    const x = built[k]!;
    const ids = x.requested ?? [];
    if (ids.length === 0 || ids.some((id) => byId.has(id))) continue;
    results ??= toolResultsFrom(resultSources(built, recs).map((r) => ({ attrs: r.attrs, base: r.p, logs: r.logs })));
    const at = abs(x.outputPtr ?? "@", x.rec.p);
    const made1: Built[] = [];
    for (let j = 0; j < ids.length; j++) {
      const id = ids[j]!;
      const step: Obj = { step_id: id, type: "tool_call" };
      const fields = ["step_id", at];
      const name = x.requestedNames?.[j];
      if (name !== undefined) {
        step.tool_name = name;
        fields.push("tool_name", at);
      } else b.note(at, `tool_name_missing: requested tool call '${id}' records no tool name`);
      const args = decodeArguments(x.requestedArgs?.[j], at, b, step);
      if (args.value !== undefined) {
        step.arguments = args.value;
        fields.push("arguments", at);
      }
      const res = results.get(id);
      if (res !== undefined) {
        step.output = res.output;
        fields.push("output", res.ptr);
      }
      step.metadata = { span_id: x.rec.spanHex, span_name: getStr(x.rec.span, "name") ?? "", synthesized: true, ...(isObj(step.metadata) ? step.metadata : {}) };
      made1.push({ step, rec: x.rec, idx: x.idx, fields, synthesized: true, callId: id });
    }
    built.splice(k + 1, 0, ...made1);
    made += made1.length;
    firstAt = at;
  }
  if (made > 0) {
    const spans = built.filter((x) => x.step.type === "tool_call" && !x.synthesized).length;
    b.note(
      firstAt,
      `tool_call_synthesized: ${spans === 0 ? "no tool spans" : `no tool span of the ${spans} in the trace ran them`}; ${made} tool call(s) made from the tool-call parts of the model calls' output messages, results from the tool messages sent to the next call (no latency or error status: those are recorded only by tool spans)`,
    );
  }
  return made;
}

/** A folded model call's latency and cost move to the tool-call step that carries its tokens, so
 * budgets still see the time and money it took; the call's own figures stay in metadata.model_call. */
function moveModelCall(from: Built, to: Built): void {
  const f = from.step;
  const s = to.step;
  const mc: Obj = { span_id: from.rec.spanHex };
  if (isObj(f.metadata) && typeof f.metadata.model === "string") mc.model = f.metadata.model; // what pricing matches
  if (typeof f.latency_ms === "number") {
    mc.latency_ms = f.latency_ms;
    s.latency_ms = addFigures(s.latency_ms, f.latency_ms);
  }
  if (typeof f.cost_usd === "number") {
    mc.cost_usd = f.cost_usd;
    s.cost_usd = addFigures(s.cost_usd, f.cost_usd);
    for (let j = from.fields.length - 2; j >= 0; j -= 2) {
      if (from.fields[j] === "cost_usd") {
        to.fields.push("cost_usd", abs(from.fields[j + 1]!, from.rec.p));
        break;
      }
    }
  }
  const meta = isObj(s.metadata) ? s.metadata : (s.metadata = {});
  meta.model_call = mc;
}

/** a + b without binary-fraction noise (0.1 + 0.2 is 0.3); a may be unset. */
function addFigures(a: unknown, b: number): number {
  return typeof a === "number" ? Number((a + b).toPrecision(12)) : b;
}

type Tokens = SpanUsage;

/** Token pointers made absolute (the tokens move to a step of another span). */
function absTokens(t: Tokens, spanPtr: string): Tokens {
  const out: Tokens = { ...t };
  if (t.inputPtr !== undefined) out.inputPtr = abs(t.inputPtr, spanPtr);
  if (t.outputPtr !== undefined) out.outputPtr = abs(t.outputPtr, spanPtr);
  if (t.details) out.details = t.details.map((d) => ({ ...d, ptr: abs(d.ptr, spanPtr) }));
  return out;
}

function serviceName(recs: SpanRec[]): Obj {
  const s = recs[0]?.res.str("service.name");
  return s === undefined ? {} : { service_name: s };
}

/** invoke_agent / AGENT / CHAIN / AI SDK outer spans aggregate their children's usage: never add it
 * twice. Only when no step of the trace records tokens do the outermost aggregates' totals land on
 * their last descendant step. */
function aggregateUsage(recs: SpanRec[], parent: Int32Array, b: TraceBuilder, built: Built[], keep: boolean[], order: number[]): void {
  const isAgg = (i: number): boolean => recs[i]!.kind === "agent" || recs[i]!.kind === "aggregate";
  const aggs: number[] = [];
  for (const i of order) {
    if (!isAgg(i)) continue;
    const u = usage(recs[i]!);
    if (u.input !== undefined || u.output !== undefined) aggs.push(i);
  }
  if (aggs.length === 0) return;
  const anyTokens = b.steps.some((s) => s.input_tokens !== undefined || s.output_tokens !== undefined);
  if (anyTokens) {
    for (const i of aggs) b.note(recs[i]!.p, "aggregate_usage_not_added: the span's token totals aggregate its model calls, which are already counted");
    return;
  }
  const aggAnc = nearestAncestor(parent, isAgg);
  const lastStepOf = new Map<number, number>();
  let stepIdx = 0;
  for (let k = 0; k < built.length; k++) {
    if (!keep[k]) continue;
    // outermost aggregate ancestor of this step's span
    let i = built[k]!.idx;
    let outer = -1;
    let guard = 0;
    while (i >= 0 && guard++ < recs.length) {
      const up = aggAnc[i]!;
      if (up < 0) break;
      outer = up;
      i = up;
    }
    if (outer >= 0) lastStepOf.set(outer, stepIdx);
    stepIdx++;
  }
  for (const i of aggs) {
    if (aggAnc[i]! >= 0) continue; // nested aggregate: its outer one carries the total
    const u = usage(recs[i]!, (p, n) => b.note(abs(p, recs[i]!.p), n));
    const k = lastStepOf.get(i);
    if (k === undefined) {
      b.note(recs[i]!.p, "usage_not_attributed: aggregate span records tokens but has no step to carry them");
      continue;
    }
    b.applyUsage(k, absTokens(u, recs[i]!.p), recs[i]!.p, "the aggregate span's usage");
    b.note(recs[i]!.p, `aggregate_usage_attributed: no model call records tokens; the span's totals are recorded on step ${stepRef(k)}`);
  }
}

function identity(
  hex: string,
  recs: SpanRec[],
  order: number[],
  parent: Int32Array,
  stableId: StableId,
  w: Wrapper,
  traceCount: number,
  b: TraceBuilder,
): Identity {
  let root = order[0]!;
  for (const i of order) {
    if (parent[i]! < 0) {
      root = i;
      break;
    }
  }
  const rr = recs[root]!;
  const fieldPtrs = new Map<string, string>();
  const named = (key: string): [string, string] | undefined => {
    const v = rr.attrs.str(key);
    if (v !== undefined && v !== "") return [v, abs(rr.attrs.ptr(key), rr.p)];
    const rv = rr.res.str(key);
    if (rv !== undefined && rv !== "") return [rv, rr.res.ptr(key)];
    return undefined;
  };
  // trace_id: the wrapper's, else one the run recorded (src/adapters/identity.ts), else derived
  let trace_id: string;
  const rec = stableId.ident.recorded;
  if (w.trace_id !== undefined) {
    trace_id = traceCount > 1 ? `${w.trace_id}-${stableId.suffix}` : w.trace_id;
    fieldPtrs.set("trace_id", "/trace_id");
    if (traceCount > 1) b.note("/trace_id", `trace_id_suffixed: the file holds ${traceCount} traces; the wrapper trace_id is suffixed with each trace's own id`);
  } else if (rec) {
    trace_id = rec.id;
    const r = recs[rec.span]!;
    fieldPtrs.set("trace_id", rec.onResource ? r.res.ptr(rec.key) : abs(r.attrs.ptr(rec.key), r.p));
  } else {
    trace_id = stableId.id;
    fieldPtrs.set("trace_id", hex === "" ? rr.p : `${rr.p}/traceId`);
    const from = stableId.ident.inputFrom === undefined ? "the root span name (no input recorded)" : `the root span name and a digest of the first user message (${stableId.ident.inputFrom})`;
    const how = traceCount === 1 ? (stableId.derived !== undefined && trace_id.startsWith(stableId.ident.base) ? `the file stem, as arh collect derives it from ${from}` : "the file stem") : `the file stem and ${from}`;
    b.note(
      rr.p,
      `trace_id_not_recorded: no arh.trace_id recorded (the OTLP trace id changes every run); ${how}: '${trace_id.length > 100 ? `${trace_id.slice(0, 99)}…` : trace_id}'${fixNote(stableId.ident.library)}`,
    );
  }
  // agent_name
  let agent_name: string | undefined;
  if (w.agent_name !== undefined) {
    agent_name = w.agent_name;
    fieldPtrs.set("agent_name", "/agent_name");
  } else {
    const an = named("arh.agent_name");
    if (an) {
      agent_name = an[0];
      fieldPtrs.set("agent_name", an[1]);
    } else {
      for (const i of order) {
        const r = recs[i]!;
        if (r.kind !== "agent") continue;
        const va = voltagentAgentName(r);
        if (va) {
          [agent_name] = va;
          fieldPtrs.set("agent_name", va[1]);
          break;
        }
        const k = r.attrs.first(AGENT_NAME_KEYS);
        const v = k === undefined ? undefined : r.attrs.str(k);
        if (v !== undefined && v !== "") {
          agent_name = v;
          fieldPtrs.set("agent_name", abs(r.attrs.ptr(k!), r.p));
          break;
        }
      }
      if (agent_name === undefined) {
        const fb = agentFallback(recs, order, parent, rr);
        if (fb) {
          agent_name = fb[0];
          fieldPtrs.set("agent_name", fb[1]);
        }
      }
    }
  }
  if (agent_name === undefined) {
    agent_name = UNKNOWN;
    b.note(
      rr.p,
      "agent_name_not_recorded: no arh.agent_name, gen_ai.agent.name, ai.telemetry.functionId, named agent span or service.name; set to 'unknown'",
    );
  }
  let workflow: string;
  const wn = named("arh.workflow");
  if (w.workflow !== undefined) {
    workflow = w.workflow;
    fieldPtrs.set("workflow", "/workflow");
  } else if (wn) {
    workflow = wn[0];
    fieldPtrs.set("workflow", wn[1]);
  } else {
    workflow = UNKNOWN;
    b.note(rr.p, "workflow_not_recorded: no arh.workflow attribute on the resource or root span; set to 'unknown'");
  }
  const id: Identity = { trace_id, agent_name, workflow, root: rr.p, stepsPtr: rr.p, fieldPtrs };
  if (w.metadata) {
    id.metadata = w.metadata;
    id.metadataPtr = "/metadata";
  }
  // The scenario of repeated runs (docs/repeats.md): the wrapper's metadata.scenario wins.
  const sn = named(OTLP_SCENARIO_ATTRIBUTE);
  if (sn && !(id.metadata && Object.hasOwn(id.metadata, "scenario"))) id.metadata = { ...(id.metadata ?? {}), scenario: sn[0] };
  return id;
}

/** agent_name when no span names an agent: resource gen_ai.agent.name, the AI SDK's
 * ai.telemetry.functionId, an agent span's own name, the resource's service.name (not the SDK
 * default "unknown_service..."). The agent span is the one nearest above the first model or tool
 * call: frameworks wrap the agent in spans of the run (the OpenAI Agents SDK's AGENT span named by
 * the trace's workflow name, "Agent workflow" unless set), which name the run, not the agent. */
function agentFallback(recs: SpanRec[], order: number[], parent: Int32Array, rr: SpanRec): [string, string] | undefined {
  const ra = rr.res.str("gen_ai.agent.name");
  if (ra !== undefined && ra !== "") return [ra, rr.res.ptr("gen_ai.agent.name")];
  for (const i of order) {
    const r = recs[i]!;
    const f = r.attrs.str("ai.telemetry.functionId");
    if (f !== undefined && f !== "") return [f, abs(r.attrs.ptr("ai.telemetry.functionId"), r.p)];
  }
  const agentName = (i: number): [string, string] | undefined => {
    const r = recs[i]!;
    let name = (getStr(r.span, "name") ?? "").trim();
    if (name.startsWith("invoke_agent")) name = name.slice("invoke_agent".length).trim();
    if (name === ANT_RUNNER_SPAN) return undefined; // names the SDK's operation (anthropic.ts)
    return name !== "" ? [name, `${r.p}/name`] : undefined;
  };
  const firstCall = order.find((i) => recs[i]!.kind === "model" || recs[i]!.kind === "tool");
  const lc = firstCall === undefined ? undefined : lcAgentName(recs[firstCall]!.attrs);
  if (lc !== undefined) return [lc, abs(recs[firstCall!]!.attrs.ptr("metadata"), recs[firstCall!]!.p)];
  // LangGraph: the subgraph (agent) the first call ran in, else the invoked graph's own name
  const lg = firstCall === undefined || recs[firstCall]!.conv !== "openinference" ? undefined : lgSubgraph(recs[firstCall]!.attrs);
  if (lg !== undefined) return [lg, abs(recs[firstCall!]!.attrs.ptr("metadata"), recs[firstCall!]!.p)];
  const graph = rr.conv === "openinference" ? lgGraphName(rr.attrs, getStr(rr.span, "name") ?? "") : undefined;
  if (graph !== undefined) return [graph, `${rr.p}/name`];
  for (let i = firstCall === undefined ? -1 : parent[firstCall]!, guard = 0; i >= 0 && guard < recs.length; i = parent[i]!, guard++) {
    const found = recs[i]!.kind === "agent" ? agentName(i) : undefined;
    if (found) return found;
  }
  for (const i of order) {
    const found = recs[i]!.kind === "agent" ? agentName(i) : undefined;
    if (found) return found;
  }
  const sn = rr.res.str("service.name");
  if (sn !== undefined && sn !== "" && !sn.startsWith("unknown_service")) return [sn, rr.res.ptr("service.name")];
  return undefined;
}

export type { Built } from "./steps.js";
