// The comparison's fast paths give exactly what the general ones give: a report read entry by entry
// with the scanner (compare/load.ts) equals the exact read, key order included, and any other file
// goes the exact way (same messages); identical trajectories drift as the alignment says; `tidy`
// and the integer shortcut of rounding are the values toFixed and pyRound give; the Markdown's
// blocks made only while they fit assemble to the same document as all of them made.
import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { UsageError } from "../../src/errors.js";
import { forgetReadLists, loadReportFile, normalizeReport, readReportDocument, scanReportFile } from "../../src/compare/load.js";
import { alignedDrift, computeDrift } from "../../src/compare/drift.js";
import { tidy } from "../../src/compare/cost.js";
import { cmpCodePoints, pyRound, sortCodePoints } from "../../src/compare/util.js";
import { assemble, chars, utf8Bytes, type Block } from "../../src/report/budget.js";
import { buildWithin, type LazyBlock } from "../../src/report/compare.js";
import type { StepDigest, TraceReport } from "../../src/types.js";
import { decodeLeanList, expandLeanSteps } from "../../src/compare/digests.js";
import { call, resp, rng } from "./helpers.js";

const dir = mkdtempSync(join(tmpdir(), "arh-fast-paths-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
function file(text: string | Buffer): string {
  const p = join(dir, `r${files++}.json`);
  writeFileSync(p, text);
  return p;
}

/** The exact read of a report file: its value, or its message. */
function exact(p: string): string {
  try {
    return JSON.stringify(normalizeReport(readReportDocument(p, `baseline report ${p}`), p, "baseline report"));
  } catch (e) {
    if (e instanceof UsageError) return `error: ${e.message}`;
    throw e;
  }
}
function loaded(p: string): string {
  try {
    return JSON.stringify(loadReportFile(p, "baseline report"));
  } catch (e) {
    if (e instanceof UsageError) return `error: ${e.message}`;
    throw e;
  }
}

function entry(r: () => number, i: number): Record<string, unknown> {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const e: Record<string, unknown> = { trace_id: pick([`t${i}`, `t${i}`, i, `é-${i}`]) };
  if (r() < 0.8) e.passed = pick([true, false, 1, 0, null]);
  if (r() < 0.8) e.score = pick([100, 97.5, null, "x"]);
  e.findings = pick([
    [],
    [{ severity: "error", category: "budget", message: "m", step_id: "s2", rule_id: "ARH-BUD-001", location: { uri: "a.json", startLine: 3 } }],
    [{ category: "flow" }, "junk", null, [1], { rule_id: null, step_id: 7, severity: 1, extra: { "__proto__": 1 } }],
    "not a list",
  ]);
  const lean = (k: number): unknown[] => [`s${k}`, k % 3 ? "tool_call" : "model_response", k % 3 ? pick(["lookup", "refund", "a\"b"]) : null, pick(["ok", "ok", "error"]), k % 3 ? `h${k}` : null, `r${k}`, ...(r() < 0.3 ? [k * 4] : [])];
  e.steps = pick([
    Array.from({ length: Math.floor(r() * 5) }, (_, k) => lean(k)),
    [lean(0), ["short"], lean(1), ["s9", "other", null, "ok", null, "x"], lean(2)],
    [{ step_id: "s1", type: "tool_call", tool_name: "t", status: "ok", result: "ok", args_hash: "h" }],
    [],
    undefined,
  ]);
  if (r() < 0.5) e.usage = { input_tokens: 10, output_tokens: 2 };
  if (r() < 0.3) e["__proto__"] = { polluted: true };
  if (r() < 0.2) e.nested = { a: [[[{ b: "c" }]]] };
  return e;
}

function document(r: () => number): Record<string, unknown> {
  const n = Math.floor(r() * 6);
  const reports = Array.from({ length: n }, (_, i) => entry(r, i));
  const head: [string, unknown][] = [
    ["schema_version", r() < 0.8 ? "1" : undefined],
    ["format_version", r() < 0.7 ? 3 : undefined],
    ["summary", r() < 0.7 ? { total_traces: 99, passed_traces: 0, failed_traces: 99, average_score: 12.5 } : undefined],
    ["tool", { name: "arh-action" }],
    ["policy_digest", r() < 0.5 ? "sha256:ab" : undefined],
  ];
  const keys = head.filter(([, v]) => v !== undefined);
  const at = Math.floor(r() * (keys.length + 1));
  keys.splice(at, 0, ["reports", reports]);
  return Object.fromEntries(keys);
}

describe("reading a report entry by entry", () => {
  it("equals the exact read, key order included (random reports, indented and compact, with a BOM)", () => {
    const r = rng(11);
    let fast = 0;
    for (let i = 0; i < 300; i++) {
      const doc = document(r);
      const text = JSON.stringify(doc, null, i % 2 ? 2 : undefined);
      const p = file(i % 5 === 0 ? "\ufeff" + text : text);
      const want = exact(p);
      expect(loaded(p)).toBe(want);
      const scanned = scanReportFile(p);
      if (scanned !== null) {
        fast++;
        expect(JSON.stringify(scanned)).toBe(want);
      } else expect(want.startsWith("error: ")).toBe(true);
    }
    // the reports that are valid (most of them) are read the fast way
    expect(fast).toBeGreaterThan(200);
  });

  it("leaves every other file to the exact read, whose messages it gets", () => {
    const cases = [
      '{"reports": [], "reports": [{"trace_id": "a"}]}',
      '{"reports": [{"trace_id": "a"}], "summary": 1, "summary": {"average_score": 3}}',
      '{"__proto__": {"x": 1}, "reports": []}',
      '{"reports": [{"trace_id": "a"}, {"trace_id": "a"}]}',
      '{"reports": [{"trace_id": "a"}, 3]}',
      '{"reports": [{"id": "a"}]}',
      '{"reports": {}}',
      '{"partial_version": 1}',
      '{"schema_version": "2", "reports": []}',
      '{"format_version": 99, "reports": []}',
      '{"policy_digest": 5, "reports": []}',
      '{"reports": [{"trace_id": "a",}]}',
      '{"reports": [{"trace_id": "a"}]} x',
      '{"reports": [{"trace_id": "a"',
      `{"reports": [{"trace_id": "a", "x": ${"[".repeat(1200)}${"]".repeat(1200)}}]}`,
      `{"reports": [], "x": ${"[".repeat(1200)}${"]".repeat(1200)}}`,
      "[]",
      "",
      '"reports"',
    ];
    for (const text of cases) {
      const p = file(text);
      expect(scanReportFile(p), text.slice(0, 60)).toBeNull();
      expect(loaded(p)).toBe(exact(p));
    }
    expect(scanReportFile(join(dir, "missing.json"))).toBeNull();
    expect(loaded(join(dir, "missing.json"))).toBe(exact(join(dir, "missing.json")));
    // the depth limit counts from the document, as checkDepth does: an entry's value at 1000 levels reads
    const deepest = file(`{"reports": [{"trace_id": "a", "x": ${"[".repeat(997)}${"]".repeat(997)}}]}`);
    expect(scanReportFile(deepest)).not.toBeNull();
    expect(loaded(deepest)).toBe(exact(deepest));
    const over = file(`{"reports": [{"trace_id": "a", "x": ${"[".repeat(998)}${"]".repeat(998)}}]}`);
    expect(scanReportFile(over)).toBeNull();
    expect(loaded(over)).toMatch(/:1:\d+: value nested deeper than 1000 levels$/);
  });
});

describe("step lists read apart from their entry", () => {
  const lean = (k: number, tool = "lookup"): unknown[] => [`s${k}`, "tool_call", tool, "ok", `h${k}`, `r${k}`];
  it("an entry's steps wherever the key sits, however it is written: as the exact read", () => {
    const steps = JSON.stringify([lean(1), lean(2)]);
    const cases = [
      `{"reports": [{"trace_id": "a", "steps" :\n [ ${steps.slice(1, -1)} ] , "x": 1}]}`,
      `{"reports": [{"trace_id": "a", "meta": {"steps": [[1]]}, "steps": ${steps}}]}`,
      `{"reports": [{"trace_id": "a", "meta": {"steps": ${steps}}}]}`,
      `{"reports": [{"trace_id": "a", "steps": ${steps}, "steps": [["s9", "tool_call", "t", "ok", "h", "r"]]}]}`,
      `{"reports": [{"trace_id": "a", "steps": [], "st\\u0065ps": ${steps}}]}`,
      `{"reports": [{"trace_id": "a", "st\\u0065ps": [], "steps": ${steps}}]}`,
      `{"reports": [{"trace_id": "a", "note": "\\"steps\\": [1]", "steps": ${steps}}]}`,
      `{"reports": [{"trace_id": "a", "note": "x\\\\", "steps": ${steps}}]}`,
      `{"reports": [{"trace_id": "a", "steps": [["s1", "tool_call", "a]b\\"[", "ok", null, "r", 3], ["s2"], {"k": "]"}]}]}`,
      `{"reports": [{"trace_id": "a", "steps": "not a list"}]}`,
      `{"reports": [{"trace_id": "a", "steps": [{"step_id": "s1", "type": "tool_call"}]}]}`,
      `{"reports": [{"trace_id": "a", "steps": [["s1", "tool_call", "t", "ok", "h", "r",]]}]}`,
      `{"reports": [{"trace_id": "a", "steps": [["s1", "tool_call", "t", "ok", "h", "r"]}]}`,
      `{"reports": [{"trace_id": "a", "steps": [["s1", "tool_call", "t", "ok", "h", "\u0001"]]}]}`,
      `{"reports": [{"trace_id": "a", "steps": [["é😀", "tool_call", "t\\u00e9", "ok", "h", "r"]]}]}`,
    ];
    for (const text of cases) {
      const p = file(text);
      expect(loaded(p), text).toBe(exact(p));
    }
  });

  it("an indented report whose entries end elsewhere than where they usually do reads the same", () => {
    const deep = (n: number): string => "[".repeat(n) + "]".repeat(n);
    const cases = [
      // a nested object closing 4 spaces in, before the entry's end
      `{\n  "reports": [\n    {\n      "trace_id": "a",\n      "x": {\n    },\n      "steps": [["s1", "tool_call", "t", "ok", "h", "r"]]\n    },\n    {\n      "trace_id": "b"\n    }\n  ]\n}\n`,
      // the depth limit met, and passed, in an entry that ends where entries do
      `{\n  "reports": [\n    {\n      "trace_id": "a",\n      "x": ${deep(997)}\n    }\n  ]\n}\n`,
      `{\n  "reports": [\n    {\n      "trace_id": "a",\n      "x": ${deep(998)}\n    }\n  ]\n}\n`,
      `{\n  "reports": [\n    {\n      "trace_id": "a",\n      "steps": [["s1", "tool_call", "t", "ok", "h", "r"]],\n      "x": [${deep(996)}]\n    }\n  ]\n}\n`,
      // invalid inside an entry that ends where entries do
      `{\n  "reports": [\n    {\n      "trace_id": "a",\n      "x": [1,]\n    }\n  ]\n}\n`,
      // CRLF line ends
      `{\r\n  "reports": [\r\n    {\r\n      "trace_id": "a",\r\n      "steps": [["s1", "tool_call", "t", "ok", "h", "r"]]\r\n    }\r\n  ]\r\n}\r\n`,
    ];
    for (const text of cases) {
      const p = file(text);
      expect(loaded(p), text.slice(0, 120)).toBe(exact(p));
    }
    expect(scanReportFile(file(cases[1]!))).not.toBeNull();
    expect(scanReportFile(file(cases[2]!))).toBeNull();
    expect(scanReportFile(file(cases[5]!))).not.toBeNull();
  });

  it("an entry of more than a megabyte reads the same", () => {
    const big = { reports: [{ trace_id: "a", note: "é".repeat(700_000), steps: [lean(1), lean(2)], after: "x".repeat(600_000) }, { trace_id: "b", steps: [lean(3)] }] };
    const p = file(JSON.stringify(big, null, 2));
    expect(scanReportFile(p)).not.toBeNull();
    expect(loaded(p)).toBe(exact(p));
  });

  it("a list read before is shared by the entry read next with the same list", () => {
    const doc = (tool: string) => JSON.stringify({ reports: [{ trace_id: "a", steps: [lean(1), lean(2)] }, { trace_id: "b", steps: [lean(1, tool), lean(2)] }, { trace_id: "c", steps: [] }] }, null, 2);
    const base = loadReportFile(file(doc("lookup")));
    const cand = loadReportFile(file(doc("refund")));
    expect(cand.reports[0]!.steps).toBe(base.reports[0]!.steps);
    expect(cand.reports[1]!.steps).not.toBe(base.reports[1]!.steps);
    expect(cand.reports[1]!.steps![0]!.tool_name).toBe("refund");
    // by trace: the same list under another id is read again; every value as the exact read gives it
    const p = file(JSON.stringify({ reports: [{ trace_id: "x", steps: [lean(1), lean(2)] }, { trace_id: "b", steps: [lean(1, "refund"), lean(2)] }] }, null, 2));
    const again = loadReportFile(p);
    expect(again.reports[0]!.steps).not.toBe(cand.reports[0]!.steps);
    expect(again.reports[1]!.steps).toBe(cand.reports[1]!.steps);
    expect(JSON.stringify(again)).toBe(exact(p));
  });

  it("lists let go (forgetReadLists) are not shared, and the next read is the same", () => {
    const text = JSON.stringify({ reports: [{ trace_id: "a", steps: [lean(1), lean(2)] }] }, null, 2);
    const first = loadReportFile(file(text));
    forgetReadLists();
    const second = loadReportFile(file(text));
    expect(second.reports[0]!.steps).not.toBe(first.reports[0]!.steps);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    // and the lists the second read kept are shared again, as ever
    expect(loadReportFile(file(text)).reports[0]!.steps).toBe(second.reports[0]!.steps);
  });
});

describe("lean step lists decoded from their bytes", () => {
  /** What the parse gives: the expanded digests, "not lean" (left as parsed) or "throws". */
  function reference(text: string): unknown {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return "throws";
    }
    const e = { steps: parsed } as unknown as TraceReport;
    expandLeanSteps(e);
    return e.steps === parsed ? "not lean" : e.steps;
  }
  const same = (a: unknown, b: unknown): boolean =>
    JSON.stringify(a) === JSON.stringify(b) && (a as StepDigest[]).every((d, i) => Object.is(d.line, (b as StepDigest[])[i]!.line));

  it("decodes what JSON.parse and the expansion give, or leaves the list to them (random and broken lists)", () => {
    const r = rng(17);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
    const scalars = ['"s1"', '"tool_call"', '"model_response"', '"ok"', '"error"', '"lookup_order"', '"1a8c881701cd4247"', '"f6cd07a9"', "null", "true", "false", "0", "-0", "7", "-12", "123456789012345", "1234567890123456", "1.5", "1e3", "01", '"é😀"', '"a\\"b"', '"tab\there"', '"\u0041"', '""', "[]", "{}", '["x"]', "nul", '"unterminated'];
    const ws = ["", "", "", " ", "\n  ", "\t", "\r\n"];
    const digest = (): string => {
      if (r() < 0.6) {
        const base = [`"s${Math.floor(r() * 30)}"`, pick(['"tool_call"', '"model_response"']), pick(['"lookup"', "null", '"refund"']), pick(['"ok"', '"error"']), pick(['"h1"', "null"]), pick(['"r1"', "null"])];
        if (r() < 0.4) base.push(pick(["3", "-0", "null", '"x"', "42"]));
        if (r() < 0.2) base[Math.floor(r() * base.length)] = pick(scalars);
        return "[" + base.map((x) => pick(ws) + x + pick(ws)).join(",") + "]";
      }
      return "[" + Array.from({ length: Math.floor(r() * 9) }, () => pick(ws) + pick(scalars) + pick(ws)).join(",") + "]";
    };
    let decoded = 0;
    for (let i = 0; i < 4000; i++) {
      let text = "[" + pick(ws) + Array.from({ length: Math.floor(r() * 5) }, digest).join(pick(ws) + "," + pick(ws)) + pick(ws) + "]";
      if (r() < 0.25) {
        // a byte deleted, inserted or replaced
        const at = Math.floor(r() * text.length);
        const ch = pick(["", ",", "]", "[", '"', " ", "0", "x", "\\"]);
        text = text.slice(0, at) + ch + text.slice(at + (r() < 0.5 ? 1 : 0));
      }
      const buf = Buffer.from("xx" + text + "}yy");
      const got = decodeLeanList(buf, 2, buf.length - 2);
      if (got === null) continue;
      decoded++;
      // what it read is a whole value: the array from its start to where it says it ends
      const want = reference(buf.toString("utf8", 2, got.end));
      expect(got.end).toBeLessThanOrEqual(buf.length - 2);
      expect(want !== "throws" && want !== "not lean" && same(got.list, want), text).toBe(true);
    }
    expect(decoded).toBeGreaterThan(1000);
  });

  it("decodes the lists reports write", () => {
    const text = '[["s1","tool_call","lookup_order","ok","1a8c881701cd4247","f6cd07a9",7],\n ["s2","model_response",null,"error",null,"e329b951"], ["é","tool_call","t😀","ok",null,"x",-0]]';
    const buf = Buffer.from(text);
    const got = decodeLeanList(buf, 0, buf.length);
    expect(got?.end).toBe(buf.length);
    expect(same(got!.list, reference(text))).toBe(true);
  });
});

describe("drift of identical trajectories", () => {
  it("is what the alignment gives, key order included", () => {
    const r = rng(5);
    const tools = ["a", "b", "c", ""];
    for (let i = 0; i < 300; i++) {
      const n = Math.floor(r() * 12);
      const steps: StepDigest[] = Array.from({ length: n }, (_, k) => (r() < 0.3 ? resp(`m${k}`) : call(`s${k}`, tools[Math.floor(r() * 4)]!, { v: Math.floor(r() * 3) })));
      // the same calls under other ids, and tool names missing where the key reads them as ""
      const again = steps.map((s, k) => ({ ...s, step_id: `x${k}`, ...(s.tool_name === "" ? { tool_name: null } : {}) }));
      expect(JSON.stringify(computeDrift(steps, again))).toBe(JSON.stringify(alignedDrift(steps, again)));
      expect(computeDrift(steps, again).unchanged).toBe(true);
      // and the same calls under the same names: the shortcut
      const same = steps.map((s, k) => ({ ...s, step_id: `y${k}` }));
      expect(JSON.stringify(computeDrift(steps, same))).toBe(JSON.stringify(alignedDrift(steps, same)));
    }
  });
  it("a difference anywhere takes the alignment", () => {
    const b = [call("s1", "a", { v: 1 }), call("s2", "b"), resp("s3")];
    const c = [call("s1", "a", { v: 2 }), call("s2", "b"), resp("s3")];
    expect(computeDrift(b, c)).toEqual(alignedDrift(b, c));
    expect(computeDrift(b, c).changed_arguments).toHaveLength(1);
    expect(computeDrift(b, [...c, resp("s4")])).toEqual(alignedDrift(b, [...c, resp("s4")]));
  });
});

describe("numbers", () => {
  const samples = (): number[] => {
    const r = rng(3);
    const xs = [0, -0, 1, -1, 2 ** 53, 2 ** 53 + 2, 1e20, 1e21, 1e22, -1e21, 0.1 + 0.2, 1e-11, -1e-11, 5e-324, NaN, Infinity, -Infinity, 0.0102, 2430, 123456789012];
    for (let i = 0; i < 2000; i++) {
      const v = (r() - 0.5) * 10 ** Math.floor(r() * 24 - 6);
      xs.push(v, Math.round(v), Math.round(v * 100) / 100, Math.round(v * 1e4) / 1e4);
    }
    return xs;
  };
  it("tidy is Number(x.toFixed(10))", () => {
    for (const x of samples()) expect(Object.is(tidy(x), Number(x.toFixed(10))), String(x)).toBe(true);
  });
  it("pyRound leaves an integer as it is (the comparison's shortcut)", () => {
    for (const x of samples()) if (Number.isInteger(x)) for (const n of [2, 6]) expect(Object.is(pyRound(x, n), x), String(x)).toBe(true);
  });
});

describe("Markdown blocks made only while they fit", () => {
  it("assemble to the document of every block made", () => {
    const r = rng(9);
    const text = (): string => Array.from({ length: 1 + Math.floor(r() * 40) }, () => ["x", "é", "\n", "😀", "ab"][Math.floor(r() * 5)]).join("") + (r() < 0.3 ? "\n\n" : "");
    for (let i = 0; i < 3000; i++) {
      const eager: Block[] = [];
      const lazy: LazyBlock[] = [];
      let made = 0;
      const madeAt: number[] = [];
      const n = Math.floor(r() * 12);
      for (let k = 0; k < n; k++) {
        const x = r();
        if (x < 0.2) {
          const b = { text: text(), required: true };
          eager.push(b);
          lazy.push(b);
        } else if (x < 0.3) {
          const b = { text: "", omitted: Math.floor(r() * 3) };
          eager.push(b);
          lazy.push(b);
        } else if (x < 0.4) {
          const b = { text: text() };
          eager.push(b);
          lazy.push(b);
        } else {
          const t = text();
          eager.push({ text: t });
          const at = k;
          lazy.push({
            make: () => {
              made++;
              madeAt.push(at);
              return t;
            },
          });
        }
      }
      const budget = Math.floor(r() * 400);
      const measure = r() < 0.5 ? chars : utf8Bytes;
      const note = (d: number) => `_${d} more sections elsewhere_`;
      expect(assemble(buildWithin(lazy, budget, measure, note), budget, measure, note)).toBe(assemble(eager, budget, measure, note));
      expect(made).toBeLessThanOrEqual(n);
    }
  });
  it("makes no block after the first that does not fit", () => {
    let made = 0;
    const blocks: LazyBlock[] = [{ text: "head", required: true }];
    for (let k = 0; k < 1000; k++)
      blocks.push({
        make: () => {
          made++;
          return "y".repeat(100);
        },
      });
    const out = assemble(buildWithin(blocks, 1000, chars, (d) => `${d} more`), 1000, chars, (d) => `${d} more`);
    expect(made).toBe(10); // the 9 blocks that fit, and the first that does not
    expect(out).toContain("more");
  });
});

describe("ids in code-point order", () => {
  it("sorts as cmpCodePoints does, with and without characters above U+FFFF", () => {
    const r = rng(21);
    const chars = ["a", "b", "Z", "é", "\ue000", "\uffff", "😀", "\ud800", "\udfff", "𝄞", "0", ""];
    for (let i = 0; i < 500; i++) {
      const set = new Set<string>();
      for (let k = 0; k < 30; k++) set.add(Array.from({ length: Math.floor(r() * 4) }, () => chars[Math.floor(r() * (i % 2 ? 6 : chars.length))]!).join(""));
      const ids = [...set];
      expect(sortCodePoints([...ids])).toEqual([...ids].sort(cmpCodePoints));
    }
  });
});
