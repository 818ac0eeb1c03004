// Types the files of this folder share, in a module that imports none of them but attrs.ts (no
// import circle): a span's place in the file, a log record, a model call's requested tool call, a
// trace's stable id and the wrapper fields of a document.
import { type Obj } from "../common.js";
import { type Attrs } from "./attrs.js";
import { type TraceIdentity } from "../identity.js";

export interface LogRec {
  /** event name: the record's `eventName`, else its `event.name` attribute */
  event: string;
  /** the body as plain JSON (AnyValue converted) */
  body: unknown;
  attrs: Attrs;
  /** pointer of the record in the file */
  p: string;
}

export interface RequestedCall {
  id: string;
  name?: string;
  args?: unknown;
}

export interface Light {
  span: Obj;
  /** pointer prefix of the span's document ("" or "/<line index>" in JSON lines) */
  pre: string;
  r: number;
  s: number;
  k: number;
  sk: string;
  pos: number;
  res: Attrs;
  hex: string;
}

/** A trace's stable id, and the part that tells it from the file's other traces ("" when alone). */
export interface StableId {
  id: string;
  suffix: string;
  /** What identifies the trace: a recorded id, or what the derived one is made of. */
  ident: TraceIdentity;
  /** The derived id (`<root>-<digest>-<n>`) when none was recorded. */
  derived: string | undefined;
}

export interface Wrapper {
  trace_id?: string;
  agent_name?: string;
  workflow?: string;
  metadata?: Obj;
}
