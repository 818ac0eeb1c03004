// Tool arguments and results recorded as OpenTelemetry `code.function.*` attributes, as the
// google-genai instrumentation does for automatic function calling: one
// `code.function.parameters.<name>.value` per argument (and `.type`), the result as
// `code.function.return.value` (and `.type`). The values are present only with content capture
// on; the types alone say a value existed but was not captured.
import { type Obj, setOwn } from "../common.js";
import { type Attrs } from "./attrs.js";

const PARAM = "code.function.parameters.";
export const RETURN_VALUE = "code.function.return.value";
export const RETURN_TYPE = "code.function.return.type";

export interface CodeArgs {
  /** name -> value, when any value is recorded */
  args?: Obj;
  /** pointer key of the first value attribute */
  key?: string;
  /** parameters recorded with a type but no value */
  typedOnly: string[];
}

export function codeFunctionArgs(a: Attrs): CodeArgs {
  const out: CodeArgs = { typedOnly: [] };
  const typed: string[] = [];
  for (const k of a.keys()) {
    if (!k.startsWith(PARAM)) continue;
    const rest = k.slice(PARAM.length);
    if (rest.endsWith(".value")) {
      const name = rest.slice(0, -".value".length);
      if (name === "") continue;
      out.args ??= {};
      setOwn(out.args, name, a.value(k) ?? null);
      out.key ??= k;
    } else if (rest.endsWith(".type")) typed.push(rest.slice(0, -".type".length));
  }
  for (const n of typed) if (n !== "" && !(out.args && Object.hasOwn(out.args, n))) out.typedOnly.push(n);
  return out;
}
