// The <trace-diff> component as JavaScript source text, for inlining into the self-contained
// index.html. It is the source of defineTraceDiff() itself (one implementation, component.ts), as
// compiled into the running bundle, wrapped in an immediately invoked call: a classic script that
// works from file:// with no network. Deterministic: the same bundle always yields the same text.
import { defineTraceDiff } from "./component.js";

export const COMPONENT_JS: string = `(${defineTraceDiff.toString()})();\n`;
