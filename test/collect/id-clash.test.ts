// A derived trace id never is an id another trace recorded (src/adapters/identity.ts,
// docs/collect.md): an unnamed run of the root span `agent` beside a run that recorded `agent-1`
// was named `agent-1` too, so `arh collect` said the recorded id "names several traces" and the
// comparison refused the duplicate. The derived run now skips the number a recorded id holds;
// without such a clash the numbers stay 1, 2, ...
import { afterAll, describe, expect, test } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { adaptDocument } from "../../src/adapters/index.js";
import { derivedIds, type TraceIdentity } from "../../src/adapters/identity.js";
import { splitByTrace } from "../../src/collect/split.js";
import { runValidation } from "../../src/engine/pipeline.js";
import { loadPolicy } from "../../src/policy/parse.js";
import { xorshift } from "../rng.js";

type Obj = Record<string, unknown>;
const str = (key: string, v: string): Obj => ({ key, value: { stringValue: v } });
const rnd = xorshift(11);
const hex = (n: number): string => Array.from({ length: n * 2 }, () => Math.floor(rnd() * 16).toString(16)).join("");

/** One run: a root span (with attributes) and a tool span under it, fresh ids. */
function run(root: string, attrs: Obj[]): Obj {
  const traceId = hex(16);
  const rootId = hex(8);
  const t = 1_700_000_000_000_000_000n + BigInt(Math.floor(rnd() * 1e9));
  return {
    resource: { attributes: [str("service.name", "svc")] },
    scopeSpans: [
      {
        scope: { name: "test" },
        spans: [
          { traceId, spanId: rootId, name: root, startTimeUnixNano: String(t), endTimeUnixNano: String(t + 5000n), attributes: attrs },
          { traceId, spanId: hex(8), parentSpanId: rootId, name: "lookup", startTimeUnixNano: String(t + 1000n), endTimeUnixNano: String(t + 2000n), attributes: [str("gen_ai.operation.name", "execute_tool"), str("gen_ai.tool.name", "lookup")] },
        ],
      },
    ],
  };
}

const recorded = (id: string): Obj => run("checkout", [str("arh.trace_id", id)]);
const unnamed = (): Obj => run("agent", []);

const REPO = resolve(import.meta.dirname, "..", "..");
mkdirSync(join(REPO, ".scratch"), { recursive: true });
const dir = mkdtempSync(join(REPO, ".scratch", "id-clash-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function traceIds(files: { name: string; doc: Obj }[]): string[] {
  return files.map((f) => adaptDocument(f.doc, f.name, "auto")[0]!.trace.trace_id as string);
}

describe("arh collect: a recorded agent-1 beside an unnamed run of `agent`", () => {
  test("two files, two trace ids, no recorded id said to name several traces", () => {
    const split = splitByTrace([unnamed(), recorded("agent-1")], []);
    expect(split.duplicateIds).toEqual([]);
    expect(split.files.map((f) => [f.name, f.derived])).toEqual([
      ["agent-1.json", false],
      ["agent-2.json", true],
    ]);
    expect(traceIds(split.files)).toEqual(["agent-1", "agent-2"]);
  });

  test("whatever the order of arrival; repeats of the unnamed run go on numbering", () => {
    const a = splitByTrace([recorded("agent-1"), unnamed(), unnamed(), recorded("agent-3")], []);
    const b = splitByTrace([unnamed(), recorded("agent-3"), unnamed(), recorded("agent-1")], []);
    expect(a.files.map((f) => f.name)).toEqual(["agent-1.json", "agent-2.json", "agent-3.json", "agent-4.json"]);
    expect(b.files.map((f) => f.name)).toEqual(a.files.map((f) => f.name));
    expect(a.files.filter((f) => f.derived).map((f) => f.name)).toEqual(["agent-2.json", "agent-4.json"]);
    expect(new Set(traceIds(a.files)).size).toBe(4);
    expect(a.duplicateIds).toEqual([]);
  });

  test("an id two traces really record is still said, and the derived run takes neither of their names", () => {
    const split = splitByTrace([recorded("agent-1"), recorded("agent-1"), unnamed()], []);
    expect(split.duplicateIds).toEqual(["agent-1"]);
    const names = split.files.map((f) => f.name);
    expect(new Set(names).size).toBe(3);
    expect(names).toEqual(["agent-1-2.json", "agent-1.json", "agent-2.json"]);
  });

  test("the collected files validate as distinct traces (the comparison needs unique ids)", async () => {
    const split = splitByTrace([unnamed(), recorded("agent-1")], []);
    const paths = split.files.map((f) => {
      const p = join(dir, f.name);
      writeFileSync(p, JSON.stringify(f.doc));
      return p;
    });
    const policy = join(dir, "policy.json");
    writeFileSync(policy, JSON.stringify({ policy_id: "p", allow_unlisted_tools: true }));
    const r = await runValidation(paths, loadPolicy(policy), { format: "auto", failUnder: 0, cwd: dir });
    expect(r.reports.map((e) => e.trace_id).sort()).toEqual(["agent-1", "agent-2"]);
  });
});

describe("the OTLP adapter: a file of several traces", () => {
  test("a derived <stem>-<id> never is the id another trace of the file recorded", () => {
    const doc = { resourceSpans: [unnamed(), recorded("run-agent-1")] };
    const ids = adaptDocument(doc, "run.json", "auto").map((a) => a.trace.trace_id as string).sort();
    expect(ids).toEqual(["run-agent-1", "run-agent-2"]);
  });
});

describe("derivedIds", () => {
  const ident = (base: string, key: string, id?: string): TraceIdentity => ({ base, key, library: "otel", root: 0, ...(id ? { recorded: { id, source: "arh.trace_id", span: 0, key: "arh.trace_id", onResource: false } } : {}) });

  test("without a clash: 1, 2, ... by what the runs did", () => {
    expect(derivedIds([ident("a", "y"), ident("a", "x"), ident("b", "x"), ident("c", "x", "rec")])).toEqual(["a-2", "a-1", "b-1", undefined]);
  });

  test("a recorded id, or one the caller names, is skipped", () => {
    expect(derivedIds([ident("a", "y"), ident("a", "x"), ident("r", "x", "a-1")])).toEqual(["a-3", "a-2", undefined]);
    expect(derivedIds([ident("a", "x")], (id) => id === "a-1" || id === "a-2")).toEqual(["a-3"]);
  });
});
