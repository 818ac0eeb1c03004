// What a reviewer reads in a trace diff (docs/trace-diff.md): the consequential mark on exactly the
// step a finding points at (never a row only because a volatile id in its result differs), behaviour
// apart from operation, the tool's own time apart from a folded model call's, and arguments on the
// rows of a finding about arguments. Real engine, real compare, traces written with random ids.
import { afterAll, describe, expect, test } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parsePolicy } from "../../src/policy/parse.js";
import { expandInputs, runValidation } from "../../src/engine/pipeline.js";
import { compareReports } from "../../src/compare/index.js";
import { stepDetailsFrom } from "../../src/bundle/details.js";
import { stepDigests } from "../../src/engine/validate.js";
import { parseTrace } from "../../src/trace/parse.js";
import { buildTraceDiffs, renderTraceDiffTable, checkAbtDocument, type AbtDocument } from "../../src/tracediff/index.js";
import { cellText, codeText, middleCut } from "../../src/tracediff/table.js";
import type { Policy } from "../../src/policy/model.js";
import { xorshift } from "../rng.js";

const dir = mkdtempSync(join(tmpdir(), "arh-review-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const policy: Policy = parsePolicy({
  schema_version: "1",
  policy_id: "refunds",
  allowed_tools: {
    lookup_order: { required_arguments: { order_id: "str" } },
    check_eligibility: { kind: "precondition", required_arguments: { order_id: "str" } },
    issue_refund: { side_effect: true, max_calls: 1, required_arguments: { order_id: "str", amount: "float" } },
  },
  budgets: { max_total_latency_ms: 600 },
  sequence: { call_order: ["check_eligibility", "issue_refund"] },
  completion: { require_final_response: true },
});

const r = xorshift(37);
const refundId = () => "rf_" + Math.floor(r() * 0xfffffff).toString(16).padStart(7, "0");

function trace(id: string, refunds: number, latency: number[]): unknown {
  const steps: unknown[] = [
    { step_id: "s1", type: "tool_call", tool_name: "lookup_order", arguments: { order_id: "ORD-1001" }, output: { order_id: "ORD-1001", total: 40 }, latency_ms: latency[0] },
    { step_id: "s2", type: "tool_call", tool_name: "check_eligibility", arguments: { order_id: "ORD-1001" }, output: { eligible: true }, latency_ms: latency[1] },
  ];
  for (let k = 0; k < refunds; k++) {
    steps.push({ step_id: `s${3 + k}`, type: "tool_call", tool_name: "issue_refund", arguments: { order_id: "ORD-1001", amount: 40.0 }, output: { ok: true, refund_id: refundId() }, latency_ms: latency[2] });
  }
  steps.push({ step_id: `s${3 + refunds}`, type: "model_response", text: `Refunded 40 EUR (${refundId()}).`, latency_ms: latency[3] });
  return { schema_version: "1", trace_id: id, agent_name: "a", workflow: "refund", steps };
}

async function side(name: string, traces: Record<string, unknown>) {
  const d = join(dir, name);
  mkdirSync(d, { recursive: true });
  for (const [f, t] of Object.entries(traces)) writeFileSync(join(d, f), JSON.stringify(t));
  return runValidation(await expandInputs([d], dir), policy, { format: "auto", failUnder: 70, cwd: dir });
}

async function diffs(bundle: boolean): Promise<Map<string, AbtDocument>> {
  const baseline = await side(`base-${bundle}`, { "twice.json": trace("twice", 1, [30, 40, 50, 60]), "slow.json": trace("slow", 1, [30, 40, 50, 60]) });
  const candidate = await side(`cand-${bundle}`, { "twice.json": trace("twice", 2, [30, 40, 50, 60]), "slow.json": trace("slow", 1, [700, 40, 50, 55]) });
  const compare = compareReports(baseline, candidate, { failOn: "regressions" });
  const details = stepDetailsFrom(dir, "auto");
  // a bare-report baseline: its lean digests only (result = status); a bundle: its trace files too
  const docs = buildTraceDiffs({ compare, baseline, candidate, policy, details: { baseline: bundle ? details : null, candidate: details } });
  return new Map(docs.map((d) => [d.case.split(" · ")[0]!, d]));
}

const marked = (d: AbtDocument) => d.rails[1]!.steps.filter((s) => s.consequential).map((s) => `${s.n}:${s.tool}`);

describe.each([
  ["a bundle baseline", true],
  ["a bare-report baseline", false],
])("double refund against %s", (_name, bundle) => {
  test("only the second refund is consequential (ARH-FLW-003 and ARH-SEQ-004 point at it)", async () => {
    const d = (await diffs(bundle)).get("twice")!;
    expect(checkAbtDocument(d)).toEqual([]);
    expect(d.rails[1]!.steps.map((s) => s.tool)).toEqual(["lookup_order", "check_eligibility", "issue_refund", "issue_refund", "respond"]);
    expect(marked(d)).toEqual(["4:issue_refund"]);
    expect(d.rails[1]!.steps.some((s) => s.in_violation)).toBe(false);
    expect(d.verdict.behavior).toBe("FAIL");
  });

  test("the rows show the arguments, identical for both refunds as the message says", async () => {
    const d = (await diffs(bundle)).get("twice")!;
    const rows = renderTraceDiffTable(d, { compact: true }).split("\n").filter((l) => /^<tr><td>\d/.test(l));
    const args = '<code>{"amount": 40, "order_id": "ORD-1001"}</code>';
    // the first refund on both rails (a bare-report baseline records no arguments: its status then)
    expect(rows[2]).toContain(`<td>○ <code>issue_refund</code> ${bundle ? args : "<code>ok</code>"}`);
    expect(rows[2]).toMatch(new RegExp(`<td>○ <code>issue_refund</code> ${args.replace(/[{}]/g, "\\$&")}`));
    expect(rows[3]).toContain(`<b><code>issue_refund</code></b> ${args}`);
    expect(rows.slice(0, 4).join("\n")).not.toMatch(/rf_[0-9a-f]{7}/);
  });

  test("a latency-only overrun: behavior PASS, the budget operational, no row consequential", async () => {
    const d = (await diffs(bundle)).get("slow")!;
    expect(checkAbtDocument(d)).toEqual([]);
    expect(d.verdict).toEqual({ output: "PASS", behavior: "PASS", operational: "total latency 845 ms over 600 ms" });
    expect(marked(d)).toEqual([]);
    expect(renderTraceDiffTable(d)).toContain("<b>Behavior PASS</b> · operational: total latency 845 ms over 600 ms");
  });
});

describe("a folded model call", () => {
  test("the step digest keeps the model's share and the row shows the tool's own time and the model's, labelled", () => {
    const t = parseTrace({
      schema_version: "1", trace_id: "fold", agent_name: "a", workflow: "w",
      steps: [
        { step_id: "s1", type: "tool_call", tool_name: "lookup_order", arguments: { order_id: "ORD-1" }, output: "ok", latency_ms: 928, metadata: { model_call: { span_id: "ab12", latency_ms: 735 } } },
        { step_id: "s2", type: "model_response", text: "done", latency_ms: 20 },
      ],
    });
    const ds = stepDigests(t);
    expect(ds[0]!.model_latency_ms).toBe(735);
    expect(ds[1]!.model_latency_ms).toBeUndefined();
    const doc: AbtDocument = {
      schema: "agent-behavior-trace/v0", case: "fold", contract: "p",
      rails: [
        { id: "baseline", label: "Baseline", regression: false, steps: [{ n: 1, tool: "lookup_order", result: "ok", kind: "read", timestamp_ms: 215, model_latency_ms: 183 }] },
        { id: "candidate", label: "Candidate", regression: true, steps: [{ n: 1, tool: "lookup_order", result: "ok", kind: "read", timestamp_ms: 928, model_latency_ms: 735 }] },
      ],
      verdict: { output: "PASS", behavior: "PASS" },
    };
    expect(checkAbtDocument(doc)).toEqual([]);
    const html = renderTraceDiffTable(doc);
    expect(html).toContain("<br><sub>215\u00a0ms:\u00a0tool\u00a032\u00a0ms +\u00a0model\u00a0183\u00a0ms</sub>");
    expect(html).toContain("<br><sub>928\u00a0ms:\u00a0tool\u00a0193\u00a0ms +\u00a0model\u00a0735\u00a0ms</sub>");
  });
});

describe("legible cells", () => {
  test("a long result is cut in the middle and keeps the part that differs from the other rail", () => {
    const base = '{"currency":"EUR","amount":40,"customer":{"name":"Ada","tier":"gold"},"refund_id":"rf_0000001"}';
    const cand = '{"currency":"EUR","amount":40,"customer":{"name":"Ada","tier":"gold"},"refund_id":"rf_9d11ec5"}';
    const cut = middleCut(cand, 48, base);
    expect(cut.length).toBeLessThanOrEqual(48);
    expect(cut).toContain("rf_9d11ec5");
    expect(cut.startsWith('{"currency"')).toBe(true);
    // without a counterpart: the start and the end stay
    const plain = middleCut(cand, 48);
    expect(plain.startsWith('{"currency"')).toBe(true);
    expect(plain.endsWith('"rf_9d11ec5"}')).toBe(true);
    expect(middleCut("short", 48, "other")).toBe("short");
    // never inside a surrogate pair
    expect(middleCut("😀".repeat(40), 21)).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
  });

  test("cell text has no invisible characters; linkable words are code", () => {
    expect(cellText("called again at step 'issue_refund#2' by @bot, see https://x.example")).toBe(
      "called again at step '<code>issue_refund#2</code>' by <code>@bot</code>, see <code>https://x.example</code>",
    );
    expect(codeText("a\u200db #1 <x>")).toBe("<code>ab #1 &lt;x&gt;</code>");
  });
});
