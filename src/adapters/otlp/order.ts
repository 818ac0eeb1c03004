// The order of a trace's steps: each tool step right after the model call that requested it, in
// the order of that call's request list, as the same conversation reads as a transcript. Span
// start and end times only order the model calls (one after the other in an agent loop) and the
// tool spans no model call requested: they are not precise enough for the rest (millisecond
// clocks make a tool span start in the same tick as the next model call; parallel tools start
// together and end in any order). Tool spans placed by time are grouped by what the clock can
// prove (byClock below).
import { canonicalPrefix } from "../../util/canonical.js";
import { type TraceBuilder, isObj } from "../common.js";
import { abs } from "./attrs.js";
import { type Built } from "./steps.js";
import { cmpContent, cmpDigits, precisionNs } from "./spans.js";
import { UNRECORDED_ID } from "./adk.js";

interface Request {
  /** position of the requesting model step in the model list */
  model: number;
  /** position in that call's request list */
  j: number;
  id: string;
  name: string | undefined;
  /** canonical JSON of the recorded arguments (undefined when not recorded or not JSON) */
  args: string | undefined;
  /** the built index of the tool step that ran it, -1 while none */
  claimed: number;
  /** absolute pointer of the model call's output */
  at: string;
}

const MAX_ARGS_KEY = 8192;
/** Requests of a tool name looked at for the same arguments, past the first free one. */
const MAX_SCAN = 64;

/** Canonical JSON of arguments (an object or a JSON string), bounded; undefined when unusable. */
function argsKey(v: unknown): string | undefined {
  let x = v;
  if (typeof x === "string") {
    try {
      x = JSON.parse(x);
    } catch {
      return undefined;
    }
  }
  if (!isObj(x)) return undefined;
  try {
    return canonicalPrefix(x, MAX_ARGS_KEY);
  } catch {
    return undefined; // nested too deep: no key, matched by name alone
  }
}

/** a starts no later than b (a missing start time never rules a match out). */
function startsNoLater(a: Built, b: Built): boolean {
  const x = a.rec.start;
  const y = b.rec.start;
  return x === undefined || y === undefined || cmpDigits(x, y) <= 0;
}

/** The latest instant a step's span can have ended: its end (else start) plus its clock's
 * precision, as a double (for the fast comparison) and exactly (digits). */
interface Reach {
  num: number;
  base: string;
  p: number;
  /** base + p, computed when the doubles are too close to tell */
  exact?: string;
}

function reach(x: Built): Reach {
  const r = x.rec;
  const p = Math.max(precisionNs(r.start), precisionNs(r.end));
  return { num: (r.end !== undefined ? r.endNum : r.startNum) + p, base: r.end ?? r.start ?? "0", p };
}

const digitsOf = (r: Reach): string => (r.exact ??= (BigInt(r.base) + BigInt(r.p)).toString());

/** Doubles of nanosecond timestamps are off by at most a few hundred ns: beyond this margin their
 * comparison is exact, within it the digits decide. */
const MARGIN_NS = 4096;

/** x started at or after `until`. */
function startsFrom(x: Built, until: Reach): boolean {
  const d = x.rec.startNum - until.num;
  if (d > MARGIN_NS) return true;
  if (d < -MARGIN_NS) return false;
  return cmpDigits(x.rec.start ?? "0", digitsOf(until)) >= 0;
}

/** a reaches later than b. */
function later(a: Reach, b: Reach): boolean {
  const d = a.num - b.num;
  return d > MARGIN_NS || (d >= -MARGIN_NS && cmpDigits(digitsOf(a), digitsOf(b)) > 0);
}

const spanName = (x: Built): string => (typeof x.rec.span.name === "string" ? x.rec.span.name : "");

/** Between spans the clock cannot order: by span name, a failed call before a successful one of
 * the same name (a retry, never a call made again after it succeeded: the clock proves neither),
 * then by recorded content. */
function cmpUntimed(x: Built, y: Built): number {
  const nx = spanName(x);
  const ny = spanName(y);
  if (nx !== ny) return nx < ny ? -1 : 1;
  const ex = x.step.status === "error" ? 0 : 1;
  const ey = y.step.status === "error" ? 0 : 1;
  return ex - ey || cmpContent(x.rec, y.rec);
}

/**
 * Tool steps placed by time (in start order) in an order two runs of the same behaviour share.
 * The OpenTelemetry JS SDK records a span's start to the millisecond (`Date.now()`) and its end as
 * that start plus the measured duration: two calls run one after the other within a millisecond
 * start in the same millisecond in one run and 1 ms apart in the next, and their recorded ends say
 * nothing of which ran first. So the steps form groups: a step joins the group before it unless it
 * started after every step of the group had certainly ended (end plus the clock's precision, read
 * from the timestamps' trailing zeros: 1 ms for whole milliseconds). Groups keep their time order;
 * within a group of several (calls the clock cannot order, or overlapping calls) the order is by
 * span name and content (cmpUntimed), noted `tool_order_by_content`. A group holding a span and
 * its child span keeps the start order, a parent before its children on a tie.
 */
/** Ancestors counted for a parent-before-child tie (hostile chains stay linear). */
const MAX_DEPTH = 64;

function byClock(list: Built[], b: TraceBuilder): Built[] {
  if (list.length < 2) return list;
  const out: Built[] = [];
  let group: Built[] = [];
  let until: Reach = { num: 0, base: "0", p: 0 };
  const flush = (): void => {
    if (group.length > 1) {
      const byId = new Map<string, Built>();
      for (const x of group) if (x.rec.spanHex !== "") byId.set(x.rec.spanHex, x);
      if (group.some((x) => byId.has(x.rec.parentHex))) {
        // nested: by start, a parent before its children (the base order among equals)
        const depth = new Map<Built, number>();
        for (const x of group) {
          let d = 0;
          for (let p = byId.get(x.rec.parentHex); p !== undefined && d < MAX_DEPTH; p = byId.get(p.rec.parentHex)) d++;
          depth.set(x, d);
        }
        group.sort((x, y) => cmpDigits(x.rec.start ?? "0", y.rec.start ?? "0") || depth.get(x)! - depth.get(y)!);
      } else {
        group.sort(cmpUntimed);
        b.note(
          group[0]!.rec.p,
          `tool_order_by_content: ${group.length} tool spans no model call requested ran within the clock's precision of one another or overlapped; ordered by tool name and recorded content, not by start time`,
        );
      }
    }
    for (const x of group) out.push(x);
    group = [];
  };
  for (const x of list) {
    if (group.length > 0 && startsFrom(x, until)) flush();
    const r = reach(x);
    if (group.length === 0 || later(r, until)) until = r;
    group.push(x);
  }
  flush();
  return out;
}

/**
 * The steps in their final order (`built` is in the spans' base order). Tool steps are matched to
 * the requests of the model calls: by call id, else (OpenInference `traceTool` spans record none)
 * by tool name, preferring a request with the same arguments, among the requests of model calls
 * that started no later than the tool; a step matched by name takes the request's call id. A tool
 * step no model call requested (all of them when none records requests) keeps its place by time:
 * after the last model call that started before it (assemble), among such steps by byClock.
 * Located notes: a call id requested twice or run twice, a tool span no call requested, and a
 * requested call that never ran while others of the same model call did.
 */
export function orderSteps(built: Built[], b: TraceBuilder): Built[] {
  const models: number[] = [];
  const requests: Request[][] = [];
  const byId = new Map<string, Request>();
  const byName = new Map<string, Request[]>();
  let anyRequest = false;
  for (let k = 0; k < built.length; k++) {
    const x = built[k]!;
    if (x.step.type !== "model_response") continue;
    const list: Request[] = [];
    const at = abs(x.outputPtr ?? "@", x.rec.p);
    const ids = x.requested ?? [];
    for (let j = 0; j < ids.length; j++) {
      const id = ids[j]!;
      const req: Request = { model: models.length, j, id, name: x.requestedNames?.[j], args: argsKey(x.requestedArgs?.[j]), claimed: -1, at };
      list.push(req);
      anyRequest = true;
      if (byId.has(id)) {
        b.note(at, `duplicate_call_id: call id '${id}' was already requested by an earlier model call; tool spans match the first request`);
        continue;
      }
      byId.set(id, req);
      if (req.name !== undefined) {
        let same = byName.get(req.name);
        if (!same) byName.set(req.name, (same = []));
        same.push(req);
      }
    }
    models.push(k);
    requests.push(list);
  }
  const matched = new Map<number, Request>();
  const unmatched: number[] = [];
  if (!anyRequest) {
    // nothing requested: every tool step is placed by time
    for (let k = 0; k < built.length; k++) if (built[k]!.step.type === "tool_call") unmatched.push(k);
  } else matchRequests(built, b, byId, byName, models, requests, matched, unmatched);
  return assemble(built, b, models, requests, matched, unmatched);
}

/** Tool steps matched to requests (by call id, then by name and arguments), with the notes of
 * orderSteps; the steps no request matches go to `unmatched`. */
function matchRequests(
  built: Built[],
  b: TraceBuilder,
  byId: Map<string, Request>,
  byName: Map<string, Request[]>,
  models: number[],
  requests: Request[][],
  matched: Map<number, Request>,
  unmatched: number[],
): void {
  // By call id first, so that a name match never takes a request another span ran by id.
  for (let k = 0; k < built.length; k++) {
    const x = built[k]!;
    if (x.step.type !== "tool_call" || x.callId === undefined) continue;
    const req = byId.get(x.callId);
    if (req === undefined) continue;
    if (req.claimed >= 0) {
      b.note(x.rec.p, `duplicate_call_id: call id '${x.callId}' is recorded by an earlier tool span too; this one is placed by its start time`);
      continue;
    }
    req.claimed = k;
    matched.set(k, req);
  }
  const firstFree = new Map<string, number>();
  for (let k = 0; k < built.length; k++) {
    const x = built[k]!;
    if (x.step.type !== "tool_call" || matched.has(k)) continue;
    const name = typeof x.step.tool_name === "string" ? x.step.tool_name : undefined;
    let pick: Request | undefined;
    // A recorded call id no model call requested (ADK makes its ids after the model output is
    // recorded) matches by name only a request whose output recorded no id (adk.ts).
    const unrecordedOnly = x.callId !== undefined && !byId.has(x.callId);
    if ((x.callId === undefined || unrecordedOnly) && name !== undefined) {
      const args = argsKey(x.step.arguments);
      const same = byName.get(name) ?? [];
      // Claimed requests at the front are skipped for good; past the first free one, at most
      // MAX_SCAN more are looked at for the same arguments (hostile traces stay linear).
      let from = firstFree.get(name) ?? 0;
      while (from < same.length && same[from]!.claimed >= 0) from++;
      firstFree.set(name, from);
      for (let q = from; q < same.length && q - from <= MAX_SCAN; q++) {
        const req = same[q]!;
        if (req.claimed >= 0 || (unrecordedOnly && !req.id.startsWith(UNRECORDED_ID))) continue;
        if (!startsNoLater(built[models[req.model]!]!, x)) break; // requests are in model start order
        if (args !== undefined && req.args === args) {
          pick = req;
          break;
        }
        pick ??= req;
      }
    }
    if (pick === undefined) {
      unmatched.push(k);
      const what = x.callId !== undefined ? `call id '${x.callId}'` : `tool '${name ?? "?"}'`;
      b.note(x.rec.p, `call_not_requested: no model call requested this tool span's ${what}; placed by its start time`);
      continue;
    }
    pick.claimed = k;
    matched.set(k, pick);
    x.callId = pick.id;
    // a placeholder id names nothing in the file: the step keeps the id it recorded
    if (!pick.id.startsWith(UNRECORDED_ID)) {
      x.step.step_id = pick.id;
      x.fields.push("step_id", pick.at);
    }
  }
  for (const list of requests) {
    if (!list.some((r) => r.claimed >= 0)) continue; // none ran: model-only instrumentation (build.ts)
    for (const r of list) {
      if (r.claimed >= 0 || byId.get(r.id) !== r) continue;
      b.note(r.at, `requested_call_not_run: the model call requested '${r.name ?? "?"}' (call id '${r.id}'), which no tool span records; no step is made for it`);
    }
  }

}

/** The instant by which a span had certainly started: its start plus its clock's precision. */
function certainStart(x: Built): string {
  const s = x.rec.start ?? "0";
  const p = precisionNs(x.rec.start);
  return p === 1 ? s : (BigInt(s) + BigInt(p)).toString();
}

/** The span may have ended before `instant` (its recorded end is no later than its true end). */
function couldEndBy(x: Built, instant: string): boolean {
  return x.rec.end === undefined || cmpDigits(x.rec.end, instant) < 0;
}

/** The final order: each model step, the tool steps it requested in its request order, then the
 * tool steps placed by time after it (byClock). */
function assemble(built: Built[], b: TraceBuilder, models: number[], requests: Request[][], matched: Map<number, Request>, unmatched: number[]): Built[] {
  // Slots: -1 before the first model call, then one per model call: the last that started no
  // later than the tool step (the model steps are in start order: a binary search), unless the
  // clock cannot tell which started first and the model call cannot have ended before the tool
  // step started. A tool span inside a model span (google-genai's automatic function calling)
  // started after it.
  const certain = models.map((k) => certainStart(built[k]!));
  const modelOf = new Map<string, number>();
  for (let m = 0; m < models.length; m++) {
    const h = built[models[m]!]!.rec.spanHex;
    if (h !== "" && !modelOf.has(h)) modelOf.set(h, m);
  }
  const slot = (x: Built): number => {
    const t = x.rec.start ?? "0";
    let lo = 0;
    let hi = models.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cmpDigits(built[models[mid]!]!.rec.start ?? "0", t) <= 0) lo = mid + 1;
      else hi = mid;
    }
    // A model call that may have started after the tool step (the same millisecond) and cannot
    // have ended before it started (it ran for longer) came after it.
    let m = lo - 1;
    const from = certainStart(x);
    for (let guard = 0; m >= 0 && guard < MAX_SCAN && cmpDigits(certain[m]!, t) > 0 && !couldEndBy(built[models[m]!]!, from); guard++) m--;
    return Math.max(m, modelOf.get(x.rec.parentHex) ?? -1);
  };
  const loose = new Map<number, number[]>();
  for (const k of unmatched) {
    const s = slot(built[k]!);
    let l = loose.get(s);
    if (!l) loose.set(s, (l = []));
    l.push(k);
  }
  const rest: number[] = []; // steps that are neither model nor tool steps: none today, kept in place
  for (let k = 0; k < built.length; k++) {
    const t = built[k]!.step.type;
    if (t !== "model_response" && t !== "tool_call") rest.push(k);
  }
  const out: Built[] = [];
  for (const x of byClock((loose.get(-1) ?? []).map((k) => built[k]!), b)) out.push(x);
  for (let m = 0; m < models.length; m++) {
    out.push(built[models[m]!]!);
    const mine = requests[m]!.filter((r) => r.claimed >= 0 && matched.get(r.claimed) === r).sort((p, q) => p.j - q.j);
    for (const r of mine) out.push(built[r.claimed]!);
    for (const x of byClock((loose.get(m) ?? []).map((k) => built[k]!), b)) out.push(x);
  }
  for (const k of rest) out.push(built[k]!);
  return out;
}
