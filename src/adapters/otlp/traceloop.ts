// Traceloop's entity attributes on tool spans (`traceloop.span.kind = tool`): the MCP
// instrumentation (@traceloop/instrumentation-mcp) names the span `<tool>.tool` and records
// `traceloop.entity.name` (the tool), `traceloop.entity.input` = JSON `{tool_name, arguments}` and
// `traceloop.entity.output` = JSON `{result, is_error}`; a failed tool result also sets the span's
// status to ERROR with the result's text. Other Traceloop tools record their input as they like:
// an object that is not the MCP shape is taken as the arguments as it is.
import { type TraceBuilder, get, isObj } from "../common.js";
import { type Attrs } from "./attrs.js";
import { type SpanRec } from "./spans.js";

export const TL_NAME = "traceloop.entity.name";
export const TL_INPUT = "traceloop.entity.input";
export const TL_OUTPUT = "traceloop.entity.output";

function parsed(a: Attrs, key: string): unknown {
  const v = a.value(key);
  if (typeof v !== "string") return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}

/** The tool's arguments: the MCP form's `arguments`, else the recorded value (object or JSON text). */
export function tlArguments(a: Attrs): unknown {
  const v = parsed(a, TL_INPUT);
  if (isObj(v) && Object.hasOwn(v, "arguments") && Object.hasOwn(v, "tool_name")) return get(v, "arguments");
  return a.value(TL_INPUT);
}

/** The tool's result: the MCP form's `result` and `is_error`, else the recorded value. */
export function tlOutput(a: Attrs): { output: unknown; isError: boolean } {
  const v = parsed(a, TL_OUTPUT);
  if (isObj(v) && Object.hasOwn(v, "result")) return { output: get(v, "result"), isError: get(v, "is_error") === true };
  if (isObj(v) && get(v, "is_error") === true) return { output: undefined, isError: true };
  return { output: a.value(TL_OUTPUT), isError: false };
}

/** A trace of Traceloop MCP tool spans without any model call: the MCP client's session trace,
 * opened by `connect` outside the run, so the run's own trace lacks these tool calls (and their
 * failures). Noted at the first tool span, naming the fix. */
export function tlSessionNote(recs: SpanRec[], b: TraceBuilder): void {
  const first = recs.find((r) => r.kind === "tool" && r.conv === "traceloop");
  if (first === undefined || recs.some((r) => r.kind === "model")) return;
  b.note(
    first.p,
    "tools_apart_from_run: Traceloop's MCP tool spans hang under the MCP client's session span, and this trace holds no model call: the client was connected outside the run, whose own trace then lacks these tool calls and their failures; connect the MCP client inside the run's span (docs/adapters.md)",
  );
}
