// Every token counter and every recorded cost of a step has a bound (docs/cost.md, "Bad counters"):
// a canonical input or output count above 10^9 is a parse error at the field, like the cache and
// reasoning counters, and so is a recorded cost above 10^9 USD, which keeps every sum of costs
// finite (two steps of 1e308 summed to Infinity, which read as "no cost recorded" and let the cost
// gate pass as "Not checked"). Through the pipeline each is a located ARH-INP-001, also when an
// adapter's sum (Anthropic's input plus its cache counts) goes over the bound.
import { afterAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { capture } from "../capture.js";
import { parseTrace, MAX_STEP_TOKENS, MAX_STEP_COST_USD, MAX_STEP_LATENCY_MS } from "../../src/trace/parse.js";
import { MAX_USAGE_TOKENS } from "../../src/adapters/usage.js";
import { runValidation } from "../../src/engine/pipeline.js";
import { loadPolicy } from "../../src/policy/parse.js";
import { runCompareCommand } from "../../src/commands/compare.js";
import { runValidateCommand } from "../../src/commands/validate.js";
import { InputError } from "../../src/errors.js";
import type { TraceReport } from "../../src/types.js";

const REPO = resolve(import.meta.dirname, "..", "..");
mkdirSync(join(REPO, ".scratch"), { recursive: true });
const dir = mkdtempSync(join(REPO, ".scratch", "usage-bounds-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const trace = (steps: object[], id = "t") => ({ trace_id: id, agent_name: "a", workflow: "w", steps });
const model = (extra: object, id = "m1") => ({ step_id: id, type: "model_response", text: "ok", ...extra });

function fails(doc: unknown): InputError {
  try {
    parseTrace(doc);
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error("parsed");
}

describe("canonical token counters", () => {
  it("the adapters and the parser share one bound", () => {
    expect(MAX_STEP_TOKENS).toBe(MAX_USAGE_TOKENS);
  });

  it.each([2e9, 2 ** 53 + 1, 1e308, MAX_STEP_TOKENS + 1])("input_tokens or output_tokens %d is a parse error at the field", (n) => {
    expect(fails(trace([model({ input_tokens: n })]))).toMatchObject({ pointer: "/steps/0/input_tokens", message: expect.stringContaining(`must be at most ${MAX_STEP_TOKENS}`) });
    expect(fails(trace([model({ input_tokens: 10, output_tokens: n }, "m2")]))).toMatchObject({ pointer: "/steps/0/output_tokens" });
  });

  it("10^9 itself is a count", () => {
    const s = parseTrace(trace([model({ input_tokens: MAX_STEP_TOKENS, output_tokens: MAX_STEP_TOKENS })])).steps[0]!;
    expect([s.input_tokens, s.output_tokens]).toEqual([MAX_STEP_TOKENS, MAX_STEP_TOKENS]);
  });
});

describe("recorded latencies", () => {
  it("a latency over the bound is a parse error at the field: two steps of 1e308 would sum to Infinity", () => {
    expect(fails(trace([model({ latency_ms: 1e308 }), model({ latency_ms: 1e308 }, "m2")]))).toMatchObject({ pointer: "/steps/0/latency_ms", message: expect.stringContaining(`latency_ms must be at most ${MAX_STEP_LATENCY_MS}`) });
    expect(parseTrace(trace([model({ latency_ms: MAX_STEP_LATENCY_MS })])).steps[0]!.latency_ms).toBe(MAX_STEP_LATENCY_MS);
  });
});

describe("recorded costs", () => {
  it("a cost above the bound is a parse error at the field; the bound keeps every total finite", () => {
    expect(fails(trace([model({ cost_usd: 1e308 }), model({ cost_usd: 1e308 }, "m2")]))).toMatchObject({ pointer: "/steps/0/cost_usd", message: expect.stringContaining(`cost_usd must be at most ${MAX_STEP_COST_USD}`) });
    expect(fails(trace([model({ cost_usd: 1 }), model({ cost_usd: MAX_STEP_COST_USD * 2 }, "m2")])).pointer).toBe("/steps/1/cost_usd");
    expect(parseTrace(trace([model({ cost_usd: MAX_STEP_COST_USD })])).steps[0]!.cost_usd).toBe(MAX_STEP_COST_USD);
    expect(Number.isFinite(MAX_STEP_COST_USD * 1e12)).toBe(true);
  });
});

const texts = new Map<string, string>();
function write(name: string, doc: unknown): string {
  const p = join(dir, name);
  const text = JSON.stringify(doc, null, 2);
  texts.set(name, text);
  writeFileSync(p, text);
  return p;
}

const POLICY_PATH = write("policy.json", { policy_id: "bounds", allow_unlisted_tools: true });

/** The entry's ARH-INP-001: its message and the line of the file it points at. */
function inputError(e: TraceReport): { line: number | undefined; message: string } {
  const f = e.findings.find((x) => x.rule_id === "ARH-INP-001");
  expect(f, JSON.stringify(e.findings)).toBeDefined();
  return { line: f!.location?.startLine, message: f!.message };
}

/** The 1-based line of the first line of `path`'s text holding `needle`. */
function lineOf(text: string, needle: string, from = 0): number {
  const lines = text.split("\n");
  for (let i = from; i < lines.length; i++) if (lines[i]!.includes(needle)) return i + 1;
  throw new Error(`no ${needle}`);
}

describe("through the pipeline: a located ARH-INP-001", () => {
  it("a canonical input count of 2e9, a cost of 1e308", async () => {
    const a = write("tokens.json", trace([model({ input_tokens: 2e9, output_tokens: 5 })], "tokens"));
    const b = write("cost.json", trace([model({ cost_usd: 1e308 }), model({ cost_usd: 1e308 }, "m2")], "cost"));
    const r = await runValidation([a, b], loadPolicy(POLICY_PATH), { format: "auto", failUnder: 70, cwd: dir });
    const [cost, tokens] = [r.reports.find((e) => e.source_path.endsWith("cost.json"))!, r.reports.find((e) => e.source_path.endsWith("tokens.json"))!];
    expect(inputError(tokens)).toEqual({ line: lineOf(texts.get("tokens.json")!, '"input_tokens"'), message: expect.stringContaining("input_tokens must be at most 1000000000") });
    expect(inputError(cost)).toEqual({ line: lineOf(texts.get("cost.json")!, '"cost_usd"'), message: expect.stringContaining("cost_usd must be at most") });
  });

  it("an Anthropic message whose input plus cache counts is over the bound: at the adapter's field", async () => {
    const msg = { type: "message", role: "assistant", model: "claude-x", content: [{ type: "text", text: "hi" }], usage: { input_tokens: 600_000_000, cache_read_input_tokens: 600_000_000, output_tokens: 3 } };
    const p = write("anthropic.json", msg);
    const r = await runValidation([p], loadPolicy(POLICY_PATH), { format: "auto", failUnder: 70, cwd: dir });
    const e = inputError(r.reports[0]!);
    expect(e.message).toContain("input_tokens must be at most 1000000000, got 1200000000");
    expect(e.line).toBe(lineOf(texts.get("anthropic.json")!, '"input_tokens"', lineOf(texts.get("anthropic.json")!, '"usage"')));
  });
});

describe("the cost gate against an overflowing cost", () => {
  it("is not a silent pass as 'no cost recorded': the candidate's trace is an input error", async () => {
    mkdirSync(join(dir, "base"), { recursive: true });
    mkdirSync(join(dir, "cand"), { recursive: true });
    writeFileSync(join(dir, "base", "t.json"), JSON.stringify(trace([model({ cost_usd: 0.5 })])));
    writeFileSync(join(dir, "cand", "t.json"), JSON.stringify(trace([model({ cost_usd: 1e308 }), model({ cost_usd: 1e308 }, "m2")])));
    const baseline = join(dir, "baseline.json");
    expect((await capture(() => runValidateCommand(["--policy", POLICY_PATH, "--json-out", baseline, "--quiet", join(dir, "base")]))).code).toBe(0);
    const r = await capture(() => runCompareCommand(["--baseline", baseline, "--policy", POLICY_PATH, join(dir, "cand"), "--max-cost-increase", "20%"]));
    expect(r.code).not.toBe(0);
    expect(r.out + r.err).toContain("cost_usd must be at most");
  });
});
