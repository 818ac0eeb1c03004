// A step's fields are its own properties, however the object was made: a plain object is read by
// name, an object without Object.prototype (or one where Object.prototype bears a field's name)
// property by property, with the same result.
import { afterEach, describe, expect, it } from "vitest";
import { parseTrace } from "../../src/trace/parse.js";

const doc = (step: object) => ({ trace_id: "t", agent_name: "a", workflow: "w", steps: [step] });
const plain = { step_id: "s1", type: "tool_call", tool_name: "lookup", arguments: { id: 1 }, latency_ms: 5, output: { ok: true } };

afterEach(() => {
  delete (Object.prototype as Record<string, unknown>).tool_name;
  delete (Object.prototype as Record<string, unknown>).error;
});

describe("step fields", () => {
  it("a plain object and a null-prototype copy parse alike", () => {
    const bare = Object.assign(Object.create(null) as object, plain);
    expect(parseTrace(doc(bare)).steps).toEqual(parseTrace(doc(plain)).steps);
  });

  it("a field inherited from Object.prototype is not the step's", () => {
    const before = parseTrace(doc({ step_id: "s1", type: "model_response", text: "hi" })).steps[0]!;
    Object.defineProperty(Object.prototype, "tool_name", { value: "inherited", configurable: true, writable: true });
    Object.defineProperty(Object.prototype, "error", { value: "inherited", configurable: true, writable: true });
    const after = parseTrace(doc({ step_id: "s1", type: "model_response", text: "hi" })).steps[0]!;
    expect(after.tool_name).toBeNull();
    expect(after.error).toBeNull();
    expect(after.status).toBe("ok");
    expect({ ...after }).toEqual({ ...before });
  });

  it("the errors name the field and its place, in the same order as before", () => {
    expect(() => parseTrace(doc({ step_id: "s1", type: "tool_call", tool_name: 3, text: 4 }))).toThrow(/^tool_name must be a string or null, got integer$/);
    expect(() => parseTrace(doc({ step_id: "s1", type: "tool_call", latency_ms: -1 }))).toThrow(/^latency_ms must be >= 0, got -1$/);
    expect(() => parseTrace(doc({ step_id: "s1", type: "tool_call", input_tokens: 1.5 }))).toThrow(/^input_tokens must be an integer, got 1.5$/);
    expect(() => parseTrace(doc({ step_id: "s1", type: "tool_call", metadata: [] }))).toThrow(/^metadata must be an object, got array$/);
  });
});

describe("detail counters", () => {
  const counters = (step: object) => {
    const s = parseTrace(doc({ ...plain, ...step })).steps[0]!;
    return [s.cache_read_tokens, s.cache_creation_tokens, s.reasoning_tokens];
  };

  it("are null when the step has none, and when it gives them as null", () => {
    expect(counters({ input_tokens: 10, output_tokens: 5 })).toEqual([null, null, null]);
    expect(counters({ input_tokens: 10, cache_read_tokens: null, cache_creation_tokens: null, reasoning_tokens: null })).toEqual([null, null, null]);
  });

  it("are read and checked against the totals when the step has any", () => {
    expect(counters({ input_tokens: 10, output_tokens: 5, cache_read_tokens: 3, reasoning_tokens: 2 })).toEqual([3, null, 2]);
    expect(counters({ cache_creation_tokens: 4 })).toEqual([null, 4, null]);
    expect(() => counters({ input_tokens: 2, cache_read_tokens: 3 })).toThrow(/cache_read_tokens contradicts input_tokens/);
    expect(() => counters({ output_tokens: 1, reasoning_tokens: 2 })).toThrow(/reasoning_tokens contradicts output_tokens/);
    expect(() => counters({ reasoning_tokens: -1 })).toThrow(/reasoning_tokens must be >= 0/);
    expect(() => counters({ cache_read_tokens: "3" })).toThrow(/cache_read_tokens must be an integer/);
  });
});
