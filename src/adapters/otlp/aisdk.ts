// The AI SDK's tool spans (`ai.toolCall`) record the tool's result as JSON in `ai.toolCall.result`
// and stay OK whatever it says. A tool served over MCP (@ai-sdk/mcp) returns the MCP CallToolResult
// itself, `{content: [{type: "text", text}…], isError}`: a result with `isError: true` is the
// tool's failure, its text parts the error.
import { get, isObj } from "../common.js";

/** Longest error text kept from a result (the rest is cut with an ellipsis). */
const MAX_ERROR = 4096;

/** The error text of an MCP tool result with `isError: true`; undefined for any other result. */
export function mcpResultError(out: unknown): string | undefined {
  if (!isObj(out) || get(out, "isError") !== true) return undefined;
  const content = get(out, "content");
  if (!Array.isArray(content)) return undefined;
  const texts: string[] = [];
  for (const p of content) {
    const t = isObj(p) && get(p, "type") === "text" ? get(p, "text") : undefined;
    if (typeof t === "string" && t !== "") texts.push(t);
  }
  const text = texts.join("\n");
  if (text === "") return "tool result isError";
  return text.length > MAX_ERROR ? `${text.slice(0, MAX_ERROR - 1)}…` : text;
}
