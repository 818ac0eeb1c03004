// VoltAgent (`@voltagent/core`) records spans of its own conventions, no GenAI or OpenInference
// attribute: `entity.type = agent` and `entity.name` on every span of an agent, `span.type = tool`
// for a tool run (`tool.name`, `tool.call.id`, `input` = the arguments as JSON, `output` = the
// result as JSON, the failure in the span's status), `span.type = llm` for a model generation
// (`llm.model`, `llm.messages`, `llm.usage.*`), and the agent's own span (no `span.type`) with the
// run's `input`, its final `output` and its `usage.*` totals.
// VoltAgent's llm span is one AI SDK `generateText` / `streamText` call: the whole tool loop, its
// model calls and the tool spans inside it. It records neither the model's turns nor its requested
// calls; its `llm.usage.*` is the AI SDK's `usage`, the last model call's. Such a loop is read as
// its final response: one `model_response` step after the loop's tool steps, its text the agent
// span's `output`, its tokens the agent span's `usage.*` totals (the agent ran that one loop), and
// no latency (the span's duration holds its tools' too).
// The spans' reading is here (spans.ts and steps.ts use it); the loops' is in voltagentloop.ts.
import { type Attrs, abs } from "./attrs.js";

/** What this file reads of a span record (spans.ts SpanRec). */
interface VaSpan {
  attrs: Attrs;
  readonly p: string;
}

/** Token counts with their pointers (steps.ts SpanUsage). */
export interface VaUsage {
  input?: number;
  output?: number;
  inputPtr?: string;
  outputPtr?: string;
}

export const VA_CALL_ID = "tool.call.id";
export const VA_INPUT = "input";
export const VA_OUTPUT = "output";
export const VA_PROMPT = "usage.prompt_tokens";
export const VA_COMPLETION = "usage.completion_tokens";
const VA_LLM_PROMPT = "llm.usage.prompt_tokens";
const VA_LLM_COMPLETION = "llm.usage.completion_tokens";

/** The VoltAgent kind of a span: a tool run, a model generation, an agent, or undefined. */
export function voltagentKind(a: Attrs): "tool" | "model" | "agent" | undefined {
  const t = a.str("span.type");
  const entity = a.str("entity.type");
  if (entity === undefined) return undefined;
  if (t === "tool") return "tool";
  if (t === "llm") return "model";
  return t === undefined && entity === "agent" ? "agent" : undefined;
}

/** A count attribute (VoltAgent writes counts as strings), or undefined. */
function count(a: Attrs, k: string): number | undefined {
  const v = a.num(k) ?? a.str(k);
  const n = typeof v === "string" && /^[0-9]{1,15}$/.test(v) ? Number(v) : v;
  return typeof n === "number" && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

export function tokensOf(r: VaSpan, ik: string, ok: string, absolute: boolean): VaUsage | undefined {
  const i = count(r.attrs, ik);
  const o = count(r.attrs, ok);
  if (i === undefined && o === undefined) return undefined;
  const at = (k: string): string => (absolute ? abs(r.attrs.ptr(k), r.p) : r.attrs.ptr(k));
  const u: VaUsage = {};
  if (i !== undefined) Object.assign(u, { input: i, inputPtr: at(ik) });
  if (o !== undefined) Object.assign(u, { output: o, outputPtr: at(ok) });
  return u;
}

/** A VoltAgent model span's own tokens (`llm.usage.*`; span-relative pointers). */
export function voltagentUsage(r: VaSpan): VaUsage {
  return tokensOf(r, VA_LLM_PROMPT, VA_LLM_COMPLETION, false) ?? {};
}

/** A VoltAgent model span's own output (a generated title records one), else undefined. */
export function voltagentText(r: VaSpan): string | undefined {
  return r.attrs.str(VA_OUTPUT);
}
