// renderEntry writes report entries key by key; its text must be exactly what the plain definition
// gives: JSON.stringify with a 2-space indent (raw_score left out), digests one compact line each.
import { describe, expect, it } from "vitest";
import { renderEntry } from "../../src/report/json.js";
import type { TraceReport } from "../../src/types.js";
import { xorshift } from "../rng.js";

/** The plain definition (the renderer before it was written key by key). */
function reference(entry: TraceReport): string {
  const unwrap = (w: string) => w.slice('{\n  "r": [\n'.length, w.length - "\n  ]\n}".length);
  const steps = entry.steps;
  if (steps === undefined || steps.length === 0) return unwrap(JSON.stringify({ r: [{ ...entry, raw_score: undefined }] }, null, 2));
  const text = unwrap(JSON.stringify({ r: [{ ...entry, steps: 0, raw_score: undefined }] }, null, 2));
  const marker = '\n      "steps": 0';
  const at = text.indexOf(marker);
  let list = '\n      "steps": [';
  for (let i = 0; i < steps.length; i++) list += (i === 0 ? "\n        " : ",\n        ") + JSON.stringify(steps[i]);
  return text.slice(0, at) + list + "\n      ]" + text.slice(at + marker.length);
}

describe("renderEntry", () => {
  it("equals the plain definition on odd entries and digests", () => {
    const r = xorshift(7);
    const strs = ["", "a", 'q"uo\\te', "line\nbreak", "\u2028", "😀", "\ud800", "x".repeat(300)];
    const val = (d: number): unknown => {
      const k = Math.floor(r() * 9);
      if (k === 0) return null;
      if (k === 1) return r() * 1000 - 500;
      if (k === 2) return [NaN, Infinity, -0, 1e21, 0.1][Math.floor(r() * 5)];
      if (k === 3) return strs[Math.floor(r() * strs.length)];
      if (k === 4) return r() < 0.5;
      if (k === 5) return undefined;
      if (d > 2) return "deep";
      if (k === 6) return Array.from({ length: Math.floor(r() * 3) }, () => val(d + 1));
      return Object.fromEntries(Array.from({ length: Math.floor(r() * 3) }, (_, i) => [strs[i % strs.length]! + i, val(d + 1)]));
    };
    const digest = (): Record<string, unknown> => {
      const d: Record<string, unknown> = { step_id: String(val(3)), type: r() < 0.5 ? "tool_call" : "model_response", tool_name: r() < 0.3 ? null : "t", status: "ok", result: strs[Math.floor(r() * strs.length)], args_hash: r() < 0.5 ? null : "0123456789abcdef" };
      if (r() < 0.5) d.args = strs[Math.floor(r() * strs.length)];
      if (r() < 0.5) d.latency_ms = val(3);
      if (r() < 0.3) d.tokens = r() < 0.5 ? null : 12;
      if (r() < 0.3) d.line = 3;
      if (r() < 0.1) d.extra = val(1);
      if (r() < 0.1) delete d.status;
      if (r() < 0.05) return { line: 1, ...d };
      return d;
    };
    for (let n = 0; n < 2000; n++) {
      const e: Record<string, unknown> = { trace_id: strs[n % strs.length], score: val(0), passed: true, findings: r() < 0.5 ? [] : [{ rule_id: "X", location: { uri: "a" }, expected: val(0) }] };
      if (r() < 0.5) e.category_scores = { schema: 100, flow: 99.5 };
      if (r() < 0.8) e.steps = Array.from({ length: Math.floor(r() * 4) }, digest);
      if (r() < 0.3) e.raw_score = 1.23;
      if (r() < 0.3) e.notes = val(0);
      if (r() < 0.1) e.memory = { nested: { deep: [1, { a: val(1) }] } };
      const entry = e as unknown as TraceReport;
      expect(renderEntry(entry)).toBe(reference(entry));
    }
    expect(renderEntry({} as TraceReport)).toBe(reference({} as TraceReport));
  });
});
