// A saved single response, read as a one-turn transcript: an OpenAI `chat.completion` object (its
// choices' messages) or an Anthropic `Message` ({type: "message", role: "assistant", content}).
// (A Responses `response` object is a Responses document already.) The document is rewrapped as a
// message list; pointers into the wrapper are mapped back to the saved object.
import { get, isObj, type Obj } from "./common.js";
import type { ConcreteFormat } from "./detect.js";

export interface SingleResponse {
  doc: Obj;
  format: ConcreteFormat;
  /** wrapper pointer -> pointer in the saved object */
  unwrap: (p: string) => string;
}

export function singleResponse(doc: unknown): SingleResponse | undefined {
  if (!isObj(doc) || Object.hasOwn(doc, "messages")) return undefined;
  if (get(doc, "object") === "chat.completion" && Array.isArray(get(doc, "choices"))) {
    const choices = get(doc, "choices") as unknown[];
    const messages = choices.map((c) => (isObj(c) ? get(c, "message") : undefined));
    const w: Obj = { messages };
    if (Object.hasOwn(doc, "usage")) w.usage = get(doc, "usage");
    return {
      doc: w,
      format: "openai-chat",
      unwrap: (p) => {
        const m = /^\/messages\/([0-9]+)(.*)$/.exec(p);
        return m ? `/choices/${m[1]}/message${m[2]}` : p === "/messages" ? "/choices" : p;
      },
    };
  }
  if (get(doc, "type") === "message" && get(doc, "role") === "assistant" && Array.isArray(get(doc, "content"))) {
    return {
      doc: { messages: [doc] },
      format: "anthropic-messages",
      unwrap: (p) => (p.startsWith("/messages/0") ? p.slice("/messages/0".length) : p === "/messages" ? "" : p),
    };
  }
  return undefined;
}
