// Metamorphic test over every recorded trace fixture (the folders are walked: fixtures added later
// are included): what differs between two runs of the same behaviour (random trace, span, call and
// message ids; the clock; how spans are ordered and batched in the export) must change nothing.
// Each rewrite is validated and compared with the original: 0 new, 0 resolved, no drift, the same
// step ids, and the same canonical steps (their metadata ids mapped back through the rewrite).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { adaptDocument } from "../../src/adapters/index.js";
import { otlpJsonLines } from "../../src/adapters/jsonl.js";
import { compareReports } from "../../src/compare/index.js";
import { runValidation } from "../../src/engine/pipeline.js";
import { loadPolicy } from "../../src/policy/parse.js";
import type { Policy } from "../../src/policy/model.js";
import { xorshift } from "../rng.js";
import { rebatch, rewriteIds } from "./rewrite.js";

type Obj = Record<string, unknown>;
const ROOT = join(import.meta.dirname, "..", "..");
const FOLDERS = ["test/fixtures/otlp", "test/fixtures/adapters"].map((f) => join(ROOT, f));
const DEFAULT_POLICY = join(ROOT, "samples/policies/refund-policy.json");
const tmp = mkdtempSync(join(tmpdir(), "arh-metamorphic-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const walk = (d: string): string[] => readdirSync(d).sort().flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : [join(d, f)]));

/** The parsed document of a trace file (a JSON lines file as its list of requests), or undefined. */
function readDoc(path: string): { doc: unknown; lines: boolean } | undefined {
  const text = readFileSync(path, "utf8");
  try {
    return { doc: JSON.parse(text) as unknown, lines: false };
  } catch {
    const l = otlpJsonLines(text);
    return l ? { doc: l.doc, lines: true } : undefined;
  }
}

/** Every adapted trace fixture: converted by an adapter (not a canonical trace, not a policy). */
const FIXTURES = FOLDERS.flatMap(walk)
  .filter((f) => f.endsWith(".json") && !basename(f).startsWith("policy"))
  .filter((f) => {
    const d = readDoc(f);
    if (!d) return false;
    try {
      return adaptDocument(d.doc, basename(f), "auto").every((a) => a.format !== "arh");
    } catch {
      return false;
    }
  });

/** The policy beside the fixture (nearest policy.json up to its fixture folder), else the sample policy. */
function policyFor(path: string): Policy {
  for (let d = dirname(path); d.startsWith(ROOT) && d !== ROOT; d = dirname(d)) {
    const p = join(d, "policy.json");
    try {
      if (statSync(p).isFile()) return loadPolicy(p);
    } catch {
      /* none here */
    }
    if (FOLDERS.includes(d)) break;
  }
  return loadPolicy(DEFAULT_POLICY);
}

const isOtlpPart = (d: unknown): boolean => typeof d === "object" && d !== null && (Object.hasOwn(d, "resourceSpans") || Object.hasOwn(d, "resourceLogs"));
const isOtlp = (doc: unknown): boolean => (Array.isArray(doc) ? doc.length > 0 && doc.every(isOtlpPart) : isOtlpPart(doc));

/**
 * The canonical traces of a document, provider ids mapped back through the rewrite wherever the
 * adapter keeps them (step metadata, citations passed through) except in step ids, which must be
 * equal as they are; notes by code only (their messages quote ids and file pointers).
 */
function canonical(doc: unknown, name: string, back: Map<string, string>): unknown {
  const unmap = (v: unknown): unknown => {
    if (typeof v === "string") return back.get(v) ?? v;
    if (Array.isArray(v)) return v.map(unmap);
    if (typeof v !== "object" || v === null) return v;
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, unmap(x)]));
  };
  // several traces in a file come out in file order: compared by trace id
  const traces = adaptDocument(doc, name, "auto").sort((a, b) => (String(a.trace.trace_id) < String(b.trace.trace_id) ? -1 : 1));
  return traces.map(({ trace }) => {
    const steps = (trace.steps as Obj[]).map((s) => ({ ...(unmap(s) as Obj), step_id: s.step_id }));
    const meta = trace.metadata as Obj;
    const notes = ((meta.adapter as Obj).notes as { note: string }[]).map((n) => n.note.split(":")[0]).sort();
    return { ...trace, steps, metadata: { ...(unmap(meta) as Obj), adapter: { notes } } };
  });
}

function write(path: string, doc: unknown, lines: boolean): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, lines ? (doc as unknown[]).map((d) => JSON.stringify(d)).join("\n") + "\n" : JSON.stringify(doc, null, 1));
}

describe.each(FIXTURES.map((f) => [relative(ROOT, f), f]))("%s", (_rel, path) => {
  const original = readDoc(path)!;
  const name = basename(path);
  const policy = policyFor(path);
  const otlp = isOtlp(original.doc);
  const wrapped = !Array.isArray(original.doc) && Object.keys(original.doc as Obj).some((k) => k !== "resourceSpans" && k !== "resourceLogs");
  // ids and clock; ids, clock, order and batches in one document; and as JSON lines requests.
  const variants: [string, (rnd: () => number) => { doc: unknown; ids: Map<string, string>; lines: boolean }][] = [
    ["ids and timestamps rewritten", (rnd) => ({ ...rewriteIds(original.doc, rnd), lines: original.lines })],
  ];
  if (otlp) {
    variants.push(["ids rewritten, timestamps shifted, spans reordered across resource and scope entries", (rnd) => {
      const r = rewriteIds(original.doc, rnd);
      return { doc: rebatch(r.doc, rnd, false), ids: r.ids, lines: false };
    }]);
    if (!wrapped) {
      variants.push(["ids rewritten, timestamps shifted, spans re-batched into several export requests", (rnd) => {
        const r = rewriteIds(original.doc, rnd);
        return { doc: rebatch(r.doc, rnd, true), ids: r.ids, lines: true };
      }]);
    }
  }

  test.each(variants.map(([label, fn], i) => [label, fn, i] as const))("%s: the same canonical trace, nothing new, resolved or drifted", async (_label, fn, i) => {
    const seed = 0x9e3779b1 ^ (i + 1) ^ [...path].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7);
    const v = fn(xorshift(seed));
    const out = join(tmp, String(i), relative(ROOT, dirname(path)), name);
    write(out, v.doc, v.lines);
    // the canonical traces are the same, ids in step metadata mapped back through the rewrite
    const back = new Map([...v.ids].map(([a, b]) => [b, a]));
    // base64 OTLP ids come out of the adapter as hex
    for (const [a, b] of v.ids) if (/=$/.test(a)) back.set(Buffer.from(b, "base64").toString("hex"), Buffer.from(a, "base64").toString("hex"));
    expect(canonical(readDoc(out)!.doc, name, back)).toEqual(canonical(original.doc, name, new Map()));
    const base = await runValidation([path], policy, { format: "auto", failUnder: 70, cwd: ROOT });
    const cand = await runValidation([out], policy, { format: "auto", failUnder: 70, cwd: ROOT });
    const ids = (r: typeof base): unknown => Object.fromEntries(r.reports.map((e) => [e.trace_id, e.steps?.map((s) => s.step_id)]));
    expect(ids(cand)).toEqual(ids(base));
    const cmp = compareReports(base, cand, { failOn: "regressions", maxScoreDrop: null });
    expect(cmp.summary).toMatchObject({ traces_added: 0, traces_removed: 0, new_findings: 0, resolved_findings: 0, pass_to_fail: 0, fail_to_pass: 0 });
    expect(cmp.summary.traces_drifted ?? 0).toBe(0);
    expect(cmp.traces.every((t) => t.drift === undefined || t.drift.unchanged)).toBe(true);
    expect(cmp.gate.passed).toBe(true);
  });
});

test("the fixture folders hold adapted traces of every format", () => {
  const formats = new Set(FIXTURES.flatMap((f) => adaptDocument(readDoc(f)!.doc, basename(f), "auto").map((a) => a.format)));
  expect([...formats].sort()).toEqual(["anthropic-messages", "cohere-chat", "openai-chat", "openai-responses", "otlp"]);
});
