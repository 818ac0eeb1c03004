// Hand-computed expected results per rule (semantics.md §3-§4): findings as (rule, step, severity)
// multisets, the rounded score and the verdict. The arithmetic is in the comments.
import { describe, expect, it } from "vitest";
import { mr, run, tc } from "../engine/helpers.js";
import { parsePolicy } from "../../src/policy/parse.js";
import { parseTrace } from "../../src/trace/parse.js";
import { validateTrace } from "../../src/engine/validate.js";

describe("schema", () => {
  it("SCH-001..005, 007..009 on six tool calls (1 of 6 checks pass: 16.67)", () => {
    const r = run(
      {
        allowed_tools: {
          lookup_order: { required_arguments: { order_id: { type: "str", pattern: "ORD-[0-9]+" } }, optional_arguments: { verbose: "bool" } },
          issue_refund: {
            required_arguments: { order_id: "str", amount: { type: "float", min: 0, max: 500 } },
            optional_arguments: { reason: { type: "str", enum: ["damaged", "late"] } },
          },
        },
      },
      [
        tc("s1", "lookup_order", { order_id: "ORD-1" }),
        tc("s2", "delete_db", {}),
        tc("s3", null),
        tc("s4", "issue_refund", { amount: 1200, reason: "because", extra: 1 }),
        tc("s5", "issue_refund", { order_id: 5, amount: "x" }),
        tc("s6", "lookup_order", { order_id: "bad" }),
        mr("s7", "done"),
      ],
    );
    expect(r.triples).toEqual(
      [
        "ARH-SCH-001 s2 error",
        "ARH-SCH-002 s3 error",
        "ARH-SCH-003 s4 error",
        "ARH-SCH-009 s4 error",
        "ARH-SCH-007 s4 error",
        "ARH-SCH-005 s4 warning",
        "ARH-SCH-004 s5 error",
        "ARH-SCH-004 s5 error",
        "ARH-SCH-008 s6 error",
      ].sort(),
    );
    expect(r.rounded).toBe(16.67);
    expect(r.passed).toBe(false);
  });
  it("SCH-006 is info: type check skipped, enum still applies", () => {
    const pol = { allowed_tools: { t: { required_arguments: { x: { type: "string", enum: ["a"] } } } } };
    const ok = run(pol, [tc("s1", "t", { x: "a" })]);
    expect(ok.triples).toEqual(["ARH-SCH-006 s1 info"]);
    expect(ok.rounded).toBe(100);
    expect(ok.passed).toBe(true);
    const bad = run(pol, [tc("s1", "t", { x: "b" })]);
    expect(bad.triples).toEqual(["ARH-SCH-006 s1 info", "ARH-SCH-007 s1 error"]);
    expect(bad.rounded).toBe(0);
  });
  it("bool is never int/float; float accepts int; NaN-free range; enum uses JSON equality", () => {
    const pol = { allowed_tools: { t: { required_arguments: { i: "int", f: "float", e: { enum: [1, true] } } } } };
    expect(run(pol, [tc("s1", "t", { i: true, f: 3, e: 1 })]).triples).toEqual(["ARH-SCH-004 s1 error"]);
    expect(run(pol, [tc("s1", "t", { i: 2, f: false, e: true })]).triples).toEqual(["ARH-SCH-004 s1 error"]);
    expect(run(pol, [tc("s1", "t", { i: 2, f: 2.5, e: "1" })]).triples).toEqual(["ARH-SCH-007 s1 error"]);
    expect(run(pol, [tc("s1", "t", { i: 2, f: 2.5, e: 0 })]).triples).toEqual(["ARH-SCH-007 s1 error"]);
  });
  it("allow_unlisted_tools makes unknown tools pass; SCH-010 is lint, never scored", () => {
    const r = run({ allow_unlisted_tools: true }, [tc("s1", "x"), tc("s1", "y"), tc("s1", "z"), mr("s2", "a"), mr("s2", "b")]);
    expect(r.triples).toEqual(["ARH-SCH-010 s1 warning", "ARH-SCH-010 s2 warning"]);
    expect(r.rounded).toBe(100);
    expect(r.passed).toBe(true);
  });
});

describe("budget", () => {
  it("BUD-001..004: 5 checks, 2 pass (40)", () => {
    const r = run({ budgets: { max_step_latency_ms: 1000, max_total_latency_ms: 2500, max_total_cost_usd: 0.01, max_total_tokens: 100 } }, [
      mr("s1", "a", { latency_ms: 1800, cost_usd: 0.004, input_tokens: 50, output_tokens: 10 }),
      mr("s2", "b", { latency_ms: 900, cost_usd: 0.008 }),
      mr("s3", "c"),
    ]);
    expect(r.triples).toEqual(["ARH-BUD-001 s1 error", "ARH-BUD-002 - error", "ARH-BUD-003 - error"]);
    expect(r.rounded).toBe(40);
    expect(r.total_latency_ms).toBe(2700);
    expect(r.total_tokens).toBe(60);
  });
  it("BUD-005..007 when no data: warnings, no checks, budget scores 100", () => {
    const r = run({ budgets: { max_step_latency_ms: 1000, max_total_latency_ms: 2500, max_total_cost_usd: 0.01, max_total_tokens: 100 } }, [mr("s1", "a")]);
    expect(r.triples).toEqual(["ARH-BUD-005 - warning", "ARH-BUD-006 - warning", "ARH-BUD-007 - warning"]);
    expect(r.rounded).toBe(100);
    expect(r.passed).toBe(true);
    expect(r.total_tokens).toBeNull();
  });
});

describe("safety", () => {
  it("one finding per (blob, pattern); score (5-3)/5 = 40 -> (0.3*100 + 0.25*40)/0.55 = 72.73", () => {
    const r = run({ allow_unlisted_tools: true, unsafe_patterns: ["sk-[a-z0-9]{8,}", "password"] }, [
      mr("s1", "here sk-abcdefgh12 and PASSWORD"),
      tc("s2", "search", { q: "ok" }, { output: { a: "fine", b: ["x password"] } }),
      mr("s3", "", { error: "boom" }),
    ]);
    expect(r.triples).toEqual(["ARH-SAF-001 s1 error", "ARH-SAF-001 s1 error", "ARH-SAF-001 s2 error"]);
    expect(r.category_scores.safety).toBe(40);
    expect(r.rounded).toBe(72.73);
  });
  it("linear-time engine: (a+)+$ on 100 KB finishes", () => {
    const r = run({ unsafe_patterns: ["(a+)+$"] }, [mr("s1", "a".repeat(100_000) + "!")]);
    expect(r.triples).toEqual([]);
  });
});

describe("grounding", () => {
  it("GRD-001 warning, GRD-002, GRD-003 x3; coverage 0.5 of min 0.8 -> 62.5", () => {
    const r = run({ grounding: { min_citation_coverage: 0.8, require_valid_citation_urls: true } }, [
      mr("g1", "a", {
        requires_grounding: true,
        citations: [{ url: "https://a.example/x" }, { url: "ftp://x" }, { source: "  " }, "str", { url: null, source: "Manual" }, { url: "http://" }],
      }),
      mr("g2", "b", { requires_grounding: true }),
      mr("g3", "c"),
    ]);
    expect(r.triples).toEqual(["ARH-GRD-001 g2 warning", "ARH-GRD-002 - error", "ARH-GRD-003 g1 error", "ARH-GRD-003 g1 error", "ARH-GRD-003 g1 error", "ARH-GRD-003 g1 error"]);
    expect(r.rounded).toBe(62.5);
    expect(r.citation_coverage).toBe(0.5);
  });
  it("require_citations makes GRD-001 an error; no min -> 100 * coverage", () => {
    const r = run({ grounding: { require_citations: true } }, [mr("g1", "a", { requires_grounding: true }), mr("g2", "a", { requires_grounding: true, citations: [{ source: "x" }] }), mr("g3", "a", { requires_grounding: true, citations: [{}] })]);
    expect(r.triples).toEqual(["ARH-GRD-001 g1 error"]);
    expect(r.rounded).toBe(66.67);
  });
});

describe("sequence", () => {
  it("SEQ-001..005: 8 checks, 3 pass (37.5) -> (30 + 9.375)/0.55 = 71.59", () => {
    const r = run(
      {
        allow_unlisted_tools: true,
        allowed_tools: { issue_refund: { max_calls: 1 }, lookup_order: { min_calls: 2 } },
        sequence: { required_tools: ["check_eligibility", "notify"], forbidden_tools: ["delete_account"], call_order: ["lookup_order", "check_eligibility", "issue_refund"] },
      },
      [tc("t1", "lookup_order"), tc("t2", "issue_refund"), tc("t3", "delete_account"), tc("t4", "check_eligibility"), tc("t5", "issue_refund"), tc("t6", "delete_account")],
    );
    expect(r.triples).toEqual(["ARH-SEQ-001 - error", "ARH-SEQ-002 t3 error", "ARH-SEQ-002 t6 error", "ARH-SEQ-003 t2 error", "ARH-SEQ-004 - error", "ARH-SEQ-005 - error"]);
    expect(r.category_scores.sequence).toBe(37.5);
    expect(r.rounded).toBe(71.59);
  });
  it("configured but no check ran: not applicable", () => {
    const r = run({ sequence: { call_order: ["a", "b"] } }, [mr("m", "x")]);
    expect(r.category_scores).toEqual({});
    expect(r.rounded).toBe(100);
  });
});

describe("flow", () => {
  it("FLW-001..003: 7 checks, 3 pass -> (30 + 0.2*42.857)/0.5 = 77.14", () => {
    const r = run({ allow_unlisted_tools: true, allowed_tools: { issue_refund: { side_effect: true } }, error_handling: { require_retry_on_error: true, max_attempts: 2 } }, [
      tc("f1", "lookup_order", { id: 1 }, { status: "error", error: "timeout" }),
      tc("f2", "lookup_order", { id: 1 }),
      tc("f3", "search", { q: "a" }, { error: "down" }),
      tc("f4", "issue_refund", { a: 1, b: 2 }, { status: "error" }),
      tc("f5", "issue_refund", { b: 2, a: 1 }),
      tc("f6", "issue_refund", { a: 1, b: 2 }),
      tc("f7", "lookup_order", { id: 1 }),
    ]);
    // issue_refund declares no arguments: a and b are undeclared (warnings; the schema checks still pass)
    const undeclared = ["f4", "f5", "f6"].flatMap((s) => [`ARH-SCH-005 ${s} warning`, `ARH-SCH-005 ${s} warning`]);
    expect(r.triples).toEqual(["ARH-FLW-001 f3 error", "ARH-FLW-002 f6 error", "ARH-FLW-002 f7 error", "ARH-FLW-003 f6 error", ...undeclared].sort());
    expect(r.rounded).toBe(77.14);
  });
});

describe("flow groups calls by their arguments, not by the arguments' hash", () => {
  it("two calls whose argument hashes collide are two groups; equal arguments in any key order are one", () => {
    const policy = parsePolicy({ policy_id: "p", allow_unlisted_tools: true, error_handling: { max_attempts: 1 } });
    const trace = parseTrace({
      trace_id: "t",
      agent_name: "a",
      workflow: "w",
      steps: [tc("c1", "lookup_order", { id: 1 }), tc("c2", "lookup_order", { id: 2 }), tc("c3", "lookup_order", { id: 2 }), tc("c4", "lookup_order", { id: 1 })],
    });
    // a forced collision: every call claims the same hash (the hash and its key are cached on the step)
    for (const s of trace.steps) {
      s.args_hash = "0000000000000000";
      s.args_key = 0;
    }
    const f = validateTrace(trace, policy, { failUnder: 70 }).findings.filter((x) => x.rule_id === "ARH-FLW-002");
    expect(f.map((x) => [x.step_id, x.observed])).toEqual([
      ["c4", 2],
      ["c3", 2],
    ]);
  });
});

describe("completion", () => {
  it("CMP-001 at the last step, CMP-002 trace level -> (30 + 0)/0.4 = 75", () => {
    const r = run({ allow_unlisted_tools: true, completion: { require_final_response: true, max_steps: 2 } }, [mr("c1", "hi"), tc("c2", "x"), mr("c3", "  ")]);
    expect(r.triples).toEqual(["ARH-CMP-001 c3 error", "ARH-CMP-002 - error"]);
    expect(r.rounded).toBe(75);
  });
  it("an empty trace fails require_final_response with no anchor", () => {
    const r = run({ completion: { require_final_response: true } }, []);
    expect(r.triples).toEqual(["ARH-CMP-001 - error"]);
    expect(r.rounded).toBe(0);
  });
  it("errored final response fails", () => {
    expect(run({ completion: { require_final_response: true } }, [mr("c1", "text", { status: "error" })]).triples).toEqual(["ARH-CMP-001 c1 error"]);
  });
});

describe("verdict", () => {
  it("no applicable category scores 100 and passes", () => {
    expect(run({}, [mr("a", "b")]).rounded).toBe(100);
  });
  it("fail_under uses the unrounded score", () => {
    // 2 of 3 schema checks pass on warnings-only? use budget: 1 of 3 pass = 33.33...
    const r = run({ budgets: { max_step_latency_ms: 10 } }, [mr("a", "x", { latency_ms: 5 }), mr("b", "x", { latency_ms: 50 }), mr("c", "x", { latency_ms: 500 })], 33.33);
    expect(r.rounded).toBe(33.33);
    expect(r.passed).toBe(false); // errors anyway
  });
});
