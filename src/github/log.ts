// Everything the action prints goes through here, so untrusted text never forms a workflow command.
import * as core from "@actions/core";
import { neutralizeWorkflowCommands, truncate } from "../util/escape.js";

export interface AnnotationProps {
  title?: string;
  file?: string;
  startLine?: number;
  endLine?: number;
  startColumn?: number;
  endColumn?: number;
}

export interface Log {
  info(msg: string): void;
  debug(msg: string): void;
  /** A notice annotation without location (skips, degradations). */
  notice(msg: string, props?: AnnotationProps): void;
  warning(msg: string, props?: AnnotationProps): void;
  error(msg: string, props?: AnnotationProps): void;
}

/** Safe single log text: no `::`, no ANSI/C0 controls, bounded length. */
export function safe(s: string, max = 4000): string {
  return truncate(neutralizeWorkflowCommands(s), max);
}

function props(p: AnnotationProps | undefined): core.AnnotationProperties | undefined {
  if (!p) return undefined;
  const out: core.AnnotationProperties = {};
  if (p.title !== undefined) out.title = safe(p.title, 200);
  // @actions/core escapes property values (`%`, CR, LF, `:` and `,`), so a file property can never
  // end the command early; neutralising `::` here too would change the path (`a::b.json`).
  if (p.file !== undefined) out.file = p.file;
  if (p.startLine !== undefined) out.startLine = p.startLine;
  if (p.endLine !== undefined) out.endLine = p.endLine;
  // The runner ignores columns on multi-line annotations.
  if (p.startColumn !== undefined && (p.endLine === undefined || p.endLine === p.startLine)) {
    out.startColumn = p.startColumn;
    if (p.endColumn !== undefined) out.endColumn = p.endColumn;
  }
  return out;
}

/** The runner-facing logger (@actions/core), neutralising all text. */
export const coreLog: Log = {
  info: (m) => core.info(safe(m, 100_000)),
  debug: (m) => core.debug(safe(m, 100_000)),
  notice: (m, p) => core.notice(safe(m), props(p)),
  warning: (m, p) => core.warning(safe(m), props(p)),
  error: (m, p) => core.error(safe(m), props(p)),
};
