// `arh init`: infer a starting policy from parsed traces (pure and deterministic: the same traces in
// the same order give the same policy, byte for byte). Traces are added one at a time and only
// counts are kept, so memory grows with the number of distinct tools and arguments, not with the
// corpus. Every inferred rule carries its evidence for the explanation. Thresholds: docs/init.md.
import type { Step, Trace } from "../trace/model.js";
import { toolNameOf } from "../rules/common.js";
import { totals } from "../rules/budget.js";
import { formatMessageNumber } from "../rules/common.js";
import { citationIsValid } from "../rules/grounding.js";
import { canonicalArgs } from "../util/canonical.js";
import { DEFAULT_UNSAFE_PATTERNS } from "./patterns.js";

/** A string argument gets an `enum` when it has at most this many distinct values... */
export const ENUM_MAX_VALUES = 5;
/** ...each seen at least this many times... */
export const ENUM_MIN_OCCURRENCES = 3;
/** ...each at most this long, and the argument's name does not look like an identifier. */
export const ENUM_MAX_LENGTH = 40;
/** Cost, token and step-count budgets are the observed maximum times this factor, rounded up to
 *  two significant digits: they depend on what the agent does, not on the machine. */
export const HEADROOM = 1.5;
/** Latency budgets get more: a hosted CI runner and a model API under load are slower and noisier
 *  than the run the traces came from (often a laptop or mocks). The observed maximum times this
 *  factor, and at least LATENCY_MIN_SLACK_MS above it, rounded up. */
export const LATENCY_HEADROOM = 3;
export const LATENCY_MIN_SLACK_MS = 1000;
/** `max_attempts` is the largest group of identical calls seen, but never below this. */
export const MIN_MAX_ATTEMPTS = 3;
/** `call_order` is chosen among this many most frequently called tools. */
export const ORDER_MAX_TOOLS = 32;

/** Verbs that make a tool a side effect when they occur in its name (`issue_refund`, `sendEmail`). */
export const SIDE_EFFECT_VERBS: readonly string[] = [
  "book", "cancel", "charge", "create", "delete", "deploy", "insert", "issue", "pay", "post", "publish",
  "refund", "remove", "send", "submit", "transfer", "update", "write",
];
/** A name that starts with one of these reads (`get_issue`, `list_posts`): no side effect is guessed. */
export const READ_VERBS: readonly string[] = ["check", "describe", "fetch", "find", "get", "list", "lookup", "query", "read", "search", "show", "view"];

/** Argument names that hold identifiers never get an enum (`id`, `order_id`, `userId`, `item_ids`). */
const ID_NAME = /(?:^|[_-])(?:id|ids|ID|IDs)$|[a-z0-9](?:Id|Ids|ID|IDs)$|^(?:Id|Ids)$/;

/** The policy as written to disk: plain JSON, keys in a fixed order. */
export type PolicyDoc = Record<string, unknown>;

/** What `arh init` writes in the policy's `pricing` block (docs/cost.md): no price list ships with arh. */
export const PRICING_EXAMPLE =
  'USD per million tokens by model id or pattern, to estimate the cost of steps that record none (docs/cost.md). Example: "gpt-4.1-mini": {"input": 0.4, "output": 1.6, "cache_read": 0.1}, "claude-*": {"input": 3, "output": 15, "cache_read": 0.3, "cache_write": 3.75}. arh ships no price list: copy your provider\'s current prices.';

export interface Evidence {
  /** Policy field, e.g. `allowed_tools.issue_refund.side_effect`. */
  field: string;
  /** The inferred value (shown as compact JSON). */
  value: unknown;
  /** How many traces or calls, which values. */
  evidence: string;
  /** A guess a person should check. */
  review?: boolean;
  /** What `--strict` changed here. */
  widened?: string[];
}

export interface Inference {
  policy: PolicyDoc;
  evidence: Evidence[];
  /** What was not inferred and why, and everything recorded as `any`. */
  notes: string[];
  traces: number;
}

interface ArgAcc {
  present: number;
  types: Map<string, number>;
  /** String values and their counts; null once there are too many or one is too long. */
  values: Map<string, number> | null;
}

interface ToolAcc {
  calls: number;
  traces: number;
  maxPerTrace: number;
  maxTrace: string;
  args: Map<string, ArgAcc>;
}

function jsonType(v: unknown): string {
  if (v === null || v === undefined) return "null";
  if (Array.isArray(v)) return "list";
  if (typeof v === "string") return "str";
  if (typeof v === "boolean") return "bool";
  if (typeof v === "number") return Number.isInteger(v) ? "int" : "float";
  return "dict";
}

const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Show a name from a trace in evidence text: quoted, at most 80 characters. */
export function q(s: string): string {
  return JSON.stringify(s.length > 80 ? s.slice(0, 79) + "…" : s);
}

/** Traces that show something: how many, and the first few ids as evidence (memory stays bounded). */
class Examples {
  count = 0;
  private readonly ids: string[] = [];
  private last = -1;

  /** Count trace number `no` (once per trace) with id `id`. */
  add(no: number, id: string): void {
    if (no === this.last) return;
    this.last = no;
    this.count++;
    if (this.ids.length < 3) this.ids.push(id);
  }

  /** `"a", "b", "c" and 3 more` */
  toString(): string {
    const shown = this.ids.map(q).join(", ");
    return this.count > this.ids.length ? `${shown} and ${this.count - this.ids.length} more` : shown;
  }
}

/** Round up to two significant digits: 1950 -> 2000, 7350 -> 7400, 0.0135 -> 0.014. */
export function roundUpReadable(x: number): number {
  if (!Number.isFinite(x) || x <= 0) return x;
  // exponent from the decimal representation, not Math.log10 (exact at powers of ten)
  const exp = Number(x.toExponential().split("e")[1]) - 1;
  const scale = 10 ** Math.abs(exp);
  const m = Math.ceil(Number((exp >= 0 ? x / scale : x * scale).toPrecision(12)));
  return Number((exp >= 0 ? m * scale : m / scale).toPrecision(15));
}

/** Words of a tool name: `issue_refund`, `sendEmail`, `crm.create-ticket` -> lower-case words. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w !== "")
    .map((w) => w.toLowerCase());
}

/** The side-effect verb a tool's name contains, or null (see SIDE_EFFECT_VERBS, READ_VERBS). */
export function sideEffectVerb(name: string): string | null {
  const words = nameWords(name);
  if (words.length === 0 || READ_VERBS.includes(words[0]!)) return null;
  return words.find((w) => SIDE_EFFECT_VERBS.includes(w)) ?? null;
}

/** Whether a trace ends as ARH-CMP-001 requires: a successful model_response with text. */
function endsWithFinalResponse(t: Trace): boolean {
  const last = t.steps[t.steps.length - 1];
  return last !== undefined && last.type === "model_response" && last.status === "ok" && !!last.text && last.text.trim() !== "";
}

export class PolicyInference {
  private traceCount = 0;
  private readonly tools = new Map<string, ToolAcc>();
  private readonly toolIds = new Map<string, number>();
  private readonly toolNames: string[] = [];
  /** Per trace: its tools (ids) in the order of their first call. */
  private readonly orders: number[][] = [];
  private readonly agents = new Set<string>();
  private maxSteps = 0;
  private maxStepsTrace = "";
  private readonly notFinal = new Examples();
  private errored = 0;
  private readonly notRetried = new Examples();
  private maxGroup = 0;
  private maxGroupTrace = "";
  private stepLatency: number | null = null;
  private totalLatency: number | null = null;
  private totalCost: number | null = null;
  private totalTokens: number | null = null;
  private latencyTraces = 0;
  private costTraces = 0;
  private tokenTraces = 0;
  private grounded = 0;
  private readonly uncited = new Examples();
  private citations = 0;
  private readonly invalidCitations = new Examples();

  add(trace: Trace): void {
    this.traceCount++;
    const id = trace.trace_id;
    if (this.agents.size <= 1) this.agents.add(trace.agent_name);
    if (trace.steps.length > this.maxSteps) {
      this.maxSteps = trace.steps.length;
      this.maxStepsTrace = id;
    }
    if (!endsWithFinalResponse(trace)) this.notFinal.add(this.traceCount, id);

    const counts = new Map<string, number>();
    const order: number[] = [];
    const groups = new Map<string, number>();
    const lastCall = new Map<string, number>();
    trace.steps.forEach((s, i) => {
      const t = toolNameOf(s);
      if (t !== null) lastCall.set(t, i);
    });
    trace.steps.forEach((s, i) => {
      const t = toolNameOf(s);
      if (s.type === "model_response" && s.requires_grounding) this.addGrounded(s, id);
      if (t === null) return;
      if (!counts.has(t)) order.push(this.toolId(t));
      counts.set(t, (counts.get(t) ?? 0) + 1);
      this.addCall(t, s);
      const key = t + "\u0000" + canonicalArgs(s);
      const n = (groups.get(key) ?? 0) + 1;
      groups.set(key, n);
      if (n > this.maxGroup) {
        this.maxGroup = n;
        this.maxGroupTrace = id;
      }
      if (s.status === "error") {
        this.errored++;
        if (lastCall.get(t)! <= i) this.notRetried.add(this.traceCount, id);
      }
    });
    for (const [t, n] of counts) {
      const acc = this.tools.get(t)!;
      acc.traces++;
      if (n > acc.maxPerTrace) {
        acc.maxPerTrace = n;
        acc.maxTrace = id;
      }
    }
    this.orders.push(order);

    const tot = totals(trace);
    if (tot.hasLatency) {
      this.latencyTraces++;
      this.totalLatency = Math.max(this.totalLatency ?? 0, tot.latency_ms);
      for (const s of trace.steps) if (s.latency_ms !== null) this.stepLatency = Math.max(this.stepLatency ?? 0, s.latency_ms);
    }
    if (tot.hasCost) {
      this.costTraces++;
      this.totalCost = Math.max(this.totalCost ?? 0, tot.cost_usd);
    }
    if (tot.tokens !== null) {
      this.tokenTraces++;
      this.totalTokens = Math.max(this.totalTokens ?? 0, tot.tokens);
    }
  }

  private toolId(t: string): number {
    let i = this.toolIds.get(t);
    if (i === undefined) {
      i = this.toolNames.length;
      this.toolIds.set(t, i);
      this.toolNames.push(t);
    }
    return i;
  }

  private addCall(t: string, s: Step): void {
    let acc = this.tools.get(t);
    if (!acc) this.tools.set(t, (acc = { calls: 0, traces: 0, maxPerTrace: 0, maxTrace: "", args: new Map() }));
    acc.calls++;
    const args = s.arguments ?? {};
    for (const name of Object.keys(args)) {
      let a = acc.args.get(name);
      if (!a) acc.args.set(name, (a = { present: 0, types: new Map(), values: new Map() }));
      a.present++;
      const v = args[name];
      const ty = jsonType(v);
      a.types.set(ty, (a.types.get(ty) ?? 0) + 1);
      if (a.values !== null && typeof v === "string") {
        if (v.length > ENUM_MAX_LENGTH || (!a.values.has(v) && a.values.size >= ENUM_MAX_VALUES)) a.values = null;
        else a.values.set(v, (a.values.get(v) ?? 0) + 1);
      }
    }
  }

  private addGrounded(s: Step, id: string): void {
    this.grounded++;
    if (s.citations.length === 0) {
      this.uncited.add(this.traceCount, id);
      return;
    }
    for (const c of s.citations) {
      this.citations++;
      if (!citationIsValid(c)) this.invalidCitations.add(this.traceCount, id);
    }
  }

  finish(): Inference {
    const evidence: Evidence[] = [];
    const notes: string[] = [];
    const n = this.traceCount;
    const ofN = (k: number): string => `${k} of ${n} trace${n === 1 ? "" : "s"}`;
    const names = [...this.tools.keys()].sort(byCodeUnit);

    // --- allowed_tools ---
    // Null-prototype maps: a tool may be named "__proto__" or "constructor" (names are values in a trace).
    const allowed: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    for (const name of names) {
      const acc = this.tools.get(name)!;
      const tool: Record<string, unknown> = {};
      const req: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
      const opt: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
      evidence.push({ field: `allowed_tools.${name}`, value: "allowed", evidence: `called ${acc.calls} time${acc.calls === 1 ? "" : "s"} in ${ofN(acc.traces)}` });
      for (const arg of [...acc.args.keys()].sort(byCodeUnit)) {
        const a = acc.args.get(arg)!;
        const field = `allowed_tools.${name}.${a.present === acc.calls ? "required" : "optional"}_arguments.${arg}`;
        const enumEvidence: Evidence[] = [];
        const spec = this.argSpec(name, arg, a, field, enumEvidence, notes);
        (a.present === acc.calls ? req : opt)[arg] = spec;
        evidence.push({ field, value: typeof spec === "string" ? spec : (spec as { type: string }).type, evidence: `present in ${a.present} of ${acc.calls} call${acc.calls === 1 ? "" : "s"}; ${typeSummary(a.types)}` }, ...enumEvidence);
      }
      if (Object.keys(req).length > 0) tool.required_arguments = req;
      if (Object.keys(opt).length > 0) tool.optional_arguments = opt;
      const verb = sideEffectVerb(name);
      if (verb !== null) {
        tool.side_effect = true;
        tool.max_calls = acc.maxPerTrace;
        evidence.push({ field: `allowed_tools.${name}.side_effect`, value: true, evidence: `guessed from the verb ${q(verb)} in the name`, review: true });
        evidence.push({ field: `allowed_tools.${name}.max_calls`, value: acc.maxPerTrace, evidence: `the most calls in one trace (${q(acc.maxTrace)})` });
      }
      allowed[name] = tool;
    }

    // --- sequence ---
    const sequence: Record<string, unknown> = {};
    const required = names.filter((t) => this.tools.get(t)!.traces === n);
    if (required.length > 0) {
      sequence.required_tools = required;
      evidence.push({ field: "sequence.required_tools", value: required, evidence: `each called in all ${n} traces` });
    }
    const chain = this.callOrder(evidence, notes);
    if (chain.length >= 2) sequence.call_order = chain;

    // --- budgets ---
    const budgets: Record<string, unknown> = {};
    const budget = (field: string, observed: number | null, traces: number, what: string, unit: "ms" | "usd" | "plain"): void => {
      if (observed === null) {
        notes.push(`budgets.${field}: not set, no trace records ${what}`);
        return;
      }
      if (observed <= 0) {
        notes.push(`budgets.${field}: not set, every recorded ${what} is 0`);
        return;
      }
      const shown = unit === "usd" ? `${formatMessageNumber(observed, "usd")} USD` : unit === "ms" ? `${formatMessageNumber(observed, "ms")} ms` : formatMessageNumber(observed, "plain");
      const seen = `observed maximum ${shown} (${what} recorded in ${ofN(traces)})`;
      if (unit === "ms") {
        const v = roundUpReadable(Math.max(observed * LATENCY_HEADROOM, observed + LATENCY_MIN_SLACK_MS));
        budgets[field] = v;
        evidence.push({ field: `budgets.${field}`, value: v, evidence: `${seen} × ${LATENCY_HEADROOM}, at least + ${LATENCY_MIN_SLACK_MS} ms, rounded up: headroom for a slower CI runner and model API; check it against a CI run`, review: true });
        return;
      }
      let v = roundUpReadable(observed * HEADROOM);
      if (unit === "plain") v = Math.ceil(v);
      budgets[field] = v;
      evidence.push({ field: `budgets.${field}`, value: v, evidence: `${seen} × ${HEADROOM}, rounded up` });
    };
    budget("max_step_latency_ms", this.stepLatency, this.latencyTraces, "latency_ms", "ms");
    budget("max_total_latency_ms", this.totalLatency, this.latencyTraces, "latency_ms", "ms");
    budget("max_total_cost_usd", this.totalCost === null ? null : Number(this.totalCost.toPrecision(12)), this.costTraces, "cost_usd", "usd");
    budget("max_total_tokens", this.totalTokens, this.tokenTraces, "tokens", "plain");

    // --- grounding ---
    const grounding: Record<string, unknown> = {};
    if (this.grounded === 0) notes.push("grounding: not set, no model_response requires grounding");
    else {
      if (this.uncited.count === 0) {
        grounding.require_citations = true;
        evidence.push({ field: "grounding.require_citations", value: true, evidence: `all ${this.grounded} responses that require grounding carry citations` });
      } else notes.push(`grounding.require_citations: not set, responses that require grounding have no citations in ${this.uncited}`);
      if (this.citations > 0 && this.invalidCitations.count === 0) {
        grounding.require_valid_citation_urls = true;
        evidence.push({ field: "grounding.require_valid_citation_urls", value: true, evidence: `all ${this.citations} citations have a valid http(s) url or a source` });
      } else if (this.invalidCitations.count > 0) notes.push(`grounding.require_valid_citation_urls: not set, invalid citations in ${this.invalidCitations}`);
    }

    // --- error handling ---
    const errorHandling: Record<string, unknown> = {};
    if (this.errored === 0) notes.push("error_handling.require_retry_on_error: not set, no tool call failed in any trace");
    else if (this.notRetried.count === 0) {
      errorHandling.require_retry_on_error = true;
      evidence.push({ field: "error_handling.require_retry_on_error", value: true, evidence: `all ${this.errored} failed tool calls were retried` });
    } else notes.push(`error_handling.require_retry_on_error: not set, a failed tool call is never retried in ${this.notRetried}`);
    if (this.maxGroup > 0) {
      const v = Math.max(MIN_MAX_ATTEMPTS, this.maxGroup);
      errorHandling.max_attempts = v;
      evidence.push({ field: "error_handling.max_attempts", value: v, evidence: `at most ${this.maxGroup} identical call${this.maxGroup === 1 ? "" : "s"} in one trace (${q(this.maxGroupTrace)}); never below ${MIN_MAX_ATTEMPTS}` });
    }

    // --- completion ---
    const completion: Record<string, unknown> = {};
    if (n > 0 && this.notFinal.count === 0) {
      completion.require_final_response = true;
      evidence.push({ field: "completion.require_final_response", value: true, evidence: `all ${n} traces end with a successful model_response with text` });
    } else notes.push(`completion.require_final_response: not set, ${ofN(this.notFinal.count)} ${this.notFinal.count === 1 ? "does" : "do"} not end with a final response (${this.notFinal})`);
    if (this.maxSteps > 0) {
      const v = Math.max(1, Math.ceil(roundUpReadable(this.maxSteps * HEADROOM)));
      completion.max_steps = v;
      evidence.push({ field: "completion.max_steps", value: v, evidence: `observed maximum ${this.maxSteps} steps (${q(this.maxStepsTrace)}) × ${HEADROOM}, rounded up` });
    }

    // --- unsafe patterns ---
    const unsafe = DEFAULT_UNSAFE_PATTERNS.map((p) => p.pattern);
    for (const p of DEFAULT_UNSAFE_PATTERNS) evidence.push({ field: "unsafe_patterns", value: p.pattern, evidence: `default: ${p.name}` });

    const agent = this.agents.size === 1 ? [...this.agents][0]! : "";
    const idBase = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(agent) && agent !== "unknown" ? agent : "arh";
    const policy: PolicyDoc = {
      schema_version: "1",
      policy_id: `${idBase}-inferred`,
      allow_unlisted_tools: false,
      allowed_tools: allowed,
      budgets,
      unsafe_patterns: unsafe,
      grounding,
      sequence,
      error_handling: errorHandling,
      completion,
      // JSON has no comments: an example under `$comment` prices nothing until a model is added
      pricing: { $comment: PRICING_EXAMPLE },
    };
    return { policy, evidence, notes, traces: n };
  }

  private argSpec(tool: string, arg: string, a: ArgAcc, field: string, evidence: Evidence[], notes: string[]): unknown {
    const types = [...a.types.keys()];
    let type: string;
    if (types.every((t) => t === "int")) type = "int";
    else if (types.every((t) => t === "int" || t === "float")) type = "float";
    else if (types.length === 1) type = types[0]!;
    else {
      type = "any";
      notes.push(`${field}: recorded as any, the calls of ${q(tool)} pass ${q(arg)} with conflicting types (${typeSummary(a.types)})`);
    }
    if (type === "null") {
      type = "any";
      notes.push(`${field}: recorded as any, every value seen is null`);
    }
    if (type !== "str" || a.values === null || ID_NAME.test(arg)) return type;
    const vals = [...a.values.entries()];
    if (vals.some(([, c]) => c < ENUM_MIN_OCCURRENCES)) return type;
    const values = vals.map(([v]) => v).sort(byCodeUnit);
    evidence.push({ field: `${field}.enum`, value: values, evidence: vals.sort((x, y) => byCodeUnit(x[0], y[0])).map(([v, c]) => `${q(v)} ×${c}`).join(", ") });
    return { type, enum: values };
  }

  /**
   * `call_order`: the pairs of tools called in the same order (by first call) in every trace where
   * both occur, as one chain. Tools are taken most frequent first; a tool joins the chain only when
   * it was seen together with every tool already in it, always on the same side, and the chain
   * stays a total order. Consistent pairs the chain cannot hold are listed in the notes.
   */
  private callOrder(evidence: Evidence[], notes: string[]): string[] {
    const cand = [...this.tools.keys()]
      .sort((a, b) => this.tools.get(b)!.traces - this.tools.get(a)!.traces || byCodeUnit(a, b))
      .slice(0, ORDER_MAX_TOOLS);
    if (this.tools.size > ORDER_MAX_TOOLS) notes.push(`sequence.call_order: only the ${ORDER_MAX_TOOLS} most frequently called tools were considered`);
    const k = cand.length;
    const pos = new Map<number, number>(cand.map((t, i) => [this.toolIds.get(t)!, i]));
    const co = new Int32Array(k * k);
    const before = new Int32Array(k * k);
    for (const order of this.orders) {
      const idx = order.map((t) => pos.get(t)).filter((i): i is number => i !== undefined);
      for (let x = 0; x < idx.length; x++) {
        for (let y = x + 1; y < idx.length; y++) {
          const a = idx[x]!;
          const b = idx[y]!;
          co[a * k + b]!++;
          co[b * k + a]!++;
          before[a * k + b]!++;
        }
      }
    }
    // a before b in every trace with both
    const precedes = (a: number, b: number): boolean => co[a * k + b]! > 0 && before[a * k + b] === co[a * k + b];
    const chain: number[] = [];
    for (let t = 0; t < k; t++) {
      if (!chain.every((c) => precedes(c, t) || precedes(t, c))) continue;
      const next = [...chain, t].sort((a, b) => (precedes(a, b) ? -1 : precedes(b, a) ? 1 : 0));
      let total = true;
      for (let x = 0; x < next.length && total; x++) for (let y = x + 1; y < next.length && total; y++) total = precedes(next[x]!, next[y]!);
      if (total) chain.splice(0, chain.length, ...next);
    }
    if (chain.length < 2) {
      notes.push("sequence.call_order: not set, no two tools are called in the same order in every trace where both occur");
      return [];
    }
    const names = chain.map((i) => cand[i]!);
    for (let x = 0; x + 1 < chain.length; x++) {
      const a = chain[x]!;
      const b = chain[x + 1]!;
      evidence.push({ field: "sequence.call_order", value: [names[x], names[x + 1]], evidence: `${q(names[x]!)} is called first in ${co[a * k + b] === 1 ? "the one trace" : `all ${co[a * k + b]} traces`} that call${co[a * k + b] === 1 ? "s" : ""} both` });
    }
    const inChain = new Set(chain);
    const left: string[] = [];
    for (let a = 0; a < k; a++) for (let b = 0; b < k; b++) if (a !== b && precedes(a, b) && !(inChain.has(a) && inChain.has(b))) left.push(`${q(cand[a]!)} before ${q(cand[b]!)}`);
    if (left.length > 0) notes.push(`sequence.call_order: also consistent but not in the one chain a policy holds: ${left.slice(0, 5).join("; ")}${left.length > 5 ? ` and ${left.length - 5} more` : ""}`);
    return names;
  }
}

function typeSummary(types: Map<string, number>): string {
  return [...types.entries()]
    .sort((a, b) => b[1] - a[1] || byCodeUnit(a[0], b[0]))
    .map(([t, c]) => `${t} in ${c}`)
    .join(", ");
}
