// Every usage counter read (docs/cost.md, "Counters per format"): cache-read, cache-creation and
// reasoning tokens from fixtures recorded with the real SDKs (`openai`, `@anthropic-ai/sdk`, the
// Anthropic SDK under Traceloop's OpenTelemetry instrumentation) against the local fake of
// test/fixtures/usage/fake-usage.mjs (regenerate: node test/fixtures/usage/record.mjs); the report
// entries' totals, the compare summary, the cost the policy's pricing estimates (by hand), and the
// bad counters that are located notes or parse errors, never a silent zero.
import { afterAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { capture } from "../capture.js";
import { runValidateCommand } from "../../src/commands/validate.js";
import { runCompareCommand } from "../../src/commands/compare.js";
import { adaptDocument } from "../../src/adapters/index.js";
import { parseTrace } from "../../src/trace/parse.js";
import { InputError } from "../../src/errors.js";
import type { Report } from "../../src/types.js";

const REPO = resolve(import.meta.dirname, "..", "..");
const FIX = join(REPO, "test", "fixtures", "usage");
const temps: string[] = [];
afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});
function temp(): string {
  mkdirSync(join(REPO, ".scratch"), { recursive: true });
  const d = mkdtempSync(join(REPO, ".scratch", "usage-"));
  temps.push(d);
  return d;
}

// USD per million tokens: made-up prices (the tool ships none), one pattern among them
const PRICING = {
  "gpt-5-mini": { input: 0.25, output: 2, cache_read: 0.025 },
  "o4-*": { input: 1.1, output: 4.4, cache_read: 0.275 },
  "claude-sonnet-4-5": { input: 3, output: 15, cache_read: 0.3, cache_write: 3.75 },
};

async function validate(file: string, pricing: unknown = PRICING): Promise<Report> {
  const dir = temp();
  const policy = join(dir, "policy.json");
  writeFileSync(policy, JSON.stringify({ policy_id: "usage", allow_unlisted_tools: true, pricing }));
  const out = join(dir, "report.json");
  const r = await capture(() => runValidateCommand(["--policy", policy, "--json-out", out, "--quiet", file]));
  expect(r.code, r.err).toBe(0);
  return JSON.parse(readFileSync(out, "utf8")) as Report;
}

describe("recorded fixtures: the counters in the report entry", () => {
  // fake-usage.mjs USAGE: turn 1 input 1500 (1024 cached, 256 written), output 120 (64 reasoning);
  // turn 2 input 1700 (1280 cached), output 200 (96 reasoning)
  it("OpenAI Chat Completions: cached_tokens and reasoning_tokens of each response", async () => {
    const e = (await validate(join(FIX, "openai-chat.json"))).reports[0]!;
    expect(e.total_tokens).toBe(3520);
    expect(e.usage).toMatchObject({ input_tokens: 3200, output_tokens: 320, cache_read_tokens: 2304, cache_creation_tokens: 0, reasoning_tokens: 160 });
    // by hand: (476 x 0.25 + 1024 x 0.025 + 56 x 2 + 64 x 2) + (420 x 0.25 + 1280 x 0.025 + 104 x 2 + 96 x 2) = 921.6 per million
    expect(e.usage!.estimated_cost_usd).toBe(0.0009216);
  });

  it("OpenAI Responses: input_tokens_details and output_tokens_details of the response", async () => {
    const e = (await validate(join(FIX, "openai-responses.json"))).reports[0]!;
    expect(e.usage).toMatchObject({ input_tokens: 1700, output_tokens: 200, cache_read_tokens: 1280, reasoning_tokens: 96 });
    // by hand, o4-* pattern: 420 x 1.1 + 1280 x 0.275 + 104 x 4.4 + 96 x 4.4 = 1694 per million
    expect(e.usage!.estimated_cost_usd).toBe(0.001694);
  });

  it("Anthropic Messages: cache reads and writes, counted apart by the API, are part of the input", async () => {
    const e = (await validate(join(FIX, "anthropic-messages.json"))).reports[0]!;
    expect(e.usage).toMatchObject({ input_tokens: 3200, output_tokens: 320, cache_read_tokens: 2304, cache_creation_tokens: 256 });
    // by hand: (220 x 3 + 1024 x 0.3 + 256 x 3.75 + 120 x 15) + (420 x 3 + 1280 x 0.3 + 200 x 15) = 8371.2 per million
    expect(e.usage!.estimated_cost_usd).toBe(0.0083712);
  });

  it("OTLP (Anthropic SDK + Traceloop): the same counts as the transcript, the model time from the spans", async () => {
    const e = (await validate(join(FIX, "otlp", "refund-agent-1.json"))).reports[0]!;
    expect(e.usage).toMatchObject({ input_tokens: 3200, output_tokens: 320, cache_read_tokens: 2304, cache_creation_tokens: 256 });
    expect(e.usage!.estimated_cost_usd).toBe(0.0083712);
    expect(e.usage!.model_latency_ms).toBeGreaterThan(0);
    expect(e.adapter_notes?.some((n) => n.code === "usage_input_apart")).toBe(true);
  });

  it("a model without a price is named, not priced at zero, in the report and the compare summary", async () => {
    const pricing = { "gpt-*": { input: 1, output: 1 } };
    const base = await validate(join(FIX, "anthropic-messages.json"), pricing);
    const e = base.reports[0]!;
    expect(e.usage!.estimated_cost_usd).toBeUndefined();
    expect(e.usage!.unpriced_models).toEqual(["claude-sonnet-4-5"]);
    const dir = temp();
    writeFileSync(join(dir, "base.json"), JSON.stringify(base));
    writeFileSync(join(dir, "policy.json"), JSON.stringify({ policy_id: "usage", allow_unlisted_tools: true, pricing }));
    const r = await capture(() => runCompareCommand(["--baseline", join(dir, "base.json"), "--policy", join(dir, "policy.json"), join(FIX, "anthropic-messages.json")]));
    expect(r.out).toContain("no price in the policy for claude-sonnet-4-5: the cost of their steps is left out");
  });

  it("the compare summary shows the cache and reasoning counts and the estimated cost", async () => {
    const dir = temp();
    const policy = join(dir, "policy.json");
    writeFileSync(policy, JSON.stringify({ policy_id: "usage", allow_unlisted_tools: true, pricing: PRICING }));
    const base = join(dir, "base.json");
    await capture(() => runValidateCommand(["--policy", policy, "--json-out", base, "--quiet", join(FIX, "openai-chat.json"), join(FIX, "anthropic-messages.json")]));
    const md = join(dir, "c.md");
    const r = await capture(() => runCompareCommand(["--baseline", base, "--policy", policy, "--md-out", md, join(FIX, "openai-chat.json"), join(FIX, "anthropic-messages.json")]));
    expect(r.code).toBe(0);
    for (const text of [r.out, readFileSync(md, "utf8")]) {
      expect(text).toContain("cache-read 4,608 → 4,608, cache-write 256 → 256, reasoning 160 → 160");
      expect(text).toContain("cache-read share of input 72.0% → 72.0%");
      expect(text).toContain("cost $0.009293 → $0.009293 (+0.0%) (estimated from the policy's pricing)");
    }
  });
});

describe("bad counters: located, never a silent zero", () => {
  const notesOf = (doc: unknown) => (adaptDocument(doc, "t.json", "auto")[0]!.trace.metadata as { adapter: { notes: { pointer: string; note: string }[] } }).adapter.notes;

  it("negative, fractional and absurd provider counters are notes at their pointer", () => {
    const doc = {
      model: "gpt-x",
      messages: [
        { role: "user", content: "hi" },
        { role: "assistant", content: "hello", usage: { prompt_tokens: 100, completion_tokens: -3, prompt_tokens_details: { cached_tokens: 2.5 }, completion_tokens_details: { reasoning_tokens: 5e12 } } },
      ],
    };
    const notes = notesOf(doc);
    expect(notes).toContainEqual({ pointer: "/messages/1/usage/completion_tokens", note: "usage_unmapped: completion_tokens is negative (-3)" });
    expect(notes).toContainEqual({ pointer: "/messages/1/usage/prompt_tokens_details/cached_tokens", note: "usage_unmapped: prompt_tokens_details.cached_tokens is not a whole number (2.5)" });
    expect(notes.some((n) => n.pointer.endsWith("/reasoning_tokens") && n.note.includes("implausibly large"))).toBe(true);
  });

  it("a cache count above the input it is part of is a note, not a count", () => {
    const doc = { messages: [{ role: "user", content: "hi" }, { role: "assistant", content: "hello", usage: { prompt_tokens: 100, completion_tokens: 3, prompt_tokens_details: { cached_tokens: 500 } } }] };
    expect(notesOf(doc)).toContainEqual({ pointer: "/messages/1/usage/prompt_tokens_details/cached_tokens", note: "usage_contradiction: cache_read_tokens (500) is more than the input tokens (100) it is part of; not recorded" });
  });

  it("canonical traces: the detail counters are checked at their field", () => {
    const step = (extra: Record<string, unknown>) => ({ trace_id: "t", agent_name: "a", workflow: "w", steps: [{ step_id: "m", type: "model_response", input_tokens: 100, output_tokens: 10, ...extra }] });
    const fails = (extra: Record<string, unknown>): InputError => {
      try {
        parseTrace(step(extra));
      } catch (e) {
        return e as InputError;
      }
      throw new Error("parsed");
    };
    expect(fails({ cache_read_tokens: 150 })).toMatchObject({ pointer: "/steps/0/cache_read_tokens", message: expect.stringContaining("contradicts input_tokens") });
    expect(fails({ reasoning_tokens: 11 }).pointer).toBe("/steps/0/reasoning_tokens");
    expect(fails({ cache_creation_tokens: 1.5 }).message).toBe("cache_creation_tokens must be an integer, got 1.5");
    expect(fails({ cache_read_tokens: -1 }).message).toBe("cache_read_tokens must be >= 0, got -1");
    expect(fails({ input_tokens: null, reasoning_tokens: 2e9 }).message).toContain("must be at most 1000000000");
    expect(parseTrace(step({ cache_read_tokens: 60, cache_creation_tokens: 40, reasoning_tokens: 10 })).steps[0]).toMatchObject({ cache_read_tokens: 60, cache_creation_tokens: 40, reasoning_tokens: 10 });
  });
});
