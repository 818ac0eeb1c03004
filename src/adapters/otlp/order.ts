// The order of a trace's steps: each tool step right after the model call that requested it, in
// the order of that call's request list, as the same conversation reads as a transcript. Span
// start and end times only order the model calls (one after the other in an agent loop) and the
// tool spans no model call requested: they are not precise enough for the rest (millisecond
// clocks make a tool span start in the same tick as the next model call; parallel tools start
// together and end in any order).
import { canonicalPrefix } from "../../util/canonical.js";
import { type TraceBuilder, isObj } from "../common.js";
import { abs } from "./attrs.js";
import { type Built } from "./build.js";
import { cmpDigits } from "./spans.js";

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

/**
 * The steps in their final order (`built` is in the spans' base order). Tool steps are matched to
 * the requests of the model calls: by call id, else (OpenInference `traceTool` spans record none)
 * by tool name, preferring a request with the same arguments, among the requests of model calls
 * that started no later than the tool; a step matched by name takes the request's call id. A tool
 * step no model call requested keeps its place by time (after the last model call that started no
 * later). Located notes: a call id requested twice or run twice, a tool span no call requested,
 * and a requested call that never ran while others of the same model call did.
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
  if (!anyRequest) return built; // nothing requested: the base order stands

  const matched = new Map<number, Request>();
  const unmatched: number[] = [];
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
    if (x.callId === undefined && name !== undefined) {
      const args = argsKey(x.step.arguments);
      const same = byName.get(name) ?? [];
      // Claimed requests at the front are skipped for good; past the first free one, at most
      // MAX_SCAN more are looked at for the same arguments (hostile traces stay linear).
      let from = firstFree.get(name) ?? 0;
      while (from < same.length && same[from]!.claimed >= 0) from++;
      firstFree.set(name, from);
      for (let q = from; q < same.length && q - from <= MAX_SCAN; q++) {
        const req = same[q]!;
        if (req.claimed >= 0) continue;
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
    x.step.step_id = pick.id;
    x.fields.push("step_id", pick.at);
  }
  for (const list of requests) {
    if (!list.some((r) => r.claimed >= 0)) continue; // none ran: model-only instrumentation (build.ts)
    for (const r of list) {
      if (r.claimed >= 0 || byId.get(r.id) !== r) continue;
      b.note(r.at, `requested_call_not_run: the model call requested '${r.name ?? "?"}' (call id '${r.id}'), which no tool span records; no step is made for it`);
    }
  }

  // Slots: -1 before the first model call, then one per model call (the last that started no
  // later; the model steps are in start order: a binary search).
  const slot = (x: Built): number => {
    const t = x.rec.start ?? "0";
    let lo = 0;
    let hi = models.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cmpDigits(built[models[mid]!]!.rec.start ?? "0", t) <= 0) lo = mid + 1;
      else hi = mid;
    }
    return lo - 1;
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
  for (const k of loose.get(-1) ?? []) out.push(built[k]!);
  for (let m = 0; m < models.length; m++) {
    out.push(built[models[m]!]!);
    const mine = requests[m]!.filter((r) => r.claimed >= 0 && matched.get(r.claimed) === r).sort((p, q) => p.j - q.j);
    for (const r of mine) out.push(built[r.claimed]!);
    for (const k of loose.get(m) ?? []) out.push(built[k]!);
  }
  for (const k of rest) out.push(built[k]!);
  return out;
}
