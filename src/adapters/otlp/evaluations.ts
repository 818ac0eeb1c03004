// Evaluation results in OTLP (docs/evaluations.md): the GenAI semantic conventions'
// `gen_ai.evaluation.result` event, as a span event or as a log record, with the attributes
// gen_ai.evaluation.name, gen_ai.evaluation.score.value, gen_ai.evaluation.score.label and
// gen_ai.evaluation.explanation. A span event judges its span; a log record judges the span its
// span id names. Each result goes onto the step of the span it judges (a span merged into another
// goes with it), or onto the trace when that span has no step (an agent or workflow span judges the
// run). Values are copied as recorded: the trace parser refuses what is malformed (a score that is
// no number, no name), located at the attribute through the pointer map. A record that names no
// span of the file is an adapter note at the record, never dropped silently.
import { type AdaptedTraceLike, type Obj, get, getStr, isObj } from "../common.js";
import { Attrs } from "./attrs.js";
import { normaliseId, type SpanRec } from "./spans.js";
import type { Built } from "./steps.js";
import type { Light } from "./model.js";
import { MAX_EVALUATION_EXPLANATION } from "../../trace/evaluations.js";
import { parsePointer } from "../../json/locate.js";

export const EVALUATION_EVENT = "gen_ai.evaluation.result";
const NAME = "gen_ai.evaluation.name";
const SCORE = "gen_ai.evaluation.score.value";
const LABEL = "gen_ai.evaluation.score.label";
const EXPLANATION = "gen_ai.evaluation.explanation";

/** Most results read from one span (its events and log records together). */
const MAX_PER_SPAN = 1000;

/** Where each field of a canonical result came from in the file. */
interface Origin {
  base: string;
  fields: Map<string, string>;
}

interface Found {
  item: Obj;
  origin: Origin;
}

/** A score as recorded: a double, an int (its JSON string form too), or whatever else for the parser to refuse. */
function scoreOf(a: Attrs): unknown {
  const r = a.raw(SCORE);
  if (!isObj(r)) return r;
  if (Object.hasOwn(r, "doubleValue")) return r.doubleValue;
  if (Object.hasOwn(r, "intValue")) {
    const v = r.intValue;
    return typeof v === "string" && /^-?[0-9]{1,15}$/.test(v) ? Number(v) : v;
  }
  return a.value(SCORE);
}

function resultOf(a: Attrs, base: string, note: (p: string, n: string) => void): Found {
  const item: Obj = {};
  const fields = new Map<string, string>();
  const name = a.value(NAME);
  if (name !== undefined) {
    item.name = name;
    fields.set("name", a.ptr(NAME));
  }
  if (a.has(SCORE)) {
    item.score = scoreOf(a);
    fields.set("score", a.ptr(SCORE));
  }
  const label = a.value(LABEL);
  if (label !== undefined) {
    item.label = label;
    fields.set("label", a.ptr(LABEL));
  }
  const why = a.value(EXPLANATION);
  if (why !== undefined) {
    // a judge's explanation is a paragraph; a longer one is cut here (the parser refuses more)
    item.explanation = typeof why === "string" && why.length > MAX_EVALUATION_EXPLANATION ? why.slice(0, MAX_EVALUATION_EXPLANATION - 1) + "…" : why;
    if (item.explanation !== why) note(a.ptr(EXPLANATION), `evaluation_explanation_cut: the explanation of ${JSON.stringify(String(name).slice(0, 80))} is ${(why as string).length} characters; its first ${MAX_EVALUATION_EXPLANATION} are kept`);
    fields.set("explanation", a.ptr(EXPLANATION));
  }
  return { item, origin: { base, fields } };
}

/**
 * The results recorded on span `r`: its events, then its log records. Both are `r.logs` (index.ts
 * `withLogs` puts the span's own `gen_ai.*` events first, pointers `<span>/events/<i>`).
 */
function spanResults(r: SpanRec, note: (p: string, n: string) => void): Found[] {
  const out: Found[] = [];
  for (const l of r.logs ?? []) {
    if (out.length >= MAX_PER_SPAN) break;
    if (l.event === EVALUATION_EVENT) out.push(resultOf(l.attrs, l.p, note));
  }
  return out;
}

/** The results of one trace, placed: by step index (among the trace's steps), and on the trace. */
export interface PlacedEvaluations {
  steps: Map<number, Found[]>;
  trace: Found[];
}

/**
 * Read the trace's results onto its steps (`built` in final order, `keep` the steps added, `rep`
 * the span a merged span went into). Call after the steps are added; `note` records adapter notes.
 */
export function placeEvaluations(recs: readonly SpanRec[], built: readonly Built[], keep: readonly boolean[], rep: (i: number) => number, note: (p: string, n: string) => void): PlacedEvaluations {
  const placed: PlacedEvaluations = { steps: new Map(), trace: [] };
  let any = false;
  for (const r of recs) {
    if (r.logs?.some((l) => l.event === EVALUATION_EVENT)) {
      any = true;
      break;
    }
  }
  if (!any) return placed;
  const stepOfSpan = new Map<number, number>();
  let k = 0;
  for (let b = 0; b < built.length; b++) {
    if (!keep[b]) continue;
    if (!stepOfSpan.has(built[b]!.idx)) stepOfSpan.set(built[b]!.idx, k);
    k++;
  }
  for (let i = 0; i < recs.length; i++) {
    const found = spanResults(recs[i]!, note);
    if (found.length === 0) continue;
    const step = stepOfSpan.get(rep(i));
    if (step === undefined) {
      placed.trace.push(...found);
      note(recs[i]!.p, `evaluation_on_trace: ${found.length} ${EVALUATION_EVENT} result(s) judge span '${(getStr(recs[i]!.span, "name") ?? "").slice(0, 80)}', which has no step: read as judging the trace`);
      continue;
    }
    const l = placed.steps.get(step) ?? [];
    l.push(...found);
    placed.steps.set(step, l);
  }
  return placed;
}

/**
 * Put the placed results on the adapted trace (`evaluations` on its steps and on the trace), and
 * map their pointers to the records and attributes they came from.
 */
export function withEvaluations(adapted: AdaptedTraceLike, placed: PlacedEvaluations): AdaptedTraceLike {
  if (placed.steps.size === 0 && placed.trace.length === 0) return adapted;
  const steps = adapted.trace.steps as Obj[];
  for (const [k, found] of placed.steps) if (steps[k]) steps[k].evaluations = found.map((f) => f.item);
  if (placed.trace.length > 0) adapted.trace.evaluations = placed.trace.map((f) => f.item);
  const inner = adapted.mapPointer;
  const originOf = (toks: string[]): [Origin, string[]] | undefined => {
    if (toks[0] === "evaluations" && toks.length >= 2) {
      const f = placed.trace[Number(toks[1])];
      return f ? [f.origin, toks.slice(2)] : undefined;
    }
    if (toks[0] === "steps" && toks[2] === "evaluations" && toks.length >= 4) {
      const f = placed.steps.get(Number(toks[1]))?.[Number(toks[3])];
      return f ? [f.origin, toks.slice(4)] : undefined;
    }
    return undefined;
  };
  return {
    ...adapted,
    mapPointer: (p: string): string => {
      const hit = p.includes("/evaluations") ? originOf(parsePointer(p)) : undefined;
      if (!hit) return inner(p);
      const [o, rest] = hit;
      return (rest[0] !== undefined ? o.fields.get(rest[0]) : undefined) ?? o.base;
    },
  };
}

/**
 * Log records of the evaluation event that judge no span of the file (no span id, or one no span
 * has): an adapter note at the record on the trace it names (else the file's first trace).
 */
export function noteStrayEvaluations(parts: readonly [Obj, string][], traces: ReadonlyMap<string, readonly Light[]>, out: readonly AdaptedTraceLike[]): void {
  if (out.length === 0) return;
  let spans: Set<string> | undefined;
  const hexes = [...traces.keys()];
  for (const [doc, pre] of parts) {
    const rl = get(doc, "resourceLogs");
    if (!Array.isArray(rl)) continue;
    rl.forEach((res: unknown, r) => {
      const scopes = isObj(res) ? get(res, "scopeLogs") : undefined;
      if (!Array.isArray(scopes)) return;
      scopes.forEach((sc: unknown, s) => {
        const recs = isObj(sc) ? get(sc, "logRecords") : undefined;
        if (!Array.isArray(recs)) return;
        recs.forEach((rec: unknown, k) => {
          if (!isObj(rec)) return;
          const list = get(rec, "attributes");
          const attrs = new Attrs(Array.isArray(list) ? list : []);
          if ((getStr(rec, "eventName") || attrs.str("event.name")) !== EVALUATION_EVENT) return;
          const trace = normaliseId(get(rec, "traceId"), 16) ?? "";
          const span = normaliseId(get(rec, "spanId"), 8) ?? "";
          spans ??= new Set([...traces].flatMap(([hex, ls]) => ls.map((l) => `${hex}/${normaliseId(get(l.span, "spanId"), 8) ?? ""}`)));
          if (trace !== "" && span !== "" && spans.has(`${trace}/${span}`)) return;
          const t = out[Math.max(0, hexes.indexOf(trace))] ?? out[0]!;
          const name = JSON.stringify(String(attrs.value(NAME) ?? "(no name)").slice(0, 80));
          const why = span === "" ? "has no span id" : trace !== "" && traces.has(trace) ? `names span ${span}, which is no span of its trace` : `names span ${span} of trace ${trace === "" ? "(none)" : trace}, which is not in the file`;
          const notes = ((t.trace.metadata as Obj).adapter as Obj).notes as { pointer: string; note: string }[];
          notes.push({ pointer: `${pre}/resourceLogs/${r}/scopeLogs/${s}/logRecords/${k}`, note: `evaluation_unattached: the ${EVALUATION_EVENT} record ${name} ${why}: it judges nothing here and is not read` });
        });
      });
    });
  }
}
