// Finding fields are bounded: a 10,000-value enum and thousands of violating steps give a normal,
// proportionate report instead of a run that dies building gigabyte strings.
import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runValidateCommand } from "../../src/commands/validate.js";
import { runValidation, tooMuch } from "../../src/engine/pipeline.js";
import { parsePolicy } from "../../src/policy/parse.js";
import { boundValue, MAX_VALUE_CHARS, truncateText } from "../../src/util/bound.js";
import { bigEnumPolicy, enumViolatingTrace, LARGE, unlistedToolTrace } from "./generate.js";

const dir = mkdtempSync(join(tmpdir(), "arh-hostile-bounds-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("bounded finding fields", () => {
  it("a 10,000-value enum and a 300 KB trace of 3,000 violating steps: a normal report", { timeout: 30_000 }, async () => {
    const policy = join(dir, "policy.json");
    const trace = join(dir, "trace.json");
    writeFileSync(policy, JSON.stringify(bigEnumPolicy(10_000)));
    writeFileSync(trace, JSON.stringify(enumViolatingTrace(3_000, 60)));
    expect(statSync(trace).size).toBeGreaterThan(250_000);
    const out = join(dir, "report.json");
    const code = await runValidateCommand(["--policy", policy, "--quiet", "--json-out", out, "--md-out", join(dir, "r.md"), "--sarif-out", join(dir, "r.sarif"), trace]);
    expect(code).toBe(1);
    // proportionate: about 1 KB per finding, not 10,000 values copied 3,000 times (over 600 MB)
    expect(statSync(out).size).toBeLessThan(12 * 1024 * 1024);
    const report = JSON.parse(readFileSync(out, "utf8"));
    const findings = report.reports[0].findings as { rule_id: string; expected: unknown; observed: unknown }[];
    expect(findings.filter((f) => f.rule_id === "ARH-SCH-007")).toHaveLength(3_000);
    for (const f of findings) {
      expect(JSON.stringify(f.expected).length).toBeLessThanOrEqual(MAX_VALUE_CHARS + 64);
      expect(JSON.stringify(f.observed).length).toBeLessThanOrEqual(MAX_VALUE_CHARS + 64);
    }
    const exp = findings[0]!.expected as string[];
    expect(exp[0]).toBe("value-0-xxxxxxxx");
    expect(exp[exp.length - 1]).toMatch(/^… \d+ more$/);
  });

  it("a 5 MB argument value is cut in observed, and the message stays short", { timeout: 20_000 }, async () => {
    const policy = join(dir, "p2.json");
    const trace = join(dir, "t2.json");
    writeFileSync(policy, JSON.stringify({ policy_id: "p", allowed_tools: { pick: { required_arguments: { choice: { type: "str", pattern: "ok" } } } } }));
    writeFileSync(trace, JSON.stringify({ trace_id: "t", agent_name: "a", workflow: "w", steps: [{ step_id: "s".repeat(5000), type: "tool_call", tool_name: "pick", arguments: { choice: "z".repeat(5_000_000) } }] }));
    const out = join(dir, "r2.json");
    expect(await runValidateCommand(["--policy", policy, "--quiet", "--json-out", out, trace])).toBe(1);
    expect(statSync(out).size).toBeLessThan(5_000_000); // the trace itself is 5 MB
    const f = JSON.parse(readFileSync(out, "utf8")).reports[0].findings.find((x: { rule_id: string }) => x.rule_id === "ARH-SCH-008");
    expect((f.observed as string).length).toBeLessThanOrEqual(MAX_VALUE_CHARS);
    expect(f.observed).toMatch(/^z+…$/);
    expect(f.step_id.length).toBeLessThanOrEqual(1024);
  });

  it("more than 125,000 findings in one flat trace: all reported, no 'nested too deeply'", { timeout: 60_000 }, async () => {
    const n = LARGE ? 200_000 : 130_000;
    const policy = join(dir, "p3.json");
    const trace = join(dir, "t3.json");
    writeFileSync(policy, JSON.stringify({ policy_id: "p", allowed_tools: { ok: {} } }));
    writeFileSync(trace, JSON.stringify(unlistedToolTrace(n)));
    const out = join(dir, "r3.json");
    expect(await runValidateCommand(["--policy", policy, "--quiet", "--json-out", out, trace])).toBe(1);
    const entry = JSON.parse(readFileSync(out, "utf8")).reports[0];
    expect(entry.kind).toBe("agent");
    expect(entry.findings.filter((f: { rule_id: string }) => f.rule_id === "ARH-SCH-001")).toHaveLength(n);
    expect(JSON.stringify(entry)).not.toMatch(/nested too deeply/);
  });
});

describe("an entry that cannot be rendered", () => {
  it("becomes that file's input error; the run goes on", async () => {
    const a = join(dir, "render-a.json");
    const b = join(dir, "render-b.json");
    writeFileSync(a, JSON.stringify({ trace_id: "boom", agent_name: "x", workflow: "w", steps: [] }));
    writeFileSync(b, JSON.stringify({ trace_id: "fine", agent_name: "x", workflow: "w", steps: [] }));
    const seen: string[] = [];
    const report = await runValidation([a, b], parsePolicy({ policy_id: "p" }), {
      format: "auto",
      failUnder: 70,
      cwd: dir,
      // what the JSON writer meets on a string longer than V8 allows
      onEntry: (e) => {
        if (e.trace_id === "boom") throw new RangeError("Invalid string length");
        seen.push(e.trace_id);
        return e;
      },
    });
    expect(report.reports.map((e) => [e.source_path, e.kind])).toEqual([["render-a.json", "input"], ["render-b.json", "agent"]]);
    expect(report.reports[0]!.findings[0]!.message).toMatch(/^the report entry of trace 'boom' could not be written \(it is too large; 0 findings\)/);
    expect(seen).toEqual(["render-a.json", "fine"]);
  });
});

describe("RangeError messages", () => {
  it("a stack overflow is a depth error, a size limit is a size error", () => {
    expect(tooMuch("trace", new RangeError("Maximum call stack size exceeded"))).toBe("trace nested too deeply to process");
    expect(tooMuch("trace", new RangeError("Invalid string length"))).toBe("trace too large to process (Invalid string length)");
    expect(tooMuch("document", new RangeError("Invalid array length"))).toBe("document too large to process (Invalid array length)");
  });
});

describe("boundValue", () => {
  it("keeps small values as they are and cuts large ones deterministically", () => {
    const small = { a: [1, 2, "x"] };
    expect(boundValue(small)).toBe(small);
    const big = Array.from({ length: 5000 }, (_, i) => i);
    const b = boundValue(big) as unknown[];
    expect(JSON.stringify(b).length).toBeLessThanOrEqual(MAX_VALUE_CHARS);
    expect(b[b.length - 1]).toMatch(/^… \d+ more$/);
    expect(boundValue(big)).toEqual(b);
    const o = Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`k${i}`, "v".repeat(i % 50)]));
    const bo = boundValue(o) as Record<string, unknown>;
    expect(JSON.stringify(bo).length).toBeLessThanOrEqual(MAX_VALUE_CHARS);
    expect(bo["…"]).toMatch(/^\d+ more$/);
  });
  it("never cuts inside a surrogate pair", () => {
    expect(truncateText("a😀b", 3)).toBe("a…");
  });
});
