// Span records: classification by semantic convention, ids, timestamps and a deterministic order.
import { type Obj } from "../common.js";
import { Attrs } from "./attrs.js";
import { type Light, type LogRec } from "./model.js";
import { canonicalPrefix } from "../../util/canonical.js";
import { MERGED_TOOLS, isAdkModel, isBareToolSpan } from "./adk.js";
import { genkitKind } from "./genkit.js";
import { voltagentKind } from "./voltagent.js";

type Kind = "tool" | "model" | "agent" | "aggregate" | "genai-other" | "other";
export type Convention = "genai" | "mcp" | "openinference" | "vercel" | "traceloop" | "genkit" | "voltagent" | "none";

export class SpanRec {
  kind: Kind = "other";
  conv: Convention = "none";
  /** nanosecond timestamps as canonical digit strings (no leading zeros): exact, no BigInt needed */
  start?: string;
  end?: string;
  /** the same as doubles (0 when absent), for fast ordering */
  startNum = 0;
  endNum = 0;
  /** a timestamp was a JSON number beyond 2^53: usable for ordering, not for latency */
  imprecise?: boolean;
  traceHex = "";
  spanHex = "";
  parentHex = "";
  /** log records joined to this span (trace + span id) */
  logs?: LogRec[];
  /** the document has resourceLogs at all (for the not-captured notes) */
  logsInFile = false;
  /** the span has gen_ai.* span events (in `logs`, before its log records) */
  eventsOnSpan = false;
  /** content fingerprint for ordering ties (spans.ts fingerprint) */
  fp?: string;
  private ptrCache?: string;
  constructor(
    readonly span: Obj,
    readonly attrs: Attrs,
    readonly res: Attrs,
    readonly pos: number,
    private readonly loc: Light,
  ) {}
  /** Pointer of the span in the file (built on demand). */
  get p(): string {
    const l = this.loc;
    return (this.ptrCache ??= `${l.pre}/resourceSpans/${l.r}/${l.sk}/${l.s}/spans/${l.k}`);
  }
}

const MODEL_OPS = new Set(["chat", "text_completion", "generate_content"]);
const VERCEL_MODEL = new Set(["ai.generateText.doGenerate", "ai.streamText.doStream", "ai.generateObject.doGenerate", "ai.streamObject.doStream"]);
const VERCEL_AGG = new Set(["ai.generateText", "ai.streamText", "ai.generateObject", "ai.streamObject"]);

export function classify(rec: SpanRec, name: string): void {
  const k = classifyAttrs(rec.attrs, name);
  rec.kind = k[0];
  rec.conv = k[1];
}

const K_TOOL_GENAI: [Kind, Convention] = ["tool", "genai"];
const K_TOOL_OI: [Kind, Convention] = ["tool", "openinference"];
const K_TOOL_VERCEL: [Kind, Convention] = ["tool", "vercel"];
const K_TOOL_MCP: [Kind, Convention] = ["tool", "mcp"];
const K_TOOL_TRACELOOP: [Kind, Convention] = ["tool", "traceloop"];
const K_MODEL_VERCEL: [Kind, Convention] = ["model", "vercel"];
const K_MODEL_GENAI: [Kind, Convention] = ["model", "genai"];
const K_MODEL_OI: [Kind, Convention] = ["model", "openinference"];
const K_AGENT_GENAI: [Kind, Convention] = ["agent", "genai"];
const K_AGENT_OI: [Kind, Convention] = ["agent", "openinference"];
const K_AGG_OI: [Kind, Convention] = ["aggregate", "openinference"];
const K_AGG_VERCEL: [Kind, Convention] = ["aggregate", "vercel"];
const K_AGG_GENAI: [Kind, Convention] = ["aggregate", "genai"];
const K_GENKIT: Record<"tool" | "model" | "flow" | "aggregate", [Kind, Convention]> = {
  tool: ["tool", "genkit"],
  model: ["model", "genkit"],
  flow: ["agent", "genkit"],
  aggregate: ["aggregate", "genkit"],
};
const K_VOLTAGENT: Record<"tool" | "model" | "agent", [Kind, Convention]> = {
  tool: ["tool", "voltagent"],
  model: ["model", "voltagent"],
  agent: ["agent", "voltagent"],
};
const K_GENAI_OTHER: [Kind, Convention] = ["genai-other", "none"];
const K_OTHER: [Kind, Convention] = ["other", "none"];

function classifyAttrs(a: Attrs, name: string): [Kind, Convention] {
  const op = a.str("gen_ai.operation.name");
  const oi = a.str("openinference.span.kind")?.toUpperCase();
  const vop = a.str("ai.operationId");
  const mcpMethod = a.str("mcp.method.name") ?? (name.startsWith("tools/call") ? "tools/call" : undefined);
  // ADK's "(merged tools)" span repeats the responses of parallel calls (adk.ts): no step
  if (op === "execute_tool") return a.str("gen_ai.tool.name") === MERGED_TOOLS ? K_AGG_GENAI : K_TOOL_GENAI;
  if (oi === "TOOL") return K_TOOL_OI;
  if (vop === "ai.toolCall" || a.has("ai.toolCall.name")) return K_TOOL_VERCEL;
  if (mcpMethod === "tools/call") return K_TOOL_MCP;
  // Traceloop's MCP tool spans (traceloop.ts): `<tool>.tool`, with the tool in traceloop.entity.name
  if (a.str("traceloop.span.kind") === "tool") return K_TOOL_TRACELOOP;
  if (vop !== undefined && VERCEL_MODEL.has(vop)) return K_MODEL_VERCEL;
  if (op !== undefined && MODEL_OPS.has(op)) return K_MODEL_GENAI;
  if (oi === "LLM") return K_MODEL_OI;
  if (op === "invoke_agent") return K_AGENT_GENAI;
  if (oi === "AGENT") return K_AGENT_OI;
  if (oi === "CHAIN") return K_AGG_OI;
  if (vop !== undefined && VERCEL_AGG.has(vop)) return K_AGG_VERCEL;
  // ADK: model calls without an operation name; tool spans of tools that threw, without attributes
  if (op === undefined && isAdkModel(a)) return K_MODEL_GENAI;
  if (isBareToolSpan(a, name)) return K_TOOL_GENAI;
  // Genkit's own attributes (genkit.ts)
  const gk = op === undefined && oi === undefined && vop === undefined ? genkitKind(a) : undefined;
  if (gk !== undefined) return K_GENKIT[gk];
  // VoltAgent's own attributes (voltagent.ts)
  const va = op === undefined && oi === undefined && vop === undefined ? voltagentKind(a) : undefined;
  if (va !== undefined) return K_VOLTAGENT[va];
  if (op !== undefined || oi !== undefined || vop !== undefined) return K_GENAI_OTHER;
  return K_OTHER;
}

/** 0: not hex, 1: lowercase hex, 2: hex with uppercase letters. */
function hexKind(v: string): number {
  let upper = false;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if ((c >= 48 && c <= 57) || (c >= 97 && c <= 102)) continue;
    if (c >= 65 && c <= 70) upper = true;
    else return 0;
  }
  return upper ? 2 : 1;
}
const B64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Normalise a trace/span id to lowercase hex: OTLP/JSON uses hex, protobuf-JSON mappings base64. */
export function normaliseId(v: unknown, bytes: number): string | undefined {
  if (typeof v !== "string" || v === "") return undefined;
  if (v.length === bytes * 2) {
    const h = hexKind(v);
    if (h === 1) return v;
    if (h === 2) return v.toLowerCase();
  }
  if (v.length === 4 * Math.ceil(bytes / 3) && B64.test(v)) {
    const buf = Buffer.from(v, "base64");
    if (buf.length === bytes) return buf.toString("hex");
  }
  return v;
}

/** Nanosecond timestamp -> canonical digit string. Digit strings are exact; JSON numbers beyond
 * 2^53 order approximately and never yield a latency. */
export function nanos(rec: SpanRec, v: unknown, isStart: boolean): void {
  let out: string | undefined;
  if (typeof v === "string" && v.length > 0 && v.length <= 30 && isDigits(v)) {
    let z = 0;
    while (z < v.length - 1 && v.charCodeAt(z) === 48) z++;
    out = z === 0 ? v : v.slice(z);
  } else if (typeof v === "number" && Number.isInteger(v) && v >= 0) {
    out = Number.isSafeInteger(v) ? String(v) : BigInt(v).toString();
    if (!Number.isSafeInteger(v)) rec.imprecise = true;
  }
  if (out === undefined) return;
  if (isStart) {
    rec.start = out;
    rec.startNum = Number(out);
  } else {
    rec.end = out;
    rec.endNum = Number(out);
  }
}

function isDigits(v: string): boolean {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** Compare canonical digit strings numerically. */
export function cmpDigits(a: string, b: string): number {
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  return a === b ? 0 : a < b ? -1 : 1;
}

/** end - start in nanoseconds, exactly (both canonical digit strings, end >= start). */
export function diffNs(start: string, end: string): number {
  if (start.length === end.length) {
    let i = 0;
    while (i < start.length && start.charCodeAt(i) === end.charCodeAt(i)) i++;
    if (start.length - i <= 15) return i === start.length ? 0 : Number(end.slice(i)) - Number(start.slice(i));
  }
  return Number(BigInt(end) - BigInt(start));
}

function cmpStart(x: SpanRec, y: SpanRec): number {
  // Doubles first (rounding is monotonic, so never misorders); exact digits only on a tie.
  if (x.startNum !== y.startNum) return x.startNum < y.startNum ? -1 : 1;
  return cmpDigits(x.start ?? "0", y.start ?? "0");
}

/** The spans' base order: by start time; on a tie (millisecond clocks, parallel tool calls) by span
 * name and recorded content, which two runs of the same behaviour share, then by end time (parallel
 * calls end in any order: a last resort), and only then by file position, so that the same spans
 * reordered or re-batched in the file keep their order. Tool steps are then placed by the order in
 * which a model call requested them (order.ts). */
export function cmpRec(x: SpanRec, y: SpanRec): number {
  const c = cmpStart(x, y);
  return c !== 0 ? c : cmpContent(x, y);
}

/** The tie part of cmpRec (span name and recorded content, end time, file position), for spans
 * whose order the clock cannot tell (order.ts). */
export function cmpContent(x: SpanRec, y: SpanRec): number {
  const fx = fingerprint(x);
  const fy = fingerprint(y);
  if (fx !== fy) return fx < fy ? -1 : 1;
  if (x.endNum !== y.endNum) return x.endNum < y.endNum ? -1 : 1;
  if (x.end !== undefined && y.end !== undefined && x.end !== y.end) return cmpDigits(x.end, y.end);
  return x.pos - y.pos;
}

/** The precision of a recorded timestamp in nanoseconds, read from its trailing zeros: 1 ms for a
 * whole millisecond (the OpenTelemetry JS SDK takes span starts from `Date.now()`), at most 1 ms. */
export function precisionNs(digits: string | undefined): number {
  if (digits === undefined || digits === "0") return 1;
  let z = 0;
  while (z < 6 && z < digits.length && digits.charCodeAt(digits.length - 1 - z) === 48) z++;
  return 10 ** z;
}

/** Attributes whose values tell two otherwise tied spans apart (names, arguments, results, output). */
const CONTENT_KEYS = [
  "gen_ai.tool.name",
  "tool.name",
  "ai.toolCall.name",
  "gen_ai.tool.call.arguments",
  "input.value",
  "ai.toolCall.args",
  "gen_ai.tool.call.result",
  "output.value",
  "ai.toolCall.result",
  "gcp.vertex.agent.tool_call_args",
  "gcp.vertex.agent.tool_response",
  "genkit:name",
  "genkit:input",
  "genkit:output",
  "traceloop.entity.name",
  "traceloop.entity.input",
  "traceloop.entity.output",
  "ai.response.text",
  "gen_ai.output.messages",
  "llm.output_messages.0.message.content",
  "gcp.vertex.agent.llm_response",
];
const MAX_FINGERPRINT = 4096;

/** Span name, kind, status and recorded content (bounded), computed on a tie only. */
function fingerprint(r: SpanRec): string {
  if (r.fp !== undefined) return r.fp;
  const st = r.span.status;
  const code = typeof st === "object" && st !== null && !Array.isArray(st) ? String((st as Obj).code ?? "") : "";
  let out = `${typeof r.span.name === "string" ? r.span.name.slice(0, 256) : ""}\u0000${r.kind}\u0000${code.slice(0, 32)}`;
  for (const k of CONTENT_KEYS) {
    if (!r.attrs.has(k)) continue;
    let v: string;
    try {
      v = canonicalPrefix(r.attrs.value(k), MAX_FINGERPRINT);
    } catch {
      v = "";
    }
    out += `\u0000${k}=${v}`;
    if (out.length > MAX_FINGERPRINT) break;
  }
  return (r.fp = out);
}
