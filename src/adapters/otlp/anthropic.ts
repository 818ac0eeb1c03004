// The Anthropic SDK's own spans of its beta tool runner (`client.beta.messages.toolRunner` with the
// client's `openTelemetry` option): one `anthropic.messages.tool_runner` span (invoke_agent) per
// run, which names the SDK's operation and no agent, and one execute_tool span per tool run
// (`anthropic.custom_tool_use <tool>`) whose result is `anthropic.tool_result.content`, the result's
// content blocks as JSON (`[{type: "text", text}…]`, with content capture on). A tool that threw
// fails its span with only `error.type = tool_error`: the result's text is the error the runner
// sent the model.
import { get, isObj } from "../common.js";
import { type Attrs, jsonAttr } from "./attrs.js";

export const ANT_RESULT = "anthropic.tool_result.content";
/** The runner's span name: the SDK's operation, not an agent's name. */
export const ANT_RUNNER_SPAN = "anthropic.messages.tool_runner";

/** The recorded result: the text of its text blocks (joined), else the blocks as recorded. */
export function antToolResult(a: Attrs): { output: unknown; text: string | undefined } {
  const v = jsonAttr(a, ANT_RESULT);
  if (!Array.isArray(v)) return { output: a.value(ANT_RESULT), text: undefined };
  const texts: string[] = [];
  for (const p of v) {
    const t = isObj(p) && get(p, "type") === "text" ? get(p, "text") : undefined;
    if (typeof t !== "string") return { output: v, text: undefined }; // a block other than text: kept whole
    texts.push(t);
  }
  if (texts.length === 0) return { output: v, text: undefined };
  const text = texts.join("\n");
  return { output: text, text };
}
